"""Phase-2 probes for real-faults-near-slips-18: edited copies written to /tmp only.

    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/real-faults-near-slips-18/_probes.py
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TMP = Path("/tmp/audit-real-faults-near-slips-18")


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, doc):
    TMP.mkdir(exist_ok=True)
    p = TMP / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                         capture_output=True, text=True)
    v = json.loads(out.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(f"{tag}: {v['status']} {found}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print("    ", a["message"][:220])
    return v


def ev(doc, deal, pred):
    return [e for e in doc["deals"][deal]["events"] if pred(e)]


# P1: 11 under moretti_tie first_played: the last trick goes to Elena, who then wins 145-141
d = load("11-terz-failure-to-trump-moretti.json")
d["rules"] = {"moretti_tie": "first_played"}
run("p1-11-first-played", d)

# P3: 09 with the sheet right (260) and the totals by the sheet's arithmetic (431)
d = load("09-ott-false-and-late-declaration.json")
for e in ev(d, 0, lambda e: e["type"] in ("score", "total") and e["party"] == "team0"):
    e["points"] -= 17
for e in ev(d, 1, lambda e: e["type"] == "total" and e["party"] == "team0"):
    e["points"] -= 17
run("p3-09-sheet-right", d)

# P4: 05 with Katka's total written by the rules (13) while the round line stays 22
d = load("05-rage-bids-and-sheet-slip.json")
ev(d, 1, lambda e: e["type"] == "total" and e["party"] == 2)[0]["points"] = 13
run("p4-05-total-by-rules", d)

# P5: 13 with a truly false declaration: Giulia's aces declared 5 (she holds three and the Matto)
d = load("13-terz-false-and-late-declaration.json")
ev(d, 0, lambda e: e["type"] == "declare" and e["seat"] == 2)[0]["items"][0]["length"] = 5
run("p5-13-aces-5", d)

# P6: 09 with the late declaration counted by the sheet too (Bruno's 3 queens 14 + cups run 10)
d = load("09-ott-false-and-late-declaration.json")
for e in ev(d, 0, lambda e: e["type"] in ("score", "total") and e["party"] == "team1"):
    e["points"] += 24
for e in ev(d, 1, lambda e: e["type"] == "total" and e["party"] == "team1"):
    e["points"] += 24
run("p6-09-late-counted", d)
