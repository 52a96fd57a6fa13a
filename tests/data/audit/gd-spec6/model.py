"""gd-spec6 auditor's own model of Galician Tarok (Szczepański, Kraków c. 1900).

Written from the Polish source only (seed 002). Not derived from the engine.
"""
from __future__ import annotations

SUITS = "HDSC"
COURTS = "KQNJ"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
SUITCARDS = [r + s for s in SUITS for r in COURTS] + list(PIP.values())
DECK = TAROCKS + SUITCARDS
assert len(DECK) == 42

# §3, §7
def value(c: str) -> int:
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if c.startswith("T") or c == "SKIZ":
        return 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)

def is_tarock(c: str) -> bool:
    return c == "SKIZ" or (c.startswith("T") and c[1:].isdigit())

def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]

def rank(c: str) -> int:
    """Higher is stronger within suit / tarocks (§2, §4)."""
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)

def trick_winner(cards: list[str], seats: list[int]) -> int:
    led = suit(cards[0])
    best = 0
    for i in range(1, len(cards)):
        c, b = cards[i], cards[best]
        if is_tarock(c):
            if not is_tarock(b) or rank(c) > rank(b):
                best = i
        elif not is_tarock(b) and suit(c) == led and rank(c) > rank(b):
            best = i
    return seats[best]

def legal(hand: list[str], trick: list[str]) -> list[str]:
    """§5: follow suit; void -> tarock; tarock led -> any tarock; else anything."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        t = [c for c in hand if is_tarock(c)]
        if t:
            return t
    return list(hand)

def pile_points(cards: list[str]) -> float:
    """§14: count in threes, 2 off per three (fractional for a short pile)."""
    return sum(value(c) for c in cards) - 2 * len(cards) / 3


# ---------------------------------------------------------------- contracts (§10, §18)
BID_ORDER = ["three", "bottom", "top", "two", "one", "solo"]
FAMILY = {"three": 3, "bottom": 3, "top": 3, "two": 2, "one": 1, "solo": 0}
START_ORDINAL = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
# §18: "przy trójce mnoży się ... przez 3 i dodaje się 30; przy dwójce ... 4, 40; przy jedynce 5 i 50; przy solo 6 i 60"
MULT = {3: (3, 30), 2: (4, 40), 1: (5, 50), 0: (6, 60)}


def packet(talon: list[str], family: int, ordinal: int) -> list[str]:
    """The k-th packet of the family: threes alternate top/bottom (k odd: talon[0:3]),
    twos cycle through the three pairs, ones through the six cards."""
    if family == 0:
        return []
    n = 6 // family
    i = (ordinal - 1) % n
    return talon[i * family:(i + 1) * family]


def game_value(contract: str, pts: int, won: bool, ordinal: int, contra: int) -> int:
    """§16-§18. won: single; +contra doubles a won game (recontra/supracontra only when lost, §17).
    lost: (33-pts)*m + a, times the purchase ordinal, times the contra level."""
    m, a = MULT[FAMILY[contract]]
    if won:
        v = (pts - 33) * m + a
        if contra >= 2:
            v *= 2
        return v
    v = (33 - pts) * m + a
    v *= ordinal
    if contra:
        v *= contra
    return v


PREMIUM = {  # silent, announced (§6, §15, §19)
    "trull": (50, 100),
    "four_kings": (100, 200),
    "pagat_ultimo": (50, 100),
}
TAROCKS_VALUE = {10: 50, 11: 100, 12: 150}  # §20
