"""Ulti scoring, goal by goal: party, 40-100/20-100, durchmarsch/betli, four aces, the ulti penalty, contras,
silent bonuses and their options, penalties. Deals are built from chosen hands and played out legally by a
small player written here (the test's own reading of the follow/trump/overtake rules)."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from validator.engine.validate import validate

NAMES = ["Anna", "Béla", "Csilla"]
RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]
RANKS_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def r(c: str) -> str:
    return c[:-1]


def s(c: str) -> str:
    return c[-1]


def beats(a: str, b: str, trump: str | None) -> bool:
    order = RANKS_T if trump else RANKS_N
    if s(a) == s(b):
        return order.index(r(a)) < order.index(r(b))
    return trump is not None and s(a) == trump


def legal(hand: list[str], table: list[str], trump: str | None) -> list[str]:
    if not table:
        return list(hand)
    led = s(table[0])
    pool = [c for c in hand if s(c) == led] or [c for c in hand if trump and s(c) == trump] or list(hand)
    best = table[0]
    for c in table[1:]:
        if beats(c, best, trump):
            best = c
    return [c for c in pool if beats(c, best, trump)] or pool


def strength(c: str, trump: str | None) -> int:
    order = RANKS_T if trump else RANKS_N
    return (100 if trump and s(c) == trump else 0) + (8 - order.index(r(c)))


def autoplay(
    hands: list[list[str]],
    declarer: int,
    trump: str | None,
    high: set[int],
    keep: dict[int, str | set[str]] | None = None,
    extra: dict[int, list[dict[str, Any]]] | None = None,
) -> list[dict[str, Any]]:
    """Ten legal tricks: seats in ``high`` play their strongest legal card, the others their weakest;
    ``keep`` holds cards back as long as another is legal; ``extra`` adds events before a
    seat's first card (marriages, contras)."""
    hands = [list(h) for h in hands]
    keep = keep or {}
    extra = extra or {}
    events: list[dict[str, Any]] = []
    leader = declarer
    for t in range(10):
        table: list[str] = []
        seats: list[int] = []
        for i in range(3):
            seat = (leader + i) % 3
            if t == 0:
                events.extend(extra.get(seat, []))
            options = legal(hands[seat], table, trump)
            held_back = keep.get(seat, set())
            held_back = {held_back} if isinstance(held_back, str) else held_back
            options = [c for c in options if c not in held_back] or options
            options.sort(key=lambda c: strength(c, trump))
            card = options[-1] if seat in high else options[0]
            hands[seat].remove(card)
            table.append(card)
            seats.append(seat)
            events.append({"type": "play", "seat": seat, "card": card})
        w = 0
        for k in range(1, 3):
            if beats(table[k], table[w], trump):
                w = k
        leader = seats[w]
    return events


def run(
    hands: list[list[str]],
    bid: dict[str, Any],
    discard: list[str],
    trump: str | None,
    high: set[int],
    keep: dict[int, str | set[str]] | None = None,
    extra: dict[int, list[dict[str, Any]]] | None = None,
    payments: list[dict[str, Any]] | None = None,
    **rules: Any,
) -> dict[str, Any]:
    """Anna (seat 0, 12 cards, dealer Csilla) discards and bids; the others pass; she names trumps."""
    events: list[dict[str, Any]] = [
        {"type": "discard", "seat": 0, "cards": discard},
        {"type": "bid", "seat": 0, "bid": bid},
        *({"type": "bid", "seat": x, "bid": "pass"} for x in (1, 2, 0)),
    ]
    if trump and not bid.get("red"):
        events.append({"type": "announce", "seat": 0, "items": [{"kind": "trump", "suit": trump}]})
    play_hands = copy.deepcopy(hands)
    for c in discard:
        play_hands[0].remove(c)
    events += autoplay(play_hands, 0, trump, high, keep, extra)
    events += payments or []
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": NAMES,
        "deals": [{"dealer": 2, "hands": hands, "events": events}],
    }
    return validate(doc)


def goals(v: dict[str, Any]) -> dict[str, dict[str, Any]]:
    assert v["status"] != "rejected", v.get("problems")
    bad = [a for d in v["deals"] for a in d["annotations"]]
    assert bad == [], bad
    out: dict[str, dict[str, Any]] = {}
    for g in v["deals"][0]["computed"]["goals"]:
        key = g["goal"] if "by" not in g else "silent-ulti-failed"
        out[key] = g
    return out


def net(v: dict[str, Any]) -> dict[str, int]:
    return v["deals"][0]["settlement"]["expected"]


def amounts(g: dict[str, Any]) -> list[int]:
    return [p["amount"] for p in g["payments"]]


# Anna holds every heart: red party wins every trick, the last with the 7H.
ALL_HEARTS = [
    ["AH", "10H", "KH", "QH", "JH", "9H", "8H", "7H", "AD", "AS", "8C", "7C"],
    ["10D", "KD", "QD", "JD", "10S", "KS", "QS", "JS", "AC", "10C"],
    ["9D", "8D", "7D", "9S", "8S", "7S", "KC", "QC", "JC", "9C"],
]
FORTY = {0: [{"type": "declare", "seat": 0, "items": [{"kind": "marriage", "points": 40}]}]}


def test_silent_bonuses_separate() -> None:
    """ulti/silent.hundred (replaces party), ulti/silent.durchmarsch (separate), ulti/silent.ulti; red x2."""
    v = run(
        ALL_HEARTS, {"goals": ["party"], "red": True}, ["8C", "7C"], "H", {0}, keep={0: "7H"}, extra=FORTY
    )
    g = goals(v)
    assert set(g) == {"silent-100", "silent-durchmarsch", "silent-ulti"}
    assert g["silent-100"]["won"] and amounts(g["silent-100"]) == [4, 4]
    assert amounts(g["silent-durchmarsch"]) == [6, 6] and amounts(g["silent-ulti"]) == [4, 4]
    assert net(v) == {"0": 28, "1": -14, "2": -14}
    c = v["deals"][0]["computed"]
    assert c["card_points"]["declarer"] == 130 and c["tricks"] == [10, 0, 0]


def test_silent_durchmarsch_replaces_party() -> None:
    """ulti/silent.durchmarsch, option silent_durchmarsch_scoring=replaces_party: the silent durchmarsch
    in the party's place, and the silent 100 scored beside it (each silent bonus on its own): the same
    28 as with separate, where the silent 100 takes the party's place."""
    v = run(
        ALL_HEARTS,
        {"goals": ["party"], "red": True},
        ["8C", "7C"],
        "H",
        {0},
        keep={0: "7H"},
        extra=FORTY,
        silent_durchmarsch_scoring="replaces_party",
    )
    g = goals(v)
    assert set(g) == {"silent-100", "silent-durchmarsch", "silent-ulti"}
    assert amounts(g["silent-100"]) == [4, 4] and amounts(g["silent-durchmarsch"]) == [6, 6]
    assert not any(x["goal"] == "party" for x in v["deals"][0]["computed"]["goals"])
    assert net(v) == {"0": 28, "1": -14, "2": -14}


def test_silent_bonus_contra_option() -> None:
    """ulti/silent.hundred, silent_bonus_contra: a contra on party doubles the silent 100 replacing it."""
    contra = {1: [{"type": "double", "seat": 1, "target": "party", "level": 2}]}
    extra = {**FORTY, **contra}
    base = run(
        ALL_HEARTS, {"goals": ["party"], "red": True}, ["8C", "7C"], "H", {0}, keep={0: "7H"}, extra=extra
    )
    assert amounts(goals(base)["silent-100"]) == [4, 4] and amounts(goals(base)["silent-durchmarsch"]) == [
        6,
        6,
    ]
    v = run(
        ALL_HEARTS,
        {"goals": ["party"], "red": True},
        ["8C", "7C"],
        "H",
        {0},
        keep={0: "7H"},
        extra=extra,
        silent_bonus_contra=True,
    )
    g = goals(v)
    assert amounts(g["silent-100"]) == [8, 8] and amounts(g["silent-durchmarsch"]) == [12, 12]
    assert amounts(g["silent-ulti"]) == [4, 4]  # not a party bonus: never contra-doubled


def test_declared_durchmarsch_and_no_silent_bonuses_option() -> None:
    """ulti/goal.durchmarsch won; ulti/silent.when: silent ulti counts in durchmarsch unless switched off."""
    bid = {"goals": ["durchmarsch"], "red": True}
    v = run(ALL_HEARTS, bid, ["8C", "7C"], "H", {0}, keep={0: "7H"})
    g = goals(v)
    assert g["durchmarsch"]["won"] and amounts(g["durchmarsch"]) == [12, 12]
    assert amounts(g["silent-ulti"]) == [4, 4]
    v = run(ALL_HEARTS, bid, ["8C", "7C"], "H", {0}, keep={0: "7H"}, silent_bonuses_in_durchmarsch=False)
    assert set(goals(v)) == {"durchmarsch"}


def test_ulti_won_with_forty_hundred() -> None:
    """ulti/goal.ulti, ulti/goal.forty-hundred: the 40 counts from the hand without an announcement."""
    bid = {"goals": ["40-100", "ulti"], "red": False}
    hands = [
        ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S", "AD", "AH", "8C", "7C"],
        ["10D", "KD", "QD", "JD", "10H", "KH", "QH", "JH", "AC", "10C"],
        ["9D", "8D", "7D", "9H", "8H", "7H", "KC", "QC", "JC", "9C"],
    ]
    g = goals(run(hands, bid, ["8C", "7C"], "S", {0}, keep={0: "7S"}))
    assert g["40-100"]["won"] and g["ulti"]["won"]
    assert amounts(g["40-100"]) == [4, 4] and amounts(g["ulti"]) == [4, 4]
    # Without the trump queen the 40 is missing: 90 card points < 100
    hands2 = [
        ["AS", "10S", "KS", "JS", "9S", "8S", "7S", "JH", "AD", "AH", "8C", "7C"],
        ["10D", "KD", "QD", "JD", "10H", "KH", "QH", "QS", "AC", "10C"],
        ["9D", "8D", "7D", "9H", "8H", "7H", "KC", "QC", "JC", "9C"],
    ]
    v = run(hands2, bid, ["8C", "7C"], "S", {0}, keep={0: "7S"})
    g = goals(v)
    assert not g["40-100"]["won"]


def test_failed_red_ulti_penalty_not_contra_doubled() -> None:
    """ulti/score.ulti-penalty: lost red ulti under contra: 8 x 2, and a penalty of 4 x 2 without contra."""
    hands = [
        ["AH", "10H", "KH", "QH", "JH", "9H", "8H", "AS", "10S", "AD", "8C", "7C"],
        ["7H", "KD", "QD", "JD", "KS", "QS", "JS", "9S", "AC", "10C"],
        ["10D", "9D", "8D", "7D", "8S", "7S", "KC", "QC", "JC", "9C"],
    ]
    contra = {1: [{"type": "double", "seat": 1, "target": "ulti", "level": 2}]}
    v = run(hands, {"goals": ["ulti"], "red": True}, ["8C", "7C"], "H", {0}, extra=contra)
    g = goals(v)
    assert not g["ulti"]["won"]
    assert [p["from"] for p in g["ulti"]["payments"]] == [0, 0] and amounts(g["ulti"]) == [16, 16]
    assert amounts(g["ulti-penalty"]) == [8, 8] and [p["contra"] for p in g["ulti-penalty"]["payments"]] == [
        1,
        1,
    ]


SEVEN_HANDS = [
    ["AS", "10S", "KS", "AH", "10H", "KH", "AD", "10D", "KD", "AC", "8C", "7C"],
    ["7S", "8S", "9S", "JS", "QS", "QH", "JH", "QD", "JD", "10C"],
    ["9H", "8H", "7H", "9D", "8D", "7D", "KC", "QC", "JC", "9C"],
]


def test_silent_ulti_by_a_defender_won_and_failed() -> None:
    """ulti/silent.ulti: Béla (a defender) keeps the trump 7 to the last trick. Won: Anna pays 2 to each
    defender; lost: Béla alone pays 4 to each of the other two."""
    bid = {"goals": ["party"], "red": False}
    v = run(SEVEN_HANDS, bid, ["8C", "7C"], "S", {0}, keep={1: "7S"})
    last = v["deals"][0]["computed"]["trick_winners"][-1]
    assert last == 1
    g = goals(v)
    assert not g["silent-ulti"]["won"]
    assert {(p["from"], p["to"], p["amount"]) for p in g["silent-ulti"]["payments"]} == {(0, 1, 2), (0, 2, 2)}
    v = run(SEVEN_HANDS, bid, ["8C", "7C"], "S", set(), keep={1: "7S"})
    assert v["deals"][0]["computed"]["trick_winners"][-1] != 1
    f = goals(v)["silent-ulti-failed"]
    assert f["by"] == 1 and {(p["from"], p["to"], p["amount"]) for p in f["payments"]} == {
        (1, 0, 4),
        (1, 2, 4),
    }
    assert net(v)["1"] == -8 - 1


def test_betli_won_and_lost() -> None:
    """ulti/goal.betli: Anna takes no trick (won); with one high card she takes one (lost, 5 to each)."""
    hands = [
        ["7H", "8H", "9H", "7D", "8D", "9D", "7S", "8S", "9S", "7C", "AH", "AD"],
        ["AS", "KS", "QS", "JS", "KH", "QH", "JH", "10H", "AC", "KC"],
        ["10S", "10D", "KD", "QD", "JD", "10C", "QC", "JC", "9C", "8C"],
    ]
    v = run(hands, {"goals": ["betli"], "red": False}, ["AH", "AD"], None, {1, 2})
    g = goals(v)
    assert g["betli"]["won"] and net(v) == {"0": 10, "1": -5, "2": -5}
    v = run(hands, {"goals": ["betli"], "red": False}, ["7C", "AD"], None, {0})
    g = goals(v)
    assert not g["betli"]["won"] and net(v) == {"0": -10, "1": 5, "2": 5}


def test_party_needs_a_trick_and_defenders_silent_durchmarsch() -> None:
    """ulti/goal.party: Anna's four marriages (100) beat the defenders' 90 card points, but she takes no
    trick, so the party is lost; ulti/silent.durchmarsch: the defenders took every trick (red: 6 each)."""
    hands = [
        ["KH", "QH", "KD", "QD", "KS", "QS", "KC", "QC", "7H", "7S", "7D", "7C"],
        ["AH", "10H", "AD", "10D", "JD", "AS", "10S", "JS", "AC", "10C"],
        ["JH", "9H", "8H", "9D", "8D", "9S", "8S", "JC", "9C", "8C"],
    ]
    items = [{"kind": "marriage", "points": p} for p in (40, 20, 20, 20)]
    extra = {0: [{"type": "declare", "seat": 0, "items": items}]}
    v = run(hands, {"goals": ["party"], "red": True}, ["7H", "7C"], "H", {1, 2}, extra=extra)
    g = goals(v)
    pts = v["deals"][0]["computed"]["card_points"]
    assert (pts["declarer"], pts["defenders"]) == (100, 90) and v["deals"][0]["computed"]["tricks"][0] == 0
    assert not g["party"]["won"] and "silent-100" not in g
    assert not g["silent-durchmarsch"]["won"] and amounts(g["silent-durchmarsch"]) == [6, 6]
    assert net(v) == {"0": -16, "1": 8, "2": 8}


def test_revoke_penalty_defender_gives_the_declarer_everything() -> None:
    """ulti/penalty.revoke, option lose_all_goals: a defender's failure to follow gives the declarer every goal."""
    events = [
        {"type": "discard", "seat": 0, "cards": ["8C", "7C"]},
        {"type": "bid", "seat": 0, "bid": {"goals": ["party"], "red": True}},
        *({"type": "bid", "seat": x, "bid": "pass"} for x in (1, 2, 0)),
    ]
    hands = copy.deepcopy(ALL_HEARTS)
    play_hands = copy.deepcopy(hands)
    for c in ("8C", "7C"):
        play_hands[0].remove(c)
    plays = autoplay(play_hands, 0, "H", {0}, {0: "7H"})
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"revoke_penalty": "lose_all_goals"},
        "players": NAMES,
        "deals": [{"dealer": 2, "hands": hands, "events": events + plays}],
    }
    v = validate(doc)
    assert v["status"] == "clean"
    # Make Béla fail to follow: a trick where he followed suit, and a later card of his of another suit.
    led: dict[int, str] = {}
    for i, e in enumerate(plays):
        if i % 3 == 0:
            lead = e["card"][-1]
        led[i] = lead
    for i, e in enumerate(plays):
        if e["seat"] != 1 or e["card"][-1] != led[i] or i % 3 == 0:
            continue
        later = [p for p in plays[i + 1 :] if p["seat"] == 1 and p["card"][-1] != led[i]]
        if later:
            later[-1]["card"], e["card"] = e["card"], later[-1]["card"]
            break
    else:
        pytest.fail("no trick to revoke in")
    v = validate(doc)
    found = [
        (a["code"], a["seat"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]
    assert found[0] == ("revoke", 1)
    g = {x["goal"]: x for x in v["deals"][0]["computed"]["goals"]}
    assert g["party"]["won"] and g["party"]["rule"] == "ulti/penalty.revoke"
    # the innocent declarer's silent bonuses still count (real-faults-near-slips-16 c1)
    assert {x: g[x].get("made_by") for x in set(g) - {"party"}} == {
        "silent-ulti": "declarer",
        "silent-durchmarsch": "declarer",
    }


def test_talon_points_go_to_the_defenders() -> None:
    """ulti/points.cards: the points of the declarer's discard (AD) are the defenders'."""
    v = run(ALL_HEARTS, {"goals": ["party"], "red": True}, ["AD", "8C"], "H", {0}, keep={0: "7H"})
    pts = v["deals"][0]["computed"]["card_points"]
    # the defenders: AD in the talon (10) and the one trick Anna loses with her 7C (10)
    assert (pts["declarer_cards"], pts["defenders_cards"]) == (70, 20)
    assert v["deals"][0]["computed"]["talon"] == ["AD", "8C"]


def test_silent_four_aces_option() -> None:
    """ulti/silent.four-aces: with four_aces and silent_four_aces, Anna's tricks hold the four aces."""
    bid = {"goals": ["party"], "red": True}
    v = run(ALL_HEARTS, bid, ["8C", "7C"], "H", {0}, keep={0: "7H"}, four_aces=True, silent_four_aces=True)
    g = goals(v)
    assert g["silent-four-aces"]["won"] and amounts(g["silent-four-aces"]) == [4, 4]
    v = run(ALL_HEARTS, bid, ["8C", "7C"], "H", {0}, keep={0: "7H"}, four_aces=True)
    assert "silent-four-aces" not in goals(v)


def test_declared_four_aces_won() -> None:
    """ulti/goal.four-aces: "four aces" alone is four aces with party."""
    bid = {"goals": ["four-aces"], "red": True}
    g = goals(run(ALL_HEARTS, bid, ["8C", "7C"], "H", {0}, keep={0: "7H"}, four_aces=True))
    assert g["four-aces"]["won"] and amounts(g["four-aces"]) == [8, 8]
    assert g["party"]["won"] and "silent-100" not in g  # 90 card points, no marriage announced


def test_four_tens_under_ultinet() -> None:
    """ulti/goal.four-tens (UltiNet 9, red 18); no silent durchmarsch beside four tens under UltiNet."""
    bid = {"goals": ["four-tens"], "red": True}
    g = goals(run(ALL_HEARTS, bid, ["8C", "7C"], "H", {0}, keep={0: "7H"}, preset="ultinet"))
    assert g["four-tens"]["won"] and amounts(g["four-tens"]) == [18, 18]
    assert set(g) == {"party", "four-tens", "silent-ulti"}


TWENTY = [
    ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S", "KH", "QH", "8C", "7C"],
    ["AH", "10H", "AD", "10D", "KD", "QD", "JD", "9D", "8D", "7D"],
    ["JH", "9H", "8H", "7H", "AC", "10C", "KC", "QC", "JC", "9C"],
]


def test_twenty_hundred_counts_the_declarers_twenty() -> None:
    """ulti/goal.twenty-hundred: 90 card points and the KH QH (20) make 100; without the queen it fails."""
    bid = {"goals": ["20-100"], "red": False}
    v = run(TWENTY, bid, ["8C", "7C"], "S", {0, 1, 2})
    g = goals(v)
    assert v["deals"][0]["computed"]["card_points"]["declarer_cards"] >= 80
    assert g["20-100"]["won"] and amounts(g["20-100"]) == [8, 8]
    hands = copy.deepcopy(TWENTY)
    hands[0][9], hands[2][0] = "JH", "QH"
    v = run(hands, bid, ["8C", "7C"], "S", {0, 1, 2})
    g = goals(v)
    assert v["deals"][0]["computed"]["card_points"]["declarer_cards"] < 100 and not g["20-100"]["won"]


def test_defenders_silent_100_without_a_trick() -> None:
    """ulti/silent.hundred: "カード点で 100 点以上取ったとき.ペアによる 40,20 の点がいくつあっても構いません":
    defenders who take no trick but hold the declarer's discards (AD, 10D: 20) and say 40 + 20 + 20
    reach 100: silent 100 (2 each) replaces the party, beside Anna's silent durchmarsch (ulti18/16)."""
    path = (
        Path(__file__).parent / "data" / "audit" / "ulti18" / "16-defenders-silent-100-without-a-trick.json"
    )
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = validate(doc)
    assert v["status"] == "clean"
    g = goals(v)
    assert g["silent-100"]["won"] is False  # made by the defenders: the declarer pays
    assert "party" not in g
    assert net(v) == {"0": 2, "1": -1, "2": -1}


def test_payment_amount_is_found_at_its_own_payment_when_the_pair_gives_reasons() -> None:
    """ulti/score.payments: a wrong amount between two seats whose payments all give a reason is
    reported at that payment, though another pair's payment names none (that pair is netted)."""
    from replays.sim.ulti import simulate

    doc = simulate(0)
    events = doc["deals"][0]["events"]
    assert (events[40]["reason"], events[42]["reason"]) == ("20-100", "open-durchmarsch")
    events[41].pop("reason")  # seats 1 and 2: netted
    events[42]["amount"] = 30  # seats 0 and 2: the open durchmarsch's 24
    v = validate(doc)
    assert [(a["event"], a["code"]) for a in v["deals"][0]["annotations"]] == [(42, "wrong_payment")]


def test_payment_amount_without_reasons_is_found_at_the_payment_nothing_due_matches() -> None:
    """ulti/score.payments: a pair's payments without reasons are netted, and a wrong amount is
    reported at the one payment no amount due matches, not at the pair's first."""
    from replays.sim.ulti import simulate

    doc = simulate(0)
    events = doc["deals"][0]["events"]
    for e in events:
        if e["type"] == "payment":
            e.pop("reason", None)
    events[42]["amount"] = 30  # seats 0 and 2 owe 32 (20-100) and 24 (open durchmarsch)
    v = validate(doc)
    assert [(a["event"], a["code"]) for a in v["deals"][0]["annotations"]] == [(42, "wrong_payment")]
