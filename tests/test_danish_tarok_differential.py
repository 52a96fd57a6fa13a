"""Danish Tarok: what a differential reader found (tests/data/diff2/danish/REPORT.md), each as the
rule it breaks: a fee paid by the wrong seat is not the next dealer's fee paid early
(danish-tarok/15.deal-fee); a score on a deal redealt before the first card is checked
(danish-tarok/15.score-sheet); a declaration of fewer than ten trumps is a false one, not a
malformed record (danish-tarok/14.declarations)."""

from __future__ import annotations

import copy
from typing import Any

from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate


def found(doc: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    v = validate(doc)
    assert v["status"] != "rejected", v.get("problems")
    return [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def fees(deal: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for e in deal["events"] if e.get("reason") == "deal_fee"]


def test_next_dealers_fee_is_taken_early_only_after_the_last_card_and_before_his_deal() -> None:
    doc = simulate(42, players=3)
    assert found(doc) == []
    # at the end of the deal before his, both halves: §17 "when all payments have been made"
    early = copy.deepcopy(doc)
    for k in range(1, len(early["deals"])):
        moved = fees(early["deals"][k])
        early["deals"][k]["events"] = [e for e in early["deals"][k]["events"] if e not in moved]
        early["deals"][k - 1]["events"] += moved
    assert found(early) == []
    # before the deal's skat, all payments have not been made: not his fee but two payments too many
    before = copy.deepcopy(doc)
    moved = fees(before["deals"][1])
    before["deals"][1]["events"] = [e for e in before["deals"][1]["events"] if e not in moved]
    at = next(i for i, e in enumerate(before["deals"][0]["events"]) if e["type"] == "discard")
    before["deals"][0]["events"][at:at] = moved
    assert found(before) == [
        (0, at, "unexpected_payment"),
        (0, at + 1, "unexpected_payment"),
        (1, None, "missing_payment"),
        (1, None, "missing_payment"),
    ]
    # the record's last deal: no deal of the next dealer's for a fee to be paid for
    last = copy.deepcopy(doc)
    end = last["deals"][-1]
    nxt = (end["dealer"] + 1) % 3
    end["events"] += [
        {"type": "payment", "from": nxt, "to": p, "amount": 5, "reason": "deal_fee"}
        for p in ("pagat_pool", "king_pool")
    ]
    k = len(end["events"])
    assert found(last) == [
        (len(last["deals"]) - 1, k - 2, "unexpected_payment"),
        (len(last["deals"]) - 1, k - 1, "unexpected_payment"),
    ]
    # this deal's own fee paid by the next dealer: the wrong seat, not an early fee
    wrong = copy.deepcopy(doc)
    end = wrong["deals"][-1]
    fee = next(e for e in fees(end) if e["to"] == "king_pool")
    fee["from"] = nxt
    i = end["events"].index(fee)
    assert found(wrong) == [
        (len(wrong["deals"]) - 1, i, "unexpected_payment"),
        (len(wrong["deals"]) - 1, None, "missing_payment"),
    ]


def test_score_of_a_deal_redealt_before_the_first_card_is_checked() -> None:
    doc = simulate(21, players=3)  # deal 0 is redealt
    assert any(e["type"] == "redeal" for e in doc["deals"][0]["events"])
    zero = copy.deepcopy(doc)
    zero["deals"][0]["events"] += [{"type": "score", "party": s, "points": 0} for s in range(3)]
    assert found(zero) == []
    wrong = copy.deepcopy(zero)
    wrong["deals"][0]["events"][-3]["points"] = 35
    assert found(wrong) == [(0, len(wrong["deals"][0]["events"]) - 3, "wrong_score")]


def test_nine_trumps_declared_is_a_false_declaration() -> None:
    doc = simulate(0, players=3)
    deal = doc["deals"][0]
    k, ev = next(
        (k, e)
        for k, e in enumerate(deal["events"])
        if e["type"] == "declare" and any(i["kind"] == "trumps" for i in e["items"])
    )
    bad = copy.deepcopy(doc)
    for item in bad["deals"][0]["events"][k]["items"]:
        if item["kind"] == "trumps":
            item["count"] = 9
    codes = found(bad)
    assert (0, k, "false_declaration") in codes
    assert all(
        c in ("false_declaration", "missing_declaration", "unexpected_payment", "missing_payment")
        for _, _, c in codes
    )
