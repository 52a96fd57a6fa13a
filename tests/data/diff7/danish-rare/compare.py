"""Driver: construct rare-outcome records, compare the engine with the oracle, mutate rare payments.

usage: compare.py N_RECORDS SEED   (output: counts and disagreement classes; repros/ written)
"""
import copy
import json
import os
import random
import sys
import time
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from construct import build_record, write_payments          # noqa: E402
from oracle import oracle, net, active_seats                 # noqa: E402
from validator.engine.validate import validate               # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = ["tout", "nolo", "pagat_ultimo", "king_ultimo", "pagat_pz", "king_pz", "decl", "demand"]
RARE = {"tout", "nolo", "pagat_ultimo", "king_ultimo", "pagat_przydupek", "king_przydupek", "last_trick",
        "refill", "penalty", "declaration", "card_points"}
PAYCODES = {"wrong_payment", "missing_payment", "unexpected_payment"}


def signature(doc, res):
    o = res[-1]["outcome"]
    d = doc["deals"][-1]
    calls = tuple(sorted({e["call"] for e in d["events"] if e["type"] == "call"}))
    faults = tuple(sorted({f for _, f in res[-1]["faults"]}))
    return ("tout" if o.get("tout") is not None else "-", "nolo" if o.get("nolo") is not None else "-",
            o.get("ultimo") or "-", "Ppz%d" % len(o.get("pagat_pz", [])), "Kpz%d" % len(o.get("king_pz", [])),
            "n%d" % len(doc["players"]), calls, faults)


def main():
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 7000
    rng = random.Random(seed)
    quota = Counter()
    stats = Counter()
    outc = Counter()
    dis = defaultdict(list)
    mut = Counter()
    mut_miss = defaultdict(list)
    t0 = time.time()
    tries = 0
    while stats["records"] < N and tries < N * 30:
        tries += 1
        target = TARGETS[tries % len(TARGETS)]
        classes = {}
        if rng.random() < 0.5:
            classes["false_redeal_penalty"] = rng.choice(["superficial", "small", "large", "irreparable"])
        r = build_record(rng, target, classes.get("false_redeal_penalty", "large"))
        if r is None:
            continue
        doc, info = r
        if classes:
            doc["rules"] = {"false_redeal_penalty": classes["false_redeal_penalty"]}
        res = write_payments(doc, classes)
        sig = signature(doc, res)
        if quota[sig] >= 12:
            continue
        quota[sig] += 1
        stats["records"] += 1
        stats["deals"] += len(doc["deals"])
        outc[sig[:6]] += 1
        for c in sig[6]:
            outc["call:" + c] += 1
        for c in sig[7]:
            outc["fault:" + c] += 1
        if any(e.get("named") for d in doc["deals"] for e in d["events"] if e["type"] == "play"):
            outc["joker_led_named"] += 1
        for it in (it for d in doc["deals"] for e in d["events"] if e["type"] == "declare" for it in e["items"]):
            outc["decl:%s/%s" % (it["kind"], it.get("form", ""))] += 1
        if "redeal" in info:
            outc["redeal_" + info["redeal"]] += 1
        v = validate(doc)
        # 1. faults / status
        exp_codes = set()
        for di, rr in enumerate(res):
            for ei, code in rr["faults"]:
                exp_codes.add((di, ei, code))
        eng = set()
        for di, dv in enumerate(v.get("deals", [])):
            for a in dv["annotations"]:
                if a.get("severity") == "violation":
                    eng.add((di, a["event"], a["code"]))
        stats["events"] += sum(len(d["events"]) for d in doc["deals"])
        if v["status"] == "rejected":
            dis["rejected:" + ";".join(p.get("message", "")[:60] for p in v.get("problems", [])[:2])].append(doc)
            continue
        for x in exp_codes - eng:
            dis["engine_missed:" + x[2]].append(doc)
        for x in eng - exp_codes:
            dis["engine_only:" + x[2]].append(doc)
        # 2. settlement and last-trick computations
        for di, (dv, rr) in enumerate(zip(v["deals"], res)):
            stats["payments"] += len(rr["payments"])
            exp = {k: x for k, x in dv["settlement"]["expected"].items() if x}
            mine = net(rr["payments"])
            if exp != mine:
                diff = {k: mine.get(k, 0) - exp.get(k, 0) for k in set(exp) | set(mine) if mine.get(k, 0) != exp.get(k, 0)}
                dis["settlement:%s" % (signature(doc, res)[:5],)].append((doc, diff))
            lt = dv["computed"].get("last_trick")
            o = rr["outcome"]
            if lt and "tout" in o:
                stats["last_trick_compared"] += 1
                if (lt.get("tout"), lt.get("nolo"), sorted(lt.get("pagat_przydupek") or []), sorted(lt.get("king_przydupek") or [])) != \
                        (o["tout"], o["nolo"], sorted(o["pagat_pz"]), sorted(o["king_pz"])):
                    dis["last_trick_outcome"].append((doc, lt, o))
        # 3. mutations of rare payments (last deal)
        di = len(doc["deals"]) - 1
        evs = doc["deals"][di]["events"]
        pidx = [i for i, e in enumerate(evs) if e["type"] == "payment" and e.get("reason") in RARE
                and e.get("reason") not in ("foundation",)]
        rng.shuffle(pidx)
        act = active_seats(len(doc["players"]), doc["deals"][di]["dealer"])
        parties = act + ["pagat_pool", "king_pool"]
        for i in pidx[:4]:
            kind = rng.choice(["amount", "payer", "payee", "missing", "extra"])
            m = copy.deepcopy(doc)
            e = m["deals"][di]["events"][i]
            reason = e.get("reason")
            if kind == "amount":
                e["amount"] = rng.choice([e["amount"] + 5, e["amount"] + 20, e["amount"] * 2,
                                          max(5, e["amount"] - 5) if e["amount"] > 5 else e["amount"] + 10])
                if e["amount"] == evs[i]["amount"]:
                    e["amount"] += 5
            elif kind == "payer":
                e["from"] = rng.choice([p for p in parties if p not in (e["from"], e["to"])])
            elif kind == "payee":
                e["to"] = rng.choice([p for p in parties if p not in (e["from"], e["to"])])
            elif kind == "missing":
                del m["deals"][di]["events"][i]
            else:
                m["deals"][di]["events"].insert(i + 1, copy.deepcopy(e))
                i = i + 1
            mv = validate(m)
            mut["total"] += 1
            key = (reason, kind)
            anns = [a for a in mv["deals"][di]["annotations"]] if mv["status"] != "rejected" else []
            mev = m["deals"][di]["events"]
            same = {j for j, x in enumerate(mev) if x["type"] == "payment" and kind != "missing" and
                    (x["from"], x["to"], x["amount"]) == (mev[i]["from"], mev[i]["to"], mev[i]["amount"])}
            if kind == "missing":
                hit = any(a["code"] in PAYCODES for a in anns)
            else:
                # flagged at the mutated event, or at a payment identical to it (indistinguishable)
                hit = any(a["event"] in same and a["code"] in PAYCODES for a in anns)
            mut[key + ("flagged" if hit else "MISSED",)] += 1
            if not hit:
                mut_miss[key].append((m, i, [(a["event"], a["code"]) for a in anns]))
    # report
    print("records %d (tries %d), deals %d, events %d, oracle payments %d, last tricks compared %d, %.0fs" % (
        stats["records"], tries, stats["deals"], stats["events"], stats["payments"], stats["last_trick_compared"], time.time() - t0))
    print("\n== outcomes (tout, nolo, ultimo, pagat przydupek, king przydupek, players) ==")
    for k, x in sorted(outc.items(), key=str):
        print("  %-60s %d" % (k, x))
    print("\n== disagreements (positive records) ==")
    os.makedirs(os.path.join(HERE, "repros"), exist_ok=True)
    for k, lst in sorted(dis.items()):
        print("  %-70s %d" % (k, len(lst)))
        ex = lst[0]
        if isinstance(ex, tuple):
            print("     e.g. oracle-minus-engine:", ex[1:])
    print("\n== mutations: %d ==" % mut["total"])
    for k, x in sorted(((k, x) for k, x in mut.items() if k != "total"), key=str):
        print("  %-50s %d" % (k, x))
    for k, lst in sorted(mut_miss.items(), key=str):
        m, i, anns = lst[0]
        print("  MISSED %s: e.g. event %s, engine annotations %s" % (k, i, anns[:4]))
    json.dump({"dis": {k: (lst[0] if not isinstance(lst[0], tuple) else lst[0][0]) for k, lst in dis.items()},
               "mut_miss": {"%s/%s" % k: {"transcript": lst[0][0], "event": lst[0][1]} for k, lst in mut_miss.items()}},
              open(os.path.join(HERE, "last_examples.json"), "w"))


if __name__ == "__main__":
    main()
