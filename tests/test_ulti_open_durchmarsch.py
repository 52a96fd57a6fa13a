"""Ulti: open durchmarsch at 12 in a trump game (ulti/goal.open-durchmarsch-trumps, option
``open_durchmarsch_trump_points``).

"オープンドゥルヒマルシュ.赤でも赤以外でも 24 点 … 赤以外が切札のときは 12 点にする人もいます" and
"切札ありのオープンドゥルヒマルシュを 12 点にする場合,せりで,切札の有無を言わなければなりません".
The deals are two blind-audit transcripts (tests/data/audit/ulti2/): a lone open durchmarsch played
without trumps, and 40-100 with open durchmarsch, spades trumps.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from validator.engine.validate import validate

AUDIT = Path(__file__).parent / "data" / "audit" / "ulti2"
LONE = "05-open-durchmarsch-nt-single-contra.json"  # bid at event 1, "no-trump" announced at 5
WITH_40_100 = "06-40-100-open-durchmarsch-trump.json"  # open durchmarsch paid at events 38, 39


def load(name: str, points: Any) -> dict[str, Any]:
    doc = json.loads((AUDIT / name).read_text(encoding="utf-8"))
    doc["rules"] = {**doc.get("rules", {}), "open_durchmarsch_trump_points": points}
    return doc


def found(doc: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(a["event"], a["code"]) for d in validate(doc)["deals"] for a in d["annotations"]]


def test_open_durchmarsch_trumps_at_the_table_value_by_default() -> None:
    assert found(load(WITH_40_100, "table")) == []
    assert found(load(LONE, "table")) == []


def test_open_durchmarsch_trumps_is_12_in_a_trump_game() -> None:
    doc = load(WITH_40_100, 12)
    assert found(doc) == [(38, "wrong_payment"), (39, "wrong_payment")]
    for k in (38, 39):
        doc["deals"][0]["events"][k]["amount"] = 12
    assert found(doc) == []


def test_open_durchmarsch_trumps_bid_must_say_whether_trumps() -> None:
    doc = load(LONE, 12)
    got = validate(doc)["deals"][0]["annotations"]
    assert [(a["event"], a["code"], a["rule"]) for a in got] == [
        (1, "illegal_bid", "ulti/goal.open-durchmarsch-trumps")
    ]
    doc["deals"][0]["events"][1]["bid"]["trumps"] = False  # played without trumps: still 24
    assert found(doc) == []


@pytest.mark.parametrize("points", ["table", 12])
def test_a_bid_without_trumps_may_not_name_trumps(points: Any) -> None:
    doc = load(LONE, points)
    events = doc["deals"][0]["events"]
    events[1]["bid"]["trumps"] = False
    events[5]["items"] = [{"kind": "trump", "suit": "S"}]
    assert (5, "bad_trump") in found(doc)


def test_trumps_is_said_only_of_a_durchmarsch_and_never_false_with_trump_goals() -> None:
    doc = load(WITH_40_100, "table")
    doc["deals"][0]["events"][1]["bid"]["trumps"] = False
    assert (1, "illegal_bid") in found(doc)
    doc = load(WITH_40_100, "table")
    doc["deals"][0]["events"][1]["bid"] = {"goals": ["40-100"], "red": False, "trumps": True}
    assert (1, "illegal_bid") in found(doc)
    doc["deals"][0]["events"][1]["bid"]["trumps"] = "yes"
    v = validate(doc)
    assert v["status"] == "rejected"
    assert [p["pointer"] for p in v["problems"]] == ["/deals/0/events/1/bid/trumps"]
