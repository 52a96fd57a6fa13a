"""Long trump sequences (more than 15 cards: only possible in an 18/19-card Terziglio hand or
in captured cards). Crafted Terziglio deal: seat 1 bids gioco, the others pass, seat 1 declares
a trump sequence of each length; which lengths does the engine accept?"""
import random, sys
import oracle
from validator.engine.validate import validate
oracle.READING.update(double="group", gap="stop")
DECK = (["T%d" % i for i in range(21)] + ["MATTO"]
        + [r + s for s in "SBCD" for r in ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]])
FILL = [c for c in DECK if c[:-1] in ("6", "7", "8", "9", "10") and not c.startswith("T")]


def run(cards, L, hand_size=18):
    rnd = random.Random(1)
    h1 = cards + [c for c in FILL if c not in cards][: hand_size - len(cards)]
    rest = [c for c in DECK if c not in h1]
    rnd.shuffle(rest)
    hands = [rest[:18], h1, rest[18:36]]
    talon = rest[36:44]
    doc = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "players": list("ABC"),
           "rules": {"monte": False},
           "deals": [{"dealer": 0, "hands": hands, "talon": talon, "events": [
               {"type": "bid", "seat": 1, "bid": "gioco"}, {"type": "bid", "seat": 2, "bid": "pass"},
               {"type": "bid", "seat": 0, "bid": "pass"},
               {"type": "declare", "seat": 1, "items": [{"kind": "sequence", "of": "trumps", "length": L}]}]}]}
    v = validate(doc)
    if v["status"] == "rejected":
        return "rejected"
    c = sorted({a["code"] for a in v["deals"][0]["annotations"] if a["event"] == 3 and a["severity"] == "violation"})
    return ",".join(c) or "ok"


CASES = ["T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5",
         "T20 T0 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5",
         "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6",
         "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 MATTO",
         "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7",
         "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 MATTO T6 T5",
         "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6 T5 T4 T3"]
for c in CASES:
    cards = c.split()
    mx = oracle.holdings(cards).get(("sequence", "trumps"), 0)
    res = {L: run(cards, L) for L in range(3, 19)}
    eng = max([L for L, r in res.items() if r == "ok"], default=0)
    print(c, "| oracle", mx, "engine", eng, "" if mx == eng else "<-- DIFFERENT",
          {L: r for L, r in res.items() if L > eng and L <= max(mx, eng) + 1})
