"""Extra probes on readings the source leaves open; writes only under /tmp."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
base = json.loads((HERE / "03-clean-tout-nolo-shown.json").read_text())


def run(name, data):
    p = Path("/tmp") / f"djts_probe_{name}.json"
    p.write_text(json.dumps(data))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(out.stdout)
    anns = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    print(name, v["status"], anns)


# P1: the Tout deal without card-point payments (reading: with a Tout no card points are paid)
p1 = copy.deepcopy(base)
p1["deals"][1]["events"] = [e for e in p1["deals"][1]["events"] if e.get("reason") != "card_points"]
run("tout_no_card_points", p1)

# P2: the Tout dealer declares as held before laying the Joker away (22 trumps, 22 matadors, rich kings)
p2 = copy.deepcopy(base)
ev = p2["deals"][1]["events"]
ev[4]["items"] = [
    {"kind": "trumps", "count": 22, "pagat": True},
    {"kind": "matadors", "count": 22},
    {"kind": "kings", "form": "rich"},
]
pays = []
for price in (70, 105, 15):
    pays += [
        {"type": "payment", "from": 2, "to": 1, "amount": price, "reason": "declaration"},
        {"type": "payment", "from": 0, "to": 1, "amount": price, "reason": "declaration"},
    ]
p2["deals"][1]["events"] = ev[:5] + pays + ev[9:]
run("tout_declared_before_skat", p2)

# P3: the forced shown skat declared as held after the discard (diamonds half, missing J)
p3 = copy.deepcopy(base)
ev = p3["deals"][3]["events"]
ev[3]["items"][2] = {"kind": "cavalry", "suit": "D", "form": "half", "missing": "J"}
ev[8]["amount"] = ev[9]["amount"] = 5
run("shown_declared_after_skat", p3)
