"""Galician Tarok: the words of a payment a table disputes (dispute-messages-15 c6, c7, c8).

The findings are unchanged (deal, event, code); what is pinned is what their messages and the
replay's deal line say: §31 after a wrong payment the next deal follows, the figure option
contra_symmetric (§17's "często" usage) gives, and an ultimo announced without the pagat (§27b).
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
