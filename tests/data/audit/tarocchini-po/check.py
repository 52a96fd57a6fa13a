"""Replay my own records by my model: turn order, distinct cards, and print planted faults and figures."""
import json, glob, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import trick_winner, deck, suit

FIG = json.load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "figures-json.txt")))
for fn in sorted(glob.glob(os.path.join(os.path.dirname(os.path.abspath(__file__)), "[0-9]*.json"))):
    t = json.load(open(fn)); name = os.path.basename(fn)
    n = len(t["players"])
    print("==", name, t.get("rules"), t.get("start"))
    for di, dl in enumerate(t["deals"]):
        ev = dl["events"]; f = FIG[name][di]
        plays = [(i, e) for i, e in enumerate(ev) if e["type"] == "play"]
        leader = (dl["dealer"] + 1) % n
        probs = []
        cards = [e["card"] for _, e in plays]
        disc = [c for e in ev if e["type"] == "discard" for c in e["cards"]]
        dup = {c for c in cards if cards.count(c) > 1} | (set(cards) & set(disc if n == 4 else []))
        for k in range(0, len(plays), n):
            tp = plays[k:k + n]
            for j, (i, e) in enumerate(tp):
                if e["seat"] != (leader + j) % n:
                    probs.append(("turn", i))
            if len(tp) == n:
                leader = trick_winner([(e["seat"], e["card"]) for _, e in tp])
        rec = [(e["type"], e["party"], e["points"]) for e in ev if e["type"] in ("score", "total")]
        print(" deal", di, "dealer", dl["dealer"], "plays", len(plays), "turnprobs", probs, "dups", dup,
              "planted", f.get("planted") or f.get("planted_unprovable", {}).get("event"))
        print("   parts", [(p["declarations"], p["combinations"], p["card_points"], p["last_trick"], p["total"]) for p in f["parts"]],
              "gp", f.get("game_points"), f.get("contract"), "decl", f.get("declarer"), "rec", rec)
