"""Probes for the doubtful points (edited copies, not pinned). Run from the worktree root with
PYTHONPATH=$PWD; prints each probe's violations and the settlement differences."""

import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).resolve().parent


def load(name):
    return json.loads((HERE / name).read_text())


def show(title, t):
    v = validate(t)
    print("==", title, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", (a["deal"], a["event"], a["code"]), a["rule"], "|", a["message"])
        s = d.get("settlement") or {}
        if s.get("difference"):
            print("   settlement difference", s["difference"], "expected", s["expected"])


F08 = "08-skat-shown-unforced-plus-wrong-fine-3p.json"
F14 = "14-decl-half-cavalry-wrong-missing-plus-wrong-fee-4p.json"
F15 = "15-decl-missing-matadors-plus-joker-second-last-3p.json"
F13 = "13-decl-corrected-plus-false-demand-3p.json"
F01 = "01-clean-3p-trumps-halfking.json"

# P1: 08 without "shown": does the missing_declaration go away?
t = load(F08)
del t["deals"][1]["events"][2]["shown"]
show("P1 08 without shown", t)

# P2: 08 with the dealer declaring full kings (his pre-discard holding) and being paid 10 by each
t = load(F08)
ev = t["deals"][1]["events"]
ev[3]["items"] = [{"kind": "kings", "form": "full"}]
ev[4:4] = [
    {"type": "payment", "from": 2, "to": 1, "amount": 10, "reason": "declaration"},
    {"type": "payment", "from": 0, "to": 1, "amount": 10, "reason": "declaration"},
]
show("P2 08 shown + full kings declared and paid", t)

# P3: 14 with the deal fee put right: only the declaration reading left
t = load(F14)
t["deals"][0]["events"][9]["amount"] = 5
show("P3 14 fee fixed", t)

# P4: 14 with the correct 10-trumps money handed back too
t = load(F14)
t["deals"][0]["events"][9]["amount"] = 5
t["deals"][0]["events"] += [
    {"type": "payment", "from": 3, "to": 0, "amount": 10, "reason": "declaration"},
    {"type": "payment", "from": 3, "to": 1, "amount": 10, "reason": "declaration"},
]
show("P4 14 fee fixed, trumps money handed back too", t)

# P5: 15 with the half-cavalry money handed back
t = load(F15)
t["deals"][0]["events"] += [
    {"type": "payment", "from": 0, "to": 1, "amount": 5, "reason": "declaration"},
    {"type": "payment", "from": 0, "to": 2, "amount": 5, "reason": "declaration"},
]
show("P5 15 half-cavalry money handed back", t)

# P6: 15 without the second irreparable fault (Joker): the declaration fault alone
t = load(F15)
ev = t["deals"][0]["events"]
# drop the Joker fine (last two payments) only; the Joker play stays (still a fault): see what remains
show("P6 15 as is, for reference of the fines", t)

# P7: 13, the correction made after the first card was played (too late: irreparable)
t = load(F13)
ev = t["deals"][0]["events"]
i = next(k for k, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 2 and e["items"])
first_play = next(k for k, e in enumerate(ev) if e["type"] == "play")
moved = ev[i:first_play]
del ev[i:first_play]
ev[first_play - len(moved) + 1 : first_play - len(moved) + 1] = moved
show("P7 13 correction after the first card", t)

# P8: 01 deal 0, the dealer declares 11 trumps without saying pagat (holds it)
t = load(F01)
ev = t["deals"][0]["events"]
k = next(k for k, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 0)
ev[k]["items"] = [{"kind": "trumps", "count": 11}]
show("P8 01 pagat flag omitted", t)

# P9: 04 skat corrected before the player after the dealer declared (§18: correctable until then)
t = load("04-skat-king-plus-revoke-3p.json")
ev = t["deals"][0]["events"]
hand = t["deals"][0]["hands"][0]
pips = [c for c in hand if c[:-1] not in "KQNJ" and c[0] != "T" and c != "JOKER" and c not in ev[8]["cards"]]
ev.insert(9, {"type": "discard", "seat": 0, "cards": [pips[0], "7S", "2H"], "note": "corrected"})
show("P9 04 skat discarded again (corrected) before seat 1 declared", t)

# P10: 01 deal 0, the dealer says "without the Pagat" while holding it
t = load(F01)
ev = t["deals"][0]["events"]
k = next(k for k, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == 0)
ev[k]["items"] = [{"kind": "trumps", "count": 11, "pagat": False}]
show("P10 01 pagat false while held", t)

# P11: 04 skat 'corrected' only after seat 1 (the player after the dealer) declared: too late
t = load("04-skat-king-plus-revoke-3p.json")
ev = t["deals"][0]["events"]
ev.insert(13, {"type": "discard", "seat": 0, "cards": [pips[0], "7S", "2H"], "note": "corrected late"})
show("P11 04 skat corrected after seat 1 declared", t)
