"""Probes on doubtful points (not pinned). Run from the worktree root with PYTHONPATH=$PWD."""

import copy
import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen as G  # noqa: E402

from validator.engine.validate import validate  # noqa: E402  (phase 2 only)


def show(name, t):
    v = validate(t)
    print("==", name, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", a["deal"], a["event"], a["code"], "|", a["message"][:220])
        s = d.get("settlement")
        if s:
            print("   expected", s["expected"], "diff", s["difference"])
    for p in v.get("problems", []):
        print("  PROBLEM", p)


def load(n):
    return json.load(open(next(HERE.glob(n + "*.json"))))


# P1: file 09, the double on the helper's tarocks given by the player instead of the partner.
t = load("09")
t["deals"][0]["events"][8]["seat"] = 1
show("P1 09 player contra on helper tarocks (revoke kept)", t)

# P2/P3: a fresh 4p deal: helper announces 10 tarocks, no faults; then the player contras them
spec = dict(G.FILES[8]["deals"][0])
spec.pop("faults_play")
spec["renonce_side"] = None
for label, dbl in (
    ("P2 helper tarocks, no double", []),
    ("P3 helper tarocks, player contra", [(1, "tarocks", 2)]),
):
    sp = dict(spec, doubles=dbl, legal_doubles=dbl, faults=[])
    seed, deal, info, pay, facts = G.make_deal(sp, 4, 5)
    for frm, to, amt, reason in pay:
        deal["events"].append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
    print(label, "my payments:", pay)
    t = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": G.NAMES[:4],
        "deals": [deal],
    }
    show(label, t)

# P4: supracontra by the helper who did not contra (file 02 + seat 1 gives 8), and a 16 after it
t = load("02")
ev = t["deals"][0]["events"]
ev.insert(10, {"type": "double", "seat": 1, "target": "game", "level": 8})
show("P4 02 + supracontra by the other helper (won: still x2)", t)
t2 = copy.deepcopy(t)
t2["deals"][0]["events"].insert(11, {"type": "double", "seat": 2, "target": "game", "level": 16})
show("P5 02 + supracontra + 16 by the player", t2)

# P6: file 02 with the won game written at x4 (420): recontra must not raise a won game
t = load("02")
for e in t["deals"][0]["events"]:
    if e["type"] == "payment" and e["reason"] == "game":
        e["amount"] = 420
show("P6 02 game written x4", t)
