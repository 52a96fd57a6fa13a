"""gd-spec3: an outside party's own model of Galician Tarok (Szczepanski), no engine imports."""

from fractions import Fraction

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANKS = ["K", "Q", "N", "J"]


def deck():
    cards = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        cards += [r + s for r in SUIT_RANKS] + [PIP[s]]
    return cards


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else c[-1]


def value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def strength(c):
    if c == "SKIZ":
        return 122
    if is_trump(c):
        return 100 + int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def points(cards):
    """Card points: value of each card, 2 off per three cards (2/3 per card)."""
    return sum(Fraction(value(c)) for c in cards) - Fraction(2, 3) * len(cards)


def legal(hand, led):
    if led is None:
        return list(hand)
    s = suit(led)
    same = [c for c in hand if suit(c) == s]
    if same:
        return same
    trumps = [c for c in hand if is_trump(c)]
    if trumps:
        return trumps
    return list(hand)


def winner(trick):
    """trick: list of (seat, card); returns seat."""
    led = suit(trick[0][1])
    best = trick[0]
    for sc in trick[1:]:
        c, b = sc[1], best[1]
        if is_trump(c) and not is_trump(b):
            best = sc
        elif suit(c) == suit(b) and strength(c) > strength(b):
            best = sc
    del led
    return best[0]
