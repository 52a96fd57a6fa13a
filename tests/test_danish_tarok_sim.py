"""Danish Tarok: simulated sessions validate clean; every planted fault is found exactly once, where it was
planted, with its code and penalty class (replays/sim/danish_tarok.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from replays.sim.danish_tarok import FAULTS, inject, simulate
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


@pytest.mark.parametrize("fault", FAULTS)
def test_planted_fault_is_found_exactly(fault: str) -> None:
    planted = 0
    for seed in range(30):
        doc = simulate(seed)
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
        planted += 1
    assert planted >= 20, f"{fault} could be planted only {planted} times in 30 sessions"


@pytest.mark.parametrize("option", ["large", "small", "superficial"])
def test_planted_revoke_follows_the_penalty_option(option: str) -> None:
    for seed in range(10):
        doc = simulate(seed, revoke_penalty=option)
        assert doc["rules"] == {"revoke_penalty": option}
        result = inject(doc, "revoke", random.Random(seed))
        assert result is not None
        mutated, expected = result
        assert expected["penalty_class"] == option
        found = annotations(validate(mutated))
        assert [(a["code"], a["penalty"]["class"]) for a in found] == [("revoke", option)], (seed, found)
