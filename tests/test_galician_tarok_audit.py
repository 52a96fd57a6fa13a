"""Galician Tarok: an audit against Szczepański's text (§1-§33), deals laid out by hand.

Written from the source (shared/seeds/002_d58cf04b7f012795.txt) and the public transcript format
only; every number below is worked out by hand in the comments. It covers what
test_galician_tarok_independent.py does not: the solo lost, the fifth three (§10 "może obejrzeć
czwartą i wrócić się do piątej trójki"), the seventh one, volat at a one with every premium
announced, a silent trull for the helpers, the pagat given up early (§6), a king laid away (§13),
a helper's renonce of the §23 kind (trumping while holding the suit), the all-pass fee and the
stake at four, and §15/§19 "w lewach": the trull and the four kings count only in tricks.

Card values (§3, §7): skiz, mond (T21), pagat (T1) 5; other tarocks 1; K 5, Q 4, N 3, J 2, pip 1.
§14: three cards count their values less 2 (a remainder of one or two cards less 1: the digest's
ruling, so that the piles always make 66).
Seat 0 deals; seat 1 is the forehand (ręka) and leads; the order of play is 1, 2, 0.
"""

from __future__ import annotations

from typing import Any

from validator.engine.validate import validate

# --- Deal S: seat 1 plays a solo and loses ------------------------------------------------------------
S_HANDS = [
    ["T1", "T4", "T3", "T2", "ND", "JD", "1D", "NS", "JS", "10S", "JC", "10C"],
    ["T16", "T15", "T14", "T13", "T12", "T11", "T10", "KD", "KS", "KC", "QD", "QS"],
    ["SKIZ", "T9", "T8", "T7", "T6", "T5", "QH", "NH", "JH", "1H", "QC", "NC"],
]
S_TALON = ["T21", "KH", "T20", "T19", "T18", "T17"]  # top three T21 KH T20, bottom three T19 T18 T17
S_TRICKS = [
    "1:T16 2:SKIZ 0:T1",  # -> 2; 1+5+5-2 = 9 (the skiz and the pagat to the helpers)
    "2:QH 0:T2 1:T10",  # -> 1; 4+1+1-2 = 4
    "1:KD 2:T5 0:ND",  # -> 2; 5+1+3-2 = 7
    "2:NH 0:T3 1:T11",  # -> 1; 3+1+1-2 = 3
    "1:KS 2:T6 0:NS",  # -> 2; 5+1+3-2 = 7
    "2:JH 0:T4 1:T12",  # -> 1; 2+1+1-2 = 2
    "1:KC 2:QC 0:JC",  # -> 1; 5+4+2-2 = 9
    "1:QD 2:T7 0:JD",  # -> 2; 4+1+2-2 = 5
    "2:1H 0:10C 1:T13",  # -> 1; 1+1+1-2 = 1 (seat 0 has no heart and no tarock left)
    "1:QS 2:T8 0:JS",  # -> 2; 4+1+2-2 = 5
    "2:NC 0:1D 1:T14",  # -> 1; 3+1+1-2 = 3
    "1:T15 2:T9 0:10S",  # -> 1; 1+1+1-2 = 1
]
# seat 1: 4+3+2+9+1+3+1 = 23; helpers 9+7+7+5+5 = 33 and the talon (§10: "cały talon liczy się na
# korzyść pomagających") T21 5 + KH 5 + four tarocks 4 = 14 in six cards (-4) = 10: 43. 23 + 43 = 66.

# --- Deal T: the same cards, seat 1 plays a three bought as the fifth three ---------------------------
T_TAKE, T_LAY = ["T21", "KH", "T20"], ["QD", "QS", "T10"]
T_TRICKS = [
    "1:T21 2:SKIZ 0:T1",  # -> 2; 5+5+5-2 = 13 (all three trull cards in seat 2's trick)
    "2:QH 0:T2 1:KH",  # -> 0; 4+1+5-2 = 8 (seat 1 follows with KH; seat 0 has no heart)
    "0:ND 1:KD 2:T5",  # -> 2; 3+5+1-2 = 7
    "2:NH 0:T3 1:T11",  # -> 1; 3+1+1-2 = 3
    "1:KS 2:T6 0:NS",  # -> 2; 5+1+3-2 = 7
    "2:JH 0:T4 1:T12",  # -> 1; 2+1+1-2 = 2
    "1:KC 2:QC 0:JC",  # -> 1; 5+4+2-2 = 9
    "1:T20 2:T7 0:JD",  # -> 1; 1+1+2-2 = 2
    "1:T16 2:T8 0:1D",  # -> 1; 1+1+1-2 = 1
    "1:T15 2:T9 0:JS",  # -> 1; 1+1+2-2 = 2
    "1:T14 2:NC 0:10S",  # -> 1; 1+3+1-2 = 3
    "1:T13 2:1H 0:10C",  # -> 1; 1+1+1-2 = 1
]
# seat 1: tricks 3+2+9+2+1+2+3+1 = 23, laid away QD 4 + QS 4 + T10 1 - 2 = 7: 30.
# helpers: 13+8+7+7 = 35 and the bottom three not bought (T19 T18 T17: 3 - 2 = 1): 36. 30 + 36 = 66.

# --- Deal V: seat 1 plays a one, bought as the seventh one, and takes every trick ---------------------
V_HANDS = [
    ["T11", "T10", "T9", "T8", "QS", "NS", "JS", "10S", "QC", "NC", "JC", "10C"],
    ["T1", "SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "KH", "KD", "KS", "KC"],
    ["T15", "T14", "T13", "T12", "QH", "NH", "JH", "1H", "QD", "ND", "JD", "1D"],
]
V_TALON = ["T7", "T6", "T5", "T4", "T3", "T2"]
V_TRICKS = [
    "1:SKIZ 2:T12 0:T8",  # 5+1+1-2 = 5
    "1:T21 2:T13 0:T9",  # 5+1+1-2 = 5
    "1:T20 2:T14 0:T10",  # 1
    "1:T19 2:T15 0:T11",  # 1 (the helpers have no tarock left)
    "1:KH 2:QH 0:QS",  # 5+4+4-2 = 11
    "1:KD 2:QD 0:QC",  # 11
    "1:KS 2:NH 0:NS",  # 5+3+3-2 = 9
    "1:KC 2:ND 0:NC",  # 9
    "1:T18 2:JH 0:JS",  # 1+2+2-2 = 3
    "1:T17 2:1H 0:10S",  # 1
    "1:T7 2:JD 0:JC",  # 1+2+2-2 = 3
    "1:T1 2:1D 0:10C",  # 5+1+1-2 = 5: the pagat wins the last trick (ultimo, §6)
]
# seat 1: 5+5+1+1+11+11+9+9+3+1+3+5 = 64, laid away T16 (one card: 1 - 1 = 0): 64; the helpers only
# the five talon cards he did not buy, T6 T5 T4 T3 T2: 5 - 2 - 1 = 2. 64 + 2 = 66.


def plays(tricks: list[str]) -> list[dict[str, Any]]:
    out = []
    for t in tricks:
        for sc in t.split():
            s, c = sc.split(":")
            out.append({"type": "play", "seat": int(s), "card": c})
    return out


def bid(seat: int, word: str) -> dict[str, Any]:
    return {"type": "bid", "seat": seat, "bid": word}


def reject(seat: int = 1) -> dict[str, Any]:
    return {"type": "call", "seat": seat, "call": "reject"}


def announce(seat: int, *items: dict[str, Any]) -> dict[str, Any]:
    return {"type": "announce", "seat": seat, "items": list(items)}


def double(seat: int, level: int, target: str = "game") -> dict[str, Any]:
    return {"type": "double", "seat": seat, "target": target, "level": level}


def transcript(
    hands: list[list[str]],
    talon: list[str],
    events: list[dict[str, Any]],
    rules: dict[str, Any] | None = None,
    dealer: int = 0,
    start: dict[str, Any] | None = None,
) -> dict[str, Any]:
    t: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"pool": False} if rules is None else rules,
        "players": ["Adam", "Bożena", "Czesław", "Danuta"][: len(hands)],
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }
    if start:
        t["start"] = start
    return t


def flows(v: dict[str, Any], *reasons: str) -> list[tuple[Any, Any, float, str]]:
    pays = v["deals"][0]["computed"]["payments"]
    out = [(p["from"], p["to"], p["amount"], p["reason"]) for p in pays]
    return sorted((f for f in out if not reasons or f[3] in reasons), key=str)


def found(v: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def solo(tricks: list[str] = S_TRICKS) -> list[dict[str, Any]]:
    return [bid(1, "solo"), bid(2, "pass"), bid(0, "pass"), announce(1), *plays(tricks)]


def fifth_three(*extra: dict[str, Any]) -> list[dict[str, Any]]:
    """§10: seat 1 says three, seat 2 spód, seat 1 sam, seat 2 wierzch, seat 1 sam: seat 1 stands at the
    third three (the top packet); he looks at the fourth (bottom) and goes back to the fifth (top)."""
    return [
        bid(1, "three"),
        bid(2, "bottom"),
        bid(0, "pass"),
        bid(1, "hold"),
        bid(2, "top"),
        bid(1, "hold"),
        bid(2, "pass"),
        reject(),  # the third three (top) refused
        reject(),  # the fourth three (bottom) refused
        {"type": "take", "seat": 1, "cards": T_TAKE},  # back to the top: the fifth three
        {"type": "discard", "seat": 1, "cards": T_LAY},
        announce(1),
        *extra,
        *plays(T_TRICKS),
    ]


def seventh_one(items: list[dict[str, Any]], lay: str = "T16", tricks: list[str] = V_TRICKS) -> list[Any]:
    """§10 "w sposób przy trójce wskazany": seat 1 refuses all six ones and goes back to the first: the
    seventh one."""
    return [
        bid(1, "one"),
        bid(2, "pass"),
        bid(0, "pass"),
        *[reject()] * 6,
        {"type": "take", "seat": 1, "cards": ["T7"]},
        {"type": "discard", "seat": 1, "cards": [lay]},
        announce(1, *items),
        *plays(tricks),
    ]


# --- §10, §18: a solo lost is paid once --------------------------------------------------------------------


def test_solo_lost_pays_6d_plus_60_once() -> None:
    # §18 "przy solo 6 i 60": 23 points, 10 short: 10*6 + 60 = 120; a solo buys nothing, so once (§16).
    v = validate(transcript(S_HANDS, S_TALON, solo()))
    assert v["status"] == "clean", found(v)
    c = v["deals"][0]["computed"]
    assert c["points"] == {"player": 23, "helpers": 43} and c["won"] is False
    assert flows(v) == [(1, 0, 120, "game"), (1, 2, 120, "game")]


def test_trull_counts_only_when_gathered_in_tricks() -> None:
    """galician-tarok/15.trull: §15 "tylko wtedy, gdy się go zgromadzi razem w lewach"."""
    # §15 "tylko wtedy, gdy się go zgromadzi razem w lewach": the skiz and the pagat fall to seat 2 in
    # trick 1, the mond lies in the talon. The talon counts for the helpers' points (§10), but it is no
    # trick: nobody gathers the trull, nothing is paid for it.
    v = validate(transcript(S_HANDS, S_TALON, solo()))
    assert flows(v, "trull") == []


def test_a_helpers_renonce_at_solo_gives_the_player_the_consolation() -> None:
    # §23 "Kto zagraną farbę przebije tarokiem, pomimo, że w kartach posiada farbę tego samego gatunku,
    # ten bezwarunkowo przegrywa grę": in trick 5 seat 0 trumps the KS with T4 holding NS JS 10S.
    tricks = list(S_TRICKS)
    tricks[4] = "1:KS 2:T6 0:T4"  # -> 2; 5+1+1-2 = 5 (was 7)
    tricks[5] = "2:JH 0:NS 1:T12"  # -> 1; 2+3+1-2 = 4 (was 2): seat 0 has no tarock left
    v = validate(transcript(S_HANDS, S_TALON, solo(tricks)))
    assert found(v) == [(18, "revoke")]  # events 0-3: bids and announcement; trick 5's third card: 4 + 12 + 2
    a = v["deals"][0]["annotations"][0]
    assert a["seat"] == 0 and a["penalty"]["side"] == "helpers"
    c = v["deals"][0]["computed"]
    assert c["points"] == {"player": 25, "helpers": 41} and c["won"] is True
    # seat 1 made 25, not 33: the helpers lost unconditionally, he is paid the consolation of a solo,
    # the addend 60, from each (digest ruling 23.renonce)
    assert flows(v) == [(0, 1, 60, "game"), (2, 1, 60, "game")]


# --- §10: the fifth three, §17 contra, §15 a silent trull for the helpers -----------------------------------


def test_fifth_three_lost_pays_five_times_and_the_helpers_silent_trull() -> None:
    # §10 "Gra … liczy się albo pojedynczo, podwójnie, potrójnie, poczwórnie lub pięć razy … gdy gracz
    # przegra": 30 points, 3 short: 3*3 + 30 = 39, x5 = 195 to each helper.
    # §15: skiz, mond and pagat all in seat 2's trick 1: a silent trull, 50 to each helper.
    v = validate(transcript(S_HANDS, S_TALON, fifth_three()))
    assert v["status"] == "clean", found(v)
    c = v["deals"][0]["computed"]
    assert c["purchase"] == 5 and c["contract"] == "three"
    assert c["points"] == {"player": 30, "helpers": 36} and c["won"] is False
    assert flows(v) == sorted(
        [(1, 0, 50, "trull"), (1, 0, 195, "game"), (1, 2, 50, "trull"), (1, 2, 195, "game")], key=str
    )


def test_fifth_three_lost_under_contra_and_recontra() -> None:
    # §17: contra, then recontra: a lost game 39 x 5 x 4 = 780 to each; the trull is not doubled
    # (the contra is on the game).
    v = validate(transcript(S_HANDS, S_TALON, fifth_three(double(0, 2), double(1, 4))))
    assert v["status"] == "clean", found(v)
    assert flows(v, "game") == [(1, 0, 780, "game"), (1, 2, 780, "game")]


def test_fifth_three_at_four_the_king_is_paid_too() -> None:
    # §8, §17: at four the dealer (seat 3, the king) does not play but takes part in the result: the
    # same deal with a fourth, empty, seat dealing; seat 0 is then the forehand... so the seats are
    # renumbered: the player 1 -> 0, seat 2 -> 1, seat 0 -> 2.
    m = {1: 0, 2: 1, 0: 2}
    hands = [S_HANDS[1], S_HANDS[2], S_HANDS[0], []]
    ev = []
    for e in fifth_three(double(2, 2)):
        e = dict(e)
        if "seat" in e:
            e["seat"] = m[e["seat"]]
        ev.append(e)
    v = validate(transcript(hands, S_TALON, ev, dealer=3))
    assert v["status"] == "clean", found(v)
    # 39 x 5 x 2 (contra) = 390 to each helper and to the king; the silent trull 50 to each as well
    assert flows(v, "game") == [(0, 1, 390, "game"), (0, 2, 390, "game"), (0, 3, 390, "game")]
    assert flows(v, "trull") == [(0, 1, 50, "trull"), (0, 2, 50, "trull"), (0, 3, 50, "trull")]


# --- §6, §10, §15, §18, §19, §27: volat at a one, every premium announced ----------------------------------

ALL_THREE = [{"kind": "pagat_ultimo"}, {"kind": "trull"}, {"kind": "four_kings"}]


def test_volat_at_the_seventh_one_with_ultimo_trull_and_kings() -> None:
    # §18 "Volat liczy … 500 przy jedynce" (won: paid once, though bought as the seventh one, §10);
    # §6 announced ultimo 100; §15 announced trull 100; §19 announced four kings 200: 900 from each.
    # §27 the pool (90) is his; 10 % of his win 1800 (180) goes into the pool: 90 - 90 + 180 = 180.
    v = validate(
        transcript(V_HANDS, V_TALON, seventh_one(ALL_THREE), rules={}, start={"pools": {"pool": 90}})
    )
    assert v["status"] == "clean", found(v)
    c = v["deals"][0]["computed"]
    assert c["purchase"] == 7 and c["volat"] is True and c["ultimo"] is True
    assert c["points"] == {"player": 64, "helpers": 2}
    assert flows(v) == sorted(
        [
            (0, 1, 500, "volat"),
            (2, 1, 500, "volat"),
            (0, 1, 100, "pagat_ultimo"),
            (2, 1, 100, "pagat_ultimo"),
            (0, 1, 100, "trull"),
            (2, 1, 100, "trull"),
            (0, 1, 200, "four_kings"),
            (2, 1, 200, "four_kings"),
            ("pool", 1, 90, "pool_ultimo"),
            (1, "pool", 180, "pool_share"),
        ],
        key=str,
    )
    assert c["pool"] == 180


def test_contra_on_ultimo_doubles_the_premium_not_the_pool() -> None:
    """galician-tarok/27.pool-contra: §27 "Zwykle contra się do żydka nie odnosi"."""
    # §17 a contra doubles what the player wins; §27 "Zwykle contra się do żydka nie odnosi … gracz
    # żydka płaci, albo bierze pojedynczo": ultimo 200 from each, the pool 90 once.
    ev = seventh_one(ALL_THREE)
    ev.insert(12, double(2, 2, "pagat_ultimo"))  # after the announcement, before the first card
    v = validate(transcript(V_HANDS, V_TALON, ev, rules={}, start={"pools": {"pool": 90}}))
    assert v["status"] == "clean", found(v)
    assert flows(v, "pagat_ultimo", "pool_ultimo") == sorted(
        [(0, 1, 200, "pagat_ultimo"), (2, 1, 200, "pagat_ultimo"), ("pool", 1, 90, "pool_ultimo")], key=str
    )


def test_pagat_given_up_before_the_last_trick_loses_the_ultimo() -> None:
    # §6 "Dobrowolnie wydać pagata przed ostatnią lewą (przy zapowiedzianym ultimo) nie wolno": seat 1
    # leads the pagat in trick 11 holding T7 (the pagat still wins it: no tarock against it) and takes the
    # last trick with T7. The ultimo is not made: 100 to each, and the pool's 90 into the pool (§27
    # "całą sumę, jaka jest w żydku, traci i tę do żydka składa"). Volat, trull and kings stand.
    tricks = list(V_TRICKS)
    tricks[10], tricks[11] = "1:T1 2:JD 0:JC", "1:T7 2:1D 0:10C"
    v = validate(
        transcript(
            V_HANDS, V_TALON, seventh_one(ALL_THREE, tricks=tricks), rules={}, start={"pools": {"pool": 90}}
        )
    )
    assert [x[1] for x in found(v)] == ["pagat_released"]
    # his net without the pool: 2 x (500 + 100 + 200 - 100) = 1400, a tenth 140; pool 90 + 90 + 140 = 320
    assert flows(v, "pagat_ultimo", "pool_ultimo", "pool_share") == sorted(
        [
            (1, 0, 100, "pagat_ultimo"),
            (1, 2, 100, "pagat_ultimo"),
            (1, "pool", 90, "pool_ultimo"),
            (1, "pool", 140, "pool_share"),
        ],
        key=str,
    )
    assert v["deals"][0]["computed"]["pool"] == 320


def test_a_king_laid_away_loses_the_volat_for_the_consolation() -> None:
    # §13 "Króla złożyć nie wolno — w przeciwnym razie gracz bezwarunkowo grę przegrywa": seat 1 lays away
    # KC instead of T16 and plays T16 where he played KC (trick 8: T16 ND NC). He still takes every trick
    # and 64 points, but has lost: §12 "Zwykle gracz przy wygranej grze przegrywa tylko konsolacją": the
    # one's addend 50, counted as a lost game at the seventh one (digest 12.consolation): 350 to each.
    # His announced trull and ultimo are made but "na korzyść gracza nigdy się one w tym razie nie liczą".
    tricks = list(V_TRICKS)
    tricks[7] = "1:T16 2:ND 0:NC"
    items = [{"kind": "pagat_ultimo"}, {"kind": "trull"}]
    v = validate(
        transcript(
            V_HANDS, V_TALON, seventh_one(items, "KC", tricks), start={"pools": {"pool": 90}}, rules={}
        )
    )
    assert [x[1] for x in found(v)] == ["illegal_discard"]
    c = v["deals"][0]["computed"]
    assert c["points"]["player"] == 64 and c["won"] is False
    # each helper wins 350: a tenth, 35, each into the pool, which keeps its 90: 160
    assert flows(v) == sorted(
        [
            (1, 0, 350, "game"),
            (1, 2, 350, "game"),
            (0, "pool", 35, "pool_share"),
            (2, "pool", 35, "pool_share"),
        ],
        key=str,
    )
    assert c["pool"] == 160


def test_four_kings_count_only_in_tricks() -> None:
    """galician-tarok/19.four-kings: §19 "Cztery króle w lewach"."""
    # §19 "Cztery króle w lewach": in the deal above the laid-away KC is in seat 1's pile but in no trick,
    # so the four kings he announced are not made; the bad discard means that "not made" still costs him
    # (§12: made premiums never count for him, §21: one announced and not made is paid): 200 to each.
    tricks = list(V_TRICKS)
    tricks[7] = "1:T16 2:ND 0:NC"
    v = validate(transcript(V_HANDS, V_TALON, seventh_one([{"kind": "four_kings"}], "KC", tricks)))
    assert flows(v, "four_kings") == [(1, 0, 200, "four_kings"), (1, 2, 200, "four_kings")]


# --- §26, §27 the pool at four --------------------------------------------------------------------------------


def test_all_pass_at_four_the_three_pay_the_fee_and_everyone_the_stake() -> None:
    # §27 "Do żydka wkłada każdy w grze udział biorący pewną kwotę" (stake 10, the project's default):
    # the king (seat 3) takes part in the result (§8), so he stakes too; "W razie, gdy wszyscy trzej
    # grający powiedzą: passe, składa każdy pewną daninę" (5): only the three who played.
    hands = [S_HANDS[1], S_HANDS[2], S_HANDS[0], []]
    ev = [bid(0, "pass"), bid(1, "pass"), bid(2, "pass")]
    v = validate(transcript(hands, S_TALON, ev, rules={}, dealer=3))
    assert v["status"] == "clean", found(v)
    assert flows(v) == sorted(
        [(s, "pool", 10, "pool_stake") for s in range(4)] + [(s, "pool", 5, "pool_pass") for s in range(3)],
        key=str,
    )
    assert v["deals"][0]["computed"]["pool"] == 55


def test_at_five_the_one_sitting_out_does_not_stake() -> None:
    # §27 "Do żydka wkłada każdy w grze udział biorący pewną kwotę"; §8 at five the one sitting out
    # "nie bierze udziału ani w grze, ani w wyniku gry": seat 0 deals (the king), seat 4 sits out. The
    # pool is founded by seats 0-3 (10 each); all three players pass (5 each): 40 + 15 = 55.
    hands = [[], S_HANDS[1], S_HANDS[2], S_HANDS[0], []]
    ev = [bid(1, "pass"), bid(2, "pass"), bid(3, "pass")]
    t = transcript(hands[:4], S_TALON, ev, rules={})
    t["players"] = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
    t["deals"][0]["hands"] = hands
    v = validate(t)
    assert v["status"] == "clean", found(v)
    assert flows(v) == sorted(
        [(s, "pool", 10, "pool_stake") for s in range(4)] + [(s, "pool", 5, "pool_pass") for s in (1, 2, 3)],
        key=str,
    )
    assert v["deals"][0]["computed"]["pool"] == 55
