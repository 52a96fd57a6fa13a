"""ulti/auction.unrecorded (ulti19): the parts of a deal a record may leave out before play - the
talon exchange (take, discard), the turns (passes) - are unrecorded when not written, not missing:
what the record proves of them is inferred and judged as if written, nothing is invented, and a fault
the record proves is still found. With them: the declarer's discard counts for the defenders
(ulti/points.cards), a false 20 the plays prove (ulti/marriage.held), a laid-away card played by
another seat (ulti/play.turn), a won party decided before the record stops (ulti/ruling.play-stops).
(A7, a failure to overtake under every contract with no auction recorded: test_ulti_plays_alone.py.)
ulti21: the first bidder's compulsory opening left out is no skipped turn, even where passes are
written (A2), so the cards that came through the talon are held and those laid away are not (A1),
and no invented revoke flips a settlement (A3); a card played twice is found (A4)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from replays.sim import ulti as sim
from validator.engine.validate import validate

AUDIT = Path(__file__).parent / "data" / "audit" / "ulti19"
AUDIT21 = AUDIT.parent / "ulti21"


def load(name: str, audit: Path = AUDIT) -> dict[str, Any]:
    path = next(audit.glob(f"{name}-*.json"))
    doc: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return doc


def violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    assert v["status"] != "rejected", v.get("problems")
    return [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def without(doc: dict[str, Any], drop: Any) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    for d in doc["deals"]:
        d["events"] = [e for e in d["events"] if not drop(e)]
    return doc


def is_pass(e: dict[str, Any]) -> bool:
    return e["type"] == "bid" and e["bid"] == "pass"


def played_out(deal: dict[str, Any]) -> bool:
    return sum(1 for e in deal["events"] if e["type"] == "play") == 30


CLEAN = [
    (seed, preset)
    for seed in range(8)
    for preset in ("standard", "ultinet")
    if not violations(validate(sim.simulate(seed, preset=preset)))
]


@pytest.mark.parametrize(("seed", "preset"), CLEAN)
@pytest.mark.parametrize("hands_null", [False, True])
def test_exchange_and_passes_left_out_change_nothing(seed: int, preset: str, hands_null: bool) -> None:
    """A1, A2, A3: a clean deal with its takes, discards and passes left out (only the bids written) is
    still clean, and every played-out deal settles exactly as with the whole auction written: the
    hands at the start of play are the plays, the talon the two cards nobody plays."""
    full = sim.simulate(seed, preset=preset)
    doc = without(full, lambda e: e["type"] in ("take", "discard") or is_pass(e))
    if hands_null:
        for d in doc["deals"]:
            d["hands"] = None
    v = validate(doc)
    assert violations(v) == []
    w = validate(full)
    for d, dv, dw in zip(doc["deals"], v["deals"], w["deals"], strict=True):
        if played_out(d) and dw["computed"].get("talon"):
            assert sorted(dv["computed"]["talon"]) == sorted(dw["computed"]["talon"])
            assert dv["settlement"]["expected"] == dw["settlement"]["expected"]


def test_written_passes_keep_a_skipped_turn_out_of_turn() -> None:
    """A3 ruling: a record that writes passes writes the turns; one that writes none leaves them
    unrecorded. The first bidder's opening left out before the only bid written is no fault, with
    passes written or not (ulti21 A2); a turn skipped after the first written act still is."""
    doc = load("15")
    assert violations(validate(doc)) == []
    with_pass = copy.deepcopy(doc)
    with_pass["deals"][0]["events"].insert(1, {"type": "bid", "seat": 2, "bid": "pass"})
    assert violations(validate(with_pass)) == []
    skipped = copy.deepcopy(doc)
    skipped["deals"][0]["events"].insert(1, {"type": "bid", "seat": 0, "bid": "pass"})
    found = violations(validate(skipped))
    assert (0, 1, "out_of_turn") in found
    assert (0, 0, "out_of_turn") not in found


def test_a_bid_without_its_exchange_is_illegal_when_the_record_writes_exchanges() -> None:
    """A1 ruling: the exchange is one part; a record that writes a take or discard writes it."""
    doc = load("02")
    assert violations(validate(doc)) == []
    events = doc["deals"][0]["events"]
    doc["deals"][0]["events"] = [
        {"type": "discard", "seat": 2, "cards": ["10S", "QC"]},
        {"type": "bid", "seat": 2, "bid": {"goals": ["party"], "red": False}},
        *events,
    ]
    found = violations(validate(doc))
    assert (0, 2, "illegal_bid") in found


def test_an_opening_left_out_still_proves_a_bid_too_low() -> None:
    """A fault the record proves: plain party after an unrecorded opening beats no opening bid."""
    doc = load("03")
    doc["deals"][0]["events"][0]["bid"] = {"goals": ["party"], "red": False}
    assert (0, 0, "illegal_bid") in violations(validate(doc))


def test_the_discard_nobody_plays_counts_for_the_defenders() -> None:
    """A2: "親が捨てた 2 枚のカードの点は子のものです"; 10S 10C, never played, are the talon."""
    v = validate(load("03"))
    assert violations(v) == []
    c = v["deals"][0]["computed"]
    assert sorted(c["talon"]) == ["10C", "10S"]
    assert (c["card_points"]["declarer"], c["card_points"]["defenders"]) == (40, 50)
    assert any("two cards nobody plays" in u for u in v["deals"][0]["unchecked"])


def test_a_false_twenty_proved_by_the_plays() -> None:
    """A4: a passer's ten plays are his whole hand; Béla's hold no king, his 20 is false."""
    v = validate(load("08"))
    assert violations(v) == [(0, 7, "false_marriage")]
    assert v["deals"][0]["computed"]["marriages"] == [0, 0, 20]


def test_a_card_laid_away_then_played_by_another_seat() -> None:
    """A5: the 10D Csilla laid away stays in the talon; Anna cannot play it, and it counts once."""
    v = validate(load("11"))
    assert violations(v) == [(0, 34, "card_not_in_hand")]
    pts = v["deals"][0]["computed"]["card_points"]
    assert pts["declarer_cards"] + pts["defenders_cards"] == 90


def test_a_party_already_won_when_the_record_stops_is_settled() -> None:
    """A6: Béla's 50 after seven tricks beats anything the defenders can reach, no pair and no
    silent bonus is left: the party is won and the wrong payment is found."""
    assert violations(validate(load("13b"))) == [(0, 27, "wrong_payment")]
    v = validate(load("06"))
    assert violations(v) == []
    assert v["deals"][0]["settlement"]["expected"] == {"0": 2, "1": -1, "2": -1}


def test_a_party_not_yet_decided_stays_unsettled() -> None:
    """A6, the other side: cut 06 after four tricks and the party is still open."""
    doc = load("06")
    events = doc["deals"][0]["events"]
    plays = [i for i, e in enumerate(events) if e["type"] == "play"]
    doc["deals"][0]["events"] = events[: plays[11] + 1]
    v = validate(doc)
    assert [a["code"] for a in v["deals"][0]["annotations"]] == ["incomplete_play"]
    assert v["deals"][0]["settlement"]["expected"] == {}


def load21(name: str) -> dict[str, Any]:
    return load(name, AUDIT21)


@pytest.mark.parametrize("name", ["01", "03b", "05b", "09", "12"])
def test_the_first_bidders_opening_left_out_is_no_skipped_turn(name: str) -> None:
    """ulti21 A2: 「配り手の右隣の人は,12 枚の手札から 2 枚の不要札を伏せて場に捨ててから目標とするゲーム
    種別をいいます」: the first bidder lays two away and bids, he cannot pass; the talon a later seat
    takes exists only after that. A record whose first auction act is another seat's (a take, a bid
    or a pass) begins after that opening: not out of turn, though the record writes passes."""
    found = violations(validate(load21(name)))
    assert not [f for f in found if f[2] == "out_of_turn"], found


@pytest.mark.parametrize(("name", "found"), [("01", []), ("03b", []), ("07", [(0, 17, "revoke")])])
def test_cards_through_an_unwritten_talon_are_held(name: str, found: list[tuple[int, int, str]]) -> None:
    """ulti21 A1: the bidder after the opening took 「伏せられた 2 枚のカード」, the first bidder's two laid
    away: the cards his written take names (01: 7D 9D, 07: KC QS), or with no exchange written the
    cards he plays that were dealt to the first bidder (03b: Béla's 9H), are his; the planted revoke
    (07) is still found."""
    assert violations(validate(load21(name))) == found


def test_a_take_out_of_turn_still_takes_the_cards_it_names() -> None:
    """ulti21 A1: Anna's pass written first (Béla's opening and Csilla's pass before it unrecorded),
    then Csilla takes out of turn, skipping Béla: one fault; 7D 9D, named by her take, are hers."""
    doc = load21("01")
    doc["deals"][0]["events"].insert(0, {"type": "bid", "seat": 0, "bid": "pass"})
    assert violations(validate(doc)) == [(0, 1, "out_of_turn")]


def test_no_invented_revoke_flips_a_lost_red_party() -> None:
    """ulti21 A1, A3: 05b deal 0 - Béla holds no 8D (Csilla took it), so no follow fault and no revoke
    penalty; Csilla's red party is lost (10 against 80): [+2, +2, -4], totals as written."""
    v = validate(load21("05b"))
    assert violations(v) == []
    assert v["deals"][0]["settlement"]["expected"] == {"0": 2, "1": 2, "2": -4}


@pytest.mark.parametrize(("name", "event"), [("09", 22), ("09b", 26)])
def test_a_card_played_twice_is_found(name: str, event: int) -> None:
    """ulti21 A4: 「4 つの印ごとに A, K, Q, J, 10, 9, 8, 7 の 32 枚」 - each card exists once. Anna plays
    JS (taken from Csilla's discard) in trick 2; Csilla's JS later is a card she cannot hold, with
    the auction left out (09) or written (09b), the hands not given."""
    v = validate(load21(name))
    assert violations(v) == [(0, event, "card_not_in_hand")]
    (a,) = [a for a in v["deals"][0]["annotations"] if a["code"] == "card_not_in_hand"]
    assert a["evidence"] == {"card": "JS", "played_before": {"seat": 0, "trick": 2}}
