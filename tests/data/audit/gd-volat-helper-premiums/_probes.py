"""Probes for REPORT.md (not pinned). Writes edited transcripts to a temp dir and runs the CLI on them.

P1: a one where the player's exact card points are 33 1/3 (won by a third under 2/3-per-card counting,
    33 and lost when rounded to whole points): which does the engine do?
P2: 05 with the pool shares taken on gross receipts (player 13.2, each helper 5) instead of the net.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from fractions import Fraction as F
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen as g  # noqa: E402

ROOT = HERE.parents[3]
TMP = Path(tempfile.mkdtemp(prefix="probe-gdvhp-"))


def run(doc, name):
    p = TMP / name
    p.write_text(json.dumps(doc, ensure_ascii=False))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        cwd=ROOT, capture_output=True, text=True, env={"PYTHONPATH": str(ROOT)},
    )
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]]
    comp = v["deals"][0]["computed"]
    return v["status"], anns, comp.get("points"), comp.get("game")


def p1():
    rng = random.Random(101)
    for _ in range(200000):
        hands, talon = g.make_hands(rng, 3, 2, {}, None)
        d = g.play_deal(rng, 3, 2, hands, talon, 1, "one", g.default_discard, g.policy_factory({}), {})
        if d is None:
            continue
        r = d.result
        pts = g.points(r["won"][1] + r["disc"])
        if pts == F(100, 3) and g.plain(d, hands, talon) and not g.remainder_doubt(d):
            pay, _, _ = g.settle(d, F(0), True)
            doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": g.NAMES3,
                   "deals": [g.deal_json(d, g.payment_events(pay))]}
            print("P1 exact points", pts, "my payments:", [(f, t, float(a), w) for f, t, a, w in pay])
            print("P1 engine:", run(doc, "p1.json"))
            return
    print("P1: no deal found")


def p2():
    doc = json.loads((HERE / "05-helper-trull-pays-and-receives.json").read_text())
    ev = doc["deals"][0]["events"]
    ev[:] = [e for e in ev if e.get("reason") != "pool_share"]
    ev += [
        {"type": "payment", "from": 2, "to": "pool", "amount": 13.2, "reason": "pool_share"},
        {"type": "payment", "from": 0, "to": "pool", "amount": 5, "reason": "pool_share"},
        {"type": "payment", "from": 1, "to": "pool", "amount": 5, "reason": "pool_share"},
    ]
    print("P2 engine:", run(doc, "p2.json"))


if __name__ == "__main__":
    p1()
    p2()
