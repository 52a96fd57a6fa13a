"""Ulti deals the record stops short of (ulti/ruling.play-stops): each goal is scored on its own, so
a goal already decided is paid whatever the tricks not recorded would have done to the others, and
its payment is checked; goals still open, silent bonuses and a contra level that may still rise are
not. Records are the simulator's legal deals cut after a given card, with the payments the whole
deal produced."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from replays.sim.ulti import simulate
from validator.engine.validate import validate


def cut(seed: int, cards: int, **opts: Any) -> dict[str, Any]:
    """Seed ``seed``'s deal kept up to its ``cards``-th card, then every payment it produced."""
    t = simulate(seed, deals=1, **opts)
    events = t["deals"][0]["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    payments = [e for e in events if e["type"] == "payment"]
    assert payments
    t["deals"][0]["events"] = events[: plays[cards - 1] + 1] + payments
    return t


def violations(v: dict[str, Any]) -> list[tuple[int | None, str]]:
    assert v["status"] != "rejected", v.get("problems")
    return [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]


def first_payment(t: dict[str, Any], reason: str) -> int:
    return next(
        i
        for i, e in enumerate(t["deals"][0]["events"])
        if e["type"] == "payment" and e.get("reason") == reason
    )


def test_decided_goal_is_paid_while_another_is_open() -> None:
    """Seed 21: durchmarsch lost by the 9th card, ulti lost with its seven laid away in the talon,
    40-100 still open. The real payments pass;
    a wrong durchmarsch payment is found at its own event, the open goals' payments are not judged."""
    t = cut(21, 9)
    v = validate(t)
    computed = v["deals"][0]["computed"]
    assert computed["open_goals"] == ["40-100"]
    assert [g["goal"] for g in computed["goals"]] == ["ulti", "ulti-penalty", "durchmarsch"]
    assert violations(v) == []
    incomplete = [a for a in v["deals"][0]["annotations"] if a["code"] == "incomplete_play"]
    assert incomplete[0]["evidence"]["open_goals"] == ["40-100"]

    wrong = copy.deepcopy(t)
    i = first_payment(wrong, "durchmarsch")
    wrong["deals"][0]["events"][i]["amount"] += 1
    assert violations(validate(wrong)) == [(i, "wrong_payment")]

    open_goal = copy.deepcopy(t)
    j = first_payment(open_goal, "40-100")
    open_goal["deals"][0]["events"][j]["amount"] += 1  # 40-100 may yet be made: not judged
    assert violations(validate(open_goal)) == []


def test_decided_goal_missing_its_payment() -> None:
    """A sheet that writes its payments' reasons but leaves out a decided goal's: missing_payment."""
    t = cut(21, 9)
    events = t["deals"][0]["events"]
    t["deals"][0]["events"] = [
        e for e in events if not (e["type"] == "payment" and e["reason"] == "durchmarsch")
    ]
    assert [c for _, c in violations(validate(t))] == ["missing_payment", "missing_payment"]


def test_contra_level_still_open_after_the_first_trick() -> None:
    """ulti/contra.levels: seed 3's durchmarsch is contra'd and lost in the first trick; cut before
    the second is led, a recontra may still come, so its payment is not judged; one card later it is."""
    t = cut(3, 3)
    v = validate(t)
    assert v["deals"][0]["computed"]["contra"] == {"durchmarsch": {"1": 2, "2": 2}}
    i = first_payment(t, "durchmarsch")
    t["deals"][0]["events"][i]["amount"] += 1
    assert violations(validate(t)) == []
    later = cut(3, 4)
    later["deals"][0]["events"][first_payment(later, "durchmarsch")]["amount"] += 1
    assert violations(validate(later)) == [(first_payment(later, "durchmarsch"), "wrong_payment")]


def test_trump_seven_in_the_last_trick_begun_keeps_ulti_open() -> None:
    """Seed 466 (open_durchmarsch_trump_points 12): the declarer's seven is in the tenth trick the
    record stops inside; his ulti is won there, not lost, and the real payments pass."""
    assert violations(validate(cut(466, 29, open_durchmarsch_trump_points=12))) == []


def repro(name: str) -> dict[str, Any]:
    path = Path(__file__).parent / "data/diff8/playonly-cut-ulti/repros" / name
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["transcript"]
    return doc


def test_play_only_cut_40_100_is_not_lost_while_the_pair_may_be_held() -> None:
    """ulti/ruling.play-stops (diff8 playonly-cut-ulti A1): in a play-only record cut short the
    declarer's unplayed cards are unknown, so the trump 40 may still be his; 40-100 is lost only if
    he cannot reach 100 even with it - the deal's real payments are not wrong."""
    assert violations(validate(repro("A1b_wrong_payment_on_real_payments.json"))) == []


def test_ulti_is_lost_once_the_seven_is_laid_away() -> None:
    """ulti/ruling.play-stops (diff8 playonly-cut-ulti A4): the trump seven in the talon takes no last
    trick: ulti is decided (lost) however the record stops."""
    v = validate(repro("A4_ulti_seven_discarded_not_decided.json"))
    assert "ulti" not in (v["deals"][0]["computed"].get("open_goals") or [])
    assert any(g["goal"] == "ulti" and g["won"] is False for g in v["deals"][0]["computed"]["goals"])


AUDIT15 = Path(__file__).parent / "data/audit/ulti-spec15"


def test_a_claim_whose_endings_differ_is_judged_by_the_ending_its_payments_fit() -> None:
    """ulti/ruling.play-stops (ulti-spec15 a1): the party still open after trick 8, the two legal
    endings pay +1 or -1 between each defender and the declarer: the payments of either are right,
    a payment neither gives (2 from one defender) is reported at itself."""
    doc = json.loads((AUDIT15 / "claim-differs.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert v["status"] == "clean" and v["deals"][0]["settlement"]["difference"] == {}
    assert any("pay in 2 ways" in u for u in v["deals"][0]["unchecked"])
    wrong = json.loads((AUDIT15 / "claim-differs-wrong.json").read_text(encoding="utf-8"))
    assert violations(validate(wrong)) == [(30, "wrong_payment")]


def test_a_session_total_has_no_difference_for_a_deal_the_rules_cannot_settle() -> None:
    """ulti/play.tricks (ulti-spec15 a2): a deal left open (or without its auction) has no result by
    the rules, so the session shows the sheet's figures without a difference; the slip after it is
    reported once, at its total."""
    for name, found in (
        ("totals-claim-open.json", []),
        ("totals-claim-open-wrong.json", [(36, "wrong_total")]),
    ):
        v = validate(json.loads((AUDIT15 / name).read_text(encoding="utf-8")))
        assert violations(v) == found
        assert v["session"]["totals"]["expected"] == {} and v["session"]["totals"]["difference"] == {}
    v = validate(json.loads((AUDIT15 / "po-no-auction.json").read_text(encoding="utf-8")))
    assert v["session"]["totals"]["difference"] == {}
