"""Ad-hoc probes for danish-seats-edges2 (writes only to /tmp). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-seats-edges2/_probes.py

Question: 12/13 (a seat leaves after deal 1 and is taken again at deal 4) are read by the engine
as a misdealt four-handed deal 2. Is it the leave, the re-join, or their combination?
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(tag, doc):
    path = f"/tmp/seats-edges2-probe-{tag}.json"
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": ROOT},
    )
    v = json.loads(out.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"] if a["severity"] == "violation"]
    print(f"{tag}: {v['status']} {len(found)} {found[:6]}")


def main():
    d12 = load("12-leave-rejoin-clean.json")
    d13 = load("13-leave-rejoin-departed-acted.json")
    # P1: the leave alone (deals 0-3: seat 1 gone to the record's end)
    p = copy.deepcopy(d12)
    p["deals"] = p["deals"][:4]
    run("P1-leave-to-end", p)
    # P2: P1 with the departed seat declaring in deal 2 (13 cut the same way)
    p = copy.deepcopy(d13)
    p["deals"] = p["deals"][:4]
    run("P2-leave-to-end-departed-acted", p)
    # P3: the re-join in the record's last deal (deals 0-4)
    p = copy.deepcopy(d12)
    p["deals"] = p["deals"][:5]
    run("P3-rejoin-last-deal", p)
    # P4: the record taken up at deal 2 (pools carried in): seat 1 never seen before the join
    p = copy.deepcopy(d12)
    pools = {"pagat_pool": 0, "king_pool": 0}
    for dl in p["deals"][:2]:
        for e in dl["events"]:
            if e["type"] == "payment":
                for side, sign in (("to", 1), ("from", -1)):
                    if e[side] in pools:
                        pools[e[side]] += sign * e["amount"]
    p["deals"] = p["deals"][2:]
    p["start"] = {"pools": pools}
    run("P4-taken-up-after-leave", p)
    # P5: 12 as a play-only record (hands null)
    p = copy.deepcopy(d12)
    for dl in p["deals"]:
        dl["hands"] = None
    run("P5-leave-rejoin-playonly", p)


if __name__ == "__main__":
    main()
