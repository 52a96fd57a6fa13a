"""Probes for REPORT.md: edited copies of this round's files, written to /tmp and validated.
Run from the worktree root: PYTHONPATH=$PWD python tests/data/audit/galician-premiums/_probes.py"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def run(tag, doc):
    path = "/tmp/gp-probe-%s.json" % tag
    with open(path, "w") as f:
        json.dump(doc, f, ensure_ascii=False)
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", path],
                         capture_output=True, text=True)
    v = json.loads(out.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    diffs = [d["settlement"]["difference"] for d in v["deals"]]
    print("%-40s %-10s %s diff=%s" % (tag, v["status"], found, diffs))


def set_pay(doc, deal, reason, amount, frm=None):
    for e in doc["deals"][deal]["events"]:
        if e["type"] == "payment" and e.get("reason") == reason and (frm is None or e["from"] == frm):
            e["amount"] = amount


# P1: 08, the declarer's 3t+2 pile (31 2/3 points)
base = load("08-3p-two-second-pair-contra-lost.json")
for tag, game, share in (("08-floor-31", 192, 19.2),           # as written (blind: floor)
                         ("08-leftover-minus1-32", 176, 17.6),  # engine: leftover cards lose 1
                         ("08-exact-thirds", 544 / 3, 544 / 30)):  # 2/3 off each card: 31.667
    d = copy.deepcopy(base)
    set_pay(d, 0, "game", round(game, 6))
    set_pay(d, 0, "pool_share", round(share, 6))
    run(tag, d)

# P2: 02, contra + recontra on an announced ultimo that is made
base = load("02-3p-ultimo-announced-contra-recontra-won-then-allpass.json")
for tag, ult in (("02-ultimo-x4", 400), ("02-ultimo-x2", 200)):
    d = copy.deepcopy(base)
    set_pay(d, 0, "pagat_ultimo", ult)
    set_pay(d, 0, "pool_share", round((51 + ult) * 2 * 0.1, 6))
    run(tag, d)
# P2b: the same ultimo failed under recontra would pay x4 (engine's 'failed, x level'): drop the
# recontra and check the made ultimo under a lone contra is x2 (both readings agree)
d = copy.deepcopy(base)
d["deals"][0]["events"] = [e for e in d["deals"][0]["events"]
                           if not (e["type"] == "double" and e["level"] == 4)]
set_pay(d, 0, "pagat_ultimo", 200)
set_pay(d, 0, "pool_share", round((51 + 200) * 2 * 0.1, 6))
run("02-contra-only-x2", d)

# P3: 07 (game won under recontra) paid x4 instead of x2: the engine should call it wrong
d = load("07-3p-contra-recontra-game-won.json")
set_pay(d, 0, "game", 240)
set_pay(d, 0, "pool_share", 48)
run("07-won-recontra-paid-x4", d)
