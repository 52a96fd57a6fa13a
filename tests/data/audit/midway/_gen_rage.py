"""Rage mid-session transcripts. Run: python _gen_rage.py (prints what EXPECTED.md states)."""

import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import transcript, write  # noqa: E402
from _rage import session, add_sheet  # noqa: E402

P4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
P3 = ["Anička", "Bohouš", "Katka"]
P5 = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva"]


def idx_of_total(deal, seat):
    for i, e in enumerate(deal["events"]):
        if e["type"] == "total" and e["party"] == seat:
            return i


def show(name, deals, infos):
    print(name)
    for j, (d, info) in enumerate(zip(deals, infos)):
        print("  deal", j, "round", info["round"], "dealer", info["dealer"], "trump", info["trump"],
              "bids", info["bids"], "tricks", info["tricks"], "+5", info["plus"], "-5", info["minus"],
              "scores", info["scores"], "totals", info["totals"], "events", len(d["events"]))


# R1: clean, start round 7 with totals, two rounds
start = [23, -4, 41, 12]
deals, infos = session(101, 4, 7, 2, 2, start)
for d, info in zip(deals, infos):
    add_sheet(d, info["scores"], info["totals"])
show("rage-mid-clean", deals, infos)
write("rage-mid-clean.json", transcript("rage", P4, deals, start={"round": 7, "totals": start},
                                        meta={"note": "rounds 7-8 of a session; totals carried in from rounds 1-6"}))

# R2: wrong total carried from the start figures (seat 1's 18 read as 13), sheet carries on
start = [30, 18, -7]
deals, infos = session(202, 3, 5, 2, 0, start)
sheet = [list(start)]
wrong_start = [30, 13, -7]
t = list(wrong_start)
for d, info in zip(deals, infos):
    t = [a + b for a, b in zip(t, info["scores"])]
    add_sheet(d, info["scores"], t)
show("rage-mid-wrong-total", deals, infos)
print("   sheet totals (seat 1 carried from 13):", t, "event", idx_of_total(deals[0], 1))
write("rage-mid-wrong-total.json", transcript("rage", P3, deals, start={"round": 5, "totals": start},
                                              meta={"planted": "deal 0: seat 1's total carried from 13, not the start's 18"}))

# R3: wrong dealer rotation: deal 1 dealt again by deal 0's dealer (bids and lead from his left)
start = [55, 37, 12, -3, 40]
deals, infos = session(303, 5, 8, 2, 4, start)
# re-play deal 1 with dealer 4 again
import random  # noqa: E402
from _rage import deal_round, play_round  # noqa: E402
rng = random.Random(3031)
hands, stock = deal_round(rng, 5, 9)
ev, info = play_round(rng, 5, 4, hands, stock)
info["round"] = 9
info["dealer"] = 4
info["totals"] = [a + b for a, b in zip(infos[0]["totals"], info["scores"])]
deals[1] = {"dealer": 4, "hands": hands, "talon": stock, "events": ev}
infos[1] = info
for d, info in zip(deals, infos):
    add_sheet(d, info["scores"], info["totals"])
show("rage-mid-wrong-dealer", deals, infos)
write("rage-mid-wrong-dealer.json", transcript("rage", P5, deals, start={"round": 8, "totals": start},
                                               meta={"planted": "deal 1 dealt by seat 4 again (due: seat 0)"}))

# R4: no start.round: the first hand's size (3 cards) gives round 8; rounds 8-10, winners
start = [17, 31, 22, 9]
deals, infos = session(404, 4, 8, 3, 1, start)
for d, info in zip(deals, infos):
    add_sheet(d, info["scores"], info["totals"])
show("rage-mid-noround", deals, infos)
fin = infos[-1]["totals"]
print("   winners:", [i for i, x in enumerate(fin) if x == max(fin)])
write("rage-mid-noround.json", transcript("rage", P4, deals, start={"totals": start},
                                          meta={"note": "rounds 8-10; start gives totals only, the 3-card hands give the round"}))

# R5: fresh session written with start totals all zero (the format's own example), rounds 1-2
start = [0, 0, 0, 0]
deals, infos = session(505, 4, 1, 2, 3, start)
for d, info in zip(deals, infos):
    add_sheet(d, info["scores"], info["totals"])
show("rage-fresh-zero-start", deals, infos)
write("rage-fresh-zero-start.json", transcript("rage", P4, deals, start={"totals": start},
                                               meta={"note": "a fresh session written with start totals 0, rounds 1-2"}))

# R6: start.round 6 (5 cards) but the deal gives 4 cards each: the record contradicts itself
start = [12, 20, 8]
deals, infos = session(606, 3, 7, 1, 2, start)
for d, info in zip(deals, infos):
    add_sheet(d, info["scores"], info["totals"])
show("rage-mid-round-mismatch", deals, infos)
write("rage-mid-round-mismatch.json", transcript("rage", P3, deals, start={"round": 6, "totals": start},
                                                 meta={"planted": "start.round 6 (5 cards) but 4 cards dealt"}))
