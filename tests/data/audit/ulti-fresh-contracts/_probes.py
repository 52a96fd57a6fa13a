"""Probes for ulti-fresh-contracts: edited copies of the round's files, written to /tmp and validated.

    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-fresh-contracts/_probes.py
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/ulti-fresh-contracts-probes"


def load(name):
    with open(os.path.join(HERE, name + ".json"), encoding="utf-8") as fh:
        return json.load(fh)


def run(tag, doc):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, tag + ".json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False)
    res = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True)
    v = json.loads(res.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]]
    diffs = [d.get("settlement", {}).get("difference") for d in v["deals"]]
    print(tag, v["status"], anns, diffs)


def payments(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "payment"]


# P1: 40-100 declarer also says his 40 (02 deal 0): the source makes no announcement in a 100 game.
d = load("02-ulti-40-100-won-red-20-100-lost-clean")
p = copy.deepcopy(d)
ev = p["deals"][0]["events"]
first_play = next(i for i, e in enumerate(ev) if e["type"] == "play")
ev.insert(first_play, {"type": "declare", "seat": 0, "items": [{"kind": "marriage", "points": 40}]})
run("p1-40-100-declares-40", p)

# P2: 15 paid as if the wrong-seat recontra stood (x4 = 16 each): must be wrong payments.
d = load("15-ulti-fault-contra-wrong-seat")
p = copy.deepcopy(d)
for i in payments(p["deals"][0]):
    p["deals"][0]["events"][i]["amount"] = 16
run("p2-wrong-seat-recontra-applied", p)

# P3: 09 deal 1 (betli, Béla's contra only): Csilla paying 10 too.
d = load("09-ulti-contra-chains-clean")
p = copy.deepcopy(d)
p["deals"] = [p["deals"][1]]
for i in payments(p["deals"][0]):
    p["deals"][0]["events"][i]["amount"] = 10
run("p3-betli-contra-binds-both", p)

# P4: 07 deal 2 (silent 100 red): the red party paid as well (2 each beside the 4).
d = load("07-ulti-silent-ulti-durchmarsch-100-clean")
p = copy.deepcopy(d)
p["deals"] = [p["deals"][2]]
p["deals"][0]["events"] += [
    {"type": "payment", "from": 0, "to": 2, "amount": 2, "reason": "party"},
    {"type": "payment", "from": 1, "to": 2, "amount": 2, "reason": "party"},
]
run("p4-silent-100-plus-party", p)

# P5: 09 deal 2 (ulti with contra lost): the penalty doubled for both defenders.
d = load("09-ulti-contra-chains-clean")
p = copy.deepcopy(d)
p["deals"] = [p["deals"][2]]
for i in payments(p["deals"][0]):
    e = p["deals"][0]["events"][i]
    if e["reason"] == "ulti-penalty":
        e["amount"] = 8
run("p5-ulti-penalty-doubled-both", p)

# P6: 12 with Béla's bid changed to 40-100 + ulti (8, two goals) over red 40-100 (8, one).
d = load("12-ulti-fault-bid-not-higher")
p = copy.deepcopy(d)
p["deals"][0]["events"][4]["bid"] = {"goals": ["40-100", "ulti"], "red": False}
run("p6-two-goals-at-8-over-one", p)
