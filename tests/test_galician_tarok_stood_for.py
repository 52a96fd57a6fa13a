"""Galician Tarok: a card not in hand whose stood-for card is known is that card on the table
(galician-tarok/5.hand, diff9 galician-knockon A3, continued).

With the hands given, a seat's card written as one he does not hold is the one `card_not_in_hand`;
where the record shows which card it stood for (the one card of his hand he never plays), that card
was on the table: a later card of the trick legal against the lead as played or as written is no
renonce, and the trick's winner and the cards it takes (card points, trull, four kings, the pagat
ultimo) are by it - unless the record's next lead is the winner only with the card as written (the
table played on from that card), where the trick keeps the written card.

Each test takes a clean simulated session, writes one card of deal 0 as another (a card another seat
plays later, or a talon card nobody plays), the rest of the record as played, and expects that one
finding.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from replays.sim import galician_tarok as sim
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate


def findings(doc: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    v = validate(doc)
    return [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def written_as(seed: int, deal: int, event: int, was: str, written: str) -> dict[str, Any]:
    doc = simulate(seed)
    assert findings(doc) == []
    ev = doc["deals"][deal]["events"][event]
    assert ev["type"] == "play" and ev["card"] == was
    assert doc["deals"][deal]["hands"] is not None
    new = copy.deepcopy(doc)
    new["deals"][deal]["events"][event]["card"] = written
    return new


@pytest.mark.parametrize(
    ("seed", "event", "was", "written"),
    [
        # Adam's T4 lead written as KD (another seat's): the two seats after him follow the tarock
        # really led, holding diamonds - no renonce
        (7, 21, "T4", "KD"),
        # Danuta's T7 lead written as 1H (another seat's): the others' tarocks are no renonce, though
        # they hold hearts, and the trick, its points and the payments are by T7
        (3, 27, "T7", "1H"),
        # Bożena's JH lead written as KS: the trick goes to Czesław's KH, not to KS, and his T12 next
        # is his lead, not a change of his KH (take_back under common_usage)
        (2, 28, "JH", "KS"),
        # Czesław's QH lead written as T14 (Adam's, played later), which would take the trick: Adam's
        # KH takes it, and Adam's lead next is in turn
        (70, 27, "QH", "T14"),
        # Bożena's JS lead written as ND (the talon's): the same winner; the card points are JS's
        (0, 26, "JS", "ND"),
    ],
)
def test_a_lead_written_wrong_is_read_as_the_card_it_stood_for(
    seed: int, event: int, was: str, written: str
) -> None:
    assert findings(written_as(seed, 0, event, was, written)) == [(0, event, "card_not_in_hand")]


@pytest.mark.parametrize(
    ("seed", "event", "was", "written"),
    [
        # Adam's T17, which takes the trick, written as QC: he still wins it and leads next
        (1, 33, "T17", "QC"),
        # Bożena's T18, which takes a club trick, written as NH (Adam's), a renonce as written: her
        # T19 next is her lead, not a take-back, and NH proves no renonce
        (4, 29, "T18", "NH"),
        # Czesław's T13 written as T18 (the talon's), which would take Bożena's trick: it does not,
        # and her lead next is in turn
        (6, 26, "T13", "T18"),
    ],
)
def test_a_follower_written_wrong_plays_as_the_card_it_stood_for(
    seed: int, event: int, was: str, written: str
) -> None:
    assert findings(written_as(seed, 0, event, was, written)) == [(0, event, "card_not_in_hand")]


@pytest.mark.parametrize(("seed", "deal", "event", "written"), [(23, 0, 43, "T3"), (13, 1, 43, "1H")])
def test_the_pagat_written_wrong_in_the_last_trick_still_wins_the_ultimo(
    seed: int, deal: int, event: int, written: str
) -> None:
    """The announcer's pagat in the last trick written as a card he does not hold: the trick holds the
    pagat it stood for, so the pagat ultimo the record pays is made."""
    assert findings(written_as(seed, deal, event, "T1", written)) == [(deal, event, "card_not_in_hand")]


def test_the_written_card_stands_where_the_next_lead_shows_it_won() -> None:
    """The simulator's planted card_not_in_hand: the table played on from the card as written (the
    seat wrote a card it does not hold, and it took the trick), and its holder leads next: the trick
    keeps the written card, and that lead is in turn."""
    r = sim.plant(1, "card_not_in_hand")
    assert r is not None
    doc, exp = r
    assert findings(doc) == [(exp["deal"], exp["event"], "card_not_in_hand")]
