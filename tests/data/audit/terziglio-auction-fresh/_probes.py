"""Probes for REPORT.md: edited copies written to /tmp, validated with the engine.

P1-P4: the four clean-or-single-fault files whose game points differ, rewritten with the engine's
figures (trump run stopped at the missing Sun): expected clean / only the planted finding.
Run: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/terziglio-auction-fresh/_probes.py
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def set_line(deal, kind, party, points):
    for e in deal["events"]:
        if e["type"] == kind and e["party"] == party:
            e["points"] = points


def run(tag, tr):
    path = "/tmp/terziglio-auction-fresh-%s.json" % tag
    with open(path, "w") as f:
        json.dump(tr, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    print(tag, v["status"], found)


# P1: 03 deal 2 with the opponents written 3 each (totals 15, 0, 20)
tr = load("03-nineteen-clean.json")
d = tr["deals"][2]
for s, p in ((0, 3), (2, 3)):
    set_line(d, "score", s, p)
for s, p in ((0, 15), (1, 0), (2, 20)):
    set_line(d, "total", s, p)
run("P1-03-engine-figures", tr)

# P2: 04 deal 2 with the declarer written 3 (total 7)
tr = load("04-allpass-clean.json")
set_line(tr["deals"][2], "score", 0, 3)
set_line(tr["deals"][2], "total", 0, 7)
run("P2-04-engine-figures", tr)

# P3: 14 deal 1 with totals by the engine's rules (8 + 10 = 18): only the planted wrong_score stays
tr = load("14-nineteen-solo-undoubled.json")
set_line(tr["deals"][1], "total", 0, 18)
run("P3-14-total-18", tr)

# P4: 12 with deal 0 written 5, 0, 5 (totals 5, 0, 5; deal 1 totals 14, 0, 5): only the planted score
tr = load("12-wrong-game-points.json")
for s, p in ((0, 5), (2, 5)):
    set_line(tr["deals"][0], "score", s, p)
for s, p in ((0, 5), (2, 5)):
    set_line(tr["deals"][0], "total", s, p)
for s, p in ((0, 14), (2, 5)):
    set_line(tr["deals"][1], "total", s, p)
run("P4-12-engine-figures", tr)

# P5: 07 deal 1 in turn (seat 0 pass before the dealer's gioco): clean
tr = load("07-bid-out-of-turn.json")
ev = tr["deals"][1]["events"]
ev[1], ev[2] = ev[2], ev[1]
run("P5-07-in-turn", tr)
