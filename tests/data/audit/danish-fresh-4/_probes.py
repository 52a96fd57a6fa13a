"""Probes for danish-fresh-4 (writes only to /tmp): single edits of the round's clean files."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run(name, doc):
    p = Path("/tmp") / f"df4probe_{name}.json"
    p.write_text(json.dumps(doc))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    anns = sorted(
        (a["deal"], -1 if a["event"] is None else a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    )
    print(name, v["status"], anns)


def load(f):
    return json.loads((HERE / f).read_text())


# P1: file 07, the plain last-trick winner is also paid 20 although a Pagat przydupek happened
d = load("07-3p-pagat-przydupek-plain-winner.json")
ev = d["deals"][2]["events"]
i = next(k for k, e in enumerate(ev) if e.get("reason") == "pagat_przydupek")
ev.insert(i, {"type": "payment", "from": 2, "to": 1, "amount": 20, "reason": "last_trick"})
ev.insert(i, {"type": "payment", "from": 0, "to": 1, "amount": 20, "reason": "last_trick"})
run("p1-last-trick-paid-beside-przydupek", d)

# P2: file 03, the Tout also paid as a Pagat Ultimo (45 each)
d = load("03-3p-tout-with-pagat-last.json")
ev = d["deals"][1]["events"]
i = next(k for k, e in enumerate(ev) if e.get("reason") == "refill")
ev.insert(i, {"type": "payment", "from": 1, "to": 2, "amount": 45, "reason": "pagat_ultimo"})
ev.insert(i, {"type": "payment", "from": 0, "to": 2, "amount": 45, "reason": "pagat_ultimo"})
run("p2-tout-plus-pagat-ultimo", d)

# P3: file 06, the worked example's przydupek payers refill the emptied pool too (20 each)
d = load("06-3p-worked-example-three-kings-pool-135.json")
ev = d["deals"][0]["events"]
i = next(k for k, e in enumerate(ev) if e.get("reason") == "card_points")
for s in range(3):
    ev.insert(i, {"type": "payment", "from": s, "to": "king_pool", "amount": 20, "reason": "refill"})
run("p3-refill-after-przydupek", d)

# P4: file 04, the Nolo deal settled with card points too (seat 2 new dealer, seat 0 pays 5)
d = load("04-3p-nolo.json")
ev = d["deals"][1]["events"]
ev.append({"type": "payment", "from": 0, "to": 2, "amount": 5, "reason": "card_points"})
run("p4-card-points-in-nolo", d)

# P5: file 02, the seat sitting out in the last deal left out of the session-end split
d = copy.deepcopy(load("02-4p-four-deals-session-end-clean.json"))
ev = d["deals"][3]["events"]
ev[:] = [e for e in ev if not (e.get("reason") == "session_end")]
for pool in ("pagat_pool", "king_pool"):
    for s in (0, 2, 3):
        ev.append({"type": "payment", "from": pool, "to": s, "amount": 40, "reason": "session_end"})
run("p5-session-end-split-by-three", d)
