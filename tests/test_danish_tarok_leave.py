"""Danish Tarok: a player leaving a four-player session (danish-tarok/17.leave, danish-spec17 c1).

leave-probe: four play deals 0-1 (the seat opposite the dealer sits out); Darek (seat 3) then leaves
and deals 2-3 are three-handed among seats 0-2 (dealer 2, then 0). Before the ruling the engine read
deal 2 as four at the table with Ania, opposite the dealer, the sitter: 175 findings from one fact."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from validator.engine.games.danish_tarok.game import leavers
from validator.engine.validate import load as load_session
from validator.engine.validate import validate

PROBE = Path(__file__).parent / "data" / "audit" / "danish-spec17" / "leave-probe.json"


def load() -> dict[str, Any]:
    return json.loads(PROBE.read_text(encoding="utf-8"))


def violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def test_a_seat_gone_from_the_table_leaves_three_player_deals() -> None:
    v = validate(load())
    assert violations(v) == []
    assert [d["computed"]["sitting_out"] for d in v["deals"]] == [2, 3, 3, 3]
    assert all(not d["settlement"]["difference"] for d in v["deals"])
    # the pools are shared among the three at the table: 115 and 130 in 15s
    assert v["session"]["pool_shares"] == {"pagat_pool": 35, "king_pool": 40}


def test_the_deal_passes_over_the_seat_that_left() -> None:
    doc = load()
    doc["deals"][3]["dealer"] = 1  # after dealer 2 the next present seat is 0, not 1 (nor 3)
    assert (3, None, "wrong_dealer") in violations(validate(doc))


def test_the_leaver_has_no_share_of_the_pools() -> None:
    doc = load()
    events = doc["deals"][3]["events"]
    for seat in (0, 1, 2):  # the equal shares among three, in 5s (the odd 10 of the pagat pool stays)
        events.append(
            {"type": "payment", "from": "pagat_pool", "to": seat, "amount": 35, "reason": "session_end"}
        )
        events.append(
            {"type": "payment", "from": "king_pool", "to": seat, "amount": 40, "reason": "session_end"}
        )
    assert violations(validate(doc)) == []
    four = copy.deepcopy(doc)
    four["deals"][3]["events"].append(
        {"type": "payment", "from": "king_pool", "to": 3, "amount": 10, "reason": "session_end"}
    )
    assert [c for _, _, c in violations(validate(four))] == ["unexpected_payment"]


def test_a_regular_sitter_is_not_a_leaver() -> None:
    # seat 3 leaves from deal 1, where he would have sat out anyway (no refill was due: the same)
    doc = load()
    assert leavers(session_of(doc)) == {3: 1}
    doc["deals"] = doc["deals"][:2]
    assert leavers(session_of(doc)) == {}


def session_of(doc: dict[str, Any]) -> Any:
    session, _, problems = load_session(doc)
    assert session is not None, problems
    return session


def test_a_joiner_pays_an_exact_third_and_may_leave_again() -> None:
    """danish-tarok/17.join, 17.leave (seats-change A1-A3): Dorota joins at deal 1 paying a third of
    70 (23.333333), deals, and leaves before deal 4; a wrong third is one finding, the shares of the
    pool as the record left it right."""
    base = Path(__file__).parent / "data" / "audit" / "seats-change"
    v = validate(json.loads((base / "dk-join-leave-clean.json").read_text(encoding="utf-8")))
    assert violations(v) == []
    assert v["deals"][4]["computed"]["sitting_out"] == 3
    v = validate(json.loads((base / "dk-join-wrong-amount.json").read_text(encoding="utf-8")))
    assert violations(v) == [(2, 1, "wrong_payment")]


def test_card_points_with_the_seat_that_deals_next_where_the_table_changes() -> None:
    """danish-tarok/15.card-points (seats-change2 c): the joiner who deals at once, or the sitter who
    deals for the one who left, is the "new dealer" the record settles with: read by fit."""
    base = Path(__file__).parent / "data" / "audit" / "seats-change2"
    for name in ("01-join-dealer-due-clean.json", "06-leave-next-dealer-clean.json"):
        v = validate(json.loads((base / name).read_text(encoding="utf-8")))
        assert violations(v) == [], name
        assert any("card points: settled with" in u for d in v["deals"] for u in d.get("unchecked", []))
    # the leaver settles them before he goes, as the next seat present: read so too
    v = validate(json.loads((base / "07-leaver-settles-card-points.json").read_text(encoding="utf-8")))
    assert violations(v) == []


def test_a_fee_written_in_the_leavers_name_is_one_wrong_payer() -> None:
    """seats-change2 a2: the cards tell who is at the table; the fee is judged as a payment."""
    base = Path(__file__).parent / "data" / "audit" / "seats-change2"
    v = validate(json.loads((base / "12-leave-fee-by-leaver.json").read_text(encoding="utf-8")))
    assert violations(v) == [(2, 0, "wrong_payment"), (2, 1, "wrong_payment")]
