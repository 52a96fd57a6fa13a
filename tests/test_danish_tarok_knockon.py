"""Danish Tarok: one planted fault, one finding (diff9 danish-knockon, tests/data/diff9/danish-knockon).

An independent audit planted faults the way a human writer would and found where one fault made the
engine report more (its REPORT.md, class (a)). Each repro there holds the transcript and the one
finding the writer expects (``expected_by_writer``: deal, event, code, penalty class; code ``NONE``
for a legal record). These tests hold the engine to it, and pin the rulings that bound each fix.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from validator.engine.validate import validate

REPROS = Path(__file__).parent / "data" / "diff9" / "danish-knockon" / "repros"


def repro(name: str) -> tuple[dict[str, Any], dict[str, Any]]:
    data = json.loads((REPROS / f"{name}.json").read_text(encoding="utf-8"))
    return data["transcript"], data["expected_by_writer"]


def findings(doc: dict[str, Any]) -> list[tuple[int, int | None, str, str | None]]:
    v = validate(doc)
    assert v["status"] != "rejected", v.get("problems")
    return [
        (a["deal"], a["event"], a["code"], (a.get("penalty") or {}).get("class"))
        for d in v["deals"]
        for a in d["annotations"]
    ]


def only(expected: dict[str, Any]) -> list[tuple[int, int | None, str, str | None]]:
    if expected["code"] == "NONE":
        return []
    return [(expected["deal"], expected["event"], expected["code"], expected["penalty_class"])]


def annotations(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for d in validate(doc)["deals"] for a in d["annotations"]]


# -- A3: a card written for the wrong seat (danish-tarok/10.card-in-hand, diff9 A3) -------------------
def test_card_of_another_seat_flags_only_the_seat_without_it() -> None:
    """Bartek is written playing 6C, which Celina was dealt and plays later: only Bartek's play is
    the fault; Celina's play of her own dealt card is legal."""
    doc, expected = repro("A3-duplicate-card-owner-flagged")
    assert findings(doc) == only(expected)


def test_card_played_twice_without_hands_counts_for_the_first_player() -> None:
    """diff8 A1 stands where the holder is unknown: with ``hands: null`` the first copy played counts,
    for the seat that played it, and the later copy is the card not in hand."""
    doc, _ = repro("A3-duplicate-card-owner-flagged")
    doc = copy.deepcopy(doc)
    deal = doc["deals"][0]
    deal["hands"] = None
    codes = [(a["event"], a["code"]) for a in annotations(doc) if a["code"] == "card_not_in_hand"]
    assert codes == [(30, "card_not_in_hand")]


# -- A2: the card a slip stands for (danish-tarok/10.card-in-hand, diff9 A2) ------------------------
@pytest.mark.parametrize(
    "name",
    [
        "A2-card-not-in-hand-then-revokes",  # a skat card written for a follower's card
        "A2b-dealer-plays-skat-card-then-revokes",  # the dealer written playing his own skat card
        "A2c-own-card-twice-then-revokes",  # a card the seat had already played written again
    ],
)
def test_card_not_in_hand_stands_for_the_card_never_played(name: str) -> None:
    """With dealt hands, the seat's one card never played in the record is the card the slip stands
    for: it leaves the hand at the slip, so no revoke (and no void deal) follows from it."""
    doc, expected = repro(name)
    assert findings(doc) == only(expected)
    slip = next(a for a in annotations(doc) if a["code"] == "card_not_in_hand")
    assert "stands_for" in slip["evidence"]


def test_card_not_in_hand_stands_for_nothing_when_the_deal_stops_short() -> None:
    """A record cut before the last trick leaves more than one card unplayed: the slip stands for
    no card in particular, and the hand is judged as dealt (the old reading)."""
    doc, _ = repro("A2-card-not-in-hand-then-revokes")
    doc = copy.deepcopy(doc)
    events = doc["deals"][0]["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    doc["deals"][0]["events"] = events[: plays[60]]
    slip = next(a for a in annotations(doc) if a["code"] == "card_not_in_hand")
    assert slip["event"] == 13
    assert "stands_for" not in slip["evidence"]


# -- A1: a pool's content as the record's payments of the same deal left it (15.pools, diff9 A1) ------
@pytest.mark.parametrize(
    "name",
    [
        "A1-pool-take-same-deal",  # a payment too many into the King pool, then a king przydupek
        "A1c-pool-take-fines-written-at-end",  # the fines written after the przydupek
    ],
)
def test_pool_content_payment_by_the_record_pool_in_the_same_deal(name: str) -> None:
    doc, expected = repro(name)
    assert findings(doc) == only(expected)


def test_pool_content_payment_after_fines_left_out() -> None:
    """The out-of-turn fines left out: the two missing fines were the rules' (the writer's class (b));
    since session 36 a record that pays no fine for a card out of turn, and fits the deal better
    without it, is read as a slip of the record (danish-tarok/10.turn): the out_of_turn alone, and the
    przydupek paid as the record's pool held it is right."""
    doc, expected = repro("A1b-pool-take-same-deal-missing-fine")
    assert findings(doc) == only(expected)


def test_pool_content_payment_by_neither_pool_is_wrong() -> None:
    """A przydupek that matches neither the rules' pool nor the record's is still wrong."""
    doc, _ = repro("A1-pool-take-same-deal")
    doc = copy.deepcopy(doc)
    ev = next(
        e for e in doc["deals"][0]["events"] if e.get("reason") == "king_przydupek" and e["to"] == "king_pool"
    )
    ev["amount"] += 5
    assert [c for _, _, c, _ in findings(doc)] == ["unexpected_payment", "wrong_payment"]


# -- A5: the lead and the next card swapped in the record (10.turn, diff9 A5) -------------------------
def test_joker_lead_swapped_with_the_next_card() -> None:
    """The first two cards of a Joker-led trick written swapped; the Joker keeps its ``named`` and the
    third card follows it. One fault, the card out of turn (no revoke, no void deal)."""
    doc, expected = repro("A5-swap-joker-lead-then-revoke")
    assert findings(doc) == only(expected)


def feed(hands: dict[int, list[str]], plays: list[dict[str, Any]]) -> list[tuple[str, int]]:
    """One trick fed to the state machine (dealer 1: seat 2 is due to lead, then 0, then 1)."""
    from test_danish_tarok_independent import feed_trick

    return feed_trick(hands, plays)


def play(seat: int, card: str, named: str | None = None) -> dict[str, Any]:
    return {"type": "play", "seat": seat, "card": card, **({"named": named} if named else {})}


def test_joker_lead_swapped_judged_in_the_proper_order() -> None:
    """Seat 2 led the Joker naming diamonds; seat 0, void, trumped; seat 1 followed with 1D. Written
    with seat 0's trump first: out of turn, and 1D is no revoke against the trump 'lead'."""
    hands = {2: ["JOKER", "9H"], 0: ["T17", "8C"], 1: ["1D", "T5"]}
    assert feed(hands, [play(0, "T17"), play(2, "JOKER", "D"), play(1, "1D")]) == [("out_of_turn", 0)]


def test_plain_lead_swapped_with_a_trump_judged_in_the_proper_order() -> None:
    """Seat 2 led 9H; seat 0, void in hearts, trumped with T17; seat 1 followed. Written with the trump
    first, seat 2's 9H would be a revoke against a trump lead: the proper order reads it clean."""
    hands = {2: ["9H", "T3"], 0: ["T17", "8C"], 1: ["5H", "2C"]}
    assert feed(hands, [play(0, "T17"), play(2, "9H"), play(1, "5H")]) == [("out_of_turn", 0)]


def test_swap_read_as_written_when_the_proper_order_is_no_better() -> None:
    """Seat 0's trump, written first, breaks §10 in the proper order (he holds 8H), as seat 2's 9H
    does in the order written: no reading is cleaner, so the record is read as written (a lead out of
    turn the others followed) and the 9H is the revoke."""
    hands = {2: ["9H", "T3"], 0: ["T17", "8H"], 1: ["5H", "2C"]}
    assert feed(hands, [play(0, "T17"), play(2, "9H"), play(1, "5H")]) == [("out_of_turn", 0), ("revoke", 1)]


def test_swapped_reading_judges_the_card_written_first_as_the_second() -> None:
    """Seat 2 led 9H; seat 0 discarded 2C holding 8H (a revoke); seat 1 followed. Written with 2C
    first, the order written would make both later cards revokes; the proper order finds the one,
    at seat 0's own play."""
    hands = {2: ["9H", "3C"], 0: ["2C", "8H"], 1: ["5H", "4C"]}
    assert feed(hands, [play(0, "2C"), play(2, "9H"), play(1, "5H")]) == [("out_of_turn", 0), ("revoke", 0)]


# -- A6: a Joker demand written after the Joker that answered it (12.joker-demand, diff9 A6) ----------
def test_joker_demand_written_after_the_joker_in_the_same_trick_is_met() -> None:
    doc, expected = repro("A6-joker-demand-recorded-after-joker")
    assert findings(doc) == only(expected)


def demand_in_third_last_trick(table: list[tuple[int, str]], joker_gone: bool) -> list[str]:
    """A ``call`` "joker" by seat 1 in the 23rd trick, ``table`` the cards already on it."""
    from validator.engine.cards import DANISH_TAROK
    from validator.engine.games.danish_tarok.ledger import Ledger
    from validator.engine.games.danish_tarok.options import OPTIONS
    from validator.engine.games.danish_tarok.state import DealState, Play
    from validator.engine.transcript import Event

    call = Event(0, "call", {"type": "call", "seat": 1, "call": "joker"}, seat=1)
    state = DealState(3, 1, [[], [], []], [call], OPTIONS.defaults(), ["A", "B", "C"], Ledger({}))
    state.trick_no = 22
    state.joker_gone = joker_gone
    state.table = [Play(s, DANISH_TAROK.card(c), -1) for s, c in table]
    return [f.code for f in state.apply(call)]


def test_joker_demand_after_the_joker_of_an_earlier_trick_is_false() -> None:
    """§12: the Joker used earlier in the game, nobody holds it: the demand is false (large)."""
    assert demand_in_third_last_trick([(2, "5H")], joker_gone=True) == ["false_joker_demand"]
    # the Joker on the table in this very trick, by another seat: the demand met (diff9 A6)
    assert demand_in_third_last_trick([(2, "JOKER")], joker_gone=True) == []


# -- A4: a payment of the deal as a whole written twice (15.payments, diff9 A4) -----------------------
def test_duplicate_deal_fee_flags_the_later_copy() -> None:
    doc, expected = repro("A4-duplicate-deal-fee-first-copy")
    assert findings(doc) == only(expected)


# -- A2, the card on the table: a slip that would change the trick's winner ---------------------------
def plant_winning_slip(doc: dict[str, Any], lead: bool) -> tuple[dict[str, Any], int, int] | None:
    """A card of a plain-suit trick (the lead, or a follower's card) replaced by a skat card of the
    suit that would beat the card that took the trick; the rest of the record as played."""
    from validator.engine.cards import DANISH_TAROK
    from validator.engine.games.danish_tarok.cards import is_king, strength

    for k, deal in enumerate(doc["deals"]):
        events = deal["events"]
        skat = next((e["cards"] for e in events if e["type"] == "discard"), [])
        plays = [i for i, e in enumerate(events) if e["type"] == "play"]
        if len(plays) != 75:
            continue
        for t in range(24):
            tr = plays[3 * t : 3 * t + 3]
            cards = [DANISH_TAROK.card(events[i]["card"]) for i in tr]
            suit = cards[0].suit
            if suit == "T" or any(c.suit != suit for c in cards):
                continue
            top = max(strength(c) for c in cards)
            for pos in [0] if lead else [1, 2]:
                i, c = tr[pos], cards[pos]
                if events[i]["seat"] == deal["dealer"] or is_king(c) or strength(c) == top:
                    continue
                for w in map(DANISH_TAROK.card, skat):
                    if w.suit == suit and not is_king(w) and strength(w) > top:
                        new = copy.deepcopy(doc)
                        new["deals"][k]["events"][i]["card"] = w.code
                        return new, k, i
    return None


@pytest.mark.parametrize("lead", [True, False])
def test_card_not_in_hand_plays_as_the_card_it_stands_for(lead: bool) -> None:
    """The card written in a seat's place would take the trick; the record goes on (the next lead,
    the card points and payments) from the card really played, the one the seat never plays later:
    the trick is judged by that card, and the slip is the one finding."""
    from replays.sim.danish_tarok import simulate

    planted = next(p for seed in range(40) if (p := plant_winning_slip(simulate(seed), lead)) is not None)
    doc, k, i = planted
    assert findings(doc) == [(k, i, "card_not_in_hand", None)]
