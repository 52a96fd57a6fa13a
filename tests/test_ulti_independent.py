"""Ulti, checked from outside: complete deals written by hand from the source text and the public
format only (../shared/seeds/003_bb2f67de7752728b.txt, ../shared/spec/transcript-format.md), the
way an independent tester would write them. No simulator output is used: every hand, every trick,
every winner and every number below was worked out by hand, and each comment cites the section of
the source (its Japanese heading) the number comes from.

Conventions (spec "Seats and parties"): seats are in order of play, so "反時計回りに" (counter-
clockwise) is simply seat+1. The dealer is seat 2 throughout, so the first bidder — "配り手の右隣
の人" (the dealer's right-hand neighbour, i.e. the next player in playing order) — is seat 0 and
holds 12 cards ("右隣りに 7 枚…" / "12枚,10枚,10枚").

Card order (人数と道具): with trumps A 10 K Q J 9 8 7, without A K Q J 10 9 8 7. Card points only
with trumps: A and 10 are 10 each, the tenth trick 10 (total 90), marriages 40/20 as announced.
"""

from __future__ import annotations

from typing import Any

from ulti_deals import (
    NAMES,
    H,
    at,
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

# --- Deal A: a spades party, all tricks followed ---------------------------------------------
# Seat 0 holds all spades but 8S/7S; discards 7C 8C (no points).
HANDS_A = H(
    "AS 10S KS QS JS 9S AH KH AD KD 7C 8C",
    "8S 10H QH JH 9H 10D QD JD AC 10C",
    "7S 8H 7H 9D 8D 7D KC QC JC 9C",
)
AUCTION_A = [discard(0, "7C 8C"), bid(0, ["party"]), *pass_(1, 2, 0), trump(0, "S")]
# Play (カード勝負: follow; else trump; and beat the table when the first two allow it):
#  T1 0 leads AS, 1 8S (only spade), 2 7S (only spade)             -> 0 (AS 10)
#  T2 0 10S, 1 9H (no spade, no trump: free), 2 9C                   -> 0 (10S 10)
#  T3 0 AH, 1 JH (cannot beat A), 2 7H                               -> 0 (AH 10)
#  T4 0 AD, 1 JD, 2 7D                                               -> 0 (AD 10)
#  T5 0 KH, 1 must beat K with 10H (10 > K with trumps), 2 8H        -> 1 (10H 10)
#  T6 1 AC, 2 JC (cannot beat A), 0 void in clubs must trump: 9S     -> 0 (AC 10)
#  T7 0 KD, 1 must beat K: 10D, 2 8D                                 -> 1 (10D 10)
#  T8 1 10C, 2 QC (Q < 10), 0 trumps JS                              -> 0 (10C 10)
#  T9 0 KS, 1 QH, 2 KC                                               -> 0
#  T10 0 QS, 1 QD, 2 9D                                              -> 0 (+10 last trick)
# Declarer 10*6 + 10 = 70, defenders 10H + 10D = 20 (+ talon 7C 8C = 0): 90 in all.
PLAY_A = [
    (0, ["AS", "8S", "7S"]),
    (0, ["10S", "9H", "9C"]),
    (0, ["AH", "JH", "7H"]),
    (0, ["AD", "JD", "7D"]),
    (0, ["KH", "10H", "8H"]),
    (1, ["AC", "JC", "9S"]),
    (0, ["KD", "10D", "8D"]),
    (1, ["10C", "QC", "JS"]),
    (0, ["KS", "QH", "KC"]),
    (0, ["QS", "QD", "9D"]),
]


def test_party_won_with_payments_as_seat_strings_and_without_reason() -> None:
    """目標 (1) ゲーム: "カード点で子に勝つ" — 70 > 20 and at least one trick: won, 1 point.
    点数計算: "それぞれの子は…点数を親に払います" — each defender pays 1. No silent bonus: 70 < 100,
    the trump 7 fell in trick 1, the declarer lost two tricks. The spec lets a party be a seat string
    and makes `reason` optional."""
    ev = [*AUCTION_A, *tricks(*PLAY_A), pay("1", "0", 1), pay("2", "0", 1)]
    v = run(HANDS_A, ev)
    assert v["status"] == "clean", codes(v)
    assert codes(v) == []
    c = v["deals"][0]["computed"]
    assert c["card_points"]["declarer"] == 70 and c["card_points"]["defenders"] == 20
    assert expected(v) == {"0": 2, "1": -1, "2": -1}
    assert v["deals"][0]["settlement"]["recorded"] == {"0": 2, "1": -1, "2": -1}


def test_party_wrong_payment_is_caught() -> None:
    """Same deal, the table paid 2 each: the defenders owed 1 each (点数計算)."""
    ev = [*AUCTION_A, *tricks(*PLAY_A), pay(1, 0, 2, "party"), pay(2, 0, 2, "party")]
    v = run(HANDS_A, ev)
    assert v["status"] == "violations"
    assert [c for _, c in codes(v)] == ["wrong_payment", "wrong_payment"]


def test_contra_and_recontra_on_party_bind_both_defenders() -> None:
    """コントラ: a defender says contra "1 回目のカード勝負に手札を出すとき" (here Botond, with his
    first card); the declarer says recontra once the three first cards are down. "切札ありの場合,
    どちらの子が言っても両方の子と親の間に" — with trumps both defenders are bound: the party (1) is
    worth 1 x 4 = 4 from each defender. Net +8 / -4 / -4."""
    play = [
        (0, ["AS", double(1, "party", 2), "8S", "7S", double(0, "party", 4)]),
        *PLAY_A[1:],
    ]
    ev = [*AUCTION_A, *tricks(*play), pay(1, 0, 4, "party"), pay(2, 0, 4, "party")]
    v = run(HANDS_A, ev)
    assert v["status"] == "clean", codes(v)
    assert expected(v) == {"0": 8, "1": -4, "2": -4}


def test_marriages_true_and_false_and_silent_hundred() -> None:
    """ペアの宣言: with the first card, Aki says 40 (KS QS, trumps) and Csenge 20 (KC QC); Botond says
    20 holding no king-queen pair (QH, QD without kings): a false announcement, it scores nothing.
    Declarer 70 + 40 = 110: 出来役 "黙って 100. 2 点 … ペアによる 40,20 の点がいくつあっても構いません.
    “ゲーム”の点を置き換えます" — the party's 1 is replaced by silent 100's 2 from each defender.
    Defenders 20 + 20 = 40."""
    play = [
        (0, [marriages(0, 40), "AS", marriages(1, 20), "8S", marriages(2, 20), "7S"]),
        *PLAY_A[1:],
    ]
    ev = [*AUCTION_A, *tricks(*play)]
    v = run(HANDS_A, ev)
    false_at = next(i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 1)
    assert codes(v) == [(false_at, "false_marriage")]
    c = v["deals"][0]["computed"]
    assert c["card_points"]["declarer"] == 110 and c["card_points"]["defenders"] == 40
    assert expected(v) == {"0": 4, "1": -2, "2": -2}
    assert v["deals"][0]["settlement"]["recorded"] is None


def test_fold_of_the_plain_party() -> None:
    """せり: "最低の目標である赤以外のゲーム…で立った親は…下りることができます.このとき,親は,2 人の
    子に 2 点ずつ渡します." Aki folds his party: pays 2 to each."""
    ev = [discard(0, "7C 8C"), bid(0, ["party"]), *pass_(1, 2, 0)]
    ev += [{"type": "call", "seat": 0, "call": "fold"}, pay(0, 1, 2, "fold"), pay(0, 2, 2, "fold")]
    v = run(HANDS_A, ev)
    assert v["status"] == "clean", codes(v)
    assert expected(v) == {"0": -4, "1": 2, "2": 2}


def test_failure_to_trump_by_the_declarer() -> None:
    """カード勝負: "先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出
    さなければなりません." In trick 6 (AC led) Aki, void in clubs, discards KD while holding KS QS JS
    9S. The source gives no penalty; with ulti/penalty.revoke = play_stands the fault is annotated
    and the deal is settled as played: party won on card points (70 to 20), each defender pays him
    1. By default (lose_all_goals, issue 4) the offending declarer loses every goal instead: party
    lost, he pays 1 to each.
      T6 1 AC, 2 JC, 0 KD (revoke)  -> 1 (AC)
      T7 1 10C, 2 QC, 0 9S (trump)  -> 0 (10C)
      T8 0 JS, 1 QH, 2 9D           -> 0
      T9 0 KS, 1 10D, 2 8D          -> 0 (10D)
      T10 0 QS, 1 QD, 2 KC          -> 0"""
    play = [
        *PLAY_A[:5],
        (1, ["AC", "JC", "KD"]),
        (1, ["10C", "QC", "9S"]),
        (0, ["JS", "QH", "9D"]),
        (0, ["KS", "10D", "8D"]),
        (0, ["QS", "QD", "KC"]),
    ]
    ev = [*AUCTION_A, *tricks(*play)]
    v = run(HANDS_A, ev, revoke_penalty="play_stands")
    assert codes(v) == [(at(ev, 0, "KD"), "failure_to_trump")]
    assert "penalty" not in v["deals"][0]["annotations"][0]
    assert expected(v) == {"0": 2, "1": -1, "2": -1}
    v = run(HANDS_A, ev)
    assert codes(v) == [(at(ev, 0, "KD"), "failure_to_trump")]
    assert v["deals"][0]["annotations"][0]["penalty"]["effect"] == "lose_all_goals"
    assert expected(v) == {"0": -2, "1": 1, "2": 1}


def test_failure_to_overtake_by_a_defender() -> None:
    """カード勝負: "このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければ
    なりません." In trick 5 (KH led) Botond plays QH holding 10H, which beats the king with trumps.
      T5 0 KH, 1 QH (fault), 2 8H  -> 0
      T6 0 KD, 1 10D (beats K), 2 8D -> 1 (10D)
      T7 1 AC, 2 JC, 0 9S          -> 0 (AC)
      T8 0 JS, 1 10H, 2 9D         -> 0 (10H)
      T9 0 KS, 1 QD, 2 KC          -> 0
      T10 0 QS, 1 10C, 2 QC        -> 0 (10C, last)
    By default the play stands and the party is won as played; with the option lose_all_goals a
    defender's fault gives the declarer every goal, which here comes to the same."""
    play = [
        *PLAY_A[:4],
        (0, ["KH", "QH", "8H"]),
        (0, ["KD", "10D", "8D"]),
        (1, ["AC", "JC", "9S"]),
        (0, ["JS", "10H", "9D"]),
        (0, ["KS", "QD", "KC"]),
        (0, ["QS", "10C", "QC"]),
    ]
    ev = [*AUCTION_A, *tricks(*play)]
    for rules in ({}, {"revoke_penalty": "lose_all_goals"}):
        v = run(HANDS_A, ev, **rules)
        assert codes(v) == [(at(ev, 1, "QH"), "failure_to_overtake")]
        assert expected(v) == {"0": 2, "1": -1, "2": -1}


def test_revoke_by_a_defender() -> None:
    """カード勝負: must follow. In trick 3 (AH led) Csenge plays 9D holding 8H 7H.
    T3 0 AH, 1 JH, 2 9D (fault) -> 0;  T4 0 AD, 1 JD, 2 7D -> 0;  T5 0 KH, 1 10H, 2 8H -> 1;
    T6..T9 as deal A;  T10 0 QS, 1 QD, 2 7H -> 0."""
    play = [*PLAY_A[:2], (0, ["AH", "JH", "9D"]), *PLAY_A[3:9], (0, ["QS", "QD", "7H"])]
    ev = [*AUCTION_A, *tricks(*play)]
    v = run(HANDS_A, ev)
    assert codes(v) == [(at(ev, 2, "9D"), "revoke")]
    assert expected(v) == {"0": 2, "1": -1, "2": -1}


def test_illegal_bids_in_a_long_auction() -> None:
    """せり / せりの階層. Each bidder after the first takes the two face-down cards and lays two away.
      Aki: party (1).  Botond: ulti = ウルティ + ゲーム, 5 (2 goals), row (4).
      Csenge: betli, 5 (1 goal), row (5): "同点の場合,目標数が少ない方を上" — legal.
      Aki: 40-100, 4 (row 3) — does not beat betli: illegal.
      Botond, Csenge pass; Aki: 40-100 + ulti, 8 (2 goals), row (7) — legal. Three passes.
    Contract: Aki's 40-100 + ulti with spades, played as deal A (the spade 7 is Csenge's).
      40-100 ("切札のペア 40 点以外のペア点を認めないで,カード点を 100 点以上"): 70 + 40 (KS QS) = 110: won, 4.
      ulti: lost (Csenge plays 7S in trick 1), 4, plus "ペナルティとして 4 点を失います".
    Net for Aki: +4x2 - (4+4)x2 = -8."""
    t = "7C 8C"
    auction = [
        discard(0, t),
        bid(0, ["party"]),
        take(1, t),
        discard(1, t),
        bid(1, ["ulti"]),
        take(2, t),
        discard(2, t),
        bid(2, ["betli"]),
        take(0, t),
        discard(0, t),
        bid(0, ["40-100"]),
        *pass_(1, 2),
        take(0, t),
        discard(0, t),
        bid(0, ["40-100", "ulti"]),
        *pass_(1, 2, 0),
        trump(0, "S"),
    ]
    ev = [*auction, *tricks(*PLAY_A)]
    v = run(HANDS_A, ev)
    assert codes(v) == [(10, "illegal_bid")]
    goals = {g["goal"]: g["won"] for g in v["deals"][0]["computed"]["goals"]}
    assert goals == {"40-100": True, "ulti": False, "ulti-penalty": False}
    assert expected(v) == {"0": -8, "1": 4, "2": 4}


def test_illegal_talon_discard_and_take() -> None:
    """せり: the first bidder "12 枚の手札から 2 枚の不要札を伏せて場に捨て" — he discards from his own
    hand (9D is Csenge's). Botond then takes cards that are not the two lying there."""
    ev = [
        discard(0, "7C 9D"),
        bid(0, ["party"]),
        take(1, "7C 8C"),
        discard(1, "7C 8C"),
        bid(1, ["party"], True),
    ]
    v = run(HANDS_A, ev)
    assert [c for _, c in codes(v)][:2] == ["illegal_discard", "illegal_take"]
    assert codes(v)[0][0] == 0 and codes(v)[1][0] == 2


def test_silent_ulti_by_the_declarer() -> None:
    """出来役: "黙ってウルティ. 2 点. 10 回目のカード勝負に切札の VII (7) を出して勝ったとき." Deal A with
    7S and 9S swapped (Aki holds 7S). Aki keeps 7S and leads it to trick 10; both defenders are out of
    trumps. Party won (70 > 20): 1 each; silent ulti: 2 each. Net +6.
      T1 0 AS, 1 8S, 2 9S; T6 0 trumps with JS; T8 with QS; T9 0 KS; T10 0 7S, 1 QD, 2 9D -> 0."""
    hands = H(
        "AS 10S KS QS JS 7S AH KH AD KD 7C 8C",
        "8S 10H QH JH 9H 10D QD JD AC 10C",
        "9S 8H 7H 9D 8D 7D KC QC JC 9C",
    )
    play = [
        (0, ["AS", "8S", "9S"]),
        *PLAY_A[1:5],
        (1, ["AC", "JC", "JS"]),
        PLAY_A[6],
        (1, ["10C", "QC", "QS"]),
        (0, ["KS", "QH", "KC"]),
        (0, ["7S", "QD", "9D"]),
    ]
    ev = [*AUCTION_A, *tricks(*play)]
    v = run(hands, ev)
    assert codes(v) == []
    goals = {g["goal"]: g["won"] for g in v["deals"][0]["computed"]["goals"]}
    assert goals == {"party": True, "silent-ulti": True}
    assert expected(v) == {"0": 6, "1": -3, "2": -3}


# --- Deal B: the source's worked example ------------------------------------------------------
# Aki (12): AH 10H KH QH 7H 9S 8S 7S 9D 8D 7D 10C, discards 7D 10C (10 points to the defenders).
HANDS_B = H(
    "AH 10H KH QH 7H 9S 8S 7S 9D 8D 7D 10C",
    "JH 9H AS 10S KS AD 10D AC 9C KC",
    "8H QS JS KD QD JD QC JC 8C 7C",
)
AUCTION_B = [discard(0, "7D 10C"), bid(0, ["ulti"], True), *pass_(1, 2, 0), trump(0, "H")]
#  T1 0 AH, 1 JH, 2 8H            -> 0 (AH)
#  T2 0 10H, 1 9H, 2 7C (no heart) -> 0 (10H)
#  T3 0 9S, 1 AS (beats), 2 JS     -> 1 (AS)
#  T4 1 10S, 2 QS, 0 8S            -> 1 (10S)
#  T5 1 KS, 2 8C (void), 0 7S      -> 1
#  T6 1 AD, 2 JD, 0 8D             -> 1 (AD)
#  T7 1 10D, 2 QD (Q < 10), 0 9D   -> 1 (10D)
#  T8 1 AC, 2 JC, 0 trumps QH (keeps 7H: ウルティを宣言した親は…VII (7) を手に持ち続け) -> 0 (AC)
#  T9 0 KH, 1 KC, 2 QC             -> 0
#  T10 0 7H, 1 9C, 2 KD            -> 0 with the trump 7: ulti won (+10 last trick)
# Aki: AH 10H AC + last = 40; defenders: AS 10S AD 10D = 40 + talon 10C = 50.
PLAY_B = [
    (0, ["AH", "JH", "8H"]),
    (0, ["10H", "9H", "7C"]),
    (0, ["9S", "AS", "JS"]),
    (1, ["10S", "QS", "8S"]),
    (1, ["KS", "8C", "7S"]),
    (1, ["AD", "JD", "8D"]),
    (1, ["10D", "QD", "9D"]),
    (1, ["AC", "JC", "QH"]),
    (0, ["KH", "KC", "QC"]),
    (0, ["7H", "9C", "KD"]),
]


def test_worked_example_red_ulti_party_lost_ulti_won() -> None:
    """点数計算, the source's example: "親が赤のウルティを宣言し…ゲームは未達成,ウルティは達成したら,
    赤のゲームで 2 点を失うので,子ひとりにつき 2 点ずつ…赤のウルティで 8 点を得るので,2 人の子から
    8 点ずつ". Party: 40 < 50 (the discarded 10C counts for the defenders: "親が捨てた 2 枚のカードの点は
    子のもの"). Recorded payments per goal; net +12 / -6 / -6."""
    pays = [pay(0, 1, 2, "party"), pay(0, 2, 2, "party"), pay(1, 0, 8, "ulti"), pay(2, 0, 8, "ulti")]
    ev = [*AUCTION_B, *tricks(*PLAY_B), *pays]
    v = run(HANDS_B, ev)
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["card_points"]["declarer"] == 40 and c["card_points"]["defenders"] == 50
    assert expected(v) == {"0": 12, "1": -6, "2": -6}


def test_ulti_declarer_plays_the_trump_seven_early() -> None:
    """目標 ウルティ: "ルールの許す限り,切札の VII (7) を手に持ち続けなければなりません". In trick 8 Aki
    trumps with 7H while KH and QH were legal too. Then T9 0 KH, 1 KC, 2 QC; T10 0 QH, 1 9C, 2 KD: the
    last trick is won with the queen, so the ulti is lost: red ulti 8 to each plus the penalty
    "赤の倍は適用されます" 4 x 2 = 8 to each; red party lost 2 to each. Net -36."""
    play = [*PLAY_B[:7], (1, ["AC", "JC", "7H"]), (0, ["KH", "KC", "QC"]), (0, ["QH", "9C", "KD"])]
    ev = [*AUCTION_B, *tricks(*play)]
    v = run(HANDS_B, ev)
    assert codes(v) == [(at(ev, 0, "7H"), "early_trump_seven")]
    assert expected(v) == {"0": -36, "1": 18, "2": 18}


# --- Deal C: betli (no trumps, A K Q J 10 9 8 7) --------------------------------------------------
HANDS_C = H(
    "7H 8H 9H 7S 8S 9S 7D 8D 9D 7C AC KC",
    "AH KH QH AS KS AD KD QC JC 10C",
    "JH 10H QS JS 10S QD JD 10D 9C 8C",
)
#  T1 0 9H, 1 AH (must beat 9H), 2 10H  -> 1      T6 1 AD, 2 10D, 0 9D -> 1
#  T2 1 KH, 2 JH, 0 8H                  -> 1      T7 1 KD, 2 JD, 0 8D  -> 1
#  T3 1 QH, 2 8C (void), 0 7H           -> 1      T8 1 QC, 2 9C, 0 7C  -> 1
#  T4 1 AS, 2 10S, 0 9S                 -> 1      T9 1 JC, 2 QS, 0 7S  -> 1 (both void)
#  T5 1 KS, 2 JS, 0 8S                  -> 1      T10 1 10C, 2 QD, 0 7D -> 1
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


def test_betli_won_with_a_contra_from_one_defender() -> None:
    """目標 (2) ベトリ 5: "全敗する" — Aki takes no trick. Csenge says contra with her first card; "切札
    なしの場合,言った子と親の間の点数授受に適用されます": Csenge pays 10, Botond 5. Net +15."""
    play = [(0, ["9H", "AH", double(2, "betli", 2), "10H"]), *PLAY_C[1:]]
    ev = [discard(0, "AC KC"), bid(0, ["betli"]), *pass_(1, 2, 0), *tricks(*play)]
    ev += [pay(1, 0, 5), pay(2, 0, 10)]
    v = run(HANDS_C, ev)
    assert v["status"] == "clean", codes(v)
    assert expected(v) == {"0": 15, "1": -5, "2": -10}


def test_betli_lost() -> None:
    """Aki keeps AC (discards 7C KC) and must follow clubs with it in trick 8: he takes a trick, the
    betli is lost: he pays 5 to each (点数計算: "親が達成できなかった目標…親は…子ひとりずつに払います").
      T8 1 QC, 2 9C, 0 AC -> 0;  T9 0 7S, 1 JC (void), 2 QS -> 2;  T10 2 QD, 0 7D, 1 10C -> 2."""
    hands = H(
        "7H 8H 9H 7S 8S 9S 7D 8D 9D AC 7C KC",
        "AH KH QH AS KS AD KD QC JC 10C",
        "JH 10H QS JS 10S QD JD 10D 9C 8C",
    )
    play = [*PLAY_C[:7], (1, ["QC", "9C", "AC"]), (0, ["7S", "JC", "QS"]), (2, ["QD", "7D", "10C"])]
    ev = [discard(0, "7C KC"), bid(0, ["betli"]), *pass_(1, 2, 0), *tricks(*play)]
    v = run(hands, ev)
    assert codes(v) == []
    assert expected(v) == {"0": -10, "1": 5, "2": 5}


# --- Deal D: durchmarsch without trumps ---------------------------------------------------------


def test_durchmarsch_without_trumps() -> None:
    """目標 (2) ドゥルヒマルシュ 6: "全勝する". No trump is named, so it is played without trumps (A K Q J
    10…): Aki leads AH KH QH JH AS KS QS AD KD QD and each is the highest card left in its suit.
    Each defender pays 6. Net +12."""
    hands = H(
        "AH KH QH JH AS KS QS AD KD QD 7C 8C",
        "10H 9H JS 10S 9S JD 10D AC KC QC",
        "8H 7H 8S 7S 9D 8D 7D JC 10C 9C",
    )
    play = [
        (0, ["AH", "10H", "8H"]),
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
    ev = [discard(0, "7C 8C"), bid(0, ["durchmarsch"]), *pass_(1, 2, 0), *tricks(*play)]
    ev += [pay(1, 0, 6, "durchmarsch"), pay(2, 0, 6, "durchmarsch")]
    v = run(hands, ev)
    assert v["status"] == "clean", codes(v)
    assert expected(v) == {"0": 12, "1": -6, "2": -6}

    # durchmarsch_points 7 ("7 点にする人もいます"): the same deal is worth 7 from each
    v = run(hands, ev, durchmarsch_points=7)
    assert expected(v) == {"0": 14, "1": -7, "2": -7}
    assert [c for _, c in codes(v)] == ["wrong_payment", "wrong_payment"]
    # redurchmarsch, the same goal at double points ("同じ内容で点数が倍"), follows: 14, not 12
    ev[1] = bid(0, ["redurchmarsch"])
    ev[-2:] = [pay(1, 0, 14, "redurchmarsch"), pay(2, 0, 14, "redurchmarsch")]
    assert expected(run(hands, ev, durchmarsch_points=7)) == {"0": 28, "1": -14, "2": -14}
    assert expected(run(hands, ev)) == {"0": 24, "1": -12, "2": -12}


# --- play-only records (spec "Play-only records") -------------------------------------------------


def run_play_only(events: list[dict[str, Any]]) -> dict[str, Any]:
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "players": NAMES,
        "deals": [{"dealer": 2, "hands": None, "events": events}],
    }
    return validate(t)


def test_play_only_worked_example_rebuilds_every_hand() -> None:
    """With "hands": null the hands are rebuilt from plays plus discards (spec): 30 cards played and
    Aki's discard 7D 10C make all 32, so the deal is scored exactly as with the hands."""
    v = run_play_only([*AUCTION_B, *tricks(*PLAY_B)])
    assert v["status"] == "clean", codes(v)
    assert expected(v) == {"0": 12, "1": -6, "2": -6}
    assert v["deals"][0]["unchecked"] == [
        "cards in hand: the hands were rebuilt from the plays, takes and discards"
    ]


def test_play_only_revoke_is_reported_when_the_record_proves_it() -> None:
    """Csenge plays 9D to the AH of trick 3 and 7H in trick 10: she held a heart, a provable revoke."""
    play = [*PLAY_A[:2], (0, ["AH", "JH", "9D"]), *PLAY_A[3:9], (0, ["QS", "QD", "7H"])]
    ev = [*AUCTION_A, *tricks(*play)]
    v = run_play_only(ev)
    assert codes(v) == [(at(ev, 2, "9D"), "revoke")]


def test_play_only_partial_record_checks_only_what_it_proves() -> None:
    """Three tricks only: nothing is provably wrong; Aki's 40 is taken as announced; the settlement
    and the hands are listed as unchecked."""
    v = run_play_only([*AUCTION_A, marriages(0, 40), *tricks(*PLAY_A[:3])])
    assert v["status"] == "clean"
    assert codes(v) == [(None, "incomplete_play")]
    unchecked = v["deals"][0]["unchecked"]
    assert any(u.startswith("hands: not recorded") for u in unchecked)
    assert "marriages against the hands (taken as announced)" in unchecked
