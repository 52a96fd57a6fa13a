"""Probes for galician-fresh-5 (write only to /tmp). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/galician-fresh-5/_probes.py"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def verdict(doc, name):
    path = f"/tmp/gf5_probe_{name}.json"
    with open(path, "w") as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    res = []
    for d in v["deals"]:
        for a in d["annotations"]:
            if a["severity"] == "violation":
                res.append((a["deal"], a["event"], a["code"], a["message"]))
    return v["status"], res


base = json.load(open(os.path.join(HERE, "01-trull-announced-recontra-silent.json")))


def deal1_with(doubles, trull_amount):
    doc = copy.deepcopy(base)
    ev = doc["deals"][1]["events"]
    ev[:] = [e for e in ev if e["type"] != "double"]
    ann = max(k for k, e in enumerate(ev) if e["type"] == "announce")
    for k, (seat, level) in enumerate(doubles):
        ev.insert(ann + 1 + k, {"type": "double", "seat": seat, "target": "trull", "level": level})
    for e in ev:
        if e["type"] == "payment" and e.get("reason") == "trull":
            e["amount"] = trull_amount
    return doc


# P1: contra alone on the made announced trull, 200 written
print("P1 contra only, 200:", verdict(deal1_with([(0, 2)], 200), "p1"))
# P2: contra + recontra, 200 written (the engine's figure)
print("P2 contra+recontra, 200:", verdict(deal1_with([(0, 2), (2, 4)], 200), "p2"))
# P3: contra + recontra + supracontra, 400 written
print("P3 c+r+s, 400:", verdict(deal1_with([(0, 2), (2, 4), (1, 8)], 400), "p3"))
# P4: the game itself, won with contra + recontra (deal 1, player 2, 45 points: 66 single, 132 contra)
doc = copy.deepcopy(base)
ev = doc["deals"][1]["events"]
for e in ev:
    if e["type"] == "double":
        e["target"] = "game"
    if e["type"] == "payment" and e.get("reason") == "trull":
        e["amount"] = 100
    if e["type"] == "payment" and e.get("reason") == "game":
        e["amount"] = 132
print("P4 game won contra+recontra 132 (x2):", verdict(doc, "p4"))

# P5: an announced premium that fails (02 deal 0: four kings, the player pays 200) with contra and
# recontra: under the engine's analogy with §17 the losing side pays x4 = 800
b2 = json.load(open(os.path.join(HERE, "02-four-kings-failed-helpers-contra.json")))
for amount in (400, 800):
    doc = copy.deepcopy(b2)
    doc["deals"] = doc["deals"][:1]
    ev = doc["deals"][0]["events"]
    ann = max(k for k, e in enumerate(ev) if e["type"] == "announce")
    ev.insert(ann + 1, {"type": "double", "seat": 0, "target": "four_kings", "level": 2})
    ev.insert(ann + 2, {"type": "double", "seat": 1, "target": "four_kings", "level": 4})
    for e in ev:
        if e["type"] == "payment" and e.get("reason") == "four_kings":
            e["amount"] = amount
    st, res = verdict(doc, f"p5_{amount}")
    print(f"P5 failed four kings, contra+recontra, {amount}:", st, [r[:3] for r in res])
