"""gd-spec10: my own model of Galician Tarok (Szczepanski, §1-§33), written from the Polish
source alone.  Used by gen.py to play out deals and settle them.

Readings (see EXPECTED.md for the paragraphs):
- card points: every card its value (§3, §7), 2 points off per three cards (§14), i.e. 2/3 per
  card; the player's pile = his tricks + his discard; the helpers' = their tricks + the talon
  cards not bought (§10 solo: the whole talon).  With twos/ones the player's pile is not a
  multiple of three: points rounded to the nearest whole (x.33 down, x.67 up) so that the two
  sides add up to 66.
- game (§18): three 3/30, two 4/40, one 5/50, solo 6/60; pts >= 34 wins (pts-33)*m+a once
  (x2 with contra, §17: recontra/supracontra only count when the player loses); pts <= 33
  loses ((33-pts)*m+a) * purchase number * contra level.
- volat (§18): 300/400/500/600, announced x2, instead of the game; announced and not made:
  the player pays the announced value (and the game is scored as played).
- trull (§15) 50 / announced 100, four kings (§19) 100 / 200, pagat ultimo (§6) 50 / 100
  (player only, §27), tarocks (§20) 50/100/150 for 10/11/12, always for the holder.
- every amount between the player and EACH opponent (helpers and the king, §17, §20).
- pool (§27): stake 10 from each seat at the table (king included) at founding, and in the
  deal after an ultimo won it; pass fee 5 from the three bidders; 10% of every seat's win;
  announced ultimo made takes the pool, announced and failed pays its content into it.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
COLOR_RANKS = {"H": ["K", "Q", "N", "J", "1"], "D": ["K", "Q", "N", "J", "1"],
               "S": ["K", "Q", "N", "J", "10"], "C": ["K", "Q", "N", "J", "10"]}
DECK = [r + s for s in SUITS for r in COLOR_RANKS[s]] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"KH", "KD", "KS", "KC"}


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def value(c):
    if c in TRULL:
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1}[c[0]]


def rank(c):
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1}[c[0]]


def beats(c, b):
    """c beats the current best b."""
    if suit(c) == suit(b):
        return rank(c) > rank(b)
    return is_tarock(c)


LEVELS = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
FIRST_ORD = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
PACKET = {"three": 3, "bottom": 3, "top": 3, "two": 2, "one": 1, "solo": 0}
VOLAT = {"three": 300, "bottom": 300, "top": 300, "two": 400, "one": 500, "solo": 600}


def packet_cards(talon, level, ordinal):
    size = PACKET[level]
    npk = 6 // size
    i = (ordinal - 1) % npk
    return talon[i * size:(i + 1) * size]


def legal(hand, trick, keep_pagat=False, last=False):
    if not trick:
        opts = list(hand)
    else:
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            opts = same
        else:
            tar = [c for c in hand if is_tarock(c)]
            opts = tar if tar else list(hand)
    if keep_pagat and not last and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


def trick_winner(trick):
    best = trick[0]
    for p in trick[1:]:
        if beats(p[1], best[1]):
            best = p
    return best[0]


class Play:
    """Plays 12 tricks from given 12-card hands with a mild heuristic and a seeded RNG."""

    def __init__(self, hands, order, player, rng, keep_pagat_seat=None, hooks=None):
        self.hands = {s: list(h) for s, h in hands.items()}
        self.order = order  # active seats in play order, forehand first
        self.player = player
        self.rng = rng
        self.keep = keep_pagat_seat
        self.hooks = hooks or {}
        self.plays = []  # (seat, card)
        self.tricks = []  # (cards list of (seat,card), winner)
        self.flags = {}

    def side(self, s):
        return "P" if s == self.player else "H"

    def choose(self, seat, trick, tno):
        hand = self.hands[seat]
        last = tno == 11
        opts = legal(hand, trick, keep_pagat=(seat == self.keep), last=last)
        hook = self.hooks.get("choose")
        if hook:
            c = hook(self, seat, trick, tno, opts)
            if c is not None:
                return c
        rng = self.rng
        if not trick:
            # lead: random, slightly preferring tarocks for the player
            return rng.choice(opts)
        best_seat = trick_winner(trick)
        best = dict(trick)[best_seat]
        mate_winning = self.side(best_seat) == self.side(seat)
        winning = [c for c in opts if beats(c, best)]
        if mate_winning:
            # partner (helper) holds the trick: smear a valuable card, unless it's the last to play
            safe = [c for c in opts if not beats(c, best)] or opts
            if rng.random() < 0.6:
                return max(safe, key=lambda c: (value(c) if not c in TRULL else -1, rng.random()))
            return rng.choice(safe)
        if winning and rng.random() < 0.8:
            return min(winning, key=lambda c: (rank(c) if is_tarock(c) else rank(c), rng.random()))
        return min(opts, key=lambda c: (value(c), rng.random()))

    def run(self):
        leader = self.order[0]
        n = len(self.order)
        for tno in range(12):
            trick = []
            i0 = self.order.index(leader)
            for k in range(n):
                seat = self.order[(i0 + k) % n]
                c = self.choose(seat, trick, tno)
                assert c in self.hands[seat], (seat, c)
                self.hands[seat].remove(c)
                trick.append((seat, c))
                self.plays.append((seat, c))
            w = trick_winner(trick)
            self.tricks.append((trick, w))
            leader = w
        return self


def card_points(cards):
    raw = sum(value(c) for c in cards)
    # 2/3 off per card; nearest whole
    x3 = 3 * raw - 2 * len(cards)
    q, r = divmod(x3, 3)
    return q + (1 if r == 2 else 0)


def rnd(x):
    y = round(x + 0.0, 6)
    return int(y) if y == int(y) else y
