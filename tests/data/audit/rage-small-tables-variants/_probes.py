"""Probes of doubtful points (not pinned). Run from the worktree root with PYTHONPATH=$PWD."""

import json
import os

from validator.engine.validate import validate

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def show(label, doc):
    v = validate(doc)
    if not isinstance(v, dict):
        v = v.to_dict() if hasattr(v, "to_dict") else json.loads(json.dumps(v, default=lambda o: o.__dict__))
    print("==", label, "->", v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", (a["deal"], a["event"], a["code"]), a["severity"], a["message"])
    return v


def bid_event(deal, seat):
    for i, e in enumerate(deal["events"]):
        if e["type"] == "bid" and e["seat"] == seat:
            return i, e
    raise KeyError(seat)


# A: Durch off: file 01 round 7 seat 2 (4 of 4, one -5) should score 4+10-5 = 9, sheet 13.
d = load("01-3p-pm1-durch-r6-clean.json")
d["rules"]["durch"] = False
show("A 01 without durch", d)

# B: hidden_bid off: file 08 bids written out of the bidding order -> bid_out_of_turn expected.
d = load("08-4p-hidden-pm1-r4-clean.json")
d["rules"]["hidden_bid"] = False
show("B 08 without hidden_bid", d)

# C: file 05 (bids written during play) under hidden_bid instead of secret_bid.
d = load("05-3p-secret-pm1-r2-clean.json")
d["rules"] = {"preset": "standard", "hidden_bid": True, "plus_minus_one": True}
show("C 05 hidden instead of secret", d)

# D: secret+pm1, file 05 round 2: the dealer (seat 1, bid written after play 7) bids so the sum is 9.
d = load("05-3p-secret-pm1-r2-clean.json")
i, e = bid_event(d["deals"][0], 1)
e["bid"] = 6  # 3 + 0 + 6 = 9 cards
show("D 05 secret dealer bid makes 9 (scores now wrong for seat 1 too)", d)

# D2: same, but a non-dealer's bid (seat 0, written at play 4) is changed to make the sum 9.
d = load("05-3p-secret-pm1-r2-clean.json")
i, e = bid_event(d["deals"][0], 0)
e["bid"] = 6  # 6 + 3 + 0 = 9
show("D2 05 secret non-dealer bid makes 9", d)

# E: Durch in round 10 written: file 04 round 10 seat 0 written 12 (1 trick x2 + 10).
d = load("04-4p-hidden-durch-r8-clean.json")
dl = d["deals"][2]
for ev in dl["events"]:
    if ev["type"] == "score" and ev["party"] == 0:
        ev["points"] = 12
show("E 04 round 10 single trick scored as Durch", d)

# F: trump from the stock: file 15 round 5, swap PLUS5 (talon[1]) with B8 (talon[5]):
# after the NOTRUMP trick the trump would be B, not G, so trick 2 (Y10, G14, G3) goes to Y10.
d = load("15-3p-pm1-durch-r5-actions-clean.json")
t = d["deals"][0]["talon"]
t[1], t[5] = t[5], t[1]
show("F 15 stock changed after NOTRUMP", d)

# F2: file 01 round 6, talon ["CHANGE", "PLUS5", "G4"] -> trump must be G; make the first card
# after the action cards a different colour card by moving G4 behind the next colour card.
d = load("01-3p-pm1-durch-r6-clean.json")
t = d["deals"][0]["talon"]
j = next(k for k in range(3, len(t)) if t[k][0] in "RBYPO" and t[k][1:].isdigit())
print("   F2 moves", t[j], "in front of G4")
t.insert(2, t.pop(j))
show("F2 01 round 6 trump turned past action cards changed", d)

# G: plus_minus_one with hidden bids: the sum equals but the dealer's bid is written last and a
# non-dealer's is the one that differs (file 14 round 10 reordered, no change of sum).
d = load("14-4p-hidden-pm1-r9-revoke-forbidden.json")
ev = d["deals"][1]["events"]
bids = [e for e in ev if e["type"] == "bid"]
rest = [e for e in ev if e["type"] != "bid"]
bids.sort(key=lambda e: (e["seat"] - 2 - 1) % 4)  # normal order: 3, 0, 1, 2 (dealer last)
d["deals"][1]["events"] = bids + rest
show("G 14 round 10 bids in normal order", d)

# H: secret bid written after the totals too (after all sheet lines) - still one finding?
d = load("06-4p-secret-pm1-r5-latebid-revoke.json")
ev = d["deals"][1]["events"]
k = next(i for i, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 2)
ev.append(ev.pop(k))
show("H 06 late secret bid after the totals", d)

# I: secret bid missing entirely (control) in file 06 round 6.
d = load("06-4p-secret-pm1-r5-latebid-revoke.json")
ev = d["deals"][1]["events"]
k = next(i for i, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 2)
ev.pop(k)
show("I 06 secret bid left out", d)
