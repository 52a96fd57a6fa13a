"""Galician Tarok: one planted fault is one finding (docs/rules/galician-tarok.md, the rulings on
knock-on findings; /work/notes/rulings-galician.md R1-R3, Q1, Q2).

Independent writers of test transcripts plant one fault and expect that event and code alone; the
tests below break one rule each and check that the record's next, ordinary step is not a second
finding, while a second real fault still is.

Seat 0 deals; seat 1 is the forehand and leads; the order of play is 1, 2, 0 (as in
tests/test_galician_tarok_digest.py, whose hands these reuse).
"""

from __future__ import annotations

from typing import Any

import pytest
from test_galician_tarok_digest import INCOMPLETE, ORDER_HANDS, ORDER_TALON, annotations, solo
from test_galician_tarok_independent import transcript

from validator.engine.validate import validate


def faults(v: dict[str, Any]) -> list[tuple[str, str, int | None, int | None]]:
    return [a for a in annotations(v) if a != INCOMPLETE]


# --- galician-tarok/5.turn: one card out of turn is one fault ---------------------------------------------

TURN = "galician-tarok/5.turn"


@pytest.mark.parametrize(
    ("trick", "expected"),
    [
        ("1:1H 2:KH 0:QH", []),  # in turn
        ("2:KH 0:QH 1:1H", [(2, 4)]),  # a wrong lead the others follow on from (gd7/t05, gd12/09)
        ("2:KH 1:1H 0:QH", [(2, 4)]),  # the lead and the next card swapped in the record (gd9/09)
        ("1:1H 0:QH 2:KH", [(0, 5)]),  # a card out of turn, then the seat it skipped
    ],
)
def test_5_turn_one_card_out_of_turn_is_one_fault(trick: str, expected: list[tuple[int, int]]) -> None:
    """galician-tarok/5.turn: after a card out of turn the next card may follow on from it or come from
    the seat it skipped; the trick is still won by its highest card (KH, seat 2) and its winner leads."""
    v = validate(transcript(ORDER_HANDS, ORDER_TALON, solo(trick, "2:JD 0:1D 1:ND")))
    assert faults(v) == [("out_of_turn", TURN, s, e) for s, e in expected]
    assert v["deals"][0]["computed"]["trick_winners"] == [2, 1]


def test_5_turn_wrong_lead_at_four_the_king_sits_out() -> None:
    """galician-tarok/5.turn at four: the king (the dealer, seat 3) does not play, and a wrong lead the
    two others follow on from is one fault."""
    hands = [*ORDER_HANDS, []]
    events = [
        {"type": "bid", "seat": 0, "bid": "solo"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "announce", "seat": 0, "items": []},
        *[{"type": "play", "seat": s, "card": c} for s, c in ((1, "1H"), (2, "KH"), (0, "QH"))],
    ]
    v = validate(transcript(hands, ORDER_TALON, events, dealer=3))
    assert faults(v) == [("out_of_turn", TURN, 1, 4)]


def test_5_turn_each_trick_a_fault_of_its_own() -> None:
    """galician-tarok/5.turn: the leniency is within one trick; a wrong lead in the next trick (by the
    seat that led the trick before, not its winner) is a fault again, and the led suit is the card
    actually led (a diamond: seat 2 must follow with JD)."""
    v = validate(transcript(ORDER_HANDS, ORDER_TALON, solo("2:KH 0:QH 1:1H", "1:ND 2:JD 0:1D")))
    assert faults(v) == [("out_of_turn", TURN, 2, 4), ("out_of_turn", TURN, 1, 7)]
    v = validate(transcript(ORDER_HANDS, ORDER_TALON, solo("2:KH 0:QH 1:1H", "1:ND 2:T1 0:1D")))
    assert [a[0] for a in faults(v)] == ["out_of_turn", "out_of_turn", "revoke"]
