"""danish25 blind model of Danish Tarok (Ultimo) from the Polish source only.

Imports nothing from validator/ or replays/. Deals seeded hands, plays legal cards, scores each deal
as a score keeper would (net chips per seat; pools' contents), as read from §7-§17 of the source.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
DECK = (
    [r + s for s in SUITS for r in COURTS + [str(p) for p in range(1, 11)]]
    + ["T%d" % i for i in range(1, 22)]
    + ["JOKER"]
)
assert len(DECK) == 78
ULTIMO = {"KH", "KD", "KS", "KC", "T1"}


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def strength(c):
    if c.startswith("T"):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    if r in COURTS:
        return {"K": 14, "Q": 13, "N": 12, "J": 11}[r]
    p = int(r)
    return 11 - p if s in "HD" else p  # red: 1 high .. 10 low; black: 10 high .. 1 low


def honour(c):
    if c in ("T1", "T21", "JOKER") or c.startswith("K"):
        return 4
    if c.startswith("Q"):
        return 3
    if c.startswith("N"):
        return 2
    if c.startswith("J"):
        return 1
    return 0


def active_seats(n, d):
    """Seats taking part, in order of play from the first leader (d+1)."""
    order = [(d + k) % n for k in range(1, n + 1)]
    if n == 4:
        sitter = (d + 2) % 4
        order = [s for s in order if s != sitter]
    return order


def declarations(hand):
    items, pay = [], []
    trumps = [c for c in hand if suit(c) == "T"]
    joker = "JOKER" in hand
    cnt = len(trumps) + (1 if joker else 0)
    if cnt >= 10:
        items.append({"kind": "trumps", "count": cnt, "pagat": "T1" in hand})
        pay.append(10 + 5 * (cnt - 10))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        pay.append(10 + 5 * (m - 3))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            pay.append(15 if joker else 10)
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pay.append(5)
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        pay.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        pay.append(5)
    return items, sum(pay)


def decl_cards(hand):
    """Cards that form part of a declaration (never laid in the skat)."""
    out = set()
    items, _ = declarations(hand)
    for it in items:
        if it["kind"] == "trumps":
            out |= {c for c in hand if suit(c) == "T" or c == "JOKER"}
        elif it["kind"] == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % (21 - k) for k in range(1, it["count"] - 2)}
        elif it["kind"] == "cavalry":
            out |= {r + it["suit"] for r in COURTS} | {"JOKER"}
        else:
            out |= {"K" + s for s in SUITS} | {"JOKER"}
    return out


def legal(hand, trick, trick_no):
    """trick: list of (seat, card, named). Returns the legal cards."""
    no_joker = trick_no == 23  # §12: never in the second-last trick
    if not trick:
        return [c for c in hand if not (c == "JOKER" and no_joker)]
    led = trick[0][2] if trick[0][1] == "JOKER" else suit(trick[0][1])
    cand = [c for c in hand if c != "JOKER"]
    follow = [c for c in cand if suit(c) == led]
    if not follow:
        follow = [c for c in cand if suit(c) == "T"]
    if not follow:
        follow = cand
    if "JOKER" in hand and not no_joker:
        follow = follow + ["JOKER"]
    return follow


def winner(trick):
    led = trick[0][2] if trick[0][1] == "JOKER" else suit(trick[0][1])
    best = None
    for seat, c, _ in trick:
        if c == "JOKER":
            continue
        s = suit(c)
        key = (2, strength(c)) if s == "T" else ((1, strength(c)) if s == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, seat, c)
    return best[1], best[2]


class Deal:
    def __init__(self, n, dealer, seed, modes=None, revoke=None):
        self.n, self.d, self.seed = n, dealer, seed
        rng = random.Random(seed)
        self.rng = rng
        deck = DECK[:]
        rng.shuffle(deck)
        act = active_seats(n, dealer)
        self.act = act
        hands = {s: [] for s in range(n)}
        # five at a time from the first leader round, 25 each, 3 extra to the dealer (§7)
        i = 0
        for _ in range(5):
            for s in act:
                hands[s] += deck[i : i + 5]
                i += 5
        hands[dealer] += deck[i : i + 3]
        self.dealt = {s: list(h) for s, h in hands.items()}
        self.modes = modes or {}
        self.revoke = revoke  # (trick_no, seat) to plant a revoke
        self.keep = {s: rng.random() < 0.5 for s in range(n)}
        self.ok = True
        self.why = ""
        self._play(hands)

    def _play(self, hands):
        rng = self.rng
        d = self.d
        # no-trump hands may ask a redeal: avoid such shuffles
        for s in self.act:
            if not any(suit(c) == "T" for c in self.dealt[s]):
                self.ok, self.why = False, "trumpless"
                return
        h = hands[d]
        protected = decl_cards(h)
        pips = [c for c in h if suit(c) not in ("T", None) and c[:-1] not in COURTS and c not in protected]
        if len(pips) < 3:
            self.ok, self.why = False, "skat"
            return
        pips.sort(key=lambda c: (strength(c), c))
        self.skat = pips[:3]
        for c in self.skat:
            h.remove(c)
        self.decl = {}
        for s in [d] + [x for x in self.act if x != d]:
            self.decl[s] = declarations(hands[s])
        self.plays = []  # (seat, card, named)
        self.revoke_event = None
        piles = {s: [] for s in self.act}
        tricks = {s: 0 for s in self.act}
        inplay = []  # (kind, seat)
        leader = self.act[0]
        order = self.act
        for t in range(25):
            i0 = order.index(leader)
            seq = order[i0:] + order[:i0]
            trick = []
            for seat in seq:
                hand = hands[seat]
                L = legal(hand, trick, t)
                illegal = [c for c in hand if c not in L and c != "JOKER" and c not in ULTIMO]
                if (
                    self.revoke
                    and self.revoke_event is None
                    and trick
                    and t >= self.revoke[0]
                    and t < 23
                    and illegal
                    and suit(trick[0][1]) in ("H", "D", "S", "C")
                    and any(suit(x) == suit(trick[0][1]) for x in hand)
                ):
                    c = sorted(illegal, key=lambda x: (honour(x), strength(x), x))[0]
                    self.revoke_event = len(self.plays)
                    self.revoke_seat = seat
                else:
                    c = self._choose(seat, hand, L, trick, t)
                named = None
                if c == "JOKER" and not trick:
                    others = [x for x in seq if x != seat]
                    for s_ in "HDSC":
                        if all(any(suit(y) == s_ for y in hands[o]) for o in others):
                            named = s_
                            break
                    if named is None:
                        self.ok, self.why = False, "joker lead"
                        return
                hand.remove(c)
                trick.append((seat, c, named))
                self.plays.append((seat, c, named))
            w, wc = winner(trick)
            tricks[w] += 1
            for seat, c, _ in trick:
                if c == "JOKER" and t < 24:
                    piles[seat].append(c)
                else:
                    piles[w].append(c)
            if t < 24:
                for seat, c, _ in trick:
                    if c in ULTIMO and seat != w:
                        inplay.append(("king_lost" if c != "T1" else "pagat_lost", seat))
                    if c == "T1" and seat == w:
                        inplay.append(("pagat_trick", seat))
            else:
                self.last = trick
                self.last_winner, self.last_card = w, wc
            leader = w
        self.tricks, self.piles, self.inplay = tricks, piles, inplay
        self.points = {s: sum(honour(c) for c in piles[s]) + tricks[s] + (1 if s == d else 0) for s in self.act}
        assert sum(self.points.values()) == 78, self.points
        if max(tricks.values()) == 25:
            self.ok, self.why = False, "tout"
        if self.revoke and self.revoke_event is None:
            self.ok, self.why = False, "no revoke"

    def _choose(self, seat, hand, L, trick, t):
        rng = self.rng
        mode = self.modes.get(seat, "normal")
        # the Joker: play it by the 22nd trick (index 21) so no demand arises
        if "JOKER" in L and trick and (t >= 19 or rng.random() < 0.08):
            return "JOKER"
        nonj = [c for c in L if c != "JOKER"] or L
        if nonj == ["JOKER"]:
            return "JOKER"
        if mode == "duck":
            if trick:
                losing = [c for c in nonj if winner(trick + [(seat, c, None)])[0] != seat]
                if losing:
                    return sorted(losing, key=lambda c: (suit(c) == "T", strength(c), c))[-1]
            return sorted(nonj, key=lambda c: (suit(c) == "T", strength(c), c))[0]
        keep = self.modes.get(("keep", seat), self.keep[seat])
        if keep and t < 24:
            rest = [c for c in nonj if c not in ULTIMO]
            if rest:
                nonj = rest
        return rng.choice(nonj)

    def features(self):
        f = set()
        for s, c, _ in self.last:
            if c in ULTIMO:
                f.add("last_" + ("pagat" if c == "T1" else "king"))
                if s == self.last_winner:
                    f.add("ultimo_" + ("pagat" if c == "T1" else "king"))
                else:
                    f.add("przyd_" + ("pagat" if c == "T1" else "king"))
        if min(self.tricks.values()) == 0:
            f.add("nolo")
        return f


def band(p):
    diff = p - 26
    q = abs(diff)
    r = 5 * ((q + 2) // 5)
    return r if diff > 0 else -r


def settle(deal, pools, foundation=False, penalty=None, session_end=False):
    """Net chips per seat for the deal and pools after it. pools: dict P,K (mutated copy returned)."""
    n, d, act = deal.n, deal.d, deal.act
    net = {s: 0 for s in range(n)}
    P, K = pools["pagat_pool"], pools["king_pool"]
    log = []

    def pay(a, b, amt, why):
        nonlocal P, K
        if amt == 0:
            return
        if a == "P":
            P -= amt
        elif a == "K":
            K -= amt
        else:
            net[a] -= amt
        if b == "P":
            P += amt
        elif b == "K":
            K += amt
        else:
            net[b] += amt
        log.append((a, b, amt, why))

    if foundation:
        for s in range(n):
            pay(s, "P", 20, "foundation")
            pay(s, "K", 20, "foundation")
    pay(d, "P", 5, "deal_fee")
    pay(d, "K", 5, "deal_fee")
    for s, (items, amt) in deal.decl.items():
        if amt:
            for o in act:
                if o != s:
                    pay(o, s, amt, "declaration")
    for kind, s in deal.inplay:
        others = [o for o in act if o != s]
        if kind == "pagat_trick":
            for o in others:
                pay(o, s, 5, kind)
        else:
            for o in others:
                pay(s, o, 5, kind)
            pay(s, "K" if kind == "king_lost" else "P", 5, kind)
    if penalty:
        seat, amt = penalty
        pay(seat, "P", amt, "penalty")
        pay(seat, "K", amt, "penalty")
    # last trick
    nolo = [s for s in act if deal.tricks[s] == 0]
    w, wc = deal.last_winner, deal.last_card
    przK = [s for s, c, _ in deal.last if c.startswith("K") and s != w]
    przP = [s for s, c, _ in deal.last if c == "T1" and s != w]
    for s in nolo:
        for o in act:
            if o != s:
                pay(o, s, 25, "nolo")
    k_content, p_content = K, P
    ultK = ultP = False
    if not nolo:
        if wc == "T1":
            ultP = True
            for o in act:
                if o != w:
                    pay(o, w, 45, "pagat_ultimo")
            pay("P", w, p_content, "pagat_ultimo")
        elif wc.startswith("K"):
            ultK = True
            for o in act:
                if o != w:
                    pay(o, w, 40, "king_ultimo")
            pay("K", w, k_content, "king_ultimo")
    for s in przP:
        for o in act:
            if o != s:
                pay(s, o, 45, "pagat_przydupek")
        pay(s, "P", p_content, "pagat_przydupek")
    for s in przK:
        for o in act:
            if o != s:
                pay(s, o, 40, "king_przydupek")
        pay(s, "K", k_content, "king_przydupek")
    if not nolo and not ultK and not ultP and not przK and not przP:
        for o in act:
            if o != w:
                pay(o, w, 20, "last_trick")
    if P == 0:
        for s in range(n):
            pay(s, "P", 20, "refill")
    if K == 0:
        for s in range(n):
            pay(s, "K", 20, "refill")
    nd = (d + 1) % n
    cp = {}
    if not nolo:
        for s in act:
            if s == nd:
                continue
            b = band(deal.points[s])
            cp[s] = b
            if b > 0:
                pay(nd, s, b, "card_points")
            elif b < 0:
                pay(s, nd, -b, "card_points")
    shares = None
    if session_end:
        assert P % n == 0 and K % n == 0, (P, K)
        shares = (P // n, K // n)
        for s in range(n):
            pay("P", s, shares[0], "session_end")
            pay("K", s, shares[1], "session_end")
    return net, {"pagat_pool": P, "king_pool": K}, log, {"nolo": nolo, "cp": cp, "shares": shares}
