"""gd-spec blind model of Galician Tarok (Szczepański, §1-§33), written from the Polish source only.

Imports nothing from validator/ or replays/.  Cards: H D S C suits (K Q N J + 1H 1D 10S 10C),
T1..T21, SKIZ.  Used by gen.py to build the round's transcripts and their figures.
"""

from __future__ import annotations

from fractions import Fraction

SUITS = "HDSC"
PIPS = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = (
    [r + s for s in SUITS for r in "KQNJ"] + list(PIPS.values()) + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
)

# §18: multiplier and add-on per contract level
LEVEL = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "two": 400, "one": 500, "solo": 600}
BID_START = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 0}
BID_KIND = {"three": "three", "bottom": "three", "top": "three", "two": "two", "one": "one", "solo": "solo"}
PACKET = {"three": 3, "two": 2, "one": 1}


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def value(c: str) -> int:  # §3, §7
    if c in ("SKIZ", "T1", "T21"):
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def rank(c: str) -> int:  # §2, §4
    if c == "SKIZ":
        return 100
    if is_tarock(c):
        return 50 + int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def legal(hand: list[str], led: str | None) -> list[str]:
    """§5: follow suit; void -> a tarock; tarock led -> any tarock (higher OR lower); else anything."""
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        tar = [c for c in hand if is_tarock(c)]
        if tar:
            return tar
    return list(hand)


def trick_winner(trick: list[tuple[int, str]]) -> int:
    best = trick[0]
    for s, c in trick[1:]:
        if suit(c) == suit(best[1]) and rank(c) > rank(best[1]):
            best = (s, c)
        elif suit(c) == "T" and suit(best[1]) != "T":
            best = (s, c)
    return best[0]


def points(cards: list[str]) -> Fraction:
    """§14: card values, 2 points off per three cards (2/3 a card for piles not in threes)."""
    return Fraction(sum(value(c) for c in cards)) - Fraction(2 * len(cards), 3)


def round_pts(p: Fraction) -> int:
    """Reading taken for piles not in threes: nearest whole point (x+1/3 down, x+2/3 up)."""
    return int((p + Fraction(1, 2)) // 1)


def play_out(hands, leader, declarer, active, *, rng, keep_pagat=False, strategy="greedy", forced=None):
    """Play 12 tricks with legal cards.  forced: {trick_index: {seat: card}} overrides (for planted faults)."""
    hands = {s: list(h) for s, h in hands.items()}
    plays = []
    tricks = []
    order_n = len(active)
    for t in range(12):
        trick = []
        i0 = active.index(leader)
        for k in range(order_n):
            s = active[(i0 + k) % order_n]
            led = suit(trick[0][1]) if trick else None
            opts = legal(hands[s], led)
            if forced and t in forced and s in forced[t]:
                c = forced[t][s]
            else:
                if keep_pagat and s == declarer and t < 11 and len(opts) > 1 and "T1" in opts:
                    opts = [c for c in opts if c != "T1"]
                c = choose(opts, trick, s, declarer, hands[s], rng, strategy, t)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def choose(opts, trick, s, declarer, hand, rng, strategy, t):
    if strategy == "random":
        return rng.choice(opts)
    if not trick:
        if s == declarer:
            tar = [c for c in opts if is_tarock(c) and c != "T1"]
            if len(tar) >= 4:
                return max(tar, key=rank)
            return max(opts, key=lambda c: (value(c), rng.random()))
        return min(opts, key=lambda c: (is_tarock(c), value(c), rng.random()))
    cur = trick[0]
    for x in trick[1:]:
        if trick_winner([cur, x]) == x[0]:
            cur = x
    friend = (cur[0] == declarer) == (s == declarer)
    if friend:
        return max(opts, key=lambda c: (value(c) if c not in ("T1",) else -1, rng.random()))
    winners = [c for c in opts if trick_winner([cur, (s, c)]) == s]
    if winners:
        return min(winners, key=lambda c: (rank(c), rng.random()))
    return min(opts, key=lambda c: (value(c), rng.random()))


def fmt(x) -> float | int:
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)
