"""Probes for REPORT.md (not pinned): edited copies of this round's files run through the engine.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-sheet-shapes/_probes.py
"""

import copy
import json
import os
import random
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import _gen  # noqa: E402


def run(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
        p = f.name
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True
    )
    os.unlink(p)
    v = json.loads(out.stdout)
    return v["status"], [
        (a["deal"], a["event"], a["code"], a["evidence"]) for d in v["deals"] for a in d["annotations"]
    ]


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def set_points(doc, di, idx_pts):
    for i, p in idx_pts.items():
        doc["deals"][di]["events"][i]["points"] = p


# P1: 14, deal 1: split lines each wrong, nets right (party 3 each side, silent-ulti 3); totals as the rules
d = load("14-split-totals-two-faults.json")
set_points(d, 1, {36: -3, 37: -3, 38: 6, 39: -3, 40: -3, 41: 6, 42: -5, 43: -8, 44: 13})
set_points(d, 2, {44: 1, 45: -11, 46: 10})
print("P1 split lines wrong per reason, nets right:", run(d))

# P2: 08, deal 1: the silent-100 amounts written under reason party
d = load("08-split-forget-silent-100.json")
set_points(d, 1, {37: -2, 38: -2, 39: 4})
print("P2 silent-100 amounts labelled party:", run(d))

# P3: a red party deal where a defender's trump 7 loses the last trick (failed silent ulti in red):
# 4 or 8 to each of the two others?  Written as 8 (red doubled) and as 4.
g = _gen.Gen(random.Random(7))
orig_check = g.check


def check(dd, spec):
    dd.pop("messy", None)
    return orig_check(dd, spec)


g.check = check
# the generator marks the red failed silent ulti messy inside score(); clear it before check
spec = {"contract": "party", "red": True, "need": ["silent_ulti_lost_def"], "def_keep7": True}
deal = g.deal(0, spec)
for label, fail in (("8 each (red doubled)", 8), ("4 each (not doubled)", 4)):
    dues = [x if x[3] != "silent-ulti" else (x[0], x[1], fail, x[3]) for x in deal["dues"]]
    n = _gen.net(dues)
    ev = list(deal["events"]) + [{"type": "score", "party": s, "points": n[s]} for s in range(3)]
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": _gen.PLAYERS,
        "deals": [{"dealer": 0, "hands": deal["hands"], "events": ev}],
    }
    print("P3 red failed silent ulti written", label, "dues", dues, "->", run(doc))

# P4: 14, deal 1, only seat 2's silent-ulti line wrong (the other seats right): where does the finding sit?
d = load("14-split-totals-two-faults.json")
set_points(d, 1, {39: -4, 40: -4, 42: -5, 43: -8})
print("P4 one seat's second line wrong:", run(d))
_ = copy

# P5: the P3 deal with the failed silent ulti written 6 each (neither reading): must be flagged
dues = [x if x[3] != "silent-ulti" else (x[0], x[1], 6, x[3]) for x in deal["dues"]]
n = _gen.net(dues)
ev = list(deal["events"]) + [{"type": "score", "party": s, "points": n[s]} for s in range(3)]
doc = {
    "format": "trick-transcript/1",
    "game": "ulti",
    "rules": {"preset": "standard"},
    "players": _gen.PLAYERS,
    "deals": [{"dealer": 0, "hands": deal["hands"], "events": ev}],
}
print("P5 red failed silent ulti written 6 each:", run(doc))
