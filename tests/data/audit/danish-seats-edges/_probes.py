"""Ad-hoc probes for danish-seats-edges (phase 2). Writes only to /tmp/danish-seats-probes/.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-seats-edges/_probes.py
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/danish-seats-probes")
OUT.mkdir(exist_ok=True)
sys.path.insert(0, str(HERE))

import _gen as g  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def show(label: str, d: dict) -> None:
    (OUT / f"{label}.json").write_text(json.dumps(d, indent=1))
    v = validate(d)
    found = [(a["deal"], a["event"], a["code"]) for dl in v["deals"] for a in dl["annotations"]
             if a["severity"] == "violation"]
    print(f"{label}: {v['status']} {len(found)} {found[:8]}")
    for dl in v["deals"]:
        diff = dl.get("settlement", {}).get("difference")
        if diff:
            print("   diff", dl["index"], diff)


# P1: 08's twin: the joiner's pagat third missing, the king third (30) written
d = load("07-join-clean.json")
del d["deals"][2]["events"][0]
show("p1-join-pagat-third-missing", d)

# P2: both thirds written at the end of deal 1 (after its card points): "at any moment"
d = load("07-join-clean.json")
j = d["deals"][2]["events"][:2]
del d["deals"][2]["events"][:2]
d["deals"][1]["events"].extend(j)
show("p2-join-paid-end-of-deal-1", d)

# P3: 14's twin with a payment by the leaver that is not a refill (an extra declaration fee)
d = load("13-leave-clean.json")
d["deals"][2]["events"].insert(5, {"type": "payment", "from": 3, "to": 2, "amount": 10, "reason": "declaration"})
show("p3-leaver-pays-declaration", d)

# P4: 14's twin in deal 3 (dealer 0; four-handed, seat 2 would sit out): leaver pays a deal fee
d = load("13-leave-clean.json")
d["deals"][3]["events"].insert(2, {"type": "payment", "from": 3, "to": "king_pool", "amount": 5, "reason": "deal_fee"})
show("p4-leaver-pays-in-deal-3", d)

# P5: 08 with the join payments written with an explicit reason "foundation" (the engine's word)
d = load("08-join-king-third-missing.json")
d["deals"][2]["events"][0]["reason"] = "foundation"
show("p5-08-with-reason-foundation", d)

# P6: 01 with the sitter of deal 1 (seat 3) playing one card from nowhere in trick 1
d = load("01-four-clean.json")
ev = d["deals"][1]["events"]
first_play = next(i for i, e in enumerate(ev) if e["type"] == "play")
ev.insert(first_play + 1, {"type": "play", "seat": 3, "card": "2H"})
show("p6-sitter-plays", d)

# P7: join after a three-handed deal dealt by seat 2: who deals next, the joiner (3) or seat 0?
for label, plan_last in (
    ("p7a-joiner-deals-first", {"dealer": 3, "active": {3, 0, 2}, "present": [0, 1, 2, 3], "new_dealer": 0, "join": 3}),
    ("p7b-seat0-deals-after-join", {"dealer": 0, "active": {0, 1, 3}, "present": [0, 1, 2, 3], "new_dealer": 1, "join": 3}),
):
    plan = [
        {"dealer": 1, "active": {0, 1, 2}, "present": [0, 1, 2], "new_dealer": 2},
        {"dealer": 2, "active": {0, 1, 2}, "present": [0, 1, 2], "new_dealer": 0},
        plan_last,
    ]

    def acc(k, info, pools):
        if k == 1:
            return info["cp_zero"] and pools["pagat_pool"] % 15 == 0 and pools["king_pool"] % 15 == 0
        return True

    deals, infos, pools = g.build(77, 4, plan, None, [0, 1, 2], acc)
    show(label, g.doc(["Erik", "Frida", "Gustav", "Hanne"], deals, label))
