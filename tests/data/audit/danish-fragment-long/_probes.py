"""Probes beyond the corpus (written to /tmp/dfl-probes, not pinned).

A: sheet with pool lines; king przydupek (unknown pool) in deal 1, king ultimo in deal 3 whose take
   is written 10 short in both the taker's line and the king pool's line (lines balance).
   By the source the przydupek's payment (the pool line) gives the content, as on a payment record
   (p04 finds the same slip): expected wrong_score at the taker's or the pool's line.
B: as A, but clean, plus a king-pool total written 10 off in deal 2 (after the przydupek).
C: payment record, Tout in deal 1 (both pools known after), session_end shares paid after the last
   deal: clean expected; C2 the same with one share 5 short (wrong_payment expected).
D: s02-shaped sheet (no pool lines): what the engine expects for the king pool in the take deal.
"""

import importlib.util
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("g", os.path.join(HERE, "_gen.py"))
g = importlib.util.module_from_spec(spec)
spec.loader.exec_module(g)
OUT = "/tmp/dfl-probes"
os.makedirs(OUT, exist_ok=True)
g.HERE = OUT


def take_short(k):
    def f(deals, log):
        d = deals[k]
        taker = max(range(3), key=lambda s: log[k]["nets"][str(s)])
        i = g.find(d, lambda e: e["type"] == "score" and e["party"] == taker)[0]
        j = g.find(d, lambda e: e["type"] == "score" and e["party"] == "king_pool")[0]
        d["events"][i]["points"] -= 10
        d["events"][j]["points"] += 10
        for kk in range(k, len(deals)):
            for e in deals[kk]["events"]:
                if e["type"] == "total" and e["party"] == taker:
                    e["points"] -= 10
        return [{"deal": k, "events": [i, j], "taker": taker}]

    return f


def session_end(short):
    def f(deals, log):
        d = deals[-1]
        pools = log[-1]["pools_after"]
        for p in ("pagat_pool", "king_pool"):
            for s in range(3):
                amt = pools[p] // 3 if pools[p] % 3 == 0 else round(pools[p] / 3, 6)
                d["events"].append(
                    {"type": "payment", "from": p, "to": s, "amount": amt, "reason": "session_end"}
                )
        if short:
            d["events"][-1]["amount"] -= 5
        return [{"pools": pools, "short": short, "event": len(d["events"]) - 1}]

    return f


R = []
R.append(
    g.build(
        "A-sheet-przydupek-take-short",
        ["A", "B", "C"],
        0,
        (80, 125),
        ["plain", "KP", "plain", "KU", "plain"],
        "sheet",
        31,
        "probe A",
        sheet={"pool_lines": True, "pool_totals": "none"},
        mutate=take_short(3),
    )
)
R.append(
    g.build(
        "B-sheet-przydupek-pooltotal",
        ["A", "B", "C"],
        0,
        (80, 125),
        ["plain", "KP", "plain", "KU", "plain"],
        "sheet",
        31,
        "probe B",
        sheet={"pool_lines": True, "pool_totals": {"king_pool": 2}},
        mutate=g.m_pool_total(2, "king_pool", -10),
    )
)
R.append(
    g.build(
        "C-tout-session-end",
        ["A", "B", "C"],
        1,
        (90, 120),
        ["plain", "TOUT", "plain", "plain"],
        "payments",
        32,
        "probe C",
        mutate=session_end(False),
    )
)
R.append(
    g.build(
        "C2-tout-session-end-short",
        ["A", "B", "C"],
        1,
        (90, 120),
        ["plain", "TOUT", "plain", "plain"],
        "payments",
        32,
        "probe C2",
        mutate=session_end(True),
    )
)
json.dump(R, open(os.path.join(OUT, "facts.txt"), "w"), indent=1)

# E: pool known (king ultimo d1, pool totals from d1), a second king ultimo in d4 whose take is
# written 10 short in both the taker's line and the king pool's line (balanced): one slip.
R.append(
    g.build(
        "E-sheet-known-take-short",
        ["A", "B", "C"],
        2,
        (70, 150),
        ["plain", "KU", "plain", "plain", "KU", "plain"],
        "sheet",
        33,
        "probe E",
        sheet={"pool_lines": True, "pool_totals": {"king_pool": 1}},
        mutate=take_short(4),
    )
)
json.dump(R, open(os.path.join(OUT, "facts.txt"), "w"), indent=1)
