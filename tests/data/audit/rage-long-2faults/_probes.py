"""Probes beyond the corpus (rage-long-2faults).  Run from the worktree root:
PYTHONPATH=$PWD python tests/data/audit/rage-long-2faults/_probes.py
Each probe edits a corpus file (or plays a new session with _gen.py) in memory, validates it and
prints what I expect beside what the engine says."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent
spec = importlib.util.spec_from_file_location("gen", HERE / "_gen.py")
gen = importlib.util.module_from_spec(spec)
spec.loader.exec_module(gen)


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def found(v):
    ann = [(a["deal"], a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]]
    return v["status"], ann


def show(title, expect, doc):
    v = validate(doc)
    st, ann = found(v)
    print(f"-- {title}\n   expect: {expect}\n   engine: {st} {ann}")
    unchecked = [(d["index"], d.get("unchecked")) for d in v["deals"] if d.get("unchecked")]
    if unchecked:
        print(f"   unchecked: {unchecked}")
    return v


def ev_index(deal, typ, party):
    return next(i for i, e in enumerate(deal["events"]) if e["type"] == typ and e.get("party") == party)


# P1: the stock running out of colour cards (only a stock written short can): c01 round 8, the
# stock written only down to the CHANGE's card, so the NOTRUMP's turn after t1 finds nothing.
doc = load("c01-4p-change-then-notrump.json")
d = doc["deals"][7]
d["talon"] = d["talon"][: d["talon"].index("O1") + 1]
show(
    "P1 stock written short, NOTRUMP turn finds no colour card",
    "clean, one stock_exhausted warning (trump after: unknown, orange fits)",
    doc,
)

# P2: a wrong total, and the next total back at the rules' sum (not the sheet's arithmetic)
doc = load("c05-8p-stock-action-cards.json")
d5 = doc["deals"][5]
k = ev_index(d5, "total", 2)
d5["events"][k]["points"] += 10
show("P2 wrong total r6, next total by the rules", f"one wrong_total (5, {k})", doc)

# P3: a wrong score, the total written by the rules (not carrying it)
doc = load("c03-3p-plus-minus-last-trick.json")
d4 = doc["deals"][4]
k = ev_index(d4, "score", 1)
d4["events"][k]["points"] += 1
show("P3 wrong score, total by the rules", f"one wrong_score (4, {k})", doc)

# P4: a wrong score carried by its total, the next total back at the rules' sum
doc = load("c03-3p-plus-minus-last-trick.json")
d4, d5 = doc["deals"][4], doc["deals"][5]
k = ev_index(d4, "score", 1)
d4["events"][k]["points"] += 1
d4["events"][ev_index(d4, "total", 1)]["points"] += 1
show("P4 wrong score carried, next total by the rules", f"one wrong_score (4, {k})", doc)

# P5: a wrong score and a wrong total for the same seat in one round (the total neither the sheet's
# sum nor the rules')
doc = load("c03-3p-plus-minus-last-trick.json")
d4 = doc["deals"][4]
k = ev_index(d4, "score", 1)
kt = ev_index(d4, "total", 1)
d4["events"][k]["points"] += 1
d4["events"][kt]["points"] += 3
show(
    "P5 wrong score and a wrong total of the same seat, same round",
    f"wrong_score (4, {k}), wrong_total (4, {kt})",
    doc,
)


# P6: NOTRUMP then CHANGE with a card of the CHANGE's colour in the trick (the readings differ):
# played by the trumpless reading, and by the CHANGE-trumps reading
def nc_differs(seed):
    rounds = gen.session(2000 + seed, 5, seed % 5)
    gen.no_faults(rounds)
    for r, rd in enumerate(rounds):
        for tr in rd.tricks:
            if tr["fx"] == "NC" and not tr["last"]:
                w_no = gen.resolve(tr["plays"], None)
                w_ch = gen.resolve(tr["plays"], tr["changes"][0])
                if w_no != w_ch:
                    return rounds, (r, tr)
    raise gen.Reject


for reading in ("notrump", "change"):
    gen.NC_READING = reading
    seed, (rounds, (r, tr)) = gen.find(nc_differs)
    doc, facts = gen.transcript(5, rounds)
    show(
        f"P6 NOTRUMP then CHANGE, readings differ, played by the {reading} reading (seed {seed}, round {r + 1} {gen.describe_trick(tr)})",
        "clean (the digest's leniency: the next lead tells)",
        doc,
    )
gen.NC_READING = None

# P7: f05 with the joker's trick also carrying its total (score wrong, total carries it) -- as in
# the corpus, and with the unnamed joker named after all: only the wrong score
doc = load("f05-7p-unnamed-joker-wrong-score.json")
doc2 = copy.deepcopy(doc)
doc2["deals"][1]["events"][7]["named"] = "R"
show("P7 f05 with the joker named R", "one wrong_score (1, 72)", doc2)
