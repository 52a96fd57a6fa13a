"""Self-check: replay a transcript with my own rules (gen.py) and compare recorded scores/totals."""
import json
import sys

from gen import colour, legal, winner

for f in sys.argv[1:]:
    t = json.load(open(f))
    n = len(t["players"])
    tot = list(t.get("start", {}).get("totals", [0] * n))
    for di, d in enumerate(t["deals"]):
        hands = [list(h) for h in d["hands"]] if d["hands"] else None
        talon, ptr = d["talon"], 0

        def turn():
            global ptr
            while True:
                c = talon[ptr]
                ptr += 1
                if colour(c):
                    return colour(c)

        trump = turn()
        k = len(d["hands"][0]) if hands else sum(e["type"] == "play" for e in d["events"]) // n
        bids, tricks, bonus, trick, nt, sc = {}, [0] * n, [0] * n, [], False, {}
        for i, e in enumerate(d["events"]):
            if e["type"] == "bid":
                bids[e["seat"]] = e["bid"]
            elif e["type"] == "play":
                s, c = e["seat"], e["card"]
                if hands:
                    if c not in hands[s]:
                        print(f, di, i, "NOT IN HAND", c)
                    elif c not in legal(hands[s], trick):
                        print(f, di, i, "ILLEGAL", c, hands[s])
                    if c in hands[s]:
                        hands[s].remove(c)
                trick.append((s, c, e.get("named")))
                if c == "NOTRUMP":
                    nt = True
                if c == "CHANGE":
                    trump = turn()
                if len(trick) == n:
                    w = winner(trick, None if nt else trump)
                    tricks[w] += 1
                    bonus[w] += 5 * sum(x == "PLUS5" for _, x, _ in trick) - 5 * sum(x == "MINUS5" for _, x, _ in trick)
                    if nt:
                        trump = turn()
                    trick, nt = [], False
            elif e["type"] == "score":
                s = e["party"]
                per = 2 if t["rules"].get("durch") and tricks[s] == k and k > 1 else 1
                exp = per * tricks[s] + bonus[s] + (10 if bids[s] == tricks[s] else -5)
                sc[s] = exp
                if exp != e["points"]:
                    print(f, di, i, "SCORE", s, e["points"], "expected", exp)
            elif e["type"] == "total":
                s = e["party"]
                if s == 0 and not sc:
                    pass
                exp = tot[s] + sc[s]
                if exp != e["points"]:
                    print(f, di, i, "TOTAL", s, e["points"], "expected", exp)
        if len(sc) == n:
            tot = [tot[s] + sc[s] for s in range(n)]
    print(f, "checked")
