"""Probes beyond the corpus (run after phase 1): variants of the corpus files, validated by the CLI.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/declarations/_probes.py
"""

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def run(label, doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    )
    v = json.loads(out.stdout)
    print(f"== {label}: {v['status']} {v['summary'].get('by_code')}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   {a['event']} {a['seat']} {a['code']}: {a['message'][:200]}")
        print("   settlement diff", d["settlement"].get("difference"))


# P1 Ulti: a defender says 20 in a 40-100 game (source: pairs are said only when no 100 goal is bid)
d = load("ul01-clean-forty-twenty-silent-100.json")
ev = d["deals"][0]["events"]
ev[1]["bid"] = {"goals": ["40-100"], "red": False}
del ev[-2:]
run("P1 ulti 20 said in a 40-100 game", d)

# P2 Ulti: a defender says 20 in a betli game (no trumps)
d = load("ul03-twenty-too-late.json")
ev = d["deals"][0]["events"]
ev[1]["bid"] = {"goals": ["betli"], "red": False}
del ev[5]  # no trump announcement
late = [i for i, e in enumerate(ev) if e["type"] == "declare"][0]
decl = ev.pop(late)
first0 = [i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == 0][0]
ev.insert(first0, decl)
del ev[-2:]
run("P2 ulti 20 said in betli", d)

# P3 Galician: 11 tarocks announced as 10, settled with the consolation only (§23 'tylko konsolację')
d = load("gt02-tarocks-miscounted.json")
ev = d["deals"][0]["events"]
ev += [
    {"type": "payment", "from": 0, "to": "pool", "amount": 10, "reason": "pool_stake"},
    {"type": "payment", "from": 1, "to": "pool", "amount": 10, "reason": "pool_stake"},
    {"type": "payment", "from": 2, "to": "pool", "amount": 10, "reason": "pool_stake"},
    {"type": "payment", "from": 2, "to": 0, "amount": 30, "reason": "game"},
    {"type": "payment", "from": 2, "to": 1, "amount": 30, "reason": "game"},
    {"type": "payment", "from": 0, "to": "pool", "amount": 3, "reason": "pool_share"},
    {"type": "payment", "from": 1, "to": "pool", "amount": 3, "reason": "pool_share"},
]
run("P3 galician miscount settled with the consolation only", d)

# P4 Danish: a declaration made after the first lead (too late, §18 irreparable)
d = load("dk02-clean-corrected-before-play.json")
ev = d["deals"][0]["events"]
moved = ev[14:17]  # the correction and its two payments
del ev[14:17]
first = [i for i, e in enumerate(ev) if e["type"] == "play"][0]
ev[first + 1 : first + 1] = moved  # now after the first lead
run("P4 danish correction after the first lead", d)

# P5 Tarocchini: a trumps sequence with two contatori in a row (Sun and Moon), declared as 6
d = load("tz02-kings-after-first-card.json")
deal = d["deals"][0]
holder = [s for s, h in enumerate(deal["hands"]) if "T0" in h]
if holder and holder[0] != 2:
    h = holder[0]
    deal["hands"][2][deal["hands"][2].index("T17")] = "T0"
    deal["hands"][h][deal["hands"][h].index("T0")] = "T17"
    for e in deal["events"]:
        if e["type"] == "play" and e["card"] in ("T0", "T17"):
            e["card"] = "T17" if e["card"] == "T0" else "T0"
    del deal["events"][6]  # drop the late declaration
    run("P5 tarocchini trumps run with Matto+Bagatto for Sun+Moon, declared 6", d)
else:
    print("P5 skipped: T0 not elsewhere", holder)
