"""Ad-hoc probes for danish-pool-edges (phase 2). Writes only to /tmp; runs the CLI on each probe."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]
OUT = Path("/tmp/danish-pool-edges-probes")


def load(name):
    return json.loads((HERE / name).read_text())


def run(name, t):
    OUT.mkdir(exist_ok=True)
    p = OUT / name
    p.write_text(json.dumps(t))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                       capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(f"{name}: {v['status']} {found}")
    return v


def idx(deal, pred):
    return next(i for i, e in enumerate(deal["events"]) if pred(e))


def pay(reason, frm=None, to=None):
    return lambda e: (e["type"] == "payment" and e.get("reason") == reason
                      and (frm is None or e["from"] == frm) and (to is None or e["to"] == to))


def main():
    # P1: four players, the sitter-out's refill of the Pagat Pool left out (deal 0): expect missing_payment
    t = load("15-four-players-clean.json")
    d = t["deals"][0]
    del d["events"][idx(d, pay("refill", frm=2, to="pagat_pool"))]
    run("p1-sitter-refill-missing.json", t)

    # P2: the sitter-out wrongly paid the Pagat Ultimo 45 (deal 0): expect unexpected_payment
    t = load("15-four-players-clean.json")
    d = t["deals"][0]
    i = idx(d, pay("pagat_ultimo", frm=3))
    d["events"].insert(i + 1, {"type": "payment", "from": 2, "to": 0, "amount": 45, "reason": "pagat_ultimo"})
    run("p2-sitter-pays-ultimo.json", t)

    # P3: 01 without any session_end line: the record may end mid-session (examples do this)
    t = load("01-session3-clean.json")
    d = t["deals"][2]
    d["events"] = [e for e in d["events"] if e.get("reason") != "session_end"]
    run("p3-no-session-end.json", t)

    # P4: 01 with the session-end thirds rounded to 2 decimals (26.67)
    t = load("01-session3-clean.json")
    for e in t["deals"][2]["events"]:
        if e.get("reason") == "session_end" and e["from"] == "pagat_pool":
            e["amount"] = 26.67
    run("p4-thirds-two-decimals.json", t)

    # P5: silent Tout, the Tout player also paid the Pagat Ultimo 45s (Tout excludes it): expect 2 unexpected
    t = load("09-silent-tout-clean.json")
    d = t["deals"][0]
    i = idx(d, pay("tout", frm=2, to=1))
    d["events"][i + 1:i + 1] = [
        {"type": "payment", "from": 0, "to": 1, "amount": 45, "reason": "pagat_ultimo"},
        {"type": "payment", "from": 2, "to": 1, "amount": 45, "reason": "pagat_ultimo"},
    ]
    run("p5-tout-plus-pagat-ultimo.json", t)

    # P6: three kings, the refill written after the winner's take (the przydupeks refill it): expect 3 unexpected
    t = load("07-three-kings-clean.json")
    d = t["deals"][0]
    i = idx(d, pay("king_ultimo", frm="king_pool"))
    d["events"][i + 1:i + 1] = [{"type": "payment", "from": s, "to": "king_pool", "amount": 20, "reason": "refill"} for s in range(3)]
    run("p6-three-kings-refill.json", t)

    # P7: 13 (Nolo) with a last_trick 20 paid to the last trick's winner: expect unexpected_payment x2
    t = load("13-nolo-przydupek-clean.json")
    d = t["deals"][0]
    i = idx(d, pay("pagat_przydupek", to="pagat_pool"))
    d["events"][i + 1:i + 1] = [
        {"type": "payment", "from": 1, "to": 0, "amount": 20, "reason": "last_trick"},
        {"type": "payment", "from": 2, "to": 0, "amount": 20, "reason": "last_trick"},
    ]
    run("p7-nolo-last-trick-20.json", t)

    # P8: 01 with d0's refill written at the start of d1 instead (a payment a deal owes written in the next deal)
    t = load("01-session3-clean.json")
    d0, d1 = t["deals"][0], t["deals"][1]
    i = idx(d0, pay("refill", frm=1, to="pagat_pool"))
    e = d0["events"].pop(i)
    d1["events"].insert(0, e)
    run("p8-refill-next-deal.json", t)

    # P9: 11 (announced Tout) with the Joker's matadors/trump count read before the discard (21 trumps, 65 each)
    t = load("11-announced-tout-clean.json")
    d = t["deals"][0]
    d["events"][4]["items"] = [{"kind": "trumps", "count": 21, "pagat": False}]
    for e in d["events"][5:7]:
        e["amount"] = 65
    run("p9-tout-declared-before-discard.json", t)

    # P10: a session-end share paid before the session's last deal (deal 1 of 01): expect unexpected
    t = load("01-session3-clean.json")
    d = t["deals"][1]
    d["events"].append({"type": "payment", "from": "king_pool", "to": 0, "amount": 10, "reason": "session_end"})
    run("p10-share-mid-session.json", t)


if __name__ == "__main__":
    main()
