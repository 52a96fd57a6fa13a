"""gd-po auditor's own model of Galician Tarok (Szczepanski §1-§33), written from the Polish text.

Imports nothing from validator/ or replays/.  Deals seeded hands, plays legal cards (§5), counts
(§14, §18), settles (§6, §15-§20, §27) and writes play-only records (hands: null).
"""

from __future__ import annotations

import random

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
PIP = {"H": "1", "D": "1", "S": "10", "C": "10"}
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def deck():
    d = list(TAROCKS)
    for s in SUITS:
        d += [c + s for c in COURTS] + [PIP[s] + s]
    return d


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):
    # §3: pagat, mond, skiz 5; every other tarock 1.  §7: K5 Q4 N3 J2 pip 1
    if is_tarock(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return srank(c)


def count(cards):
    # §14: groups of three, 2 off each group
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    if led == "T":
        t = [c for c in hand if is_tarock(c)]
        return t or list(hand)
    f = [c for c in hand if suit(c) == led]
    if f:
        return f
    t = [c for c in hand if is_tarock(c)]
    return t or list(hand)


def winner_index(trick):
    ts = [i for i, c in enumerate(trick) if is_tarock(c)]
    if ts:
        return max(ts, key=lambda i: trank(trick[i]))
    led = suit(trick[0])
    return max((i for i, c in enumerate(trick) if suit(c) == led), key=lambda i: srank(trick[i]))


CONTRACT = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


class Deal:
    """One deal generated from a seed.  n players (3 or 4); at 4 the dealer (król) sits out."""

    def __init__(self, seed, dealer, n=3, player_off=0, reject=False, announce=(), contra=False,
                 keep_pagat=False, pick=None, discard=None, solo=False):
        self.seed, self.dealer, self.n = seed, dealer, n
        rng = random.Random(seed)
        d = deck()
        rng.shuffle(d)
        self.talon = d[:6]
        active = [(dealer + 1 + i) % n for i in range(n)]
        if n == 4:
            active = [s for s in active if s != dealer]
        self.active = active
        self.forehand = active[0]
        self.hands = {s: sorted(d[6 + 12 * i: 18 + 12 * i]) for i, s in enumerate(active)}
        self.dealt = {s: list(h) for s, h in self.hands.items()}
        self.player = active[player_off]
        p = self.player
        ev = []
        # auction: seats before the player pass, the player says three, the rest pass
        for i, s in enumerate(active):
            if i < player_off:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
            elif i == player_off:
                ev.append({"type": "bid", "seat": s, "bid": "solo" if solo else "three"})
            else:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
        self.purchase = 1
        self.solo = solo
        if solo:
            self.bought, self.rest, self.discard = [], list(self.talon), []
        elif reject:
            ev.append({"type": "call", "seat": p, "call": "reject"})
            self.bought, self.rest = self.talon[3:], self.talon[:3]
            self.purchase = 2
        else:
            self.bought, self.rest = self.talon[:3], self.talon[3:]
        if not solo:
            self._buy(ev, p, discard)
        self._after_buy(ev, p, announce, contra, keep_pagat, pick, seed)

    def _buy(self, ev, p, discard):
        ev.append({"type": "take", "seat": p, "cards": list(self.bought)})
        hand = self.hands[p] + self.bought
        # lay away three lowest suit cards, never a king (§13), never a tarock
        cand = sorted([c for c in hand if not is_tarock(c) and not c.startswith("K")], key=lambda c: (value(c), c))
        self.discard = list(discard) if discard else cand[:3]
        if len(self.discard) < 3:
            raise ValueError("cannot lay away three")
        for c in self.discard:
            hand.remove(c)
        self.hands[p] = sorted(hand)
        ev.append({"type": "discard", "seat": p, "cards": list(self.discard)})

    def _after_buy(self, ev, p, announce, contra, keep_pagat, pick, seed):
        n, active = self.n, self.active
        self.announced = list(announce)
        ev.append({"type": "announce", "seat": p, "items": [{"kind": k} for k in announce]})
        order = [(p + i) % n for i in range(1, n)]
        self.helpers = [s for s in order if s in active]
        for s in self.helpers:
            ev.append({"type": "announce", "seat": s, "items": []})
        self.contra = 1
        if contra:
            ev.append({"type": "double", "seat": self.helpers[0], "target": "game", "level": 2})
            self.contra = 2
        # play
        hands = {s: list(h) for s, h in self.hands.items()}
        leader = self.forehand
        self.tricks = []
        prng = random.Random(seed * 7 + 1)
        for t in range(12):
            trick, seats = [], []
            for k in range(3):
                s = active[(active.index(leader) + k) % 3]
                opts = legal(hands[s], trick)
                if keep_pagat and s == p and len(hands[s]) > 1 and "T1" in opts and len(opts) > 1:
                    opts = [c for c in opts if c != "T1"]
                if pick:
                    c = pick(self, s, hands[s], trick, opts, prng, t)
                else:
                    c = prng.choice(sorted(opts))
                hands[s].remove(c)
                trick.append(c)
                seats.append(s)
                ev.append({"type": "play", "seat": s, "card": c})
            w = seats[winner_index(trick)]
            self.tricks.append((seats, trick, w))
            leader = w
        self.events = ev
        self.settle()

    # ---------------- settlement ----------------
    def settle(self):
        p = self.player
        won_cards = self.discard + [c for seats, tr, w in self.tricks if w == p for c in tr]
        help_cards = self.rest + [c for seats, tr, w in self.tricks if w != p for c in tr]
        self.points = count(won_cards)
        self.hpoints = count(help_cards)
        assert self.points + self.hpoints == 66
        m, a = CONTRACT["solo" if self.solo else "three"]
        self.won = self.points > 33
        dpts = abs(self.points - 33)
        base = dpts * m + a
        if self.won:
            self.game = base * self.contra
        else:
            self.game = -base * self.purchase * self.contra
        # premiums (player only), value per opponent, + = player receives
        prem = {}
        trick_cards_p = [c for seats, tr, w in self.tricks if w == p for c in tr]
        trick_cards_h = [c for seats, tr, w in self.tricks if w != p for c in tr]
        last_seats, last, lw = self.tricks[-1]
        pag_last = "T1" in last and lw == last_seats[last.index("T1")]
        self.flags = {}
        # trull
        trull_p = all(c in trick_cards_p for c in ("SKIZ", "T21", "T1"))
        trull_h = all(c in trick_cards_h for c in ("SKIZ", "T21", "T1"))
        kings_p = all("K" + s in trick_cards_p for s in SUITS)
        kings_h = all("K" + s in trick_cards_h for s in SUITS)
        self.flags.update(trull_h=trull_h, kings_h=kings_h)
        if "trull" in self.announced:
            prem["trull"] = 100 if trull_p else -100
        elif trull_p:
            prem["trull"] = 50
        if "four_kings" in self.announced:
            prem["four_kings"] = 200 if kings_p else -200
        elif kings_p:
            prem["four_kings"] = 100
        ult = pag_last and lw == p
        self.flags["helper_ultimo"] = pag_last and lw != p and last_seats[last.index("T1")] == lw
        self.flags["player_pagat_lost_last"] = "T1" in last and last_seats[last.index("T1")] == p and lw != p
        self.ultimo_made = ult
        if "pagat_ultimo" in self.announced:
            prem["pagat_ultimo"] = 100 if ult else -100
        elif ult:
            prem["pagat_ultimo"] = 50
        self.prem = prem
        # volat
        self.flags["volat"] = all(w == p for _, _, w in self.tricks) or all(w != p for _, _, w in self.tricks)

    def opponents(self, n_seats):
        return [s for s in range(n_seats) if s != self.player]

    def payments(self, n_seats):
        """(from, to, amount, reason) per opponent; at four the king is an opponent too (§8, §17)."""
        out = []
        for reason, amt in [("game", self.game)] + list(self.prem.items()):
            for o in self.opponents(n_seats):
                if amt > 0:
                    out.append((o, self.player, amt, reason))
                elif amt < 0:
                    out.append((self.player, o, -amt, reason))
        return out

    def trick_table(self):
        return [(i + 1, seats, tr, w) for i, (seats, tr, w) in enumerate(self.tricks)]
