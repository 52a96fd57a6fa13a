"""Probes on edited copies (not pinned): python _probes.py from the worktree root's PYTHONPATH."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def run(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    )
    v = json.loads(out.stdout)
    ann = [
        (a["deal"], a["event"], a["code"], a["severity"])
        for d in v.get("deals", [])
        for a in d["annotations"]
    ]
    return v["status"], ann, v.get("errors") or v.get("problems")


def load(name):
    return json.loads((HERE / name).read_text())


def strip(ev, types):
    return [e for e in ev if e["type"] not in types]


probes = {}

# P1: a passed deal written with totals only (no score events)
d = load("01-clean-winners-long.json")
d["deals"][2]["events"] = strip(d["deals"][2]["events"], {"score"})
probes["P1 all-pass deal, totals only"] = d

# P2: a passed deal written with nothing at all (bids only)
d = load("01-clean-winners-long.json")
d["deals"][2]["events"] = strip(d["deals"][2]["events"], {"score", "total"})
probes["P2 all-pass deal, no sheet line"] = d

# P3: after an all-pass the same dealer deals again (deal 3 and after keep dealer 2's rotation shifted)
d = load("01-clean-winners-long.json")
d["deals"] = d["deals"][:3]
d3 = copy.deepcopy(d["deals"][2])
d["deals"].append(d3)  # the same dealer (2) deals again and all pass again
probes["P3 all-pass, same dealer deals again"] = d

# P4: session taken up mid-way, first deal's totals written as if fresh (start ignored, seat 2)
d = load("03-clean-midway.json")
for dl in d["deals"]:
    for e in dl["events"]:
        if e["type"] == "total" and e["party"] == 2:
            e["points"] -= 15
probes["P4 mid-way, seat 2's totals without its start total"] = d

# P5: an all-pass deal with a play recorded after the three passes
d = load("01-clean-winners-long.json")
ev = d["deals"][2]["events"]
h = d["deals"][2]["hands"][0]
ev.insert(3, {"type": "play", "seat": 0, "card": h[0]})
probes["P5 all-pass deal with a card played"] = d

# P6: last deal written with totals only, one wrong (session end)
d = load("01-clean-winners-long.json")
ev = strip(d["deals"][-1]["events"], {"score"})
for e in ev:
    if e["type"] == "total" and e["party"] == 1:
        e["points"] += 1
d["deals"][-1]["events"] = ev
probes["P6 last deal totals only, seat 1 +1"] = d

# P7: control, 02 as written (zero-sum, solo all tricks +80 -40 -40)
d = load("02-clean-zerosum-long.json")
probes["P7 (control) 02 as written"] = copy.deepcopy(d)

for k, doc in probes.items():
    print(k, "->", run(doc))
