"""Danish Tarok: one card out of turn is one fault (danish-tarok/10.lead, 10.turn; the turn rule every
game shares in ``validator.engine.tricks.due_seats``).

After a card out of turn the next card may follow on from it (the others follow in turn from the card
actually played, as a table does) or come from the seat it skipped (a record with two cards swapped,
such as the lead and the next card); only a card neither order allows is out of turn again. Each fault
is one ``out_of_turn`` with one §18 "Duże" fine (20 into each pool); the trick goes to the best card
whatever the order, and its winner leads the next. Deals are the hand-written layouts of
test_danish_tarok_independent (the PLAIN deal: dealer A = 0, B = 1 leads, C = 2) and
test_danish_tarok_rules (four players: the seat opposite the dealer sits out).
"""

from __future__ import annotations

from typing import Any

import pytest
from test_danish_tarok_independent import (
    PLAIN,
    PLAIN_DECL,
    PLAIN_SKAT,
    expected,
    feed_trick,
    index,
    make_deal,
    notes,
    transcript,
)
from test_danish_tarok_independent import check as check_clean
from test_danish_tarok_rules import four_player_deal, session

TRICK2 = "B:QH C:6H A:2H"  # B (who took trick 1) leads; B's QH takes the trick in any order
SEATS = {"A": 0, "B": 1, "C": 2}


def plain_with(trick2: str) -> dict[str, Any]:
    assert sorted(trick2.split()) == sorted(TRICK2.split())
    return make_deal(PLAIN.replace(TRICK2, trick2), PLAIN_SKAT, PLAIN_DECL)


def turn_faults(verdict: dict[str, Any]) -> list[tuple[int, int, str, str]]:
    return [
        (a["event"], a["seat"], a["rule"], a["penalty"]["class"])
        for d in verdict["deals"]
        for a in d["annotations"]
        if a["code"] == "out_of_turn"
    ]


LEAD, TURN = "danish-tarok/10.lead", "danish-tarok/10.turn"


@pytest.mark.parametrize(
    ("trick2", "faulty"),
    [
        ("C:6H B:QH A:2H", [("6H", LEAD)]),  # the lead and the next card swapped in the record
        ("C:6H A:2H B:QH", [("6H", LEAD)]),  # a wrong lead the others follow on from
        ("A:2H B:QH C:6H", [("2H", LEAD)]),  # a wrong lead: the seat it skipped is the seat after it
        ("B:QH A:2H C:6H", [("2H", TURN)]),  # a card out of turn, then the seat it skipped
        ("A:2H C:6H B:QH", [("2H", LEAD), ("6H", TURN)]),  # two faults: 6H neither order allows
    ],
)
def test_one_card_out_of_turn_is_one_fault_with_one_fine(trick2: str, faulty: list[tuple[str, str]]) -> None:
    deal = plain_with(trick2)
    verdict = check_clean(transcript([deal]))
    seat_of = {tok.split(":")[1]: SEATS[tok.split(":")[0]] for tok in trick2.split()}
    want = [(index(deal, card), seat_of[card], rule, "large") for card, rule in faulty]
    assert turn_faults(verdict) == want
    assert [code for code, _, _ in notes(verdict)] == ["out_of_turn"] * len(faulty)
    # one §18 fine a fault: 20 into each pool from its player, the rest as the clean deal
    clean = expected(check_clean(transcript([plain_with(TRICK2)])))
    fined = dict(clean)
    for _, seat, _, _ in want:
        fined[str(seat)] = fined.get(str(seat), 0) - 40
        fined["pagat_pool"] += 20
        fined["king_pool"] += 20
    assert expected(verdict) == {k: v for k, v in fined.items() if v}
    # the trick is B's by his queen, whatever the order; B leads trick 3
    winners = verdict["deals"][0]["computed"]["trick_winners"]
    assert winners[1] == 1


def swap(deal: dict[str, Any], at: int) -> dict[str, Any]:
    ev = deal["events"]
    ev[at], ev[at + 1] = ev[at + 1], ev[at]
    return deal


def test_four_players_the_lead_and_the_next_card_swapped_is_one_fault() -> None:
    """Dealer 3: seat 1 sits out, seats 0, 2, 3 play in that order. A trick whose lead and second card
    are of one suit written with the second first: one lead out of turn; the sitter is no seat it
    skipped."""
    deal = four_player_deal()
    ev = deal["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    first = next(
        i
        for i in plays[::3][:-3]
        if ev[i]["card"][-1] == ev[i + 1]["card"][-1] and "JOKER" not in (ev[i]["card"], ev[i + 1]["card"])
    )
    swap(deal, first)
    verdict = check_clean(session([deal], players=4))
    assert notes(verdict) == [("out_of_turn", 0, first)], notes(verdict)
    a = verdict["deals"][0]["annotations"][0]
    assert (a["seat"], a["rule"], a["evidence"]["lead"]) == (ev[first]["seat"], LEAD, True)


# -- the Joker led out of turn (one trick fed to the engine: dealer 1, seat 2 due to lead, then 0, 1) --


def test_joker_led_out_of_turn_then_the_skipped_seat_says_it_cannot_follow() -> None:
    """Seat 0 leads the Joker (hearts) before seat 2, who was due; seat 2, void in hearts, plays next
    and may say so and (seat 1 void too) name spades: §12's second player is the one who plays the
    second card. One fault, the lead."""
    hands = {0: ["JOKER", "KH"], 2: ["5S", "9C"], 1: ["3S", "8C"]}
    events = [
        {"type": "play", "seat": 0, "card": "JOKER", "named": "H"},
        {"type": "call", "seat": 2, "call": "void"},
        {"type": "call", "seat": 2, "call": "name_joker", "named": "S"},
        {"type": "play", "seat": 2, "card": "5S"},
        {"type": "play", "seat": 1, "card": "3S"},
    ]
    assert feed_trick(hands, events) == [("out_of_turn", 0)]


def test_joker_led_out_of_turn_then_the_third_claims_the_naming() -> None:
    """Seat 0 leads the Joker (hearts) out of turn; seat 2, skipped and void in hearts, plays 5S on
    without saying so (he holds a trump); seat 1, the third to play and void too, claims the naming
    (spades), so 5S stands. One fault, the lead."""
    hands = {0: ["JOKER", "KH"], 2: ["5S", "T4"], 1: ["3S", "9C"]}
    events = [
        {"type": "play", "seat": 0, "card": "JOKER", "named": "H"},
        {"type": "play", "seat": 2, "card": "5S"},
        {"type": "call", "seat": 1, "call": "name_joker", "named": "S"},
        {"type": "play", "seat": 1, "card": "3S"},
    ]
    assert feed_trick(hands, events) == [("out_of_turn", 0)]


def test_joker_led_out_of_turn_still_binds_the_followers() -> None:
    """Seat 0 leads the Joker (hearts) out of turn; seat 2 (skipped) plays a spade holding a heart: the
    lead out of turn and the revoke, each its own fault."""
    hands = {0: ["JOKER", "KH"], 2: ["5S", "9H"], 1: ["3H", "8C"]}
    events = [
        {"type": "play", "seat": 0, "card": "JOKER", "named": "H"},
        {"type": "play", "seat": 2, "card": "5S"},
        {"type": "play", "seat": 1, "card": "3H"},
    ]
    assert feed_trick(hands, events) == [("out_of_turn", 0), ("revoke", 1)]


# -- the winner of a Joker trick nobody followed (danish-tarok/10.trick-winner, 12.void-naming) ------


def trick_won(hands: dict[int, list[str]], events: list[dict[str, Any]]) -> tuple[list[tuple[str, int]], int]:
    """One trick fed to the state machine as feed_trick does (dealer 1: seat 2 leads, then 0, 1): its
    findings and its winner."""
    from validator.engine.cards import DANISH_TAROK
    from validator.engine.games.danish_tarok.ledger import Ledger
    from validator.engine.games.danish_tarok.options import OPTIONS
    from validator.engine.games.danish_tarok.state import DealState
    from validator.engine.transcript import Event

    cards = [[DANISH_TAROK.card(c) for c in hands.get(s, [])] for s in range(3)]
    evs = [
        Event(i, e["type"], e, seat=e["seat"], card=DANISH_TAROK.card(e["card"]), named=e.get("named"))
        for i, e in enumerate(events)
    ]
    skat = Event(len(evs), "discard", {"type": "discard", "seat": 1, "cards": []}, seat=1)
    pools = {"pagat_pool": 100, "king_pool": 100}
    state = DealState(3, 1, cards, [*evs, skat], OPTIONS.defaults(), ["A", "B", "C"], Ledger(pools))
    out = [(f.code, ev.index if f.event is None else f.event) for ev in evs for f in state.apply(ev)]
    assert state.trick_complete
    return [f for f in out if f[0] != "illegal_skat"], state.close_trick()["winner"]


def test_joker_trick_nobody_followed_goes_to_the_best_card_of_the_second_players_suit() -> None:
    """The Joker led naming spades; seat 0 (second), void in spades, plays 5H though he holds a trump
    (failure_to_trump: no automatic naming, the suit stays spades); seat 1, void in spades and trumps,
    plays KH. No spade and no trump in the trick: §12's automatic naming makes the second's card name
    the suit, so the highest heart, KH, takes the trick (it went to the second's 5H, and a record
    where seat 1 then led got a second, spurious out_of_turn, danish18/13)."""
    hands = {2: ["JOKER", "KS"], 0: ["5H", "T4"], 1: ["KH", "9C"]}
    events = [
        {"type": "play", "seat": 2, "card": "JOKER", "named": "S"},
        {"type": "play", "seat": 0, "card": "5H"},
        {"type": "play", "seat": 1, "card": "KH"},
    ]
    assert trick_won(hands, events) == ([("failure_to_trump", 1)], 1)
    # the highest card of the second's suit, not of any suit: a club by the third does not win
    hands = {2: ["JOKER", "KS"], 0: ["5H", "T4"], 1: ["KC", "9D"]}
    events[2] = {"type": "play", "seat": 1, "card": "KC"}
    assert trick_won(hands, events) == ([("failure_to_trump", 1)], 0)
