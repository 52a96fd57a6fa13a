"""Galician Tarok: the words of a payment a table disputes (dispute-messages-15 c6, c7, c8), and
of a fine, a swapped lead and a contra (galician-words-17: real-faults-near-slips-19 c 16,
readings-review-2 c 11, dispute-messages-16 c2).

The findings are unchanged (deal, event, code); what is pinned is what their messages and the
replay's deal line say: §31 after a wrong payment the next deal follows, the figure option
contra_symmetric (§17's "często" usage) gives, and an ultimo announced without the pagat (§27b);
a fine for a fault the rules set no penalty for, a lead read swapped with what the order written
would have meant, and the contra that multiplies a payment (its rule, 17.contra-values).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from validator.engine.games.base import Step
from validator.engine.validate import steps, validate

DM15 = Path(__file__).resolve().parent / "data" / "audit" / "dispute-messages-15"
SECTION_31 = "But no claim stands once the next deal is dealt (§31), and the record deals it: "
FOR_THE_RECORD = "this finding is for the record, not a claim at the table."
SYMMETRIC = 'is what option contra_symmetric gives (§17: "Często jest w użyciu, że przy contrze'
NO_RENONCE = 'announced it without the pagat, which is no renonce (§27b: "w tym wypadku renoncu nie ma")'


def load(prefix: str) -> dict[str, Any]:
    (name,) = DM15.glob(f"{prefix}-*.json")
    doc: dict[str, Any] = json.loads(name.read_text(encoding="utf-8"))
    return doc


def wrong_payments(doc: dict[str, Any]) -> list[dict[str, Any]]:
    v = validate(doc)
    return [a for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_payment"]


def deal_lines(doc: dict[str, Any]) -> list[str]:
    _, it, problems = steps(doc)
    assert not problems and it is not None
    return [s.text for s in it if isinstance(s, Step) and s.text.startswith("Deal over:")]


# --- §31: a wrong payment in a deal the next deal follows (dispute-messages-15 c7) -----------------


def test_short_payment_before_the_next_deal_says_no_claim_stands() -> None:
    """§31 "Po rozdaniu następnej talii niedozwolonym jest wnoszenie pretensji o grę poprzednią":
    the short payment is still reported, and its message says no claim of it stands, in the words
    31.late-claim uses, so the finding is for the record."""
    (found,) = wrong_payments(load("09"))
    assert (found["deal"], found["event"]) == (0, 45)
    assert found["message"] == (
        "Czesław is recorded paying Adam 45 (game); the rules say Czesław pays Adam 60. "
        + SECTION_31
        + FOR_THE_RECORD
    )


def test_short_payment_in_the_last_deal_says_nothing_of_31() -> None:
    """The same deal with no next deal: a claim may still be made, so §31 is not said."""
    doc = load("09")
    doc["deals"] = doc["deals"][:1]
    (found,) = wrong_payments(doc)
    assert (
        found["message"] == "Czesław is recorded paying Adam 45 (game); the rules say Czesław pays Adam 60."
    )


# --- §17's usage, option contra_symmetric (dispute-messages-15 c6) ---------------------------------


def test_payment_that_contra_symmetric_gives_names_the_option() -> None:
    """§17 "contra, a wtedy liczy się gra podwójnie, gdy gracz wygrał … recontra … zawsze tylko w
    razie, gdy gracz przegra": 144 each; the table's 288 is what "Często jest w użyciu, że przy
    contrze … gracz tę samą sumę otrzymuje przy wygranej, jaką płaci przy przegranej" gives."""
    found = wrong_payments(load("08"))
    assert [(a["event"], a["evidence"]["recorded"]["amount"]) for a in found] == [(46, 288), (47, 288)]
    for a in found:
        assert a["message"].endswith(
            "the recontra counts only when the player loses (§17). The table's 288 "
            + SYMMETRIC
            + " oblicza się wynik gry tak, że gracz tę samą sumę otrzymuje przy wygranej, jaką płaci "
            'przy przegranej"), which these rules do not set.'
        )
        assert "§31" not in a["message"]  # (the session's only deal)


def test_payment_contra_symmetric_does_not_give_names_no_option() -> None:
    """A wrong figure the option does not give either (200, not 288): the option is not named."""
    doc = load("08")
    for ev in doc["deals"][0]["events"]:
        if ev["type"] == "payment":
            ev["amount"] = 200
    found = wrong_payments(doc)
    assert len(found) == 2 and not any("contra_symmetric" in a["message"] for a in found)


def test_contra_symmetric_set_the_table_is_right() -> None:
    """Under the option the table's 288 is the rules' own: no finding at all."""
    doc = load("08")
    doc["rules"]["contra_symmetric"] = True
    assert validate(doc)["status"] == "clean"


# --- §27b: an ultimo announced without the pagat (dispute-messages-15 c8) -------------------------


def test_ultimo_without_pagat_payment_says_no_renonce_and_game_counts() -> None:
    """§27b "Zdarzyło się, że gracz zapowiedział ultimo, nie mając pagata … Otóż w tym wypadku
    renoncu nie ma … gracz przegrywa ultimo … ale gra, jeżeli ją wygrał … liczą się na jego
    korzyść": the table's renonce settlement (the consolation paid by Adam) is wrong, and the
    wrong payments of the game say why."""
    found = wrong_payments(load("10"))
    assert [a["event"] for a in found] == [45, 47]
    for a in found:
        assert a["message"].endswith(
            "pays Adam 75: (48 − 33) × 3 + 30; the announced pagat ultimo failed: Adam "
            + NO_RENONCE
            + ', so the game Adam won counts for Adam ("ale gra, jeżeli ją wygrał … liczą się na '
            'jego korzyść").'
        )


def test_ultimo_without_pagat_deal_line_says_no_renonce() -> None:
    (line,) = deal_lines(load("10"))
    assert "the announced pagat ultimo failed: Adam " + NO_RENONCE in line
    assert "so the game Adam won counts for Adam" in line


def test_ultimo_with_the_pagat_failed_says_nothing_of_27b() -> None:
    """Adam dealt the pagat (Czesław's T1 and Adam's T5 swapped, in the hands and the plays; both
    fall in tricks Adam wins, so the points stay): he gives it up in trick 8, a failed ultimo of
    his own, no §27b case, and nothing says so."""
    doc = load("10")
    deal = doc["deals"][0]
    swap = {"T1": "T5", "T5": "T1"}
    deal["hands"] = [[swap.get(c, c) for c in hand] for hand in deal["hands"]]
    for ev in deal["events"]:
        if ev["type"] == "play":
            ev["card"] = swap.get(ev["card"], ev["card"])
    found = wrong_payments(doc)
    assert [a["event"] for a in found] == [45, 47]
    assert not any("renoncu" in a["message"] or "without the pagat" in a["message"] for a in found)
    (line,) = deal_lines(doc)
    assert "the announced pagat ultimo failed;" in line and "renoncu" not in line


# --- galician-words-17: a penalty for an unpenalized fault, a swapped lead, a contra named ----------

AUDIT = Path(__file__).resolve().parent / "data" / "audit"


def audit(path: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((AUDIT / path).read_text(encoding="utf-8"))
    return doc


def annotations(doc: dict[str, Any], code: str) -> list[dict[str, Any]]:
    v = validate(doc)
    return [a for d in v["deals"] for a in d["annotations"] if a["code"] == code]


def notes(doc: dict[str, Any]) -> list[str]:
    _, it, problems = steps(doc)
    assert not problems and it is not None
    return [s.text for s in it if isinstance(s, Step) and s.kind == "note"]


FINED_OUT_OF_TURN = "real-faults-near-slips-19/16-gt-helper-lead-out-of-turn-fined-by-table.json"


def test_penalty_for_a_card_out_of_turn_says_the_rules_set_none() -> None:
    """real-faults-near-slips-19 c 16: Szczepański names no penalty for a card out of turn (§24 "Są
    to rzeczy zależne od umowy"), so the table's fine is unexpected; its message names Zenon's card
    out of turn found at event 23, not "no irregularity of theirs", which contradicted it."""
    doc = audit(FINED_OUT_OF_TURN)
    (turn,) = annotations(doc, "out_of_turn")
    (fine,) = annotations(doc, "unexpected_penalty")
    assert (turn["event"], fine["event"]) == (23, 26)
    assert fine["message"] == (
        "The record penalizes Zenon (out_of_turn), but the rules set no penalty for Zenon's card out of "
        "turn (event 23); the fine of 10 is not the rules'."
    )
    assert fine["rule"] == "galician-tarok/23.recorded-penalty"


def test_penalty_without_an_amount_for_a_card_out_of_turn() -> None:
    doc = audit(FINED_OUT_OF_TURN)
    for ev in doc["deals"][0]["events"]:
        if ev["type"] == "penalty":
            del ev["amount"]
    (fine,) = annotations(doc, "unexpected_penalty")
    assert fine["message"].endswith("(event 23); the record's penalty is not the rules'.")


def test_penalty_for_a_seat_with_no_fault_keeps_no_irregularity() -> None:
    """The fine written against Tadeusz, who did nothing: no fault of his to name. (The record's own
    slips, a wrong payment, say, are no irregularity of the seat's: gd-spec5 09 keeps its words.)"""
    doc = audit(FINED_OUT_OF_TURN)
    for ev in doc["deals"][0]["events"]:
        if ev["type"] == "penalty":
            ev["party"] = 2
    (fine,) = annotations(doc, "unexpected_penalty")
    assert fine["message"] == (
        "The record penalizes Tadeusz (out_of_turn), but the rules find no irregularity of theirs in this deal."
    )
    (slip,) = annotations(audit("gd-spec5/09-renonce-misrecorded.json"), "unexpected_penalty")
    assert slip["message"].endswith("but the rules find no irregularity of theirs in this deal.")


SWAPPED = "readings-review-2/11-galician-tarok-lead-and-suit-card-swapped.json"
AS_WRITTEN = (
    "because in the order written Bożena's SKIZ to the hearts lead would be a renonce (§23: Bożena held "
    "hearts, JH) and the helpers would lose the game unconditionally"
)


def test_swapped_lead_says_it_was_read_swapped_and_what_the_order_written_meant() -> None:
    """readings-review-2 c 11: the engine reads Czesław's KH and Bożena's SKIZ as swapped (5.turn), so
    no renonce: as written, Bożena's SKIZ on a heart while she held JH is one (§23 "Kto zagraną farbę
    przebije tarokiem, pomimo, że w kartach posiada farbę tego samego gatunku, ten bezwarunkowo
    przegrywa grę") and the helpers would lose. The message and evidence say both."""
    (found,) = annotations(audit(SWAPPED), "out_of_turn")
    assert (found["deal"], found["event"], found["rule"]) == (0, 33, "galician-tarok/5.turn")
    assert found["message"] == (
        "Czesław's KH is written as the lead to trick 10 when it was Bożena's turn to lead; the trick is "
        "read as led by Bożena, the record's first two cards swapped (Czesław's card out of turn before "
        "it), " + AS_WRITTEN + "."
    )
    ev = found["evidence"]
    assert ev["judged_swapped"] is True
    assert ev["lead"] == {"seat": 1, "card": "SKIZ", "event": 34}
    assert ev["as_written"] == [{"seat": 1, "card": "SKIZ", "held": ["JH"]}]
    assert (ev["expected_seat"], ev["trick"]) == (1, 10)  # (the old shape kept)


def test_swapped_lead_trick_line_says_so_in_rages_words() -> None:
    """The replay's trick line, in the words Rage's gives its swapped lead (tricks.swapped_words)."""
    (line,) = [t for t in notes(audit(SWAPPED)) if t.startswith("Trick 10 ")]
    assert line == (
        "Trick 10 (SKIZ KH T9) won by Bożena with SKIZ; read as led by Bożena, the record's first two "
        "cards swapped (Czesław's card out of turn before it), " + AS_WRITTEN + "."
    )


def test_wrong_lead_read_as_written_says_nothing_of_a_swap() -> None:
    """A wrong lead the others played on from (Zenon's T2, Wanda's card next, not the due leader's):
    nothing is read swapped, and nothing says so."""
    doc = audit(FINED_OUT_OF_TURN)
    (found,) = annotations(doc, "out_of_turn")
    assert found["message"] == "Zenon led T2 to trick 6 when it was Tadeusz's turn to lead."
    assert "judged_swapped" not in found["evidence"]
    assert not any("swapped" in t for t in notes(doc))


CONTRA_WON = "dispute-messages-16/07-gal-contra-win-one-helper-paid-single.json"


def test_wrong_payment_a_contra_doubles_names_it_and_cites_17() -> None:
    """dispute-messages-16 c2: §17 "Każdy z pomagających może dać graczowi: contra, a wtedy liczy się
    gra podwójnie, gdy gracz wygrał": Czesław's contra doubles Bożena's line too. The message says
    whose contra and its factor; the finding cites 17.contra-values, which codes.py lists for it."""
    (found,) = wrong_payments(audit(CONTRA_WON))
    assert (found["deal"], found["event"]) == (0, 45)
    assert found["rule"] == "galician-tarok/17.contra-values"
    assert found["message"] == (
        "Bożena is recorded paying Adam 51 (game); the rules say Bożena pays Adam 102: ((40 − 33) × 3 + 30) "
        "× contra 2; Czesław's contra binds the whole side (§17)."
    )
    assert found["evidence"]["contra"] == {"targets": ["game"], "factor": 2, "contra": [2]}


def test_lost_game_under_recontra_names_both_doubles() -> None:
    (first, *_) = wrong_payments(audit("gd-opt/02-sym-recontra-slip.json"))
    assert first["rule"] == "galician-tarok/17.contra-values"
    assert first["message"].endswith(
        "× recontra 4; Bronisława's contra and Antoni's recontra bind the whole side (§17)."
    )
    assert first["evidence"]["contra"] == {"targets": ["game"], "factor": 4, "contra": [1], "recontra": [0]}


def test_premium_a_contra_doubles_names_it() -> None:
    found = wrong_payments(
        audit("gd-announcements-contra-2faults/03-3p-trull-contra-late-contra-wrongpay.json")
    )
    assert [(a["rule"], a["message"]) for a in found] == [
        (
            "galician-tarok/17.contra-values",
            "Adam is recorded paying Czesław 100 (trull); the rules say Adam pays Czesław 200: 100 × contra 2; "
            "Adam's contra on the trull binds the whole side (§17).",
        )
    ]


def test_undoubled_game_and_misdirected_payment_keep_their_rule() -> None:
    """No contra: the game's own rule and no words of one; a payment by the wrong helper (the dispute is
    who pays, option helper_renonce_pays) keeps 18.game-value."""
    doc = audit(CONTRA_WON)
    doc["deals"][0]["events"] = [e for e in doc["deals"][0]["events"] if e["type"] != "double"]
    found = wrong_payments(doc)
    assert found and all(a["rule"] == "galician-tarok/18.game-value" for a in found)
    assert not any("contra" in a["message"] or "contra" in a["evidence"] for a in found)
    misdirected = wrong_payments(audit("penalty-spec3/gt02_helper_renonce_offender_pays.json"))
    assert [a["rule"] for a in misdirected] == ["galician-tarok/18.game-value"]
