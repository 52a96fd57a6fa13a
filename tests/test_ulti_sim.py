"""Ulti: simulator-driven properties, the bundled examples, and a fuzz test (no engine_error)."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from fuzz_ops import mutate_events
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replays.sim import ulti as sim
from validator.engine.validate import validate

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "ulti"
BASES = [sim.simulate(s) for s in range(6)]


def violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return [
        (d["index"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def all_annotations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def assert_replayed(v: dict[str, Any]) -> None:
    assert v["status"] != "rejected", v.get("problems")


@pytest.mark.parametrize("block", range(4))
def test_simulated_sessions_validate_clean(block: int) -> None:
    """A few hundred simulated deals (random options and presets) validate clean, without warnings."""
    deals = 0
    for seed in range(block * 100, block * 100 + 100):
        t = sim.simulate(seed)
        v = validate(t)
        assert_replayed(v)
        assert v["status"] == "clean", (seed, violations(v))
        assert all_annotations(v) == [], (seed, all_annotations(v))
        deals += len(t["deals"])
        for d in v["deals"]:
            if d["settlement"]["recorded"] is not None:
                assert d["settlement"]["difference"] == {}
    assert deals >= 100


@pytest.mark.parametrize("block", range(2))
def test_simulated_sessions_under_any_option_values_validate_clean(block: int) -> None:
    """Every option's every value the engine declares, drawn in random sets over the presets: the
    simulator's play, bids and payments agree with the engine (a differential audit found the
    simulator not drawing open_durchmarsch_trump_points 12 nor a hierarchy over another table).
    A set the engine refuses as conflicting (option_conflict) is not a session to play."""
    from validator.engine.games.ulti.options import OPTIONS

    played = 0
    for seed in range(block * 100, block * 100 + 100):
        rng = random.Random(seed)
        o: dict[str, Any] = {
            x.name: rng.choice(list(x.allowed)) for x in OPTIONS.options if rng.random() < 0.5
        }
        if rng.random() < 0.3:
            o["preset"] = rng.choice(list(OPTIONS.presets))
        v = validate(sim.simulate(seed, **o))
        if v["status"] == "rejected" and {p["code"] for p in v["problems"]} == {"option_conflict"}:
            continue
        assert v["status"] == "clean", (seed, o, violations(v))
        played += 1
    assert played >= 60


def test_simulator_covers_the_goals() -> None:
    """The simulated deals reach every goal, won and lost, folds, contras to 8 and more, silent bonuses."""
    seen: set[tuple[str, bool]] = set()
    folds = deep_contra = 0
    for seed in range(300):
        v = validate(sim.simulate(seed))
        for d in v["deals"]:
            c = d["computed"]
            folds += bool(c["folded"])
            deep_contra += any(max(x.values()) >= 8 for x in c["contra"].values())
            for g in c.get("goals", []):
                seen.add((g["goal"], g["won"]))
    goals = {g for g, _ in seen}
    for goal in ("party", "ulti", "40-100", "20-100", "durchmarsch", "open-durchmarsch", "betli", "rebetli"):
        assert goal in goals
    for goal in (
        "open-betli",
        "redurchmarsch",
        "four-aces",
        "four-tens",
        "ulti-penalty",
        "silent-100",
        "silent-ulti",
    ):
        assert goal in goals
    for goal in (
        "party",
        "ulti",
        "40-100",
        "durchmarsch",
        "open-durchmarsch",
        "betli",
        "silent-100",
        "silent-ulti",
    ):
        assert (goal, True) in seen and (goal, False) in seen, goal
    assert folds and deep_contra


@pytest.mark.parametrize("fault", sim.FAULTS)
def test_planted_fault_found_exactly(fault: str) -> None:
    """Every planted fault is reported at exactly its event, with its code, and nothing else."""
    planted = 0
    for seed in range(40):
        t = sim.simulate(seed)
        r = sim.inject(t, fault, random.Random(seed))
        if r is None:
            continue
        mutated, expected = r
        assert set(expected) == {"deal", "event", "code", "penalty_class", "penalty"}
        v = validate(mutated)
        assert_replayed(v)
        assert all_annotations(v) == [(expected["deal"], expected["event"], expected["code"])], (
            seed,
            expected,
        )
        ann = next(a for d in v["deals"] for a in d["annotations"])
        assert ann["rule"].startswith("ulti/") and ann["message"] and ann["seat"] is not None
        assert (ann.get("penalty") or {}).get("class") == expected["penalty_class"]
        assert ann.get("penalty") == expected["penalty"], (seed, expected, ann)
        planted += 1
    assert planted >= 30


@pytest.mark.parametrize("effect", ["play_stands", "lose_all_goals", "void_deal"])
@pytest.mark.parametrize("fault", ["revoke", "failure_to_trump", "failure_to_overtake"])
def test_planted_revoke_under_each_penalty(fault: str, effect: str) -> None:
    """ulti/penalty.revoke: a planted follow fault is the only annotation under every revoke_penalty value,
    its penalty exactly the one expected (none under play_stands), and the recorded settlement agrees."""
    planted = 0
    for seed in range(30):
        t = sim.simulate(seed, revoke_penalty=effect)
        r = sim.inject(t, fault, random.Random(seed))
        if r is None:
            continue
        mutated, expected = r
        v = validate(mutated)
        assert all_annotations(v) == [(expected["deal"], expected["event"], expected["code"])], (
            seed,
            expected,
        )
        ann = next(a for d in v["deals"] for a in d["annotations"])
        assert ann.get("penalty") == expected["penalty"], (seed, expected, ann)
        d = v["deals"][expected["deal"]]
        if effect == "play_stands":
            assert "penalty" not in ann
            assert all(g["rule"] != "ulti/penalty.revoke" for g in d["computed"].get("goals", []))
        else:
            assert ann["penalty"]["effect"] == effect
        planted += 1
    assert planted >= 10


def test_inject_leaves_the_original_alone() -> None:
    t = sim.simulate(5)
    before = json.dumps(t, sort_keys=True)
    sim.inject(t, "revoke", random.Random(1))
    assert json.dumps(t, sort_keys=True) == before


def test_simulate_is_seedable() -> None:
    assert sim.simulate(11) == sim.simulate(11)
    assert sim.simulate(11, preset="ultinet")["rules"] == {"preset": "ultinet"}


def test_example_trump_is_a_trump_game_and_no_trump_is_not() -> None:
    t = validate(json.loads((EXAMPLES / "clean-trump.json").read_text(encoding="utf-8")))
    n = validate(json.loads((EXAMPLES / "clean-no-trump.json").read_text(encoding="utf-8")))
    assert t["deals"][0]["computed"]["trump"] == "H"
    assert n["deals"][0]["computed"]["trump"] is None


@pytest.mark.parametrize("key", ["reason", "from", "to", "amount"])
@pytest.mark.parametrize("value", [[], {}, ["x"], {"a": 1}, None, True, -1, 1.5, "0"])
def test_payment_fields_never_crash(key: str, value: Any) -> None:
    t = copy.deepcopy(BASES[0])
    pays = [e for d in t["deals"] for e in d["events"] if e["type"] == "payment"]
    assert pays
    pays[0][key] = value
    v = validate(t)
    assert not any(p["code"] == "engine_error" for p in v.get("problems", []))


@pytest.mark.parametrize(
    "value", [[], {}, [{"kind": "trump", "suit": []}], [{"kind": "trump", "suit": {}}], [None]]
)
def test_item_fields_never_crash(value: Any) -> None:
    t = copy.deepcopy(BASES[0])
    for e in t["deals"][0]["events"]:
        if e["type"] == "bid" and e["bid"] != "pass":
            t["deals"][0]["events"].insert(
                t["deals"][0]["events"].index(e) + 1, {"type": "announce", "seat": 0, "items": value}
            )
            t["deals"][0]["events"].insert(0, {"type": "declare", "seat": 0, "items": value})
            t["deals"][0]["events"].insert(0, {"type": "double", "seat": 0, "target": value, "level": value})
            break
    v = validate(t)
    assert v["status"] == "rejected"
    assert not any(p["code"] == "engine_error" for p in v.get("problems", []))


# --- fuzz: mutated simulated transcripts never make the engine fail -----------------------------

JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 70),
    st.sampled_from(["pass", "AH", "7H", "ulti", "fold", "H", "", "party", "betli", "10S", "XX"]),
    st.lists(st.sampled_from(["AH", "7H", "KS", "QS", "10C", "7D", "JD"]), max_size=3),
    st.fixed_dictionaries(
        {"goals": st.lists(st.sampled_from(["party", "ulti", "betli", "40-100"])), "red": st.booleans()}
    ),
    st.just([{"kind": "trump", "suit": "S"}]),
    st.just([{"kind": "marriage", "points": 40}]),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    base=st.integers(0, len(BASES) - 1),
    ops=st.lists(
        st.tuples(
            st.sampled_from(["set", "drop", "dup", "swap"]),
            st.integers(0, 10_000),
            st.sampled_from(
                [
                    "seat",
                    "card",
                    "cards",
                    "bid",
                    "target",
                    "level",
                    "items",
                    "amount",
                    "from",
                    "to",
                    "type",
                    "reason",
                ]
            ),
            JUNK,
        ),
        min_size=1,
        max_size=4,
    ),
)
def test_fuzz_no_engine_error(base: int, ops: list[tuple[str, int, str, Any]]) -> None:
    t = copy.deepcopy(BASES[base])
    events = t["deals"][0]["events"]
    mutate_events(events, ops)
    v = validate(t)
    assert not any(p["code"] == "engine_error" for p in v.get("problems", [])), v.get("problems")


def test_replay_steps() -> None:
    """The replay generator: one "deal" and exactly one "end" step per deal, an "event" step per event, trick
    notes, and the annotations the verdict holds."""
    from validator.engine.validate import steps

    t = sim.simulate(3, deals=3)
    mutated, expected = sim.inject(t, "revoke", random.Random(2)) or (None, None)
    assert mutated is not None and expected is not None
    session, it, problems = steps(mutated)
    assert problems == [] and it is not None
    out = list(it)
    assert [s.kind for s in out].count("deal") == 3 and [s.kind for s in out].count("end") == 3
    ends = [s for s in out if s.kind == "end"]
    assert all(s.result is not None and s.text.startswith("Deal over") for s in ends)
    n_events = sum(len(d["events"]) for d in mutated["deals"])
    assert [s.kind for s in out].count("event") == n_events
    tricks = [s for s in out if s.kind == "note" and s.text.startswith("Trick ")]
    assert tricks and " won by " in tricks[0].text
    notes = [s.annotation for s in out if s.kind == "annotation"]
    assert [(a.deal, a.event, a.code) for a in notes if a is not None] == [
        (expected["deal"], expected["event"], expected["code"])
    ]
