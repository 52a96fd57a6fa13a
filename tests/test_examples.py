"""Every bundled example (``examples/<game>/*.json``, what ``arbiter demo`` validates) gives the
verdict its name promises: clean, or exactly the one planted violation at its deal and event."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from validator.engine.validate import validate

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"

# file -> the (deal, event, code) of every annotation, in verdict order; [] means clean
EXPECTED: dict[str, list[tuple[int, int, str]]] = {
    "danish-tarok/clean.json": [],
    "danish-tarok/illegal-skat.json": [(0, 8, "illegal_skat")],
    "danish-tarok/revoke.json": [(0, 13, "revoke")],
    "danish-tarok/wrong-payment.json": [(0, 7, "wrong_payment")],
    "galician-tarok/clean.json": [],
    "galician-tarok/revoke.json": [(1, 11, "revoke")],
    "galician-tarok/szpricer.json": [],
    "galician-tarok/wrong-payment.json": [(0, 49, "wrong_payment")],
    "rage/clean.json": [],
    "rage/revoke.json": [(6, 5, "revoke")],
    "rage/wrong-score.json": [(6, 26, "wrong_score")],
    "tarocchini-ottocento/clean.json": [],
    "tarocchini-ottocento/revoke.json": [(0, 11, "revoke")],
    "tarocchini-ottocento/wrong-score.json": [(0, 66, "wrong_score")],
    "tarocchini-terziglio/clean.json": [],
    "tarocchini-terziglio/illegal-bid.json": [(0, 1, "illegal_bid")],
    "ulti/clean-no-trump.json": [],
    "ulti/clean-trump.json": [],
    "ulti/failure-to-overtake.json": [(0, 19, "failure_to_overtake")],
    "ulti/wrong-settlement.json": [(0, 49, "wrong_payment")],
}


def test_every_example_is_listed() -> None:
    assert {f"{p.parent.name}/{p.name}" for p in EXAMPLES.glob("*/*.json")} == set(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_example_verdict(name: str) -> None:
    v = validate(json.loads((EXAMPLES / name).read_text(encoding="utf-8")))
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert found == EXPECTED[name]
    assert v["status"] == ("violations" if EXPECTED[name] else "clean")
    if not EXPECTED[name]:
        assert all(not d["settlement"].get("difference") for d in v["deals"])
