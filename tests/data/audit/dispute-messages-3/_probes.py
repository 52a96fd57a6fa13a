"""Probes for dispute-messages-3: a recorded `penalty` event in each game, and how the verdict and
the replay word it. Writes only under /tmp/dm3-probes; run from the worktree root with PYTHONPATH."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/dm3-probes")


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def probe(tag: str, doc: dict) -> None:
    OUT.mkdir(exist_ok=True)
    path = OUT / f"{tag}.json"
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    v = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(path)], capture_output=True, text=True
    )
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "replay", str(path)], capture_output=True, text=True
    )
    verdict = json.loads(v.stdout)
    print(f"=== {tag}: {verdict['status']} {verdict['summary']['by_code']}")
    for d in verdict["deals"]:
        for a in d["annotations"]:
            print("  ", (a["deal"], a["event"], a["code"]), a["message"], "| penalty:", a.get("penalty"))
    for line in r.stdout.splitlines():
        if "Penalty" in line or "penalty" in line.lower() and "!!" in line:
            print("   replay:", line.strip())


def insert(doc: dict, deal: int, at: int, ev: dict) -> dict:
    d = copy.deepcopy(doc)
    d["deals"][deal]["events"].insert(at, ev)
    return d


def main() -> None:
    # Danish: the right fine recorded as a penalty event beside the right payments
    probe(
        "p1-danish-right-penalty",
        insert(
            load("02-danish-revoke-large.json"),
            0,
            33,
            {"type": "penalty", "party": 2, "code": "revoke", "amount": 20},
        ),
    )
    # Galician: a penalty event naming the renonce
    probe(
        "p2-galician-penalty",
        insert(
            load("06-galician-renonce.json"),
            0,
            44,
            {"type": "penalty", "party": 2, "code": "revoke", "amount": 30},
        ),
    )
    # Ulti: a penalty event naming the follow fault
    probe(
        "p3-ulti-penalty",
        insert(
            load("13-ulti-failure-to-overtake.json"),
            0,
            37,
            {"type": "penalty", "party": 2, "code": "failure_to_overtake", "amount": 1},
        ),
    )
    # Rage: any penalty is unexpected
    probe(
        "p4-rage-penalty",
        insert(
            load("09-rage-lead-out-of-turn.json"),
            2,
            24,
            {"type": "penalty", "party": 0, "code": "out_of_turn", "amount": 5},
        ),
    )
    # Danish: a penalty on a pool party (the wrong party)
    probe(
        "p5-danish-penalty-pool-party",
        insert(
            load("04-danish-lead-out-of-turn-penalty-underpaid.json"),
            0,
            47,
            {"type": "penalty", "party": "king_pool", "code": "out_of_turn", "amount": 20},
        ),
    )


if __name__ == "__main__":
    main()
