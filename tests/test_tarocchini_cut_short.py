"""Tarocchini sessions with a deal the record stops short of (differential audit 7,
tests/data/diff7/tarocchini-cut): the cut deal's result lies in the part left out, so the running
totals are open after it (tarocchini/deal.incomplete), the game to 800 is still followed
(tarocchini/ottocento.game), an auction cut short is no missing bid (tarocchini/terziglio.auction),
and what the kept part fixes — the declarations of a deal cut in the play — is checked
(tarocchini/ottocento.score). Records are the audit's repros: simulated sessions, cut."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import records
from records import violations

from validator.engine.validate import validate


def repro(name: str) -> dict[str, Any]:
    return records.repro("diff7/tarocchini-cut", name)


def computed(doc: dict[str, Any], deal: int) -> dict[str, Any]:
    out: dict[str, Any] = validate(doc)["deals"][deal]["computed"]
    return out


def total_at(doc: dict[str, Any], deal: int, party: Any) -> int:
    events = doc["deals"][deal]["events"]
    return next(i for i, e in enumerate(events) if e["type"] == "total" and e["party"] == party)


def test_a1_totals_after_a_cut_deal_start_from_the_sheet() -> None:
    """A1: Terziglio deal 2 is cut after two bids; deal 3's totals include its result, which the
    record does not hold: they are the new start, not a wrong_total against the cut deal as 0."""
    doc = repro("A1")
    assert violations(doc) == []
    assert computed(doc, 3)["totals"] is None  # the rules' totals are unknown from the cut on


def test_a1_a_slip_after_the_cut_is_reported_once() -> None:
    """diff7 C1 (the engine's reading): after a cut deal the first total written is the new start;
    a later total that breaks the sheet's addition is a wrong_total, and a total after it that is
    right counted from the new start is not flagged again."""
    doc = repro("C1")
    found = violations(doc)
    assert found == [(2, 62, "wrong_total")], found


def test_a2_new_game_when_a_written_total_reaches_800() -> None:
    """A2: Ottocento deal 0 cut; deal 2's written totals reach 800 (881): the game is over and
    deal 3 is written from 0."""
    doc = repro("A2")
    assert violations(doc) == []
    assert computed(doc, 2)["game_won_by"] == "team1"
    at = total_at(doc, 3, "team0")
    doc["deals"][3]["events"][at]["points"] += 7
    assert violations(doc) == [(3, at, "wrong_total")]


def test_a3_cut_deal_decided_on_declarations_ends_the_game() -> None:
    """A3: start [798, 497]; team0 declares 10 and the deal is cut in the play: the game is won on
    the declarations (SRC:105 "выиграть на объявлениях возможно"), the next deal starts from 0."""
    doc = repro("A3")
    assert violations(doc) == []
    assert computed(doc, 0)["game_won_by"] == "team0"
    assert computed(doc, 1)["totals"] == {"team0": 141, "team1": 111}


def test_a4_auction_cut_short_is_no_missing_bid() -> None:
    """A4: a Terziglio record that stops after "pass, pass": the dealer's call is in the part left
    out; the deal is incomplete (warning), nobody missed a bid."""
    doc = repro("A4")
    assert violations(doc) == []
    codes = [a["code"] for a in validate(doc)["deals"][1]["annotations"]]
    assert codes == ["incomplete_deal"]


def test_a5_complete_deal_after_a_cut_deal_is_read_as_in_the_full_record() -> None:
    """A5: Terziglio deal 2 is complete and its sheet takes the odd pair's point off the declarer's
    side (tarocchini/score.card-points: right too). After the cut deal 1 it was a wrong_score; and a
    total wrong on its own does not decide the reading of the deal's score."""
    doc = repro("A5")
    assert violations(doc) == []
    # the cut deal writes totals (the new start): deal 2's totals are checked from them
    scores = {e["party"]: e["points"] for e in doc["deals"][2]["events"] if e["type"] == "score"}
    after = {e["party"]: e["points"] for e in doc["deals"][2]["events"] if e["type"] == "total"}
    doc["deals"][1]["events"] += [
        {"type": "total", "party": s, "points": after[s] - scores[s]} for s in range(3)
    ]
    assert violations(doc) == []
    at = total_at(doc, 2, 0)
    doc["deals"][2]["events"][at]["points"] += 7
    assert violations(doc) == [(2, at, "wrong_total")]


def test_a6_declarations_score_of_a_cut_deal_is_checked() -> None:
    """A6: Ottocento deal cut in the play, its sheet kept: the declarations are over and fixed, so
    the score written for reason "declarations" (22, the rules give 12) is a wrong_score; the total
    that counts the declarations as the rules give them is not flagged again."""
    doc = repro("A6")
    found = violations(doc)
    assert found == [(0, 8, "wrong_score")], found
    doc["deals"][0]["events"][8]["points"] = 12  # as simulated
    assert violations(doc) == []


@pytest.mark.parametrize(
    ("name", "found"),
    [
        ("ot-2a-endings-differ-one-matches.json", []),
        ("ot-2b-endings-differ-none-matches.json", [(0, 58, "wrong_score")]),
        ("tz-2a-endings-differ-one-matches.json", []),
        ("tz-2b-endings-differ-none-matches.json", [(0, 57, "wrong_score"), (0, 58, "wrong_score")]),
    ],
)
def test_a_cut_deal_whose_endings_differ_is_played_out_by_the_one_its_scores_fit(
    name: str, found: list[tuple[int, int, str]]
) -> None:
    """tarocchini/deal.incomplete (claims2 A3, A4): two tricks left, the endings score the deal in
    different ways: the sheet's scores of one ending are right (the deal played out by it), a score
    no ending gives is wrong by every one, reported against the nearest."""
    doc = json.loads((Path(__file__).parent / "data/audit/claims2" / name).read_text(encoding="utf-8"))
    v = validate(doc)
    got = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert got == found
    assert any("different ways" in u for u in v["deals"][0]["unchecked"])
