"""Tarocchini: one test per rule of docs/rules/tarocchini.md that breaks it (code, rule id, seat,
event, penalty), built on the hand-written deals of test_tarocchini_independent."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from test_tarocchini_independent import ANNA, BRUNO, CARLA, DARIO, ELENA, FRANCO, GIULIA, WIDOW, gioco, sweep

from validator.engine.validate import validate

ROOT = Path(__file__).resolve().parents[1]
PLAY0 = 5  # first play of the sweep (discard + four declarations before it)
GPLAY0 = 6  # first play of the gioco (three bids + three declarations)


def anns(v: dict[str, Any], warnings: bool = False) -> list[tuple[int | None, str, int | None, str]]:
    return [
        (a["event"], a["code"], a["seat"], a["rule"])
        for d in v["deals"]
        for a in d["annotations"]
        if warnings or a["severity"] == "violation"
    ]


def only(v: dict[str, Any], event: int | None, code: str, seat: int | None, rule: str) -> None:
    assert anns(v) == [(event, code, seat, rule)], anns(v)
    for d in v["deals"]:
        for a in d["annotations"]:
            assert "penalty" not in a  # the source prescribes no penalties


def problems(v: dict[str, Any]) -> list[tuple[str, str]]:
    assert v["status"] == "rejected", v
    return [(p["pointer"], p["code"]) for p in v["problems"]]


def events(doc: dict[str, Any], deal: int = 0) -> list[dict[str, Any]]:
    return doc["deals"][deal]["events"]


def test_clean_bases() -> None:
    assert validate(sweep([]))["status"] == "clean"
    assert validate(gioco([]))["status"] == "clean"


def test_every_rule_id_the_engine_cites_is_in_the_digest() -> None:
    digest = (ROOT / "docs/rules/tarocchini.md").read_text()
    ids = set()
    for path in (ROOT / "validator/engine/games/tarocchini").glob("*.py"):
        ids |= set(re.findall(r'"(tarocchini/[a-z0-9.-]+)"', path.read_text()))
    assert len(ids) > 20
    for rule in ids:
        assert f"`{rule}`" in digest, rule


# -- deal, dealer, monte ---------------------------------------------------------------------


def monte_deal(dealer: int, calls: list[int]) -> dict[str, Any]:
    hands = [ANNA[:5], BRUNO[:5], CARLA[:5], DARIO[:5]]
    return {
        "dealer": dealer,
        "hands": hands,
        "events": [{"type": "redeal", "seat": s, "reason": "monte"} for s in calls],
    }


def test_monte_thrown_in_and_the_deal_passes() -> None:
    doc = sweep([])
    doc["deals"].insert(0, monte_deal(2, [3, 0, 1, 2]))
    v = validate(doc)
    assert v["status"] == "clean", anns(v)
    assert v["deals"][0]["computed"]["mode"] == "thrown_in"


def test_wrong_dealer() -> None:
    doc = sweep([])
    doc["deals"].insert(0, monte_deal(1, [2, 3, 0, 1]))  # dealer 1: the next deal is dealt by 2, not 3
    only(validate(doc), None, "wrong_dealer", 3, "tarocchini/deal.dealer-rotation")


def test_bad_monte_out_of_turn() -> None:
    """tarocchini/monte.call: seat 0 (the eldest) says nothing, so he declined: seat 1's call has no
    effect and is no fault (tarocchini14/t12); a call after a later seat has spoken is out of turn."""
    doc = sweep([])
    events(doc).insert(0, {"type": "redeal", "seat": 1, "reason": "monte"})
    v = validate(doc)
    assert v["status"] == "clean", anns(v)
    doc = sweep([])
    events(doc)[0:0] = [
        {"type": "redeal", "seat": 2, "reason": "monte"},
        {"type": "redeal", "seat": 1, "reason": "monte"},
    ]
    only(validate(doc), 1, "bad_monte", 1, "tarocchini/monte.call")


def test_bad_monte_when_off() -> None:
    doc = sweep([], monte=False)
    events(doc).insert(0, {"type": "redeal", "seat": 0, "reason": "monte"})
    only(validate(doc), 0, "bad_monte", 0, "tarocchini/monte.call")


def test_play_after_monte() -> None:
    doc = sweep([])
    for s in (3, 2, 1, 0):
        events(doc).insert(0, {"type": "redeal", "seat": s, "reason": "monte"})
    only(validate(doc), 4, "deal_thrown_in", 3, "tarocchini/monte.redeal")


def test_incomplete_deal_is_a_warning() -> None:
    doc = sweep([{"type": "score", "party": "team0", "points": 1}])
    del events(doc)[PLAY0 + 8 : PLAY0 + 60]
    v = validate(doc)
    assert v["status"] == "clean"
    assert anns(v, warnings=True) == [(None, "incomplete_deal", None, "tarocchini/deal.incomplete")]


# -- Ottocento widow and discard -------------------------------------------------------------


def widow_apart(doc: dict[str, Any]) -> dict[str, Any]:
    deal = doc["deals"][0]
    deal["hands"][3] = DARIO[:15]
    deal["talon"] = DARIO[15:]
    return doc


def test_widow_recorded_apart_and_taken() -> None:
    doc = widow_apart(sweep([]))
    assert validate(doc)["status"] == "clean"
    events(doc).insert(0, {"type": "take", "seat": 3, "cards": DARIO[15:]})
    assert validate(doc)["status"] == "clean"


def test_take_by_another_player() -> None:
    doc = widow_apart(sweep([]))
    events(doc).insert(0, {"type": "take", "seat": 1, "cards": DARIO[15:]})
    only(validate(doc), 0, "illegal_take", 1, "tarocchini/ottocento.widow")


def test_discard_of_a_five_point_card() -> None:
    doc = sweep([])
    events(doc)[0]["cards"] = ["KD", "10C"]
    next(e for e in events(doc) if e.get("card") == "KD")["card"] = "10D"
    v = validate(doc)
    only(v, 0, "illegal_discard", 3, "tarocchini/ottocento.discard")
    a = v["deals"][0]["annotations"][0]
    assert a["evidence"]["reasons"] == ["five_point_card"] and a["evidence"]["five_point"] == ["KD"]


def test_discard_by_another_player() -> None:
    """A discard by another player is illegal; the dealer's own, not written, is unrecorded, not
    missing (tarocchini/ottocento.discard): his two cards never played (tarocchini16 A2)."""
    doc = sweep([])
    events(doc)[0]["seat"] = 1
    events(doc)[0]["cards"] = ["9S", "8S"]
    v = validate(doc)
    assert anns(v) == [(0, "illegal_discard", 1, "tarocchini/ottocento.discard")]
    assert any("never played (10C 10D)" in u for u in v["deals"][0]["unchecked"])


def test_missing_discard() -> None:
    """Not written beside the declarations: inferred from the cards never played, no finding
    (tarocchini16 A2). Written after the first lead: the record itself says he had not laid away
    by then, so missing_discard at the first lead (and the late discard is illegal too)."""
    doc = sweep([])
    del events(doc)[0]
    v = validate(doc)
    assert anns(v) == [] and v["deals"][0]["computed"] == validate(sweep([]))["deals"][0]["computed"]
    doc = sweep([])
    events(doc).insert(PLAY0 + 1, events(doc).pop(0))
    assert anns(validate(doc)) == [
        (PLAY0 - 1, "missing_discard", 3, "tarocchini/ottocento.discard"),
        (PLAY0 + 1, "illegal_discard", 3, "tarocchini/ottocento.discard"),
    ]


def test_discard_credit_option() -> None:
    """tarocchini/ottocento.discard-credit: "Сброшенные карты считаются очками для дилера, если только он не делает никаких взяток"."""
    # Anna: T20 … T7 and 1S; Bruno keeps KS for the last trick and wins it: Dario (dealer) takes no trick,
    # his partner Bruno takes one.
    anna = [f"T{n}" for n in range(20, 6, -1)] + ["1S"]
    bruno = ["T6", "T5", "T4", "T3", "MATTO", "KS", "QS", "NS", "JS", "10S", "9S", "8S", "7S", "6S", "KB"]
    doc = sweep([])
    deal = doc["deals"][0]
    deal["hands"][0], deal["hands"][1] = anna, bruno
    b_order = ["MATTO", "T6", "T5", "T4", "T3", "QS", "NS", "JS", "10S", "9S", "8S", "7S", "6S", "KB", "KS"]
    a_order = anna
    plays = [e for e in events(doc) if e["type"] == "play"]
    for t in range(15):
        plays[4 * t]["card"] = a_order[t]
        plays[4 * t + 1]["card"] = b_order[t]
    deal["events"][1]["items"] = [{"kind": "sequence", "of": "trumps", "length": 14}]
    deal["events"][2]["items"] = [{"kind": "sequence", "of": "moretti", "length": 3}]
    v = validate(doc)
    assert v["status"] == "clean", anns(v)
    c = v["deals"][0]["computed"]
    assert c["tricks"] == [14, 1, 0, 0]
    assert c["widow"]["discard_to"] == "team0"  # dealer_trick: Dario took none
    assert c["widow"]["matto"]["to"] == "team1"  # Bruno's side took a trick: the Matto comes back
    doc["rules"] = {"discard_credit": "side_trick"}
    assert validate(doc)["deals"][0]["computed"]["widow"]["discard_to"] == "team1"


# -- declarations ----------------------------------------------------------------------------


def test_false_declaration() -> None:
    doc = sweep([])
    events(doc)[4]["items"] = [{"kind": "cricca", "of": "kings", "count": 3}]  # Dario holds KC KD only
    only(validate(doc), 4, "false_declaration", 3, "tarocchini/declare.items")


def test_smaller_declaration_is_true() -> None:
    doc = sweep([])
    events(doc)[1]["items"] = [{"kind": "sequence", "of": "trumps", "length": 4}]  # holds 15
    assert validate(doc)["status"] == "clean"


def test_declaration_of_a_discarded_card_is_false() -> None:
    doc = sweep([])
    events(doc)[0]["cards"] = ["1C", "10D"]  # Dario lays away the ace of cups ...
    next(e for e in events(doc) if e.get("card") == "1C")["card"] = "10C"
    events(doc)[4]["items"] = [{"kind": "sequence", "of": "suit", "suit": "C", "length": 3}]  # he has no KC
    only(validate(doc), 4, "false_declaration", 3, "tarocchini/declare.items")


def test_late_and_repeated_declaration() -> None:
    doc = sweep([])
    events(doc).insert(PLAY0 + 1, {"type": "declare", "seat": 3, "items": []})
    only(validate(doc), PLAY0 + 1, "late_declaration", 3, "tarocchini/declare.timing")
    doc = sweep([])
    events(doc).insert(2, {"type": "declare", "seat": 0, "items": []})
    only(validate(doc), 2, "repeated_declaration", 0, "tarocchini/declare.timing")


# -- play ------------------------------------------------------------------------------------


def play_at(doc: dict[str, Any], trick: int, seat: int) -> dict[str, Any]:
    return next(
        e
        for i, e in enumerate(e for e in events(doc) if e["type"] == "play")
        if i // 4 == trick and e["seat"] == seat
    )


def test_revoke() -> None:
    doc = sweep([])
    a, b = play_at(doc, 1, 1), play_at(doc, 4, 1)  # Bruno: KS to trick 2 while holding T5 T4 T3
    a["card"], b["card"] = b["card"], a["card"]
    v = validate(doc)
    only(v, PLAY0 + 4 + 1, "revoke", 1, "tarocchini/play.follow-suit")
    assert v["deals"][0]["annotations"][0]["evidence"] == {"led": "T", "held": ["T3", "T4", "T5"], "trick": 2}


def test_trumps_led_must_be_followed() -> None:
    doc = sweep([])
    b, c = play_at(doc, 0, 2), play_at(doc, 3, 2)  # Carla: QB to trick 1 while holding T2 T1 T0
    b["card"], c["card"] = c["card"], b["card"]
    only(validate(doc), PLAY0 + 2, "revoke", 2, "tarocchini/play.follow-suit")
    doc = gioco([])
    ev = events(doc)
    i, j = GPLAY0 + 3 + 1, GPLAY0 + 6 * 3 + 1  # Franco: KB to trick 2 holding T4 … T0, T4 later
    ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]
    only(validate(doc), i, "revoke", 1, "tarocchini/play.follow-suit")


def test_must_trump_when_void() -> None:
    # play-only record: a club lead, Bruno void in clubs plays a spade and later shows a trump
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["A", "B", "C", "D"],
        "deals": [
            {
                "dealer": 3,
                "hands": None,
                "events": [
                    {"type": "play", "seat": 0, "card": "KC"},
                    {"type": "play", "seat": 1, "card": "6S"},
                    {"type": "play", "seat": 2, "card": "QC"},
                    {"type": "play", "seat": 3, "card": "NC"},
                    {"type": "play", "seat": 0, "card": "7C"},
                    {"type": "play", "seat": 1, "card": "T5"},
                    {"type": "play", "seat": 2, "card": "8C"},
                    {"type": "play", "seat": 3, "card": "9C"},
                ],
            }
        ],
    }
    v = validate(doc)
    only(v, 1, "failure_to_trump", 1, "tarocchini/play.must-trump")
    assert v["deals"][0]["annotations"][0]["evidence"] == {"led": "C", "held": ["T5"], "trick": 1}


def test_out_of_turn() -> None:
    doc = sweep([])
    ev = events(doc)
    i = PLAY0 + 4  # trick 2: Anna, Bruno, Carla, Dario; Carla plays before Bruno
    ev[i + 1], ev[i + 2] = ev[i + 2], ev[i + 1]
    only(validate(doc), i + 1, "out_of_turn", 2, "tarocchini/play.turn")


def test_card_not_in_hand() -> None:
    doc = sweep([])
    play_at(doc, 0, 3)["card"] = "10C"  # Dario laid 10C away
    only(validate(doc), PLAY0 + 3, "card_not_in_hand", 3, "tarocchini/play.card-in-hand")


def trick_only(cards: list[tuple[int, str]], **rules: Any) -> dict[str, Any]:
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules,
        "players": ["A", "B", "C", "D"],
        "deals": [
            {"dealer": 3, "hands": None, "events": [{"type": "play", "seat": s, "card": c} for s, c in cards]}
        ],
    }


@pytest.mark.parametrize("tie,winner", [("last_played", 2), ("first_played", 0)])
def test_equal_moretti(tie: str, winner: int) -> None:
    """tarocchini/deck.moretti: "последний сыгранный козырь является наивысшим в отношении взятки" (option moretti_tie)."""
    v = validate(trick_only([(0, "T3"), (1, "T0"), (2, "T1"), (3, "KS")], moretti_tie=tie))
    assert v["deals"][0]["computed"]["trick_winners"] == [winner]


def test_moretti_below_numbered_trumps_and_the_matto_never_wins() -> None:
    """tarocchini/play.trick-winner: the Moretti rank below the numbered trumps; "Дурак не является козырем, он не может побить никакие карты"."""
    v = validate(trick_only([(0, "T4"), (1, "T5"), (2, "T1"), (3, "MATTO")]))
    assert v["deals"][0]["computed"]["trick_winners"] == [1]


def test_matto_led_the_next_card_sets_the_suit() -> None:
    """tarocchini/play.matto (Ruling: led, the next card sets the suit to follow)."""
    v = validate(trick_only([(0, "MATTO"), (1, "6C"), (2, "KS"), (3, "10C")]))
    assert anns(v) == []
    assert v["deals"][0]["computed"]["trick_winners"] == [1]  # cups: 6C over 10C; KS off-suit


def test_matto_excuses_from_following() -> None:
    """tarocchini/play.matto: "Дурак освобождает игрока от следования масти"."""
    v = validate(trick_only([(0, "KC"), (1, "MATTO"), (2, "QC"), (3, "NC"), (0, "7C"), (1, "6C")]))
    assert anns(v) == []  # Bruno held 6C (he plays it next) and was excused by the Matto
    v = validate(trick_only([(0, "KC"), (1, "8S"), (2, "QC"), (3, "NC"), (0, "7C"), (1, "6C")]))
    assert anns(v) == [(1, "revoke", 1, "tarocchini/play.follow-suit")]


def test_round_suits_rank_low_pips_high() -> None:
    """tarocchini/deck.ranks, tarocchini/play.trick-winner: "Длинные масти: KQCJ 10 9 8 7 6 A", "Круглые масти: KQCJA 6 7 8 9 10"."""
    v = validate(trick_only([(0, "10D"), (1, "6D"), (2, "1D"), (3, "9D")]))
    assert v["deals"][0]["computed"]["trick_winners"] == [2]
    v = validate(trick_only([(0, "1S"), (1, "6S"), (2, "10S"), (3, "9S")]))
    assert v["deals"][0]["computed"]["trick_winners"] == [2]


# -- Ottocento scores ------------------------------------------------------------------------


def test_wrong_score_by_reason() -> None:
    doc = sweep([{"type": "score", "party": "team0", "points": 7, "reason": "last_trick"}])
    only(validate(doc), PLAY0 + 60, "wrong_score", None, "tarocchini/ottocento.score")


def test_wrong_total_from_start() -> None:
    doc = sweep(
        [
            {"type": "score", "party": "team1", "points": 10},
            {"type": "total", "party": "team1", "points": 110},
        ]
    )
    doc["start"] = {"totals": [0, 90]}
    only(validate(doc), PLAY0 + 61, "wrong_total", None, "tarocchini/ottocento.total")


@pytest.mark.parametrize(("total", "codes"), [(110, []), (100, []), (105, ["wrong_total"])])
def test_wrong_score_is_reported_once(total: int, codes: list[str]) -> None:
    """tarocchini/ottocento.total: team1's 10 written 20 — a total of the sheet's arithmetic (110) or of
    the rules (100) is not flagged again; any other total is."""
    doc = sweep(
        [
            {"type": "score", "party": "team1", "points": 20},
            {"type": "total", "party": "team1", "points": total},
        ]
    )
    doc["start"] = {"totals": [0, 90]}
    assert [c for _, c, _, _ in anns(validate(doc))] == ["wrong_score", *codes]


def test_won_on_declarations() -> None:
    """tarocchini/ottocento.game: "выиграть на объявлениях возможно, если одна команда сможет набрать 800 очков"."""
    doc = sweep(
        [
            {"type": "score", "party": "team0", "points": 80},
            {"type": "total", "party": "team0", "points": 800},
        ]
    )
    del events(doc)[PLAY0 : PLAY0 + 60]
    doc["start"] = {"totals": [720, 0]}
    v = validate(doc)
    assert v["status"] == "clean", anns(v, True)
    assert anns(v, warnings=True) == []
    assert v["deals"][0]["computed"]["mode"] == "declarations"
    assert v["deals"][0]["computed"]["game_won_by"] == "team0"


def test_after_a_won_game_totals_start_again() -> None:
    """tarocchini/ottocento.game (Ruling: after a won game the totals start again from 0)."""
    doc = sweep([{"type": "total", "party": "team0", "points": 879}])
    second = copy.deepcopy(doc["deals"][0])
    second["dealer"] = 0
    second["events"] = [{"type": "redeal", "seat": s, "reason": "monte"} for s in (1, 2, 3, 0)]
    second["events"].append({"type": "total", "party": "team0", "points": 0})
    second["hands"] = [h[:5] for h in second["hands"]]
    doc["deals"].append(second)
    v = validate(doc)
    assert v["status"] == "clean", anns(v)


# -- Terziglio -------------------------------------------------------------------------------


def test_terziglio_bid_out_of_turn_illegal_and_missing() -> None:
    doc = gioco([])
    ev = events(doc)
    ev[0], ev[1] = ev[1], ev[0]  # Franco passes before Elena
    only(validate(doc), 0, "bid_out_of_turn", 1, "tarocchini/terziglio.auction")
    doc = gioco([])
    events(doc)[2]["bid"] = "gioco"  # over Elena's gioco
    only(validate(doc), 2, "illegal_bid", 2, "tarocchini/terziglio.auction")
    doc = gioco([])
    del events(doc)[2]  # Giulia never speaks
    only(validate(doc), 2, "missing_bid", 2, "tarocchini/terziglio.auction")
    doc = gioco([])
    events(doc).insert(3, {"type": "bid", "seat": 1, "bid": "solo"})  # after the auction
    only(validate(doc), 3, "bid_out_of_turn", 1, "tarocchini/terziglio.auction")


def test_terziglio_bid_in_turn_after_a_solo() -> None:
    """tarocchini/terziglio.auction: after Elena's solo the others still speak in turn; Franco's gioco
    cannot be higher (illegal_bid, a pass) and takes his turn, so Giulia's pass is in turn (a blind
    audit found it reported as bid_out_of_turn)."""
    doc = gioco([])
    events(doc)[0]["bid"] = "solo"
    assert [a for a in anns(validate(doc)) if a[1] in ("illegal_bid", "bid_out_of_turn")] == []
    events(doc)[1]["bid"] = "gioco"
    found = [a for a in anns(validate(doc)) if a[1] in ("illegal_bid", "bid_out_of_turn", "missing_bid")]
    assert found == [(1, "illegal_bid", 1, "tarocchini/terziglio.auction")], found


def test_terziglio_overcalled_bidder_may_pass_after_the_solo() -> None:
    """tarocchini/terziglio.auction: Elena's gioco overcalled by Franco's solo; her `pass` after Giulia's
    (an auction kept in rounds) gives the same outcome and is no fault; a second one is."""
    doc = gioco([])
    ev = events(doc)
    ev[1]["bid"] = "solo"
    ev.insert(3, {"type": "bid", "seat": ev[0]["seat"], "bid": "pass"})
    v = validate(doc)
    assert [a for a in anns(v) if a[1] in ("illegal_bid", "bid_out_of_turn", "missing_bid")] == []
    assert v["deals"][0]["computed"]["declarer"] == ev[1]["seat"]
    ev.insert(4, {"type": "bid", "seat": ev[0]["seat"], "bid": "pass"})
    found = [a for a in anns(validate(doc)) if a[1] in ("illegal_bid", "bid_out_of_turn")]
    assert [a[:2] for a in found] == [(4, "bid_out_of_turn")], found


def test_terziglio_all_pass_throws_in() -> None:
    doc = gioco([])
    events(doc)[0]["bid"] = "pass"
    only(validate(doc), 3, "deal_thrown_in", 0, "tarocchini/terziglio.all-pass")
    del events(doc)[3:]
    v = validate(doc)
    assert v["status"] == "clean" and v["deals"][0]["computed"]["mode"] == "thrown_in"


def exchange(doc: dict[str, Any], take: list[str], lay: list[str]) -> None:
    events(doc)[3:3] = [
        {"type": "take", "seat": 0, "cards": take},
        {"type": "discard", "seat": 0, "cards": lay},
    ]


def test_terziglio_exchange() -> None:
    doc = gioco([])
    exchange(doc, ["NS", "JS"], ["NS", "JS"])
    assert validate(doc)["status"] == "clean"
    doc = gioco([])
    exchange(doc, ["NS", "KS"], ["NS", "JS"])  # KS is Franco's
    v = validate(doc)
    assert anns(v)[0] == (3, "illegal_take", 0, "tarocchini/terziglio.exchange")
    doc = gioco([])
    exchange(doc, ["NS"], ["NS", "JS"])  # two laid away for one taken
    assert anns(validate(doc))[0] == (4, "illegal_discard", 0, "tarocchini/terziglio.exchange")
    doc = gioco([])
    exchange(doc, ["NS"], ["T20"])  # the Angel is a 5-point card
    assert anns(validate(doc))[0] == (4, "illegal_discard", 0, "tarocchini/terziglio.exchange")
    # a take without its discard: the discard is the card of her hand she never plays (tarocchini16
    # A5); written only after the first lead, it is missing at the lead
    doc = gioco([])
    events(doc).insert(3, {"type": "take", "seat": 0, "cards": ["NS"]})
    assert anns(validate(doc)) == []
    events(doc).insert(GPLAY0 + 2, {"type": "discard", "seat": 0, "cards": ["NS"]})
    assert anns(validate(doc))[0] == (GPLAY0 + 1, "missing_discard", 0, "tarocchini/terziglio.exchange")


def test_terziglio_solo_has_no_exchange_and_the_widow_goes_to_the_last_trick() -> None:
    """tarocchini/terziglio.solo: "В solo разыгрывающий играет без обмена с колодой, которая остается скрытой и присуждается победителю последней взятки"."""
    doc = gioco([])
    events(doc)[0]["bid"] = "solo"
    del events(doc)[1:3]  # nobody speaks after a solo
    v = validate(doc)
    assert v["status"] == "clean", anns(v)
    c = v["deals"][0]["computed"]
    assert c["contract"] == "solo" and c["widow"]["widow_to"] == "opponents"
    assert c["game_points"] % 2 == 0
    events(doc).insert(1, {"type": "take", "seat": 0, "cards": ["NS"]})
    only(validate(doc), 1, "illegal_take", 0, "tarocchini/terziglio.exchange")


def test_terziglio_solo_discard_is_illegal_and_stands() -> None:
    """tarocchini/terziglio.exchange: Elena lays away 1S in her solo — illegal (solo, count), and the card
    is out of her hand: playing it in the last trick is a card she no longer holds (and a suit she laid
    away is no suit she could follow)."""
    doc = gioco([])
    events(doc)[0]["bid"] = "solo"
    del events(doc)[1:3]
    events(doc).insert(1, {"type": "discard", "seat": 0, "cards": ["1S"]})
    v = validate(doc)
    assert anns(v) == [
        (1, "illegal_discard", 0, "tarocchini/terziglio.exchange"),
        (58, "card_not_in_hand", 0, "tarocchini/play.card-in-hand"),
    ]
    assert v["deals"][0]["annotations"][0]["evidence"]["reasons"] == ["solo", "count"]


def test_terziglio_all_tricks_forty() -> None:
    """tarocchini/terziglio.all-tricks: "Подсчет очков не нужен, если одна из сторон выиграла все взятки; ей автоматически присуждается 40 игровых очков"."""
    doc = gioco([{"type": "score", "party": 0, "points": 40}])
    deal = doc["deals"][0]
    deal["hands"][0] = ELENA[:16] + ["KS", "QS"]
    deal["hands"][1] = [c if c not in ("KS", "QS") else {"KS": "6S", "QS": "1S"}[c] for c in FRANCO]
    ev = events(doc)
    last = [e for e in ev if e["type"] == "play"][-6:]
    for e, (seat, card) in zip(
        last, [(0, "QS"), (1, "6S"), (2, "9D"), (0, "KS"), (1, "1S"), (2, "10D")], strict=True
    ):
        e["seat"], e["card"] = seat, card
    v = validate(doc)
    assert v["status"] == "clean", anns(v)
    assert v["deals"][0]["computed"]["decided_by"] == "all_tricks"


def test_terziglio_wrong_score_and_total() -> None:
    doc = gioco([{"type": "score", "party": 1, "points": 13}])
    only(validate(doc), GPLAY0 + 54, "wrong_score", 1, "tarocchini/terziglio.score")
    doc = gioco([{"type": "total", "party": 0, "points": 14}])
    only(validate(doc), GPLAY0 + 54, "wrong_total", 0, "tarocchini/terziglio.total")


# -- parse-time checks -------------------------------------------------------------------------


def test_deal_sizes_and_vocabulary_reject() -> None:
    """tarocchini/ottocento.deal, tarocchini/terziglio.deal, tarocchini/deal.players: wrong sizes and counts reject the transcript."""
    doc = sweep([])
    doc["deals"][0]["hands"][1] = BRUNO[:14]
    assert ("/deals/0/hands/1", "bad_hand_size") in problems(validate(doc))
    doc = gioco([])
    doc["deals"][0]["talon"] = WIDOW[:5]
    assert ("/deals/0/talon", "bad_talon_size") in problems(validate(doc))
    doc = gioco([], widow=5)
    assert ("/deals/0/hands/0", "bad_hand_size") in problems(validate(doc))
    doc = gioco([])
    events(doc)[0]["bid"] = "grand"
    assert problems(validate(doc)) == [("/deals/0/events/0/bid", "bad_bid")]
    doc = sweep([{"type": "score", "party": "king_pool", "points": 1}])  # a seat counts for its team
    assert problems(validate(doc)) == [(f"/deals/0/events/{PLAY0 + 60}/party", "bad_party")]
    doc = sweep([])
    events(doc)[1]["items"] = [{"kind": "sequence", "of": "suit", "length": 3}]
    assert problems(validate(doc)) == [("/deals/0/events/1/items/0", "bad_value")]
    doc = sweep([])
    events(doc).insert(0, {"type": "bid", "seat": 0, "bid": "gioco"})
    assert problems(validate(doc)) == [("/deals/0/events/0/type", "event_not_in_game")]
    assert problems(validate({**gioco([]), "players": ["a", "b", "c", "d"]}))[0][1] == "bad_player_count"


def test_an_ottocento_line_written_against_a_seat_counts_for_its_team() -> None:
    """tarocchini/ottocento.sheet-seat: seat 2's declarations line is team0's; split over two seats it
    is summed; a wrong one is a wrong_score of the team; a party that is no seat still rejects."""
    path = ROOT / "tests/data/audit/tarocchini-count-edges/03-otto-per-player-declarations.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert events(doc)[65] == {"type": "score", "party": 2, "points": 18, "reason": "declarations"}
    v = validate(doc)
    assert v["status"] == "clean"
    assert any("seat 2) is counted for team0" in u for u in v["deals"][0]["unchecked"])
    split = copy.deepcopy(doc)
    events(split)[65]["points"] = 10
    events(split).insert(66, {"type": "score", "party": 0, "points": 8, "reason": "declarations"})
    assert validate(split)["status"] == "clean"
    events(split)[66]["points"] = 9
    assert anns(validate(split))[0][:2] == (65, "wrong_score")
    other = copy.deepcopy(doc)
    events(other)[65]["party"] = 1  # team1 declared nothing
    assert [a[:2] for a in anns(validate(other))] == [(65, "wrong_score")]
    events(other)[65]["party"] = 4
    assert problems(validate(other)) == [("/deals/0/events/65/party", "bad_party")]


def test_computed_declarations_are_as_the_deal_is_scored() -> None:
    """tarocchini-messages a, c4: Bruno's four kings, three held, scored as the three the sheet
    counts: his computed declaration says so and the seats add up to the team's line; a seat whose
    only declaration was late is listed too."""
    folder = ROOT / "tests/data/audit/tarocchini-messages"
    v = validate(json.loads((folder / "05-otto-false-cricca.json").read_text(encoding="utf-8")))
    c = v["deals"][0]["computed"]
    assert c["declarations"]["1"] == {"items": [{"kind": "cricca", "of": "kings", "count": 3}], "points": 17}
    assert (
        c["declarations"]["1"]["points"] + c["declarations"]["3"]["points"]
        == c["points"]["team1"]["declarations"]
    )
    v = validate(json.loads((folder / "06-otto-late-declaration.json").read_text(encoding="utf-8")))
    assert sorted(v["deals"][1]["computed"]["declarations"]) == ["0", "1", "2", "3"]


def test_the_words_say_which_figures_the_sheet_or_the_rules_give() -> None:
    """dispute-messages-5 a6, a7: a false declaration the sheet counts as far as the hand makes it is
    said in unchecked (the deal's figures are the sheet's reading); one it counts as declared is no
    reading since session 39 (readings-review K1): the rules' figures, no such note, the line a
    wrong_score; a wrong total built on a written score says so and gives the rules' figure too."""
    audit = ROOT / "tests/data/audit"
    v = validate(
        json.loads(
            (audit / "tarocchini-spec10/10-otto-declaration-partly-true.json").read_text(encoding="utf-8")
        )
    )
    assert any(
        u.startswith("a false declaration: the sheet counts it (as far as the hand makes it")
        for u in v["deals"][0]["unchecked"]
    )
    v = validate(
        json.loads(
            (audit / "dispute-messages-5/11-ottocento-false-cricca-then-sheet-counts-it.json").read_text(
                encoding="utf-8"
            )
        )
    )
    assert not any(u.startswith("a false declaration") for u in v["deals"][0].get("unchecked") or [])
    assert (69, "wrong_score") in [(a["event"], a["code"]) for a in v["deals"][0]["annotations"]]
    v = validate(
        json.loads(
            (
                ROOT / "tests/data/audit/dispute-messages-5/12-ottocento-revoke-then-total-docked.json"
            ).read_text(encoding="utf-8")
        )
    )
    total = next(a for a in v["deals"][0]["annotations"] if a["code"] == "wrong_total")
    assert total["message"].endswith(
        "plus this deal's score 321 as written; the rules' score 331 makes it 331)."
    )


def test_a_dealer_field_alone_wrong_says_whose_deal_it_is_judged() -> None:
    """tarocchini/deal.dealer-rotation (replay-narrative-2 a): Bruno holds the dealer's cards and lays
    two away, the sheet writes Dario: the wrong_dealer says only the field is wrong ("Dario dealt")."""
    path = ROOT / "tests/data/audit/one-slip-danish-tarocchini/11-ottocento-dealer-wrong.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    (a,) = [x for d in v["deals"] for x in d["annotations"] if x["code"] == "wrong_dealer"]
    assert a["message"].startswith("The dealer is written Dario")
    assert a["message"].endswith("only the dealer written is wrong, and the deal is judged from Bruno.")


def test_an_empty_take_is_rejected_with_the_way_to_write_no_exchange() -> None:
    """tarocchini/terziglio.exchange: "no exchange" is no take event; `cards: []` is pointed at."""
    doc = json.loads((ROOT / "examples/tarocchini-terziglio/clean.json").read_text(encoding="utf-8"))
    take = next(i for i, ev in enumerate(events(doc)) if ev["type"] == "take")
    events(doc)[take]["cards"] = []
    v = validate(doc)
    assert problems(v) == [(f"/deals/0/events/{take}/cards", "bad_value")]
    assert "where nothing was taken, leave the event out" in v["problems"][0]["message"]


def test_every_game_of_the_format_is_supported_and_a_missing_one_would_be_unsupported(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from validator.engine import validate as validate_module
    from validator.engine.games import GAMES, SPEC_GAMES

    assert set(SPEC_GAMES) == set(GAMES)
    # the path a game of the format without a package takes (none is left): unsupported_game
    monkeypatch.setattr(validate_module, "GAMES", {k: v for k, v in GAMES.items() if k != "galician-tarok"})
    v = validate({"format": "trick-transcript/1", "game": "galician-tarok", "players": ["a"], "deals": []})
    assert problems(v) == [("/game", "unsupported_game")]


def test_games_are_registered() -> None:
    from validator.engine.games import GAMES

    assert GAMES["tarocchini-ottocento"].describe()["players"] == {"min": 4, "max": 4}
    assert GAMES["tarocchini-terziglio"].describe()["players"] == {"min": 3, "max": 3}
    assert GIULIA and ELENA and FRANCO


def test_a_recorded_payment_is_read_and_annotated() -> None:
    """tarocchini/score.recorded-payment: the game pays nothing; a payment is annotated, not rejected."""
    doc = sweep([])
    events(doc).append({"type": "payment", "from": "team1", "to": "team0", "amount": 5})
    v = validate(doc)
    got = [(a["event"], a["code"], a["rule"]) for d in v["deals"] for a in d["annotations"]]
    at = len(events(doc)) - 1
    assert (at, "unexpected_payment", "tarocchini/score.recorded-payment") in got


def test_illegal_discard_message_names_the_card_and_why() -> None:
    """tarocchini/terziglio.exchange: the message names the card of 5 points laid away, in the
    order the record wrote the discard (tarocchini21/11)."""
    path = Path(__file__).parent / "data/audit/tarocchini21/11-terz-five-point-discard-deal3.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    (a,) = [a for d in v["deals"] for a in d["annotations"]]
    assert a["code"] == "illegal_discard" and a["evidence"]["five_point"] == ["KC"]
    assert "laid away KC 8S 8B" in a["message"] and "KC: a card of 5 points" in a["message"]


def test_a_deal_of_monte_calls_only_is_thrown_in_though_monte_is_off() -> None:
    """tarocchini/monte.redeal (ruling): with monte off the calls are bad_monte and have no effect,
    but a record holding nothing else shows a deal the table threw in: it scores nothing, and the
    totals written after it are still checked (tarocchini20/02: a wrong total in deal 1 is found)."""
    path = Path(__file__).parent / "data/audit/tarocchini20/02-terz-monte-false-all-three-ask.json"
    t = json.loads(path.read_text(encoding="utf-8"))
    total = next(e for e in t["deals"][1]["events"] if e["type"] == "total" and e["party"] == 0)
    total["points"] += 97
    v = validate(t)
    found = [(a["deal"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert found == [(0, "bad_monte")] * 3 + [(1, "wrong_total")]


def test_a_run_longer_than_the_cards_allow_is_a_false_declaration() -> None:
    """A diamond run of 6 (the suit has 5 at most): a false declaration at its event, the record
    judged, not rejected (tests/data/diff8/tarocchini-rare A1)."""
    path = Path(__file__).parent / "data/diff8/tarocchini-rare/repros/A1.json"
    t = json.loads(path.read_text(encoding="utf-8"))["transcript"]
    assert t["deals"][0]["events"][1]["items"][1] == {
        "kind": "sequence",
        "of": "suit",
        "suit": "D",
        "length": 6,
    }
    v = validate(t)
    assert v["status"] == "violations"
    assert (1, "false_declaration") in [(a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def test_a_total_carried_past_a_won_game_says_a_new_game_began() -> None:
    """tarocchini/ottocento.game (tarocchini-spec12 c2): after a team reaches 800 the next deal starts
    a new game from 0; a sheet that carries the old totals on is told so, not "previous total 0", and
    (since session 32) it is one slip, reported at the first total it writes."""
    path = Path(__file__).parent / "data/audit/tarocchini-spec12/o2-deal-after-800.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    wrong = [a for d in v["deals"] for a in d["annotations"] if a["code"] == "wrong_total"]
    assert [(a["deal"], a["event"]) for a in wrong] == [(2, 67)]
    assert all("a new game began" in a["message"] for a in wrong)
    assert all(a["evidence"]["previous"] == 0 for a in wrong)


def test_a_false_declaration_the_sheet_counts_says_so() -> None:
    """tarocchini/declare.items (tarocchini-spec13 c1; session 39, readings-review K1): a false item
    the sheet counts as declared scores nothing all the same: the finding keeps the rules' wording
    and the sheet's declarations line is a wrong_score (it was one fault read as the sheet's, the
    settlement belying "it scores nothing"); a sheet counting the item as far as the hand makes it
    is still read so, and the finding says the sheet counts what the hand makes of it."""
    audit = Path(__file__).parent / "data/audit"
    doc = json.loads((audit / "tarocchini-spec13/o12_po_false_declaration.json").read_text(encoding="utf-8"))
    v = validate(doc)
    found = [a for d in v["deals"] for a in d["annotations"]]
    assert [(a["event"], a["code"]) for a in found] == [(2, "false_declaration"), (69, "wrong_score")]
    assert found[0]["message"].endswith("; it scores nothing.")
    assert "false_declarations_counted" not in v["deals"][0]["computed"]
    # the sheet's lines dropped: the same wording
    doc["deals"][0]["events"] = [e for e in doc["deals"][0]["events"] if e["type"] not in ("score", "total")]
    found = [a for d in validate(doc)["deals"] for a in d["annotations"]]
    assert found[0]["message"].endswith("; it scores nothing.")
    v = validate(
        json.loads((audit / "tarocchini-messages/05-otto-false-cricca.json").read_text(encoding="utf-8"))
    )
    (held,) = [a for a in v["deals"][0]["annotations"] if a["code"] == "false_declaration"]
    assert "the sheet counts what the hand makes of it" in held["message"]


def test_a_signal_is_a_call_judged_only_under_after_top_card() -> None:
    """tarocchini/signals (ottocento-spec3 c1): a `call` "signal" no longer rejects the record; with
    `signals: after_top_card` a signal before the highest card of the suit led (here the Angel, trumps
    led) is illegal_signal, with `allowed` it stands; any other call is a bad value."""
    doc = json.loads((ROOT / "examples/tarocchini-ottocento/clean.json").read_text(encoding="utf-8"))
    events = doc["deals"][0]["events"]
    first = next(i for i, e in enumerate(events) if e["type"] == "play")
    signaller = events[first + 1]["seat"]
    for option, expected in (("allowed", []), ("after_top_card", [(first + 1, "illegal_signal")])):
        d = copy.deepcopy(doc)
        d["rules"] = {**d.get("rules", {}), "signals": option}
        d["deals"][0]["events"].insert(first + 1, {"type": "call", "seat": signaller, "call": "signal"})
        v = validate(d)
        assert [(a["event"], a["code"]) for dd in v["deals"] for a in dd["annotations"]] == expected
    d = copy.deepcopy(doc)
    d["deals"][0]["events"].insert(first, {"type": "call", "seat": 0, "call": "wave"})
    assert [(p["pointer"], p["code"]) for p in validate(d)["problems"]] == [
        (f"/deals/0/events/{first}/call", "bad_value")
    ]
