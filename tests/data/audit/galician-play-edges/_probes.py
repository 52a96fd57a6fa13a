"""Ad-hoc probes for the galician-play-edges round (phase 2). Writes only to /tmp.

P1: counting remainders: `two` (pile 3t+2) and `one` (3t+1) games; the engine's player and
    helper points against the exact-thirds count (whole deck = 66).
P2: the player's pile 3t+1 at exactly 33 1/3 by exact thirds: won or lost?
P3: the helper's pagat: a helper announcing pagat ultimo is illegal (27 'Ultimo liczy się tylko
    graczowi'); not a play duty, skipped.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _gen as g  # noqa: E402

ROOT = HERE.parents[3]
OUT = Path("/tmp/gpe_probes")
OUT.mkdir(exist_ok=True)


def run(tr, name):
    p = OUT / name
    p.write_text(json.dumps(tr, ensure_ascii=False))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )
    return json.loads(r.stdout)


def deal_for(bid, buy, seed, want):
    for k in range(20000):
        rng = random.Random(seed * 1000 + k)
        d = g.make_deal(rng, bid=bid, buy=buy)
        try:
            d.do_discard()
        except AssertionError:
            continue
        g.simulate(d, rng)
        if g.ok_premiums(d) and want(g.points(d)):
            return d
    raise SystemExit("none")


g.MULT["two"] = (4, 40)


def probe(bid, buy, seed, want, label):
    d = deal_for(bid, buy, seed, want)
    ev, _ = g.events(d, [])
    v = run(g.transcript(d, ev, label), f"{label}.json")
    c = v["deals"][0]["computed"]
    p, h, t = g.piles(d)
    print(
        label,
        "pile",
        len(p),
        "helpers pile",
        len(h),
        "exact player",
        float(g.pile_points(p)),
        "exact helpers",
        float(g.pile_points(h)),
        "| engine",
        c["points"],
        "won",
        c["won"],
        "value",
        c["game"],
        "status",
        v["status"],
        [(a["event"], a["code"]) for a in v["deals"][0]["annotations"]],
    )


if __name__ == "__main__" and len(sys.argv) == 1:
    probe("two", 2, 1, lambda p: p > 36, "P1-two")
    probe("one", 1, 2, lambda p: p > 36, "P1-one")
    probe("one", 1, 3, lambda p: 33 < p < 34, "P2-one-33-and-a-third")
    probe("two", 2, 4, lambda p: 33 < p < 34, "P2-two-33-and-two-thirds")


def remainder_table(bid, buy, n=12):
    """P4: many deals; the engine's player points against tricks and the discard."""
    rows = set()
    for k in range(400):
        rng = random.Random(77 * 1000 + k)
        d = g.make_deal(rng, bid=bid, buy=buy)
        try:
            d.do_discard()
        except AssertionError:
            continue
        g.simulate(d, rng)
        if not g.ok_premiums(d):
            continue
        ev, _ = g.events(d, [])
        v = run(g.transcript(d, ev, "p4"), "P4.json")
        c = v["deals"][0]["computed"]
        p, h, t = g.piles(d)
        tricks_pts = sum(g.value(x) for x in p if x not in d.discard) - 2 * t
        rest = sum(g.value(x) for x in h) - 2 * (12 - t)
        row = (
            bid,
            tuple(d.discard),
            tuple(g.value(x) for x in d.discard),
            "tricks",
            tricks_pts,
            "engine",
            c["points"]["player"],
            "engine-tricks",
            round(c["points"]["player"] - tricks_pts, 3),
            "| helpers tricks+talon raw",
            rest,
            "talon",
            tuple(d.rest_talon),
            "engine",
            c["points"]["helpers"],
        )
        rows.add(row)
        if len(rows) >= n:
            break
    for r in sorted(rows, key=str):
        print(*r)


if __name__ == "__main__" and "--table" in sys.argv:
    remainder_table("one", 1)
    remainder_table("two", 2)


def file14_readings():
    """P5: file 14 with no payments, and paid 100 (lone card 1 off), 105 (0 off), 101.666667."""
    base = json.loads((HERE / "14-one-odd-remainder.json").read_text())
    for amt in (None, 100, 105, 101.666667, 103):
        tr = json.loads(json.dumps(base))
        ev = tr["deals"][0]["events"]
        ev[:] = [e for e in ev if e["type"] != "payment"]
        if amt is not None:
            for h in (2, 0):
                ev.append({"type": "payment", "from": h, "to": 1, "amount": amt, "reason": "game"})
        v = run(tr, "P5.json")
        d = v["deals"][0]
        print(
            "P5 paid",
            amt,
            v["status"],
            [(a["event"], a["code"]) for a in d["annotations"]],
            d["computed"]["points"],
            d["computed"]["game"],
        )


if __name__ == "__main__" and "--p5" in sys.argv:
    file14_readings()
