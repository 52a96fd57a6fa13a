"""Replays my own files with my model: lists planted-fault events and feature counts."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import legal, suit_of, value

F = json.load(open(Path(__file__).parent / "figures.json.txt"))
for name in sorted(F):
    doc = json.load(open(Path(__file__).parent / name))
    n = len(doc["players"])
    feats = {}
    for di, d in enumerate(doc["deals"]):
        hands = [list(h) for h in d["hands"]]
        trick = []
        for ei, e in enumerate(d["events"]):
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            elif e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
                    if value(c) == 5:
                        print(name, "deal", di, "event", ei, "5-point discard", c)
            elif e["type"] == "declare":
                for it in e["items"]:
                    k = it["kind"] + ":" + it["of"]
                    feats[k] = feats.get(k, 0) + 1
            elif e["type"] == "play":
                led = None
                for _s, c in trick:
                    if c != "MATTO":
                        led = suit_of(c)
                        break
                if trick and e["card"] not in legal(hands[e["seat"]], led):
                    print(name, "deal", di, "event", ei, "illegal play", e)
                hands[e["seat"]].remove(e["card"])
                trick.append((e["seat"], e["card"]))
                if len(trick) == n:
                    trick = []
    for di, f in enumerate(F[name]["deals"]):
        if "planted" in f:
            print(name, "deal", di, "planted", f["planted"], f.get("total_event"))
    print(name, feats)
