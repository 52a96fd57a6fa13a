"""Probes (not pinned): edited copies of two files, each validated with `replays.cli validate --json`
on a temporary file; results in REPORT.md."""

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]


def run(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(doc, fh, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", fh.name],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={"PYTHONPATH": str(ROOT)},
    )
    v = json.loads(out.stdout)
    return sorted((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"])


def load(name):
    return json.loads((HERE / name).read_text())


# P1: file 04, the keeper writes seat 2's total by the rules (-15) under his wrong score (8).
d = load("04-3p-revoke-wrong-score.json")
p = copy.deepcopy(d)
assert p["deals"][3]["events"][29] == {"type": "total", "party": 2, "points": -5}
p["deals"][3]["events"][29]["points"] = -15
for dl in p["deals"][4:]:  # later totals of seat 2 by the rules too
    for e in dl["events"]:
        if e["type"] == "total" and e["party"] == 2:
            e["points"] -= 10
print("P1", run(p))

# P2: file 13, round 5's totals-only line for seat 4 written by the rules (-4), not carrying the
# wrongly written 6 of round 4.
d = load("13-6p-scores-only-wrong-score-revoke-carried.json")
p = copy.deepcopy(d)
for dl in p["deals"][4:]:
    for e in dl["events"]:
        if e["type"] == "total" and e["party"] == 4:
            e["points"] += 5
print("P2", run(p))

# P3: file 13, round 4 written with neither scores nor totals is no longer a slip; the slip moves
# into round 5's totals as the keeper's arithmetic (seat 4 total -9): wrong_total expected there.
p = copy.deepcopy(d)
p["deals"][3]["events"] = [e for e in p["deals"][3]["events"] if e["type"] != "score"]
print("P3", run(p))
