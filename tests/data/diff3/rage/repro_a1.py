"""Reproduction of A-1: in a play-only record the engine reports only the FIRST failure to
follow in a colour per seat; a second failure, equally proved by the same later play, is missed
(with the hands recorded it is reported).

Run: PYTHONPATH=/work/wt-diff3-rage /work/venv/bin/python tests/data/diff3/rage/repro_a1.py
"""
import copy
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from oracle import analyse  # noqa: E402
from edge_cases import CASES  # noqa: E402
from replays.sim.rage import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def show(doc, di):
    v = validate(doc)
    o = analyse(doc)[di]
    print(" engine:", sorted((a["event"], a["code"]) for a in v["deals"][di]["annotations"]
                             if a["severity"] == "violation" and a["code"] != "wrong_score"
                             and a["code"] != "wrong_total"))
    print(" oracle:", sorted((e, c, o["proofs"].get((e, c))) for e, cs in o["flags"].items()
                             for c in cs if c not in ("wrong_score", "wrong_total")))


print("hand-made (E16): 3 players, round 8, seat 1 plays G1 then PLUS5 to red leads, then R1")
d = CASES["E16 two void-shows then the colour"]
for e in d["deals"][0]["events"]:
    if e["type"] == "play":
        print("  ", d["deals"][0]["events"].index(e), e)
show(d, 0)

print("simulated: simulate(162, players=3, plus_minus_one=True, secret_bid=True, durch=True),"
      " hands=null, deal 0, cards of events 9 and 16 swapped")
doc = simulate(162, players=3, plus_minus_one=True, secret_bid=True, durch=True)
for deal in doc["deals"]:
    deal["hands"] = None
ev = doc["deals"][0]["events"]
for f in ("card", "named"):
    ev[9][f], ev[16][f] = ev[16].get(f), ev[9].get(f)
    for x in (9, 16):
        if ev[x][f] is None:
            del ev[x][f]
for i, e in enumerate(ev[:24]):
    if e["type"] == "play":
        print("  ", i, e)
show(doc, 0)
