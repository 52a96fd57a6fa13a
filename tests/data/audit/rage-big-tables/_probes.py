"""Extra probes for rage-big-tables (write only under /tmp).

P1: file 10 with the round-10 total of seat 4 written right (29, the sum of her ten rounds)
    after the round-9 slip (29 written for 19): is the correct final total flagged?
P2: file 10 with the slip in round 9 of seat 4 and no totals written in round 10 at all.
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]


def run(t, name):
    p = Path("/tmp") / f"rbt-probe-{name}.json"
    p.write_text(json.dumps(t, ensure_ascii=False))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT)},
    ).stdout
    v = json.loads(out)
    anns = [
        (a["deal"], a["event"], a["code"], a.get("message")) for d in v["deals"] for a in d["annotations"]
    ]
    print(name, v["status"], anns)
    print("   computed totals r10:", v["deals"][9]["computed"].get("totals"))


base = json.loads((HERE / "10-wrong-total-8p-r9.json").read_text())
t1 = copy.deepcopy(base)
ev = t1["deals"][9]["events"]
assert ev[28] == {"type": "total", "party": 4, "points": 39}
ev[28]["points"] = 29
run(t1, "P1-corrected-final")

t2 = copy.deepcopy(base)
t2["deals"][9]["events"] = [e for e in t2["deals"][9]["events"] if e["type"] != "total"]
run(t2, "P2-no-final-totals")
