"""Galician Tarok: one planted fault is one finding (docs/rules/galician-tarok.md, the rulings on
knock-on findings; /work/notes/rulings-galician.md R1-R3, Q1, Q2).

Independent writers of test transcripts plant one fault and expect that event and code alone; the
tests below break one rule each and check that the record's next, ordinary step is not a second
finding, while a second real fault still is.

Seat 0 deals; seat 1 is the forehand and leads; the order of play is 1, 2, 0 (as in
tests/test_galician_tarok_digest.py, whose hands these reuse).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import test_galician_tarok_rules as R
from test_galician_tarok_digest import INCOMPLETE, ORDER_HANDS, ORDER_TALON, annotations, solo
from test_galician_tarok_independent import transcript

from validator.engine.validate import validate


def faults(v: dict[str, Any]) -> list[tuple[str, str, int | None, int | None]]:
    return [a for a in annotations(v) if a != INCOMPLETE]


# --- galician-tarok/5.turn: one card out of turn is one fault ---------------------------------------------

TURN = "galician-tarok/5.turn"


@pytest.mark.parametrize(
    ("trick", "expected"),
    [
        ("1:1H 2:KH 0:QH", []),  # in turn
        ("2:KH 0:QH 1:1H", [(2, 4)]),  # a wrong lead the others follow on from (gd7/t05, gd12/09)
        ("2:KH 1:1H 0:QH", [(2, 4)]),  # the lead and the next card swapped in the record (gd9/09)
        ("1:1H 0:QH 2:KH", [(0, 5)]),  # a card out of turn, then the seat it skipped
    ],
)
def test_5_turn_one_card_out_of_turn_is_one_fault(trick: str, expected: list[tuple[int, int]]) -> None:
    """galician-tarok/5.turn: after a card out of turn the next card may follow on from it or come from
    the seat it skipped; the trick is still won by its highest card (KH, seat 2) and its winner leads."""
    v = validate(transcript(ORDER_HANDS, ORDER_TALON, solo(trick, "2:JD 0:1D 1:ND")))
    assert faults(v) == [("out_of_turn", TURN, s, e) for s, e in expected]
    assert v["deals"][0]["computed"]["trick_winners"] == [2, 1]


def test_5_turn_wrong_lead_at_four_the_king_sits_out() -> None:
    """galician-tarok/5.turn at four: the king (the dealer, seat 3) does not play, and a wrong lead the
    two others follow on from is one fault."""
    hands = [*ORDER_HANDS, []]
    events = [
        {"type": "bid", "seat": 0, "bid": "solo"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "announce", "seat": 0, "items": []},
        *[{"type": "play", "seat": s, "card": c} for s, c in ((1, "1H"), (2, "KH"), (0, "QH"))],
    ]
    v = validate(transcript(hands, ORDER_TALON, events, dealer=3))
    assert faults(v) == [("out_of_turn", TURN, 1, 4)]


def test_5_turn_each_trick_a_fault_of_its_own() -> None:
    """galician-tarok/5.turn: the leniency is within one trick; a wrong lead in the next trick (by the
    seat that led the trick before, not its winner) is a fault again, and the led suit is the card
    actually led (a diamond: seat 2 must follow with JD)."""
    v = validate(transcript(ORDER_HANDS, ORDER_TALON, solo("2:KH 0:QH 1:1H", "1:ND 2:JD 0:1D")))
    assert faults(v) == [("out_of_turn", TURN, 2, 4), ("out_of_turn", TURN, 1, 7)]
    v = validate(transcript(ORDER_HANDS, ORDER_TALON, solo("2:KH 0:QH 1:1H", "1:ND 2:T1 0:1D")))
    assert [a[0] for a in faults(v)] == ["out_of_turn", "out_of_turn", "revoke"]


# --- galician-tarok/10.bid-rank, 28.tape: a void call the table answered is one fault -----------------
# (tests/test_galician_tarok_rules.py's deal: seat 2 deals, seat 0 is the forehand, calls go 0, 1, 2)


def bids(*calls: str) -> list[dict[str, Any]]:
    return [{"type": "bid", "seat": int(c[0]), "bid": c[2:]} for c in calls]


def after_auction() -> list[dict[str, Any]]:
    """Seat 0 plays the three: he buys, lays away, says nothing, and the deal is played out legally."""
    return R.BUY + [{"type": "announce", "seat": 0, "items": []}] + R.autoplay(R.after_buy(), 0, [0, 1, 2])


def auction_faults(*calls: str) -> list[tuple[str, str, int | None, int | None]]:
    v = validate(R.doc(bids(*calls) + after_auction()))
    assert v["deals"][0]["computed"]["player"] == 0
    return [(a["code"], a["rule"], a["seat"], a["event"]) for a in R.anns(v)]


@pytest.mark.parametrize(
    ("calls", "expected"),
    [
        # an equal bid by a later seat, and the next seat holds over it as the table let it stand
        # (gd25/01): the void call spent its caller's turn
        (("0:three", "1:pass", "2:three", "0:hold", "2:pass"), [("illegal_bid", "10.bid-rank", 2, 2)]),
        # the same void call, and its caller calls again (the digest's first reading): one fault too
        (("0:three", "1:pass", "2:three", "2:pass"), [("illegal_bid", "10.bid-rank", 2, 2)]),
        # tape by a seat that is not the forehand, and the next seat calls (gd7/t04 deal 3)
        (("0:three", "1:tape", "2:pass", "0:hold", "1:pass"), [("illegal_bid", "28.tape", 1, 1)]),
        # the same, the holder of the unanswered three saying nothing: the void caller, left in,
        # passes in his turn (gd-long a1)
        (("0:three", "1:three", "2:pass", "1:pass"), [("illegal_bid", "10.bid-rank", 1, 1)]),
        # a hold with no game standing, and the others go on (galician/t16's first record, a hold
        # without priority the next seat answered)
        (("0:hold", "1:pass", "2:pass", "0:three"), [("illegal_bid", "10.bid-rank", 0, 0)]),
    ],
)
def test_10_a_void_call_the_next_seat_answers_is_one_fault(
    calls: tuple[str, ...], expected: list[Any]
) -> None:
    """galician-tarok/10.bid-rank: a void call (not higher, a hold without priority, tape by another
    seat) is one fault: the same player calls again, or the next player in the auction calls, the
    table having let the void call spend its caller's turn (he stays in the auction)."""
    got = auction_faults(*calls)
    assert got == [(c, "galician-tarok/" + r, s, e) for c, r, s, e in expected]


def test_10_a_void_call_then_a_third_seat_is_out_of_turn() -> None:
    """galician-tarok/10.auction-order: after a void call only its caller or the next player may call;
    the seat before the caller calling next is out of turn, a second fault."""
    v = validate(R.doc(bids("0:three", "1:three", "0:hold", "1:pass", "2:pass") + after_auction()))
    got = [(a["code"], a["seat"], a["event"]) for a in R.anns(v)][:2]
    assert got == [("illegal_bid", 1, 1), ("out_of_turn", 0, 2)]


# --- galician-tarok/11.announcements: the helpers answer from the player or from the forehand -----------


def answers_at(dealer: int, order: tuple[int, ...]) -> list[tuple[str, int | None, int | None]]:
    """Seat 0 plays a three with the rules file's hands; ``dealer`` fixes the forehand (the seat after
    him), and the helpers' answers come in ``order``."""
    forehand = (dealer + 1) % 3
    seats = [forehand, (forehand + 1) % 3, (forehand + 2) % 3]
    calls = [{"type": "bid", "seat": s, "bid": "three" if s == 0 else "pass"} for s in seats]
    ev = calls + R.BUY + [{"type": "announce", "seat": 0, "items": []}]
    ev += [{"type": "announce", "seat": s, "items": []} for s in order]
    ev += R.autoplay(R.after_buy(), forehand, seats)
    v = validate(R.doc(ev, dealer=dealer))
    assert v["deals"][0]["computed"]["player"] == 0
    return [(a["code"], a["seat"], a["event"]) for a in R.anns(v)]


def test_11_helpers_answer_from_the_player_or_from_the_forehand() -> None:
    """galician-tarok/11.announcements: §11 "każdy z partnerów po porządku od prawej ku lewej albo
    oświadcza dobrze, albo zapowiada swoje walory" names no first seat. The player (seat 0) sits
    second from the forehand (seat 2, dealer 1): from the player the helpers answer 1 then 2, in the
    table's order from the forehand 2 then 1 (gd8/04 and 12, gd18/05): either is in turn."""
    assert answers_at(1, (1, 2)) == []
    assert answers_at(1, (2, 1)) == []
    # the player is the last seat (dealer 0, forehand 1): both orders are 1 then 2, so 2 then 1 is
    # out of turn; the player as forehand (dealer 2): the same
    assert answers_at(0, (1, 2)) == []
    assert answers_at(0, (2, 1)) == [("out_of_turn", 1, 7)]
    assert answers_at(2, (2, 1)) == [("out_of_turn", 1, 7)]


# --- galician-tarok/15.trull, 19.four-kings: each side's announcement is settled ------------------------


def trull_dues(*announcers: int) -> list[tuple[Any, Any, float]]:
    """Seat 0 plays a three, buys the mond and the skiz to his pagat and makes the trull in his tricks;
    ``announcers`` announce it (the player first, then the helpers, in turn)."""
    ann = [
        {"type": "announce", "seat": s, "items": [{"kind": "trull"}] if s in announcers else []}
        for s in (0, 1, 2)
    ]
    v = validate(R.doc(R.full(ann)))
    assert R.anns(v) == []
    return sorted(
        (p["from"], p["to"], p["amount"]) for p in R.computed(v)["payments"] if p["reason"] == "trull"
    )


def test_15_both_sides_announce_the_trull_each_is_settled() -> None:
    """galician-tarok/15.trull: §15 "Zapowiedziany tról liczy 100 punktów … Zapowiedziany a nie zrobiony
    tról płaci karę w wyż. wspomnianej wysokości"; §21 whoever announces a premium he does not hold
    "oczywiście płaci wartość tego waloru". The player makes the trull he announced (100 from each
    helper) and a helper's announcement of it fails (100 more from each helper's side): 200 each.
    Two helpers announcing it are one announcement of their side."""
    assert trull_dues(0) == [(1, 0, 100), (2, 0, 100)]
    assert trull_dues(1) == [(1, 0, 100), (2, 0, 100)]
    assert trull_dues(0, 1) == [(1, 0, 100), (1, 0, 100), (2, 0, 100), (2, 0, 100)]
    assert trull_dues(1, 2) == [(1, 0, 100), (2, 0, 100)]


# --- galician-tarok/27.pool: no stake written in the deal after an ultimo won the pool -----------------

GD6_F10 = Path(__file__).resolve().parent / "data" / "audit" / "gd6" / "f10_pagat_ultimo_pool.json"


def pool_session(stakers: tuple[int, ...], ultimo_pays: float) -> list[tuple[int, int | None, str]]:
    """gd6/f10: deal 0's ultimo takes the pool (30), the shares refill it (32.6); in deal 1 a failed
    ultimo pays the pool's content into it (``ultimo_pays``), and ``stakers`` write a stake of 10."""
    doc = json.loads(GD6_F10.read_text(encoding="utf-8"))
    events = doc["deals"][1]["events"]
    failed = next(e for e in events if e["type"] == "payment" and e.get("reason") == "pool_ultimo")
    failed["amount"] = ultimo_pays
    at = next(i for i, e in enumerate(events) if e["type"] == "payment")
    events[at:at] = [
        {"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"} for s in stakers
    ]
    v = validate(doc)
    assert v["status"] != "rejected", v.get("problems")
    return [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def test_27_pool_no_stake_written_after_an_ultimo_won_it() -> None:
    """galician-tarok/27.pool: "Do żydka wkłada każdy w grze udział biorący pewną kwotę" gives no time
    for the stake. The rule stakes again in the deal after an ultimo won the pool; a record that
    writes no stake there (its shares refilled the pool) is the table's practice of staking only into
    an empty pool, and is accepted: the pool holds what the record paid (gd6/f10, gd10/10 and 13,
    gd25/14). A record that writes the stakes is right too; one that writes some and not all is not."""
    assert pool_session((), 32.6) == []
    assert pool_session((0, 1, 2), 62.6) == []
    assert pool_session((0, 1), 62.6) == [(1, None, "missing_payment")]
    # without a stake the pool holds 32.6, not 62.6: the failed ultimo pays what it holds
    assert pool_session((), 62.6) == [(1, 48, "wrong_payment")]


GD26_11 = Path(__file__).resolve().parent / "data" / "audit" / "gd26" / "11-four-players.json"


def sheet_session(stake_seats: tuple[int, ...]) -> list[tuple[int, int | None, str]]:
    """gd26/11: deal 2's ultimo takes the pool and its share puts 40.8 back; deal 3 is a score sheet
    written without a new stake. ``stake_seats`` have a stake of 10 written into their score (and the
    pool's score and every total moved with it)."""
    doc = json.loads(GD26_11.read_text(encoding="utf-8"))
    for ev in doc["deals"][3]["events"]:
        if ev["type"] in ("score", "total") and ev["party"] in stake_seats:
            ev["points"] = round(ev["points"] - 10, 9)
        elif ev["type"] in ("score", "total") and ev["party"] == "pool":
            ev["points"] = round(ev["points"] + 10 * len(stake_seats), 9)
    v = validate(doc)
    assert v["status"] != "rejected", v.get("problems")
    return [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def test_27_pool_a_score_sheet_without_the_stake_after_an_ultimo_won_it() -> None:
    """galician-tarok/27.pool (gd26 C1): the leniency of the test above, for a score sheet. The deal
    after an ultimo won the pool is read as staking again or not, whichever the sheet fits better:
    written without a stake it is clean, written with every seat's stake too; with only some seats'
    stakes it fits neither, and is judged by the rule (a stake again): the seats without one are
    wrong."""
    assert sheet_session(()) == []
    assert sheet_session((0, 1, 2, 3)) == []
    partly = sheet_session((0, 1))
    assert partly and all(code in ("wrong_score", "wrong_total") for _, _, code in partly)
    assert {(d, e) for d, e, code in partly if code == "wrong_score"} >= {(3, 47), (3, 48)}


def test_27_pool_payments_without_reasons_after_an_ultimo_won_it() -> None:
    """galician-tarok/27.pool (the rulings review Q2 for records that name no reasons): in the deal
    after an ultimo won the pool, payments into the pool without a reason may or may not hold a
    stake; the deal is read as the one they fit (gd6/f10, gd26/07 and 09, gd28/03 with every reason
    struck). Without a stake the failed ultimo pays the 32.6 the pool holds: clean; 72.6 fits
    neither reading and is wrong."""
    doc = json.loads(GD6_F10.read_text(encoding="utf-8"))
    for deal in doc["deals"]:
        for ev in deal["events"]:
            ev.pop("reason", None)
    assert validate(doc)["status"] == "clean"
    failed = next(
        e
        for e in doc["deals"][1]["events"]
        if e["type"] == "payment" and e["from"] == 2 and e["to"] == "pool"
    )
    assert failed["amount"] == 32.6
    failed["amount"] = 72.6
    v = validate(doc)
    assert [(d["index"], a["code"]) for d in v["deals"] for a in d["annotations"]] == [(1, "wrong_payment")]
