import json, sys

sys.path.insert(0, ".")
from _core import *

d = json.load(open("/work/wt-audit-gd-long/examples/galician-tarok/" + sys.argv[1]))
for k, deal in enumerate(d["deals"]):
    ev = deal["events"]
    plays = [e for e in ev if e["type"] == "play"]
    piles = {i: [] for i in range(len(d["players"]))}
    taker = None
    for e in ev:
        if e["type"] == "take":
            taker = e["seat"]
            taken = e["cards"]
        if e["type"] == "discard":
            piles[e["seat"]] += e["cards"]
    for t in range(0, len(plays), 3):
        tr = plays[t : t + 3]
        w = trick_winner([p["card"] for p in tr])
        piles[tr[w]["seat"]] += [p["card"] for p in tr]
    print(
        k,
        "taker",
        taker,
        {s: (len(p), float(pile_points(p))) for s, p in piles.items()},
        "last",
        [p["card"] for p in plays[-3:]],
    )
