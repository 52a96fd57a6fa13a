"""Ulti: one fault, one finding.

- ulti/play.turn: one card out of turn is one fault. After it the next card may follow on from it
  (the others follow from the card actually played, as a table does) or come from the seat it
  skipped (a record with two cards swapped); only a card neither order allows is out of turn again
  (the rule every game shares, validator/engine/tricks.due_seats).
- ulti/auction.order: the same in the auction. After an act out of turn the record is followed from
  the offender, and the seat he skipped may still take the next turn (ulti6 t11); after that, the
  turn after the offender's may come next (two turns swapped, ulti19 13).
"""

from __future__ import annotations

import copy
from typing import Any

from validator.engine.validate import validate

NAMES = ["Anna", "Béla", "Csilla"]
# dealer Csilla (2): Anna (0) holds twelve cards and bids first
HANDS = [
    ["AH", "10H", "KH", "QH", "7H", "AS", "10S", "KS", "AD", "10D", "9C", "8C"],
    ["JH", "9H", "QS", "JS", "9S", "KD", "QD", "JD", "AC", "10C"],
    ["8H", "8S", "7S", "9D", "8D", "7D", "KC", "QC", "JC", "7C"],
]


def ev(type_: str, seat: int, **kw: Any) -> dict[str, Any]:
    return {"type": type_, "seat": seat, **kw}


def play(seat: int, card: str) -> dict[str, Any]:
    return ev("play", seat, card=card)


def bid(seat: int, goals: list[str] | str) -> dict[str, Any]:
    return ev("bid", seat, bid=goals if goals == "pass" else {"goals": goals, "red": False})


# Anna discards 9C 8C and plays a party with spades trumps; events 0-5, the play from event 6.
AUCTION = [
    ev("discard", 0, cards=["9C", "8C"]),
    bid(0, ["party"]),
    bid(1, "pass"),
    bid(2, "pass"),
    bid(0, "pass"),
    ev("announce", 0, items=[{"kind": "trump", "suit": "S"}]),
]


def transcript(events: list[dict[str, Any]], hands: bool = True) -> dict[str, Any]:
    deal = {"dealer": 2, "hands": copy.deepcopy(HANDS) if hands else None, "events": events}
    return {"format": "trick-transcript/1", "game": "ulti", "rules": {}, "players": NAMES, "deals": [deal]}


def violations(v: dict[str, Any]) -> list[tuple[int | None, str, str]]:
    assert v["status"] != "rejected", v.get("problems")
    return [
        (a["event"], a["code"], a["rule"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def annotation(v: dict[str, Any], event: int) -> dict[str, Any]:
    return next(a for d in v["deals"] for a in d["annotations"] if a["event"] == event)


# --- ulti/play.turn ---------------------------------------------------------------------------------


def test_lead_and_next_card_swapped_is_one_out_of_turn() -> None:
    """Anna, the declarer, is due to lead; the record has Béla's QS first and then Anna's AS (the two
    cards swapped), then Csilla's 8S. One fault: Béla's lead. Anna, the seat it skipped, then plays
    in turn; the trick stands as written (spades led, Anna's ace wins)."""
    v = validate(transcript([*AUCTION, play(1, "QS"), play(0, "AS"), play(2, "8S")]))
    assert violations(v) == [(6, "out_of_turn", "ulti/play.turn")]
    assert annotation(v, 6)["evidence"] == {"expected": 0}


def test_lead_out_of_turn_followed_on_from_is_one_out_of_turn() -> None:
    """Béla leads instead of Anna and Csilla follows on from him, then Anna: one fault, as before."""
    v = validate(transcript([*AUCTION, play(1, "QS"), play(2, "8S"), play(0, "AS")]))
    assert violations(v) == [(6, "out_of_turn", "ulti/play.turn")]


def test_a_card_neither_order_allows_is_out_of_turn_again() -> None:
    """Csilla leads instead of Anna: both orders make Anna next (she follows Csilla, and she was
    skipped). Béla then playing is out of turn again: two faults, two findings."""
    v = validate(transcript([*AUCTION, play(2, "8S"), play(1, "QS"), play(0, "AS")]))
    assert violations(v) == [(6, "out_of_turn", "ulti/play.turn"), (7, "out_of_turn", "ulti/play.turn")]


def test_swap_in_a_later_trick_is_one_out_of_turn() -> None:
    """Anna wins trick 1 with AS and is due to lead trick 2; Béla's KD comes first, then Anna's AD,
    then Csilla's 9D: one fault, at Béla's lead."""
    trick1 = [play(0, "AS"), play(1, "QS"), play(2, "8S")]
    v = validate(transcript([*AUCTION, *trick1, play(1, "KD"), play(0, "AD"), play(2, "9D")]))
    assert violations(v) == [(9, "out_of_turn", "ulti/play.turn")]


def test_mid_trick_out_of_turn_is_still_one_finding() -> None:
    """Anna leads, Csilla plays before Béla, Béla (still due) then plays: one fault (the existing
    mid-trick ruling, ulti8 13)."""
    v = validate(transcript([*AUCTION, play(0, "AS"), play(2, "8S"), play(1, "QS")]))
    assert violations(v) == [(7, "out_of_turn", "ulti/play.turn")]
    assert annotation(v, 7)["evidence"] == {"expected": 1}


def test_a_second_card_from_the_same_seat_is_still_out_of_turn() -> None:
    """Anna leads AS and then plays again before the others: that second card is out of turn."""
    v = validate(transcript([*AUCTION, play(0, "AS"), play(0, "KS"), play(1, "QS"), play(2, "8S")]))
    assert (7, "out_of_turn", "ulti/play.turn") in violations(v)


def test_swap_with_the_auction_unrecorded_is_one_out_of_turn() -> None:
    """ulti/deal.auction-unrecorded: a record of the plays alone. Anna's AS wins trick 1 whatever the
    trumps, so she leads trick 2; the record has Béla's KD, then Anna's AD, then Csilla's 9D: one
    fault (the lead no trumps justify)."""
    events = [play(0, "AS"), play(1, "QS"), play(2, "8S"), play(1, "KD"), play(0, "AD"), play(2, "9D")]
    v = validate(transcript(events))
    assert violations(v) == [(3, "out_of_turn", "ulti/play.turn")]
    assert annotation(v, 3)["evidence"]["expected"] == 0


# --- ulti/auction.order -----------------------------------------------------------------------------

OPENING = [ev("discard", 0, cards=["9C", "8C"]), bid(0, ["party"])]  # Anna opens; Béla is next


def auction_violations(events: list[dict[str, Any]]) -> list[tuple[int | None, str, str]]:
    return [f for f in violations(validate(transcript(events))) if f[2].startswith("ulti/auction")]


def test_auction_skipped_seat_then_acts_is_one_out_of_turn() -> None:
    """ulti6 t11: Csilla passes in Béla's turn; Béla, whom she skipped, then passes; Csilla passes
    again in her own turn, Anna closes. One fault, at Csilla's first pass."""
    events = [*OPENING, bid(2, "pass"), bid(1, "pass"), bid(2, "pass"), bid(0, "pass")]
    v = validate(transcript(events))
    assert auction_violations(events) == [(2, "out_of_turn", "ulti/auction.order")]
    assert annotation(v, 2)["evidence"] == {"expected": 1}
    assert v["deals"][0]["computed"]["declarer"] == 0


def test_auction_two_turns_swapped_is_one_out_of_turn() -> None:
    """ulti19 13: the closing passes written in the wrong order (Csilla, Béla, Anna for Béla, Csilla,
    Anna): one fault at Csilla's pass; Béla, the seat skipped, and then Anna, the seat after
    Csilla, act in turn, and the three passes end the auction."""
    events = [*OPENING, bid(2, "pass"), bid(1, "pass"), bid(0, "pass")]
    v = validate(transcript(events))
    assert auction_violations(events) == [(2, "out_of_turn", "ulti/auction.order")]
    assert v["deals"][0]["computed"]["declarer"] == 0


def test_auction_skipped_seat_may_take_the_talon_and_bid() -> None:
    """Csilla passes in Béla's turn; Béla then takes the talon, discards and bids red party in his
    turn, the others pass in order: one fault."""
    events = [
        *OPENING,
        bid(2, "pass"),
        ev("take", 1, cards=["9C", "8C"]),
        ev("discard", 1, cards=["9C", "8C"]),
        ev("bid", 1, bid={"goals": ["party"], "red": True}),
        bid(2, "pass"),
        bid(0, "pass"),
        bid(1, "pass"),
    ]
    v = validate(transcript(events))
    assert auction_violations(events) == [(2, "out_of_turn", "ulti/auction.order")]
    assert v["deals"][0]["computed"]["declarer"] == 1


def test_auction_followed_on_from_the_offender_is_one_out_of_turn() -> None:
    """ulti17 06, ulti24 02: after Csilla's pass in Béla's turn the record goes on from her (Anna,
    then Béla, then Csilla): one fault, as before."""
    events = [*OPENING, bid(2, "pass"), bid(0, "pass"), bid(1, "pass")]
    assert auction_violations(events) == [(2, "out_of_turn", "ulti/auction.order")]


def test_auction_act_neither_order_allows_is_out_of_turn_again() -> None:
    """Csilla passes in Béla's turn and then again at once: Anna (following on) or Béla (skipped)
    was next, so the second pass is out of turn too."""
    events = [*OPENING, bid(2, "pass"), bid(2, "pass"), bid(0, "pass"), bid(1, "pass")]
    assert auction_violations(events) == [
        (2, "out_of_turn", "ulti/auction.order"),
        (3, "out_of_turn", "ulti/auction.order"),
    ]
