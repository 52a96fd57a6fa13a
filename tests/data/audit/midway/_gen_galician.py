"""Galician Tarok mid-session transcripts."""

import copy
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import transcript, write  # noqa: E402
from _galician import play_deal  # noqa: E402

P = ["Adam", "Bożena", "Czesław"]


def r6(x):
    return round(x, 6)


def sheet(deal, net, totals, pool_total, pool_score=True):
    ev = deal["events"]
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": net[s]})
    if pool_score:
        ev.append({"type": "score", "party": "pool", "points": net["pool"]})
    for s in range(3):
        ev.append({"type": "total", "party": s, "points": totals[s]})
    if pool_total is not None:
        ev.append({"type": "total", "party": "pool", "points": pool_total})


def payments(deal, pays):
    for a, b, amt, reason in pays:
        deal["events"].append({"type": "payment", "from": a, "to": b, "amount": amt, "reason": reason})


def show(name, infos):
    print(name)
    for j, info in enumerate(infos):
        print("  deal", j, info)


# G1: clean score sheet; start pool 80 and totals; deal 0 an announced pagat ultimo takes the pool;
# deal 1: the pool is founded again (stake 10 each), a plain three.
start_pool = 80
start_tot = [64.5, -20, -124.5]
d0, i0 = play_deal(11, 2, "ultimo", start_pool)
d1, i1 = play_deal(12, 0, "plain", i0["pool_after"], stake=10)
raw = [copy.deepcopy(d0), copy.deepcopy(d1)]
tot = list(start_tot)
pool = start_pool
for d, info in ((d0, i0), (d1, i1)):
    tot = [r6(tot[s] + info["net"][s]) for s in range(3)]
    pool = r6(pool + info["net"]["pool"])
    sheet(d, info["net"], tot, pool)
    print("  totals", tot, "pool", pool)
show("galician-mid-clean", [i0, i1])
write("galician-mid-clean.json", transcript("galician-tarok", P, [d0, d1],
                                            start={"pools": {"pool": start_pool}, "totals": start_tot},
                                            meta={"note": "two deals from the middle; pool 80 and totals carried in"}))

# G2: the same two deals recorded as payments; the ultimo takes 60 (a stale figure), the pool holds 80
g2 = copy.deepcopy(raw)
pays0 = [list(p) for p in i0["payments"]]
k = next(j for j, p in enumerate(pays0) if p[3] == "pool_ultimo")
pays0[k][2] = 60
payments(g2[0], pays0)
payments(g2[1], i1["payments"])
ev_index = len(raw[0]["events"]) + k
print("galician-mid-pool-take-wrong: deal 0 event", ev_index, "pool_ultimo 80 -> 60")
write("galician-mid-pool-take-wrong.json", transcript(
    "galician-tarok", P, g2, start={"pools": {"pool": start_pool}},
    meta={"planted": "deal 0: the ultimo takes 60 out of the pool; the start gives it 80"}))

# G3: start totals only, no pools: a plain deal, the sheet writes the pool's share, no stake
start_tot3 = [150, -60, -40]
d3, i3 = play_deal(31, 1, "plain", 0, stake=0)
tot3 = [r6(start_tot3[s] + i3["net"][s]) for s in range(3)]
sheet(d3, i3["net"], tot3, None)
show("galician-mid-nopool", [i3])
print("  totals", tot3)
write("galician-mid-nopool.json", transcript("galician-tarok", P, [d3], start={"totals": start_tot3},
                                             meta={"note": "start gives totals, not the pool: no stake written"}))

# G4: fresh session written with start totals 0: the pool is founded (stake 10 each)
d4, i4 = play_deal(41, 0, "plain", 0, stake=10)
sheet(d4, i4["net"], [i4["net"][s] for s in range(3)], i4["net"]["pool"])
show("galician-fresh-zero-start", [i4])
write("galician-fresh-zero-start.json", transcript("galician-tarok", P, [d4], start={"totals": [0, 0, 0]},
                                                   meta={"note": "a fresh session written with start totals 0"}))
