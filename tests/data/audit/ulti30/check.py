"""Self-check of the ulti30 files against model.py (card play legality, talon, sums)."""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import model as M  # noqa: E402

for f in sorted(Path(__file__).parent.glob("*.json")):
    t = json.loads(f.read_text())
    for di, d in enumerate(t["deals"]):
        hands = [list(h) for h in d["hands"]]
        allc = sorted(c for h in hands for c in h)
        assert allc == sorted(M.DECK), (f, di)
        trump = "H"
        talon = None
        trick, seats, leader, last_w = [], [], None, None
        pay = [0, 0, 0]
        sc = [0, 0, 0]
        for i, e in enumerate(d["events"]):
            ty = e["type"]
            if ty == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
                talon = e["cards"]
            elif ty == "take":
                assert sorted(e["cards"]) == sorted(talon), (f, i)
                hands[e["seat"]] += e["cards"]
            elif ty == "bid" and e["bid"] != "pass":
                decl = e["seat"]
                red = e["bid"].get("red")
            elif ty == "announce":
                it = e["items"][0]
                trump = it.get("suit") if it["kind"] == "trump" else None
                if red:
                    assert trump == "H"
                leader = decl
            elif ty == "play":
                s = e["seat"]
                exp = leader if not trick else (seats[-1] + 1) % 3
                assert s == exp, (f, i, "turn")
                lg = M.legal(hands[s], trick, trump)
                assert e["card"] in lg, (f, i, e["card"], lg)
                hands[s].remove(e["card"])
                trick.append(e["card"])
                seats.append(s)
                if len(trick) == 3:
                    leader = seats[M.winner_idx(trick, trump)]
                    trick, seats = [], []
            elif ty == "payment":
                pay[e["from"]] -= e["amount"]
                pay[e["to"]] += e["amount"]
            elif ty == "score":
                sc[e["party"]] += e["points"]
        assert all(len(h) == 0 for h in hands), (f, di, hands)
        print(f.name, di, "trump", trump, "payments net", pay, "scores", sc)
