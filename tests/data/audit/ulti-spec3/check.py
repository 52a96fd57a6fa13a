"""Independent re-check of the generated files with the blind model: legality of every play."""

import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import model as M  # noqa: E402


def check(path):
    tr = json.load(open(path, encoding="utf-8"))
    out = []
    for di, d in enumerate(tr["deals"]):
        ev = d["events"]
        if d["hands"] is None:
            continue
        hands = {s: list(h) for s, h in enumerate(d["hands"])}
        trump = None
        decl = None
        goals = []
        red = False
        for e in ev:
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            elif e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
            elif e["type"] == "bid" and e["bid"] != "pass":
                decl, goals, red = e["seat"], e["bid"]["goals"], e["bid"].get("red", False)
            elif e["type"] == "announce":
                trump = e["items"][0]["suit"]
        if red:
            trump = "H"
        if any(g in M.NO_TRUMP_GOALS for g in goals):
            trump = None
        trick, seats, lead, t = [], [], decl, 0
        for i, e in enumerate(ev):
            if e["type"] != "play":
                continue
            s, c = e["seat"], e["card"]
            exp_seat = (lead + len(trick)) % 3
            if s != exp_seat:
                out.append((di, i, "out_of_turn"))
            lg = M.legal(hands[s], trick, trump)
            if c not in lg:
                out.append((di, i, "illegal", sorted(lg)))
            elif "ulti" in goals and s == decl and c == "7" + str(trump) and t < 9 and len(lg) > 1:
                out.append((di, i, "seven early"))
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            if len(trick) == 3:
                lead = seats[M.winner_index(trick, trump)]
                trick, seats = [], []
                t += 1
        nets = {}
        for e in ev:
            if e["type"] == "payment":
                nets[e["from"]] = nets.get(e["from"], 0) - e["amount"]
                nets[e["to"]] = nets.get(e["to"], 0) + e["amount"]
    return out


for p in sorted(glob.glob(os.path.join(os.path.dirname(__file__), "[0-9]*.json"))):
    print(os.path.basename(p), check(p))
