"""Ad-hoc probes for the galician-bidding-edges round (phase 2). Writes only to /tmp.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/galician-bidding-edges/_probes.py
"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/gbe_probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(tag, tr):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(tr, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(f"{tag}: {v['status']} {found} {[p['code'] for p in v.get('problems', [])]}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print("    ", a["message"][:200])
        print("     settlement", d["settlement"]["expected"], "diff", d["settlement"]["difference"])


def ev(tr):
    return tr["deals"][0]["events"]


# P1: 03 with the bottom packet bought at 'bottom' (engine's reading) -- but the play and the
# payment then change, so only the take/discard is probed: expect no illegal_take.
t = load("03-bottom-held-clean-paid.json")
e = ev(t)
e[5]["cards"] = t["deals"][0]["talon"][3:6]
run("p1-bottom-takes-bottom-packet", t)

# P2: 10 (recontra, won) paid at x4: does the engine call 288 wrong?
t = load("10-recontra-game-won.json")
for x in ev(t):
    if x["type"] == "payment":
        x["amount"] = 288
run("p2-recontra-won-paid-x4", t)

# P3: a helper answers contra with recontra (only the player may, §17)
t = load("09-contra-game-won.json")
e = ev(t)
e.insert(9, {"type": "double", "seat": 2, "target": "game", "level": 4})
run("p3-helper-recontra", t)

# P4: the player gives his own game contra
t = load("01-three-clean-paid.json")
e = ev(t)
e.insert(8, {"type": "double", "seat": 0, "target": "game", "level": 2})
run("p4-player-contra", t)

# P5: a later bidder says 'hold' (no priority over the forehand)
t = load("01-three-clean-paid.json")
e = ev(t)
e[1]["bid"] = "hold"
run("p5-later-bidder-holds", t)

# P6: a passed player re-enters the auction (03: seat 1 passed at event 2, bids 'top' later)
t = load("03-bottom-held-clean-paid.json")
e = ev(t)
e.insert(4, {"type": "bid", "seat": 1, "bid": "top"})
run("p6-passed-player-reenters", t)

# P7: solo player takes the talon
t = load("06-solo-clean-paid.json")
e = ev(t)
e.insert(3, {"type": "take", "seat": 1, "cards": t["deals"][0]["talon"][:3]})
run("p7-solo-takes", t)

# P8: 5 players, the sitter-out paid as well (must not be)
t = load("15-five-players-clean-paid.json")
e = ev(t)
e.append({"type": "payment", "from": 3, "to": 2, "amount": 39, "reason": "game"})
run("p8-five-sitter-out-pays", t)

# P9: 4 players, the king bids
t = load("13-four-players-clean-paid.json")
e = ev(t)
e.insert(3, {"type": "bid", "seat": 3, "bid": "pass"})
run("p9-king-bids", t)

# P10: 11 lost with contra, recontra, supracontra at the second three (x2 x8)
t = load("11-contra-lost-second-three.json")
e = ev(t)
e.insert(10, {"type": "double", "seat": 1, "target": "game", "level": 4})
e.insert(11, {"type": "double", "seat": 2, "target": "game", "level": 8})
for x in e:
    if x["type"] == "payment":
        x["amount"] = copy.copy(x["amount"]) * 4
run("p10-supracontra-lost", t)
