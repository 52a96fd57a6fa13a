"""Self-check of the transcripts (independent of gen.py's internals): deck, legality, turn order, sheet arithmetic."""
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from model import DECK, is_tarock, legal, suit, trick_winner  # noqa: E402

for f in sorted(Path(__file__).parent.glob("[0-9][0-9]-*.json")):
    tr = json.loads(f.read_text())
    n = len(tr["players"])
    tot = list(tr.get("start", {}).get("totals", [0] * n)) + [tr.get("start", {}).get("pools", {}).get("pool", 0)]
    for di, d in enumerate(tr["deals"]):
        ev = d["events"]
        if d["hands"] is not None:
            allc = [c for h in d["hands"] for c in h] + d["talon"]
            assert sorted(allc) == sorted(DECK), (f.name, di)
            hands = {s: list(h) for s, h in enumerate(d["hands"])}
            for e in ev:
                if e["type"] == "take":
                    hands[e["seat"]] += e["cards"]
                if e["type"] == "discard":
                    for c in e["cards"]:
                        hands[e["seat"]].remove(c)
        plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        act = []
        for e in ev:
            if e["type"] == "bid" and e["seat"] not in act:
                act.append(e["seat"])
        leader = act[0] if act else None
        for t in range(0, len(plays), 3):
            tp = plays[t:t + 3]
            order = act[act.index(leader):] + act[:act.index(leader)]
            cards = [e["card"] for _, e in tp]
            seats = [e["seat"] for _, e in tp]
            for k, (i, e) in enumerate(tp):
                if e["seat"] != order[k]:
                    print(f.name, "deal", di, "event", i, "out of turn", e)
                if d["hands"] is not None:
                    lg = legal(hands[e["seat"]], cards[:k])
                    if e["card"] not in lg:
                        print(f.name, "deal", di, "event", i, "illegal", e, "led", cards[0])
                    hands[e["seat"]].remove(e["card"])
            leader = trick_winner(cards, seats)
        sc = {}
        for e in ev:
            if e["type"] == "score":
                sc[e["party"]] = e["points"]
            if e["type"] == "payment":
                for p, sgn in ((e["from"], -1), (e["to"], 1)):
                    sc[p] = sc.get(p, 0) + sgn * e["amount"]
        if abs(sum(sc.values())) > 1e-6:
            print(f.name, "deal", di, "not zero-sum", round(sum(sc.values()), 6))
        for s in range(n):
            tot[s] += sc.get(s, 0)
        tot[n] += sc.get("pool", 0)
        for i, e in enumerate(ev):
            if e["type"] == "total":
                k = n if e["party"] == "pool" else e["party"]
                if abs(e["points"] - tot[k]) > 1e-6:
                    print(f.name, "deal", di, "event", i, "total", e["points"], "vs sheet", round(tot[k], 6))
                    tot[k] = e["points"]
    print(f.name, "checked")
