"""Probes for dispute-messages-10 (writes only under /tmp): how the pool is carried after a
slip in a pool payment. Run: PYTHONPATH=<worktree> python _probes.py"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/dm10-probes"
os.makedirs(OUT, exist_ok=True)


def run(doc, name):
    p = os.path.join(OUT, name + ".json")
    with open(p, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False)
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True)
    v = json.loads(r.stdout)
    pools = [d["computed"].get("pool") for d in v["deals"]]
    codes = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(name, "pools", pools, "session.pool", v["session"]["pool"], codes)


base = json.load(open(os.path.join(HERE, "02-3p-helper-fails-to-trump.json"), encoding="utf-8"))
# A: the pool share of deal 0 halved (a slip in a pool payment before later deals)
a = copy.deepcopy(base)
for e in a["deals"][0]["events"]:
    if e.get("reason") == "pool_share":
        e["amount"] = round(e["amount"] / 2, 6)
for e in a["deals"][2]["events"]:
    if e.get("reason") == "pool_share":
        e["amount"] = 39.2
run(a, "A-share-slip-deal0")
# B: a stake of deal 0 left out
b = copy.deepcopy(base)
for e in b["deals"][2]["events"]:
    if e.get("reason") == "pool_share":
        e["amount"] = 39.2
b["deals"][0]["events"] = [e for e in b["deals"][0]["events"] if not (e.get("reason") == "pool_stake" and e["from"] == 1)]
run(b, "B-stake-missing-deal0")
# C: 08 as written (the ultimo's payout short in deal 1)
c = json.load(open(os.path.join(HERE, "08-3p-allpass-ultimo-pool-short.json"), encoding="utf-8"))
run(c, "C-08-as-written")
# D: 02 with deal 1's pool share left out (a missing pool_share before a later deal, 3 players)
d = copy.deepcopy(base)
for e in d["deals"][2]["events"]:
    if e.get("reason") == "pool_share":
        e["amount"] = 39.2
d["deals"][1]["events"] = [e for e in d["deals"][1]["events"] if e.get("reason") != "pool_share"]
run(d, "D-share-missing-deal1-3p")
# E: 13 (5 players, start.pools) with deal 1's share written, not missing: the control
e13 = json.load(open(os.path.join(HERE, "13-5p-short-discard-pool-share-missing.json"), encoding="utf-8"))
run(e13, "E-13-as-written")
f13 = copy.deepcopy(e13)
f13["deals"][1]["events"].append({"type": "payment", "from": 3, "to": "pool", "amount": 8, "reason": "pool_share"})
run(f13, "F-13-share-short-8")
