"""diff9 ulti-knockon (tests/data/diff9/ulti-knockon/REPORT.md): one fault planted by hand, the rest
of the record kept consistent, is one finding. Each repro's ``expected`` is what the writer planted;
the engine reports exactly that (class (a) findings A1-A5)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from replays.sim.ulti import simulate
from validator.engine.validate import validate

REPROS = Path(__file__).parent / "data" / "diff9" / "ulti-knockon" / "repros"


def repro(name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((REPROS / f"{name}.json").read_text())
    return doc


def found(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    assert v["status"] != "rejected", v.get("problems")
    return sorted(
        ((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]),
        key=lambda x: (x[0], -1 if x[1] is None else x[1], x[2]),
    )


def expected(r: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return sorted(
        ((d, i, c) for d, i, c in r["expected"]), key=lambda x: (x[0], -1 if x[1] is None else x[1], x[2])
    )


def test_a1_card_from_another_hand_is_one_fault_at_the_seat_that_never_held_it() -> None:
    """A1: seat 0's 8C written as JC, which seat 1 holds and plays later: only the play by the seat that
    never held JC is card_not_in_hand; the holder's own play of his card is legal (hands given)."""
    r = repro("a1_card_from_other_hand_holder_flagged")
    assert found(validate(r["transcript"])) == expected(r) == [(0, 33, "card_not_in_hand")]


def test_a1_a_card_its_holder_played_is_still_not_another_seats() -> None:
    """A1 narrows ulti21 A4 only where the first play was by a seat that never held the card: a card
    its holder played, played again by another seat, is still card_not_in_hand (played_before)."""
    doc = simulate(0, preset="standard", deals=1)
    events = doc["deals"][0]["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    first = events[plays[0]]  # trick 1's lead, by its holder
    at = next(i for i in plays[3:] if events[i]["seat"] != first["seat"])  # a later card of another seat
    bad = copy.deepcopy(doc)
    bad["deals"][0]["events"][at]["card"] = first["card"]
    codes = [(e, c) for _, e, c in found(validate(bad)) if c == "card_not_in_hand"]
    assert codes == [(at, "card_not_in_hand")]


@pytest.mark.parametrize(
    "name",
    [
        "a2_card_not_in_hand_leftover_revoke",
        "a2b_card_not_in_hand_leftover_penalty_payments",
        "a2c_card_not_in_hand_leftover_early_seven",
    ],
)
def test_a2_the_card_a_wrong_card_stood_for_binds_nothing_later(name: str) -> None:
    """A2: after card_not_in_hand, the one card of that seat never played is the card the wrong one
    stood for; it leaves the hand at that play, so no later failure to follow / trump / overtake, no
    early trump seven and no revoke penalty (the payments as written are right)."""
    r = repro(name)
    assert found(validate(r["transcript"])) == expected(r)


@pytest.mark.parametrize(
    ("seed", "deals", "event", "was", "written"),
    [
        (17, None, 16, "7S", "JS"),  # the next seat's 9S beats the 7S on the table, not JS
        (10, 1, 14, "AD", "JD"),  # with JD the trick and its ace change hands: leads and payments
    ],
)
def test_a2_the_card_on_the_table_is_the_one_it_stood_for(
    seed: int, deals: int | None, event: int, was: str, written: str
) -> None:
    """A2: the card known to be the one the wrong card stood for is the card on the table: the seats
    after him played to it, and the trick's winner and points are its (the rest of the record was
    written from it)."""
    doc = simulate(seed, preset="standard", **({"deals": deals} if deals else {}))
    ev = doc["deals"][0]["events"][event]
    assert ev["card"] == was
    ev["card"] = written
    assert found(validate(doc)) == [(0, event, "card_not_in_hand")]


def test_a2_the_written_card_stays_where_the_next_lead_shows_it_won() -> None:
    """A2: Csilla plays KS from the talon in trick 5 and leads the next trick, the winner only with KS
    as written (with 9D, the card it stood for, Anna wins): the table played on from KS, the trick
    keeps it, and the next lead is in turn (ulti12/08)."""
    path = (
        Path(__file__).parent
        / "data"
        / "audit"
        / "ulti12"
        / "08-rebetli-over-40100-durch-points-without-party.json"
    )
    v = validate(json.loads(path.read_text()))
    assert found(v) == [(0, 4, "illegal_bid"), (0, 21, "card_not_in_hand")]


def test_a2_not_when_the_seat_leaves_more_than_one_card_unplayed() -> None:
    """A2 only where the record tells the card: with a second wrong card of that seat (8S written as
    QD, from the talon) it never plays 8S nor 10H, so neither is known to be the one the first wrong
    card stood for; the hand keeps both, and 10H binds him to the hearts led in trick 10."""
    r = repro("a2_card_not_in_hand_leftover_revoke")
    doc = copy.deepcopy(r["transcript"])
    events = doc["deals"][0]["events"]
    assert (events[33]["seat"], events[33]["card"]) == (1, "8S")
    events[33]["card"] = "QD"
    got = found(validate(doc))
    assert [x for x in got if x[2] != "wrong_payment"] == [
        (0, 30, "card_not_in_hand"),
        (0, 33, "card_not_in_hand"),
        (0, 39, "revoke"),
    ]


def test_a4_only_the_dealer_field_wrong_is_one_wrong_dealer() -> None:
    """A4: deal 1's dealer written as seat 1 (the deal passes to seat 2); the twelve cards and the first
    call are seat 0's, the player after the dealer due: wrong_dealer alone, no twelve-card out_of_turn."""
    r = repro("a4_dealer_field_wrong_plus_twelve_cards_out_of_turn")
    assert found(validate(r["transcript"])) == expected(r) == [(1, None, "wrong_dealer")]


def test_a4_twelve_cards_at_neither_first_bidder_is_still_a_misdeal() -> None:
    """A4 only where the hands fit the dealer due: twelve cards with the seat after neither the dealer
    written nor the one due is still the misdeal played on (ulti/deal.hands), beside wrong_dealer."""
    r = repro("a4_dealer_field_wrong_plus_twelve_cards_out_of_turn")
    doc = copy.deepcopy(r["transcript"])
    deal = doc["deals"][1]
    # dealer due 2 (seat 0 opens), written 1 (seat 2 would): the twelve moved to seat 1
    h = deal["hands"]
    h[0], h[1] = h[1], h[0]
    for e in deal["events"]:
        if e.get("seat") in (0, 1):
            e["seat"] = 1 - e["seat"]
        for k in ("from", "to", "party"):
            if e.get(k) in (0, 1):
                e[k] = 1 - e[k]
    got = found(validate(doc))
    assert (1, None, "wrong_dealer") in got
    assert (1, 0, "out_of_turn") in got


@pytest.mark.parametrize(
    "name",
    [
        "a5_trump_named_under_defender_seat_lone_durchmarsch_cascade",
        "a5b_trump_named_under_defender_seat_marriage_rejected",
        "c4_trump_named_under_defender_seat_missing_trump",
    ],
)
def test_a5_a_trump_named_under_a_defenders_seat_is_the_suit_played(name: str) -> None:
    """A5: the naming written under a defender's seat is bad_trump, and the named suit is then used:
    a lone open durchmarsch is played with spades (not replayed without trumps), a 20 said after the
    naming in a party game counts, and the trumps are named, so no missing_trump (C4 goes with it)."""
    r = repro(name)
    assert found(validate(r["transcript"])) == expected(r)


def test_a5_the_declarers_own_naming_after_it_stands() -> None:
    """A5: the declarer naming his trumps after a defender's naming is no second fault."""
    r = repro("a5b_trump_named_under_defender_seat_marriage_rejected")
    doc = copy.deepcopy(r["transcript"])
    events = doc["deals"][0]["events"]
    assert events[5] == {"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "D"}]}
    events.insert(6, {"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "D"}]})
    assert found(validate(doc)) == [(0, 5, "bad_trump")]


def test_a5_a_defenders_naming_in_betli_is_still_void() -> None:
    """A5 leaves the no-trump goals alone: betli is played without trumps whatever was said."""
    r = repro("a5_trump_named_under_defender_seat_lone_durchmarsch_cascade")
    doc = copy.deepcopy(r["transcript"])
    events = doc["deals"][0]["events"]
    events[7]["bid"] = {"goals": ["betli"], "red": False}  # below open betli: illegal_bid, it stands
    v = validate(doc)
    assert v["deals"][0]["computed"]["trump"] is None
    assert (0, 11, "bad_trump") in found(v)


@pytest.mark.parametrize(
    "name",
    ["a3_stray_pass_closes_auction_then_in_turn_pass_illegal", "a3b_stray_pass_closes_auction_cascade"],
)
def test_a3_a_stray_pass_out_of_turn_does_not_end_the_auction(name: str) -> None:
    """A3: 「後の自分の順番に言えます.3 人が続けて目標を言わなかったら」 - the passes that end the auction are
    turns; a pass out of turn is none. One out_of_turn at it; the offender's own pass in turn (a3) and
    the take, discard and bids that go on (a3b) are legal, and the deal is played under the last bid."""
    r = repro(name)
    assert found(validate(r["transcript"])) == expected(r)


@pytest.mark.parametrize("ends", ["play", "record"])
def test_a3_closing_passes_swapped_still_end_the_auction(ends: str) -> None:
    """A3 keeps two closing passes written in swapped order one fault: the pass out of turn ends the
    auction when the record goes on to the play (or stops there), with no auction_unfinished."""
    r = repro("a3_stray_pass_closes_auction_then_in_turn_pass_illegal")
    doc = copy.deepcopy(r["transcript"])
    events = doc["deals"][0]["events"]
    assert [(e["seat"], e["bid"]) for e in events[8:12]] == [
        (0, "pass"),
        (2, "pass"),
        (1, "pass"),
        (2, "pass"),
    ]
    del events[11]  # bid 2; passes 0, 2 (out of turn), 1: the last two swapped
    if ends == "record":
        doc["deals"][0]["events"] = events[:11]
    v = validate(doc)
    assert found(v) == ([(0, None, "incomplete_play")] if ends == "record" else []) + [(0, 9, "out_of_turn")]
    assert v["deals"][0]["computed"]["declarer"] == 2
