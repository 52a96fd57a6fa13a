"""Two contatori in the numbered part of a trump sequence (not adjacent)."""
import sys
import oracle, probe_crafted
oracle.READING.update(double="group", gap="stop")
CASES = [
    "T20 T19 T18 T17 MATTO T15 T0 T13",
    "T20 T19 T18 T17 MATTO T15 T0 T13 T12",
    "T20 T19 T18 T17 MATTO T15 T14 T0 T12 T11",
    "T20 T19 T18 T17 T16 MATTO T14 T0 T12",
    "T20 T19 T18 T17 T16 MATTO T14 T13 T0 T11",
    "T20 T19 T18 T17 T16 T15 T14 MATTO T12 T0 T10",
    "T20 T19 T18 T17 T16 T15 T14 MATTO T12 T0",
    "T20 T19 T18 T17 T16 T15 T14 MATTO T12",
    "T20 T19 T18 T17 T16 T15 T14 T0 T12",
    "T20 T19 T18 MATTO T16 T15 T0 T13",
    "T20 MATTO T18 T17 T16 T0 T14",
    "T20 T19 T18 T17 MATTO T15 T14 T13 T12 T11 T10 T9 T8 T7 T6",
    "T20 T19 T18 T17 T16 T15 T14 T13 T12 T11 T10 T9 T8 T7 T6",
]
for c in CASES:
    cards = c.split()
    key = ("sequence", "trumps")
    mx = oracle.holdings(cards).get(key, 0)
    res = {L: probe_crafted.run(cards, key, L) for L in range(3, 17)}
    eng = max([L for L, r in res.items() if r == "ok"], default=0)
    print(c, "| oracle", mx, "engine", eng, "" if mx == eng else "<-- DIFFERENT", {L: r for L, r in res.items() if r != "ok" and L <= mx + 1})
