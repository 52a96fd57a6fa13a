"""Probes for audit ulti-fresh-4: each alters one recorded payment of a clean file and checks
that the engine calls it wrong. Writes only to /tmp. Run from the worktree root with PYTHONPATH=$PWD."""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(tag, tr):
    path = f"/tmp/ulti-fresh-4-probe-{tag}.json"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    anns = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    print(tag, v["status"], anns)


def main():
    # P1: silent 100 paid beside a declared red 40-100 (source: 100 was declared; not silent)
    t = load("02-red-40-100-ulti-durchmarsch-then-silent-durchmarsch.json")
    p = copy.deepcopy(t)
    ev = p["deals"][1]["events"]
    ev += [
        {"type": "payment", "from": 0, "to": 2, "amount": 4, "reason": "silent-100"},
        {"type": "payment", "from": 1, "to": 2, "amount": 4, "reason": "silent-100"},
    ]
    run("p1-silent100-beside-40-100", p)
    # P2: red party paid beside the silent 100 that replaces it
    t = load("03-silent-bonuses.json")
    p = copy.deepcopy(t)
    ev = p["deals"][0]["events"]
    ev += [
        {"type": "payment", "from": 0, "to": 2, "amount": 2, "reason": "party"},
        {"type": "payment", "from": 1, "to": 2, "amount": 2, "reason": "party"},
    ]
    run("p2-party-beside-silent100", p)
    # P3: ulti penalty doubled by the contra (source: not doubled)
    t = load("04-fold-then-ulti-failed-contra.json")
    p = copy.deepcopy(t)
    for e in p["deals"][1]["events"]:
        if e.get("reason") == "ulti-penalty":
            e["amount"] = 8
    run("p3-ulti-penalty-doubled", p)
    # P4: betli contra by seat 1 applied to seat 2 too (no trumps: only the doubler's pair)
    t = load("01-ulti-contra-recontra-then-betli-contra.json")
    p = copy.deepcopy(t)
    for e in p["deals"][1]["events"]:
        if e["type"] == "payment" and e["from"] == 2:
            e["amount"] = 10
    run("p4-betli-contra-both", p)
    # P5: recontra in 01 deal 0 paid only by the defender who said contra (16 and 4)
    p = copy.deepcopy(t)
    for e in p["deals"][0]["events"]:
        if e["type"] == "payment" and e["from"] == 1 and e.get("reason") == "ulti":
            e["amount"] = 4
    run("p5-recontra-one-defender", p)


if __name__ == "__main__":
    main()
