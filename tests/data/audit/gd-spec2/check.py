"""gd-spec2: replays the written files with model.py and lists every fault the model sees."""

import json
import sys
from pathlib import Path

import model as m

HERE = Path(__file__).parent


def check(path):
    t = json.loads(path.read_text())
    out = []
    for di, d in enumerate(t["deals"]):
        n = len(t["players"])
        ev = d["events"]
        plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        if not plays:
            continue
        if d["hands"] is None:
            hands = {}
            for _, e in plays:
                hands.setdefault(e["seat"], []).append(e["card"])
            for e in ev:
                if e["type"] == "discard":
                    hands[e["seat"]] += e["cards"]
            for e in ev:
                if e["type"] == "take":
                    for c in e["cards"]:
                        hands[e["seat"]].remove(c)
        else:
            hands = {s: list(h) for s, h in enumerate(d["hands"]) if h}
        for i, e in enumerate(ev):
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            if e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
                if any(c[0] == "K" and not m.is_trump(c) for c in e["cards"]):
                    out.append((di, i, "king_discarded"))
            if e["type"] == "bid" and e["bid"] == "pass_volat" and "T1" in hands[e["seat"]]:
                out.append((di, i, "pass_volat_with_pagat"))
            if e["type"] == "announce":
                for it in e["items"]:
                    if it["kind"] == "tarocks":
                        if sum(m.is_trump(c) for c in hands[e["seat"]]) != it["count"]:
                            out.append((di, i, "wrong_tarock_count"))
        ult = {
            e["seat"]
            for e in ev
            if e["type"] == "announce"
            for it in e["items"]
            if it["kind"] == "pagat_ultimo"
        }
        active = sorted(hands)
        trick, leader = [], plays[0][1]["seat"]
        for k, (i, e) in enumerate(plays):
            s, c = e["seat"], e["card"]
            exp = leader if not trick else active[(active.index(trick[-1][0]) + 1) % 3]
            if s != exp:
                out.append((di, i, "out_of_turn"))
            led = m.suit(trick[0][1]) if trick else None
            if c not in m.legal(hands[s], led):
                out.append((di, i, "revoke"))
            if c == "T1" and s in ult and k < len(plays) - 3 and len(m.legal(hands[s], led)) > 1:
                out.append((di, i, "pagat_released"))
            hands[s].remove(c)
            trick.append((s, c))
            if len(trick) == 3:
                leader = m.trick_winner(trick)
                trick = []
        del n
    return out


if __name__ == "__main__":
    for p in sorted(HERE.glob("*.json")):
        if len(sys.argv) > 1 and not any(a in p.name for a in sys.argv[1:]):
            continue
        print(p.name, check(p))
