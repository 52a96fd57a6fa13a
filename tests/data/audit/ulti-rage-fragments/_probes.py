"""Probes beyond the corpus (not pinned): start.round contradicting the hand size; start.round dropped."""

import json, os, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "../../../.."))


def run(tr):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(tr, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name],
        cwd=ROOT,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": ROOT},
    ).stdout
    v = json.loads(out)
    return (
        v["status"],
        [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d.get("annotations", [])],
        [p.get("message") for p in v.get("problems", [])][:2],
    )


base = json.load(open(os.path.join(HERE, "r06-r4-7p-clean.json")))
p1 = json.loads(json.dumps(base))
p1["start"]["round"] = 7
print("round 7 declared, 7-card hands:", run(p1))
p2 = json.loads(json.dumps(base))
del p2["start"]["round"]
print("start.round dropped:", run(p2))
