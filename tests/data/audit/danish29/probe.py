"""Post-run probes (written after the engine run, for REPORT.md A1-A3): variants of the round's
files written to /tmp and validated; nothing here is part of the pinned corpus."""

import copy
import json
import os
import subprocess
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]


def run(doc, name):
    path = Path("/tmp") / f"danish29-{name}.json"
    path.write_text(json.dumps(doc))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    cmd = ["/work/venv/bin/python", "-m", "replays.cli", "validate", "--json", str(path)]
    out = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env).stdout
    v = json.loads(out)
    print("==", name, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", a["deal"], a["event"], a["code"], a["message"][:140])


def load(name):
    return json.loads((HERE / f"{name}.json").read_text())


# A1: file 03 written as payments (same deals, same session-end shares in 5s): clean
import gen  # noqa: E402
import scen  # noqa: E402

sc = next(s for s in scen.SCENARIOS if s["name"].startswith("03"))
gen.HERE = Path("/tmp")
gen.session(**dict(sc, name="danish29-03-as-payments", sheet=False))
gen.HERE = HERE
run(json.loads(Path("/tmp/danish29-03-as-payments.json").read_text()), "03-as-payments")

# A2: file 05 with seat 0's deal-1 score set to the engine's net chips (0): the other two scores of
# the void deal are now wrong_score; with all three wrong (the file as is) none is
doc = load("05-3p-sheet-revoke-default-annulled")
for e in doc["deals"][1]["events"]:
    if e["type"] == "score" and e["party"] == 0:
        e["points"] = 0
run(doc, "05-one-score-fits")

# A3: file 02 with one +5 slip in deal 0's King pool total (and seat 0's total), carried on by the
# sheet's own arithmetic: the seat slip is reported once, the pool slip at every later deal
doc = copy.deepcopy(load("02-3p-sheet-three-deals-clean"))
for dl in doc["deals"]:
    for e in dl["events"]:
        if e["type"] == "total" and e["party"] in ("king_pool", 0):
            e["points"] += 5
run(doc, "02-pool-slip-carried")
