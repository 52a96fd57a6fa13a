"""One slip, one finding (diff9 rage-knockon): hand-planted faults an independent writer made, each
of which dragged further findings behind it. Each repro's writer expected exactly one finding."""

from __future__ import annotations

import pytest
from records import repro, violations

FOLDER = "diff9/rage-knockon"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        # rage/setup.dealer-rotation: the dealer field alone wrong, the table dealt in turn
        ("A1_wrong_dealer_drags_bid_and_lead", [(1, None, "wrong_dealer")]),
        # rage/trick.card-in-hand: a card after the round's last trick joins no trick
        ("A2_card_after_last_trick_opens_a_round", [(0, 6, "card_not_in_hand")]),
        # rage/trick.card-in-hand: the line that closed a trick written twice joins no trick
        ("A3_duplicated_play_line_at_trick_end", [(0, 6, "card_not_in_hand")]),
        # rage/score.total: after a round whose score is one of several, a total by the rules is right
        ("A5_short_stock_second_wrong_total_after_open_round", [(0, 21, "wrong_total")]),
        ("A5b_short_stock_wrong_total_after_wrong_open_score", [(1, 15, "wrong_score")]),
        # rage/action.wild: an unnamed joker's colour told by the next lead
        ("C2_wild_without_colour_loses_its_trick", [(0, 8, "wild_without_colour")]),
    ],
)
def test_one_planted_slip_is_one_finding(name: str, expected: list[tuple[int, int | None, str]]) -> None:
    assert violations(repro(FOLDER, name)) == expected
