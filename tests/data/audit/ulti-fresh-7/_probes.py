"""Extra probes for ulti-fresh-7: single edits of the corpus files, written only under /tmp.

P1 (01): the red party paid beside the silent 100 (the additive reading): expect wrong/unexpected payments.
P2 (12): the betli contra applied to both defenders (10 each): expect a wrong payment for the
         defender who did not say contra (no trumps: only the one who said it).
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/ulti-fresh-7-probes")


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def main():
    OUT.mkdir(exist_ok=True)
    t = load("01-clean-red-party-silent-100.json")
    t["deals"][0]["events"] += [
        {"type": "payment", "from": 1, "to": 0, "amount": 2, "reason": "party"},
        {"type": "payment", "from": 2, "to": 0, "amount": 2, "reason": "party"},
    ]
    (OUT / "p1.json").write_text(json.dumps(t, ensure_ascii=False))
    t = load("12-clean-betli-one-contra.json")
    for e in t["deals"][0]["events"]:
        if e["type"] == "payment":
            e["amount"] = 10
    (OUT / "p2.json").write_text(json.dumps(t, ensure_ascii=False))
    for p in ("p1.json", "p2.json"):
        r = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", str(OUT / p)],
            capture_output=True,
            text=True,
        )
        v = json.loads(r.stdout)
        print(
            p, v["status"], [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
        )


if __name__ == "__main__":
    main()
