"""Probes on edited copies (not pinned). Run from the worktree root with PYTHONPATH set."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/audit-d2s4p")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text())


def run(doc, tag):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(doc))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    voids = [(d["index"], d["computed"].get("void_reading")) for d in v["deals"] if d["computed"].get("void")]
    print(tag, v["status"], anns, "void:", voids)
    return v


def set_line(doc, deal, kind, party, value, carry=True):
    ev = doc["deals"][deal]["events"]
    old = None
    for e in ev:
        if e["type"] == kind and e["party"] == party:
            old = e["points"]
            e["points"] = value
    if carry and kind == "score":
        delta = value - old
        for d in doc["deals"][deal:]:
            for e in d["events"]:
                if e["type"] == "total" and e["party"] == party:
                    e["points"] += delta
    return old


# A: Tout without card points (03, deal 0: dealer 1 +50, seat 2 +50-25 -> the reading with none)
d = load("03-clean-mid-tout.json")
set_line(d, 0, "score", 1, 475 - 50)
set_line(d, 0, "score", 2, -205 - 25)
set_line(d, 0, "score", 0, -225 + 25)
run(d, "A-tout-no-card-points")

# B: 04 with the later out-of-turn fine paid too (seat 0 -40, pools +20 each)
d = load("04-revoke-then-out-of-turn.json")
set_line(d, 1, "score", 0, -10 - 40)
set_line(d, 1, "score", "pagat_pool", 45 + 20)
set_line(d, 1, "score", "king_pool", 45 + 20)
run(d, "B-04-late-fine-paid")
# B2: and deal 2's King ultimo takes the 20 more that the king pool then holds
set_line(d, 2, "score", 1, 235 + 20)
set_line(d, 2, "score", "king_pool", -135 - 20)
run(d, "B2-04-late-fine-paid-carried")

# C: 08 without the later fine (seat 1 +40, pools -20 each)
d = load("08-wrong-declaration-out-of-turn.json")
set_line(d, 1, "score", 1, -130 + 40)
set_line(d, 1, "score", "pagat_pool", 65 - 20)
set_line(d, 1, "score", "king_pool", 65 - 20)
run(d, "C-08-late-fine-unpaid")
# C2: and deal 2's king przydupek pays in the 20 less that the king pool then holds
set_line(d, 2, "score", 3, -445 + 20)
set_line(d, 2, "score", "king_pool", 345 - 20)
run(d, "C2-08-late-fine-unpaid-carried")

# D: 06 deal 1 under the reversed reading: declarations (5 + 5 to seat 1) and seat 1's king lost handed back
d = load("06-joker-second-last-wrong-total.json")
set_line(d, 1, "score", 1, -85 - 10 + 15)
set_line(d, 1, "score", 3, 0 + 5 - 5)
set_line(d, 1, "score", 2, -10 + 5 - 5)
set_line(d, 1, "score", "king_pool", 50 - 5)
run(d, "D-06-reversed")

# E: 13 with only one of the two omitted declarations left out
d = load("13-missing-declaration-pool-total.json")
print("13 deal 1 declare:", d["deals"][1]["events"][1])
