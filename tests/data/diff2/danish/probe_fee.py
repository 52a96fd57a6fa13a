"""Probe: the deal fee (L194, L278) paid by the next dealer, recorded in the previous deal."""
import sys, copy, json
sys.path.insert(0, "/work/wt-diff2-danish")
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate


def show(tag, m):
    v = validate(m)
    print(tag, v["status"], [(d["index"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]])


doc = simulate(42, players=3)
print("dealers", [d["dealer"] for d in doc["deals"]])
# A: next dealer's fees moved to the very end of the previous deal (L278 timing)
m = copy.deepcopy(doc)
for k in range(1, len(m["deals"])):
    fees = [e for e in m["deals"][k]["events"] if e.get("reason") == "deal_fee"]
    m["deals"][k]["events"] = [e for e in m["deals"][k]["events"] if e.get("reason") != "deal_fee"]
    m["deals"][k - 1]["events"] += fees
show("A fees at end of previous deal:", m)
# B: same, but put at the start of the previous deal (before its own dealer's skat)
m = copy.deepcopy(doc)
fees = [e for e in m["deals"][1]["events"] if e.get("reason") == "deal_fee"]
m["deals"][1]["events"] = [e for e in m["deals"][1]["events"] if e.get("reason") != "deal_fee"]
j = next(i for i, e in enumerate(m["deals"][0]["events"]) if e["type"] == "discard")
m["deals"][0]["events"][j:j] = fees
show("B next dealer's fees before deal 0's skat:", m)
# C: last deal: the (non-existent) next dealer pays both fees at the end
m = copy.deepcopy(doc)
last = m["deals"][-1]
nd = (last["dealer"] + 1) % 3
last["events"] += [{"type": "payment", "from": nd, "to": p, "amount": 5, "reason": "deal_fee"} for p in ("pagat_pool", "king_pool")]
show("C fees for a deal after the last:", m)
# D: last deal: one fee only, wrong payer for the current deal's fee
m = copy.deepcopy(doc)
last = m["deals"][-1]
e = next(e for e in last["events"] if e.get("reason") == "deal_fee" and e["to"] == "king_pool")
e["from"] = nd
show("D current fee by the wrong seat (last deal):", m)
