"""Build the danish-spec9 transcripts from model.py (blind, phase 1).

Run: python3 build.py   (writes NN-*.json here and plan.txt, the planted faults' indices)
"""

from __future__ import annotations

import copy
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import Session, declarations  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES3 = ["Agata", "Bogdan", "Czesław"]
NAMES4 = ["Agata", "Bogdan", "Czesław", "Danuta"]
PLAN = []


def run(n, specs, seed0, cond=lambda s: True, tries=4000):
    """specs: list of dicts for Session.play_deal; the last one closes the session if 'last'."""
    for k in range(tries):
        seed = seed0 + k
        s = Session(n, seed)
        try:
            for i, sp in enumerate(specs):
                sp = dict(sp)
                sp.setdefault("first", i == 0)
                sp.setdefault("seed", seed * 100 + i)
                s.play_deal(**sp)
                f = s.deals[-1][3]
                if f.get("nolo"):
                    raise AssertionError("nolo")
            if cond(s):
                return s, seed
        except AssertionError:
            continue
    raise SystemExit("no seed for %r" % (specs,))


def transcript(s, names, mode="payments", desc="", start=None):
    deals = []
    totals = {}
    for deal, net, pools_after, facts in s.deals:
        d = copy.deepcopy(deal)
        if mode == "sheet":
            d["events"] = [e for e in d["events"] if e["type"] != "payment"]
            parties = list(range(s.n)) + ["pagat_pool", "king_pool"]
            for p in parties:
                d["events"].append({"type": "score", "party": p, "points": net.get(p, 0)})
            for p in parties:
                totals[p] = totals.get(p, 0) + net.get(p, 0)
                d["events"].append({"type": "total", "party": p, "points": totals[p]})
        if mode == "playonly":
            d["hands"] = None
        deals.append(d)
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": names,
        "meta": {"round": "danish-spec9", "description": desc},
        "deals": deals,
    }
    if start:
        t["start"] = start
    return t


def write(name, t, plan):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    PLAN.append((name, plan))


def has(items, **kw):
    return any(all(it.get(k) == v for k, v in kw.items()) for it in items)


def decl_of(s, i, seat):
    return s.deals[i][3]["decl"][seat]


def ev_index(deal, pred, nth=0):
    hits = [i for i, e in enumerate(deal["events"]) if pred(e)]
    return hits[nth]


def summary(s):
    out = []
    for i, (deal, net, pools, f) in enumerate(s.deals):
        out.append(
            "  deal %d dealer %d sit %s decl %s last %s refill %s pts %s pools_after %s share %s%s"
            % (i, deal["dealer"], f["sit"], {k: v for k, v in f["decl"].items() if v},
               f.get("last"), f.get("refill"), f.get("points"), pools, f.get("share"),
               " ANNULLED" if f.get("annulled") else "")
        )
    return "\n".join(out)


# ------------------------------------------------------------------ scenarios
def f01():
    specs = [
        dict(dealer=0, fixed={0: ["JOKER", "T21", "T20", "T19", "T1", "T5", "T8", "T11", "T13", "T16"],
                              1: ["T18"]}),
        dict(dealer=1, fixed={2: ["T21", "T20", "T17", "T15", "T14", "T12", "T10", "T9", "T7", "T3"],
                              0: ["T1", "JOKER"]}),
        dict(dealer=2, fixed={1: ["JOKER", "T21", "T1", "T18"], 2: ["T20"],
                              0: ["T2", "T3", "T4", "T6", "T7", "T9", "T10", "T12", "T14", "T15", "T17"]},
             last=True),
    ]

    def cond(s):
        return (has(decl_of(s, 0, 0), kind="trumps", pagat=True) and has(decl_of(s, 0, 0), kind="matadors", count=5)
                and has(decl_of(s, 1, 2), kind="trumps", pagat=False)
                and has(decl_of(s, 2, 1), kind="matadors", count=3)
                and has(decl_of(s, 2, 0), kind="trumps", pagat=False))

    s, seed = run(3, specs, 1000, cond)
    return s


def f02():
    specs = [
        dict(dealer=0, fixed={1: ["KH", "KD", "KS", "KC"], 0: ["JOKER", "QH", "NH", "JH"]}),
        dict(dealer=1, fixed={0: ["JOKER", "KH", "QH", "NH", "JH", "KD", "KS", "KC"]}),
        dict(dealer=2, fixed={2: ["JOKER", "KH", "KD", "KS", "QD", "ND", "JD"], 1: ["KC", "QC", "NC", "JC"]},
             last=True),
    ]

    def cond(s):
        return (has(decl_of(s, 0, 1), kind="kings", form="full")
                and has(decl_of(s, 0, 0), kind="cavalry", form="half", suit="H")
                and has(decl_of(s, 1, 0), kind="kings", form="rich")
                and has(decl_of(s, 1, 0), kind="cavalry", form="rich", suit="H")
                and has(decl_of(s, 2, 2), kind="kings", form="half", missing="C")
                and has(decl_of(s, 2, 2), kind="cavalry", form="rich", suit="D")
                and has(decl_of(s, 2, 1), kind="cavalry", form="full", suit="C"))

    s, seed = run(3, specs, 2000, cond)
    return s


def any_refill(s, pool=None, deal=None):
    for i, d in enumerate(s.deals):
        if deal is not None and i != deal:
            continue
        r = d[3].get("refill") or []
        if (pool is None and r) or (pool in r):
            return True
    return False


def f03():
    specs = [
        dict(dealer=0, fixed={1: ["JOKER", "KH", "QH", "NH"]}),
        dict(dealer=1, fixed={1: ["T1", "T2", "T4", "T6", "T7", "T9", "T11", "T14", "T17", "T20"]}),
        dict(dealer=2, fixed={0: ["KH", "KD", "KS", "KC"]}),
        dict(dealer=3, last=True),
    ]

    def cond(s):
        return any_refill(s, deal=1) or any_refill(s, deal=2)

    s, seed = run(4, specs, 3000, cond)
    return s


def f04():
    specs = [dict(dealer=0), dict(dealer=1), dict(dealer=2), dict(dealer=0, last=True)]

    def cond(s):
        return any_refill(s, "pagat_pool") and any_refill(s, "king_pool")

    s, seed = run(3, specs, 4000, cond)
    return s


def f05():
    specs = [
        dict(dealer=0, fixed={2: ["JOKER", "KS", "QS", "NS", "JS"]}),
        dict(dealer=1, fixed={1: ["T21", "T20", "T19", "T18", "T17", "T16", "T15", "T14", "T13", "T12", "T11"]}),
        dict(dealer=2, last=True),
    ]

    def cond(s):
        return any_refill(s)

    s, seed = run(3, specs, 5000, cond)
    return s


def f06():
    specs = [
        dict(dealer=0, fixed={3: ["KH", "QH", "NH", "JH"]}),
        dict(dealer=1, fixed={0: ["JOKER", "T21", "T1", "KD", "KS", "KC"]}),
        dict(dealer=2),
        dict(dealer=3, last=True),
    ]

    def cond(s):
        return any_refill(s)

    s, seed = run(4, specs, 6000, cond)
    return s


def f07():
    wrong0 = {1: []}  # says pass while holding half kings (3 kings + Joker)
    specs = [
        dict(dealer=0, fixed={1: ["JOKER", "KH", "KD", "KS"], 0: ["KC"]}, wrong=wrong0, correct=True),
        dict(dealer=1, fixed={2: ["T2", "T3", "T5", "T6", "T8", "T10", "T12", "T15", "T16", "T18", "T19"],
                              0: ["JOKER", "T1", "T4", "T7", "T9", "T11", "T13", "T14", "T17", "T20", "T21"]},
             wrong={2: [{"kind": "trumps", "count": 12, "pagat": False}]}, correct=True, last=True),
    ]

    def cond(s):
        return (decl_of(s, 0, 1) == [{"kind": "kings", "form": "half", "missing": "C"}]
                and decl_of(s, 1, 2) == [{"kind": "trumps", "count": 11, "pagat": False}])

    s, seed = run(3, specs, 7000, cond)
    return s


def f08():
    specs = [
        dict(dealer=0, fixed={1: ["T3", "T5", "T7", "T9", "T11", "T13", "T15", "T17", "T19"],
                              0: ["JOKER", "T1"]},
             wrong={1: [{"kind": "trumps", "count": 10, "pagat": False}]}, correct=False),
        dict(dealer=1, last=True),
    ]

    def cond(s):
        f0 = s.deals[0][3]
        d0 = s.deals[0][0]
        # the true hand of seat 1 has 9 trumps, no other declaration; nothing else paid in trick 1
        pays_trick1 = [e for e in d0["events"][f0["decl_event"][2] + 1: f0["penalty_at"]]
                       if e["type"] == "payment"]
        return (decl_of(s, 0, 1) == [] and not pays_trick1
                and decl_of(s, 0, 0) == [] and decl_of(s, 0, 2) == [])

    s, seed = run(3, specs, 8000, cond)
    return s


def f09():
    specs = [
        dict(dealer=0),
        dict(dealer=1, fixed={2: ["JOKER", "T21", "T20", "T1"], 0: ["T19"]}),
        dict(dealer=2),
    ]

    def cond(s):
        return has(decl_of(s, 1, 2), kind="matadors", count=4)

    s, seed = run(3, specs, 9000, cond)
    return s


def f10():
    # 4 players; an ultimo empties a pool in deal 1 and the sitting-out player does not refill
    specs = [dict(dealer=0), dict(dealer=1), dict(dealer=2)]

    def cond(s):
        r = s.deals[1][3].get("refill") or []
        if len(r) != 1:
            return False
        p = r[0]
        # nothing later depends on that pool's content
        for d in s.deals[2:]:
            f = d[3]
            if p == "pagat_pool" and (f["last"]["card"] == "T1" or f["last"]["pz_pagat"]):
                return False
            if p == "king_pool" and (f["last"]["pz_king"] or (f["last"]["card"][0] == "K" and not f["last"]["card"].startswith("T"))):
                return False
        return True

    s, seed = run(4, specs, 10000, cond)
    return s


def f11():
    specs = [
        dict(dealer=0),
        dict(dealer=1, fixed={2: ["KH", "QH", "NH", "JH"]}),
        dict(dealer=2, last=True),
    ]

    def cond(s):
        return has(decl_of(s, 1, 2), kind="cavalry", form="full", suit="H")

    s, seed = run(4, specs, 11000, cond)
    return s


def f12():
    specs = [dict(dealer=0, fixed={1: ["JOKER", "QC", "NC", "JC"]}), dict(dealer=1), dict(dealer=2, last=True)]
    s, seed = run(3, specs, 12000, lambda s: True)
    return s


def f13():
    specs = [
        dict(dealer=0, fixed={0: ["JOKER", "KS", "KD", "KC"]}),
        dict(dealer=1, fixed={2: ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T1"]}),
        dict(dealer=2),
    ]
    s, seed = run(3, specs, 13000, lambda s: True)
    return s


def f14():
    specs = [dict(dealer=0), dict(dealer=1, fixed={3: ["JOKER", "KD", "QD", "ND", "JD"]}),
             dict(dealer=2), dict(dealer=3)]
    s, seed = run(4, specs, 14000, lambda s: any_refill(s))
    return s


def f15():
    specs = [
        dict(dealer=0),
        dict(dealer=1, fixed={0: ["JOKER", "KS", "QS", "NS", "JS"]}, wrong={0: []}, correct=False),
    ]
    return specs


def f16():
    specs = [
        dict(dealer=0, fixed={2: ["JOKER", "KH", "KD", "KS", "KC"]}),
        dict(dealer=1, fixed={0: ["QS", "NS", "JS", "KS"]}),
        dict(dealer=2, fixed={1: ["JOKER", "T21", "T1", "T20", "T19", "T18"]}, last=True),
    ]
    s, seed = run(3, specs, 16000, lambda s: True)
    return s


def f17():
    specs = [dict(dealer=0), dict(dealer=1)]

    def cond(s):
        f = s.deals[1][3]
        return not (f["last"]["pz_king"] or (f["last"]["card"][0] == "K"))

    s, seed = run(3, specs, 17000, cond)
    return s


def drop(t, deal, idx):
    ev = t["deals"][deal]["events"]
    e = ev.pop(idx)
    return e


def main():
    # 01 -------------------------------------------------------------
    s = f01()
    write("01-trumps-matadors-payments.json",
          transcript(s, NAMES3, desc="Three players, every payment recorded: trumps with and without the Pagat, "
                                    "matadors (5 and 3), paid at once by the two others; session ends with the pools shared."),
          ("clean", summary(s)))
    # 02 -------------------------------------------------------------
    s = f02()
    write("02-cavalry-kings-payments.json",
          transcript(s, NAMES3, desc="Three players, every payment recorded: kings full/rich/half, cavalry "
                                    "full/rich/half (the Joker in several declarations, each paid on its own)."),
          ("clean", summary(s)))
    # 03 -------------------------------------------------------------
    s = f03()
    write("03-four-players-payments.json",
          transcript(s, NAMES4, desc="Four players, the one opposite the dealer sits out in turn: he pays the "
                                    "foundations and the refills only; session-end share by four."),
          ("clean", summary(s)))
    # 04 -------------------------------------------------------------
    s = f04()
    write("04-refills-session-end.json",
          transcript(s, NAMES3, desc="Three players: a King Ultimo and a Pagat Ultimo empty the pools, each "
                                    "refilled with 20 a player; the session ends with both pools shared."),
          ("clean", summary(s)))
    # 05 -------------------------------------------------------------
    s = f05()
    write("05-score-sheet-3p.json",
          transcript(s, NAMES3, mode="sheet", desc="Three players, no payments recorded: the score sheet, a score "
                                                   "(net chips) and a running total per seat and per pool each deal."),
          ("clean", summary(s)))
    # 06 -------------------------------------------------------------
    s = f06()
    write("06-score-sheet-4p.json",
          transcript(s, NAMES4, mode="sheet", desc="Four players, score sheet only (net chips per seat and pool, "
                                                   "running totals); the player sitting out scores only foundations, "
                                                   "refills and the session-end share."),
          ("clean", summary(s)))
    # 07 -------------------------------------------------------------
    s = f07()
    write("07-declarations-corrected.json",
          transcript(s, NAMES3, desc="Declarations corrected before the first trick (§18 superficial, no "
                                    "penalty): a pass corrected to half kings; 12 trumps corrected to 11."),
          ("clean", summary(s)))
    # 08 -------------------------------------------------------------
    s = f08()
    t = transcript(s, NAMES3, desc="A false declaration (10 trumps held 9) not corrected before the first trick: "
                                   "40 to each pool, the money handed back, the deal annulled.")
    f = s.deals[0][3]
    write("08-declaration-not-corrected.json", t,
          ("FAULT deal 0 event %d (declare seat 1: trumps 10, holds 9 trumps incl. Joker? no); penalty at %d"
           % (f["decl_event"][1], f["penalty_at"]), summary(s)))
    # 09 -------------------------------------------------------------
    s = f09()
    t = transcript(s, NAMES3, desc="One declaration paid at the wrong amount.")
    d1 = t["deals"][1]
    i = ev_index(d1, lambda e: e["type"] == "declare" and e["seat"] == 2)
    # the payments after it: per item, per payer (order: trumps by 0, by 1, matadors by 0, by 1)
    j = [k for k in range(i + 1, len(d1["events"]))
         if d1["events"][k]["type"] == "payment" and d1["events"][k]["amount"] == 15
         and d1["events"][k]["from"] == 0][0]
    d1["events"][j]["amount"] = 10
    write("09-declaration-wrong-amount.json", t,
          ("FAULT deal 1 event %d: 4 matadors paid 10 (should be 15) by seat 0" % j, summary(s)))
    # 10 -------------------------------------------------------------
    s = f10()
    t = transcript(s, NAMES4, desc="Four players; after an ultimo empties a pool, the player sitting out "
                                   "does not pay his 20 refill.")
    d1 = t["deals"][1]
    sit = s.deals[1][3]["sit"]
    j = ev_index(d1, lambda e: e["type"] == "payment" and e.get("reason") == "refill" and e["from"] == sit)
    drop(t, 1, j)
    write("10-refill-missed-sitout.json", t,
          ("FAULT deal 1: refill by sit-out seat %d missing (was event %d)" % (sit, j), summary(s)))
    # 11 -------------------------------------------------------------
    s = f11()
    t = transcript(s, NAMES4, desc="Four players; the player sitting out also pays a declaration.")
    d1 = t["deals"][1]
    sit = s.deals[1][3]["sit"]
    i = ev_index(d1, lambda e: e["type"] == "declare" and e["seat"] == 2)
    j = i + 3
    d1["events"].insert(j, {"type": "payment", "from": sit, "to": 2, "amount": 10, "reason": "declaration"})
    write("11-sitout-pays-declaration.json", t,
          ("FAULT deal 1 event %d: sit-out seat %d pays 10 for full cavalry" % (j, sit), summary(s)))
    # 12 -------------------------------------------------------------
    s = f12()
    t = transcript(s, NAMES3, desc="The session ends with the pools shared; one share is wrong.")
    d2 = t["deals"][2]
    j = ev_index(d2, lambda e: e["type"] == "payment" and e["from"] == "king_pool"
                 and e.get("reason") == "session_end" and e["to"] == 2)
    d2["events"][j]["amount"] -= 5
    write("12-session-end-share-wrong.json", t,
          ("FAULT deal 2 event %d: king-pool share to seat 2 is 5 short" % j, summary(s)))
    # 13 -------------------------------------------------------------
    s = f13()
    t = transcript(s, NAMES3, mode="sheet", desc="Score sheet; one running total of a seat mis-added.")
    d1 = t["deals"][1]
    j = ev_index(d1, lambda e: e["type"] == "total" and e["party"] == 1)
    d1["events"][j]["points"] += 10
    # the sheet carries its own total on
    d2 = t["deals"][2]
    k = ev_index(d2, lambda e: e["type"] == "total" and e["party"] == 1)
    d2["events"][k]["points"] += 10
    write("13-seat-total-wrong.json", t,
          ("FAULT deal 1 event %d: seat 1 total 10 too high (carried on in deal 2)" % j, summary(s)))
    # 14 -------------------------------------------------------------
    s = f14()
    t = transcript(s, NAMES4, mode="sheet", desc="Four players, score sheet; the king pool's running total "
                                                 "is wrong in the last deal.")
    d3 = t["deals"][3]
    j = ev_index(d3, lambda e: e["type"] == "total" and e["party"] == "king_pool")
    d3["events"][j]["points"] -= 10
    write("14-pool-total-wrong.json", t,
          ("FAULT deal 3 event %d: king_pool total 10 short" % j, summary(s)))
    # 15 -------------------------------------------------------------
    specs = f15()
    specs[1]["noticed"] = False

    def cond15(s):
        return s.deals[1][3]["decl"][0] == [{"kind": "cavalry", "suit": "S", "form": "rich"}]

    s, seed = run(3, specs, 15000, cond15)
    t = transcript(s, NAMES3, desc="A declaration (rich cavalry) not made and never corrected: "
                                   "the table did not notice and settled the deal.")
    f = s.deals[1][3]
    write("15-declaration-missed.json", t,
          ("FAULT deal 1 event %d: seat 0 passes holding %s" % (f["decl_event"][0], f["decl"][0]), summary(s)))
    # 16 -------------------------------------------------------------
    s = f16()
    write("16-play-only.json",
          transcript(s, NAMES3, mode="playonly", desc="Play-only record (hands not kept): skat, declarations, "
                                                      "plays and payments; session end."),
          ("clean", summary(s)))
    # 17 -------------------------------------------------------------
    s = f17()
    t = transcript(s, NAMES3, desc="The dealer's fee to the King pool not paid in the second deal.")
    j = ev_index(t["deals"][1], lambda e: e.get("reason") == "deal_fee" and e["to"] == "king_pool")
    drop(t, 1, j)
    write("17-deal-fee-missing.json", t,
          ("FAULT deal 1: deal fee to king_pool missing (was event %d)" % j, summary(s)))

    with open(os.path.join(HERE, "plan.txt"), "w", encoding="utf-8") as fh:
        for name, (what, summ) in PLAN:
            fh.write("%s: %s\n%s\n" % (name, what, summ))


if __name__ == "__main__":
    main()
