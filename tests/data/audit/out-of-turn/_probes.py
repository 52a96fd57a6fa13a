"""Probes beyond the corpus (run after the blind phase; not pinned).

PYTHONPATH=$PWD python tests/data/audit/out-of-turn/_probes.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import _gen as g  # noqa: E402

from validator.engine.validate import validate  # noqa: E402


def show(name, document):
    v = validate(document)
    print(f"== {name}: {v['status']} {v['summary'].get('by_code')}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", a["deal"], a["event"], a["seat"], a["code"], a["rule"], "|", a["message"])


def rage_session(deals_spec, n=4, start_round=9, start_tot=None):
    rng = random.Random(5)
    tot = list(start_tot or [0] * n)
    deals = []
    for played_dealer, written_dealer, kw in deals_spec:
        ncards = 11 - start_round - len(deals)
        d, hands, talon, sc, *_ = g.rage_round(rng, n, played_dealer, ncards, **kw)
        for s in range(n):
            d.add({"type": "score", "party": s, "points": sc[s]})
        tot = [tot[s] + sc[s] for s in range(n)]
        for s in range(n):
            d.add({"type": "total", "party": s, "points": tot[s]})
        deals.append({"dealer": written_dealer, "hands": hands, "talon": talon, "events": d.events})
    return g.doc(
        "rage",
        ["A", "B", "C", "D"][:n],
        deals,
        start={"totals": list(start_tot or [0] * n), "round": start_round},
    )


# P1: Danish, the dealer leads the first trick (the seat after him was due): one out_of_turn, large
rng = random.Random(7)
deal, d, info = g.danish_deal(rng, 3, 0, overrides={0: (lambda L: [0, 1, 2], 0, "out_of_turn", "")})
show("P1 danish first lead by the dealer", g.doc("danish-tarok", ["A", "B", "C"], [deal], rules={}))

# P2: Rage, deal 1 written with the dealer due (seat 0) but bid and led as if seat 1 had dealt
show("P2 rage dealer written as due, acts follow the next seat", rage_session([(3, 3, {}), (1, 0, {})]))

# P3: Rage, a card out of turn where the skipped seat plays right after the offender
show(
    "P3 rage mid-trick swap (L, L+2, L+1, L+3)",
    rage_session(
        [(3, 3, {"overrides": {1: (lambda L: [L, (L + 2) % 4, (L + 1) % 4, (L + 3) % 4], 1, "x", "")}})],
        start_round=8,
    ),
)

# P4: Terziglio, the gioco declarer leads the first trick instead of the eldest
rng = random.Random(9)
deal, d, w = g.terziglio_deal(
    rng,
    0,
    [(1, "pass", None), (2, "gioco", None), (0, "pass", None)],
    2,
    "gioco",
    overrides={0: (lambda L: [2, 0, 1], 0, "x", "")},
)
show("P4 terziglio declarer leads instead of eldest", g.doc("tarocchini-terziglio", ["E", "F", "G"], [deal]))

# P5: Galician four players, the forehand's neighbour opens the auction (wrong first bidder) and the
# auction goes round from him; the forehand still leads
rng = random.Random(13)
deal, d, w = g.galician_deal(rng, 4, 3, [(1, "pass", None), (2, "three", None), (0, "pass", None)], 2, 0)
show("P5 galician 4p wrong first bidder", g.doc("galician-tarok", ["A", "B", "C", "D"], [deal]))
