"""gd-spec: replay the written files with the blind model's rules and list follow faults / out-of-turn plays."""

import glob
import json

from model import is_tarock, suit, trick_winner

for fn in sorted(glob.glob("[0-9]*.json")):
    t = json.load(open(fn))
    n = len(t["players"])
    for di, d in enumerate(t["deals"]):
        hands = {s: list(h) for s, h in enumerate(d["hands"])}
        active = [s for s in [(d["dealer"] + k) % n for k in range(1, n + 1)] if hands[s]]
        leader = active[0]
        trick = []
        out = []
        for i, e in enumerate(d["events"]):
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            elif e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
                if any(c[0] == "K" for c in e["cards"]):
                    out.append((di, i, "king_discarded"))
            elif e["type"] == "bid" and e["bid"] == "pass_volat" and "T1" in hands[e["seat"]]:
                out.append((di, i, "pass_volat_with_pagat"))
            elif e["type"] == "announce":
                for it in e["items"]:
                    if it.get("kind") == "tarocks":
                        held = sum(map(is_tarock, hands[e["seat"]]))
                        if held != it["count"]:
                            out.append((di, i, f"false_tarocks held {held}"))
            elif e["type"] == "play":
                s, c = e["seat"], e["card"]
                exp = leader if not trick else active[(active.index(trick[-1][0]) + 1) % len(active)]
                if s != exp:
                    out.append((di, i, "out_of_turn"))
                h = hands[s]
                if trick:
                    led = suit(trick[0][1])
                    if suit(c) != led:
                        if any(suit(x) == led for x in h):
                            out.append((di, i, "revoke" + ("(trumped)" if is_tarock(c) else "")))
                        elif led != "T" and not is_tarock(c) and any(is_tarock(x) for x in h):
                            out.append((di, i, "failure_to_trump"))
                h.remove(c)
                trick.append((s, c))
                if len(trick) == 3:
                    leader = trick_winner(trick)
                    trick = []
        print(fn, di, out)
