"""Galician Tarok records whose deal stops short (tests/data/diff7/galician-cut): the stake and the
dealer's fee of the cut deal fall due before any card and are judged where the record writes them
(galician-tarok/27.pool); the deals after it are not judged as if it had paid nothing - the pool and
the running totals are unknown from then on, a stake refounding the pool may or may not be due, and a
later deal's scores are checked against both (galician-tarok/18.score-sheet)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from records import repro
from records import violations as found

from validator.engine.validate import validate


def violations(name: str) -> list[tuple[int, int | None, str]]:
    return found(repro("diff7/galician-cut", name))


@pytest.mark.parametrize(
    "name",
    [
        "A3_stake_after_cut_called_unexpected.json",  # the pool founded again: the cut deal's ultimo won it
        "A4_pool_ultimo_after_cut_called_wrong.json",  # a later ultimo takes a pool of unknown content
        "A5_score_after_cut_called_wrong.json",  # later scores: the stake refounding the pool or not
        "A6_totals_after_cut_called_wrong.json",  # later running totals
    ],
)
def test_deals_after_a_cut_deal_are_not_judged_as_if_it_paid_nothing(name: str) -> None:
    assert violations(name) == []


@pytest.mark.parametrize(
    ("name", "found"),
    [
        ("A1_cut_deal_wrong_stake.json", (0, 13, "wrong_payment")),
        ("A1_more_engine_misses_payment_pool_deal_cut-buying_payment_decided.json", (1, 7, "wrong_payment")),
        ("A1_more_engine_misses_payment_pool_deal_cut-play_payment_decided.json", (1, 24, "wrong_payment")),
    ],
)
def test_a_cut_deals_stake_and_fee_are_judged(name: str, found: Any) -> None:
    assert violations(name) == [found]


@pytest.mark.parametrize(
    ("name", "found"),
    [
        ("gt-2a-endings-differ-one-matches.json", []),
        ("gt-2b-endings-differ-none-matches.json", [(0, 38, "wrong_payment"), (0, 39, "wrong_payment")]),
    ],
)
def test_a_cut_deal_whose_endings_differ_is_settled_by_the_one_its_payments_fit(
    name: str, found: list[tuple[int, int, str]]
) -> None:
    """galician-tarok/14.counting (claims2 A2): two tricks left, the endings give the player 40, 41 or
    44 points: one ending's payments are right, 57 from each helper (42 points) is wrong by every
    one, judged by the nearest (41 points: 54)."""
    doc = json.loads((Path(__file__).parent / "data/audit/claims2" / name).read_text(encoding="utf-8"))
    v = validate(doc)
    got = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert got == found
    assert any("different ways" in u for u in v["deals"][0]["unchecked"])
    if found:
        assert "pays Czesław 54" in v["deals"][0]["annotations"][0]["message"]
