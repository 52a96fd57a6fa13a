"""Danish Tarok: every rule id of docs/rules/danish-tarok.md has a test that breaks or exercises it.

The tests here cover the ids no other test file named; tests/test_digests.py checks that every id
the digest defines is named by some test of the project (``danish-tarok/<id>`` or its short form
``<id>``, as the other Danish Tarok test files cite them). Deals are written by hand with the layouts of
test_danish_tarok_independent.py (written from the source) and test_danish_tarok_rules.py.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from test_danish_tarok_independent import (
    PLAIN,
    PLAIN_DECL,
    PLAIN_SKAT,
    fee,
    foundations,
    index,
    make_deal,
    notes,
    pay,
    plain_payments,
    transcript,
)
from test_danish_tarok_independent import check as check_clean
from test_danish_tarok_rules import four_player_deal, session, three_kings_deal

from validator.engine.cards import DANISH_TAROK
from validator.engine.validate import validate

AUDIT = Path(__file__).parent / "data" / "audit"


def problems(doc: dict[str, Any]) -> list[tuple[str, str]]:
    verdict = validate(doc)
    assert verdict["status"] == "rejected", verdict["status"]
    return [(p["code"], p["pointer"]) for p in verdict["problems"]]


# -- §2, §3, §17: players and cards ------------------------------------------------------------------


def test_three_or_four_players_and_no_other_count() -> None:
    """danish-tarok/2.players: §1 "Trzej gracze (ewentualnie czterej)"; §2 "Przy czterech osobach, gracz
    siedzący naprzeciwko Rozdającego nie bierze udziału w grze." Three and four players validate (with
    four, dealer 3's opposite, seat 1, sits out); 1, 2 and 5 are rejected with ``bad_player_count`` at
    ``/players``."""
    assert check_clean(session([three_kings_deal()]))["status"] == "clean"
    four = check_clean(session([four_player_deal()], players=4))
    assert four["status"] == "clean"
    assert four["deals"][0]["computed"]["sitting_out"] == 1
    for n in (1, 2, 5):
        doc = session([three_kings_deal()])
        doc["players"] = [f"P{i}" for i in range(n)]
        assert ("bad_player_count", "/players") in problems(doc), n


def test_the_deck_is_the_78_card_tarot_pack() -> None:
    """danish-tarok/3.deck: §3 "Używa się standardowej talii francuskiego tarota (78 kart)": four suits of 14
    (K Q N J and 1-10), 21 trumps and the Joker. The engine's deck is exactly these codes; ``FOOL`` (any case)
    is the Joker; an unknown card or a card dealt twice rejects the transcript with a pointer to it."""
    codes = [c.code for c in DANISH_TAROK.full()]
    suits = {s: ["K", "Q", "N", "J", *map(str, range(1, 11))] for s in "HDSC"}
    expected = [f"{r}{s}" for s, ranks in suits.items() for r in ranks]
    expected += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
    assert len(codes) == 78 and sorted(codes) == sorted(expected)
    assert DANISH_TAROK.card("fool").code == "JOKER"
    # an unknown card
    deal = three_kings_deal()
    deal["hands"][1][3] = "11H"
    got = problems(session([deal]))
    assert [p for _, p in got] == ["/deals/0/hands/1/3"]
    # a card dealt twice (Agnieszka's KH in place of her QH; the Joker written FOOL stays legal)
    deal = three_kings_deal()
    assert deal["hands"][0][:2] == ["KH", "QH"]
    deal["hands"][0][1] = "KH"
    deal["hands"][2] = ["fool" if c == "JOKER" else c for c in deal["hands"][2]]
    assert problems(session([deal])) == [("duplicate_card", "/deals/0/hands/0/1")]


def test_a_fourth_player_joining_cannot_be_slipped_into_three_seats() -> None:
    """danish-tarok/17.join: §17 "Czwarty gracz może dołączyć się do gry w każdym momencie, dokładając do
    obydwu puli jedną trzecią sumy, jaka już się tam znajduje." A transcript's players are fixed for the
    session, so a joining is a fourth seat that sat out until it pays (below); it cannot be slipped
    into a three-player record: a second deal that deals a fourth hand is rejected at that deal's
    hands (and seat 3's events at theirs), and a joining fee paid by a fourth seat is rejected at its
    ``from``."""
    first = three_kings_deal()  # dealer 2
    joined = copy.deepcopy(four_player_deal())  # four hands
    joined["dealer"] = 0
    got = problems(session([first, joined]))
    assert got[0] == ("bad_hands", "/deals/1/hands")
    assert all(p.startswith("/deals/1/") for _, p in got[1:])  # seat 3's events: ``bad_seat``
    deal = three_kings_deal()
    deal["events"].append({"type": "payment", "from": 3, "to": "pagat_pool", "amount": 20})
    got = problems(session([deal]))
    assert [p for _, p in got] == [f"/deals/0/events/{len(deal['events']) - 1}/from"]


def test_a_fourth_seat_that_sat_out_joins_by_a_third_of_each_pool() -> None:
    """danish-tarok/17.join (danish24 A1): Dawid, seat 3, sits out deal 0 (dealt no cards) and pays no
    foundation; in deal 1 he pays 25 into each pool, a third of the 75 each holds: he joins there, and
    the four-seat session is clean to the session-end shares. A joining of 40 (not a third) is one
    `wrong_payment` at it; without the joining payments his foundation is missing at deal 0."""
    path = (
        Path(__file__).parent
        / "data"
        / "audit"
        / "danish24"
        / "13-4p-fourth-player-joins-sitter-rotates-clean.json"
    )
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert validate(doc)["status"] == "clean"
    joining = [
        i
        for i, ev in enumerate(doc["deals"][1]["events"])
        if ev["type"] == "payment" and ev["from"] == 3 and ev.get("reason") == "foundation"
    ]
    assert len(joining) == 2 and all(doc["deals"][1]["events"][i]["amount"] == 25 for i in joining)
    wrong = copy.deepcopy(doc)
    wrong["deals"][1]["events"][joining[0]]["amount"] = 40
    v = validate(wrong)
    found = [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert (1, joining[0], "wrong_payment") in found
    assert all(code == "wrong_payment" for _, _, code in found)
    gone = copy.deepcopy(doc)
    for i in reversed(joining):
        del gone["deals"][1]["events"][i]
    v = validate(gone)
    found = [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert found[:2] == [(0, None, "missing_payment"), (0, None, "missing_payment")]


def test_before_the_fourth_joins_the_three_present_play_and_deal_in_turn() -> None:
    """danish-tarok/17.join (danish27 A1): before Darek (seat 3) joins, each deal is a three-player
    deal among the seats present (his hand `[]`, nobody sitting out, 28/25/25), the deal passing
    among them; from his joining deal on the four-seat rules apply. 02 (deals 0-1 dealt by Ania and
    Bolek, Darek joining in Cela's deal 2) is clean; deal 1 written as Cela's is a `wrong_dealer`
    (the deal was Bolek's, after Ania), and nothing else."""
    doc = json.loads(
        (AUDIT / "danish27" / "02-join-fourth-third-of-pools-sitter-rotates-end.json").read_text()
    )
    v = validate(doc)
    assert v["status"] == "clean"
    assert v["deals"][0]["computed"]["sitting_out"] == 3
    assert v["deals"][0]["computed"]["tricks"][3] is None
    assert v["deals"][3]["computed"]["sitting_out"] == 1  # four seats: opposite the dealer (Darek)
    wrong = copy.deepcopy(doc)
    wrong["deals"][1]["dealer"] = 2
    v = validate(wrong)
    found = [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert found == [(1, None, "wrong_dealer")]
    assert v["deals"][1]["annotations"][0]["evidence"]["expected"] == 1


def test_a_score_sheet_shows_the_joining_by_the_fourth_seats_first_column() -> None:
    """danish-tarok/17.join (danish27 A2): on a score sheet Darek has no score or total in deal 0
    (he owes no foundation or refill there) and his first score, in deal 1, carries the thirds of
    both pools (20 and 65). 13 with its planted running-total slip mended is clean; his first score
    without the thirds is a `wrong_score` at it."""
    doc = json.loads((AUDIT / "danish27" / "13-fault-sheet-running-total-slip.json").read_text())
    v = validate(doc)
    found = [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert found == [(2, 84, "wrong_total")]  # the plant
    doc["deals"][2]["events"][84]["points"] = -195
    assert validate(doc)["status"] == "clean"
    first = doc["deals"][1]["events"][82]
    assert (first["type"], first["party"], first["points"]) == ("score", 3, -475)
    first["points"] = -475 + 20 + 65
    v = validate(doc)
    found = [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert found == [(1, 82, "wrong_score")]


# -- §10: the first lead and the leads after it ----------------------------------------------------


def test_the_player_after_the_dealer_leads_first_and_the_winner_leads_next() -> None:
    """danish-tarok/10.first-lead: §10 "Gracz po prawej od Rozdającego zaczyna pierwszą kolejkę." and
    "Gracz, który wziął sztych, zaczyna następną kolejkę." The plain deal (dealer A = 0) is clean with every
    payment recorded: B leads trick 1 and each winner leads the next. The dealer leading trick 1 instead
    of B, or B leading trick 6 that C won trick 5, is a lead out of turn (rule 10.lead, class large: 20 into
    each pool) naming the seat that was due to lead, and nothing else."""
    deal = pay(make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL), *foundations(3), *fee(0), *plain_payments())
    verdict = check_clean(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    leaders = [t["leader"] for t in trick_log(transcript([deal]))]
    winners = verdict["deals"][0]["computed"]["trick_winners"]
    assert leaders[0] == 1 and leaders[1:] == winners[:-1]

    # trick 1 led by the dealer (A: 1H; B and C follow as before: B's KH still wins)
    early = PLAIN.replace("B:KH C:5H A:1H", "A:1H B:KH C:5H")
    deal = make_deal(early, PLAIN_SKAT, PLAIN_DECL)
    verdict = check_clean(transcript([deal]))
    assert notes(verdict) == [("out_of_turn", 0, index(deal, "1H"))]
    a = verdict["deals"][0]["annotations"][0]
    assert (a["seat"], a["rule"], a["evidence"]["expected_seat"], a["evidence"]["lead"]) == (
        0,
        "danish-tarok/10.lead",
        1,
        True,
    )
    assert a["penalty"]["class"] == "large"

    # trick 6 led by B although C took trick 5 (B: 7D, then A and C; C's QD still wins)
    late = PLAIN.replace("C:QD A:8D B:7D", "B:7D C:QD A:8D")
    deal = make_deal(late, PLAIN_SKAT, PLAIN_DECL)
    verdict = check_clean(transcript([deal]))
    assert notes(verdict) == [("out_of_turn", 0, index(deal, "7D"))]
    a = verdict["deals"][0]["annotations"][0]
    assert (a["seat"], a["rule"], a["evidence"]["expected_seat"]) == (1, "danish-tarok/10.lead", 2)


def trick_log(doc: dict[str, Any]) -> list[dict[str, Any]]:
    from validator.engine.validate import steps

    _, gen, _ = steps(doc)
    assert gen is not None
    return [s.data for s in gen if s.kind == "note" and "winning_card" in s.data]


# -- the digest's ids, each named by a test ----------------------------------------------------------
