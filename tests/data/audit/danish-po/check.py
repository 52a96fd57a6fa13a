"""Independent replay check of every file: cards, order of play, follow suit/trump, Joker timing."""
import json, glob
from model import DECK, suit_of, strength, active_seats

for fn in sorted(glob.glob("[0-9]*.json")):
    doc = json.load(open(fn))
    n = len(doc["players"])
    probs = []
    for di, dl in enumerate(doc["deals"]):
        ev = dl["events"]
        d = dl["dealer"]
        act = active_seats(n, d)
        skat = [c for e in ev if e["type"] == "discard" for c in e["cards"]]
        pl = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        cards = skat + [e["card"] for _, e in pl]
        dup = {c for c in cards if cards.count(c) > 1}
        if dup:
            probs.append((di, "dup", dup))
        if len(pl) == 75 and set(cards) != set(DECK):
            probs.append((di, "missing", set(DECK) - set(cards)))
        hand = {s: [e["card"] for _, e in pl if e["seat"] == s] for s in act}
        leader = act[1]
        for k in range(0, len(pl), 3):
            tr = pl[k : k + 3]
            t = k // 3 + 1
            seq = [act[(act.index(leader) + j) % 3] for j in range(3)]
            led = tr[0][1].get("named") or suit_of(tr[0][1]["card"])
            for j, (i, e) in enumerate(tr):
                if e["seat"] != seq[j]:
                    probs.append((di, i, "turn", e["seat"], seq[j]))
                c = e["card"]
                h = hand[e["seat"]]
                if c == "JOKER" and t == 24:
                    probs.append((di, i, "joker24"))
                if j > 0 and c != "JOKER":
                    nonj = [x for x in h if x != "JOKER"]
                    if suit_of(c) != led and any(suit_of(x) == led for x in nonj):
                        probs.append((di, i, "revoke", c, led))
                    elif suit_of(c) != led and suit_of(c) != "T" and any(suit_of(x) == "T" for x in nonj):
                        probs.append((di, i, "no-trump", c, led))
                if c in h:
                    h.remove(c)
            cs = [(e["seat"], e["card"]) for _, e in tr]
            if len(cs) == 3:
                leader = max(cs, key=lambda sc: strength(sc[1], led))[0]
        # pool never negative, amounts multiples of 5
        for e in ev:
            if e["type"] == "payment" and e["amount"] % 5:
                probs.append((di, "amount", e))
    print(fn, probs)
