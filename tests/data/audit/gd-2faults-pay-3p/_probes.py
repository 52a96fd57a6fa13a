"""Probes for REPORT.md (not pinned). Writes edited sessions to /tmp/gd-probes and validates them.

Run from the worktree root:  PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/gd-2faults-pay-3p/_probes.py
"""

import json
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _gen as g  # noqa: E402

OUT = Path("/tmp/gd-probes")
OUT.mkdir(exist_ok=True)
g.HERE = OUT


def run(name):
    p = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(OUT / name)], capture_output=True, text=True
    )
    v = json.loads(p.stdout)
    print(name, v["status"], "session pool", v.get("session", {}).get("pool"))
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", a["deal"], a["event"], a["code"], "|", a["message"][:200])
        print("    deal", d["index"], "computed pool", d["computed"].get("pool"), "diff", d["settlement"].get("difference"))
    return v


def plans_05(extra):
    A = g.A
    return [
        g.Plan(dealer=2, auction=A((0, "pass"), (1, "pass"), (2, "pass"))),
        g.Plan(
            dealer=0,
            auction=A((0, "pass"), (1, "three"), (2, "two"), (1, "pass")),
            plant={"king_discard": True},
            pred=lambda i: i["pts"] >= 34,
            pay_fault=g.fault_amount(
                lambda p, i: p[3] == "pool_share", lambda a, i: a / 2, "first helper's 10% share halved"
            ),
        ),
        g.Plan(dealer=1, auction=A((0, "three"), (1, "pass"), (2, "pass"))),
    ] + extra


# A: file 05 with a fourth deal in which an announced ultimo is made: which pool content does the
# engine expect the ultimo to take, the rules' 99.6 or the recorded 97.6 (the share underpaid by 2)?
ult = g.Plan(
    dealer=2,
    auction=g.A((0, "pass"), (1, "pass"), (2, "three")),
    p_ann=["pagat_ultimo"],
    pred=lambda i: i["ultimo_made"] and i["gdir"] > 0,
)
g.session("A-05-then-ultimo-rules-pool.probe", plans_05([ult]), seed=505, start_pool=64, start_totals=[-12, -30, -22])
run("A-05-then-ultimo-rules-pool.probe")
# A2: the same, the ultimo taking the pool as the record holds it (97.6)
doc = json.loads((OUT / "A-05-then-ultimo-rules-pool.probe").read_text())
for e in doc["deals"][3]["events"]:
    if e["type"] == "payment" and e.get("reason") == "pool_ultimo":
        print("  A: rules pool_ultimo", e["amount"])
        e["amount"] = round(e["amount"] - 2, 6)
(OUT / "A2-05-then-ultimo-recorded-pool.probe").write_text(json.dumps(doc))
run("A2-05-then-ultimo-recorded-pool.probe")

# B: file 05 with the share fixed: the whole session's pool must be 99.6
doc = json.loads((Path(__file__).resolve().parent / "05-mid-king-discard-wrong-share.json").read_text())
doc["deals"][1]["events"][47]["amount"] = 4
(OUT / "B-05-share-fixed.probe").write_text(json.dumps(doc))
run("B-05-share-fixed.probe")

# C: file 06 with Bronisława's contra removed and the trull fixed: must be clean
doc = json.loads((Path(__file__).resolve().parent / "06-player-contra-trull-underpaid.json").read_text())
ev = doc["deals"][1]["events"]
ev[47]["amount"] = 100
del ev[8]
(OUT / "C-06-fixed.probe").write_text(json.dumps(doc))
run("C-06-fixed.probe")

# D: file 06 with a helper's contra instead of the player's (game won: x2 -> 186 from each)
doc = json.loads((Path(__file__).resolve().parent / "06-player-contra-trull-underpaid.json").read_text())
ev = doc["deals"][1]["events"]
ev[47]["amount"] = 100
ev[8]["seat"] = 2
(OUT / "D-06-helper-contra.probe").write_text(json.dumps(doc))
run("D-06-helper-contra.probe")

# E: probe A plus a fifth deal in which an announced ultimo fails: which content must be paid in?
# By the rules the pool then holds 29.6 (the ultimo took everything, 99.6; the shares refilled it);
# the engine's computed pool after probe A's deal 3 is 27.6.
fail = g.Plan(
    dealer=0,
    auction=g.A((0, "three"), (1, "pass"), (2, "pass")),
    p_ann=["pagat_ultimo"],
    plant={"pagat_early": 6},
    pred=lambda i: i["gdir"] < 0 and i.get("pagat_released"),
)
g.session("E-05-ultimo-then-failed.probe", plans_05([ult, fail]), seed=505, start_pool=64, start_totals=[-12, -30, -22])
run("E-05-ultimo-then-failed.probe")
doc = json.loads((OUT / "E-05-ultimo-then-failed.probe").read_text())
for i, e in enumerate(doc["deals"][4]["events"]):
    if e["type"] == "payment" and e.get("reason") == "pool_ultimo":
        print("  E: recorded (rules) pool_ultimo at event", i, e["amount"])
