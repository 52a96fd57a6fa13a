"""tarocchini/combo.sequences, the gapless reading a sheet may follow (session 24).

«Каждая последовательность требует не менее трех карт»: a "sequence" reads to many as cards in a row,
so K Q N counts and K N J does not; the engine's figure takes the table's minimum as written («Король
и как минимум две фигурные карты одной масти»: K N J is three). Blind readers split (tarocchini,
tarocchini5, 6, 9 and 23 first counted without gaps), so an Ottocento sheet that fits the runs
without gaps is right too, the deal read by the reading its sheet fits best; not once the session has
shown the other reading (a deal whose sheet fits gaps and not their absence, or a run with a gap
declared), and not on a Terziglio sheet, whose game points in steps of 50 would let it explain a
slip in the rounding."""

from __future__ import annotations

import json
from pathlib import Path

from validator.engine.games.tarocchini import tables as T
from validator.engine.validate import validate

AUDIT = Path(__file__).parent / "data" / "audit"


def test_runs_without_gaps() -> None:
    L, G = T.sequence_length, T.GAPLESS
    assert L("suit", {"KC", "NC", "JC"}, "C") == 3  # the engine's figure
    assert L("suit", {"KC", "NC", "JC"}, "C", G) == 0  # a gap after the King
    assert L("suit", {"KC", "QC", "NC"}, "C", G) == 3
    assert L("suit", {"KC", "QC", "NC", "JC", "1C"}, "C", G) == 5  # the Ace after the Jack
    assert L("suit", {"KC", "QC", "NC", "1C"}, "C", G) == 4 - 1  # no Jack: the Ace does not follow
    assert L("suit", {"KC", "T0", "NC", "JC"}, "C", G) == 4  # the Bagatto for the Queen
    # the least run is K Q N, one of Q and N real: K + two contatori starts none (tarocchini-gapless)
    assert L("suit", {"KC", "T0", "MATTO", "JC"}, "C", G) == 0
    assert L("suit", {"KC", "QC", "T0", "MATTO", "1C"}, "C", G) == 5  # then two in a row go on
    assert L("suit", {"KC", "T0", "MATTO"}, "C", G) == 0  # no real court card
    assert L("trumps", {"T20", "T19", "T17"}) == 3
    assert L("trumps", {"T20", "T19", "T17"}, None, G) == 0  # no Sun
    assert L("trumps", {"T20", "T19", "T18", "T17", "T16"}, None, G) == 5
    assert L("trumps", {"T20", "T19", "T0", "T17", "T16"}, None, G) == 5  # the Bagatto for the Sun
    assert L("trumps", {"T20", "T19", "T0", "MATTO"}, None, G) == 3  # two contatori in a row end it
    assert L("trumps", {"T20", "T19", "T18", "T0", "MATTO"}, None, G) == 5  # the Moon and the 16
    item: dict[str, object] = {"kind": "sequence", "of": "suit", "suit": "C", "length": 3}
    assert T.holds_item(item, {"KC", "NC", "JC"}) and not T.holds_item(item, {"KC", "NC", "JC"}, reading=G)


def test_an_ottocento_sheet_written_without_gaps_is_right() -> None:
    """tarocchini/o1-clean.json: the recorder counted the runs without gaps; its sheet fits that
    reading (computed says so), and one point off it is still a wrong score."""
    doc = json.loads((AUDIT / "tarocchini" / "o1-clean.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert v["status"] == "clean"
    assert v["deals"][0]["computed"].get(T.GAPLESS_KEY) is True
    score = next(e for e in doc["deals"][0]["events"] if e["type"] == "score")
    score["points"] += 5
    v = validate(doc)
    found = [(a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert ("wrong_score" in {c for _, c in found}) and all(
        c in ("wrong_score", "wrong_total") for _, c in found
    )


def test_a_terziglio_sheet_is_judged_by_the_engines_runs() -> None:
    """tarocchini12/12: the planted slip (498 points rounded down to 9 game points) is what the runs
    without gaps would give (478); a Terziglio sheet is not read so, and the slip is found."""
    doc = json.loads((AUDIT / "tarocchini12" / "12-terz-wrong-game-points.json").read_text(encoding="utf-8"))
    v = validate(doc)
    found = [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert found == [(1, 64, "wrong_score")]


def test_a_terziglio_sheet_read_without_gaps_is_right_where_the_winner_differs() -> None:
    """tarocchini/combo.sequences (tarocchini-spec2 S1): counted without gaps the declarer wins 194 to
    179 (3 game points, the sheet's 0/3/0); with gaps each K + contatore + J is a run and the
    opponents win. A winner changed is no rounding slip, so the sheet is right; a game point more
    for the same winner is still wrong."""
    path = Path(__file__).parent / "data/audit/tarocchini-spec2/probe-terz-gapless-5025.json.txt"
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = validate(doc)
    assert v["status"] == "clean"
    assert v["deals"][0]["computed"][T.GAPLESS_KEY] is True
    # ... and the verdict says so in words (terziglio-sim-wide remark)
    assert any("reading the runs without gaps" in u for u in v["deals"][0]["unchecked"])
    for ev in doc["deals"][0]["events"]:
        if ev["type"] in ("score", "total") and ev["party"] == 1:
            ev["points"] = 4
    found = [
        (a["event"], a["code"])
        for a in validate(doc)["deals"][0]["annotations"]
        if a["severity"] == "violation"
    ]
    assert found == [(66, "wrong_score")]  # the total follows the score: the sheet's arithmetic
