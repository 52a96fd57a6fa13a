"""Probes beyond the corpus (phase 2): the auction of 09-s5-illegal-bid deal 10 in variants.
Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-long/_probes.py"""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate_bytes

HERE = Path(__file__).parent
base = json.loads((HERE / "09-s5-illegal-bid.json").read_text())

VARIANTS = {
    "as recorded: two / three(void) / pass / void-caller pass": None,
    "void caller corrects at once: two / three / pass(s0) / pass(s2)": [
        (4, "two"),
        (0, "three"),
        (0, "pass"),
        (2, "pass"),
    ],
    "void caller never calls again: two / three / pass(s2)": [(4, "two"), (0, "three"), (2, "pass")],
    "legal control: two / pass / pass": [(4, "two"), (0, "pass"), (2, "pass")],
    "holder answers first: two / three / pass(s2) / hold(s4) / pass(s0)": [
        (4, "two"),
        (0, "three"),
        (2, "pass"),
        (4, "hold"),
        (0, "pass"),
    ],
}


def run(t):
    v = json.loads(json.dumps(validate_bytes(json.dumps(t).encode())))
    return [
        (a["deal"], a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]
    ], v["status"]


for name, bids in VARIANTS.items():
    t = copy.deepcopy(base)
    t["deals"] = t["deals"][:11]
    if bids:
        ev = t["deals"][10]["events"]
        rest = [e for e in ev if e["type"] != "bid"]
        t["deals"][10]["events"] = [{"type": "bid", "seat": s, "bid": b} for s, b in bids] + rest
    print(name, "->", run(t))
