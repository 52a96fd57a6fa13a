"""hands_slip (one slip, one finding; one-slip-deal-fields a): a deal whose hands are written against the
wrong seats, every seat playing from one other seat's written hand, is judged with the hands the plays
prove; the slip is one card_not_in_hand at the first such card. Simulated clean deals of every game, two
hands swapped (or the list rotated by one seat)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from replays.sim import danish_tarok, galician_tarok, rage, tarocchini, ulti
from validator.engine.validate import validate

SIMS: dict[str, Callable[[int], dict[str, Any]]] = {
    "danish-tarok": danish_tarok.simulate,
    "galician-tarok": galician_tarok.simulate,
    "rage": lambda seed: rage.simulate(seed, players=4, rounds=2),
    "tarocchini": tarocchini.simulate,
    "ulti": ulti.simulate,
}


def found(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


@pytest.mark.parametrize("game", sorted(SIMS))
@pytest.mark.parametrize("seed", range(6))
@pytest.mark.parametrize("how", ["swap", "rotate"])
def test_hands_written_against_the_wrong_seats_are_one_finding(game: str, seed: int, how: str) -> None:
    doc = SIMS[game](seed)
    doc["deals"] = doc["deals"][:1]
    deal = doc["deals"][0]
    clean = validate(doc)
    if clean["status"] != "clean" or not deal.get("hands"):
        pytest.skip("not a clean deal with its hands")
    hands = deal["hands"]
    seats = [s for s, h in enumerate(hands) if h]
    if how == "swap":
        a, b = seats[0], seats[1]
        hands[a], hands[b] = hands[b], hands[a]
    else:
        deal["hands"] = hands[1:] + hands[:1]
    v = validate(doc)
    if v["status"] == "rejected":
        pytest.skip("hand sizes the game rejects at parse time in that order")
    got = found(v)
    assert len(got) == 1 and got[0][2] == "card_not_in_hand", got
    assert v["deals"][0]["settlement"] == clean["deals"][0]["settlement"]
