"""Probes for audit round gd-talon-purchases: edited copies of the round's files, validated in memory.

Run from the worktree root:  PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-talon-purchases/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def run(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    return v["status"], anns, [d["settlement"]["expected"] for d in v["deals"]]


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def probe(title, doc):
    print(f"{title}: {run(doc)}")


# P1: 06 under the usage §17 reports (contra pays both ways alike): 3600 should be right
d = load("06-volat-contra-third-three-times-purchase.json")
d["rules"]["contra_symmetric"] = True
probe("P1 06 contra_symmetric", d)

# P2: 08 with consolation once: the recorded 60 should now be wrong (30)
d = load("08-king-laid-away-consolation.json")
d["rules"]["consolation"] = "single"
probe("P2 08 consolation single", d)

# P3: 10 with renonce_premiums all_paid: 60 + 100 tarocks each
d = load("10-pagat-laid-away-unshown-tarocks.json")
d["rules"]["renonce_premiums"] = "all_paid"
probe("P3 10 all_paid", d)

# P4: 09 with deal 1's sheet corrected for the silent pagat ultimo (+50 from each of three):
# only the planted wrong_total should remain; and with the trull added too (reading B) it should not be clean
d = load("09-4p-mond-laid-away-shown-sheet-total.json")
ev = d["deals"][1]["events"]
fix = {0: -142, 1: -142, 2: -142, 3: 426}
for e in ev:
    if e["type"] == "score":
        e["points"] = fix[e["party"]]
tot = {0: -54 - 142, 1: 162 - 142, 2: -54 - 142, 3: -54 + 426}
for e in ev:
    if e["type"] == "total":
        e["points"] = tot[e["party"]] + (10 if e["party"] == 0 else 0)
probe("P4a 09 ultimo fixed (planted total kept)", d)
d2 = copy.deepcopy(d)
for e in d2["deals"][1]["events"]:
    if e["type"] == "score":
        e["points"] = {0: -192, 1: -192, 2: -192, 3: 576}[e["party"]]
    if e["type"] == "total":
        e["points"] = {0: -246, 1: -30, 2: -246, 3: 522}[e["party"]]
probe("P4b 09 trull from the discard written too", d2)

# P5: 04 paid by reading B (helpers' four kings with KS in the unbought talon): expect a finding
d = load("04-talon-king-helpers-no-four-kings.json")
ev = d["deals"][0]["events"]
for o in (0, 1):
    ev.append({"type": "payment", "from": 2, "to": o, "amount": 100, "reason": "four_kings"})
probe("P5 04 reading B paid", d)

# P6: 07 paid by reading B (failed volat x purchase 2): expect wrong_score
d = load("07-failed-volat-contra-second-three-sheet.json")
for e in d["deals"][0]["events"]:
    if e["type"] == "score":
        e["points"] = {0: -4698, 1: 2349, 2: 2349}[e["party"]]
probe("P6 07 reading B written", d)
