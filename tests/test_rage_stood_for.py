"""rage/trick.card-in-hand, one slip, one finding: with the hands given, a card written for a seat
that does not hold it stood for the seat's one card (counting copies) the record never shows it play.
That card leaves the hand at the slip, and the trick is read with it (winner, colour led, action
cards), unless the record's next lead is the winner only with the card as written. A writer who
replaced one card of a clean record expects `card_not_in_hand` there and nothing else."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from replays.sim.rage import plant, simulate
from validator.engine.cards import RAGE
from validator.engine.validate import validate

PLAYERS = ["Anička", "Bohouš", "Katka"]


def found(v: dict[str, Any]) -> list[tuple[int, int | None, int | None, str]]:
    return [
        (a["deal"], a["event"], a["seat"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def one_deal(
    hands: list[list[str] | None] | None, plays: list[tuple[int, str]], scores: list[int], bids: list[int]
) -> dict[str, Any]:
    """Three players, dealer Katka (Anička leads), orange trump; bids, plays and round scores."""
    cards = len(hands[0]) if hands and hands[0] else len(plays) // 3
    used = [c for h in hands or [] for c in h or []]
    rest = [c.code for c in RAGE.full()]
    for c in used:
        rest.remove(c)
    talon = ["O0"] + [c for c in rest if c != "O0"]
    events: list[dict[str, Any]] = [
        {"type": "bid", "seat": s, "bid": b} for s, b in zip((0, 1, 2), bids, strict=True)
    ]
    events += [{"type": "play", "seat": s, "card": c} for s, c in plays]
    events += [{"type": "score", "party": s, "points": p} for s, p in enumerate(scores)]
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {},
        "players": PLAYERS,
        "start": {"round": 11 - cards},
        "deals": [{"dealer": 2, "hands": hands, "talon": talon, "events": events}],
    }


HANDS = [["R5", "B1"], ["R9", "B2"], ["R3", "B3"]]


def test_the_trick_goes_by_the_card_it_stood_for() -> None:
    """Anička's R5 written R12 (a stock card): Bohouš's R9 took the trick and leads the next, and the
    scores are the table's. Before: R12 won it (out_of_turn at Bohouš's lead, two wrong scores)."""
    plays = [(0, "R12"), (1, "R9"), (2, "R3"), (1, "B2"), (2, "B3"), (0, "B1")]
    v = validate(one_deal(HANDS, plays, [-5, 11, 11], [1, 1, 1]))
    assert found(v) == [(0, 3, 0, "card_not_in_hand")]
    ann = v["deals"][0]["annotations"][0]
    assert ann["evidence"] == {"hand": ["B1", "R5"], "stands_for": "R5"}
    assert v["deals"][0]["computed"]["trick_winners"] == [1, 2]


def test_the_written_card_stands_when_the_next_lead_fits_it_alone() -> None:
    """The table played on from the written card: Anička, whose R12 wins only as written, leads."""
    plays = [(0, "R12"), (1, "R9"), (2, "R3"), (0, "B1"), (1, "B2"), (2, "B3")]
    v = validate(one_deal(HANDS, plays, [11, -5, 11], [1, 1, 1]))
    assert found(v) == [(0, 3, 0, "card_not_in_hand")]
    assert v["deals"][0]["computed"]["trick_winners"] == [0, 2]


def test_play_only_records_are_unchanged() -> None:
    """Without the hands nothing is known to stand for anything: the card as written counts."""
    plays = [(0, "R12"), (1, "R9"), (2, "R3"), (1, "B2"), (2, "B3"), (0, "B1")]
    doc = one_deal(HANDS, plays, [-5, 11, 11], [1, 1, 1])
    doc["deals"][0]["hands"] = None
    v = validate(doc)
    assert [f[1:] for f in found(v)] == [
        (3, 0, "card_not_in_hand"),
        (6, 1, "out_of_turn"),
        (9, 0, "wrong_score"),
        (10, 1, "wrong_score"),
    ]
    assert "stands_for" not in v["deals"][0]["annotations"][0]["evidence"]


def test_copies_count() -> None:
    """Hands are multisets: Anička holds two PLUS5 and plays one; her R7 (not held) stood for the
    other, not for nothing."""
    hands = [["PLUS5", "PLUS5", "G1"], ["R9", "B2", "G2"], ["R3", "B3", "G3"]]
    plays = [
        (0, "PLUS5"),
        (1, "R9"),
        (2, "R3"),
        (1, "B2"),
        (2, "B3"),
        (0, "R7"),
        (2, "G3"),
        (0, "G1"),
        (1, "G2"),
    ]
    v = validate(one_deal(hands, plays, [-5, 16, 2], [1, 1, 1]))
    assert found(v) == [(0, 8, 0, "card_not_in_hand")]
    assert v["deals"][0]["annotations"][0]["evidence"]["stands_for"] == "PLUS5"


def test_two_cards_unplayed_none_is_known() -> None:
    """A record that stops short leaves more than one card unplayed: none is known, the hand keeps
    them."""
    plays = [(0, "R12"), (1, "R9"), (2, "R3")]
    v = validate(one_deal(HANDS, plays, [], [1, 1, 1]))
    assert found(v)[0] == (0, 3, 0, "card_not_in_hand")
    assert "stands_for" not in v["deals"][0]["annotations"][0]["evidence"]


# a clean simulated session, one card replaced by a card the seat does not hold (seed, event, card):
# a stock card at a lead of another colour (before: every follower's card a revoke), a PLUS5 for a
# follower's card (before: played while able to follow, a wrong score), a colour card written for a
# CHANGE (before: the trump left unchanged, a lead out of turn and wrong scores), and another seat's
# later NOTRUMP for a follower's card (before: the same)
CASES = [(0, 0, "O12"), (0, 1, "PLUS5"), (0, 32, "O12"), (0, 20, "NOTRUMP")]


@pytest.mark.parametrize(("seed", "event", "card"), CASES)
def test_a_card_replaced_in_a_clean_record_is_one_finding(seed: int, event: int, card: str) -> None:
    doc = copy.deepcopy(simulate(seed))
    assert found(validate(doc)) == []
    ev = doc["deals"][0]["events"][event]
    was, ev["card"] = ev["card"], card
    v = validate(doc)
    assert found(v) == [(0, event, ev["seat"], "card_not_in_hand")]
    assert v["deals"][0]["annotations"][0]["evidence"]["stands_for"] == was
    assert v["session"]["totals"]["difference"] == {}


def test_the_simulators_slip_keeps_the_written_card() -> None:
    """The simulator plays the card written (a stock card in place of a CHANGE never played): the
    rest of the record, with the trump unchanged, fits the card as written, and it stands."""
    doc, expected = plant(31, "card_not_in_hand")
    v = validate(doc)
    assert found(v) == [(expected["deal"], expected["event"], expected["seat"], "card_not_in_hand")]
