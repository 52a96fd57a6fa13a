"""Probes beyond the corpus (run from the worktree root: PYTHONPATH=$PWD python <this file> [ENGINE_PATH]).

P1  10-s3-pool-share-carried with deal 11 written from the rules' pool (168.6, not the sheet's
    162.6): the record follows the rules' pool; the gd30 (c) ruling accepts it too (expected: only
    the two deal-10 findings), also under the fix proposed in REPORT.md.
P2  08-s3-renonce-written-as-won cut after deal 9 (the renonce deal is the session's last): no next
    deal was dealt, so §31 does not bar the claim; the sheet that writes the game as won is wrong
    (expected: revoke and four wrong_score).
P3  08 with deal 9 written by §23 (consolation 30 to each): expected revoke only (the record applies
    the penalty; both readings accept it).
"""

import copy
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = sys.argv[1] if len(sys.argv) > 1 else os.getcwd()


def run(t, label):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(t, fh)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", fh.name],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": ROOT},
    ).stdout
    v = json.loads(out)
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    print(label, v["status"], found)


def set_lines(deal, lines, totals_from):
    ev = deal["events"]
    for e in ev:
        if e["type"] == "score" and str(e["party"]) in lines:
            e["points"] = lines[str(e["party"])]
    for e in ev:
        if e["type"] == "total":
            k = str(e["party"])
            e["points"] = round(
                totals_from[k]
                + [x for x in ev if x["type"] == "score" and str(x["party"]) == k][0]["points"],
                6,
            )


def last_totals(deal):
    return {str(e["party"]): e["points"] for e in deal["events"] if e["type"] == "total"}


t10 = json.loads((HERE / "10-s3-pool-share-carried.json").read_text())
p1 = copy.deepcopy(t10)
set_lines(p1["deals"][11], {"0": 483.6, "pool": -133.6}, last_totals(p1["deals"][10]))
run(p1, "P1 follows the rules' pool:")

t08 = json.loads((HERE / "08-s3-renonce-written-as-won.json").read_text())
p2 = copy.deepcopy(t08)
p2["deals"] = p2["deals"][:10]
run(p2, "P2 renonce in the last deal, written as won:")

p3 = copy.deepcopy(t08)
set_lines(p3["deals"][9], {"0": -60, "1": 27, "2": 27, "pool": 6}, last_totals(p3["deals"][8]))
prev = last_totals(p3["deals"][9])
set_lines(p3["deals"][10], {}, prev)
run(p3, "P3 renonce written by §23:")
