"""Probes for REPORT.md: the monte order (file 13) with other single misplacements. Writes only to /tmp."""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]


def run(t, name):
    p = Path("/tmp") / f"oep_probe_{name}.json"
    p.write_text(json.dumps(t))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    v = json.loads(out.stdout)
    anns = [
        (a["deal"], a.get("event"), a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]
    ]
    print(name, v["status"], json.dumps(anns, ensure_ascii=False, indent=1))


base = json.loads((HERE / "12-monte-then-next-dealer.json").read_text())
order = [e["seat"] for e in base["deals"][0]["events"]]  # eldest .. dealer
for name, perm in (
    ("dealer_second", [order[0], order[3], order[1], order[2]]),
    ("dealer_third", [order[0], order[1], order[3], order[2]]),
    ("two_nondealers_swapped", [order[1], order[0], order[2], order[3]]),
    ("dealer_first_only_dealer", [order[3]]),
):
    t = json.loads(json.dumps(base))
    t["deals"][0]["events"] = [{"type": "redeal", "seat": s, "reason": "monte"} for s in perm]
    if len(perm) < 4:
        t["deals"] = t["deals"][:1]
    run(t, name)
