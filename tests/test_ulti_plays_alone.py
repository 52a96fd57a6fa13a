"""ulti/deal.auction-unrecorded: a deal that records no auction event (no bid, take, discard,
announce, double or call) is checked on its plays alone. The contract, its trumps and the
settlement are unknown and named under ``unchecked``; what the plays prove on their own (a card
played twice, the seat order inside a trick, a lead nobody's trumps could justify, a failure to
follow that a later play proves) is still reported with the codes and rules the engine uses
for it elsewhere."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from replays.sim import ulti as sim
from validator.engine.validate import validate

NAMES = ["Anna", "Béla", "Csilla"]
# dealer Csilla (2): Anna (0) holds twelve cards
HANDS = [
    ["AH", "10H", "KH", "QH", "7H", "AS", "10S", "KS", "AD", "10D", "9C", "8C"],
    ["JH", "9H", "QS", "JS", "9S", "KD", "QD", "JD", "AC", "10C"],
    ["8H", "8S", "7S", "9D", "8D", "7D", "KC", "QC", "JC", "7C"],
]
AUCTION_NOTE = "auction: not recorded"


def play(seat: int, card: str) -> dict[str, Any]:
    return {"type": "play", "seat": seat, "card": card}


def transcript(events: list[dict[str, Any]], hands: bool = True, **rules: Any) -> dict[str, Any]:
    deal = {"dealer": 2, "hands": copy.deepcopy(HANDS) if hands else None, "events": events}
    return {"format": "trick-transcript/1", "game": "ulti", "rules": rules, "players": NAMES, "deals": [deal]}


def annotations(v: dict[str, Any]) -> list[dict[str, Any]]:
    assert v["status"] != "rejected", v.get("problems")
    return [a for d in v["deals"] for a in d["annotations"]]


def found(v: dict[str, Any]) -> list[tuple[int | None, str, str]]:
    return [(a["event"], a["code"], a["rule"]) for a in annotations(v)]


def plays_only(
    doc: dict[str, Any], hands_null: bool, keep: frozenset[str] = frozenset({"play"})
) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    for d in doc["deals"]:
        if hands_null:
            d["hands"] = None
        d["events"] = [e for e in d["events"] if e["type"] in keep]
    return doc


SESSIONS = [sim.simulate(seed, preset=p) for seed in range(6) for p in ("standard", "ultinet")]

# Anna leads AS (everyone follows: Anna wins whatever the trumps). She leads AH; Béla, holding JH
# and 9H, plays KD; Csilla follows 8H. Anna (winner unless bells are trumps) leads 10H; Béla
# follows with JH, which proves he held a heart at the second trick; Csilla, out of hearts, 7S.
CLEAN_START = [play(0, "AS"), play(1, "QS"), play(2, "8S")]
REVOKE = [
    *CLEAN_START,
    play(0, "AH"),
    play(1, "KD"),
    play(2, "8H"),
    play(0, "10H"),
    play(1, "JH"),
    play(2, "7S"),
]


# -- the clean case ------------------------------------------------------------------------------
@pytest.mark.parametrize("hands_null", [True, False], ids=["hands-null", "hands-given"])
def test_plays_of_clean_sessions_are_clean_with_the_auction_unchecked(hands_null: bool) -> None:
    """ulti/deal.auction-unrecorded: the plays of legal deals, alone, are clean; every deal names the
    auction, the trumps and the settlement unchecked and computes no settlement."""
    for doc in SESSIONS:
        v = validate(plays_only(doc, hands_null))
        assert v["status"] == "clean", v["summary"]
        assert v["summary"]["violations"] == 0
        full = validate(doc)
        for d, f in zip(v["deals"], full["deals"], strict=True):
            assert d["annotations"] == []
            assert any(u.startswith(AUCTION_NOTE) for u in d["unchecked"]), d["unchecked"]
            text = " ".join(d["unchecked"])
            for part in ("trump", "overtak", "trick winners", "settlement"):
                assert part in text, part
            assert d["settlement"] == {"expected": {}, "recorded": None, "difference": {}}
            c = d["computed"]
            assert c["auction"] == "unrecorded" and c["bid"] is None and c["trump"] is None
            assert c["tricks_played"] == 10
            # the leads are the record's; a winner given is the one the full record computes
            assert c["trick_leaders"][1:] == f["computed"]["trick_winners"][:-1]
            for w, fw in zip(c["trick_winners"], f["computed"]["trick_winners"], strict=True):
                assert w in (None, fw)
            # the trumps the full record names are among those the leads allow
            assert (f["computed"]["trump"] or "no-trump") in c["trump_consistent"]


def test_marriages_payments_and_penalties_do_not_make_an_auction() -> None:
    """ulti/deal.auction-unrecorded: declare, payment and penalty events beside the plays are not the
    auction; they are named unchecked, and the recorded payments make no settlement difference."""
    seen: set[str] = set()
    for doc in SESSIONS:
        record = plays_only(doc, True, frozenset({"play", "declare", "payment"}))
        record["deals"][0]["events"].append({"type": "penalty", "party": 1, "code": "revoke"})
        seen |= {e["type"] for d in record["deals"] for e in d["events"]}
        v = validate(record)
        assert v["status"] == "clean", v["summary"]
        first = v["deals"][0]
        assert any(u.startswith("recorded penalties") for u in first["unchecked"])
        for d in v["deals"]:
            assert d["settlement"]["difference"] == {}
    assert {"declare", "payment", "penalty"} <= seen


def test_hand_made_clean_plays() -> None:
    """ulti/play.turn: three tricks in seat order, each lead by a player some trumps make the winner."""
    events = [
        *CLEAN_START,
        play(0, "AH"),
        play(1, "JH"),
        play(2, "8H"),
        play(0, "10H"),
        play(1, "9H"),
        play(2, "7S"),
    ]
    for hands in (True, False):
        v = validate(transcript(events, hands=hands))
        assert v["status"] == "clean" and found(v) == []
        d = v["deals"][0]
        assert any(u.startswith(AUCTION_NOTE) for u in d["unchecked"])
        assert d["computed"]["trick_winners"] == [0, 0, None]  # 7S wins trick 3 if leaves are trumps


# -- what the plays prove ----------------------------------------------------------------------------
@pytest.mark.parametrize("hands", [True, False], ids=["hands-given", "hands-null"])
def test_a_provable_revoke_is_reported(hands: bool) -> None:
    """ulti/play.follow: Béla plays KD to a heart lead and later plays JH: the record proves he held it."""
    v = validate(transcript(REVOKE, hands=hands))
    assert v["status"] == "violations"
    assert found(v) == [(4, "revoke", "ulti/play.follow")]
    a = annotations(v)[0]
    assert a["seat"] == 1 and a["evidence"]["led"] == "H" and a["evidence"]["held"] == ["JH"]
    assert a["penalty"] == {"rule": "ulti/penalty.revoke", "effect": "lose_all_goals", "applied": False}
    assert "Béla" in a["message"] and "JH" in a["message"]
    # play_stands prescribes no penalty
    v = validate(transcript(REVOKE, hands=hands, revoke_penalty="play_stands"))
    assert "penalty" not in annotations(v)[0]


def test_an_unproved_revoke_is_not_reported() -> None:
    """ulti/deal.auction-unrecorded: Béla's JH and 9H were dealt to him, but with the talon exchange
    unrecorded they may have gone to the talon: a void shown and never contradicted is no fault."""
    events = [*CLEAN_START, play(0, "AH"), play(1, "KD"), play(2, "8H")]
    v = validate(transcript(events))
    assert v["status"] == "clean" and found(v) == []


def test_injected_follow_faults_are_found_in_the_plays_alone() -> None:
    """ulti/play.follow: the simulator's planted failures to follow (the player plays on from the hand he
    held, so a later play of the led suit proves it) are reported with the code and rule the full
    record gets, at the same play, and nothing else is."""
    n = 0
    for seed in range(12):
        doc = sim.simulate(seed, deals=1)
        r = sim.inject(doc, "revoke", random.Random(seed))
        if r is None:
            continue
        mutated, where = r
        full = [a for a in annotations(validate(mutated)) if a["code"] == "revoke"]
        assert len(full) == 1
        events = mutated["deals"][where["deal"]]["events"]
        at = sum(1 for e in events[: where["event"]] if e["type"] == "play")
        v = validate(plays_only(mutated, hands_null=False))
        got = annotations(v)
        if not got:
            continue  # the record does not prove it (the player never played the led suit again)
        assert [(a["event"], a["code"], a["rule"], a["seat"]) for a in got] == [
            (at, full[0]["code"], full[0]["rule"], full[0]["seat"])
        ]
        n += 1
    assert n >= 5


@pytest.mark.parametrize("hands", [True, False], ids=["hands-given", "hands-null"])
def test_a_card_played_twice_is_reported(hands: bool) -> None:
    """ulti/play.turn: Csilla plays 8H in the second trick and again in the third."""
    events = [
        *CLEAN_START,
        play(0, "AH"),
        play(1, "JH"),
        play(2, "8H"),
        play(0, "10H"),
        play(1, "9H"),
        play(2, "8H"),
    ]
    v = validate(transcript(events, hands=hands))
    assert found(v) == [(8, "card_not_in_hand", "ulti/play.turn")]
    a = annotations(v)[0]
    assert a["seat"] == 2 and a["evidence"] == {"card": "8H", "played_before": {"seat": 2, "trick": 2}}


def test_a_card_after_the_tenth_trick_is_reported() -> None:
    """ulti/play.turn: a play-only session's deal with one card more than ten tricks."""
    doc = plays_only(SESSIONS[0], hands_null=True)
    d = doc["deals"][0]
    last = d["events"][-1]
    d["events"].append(play(last["seat"], last["card"]))
    v = validate(doc)
    assert found(v) == [(30, "card_not_in_hand", "ulti/play.turn")]


def test_seat_order_inside_a_trick() -> None:
    """ulti/play.turn: after Anna's lead, Csilla plays before Béla; Béla, still due, then plays in
    turn (one card out of turn is one finding, as with the auction recorded; ulti8 13)."""
    events = [play(0, "AS"), play(2, "8S"), play(1, "QS")]
    v = validate(transcript(events))
    assert found(v) == [(1, "out_of_turn", "ulti/play.turn")]
    assert [a["evidence"] for a in annotations(v)] == [{"expected": 1}]


def test_a_lead_no_trumps_justify_is_out_of_turn() -> None:
    """ulti/play.turn: Anna won the spade trick whatever the trumps; Béla leads the next."""
    events = [*CLEAN_START, play(1, "JH"), play(2, "8H"), play(0, "AH")]
    v = validate(transcript(events))
    assert found(v) == [(3, "out_of_turn", "ulti/play.turn")]
    a = annotations(v)[0]
    assert a["evidence"]["expected"] == 0 and a["evidence"]["possible_winners"] == [0]


def test_a_lead_some_trumps_justify_is_taken_as_the_record_says() -> None:
    """ulti/deal.auction-unrecorded: Béla's KD on Anna's AH wins if bells are trumps, so Béla may lead."""
    events = [
        *CLEAN_START,
        play(0, "AH"),
        play(1, "KD"),
        play(2, "8H"),
        play(1, "JD"),
        play(2, "9D"),
        play(0, "AD"),
    ]
    v = validate(transcript(events))
    assert v["status"] == "clean"
    assert v["deals"][0]["computed"]["trump_consistent"] == ["D"]


# -- records with an auction: as before ---------------------------------------------------------------
def test_bids_present_the_record_is_replayed_as_before() -> None:
    """ulti/auction.trump: with the auction recorded the contract is known and its faults are found:
    party bid, no trumps named - missing_trump, as the engine always reported."""
    auction = [
        {"type": "discard", "seat": 0, "cards": ["9C", "8C"]},
        {"type": "bid", "seat": 0, "bid": {"goals": ["party"], "red": False}},
        *[{"type": "bid", "seat": s, "bid": "pass"} for s in (1, 2, 0)],
    ]
    v = validate(transcript([*auction, *CLEAN_START]))
    assert [(e, c) for e, c, _ in found(v) if c != "incomplete_play"] == [(5, "missing_trump")]
    d = v["deals"][0]
    assert d["computed"]["bid"] == {"goals": ["party"], "red": False}
    assert "auction" not in d["computed"]
    assert not any(u.startswith(AUCTION_NOTE) for u in d.get("unchecked", []))


def test_a_talon_discard_without_bids_is_still_an_auction() -> None:
    """ulti/auction.first: a discard is part of the auction; cards played with no bid after it:
    no_contract, as before."""
    events = [{"type": "discard", "seat": 0, "cards": ["9C", "8C"]}, play(0, "AH")]
    v = validate(transcript(events))
    assert ("no_contract", "ulti/auction.first") in [(c, r) for _, c, r in found(v)]


def test_partial_session_with_bids_is_unchanged() -> None:
    """ulti/deal.play-only: hands null with the bids and plays kept is replayed with the contract, as
    before: the bid is computed, and the verdict is the one the same record gets with discards too
    minus what the talon proves."""
    for doc in SESSIONS[:4]:
        v = validate(plays_only(doc, True, frozenset({"bid", "play"})))
        full = validate(doc)
        assert v["status"] != "rejected" and full["status"] == "clean"
        assert len(v["deals"]) == len(doc["deals"]) >= 1
        for d, f in zip(v["deals"], full["deals"], strict=True):
            assert d["computed"]["bid"] == f["computed"]["bid"]
            assert "auction" not in d["computed"]
            assert not any(u.startswith(AUCTION_NOTE) for u in d["unchecked"])


# ulti19 A7: a failure to overtake that is one under every contract
def _plays_alone(*plays: tuple[int, str]) -> dict[str, Any]:
    events = [{"type": "play", "seat": s, "card": c} for s, c in plays]
    deal = {"dealer": 2, "hands": None, "events": events}
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": ["Anna", "Béla", "Csilla"],
        "deals": [deal],
    }


def test_failure_to_overtake_under_every_contract_with_no_auction() -> None:
    """A7: Béla follows 9H with 8H and later plays AH, which beats 9H in both rank orders and as a
    trump; no trump arrangement sees the trick trumped."""
    v = validate(_plays_alone((0, "9H"), (1, "8H"), (2, "7H"), (0, "KD"), (1, "AH"), (2, "7D")))
    assert strict_violations(v) == [(0, 1, "failure_to_overtake")]
    a = v["deals"][0]["annotations"][0]
    assert a["penalty"]["applied"] is False


def test_no_overtake_fault_where_a_contract_excuses_it() -> None:
    """A7's limits: JH beats 10H only without trumps; with spades trumps 7S trumps the trick."""
    rank_order = _plays_alone((0, "10H"), (1, "8H"), (2, "7H"), (0, "KD"), (1, "JH"), (2, "7D"))
    assert strict_violations(validate(rank_order)) == []
    trumped = _plays_alone((0, "9H"), (1, "7S"), (2, "8H"), (0, "KD"), (1, "8S"), (2, "AH"))
    assert strict_violations(validate(trumped)) == []


def strict_violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return [(a["deal"], a["event"], a["code"]) for a in annotations(v) if a["severity"] == "violation"]


def _named_trumps(announce: bool) -> dict:
    events = [{"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "H"}]}] if announce else []
    plays = [(1, "AS"), (2, "7D"), (0, "8S"), (1, "KS"), (2, "9H"), (0, "9S")]
    events += [{"type": "play", "seat": s, "card": c} for s, c in plays]
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": ["A", "B", "C"],
        "deals": [{"dealer": 0, "hands": None, "talon": None, "events": events}],
    }


def test_trumps_named_without_bids_bind_the_duty_to_trump() -> None:
    """ulti-po3's note: an announce of the trump suit shows a trump game in that suit whatever its
    unrecorded bids, so C's 7D to a leaves lead, while holding 9H he trumps with next, is a failure to
    trump; with no trumps named the duty is not judged (a no-trump game would allow it)."""
    v = validate(_named_trumps(True))
    found = [
        (a["event"], a["code"], a["rule"])
        for a in v["deals"][0]["annotations"]
        if a["severity"] == "violation"
    ]
    assert found == [(2, "failure_to_trump", "ulti/play.trump")]
    assert v["deals"][0]["computed"]["trump"] == "H"
    unnamed = validate(_named_trumps(False))
    assert [a for a in unnamed["deals"][0]["annotations"] if a["severity"] == "violation"] == []
