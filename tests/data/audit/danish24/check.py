"""independent sanity check of the written transcripts: cards, order of play, follow suit, Joker timing"""
import glob
import json


def suit(c):
    return None if c == "JOKER" else ("T" if c.startswith("T") else c[-1])


for fn in sorted(glob.glob("[0-9]*.json")):
    T = json.load(open(fn))
    n = len(T["players"])
    pools = {"pagat_pool": 0, "king_pool": 0}
    probs = []
    for di, dl in enumerate(T["deals"]):
        hands = [list(h) for h in dl["hands"]]
        allc = sum(hands, [])
        assert len(allc) == 78 and len(set(allc)) == 78, (fn, di)
        d = dl["dealer"]
        assert len(hands[d]) == 28
        if n == 4:
            assert hands[(d + 2) % 4] == []
        act = [s for s in range(n) if hands[s]]
        trick = []
        tn = 0
        for ei, e in enumerate(dl["events"]):
            if e["type"] == "payment":
                for p, sg in ((e["from"], -1), (e["to"], 1)):
                    if isinstance(p, str):
                        pools[p] += sg * e["amount"]
                assert e["amount"] % 5 == 0
            if e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
            if e["type"] == "play":
                s, c = e["seat"], e["card"]
                h = hands[s]
                if c not in h:
                    probs.append((di, ei, "not in hand"))
                if trick:
                    nxt = act[(act.index(trick[-1][0]) + 1) % 3]
                    if s != nxt:
                        probs.append((di, ei, "order"))
                    led = suit(trick[0][1])
                    if c != "JOKER" and suit(c) != led:
                        if any(suit(x) == led for x in h if x != "JOKER"):
                            probs.append((di, ei, "revoke"))
                        elif suit(c) != "T" and any(suit(x) == "T" for x in h):
                            probs.append((di, ei, "no trump"))
                if c == "JOKER" and tn == 23:
                    probs.append((di, ei, "joker 2nd last"))
                h.remove(c)
                trick.append((s, c))
                if len(trick) == 3:
                    tn += 1
                    trick = []
        assert all(v >= 0 for v in pools.values())
    print(fn, "pools end", pools, "flags", probs)
