"""Extra probes for danish-joker-edges-2; writes only under /tmp and prints the engine's findings.
Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-joker-edges-2/_probes.py
"""

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TMP = Path("/tmp/danish-joker-edges-2-probes")


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, doc):
    TMP.mkdir(exist_ok=True)
    p = TMP / f"{tag}.json"
    p.write_text(json.dumps(doc))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True,
        text=True,
    ).stdout
    v = json.loads(out)
    found = [(a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]]
    print(tag, v["status"], found)


def drop(doc, idxs):
    ev = doc["deals"][0]["events"]
    doc["deals"][0]["events"] = [e for i, e in enumerate(ev) if i not in idxs]
    return doc


# p1: 06 without the third player's (true) void call
run("p1-06-no-third-void", drop(load("06-second-void-names-4p.json"), {22}))
# p2: 06 with the third's void call but the third NOT void (false): give him a heart? -> skip;
#     instead: the third's void call placed before the second's
d = load("06-second-void-names-4p.json")
ev = d["deals"][0]["events"]
ev[21], ev[22] = ev[22], ev[21]
run("p2-06-third-void-first", d)
# p3: 05 without the withdrawn trump written (only the call and the replacement)
run("p3-05-no-withdrawn-card", drop(load("05-takeover-after-second-3p.json"), {17}))
# p4: 11 without the pagat-pool refill (reading: no refund at all with a przydupek)
run("p4-11-no-pagat-refill", drop(load("11-tout-przydupek-3p.json"), {98, 99, 100}))
# p5: 03 with the third following hearts-named nothing: plays trump? (none) -> the third plays
#     the second's suit is covered; here the second's right claimed by the third without the
#     second having played: name_joker by seat 0 before seat 2 plays
d = load("03-auto-naming-3p.json")
ev = d["deals"][0]["events"]
ev.insert(52, {"type": "call", "seat": 0, "call": "name_joker", "named": "C"})
run("p5-03-third-names-before-second", d)
# p6: 14 with the last-trick award paid although Nolo
d = load("14-nolo-joker-3p.json")
w = 1
d["deals"][0]["events"] += [
    {"type": "payment", "from": 2, "to": w, "amount": 20, "reason": "last_trick"},
    {"type": "payment", "from": 0, "to": w, "amount": 20, "reason": "last_trick"},
]
run("p6-14-last-trick-in-nolo", d)
