"""Ulti mid-session transcripts (payments plus running totals on the sheet)."""

import sys
import os

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import transcript, write  # noqa: E402
from _ulti import deal_party  # noqa: E402

P = ["Anna", "Béla", "Csilla"]


def add_totals(deal, totals):
    for s, t in enumerate(totals):
        deal["events"].append({"type": "total", "party": s, "points": t})


def build(name, start, specs, sheet_start=None, meta=None):
    deals = []
    tot = list(sheet_start if sheet_start is not None else start)
    rule_tot = list(start)
    print(name, "start", start)
    for seed, dealer, trump, want in specs:
        d, info = deal_party(seed, dealer, trump, want)
        tot = [a + b for a, b in zip(tot, info["net"])]
        rule_tot = [a + b for a, b in zip(rule_tot, info["net"])]
        add_totals(d, tot)
        tix = [i for i, e in enumerate(d["events"]) if e["type"] == "total"]
        print("  dealer", dealer, info, "sheet totals", tot, "rules totals", rule_tot, "total events", tix)
        deals.append(d)
    write(name + ".json", transcript("ulti", P, deals, start={"totals": start}, rules={"preset": "standard"}, meta=meta))


build("ulti-mid-clean", [14, -9, -5], [(11, 2, "S", True), (12, 0, "C", False)],
      meta={"note": "two deals from the middle of a session; totals carried in"})
build("ulti-mid-wrong-total", [21, -30, 9], [(21, 1, "D", True), (22, 2, "S", True)], sheet_start=[12, -30, 9],
      meta={"planted": "deal 0: seat 0's total carried from 12, not the start's 21"})
build("ulti-mid-wrong-dealer", [-6, 10, -4], [(31, 0, "C", False), (32, 0, "S", True)],
      meta={"planted": "deal 1 dealt by seat 0 again (due: seat 1); auction and lead follow him"})
