"""Measure the (c) reading NOTRUMP-then-CHANGE in one trick: how often it occurs in simulated
sessions, how often it changes a score, and which reading the engine follows."""
import os
import sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402
from compare import sessions, sim  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

tricks = deals_diff = eng_a = eng_b = 0
first = None
for seed, n, opts in sessions(640):
    doc = sim(seed, n, opts)
    for deal in doc["deals"]:
        pl = [e["card"] for e in deal["events"] if e["type"] == "play"]
        for t in range(0, len(pl), n):
            tr = pl[t:t + n]
            if "NOTRUMP" in tr and "CHANGE" in tr[tr.index("NOTRUMP"):]:
                tricks += 1
    oracle.NOTRUMP_DOMINATES = True
    a = oracle.check(doc)
    oracle.NOTRUMP_DOMINATES = False
    b = oracle.check(doc)
    v = validate(doc)
    for k, (da, db, vd) in enumerate(zip(a["deals"], b["deals"], v["deals"])):
        if da["scores"] != db["scores"]:
            deals_diff += 1
            first = first or (seed, n, {x: y for x, y in opts.items() if y}, k)
            eng_a += vd["computed"]["scores"] == da["scores"]
            eng_b += vd["computed"]["scores"] == db["scores"]
print(f"tricks with NOTRUMP then CHANGE: {tricks}; deals whose scores depend on the reading: "
      f"{deals_diff}; engine = NOTRUMP-dominates in {eng_a}, = CHANGE-restores in {eng_b}; first {first}")
