"""Probes (not pinned): edited copies of the round's transcripts, run through the engine.

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-auction-talon-2faults/_probes.py
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import _gen as g  # noqa: E402

from validator.engine.validate import validate  # noqa: E402


def load(name):
    return json.loads((HERE / name).read_text())


def show(title, doc):
    v = validate(doc)
    print(f"--- {title}: {v['status']}")
    for p in v.get("problems") or []:
        print("   problem", p["pointer"], p["code"], p["message"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", (a["deal"], a["event"], a["code"]), a["severity"], a["message"][:200])
        s = d["settlement"]
        print("   settlement expected", s["expected"], "recorded", s["recorded"], "diff", s["difference"])
        for u in d.get("unchecked") or []:
            print("   unchecked", u[:200])
    return v


def auction_only(option, steps, preset="standard"):
    """A deal with the auction alone (no play, no payment): does the engine call the second bid illegal?"""
    import random

    rng = random.Random(1)
    d = g.Deal(rng, 0)
    for st in steps:
        kind, seat = st[0], st[1]
        if kind == "first":
            d.discard(seat, 2, {})
            d.bid(seat, st[2])
        elif kind == "bid":
            d.take(seat)
            d.discard(seat, 2, {})
            d.bid(seat, st[2])
        else:
            d.pas(seat)
    rules = {"preset": preset}
    if preset == "standard":
        rules["bid_hierarchy"] = option
    return {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": ["A", "B", "C"],
        "deals": [{"dealer": 0, "hands": d.dealt, "events": d.events}],
    }


def matrix():
    B = g.B
    pairs = [
        (B("ulti", red=True), B("40-100", "durchmarsch")),
        (B("40-100", "durchmarsch"), B("ulti", red=True)),
        (B("ulti", "durchmarsch"), B("ulti", red=True)),
        (B("ulti"), B("betli")),
        (B("betli"), B("ulti")),
        (B("40-100", "ulti"), B("20-100")),
        (B("40-100", "ulti"), B("40-100", red=True)),
        (B("20-100"), B("40-100", "ulti")),
        (B("40-100"), B("ulti")),
        (B("ulti"), B("40-100")),
        (B("40-100", "durchmarsch"), B("rebetli")),
        (B("ulti", red=True), B("rebetli")),
        (B("party", red=True), B("party", "ulti")),
        (B("ulti"), B("party", "ulti")),
    ]
    opts = ["points_then_fewer_goals", "durchmarsch_above_red", "points_only", "points_without_party"]
    print("--- hierarchy matrix: first bid, second bid -> mine / engine (L legal, X not higher)")
    bad = 0
    for a, b in pairs:
        row = []
        for o in opts + ["ultinet"]:
            doc = auction_only(
                o,
                [("first", 1, a), ("bid", 2, b), ("pass", 0), ("pass", 1), ("pass", 2)],
                preset="ultinet" if o == "ultinet" else "standard",
            )
            v = validate(doc)
            if v["status"] == "rejected":
                row.append(f"{o[:10]}:REJ")
                continue
            eng = any(x["code"] == "illegal_bid" for dd in v["deals"] for x in dd["annotations"])
            try:
                mine = not g.higher(b, a, o)
            except KeyError:
                mine = None
            flag = "" if mine is None or mine == eng else "  <-- differs"
            if mine is not None and mine != eng:
                bad += 1
            row.append(
                f"{o[:10]}:{'X' if mine else 'L' if mine is not None else '?'}/{'X' if eng else 'L'}{flag}"
            )
        print(
            f"  {a['goals']}{' red' if a.get('red') else ''} -> {b['goals']}{' red' if b.get('red') else ''}:"
        )
        print("     " + " | ".join(row))
    print("  differences:", bad)


def main():
    # P1/P2: a wrong-count discard is rejected; does the engine annotate it anywhere if the take is 2?
    doc = load("13-first-discard-three-wrong-payment.json")
    show("P1 13 as generated (3 laid away, 3 taken back)", doc)
    ev = doc["deals"][0]["events"]
    print("    events 0-7:", ev[:8])

    # P3: the final declarer lays away one card and keeps 11 (no later take): is it replayed?
    doc = load("14-discard-one-revoke.json")
    d = doc["deals"][0]
    evs = d["events"]
    # drop the second take/discard/bid and the pass before (make the betli the contract)
    k = [i for i, e in enumerate(evs) if e["type"] == "take"][1]
    new = evs[: k - 2] + [
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
    ]
    d["events"] = new
    show("P3 one card laid away by the final declarer, auction only", doc)

    # P4: the Danish skat of two cards instead of three (the analogous fault in another game)
    dan = json.loads(Path("examples/danish-tarok/illegal-skat.json").read_text())
    for e in dan["deals"][0]["events"]:
        if e["type"] == "discard":
            e["cards"] = e["cards"][:2]
            break
    show("P4 Danish skat of two cards", dan)

    # P5: 09 as generated (the same bid said again by the holder of the talon)
    show("P5 09 as is", load("09-same-bid-again-wrong-payment.json"))

    # P6: 11 with the wrong payment corrected: the take out of turn is the one finding left
    doc = load("11-take-out-of-turn-wrong-payment.json")
    for e in doc["deals"][0]["events"]:
        if e["type"] == "payment" and e["amount"] == 4:
            e["amount"] = 5
    show("P6 11 with the payment corrected", doc)

    # P7: the first bidder passes instead of laying away and bidding
    doc = load("02-clean-fold-then-long-auction.json")
    d0 = copy.deepcopy(doc)
    d0["deals"] = [d0["deals"][0]]
    evs = d0["deals"][0]["events"]
    d0["deals"][0]["events"] = [{"type": "bid", "seat": 2, "bid": "pass"}] + evs
    show("P7 first bidder says pass before laying away", d0)

    # P9: 10 as is (two passes swapped: one finding)
    show("P9 10 as is", load("10-pass-out-of-turn-revoke.json"))

    # P10: 13 with the discard made of two cards (the third kept in hand) and the take of two: the
    # same final hands; is the wrong payment then the only finding?
    doc = load("13-first-discard-three-wrong-payment.json")
    evs = doc["deals"][0]["events"]
    x = evs[0]["cards"].pop()
    evs[4]["cards"].remove(x)
    show(f"P10 13 with two cards laid away ({x} kept)", doc)

    # P11: 14 with two cards laid away at event 5 (the second of the final two laid away early)
    doc = load("14-discard-one-revoke.json")
    evs = doc["deals"][0]["events"]
    takes = [i for i, e in enumerate(evs) if e["type"] == "take"]
    t2 = takes[1]
    extra = [c for c in evs[t2 + 1]["cards"] if c not in evs[5]["cards"]][0]
    evs[5]["cards"].append(extra)
    evs[t2]["cards"].append(extra)
    show(f"P11 14 with two cards laid away at event 5 ({extra} added)", doc)

    matrix()


if __name__ == "__main__":
    main()
