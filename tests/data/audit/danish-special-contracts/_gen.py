"""Blind generator for audit round danish-special-contracts (Danish Tarok, 3 and 4 players).

Written from the Polish source only (seed 000): section numbers below are the source's.
Run: python _gen.py [seed]  -> writes NN-*.json next to this file.
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
DECK += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
COURTS = ["K", "Q", "N", "J"]


def suit_of(c):
    if c == "JOKER":
        return None
    return "T" if c.startswith("T") else c[-1]


def rank_of(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its suit (trumps by number)."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 100 - order.index(rank_of(c))


def is_king(c):
    return c != "JOKER" and not c.startswith("T") and c[0] == "K"


def value(c):
    """§15 card points: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)


def round5(d):
    return 5 * round(d / 5)


def declarations(hand):
    """§14 declarations of a hand and §15 their prices."""
    items = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if c.startswith("T")]
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 10 + 5 * (n - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        t = 20
        while "T%d" % t in hand:
            m += 1
            t -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


class Session:
    def __init__(self, players, rng):
        self.players = players
        self.n = len(players)
        self.rng = rng
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.net = {i: 0 for i in range(self.n)}
        self.net.update({"pagat_pool": 0, "king_pool": 0})
        self.log = []  # human-readable ledger for EXPECTED

    def pay(self, ev, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        self.net[frm] -= amount
        self.net[to] += amount
        if frm in self.pools:
            self.pools[frm] -= amount
        if to in self.pools:
            self.pools[to] += amount

    def foundation(self, ev, reason="foundation", pool=None):
        for p in [pool] if pool else ["pagat_pool", "king_pool"]:
            for s in range(self.n):
                self.pay(ev, s, p, 20, reason)


class Deal:
    """One deal. actives in order of play starting with the first leader (right of the dealer)."""

    def __init__(self, sess, dealer, hands, ev=None):
        self.s = sess
        self.dealer = dealer
        n = sess.n
        self.out = (dealer + 2) % 4 if n == 4 else None
        self.actives = [(dealer + k) % n for k in range(1, n + 1) if (dealer + k) % n != self.out]
        self.dealt = {i: list(hands[i]) for i in range(n)}
        self.hand = {i: list(hands[i]) for i in range(n)}
        self.ev = ev if ev is not None else []
        self.tricks = {i: 0 for i in self.actives}
        self.pile = {i: [] for i in self.actives}
        self.skat = []
        self.trick = []  # (seat, card)
        self.trick_no = 0
        self.leader = self.actives[0]
        self.joker_played = False
        self.last_trick = None

    # -- helpers
    def others(self, seat):
        return [x for x in self.actives if x != seat]

    def next_seat(self, seat):
        i = self.actives.index(seat)
        return self.actives[(i + 1) % len(self.actives)]

    def deal_fee(self):
        self.s.pay(self.ev, self.dealer, "pagat_pool", 5, "deal_fee")
        self.s.pay(self.ev, self.dealer, "king_pool", 5, "deal_fee")

    def discard(self, cards, announce_tout=False):
        if announce_tout:
            self.ev.append({"type": "announce", "seat": self.dealer, "items": ["tout"]})
        for c in cards:
            self.hand[self.dealer].remove(c)
        self.skat = list(cards)
        self.ev.append({"type": "discard", "seat": self.dealer, "cards": list(cards)})

    def declare_all(self, override=None):
        """§14: in rotation from the dealer; every other active pays each item (§15)."""
        order = [self.dealer] + [x for x in self.actives if x != self.dealer]
        for seat in order:
            items = declarations(self.hand[seat])
            if override and seat in override:
                items = override[seat]
            self.ev.append({"type": "declare", "seat": seat, "items": [it for it, _ in items]})
            for it, price in items:
                for o in self.others(seat):
                    self.s.pay(self.ev, o, seat, price, "declaration")

    def legal(self, seat):
        h = self.hand[seat]
        if not self.trick:
            return [c for c in h if c != "JOKER"] or list(h)
        led = self.led_suit()
        same = [c for c in h if suit_of(c) == led]
        if same:
            base = same
        else:
            tr = [c for c in h if suit_of(c) == "T"]
            base = tr if tr else [c for c in h if c != "JOKER"]
        if "JOKER" in h and self.trick_no != len(self.s_total_tricks()) - 2:
            base = base + ["JOKER"]
        return base or list(h)

    def s_total_tricks(self):
        return range(25)

    def led_suit(self):
        return suit_of(self.trick[0][1])

    def play(self, seat, card, check=True):
        if check:
            assert seat == self.to_play(), (seat, self.to_play(), card)
            assert card in self.legal(seat), (seat, card, self.legal(seat), self.trick)
        self.hand[seat].remove(card)
        self.ev.append({"type": "play", "seat": seat, "card": card})
        self.trick.append((seat, card))
        if card == "JOKER":
            self.joker_played = True
        if len(self.trick) == len(self.actives):
            self.finish_trick()

    def call(self, seat, what):
        self.ev.append({"type": "call", "seat": seat, "call": what})

    def to_play(self):
        if not self.trick:
            return self.leader
        return self.next_seat(self.trick[-1][0])

    def winner(self, trick):
        cards = [(s, c) for s, c in trick if c != "JOKER"]
        trumps = [(s, c) for s, c in cards if suit_of(c) == "T"]
        if trumps:
            return max(trumps, key=lambda x: strength(x[1]))
        led = suit_of(trick[0][1])
        return max([(s, c) for s, c in cards if suit_of(c) == led], key=lambda x: strength(x[1]))

    def finish_trick(self):
        trick = self.trick
        w, wc = self.winner(trick)
        last = self.trick_no == 24
        self.tricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and not last:
                self.pile[s].append(c)
            else:
                self.pile[w].append(c)
        if not last:
            # §15 during play, not in the last trick
            for s, c in trick:
                if is_king(c) and s != w:
                    for o in self.others(s):
                        self.s.pay(self.ev, s, o, 5, "king_lost")
                    self.s.pay(self.ev, s, "king_pool", 5, "king_lost")
            for s, c in trick:
                if c == "T1" and s != w:
                    for o in self.others(s):
                        self.s.pay(self.ev, s, o, 5, "pagat_lost")
                    self.s.pay(self.ev, s, "pagat_pool", 5, "pagat_lost")
            if wc == "T1":
                for o in self.others(w):
                    self.s.pay(self.ev, o, w, 5, "pagat_trick")
        else:
            self.last_trick = (list(trick), w, wc)
        self.trick = []
        self.trick_no += 1
        self.leader = w

    # -- settlement after the last trick (§15)
    def settle(self, card_points=True, refill=True, force_card_points=False):
        s, ev = self.s, self.ev
        trick, w, wc = self.last_trick
        tout = [x for x in self.actives if self.tricks[x] == 25]
        nolo = [x for x in self.actives if self.tricks[x] == 0] if not tout else []
        przy = [(p, c) for p, c in trick if p != w and (c == "T1" or is_king(c))]
        orig = dict(s.pools)
        taken = set()
        self.result = {"tout": tout, "nolo": nolo, "przydupek": przy, "last": (w, wc)}
        if tout:
            t = tout[0]
            for o in self.others(t):
                s.pay(ev, o, t, 85, "tout")
            for p in ("pagat_pool", "king_pool"):
                if orig[p]:
                    s.pay(ev, p, t, orig[p], "tout")
                taken.add(p)
        elif nolo:
            for o in self.others(nolo[0]):
                s.pay(ev, o, nolo[0], 25, "nolo")
        else:
            if wc == "T1":
                for o in self.others(w):
                    s.pay(ev, o, w, 45, "pagat_ultimo")
                s.pay(ev, "pagat_pool", w, orig["pagat_pool"], "pagat_ultimo")
                taken.add("pagat_pool")
            elif is_king(wc):
                for o in self.others(w):
                    s.pay(ev, o, w, 40, "king_ultimo")
                s.pay(ev, "king_pool", w, orig["king_pool"], "king_ultimo")
                taken.add("king_pool")
        refilled = set()
        for p, c in przy:
            kind = "pagat" if c == "T1" else "king"
            amt = 45 if kind == "pagat" else 40
            for o in self.others(p):
                s.pay(ev, p, o, amt, kind + "_przydupek")
            s.pay(ev, p, kind + "_pool", orig[kind + "_pool"], kind + "_przydupek")
            refilled.add(kind + "_pool")
        if not tout and not nolo and not przy and wc != "T1" and not is_king(wc):
            for o in self.others(w):
                s.pay(ev, o, w, 20, "last_trick")
        if refill:
            for p in ("pagat_pool", "king_pool"):
                if p in taken and p not in refilled:
                    s.foundation(ev, "refill", p)
        self.points = {}
        for x in self.actives:
            pts = self.tricks[x] + sum(value(c) for c in self.pile[x])
            if x == self.dealer:
                pts += 1 + sum(value(c) for c in self.skat)
            self.points[x] = pts
        assert sum(self.points.values()) == 78, self.points
        self.new_dealer = (self.dealer + 1) % s.n
        if card_points and (not nolo or force_card_points):
            for x in self.actives:
                if x == self.new_dealer:
                    continue
                r = round5(self.points[x] - 26)
                if r < 0:
                    s.pay(ev, x, self.new_dealer, -r, "card_points")
                elif r > 0:
                    s.pay(ev, self.new_dealer, x, r, "card_points")

    # -- generic play with a policy
    def autoplay(self, policy, until=25):
        while self.trick_no < until:
            seat = self.to_play()
            card = policy(self, seat)
            self.play(seat, card)


def random_policy(rng, keep=None, joker_at=None):
    """keep: {seat: set(cards)} held back while possible; joker_at: trick index to play the Joker."""
    keep = keep or {}

    def pol(d, seat):
        leg = d.legal(seat)
        if "JOKER" in leg:
            if joker_at is not None and d.trick_no >= joker_at and d.trick_no != 23:
                return "JOKER"
            leg2 = [c for c in leg if c != "JOKER"]
            if leg2:
                leg = leg2
        k = keep.get(seat, set())
        pref = [c for c in leg if c not in k]
        return rng.choice(pref or leg)

    return pol


def deal_random(rng, n, dealer, fixed=None):
    """fixed: {seat: [cards]} placed first; the rest shuffled. Dealer gets 28, others 25 (out: 0)."""
    fixed = fixed or {}
    out = (dealer + 2) % 4 if n == 4 else None
    need = {i: (0 if i == out else (28 if i == dealer else 25)) for i in range(n)}
    hands = {i: list(fixed.get(i, [])) for i in range(n)}
    used = {c for h in hands.values() for c in h}
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    for i in range(n):
        k = need[i] - len(hands[i])
        hands[i] += rest[:k]
        rest = rest[k:]
        rng.shuffle(hands[i])
    assert not rest
    return [hands[i] for i in range(n)]


def write(name, players, deals, meta, start=None):
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": players,
        "meta": meta,
        "deals": deals,
    }
    if start:
        doc["start"] = start
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(doc, f, indent=1)


# ---------------------------------------------------------------- scenarios
P3 = ["Agnieszka", "Bartek", "Celina"]
P4 = ["Agnieszka", "Bartek", "Celina", "Dariusz"]
ALL_TRUMPS = ["T%d" % i for i in range(1, 22)]
KINGS = ["KH", "KD", "KS", "KC"]
PIPS = [c for c in DECK if not c.startswith("T") and c != "JOKER" and rank_of(c) not in COURTS]
NOTES = {}


def pip_discard(d, rng, avoid=()):
    h = d.hand[d.dealer]
    cand = [c for c in h if c in PIPS and c not in avoid]
    rng.shuffle(cand)
    return cand[:3]


def tout_policy(rng, tout, order, joker_at=None, revoke_first=None):
    """tout seat leads `order`; follows with the king of the suit led (or a low trump)."""
    base = random_policy(rng, joker_at=joker_at)

    def pol(d, seat):
        if seat != tout:
            return base(d, seat)
        if d.trick:
            if revoke_first and d.trick_no == 0:
                return revoke_first
            leg = d.legal(seat)
            kings = [c for c in leg if is_king(c)]
            if kings:
                return kings[0]
            tr = sorted([c for c in leg if c.startswith("T") and c != "T1"], key=strength)
            return tr[0]
        for c in order:
            if c in d.hand[seat]:
                return c
        raise AssertionError

    return pol


def session_end(sess, ev, seats):
    for p in ("pagat_pool", "king_pool"):
        amt = sess.pools[p]
        assert amt % (5 * len(seats)) == 0, (p, amt)
        for x in seats:
            sess.pay(ev, p, x, amt // len(seats), "session_end")


def build_tout(seed, n=3, tout_is_dealer=True, kc_opponent=False, revoke=False, joker_demand=True):
    rng = random.Random(seed)
    sess = Session(P3 if n == 3 else P4, rng)
    dealer = 0
    ev = []
    sess.foundation(ev)
    if tout_is_dealer:
        tout = dealer
        if kc_opponent:
            keep = ALL_TRUMPS + ["KH", "KD", "KS", "QH"]
        else:
            keep = ALL_TRUMPS + KINGS
        disc = ["10H", "10D", "1S"]
        fixed = {tout: keep + disc}
    else:
        tout = 1
        fixed = {tout: ALL_TRUMPS + KINGS}
    d0 = Deal(sess, dealer, [[]] * n, ev)  # for actives only
    first = d0.actives[0]
    others = [x for x in d0.actives if x != tout]
    jseat = others[0]
    if tout_is_dealer:
        fixed[first] = ["QH", "NH", "JH", "JOKER"] if not kc_opponent else ["JOKER", "5H"]
        if kc_opponent:
            fixed[others[1]] = ["KC"]
    else:
        fixed[jseat] = ["JOKER"]
    hands = deal_random(rng, n, dealer, fixed)
    d = Deal(sess, dealer, hands, ev)
    d.deal_fee()
    if tout_is_dealer:
        d.discard(disc)
    else:
        d.discard(pip_discard(d, rng))
    d.declare_all()
    if tout_is_dealer:
        order = ["T%d" % i for i in range(21, 1, -1)] + ["KH", "KD", "KS", "KC", "QH", "T1"]
    else:
        order = ["T1"] + ["T%d" % i for i in range(21, 1, -1)] + ["KH", "KD", "KS", "KC"]
    jat = 22 if joker_demand else 5
    keep_kc = {others[1]: {"KC"}} if kc_opponent else {}
    base = random_policy(rng, keep=keep_kc, joker_at=jat)
    tp = tout_policy(rng, tout, order, revoke_first="T2" if revoke else None)
    info = {}

    def pol(dd, seat):
        if seat == tout:
            if dd.trick_no == 0 and dd.trick and revoke:
                info["revoke_event"] = len(dd.ev)
                info["revoke_held"] = [c for c in dd.hand[seat] if suit_of(c) == dd.led_suit()]
                return "T2"
            return tp(dd, seat)
        if dd.trick_no == 0 and not dd.trick and tout_is_dealer:
            return "QH" if "QH" in dd.hand[seat] else "5H"
        return base(dd, seat)

    while d.trick_no < 25:
        seat = d.to_play()
        if d.trick_no == jat and not d.trick and joker_demand:
            caller = [x for x in d.actives if "JOKER" not in d.hand[x] and x != tout][0]
            info["call_event"] = len(d.ev)
            d.call(caller, "joker")
        card = pol(d, seat)
        d.play(seat, card, check=not (revoke and d.trick_no == 0 and seat == tout and d.trick))
    assert d.tricks[tout] == 25, d.tricks
    d.settle()
    return sess, d, info


def build_random(seed, n, dealer, want, fixed=None, keep=None, joker_at=None, sess=None, ev=None,
                 tries=4000, extra=None, settle_kw=None):
    """Search seeds until the deal's ending satisfies want(deal)."""
    for k in range(tries):
        rng = random.Random(seed * 100003 + k)
        s2 = sess or Session(P3 if n == 3 else P4, rng)
        snap = (dict(s2.pools), dict(s2.net))
        e = list(ev) if ev is not None else []
        if sess is None and not e:
            s2.foundation(e)
        hands = deal_random(rng, n, dealer, fixed)
        d = Deal(s2, dealer, hands, e)
        d.deal_fee()
        disc = pip_discard(d, rng)
        if len(disc) < 3:
            s2.pools, s2.net = snap
            continue
        d.discard(disc)
        d.declare_all()
        try:
            hook = extra(d, rng) if extra else None
            pol = random_policy(rng, keep=keep, joker_at=joker_at)
            while d.trick_no < 25:
                seat = d.to_play()
                if hook and hook(d, seat):
                    continue
                if d.trick_no == 24 and not d.trick and d.hand[seat] == ["JOKER"]:
                    raise AssertionError("joker lead")
                d.play(seat, pol(d, seat))
        except AssertionError:
            s2.pools, s2.net = snap
            continue
        if want(d):
            d.settle(**(settle_kw or {}))
            return s2, d, k
        s2.pools, s2.net = snap
    raise SystemExit("no deal found for seed %d" % seed)


LOW = [r + s for s in "HD" for r in ["10", "9", "8", "7", "6", "5"]] + [r + s for s in "SC" for r in ["1", "2", "3", "4", "5", "6"]]
LEDGER = []


def dj(d):
    return {"dealer": d.dealer, "hands": [list(d.dealt[i]) for i in range(d.s.n)], "events": d.ev}


def ledger(name, sess, deals, extra=""):
    LEDGER.append("== %s %s" % (name, extra))
    for i, d in enumerate(deals):
        LEDGER.append(" deal %d dealer %d actives %s out %s" % (i, d.dealer, d.actives, d.out))
        for j, e in enumerate(d.ev):
            if e["type"] != "play":
                LEDGER.append("   %3d %s" % (j, json.dumps(e)))
        LEDGER.append("   tricks %s points %s skat %s" % (d.tricks, getattr(d, "points", None), d.skat))
        LEDGER.append("   result %s" % getattr(d, "result", None))
        LEDGER.append("   last trick %s" % (d.last_trick,))
    LEDGER.append(" pools %s net %s" % (sess.pools, sess.net))


def first_event(d, pred):
    for j, e in enumerate(d.ev):
        if pred(e):
            return j
    raise KeyError


def main(seed):
    rng = random.Random(seed)
    out = {}

    # 01 Tout by the dealer, Joker demanded in the third-last trick, Pagat in the last trick
    sess, d, info = build_tout(seed + 1, n=3, tout_is_dealer=True, joker_demand=True)
    ledger("01", sess, [d], str(info))
    out["01-3p-tout-dealer-joker-demand-clean.json"] = (P3, [dj(d)], "Tout by the dealer; Joker demanded in the third-last trick; Pagat wins the last trick (no ultimo under Tout); both pools taken and refilled.")

    # 02 Tout by the first leader; Pagat led first (pagat_trick), a king wins the last trick; FAULT: dealer's tout 40
    sess, d, info = build_tout(seed + 2, n=3, tout_is_dealer=False, joker_demand=False)
    j = first_event(d, lambda e: e["type"] == "payment" and e["reason"] == "tout" and e["from"] == d.dealer)
    d.ev[j]["amount"] = 40
    ledger("02", sess, [d], "FAULT tout payment event %d 85->40" % j)
    out["02-3p-tout-leader-wrong-tout-amount.json"] = (P3, [dj(d)], "Tout by the first leader; FAULT: the dealer pays 40 for the Tout instead of 85.")

    # 03 4 players, Tout by the dealer with a revoke in trick 1 (trumps while holding the king of the suit led)
    sess, d, info = build_tout(seed + 3, n=4, tout_is_dealer=True, revoke=True, joker_demand=False)
    ledger("03", sess, [d], "FAULT revoke %s" % info)
    out["03-4p-tout-revoke.json"] = (P4, [dj(d)], "4 players; Tout by the dealer; FAULT: in trick 1 the dealer trumps a heart lead while holding KH.")

    # 04 Tout by the dealer, an opponent's KC in the last trick: king przydupek beside the Tout
    sess, d, info = build_tout(seed + 4, n=3, tout_is_dealer=True, kc_opponent=True, joker_demand=True)
    ledger("04", sess, [d], str(info))
    out["04-3p-tout-king-przydupek-clean.json"] = (P3, [dj(d)], "Tout by the dealer; an opponent discards KC in the last trick (king przydupek with Tout): the king pool is paid back, only the Pagat pool is refilled.")

    # 05 Nolo (seat 2), Joker demanded, Pagat wins the last trick over KH: ultimo cancelled, przydupek paid
    def hook_demand(caller_pred):
        def mk(d, rng):
            state = {}

            def hook(dd, seat):
                if dd.trick_no == 22 and not dd.trick and "called" not in state:
                    holder = [x for x in dd.actives if "JOKER" in dd.hand[x]]
                    if not holder or holder[0] == seat:
                        raise AssertionError("joker holder leads or joker gone")
                    caller = [x for x in dd.actives if x != holder[0] and caller_pred(dd, x)][0]
                    state["called"] = len(dd.ev)
                    dd.call(caller, "joker")
                return False

            return hook

        return mk

    sess, d, k = build_random(seed + 5, 3, 0,
                              want=lambda d: d.tricks[2] == 0 and (1, "KH") in d.last_trick[0] and d.last_trick[2] == "T1" and d.last_trick[1] == 0,
                              fixed={2: LOW + ["JOKER"]}, keep={1: {"KH"}, 0: {"T1"}}, joker_at=22,
                              extra=hook_demand(lambda dd, x: True))
    ledger("05", sess, [d])
    out["05-3p-nolo-joker-demand-clean.json"] = (P3, [dj(d)], "Nolo (Celina takes no trick); Joker demanded in the third-last trick; the Pagat wins the last trick over KH: no ultimo (Nolo), king przydupek paid, no card points.")

    # 06 4 players, Nolo by the first leader; FAULT: card points settled although Nolo
    sess, d, k = build_random(seed + 6, 4, 1, want=lambda d: d.tricks[2] == 0,
                              fixed={2: LOW + ["JOKER"]}, joker_at=8, settle_kw={"force_card_points": True})
    ledger("06", sess, [d], "FAULT card points paid in a Nolo deal")
    out["06-4p-nolo-card-points-paid.json"] = (P4, [dj(d)], "4 players; Nolo by the first leader; FAULT: card points are settled although there is a Nolo.")

    # 07 two deals: Pagat ultimo (pool taken, refilled), then King ultimo (pool taken, refilled); session end
    for extra_seed in range(200):
        rng7 = random.Random(seed * 7 + extra_seed)
        jat = rng7.randrange(3, 20)
        sess, d0, k = build_random(seed + 70 + extra_seed * 1000, 3, 0,
                                   want=lambda d: d.last_trick[2] == "T1" and 0 not in d.tricks.values() and
                                   all(not is_king(c) for _, c in d.last_trick[0]),
                                   keep={0: {"T1"}, 1: {"T1"}, 2: {"T1"}}, joker_at=jat)
        ev1 = []
        sess, d1, k = build_random(seed + 71 + extra_seed * 1000, 3, 1,
                                   want=lambda d: is_king(d.last_trick[2]) and 0 not in d.tricks.values() and
                                   sum(1 for _, c in d.last_trick[0] if is_king(c) or c == "T1") == 1,
                                   keep={i: set(KINGS) for i in range(3)}, joker_at=jat, sess=sess, ev=ev1)
        sess, d2, k = build_random(seed + 72 + extra_seed * 1000, 3, 2,
                                   want=lambda d: 0 not in d.tricks.values(), joker_at=jat, sess=sess, ev=[])
        if sess.pools["pagat_pool"] % 15 == 0 and sess.pools["king_pool"] % 15 == 0:
            break
    else:
        raise SystemExit("07")
    session_end(sess, d2.ev, [0, 1, 2])
    ledger("07", sess, [d0, d1, d2])
    out["07-3p-pagat-then-king-ultimo-refill-session-end-clean.json"] = (P3, [dj(d0), dj(d1), dj(d2)], "Three deals: Pagat ultimo (Pagat pool taken and refilled), then King ultimo (King pool taken and refilled), then a plain deal; the session ends and the pools are shared.")

    # 08 4 players King ultimo; FAULT: the seat sitting out does not pay its refill of the King pool
    sess, d, k = build_random(seed + 8, 4, 0,
                              want=lambda d: is_king(d.last_trick[2]) and 0 not in d.tricks.values() and
                              sum(1 for _, c in d.last_trick[0] if is_king(c) or c == "T1") == 1,
                              keep={i: set(KINGS) for i in range(4)}, joker_at=6)
    j = first_event(d, lambda e: e["type"] == "payment" and e["reason"] == "refill" and e["from"] == d.out)
    removed = d.ev.pop(j)
    ledger("08", sess, [d], "FAULT removed event %d %s" % (j, removed))
    out["08-4p-king-ultimo-refill-missing-fourth.json"] = (P4, [dj(d)], "4 players; King ultimo; FAULT: the player sitting out does not pay his 20 refilling the King pool.")

    # 09 Pagat przydupek: no last-trick 20
    sess, d, k = build_random(seed + 9, 3, 0,
                              want=lambda d: any(c == "T1" for p, c in d.last_trick[0] if p != d.last_trick[1]) and
                              0 not in d.tricks.values() and all(not is_king(c) for _, c in d.last_trick[0]),
                              keep={i: {"T1"} for i in range(3)}, joker_at=9)
    ledger("09", sess, [d])
    out["09-3p-pagat-przydupek-clean.json"] = (P3, [dj(d)], "Pagat przydupek: the Pagat loses the last trick to a higher trump; it pays 45 each and doubles the Pagat pool; no last-trick 20.")

    # 10 / 11 three kings in the last trick
    for name, s_, fault in (("10-3p-three-kings-last-trick-clean.json", seed + 10, False),
                            ("11-3p-three-kings-przydupek-pays-double.json", seed + 11, True)):
        sess, d, k = build_random(s_, 3, 0 if not fault else 1,
                                  want=lambda d: all(is_king(c) for _, c in d.last_trick[0]) and 0 not in d.tricks.values(),
                                  keep={i: set(KINGS) for i in range(3)}, joker_at=7)
        note = ""
        if fault:
            j = first_event(d, lambda e: e["type"] == "payment" and e["reason"] == "king_przydupek" and e["to"] == "king_pool")
            d.ev[j]["amount"] *= 2
            note = "FAULT event %d przydupek pays double the pool" % j
        ledger(name[:2], sess, [d], note)
        desc = "Three kings in the last trick: King ultimo for the led king, two king przydupeks each paying the pool's original content (§15 worked example)."
        if fault:
            desc += " FAULT: one przydupek pays twice the pool's original content."
        out[name] = (P3, [dj(d)], desc)

    # 12 false Joker demand (the Joker already played): large penalty 20 to each pool
    def hook_false(d, rng):
        state = {}

        def hook(dd, seat):
            if dd.trick_no == 22 and not dd.trick and "called" not in state:
                if not dd.joker_played:
                    raise AssertionError
                state["called"] = len(dd.ev)
                dd.call(seat, "joker")
                dd.s.pay(dd.ev, seat, "pagat_pool", 20, "penalty")
                dd.s.pay(dd.ev, seat, "king_pool", 20, "penalty")
            return False

        return hook

    sess, d, k = build_random(seed + 12, 3, 2, want=lambda d: 0 not in d.tricks.values(), joker_at=4, extra=hook_false)
    ledger("12", sess, [d], "FAULT false joker demand (penalty recorded)")
    out["12-3p-false-joker-demand.json"] = (P3, [dj(d)], "FAULT: a player demands the Joker in the third-last trick though it was played earlier; the table fines him 20 to each pool (§18 large).")

    # 13 Joker played in the second-last trick
    def hook_second_last(d, rng):
        def hook(dd, seat):
            if dd.trick_no == 23 and "JOKER" in dd.hand[seat]:
                if not dd.trick:
                    raise AssertionError("holder leads")
                dd.play(seat, "JOKER", check=False)
                return True
            return False

        return hook

    sess, d, k = build_random(seed + 13, 3, 1, want=lambda d: 0 not in d.tricks.values(), joker_at=None, extra=hook_second_last)
    ledger("13", sess, [d], "FAULT joker in second-last trick")
    out["13-3p-joker-second-last-trick.json"] = (P3, [dj(d)], "FAULT: the Joker is played in the second-last trick; the deal is settled as played.")

    # 14 4 players, every kind of declaration, two deals, session end shared by four
    s1 = ["JOKER", "T21", "T20", "T19", "T1", "T2", "T3", "T4", "T5", "T6", "KH", "KD", "KS", "QH", "NH", "JH", "QD", "ND"]
    s3 = ["KC", "QC", "NC", "JC"]
    s2b = ["JOKER", "KH", "KD", "KS", "KC"] + ["T%d" % i for i in range(2, 11)]
    s1b = ["T1"] + ["T%d" % i for i in range(11, 22)]
    for extra_seed in range(300):
        sess, d0, k = build_random(seed + 140 + extra_seed * 1000, 4, 0, want=lambda d: 0 not in d.tricks.values(),
                                   fixed={1: s1, 3: s3}, joker_at=3)
        sess, d1, k = build_random(seed + 141 + extra_seed * 1000, 4, 1, want=lambda d: 0 not in d.tricks.values(),
                                   fixed={2: s2b, 1: s1b}, joker_at=5, sess=sess, ev=[])
        if sess.pools["pagat_pool"] % 20 == 0 and sess.pools["king_pool"] % 20 == 0:
            break
    else:
        raise SystemExit("14")
    session_end(sess, d1.ev, [0, 1, 2, 3])
    ledger("14", sess, [d0, d1])
    out["14-4p-every-declaration-session-end-clean.json"] = (P4, [dj(d0), dj(d1)], "4 players; declarations of every kind (trumps with/without Pagat, Joker counted; 5 matadors; rich and full cavalry; half cavalry; rich, full and half kings); the session ends and the pools are shared by four.")

    # 15 false declaration: 11 trumps declared, 10 held
    s1f = ["T1", "T3", "T5", "T7", "T9", "T11", "T13", "T15", "T17", "T19"]
    pool_pips = [c for c in PIPS if c not in s1f]
    r15 = random.Random(seed + 15)
    s1f = s1f + r15.sample(pool_pips, 15)
    sess, d, k = build_random(seed + 15, 3, 0, want=lambda d: 0 not in d.tricks.values(), fixed={1: s1f}, joker_at=6,
                              extra=None)
    ledger("15", sess, [d], "(declaration rewritten below)")
    out["15-3p-false-declaration-trumps.json"] = None
    # rebuild 15 with the false declaration (same seed search, declaration override)
    out["15-3p-false-declaration-trumps.json"] = build_false_decl(seed + 15, s1f)

    for name, v in out.items():
        players, deals, desc = v
        write(name, players, deals, {"round": "danish-special-contracts", "seed": seed, "description": desc})
    with open(os.path.join(HERE, "_ledger.txt"), "w") as f:
        f.write("\n".join(LEDGER) + "\n")


def build_false_decl(seed, s1f):
    for k in range(4000):
        rng = random.Random(seed * 100003 + k)
        sess = Session(P3, rng)
        e = []
        sess.foundation(e)
        hands = deal_random(rng, 3, 0, {1: s1f})
        d = Deal(sess, 0, hands, e)
        d.deal_fee()
        disc = pip_discard(d, rng)
        if len(disc) < 3:
            continue
        d.discard(disc)
        true1 = declarations(d.hand[1])
        assert true1[0][0] == {"kind": "trumps", "count": 10, "pagat": True}, true1
        false1 = [({"kind": "trumps", "count": 11, "pagat": True}, 15)] + true1[1:]
        d.declare_all(override={1: false1})
        pol = random_policy(rng, joker_at=6)
        try:
            while d.trick_no < 25:
                seat = d.to_play()
                if d.trick_no == 24 and not d.trick and d.hand[seat] == ["JOKER"]:
                    raise AssertionError
                d.play(seat, pol(d, seat))
        except AssertionError:
            continue
        if 0 in d.tricks.values():
            continue
        d.settle()
        ledger("15", sess, [d], "FAULT seat 1 declares 11 trumps holding 10 (paid 15 each)")
        return (P3, [dj(d)], "FAULT: Bartek declares 11 trumps with the Pagat holding 10; paid, not corrected before the first trick; the deal is played and settled.")
    raise SystemExit("15")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2026)
