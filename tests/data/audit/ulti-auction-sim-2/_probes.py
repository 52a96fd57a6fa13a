"""Extra probes for ulti-auction-sim-2 (writes only under /tmp/uas2_probes).

Edits of the committed transcripts that ask what the engine does with the standing bid after
a bid it annotates: a forbidden combination (file 15) and a bid not above the standing one
(file 08), when everyone then passes.

Usage: python _probes.py, then validate /tmp/uas2_probes/*.json
"""

import copy
import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/uas2_probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text())


def write(name, tr):
    (OUT / name).write_text(json.dumps(tr, ensure_ascii=False, indent=1) + "\n")


# P1: file 15 with seat 0 passing instead of taking and bidding red party: the talon is not
# taken, the auction runs pass, pass, pass after the forbidden combination.  Who declares?
t = load("15-fault-four-aces-with-durch.json")
ev = t["deals"][0]["events"]
# drop take (5), discard (6), red party (7); seat 0 passes instead
p1 = copy.deepcopy(t)
p1["deals"][0]["events"] = ev[:5] + [{"type": "bid", "seat": 0, "bid": "pass"}] + ev[8:]
p1["deals"][0]["events"] = [e for e in p1["deals"][0]["events"] if e["type"] != "play"]
write("p1-15-combination-then-passes.json", p1)

# P2: file 15 with seat 0 bidding red durchmarsch (12 points), above the combination's 10
p2 = copy.deepcopy(t)
p2["deals"][0]["events"][7] = {"type": "bid", "seat": 0, "bid": {"goals": ["durchmarsch"], "red": True}}
p2["deals"][0]["events"] = [e for e in p2["deals"][0]["events"] if e["type"] != "play"]
write("p2-15-combination-then-red-durch.json", p2)

# P3: file 08 with the last raise removed: after the too-low party+ulti everyone passes
t8 = load("08-fault-equal-more-goals.json")
ev8 = t8["deals"][0]["events"]
p3 = copy.deepcopy(t8)
p3["deals"][0]["events"] = ev8[:8] + [
    {"type": "bid", "seat": 1, "bid": "pass"},
    {"type": "bid", "seat": 2, "bid": "pass"},
    {"type": "bid", "seat": 0, "bid": "pass"},
]
write("p3-08-low-bid-then-passes.json", p3)
print(sorted(p.name for p in OUT.iterdir()))
