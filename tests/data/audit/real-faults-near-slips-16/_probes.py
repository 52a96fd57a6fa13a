"""Phase-2 probes for real-faults-near-slips-16: edit a copy of a transcript, validate it, print
the findings. Writes only to /tmp.  Run: PYTHONPATH=<worktree> python _probes.py"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/rfns16-probes")
OUT.mkdir(exist_ok=True)


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def run(tag, doc):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    print(f"== {tag}: {v['status']} {v['summary']['by_code']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) {a['message']}")
        print("   settlement", json.dumps(d.get("settlement", {}).get("difference")), "unchecked:", d.get("unchecked"))


def set_pay(ev, i, **kw):
    ev[i].update(kw)


# P1 (02): the record counts the recontra on the won game: 408 from each helper
d = load("02-gal-helper-renonce-recontra-won-ultimo-tarocks.json")
ev = d["deals"][0]["events"]
ev.insert(48, {"type": "payment", "from": 2, "to": 1, "amount": 408, "reason": "game"})
ev[-1]["amount"] = round(2 * (408 + 300) / 10, 6)
run("p1-02-recontra-on-won-game", d)

# P1b (02) the same deal under contra_symmetric: true
d2 = copy.deepcopy(d)
d2["rules"] = {"contra_symmetric": True}
run("p1b-02-contra-symmetric", d2)

# P2 (11): the record settles the deal as played, silent ulti from both defenders
d = load("11-ulti-failure-to-trump-silent-ulti-40-100.json")
ev = d["deals"][0]["events"]
ev.append({"type": "payment", "from": 2, "to": 1, "amount": 2, "reason": "silent-ulti"})
run("p2-11-as-played-with-silent-ulti", d)

# P2b (11): revoke_penalty play_stands: is the declarer's silent ulti owed then?
d2 = copy.deepcopy(d)
d2["rules"] = {"preset": "standard", "revoke_penalty": "play_stands"}
run("p2b-11-play-stands", d2)

# P3 (14): the record pays the recontra'd party (4) instead of the silent 100
d = load("14-ulti-session-silent-100-contra-party-failed-seven-false-20.json")
ev = d["deals"][0]["events"]
for i in (41, 42):
    ev[i]["amount"] = 4
    ev[i]["reason"] = "party"
run("p3-14-party-x4-instead-of-silent-100", d)

# P3b (14): silent_bonus_contra true
d = load("14-ulti-session-silent-100-contra-party-failed-seven-false-20.json")
d["rules"] = {"preset": "standard", "silent_bonus_contra": True}
run("p3b-14-silent-bonus-contra", d)

# P4 (09): the record settles by the rules (false 40 counts nothing)
d = load("09-ulti-false-40-party-recontra.json")
ev = d["deals"][0]["events"]
for i in (41, 42):
    ev[i]["from"], ev[i]["to"] = 2, ev[i]["from"]
run("p4-09-settled-by-rules", d)

# P5 (07): the same failure to trump when the player had lost on points: does §23 apply?
# (the helper's fault is the engine's renonce; with the player short of 33 it decides the game)
d = load("07-gal-session-helper-no-trump-contra-ultimo-all-pass.json")
d["deals"] = d["deals"][:1]
ev = d["deals"][0]["events"]
d["deals"][0]["events"] = [e for e in ev if e["type"] != "payment"]
run("p5-07-no-payments", d)
