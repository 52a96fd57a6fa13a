"""Prints, per file and deal, each team's after-play combinations by my reading (from the record's own
plays, my trick/Matto/discard model), for EXPECTED.md's appendix."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _lib import *
from _sim import settle

def piles_of(deal):
    ev = deal["events"]
    d = deal["dealer"]
    disc = next((e["cards"] for e in ev if e["type"] == "discard"), [])
    plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
    if len(plays) < 60:
        return None
    tricks = []
    for i in range(15):
        t = plays[4 * i:4 * i + 4]
        tricks.append((t, winner(t)))
    return settle(d, disc, tricks)

for f in sorted(x for x in os.listdir(".") if x.endswith(".json")):
    t = json.load(open(f))
    for i, deal in enumerate(t["deals"]):
        r = piles_of(deal)
        if not r:
            continue
        piles, info = r
        for tm in (0, 1):
            tot, cr, sq = combo_total_wild(piles[tm])
            nat = combo_total(piles[tm])
            print(f"{f} deal {i} team{tm}: {tot} = cricche {[(x[1], x[2], x[3]) for x in cr]} + sequences {[(x[1], x[2], x[3]) for x in sq]}"
                  f"{' (sequences doubled)' if len(sq) >= 3 else ''}{' (cricche doubled)' if len(cr) >= 3 else ''}; natural-only {nat}; card points {card_points(piles[tm])}")
