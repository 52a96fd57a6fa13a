"""Rage property tests: simulated legal sessions validate clean; each planted fault is found at
exactly its event with its code, and nothing else; mutated transcripts never crash the engine."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from fuzz_ops import apply_at
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replays.sim.rage import FAULTS, plant, simulate
from validator.engine.validate import validate, validate_bytes

CLEAN_SESSIONS = 2000
SEEDS_PER_FAULT = 80


def found(verdict: dict[str, Any]) -> list[tuple[int, int | None, str, int | None]]:
    return [(a["deal"], a["event"], a["code"], a["seat"]) for d in verdict["deals"] for a in d["annotations"]]


@pytest.mark.parametrize("block", range(CLEAN_SESSIONS // 250))
def test_simulated_sessions_validate_clean(block: int) -> None:
    for seed in range(block * 250, (block + 1) * 250):
        doc = simulate(seed)
        verdict = validate(doc)
        assert verdict["status"] == "clean", (seed, found(verdict), verdict.get("problems"))
        assert found(verdict) == [], seed
        assert verdict["session"]["totals"]["difference"] == {}


@pytest.mark.parametrize("fault", FAULTS)
def test_planted_fault_is_found_exactly(fault: str) -> None:
    planted = 0
    for seed in range(SEEDS_PER_FAULT):
        result = plant(seed, fault)
        if result is None:
            continue
        doc, expected = result
        verdict = validate(doc)
        want = [(expected["deal"], expected["event"], expected["code"], expected["seat"])]
        assert found(verdict) == want, (seed, expected)
        assert verdict["status"] == "violations"
        planted += 1
    assert planted >= SEEDS_PER_FAULT // 4, f"only {planted} {fault} faults could be planted"


def test_every_option_set_is_simulated() -> None:
    seen = {json.dumps(simulate(seed)["rules"], sort_keys=True) for seed in range(200)}
    assert len(seen) >= 6  # open, plus/minus one, hidden, secret, each with and without durch


# -- fuzz: structural mutations of real transcripts --------------------------------------------

BASE = simulate(11, players=4, rounds=2)
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 200),
    st.floats(allow_nan=False),
    st.text(max_size=6),
    st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.sampled_from(["R15", "WILD", "X9", "bid", "play", "score", "pass"]),
)


def paths(doc: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += paths(v, prefix + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc):
            out += paths(v, prefix + (i,))
    return out


ALL_PATHS = paths(BASE)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(ALL_PATHS), JUNK, st.booleans()), min_size=1, max_size=4))
def test_mutated_transcripts_never_crash(mutations: list[tuple[tuple[Any, ...], Any, bool]]) -> None:
    doc = copy.deepcopy(BASE)
    for path, value, delete in mutations:
        if not path:
            continue
        apply_at(doc, path, value, delete)
    verdict = validate(doc)
    assert verdict["status"] in ("clean", "violations", "rejected")
    codes = [p["code"] for p in verdict.get("problems", [])]
    assert "engine_error" not in codes
    for p in verdict.get("problems", []):
        assert p["pointer"] == "" or p["pointer"].startswith("/")


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=200))
def test_arbitrary_bytes_are_rejected_cleanly(raw: bytes) -> None:
    verdict = validate_bytes(raw)
    assert verdict["status"] in ("clean", "violations", "rejected")
