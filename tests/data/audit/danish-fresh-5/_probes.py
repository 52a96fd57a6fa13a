"""Probes for REPORT.md (danish-fresh-5). Writes only to /tmp; run from the worktree root with
PYTHONPATH=$PWD."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/df5_probes")
OUT.mkdir(exist_ok=True)


def run(name, tr):
    p = OUT / name
    p.write_text(json.dumps(tr))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    ann = [
        (a["deal"], a["event"], a["code"], a["severity"], a["message"])
        for d in v["deals"]
        for a in d["annotations"]
    ]
    print(name, v["status"], ann)


def load(f):
    return json.loads((HERE / f).read_text())


# P1: file 11 with the demand's 20+20 recorded: does only the (c) code remain?
t = load("11-joker-demanded-while-in-skat-3p.json")
ev = t["deals"][0]["events"]
i = next(k for k, e in enumerate(ev) if e.get("call") == "joker")
ev[i + 1 : i + 1] = [
    {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 20, "reason": "penalty"},
    {"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "penalty"},
]
for e in ev:
    if e["type"] == "total" and e["party"] in (0, "pagat_pool", "king_pool"):
        e["points"] += -40 if e["party"] == 0 else 20
run("p1-11-with-demand-penalty.json", t)

# P2: file 12 with a second deal fee recorded in the redealt deal (the other reading).
t = load("12-redeal-no-trumps-with-joker-3p.json")
d1 = t["deals"][1]
d1["events"][0:0] = [
    {"type": "payment", "from": 0, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"},
    {"type": "payment", "from": 0, "to": "king_pool", "amount": 5, "reason": "deal_fee"},
]
run("p2-12-second-fee-after-redeal.json", t)

# P3: file 11 without the Tout announcement's failure context: the demand made by the Joker's
# own holder (file 08 deal 0, the call moved to seat 2, who holds it).
t = load("08-joker-demand-valid-then-second-last-3p.json")
ev = t["deals"][0]["events"]
i = next(k for k, e in enumerate(ev) if e.get("call") == "joker")
ev[i]["seat"] = 2
run("p3-08-demand-by-holder.json", copy.deepcopy(t))
