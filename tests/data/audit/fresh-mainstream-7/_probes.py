"""Probes for fresh-mainstream-7: edit copies of this round's transcripts, write only under /tmp."""

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/fm7-probes")
OUT.mkdir(exist_ok=True)
WT = HERE.parents[3]


def load(name):
    return json.loads((HERE / name).read_text())


def run(tag, t):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(t, ensure_ascii=False))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True, text=True, cwd=WT, env={"PYTHONPATH": str(WT)},
    )
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"], a["message"]) for d in v["deals"] for a in d["annotations"]]
    print(f"== {tag}: {v['status']}")
    for f in found:
        print("   ", f)
    return v


# P1: a payment record that stops before the share-out (the session goes on next week)
t = load("01-clean-3p-five-deals.json")
t["deals"][-1]["events"] = [e for e in t["deals"][-1]["events"] if e.get("reason") != "session_end"]
v = run("p1-no-share-out", t)
print("    session:", {k: v["session"][k] for k in ("pools", "pool_shares", "pool_left")})

# P2: the Tout dealer declares trumps from his 28-card hand (21 with the Joker he laid away)
t = load("05-clean-3p-tout.json")
ev = t["deals"][1]["events"]
for i, e in enumerate(ev):
    if e["type"] == "declare" and e["seat"] == 1:
        e["items"] = [{"kind": "trumps", "count": 21, "pagat": False}]
        for e2 in ev[i + 1 : i + 3]:
            e2["amount"] = 65
        break
run("p2-tout-declares-21", t)

# P3: the sheet writes card points instead of net chips
t = load("03-clean-3p-sheet.json")
figs = {0: [34, 22, 22], 1: [27, 30, 21], 2: [22, 22, 34], 3: [21, 30, 27]}
for di, d in enumerate(t["deals"]):
    d["events"] = [e for e in d["events"] if e["type"] not in ("score", "total")]
    for s in range(3):
        d["events"].append({"type": "score", "party": s, "points": figs[di][s]})
run("p3-sheet-card-points", t)

# P4: the share-out paid in exact (not whole-5) shares
t = load("02-clean-4p-six-deals.json")
ev = t["deals"][-1]["events"]
for e in ev:
    if e.get("reason") == "session_end":
        e["amount"] = {"pagat_pool": 28.75, "king_pool": 48.75}[e["from"]]
v = run("p4-exact-shares", t)
print("    session:", {k: v["session"][k] for k in ("pools", "pool_shares", "pool_left")}, v["session"]["net"]["difference"])

# P5: the brief's reading: the dealer sits out at four (opposite seat plays)
t = load("02-clean-4p-six-deals.json")
d = t["deals"][0]
d["hands"][2], d["hands"][0] = d["hands"][0], d["hands"][2]
run("p5-dealer-sits-out", t)
