"""Probes for the fresh-mainstream-3 report (writes to /tmp only).

Run from the worktree: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/fresh-mainstream-3/_probes.py
"""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).resolve().parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def show(tag, t):
    Path("/tmp/fm3_probe_%s.json" % tag).write_text(json.dumps(t, ensure_ascii=False))
    v = validate(t)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    diffs = {d["index"]: d.get("settlement", {}).get("difference") for d in v["deals"] if d.get("settlement", {}).get("difference")}
    print(tag, v["status"], found, diffs)


# 06: Eva's score line missing, her total right -> clean. Is the total still checked?
t = load("06-rage-6p-missing-score.json")
a = copy.deepcopy(t)
for e in a["deals"][1]["events"]:
    if e["type"] == "total" and e["party"] == 4:
        e["points"] += 5
show("06_total_wrong_too", a)
b = copy.deepcopy(t)
b["deals"][1]["events"] = [e for e in b["deals"][1]["events"] if not (e["type"] == "total" and e["party"] == 4)]
show("06_total_missing_too", b)
# the same seat's score written wrong instead of missing
c = load("01-rage-8p-full-clean.json")
c["deals"][1]["events"] = [e for e in c["deals"][1]["events"] if not (e["type"] == "score" and e["party"] == 3)]
show("01_score_line_dropped", c)
# 09: the penalty recorded as 20 instead of 40 to one pool -> the engine's irreparable fine is 40
d = load("09-danish-4p-king-in-skat.json")
for e in d["deals"][0]["events"]:
    if e.get("reason") == "penalty" and e["to"] == "king_pool":
        e["amount"] = 20
show("09_penalty_20", d)
# 11: the failure to trump is read as a renonce; with the payments of a won game recorded the engine
# should report them (player lost unconditionally)
