"""Independent re-check of the generated records: legality, points, pool flow, totals."""

import json, glob, sys

sys.path.insert(0, ".")
from _gen import legal, winner, group_points, is_t

for fn in sorted(glob.glob("*.json")):
    d = json.load(open(fn))
    n = len(d["players"])
    tot = list(d["start"]["totals"])
    for di, dl in enumerate(d["deals"]):
        ev = dl["events"]
        hands = {i: list(h) for i, h in enumerate(dl["hands"]) if h}
        assert len(hands) == 3 and all(len(h) == 12 for h in hands.values()), (fn, di)
        assert sorted(sum(hands.values(), []) + dl["talon"]) == sorted(
            set(sum(hands.values(), []) + dl["talon"])
        )
        tk = [e for e in ev if e["type"] == "take"]
        if tk:
            P = tk[0]["seat"]
            disc = [e for e in ev if e["type"] == "discard"][0]["cards"]
            assert tk[0]["cards"] == dl["talon"][:3]
            hands[P] = [c for c in hands[P] + tk[0]["cards"] if c not in disc]
            assert not any(c[0] == "K" and not is_t(c) for c in disc)
            plays = [e for e in ev if e["type"] == "play"]
            assert len(plays) == 36
            pile = {s: [] for s in hands}
            for t in range(12):
                tr = plays[3 * t : 3 * t + 3]
                for k, e in enumerate(tr):
                    led = tr[0]["card"] if k else None
                    assert e["card"] in legal(hands[e["seat"]], led), (fn, di, t, e)
                    hands[e["seat"]].remove(e["card"])
                w = winner([(e["seat"], e["card"]) for e in tr])
                pile[w] += [e["card"] for e in tr]
                if t == 0:
                    assert tr[0]["seat"] == [e for e in ev if e["type"] == "bid"][0]["seat"]
            p = group_points(pile[P] + disc)
            net = {}
        net = {}
        for e in ev:
            if e["type"] == "payment":
                net[e["from"]] = net.get(e["from"], 0) - e["amount"]
                net[e["to"]] = net.get(e["to"], 0) + e["amount"]
        assert abs(sum(net.values())) < 1e-9
        for i in range(n):
            tot[i] += net.get(i, 0)
        ts = [e for e in ev if e["type"] == "total"]
        for e in ts:
            if e["points"] != tot[e["party"]]:
                print(fn, di, "total differs", e, tot[e["party"]])
                tot[e["party"]] = e["points"]
        print(fn, di, "P", tk[0]["seat"] if tk else "-", "pts", p if tk else "-", "net", net)
