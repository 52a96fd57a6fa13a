"""Probes beyond the corpus (run from the worktree root with PYTHONPATH=$PWD).

P1: file 01 with a dealer fee of 2: its failed ultimo (deal 4) pays in a KNOWN pool; the record pays
    the content as it stands after the deal's dealer fee (as the engine reads a take, files 05/14).
P2: file 02 with the unknown pool's failed pay-in written as the content before the deal's fee
    (76 instead of 78): the engine's reading of the unknown case, the later take left as it was.
P3: file 12 (unknown pool to the end, failed ultimo in the last deal) with a dealer fee of 2.
"""

import copy
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import _gen  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def run(doc):
    v = validate(doc)
    return (
        v["status"],
        [(a["deal"], a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]],
        [d["computed"].get("pool") for d in v["deals"]],
    )


def spec(name):
    return copy.deepcopy(next(s for s in _gen.SPECS if s["file"].startswith(name)))


s = spec("01")
s["rules"] = {"pool_dealer_fee": 2}
doc, ex = _gen.build(s)
print("P1", run(doc), "mine:", [i["pool_after"] for i in ex["info"]])

s = spec("02")
doc, ex = _gen.build(s)
for e in doc["deals"][1]["events"]:
    if e["type"] == "payment" and e["reason"] == "pool_ultimo":
        print("  P2 pay-in as written", e["amount"])
        e["amount"] -= 2
print("P2", run(doc))

s = spec("12")
s["rules"] = {"pool_dealer_fee": 2}
doc, ex = _gen.build(s)
print("P3", run(doc), "mine:", [i["pool_after"] for i in ex["info"]])

# P4: a fragment that opens with the founding stake (the pool just won before the record starts)
#     and whose first deal is a failed ultimo (no dealer fee): the pay-in is the pool as it stood
#     before the shares, the four stakes included; a take known later (deal 4 of file 02's shape).
s = spec("02")
s["rules"] = {}
s["stake_due"] = True
s["totals"] = [-100, 300, -88, -152]  # sum -40: the pool just staked by the four
s["deals"] = ["ult_fail", "loss", "win", "ult_made", "win"]
doc, ex = _gen.build(s)
print("P4", run(doc), "mine:", [i["pool_after"] for i in ex["info"]])
