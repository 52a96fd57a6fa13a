"""Independent re-reading of the written transcripts: legality of every play, trick winners, pool
levels after every payment, and each deal's nets."""
import json, sys, glob
RED = ["K","Q","N","J","1","2","3","4","5","6","7","8","9","10"]
BLK = ["K","Q","N","J","10","9","8","7","6","5","4","3","2","1"]
def suit(c):
    if c == "JOKER": return None
    return "T" if c[0] == "T" else c[-1]
def power(c, led):
    if suit(c) == "T": return 100 + int(c[1:])
    if c == "JOKER" or suit(c) != led: return -1
    o = RED if led in "HD" else BLK
    return 50 - o.index(c[:-1])
for fn in sorted(glob.glob("*.json")):
    t = json.load(open(fn))
    n = len(t["players"])
    pools = dict((t.get("start") or {}).get("pools") or {"pagat_pool": 0, "king_pool": 0})
    tot = {}
    for di, d in enumerate(t["deals"]):
        D = d["dealer"]
        hands = [list(h) for h in d["hands"]]
        assert sum(len(h) for h in hands) == 78, (fn, di)
        assert len(hands[D]) == 28
        if n == 4: assert hands[(D+2)%4] == []
        act = [(D+1)%n, (D+3)%4 if n == 4 else (D+2)%3, D]
        trick = []; led = None; leader = act[0]; ntr = 0; tricks = {s:0 for s in act}
        net = {}
        for ei, e in enumerate(d["events"]):
            if e["type"] == "discard":
                for c in e["cards"]: hands[D].remove(c)
            if e["type"] == "payment":
                a = e["amount"]
                net[e["from"]] = net.get(e["from"],0) - a; net[e["to"]] = net.get(e["to"],0) + a
                if e["from"] in pools:
                    pools[e["from"]] -= a; assert pools[e["from"]] >= -1e-9, (fn, di, ei, pools)
                if e["to"] in pools: pools[e["to"]] += a
            if e["type"] == "play":
                s, c = e["seat"], e["card"]
                exp = leader if not trick else act[(act.index(trick[-1][0]) + 1) % 3]
                assert s == exp, (fn, di, ei, "turn")
                h = hands[s]
                assert c in h, (fn, di, ei)
                if not trick:
                    led = e.get("named") if c == "JOKER" else suit(c)
                else:
                    if c != "JOKER":
                        if any(suit(x) == led for x in h): assert suit(c) == led, (fn, di, ei, "revoke")
                        elif any(suit(x) == "T" for x in h): assert suit(c) == "T", (fn, di, ei, "trump")
                if c == "JOKER": assert ntr != 23, (fn, di, ei)
                h.remove(c); trick.append((s, c))
                if len(trick) == 3:
                    w = max(trick, key=lambda x: power(x[1], led))[0]
                    tricks[w] += 1; leader = w; trick = []; ntr += 1
        for k, v in net.items(): tot[k] = tot.get(k, 0) + v
        assert abs(sum(net.values())) < 1e-9
        print(f"{fn} deal {di} dealer {D} tricks {ntr} {tricks} pools {pools} net {net}")
    print(f"{fn} SESSION net {tot} pools {pools}")
