"""Replays my own files with my model: turn order and follow/trump legality (finds planted faults)."""

import glob
import json

from model import is_trump, legal, winner

for fn in sorted(glob.glob("*.json")):
    t = json.load(open(fn, encoding="utf-8"))
    n = len(t["players"])
    for di, d in enumerate(t["deals"]):
        if d["hands"] is None:
            continue
        hands = {s: list(h) for s, h in enumerate(d["hands"]) if h}
        act = [(d["dealer"] + 1 + i) % n for i in range(n)]
        act = [s for s in act if s in hands]
        leader, trick, faults = act[0], [], []
        for i, e in enumerate(d["events"]):
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            elif e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
                if any(c[0] == "K" and not is_trump(c) for c in e["cards"]):
                    faults.append((di, i, "king discarded"))
            elif e["type"] == "play":
                s, c = e["seat"], e["card"]
                exp = act[(act.index(leader) + len(trick)) % 3]
                if s != exp:
                    faults.append((di, i, f"out of turn (expected {exp})"))
                led = trick[0][1] if trick else None
                if c not in legal(hands[s], led):
                    faults.append((di, i, f"illegal {c} on {led}, legal {legal(hands[s], led)}"))
                hands[s].remove(c)
                trick.append((s, c))
                if len(trick) == 3:
                    leader = winner(trick)
                    trick = []
        left = {s: h for s, h in hands.items() if h}
        print(fn, di, faults, "left" if left else "")
