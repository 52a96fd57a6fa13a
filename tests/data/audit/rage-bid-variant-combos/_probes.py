"""Probes for rage-bid-variant-combos (not pinned): edited copies of the round's files, run through the CLI."""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


def run(label, t):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": ROOT}, capture_output=True, text=True,
    ).stdout
    os.unlink(f.name)
    v = json.loads(out)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print(f"{label}: {v['status']} {anns}")


def set_score(ev, seat, pts, kind="score"):
    for e in ev:
        if e["type"] == kind and e["party"] == seat:
            e["points"] = pts


# P1: 03 (pm1 + secret) with the dealer's slip written first instead of last
t = load("03-pm1-secret-midround.json")
ev = t["deals"][0]["events"]
slips = ev[10:15]
dealer = [e for e in slips if e["seat"] == 3]
ev[10:15] = dealer + [e for e in slips if e["seat"] != 3]
run("P1 03 dealer slip first (expect dealer at event 10)", t)

# P2: 02 with both hidden_bid and secret_bid
t = load("02-pm1-hidden-dealer-not-last.json")
t["rules"]["secret_bid"] = True
run("P2 02 + secret_bid (expect (0,1))", t)

# P3: 09 with the dealer bidding 0 (total 0, legal): dealer 0 tricks -> +10
t = load("09-pm1-one-card-dealer-bids-one.json")
ev = t["deals"][0]["events"]
ev[4]["bid"] = 0
set_score(ev, 4, 10)
set_score(ev, 4, 10, "total")
run("P3 09 dealer bids 0 (expect clean)", t)

# P4: 10 with the dealer bidding 0 while the others bid 1 in all (total 1, forbidden)
t = load("10-clean-pm1-one-card-dealer-forced-one.json")
ev = t["deals"][0]["events"]
i = next(j for j, e in enumerate(ev) if e["type"] == "bid" and e["seat"] == 2)
ev[i]["bid"] = 0
set_score(ev, 2, 10)
set_score(ev, 2, 10, "total")
run(f"P4 10 dealer bids 0 (expect (0,{i}) bid_forbidden_plus_minus_one)", t)

# P5: 01 (hidden) with one slip written after the first card
t = load("01-pm1-hidden-dealer-last.json")
ev = t["deals"][0]["events"]
b = ev.pop(0)
ev.insert(4, b)
run("P5 01 seat 0's slip after the first play (hidden: slips before play)", t)

# P6: 02 without hidden_bid (open bidding): slips out of seat order
t = load("02-pm1-hidden-dealer-not-last.json")
del t["rules"]["hidden_bid"]
run("P6 02 open bidding, slips out of order", t)

# P7: 06 with the Durch scored at 1 a trick (0 = 5 - 5) for the missed bid
t = load("06-clean-durch-pm1-missed-bid.json")
ev = t["deals"][0]["events"]
set_score(ev, 2, 0)
set_score(ev, 2, 0, "total")
run("P7 06 Durch without the bid scored 1 a trick (expect wrong_score)", t)

# P8: 11 with the joker named B (neither led O nor trump O) by the player holding O
t = load("11-joker-while-able-to-follow.json")
t2 = copy.deepcopy(t)
t2["deals"][0]["events"][5]["named"] = "B"
run("P8 11 joker named B while holding O (winner changes; scores now stale)", t2)
