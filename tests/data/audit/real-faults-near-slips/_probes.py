"""Probes for the real-faults-near-slips round (not pinned): edited copies of the round's files,
validated in memory. Run from the worktree root with PYTHONPATH=$PWD."""

from __future__ import annotations

import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def show(title, doc):
    v = validate(doc)
    print(f"== {title}: {v['status']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) seat {a['seat']}: {a['message'][:220]}")
    for p in v.get("problems", []):
        print("   PROBLEM", p)


def ev(doc, deal=0):
    return doc["deals"][deal]["events"]


# P1 Rage: seat 3 bids before seat 2, then 2, 3, 0 bid in their own turns (as Galician 07 / Terziglio 14)
d = load("03-rage-bids-twice.json")
e = ev(d)
e[:5] = [
    {"type": "bid", "seat": 1, "bid": 1},
    {"type": "bid", "seat": 3, "bid": 2},
    {"type": "bid", "seat": 2, "bid": 0},
    {"type": "bid", "seat": 3, "bid": 1},
    {"type": "bid", "seat": 0, "bid": 1},
]
show("P1 rage: 3 bids out of turn, then 2, 3, 0 in turn", d)

# P2 Terziglio: out-of-turn pass, then the same seat bids gioco in its own turn
d = load("14-terziglio-pass-out-of-turn-all-call.json")
e = ev(d)
e[1] = {"type": "bid", "seat": 1, "bid": "pass"}
e[2] = {"type": "bid", "seat": 2, "bid": "gioco"}
for x in e:
    if x["type"] in ("take", "discard") and x["seat"] == 1:
        x["seat"] = 2
show(
    "P2 terziglio: 2 passes out of turn, 1 pass, 2 gioco (in turn), 0 pass [take/discard moved to 2: cards not his]",
    d,
)

# P3 Galician: out-of-turn pass by 0, then 2 three, 0 pass, 1 pass is file 07; the same with 0's
# in-turn call different from the void one: 0 pass (oot), 2 three, 0 'bottom'? -> keep simple: Ulti
d = load("10-ulti-revoke.json")
e = ev(d)
# auction: 1 discard, 1 party, 2 pass, 0 pass, 1 pass -> 0 passes before 2, then 2, 0 pass in turn
e.insert(2, {"type": "bid", "seat": 0, "bid": "pass"})
show("P3 ulti: 0 passes before 2, then 2 pass, 0 pass, 1 pass in turn (+ the file's revoke, now event 17)", d)

# P4 Ulti payments: the real slip (deal 0's line written in deal 1, same amount) -> README: one unexpected_payment
d = load("11-ulti-payment-missing-other-next.json")
ev(d, 1)[-1]["amount"] = 1
show("P4 ulti: deal 1's extra line 2->1 party amount 1 (the slip)", d)

# P5 Ulti payments: the extra line with a reason nobody owes (silent-100), amount 2
d = load("11-ulti-payment-missing-other-next.json")
ev(d, 1)[-1]["reason"] = "silent-100"
show("P5 ulti: deal 1's extra line 2->1 2 silent-100", d)

# P6 Ulti payments: the extra line between a pair with no due line (none exists with 3 players and declarer 2) ->
# put it in deal 0 style: deal 1 extra 0->1 2 party (defender to defender)
d = load("11-ulti-payment-missing-other-next.json")
ev(d, 1)[-1].update({"from": 0, "to": 1})
show("P6 ulti: deal 1's extra line 0->1 2 party (two defenders)", d)

# P7 Rage: a stock card played (file 02) by a seat that later really revokes while holding the card
# he never plays: construct by hand on file 02's deal
d = load("02-rage-card-from-stock.json")
print("   file 02 hands", d["deals"][0]["hands"], "trump", d["deals"][0]["talon"][0])
print("   plays", [(x["seat"], x["card"]) for x in ev(d) if x["type"] == "play"])

# P7a Rage: file 02 with seat 3's never-played card B14 replaced by Y9 (swapped with the stock):
# at trick 3 (Y3 led) seat 3 throws B6 while holding Y9: a real revoke BEFORE the stock card (trick 4)
d = load("02-rage-card-from-stock.json")
dl = d["deals"][0]
h3 = dl["hands"][3]
h3[h3.index("B14")] = "Y9"
st = dl["talon"]
st[st.index("Y9")] = "B14"
show("P7a rage: revoke at trick 3 (event 13) holding Y9, then the stock card at trick 4 (event 18)", d)

# P8 Ulti payments, the real slip on a pair with no due line in deal 1: deal 0 misses Anna's 0->1 1,
# deal 1 writes 0->1 1 party
d = load("11-ulti-payment-missing-other-next.json")
e0 = ev(d, 0)
e0[-1] = {"type": "payment", "from": 2, "to": 1, "amount": 1, "reason": "party"}
ev(d, 1)[-1] = {"type": "payment", "from": 0, "to": 1, "amount": 1, "reason": "party"}
show(
    "P8 ulti: deal 0 misses 0->1 1 party, deal 1 writes 0->1 1 party (README slip, no due line on that pair)",
    d,
)

# P9 the same, amount 2 (a real fault: a payment missing and a different one next deal)
ev(d, 1)[-1]["amount"] = 2
show("P9 ulti: as P8 but deal 1 writes 0->1 2 party", d)
