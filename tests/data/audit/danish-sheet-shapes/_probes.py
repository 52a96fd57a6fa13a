"""Probes for danish-sheet-shapes (not pinned). Edited copies go to a temp dir; run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-sheet-shapes/_probes.py
"""

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run(doc, label):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True)
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]]
    print("{}: {}".format(label, v["status"]))
    for a in anns:
        print("   ", a)


def load(name):
    return json.loads((HERE / name).read_text())


base = load("04-reason-line-3p.json")
ev = base["deals"][0]["events"]
# P1: the planted line restored, then two compensating wrong reason lines of seat 1 (declaration 15, king_lost -15)
p1 = copy.deepcopy(base)
e = p1["deals"][0]["events"]
e[87]["points"] = 15
e[88]["points"] = -15
run(p1, "P1 seat 1 declaration 15 / king_lost -15 (sum right, split wrong)")
# P2: the only wrong line is seat 1's LAST line (card_points -5 written -10)
p2 = copy.deepcopy(base)
e = p2["deals"][0]["events"]
e[87]["points"] = 10
e[91]["points"] = -10
run(p2, "P2 seat 1 card_points line -10 (rules -5), its last line")
# P3: the seat's lines reordered: the wrong declaration line first
p3 = copy.deepcopy(base)
e = p3["deals"][0]["events"]
e[86], e[87] = e[87], e[86]
run(p3, "P3 as the file, seat 1's declaration line (wrong) written before its foundation line")
# P4: a reason line of an unknown reason code
p4 = copy.deepcopy(base)
e = p4["deals"][0]["events"]
e[87]["points"] = 10
e[87]["reason"] = "kawaleria"
run(p4, "P4 clean figures, seat 1's declaration line with reason 'kawaleria'")
# P5: card points written with reason card_points (26-point count instead of chips): seat 0 writes 38
p5 = copy.deepcopy(base)
e = p5["deals"][0]["events"]
e[87]["points"] = 10
e[85]["points"] = 38
run(p5, "P5 seat 0's card_points line 38 (its card points) instead of +10 chips")
