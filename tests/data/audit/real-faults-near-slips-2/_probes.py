"""Probes (not pinned): each edits a copy of one round file into the slip it resembles (or another
reading) and prints the engine's findings, to show the engine tells the real fault from the slip.
Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/real-faults-near-slips-2/_probes.py
"""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).resolve().parent


def load(name):
    return json.loads((HERE / name).read_text())


def show(label, doc):
    v = validate(copy.deepcopy(doc))
    print(f"== {label}: {v['status']}")
    for d in v.get("deals", []):
        for a in d["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) seat {a['seat']}: {a['message']}")
        st = d.get("settlement") or {}
        if st.get("difference"):
            print("   settlement difference", st["difference"])
    for p in v.get("problems", []) or []:
        print("   problem", p)


# P1 Rage 02 as the slip: seat 2 writes no bid of its own, so seat 1's second bid (in seat 2's turn)
# may be read as seat 2's bid written for the wrong seat.
d = load("02-rage-bid-twice-in-turn.json")
ev = d["deals"][0]["events"]
del ev[2]
show("P1 rage 02, seat 2's own bid removed (true slip)", d)

# P2 Ulti 10 as a late payment: deal 0's line 1->0 is written only in deal 1.
d = load("10-ulti-payment-paid-twice-in-two-deals.json")
e0 = d["deals"][0]["events"]
e0[:] = [e for e in e0 if not (e["type"] == "payment" and e["from"] == 1 and e["to"] == 0)]
show("P2 ulti 10, deal 0's line only in deal 1 (true late payment)", d)

# P3 Danish 04 as the slip: Bartek's own pass in his turn, the kings written for him in Celina's turn,
# and Celina writes nothing.
d = load("04-danish-declares-neighbours-kings.json")
ev = d["deals"][0]["events"]
ev[2] = {"type": "declare", "seat": 1, "items": []}
ev[3] = {"type": "declare", "seat": 1, "items": [{"kind": "kings", "form": "full"}]}
show("P3 danish 04 rearranged as a declaration written for the wrong seat", d)

# P4 Ottocento 12 the same way.
d = load("12-ottocento-declares-neighbours-kings.json")
ev = d["deals"][0]["events"]
ev[2] = {"type": "declare", "seat": 1, "items": []}
ev[3] = {"type": "declare", "seat": 1, "items": [{"kind": "cricca", "of": "kings", "count": 4}]}
show("P4 ottocento 12 rearranged as a declaration written for the wrong seat", d)

# P5 Galician 08 as the slip: Bozena writes no call.
d = load("08-galician-bid-twice-in-turn.json")
ev = d["deals"][0]["events"]
del ev[2]
show("P5 galician 08, Bozena's own pass removed (true slip)", d)

# P6 Terziglio 14 as the slip: Giulia writes no call.
d = load("14-terziglio-bid-twice-in-turn.json")
ev = d["deals"][0]["events"]
del ev[2]
show("P6 terziglio 14, Giulia's own pass removed (true slip)", d)

# P7 Rage 01 unchanged (reference for the message: the card it stands for is named).
d = load("01-rage-other-seats-card-holder-already-played.json")
show("P7 rage 01 unchanged (reference)", d)

# P8 Ulti 10 with the copy written after deal 1's own lines instead of before.
d = load("10-ulti-payment-paid-twice-in-two-deals.json")
e1 = d["deals"][1]["events"]
dup = e1.pop(36)
e1.append(dup)
show("P8 ulti 10, the copied line last in deal 1", d)

# P9 Danish 04 in the README's exact slip shape: in Bartek's turn a line written for Celina (his pass),
# Celina then writes her own kings; Bartek writes none.
d = load("04-danish-declares-neighbours-kings.json")
ev = d["deals"][0]["events"]
ev[2] = {"type": "declare", "seat": 2, "items": []}
ev[3] = {"type": "declare", "seat": 2, "items": [{"kind": "kings", "form": "full"}]}
show("P9 danish 04 as the README's slip (seat written wrongly, its writer declaring later)", d)

# P10 Rage 02 in the README's exact slip shape: in Bohouš's turn a bid written for Katka, Katka bids
# later herself; Bohouš writes none.
d = load("02-rage-bid-twice-in-turn.json")
ev = d["deals"][0]["events"]
ev[0] = {"type": "bid", "seat": 2, "bid": 0}
del ev[1]
show("P10 rage 02 as the README's slip (bid written for Katka in Bohouš's turn)", d)
