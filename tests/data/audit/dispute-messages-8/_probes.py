"""Probes for dispute-messages-8 (writes only under /tmp). Run with PYTHONPATH=worktree."""
import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/dm8_probes"
os.makedirs(OUT, exist_ok=True)


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def run(doc, tag):
    p = os.path.join(OUT, tag + ".json")
    with open(p, "w") as f:
        json.dump(doc, f)
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True)
    v = json.loads(r.stdout)
    print("==", tag, v["status"], v["summary"].get("by_code"))
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", a["deal"], a["event"], a["code"], "|", a["message"])
        if d["settlement"]["difference"]:
            print("   diff", d["index"], d["settlement"]["difference"])


# P1: the penalty event written as the total fine (40 = 20 + 20) instead of per pool
d = load("02-failure-to-trump-large-4p.json")
d["deals"][1]["events"][23]["amount"] = 40
run(d, "p1-penalty-event-total")

# P2: file 15, deal 1's przydupek payments follow the pool as the table left it (50, not 145)
d = load("15-przydupek-pool-short-carried-pools-3p.json")
for i in (88, 91):
    assert d["deals"][1]["events"][i]["reason"] == "king_przydupek"
    d["deals"][1]["events"][i]["amount"] = 50
run(d, "p2-przydupek-follows-table-pool")

# P3: file 06 with the order Czesia, Bogdan (dealer), Agata: only Czesia before the dealer
d = load("06-declaration-before-dealer-3p.json")
ev = d["deals"][1]["events"]
ag = ev.pop(6)
ev.insert(7, ag)
run(d, "p3-one-declaration-before-dealer")

# P4: file 12's unfounded fine written without a penalty event (payments only)
d = load("12-unfounded-revoke-fine-3p.json")
del d["deals"][2]["events"][60]
run(d, "p4-unfounded-fine-payments-only")

# P5: the penalty event amount 30 (neither 20 per pool nor 40 in all)
d = load("02-failure-to-trump-large-4p.json")
d["deals"][1]["events"][23]["amount"] = 30
run(d, "p5-penalty-event-30")

# P6: file 11 without the declaration money handed back (events 14-15 dropped)
d = load("11-false-trumps-declaration-3p.json")
del d["deals"][1]["events"][14:16]
run(d, "p6-false-declaration-money-kept")
