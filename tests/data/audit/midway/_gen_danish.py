"""Danish Tarok mid-session transcripts."""

import copy
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import transcript, write  # noqa: E402
from _danish import play_deal  # noqa: E402

P = ["Agnieszka", "Bartek", "Celina"]


def show(name, infos):
    print(name)
    for j, info in enumerate(infos):
        print("  deal", j, {k: v for k, v in info.items()})


def session(specs, pools, fresh=False):
    deals, infos = [], []
    for j, (seed, dealer, want) in enumerate(specs):
        d, info, pools = play_deal(seed, dealer, pools, want, fresh=(fresh and j == 0))
        deals.append(d)
        infos.append(info)
    return deals, infos, pools


# D1 clean: start pools, king ultimo in deal 0 takes the king pool (start + this deal's fee and fines)
start_pools = {"pagat_pool": 60, "king_pool": 135}
deals, infos, end = session([(1, 0, "king_ultimo"), (7, 1, "plain")], start_pools)
show("danish-mid-clean", infos)
print("  pools at end", end)
write("danish-mid-clean.json", transcript("danish-tarok", P, deals, start={"pools": start_pools},
                                          meta={"note": "two deals from the middle of a session; pools carried in"}))

# D2: the same record, the king pool taken as the start's 135 (its content at the last trick is 145)
d2 = copy.deepcopy(deals)
ti = infos[0]["take_index"]
e = d2[0]["events"][ti]
assert e["from"] == "king_pool" and e["amount"] == infos[0]["pool_take"]
e["amount"] = start_pools["king_pool"]
print("danish-mid-pool-take-wrong: deal 0 event", ti, "amount", infos[0]["pool_take"], "->", e["amount"])
write("danish-mid-pool-take-wrong.json", transcript(
    "danish-tarok", P, d2, start={"pools": start_pools},
    meta={"planted": "deal 0: the king-ultimo winner takes 135 (the start figure), the pool holds 145"}))

# D3: fresh session written with start totals 0 and no pools: foundation is due
deals3, infos3, end3 = session([(33, 2, "plain")], {"pagat_pool": 0, "king_pool": 0}, fresh=True)
show("danish-fresh-zero-start", infos3)
print("  pools at end", end3)
write("danish-fresh-zero-start.json", transcript("danish-tarok", P, deals3, start={"totals": [0, 0, 0]},
                                                 meta={"note": "a fresh session written with start totals 0: foundation paid in deal 0"}))

# D4: start pools and start totals (net chips so far), sheet totals per seat and pool after each deal
start_pools4 = {"pagat_pool": 45, "king_pool": 85}
start_tot = [-10, -75, -45]
deals4, infos4, end4 = session([(44, 1, "plain"), (45, 2, "king_ultimo")], start_pools4)
tot = list(start_tot)
pool_tot = dict(start_pools4)
for d, info in zip(deals4, infos4):
    for s in range(3):
        tot[s] += info["net"][s]
    for p in pool_tot:
        pool_tot[p] += info["net"][p]
    for s in range(3):
        d["events"].append({"type": "total", "party": s, "points": tot[s]})
    for p in ("pagat_pool", "king_pool"):
        d["events"].append({"type": "total", "party": p, "points": pool_tot[p]})
    print("  totals", tot, pool_tot)
show("danish-mid-totals", infos4)
write("danish-mid-totals.json", transcript("danish-tarok", P, deals4,
                                           start={"pools": start_pools4, "totals": start_tot},
                                           meta={"note": "start pools and net chips; running totals written per seat and pool"}))
