"""Galician Tarok (Tapp-Tarock, 42 cards) model written from Szczepański's §1-§33 (the Polish source
002_d58cf04b7f012795.txt) alone: cards and points (§1-§4, §7), following (§5), the winner, counting
(§14), the game's value (§16-§18), premiums (§6, §15, §19, §20), contra (§17) and the pool (§27)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
COURTS = ["K", "Q", "N", "J"]
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
PAGAT, MOND, SKIZ = "T1", "T21", "SKIZ"
KINGS = [f"K{s}" for s in SUITS]


def deck() -> list[str]:
    out = []
    for s in SUITS:
        out += [c + s for c in COURTS] + [PIP[s]]
    return out + TAROCKS


def is_tarock(c: str) -> bool:
    return c == SKIZ or c.startswith("T")


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def rank(c: str) -> int:
    if c == SKIZ:
        return 22
    if c.startswith("T"):
        return int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c: str) -> int:
    """§3, §7."""
    if c in (PAGAT, MOND, SKIZ):
        return 5
    if is_tarock(c):
        return 1
    return rank(c)


def pile_points(cards: list[str]) -> int:
    """§14: card values less 2 for each three cards (piles here always divide by three)."""
    assert len(cards) % 3 == 0, len(cards)
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand: list[str], led: str | None) -> list[str]:
    """§5: follow the suit led; without it a tarock; without tarocks anything. Tarock led: a tarock
    (higher or lower at will); without one anything."""
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_tarock(c)]
    return tr if tr else list(hand)


def winner(cards: list[tuple[int, str]]) -> int:
    led = suit(cards[0][1])
    best = None
    for s, c in cards:
        key = (2, rank(c)) if is_tarock(c) else ((1, rank(c)) if suit(c) == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


@dataclass
class Policy:
    reserve: list[str] = field(default_factory=list)  # keep to the last trick
    lose: bool = False
    win: bool = False
    force: dict[int, str] = field(default_factory=dict)


@dataclass
class Play:
    plays: list[tuple[int, str]]
    tricks: list[list[tuple[int, str]]]
    winners: list[int]


def play(hands: dict[int, list[str]], order_from: list[int], leader: int, policies: dict[int, Policy], rng: random.Random):
    """order_from: active seats in order of play."""
    h = {s: list(v) for s, v in hands.items()}
    n_act = len(order_from)
    assert n_act == 3
    plays, tricks, winners = [], [], []
    for tno in range(1, 13):
        cards: list[tuple[int, str]] = []
        led = None
        i = order_from.index(leader)
        for k in range(3):
            s = order_from[(i + k) % 3]
            pol = policies.get(s, Policy())
            opts = legal(h[s], led)
            if tno in pol.force:
                c = pol.force[tno]
                if c not in opts:
                    return None
            else:
                keep = [c for c in opts if c not in pol.reserve or tno == 12]
                pool = keep or opts
                if pol.lose and cards:
                    nw = [c for c in pool if winner(cards + [(99, c)]) != 99]
                    c = max(nw, key=value) if nw else min(pool, key=rank)
                elif pol.win:
                    c = max(pool, key=lambda c: (is_tarock(c), rank(c)))
                else:
                    c = rng.choice(pool)
            if k == 0:
                led = suit(c)
            h[s].remove(c)
            cards.append((s, c))
            plays.append((s, c))
        w = winner(cards)
        tricks.append(cards)
        winners.append(w)
        leader = w
    return Play(plays, tricks, winners)


GAME_BASE = {"three": (3, 30), "bottom": (3, 30), "top": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "bottom": 300, "top": 300, "two": 400, "one": 500, "solo": 600}


def game_value(contract: str, pts: int) -> tuple[bool, int]:
    """§18: won with more than 33; d points over (or short of) 33."""
    m, a = GAME_BASE[contract]
    won = pts > 33
    d = pts - 33 if won else 33 - pts
    return won, m * d + a
