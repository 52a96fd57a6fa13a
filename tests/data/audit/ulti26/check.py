"""ulti26 replay checker (own model): card ownership, turn order, follow/trump/beat, ulti 7."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import legal, suit, winner_idx  # noqa: E402


def check(doc):
    bad = []
    for di, d in enumerate(doc["deals"]):
        hands = [list(h) for h in d["hands"]]
        trump, decl, ulti = None, None, False
        trick, seats, leader = [], [], None
        for i, e in enumerate(d["events"]):
            t = e["type"]
            if t == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
            elif t == "take":
                hands[e["seat"]] += e["cards"]
            elif t == "bid" and e["bid"] != "pass":
                decl = e["seat"]
                ulti = "ulti" in e["bid"]["goals"]
                trump = (
                    "H"
                    if e["bid"].get("red") and not any(g in e["bid"]["goals"] for g in ("betli", "rebetli"))
                    else None
                )
            elif t == "announce":
                for it in e["items"]:
                    if it["kind"] == "trump":
                        trump = it["suit"]
            elif t == "play":
                s = e["seat"]
                exp_seat = decl if leader is None else (leader + len(trick)) % 3
                if s != exp_seat:
                    bad.append((di, i, "out_of_turn"))
                L = legal(hands[s], trick, trump, ulti and s == decl)
                if e["card"] not in hands[s]:
                    bad.append((di, i, "card_not_in_hand"))
                elif e["card"] not in L:
                    led = suit(trick[0]) if trick else None
                    has_led = led and any(suit(c) == led for c in hands[s])
                    bad.append(
                        (
                            di,
                            i,
                            "revoke" if has_led and suit(e["card"]) != led else "other_illegal",
                        )
                    )
                hands[s].remove(e["card"])
                trick.append(e["card"])
                seats.append(s)
                if leader is None:
                    leader = s
                if len(trick) == 3:
                    leader = seats[winner_idx(trick, trump)]
                    trick, seats = [], []
        if any(hands) and any(e["type"] == "play" for e in d["events"]):
            bad.append((di, None, "cards_left"))
    return bad


if __name__ == "__main__":
    for f in sorted(os.listdir(os.path.dirname(os.path.abspath(__file__)))):
        if f.endswith(".json") and f[0].isdigit():
            print(f, check(json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), f)))))
