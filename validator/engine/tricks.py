"""Trick bookkeeping shared by all games: who leads, who is to play, what lies on the table.

The winner is the game's business (it passes the order); this only keeps the turn.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .cards import Card


@dataclass(slots=True)
class Play:
    seat: int
    card: Card
    event: int  # event index in the deal
    named: str | None = None


@dataclass(slots=True)
class Trick:
    number: int  # 0-based within the deal
    leader: int
    seats: tuple[int, ...]  # seats that play to this trick, in order from the leader
    plays: list[Play] = field(default_factory=list)
    winner: int | None = None

    @property
    def complete(self) -> bool:
        return len(self.plays) == len(self.seats)

    @property
    def to_play(self) -> int:
        return self.seats[len(self.plays)]

    def cards(self) -> list[Card]:
        return [p.card for p in self.plays]


def order_from(first: int, active: list[int]) -> tuple[int, ...]:
    """The active seats in order of play, starting with ``first`` (which must be active)."""
    i = active.index(first)
    return tuple(active[i:] + active[:i])


def never_played(held: Counter[Card], played: Counter[Card], count: int) -> list[Card] | None:
    """The cards a record leaves unwritten but proves laid away (a skat, a discard): the ``count``
    cards of ``held`` never played, when exactly that many are left and every card played was held.
    Sorted by code; None when the plays do not pin them down."""
    rest = held - played
    if sum(rest.values()) != count or played - held:
        return None
    return sorted(rest.elements(), key=lambda c: c.code)
