"""gd26 auditor's own model of Galician Tarok (Szczepański §1-§33), written from the Polish text.

Imports nothing from validator/ or replays/.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def deck() -> list[str]:
    d = list(TAROCKS)
    for s in SUITS:
        d += [f"K{s}", f"Q{s}", f"N{s}", f"J{s}", PIP[s]]
    return d


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def points(c: str) -> int:
    # §3 pagat, mond, skiz 5, each tarock 1; §7 K5 Q4 N3 J2 pip 1
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def rank(c: str) -> int:
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def legal(hand: list[str], trick: list[str]) -> list[str]:
    """§5: follow the suit led; void: a tarock; no tarock: anything. Tarock led: any tarock
    ("albo bije się wyższym, albo się do niego dorzuca niższy"); none: anything."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    return tar or list(hand)


def winner(trick: list[tuple[int, str]]) -> int:
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        bc = best[1]
        if is_tarock(c) and not is_tarock(bc):
            best = (s, c)
        elif suit(c) == suit(bc) and rank(c) > rank(bc):
            best = (s, c)
    del led
    return best[0]


def group_points(cards: list[str]) -> int:
    """§14: every three cards count their values less 2."""
    assert len(cards) % 3 == 0, cards
    return sum(points(c) for c in cards) - 2 * (len(cards) // 3)


MULT = {"three": 3, "bottom": 3, "top": 3, "solo": 6}
FIRST_PURCHASE = {"three": 1, "bottom": 2, "top": 3}


def game_value(contract: str, pts: int) -> tuple[bool, int]:
    """§18: won iff more than 33; (distance)*m + 10m."""
    m = MULT[contract]
    won = pts > 33
    d = pts - 33 if won else 33 - pts
    return won, d * m + 10 * m


def play_out(hands: dict[int, list[str]], leader: int, order: list[int], rng: random.Random,
             keep_pagat: int | None = None, plant=None):
    """Random legal play. order: the active seats in order of play. keep_pagat: seat that keeps the
    pagat to the last trick when it can (announced ultimo). plant(trickno, seat, hand, trick, legal)
    may return a card to play instead (a planted fault). Returns plays [(seat, card)], tricks."""
    hands = {s: list(h) for s, h in hands.items()}
    plays = []
    tricks = []
    n = len(hands[order[0]])
    for t in range(n):
        i = order.index(leader)
        seq = [order[(i + k) % 3] for k in range(3)]
        trick: list[tuple[int, str]] = []
        for s in seq:
            lg = legal(hands[s], [c for _, c in trick])
            choice = None
            if plant is not None:
                choice = plant(t, s, hands[s], [c for _, c in trick], lg)
            if choice is None:
                opts = lg
                if keep_pagat == s and t < n - 1 and len(lg) > 1 and "T1" in lg:
                    opts = [c for c in lg if c != "T1"]
                choice = rng.choice(opts)
            hands[s].remove(choice)
            trick.append((s, choice))
            plays.append((s, choice))
        w = winner(trick)
        tricks.append((trick, w))
        leader = w
    return plays, tricks
