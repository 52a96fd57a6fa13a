"""Danish Tarok: play-only records (``hands: null``), the bundled examples, and a fuzz test that no
mutation of a simulated transcript makes the engine fail (no engine_error, ever)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replays.sim.danish_tarok import inject, simulate
from validator.engine.validate import validate

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "danish-tarok"


def found(verdict: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for d in verdict["deals"] for a in d["annotations"]]


def no_engine_error(verdict: dict[str, Any]) -> None:
    assert not any(p["code"] == "engine_error" for p in verdict.get("problems") or []), verdict["problems"]


def play_only(doc: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(doc)
    for deal in out["deals"]:
        deal["hands"] = None
    return out


# -- play-only records ----------------------------------------------------------------------------


def test_complete_play_only_records_validate_clean_and_say_what_was_not_checked() -> None:
    for seed in range(40):
        verdict = validate(play_only(simulate(seed)))
        assert verdict["status"] == "clean", (seed, found(verdict))
        for deal in verdict["deals"]:
            if deal["computed"]["redeal"]:
                continue
            assert deal["computed"]["hands"] == "reconstructed"
            assert any("rebuilt from the plays" in u for u in deal["unchecked"])


def test_play_only_record_still_finds_a_planted_revoke() -> None:
    hits = 0
    for seed in range(20):
        result = inject(simulate(seed), "revoke", random.Random(seed))
        if result is None:
            continue
        mutated, expected = result
        a = found(validate(play_only(mutated)))
        assert [(x["code"], x["deal"], x["event"]) for x in a] == [
            ("revoke", expected["deal"], expected["event"])
        ]
        hits += 1
    assert hits >= 10


def truncate(doc: dict[str, Any], keep_plays: int) -> dict[str, Any]:
    out = play_only(doc)
    deal = out["deals"][0]
    events, seen = [], 0
    for e in deal["events"]:
        if e["type"] == "payment":
            continue
        if e["type"] == "play":
            seen += 1
            if seen > keep_plays:
                break
        events.append(e)
    deal["events"] = events
    out["deals"] = [deal]
    return out


def test_partial_play_only_record_reports_only_provable_revokes() -> None:
    checked = 0
    for seed in range(40):
        doc = simulate(seed, players=3, deals=1)
        if doc["deals"][0]["events"][-1]["type"] == "redeal" or any(
            e["type"] == "redeal" for e in doc["deals"][0]["events"]
        ):
            continue
        result = inject(doc, "revoke", random.Random(seed))
        if result is None:
            continue
        mutated, expected = result
        cut = truncate(mutated, 45)
        verdict = validate(cut)
        no_engine_error(verdict)
        deal = verdict["deals"][0]
        assert deal["computed"]["hands"] == "partial"
        assert any("declarations against the hands" in u for u in deal["unchecked"])
        codes = [a["code"] for a in deal["annotations"] if a["severity"] == "violation"]
        # the revoke is reported iff the record still shows the revoker playing the suit (or a trump) later
        assert set(codes) <= {"revoke"}
        src = mutated["deals"][0]["events"]
        ordinal = sum(1 for e in src[: expected["event"]] if e["type"] == "play")
        cut_plays = [i for i, e in enumerate(cut["deals"][0]["events"]) if e["type"] == "play"]
        for a in deal["annotations"]:
            if a["code"] == "revoke":
                assert a["event"] == cut_plays[ordinal]
                later = [
                    e["card"]
                    for e in cut["deals"][0]["events"][a["event"] + 1 :]
                    if e.get("seat") == a["seat"]
                ]
                assert set(a["evidence"]["held"]) <= set(later)
        checked += 1
    assert checked >= 10


def test_provable_revoke_in_a_partial_record_is_found_at_the_revoke() -> None:
    doc = simulate(2, players=3, deals=1)
    result = inject(doc, "revoke", random.Random(0))
    assert result is not None
    mutated, expected = result
    events = mutated["deals"][0]["events"]
    revoker = events[expected["event"]]["seat"]
    held_later = [i for i, e in enumerate(events) if e.get("seat") == revoker and e["type"] == "play"]
    # drop the last play (the record is incomplete) but keep the revoker's cards that prove it
    cut = truncate(mutated, 74)
    verdict = validate(cut)
    no_engine_error(verdict)
    ordinal = sum(1 for e in events[: expected["event"]] if e["type"] == "play")
    at = [i for i, e in enumerate(cut["deals"][0]["events"]) if e["type"] == "play"][ordinal]
    a = [x for x in found(verdict) if x["severity"] == "violation"]
    assert [(x["code"], x["event"]) for x in a] == [("revoke", at)], a
    assert verdict["deals"][0]["computed"]["hands"] == "partial"
    assert held_later


# -- examples ----------------------------------------------------------------------------------------


def load(name: str) -> dict[str, Any]:
    return json.loads((EXAMPLES / name).read_text(encoding="utf-8"))


def test_example_clean() -> None:
    doc = load("clean.json")
    verdict = validate(doc)
    assert verdict["status"] == "clean", found(verdict)
    assert len(doc["deals"]) >= 3
    assert all(d["settlement"]["recorded"] is not None for d in verdict["deals"])


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("revoke.json", "revoke"),
        ("wrong-payment.json", "wrong_payment"),
        ("illegal-skat.json", "illegal_skat"),
    ],
)
def test_example_with_one_fault(name: str, code: str) -> None:
    doc = load(name)
    verdict = validate(doc)
    assert verdict["status"] == "violations"
    expected = doc["meta"]["expected"]
    assert [
        (a["code"], a["deal"], a["event"], (a.get("penalty") or {}).get("class")) for a in found(verdict)
    ] == [(code, expected["deal"], expected["event"], expected["penalty_class"])]


# -- fuzz: the engine never fails -----------------------------------------------------------------

BASE = [simulate(seed, deals=2) for seed in range(4)]
CARDS = ["KH", "T1", "T21", "JOKER", "5D", "QS", "1C", "T7"]


@st.composite
def mutated_transcripts(draw: st.DrawFn) -> dict[str, Any]:
    doc = copy.deepcopy(draw(st.sampled_from(BASE)))
    if draw(st.booleans()):
        doc = play_only(doc)
    for _ in range(draw(st.integers(1, 6))):
        deal = doc["deals"][draw(st.integers(0, len(doc["deals"]) - 1))]
        events = deal["events"]
        if not events:
            continue
        i = draw(st.integers(0, len(events) - 1))
        op = draw(
            st.sampled_from(["delete", "duplicate", "swap", "card", "seat", "amount", "named", "call", "cut"])
        )
        e = events[i]
        if op == "delete":
            del events[i]
        elif op == "duplicate":
            events.insert(i, copy.deepcopy(e))
        elif op == "swap":
            j = draw(st.integers(0, len(events) - 1))
            events[i], events[j] = events[j], events[i]
        elif op == "card" and "card" in e:
            e["card"] = draw(st.sampled_from(CARDS))
        elif op == "seat" and "seat" in e:
            e["seat"] = draw(st.integers(0, len(doc["players"]) - 1))
        elif op == "amount" and e["type"] == "payment":
            e["amount"] = draw(st.sampled_from([5, 10, 135, 1, 0.5]))
        elif op == "named" and e.get("card") == "JOKER":
            e["named"] = draw(st.sampled_from(["H", "T", "C"]))
        elif op == "call":
            events.insert(
                i,
                draw(
                    st.sampled_from(
                        [
                            {"type": "call", "seat": 0, "call": "joker"},
                            {"type": "call", "seat": 1, "call": "void"},
                            {"type": "call", "seat": 2, "call": "name_joker", "named": "S"},
                            {"type": "redeal", "seat": 1, "reason": "no_trumps"},
                            {"type": "announce", "seat": deal["dealer"], "items": ["tout"]},
                            {"type": "discard", "seat": deal["dealer"], "cards": ["KH", "T21", "JOKER"]},
                        ]
                    )
                ),
            )
        elif op == "cut":
            del events[i:]
    return doc


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_transcripts())
def test_fuzzed_transcripts_never_make_the_engine_fail(doc: dict[str, Any]) -> None:
    verdict = validate(doc)
    no_engine_error(verdict)
    assert verdict["status"] in ("clean", "violations", "rejected")
    json.dumps(verdict)
