"""Probes for director-sessions (writes to /tmp only): the same sessions as the round's files,
rebuilt from the same seeds with the sheet's totals carried or put right to the rules' figures.

Run from the worktree root:  PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/director-sessions/_probes.py
"""

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
spec = importlib.util.spec_from_file_location("dsgen", HERE / "_gen.py")
g = importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)

P = {"goal": "party", "red": False}
PROBES = {
    # file 07 with the totals carried on from the wrong score (never put right)
    "p1-ulti-07-carried": lambda: g.build_ulti_session(
        14105, g.ULTI_NAMES, [P, P, P, P, P, {"goal": "party", "red": True}],
        {1: "wrong_score", 2: "revoke", 4: "illegal_bid"}, sheet=True, totals_mode="carried"),
    # file 07 as pinned: put right at deal 3
    "p2-ulti-07-corrected": lambda: g.build_ulti_session(
        14105, g.ULTI_NAMES, [P, P, P, P, P, {"goal": "party", "red": True}],
        {1: "wrong_score", 2: "revoke", 4: "illegal_bid"}, sheet=True, totals_mode="corrected", correct_at=3),
    # file 07 put right at once (the wrong score's own deal): the total is the rules' running figure
    "p3-ulti-07-corrected-same-deal": lambda: g.build_ulti_session(
        14105, g.ULTI_NAMES, [P, P, P, P, P, {"goal": "party", "red": True}],
        {1: "wrong_score", 2: "revoke", 4: "illegal_bid"}, sheet=True, totals_mode="corrected", correct_at=1),
    # file 10 (Galician sheet) put right at deal 3
    "p4-galician-10-corrected": lambda: g.build_galician_session(
        17142, g.GAL_NAMES, [("three", 0), ("three", 1), ("three", 0), ("three", 1), ("solo", 0)],
        {1: "wrong_score", 2: "renonce", 3: "king_discard"}, sheet=True, totals_mode="corrected", correct_at=3),
    # file 13 (Terziglio) put right at deal 4
    "p5-terziglio-13-corrected": lambda: g.build_terziglio_session(
        20100, g.TERZ_NAMES, 5, {1: "illegal_bid", 2: "wrong_score", 3: "revoke"}, totals_mode="corrected", correct_at=4),
    # file 01 (Rage) put right at round 8 (control)
    "p6-rage-01-corrected": lambda: g.build_rage_session(
        8120, g.RAGE8[:5], {1: [("revoke", 3)], 4: [("wrong_score", "hit_as_miss")], 7: [("bid_range", 1)]}, "corrected", 7),
}


def main():
    root = HERE.parents[3]
    for name, fn in PROBES.items():
        doc, expected, notes = fn()
        path = Path("/tmp") / f"ds-{name}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1))
        out = subprocess.run(
            [sys.executable, "-m", "replays.cli", "validate", "--json", str(path)],
            capture_output=True, text=True, cwd=root,
        ).stdout
        v = json.loads(out)
        print(f"== {name}: {v['status']} {v['summary'].get('by_code')}")
        print("   planted:", expected)
        for n in notes:
            if "put right" in n:
                print("   ", n)
        for d in v["deals"]:
            for a in d.get("annotations", []):
                print(f"   ({a['deal']}, {a['event']}, {a['code']}) {a['message'][:200]}")


if __name__ == "__main__":
    main()
