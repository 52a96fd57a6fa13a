"""Probes for the round one-slip-auction-declare (not pinned): edited copies of the round's files,
each run through the engine; the output is quoted in REPORT.md. Run from the worktree root with
PYTHONPATH=$PWD."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def show(title, doc):
    v = validate(doc)
    print("==", title, "->", v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", (a["deal"], a["event"], a["code"]), a["severity"], "|", a["message"][:150])
        if d.get("unchecked"):
            print("   unchecked:", d["unchecked"])
        s = d.get("settlement") or {}
        if s.get("difference"):
            print("   difference:", s["difference"])


def ev(doc):
    return doc["deals"][0]["events"]


# P1 Rage 01: Katka's bid simply not written (no wrong-seat line) -> missing_bid alone?
d = load("01-rage-bid-wrong-seat.json")
x = copy.deepcopy(d)
del ev(x)[1]
show("P1a rage: Katka's bid left out (no slip line)", x)
# P1b: the wrong-seat line attributed correctly (the table's truth) -> clean
x = copy.deepcopy(d)
ev(x)[1]["seat"] = 2
show("P1b rage: the slip undone", x)
# P1c: Katka's recorded score changed to fit no bid of hers (+11 -> -4): still unchecked?
x = copy.deepcopy(d)
for e in ev(x):
    if e["type"] in ("score", "total") and e["party"] == 2:
        e["points"] = -4
show("P1c rage: Katka's score written as -4 (the record's 11 fits the bid at event 1)", x)

# P2 Ulti 04: the slip undone -> clean
d = load("04-ulti-pass-wrong-seat.json")
x = copy.deepcopy(d)
ev(x)[2]["seat"] = 2
show("P2a ulti: the slip undone", x)
# P2b: Csilla's pass left out altogether
x = copy.deepcopy(d)
del ev(x)[2]
show("P2b ulti: Csilla's pass left out", x)

# P3 Ulti 06: the contra written for Anna (the truth) -> clean; written for Csilla before her card
d = load("06-ulti-betli-contra-wrong-defender.json")
x = copy.deepcopy(d)
ev(x)[8]["seat"] = 0
show("P3a ulti: contra written for Anna (the truth)", x)
x = copy.deepcopy(d)
dbl = ev(x).pop(8)
ev(x).insert(7, dbl)  # before Csilla's first card
show("P3b ulti: contra for Csilla, placed before Csilla's card (payments fit Anna's contra)", x)

# P4 Galician 07: the slip undone; Czesław's pass left out
d = load("07-galician-pass-wrong-seat.json")
x = copy.deepcopy(d)
ev(x)[1]["seat"] = 2
show("P4a galician: the slip undone", x)
x = copy.deepcopy(d)
del ev(x)[1]
show("P4b galician: Czesław's pass left out", x)

# P5 Galician 08 / Danish 11: a second announcement/declaration that differs from the first
d = load("08-galician-announce-written-twice.json")
x = copy.deepcopy(d)
ev(x)[6]["items"] = []
show("P5a galician: the second announce line of Bożena is [] (differs)", x)
x = copy.deepcopy(d)
e = ev(x).pop(6)
ev(x).insert(7, e)
show("P5b galician: the copied line after Czesław's announce (out of order)", x)
d = load("11-danish-declaration-written-twice.json")
x = copy.deepcopy(d)
ev(x)[14]["items"] = []
show("P5c danish: the dealer's second declare line is [] (differs)", x)
x = copy.deepcopy(d)
e = ev(x).pop(14)
ev(x).insert(15, e)
show("P5d danish: the copied line after Bartek's pass (out of rotation)", x)

# P6 Danish 10: the slip undone; Celina's own pass left out (the slip line then her only declare)
d = load("10-danish-declaration-wrong-seat.json")
x = copy.deepcopy(d)
ev(x)[10]["seat"] = 1
show("P6a danish: the slip undone", x)
x = copy.deepcopy(d)
del ev(x)[15]
show("P6b danish: Celina's own pass left out", x)

# P7 Terziglio 13: the slip undone; Giulia's gioco written for Franco (who had passed)
d = load("13-terziglio-gioco-wrong-seat.json")
x = copy.deepcopy(d)
ev(x)[1]["seat"] = 2
show("P7a terziglio: the slip undone", x)
x = copy.deepcopy(d)
del ev(x)[1]
show("P7b terziglio: Giulia's gioco left out altogether", x)

sys.exit(0)
