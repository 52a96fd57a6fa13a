"""Play-only Ulti records ("hands": null) that stop early (diff8 playonly-cut-ulti A2, A3, A5): a
fault is reported where the record itself proves it, and nothing the missing part could make right
is called wrong."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from replays.sim.ulti import simulate
from validator.engine.validate import validate


def repro(name: str) -> dict[str, Any]:
    path = Path(__file__).parent / "data/diff8/playonly-cut-ulti/repros" / name
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))["transcript"]
    return doc


def violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    assert v["status"] != "rejected", v.get("problems")
    return [
        (i, a["event"], a["code"])
        for i, d in enumerate(v["deals"])
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def play_only_cut(seed: int, deal: int, cards: int) -> dict[str, Any]:
    """The simulator's session ``seed`` (1-3 deals) with every hand nulled, deal ``deal`` kept up to
    its ``cards``-th card plus every payment it produced, later deals dropped."""
    t = simulate(seed, deals=1 + seed % 3)
    t["deals"] = t["deals"][: deal + 1]
    for d in t["deals"]:
        d["hands"] = None
    events = t["deals"][deal]["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    t["deals"][deal]["events"] = events[: plays[cards - 1] + 1] + [
        e for e in events if e["type"] == "payment"
    ]
    return t


def test_reasonless_payments_of_a_decided_cut_deal_are_checked() -> None:
    """A2, seed 36: 40-100 and open durchmarsch both lost after 4 tricks, and with
    silent_bonuses_in_durchmarsch false no silent bonus can arise: the deal is decided, so its
    payments, which name no reason, are checked (60 recorded, 56 owed)."""
    t = repro("A2_reasonless_payment_not_checked.json")
    assert violations(validate(t)) == [(0, 32, "wrong_payment")]
    right = copy.deepcopy(t)
    right["deals"][0]["events"][32]["amount"] = 56
    assert violations(validate(right)) == []


def test_no_silent_durchmarsch_is_awaited_when_durchmarsch_is_bid() -> None:
    """A2, seed 320 deal 2: ulti + 40-100 + durchmarsch all lost after 5 tricks, the declarer without
    a trick. A silent durchmarsch is never scored beside a bid durchmarsch, so nothing is left open:
    the real (reasonless) payments pass and a wrong one is found."""
    t = play_only_cut(320, 2, 16)
    v = validate(t)
    assert v["deals"][2]["computed"].get("open_goals") in (None, [])
    assert violations(v) == []
    wrong = copy.deepcopy(t)
    i = next(i for i, e in enumerate(wrong["deals"][2]["events"]) if e["type"] == "payment")
    wrong["deals"][2]["events"][i]["amount"] += 1
    assert (2, i, "wrong_payment") in violations(validate(wrong))


def test_marriage_follows_the_rebuilds_placement_of_a_card_played_twice() -> None:
    """A3, seed 89: Csilla's KC (event 22) repeats Anna's (event 17); the rebuild places KC in Anna's
    hand, so her 40 (KC + QC, clubs trumps) is not false - only the repeat is the fault."""
    found = violations(validate(repro("A3_false_marriage_contradicts_own_placement.json")))
    assert (0, 22, "card_not_in_hand") in found
    assert not [f for f in found if f[2] == "false_marriage"]


def test_marriage_disproved_by_the_talon_take() -> None:
    """A5, seed 348: Anna says 20 + 20 with clubs trumps; KH was taken and kept by Csilla and QD is
    played by Béla, so only a spades pair is possible: the second 20 is false."""
    v = validate(repro("A5_false_marriage_take_record.json"))
    assert (0, 10, "false_marriage") in violations(v)
    found = [a for a in v["deals"][0]["annotations"] if a["code"] == "false_marriage"]
    assert found[0]["evidence"]["false"] == [20]


def test_40_100_is_lost_when_the_record_places_the_trump_pair_elsewhere() -> None:
    """ulti/ruling.play-stops (diff8 A1 refined, the A2 counts): 40-100 counts the trump 40 the
    declarer's unplayed cards may hold, but not when the record places its K or Q in another hand.
    Seed 44, cut after 10 cards: 40-100 is lost, and its payments are checked."""
    t = play_only_cut(44, 0, 10)
    v = validate(t)
    computed = v["deals"][0]["computed"]
    assert "40-100" not in (computed.get("open_goals") or [])
    assert any(g["goal"] == "40-100" and g["won"] is False for g in computed["goals"])
    assert violations(v) == []
    wrong = copy.deepcopy(t)
    i = next(i for i, e in enumerate(wrong["deals"][0]["events"]) if e["type"] == "payment")
    wrong["deals"][0]["events"][i]["amount"] += 1
    assert (0, i, "wrong_payment") in violations(validate(wrong))
