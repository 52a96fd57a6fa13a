"""A seat that really skips a trick (real-faults-near-slips-3 a1): the next seat plays in its turn, the
table takes the trick as it lies, one card short, and its winner leads the next; the seat skipped
plays its spare card after the last trick. One out_of_turn at the card played in the skipped turn and
one finding at the spare card; nothing between (it cascaded: every later card of the deal was judged
against the short trick still waiting for the missing card). Simulated clean deals, the second or last seat of
the last trick but one skipping, where its card did not win the trick and leaves the rest of the play legal."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from replays.sim import danish_tarok, galician_tarok, rage, tarocchini, ulti
from validator.engine.validate import steps, validate

SIMS: dict[str, Callable[[int], dict[str, Any]]] = {
    "danish-tarok": danish_tarok.simulate,
    "galician-tarok": galician_tarok.simulate,
    "rage": lambda seed: rage.simulate(seed, players=4, rounds=1),
    "tarocchini": tarocchini.simulate,
    "ulti": ulti.simulate,
}
# the finding at the spare card played after the deal's last trick, by game: every game's digest
# calls it card_not_in_hand
SPARE = "card_not_in_hand"
# games that count card points (all but Rage): the skipped card's points are in no trick, and Danish
# owes a fine for the card out of turn, so their settlement lines are dropped
POINTS = {"danish-tarok", "galician-tarok", "tarocchini", "ulti"}
# the seat that skips, from the leader: the second only where no game rule makes the next card's duty
# depend on the card before it (Ulti: overtake)
PLACES = [(g, p) for g in sorted(SIMS) for p in ((-1,) if g == "ulti" else (1, -1))]


def suit(card: str) -> str | None:
    """The card's suit as the following rule reads it: a Rage colour card's colour; a tarock's T; None
    for what follows nothing (Rage action cards, the Matto, the Joker)."""
    if card[0] in "RBGYPO" and card[1:].isdigit():
        return card[0]
    if card in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5", "MATTO", "JOKER"):
        return None
    if card == "SKIZ" or (card[0] == "T" and card[1:].isdigit()):
        return "T"
    return card[-1]


def trick_to_skip(events: list[dict[str, Any]], plays: list[int], n: int, place: int) -> int | None:
    """The latest trick (not the last) whose card by the seat ``place`` from the leader (-1: the last)
    did not win it and is a plain suit card, the lead too, where no later trick is led in its suit
    and the seat follows suit in every later trick (holding the spare may change a later duty to
    follow, overtake or trump: a real fault); the event of that card, or None."""
    for t in range(len(plays) // n - 2, 0, -1):
        gone = plays[t * n + place % n]
        seat, card = events[gone]["seat"], events[gone]["card"]
        lead = events[plays[t * n]]["card"]
        if suit(card) is None or suit(lead) is None or events[plays[(t + 1) * n]]["seat"] == seat:
            continue
        if plays[(t + 1) * n] - plays[t * n] != n:
            continue  # (a call before the next lead, a Danish Joker demand, is judged with the trick open)
        for after in range(t + 1, len(plays) // n):
            trick = [events[i] for i in plays[after * n : (after + 1) * n]]
            led = next(
                (e.get("named") or suit(e["card"]) for e in trick if e.get("named") or suit(e["card"])), None
            )
            mine = next(e["card"] for e in trick if e["seat"] == seat)
            if led == suit(card) or suit(mine) != led:
                break
        else:
            return gone
    return None


def skipped(doc: dict[str, Any], game: str, place: int = 1) -> tuple[dict[str, Any], int, int] | None:
    """The deal with a seat's card to a trick (trick_to_skip) moved after the last trick, the seat
    skipping that trick and playing its spare then; the event of the card then in its turn and of the
    spare; None where no trick will do."""
    deal = doc["deals"][0]
    events = deal["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    n = sum(1 for h in deal["hands"] if h)
    if len(plays) % n or len(plays) < 3 * n:
        return None  # (a deal not played out: a claim, a fold)
    gone = trick_to_skip(events, plays, n, place)
    if gone is None:
        return None
    out = json.loads(json.dumps(doc))
    out["deals"] = out["deals"][:1]
    e = out["deals"][0]["events"]
    spare = e.pop(gone)
    e.insert(max(i for i, x in enumerate(e) if x["type"] == "play") + 1, spare)
    if game in POINTS:
        gone -= sum(1 for x in e[:gone] if x["type"] in ("score", "payment", "total"))
        e[:] = [x for x in e if x["type"] not in ("score", "payment", "total")]
    return out, gone, max(i for i, x in enumerate(e) if x["type"] == "play")


@pytest.mark.parametrize(("game", "place"), PLACES)
@pytest.mark.parametrize("seed", range(60))
def test_a_seat_that_skips_a_trick_is_one_fault_and_its_spare_card(game: str, seed: int, place: int) -> None:
    """The seat second in the trick skips it (the card in its turn out of turn), or the last (the
    winner's next lead out of turn: it came before the trick was complete)."""
    doc = SIMS[game](seed)
    if validate(doc)["status"] != "clean" or not doc["deals"][0].get("hands"):
        pytest.skip("not a clean deal with its hands")
    case = skipped(doc, game, place)
    if case is None:
        pytest.skip("no such trick: its card won it, or holding it changes a later duty")
    record, in_turn, spare = case
    v = validate(record)
    found = [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]
    assert found == [(in_turn, "out_of_turn"), (spare, SPARE)]


@pytest.mark.parametrize(
    ("name", "trick"),
    [
        ("real-faults-near-slips-3/01-rage-seat-skips-trick-record-stops.json", 3),
        ("real-faults-near-slips-3/06-ulti-seat-skips-trick-plays-twice-at-end.json", 8),
        ("real-faults-near-slips-3/12-galician-seat-skips-trick-record-stops.json", 7),
        ("real-faults-near-slips-3/15-danish-seat-skips-trick-plays-twice-at-end.json", 11),
        ("real-faults-near-slips-4/11-ottocento-seat-skips-trick-extra-card-at-end.json", 8),
    ],
)
def test_the_replay_shows_the_trick_closed_short(name: str, trick: int) -> None:
    """arbiter replay: the trick taken one card short is narrated with its winner at the next lead (it
    was closed inside the play, where the loop's own close did not see it)."""
    doc = json.loads((Path(__file__).parent / "data" / "audit" / name).read_text(encoding="utf-8"))
    _, replay, _ = steps(doc)
    assert replay is not None
    notes = [s.text for s in replay if s.kind == "note" and s.text.startswith(f"Trick {trick} (")]
    assert len(notes) == 1 and " won by " in notes[0]


def lead_written_early(doc: dict[str, Any], game: str) -> tuple[dict[str, Any], int] | None:
    """The deal with the fourth trick's lead written before the third trick's last card (by another
    seat), as a table that led before the trick was complete writes it; the event of that lead."""
    out = json.loads(json.dumps(doc))
    out["deals"] = out["deals"][:1]
    deal = out["deals"][0]
    if game in POINTS:  # (a Danish lead out of turn owes a fine the simulator does not pay)
        deal["events"] = [x for x in deal["events"] if x["type"] not in ("score", "payment", "total")]
    events = deal["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    n = sum(1 for h in deal["hands"] if h)
    if len(plays) < 5 * n:
        return None
    last, lead = plays[3 * n - 1], plays[3 * n]
    if lead != last + 1 or events[last]["seat"] == events[lead]["seat"]:
        return None
    events[last], events[lead] = events[lead], events[last]
    return out, last


@pytest.mark.parametrize("game", sorted(SIMS))
@pytest.mark.parametrize("seed", range(24))
def test_a_lead_before_the_trick_was_complete_is_one_out_of_turn(game: str, seed: int) -> None:
    """rage/trick.turn and each game's (session 34, early_lead): the trick's winner leads the next
    before the last seat played, whose card is written after the lead: that card completes the trick,
    one out_of_turn at the lead, where the rest of the deal fits that better than the trick closed
    short (Galician: where the record splits into tricks better so, its order read before the replay).
    It cascaded (the short trick's reading shifted every later trick by a card)."""
    doc = SIMS[game](seed)
    if validate(doc)["status"] != "clean" or not doc["deals"][0].get("hands"):
        pytest.skip("not a clean deal with its hands")
    case = lead_written_early(doc, game)
    if case is None:
        pytest.skip("the trick's last card and the next lead are one seat's")
    v = validate(case[0])
    found = [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]
    assert found == [(case[1], "out_of_turn")]


def taken_back(doc: dict[str, Any], game: str) -> tuple[dict[str, Any], int] | None:
    """The deal with the third trick's second card preceded by another card of its seat and suit, one
    the seat plays later: played, taken back and replaced, as a table that let the change stand
    writes it; the event of the replacement."""
    out = json.loads(json.dumps(doc))
    out["deals"] = out["deals"][:1]
    deal = out["deals"][0]
    if game in POINTS:  # (a Danish card out of turn owes a fine the simulator does not pay)
        deal["events"] = [x for x in deal["events"] if x["type"] not in ("score", "payment", "total")]
    events = deal["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    n = sum(1 for h in deal["hands"] if h)
    if len(plays) < 4 * n:
        return None
    second = plays[2 * n + 1]
    seat, card = events[second]["seat"], events[second]["card"]
    later = [events[i]["card"] for i in plays[3 * n :] if events[i]["seat"] == seat]
    first = next((c for c in later if suit(c) is not None and suit(c) == suit(card)), None)
    if first is None:
        return None
    # the first card must be legal where it was played (Ulti's duty to overtake, say): the record with
    # the two cards' places exchanged is clean
    control = json.loads(json.dumps(out))
    cev = control["deals"][0]["events"]
    at = next(i for i in plays[3 * n :] if cev[i]["seat"] == seat and cev[i]["card"] == first)
    cev[second]["card"], cev[at]["card"] = first, card
    if validate(control)["status"] != "clean":
        return None
    events.insert(second, {"type": "play", "seat": seat, "card": first})
    return out, second + 1


@pytest.mark.parametrize("game", ["danish-tarok", "rage", "tarocchini", "ulti"])
@pytest.mark.parametrize("seed", range(24))
def test_a_card_taken_back_and_played_later_is_one_out_of_turn(game: str, seed: int) -> None:
    """Each game's turn rule (real-faults-near-slips-6 a1): a seat plays a card, takes it back and
    plays another of the same suit to the trick, and plays the first in a later trick: the change the
    table let stand is the one out_of_turn, at the replacement (the first card was read as played
    twice: a card_not_in_hand later, wrong scores; Galician reads it by 24.take-back)."""
    doc = SIMS[game](seed)
    if validate(doc)["status"] != "clean" or not doc["deals"][0].get("hands"):
        pytest.skip("not a clean deal with its hands")
    case = taken_back(doc, game)
    if case is None:
        pytest.skip("no other card of that suit played later that was legal there")
    v = validate(case[0])
    found = [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]
    assert found == [(case[1], "out_of_turn")]
