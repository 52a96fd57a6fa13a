"""diff9 tarocchini-knockon (tests/data/diff9/tarocchini-knockon/REPORT.md): one fault planted by hand,
the rest of the record kept consistent, is one finding. Each repro's ``expected`` is what the writer
planted; the engine reports exactly that (class (a) findings)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from replays.sim.tarocchini import simulate
from validator.engine.validate import validate

REPROS = Path(__file__).parent / "data" / "diff9" / "tarocchini-knockon" / "repros"

Found = list[tuple[int, int | None, str]]


def repro(name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((REPROS / f"{name}.json").read_text())
    return doc


def found(v: dict[str, Any]) -> Found:
    assert v["status"] != "rejected", v.get("problems")
    return sorted(
        ((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]),
        key=lambda x: (x[0], -1 if x[1] is None else x[1], x[2]),
    )


def expected(r: dict[str, Any]) -> Found:
    e = r["expected"]
    return [(e["deal"], e["event"], e["code"])]


# -- A6: only the deal's dealer field wrong ---------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "a6-dealer-header-slip-rejected",
        "a6-dealer-header-slip-cascade",
        "a6-dealer-header-slip-terziglio",
    ],
)
def test_a6_only_the_dealer_field_wrong_is_one_wrong_dealer(name: str) -> None:
    """A6: the hands (the Ottocento 17), the discard, the first bid and the first lead all name the
    dealer due by rotation; only the deal's dealer field names another seat: wrong_dealer alone, the
    deal judged from the dealer due (never rejected: it is a legal deal from him)."""
    r = repro(name)
    assert found(validate(r["transcript"])) == expected(r)


@pytest.mark.parametrize(
    ("seed", "variant"), [(0, "ottocento"), (3, "ottocento"), (0, "terziglio"), (5, "terziglio")]
)
def test_a6_dealer_field_only_in_simulated_sessions(seed: int, variant: str) -> None:
    doc = simulate(seed, variant, deals=3)
    assert validate(copy.deepcopy(doc))["status"] == "clean"
    n = len(doc["players"])
    doc["deals"][1]["dealer"] = (doc["deals"][1]["dealer"] + 1) % n
    assert found(validate(doc)) == [(1, None, "wrong_dealer")]


def test_a6_a_deal_that_follows_the_written_dealer_is_judged_from_him() -> None:
    """A6 only where the record fits the dealer due: a Terziglio deal whose first bid is by the written
    dealer's eldest is judged from the written dealer (its lead by the due eldest is out of turn)."""
    doc = simulate(0, "terziglio", deals=3)
    deal = doc["deals"][1]
    n = 3
    deal["dealer"] = (deal["dealer"] + 1) % n
    written_eldest = (deal["dealer"] + 1) % n
    bids = [e for e in deal["events"] if e["type"] == "bid"]
    # the bids rewritten in turn from the written dealer's eldest (the same values)
    for i, e in enumerate(bids):
        e["seat"] = (written_eldest + i) % n
    codes = [c for _, _, c in found(validate(doc))]
    assert "wrong_dealer" in codes
    assert "out_of_turn" in codes
