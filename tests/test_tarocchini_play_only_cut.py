"""Tarocchini play-only records ("hands": null) that stop early (differential audit 8,
tests/data/diff8/playonly-cut-tarocchini): a fault is reported where the record itself proves it,
and nothing the missing part could make right is called wrong. Records are the audit's repros."""

from __future__ import annotations

from typing import Any

import records
from records import violations


def repro(name: str) -> dict[str, Any]:
    return records.repro("diff8/playonly-cut-tarocchini", name)


def test_a1_taken_widow_card_played_by_another_seat() -> None:
    """A1: the widow is left out, the dealer's take names KS T4; Bruno's T4 is not his, and is no
    evidence that he held a trump when he played 6B."""
    found = violations(repro("A1"))
    assert (2, 60, "card_not_in_hand") in found, found
    assert not [f for f in found if f[0] == 2 and f[1] in (43, 50, 55)], found


def test_a2_widow_card_of_a_gioco_played_by_a_non_declarer() -> None:
    """A2: Terziglio gioco, the widow written, the exchange not: only the declarer can take KS."""
    assert (1, 62, "card_not_in_hand") in violations(repro("A2"))


def test_a3_one_impossible_play_leaves_the_hand_open() -> None:
    """A3: Anna's play of a card laid away hides one card of hers: her declaration is not judged
    against the fourteen she is shown to hold."""
    found = violations(repro("A3"))
    assert (0, 32, "card_not_in_hand") in found, found
    assert not [f for f in found if f[2] == "false_declaration"], found


def test_a4_declarations_score_of_a_cut_play_only_deal() -> None:
    """A4: team0 declared two runs of three, one proved by the plays: 10 or 20, never 15."""
    doc = repro("A4")
    assert (1, 48, "wrong_score") in violations(doc)
    for possible in (10, 20):
        doc["deals"][1]["events"][48]["points"] = possible
        assert (1, 48, "wrong_score") not in violations(doc), possible


def test_a5_declaration_the_card_count_disproves() -> None:
    """A5: Dario shows all fifteen of his cards, two kings among them: 3 kings is false."""
    assert (1, 3, "false_declaration") in violations(repro("A5"))


def test_a6_no_play_kept_declaration_against_the_widow() -> None:
    """A6: Terziglio solo, cut after the declarations: JC lies in the widow nobody takes, so 4 jacks
    is false though no card is played."""
    assert (1, 2, "false_declaration") in violations(repro("A6"))


def test_a7_cut_deal_won_on_proved_declarations() -> None:
    """A7: the cut deal's proved declarations bring a team to 800: the next deal starts a new game,
    and its total 304 for a score of 297 is a slip."""
    assert (1, 67, "wrong_total") in violations(repro("A7"))
