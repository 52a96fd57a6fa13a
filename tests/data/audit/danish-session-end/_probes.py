"""Probes for audit round danish-session-end (edited copies of the round's files; not pinned).

Run from the worktree root:  PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-session-end/_probes.py
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(label, t):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(t, f)
        path = f.name
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=ROOT),
    ).stdout
    os.unlink(path)
    v = json.loads(out)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    warn = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] != "violation"]
    s = v.get("session", {})
    print(f"{label}: {v['status']} {found}" + (f" warnings {warn}" if warn else ""))
    print(f"    session pools {s.get('pools')} net difference {s.get('net', {}).get('difference')}")
    for d in v["deals"]:
        for a in d["annotations"]:
            if a["severity"] == "violation":
                print("      ", a["deal"], a["event"], a["code"], "|", a["message"][:220])


def last(t):
    return t["deals"][-1]["events"]


def drop(evs, pred):
    evs[:] = [e for e in evs if not pred(e)]


def main():
    base = load("01-clean-3p-paid.json")

    # A: only the totals after the shares (the before-totals 95-99 removed)
    t = copy.deepcopy(base)
    del last(t)[95:100]
    run("A 01 without the totals before the shares", t)

    # B: only the totals before the shares (the after-totals removed)
    t = copy.deepcopy(base)
    del last(t)[106:]
    run("B 01 without the totals after the shares", t)

    # C: no share-out at all and no totals after (the record stops at the last deal's totals)
    t = copy.deepcopy(base)
    del last(t)[100:]
    run("C 01 without shares (session not closed in the record)", t)

    # D: seat 2's total after the shares 5 high (not a repeat of the total before)
    t = copy.deepcopy(base)
    last(t)[108]["points"] += 5
    run("D 01 seat 2 total after +5", t)

    # E: the king pool's total after the shares repeats its total before (90)
    t = copy.deepcopy(base)
    last(t)[110]["points"] = 90
    run("E 01 king pool total after = 90 (repeat)", t)

    # E2: seat 0's total after the shares repeats its total before (-15)
    t = copy.deepcopy(base)
    last(t)[106]["points"] = -15
    run("E2 01 seat 0 total after = -15 (repeat)", t)

    # F: 13 with the king remainder (5) given to seat 2 (30, 30, 35), pool total after 0; fault kept
    t = load("13-ambig-fives-remainder-stays-share-to-wrong-player.json")
    ev = last(t)
    ev[107]["amount"] = 35
    ev[110]["points"] += 5
    ev[112]["points"] = 0
    run("F 13 king 30/30/35 (remainder to seat 2)", t)

    # G: 13 with the king shares 30 x3 but the king pool total after written 0
    t = load("13-ambig-fives-remainder-stays-share-to-wrong-player.json")
    last(t)[112]["points"] = 0
    run("G 13 king 30 x3, pool total after written 0", t)

    # G2: 13 with the king shares in exact thirds (31.666667 x2, 31.666666), fault kept
    t = load("13-ambig-fives-remainder-stays-share-to-wrong-player.json")
    ev = last(t)
    for i, a in zip((105, 106, 107), (31.666667, 31.666667, 31.666666), strict=True):
        ev[i]["amount"] = a
    del ev[108:]
    run("G2 13 king in exact thirds (totals after dropped)", t)

    # H: 02 shared among the three active players of the last deal (sitter seat 1 gets nothing)
    t = load("02-clean-4p-paid.json")
    ev = last(t)
    del ev[99:]
    for pool in ("pagat_pool", "king_pool"):
        for s in (0, 2, 3):
            ev.append({"type": "payment", "from": pool, "to": s, "amount": 40, "reason": "session_end"})
    run("H 02 shared among 3 active (40 each, sitter none)", t)

    # J: 04 with the refill recorded (20 x3 into the king pool) and king shares 20 x3, pagat right
    t = load("04-king-ultimo-last-no-refill-share-wrong.json")
    ev = last(t)
    ev[100]["amount"] = 30
    del ev[101:]
    for s in range(3):
        ev.insert(91 + s, {"type": "payment", "from": s, "to": "king_pool", "amount": 20, "reason": "refill"})
    # totals before (now 96-100) must carry the refill
    for i in range(96, 99):
        ev[i]["points"] -= 20
    ev[100]["points"] = 60
    for s in range(3):
        ev.append({"type": "payment", "from": "king_pool", "to": s, "amount": 20, "reason": "session_end"})
    run("J 04 refilled and shared, pagat share right", t)

    # J2: 04 with the pagat share right (no refill, nothing from the king pool): clean?
    t = load("04-king-ultimo-last-no-refill-share-wrong.json")
    ev = last(t)
    ev[100]["amount"] = 30
    del ev[101:]
    run("J2 04 no refill, pagat share right, totals after dropped", t)

    # K: 09 without start.pools (pools unknown), same record
    t = load("09-midway-pool-total-forgets-shares.json")
    del t["start"]["pools"]
    last(t)[115]["points"] = 0
    run("K 09 (king total after corrected) without start.pools", t)

    # L: 07 with the totals before the shares removed (the planted repeat then has no twin)
    t = load("07-total-forgets-share.json")
    del last(t)[92:97]
    run("L 07 without the totals before the shares", t)

    # M: 13 with the king pool (95) split 25, 35, 35 (no totals after)
    t = load("13-ambig-fives-remainder-stays-share-to-wrong-player.json")
    ev = last(t)
    for i, a in zip((105, 106, 107), (25, 35, 35), strict=True):
        ev[i]["amount"] = a
    del ev[108:]
    run("M 13 king 95 split 25/35/35", t)

    # N: 01 with the pagat pool (90) split 25, 30, 35 (no totals after)
    t = copy.deepcopy(base)
    ev = last(t)
    ev[100]["amount"] = 25
    ev[102]["amount"] = 35
    del ev[106:]
    run("N 01 pagat 90 split 25/30/35", t)

    # O: 01 with each seat's two shares lumped into one payment from the pagat pool (60 each) and
    # the king pool paying 90 into the pagat pool first (the pools put together)
    t = copy.deepcopy(base)
    ev = last(t)
    del ev[100:]
    ev.append({"type": "payment", "from": "king_pool", "to": "pagat_pool", "amount": 90, "reason": "session_end"})
    for s in range(3):
        ev.append({"type": "payment", "from": "pagat_pool", "to": s, "amount": 60, "reason": "session_end"})
    run("O 01 pools put together, 60 each from the pagat pool", t)


if __name__ == "__main__":
    main()
