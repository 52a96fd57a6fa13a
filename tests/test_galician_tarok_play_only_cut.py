"""Galician Tarok play-only records ("hands": null) that stop early: the diff8 playonly-cut audit's
repros (tests/data/diff8/playonly-cut/repros). A fault is reported where the record proves it, and
nothing the missing part could make right is called wrong."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from records import repro, violations

from validator.engine.validate import validate

REPROS = Path(__file__).parent / "data" / "diff8" / "playonly-cut" / "repros"


def _run(name: str) -> dict[str, Any]:
    return validate(json.loads((REPROS / name).read_text())["transcript"])


def _codes(v: dict[str, Any], deal: int, event: int | None) -> set[str]:
    return {
        a["code"]
        for a in v["deals"][deal]["annotations"]
        if a["event"] == event and a["severity"] == "violation"
    }


def test_a2_tarock_count_ruled_out_by_all_plays() -> None:
    v = _run("A2_wrong_tarock_count_complete.json")
    hit = [a for a in v["deals"][2]["annotations"] if a["code"] == "wrong_tarock_count"]
    assert [a["event"] for a in hit] == [8]
    assert hit[0]["evidence"]["held_at_most"] == 6
    assert hit[0]["penalty"] is not None


def test_a2_tarock_count_ruled_out_in_cut_deal() -> None:
    v = _run("A2b_wrong_tarock_count_cut.json")
    assert "wrong_tarock_count" in _codes(v, 2, 7)


def test_a1_revoke_proven_by_take_in_cut_deal() -> None:
    v = _run("A1_revoke_proven_by_take_cut.json")
    assert "revoke" in _codes(v, 0, 10)


def test_a1_revoke_proven_by_take_in_complete_deal() -> None:
    v = _run("A1b_revoke_proven_by_take_complete.json")
    hit = [a for a in v["deals"][0]["annotations"] if a["code"] == "revoke"]
    assert [a["event"] for a in hit] == [33]
    assert hit[0]["evidence"]["held"] == ["ND"]


def test_a3_cut_auction_at_five_does_not_guess_the_sitter() -> None:
    v = _run("A3_wrong_sitter_cut_auction.json")
    bad = {a["code"] for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"}
    assert not bad & {"wrong_sitter", "out_of_turn"}


def test_a3_guess_does_not_reach_the_next_deal() -> None:
    v = _run("A3b_wrong_sitter_propagates.json")
    bad = {a["code"] for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"}
    assert "wrong_sitter" not in bad


def test_a3_sitter_lets_the_first_caller_be_forehand() -> None:
    v = _run("A3c_first_caller_is_forehand.json")
    assert "out_of_turn" not in _codes(v, 0, 0)


def test_a4_money_the_pool_content_does_not_touch_is_judged_after_a_cut_deal() -> None:
    """galician-tarok/14.counting, 27.pool (diff8 A4): after a deal whose result is open, a payment
    between the pool and a seat is left unjudged only where it rests on the pool's content (a stake
    founding it, an ultimo's pool) or that seat writes a pool payment without a reason; a helper's
    share of his win and the dealer's fee are judged."""
    assert violations(repro("diff8/playonly-cut", "A4_later_pool_share_unchecked")) == [
        (1, 53, "wrong_payment")
    ]
    assert violations(repro("diff8/playonly-cut", "A4c_later_pool_deal_unchecked")) == [
        (2, 46, "wrong_payment")
    ]


def test_a4_the_pools_score_after_a_cut_deal_is_right_with_or_without_the_stakes() -> None:
    """galician-tarok/18.score-sheet (diff8 A4): a later deal's pool score, no ultimo in it, is what
    the rules give with or without every seat's stake founding the pool; 7 more is neither."""
    assert violations(repro("diff8/playonly-cut", "A4d_later_score_unchecked")) == [(2, 52, "wrong_score")]


def _record(third_plays: str) -> dict:
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"defend_pool": "required"},
        "players": ["A", "B", "C"],
        "deals": [
            {
                "dealer": 1,
                "hands": None,
                "talon": None,
                "events": [
                    {"type": "bid", "seat": 2, "bid": "pass_volat"},
                    {"type": "bid", "seat": 0, "bid": "three"},
                    {"type": "bid", "seat": 1, "bid": "pass"},
                    {"type": "announce", "seat": 0, "items": []},
                    {"type": "play", "seat": 2, "card": "T5"},
                    {"type": "play", "seat": 0, "card": "T9"},
                    {"type": "play", "seat": 1, "card": third_plays},
                ],
            }
        ],
    }


def test_play_only_passer_who_plays_the_pagat_held_it_in_the_auction() -> None:
    """gd-po2 P1, P2: a pass is final, so a passer buys nothing: the pagat he plays he held when he
    called. 'pass volat' by such a seat is illegal_bid (28.pass-volat), and a third player who plays
    it is exempt from defending the pool (28.defend-pool), hands unknown and the record cut short."""
    exempt = validate(_record("T1"))
    assert [
        (a["event"], a["code"]) for a in exempt["deals"][0]["annotations"] if a["severity"] == "violation"
    ] == []
    bound = validate(_record("T2"))
    found = [
        (a["event"], a["code"], a["rule"])
        for a in bound["deals"][0]["annotations"]
        if a["severity"] == "violation"
    ]
    assert found == [(2, "illegal_bid", "galician-tarok/28.defend-pool")]
    volat = _record("T2")
    volat["deals"][0]["events"][4]["card"] = "T1"  # the forehand who said 'pass volat' plays the pagat
    found = [
        (a["event"], a["rule"])
        for a in validate(volat)["deals"][0]["annotations"]
        if a["code"] == "illegal_bid"
    ]
    assert (0, "galician-tarok/28.pass-volat") in found


def test_a_cut_short_play_only_deal_is_settled_over_every_holding_its_plays_allow() -> None:
    """galician-tarok/14.counting (gd-spec16 a2): hands not recorded, the record stops two tricks early;
    the six cards nobody played can lie only so (each seat's count, the voids the plays showed) that
    every legal ending gives the player both tricks, so the deal is settled and its payments judged."""
    path = Path(__file__).parent / "data/audit/gd-spec16/06_playonly_cut_renonce_unprovable.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = validate(doc)
    assert v["status"] == "clean"
    deal = v["deals"][0]
    assert deal["settlement"]["expected"] == deal["settlement"]["recorded"]
    assert any("every legal way to play them settles the deal alike" in u for u in deal["unchecked"])
    doc["deals"][0]["events"][41]["amount"] = 36  # (the game is 39 from each helper)
    assert (0, 41, "wrong_payment") in violations(doc)
