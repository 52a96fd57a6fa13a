"""Galician Tarok at four and five: a deal whose dealer field alone is wrong is one wrong_dealer
(galician-tarok/9.dealer; diff9 galician-knockon B2, tests/data/diff9/galician-knockon/REPORT.md).

At four the king (the dealer) and at five the king and the sitter hold no cards. When the field names
another seat but the seats dealt no cards are the king (and sitter) the rotation calls for and the
calls go round from that king, the record follows him: one wrong_dealer, the deal judged from the
king due. Hands that contradict the field in any other way, or a first deal (no rotation to go by),
stay rejected with pointers.
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate

AUDIT = Path(__file__).parent / "data" / "diff9" / "galician-knockon"


def findings(v: dict[str, Any]) -> set[tuple[int, int | None, str]]:
    return {(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]}


def repro() -> dict[str, Any]:
    r = json.loads((AUDIT / "repros" / "b-dealer-field-four-players-rejected.json").read_text())
    return r["transcript"]


def with_dealer(t: dict[str, Any], deal: int, seat: int) -> dict[str, Any]:
    t = copy.deepcopy(t)
    t["deals"][deal]["dealer"] = seat
    return t


def problems(v: dict[str, Any]) -> set[tuple[str, str]]:
    return {(p["pointer"], p["code"]) for p in v.get("problems", [])}


# --- four players ----------------------------------------------------------------------------------


def test_repro_four_players_dealer_field_alone_wrong_is_one_wrong_dealer() -> None:
    """B2: deal 3 written as Adam's, but Czesław (due after Bożena) holds no cards and the calls go
    round from him: one wrong_dealer, and the deal is judged with Czesław as the king."""
    v = validate(repro())
    assert v["status"] != "rejected", v.get("problems")
    assert findings(v) == {(2, None, "wrong_dealer")}
    assert v["deals"][2]["computed"]["king"] == 2
    assert v["deals"][2]["computed"]["forehand"] == 3


@pytest.mark.parametrize("seed", [4, 12, 39, 40, 53])
def test_four_players_every_later_deal_every_seat(seed: int) -> None:
    t = simulate(seed)
    assert len(t["players"]) == 4
    for i in range(1, len(t["deals"])):
        king = t["deals"][i]["dealer"]
        for seat in (s for s in range(4) if s != king):
            v = validate(with_dealer(t, i, seat))
            assert findings(v) == {(i, None, "wrong_dealer")}, (i, seat)
            assert v["deals"][i]["computed"]["king"] == king


def test_four_players_first_deal_stays_rejected() -> None:
    """Ruling: the first deal has no rotation to go by, so the field and the hands contradict each
    other with nothing to tell which is the slip; the record is rejected with pointers."""
    t = simulate(12)  # four players, Adam deals first and holds no cards
    assert t["deals"][0]["dealer"] == 0 and t["deals"][0]["hands"][0] == []
    v = validate(with_dealer(t, 0, 2))
    assert v["status"] == "rejected"
    assert problems(v) == {("/deals/0/hands/2", "bad_hand_size"), ("/deals/0/hands/0", "bad_hand_size")}


def test_four_players_field_wrong_and_empty_hand_not_the_king_due_stays_rejected() -> None:
    """The field is wrong and the hands too: the seat dealt no cards (Bożena) is not the king due
    (Czesław) - rejected with a pointer at each hand that contradicts the field."""
    t = repro()
    hands = t["deals"][2]["hands"]
    hands[1], hands[2] = hands[2], hands[1]
    v = validate(t)
    assert v["status"] == "rejected"
    assert problems(v) == {("/deals/2/hands/0", "bad_hand_size"), ("/deals/2/hands/1", "bad_hand_size")}


def test_four_players_field_wrong_and_a_hand_of_the_wrong_size_stays_rejected() -> None:
    t = repro()
    hands = t["deals"][2]["hands"]
    hands[3].append(hands[1].pop())
    v = validate(t)
    assert v["status"] == "rejected"
    assert ("/deals/2/hands/0", "bad_hand_size") in problems(v)
    assert ("/deals/2/hands/1", "bad_hand_size") in problems(v)
    assert ("/deals/2/hands/3", "bad_hand_size") in problems(v)


def test_four_players_calls_not_from_the_king_due_stays_rejected() -> None:
    """The hands show the king due, but the first call is not by his forehand (Danuta): the record
    does not follow him, so the field is not taken as the slip and the record stays rejected."""
    t = repro()
    events = t["deals"][2]["events"]
    assert [(e["type"], e["seat"]) for e in events[:2]] == [("bid", 3), ("bid", 0)]
    del events[:2]
    v = validate(t)
    assert v["status"] == "rejected"
    assert problems(v) == {("/deals/2/hands/0", "bad_hand_size"), ("/deals/2/hands/2", "bad_hand_size")}


def test_four_players_whole_deal_by_the_wrong_seat_is_judged_from_him() -> None:
    """A deal dealt by the wrong seat (field and hands agree, the calls follow him) stays one
    wrong_dealer judged from the dealer written (the audit's dealer_rotated)."""
    sys.path.insert(0, str(AUDIT))
    try:
        from inject import plant  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(AUDIT))
    import random

    t = simulate(40)
    r = plant(t, "dealer_rotated", random.Random("40/dealer_rotated"))
    assert r is not None
    doc, exp = r
    v = validate(doc)
    assert findings(v) == {(e["deal"], e["event"], e["code"]) for e in exp}
    last = len(doc["deals"]) - 1
    assert v["deals"][last]["computed"]["king"] == doc["deals"][last]["dealer"]


# --- five players ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("seed", "deal", "seat", "king", "sitter"),
    [
        (13, 1, 0, 3, 2),  # a seat with cards written as dealer
        (13, 1, 4, 3, 2),
        # the seat due to sit out written as dealer: as written, Danuta would sit out after Czesław's
        # one deal and pay the game - the payments show she is the king
        (13, 1, 2, 3, 2),
        (3, 2, 0, 4, 1),  # a fragment of a session, no settlement written
        (3, 3, 2, 0, 2),
        # Czesław and Danuta dealt no cards, each could be the king after Bożena: Czesław, who sat out
        # the deal before, sits on
        (16, 1, 0, 3, 2),
        (50, 2, 4, 2, 3),
    ],
)
def test_five_players_dealer_field_alone_wrong_is_one_wrong_dealer(
    seed: int, deal: int, seat: int, king: int, sitter: int
) -> None:
    t = simulate(seed)
    assert len(t["players"]) == 5
    assert t["deals"][deal]["dealer"] == king
    assert validate(t)["status"] == "clean"
    v = validate(with_dealer(t, deal, seat))
    assert v["status"] != "rejected", v.get("problems")
    assert findings(v) == {(deal, None, "wrong_dealer")}
    computed = v["deals"][deal]["computed"]
    assert (computed["king"], computed["sitting_out"]) == (king, sitter)


def test_five_players_field_wrong_and_hands_wrong_stays_rejected() -> None:
    t = with_dealer(simulate(13), 1, 0)
    hands = t["deals"][1]["hands"]
    hands[4].append(hands[1].pop())
    v = validate(t)
    assert v["status"] == "rejected"
    assert ("/deals/1/hands/0", "bad_hand_size") in problems(v)
    assert ("/deals/1/hands/1", "bad_hand_size") in problems(v)


def test_five_players_first_deal_stays_rejected() -> None:
    v = validate(with_dealer(simulate(13), 0, 0))
    assert v["status"] == "rejected"
    assert ("/deals/0/hands/0", "bad_hand_size") in problems(v)


# --- clean records stay clean ----------------------------------------------------------------------


def test_clean_four_and_five_player_simulations_stay_clean() -> None:
    seen = {4: 0, 5: 0}
    for seed in range(200):
        t = simulate(seed)
        n = len(t["players"])
        if n < 4:
            continue
        seen[n] += 1
        v = validate(t)
        assert v["status"] == "clean", (seed, findings(v) if v["status"] != "rejected" else v["problems"])
    assert seen[4] > 20 and seen[5] > 20
