"""Ad-hoc probes for the fractional-money-edges round (writes only to /tmp).

cd WORKTREE && PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/fractional-money-edges/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TMP = Path("/tmp/fme_probes")
TMP.mkdir(exist_ok=True)


def load(name: str) -> dict:
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def run(tag: str, doc: dict) -> None:
    p = TMP / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v.get("deals", [])
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    msgs = [
        a["message"] for d in v.get("deals", []) for a in d["annotations"] if a["severity"] == "violation"
    ]
    print(f"{tag}: {v['status']} {found}")
    for m in msgs:
        print("     ", m[:220])
    if v.get("problems"):
        print("      problems", v["problems"])


def join_events(doc: dict) -> list[dict]:
    return [e for e in doc["deals"][1]["events"] if e["type"] == "payment" and e["from"] == 3]


def main() -> None:
    base = load("05-danish-join-exact-third")

    # P1: a join payment far off (50 into each pool where 70/3 is due)
    d = copy.deepcopy(base)
    for e in join_events(d):
        e["amount"] = 50
    run("P1-join-50", d)

    # P2: 3 chips too many, with a reason the vocabulary has (foundation / refill)
    for reason in ("foundation", "refill"):
        d = copy.deepcopy(base)
        e = join_events(d)[0]
        e["amount"] = 26.333333
        e["reason"] = reason
        run(f"P2-join-error-reason-{reason}", d)

    # P3: no join payment at all, Dorota plays deal 2 (file 08 without the join lines)
    d = copy.deepcopy(load("08-danish-join-end-quarters"))
    d["deals"][1]["events"] = [
        e for e in d["deals"][1]["events"] if not (e["type"] == "payment" and e["from"] == 3)
    ]
    run("P3-no-join-payment", d)

    # P4: the join paid to one pool only
    d = copy.deepcopy(base)
    d["deals"][1]["events"] = [
        e
        for e in d["deals"][1]["events"]
        if not (e["type"] == "payment" and e["from"] == 3 and e["to"] == "king_pool")
    ]
    run("P4-join-one-pool-only", d)

    # P5: the join paid 1 chip short (a third of 67 instead of 70)
    d = copy.deepcopy(base)
    for e in join_events(d):
        e["amount"] = 22.333333
    run("P5-join-1-short", d)

    # P6: Galician 10 written to other precisions
    g = load("10-galician-two-cents")
    for tag, amt, share in [
        ("3dp", 58.667, 11.733),
        ("4dp", 58.6667, 11.7333),
        ("5dp", 58.66667, 11.73333),
        ("floor-cents", 58.66, 11.73),
    ]:
        d = copy.deepcopy(g)
        for e in d["deals"][0]["events"]:
            if e["type"] == "payment" and e.get("reason") == "game":
                e["amount"] = amt
            if e["type"] == "payment" and e.get("reason") == "pool_share":
                e["amount"] = share
        run(f"P6-galician-two-{tag}", d)

    # P7: Danish session end in cents that do not hand out the whole pool (26.67 x 3 = 80.01)
    d = copy.deepcopy(load("02-danish-end-cents"))
    for e in d["deals"][-1]["events"]:
        if e.get("reason") == "session_end" and e["from"] == "pagat_pool" and e["to"] == 2:
            e["amount"] = 26.67
    run("P7-danish-cents-over", d)

    # P8: Danish session end in 5s but uneven beyond one step (35/25/20)
    d = copy.deepcopy(load("03-danish-end-fives"))
    ev = [
        e for e in d["deals"][-1]["events"] if e.get("reason") == "session_end" and e["from"] == "pagat_pool"
    ]
    ev[0]["amount"], ev[1]["amount"], ev[2]["amount"] = 35, 25, 20
    run("P8-danish-fives-uneven", d)

    # P9: Danish session end, 5s rounded down, remainder left in the pool (25/25/25 of 80)
    d = copy.deepcopy(load("03-danish-end-fives"))
    ev = [
        e for e in d["deals"][-1]["events"] if e.get("reason") == "session_end" and e["from"] == "pagat_pool"
    ]
    ev[0]["amount"] = 25
    run("P9-danish-fives-remainder-left", d)

    # P10: Galician 13 (a one) written exact to 6 decimals: does the thirds reading hold there too?
    d = copy.deepcopy(load("13-galician-one-cents"))
    for e in d["deals"][0]["events"]:
        if e["type"] == "payment" and e.get("reason") == "game":
            e["amount"] = 81.666667
        if e["type"] == "payment" and e.get("reason") == "pool_share":
            e["amount"] = 16.333333
    run("P10-galician-one-exact", d)

    # P11: Galician 15 (a one, lost) exact to 6 decimals
    d = copy.deepcopy(load("15-galician-one-lost-pool-shares-cents"))
    for e in d["deals"][0]["events"]:
        if e["type"] == "payment" and e.get("reason") == "game":
            e["amount"] = 98.333333
        if e["type"] == "payment" and e.get("reason") == "pool_share":
            e["amount"] = 9.833333
    run("P11-galician-one-lost-exact", d)

    # P12: Galician 10 with the pool share taken of the payments as written (2 x 58.67 = 117.34 -> 11.73) is 10 itself;
    # and with the game in cents but the share exact: which line does the engine blame?
    d = copy.deepcopy(g)
    for e in d["deals"][0]["events"]:
        if e["type"] == "payment" and e.get("reason") == "pool_share":
            e["amount"] = 11.733333
    run("P12-galician-two-cents-share-exact", d)


if __name__ == "__main__":
    main()


def more() -> None:
    base = load("05-danish-join-exact-third")
    # P13: how far may the join amount stray from 70/3 (pagat pool only edited)?
    for amt in (15, 18.33, 18.34, 20, 25, 28.33, 28.34, 30, 35):
        d = copy.deepcopy(base)
        join_events(d)[0]["amount"] = amt
        run(f"P13-join-pagat-{amt}", d)
    # P14: single-edit errors on the exact-thirds notation the engine accepts (09, 13)
    d = copy.deepcopy(load("09-galician-two-thirds-exact"))
    for e in d["deals"][0]["events"]:
        if e["type"] == "payment" and e.get("reason") == "game":
            e["amount"] = 61.666667
            break
    run("P14-galician-two-exact-game-error", d)
    d = copy.deepcopy(load("13-galician-one-cents"))
    for e in d["deals"][0]["events"]:
        if e["type"] == "payment" and e.get("reason") == "game":
            e["amount"] = 81.666667
        if e["type"] == "payment" and e.get("reason") == "pool_share":
            e["amount"] = 8.166667
    run("P14-galician-one-exact-share-error", d)
    # P15: the Danish join in 5s (nearest: 25; floor: 20) on both pools
    for amt in (20, 25):
        d = copy.deepcopy(base)
        for e in join_events(d):
            e["amount"] = amt
        run(f"P15-join-both-{amt}", d)


if __name__ == "__main__" and "more" in sys.argv:
    more()
