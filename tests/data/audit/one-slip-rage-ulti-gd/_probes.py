"""Probes (not pinned): edited copies of this round's transcripts, run through the engine.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/one-slip-rage-ulti-gd/_probes.py
"""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).resolve().parent


def load(name):
    return json.loads((HERE / name).read_text())


def show(label, t):
    v = validate(t)
    anns = [
        (a["deal"], a["event"], a["seat"], a["code"], a["severity"][0])
        for d in v["deals"]
        for a in d["annotations"]
    ]
    print(f"{label}: {v['status']} {anns}")


def plays(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]


# P1 Rage 03 unslipped (base must be clean)
t = load("03-rage-card-wrong-seat.json")
t["deals"][1]["events"][5]["seat"] = 3
show("P1 rage 03 seat restored", t)

# P2 Rage 03: the same card written for each other seat (1: not yet played, 2: the leader)
for s in (1, 2):
    u = copy.deepcopy(t)
    u["deals"][1]["events"][5]["seat"] = s
    show(f"P2 rage 03 P2 written for seat {s}", u)

# P3 Rage: the last card of a trick written for the leader
u = copy.deepcopy(t)
u["deals"][1]["events"][7]["seat"] = 2
show("P3 rage 03 4th card (B15, seat 1) written for the leader (seat 2)", u)

# P4 Galician 12 unslipped, then the seat field of QS written for seat 0 (the leader) instead
g = load("12-galician-card-wrong-seat.json")
g["deals"][1]["events"][22]["seat"] = 1
show("P4 galician 12 seat restored", g)
u = copy.deepcopy(g)
u["deals"][1]["events"][22]["seat"] = 0
show("P4b galician 12 QS written for seat 0 (leader)", u)
u = copy.deepcopy(g)
u["deals"][1]["events"][22]["seat"] = 2
u["rules"]["take_back"] = "never"
show("P4c galician 12 as slipped, take_back never", u)

# P5 Ulti: a follower's card written for the next seat (3 players)
for f, d in (("07-ulti-followers-swapped.json", 0), ("06-ulti-lead-swapped.json", 1)):
    x = load(f)
    ev = x["deals"][d]["events"]
    p = plays(x["deals"][d])
    i = p[7]  # 2nd card of trick 3
    ev[i]["seat"] = (ev[i]["seat"] + 1) % 3
    show(f"P5 ulti {f[:2]} deal {d}: 2nd card of trick 3 written for the next seat (event {i})", x)

# P6 Rage 05: the copied score line given a different figure, and without totals
r = load("05-rage-score-line-twice.json")
u = copy.deepcopy(r)
u["deals"][3]["events"][14]["points"] = -4
show("P6a rage 05 copy written -4 (original -5 right)", u)
u = copy.deepcopy(r)
u["deals"][3]["events"] = [e for e in u["deals"][3]["events"] if e["type"] != "total"]
for d in u["deals"][4:]:
    d["events"] = [e for e in d["events"] if e["type"] != "total"]
show("P6b rage 05 without totals in rounds 9-10", u)
u = copy.deepcopy(r)
del u["deals"][3]["events"][14]
show("P6c rage 05 copy removed (base)", u)

# P7 Galician 15: the copied pass written for the due seat (base) and the Ulti 08 base
g = load("15-galician-pass-wrong-seat.json")
g["deals"][0]["events"][2]["seat"] = 0
show("P7 galician 15 base", g)
x = load("08-ulti-pass-twice.json")
del x["deals"][0]["events"][3]
show("P7b ulti 08 base", x)
