"""Probes beyond the corpus (audit gd-fragment-45p). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-fragment-45p/_probes.py"""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def show(label, t):
    v = validate(t)
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    net = v["session"]["net"]
    print(label, v["status"], found, "session net difference:", net["difference"])
    return v


def bump(t, deal, seat, delta):
    """A seat's line off by delta in one deal, its totals carried on by the sheet's arithmetic."""
    for e in t["deals"][deal]["events"]:
        if e["type"] == "score" and e["party"] == seat:
            e["points"] = round(e["points"] + delta, 6)
    for dl in t["deals"][deal:]:
        for e in dl["events"]:
            if e["type"] == "total" and e["party"] == seat:
                e["points"] = round(e["points"] + delta, 6)


# a1: a later wrong line of the seat that took the unknown pool (01: seat 1 took it in deal 2)
# is found, and the deal's settlement shows it, but the session's net difference drops it.
base = load("01-4p-take-noline-clean.json")
for seat in (1, 3):
    t = copy.deepcopy(base)
    bump(t, 5, seat, 10)
    show("a1 line of seat %d off by 10 in deal 5:" % seat, t)
v = show("a1 corpus file 05 (king seat 2 = deal 2's taker):", load("05-4p-take-stake-failed-king-total.json"))
print(
    "   deal 5 difference:",
    v["deals"][5]["settlement"]["difference"],
    "session expected/recorded seat 2:",
    v["session"]["net"]["expected"]["2"],
    v["session"]["net"]["recorded"]["2"],
)

# c1: a slip in the pool's own line in the deal that takes an unknown pool (03 deal 4, its helper
# slip removed): the record cannot tell the taker's line from the pool's; the engine reports it at the
# taker's line (digest 27.pool: "the taker's line is the rest of them").
t = load("03-4p-take-poolline-helper-wrong-total.json")
for e in t["deals"][4]["events"]:
    if e["type"] == "score" and e["party"] == "pool":
        e["points"] = round(e["points"] - 10, 6)
    if e["type"] == "score" and e["party"] == 0:
        e["points"] = -136.0
for dl in t["deals"][4:]:
    for e in dl["events"]:
        if e["type"] == "total" and e["party"] == 0:
            e["points"] = round(e["points"] - 20, 6)
show("c1 pool line -10 in the take deal:", t)

# the resting seat at five written 5 instead of 0 (09 deal 2): its wrong_score, as expected
t = load("09-5p-failed-take-poolline-zero-clean.json")
for e in t["deals"][2]["events"]:
    if e["type"] == "score" and e["party"] == 3:
        e["points"] = 5
show("resting seat written 5:", t)
