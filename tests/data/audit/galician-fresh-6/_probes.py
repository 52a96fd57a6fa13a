"""Extra probes for galician-fresh-6: single edits of the corpus files, written under /tmp only.

Run from the worktree: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/galician-fresh-6/_probes.py
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/galician-fresh-6-probes"


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def pays(deal):
    return [e for e in deal["events"] if e["type"] == "payment"]


def run(tag, t):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, tag + ".json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False)
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        capture_output=True,
        text=True,
    )
    v = json.loads(r.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    diffs = [d.get("settlement", {}).get("difference") for d in v.get("deals", [])]
    print(f"{tag}: {v['status']} {anns} diff={diffs}")
    return v


def main():
    # P1: 14 with the won game paid x4 (contra and recontra both applied to a won game).
    t = load("14-clean-contra-recontra-won.json")
    for p in pays(t["deals"][0]):
        p["amount"] = 216
    run("p1-contra-recontra-won-x4", t)

    # P2: 07 with the 33 points read as a win (paid 30 to the player).
    t = load("07-clean-exactly-33-lost.json")
    for p in pays(t["deals"][0]):
        p["from"], p["to"] = p["to"], p["from"]
    run("p2-exactly-33-as-won", t)

    # P3: 06 without the reject: the second three taken directly at 'three'.
    t = load("06-clean-reject-first-three-lost.json")
    ev = t["deals"][0]["events"]
    del ev[3]
    run("p3-second-three-taken-without-reject", t)

    # P4: 06 with the loss paid once (the rejected first three not counted).
    t = load("06-clean-reject-first-three-lost.json")
    for p in pays(t["deals"][0]):
        p["amount"] = 42
    run("p4-reject-loss-paid-once", t)

    # P5: 09 with the tarock shown: no renonce; 11 tarocks announced pay 100 from each, game won
    # (41 points: 3x8+30 = 54).
    t = load("09-fault-tarock-laid-away-unshown.json")
    ev = t["deals"][0]["events"]
    ev[4]["shown"] = True
    ev[:] = [e for e in ev if e["type"] != "payment"] + [
        {"type": "payment", "from": h, "to": 0, "amount": a, "reason": r}
        for h in (1, 2)
        for a, r in ((54, "game"), (100, "tarocks"))
    ]
    run("p5-tarock-shown-tarocks-paid", t)

    # P6: 08 paid as a won game (the king's discard ignored in the settlement).
    t = load("08-fault-king-laid-away.json")
    for p in pays(t["deals"][0]):
        p["from"], p["to"], p["amount"] = p["to"], p["from"], 45
    run("p6-king-laid-away-paid-as-won", t)

    # P7: a later seat says 'hold' to a first bid: forehand pass, middle three, rear hold.
    t = load("01-clean-three-won.json")
    ev = t["deals"][0]["events"]
    ev.insert(3, {"type": "bid", "seat": 2, "bid": "pass"})
    ev[2] = {"type": "bid", "seat": 0, "bid": "hold"}
    # (rear 'hold' at event 2, then the middle hand passes: the table let the rear play? no —
    # we keep the middle hand as player and only look at the hold's finding)
    run("p7-rear-holds-first-bid", t)

    # P8: forehand passes (no tape) and later re-enters with 'two'.
    t = load("01-clean-three-won.json")
    ev = t["deals"][0]["events"]
    ev.insert(3, {"type": "bid", "seat": 1, "bid": "two"})
    ev.insert(4, {"type": "bid", "seat": 2, "bid": "pass"})
    run("p8-forehand-reenters-after-pass", copy.deepcopy(t))

    # P9: 13 with the forced pagat but no pool payment by the player (ultimo lost, pool kept).
    t = load("13-clean-pagat-forced-out-pool.json")
    ev = t["deals"][0]["events"]
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e.get("reason") == "pool_ultimo")]
    run("p9-forced-pagat-pool-not-paid", t)

    # P10: 15 with the pool share also taken on the pool won (10% of 365).
    t = load("15-clean-pool-allpass-then-ultimo.json")
    pays(t["deals"][1])[-1]["amount"] = 36.5
    run("p10-share-on-pool-too", t)


if __name__ == "__main__":
    main()
