"""Extra probes for sim-faults-d; they write only under /tmp/sfd-probes.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/sim-faults-d/_probes.py
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/sfd-probes"


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return json.load(fh)


def run(tag, tr):
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, tag + ".json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False)
    res = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path],
        capture_output=True,
        text=True,
        check=False,
    )
    v = json.loads(res.stdout)
    found = [(a["deal"], a.get("event"), a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    print(tag, v["status"], found, v.get("session", {}).get("totals", {}).get("difference"))


def totals_of(deal, seat):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "total" and e["party"] == seat]


def main():
    # P1: 13 with the sheet's totals kept equal to the rules (score wrong, totals right)
    tr = load("13-rage-wrong-score.json")
    for k in range(6, 10):
        for i in totals_of(tr["deals"][k], 2):
            tr["deals"][k]["events"][i]["points"] -= 2
    run("p1-wrong-score-totals-per-rules", tr)

    # P2: 14 with the wrong total planted in deal 5 and carried forward
    tr = load("14-rage-wrong-total.json")
    tr["deals"][9]["events"][totals_of(tr["deals"][9], 1)[0]]["points"] += 10  # undo the planted one
    for k in range(5, 10):
        for i in totals_of(tr["deals"][k], 1):
            tr["deals"][k]["events"][i]["points"] -= 10
    run("p2-wrong-total-carried", tr)

    # P3: 13 with the totals removed from deals 6..9 (only the wrong score left)
    tr = load("13-rage-wrong-score.json")
    for k in range(6, 10):
        tr["deals"][k]["events"] = [e for e in tr["deals"][k]["events"] if e["type"] != "total"]
    run("p3-wrong-score-no-totals", tr)


if __name__ == "__main__":
    main()
