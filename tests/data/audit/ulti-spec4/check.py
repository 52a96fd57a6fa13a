"""Replay each transcript from its JSON alone (my reading) and list what looks wrong."""

import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import SUITS, beats, higher, legal, winner_index  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def check(path):
    t = json.load(open(path))
    table = "ultinet" if t.get("rules", {}).get("preset") == "ultinet" else "standard"
    out = []
    for di, dl in enumerate(t["deals"]):
        hands = dl["hands"]
        if hands is None:
            continue
        hands = [list(h) for h in hands]
        fb = (dl["dealer"] + 1) % 3
        talon = None
        last = None
        turn = fb
        passes = 0
        trump = None
        decl = None
        trick = []
        leader = None
        n_play = 0
        for i, e in enumerate(dl["events"]):
            ty = e["type"]
            if ty == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
                talon = e["cards"]
            elif ty == "take":
                assert e["cards"] == talon, (path, i)
                hands[e["seat"]] += e["cards"]
            elif ty == "bid":
                if e["seat"] != turn:
                    out.append((di, i, "bid_out_of_turn"))
                turn = (turn + 1) % 3
                if e["bid"] == "pass":
                    passes += 1
                else:
                    if last and not higher(e["bid"], last, table):
                        out.append((di, i, "bid_not_higher"))
                    last = e["bid"]
                    decl = e["seat"]
                    passes = 0
            elif ty == "announce":
                it = e["items"][0]
                trump = it.get("suit") if it["kind"] == "trump" else None
            elif ty == "declare":
                if last.get("red"):
                    trump = "H"
                for it in e["items"]:
                    h = hands[e["seat"]]
                    ok = any("K" + s in h and "Q" + s in h and (40 if s == trump else 20) == it["points"] for s in SUITS)
                    if not ok:
                        out.append((di, i, "false_marriage"))
            elif ty == "play":
                if leader is None:
                    leader = decl
                    if last.get("red"):
                        trump = "H"
                s = e["seat"]
                exp = (leader + len(trick)) % 3
                if s != exp:
                    out.append((di, i, "out_of_turn"))
                opts = legal(hands[s], trick, trump)
                if e["card"] not in opts:
                    led = trick[0][-1]
                    if any(c[-1] == led for c in hands[s]):
                        code = "failure_to_overtake" if e["card"][-1] == led else "revoke"
                    elif trump and any(c[-1] == trump for c in hands[s]):
                        code = "failure_to_trump" if e["card"][-1] != trump else "failure_to_overtrump"
                    else:
                        code = "?"
                    out.append((di, i, code))
                hands[s].remove(e["card"])
                trick.append(e["card"])
                n_play += 1
                if len(trick) == 3:
                    w = (leader + winner_index(trick, trump)) % 3
                    leader = w
                    trick = []
    return out


if __name__ == "__main__":
    for p in sorted(glob.glob(os.path.join(HERE, "*.json"))):
        print(os.path.basename(p), check(p))
