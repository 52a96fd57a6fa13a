"""Running totals on the score sheet (danish-tarok/15.score-sheet, galician-tarok/18.score-sheet): a total
is right by the rules or by the sheet's own arithmetic (its previous total as written plus the deal's
recorded result), so a slip in an addition carried on is reported once, at the slip."""

from __future__ import annotations

from typing import Any

import pytest

from replays.sim import danish_tarok, galician_tarok
from validator.engine.validate import validate


def with_totals(doc: dict[str, Any]) -> dict[str, Any]:
    """The simulated session with each seat's net over the session written after every deal."""
    verdict = validate(doc)
    running: dict[str, float] = {}
    for deal, result in zip(doc["deals"], verdict["deals"], strict=True):
        for k, v in result["settlement"]["expected"].items():
            if k.isdigit():
                running[k] = running.get(k, 0) + v
        deal["events"] += [
            {"type": "total", "party": int(k), "points": v} for k, v in sorted(running.items())
        ]
    return doc


SESSIONS = {
    "danish": lambda: danish_tarok.simulate(1),
    "galician": lambda: galician_tarok.simulate(2, deals=3),
}


@pytest.mark.parametrize("game", sorted(SESSIONS))
def test_a_slip_in_an_addition_is_reported_once(game: str) -> None:
    doc = with_totals(SESSIONS[game]())
    assert len(doc["deals"]) >= 3
    assert validate(doc)["status"] == "clean"
    slipped = []
    for d, deal in enumerate(doc["deals"]):
        for i, ev in enumerate(deal["events"]):
            if ev["type"] == "total" and ev["party"] == 0 and d >= 1:
                ev["points"] += 5
                slipped.append((d, i))
    verdict = validate(doc)
    found = [(a["deal"], a["event"], a["code"]) for d in verdict["deals"] for a in d["annotations"]]
    assert found == [(*slipped[0], "wrong_total")]
    # a figure that is neither the sheet's arithmetic nor the rules' is wrong again
    d, i = slipped[-1]
    doc["deals"][d]["events"][i]["points"] += 1
    verdict = validate(doc)
    found = [(a["deal"], a["event"], a["code"]) for d in verdict["deals"] for a in d["annotations"]]
    assert found == [(*slipped[0], "wrong_total"), (*slipped[-1], "wrong_total")]
