"""Rage and Danish Tarok against the public contract (/work/shared/spec/transcript-format.md), read as an
outside writer reads it: every form the contract allows for the envelope, the events, the cards, play-only
records and the two games' vocabularies is accepted and read as the contract defines it, and every field
of the contract's verdict example is present with the meaning given there.

Legal sessions come from the simulators; each test changes only the form under test.
"""

from __future__ import annotations

import copy
import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from replays.sim import danish_tarok as dsim
from replays.sim import rage as rsim
from validator.engine.validate import validate, validate_bytes

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"

RAGE_OPTIONS = ("plus_minus_one", "hidden_bid", "secret_bid", "durch")
DANISH_REASONS = (
    "foundation refill deal_fee declaration king_lost pagat_lost pagat_trick tout nolo pagat_ultimo "
    "king_ultimo pagat_przydupek king_przydupek last_trick card_points penalty session_end"
).split()


def rage_doc() -> dict[str, Any]:
    """One clean ten-card Rage round, three players, no variant; score and total events recorded."""
    return rsim.simulate(5, players=3, rounds=1, plus_minus_one=False)


def danish_doc(seed: int = 1, players: int | None = None) -> dict[str, Any]:
    """One clean Danish Tarok deal with every payment recorded (seed 1: three players, Tout announced)."""
    return dsim.simulate(seed, players=players, deals=1)


MAKERS = {"rage": rage_doc, "danish-tarok": danish_doc}


def example(game: str, name: str) -> dict[str, Any]:
    doc: dict[str, Any] = json.loads((EXAMPLES / game / name).read_text(encoding="utf-8"))
    return doc


def annotations(v: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for d in v["deals"] for a in d["annotations"]]


def codes(v: dict[str, Any]) -> list[str]:
    return [a["code"] for a in annotations(v)]


def problems(v: dict[str, Any]) -> list[tuple[str, str]]:
    return [(p["pointer"], p["code"]) for p in v.get("problems") or []]


def clean(doc: dict[str, Any]) -> dict[str, Any]:
    v = validate(doc)
    assert v["status"] == "clean", v.get("problems") or annotations(v)
    return v


def accepted(doc: dict[str, Any]) -> dict[str, Any]:
    v = validate(doc)
    assert v["status"] in ("clean", "violations"), v.get("problems")
    return v


def events(doc: dict[str, Any], deal: int = 0) -> list[dict[str, Any]]:
    evs: list[dict[str, Any]] = doc["deals"][deal]["events"]
    return evs


# -- Envelope ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(MAKERS))
@pytest.mark.parametrize("rules", ["absent", {}, {"preset": "standard"}])
def test_rules_absent_empty_or_the_standard_preset_resolve_to_every_option(game: str, rules: Any) -> None:
    doc = MAKERS[game]()
    if rules == "absent":
        doc.pop("rules", None)
    else:
        doc["rules"] = rules
    v = clean(doc)
    assert v["rules"]["preset"] == "standard"
    if game == "rage":
        assert v["rules"] == {"preset": "standard", **dict.fromkeys(RAGE_OPTIONS, False)}
    else:
        assert len(v["rules"]) > 1  # every option, resolved


def test_rage_the_four_boolean_options_are_overrides_and_come_back_resolved() -> None:
    doc = rage_doc()
    doc["rules"] = {"preset": "standard", **dict.fromkeys(RAGE_OPTIONS, True)}
    v = accepted(doc)
    assert v["rules"] == {"preset": "standard", **dict.fromkeys(RAGE_OPTIONS, True)}


@pytest.mark.parametrize("game", sorted(MAKERS))
def test_an_unknown_option_is_an_error_that_lists_the_valid_ones(game: str) -> None:
    doc = MAKERS[game]()
    doc["rules"] = {"preset": "standard", "no_such_option": True}
    v = validate(doc)
    assert v["status"] == "rejected"
    assert problems(v) == [("/rules/no_such_option", "unknown_option")]
    valid = RAGE_OPTIONS if game == "rage" else ("revoke_penalty", "failed_tout_penalty")
    assert all(o in v["problems"][0]["message"] for o in valid)


def test_an_unknown_preset_is_an_error_that_lists_the_valid_ones() -> None:
    doc = rage_doc()
    doc["rules"] = {"preset": "tournament"}
    v = validate(doc)
    assert problems(v) == [("/rules/preset", "unknown_preset")]
    assert "standard" in v["problems"][0]["message"]


def test_an_unknown_option_value_is_an_error_with_its_pointer() -> None:
    doc = rage_doc()
    doc["rules"] = {"durch": "yes"}
    v = validate(doc)
    assert problems(v) == [("/rules/durch", "bad_option_value")]


def test_the_valid_values_of_a_boolean_option_are_listed_as_json() -> None:
    doc = rage_doc()
    doc["rules"] = {"durch": "yes"}
    message = validate(doc)["problems"][0]["message"]
    assert message == 'durch may be false, true; not "yes".'


def test_rage_start_totals_carry_into_the_running_totals() -> None:
    doc = rage_doc()
    doc["start"] = {"totals": [10, 20, 30]}
    for ev in events(doc):
        if ev["type"] == "total":
            ev["points"] += [10, 20, 30][ev["party"]]
    v = clean(doc)
    scores = v["deals"][0]["computed"]["scores"]
    assert v["deals"][0]["computed"]["totals"] == [10 + scores[0], 20 + scores[1], 30 + scores[2]]


def test_rage_start_totals_not_carried_by_the_sheet_is_a_wrong_total() -> None:
    doc = rage_doc()
    doc["start"] = {"totals": [10, 0, 0]}
    v = validate(doc)
    assert codes(v) == ["wrong_total"] and annotations(v)[0]["seat"] == 0


def test_danish_start_pools_carry_in_and_no_foundation_is_due() -> None:
    doc = danish_doc()
    doc["start"] = {"pools": {"pagat_pool": 60, "king_pool": 135}}
    doc["deals"][0]["events"] = [e for e in events(doc) if e["type"] != "payment"]  # payments are optional
    v = clean(doc)
    computed = v["deals"][0]["computed"]
    assert not [p for p in computed["payments"] if p["reason"] == "foundation"]
    assert [(p["to"], p["reason"]) for p in computed["payments"][:2]] == [
        ("pagat_pool", "deal_fee"),
        ("king_pool", "deal_fee"),
    ]
    # without start, the session starts fresh: foundations are due
    doc.pop("start")
    v = validate(doc)
    assert any(p["reason"] == "foundation" for p in v["deals"][0]["computed"]["payments"])


@pytest.mark.parametrize("game", sorted(MAKERS))
@pytest.mark.parametrize(
    "meta",
    ["free text", 3, None, [1, {"a": [2]}], {"event": "Club night", "table": 3, "date": "2026-11-20"}],
)
def test_meta_is_echoed_verbatim(game: str, meta: Any) -> None:
    doc = MAKERS[game]()
    doc["meta"] = copy.deepcopy(meta)
    assert clean(doc)["meta"] == meta
    doc["deals"][0]["dealer"] = 99  # rejected verdicts echo it too
    v = validate(doc)
    assert v["status"] == "rejected" and v["meta"] == meta


@pytest.mark.parametrize("game", sorted(MAKERS))
def test_an_unknown_top_level_field_is_rejected_with_its_pointer(game: str) -> None:
    doc = MAKERS[game]()
    doc["tournament"] = "Prague open"
    v = validate(doc)
    assert v["status"] == "rejected"
    assert problems(v) == [("/tournament", "unknown_field")]


# -- Events in general --------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(MAKERS))
def test_t_and_note_are_allowed_on_every_event(game: str) -> None:
    doc = MAKERS[game]()
    for i, ev in enumerate(events(doc)):
        ev["t"] = f"2026-11-20T19:{i // 60:02d}:{i % 60:02d}+01:00"
        ev["note"] = "written by the table"
    assert {e["type"] for e in events(doc)} >= (
        {"bid", "play", "score", "total"} if game == "rage" else {"play"}
    )
    clean(doc)


@pytest.mark.parametrize("game", sorted(MAKERS))
def test_an_unknown_event_type_or_field_is_an_error_with_its_pointer(game: str) -> None:
    doc = MAKERS[game]()
    events(doc).insert(0, {"type": "shuffle", "seat": 0})
    assert problems(validate(doc)) == [("/deals/0/events/0/type", "unknown_event_type")]
    doc = MAKERS[game]()
    events(doc)[1]["by"] = "Anička"
    assert problems(validate(doc)) == [("/deals/0/events/1/by", "unknown_field")]


def test_rage_score_with_a_reason_is_read() -> None:
    doc = rage_doc()
    for ev in events(doc):
        if ev["type"] == "score":
            ev["reason"] = "round"
    clean(doc)
    # and its points are checked
    next(e for e in events(doc) if e["type"] == "score")["points"] += 1
    # the total written after it is still the total by the rules: only the score is wrong
    # (rage/score.total); a total that is neither the sheet's sum nor the rules' is wrong too
    assert sorted(codes(validate(doc))) == ["wrong_score"]
    next(e for e in events(doc) if e["type"] == "total")["points"] += 2
    assert sorted(codes(validate(doc))) == ["wrong_score", "wrong_total"]


def test_rage_a_recorded_penalty_is_checked_not_rejected() -> None:
    doc = rage_doc()
    events(doc).append({"type": "penalty", "party": 1, "code": "revoke", "amount": 5})
    v = validate(doc)
    assert v["status"] == "violations" and codes(v) == ["unexpected_penalty"]


@pytest.mark.parametrize("reason", DANISH_REASONS)
def test_danish_every_payment_reason_of_the_contract_is_accepted(reason: str) -> None:
    doc = danish_doc()
    events(doc).append({"type": "payment", "from": 1, "to": "pagat_pool", "amount": 5, "reason": reason})
    v = accepted(doc)
    assert v["status"] == "violations"  # a payment the rules do not call for is checked


def test_danish_payment_reason_is_optional_and_an_unknown_reason_is_an_error() -> None:
    doc = danish_doc()
    for ev in events(doc):
        ev.pop("reason", None)
    clean(doc)
    events(doc)[0]["reason"] = "tip"
    assert problems(validate(doc)) == [("/deals/0/events/0/reason", "bad_value")]


def test_danish_parties_are_seats_and_the_two_pools() -> None:
    doc = danish_doc()
    evs = events(doc)
    assert {e["to"] for e in evs if e["type"] == "payment"} >= {"pagat_pool", "king_pool"}
    for ev in evs:  # seats written as strings, as the verdict keys them, are read as seats
        if ev["type"] == "payment" and isinstance(ev["from"], int):
            ev["from"] = str(ev["from"])
    clean(doc)
    evs[0]["to"] = "pool"
    assert problems(validate(doc)) == [("/deals/0/events/0/to", "bad_party")]


def revoke_session() -> tuple[dict[str, Any], dict[str, Any]]:
    """A Danish deal with a planted revoke whose §18 fine is paid into both pools."""
    doc, planted = dsim.inject(dsim.simulate(0, players=3, deals=1), "revoke", random.Random(0))  # type: ignore[misc]
    return doc, planted


def test_danish_a_recorded_penalty_for_the_fined_player_is_accepted() -> None:
    doc, planted = revoke_session()
    v = validate(doc)
    (revoke,) = annotations(v)
    fine = revoke["penalty"]["payments"][0]["amount"]
    events(doc).append({"type": "penalty", "party": revoke["seat"], "code": "revoke", "amount": fine})
    v = validate(doc)
    assert codes(v) == ["revoke"]
    # without amount as well
    events(doc)[-1].pop("amount")
    assert codes(validate(doc)) == ["revoke"]
    # a wrong amount is checked
    events(doc)[-1]["amount"] = fine + 1
    assert sorted(codes(validate(doc))) == ["revoke", "wrong_penalty"]


@pytest.mark.parametrize("party", [0, "pagat_pool"])
def test_danish_a_recorded_penalty_without_an_irregularity_is_checked(party: Any) -> None:
    doc = danish_doc()
    events(doc).append({"type": "penalty", "party": party, "code": "revoke", "t": "19:30", "note": "x"})
    v = validate(doc)
    assert codes(v) == ["unexpected_penalty"]
    assert annotations(v)[0]["event"] == len(events(doc)) - 1


def test_danish_score_and_total_are_read_and_checked() -> None:
    doc = danish_doc()
    computed = validate(doc)["deals"][0]["computed"]
    for s, pts in enumerate(computed["card_points"]):
        events(doc).append({"type": "score", "party": s, "points": pts, "reason": "card_points"})
    clean(doc)
    events(doc)[-1]["points"] += 1
    assert codes(validate(doc)) == ["wrong_score"]


# -- Cards --------------------------------------------------------------------------------------------------


def lower_cards(doc: dict[str, Any]) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    for deal in doc["deals"]:
        if deal.get("hands"):
            deal["hands"] = [[c.lower() for c in h] for h in deal["hands"]]
        if deal.get("talon"):
            deal["talon"] = [c.lower() for c in deal["talon"]]
        for ev in deal["events"]:
            if "card" in ev:
                ev["card"] = ev["card"].lower()
            if "cards" in ev:
                ev["cards"] = [c.lower() for c in ev["cards"]]
            if "named" in ev:
                ev["named"] = ev["named"].lower()
    return doc


@pytest.mark.parametrize("game", ["rage", "danish-tarok"])
def test_lower_case_codes_give_the_same_verdict_with_canonical_codes(game: str) -> None:
    doc = example(game, "revoke.json")
    low = lower_cards(doc)
    assert json.dumps(low) != json.dumps(doc)
    a, b = validate(doc), validate(low)
    a.pop("transcript_sha256")
    b.pop("transcript_sha256")
    assert a == b and a["status"] == "violations"
    (revoke,) = annotations(b)
    held = revoke["evidence"]["held"]
    assert held and all(c == c.upper() for c in held)  # canonical on output


def test_rage_wild_and_colour_codes_in_any_case() -> None:
    doc = rage_doc()
    text = json.dumps(doc)
    for code in ("WILD", "R15", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"):
        text = text.replace(f'"{code}"', f'"{code.capitalize()}"')
    clean(json.loads(text))


def test_rage_value_first_codes_read_as_the_colour_first_cards() -> None:
    """rage/deck.cards: the format's general rule puts the suit last ("15R"); its Rage row writes
    the colour first ("R15"). Both are the same card; the verdict writes the row's form."""
    doc = example("rage", "revoke.json")
    flipped = copy.deepcopy(doc)

    def flip(code: str) -> str:
        return code[1:] + code[0] if code[0] in "RBGYPO" and code[1:].isdigit() else code

    for deal in flipped["deals"]:
        deal["hands"] = [[flip(c) for c in h] for h in deal["hands"]]
        deal["talon"] = [flip(c) for c in deal["talon"]]
        for ev in deal["events"]:
            if "card" in ev:
                ev["card"] = flip(ev["card"])
    assert "15R" in json.dumps(flipped) or "0B" in json.dumps(flipped)
    a, b = validate(doc), validate(flipped)
    a.pop("transcript_sha256")
    b.pop("transcript_sha256")
    assert a == b and a["status"] == "violations"


@pytest.mark.parametrize("alias", ["FOOL", "fool", "Joker", "joker"])
def test_danish_fool_and_joker_in_any_case(alias: str) -> None:
    doc = danish_doc(6)  # the Joker is demanded and played
    text = json.dumps(doc)
    assert '"JOKER"' in text
    clean(json.loads(text.replace('"JOKER"', f'"{alias}"')))


def test_danish_t21_kh_in_lower_case() -> None:
    doc = lower_cards(danish_doc())
    assert "t21" in json.dumps(doc) and "kh" in json.dumps(doc)
    clean(doc)


def test_rage_card_dealt_twice_and_unknown_card_are_each_rejected_with_pointers() -> None:
    doc = rage_doc()
    hands = doc["deals"][0]["hands"]
    hands[1][2] = hands[0][1]  # a colour card exists once
    hands[2][0] = "R16"
    v = validate(doc)
    assert v["status"] == "rejected"
    assert sorted(problems(v)) == [
        ("/deals/0/hands/1/2", "duplicate_card"),
        ("/deals/0/hands/2/0", "unknown_card"),
    ]


def test_rage_a_third_wild_is_a_card_dealt_too_often() -> None:
    doc = rage_doc()
    deal = doc["deals"][0]
    assert deal["hands"][2][0] == "WILD"
    deal["hands"][0][0] = deal["hands"][1][0] = "WILD"  # three in the hands, the deck holds two
    # with the one in the stock four: each copy beyond the deck's two is pointed at (diff7 spec C1)
    assert problems(validate(doc)) == [
        ("/deals/0/hands/2/0", "duplicate_card"),
        ("/deals/0/talon/11", "duplicate_card"),
    ]


def test_danish_card_dealt_twice_and_unknown_card_are_rejected_with_pointers() -> None:
    doc = danish_doc()
    hands = doc["deals"][0]["hands"]
    hands[1][3] = hands[0][0]
    hands[2][5] = "ZZ"
    assert sorted(problems(validate(doc))) == [
        ("/deals/0/hands/1/3", "duplicate_card"),
        ("/deals/0/hands/2/5", "unknown_card"),
    ]


def test_every_problem_is_listed_across_deals() -> None:
    """An unknown card in one deal does not hide a short hand in the next."""
    doc = danish_doc()
    doc["deals"].append(copy.deepcopy(doc["deals"][0]))
    doc["deals"][0]["hands"][2][5] = "ZZ"
    doc["deals"][1]["hands"][1].pop()
    assert sorted(problems(validate(doc))) == [
        ("/deals/0/hands/2/5", "unknown_card"),
        ("/deals/1/hands/1", "bad_hand_size"),
    ]


@pytest.mark.parametrize("game", sorted(MAKERS))
def test_a_wrong_hand_size_is_rejected_with_its_pointer(game: str) -> None:
    doc = MAKERS[game]()
    doc["deals"][0]["hands"][1].pop()
    assert problems(validate(doc)) == [("/deals/0/hands/1", "bad_hand_size")]


def test_every_problem_is_listed_unknown_card_and_wrong_hand_size_together() -> None:
    doc = danish_doc()
    hands = doc["deals"][0]["hands"]
    hands[2][5] = "ZZ"
    hands[1].pop()
    assert sorted(problems(validate(doc))) == [
        ("/deals/0/hands/1", "bad_hand_size"),
        ("/deals/0/hands/2/5", "unknown_card"),
    ]


# -- Play-only records --------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", sorted(MAKERS))
def test_play_only_record_is_accepted_and_says_what_was_not_checked(game: str) -> None:
    doc = MAKERS[game]()
    doc["deals"][0]["hands"] = None
    v = clean(doc)
    assert v["deals"][0]["unchecked"]


def test_danish_play_only_with_four_players() -> None:
    doc = danish_doc(5)
    assert [len(h) for h in doc["deals"][0]["hands"]] == [0, 25, 28, 25]
    doc["deals"][0]["hands"] = None
    clean(doc)


@pytest.mark.parametrize("game", sorted(MAKERS))
def test_play_only_a_revoke_the_record_proves_is_reported(game: str) -> None:
    doc = example(game, "revoke.json")
    full = validate(doc)
    for deal in doc["deals"]:
        deal["hands"] = None
    v = validate(doc)
    assert codes(v) == ["revoke"]
    assert [(a["deal"], a["event"], a["seat"]) for a in annotations(v)] == [
        (a["deal"], a["event"], a["seat"]) for a in annotations(full)
    ]


# -- Rage vocabulary ----------------------------------------------------------------------------------------

CONTRACT_EXAMPLE = {
    "format": "trick-transcript/1",
    "game": "rage",
    "rules": {"preset": "standard", "plus_minus_one": True},
    "players": ["Anička", "Bohouš", "Katka", "Dalibor"],
    "start": {"totals": [0, 0, 0, 0]},
    "meta": {"event": "Club night", "table": 3, "date": "2026-11-20"},
    "deals": [
        {
            "dealer": 3,
            "hands": [
                ["R15", "B3", "WILD"],
                ["Y0", "G7", "MINUS5"],
                ["P12", "O1", "R2"],
                ["B9", "B14", "G0"],
            ],
            "talon": ["G5", "CHANGE", "Y11"],
            "events": [
                {"type": "bid", "seat": 0, "bid": 1},
                {"type": "play", "seat": 0, "card": "WILD", "named": "R"},
                {"type": "score", "party": 0, "points": 11},
            ],
        }
    ],
}


def test_rage_the_contract_example_is_replayed_not_rejected() -> None:
    v = validate(copy.deepcopy(CONTRACT_EXAMPLE))
    assert v["status"] == "violations"
    assert v["meta"] == CONTRACT_EXAMPLE["meta"]
    assert v["rules"]["plus_minus_one"] is True
    computed = v["deals"][0]["computed"]
    assert computed["cards"] == 3 and computed["trumps"][0] == "G"  # the stock's first card is turned
    # the three players who did not bid; the round is not played out, so its scores are not checked
    assert sorted(codes(v)) == ["incomplete_round", "missing_bid", "missing_bid", "missing_bid"]
    assert v["deals"][0]["unchecked"]


def test_rage_the_contract_example_played_out_is_clean() -> None:
    doc = copy.deepcopy(CONTRACT_EXAMPLE)
    doc["deals"][0]["events"] = [
        {"type": "bid", "seat": 0, "bid": 1},
        {"type": "bid", "seat": 1, "bid": 0},
        {"type": "bid", "seat": 2, "bid": 1},
        {"type": "bid", "seat": 3, "bid": 0},
        # trump green (G5); the WILD stands for red, the highest red
        {"type": "play", "seat": 0, "card": "WILD", "named": "R"},
        {"type": "play", "seat": 1, "card": "Y0"},
        {"type": "play", "seat": 2, "card": "R2"},
        {"type": "play", "seat": 3, "card": "B9"},
        {"type": "play", "seat": 0, "card": "R15"},
        {"type": "play", "seat": 1, "card": "MINUS5"},
        {"type": "play", "seat": 2, "card": "P12"},
        {"type": "play", "seat": 3, "card": "B14"},
        {"type": "play", "seat": 0, "card": "B3"},
        {"type": "play", "seat": 1, "card": "G7"},
        {"type": "play", "seat": 2, "card": "O1"},
        {"type": "play", "seat": 3, "card": "G0"},
    ]
    v = validate(doc)
    computed = v["deals"][0]["computed"]
    assert computed["tricks"] == [2, 1, 0, 0]
    for s, pts in enumerate(computed["scores"]):
        doc["deals"][0]["events"].append({"type": "score", "party": s, "points": pts})
    for s, pts in enumerate(computed["totals"]):
        doc["deals"][0]["events"].append({"type": "total", "party": s, "points": pts})
    clean(doc)


def test_rage_bid_is_an_integer_and_out_of_range_is_a_violation() -> None:
    doc = rage_doc()
    bid = next(e for e in events(doc) if e["type"] == "bid")
    bid["bid"] = 11  # ten cards in hand
    assert "bid_out_of_range" in codes(validate(doc))
    bid["bid"] = "pass"
    assert problems(validate(doc)) == [("/deals/0/events/0/bid", "bad_bid")]


def test_rage_wild_carries_named_and_only_a_colour_letter() -> None:
    doc = copy.deepcopy(CONTRACT_EXAMPLE)
    doc["deals"][0]["events"][1]["named"] = "H"
    assert problems(validate(doc)) == [("/deals/0/events/1/named", "bad_value")]


# -- Danish vocabulary --------------------------------------------------------------------------------------


def items_of(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [i for e in events(doc) if e["type"] == "declare" for i in e["items"]]


@pytest.mark.parametrize(
    ("seed", "kind", "form"),
    [
        (1, "trumps", None),
        (7, "matadors", None),
        (9, "cavalry", "full"),
        (63, "cavalry", "rich"),
        (6, "cavalry", "half"),
        (1, "kings", "full"),
        (434, "kings", "rich"),
        (33, "kings", "half"),
    ],
)
def test_danish_declaration_items_in_the_contract_forms(seed: int, kind: str, form: str | None) -> None:
    doc = danish_doc(seed)
    mine = [i for i in items_of(doc) if i["kind"] == kind and i.get("form") == form]
    assert mine
    if form == "half":
        assert all("missing" in i for i in mine)
    clean(doc)
    assert any(e["type"] == "declare" and e["items"] == [] for e in events(doc))  # [] is pass


def test_danish_tout_announced_by_the_dealer_before_the_discard() -> None:
    doc = danish_doc(1)
    evs = events(doc)
    k = next(i for i, e in enumerate(evs) if e["type"] == "announce")
    assert evs[k]["items"] == ["tout"] and evs[k + 1]["type"] == "discard"
    assert evs[k]["seat"] == evs[k + 1]["seat"] == doc["deals"][0]["dealer"]
    clean(doc)


@pytest.mark.parametrize(("seed", "suit"), [(8, "H"), (18, "D"), (17, "S"), (24, "C"), (42, "T")])
def test_danish_joker_led_names_a_suit_or_trumps(seed: int, suit: str) -> None:
    doc = danish_doc(seed)
    assert any(e.get("card") == "JOKER" and e.get("named") == suit for e in events(doc))
    clean(doc)


def test_danish_joker_demand_call() -> None:
    doc = danish_doc(6)
    assert {"type": "call", "seat": 1, "call": "joker"} in events(doc)
    clean(doc)


def test_danish_void_and_name_joker_calls_are_read() -> None:
    doc = danish_doc(8)  # the Joker is led naming hearts
    evs = events(doc)
    k = next(i for i, e in enumerate(evs) if e.get("card") == "JOKER" and e.get("named"))
    second = evs[k + 1]["seat"]
    third = evs[k + 2]["seat"]
    evs.insert(k + 1, {"type": "call", "seat": second, "call": "void"})
    evs.insert(k + 3, {"type": "call", "seat": third, "call": "name_joker", "named": "S"})
    accepted(doc)
    evs[k + 3]["named"] = "X"
    assert problems(validate(doc)) == [(f"/deals/0/events/{k + 3}/named", "bad_value")]


def test_danish_redeal_for_no_trumps() -> None:
    doc = danish_doc(21)
    assert {"type": "redeal", "seat": 2, "reason": "no_trumps"} in events(doc)
    clean(doc)


def test_danish_skat_discard_with_shown_is_read() -> None:
    doc = danish_doc(1)
    discard = next(e for e in events(doc) if e["type"] == "discard")
    assert discard["seat"] == doc["deals"][0]["dealer"] and len(discard["cards"]) == 3
    discard["shown"] = True
    accepted(doc)
    discard["shown"] = "yes"
    assert [c for _, c in problems(validate(doc))] == ["bad_value"]


def test_danish_four_players_the_sitter_holds_no_cards() -> None:
    doc = danish_doc(5)
    deal = doc["deals"][0]
    sitter = (deal["dealer"] + 2) % 4
    assert deal["hands"][sitter] == []
    v = clean(doc)
    assert v["deals"][0]["computed"]["sitting_out"] == sitter
    deal["hands"][sitter] = [deal["hands"][(sitter + 1) % 4][-1]]  # a card dealt twice
    assert (f"/deals/0/hands/{sitter}", "bad_hand_size") in problems(validate(doc))
    # the card moved, the deck whole: a misdeal the game classes (danish-tarok/18.misdeal)
    deal["hands"][(sitter + 1) % 4].pop()
    v = validate(doc)
    assert "misdeal" in [a["code"] for d in v["deals"] for a in d["annotations"]]


# -- The verdict --------------------------------------------------------------------------------------------


def test_verdict_has_every_field_of_the_contract_example() -> None:
    doc, _ = revoke_session()
    v = validate(doc)
    assert set(v) >= {
        "format",
        "status",
        "game",
        "rules",
        "transcript_sha256",
        "engine",
        "meta",
        "summary",
        "deals",
    }
    assert (v["format"], v["status"], v["game"]) == ("trick-verdict/1", "violations", "danish-tarok")
    assert v["rules"]["preset"] == "standard" and "revoke_penalty" in v["rules"]
    assert len(v["transcript_sha256"]) == 64 and int(v["transcript_sha256"], 16) >= 0
    assert set(v["engine"]) >= {"name", "version"}
    assert v["summary"]["violations"] == 1 and v["summary"]["by_code"] == {"revoke": 1}
    (a,) = annotations(v)
    assert v["summary"]["by_seat"] == {str(a["seat"]): 1}
    assert set(a) >= {"deal", "event", "seat", "code", "severity", "rule", "message", "evidence", "penalty"}
    assert a["severity"] == "violation" and a["rule"] == "danish-tarok/10.follow-suit"
    assert a["penalty"]["class"] and a["penalty"]["rule"].startswith("danish-tarok/18.")
    assert {p["to"] for p in a["penalty"]["payments"]} == {"pagat_pool", "king_pool"}
    assert events(doc)[a["event"]]["seat"] == a["seat"]  # the event it concerns
    deal = v["deals"][0]
    assert deal["index"] == 0 and deal["computed"]["tricks"] and deal["computed"]["card_points"]
    assert set(deal["settlement"]) == {"expected", "recorded", "difference"}


def test_transcript_sha256_is_the_digest_of_the_transcript() -> None:
    doc = rage_doc()
    canon = json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    assert validate(doc)["transcript_sha256"] == hashlib.sha256(canon).hexdigest()
    other = copy.deepcopy(doc)
    other["meta"] = {"table": 4}
    assert validate(other)["transcript_sha256"] != validate(doc)["transcript_sha256"]
    # bytes that are not JSON have no canonical JSON: no hash (not the hash of `null`)
    assert validate_bytes(b'{"format": ')["transcript_sha256"] is None
    assert validate_bytes(b"\xff\xfe")["transcript_sha256"] is None
    assert validate_bytes(b"null")["transcript_sha256"] == hashlib.sha256(b"null").hexdigest()


def test_settlement_difference_lists_only_the_parties_that_disagree() -> None:
    v = validate(example("danish-tarok", "wrong-payment.json"))
    s = v["deals"][0]["settlement"]
    diff = {
        k: s["expected"].get(k, 0) - s["recorded"].get(k, 0) for k in set(s["expected"]) | set(s["recorded"])
    }
    assert s["difference"] == {k: d for k, d in diff.items() if d} and s["difference"]
    assert all(d["settlement"]["difference"] == {} for d in v["deals"][1:])


def test_settlement_without_recorded_payments_gives_the_computed_values() -> None:
    doc = danish_doc()
    doc["deals"][0]["events"] = [e for e in events(doc) if e["type"] != "payment"]
    s = clean(doc)["deals"][0]["settlement"]
    assert s["expected"] and s["recorded"] is None and s["difference"] == {}


def test_rage_settlement_expected_and_recorded_are_the_round_scores() -> None:
    doc = rage_doc()
    score = next(e for e in events(doc) if e["type"] == "score")
    score["points"] += 2
    v = validate(doc)
    s = v["deals"][0]["settlement"]
    assert s["difference"] == {str(score["party"]): -2}


def test_rejected_verdict_lists_problems_with_pointers() -> None:
    doc = danish_doc()
    doc["deals"][0]["hands"][2][5] = "XX"
    doc["deals"][0]["events"].append({"type": "play", "seat": 0, "card": "YY"})
    v = validate(doc)
    assert (v["format"], v["status"], v["game"]) == ("trick-verdict/1", "rejected", "danish-tarok")
    assert ("/deals/0/hands/2/5", "unknown_card") in problems(v)
    assert (f"/deals/0/events/{len(events(doc)) - 1}/card", "unknown_card") in problems(v)
    assert all(p["message"] for p in v["problems"])
