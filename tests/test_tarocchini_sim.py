"""Tarocchini property tests: simulated legal sessions (Ottocento and Terziglio) validate clean; each
planted fault is found at exactly its event with its code, and nothing else; mutated transcripts
never crash the engine."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from fuzz_ops import apply_at
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replays.sim.tarocchini import OTTOCENTO_FAULTS, TERZIGLIO_FAULTS, plant, simulate
from validator.engine.validate import validate

CLEAN_SESSIONS = 1200
SEEDS_PER_FAULT = 60


def found(verdict: dict[str, Any]) -> list[tuple[int, int | None, str, int | None]]:
    return [(a["deal"], a["event"], a["code"], a["seat"]) for d in verdict["deals"] for a in d["annotations"]]


@pytest.mark.parametrize("block", range(CLEAN_SESSIONS // 200))
def test_simulated_sessions_validate_clean(block: int) -> None:
    deals = 0
    for seed in range(block * 200, (block + 1) * 200):
        doc = simulate(seed)
        verdict = validate(doc)
        assert verdict["status"] == "clean", (seed, found(verdict), verdict.get("problems"))
        assert found(verdict) == [], seed
        assert verdict["session"]["totals"]["difference"] == {}
        for d in verdict["deals"]:
            assert d["settlement"]["difference"] == {}, (seed, d["index"])
            assert d["computed"]["mode"] in ("played", "thrown_in")
        deals += len(doc["deals"])
    assert deals >= 300


def test_both_variants_and_all_contracts_are_simulated() -> None:
    games: set[str] = set()
    modes: set[str] = set()
    contracts: set[str | None] = set()
    for seed in range(150):
        doc = simulate(seed)
        games.add(doc["game"])
        verdict = validate(doc)
        for d in verdict["deals"]:
            modes.add(d["computed"]["mode"])
            contracts.add(d["computed"].get("contract", "ottocento"))
    assert games == {"tarocchini-ottocento", "tarocchini-terziglio"}
    assert modes == {"played", "thrown_in"}
    assert {"gioco", "solo", "ottocento", None} <= contracts


def test_card_points_of_both_sides_add_up_to_the_deck() -> None:
    """87 card points in pairs plus 6 for the last trick in every Ottocento deal (no odd piles there)."""
    checked = 0
    for seed in range(60):
        doc = simulate(seed, variant="ottocento", deals=2)
        for d in validate(doc)["deals"]:
            pts = d["computed"].get("points")
            if not pts or d["computed"]["mode"] != "played":
                continue
            assert sum(p["card_points"] + p["last_trick"] for p in pts.values()) == 93
            checked += 1
    assert checked >= 50


def test_odd_terziglio_piles_still_hold_93() -> None:
    """tarocchini/score.card-points: "в общей сложности дает 93 очка" — when the declarer's pile and the
    opponents' are both odd, the two lone cards are the 31st pair and lose its point between them."""
    checked = 0
    for seed in range(80):
        for d in validate(simulate(seed, variant="terziglio", deals=3))["deals"]:
            c = d["computed"]
            if c["mode"] == "played" and "odd_pair_off" in (c.get("widow") or {}):
                assert sum(p["card_points"] + p["last_trick"] for p in c["points"].values()) == 93
                checked += 1
    assert checked >= 30


def odd_pair_record(declarer_score: int) -> dict[str, Any]:
    """Seed 25, deal 1: odd piles, and whose pile loses the odd pair's point decides the declarer's game
    points (7 with it off the opponents' pile: 346 rounds up to 350; 6 with it off his own: 345 rounds down)."""
    doc = simulate(25, variant="terziglio", deals=3)
    doc["deals"] = doc["deals"][:2]
    for ev in doc["deals"][1]["events"]:
        if ev.get("party") == 1 and ev["type"] in ("score", "total"):
            ev["points"] += declarer_score - 7
    return doc


@pytest.mark.parametrize(("declarer_score", "clean"), [(7, True), (6, True), (8, False), (5, False)])
def test_either_side_may_lose_the_odd_pairs_point(declarer_score: int, clean: bool) -> None:
    verdict = validate(odd_pair_record(declarer_score))
    codes = [a["code"] for a in verdict["deals"][1]["annotations"]]
    assert codes == ([] if clean else ["wrong_score"])
    c = verdict["deals"][1]["computed"]
    assert c["widow"]["odd_pair_off"] == ("declarer" if declarer_score == 6 else "opponents")


def test_a_slip_in_an_addition_is_reported_once() -> None:
    """tarocchini/ottocento.total: team0's first total written 5 high and carried on from there — the
    first is wrong; the next two are the sheet's previous total plus the deal's score, and stand."""
    doc = simulate(3, variant="ottocento", deals=3)
    slipped = []
    for d, deal in enumerate(doc["deals"]):
        for i, ev in enumerate(deal["events"]):
            if ev["type"] == "total" and ev.get("party") == "team0":
                ev["points"] += 5
                slipped.append((d, i))
    assert len(slipped) == 3
    verdict = validate(doc)
    assert [(d, e, c) for d, e, c, _ in found(verdict)] == [(*slipped[0], "wrong_total")]
    assert verdict["session"]["totals"]["difference"] == {"team0": -5}  # computed minus written


@pytest.mark.parametrize(
    "variant,fault",
    [("ottocento", f) for f in OTTOCENTO_FAULTS] + [("terziglio", f) for f in TERZIGLIO_FAULTS],
)
def test_planted_fault_is_found_exactly(variant: str, fault: str) -> None:
    planted = 0
    for seed in range(SEEDS_PER_FAULT):
        result = plant(seed, fault, variant=variant)
        if result is None:
            continue
        doc, expected = result
        verdict = validate(doc)
        want = [(expected["deal"], expected["event"], expected["code"], expected["seat"])]
        assert found(verdict) == want, (seed, expected, found(verdict))
        assert verdict["status"] == "violations"
        planted += 1
    assert planted >= SEEDS_PER_FAULT // 5, f"only {planted} {fault} faults could be planted"


def test_every_option_is_simulated() -> None:
    seen = {json.dumps(simulate(seed)["rules"], sort_keys=True) for seed in range(300)}
    joined = " ".join(seen)
    for name in ("moretti_tie", "double_three", "monte", "discard_credit", "widow", "settlement"):
        assert name in joined, name


# -- fuzz: structural and semantic mutations of real transcripts --------------------------------

BASES = [simulate(5, variant="ottocento", deals=2), simulate(7, variant="terziglio", deals=2)]
JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 200),
    st.floats(allow_nan=False),
    st.text(max_size=6),
    st.lists(st.integers(0, 3), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
    st.sampled_from(["MATTO", "T1", "KS", "gioco", "solo", "pass", "team0", "monte", "play", "declare"]),
    st.sampled_from(
        [
            {"kind": "cricca", "of": "kings", "count": 4},
            {"kind": "sequence", "of": "suit", "suit": "D", "length": 5},
            {"kind": "sequence", "of": "trumps", "length": 16},
        ]
    ),
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


ALL_PATHS = [(b, p) for b in range(len(BASES)) for p in paths(BASES[b])]


def check(verdict: dict[str, Any]) -> None:
    assert verdict["status"] in ("clean", "violations", "rejected")
    assert "engine_error" not in [p["code"] for p in verdict.get("problems", [])]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.integers(0, 1), st.lists(st.tuples(st.integers(0, 10**6), JUNK, st.booleans()), min_size=1, max_size=4)
)
def test_mutated_transcripts_never_crash(base: int, mutations: list[tuple[int, Any, bool]]) -> None:
    doc = copy.deepcopy(BASES[base])
    candidates = [p for b, p in ALL_PATHS if b == base and p]
    for pick, value, delete in mutations:
        path = candidates[pick % len(candidates)]
        apply_at(doc, path, value, delete)
    check(validate(doc))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 1), st.integers(0, 2**32), st.integers(1, 6))
def test_shuffled_and_swapped_events_never_crash(base: int, seed: int, swaps: int) -> None:
    """Events moved, cards exchanged between hands, seats changed: still a verdict, never an error."""
    rng = random.Random(seed)
    doc = copy.deepcopy(BASES[base])
    deal = doc["deals"][rng.randrange(len(doc["deals"]))]
    ev = deal["events"]
    for _ in range(swaps):
        kind = rng.randrange(5)
        i, j = rng.randrange(len(ev)), rng.randrange(len(ev))
        if kind == 0:
            ev[i], ev[j] = ev[j], ev[i]
        elif kind == 1 and "seat" in ev[i]:
            ev[i]["seat"] = rng.randrange(len(doc["players"]))
        elif kind == 2 and "card" in ev[i] and "card" in ev[j]:
            ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]
        elif kind == 3:
            del ev[i]
            if not ev:
                break
        else:
            ev.insert(i, copy.deepcopy(ev[j]))
    if rng.random() < 0.3:
        deal["hands"] = None
    check(validate(doc))
