"""Phase-2 probes for dispute-messages-14: variants of the round's transcripts, written to /tmp only.

    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/dispute-messages-14/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/dm14-probes")


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(tag, doc):
    OUT.mkdir(exist_ok=True)
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    print(f"== {tag}: exit {r.returncode}, {v['status']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", (a["deal"], a["event"], a["code"]), a["message"])
            if a.get("penalty"):
                print("     penalty", json.dumps(a["penalty"], ensure_ascii=False))
        print("   settlement", json.dumps(d["settlement"]))
        if d.get("unchecked"):
            print("   unchecked", d["unchecked"])
        if d["computed"].get("note"):
            print("   note", d["computed"]["note"])
    return v


# P1: the Danish revoke fine written as one penalty event of 40 (the total) instead of 20
doc = load("04-danish-revoke-fine-class.json")
d = copy.deepcopy(doc)
d["deals"][0]["events"][36]["amount"] = 40
run("p1-danish-penalty-amount-40", d)

# P2: the same revoke with no fine at all (the table played on)
d = copy.deepcopy(doc)
del d["deals"][0]["events"][36:39]
run("p2-danish-revoke-no-fine", d)

# P3: the same revoke, the table paid 40 to each pool and went on playing (irreparable fine, deal not voided)
d = copy.deepcopy(doc)
d["deals"][0]["events"][36]["amount"] = 40
d["deals"][0]["events"][37]["amount"] = 40
d["deals"][0]["events"][38]["amount"] = 40
run("p3-danish-revoke-fine-40-played-on", d)

# P4: Ulti overtake, settled by the default penalty (defenders lose: each pays Béla 1)
doc = load("09-ulti-overtake-partner-denied.json")
d = copy.deepcopy(doc)
ev = d["deals"][0]["events"]
ev[36] = {"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": "party"}
ev[37] = {"type": "payment", "from": 2, "to": 1, "amount": 1, "reason": "party"}
run("p4-ulti-overtake-settled-lose-all", d)

# P5: Ulti overtake, no settlement written: what figures does the verdict give?
d = copy.deepcopy(doc)
del d["deals"][0]["events"][36:]
run("p5-ulti-overtake-unsettled", d)

# P6: Rage action lead: the revoke where a colour card was led (for the message's wording)
doc = load("01-rage-action-lead-revoke-denied.json")
d = copy.deepcopy(doc)
run("p6-rage-as-is", d)

# P7: Ottocento sheet writing the whole deal total for each team as the first-Moretto reading had it
doc = load("12-ottocento-moretti-last-trick.json")
d = copy.deepcopy(doc)
ev = d["deals"][0]["events"]
del ev[65:]
ev += [{"type": "score", "party": "team0", "points": 75 + 6 + 6}, {"type": "score", "party": "team1", "points": 169 - 6 - 6}]
run("p7-ottocento-totals", d)

# P8: the Danish revoke's penalty event written with amount 5 (a small fine), payments still 20 each
doc = load("04-danish-revoke-fine-class.json")
d = copy.deepcopy(doc)
d["deals"][0]["events"][36]["amount"] = 5
run("p8-danish-penalty-event-5", d)
