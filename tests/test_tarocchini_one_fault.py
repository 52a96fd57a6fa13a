"""Tarocchini: one card out of turn is one fault (tarocchini/play.turn, the turn rule every game shares
in ``validator.engine.tricks.due_seats``).

After a card out of turn the next card may follow on from it (the others follow in turn from the card
actually played, as a table does) or come from the seat it skipped (a record with two cards swapped);
only a card neither order allows is out of turn again. The deals are the hand-written ones of
test_tarocchini_independent: their second trick is all trumps but for the player void in them, so any
order of its cards leaves the suit led, the winner and every later trick as they were.
"""

from __future__ import annotations

from typing import Any

import pytest
from test_tarocchini_independent import gioco, sweep

from validator.engine.validate import validate

PLAY0 = 5  # the sweep's first play (a discard and four declarations before it)
GPLAY0 = 6  # the gioco's first play (three bids and three declarations)


def faults(doc: dict[str, Any]) -> list[tuple[int, str, int, str]]:
    v = validate(doc)
    return [
        (a["event"], a["code"], a["seat"], a["rule"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def reorder(doc: dict[str, Any], first: int, order: tuple[int, ...]) -> dict[str, Any]:
    """The trick whose plays start at event ``first`` (seats 0, 1, … in order) played in ``order``."""
    events = doc["deals"][0]["events"]
    trick = events[first : first + len(order)]
    assert [e["seat"] for e in trick] == list(range(len(order)))
    events[first : first + len(order)] = [trick[s] for s in order]
    return doc


TURN = "tarocchini/play.turn"


@pytest.mark.parametrize(
    ("order", "faulty"),
    [
        ((1, 0, 2, 3), [(0, 1)]),  # the lead and the next card swapped in the record
        ((1, 2, 3, 0), [(0, 1)]),  # a wrong lead the others follow on from
        ((0, 2, 1, 3), [(1, 2)]),  # a card out of turn, then the seat it skipped
        ((0, 2, 3, 1), [(1, 2)]),  # a card out of turn the others follow on from
        ((0, 3, 2, 1), [(1, 3), (2, 2)]),  # two faults: the third card neither order allows
        ((0, 1, 2, 3), []),
    ],
)
def test_ottocento_one_card_out_of_turn_is_one_fault(
    order: tuple[int, ...], faulty: list[tuple[int, int]]
) -> None:
    first = PLAY0 + 4  # trick 2: Anna T19, Bruno T5, Carla T1, Dario (no trumps) a club
    doc = reorder(sweep([]), first, order)
    assert faults(doc) == [(first + pos, "out_of_turn", seat, TURN) for pos, seat in faulty]


def test_ottocento_first_lead_swapped_is_one_fault() -> None:
    """Bruno's Matto written before Anna's lead to the first trick: one lead out of turn."""
    doc = reorder(sweep([]), PLAY0, (1, 0, 2, 3))
    assert faults(doc) == [(PLAY0, "out_of_turn", 1, TURN)]


@pytest.mark.parametrize(
    ("order", "faulty"),
    [
        ((1, 0, 2), [(0, 1)]),  # the lead and the next card swapped in the record
        ((1, 2, 0), [(0, 1)]),  # a wrong lead the others follow on from
        ((0, 2, 1), [(1, 2)]),  # a card out of turn, then the seat it skipped
        ((0, 1, 2), []),
    ],
)
def test_terziglio_one_card_out_of_turn_is_one_fault(
    order: tuple[int, ...], faulty: list[tuple[int, int]]
) -> None:
    first = GPLAY0 + 3  # trick 2: Elena T19, Franco T4, Giulia (no trumps) a club
    doc = reorder(gioco([]), first, order)
    assert faults(doc) == [(first + pos, "out_of_turn", seat, TURN) for pos, seat in faulty]


def test_a_second_card_to_the_trick_is_still_out_of_turn() -> None:
    """A player who already played to the trick plays again: out of turn, whatever the order."""
    doc = sweep([])
    events = doc["deals"][0]["events"]
    first = PLAY0 + 4
    events.insert(first + 2, {"type": "play", "seat": 0, "card": "T6"})
    assert (first + 2, "out_of_turn", 0, TURN) in faults(doc)
