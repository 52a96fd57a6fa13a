"""Probes for dispute-messages-7 (phase 2). Writes only under /tmp/dm7_probes; prints each verdict's
annotations.  Run: PYTHONPATH=<worktree> python _probes.py"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/dm7_probes")
OUT.mkdir(exist_ok=True)
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
DECK = [c + str(v) for c in COLOURS for v in range(16)] + ACTIONS


def load(name):
    return json.loads((HERE / name).read_text())


def rest(hands, first):
    left = list(DECK)
    for h in hands:
        for c in h:
            left.remove(c)
    left.remove(first)
    return [first] + left


def run(tag, tr, replay_deal=None):
    p = OUT / f"{tag}.json"
    p.write_text(json.dumps(tr, ensure_ascii=False, indent=1))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    print("==", tag, v["status"])
    for pr in v.get("problems", []):
        print("  PROBLEM", pr)
    for d in v.get("deals", []):
        for a in d["annotations"]:
            print(f"  {a['deal']} {a['event']} seat {a['seat']} {a['code']}: {a['message']}  {json.dumps(a['evidence'], ensure_ascii=False)}")
        print("  computed scores", d["computed"].get("scores"), "tricks", d["computed"].get("tricks"), "winners",
              d["computed"].get("trick_winners"), "settlement diff", d["settlement"]["difference"])
        if d.get("unchecked"):
            print("  unchecked", d["unchecked"])
    if replay_deal is not None:
        r = subprocess.run([sys.executable, "-m", "replays.cli", "replay", str(p), "--deal", str(replay_deal)],
                           capture_output=True, text=True)
        print("\n".join("   | " + x for x in r.stdout.splitlines()[-14:]))


# P1: durch seat's score written without the doubling (3 tricks as 3: 3-5 = -2 instead of 6-5 = 1)
t = load("11-durch-4p.json")
ev = t["deals"][0]["events"]
i = next(k for k, e in enumerate(ev) if e["type"] == "score" and e["party"] == 0)
ev[i]["points"] = -2
run("p1-durch-written-single", t, replay_deal=0)

# P2: hidden_bid + plus_minus_one, the dealer's bid (seat 4) written first, seat 3 last
t = load("12-pmo-hidden-dealer-7p.json")
ev = t["deals"][0]["events"]
bids = [e for e in ev if e["type"] == "bid"]
others = [e for e in ev if e["type"] != "bid"]
dealer_bid = next(e for e in bids if e["seat"] == 4)
bids.remove(dealer_bid)
t["deals"][0]["events"] = [dealer_bid] + bids + others
run("p2-pmo-hidden-dealer-first", t)
# P2b: the same with secret_bid instead of hidden_bid (bids written after the first trick)
t2 = copy.deepcopy(t)
t2["rules"] = {"preset": "standard", "plus_minus_one": True, "secret_bid": True}
ev = t2["deals"][0]["events"]
bids = [e for e in ev if e["type"] == "bid"]
rest_ev = [e for e in ev if e["type"] != "bid"]
t2["deals"][0]["events"] = rest_ev[:7] + bids + rest_ev[7:]
run("p2b-pmo-secret-dealer-first", t2)
# P2c: plain bidding, plus_minus_one: the bids as in file 12 but in table order: the dealer last
t3 = load("12-pmo-hidden-dealer-7p.json")
t3["rules"] = {"preset": "standard", "plus_minus_one": True}
ev = t3["deals"][0]["events"]
bids = sorted([e for e in ev if e["type"] == "bid"], key=lambda e: (e["seat"] - 5) % 7)
t3["deals"][0]["events"] = bids + [e for e in ev if e["type"] != "bid"]
run("p2c-pmo-sequential", t3)

# P3: a joker named the led colour by a seat that holds the led colour (round 9, 2 cards, 4 players)
hands = [["R5", "B3"], ["WILD", "R2"], ["G1", "G2"], ["Y1", "Y2"]]
tr = {
    "format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
    "players": ["A", "B", "C", "D"], "start": {"round": 9},
    "deals": [{"dealer": 3, "hands": hands, "talon": rest(hands, "O3"), "events": [
        {"type": "bid", "seat": 0, "bid": 0}, {"type": "bid", "seat": 1, "bid": 2},
        {"type": "bid", "seat": 2, "bid": 0}, {"type": "bid", "seat": 3, "bid": 0},
        {"type": "play", "seat": 0, "card": "R5"}, {"type": "play", "seat": 1, "card": "WILD", "named": "R"},
        {"type": "play", "seat": 2, "card": "G1"}, {"type": "play", "seat": 3, "card": "Y1"},
        {"type": "play", "seat": 1, "card": "R2"}, {"type": "play", "seat": 2, "card": "G2"},
        {"type": "play", "seat": 3, "card": "Y2"}, {"type": "play", "seat": 0, "card": "B3"},
        {"type": "score", "party": 0, "points": 10}, {"type": "score", "party": 1, "points": 12},
        {"type": "score", "party": 2, "points": 10}, {"type": "score", "party": 3, "points": 10}]}],
}
run("p3-joker-named-led-while-holding", tr, replay_deal=0)

# P4: a joker without colour in the LAST trick, where the colour decides the trick (no next lead)
hands = [["R5"], ["WILD"], ["G1"], ["O9"]]
tr = {
    "format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
    "players": ["A", "B", "C", "D"], "start": {"round": 10},
    "deals": [{"dealer": 3, "hands": hands, "talon": rest(hands, "O3"), "events": [
        {"type": "bid", "seat": 0, "bid": 1}, {"type": "bid", "seat": 1, "bid": 1},
        {"type": "bid", "seat": 2, "bid": 0}, {"type": "bid", "seat": 3, "bid": 1},
        {"type": "play", "seat": 0, "card": "R5"}, {"type": "play", "seat": 1, "card": "WILD"},
        {"type": "play", "seat": 2, "card": "G1"}, {"type": "play", "seat": 3, "card": "O9"},
        {"type": "score", "party": 0, "points": -5}, {"type": "score", "party": 1, "points": -5},
        {"type": "score", "party": 2, "points": 10}, {"type": "score", "party": 3, "points": 11}]}],
}
run("p4-joker-unnamed-last-trick-sheet-says-trump", tr, replay_deal=0)
tr2 = copy.deepcopy(tr)
for e in tr2["deals"][0]["events"]:
    if e["type"] == "score":
        e["points"] = {0: -5, 1: 11, 2: 10, 3: -5}[e["party"]]
run("p4b-joker-unnamed-last-trick-sheet-says-joker", tr2)

# P5: a bid of -1
t = load("07-bid-range-5p.json")
t["deals"][1]["events"][1]["bid"] = -1
run("p5-bid-minus-one", t)
