"""Records on which the engine once failed (found by bench/crash_hunt.py, one edited record each):
each is replayed to a verdict, never an ``engine_error``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from validator.engine.validate import validate

CASES = sorted((Path(__file__).parent / "data" / "crash").glob("*.json"))


@pytest.mark.parametrize("path", CASES, ids=[p.stem for p in CASES])
def test_the_engine_replays_a_record_it_once_failed_on(path: Path) -> None:
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    assert v["status"] in ("clean", "violations"), v.get("problems")
    assert "engine_error" not in {p["code"] for p in v.get("problems", [])}


def test_rage_a_stood_card_and_an_unnamed_joker_in_the_last_trick() -> None:
    """rage/trick.card-in-hand with rage/action.wild: the round's last trick read with the card a card
    not in hand stood for as written (the sheet fits it) also held a joker without its colour; the
    joker's readings were of the other table, so the trick stays as the sheet read it (a KeyError in
    Round.settle_wild before)."""
    path = Path(__file__).parent / "data" / "crash" / "rage-stood-card-and-unnamed-joker-in-last-trick.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    assert v["status"] == "violations"
    assert v["summary"]["by_code"].get("card_not_in_hand")


def test_ulti_a_card_taken_back_whose_replacement_closes_the_trick() -> None:
    """ulti/play.turn: a seat's second card to a trick, its first played again later (a take-back),
    whose new card comes in another seat's turn whose line is read as left out: that line and the
    new card close the trick, so there is no last card to move into the taken-back card's place (an
    IndexError in DealState.play_card before; the same guard in Rage, Danish Tarok, Tarocchini)."""
    path = (
        Path(__file__).parent / "data" / "crash" / "ulti-take-back-then-a-line-left-out-closes-the-trick.json"
    )
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    found = [(a["event"], a["code"]) for a in v["deals"][0]["annotations"] if a["severity"] == "violation"]
    assert found == [(26, "out_of_turn"), (27, "out_of_turn")]
