"""Galician Tarok: transcripts written by hand from the source's own text and worked examples.

Each deal below was laid out by hand as twelve explicit tricks (seat:card, in order of play), not
produced by the project's simulator; the comments give each trick's card values and the expected
counts are worked out in the comments from the source's rules:

- §3, §7: pagat, mond, skiz 5; other tarocks 1; K 5, Q 4, N 3, J 2, pip 1.
- §14: each three cards count their values less 2 (digest ruling: a remainder of one or two cards, 1).
- §18: three 3·d + 30, two 4·d + 40, one 5·d + 50, solo 6·d + 60; lost × the purchase number;
  "Gdy gracz n.p. kupuje czwartą dwójkę i zdobędzie sumę 43 punktów … wygrywa 10×4=40+40=80
  punktów … liczy się owe 80 punktów cztery razy … 320"; volat 300 at three, announced double.
- §17: contra doubles; the player pays "każdemu z pomagających i królowi podwójnie".
- §6, §15, §19, §20, §27: ultimo 50/100 and the pool, trull 50/100, four kings 100/200,
  tarocks 50/100/150, renonce (§21, §23) and the consolation (§12).

Seat 0 deals (at four, seat 3 is the king); seat 1 is forehand and the player unless said otherwise.
"""

from __future__ import annotations

from typing import Any

import pytest

from validator.engine.validate import validate

# A43 points 43
A43_HANDS = [
    ["1D", "T4", "10C", "JH", "1H", "QH", "T18", "NC", "QC", "KD", "T2", "ND"],
    ["T20", "QD", "T14", "SKIZ", "T8", "T6", "T11", "T10", "T13", "T9", "T12", "NS"],
    ["T17", "T5", "T19", "JD", "KC", "T1", "QS", "KH", "T21", "JC", "NH", "T16"],
]
A43_TALON = ["10S", "T7", "KS", "JS", "T15", "T3"]
A43_TAKE, A43_LAY = ["10S", "T7"], ["10S", "NS"]
A43_TRICKS = [
    "1:SKIZ 2:T1 0:T2",  # -> 1, 11
    "1:T20 2:T5 0:T4",  # -> 1, 3
    "1:T14 2:T16 0:T18",  # -> 0, 3
    "0:KD 1:QD 2:JD",  # -> 0, 11
    "0:QH 1:T6 2:NH",  # -> 1, 8
    "1:T13 2:T17 0:1D",  # -> 2, 3
    "2:T21 0:10C 1:T7",  # -> 2, 7
    "2:T19 0:1H 1:T8",  # -> 2, 3
    "2:KC 0:NC 1:T9",  # -> 1, 9
    "1:T12 2:JC 0:JH",  # -> 1, 5
    "1:T11 2:QS 0:ND",  # -> 1, 8
    "1:T10 2:KH 0:QC",  # -> 1, 10
]
# B23 points 23
B23_HANDS = [
    ["T16", "JH", "T9", "QD", "T2", "T7", "T21", "T6", "T15", "JD", "T10", "NC"],
    ["T12", "SKIZ", "ND", "T4", "T8", "10C", "KH", "QC", "T3", "QH", "NH", "NS"],
    ["KD", "T18", "T1", "10S", "T14", "T20", "1D", "KS", "QS", "T5", "T11", "T17"],
]
B23_TALON = ["T13", "T19", "KC", "1H", "JC", "JS"]
B23_TAKE, B23_LAY = ["T13", "T19"], ["10C", "ND"]
B23_TRICKS = [
    "1:SKIZ 2:T1 0:T2",  # -> 1, 11
    "1:T19 2:T5 0:T6",  # -> 1, 3
    "1:T13 2:T11 0:T7",  # -> 1, 3
    "1:T12 2:T14 0:T9",  # -> 2, 3
    "2:T20 0:T10 1:T3",  # -> 2, 3
    "2:T18 0:T15 1:T4",  # -> 2, 3
    "2:T17 0:T16 1:T8",  # -> 2, 3
    "2:KD 0:JD 1:NH",  # -> 2, 10
    "2:KS 0:T21 1:NS",  # -> 0, 13
    "0:QD 1:QC 2:1D",  # -> 0, 9
    "0:NC 1:QH 2:10S",  # -> 0, 8
    "0:JH 1:KH 2:QS",  # -> 1, 11
]
# C_volat points 59
C_volat_HANDS = [
    ["T17", "T7", "T14", "KD", "T6", "NH", "KS", "NC", "KH", "NS", "T2", "10S"],
    ["ND", "T20", "T13", "T15", "T10", "T19", "1D", "JH", "JS", "T5", "SKIZ", "T18"],
    ["T11", "T4", "T16", "T1", "10C", "KC", "QD", "1H", "QC", "T9", "JD", "JC"],
]
C_volat_TALON = ["T12", "T21", "T3", "QH", "QS", "T8"]
C_volat_TAKE, C_volat_LAY = ["T12", "T21", "T3"], ["1D", "JH", "JS"]
C_volat_TRICKS = [
    "1:SKIZ 2:T1 0:T2",  # -> 1, 11
    "1:T21 2:T4 0:T6",  # -> 1, 7
    "1:T20 2:T9 0:T7",  # -> 1, 3
    "1:T19 2:T11 0:T14",  # -> 1, 3
    "1:T18 2:T16 0:T17",  # -> 1, 3
    "1:T15 2:10C 0:10S",  # -> 1, 3
    "1:T13 2:1H 0:NH",  # -> 1, 5
    "1:T12 2:JD 0:NC",  # -> 1, 6
    "1:T10 2:JC 0:NS",  # -> 1, 6
    "1:T5 2:QD 0:KD",  # -> 1, 10
    "1:T3 2:QC 0:KS",  # -> 1, 10
    "1:ND 2:KC 0:KH",  # -> 1, 13
]
# E_ultimo points 54
E_ultimo_HANDS = [
    ["T13", "NS", "T19", "T18", "JD", "T21", "1D", "10C", "QS", "T11", "NC", "ND"],
    ["JH", "KS", "KC", "T1", "T10", "QH", "T14", "1H", "T2", "T12", "T17", "T9"],
    ["KH", "T3", "NH", "JC", "T16", "JS", "T6", "QC", "10S", "T4", "T5", "QD"],
]
E_ultimo_TALON = ["SKIZ", "T7", "T15", "KD", "T20", "T8"]
E_ultimo_TAKE, E_ultimo_LAY = ["SKIZ", "T7", "T15"], ["1H", "JH", "QH"]
E_ultimo_TRICKS = [
    "1:SKIZ 2:T3 0:T11",  # -> 1, 7
    "1:T17 2:T4 0:T13",  # -> 1, 3
    "1:T15 2:T5 0:T18",  # -> 0, 3
    "0:T21 1:T2 2:T6",  # -> 0, 7
    "0:T19 1:T7 2:T16",  # -> 0, 3
    "0:QS 1:KS 2:10S",  # -> 1, 10
    "1:T14 2:JC 0:1D",  # -> 1, 4
    "1:T12 2:JS 0:10C",  # -> 1, 4
    "1:T10 2:NH 0:JD",  # -> 1, 6
    "1:T9 2:QC 0:NS",  # -> 1, 8
    "1:KC 2:QD 0:NC",  # -> 1, 12
    "1:T1 2:KH 0:ND",  # -> 1, 13
]
# SOLO points 41
SOLO_HANDS = [
    ["T6", "QD", "T14", "T5", "T13", "T4", "NC", "JD", "T7", "JC", "10C", "JH"],
    ["QH", "1H", "T8", "KD", "T10", "KC", "KH", "1D", "SKIZ", "NS", "QC", "T3"],
    ["NH", "T12", "10S", "T18", "QS", "T19", "T1", "ND", "T2", "T20", "T11", "JS"],
]
SOLO_TALON = ["T17", "T15", "T9", "T16", "KS", "T21"]
SOLO_TRICKS = [
    "1:SKIZ 2:T1 0:T4",  # -> 1, 11
    "1:T10 2:T2 0:T5",  # -> 1, 3
    "1:T8 2:T11 0:T6",  # -> 2, 3
    "2:T20 0:T7 1:T3",  # -> 2, 3
    "2:T19 0:T13 1:1H",  # -> 2, 3
    "2:T18 0:T14 1:1D",  # -> 2, 3
    "2:T12 0:10C 1:NS",  # -> 2, 5
    "2:QS 0:JD 1:QH",  # -> 2, 10
    "2:NH 0:JH 1:KH",  # -> 1, 10
    "1:KD 2:ND 0:QD",  # -> 1, 12
    "1:KC 2:10S 0:JC",  # -> 1, 8
    "1:QC 2:JS 0:NC",  # -> 1, 9
]

# points 33
X33_HANDS = [
    ["T6", "1D", "ND", "T4", "JC", "T7", "T16", "T9", "T8", "1H", "T1", "SKIZ"],
    ["KC", "T3", "T19", "NC", "JH", "T10", "QD", "KH", "NS", "NH", "KS", "T20"],
    ["QS", "T13", "T21", "T14", "T5", "QH", "KD", "T17", "T15", "JS", "T18", "10C"],
]
X33_TALON = ["T2", "QC", "10S", "T12", "JD", "T11"]
X33_TAKE, X33_LAY = ["T2", "QC", "10S"], ["10S", "JH", "NC"]
X33_TRICKS = [
    "1:T20 2:T5 0:T1",  # -> 1, 7
    "1:T19 2:T13 0:T4",  # -> 1, 3
    "1:T10 2:T14 0:T6",  # -> 2, 3
    "2:T21 0:T7 1:T2",  # -> 2, 7
    "2:T18 0:T8 1:T3",  # -> 2, 3
    "2:T17 0:T9 1:NS",  # -> 2, 5
    "2:T15 0:T16 1:NH",  # -> 0, 5
    "0:SKIZ 1:QD 2:10C",  # -> 0, 10
    "0:ND 1:QC 2:KD",  # -> 2, 12
    "2:QS 0:1D 1:KS",  # -> 1, 10
    "1:KC 2:JS 0:JC",  # -> 1, 9
    "1:KH 2:QH 0:1H",  # -> 1, 10
]


def plays(tricks: list[str], remap: dict[int, int] | None = None) -> list[dict[str, Any]]:
    out = []
    for t in tricks:
        for sc in t.split():
            s, c = sc.split(":")
            seat = int(s) if remap is None else remap[int(s)]
            out.append({"type": "play", "seat": seat, "card": c})
    return out


def bid(seat: int, word: str) -> dict[str, Any]:
    return {"type": "bid", "seat": seat, "bid": word}


def transcript(
    hands: list[list[str]],
    talon: list[str],
    events: list[dict[str, Any]],
    rules: dict[str, Any] | None = None,
    dealer: int = 0,
    start: dict[str, Any] | None = None,
) -> dict[str, Any]:
    names = ["Adam", "Bożena", "Czesław", "Danuta"][: len(hands)]
    t: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"pool": False} if rules is None else rules,
        "players": names,
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    if start:
        t["start"] = start
    return t


class Flows(list):  # type: ignore[type-arg]
    """Payments as (from, to, amount, reason), equal to a list holding the same ones in any order."""

    def __eq__(self, other: object) -> bool:
        return isinstance(other, list) and sorted(self, key=str) == sorted(other, key=str)

    __hash__ = None  # type: ignore[assignment]


def flows(v: dict[str, Any], *reasons: str) -> Flows:
    pays = v["deals"][0]["computed"]["payments"]
    return Flows(
        (p["from"], p["to"], p["amount"], p["reason"]) for p in pays if not reasons or p["reason"] in reasons
    )


def codes(v: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def fourth_two(design: str, ann: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    """Seat 1 bids a two and is shown the three twos in turn, refuses all three, and goes back to the
    first (talon cards 1-2): the fourth two (§18)."""
    take, lay, tricks = {"A43": (A43_TAKE, A43_LAY, A43_TRICKS), "B23": (B23_TAKE, B23_LAY, B23_TRICKS)}[
        design
    ]
    return [
        bid(1, "two"),
        bid(2, "pass"),
        bid(0, "pass"),
        {"type": "call", "seat": 1, "call": "reject"},
        {"type": "call", "seat": 1, "call": "reject"},
        {"type": "call", "seat": 1, "call": "reject"},
        {"type": "take", "seat": 1, "cards": take},
        {"type": "discard", "seat": 1, "cards": lay},
        {"type": "announce", "seat": 1, "items": ann or []},
        *plays(tricks),
    ]


# --- §18: the source's example, won: the fourth two with 43 points ----------------------------------


def test_fourth_two_with_43_points_wins_80_from_each() -> None:
    """galician-tarok/14.piles, galician-tarok/14.counting: the player's pile is his tricks and the two
    cards he laid away (43), the helpers' is theirs and the four talon cards he did not buy (23)."""
    # Adam's... seat 1's tricks: 11 + 3 + 8 + 9 + 5 + 8 + 10 = 54, laid away 10S 1 + NS 3 = 4: 58 in 23
    # cards = 7 threes (-14) and two over (-1): 43 points, 10 over 33: 10*4 + 40 = 80, paid once (won).
    v = validate(transcript(A43_HANDS, A43_TALON, fourth_two("A43")))
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["points"] == {"player": 43, "helpers": 23}
    assert c["purchase"] == 4 and c["won"] is True
    assert flows(v) == [(0, 1, 80, "game"), (2, 1, 80, "game")]
    assert v["deals"][0]["settlement"]["expected"] == {"0": -80, "1": 160, "2": -80}


def test_fourth_two_lost_short_of_33_pays_four_times() -> None:
    # seat 1's tricks: 11 + 3 + 3 + 11 = 28, laid away 10C 1 + ND 3 = 4: 32 in 14 cards = 4 threes (-8) and
    # two over (-1): 23 points, 10 short of 33: 10*4 + 40 = 80, "cztery razy" (the fourth two): 320 each.
    v = validate(transcript(B23_HANDS, B23_TALON, fourth_two("B23")))
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["points"] == {"player": 23, "helpers": 43} and c["won"] is False
    assert flows(v) == [(1, 0, 320, "game"), (1, 2, 320, "game")]


def test_the_first_two_lost_pays_once() -> None:
    # the same cards bought as the first two (no refusal): purchase 1, 80 each
    ev = [e for e in fourth_two("B23") if e.get("call") != "reject"]
    v = validate(transcript(B23_HANDS, B23_TALON, ev))
    assert v["status"] == "clean", codes(v)
    assert v["deals"][0]["computed"]["purchase"] == 1
    assert flows(v) == [(1, 0, 80, "game"), (1, 2, 80, "game")]


def test_recorded_payments_checked_against_the_source_example() -> None:
    """galician-tarok/18.payments: recorded payments are compared with the source's example, pair by
    pair."""
    ev = fourth_two("A43")
    ok = ev + [
        {"type": "payment", "from": 0, "to": 1, "amount": 80, "reason": "game"},
        {"type": "payment", "from": 2, "to": 1, "amount": 80, "reason": "game"},
    ]
    assert validate(transcript(A43_HANDS, A43_TALON, ok))["status"] == "clean"
    bad = ev + [
        {"type": "payment", "from": 0, "to": 1, "amount": 80, "reason": "game"},
        {"type": "payment", "from": 2, "to": 1, "amount": 320, "reason": "game"},  # as if lost x4
    ]
    v = validate(transcript(A43_HANDS, A43_TALON, bad))
    assert codes(v) == [(len(ev) + 1, "wrong_payment")]
    assert v["deals"][0]["settlement"]["difference"] == {"1": -240, "2": 240}


# --- §17: contra at four: the player pays each helper and the king double -----------------------------


def test_contra_at_four_paid_to_each_helper_and_the_king() -> None:
    """galician-tarok/18.payments: §17 "płaci gracz każdemu z pomagających i królowi podwójnie"."""
    # the lost fourth two again, dealt at four: seat 3 deals and is the king; seat 0 is forehand and player
    remap = {1: 0, 2: 1, 0: 2}
    hands = [B23_HANDS[1], B23_HANDS[2], B23_HANDS[0], []]
    ev = [
        bid(0, "two"),
        bid(1, "pass"),
        bid(2, "pass"),
        *[{"type": "call", "seat": 0, "call": "reject"}] * 3,
        {"type": "take", "seat": 0, "cards": B23_TAKE},
        {"type": "discard", "seat": 0, "cards": B23_LAY},
        {"type": "announce", "seat": 0, "items": []},
        {"type": "announce", "seat": 1, "items": []},
        {"type": "double", "seat": 2, "target": "game", "level": 2},
        *plays(B23_TRICKS, remap),
    ]
    v = validate(transcript(hands, B23_TALON, ev, dealer=3))
    assert v["status"] == "clean", codes(v)
    # 80 x 4 (fourth two) x 2 (contra) = 640 to each of the two helpers and the king
    assert flows(v) == [(0, 1, 640, "game"), (0, 2, 640, "game"), (0, 3, 640, "game")]


def test_recontra_raises_only_a_lost_game() -> None:
    """galician-tarok/17.contra-values: §17 recontra raises the game "zawsze tylko w razie, gdy gracz
    przegra"."""
    # §17: recontra and supracontra count "zawsze tylko w razie, gdy gracz przegra"
    won = fourth_two("A43")
    won[9:9] = [
        {"type": "double", "seat": 2, "target": "game", "level": 2},
        {"type": "double", "seat": 1, "target": "game", "level": 4},
    ]
    v = validate(transcript(A43_HANDS, A43_TALON, won))
    assert v["status"] == "clean", codes(v)
    assert flows(v) == [(0, 1, 160, "game"), (2, 1, 160, "game")]  # 80 x 2, not x 4
    lost = fourth_two("B23")
    lost[9:9] = [
        {"type": "double", "seat": 2, "target": "game", "level": 2},
        {"type": "double", "seat": 1, "target": "game", "level": 4},
        {"type": "double", "seat": 0, "target": "game", "level": 8},
    ]
    v = validate(transcript(B23_HANDS, B23_TALON, lost))
    assert v["status"] == "clean", codes(v)
    assert flows(v) == [(1, 0, 2560, "game"), (1, 2, 2560, "game")]  # 80 x 4 x 8


# --- §18 volat, §15 trull, §19 four kings -------------------------------------------------------------------


def three(
    take: list[str], lay: list[str], tricks: list[str], ann: list[dict[str, Any]]
) -> list[dict[str, Any]]:
    return [
        bid(1, "three"),
        bid(2, "pass"),
        bid(0, "pass"),
        {"type": "take", "seat": 1, "cards": take},
        {"type": "discard", "seat": 1, "cards": lay},
        {"type": "announce", "seat": 1, "items": ann},
        *plays(tricks),
    ]


def test_volat_at_three_with_silent_trull_and_four_kings() -> None:
    """galician-tarok/18.volat, galician-tarok/15.trull, galician-tarok/19.four-kings: volat 300 at a
    three; the silent trull 50 and four kings 100 in the player's tricks."""
    # seat 1 takes all twelve tricks: volat at three, 300 (not the points formula); skiz, mond and pagat
    # and the four kings are all in his tricks: 50 and 100 more from each helper.
    v = validate(
        transcript(C_volat_HANDS, C_volat_TALON, three(C_volat_TAKE, C_volat_LAY, C_volat_TRICKS, []))
    )
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    # tricks 80 + laid away 1D 1 + JH 2 + JS 2 = 85 in 39 cards (13 threes, -26): 59; the rest of the talon
    # QH 4 + QS 4 + T8 1 less 2: 7
    assert c["points"] == {"player": 59, "helpers": 7} and c["volat"] is True
    assert flows(v) == [
        (0, 1, 50, "trull"),
        (0, 1, 100, "four_kings"),
        (0, 1, 300, "volat"),
        (2, 1, 50, "trull"),
        (2, 1, 100, "four_kings"),
        (2, 1, 300, "volat"),
    ]


def test_announced_volat_trull_and_kings_count_double() -> None:
    """galician-tarok/15.trull, galician-tarok/19.four-kings: announced and made, 100 and 200."""
    ann = [{"kind": "volat"}, {"kind": "trull"}, {"kind": "four_kings"}]
    v = validate(
        transcript(C_volat_HANDS, C_volat_TALON, three(C_volat_TAKE, C_volat_LAY, C_volat_TRICKS, ann))
    )
    assert v["status"] == "clean", codes(v)
    assert flows(v, "volat") == [(0, 1, 600, "volat"), (2, 1, 600, "volat")]
    assert flows(v, "trull") == [(0, 1, 100, "trull"), (2, 1, 100, "trull")]
    assert flows(v, "four_kings") == [(0, 1, 200, "four_kings"), (2, 1, 200, "four_kings")]


def test_announced_volat_not_made_is_paid_and_the_game_scored_by_points() -> None:
    # the fourth two with 43 points, volat announced: the game 80 won, the volat (2 x 400) lost
    v = validate(transcript(A43_HANDS, A43_TALON, fourth_two("A43", [{"kind": "volat"}])))
    assert v["status"] == "clean", codes(v)
    assert flows(v) == [(0, 1, 80, "game"), (1, 0, 800, "volat"), (1, 2, 800, "volat"), (2, 1, 80, "game")]


def test_trull_announced_and_not_gathered_is_paid() -> None:
    """galician-tarok/15.trull: §15 "Zapowiedziany a nie zrobiony tról płaci karę"."""
    # in the 43-point two the mond falls to seat 2 (trick 7): an announced trull costs 100 each
    v = validate(transcript(A43_HANDS, A43_TALON, fourth_two("A43", [{"kind": "trull"}])))
    assert v["status"] == "clean", codes(v)
    assert flows(v, "trull") == [(1, 0, 100, "trull"), (1, 2, 100, "trull")]


# --- §6, §27 pagat ultimo and the pool -------------------------------------------------------------------------


def test_silent_ultimo_50() -> None:
    """galician-tarok/6.ultimo: §6 "Jeżeli pagatem zdobywa się ostatnią lewę (ultimo), osobno liczy się 50
    punktów"."""
    # seat 1 wins the last trick with the pagat (KH, ND: no tarock against it).
    # tricks 7 + 3 + 10 + 4 + 4 + 6 + 8 + 12 + 13 = 67, laid away 1H 1 + JH 2 + QH 4 = 7: 74 in 30 cards
    # (10 threes, -20) = 54; the game: 21*3 + 30 = 93.
    v = validate(
        transcript(E_ultimo_HANDS, E_ultimo_TALON, three(E_ultimo_TAKE, E_ultimo_LAY, E_ultimo_TRICKS, []))
    )
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["points"]["player"] == 54 and c["ultimo"] is True
    assert flows(v) == [
        (0, 1, 50, "pagat_ultimo"),
        (0, 1, 93, "game"),
        (2, 1, 50, "pagat_ultimo"),
        (2, 1, 93, "game"),
    ]


def test_announced_ultimo_takes_the_pool_and_a_tenth_of_the_win_goes_in() -> None:
    """galician-tarok/6.ultimo, galician-tarok/27.pool: announced and made, 100 from each and the pool;
    a tenth of the win goes into the pool."""
    ev = three(E_ultimo_TAKE, E_ultimo_LAY, E_ultimo_TRICKS, [{"kind": "pagat_ultimo"}])
    v = validate(transcript(E_ultimo_HANDS, E_ultimo_TALON, ev, rules={}, start={"pools": {"pool": 120}}))
    assert v["status"] == "clean", codes(v)
    # 100 each for the announced ultimo, the 120 in the pool; 10 % of the win of (93 + 100) x 2 = 386
    assert flows(v) == [
        (0, 1, 100, "pagat_ultimo"),
        (0, 1, 93, "game"),
        (1, "pool", 38.6, "pool_share"),
        (2, 1, 100, "pagat_ultimo"),
        (2, 1, 93, "game"),
        ("pool", 1, 120, "pool_ultimo"),
    ]
    assert v["deals"][0]["computed"]["pool"] == 38.6
    # written on the score sheet instead of payments
    sheet = ev + [
        {"type": "score", "party": 1, "points": 386 + 120 - 38.6},
        {"type": "score", "party": 0, "points": -193},
        {"type": "score", "party": 2, "points": -193},
        {"type": "score", "party": "pool", "points": -120 + 38.6},
        {"type": "total", "party": "pool", "points": 38.6},
    ]
    assert (
        validate(transcript(E_ultimo_HANDS, E_ultimo_TALON, sheet, rules={}, start={"pools": {"pool": 120}}))[
            "status"
        ]
        == "clean"
    )


def test_ultimo_announced_without_the_pagat_is_no_renonce_but_lost() -> None:
    # §27b: seat 1 announces ultimo in the 43-point two without holding the pagat: no renonce; he pays the
    # ultimo (100 each) and the pool (its 60 into it), and his game counts for him.
    v = validate(
        transcript(
            A43_HANDS,
            A43_TALON,
            fourth_two("A43", [{"kind": "pagat_ultimo"}]),
            rules={},
            start={"pools": {"pool": 60}},
        )
    )
    assert v["status"] == "clean", codes(v)
    assert flows(v) == [
        (0, 1, 80, "game"),
        (1, 0, 100, "pagat_ultimo"),
        (1, 2, 100, "pagat_ultimo"),
        (1, "pool", 60, "pool_ultimo"),
        (2, 1, 80, "game"),
        (0, "pool", 2, "pool_share"),
        (2, "pool", 2, "pool_share"),
    ]  # seat 1 nets 160 - 200 < 0: no share; each helper wins 100 - 80 = 20: a tenth, 2
    assert v["deals"][0]["computed"]["pool"] == 124


def test_the_pool_is_founded_with_a_stake_from_everyone() -> None:
    """galician-tarok/27.pool: §27 "Do żydka wkłada każdy w grze udział biorący pewną kwotę"."""
    v = validate(transcript(A43_HANDS, A43_TALON, fourth_two("A43"), rules={"pool_stake": 20}))
    assert v["status"] == "clean", codes(v)
    assert flows(v, "pool_stake") == [
        (0, "pool", 20, "pool_stake"),
        (1, "pool", 20, "pool_stake"),
        (2, "pool", 20, "pool_stake"),
    ]
    assert flows(v, "pool_share") == [(1, "pool", 16, "pool_share")]  # 10 % of 160
    assert v["deals"][0]["computed"]["pool"] == 76


# --- §20, §21, §12, §23 tarocks and renonce -------------------------------------------------------------------


def test_tarocks_announced_correctly() -> None:
    """galician-tarok/20.tarocks: §20 "Zapowiedziane taroki liczą 50, 100 i 150 punktów"."""
    # after buying T7 and laying away 10S and NS, seat 1 holds eleven tarocks and QD: 100 from each
    v = validate(transcript(A43_HANDS, A43_TALON, fourth_two("A43", [{"kind": "tarocks", "count": 11}])))
    assert v["status"] == "clean", codes(v)
    assert flows(v) == [
        (0, 1, 80, "game"),
        (0, 1, 100, "tarocks"),
        (2, 1, 80, "game"),
        (2, 1, 100, "tarocks"),
    ]


@pytest.mark.parametrize(("mode", "each"), [("as_lost_game", 160), ("single", 40)])
def test_wrong_tarock_count_loses_a_won_game_for_the_consolation(mode: str, each: int) -> None:
    """galician-tarok/21.tarock-count, galician-tarok/12.consolation: the consolation as a lost game
    (× the fourth two) or once."""
    # announcing 10 holding 11 is a renonce (§21): the 43 points do not help; he pays only the
    # consolation, the two's 40 (as a lost game: x 4 for the fourth two)
    ev = fourth_two("A43", [{"kind": "tarocks", "count": 10}])
    v = validate(transcript(A43_HANDS, A43_TALON, ev, rules={"pool": False, "consolation": mode}))
    assert codes(v) == [(8, "wrong_tarock_count")]
    # and the ten tarocks he announced and did not hold are paid (§21 "płaci wartość tego waloru")
    assert flows(v) == [
        (1, 0, each, "game"),
        (1, 0, 50, "tarocks"),
        (1, 2, each, "game"),
        (1, 2, 50, "tarocks"),
    ]


@pytest.mark.parametrize("mode", ["not_counted", "all_paid"])
def test_a_helpers_renonce_gives_the_player_the_consolation(mode: str) -> None:
    # in the 23-point two, seat 2 announces ten tarocks holding seven: the helpers lose the game; the
    # player, short of 33 by points, wins the consolation (40) from each; the ten tarocks announced and
    # not held are paid whatever renonce_premiums says (§21 "oczywiście płaci wartość tego waloru")
    ev = fourth_two("B23")
    ev.insert(9, {"type": "announce", "seat": 2, "items": [{"kind": "tarocks", "count": 10}]})
    v = validate(transcript(B23_HANDS, B23_TALON, ev, rules={"pool": False, "renonce_premiums": mode}))
    assert codes(v) == [(9, "wrong_tarock_count")]
    a = v["deals"][0]["annotations"][0]
    assert a["seat"] == 2 and a["penalty"]["side"] == "helpers"
    assert flows(v, "game") == [(0, 1, 40, "game"), (2, 1, 40, "game")]
    assert sorted((f, t, x) for f, t, x, _ in flows(v, "tarocks")) == [(0, 1, 50), (2, 1, 50)]


# --- §10 solo ------------------------------------------------------------------------------------------------------


def test_solo_the_talon_counts_for_the_helpers() -> None:
    """galician-tarok/14.piles: §10 "cały talon liczy się na korzyść pomagających" at solo."""
    # no buying: seat 1 plays his twelve cards; tricks 11 + 3 + 10 + 12 + 8 + 9 = 53 in 18 cards (-12): 41;
    # the helpers get the rest and the whole talon: 25. The solo: 8*6 + 60 = 108.
    ev = [
        bid(1, "solo"),
        bid(2, "pass"),
        bid(0, "pass"),
        {"type": "announce", "seat": 1, "items": []},
        *plays(SOLO_TRICKS),
    ]
    v = validate(transcript(SOLO_HANDS, SOLO_TALON, ev))
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["points"] == {"player": 41, "helpers": 25} and c["purchase"] == 1
    assert flows(v) == [(0, 1, 108, "game"), (2, 1, 108, "game")]


def test_solo_raised_over_a_three_and_held_by_the_forehand() -> None:
    """galician-tarok/10.auction-end: the forehand holds the solo: he plays it."""
    # §10: the forehand (seat 1) may hold what a later player bids
    ev = [
        bid(1, "three"),
        bid(2, "solo"),
        bid(0, "pass"),
        bid(1, "hold"),
        bid(2, "pass"),
        {"type": "announce", "seat": 1, "items": []},
        *plays(SOLO_TRICKS),
    ]
    v = validate(transcript(SOLO_HANDS, SOLO_TALON, ev))
    assert v["status"] == "clean", codes(v)
    assert v["deals"][0]["computed"]["player"] == 1 and v["deals"][0]["computed"]["contract"] == "solo"


# --- §18: 33 points are not enough ----------------------------------------------------------------------


def test_exactly_33_points_lose_the_game() -> None:
    """galician-tarok/18.consolation: §18 "Jeżeli gracz tylko 33 punkty zdobył, wtedy grę przegrał"."""
    # "Jeżeli gracz tylko 33 punkty zdobył, wtedy grę przegrał": seat 1's tricks 7 + 3 + 10 + 9 + 10 = 39,
    # laid away 10S 1 + JH 2 + NC 3 = 6: 45 in 18 cards (6 threes, -12) = 33: lost by 0, 0*3 + 30 = 30 each
    v = validate(transcript(X33_HANDS, X33_TALON, three(X33_TAKE, X33_LAY, X33_TRICKS, [])))
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["points"] == {"player": 33, "helpers": 33} and c["won"] is False
    assert flows(v) == [(1, 0, 30, "game"), (1, 2, 30, "game")]


@pytest.mark.parametrize(
    ("target", "symmetric", "each"),
    [("game", False, 1200), ("volat", False, 1200), ("game", True, 1200), ("both", False, 1200)],
)
def test_contra_on_the_game_doubles_an_announced_volat(target: str, symmetric: bool, each: int) -> None:
    """galician-tarok/18.volat, 17.contra-values (tests/data/diff7/galician-rare V1): the volat is the
    game's value, so a contra on the game doubles an announced volat made (600 -> 1200), as one on
    the volat does; both together double it once."""
    ann = [{"kind": "volat"}]
    events = three(C_volat_TAKE, C_volat_LAY, C_volat_TRICKS, ann)
    at = next(i for i, e in enumerate(events) if e["type"] == "play")
    doubles = [
        {"type": "double", "seat": 0, "target": t, "level": 2}
        for t in ("game", "volat")
        if target in (t, "both")
    ]
    events[at:at] = doubles
    v = validate(
        transcript(C_volat_HANDS, C_volat_TALON, events, {"pool": False, "contra_symmetric": symmetric})
    )
    assert v["status"] == "clean", codes(v)
    assert flows(v, "volat") == [(0, 1, each, "volat"), (2, 1, each, "volat")]
