"""ulti/score.session: running totals written on the sheet (the format's generic `total` event)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from validator.engine.validate import validate

EXAMPLE = Path(__file__).parent.parent / "examples" / "ulti" / "clean-trump.json"


def session(
    totals: list[list[int]], *, payments: bool = True, start: list[int] | None = None
) -> dict[str, Any]:
    """The example deal, once per row of running totals (the dealer rotating), each followed by its row.
    (The sessions of several deals are the blind audit's: tests/data/audit/ulti3.)"""
    doc = json.loads(EXAMPLE.read_text(encoding="utf-8"))
    one = doc["deals"][0]
    if not payments:
        one["events"] = [e for e in one["events"] if e["type"] != "payment"]
    deals = []
    for k, row in enumerate(totals):
        deal = copy.deepcopy(one)
        deal["dealer"] = (one["dealer"] + k) % 3
        deal["events"] += [{"type": "total", "party": s, "points": p} for s, p in enumerate(row)]
        deals.append(deal)
    doc["deals"] = deals
    if start is not None:
        doc["start"] = {"totals": start}
    return doc


def wrong_totals(v: dict[str, Any]) -> list[tuple[int, int, int, float]]:
    return [
        (a["deal"], a["event"], a["seat"], a["evidence"]["expected"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["code"] == "wrong_total"
    ]


def test_totals_that_add_up_are_clean() -> None:
    first = validate(session([[0, 0, 0]]))
    net = first["deals"][0]["settlement"]["expected"]
    row1 = [net[str(s)] for s in range(3)]
    v = validate(session([row1]))
    assert v["status"] == "clean", wrong_totals(v)


def test_a_wrong_total_is_annotated_at_its_event() -> None:
    net = validate(session([[0, 0, 0]]))["deals"][0]["settlement"]["expected"]
    row = [net[str(s)] for s in range(3)]
    bad = [row[0], row[1] + 1, row[2]]
    doc = session([bad])
    v = validate(doc)
    at = len(doc["deals"][0]["events"]) - 2  # the second of the three totals
    assert wrong_totals(v) == [(0, at, 1, row[1])]
    a = v["deals"][0]["annotations"][0]
    assert a["rule"] == "ulti/score.session" and a["severity"] == "violation"


def test_a_slip_in_an_addition_is_reported_once() -> None:
    """The blind audit's three-deal session (ulti3 t15): Béla's total after deal 1 is written -11 for -13.
    His total after deal 2 (net +10) may build on the slip (-1, the sheet's arithmetic) or be the total
    the payments add up to (-3); any other figure is wrong again."""
    doc = json.loads((Path(__file__).parent / "data/audit/ulti3/t15_session_wrong_total.json").read_text())
    slip = (1, 39, 1, -13)
    for written, found in ((-3, [slip]), (-1, [slip]), (-2, [slip, (2, 48, 1, -1)])):
        doc["deals"][2]["events"][48]["points"] = written
        assert wrong_totals(validate(doc)) == found, written


def test_totals_carry_from_start_and_from_the_recorded_payments() -> None:
    net = validate(session([[0, 0, 0]]))["deals"][0]["settlement"]["expected"]
    row = [100 + net[str(s)] for s in range(3)]
    assert validate(session([row], start=[100, 100, 100]))["status"] == "clean"
    # without payments in the record, the rules' settlement makes the total
    assert validate(session([row], start=[100, 100, 100], payments=False))["status"] == "clean"
    # a sheet that forgot the carried-in totals is wrong for every seat
    v = validate(session([row]))
    assert [(s, want) for _, _, s, want in wrong_totals(v)] == [(s, row[s] - 100) for s in range(3)]


def test_a_total_names_a_seat() -> None:
    doc = session([[0, 0, 0]])
    doc["deals"][0]["events"][-1]["party"] = "team0"
    v = validate(doc)
    assert v["status"] == "rejected"
    assert any(p["code"] == "bad_party" for p in v["problems"])


def with_scores(delta: int = 0, *, payments: bool = False) -> tuple[dict[str, Any], list[int]]:
    """The example deal with each seat's net written as a score (seat 1's off by ``delta``)."""
    net = validate(session([[0, 0, 0]]))["deals"][0]["settlement"]["expected"]
    doc = session([], payments=payments)
    deal = json.loads(EXAMPLE.read_text(encoding="utf-8"))["deals"][0]
    if not payments:
        deal["events"] = [e for e in deal["events"] if e["type"] != "payment"]
    deal["events"] += [
        {"type": "score", "party": s, "points": net[str(s)] + (delta if s == 1 else 0)} for s in range(3)
    ]
    doc["deals"] = [deal]
    return doc, [net[str(s)] for s in range(3)]


def test_scores_written_for_the_deal_are_its_net() -> None:
    """ulti/score.sheet: a seat's score for the deal is its net in the settlement."""
    doc, _ = with_scores()
    assert validate(doc)["status"] == "clean"
    doc, net = with_scores(+2)
    v = validate(doc)
    a = [(x["event"], x["seat"], x["code"], x["rule"]) for d in v["deals"] for x in d["annotations"]]
    at = len(doc["deals"][0]["events"]) - 2
    assert a == [(at, 1, "wrong_score", "ulti/score.sheet")]
    assert v["deals"][0]["annotations"][0]["evidence"] == {"recorded": net[1] + 2, "expected": net[1]}


def test_totals_follow_the_written_scores() -> None:
    """ulti/score.session: without payments, a total adds the sheet's own scores (a wrong score is
    annotated once, not again in the total)."""
    doc, net = with_scores(+2)
    doc["deals"][0]["events"] += [
        {"type": "total", "party": s, "points": net[s] + (2 if s == 1 else 0)} for s in range(3)
    ]
    v = validate(doc)
    assert [x["code"] for d in v["deals"] for x in d["annotations"]] == ["wrong_score"]
