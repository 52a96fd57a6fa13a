"""Card rules of Galician Tarok as read from seeds/002 (Szczepański), written blind."""

from fractions import Fraction as F

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = (
    [r + s for s in SUITS for r in "KQNJ"] + list(PIP.values()) + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
)
DECK = sorted(set(DECK), key=DECK.index)
assert len(DECK) == 42


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):  # §3, §7
    if is_trump(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return srank(c)


def pile_points(cards):  # §14: each trick of three, minus 2 points; 2/3 per card
    return sum(value(c) for c in cards) - F(2, 3) * len(cards)


def legal(hand, led, protect_pagat=False, last=False):
    """§5: follow suit; void: trump; a trump led: any trump; none: anything.
    §6: announced ultimo, the pagat not given up voluntarily before the last trick."""
    if led is None:
        opts = list(hand)
    else:
        ls = suit(led)
        same = [c for c in hand if suit(c) == ls]
        if same:
            opts = same
        else:
            tr = [c for c in hand if is_trump(c)]
            opts = tr if tr else list(hand)
    if protect_pagat and not last and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


def beats(a, b, ls):
    """does a beat b (current winner) in a trick led with suit ls"""
    if is_trump(a):
        return not is_trump(b) or trank(a) > trank(b)
    if is_trump(b):
        return False
    return suit(a) == ls and suit(b) == ls and srank(a) > srank(b) or (suit(a) == ls and suit(b) != ls)


def trick_winner(cards):  # cards in play order, returns index
    ls = suit(cards[0])
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], ls):
            w = i
    return w
