"""Two transcripts added in phase 2 (after the engine run), from probes of a `start` that carries
totals but no pools. Built from the phase-1 files, which must exist (run the other _gen_*.py first)."""

import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import HERE, write  # noqa: E402


def load(name):
    with open(os.path.join(HERE, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


# Danish: danish-mid-totals without start.pools. The start totals (net chips −10, −75, −45: 130
# chips went into the pools) prove the session is under way; the sheet writes the pools' totals.
d = load("danish-mid-totals")
del d["start"]["pools"]
d["meta"] = {"note": "mid-session: start totals (net chips) but no start.pools; the sheet writes the pools' totals"}
write("danish-mid-totals-nopools.json", d)

# Galician: galician-fresh-zero-start without the founding stake (the scores and totals written
# accordingly): a fresh session as the format writes one, the pool never founded.
g = load("galician-fresh-zero-start")
g = copy.deepcopy(g)
ev = g["deals"][0]["events"]
for e in ev:
    if e["type"] in ("score", "total"):
        if e["party"] == "pool":
            e["points"] = round(e["points"] - 30, 6)
        else:
            e["points"] = round(e["points"] + 10, 6)
g["meta"] = {"planted": "start totals 0 (a fresh session as the format writes one); no founding stake written"}
write("galician-fresh-zero-start-no-stake.json", g)
