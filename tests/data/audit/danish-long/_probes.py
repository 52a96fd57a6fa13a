"""Probes beyond the corpus (run from the worktree root): edited copies of corpus files,
validated in memory.  Each prints the engine's annotations beside what the source says."""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / f"{name}.json").read_text())


def anns(doc):
    v = validate(doc)
    return v["status"], [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]


def insert(doc, deal, at, events):
    ev = doc["deals"][deal]["events"]
    ev[at:at] = events


# P1: 01 deal 2: a king played in the LAST trick that loses (KH przydupek) also charged king_lost 5s
# (§15: "Podczas gry, ale nie w ostatnim sztychu" - not in the last trick) -> unexpected payments
d = load("01-clean-3p-12")
ev = d["deals"][2]["events"]
i = next(k for k, e in enumerate(ev) if e.get("reason") == "king_przydupek")
insert(d, 2, i, [{"type": "payment", "from": 2, "to": "king_pool", "amount": 5, "reason": "king_lost"}])
print("P1 king_lost charged in the last trick:", anns(d))

# P2: 01 deal 5: pagat przydupek, last trick won by seat 1 with T6; the table still pays the plain
# last-trick 20s (§15: no 20 where a przydupek happened) -> unexpected payments
d = load("01-clean-3p-12")
ev = d["deals"][5]["events"]
i = next(k for k, e in enumerate(ev) if e.get("reason") == "card_points")
insert(
    d,
    5,
    i,
    [
        {"type": "payment", "from": 0, "to": 1, "amount": 20, "reason": "last_trick"},
        {"type": "payment", "from": 2, "to": 1, "amount": 20, "reason": "last_trick"},
    ],
)
print("P2 last-trick 20 paid beside a przydupek:", anns(d))

# P3: 02 deal 8 (4 players, dealer 0, sitter 2): the sitter also pays for a declaration-free deal's
# last trick? No: make the sitter pay the deal's card points instead of seat 3 -> wrong party
d = load("02-clean-4p-12")
ev = d["deals"][8]["events"]
cps = [k for k, e in enumerate(ev) if e.get("reason") == "card_points"]
print("P3 before:", [ev[k] for k in cps])
for k in cps:
    if ev[k]["from"] == 3:
        ev[k]["from"] = 2
print("P3 sitter pays a card-point debt:", anns(d))

# P4: 04 last deal: session end split in whole 5-chips (40, 40, 40, 45 of 165) instead of 41.25
d = load("04-clean-4p-10")
ev = d["deals"][-1]["events"]
se = [k for k, e in enumerate(ev) if e.get("reason") == "session_end" and e["from"] == "pagat_pool"]
for j, k in enumerate(se):
    ev[k]["amount"] = 45 if j == 0 else 40
tot = [e for e in ev if e["type"] == "total"]
for e in tot:
    if e["party"] == 0:
        e["points"] += 3.75
    elif e["party"] in (1, 2, 3):
        e["points"] -= 1.25
print("P4 165 shared 45/40/40/40:", anns(d))

# P5: 03 deal 7: KD ultimo + KC przydupek; the table refills the king pool anyway (§15: no refill
# when a king przydupek happened at the same time)
d = load("03-clean-3p-16")
ev = d["deals"][7]["events"]
i = next(k for k, e in enumerate(ev) if e.get("reason") == "card_points")
insert(
    d,
    7,
    i,
    [{"type": "payment", "from": s, "to": "king_pool", "amount": 20, "reason": "refill"} for s in range(3)],
)
print("P5 refill after ultimo + przydupek:", anns(d))

# P6: 02 deal 9 written with the wrong dealer (2 instead of 1)
d = load("02-clean-4p-12")
d["deals"][9]["dealer"] = 2
print("P6 wrong dealer written:", anns(d))
