"""Driver, audit diff7 (Galician Tarok, rare contracts and announcements).

  PYTHONPATH=<worktree> python compare.py [N_PER_SCENARIO] [MUT_PER_RECORD]

Positive: constructed records (construct.py) under several rule-option sets, 3/4/5 players,
single deals and 3-deal sessions; the oracle's payments are written into the record; the engine
must find it clean (except where the oracle itself plants an illegal double) and compute the same
payments (from, to, reason, amount) and settlement.
Negative: every rare payment of a record the engine agreed with is mutated (amount, payer, payee,
from<->to, missing, extra); the engine must report a payment fault at that event (missing: at
event null) and a settlement difference equal to the mutation.
"""
from __future__ import annotations

import collections
import copy
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import construct as C  # noqa: E402
import oracle as O  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

OPTION_SETS = [
    {},
    {"preset": "common_usage"},
    {"contra_symmetric": True},
    {"tarocks_paid": "if_game_won"},
    {"pool": False},
    {"pool_stake": 20, "pool_win_percent": 5, "pool_pass_fee": 10},
    {"contra_on_pool": True},
    {"pool_dealer_fee": 2, "pool_win_percent": 0},
]
RARE = {"volat", "trull", "four_kings", "pagat_ultimo", "pool_ultimo", "tarocks", "game",
        "pool_stake", "pool_pass", "pool_share", "pool_deal"}
PAYCODES = {"wrong_payment", "missing_payment", "unexpected_payment"}


def key_pays(ps):
    return collections.Counter((str(a), str(b), w, round(x, 2)) for a, b, x, w in ps)


def engine_pays(dv):
    return collections.Counter((str(p["from"]), str(p["to"]), p.get("reason"), round(p["amount"], 2))
                               for p in dv["computed"].get("payments", []))


def features(doc, res):
    f = set()
    for d, r in zip(doc["deals"], res):
        info = r["info"]
        if info.get("player") is None:
            f.add("all_pass")
            continue
        f.add("n%d" % len(doc["players"]))
        f.add(info["contract"])
        ann = [it.get("kind") for it in info["announced"].get(info["player"], [])]
        for a in ann:
            f.add("ann_" + a)
        if info.get("volat_made"):
            f.add("volat_made")
        if info.get("ultimo_made"):
            f.add("ultimo_made")
        if info.get("points") == 33:
            f.add("points33")
        for w in {p[3] for p in r["payments"]}:
            f.add("pay_" + w)
        for k, lv in info["contra"].items():
            f.add("contra%d_%s" % (lv, k.split(":")[1]))
    return f


def positive(doc, res, v):
    """-> list of (class, detail) disagreements"""
    out = []
    if v["status"] == "rejected":
        return [("rejected", v.get("problems"))]
    for k, (d, r, dv) in enumerate(zip(doc["deals"], res, v["deals"])):
        eng = {a["event"] for a in dv["annotations"] if a["severity"] == "violation"}
        orc = set(r["illegal"])
        if eng != orc:
            codes = sorted({a["code"] for a in dv["annotations"] if a["severity"] == "violation"})
            out.append(("illegal:%s" % ",".join(codes), {"deal": k, "engine": sorted(eng, key=str), "oracle": r["illegal"]}))
        ep, op = engine_pays(dv), key_pays(r["payments"])
        if ep != op:
            reasons = sorted({x[2] for x in (ep - op) + (op - ep)} - {"pool_share"}) or ["pool_share"]
            inf = r["info"]
            tag = []
            ann = [it.get("kind") for it in inf["announced"].get(inf.get("player"), [])]
            if "volat" in reasons:
                tag.append("volat_ann" if "volat" in ann else "volat_silent")
            out.append(("pay:%s%s" % ("+".join(reasons), (":" + ",".join(tag)) if tag else ""),
                        {"deal": k, "engine_only": sorted(ep - op), "oracle_only": sorted(op - ep),
                         "contra": inf["contra"], "announced": {str(a): b for a, b in inf["announced"].items()},
                         "points": inf.get("points"), "volat": inf.get("volat_made"), "ultimo": inf.get("ultimo_made")}))
    return out


def mutate(doc, k, i, kind, rng, n):
    m = copy.deepcopy(doc)
    ev = m["deals"][k]["events"]
    e = ev[i]
    parts = [s for s in range(n) if m["deals"][k]["hands"][s] or s == m["deals"][k]["dealer"]] if n >= 4 else list(range(n))
    if kind == "amount":
        e["amount"] = round(e["amount"] + rng.choice([5, 10, 25, -1]) if e["amount"] > 1 else e["amount"] + 5, 6)
    elif kind == "double":
        e["amount"] = round(e["amount"] * 2, 6)
    elif kind == "payer":
        cand = [s for s in parts + ["pool"] if s != e["from"] and s != e["to"]]
        e["from"] = rng.choice(cand)
    elif kind == "payee":
        cand = [s for s in parts + ["pool"] if s != e["to"] and s != e["from"]]
        e["to"] = rng.choice(cand)
    elif kind == "swap":
        e["from"], e["to"] = e["to"], e["from"]
    elif kind == "missing":
        del ev[i]
    elif kind == "extra":
        ev.insert(i + 1, dict(e))
    return m


def expected_diff(doc, k, i, kind, m):
    """settlement difference (recorded - expected) the mutation makes in deal k"""
    def net(d):
        out = collections.Counter()
        for e in d["events"]:
            if e["type"] == "payment":
                out[str(e["from"])] -= e["amount"]
                out[str(e["to"])] += e["amount"]
        return out
    a, b = net(doc["deals"][k]), net(m["deals"][k])
    keys = set(a) | set(b)
    return {p: round(a[p] - b[p], 4) for p in keys if abs(b[p] - a[p]) > 1e-6}   # expected - recorded


def negative_check(doc, k, i, kind, m, v, base_illegal=()):
    if v["status"] == "rejected":
        return "rejected"
    dv = v["deals"][k]
    anns = [a for a in dv["annotations"] if a["severity"] == "violation"]
    pay = [a for a in anns if a["code"] in PAYCODES]
    e = doc["deals"][k]["events"][i]
    me = m["deals"][k]["events"]
    if kind == "missing":
        ok = any(a["code"] == "missing_payment" and a["event"] is None for a in pay)
    elif kind == "extra":
        ok = any(a["event"] in (i, i + 1) for a in pay)
    else:
        ne = me[i]
        same = {j for j, x in enumerate(me) if x["type"] == "payment" and x["from"] == ne["from"]
                and x["to"] == ne["to"] and x.get("reason") == ne.get("reason")}
        ok = any(a["event"] in same for a in pay)
    if not ok:
        return "not_reported_at_event"
    want = expected_diff(doc, k, i, kind, m)
    got = {p: round(x, 4) for p, x in (dv["settlement"].get("difference") or {}).items()}
    if {p: x for p, x in got.items() if abs(x) > 1e-6} != want:
        return "difference_mismatch"
    other = [a for a in anns if a not in pay and a["event"] not in base_illegal]   # planted illegal doubles (both flag them)
    if other:
        return "extra_annotation:" + ",".join(sorted({a["code"] for a in other}))
    return "ok"


def main():
    nper = int(sys.argv[1]) if len(sys.argv) > 1 else 8
    mper = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    repro_dir = os.path.join(HERE, "repros")
    cnt = collections.Counter()
    feat = collections.Counter()
    dis = collections.Counter()
    dis_ex = {}
    neg = collections.Counter()
    neg_ex = {}
    events = 0
    rng = random.Random(7)
    jobs = []
    for si, sc in enumerate(C.SCENARIOS):
        for j in range(nper):
            seed = 1000 * si + j
            n = [3, 4, 5][j % 3]
            opts = OPTION_SETS[(j // 3 + si) % len(OPTION_SETS)]
            jobs.append(("deal", seed, [sc], n, opts))
    # sessions: a rare deal, then more; the pool taken by an ultimo is founded again (L85)
    for j in range(nper * 4):
        n = [3, 4][j % 2]
        scs = [rng.choice(["ultimo_ann", "ultimo_lost", "ultimo_ann", "all_pass", "false_ultimo",
                           "trull", "solo", "four_kings", "c33", "volat_ann"]) for _ in range(3)]
        jobs.append(("session", 50000 + j, scs, n, OPTION_SETS[j % len(OPTION_SETS)]))
    # five players, a fresh session (no start block)
    for j in range(nper):
        jobs.append(("fresh5", 70000 + j, [rng.choice(C.SCENARIOS)], 5, OPTION_SETS[j % len(OPTION_SETS)]))
    for kind, seed, scs, n, opts in jobs:
        pool_start = [0, 35, 120][seed % 3]
        if kind == "session":
            doc = C.build_session(seed, scs, n, opts, pool_start)
        elif kind == "fresh5":
            doc = C.build(seed, scs[0], n, opts, None, fresh=True)
        else:
            doc = C.build(seed, scs[0], n, opts, pool_start)
        if scs == ["c33"]:
            # the 33-point game: re-deal until the player has exactly 33 (or give up after 60)
            for t in range(60):
                res0 = O.check(doc)
                if res0[0]["info"].get("points") == 33:
                    break
                doc = C.build(seed + 100000 * (t + 1), "c33", n, opts, pool_start)
        res = C.add_payments(doc)
        v = validate(doc)
        cnt["records"] += 1
        cnt["deals"] += len(doc["deals"])
        for d in doc["deals"]:
            events += len(d["events"])
            cnt["payment_events"] += sum(e["type"] == "payment" for e in d["events"])
        for f in features(doc, res):
            feat[f] += 1
        dd = positive(doc, res, v)
        for cls, det in dd:
            dis[cls] += 1
            if cls not in dis_ex:
                dis_ex[cls] = (seed, kind, scs, n, opts, det)
                fn = os.path.join(repro_dir, "pos_%s.json" % cls.replace(":", "_").replace("+", "_").replace(",", "_")[:80])
                with open(fn, "w") as fh:
                    json.dump({"note": "positive disagreement %s; seed %s %s %s n=%d options %s; detail %s"
                               % (cls, seed, kind, scs, n, opts, json.dumps(det, default=str)),
                               "transcript": doc}, fh, ensure_ascii=False, indent=1)
        if dd:
            cnt["records_disagreeing"] += 1
            continue
        cnt["records_agreeing"] += 1
        # ---- mutations of the rare payments
        for k, d in enumerate(doc["deals"]):
            pays = [i for i, e in enumerate(d["events"]) if e["type"] == "payment" and e.get("reason") in RARE]
            # rare reasons first
            pays.sort(key=lambda i: (d["events"][i]["reason"] in ("pool_share", "game", "pool_stake"), rng.random()))
            for i in pays[:mper]:
                for mk in ("amount", "double", "payer", "payee", "swap", "missing", "extra"):
                    m = mutate(doc, k, i, mk, rng, n)
                    mv = validate(m)
                    r = negative_check(doc, k, i, mk, m, mv, set(res[k]["illegal"]))
                    reason = d["events"][i]["reason"]
                    neg["mutations"] += 1
                    neg[(r, mk)] += 1
                    neg["reason:" + reason] += 1
                    if r != "ok":
                        c2 = "%s:%s:%s" % (r, mk, reason)
                        neg["dis:" + c2] += 1
                        if c2 not in neg_ex:
                            anns = [(a["code"], a["event"]) for a in mv["deals"][k]["annotations"]] if mv["status"] != "rejected" else mv.get("problems")
                            neg_ex[c2] = (seed, kind, scs, n, opts, k, i, anns)
                            fn = os.path.join(repro_dir, "neg_%s.json" % c2.replace(":", "_").replace(",", "_")[:80])
                            with open(fn, "w") as fh:
                                json.dump({"note": "mutation %s of payment event %d (deal %d, reason %s) not reported as expected: %s; engine annotations %s; original payment %s"
                                           % (mk, i, k, reason, r, json.dumps(anns, default=str), json.dumps(d["events"][i])),
                                           "transcript": m}, fh, ensure_ascii=False, indent=1)
        # ---- mutations of the contra chain (§17: contra 2 by a helper, recontra 4 by the player,
        # supracontra 8 by a helper, nothing above; all before the first card)
        for k, d in enumerate(doc["deals"]):
            dbl = [i for i, e in enumerate(d["events"]) if e["type"] == "double"]
            if not dbl:
                continue
            for mk in ("above_top", "wrong_side", "skip_level", "after_play"):
                m = copy.deepcopy(doc)
                ev = m["deals"][k]["events"]
                i = rng.choice(dbl)
                e = ev[i]
                if mk == "above_top":
                    last = max((j for j in dbl if ev[j]["target"] == e["target"]), key=lambda j: ev[j]["level"])
                    x = dict(ev[last]); x["level"] = ev[last]["level"] * 2
                    x["seat"] = [j for j in range(n) if j != ev[last]["seat"] and m["deals"][k]["hands"][j]][0] if ev[last]["level"] in (2, 8) else ev[last]["seat"]
                    ins = last + 1
                    ev.insert(ins, x)
                    target = ins
                elif mk == "wrong_side":
                    pl = res[k]["info"]["player"]
                    e["seat"] = pl if e["seat"] != pl else [h for h in res[k]["info"]["active"] if h != pl][0]
                    target = i
                elif mk == "skip_level":
                    e["level"] = e["level"] * 2
                    target = i
                else:
                    x = ev.pop(i)
                    fp = next(j for j, y in enumerate(ev) if y["type"] == "play")
                    ev.insert(fp + 1, x)
                    target = fp + 1
                mres = O.check(m)
                mv = validate(m)
                neg["double_mutations"] += 1
                if mv["status"] == "rejected":
                    r = "rejected"
                else:
                    eng = {a["event"] for a in mv["deals"][k]["annotations"] if a["code"] == "illegal_double" or (a["code"] == "out_of_turn" and a["event"] == target)}
                    orc = target in mres[k]["illegal"]
                    r = "ok" if (target in eng) == orc else ("engine_only" if target in eng else "oracle_only")
                neg[("double", r, mk)] += 1
                if r != "ok":
                    c2 = "double:%s:%s" % (r, mk)
                    if c2 not in neg_ex:
                        neg_ex[c2] = (seed, kind, scs, n, opts, k, target, mres[k]["illegal"].get(target))
                        with open(os.path.join(repro_dir, "neg_%s.json" % c2.replace(":", "_")), "w") as fh:
                            json.dump({"note": "contra-chain mutation %s at event %d: %s" % (mk, target, r), "transcript": m}, fh, ensure_ascii=False, indent=1)
    print("== counts")
    for k2, x in sorted(cnt.items()):
        print("  %-22s %d" % (k2, x))
    print("  %-22s %d" % ("events", events))
    print("== rare features seen (records)")
    for k2, x in sorted(feat.items()):
        print("  %-28s %d" % (k2, x))
    print("== positive disagreements by class")
    for k2, x in sorted(dis.items()):
        print("  %-50s %d   e.g. %s" % (k2, x, json.dumps(dis_ex[k2][:5], default=str)))
        print("      detail %s" % json.dumps(dis_ex[k2][5], default=str)[:900])
    print("== negative (mutations)")
    for k2, x in sorted(neg.items(), key=str):
        print("  %-50s %d" % (k2, x))
    for k2, ex in neg_ex.items():
        print("  example %s: %s" % (k2, json.dumps(ex, default=str)[:700]))


if __name__ == "__main__":
    main()
