"""danish-tarok/record.plays-alone: a deal that records only its plays (no skat, no declarations, no
announcement) has them unrecorded, not missing; the plays are still checked."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from records import reduced

from replays.sim import danish_tarok as sim
from validator.engine.validate import validate


def violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


@pytest.mark.parametrize("hands", [True, False], ids=["dealt", "null"])
@pytest.mark.parametrize("keep", [{"play"}, {"play", "call"}, {"play", "call", "payment"}], ids=str)
def test_simulated_plays_alone_are_clean(hands: bool, keep: set[str]) -> None:
    for seed in range(12):
        v = validate(reduced(sim.simulate(seed), keep, hands=hands))
        assert violations(v) == [], (seed, v["summary"])
        played = [d for d in v["deals"] if d["computed"].get("tricks")]
        assert any(any(u.startswith("the skat") for u in d.get("unchecked", [])) for d in played)


def played_out_deal(seed: int = 0) -> dict[str, Any]:
    doc = sim.simulate(seed)
    doc = copy.deepcopy(doc)
    k = next(i for i, d in enumerate(doc["deals"]) if sum(e["type"] == "play" for e in d["events"]) == 75)
    doc["deals"] = [doc["deals"][k]]
    doc["start"] = doc.get("start") or {}
    return doc


def test_dealt_hands_infer_the_skat_and_the_declarations() -> None:
    """With dealt hands the skat is the dealer's three unplayed cards, and the declarations' and card
    points' payments are due as the hands show: the full record's expected settlement is kept."""
    doc = played_out_deal()
    full = validate(doc)
    alone = validate(reduced(doc, {"play", "call"}, hands=True))
    assert alone["status"] == "clean"
    assert alone["deals"][0]["settlement"]["expected"] == full["deals"][0]["settlement"]["expected"]
    unchecked = alone["deals"][0]["unchecked"]
    assert any(u.startswith("the skat: not recorded; taken as") for u in unchecked)
    assert any(u.startswith("declarations: none recorded; taken as") for u in unchecked)


@pytest.mark.parametrize("fault", ["revoke", "failure_to_trump", "out_of_turn"])
def test_a_planted_play_fault_is_still_found_in_the_plays_alone(fault: str) -> None:
    """The simulator's planted play faults, with everything but the plays (and Joker calls) removed
    and the hands dealt: the same fault at the same play, and no other violation."""
    rng = random.Random(7)
    checked = 0
    for seed in range(40):
        planted = sim.inject(sim.simulate(seed), fault, rng)
        if planted is None:
            continue
        doc, want = planted
        deal = doc["deals"][want["deal"]]
        target = deal["events"][want["event"]]
        keep = {"play", "call"}
        alone = reduced(doc, keep, hands=True)
        kept = [e for e in deal["events"] if e["type"] in keep]
        at = next(i for i, e in enumerate(kept) if e is target)
        found = violations(validate(alone))
        assert found == [(want["deal"], at, fault)], (seed, found)
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_payments_without_reasons_in_a_hands_null_record_are_not_judged_blind() -> None:
    """With neither hands nor declarations recorded, a payment between seats that names no reason may
    be for a declaration or card points, which the record cannot prove: it is not reported, nor is a
    due between the same two seats; pool payments are still matched."""
    checked = 0
    for seed in range(12):
        doc = reduced(sim.simulate(seed), {"play", "call", "payment"}, hands=False)
        for deal in doc["deals"]:
            for e in deal["events"]:
                if e["type"] == "payment" and isinstance(e["from"], int) and isinstance(e["to"], int):
                    e.pop("reason", None)
                    checked += 1
        v = validate(doc)
        assert violations(v) == [], (seed, v["summary"])
    assert checked > 20


def test_session_difference_leaves_out_a_deal_without_payments() -> None:
    """A deal that records no payments has no recorded result, so the session's difference compares
    only the deals that do (playonly/18: the second deal's payments left out)."""
    v = validate(sim.simulate(3, deals=2))
    assert v["status"] == "clean"
    t = sim.simulate(3, deals=2)
    t["deals"][1]["events"] = [e for e in t["deals"][1]["events"] if e["type"] != "payment"]
    v = validate(t)
    assert v["deals"][1]["settlement"]["recorded"] is None
    assert v["session"]["net"]["difference"] == {}
    assert v["session"]["net"]["expected"] != v["session"]["net"]["recorded"]
    # a wrong payment in the first deal still shows
    pays = [e for e in t["deals"][0]["events"] if e["type"] == "payment"]
    pays[0]["amount"] += 5
    assert validate(t)["session"]["net"]["difference"] != {}


@pytest.mark.parametrize(
    "keep", [{"play", "call", "discard"}, {"play", "call", "declare"}], ids=["skat-only", "declarations-only"]
)
def test_each_part_left_out_is_unrecorded_not_missing(keep: set[str]) -> None:
    """danish-tarok/record.plays-alone: the skat written and the declarations not (or the other way
    round): the part left out is taken from the hands, the deal stays clean and settles as in full."""
    doc = played_out_deal()
    full = validate(doc)
    part = validate(reduced(doc, keep, hands=True))
    assert part["status"] == "clean", violations(part)
    assert part["deals"][0]["settlement"]["expected"] == full["deals"][0]["settlement"]["expected"]


def test_play_only_record_deduces_the_skat_from_the_pack() -> None:
    """danish-tarok/record.plays-alone: hands null and 75 different cards played: the skat is the
    three cards never seen (§7, §8), so card points and declarations settle as in the full record."""
    doc = played_out_deal()
    full = validate(doc)
    alone = validate(reduced(doc, {"play", "call"}, hands=False))
    assert alone["status"] == "clean", violations(alone)
    assert alone["deals"][0]["settlement"]["expected"] == full["deals"][0]["settlement"]["expected"]
    assert any("three cards of the pack never played" in u for u in alone["deals"][0]["unchecked"])


@pytest.mark.parametrize(
    ("name", "reasons"),
    [
        ("04-3p-plays-alone-king-left-in-skat.json", ["king"]),
        ("16-3p-play-only-mondo-never-played.json", ["mondo", "trump"]),
    ],
)
def test_a_skat_shown_by_the_cards_never_played_is_judged(name: str, reasons: list[str]) -> None:
    """danish-tarok/13.skat: "Nigdy nie wolno mu odrzucić króla, ani Mondo": a skat the record does
    not write but shows (dealt hands: the dealer's cards never played; hands null: the pack's) is
    judged for what the cards alone prove; irreparable, the deal void (danish16/04, 16)."""
    path = Path(__file__).parent / "data" / "audit" / "danish16" / name
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    skat = [a for a in v["deals"][0]["annotations"] if a["code"] == "illegal_skat"]
    assert [a["evidence"]["reasons"] for a in skat] == [reasons]
    assert skat[0]["evidence"]["recorded"] is False
    assert skat[0]["penalty"]["class"] == "irreparable"


def _danish18(name: str) -> dict[str, Any]:
    path = Path(__file__).parent / "data" / "audit" / "danish18" / name
    return validate(json.loads(path.read_text(encoding="utf-8")))


def test_joker_never_played_in_a_plays_alone_record_is_a_failed_tout() -> None:
    """danish-tarok/13.failed-tout: the Joker lies in the unwritten skat of a plays-alone record and
    the dealer takes 15 of 25 tricks: the Tout the Joker's discard shows has failed (danish18/07)."""
    v = _danish18("07-3p-play-only-joker-never-played.json")
    assert violations(v) == [(0, 74, "failed_tout")]


def test_a_deal_the_record_stops_short_of_leaves_the_rest_unjudged() -> None:
    """danish-tarok/7.deal: the second deal's log stops after trick 16: the sheet's totals for it
    are not judged (danish18/11); after a first deal that stops short, what the King pool holds is
    unknown, so a King Ultimo taking 130 from it is not a wrong payment (danish18/12)."""
    for name in (
        "11-3p-score-sheet-second-deal-log-stops-clean.json",
        "12-3p-start-pools-first-deal-stops-then-king-ultimo-takes-pool-clean.json",
    ):
        v = _danish18(name)
        assert v["status"] == "clean", (name, violations(v))
        assert all(d["settlement"].get("difference") == {} for d in v["deals"]), name
