"""Danish Tarok (Ultimo) model from the Polish translation (seed 000), my own reading.

Deal: 25 each, the dealer 28 and lays away 3 (skat, 1 point + its cards to the dealer).
Declarations from the dealer, paid at once by each other player.
Play from the dealer's right (next seat in order), follow / trump / any; Joker any time but
never in the second-last trick; played before the last trick it goes to its own player's pile.
Payments: king / pagat lost (5 to each other player and 5 to its pool), pagat trick (5 from
each), last trick (tout 85, nolo 25, pagat ultimo 45 + pool, king ultimo 40 + pool,
przydupek 45/40 + doubles the pool, else 20), card points vs 26 rounded to 5, with the new dealer.
Penalties (§18): superficial 0, small 5, large 20, irreparable 40 to EACH pool.
"""
import random

from common import Net, pay, play, write

RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
PLAYERS = ["Agnieszka", "Bartek", "Celina"]


def deck():
    cards = []
    for s in "HDSC":
        for r in RED:
            cards.append(r + s)
    cards += ["T%d" % i for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def power(c):
    if suit(c) == "T":
        return 100 + int(c[1:])
    order = RED if c[-1] in "HD" else BLACK
    return 50 - order.index(rank(c))


def points(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in (None, "T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_king(c):
    return suit(c) in tuple("HDSC") and rank(c) == "K"


def declarations(hand):
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in hand if suit(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in h})
    if joker and "T21" in h and "T1" in h:
        n, k = 3, 20
        while "T%d" % k in h:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
    for s in "HDSC":
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in "HDSC" if "K" + s in h]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in "HDSC" if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def decl_value(item):
    if item["kind"] == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if item["kind"] == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def decl_cards(hand):
    """Cards that belong to a declaration in this hand (not to be laid away)."""
    out = set()
    for it in declarations(hand):
        if it["kind"] == "cavalry":
            out |= {r + it["suit"] for r in "KQNJ"}
    return out


class Deal:
    def __init__(self, seed, dealer=0, pools=None, first=False, hooks=None):
        self.rng = random.Random(seed)
        self.n = 3
        self.dealer = dealer
        self.hooks = hooks or {}
        d = deck()
        self.rng.shuffle(d)
        self.hands = []
        pos = 0
        for s in range(3):
            k = 28 if s == dealer else 25
            self.hands.append(d[pos:pos + k])
            pos += k
        self.dealt = [list(h) for h in self.hands]
        self.events = []
        self.pools = dict(pools or {"pagat_pool": 0, "king_pool": 0})
        self.first = first

    def pool_pay(self, frm, pool, amount, reason):
        self.events.append(pay(frm, pool, amount, reason))
        self.pools[pool] += amount

    def run(self):
        ev = self.events
        n = self.n
        dl = self.dealer
        if self.first:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    self.pool_pay(s, pool, 20, "foundation")
        self.pool_pay(dl, "pagat_pool", 5, "deal_fee")
        self.pool_pay(dl, "king_pool", 5, "deal_fee")
        # skat
        h = self.hands[dl]
        keep = decl_cards(h)
        cand = [c for c in h if suit(c) in tuple("HDSC") and rank(c) not in "KQNJ" and c not in keep]
        cand.sort(key=lambda c: (power(c), c))
        skat = self.hooks.get("skat") or self.rng.sample(cand[:10], 3)
        for c in skat:
            h.remove(c)
        self.skat = skat
        ev.append({"type": "discard", "seat": dl, "cards": skat})
        # declarations
        order = [(dl + i) % n for i in range(n)]
        if "decl_order" in self.hooks:
            order = self.hooks["decl_order"](order)
        self.decl_events = {}
        for s in order:
            items = declarations(self.hands[s])
            self.decl_events[s] = len(ev)
            ev.append({"type": "declare", "seat": s, "items": items})
            for it in items:
                for o in range(n):
                    if o != s:
                        ev.append(pay(o, s, decl_value(it), "declaration"))
            if "after_declare" in self.hooks:
                self.hooks["after_declare"](self, s)
        # play
        self.tricks = [0] * n
        self.piles = [[] for _ in range(n)]
        self.joker_played_at = None
        self.trick_log = []
        leader = (dl + 1) % n
        for t in range(25):
            if "before_trick" in self.hooks:
                leader = self.hooks["before_trick"](self, t, leader)
            trick = []
            led = None
            for i in range(n):
                s = (leader + i) % n
                c, named = self.choose(s, t, led, trick)
                self.hands[s].remove(c)
                e = play(s, c, named)
                ev.append(e)
                trick.append((s, c))
                if c == "JOKER":
                    self.joker_played_at = t
                if led is None:
                    led = named if c == "JOKER" else suit(c)
                if "after_play" in self.hooks:
                    self.hooks["after_play"](self, t, s, c)
            w = self.winner(trick, led)
            self.tricks[w] += 1
            for s, c in trick:
                if c == "JOKER" and t < 24:
                    self.piles[s].append(c)
                else:
                    self.piles[w].append(c)
            self.trick_log.append((leader, trick, w, led))
            if t < 24:
                self.trick_payments(trick, w)
            else:
                self.last_trick(trick, w)
            if "after_trick" in self.hooks:
                self.hooks["after_trick"](self, t, trick, w)
            leader = w
        self.card_points()
        return self

    def exhausted(self, s_):
        gone = set(self.skat)
        for _, trick, _, _ in self.trick_log:
            gone |= {c for _, c in trick}
        return all((r + s_) in gone for r in RED)

    def choose(self, s, t, led, trick):
        hand = self.hands[s]
        if "choose" in self.hooks:
            r = self.hooks["choose"](self, s, t, led, trick)
            if r:
                return r
        if led is None:
            opts = [c for c in hand if c != "JOKER"]
            if not opts:
                raise RuntimeError("joker lead")
            return self.rng.choice(opts), None
        follow = [c for c in hand if suit(c) == led]
        if follow:
            base = follow
        else:
            tr = [c for c in hand if suit(c) == "T"]
            base = tr or [c for c in hand if c != "JOKER"]
        joker_ok = "JOKER" in hand and t != 23
        if joker_ok and not self.hooks.get("keep_joker"):
            limit = self.hooks.get("joker_by", 15)
            if t >= 2 and (self.rng.random() < 0.25 or t >= limit):
                return "JOKER", None
        if not base:
            return "JOKER", None
        return self.rng.choice(base), None

    def winner(self, trick, led):
        tr = [(s, c) for s, c in trick if suit(c) == "T"]
        if tr:
            return max(tr, key=lambda x: power(x[1]))[0]
        f = [(s, c) for s, c in trick if suit(c) == led]
        return max(f, key=lambda x: power(x[1]))[0]

    def trick_payments(self, trick, w):
        n = self.n
        for s, c in trick:
            if is_king(c) and s != w:
                for o in range(n):
                    if o != s:
                        self.events.append(pay(s, o, 5, "king_lost"))
                self.pool_pay(s, "king_pool", 5, "king_lost")
            if c == "T1":
                if s != w:
                    for o in range(n):
                        if o != s:
                            self.events.append(pay(s, o, 5, "pagat_lost"))
                    self.pool_pay(s, "pagat_pool", 5, "pagat_lost")
                else:
                    for o in range(n):
                        if o != s:
                            self.events.append(pay(o, s, 5, "pagat_trick"))

    def last_trick(self, trick, w):
        n = self.n
        ev = self.events
        cw = dict((s, c) for s, c in trick)[w]
        tout = [s for s in range(n) if self.tricks[s] == 25]
        nolo = [s for s in range(n) if self.tricks[s] == 0] if not tout else []
        self.outcome = {"tout": tout, "nolo": nolo}
        pagat_prz = [s for s, c in trick if c == "T1" and s != w]
        king_prz = [s for s, c in trick if is_king(c) and s != w]
        kp0 = self.pools["king_pool"]
        pp0 = self.pools["pagat_pool"]
        if tout:
            raise RuntimeError("tout not modelled in these records")
        for s in nolo:
            for o in range(n):
                if o != s:
                    ev.append(pay(o, s, 25, "nolo"))
        if not nolo and cw == "T1":
            for o in range(n):
                if o != w:
                    ev.append(pay(o, w, 45, "pagat_ultimo"))
            ev.append(pay("pagat_pool", w, pp0, "pagat_ultimo"))
            self.pools["pagat_pool"] -= pp0
            for s in range(n):
                self.pool_pay(s, "pagat_pool", 20, "refill")
        if not nolo and is_king(cw):
            for o in range(n):
                if o != w:
                    ev.append(pay(o, w, 40, "king_ultimo"))
            ev.append(pay("king_pool", w, kp0, "king_ultimo"))
            self.pools["king_pool"] -= kp0
            if not king_prz:
                for s in range(n):
                    self.pool_pay(s, "king_pool", 20, "refill")
        for s in pagat_prz:
            for o in range(n):
                if o != s:
                    ev.append(pay(s, o, 45, "pagat_przydupek"))
            self.pool_pay(s, "pagat_pool", pp0, "pagat_przydupek")
        for s in king_prz:
            for o in range(n):
                if o != s:
                    ev.append(pay(s, o, 40, "king_przydupek"))
            self.pool_pay(s, "king_pool", kp0, "king_przydupek")
        if not nolo and not pagat_prz and not king_prz and cw != "T1" and not is_king(cw):
            for o in range(n):
                if o != w:
                    ev.append(pay(o, w, 20, "last_trick"))
        self.last = {"winner": w, "card": cw, "pagat_prz": pagat_prz, "king_prz": king_prz}

    def card_points(self):
        n = self.n
        pts = []
        for s in range(n):
            p = sum(points(c) for c in self.piles[s]) + self.tricks[s]
            if s == self.dealer:
                p += 1 + sum(points(c) for c in self.skat)
            pts.append(p)
        assert sum(pts) == 78, pts
        self.pts = pts
        if self.outcome["nolo"]:
            return
        nd = (self.dealer + 1) % n
        for s in range(n):
            if s == nd:
                continue
            a = 5 * round((pts[s] - 26) / 5)
            if a < 0:
                self.events.append(pay(s, nd, -a, "card_points"))
            elif a > 0:
                self.events.append(pay(nd, s, a, "card_points"))


def transcript(deals, meta):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": meta,
        "deals": [{"dealer": d.dealer, "hands": d.dealt, "events": d.events} for d in deals],
    }


def summary(d):
    net = Net().of_events(d.events)
    return {"pts": d.pts, "tricks": d.tricks, "net": net.d, "last": d.last, "pools": d.pools}
