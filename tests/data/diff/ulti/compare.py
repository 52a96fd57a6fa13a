"""Differential comparison: oracle.py vs replays.sim.ulti (positive) and validator (negative).

Run: PYTHONPATH=/work/wt-diff-ulti /work/venv/bin/python tests/data/diff/ulti/compare.py [N] [MUT]
"""
from __future__ import annotations

import collections
import copy
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle  # noqa: E402
from replays.sim.ulti import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

PLAY_CODES = {"revoke", "failure_to_trump", "failure_to_overtake", "early_trump_seven",
              "card_not_in_hand", "out_of_turn"}

OPTION_CHOICES = {
    "preset": ["standard", "ultinet"],
    "point_table": ["standard", "ultinet"],
    "durchmarsch_points": ["table", 6, 7],
    "open_durchmarsch_trump_points": ["table", 12],
    "fold": ["optional", "compulsory"],
    "four_aces": [False, True],
    "four_tens": [False, True],
    "silent_bonuses_in_durchmarsch": [True, False],
    "silent_durchmarsch_with_aces_tens": [True, False],
    "silent_durchmarsch_scoring": ["separate", "replaces_party"],
    "silent_bonus_contra": [False, True],
    "trump_durchmarsch_alone": [True, False],
}


def sessions(n, seed0=0):
    """Half the sessions with the simulator's own random options, half with options we draw."""
    rnd = random.Random(12345)
    for k in range(n):
        seed = seed0 + k
        if k % 2 == 0:
            yield seed, {}, simulate(seed)
        else:
            opts = {}
            for key, vals in OPTION_CHOICES.items():
                if rnd.random() < 0.35:
                    opts[key] = rnd.choice(vals)
            if opts.get("silent_four_aces") and not opts.get("four_aces"):
                opts.pop("silent_four_aces")
            if opts.get("four_aces") and rnd.random() < 0.5:
                opts["silent_four_aces"] = True
            try:
                doc = simulate(seed, deals=rnd.choice([None, 1, 2, 3, 4]), **opts)
            except Exception as exc:  # an option set the simulator refuses
                print("simulate refused", seed, opts, exc)
                continue
            yield seed, opts, doc


def oracle_nets(doc, res):
    return [r.net for r in res]


def recorded(doc):
    """Per deal: payments net (or None), and running totals (or None)."""
    n = len(doc["players"])
    out = []
    for d in doc["deals"]:
        pays = [e for e in d["events"] if e["type"] == "payment"]
        tots = {e["party"]: e["points"] for e in d["events"] if e["type"] == "total"}
        pn = None
        if pays:
            pn = {s: 0 for s in range(n)}
            for e in pays:
                pn[e["from"]] -= e["amount"]
                pn[e["to"]] += e["amount"]
        out.append((pn, tots if len(tots) == n else None))
    return out


def positive(n):
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    for seed, opts, doc in sessions(n):
        stats["sessions"] += 1
        res = oracle.replay(doc)
        rec = recorded(doc)
        verdict = validate(doc)
        stats["engine_" + verdict["status"]] += 1
        for dd in verdict["deals"]:
            for a in dd["annotations"]:
                dis["engine_annotation:" + a["code"]].append((seed, opts, dd["index"], a["event"], a["message"]))
        np_ = len(doc["players"])
        cum = list((doc.get("start") or {}).get("totals") or [0] * np_)
        cum_ok = True
        for di, (deal, r) in enumerate(zip(doc["deals"], res)):
            stats["deals"] += 1
            stats["plays"] += sum(1 for e in deal["events"] if e["type"] == "play")
            stats["tricks"] += len(r.winners)
            for (i, kind, det) in r.problems:
                dis["play:" + kind].append((seed, opts, di, i, det))
            pn, tots = rec[di]
            exp = (verdict["deals"][di].get("settlement") or {}).get("expected")
            if exp is not None and r.net is not None:
                stats["engine_settlements"] += 1
                if {int(k): v for k, v in exp.items()} != {s: r.net[s] for s in r.net if r.net[s] or str(s) in exp}:
                    dis["engine_settlement"].append((seed, opts, di, exp, r.net, sorted(r.goals), r.trump,
                                                     getattr(r, "lines", None)))
            if r.net is None:
                cum_ok = False
                dis["unscored"].append((seed, opts, di, None, None))
                continue
            if pn is not None:
                stats["payment_deals"] += 1
                if pn != r.net:
                    dis["payments"].append((seed, opts, di, pn, r.net, sorted(r.goals), r.trump,
                                            getattr(r, "lines", None)))
            for s in range(np_):
                cum[s] += r.net[s]
            if tots is not None and cum_ok:
                stats["total_checks"] += 1
                if [tots[s] for s in range(np_)] != cum:
                    dis["totals"].append((seed, opts, di, tots, list(cum), sorted(r.goals), r.trump,
                                          getattr(r, "lines", None)))
                    cum = [tots[s] for s in range(np_)]
    return stats, dis


def positions(doc):
    """Yield (deal index, event index) of every play."""
    for di, d in enumerate(doc["deals"]):
        for i, e in enumerate(d["events"]):
            if e["type"] == "play":
                yield di, i


def hand_before(deal, upto):
    hands = [list(h) for h in deal["hands"]]
    for e in deal["events"][:upto]:
        if e["type"] == "take":
            hands[e["seat"]] += e["cards"]
        elif e["type"] == "discard":
            for c in e["cards"]:
                hands[e["seat"]].remove(c)
        elif e["type"] == "play":
            hands[e["seat"]].remove(e["card"])
    return hands


def mutate(doc, di, i, new):
    """Swap the played card at event i for `new` (from the same player's current hand); swap the
    two cards everywhere later in the deal so the record stays consistent."""
    m = copy.deepcopy(doc)
    deal = m["deals"][di]
    old = deal["events"][i]["card"]

    def sw(c):
        return new if c == old else old if c == new else c
    # the two cards are both in the player's hand at this moment; swapping their identities
    # in the dealt hand and all events (takes/discards/plays) keeps the record consistent
    deal["hands"] = [[sw(c) for c in h] for h in deal["hands"]]
    for e in deal["events"]:
        if "cards" in e:
            e["cards"] = [sw(c) for c in e["cards"]]
        if e["type"] == "play":
            e["card"] = sw(e["card"])
    for k in ("payment",):
        pass
    return m


def negative(nmut, seed0=100000):
    rnd = random.Random(777)
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    for seed, opts, doc in sessions(nmut, seed0):
        pos = list(positions(doc))
        if not pos:
            continue
        di, i = rnd.choice(pos)
        deal = doc["deals"][di]
        seat = deal["events"][i]["seat"]
        hands = hand_before(deal, i)
        others = [c for c in hands[seat] if c != deal["events"][i]["card"]]
        if not others:
            continue
        new = rnd.choice(others)
        m = mutate(doc, di, i, new)
        # marriages declared: a swap may break them; that's reported at the declare event, not the play
        res = oracle.replay(m)
        probs = [p for p in res[di].problems if p[0] == i]
        o_illegal = bool(probs)
        v = validate(m)
        if v["status"] == "rejected":
            stats["rejected"] += 1
            dis["rejected"].append((seed, opts, di, i, new, v.get("problems") or v))
            continue
        anns = [a for a in v["deals"][di]["annotations"] if a["event"] == i and a["code"] in PLAY_CODES]
        earlier = [a for a in v["deals"][di]["annotations"]
                   if a["event"] is not None and a["event"] < i and a["code"] in PLAY_CODES]
        e_illegal = bool(anns)
        stats["mutations"] += 1
        stats["oracle_illegal" if o_illegal else "oracle_legal"] += 1
        if earlier:
            stats["engine_flagged_earlier"] += 1
        if o_illegal != e_illegal:
            key = ("engine_flags_only" if e_illegal else "oracle_flags_only")
            key += ":" + (",".join(sorted({a["code"] for a in anns})) if anns else "")
            dis[key].append((seed, opts, di, i, new, probs, anns))
        elif o_illegal:
            stats["agree_illegal"] += 1
    return stats, dis


def exhaustive(nsess, seed0=200000):
    """Every play of every session, every other card then in the player's hand."""
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    for seed, opts, doc in sessions(nsess, seed0):
        for di, i in positions(doc):
            deal = doc["deals"][di]
            seat = deal["events"][i]["seat"]
            hands = hand_before(deal, i)
            for new in hands[seat]:
                if new == deal["events"][i]["card"]:
                    continue
                m = mutate(doc, di, i, new)
                res = oracle.replay(m)
                probs = [p for p in res[di].problems if p[0] == i]
                v = validate(m)
                if v["status"] == "rejected":
                    stats["rejected"] += 1
                    continue
                anns = [a for a in v["deals"][di]["annotations"]
                        if a["event"] == i and a["code"] in PLAY_CODES]
                stats["mutations"] += 1
                rr = res[di]
                kind = ("trump" if rr.trump else "notrump") + ("+ulti" if rr.goals and "ulti" in rr.goals else "")
                if rr.goals and rr.goals <= oracle.DURCH_FAMILY:
                    kind += "+lone-durch" + ("-red" if any(e.get("bid", {}) and e["bid"] != "pass" and e["bid"].get("red")
                                                           for e in deal["events"] if e["type"] == "bid"
                                                           and e["seat"] == rr.declarer) else "")
                stats["kind:" + kind] += 1
                o_codes = sorted({p[2]["why"] for p in probs if p[1] == "illegal"})
                e_codes = sorted({a["code"] for a in anns})
                if bool(probs) != bool(anns):
                    key = ("engine_flags_only:" if anns else "oracle_flags_only:") + ",".join(e_codes or o_codes)
                    dis[key].append((seed, opts, di, i, deal["events"][i]["card"], new, probs, anns))
                elif probs:
                    stats["agree_illegal"] += 1
                    if not set(o_codes) <= set(e_codes):
                        dis["code_differs:%s/%s" % (o_codes, e_codes)].append((seed, opts, di, i, new, probs, anns))
                else:
                    stats["agree_legal"] += 1
    return stats, dis


def show(dis, k=3):
    for key, lst in sorted(dis.items()):
        print(f"== {key}: {len(lst)}")
        for x in lst[:k]:
            print("   ", json.dumps(x, default=str, ensure_ascii=False)[:900])


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    nm = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    nx = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    if nx:
        st, d = exhaustive(nx)
        print("EXHAUSTIVE", dict(st))
        show(d)
    if n:
        st, d = positive(n)
        print("POSITIVE", dict(st))
        show(d)
    if nm:
        st, d = negative(nm)
        print("NEGATIVE", dict(st))
        show(d)
