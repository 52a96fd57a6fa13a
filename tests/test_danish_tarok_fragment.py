"""Danish Tarok: a record taken up mid-session without its pools (midway c1, danish-tarok/15.foundations).

Start totals that are not all 0 say the session is under way (chips already lie in the pools: the
sheet is closed), so no foundation is due; ``start.pools`` left out leaves what the pools hold
unknown. A payment of a pool's content (an ultimo's take, a przydupek's doubling, a refill, a share)
is then the record's; the fixed payments are judged; a take empties the pool, and a pool total the
sheet writes gives its content: from there on it is judged again. Totals all 0 are a fresh session
(the format's own example writes one so): the foundations are due."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from validator.engine.validate import validate

MIDWAY = Path(__file__).parent / "data" / "audit" / "midway"


def load(name: str) -> dict[str, Any]:
    return json.loads((MIDWAY / name).read_text(encoding="utf-8"))


def violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return sorted(
        (
            (a["deal"], a["event"], a["code"])
            for d in v["deals"]
            for a in d["annotations"]
            if a["severity"] == "violation"
        ),
        key=lambda t: (t[0], -1 if t[1] is None else t[1], t[2]),
    )


def fragment(name: str) -> dict[str, Any]:
    """The record with its start pools left out and totals carried in instead."""
    doc = load(name)
    doc["start"] = {"totals": [-30, -90, -75]}
    return doc


def test_a_take_from_a_pool_of_unknown_content_is_the_records() -> None:
    # danish-mid-clean: King Ultimo takes the king pool (145 with its start of 135); any take stands
    v = validate(fragment("danish-mid-clean.json"))
    assert violations(v) == []
    deal0 = v["deals"][0]
    assert deal0["settlement"]["difference"] == {}
    assert any("start.pools" in u for u in deal0["unchecked"])
    # the take emptied the king pool and the record refilled it: known from here (60, then its fee);
    # the pagat pool, never taken, stays unknown
    assert deal0["computed"]["pools"] == {"pagat_pool": None, "king_pool": 60}
    assert v["deals"][1]["computed"]["pools"] == {"pagat_pool": None, "king_pool": 65}
    assert v["session"]["pool_shares"]["pagat_pool"] is None


def test_the_same_take_with_the_pools_carried_in_is_judged() -> None:
    # the control: start.pools given, the wrong take is found (the engine did not go blind)
    assert violations(validate(load("danish-mid-pool-take-wrong.json"))) == [(0, 88, "wrong_payment")]
    assert violations(validate(fragment("danish-mid-pool-take-wrong.json"))) == []


def test_the_fixed_payments_of_an_ultimo_are_judged_beside_an_unknown_pool() -> None:
    doc = fragment("danish-mid-clean.json")
    doc["deals"][0]["events"][86]["amount"] = 45  # King Ultimo is 40 from each player (§15)
    assert violations(validate(doc)) == [(0, 86, "wrong_payment")]


def test_no_foundation_is_due_but_a_taken_pool_is_refilled() -> None:
    doc = fragment("danish-mid-clean.json")
    del doc["deals"][0]["events"][91]  # one refill of the emptied king pool left out
    # (the take rests on the pool's unknown content, but the pool is empty after it: its refill is 20
    # a seat whatever it held, judged: danish-sheet3 a1)
    assert violations(validate(doc)) == [(0, None, "missing_payment")]
    # but in the deal after the take the king pool is known: its take is judged
    doc = fragment("danish-mid-totals.json")
    doc["start"] = {"totals": [-10, -75, -45]}
    for ev in doc["deals"][0]["events"]:
        if ev["type"] == "total" and ev["party"] == "king_pool":
            ev["points"] = 80  # the sheet writes the king pool's content: the take is judged by it
    v = validate(doc)
    assert (1, 88, "wrong_payment") in violations(v)


def test_a_sheet_writing_the_pools_gives_their_content() -> None:
    # midway's own record: start totals without pools, the sheet writes the pools after deal 1
    v = validate(load("danish-mid-totals-nopools.json"))
    assert violations(v) == []
    assert v["deals"][0]["computed"]["pools"] == {"pagat_pool": 55, "king_pool": 90}
    # the take in deal 2 is 90 + the dealer's 10 (the fee into each pool, 5): judged by that content
    doc = load("danish-mid-totals-nopools.json")
    take = next(
        ev
        for ev in doc["deals"][1]["events"]
        if ev.get("reason") == "king_ultimo" and ev["from"] == "king_pool"
    )
    take["amount"] -= 5
    assert (1, doc["deals"][1]["events"].index(take), "wrong_payment") in violations(validate(doc))


def test_totals_all_zero_are_a_fresh_session() -> None:
    doc = load("danish-fresh-zero-start.json")
    assert violations(validate(doc)) == []
    founded = [ev for ev in doc["deals"][0]["events"] if ev.get("reason") == "foundation"]
    assert founded
    doc2 = copy.deepcopy(doc)
    doc2["deals"][0]["events"].remove(founded[0])
    assert [c for _, _, c in violations(validate(doc2))] == ["missing_payment"]


def test_on_a_sheet_only_the_takers_total_rests_on_the_unknown_pool() -> None:
    # the sheet alone (no payments), the pools never written before deal 2's King Ultimo (Bartek)
    doc = load("danish-mid-totals-nopools.json")
    for deal in doc["deals"]:
        deal["events"] = [ev for ev in deal["events"] if ev["type"] != "payment"]
    first = doc["deals"][0]["events"]
    first[:] = [ev for ev in first if not (ev["type"] == "total" and not isinstance(ev["party"], int))]
    assert violations(validate(doc)) == []
    totals = {ev["party"]: i for i, ev in enumerate(doc["deals"][1]["events"]) if ev["type"] == "total"}
    slip = copy.deepcopy(doc)
    slip["deals"][1]["events"][totals[0]]["points"] += 10  # Agnieszka's net rests on no pool
    assert violations(validate(slip)) == [(1, totals[0], "wrong_total")]
    taker = copy.deepcopy(doc)
    taker["deals"][1]["events"][totals[1]]["points"] += 10  # Bartek's take is the unknown pool
    assert violations(validate(taker)) == []
