"""Probes for REPORT.md (writes edited copies to /tmp, runs the engine on them)."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
TMP = Path("/tmp/galician-auction-fresh-probes")
TMP.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text())


def run(name, t):
    p = TMP / name
    p.write_text(json.dumps(t, ensure_ascii=False))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], cwd=ROOT,
                         capture_output=True, text=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    v = json.loads(out.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    print("%-40s %-10s %d findings %s" % (name, v["status"], len(found), found[:6]))


# P1: 08 with the later seat's 'hold' written as the same game word ('three'): same cascade?
t = load("08-3p-fault-hold-without-priority.json")
t["deals"][0]["events"][1]["bid"] = "three"
run("p1-08-same-game-word.json", t)

# P2: 08 without the forehand's pass after the hold (record goes straight to the holder buying)
t = load("08-3p-fault-hold-without-priority.json")
del t["deals"][0]["events"][3]
run("p2-08-no-forehand-pass.json", t)

# P3: 07 where the table acted on the low 'two' instead (forehand passes, the second buys a two)
t = load("07-3p-fault-call-not-higher.json")
ev = t["deals"][0]["events"]
talon = t["deals"][0]["talon"]
hands = t["deals"][0]["hands"]
# keep only the auction of deal 0 and end the record there, then add: 2 (forehand) pass, 0 buys talon[0:2]
t2 = copy.deepcopy(t)
t2["deals"] = [t["deals"][0]]
t2["deals"][0]["events"] = ev[:3] + [{"type": "bid", "seat": 2, "bid": "pass"},
                                      {"type": "take", "seat": 0, "cards": talon[0:2]}]
run("p3-07-acted-on-low-two.json", t2)

# P4: control: 08 with a legal call instead (S 'bottom', then buys the 2nd three talon[3:6]); auction only
t = load("08-3p-fault-hold-without-priority.json")
d = t["deals"][0]
d["events"] = [{"type": "bid", "seat": 0, "bid": "three"}, {"type": "bid", "seat": 1, "bid": "bottom"},
               {"type": "bid", "seat": 2, "bid": "pass"}, {"type": "bid", "seat": 0, "bid": "pass"},
               {"type": "take", "seat": 1, "cards": d["talon"][3:6]}]
run("p4-08-control-legal-bottom.json", t)

# P5: a pass-after-pass the table acted on (engine's 10.pass-final ruling), for comparison:
t = load("08-3p-fault-hold-without-priority.json")
d = t["deals"][0]
d["events"][1]["bid"] = "pass"
d["events"].insert(3, {"type": "bid", "seat": 1, "bid": "hold"})
run("p5-08-hold-after-pass.json", t)
