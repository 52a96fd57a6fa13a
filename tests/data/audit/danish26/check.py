"""Independent sanity replay of the danish26 files: cards, hand sizes, turn order, follow suit / trump,
Joker timing and naming. Imports nothing from the project (nor from model.py)."""
import glob
import json

DECK = [r + s for s in "HDSC" for r in "K Q N J 1 2 3 4 5 6 7 8 9 10".split()] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]


def su(c):
    return "J" if c == "JOKER" else ("T" if c[0] == "T" else c[-1])


def st(c):
    if c[0] == "T":
        return int(c[1:])
    red = "K Q N J 1 2 3 4 5 6 7 8 9 10".split()
    blk = "K Q N J 10 9 8 7 6 5 4 3 2 1".split()
    return 100 - (red if c[-1] in "HD" else blk).index(c[:-1])


for fn in sorted(glob.glob("*.json")):
    if fn == "facts.txt":
        continue
    doc = json.load(open(fn))
    n = len(doc["players"])
    prob = []
    for di, deal in enumerate(doc["deals"]):
        d = deal["dealer"]
        H = [list(h) for h in deal["hands"]]
        assert sorted(sum(H, [])) == sorted(DECK), fn
        act = [(d + 1) % 3, (d + 2) % 3, d] if n == 3 else [(d + 1) % 4, (d + 3) % 4, d]
        for p in range(n):
            exp = 28 if p == d else (25 if p in act else 0)
            assert len(H[p]) == exp, (fn, di, p)
        plays = [e for e in deal["events"] if e["type"] == "play"]
        if not plays:
            assert any(e["type"] == "redeal" for e in deal["events"])
            continue
        for e in deal["events"]:
            if e["type"] == "discard":
                for c in e["cards"]:
                    H[d].remove(c)
        assert len(plays) == 75
        leader = act[0]
        for t in range(25):
            tr = plays[3 * t:3 * t + 3]
            i = act.index(leader)
            order = act[i:] + act[:i]
            led = None
            for k, e in enumerate(tr):
                p, c = e["seat"], e["card"]
                if p != order[k]:
                    prob.append((di, t, "order"))
                if c not in H[p]:
                    prob.append((di, t, "not in hand"))
                if c == "JOKER":
                    if t == 23:
                        prob.append((di, t, "joker 24"))
                    if k == 0 and "named" not in e:
                        prob.append((di, t, "not named"))
                if k == 0:
                    led = e.get("named") if c == "JOKER" else su(c)
                elif c != "JOKER":
                    hs = [x for x in H[p] if x != "JOKER" and su(x) == led]
                    ht = [x for x in H[p] if su(x) == "T"]
                    if hs and su(c) != led:
                        prob.append((di, t, "revoke"))
                    if not hs and ht and su(c) != "T":
                        prob.append((di, t, "trump"))
                H[p].remove(c)
            cs = [(e["seat"], e["card"]) for e in tr]
            trumps = [x for x in cs if su(x[1]) == "T"]
            if trumps:
                w = max(trumps, key=lambda x: st(x[1]))[0]
            else:
                w = max([x for x in cs if x[1] != "JOKER" and su(x[1]) == led], key=lambda x: st(x[1]))[0]
            leader = w
        # chips conserve
    tot = {}
    for deal in doc["deals"]:
        for e in deal["events"]:
            if e["type"] == "payment":
                tot[e["from"]] = tot.get(e["from"], 0) - e["amount"]
                tot[e["to"]] = tot.get(e["to"], 0) + e["amount"]
    print(fn, "problems:", prob, "pools end:", tot.get("pagat_pool"), tot.get("king_pool"))
