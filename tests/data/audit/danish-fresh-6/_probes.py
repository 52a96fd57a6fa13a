"""Ad-hoc probes for danish-fresh-6 (phase 2). Writes only to /tmp; run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-fresh-6/_probes.py
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/danish-fresh-6-probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, doc):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(doc))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                       capture_output=True, text=True)
    v = json.loads(r.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(f"{tag}: {v['status']} {anns}")


def pays(ev, reason):
    return [i for i, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == reason]


# P1: no session-end split written at all (a record that stops without splitting the pools)
d = load("01-clean-session.json")
ev = d["deals"][-1]["events"]
for i in reversed(pays(ev, "session_end")):
    del ev[i]
run("p1-no-session-end", d)

# P2: 02 deal 0 settled as if the skat's point were nobody's (dealer at 23: pays 5 to the new dealer)
d = load("02-card-points-table.json")
ev = d["deals"][0]["events"]
ev.append({"type": "payment", "from": 0, "to": 1, "amount": 5, "reason": "card_points"})
run("p2-skat-point-nobodys", d)

# P3: 03 with a refill of the King Pool after the King Ultimo despite the two przydupeks
d = load("03-pools-three-kings.json")
ev = d["deals"][0]["events"]
at = pays(ev, "card_points")[0]
for s in range(3):
    ev.insert(at, {"type": "payment", "from": s, "to": "king_pool", "amount": 20, "reason": "refill"})
run("p3-refill-despite-przydupek", d)

# P4: 03 with the przydupek players paying the pool's content after the ultimo took it (0)
d = load("03-pools-three-kings.json")
ev = d["deals"][0]["events"]
for i in pays(ev, "king_przydupek"):
    if ev[i]["to"] == "king_pool":
        ev[i]["amount"] = 0
run("p4-przydupek-pays-emptied-pool", d)

# P5: 06 nolo deal with a last-trick award of 20 written as well
d = load("06-nolo.json")
ev = d["deals"][0]["events"]
at = pays(ev, "nolo")[-1] + 1
for s in (1, 2):
    ev.insert(at, {"type": "payment", "from": s, "to": 0, "amount": 20, "reason": "last_trick"})
run("p5-nolo-with-last-trick", d)

# P6: 05 Tout with the card points dropped (as if the others' Nolo cancelled them)
d = load("05-tout.json")
ev = d["deals"][0]["events"]
for i in reversed(pays(ev, "card_points")):
    del ev[i]
run("p6-tout-no-card-points", d)

# P7: 09 with the void deal's penalty written as large (20 each) instead of irreparable
d = load("09-illegal-skat.json")
ev = d["deals"][0]["events"]
for i in pays(ev, "penalty"):
    ev[i]["amount"] = 20
run("p7-illegal-skat-fined-20", d)

# P8: 10 without handing back the false declaration's money
d = load("10-false-declaration.json")
ev = d["deals"][0]["events"]
for i in reversed(pays(ev, "penalty")):
    if isinstance(ev[i]["to"], int):
        del ev[i]
run("p8-false-decl-no-refund", d)

# P9: 12 with the Joker demand made in the fourth-last trick instead (and no fine)
d = load("12-false-joker-demand.json")
ev = d["deals"][0]["events"]
call = next(i for i, e in enumerate(ev) if e["type"] == "call")
c = ev.pop(call)
for i in reversed(pays(ev, "penalty")):
    del ev[i]
plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
ev.insert(plays[63], c)  # start of trick 21
run("p9-joker-demand-trick-21", d)
