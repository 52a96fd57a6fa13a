"""Probes (not pinned): edited copies of this round's files, validated by the CLI.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-session-end-sheets/_probes.py
"""

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(label, doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    )
    v = json.loads(out.stdout)
    got = sorted(
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    )
    print(f"{label}: {v['status']} {got}")
    for d in v["deals"]:
        for a in d["annotations"]:
            if a["severity"] == "violation":
                print("    ", a["event"], a["message"])
    return v


def drop(doc, deal, pred):
    ev = doc["deals"][deal]["events"]
    doc["deals"][deal]["events"] = [e for i, e in enumerate(ev) if not pred(i, e)]
    return doc


def main():
    # P1: 01 without the totals before the shares
    d = drop(load("01-clean-3p-before-lines-after.json"), 2, lambda i, e: 84 <= i <= 88)
    run("P1 01 without before-totals", d)
    # P2: 03 with only the totals before the shares
    d = drop(load("03-clean-3p-totals-before-after.json"), 1, lambda i, e: 89 <= i <= 93)
    run("P2 03 before-totals only", d)
    # P3: 03 with only the totals after the shares (no share lines): the clean twin of 08
    d = drop(load("03-clean-3p-totals-before-after.json"), 1, lambda i, e: 84 <= i <= 88)
    run("P3 03 after-totals only (no share lines)", d)
    # P4: 04 without the totals before the shares
    d = drop(load("04-share-line-wrong-3p.json"), 2, lambda i, e: 84 <= i <= 88)
    run("P4 04 without before-totals", d)
    # P5: 12 with start pools given (known content)
    d = load("12-midway-pools-unknown-share-wrong.json")
    d["start"]["pools"] = {"pagat_pool": 95, "king_pool": 70}
    run("P5 12 with start.pools", d)
    # P6: 12 with start pools and without the totals before the shares
    d2 = drop(copy.deepcopy(d), 1, lambda i, e: 84 <= i <= 88)
    run("P6 12 with start.pools, no before-totals", d2)
    # P7: 12 (pools unknown) without the before totals: nothing tells the content
    d = drop(load("12-midway-pools-unknown-share-wrong.json"), 1, lambda i, e: 84 <= i <= 88)
    run("P7 12 pools unknown, no before-totals", d)
    # P8: 01 with the share folded into the last deal's lines, only the totals after
    d = load("01-clean-3p-before-lines-after.json")
    ev = d["deals"][2]["events"]
    for i, add in ((79, 80), (80, 80), (81, 80), (82, -85), (83, -155)):
        ev[i]["points"] += add
    d = drop(d, 2, lambda i, e: 84 <= i <= 93)
    run("P8 01 shares folded into the deal lines, totals after", d)
    # P9: 13 written under R2 (refill paid, shared back): lines and before-totals
    d = load("13-king-ultimo-last-no-refill-3p.json")
    ev = d["deals"][1]["events"]
    for i, v in (
        (79, 135),
        (80, -40),
        (81, -90),
        (83, -10),
        (84, 80),
        (85, -140),
        (86, -75),
        (88, 60),
        (89, 45),
        (90, 45),
        (91, 45),
        (93, -60),
    ):
        ev[i]["points"] = v
    run("P9 13 under R2 (before-totals kept)", d)
    run("P9b 13 under R2 without before-totals", drop(copy.deepcopy(d), 1, lambda i, e: 84 <= i <= 88))
    run(
        "P9c 13 under R1 without before-totals",
        drop(load("13-king-ultimo-last-no-refill-3p.json"), 1, lambda i, e: 84 <= i <= 88),
    )
    # P10: 14 written under R1 (no refill)
    d = load("14-pagat-ultimo-last-refill-4p.json")
    ev = d["deals"][1]["events"]
    for i, v in (
        (79, 0),
        (80, -75),
        (81, 195),
        (82, -40),
        (83, -90),
        (85, -215),
        (86, 160),
        (87, -45),
        (88, -80),
        (89, 0),
        (91, 45),
        (92, 45),
        (93, 45),
        (94, 45),
        (95, 0),
    ):
        ev[i]["points"] = v
    run("P10 14 under R1 without before-totals", drop(d, 1, lambda i, e: 85 <= i <= 90))
    # P11: 14 under R2 without before totals
    run(
        "P11 14 under R2 without before-totals",
        drop(load("14-pagat-ultimo-last-refill-4p.json"), 1, lambda i, e: 85 <= i <= 90),
    )
    # P12: 08's clean twin with one seat's forgotten share: does any finding name ev 86?
    # (08 itself); and 08 with the after-totals of the pools left out
    d = drop(load("08-seat-total-forgets-share-3p-after-only.json"), 2, lambda i, e: i in (87, 88))
    run("P12 08 without the pools' totals", d)

    # P13: 06 without the totals before the shares: is the king pool's after-total 80 found?
    run(
        "P13 06 without before-totals",
        drop(load("06-pool-total-after-not-zero-3p.json"), 2, lambda i, e: 84 <= i <= 88),
    )
    # P14: 09 without the totals before the shares: is seat 2's forgotten share found?
    run(
        "P14 09 without before-totals",
        drop(load("09-sitting-out-total-forgets-share-4p.json"), 2, lambda i, e: 85 <= i <= 90),
    )
    # P15: 12 (pools unknown) with the pools' totals written at the end of deal 0 instead
    d = load("12-midway-pools-unknown-share-wrong.json")
    d["deals"][0]["events"] += [
        {"type": "total", "party": "pagat_pool", "points": 105},
        {"type": "total", "party": "king_pool", "points": 80},
    ]
    run("P15 12 pools' totals in deal 0, no before-totals", drop(d, 1, lambda i, e: 84 <= i <= 88))
    # P16: 12 as P15 but clean (seat 0's share 65, its total 10)
    d = load("12-midway-pools-unknown-share-wrong.json")
    d["deals"][0]["events"] += [
        {"type": "total", "party": "pagat_pool", "points": 105},
        {"type": "total", "party": "king_pool", "points": 80},
    ]
    d["deals"][1]["events"][89]["points"] = 65
    d["deals"][1]["events"][94]["points"] = 10
    run("P16 12 clean, pools' totals in deal 0", drop(copy.deepcopy(d), 1, lambda i, e: 84 <= i <= 88))
    run("P16b 12 clean, pools' totals in deal 0 and before-totals", d)
    # P17: 12 clean, pools unknown, pools' totals only before the shares in the last deal
    d = load("12-midway-pools-unknown-share-wrong.json")
    d["deals"][1]["events"][89]["points"] = 65
    d["deals"][1]["events"][94]["points"] = 10
    run("P17 12 clean, pools' totals only before the shares", d)


if __name__ == "__main__":
    main()
