"""gd-spec: the multi-deal sessions (files 16-18)."""

from __future__ import annotations

import random

from model import fmt
from settle import all_pass, deal_cards, emit_payments, emit_scores, run

NAMES3 = ["Antoni", "Bronisława", "Cyprian"]
NAMES5 = ["Antoni", "Bronisława", "Cyprian", "Dorota", "Eustachy"]


def _t(players, deals, start=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    if start:
        t["start"] = start
    t["deals"] = [d.json() for d in deals]
    return t


def ok(f):
    return not f["helper_trull_or_kings"] and f["declarer_tricks"] > 0 and not f["premiums"]


def s16():
    """3p, payments, fresh pool; deal 1: the game payment to seat 0 written 10 short."""
    for seed in range(5000):
        rng = random.Random(seed)
        d0 = deal_cards(rng, 3, 0)
        f0 = run(d0, [(1, "one"), (2, "pass"), (0, "pass")], 1, "one", rng=rng, fresh=True)
        if not (ok(f0) and f0["declarer_points"] > 33):
            continue
        d1 = deal_cards(rng, 3, 1)
        f1 = run(
            d1, [(2, "three"), (0, "pass"), (1, "pass")], 2, "three", rng=rng, pool_before=f0["pool_after"]
        )
        if not (ok(f1) and f1["declarer_points"] < 33):
            continue
        break
    emit_payments(d0)
    pay = list(f1["payments"])
    k = next(i for i, p in enumerate(pay) if p[3] == "game" and p[1] == 0)
    fr, to, amt, r = pay[k]
    pay[k] = (fr, to, amt - 10, r)
    base = len(d1.events)
    emit_payments(d1, pay)
    extra = (
        f"seed {seed}; planted wrong_payment deal 1 event {base + k}: {fr}->{to} {amt - 10} instead of {amt}"
    )
    return "16-3p-session-wrong-payment", _t(NAMES3, [d0, d1]), [d0, d1], extra


def s17():
    """4p score sheet, fresh: all-pass deal, then two games; deal 2: seat 3's score written 10 too high."""
    for seed in range(5000):
        rng = random.Random(seed)
        d0 = deal_cards(rng, 4, 0)
        all_pass(d0, [(1, "pass"), (2, "pass"), (3, "pass")], fresh=True)
        d1 = deal_cards(rng, 4, 1)
        f1 = run(
            d1,
            [(2, "three"), (3, "pass"), (0, "pass")],
            2,
            "three",
            rng=rng,
            pool_before=d0.fig["pool_after"],
        )
        if not (ok(f1) and f1["declarer_points"] > 33):
            continue
        d2 = deal_cards(rng, 4, 2)
        f2 = run(
            d2,
            [(3, "three"), (0, "bottom"), (1, "pass"), (3, "pass")],
            0,
            "bottom",
            rng=rng,
            pool_before=f1["pool_after"],
        )
        if not (ok(f2) and f2["declarer_points"] < 33):
            continue
        break
    parties = [0, 1, 2, 3, "pool"]
    totals: dict = {}
    emit_scores(d0, totals, parties)
    emit_scores(d1, totals, parties)
    # deal 2 written by hand: seat 3's score 10 too high, totals by the sheet's own arithmetic
    base = len(d2.events)
    for p in parties:
        pts = d2.fig["net"][p] + (10 if p == 3 else 0)
        d2.events.append({"type": "score", "party": p, "points": fmt(pts)})
        totals[p] = totals.get(p, 0) + pts
    for p in parties:
        d2.events.append({"type": "total", "party": p, "points": fmt(totals[p])})
    extra = f"seed {seed}; planted wrong_score deal 2 event {base + 3} (seat 3 +10); totals follow the sheet"
    return "17-4p-sheet-all-pass-wrong-score", _t(NAMES3 + ["Dorota"], [d0, d1, d2]), [d0, d1, d2], extra


def s18():
    """5p score sheet from carried totals and pool; seat 4 sits out deals 0-2; deal 1: seat 2's total off by 10."""
    start_tot = [20, -10, 0, 5, -15]
    pool0 = 60
    for seed in range(5000):
        rng = random.Random(seed)
        d0 = deal_cards(rng, 5, 0, sitter=4)
        f0 = run(d0, [(1, "three"), (2, "pass"), (3, "pass")], 1, "three", rng=rng, pool_before=pool0)
        if not (ok(f0) and f0["declarer_points"] > 33):
            continue
        d1 = deal_cards(rng, 5, 1, sitter=4)
        f1 = run(d1, [(2, "pass"), (3, "one"), (0, "pass")], 3, "one", rng=rng, pool_before=f0["pool_after"])
        if not (ok(f1) and f1["declarer_points"] < 33):
            continue
        d2 = deal_cards(rng, 5, 2, sitter=4)
        f2 = run(
            d2,
            [(3, "pass"), (0, "three"), (1, "pass")],
            0,
            "three",
            doubles=[(3, "game", 2)],
            announces=[(0, []), (1, []), (3, [])],
            rng=rng,
            pool_before=f1["pool_after"],
        )
        if not (ok(f2) and f2["declarer_points"] > 33):
            continue
        break
    parties = [0, 1, 2, 3, 4, "pool"]
    totals = {i: v for i, v in enumerate(start_tot)}
    totals["pool"] = pool0
    emit_scores(d0, totals, parties)
    base = len(d1.events)
    for p in parties:
        d1.events.append({"type": "score", "party": p, "points": fmt(d1.fig["net"][p])})
    for p in parties:
        totals[p] = totals[p] + d1.fig["net"][p] + (10 if p == 2 else 0)
        d1.events.append({"type": "total", "party": p, "points": fmt(totals[p])})
    emit_scores(d2, totals, parties)
    extra = f"seed {seed}; planted wrong_total deal 1 event {base + 6 + 2} (seat 2 total +10; deal 2 totals continue from it)"
    start = {"totals": start_tot, "pools": {"pool": pool0}}
    return "18-5p-sheet-sitter-out-wrong-total", _t(NAMES5, [d0, d1, d2], start), [d0, d1, d2], extra
