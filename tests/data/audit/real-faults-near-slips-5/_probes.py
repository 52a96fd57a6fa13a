"""Probes for REPORT.md: edited copies of this round's transcripts, written to /tmp and validated.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/real-faults-near-slips-5/_probes.py
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/rfns5-probes"


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(tag, doc):
    os.makedirs(OUT, exist_ok=True)
    p = os.path.join(OUT, tag + ".json")
    with open(p, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True, check=False
    )
    v = json.loads(r.stdout)
    print(f"== {tag}: {v['status']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   {a['event']} {a['code']} {a['severity']}: {a['message'][:160]}")


def main():
    g = load("10-galician-forehand-bids-after-passing.json")
    ev = g["deals"][0]["events"]
    # P1: the forehand says 'tape' (keeps his right to bid on): the same deal, no fault
    p1 = copy.deepcopy(g)
    p1["deals"][0]["events"][0]["bid"] = "tape"
    run("p1-galician-tape-instead-of-pass", p1)
    # P2: the after-pass bid left as is; where do the taken cards go? the dealt hand of seat 1 lacks them
    take = next(e for e in ev if e["type"] == "take")
    print("   seat 1 dealt hand holds the taken cards:", [c in g["deals"][0]["hands"][1] for c in take["cards"]])
    print("   talon:", g["deals"][0]["talon"])
    # P3: Terziglio, a defender's take stands (no card_not_in_hand) - for comparison, as recorded
    run("p3-terziglio-as-recorded", load("14-terziglio-defender-exchanges-with-widow.json"))
    # P4: Ulti 06 with the reason 'party' -> clean, no warning
    u = load("06-ulti-party-paid-as-ulti.json")
    u["deals"][0]["events"][-1]["reason"] = "party"
    run("p4-ulti-reason-party", u)
    # P5: Danish 08 without the late declaration -> the missing declaration alone
    d = load("08-danish-trumps-declared-after-first-card.json")
    del d["deals"][0]["events"][5]
    run("p5-danish-no-late-declaration", d)
    # P6: Danish 08 with the declaration made in turn (the [] replaced) and no late one -> clean
    d2 = load("08-danish-trumps-declared-after-first-card.json")
    late = d2["deals"][0]["events"][5]
    d2["deals"][0]["events"][2]["items"] = late["items"]
    del d2["deals"][0]["events"][5]
    run("p6-danish-declared-in-turn", d2)


if __name__ == "__main__":
    main()
