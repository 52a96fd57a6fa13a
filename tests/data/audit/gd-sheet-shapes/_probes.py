"""Probes (not pinned): edited copies of this round's files, validated by the engine.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-sheet-shapes/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def run(doc, label):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f, ensure_ascii=False)
        path = f.name
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    anns = [
        (a["deal"], a["event"], a["seat"], a["code"], a["message"])
        for d in v["deals"]
        for a in d["annotations"]
    ]
    print(f"{label}: {v['status']}")
    for a in anns:
        print("   ", a)
    Path(path).unlink()


def ev(doc, k, party, reason=None):
    for i, e in enumerate(doc["deals"][k]["events"]):
        if e["type"] == "score" and e["party"] == party and (reason is None or e.get("reason") == reason):
            return i, e
    raise KeyError((k, party, reason))


# P1: 05 clean again, then 100 moved from the four_kings line to the game line (net right, two reason lines wrong)
doc = load("05-reasons-wrong-premium-line-4p.json")
_, e = ev(doc, 1, 1, "four_kings")
e["points"] = -200
run(doc, "P0 05 with the four_kings line put right")
d1 = copy.deepcopy(doc)
_, g = ev(d1, 1, 1, "game")
_, k4 = ev(d1, 1, 1, "four_kings")
g["points"], k4["points"] = -193, -100
run(d1, "P1 05: seat 1 game -193, four_kings -100 (net -293 right, both reason lines wrong)")

# P2: 04 with the slip on a later reason line: seat 1's pool_share -13.9 for -3.9 (deal 1, event 46)
doc = load("04-reasons-wrong-game-line-3p.json")
_, e = ev(doc, 1, 2, "game")
e["points"] = 39
_, s = ev(doc, 1, 1, "pool_share")
s["points"] = -13.9
run(doc, "P2 04: game line put right, seat 1's pool_share line (event 46) -13.9 for -3.9")

# P3: 02 deal 3, seat 0's lines relabelled: four_kings amount under reason 'trull' (net right, label wrong)
doc = load("02-clean-reasons-4p.json")
_, e = ev(doc, 3, 0, "four_kings")
e["reason"] = "trull"
run(doc, "P3 02: seat 0's four_kings line (-200) written with reason trull")

# P4: 02 deal 3, seat 0: game -296 and four_kings 0 (the premium folded into the game line)
doc = load("02-clean-reasons-4p.json")
_, g = ev(doc, 3, 0, "game")
_, k4 = ev(doc, 3, 0, "four_kings")
g["points"], k4["points"] = -296, 0
run(doc, "P4 02: seat 0 game -296, four_kings 0 (net -296 right)")

# P5: 13 with the missing four_kings line written again but with a made-up reason
doc = load("13-premium-left-off-reasons-4p.json")
i, _ = ev(doc, 1, 0, "game")
doc["deals"][1]["events"].insert(i + 1, {"type": "score", "party": 0, "points": -100, "reason": "bonus"})
run(doc, "P5 13: seat 0's -100 written back with reason 'bonus'")

# P6/P7: the same question on payments (examples/galician-tarok/wrong-payment.json with its stake fixed)
ex = json.loads((HERE / "../../../../examples/galician-tarok/wrong-payment.json").read_text())
ex["deals"][0]["events"][49]["amount"] = 10
run(ex, "P6a example wrong-payment with the stake put right")
p7 = copy.deepcopy(ex)
pe = p7["deals"][0]["events"]
# payments 1->0 game 78 and 1->0 four_kings 100: swap amounts (pair total 178 unchanged)
gi = next(
    i for i, e in enumerate(pe) if e["type"] == "payment" and e.get("reason") == "game" and e["from"] == 1
)
ki = next(
    i
    for i, e in enumerate(pe)
    if e["type"] == "payment" and e.get("reason") == "four_kings" and e["from"] == 1
)
pe[gi]["amount"], pe[ki]["amount"] = 100, 78
run(p7, f"P7 payments: seat 1's game 100 / four_kings 78 swapped (events {gi}, {ki})")
p8 = copy.deepcopy(ex)
p8["deals"][0]["events"][ki]["reason"] = "trull"
run(p8, f"P8 payments: seat 1's four_kings payment (event {ki}) given reason trull")
p9 = copy.deepcopy(ex)
p9["deals"][0]["events"][ki]["reason"] = "bonus"
run(p9, f"P9 payments: seat 1's four_kings payment (event {ki}) given reason bonus")
