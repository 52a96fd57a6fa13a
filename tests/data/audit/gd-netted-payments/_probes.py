"""Probes (not pinned): edited copies of the round's clean files, validated in memory."""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(label, doc):
    v = validate(doc)
    found = sorted(((a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]), key=str)
    diffs = {d["index"]: d["settlement"].get("difference") for d in v["deals"] if d.get("settlement", {}).get("difference")}
    print(f"{label}: {v['status']} {found} {diffs}")


def pays(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "payment"]


# P1: a netted pair written with a negative amount the other way (02 deal 0: 1->0 290 as 0->1 -290)
d = load("02-clean-pair-net-4p.json")
e = d["deals"][0]["events"][pays(d["deals"][0])[0]]
e["from"], e["to"], e["amount"] = e["to"], e["from"], -e["amount"]
run("P1 negative amount reversed", d)

# P2: one pair's net split over two payment events (02 deal 0: 290 as 200 + 90, the second at the end)
d = load("02-clean-pair-net-4p.json")
ev = d["deals"][0]["events"]
i = pays(d["deals"][0])[0]
extra = copy.deepcopy(ev[i])
ev[i]["amount"] -= 90
extra["amount"] = 90
ev.append(extra)
run("P2 pair net split in two", d)

# P3: itemized deal with the player's pool share folded into the game payments as a reason-less
# pool line written before the stakes (01 deal 0 reordered: share first)
d = load("01-clean-items-reasons.json")
ev = d["deals"][0]["events"]
ps = pays(d["deals"][0])
share = ev.pop(ps[-1])
ev.insert(ps[0], share)
run("P3 share before the stakes", d)

# P4: 13 (renonce) settled as if no renonce: the player is paid his won game (38 points: 45 each)
d = load("13-renonce-netted-4p.json")
ev = d["deals"][0]["events"]
ps = pays(d["deals"][0])
for k in range(3):
    ev[ps[k]].update({"from": k + 1, "to": 0, "amount": 45})
ev[ps[3]]["amount"] = 10 + 13.5
for k in range(4, 7):
    ev[ps[k]]["amount"] = 10
run("P4 renonce deal settled as played (won 45 each)", d)

# P5: 14 deal 0 (player won 45 a helper, helpers' silent trull 50): shares taken gross per item
# (player 10% of 90 = 9, each helper 10% of 50 = 5) instead of on the net (0.5 each helper)
d = load("14-share-wrong-direction.json")
ev = d["deals"][0]["events"]
for i in pays(d["deals"][0]):
    if ev[i].get("reason") == "pool_share":
        ev[i]["amount"] = 5
ev.append({"type": "payment", "from": 2, "to": "pool", "amount": 9, "reason": "pool_share"})
run("P5 shares per item (gross)", d)

# P6: as P4, but the renonce deal is the session's last (07 deal 1, fault-free copy): player seat 2
# made 44 -> 63 from each helper, share 12.6
d = load("07-renonce-and-wrong-share.json")
dl = d["deals"][1]
dl["events"] = [e for e in dl["events"] if e["type"] != "payment"] + [
    {"type": "payment", "from": 0, "to": 2, "amount": 63, "reason": "game"},
    {"type": "payment", "from": 1, "to": 2, "amount": 63, "reason": "game"},
    {"type": "payment", "from": 2, "to": "pool", "amount": 12.6, "reason": "pool_share"},
]
run("P6 last-deal renonce settled as played", d)
