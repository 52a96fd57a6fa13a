"""tarocchini26: replays each transcript with model.py and lists the faults found in play order,
dealer rotation, discards and declarations (a cross-check of gen.py, not of the engine)."""

import glob
import json

import model as M


def check(path):
    tr = json.load(open(path))
    n = len(tr["players"])
    out = []
    prev_dealer = None
    for di, deal in enumerate(tr["deals"]):
        d = deal["dealer"]
        if prev_dealer is not None and d != (prev_dealer + 1) % n:
            out.append((di, None, "wrong_dealer"))
        allc = [c for h in deal["hands"] for c in h] + list(deal.get("talon") or [])
        assert sorted(allc) == sorted(M.deck()), path
        hands = [list(h) for h in deal["hands"]]
        evs = deal["events"]
        prev_dealer = d
        if any(e["type"] == "redeal" for e in evs):
            continue
        kind = None
        for i, e in enumerate(evs):
            if e["type"] == "bid":
                b = e["bid"]
                if b != "pass":
                    if kind is not None and not (kind == "gioco" and b == "solo"):
                        out.append((di, i, "illegal_bid"))
                    else:
                        kind, _declarer = b, e["seat"]
            elif e["type"] == "take":
                if n == 3 and kind == "solo":
                    out.append((di, i, "illegal_exchange"))
                hands[e["seat"]] += e["cards"]
            elif e["type"] == "discard":
                if any(M.points(c) == 5 for c in e["cards"]):
                    out.append((di, i, "illegal_discard"))
                for c in e["cards"]:
                    hands[e["seat"]].remove(c)
            elif e["type"] == "declare":
                for it in e["items"]:
                    if not M.holds(hands[e["seat"]], it):
                        out.append((di, i, "false_declaration"))
            elif e["type"] == "payment":
                out.append((di, i, "unexpected_payment"))
        plays = [(i, e) for i, e in enumerate(evs) if e["type"] == "play"]
        leader = (d + 1) % n
        for t in range(0, len(plays), n):
            trick = []
            for k in range(n):
                i, e = plays[t + k]
                if e["seat"] != (leader + k) % n:
                    out.append((di, i, "out_of_turn"))
                h = hands[e["seat"]]
                if e["card"] not in M.legal(h, trick):
                    out.append((di, i, "revoke"))
                h.remove(e["card"])
                trick.append((e["seat"], e["card"]))
            leader = M.trick_winner(trick)
            # after an out-of-turn lead the record goes on from the seat that led
    return out


for p in sorted(glob.glob("[0-9]*.json")):
    print(p, check(p))
