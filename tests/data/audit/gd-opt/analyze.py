"""Replays the plays of a transcript with the blind model (calibration against public examples)."""
import json, sys
from fractions import Fraction
from model import trick_winner, pile_points, value

def analyze(path):
    tr = json.load(open(path))
    n = len(tr["players"])
    for di, d in enumerate(tr["deals"]):
        evs = d["events"]
        plays = [e for e in evs if e["type"] == "play"]
        decl = None
        bids = [e for e in evs if e["type"] == "bid"]
        takes = [e for e in evs if e["type"] == "take"]
        discs = [e for e in evs if e["type"] == "discard"]
        if takes: decl = takes[0]["seat"]
        tricks = []
        cur = []
        for p in plays:
            cur.append((p["seat"], p["card"]))
            if len(cur) == 3:
                tricks.append((trick_winner(cur), cur)); cur = []
        if not tricks: print(di, "no play"); continue
        pile = {}
        for w, t in tricks:
            pile.setdefault(w, []).extend(c for _, c in t)
        taken = sum((t["cards"] for t in takes), [])
        disc = sum((x["cards"] for x in discs), [])
        rest = [c for c in d["talon"] if c not in taken]
        dp = pile.get(decl, []) + disc
        hp = [c for s, p in pile.items() if s != decl for c in p] + rest
        print(di, "decl", decl, "tricks won", {s: len(p)//3 for s, p in pile.items()},
              "decl pts", pile_points(dp), float(pile_points(dp)), "helpers", pile_points(hp), "ncards", len(dp), len(hp),
              "last trick", tricks[-1])
for p in sys.argv[1:]:
    print(p); analyze(p)
