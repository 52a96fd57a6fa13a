"""Ad-hoc probes for rage-sheet-slips (writes only to /tmp; run from the worktree root)."""

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


def run(tag, tr):
    path = f"/tmp/rss-probe-{tag}.json"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT), capture_output=True, text=True,
    )
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    print(tag, v["status"], anns)
    return v


# P1: file 09 without any score/total lines (nothing confirms whose bid the line was)
tr = load("09-bid-under-earlier-seat.json")
p1 = copy.deepcopy(tr)
for d in p1["deals"]:
    d["events"] = [e for e in d["events"] if e["type"] not in ("score", "total")]
run("P1-09-no-sheet", p1)

# P2: file 09, the stray line's value the same as the first bid (a line copied twice)
p2 = copy.deepcopy(tr)
ev = p2["deals"][1]["events"]
ev[2]["bid"] = ev[1]["bid"]
run("P2-09-copied-value", p2)

# P3: file 08 shape but the stray line under the first bidder (already bid), in the dealer's
# turn, i.e. the last bid of the round written for the seat that opened
tr8 = load("08-bid-under-later-seat.json")
p3 = copy.deepcopy(tr8)
ev = p3["deals"][1]["events"]
ev[1]["seat"] = 1  # restore the true line
ev[3]["seat"] = 0  # dealer's (seat 3) bid written under seat 0
run("P3-dealer-bid-under-opener", p3)

# P4: file 01 shape, two seats' score lines swapped (totals by the rules)
tr1 = load("01-score-under-seat-before.json")
p4 = copy.deepcopy(tr1)
ev = p4["deals"][1]["events"]
ev[42]["party"] = 2
ev[41]["points"], ev[42]["points"] = ev[42]["points"], ev[41]["points"]
run("P4-two-scores-swapped", p4)

# P5: the same swap, the totals built on the swapped scores (sheet arithmetic) and carried
p5 = copy.deepcopy(p4)
d1s = {e["party"]: e["points"] for e in tr1["deals"][1]["events"] if e["type"] == "score"}
diff = p5["deals"][1]["events"][41]["points"] - 1  # seat 1 written s2 instead of s1 (=1)
for k in (1, 2):
    for e in p5["deals"][k]["events"]:
        if e["type"] == "total" and e["party"] == 1:
            e["points"] += diff
        if e["type"] == "total" and e["party"] == 2:
            e["points"] -= diff
run("P5-swapped-scores-totals-carried", p5)

# P6: file 12 without the slip: winners of a tie and the session block
tr12 = load("12-midsession-tie.json")
p6 = copy.deepcopy(tr12)
for e in p6["deals"][0]["events"]:
    if e["type"] == "total" and e["party"] == 0:
        e["points"] -= 1
v = run("P6-tie-clean", p6)
print("  session", v.get("session"))
