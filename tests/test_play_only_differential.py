"""Play-only records ("hands": null), as differential readers found them (tests/data/diff3/<game>/):
what the record itself proves is reported, at the play that broke the rule."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from replays.sim.rage import simulate as rage_session
from validator.engine.validate import validate

REPROS = Path(__file__).parent / "data" / "diff3" / "galician" / "repros"


def violations(v: dict[str, Any], deal: int) -> list[tuple[int | None, str]]:
    return [
        (a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation" and a["deal"] == deal
    ]


@pytest.mark.parametrize(
    ("name", "found"),
    [
        # galician-tarok/5.hand: a card the record lays away, or leaves in the talon unbought
        ("5000_d0_e27", (27, "card_not_in_hand")),
        ("5000_d1_e18", (18, "card_not_in_hand")),
        ("5001_d2_e38", (38, "card_not_in_hand")),
        # galician-tarok/6.pagat-kept: the announcer's own later plays show he was not forced
        ("5002_d0_e13", (13, "pagat_released")),
        ("5137_d1_e29", (29, "pagat_released")),
        # galician-tarok/5.follow: a second renonce in the suit, proved by the same later card
        ("5181_d0_e20", (20, "revoke")),
        ("5011_d1_e32", (32, "revoke")),
    ],
)
def test_galician_play_only_faults_the_record_proves(name: str, found: tuple[int, str]) -> None:
    repro = json.loads((REPROS / f"{name}.json").read_text(encoding="utf-8"))
    doc = repro["transcript"]
    assert all(d["hands"] is None for d in doc["deals"])
    assert found in violations(validate(doc), repro["deal"])


def test_rage_play_only_every_revoke_the_later_card_proves() -> None:
    """rage/trick.follow-colour: a seat that failed to follow orange twice and plays orange later
    revoked twice; both are reported, not the first alone (as with the hands known)."""
    doc = rage_session(162, players=3, plus_minus_one=True, secret_bid=True, durch=True)
    events = doc["deals"][0]["events"]
    events[9]["card"], events[16]["card"] = events[16]["card"], events[9]["card"]
    for d in doc["deals"]:
        d["hands"] = None
    revokes = [(e, c) for e, c in violations(validate(doc), 0) if c == "revoke"]
    assert revokes == [(10, "revoke"), (11, "revoke"), (16, "revoke")]


ULTI = Path(__file__).parent / "data" / "diff3" / "ulti" / "repros"


@pytest.mark.parametrize(
    ("name", "expect", "absent"),
    [
        # ulti/play.turn: a card the talon exchange leaves with another seat (taken and kept)
        ("a1_taken_card_played_by_another", [(15, "card_not_in_hand")], []),
        # ulti/auction.talon: a discard of a card another seat took and kept
        ("a1b_discard_of_a_card_another_seat_took", [(6, "illegal_discard")], []),
        # ulti/play.follow: a card played before proves nothing of the later player's hand
        ("a2_revoke_proved_by_a_card_played_before", [(19, "card_not_in_hand")], [(13, "revoke")]),
        # ulti/auction.talon: a record that stops short does not show the whole hand that discards
        ("a3_record_stops_after_a_discard_taken_back", [], [(0, "illegal_discard")]),
        # ulti/marriage.held: a 20 whose every possible pair the other seats play
        ("a4_marriage_disproved_by_the_plays", [(6, "false_marriage")], []),
    ],
)
def test_ulti_play_only_what_the_record_proves(
    name: str, expect: list[tuple[int, str]], absent: list[tuple[int, str]]
) -> None:
    repro = json.loads((ULTI / f"{name}.json").read_text(encoding="utf-8"))
    found = violations(validate(repro["transcript"]), repro["deal"])
    assert all(x in found for x in expect), found
    assert not any(x in found for x in absent), found


TAROCCHINI = Path(__file__).parent / "data" / "diff3" / "tarocchini" / "repros"


@pytest.mark.parametrize(
    ("name", "expect"),
    [
        # tarocchini/ottocento.widow: a widow the record leaves out is unknown, not empty
        ("a1_widow_left_out_take_recorded", []),
        # tarocchini/play.card-in-hand: a Terziglio widow card only the seat that took it can play
        ("a2_widow_card_played_by_an_opponent", [(17, "card_not_in_hand")]),
        ("a2_widow_card_played_in_a_solo", [(49, "card_not_in_hand")]),
        # tarocchini/terziglio.exchange: taken cards the declarer never plays were laid away
        ("a3_discard_not_recorded", []),
    ],
)
def test_tarocchini_play_only_what_the_record_proves(name: str, expect: list[tuple[int, str]]) -> None:
    repro = json.loads((TAROCCHINI / f"{name}.json").read_text(encoding="utf-8"))
    found = violations(validate(repro["transcript"]), repro["deal"])
    assert [
        x for x in found if x[1] in ("card_not_in_hand", "revoke", "illegal_take", "failure_to_trump")
    ] == expect


DANISH = Path(__file__).parent / "data" / "diff3" / "danish" / "repros"


def test_danish_play_only_a_card_the_written_skat_lays_away_is_not_in_hand() -> None:
    """danish-tarok/13.skat: the skat's cards are out of play ("nie używa się ich w trakcie gry")."""
    repro = json.loads((DANISH / "a1_skat_card_played.json").read_text(encoding="utf-8"))
    assert (58, "card_not_in_hand") in violations(validate(repro["transcript"]), repro["deal"])


def test_danish_play_only_tout_with_the_skat_unwritten_allows_the_joker_in_it() -> None:
    """danish-tarok/13.tout-announcement: the dealer's Tout in a record that does not write the skat
    (taken as the cards never played) is not after it, and lets the Joker lie there."""
    repro = json.loads((DANISH / "a3_tout_with_the_skat_unwritten.json").read_text(encoding="utf-8"))
    assert violations(validate(repro["transcript"]), repro["deal"]) == []


@pytest.mark.parametrize(
    ("name", "found"),
    [
        # danish-tarok/14.declarations in a record cut short: full kings, while another seat plays KD
        ("a4_kings_declared_another_seat_plays_one", (11, "false_declaration")),
        # ten trumps played by the seat, no trumps declared
        ("a4_ten_trumps_played_not_declared", (3, "missing_declaration")),
    ],
)
def test_danish_play_only_declarations_the_record_disproves(name: str, found: tuple[int, str]) -> None:
    repro = json.loads((DANISH / f"{name}.json").read_text(encoding="utf-8"))
    assert found in violations(validate(repro["transcript"]), repro["deal"])


def test_tarocchini_play_only_cut_short_declaration_needing_a_widow_card_not_taken() -> None:
    """tarocchini/declare.items: with the take written, the widow cards not taken were never the
    declarer's, so a declaration of a record that stops short needing one is false."""
    repro = json.loads(
        (TAROCCHINI / "a4_truncated_declaration_needs_an_untaken_widow_card.json").read_text(encoding="utf-8")
    )
    assert (5, "false_declaration") in violations(validate(repro["transcript"]), repro["deal"])


def test_danish_pools_after_a_deal_the_record_cuts_short_are_not_known() -> None:
    """danish-tarok/15.pools: a deal cut mid-play may have paid into the pools in its missing tricks,
    so a later Tout's take from a pool is not judged (a differential reader's legal record was called
    wrong at deal 3)."""
    doc = json.loads(
        (Path(__file__).parent / "data" / "diff6" / "danish" / "repros" / "A2_pool_after_cut.json").read_text(
            encoding="utf-8"
        )
    )
    v = validate(doc)
    assert v["status"] == "clean", [
        (a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]
    ]
