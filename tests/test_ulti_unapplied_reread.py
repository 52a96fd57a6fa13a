"""ulti/penalty.revoke not applied, then a later reading of the deal (unapplied-reread).

A follow fault carries the default penalty (revoke_penalty lose_all_goals); a record that settles the
deal as played is read so, the penalty marked ``"applied": false``. The engine then reads the deal
again under the record's other quirks (a late contra or a false marriage counted as said, an option's
other value). Those readings are of the deal as played: they were scored with the penalty still
applied, so a table that settled as played AND counted a late contra (ulti/contra.levels, session 36)
got two wrong_payments on the doubled goal, and its figures (``as_settled``) were not the settlement.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from records import replay

from validator.engine.validate import validate

FILE = Path(__file__).parent / "data" / "ulti-reread" / "late-contra-after-unapplied-revoke-penalty.json"


def verdict() -> dict[str, Any]:
    return validate(json.loads(FILE.read_text(encoding="utf-8")))


def test_late_contra_counted_after_an_unapplied_penalty_is_read_as_played() -> None:
    """Anna's revoke (trick 7) and Csilla's contra on the ulti one card late (after her own card to
    the still open first trick): the record pays party lost 1 and ulti won 8, as played with the
    contra counted. Both readings are the engine's own rulings, so the two faults are the findings:
    no wrong_payment at the doubled ulti lines (it gave one at each, the contra weighed under the
    penalty the record had just been read without)."""
    deal = verdict()["deals"][0]
    found = [(a["event"], a["code"]) for a in deal["annotations"]]
    assert found == [(8, "illegal_double"), (27, "revoke")]
    assert deal["settlement"]["expected"] == {"0": -7, "1": 14, "2": -7}
    assert deal["settlement"]["difference"] == {}
    assert deal["computed"]["contra"] == {"ulti": {"0": 2, "2": 2}}
    assert any(u.startswith("the late contra:") for u in deal["unchecked"])
    assert any(u.startswith("the follow fault's penalty:") for u in deal["unchecked"])


def test_unapplied_penalty_figures_are_the_deal_as_read() -> None:
    """``as_settled`` is the settlement, ``if_applied`` the default applied to the deal as read (the
    contra counted, as ``as_played`` takes the readings when the penalty is applied), on the
    annotation, in computed and in words; the note keeps the penalty's words beside the contra's."""
    deal = verdict()["deals"][0]
    (revoke,) = [a for a in deal["annotations"] if a["code"] == "revoke"]
    figures = {"if_applied": {"0": -9, "1": 18, "2": -9}, "as_settled": {"0": -7, "1": 14, "2": -7}}
    assert revoke["penalty"] == {
        "rule": "ulti/penalty.revoke",
        "effect": "lose_all_goals",
        "side": "defenders",
        "applied": False,
        **figures,
    }
    pen = deal["computed"]["penalty"]
    assert pen["applied"] is False and {k: pen[k] for k in figures} == figures
    assert deal["computed"]["note"] == (
        "settled as played, as the record settles it: the follow fault's penalty not applied; the late "
        "contra counted as said, as the record settles the deal; applied, it would make the deal Anna -9, "
        "Béla +18, Csilla -9"
    )
    _, out, _ = replay(str(FILE))
    assert (
        "is not applied: the source names no penalty, and the record settles the deal as played, which is "
        "accepted; applied, it would make the deal Anna -9, Béla +18, Csilla -9; as settled it is Anna -7, "
        "Béla +14, Csilla -7" in out
    )
