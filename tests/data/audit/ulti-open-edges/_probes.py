"""Ad-hoc probes for ulti-open-edges (writes only to /tmp). Run from the worktree root:

    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-open-edges/_probes.py
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/ulti-open-edges-probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / f"{name}.json").read_text())


def run(tag, doc):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["severity"]) for d in v.get("deals", []) for a in d.get("annotations", [])]
    st = [(d.get("settlement") or {}).get("expected") for d in v.get("deals", [])]
    print(f"{tag}: {v['status']} {anns} {v.get('problems') or ''} expected={st}")
    return v


def ev(doc):
    return doc["deals"][0]["events"]


# P1: open betli + ulti (trumps and no trumps at once) is a contradictory combination
d = load("01-open-betli-clean")
ev(d)[1]["bid"] = {"goals": ["open-betli", "ulti"], "red": False}
run("p1-open-betli-plus-ulti", d)

# P2: bid hierarchy: red 40-100 + durchmarsch (20, two goals) over open betli (20, one goal)
d = load("13-nt-open-durchmarsch-contra-fails")
e = ev(d)
e[1]["bid"] = {"goals": ["open-betli"], "red": False}
ins = [
    {"type": "take", "seat": 2, "cards": ["7C", "8C"]},
    {"type": "discard", "seat": 2, "cards": ["7C", "8C"]},
    {"type": "bid", "seat": 2, "bid": {"goals": ["40-100", "durchmarsch"], "red": True}},
    {"type": "bid", "seat": 0, "bid": "pass"},
    {"type": "take", "seat": 1, "cards": ["7C", "8C"]},
    {"type": "discard", "seat": 1, "cards": ["7C", "8C"]},
    {"type": "bid", "seat": 1, "bid": {"goals": ["open-durchmarsch"], "red": False}},
]
d["deals"][0]["events"] = e[:2] + ins + e[2:]
d["deals"][0]["events"] = [x for x in d["deals"][0]["events"] if x.get("type") != "double"]
for x in d["deals"][0]["events"]:
    if x["type"] == "payment":
        x["amount"] = 24
run("p2-hierarchy-20-two-goals-over-open-betli", d)

# P3: 08 settled as played (declarer receives) instead of lose_all_goals
d = load("08-open-betli-declarer-fails-overtake")
for x in ev(d):
    if x["type"] == "payment":
        x["from"], x["to"] = x["to"], x["from"]
run("p3-08-settled-as-played", d)

# P4: 'red betli' written as betli with red: true (source: rebetli or red betli, 10 points)
d = load("01-open-betli-clean")
ev(d)[1]["bid"] = {"goals": ["betli"], "red": True}
for x in ev(d):
    if x["type"] == "payment":
        x["amount"] = 10
        x["reason"] = "rebetli"
run("p4-betli-red-true-as-rebetli", d)
d2 = copy.deepcopy(d)
for x in ev(d2):
    if x["type"] == "payment":
        x["reason"] = "betli"
run("p4b-betli-red-true-reason-betli", d2)

# P5: a 40 declared in open durchmarsch with trumps (pairs only when no 100/durchmarsch goal)
d = load("09-open-durchmarsch-spades-contra")
e = ev(d)
i = next(k for k, x in enumerate(e) if x["type"] == "play" and x["seat"] == 2)
e.insert(i, {"type": "declare", "seat": 2, "items": [{"kind": "marriage", "points": 20}]})
run("p5-marriage-in-open-durchmarsch", d)

# P6: open durchmarsch with trumps at the 12-point option: spades 12, contra 24 each
d = load("09-open-durchmarsch-spades-contra")
d["rules"]["open_durchmarsch_trump_points"] = 12
for x in ev(d):
    if x["type"] == "payment":
        x["amount"] = 24
run("p6-od-spades-12-option", d)
d["deals"][0]["events"][1]["bid"]["trumps"] = True
run("p6b-od-spades-12-option-trumps-true", d)

# P7: contra by a defender after the declarer's recontra timing (declarer's recontra before trick 1 ends)
d = load("06-open-betli-contra-recontra")
e = ev(d)
rec = e.pop(10)
e.insert(8, rec)  # recontra right after Csilla's card, before Anna's
run("p7-recontra-before-trick-complete", d)

# P8: contra by the non-contra defender's partner's recontra: Anna (defender) says recontra
d = load("06-open-betli-contra-recontra")
ev(d)[10]["seat"] = 0
run("p8-recontra-by-defender", d)

# P9: silent ulti in open durchmarsch under silent_bonuses_in_durchmarsch=false: 24 only
d = load("11-red-open-durchmarsch-silent-ulti")
d["rules"]["silent_bonuses_in_durchmarsch"] = False
d["deals"][0]["events"] = [x for x in ev(d) if x.get("reason") != "silent-ulti"]
run("p9-no-silent-in-durchmarsch", d)

# P10: open betli failing record stops after the lost trick but pays as if made
d = load("05-open-betli-fails-play-stops")
for x in ev(d):
    if x["type"] == "payment":
        x["from"], x["to"] = x["to"], x["from"]
run("p10-stopped-record-wrong-direction", d)

# P11: 04 (open betli failed) with a contra by Anna: no trumps, Béla pays Anna 40, Csilla 20
d = load("04-open-betli-fails-played-out")
e = ev(d)
i = next(k for k, x in enumerate(e) if x["type"] == "play" and x["seat"] == 0)
e.insert(i, {"type": "double", "seat": 0, "target": "open-betli", "level": 2})
for x in e:
    if x["type"] == "payment" and x["to"] == 0:
        x["amount"] = 40
run("p11-failed-open-betli-contra-anna", d)
