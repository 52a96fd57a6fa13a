"""danish26 audit model: my own reading of the Polish source (Ultimo, Danish tarok).

Imports nothing from validator/ or replays/. Seats are in order of play; dealer d, first
leader d+1, next dealer d+1; at 4 players the seat opposite the dealer (d+2) sits out.
"""
from __future__ import annotations

import random

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in RED_ORDER] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
KINGS = ["KH", "KD", "KS", "KC"]


def suit(c):
    if c == "JOKER":
        return "J"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """higher is stronger within its suit"""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if suit(c) in "HD" else BLACK_ORDER
    return 100 - order.index(rank(c))


def value(c):
    if c in KINGS or c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def declarations(hand):
    """(items, amount per other player, set of cards forming part of a declaration)"""
    items, amt, cards = [], 0, set()
    hs = set(hand)
    joker = "JOKER" in hs
    trumps = [c for c in hand if suit(c) == "T"]
    nt = len(trumps) + (1 if joker else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hs})
        amt += 10 + 5 * (nt - 10)
        cards |= set(trumps) | ({"JOKER"} if joker else set())
    if joker and "T21" in hs and "T1" in hs:
        n = 3
        k = 20
        mc = {"JOKER", "T21", "T1"}
        while "T%d" % k in hs:
            n += 1
            mc.add("T%d" % k)
            k -= 1
        items.append({"kind": "matadors", "count": n})
        amt += 10 + 5 * (n - 3)
        cards |= mc
    for s in SUITS:
        courts = [r + s for r in "KQNJ"]
        have = [c for c in courts if c in hs]
        if len(have) == 4:
            if joker:
                items.append({"kind": "cavalry", "suit": s, "form": "rich"})
                amt += 15
                cards |= set(have) | {"JOKER"}
            else:
                items.append({"kind": "cavalry", "suit": s, "form": "full"})
                amt += 10
                cards |= set(have)
        elif len(have) == 3 and joker:
            miss = [c for c in courts if c not in hs][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": rank(miss)})
            amt += 5
            cards |= set(have) | {"JOKER"}
    have = [k for k in KINGS if k in hs]
    if len(have) == 4:
        form = "rich" if joker else "full"
        items.append({"kind": "kings", "form": form})
        amt += 15 if joker else 10
        cards |= set(have) | ({"JOKER"} if joker else set())
    elif len(have) == 3 and joker:
        miss = [k for k in KINGS if k not in hs][0]
        items.append({"kind": "kings", "form": "half", "missing": miss[-1]})
        amt += 5
        cards |= set(have) | {"JOKER"}
    return items, amt, cards


def band(points):
    d = points - 26
    a = 5 * ((abs(d) + 2) // 5)
    return a if d > 0 else -a


class Session:
    def __init__(self, n, seed, players):
        self.n = n
        self.rng = random.Random(seed)
        self.players = players
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.net = [0] * n
        self.log = []
        self.first = True

    def pay(self, ev, frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        for p, sgn in ((frm, -1), (to, 1)):
            if isinstance(p, str):
                self.pools[p] += sgn * amt
            else:
                self.net[p] += sgn * amt

    def active(self, d):
        if self.n == 3:
            return [(d + 1) % 3, (d + 2) % 3, d]  # order of play from the leader
        return [(d + 1) % 4, (d + 3) % 4, d]

    def deal_hands(self, d, tweak=None):
        deck = DECK[:]
        self.rng.shuffle(deck)
        act = self.active(d)
        hands = [[] for _ in range(self.n)]
        # 5 at a time to the three active players, 25 each, dealer gets the last 3
        order = [act[0], act[1], act[2]]
        i = 0
        for _ in range(5):
            for p in order:
                hands[p] += deck[i:i + 5]
                i += 5
        hands[d] += deck[i:i + 3]
        if tweak:
            tweak(self, d, hands)
        assert sorted(sum(hands, [])) == sorted(DECK)
        return hands

    def start_events(self, d):
        ev = []
        if self.first:
            for pool in ("pagat_pool", "king_pool"):
                for p in range(self.n):
                    self.pay(ev, p, pool, 20, "foundation")
            self.first = False
        return ev

    # ------------------------------------------------------------------
    def play_deal(self, d, hands_in=None, tweak=None, opts=None):
        opts = opts or {}
        rng = self.rng
        n = self.n
        hands = hands_in or self.deal_hands(d, tweak)
        dealt = [h[:] for h in hands]
        act = self.active(d)
        ev = self.start_events(d)
        info = {"dealer": d, "notes": []}
        if not opts.get("redo"):
            self.pay(ev, d, "pagat_pool", 5, "deal_fee")
            self.pay(ev, d, "king_pool", 5, "deal_fee")
        # redeal?
        for p in act:
            if not any(suit(c) == "T" for c in hands[p]) and not opts.get("no_redeal"):
                ev.append({"type": "redeal", "seat": p, "reason": "no_trumps"})
                info["notes"].append("redeal asked by seat %d (no trumps)" % p)
                self.deals.append({"dealer": d, "hands": dealt, "events": ev})
                self.log.append(info)
                return "redeal"
        # skat
        hand = hands[d]
        items28, amt28, dcards28 = declarations(hand)
        shown = False
        tout = False
        if opts.get("tout_announce"):
            tout = True
            free = [c for c in hand if c not in KINGS and c != "T21" and c != "JOKER" and suit(c) != "T" and c not in dcards28]
            free.sort(key=lambda c: (value(c), strength(c)))
            skat = ["JOKER"] + free[:2]
            ev.append({"type": "announce", "seat": d, "items": ["tout"]})
        else:
            trumps = [c for c in hand if suit(c) == "T"]
            free = [c for c in hand if c not in KINGS and c != "JOKER" and suit(c) != "T" and c not in dcards28]
            if len(trumps) <= 3 and "T21" not in trumps and len(free) + len(trumps) >= 3 and opts.get("discard_trumps"):
                free = trumps + free
            else:
                free.sort(key=lambda c: (value(c), strength(c)))
            if len(free) >= 3:
                skat = free[:3]
            else:
                extra = opts["forced_extra"]
                skat = free + extra
                shown = True
        dis = {"type": "discard", "seat": d, "cards": skat}
        if shown:
            dis["shown"] = True
        ev.append(dis)
        for c in skat:
            hand.remove(c)
        # declarations from the dealer
        for p in [d] + act[:2]:
            if p == d and shown:
                items, amt = items28, amt28
            else:
                items, amt, _ = declarations(hands[p])
            ev.append({"type": "declare", "seat": p, "items": items})
            if items:
                info["notes"].append("seat %d declares %s (%d each)" % (p, items, amt))
                # pay item by item, payers in order of play
                for it in items:
                    one = declarations_amount(it)
                    for q in act:
                        if q != p:
                            self.pay(ev, q, p, one, "declaration")
        # play
        piles = {p: [] for p in act}
        tricks = {p: 0 for p in act}
        leader = act[0]
        joker_played = False
        demanded = False
        last = None
        for t in range(1, 26):
            order = rotate(act, leader)
            if t == 23 and opts.get("demand") and not demanded:
                holder = [p for p in act if "JOKER" in hands[p]]
                if holder or opts.get("false_demand"):
                    cand = [p for p in act if p not in holder]
                    dem = opts.get("demander")
                    if dem is None or dem not in cand:
                        dem = cand[0]
                    ev.append({"type": "call", "seat": dem, "call": "joker"})
                    demanded = True
                    info["notes"].append("trick 23: seat %d demands the Joker" % dem)
                    if not holder:
                        info["false_demand_event"] = len(ev) - 1
                        self.pay(ev, dem, "pagat_pool", 20, "penalty")
                        self.pay(ev, dem, "king_pool", 20, "penalty")
            must_joker = demanded and t == 23 and any("JOKER" in hands[p] for p in act)
            played = []
            led = None
            for p in order:
                card, named = choose(rng, hands[p], played, led, t, must_joker, opts, p, leader, hands, act, tout and p == d)
                hands[p].remove(card)
                e = {"type": "play", "seat": p, "card": card}
                if named:
                    e["named"] = named
                ev.append(e)
                if not played:
                    led = named if card == "JOKER" else suit(card)
                    if card == "JOKER":
                        info["notes"].append("trick %d: seat %d leads the Joker naming %s" % (t, p, named))
                played.append((p, card))
                if card == "JOKER":
                    joker_played = True
            w = winner(played, led)
            tricks[w] += 1
            for p, c in played:
                if c == "JOKER" and t < 25:
                    piles[p].append(c)
                else:
                    piles[w].append(c)
            if t < 25:
                for p, c in played:
                    if c in KINGS and p != w:
                        for q in act:
                            if q != p:
                                self.pay(ev, p, q, 5, "king_lost")
                        self.pay(ev, p, "king_pool", 5, "king_lost")
                    if c == "T1":
                        if p != w:
                            for q in act:
                                if q != p:
                                    self.pay(ev, p, q, 5, "pagat_lost")
                            self.pay(ev, p, "pagat_pool", 5, "pagat_lost")
                        else:
                            for q in act:
                                if q != p:
                                    self.pay(ev, q, p, 5, "pagat_trick")
            else:
                last = (played, w)
            leader = w
        # --- settlement after the last trick
        played, w = last
        wc = dict(played)[w]
        toutp = [p for p in act if tricks[p] == 25]
        nolo = [p for p in act if tricks[p] == 0] if not toutp else []
        K0, P0 = self.pools["king_pool"], self.pools["pagat_pool"]
        prz = [(p, c) for p, c in played if p != w and (c in KINGS or c == "T1")]
        info["tricks"] = dict(tricks)
        info["last"] = [(p, c) for p, c in played]
        king_prz = any(c in KINGS for p, c in prz)
        pag_prz = any(c == "T1" for p, c in prz)
        if toutp:
            tp = toutp[0]
            info["notes"].append("TOUT by seat %d" % tp)
            for q in act:
                if q != tp:
                    self.pay(ev, q, tp, 85, "tout")
            for pool, P, has in (("pagat_pool", P0, pag_prz), ("king_pool", K0, king_prz)):
                assert not has, "avoid tout + przydupek"
                self.pay(ev, pool, tp, P, "tout")
            for pool in ("pagat_pool", "king_pool"):
                for q in range(n):
                    self.pay(ev, q, pool, 20, "refill")
        elif nolo:
            np_ = nolo[0]
            info["notes"].append("NOLO by seat %d" % np_)
            for q in act:
                if q != np_:
                    self.pay(ev, q, np_, 25, "nolo")
        else:
            if wc == "T1":
                info["notes"].append("PAGAT ULTIMO by seat %d" % w)
                for q in act:
                    if q != w:
                        self.pay(ev, q, w, 45, "pagat_ultimo")
                self.pay(ev, "pagat_pool", w, P0, "pagat_ultimo")
                for q in range(n):
                    self.pay(ev, q, "pagat_pool", 20, "refill")
            elif wc in KINGS:
                info["notes"].append("KING ULTIMO by seat %d" % w)
                for q in act:
                    if q != w:
                        self.pay(ev, q, w, 40, "king_ultimo")
                self.pay(ev, "king_pool", w, K0, "king_ultimo")
                if not king_prz:
                    for q in range(n):
                        self.pay(ev, q, "king_pool", 20, "refill")
        for p, c in prz:
            reason = "pagat_przydupek" if c == "T1" else "king_przydupek"
            info["notes"].append("%s: seat %d (%s)" % (reason, p, c))
            amt = 45 if c == "T1" else 40
            for q in act:
                if q != p:
                    self.pay(ev, p, q, amt, reason)
            self.pay(ev, p, "pagat_pool" if c == "T1" else "king_pool", P0 if c == "T1" else K0, reason)
        if not toutp and not nolo and not prz and wc not in KINGS and wc != "T1":
            info["notes"].append("last_trick 20 to seat %d" % w)
            for q in act:
                if q != w:
                    self.pay(ev, q, w, 20, "last_trick")
        # card points
        pts = {}
        for p in act:
            pts[p] = sum(value(c) for c in piles[p]) + tricks[p]
        pts[d] += 1 + sum(value(c) for c in skat)
        assert sum(pts.values()) == 78, pts
        info["points"] = dict(pts)
        nd = (d + 1) % n
        if not nolo:
            for p in act:
                if p == nd:
                    continue
                b = band(pts[p])
                if b < 0:
                    self.pay(ev, p, nd, -b, "card_points")
                elif b > 0:
                    self.pay(ev, nd, p, b, "card_points")
        if tout and not toutp:
            info["notes"].append("FAILED TOUT by dealer %d" % d)
            info["failed_tout"] = True
            self.pay(ev, d, "pagat_pool", 20, "penalty")
            self.pay(ev, d, "king_pool", 20, "penalty")
        info["pools_after"] = dict(self.pools)
        info["net_after"] = list(self.net)
        self.deals.append({"dealer": d, "hands": dealt, "events": ev})
        self.log.append(info)
        return "ok"

    def session_end(self):
        ev = self.deals[-1]["events"]
        for pool in ("pagat_pool", "king_pool"):
            share = self.pools[pool] // self.n
            assert share * self.n == self.pools[pool]
            for p in range(self.n):
                self.pay(ev, pool, p, share, "session_end")
        self.log[-1]["notes"].append("session end: shares %s" % self.net)


class Retry(Exception):
    pass


def declarations_amount(it):
    k = it["kind"]
    if k == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def rotate(act, leader):
    i = act.index(leader)
    return act[i:] + act[:i]


def winner(played, led):
    trumps = [(p, c) for p, c in played if suit(c) == "T"]
    if trumps:
        return max(trumps, key=lambda x: strength(x[1]))[0]
    fol = [(p, c) for p, c in played if c != "JOKER" and suit(c) == led]
    return max(fol, key=lambda x: strength(x[1]))[0]


def legal(hand, led, t):
    """legal cards (Joker handled separately)"""
    nonj = [c for c in hand if c != "JOKER"]
    if led is None:
        return nonj
    s = [c for c in nonj if suit(c) == led]
    if s:
        return s
    tr = [c for c in nonj if suit(c) == "T"]
    if tr:
        return tr
    return nonj


def choose(rng, hand, played, led, t, must_joker, opts, p, leader, hands, act, tout_mode):
    if must_joker and "JOKER" in hand:
        if not played:
            nm = pick_name(rng, hand, hands, act, p)
            if nm is None:
                raise Retry("demanded Joker led without a nameable suit")
            return "JOKER", nm
        return "JOKER", None
    if hand == ["JOKER"]:
        assert t == 25
        if not played:
            nm = pick_name(rng, hand, hands, act, p)
            if nm is None:
                raise Retry("joker lead in last trick without a nameable suit")
            return "JOKER", nm
        return "JOKER", None
    can_joker = "JOKER" in hand and t not in (24,) and not (t == 25)
    # Joker: sometimes lead it named, sometimes throw it, else keep
    if can_joker and t < 23 and not opts.get("keep_joker"):
        if not played and rng.random() < opts.get("joker_lead_p", 0.12):
            nm = pick_name(rng, hand, hands, act, p)
            if nm:
                return "JOKER", nm
        if played and rng.random() < 0.05:
            # only where the Joker can't be confused: some non-Joker card of the led suit/trump is in the trick
            return "JOKER", None
    if "JOKER" in hand and t == 23 and not opts.get("keep_joker"):
        nm = pick_name(rng, hand, hands, act, p) if not played else None
        if played or nm:
            return "JOKER", nm
    if "JOKER" in hand and t == 24 and len(hand) == 2:
        # must keep it for the last trick; play the other card
        pass
    cand = legal(hand, led, t)
    if t == 24 and "JOKER" in hand:
        cand = [c for c in cand if c != "JOKER"]
    if tout_mode or opts.get("greedy") == p:
        # strongest first
        if not played:
            tr = [c for c in cand if suit(c) == "T"]
            if tr:
                return max(tr, key=strength), None
            return max(cand, key=lambda c: (c in KINGS, strength(c))), None
        return max(cand, key=lambda c: (suit(c) == "T", strength(c))), None
    weak = opts.get("weak")
    if weak == p:
        return min(cand, key=lambda c: (suit(c) == "T", strength(c))), None
    # keep Ultimo cards (kings, Pagat) for the end where possible
    keep = [c for c in cand if c not in KINGS and c != "T1"]
    if keep and rng.random() < 0.6:
        cand = keep
    return rng.choice(cand), None


def pick_name(rng, hand, hands, act, p):
    # name a suit that the next player in order holds (so no void call is needed)
    i = act.index(p)
    nxt = act[(i + 1) % 3]
    third = act[(i + 2) % 3]
    opts = [s for s in "HDSCT" if any(suit(c) == s for c in hands[nxt]) and any(suit(c) == s for c in hands[third])]
    if not opts:
        return None
    return rng.choice(opts)
