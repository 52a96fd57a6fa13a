"""The public contract (shared/spec/transcript-format.md) read as an outside writer would, for Ulti,
Galician Tarok and Tarocchini: every form the contract allows is written into a transcript and the
verdict is checked against the meaning the contract gives it.

Legal deals come from the project's simulators (``simulate(seed)``) and are then rewritten into the
other forms the contract allows (lower-case codes, ``FOOL``, play-only records, payments recorded
per goal or net per pair, timestamps and notes on every event, ...).
"""

from __future__ import annotations

import collections
import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest
from records import reduced

from replays.sim import galician_tarok as gt_sim
from replays.sim import tarocchini as tc_sim
from replays.sim import ulti as ulti_sim
from validator.engine.cards import DECKS
from validator.engine.validate import validate

ROOT = Path(__file__).resolve().parent.parent
ULTI_GOALS = (
    "party",
    "ulti",
    "40-100",
    "20-100",
    "durchmarsch",
    "open-durchmarsch",
    "betli",
    "rebetli",
    "open-betli",
    "redurchmarsch",
    "four-aces",
    "four-tens",
)


# -- helpers ------------------------------------------------------------------------------------
def events(doc: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for d in doc["deals"] for e in d["events"]]


def codes(v: dict[str, Any]) -> collections.Counter[str]:
    return collections.Counter(a["code"] for d in v["deals"] for a in d["annotations"])


def map_cards(doc: dict[str, Any], f: Any) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    for d in doc["deals"]:
        if d.get("hands") is not None:
            d["hands"] = [[f(c) for c in h] for h in d["hands"]]
        if d.get("talon") is not None:
            d["talon"] = [f(c) for c in d["talon"]]
        for e in d["events"]:
            if "card" in e:
                e["card"] = f(e["card"])
            if "cards" in e:
                e["cards"] = [f(c) for c in e["cards"]]
    return doc


def assert_clean(v: dict[str, Any]) -> None:
    assert v["status"] == "clean", (v["summary"], v.get("problems"))
    for d in v["deals"]:
        assert d["settlement"].get("difference") in ({}, None), d["settlement"]


def rule_ids(digest: str) -> set[str]:
    text = (ROOT / "docs" / "rules" / digest).read_text(encoding="utf-8")
    return set(re.findall(r"`([a-z-]+/[0-9a-z.-]+)`", text))


def ulti_sessions(n: int = 24) -> list[dict[str, Any]]:
    return [ulti_sim.simulate(seed, preset=p) for seed in range(n) for p in ("standard", "ultinet")]


ULTI = ulti_sessions()
GT3 = next(d for d in (gt_sim.simulate(s, deals=1) for s in range(50)) if len(d["players"]) == 3)


# -- cards: the contract's card table ------------------------------------------------------------
def test_galician_deck_is_the_contract_table() -> None:
    suits = [r + s for s in "HDSC" for r in "KQNJ"] + ["1H", "1D", "10S", "10C"]
    table = set(suits) | {f"T{i}" for i in range(1, 22)} | {"SKIZ"}
    assert len(table) == 42
    assert set(DECKS["galician-tarok"].cards) == table


def test_tarocchini_deck_is_the_contract_table() -> None:
    pips = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
    table = {r + s for s in "SBCD" for r in pips} | {f"T{i}" for i in range(21)} | {"MATTO"}
    assert len(table) == 62
    for game in ("tarocchini-ottocento", "tarocchini-terziglio"):
        assert set(DECKS[game].cards) == table


def test_ulti_deck_is_the_contract_table() -> None:
    table = {r + s for s in "HDSC" for r in ("A", "10", "K", "Q", "J", "9", "8", "7")}
    assert set(DECKS["ulti"].cards) == table


@pytest.mark.parametrize(
    "doc",
    [
        ULTI[0],
        gt_sim.simulate(3, deals=1),
        tc_sim.simulate(1, variant="ottocento", deals=1),
        tc_sim.simulate(2, variant="terziglio", deals=1),
    ],
    ids=["ulti", "galician", "ottocento", "terziglio"],
)
def test_lower_case_codes_accepted_and_canonical_on_output(doc: dict[str, Any]) -> None:
    v0 = validate(doc)
    v = validate(map_cards(doc, str.lower))
    assert v["status"] == v0["status"] == "clean"
    # the same verdict but for the transcript's hash: codes are canonical on output
    for a, b in zip(v["deals"], v0["deals"], strict=True):
        assert a["computed"] == b["computed"]
    # and mixed case
    v = validate(map_cards(doc, lambda c: c[0].lower() + c[1:]))
    assert v["status"] == "clean"


@pytest.mark.parametrize(
    ("doc", "special"),
    [
        (gt_sim.simulate(3, deals=1), "SKIZ"),
        (tc_sim.simulate(1, variant="ottocento", deals=1), "MATTO"),
        (tc_sim.simulate(2, variant="terziglio", deals=1), "MATTO"),
    ],
    ids=["galician-skiz", "ottocento-matto", "terziglio-matto"],
)
@pytest.mark.parametrize("alias", ["FOOL", "fool", "Fool"])
def test_fool_alias(doc: dict[str, Any], special: str, alias: str) -> None:
    assert special in json.dumps(doc)
    v0 = validate(doc)
    v = validate(map_cards(doc, lambda c: alias if c == special else c))
    assert v["status"] == "clean"
    assert alias not in json.dumps(v["deals"])
    for a, b in zip(v["deals"], v0["deals"], strict=True):
        assert a["computed"] == b["computed"]


@pytest.mark.parametrize(
    "doc",
    [ULTI[0], GT3, tc_sim.simulate(1, variant="ottocento", deals=1)],
    ids=["ulti", "galician", "ottocento"],
)
def test_card_dealt_twice_and_unknown_card_rejected_with_pointers(doc: dict[str, Any]) -> None:
    doc = copy.deepcopy(doc)
    hands = doc["deals"][0]["hands"]
    hands[1][0] = hands[0][0]
    hands[2][3] = "XX"
    v = validate(doc)
    assert v["status"] == "rejected"
    got = {(p["pointer"], p["code"]) for p in v["problems"]}
    assert ("/deals/0/hands/2/3", "unknown_card") in got
    assert ("/deals/0/hands/1/0", "duplicate_card") in got
    assert all(p["message"] for p in v["problems"])


def test_unknown_card_in_a_play_rejected_with_pointer() -> None:
    doc = copy.deepcopy(ULTI[0])
    ev = doc["deals"][0]["events"]
    i = next(k for k, e in enumerate(ev) if e["type"] == "play")
    ev[i]["card"] = "11H"
    v = validate(doc)
    assert v["status"] == "rejected"
    assert {(p["pointer"], p["code"]) for p in v["problems"]} == {
        (f"/deals/0/events/{i}/card", "unknown_card")
    }


# -- generic event fields -------------------------------------------------------------------------
@pytest.mark.parametrize(
    "doc",
    [ULTI[1], gt_sim.simulate(5, deals=2), tc_sim.simulate(4, variant="ottocento", deals=2)],
    ids=["ulti", "galician", "ottocento"],
)
def test_t_and_note_on_every_event(doc: dict[str, Any]) -> None:
    doc = copy.deepcopy(doc)
    for i, e in enumerate(events(doc)):
        e["t"] = f"2026-11-20T20:{i % 60:02d}:00Z"
        e["note"] = f"note {i}"
    doc["meta"] = {"event": "Club night", "table": 3, "date": "2026-11-20"}
    v = validate(doc)
    assert_clean(v)
    assert v["meta"] == doc["meta"]


# -- Ulti vocabulary ------------------------------------------------------------------------------
def test_ulti_simulated_sessions_use_every_form_and_are_clean() -> None:
    seen: collections.Counter[str] = collections.Counter()
    for doc in ULTI:
        assert_clean(validate(doc))
        for e in events(doc):
            seen[e["type"]] += 1
            if e["type"] == "bid" and e["bid"] != "pass":
                seen.update("goal:" + g for g in e["bid"]["goals"])
                seen[f"red:{e['bid'].get('red')}"] += 1
            elif e["type"] == "double":
                seen[f"level:{e['level']}"] += 1
            elif e["type"] == "announce":
                seen.update("trump:" + it.get("suit", "-") for it in e["items"])
            elif e["type"] == "declare":
                seen.update(f"marriage:{it['points']}" for it in e["items"])
            elif e["type"] == "payment" and "reason" in e:
                seen["reason:" + e["reason"]] += 1
    for g in ULTI_GOALS:
        assert seen["goal:" + g], g
    for key in ("red:True", "red:False", "take", "discard", "declare", "marriage:20", "marriage:40"):
        assert seen[key], key
    for lv in (2, 4, 8, 16, 32):
        assert seen[f"level:{lv}"], lv
    for s in "HDSC":
        assert seen["trump:" + s], s
    for r in ("silent-100", "silent-durchmarsch", "ulti-penalty"):
        assert seen["reason:" + r], r


def test_ulti_player_after_dealer_holds_twelve() -> None:
    for doc in ULTI[:6]:
        for d in doc["deals"]:
            sizes = [len(h) for h in d["hands"]]
            assert sizes[(d["dealer"] + 1) % 3] == 12 and sorted(sizes) == [10, 10, 12]
    doc = copy.deepcopy(ULTI[0])
    d = doc["deals"][0]
    d["dealer"] = (d["dealer"] + 1) % 3  # now the 12 cards sit with the dealer
    v = validate(doc)
    # ulti/deal.hands ruling: 12/10/10 to the wrong seat is a misdeal played on, found once
    assert v["status"] == "violations"
    misdeal = [a for a in v["deals"][0]["annotations"] if a["rule"] == "ulti/deal.hands"]
    assert [(a["code"], a["seat"]) for a in misdeal] == [("out_of_turn", d["dealer"])]
    # hands that are no Ulti deal at all are rejected, each pointed at
    d["hands"][0].append(d["hands"][1].pop())
    v = validate(doc)
    assert v["status"] == "rejected"
    assert {p["code"] for p in v["problems"]} >= {"bad_hand_size"}


def _rewrite_bids(doc: dict[str, Any], f: Any) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    for e in events(doc):
        if e["type"] == "bid" and e["bid"] != "pass":
            f(e["bid"])
    return doc


def test_ulti_goal_order_in_a_bid_does_not_matter() -> None:
    for doc in ULTI:
        assert_clean(validate(_rewrite_bids(doc, lambda b: b["goals"].reverse())))


def test_ulti_red_false_written_out_or_omitted() -> None:
    for doc in ULTI[:10]:
        assert_clean(validate(_rewrite_bids(doc, lambda b: b.setdefault("red", False))))


def test_ulti_party_written_out_with_ulti() -> None:
    """'ulti' alone abbreviates 'party + ulti'; a writer who names party too means the same bid."""

    def add_party(b: dict[str, Any]) -> None:
        if b["goals"] == ["ulti"]:
            b["goals"] = ["party", "ulti"]

    changed = 0
    for doc in ULTI:
        new = _rewrite_bids(doc, add_party)
        changed += new != doc
        assert_clean(validate(new))
    assert changed


def _restyle_payments(doc: dict[str, Any], style: str) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    v = validate(doc)
    for d, vd in zip(doc["deals"], v["deals"], strict=True):
        due = vd["computed"].get("payments")
        if due is None:
            continue
        kept = [e for e in d["events"] if e["type"] != "payment"]
        if style == "per_goal_reason":
            new = [{"type": "payment", **{k: p[k] for k in ("from", "to", "amount", "reason")}} for p in due]
        elif style == "per_goal_no_reason":
            new = [{"type": "payment", **{k: p[k] for k in ("from", "to", "amount")}} for p in due]
        else:  # one net payment per pair of seats
            flow: collections.Counter[tuple[int, int]] = collections.Counter()
            for p in due:
                a, b = sorted((p["from"], p["to"]))
                flow[(a, b)] += p["amount"] if p["from"] == a else -p["amount"]
            new = []
            for (a, b), f in sorted(flow.items()):
                if f:
                    src, dst = (a, b) if f > 0 else (b, a)
                    new.append({"type": "payment", "from": src, "to": dst, "amount": abs(f)})
        d["events"] = kept + new
    return doc


@pytest.mark.parametrize("style", ["per_goal_reason", "per_goal_no_reason", "net_per_pair"])
def test_ulti_payments_recorded_per_goal_or_net(style: str) -> None:
    for doc in ULTI:
        new = _restyle_payments(doc, style)
        v = validate(new)
        assert_clean(v)
        for d in v["deals"]:
            if d["settlement"]["recorded"] is not None:
                assert d["settlement"]["recorded"] == d["settlement"]["expected"]


def test_ulti_wrong_net_payment_is_named_with_difference_only_for_disagreeing_parties() -> None:
    doc = next(
        d
        for d in (_restyle_payments(x, "net_per_pair") for x in ULTI)
        if any(e["type"] == "payment" for e in events(d))
    )
    doc = copy.deepcopy(doc)
    deal = next(d for d in doc["deals"] if any(e["type"] == "payment" for e in d["events"]))
    k = next(i for i, e in enumerate(deal["events"]) if e["type"] == "payment")
    pay = deal["events"][k]
    pay["amount"] += 1
    v = validate(doc)
    vd = v["deals"][deal_index(doc, deal)]
    assert v["status"] == "violations"
    assert codes(v) == {"wrong_payment": 1}
    a = vd["annotations"][0]
    assert a["event"] == k and a["rule"] == "ulti/score.payments"
    assert vd["settlement"]["difference"] == {str(pay["from"]): -1, str(pay["to"]): 1} or vd["settlement"][
        "difference"
    ] == {str(pay["from"]): 1, str(pay["to"]): -1}
    assert set(vd["settlement"]["difference"]) == {str(pay["from"]), str(pay["to"])}


def deal_index(doc: dict[str, Any], deal: dict[str, Any]) -> int:
    return next(i for i, d in enumerate(doc["deals"]) if d is deal)


def test_ulti_worked_example_payments_with_goal_reasons() -> None:
    v = validate(json.loads((ROOT / "examples/ulti/clean-trump.json").read_text(encoding="utf-8")))
    assert_clean(v)
    s = v["deals"][0]["settlement"]
    assert s["expected"] == s["recorded"] == {"0": -6, "1": 12, "2": -6} and s["difference"] == {}


def _fold_doc() -> dict[str, Any]:
    for seed in range(200):
        doc = ulti_sim.simulate(seed, deals=1, preset="standard")
        v = validate(doc)
        c = v["deals"][0]["computed"]
        if c["bid"] == {"goals": ["party"], "red": False}:
            d = doc["deals"][0]
            ev = d["events"]
            end = next(i for i, e in enumerate(ev) if e["type"] in ("announce", "play", "double", "declare"))
            decl = c["declarer"]
            d["events"] = ev[:end] + [{"type": "call", "seat": decl, "call": "fold"}]
            for s in range(3):
                if s != decl:
                    d["events"].append(
                        {"type": "payment", "from": decl, "to": s, "amount": 2, "reason": "fold"}
                    )
            return doc
    raise AssertionError("no plain party in 200 seeds")


def test_ulti_fold_call_and_fold_payments() -> None:
    doc = _fold_doc()
    v = validate(doc)
    assert_clean(v)
    c = v["deals"][0]["computed"]
    assert c["folded"] is True
    decl = c["declarer"]
    assert v["deals"][0]["settlement"]["expected"][str(decl)] == -4


def test_ulti_fold_after_trump_named() -> None:
    doc = _fold_doc()
    d = doc["deals"][0]
    k = next(i for i, e in enumerate(d["events"]) if e["type"] == "call")
    d["events"].insert(
        k, {"type": "announce", "seat": d["events"][k]["seat"], "items": [{"kind": "trump", "suit": "S"}]}
    )
    assert_clean(validate(doc))


@pytest.mark.parametrize(
    "reason", ["silent-ulti", "silent-100", "silent-durchmarsch", "ulti-penalty", "fold", *ULTI_GOALS]
)
def test_ulti_every_contract_reason_is_accepted(reason: str) -> None:
    doc = copy.deepcopy(ULTI[0])
    doc["deals"][0]["events"].append({"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": reason})
    v = validate(doc)
    assert v["status"] == "violations"  # read and compared, not rejected
    assert set(codes(v)) <= {"unexpected_payment", "wrong_payment", "payment_reason"}


def test_ulti_marriage_items_in_contract_order() -> None:
    """The contract's example lists 40 before 20; the simulator's declarations, reordered, stay clean."""
    n = 0
    for doc in ULTI:
        new = copy.deepcopy(doc)
        for e in events(new):
            if e["type"] == "declare" and len(e["items"]) > 1:
                e["items"].sort(key=lambda it: -it["points"])
                n += 1
        assert_clean(validate(new))


def test_ulti_play_only_records() -> None:
    for doc in ULTI[:12]:
        v = validate(reduced(doc))
        assert_clean(v)
        for d in v["deals"]:
            assert d["unchecked"], "a play-only verdict names what it could not check"


def test_ulti_plays_only_no_auction_is_named() -> None:
    """Only plays: the contract is unknown (ulti/deal.auction-unrecorded): no violation, and every
    deal names the unrecorded auction among its unchecked parts."""
    v = validate(reduced(ULTI[0], keep={"play"}))
    assert v["status"] == "clean"
    assert not codes(v)
    assert all(any(u.startswith("auction: not recorded") for u in d["unchecked"]) for d in v["deals"])


# -- Galician Tarok -------------------------------------------------------------------------------
GT = [gt_sim.simulate(seed) for seed in range(20)]


def test_galician_sessions_with_pool_payments_scores_and_totals() -> None:
    seen: collections.Counter[str] = collections.Counter()
    for doc in GT:
        assert_clean(validate(doc))
        for e in events(doc):
            if e["type"] == "payment":
                seen["payment"] += 1
                if "pool" in (e["from"], e["to"]):
                    seen["pool_payment"] += 1
            if e["type"] in ("score", "total") and e["party"] == "pool":
                seen[e["type"] + "_pool"] += 1
            seen[e["type"]] += 1
    for k in (
        "payment",
        "pool_payment",
        "score",
        "total",
        "total_pool",
        "bid",
        "take",
        "discard",
        "announce",
    ):
        assert seen[k], k


def test_galician_play_only() -> None:
    for doc in GT[:10]:
        v = validate(reduced(doc))
        assert_clean(v)
        assert all(d["unchecked"] for d in v["deals"])


def test_galician_wrong_pool_payment_named() -> None:
    doc = copy.deepcopy(
        next(d for d in GT if any(e["type"] == "payment" and e["to"] == "pool" for e in events(d)))
    )
    di = next(
        i
        for i, d in enumerate(doc["deals"])
        if any(e["type"] == "payment" and e["to"] == "pool" for e in d["events"])
    )
    evs = doc["deals"][di]["events"]
    ks = [i for i, e in enumerate(evs) if e["type"] == "payment" and e["to"] == "pool"]
    evs[ks[0]]["amount"] += 1
    v = validate(doc)
    assert v["status"] == "violations"
    vd = v["deals"][di]
    assert any(a["event"] == ks[0] and a["code"] == "wrong_payment" for a in vd["annotations"])
    assert "pool" in vd["settlement"]["difference"]
    assert all(p in vd["settlement"]["expected"] for p in vd["settlement"]["difference"])


def _galician_doc_example() -> dict[str, Any]:
    """docs/rules/galician-tarok.md "Example", up to the first trick, on hands built for it."""
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław"],
        "deals": [
            {
                "dealer": 0,
                "hands": [
                    ["SKIZ", "T3", "T4", "T6", "T7", "T8", "KD", "QD", "ND", "JD", "KS", "QS"],
                    ["T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T2", "JC", "KH"],
                    ["T1", "T9", "T10", "T11", "T12", "NH", "JH", "1H", "KC", "QC", "NC", "10C"],
                ],
                "talon": ["T5", "QH", "1D", "NS", "JS", "10S"],
                "events": [
                    {"type": "bid", "seat": 1, "bid": "tape"},
                    {"type": "bid", "seat": 2, "bid": "three"},
                    {"type": "bid", "seat": 0, "bid": "pass_volat"},
                    {"type": "bid", "seat": 1, "bid": "hold"},
                    {"type": "bid", "seat": 2, "bid": "pass"},
                    {"type": "take", "seat": 1, "cards": ["T5", "QH", "1D"]},
                    {"type": "discard", "seat": 1, "cards": ["1D", "JC", "T2"], "shown": True},
                    {"type": "announce", "seat": 1, "items": [{"kind": "tarocks", "count": 10}]},
                    {"type": "announce", "seat": 2, "items": []},
                    {"type": "double", "seat": 0, "target": "game", "level": 2},
                    {"type": "play", "seat": 1, "card": "T21"},
                    {"type": "play", "seat": 2, "card": "T9"},
                    {"type": "play", "seat": 0, "card": "T3"},
                ],
            }
        ],
    }


def test_galician_doc_example_vocabulary() -> None:
    v = validate(_galician_doc_example())
    assert v["status"] == "clean", (codes(v), v.get("problems"))
    assert set(codes(v)) == {"incomplete_deal"}
    c = v["deals"][0]["computed"]
    assert c["player"] == 1


def test_galician_doc_example_with_pool_start() -> None:
    doc = _galician_doc_example()
    doc["start"] = {"pools": {"pool": 60}, "totals": [0, 0, 0]}
    v = validate(doc)
    assert v["status"] == "clean", (codes(v), v.get("problems"))


# -- Tarocchini -----------------------------------------------------------------------------------
OTTO = [tc_sim.simulate(seed, variant="ottocento") for seed in range(12)]
TERZ = [tc_sim.simulate(seed, variant="terziglio") for seed in range(12)]


def test_ottocento_team_scores_and_totals() -> None:
    seen = collections.Counter()
    for doc in OTTO:
        assert_clean(validate(doc))
        for e in events(doc):
            if e["type"] in ("score", "total"):
                assert e["party"] in ("team0", "team1")
                seen[e["type"]] += 1
    assert seen["score"] and seen["total"]


def test_ottocento_wrong_team_total_named() -> None:
    doc = copy.deepcopy(OTTO[0])
    d = doc["deals"][0]
    k = next(i for i, e in enumerate(d["events"]) if e["type"] == "total")
    d["events"][k]["points"] += 5
    v = validate(doc)
    assert v["status"] == "violations"
    a = next(a for a in v["deals"][0]["annotations"] if a["code"] == "wrong_total")
    assert a["event"] == k and a["rule"] in rule_ids("tarocchini.md")


@pytest.mark.parametrize("variant", ["ottocento", "terziglio"])
def test_tarocchini_play_only_with_every_event(variant: str) -> None:
    """Fixed: declarations in a play-only record were checked against the emptied hands at the end
    of the deal (every declaration false, every score wrong)."""
    for doc in OTTO if variant == "ottocento" else TERZ:
        v = validate(reduced(doc))
        assert_clean(v)
        assert all(d["unchecked"] for d in v["deals"])


def test_ottocento_plays_only_with_widow() -> None:
    """Fixed: with only the plays (no take, no discard) the dealer's widow cards were never taken into
    his hand (card_not_in_hand for each one he played), and a widow card he laid away was taken as
    held (a revoke the record does not prove)."""
    for seed in range(25):
        doc = tc_sim.simulate(seed, variant="ottocento")
        v = validate(reduced(doc, keep={"play"}))
        assert v["status"] == "clean", (seed, codes(v))


def _ottocento_doc_example() -> dict[str, Any]:
    deck = sorted(DECKS["tarocchini-ottocento"].cards)
    talon = ["7S", "QC"]
    h0 = ["JS", "JB", "JC", "T20"]
    h3 = ["9D"]
    rest = [c for c in deck if c not in talon + h0 + h3]
    h0 += rest[:11]
    h1, h2 = rest[11:26], rest[26:41]
    h3 += rest[41:55]
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {"monte": True},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "start": {"totals": [200, 100]},
        "deals": [
            {
                "dealer": 3,
                "hands": [h0, h1, h2, h3],
                "talon": talon,
                "events": [
                    {"type": "redeal", "seat": 0, "reason": "monte"},
                    {"type": "take", "seat": 3, "cards": ["7S", "QC"]},
                    {"type": "discard", "seat": 3, "cards": ["7S", "9D"]},
                    {"type": "declare", "seat": 0, "items": [{"kind": "cricca", "of": "jacks", "count": 3}]},
                    {"type": "declare", "seat": 1, "items": []},
                    {"type": "play", "seat": 0, "card": "T20"},
                    {"type": "score", "party": "team0", "points": 12, "reason": "declarations"},
                    {"type": "score", "party": "team1", "points": 140},
                    {"type": "total", "party": "team0", "points": 212},
                ],
            }
        ],
    }


def test_ottocento_doc_example_vocabulary() -> None:
    v = validate(_ottocento_doc_example())
    assert v["status"] == "clean", (codes(v), v.get("problems"))
    assert set(codes(v)) == {"incomplete_deal"}


def _terziglio_doc_example() -> dict[str, Any]:
    deck = sorted(DECKS["tarocchini-terziglio"].cards)
    talon = ["T18", "KD", "1S", "6B", "7B", "8B", "9B", "10B"]
    h1 = ["T1", "T2", "T3", "T4", "6S", "7S"]
    rest = [c for c in deck if c not in talon + h1]
    h1 += rest[:12]
    h0, h2 = rest[12:30], rest[30:48]
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "players": ["Anna", "Bruno", "Carla"],
        "deals": [
            {
                "dealer": 0,
                "hands": [h0, h1, h2],
                "talon": talon,
                "events": [
                    {"type": "bid", "seat": 1, "bid": "gioco"},
                    {"type": "bid", "seat": 2, "bid": "pass"},
                    {"type": "bid", "seat": 0, "bid": "pass"},
                    {"type": "take", "seat": 1, "cards": ["T18", "KD"]},
                    {"type": "discard", "seat": 1, "cards": ["6S", "7S"]},
                    {
                        "type": "declare",
                        "seat": 1,
                        "items": [{"kind": "sequence", "of": "moretti", "length": 4}],
                    },
                    {"type": "play", "seat": 1, "card": "T18"},
                    {"type": "score", "party": 1, "points": 2, "reason": "game_points"},
                    {"type": "total", "party": 1, "points": 2},
                ],
            }
        ],
    }


def test_terziglio_doc_example_vocabulary() -> None:
    v = validate(_terziglio_doc_example())
    assert v["status"] == "clean", (codes(v), v.get("problems"))
    assert set(codes(v)) == {"incomplete_deal"}
    assert v["deals"][0]["computed"]["declarer"] == 1


# -- verdict fields ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("docs", "digest"),
    [(ULTI[:8], "ulti.md"), (GT[:8], "galician-tarok.md"), (OTTO[:4] + TERZ[:4], "tarocchini.md")],
    ids=["ulti", "galician", "tarocchini"],
)
def test_verdict_fields_and_rule_ids(docs: list[dict[str, Any]], digest: str) -> None:
    ids = rule_ids(digest)
    for doc in docs:
        v = validate(doc)
        assert v["format"] == "trick-verdict/1" and v["game"] == doc["game"]
        for d in v["deals"]:
            assert "computed" in d and "settlement" in d
            s = d["settlement"]
            assert set(s) >= {"expected", "recorded", "difference"}
            for a in d["annotations"]:
                assert a["rule"] in ids, a["rule"]
                assert {"deal", "event", "seat", "code", "severity", "message", "evidence"} <= set(a)
    # and for annotations that fire: play-only records with unchecked parts, a wrong score
    v = validate(reduced(docs[0], keep={"play"}))
    for d in v["deals"]:
        for a in d["annotations"]:
            assert a["rule"] in ids, a["rule"]


# -- disagreements left open (see the report) -------------------------------------------------------
def test_ulti_table_penalty_event_is_read_not_rejected() -> None:
    doc = copy.deepcopy(ULTI[0])
    doc["deals"][0]["events"].append({"type": "penalty", "party": 0, "code": "revoke", "amount": 2})
    assert validate(doc)["status"] != "rejected"


@pytest.mark.parametrize("variant", ["ottocento", "terziglio"])
def test_tarocchini_table_penalty_event_is_read_not_rejected(variant: str) -> None:
    doc = copy.deepcopy(OTTO[0] if variant == "ottocento" else TERZ[0])
    party = "team0" if variant == "ottocento" else 0
    doc["deals"][0]["events"].append({"type": "penalty", "party": party, "code": "revoke"})
    assert validate(doc)["status"] != "rejected"


@pytest.mark.parametrize("game", ["ulti", "galician", "terziglio"])
def test_plays_alone_are_not_violations(game: str) -> None:
    doc = {"ulti": ULTI[0], "galician": GT[0], "terziglio": TERZ[0]}[game]
    v = validate(reduced(doc, keep={"play"}))
    assert v["status"] == "clean"
