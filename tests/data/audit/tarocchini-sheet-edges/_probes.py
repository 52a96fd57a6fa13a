"""Ad-hoc probes for tarocchini-sheet-edges (phase 2). Edits this round's transcripts, writes the
edited copies to /tmp/tsa-probes/ and prints the engine's findings for each. Run from the worktree:

    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/tarocchini-sheet-edges/_probes.py
"""

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TMP = Path("/tmp/tsa-probes")


def load(name):
    return json.loads((HERE / name).read_text())


def run(name, doc):
    TMP.mkdir(exist_ok=True)
    p = TMP / name
    p.write_text(json.dumps(doc))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True,
        text=True,
        env=os.environ,
    )
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]]
    print(f"{name}: {v['status']} {found}")
    if v.get("session"):
        print("   session:", json.dumps(v["session"])[:400])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", a["message"])
    return v


def totals(deal):
    return [e for e in deal["events"] if e["type"] == "total"]


def scores(deal):
    return [e for e in deal["events"] if e["type"] == "score"]


# P1: after the win at 800, the next deal's totals carried on from 815/743 instead of a new game
d = load("10-reaches-800-new-game.json")
t = totals(d["deals"][1])
t[0]["points"] += 815
t[1]["points"] += 743
run("p1-after-800-carried-on.json", d)

# P2: both teams past 800 in the same deal (team1 more): the higher wins
d = load("10-reaches-800-new-game.json")
d["start"]["totals"] = [730, 720]
t = totals(d["deals"][0])
t[1]["points"] += 80
run("p2-both-past-800.json", d)

# P3: a deal not played although the declarations reach no 800 (the record stops after them)
d = load("12-won-on-declarations.json")
d["start"]["totals"] = [500, 520]
t = totals(d["deals"][0])
t[0]["points"] -= 290
run("p3-unplayed-no-win.json", d)

# P4: won on the declarations, but the sheet writes the team0 total short of 800
d = load("12-won-on-declarations.json")
totals(d["deals"][0])[0]["points"] = 799
run("p4-declarations-total-short.json", d)

# P5: component lines with 10 moved from combinations to declarations (deal sum still right)
d = load("05-component-lines-clean.json")
s = scores(d["deals"][0])
s[0]["points"] += 10
s[1]["points"] -= 10
run("p5-components-swapped.json", d)

# P6: Terziglio: a seat total wrong at deal 0 then corrected back at deal 1
d = load("13-terziglio-seat-lines-clean.json")
totals(d["deals"][0])[1]["points"] += 4
run("p6-terziglio-corrected-back.json", d)

# P7: Terziglio: the declarer's win written zero-sum (declarer +6, each opponent -6)
d = load("13-terziglio-seat-lines-clean.json")
s = scores(d["deals"][1])
s[0]["points"] = -6
s[1]["points"] = -6
run("p7-terziglio-zero-sum-line.json", d)

# P8: Ottocento: one combined line per team AND the component lines in the same deal
d = load("05-component-lines-clean.json")
dl = d["deals"][0]
sc = scores(dl)
t0 = sum(e["points"] for e in sc if e["party"] == "team0")
i = dl["events"].index(totals(dl)[0])
dl["events"].insert(i, {"type": "score", "party": "team0", "points": t0})
run("p8-components-and-total-line.json", d)

# P9: a deal after the win with a new game but the dealer rotation restarted (dealer 0)
d = load("10-reaches-800-new-game.json")
d2 = copy.deepcopy(d)
run("p9-new-game-baseline.json", d2)
