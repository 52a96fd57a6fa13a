"""Ad-hoc probes for ulti-sheet-edges (phase 2). Writes only to /tmp; runs the CLI on each probe.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-sheet-edges/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
TMP = Path("/tmp/ulti-sheet-edges-probes")


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(label, doc):
    TMP.mkdir(exist_ok=True)
    p = TMP / f"{label}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True,
        text=True,
    )
    v = json.loads(r.stdout)
    found = [
        (a["deal"], a["event"], a["code"], a["severity"])
        for d in v.get("deals", [])
        for a in d["annotations"]
    ]
    print(f"== {label}: {v['status']} {found}")
    for d in v.get("deals", []):
        s = d.get("settlement") or {}
        print("   expected", s.get("expected"), "recorded", s.get("recorded"))
    if v["status"] == "rejected":
        print("  ", v.get("errors") or v)


def events(doc, deal):
    return doc["deals"][deal]["events"]


def sheet_at(doc, deal, typ, party, reason=None):
    for i, e in enumerate(events(doc, deal)):
        if e["type"] == typ and e["party"] == party and (reason is None or e.get("reason") == reason):
            return i
    raise KeyError((deal, typ, party, reason))


# P1: a one-deal record with one wrong total (07 has no `session` block: are totals still checked?)
d = load("09-betli-contra-one-defender.json")
events(d, 0)[sheet_at(d, 0, "total", 1)]["points"] = -11
run("p1-one-deal-wrong-total", d)

# P2: per-goal lines that add up right for the seat but split wrongly between goals
d = load("02-clean-per-goal.json")
events(d, 2)[sheet_at(d, 2, "score", 2, "party")]["points"] = -2  # rules +2
events(d, 2)[sheet_at(d, 2, "score", 2, "ulti")]["points"] = -4  # rules -8; sum -6 right
run("p2-per-goal-split-wrong-sum-right", d)

# P3: two seats' lines swapped (each wrong, zero-sum kept)
d = load("11-silent-ulti-defender-fails.json")
ev = events(d, 0)
a, b = sheet_at(d, 0, "score", 0, "silent-ulti"), sheet_at(d, 0, "score", 1, "silent-ulti")
ev[a]["points"], ev[b]["points"] = ev[b]["points"], ev[a]["points"]
run("p3-silent-ulti-lines-swapped", d)

# P4: option silent_durchmarsch_scoring=replaces_party on 12 (deal 1 should then be 3 a defender)
d = load("12-silent-100-and-durchmarsch.json")
d["rules"]["silent_durchmarsch_scoring"] = "replaces_party"
run("p4-silent-durch-replaces-party", d)

# P5: a sheet that leaves one seat's line out (deal 0 of 01, seat 2's score removed)
d = load("01-clean-per-deal.json")
del events(d, 0)[sheet_at(d, 0, "score", 2)]
run("p5-one-seat-line-left-out", d)

# P6: total written as the rules' total while the score line above is wrong (03 with the totals
# following the rules, not the sheet): the score line is wrong, the total right by the rules
d = load("03-per-deal-wrong-score.json")
for k, t in ((0, 2), (1, -3), (2, -9)):
    events(d, k)[sheet_at(d, k, "total", 1)]["points"] = t
run("p6-wrong-score-totals-by-rules", d)

# P7: a total wrong by neither reading: slip then the next total neither carries it nor fixes it
d = load("06-total-carries-slip.json")
events(d, 2)[sheet_at(d, 2, "total", 0)]["points"] = 4
run("p7-total-neither-reading", d)

# P8: 08 written per goal, only the three ulti-penalty lines doubled
d = load("07-failed-ulti-contra-per-goal.json")
for s, v in ((0, 8), (1, -16), (2, 8)):
    events(d, 0)[sheet_at(d, 0, "score", s, "ulti-penalty")]["points"] = v
for s, v in ((0, 15), (1, -30), (2, 15)):
    events(d, 0)[sheet_at(d, 0, "total", s)]["points"] = v
run("p8-per-goal-penalty-lines-doubled", d)

# P9: fold written with no lines at all, totals only
d = load("14-fold-midsession.json")
d2 = copy.deepcopy(d)
d2["deals"][0]["events"] = [e for e in events(d2, 0) if e["type"] != "score"]
run("p9-fold-totals-only", d2)
