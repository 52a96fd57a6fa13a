"""Ulti audit: further hand-worked deals written from the source text and the public format only
(../shared/seeds/003_bb2f67de7752728b.txt, ../shared/spec/transcript-format.md), covering what
tests/test_ulti_independent.py does not: a defender's failed silent ulti under red, the contra chain
up to mordcontra on one goal of a combination, silent durchmarsch beside declared goals, 20-100 without
a plain marriage, the defenders' silent 100 replacing the party, open betli / red betli, the
no-trump contra scope with a recontra, and the bid hierarchy walked through real auctions.

Every hand, trick, winner and number below was worked out by hand; each comment cites the source
section (its Japanese heading). Seats are in order of play ("反時計回りに" = seat + 1); the dealer is
seat 2, so seat 0 — "配り手の右隣の人" — holds 12 cards and bids first.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ulti_deals import (
    H,
    bid,
    codes,
    discard,
    double,
    expected,
    marriages,
    pass_,
    pay,
    run,
    take,
    tricks,
    trump,
)

from validator.engine.validate import validate


def goals_won(v: dict[str, Any]) -> dict[str, bool]:
    return {g["goal"]: g["won"] for g in v["deals"][0]["computed"]["goals"]}


# --- Deal E: red party; a defender plays the trump 7 to the last trick and loses it ----------------
# Aki discards 9C 8C. Hearts are trumps ("赤" = hearts; a red bid names no suit).
HANDS_E = H(
    "AH 10H KH AS 10S KS AD 10D KD 7C 9C 8C",
    "QH JH QS JS QD JD 10C KC QC JC",
    "9H 8H 7H 9S 8S 7S 9D 8D 7D AC",
)
AUCTION_E = [discard(0, "9C 8C"), bid(0, ["party"], True), *pass_(1, 2, 0)]
# カード勝負 (follow; else trump; and beat the table if those allow it), A 10 K Q J 9 8 7 with trumps:
#  T1 0 AH, 1 JH (cannot beat A), 2 9H            -> 0 (AH 10)
#  T2 0 10H, 1 QH (Q < 10), 2 8H (keeps 7H)       -> 0 (10H 10)
#  T3 0 AS, 1 JS, 2 7S                            -> 0 (AS 10)
#  T4 0 10S, 1 QS, 2 8S                           -> 0 (10S 10)
#  T5 0 KS, 1 JC (void, no trump left: free), 2 9S -> 0
#  T6 0 AD, 1 JD, 2 7D                            -> 0 (AD 10)
#  T7 0 10D, 1 QD, 2 8D                           -> 0 (10D 10)
#  T8 0 KD, 1 QC (free), 2 9D                     -> 0
#  T9 0 7C, 1 KC (must beat 7C), 2 AC (beats KC)  -> 2 (AC 10)
#  T10 2 7H, 0 KH (must beat 7H), 1 10C (free)    -> 0 (10C 10 + last trick 10)
# Botond says "20" for KC QC with his first card (ペアの宣言). Aki 80, defenders 10 + 20 = 30.
PLAY_E = [
    (0, ["AH", marriages(1, 20), "JH", "9H"]),
    (0, ["10H", "QH", "8H"]),
    (0, ["AS", "JS", "7S"]),
    (0, ["10S", "QS", "8S"]),
    (0, ["KS", "JC", "9S"]),
    (0, ["AD", "JD", "7D"]),
    (0, ["10D", "QD", "8D"]),
    (0, ["KD", "QC", "9D"]),
    (0, ["7C", "KC", "AC"]),
    (2, ["7H", "KH", "10C"]),
]


def test_defender_loses_the_trump_seven_in_the_last_trick_under_red() -> None:
    """出来役 黙ってウルティ: "10 回目のカード勝負に切札の VII (7) を出して負けたら,その人が他の 2 人に
    対して 1 人あたり 4 点を払います.子が失敗した場合,精算を親子間でなく,失敗した子と他の 2 人で行う"
    — Csenge pays Aki AND her partner Botond; "赤が切札のときは倍になります": 8 each.
    Red party (目標 ゲーム 1, "赤の" x2 = 2): 80 > 30 with tricks, won: 2 from each defender. No silent
    100 (80). Nets: Aki 2+2+8 = +12, Botond -2+8 = +6, Csenge -2-8-8 = -18."""
    pays = [
        pay(1, 0, 2, "party"),
        pay(2, 0, 2, "party"),
        pay(2, 0, 8, "silent-ulti"),
        pay(2, 1, 8, "silent-ulti"),
    ]
    v = run(HANDS_E, [*AUCTION_E, *tricks(*PLAY_E), *pays])
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["card_points"]["declarer"] == 80 and c["card_points"]["defenders"] == 30
    assert expected(v) == {"0": 12, "1": 6, "2": -18}


def test_failed_silent_ulti_settled_only_between_declarer_and_defenders_is_wrong() -> None:
    """Same deal: a table that settles Csenge's failure only with the declarer (8 to Aki, nothing to
    Botond) is missing the payment to Botond ("失敗した子と他の 2 人で行う")."""
    pays = [pay(1, 0, 2, "party"), pay(2, 0, 2, "party"), pay(2, 0, 8, "silent-ulti")]
    v = run(HANDS_E, [*AUCTION_E, *tricks(*PLAY_E), *pays])
    assert [c for _, c in codes(v)] == ["missing_payment"]


# --- Deal F: spades; Aki takes every trick ------------------------------------------------------
# Aki discards 8C 7C. He holds the trump king and queen (KS QS) and keeps 7S to the last trick.
HANDS_F = H(
    "AS 10S KS QS JS 7S AH 10H AD 10D 8C 7C",
    "9S KH QH JH KD QD JD AC 10C KC",
    "8S 9H 8H 7H 9D 8D 7D QC JC 9C",
)
#  T1 0 AS, 1 9S, 2 8S          -> 0 (10)   defenders now have no trump
#  T2 0 10S, 1 JH, 2 9C (free)  -> 0 (10)
#  T3 0 AH, 1 QH, 2 7H          -> 0 (10)
#  T4 0 10H, 1 KH (K < 10), 2 8H -> 0 (10)
#  T5 0 AD, 1 JD, 2 7D          -> 0 (10)
#  T6 0 10D, 1 QD, 2 8D         -> 0 (10)
#  T7 0 KS, 1 KD, 2 9H          -> 0
#  T8 0 QS, 1 KC, 2 9D          -> 0
#  T9 0 JS, 1 10C, 2 JC         -> 0 (10)
#  T10 0 7S, 1 AC, 2 QC         -> 0 with the trump 7 (AC 10 + last trick 10)
# Aki: all 80 card points of aces and tens + 10 for the last trick = 90; the talon 8C 7C is worth 0.
PLAY_F = [
    (0, ["AS", "9S", "8S"]),
    (0, ["10S", "JH", "9C"]),
    (0, ["AH", "QH", "7H"]),
    (0, ["10H", "KH", "8H"]),
    (0, ["AD", "JD", "7D"]),
    (0, ["10D", "QD", "8D"]),
    (0, ["KS", "KD", "9H"]),
    (0, ["QS", "KC", "9D"]),
    (0, ["JS", "10C", "JC"]),
    (0, ["7S", "AC", "QC"]),
]


def auction_f(goals: list[str]) -> list[dict[str, Any]]:
    return [discard(0, "8C 7C"), bid(0, goals), *pass_(1, 2, 0), trump(0, "S")]


def test_forty_hundred_and_ulti_with_contra_recontra_subcontra() -> None:
    """コントラ: Botond says contra on 40-100 with his first card; once the three first cards are down
    Aki says recontra and Csenge subcontra ("子のスブコントラ"): "スブコントラは 8 倍"; with trumps
    "どちらの子が言っても両方の子と親の間に" — both defenders are bound at 8.
      40-100 (目標, 4): 90 + the trump 40 = 130 >= 100: won, 4 x 8 = 32 from each.
      ulti (4): the tenth trick won with 7S: won, 4 from each (no contra on it).
      出来役 黙ってドゥルヒマルシュ (3): all ten tricks, durchmarsch not bid: 3 from each.
      No silent 100: a 100 goal was bid (出来役: "親が宣言していない目標").
    Each defender pays 32 + 4 + 3 = 39; Aki +78."""
    play = [
        (0, ["AS", double(1, "40-100", 2), "9S", "8S", double(0, "40-100", 4), double(2, "40-100", 8)]),
        *PLAY_F[1:],
    ]
    v = run(HANDS_F, [*auction_f(["40-100", "ulti"]), *tricks(*play)])
    assert codes(v) == []
    assert goals_won(v) == {"40-100": True, "ulti": True, "silent-durchmarsch": True}
    assert expected(v) == {"0": 78, "1": -39, "2": -39}


def test_mordcontra_doubles_once_more() -> None:
    """コントラ: "親のモルドコントラ" after the subcontra: each call doubles, 16. 40-100: 4 x 16 = 64 from
    each, + ulti 4 + silent durchmarsch 3 = 71 each; Aki +142."""
    play = [
        (
            0,
            [
                "AS",
                double(1, "40-100", 2),
                "9S",
                "8S",
                double(0, "40-100", 4),
                double(2, "40-100", 8),
                double(0, "40-100", 16),
            ],
        ),
        *PLAY_F[1:],
    ]
    v = run(HANDS_F, [*auction_f(["40-100", "ulti"]), *tricks(*play)])
    assert codes(v) == []
    assert expected(v) == {"0": 142, "1": -71, "2": -71}


def test_recontra_by_a_defender_is_illegal() -> None:
    """コントラ: "親は…レコントラと言えます" — recontra is the declarer's; Csenge saying it is illegal."""
    play = [(0, ["AS", double(1, "40-100", 2), "9S", "8S", double(2, "40-100", 4)]), *PLAY_F[1:]]
    ev = [*auction_f(["40-100", "ulti"]), *tricks(*play)]
    v = run(HANDS_F, ev)
    at = next(i for i, e in enumerate(ev) if e["type"] == "double" and e["level"] == 4)
    assert codes(v) == [(at, "illegal_double")]


def test_twenty_hundred_without_a_plain_marriage_is_lost_but_silent_bonuses_count() -> None:
    """目標 20-100 (8): "親の 20 ひと組以外のペア点を認めないで,カード点を 100 点以上取る". Aki's only pair
    is the trump KS QS (a 40, not a 20), so he has 90 card points: lost, 8 to each defender.
    点数計算: "目標の一部が失敗しても,成功した目標の点を得られます" and the silent bonuses are scored
    apart: 黙ってウルティ (7S wins the tenth trick, ulti not bid) 2 from each, 黙ってドゥルヒマルシュ 3
    from each. Each defender: +8 - 2 - 3 = +3; Aki -6."""
    v = run(HANDS_F, [*auction_f(["20-100"]), *tricks(*PLAY_F)])
    assert codes(v) == []
    assert goals_won(v) == {"20-100": False, "silent-ulti": True, "silent-durchmarsch": True}
    assert expected(v) == {"0": -6, "1": 3, "2": 3}


def test_party_with_silent_durchmarsch_adds_up_to_four() -> None:
    """出来役 黙ってドゥルヒマルシュ: "“ゲーム”の 1 点に加算して 4 点にする人もいます" (the default here):
    party 1 + silent durchmarsch 3 + silent ulti 2 = 6 from each (no marriage was announced: 90 < 100,
    no silent 100). Aki +12."""
    v = run(HANDS_F, [*auction_f(["party"]), *tricks(*PLAY_F)])
    assert codes(v) == []
    assert expected(v) == {"0": 12, "1": -6, "2": -6}


# --- Deal J: the defenders' marriages carry them past 100 ----------------------------------------
# Aki (spades, party) keeps four low trumps; discards 7H 7D.
HANDS_J = H(
    "JS 9S 8S 7S 9H 8H 7H 9D 8D 7D 9C 8C",
    "AS KS QS AH 10H KH QH AD 10D JC",
    "10S JH KD QD JD AC 10C KC QC 7C",
)
#  T1 0 9H, 1 AH (must beat 9H), 2 JH (cannot beat A)  -> 1 (AH 10)
#  T2 1 AS, 2 10S, 0 7S                                -> 1 (20)
#  T3 1 KS, 2 7C (void, no trump), 0 8S (cannot beat K) -> 1
#  T4 1 QS, 2 JD, 0 9S                                 -> 1
#  T5 1 10H, 2 QC, 0 8H                                -> 1 (10)
#  T6 1 KH, 2 KC, 0 JS (void in hearts: must trump)     -> 0 (no points)
#  T7 0 9D, 1 AD (must beat), 2 QD                     -> 1 (10)
#  T8 1 10D, 2 KD (K < 10), 0 8D                       -> 1 (10)
#  T9 1 QH, 2 10C, 0 9C                                -> 1 (10)
#  T10 1 JC, 2 AC (must beat), 0 8C                    -> 2 (AC 10 + last 10)
# Marriages (ペアの宣言, with the first card): Botond 40 (KS QS) and 20 (KH QH), Csenge 20 (KD QD) and
# 20 (KC QC). Defenders: 90 card points + 100 = 190; Aki 0 with one trick.
PLAY_J = [
    (0, ["9H", marriages(1, 40, 20), "AH", marriages(2, 20, 20), "JH"]),
    (1, ["AS", "10S", "7S"]),
    (1, ["KS", "7C", "8S"]),
    (1, ["QS", "JD", "9S"]),
    (1, ["10H", "QC", "8H"]),
    (1, ["KH", "KC", "JS"]),
    (0, ["9D", "AD", "QD"]),
    (1, ["10D", "KD", "8D"]),
    (1, ["QH", "10C", "9C"]),
    (1, ["JC", "AC", "8C"]),
]
AUCTION_J = [discard(0, "7H 7D"), bid(0, ["party"]), *pass_(1, 2, 0), trump(0, "S")]


def test_defenders_silent_hundred_replaces_the_party() -> None:
    """出来役 黙って 100: "カード点で 100 点以上取ったとき.ペアによる 40,20 の点がいくつあっても構いません.
    “ゲーム”の点を置き換えます" — the defenders' 190 is a silent 100 for them; it replaces the lost
    party: Aki pays 2 (not 1) to each. Nothing else: 7S fell in trick 2, Aki took trick 6."""
    pays = [pay(0, 1, 2, "silent-100"), pay(0, 2, 2, "silent-100")]
    v = run(HANDS_J, [*AUCTION_J, *tricks(*PLAY_J), *pays])
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["card_points"]["declarer"] == 0 and c["card_points"]["defenders"] == 190
    assert expected(v) == {"0": -4, "1": 2, "2": 2}


def test_contra_on_the_party_does_not_reach_the_silent_hundred_by_default() -> None:
    """出来役: "ゲームへのコントラが効くとする人がいます" — only some let the party's contra double the
    silent 100 (option silent_bonus_contra); by default Botond's contra changes nothing here: 2 each.
    With the option: 2 x 2 = 4 each."""
    play = [(0, ["9H", marriages(1, 40, 20), double(1, "party", 2), "AH", marriages(2, 20, 20), "JH"])]
    ev = [*AUCTION_J, *tricks(*play, *PLAY_J[1:])]
    assert expected(run(HANDS_J, ev)) == {"0": -4, "1": 2, "2": 2}
    assert expected(run(HANDS_J, ev, silent_bonus_contra=True)) == {"0": -8, "1": 4, "2": 4}


# --- No-trump goals ------------------------------------------------------------------------------
# Deal C of the independent test (betli, A K Q J 10 9 8 7): Aki takes no trick.
HANDS_C = H(
    "7H 8H 9H 7S 8S 9S 7D 8D 9D 7C AC KC",
    "AH KH QH AS KS AD KD QC JC 10C",
    "JH 10H QS JS 10S QD JD 10D 9C 8C",
)
PLAY_C = [
    (0, ["9H", "AH", "10H"]),
    (1, ["KH", "JH", "8H"]),
    (1, ["QH", "8C", "7H"]),
    (1, ["AS", "10S", "9S"]),
    (1, ["KS", "JS", "8S"]),
    (1, ["AD", "10D", "9D"]),
    (1, ["KD", "JD", "8D"]),
    (1, ["QC", "9C", "7C"]),
    (1, ["JC", "QS", "7S"]),
    (1, ["10C", "QD", "7D"]),
]


def test_open_betli_is_worth_twenty() -> None:
    """目標 (2) オープンベトリ 20: "全敗する"; opening the hands is not recorded. 20 from each: +40."""
    ev = [discard(0, "AC KC"), bid(0, ["open-betli"]), *pass_(1, 2, 0), *tricks(*PLAY_C)]
    v = run(HANDS_C, ev)
    assert codes(v) == []
    assert expected(v) == {"0": 40, "1": -20, "2": -20}


def test_red_betli_is_rebetli() -> None:
    """目標 (2): "レベトリまたは赤のベトリ.10 点" — a betli bid red is rebetli, 10 from each, without
    trumps (the play above is legal only without trumps: in trick 3 Csenge, void in hearts, plays 8C)."""
    ev = [discard(0, "AC KC"), bid(0, ["betli"], True), *pass_(1, 2, 0), *tricks(*PLAY_C)]
    v = run(HANDS_C, ev)
    assert codes(v) == []
    assert expected(v) == {"0": 20, "1": -10, "2": -10}


def test_redurchmarsch_contra_and_recontra_bind_only_the_sayer() -> None:
    """目標 (2) レドゥルヒマルシュ 12, "全勝する", without trumps. コントラ: Csenge says contra with her
    first card, Aki recontra after the first trick; "切札なしの場合,言った子と親の間の点数授受に適用":
    Csenge pays 12 x 4 = 48, Botond 12. Aki +60.
    Play (no trumps, each lead the highest of its suit left):
      T1 AH 10H 8H; T2 KH 9H 7H; T3 QH QC 9C; T4 JH KC 10C; T5 AS JS 8S; T6 KS 10S 7S;
      T7 QS 9S JC; T8 AD JD 9D; T9 KD 10D 8D; T10 QD AC 7D — all to Aki."""
    hands = H(
        "AH KH QH JH AS KS QS AD KD QD 7C 8C",
        "10H 9H JS 10S 9S JD 10D AC KC QC",
        "8H 7H 8S 7S 9D 8D 7D JC 10C 9C",
    )
    play = [
        (0, ["AH", "10H", double(2, "redurchmarsch", 2), "8H", double(0, "redurchmarsch", 4)]),
        (0, ["KH", "9H", "7H"]),
        (0, ["QH", "QC", "9C"]),
        (0, ["JH", "KC", "10C"]),
        (0, ["AS", "JS", "8S"]),
        (0, ["KS", "10S", "7S"]),
        (0, ["QS", "9S", "JC"]),
        (0, ["AD", "JD", "9D"]),
        (0, ["KD", "10D", "8D"]),
        (0, ["QD", "AC", "7D"]),
    ]
    ev = [discard(0, "7C 8C"), bid(0, ["redurchmarsch"]), *pass_(1, 2, 0), *tricks(*play)]
    v = run(hands, ev)
    assert codes(v) == []
    assert expected(v) == {"0": 60, "1": -12, "2": -48}


# --- The bid hierarchy (せりの階層), walked through one auction ----------------------------------
# Each bidder after the first takes the two face-down cards and lays the same two away again
# ("伏せられた 2 枚のカードを手に入れ,不要な 2 枚を伏せて捨ててから,先に言われたものより上の目標").
HANDS_A = H(
    "AS 10S KS QS JS 9S AH KH AD KD 7C 8C",
    "8S 10H QH JH 9H 10D QD JD AC 10C",
    "7S 8H 7H 9D 8D 7D KC QC JC 9C",
)
T = "7C 8C"


def ladder(bids: list[tuple[list[str], bool]]) -> tuple[list[dict[str, Any]], list[int]]:
    """Aki opens with party, then seats 1, 2, 0, 1, … take, discard and bid in turn; three passes end it.
    Returns the events and the index of each bid after the opening."""
    ev = [discard(0, T), bid(0, ["party"])]
    at: list[int] = []
    seat = 1
    for goals, red in bids:
        ev += [take(seat, T), discard(seat, T)]
        at.append(len(ev))
        ev.append(bid(seat, goals, red))
        seat = (seat + 1) % 3
    ev += pass_(seat, (seat + 1) % 3, (seat + 2) % 3)
    return ev, at


BIDS = [
    (["ulti"], True),  # (9) red ulti: 8 + 2 = 10, 2 goals
    (["ulti", "durchmarsch"], False),  # (9') 4 + 6 = 10, 2 goals: equal to (9) by default
    (["rebetli"], False),  # (10) 10, 1 goal: "同点の場合,目標数が少ない方を上"
    (["durchmarsch"], True),  # (11) red durchmarsch 12
    (["redurchmarsch"], False),  # (11) 12 too: same row, does not beat
    (["40-100", "ulti", "durchmarsch"], False),  # (12) 14, 3 goals
    (["20-100", "durchmarsch"], False),  # (13) 14, 2 goals
    (["40-100", "ulti"], True),  # (14) 16, 2 goals
    (["20-100"], True),  # (15) 16, 1 goal
    (["open-betli"], False),  # (18) 20, 1 goal
    (["20-100", "ulti"], True),  # (19) 16 + 8 = 24, 2 goals
    (["open-durchmarsch"], False),  # (20) 24, 1 goal
]


def test_hierarchy_table_rows_by_default() -> None:
    """せりの階層 (the source's table, "“2 (A) 4 枚”なし"): each later row beats the earlier; bids of one
    row are equal, and "最後に言われたものより上" is needed, so the second bid of row (11) and row (9')
    after (9) are illegal. The record ends after the auction: incomplete_play only."""
    ev, at = ladder(BIDS)
    v = run(HANDS_A, ev)
    bad = [e for e, c in codes(v) if c == "illegal_bid"]
    assert bad == [at[1], at[4]]
    assert [c for _, c in codes(v) if c != "illegal_bid"] == ["incomplete_play"]


def test_hierarchy_durchmarsch_above_red() -> None:
    """せり: "“ウルティとドゥルヒマルシュ (4+6=10)”は,“赤のウルティ (8+2=10)”…と同点でなく上とみなす人
    がいます" (row (9')): with that variant only the equal (11) bid is illegal."""
    ev, at = ladder(BIDS)
    v = run(HANDS_A, ev, bid_hierarchy="durchmarsch_above_red")
    assert [e for e, c in codes(v) if c == "illegal_bid"] == [at[4]]


def test_hierarchy_points_only() -> None:
    """せり: "目標数を比べないで合計点だけを比べる人もいます": then equal sums never beat: (9') after
    (9) [10 = 10], rebetli [10], redurchmarsch [12 = 12], 20-100 + durchmarsch [14 = 14], red 20-100
    [16 = 16], open durchmarsch [24 = 24] are all illegal."""
    ev, at = ladder(BIDS)
    v = run(HANDS_A, ev, bid_hierarchy="points_only")
    assert [e for e, c in codes(v) if c == "illegal_bid"] == [at[i] for i in (1, 2, 4, 6, 8, 11)]


def test_ultinet_party_does_not_count_beside_ulti() -> None:
    """UltiNet.hu の点数: "組み合わせは合計点だけを比較しますが,ウルティ…と複合するパルティの点は数えま
    せん": "ulti" (= party + ulti) ranks 4, equal to 40-100 (4): it does not beat it. In the source's
    own table ulti is 5 (row (4)) and beats 40-100 (row (3))."""
    ev = [discard(0, T), bid(0, ["40-100"]), take(1, T), discard(1, T), bid(1, ["ulti"]), *pass_(2, 0, 1)]
    assert [c for _, c in codes(run(HANDS_A, ev, preset="ultinet"))] == ["illegal_bid", "incomplete_play"]
    assert [c for _, c in codes(run(HANDS_A, ev))] == ["incomplete_play"]


# --- Words said "with" the first card: a contra or 20/40 after the first trick is complete is late --


def test_contra_and_marriage_written_after_the_first_trick_is_complete_are_late() -> None:
    """コントラ "子は,1 回目のカード勝負に手札を出すとき…コントラと言えます" against the recontra's
    "1 回目のカード勝負に 3 人がカードを出し終わったとき"; ペアの宣言 "1 回目のカード勝負にカードを出すと
    きに…“20”". Deal J: Csenge plays the third card of trick 1 and the record puts her "20 ふた組"
    (KD QD, KC QC) and her contra on the party after it, before trick 2: the trick is complete, the
    moment for a contra or a 20/40 is past (only recontra and above wait for it), so both are late,
    marriage_not_allowed and illegal_double, and neither counts (ulti5 t12, ulti7 18, diff2 class T).
    Defenders 150 without her 40: still a silent 100 (card points 90 + Botond's 60) replacing the
    party, with no contra: Aki pays 2 to each, as with her marriages said in time."""
    late = [
        (0, ["9H", marriages(1, 40, 20), "AH", "JH", marriages(2, 20, 20), double(2, "party", 2)]),
        *PLAY_J[1:],
    ]
    v = run(HANDS_J, [*AUCTION_J, *tricks(*late)])
    assert codes(v) == [(10, "marriage_not_allowed"), (11, "illegal_double")]
    assert v["deals"][0]["computed"]["marriages"] == [0, 60, 0]
    assert v["deals"][0]["computed"]["contra"] == {}
    assert expected(v) == {"0": -4, "1": 2, "2": 2}
    # Botond played the second card of trick 1: after the trick is complete he is too late as well.
    late = [
        (0, ["9H", "AH", "JH", marriages(1, 40, 20), double(1, "party", 2)]),
        *PLAY_J[1:],
    ]
    v = run(HANDS_J, [*AUCTION_J, *tricks(*late)])
    assert [c for _, c in codes(v)] == ["marriage_not_allowed", "illegal_double"]


def test_contra_and_marriage_written_before_ones_own_first_card_are_in_time() -> None:
    """The same words said with one's own card are accepted: Botond's 40 and 20 and his contra written
    just before his own card, Csenge's 20 20 before hers. Written just after his own card, while the
    trick is still open, Botond's are late (手札を出すとき, "when playing one's card": ulti27 07)."""
    play = [
        (0, ["9H", marriages(1, 40, 20), double(1, "party", 2), "AH", marriages(2, 20, 20), "JH"]),
        *PLAY_J[1:],
    ]
    v = run(HANDS_J, [*AUCTION_J, *tricks(*play)])
    assert codes(v) == []
    assert v["deals"][0]["computed"]["marriages"] == [0, 60, 40]
    assert v["deals"][0]["computed"]["contra"] == {"party": {"1": 2, "2": 2}}
    assert expected(v) == {"0": -4, "1": 2, "2": 2}
    after = [
        (0, ["9H", "AH", marriages(1, 40, 20), double(1, "party", 2), marriages(2, 20, 20), "JH"]),
        *PLAY_J[1:],
    ]
    v = run(HANDS_J, [*AUCTION_J, *tricks(*after)])
    assert [c for _, c in codes(v)] == ["marriage_not_allowed", "illegal_double"]
    assert v["deals"][0]["computed"]["marriages"] == [0, 0, 40]
    assert v["deals"][0]["computed"]["contra"] == {}


def test_a_follow_fault_deal_settled_as_played_is_accepted_beside_the_default() -> None:
    """ulti/penalty.revoke (session 25): ulti29 08, a defender's revoke in a red ulti the declarer lost
    as played; the record pays as played, which fits better than lose_all_goals: the fault alone is
    annotated, with the default's penalty. A slip in those payments is still a wrong_payment."""
    path = Path(__file__).parent / "data/audit/ulti29/08-fault-revoke-last-deal.json"
    doc = json.loads(path.read_text(encoding="utf-8"))

    def found(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
        return [
            (d["index"], a["event"], a["code"])
            for d in v["deals"]
            for a in d["annotations"]
            if a["severity"] == "violation"
        ]

    v = validate(doc)
    assert found(v) == [(3, 19, "revoke")]
    fault = v["deals"][3]["annotations"][0]
    assert fault["penalty"]["effect"] == "lose_all_goals"
    assert v["deals"][3]["settlement"]["expected"] == {"0": -36, "1": 18, "2": 18}
    doc["deals"][3]["events"][38]["amount"] = 9  # the ulti's 8 written as 9
    assert (3, 38, "wrong_payment") in found(validate(doc))
