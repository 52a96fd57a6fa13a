"""danish27 scenarios: python scen.py writes every file and facts.txt."""

from __future__ import annotations

import json

from gen import FACTS, Table, find, to_sheet, write

P3 = ["Ania", "Bolek", "Cela"]
P4 = ["Ania", "Bolek", "Cela", "Darek"]
OUT = []


def div15(f, t):
    return all(v % 15 == 0 and v > 0 for v in t.pools.values())


def ult(kind):
    return {"need": lambda f, t: f.get("ultimo", ("",))[0] == kind, "style": "keep"}


def both(*ps):
    return lambda f, t: all(p(f, t) for p in ps)


def session(name, players, present, first_dealer, steps, sheet=False, start=None, base=1, desc="", fault=None):
    n = len(players)
    if start:
        table = Table(n, present, start.get("pools"), start.get("totals"))
    else:
        table = Table(n, present)
    deals = []
    facts = []
    dealer = first_dealer
    prev_dealer = None
    for i, st in enumerate(steps):
        st = dict(st)
        if st.get("join") is not None and i > 0 and prev_dealer is not None:
            # REPORT (b): the joiner sits at his seat before the deal, so the pools pass to the seat after
            # the last dealer among those now present (fix made after the engine run)
            dealer = (prev_dealer + 1) % n
        fresh = (i == 0 and not start)
        fee = st.pop("fee", True)
        deal, f, b = find(table, dealer, base + 1000 * i, fresh=fresh, fee=fee, **st)
        deals.append(to_sheet(deal, f["net"], table) if sheet else deal)
        facts.append(f)
        if st.get("special") == "no_trumps":
            continue  # same dealer deals again
        prev_dealer = dealer
        dealer = table.next_seat(dealer)
        # a join before the next deal: the next dealer is computed over present seats first
    exp = []
    if fault:
        exp = fault(deals)
    write(name, players, deals, start, desc)
    OUT.append((name, exp, facts, dict(table.pools), list(table.totals)))


def no_fee_after_redeal(steps):
    out = []
    prev_redeal = False
    for st in steps:
        st = dict(st)
        if prev_redeal:
            st["fee"] = False
        prev_redeal = st.get("special") == "no_trumps"
        out.append(st)
    return out


# 01: 3p payments, fresh, pagat ultimo empties the pagat pool (refill), session end at 3
session("01-3p-pagat-ultimo-refill-session-end", P3, [0, 1, 2], 0,
        [{}, ult("pagat"), {}, {"end": True}], base=100,
        desc="3 players, fresh session, Pagat Ultimo empties the Pagat pool, refilled 20 each; pools shared at the end")

# 02: 3p -> 4p join (a third of each pool), sitter rotating, session end at 4 (payments)
session("02-join-fourth-third-of-pools-sitter-rotates-end", P4, [0, 1, 2], 0,
        [{}, {"need": div15}, {"join": 3}, {}, {}, {"end": True}], base=200,
        desc="Darek joins before the third deal paying a third of each pool; then 4 players, sitter opposite the dealer; pools shared among four")

# 03: same shape, score sheet
session("03-sheet-join-fourth-sitter-rotates-end", P4, [0, 1, 2], 0,
        [{}, {"need": div15}, {"join": 3}, {}, {}, {"end": True}], sheet=True, base=300,
        desc="score sheet: Darek joins before deal 2 (a third of each pool); sitter rotates; pools shared among four")

# 04: start.pools/start.totals, 4 players, Tout empties both pools, refilled by all four (payments)
session("04-start-4p-tout-both-pools-refilled-end", P4, [0, 1, 2, 3], 1,
        [{}, {"special": "tout"}, {}, {"end": True}], base=400,
        start={"pools": {"pagat_pool": 85, "king_pool": 140}, "totals": [35, -20, 10, -25]},
        desc="carried-in pools and totals; a Tout takes both pools, all four refill; pools shared among four")

# 05: same in score-sheet style
session("05-sheet-start-4p-tout-refilled-end", P4, [0, 1, 2, 3], 2,
        [{}, {"special": "tout"}, {"end": True}], sheet=True, base=500,
        start={"pools": {"pagat_pool": 110, "king_pool": 75}, "totals": [-15, 40, 0, -25]},
        desc="score sheet from carried-in pools and totals; a Tout takes both pools, all four refill; pools shared among four")

# 06: 3p redeal in the middle then the fourth joins, payments
session("06-redeal-mid-then-join-payments", P4, [0, 1, 2], 1,
        no_fee_after_redeal([{}, {"special": "no_trumps"}, {"need": div15}, {"join": 3}, {"end": True}]), base=600,
        desc="3 players; a redeal (no trumps) by the same dealer, who pays no second fee; Darek joins; shared among four")

# 07: 4p score sheet, start carried, redeal in the middle, king ultimo
session("07-sheet-start-4p-redeal-mid-end", P4, [0, 1, 2, 3], 3,
        no_fee_after_redeal([{}, {"special": "no_trumps"}, {}, {"end": True}]), sheet=True, base=700,
        start={"pools": {"pagat_pool": 60, "king_pool": 95}, "totals": [10, 15, -5, -20]},
        desc="score sheet, 4 players from carried-in state; a redeal by the same dealer (no second fee); pools shared among four")

# 08: 3p score sheet, pagat ultimo + king ultimo somewhere, session end at 3
session("08-sheet-3p-ultimo-refill-end", P3, [0, 1, 2], 2,
        [ult("pagat"), {}, ult("king"), {"end": True}], sheet=True, base=800,
        desc="score sheet, 3 players; Pagat Ultimo and King Ultimo empty pools (refilled unless a przydupek doubled it); shared among three")

# 09: score sheet, start.pools, 3p then join at deal 1
session("09-sheet-start-join-at-second-deal", P4, [0, 1, 2], 0,
        [{"need": div15}, {"join": 3}, {}, {"end": True}], sheet=True, base=900,
        start={"pools": {"pagat_pool": 75, "king_pool": 120}, "totals": [20, -5, -15, 0]},
        desc="score sheet from carried-in pools (3 players); Darek joins before the second deal; shared among four")


# ---- planted faults ----
def f10(deals):
    # join payment to the king pool: a quarter instead of a third
    d = 2
    for i, e in enumerate(deals[d]["events"]):
        if e["type"] == "payment" and e["from"] == 3 and e["to"] == "king_pool":
            e["amount"] = e["amount"] * 3 // 4
            return [(d, i, "wrong_payment")]


session("10-fault-join-amount-wrong", P4, [0, 1, 2], 0,
        [{}, {"need": div15}, {"join": 3}, {}, {"end": True}], base=1000, fault=f10,
        desc="planted: Darek's joining payment to the King pool is a quarter, not a third")


def f11(deals):
    # the sitter's refill after a Tout left out
    for d, deal in enumerate(deals):
        evs = deal["events"]
        sit = (deal["dealer"] + 2) % 4
        for i, e in enumerate(evs):
            if e["type"] == "payment" and e.get("reason") == "refill" and e["from"] == sit:
                del evs[i]
                return [(d, i, "missing_payment")]


session("11-fault-4p-refill-sitter-left-out", P4, [0, 1, 2, 3], 0,
        [{}, {"special": "tout"}, {}], base=1100, fault=f11,
        start={"pools": {"pagat_pool": 70, "king_pool": 90}, "totals": [0, 0, 0, 0]},
        desc="planted: after a King Ultimo empties the King pool, the sitter's refill of it is not recorded")


def f12(deals):
    # session end at 4 players: one pool shared among the three active only, the sitter left out
    deal = deals[-1]
    evs = deal["events"]
    sit = (deal["dealer"] + 2) % 4
    pool = [p for p in ("pagat_pool", "king_pool")
            if sum(e["amount"] for e in evs if e.get("reason") == "session_end" and e["from"] == p) % 15 == 0][0]
    idx = [i for i, e in enumerate(evs) if e.get("reason") == "session_end" and e["from"] == pool]
    tot = sum(evs[i]["amount"] for i in idx)
    for i in idx:
        evs[i]["amount"] = tot // 3 if evs[i]["to"] != sit else 0
    keep = [e for e in evs if not (e.get("reason") == "session_end" and e["amount"] == 0)]
    deal["events"] = keep
    first = min(i for i, e in enumerate(keep) if e.get("reason") == "session_end" and e["from"] == pool)
    return [(len(deals) - 1, first, "wrong_payment")]


session("12-fault-end-shared-among-three-at-four", P4, [0, 1, 2, 3], 0,
        [{}, {}, {"end": True, "need": lambda f, t: any(v % 60 == 0 for v in f["end_pools"].values())}],
        base=1200, fault=f12,
        start={"pools": {"pagat_pool": 105, "king_pool": 80}, "totals": [5, -5, 0, 0]},
        desc="planted: at the session end the pools are shared among the three who played the last deal, the sitter left out")


def f13(deals):
    # slip in a running total (seat 1's total in deal 2 written 10 too high); later totals continue from the true figure
    d = 2
    for i, e in enumerate(deals[d]["events"]):
        if e["type"] == "total" and e["party"] == 1:
            e["points"] += 10
            return [(d, i, "wrong_total")]


session("13-fault-sheet-running-total-slip", P4, [0, 1, 2], 1,
        [{"need": div15}, {"join": 3}, {}, {}, {"end": True}], sheet=True, base=1300, fault=f13,
        desc="planted: one running total written 10 too high (a slip; the later totals are right)")


def f14(deals):
    # the Pagat pool's total after the Pagat Ultimo deal written without the refill (0 instead of 20 per player)
    d = 1
    for i, e in enumerate(deals[d]["events"]):
        if e["type"] == "total" and e["party"] == "pagat_pool":
            e["points"] = 0
            return [(d, i, "wrong_total")]


session("14-fault-sheet-pool-total-refill-left-out", P4, [0, 1, 2, 3], 2,
        [{}, ult("pagat"), {}, {"end": True}], sheet=True, base=1400, fault=f14,
        start={"pools": {"pagat_pool": 95, "king_pool": 130}, "totals": [-30, 15, 25, -10]},
        desc="planted: after the Pagat Ultimo the Pagat pool's total is written 0, the refill left out of it")


# 15 (added after the engine run): the join as the engine can represent it - one 3-player deal before it,
# dealt by seat 1, so the absent seat 3 is the seat opposite the dealer; then 4 players, session end at four
session("15-join-after-one-deal-absent-seat-opposite-end", P4, [0, 1, 2], 1,
        [{"need": div15}, {"join": 3}, {}, {}, {"end": True}], base=1500,
        desc="added after the engine run: Darek absent in deal 0 (his seat opposite the dealer), joins before deal 1 with a third of each pool; sitter rotates; pools shared among four")


with open("facts.txt", "w") as fh:
    for name, exp, facts, pools, totals in OUT:
        fh.write("== %s\n  expected: %s\n  final pools %s totals %s\n" % (name, exp, pools, totals))
        for k, f in enumerate(facts):
            g = {x: f.get(x) for x in ("dealer", "active", "sitter", "seed", "tricks", "card_points", "ultimo", "tout", "nolo",
                                      "przydupek", "refill", "redeal_by", "join_pools_before", "end_pools", "net", "pools_after")
                 if x in f}
            if "last" in f:
                g["last"] = [f["last"][0], f["last"][1], f["last"][2]]
            fh.write("  deal %d: %s\n" % (k, json.dumps(g, default=str)))
print("\n".join("%s %s" % (n, e) for n, e, *_ in OUT))
