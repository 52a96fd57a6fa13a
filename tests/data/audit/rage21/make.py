"""Writes the rage21 transcripts with gen.py (my own model) and model.txt (what my model computed)."""

from __future__ import annotations

import json

from gen import HERE, build_file


def durch_pred(tlist, tricks, bonus, k):
    return k > 1 and max(tricks) == k


def durch_seat(tlist):
    ws = {t["winner"] for t in tlist}
    return ws if len(ws) == 1 and len(tlist) > 1 else set()


def pm_taken(tlist):
    """seats that won a trick holding PLUS5 or MINUS5"""
    out = set()
    for t in tlist:
        if any(c in ("PLUS5", "MINUS5") for _, c, _ in t["cards"]):
            out.add(t["winner"])
    return out


def pm_pred(tlist, tricks, bonus, k):
    return bool(pm_taken(tlist))


def both_pm_pred(tlist, tricks, bonus, k):
    cs = [c for t in tlist for _, c, _ in t["cards"]]
    return "PLUS5" in cs and "MINUS5" in cs


def sc(t, seat, card, named=None, force=False):
    return {(t, seat): (card, named, force)}


LOGS = []
EVENTS = {}


def run(name, n, opts, deals, **kw):
    log, infos = build_file(name, n, opts, deals, **kw)
    LOGS.extend(log)
    EVENTS[name] = infos


APP = {"exported_by": "third-party score keeper app", "app": "RageScore 2.3"}

# 01 - 3 players, play-only (hands null) with the full stock, standard rules, rounds 1-2
run(
    "01-3p-playonly-stock-standard.json", 3, {},
    [{"dealer": 0, "playonly": True}, {"dealer": 1, "playonly": True}],
    seed=101, meta=APP,
)

# 02 - 4 players, play-only without the stock (first written with no talon key; now "talon": [], see REPORT (b)), plus/minus one, taken up after round 5:
# start gives totals only (no round): the round follows from the five cards played by each seat
run(
    "02-4p-playonly-nostock-pm1-midway.json", 4, {"plus_minus_one": True},
    [{"dealer": 1, "playonly": True, "talon": "empty"}, {"dealer": 2, "playonly": True, "talon": "empty"}],
    start_totals=[12, -3, 7, 20], start_round=6, include_round=False, seed=202, meta=APP,
)

# 03 - 5 players, play-only with stock, pm1 + secret + durch; planted: a provable revoke in deal 1
# (seat 4 discards on a green lead while still holding green, which it plays later)
run(
    "03-5p-playonly-revoke-pm1-secret-durch.json", 5, {"plus_minus_one": True, "secret_bid": True, "durch": True},
    [
        {"dealer": 2, "playonly": True, "bid_order": "end"},
        {
            "dealer": 3, "playonly": True, "bid_order": "end",
            "forced": {4: ["G11"], 0: ["G2", "G9", "Y4"]},
            "script": {**sc(0, 4, "G11"), **sc(0, 0, "Y4", force=True)},
        },
    ],
    start_totals=[5, 18, -7, 0, 11], start_round=4, seed=303, meta=APP,
)

# 04 - 8 players taken up mid-way (round 3 and 4), secret bids written after the last card
run(
    "04-8p-midway-secret.json", 8, {"secret_bid": True},
    [{"dealer": 5, "bid_order": "end"}, {"dealer": 6, "bid_order": "end"}],
    start_totals=[14, 3, -6, 21, 8, -2, 10, 0], start_round=3, seed=404, meta=APP,
)

# 05 - 3 players, pm1 + durch, rounds 8, 9, 10: a Durch made (round 8), a Durch with the bid missed
# (round 9), the one-card round 10 (no Durch doubling)
run(
    "05-3p-pm1-durch-rounds-8-10.json", 3, {"plus_minus_one": True, "durch": True},
    [
        {"dealer": 0, "predicate": durch_pred, "hit_fn": durch_seat},
        {"dealer": 1, "predicate": durch_pred, "miss_fn": durch_seat},
        {"dealer": 2},
    ],
    start_totals=[31, 17, 24], start_round=8, seed=505, meta=APP,
)

# 06 - 3 players, hidden + durch: a trick of only action cards (PLUS5, MINUS5, CHANGE: the first card
# wins), then a trick led by NOTRUMP; bids exported in seat order (hidden bids)
run(
    "06-3p-action-lead-hidden-durch.json", 3, {"hidden_bid": True, "durch": True},
    [
        {
            "dealer": 2, "bid_order": "seat",
            "forced": {0: ["PLUS5", "NOTRUMP"], 1: ["MINUS5"], 2: ["CHANGE"]},
            "script": {**sc(0, 0, "PLUS5"), **sc(0, 1, "MINUS5"), **sc(0, 2, "CHANGE"), **sc(1, 0, "NOTRUMP")},
        },
        {"dealer": 0, "bid_order": "seat", "predicate": pm_pred},
    ],
    start_totals=[-4, 22, 9], start_round=5, seed=606, meta=APP,
)

# 07 - 4 players, pm1 + hidden: a red lead, CHANGE then NOTRUMP in the same trick; the stock opens with
# an action card (trump turned past it) and holds one under the CHANGE's turn
run(
    "07-4p-change-then-notrump-pm1-hidden.json", 4, {"plus_minus_one": True, "hidden_bid": True},
    [
        {
            "dealer": 3, "bid_order": "seat",
            "stock_prefix": ["CHANGE", "B4", "PLUS5", "G9", "Y2"],
            "forced": {0: ["R7"], 1: ["CHANGE"], 2: ["NOTRUMP"]},
            "excl": {1: "R", 2: "R"},
            "script": {**sc(0, 0, "R7"), **sc(0, 1, "CHANGE"), **sc(0, 2, "NOTRUMP")},
        },
        {"dealer": 0, "bid_order": "seat"},
    ],
    start_totals=[3, -5, 10, 6], start_round=2, seed=707, meta=APP,
)

# 08 - 5 players, secret + durch: a joker named the trump colour beats the trump 15; two jokers named
# the same colour in one trick (the second wins)
run(
    "08-5p-jokers-secret-durch.json", 5, {"secret_bid": True, "durch": True},
    [
        {
            "dealer": 0, "bid_order": "end", "stock_prefix": ["G7"],
            "forced": {1: ["R5"], 2: ["WILD"], 3: ["G15"]},
            "excl": {2: "R", 3: "R"}, "include": {4: "R", 0: "R"},
            "script": {**sc(0, 1, "R5"), **sc(0, 2, "WILD", "G"), **sc(0, 3, "G15")},
        },
        {
            "dealer": 1, "bid_order": "end", "stock_prefix": ["Y3"],
            "forced": {2: ["WILD"], 4: ["WILD"]},
            "excl": {4: "B"}, "include": {3: "B", 0: "B", 1: "B"},
            "script": {**sc(0, 2, "WILD", "B"), **sc(0, 4, "WILD", "B")},
        },
    ],
    start_totals=[40, 12, 27, -3, 19], start_round=7, seed=808, meta=APP,
)

# 09 - 6 players, all four options: PLUS5 / MINUS5 taken by seats that missed their bids
run(
    "09-6p-all-options-plus5-minus5-missed.json", 6,
    {"plus_minus_one": True, "hidden_bid": True, "secret_bid": True, "durch": True},
    [
        {"dealer": 4, "bid_order": "end", "predicate": both_pm_pred, "miss_fn": pm_taken},
        {"dealer": 5, "bid_order": "end", "predicate": pm_pred, "miss_fn": pm_taken},
    ],
    start_totals=[8, -1, 15, 4, 0, 11], start_round=5, seed=909, meta=APP,
)

# 10 - 8 players, pm1 + secret: round scores right, one running total wrong in the last round
run(
    "10-8p-pm1-secret-wrong-total.json", 8, {"plus_minus_one": True, "secret_bid": True},
    [
        {"dealer": 2, "bid_order": "end"},
        {"dealer": 3, "bid_order": "end", "plant": [{"kind": "total", "seat": 5, "value": lambda v: v + 10}]},
    ],
    start_totals=[25, 6, -9, 33, 14, 2, 18, 7], start_round=6, seed=1010, meta=APP,
)

# 11 - 4 players, hidden + secret + durch: the keeper scored a Durch at 1 a trick (score and total)
run(
    "11-4p-hidden-secret-durch-doubling-missed.json", 4, {"hidden_bid": True, "secret_bid": True, "durch": True},
    [
        {"dealer": 1, "bid_order": "end"},
        {"dealer": 2, "bid_order": "end", "predicate": durch_pred, "plant": "DURCH"},
    ],
    start_totals=[20, 29, 11, 36], start_round=8, seed=1111, meta=APP,
)


def pm1_break(bids, tricks, k, dealer):
    # the dealer bids last and makes the sum equal to the cards dealt
    while sum(bids) - bids[dealer] > k:
        o = max((s for s in range(len(bids)) if s != dealer), key=lambda s: bids[s])
        bids[o] -= 1
    bids[dealer] = k - (sum(bids) - bids[dealer])
    return bids


# 12 - 3 players, pm1 + hidden + durch: the dealer's bid makes the bids add up to the cards
run(
    "12-3p-pm1-hidden-durch-forbidden-bid.json", 3, {"plus_minus_one": True, "hidden_bid": True, "durch": True},
    [
        {"dealer": 1, "bid_order": "turn"},
        {"dealer": 2, "bid_order": "turn", "bid_adjust": pm1_break},
    ],
    start_totals=[-2, 14, 6], start_round=4, seed=1212, meta=APP,
)

# 13 - 4 players, pm1 + hidden + secret: PLUS5 played on an orange lead by a seat holding orange
run(
    "13-4p-pm1-hidden-secret-action-while-able.json", 4, {"plus_minus_one": True, "hidden_bid": True, "secret_bid": True},
    [
        {
            "dealer": 3, "bid_order": "end",
            "forced": {0: ["O8"], 1: ["O3", "PLUS5"]},
            "script": {**sc(0, 0, "O8"), **sc(0, 1, "PLUS5", force=True)},
        },
        {"dealer": 0, "bid_order": "end"},
    ],
    start_totals=[16, 9, -5, 12], start_round=3, seed=1313, meta=APP,
)

# 14 - 8 players, play-only, stock not kept (first written "talon": null; now "talon": [], see REPORT (b)), hidden + secret, taken up at round 7
run(
    "14-8p-playonly-nullstock-hidden-secret.json", 8, {"hidden_bid": True, "secret_bid": True},
    [
        {"dealer": 6, "playonly": True, "talon": "empty", "bid_order": "seat"},
        {"dealer": 7, "playonly": True, "talon": "empty", "bid_order": "seat"},
    ],
    start_totals=[30, 12, -4, 22, 9, 17, 3, 26], start_round=7, seed=1414, meta=APP,
)

(HERE / "model.txt").write_text("\n".join(LOGS) + "\n")
