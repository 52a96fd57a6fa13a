"""Phase-2 probes (not pinned): edited copies of this round's transcripts, run through the engine.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/terziglio-bidding-widow/_probes.py
"""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen as g  # noqa: E402


def load(name):
    return json.loads((HERE / name).read_text())


def show(label, t):
    v = validate(t)
    anns = [
        (a["deal"], a["event"], a["code"], a["severity"], a["message"])
        for d in v.get("deals", [])
        for a in d["annotations"]
    ]
    print(f"## {label}: {v['status']}")
    for a in anns:
        print("   ", a)
    if v["status"] == "rejected":
        print("   ", v.get("problems") or v.get("errors"))
    return v


def bids(t, k, new):
    """Replace the bid events of deal k (they are the first events) by new [(seat, bid)]."""
    ev = t["deals"][k]["events"]
    n = sum(1 for e in ev if e["type"] == "bid")
    t["deals"][k]["events"] = [{"type": "bid", "seat": s, "bid": b} for s, b in new] + ev[n:]


# P1 gioco over gioco (dealer 0: 1 gioco, 2 gioco, 0 pass); seat 1 keeps the contract
t = load("01-clean-gioco-eldest-w8.json")
bids(t, 0, [(1, "gioco"), (2, "gioco"), (0, "pass")])
show("P1 gioco after gioco", t)

# P2 gioco after solo (03: 2 gioco, 0 solo, 1 gioco)
t = load("03-clean-solo-over-gioco.json")
bids(t, 0, [(2, "gioco"), (0, "solo"), (1, "gioco")])
show("P2 gioco after solo", t)

# P3 everybody passes, the deal still played as seat 1's gioco
t = load("01-clean-gioco-eldest-w8.json")
bids(t, 0, [(1, "pass"), (2, "pass"), (0, "pass")])
show("P3 all pass, then play", t)

# P4 solo with an exchange (take + discard) recorded
t = load("07-clean-all-tricks-solo-default.json")
ev = t["deals"][0]["events"]
ev[3:3] = [{"type": "take", "seat": 1, "cards": ["KB"]}, {"type": "discard", "seat": 1, "cards": ["6S"]}]
show("P4 exchange in a solo", t)

# P5 gioco: discard two, take one
t = load("01-clean-gioco-eldest-w8.json")
ev = t["deals"][0]["events"]
disc = next(e for e in ev if e["type"] == "discard")
take = next(e for e in ev if e["type"] == "take")
print("   01 take", take["cards"], "discard", disc["cards"])
hand1 = t["deals"][0]["hands"][1]
extra = next(c for c in hand1 if c not in g.FIVE and c not in disc["cards"])
disc2 = copy.deepcopy(t)
next(e for e in disc2["deals"][0]["events"] if e["type"] == "discard")["cards"].append(extra)
show(f"P5 two laid away for one taken (+{extra}; the card is later played)", disc2)

# P6 discard a 4-point Queen and a trump (legal by the source's 5-point rule)
t = load("06-clean-all-tricks-gioco.json")
print("   06 hands[1]", t["deals"][0]["hands"][1])
ev = t["deals"][0]["events"]
next(e for e in ev if e["type"] == "discard")["cards"] = ["6S"]  # unchanged, control
show("P6 control 06", t)

# P7 Mondo (T19, 5 points) laid away: 13's deal with T19 instead of T0 if held
t = load("13-two-faults-bagatto-discard-and-score.json")
h0 = t["deals"][0]["hands"][0]
print("   13 seat 0 holds T19?", "T19" in h0, "T20?", "T20" in h0)


# P8 the sheet's Ace reading: find a deal where my reading (Ace counted after a missing court) and a
# gapless one (Ace only after K Q N J or their contatori) differ in game points; write my figure.
def suit_seq_gapless(pile, s, k):
    if "K" + s not in pile:
        return 0
    n, left, real = 1, k, 0
    for r in ("Q", "N", "J", "1"):
        if r + s in pile:
            n += 1
            real += r != "1"
        elif left:
            left -= 1
            n += 1
        else:
            break
    if n < 3 or real < 1:
        return 0
    return n


orig = g.suit_seq
rng = random.Random(7)
found = 0
for _tries in range(3000):
    g.suit_seq = orig
    d, sc, info = g.build(
        rng,
        dealer=0,
        declarer=1,
        bids=[(1, "gioco"), (2, "pass"), (0, "pass")],
        strong=5,
        want=lambda gp, w, i: not i.get("all_tricks"),
        tries=50,
    )
    # recompute with the gapless reading from the same piles
    dec = 1
    ev = d["events"]
    plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
    take = next(e["cards"] for e in ev if e["type"] == "take")
    disc = next(e["cards"] for e in ev if e["type"] == "discard")
    winners = [
        (g.trick_winner(plays[i : i + 3]), [c for _, c in plays[i : i + 3]]) for i in range(0, len(plays), 3)
    ]
    wid = [c for c in d["talon"] if c not in take] + disc
    g.suit_seq = suit_seq_gapless
    gp2, w2, i2 = g.settle("gioco", dec, wid, winners, {})
    g.suit_seq = orig
    if (gp2, w2) != (info["gp"], info["dec_wins"]):
        found += 1
        g.add_sheet(d, sc, [0, 0, 0])
        t = g.transcript(None, [d])
        print(
            f"   P8 deal: mine gp {info['gp']} dec_wins {info['dec_wins']} (dec {info['sides']['dec']['total']}, opp {info['sides']['opp']['total']});"
            f" gapless gp {gp2} dec_wins {w2} (dec {i2['sides']['dec']['total']}, opp {i2['sides']['opp']['total']})"
        )
        v = show("P8 sheet written by the Ace-after-gap reading", t)
        cp = v["deals"][0]["computed"]
        print("   engine points", cp["points"], "gp", cp["game_points"])
        sc2 = g.scores_for(gp2, w2, dec, "winners_score")
        t2 = copy.deepcopy(t)
        for e in t2["deals"][0]["events"]:
            if e["type"] == "score":
                e["points"] = sc2[e["party"]]
            if e["type"] == "total":
                e["points"] = sc2[e["party"]]
        show("P8b same deal, sheet by the gapless reading", t2)
        if found >= 2:
            break
print("P8 tries", _tries, "found", found)
