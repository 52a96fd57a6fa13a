"""danish27 blind model: my own reading of the Polish source (Ultimo, Danish tarok).

Imports nothing from validator/ or replays/.  Seats are in order of play; next dealer = next seat
present (the player on the dealer's right, §10/§17); with 4 players the seat opposite the dealer
(d+2) sits out (§2).
"""

from __future__ import annotations

import random

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def deck():
    d = []
    for s in SUITS:
        for r in RED_ORDER:
            d.append(r + s)
    d += ["T%d" % i for i in range(1, 22)]
    d.append("JOKER")
    return d


def suit(c):
    if c == "JOKER":
        return "J*"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    s = suit(c)
    if s == "T":
        return 100 + int(c[1:])
    if s == "J*":
        return -1
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 50 - order.index(rank(c))


def honour(c):
    if c in ("T1", "T21", "JOKER") or (suit(c) in SUITS and rank(c) == "K"):
        return 4
    if suit(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def is_ultimo_card(c):
    return c == "T1" or (suit(c) in SUITS and rank(c) == "K")


def declarations(hand):
    """§14 declarations of a 25-card hand, with §15 amounts."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    trumps = [c for c in hand if suit(c) == "T"]
    ntr = len(trumps) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while k >= 2 and ("T%d" % k) in h:
            n += 1
            k -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def band(points):
    """§15: 24-28 -> 0, 29-33 -> +5, 19-23 -> -5 ... (nearest multiple of 5 of points-26)."""
    return 5 * ((points - 24) // 5)


class Table:
    def __init__(self, n_seats, present, pools=None, totals=None):
        self.n = n_seats
        self.present = list(present)  # seats that have joined
        self.pools = dict(pools) if pools else {"pagat_pool": 0, "king_pool": 0}
        self.totals = list(totals) if totals else [0] * n_seats

    def active(self, dealer):
        if len(self.present) == 4:
            return [(dealer + k) % 4 for k in (0, 1, 3)], (dealer + 2) % 4
        return sorted(self.present, key=lambda s: (s - dealer) % self.n), None

    def next_seat(self, s):
        k = (s + 1) % self.n
        while k not in self.present:
            k = (k + 1) % self.n
        return k


class DealBuilder:
    """Builds one deal: events (with payments), and per-party net."""

    def __init__(self, table, dealer):
        self.t = table
        self.dealer = dealer
        self.events = []
        self.net = {}
        self.pay_idx = []

    def pay(self, frm, to, amount, reason):
        if amount == 0:
            return
        ev = {"type": "payment", "from": frm, "to": to, "amount": amount}
        if reason is not None:
            ev["reason"] = reason
        self.events.append(ev)
        for p, sgn in ((frm, -1), (to, 1)):
            self.net[p] = self.net.get(p, 0) + sgn * amount
            if isinstance(p, str):
                self.t.pools[p] += sgn * amount
            else:
                self.t.totals[p] += sgn * amount


def legal(hand, trick, tidx):
    if not trick:
        opts = [c for c in hand if c != "JOKER"]
        return opts or list(hand)
    led = trick[0][1]
    ls = suit(led)
    same = [c for c in hand if suit(c) == ls]
    if same:
        opts = same
    else:
        tr = [c for c in hand if suit(c) == "T"]
        opts = tr if tr else [c for c in hand if c != "JOKER"]
    if "JOKER" in hand and tidx != 23:
        opts = opts + ["JOKER"]
    return opts or list(hand)


def choose(rng, hand, trick, tidx, style):
    opts = legal(hand, trick, tidx)
    if "JOKER" in opts and trick:
        if tidx >= 15 or rng.random() < 0.25:
            return "JOKER"
    opts = [c for c in opts if c != "JOKER"] or opts
    if style == "keep" or (style == "mixed" and rng.random() < 0.6):
        non = [c for c in opts if not is_ultimo_card(c)]
        if non:
            opts = non
    return rng.choice(opts)


def play_deal(rng, hands, order_first, active, style="keep", scripted=None):
    """Returns plays [(seat, card)], trick winners, piles."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = order_first
    plays = []
    winners = []
    piles = {s: [] for s in active}
    tricks_info = []
    pos = {s: i for i, s in enumerate(active)}
    for tidx in range(25):
        trick = []
        i0 = pos[leader]
        for k in range(3):
            s = active[(i0 + k) % 3]
            if scripted:
                c = scripted(s, hands[s], trick, tidx)
            else:
                c = choose(rng, hands[s], trick, tidx, style)
            assert c in legal(hands[s], trick, tidx), (s, c, trick, tidx)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        ls = suit(trick[0][1])
        best = None
        for s, c in trick:
            if c == "JOKER":
                continue
            if suit(c) == "T" or suit(c) == ls:
                key = (1 if suit(c) == "T" else 0, strength(c))
                if best is None or key > best[0]:
                    best = (key, s, c)
        if best is None:
            return None
        w = best[1]
        winners.append(w)
        for s, c in trick:
            if c == "JOKER" and tidx != 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        tricks_info.append((trick, w, best[2]))
        leader = w
    return plays, winners, piles, tricks_info
