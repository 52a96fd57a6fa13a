"""Scenarios of round ulti27 (rare mechanics). Each builds a transcript with model.Deal."""

import json
import random
import sys
from pathlib import Path

from model import Deal

HERE = Path(__file__).parent
PLAYERS = ["Anna", "Béla", "Csilla"]


def B(*goals, red=False, **kw):
    d = {"goals": list(goals), "red": red}
    d.update(kw)
    return d


P = "pass"


def find(sc, pred=lambda d: True, seed0=0, tries=20000):
    for seed in range(seed0, seed0 + tries):
        d = Deal(sc, random.Random(seed)).run()
        if pred(d):
            d.seed = seed
            return d
    raise SystemExit("no deal found for " + json.dumps(sc.get("auction"), default=str))


def lead_order(seq):
    """declarer leads the first card of seq still in hand; others random"""

    def pol(deal, s, t, trick, legal_cards):
        if s == deal.declarer and not trick:
            for c in seq:
                if c in legal_cards:
                    return c
        return None

    return pol


def first(dealer):
    return (dealer + 1) % 3


def dbl(seat, target, level, valid=True):
    e = {"type": "double", "seat": seat, "target": target, "level": level}
    if not valid:
        e["_valid"] = False
    return e


def no_silent(d):
    return not any(r.startswith("silent") for r, *_ in d.items) and "silent_ulti_failed_by" not in d.facts


def write(name, deals, mode, desc, start=None, faults=(), rules=None, totals_override=None):
    """mode per deal: 'payments' or 'sheet' (scores + running totals)"""
    tot = list(start) if start else [0, 0, 0]
    out = []
    info = []
    for i, d in enumerate(deals):
        m = mode if isinstance(mode, str) else mode[i]
        if m == "payments":
            d.record("payments")
        elif m == "sheet":
            d.record("scores")
            tot = [tot[s] + d.net[s] for s in range(3)]
            written = list(tot)
            if totals_override and i in totals_override:
                written = totals_override[i](written)
                tot = list(written)  # the sheet carries on from what it wrote
            for s in range(3):
                d.ev({"type": "total", "party": s, "points": written[s]})
        out.append(d.as_json())
        info.append(
            {
                "deal": i,
                "seed": getattr(d, "seed", None),
                "dealer": d.dealer,
                "declarer": d.declarer,
                "bid": d.bid,
                "trump": getattr(d, "trump", None),
                "items": getattr(d, "items", None),
                "facts": d.facts,
                "net": d.net,
                "payments": d.payments,
                "running_total": tot if m == "sheet" else None,
            }
        )
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"description": desc},
        "deals": out,
    }
    if start:
        t["start"] = {"totals": list(start)}
    (HERE / (name + ".json")).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    (HERE / (name + ".fig.json.txt")).write_text(
        json.dumps({"faults": list(faults), "deals": info}, ensure_ascii=False, indent=1, default=str) + "\n"
    )
    return info


def idx(deal, pred):
    """index of the first event matching pred"""
    for i, e in enumerate(deal.events):
        if pred(e):
            return i
    raise KeyError


if __name__ == "__main__":
    import build  # noqa: F401

    sys.exit(0)
