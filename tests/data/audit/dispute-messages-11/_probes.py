"""Probes for dispute-messages-11: edited copies of 06 and 13 written under /tmp only."""

import json
import subprocess
import sys

PY = "/work/venv/bin/python"
ENV = {"PYTHONPATH": "/work/wt-audit-dispute-messages-11"}


def run(tr, name):
    p = "/tmp/dm11-probe-%s.json" % name
    json.dump(tr, open(p, "w"))
    out = subprocess.run([PY, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True, env=ENV)
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]]
    print(name, v["status"], anns, [d["settlement"]["difference"] for d in v["deals"]], [d["computed"]["points"] for d in v["deals"]][0 if name.startswith("06") else 1])


# 06: the sheet leaves the late declaration out (570, declarations 80)
t = json.load(open("06-late-declaration-counted.json"))
ev = t["deals"][0]["events"]
for e in ev:
    if e["type"] == "score" and e["party"] == "team1" and e.get("reason") == "declarations":
        e["points"] -= 27
    if e["type"] == "total" and e["party"] == "team1":
        e["points"] -= 27
for e in t["deals"][1]["events"]:
    if e["type"] == "total" and e["party"] == "team1":
        e["points"] -= 27
run(t, "06-sheet-excludes-late")
# 13: the sheet counts what Alba holds (trumps 4 = 15) instead of the declared 25
for delta, name in ((-10, "13-sheet-counts-held-4"), (-25, "13-sheet-counts-nothing")):
    t = json.load(open("13-false-trumps-length-counted.json"))
    for e in t["deals"][1]["events"]:
        if e["type"] in ("score", "total") and e["party"] == "team0" and e.get("reason", "declarations") == "declarations":
            e["points"] += delta
    run(t, name)
sys.exit(0)
