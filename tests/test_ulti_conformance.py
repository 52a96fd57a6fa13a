"""Ulti: issue #4, sentence by sentence, where no other test pinned the sentence down.

Hand-worked deals written from the issue text and the source (../shared/seeds/003_bb2f67de7752728b.txt);
each docstring quotes the sentence it checks. Seats are in order of play; the dealer is seat 2, so
seat 0 holds 12 cards and bids first.
"""

from __future__ import annotations

from ulti_deals import H, bid, codes, discard, double, expected, marriages, pass_, pay, run, tricks, trump

# Deal E of tests/test_ulti_audit.py with hearts and leaves (spades) swapped, bid as a plain (not
# red) party: Aki (0) discards 9C 8C, bids party and names leaves (S) as trumps ("親は,赤以外を切札に
# する場合,切札にする印を言います").
HANDS = H(
    "AS 10S KS AH 10H KH AD 10D KD 7C 9C 8C",
    "QS JS QH JH QD JD 10C KC QC JC",
    "9S 8S 7S 9H 8H 7H 9D 8D 7D AC",
)
AUCTION = [discard(0, "9C 8C"), bid(0, ["party"]), *pass_(1, 2, 0), trump(0, "S")]
# カード勝負, with trumps A 10 K Q J 9 8 7 (follow; else trump; beat the table where those allow it):
#  T1 0 AS, 1 JS, 2 9S -> 0 (10)        T6 0 AD, 1 JD, 2 7D -> 0 (10)
#  T2 0 10S, 1 QS, 2 8S -> 0 (10)       T7 0 10D, 1 QD, 2 8D -> 0 (10)
#  T3 0 AH, 1 JH, 2 7H -> 0 (10)        T8 0 KD, 1 QC (void, no trump), 2 9D -> 0
#  T4 0 10H, 1 QH, 2 8H -> 0 (10)       T9 0 7C, 1 KC (beats 7C), 2 AC (beats KC) -> 2 (AC 10)
#  T5 0 KH, 1 JC (free), 2 9H -> 0      T10 2 7S, 0 KS (must beat 7S), 1 10C -> 0 (10C 10 + last 10)
# Botond says "20" (KC QC) with his first card. Aki 80, defenders 10 + 20 = 30.
PLAY = [
    (0, ["AS", marriages(1, 20), "JS", "9S"]),
    (0, ["10S", "QS", "8S"]),
    (0, ["AH", "JH", "7H"]),
    (0, ["10H", "QH", "8H"]),
    (0, ["KH", "JC", "9H"]),
    (0, ["AD", "JD", "7D"]),
    (0, ["10D", "QD", "8D"]),
    (0, ["KD", "QC", "9D"]),
    (0, ["7C", "KC", "AC"]),
    (2, ["7S", "KS", "10C"]),
]


def test_failed_silent_ulti_pays_four_to_each_of_the_other_two() -> None:
    """Issue #4: "a failed silent ulti pays 4 to each of the other two, settled by whoever played it".
    Source 出来役: "10 回目のカード勝負に切札の VII (7) を出して負けたら,その人が他の 2 人に対して 1 人
    あたり 4 点を払います.子が失敗した場合,精算を親子間でなく,失敗した子と他の 2 人で行う".
    Csenge (a defender) plays the trump 7S to the tenth trick and loses it: she pays 4 to Aki and 4 to
    her partner Botond. Party (1, not red): Aki 80 > 30 with tricks, won: 1 from each defender.
    Nets: Aki 1 + 1 + 4 = +6, Botond -1 + 4 = +3, Csenge -1 - 4 - 4 = -9."""
    pays = [
        pay(1, 0, 1, "party"),
        pay(2, 0, 1, "party"),
        pay(2, 0, 4, "silent-ulti"),
        pay(2, 1, 4, "silent-ulti"),
    ]
    v = run(HANDS, [*AUCTION, *tricks(*PLAY), *pays])
    assert v["status"] == "clean", codes(v)
    assert expected(v) == {"0": 6, "1": 3, "2": -9}
    failed = [g for g in v["deals"][0]["computed"]["goals"] if g["goal"] == "silent-ulti"]
    assert len(failed) == 1 and failed[0]["won"] is False and failed[0]["by"] == 2
    assert sorted((p["from"], p["to"], p["amount"]) for p in failed[0]["payments"]) == [(2, 0, 4), (2, 1, 4)]


def test_a_contra_binds_both_defenders_in_a_trump_game_but_not_the_silent_ulti_failure() -> None:
    """Issue #4: "in trump games a contra binds both defenders" (source コントラ: "切札ありの場合,どちらの
    子が言っても両方の子と親の間に…適用されます"). Botond alone says contra on the party with his first
    card: the party is worth 2 from each defender, Csenge's too. The failed silent ulti is no goal of
    the bid and cannot be doubled: still 4 to each of the other two.
    Nets: Aki 2 + 2 + 4 = +8, Botond -2 + 4 = +2, Csenge -2 - 4 - 4 = -10."""
    play = list(PLAY)
    play[0] = (0, ["AS", marriages(1, 20), double(1, "party", 2), "JS", "9S"])
    pays = [
        pay(1, 0, 2, "party"),
        pay(2, 0, 2, "party"),
        pay(2, 0, 4, "silent-ulti"),
        pay(2, 1, 4, "silent-ulti"),
    ]
    v = run(HANDS, [*AUCTION, *tricks(*play), *pays])
    assert v["status"] == "clean", codes(v)
    assert expected(v) == {"0": 8, "1": 2, "2": -10}
    party = next(g for g in v["deals"][0]["computed"]["goals"] if g["goal"] == "party")
    assert sorted((p["from"], p["contra"]) for p in party["payments"]) == [(1, 2), (2, 2)]


def test_a_table_that_red_doubles_a_plain_game_is_wrong() -> None:
    """Issue #4: "'red' doubling" ("“赤の”は点数が倍になります") doubles red (hearts) bids only: the
    plain party with leaves as trumps is worth 1, and a table that pays 2 for it is wrong."""
    pays = [
        pay(1, 0, 2, "party"),
        pay(2, 0, 2, "party"),
        pay(2, 0, 4, "silent-ulti"),
        pay(2, 1, 4, "silent-ulti"),
    ]
    v = run(HANDS, [*AUCTION, *tricks(*PLAY), *pays])
    assert {c for _, c in codes(v)} == {"wrong_payment"}
