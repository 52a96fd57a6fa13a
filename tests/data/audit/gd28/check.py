"""Independent re-check of the files: 42 cards, turn order, §5 legality. Prints a summary."""

import glob
import json
import gen

for fn in sorted(glob.glob("[0-9]*.json")):
    t = json.load(open(fn))
    n = len(t["players"])
    for di, d in enumerate(t["deals"]):
        allc = [c for h in d["hands"] for c in h] + d["talon"]
        assert sorted(allc) == sorted(gen.deck()), (fn, di)
        hands = {s: list(h) for s, h in enumerate(d["hands"])}
        for e in d["events"]:
            if e["type"] == "take":
                hands[e["seat"]] += e["cards"]
            if e["type"] == "discard":
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
        trick = []
        seats = []
        bad = []
        for i, e in enumerate(d["events"]):
            if e["type"] != "play":
                continue
            s, c = e["seat"], e["card"]
            if c not in gen.legal(hands[s], trick):
                bad.append((i, s, c))
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            if len(trick) == 3:
                trick, seats = [], []
        assert not bad, (fn, di, bad)
        bids = " ".join("%d:%s" % (e["seat"], e["bid"]) for e in d["events"] if e["type"] == "bid")
        other = [e for e in d["events"] if e["type"] in ("call", "take", "discard", "announce", "double")]
        print(
            fn,
            di,
            "dealer",
            d["dealer"],
            "|",
            bids,
            "|",
            "; ".join(
                "%s %s %s"
                % (
                    e["type"],
                    e.get("seat"),
                    e.get("cards") or e.get("items") or e.get("call") or e.get("level"),
                )
                for e in other
                if not (e["type"] == "announce" and not e["items"])
            ),
        )
print("ok")
