"""diff10 twofault A1: two ``card_not_in_hand`` slips by one seat in one deal, with the hands dealt.

Each slip alone stands for the seat's one card never played (diff9 A2). With two, the seat leaves two
cards unplayed; when the written cards' suits match them one to one, each slip stands for the
unplayed card of its suit and both leave the hand, so the record holds the two slips and no more
(no revoke, no voided deal, no score knock-on)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from records import repro, violations

FOLDER = "diff10/twofault"


@pytest.mark.parametrize(
    "name",
    [
        "A1-danish-two-cnih-one-seat-one-deal-revokes",
        "A1b-danish-two-cnih-same-skat-card",
        "A1c-tarocchini-two-cnih-one-seat-wrong-score",
        "A1d-ulti-two-talon-cards-one-deal-failure-to-follow",
    ],
)
def test_repro_gives_exactly_the_two_slips(name: str) -> None:
    doc = repro(FOLDER, name)
    found = violations(doc)
    assert [c for _, _, c in found] == ["card_not_in_hand", "card_not_in_hand"], found


def suit(code: str) -> str:
    return "T" if code[0] == "T" and code[1:].isdigit() else code[-1]


SPECIAL = {"JOKER", "MATTO", "T1", "T21", "T0"}


def rage_suit(code: str) -> str:
    from validator.engine.cards import RAGE

    return RAGE.cards[code].suit or code  # an action card: a "suit" of its own, never planted


def plant_two(
    doc: dict[str, Any], single: bool = False, suit: Callable[[str], str] = suit
) -> tuple[dict[str, Any], list[tuple[int, int]]] | None:
    """A copy of ``doc`` in which one seat of one deal is written, in two of its plays (two tricks),
    a card of the same suit it had played earlier in the deal instead of the card it played (a card
    already played: not in hand); the two real cards of different suits. (deal, event) of the slips.
    ``single``: one such slip only."""
    for d, deal in enumerate(doc["deals"]):
        if not deal.get("hands"):
            continue
        evs = deal["events"]
        for seat in range(len(doc["players"])):
            plays = [
                (i, e["card"]) for i, e in enumerate(evs) if e["type"] == "play" and e.get("seat") == seat
            ]
            picks: list[tuple[int, str]] = []
            for k, (i, real) in enumerate(plays):
                if real in SPECIAL or suit(real) == real or any(suit(real) == suit(r) for _, r in picks):
                    continue
                before = [c for _, c in plays[:k] if suit(c) == suit(real) and c not in SPECIAL]
                if not before:
                    continue
                picks.append((i, before[0]))
                if len(picks) == (1 if single else 2):
                    break
            if len(picks) == (1 if single else 2):
                out = copy.deepcopy(doc)
                for i, written in picks:
                    out["deals"][d]["events"][i]["card"] = written
                return out, [(d, i) for i, _ in picks]
    return None


def simulators() -> dict[str, Callable[[int], dict[str, Any]]]:
    from replays.sim.danish_tarok import simulate as danish
    from replays.sim.galician_tarok import simulate as galician
    from replays.sim.rage import simulate as rage
    from replays.sim.tarocchini import simulate as tarocchini
    from replays.sim.ulti import simulate as ulti

    return {"danish": danish, "galician": galician, "rage": rage, "tarocchini": tarocchini, "ulti": ulti}


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("game", ["danish", "galician", "rage", "tarocchini", "ulti"])
def test_two_slips_built_from_a_legal_session(game: str, seed: int) -> None:
    doc = simulators()[game](seed)
    assert violations(doc) == []
    planted = plant_two(doc, suit=rage_suit if game == "rage" else suit)
    assert planted is not None
    bad, at = planted
    assert violations(bad) == [(d, i, "card_not_in_hand") for d, i in at]


@pytest.mark.parametrize("seed", range(3))
@pytest.mark.parametrize("game", ["danish", "galician", "rage", "tarocchini", "ulti"])
def test_one_slip_still_one_finding(game: str, seed: int) -> None:
    doc = simulators()[game](seed)
    planted = plant_two(doc, single=True, suit=rage_suit if game == "rage" else suit)
    assert planted is not None
    bad, at = planted
    assert violations(bad) == [(d, i, "card_not_in_hand") for d, i in at]
