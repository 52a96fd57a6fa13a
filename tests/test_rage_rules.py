"""Rage: one test per rule of docs/rules/rage.md that breaks it, and the source's worked example."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from records import repro, violations

from replays.sim.rage import simulate
from validator.engine.cards import RAGE
from validator.engine.validate import validate

ROOT = Path(__file__).resolve().parents[1]
PLAYERS = ["Anička", "Bohouš", "Katka", "Dalibor"]


def transcript(
    hands: list[list[str]],
    events: list[tuple[Any, ...]],
    *,
    talon: list[str] | None = None,
    dealer: int | None = None,
    rules: dict[str, Any] | None = None,
    start: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """A one-deal Rage transcript; the round follows from the hand size unless ``start`` says."""
    n = len(hands)
    cards = len(hands[0])
    dealer = n - 1 if dealer is None else dealer
    if talon is None:
        used = [c for h in hands for c in h]
        rest = [c.code for c in RAGE.full()]
        for c in used:
            rest.remove(c)
        talon = ["O0"] + [c for c in rest if c != "O0"]  # orange is trump unless a test says
    evs: list[dict[str, Any]] = []
    for e in events:
        kind = e[0]
        if kind == "bid":
            evs.append({"type": "bid", "seat": e[1], "bid": e[2]})
        elif kind == "play":
            ev = {"type": "play", "seat": e[1], "card": e[2]}
            if len(e) > 3:
                ev["named"] = e[3]
            evs.append(ev)
        else:
            evs.append({"type": kind, "party": e[1], "points": e[2]})
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules or {},
        "players": PLAYERS[:n],
        "start": start if start is not None else {"round": 11 - cards},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": evs}],
    }


def annotations(verdict: dict[str, Any], warnings: bool = False) -> list[tuple[int | None, str]]:
    """(event, code) of every violation (and warning, if asked)."""
    return [
        (a["event"], a["code"])
        for d in verdict["deals"]
        for a in d["annotations"]
        if warnings or a["severity"] == "violation"
    ]


def codes(verdict: dict[str, Any]) -> list[str]:
    return [c for _, c in annotations(verdict)]


def problems(verdict: dict[str, Any]) -> list[tuple[str, str]]:
    assert verdict["status"] == "rejected", verdict
    return [(p["pointer"], p["code"]) for p in verdict["problems"]]


# -- the source's worked example ("Vyhodnocení kola") ----------------------------------------

# Ten tricks, listed in play order from each trick's leader. Anička leads (dealer Dalibor).
EXAMPLE_TRICKS = [
    [(0, "R15"), (1, "R1"), (2, "R2"), (3, "R3")],  # Anička
    [(0, "B15"), (1, "B1"), (2, "B2"), (3, "B3")],  # Anička
    [(0, "G15"), (1, "G1"), (2, "MINUS5"), (3, "G3")],  # Anička, with the -5
    [(0, "Y1"), (1, "Y15"), (2, "PLUS5"), (3, "Y3")],  # Bohouš, with the +5
    [(1, "P1"), (2, "P15"), (3, "P3"), (0, "P4")],  # Katka
    [(2, "R14"), (3, "R4"), (0, "R5"), (1, "R6")],  # Katka
    [(2, "B4"), (3, "B14"), (0, "B5"), (1, "B6")],  # Dalibor
    [(3, "G14"), (0, "G5"), (1, "G6"), (2, "R7")],  # Dalibor
    [(3, "Y14"), (0, "Y5"), (1, "Y6"), (2, "B7")],  # Dalibor
    [(3, "P14"), (0, "P5"), (1, "P6"), (2, "P7")],  # Dalibor
]


def example(
    bids: tuple[int, int, int, int] = (3, 0, 2, 2), scores: list[int] | None = None
) -> dict[str, Any]:
    hands: list[list[str]] = [[], [], [], []]
    plays: list[tuple[Any, ...]] = []
    for trick in EXAMPLE_TRICKS:
        for seat, card in trick:
            hands[seat].append(card)
            plays.append(("play", seat, card))
    events: list[tuple[Any, ...]] = [("bid", s, bids[s]) for s in (0, 1, 2, 3)] + plays
    events += [("score", s, p) for s, p in enumerate(scores or [])]
    return transcript(hands, events, start={})


def test_source_worked_example() -> None:
    """Anička 3 of 3 with a -5: 8; Bohouš missed, 1 trick with a +5: 1; Katka 2 of 2: 12; Dalibor missed with 4: -1."""
    v = validate(example(scores=[8, 1, 12, -1]))
    assert v["status"] == "clean", annotations(v)
    assert v["deals"][0]["computed"]["tricks"] == [3, 1, 2, 4]
    assert v["deals"][0]["computed"]["scores"] == [8, 1, 12, -1]
    assert v["deals"][0]["settlement"]["difference"] == {}


def test_wrong_score_breaks_round_scoring() -> None:
    """rage/score.round: a round score written other than the rules give is a wrong_score."""
    v = validate(example(scores=[13, 1, 12, -1]))  # Anička's -5 card forgotten
    assert annotations(v) == [(44, "wrong_score")]
    a = v["deals"][0]["annotations"][0]
    assert a["rule"] == "rage/score.round" and a["seat"] == 0
    assert a["evidence"]["expected"] == 8 and a["evidence"]["action_points"] == -5
    assert v["deals"][0]["settlement"]["difference"] == {"0": -5}


# -- cards and deal --------------------------------------------------------------------------


def test_card_dealt_twice_is_rejected() -> None:
    """rage/deck.cards: the deck holds each colour card once; a second copy is rejected with a pointer."""
    doc = transcript([["R1"], ["R1"], ["B2"]], [], talon=["G1"])
    assert ("/deals/0/hands/1/0", "duplicate_card") in problems(validate(doc))


def test_action_card_copies_are_counted() -> None:
    """rage/deck.cards: action cards exist in several copies (WILD x2, NOTRUMP x4, ...): more than the deck holds is rejected."""
    doc = transcript([["WILD"], ["WILD"], ["B2"]], [("bid", 0, 0), ("bid", 1, 0), ("bid", 2, 0)], dealer=2)
    assert validate(doc)["status"] != "rejected"
    doc = transcript([["PLUS5"], ["PLUS5"], ["PLUS5"]], [], talon=["PLUS5", "R1"], dealer=2)
    assert ("/deals/0/talon/0", "duplicate_card") in problems(validate(doc))


@pytest.mark.parametrize("n", [2, 9])
def test_player_count_outside_three_to_eight_is_rejected(n: int) -> None:
    """rage/setup.players: 3 to 8 players; 2 or 9 reject the transcript at /players."""
    doc = transcript([[f"R{i}"] for i in range(n)], [], talon=["G1"])
    doc["players"] = [f"P{i}" for i in range(n)]
    assert ("/players", "bad_player_count") in problems(validate(doc))
    doc = transcript([[f"R{i}"] for i in range(8)], [], talon=["G1"])
    doc["players"] = [f"P{i}" for i in range(8)]
    assert validate(doc)["status"] != "rejected"


def test_wrong_hand_size_is_rejected() -> None:
    """rage/deal.hand-size: every hand of a round holds that round's number of cards."""
    doc = transcript([["R1", "R2"], ["B1"], ["B2"]], [])
    assert ("/deals/0/hands/1", "bad_hand_size") in problems(validate(doc))


def test_round_follows_from_first_hand_and_decreases() -> None:
    """rage/deal.hand-size: rounds deal 10, 9, ... 1 cards."""
    doc = transcript([["R1", "R2"], ["B1", "B2"], ["G1", "G2"]], [], start={}, talon=["Y1"])
    assert validate(doc)["deals"][0]["computed"]["round"] == 9
    doc["deals"].append(
        {"dealer": 0, "hands": [["R3", "R4"], ["B3", "B4"], ["G3", "G4"]], "talon": ["Y1"], "events": []}
    )
    assert problems(validate(doc)) == [
        ("/deals/1/hands/0", "bad_hand_size"),
        ("/deals/1/hands/1", "bad_hand_size"),
        ("/deals/1/hands/2", "bad_hand_size"),
    ]


def test_start_round_fixes_the_hand_size() -> None:
    """rage/deal.hand-size: start.round fixes the first deal's hand size."""
    doc = transcript([["R1"], ["B1"], ["B2"]], [], start={"round": 1}, talon=["G1"])
    assert {c for _, c in problems(validate(doc))} == {"bad_hand_size"}


def test_eleventh_round_is_rejected() -> None:
    """rage/deal.hand-size: there are ten rounds; an eleventh deal is rejected."""
    doc = transcript([["R1"], ["B1"], ["B2"]], [], start={"round": 10})
    doc["deals"].append(dict(doc["deals"][0], dealer=0))
    assert ("/deals/1", "too_many_rounds") in problems(validate(doc))


def test_missing_talon_is_rejected() -> None:
    """rage/deal.trump-card: a deal with its hands must say what it knows of the stock: absent or
    null rejects."""
    doc = transcript([["R1"], ["B1"], ["B2"]], [])
    del doc["deals"][0]["talon"]
    assert ("/deals/0/talon", "missing_talon") in problems(validate(doc))
    doc["deals"][0]["talon"] = None
    assert ("/deals/0/talon", "missing_talon") in problems(validate(doc))


def test_a_play_only_record_may_leave_the_stock_out() -> None:
    """rage/deal.trump-card: with "hands": null an absent or null stock reads as [] (not kept): the
    record is replayed, and the revoke it proves is still found (rage21)."""
    doc = play_only_revoke()
    for absent in (True, False):
        if absent:
            doc["deals"][0].pop("talon", None)
        else:
            doc["deals"][0]["talon"] = None
        v = validate(doc)
        assert v["status"] == "violations", v.get("problems")
        assert annotations(v) == [(4, "revoke")]


def test_stock_not_kept_still_finds_a_revoke() -> None:
    """rage/deal.trump-card: ``"talon": []`` is a stock not kept: trump unknown, the revoke still found;
    a stock not kept has not run out (rage-spec5 c1): `unchecked` says so, no stock_exhausted."""
    hands = [["R1", "B9"], ["R2", "B3"], ["B2", "G4"]]
    events = [("bid", 0, 0), ("bid", 1, 1), ("bid", 2, 1), ("play", 0, "R1"), ("play", 1, "B3")]
    v = validate(transcript(hands, events, talon=[]))
    assert v["status"] == "violations"
    assert annotations(v, warnings=True) == [(4, "revoke"), (None, "incomplete_round")]
    assert any(u.startswith("trump: the record keeps no stock") for u in v["deals"][0]["unchecked"])


def test_dealer_rotation() -> None:
    """rage/setup.dealer-rotation: the deal passes to the next player."""
    doc = transcript(
        [["R1", "R5"], ["B1", "B5"], ["B2", "B6"]], [], start={"round": 9}, dealer=0, talon=["G1"]
    )
    second = {"dealer": 2, "hands": [["R3"], ["B3"], ["B4"]], "talon": ["G1"], "events": []}
    doc["deals"].append(second)
    v = validate(doc)
    assert (None, "wrong_dealer") in annotations(v)
    assert [a["rule"] for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_dealer"] == [
        "rage/setup.dealer-rotation"
    ]
    second["dealer"] = 1
    assert "wrong_dealer" not in codes(validate(doc))


def test_trump_card_skips_action_cards() -> None:
    """rage/deal.trump-card: trump is the first colour card of the stock; action cards are turned past."""
    # talon: CHANGE, then G9 -> green is trump; Katka's G1 (void in red) beats red.
    hands = [["R10"], ["R12"], ["G1"]]
    doc = transcript(
        hands,
        [
            ("bid", 0, 0),
            ("bid", 1, 0),
            ("bid", 2, 1),
            ("play", 0, "R10"),
            ("play", 1, "R12"),
            ("play", 2, "G1"),
        ],
        talon=["CHANGE", "G9", "B1"],
        dealer=2,
    )
    v = validate(doc)
    assert v["deals"][0]["computed"]["trumps"] == ["G"]
    assert v["deals"][0]["computed"]["trick_winners"] == [2]


# -- bidding -----------------------------------------------------------------------------------


def test_bid_out_of_turn() -> None:
    """rage/bid.order: bids go round from the dealer's left."""
    doc = transcript([["R1"], ["R2"], ["R3"]], [("bid", 1, 0), ("bid", 0, 0), ("bid", 2, 1)], dealer=2)
    v = validate(doc)
    assert annotations(v) == [(0, "bid_out_of_turn")]
    assert v["deals"][0]["annotations"][0]["rule"] == "rage/bid.order"


def test_bid_after_first_play_is_out_of_turn() -> None:
    """rage/bid.order: every bid comes before the first card."""
    doc = transcript(
        [["R1"], ["R2"], ["R3"]],
        [("bid", 0, 0), ("bid", 1, 0), ("play", 0, "R1"), ("bid", 2, 1)],
        dealer=2,
    )
    assert (3, "bid_out_of_turn") in annotations(validate(doc))


def test_repeated_bid() -> None:
    """rage/bid.order: one bid a player a round."""
    doc = transcript(
        [["R1"], ["R2"], ["R3"]], [("bid", 0, 0), ("bid", 0, 1), ("bid", 1, 0), ("bid", 2, 1)], dealer=2
    )
    assert annotations(validate(doc)) == [(1, "repeated_bid")]


def test_the_bids_repeated_aloud_before_the_first_trick_are_no_fault() -> None:
    """rage/bid.order: "Před prvním štychem se tipy ještě jednou pro všechny nahlas zopakují": once
    all have bid, each bid written again (the same) before the first card is that repetition
    (real-faults-near-slips-9 P1); a line copied while the bidding goes on stays repeated_bid, and
    so does another value."""
    path = ROOT / "tests/data/audit/real-faults-near-slips-9/05-rage-bid-copied-twice.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    events = doc["deals"][0]["events"]
    assert annotations(validate(doc)) == [(2, "repeated_bid")]  # Katka's line copied at once
    del events[2]
    bids = [e for e in events[:4] if e["type"] == "bid"]
    events[4:4] = [dict(b) for b in bids]  # all four said again, in order, before the first card
    assert annotations(validate(doc)) == []
    events[5]["bid"] += 1  # Katka says another number the second time: still a second bid
    assert annotations(validate(doc)) == [(5, "repeated_bid")]


def test_a_play_only_round_played_out_leaves_no_follow_check_undone() -> None:
    """rage/trick.follow-colour, play-only (play-only-messages a3): every card of every hand played,
    the hands are whole and any revoke is one the record proves: unchecked does not say otherwise;
    a round the record stops in still does."""
    doc = json.loads(
        (ROOT / "tests/data/audit/play-only-messages/03-rage-clean.json").read_text(encoding="utf-8")
    )
    notes = validate(doc)["deals"][0]["unchecked"]
    assert not any(u.startswith("follow colour") for u in notes)
    events = doc["deals"][0]["events"]
    last = max(i for i, e in enumerate(events) if e["type"] == "play")
    del events[last]
    notes = validate(doc)["deals"][0]["unchecked"]
    assert any(u.startswith("follow colour") for u in notes)


def test_a_dealer_field_alone_wrong_says_whose_round_it_is_judged() -> None:
    """rage/setup.dealer-rotation (replay-narrative-2 a): the bids and the play go round from the
    dealer due: the wrong_dealer says only the field is wrong (it said "Bohouš dealt round 8")."""
    v = validate(
        json.loads((ROOT / "tests/data/audit/rage-spec10/s7_wrong_dealer.json").read_text(encoding="utf-8"))
    )
    (a,) = [x for d in v["deals"] for x in d["annotations"] if x["code"] == "wrong_dealer"]
    assert a["message"].startswith("Round 8's dealer is written Bohouš")
    assert a["message"].endswith("only the dealer written is wrong, and the round is judged from Anička.")


def test_a_fine_recorded_on_another_seat_names_whose_fault_it_was() -> None:
    """rage/score.recorded-penalty (dispute-messages-6 a2): the table fines Bohouš for a revoke that
    is Anička's: the unexpected_penalty says whose the revoke is (it read as if Bohouš revoked)."""
    path = ROOT / "tests/data/audit/dispute-messages-6/03-rage-fine-wrong-seat.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    (a,) = [x for d in v["deals"] for x in d["annotations"] if x["code"] == "unexpected_penalty"]
    assert a["message"].endswith("; the record's revoke is Anička's (event 4), not Bohouš's.")


def test_bid_out_of_range() -> None:
    """rage/bid.range: a bid is 0..cards in hand."""
    doc = transcript(
        [["R1", "B1"], ["R2", "B2"], ["R3", "B3"]], [("bid", 0, 3), ("bid", 1, 0), ("bid", 2, 0)], dealer=2
    )
    v = validate(doc)
    assert annotations(v) == [(0, "bid_out_of_range")]
    assert v["deals"][0]["annotations"][0]["evidence"] == {"bid": 3, "cards": 2}


def test_negative_bid_out_of_range() -> None:
    """rage/bid.range: a negative bid is out of range."""
    doc = transcript([["R1"], ["R2"], ["R3"]], [("bid", 0, -1), ("bid", 1, 0), ("bid", 2, 0)], dealer=2)
    assert annotations(validate(doc)) == [(0, "bid_out_of_range")]


def test_non_integer_bid_is_rejected() -> None:
    """rage/bid.range: a bid is a whole number of tricks."""
    doc = transcript([["R1"], ["R2"], ["R3"]], [("bid", 0, "pass")], dealer=2)
    assert problems(validate(doc)) == [("/deals/0/events/0/bid", "bad_bid")]


def test_missing_bid() -> None:
    """rage/bid.complete: every player bids before the first card."""
    doc = transcript([["R1"], ["R2"], ["R3"]], [("bid", 1, 0), ("bid", 2, 1), ("play", 0, "R1")], dealer=2)
    v = validate(doc)
    assert annotations(v) == [(2, "missing_bid")]
    assert v["deals"][0]["annotations"][0]["seat"] == 0


def test_a_round_without_any_bid_is_the_plays_alone() -> None:
    """rage/bid.complete: a round that records no bid at all holds the plays alone; its bids are
    unrecorded (not missing), its plays are still checked, and its scores are unchecked."""
    clean = transcript(
        [["R1"], ["R2"], ["R3"]], [("play", 0, "R1"), ("play", 1, "R2"), ("play", 2, "R3")], dealer=2
    )
    v = validate(clean)
    assert v["status"] == "clean"
    assert any(u.startswith("bids: none recorded") for u in v["deals"][0]["unchecked"])
    assert v["deals"][0]["settlement"]["expected"] == {}
    plays = [("play", 0, "R1"), ("play", 1, "B2"), ("play", 2, "R3")]  # 1 holds R2: a revoke
    plays += [("play", 2, "G3"), ("play", 0, "G1"), ("play", 1, "R2"), ("score", 0, 99)]
    plays[-1] = ("score", 0, -5)  # seat 0 took no trick: +10 or -5, whatever it bid
    v = validate(transcript([["R1", "G1"], ["R2", "B2"], ["R3", "G3"]], plays, dealer=2))
    assert annotations(v) == [(1, "revoke")]
    plays[-1] = ("score", 0, 99)  # neither: wrong whatever the bid was
    v = validate(transcript([["R1", "G1"], ["R2", "B2"], ["R3", "G3"]], plays, dealer=2))
    assert annotations(v) == [(1, "revoke"), (6, "wrong_score")]


# -- tricks ----------------------------------------------------------------------------------


def three_card_round(
    plays: list[tuple[int, str, str | None]], hands: list[list[str]], **kw: Any
) -> dict[str, Any]:
    events: list[tuple[Any, ...]] = [("bid", 0, 0), ("bid", 1, 0), ("bid", 2, 0)]
    events += [("play", s, c) if named is None else ("play", s, c, named) for s, c, named in plays]
    return transcript(hands, events, dealer=2, **kw)


def test_first_lead_from_dealers_left() -> None:
    """rage/trick.lead: the player on the dealer's left leads the first trick."""
    doc = three_card_round([(1, "R2", None), (2, "R3", None), (0, "R1", None)], [["R1"], ["R2"], ["R3"]])
    v = validate(doc)
    assert annotations(v) == [(3, "out_of_turn")]
    assert v["deals"][0]["annotations"][0]["rule"] == "rage/trick.turn"


def test_winner_leads_next_trick() -> None:
    """rage/trick.lead: the trick's winner leads the next; rage/trick.turn: play goes round in order."""
    hands = [["R1", "B1"], ["R2", "B2"], ["R9", "B3"]]
    good = [
        (0, "R1", None),
        (1, "R2", None),
        (2, "R9", None),
        (2, "B3", None),
        (0, "B1", None),
        (1, "B2", None),
    ]
    assert validate(three_card_round(good, hands))["status"] == "clean"
    bad = good[:3] + [(0, "B1", None), (1, "B2", None), (2, "B3", None)]
    assert annotations(validate(three_card_round(bad, hands)))[0] == (6, "out_of_turn")


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        ((1, 0, 2, 3), [(4, "out_of_turn")]),  # the lead and the next card swapped in the record
        ((1, 2, 3, 0), [(4, "out_of_turn")]),  # a wrong lead the others follow on from
        ((0, 2, 1, 3), [(5, "out_of_turn")]),  # a card out of turn, then the seat it skipped
        ((0, 2, 3, 1), [(5, "out_of_turn")]),  # a card out of turn the others follow on from
        ((0, 3, 2, 1), [(5, "out_of_turn"), (6, "out_of_turn")]),  # two faults: neither order
    ],
)
def test_one_card_out_of_turn_is_one_fault(order: tuple[int, ...], expected: list[Any]) -> None:
    """rage/trick.turn: after a card out of turn the next may follow on from it, or be the seat it
    skipped; only a card neither order allows is out of turn again."""
    hands = [["R1"], ["R2"], ["R3"], ["R4"]]
    events: list[tuple[Any, ...]] = [("bid", s, 0) for s in range(4)]
    events += [("play", s, hands[s][0]) for s in order]
    assert annotations(validate(transcript(hands, events, dealer=3))) == expected


def test_card_after_the_last_trick_or_a_line_written_twice_joins_no_trick() -> None:
    """rage/trick.card-in-hand, one slip one finding (diff9 rage-knockon A2, A3): a card written after
    the round's last trick, or the line that closed a trick written again, is `card_not_in_hand`
    alone; it starts no trick, so the turns and colours after it are not thrown out."""
    hands = [["R1", "B1"], ["R2", "B2"], ["R9", "B3"]]
    good = [
        (0, "R1", None),
        (1, "R2", None),
        (2, "R9", None),
        (2, "B3", None),
        (0, "B1", None),
        (1, "B2", None),
    ]
    assert validate(three_card_round(good, hands, start={"round": 9}))["status"] == "clean"
    after = [*good, (0, "R1", None)]
    assert annotations(validate(three_card_round(after, hands, start={"round": 9}))) == [
        (9, "card_not_in_hand")
    ]
    copied = [*good[:3], (2, "R9", None), *good[3:]]
    assert annotations(validate(three_card_round(copied, hands, start={"round": 9}))) == [
        (6, "card_not_in_hand")
    ]
    # the same card again after another card is not a copied line: it is played where it stands
    again = [*good[:3], (2, "R9", None), (0, "B1", None), (1, "B2", None)]
    assert (6, "card_not_in_hand") in annotations(
        validate(three_card_round(again, hands, start={"round": 9}))
    )


def test_card_not_in_hand() -> None:
    """rage/trick.card-in-hand: a card not in the player's hand."""
    doc = three_card_round([(0, "R1", None), (1, "R5", None), (2, "R3", None)], [["R1"], ["R2"], ["R3"]])
    v = validate(doc)
    assert annotations(v) == [(4, "card_not_in_hand")]
    # the one card Bohouš never plays is the one the slip stood for (it leaves the hand with it)
    assert v["deals"][0]["annotations"][0]["evidence"] == {"hand": ["R2"], "stands_for": "R2"}


def test_revoke() -> None:
    """rage/trick.follow-colour: follow the colour led when able."""
    hands = [["R1", "B1"], ["R2", "G2"], ["R3", "B3"]]
    doc = three_card_round([(0, "R1", None), (1, "G2", None), (2, "R3", None)], hands)
    v = validate(doc)
    assert annotations(v) == [(4, "revoke")]
    a = v["deals"][0]["annotations"][0]
    assert a["rule"] == "rage/trick.follow-colour" and a["evidence"] == {
        "led": "R",
        "held": ["R2"],
        "trick": 1,
    }


def test_void_player_may_play_any_colour_without_trumping() -> None:
    """rage/trick.follow-colour: a void player may play any colour; there is no duty to trump."""
    hands = [["R1", "B1"], ["G2", "O2"], ["R3", "B3"]]  # orange is trump; Bohouš need not trump
    doc = three_card_round([(0, "R1", None), (1, "G2", None), (2, "R3", None)], hands)
    assert validate(doc)["status"] == "clean"


def play_only_revoke() -> dict[str, Any]:
    """A play-only round of two tricks: Bohouš discards G2 on a red lead, then plays R2."""
    plays = [
        (0, "R1", None),
        (1, "G2", None),
        (2, "R3", None),
        (2, "B3", None),
        (0, "B1", None),
        (1, "R2", None),
    ]
    doc = three_card_round(plays, [["R1", "B1"], ["R2", "G2"], ["R3", "B3"]])
    doc["deals"][0]["hands"] = None
    return doc


def test_revoke_proven_in_play_only_record() -> None:
    """rage/trick.follow-colour: in a play-only record, a revoke the record itself proves."""
    v = validate(play_only_revoke())
    assert annotations(v) == [(4, "revoke")]
    assert v["deals"][0]["annotations"][0]["evidence"]["later"] == "R2"


def test_trump_beats_led_colour() -> None:
    """rage/trick.winner: the highest trump wins the trick."""
    hands = [["R15"], ["O1"], ["R3"]]
    v = validate(three_card_round([(0, "R15", None), (1, "O1", None), (2, "R3", None)], hands))
    assert v["deals"][0]["computed"]["trick_winners"] == [1]


def test_highest_of_led_colour_wins_without_trump() -> None:
    """rage/trick.winner: without trump, the highest card of the colour led wins."""
    hands = [["R5"], ["B15"], ["R3"]]
    v = validate(three_card_round([(0, "R5", None), (1, "B15", None), (2, "R3", None)], hands))
    assert v["deals"][0]["computed"]["trick_winners"] == [0]


# -- action cards ------------------------------------------------------------------------------


@pytest.mark.parametrize("action", ["WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"])
def test_action_card_while_able_to_follow(action: str) -> None:
    """rage/action.only-when-void: an action card only when unable to follow."""
    hands = [["R1", "B1"], ["R2", action], ["R3", "B3"]]
    named = "R" if action == "WILD" else None
    v = validate(three_card_round([(0, "R1", None), (1, action, named), (2, "R3", None)], hands))
    assert annotations(v) == [(4, "action_card_while_able_to_follow")]
    assert v["deals"][0]["annotations"][0]["rule"] == "rage/action.only-when-void"


def test_action_card_allowed_when_void() -> None:
    """rage/action.only-when-void: a void player may play an action card."""
    hands = [["R1", "B1"], ["G2", "PLUS5"], ["R3", "B3"]]
    assert (
        validate(three_card_round([(0, "R1", None), (1, "PLUS5", None), (2, "R3", None)], hands))["status"]
        == "clean"
    )


def test_action_lead_takes_colour_from_first_colour_card() -> None:
    """rage/action.lead: a trick led by an action card takes its colour from the first colour card."""
    # PLUS5 led; Bohouš's B2 sets blue; Katka holds blue and must follow.
    hands = [["PLUS5"], ["B2"], ["R3"]]
    assert (
        validate(three_card_round([(0, "PLUS5", None), (1, "B2", None), (2, "R3", None)], hands))["status"]
        == "clean"
    )
    hands = [["PLUS5", "G1"], ["B2", "G2"], ["R3", "B3"]]
    v = validate(three_card_round([(0, "PLUS5", None), (1, "B2", None), (2, "R3", None)], hands))
    assert annotations(v) == [(5, "revoke")]


def test_all_action_trick_goes_to_first_card() -> None:
    """rage/action.lead: a trick of only action cards goes to its first card."""
    hands = [["MINUS5"], ["PLUS5"], ["NOTRUMP"]]
    v = validate(
        three_card_round(
            [(0, "MINUS5", None), (1, "PLUS5", None), (2, "NOTRUMP", None)], hands, talon=["B1", "G1"]
        )
    )
    assert v["deals"][0]["computed"]["trick_winners"] == [0]
    assert (
        v["deals"][0]["computed"]["scores"][0] == -5 + 1 + 5 - 5
    )  # missed bid 0, one trick, +5 and -5 cards


def test_plus5_and_minus5_score_for_trick_winner() -> None:
    """rage/action.plus5, rage/action.minus5: the winner of a trick holding a PLUS5 scores 5 more, a MINUS5 5 less."""
    hands = [["R9"], ["PLUS5"], ["R3"]]
    v = validate(three_card_round([(0, "R9", None), (1, "PLUS5", None), (2, "R3", None)], hands))
    assert v["deals"][0]["computed"]["scores"] == [1 - 5 + 5, 10, 10]


def test_notrump_cancels_trump_for_the_trick_and_turns_a_new_one() -> None:
    """rage/action.notrump: no trump in this trick; a new trump is turned after it."""
    # The source's example: yellow 8 led, red (trump) 4 by Bohouš, Katka's no-trump: Anička wins.
    hands = [["Y8", "B1"], ["R4", "B2"], ["NOTRUMP", "B3"]]
    plays = [
        (0, "Y8", None),
        (1, "R4", None),
        (2, "NOTRUMP", None),
        (0, "B1", None),
        (1, "B2", None),
        (2, "B3", None),
    ]
    v = validate(three_card_round(plays, hands, talon=["R12", "PLUS5", "G7", "B9"]))
    computed = v["deals"][0]["computed"]
    assert v["status"] == "clean"
    assert computed["trick_winners"] == [0, 2]
    assert computed["trumps"] == ["R", "G"]


def test_change_turns_trump_for_the_current_trick() -> None:
    """rage/action.change: a new trump turned at once rules this trick and the rest of the round."""
    # Red trump; Bohouš trumps with R4; Katka's CHANGE turns green: red no longer trumps, Anička's Y8 wins.
    hands = [["Y8"], ["R4"], ["CHANGE"]]
    v = validate(
        three_card_round([(0, "Y8", None), (1, "R4", None), (2, "CHANGE", None)], hands, talon=["R12", "G7"])
    )
    assert v["deals"][0]["computed"]["trick_winners"] == [0]
    assert v["deals"][0]["computed"]["trumps"] == ["R", "G"]
    # and a card of the new trump colour played before the CHANGE now trumps
    hands = [["Y8"], ["G1"], ["CHANGE"]]
    v = validate(
        three_card_round([(0, "Y8", None), (1, "G1", None), (2, "CHANGE", None)], hands, talon=["R12", "G7"])
    )
    assert v["deals"][0]["computed"]["trick_winners"] == [1]


def test_wild_ranks_above_its_colour_and_below_trump() -> None:
    """rage/action.wild: the joker ranks above every card of the colour it names, below trump unless it names trump."""
    hands = [["R15"], ["WILD"], ["R3"]]
    v = validate(three_card_round([(0, "R15", None), (1, "WILD", "R"), (2, "R3", None)], hands))
    assert v["deals"][0]["computed"]["trick_winners"] == [1]
    hands = [["R15"], ["WILD"], ["O0"]]  # orange trump beats a joker named red
    v = validate(three_card_round([(0, "R15", None), (1, "WILD", "R"), (2, "O0", None)], hands, talon=["O5"]))
    assert v["deals"][0]["computed"]["trick_winners"] == [2]
    hands = [["R15"], ["WILD"], ["O15"]]  # a joker named for the trump is the highest trump
    v = validate(
        three_card_round([(0, "R15", None), (1, "WILD", "O"), (2, "O15", None)], hands, talon=["O5"])
    )
    assert v["deals"][0]["computed"]["trick_winners"] == [1]


def test_later_wild_of_same_colour_wins() -> None:
    """rage/action.wild: of two jokers naming the same colour, the later wins."""
    hands = [["R15"], ["WILD"], ["WILD"]]
    v = validate(three_card_round([(0, "R15", None), (1, "WILD", "R"), (2, "WILD", "R")], hands))
    assert v["deals"][0]["computed"]["trick_winners"] == [2]


def test_led_wild_sets_colour() -> None:
    """rage/action.wild: a led joker sets the colour to follow."""
    hands = [["WILD", "B1"], ["G2", "B2"], ["G3", "Y3"]]
    v = validate(three_card_round([(0, "WILD", "G"), (1, "B2", None), (2, "G3", None)], hands))
    assert annotations(v) == [(4, "revoke")]


def test_wild_without_colour() -> None:
    """rage/action.wild: a joker must name a colour. Written without one, it stands for the colour
    led (here G2's, the first colour card): the highest green, it takes the trick."""
    hands = [["WILD"], ["G2"], ["G3"]]
    v = validate(three_card_round([(0, "WILD", None), (1, "G2", None), (2, "G3", None)], hands))
    assert annotations(v) == [(3, "wild_without_colour")]
    assert v["deals"][0]["computed"]["trick_winners"] == [0]


def test_wild_without_colour_is_one_slip() -> None:
    """rage/action.wild (diff9 rage-knockon C2): the colour an unnamed joker stood for is told by the
    next lead, else by the score sheet; a trick it led judges no follower (the colour to follow is
    the one it named). So the slip is `wild_without_colour` alone."""
    hands = [["G2", "R1"], ["WILD", "B9"], ["G3", "R5"]]
    # the joker named green, the colour led: it won, and its player leads next
    first = [(0, "G2", None), (1, "WILD", None), (2, "G3", None)]
    plays = [*first, (1, "B9", None), (2, "R5", None), (0, "R1", None)]
    v = validate(three_card_round(plays, hands, start={"round": 9}))
    assert annotations(v) == [(4, "wild_without_colour")]
    assert v["deals"][0]["computed"]["trick_winners"] == [1, 1]
    # it named another colour: G3 won, and Katka leads next - one finding too
    plays = [*first, (2, "R5", None), (0, "R1", None), (1, "B9", None)]
    v = validate(three_card_round(plays, hands, start={"round": 9}))
    assert annotations(v) == [(4, "wild_without_colour")]
    assert v["deals"][0]["computed"]["trick_winners"] == [2, 2]


def wild_finding(verdict: dict[str, Any]) -> dict[str, Any]:
    (a,) = [a for d in verdict["deals"] for a in d["annotations"] if a["code"] == "wild_without_colour"]
    return a


def test_wild_without_colour_says_the_reading_taken() -> None:
    """rage/action.wild (rage-fresh-5 c, words only): the finding says how the unnamed joker was read
    (evidence ``read_as``), and what naming another colour would have given ("had I named red I would
    have won"), or that the trick is the same seat's whatever it named."""
    # Bohouš's joker names nothing, Katka's the trump: as blue (the colour led) it loses to Katka's
    # trump joker, as orange to the later orange joker, as any other colour to the trump
    hands = [["B7"], ["WILD"], ["WILD"]]
    a = wild_finding(
        validate(three_card_round([(0, "B7", None), (1, "WILD", None), (2, "WILD", "O")], hands))
    )
    assert a["message"] == (
        "Bohouš played a joker without naming the colour it stands for; read as blue, the colour led: "
        "the trick is Katka's whatever it named."
    )
    assert a["evidence"] == {
        "trick": 1,
        "read_as": "B",
        "read_by": "colour_led",
        "winner": 2,
        "readings": dict.fromkeys("RBGYPO", 2),
    }
    # green led, orange trump: as green or orange the joker wins, as another colour Katka's G3
    hands = [["G2", "R1"], ["WILD", "B9"], ["G3", "R5"]]
    first = [(0, "G2", None), (1, "WILD", None), (2, "G3", None)]
    readings = {"R": 2, "B": 2, "G": 1, "Y": 2, "P": 2, "O": 1}
    plays = [*first, (1, "B9", None), (2, "R5", None), (0, "R1", None)]
    a = wild_finding(validate(three_card_round(plays, hands, start={"round": 9})))
    assert a["message"].endswith(
        "; read as green, the colour led, which gives the trick to Bohouš; naming red, blue, yellow or "
        "purple would have given it to Katka."
    )
    assert a["evidence"] == {
        "trick": 1,
        "read_as": "G",
        "read_by": "colour_led",
        "winner": 1,
        "readings": readings,
    }
    # Katka leads next: the joker stood for a colour that lost it (the next lead tells)
    plays = [*first, (2, "R5", None), (0, "R1", None), (1, "B9", None)]
    a = wild_finding(validate(three_card_round(plays, hands, start={"round": 9})))
    assert a["message"].endswith(
        "; read as a colour that gives the trick to Katka (red, blue, yellow or purple), as Katka's lead "
        "after it tells; naming green (the colour led) or orange (the trump) would have given it to Bohouš."
    )
    assert a["evidence"] == {
        "trick": 1,
        "read_as": "R",
        "read_by": "next_lead",
        "winner": 2,
        "readings": readings,
    }


def test_wild_without_colour_in_the_last_trick_says_the_sheet_read_it() -> None:
    """rage/action.wild: in the round's last trick the score sheet tells the reading, and the finding
    says so (orange, the trump, gives Bohouš the trick; any other colour Dalibor's trump O9)."""
    hands = [["R5"], ["WILD"], ["G1"], ["O9"]]
    events: list[tuple[Any, ...]] = [("bid", s, b) for s, b in enumerate([1, 1, 0, 1])]
    events += [("play", s, h[0]) for s, h in enumerate(hands)]
    events += [("score", s, p) for s, p in enumerate([-5, 11, 10, -5])]
    a = wild_finding(validate(transcript(hands, events)))
    assert a["message"].endswith(
        "; read as orange, the trump, which gives the trick to Bohouš, as the score sheet tells; naming "
        "red (the colour led), blue, green, yellow or purple would have given it to Dalibor."
    )
    assert (a["evidence"]["read_as"], a["evidence"]["read_by"], a["evidence"]["winner"]) == (
        "O",
        "score_sheet",
        1,
    )


def test_named_on_a_colour_card_is_rejected() -> None:
    """rage/action.wild: only a joker names a colour."""
    doc = three_card_round([(0, "R1", "B")], [["R1"], ["R2"], ["R3"]])
    assert problems(validate(doc)) == [("/deals/0/events/3/named", "bad_value")]


@pytest.mark.parametrize("named", ["", "RB", "rbg", "X"])
def test_a_joker_names_one_whole_colour_letter(named: str) -> None:
    """rage/action.wild: "" or "RB" is no colour (a substring of "RBGYPO" once passed)."""
    doc = three_card_round([(0, "WILD", named), (1, "G2", None), (2, "G3", None)], [["WILD"], ["G2"], ["G3"]])
    assert problems(validate(doc)) == [("/deals/0/events/3/named", "bad_value")]


# -- rulings -------------------------------------------------------------------------------------


@pytest.mark.parametrize("order", [("NOTRUMP", "CHANGE"), ("CHANGE", "NOTRUMP")])
def test_notrump_and_change_in_one_trick(order: tuple[str, str]) -> None:
    """rage/ruling.notrump-and-change: NOTRUMP and CHANGE in one trick."""
    hands = [["Y8", "B1"], [order[0], "B2"], [order[1], "B3"]]
    plays = [
        (0, "Y8", None),
        (1, order[0], None),
        (2, order[1], None),
        (0, "B1", None),
        (1, "B2", None),
        (2, "B3", None),
    ]
    v = validate(three_card_round(plays, hands, talon=["R12", "G7", "P2", "B9"]))
    computed = v["deals"][0]["computed"]
    assert v["status"] == "clean"
    assert computed["trick_winners"][0] == 0  # trumpless: the yellow lead wins
    assert computed["trumps"] == ["R", "G", "P"]  # CHANGE turned green, then one card after the trick


def test_stock_exhausted_warning() -> None:
    """rage/ruling.stock-exhausted: the stock runs out of colour cards: a warning, play on without trump."""
    hands = [["Y8"], ["CHANGE"], ["Y3"]]
    v = validate(
        three_card_round([(0, "Y8", None), (1, "CHANGE", None), (2, "Y3", None)], hands, talon=["R1"])
    )
    assert v["status"] == "clean"
    transcript = three_card_round(
        [(0, "Y8", None), (1, "CHANGE", None), (2, "Y3", None)], hands, talon=["R1"]
    )
    change = next(i for i, e in enumerate(transcript["deals"][0]["events"]) if e.get("card") == "CHANGE")
    # annotated at the CHANGE that found no colour card to turn
    assert annotations(v, warnings=True) == [(change, "stock_exhausted")]
    assert v["deals"][0]["annotations"][0]["severity"] == "warning"


def test_stock_exhausted_scores_must_fit_one_winner_of_the_open_trick() -> None:
    """rage/ruling.stock-exhausted (rage-action-combos-2 p3): trick 4's winner hangs on a trump the
    record does not show (Anička or Dalibor); each may have won it, but not both and not neither."""
    path = (
        Path(__file__).resolve().parent
        / "data/audit/rage-action-combos-2/15-stock-runs-out-trump-matters.json"
    )
    doc = json.loads(path.read_text(encoding="utf-8"))
    events = doc["deals"][0]["events"]
    line = {e["party"]: i for i, e in enumerate(events) if e["type"] == "score"}

    def judged(anicka: int, dalibor: int) -> list[tuple[int | None, str]]:
        events[line[0]]["points"], events[line[3]]["points"] = anicka, dalibor
        return annotations(validate(doc))

    assert judged(10, -3) == [] and judged(-4, 11) == []  # Dalibor won it; Anička won it
    assert judged(-4, -3) == [(line[3], "wrong_score")]  # both written as winning it
    assert judged(10, 11) == [(line[0], "wrong_score")]  # neither
    v = validate(doc)
    assert any("no one way of winning gives every score written" in u for u in v["deals"][0]["unchecked"])


def test_stock_without_colour_card_warns_at_the_deal() -> None:
    """rage/ruling.stock-exhausted: no colour card to turn for the first trump: the whole round is
    trumpless, so the warning is the deal's, not an event's."""
    hands = [["Y8"], ["B4"], ["Y3"]]
    v = validate(
        three_card_round([(0, "Y8", None), (1, "B4", None), (2, "Y3", None)], hands, talon=["PLUS5"])
    )
    assert v["status"] == "clean"
    assert annotations(v, warnings=True) == [(None, "stock_exhausted")]
    assert v["deals"][0]["computed"]["trumps"] == [None]


# -- scoring -------------------------------------------------------------------------------------


def test_incomplete_round_is_scored_over_its_rest() -> None:
    """rage/score.incomplete: a round the record stops short of is judged over the legal ways of
    playing its rest: here forced (R2, R3 follow; Katka's R3 wins), so Anička's met bid of 0 is 10."""
    doc = three_card_round([(0, "R1", None)], [["R1"], ["R2"], ["R3"]])
    doc["deals"][0]["events"].append({"type": "score", "party": 0, "points": 99})
    v = validate(doc)
    assert annotations(v, warnings=True) == [(None, "incomplete_round"), (4, "wrong_score")]
    assert v["deals"][0]["computed"]["scores"] == [10, 10, -4]
    doc["deals"][0]["events"][-1]["points"] = 10
    assert annotations(validate(doc), warnings=True) == [(None, "incomplete_round")]


def test_incomplete_play_only_round_with_a_short_stock_is_bounded() -> None:
    """rage/score.incomplete: without hands or the whole stock the rest is unknown, so a score is
    wrong only if no ending can give it: 99 in a one-card round is; Anička's 10 (bid 0, met) is not."""
    doc = three_card_round([(0, "R1", None)], [["R1"], ["R2"], ["R3"]], talon=["O0"])
    doc["deals"][0]["hands"] = None
    doc["deals"][0]["events"].append({"type": "score", "party": 0, "points": 99})
    v = validate(doc)
    assert annotations(v, warnings=True) == [(None, "incomplete_round"), (4, "wrong_score")]
    assert any("not played out" in u for u in v["deals"][0]["unchecked"])
    doc["deals"][0]["events"][-1]["points"] = 10
    assert annotations(validate(doc), warnings=True) == [(None, "incomplete_round")]


def test_wrong_total() -> None:
    """rage/score.total: a running total written other than the sum is a wrong_total."""
    hands = [["R1"], ["R2"], ["R9"]]
    doc = three_card_round(
        [(0, "R1", None), (1, "R2", None), (2, "R9", None)], hands, start={"round": 10, "totals": [5, 0, 0]}
    )
    doc["deals"][0]["events"] += [
        {"type": "score", "party": 0, "points": 10},
        {"type": "total", "party": 0, "points": 15},
        {"type": "total", "party": 2, "points": -4},
        {"type": "total", "party": 1, "points": 9},
    ]
    v = validate(doc)
    assert annotations(v) == [(9, "wrong_total")]
    assert v["deals"][0]["annotations"][0]["evidence"] == {
        "recorded": 9,
        "expected": 10,
        "previous": 0,
        "round_score": 10,
    }
    assert v["session"]["totals"]["difference"] == {"1": 1}


def test_a_slip_in_an_addition_is_reported_once() -> None:
    """rage/score.total: seat 0's total after round 4 is written 5 high and the sheet adds on from it:
    the slip is wrong; every later total is the previous total as written plus the round's score."""
    doc = simulate(1)
    slipped = []
    for d, deal in enumerate(doc["deals"]):
        for i, ev in enumerate(deal["events"]):
            if ev["type"] == "total" and ev.get("party") == 0 and d >= 3:
                ev["points"] += 5
                slipped.append((d, i))
    assert len(slipped) == 7
    v = validate(doc)
    assert [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]] == [
        (*slipped[0], "wrong_total")
    ]
    assert v["session"]["totals"]["difference"] == {"0": -5}  # computed minus written


def test_total_follows_the_sheets_own_scores() -> None:
    """rage/score.total: a total is checked against the sheet's own scores, so one wrong score is reported once."""
    hands = [["R1"], ["R2"], ["R9"]]
    doc = three_card_round([(0, "R1", None), (1, "R2", None), (2, "R9", None)], hands)
    doc["deals"][0]["events"] += [
        {"type": "score", "party": 0, "points": 11},
        {"type": "total", "party": 0, "points": 11},
    ]
    assert annotations(validate(doc)) == [(6, "wrong_score")]  # the addition itself is right


def test_a_total_right_by_the_rules_is_right_after_a_wrong_score() -> None:
    """rage/score.total: the sheet's score is wrong, its total is the true one: only the score is wrong."""
    hands = [["R1"], ["R2"], ["R9"]]
    doc = three_card_round(
        [(0, "R1", None), (1, "R2", None), (2, "R9", None)], hands, start={"round": 10, "totals": [5, 0, 0]}
    )
    truth = validate(doc)["deals"][0]["computed"]["scores"][2]  # seat 2 bid 0 and took the trick: -4
    assert truth == -4
    doc["deals"][0]["events"] += [
        {"type": "score", "party": 2, "points": truth + 9},
        {"type": "total", "party": 2, "points": truth},  # its start total is 0
    ]
    assert annotations(validate(doc)) == [(6, "wrong_score")]
    doc["deals"][0]["events"][-1]["points"] = truth + 9  # the sheet's own addition: reported once too
    assert annotations(validate(doc)) == [(6, "wrong_score")]
    doc["deals"][0]["events"][-1]["points"] = truth + 1  # neither
    assert annotations(validate(doc)) == [(6, "wrong_score"), (7, "wrong_total")]


# -- options -------------------------------------------------------------------------------------


def test_plus_minus_one_forbids_the_last_bid() -> None:
    """rage/v.plus-minus-one: the last bid may not make the bids sum to the cards dealt."""
    hands = [["R1", "B1"], ["R2", "B2"], ["R9", "B9"]]
    doc = transcript(
        hands, [("bid", 0, 1), ("bid", 1, 0), ("bid", 2, 1)], dealer=2, rules={"plus_minus_one": True}
    )
    v = validate(doc)
    assert annotations(v) == [(2, "bid_forbidden_plus_minus_one")]
    assert v["deals"][0]["annotations"][0]["rule"] == "rage/v.plus-minus-one"
    doc["rules"] = {}
    assert validate(doc)["status"] == "clean"


def test_hidden_bid_allows_any_order_before_play() -> None:
    """rage/v.hidden-bid: bids are written down together; recorded in any order, all before the first card."""
    hands = [["R1"], ["R2"], ["R9"]]
    events = [
        ("bid", 2, 1),
        ("bid", 0, 0),
        ("bid", 1, 0),
        ("play", 0, "R1"),
        ("play", 1, "R2"),
        ("play", 2, "R9"),
    ]
    assert validate(transcript(hands, events, dealer=2, rules={"hidden_bid": True}))["status"] == "clean"
    assert codes(validate(transcript(hands, events, dealer=2))) == ["bid_out_of_turn"]
    late = [
        ("bid", 2, 1),
        ("bid", 0, 0),
        ("play", 0, "R1"),
        ("bid", 1, 0),
        ("play", 1, "R2"),
        ("play", 2, "R9"),
    ]
    v = validate(transcript(hands, late, dealer=2, rules={"hidden_bid": True}))
    assert annotations(v) == [(3, "bid_out_of_turn")]  # late, one fault: not missing as well


def test_secret_bid_may_be_recorded_at_the_end() -> None:
    """rage/v.secret-bid: bids are revealed only at the end of the round; recorded anywhere in it."""
    hands = [["R1"], ["R2"], ["R9"]]
    events = [
        ("play", 0, "R1"),
        ("play", 1, "R2"),
        ("play", 2, "R9"),
        ("bid", 2, 1),
        ("bid", 0, 0),
        ("bid", 1, 0),
    ]
    assert validate(transcript(hands, events, dealer=2, rules={"secret_bid": True}))["status"] == "clean"
    # the sheet written after the reveal: the bid it lacks is missing
    sheet = [("score", 0, 10), ("score", 2, 11)]
    v = validate(transcript(hands, events[:-1] + sheet, dealer=2, rules={"secret_bid": True}))
    assert annotations(v) == [(None, "missing_bid")]
    # a record that stops inside the reveal: the bid still to come is in the part left out (diff8
    # playonly-cut-rage A1b), not missing
    v = validate(transcript(hands, events[:-1], dealer=2, rules={"secret_bid": True}))
    assert annotations(v) == []


def test_secret_bid_written_after_its_own_score_is_late() -> None:
    """rage/v.secret-bid (rage-spec13 a1): revealed at the end of the round, before it is scored: a bid
    written after its own seat's score is out of turn (and still counts); after other seats' scores
    it is a reveal seat by seat."""
    hands = [["R1"], ["R2"], ["R9"]]
    plays = [("play", 0, "R1"), ("play", 1, "R2"), ("play", 2, "R9")]
    bids = [("bid", 2, 1), ("bid", 0, 0), ("bid", 1, 0)]
    scores = [("score", 0, 10), ("score", 1, 10), ("score", 2, 11)]
    secret = {"secret_bid": True}
    assert annotations(validate(transcript(hands, plays + bids + scores, dealer=2, rules=secret))) == []
    late = plays + bids[:2] + scores + bids[2:]
    assert annotations(validate(transcript(hands, late, dealer=2, rules=secret))) == [(8, "bid_out_of_turn")]
    seat_by_seat = plays + [bids[1], scores[0], bids[2], scores[1], bids[0], scores[2]]
    assert annotations(validate(transcript(hands, seat_by_seat, dealer=2, rules=secret))) == []


def test_a_record_that_stops_in_the_bidding_has_no_missing_bid() -> None:
    """rage/bid.complete (diff8 playonly-cut-rage A1): the last round stops before its first card;
    the bids not recorded would come in the part left out."""
    hands = [["R1"], ["R2"], ["R9"]]
    v = validate(transcript(hands, [("bid", 0, 0)], dealer=2))
    assert annotations(v) == []
    v = validate(transcript(hands, [("bid", 0, 0), ("play", 0, "R1")], dealer=2))
    assert annotations(v) == [(1, "missing_bid"), (1, "missing_bid")]  # with a card played: missing


def test_durch_doubles_trick_points() -> None:
    """rage/v.durch: a player who takes every trick of a round scores 2 a trick instead of 1."""
    hands = [["R9", "B9"], ["R2", "B2"], ["R1", "B1"]]
    plays = [
        ("play", 0, "R9"),
        ("play", 1, "R2"),
        ("play", 2, "R1"),
        ("play", 0, "B9"),
        ("play", 1, "B2"),
        ("play", 2, "B1"),
    ]
    events = [("bid", 0, 2), ("bid", 1, 0), ("bid", 2, 0), *plays]
    assert (
        validate(transcript(hands, events, dealer=2, rules={"durch": True}))["deals"][0]["computed"][
            "scores"
        ][0]
        == 14
    )
    assert validate(transcript(hands, events, dealer=2))["deals"][0]["computed"]["scores"][0] == 12


def test_durch_not_in_the_one_card_round() -> None:
    """rage/v.durch: not in the one-card round."""
    hands = [["R9"], ["R2"], ["R1"]]
    events = [
        ("bid", 0, 1),
        ("bid", 1, 0),
        ("bid", 2, 0),
        ("play", 0, "R9"),
        ("play", 1, "R2"),
        ("play", 2, "R1"),
    ]
    assert (
        validate(transcript(hands, events, dealer=2, rules={"durch": True}))["deals"][0]["computed"][
            "scores"
        ][0]
        == 11
    )


def test_variants_combine_and_the_dealer_answers_for_the_sum() -> None:
    hands = [["R1", "B1"], ["R2", "B2"], ["R9", "B9"]]
    events = [("bid", 2, 1), ("bid", 0, 1), ("bid", 1, 0)]  # hidden: the dealer (2) wrote first
    rules = {"plus_minus_one": True, "hidden_bid": True, "secret_bid": True, "durch": True}
    v = validate(transcript(hands, events, dealer=2, rules=rules))
    assert annotations(v) == [(0, "bid_forbidden_plus_minus_one")]
    a = v["deals"][0]["annotations"][0]
    assert a["seat"] == 2
    # all bid at once: nobody bids last, and the message does not say so (a blind audit's point)
    assert "bidding last" not in a["message"] and "all bid at once" in a["message"]


def test_unknown_option_and_value_point_at_rules() -> None:
    doc = transcript([["R1"], ["R2"], ["R9"]], [], dealer=2, rules={"plusminusone": True, "durch": "yes"})
    assert problems(validate(doc)) == [
        ("/rules/plusminusone", "unknown_option"),
        ("/rules/durch", "bad_option_value"),
    ]


def test_event_types_outside_rage_are_rejected() -> None:
    doc = transcript([["R1"], ["R2"], ["R9"]], [], dealer=2)
    doc["deals"][0]["events"] = [{"type": "discard", "seat": 0, "cards": ["R1"]}]
    assert problems(validate(doc)) == [("/deals/0/events/0/type", "event_not_in_game")]


# -- the digest ------------------------------------------------------------------------------------


def test_every_rule_id_cited_is_in_the_digest() -> None:
    digest = (ROOT / "docs/rules/rage.md").read_text(encoding="utf-8")
    defined = set(re.findall(r"\*\*(rage/[a-z0-9.-]+)\*\*", digest))
    source = "".join(
        p.read_text(encoding="utf-8") for p in (ROOT / "validator/engine/games/rage").glob("*.py")
    )
    cited = set(re.findall(r'"(rage/[a-z0-9.-]+)"', source))
    assert cited and cited <= defined, cited - defined


def test_a_recorded_payment_is_read_and_annotated() -> None:
    """rage/score.recorded-payment: Rage pays nothing; a payment is annotated at its event, not rejected."""
    doc = transcript([["R1"], ["R2"], ["R9"]], [], dealer=2)
    doc["deals"][0]["events"].append({"type": "payment", "from": 1, "to": 2, "amount": 5})
    v = validate(doc)
    at = len(doc["deals"][0]["events"]) - 1
    assert (at, "unexpected_payment") in annotations(v)
    a = next(a for d in v["deals"] for a in d["annotations"] if a["code"] == "unexpected_payment")
    assert a["rule"] == "rage/score.recorded-payment" and a["seat"] == 1


def test_one_short_hand_is_that_hands_problem_only() -> None:
    """rage/deal.hand-size: the round is what most hands of the record say, so a first hand one card
    short is the one problem, not every other hand of every deal (a format auditor's finding)."""
    doc = json.loads((Path(__file__).parent.parent / "examples" / "rage" / "clean.json").read_text())
    moved = doc["deals"][0]["hands"][0].pop()
    doc["deals"][0]["talon"].append(moved)
    found = problems(validate(doc))
    assert ("/deals/0/hands/0", "bad_hand_size") in found
    assert all(p in ("/deals/0/hands/0", "/deals/0/talon") for p, _ in found), found


def test_an_unknown_trump_is_told_by_the_next_lead() -> None:
    """rage/ruling.stock-exhausted: the recorded stock is the trump card alone; a CHANGE turns a card
    the record lacks. Trick 1 (R5, B9) goes to Bohous under any trump but blue, to Cyril under blue:
    Cyril leading trick 2 says blue was turned; Anicka leading it, who won under no trump at all, is
    out of turn."""
    hands = [["CHANGE", "G1"], ["R5", "R7"], ["B9", "B3"]]
    bids = [("bid", 0, 0), ("bid", 1, 0), ("bid", 2, 2)]
    trick1 = [("play", 0, "CHANGE"), ("play", 1, "R5"), ("play", 2, "B9")]
    scores = [("score", 0, 10), ("score", 1, 10), ("score", 2, 12)]
    good = transcript(
        hands,
        bids + trick1 + [("play", 2, "B3"), ("play", 0, "G1"), ("play", 1, "R7")] + scores,
        talon=["O0"],
        dealer=2,
    )
    v = validate(good)
    assert annotations(v, warnings=True) == [(3, "stock_exhausted")]
    assert v["deals"][0]["computed"]["trumps"] == ["O", "B"]
    assert v["deals"][0]["computed"]["trick_winners"] == [2, 2]
    bad = transcript(
        hands,
        bids + trick1 + [("play", 0, "G1"), ("play", 1, "R7"), ("play", 2, "B3")],
        talon=["O0"],
        dealer=2,
    )
    assert (6, "out_of_turn") in annotations(validate(bad))


def test_a_bad_rule_option_does_not_hide_the_deal_problems() -> None:
    """Every problem is listed (api2 audit): a bad option resolves to its default, so the start and
    hand-size checks still run beside it."""
    from replays.sim import rage as rage_sim

    t = rage_sim.simulate(5, players=4, rounds=2)
    t["rules"] = {"preset": "nope", "durch": "yes"}
    t["deals"][0]["hands"][0] = t["deals"][0]["hands"][0][:-1]
    v = validate(t)
    got = {(p["pointer"], p["code"]) for p in v["problems"]}
    assert {
        ("/rules/preset", "unknown_preset"),
        ("/rules/durch", "bad_option_value"),
        ("/deals/0/hands/0", "bad_hand_size"),
    } <= got


def test_play_only_round_missing_its_last_trick_is_not_a_smaller_round() -> None:
    """rage/deal.hand-size: a play-only round 3 (80-card stock, four players) whose eighth trick is
    not recorded, then a complete round 4: read as rounds 3 and 4, not 4 and 5."""
    name = ROOT / "tests/data/audit/rage14/11-4p-r3-4-playonly-last-trick-unrecorded-full-stock-clean.json"
    v = validate(json.loads(name.read_text(encoding="utf-8")))
    assert [d["computed"]["round"] for d in v["deals"]] == [3, 4]
    assert annotations(v, warnings=True) == [(None, "incomplete_round")]
    doc = json.loads(name.read_text(encoding="utf-8"))
    del doc["deals"][1]  # the full stock alone still tells round 3
    assert [d["computed"]["round"] for d in validate(doc)["deals"]] == [3]
    doc["deals"][0]["talon"] = doc["deals"][0]["talon"][:40]  # a prefix bounds nothing: played out
    assert [d["computed"]["round"] for d in validate(doc)["deals"]] == [4]


def test_a_total_after_a_round_left_open_is_one_of_those_its_endings_give() -> None:
    """rage/score.incomplete: round 2 stops two tricks short and its scores are not written; every
    legal ending leaves Anička 29 or 30 after round 3, so the 34 written there is a wrong total
    (rage16/12); her true total is not (rage16/13)."""
    base = ROOT / "tests/data/audit/rage16"
    v = validate(
        json.loads(
            (
                base / "12-4p-r1-3-round2-last-two-tricks-missing-unscored-total-r3-fits-no-ending.json"
            ).read_text()
        )
    )
    wrong = [a for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_total"]
    assert [(a["deal"], a["event"]) for a in wrong] == [(2, 40)]
    assert wrong[0]["evidence"]["possible"] == [29, 30]
    v = validate(
        json.loads(
            (
                base / "13-4p-r1-3-round2-last-two-tricks-missing-unscored-totals-r1-r3-only-clean.json"
            ).read_text()
        )
    )
    assert v["status"] == "clean"


def test_scores_each_possible_alone_but_not_together_are_wrong() -> None:
    """rage/score.incomplete: round 3 stops short; the written 13, -3 and -1 are each possible alone,
    but together they need 9 tricks of 8 — the two legal endings give (13, -3, -2) and (-3, -3, -1),
    so Katka's -1 beside Anička's 13 is the score no ending gives with the others (rage17/05)."""
    path = ROOT / "tests/data/audit/rage17/05-3p-std-r3-open-scores-each-possible-jointly-impossible.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    wrong = [
        (a["deal"], a["event"], a["code"], a["rule"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    assert wrong == [(2, 23, "wrong_score", "rage/score.incomplete")]


def test_plus_minus_one_out_of_order_is_the_dealers_to_answer() -> None:
    """rage/v.plus-minus-one (ruling): "čtvrtý hráč si nesmí předpovědět…" — the dealer, due to bid
    last, answers for the sum even where another seat bid after him out of turn; the message does
    not say he bid last when he did not."""
    path = ROOT / "tests/data/rules/rage/pm1-bids-out-of-order.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    found = [(a["event"], a["code"], a["seat"]) for d in v["deals"] for a in d["annotations"]]
    assert (2, "bid_forbidden_plus_minus_one", 3) in found and (2, "bid_out_of_turn", 3) in found
    pm1 = next(a for d in v["deals"] for a in d["annotations"] if a["code"] == "bid_forbidden_plus_minus_one")
    assert "whose turn it was to bid last" in pm1["message"]


def test_wrong_score_message_names_durch_where_it_decides() -> None:
    """rage/v.durch: "To neplatí v posledním kole, kde jde jen o jediný štych" — a seat that took the only trick of round 10 scores 1
    for it; the message says Durch does not count there (rage19/07)."""
    path = ROOT / "tests/data/audit/rage19/07-6p-durch-r10-one-card-scored-as-durch.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    (a,) = [a for d in v["deals"] for a in d["annotations"]]
    assert a["code"] == "wrong_score" and "no Durch in the round of one card" in a["message"]


def test_wrong_score_message_names_the_action_cards_won() -> None:
    """rage/score.round: a net +0 for action cards that is a +5 and a -5 in one trick names both,
    the cards the recorder counted wrong (rage20/09)."""
    path = ROOT / "tests/data/audit/rage20/09-5p-wrong-score-plus5-minus5.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    (a,) = [a for d in v["deals"] for a in d["annotations"]]
    assert a["code"] == "wrong_score" and "+0 for action cards: MINUS5 PLUS5" in a["message"]


def test_unknown_trump_is_not_a_colour_wholly_in_the_hands() -> None:
    """rage/ruling.stock-exhausted (tests/data/diff8/rage-rare A1): the recorded stock holds only
    action cards, so the trump comes from the part it leaves out - never red, whose 16 cards are
    all dealt. B15 then wins trick 1 whatever the trump; seat 1's lead is out of turn."""
    path = Path(__file__).parent / "data/diff8/rage-rare/repros/a1_unknown_trump_colour_all_in_hands.json"
    v = validate(json.loads(path.read_text(encoding="utf-8"))["transcript"])
    found = [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]
    assert found == [(6, "out_of_turn")]


@pytest.mark.parametrize(
    ("name", "found"),
    [
        ("A2_total_flagged_for_a_wrong_score_after_cut_round", [(7, 20, "wrong_score")]),
        ("A3_next_total_flagged_after_a_wrong_total_after_cut_round", [(7, 25, "wrong_total")]),
    ],
)
def test_after_a_round_left_open_the_sheets_first_total_is_the_rules_new_start(
    name: str, found: list[tuple[int, int, str]]
) -> None:
    """rage/score.total (diff8 playonly-cut-rage A2, A3): after a round the record leaves open, a
    total right by the rules counted from the first total written after it is right - a wrong score
    or a wrong total is reported once, not again at the right total that follows."""
    assert violations(repro("diff8/playonly-cut-rage", name)) == found


def test_a_written_score_fixes_an_open_rounds_total_without_a_total_written() -> None:
    """rage/score.total (rage-spec11 a1, a2): a play-only record without the stock leaves rounds
    open; the score the sheet writes, one of those the rules allow, says which, so the totals by the
    rules and the winners are known with no total written, and a slip before an open round stays a
    session difference (a total written after it is not taken as the rules' new start)."""
    folder = Path(__file__).parent / "data/audit/rage-spec11"
    v = validate(json.loads((folder / "a09-midway-playonly-nostock4.json").read_text(encoding="utf-8")))
    assert v["session"]["totals"]["expected"] == {"0": 45, "1": 4, "2": -15, "3": 32}
    assert v["session"]["winners"] == [0]
    doc = json.loads((folder / "f10-playonly-nostock-wrong-score.json").read_text(encoding="utf-8"))
    v = validate(doc)
    assert violations(doc) == [(2, 12, "wrong_score")]
    assert v["session"]["totals"]["difference"] == {"0": -1}
    # with the open round's score written outside what the rules allow, the total stays open
    last = doc["deals"][-1]["events"]
    score = next(e for e in last if e["type"] == "score" and e["party"] == 0)
    score["points"] = 99
    assert validate(doc)["deals"][-1]["computed"]["totals"][0] is None
