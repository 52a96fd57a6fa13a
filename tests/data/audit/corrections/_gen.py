"""Blind round 'corrections': the table's own corrections in the record.

Each file is an example transcript (examples/<game>/clean*.json) with corrections inserted.
Run from the worktree root: python tests/data/audit/corrections/_gen.py
"""

import copy
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
OUT = Path(__file__).resolve().parent


def load(rel):
    return json.loads((ROOT / rel).read_text())


def ins(events, at, *new):
    events[at:at] = [dict(e) for e in new]


def save(name, t, meta):
    t = copy.deepcopy(t)
    t["meta"] = {"audit": "corrections", "case": meta}
    (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")


DT = load("examples/danish-tarok/clean.json")
RG = load("examples/rage/clean.json")
GT = load("examples/galician-tarok/clean.json")
UL = load("examples/ulti/clean-trump.json")
TZ = load("examples/tarocchini-terziglio/clean.json")

# --- Danish Tarok -------------------------------------------------------------------------
# D1: a declaration payment written twice, then handed back (with a note). Net as owed: clean.
t = copy.deepcopy(DT)
ev = t["deals"][1]["events"]
ins(ev, 8,
    {"type": "payment", "from": 2, "to": 1, "amount": 5, "reason": "declaration"},
    {"type": "payment", "from": 1, "to": 2, "amount": 5, "note": "paid twice by mistake, handed back"})
save("dt-paid-twice-refunded.json", t, "payment written twice, then refunded")

# D2: the same payment written twice, never handed back: one fault.
t = copy.deepcopy(DT)
ev = t["deals"][1]["events"]
ins(ev, 8, {"type": "payment", "from": 2, "to": 1, "amount": 5, "reason": "declaration"})
save("dt-paid-twice.json", t, "payment written twice by mistake")

# D3: a mandatory declaration first passed, corrected before the first lead (§18 superficial).
t = copy.deepcopy(DT)
ev = t["deals"][2]["events"]
half_s = [{"kind": "cavalry", "suit": "S", "form": "half", "missing": "K"}]
ev[3:8] = [
    {"type": "declare", "seat": 2, "items": []},
    {"type": "declare", "seat": 0, "items": []},
    {"type": "declare", "seat": 1, "items": []},
    {"type": "declare", "seat": 2, "items": half_s, "note": "corrects her pass before the first lead"},
    {"type": "payment", "from": 0, "to": 2, "amount": 5, "reason": "declaration"},
    {"type": "payment", "from": 1, "to": 2, "amount": 5, "reason": "declaration"},
]
save("dt-declaration-corrected.json", t, "declaration corrected before the first lead")

# D4: the same pass corrected only after the first trick (§18 irreparable).
t = copy.deepcopy(DT)
ev = t["deals"][2]["events"]
ev[3:8] = [
    {"type": "declare", "seat": 2, "items": []},
    {"type": "declare", "seat": 0, "items": []},
    {"type": "declare", "seat": 1, "items": []},
]
# first trick is events 6,7,8 now (0:JD 1:1D 2:ND); correction after it
ins(ev, 9,
    {"type": "declare", "seat": 2, "items": half_s, "note": "remembers her half cavalry after the first trick"},
    {"type": "payment", "from": 0, "to": 2, "amount": 5, "reason": "declaration"},
    {"type": "payment", "from": 1, "to": 2, "amount": 5, "reason": "declaration"})
save("dt-declaration-corrected-late.json", t, "declaration corrected after the first trick")

# --- Rage ---------------------------------------------------------------------------------
# R1: a score line written 1 short, then a correcting line of +1 for the same seat: sums to the right score.
t = copy.deepcopy(RG)
ev = t["deals"][2]["events"]
assert ev[36] == {"type": "score", "party": 0, "points": -1}
ev[36]["points"] = -2
ins(ev, 40, {"type": "score", "party": 0, "points": 1, "note": "correction: +1 (one trick miscounted)"})
save("rage-score-correction-delta.json", t, "score line corrected by a second line (difference)")

# R2: a score line written wrong, then the corrected full line for the same seat.
t = copy.deepcopy(RG)
ev = t["deals"][2]["events"]
ev[36]["points"] = -2
ins(ev, 40, {"type": "score", "party": 0, "points": -1, "note": "corrected: -1, not -2"})
save("rage-score-rewritten.json", t, "score line rewritten in full for the same seat")

# R3: a running total written wrong in round 4, right again in round 5: one fault.
t = copy.deepcopy(RG)
ev = t["deals"][3]["events"]
assert ev[37] == {"type": "total", "party": 1, "points": -16}
ev[37]["points"] = -26
save("rage-total-fixed-next-round.json", t, "total wrong in one round, right in the next")

# R4: a bid changed at once by the same player (both the first and the changed bid miss).
t = copy.deepcopy(RG)
ev = t["deals"][2]["events"]
assert ev[1] == {"type": "bid", "seat": 0, "bid": 7}
ev[1]["bid"] = 8
ins(ev, 2, {"type": "bid", "seat": 0, "bid": 7, "note": "changes her bid to 7"})
save("rage-bid-changed.json", t, "bid changed by the same player before the next bid")

# --- Galician Tarok -----------------------------------------------------------------------
# deal 1 first trick: 8/0:QD 9/1:ND 10/2:KD
# G1: follower trumps by mistake (a renonce) and takes it back while the trick lies (§24 'zwykle wolno').
t = copy.deepcopy(GT)
ev = t["deals"][1]["events"]
ins(ev, 9, {"type": "play", "seat": 1, "card": "T6"})
ev[10]["note"] = "takes back T6, follows with ND"
save("gt-takeback-follower.json", t, "follower takes back a mistaken trump, default take_back")

# G2: the lead taken back before the next player covers it, under until_covered.
t = copy.deepcopy(GT)
t["rules"] = {"take_back": "until_covered"}
ev = t["deals"][1]["events"]
ins(ev, 8, {"type": "play", "seat": 0, "card": "NC"})
ev[9]["note"] = "takes back NC before Bożena plays, leads QD"
save("gt-takeback-lead-until-covered.json", t, "lead taken back before covered, until_covered")

# G3: the same lead take-back under the default (mistaken_follow): the lead may not be changed.
t = copy.deepcopy(GT)
ev = t["deals"][1]["events"]
ins(ev, 8, {"type": "play", "seat": 0, "card": "NC"})
ev[9]["note"] = "takes back NC before Bożena plays, leads QD"
save("gt-takeback-lead-default.json", t, "lead taken back, default mistaken_follow")

# G4: a follower's take-back where the table plays 'never'.
t = copy.deepcopy(GT)
t["rules"] = {"take_back": "never"}
ev = t["deals"][1]["events"]
ins(ev, 9, {"type": "play", "seat": 1, "card": "JD"})
ev[10]["note"] = "takes back JD, follows with ND"
save("gt-takeback-never.json", t, "follower take-back where take_back is never")

# G5: a payment written twice in deal 0 and handed back only in deal 1 (§31: too late).
t = copy.deepcopy(GT)
ev = t["deals"][0]["events"]
assert ev[56]["amount"] == 1040 and ev[56]["to"] == 1
ins(ev, 57, {"type": "payment", "from": 0, "to": 1, "amount": 1040, "reason": "game"})
ins(t["deals"][1]["events"], 0,
    {"type": "payment", "from": 1, "to": 0, "amount": 1040, "note": "hands back last deal's double payment"})
save("gt-refund-next-deal.json", t, "payment written twice, refunded in the next deal")

# --- Ulti ---------------------------------------------------------------------------------
# U1: the ulti payment written twice, then only half of it handed back: one fault (4 units).
t = copy.deepcopy(UL)
ev = t["deals"][0]["events"]
assert ev[38] == {"type": "payment", "from": 0, "to": 1, "amount": 8, "reason": "ulti"}
ins(ev, 39,
    {"type": "payment", "from": 0, "to": 1, "amount": 8, "reason": "ulti"},
    {"type": "payment", "from": 1, "to": 0, "amount": 4, "note": "refund"})
save("ulti-refund-short.json", t, "payment written twice, refund short by 4")

# --- Tarocchini Terziglio -----------------------------------------------------------------
# T1: a cricca declared with a wrong count, corrected before the first lead.
t = copy.deepcopy(TZ)
ev = t["deals"][0]["events"]
assert ev[8]["seat"] == 0
ev[8] = {"type": "declare", "seat": 0, "items": [{"kind": "cricca", "of": "knights", "count": 4}]}
ins(ev, 9, {"type": "declare", "seat": 0, "items": [{"kind": "cricca", "of": "knights", "count": 3}],
            "note": "corrects: three knights, not four"})
save("tz-declaration-corrected.json", t, "declaration corrected before the first lead")

if __name__ == "__main__":
    for p in sorted(OUT.glob("*.json")):
        print(p.name)
