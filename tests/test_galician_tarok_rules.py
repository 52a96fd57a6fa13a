"""Galician Tarok: each rule of docs/rules/galician-tarok.md broken on purpose, with code, rule id, seat,
event index and penalty checked; and the rules that compute something, checked on their numbers.

The deal below is made by hand; ``autoplay`` is this file's own small player (follow suit, else a
tarock, else anything; cheapest card first), written apart from the engine and the simulator.
"""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path
from typing import Any

import pytest

from validator.engine.games.galician_tarok import tables as T
from validator.engine.validate import validate

ROOT = Path(__file__).resolve().parent.parent
AUDIT_GD8 = ROOT / "tests" / "data" / "audit" / "gd8"
DIGEST = ROOT / "docs" / "rules" / "galician-tarok.md"

# seat 2 deals; seat 0 is forehand
H0 = "T1 T2 T3 T4 T5 T6 T7 T8 T9 KH QH 1H".split()
H1 = "T10 T11 T12 T13 T14 KD QD ND JD 1D KS QS".split()
H2 = "T15 T16 T17 T18 T19 T20 NS JS 10S KC QC NC".split()
TALON = "T21 SKIZ NH JH JC 10C".split()  # top three T21 SKIZ NH, bottom three JH JC 10C
AUCTION = [
    {"type": "bid", "seat": 0, "bid": "three"},
    {"type": "bid", "seat": 1, "bid": "pass"},
    {"type": "bid", "seat": 2, "bid": "pass"},
]
BUY = [
    {"type": "take", "seat": 0, "cards": ["T21", "SKIZ", "NH"]},
    {"type": "discard", "seat": 0, "cards": ["1H", "NH", "QH"]},
]


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or (c[0] == "T" and c[1:].isdigit())


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def rank(c: str) -> int:
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def autoplay(
    hands: dict[int, list[str]], leader: int, seats: list[int], keep: str | None = None, tricks: int = 12
) -> list[dict[str, Any]]:
    """Legal plays: cheapest legal card (a seat keeping ``keep`` plays it only when it must, or last)."""
    hands = {s: list(h) for s, h in hands.items()}
    out: list[dict[str, Any]] = []
    for _ in range(tricks):
        i = seats.index(leader)
        order = seats[i:] + seats[:i]
        table: list[tuple[int, str]] = []
        for s in order:
            h = hands[s]
            ok = h
            if table:
                led = suit(table[0][1])
                same = [c for c in h if suit(c) == led]
                tar = [c for c in h if is_tarock(c)]
                ok = same or (tar if led != "T" else []) or h
            pref = [c for c in ok if c != keep] or ok
            c = min(pref, key=lambda x: (is_tarock(x), rank(x), x))
            h.remove(c)
            table.append((s, c))
            out.append({"type": "play", "seat": s, "card": c})
        led = suit(table[0][1])
        tar = [p for p in table if is_tarock(p[1])]
        leader = max(tar or [p for p in table if suit(p[1]) == led], key=lambda p: rank(p[1]))[0]
    return out


def after_buy() -> dict[int, list[str]]:
    h0 = [c for c in H0 + ["T21", "SKIZ", "NH"] if c not in ("1H", "NH", "QH")]
    return {0: h0, 1: list(H1), 2: list(H2)}


def doc(
    events: list[dict[str, Any]],
    hands: list[list[str]] | None = None,
    talon: list[str] | None = None,
    dealer: int = 2,
    rules: dict[str, Any] | None = None,
    players: int = 3,
    start: dict[str, Any] | None = None,
) -> dict[str, Any]:
    d: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław", "Danuta", "Edward"][:players],
        "deals": [
            {
                "dealer": dealer,
                "hands": hands if hands is not None else [H0, H1, H2],
                "talon": talon if talon is not None else TALON,
                "events": events,
            }
        ],
    }
    if rules:
        d["rules"] = rules
    if start:
        d["start"] = start
    return d


def full(ann: list[dict[str, Any]] | None = None, keep: str | None = None) -> list[dict[str, Any]]:
    ann = ann if ann is not None else [{"type": "announce", "seat": 0, "items": []}]
    return AUCTION + BUY + ann + autoplay(after_buy(), 0, [0, 1, 2], keep)


def anns(v: dict[str, Any]) -> list[dict[str, Any]]:
    """The annotations, less the warning that a short record cannot be scored (tested on its own)."""
    return [a for d in v["deals"] for a in d["annotations"] if a["code"] != "incomplete_deal"]


def only(v: dict[str, Any]) -> dict[str, Any]:
    assert v["status"] != "rejected", v.get("problems")
    a = anns(v)
    assert len(a) == 1, [(x["event"], x["code"], x["message"]) for x in a]
    return a[0]


def one(v: dict[str, Any], code: str, rule: str, seat: int | None, event: int | None) -> dict[str, Any]:
    a = only(v)
    assert (a["code"], a["rule"], a["seat"], a["event"]) == (code, "galician-tarok/" + rule, seat, event), a
    return a


def computed(v: dict[str, Any], i: int = 0) -> dict[str, Any]:
    return v["deals"][i]["computed"]


def problems(v: dict[str, Any]) -> list[tuple[str, str]]:
    assert v["status"] == "rejected"
    return [(p["pointer"], p["code"]) for p in v["problems"]]


# --- the base deal is clean ------------------------------------------------------------------------


def test_base_deal_is_clean_and_counts_66() -> None:
    v = validate(doc(full()))
    assert v["status"] == "clean", anns(v)
    c = computed(v)
    assert c["player"] == 0 and c["contract"] == "three" and c["purchase"] == 1
    assert c["points"]["player"] + c["points"]["helpers"] == 66
    assert len(c["trick_winners"]) == 12


def test_every_rule_id_the_engine_cites_is_in_the_digest() -> None:
    text = DIGEST.read_text(encoding="utf-8")
    ids = set(re.findall(r"`galician-tarok/([0-9]+\.[a-z0-9-]+)`", text))
    src = ""
    for p in (ROOT / "validator/engine/games/galician_tarok").glob("*.py"):
        src += p.read_text(encoding="utf-8")
    cited = set(re.findall(r'R \+ "([0-9]+\.[a-z0-9-]+)"', src)) | set(
        re.findall(r'"([0-9]+\.[a-z-]+)",', src)
    )
    cited |= set(re.findall(r'"galician-tarok/([0-9]+\.[a-z0-9-]+)"', src))
    assert cited and cited <= ids, cited - ids


# --- §1-§4, §7 cards ------------------------------------------------------------------------------------


def test_1_deck_unknown_and_duplicate_cards_reject() -> None:
    """galician-tarok/1.deck: §1 "Talia składa się z 22 taroków i 20 farb."; a card
    outside the 42 (5H) or a card dealt twice rejects the transcript with a pointer; FOOL is the skiz."""
    h0 = ["5H", *H0[1:]]
    assert ("/deals/0/hands/0/0", "unknown_card") in problems(validate(doc(AUCTION, hands=[h0, H1, H2])))
    h1 = ["T1", *H1[1:]]
    assert ("/deals/0/hands/1/0", "duplicate_card") in problems(validate(doc(AUCTION, hands=[H0, h1, H2])))
    # FOOL is the skiz
    talon = ["T21", "FOOL", *TALON[2:]]
    assert validate(doc(full(), talon=talon))["status"] == "clean"


def test_3_7_14_card_points_and_counting_in_threes() -> None:
    """galician-tarok/3.card-points: §3 "Pagat, mond i skiz liczą każdy po 5 punktów – każdy tarok 1
    punkt."; galician-tarok/7.card-points: §7 "król, liczy 5 punktów; dama, 4 punkty; kabal, 3 punkty,
    chłopiec, 2 punkty i dziesiątka lub as, 1 punkt."; galician-tarok/14.counting: §14 "lewa składająca
    się n.p. z króla, damy i kabala liczy 10 punktów, lewa z trzech zwykłych taroków złożona, liczy 1
    punkt" (and the digest's ruling on a remainder of one or two cards: the 42 cards make 66)."""

    def pts(cs: str) -> int:
        return T.count_points([T.DECK.card(c) for c in cs.split()])

    assert pts("KH QH NH") == 5 + 4 + 3 - 2  # §14: king, queen, knight: 10
    assert pts("T2 T3 T4") == 1  # §14: three plain tarocks: 1
    assert pts("T1 T21 SKIZ") == 13
    assert pts("JC 10C") == 2 + 1 - 1  # a remainder of two
    assert pts("KS") == 5 - 1  # a remainder of one
    assert T.count_points(T.ALL) == 66


def test_2_4_5_winner_skiz_mond_pagat_and_suits() -> None:
    """galician-tarok/2.tarock-order: §2 tarocks rank by number (the mond over T20, the skiz over
    T19); galician-tarok/5.winner: §5 a suit card led is beaten by a tarock ("bije się ją tarokiem"), §6
    the pagat "Pobija się nim każdą farbę, jego zaś pobija każdy tarok"."""
    # trick 1: seat 0 leads KH; seat 1 (no hearts) must play a tarock; seat 2 (no hearts) a tarock
    hands = [
        ["KH", "T1", *"T2 T3 T4 T5 T6 T7 T8 T9 QH 1H".split()],
        H1,
        H2,
    ]
    ev = [*AUCTION, *BUY, {"type": "announce", "seat": 0, "items": []}]
    ev += [
        {"type": "play", "seat": 0, "card": "T21"},
        {"type": "play", "seat": 1, "card": "T10"},
        {"type": "play", "seat": 2, "card": "T20"},
        {"type": "play", "seat": 0, "card": "SKIZ"},
        {"type": "play", "seat": 1, "card": "T11"},
        {"type": "play", "seat": 2, "card": "T19"},
        {"type": "play", "seat": 0, "card": "KH"},
        {"type": "play", "seat": 1, "card": "T12"},
        {"type": "play", "seat": 2, "card": "T15"},
    ]
    v = validate(doc(ev, hands=hands))
    assert anns(v) == []
    assert [a["code"] for d in v["deals"] for a in d["annotations"]] == ["incomplete_deal"]
    assert computed(v)["trick_winners"] == [0, 0, 2]  # the mond, the skiz, T15 (tarocks beat the king led)
    # the pagat beats any suit card; suit cards by rank
    ev2 = [*AUCTION, *BUY, {"type": "announce", "seat": 0, "items": []}]
    ev2 += [
        {"type": "play", "seat": 0, "card": "KH"},
        {"type": "play", "seat": 1, "card": "T10"},
        {"type": "play", "seat": 2, "card": "T15"},
        {"type": "play", "seat": 2, "card": "NS"},
        {"type": "play", "seat": 0, "card": "T1"},
        {"type": "play", "seat": 1, "card": "KS"},
    ]
    v = validate(doc(ev2))
    assert anns(v) == []
    assert computed(v)["trick_winners"] == [2, 0]


# --- §8, §9 players and deal -----------------------------------------------------------------------------


def test_9_deal_sizes_reject() -> None:
    """galician-tarok/9.deal: §9 "najprzód 6 kart, które stanowią kupno (talon), potem … każdy więc
    dostaje 12 kart do rąk": a hand of 11 or 13 (bad_hand_size), a talon of 5 (bad_talon) or none
    (missing_field) rejects the transcript with a pointer."""
    assert ("/deals/0/hands/0", "bad_hand_size") in problems(
        validate(doc(AUCTION, hands=[H0[:-1], H1, H2 + [H0[-1]]]))
    )
    assert ("/deals/0/talon", "bad_talon") in problems(validate(doc(AUCTION, talon=TALON[:5])))
    assert ("/deals/0/talon", "missing_field") in problems(
        validate({**doc(AUCTION), "deals": [{"dealer": 2, "hands": [H0, H1, H2], "events": []}]})
    )


def four(events: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    # seat 3 deals and is the king; seat 0 is forehand
    return doc(events, hands=[H0, H1, H2, []], dealer=3, players=4, **kw)


def test_8_king_takes_part_in_the_result_not_the_play() -> None:
    v = validate(four(full()))
    assert v["status"] == "clean", anns(v)
    c = computed(v)
    assert c["king"] == 3
    pays = c["payments"]
    game = [p for p in pays if p["reason"] == "game"]
    assert {p["from"] if p["to"] == 0 else p["to"] for p in game} == {1, 2, 3}
    assert len({p["amount"] for p in game}) == 1
    v = validate(four([*AUCTION[:1], {"type": "bid", "seat": 3, "bid": "two"}, *AUCTION[1:]]))
    one(v, "sitter_acted", "8.players", 3, 1)


def test_8_five_players_one_sits_out_four_deals() -> None:
    def deal(dealer: int, sitter: int) -> dict[str, Any]:
        seats = [s for s in range(5) if s not in (dealer, sitter)]
        hands: list[list[str]] = [[] for _ in range(5)]
        for s, h in zip(seats, [H0, H1, H2], strict=True):
            hands[s] = h
        ev = [
            {"type": "bid", "seat": s, "bid": "pass"}
            for s in [(dealer + 1 + i) % 5 for i in range(5)]
            if s in seats
        ]
        return {"dealer": dealer, "hands": hands, "talon": TALON, "events": ev}

    base = doc([], players=5)
    # sitter 4 for deals dealt by 0, 1, 2, 3; then sitter 0: dealer 4
    base["deals"] = [deal(0, 4), deal(1, 4), deal(2, 4), deal(3, 4), deal(4, 0)]
    v = validate(base)
    assert v["status"] == "clean", anns(v)
    bad = copy.deepcopy(base)
    bad["deals"][3] = deal(3, 0)  # Edward (4) leaves after three deals
    bad["deals"][4] = deal(4, 1)  # Adam (0) sat out one deal only
    # a session from its start (no `start`): Edward's turn began at deal 0, so it is short
    found = [(a["code"], a["rule"], a["seat"], a["deal"], a["event"]) for a in anns(validate(bad))]
    assert found == [
        ("wrong_sitter", "galician-tarok/8.players", 0, 3, None),
        ("wrong_sitter", "galician-tarok/8.players", 1, 4, None),
    ]
    # a fragment (`start` given): Edward's turn may have begun before the record
    bad["start"] = {"totals": [0, 0, 0, 0, 0]}
    a = only(validate(bad))
    assert (a["code"], a["rule"], a["seat"], a["deal"], a["event"]) == (
        "wrong_sitter",
        "galician-tarok/8.players",
        1,
        4,
        None,
    )


def test_8_a_fresh_sessions_first_sitter_stays_four_deals() -> None:
    """gd8 audit (15, 15b): with no `start` the first sitter's four deals count from deal 0, and a
    change too early is reported as that even when the next seat takes the place."""
    for name, sitter in (
        ("15-five-players-sitter-midround.json", 3),
        ("15b-followup-sitter-adam-after-two.json", 0),
    ):
        doc_ = json.loads((AUDIT_GD8 / name).read_text())
        found = [(a["deal"], a["event"], a["seat"], a["code"]) for a in anns(validate(doc_))]
        assert found == [(2, None, sitter, "wrong_sitter")], name
        msg = next(a["message"] for a in anns(validate(doc_)))
        assert "Edward sat out only 2 deal(s), not four" in msg


def test_9_dealer_rotation() -> None:
    d = doc(AUCTION + [{"type": "bid", "seat": 0, "bid": "pass"}][:0])
    d["deals"][0]["events"] = [{"type": "bid", "seat": s, "bid": "pass"} for s in (0, 1, 2)]
    second = copy.deepcopy(d["deals"][0])
    second["dealer"] = 1  # should be 0, the next after 2
    second["hands"] = [H2, H0, H1]
    second["events"] = [{"type": "bid", "seat": s, "bid": "pass"} for s in (2, 0, 1)]
    d["deals"].append(second)
    a = only(validate(d))
    assert (a["code"], a["rule"], a["seat"], a["deal"], a["event"]) == (
        "wrong_dealer",
        "galician-tarok/9.dealer",
        1,
        1,
        None,
    )


def test_9_play_only_record_rebuilds_hands_and_proves_revokes() -> None:
    """galician-tarok/9.play-only: a record without hands rebuilds them from the cards played and laid
    away; complete, the deal is checked as dealt; otherwise a revoke is still proved when a seat showed
    void and later played the suit (here tarocks after a diamond on a heart lead)."""
    ev = full()
    v = validate({**doc(ev), "deals": [{"dealer": 2, "hands": None, "talon": TALON, "events": ev}]})
    assert v["status"] == "clean", anns(v)
    assert v["deals"][0]["unchecked"]
    # without the talon the hands cannot be completed: a provable revoke is still found
    plays = [e for e in ev if e["type"] == "play"]
    ev2 = [e for e in ev if e["type"] != "play"]
    # seat 1 shows void in hearts on a heart lead, then plays a heart: swap in a crafted tail
    crafted = [
        {"type": "play", "seat": 0, "card": "KH"},
        {"type": "play", "seat": 1, "card": "1D"},  # no tarock: claims void in hearts and tarocks
        {"type": "play", "seat": 2, "card": "T15"},
        {"type": "play", "seat": 2, "card": "NS"},
        {"type": "play", "seat": 0, "card": "T2"},
        {"type": "play", "seat": 1, "card": "T10"},  # a tarock after all: the 1D was a renonce
    ]
    assert plays
    d = {**doc(ev2 + crafted), "deals": [{"dealer": 2, "hands": None, "events": ev2 + crafted}]}
    v = validate(d)
    a = anns(v)
    assert len(a) == 1 and a[0]["code"] == "revoke" and a[0]["seat"] == 1
    assert a[0]["event"] == len(ev2) + 1 and a[0]["evidence"]["proved_by"] == len(ev2) + 5
    assert a[0]["penalty"]["class"] == "game_lost"


# --- §10, §26, §28 the auction -------------------------------------------------------------------------


def test_10_out_of_turn_call_is_void() -> None:
    ev = [AUCTION[0], {"type": "bid", "seat": 2, "bid": "two"}, *AUCTION[1:], *full()[3:]]
    v = validate(doc(ev))
    one(v, "out_of_turn", "10.auction-order", 2, 1)
    assert computed(v)["player"] == 0 and computed(v)["contract"] == "three"


def test_10_call_after_the_auction() -> None:
    ev = full()
    ev.insert(3, {"type": "bid", "seat": 1, "bid": "two"})
    one(validate(doc(ev)), "illegal_bid", "10.auction-order", 1, 3)
    # the standing player's pass in answer to it changes nothing: the late call is the one finding
    ev.insert(4, {"type": "bid", "seat": 2, "bid": "pass"})
    one(validate(doc(ev)), "illegal_bid", "10.auction-order", 1, 3)


def test_10_pass_is_final() -> None:
    """galician-tarok/10.pass-final: a later call by a player who passed is void;
    galician-tarok/10.auction-end: the one left holding the game standing (seat 2's two) is the player."""
    ev = [
        {"type": "bid", "seat": 0, "bid": "three"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "two"},
        {"type": "bid", "seat": 1, "bid": "one"},
        {"type": "bid", "seat": 0, "bid": "pass"},
    ]
    v = validate(doc(ev))
    assert [(a["code"], a["rule"], a["seat"], a["event"]) for a in anns(v)] == [
        ("illegal_bid", "galician-tarok/10.pass-final", 1, 3)
    ]
    assert computed(v)["player"] == 2 and computed(v)["contract"] == "two"


def test_10_bid_must_beat_or_be_held_with_priority() -> None:
    """galician-tarok/10.bid-rank: a lower game, or a hold without priority, is void;
    galician-tarok/10.auction-end: the forehand holds the top (sam) and plays it: the last game word said
    is the game, the hold keeps it."""
    ev = [
        {"type": "bid", "seat": 0, "bid": "bottom"},
        {"type": "bid", "seat": 1, "bid": "three"},  # lower: void, seat 1 calls again
        {"type": "bid", "seat": 1, "bid": "top"},
        {"type": "bid", "seat": 2, "bid": "hold"},  # seat 2 comes after seat 1: no priority
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "hold"},  # the forehand holds the top
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    v = validate(doc(ev))
    got = [(a["code"], a["rule"], a["seat"], a["event"]) for a in anns(v)]
    assert got == [
        ("illegal_bid", "galician-tarok/10.bid-rank", 1, 1),
        ("illegal_bid", "galician-tarok/10.bid-rank", 2, 3),
    ]
    c = computed(v)
    assert (c["player"], c["bid"], c["contract"]) == (0, "top", "three")


def test_10_bids_purchase_numbers_from_the_auction_and_refusals() -> None:
    """galician-tarok/10.bids: §10 "gdy jeden z graczy zapowiada trójkę, drugi może powiedzieć: spód … a
    drugi może zapowiedzieć jeszcze: wierzch": bottom and top start buying at the second and third three
    (galician-tarok/10.buying: refusing the top from the top, the fifth three)."""
    # "top" starts at the 3rd three (the top packet); refuse it: 4th (bottom); refuse: back to the top, 5th
    ev = [
        {"type": "bid", "seat": 0, "bid": "top"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "call", "seat": 0, "call": "reject"},
        {"type": "call", "seat": 0, "call": "reject"},
        *BUY,
        {"type": "announce", "seat": 0, "items": []},
        *autoplay(after_buy(), 0, [0, 1, 2]),
    ]
    v = validate(doc(ev))
    assert v["status"] == "clean", anns(v)
    assert computed(v)["purchase"] == 5
    # "bottom" starts with the bottom three (purchase 2)
    ev2 = [{"type": "bid", "seat": 0, "bid": "bottom"}, *AUCTION[1:], *BUY]
    ev2[3] = {"type": "take", "seat": 0, "cards": ["JH", "JC", "10C"]}
    ev2[4] = {"type": "discard", "seat": 0, "cards": ["JH", "JC", "10C"]}
    v = validate(
        doc(
            ev2
            + [{"type": "announce", "seat": 0, "items": []}]
            + autoplay({0: list(H0), 1: list(H1), 2: list(H2)}, 0, [0, 1, 2])
        )
    )
    assert v["status"] == "clean", anns(v)
    assert computed(v)["purchase"] == 2


def test_10_buying_wrong_packet() -> None:
    ev = full()
    ev[3] = {"type": "take", "seat": 0, "cards": ["JH", "JC", "10C"]}  # the bottom three, not the top
    ev[4] = {"type": "discard", "seat": 0, "cards": ["JH", "JC", "10C"]}
    v = validate(doc(ev[:6]))
    a = anns(v)
    assert [(x["code"], x["rule"], x["seat"], x["event"]) for x in a] == [
        ("illegal_take", "galician-tarok/10.buying", 0, 3)
    ]
    assert a[0]["evidence"]["expected"] == [["T21", "SKIZ", "NH"]]
    # a refusal after both threes were refused
    ev = AUCTION + [{"type": "call", "seat": 0, "call": "reject"}] * 3
    a = anns(validate(doc(ev)))
    assert [(x["code"], x["event"]) for x in a] == [("illegal_take", 5)]


def test_10_solo_has_no_buying() -> None:
    ev = [{"type": "bid", "seat": 0, "bid": "solo"}, *AUCTION[1:], BUY[0]]
    a = anns(validate(doc(ev)))
    assert [(x["code"], x["rule"], x["seat"], x["event"]) for x in a] == [
        ("illegal_take", "galician-tarok/10.solo", 0, 3)
    ]
    # gd-spec14 c2: the take stands, and the discard after it is its laying away: one finding
    v = validate(doc([{"type": "bid", "seat": 0, "bid": "solo"}, *AUCTION[1:], *BUY]))
    assert [(x["code"], x["event"]) for x in anns(v)] == [("illegal_take", 3)]
    # a discard at solo with no take before it is the fault itself
    a = anns(validate(doc([{"type": "bid", "seat": 0, "bid": "solo"}, *AUCTION[1:], BUY[1]])))
    assert [(x["code"], x["rule"], x["event"]) for x in a] == [
        ("illegal_discard", "galician-tarok/10.solo", 3)
    ]


def test_10_auction_unfinished_is_a_warning() -> None:
    ev = full()
    del ev[2]  # seat 2 never passed
    v = validate(doc(ev))
    a = only(v)
    assert (a["code"], a["severity"], a["event"]) == ("auction_unfinished", "warning", 2)


def test_28_tape_only_forehand_first() -> None:
    ev = [AUCTION[0], {"type": "bid", "seat": 1, "bid": "tape"}, *AUCTION[1:]]
    one(validate(doc(ev)), "illegal_bid", "28.tape", 1, 1)
    ev = [
        {"type": "bid", "seat": 0, "bid": "tape"},
        {"type": "bid", "seat": 1, "bid": "three"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "bid", "seat": 0, "bid": "hold"},
        {"type": "bid", "seat": 1, "bid": "pass"},
    ]
    v = validate(doc(ev))
    assert anns(v) == [] and computed(v)["player"] == 0


def test_28_pass_volat_with_the_pagat() -> None:
    ev = [{"type": "bid", "seat": 0, "bid": "pass_volat"}, {"type": "bid", "seat": 1, "bid": "pass_volat"}]
    a = one(validate(doc(ev)), "illegal_bid", "28.pass-volat", 0, 0)
    assert a.get("penalty") is None


def test_28_defend_pool_by_option() -> None:
    hands = [H1, H0, H2]  # seat 0 has no pagat now; seat 1 has it
    ev = [
        {"type": "bid", "seat": 0, "bid": "pass_volat"},
        {"type": "bid", "seat": 1, "bid": "three"},
        {"type": "bid", "seat": 2, "bid": "pass"},
    ]
    assert anns(validate(doc(ev, hands=hands))) == []
    one(
        validate(doc(ev, hands=hands, rules={"defend_pool": "required"})),
        "illegal_bid",
        "28.defend-pool",
        2,
        2,
    )


def test_26_all_pass_pays_the_pool_and_no_play() -> None:
    ev = [{"type": "bid", "seat": s, "bid": "pass"} for s in (0, 1, 2)]
    v = validate(doc(ev))
    assert v["status"] == "clean"
    pays = computed(v)["payments"]
    assert sorted((p["from"], p["amount"], p["reason"]) for p in pays if p["reason"] == "pool_pass") == [
        (0, 5, "pool_pass"),
        (1, 5, "pool_pass"),
        (2, 5, "pool_pass"),
    ]
    assert computed(v)["pool"] == 3 * 10 + 3 * 5  # founded with 10 each, then the pass fees
    one(validate(doc(ev + [{"type": "play", "seat": 0, "card": "T1"}])), "no_contract", "26.all-pass", 0, 3)


def test_17_no_tarock_redeal_only_by_option() -> None:
    hands = [H1, H0, H2]
    no_t = ["KH", "QH", "1H", "KD", "QD", "ND", "JD", "1D", "KS", "QS", "NS", "JS"]
    rest = [c for c in T.DECK.cards if c not in no_t and c not in TALON]
    hands = [no_t, rest[:12], rest[12:24]]
    ev = [{"type": "redeal", "seat": 0, "reason": "no_tarock"}]
    one(validate(doc(ev, hands=hands)), "illegal_redeal", "17.no-tarock", 0, 0)
    v = validate(doc(ev, hands=hands, rules={"no_tarock_redeal": True}))
    assert anns(v) == [] and computed(v)["redeal"] is True
    one(
        validate(
            doc(
                [{"type": "redeal", "seat": 1, "reason": "no_tarock"}],
                hands=hands,
                rules={"preset": "common_usage"},
            )
        ),
        "illegal_redeal",
        "17.no-tarock",
        1,
        0,
    )


# --- §11-§13, §22, §25 laying away ----------------------------------------------------------------------


def test_11_discard_not_in_hand_or_by_another() -> None:
    ev = full()
    ev[4] = {"type": "discard", "seat": 0, "cards": ["1H", "NH", "QS"]}
    v = validate(doc(ev[:5]))
    a = anns(v)
    assert [(x["code"], x["rule"], x["seat"], x["event"]) for x in a] == [
        ("illegal_discard", "galician-tarok/11.discard", 0, 4)
    ]
    ev = full()
    ev.insert(4, {"type": "discard", "seat": 1, "cards": ["QS"]})
    a = anns(validate(doc(ev[:6])))
    assert [(x["code"], x["seat"], x["event"]) for x in a] == [("illegal_discard", 1, 4)]


def test_12_wrong_discard_count_loses_the_game() -> None:
    ev = AUCTION + [BUY[0], {"type": "discard", "seat": 0, "cards": ["1H", "NH"]}]
    ev += [{"type": "announce", "seat": 0, "items": []}]
    h = after_buy()
    h[0] = [c for c in H0 + ["T21", "SKIZ", "NH"] if c not in ("1H", "NH")]
    h[0].remove("QH")  # the test's own player cannot play a thirteenth card: it keeps QH unplayed
    plays = autoplay(h, 0, [0, 1, 2])
    v = validate(doc(ev + plays))
    a = one(v, "illegal_discard", "12.discard-count", 0, 4)
    assert a["penalty"] == {
        "class": "game_lost",
        "rule": "galician-tarok/12.discard-count",  # §12's loss, not a renonce (verdict-spec a1)
        "side": "player",
        "effect": "the player loses the game unconditionally",
    }
    assert computed(v)["won"] is False and computed(v)["forfeit"]["code"] == "illegal_discard"


def test_12_missing_discard_is_a_discard_of_none() -> None:
    ev = AUCTION + [BUY[0], {"type": "announce", "seat": 0, "items": []}]
    a = only(validate(doc(ev)))
    assert (a["code"], a["rule"], a["event"]) == ("illegal_discard", "galician-tarok/12.discard-count", 4)


def test_12_a_discard_after_his_own_announcement_stands_until_a_helper_answers() -> None:
    """§11 "zabiera kupno i odkłada …, potem zapowiada"; §25 fixes the discard once "partnerzy swe
    przyzwolenie dali": announcing first is out of turn, the discard recorded next still stands
    (it was read as laying away none, losing the game, then as a change, and a revoke followed)."""
    good = full()
    ev = good[:3] + [good[3], good[5], good[4]] + good[6:]  # take, announce, discard
    v = validate(doc(ev))
    one(v, "out_of_turn", "11.announcements", 0, 4)
    assert computed(v)["won"] == computed(validate(doc(good)))["won"]
    assert computed(v)["laid_away"] == ["1H", "NH", "QH"]
    points = computed(v)["points"]
    assert points["player"] + points["helpers"] == 66
    # a helper's answer before the discard fixes it: none laid away, the game lost
    late = good[:3] + [good[3], good[5], {"type": "announce", "seat": 1, "items": []}, good[4]] + good[6:]
    codes = [(a["code"], a["rule"], a["event"]) for a in anns(validate(doc(late)))]
    assert ("illegal_discard", "galician-tarok/12.discard-count", 5) in codes
    assert ("illegal_discard", "galician-tarok/25.no-changes", 6) in codes


def test_22_tarocks_announced_before_the_discard_are_counted_after_it() -> None:
    ev = full([{"type": "announce", "seat": 0, "items": [{"kind": "tarocks", "count": 10}]}])
    ev[4] = {"type": "discard", "seat": 0, "cards": ["1H", "NH", "T9"]}
    h = after_buy()
    h[0] = [c for c in H0 + ["T21", "SKIZ", "NH"] if c not in ("1H", "NH", "T9")]
    ev = ev[:4] + [ev[5], ev[4]] + autoplay(h, 0, [0, 1, 2])
    a = [(x["code"], x["rule"], x["event"]) for x in anns(validate(doc(ev)))]
    assert a == [
        ("out_of_turn", "galician-tarok/11.announcements", 4),
        ("concealed_discard", "galician-tarok/22.shown-tarocks", 4),
    ]


def test_record_exchange_left_out_is_taken_from_the_plays() -> None:
    """galician-tarok/record.exchange: the take and the discard not written, the deal played on: the
    packet Adam plays from (T21 SKIZ NH) and the cards he never plays (1H NH QH) stand in for them, so
    the deal is clean and counts as the full record; a king among the cards never played is a king
    laid away (13.no-kings), found at the first event past the exchange."""
    good = full()
    v = validate(doc([e for e in good if e["type"] not in ("take", "discard")]))
    assert v["status"] == "clean", anns(v)
    assert sorted(computed(v)["laid_away"]) == sorted(computed(validate(doc(good)))["laid_away"])
    assert computed(v)["points"] == computed(validate(doc(good)))["points"]
    h = after_buy()
    h[0] = [c for c in H0 + ["T21", "SKIZ", "NH"] if c not in ("KH", "NH", "QH")]
    ev = AUCTION + [{"type": "announce", "seat": 0, "items": []}] + autoplay(h, 0, [0, 1, 2])
    a = only(validate(doc(ev)))
    assert (a["code"], a["rule"], a["event"]) == ("illegal_discard", "galician-tarok/13.no-kings", 3)


def test_13_a_king_may_not_be_laid_away() -> None:
    ev = full()
    ev[4] = {"type": "discard", "seat": 0, "cards": ["KH", "NH", "QH"]}
    h = after_buy()
    h[0] = [c for c in H0 + ["T21", "SKIZ", "NH"] if c not in ("KH", "NH", "QH")]
    ev = ev[:6] + autoplay(h, 0, [0, 1, 2])
    v = validate(doc(ev))
    a = one(v, "illegal_discard", "13.no-kings", 0, 4)
    assert a["penalty"]["class"] == "game_lost" and a["evidence"]["reasons"] == ["king"]
    c = computed(v)
    assert c["won"] is False
    # the player made more than 33 (51): he pays only the consolation (three: 30), as a lost game
    assert c["by_points"] and c["points"]["player"] == 51
    assert {p["amount"] for p in c["payments"] if p["reason"] == "game"} == {30}


def test_22_tarocks_laid_away_must_be_shown() -> None:
    ev = full([{"type": "announce", "seat": 0, "items": [{"kind": "tarocks", "count": 10}]}])
    ev[4] = {"type": "discard", "seat": 0, "cards": ["1H", "NH", "T9"]}
    h = after_buy()
    h[0] = [c for c in H0 + ["T21", "SKIZ", "NH"] if c not in ("1H", "NH", "T9")]
    ev = ev[:6] + autoplay(h, 0, [0, 1, 2])
    a = one(validate(doc(ev)), "concealed_discard", "22.shown-tarocks", 0, 5)
    assert a["penalty"]["class"] == "game_lost"
    ev[4] = {**ev[4], "shown": True}
    assert validate(doc(ev))["status"] == "clean"


def test_25_no_changes() -> None:
    # the cards laid away are fixed once he has announced (and the helpers answer): a second
    # discard after his announcement is void
    ev = full()
    ev.insert(6, {"type": "discard", "seat": 0, "cards": ["KH"]})
    a = anns(validate(doc(ev)))
    assert [(x["code"], x["rule"], x["seat"], x["event"]) for x in a] == [
        ("illegal_discard", "galician-tarok/25.no-changes", 0, 6)
    ]
    # before that a new discard replaces the first (coverage-pl a1) and is judged as his discard
    ev = full()
    ev.insert(5, dict(BUY[1]))
    assert not anns(validate(doc(ev)))
    ev = full()
    ev.insert(5, {"type": "discard", "seat": 0, "cards": ["KH"]})
    a = anns(validate(doc(ev)))
    assert {(x["code"], x["rule"], x["event"]) for x in a} >= {
        ("illegal_discard", "galician-tarok/13.no-kings", 5),
        ("illegal_discard", "galician-tarok/12.discard-count", 5),
    }
    assert not any(x["rule"] == "galician-tarok/25.no-changes" for x in a)
    # "jeżeli już grę zadeklarował, a partnerzy swe przyzwolenie dali": once a helper answered, his
    # announcements are fixed; before that a new one replaces the first
    ev = full()
    ev[6:6] = [
        {"type": "announce", "seat": 1, "items": []},
        {"type": "announce", "seat": 0, "items": [{"kind": "trull"}]},
    ]
    one(validate(doc(ev)), "illegal_announcement", "25.no-changes", 0, 7)
    ev = full([{"type": "announce", "seat": 0, "items": [{"kind": "pagat_ultimo"}]}])
    ev.insert(6, {"type": "announce", "seat": 0, "items": []})  # withdrawn before any answer
    v = validate(doc(ev))
    assert not anns(v)
    assert not [p for p in computed(v)["payments"] if p["reason"] in ("pagat_ultimo", "pool_ultimo")]
    ev = full()
    ev[6:6] = [{"type": "announce", "seat": 1, "items": []}, {"type": "announce", "seat": 1, "items": []}]
    one(validate(doc(ev)), "illegal_announcement", "25.no-changes", 1, 7)
    # a helper answering before the player is out of turn; the player's own announcement after it
    # is his first, not a change
    ev = full()
    ev.insert(5, {"type": "announce", "seat": 1, "items": []})
    one(validate(doc(ev)), "out_of_turn", "11.announcements", 1, 5)


# --- §11, §20, §21, §27 announcements --------------------------------------------------------------------


def test_11_announcement_order_and_timing() -> None:
    ev = full()
    ev[6:6] = [{"type": "announce", "seat": 2, "items": []}, {"type": "announce", "seat": 1, "items": []}]
    one(validate(doc(ev)), "out_of_turn", "11.announcements", 1, 7)
    ev = full()
    ev.insert(10, {"type": "announce", "seat": 1, "items": []})
    one(validate(doc(ev)), "illegal_announcement", "11.announcements", 1, 10)
    ev = [{"type": "announce", "seat": 0, "items": []}, *AUCTION]
    one(validate(doc(ev)), "illegal_announcement", "11.announcements", 0, 0)


def test_27_ultimo_and_18_volat_are_the_players() -> None:
    ev = full()
    ev.insert(6, {"type": "announce", "seat": 1, "items": [{"kind": "pagat_ultimo"}]})
    one(validate(doc(ev)), "illegal_announcement", "27.ultimo-player-only", 1, 6)
    ev = full()
    ev.insert(6, {"type": "announce", "seat": 1, "items": [{"kind": "volat"}]})
    one(validate(doc(ev)), "illegal_announcement", "18.volat-player-only", 1, 6)


def test_21_wrong_tarock_count_is_a_renonce() -> None:
    # seat 0 holds 11 tarocks after buying T21 and SKIZ
    v = validate(doc(full([{"type": "announce", "seat": 0, "items": [{"kind": "tarocks", "count": 10}]}])))
    a = one(v, "wrong_tarock_count", "21.tarock-count", 0, 5)
    assert a["evidence"] == {"announced": 10, "held": 11} and a["penalty"]["side"] == "player"
    assert computed(v)["won"] is False
    v = validate(doc(full([{"type": "announce", "seat": 0, "items": [{"kind": "tarocks", "count": 11}]}])))
    assert v["status"] == "clean"
    tar = [p for p in computed(v)["payments"] if p["reason"] == "tarocks"]
    assert sorted((p["from"], p["to"], p["amount"]) for p in tar) == [(1, 0, 100), (2, 0, 100)]


def test_21_wrong_count_left_unpaid_is_read_so_only_where_renonce_premiums_is_not_counted() -> None:
    # galician-announce-edges 09: Bożena announces 10 tarocks holding 11, the record pays the count nowhere
    path = ROOT / "tests/data/audit/galician-announce-edges/09-3p-wrong-tarock-count.json"
    record = json.loads(path.read_text(encoding="utf-8"))
    v = validate(record)
    assert [a["code"] for d in v["deals"] for a in d["annotations"]] == ["wrong_tarock_count"]
    assert "the count announced is not paid" in v["deals"][0]["annotations"][0]["message"]
    # all_paid: "płaci wszystko co zapowiedział", the count's 50 to each opponent is owed
    record["rules"] = {**record.get("rules", {}), "renonce_premiums": "all_paid"}
    v = validate(record)
    missing = [a["message"] for d in v["deals"] for a in d["annotations"] if a["code"] == "missing_payment"]
    assert len(missing) == 2 and all("(tarocks)" in m and "owes" in m and "50" in m for m in missing)


def test_computed_tricks_are_by_seat_with_null_for_the_king() -> None:
    """dispute-messages-2 a1: four players, Bożena (seat 1) deals and sits out as the king; the
    tricks are by seat as in every game (they were in the forehand's order, which read as the king's)."""
    path = ROOT / "tests/data/audit/dispute-messages-2/06-galician-clean-4p-king.json"
    computed = validate(json.loads(path.read_text(encoding="utf-8")))["deals"][0]["computed"]
    assert computed["king"] == 1
    assert computed["tricks"] == [4, None, 5, 3]
    assert [computed["trick_winners"].count(s) for s in (0, 2, 3)] == [4, 5, 3]


def test_no_pool_figure_where_the_rules_keep_no_pool() -> None:
    """27.pool with "pool": false (dispute-messages-3 c3): no computed.pool, no session pool, and the
    replay's deal lines name none ("Pool 0." read as stakes owed)."""
    path = ROOT / "tests/data/audit/dispute-messages-3/05-galician-clean-two-deals.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["rules"]["pool"] is False
    v = validate(doc)
    assert v["status"] == "clean" and "pool" not in v["session"]
    assert all("pool" not in d["computed"] for d in v["deals"])


def test_a_game_losing_fault_not_claimed_stands_as_played_in_every_word() -> None:
    """31.late-claim (dispute-messages-4 a2, a3): the forfeit is marked not applied; a wrong tarock
    count not claimed stands as announced (no premium-not-held payments), and its message says so."""
    folder = ROOT / "tests/data/audit/dispute-messages-4"
    v = validate(
        json.loads((folder / "09-galician-renonce-then-paid-as-won.json").read_text(encoding="utf-8"))
    )
    assert v["deals"][0]["computed"]["forfeit"]["applied"] is False and v["deals"][0]["computed"]["won"]
    v = validate(
        json.loads((folder / "11-galician-false-tarock-count-then-paid.json").read_text(encoding="utf-8"))
    )
    found = [
        (a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"
    ]
    assert found == [(5, "wrong_tarock_count")]
    assert v["deals"][0]["annotations"][0]["message"].endswith(T.UNCLAIMED_AS_PLAYED)


def test_a_dealer_field_alone_wrong_says_whose_deal_it_is_judged() -> None:
    """9.dealer (replay-narrative-2 a): the sheet writes Adam, the hands and the first call follow
    Bożena, the dealer due: the wrong_dealer says only the field is wrong (it said "Adam dealt")."""
    path = ROOT / "tests/data/audit/replay-narrative-2/06-galician-wrong-dealer.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    (a,) = [x for x in v["deals"][3]["annotations"] if x["code"] == "wrong_dealer"]
    assert a["message"].startswith("Deal 4's dealer is written Adam")
    assert a["message"].endswith("only the dealer written is wrong, and the deal is judged from Bożena.")
    assert a["evidence"]["judged_from"] == 1 == v["deals"][3]["computed"]["dealer"]


def test_items_vocabulary_rejects() -> None:
    # the pointer names the offending item (api3), or the list when it is not a list
    for items, at in (
        ([{"kind": "tarocks", "count": 9}], "/0"),
        (["trull"], "/0"),
        ([{"kind": "trull"}, {"kind": "x"}], "/1"),
        ([{"kind": "trull"}, {"kind": "trull"}], "/1"),
        ("trull", ""),
    ):
        ev = full()
        ev[5] = {"type": "announce", "seat": 0, "items": items}
        assert (f"/deals/0/events/5/items{at}", "bad_value") in problems(validate(doc(ev)))
    # a key an item does not have is unknown_field at itself, as everywhere else
    ev = full()
    ev[5] = {"type": "announce", "seat": 0, "items": [{"kind": "trull", "x": 1}]}
    assert ("/deals/0/events/5/items/0/x", "unknown_field") in problems(validate(doc(ev)))
    ev = full()
    ev[0] = {"type": "bid", "seat": 0, "bid": "four"}
    assert ("/deals/0/events/0/bid", "bad_bid") in problems(validate(doc(ev)))


# --- §17 contra ------------------------------------------------------------------------------------------


def test_17_contra_chain() -> None:
    bad_doubles = [
        ({"type": "double", "seat": 0, "target": "game", "level": 2}, 0),  # the player does not contra
        ({"type": "double", "seat": 1, "target": "game", "level": 4}, 1),  # recontra by a helper
        ({"type": "double", "seat": 1, "target": "trull", "level": 2}, 1),  # not announced
    ]
    for d, seat in bad_doubles:
        ev = full()
        ev.insert(6, d)
        one(validate(doc(ev)), "illegal_double", "17.contra", seat, 6)
    ev = full()
    ev.insert(10, {"type": "double", "seat": 1, "target": "game", "level": 2})
    one(validate(doc(ev)), "illegal_double", "17.contra", 1, 10)  # after the first card
    # before the player's announcement (§11 "Wtedy"): after the take, after the laying away
    for at in (4, 5):
        ev = full()
        ev.insert(at, {"type": "double", "seat": 1, "target": "game", "level": 2})
        v = validate(doc(ev))
        one(v, "illegal_double", "17.contra", 1, at)
        assert computed(v)["contra"] == {}  # void: the game is single
    # a call past supracontra is a fault at the table, not an unreadable record
    ev = full()
    ev[6:6] = [
        {"type": "double", "seat": 1, "target": "game", "level": 2},
        {"type": "double", "seat": 0, "target": "game", "level": 4},
        {"type": "double", "seat": 2, "target": "game", "level": 8},
        {"type": "double", "seat": 0, "target": "game", "level": 16},
    ]
    one(validate(doc(ev)), "illegal_double", "17.contra", 0, 9)


def test_17_each_helper_may_contra() -> None:
    """galician-tarok/17.contra: "Każdy z pomagających może dać graczowi: contra" — the second
    helper's contra stands (no finding) and the game counts double once; a third is a fault."""
    ev = full()
    ev[6:6] = [
        {"type": "double", "seat": 1, "target": "game", "level": 2},
        {"type": "double", "seat": 2, "target": "game", "level": 2},
    ]
    v = validate(doc(ev))
    assert not anns(v)
    assert computed(v)["contra"] == {"game": 2}
    ev.insert(8, {"type": "double", "seat": 1, "target": "game", "level": 2})
    one(validate(doc(ev)), "illegal_double", "17.contra", 1, 8)


def game_amounts(v: dict[str, Any]) -> set[tuple[int, int, float]]:
    return {
        (p["from"], p["to"], p["amount"]) for p in computed(v)["payments"] if p["reason"] in ("game", "volat")
    }


def expected_game(pts: int, level: int, purchase: int = 1, sym: bool = False) -> tuple[bool, float]:
    if pts > 33:
        base = (pts - 33) * 3 + 30
        return True, base * ((level * purchase) if sym else (2 if level > 1 else 1))
    return False, ((33 - pts) * 3 + 30) * purchase * level


@pytest.mark.parametrize("levels", [[], [2], [2, 4], [2, 4, 8]])
@pytest.mark.parametrize("sym", [False, True])
def test_17_contra_values(levels: list[int], sym: bool) -> None:
    """galician-tarok/17.contra-values: §17 contra doubles the game "gdy gracz wygrał"; recontra and
    supracontra count "zawsze tylko w razie, gdy gracz przegra"; galician-tarok/17.contra-symmetric: with
    the option the player wins what he would pay, ×level."""
    ev = full()
    for lv in levels:
        ev.insert(
            6 + levels.index(lv),
            {"type": "double", "seat": 0 if lv == 4 else 2, "target": "game", "level": lv},
        )
    v = validate(doc(ev, rules={"contra_symmetric": True} if sym else None))
    assert v["status"] == "clean", anns(v)
    pts = computed(v)["points"]["player"]
    won, amount = expected_game(pts, levels[-1] if levels else 1, 1, sym)
    assert game_amounts(v) == ({(1, 0, amount), (2, 0, amount)} if won else {(0, 1, amount), (0, 2, amount)})


# --- §5, §6, §23 play ---------------------------------------------------------------------------------------


def test_5_turn_and_first_lead() -> None:
    """galician-tarok/5.turn, galician-tarok/11.first-lead: §11 "Ręka wydaje pierwszą kartę": a card by
    another seat before the forehand led is out of turn."""
    ev = full()
    first = ev[6]
    assert first["seat"] == 0
    ev[6], ev[7] = ev[7], ev[6]  # seat 1 plays before the forehand leads
    v = validate(doc(ev))
    got = [(a["code"], a["rule"], a["seat"], a["event"]) for a in anns(v)]
    assert got[0] == ("out_of_turn", "galician-tarok/5.turn", 1, 6)


def test_5_follow_suit_and_tarock() -> None:
    # seat 0 leads KH; seat 1 has no hearts, so it must play a tarock: QS is a revoke
    ev = AUCTION + BUY + [{"type": "announce", "seat": 0, "items": []}]
    h = after_buy()
    ev += [
        {"type": "play", "seat": 0, "card": "KH"},
        {"type": "play", "seat": 1, "card": "QS"},
        {"type": "play", "seat": 2, "card": "T15"},
    ]
    h[0].remove("KH")
    h[1].remove("QS")
    h[2].remove("T15")
    ev += autoplay(h, 2, [0, 1, 2], tricks=11)
    v = validate(doc(ev))
    a = one(v, "revoke", "5.follow", 1, 7)
    assert a["evidence"]["kind"] == "trump" and a["evidence"]["led"] == "H"
    assert a["penalty"]["class"] == "game_lost" and a["penalty"]["side"] == "helpers"
    assert computed(v)["won"] is True and computed(v)["forfeit"]["seat"] == 1
    # a tarock led must be answered with a tarock
    ev = AUCTION + BUY + [{"type": "announce", "seat": 0, "items": []}]
    ev += [{"type": "play", "seat": 0, "card": "T2"}, {"type": "play", "seat": 1, "card": "KD"}]
    a = anns(validate(doc(ev)))
    assert [(x["code"], x["seat"], x["event"], x["evidence"]["kind"]) for x in a] == [
        ("revoke", 1, 7, "follow")
    ]


def test_5_card_not_in_hand() -> None:
    ev = (
        AUCTION
        + BUY
        + [{"type": "announce", "seat": 0, "items": []}, {"type": "play", "seat": 0, "card": "QH"}]
    )
    a = anns(validate(doc(ev)))
    assert [(x["code"], x["rule"], x["seat"], x["event"]) for x in a] == [
        ("card_not_in_hand", "galician-tarok/5.hand", 0, 6)
    ]


def test_6_pagat_kept_for_the_last_trick() -> None:
    ann = [{"type": "announce", "seat": 0, "items": [{"kind": "pagat_ultimo"}]}]
    ev = AUCTION + BUY + ann + [{"type": "play", "seat": 0, "card": "T1"}]
    h = after_buy()
    ev += [{"type": "play", "seat": 1, "card": "T10"}, {"type": "play", "seat": 2, "card": "T15"}]
    h[0].remove("T1")
    h[1].remove("T10")
    h[2].remove("T15")
    ev += autoplay(h, 2, [0, 1, 2], tricks=11)
    v = validate(doc(ev))
    a = one(v, "pagat_released", "6.pagat-kept", 0, 6)
    assert a["penalty"]["class"] == "ultimo_lost"
    ult = [p for p in computed(v)["payments"] if p["reason"] in ("pagat_ultimo", "pool_ultimo")]
    assert sorted((str(p["from"]), str(p["to"]), p["amount"]) for p in ult) == [
        ("0", "1", 100),
        ("0", "2", 100),
        ("0", "pool", 30),
    ]


# --- §14, §15, §18-§20, §23, §27 settlement --------------------------------------------------------------------


def settle(ev: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    v = validate(doc(ev, **kw))
    assert v["status"] == "clean", anns(v)
    return v


def test_14_piles_and_18_game_value_and_payments() -> None:
    """galician-tarok/18.game-value, galician-tarok/18.payments: the game is paid between the player and
    each helper, and recorded payments are compared with it (a wrong amount cites the rule of the amount
    due). The piles themselves (galician-tarok/14.piles) are pinned by the hand-counted deals of
    test_galician_tarok_independent.py."""
    v = settle(full())
    c = computed(v)
    pts = c["points"]["player"]
    won, amount = expected_game(pts, 1)
    assert c["won"] is won
    want = {(1, 0, amount), (2, 0, amount)} if won else {(0, 1, amount), (0, 2, amount)}
    assert game_amounts(v) == want
    # the recorded payments agree; a wrong one is found at its event with the rule of the amount due
    ev = full()
    pays = [
        {"type": "payment", **{k: p[k] for k in ("from", "to", "amount", "reason")}} for p in c["payments"]
    ]
    assert validate(doc(ev + pays))["status"] == "clean"
    k = next(i for i, p in enumerate(pays) if p["reason"] == "game")
    pays[k]["amount"] += 3
    one(
        validate(doc(ev + pays)), "wrong_payment", "18.game-value", pays[k]["from"] if won else 0, len(ev) + k
    )


def test_18_score_sheet() -> None:
    ev = full()
    v = settle(ev)
    net = v["deals"][0]["settlement"]["expected"]
    scores = [{"type": "score", "party": int(k) if k.isdigit() else k, "points": x} for k, x in net.items()]
    totals = [{"type": "total", "party": "pool", "points": computed(v)["pool"]}]
    assert validate(doc(ev + scores + totals))["status"] == "clean"
    scores[0]["points"] += 1
    a = one(validate(doc(ev + scores + totals)), "wrong_score", "18.score-sheet", scores[0]["party"], len(ev))
    assert a["evidence"]["recorded"] == scores[0]["points"]
    totals[0]["points"] += 1
    one(validate(doc(ev + totals)), "wrong_total", "18.score-sheet", None, len(ev))
    seat_total = [{"type": "total", "party": 1, "points": net.get("1", 0) + 7}]
    one(
        validate(doc(ev + seat_total, start={"totals": [0, 0, 0]})),
        "wrong_total",
        "18.score-sheet",
        1,
        len(ev),
    )


def test_23_recorded_penalty() -> None:
    ev = full() + [{"type": "penalty", "party": 1, "code": "renonce"}]
    one(validate(doc(ev)), "unexpected_penalty", "23.recorded-penalty", 1, len(ev) - 1)


def test_15_trull_announced_and_made_or_not() -> None:
    """galician-tarok/15.trull: §15 "tról, liczy 50 punktów. Zapowiedziany tról liczy 100 punktów"."""
    ann = [{"type": "announce", "seat": 0, "items": [{"kind": "trull"}]}]
    v = settle(full(ann))
    c = computed(v)
    tr = {(p["from"], p["to"], p["amount"]) for p in c["payments"] if p["reason"] == "trull"}
    # the player holds skiz, mond and pagat: with this play he wins them all in his tricks
    assert tr == {(1, 0, 100), (2, 0, 100)}
    # silent: 50
    v = settle(full())
    tr = {(p["from"], p["to"], p["amount"]) for p in computed(v)["payments"] if p["reason"] == "trull"}
    assert tr == {(1, 0, 50), (2, 0, 50)}


def test_19_four_kings_announced_by_a_helper_and_failed() -> None:
    """galician-tarok/19.four-kings: §19 "Cztery króle w lewach … zapowiedziane 200 punktów"; announced
    by a helper and not made, his side pays 200 to the player (§21 "płaci wartość tego waloru")."""
    ev = full()
    ev.insert(6, {"type": "announce", "seat": 1, "items": [{"kind": "four_kings"}]})
    v = settle(ev)
    fk = {(p["from"], p["to"], p["amount"]) for p in computed(v)["payments"] if p["reason"] == "four_kings"}
    assert fk == {(1, 0, 200), (2, 0, 200)}  # the helpers' side pays the player 200 each


@pytest.mark.parametrize("option", ["always", "if_game_won"])
def test_20_tarocks_for_a_helper(option: str) -> None:
    """galician-tarok/20.tarocks: §20 "Ten sam stosunek zachodzi, jeżeli jeden z pomagających zapowie
    taroki": the player pays a helper's ten tarocks to each helper; with tarocks_paid if_game_won, only
    if the helpers won the game, otherwise they pay it."""
    h1 = "T10 T11 T12 T13 T14 T15 T16 T17 T18 T19 KD QD".split()
    h2 = "ND JD 1D KS QS T20 NS JS 10S KC QC NC".split()
    ev = AUCTION + BUY + [{"type": "announce", "seat": 0, "items": []}]
    ev += [{"type": "announce", "seat": 1, "items": [{"kind": "tarocks", "count": 10}]}]
    ev += autoplay({0: after_buy()[0], 1: h1, 2: h2}, 0, [0, 1, 2])
    v = settle(ev, hands=[H0, h1, h2], rules={"tarocks_paid": option})
    c = computed(v)
    tar = {(p["from"], p["to"], p["amount"]) for p in c["payments"] if p["reason"] == "tarocks"}
    helpers_won = not c["won"]
    if option == "always" or helpers_won:
        assert tar == {(0, 1, 50), (0, 2, 50)}
    else:
        assert tar == {(1, 0, 50), (2, 0, 50)}


def test_6_ultimo_made_takes_the_pool() -> None:
    """galician-tarok/6.ultimo: §6 "Jeżeli pagatem zdobywa się ostatnią lewę (ultimo), osobno liczy się 50
    punktów, albo 100 punktów w razie, gdy się ultimo przed początkiem gry zapowie"; announced, the
    player takes the pool too (§27)."""
    ann = [{"type": "announce", "seat": 0, "items": [{"kind": "pagat_ultimo"}]}]
    v = settle(full(ann, keep="T1"), start={"pools": {"pool": 70}})
    c = computed(v)
    assert c["ultimo"] is True
    pays = c["payments"]
    assert {(p["from"], p["to"], p["amount"]) for p in pays if p["reason"] == "pagat_ultimo"} == {
        (1, 0, 100),
        (2, 0, 100),
    }
    assert [(p["from"], p["to"], p["amount"]) for p in pays if p["reason"] == "pool_ultimo"] == [
        ("pool", 0, 70)
    ]
    # silent: 50, no pool
    v = settle(full(keep="T1"), start={"pools": {"pool": 70}})
    pays = computed(v)["payments"]
    assert {(p["from"], p["to"], p["amount"]) for p in pays if p["reason"] == "pagat_ultimo"} == {
        (1, 0, 50),
        (2, 0, 50),
    }
    assert not [p for p in pays if p["reason"] == "pool_ultimo"]


@pytest.mark.parametrize("on_pool", [False, True])
def test_27_pool_contra(on_pool: bool) -> None:
    """galician-tarok/27.pool-contra: §27 "Zwykle contra się do żydka nie odnosi": a contra on ultimo
    doubles the 100, not the pool; with contra_on_pool the pool is taken ×2 as well."""
    ann = [{"type": "announce", "seat": 0, "items": [{"kind": "pagat_ultimo"}]}]
    ev = full(ann, keep="T1")
    ev.insert(6, {"type": "double", "seat": 1, "target": "pagat_ultimo", "level": 2})
    v = settle(ev, start={"pools": {"pool": 70}}, rules={"contra_on_pool": on_pool})
    pays = computed(v)["payments"]
    assert {p["amount"] for p in pays if p["reason"] == "pagat_ultimo"} == {200}
    # the pool gives what it holds; the doubled excess (70 more) comes from the two who doubled
    assert [(p["from"], p["amount"]) for p in pays if p["reason"] == "pool_ultimo"] == [
        ("pool", 70),
        *([(1, 35.0), (2, 35.0)] if on_pool else []),
    ]
    # failed under contra (the pagat let go early): he pays the pool doubled into it, so the pool
    # grows and never goes negative
    ev = full(ann)
    ev.insert(6, {"type": "double", "seat": 1, "target": "pagat_ultimo", "level": 2})
    v = validate(doc(ev, start={"pools": {"pool": 70}}, rules={"contra_on_pool": on_pool}))
    assert [a["code"] for a in anns(v)] == ["pagat_released"]
    pays = computed(v)["payments"]
    assert [(p["from"], p["to"], p["amount"]) for p in pays if p["reason"] == "pool_ultimo"] == [
        (0, "pool", 140 if on_pool else 70)
    ]


def test_27_pool_stake_and_shares() -> None:
    """galician-tarok/27.pool: §27 "Do żydka wkłada każdy w grze udział biorący pewną kwotę. Oprócz tego
    wkłada się do żydka zwykle 10 procent od każdej wygranej": the stake when the pool is empty, a tenth
    of every positive result; no stake into a pool carried in; nothing with pool off."""
    v = settle(full())
    c = computed(v)
    pays = c["payments"]
    assert sorted(p["from"] for p in pays if p["reason"] == "pool_stake") == [0, 1, 2]
    net: dict[int, float] = {}
    for p in pays:
        if p["reason"] in ("pool_stake", "pool_share", "pool_ultimo"):
            continue
        net[p["from"]] = net.get(p["from"], 0) - p["amount"]
        net[p["to"]] = net.get(p["to"], 0) + p["amount"]
    shares = {p["from"]: p["amount"] for p in pays if p["reason"] == "pool_share"}
    assert shares == {s: pytest.approx(x / 10) for s, x in net.items() if x > 0}
    assert c["pool"] == pytest.approx(30 + sum(shares.values()))
    # no stake when a pool is carried in
    v = settle(full(), start={"pools": {"pool": 5}})
    assert not [p for p in computed(v)["payments"] if p["reason"] == "pool_stake"]
    v = settle(full(), rules={"pool": False})
    assert not [p for p in computed(v)["payments"] if str(p["to"]) == "pool" or str(p["from"]) == "pool"]


@pytest.mark.parametrize("mode", ["not_counted", "all_paid"])
def test_23_renonce_premiums(mode: str) -> None:
    # the player announces trull (which he makes) and 11 tarocks, then revokes in trick 1
    ann = [{"type": "announce", "seat": 0, "items": [{"kind": "trull"}, {"kind": "tarocks", "count": 11}]}]
    ev = AUCTION + BUY + ann
    h = after_buy()
    # seat 1 leads? No: the forehand (seat 0) leads; make seat 1 revoke instead on a diamond lead later
    ev += autoplay(h, 0, [0, 1, 2])
    v = validate(doc(ev, rules={"renonce_premiums": mode}))
    assert v["status"] == "clean"
    # now the player revokes: he leads KH... he holds KH and tarocks; find a heart lead by another seat is
    # impossible (he has the only heart), so make him lay away a king instead (also game lost)
    ev[4] = {"type": "discard", "seat": 0, "cards": ["KH", "NH", "QH"]}
    h = after_buy()
    h[0] = [c for c in H0 + ["T21", "SKIZ", "NH"] if c not in ("KH", "NH", "QH")]
    ev = ev[:6] + autoplay(h, 0, [0, 1, 2])
    v = validate(doc(ev, rules={"renonce_premiums": mode}))
    one(v, "illegal_discard", "13.no-kings", 0, 4)
    pays = computed(v)["payments"]
    prem = {
        (p["from"], p["to"], p["amount"], p["reason"]) for p in pays if p["reason"] in ("trull", "tarocks")
    }
    if mode == "not_counted":
        assert prem == set()  # made premiums never count for him
    else:
        assert prem == {
            (0, 1, 100, "trull"),
            (0, 2, 100, "trull"),
            (0, 1, 100, "tarocks"),
            (0, 2, 100, "tarocks"),
        }


@pytest.mark.parametrize("who", ["side", "offender"])
def test_23_helper_renonce_who_pays(who: str) -> None:
    ev = AUCTION + BUY + [{"type": "announce", "seat": 0, "items": []}]
    h = after_buy()
    ev += [
        {"type": "play", "seat": 0, "card": "KH"},
        {"type": "play", "seat": 1, "card": "QS"},
        {"type": "play", "seat": 2, "card": "T15"},
    ]
    h[0].remove("KH")
    h[1].remove("QS")
    h[2].remove("T15")
    ev += autoplay(h, 2, [0, 1, 2], tricks=11)
    v = validate(doc(ev, rules={"helper_renonce_pays": who}))
    one(v, "revoke", "5.follow", 1, 7)
    c = computed(v)
    assert c["won"] is True
    game = sorted((p["from"], p["to"], p["amount"]) for p in c["payments"] if p["reason"] == "game")
    amount = game[0][2]
    assert c["points"]["player"] == 36 and amount == 3 * 3 + 30  # won by points as well: the game as made
    assert game == ([(1, 0, amount), (2, 0, amount)] if who == "side" else [(1, 0, amount), (1, 0, amount)])


@pytest.mark.parametrize("mode", ["as_lost_game", "single"])
def test_12_consolation(mode: str) -> None:
    """galician-tarok/12.consolation: §12 "Zwykle gracz przy wygranej grze przegrywa tylko konsolacją":
    the contract's addend 30, as a lost game (× the third three × contra: 180) or once (30)."""
    # top (purchase 3) with a contra; the player lays away a king: game lost; if he made his points he pays
    # the consolation: 30 x 3 x 2 (as a lost game) or 30
    ev = [{"type": "bid", "seat": 0, "bid": "top"}, *AUCTION[1:], *BUY]
    ev[4] = {"type": "discard", "seat": 0, "cards": ["KH", "NH", "QH"]}
    ev += [
        {"type": "announce", "seat": 0, "items": []},
        {"type": "double", "seat": 1, "target": "game", "level": 2},
    ]
    h = after_buy()
    h[0] = [c for c in H0 + ["T21", "SKIZ", "NH"] if c not in ("KH", "NH", "QH")]
    ev += autoplay(h, 0, [0, 1, 2])
    v = validate(doc(ev, rules={"consolation": mode}))
    one(v, "illegal_discard", "13.no-kings", 0, 4)
    c = computed(v)
    assert c["purchase"] == 3 and c["won"] is False
    game = {p["amount"] for p in c["payments"] if p["reason"] == "game"}
    assert c["by_points"]  # 51 points: only the consolation
    assert game == ({180} if mode == "as_lost_game" else {30})


def _takeback_deal() -> dict[str, Any]:
    return json.loads((ROOT / "tests/data/audit/gd14/05-s24-helper-takes-back-card.json").read_text())


@pytest.mark.parametrize("mode", ["mistaken_follow", "until_covered", "never"])
def test_24_take_back(mode: str) -> None:
    """galician-tarok/24.take-back: Bożena drops T8 on a diamond lead holding KD, takes it back and
    adds KD before the next card (gd14/05). Taken back, the renonce is gone with the card; with
    take_back never, the T8 is a renonce as played, and the change to KD one out_of_turn under 24.take-back (one
    finding; the trick goes on with the KD, as the table played it)."""
    t = _takeback_deal()
    t["rules"] = {"take_back": mode}
    v = validate(t)
    got = [(a["event"], a["code"]) for a in anns(v)]
    if mode == "never":
        assert got == [(15, "revoke"), (16, "out_of_turn")]
        assert anns(v)[1]["rule"] == "galician-tarok/24.take-back"
        assert anns(v)[1]["evidence"]["taken_back_at"] == 15
        return
    assert got == [(15, "card_taken_back")]
    assert v["status"] == "clean"
    assert anns(v)[0]["rule"] == "galician-tarok/24.take-back"


def test_24_take_back_the_lead_and_a_covered_card() -> None:
    """galician-tarok/24.take-back: the lead is fixed under mistaken_follow but may be changed under
    until_covered before the next card; a trick's last card is final."""
    t = _takeback_deal()
    ev = t["deals"][0]["events"]
    # Adam leads QD, takes it back at once and leads T14... (T14 played at 19: swap the two plays)
    lead = [{"type": "play", "seat": 0, "card": "T12"}, *ev[14:]]
    t["deals"][0]["events"] = ev[:14] + lead
    for mode, taken in (("mistaken_follow", False), ("until_covered", True)):
        t["rules"] = {"take_back": mode}
        codes = [(a["event"], a["code"]) for a in anns(validate(t))]
        assert ((14, "card_taken_back") in codes) is taken, (mode, codes)
    # Bożena's T8 covered by Czesław's T2, the trick's last card: the T8 wins the trick, so her next
    # card may be her lead. The record proves a change (diff9 galician-knockon A6): her KD proves the
    # T8 a renonce and she plays the T8 again later (event 20), so it went back to her hand: one
    # card_taken_back, under until_covered too, a card added by mistake being "zwykle" changed while
    # the trick lies (coverage-pl c1); under never the change is the one fault, out_of_turn
    # (24.take-back), let stand by the table (gd-opt: it was read as her lead, a renonce and a chain
    # of faults after it). Without the T8 played again, her KD is her lead (the T8 stays, a renonce).
    t = _takeback_deal()
    ev = t["deals"][0]["events"]
    ev[16], ev[17] = ev[17], ev[16]
    for mode, taken in (("mistaken_follow", True), ("until_covered", True), ("never", False)):
        t["rules"] = {"take_back": mode}
        codes = [(a["event"], a["code"]) for a in anns(validate(t))]
        if taken:
            assert codes == [(15, "card_taken_back")], (mode, codes)
        else:
            assert codes == [(17, "out_of_turn")], (mode, codes)
    ev[20] = {"type": "play", "seat": 1, "card": "KH"}  # the T8 never played again
    t["rules"] = {"take_back": "mistaken_follow"}
    codes = [(a["event"], a["code"]) for a in anns(validate(t))]
    assert (15, "revoke") in codes and (15, "card_taken_back") not in codes, codes


def test_24_take_back_after_the_last_card_by_a_seat_who_did_not_win() -> None:
    """galician-tarok/24.take-back: "dopóki lewa leży jeszcze na stole": Bożena's T2 renonce is the
    trick's last card; Adam's T3 wins it, so her JS that follows is not a lead but the change
    (gd19/04). Read as a lead it would be out of turn; with take_back never it is."""
    t = json.loads(
        (ROOT / "tests/data/audit/gd19/04-take-back-default-third-card-revoke-corrected.json").read_text()
    )
    v = validate(t)
    assert [(a["event"], a["code"]) for a in anns(v)] == [(25, "card_taken_back")]
    assert v["status"] == "clean"
    t["rules"] = {**t.get("rules", {}), "take_back": "never"}
    assert (26, "out_of_turn") in [(a["event"], a["code"]) for a in anns(validate(t))]


def _gd16(name: str) -> dict[str, Any]:
    return json.loads((ROOT / "tests/data/audit/gd16" / name).read_text())


@pytest.mark.parametrize("mode", ["not_counted", "all_paid"])
def test_23_renonce_failed_premium_held_is_not_paid(mode: str) -> None:
    """galician-tarok/23.renonce: "Zwykle gracz płaci przy wygranej grze tylko konsolację, a
    zapowiedziane walory nie liczą się mu" — a trull held and lost after a renonce by a player who
    won on points (43) is not paid by default, and is under all_paid (every premium announced); the
    four kings announced without holding them are paid either way (§21 "płaci wartość tego
    waloru") (gd16/05, deal 0)."""
    t = _gd16("05-player-renonce-failed-announced-premiums.json")
    t["deals"] = t["deals"][:1]
    t["rules"] = {**t.get("rules", {}), "renonce_premiums": mode}
    v = validate(t)
    pays = {(p["from"], p["to"], p["reason"]) for p in computed(v)["payments"]}
    assert ((1, 0, "trull") in pays) is (mode == "all_paid")
    assert (1, 0, "four_kings") in pays


@pytest.mark.parametrize("mode", ["not_counted", "all_paid"])
def test_23_renonce_all_paid_when_the_game_is_lost_on_points(mode: str) -> None:
    """galician-tarok/23.renonce: "przy przegranej grze płaci grę, lub też i zapowiedziane walory" —
    a player at fault who also lost on points (31) pays his announced tarocks only under all_paid
    (gd11/10)."""
    t = json.loads(
        (ROOT / "tests/data/audit/gd11/10-player-renonce-lost-purchase2-all-paid.json").read_text()
    )
    t["rules"] = {**t.get("rules", {}), "renonce_premiums": mode}
    pays = {(p["from"], p["reason"]) for p in computed(validate(t))["payments"]}
    assert ((1, "tarocks") in pays) is (mode == "all_paid")


@pytest.mark.parametrize("mode", ["not_counted", "all_paid"])
def test_12_bad_discard_all_paid_pays_every_premium_announced(mode: str) -> None:
    """galician-tarok/23.renonce, §12: "bywa jednak i tak, że gracz, jeżeli źle złoży, to płaci
    wszystko co zapowiedział" — after a king laid away (§13 refers to §12) the player pays his
    announced tarocks under all_paid though he won on points (45), and nothing for them by default;
    the same for an announced volat he made (600 from each helper: never counted for him, and
    charged only under all_paid)."""
    t = json.loads((ROOT / "tests/data/audit/gd6/f04_discard_king_trull.json").read_text())
    t["deals"][0]["events"][5]["items"] = [{"kind": "tarocks", "count": 10}]
    t["rules"] = {**t.get("rules", {}), "renonce_premiums": mode}
    pays = {(p["from"], p["to"], p["amount"], p["reason"]) for p in computed(validate(t))["payments"]}
    assert ((1, 0, 50, "tarocks") in pays) is (mode == "all_paid")
    t = json.loads(
        (ROOT / "tests/data/rules/galician-tarok/12-volat-made-after-king-laid-away.json").read_text()
    )
    t["rules"] = {**t["rules"], "renonce_premiums": mode}
    pays = {(p["from"], p["to"], p["amount"], p["reason"]) for p in computed(validate(t))["payments"]}
    assert (0, 1, 30, "game") in pays
    assert ((0, 1, 600, "volat") in pays) is (mode == "all_paid")


@pytest.mark.parametrize(
    ("contra", "sym", "game"), [(False, True, 81), (True, True, 324), (True, False, 162)]
)
def test_17_symmetric_contra_only_under_contra(contra: bool, sym: bool, game: int) -> None:
    """galician-tarok/17.contra-symmetric: "przy contrze oblicza się wynik gry tak, że gracz tę samą
    sumę otrzymuje przy wygranej, jaką płaci przy przegranej" — a won second three (purchase 2) with
    no contra is paid once (81), under contra ×2 × the purchase number (324); without the option a
    contra doubles a won game only (162)."""
    t = json.loads(
        (ROOT / "tests/data/rules/galician-tarok/17-symmetric-won-without-contra.json").read_text()
    )
    t["rules"] = {**t["rules"], "contra_symmetric": sym}
    if contra:
        ev = t["deals"][0]["events"]
        i = max(k for k, e in enumerate(ev) if e["type"] == "announce")
        ev.insert(i + 1, {"type": "double", "seat": 0, "target": "game", "level": 2})
    v = validate(t)
    assert v["status"] == "clean"
    assert {p["amount"] for p in computed(v)["payments"] if p["reason"] == "game"} == {game}


def test_17_contra_on_announced_tarocks() -> None:
    """galician-tarok/17.contra, 20.tarocks: §21 "może dostać na ten walor contra" — tarocks are a
    target, and the contra doubles them (gd16/01: 50 × 2 from each helper)."""
    v = validate(_gd16("01-contra-on-announced-tarocks.json"))
    assert v["status"] == "clean"
    assert {p["amount"] for p in computed(v)["payments"] if p["reason"] == "tarocks"} == {100}
    assert computed(v)["contra"] == {"tarocks": 2}


@pytest.mark.parametrize(
    ("name", "found"),
    [
        # a share paid short and let stand: the pool holds what was paid, so the ultimo that takes it
        # (09), the pool total (09b) and a failed ultimo paying it in (09c) agree with the record
        ("09-3p-s31-short-share-carried.json", [(1, 47, "wrong_payment")]),
        ("09b-probe-pool-total-after-short-share.json", [(1, 47, "wrong_payment")]),
        ("09c-probe-failed-ultimo-after-short-share.json", [(1, 47, "wrong_payment")]),
        # a slip in the sheet's pool total carried on by its own arithmetic: reported once
        ("02b-probe-pool-slip-carried.json", [(2, 51, "wrong_total")]),
    ],
)
def test_27_pool_as_the_table_left_it(name: str, found: list[tuple[int, int, str]]) -> None:
    """galician-tarok/27.pool, 18.score-sheet (gd17): the pool carries the money the record shows paid
    in and out (§31: a wrong payment let stand is reported once, at itself)."""
    v = validate(json.loads((ROOT / "tests/data/audit/gd17" / name).read_text()))
    assert [(a["deal"], a["event"], a["code"]) for a in anns(v)] == found


def _gd20(name: str) -> dict[str, Any]:
    return json.loads((ROOT / "tests/data/audit/gd20" / name).read_text())


def test_14_a_forced_last_trick_left_out_is_played_out() -> None:
    """galician-tarok/14.counting: the record stops before the twelfth trick with one card left in
    each hand: it is forced (§5), so the deal is counted and its payments judged (gd20/10, 11)."""
    v = validate(_gd20("10-stops-before-forced-last-trick-payments.json"))
    assert v["status"] == "clean" and v["deals"][0]["settlement"]["difference"] == {}
    assert any("forced" in u for u in v["deals"][0]["unchecked"])
    v = validate(_gd20("11-stops-before-last-trick-payment-miscounted.json"))
    assert sorted((a["event"], a["code"]) for a in anns(v)) == [(e, "wrong_payment") for e in (38, 39, 40)]


def test_17_contra_on_a_premium_shows_the_unwritten_announcement() -> None:
    """galician-tarok/17.contra: a helper's contra on pagat ultimo where the player's announcement is
    not in the record shows that he announced it (gd20/12); where his announcement is written without
    it, the contra is illegal."""
    t = _gd20("12-contra-ultimo-announcement-unwritten.json")
    assert validate(t)["status"] == "clean"
    events = t["deals"][0]["events"]
    events.insert(5, {"type": "announce", "seat": 1, "items": []})
    assert ("illegal_double", 6) in [(a["code"], a["event"]) for a in anns(validate(t))]


def test_record_exchange_left_out_comes_before_the_announcements() -> None:
    """galician-tarok/record.exchange: the discard not written, the player's announcement and a
    helper's contra after the take stand where §11 puts them, after the unwritten discard (gd20/01, 06)."""
    for name in (
        "01-dealt-take-written-discard-omitted.json",
        "06-4p-exchange-omitted-contra-no-announcements.json",
    ):
        v = validate(_gd20(name))
        assert v["status"] == "clean", (name, [(a["event"], a["code"]) for a in anns(v)])


def test_14_tricks_left_out_whose_every_ending_settles_alike_are_settled() -> None:
    """galician-tarok/14.counting: the record stops two tricks early; Bożena holds the lead and the
    only two tarocks left, so every legal ending gives her both tricks and 43 points: the deal is
    settled, and the 36, 36 and 7.2 written for 60, 60 and 12 are wrong (gd22/06). Where the
    endings differ (gd22/05), nothing is settled and no settlement figure is shown."""
    base = ROOT / "tests/data/audit/gd22"
    v = validate(
        json.loads(
            (base / "06-3p-stops-two-tricks-early-determined-payments-miss-last-two-tricks.json").read_text()
        )
    )
    assert sorted((a["deal"], a["event"], a["code"]) for a in anns(v)) == [
        (1, 38, "wrong_payment"),
        (1, 39, "wrong_payment"),
        (1, 40, "wrong_payment"),
    ]
    v = validate(
        json.loads((base / "05-3p-stops-three-tricks-early-open-ending-then-ultimo-clean.json").read_text())
    )
    assert v["status"] == "clean" and v["deals"][1]["settlement"].get("difference", {}) == {}


def test_14_ending_searches_share_a_session_budget() -> None:
    """galician-tarok/14.counting: a record cut short with three tricks left is settled when every
    legal ending settles it alike; the searches of one session share a budget of positions, so a
    session of forty such deals settles the first ones and leaves the rest unscored (a robustness
    audit had 0.25 s a deal, with no bound on a session)."""
    one = json.loads(
        (ROOT / "tests/data/rules/galician-tarok/14-cut-short-three-tricks-left.json").read_text()
    )
    first, n = one["deals"][0], len(one["players"])

    def turned(r: int) -> dict[str, Any]:  # the same deal, every seat moved r places on
        d = copy.deepcopy(first)
        d["dealer"] = (d["dealer"] + r) % n
        d["hands"] = [d["hands"][(i - r) % n] for i in range(n)]
        for e in d["events"]:
            if "seat" in e:
                e["seat"] = (e["seat"] + r) % n
        return d

    one["deals"] = [turned(r) for r in range(40)]
    v = validate(one)
    assert v["status"] == "clean"
    ends = [a["message"] for d in v["deals"] for a in d["annotations"]]
    assert len(ends) == 40
    assert ends[0].endswith("so it is settled so.") and ends[-1].endswith("the game cannot be scored.")
    settled = [m.endswith("so it is settled so.") for m in ends]
    assert settled == sorted(settled, reverse=True)  # settled while the budget lasts, then not


def test_27_a_record_that_never_pays_the_pool_did_not_keep_one() -> None:
    """galician-tarok/27.pool (ruling): the pool is usual ("Zwykle używanym jest utrzymywanie puli")
    with amounts left to the table ("pewna kwota"): a record of payments with none into or out of it,
    whose rules do not name it, is a session without a pool (gd11/02 with its pool option left out);
    with the pool named in the rules, its stakes and shares are owed and missing."""
    t = json.loads(
        (ROOT / "tests/data/audit/gd11/02-announced-trull-made-kings-failed-contra.json").read_text()
    )
    t["rules"] = {k: v for k, v in t["rules"].items() if k != "pool"}
    v = validate(t)
    assert v["status"] == "clean" and v["rules"]["pool"] is False
    assert any("taken as not kept" in u for u in v["deals"][0]["unchecked"])
    t["rules"]["pool"] = True
    v = validate(t)
    assert {a["code"] for d in v["deals"] for a in d["annotations"]} == {"missing_payment"}


def test_payment_amount_is_found_at_its_own_payment_when_the_pair_gives_reasons() -> None:
    """galician-tarok/18.payments: between two parties whose payments all give a reason, a wrong
    amount is reported at that payment (the deal's other payments may lack one): simulate(6) pays
    a game and four kings between the same two seats, and a pool payment without a reason."""
    from replays.sim.galician_tarok import simulate

    doc = simulate(6)
    events = doc["deals"][0]["events"]
    assert any(e["type"] == "payment" and "reason" not in e for e in events)
    assert events[50]["reason"] == "four_kings" and events[48]["reason"] == "game"
    events[50]["amount"] += 10
    v = validate(doc)
    assert [(a["event"], a["code"]) for a in v["deals"][0]["annotations"]] == [(50, "wrong_payment")]


def test_payment_amount_without_reasons_is_found_at_the_payment_nothing_due_matches() -> None:
    """galician-tarok/18.payments: with no reasons the pair's payments are netted, and the finding
    stands at the payment no amount due matches (the game 60 matches, the changed 210 does not)."""
    from replays.sim.galician_tarok import simulate

    doc = simulate(6)
    events = doc["deals"][0]["events"]
    for e in events:
        if e["type"] == "payment":
            e.pop("reason", None)
    events[50]["amount"] = 210
    v = validate(doc)
    (found,) = v["deals"][0]["annotations"]
    assert (found["event"], found["code"]) == (50, "wrong_payment")
    assert "no amount due matches" in found["message"]


def test_forbidden_change_of_a_lead_let_stand_judges_the_rest_against_the_card_on_the_table() -> None:
    """galician-tarok/24.take-back, take_back mistaken_follow: a lead changed (which the option does
    not allow) and let stand is one out_of_turn; the trick goes on with the new card, so the next
    trick's plays are not misread as take-backs against the withdrawn one (a differential reader's
    (a): phantom revokes and a helper's renonce). The deal settles as under take_back never."""
    from replays.sim.galician_tarok import simulate

    settled = {}
    for mode in ("mistaken_follow", "never"):
        doc = simulate(2, deals=1)
        doc.setdefault("rules", {})["take_back"] = mode
        doc["deals"][0]["events"].insert(28, {"type": "play", "seat": 2, "card": "ND"})
        v = validate(doc)
        assert [(a["event"], a["code"]) for a in v["deals"][0]["annotations"]] == [(29, "out_of_turn")]
        settled[mode] = v["deals"][0]["settlement"]["expected"]
    assert settled["mistaken_follow"] == settled["never"] == {"0": 260, "1": 259, "2": -610, "pool": 91}


def test_of_two_like_payments_the_one_whose_reason_nothing_due_has_is_reported() -> None:
    """galician-tarok/18.payments: a pool stake inserted beside the dealer's fee of the same amount
    (the fee names no reason, so the pair is netted) is the payment reported, not the fee."""
    from replays.sim.galician_tarok import simulate

    doc = simulate(1101, deals=8, pool_dealer_fee=10)
    events = doc["deals"][5]["events"]
    assert events[45] == {"type": "payment", "from": 0, "to": "pool", "amount": 10}
    events.insert(45, {"type": "payment", "from": 0, "to": "pool", "amount": 10, "reason": "pool_stake"})
    v = validate(doc)
    assert [(a["event"], a["code"]) for a in v["deals"][5]["annotations"]] == [(45, "wrong_payment")]


def test_after_a_no_tarock_throw_in_the_same_dealer_or_the_next_deals() -> None:
    """17.no-tarock (gd29 (c)): the source names no next dealer after a throw-in for want of a tarock:
    the same dealer dealing again is right (gd29 07), as the next one is; a third seat is not."""
    path = Path(__file__).parent / "data/audit/gd29/07-3p-no-tarock-thrown-in-same-dealer-sheet.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert [d["dealer"] for d in doc["deals"]][1:3] == [1, 1] and validate(doc)["status"] == "clean"
    doc["deals"][2]["dealer"] = 0  # neither the same dealer nor the next
    v = validate(doc)
    assert (2, None, "wrong_dealer") in [
        (d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]
    ]


def test_a_renonce_unclaimed_before_the_next_deal_stands_as_played() -> None:
    """galician-tarok/31.late-claim (gd-spec15 12): deal 0's renonce, settled as played with deal 1
    dealt after it: reported, its penalty not applied, the payments as played right. As the session's
    last deal (nothing dealt after it) §23 applies and the same payments are wrong."""
    path = Path(__file__).parent / "data/audit/gd-spec15/12_renonce_found_late.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = validate(doc)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert anns == [(0, 31, "revoke")]
    assert v["deals"][0]["annotations"][0]["penalty"]["effect"].startswith("none applied")
    assert any("31.late-claim" in u for u in v["deals"][0]["unchecked"])
    assert v["deals"][0]["settlement"]["difference"] == {}
    alone = copy.deepcopy(doc)
    del alone["deals"][1:]
    v = validate(alone)
    codes = sorted(a["code"] for a in v["deals"][0]["annotations"])
    assert "revoke" in codes and "wrong_payment" in codes
    assert v["deals"][0]["annotations"][0]["penalty"]["effect"] == "the player loses the game unconditionally"


def test_a_fragment_without_start_pools_has_a_pool_of_unknown_content() -> None:
    """galician-tarok/27.pool (gd-spec16 a1): start.totals without start.pools is a fragment of a
    session: its pool is not known to be empty, so the founding stake is read by the record (here
    not paid) and the sheet, which writes the seats alone, has no pool difference; with no `start` at
    all the session starts fresh and the same sheet misses the stake at every seat."""
    path = Path(__file__).parent / "data/audit/gd-spec16/19_midway_totals_without_pool.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = validate(doc)
    assert v["status"] == "clean"
    assert v["deals"][0]["settlement"]["difference"] == {}
    assert v["session"]["net"]["difference"] == {} and v["session"]["pool"] is None
    for zeros in (False, True):  # no start, or totals all 0 as the format's example: fresh
        fresh = copy.deepcopy(doc)
        del fresh["start"]
        if zeros:
            fresh["start"] = {"totals": [0, 0, 0]}
        for ev in fresh["deals"][0]["events"]:
            if ev["type"] == "total":
                ev["points"] -= doc["start"]["totals"][ev["party"]]
        codes = [a["code"] for a in validate(fresh)["deals"][0]["annotations"]]
        assert codes == ["wrong_score"] * 3


@pytest.mark.parametrize(
    "name",
    [
        "galician-nopool-ultimo-sheet-scores.json",
        "galician-nopool-ultimo-sheet-totals.json",
        "galician-nopool-ultimo-payments.json",
    ],
)
def test_an_ultimo_taking_a_pool_of_unknown_content_is_not_judged_by_it(name: str) -> None:
    """galician-tarok/27.pool (session 28 review): a fragment without start.pools whose player makes
    an announced ultimo takes a pool the record alone knows: his score, the seats' totals after it
    and the pool's payment stand as written (no finding, no difference), and the pool, emptied, is
    staked again in the next deal. With the pool given the same record is judged as usual."""
    doc = json.loads((Path(__file__).parent / "data/review28" / name).read_text(encoding="utf-8"))
    v = validate(doc)
    assert v["status"] == "clean", [
        (a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]
    ]
    assert all(d["settlement"]["difference"] == {} for d in v["deals"])
    assert v["session"]["net"]["difference"] == {}


def test_a_fragments_pool_written_on_the_sheet_is_known_and_only_the_ultimo_total_is_blind() -> None:
    """galician-tarok/27.pool (midway2 a1, a2): a fragment's sheet writes the pool's content after deal
    1 (83.4): from there the pool is known, so the ultimo's take in deal 2 and the pool's total are
    judged by it; in a deal where an ultimo takes a pool still unknown, only its player's total
    rests on it, not every seat's."""
    path = Path(__file__).parent / "data/audit/midway2/gt-sheet-nopools-wrong-total.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = validate(doc)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert found == [(1, 48, "wrong_total")]  # Antoni's slip: his net rests on no pool
    assert [d["computed"]["pool"] for d in v["deals"]] == [83.4, 30.8]
    wrong = copy.deepcopy(doc)
    wrong["deals"][1]["events"][51]["points"] = 40.8  # the pool after the take, by the written 83.4
    found = [(a["deal"], a["event"], a["code"]) for d in validate(wrong)["deals"] for a in d["annotations"]]
    assert (1, 51, "wrong_total") in found
    # the pool never written: unknown until the take, the taker's total the sheet's (Czesław, seat 2)
    blind = copy.deepcopy(doc)
    del blind["deals"][0]["events"][51]
    blind["deals"][1]["events"][50]["points"] += 10
    v = validate(blind)
    assert [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]] == [
        (1, 48, "wrong_total")
    ]
    assert v["deals"][0]["computed"]["pool"] is None


def test_a_fragments_pool_taken_by_an_ultimo_holds_the_shares_paid_in_after() -> None:
    """galician-tarok/27.pool (docs-truth audit): an announced ultimo made in a fragment takes the
    pool of unknown content "as it stood before the shares"; it then holds the shares paid in after
    (33.2), not a figure run on from an assumed 0 (it was -51.8), and a total written later is judged."""
    path = Path(__file__).parent / "data/audit/midway2/gt-nopools-ultimo-first.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = validate(doc)
    assert [d["computed"]["pool"] for d in v["deals"]] == [33.2, 69.8]
    assert v["session"]["pool"] == 69.8
    doc["deals"][1]["events"].append({"type": "total", "party": "pool", "points": 59.8})
    found = [(a["deal"], a["code"]) for d in validate(doc)["deals"] for a in d["annotations"]]
    assert found == [(1, "wrong_total")]


def test_a_fragments_ultimo_take_is_the_records_in_computed_and_settlement() -> None:
    """galician-tarok/27.pool (gd-sheet a1): the take of a pool of unknown content is no figure the
    rules give: not listed among the computed payments, and the taker's and the pool's expected
    figures are the record's (no placeholder, no difference)."""
    path = Path(__file__).parent / "data/audit/gd-sheet/10-3p-midway-no-pools-ultimo.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    deal = v["deals"][1]
    assert not [p for p in deal["computed"]["payments"] if p["reason"] == "pool_ultimo"]
    assert deal["settlement"]["expected"] == deal["settlement"]["recorded"]
    assert v["session"]["net"]["expected"]["0"] == v["session"]["net"]["recorded"]["0"]


def test_a_fragments_pool_without_its_line_is_what_the_seats_lines_leave() -> None:
    """galician-tarok/27.pool (gd-fragments4 a1): a sheet that writes the seats' lines and none for a pool
    of unknown content: the pool's expected net is the rest of the seats' lines (a deal's lines sum
    to 0), not a figure run on from an assumed empty pool, and the deal says what stood as written."""
    path = Path(__file__).parent / "data/audit/gd-fragments4/a8.json"
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    for i in (0, 2):  # the failed ultimo (content 70.0 paid in), the made one (takes 184.0)
        deal = v["deals"][i]
        expected = deal["settlement"]["expected"]
        assert expected["pool"] == pytest.approx(-sum(deal["settlement"]["recorded"].values()))
    assert v["deals"][0]["settlement"]["expected"]["pool"] == pytest.approx(104.4)  # 70.0 + shares 34.4
    # the failed ultimo's line stands (it gives the content, c1), and the pool is known from there
    assert any("rest on the pool's content" in line for line in v["deals"][0]["unchecked"])
    assert v["deals"][1]["computed"]["pool"] == pytest.approx(184.0)
    assert not v["deals"][2].get("unchecked")  # the take of 184.0 was judged
    assert v["session"]["net"]["expected"]["pool"] == pytest.approx(-37.4)  # its net, not its content
