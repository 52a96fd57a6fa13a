"""Probes beyond the corpus (phase 2): mutations of the corpus files on what is judged while the
pool's content is unknown. Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-fragment-long/_probes.py"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def ev(t, d):
    return t["deals"][d]["events"]


def find(t, d, **kw):
    return [i for i, e in enumerate(ev(t, d)) if all(e.get(k) == v for k, v in kw.items())]


def run(label, t, expect):
    v = validate(t)
    got = sorted(
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    )
    diffs = {d["index"]: d["settlement"]["difference"] for d in v["deals"] if d["settlement"]["difference"]}
    unch = {d["index"]: len(d.get("unchecked") or []) for d in v["deals"] if d.get("unchecked")}
    pools = [d["computed"].get("pool") for d in v["deals"]]
    print(
        f"{label}\n  expected {expect}\n  engine   {v['status']} {got}\n  diffs {diffs}\n  unchecked deals {sorted(unch)}"
        f"\n  pools {pools}"
    )
    return v


def main():
    # P1 (12, deal 1: the ultimo takes the unknown pool; the sheet writes the pool's line): the taker's
    # line written 10 over. README: "save where the sheet writes the pool's line too: a deal's lines sum
    # to 0, so the seat's line is the rest of them" -> wrong_score on the taker's line
    t = load("12-5p-sheet-two-faults")
    i = find(t, 1, type="score", party=4)[0]
    ev(t, 1)[i]["points"] += 10
    for d in range(1, 7):
        for j in find(t, d, type="total", party=4):
            ev(t, d)[j]["points"] += 10
    run(
        "P1 12/deal1 taker's line +10, pool line written (REPORT a1: missed)",
        t,
        f"[(1, {i}, wrong_score)] + 12's own two",
    )
    # P1b: the same with the sitter-out's line written as 0: now the balance applies
    ev(t, 1).insert(44, {"type": "score", "party": 2, "points": 0})
    run("P1b as P1 with the sitter's 0 line written", t, "[(1, 48, wrong_score)] + 12's own two")

    # P2 (07, deal 3: a failed ultimo pays the unknown content in; pool line written): the player's line
    # 10 too low -> wrong_score on it
    t = load("07-3p-sheet-failed-poolwrong")
    i = find(t, 3, type="score", party=2)[0]
    ev(t, 3)[i]["points"] -= 10
    for d in range(3, 9):
        for j in find(t, d, type="total", party=2):
            ev(t, d)[j]["points"] -= 10
    run(
        "P2 07/deal3 failed-ultimo player's line -10, pool line written",
        t,
        f"[(3, {i}, wrong_score)] + (8, 51)",
    )

    # P3 (06, deal 2, no pool line): the taker's line 10 over -> stands as written (unchecked), clean
    # apart from 06's own wrong_total
    t = load("06-3p-sheet-noline-wrongtotal")
    i = find(t, 2, type="score", party=1)[0]
    ev(t, 2)[i]["points"] += 10
    for d in range(2, 8):
        for j in find(t, d, type="total", party=1):
            ev(t, d)[j]["points"] += 10
    run("P3 06/deal2 taker's line +10, no pool line", t, "[(6, 47, wrong_total)] only")

    # P4 (01): all three stake 10 in the fragment's first deal -> not judged (nothing says the pool was
    # just emptied), clean
    t = load("01-3p-pay-take-clean")
    for s in range(3):
        ev(t, 0).append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
    run("P4 01/deal0 stakes written in the fragment's first deal", t, "clean")

    # P5 (01): the stakes after the ultimo took the (unknown) pool left out -> missing_payment x3 in deal 5
    t = load("01-3p-pay-take-clean")
    for i in reversed(find(t, 5, reason="pool_stake")):
        del ev(t, 5)[i]
    run(
        "P5 01/deal5 the stakes anew left out (REPORT c2: the digest's stake leniency)",
        t,
        "3 x (5, None, missing_payment)",
    )

    # P6 (14, deal 4: the pool known since deal 1's take): the failed ultimo pays in 20 short -> wrong_payment
    t = load("14-3p-pay-take-not-judged")
    i = find(t, 4, reason="pool_ultimo")[0]
    ev(t, 4)[i]["amount"] -= 20
    run("P6 14/deal4 failed ultimo pays the known pool in 20 short", t, f"[(4, {i}, wrong_payment)]")

    # P7 (02, deal 3: the failed ultimo pays the unknown content in): written 100 (true 171.4); the take in
    # deal 7 at the true figure (401.6 as 02 records it, 15 short) -> the record's own content rules:
    # the take is judged against 100-based pool
    t = load("02-3p-pay-failed-then-taken")
    i = find(t, 3, reason="pool_ultimo")[0]
    ev(t, 3)[i]["amount"] = 100
    run(
        "P7 02/deal3 paid-in written 100 while unknown",
        t,
        "the take in deal 7 judged against the record's own 100",
    )

    # P8 (06, no pool line): the sheet writes the pool's total in deal 1 (162.4, the truth), then the
    # ultimo's take in deal 2 is known and the taker's line is judged: written 10 over -> wrong_score
    t = load("06-3p-sheet-noline-wrongtotal")
    ev(t, 1).append({"type": "total", "party": "pool", "points": 162.4})
    i = find(t, 2, type="score", party=1)[0]
    ev(t, 2)[i]["points"] += 10
    for d in range(2, 8):
        for j in find(t, d, type="total", party=1):
            ev(t, d)[j]["points"] += 10
    run(
        "P8 06 pool total written in deal 1, taker's line +10 in deal 2",
        t,
        f"[(2, {i}, wrong_score), (6, 47, wrong_total)]",
    )

    # P9 (01, deal 4: the taker's 10% share figured on his wins plus the pool) -> wrong_payment
    t = load("01-3p-pay-take-clean")
    i = find(t, 4, reason="pool_share")[0]
    ev(t, 4)[i]["amount"] = round(ev(t, 4)[i]["amount"] + 19.08, 2)
    run("P9 01/deal4 the taker's share counted on the pool as well", t, f"[(4, {i}, wrong_payment)]")

    # P10 (07 without pool lines, pool totals from deal 3 on): the failed ultimo's player's line 10 too
    # low; the pool's total at deal 3 is the truth (263.8)
    t = load("07-3p-sheet-failed-poolwrong")
    for d in range(len(t["deals"])):
        for j in reversed(find(t, d, type="score", party="pool")):
            del ev(t, d)[j]
    i = find(t, 3, type="score", party=2)[0]
    ev(t, 3)[i]["points"] -= 10
    for d in range(3, len(t["deals"])):
        for j in find(t, d, type="total", party=2):
            ev(t, d)[j]["points"] -= 10
    run(
        "P10 (REPORT c1) 07 no pool lines; failed ultimo player's line -10; pool total written from deal 3",
        t,
        f"a finding at deal 3 (wrong_score on the line {i} or wrong_total on the pool's total); not silence",
    )

    # P11 (07 without pool lines and without pool totals): the same -10 -> stands (unchecked)
    t = load("07-3p-sheet-failed-poolwrong")
    for d in range(len(t["deals"])):
        for j in reversed(find(t, d, type="score", party="pool") + find(t, d, type="total", party="pool")):
            del ev(t, d)[j]
    i = find(t, 3, type="score", party=2)[0]
    ev(t, 3)[i]["points"] -= 10
    for d in range(3, len(t["deals"])):
        for j in find(t, d, type="total", party=2):
            ev(t, d)[j]["points"] -= 10
    run("P11 07 no pool lines/totals; failed ultimo player's line -10", t, "clean (deal 3 unchecked)")


if __name__ == "__main__":
    main()
