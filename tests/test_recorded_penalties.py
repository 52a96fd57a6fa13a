"""The format's `penalty` event ("a penalty the table imposed"; recorded penalties "where present
they are checked", transcript-format.md) in the games whose digests define what it is checked
against: Rage and Tarocchini have no penalties, Ulti penalizes a revoke (`revoke_penalty`)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from replays.sim import rage, tarocchini, ulti
from validator.engine.validate import validate


def codes(v: dict[str, Any]) -> list[tuple[int | None, str, str]]:
    return [(a["event"], a["code"], a["rule"]) for d in v["deals"] for a in d["annotations"]]


def with_penalty(doc: dict[str, Any], deal: int, party: Any) -> tuple[dict[str, Any], int]:
    doc = copy.deepcopy(doc)
    events = doc["deals"][deal]["events"]
    events.append({"type": "penalty", "party": party, "code": "revoke", "amount": 5})
    return doc, len(events) - 1


def test_rage_recorded_penalty_is_unexpected() -> None:
    """rage/score.recorded-penalty: Rage has no penalties; the scores stand as played."""
    doc = rage.simulate(3)
    assert validate(doc)["status"] == "clean"
    doc, k = with_penalty(doc, 2, 1)
    v = validate(doc)
    assert codes(v) == [(k, "unexpected_penalty", "rage/score.recorded-penalty")]
    a = v["deals"][2]["annotations"][0]
    assert a["seat"] == 1 and a["evidence"] == {"recorded": {"party": 1, "code": "revoke", "amount": 5}}


def test_rage_penalty_names_a_seat() -> None:
    doc, k = with_penalty(rage.simulate(3), 0, "team0")
    v = validate(doc)
    assert [(p["pointer"], p["code"]) for p in v["problems"]] == [(f"/deals/0/events/{k}/party", "bad_party")]


@pytest.mark.parametrize(("variant", "party"), [("ottocento", "team1"), ("ottocento", 2), ("terziglio", 0)])
def test_tarocchini_recorded_penalty_is_unexpected(variant: str, party: Any) -> None:
    """tarocchini/score.recorded-penalty: no penalties in either variant."""
    doc = tarocchini.simulate(2, variant)
    assert validate(doc)["status"] == "clean"
    doc, k = with_penalty(doc, 0, party)
    assert codes(validate(doc)) == [(k, "unexpected_penalty", "tarocchini/score.recorded-penalty")]


def ulti_revoke() -> tuple[dict[str, Any], dict[str, Any], int]:
    for seed in range(20):
        planted = ulti.inject(ulti.simulate(seed), "revoke", random.Random(seed))
        if planted is not None:
            doc, expected = planted
            v = validate(doc)
            offender = next(a["seat"] for d in v["deals"] for a in d["annotations"] if a["penalty"])
            return doc, expected, offender
    raise AssertionError("no seed gave a revoke")


def test_ulti_penalty_of_the_offender_is_accepted() -> None:
    """ulti/score.recorded-penalty: the revoking seat's penalty is the one the rules prescribe."""
    doc, expected, offender = ulti_revoke()
    doc, _ = with_penalty(doc, expected["deal"], offender)
    assert [c for _, c, _ in codes(validate(doc))] == ["revoke"]


def test_ulti_penalty_of_another_seat_is_unexpected() -> None:
    """ulti/score.recorded-penalty: nobody else committed a penalized fault."""
    doc, expected, offender = ulti_revoke()
    doc, k = with_penalty(doc, expected["deal"], (offender + 1) % 3)
    assert (k, "unexpected_penalty", "ulti/score.recorded-penalty") in codes(validate(doc))
    clean, _ = with_penalty(ulti.simulate(0), 0, 0)
    assert [c for _, c, _ in codes(validate(clean))] == ["unexpected_penalty"]
