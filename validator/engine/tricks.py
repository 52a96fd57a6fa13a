"""Trick bookkeeping shared by all games: who leads, who is to play, what lies on the table.

The winner is the game's business (it passes the order); this only keeps the turn. Also what a
record of the plays proves about cards it does not write: those laid away by never being played
(``never_played``), and the hands an unrecorded talon exchange leaves open (``unrecorded_exchange``).
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from .cards import Card

T = TypeVar("T")
S = TypeVar("S", bound="EarlyLeadTrials")

# a deal's allowance of early-lead weighings (each plays the rest of the deal out twice, on copies):
# a record that leads early at every trick is read greedily past it (the trick closed short)
EARLY_TRIALS = 6


class EarlyLeadTrials:
    """A lead made before the trick was complete (each game's early_lead): whether to read it so. A
    deal state with this mixin sets ``early_next`` (None: weigh; a trial copy's reading, True or
    False), ``trialling`` (a copy: no weighing of its own) and ``trials_left`` (EARLY_TRIALS), and
    gives ``trial_faults_from(event, early)``: the play faults of the record from ``event`` on, on
    ``trial_copy(...)``."""

    early_next: bool | None
    trialling: bool
    trials_left: int
    trial_faults_from: Callable[[int, bool], int]  # each game's (a method there)

    def early_told(self) -> bool | None:
        """The reading a trial copy was told to take at its first such lead (used up); False for a
        copy told nothing (it reads greedily: the trick closed short); None: weigh (early_weighed)."""
        told, self.early_next = self.early_next, None
        return False if told is None and self.trialling else told

    def early_weighed(self, event: int) -> bool:
        """Read as an early lead where the rest of the record, played out both ways on copies, has no
        more faults so (a tie goes to it: the sources' tricks hold one card from each seat), within
        the deal's allowance."""
        if self.trials_left <= 0:
            return False
        self.trials_left -= 1
        return self.trial_faults_from(event, True) <= self.trial_faults_from(event, False)

    def trial_copy(self: S, shared: Iterable[object], early: bool) -> S:
        """A deep copy sharing ``shared`` (the record, the rules: read-only), told its reading."""
        st = copy.deepcopy(self, {id(x): x for x in shared})
        st.trialling, st.early_next = True, early
        return st


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


def first_unplayed(active: Sequence[int], start: int, played: Collection[int]) -> int | None:
    """The first of the ``active`` seats (in order of play), from ``start`` on, not in ``played``."""
    i = active.index(start) if start in active else 0
    for seat in (*active[i:], *active[:i]):
        if seat not in played:
            return seat
    return None


def due_seats(active: Sequence[int], played: Sequence[int], due_leader: int) -> tuple[int, ...]:
    """Who may play the next card to a trick (``played``: its seats so far, in order) in turn.

    The first seat not yet played in order from the player due to lead, or in order after the
    last card played. So one card out of turn is one fault: the others may follow on from it, as
    a table does, or the player it skipped may still play next (a record with two cards swapped).
    The first of the two is the one the rules call due. Every game's turn rule reads this."""
    due = first_unplayed(active, due_leader, played)
    after = first_unplayed(active, played[-1], played) if played and played[-1] in active else due
    if due is None:
        return ()
    return (due,) if after in (None, due) else (due, after)


def swapped_words(leader: str, written_first: str) -> str:
    """A trick whose lead and next card are read swapped in the record (due_seats' "two cards
    swapped"), in the words every replay gives it: "read as led by Anička, the record's first two
    cards swapped (Bohouš's card out of turn before it)" (Rage's trick line; readings-review-2 c 11,
    Galician's wrong lead)."""
    return f"read as led by {leader}, the record's first two cards swapped ({written_first}'s card out of turn before it)"


def seat_written_wrongly(
    seat: int,
    card: Card,
    due: int | None,
    holds: Callable[[int, Card], bool],
    seats: Iterable[int],
    in_trick: Collection[int],
) -> int | None:
    """One slip, one finding (every game; one-slip-rage-ulti-gd a1, a2): with the hands known, a card
    the seat written does not hold, played in the turn of the one seat that holds it (``due``, not
    yet in the trick): the seat field is the slip and the play is ``due``'s. That seat, else None."""
    if due is None or due == seat or due in in_trick or holds(seat, card) or not holds(due, card):
        return None
    if any(holds(s, card) for s in seats if s != due):
        return None
    return due


def line_left_out(
    seat: int,
    due: int | None,
    in_trick: Collection[int],
    to_come: int,
    hand: Iterable[Card],
    later: Sequence[tuple[int, Card]],
) -> Card | None:
    """One slip, one finding (one-slip-play-lines a1), the hands known: a card by ``seat`` in the turn
    of ``due``, who plays nothing more to this trick in the record (``later``: the record's plays
    after this one, seat and card; ``to_come``: how many more cards the trick takes after this one
    and the missing one) and whose ``hand`` holds exactly one card the rest of the record never
    shows him play: that card, his line left out of the record. Else None."""
    if due is None or due == seat or due in in_trick:
        return None
    if seat in in_trick and to_come >= 0:
        return None  # (a seat in the trick again: only where the missing card completes it, a new lead)
    if any(s == due for s, _ in later[: max(to_come, 0)]):
        return None
    left = Counter(hand)
    left.subtract(Counter(c for s, c in later if s == due))
    never = [c for c, k in left.items() if k > 0]
    return never[0] if len(never) == 1 and left[never[0]] == 1 else None


def never_played(held: Counter[Card], played: Counter[Card], count: int) -> list[Card] | None:
    """The cards a record leaves unwritten but proves laid away (a skat, a discard): the ``count``
    cards of ``held`` never played, when exactly that many are left and every card played was held.
    Sorted by code; None when the plays do not pin them down."""
    rest = held - played
    if sum(rest.values()) != count or played - held:
        return None
    return sorted(rest.elements(), key=lambda c: c.code)


def slips_stand_for(
    written: Card,
    later: Sequence[Card],
    hand: Collection[Card],
    rest: Collection[Card],
    alike: Callable[[Card], object],
) -> Card | None:
    """diff10 twofault A1: the card a slip (``written``, a card not in the seat's ``hand``) stands
    for, when the seat slips again later in the deal. ``later``: the cards the seat is written
    playing after it, in order; a later card not in ``hand``, or one written twice, is a slip too.
    ``rest``: the cards of ``hand`` never written. With k slips from this one on and exactly k such
    cards whose suits match the written cards' suits one to one, this slip stands for an unplayed
    card of its own suit: the lowest by code when several are, provided ``alike`` gives them all one
    key (what the game reads from the card there: its points, its rank where that decides the trick).
    None otherwise (the hand keeps them)."""
    seen: set[Card] = set()
    slips = [written]
    for c in later:
        if c not in hand or c in seen:
            slips.append(c)
        seen.add(c)
    if len(slips) < 2 or len(rest) != len(slips):
        return None
    if Counter(c.suit for c in slips) != Counter(c.suit for c in rest):
        return None
    same = [c for c in rest if c.suit == written.suit]
    if len({alike(c) for c in same}) != 1:
        return None
    return min(same, key=lambda c: c.code)


@dataclass(slots=True)
class UnrecordedExchange:
    """A deal whose auction the record leaves out, with hands dealt: who the record shows exchanging
    with the talon (``exchanger``), and, unless the record gives both the take and the discard, the
    seats whose hand at the first lead it does not fix (``unsure``) with the hand each is then held
    to: the cards of his dealt hand (and of the talon, for the exchanger) that he plays in the deal,
    since a card held is one he plays later."""

    exchanger: int | None
    unsure: dict[int, Counter[Card]]


def unrecorded_exchange(
    seats: Sequence[int], dealt: Mapping[int, Counter[Card]], talon: Sequence[Card], events: Sequence[Any]
) -> UnrecordedExchange:
    takes = [e for e in events if e.type == "take" and e.seat in seats]
    discards = [e for e in events if e.type == "discard" and e.seat in seats]
    exchanger = takes[0].seat if takes else discards[0].seat if discards else None
    widow = Counter(talon)
    plays: dict[int, Counter[Card]] = {s: Counter() for s in seats}
    for e in events:
        if e.type == "play" and e.seat in plays and e.card is not None:
            if exchanger is None and widow.get(e.card) and not dealt[e.seat].get(e.card):
                exchanger = e.seat
            plays[e.seat][e.card] += 1
    if takes and discards:  # the exchange is recorded: the take and the discard apply it
        return UnrecordedExchange(exchanger, {})
    unsure: dict[int, Counter[Card]] = {}
    for s in seats if exchanger is None else (exchanger,):
        may = Counter(dealt[s])
        if s == exchanger:
            may += Counter(c for e in takes for c in e.cards) if takes else widow
            may -= Counter(c for e in discards for c in e.cards)
        unsure[s] = may & plays[s]
    return UnrecordedExchange(exchanger, unsure)


def ending_keys(
    start: Any,
    moves: Callable[[Any], Iterable[tuple[Any, Any]]],
    finished: Callable[[Any], bool],
    key: Callable[[Any], Any],
    budget: int,
    most: int,
    spent: list[int] | None = None,
) -> list[tuple[Any, list[Any]]] | None:
    """The rest of a deal a record stops short of (claims): every ``key`` (what the game's settlement
    rests on) the legal endings give, each with the moves of its first ending, in the order found;
    None where there are more than ``most`` of them, a position has no legal move, ``key`` is None
    (an ending the rules cannot settle), or more than ``budget`` positions would be searched.
    ``moves`` yields each legal move from a position with the position after it (lazily: with
    ``most`` 1 the search stops at the first difference). ``spent``: the positions searched are
    added to its one item (a session's allowance for such searches)."""
    found: list[tuple[Any, list[Any]]] = []
    line: list[Any] = []
    left = [budget]

    def walk(at: Any) -> bool:
        left[0] -= 1
        if left[0] < 0:
            return False
        if finished(at):
            k = key(at)
            if k is None:
                return False
            if all(k != f for f, _ in found):
                found.append((k, list(line)))
            return len(found) <= most
        tried = False
        for move, after in moves(at):
            tried = True
            line.append(move)
            ok = walk(after)
            line.pop()
            if not ok:
                return False
        return tried

    done = walk(start)
    if spent is not None:
        spent[0] += min(budget, budget - left[0])
    return found if done and found else None


def within(
    allowance: list[int] | None, budget: int, search: Callable[[int, list[int]], T | None]
) -> T | None:
    """Run ``search(budget, spent)`` within a session's ``allowance`` for ending searches (its one
    item, spent here; None: the per-search ``budget`` alone): nothing once the allowance is gone."""
    if allowance is None:
        return search(budget, [0])
    if allowance[0] <= 0:
        return None
    spent = [0]
    found = search(min(budget, allowance[0]), spent)
    allowance[0] -= spent[0]
    return found
