"""gd-spec8 blind model of Galician Tarok (Szczepanski, Krakow c. 1900), written from the
Polish source only (seed 002) and the public transcript format.  Not the engine.

Readings used (section numbers of the source):
- §3, §7, §14: card points; every trick of three counts its cards minus 2.  Cards laid away
  (§11) count for the player and the talon not bought for the helpers, counted in threes
  like tricks (the deck is 94 - 28 = 66 points, 33 is half, §18).
- §5: follow suit; void: a tarok must be played; tarok led: a tarok (higher or lower);
  no tarok: anything.  §2, §4: highest tarok wins, else the highest card of the suit led.
- §10: three (1st three) < bottom/spod (2nd) < top/wierzch (3rd) < two < one < solo; 'hold'
  (sam) keeps the same level with priority.  'reject' shows the next packet (the count of
  bought packets rises by one); packet n of size k is talon[((n-1) % (6/k))*k : ...].
- §16-§18: won: (P-33)*mult + add, singly (x2 under contra, §17); lost (P <= 33):
  ((33-P)*mult + add) * packets_count * contra_level, paid to each helper and to the king.
- §15, §19, §6: trull 50 (100 announced), four kings 100 (200), pagat ultimo 50 (100),
  counted for whoever gathers them (ultimo only for the player, §27).
- §27: the pool: a stake from each participant when it is founded, 10% of every win,
  a pass fee of 5 from each of the three when all pass; ultimo announced and made takes it.
- §8: four players: the dealer (king) sits out of the play but shares the helpers' result;
  five players: one more player sits out of both play and result for four deals.
"""

from __future__ import annotations

import json
import random
from fractions import Fraction

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [f"{r}{s}" for s in SUITS for r in "KQNJ"] + list(PIP.values())
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else c[-1]


def trump_rank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit_rank(c):
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def card_points(c):
    if is_trump(c):
        return 5 if c in ("SKIZ", "T21", "T1") else 1
    return suit_rank(c)


def pile_points(cards):
    return Fraction(sum(card_points(c) for c in cards)) - Fraction(2 * len(cards), 3)


def trick_winner(trick):
    """trick: list of (seat, card); returns seat."""
    trumps = [(trump_rank(c), s) for s, c in trick if is_trump(c)]
    if trumps:
        return max(trumps)[1]
    led = suit(trick[0][1])
    return max((suit_rank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand, trick, ultimo_pagat_guard=False, last_trick=False):
    if not trick:
        opts = list(hand)
    else:
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            opts = same
        else:
            tr = [c for c in hand if is_trump(c)]
            opts = tr if tr else list(hand)
    if ultimo_pagat_guard and not last_trick and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


CONTRACT = {  # name: (size of packet, multiplier, addend, first count)
    "three": (3, 3, 30, 1),
    "bottom": (3, 3, 30, 2),
    "top": (3, 3, 30, 3),
    "two": (2, 4, 40, 1),
    "one": (1, 5, 50, 1),
    "solo": (0, 6, 60, 1),
}


def packet(talon, contract, count):
    size = CONTRACT[contract][0]
    n = 6 // size
    i = (count - 1) % n
    return talon[i * size:(i + 1) * size]


class Deal:
    """One played deal, built step by step by the generator."""

    def __init__(self, nplayers, dealer, rng, out_seat=None):
        self.n = nplayers
        self.dealer = dealer
        self.rng = rng
        self.out_seat = out_seat
        # the three active seats in order of play, forehand first
        seats = [(dealer + k) % nplayers for k in range(1, nplayers + 1)]
        if nplayers == 3:
            self.active = seats
        else:
            self.active = [s for s in seats if s != dealer and s != out_seat][:3]
        self.king = dealer if nplayers >= 4 else None
        self.events = []
        self.hands = None
        self.talon = None

    def deal(self, deck=None):
        deck = list(deck or DECK)
        if deck is DECK or len(deck) == 42:
            self.rng.shuffle(deck)
        self.talon = deck[:6]
        hands = [[] for _ in range(self.n)]
        for k, s in enumerate(self.active):
            hands[s] = deck[6 + 12 * k: 18 + 12 * k]
        self.hands = hands
        self.cur = {s: list(h) for s, h in enumerate(hands)}

    def ev(self, **kw):
        self.events.append(kw)
        return len(self.events) - 1


def settle(declarer, contract, count, contra, pts, opponents, premiums_player=None,
           premiums_ann=None, pool=None, ultimo=None):
    """Money per party for one played deal (no pool stake).  Returns dict party->net and the
    list of payments (from, to, amount, reason)."""
    size, mult, add, _ = CONTRACT[contract]
    pays = []
    won = pts > 33
    if won:
        val = (pts - 33) * mult + add
        if contra >= 2:
            val *= 2
        for o in opponents:
            pays.append((o, declarer, val, "game"))
    else:
        val = ((33 - pts) * mult + add) * count * contra
        for o in opponents:
            pays.append((declarer, o, val, "game"))
    for kind, amount in (premiums_player or []):
        for o in opponents:
            if amount > 0:
                pays.append((o, declarer, amount, kind))
            else:
                pays.append((declarer, o, -amount, kind))
    return pays


def net(pays):
    out = {}
    for f, t, a, _ in pays:
        out[f] = out.get(f, 0) - a
        out[t] = out.get(t, 0) + a
    return out


def num(x):
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    f = float(x)
    return round(f, 6)


def dump(path, obj):
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(obj, fh, ensure_ascii=False, indent=1)
        fh.write("\n")


__all__ = [name for name in dir() if not name.startswith("__")]
_ = random
