"""Probes for galician-fresh-4: single edits of the committed files, written to /tmp only.

Each probe checks that the engine tells a rule apart (it flags the edited payment). Run from the
worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/galician-fresh-4/_probes.py
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/galician-fresh-4-probes")


def verdict(doc, name):
    OUT.mkdir(exist_ok=True)
    p = OUT / name
    p.write_text(json.dumps(doc, ensure_ascii=False))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    found = sorted(
        (a["deal"], a["event"] if a["event"] is not None else -1, a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    )
    return v["status"], found


def load(name):
    return json.loads((HERE / name).read_text())


def set_amount(doc, deal, pred, amount):
    for e in doc["deals"][deal]["events"]:
        if e["type"] == "payment" and pred(e):
            e["amount"] = amount


def probes():
    # 1. 07: the renonce ignored, the player paid his won game (54 = 3*8+30 each, his 41 points)
    d = load("07-3p-player-trumps-holding-suit-d1.json")
    ev = d["deals"][1]["events"]
    pays = [e for e in ev if e["type"] == "payment"]
    for e in pays:
        if e["reason"] == "game":
            e["from"], e["to"], e["amount"] = e["to"], e["from"], 54
        if e["reason"] == "pool_share":
            e["from"], e["amount"] = 2, 5.4
    # one share line only
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e["reason"] == "pool_share")] + [
        {"type": "payment", "from": 2, "to": "pool", "amount": 10.8, "reason": "pool_share"}
    ]
    yield "07 renonce ignored (player paid as a won game)", verdict(d, "p1.json")
    # 2. 06: the sitter-out pays a stake too
    d = load("06-5p-sitter-and-king.json")
    d["deals"][0]["events"].insert(
        44, {"type": "payment", "from": 4, "to": "pool", "amount": 10, "reason": "pool_stake"}
    )
    yield "06 sitter-out pays a stake", verdict(d, "p2.json")
    # 3. 02 d0: contra on a won game paid single (45) instead of double (90)
    d = load("02-3p-contra-solo-recontra.json")
    set_amount(d, 0, lambda e: e["reason"] == "game", 45)
    set_amount(d, 0, lambda e: e["reason"] == "pool_share", 9)
    yield "02 d0 contra ignored on a won game", verdict(d, "p3.json")
    # 4. 03 d2: the fourth two lost paid x1 instead of x4
    d = load("03-3p-two-one-fourth-two.json")
    set_amount(d, 2, lambda e: e["reason"] == "game", 97.333333)
    set_amount(d, 2, lambda e: e["reason"] == "pool_share", 9.733333)
    yield "03 d2 fourth two paid once", verdict(d, "p4.json")
    # 5. 05 d1: the king not paid (his game line dropped)
    d = load("05-4p-king-tarocks-trull-contra.json")
    ev = d["deals"][1]["events"]
    king = d["deals"][1]["dealer"]
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e.get("to") == king)]
    yield "05 d1 king's game and share lines dropped", verdict(d, "p5.json")
    # 6. 04 d3: failed ultimo, pool content not paid in
    d = load("04-3p-ultimo-takes-pool-then-fails.json")
    ev = d["deals"][3]["events"]
    ev[:] = [e for e in ev if not (e["type"] == "payment" and e["reason"] == "pool_ultimo")]
    yield "04 d3 failed ultimo pays no pool", verdict(d, "p6.json")
    # 7. 10: the discarded king not penalized (player paid his won game 3*13+30 = 69)
    d = load("10-3p-king-discarded-d1.json")
    ev = d["deals"][1]["events"]
    ev[:] = [e for e in ev if e["type"] != "payment"] + [
        {"type": "payment", "from": 1, "to": 0, "amount": 69, "reason": "game"},
        {"type": "payment", "from": 2, "to": 0, "amount": 69, "reason": "game"},
        {"type": "payment", "from": 0, "to": "pool", "amount": 13.8, "reason": "pool_share"},
    ]
    yield "10 king discard not penalized", verdict(d, "p7.json")


if __name__ == "__main__":
    for what, (status, found) in probes():
        print(f"{what}: {status} {found}")
