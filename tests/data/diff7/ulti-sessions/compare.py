"""diff7 / Ulti whole sessions: driver.

Usage (worktree root):  PYTHONPATH=. python tests/data/diff7/ulti-sessions/compare.py START COUNT
Positive: simulate(seed, deals=2..6) with random rule options, rebuilt into session variants
(payments / score sheet / nothing per deal, totals written or not, random start totals, folded
deals, a no-contract deal, a deal cut short in the middle).  Every engine annotation, dealer,
settlement and total is compared with oracle.py.
Negative: mutations (see MUTATIONS) of a fully written session; the engine's annotation set
{(deal, event, code)} must equal the oracle's.  The oracle is run under all its readings
(totals: expected / anchor / recorded; dealer: previous / sequence) and each disagreement is
labelled with the readings the engine does match.
"""
from __future__ import annotations

import collections
import copy
import json
import os
import random
import sys
import pathlib

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import oracle  # noqa: E402
from replays.sim.ulti import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

HERE = pathlib.Path(__file__).parent
OPTS = {"point_table": ["standard", "ultinet"], "durchmarsch_points": ["table", 6, 7],
        "open_durchmarsch_trump_points": ["table", 12], "fold": ["optional", "compulsory"],
        "four_aces": [True, False], "silent_durchmarsch_scoring": ["separate", "replaces_party"],
        "silent_bonus_contra": [True, False], "preset": ["standard", "ultinet"]}
SESSION_CODES = {"wrong_dealer", "wrong_total", "wrong_score", "wrong_payment", "missing_payment",
                 "unexpected_payment", "no_contract", "out_of_turn", "incomplete_play", "auction_unfinished"}
READINGS = [(t, d) for t in ("either", "anchor", "expected", "recorded") for d in ("previous", "sequence", "field_and_hands")]


def rand_opts(rng):
    if rng.random() < 0.3:
        return {}
    ks = rng.sample(sorted(OPTS), rng.randint(1, 4))
    return {k: rng.choice(OPTS[k]) for k in ks}


def nets_of(t):
    return [list(x) for x in t["meta"]["nets"]]


def strip(deal, types):
    deal["events"] = [e for e in deal["events"] if e["type"] not in types]


def rotate_deal(deal, r):
    """Seat relabelling s -> s+r of one deal (hands, events); a consistent deal dealt by dealer+r."""
    deal["dealer"] = (deal["dealer"] + r) % 3
    deal["hands"] = [deal["hands"][(s - r) % 3] for s in range(3)]
    for e in deal["events"]:
        for k in ("seat", "from", "to", "party"):
            if k in e and isinstance(e[k], int):
                e[k] = (e[k] + r) % 3


def write_totals(t, nets, every=True, rng=None, start=None):
    """(Re)write total events: running sum of nets from the start totals; None net = deal skipped."""
    tot = list(start if start is not None else (t.get("start") or {}).get("totals") or [0, 0, 0])
    for d, n in zip(t["deals"], nets):
        strip(d, {"total"})
        if n is not None:
            tot = [a + b for a, b in zip(tot, n)]
        if every or rng.random() < 0.6:
            for p in range(3):
                d["events"].append({"type": "total", "party": p, "points": tot[p]})


def build(t, rng, kind):
    """Positive variants; returns (record, nets used for totals)."""
    t = copy.deepcopy(t)
    nets = nets_of(t)
    n = len(t["deals"])
    if kind == "plain":
        return t, nets
    if rng.random() < 0.7:
        t["start"] = {"totals": [rng.randint(-60, 60) for _ in range(3)]}
    for d, nt in zip(t["deals"], nets):
        has_pay = any(e["type"] == "payment" for e in d["events"])
        mode = rng.choice(["pay", "score", "none"] if has_pay else ["score", "none"])
        if mode != "pay":
            strip(d, {"payment"})
        if mode == "score":
            for p in range(3):
                d["events"].append({"type": "score", "party": p, "points": nt[p]})
    if kind == "cut" and n >= 2:
        k = rng.randrange(n - 1)
        d = t["deals"][k]
        idx = [j for j, e in enumerate(d["events"]) if e["type"] == "play"]
        if idx:
            m = rng.randint(0, len(idx) - 1)
            d["events"] = d["events"][:idx[m]]
        t["meta"]["cut"] = k
    if kind == "nocontract" and n >= 2:
        k = rng.randrange(n)
        d = t["deals"][k]
        f = (d["dealer"] + 1) % 3
        d["events"] = [{"type": "bid", "seat": (f + i) % 3, "bid": "pass"} for i in range(3)]
        nets[k] = [0, 0, 0]
        t["meta"]["nocontract"] = k
    write_totals(t, nets, every=(kind != "sparse"), rng=rng)
    return t, nets


def full(t):
    """A fully written session: start totals, every deal's result (payments where the simulator
    wrote them, else a score sheet) and totals for every seat after every deal."""
    t = copy.deepcopy(t)
    nets = nets_of(t)
    t["start"] = {"totals": [10, -20, 10]}
    for d, nt in zip(t["deals"], nets):
        if not any(e["type"] == "payment" for e in d["events"]):
            for p in range(3):
                d["events"].append({"type": "score", "party": p, "points": nt[p]})
    write_totals(t, nets)
    return t, nets


def tot_idx(deal, party=None):
    return [j for j, e in enumerate(deal["events"]) if e["type"] == "total" and (party is None or e["party"] == party)]


def mutate(t0, nets, rng, kind):
    t = copy.deepcopy(t0)
    n = len(t["deals"])
    k = rng.randrange(n)
    d = t["deals"][k]
    delta = rng.choice([-10, -4, -2, -1, 1, 2, 3, 5, 10])
    if kind == "wrong_total":            # one total off, later totals right
        j = rng.choice(tot_idx(d))
        d["events"][j]["points"] += delta
    elif kind == "total_carried":        # one total off and the error carried into later totals
        p = rng.randrange(3)
        for dd in t["deals"][k:]:
            for j in tot_idx(dd, p):
                dd["events"][j]["points"] += delta
    elif kind == "wrong_start":          # start totals off, totals right
        t["start"]["totals"][rng.randrange(3)] += delta
    elif kind in ("wrong_dealer", "dealer_shift"):
        r = rng.choice([1, 2])
        nets = [list(x) for x in nets]
        for i in (range(k, k + 1) if kind == "wrong_dealer" else range(k, n)):
            rotate_deal(t["deals"][i], r)
            nets[i] = [nets[i][(s - r) % 3] for s in range(3)]
        write_totals(t, nets, start=t["start"]["totals"])
    elif kind in ("pay_carried", "pay_not_carried", "score_carried", "score_not_carried"):
        ty = "payment" if kind.startswith("pay") else "score"
        cands = [(i, j) for i, dd in enumerate(t["deals"]) for j, e in enumerate(dd["events"]) if e["type"] == ty]
        if not cands:
            return None
        k, j = rng.choice(cands)
        e = t["deals"][k]["events"][j]
        if ty == "payment":
            delta = rng.choice([1, 2, 3, 4, 8]) * (1 if e["amount"] > 8 or rng.random() < .5 else 1)
            e["amount"] += delta
        else:
            e["points"] += delta
        if kind.endswith("_carried") and not kind.endswith("not_carried"):
            nets = [list(x) for x in nets]
            if ty == "payment":
                nets[k][e["from"]] -= delta
                nets[k][e["to"]] += delta
            else:
                nets[k][e["party"]] += delta
            write_totals(t, nets, start=t["start"]["totals"])
    elif kind == "dealer_field":         # only the dealer field is wrong (hands/events untouched)
        d["dealer"] = (d["dealer"] + rng.choice([1, 2])) % 3
    elif kind == "swap":
        if n < 2:
            return None
        k = rng.randrange(n - 1)
        t["deals"][k], t["deals"][k + 1] = t["deals"][k + 1], t["deals"][k]
    else:
        raise ValueError(kind)
    t["meta"]["mutation"] = {"kind": kind, "deal": k}
    return t


MUTATIONS = ["wrong_total", "total_carried", "wrong_start", "wrong_dealer", "dealer_shift",
             "pay_carried", "pay_not_carried", "score_carried", "score_not_carried", "swap", "dealer_field"]


def engine_set(v):
    s = set()
    for d in v.get("deals", []):
        for a in d["annotations"]:
            ev = None if a["code"] == "wrong_dealer" else a["event"]
            s.add((a["deal"], ev, a["code"]))
    return s


def oracle_set(t, totals, dealer):
    s = set()
    for di, d in enumerate(oracle.session(t, totals, dealer)["deals"]):
        for j, code, _ in d["issues"]:
            s.add((di, None if code == "wrong_dealer" else j, code))
    return s


def main():
    start, count = int(sys.argv[1]), int(sys.argv[2])
    C = collections.Counter()
    classes = collections.defaultdict(list)
    for seed in range(start, start + count):
        rng = random.Random(seed * 7919 + 1)
        n = 2 + seed % 5
        base = simulate(seed, deals=n, **rand_opts(rng))
        C["records"] += 1
        C["deals"] += n
        # ---------------- positive
        for kind in ("plain", "mixed", "sparse", "cut", "nocontract"):
            t, nets = build(base, rng, kind)
            v = validate(t)
            C["pos_records"] += 1
            if v["status"] == "rejected":
                classes[("pos", kind, "rejected")].append((seed, str(v.get("problems"))[:300], t))
                continue
            o = oracle.session(t, "either", "previous")
            es, os_ = engine_set(v), oracle_set(t, "either", "previous")
            C["events_compared"] += sum(len(d["events"]) for d in t["deals"])
            for di, (vd, od) in enumerate(zip(v["deals"], o["deals"])):
                C["dealers_compared"] += 1
                if vd["computed"].get("dealer") != od["dealer"]:
                    classes[("pos", kind, "dealer")].append((seed, di, t))
                exp = vd.get("settlement", {}).get("expected")
                if od["net"] is not None:
                    C["nets_compared"] += 1
                    if exp is None or any(exp.get(str(p), 0) != od["net"][p] for p in range(3)):
                        classes[("pos", kind, "net")].append((seed, di, exp, od["net"], t))
                C["totals_compared"] += sum(1 for e in t["deals"][di]["events"] if e["type"] in ("total", "score"))
            if es != os_:
                only = es ^ os_
                if kind == "cut" and only == {(t["meta"]["cut"], None, "incomplete_play")} and not v["deals"][t["meta"]["cut"]]["settlement"]["expected"] == {}:
                    C2 = ("pos", kind, "incomplete_play not emitted: engine settled the cut deal (every goal decided)")
                    classes[C2].append((seed, sorted(es - os_, key=str), sorted(os_ - es, key=str), t))
                    continue
                key = ("pos", kind, "annotations", tuple(sorted({c for _, _, c in es ^ os_})))
                classes[key].append((seed, sorted(es - os_, key=str), sorted(os_ - es, key=str), t))
        # ---------------- negative
        f, nets = full(base)
        if validate(f)["status"] != "clean" or oracle_set(f, "either", "previous"):
            classes[("full", "not clean")].append((seed, f))
            continue
        for kind in MUTATIONS:
            m = mutate(f, nets, rng, kind)
            if m is None:
                continue
            C["mutations"] += 1
            C["mut:" + kind] += 1
            es = engine_set(validate(m))
            match = [r for r in READINGS if oracle_set(m, *r) == es]
            C["mut:%s:found" % kind] += bool(es)
            if ("either", "previous") not in match:
                o = oracle_set(m, "either", "previous")
                key = ("neg", kind, "engine matches " + ("/".join("%s+%s" % r for r in match) or "no reading"))
                classes[key].append((seed, sorted(es - o, key=str), sorted(o - es, key=str), m))
    print("counts:", json.dumps(dict(sorted(C.items())), indent=1))
    print("disagreement classes:")
    for key, items in sorted(classes.items(), key=lambda kv: str(kv[0])):
        print("  %s: %d" % (" | ".join(map(str, key)), len(items)))
        for it in items[:3]:
            print("     e.g. seed", it[0], " ".join(str(x)[:220] for x in it[1:-1]))
    if os.environ.get("DUMP"):
        json.dump({str(k): [it[0] for it in v] for k, v in classes.items()}, open(os.environ["DUMP"], "w"))
    return classes


if __name__ == "__main__":
    main()
