"""Phase-2 probes for real-faults-near-slips-17: edited copies written to /tmp, validated there.

    PYTHONPATH=<worktree> python _probes.py
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/rfns17-probes")
OUT.mkdir(exist_ok=True)


def load(n):
    return json.loads(next(HERE.glob(f"{n}-*.json")).read_text())


def run(name, doc):
    p = OUT / f"{name}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    diff = [d["settlement"]["difference"] for d in v["deals"]]
    unchecked = [u for d in v["deals"] for u in (d.get("unchecked") or [])]
    print(f"{name}: {v['status']} {found} diff={diff}")
    for u in unchecked:
        print(f"    unchecked: {u[:200]}")
    return v


# P1 (file 06): Csilla, who holds KH+QH, says the 20 herself; record as is (Béla pays 1 each) -> clean?
d = load("06")
ev = d["deals"][0]["events"]
decl = ev.pop(8)
decl["seat"] = 2
i = next(k for k, e in enumerate(ev) if e["type"] == "play" and e["seat"] == 2)
ev.insert(i, decl)
run("p1-06-holder-says-20", d)

# P2 (file 06): Anna says 20 and nobody on the side holds a pair (Csilla's QH swapped with Béla's... kept simple:
# the 20 said as 40 (trump pair, held by no one) -> by the engine's ruling wrong_payment expected
d = load("06")
d["deals"][0]["events"][8]["items"] = [{"kind": "marriage", "points": 40}]
run("p2-06-false-40-nobody-holds", d)

# P3 (file 06): the record pays the rules' figures (Béla wins the party) -> clean but for false_marriage?
d = load("06")
for e in d["deals"][0]["events"]:
    if e["type"] == "payment":
        e["from"], e["to"] = e["to"], e["from"]
run("p3-06-rules-settlement", d)

# P4 (file 13): the fine paid after the trick -> judged with it
d = load("13")
ev = d["deals"][0]["events"]
for k, pool in enumerate(("pagat_pool", "king_pool")):
    ev.insert(54 + k, {"type": "payment", "from": 1, "to": pool, "amount": 20, "reason": "penalty"})
run("p4-13-fine-paid", d)

# P5 (file 13): a penalty event only (no fine payments)
d = load("13")
d["deals"][0]["events"].insert(54, {"type": "penalty", "party": 1, "code": "out_of_turn", "amount": 20})
run("p5-13-penalty-event-only", d)

# P6 (file 01): revoke_penalty play_stands -> no unchecked line; void_deal -> payments wrong
for opt in ("play_stands", "void_deal"):
    d = load("01")
    d["rules"]["revoke_penalty"] = opt
    run(f"p6-01-{opt}", d)

# P7 (file 03): the record settles by lose_all_goals (if_applied: Anna +6, Béla -9, Csilla +3)
d = load("03")
ev = d["deals"][0]["events"]
for e in ev:
    if e["type"] == "payment" and e["reason"] == "party":
        e["from"], e["to"] = e["to"], e["from"]
run("p7-03-settled-lose-all-goals", d)

# P8 (file 05): Béla also says contra on 40-100 (a second contra on the same goal)
d = load("05")
ev = d["deals"][0]["events"]
ev.insert(10, {"type": "double", "seat": 1, "target": "40-100", "level": 2})
run("p8-05-second-contra-same-goal", d)

# P9 (file 08): the table fined the revoke 40 to each pool but played on and settled as played
d = load("08")
ev = d["deals"][0]["events"]
for k, pool in enumerate(("pagat_pool", "king_pool")):
    ev.insert(63 + k, {"type": "payment", "from": 2, "to": pool, "amount": 40, "reason": "penalty"})
run("p9-08-fine-40-played-on", d)
