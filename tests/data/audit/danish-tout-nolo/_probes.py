"""Probes for REPORT.md: edited copies of round files, validated in memory (not pinned)."""

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]


def verdict(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", f.name],
                         capture_output=True, text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT)})
    return json.loads(out.stdout)


def show(title, doc, deal=0):
    v = verdict(doc)
    print("==", title, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", (a["deal"], a["event"], a["code"]), a["message"])
    print("    difference:", v["deals"][deal]["settlement"].get("difference"))


base = json.loads((HERE / "06-nolo-card-points-paid-3p.json").read_text())

# P1: only the card points paid (the Nolo paid right, 25 + 25)
p1 = copy.deepcopy(base)
p1["deals"][0]["events"][96]["amount"] = 25
show("P1 06 with the Nolo right, card points still paid (ev 97 1->0 5, ev 98 0->2 30)", p1)

# P2: only the Nolo 20 (no card points)
p2 = copy.deepcopy(base)
del p2["deals"][0]["events"][97:99]
show("P2 06 with only the Nolo payment of 20 (ev 96)", p2)

# P3: both faults, but the card-point payment to seat 2 made 10 instead of 30
p3 = copy.deepcopy(base)
p3["deals"][0]["events"][98]["amount"] = 10
show("P3 06 with ev 98 (0->2 card_points) 10 instead of 30", p3)

# P4: the card-point payment 0->2 alone, with the Nolo right and no 1->0 payment
p4 = copy.deepcopy(base)
p4["deals"][0]["events"][96]["amount"] = 25
del p4["deals"][0]["events"][97]
show("P4 06 with only ev 0->2 30 card_points added (Nolo right)", p4)

# P5: the 10-file without the failed-tout penalty payments (is the penalty then reported missing?)
b10 = json.loads((HERE / "10-failed-tout-nolo-last-trick-paid-3p.json").read_text())
p5 = copy.deepcopy(b10)
p5["deals"][0]["events"] = [e for e in p5["deals"][0]["events"] if e.get("reason") not in ("penalty", "last_trick")]
show("P5 10 with the last_trick slip removed and no penalty payments", p5)
p6 = copy.deepcopy(b10)
p6["deals"][0]["events"] = [e for e in p6["deals"][0]["events"] if e.get("reason") != "last_trick"]
show("P6 10 with the last_trick slip removed (penalty paid)", p6)
