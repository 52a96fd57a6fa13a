"""Run the engine (the CLI, as the audit template says) on every transcript of this folder and print a
digest: status, each annotation (deal, event, code, severity, message) and any settlement difference.
Usage, from the worktree root: /work/venv/bin/python tests/data/audit/coverage-pl/run.py > tests/data/audit/coverage-pl/engine-run.txt"""

import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parents[3]
for f in sorted(HERE.glob("*.json")):
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(f)],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, capture_output=True, text=True,
    ).stdout
    v = json.loads(out)
    print("##", f.name, v["status"])
    if v["status"] == "rejected":
        print(v.get("problems"))
        continue
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", d["index"], a["event"], a["code"], a["severity"], a["message"][:220])
        if d["settlement"]["difference"]:
            print("   DIFF", d["index"], d["settlement"])
