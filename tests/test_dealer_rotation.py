"""Every game's dealer rotation (games/base.Rotation and Danish's own): a dealer written wrongly in
one deal is one `wrong_dealer`, at that deal; the deal after it, back in turn, is right (a
differential reader, tests/data/diff7/ulti-sessions C2), and so is a rotation that carries on from
the wrong dealer."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from replays.sim import danish_tarok, galician_tarok, rage, tarocchini, ulti
from validator.engine.validate import validate

SESSIONS: dict[str, Callable[[], dict[str, Any]]] = {
    "rage": lambda: rage.simulate(3, players=4, rounds=4),
    "ulti": lambda: ulti.simulate(5, deals=4),
    "tarocchini": lambda: tarocchini.simulate(4, variant="ottocento", deals=4),
    "galician-tarok": lambda: galician_tarok.simulate(6, deals=4),
    "danish-tarok": lambda: danish_tarok.simulate(8, players=3, deals=4),
}


def wrong_dealers(doc: dict[str, Any]) -> list[int]:
    v = validate(doc)
    assert v["status"] != "rejected", v.get("problems")
    return [a["deal"] for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_dealer"]


def redealt_by(deal: dict[str, Any], dealer: int, n: int) -> None:
    """The same deal dealt by ``dealer``: every seat moved round the table with him."""
    k = (dealer - deal["dealer"]) % n

    def move(x: Any) -> Any:
        return (x + k) % n if isinstance(x, int) and not isinstance(x, bool) else x

    deal["dealer"] = dealer
    if deal.get("hands") is not None:
        deal["hands"] = [deal["hands"][(s - k) % n] for s in range(n)]
    for e in deal["events"]:
        for field in ("seat", "from", "to", "party"):
            if field in e:
                e[field] = move(e[field])


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_one_wrong_dealer_is_one_fault(game: str) -> None:
    doc = SESSIONS[game]()
    assert len(doc["deals"]) >= 4 and wrong_dealers(doc) == []
    n = len(doc["players"])
    wrong = (doc["deals"][1]["dealer"] + 1) % n

    written_wrongly = copy.deepcopy(doc)
    redealt_by(written_wrongly["deals"][1], wrong, n)  # the deal after is back in turn
    assert wrong_dealers(written_wrongly) == [1]

    carried_on = copy.deepcopy(written_wrongly)
    for k in (2, 3):  # the rotation goes on from the wrong dealer: the fault stays one
        redealt_by(carried_on["deals"][k], (carried_on["deals"][k]["dealer"] + 1) % n, n)
    assert wrong_dealers(carried_on) == [1]


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_a_dealer_dealing_twice_after_the_slip_is_still_wrong(game: str) -> None:
    """The rotation back in turn after a slip is right; the same seat dealing again after that is
    a second fault (the slip's dealer that was due is not remembered past the deal back in turn)."""
    doc = SESSIONS[game]()
    n = len(doc["players"])
    twice = copy.deepcopy(doc)
    redealt_by(twice["deals"][1], (twice["deals"][1]["dealer"] + 1) % n, n)
    redealt_by(twice["deals"][3], twice["deals"][2]["dealer"], n)
    assert wrong_dealers(twice) == [1, 3]
