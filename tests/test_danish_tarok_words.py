"""Danish Tarok: the words of a payment a table disputes (dispute-messages-16 c1).

The findings are unchanged (deal, event, code); what is pinned is what their messages, evidence,
penalties and the replay's lines say: a pair's payments netted "in all" give the record's sum beside
the rules' and the reasons that make the difference.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from validator.engine.validate import validate

AUDIT = Path(__file__).resolve().parent / "data" / "audit"
KING_LAST_TRICK = AUDIT / "dispute-messages-16" / "05-dk-king-last-trick-paid-as-plain.json"


def verdict(path: Path) -> dict[str, Any]:
    out: dict[str, Any] = validate(json.loads(path.read_text(encoding="utf-8")))
    return out


def found(path: Path, code: str) -> list[dict[str, Any]]:
    return [a for d in verdict(path)["deals"] for a in d["annotations"] if a["code"] == code]


# --- a pair's payments "in all" (dispute-messages-16 c1) -------------------------------------------


def test_in_all_payment_names_the_record_sum_and_the_king_ultimo() -> None:
    """§15 «Król Ultimo – … otrzymuje po 40 od pozostałych dwóch graczy»: Celina's 20 for the last
    trick, the same slip as Agnieszka's, is still one wrong_payment "in all" (her two king_lost 5s
    lump the pair), but its message gives the record's sum (35) beside the rules' (55) and the due
    that makes the difference, King Ultimo 40 for the last trick's 20, taken with KD."""
    (celina,) = found(KING_LAST_TRICK, "wrong_payment")
    assert (celina["deal"], celina["event"]) == (0, 101)
    assert celina["message"] == (
        "Celina paid Bartek 20 (last_trick); over all their payments in the deal the rules say Celina pays "
        "Bartek 55 in all, the record 35: the difference is king ultimo 40 (danish-tarok/15.king-ultimo) "
        "where the record pays last trick 20: Bartek took the last trick with KD, which is an Ultimo "
        "(danish-tarok/15.king-ultimo), not the plain last trick's 20 (danish-tarok/15.last-trick: the "
        "last trick taken with a card other than a king or the Pagat)."
    )
    assert celina["evidence"]["recorded_in_all"] == 35
    assert celina["evidence"]["by_reason"] == [
        {"reason": "king_ultimo", "expected": 40, "recorded": 0},
        {"reason": "last_trick", "expected": 0, "recorded": 20},
    ]
    # (Agnieszka's identical line keeps its own words and its missing 40)
    (agnieszka,) = found(KING_LAST_TRICK, "unexpected_payment")
    assert "Bartek took the last trick with KD, which is an Ultimo" in agnieszka["message"]


def test_in_all_payment_says_a_reason_paid_the_other_way() -> None:
    """A reason whose payments run against the pair's sum is said with who pays whom; a reason paid
    short names the rules' figure beside the record's."""
    (nolo,) = found(AUDIT / "danish9" / "18-nolo-short-and-card-points.json", "wrong_payment")
    assert nolo["message"].endswith(
        "the rules say Ania pays Bogdan 25 in all, the record 15: the difference is nolo 25 "
        "(danish-tarok/15.nolo) where the record pays 20; card points 5 from Bogdan to Ania, which the "
        "rules do not call for."
    )
