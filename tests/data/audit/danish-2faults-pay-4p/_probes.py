"""Probes (edited copies in /tmp, not pinned): python _probes.py from the worktree root."""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def run(doc, tag):
    p = Path("/tmp/probe-danish-2faults-%s.txt" % tag)
    p.write_text(json.dumps(doc))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    diffs = {d["index"]: d["settlement"].get("difference") for d in v["deals"] if d["settlement"].get("difference")}
    print(tag, v["status"], anns, "diff", diffs)


def load(name):
    return json.loads((HERE / name).read_text())


# P1: the session-end shares paid in whole multiples of 5 (floored), the rest left in the pools
d = load("02-clean-mid-shares.json")
ev = d["deals"][2]["events"]
for e in ev:
    if e.get("reason") == "session_end":
        e["amount"] = 5 * int(e["amount"] // 5)
run(d, "P1-shares-floored")

# P2: 05 with the out-of-turn penalty payments left out
d = load("05-ooturn-declunder.json")
ev = d["deals"][0]["events"]
d["deals"][0]["events"] = [e for e in ev if e.get("reason") != "penalty"]
run(d, "P2-ooturn-no-fine")

# P3: 09 with the sitter's refill present (only the declaration fault left)
d = load("09-refill-out-declunder.json")
ev = d["deals"][0]["events"]
i = max(k for k, e in enumerate(ev) if e.get("reason") == "refill")
ev.insert(i + 1, {"type": "payment", "from": 2, "to": "pagat_pool", "amount": 20, "reason": "refill"})
run(d, "P3-refill-complete")

# P4: 01 with the sitter of deal 0 (seat 2) paying the deal's last-trick 20 instead of seat 3
d = load("01-clean-fresh4.json")
ev = d["deals"][0]["events"]
for e in ev:
    if e.get("reason") == "last_trick" and e["from"] == 3:
        e["from"] = 2
run(d, "P4-sitter-pays-last-trick")

# P5: 12 (pools unknown) with deal 2's Pagat-pool take written 1000 more
d = load("12-nopools-revoke-last.json")
for e in d["deals"][2]["events"]:
    if e.get("from") == "pagat_pool":
        e["amount"] += 1000
run(d, "P5-unknown-pool-take")
