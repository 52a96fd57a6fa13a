"""Galician Tarok: simulator-driven properties, the bundled examples, and a fuzz test (no engine_error)."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from fuzz_ops import mutate_events
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from replays.sim import galician_tarok as sim
from validator.engine.validate import validate

BASES = [sim.simulate(s, deals=2) for s in range(6)]


def all_annotations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


@pytest.mark.parametrize("block", range(4))
def test_simulated_sessions_validate_clean(block: int) -> None:
    """Hundreds of simulated deals (3, 4 and 5 players, random options and presets) validate clean."""
    deals = 0
    for seed in range(block * 100, block * 100 + 100):
        t = sim.simulate(seed)
        v = validate(t)
        assert v["status"] == "clean", (seed, all_annotations(v), v.get("problems"))
        assert all_annotations(v) == [], (seed, all_annotations(v))
        deals += len(t["deals"])
        for d in v["deals"]:
            if d["settlement"]["recorded"] is not None:
                assert d["settlement"]["difference"] == {}, seed
    assert deals >= 200


def test_simulator_covers_the_game() -> None:
    """The simulated deals reach every contract, refusals, wins and losses, contras, premiums, the pool."""
    contracts: set[str] = set()
    seen: set[str] = set()
    players: set[int] = set()
    for seed in range(300):
        t = sim.simulate(seed)
        players.add(len(t["players"]))
        v = validate(t)
        for d in v["deals"]:
            c = d["computed"]
            if c["all_passed"]:
                seen.add("all_pass")
            if c["contract"]:
                contracts.add(c["contract"])
            if c.get("won") is True:
                seen.add("won")
            if c.get("won") is False:
                seen.add("lost")
            if (c.get("purchase") or 0) >= 3:
                seen.add("deep_purchase")
            if any(lv >= 4 for lv in c["contra"].values()):
                seen.add("recontra")
            if c.get("volat"):
                seen.add("volat")
            for p in c["payments"]:
                seen.add(p["reason"])
    assert contracts == {"three", "two", "one", "solo"}
    assert players == {3, 4, 5}
    for x in (
        "all_pass",
        "won",
        "lost",
        "deep_purchase",
        "recontra",
        "game",
        "tarocks",
        "trull",
        "pagat_ultimo",
        "pool_stake",
        "pool_share",
        "pool_pass",
        "pool_ultimo",
        "four_kings",
    ):
        assert x in seen, x


@pytest.mark.parametrize("fault", sim.FAULTS)
def test_planted_fault_found_exactly(fault: str) -> None:
    """Every planted fault is reported at exactly its event, with its code, and nothing else."""
    planted = 0
    for seed in range(80):
        r = sim.plant(seed, fault)
        if r is None:
            continue
        t, expected = r
        v = validate(t)
        assert v["status"] == "violations", (seed, v.get("problems"))
        assert all_annotations(v) == [(expected["deal"], expected["event"], expected["code"])], (
            seed,
            expected,
        )
        ann = next(a for d in v["deals"] for a in d["annotations"])
        assert ann["rule"].startswith("galician-tarok/") and ann["message"]
        if fault not in ("wrong_payment", "wrong_score"):
            assert ann["seat"] is not None
        planted += 1
    assert planted >= 5


def test_simulate_is_seedable() -> None:
    assert sim.simulate(11) == sim.simulate(11)
    assert sim.simulate(11, preset="common_usage")["rules"] == {"preset": "common_usage"}


# --- fuzz: mutated simulated transcripts never make the engine fail -----------------------------

JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 70),
    st.sampled_from(
        ["pass", "three", "hold", "tape", "solo", "reject", "T1", "SKIZ", "KH", "pool", "game", ""]
    ),
    st.lists(st.sampled_from(["T1", "T21", "SKIZ", "KH", "1H", "10C", "QS"]), max_size=4),
    st.just([{"kind": "tarocks", "count": 10}]),
    st.just([{"kind": "pagat_ultimo"}, {"kind": "trull"}]),
    st.just({"pool": 5}),
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
                    "call",
                    "target",
                    "level",
                    "items",
                    "amount",
                    "from",
                    "to",
                    "type",
                    "reason",
                    "party",
                    "points",
                    "shown",
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


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), hands_null=st.booleans(), drop_talon=st.booleans())
def test_fuzz_play_only_and_odd_records(seed: int, hands_null: bool, drop_talon: bool) -> None:
    t = sim.simulate(seed, deals=1)
    d = t["deals"][0]
    if hands_null:
        d["hands"] = None
    if drop_talon:
        d.pop("talon", None)
    v = validate(t)
    assert not any(p["code"] == "engine_error" for p in v.get("problems", [])), v.get("problems")
    if hands_null and not drop_talon:
        assert v["status"] == "clean", all_annotations(v)


def test_replay_steps() -> None:
    """One "deal" and one "end" step per deal, an "event" step per event, trick notes."""
    from validator.engine.validate import steps

    t = sim.simulate(3, deals=3)
    session, it, problems = steps(t)
    assert problems == [] and it is not None
    out = list(it)
    kinds = [s.kind for s in out]
    assert kinds.count("deal") == 3 and kinds.count("end") == 3
    assert kinds.count("event") == sum(len(d["events"]) for d in t["deals"])
    assert all(s.result is not None and s.text.startswith("Deal over") for s in out if s.kind == "end")


@pytest.mark.parametrize("seed", [150, 201, 437])
def test_play_only_five_player_deal_finds_its_sitter_by_who_acted(seed: int) -> None:
    # five players, the deal thrown in or played: the sitter is the seat with no event at all
    t = sim.simulate(seed, deals=1)
    assert len(t["players"]) == 5
    t["deals"][0]["hands"] = None
    v = validate(t)
    assert v["status"] == "clean", all_annotations(v)
