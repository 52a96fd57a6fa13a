"""Danish Tarok: the words of a payment a table disputes and of a fault's class read from the record
(dispute-messages-16 c1, readings-review-2 c).

The findings are unchanged (deal, event, code); what is pinned is what their messages, evidence,
penalties and the replay's lines say: a pair's payments netted "in all" give the record's sum beside
the rules' and the reasons that make the difference; a fault §18 does not class, read as superficial
from a record that settles the deal as played, says the class is the record's reading beside the
default (irreparable) and gives the default's figures.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from records import replay

from validator.engine.validate import validate

AUDIT = Path(__file__).resolve().parent / "data" / "audit"
KING_LAST_TRICK = AUDIT / "dispute-messages-16" / "05-dk-king-last-trick-paid-as-plain.json"
REVOKE_AS_PLAYED = AUDIT / "readings-review-2" / "07-danish-real-revoke-settled-as-played.json"
TWO_FAULTS = AUDIT / "danish18" / "13-3p-joker-void-renaming-calls-not-written-clean.json"


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


# --- a fault §18 does not class, read from the record (readings-review-2 c) ------------------------

REVOKE_LINE = (
    "penalty: superficial, the record's reading, beside the default class, irreparable (classed by "
    "danish-tarok/ruling.revoke-penalty: §18 does not class this fault); by the default Agnieszka pays "
    "40 to the Pagat pool and 40 to the King pool, and the deal is void (danish-tarok/18.irreparable), "
    "which makes the deal Agnieszka -130, Bartek -40, Celina -40, King pool +105, Pagat pool +105; as "
    "settled it is Agnieszka -95, Bartek -5, Celina -40, King pool +70, Pagat pool +70 "
    "(danish-tarok/18.superficial)."
)


def test_revoke_read_as_played_gives_the_default_and_its_figures() -> None:
    """The penalty read (superficial) gives the option's default beside it, as Ulti's penalty not
    applied does: the default's fine (40 into each pool, the deal void) and each seat's and pool's
    net by it and as settled. The deal's unchecked line, which says why the record is read so, is
    said once."""
    v = verdict(REVOKE_AS_PLAYED)
    (deal,) = v["deals"]
    (revoke,) = [a for a in deal["annotations"] if a["code"] == "revoke"]
    assert revoke["penalty"] == {
        "class": "superficial",
        "rule": "danish-tarok/18.superficial",
        "payments": [],
        "classed_by": "danish-tarok/ruling.revoke-penalty",
        "default": {
            "class": "irreparable",
            "rule": "danish-tarok/18.irreparable",
            "payments": [
                {"from": 0, "to": "pagat_pool", "amount": 40},
                {"from": 0, "to": "king_pool", "amount": 40},
            ],
        },
        "if_applied": {"0": -130, "1": -40, "2": -40, "king_pool": 105, "pagat_pool": 105},
        "as_settled": {"0": -95, "1": -5, "2": -40, "king_pool": 70, "pagat_pool": 70},
    }
    assert revoke["penalty"]["as_settled"] == deal["settlement"]["expected"]
    assert deal["unchecked"] == [
        "the fault's class: the record settles the deal as played, with no fine, which is read as "
        "superficial beside the default irreparable (danish-tarok/ruling.unclassed-faults)"
    ]
    _, out, _ = replay(str(REVOKE_AS_PLAYED))
    assert "(danish-tarok/10.follow-suit)\n         " + REVOKE_LINE + "\n  #26  Bartek plays 10H." in out
    assert out.count("read as superficial beside the default irreparable") == 1


def test_second_fault_in_the_deal_says_the_default_voided_it_already() -> None:
    """A later unclassed fault in the same deal: by the default the deal is void already at the first
    (danish-tarok/18.void), so its default has no fine of its own; the nets are the deal's."""
    (first, second) = found(TWO_FAULTS, "failure_to_trump")
    assert first["penalty"]["default"]["rule"] == "danish-tarok/18.irreparable"
    assert second["penalty"]["default"] == {
        "class": "irreparable",
        "rule": "danish-tarok/18.void",
        "payments": [],
        "applied": False,
    }
    assert first["penalty"]["if_applied"] == second["penalty"]["if_applied"]
    _, out, _ = replay(str(TWO_FAULTS))
    assert "by the default no fine, the deal void already (danish-tarok/18.void), which makes the deal" in out
