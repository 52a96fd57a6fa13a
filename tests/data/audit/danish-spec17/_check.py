"""Independent recount (not the generator's code path): tricks, piles, card points, follow legality."""
import json, sys
from _gen import RANK, suit_of, card_value, is_king, DECK

def check(f):
    t = json.load(open(f))
    n = len(t["players"])
    out = []
    for k, d in enumerate(t["deals"]):
        plays = [e for e in d["events"] if e["type"] == "play"]
        if not plays:
            out.append((k, "no play")); continue
        hands = d["hands"]
        dealer = d["dealer"]
        seats = sorted({p["seat"] for p in plays})
        m = len(seats)
        assert m == 3 and len(plays) == 75, (f, k, m, len(plays))
        held = {s: set(hands[s]) for s in seats} if hands else None
        disc = [e for e in d["events"] if e["type"] == "discard"]
        if held:
            for e in disc:
                held[e["seat"]] -= set(e["cards"]); dealer = e["seat"]
        played_all = set()
        piles = {s: 0 for s in seats}; tricks = {s: 0 for s in seats}
        for ti in range(25):
            tr = plays[3 * ti: 3 * ti + 3]
            led = suit_of(tr[0]["card"])
            for p in tr:
                c = p["card"]; s = p["seat"]
                played_all.add(c)
                if held:
                    assert c in held[s], (f, k, ti, s, c)
                    if p is not tr[0] and c != "JOKER":
                        h = held[s]
                        if any(suit_of(x) == led for x in h):
                            assert suit_of(c) == led, (f, k, ti, "revoke", s, c)
                        elif any(suit_of(x) == "T" for x in h):
                            assert suit_of(c) == "T", (f, k, ti, "no trump", s, c)
                    held[s].discard(c)
                if c == "JOKER":
                    assert ti != 23
            tru = [(RANK[p["card"]], p["seat"]) for p in tr if suit_of(p["card"]) == "T"]
            w = max(tru)[1] if tru else max((RANK[p["card"]], p["seat"]) for p in tr if suit_of(p["card"]) == led)[1]
            tricks[w] += 1
            for p in tr:
                if p["card"] == "JOKER" and ti != 24:
                    piles[p["seat"]] += 4
                else:
                    piles[w] += card_value(p["card"])
            if ti < 24:
                assert tr[0]["seat"] == (tr[0]["seat"]) and (ti == 0 or tr[0]["seat"] == prev_w), (f, k, ti)
            prev_w = w
        skat = set(DECK) - played_all
        pts = {s: piles[s] + tricks[s] for s in seats}
        pts[dealer] += 1 + sum(card_value(c) for c in skat)
        assert sum(pts.values()) == 78
        out.append((k, dealer, "skat", sorted(skat), "pts", pts, "tricks", tricks))
    return out

for f in sys.argv[1:]:
    for r in check(f):
        print(f, *r)
