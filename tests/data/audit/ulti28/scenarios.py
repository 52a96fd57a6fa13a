"""ulti28 scenarios: dealing and rotation, the auction's opening, no-trump and open games."""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from build import build  # noqa: E402

LOW = ["7H", "8H", "7D", "8D", "7S", "8S", "7C", "8C"]
TOP = ["AH", "KH", "QH", "JH", "10H", "9H", "AS", "KS", "QS", "JS"]


def party_won(i, p):
    dp, fp = i["points"]
    return dp > fp and i["tricks"][i["declarer"]] > 0


def zero(i, p):
    return i["tricks"][i["declarer"]] == 0


def allwin(i, p):
    return i["tricks"][i["declarer"]] == 10


def lost_betli(i, p):
    return i["tricks"][i["declarer"]] > 0


def feat(name):
    return lambda i: any(f[0] == name for f in i["features"])


def partner_overtake(i):
    d = i["declarer"]
    return any(f[0] == "forced_overtake" and f[2] != d and f[3] != d for f in i["features"])


def main():
    # 01 clean session, dealer rotates 0 -> 1 -> 2, payments
    build(
        "01-clean-session-rotation",
        "Three deals, dealer 0, 1, 2; the 12 cards go to the dealer's next seat, who discards and bids first. Party (spades) won; betli over party won; redurchmarsch without trumps won.",
        [
            dict(
                dealer=0,
                trump="S",
                auction=[("bid", 1, ["party"], False, "party"), ("pass", 2), ("pass", 0), ("pass", 1)],
                want=lambda i, p: party_won(i, p) and i["marriages"],
            ),
            dict(
                dealer=1,
                fixed={0: LOW[:7]},
                auction=[
                    ("bid", 2, ["party"], False, "random"),
                    ("bid", 0, ["betli"], False, "betli"),
                    ("pass", 1),
                    ("pass", 2),
                    ("pass", 0),
                ],
                want=zero,
            ),
            dict(
                dealer=2,
                fixed={0: TOP + ["7C", "8C"]},
                auction=[
                    ("bid", 0, ["redurchmarsch"], False, ["7C", "8C"]),
                    ("pass", 1),
                    ("pass", 2),
                    ("pass", 0),
                ],
                want=allwin,
            ),
        ],
    )
    # 02 dealer does not rotate
    build(
        "02-fault-dealer-not-rotating",
        "Two party deals; the second is dealt again by seat 0 (the deal passes counterclockwise, to seat 1).",
        [
            dict(
                dealer=0,
                trump="C",
                auction=[("bid", 1, ["party"], False, "party"), ("pass", 2), ("pass", 0), ("pass", 1)],
                want=party_won,
            ),
            dict(
                dealer=0,
                trump="D",
                auction=[("bid", 1, ["party"], False, "party"), ("pass", 2), ("pass", 0), ("pass", 1)],
                want=party_won,
            ),
        ],
        start_seed=40,
    )
    # 03 twelve cards to the wrong seat
    build(
        "03-fault-twelve-to-dealers-left",
        "Dealer 0 gives the 12 cards to seat 2 (the seat before him in the order of play) instead of seat 1, and seat 2 opens the auction.",
        [
            dict(
                dealer=0,
                swap12=True,
                trump="S",
                auction=[("bid", 2, ["party"], False, "party"), ("pass", 0), ("pass", 1), ("pass", 2)],
                want=party_won,
            )
        ],
        start_seed=60,
    )
    # 04 pass then bid later, talon taken three times, rebetli
    build(
        "04-pass-then-bid-rebetli",
        "Seat 0 passes the talon on unseen, later takes it and bids rebetli over Bunta's betli; three passes end the auction. Rebetli won: 10 from each.",
        [
            dict(
                dealer=1,
                fixed={0: LOW[:7]},
                auction=[
                    ("bid", 2, ["party"], False, "random"),
                    ("pass", 0),
                    ("bid", 1, ["betli"], False, "betli"),
                    ("pass", 2),
                    ("bid", 0, ["rebetli"], False, "betli"),
                    ("pass", 1),
                    ("pass", 2),
                    ("pass", 0),
                ],
                want=zero,
            )
        ],
        start_seed=80,
    )
    # 05 bid without taking the talon
    build(
        "05-fault-bid-without-talon",
        "Chie bids betli over Bunta's party without taking the two face-down cards (event 2); she then plays betli with her own ten cards.",
        [
            dict(
                dealer=0,
                fixed={2: LOW[:7]},
                auction=[
                    ("bid", 1, ["party"], False, "random"),
                    ("bid_no_take", 2, ["betli"], False),
                    ("pass", 0),
                    ("pass", 1),
                    ("pass", 2),
                ],
                want=zero,
                record="none",
            )
        ],
        start_seed=100,
    )
    # 06 take then pass
    build(
        "06-fault-take-then-pass",
        "Chie takes the talon, discards two cards and then passes (event 4) instead of handing the talon on face down; Bunta plays his party.",
        [
            dict(
                dealer=0,
                trump="S",
                auction=[
                    ("bid", 1, ["party"], False, "party"),
                    ("take_pass", 2, "random"),
                    ("pass", 0),
                    ("pass", 1),
                ],
                want=party_won,
                record="none",
            )
        ],
        start_seed=120,
    )
    # 07 illegal bid in the opening round
    build(
        "07-fault-ulti-under-betli",
        "Chie takes the talon and bids ulti (party+ulti, 5 points, 2 goals) over Bunta's betli (5 points, 1 goal): not higher (event 8). Aki then bids rebetli and wins it.",
        [
            dict(
                dealer=2,
                fixed={0: LOW[:8]},
                trump="S",
                auction=[
                    ("bid", 0, ["party"], False, "random"),
                    ("bid", 1, ["betli"], False, "betli"),
                    ("bid", 2, ["ulti"], False, "random"),
                    ("bid", 0, ["rebetli"], False, "betli"),
                    ("pass", 1),
                    ("pass", 2),
                    ("pass", 0),
                ],
                want=zero,
                record="none",
            )
        ],
        start_seed=140,
    )
    # 08 clean betli, 10 below J without trumps, defender forced to overtake partner
    build(
        "08-betli-nt-ranks-forced-overtake",
        "Betli bid first by Bunta: without trumps the 10 ranks under the J; a defender must beat his partner's card when he can. Betli won: 5 from each.",
        [
            dict(
                dealer=0,
                fixed={1: LOW[:6]},
                auction=[("bid", 1, ["betli"], False, "betli"), ("pass", 2), ("pass", 0), ("pass", 1)],
                want=lambda i, p: zero(i, p) and feat("ten_under_jack")(i) and partner_overtake(i),
            )
        ],
        start_seed=160,
    )
    # 09 betli, defender fails to beat
    build(
        "09-fault-betli-defender-underplays",
        "Betli: a defender follows suit low while holding a card that beats the trick (failure to overtake).",
        [
            dict(
                dealer=1,
                fixed={2: LOW[:6]},
                auction=[("bid", 2, ["betli"], False, "betli"), ("pass", 0), ("pass", 1), ("pass", 2)],
                fault=(0, "failure_to_overtake", 1),
                record="none",
            )
        ],
        start_seed=180,
    )
    # 10 clean no-trump durchmarsch with free discards
    build(
        "10-durchmarsch-no-trump",
        "Durchmarsch (6) announced without trumps: a void defender may throw any card. All ten tricks: 6 from each.",
        [
            dict(
                dealer=2,
                fixed={0: TOP + ["7D", "8C"]},
                auction=[
                    ("bid", 0, ["durchmarsch"], False, ["7D", "8C"]),
                    ("pass", 1),
                    ("pass", 2),
                    ("pass", 0),
                ],
                no_trump=True,
                want=lambda i, p: allwin(i, p) and feat("free_discard")(i),
            )
        ],
        start_seed=200,
    )
    # 11 fault revoke in no-trump redurchmarsch
    build(
        "11-fault-redurchmarsch-revoke",
        "Redurchmarsch without trumps: a defender does not follow suit while holding the led suit.",
        [
            dict(
                dealer=0,
                fixed={1: TOP[:4] + ["AD", "KD", "QD", "AC", "KC", "QC", "JC", "7S"]},
                auction=[
                    ("bid", 1, ["redurchmarsch"], False, "durch_nt"),
                    ("pass", 2),
                    ("pass", 0),
                    ("pass", 1),
                ],
                fault=(2, "revoke", 0),
                record="none",
            )
        ],
        start_seed=220,
    )
    # 12 open betli and open durchmarsch, payments
    build(
        "12-open-betli-open-durchmarsch",
        "Open betli won (20 from each); next deal open durchmarsch without trumps won (24 from each).",
        [
            dict(
                dealer=0,
                fixed={1: LOW + ["9H", "9D"]},
                auction=[("bid", 1, ["open-betli"], False, "betli"), ("pass", 2), ("pass", 0), ("pass", 1)],
                want=zero,
            ),
            dict(
                dealer=1,
                fixed={2: TOP + ["7D", "8D"]},
                auction=[
                    ("bid", 2, ["open-durchmarsch"], False, ["7D", "8D"]),
                    ("pass", 0),
                    ("pass", 1),
                    ("pass", 2),
                ],
                no_trump=True,
                want=allwin,
            ),
        ],
        start_seed=240,
    )
    # 13 open betli lost, wrong payment
    build(
        "13-fault-open-betli-lost-underpaid",
        "Open betli lost: Aki owes 20 to each defender; the second payment is written as 5.",
        [
            dict(
                dealer=2,
                fixed={0: ["7H", "8H", "7D", "9D", "7S", "8S"]},
                auction=[("bid", 0, ["open-betli"], False, "betli"), ("pass", 1), ("pass", 2), ("pass", 0)],
                want=lost_betli,
                wrong_payment=(1, 5),
            )
        ],
        start_seed=260,
    )
    # 14 betli contra + recontra by one defender
    build(
        "14-betli-contra-one-defender",
        "Betli: Aki says contra with his first card, Chie (declarer) recontra after trick 1. Without trumps the doubling binds only Aki and Chie: Chie loses and pays Aki 20, Bunta 5.",
        [
            dict(
                dealer=1,
                fixed={2: ["7H", "8H", "7D", "9D", "7S", "8S"]},
                auction=[("bid", 2, ["betli"], False, "betli"), ("pass", 0), ("pass", 1), ("pass", 2)],
                doubles=[(0, "betli", 2), (2, "betli", 4)],
                want=lost_betli,
            )
        ],
        start_seed=280,
    )
    # 15 contra in betli paid by both defenders
    build(
        "15-fault-betli-contra-paid-by-both",
        "Betli won by Aki; Bunta said contra. Bunta pays 10, Chie (no contra) owes 5 but is recorded paying 10.",
        [
            dict(
                dealer=2,
                fixed={0: LOW[:7]},
                auction=[("bid", 0, ["betli"], False, "betli"), ("pass", 1), ("pass", 2), ("pass", 0)],
                doubles=[(1, "betli", 2)],
                want=zero,
                wrong_payment=(1, 10),
            )
        ],
        start_seed=300,
    )
    # 16 marriage announced in betli
    build(
        "16-fault-marriage-in-betli",
        "Betli: Chie announces 20 with her first card; there are no marriages without trumps.",
        [
            dict(
                dealer=0,
                fixed={1: LOW[:7], 2: ["KC", "QC"]},
                auction=[("bid", 1, ["betli"], False, "betli"), ("pass", 2), ("pass", 0), ("pass", 1)],
                false_declare=(2, [{"kind": "marriage", "points": 20}]),
                want=zero,
                record="none",
            )
        ],
        start_seed=320,
    )
    # 17 score sheet session
    build(
        "17-sheet-talon-points-ulti-fold-rebetli",
        "Score sheet from totals 3/-2/-1: party lost because the two laid-away cards (two tens) count for the defenders; ulti bid without the trump seven (legal, lost: 4+4 to each); a fold (2 to each); rebetli won (10 from each).",
        [
            dict(
                dealer=0,
                fixed={1: ["AD", "10D"]},
                trump="C",
                auction=[("bid", 1, ["party"], False, "party_aces"), ("pass", 2), ("pass", 0), ("pass", 1)],
                want=lambda i, p: (
                    i["points"][0] > i["points"][1] - 20
                    and i["points"][0] <= i["points"][1]
                    and i["tricks"][1] > 0
                ),
                record="score",
            ),
            dict(
                dealer=1,
                fixed={0: ["7S"]},
                trump="S",
                auction=[("bid", 2, ["ulti"], False, "party"), ("pass", 0), ("pass", 1), ("pass", 2)],
                want=lambda i, p: True,
                record="score",
            ),
            dict(
                dealer=2,
                trump="D",
                auction=[("bid", 0, ["party"], False, "party"), ("pass", 1), ("pass", 2), ("pass", 0)],
                fold=True,
                record="score",
            ),
            dict(
                dealer=0,
                fixed={1: LOW[:7]},
                auction=[("bid", 1, ["rebetli"], False, "betli"), ("pass", 2), ("pass", 0), ("pass", 1)],
                want=zero,
                record="score",
            ),
        ],
        totals=True,
        start=[3, -2, -1],
        start_seed=340,
    )
    # 18 party, failure to trump
    build(
        "18-fault-party-failure-to-trump",
        "Party in diamonds: a defender void in the led suit throws a side card while holding trumps.",
        [
            dict(
                dealer=1,
                trump="D",
                auction=[("bid", 2, ["party"], False, "party"), ("pass", 0), ("pass", 1), ("pass", 2)],
                fault=(0, "failure_to_trump", 0),
                record="none",
            )
        ],
        start_seed=360,
    )


if __name__ == "__main__":
    main()
