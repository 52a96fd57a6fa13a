"""Probes for REPORT.md (writes to /tmp only).  Run from the worktree root with PYTHONPATH=$PWD."""

import copy
import json
import os
import random
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import _gen as G  # noqa: E402


def verdict(doc, name):
    p = f"/tmp/rfns7_probe_{name}.json"
    json.dump(doc, open(p, "w"))
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", p], capture_output=True, text=True).stdout
    v = json.loads(out)
    return [(a["event"], a["code"]) for d in v["deals"] for a in d["annotations"] if a["severity"] == "violation"]


def load(f):
    return json.load(open(os.path.join(HERE, f)))


def swap_cards(doc, i, j):
    ev = doc["deals"][0]["events"]
    ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]


def find(doc, seat, card):
    for i, e in enumerate(doc["deals"][0]["events"]):
        if e.get("type") == "play" and e["seat"] == seat and e["card"] == card:
            return i


# P1/P2: the early-lead files with the late card made legal (a card of the suit led, swapped
# with its later play): the engine then takes the early-lead reading.
for f, ev_late, seat, legal in [
    ("05-terziglio-early-lead-last-card-revoke.json", 18, 0, "10B"),
    ("14-danish-early-lead-last-card-revoke.json", 25, 2, "T4"),
]:
    d = load(f)
    j = find(d, seat, legal)
    swap_cards(d, ev_late, j)
    print("P legal late card", f, "swap ev", ev_late, "<->", j, verdict(d, "legal_" + f[:2]))

# P3: the late card a revoke that is NOT of the early lead's suit (no tie): early-lead reading.
d = load("05-terziglio-early-lead-last-card-revoke.json")
j = find(d, 0, "8D")
swap_cards(d, 18, j)
print("P late revoke off both suits 05: swap ev 18 <->", j, verdict(d, "off_05"))
d = load("14-danish-early-lead-last-card-revoke.json")
hand2 = d["deals"][0]["hands"][2]
cands = [c for c in hand2 if c[-1] in "HDC" and not c.startswith("T")]
for c in cands:
    dd = copy.deepcopy(d)
    j = find(dd, 2, c)
    if j is None or j < 27:
        continue
    swap_cards(dd, 25, j)
    print("P late revoke off both suits 14: 7S ->", c, "swap ev 25 <->", j, verdict(dd, "off_14"))
    break

# P4: scenario (1) over several seeds, Danish and Galician and Rage: how often the engine gives
# the single out_of_turn at the second card.
for game, k in [("danish-tarok", 6), ("galician-tarok", 4), ("rage", 3), ("ulti", 3), ("tarocchini-terziglio", 4)]:
    res = []
    n = 0
    for seed in range(100, 3000):
        rng = random.Random(seed)
        try:
            g, hands, talon, pre, ph, first, nt = G.DEALS[game](rng)
            sim = G.Sim(g, ph, nt, rng)
            for e in pre:
                sim.ev(e)
            planted = G.s1_second_card(sim, first, k=k)
        except G.Skip:
            continue
        if sim.found:
            continue
        deal = {"dealer": 0, "hands": hands, "events": sim.events}
        if talon is not None:
            deal["talon"] = talon
        doc = {"format": "trick-transcript/1", "game": game, "players": G.PLAYERS[g.n], "deals": [deal]}
        v = verdict(doc, "s1")
        ok = v == [(planted[0][0], "out_of_turn")]
        res.append(ok)
        if not ok and n < 2:
            print("   ", game, "seed", seed, "planted", planted[0][:2], "engine", v)
            n += 1
        if len(res) >= 8:
            break
    print("P s1", game, f"{sum(res)}/{len(res)} give exactly the planted out_of_turn")
