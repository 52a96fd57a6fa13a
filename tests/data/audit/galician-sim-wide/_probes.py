"""Extra probes: single-number edits of the clean files, written under /tmp only.

Each probe asks whether the engine rejects the other reading of a point the source leaves
open (it should flag the edited payment when it enforces the reading the clean file uses).
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]
TMP = Path("/tmp/galician-sim-wide-probes")


def edit(src, deal, pred, amount):
    t = json.loads((HERE / src).read_text(encoding="utf-8"))
    for e in t["deals"][deal]["events"]:
        if e["type"] == "payment" and pred(e):
            e["amount"] = amount
    return t


PROBES = {
    # R3: a won game with contra + recontra counted x4 instead of x2
    "recontra-won-x4": edit(
        "02-clean-4p-solo-recontra-33-trull-helpers.json", 0, lambda e: e.get("reason") == "game", 288
    ),
    # R1: the two's 35.67 points floored to 35 (48) instead of rounded to 36 (52)
    "two-floor": edit(
        "01-clean-3p-one-two-three-helpers-kings.json", 1, lambda e: e.get("reason") == "game", 48
    ),
    # R7: pool share on the gross game win of the failed-ultimo player (3 x 39 -> 11.7)
    "share-gross": edit(
        "03-clean-5p-two-volat-ultimo-failed-game-won.json", 1, lambda e: e.get("reason") == "pool_share", 10
    ),
    # R2: exactly 33 read as a won game (pays nothing): the player is paid 30 instead
    "33-won": edit(
        "02-clean-4p-solo-recontra-33-trull-helpers.json", 1, lambda e: e.get("reason") == "game", 0.01
    ),
}


def main():
    TMP.mkdir(exist_ok=True)
    for name, t in PROBES.items():
        p = TMP / f"{name}.json"
        p.write_text(json.dumps(t, ensure_ascii=False), encoding="utf-8")
        out = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            env={"PYTHONPATH": str(ROOT)},
        ).stdout
        v = json.loads(out)
        found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
        print(name, v["status"], found)


if __name__ == "__main__":
    main()
