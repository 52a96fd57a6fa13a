"""Generate the tarocchini25 transcripts and a figures file from my own model."""

import json
import random
import sys

from model import SUITS, all_combos, combo_points, suits_unambiguous, trump_run
from sim import otto_deal, otto_events, terz_deal, terz_events

OUT = sys.argv[1] if len(sys.argv) > 1 else "."
FIGS = []
PLAYERS4 = ["Alda", "Bruno", "Carla", "Dino"]
PLAYERS3 = ["Elsa", "Fulvio", "Gina"]


def trumps(*ns):
    return [f"T{n}" for n in ns]


def pile_rule(team, must=(), must_not=(), run=None, check_suits=True):
    def check(res):
        p = set(res["piles"][team])
        if not set(must) <= p or set(must_not) & p:
            return False
        if run is not None and trump_run(res["piles"][team]) != run:
            return False
        return True

    return check


def both(*checks):
    def check(res):
        return all(c(res) for c in checks)

    return check


def clean_suits(res):
    for team in (0, 1):
        if not suits_unambiguous(res["piles"][team]):
            return False
    for s in res["decl"]:
        if not suits_unambiguous(res["kept"][s]):
            return False
    return True


def otto_session(name, deals_spec, seed, by_reason=True, faults=None, start=None):
    rng = random.Random(seed)
    deals = []
    totals = list(start) if start else [0, 0]
    figs = {"file": name, "deals": []}
    for i, spec in enumerate(deals_spec):
        chk = spec.get("check")
        check = both(chk, clean_suits) if chk else clean_suits
        last_deal = i == len(deals_spec) - 1
        for _ in range(500):
            res = otto_deal(
                rng, spec["dealer"], spec.get("forced", {}), spec.get("declare"), spec.get("avoid"), check
            )
            sc = res["score"]
            if any(totals[t] + sc[t]["declarations"] >= 800 for t in (0, 1)):
                continue
            if not last_deal and any(totals[t] + sc[t]["total"] >= 800 for t in (0, 1)):
                continue
            break
        else:
            raise RuntimeError(name)
        ev = otto_events(res, by_reason)
        for t in (0, 1):
            totals[t] += res["score"][t]["total"]
        for t in (0, 1):
            ev.append({"type": "total", "party": f"team{t}", "points": totals[t]})
        deals.append({"dealer": res["dealer"], "hands": res["hands"], "events": ev})
        figs["deals"].append(
            {
                "dealer": res["dealer"],
                "declarations": {str(s): [dict(it, pts=None) for it in res["decl"][s]] for s in res["order"]},
                "decl_points": {str(s): combo_points(res["decl"][s]) for s in res["order"]},
                "score": {str(t): {k: v for k, v in res["score"][t].items()} for t in (0, 1)},
                "totals": list(totals),
                "piles": {str(t): sorted(res["piles"][t]) for t in (0, 1)},
            }
        )
        assert max(totals) < 800 or i == len(deals_spec) - 1, (name, totals)
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": PLAYERS4,
        "meta": {"auditor": "tarocchini25", "file": name},
        "deals": deals,
    }
    if start:
        tr["start"] = {"totals": list(start)}
    if faults:
        faults(tr, figs)
    write(name, tr, figs)
    return tr, figs


def terz_session(name, deals_spec, seed, faults=None):
    rng = random.Random(seed)
    deals = []
    totals = [0, 0, 0]
    figs = {"file": name, "deals": []}
    for spec in deals_spec:
        chk = spec.get("check")
        check = both(chk, clean_suits) if chk else clean_suits
        res = terz_deal(
            rng,
            spec["dealer"],
            spec.get("forced", {}),
            spec["bid_seat"],
            spec.get("take_n", 2),
            spec.get("talon_forced", ()),
            spec.get("declare"),
            spec.get("avoid"),
            check,
            solo=spec.get("solo", False),
        )
        ev = terz_events(res)
        for s in range(3):
            totals[s] += res["seat_pts"][s]
        for s in range(3):
            ev.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": res["dealer"], "hands": res["hands"], "talon": res["talon"], "events": ev})
        figs["deals"].append(
            {
                "dealer": res["dealer"],
                "bid_seat": res["bid_seat"],
                "declarations": {str(s): res["decl"][s] for s in res["order"]},
                "decl_points": {str(s): combo_points(res["decl"][s]) for s in res["order"]},
                "score": {str(t): {k: v for k, v in res["score"][t].items()} for t in (0, 1)},
                "winner_side": res["winner_side"],
                "game_points": res["game_points"],
                "seat_pts": res["seat_pts"],
                "totals": list(totals),
                "piles": {str(t): sorted(res["piles"][t]) for t in (0, 1)},
            }
        )
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "players": PLAYERS3,
        "meta": {"auditor": "tarocchini25", "file": name},
        "deals": deals,
    }
    if faults:
        faults(tr, figs)
    write(name, tr, figs)
    return tr, figs


def write(name, tr, figs):
    with open(f"{OUT}/{name}.json", "w") as f:
        json.dump(tr, f, indent=1)
    with open(f"{OUT}/{name}.fig.json.txt", "w") as f:
        json.dump(figs, f, indent=1)
    FIGS.append(figs)


def find_event(deal, pred):
    for i, e in enumerate(deal["events"]):
        if pred(e):
            return i
    raise KeyError


_ = (SUITS, all_combos)
