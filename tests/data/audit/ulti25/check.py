"""Replays every NN-*.json: card ownership, turn order, follow/trump/overtake (model.legal), payments net."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import legal, strength, su  # noqa: E402

for f in sorted(Path(__file__).parent.glob("[0-9][0-9]-*.json")):
    d = json.load(open(f))
    probs = []
    for di, dl in enumerate(d["deals"]):
        hands = {s: list(h) for s, h in enumerate(dl["hands"])}
        assert (
            sorted(sum(dl["hands"], [])) == sorted(set(sum(dl["hands"], [])))
            and len(sum(dl["hands"], [])) == 32
        )
        assert len(hands[(dl["dealer"] + 1) % 3]) == 12
        trump = None
        talon = None
        bid = None
        decl = None
        trick, seats, leader = [], [], None
        for ei, e in enumerate(dl["events"]):
            t = e["type"]
            if t == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
                talon = e["cards"]
            elif t == "take":
                assert e["cards"] == talon
                hands[e["seat"]] += e["cards"]
            elif t == "bid" and e["bid"] != "pass":
                bid, decl = e["bid"], e["seat"]
                trump = (
                    "H"
                    if bid.get("red")
                    and not any(
                        g in bid["goals"] for g in ("betli", "rebetli", "open-betli", "redurchmarsch")
                    )
                    else None
                )
            elif t == "announce":
                for it in e["items"]:
                    if it["kind"] == "trump":
                        trump = it["suit"]
            elif t == "play":
                s = e["seat"]
                exp = leader if not trick else (seats[-1] + 1) % 3
                if leader is None and not trick:
                    exp = decl
                if s != exp:
                    probs.append((di, ei, "turn"))
                keep = "7" + trump if trump and "ulti" in bid["goals"] and s == decl else None
                if e["card"] not in legal(hands[s], trick, trump, keep):
                    probs.append((di, ei, "illegal"))
                hands[s].remove(e["card"])
                trick.append(e["card"])
                seats.append(s)
                if len(trick) == 3:
                    w = max(range(3), key=lambda i: strength(trick[i], su(trick[0]), trump))
                    leader = seats[w]
                    trick, seats = [], []
        assert all(len(h) == 0 for h in hands.values()), (f, di)
    print(f.name, probs or "ok")
