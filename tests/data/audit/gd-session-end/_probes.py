"""Probes for gd-session-end (not pinned): edited copies of the round's files, written to a temp
dir and validated with the CLI. Run: PYTHONPATH=<worktree> python _probes.py"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    anns = [(a["deal"], a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]]
    print(tag, v["status"], anns, "pool:", v.get("session", {}).get("pool"))
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", a["message"])


def main():
    # P1: the pool (102.7) of 02 (payments) shared out to the four seats after its last deal's
    # totals (the source says nothing of it)
    d2 = load("02-clean-4p-pay-allpass-last-totals.json")
    p1 = copy.deepcopy(d2)
    for s, amt in ((0, 25.675), (1, 25.675), (2, 25.675), (3, 25.675)):
        p1["deals"][-1]["events"].append({"type": "payment", "from": "pool", "to": s, "amount": amt})
    run("P1 02's pool shared out by payments after its last deal", p1)
    d = load("01-clean-3p-sheet-ultimo-takes-pool-last.json")

    # P2: 01's sheet writes the share-out into its last totals (pool total 0, seats + 10.466667)
    p2 = copy.deepcopy(d)
    ev = p2["deals"][-1]["events"]
    for e in ev:
        if e["type"] == "total":
            if e["party"] == "pool":
                e["points"] = 0
            else:
                e["points"] = round(e["points"] + 31.4 / 3, 6)
    run("P2 01's last totals written after sharing the pool out", p2)

    # P3: 06 with the re-founding stakes of the last deal left out of the payments (the totals at
    # the end kept as the rules make them)
    d6 = load("06-3p-pay-pool-total-forgets-stakes.json")
    p3 = copy.deepcopy(d6)
    p3["deals"][-1]["events"] = [e for e in p3["deals"][-1]["events"] if e.get("reason") != "pool_stake"]
    for e in p3["deals"][-1]["events"]:
        if e["type"] == "total" and e["party"] == "pool":
            e["points"] = 68
    run("P3 06 without the last deal's stakes, pool total 68", p3)

    # P3b: as P3, with the totals at the end those of no stake (pool 38, seats +10)
    p3b = copy.deepcopy(p3)
    for e in p3b["deals"][-1]["events"]:
        if e["type"] == "total":
            e["points"] = 38 if e["party"] == "pool" else round(e["points"] + 10, 6)
    run("P3b 06 without the last deal's stakes, totals without them", p3b)

    # P3c: 06's stakes moved from the deal after the ultimo to the ultimo deal itself is not tried;
    # instead 07 (no ultimo before its last deal) with stakes written in deal 1 (not due)
    d7 = load("07-3p-pay-ultimo-takes-wrong-pool-last.json")
    p3c = copy.deepcopy(d7)
    p3c["deals"][1]["events"][-1:-1] = [
        {"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"} for s in range(3)
    ]
    run("P3c 07 with stakes written in deal 1 (pool running)", p3c)

    # P4: 13 (pool unknown) with its first pool total written 0: not judged?
    d13 = load("13-3p-midway-no-pool-sheet-wrong-final-total.json")
    p4 = copy.deepcopy(d13)
    for e in p4["deals"][0]["events"]:
        if e["type"] == "total" and e["party"] == "pool":
            e["points"] = 0
    run("P4 13 with the first pool total written 0", p4)


if __name__ == "__main__":
    main()
