"""diff9 tarocchini-knockon (tests/data/diff9/tarocchini-knockon/REPORT.md): one fault planted by hand,
the rest of the record kept consistent, is one finding. Each repro's ``expected`` is what the writer
planted; the engine reports exactly that (class (a) findings)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from replays.sim.tarocchini import simulate
from validator.engine.validate import validate

REPROS = Path(__file__).parent / "data" / "diff9" / "tarocchini-knockon" / "repros"

Found = list[tuple[int, int | None, str]]


def repro(name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((REPROS / f"{name}.json").read_text())
    return doc


def found(v: dict[str, Any]) -> Found:
    assert v["status"] != "rejected", v.get("problems")
    return sorted(
        ((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]),
        key=lambda x: (x[0], -1 if x[1] is None else x[1], x[2]),
    )


def expected(r: dict[str, Any]) -> Found:
    e = r["expected"]
    return [(e["deal"], e["event"], e["code"])]


# -- A6: only the deal's dealer field wrong ---------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "a6-dealer-header-slip-rejected",
        "a6-dealer-header-slip-cascade",
        "a6-dealer-header-slip-terziglio",
    ],
)
def test_a6_only_the_dealer_field_wrong_is_one_wrong_dealer(name: str) -> None:
    """A6: the hands (the Ottocento 17), the discard, the first bid and the first lead all name the
    dealer due by rotation; only the deal's dealer field names another seat: wrong_dealer alone, the
    deal judged from the dealer due (never rejected: it is a legal deal from him)."""
    r = repro(name)
    assert found(validate(r["transcript"])) == expected(r)


@pytest.mark.parametrize(
    ("seed", "variant"), [(0, "ottocento"), (3, "ottocento"), (0, "terziglio"), (5, "terziglio")]
)
def test_a6_dealer_field_only_in_simulated_sessions(seed: int, variant: str) -> None:
    doc = simulate(seed, variant, deals=3)
    assert validate(copy.deepcopy(doc))["status"] == "clean"
    n = len(doc["players"])
    doc["deals"][1]["dealer"] = (doc["deals"][1]["dealer"] + 1) % n
    assert found(validate(doc)) == [(1, None, "wrong_dealer")]


def test_a6_a_deal_that_follows_the_written_dealer_is_judged_from_him() -> None:
    """A6 only where the record fits the dealer due: a Terziglio deal whose first bid is by the written
    dealer's eldest is judged from the written dealer (its lead by the due eldest is out of turn)."""
    doc = simulate(0, "terziglio", deals=3)
    deal = doc["deals"][1]
    n = 3
    deal["dealer"] = (deal["dealer"] + 1) % n
    written_eldest = (deal["dealer"] + 1) % n
    bids = [e for e in deal["events"] if e["type"] == "bid"]
    # the bids rewritten in turn from the written dealer's eldest (the same values)
    for i, e in enumerate(bids):
        e["seat"] = (written_eldest + i) % n
    codes = [c for _, _, c in found(validate(doc))]
    assert "wrong_dealer" in codes
    assert "out_of_turn" in codes


# -- A2/A3: the card a card not in hand stood for ---------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "a2-cnih-unplayed-card-vanishes",
        "a2-cnih-other-duplicate-counted",
        "a2-cnih-twice-duplicate-counted",
        "c5-cnih-recorded-card-scored-93",
        "a3-two-copies-in-one-trick",
    ],
)
def test_a2_the_card_a_slip_stood_for_is_the_card_on_the_table(name: str) -> None:
    """A2: after a card_not_in_hand, the one card of that seat never played is the card the slip stood
    for: it leaves the hand there and is counted in the trick, so the deal holds 93 and the sheet
    written with it is right. A3: with two copies of a card in a trick the real holder's wins, so
    his next lead is in turn."""
    r = repro(name)
    assert found(validate(r["transcript"])) == expected(r)


def test_a2_the_count_holds_93_with_the_card_it_stood_for() -> None:
    r = repro("a2-cnih-unplayed-card-vanishes")
    v = validate(r["transcript"])
    pts = v["deals"][0]["computed"]["points"]
    assert sum(p["card_points"] + p["last_trick"] for p in pts.values()) == 93


def test_a2_play_only_the_one_card_the_record_places_nowhere() -> None:
    """A2, hands null: a card played twice by one seat stood for the one card of the deck the record
    places nowhere (no play, no discard, not in the widow given)."""
    r = repro("a2-cnih-twice-duplicate-counted")
    doc = copy.deepcopy(r["transcript"])
    doc["deals"][0]["hands"] = None
    assert found(validate(doc)) == expected(r)


def test_a2_not_known_when_the_seat_leaves_two_cards_unplayed() -> None:
    """A2 only where the record tells the card: a record that stops two tricks early leaves the seat
    more than one card unplayed, so the hand keeps them and the trick keeps the card as written."""
    r = repro("a2-cnih-unplayed-card-vanishes")
    doc = copy.deepcopy(r["transcript"])
    deal = doc["deals"][0]
    plays = [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]
    deal["events"] = deal["events"][: plays[-8]]
    codes = found(validate(doc))
    assert (0, 22, "card_not_in_hand") in codes
    assert any(c == "incomplete_deal" for _, _, c in codes)


def test_a3_two_copies_the_real_holders_wins_even_when_the_slip_is_not_known() -> None:
    """A3: with a second slip of Franco's (10S written as 7S) he leaves two cards unplayed, so the card
    the T14 stood for is not known; of the two T14 in trick 1 Giulia's (she holds it) still wins, and
    her next lead is in turn."""
    r = repro("a3-two-copies-in-one-trick")
    doc = copy.deepcopy(r["transcript"])
    doc["deals"][0]["events"][15]["card"] = "7S"
    codes = found(validate(doc))
    assert (0, 10, "card_not_in_hand") in codes and (0, 15, "card_not_in_hand") in codes
    assert not [x for x in codes if x[1] is not None and x[1] < 15 and x[2] != "card_not_in_hand"]


# -- A1: one bid out of turn ------------------------------------------------------------------------


def test_a1_an_auction_opened_by_the_wrong_seat_is_one_fault() -> None:
    """A1 (as play.turn): the auction opened by the eldest's neighbour, the others on in order from
    him: one bid_out_of_turn, at the first bid; the next may follow on from it."""
    r = repro("a1-bid-rotate-second-bid-flagged")
    assert found(validate(r["transcript"])) == expected(r)


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_a1_rotated_auction_in_simulated_sessions(seed: int) -> None:
    doc = simulate(seed, "terziglio", deals=1)
    assert validate(copy.deepcopy(doc))["status"] == "clean"
    deal = doc["deals"][0]
    at = [i for i, e in enumerate(deal["events"]) if e["type"] == "bid"]
    if len(at) != 3:
        pytest.skip("no full auction")
    for i in at:
        deal["events"][i]["seat"] = (deal["events"][i]["seat"] + 1) % 3
    # the same bids, in the same order, from the eldest's neighbour on
    first = at[0]
    codes = found(validate(doc))
    assert codes[0] == (0, first, "bid_out_of_turn")
    assert [c for c in codes if c[2] == "bid_out_of_turn"] == [(0, first, "bid_out_of_turn")]


# -- A7: a discard written after the first card; A5: a discard naming a card not in hand -------------


@pytest.mark.parametrize("name", ["a7-discard-late-revokes-on-laid-away", "a7-discard-late-terziglio-ftt"])
def test_a7_a_late_discard_takes_the_cards_out_of_the_hand(name: str) -> None:
    """A7: the discard written after the first card: the documented pair (missing_discard at the
    first lead, illegal_discard too_late at the discard) and nothing more: the cards are out of the
    hand from the discard on (no revoke or failure to trump on them) and count with the discard (the
    Ottocento sheet is right)."""
    r = repro(name)
    e = r["expected"]
    lead = next(
        i for i, ev in enumerate(r["transcript"]["deals"][e["deal"]]["events"]) if ev["type"] == "play"
    )
    assert found(validate(r["transcript"])) == [(e["deal"], lead, "missing_discard"), *expected(r)]


@pytest.mark.parametrize("name", ["a5-discard-not-in-hand-revokes", "a5-discard-not-in-hand-score"])
def test_a5_the_cards_never_played_are_the_discard(name: str) -> None:
    """A5: the discard names a card another seat holds; the deal played out, the cards of the seat's
    hand he never plays are what he laid away: no revoke on them, and the count follows."""
    r = repro(name)
    assert found(validate(r["transcript"])) == expected(r)


# -- A4: a gioco take naming a card not in the widow; A4b: the take written after the discard --------


def test_a4_only_the_card_not_in_the_widow_has_no_effect() -> None:
    """A4: the take written [T2, JB, NS, T3], T2 not in the widow; he plays 9D, the one other widow
    card the record shows him hold: T2 stood for it. The real widow cards stand: no card_not_in_hand
    at their plays, the discard of four is right, one illegal_take."""
    r = repro("a4-take-one-card-not-in-widow-voids-all")
    v = validate(r["transcript"])
    assert found(v) == expected(r)
    ann = v["deals"][0]["annotations"][0]
    assert ann["evidence"]["reasons"] == ["not_in_widow"]


def test_a4_the_widow_cards_named_are_taken_when_the_slip_is_not_known() -> None:
    """A4 without the card the slip stood for (the declarer's play of 9D written as Elena's KS, so no
    untaken widow card is shown in his hand): the widow cards the take names still stand (no
    card_not_in_hand at T3 or NS); only KS is not his."""
    r = repro("a4-take-one-card-not-in-widow-voids-all")
    doc = copy.deepcopy(r["transcript"])
    events = doc["deals"][0]["events"]
    at = next(i for i, e in enumerate(events) if e["type"] == "play" and e["card"] == "9D")
    events[at]["card"] = "KS"
    codes = found(validate(doc))
    assert (0, 3, "illegal_take") in codes
    cnih = [x for x in codes if x[2] == "card_not_in_hand"]
    assert cnih == [(0, at, "card_not_in_hand")]


def test_a4b_a_take_written_after_the_discard_stands() -> None:
    """A4b: a gioco's take and discard written in the wrong order, both before the first card: the
    discard is judged with the take, the take stands (its widow cards are his), one illegal_take
    (too_late) at the take."""
    r = repro("a4b-take-after-discard-voids-take")
    v = validate(r["transcript"])
    assert found(v) == expected(r)
    ann = v["deals"][0]["annotations"][0]
    assert ann["evidence"]["reasons"] == ["too_late"] and ann["evidence"]["stands"] is True


def test_a4_a_take_of_no_widow_card_still_has_no_effect() -> None:
    """A4 takes only what the record shows: a take naming two cards the widow does not hold, while
    he lays away or plays four other widow cards, takes nothing (as before: no effect)."""
    r = repro("a4-take-one-card-not-in-widow-voids-all")
    doc = copy.deepcopy(r["transcript"])
    doc["deals"][0]["events"][3]["cards"] = ["T2", "KS"]
    v = validate(doc)
    first = v["deals"][0]["annotations"][0]
    assert (first["event"], first["code"]) == (3, "illegal_take")
    assert first["message"].endswith("the take has no effect.")
    assert (0, 12, "card_not_in_hand") in found(v)
