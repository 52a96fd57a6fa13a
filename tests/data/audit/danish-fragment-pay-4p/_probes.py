"""Probes beyond the corpus (run from the worktree root with PYTHONPATH=$PWD).

Each builds a variant of a corpus file in memory and prints the engine's violations.
"""

import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(label, doc):
    v = validate(doc)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(label, v["status"], found)


def probes():
    # 05 with its last totals including the shares (before or after them): clean
    d = load("05-tout-kprzy-session-end.json")
    ev = d["deals"][6]["events"]
    sh = {}
    for e in ev:
        if e.get("reason") == "session_end":
            sh[e["to"]] = sh.get(e["to"], 0) + e["amount"]
    for e in ev:
        if e["type"] == "total":
            e["points"] += sh[e["party"]]
    run("05 totals with the shares, written before them", d)
    # 12: the take at what the pool as paid held (185) or at the rules' content (180)
    for amt in (185, 180):
        d = load("12-kultkprzy-klost-take.json")
        d["deals"][4]["events"][93]["amount"] = amt
        run(f"12 take {amt}", d)
    # 01: the sitter's refill left out -> missing_payment at the deal
    d = load("01-kult-unknown-take.json")
    ev = d["deals"][2]["events"]
    i = next(i for i, e in enumerate(ev) if e.get("reason") == "refill" and e["from"] == 0)
    del ev[i]
    run("01 sitter refill missing", d)
    # 01: take of the unknown king pool written 10, below the 30 the record itself paid in
    d = load("01-kult-unknown-take.json")
    d["deals"][2]["events"][99]["amount"] = 10
    run("01 unknown take 10 (< 30 paid in since the record began)", d)
    # 01: take of the unknown king pool written 173 (not a multiple of 5)
    d = load("01-kult-unknown-take.json")
    d["deals"][2]["events"][99]["amount"] = 173
    run("01 unknown take 173", d)
    # 02: the przydupek pays 10 / 15 into the unknown pagat pool (15 went in since the record
    # began), totals following what he paid
    for amt in (10, 15):
        d = load("02-pprzy-then-pult.json")
        d["deals"][1]["events"][88]["amount"] = amt
        for di in range(1, 6):
            for e in d["deals"][di]["events"]:
                if e["type"] == "total" and e["party"] == 3:
                    e["points"] += 125 - amt
        run(f"02 przydupek pays {amt}", d)


if __name__ == "__main__":
    probes()
