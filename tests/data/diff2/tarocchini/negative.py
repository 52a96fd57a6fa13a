"""Negative check: mutate simulated sessions at one declaration / bid / take / discard / monte /
score / total event and compare, AT THAT EVENT ONLY, the engine's violation with the oracle's.

Usage: PYTHONPATH=/work/wt-diff2-tarocchini python negative.py N START [double=..] [gap=..]
"""
from __future__ import annotations

import collections
import copy
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import compare  # noqa: E402
import oracle  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

FIT = {  # which engine codes fit which mutation family
    "declare": {"false_declaration"}, "declare_time": {"late_declaration", "repeated_declaration"},
    "bid": {"bid_out_of_turn", "illegal_bid"}, "take": {"illegal_take"},
    "discard": {"illegal_discard"}, "monte": {"bad_monte"},
    "score": {"wrong_score"}, "total": {"wrong_total"},
}
ALL_ITEMS = ([{"kind": "cricca", "of": k, "count": c} for k in oracle.CRICCA_CARDS for c in (3, 4)]
             + [{"kind": "sequence", "of": o, "length": L} for o in ("trumps", "moretti", "aces")
                for L in range(3, 9)]
             + [{"kind": "sequence", "of": "suit", "suit": s, "length": L} for s in "SBCD"
                for L in range(3, 7)])


def mutations(doc, rnd):
    """Yield (family, description, deal index, event index, mutated doc)."""
    ott = doc["game"].endswith("ottocento")
    for di, deal in enumerate(doc["deals"]):
        ev = deal["events"]
        idx = collections.defaultdict(list)
        for i, e in enumerate(ev):
            idx[e["type"]].append(i)
        first_play = idx["play"][0] if idx["play"] else None

        def mut(fn):
            d = copy.deepcopy(doc)
            return d, d["deals"][di]["events"]
        # --- declarations
        for i in idx["declare"]:
            e = ev[i]
            # add an item (held or not)
            d, E = mut(None)
            keys = {oracle.item_key(x) for x in e["items"]}
            cands = [x for x in ALL_ITEMS if oracle.item_key(x) not in keys]
            it = rnd.choice(cands)
            E[i]["items"] = E[i]["items"] + [dict(it)]
            yield "declare", "add " + json.dumps(it), di, i, d
            if e["items"]:
                j = rnd.randrange(len(e["items"]))
                d, E = mut(None)
                del E[i]["items"][j]
                yield "declare", "omit a declared item", di, i, d
                d, E = mut(None)
                x = E[i]["items"][j]
                f = "count" if x["kind"] == "cricca" else "length"
                x[f] += rnd.choice([1, 1, 2, -1])
                yield "declare", "resize %s to %s" % (oracle.item_key(x), x[f]), di, i, d
                if x["kind"] == "sequence" and x["of"] == "suit":
                    d, E = mut(None)
                    E[i]["items"][j]["suit"] = rnd.choice([s for s in "SBCD" if s != x["suit"]])
                    yield "declare", "change suit", di, i, d
            # move declaration after the first play / repeat it
            if first_play is not None and rnd.random() < 0.3:
                d, E = mut(None)
                moved = E.pop(i)
                E.insert(first_play, moved)   # the first play moved to first_play - 1
                yield "declare_time", "declare after the first play", di, first_play, d
            if rnd.random() < 0.2:
                d, E = mut(None)
                E.insert(i + 1, copy.deepcopy(E[i]))
                yield "declare_time", "repeat declaration", di, i + 1, d
        # --- bids
        bids = idx["bid"]
        for k, i in enumerate(bids):
            for nb in ("pass", "gioco", "solo"):
                if nb != ev[i]["bid"] and rnd.random() < 0.5:
                    d, E = mut(None)
                    E[i]["bid"] = nb
                    yield "bid", "bid %s -> %s" % (ev[i]["bid"], nb), di, i, d
            if k + 1 < len(bids):
                d, E = mut(None)
                E[i], E[bids[k + 1]] = E[bids[k + 1]], E[i]
                yield "bid", "swap two calls", di, i, d
            d, E = mut(None)
            E[i]["seat"] = (E[i]["seat"] + rnd.choice([1, 2])) % 3
            yield "bid", "bid by another seat", di, i, d
        # --- take / discard
        talon = [oracle.norm(c) for c in (deal.get("talon") or [])]
        for i in idx["take"]:
            d, E = mut(None)
            hand_cards = [c for h in deal["hands"] for c in h]
            E[i]["cards"] = list(E[i]["cards"])
            E[i]["cards"][rnd.randrange(len(E[i]["cards"]))] = rnd.choice(hand_cards)
            yield "take", "take a card not in the widow", di, i, d
        for i in idx["discard"]:
            seat = ev[i]["seat"]
            held = [oracle.norm(c) for c in deal["hands"][seat]] + talon
            five = [c for c in held if oracle.value(c) == 5 and c not in ev[i]["cards"]]
            other = [c for c in held if c not in ev[i]["cards"]]
            d, E = mut(None)
            E[i]["cards"] = list(E[i]["cards"])
            E[i]["cards"][0] = rnd.choice(five if five and rnd.random() < 0.6 else other)
            yield "discard", "discard " + E[i]["cards"][0], di, i, d
        # --- monte: insert a monte call by the elder hand (or another seat) at the start
        n = len(doc["players"])
        if not idx["redeal"] and rnd.random() < 0.5:
            d, E = mut(None)
            s = (deal["dealer"] + 1 + (0 if rnd.random() < 0.7 else 1)) % n
            E.insert(0, {"type": "redeal", "seat": s, "reason": "monte"})
            yield "monte", "monte call by seat +%d" % ((s - deal["dealer"]) % n), di, 0, d
        if idx["redeal"] and first_play is not None:
            d, E = mut(None)
            r = E.pop(idx["redeal"][0])
            E.insert(first_play, r)
            yield "monte", "monte call after the deal went on", di, first_play, d
        # --- scores and totals
        for i in idx["score"]:
            if rnd.random() < 0.5:
                d, E = mut(None)
                E[i]["points"] += rnd.choice([-10, -5, -1, 1, 5, 10, 50])
                yield "score", "score %s changed" % ev[i].get("reason"), di, i, d
        for i in idx["total"]:
            if rnd.random() < 0.5:
                d, E = mut(None)
                E[i]["points"] += rnd.choice([-10, -5, 1, 5, 10])
                yield "total", "total changed", di, i, d


def oracle_bad(doc, di, ev_i, verdict):
    res = oracle.session_check(doc, compare.odd_pairs(verdict))
    r = res[di]
    bad = dict(r["bad"])
    ott = doc["game"].endswith("ottocento")
    bad.update(oracle.check_records(doc["deals"][di], r, ott))
    return bad.get(ev_i)


if __name__ == "__main__":
    N, START = int(sys.argv[1]), int(sys.argv[2])
    for a in sys.argv[3:]:
        k, _, val = a.partition("=")
        oracle.READING[k] = val
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    for seed in range(START, START + N):
        rnd = random.Random(seed)
        doc = compare.make(seed)
        for fam, desc, di, i, d in mutations(doc, rnd):
            if rnd.random() < 0.5 and fam in ("score", "total", "declare"):
                continue   # keep the run short
            v = validate(d)
            if v["status"] == "rejected":
                stats["rejected:" + fam] += 1
                continue
            anns = [a for a in v["deals"][di]["annotations"]
                    if a["event"] == i and a["severity"] == "violation"]
            eng = {a["code"] for a in anns}
            try:
                ob = oracle_bad(d, di, i, v)
            except Exception as ex:  # noqa
                import traceback
                dis["oracle_crash"].append((seed, di, i, fam, desc, repr(ex), traceback.format_exc()[-300:]))
                continue
            stats[fam] += 1
            stats["%s:%s" % (fam, "illegal" if ob else "legal")] += 1
            key = (seed, doc["game"][11:], json.dumps(doc.get("rules", {}), sort_keys=True), di, i, desc)
            if bool(ob) != bool(eng):
                dis["%s: oracle=%s engine=%s" % (fam, ob or "legal", sorted(eng) or "nothing")].append(key)
            elif eng and not (eng & FIT[fam]):
                dis["%s: unfitting code %s" % (fam, sorted(eng))].append(key)
    print("STATS", json.dumps(dict(sorted(stats.items()))))
    for k, v in sorted(dis.items()):
        print("DIS", k, len(v))
        for x in v[:4]:
            print("   ", x)
