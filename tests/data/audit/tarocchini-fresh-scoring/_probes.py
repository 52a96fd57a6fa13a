"""Probes for the REPORT: edited copies written to /tmp, validated with the CLI."""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(tag, doc):
    path = "/tmp/tfs-probe-%s.json" % tag
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": ROOT}, capture_output=True, text=True,
    ).stdout
    v = json.loads(out)
    ann = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    msgs = [a["message"] for d in v["deals"] for a in d["annotations"]]
    diff = [d.get("settlement", {}).get("difference") for d in v["deals"]]
    print(tag, v["status"], ann, diff)
    for m in msgs:
        print("   ", m)


def setpts(doc, deal, typ, party, pts):
    for e in doc["deals"][deal]["events"]:
        if e["type"] == typ and e["party"] == party:
            e["points"] = pts


# 1-2: file 10, team0 written 83 (runs without gaps, my figure) and 93 (the engine's gapped run KS Matto JS)
for pts in (83, 93):
    d = load("10-otto-doubling-forgotten.json")
    setpts(d, 0, "score", "team0", pts)
    setpts(d, 0, "total", "team0", pts)
    run("10-team0-%d" % pts, d)

# 3: file 06, the sheet counting the false cricca of queens (team1 503 + 14)
d = load("06-otto-false-declaration.json")
setpts(d, 0, "score", "team1", 517)
setpts(d, 0, "total", "team1", 517)
run("06-false-cricca-counted", d)

# 4: file 11 deal 0, 348 rounded down (6 instead of 7)
d = load("11-terz-gioco-two-deals-clean.json")
for s in (0, 2):
    setpts(d, 0, "score", s, 6)
    setpts(d, 0, "total", s, 6)
    setpts(d, 1, "total", s, 6)
run("11-348-rounded-down", d)

# 5: file 09, the three sequences written undoubled (team1 732 - 30)
d = load("09-otto-three-sequences-doubled.json")
setpts(d, 0, "score", "team1", 702)
setpts(d, 0, "total", "team1", 702)
run("09-undoubled", d)

# 6: file 12 deal 0, the lost solo's game points not doubled for the opponents (7, not 14)
d = load("12-terz-solo-clean.json")
for s in (0, 1):
    setpts(d, 0, "score", s, 7)
for s, t in ((0, 7), (1, 7)):
    setpts(d, 0, "total", s, t)
setpts(d, 1, "total", 0, 7)
setpts(d, 1, "total", 1, 12)
run("12-lost-solo-undoubled", d)
