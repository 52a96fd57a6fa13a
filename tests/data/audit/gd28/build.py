"""gd28: the session specs. python build.py writes the files and facts.txt."""

import json
import os

import gen

# auction scripts (position 0 = forehand, 1 = second, 2 = third active bidder)
A = [(0, "three"), (1, "pass"), (2, "pass")]
A2 = [(0, "pass"), (1, "three"), (2, "pass")]
A3 = [(0, "pass"), (1, "pass_volat"), (2, "three")]
B = [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "pass")]
C = [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "top"), (0, "hold"), (1, "pass")]
D = [(0, "three"), (1, "two"), (2, "pass"), (0, "pass")]
D2 = [(0, "three"), (1, "two"), (2, "pass"), (0, "hold"), (1, "pass")]
E = [(0, "pass"), (1, "one"), (2, "pass")]
E2 = [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "two"), (0, "hold"), (1, "one"), (0, "pass")]
F = [(0, "solo"), (1, "pass"), (2, "pass")]
F2 = [(0, "pass"), (1, "pass"), (2, "solo")]
G = [(0, "tape"), (1, "three"), (2, "pass_volat"), (0, "hold"), (1, "pass")]
P = [(0, "pass"), (1, "pass"), (2, "pass")]
PV = [(0, "pass"), (1, "pass_volat"), (2, "pass")]


def dpos(r):
    return r["seq"].index(r["declarer"]) if r["declarer"] is not None else None


def ntar(r, k):
    h = r["hands"][r["declarer"]] + r["bought"]
    return sum(1 for c in h if gen.is_tarock(c)) >= k


def win(k=6):
    return lambda r: r["won"] and ntar(r, k)


def lose(k=5):
    return lambda r: (not r["won"]) and ntar(r, k)


def anyres(k=6):
    return lambda r: ntar(r, k)


def exact33(r):
    return r["pp"] == 33


def ult_made(r):
    return r["ultimo_made"] and r["won"]


def ult_failed(r):
    return (not r["ultimo_made"]) and r["won"] and r["released"] is None


def silent_ult(r):
    return r["ultimo_made"] and r["won"]


def trull_made(r):
    return r["trull_p"] and r["won"]


def kings_silent(r):
    return r["kings_p"] and r["won"]


def wrong_by(delta):
    state = {"done": False}

    def f(fr, to, a, why):
        if why == "game" and not state["done"]:
            state["done"] = True
            return a + delta
        return None

    return f


SESSIONS = [
    (
        "01-trio-club-night.json",
        3,
        None,
        "Three players, six deals: threes top and bottom packet, an all-pass, a two outbidding, a contra lost, a one.",
        [
            dict(dealer=0, script=A, want=win()),
            dict(dealer=1, script=A, rejects=1, want=win()),
            dict(dealer=2, script=PV),
            dict(dealer=0, script=D, want=lose(6)),
            dict(dealer=1, script=A, contra=[2], want=lose(6)),
            dict(dealer=2, script=E, want=win(8)),
        ],
    ),
    (
        "02-trio-bottom-top.json",
        3,
        None,
        "Three players, seven deals: spód and wierzch held, tarocks announced, recontra, tape, solo.",
        [
            dict(dealer=1, script=B, want=win()),
            dict(dealer=2, script=C, want=lose(6)),
            dict(dealer=0, script=A, announce=["tarocks"], want=win(10)),
            dict(dealer=1, script=A2, contra=[2, 4], want=win(7)),
            dict(dealer=2, script=G, want=win(6)),
            dict(dealer=0, script=B, rejects=1, want=lose(6)),
            dict(dealer=1, script=F, want=win(9)),
        ],
    ),
    (
        "03-quartet-king.json",
        4,
        None,
        "Four players, the dealer is the king: six deals, a contra, a solo, an announced ultimo takes the pool, an all-pass, a two.",
        [
            dict(dealer=0, script=A, want=win()),
            dict(dealer=1, script=A, contra=[2], want=lose(6)),
            dict(dealer=2, script=F2, want=anyres(9)),
            dict(dealer=3, script=A, announce=["pagat_ultimo"], want=ult_made, seed=50000),
            dict(dealer=0, script=P),
            dict(dealer=1, script=D, want=win(7)),
        ],
    ),
    (
        "04-quartet-dealer-fee.json",
        4,
        {"pool_dealer_fee": 2},
        "Four players with a dealer's fee of 2 to the pool: trull announced, all-pass, a one under supracontra, wierzch, a failed ultimo.",
        [
            dict(dealer=2, script=A, want=win()),
            dict(dealer=3, script=A, announce=["trull"], want=trull_made, seed=70000),
            dict(dealer=0, script=PV),
            dict(dealer=1, script=E, contra=[2, 4, 8], want=lose(7)),
            dict(dealer=2, script=C, want=win(7)),
            dict(dealer=3, script=A, announce=["pagat_ultimo"], want=ult_failed, seed=90000),
        ],
    ),
    (
        "05-quintet-sitters.json",
        5,
        None,
        "Five players: Edward sits out the first round of four deals, then Adam sits out.",
        [
            dict(dealer=0, sitter=4, script=A, want=win()),
            dict(dealer=1, sitter=4, script=D2, want=lose(6)),
            dict(dealer=2, sitter=4, script=P),
            dict(dealer=3, sitter=4, script=A, contra=[2], want=win(7)),
            dict(dealer=4, sitter=0, script=A2, rejects=1, want=win(7)),
        ],
    ),
    (
        "06-trio-consolation.json",
        3,
        None,
        "Three players: a game of exactly 33 (lost), silent ultimo, silent four kings, ones and twos.",
        [
            dict(dealer=2, script=A, want=lambda r: exact33(r) and ntar(r, 6), seed=110000),
            dict(dealer=0, script=A, want=silent_ult, seed=120000),
            dict(dealer=1, script=E2, want=win(8)),
            dict(dealer=2, script=A3, want=lambda r: exact33(r) and ntar(r, 5), seed=130000),
            dict(dealer=0, script=A, want=kings_silent, seed=140000),
            dict(dealer=1, script=D2, contra=[2], want=win(7)),
        ],
    ),
    (
        "07-trio-pool-cycle.json",
        3,
        {"pool_stake": 20, "pool_pass_fee": 10, "pool_win_percent": 5},
        "Three players, pool stake 20, pass fee 10, 5 % shares: two all-passes, an ultimo takes the pool, the pool refounded.",
        [
            dict(dealer=0, script=P),
            dict(dealer=1, script=PV),
            dict(dealer=2, script=A, announce=["pagat_ultimo"], want=ult_made, seed=150000),
            dict(dealer=0, script=A, want=lose(6)),
            dict(dealer=1, script=F, want=win(9)),
            dict(dealer=2, script=G, want=win(6)),
        ],
    ),
    (
        "08-quintet-long.json",
        5,
        None,
        "Five players, six deals: a solo, announced tarocks, a bottom three, an all-pass, then the next sitter.",
        [
            dict(dealer=1, sitter=0, script=F, want=win(9)),
            dict(dealer=2, sitter=0, script=A, announce=["tarocks"], want=win(10), seed=160000),
            dict(dealer=3, sitter=0, script=B, want=lose(6)),
            dict(dealer=4, sitter=0, script=PV),
            dict(dealer=0, sitter=1, script=A, contra=[2, 4], want=lose(6)),
            dict(dealer=2, sitter=1, script=E, want=win(8)),
        ],
    ),
    (
        "09-trio-wrong-game.json",
        3,
        None,
        "Three players, six deals; the last game payment is written 10 short (planted).",
        [
            dict(dealer=0, script=A, want=win()),
            dict(dealer=1, script=B, want=lose(6)),
            dict(dealer=2, script=P),
            dict(dealer=0, script=D, want=win(7)),
            dict(dealer=1, script=A, contra=[2], want=win(7)),
            dict(dealer=2, script=A, rejects=1, want=lose(6), plant_payment=wrong_by(-10)),
        ],
    ),
    (
        "10-quartet-pass-volat-pagat.json",
        4,
        None,
        "Four players, five deals; in the last a helper says passe volat holding the pagat (planted, §28).",
        [
            dict(dealer=1, script=A, want=win()),
            dict(dealer=2, script=E, want=win(8)),
            dict(dealer=3, script=PV),
            dict(dealer=0, script=A2, contra=[2], want=lose(6)),
            dict(dealer=1, script=A3, want=win(6), pv_pagat=1, expect=[("illegal_bid", lambda dl, r: 1)]),
        ],
    ),
    (
        "11-trio-pagat-released.json",
        3,
        None,
        "Three players, five deals; in the last the player who announced ultimo gives up the pagat early of his own will (planted, §6).",
        [
            dict(dealer=1, script=A, want=win()),
            dict(dealer=2, script=C, want=win(7)),
            dict(dealer=0, script=PV),
            dict(dealer=1, script=E, want=lose(7)),
            dict(
                dealer=2,
                script=A,
                announce=["pagat_ultimo"],
                want=lambda r: r["won"],
                seed=170000,
                plant="pagat_released",
            ),
        ],
    ),
    (
        "12-quartet-season-final.json",
        4,
        None,
        "Four players, seven deals: every contract, a tape auction, an announced four kings.",
        [
            dict(dealer=3, script=G, want=win()),
            dict(dealer=0, script=B, rejects=1, want=win(7)),
            dict(dealer=1, script=A, announce=["four_kings"], want=kings_silent, seed=180000),
            dict(dealer=2, script=D2, want=lose(7)),
            dict(dealer=3, script=F2, want=lose(9)),
            dict(dealer=0, script=P),
            dict(dealer=1, script=E2, contra=[2], want=win(8)),
        ],
    ),
]


def volat(r):
    return r["volat"]


SESSIONS.append(
    (
        "13-trio-volat.json",
        3,
        None,
        "Three players, five deals: a silent volat, an all-pass, an announced volat, a two lost.",
        [
            dict(dealer=0, script=A, want=win()),
            dict(dealer=1, script=A, want=volat, silent_volat=True, seed=300000),
            dict(dealer=2, script=PV),
            dict(dealer=0, script=A, announce=["volat"], want=volat, seed=500000),
            dict(dealer=1, script=D2, want=lose(6)),
        ],
    )
)

# ---- second batch (also written before any engine run on it) ----
SESSIONS += [
    (
        "14-trio-failed-announcements.json",
        3,
        None,
        "Three players, six deals: trull, four kings and volat announced and not made; an announced ultimo lost under contra.",
        [
            dict(dealer=2, script=A, want=win()),
            dict(
                dealer=0,
                script=A,
                announce=["trull"],
                want=lambda r: r["won"] and not r["trull_p"] and ntar(r, 7),
                seed=200000,
            ),
            dict(
                dealer=1,
                script=A,
                announce=["four_kings"],
                want=lambda r: r["won"] and not r["kings_p"] and ntar(r, 7),
                seed=210000,
            ),
            dict(dealer=2, script=PV),
            dict(
                dealer=0,
                script=A,
                announce=["volat"],
                want=lambda r: r["won"] and not r["volat"] and ntar(r, 10),
                seed=220000,
            ),
            dict(
                dealer=1,
                script=A,
                announce=["pagat_ultimo"],
                contra=[2],
                want=lambda r: (not r["won"]) and not r["ultimo_made"] and ntar(r, 7),
                seed=230000,
            ),
        ],
    ),
    (
        "15-quartet-helper-tarocks.json",
        4,
        None,
        "Four players, five deals: a helper announces ten or more tarocks (twice), a one lost, an all-pass.",
        [
            dict(dealer=0, script=A, want=win()),
            dict(dealer=1, script=A, helper_tarocks=True, want=lambda r: True, seed=240000),
            dict(dealer=2, script=P),
            dict(dealer=3, script=E, want=lose(7)),
            dict(dealer=0, script=A2, helper_tarocks=True, contra=[2], want=lambda r: True, seed=260000),
        ],
    ),
    (
        "16-trio-common-usage.json",
        3,
        {"preset": "common_usage"},
        "Three players under the preset common_usage: contra paid alike both ways, dealer's fee 1.",
        [
            dict(dealer=0, script=A, rejects=1, contra=[2], want=win(7)),
            dict(dealer=1, script=C, contra=[2, 4], want=win(7)),
            dict(dealer=2, script=P),
            dict(dealer=0, script=A, contra=[2], want=lose(6)),
            dict(dealer=1, script=D2, want=win(7)),
            dict(dealer=2, script=A, want=win()),
        ],
    ),
    (
        "17-trio-tarocks-if-won.json",
        3,
        {"tarocks_paid": "if_game_won"},
        "Three players, tarocks paid only with the game won: announced tarocks in a won and in a lost game.",
        [
            dict(
                dealer=1,
                script=A,
                announce=["tarocks"],
                want=lambda r: r["won"] and r["ntar"] >= 10,
                seed=270000,
            ),
            dict(
                dealer=2,
                script=A,
                announce=["tarocks"],
                want=lambda r: (not r["won"]) and r["ntar"] >= 10,
                seed=280000,
            ),
            dict(dealer=0, script=PV),
            dict(dealer=1, script=B, want=win(7)),
            dict(dealer=2, script=E, want=lose(7)),
        ],
    ),
]

if __name__ == "__main__":
    for fname, n, rules, note, specs in SESSIONS:
        print("building", fname, flush=True)
        gen.run_session(fname, n, rules, specs, note)
    with open(os.path.join(gen.HERE, "facts.txt"), "w") as f:
        json.dump(gen.FILES, f, indent=1, default=str)
