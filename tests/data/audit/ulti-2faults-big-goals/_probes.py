"""Probes for the ulti-2faults-big-goals round (not pinned): edited copies of two transcripts under
rule options, run through the CLI; results are in REPORT.md."""

import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]


def run(name: str, rules: dict) -> list:
    t = json.loads((HERE / name).read_text())
    t["rules"] = rules
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(t, f, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(ROOT)},
    ).stdout
    v = json.loads(out)
    return [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


PROBES = [
    # A: row (9') "40-100 とドゥルヒマルシュ ... (9) より上にする人あり": the equal bid becomes legal
    (
        "04-equal-bid-over-red-ulti-and-wrong-pay.json",
        {"preset": "standard", "bid_hierarchy": "durchmarsch_above_red"},
    ),
    # B: "目標数を比べないで合計点だけを比べる人もいます": red 40-100 (8) still does not beat 20-100 (8)
    ("07-equal-red-40100-and-revoke.json", {"preset": "standard", "bid_hierarchy": "points_only"}),
    # C: a table that stops at mordcontra (16): the hirschcontra (32) is out of bounds and the 20-100 pays 16x
    ("13-hirschcontra-and-low-rebid.json", {"preset": "standard", "max_contra_level": 16}),
]

if __name__ == "__main__":
    for name, rules in PROBES:
        print(name, rules, run(name, rules))
