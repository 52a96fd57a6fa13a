"""Probes beyond the corpus (ulti-opt2). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-opt2/_probes.py
Each probe mutates a corpus file, writes it to a temp file and prints the engine's findings."""

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def run(doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    res = [v["status"]]
    for p in v.get("problems") or []:
        res.append(("problem", p["code"], p["message"][:120]))
    for d in v.get("deals", []):
        for a in d["annotations"]:
            res.append((d["index"], a["event"], a["code"]))
        s = d.get("settlement") or {}
        res.append(("settle", d["index"], s.get("expected"), s.get("recorded")))
    return res


def load(name):
    return json.loads((HERE / name).read_text())


def probe(title, doc):
    print("==", title)
    for r in run(doc):
        print("  ", r)


# P1 UltiNet: trump durchmarsch alone is an illegal bid (trump_durchmarsch_alone false)
doc = load("03-durchmarsch-at-7.json")
doc["rules"] = {"preset": "ultinet"}
doc["deals"] = doc["deals"][:1]
doc["deals"][0]["events"] = [e for e in doc["deals"][0]["events"] if e["type"] != "payment"]
probe("P1 ultinet lone trump durchmarsch (expect illegal_bid at 1)", doc)

# P2 UltiNet: redurchmarsch 14 (2 x 7), paid as recorded in file 03 (14)
doc = load("03-durchmarsch-at-7.json")
doc["rules"] = {"preset": "ultinet"}
doc["deals"] = doc["deals"][1:]
probe("P2 ultinet redurchmarsch at 14 (expect clean)", doc)

# P3 open durchmarsch at 12 without 'trumps' in the bid (expect illegal_bid)
doc = load("04-open-durchmarsch-12.json")
doc["deals"] = doc["deals"][:1]
del doc["deals"][0]["events"][1]["bid"]["trumps"]
probe("P3 open durchmarsch at 12, bid without trumps (expect illegal_bid at 1)", doc)

# P4 the same open durchmarsch under the default table: 24, so 12 paid is wrong
doc = load("04-open-durchmarsch-12.json")
doc["rules"] = {"preset": "standard"}
doc["deals"] = doc["deals"][:1]
probe("P4 open durchmarsch paid 12 under the default (expect wrong_payment x2)", doc)

# P5 four aces bid without the option (expect illegal_bid)
doc = load("10-four-aces-silent.json")
doc["rules"] = {"preset": "standard"}
doc["deals"] = doc["deals"][:1]
probe("P5 four-aces bid with four_aces off (expect illegal_bid at 1)", doc)

# P6 silent four aces without silent_four_aces: file 10 deal 1 as recorded (no bonus) is right
doc = load("10-four-aces-silent.json")
doc["rules"] = {"preset": "standard", "four_aces": True}
doc["deals"] = doc["deals"][1:]
probe("P6 silent four aces off: recorded without it (expect clean)", doc)

# P7 file 11 under the defaults: ulti 4 + party 1 + silent durchmarsch 3 = 8; contra not on silent 100
doc = load("11-silent-durch-replaces-contra.json")
doc["rules"] = {"preset": "standard"}
probe("P7 file 11 under defaults (expect d0 wrong: 7 vs 8; d1 wrong: 8 vs 4)", doc)

# P8 file 12 deal 1 under the default: silent ulti 4 is owed (expect clean)
doc = load("12-no-silent-in-durchmarsch.json")
doc["rules"] = {"preset": "standard"}
doc["deals"] = doc["deals"][1:]
probe("P8 file 12 d1 under defaults (expect clean)", doc)

# P9 file 14 under points_only: 10 vs 10 is not higher either (expect illegal_bid at 4)
doc = load("14-hierarchy-durch-above-red.json")
doc["rules"] = {"preset": "standard", "bid_hierarchy": "points_only"}
probe("P9 hierarchy points_only: equal sums (expect illegal_bid at 4)", doc)

# P10 file 07 d0 with the contra said by the other defender: payments now wrong at seat 1
doc = load("07-contra-no-trump-vs-trump.json")
doc["deals"] = doc["deals"][:1]
for e in doc["deals"][0]["events"]:
    if e["type"] == "double":
        e["seat"] = 2
probe("P10 betli contra by seat 2 instead (expect wrong_payment at seat 1's 10)", doc)
