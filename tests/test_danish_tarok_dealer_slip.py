"""Danish Tarok: only the dealer field written wrong is one `wrong_dealer` (danish-tarok/7.dealer-rotation,
diff9 danish-knockon C2, tests/data/diff9/danish-knockon).

A writer who slips on a deal's `dealer` field alone - the hands (the dealer's 28 cards, the seat that
sits out at four), the skat, the declarations and the play all following the dealer due by rotation -
expects one `wrong_dealer`. The engine used to take the field at its word and cascade: misdeal,
illegal_skat, declaration_before_dealer, out_of_turn, revokes, sitter_acted and payments (149 of 150
audit seeds). A deal really dealt by the wrong seat (its whole record following the dealer written)
is still judged from him.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate

REPRO = Path(__file__).parent / "data" / "diff9" / "danish-knockon" / "repros" / "C2-dealer-field-only.json"

Finding = tuple[int, int | None, str, str | None]


def verdict(doc: dict[str, Any]) -> dict[str, Any]:
    v = validate(doc)
    assert v["status"] != "rejected", v.get("problems")
    return v


def findings(v: dict[str, Any]) -> list[Finding]:
    return [
        (a["deal"], a["event"], a["code"], (a.get("penalty") or {}).get("class"))
        for d in v["deals"]
        for a in d["annotations"]
    ]


def wrong_dealer(v: dict[str, Any], k: int) -> dict[str, Any]:
    (a,) = [a for a in v["deals"][k]["annotations"] if a["code"] == "wrong_dealer"]
    return a


def moved(deal: dict[str, Any], dealer: int, n: int) -> None:
    """The same deal dealt by ``dealer``: every seat of it moved round the table with him."""
    k = (dealer - deal["dealer"]) % n

    def move(x: Any) -> Any:
        return (x + k) % n if isinstance(x, int) and not isinstance(x, bool) else x

    deal["dealer"] = dealer
    if deal.get("hands") is not None:
        deal["hands"] = [deal["hands"][(s - k) % n] for s in range(n)]
    for e in deal["events"]:
        for field in ("seat", "from", "to", "party"):
            if field in e:
                e[field] = move(e[field])


def test_c2_repro_is_one_wrong_dealer_judged_from_the_dealer_due() -> None:
    """The audit's repro: deal 2 written as Celina's; Bartek, due after Agnieszka, holds the 28 cards,
    lays away the skat, declares first and pays the fee, and Celina leads. One wrong_dealer, and the
    deal (turns, skat, fee, card points to the new dealer after Bartek) is Bartek's."""
    data = json.loads(REPRO.read_text(encoding="utf-8"))
    exp = data["expected_by_writer"]
    v = verdict(data["transcript"])
    assert findings(v) == [(exp["deal"], None, exp["code"], exp["penalty_class"])]
    a = wrong_dealer(v, 1)
    assert (a["seat"], a["evidence"]["dealer"], a["evidence"]["expected"]) == (2, 2, 1)
    assert a["evidence"]["judged_from"] == 1
    assert v["deals"][1]["computed"]["dealer"] == 1
    assert v["deals"][2]["computed"]["dealer"] == 2


@pytest.mark.parametrize(("seed", "players"), [(0, 3), (4, 3), (13, 3), (2, 4), (9, 4), (21, 4)])
def test_a_simulated_session_with_only_the_dealer_field_changed(seed: int, players: int) -> None:
    """Every later deal of a legal session, its `dealer` field alone moved to each other seat (at four
    also the seat opposite, who would sit out): one wrong_dealer, at that deal."""
    doc = simulate(seed, players=players)
    assert findings(verdict(doc)) == []
    for k in range(1, len(doc["deals"])):
        due = doc["deals"][k]["dealer"]
        for shift in range(1, players):
            slip = copy.deepcopy(doc)
            slip["deals"][k]["dealer"] = (due + shift) % players
            v = verdict(slip)
            assert findings(v) == [(k, None, "wrong_dealer", None)], (k, shift)
            assert v["deals"][k]["computed"]["dealer"] == due


def test_a_slip_in_a_deal_dealt_again_after_a_redeal_owes_no_second_fee() -> None:
    """15.deal-fee and 17.redeal: seed 26 has Agnieszka's deal redealt twice; the second deal dealt
    again (only a redeal in it, no fee) written as Bartek's is one wrong_dealer: Agnieszka was due
    again, and owes no fee for it."""
    doc = simulate(26, players=3)
    assert [d["dealer"] for d in doc["deals"][:3]] == [0, 0, 0]
    slip = copy.deepcopy(doc)
    slip["deals"][1]["dealer"] = 1
    v = verdict(slip)
    assert findings(v) == [(1, None, "wrong_dealer", None)]
    assert wrong_dealer(v, 1)["evidence"]["expected"] == 0
    assert not [p for p in v["deals"][1]["computed"]["payments"] if p["reason"] == "deal_fee"]


def test_a_play_only_record_with_only_the_dealer_field_changed() -> None:
    """Without hands, the first act tells who dealt: the skat laid away, or the first declaration,
    or the first lead by the player after the dealer."""
    doc = simulate(4, players=4)
    for d in doc["deals"]:
        d["hands"] = None
    assert findings(verdict(doc)) == []
    slip = copy.deepcopy(doc)
    slip["deals"][1]["dealer"] = (doc["deals"][1]["dealer"] + 1) % 4
    assert findings(verdict(slip)) == [(1, None, "wrong_dealer", None)]
    # no skat and no declaration written: the first lead, by the player after the dealer due
    lead = copy.deepcopy(slip)
    lead["deals"][1]["events"] = [
        e for e in lead["deals"][1]["events"] if e["type"] not in ("discard", "declare")
    ]
    v = verdict(lead)
    assert findings(v) == [(1, None, "wrong_dealer", None)]
    assert v["deals"][1]["computed"]["dealer"] == doc["deals"][1]["dealer"]


@pytest.mark.parametrize(("players", "shift"), [(3, 1), (3, 2), (4, 1), (4, 2), (4, 3)])
def test_a_play_only_deal_redealt_at_once_follows_no_dealer_written(players: int, shift: int) -> None:
    """Seed 26: the second deal holds only a redeal (no hands, no fee: the same dealer deals again).
    Nothing in it follows the dealer written, so it is the dealer due's: no fee of a dealer out of
    turn in the pools (a przydupek later paid 5 short), no sitter_acted for the seat that asked."""
    doc = simulate(26, players=players)
    for d in doc["deals"]:
        d["hands"] = None
    assert [e["type"] for e in doc["deals"][1]["events"]] == ["redeal"]
    assert findings(verdict(doc)) == []
    slip = copy.deepcopy(doc)
    slip["deals"][1]["dealer"] = (doc["deals"][1]["dealer"] + shift) % players
    v = verdict(slip)
    assert findings(v) == [(1, None, "wrong_dealer", None)]
    assert v["deals"][1]["computed"]["dealer"] == doc["deals"][1]["dealer"]


def test_a_deal_dealt_by_the_wrong_seat_is_judged_from_him() -> None:
    """The whole deal following the dealer written (hands, skat, declarations, play, fee): he dealt out
    of turn; one wrong_dealer, and the deal is his (unchanged)."""
    for seed, players in ((0, 3), (2, 4)):
        doc = simulate(seed, players=players)
        wrong = copy.deepcopy(doc)
        written = (doc["deals"][1]["dealer"] + 1) % players
        moved(wrong["deals"][1], written, players)
        v = verdict(wrong)
        assert findings(v) == [(1, None, "wrong_dealer", None)]
        assert v["deals"][1]["computed"]["dealer"] == written
        assert wrong_dealer(v, 1)["evidence"]["judged_from"] == written


def test_hands_following_the_written_dealer_are_a_second_slip() -> None:
    """Both must fit the dealer due - the hands and the first act: hands written for the dealer written
    (his 28 cards at his seat) with the skat and play of the dealer due are not the field's slip alone.
    Since session 33 (hands_slip) the plays prove whose each hand is: two slips, two findings - the
    hands written against the wrong seats and the dealer field - and the deal is judged from the dealer
    due (before, from the dealer written, with a cascade of findings)."""
    doc = simulate(0, players=3)
    mixed = copy.deepcopy(doc)
    deal = mixed["deals"][1]
    due = deal["dealer"]
    written = (due + 1) % 3
    deal["hands"] = [deal["hands"][(s - 1) % 3] for s in range(3)]
    deal["dealer"] = written
    v = verdict(mixed)
    assert v["deals"][1]["computed"]["dealer"] == due
    assert sorted(f[2] for f in findings(v)) == ["card_not_in_hand", "wrong_dealer"]


def test_after_the_slip_the_rotation_passes_on_from_the_dealer_due() -> None:
    """diff10 twofault A2 (as every game's Rotation.dealt_by): a deal judged from the dealer due for
    its field alone was dealt by him, so the next deal passes on from him, not from the seat written
    (until diff10 both stayed open). The rotation carried on from the seat written is then one more
    wrong_dealer, at the deal after the slip; the deals after that carry on from it."""
    doc = simulate(0, players=3)
    carried = copy.deepcopy(doc)
    carried["deals"][1]["dealer"] = (doc["deals"][1]["dealer"] + 1) % 3
    for k in range(2, len(carried["deals"])):
        moved(carried["deals"][k], (carried["deals"][k]["dealer"] + 1) % 3, 3)
    assert [f for f in findings(verdict(carried)) if f[2] == "wrong_dealer"] == [
        (1, None, "wrong_dealer", None),
        (2, None, "wrong_dealer", None),
    ]


@pytest.mark.parametrize(("players", "shift"), [(3, 1), (3, 2), (4, 1), (4, 2), (4, 3)])
def test_a_deal_that_shows_no_dealer_passes_on_from_the_seat_written_too(players: int, shift: int) -> None:
    """Seed 26's redeal-only deal in a play-only record, its dealer field moved, and every later
    deal carried on from the seat written: read as that seat dealing out of turn (and dealing again
    after the redeal, no second fee), one wrong_dealer. The record fits him as well as the seat due
    (no hands, no act, no fee), so the rotation may pass on from either (danish-tarok/7.dealer-rotation).
    At four players with shift 1, the redeal was asked by the seat that would sit out for the seat
    written, so he did not deal: the rotation passes on from the seat due alone, and the deal after is
    a second wrong_dealer."""
    doc = simulate(26, players=players)
    for d in doc["deals"]:
        d["hands"] = None
    carried = copy.deepcopy(doc)
    carried["deals"][1]["dealer"] = (doc["deals"][1]["dealer"] + shift) % players
    for k in range(2, len(carried["deals"])):
        moved(carried["deals"][k], (carried["deals"][k]["dealer"] + shift) % players, players)
    got = [f for f in findings(verdict(carried)) if f[2] == "wrong_dealer"]
    if (players, shift) == (4, 1):
        assert got == [(1, None, "wrong_dealer", None), (2, None, "wrong_dealer", None)]
    else:
        assert got == [(1, None, "wrong_dealer", None)]
        assert [f for f in findings(verdict(carried)) if f[0] == 2] == []
