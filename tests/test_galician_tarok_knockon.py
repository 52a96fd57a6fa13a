"""Galician Tarok: one hand-planted fault is one finding (the diff9 knock-on audit,
tests/data/diff9/galician-knockon/REPORT.md, classes A1-A6).

Each test replays a repro of the audit (its ``transcript`` and the one finding its writer expects),
or plants the audit's own edit (``inject.py``) into a simulated session, and checks that the engine
reports that finding and nothing more.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate

AUDIT = Path(__file__).parent / "data" / "diff9" / "galician-knockon"


def findings(v: dict[str, Any]) -> set[tuple[int, int | None, str]]:
    return {(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]}


def expected(x: list[dict[str, Any]]) -> set[tuple[int, int | None, str]]:
    return {(e["deal"], e["event"], e["code"]) for e in x}


def repro(name: str) -> dict[str, Any]:
    return json.loads((AUDIT / "repros" / f"{name}.json").read_text())


def planted(seed: int, kind: str) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    sys.path.insert(0, str(AUDIT))
    try:
        from inject import plant  # type: ignore[import-not-found]
    finally:
        sys.path.remove(str(AUDIT))
    r = plant(simulate(seed), kind, random.Random(f"{seed}/{kind}"))
    assert r is not None
    return r


def test_a3_card_held_by_another_seat_flags_only_the_seat_that_did_not_hold_it() -> None:
    """galician-tarok/5.hand (A3): Adam's T16 written as T12, which Bożena holds as dealt and plays
    later; her own play of it is legal (the hands are given)."""
    r = repro("a3-card-held-by-another-seat")
    v = validate(r["transcript"])
    assert findings(v) == expected(r["expected"])


@pytest.mark.parametrize(("seed", "kind"), [(142, "cnih_talon"), (231, "cnih_other"), (142, "cnih_replayed")])
def test_a3_the_card_a_wrong_card_stood_for_makes_no_later_duty(seed: int, kind: str) -> None:
    """galician-tarok/5.hand (A3): the announcer's card replaced by one he did not hold; the card it
    stood for (the one of his hand he never plays) leaves his hand with it, so the pagat driven
    out in trick 11 is not given up of his own accord (no pagat_released)."""
    t, exp = planted(seed, kind)
    assert findings(validate(t)) == expected(exp)


# --- A1: galician-tarok/10.auction-order, one call out of turn is one fault ---------------------------


@pytest.mark.parametrize(
    "name",
    [
        "a1-auction-two-passes-swapped",  # the turn then taken by the seat it skipped
        "a1-auction-first-calls-swapped-cascade",  # no void 'three', no hold of nothing, no no_contract
        "a1-all-pass-passes-swapped",  # still an all-pass, its fees judged
    ],
)
def test_a1_two_calls_swapped_are_one_out_of_turn(name: str) -> None:
    r = repro(name)
    v = validate(r["transcript"])
    assert findings(v) == expected(r["expected"])


def test_a1_all_pass_swapped_is_still_thrown_in() -> None:
    r = repro("a1-all-pass-passes-swapped")
    v = validate(r["transcript"])
    deal = v["deals"][2]
    assert deal["computed"]["all_passed"] is True
    assert not deal["settlement"]["difference"]


def test_a1_the_next_call_may_follow_on_from_the_call_out_of_turn() -> None:
    """Adam's 'three' before Czesław's turn, then Bożena's 'bottom' after Adam (following on from
    him), Czesław's pass, Adam's hold and Bożena's pass: one out_of_turn, Adam plays the bottom."""
    r = repro("a1-auction-first-calls-swapped-cascade")
    t = r["transcript"]
    ev = t["deals"][3]["events"]
    assert [(e["seat"], e["bid"]) for e in ev[:3]] == [(0, "three"), (2, "pass"), (1, "bottom")]
    ev[1], ev[2] = ev[2], ev[1]  # 0 three, 1 bottom, 2 pass, 0 hold, 1 pass
    v = validate(t)
    assert findings(v) == {(3, 0, "out_of_turn")}
    assert v["deals"][3]["computed"]["player"] == 0


def test_a1_a_call_before_its_turn_repeated_in_turn_stays_void() -> None:
    """The digest's earlier ruling stands: a pass written before its turn, its caller then calling
    in his turn, is void; his call in turn is his (bid_out_of_turn_inserted)."""
    t, exp = planted(3, "bid_out_of_turn_inserted")
    assert findings(validate(t)) == expected(exp)


# --- A2: galician-tarok/10.bid-rank, a void call its caller never follows is his pass ---------------


@pytest.mark.parametrize(
    ("name", "deal", "player"),
    [
        ("a2-void-call-cascade-wrong-player", 0, 2),  # Adam's void 'two': Czesław plays, as recorded
        ("a2-void-call-closing-the-auction", 0, 0),  # Bożena's void 'top' closed the auction
        ("a2-tape-in-all-pass", 2, None),  # the dealer's 'tape' for his pass: still an all-pass
    ],
)
def test_a2_void_call_never_followed_is_the_callers_pass(name: str, deal: int, player: int | None) -> None:
    r = repro(name)
    v = validate(r["transcript"])
    assert findings(v) == expected(r["expected"])
    computed = v["deals"][deal]["computed"]
    assert computed["player"] == player
    assert computed["all_passed"] is (player is None)
    assert not v["deals"][deal]["settlement"]["difference"]


# --- A5: galician-tarok/8.players, a card by the king or the sitter has no effect -------------------


def test_a5_a_card_by_the_king_is_no_card_of_a_trick() -> None:
    """The king's card (sitter_acted) does not count toward the trick boundaries, the turn order or
    the take-back detection: before, the next trick's cards were read as changes, revokes and cards
    out of turn to the end of the deal."""
    r = repro("a5-king-card-derails-trick-reading")
    v = validate(r["transcript"])
    assert findings(v) == expected(r["expected"])


@pytest.mark.parametrize(
    ("seed", "kind"), [(106, "king_plays"), (230, "king_plays"), (86, "sitter_plays"), (233, "sitter_plays")]
)
def test_a5_planted_sitter_card_is_one_finding(seed: int, kind: str) -> None:
    t, exp = planted(seed, kind)
    assert findings(validate(t)) == expected(exp)


# --- A4: galician-tarok/9.dealer, only the dealer field wrong -----------------------------------------


def test_a4_dealer_field_alone_wrong_is_one_wrong_dealer() -> None:
    """Three players: Czesław written as dealer twice in a row, the calls and the first lead following
    Adam, who was due; the deal is judged from Adam's forehand (Bożena)."""
    r = repro("a4-dealer-field-only")
    v = validate(r["transcript"])
    assert findings(v) == expected(r["expected"])
    assert v["deals"][1]["computed"]["forehand"] == 1


def test_a4_a_deal_consistent_with_the_written_dealer_is_judged_from_him() -> None:
    """The whole deal rotated to a wrong dealer (its calls and lead follow him): wrong_dealer, judged
    from the dealer written (dealer_rotated stays exact)."""
    t, exp = planted(0, "dealer_rotated")
    assert findings(validate(t)) == expected(exp)


# --- A6: galician-tarok/24.take-back, a change of a trick's third card the record proves -----------------


@pytest.mark.parametrize("name", ["a6-take-back-third-card-both-legal", "a6-take-back-third-card-first-won"])
def test_a6_take_back_of_the_third_card_is_one_change(name: str) -> None:
    r = repro(name)
    v = validate(r["transcript"])
    assert findings(v) == expected(r["expected"])


@pytest.mark.parametrize(
    "seed",
    [
        27,  # the first card won; both tarocks; the first played again, the seat a card too many
        33,  # the first card won; the new card proves it a renonce, and it is played again
        81,  # the first card did not win, both legal: played again later
        105,
    ],
)
def test_a6_planted_take_back_of_the_third_card(seed: int) -> None:
    t, exp = planted(seed, "take_back_third")
    assert findings(validate(t)) == expected(exp)
