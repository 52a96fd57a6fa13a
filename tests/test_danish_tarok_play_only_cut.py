"""Danish Tarok play-only records ("hands": null) that stop early: the diff8 playonly-cut-danish
audit's repros (tests/data/diff8/playonly-cut-danish/repros). A fault is reported where the record
itself proves it, and nothing the part left out could make right is called wrong."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from validator.engine.validate import validate

REPROS = Path(__file__).parent / "data" / "diff8" / "playonly-cut-danish" / "repros"


def load(name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((REPROS / name).read_text())["transcript"]
    return doc


def found(doc: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    v = validate(doc)
    assert v["status"] != "rejected", v.get("problems")
    return [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


# -- A1: a card the record proves was not in the hand proves no holding (danish-tarok/record.plays-alone)


def test_a_card_another_seat_played_first_is_no_proof_of_a_revoke() -> None:
    got = found(load("A1_duplicate_card_proves_revoke.json"))
    assert (0, 52, "card_not_in_hand") in got  # 5H again: Agnieszka played it at 44
    assert (0, 45, "revoke") not in got  # "while holding 5H" - it was on the table already


def test_a_card_played_twice_does_not_count_toward_a_declaration() -> None:
    got = found(load("A1_duplicate_card_counts_for_declaration.json"))
    assert (3, 48, "card_not_in_hand") in got  # Dawid's T10, which Agnieszka played at 25
    # her 12 trumps are not disproved by "11 trumps" that count Dawid's copy, nor is he revoking
    assert (3, 3, "false_declaration") not in got
    assert (3, 42, "revoke") not in got


def test_a_card_laid_away_in_the_written_skat_does_not_count_toward_a_declaration() -> None:
    got = found(load("A1_skat_card_counts_for_declaration.json"))
    assert (0, 35, "card_not_in_hand") in got  # the Joker he laid away for a Tout
    assert (0, 10, "missing_declaration") not in got  # no 14 matadors without the Joker


# -- A3: a declaration the kept plays disprove is false, as with the hands known


def test_a_pagat_flag_disproved_by_another_seats_pagat_is_a_false_declaration() -> None:
    got = found(load("A3_pagat_flag_disproved.json"))  # Celina "with the Pagat"; Agnieszka plays T1
    assert (0, 15, "false_declaration") in got


def test_a_pagat_flag_or_missing_king_the_seat_disproves_itself_is_false_only_when_played() -> None:
    base = load("A3_pagat_flag_disproved.json")
    events = base["deals"][0]["events"]
    del events[27:]  # cut after trick 3: Agnieszka (dealer) has played KD and T1, Celina no KH yet
    events[15]["items"] = []  # Celina's own false flag out of the way
    kept = events[9]["items"]  # Agnieszka's rich cavalry of diamonds, half kings missing KH
    trumps = {"kind": "trumps", "count": 10}
    cases = [
        ([*kept, dict(trumps, pagat=False)], True),  # "without the Pagat", and she plays T1
        ([*kept, dict(trumps, pagat=True)], False),
        ([*kept, trumps], False),  # a flag not recorded says nothing
        ([kept[0], dict(kept[1], missing="D")], True),  # "missing KD", and she plays KD
        ([kept[0], dict(kept[1], missing="S")], False),  # KS unseen: not disproved
    ]
    for items, false in cases:
        doc = copy.deepcopy(base)
        doc["deals"][0]["events"][9]["items"] = items
        got = found(doc)
        assert ((0, 9, "false_declaration") in got) is false, (items, got)


# -- A4: a declaration payment the part left out may call for is taken as recorded


def test_a_declaration_payment_to_a_seat_not_yet_declared_in_a_cut_record_is_not_unexpected() -> None:
    doc = load("A4_declaration_payment_before_unseen_declaration.json")
    assert (1, 4, "unexpected_payment") not in found(doc)  # Celina's declare is in the cut part
    # to Agnieszka, who passed in the kept part, it is unexpected as before
    doc["deals"][1]["events"][4].update({"from": 1, "to": 0})
    assert (1, 4, "unexpected_payment") in found(doc)
