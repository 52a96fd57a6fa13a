"""Two consecutive deals whose dealer FIELD alone is wrong are two `wrong_dealer` and nothing else
(diff10 twofault A2, tests/data/diff10/twofault/REPORT.md): a deal judged from the dealer due (its
hands and first acts follow him) was dealt by him, so the rotation passes on from him
(games/base.Rotation.dealt_by; Danish's own rotation the same), not from the field written."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from replays.sim import danish_tarok, galician_tarok, rage, tarocchini, ulti
from tests.records import repro, violations
from tests.test_dealer_rotation import redealt_by

SESSIONS: dict[str, Callable[[], dict[str, Any]]] = {
    "rage": lambda: rage.simulate(3, players=4, rounds=5),
    "ulti": lambda: ulti.simulate(5, deals=5),
    "tarocchini-ottocento": lambda: tarocchini.simulate(4, variant="ottocento", deals=5),
    "tarocchini-terziglio": lambda: tarocchini.simulate(4, variant="terziglio", deals=5),
    "galician-tarok-3": lambda: galician_tarok.simulate(0, deals=5),
    "galician-tarok-4": lambda: galician_tarok.simulate(4, deals=5),
    "galician-tarok-5": lambda: galician_tarok.simulate(3, deals=5),
    "danish-tarok": lambda: danish_tarok.simulate(8, players=3, deals=5),
}


def slipped(doc: dict[str, Any], k: int, offset: int) -> dict[str, Any]:
    """``doc`` with only deal ``k``'s dealer field changed: the seat ``offset`` after the real
    dealer (the hands and the events stay his)."""
    out = copy.deepcopy(doc)
    n = len(out["players"])
    out["deals"][k]["dealer"] = (out["deals"][k]["dealer"] + offset) % n
    return out


def findings(doc: dict[str, Any]) -> list[tuple[int, str]]:
    return [(deal, code) for deal, _event, code in violations(doc)]


def test_sessions_are_clean() -> None:
    for game, make in SESSIONS.items():
        doc = make()
        assert len(doc["deals"]) >= 4, game
        assert findings(doc) == [], game


@pytest.mark.parametrize("offset", [1, 2])
@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_two_consecutive_field_slips_are_two_wrong_dealers(game: str, offset: int) -> None:
    doc = SESSIONS[game]()
    for k in (1, 2):
        doc = slipped(doc, k, offset)
    assert findings(doc) == [(1, "wrong_dealer"), (2, "wrong_dealer")]


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_two_field_slips_in_deals_two_and_three_then_clean(game: str) -> None:
    """Later in the session too, and the deal after them, dealt in turn, is right."""
    doc = SESSIONS[game]()
    for k in (2, 3):
        doc = slipped(doc, k, 1)
    assert findings(doc) == [(2, "wrong_dealer"), (3, "wrong_dealer")]


@pytest.mark.parametrize("offset", [1, 2])
@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_one_field_slip_is_still_one(game: str, offset: int) -> None:
    assert findings(slipped(SESSIONS[game](), 1, offset)) == [(1, "wrong_dealer")]


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_after_a_field_slip_the_written_dealer_does_not_pass_the_deal_on(game: str) -> None:
    """The deal after a field slip really dealt by the seat after the dealer WRITTEN (not after the
    one who dealt) is a second fault: the field's dealer did not deal."""
    doc = slipped(SESSIONS[game](), 1, 1)
    n = len(doc["players"])
    redealt_by(doc["deals"][2], (doc["deals"][1]["dealer"] + 1) % n, n)
    assert (2, "wrong_dealer") in findings(doc)
    assert findings(doc)[0] == (1, "wrong_dealer")


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_a_deal_really_dealt_by_the_wrong_seat_is_as_before(game: str) -> None:
    """tests/test_dealer_rotation: the whole deal dealt by the wrong seat (hands and events moved
    round with him) is one wrong_dealer, whether the next deal is back in turn or carries on."""
    doc = SESSIONS[game]()
    n = len(doc["players"])
    written_wrongly = copy.deepcopy(doc)
    redealt_by(written_wrongly["deals"][1], (doc["deals"][1]["dealer"] + 1) % n, n)
    assert [d for d, code in findings(written_wrongly) if code == "wrong_dealer"] == [1]
    carried_on = copy.deepcopy(written_wrongly)
    for k in range(2, len(carried_on["deals"])):
        redealt_by(carried_on["deals"][k], (carried_on["deals"][k]["dealer"] + 1) % n, n)
    assert [d for d, code in findings(carried_on) if code == "wrong_dealer"] == [1]


@pytest.mark.parametrize(
    "name",
    [
        "A2-galician-dealer-field-slips-in-consecutive-deals-extra",
        "A2b-galician-dealer-field-slips-consecutive-out-of-turn",
        "A2c-ulti-dealer-field-slips-consecutive",
    ],
)
def test_repros(name: str) -> None:
    doc = repro("diff10/twofault", name)
    assert sorted(findings(doc)) == [(1, "wrong_dealer"), (2, "wrong_dealer")]


@pytest.mark.parametrize("game", sorted(set(SESSIONS) - {"galician-tarok-5"}))
def test_field_slip_after_a_deal_dealt_out_of_turn_follows_either_seat_due(game: str) -> None:
    """After a deal dealt out of turn two seats are due: the one after the wrong dealer and the one
    after the seat that was due (back in turn). A next deal whose record follows the second, with a
    field naming neither, is a field slip too: one wrong_dealer more, and nothing else (diff10
    twofault A2, Rotation.judged: the audit's dealer_field + dealer_rotated). (Moving a whole deal
    round the table moves the sheet's scores and totals with it: those findings stay as they were.
    Not at five in Galician, where it moves the sitter and the king due with it.)"""
    doc = SESSIONS[game]()
    n = len(doc["players"])
    redealt_by(doc["deals"][1], (doc["deals"][1]["dealer"] + 1) % n, n)  # deal 2 dealt out of turn
    before = findings(doc)
    assert [f for f in before if f[1] == "wrong_dealer"] == [(1, "wrong_dealer")]
    slip = slipped(doc, 2, 2)  # deal 3 back in turn, its field naming neither seat due
    assert sorted(findings(slip)) == sorted([*before, (2, "wrong_dealer")])
