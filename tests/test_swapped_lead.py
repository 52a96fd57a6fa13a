"""One slip, one finding (every game's turn rule): a record whose lead and second card are swapped in
one trick - the second seat's card written first, the seat due to lead after it - is one out_of_turn,
the trick judged in its true order where that breaks the rules less often (Danish since diff9 A5;
Rage, Ulti, Galician and Tarocchini since session 33: rage-out-of-turn-2faults P1e, terziglio-play-2faults P2).
Simulated clean deals, one trick swapped where the two cards differ in suit."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from replays.sim import danish_tarok, galician_tarok, tarocchini, ulti
from validator.engine.validate import validate

# (Danish is tested in its own files: a card out of turn there is also a §18 fine the sims do not pay)
SIMS: dict[str, Callable[[int], dict[str, Any]]] = {
    "galician-tarok": galician_tarok.simulate,
    "tarocchini": tarocchini.simulate,
    "ulti": ulti.simulate,
}


def swapped(doc: dict[str, Any], n: int) -> tuple[dict[str, Any], int] | None:
    """The first deal with its first trick after the opening whose lead and second card differ in suit
    swapped, and the event of the card now written first; None if none."""
    events = doc["deals"][0]["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    for t in range(1, len(plays) // n - 1):
        a, b = plays[t * n], plays[t * n + 1]
        if events[a]["card"][-1] != events[b]["card"][-1] and "T0" not in (
            events[a]["card"],
            events[b]["card"],
        ):
            out = json.loads(json.dumps(doc))
            e = out["deals"][0]["events"]
            e[a], e[b] = e[b], e[a]
            return out, a
    return None


@pytest.mark.parametrize("game", sorted(SIMS))
@pytest.mark.parametrize("seed", range(12))
def test_a_swapped_lead_is_one_out_of_turn(game: str, seed: int) -> None:
    doc = SIMS[game](seed)
    if validate(doc)["status"] != "clean" or not doc["deals"][0].get("hands"):
        pytest.skip("not a clean deal with its hands")
    n = sum(1 for h in doc["deals"][0]["hands"] if h)
    case = swapped(doc, n)
    if case is None:
        pytest.skip("no trick whose first two cards differ in suit")
    v = validate(case[0])
    found = [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]
    assert found == [(case[1], "out_of_turn")]


def _rage(seed: int) -> dict[str, Any]:
    from replays.sim import rage

    return rage.simulate(seed, players=4, rounds=3)


@pytest.mark.parametrize("game", ["danish-tarok", "galician-tarok", "rage", "tarocchini", "ulti"])
@pytest.mark.parametrize("seed", range(10))
def test_a_card_written_for_the_wrong_seat_is_one_card_not_in_hand(game: str, seed: int) -> None:
    """One slip, one finding (tricks.seat_written_wrongly; one-slip-rage-ulti-gd a1, a2): the second card
    of the third trick written for the seat that plays next (which then plays its own card) is that
    seat's card_not_in_hand, the play read as its holder's, and nothing else."""
    doc = (
        _rage(seed)
        if game == "rage"
        else danish_tarok.simulate(seed)
        if game == "danish-tarok"
        else SIMS[game](seed)
    )
    deal = doc["deals"][0]
    if validate(doc)["status"] != "clean" or not deal.get("hands"):
        pytest.skip("not a clean deal with its hands")
    n = sum(1 for h in deal["hands"] if h)
    events = deal["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    a, b = plays[2 * n + 1], plays[2 * n + 2]
    if sum(events[a]["card"] in h for h in deal["hands"]) != 1:
        pytest.skip("a card more than one hand holds: the record cannot tell whose it was")
    events[a]["seat"] = events[b]["seat"]
    v = validate(doc)
    found = [
        (x["event"], x["code"]) for d in v["deals"] for x in d["annotations"] if x["severity"] == "violation"
    ]
    assert found == [(a, "card_not_in_hand")]


@pytest.mark.parametrize("game", ["rage", "tarocchini", "ulti"])
@pytest.mark.parametrize("seed", range(8))
def test_a_play_line_left_out_is_one_finding(game: str, seed: int) -> None:
    """tricks.line_left_out (one-slip-play-lines a1): the second card of the second trick left out of the
    record, the rest as played: one out_of_turn at the card written next, the missing card read as played
    (the one card of that hand the record never shows); it cascaded through the deal. (A trick's last card
    left out is read so too where the next card is another seat's lead: one-slip-play-lines 07; where the
    missing card won the trick, its player's next lead is read as his card to it, not yet.)"""
    doc = _rage(seed) if game == "rage" else SIMS[game](seed)
    doc["deals"] = doc["deals"][:1]
    deal = doc["deals"][0]
    if validate(doc)["status"] != "clean" or not deal.get("hands"):
        pytest.skip("not a clean deal with its hands")
    events = deal["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    n = sum(1 for h in deal["hands"] if h)
    gone = plays[n + 1]
    if events[gone]["card"] == "WILD" or len(plays) < 3 * n:
        pytest.skip("a joker (its colour is the record's) or too short a deal")
    del events[gone]
    v = validate(doc)
    found = [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]
    assert found == [(gone, "out_of_turn")]
