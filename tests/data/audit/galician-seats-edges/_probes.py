"""Ad-hoc probes for galician-seats-edges (phase 2).  Writes only to /tmp; prints engine findings.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/galician-seats-edges/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/galician-seats-edges-probes")
OUT.mkdir(exist_ok=True)


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(tag: str, t: dict) -> None:
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(t, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                       capture_output=True, text=True, check=False)
    v = json.loads(r.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d.get("annotations", [])]
    msgs = [a["message"] for d in v.get("deals", []) for a in d.get("annotations", [])]
    print(f"{tag}: {v['status']} {anns}")
    for m in msgs:
        print("    ", m)
    if v["status"] == "rejected":
        print("    ", v.get("errors"))


def pay(ev: list[dict], **kw) -> int:
    for i, e in enumerate(ev):
        if e["type"] == "payment" and all(e.get(k) == v for k, v in kw.items()):
            return i
    raise KeyError(kw)


def main() -> None:
    base4 = load("01-four-clean.json")
    base5 = load("11-five-clean.json")
    nxt = load("12-five-next-round.json")

    # P1: 12 with deal 4 dealt by seat 1 (the other reading: the new round's dealing starts after the sitter)
    t = copy.deepcopy(nxt)
    d = t["deals"][4]
    d["dealer"] = 1
    # re-seat: seats 2,3,4 play; hands of 1 (now king) and 0 (sitter) empty; keep acts of 1,2,3 -> 2,3,4
    h = d["hands"]
    d["hands"] = [[], [], h[1], h[2], h[3]]
    m = {1: 2, 2: 3, 3: 4}
    for e in d["events"]:
        for k in ("seat", "from", "to"):
            if isinstance(e.get(k), int):
                e[k] = m.get(e[k], 1 if e[k] == 4 else e[k])
    run("P1-next-round-dealer-1", t)

    # P2: 12 with seat 1 sitting out deal 4 instead of seat 0 (another sitter order)
    t = copy.deepcopy(nxt)
    d = t["deals"][4]
    h = d["hands"]
    d["hands"] = [h[1], [], h[2], h[3], []]
    m = {1: 0}
    for e in d["events"]:
        for k in ("seat", "from", "to"):
            if isinstance(e.get(k), int) and e[k] == 1:
                e[k] = 0
    run("P2-next-round-sitter-1", t)

    # P3: 11 + the sitter stakes 10 in deal 0
    t = copy.deepcopy(base5)
    ev = t["deals"][0]["events"]
    ev.insert(pay(ev, reason="pool_stake", **{"from": 3}) + 1,
              {"type": "payment", "from": 4, "to": "pool", "amount": 10, "reason": "pool_stake"})
    run("P3-sitter-stakes", t)

    # P4: 11 + the king (seat 2) pays the all-pass tribute in deal 2
    t = copy.deepcopy(base5)
    t["deals"][2]["events"].append({"type": "payment", "from": 2, "to": "pool", "amount": 5, "reason": "pool_pass"})
    run("P4-five-king-pass-fee", t)

    # P5: 01, deal 1 (contra, lost): the king's 10 % share left out
    t = copy.deepcopy(base4)
    ev = t["deals"][1]["events"]
    del ev[pay(ev, reason="pool_share", **{"from": 1})]
    run("P5-king-share-missing", t)

    # P6: 01, deal 0 (won): the king pays nothing (the player is paid by the two helpers only) and the
    # player's share is 10 % of 120
    t = copy.deepcopy(base4)
    ev = t["deals"][0]["events"]
    del ev[pay(ev, reason="game", **{"from": 0})]
    ev[pay(ev, reason="pool_share")]["amount"] = 12
    run("P6-king-pays-nothing-share-fits", t)

    # P7: a 5-player session with a fresh pool running into the next round: does seat 4 owe a stake when
    # it first plays (deal 4)?  Built from 12 without start.pools and with the founding stakes in deal 0.
    t = copy.deepcopy(nxt)
    del t["start"]
    ev = t["deals"][0]["events"]
    first_pay = next(i for i, e in enumerate(ev) if e["type"] == "payment")
    for s in (3, 2, 1, 0):
        ev.insert(first_pay, {"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
    run("P7-fresh-five-no-joiner-stake", t)
    t2 = copy.deepcopy(t)
    t2["deals"][4]["events"].append({"type": "payment", "from": 4, "to": "pool", "amount": 10, "reason": "pool_stake"})
    run("P7b-fresh-five-joiner-stakes", t2)

    # P8: 11 with deal 3 dealt by seat 4 (the sitter deals; seat 3 plays in its place)
    t = copy.deepcopy(base5)
    d = t["deals"][3]
    d["dealer"] = 4
    h = d["hands"]
    d["hands"] = [h[0], h[1], h[2], [], []]
    for e in d["events"]:
        for k in ("seat", "from", "to"):
            if e.get(k) == 3:
                e[k] = 4
    run("P8-sitter-deals", t)

    # P9: 01 deal 1: the king gives recontra after the helper's contra (a king 'answering')
    t = copy.deepcopy(base4)
    ev = t["deals"][1]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "double")
    ev.insert(i + 1, {"type": "double", "seat": 1, "target": "game", "level": 4})
    run("P9-king-recontra", t)

    # P10: 01 deal 0: the king's hand is written with the 12 cards of seat 1 (the dealer dealt himself cards)
    t = copy.deepcopy(base4)
    d = t["deals"][0]
    d["hands"][0] = list(d["hands"][1])
    run("P10-king-holds-cards", t)


if __name__ == "__main__":
    main()
