"""Probes for rage-action-combos (not pinned): edited copies run through the CLI.

A  03 written by reading "each" (one turn per NOTRUMP): does the engine accept it too?
B  NOTRUMP then CHANGE with a card of CHANGE's colour in the trick, written under each of the
   four readings of nc_trick x nc_turn: which records does the engine take as clean?
C  a joker played (named the led colour) by a player who holds the led colour.
D  06 with the stock cut short (not a legal deal): the stock runs out on the last turn.

Usage: python _probes.py   (writes nothing into the corpus; temp files only)
"""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
sys.path.insert(0, str(HERE))
import _gen as g  # noqa: E402


def engine(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f, ensure_ascii=False)
        name = f.name
    try:
        out = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", name],
            cwd=ROOT, env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True,
        )
        v = json.loads(out.stdout)
    finally:
        os.unlink(name)
    anns = [(a["deal"], a["event"], a["seat"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    probs = [(p.get("pointer"), p.get("code")) for p in v.get("problems", []) or v.get("errors", [])]
    comp = [d.get("computed", {}) for d in v.get("deals", [])]
    return v["status"], anns, probs, comp


def mine(doc, reading=g.PRIMARY):
    return [f[:4] for f in g.check(g.strip(doc), reading)]


def gen(spec, reading, seed="probe"):
    old = g.PRIMARY
    g.PRIMARY = reading
    try:
        return g.strip(g.make(spec, seed))
    finally:
        g.PRIMARY = old


def probe_a():
    print("== A: 03 written by reading 'each'")
    spec = next(s for s in g.SPECS if s["name"].startswith("03"))
    each = dict(g.PRIMARY, nn="each")
    doc = json.loads((HERE / "03-two-notrumps-6p.json").read_text())
    deal = doc["deals"][0]
    n = 6
    # replay under 'each' and rewrite trick 3 from its due leader, then the sheet
    plays = [e for e in deal["events"] if e["type"] == "play"]
    t3 = {e["seat"]: e for e in plays[12:]}
    lead = 1  # B2 wins trick 2 under 'each'
    new_t3 = [t3[(lead + k) % n] for k in range(n)]
    bids = [e for e in deal["events"] if e["type"] == "bid"]
    events = bids + plays[:12] + new_t3
    d2 = {"dealer": deal["dealer"], "hands": deal["hands"], "talon": deal["talon"], "events": events}
    doc2 = copy.deepcopy(doc)
    doc2["deals"] = [d2]
    g.check(doc2, each)
    sc = d2.pop("_computed")["scores"]
    for s in range(n):
        events.append({"type": "score", "party": s, "points": sc[s]})
    for s in range(n):
        events.append({"type": "total", "party": s, "points": sc[s]})
    print("   mine (each):", mine(doc2, each), " mine (once):", mine(doc2))
    print("   engine:", engine(doc2)[:2])
    _ = spec


def probe_b():
    print("== B: NOTRUMP then CHANGE, trick holds a card of the new colour")
    base = dict(
        name="probe-b", n=4, round=7, dealer=1,
        stock_top=["O5", "P8", "R6", "Y9", "G3"],
        # O trump; B7 led; NOTRUMP; CHANGE -> P8; P2.  notrump_holds: B7 (seat 2) wins;
        # change_restores: P2 (seat 1) wins.  After: turn -> R6 (trump R); no_turn -> P.
        tricks=[[(2, "B7"), (3, "NOTRUMP"), (0, "CHANGE"), (1, "P2")]],
        hold={2: ["R9", "P14"], 3: ["R1", "P0"]},
        expect=[],
    )
    for nc_trick in g.READINGS["nc_trick"]:
        for nc_turn in g.READINGS["nc_turn"]:
            r = dict(g.PRIMARY, nc_trick=nc_trick, nc_turn=nc_turn)
            for seed in range(40):
                doc = gen(base, r, f"b{seed}")
                # want records that tell the readings apart
                diff = {k: len(mine(doc, dict(g.PRIMARY, nc_trick=a, nc_turn=b)))
                        for k, (a, b) in enumerate([(a, b) for a in g.READINGS["nc_trick"] for b in g.READINGS["nc_turn"]])}
                if sum(1 for v in diff.values() if v == 0) == 1:
                    break
            st, anns, probs, comp = engine(doc)
            print(f"   written under {nc_trick}/{nc_turn} (seed {seed}, clean only under it: "
                  f"{sum(1 for v in diff.values() if v == 0) == 1}): engine {st} {anns} trumps {comp[0].get('trumps')}")


def probe_c():
    print("== C: joker named the led colour by a player holding that colour")
    spec = dict(
        name="probe-c", n=4, round=7, dealer=1,
        stock_top=["O5"],
        tricks=[[(2, "B7"), (3, "WILD", "B"), (0, "B3"), (1, "B9")]],
        hold={3: ["B12"]},
        planted_illegal=[(0, 1)],
        expect=[],
    )
    doc = gen(spec, g.PRIMARY, "c")
    print("   mine:", mine(doc))
    print("   engine:", engine(doc)[:2])


def probe_d():
    print("== D: 06 with the stock cut short")
    doc = json.loads((HERE / "06-deep-stock-8p.json").read_text())
    for keep in (13, 12):
        d2 = copy.deepcopy(doc)
        d2["deals"][0]["talon"] = d2["deals"][0]["talon"][:keep]
        st, anns, probs, comp = engine(d2)
        print(f"   talon cut to {keep}: {st} anns={anns} problems={probs[:4]}")


if __name__ == "__main__":
    random.seed(0)
    probe_a()
    probe_b()
    probe_c()
    probe_d()
