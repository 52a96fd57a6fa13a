"""Ad-hoc probes for ulti-session-edges (write only to /tmp).

Run: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-session-edges/_probes.py
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/ulti-session-edges-probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text())


def run(name, t):
    p = OUT / f"{name}.json"
    p.write_text(json.dumps(t, ensure_ascii=False))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                       capture_output=True, text=True)
    v = json.loads(r.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["severity"][0]) for d in v["deals"]
            for a in d["annotations"]]
    print(name, v["status"], anns)


base = load("01-clean-rotation.json")

# P1: 09's slip, but seat 0's closing pass removed (seat 0 writes no call at all)
t = load("09-wrong-first-bidder.json")
del t["deals"][3]["events"][4]
run("p1-wrong-first-bidder-no-later-call", t)

# P2: a later-round call written for the wrong seat (deal 1: seat 0's pass written for seat 1)
t = copy.deepcopy(base)
ev = t["deals"][1]["events"]
i = next(k for k, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 0)
ev[i]["seat"] = 1
run("p2-later-pass-wrong-seat", t)

# P3: 09's slip with the discard also written for seat 1 (the whole opening by the wrong seat)
t = load("09-wrong-first-bidder.json")
t["deals"][3]["events"][0]["seat"] = 1
run("p3-opening-discard-and-bid-wrong-seat", t)

# P4: 09's slip in deal 0 (no rotation before it)
t = copy.deepcopy(base)
ev = t["deals"][0]["events"]
i = next(k for k, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 0)
ev[i]["seat"] = 1
run("p4-wrong-first-bidder-deal0", t)

# P5: 06 with deal 2 dealt by seat 0 (neither the same dealer nor the next one)
t = load("06-redeal-rotation-moves.json")
t["deals"][2]["dealer"] = 0
run("p5-redeal-then-wrong-dealer-field", t)

# P6: 07 without the first bidder's discard (passes only)
t = load("07-first-bidder-passes.json")
del t["deals"][1]["events"][0]
run("p6-all-pass-no-discard", t)

# P7: fold without a trump announced
t = load("02-clean-midsession-fold.json")
ev = t["deals"][1]["events"]
t["deals"][1]["events"] = [e for e in ev if e["type"] != "announce"]
run("p7-fold-without-trump", t)
