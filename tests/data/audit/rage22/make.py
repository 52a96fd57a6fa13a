"""rage22: build every transcript of the round (python make.py). Figures go to figures.txt."""

import os

import gen
from gen import (
    FIG,
    REVOKE_STATE,
    build,
    change_last_trick_matters,
    hold_change_to_last,
    make_revoke_factory,
    req_switches,
    require_durch,
    revoke_done,
    two_nt_hook,
    two_nt_matters,
    wrong_lead_after,
)
from model import NT_TURNS, Stock, is_action, score_round, trick_winner

ALL = list(range(1, 11))


def lead_done(key):
    return lambda *a: REVOKE_STATE[key].get("done", False)


def top(*cards):
    return {"rig": {"stock_top": list(cards)}}


def durch_rig(colour, k, seat, stock_extra=()):
    cards = [f"{colour}{15 - i}" for i in range(k)]
    return {
        "rig": {"stock_top": list(stock_extra) + [f"{colour}0"], "hands": {seat: cards}},
        "require": require_durch,
    }


# 01: 6 players, standard, a whole session; initial trumps turned past action cards in several rounds
build(
    "01-6p-r1-10-standard-session-clean",
    6,
    {},
    101,
    ALL,
    per_round={
        1: dict(top("CHANGE", "NOTRUMP", "P6"), require=req_switches(3)),
        3: top("WILD", "PLUS5", "MINUS5", "B11"),
        5: dict(top("NOTRUMP", "Y2"), require=req_switches(2)),
        7: top("CHANGE", "CHANGE", "WILD", "G15"),
        10: top("MINUS5", "R0"),
    },
)

# 02: 7 players, plus/minus one, a whole session
build(
    "02-7p-r1-10-pm1-session-clean",
    7,
    {"plus_minus_one": True},
    202,
    ALL,
    first_dealer=3,
    per_round={
        1: dict(top("PLUS5", "NOTRUMP", "CHANGE", "WILD", "O9"), require=req_switches(3)),
        4: dict(top("MINUS5", "R3"), require=req_switches(2)),
        9: top("NOTRUMP", "G1"),
    },
)

# 03: 8 players, hidden bid + Durch, a whole session; a Durch in round 9 (two tricks), round 10 single trick
build(
    "03-8p-r1-10-hidden-durch-session-clean",
    8,
    {"hidden_bid": True, "durch": True},
    303,
    ALL,
    first_dealer=5,
    per_round={
        1: dict(top("WILD", "CHANGE", "B4"), require=req_switches(4)),
        6: top("NOTRUMP", "PLUS5", "Y7"),
        9: durch_rig("O", 2, 6, stock_extra=("CHANGE",)),
    },
)

# 04: 7 players, secret bid + Durch, a whole session; a Durch in round 8 (three tricks)
build(
    "04-7p-r1-10-secret-durch-session-clean",
    7,
    {"secret_bid": True, "durch": True},
    404,
    ALL,
    first_dealer=1,
    per_round={
        2: dict(top("MINUS5", "NOTRUMP", "R12"), require=req_switches(3)),
        8: durch_rig("G", 3, 2, stock_extra=("PLUS5", "WILD")),
    },
)

# 05: 8 players, round 1 (stock of 32): all 4 CHANGE and all 4 NOTRUMP in the hands, the other
# eight action cards in the stock, turned past at the deal and at the later turns
STOCK05 = [
    "PLUS5",
    "WILD",
    "MINUS5",
    "R7",
    "MINUS5",
    "G2",
    "WILD",
    "PLUS5",
    "B9",
    "Y4",
    "PLUS5",
    "O11",
    "MINUS5",
    "P0",
]
build(
    "05-8p-r1-deep-stock-eight-switches-clean",
    8,
    {},
    505,
    [1],
    first_dealer=2,
    per_round={
        1: {
            "rig": {
                "stock_top": STOCK05,
                "hands": {
                    0: ["CHANGE", "NOTRUMP"],
                    1: ["CHANGE"],
                    3: ["NOTRUMP", "CHANGE"],
                    5: ["NOTRUMP"],
                    6: ["CHANGE"],
                    7: ["NOTRUMP"],
                },
            },
            "require": req_switches(8),
        }
    },
)


# 06: 6 players, rounds 2-3: in round 2 a CHANGE in the last trick turns a trump that takes the trick;
# the sheet credits the last trick to the card that was trump before the CHANGE (planted: 2 wrong_score)
def mis_last(written, log, bids, k):
    last = log[-1]
    old = trick_winner(last["plays"], last["trump_before"])
    fake = [dict(x) for x in log]
    fake[-1] = dict(last, winner=old)
    _t, _p, _m, sc = score_round(len(written), k, bids, fake, {})
    return sc


build(
    "06-6p-r2-3-change-in-last-trick-miscredited",
    6,
    {},
    606,
    [2, 3],
    first_dealer=4,
    start={"totals": [12, -3, 25, 8, 0, 16]},
    per_round={
        2: {
            "rig": {"hands": {1: ["CHANGE"]}},
            "hook": hold_change_to_last(1),
            "require": change_last_trick_matters,
        },
    },
    score_mut={2: mis_last},
)

# 07: 7 players, round 3: after a CHANGE, the old trump colour is led; a player holding it plays the new
# trump (planted revoke)
build(
    "07-7p-r3-revoke-old-trump-led-after-change",
    7,
    {},
    707,
    [3],
    first_dealer=0,
    start={"totals": [20, 4, -6, 11, 13, 2, 9]},
    per_round={
        3: {
            "rig": {"hands": {2: ["CHANGE"], 5: ["CHANGE"]}},
            "hook": make_revoke_factory("r07"),
            "require": revoke_done("r07"),
        },
    },
)

# 08: 8 players, round 1: a NOTRUMP trick whose old-trump card is not the winner; that player leads
# the next trick (planted out_of_turn)
build(
    "08-8p-r1-notrump-trick-next-lead-by-old-trump-card",
    8,
    {},
    808,
    [1],
    first_dealer=6,
    per_round={
        1: {
            "rig": {"hands": {3: ["NOTRUMP"], 4: ["NOTRUMP"]}},
            "hook": wrong_lead_after("NOTRUMP", "l08"),
            "require": lead_done("l08"),
        },
    },
)

# 09: 6 players, round 4: two NOTRUMPs in one trick (ambiguity: one turn after the trick, or two)
build(
    "09-6p-r4-two-notrumps-one-trick",
    6,
    {},
    909,
    [4],
    first_dealer=1,
    start={"totals": [10, 15, -5, 3, 22, 7]},
    per_round={
        4: {
            "rig": {"hands": {0: ["NOTRUMP"], 2: ["NOTRUMP"], 4: ["NOTRUMP"]}},
            "hook": two_nt_hook("n09"),
            "require": two_nt_matters("n09"),
            "allow_two_nt": True,
        },
    },
)

# 10: 6 players, play-only (hands null), full stock recorded, rounds 5-6, switches
build(
    "10-6p-r5-6-playonly-full-stock-clean",
    6,
    {},
    1010,
    [5, 6],
    first_dealer=2,
    start={"totals": [31, 8, 14, -2, 19, 25]},
    hands_null=True,
    per_round={
        5: dict(top("NOTRUMP", "WILD", "Y9"), require=req_switches(2)),
        6: dict(require=req_switches(2)),
    },
)


# 11: 7 players, play-only, the stock recorded only up to the first switch's turn: later turns unknown
def prefix_first_turns(m):
    def f(talon, stock, rnd):
        # the cards turned for the first m turns (the initial trump counts as one)
        s = Stock(talon)
        for _ in range(m):
            s.turn()
        return list(s.turned)

    return f


build(
    "11-7p-r4-playonly-stock-prefix-runs-out-clean",
    7,
    {},
    1111,
    [4],
    first_dealer=5,
    start={"totals": [5, 17, 9, 30, -4, 12, 21]},
    hands_null=True,
    talon_fn=prefix_first_turns(2),
    per_round={4: dict(top("MINUS5", "O4"), require=req_switches(3))},
)

# 12: 8 players, play-only, no stock at all; a revoke provable from the record (void shown, colour later)
build(
    "12-8p-r6-playonly-no-stock-provable-revoke",
    8,
    {},
    1212,
    [6],
    first_dealer=0,
    start={"totals": [14, 22, 3, 9, 17, -1, 6, 11]},
    hands_null=True,
    talon_fn=lambda t, s, r: None,
    per_round={
        6: {
            "rig": {"hands": {1: ["CHANGE"], 4: ["CHANGE"]}},
            "hook": make_revoke_factory("r12"),
            "require": revoke_done("r12"),
        },
    },
)

# 13: 6 players, play-only with full stock: after a CHANGE trick, the card that was trump before the CHANGE
# leads next (planted out_of_turn)
build(
    "13-6p-r3-playonly-stock-lead-by-old-trump-after-change",
    6,
    {},
    1313,
    [3],
    first_dealer=3,
    start={"totals": [0, 11, 24, 6, -3, 18]},
    hands_null=True,
    per_round={
        3: {
            "rig": {"stock_top": ["PLUS5", "B6"], "hands": {0: ["CHANGE"], 2: ["CHANGE"]}},
            "hook": wrong_lead_after("CHANGE", "l13"),
            "require": lead_done("l13"),
        },
    },
)


# 14: 7 players, plus/minus one, whole session; in round 6 the dealer's bid makes the sum (planted)
def force_sum(bids, hands, k):
    total = sum(b for _s, b in bids[:-1])
    need = k - total
    if 0 <= need <= k:
        return bids[:-1] + [(bids[-1][0], need)]
    raise gen.Retry()


build(
    "14-7p-r1-10-pm1-dealer-bid-makes-sum",
    7,
    {"plus_minus_one": True},
    1414,
    ALL,
    first_dealer=6,
    per_round={6: {"bids": force_sum}, 2: dict(top("CHANGE", "G8"), require=req_switches(3))},
)


# 15: 6 players, secret bid, whole session; seat 3's total in round 7 is added wrong (planted wrong_total)
def slip(tw):
    tw = list(tw)
    tw[3] += 10
    return tw


build(
    "15-6p-r1-10-secret-total-slip",
    6,
    {"secret_bid": True},
    1515,
    ALL,
    first_dealer=2,
    per_round={3: dict(top("NOTRUMP", "NOTRUMP", "O2"), require=req_switches(3))},
    total_mut={7: slip},
)


# 16: 6 players, Durch + plus/minus one, rounds 6-10: a Durch in round 8 written at one point per trick
def durch_single(written, log, bids, k):
    w = log[0]["winner"]
    written = list(written)
    written[w] -= k
    return written


build(
    "16-6p-r6-10-durch-pm1-durch-scored-single",
    6,
    {"durch": True, "plus_minus_one": True},
    1616,
    [6, 7, 8, 9, 10],
    first_dealer=0,
    start={"totals": [44, 27, 51, 12, 33, 38]},
    per_round={8: durch_rig("Y", 3, 4, stock_extra=("NOTRUMP", "MINUS5")), 6: dict(require=req_switches(2))},
    score_mut={8: durch_single},
)

# 17: 8 players, hands known, stock recorded only as the initial turn (past action cards) and the first switch
build(
    "17-8p-r2-hands-known-stock-prefix-runs-out-clean",
    8,
    {},
    1717,
    [2],
    first_dealer=4,
    start={"totals": [9, 1, 13, 4, 12, -5, 10, 3]},
    talon_fn=prefix_first_turns(2),
    per_round={2: dict(top("WILD", "NOTRUMP", "R13"), require=req_switches(3))},
)

assert NT_TURNS["mode"] == "one"
assert not any(is_action(x) and False for x in [])
with open(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), "figures.txt"), "w", encoding="utf-8"
) as f:
    f.write("\n".join(FIG) + "\n")
