"""Probes (edited copies of this round's files) for the doubts in EXPECTED.md. Not pinned.
Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-aces-tens-fold/_probes.py"""

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def load(n):
    return json.loads((HERE / n).read_text())


def run(label, doc):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(doc, f, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    )
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    sets = [d.get("settlement", {}).get("expected") for d in v["deals"]]
    print(f"{label}: {v['status']} {anns} expected={sets}")


def pays(doc, di=0):
    return doc["deals"][di]["events"]


# P1 (A1 reading 2): file 10 without the party payments
d = load("10-un-tens-clean.json")
d["deals"][0]["events"] = [e for e in pays(d) if e.get("reason") != "party"]
run("P1 10 party unpaid (A1 reading 2)", d)

# P2: file 02 settled as played (party won, 1 from each) / as folded (2 to each)
d = load("02-std-fold-compulsory-played.json")
played = copy.deepcopy(d)
played["deals"][0]["events"] += [
    {"type": "payment", "from": 0, "to": 2, "amount": 1, "reason": "party"},
    {"type": "payment", "from": 1, "to": 2, "amount": 1, "reason": "party"},
]
run("P2a 02 settled as played", played)
folded = copy.deepcopy(d)
folded["deals"][0]["events"] += [
    {"type": "payment", "from": 2, "to": 0, "amount": 2, "reason": "fold"},
    {"type": "payment", "from": 2, "to": 1, "amount": 2, "reason": "fold"},
]
run("P2b 02 settled as folded", folded)

# P3 (A6): file 11's auction under the standard hierarchy with four aces: 40-100 (4) after party+four aces (5)
d = load("11-un-hierarchy-ulti-equal.json")
d["rules"] = {"preset": "standard", "four_aces": True}
run("P3 11 under standard+four_aces (expect illegal_bid at 7)", d)

# P4: file 14 under standard + four_aces: silent durchmarsch 3 from each allowed beside declared four aces
d = load("14-un-aces-durch-silent.json")
d["rules"] = {"preset": "standard", "four_aces": True}
ev = [e for e in pays(d) if e["type"] != "payment"]
for r, a in (("party", 1), ("four-aces", 4), ("silent-durchmarsch", 3)):
    for s in (0, 1):
        ev.append({"type": "payment", "from": s, "to": 2, "amount": a, "reason": r})
d["deals"][0]["events"] = ev
run("P4 14 under standard+four_aces, silent durchmarsch 3 each (expect clean, net +16)", d)

# P5: four aces bid where the option is off (standard preset)
d = load("05-std4a-aces-clean.json")
d["rules"] = {"preset": "standard"}
run("P5 05 with four_aces off (expect illegal_bid at 1)", d)

# P6: four tens under the standard table (option four_tens): 9 as in UltiNet
d = load("10-un-tens-clean.json")
d["rules"] = {"preset": "standard", "four_tens": True}
run("P6 10 under standard+four_tens (expect clean)", d)

# P7: compulsory fold made and paid under UltiNet (13 deal 1 alone, totals dropped)
d = load("13-un-tens-recontra-sheet.json")
d["deals"] = d["deals"][1:]
d["deals"][0]["events"] = [e for e in pays(d) if e["type"] not in ("total",)]
d["rules"] = {"preset": "ultinet", "fold": "compulsory"}
run("P7 13/deal1 ultinet fold compulsory (expect clean)", d)

# P8: file 08 made red (no replay of the cards: only the silent value question) is skipped; instead
# silent four aces with the option off: the 2 + 2 become unexpected
d = load("08-std4a-silent-aces.json")
d["rules"] = {"preset": "standard", "four_aces": True}
for e in pays(d):
    if e.get("reason") == "silent-four-aces":
        e["amount"] = 2
run("P8 08 with silent_four_aces off, silent paid 2 each (expect 2 unexpected)", d)

# P9: the contra'd four aces paid to the contra-ing defender only, the other paid 8 is 07 itself;
# here a recontra after the contra: 4 x 2 x 4 = 32 to each
d = load("07-std4a-red-aces-contra.json")
ev = pays(d)
ev.insert(9, {"type": "double", "seat": 1, "target": "four-aces", "level": 4})
for e in ev:
    if e.get("reason") == "four-aces":
        e["amount"] = 32
run("P9 07 with recontra, 32 to each (expect clean)", d)
