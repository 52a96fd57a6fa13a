"""Probes beyond the corpus (run from the worktree root with PYTHONPATH=$PWD).

p1: o04 with the sheet writing the rules' figure (the false Moretti run not counted): 40, totals -10.
p2: o05 with the sheet counting the three kings actually held (17 instead of 34): 325, totals -17.
p3: o05 with the sheet counting the false item as nothing: 308, totals -34.
p4: o01 plus one more deal after team1 reached 800 (o02's deal 0 with the seats' cards as dealt),
    its totals written on from 465/1064 rather than from 0.
p5: as p4, the totals written from 0 (a new game).
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def load(n):
    with open(os.path.join(HERE, n), encoding="utf-8") as f:
        return json.load(f)


def shift(doc, deal, party, delta, score_event):
    doc["deals"][deal]["events"][score_event]["points"] += delta
    for d in doc["deals"][deal:]:
        for e in d["events"]:
            if e["type"] == "total" and e["party"] == party:
                e["points"] += delta


def run(name, doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    )
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(name, v["status"], anns, v.get("session", {}).get("games_won"))
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", a["message"])


p1 = load("o04-false-declaration.json")
shift(p1, 2, "team0", -10, 65)
run("p1", p1)
p2 = load("o05-four-kings-holding-three.json")
shift(p2, 2, "team1", -17, 66)
run("p2", p2)
p3 = load("o05-four-kings-holding-three.json")
shift(p3, 2, "team1", -34, 66)
run("p3", p3)
o1, o2 = load("o01-session-clean.json"), load("o02-breakdown-declare-less-clean.json")
extra = copy.deepcopy(o2["deals"][0])
extra["dealer"] = 2  # o01's last dealer was 1
# o02's deal 0 was dealt by seat 0: rotate the seats by two so the same cards/plays fit dealer 2
rot = 2
extra["hands"] = [extra["hands"][(s - rot) % 4] for s in range(4)]
ev = []
for e in extra["events"]:
    e = dict(e)
    if "seat" in e:
        e["seat"] = (e["seat"] + rot) % 4
    if e["type"] in ("score", "total"):
        continue
    ev.append(e)
# team parity is kept by a rotation of two: team0's scores stay team0's (84, 313)
p4 = copy.deepcopy(o1)
p4["deals"].append(
    dict(
        extra,
        events=ev
        + [
            {"type": "score", "party": "team0", "points": 84},
            {"type": "score", "party": "team1", "points": 313},
            {"type": "total", "party": "team0", "points": 465 + 84},
            {"type": "total", "party": "team1", "points": 1064 + 313},
        ],
    )
)
run("p4", p4)
p5 = copy.deepcopy(o1)
p5["deals"].append(
    dict(
        extra,
        events=ev
        + [
            {"type": "score", "party": "team0", "points": 84},
            {"type": "score", "party": "team1", "points": 313},
            {"type": "total", "party": "team0", "points": 84},
            {"type": "total", "party": "team1", "points": 313},
        ],
    )
)
run("p5", p5)
