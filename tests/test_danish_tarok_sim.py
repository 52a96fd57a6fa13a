"""Danish Tarok: simulated sessions validate clean; every planted fault is found exactly once, where it was
planted, with its code and penalty class (replays/sim/danish_tarok.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from replays.sim.danish_tarok import CLASS_FINE, FAULTS, OPTION_DEFAULTS, POOLS, inject, simulate
from validator.engine.games.danish_tarok.options import OPTIONS
from validator.engine.games.danish_tarok.tables import OPTION_CLASS
from validator.engine.validate import validate


def annotations(verdict: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for d in verdict["deals"] for a in d["annotations"]]


@pytest.mark.parametrize("block", range(4))
def test_simulated_sessions_validate_clean(block: int) -> None:
    for seed in range(block * 75, block * 75 + 75):
        doc = simulate(seed)
        verdict = validate(doc)
        assert verdict["status"] == "clean", (seed, annotations(verdict), verdict.get("problems"))
        assert verdict["summary"]["warnings"] == 0, (seed, annotations(verdict))
        for deal in verdict["deals"]:
            assert deal["settlement"]["difference"] == {}, (seed, deal["index"])


@pytest.mark.parametrize("players", [3, 4])
def test_simulator_covers_three_and_four_players(players: int) -> None:
    doc = simulate(11, players=players, deals=4)
    assert len(doc["players"]) == players
    assert len(doc["deals"]) == 4
    verdict = validate(doc)
    assert verdict["status"] == "clean"
    for deal in doc["deals"]:
        if players == 4:
            assert deal["hands"][(deal["dealer"] + 2) % 4] == []


def test_simulator_is_seedable() -> None:
    assert simulate(5) == simulate(5)
    assert simulate(5) != simulate(6)


UNCLASSED = ("revoke", "failure_to_trump", "joker_second_last", "joker_withheld")
UNCLASSED_OPTIONS = ("revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty")


def check_planted(fault: str, **options: str) -> None:
    """Plant ``fault`` in 30 simulated sessions: each is found exactly once, at that event, with that
    code and penalty: the class, its fine into each pool (none for a superficial one) and the deal
    void only for an irreparable one; the table paid exactly that, so every deal settles."""
    planted = 0
    for seed in range(30):
        doc = simulate(seed, **options)
        result = inject(doc, fault, random.Random(seed))
        if result is None:
            continue
        mutated, expected = result
        verdict = validate(mutated)
        found = annotations(verdict)
        assert verdict["status"] == "violations", (seed, verdict.get("problems"))
        assert len(found) == 1, (seed, expected, found)
        a = found[0]
        assert (a["deal"], a["event"], a["code"]) == (
            expected["deal"],
            expected["event"],
            expected["code"],
        ), (
            seed,
            expected,
            a,
        )
        assert (a.get("penalty") or {}).get("class") == expected["penalty_class"], (seed, expected, a)
        if expected["penalty_class"] is not None:
            fine = CLASS_FINE[expected["penalty_class"]]
            want = [{"from": a["seat"], "to": pool, "amount": fine} for pool in POOLS] if fine else []
            assert a["penalty"]["payments"] == want, (seed, expected, a)
            deal = verdict["deals"][expected["deal"]]
            assert deal["computed"]["void"] is (expected["penalty_class"] == "irreparable"), (seed, expected)
            assert all(d["settlement"]["difference"] == {} for d in verdict["deals"]), (seed, expected)
        planted += 1
    assert planted >= 20, f"{fault} could be planted only {planted} times in 30 sessions"


@pytest.mark.parametrize("fault", FAULTS)
def test_planted_fault_is_found_exactly(fault: str) -> None:
    check_planted(fault)


@pytest.mark.parametrize("cls", ["large", "small"])
@pytest.mark.parametrize("fault", UNCLASSED)
def test_planted_unclassed_fault_with_a_class_by_option_is_found_exactly(fault: str, cls: str) -> None:
    """danish-tarok/18.small, 18.large: The classes the defaults do not use stay covered: the fine is paid into
    each pool and play goes on."""
    check_planted(fault, **dict.fromkeys(UNCLASSED_OPTIONS, cls))


def test_simulator_defaults_are_the_engines() -> None:
    """The simulator omits default options from the transcript's rules, so its defaults must be the
    engine's; a fault the source does not class is irreparable by default (issue #3)."""
    assert OPTION_DEFAULTS == {o.name: o.default for o in OPTIONS.options}
    for name in UNCLASSED_OPTIONS:
        assert OPTION_DEFAULTS[name] == "irreparable"


@pytest.mark.parametrize("fault", UNCLASSED)
def test_planted_unclassed_fault_costs_nothing_when_superficial(fault: str) -> None:
    """With its option set to superficial, a revoke / failure to trump / Joker in the second-last
    trick / Joker withheld is annotated alone, no fine; the deal is not void and is settled as played."""
    planted = 0
    superficial = dict.fromkeys(UNCLASSED_OPTIONS, "superficial")
    for seed in range(30):
        result = inject(simulate(seed, **superficial), fault, random.Random(seed))
        if result is None:
            continue
        mutated, expected = result
        assert expected["penalty_class"] == "superficial"
        assert mutated["rules"] == superficial
        assert not any(
            e.get("reason") == "penalty"
            for d in mutated["deals"]
            for e in d["events"]
            if e["type"] == "payment"
        )
        verdict = validate(mutated)
        found = annotations(verdict)
        assert [(a["deal"], a["event"], a["code"], a["penalty"]) for a in found] == [
            (
                expected["deal"],
                expected["event"],
                fault,
                {
                    "class": "superficial",
                    "rule": "danish-tarok/18.superficial",
                    "payments": [],
                    "classed_by": OPTIONS.by_name[OPTION_CLASS[fault]].rule,
                },
            )
        ], (seed, found)
        assert not any(d["computed"]["void"] for d in verdict["deals"]), seed
        assert all(d["settlement"]["difference"] == {} for d in verdict["deals"]), seed
        planted += 1
    assert planted >= 20, f"{fault} could be planted only {planted} times in 30 sessions"


@pytest.mark.parametrize("option", ["large", "small", "superficial", "irreparable"])
def test_planted_revoke_follows_the_penalty_option(option: str) -> None:
    """danish-tarok/ruling.revoke-penalty: a planted revoke carries the class of revoke_penalty, irreparable when
    the transcript sets no option (the default)."""
    for seed in range(10):
        doc = simulate(seed, revoke_penalty=option)
        # the simulator writes only the options that differ from the defaults
        assert doc["rules"] == ({} if option == "irreparable" else {"revoke_penalty": option})
        result = inject(doc, "revoke", random.Random(seed))
        assert result is not None
        mutated, expected = result
        assert expected["penalty_class"] == option
        found = annotations(validate(mutated))
        assert [(a["code"], a["penalty"]["class"]) for a in found] == [("revoke", option)], (seed, found)
