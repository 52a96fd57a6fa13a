"""Ad-hoc probes for audit round terziglio-play-edges (phase 2). Writes only to /tmp.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/terziglio-play-edges/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
TMP = Path("/tmp/terziglio-play-edges-probes")


def load(name: str) -> dict:
    return json.loads((HERE / name).read_text())


def lines(t: dict, deal: int, kind: str) -> list[int]:
    return [i for i, e in enumerate(t["deals"][deal]["events"]) if e["type"] == kind]


def set_sheet(t: dict, deal: int, scores: list[int]) -> None:
    ev = t["deals"][deal]["events"]
    for i in lines(t, deal, "score"):
        ev[i]["points"] = scores[ev[i]["party"]]
    for i in lines(t, deal, "total"):
        ev[i]["points"] = scores[ev[i]["party"]]


def run(name: str, t: dict) -> list[tuple[int, int | None, str]]:
    TMP.mkdir(exist_ok=True)
    p = TMP / name
    p.write_text(json.dumps(t))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
                         capture_output=True, text=True)
    v = json.loads(out.stdout)
    return [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]
            if a["severity"] == "violation"]


def main() -> None:
    probes = []
    # P1 solo all tricks written 80 (doubled): wrong under the default, right with the option
    t = load("09-solo-all-tricks-40.json")
    set_sheet(t, 0, [0, 80, 0])
    probes.append(("P1 solo all-tricks 80, default", run("p1a.json", t)))
    t["rules"]["solo_doubles_all_tricks"] = True
    probes.append(("P1 solo all-tricks 80, solo_doubles_all_tricks", run("p1b.json", t)))
    t = load("09-solo-all-tricks-40.json")
    t["rules"]["solo_doubles_all_tricks"] = True
    probes.append(("P1 solo all-tricks 40, solo_doubles_all_tricks", run("p1c.json", t)))
    # P2 the Moretti file under first_played: the later lead should now be out of turn
    t = load("14-moretti-last-played-wins.json")
    t["rules"]["moretti_tie"] = "first_played"
    probes.append(("P2 moretti file with first_played", run("p2.json", t)))
    # P3 395 rounded up (8) instead of 7
    t = load("11-rounding-down-at-45.json")
    set_sheet(t, 0, [0, 0, 8])
    probes.append(("P3 395 written as 8", run("p3.json", t)))
    # P4 349 floored (6) instead of rounded up (7)
    t = load("10-rounding-up-edge.json")
    set_sheet(t, 0, [0, 0, 6])
    probes.append(("P4 349 written as 6", run("p4.json", t)))
    # P5 the tie written as the declarer's win
    t = load("15-tie-declarer-loses.json")
    set_sheet(t, 0, [0, 0, 2])
    probes.append(("P5 tie written as declarer's 2", run("p5.json", t)))
    # P6 zero_sum settlement of 01: the declarer +8 against each (+16/-8/-8?) - see what it wants
    t = load("01-gioco-count-clean.json")
    t["rules"]["settlement"] = "zero_sum"
    probes.append(("P6 01 under zero_sum with winners_score sheet", run("p6.json", t)))
    # P7 a revoke file scored as if the fault voided the deal (all zero)
    t = load("02-gioco-revoke.json")
    set_sheet(t, 0, [0, 0, 0])
    probes.append(("P7 revoke deal written 0/0/0", run("p7.json", t)))
    # P8 the Matto played as the lead of a trick: swap nothing, just check a play-only copy of 01
    t = load("01-gioco-count-clean.json")
    t2 = copy.deepcopy(t)
    t2["deals"][0]["hands"] = None
    probes.append(("P8 01 as a play-only record", run("p8.json", t2)))
    for name, res in probes:
        print(f"{name}: {res}")


if __name__ == "__main__":
    main()
