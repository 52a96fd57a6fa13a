"""Self-check: every transcript's plays are legal by my model (except the planted revoke)."""

import glob
import json

from model import deck
from sim import illegal_plays

for f in sorted(glob.glob("[0-9]*.json")):
    tr = json.load(open(f))
    n = len(tr["players"])
    for di, d in enumerate(tr["deals"]):
        allc = sorted(sum(d["hands"], []) + d.get("talon", []))
        assert allc == sorted(deck()), f
        kept = [list(h) for h in d["hands"]]
        plays = []
        first = None
        for i, e in enumerate(d["events"]):
            if e["type"] == "take":
                kept[e["seat"]].extend(e["cards"])
            if e["type"] == "discard":
                for c in e["cards"]:
                    kept[e["seat"]].remove(c)
            if e["type"] == "play":
                if first is None:
                    first = i
                plays.append(e)
        assert all(len(h) == len(kept[0]) for h in kept), (f, [len(h) for h in kept])
        bad = illegal_plays(kept, plays, n)
        print(f, di, "first play", first, "illegal", [first + b for b in bad])
