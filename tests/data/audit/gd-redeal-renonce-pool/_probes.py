"""Probes of doubtful points (not pinned). Run from the worktree root with PYTHONPATH=$PWD."""

from __future__ import annotations

import copy
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import _gen as G  # noqa: E402

from validator.engine.validate import validate  # noqa: E402


def load(name):
    return json.loads((HERE / name).read_text())


def show(title, doc):
    v = validate(doc)
    print(f"--- {title}: {v['status']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) {a['severity']}: {a['message']}")
        st = d.get("settlement") or {}
        if st.get("difference"):
            print(f"   deal {d['index']} expected {st.get('expected')} recorded {st.get('recorded')}")
        for u in d.get("unchecked") or []:
            print(f"   deal {d['index']} unchecked: {u}")
    s = v.get("session") or {}
    if "pool" in s:
        print("   session pool:", s["pool"])
    return v


def payments(deal):
    return [e for e in deal["events"] if e["type"] == "payment"]


# P1: 07 with the deal after the illegal redeal dealt by the next player (the engine's reading)
d = load("07-3p-redeal-default-illegal.json")
d["deals"][2]["dealer"] = 2
show("P1 07, deal 2 dealer 2 (hands/auction unchanged)", d)

# P2: 07 with a wrong pool share in deal 2 (is it still judged?)
d = load("07-3p-redeal-default-illegal.json")
for e in d["deals"][2]["events"]:
    if e.get("reason") == "pool_share":
        e["amount"] = 9
        break
show("P2 07, deal 2 pool share 9 instead of 4.8", d)
d["deals"][2]["events"] = [e for e in d["deals"][2]["events"] if e.get("reason") != "game"] + [
    {"type": "payment", "from": 2, "to": 0, "amount": 70, "reason": "game"},
    {"type": "payment", "from": 2, "to": 1, "amount": 48, "reason": "game"},
]
show("P2b 07, deal 2 also one game payment 70 instead of 48", d)

# P3: 14 cut to its first deal (no next deal dealt): is the pool payment (80) judged?
d = load("14-5p-player-renonce-allpaid-pool-untouched.json")
d["deals"] = d["deals"][:1]
show("P3 14, renonce deal last in the session", d)

# P4: 14 with the planted payment 40 instead of 80 (fits neither settlement)
d = load("14-5p-player-renonce-allpaid-pool-untouched.json")
d["deals"][0]["events"][50]["amount"] = 40
show("P4 14, planted pool payment 40", d)

# P5: 14 without the planted payment (the renonce settlement I derived)
d = load("14-5p-player-renonce-allpaid-pool-untouched.json")
del d["deals"][0]["events"][50]
show("P5 14, no pool payment (renonce settlement)", d)

# P6: 11 recorded as played (ultimo made: game 66 each, 100 each, the pool 60; shares), next deal dealt
d = load("11-3p-player-renonce-ultimo-default.json")
ev = [e for e in d["deals"][0]["events"] if e["type"] != "payment"]
pl = 1
for o in (2, 0):
    ev.append({"type": "payment", "from": o, "to": pl, "amount": 66, "reason": "game"})
for o in (2, 0):
    ev.append({"type": "payment", "from": o, "to": pl, "amount": 100, "reason": "pagat_ultimo"})
ev.append({"type": "payment", "from": "pool", "to": pl, "amount": 60, "reason": "pool_ultimo"})
ev.append({"type": "payment", "from": pl, "to": "pool", "amount": 33.2, "reason": "pool_share"})
d["deals"][0]["events"] = ev
d["deals"][1]["events"] = [e for e in d["deals"][1]["events"] if e["type"] != "payment"]
show("P6 11 settled as played (renonce not claimed), payments of deal 1 left out", d)

# P7: a helper's renonce in a game the player lost by cards (3p): what does the engine settle?
rng = random.Random(99)
s = G.Session(3, 50, False)
g = G.make_game(rng, 3, 0, outcome="lose", renonce="helper")
doc = {
    "format": "trick-transcript/1",
    "game": "galician-tarok",
    "rules": {"preset": "standard", "pool": True},
    "players": G.NAMES[:3],
    "start": {"pools": {"pool": 50}},
    "deals": [G.strip(g)],
}
print("P7 player", g["player"], "points", g["points"], "renonce event", g["renonce_event"])
v = show("P7 helper renonce, player lost by cards, no payments recorded", doc)
print("   computed settlement:", v["deals"][0].get("settlement"))
del s

# P8: 08 with the deal after the legal redeal dealt by the next player
d = load("08-3p-redeal-option-legal-clean.json")
d["deals"][2]["dealer"] = 1
show("P8 08, deal 2 dealer 1 after the legal redeal", d)

# P9: common_usage (dealer fee 1, redeal allowed): 08 with no dealer fees recorded: what is expected?
d = load("08-3p-redeal-option-legal-clean.json")
d["rules"] = {"preset": "common_usage"}
v = show("P9 08 under common_usage, no dealer fees recorded", d)
for dd in v["deals"]:
    print("   deal", dd["index"], "expected", (dd.get("settlement") or {}).get("expected"))

# P10: 07's illegal redeal as the last deal (nothing after it)
d = load("07-3p-redeal-default-illegal.json")
d["deals"] = d["deals"][:2]
show("P10 07 cut after the illegal redeal", d)

# P11: 10 (5p, legal redeal) with the redeal dealt again by the next active seat (4)
d = load("10-5p-redeal-legal-fee-planted.json")
d["deals"][0]["events"] = d["deals"][0]["events"][:1]
show("P11a 10 without the planted fee", copy.deepcopy(d))
