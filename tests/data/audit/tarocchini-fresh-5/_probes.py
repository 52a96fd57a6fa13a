"""Phase-2 probes for tarocchini-fresh-5: variants of the committed transcripts, written to /tmp
only, each validated by the engine. Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/tarocchini-fresh-5/_probes.py
"""

import copy
import json
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import _gen as g  # noqa: E402

OUT = Path("/tmp/tf5_probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, doc):
    p = OUT / (tag + ".json")
    p.write_text(json.dumps(doc))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    )
    v = json.loads(r.stdout)
    anns = sorted(
        (a["deal"], -1 if a["event"] is None else a["event"], a["code"], a["message"])
        for d in v.get("deals", [])
        for a in d["annotations"]
    )
    print(tag, v["status"], anns)
    return v


def set_score(doc, deal, party, points, reason=None):
    for e in doc["deals"][deal]["events"]:
        if e["type"] == "score" and e["party"] == party and e.get("reason") == reason:
            e["points"] = points
            return
    raise KeyError((deal, party, reason))


def drop_totals(doc, deal):
    doc["deals"][deal]["events"] = [e for e in doc["deals"][deal]["events"] if e["type"] != "total"]


# P1: 13 written on the other odd-card reading (395 -> 7)
d = load("13-terz-odd-pile-boundary.json")
set_score(d, 0, 0, 7)
drop_totals(d, 0)
run("p1-odd-ceil-reading", d)

# P2: 09 deal 0 rounded 495 up (10 instead of 9)
d = load("09-terz-round-45-down.json")
set_score(d, 0, 1, 10)
drop_totals(d, 0)
del d["deals"][1]
run("p2-495-rounded-up", d)

# P3: 05 with the cricche/sequences doubled although double_three is off
d = load("05-ott-moretti-first-no-double.json")
set_score(d, 0, "team1", 360, "combinations")
drop_totals(d, 0)
run("p3-doubled-without-option", d)

# P4: 03 under the default dealer_trick (discards should go to the opponents)
d = load("03-ott-side-trick-credit.json")
d["rules"] = {}
del d["deals"][1]
run("p4-side-trick-file-default-option", d)

# P5: 11 without solo_doubles_all_tricks (80 written, 40 due)
d = load("11-terz-solo-all-tricks-doubled.json")
d["rules"] = {}
del d["deals"][1]
run("p5-all-tricks-not-doubled", d)

# P6: 02 deal 0 scored as if the Matto in the last trick were lost to the trick's winner
# (team1 loses the Matto (5) and keeps its 1-point card: card points -4 for team1, +4 team0)
d = load("02-ott-matto-last-trick.json")
set_score(d, 0, "team0", 65, "card_points")
set_score(d, 0, "team1", 22, "card_points")
drop_totals(d, 0)
del d["deals"][1]
run("p6-matto-last-trick-lost", d)

# P7: 01 deal 0 written with the Matto not exchanged (stays with team0, no gift)
d = load("01-ott-matto-led-exchanged.json")
set_score(d, 0, "team0", 78, "card_points")
set_score(d, 0, "team1", 9, "card_points")
drop_totals(d, 0)
del d["deals"][1]
run("p7-matto-led-not-exchanged", d)

# P8: defenders win with odd piles where the odd card decides the rounding
rng = random.Random(77)


def cond8(dd):
    r = dd["res"][1]
    return dd["all_tricks"] is None and dd["winner"] == 1 and r["pile"] % 2 == 1 and r["floor"] % 50 == 46


def fn8(r):
    dd = g.terziglio_deal(r, 0, {"widow": 8, "declarer": 2, "bias": g.weak_bias(2)})
    if dd is not None:
        dd["flags"] = [f for f in dd["flags"] if f != "odd-card"]
    return dd


dd = g.search(fn8, cond8, rng.random(), 200000)
ev, idx = g.terziglio_events(dd)
doc = {
    "format": "trick-transcript/1",
    "game": "tarocchini-terziglio",
    "rules": {},
    "players": g.T_PLAYERS,
    "deals": [{"dealer": 0, "hands": dd["hands"], "talon": dd["widow"], "events": ev}],
}
print(
    "P8 defenders floor",
    dd["res"][1]["floor"],
    "ceil",
    dd["res"][1]["ceil"],
    "declarer",
    dd["res"][0]["floor"],
    "piles",
    dd["res"][0]["pile"],
    dd["res"][1]["pile"],
    "scores written",
    dd["scores"],
)
v = run("p8-defenders-odd-floor", doc)
print("   engine points", json.dumps(v["deals"][0]["computed"]["points"]), v["deals"][0]["computed"]["widow"])

# P9/P10: the trump minimum with a gap: Angel + Moon (+16) + Bagatto, without World and Sun.
# My reading (contiguous from the Angel): no sequence. The literal minimum «Энджел и как минимум
# двое из трех следующих гранд (один из которых не должен быть джокером)» allows it.


def fix9(r, hands, dealer):
    s = (dealer + 1) % 4
    return g.give(hands, s, ["T20", "T17", "T16", "T0"], avoid=["T19", "T18", "MATTO", "T15"])


rng = random.Random(99)
dd = g.search(
    lambda r: g.ottocento_deal(r, 3, {"hand_fix": fix9}),
    lambda x: all(c not in x["hands"][0] for c in ("T19", "T18", "MATTO", "T15")) and "T20" in x["hands"][0],
    rng.random(),
)
for tag, items in (
    ("p9-trumps-gap-3", [{"kind": "sequence", "of": "trumps", "length": 3}]),
    ("p10-trumps-gap-4", [{"kind": "sequence", "of": "trumps", "length": 4}]),
):
    ev, idx = g.ottocento_events(dd, scores=False)
    e = idx[("declare", 0)]
    ev[e]["items"] = items
    doc = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": {},
        "players": g.O_PLAYERS,
        "deals": [{"dealer": 3, "hands": dd["hands"], "events": ev}],
    }
    v = run(tag, doc)
    print("   seat 0 trumps:", sorted(c for c in dd["hands"][0] if c.startswith("T")), "declared", items)
    print("   engine declarations seat 0:", v["deals"][0]["computed"]["declarations"]["0"])

# P11/P12: p10 with the sheet written: team0's declarations as 20 (the trumps 4 counted) or 0.
base = json.loads((OUT / "p10-trumps-gap-4.json").read_text())
for tag, dec in (("p11-trumps-gap-4-scored-20", 20), ("p12-trumps-gap-4-scored-0", 0)):
    doc = copy.deepcopy(base)
    evs = doc["deals"][0]["events"]
    for party, parts in (
        ("team0", {"declarations": dec, "combinations": 312, "card_points": 58, "last_trick": 6}),
        ("team1", {"declarations": 36, "combinations": 25, "card_points": 29, "last_trick": 0}),
    ):
        for reason, pts in parts.items():
            evs.append({"type": "score", "party": party, "points": pts, "reason": reason})
    v = run(tag, doc)
    print("   engine declarations seat 0:", v["deals"][0]["computed"]["declarations"]["0"])

# P13: no contatore at all: Angel, Moon, 16 (no World, Sun, Bagatto, Matto) declared trumps 3:
# false on every reading (one grande only).


def fix13(r, hands, dealer):
    s = (dealer + 1) % 4
    return g.give(hands, s, ["T20", "T17", "T16"], avoid=["T19", "T18", "MATTO", "T0"])


dd = g.search(
    lambda r: g.ottocento_deal(r, 3, {"hand_fix": fix13}),
    lambda x: all(c not in x["hands"][0] for c in ("T19", "T18", "MATTO", "T0")) and "T20" in x["hands"][0],
    rng.random(),
)
ev, idx = g.ottocento_events(dd, scores=False)
ev[idx[("declare", 0)]]["items"] = [{"kind": "sequence", "of": "trumps", "length": 3}]
doc = {
    "format": "trick-transcript/1",
    "game": "tarocchini-ottocento",
    "rules": {},
    "players": g.O_PLAYERS,
    "deals": [{"dealer": 3, "hands": dd["hands"], "events": ev}],
}
v = run("p13-trumps-one-grande-3", doc)
print("   seat 0 trumps:", sorted(c for c in dd["hands"][0] if c.startswith("T")))
print("   engine declarations seat 0:", v["deals"][0]["computed"]["declarations"]["0"])
