"""The format's rejections (transcript-format.md: unknown cards, a card dealt more often than the deck
holds it, every problem with its pointer), as a differential reader of the spec found them
(tests/data/diff7/spec): each problem is listed, not only the first of an event, a deal or the
players list, at the item it concerns."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from validator.engine.validate import validate

REPROS = Path(__file__).resolve().parent / "data" / "diff7" / "spec" / "repros"


def verdict(name: str) -> dict[str, Any]:
    return validate(json.loads((REPROS / name).read_text(encoding="utf-8"))["transcript"])


def pointers(v: dict[str, Any]) -> list[tuple[str, str]]:
    assert v["status"] == "rejected"
    return sorted((p["pointer"], p["code"]) for p in v["problems"])


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # codes are case-insensitive, not whitespace-tolerant (" R15" is no card)
        (
            "A1_whitespace_card.json",
            [
                ("/deals/0/events/3/card", "unknown_card"),
                ("/deals/0/events/5/card", "unknown_card"),
                ("/deals/0/hands/0/0", "unknown_card"),
                ("/deals/0/hands/1/0", "unknown_card"),
            ],
        ),
        # a bad name does not hide the deals' own problems
        (
            "A2_players_masks_all.json",
            [
                ("/deals/0/events/0/type", "unknown_event_type"),
                ("/deals/0/hands/2/0", "unknown_card"),
                ("/deals/0/trump", "unknown_field"),
                ("/players/0", "bad_players"),
            ],
        ),
        # every problem of one event
        (
            "A3_event_first_problem_only.json",
            [
                ("/deals/0/events/3/card", "unknown_card"),
                ("/deals/0/events/3/colour", "unknown_field"),
                ("/deals/0/events/3/seat", "bad_seat"),
            ],
        ),
        # hands of the wrong count still have their cards read
        (
            "A4_deal_level_masking.json",
            [
                ("/deals/0/hands", "bad_hands"),
                ("/deals/0/hands/0/0", "unknown_card"),
                ("/deals/1/dealer", "bad_seat"),
            ],
        ),
        # a card dealt three times, the deck holding it once: both copies too many
        (
            "C1_triple_copy_one_problem.json",
            [("/deals/0/hands/1/0", "duplicate_card"), ("/deals/0/hands/2/0", "duplicate_card")],
        ),
        ("C2_pointer_granularity.json", [("/start/totals/2", "bad_totals")]),
        ("C2b_pointer_granularity_players.json", [("/players/1", "bad_players")]),
    ],
)
def test_every_problem_at_its_own_pointer(name: str, expected: list[tuple[str, str]]) -> None:
    assert pointers(verdict(name)) == expected


def test_a_fractional_tarocchini_score_is_a_wrong_score_not_a_malformed_record() -> None:
    v = verdict("C_run_tarocchini-ottocento_ev.score.points=frac.json")
    assert v["status"] == "violations"
    assert {a["code"] for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"} == {
        "wrong_score"
    }


def test_a_bad_player_name_does_not_hide_the_deals_own_checks() -> None:
    """The seats still count with a name that is not a string, so the game's own deal checks run:
    a Rage deal without its stock is listed beside the bad name (a regression sweep, session 20)."""
    assert pointers(verdict("A2c_players_mask_talon.json")) == [
        ("/deals/0/talon", "missing_talon"),
        ("/players/1", "bad_players"),
    ]
