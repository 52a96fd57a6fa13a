"""Danish Tarok: what a differential reader found (tests/data/diff2/danish/REPORT.md), each as the
rule it breaks: a fee paid by the wrong seat is not the next dealer's fee paid early
(danish-tarok/15.deal-fee); a score on a deal redealt before the first card is checked
(danish-tarok/15.score-sheet); a declaration of fewer than ten trumps is a false one, not a
malformed record (danish-tarok/14.declarations)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from records import repro, violations

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
    # this deal's own fee paid by the next dealer: the wrong seat, not an early fee - one
    # wrong_payment at it (15.payments, diff9 danish-knockon C3)
    wrong = copy.deepcopy(doc)
    end = wrong["deals"][-1]
    fee = next(e for e in fees(end) if e["to"] == "king_pool")
    fee["from"] = nxt
    i = end["events"].index(fee)
    assert found(wrong) == [(len(wrong["deals"]) - 1, i, "wrong_payment")]


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


def cut_before(doc: dict[str, Any], deal: int, plays: int) -> tuple[dict[str, Any], list[list[str]]]:
    """Deal ``deal`` of ``doc`` kept up to its ``plays``-th card (the session ends there), and each
    seat's cards still unplayed."""
    out = copy.deepcopy(doc)
    d = out["deals"][deal]
    at = [i for i, e in enumerate(d["events"]) if e["type"] == "play"]
    d["events"] = d["events"][: at[plays]] if plays < len(at) else d["events"]
    out["deals"] = out["deals"][: deal + 1]
    played = {e["card"] for e in d["events"] if e["type"] == "play"}
    dealer_skat = {c for e in d["events"] if e["type"] == "discard" for c in e["cards"]}
    hands = [[c for c in h if c not in played and c not in dealer_skat] for h in d["hands"]]
    for e in d["events"]:
        if e["type"] == "take" and e.get("cards"):
            hands[e["seat"]] += [c for c in e["cards"] if c not in dealer_skat]
    return out, hands


def test_payments_for_tricks_left_out_are_judged_by_the_hands() -> None:
    """danish-tarok/7.deal (tests/data/diff6/danish A1, A3): a payment for the tricks a record leaves
    out stands as recorded only if the hands allow it: the Pagat lost by the seat that still has it,
    5 each; the last trick 20; card points in fives against the new dealer. Cut before the first
    card the same holds (A3: such a payment used to be unexpected)."""
    doc = simulate(7, players=3, deals=1)
    assert found(doc) == []
    pagat_at = [e["card"] for e in doc["deals"][0]["events"] if e["type"] == "play"].index("T1")
    assert pagat_at > 6
    for plays in (0, pagat_at - 1):  # before the first card; in the play, the Pagat still held
        short, hands = cut_before(doc, 0, plays)
        d = short["deals"][0]
        holder = next(s for s, h in enumerate(hands) if "T1" in h)
        other = next(s for s in range(3) if s != holder)
        new_dealer = (d["dealer"] + 1) % 3
        player = next(s for s in range(3) if s != new_dealer)
        fine = [
            {"type": "payment", "from": holder, "to": other, "amount": 5, "reason": "pagat_lost"},
            {"type": "payment", "from": other, "to": holder, "amount": 5, "reason": "pagat_trick"},
            {"type": "payment", "from": other, "to": holder, "amount": 20, "reason": "last_trick"},
            {"type": "payment", "from": player, "to": new_dealer, "amount": 10, "reason": "card_points"},
        ]
        wrong = [
            {"type": "payment", "from": other, "to": holder, "amount": 5, "reason": "pagat_lost"},
            {"type": "payment", "from": holder, "to": other, "amount": 5, "reason": "pagat_trick"},
            {"type": "payment", "from": holder, "to": "pagat_pool", "amount": 10, "reason": "pagat_lost"},
            {"type": "payment", "from": other, "to": holder, "amount": 25, "reason": "last_trick"},
            {"type": "payment", "from": player, "to": new_dealer, "amount": 7, "reason": "card_points"},
        ]
        allowed = copy.deepcopy(short)
        allowed["deals"][0]["events"] += fine
        assert [c for c in found(allowed) if c[2] != "incomplete_deal"] == [], plays
        # each alone (a payment and its reverse would read as one handed back, §18)
        for k, bad in enumerate(wrong):
            one = copy.deepcopy(short)
            one["deals"][0]["events"].append(bad)
            got = [c for c in found(one) if c[2] != "incomplete_deal"]
            assert got == [(0, len(d["events"]), "unexpected_payment")], (plays, k, got)


def test_a_king_lost_cannot_fall_due_in_the_last_trick() -> None:
    """danish-tarok/15.king-lost: not in the last trick - cut before it, a king_lost is unexpected."""
    doc = simulate(11, players=3, deals=1)  # two kings in its last trick
    short, hands = cut_before(doc, 0, 24 * 3)
    payer = next(s for s, h in enumerate(hands) if any(c.startswith("K") for c in h))
    short["deals"][0]["events"].append(
        {"type": "payment", "from": payer, "to": (payer + 1) % 3, "amount": 5, "reason": "king_lost"}
    )
    # (the forced last trick is played out and the deal settled, claims a1: the record's payments for
    # it and for card points are missing, and the 5 may be read as one of those paid wrongly; either
    # way the king_lost is not accepted)
    at = len(short["deals"][0]["events"]) - 1
    got = [c for c in found(short) if c[2] not in ("incomplete_deal", "missing_payment")]
    assert len(got) == 1 and got[0][:2] == (0, at) and got[0][2] in ("unexpected_payment", "wrong_payment")


@pytest.mark.parametrize(
    ("name", "found"),
    [
        ("A2_impossible_extra_payment_mid_play.json", (0, 31, "unexpected_payment")),
        ("A2_tout_after_losing_a_trick.json", (2, 50, "unexpected_payment")),
    ],
)
def test_play_only_cut_deal_payments_for_the_tricks_left_out_are_judged_too(name: str, found: Any) -> None:
    """danish-tarok/7.deal in a play-only record cut short (tests/data/diff8/playonly-cut-danish A2):
    the table's amounts and the tricks already taken are known without the hands (a last trick of
    25, a Tout to a seat that lost a trick); a king or the Pagat not yet played may be anyone's."""
    assert violations(repro("diff8/playonly-cut-danish", name)) == [found]
