"""Probes for the danish-declarations-edges round: edited copies of the corpus, written to /tmp only.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-declarations-edges/_probes.py
"""

import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = "/tmp/dde-probes"
os.makedirs(OUT, exist_ok=True)


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def run(tag, doc):
    path = os.path.join(OUT, tag + ".json")
    with open(path, "w") as f:
        json.dump(doc, f)
    p = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True
    )
    v = json.loads(p.stdout)
    print("==", tag, v["status"])
    for d in v.get("deals", []):
        for a in d["annotations"]:
            pen = (a.get("penalty") or {}).get("class")
            print(
                "   ", a["deal"], a["event"], a["code"], a["severity"], "|", a["message"][:200], "| pen", pen
            )
        diff = (d.get("settlement") or {}).get("difference")
        if diff:
            print("    settlement difference deal", d["index"], diff)
        c = d.get("computed") or {}
        if c.get("void"):
            print("    void", c.get("void"), "reading", c.get("void_reading"))
    for pr in v.get("problems", []) or []:
        print("    problem", pr)


def ev(doc, deal):
    return doc["deals"][deal]["events"]


# P1: forced discard, the dealer declares what he holds after the discard, paid for what he held before
d = load("07-forced-skat-discard-3p.json")
e = ev(d, 1)
e[3]["items"] = [it for it in e[3]["items"] if not (it["kind"] == "cavalry" and it["suit"] in "HD")]
run("p01-forced-discard-declares-after", d)

# P2: forced discard written without "shown"
d = load("07-forced-skat-discard-3p.json")
del ev(d, 1)[2]["shown"]
run("p02-forced-discard-not-shown", d)

# P3: forced discard paid only for what he keeps (the two broken cavalries unpaid)
d = load("07-forced-skat-discard-3p.json")
e = ev(d, 1)
e[3]["items"] = [it for it in e[3]["items"] if not (it["kind"] == "cavalry" and it["suit"] in "HD")]
del e[6:10]
run("p03-forced-discard-paid-after", d)

# P4: false trumps found later, nothing handed back
d = load("10-false-trumps-found-later-3p.json")
e = ev(d, 1)
del e[16:18]
run("p04-false-no-refund", d)

# P5: false trumps found later, only the excess (5) handed back
d = load("10-false-trumps-found-later-3p.json")
e = ev(d, 1)
e[16]["amount"] = 5
e[17]["amount"] = 5
run("p05-false-refund-excess-only", d)

# P6: correction made after the first card of the first trick
d = load("09-declaration-corrected-before-first-trick-3p.json")
e = ev(d, 0)
first_play = next(i for i, x in enumerate(e) if x["type"] == "play")
moved = e[16:19]
del e[16:19]
first_play -= 3
for k, x in enumerate(moved):
    e.insert(first_play + 1 + k, x)
run("p06-correction-after-first-card", d)

# P7: half cavalry naming the wrong missing card
d = load("04-cavalry-forms-3p.json")
ev(d, 1)[3]["items"][0]["missing"] = "Q"
run("p07-half-wrong-missing", d)

# P8: rich kings declared as both full and rich (paid for both)
d = load("05-kings-forms-3p.json")
e = ev(d, 1)
e[9]["items"] = [{"kind": "kings", "form": "full"}, {"kind": "kings", "form": "rich"}]
e.insert(12, {"type": "payment", "from": 1, "to": 0, "amount": 10, "reason": "declaration"})
e.insert(13, {"type": "payment", "from": 2, "to": 0, "amount": 10, "reason": "declaration"})
run("p08-kings-full-and-rich", d)

# P9: declaration before the dealer, no large fine recorded
d = load("15-declaration-before-dealer-3p.json")
e = ev(d, 1)
del e[6:8]
run("p09-before-dealer-no-fine", d)

# P10: the Joker left out of the trumps count (9 trumps + Joker declared as nothing, then "9")
d = load("01-trumps-counts-3p.json")
e = ev(d, 0)
e[12]["items"] = [{"kind": "trumps", "count": 9, "pagat": False}]
e[13]["amount"] = 5
e[14]["amount"] = 5
run("p10-joker-not-counted", d)

# P11: matadors declared through a gap (deal 0 seat 2: Joker T21 T1 T19 T18, no T20) as 5
d = load("02-matadors-lengths-3p.json")
e = ev(d, 0)
e[17]["items"] = [{"kind": "matadors", "count": 5}]
e[18]["amount"] = 20
e[19]["amount"] = 20
run("p11-matadors-through-gap", d)

# P12: missing declaration with the void deal played out to the end instead of stopped (no extra dues)
d = load("12-missing-declaration-4p.json")
run("p12-as-is", d)

# P13: the sitter declares (his hand is empty) in the 4-player deal
d = load("14-sitter-pays-declaration-4p.json")
e = ev(d, 1)
e.insert(12, {"type": "declare", "seat": 2, "items": []})
run("p13-sitter-declares", d)

# P14: 4-player declaration order: the sitter skipped, but seats written out of rotation
d = load("06-one-card-many-4p.json")
e = ev(d, 1)
# dealer 1, active 1, 2, 0: write 1, 0, 2
blk2 = e[8:11]
blk0 = e[11:14]
e[8:14] = blk0 + blk2
run("p14-4p-rotation-swapped", d)

# P15: illegal skat with the deal played out and every due paid as if it stood
d = load("08-avoidable-declaration-discard-3p.json")
e = ev(d, 1)
del e[6:8]
run("p15-illegal-skat-no-fine", d)
