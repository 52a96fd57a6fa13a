"""Ad-hoc probes for danish-joker-edges (write only to /tmp). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-joker-edges/_probes.py"""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, t):
    p = Path(f"/tmp/djx_probe_{tag}.json")
    p.write_text(json.dumps(t))
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    print("==", tag, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            pen = a.get("penalty") or {}
            print("  ", a["event"], a["seat"], a["code"], a["severity"], pen.get("class"), "|", a["message"][:120])
        if d["settlement"].get("difference"):
            print("   difference", d["settlement"]["difference"])


def trick_start(ev, trick):
    n = 0
    for i, e in enumerate(ev):
        if e["type"] == "play":
            if n == 3 * trick:
                return i
            n += 1
    raise AssertionError


# 1: a demand in a Tout deal whose Joker lies in the skat (no player has it; it was never "used in the game")
t = load("14-skat-tout-failed-default.json")
ev = t["deals"][0]["events"]
i = trick_start(ev, 22)
ev[i:i] = [{"type": "call", "seat": 1, "call": "joker"}]
run("skat-demand", t)

# 2: the demand one trick early (fourth-last), the Joker still held; the holder then plays it in the third-last as in 01
t = load("01-clean-demand-third-last.json")
ev = t["deals"][0]["events"]
d = next(k for k, e in enumerate(ev) if e["type"] == "call")
call = ev.pop(d)
i = trick_start(ev, 21)
ev[i:i] = [call]
run("demand-fourth-last", t)

# 3: 04 with the third seat's check written as its own void call
t = load("04-clean-void-rename.json")
ev = t["deals"][0]["events"]
v = next(k for k, e in enumerate(ev) if e.get("call") == "void")
ev[v + 1 : v + 1] = [{"type": "call", "seat": (ev[v]["seat"] + 1) % 3, "call": "void"}]
run("third-void-written", t)

# 4: 05 without the name_joker call (a false void call, the trick then played in clubs... as recorded, diamonds)
t = load("05-void-call-holding-suit.json")
ev = t["deals"][0]["events"]
n = next(k for k, e in enumerate(ev) if e.get("call") == "name_joker")
del ev[n]
run("false-void-no-rename", t)
