"""Build every tarocchini25 file: python make.py (writes into this directory)."""

import copy
import json
import random

import gen
from explain import explain
from gen import otto_session, pile_rule, terz_session, trumps
from sim import Reject, illegal_plays, otto_deal, otto_events, replay_otto

A, M, S, L = "T20", "T19", "T18", "T17"
B, F = "T0", "MATTO"

NOTES = {}


def unambiguous(res):
    """No trump run (declared hand or pile) with a head gap or a contatore at its tail."""
    sets = list(res["kept"]) + [res["piles"][0], res["piles"][1]]
    for cards in sets:
        x = explain(cards)
        if x and ("HEAD-GAP" in x or "TAIL-c" in x):
            return False
    return True


def note(name, text):
    NOTES[name] = text


# 01: full head, numbered trumps continuing
otto_session(
    "01-otto-full-head-and-numbered",
    [
        {
            "dealer": 0,
            "forced": {1: trumps(20, 19, 18, 17, 16, 15, 14), 0: [B], 2: [F]},
            "check": pile_rule(1, trumps(20, 19, 18, 17, 16, 15, 14)),
        },
        {"dealer": 1},
    ],
    seed=101,
)

# 02: Moon missing, 16 15 held: only A M S counts
otto_session(
    "02-otto-moon-missing-16-15-held",
    [
        {
            "dealer": 0,
            "forced": {1: trumps(20, 19, 18, 16, 15), 0: [L, B], 2: [F]},
            "check": pile_rule(1, trumps(20, 19, 18, 16, 15), [L, B, F]),
        },
        {
            "dealer": 1,
            "forced": {3: trumps(20, 19, 18, 15, 14, 13) + [B], 0: [L, "T16", F]},
            "check": pile_rule(1, trumps(20, 19, 18, 15, 14, 13) + [B], [L, "T16", F]),
        },
    ],
    seed=202,
)

# 03: a gap inside the head (Mondo or Sun missing), no contatore
otto_session(
    "03-otto-head-gap-two-of-three",
    [
        {
            "dealer": 0,
            "forced": {1: trumps(20, 18, 17, 16, 15), 0: [M, B], 2: [F]},
            "check": pile_rule(1, trumps(20, 18, 17, 16, 15), [M, B, F]),
        },
        {
            "dealer": 1,
            "forced": {0: trumps(20, 19, 17, 16), 1: [S, B], 3: [F]},
            "check": pile_rule(0, trumps(20, 19, 17, 16), [S, B, F]),
        },
    ],
    seed=303,
)

# 04: a contatore standing in for the Moon, and for the Mondo
otto_session(
    "04-otto-contatore-for-moon-and-mondo",
    [
        {
            "dealer": 0,
            "forced": {1: trumps(20, 19, 18, 16, 15, 14) + [B], 0: [L, "T13", F]},
            "check": pile_rule(1, trumps(20, 19, 18, 16, 15, 14) + [B], [L, "T13", F]),
        },
        {
            "dealer": 1,
            "forced": {2: trumps(20, 18, 17, 16) + [F], 1: [M, "T15", B]},
            "check": pile_rule(0, trumps(20, 18, 17, 16) + [F], [M, "T15", B]),
        },
    ],
    seed=404,
)

# 05: both contatori for Moon and 16 (the exception); both for 16 and 15 (not allowed)
otto_session(
    "05-otto-moon-and-16-both-contatori",
    [
        {
            "dealer": 0,
            "forced": {1: trumps(20, 19, 18, 15, 14, 13) + [B, F], 0: [L, "T16", "T12"]},
            "check": pile_rule(1, trumps(20, 19, 18, 15, 14, 13) + [B, F], [L, "T16", "T12"]),
        },
        {
            "dealer": 1,
            "forced": {3: trumps(20, 19, 18, 17, 14, 13) + [B, F], 2: ["T16", "T15"]},
            "check": pile_rule(1, trumps(20, 19, 18, 17, 14, 13) + [B, F], ["T16", "T15"]),
        },
    ],
    seed=505,
)

# 06: a double gap in the numbered trumps with both contatori; a single gap bridged by one
otto_session(
    "06-otto-double-gap-numbered",
    [
        {
            "dealer": 0,
            "forced": {1: trumps(20, 19, 18, 17, 16, 13, 12) + [B, F], 0: ["T15", "T14"]},
            "check": pile_rule(1, trumps(20, 19, 18, 17, 16, 13, 12) + [B, F], ["T15", "T14"]),
        },
        {
            "dealer": 1,
            "forced": {2: trumps(20, 19, 18, 17, 16, 14, 13) + [B], 1: ["T15", "T12", F]},
            "check": pile_rule(0, trumps(20, 19, 18, 17, 16, 14, 13) + [B], ["T15", "T12", F]),
        },
    ],
    seed=606,
)

# 07: runs without the Angel; Angel with two contatori only
otto_session(
    "07-otto-no-angel-no-run",
    [
        {
            "dealer": 0,
            "forced": {1: trumps(19, 18, 17, 16, 15, 14, 13) + [B], 0: [A, F]},
            "check": pile_rule(1, trumps(19, 18, 17, 16, 15, 14, 13) + [B], [A, F]),
        },
        {
            "dealer": 1,
            "forced": {2: trumps(20, 16, 15) + [B, F], 1: [M, S], 3: [L]},
            "check": pile_rule(0, trumps(20, 16, 15) + [B, F], [M, S, L]),
        },
    ],
    seed=707,
)

# 08: one contatore in three sequences of one hand (doubled)
otto_session(
    "08-otto-one-contatore-three-sequences",
    [
        {
            "dealer": 0,
            "forced": {
                1: trumps(20, 19, 18, 16, 15, 1, 2) + [B, "1S", "1B"],
                0: [L, F, "T14", "T3"],
                2: ["1C", "T4"],
            },
        },
    ],
    seed=808,
)

# 09: all trumps in one partnership: run stops at 5, Moretti separate
otto_session(
    "09-otto-run-to-five-moretti-apart",
    [
        {
            "dealer": 2,
            "forced": {
                0: trumps(20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7) + ["KS"],
                2: trumps(6, 5, 4, 3, 2, 1, 0) + [F],
            },
            "check": pile_rule(0, trumps(*range(21)) + [F]),
        },
    ],
    seed=909,
)


# 10: fault - the declarations line counts the declared run one card too long
def fault_10(tr, figs):
    d = tr["deals"][0]
    i = gen.find_event(
        d, lambda e: e["type"] == "score" and e["party"] == "team1" and e.get("reason") == "declarations"
    )
    d["events"][i]["points"] += 5
    figs["planted"] = {"deal": 0, "event": i, "code": "wrong_score", "what": "team1 declarations +5"}


otto_session(
    "10-otto-fault-declared-run-overcounted",
    [
        {
            "dealer": 0,
            "forced": {1: trumps(20, 19, 18, 17, 16, 15, 14), 0: ["T13", B], 2: [F]},
            "check": gen.both(pile_rule(1, trumps(20, 19, 18, 17, 16, 15, 14), ["T13", B, F]), unambiguous),
        },
    ],
    seed=1010,
    faults=fault_10,
)


# 11: fault - a running total off by 10 in deal 1 (the sheet carries its own slip on)
def fault_11(tr, figs):
    d = tr["deals"][1]
    i = gen.find_event(d, lambda e: e["type"] == "total" and e["party"] == "team0")
    d["events"][i]["points"] += 10
    d2 = tr["deals"][2]
    j = gen.find_event(d2, lambda e: e["type"] == "total" and e["party"] == "team0")
    d2["events"][j]["points"] += 10
    figs["planted"] = {
        "deal": 1,
        "event": i,
        "code": "wrong_total",
        "what": "team0 total +10, carried on in deal 2",
    }


otto_session(
    "11-otto-fault-total-three-deals",
    [
        {"dealer": 0, "forced": {2: trumps(20, 19, 17, 16, 15) + [F], 1: [S, B]}, "check": unambiguous},
        {"dealer": 1, "forced": {3: trumps(20, 18, 17, 16) + [B], 0: [M, F]}, "check": unambiguous},
        {"dealer": 2, "check": unambiguous},
    ],
    seed=1111,
    by_reason=False,
    faults=fault_11,
)


# 12: fault - one revoke (a void player discards while holding a trump)
def build_12():
    rng = random.Random(1212)
    for _attempt in range(400):
        res = otto_deal(
            rng,
            3,
            {0: trumps(20, 19, 18, 17, 16, 15), 1: [B], 3: [F]},
            None,
            None,
            gen.both(gen.clean_suits, unambiguous),
        )
        plays = res["plays"]
        for i in range(len(plays)):
            for j in range(i + 1, len(plays)):
                if plays[i]["seat"] != plays[j]["seat"]:
                    continue
                p2 = copy.deepcopy(plays)
                p2[i]["card"], p2[j]["card"] = p2[j]["card"], p2[i]["card"]
                if illegal_plays(res["kept"], p2, 4) != [i]:
                    continue
                try:
                    new = replay_otto(res, p2)
                except Reject:
                    continue
                if not gen.clean_suits(new) or not unambiguous(new):
                    continue
                return new, i
    raise RuntimeError


def otto_write_single(name, res, extra_fig):
    ev = otto_events(res, True)
    for t in (0, 1):
        ev.append({"type": "total", "party": f"team{t}", "points": res["score"][t]["total"]})
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": gen.PLAYERS4,
        "meta": {"auditor": "tarocchini25", "file": name},
        "deals": [{"dealer": res["dealer"], "hands": res["hands"], "events": ev}],
    }
    figs = {
        "file": name,
        "deals": [
            {
                "dealer": res["dealer"],
                "declarations": {str(s): res["decl"][s] for s in res["order"]},
                "score": {str(t): res["score"][t] for t in (0, 1)},
                "piles": {str(t): sorted(res["piles"][t]) for t in (0, 1)},
            }
        ],
    }
    figs.update(extra_fig)
    gen.write(name, tr, figs)


res12, idx12 = build_12()
# event index: 1 discard + 4 declares before the plays
otto_write_single(
    "12-otto-fault-revoke", res12, {"planted": {"deal": 0, "event": 5 + idx12, "code": "revoke"}}
)


# 13: Terziglio gioco, the declarer's run with a contatore for the Moon
terz_session(
    "13-terz-gioco-contatore-for-moon",
    [
        {
            "dealer": 0,
            "bid_seat": 1,
            "forced": {1: trumps(20, 19, 18, 16, 15, 14) + [B], 0: [L, F], 2: ["T13"]},
        },
        {"dealer": 1, "bid_seat": 2, "forced": {2: trumps(20, 19, 18, 17, 15, 14) + [B], 0: ["T16", F]}},
    ],
    seed=1313,
)

# 14: Terziglio, a run split between the two opponents, whole only in their joint pile
terz_session(
    "14-terz-opponents-joint-pile-run",
    [
        {
            "dealer": 2,
            "bid_seat": 1,
            "forced": {0: trumps(20, 19, 18), 2: trumps(17, 16, 15), 1: ["T14"]},
            "take_n": 0,
            "talon_forced": [B, F],
            "check": pile_rule(1, trumps(20, 19, 18, 17, 16, 15), [B, F, "T14"]),
        },
    ],
    seed=1414,
)


# 15: Terziglio fault - one game-points line one too high
def fault_15(tr, figs):
    d = tr["deals"][1]
    win = [i for i, e in enumerate(d["events"]) if e["type"] == "score" and e["points"] > 0]
    i = win[0]
    d["events"][i]["points"] += 1
    figs["planted"] = {"deal": 1, "event": i, "code": "wrong_score", "what": "game points +1"}


terz_session(
    "15-terz-fault-game-points",
    [
        {"dealer": 0, "bid_seat": 2, "forced": {2: trumps(20, 19, 18, 17, 16, 15)}, "check": unambiguous},
        {"dealer": 1, "bid_seat": 0, "forced": {0: trumps(20, 19, 18, 17, 16), 1: [F]}, "check": unambiguous},
    ],
    seed=1515,
    faults=fault_15,
)

# 16: Ottocento session of three deals, one line per team, runs in every deal
otto_session(
    "16-otto-session-three-deals",
    [
        {"dealer": 3, "forced": {0: trumps(20, 19, 18, 17, 16, 15), 1: [B, F]}},
        {"dealer": 0, "forced": {1: trumps(20, 18, 17, 16, 15) + [B], 2: [M, F]}},
        {"dealer": 1, "forced": {2: trumps(20, 19, 17) + [F], 3: [S, B]}},
    ],
    seed=1616,
    by_reason=False,
)

# 17: Terziglio, head gap for the declarer, then a run without the Angel for an opponent
terz_session(
    "17-terz-head-gap-then-no-angel",
    [
        {"dealer": 1, "bid_seat": 2, "forced": {2: trumps(20, 18, 17, 16, 15, 14), 0: [M, B, F]}},
        {"dealer": 2, "bid_seat": 1, "forced": {0: trumps(19, 18, 17, 16, 15) + [B], 1: [A], 2: [F]}},
    ],
    seed=1717,
)

with open("figures.md", "w") as f:
    for fig in gen.FIGS:
        f.write(json.dumps(fig, default=str) + "\n")
print("done")
