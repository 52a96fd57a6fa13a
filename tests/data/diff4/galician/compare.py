"""Differential driver, audit 4 (Galician faults).  python compare.py positive N0 N1 | negative N0 N1
Engine and simulator used as black boxes only."""
import copy, json, random, sys, os
from collections import Counter, defaultdict
sys.path.insert(0, os.path.dirname(__file__))
import oracle
from replays.sim.galician_tarok import simulate, plant
from validator.engine.validate import validate

FOCUS = {
    "renonce_premiums": ["not_counted", "all_paid"],
    "renonce_silent_premiums": ["not_counted", "counted"],
    "renonce_pool": ["with_ultimo", "paid", "untouched"],
    "helper_renonce_pays": ["side", "offender"],
    "consolation": ["as_lost_game", "single"],
    "tarocks_paid": ["always", "if_game_won"],
    "contra_symmetric": [False, True],
    "take_back": ["mistaken_follow", "until_covered", "never"],
}


def options_for(seed):
    r = random.Random(seed * 7919)
    o = {k: v[seed % len(v)] if r.random() < 0.5 else r.choice(v) for k, v in FOCUS.items()}
    if r.random() < 0.3:
        o["contra_on_pool"] = r.choice([False, True])
    if r.random() < 0.2:
        o["pool"] = False
    return o


def save(doc, kind, seed, di, idxs):
    d = os.environ.get("REPRO_DIR")
    if d:
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "%s_s%d_d%d_e%d.json" % (kind, seed, di, idxs[0])), "w") as f:
            json.dump({"seed": seed, "deal": di, "events": idxs, "kind": kind, "doc": doc}, f, ensure_ascii=False)


def close(a, b, tol=0.051):
    keys = set(a) | set(b)
    return all(abs(a.get(k, 0) - b.get(k, 0)) <= tol for k in keys)


def eng_net(vd):
    ex = (vd.get("settlement") or {}).get("expected")
    if ex is None:
        net = {}
        for p in (vd.get("computed") or {}).get("payments", []):
            net[str(p["from"])] = net.get(str(p["from"]), 0) - p["amount"]
            net[str(p["to"])] = net.get(str(p["to"]), 0) + p["amount"]
        return net
    return {str(k): v for k, v in ex.items()}


def rewrite_scores(doc, res):
    """replace each deal's recorded money by the oracle's net (as score events)"""
    for d, r in zip(doc["deals"], res):
        ev = [e for e in d["events"] if e["type"] not in ("score", "payment", "total")]
        for k, v in sorted(r["net"].items()):
            if abs(v) > 1e-9:
                ev.append({"type": "score", "party": int(k) if k.isdigit() else k, "points": round(v, 2)})
        d["events"] = ev


def positive(a, b):
    stats = Counter()
    bad = []
    for seed in range(a, b):
        opts = options_for(seed)
        doc = simulate(seed, **opts)
        doc["rules"] = dict(opts)
        stats["players%d" % len(doc["players"])] += 1
        res = oracle.check(doc)
        v = validate(doc)
        stats["sessions"] += 1
        if v["status"] != "clean":
            stats["engine_not_clean"] += 1
        for di, (r, vd) in enumerate(zip(res, v["deals"])):
            stats["deals"] += 1
            stats["plays"] += sum(1 for e in doc["deals"][di]["events"] if e["type"] == "play")
            if r["info"].get("take_backs"):
                stats["take_backs"] += len(r["info"]["take_backs"])
            if r["info"].get("ultimo_announced"):
                stats["ultimo_announced_deals"] += 1
            if r["illegal"]:
                stats["oracle_illegal_deals"] += 1
                bad.append(("illegal", seed, di, r["illegal"]))
            if r["recorded"] is not None:
                stats["money_compared"] += 1
                if not close(r["net"], r["recorded"]):
                    stats["money_vs_record_diff"] += 1
                    bad.append(("record", seed, di, r["net"], r["recorded"]))
            if not close(r["net"], eng_net(vd)):
                stats["money_vs_engine_diff"] += 1
                bad.append(("engine", seed, di, r["net"], eng_net(vd)))
    return stats, bad


def annotations_at(vd, idxs):
    return [(a["event"], a["code"], a["severity"]) for a in vd["annotations"] if a["event"] in idxs]


def order_ok(doc, di):
    """the plays (no take-back) keep the turn order: forehand leads, each trick's winner leads next"""
    ev = doc["deals"][di]["events"]
    plays = [(e["seat"], oracle.norm(e["card"])) for e in ev if e["type"] == "play"]
    active, _, _ = oracle.seats_of(doc, doc["deals"][di])
    leader = active[0]
    for k in range(0, len(plays), 3):
        tr = plays[k:k + 3]
        i0 = active.index(leader)
        if [s for s, _ in tr] != [active[(i0 + j) % 3] for j in range(len(tr))]:
            return False
        if len(tr) == 3:
            leader = oracle.trick_winner(tr)
    return True


def judge(doc, di, idxs, stats, bad, kind, seed, check_money=True):
    """compare oracle and engine at the mutated events idxs of deal di, then the settlement
    after rewriting the scores to the oracle's"""
    res = oracle.check(doc)
    r = res[di]
    o_ill = {i: r["illegal"][i] for i in idxs if i in r["illegal"]}
    v = validate(doc)
    if v["status"] == "rejected":
        stats[kind + ":engine_rejected"] += 1
        return
    vd = v["deals"][di]
    e_ann = [x for x in annotations_at(vd, idxs) if x[2] == "violation"]
    stats[kind + ":compared"] += 1
    agree = bool(o_ill) == bool(e_ann)
    if agree:
        stats[kind + ":agree_" + ("illegal" if o_ill else "legal")] += 1
        if o_ill:
            stats[kind + ":codes:" + ",".join(sorted(set(c for _, c, _ in e_ann)))] += 1
    else:
        stats[kind + ":DISAGREE"] += 1
        allann = sorted(set(c for _, c, _ in annotations_at(vd, idxs)))
        sub = "oracle_illegal" if o_ill else "engine_illegal"
        stats[kind + ":DISAGREE:%s:order_ok=%s:engine_codes=%s" % (sub, order_ok(doc, di), ",".join(allann))] += 1
        bad.append((kind, seed, di, idxs, o_ill, e_ann))
        save(doc, kind, seed, di, idxs)
    if check_money and not order_ok(doc, di) and not kind.startswith("takeback"):
        stats[kind + ":money_skipped_order_broken"] += 1
        check_money = False
    if check_money and agree:
        m = copy.deepcopy(doc)
        rewrite_scores(m, res)
        v2 = validate(m)
        vd2 = v2["deals"][di]
        wrong = [a for a in vd2["annotations"] if a["code"] in ("wrong_score", "wrong_payment", "missing_payment", "unexpected_payment")]
        stats[kind + ":money_compared"] += 1
        if wrong or not close(r["net"], eng_net(vd2)):
            stats[kind + ":MONEY_DISAGREE"] += 1
            save(m, kind + "_money", seed, di, idxs)
            bad.append((kind + ":money", seed, di, r["info"].get("forfeit"), r["info"].get("helper_forfeit"), r["net"], eng_net(vd2)))


def mutations(doc, seed, stats, bad, rnd):
    for di, d in enumerate(doc["deals"]):
        ev = d["events"]
        pis = [i for i, e in enumerate(ev) if e["type"] == "play"]
        if len(pis) != 36:
            continue
        # (1) swap two cards of one seat between two tricks (revoke aimed)
        for _ in range(3):
            i, j = sorted(rnd.sample(pis, 2))
            if ev[i]["seat"] != ev[j]["seat"]:
                cand = [k for k in pis if k > i and ev[k]["seat"] == ev[i]["seat"] and (k - pis[0]) // 3 != (i - pis[0]) // 3]
                if not cand:
                    continue
                j = rnd.choice(cand)
            m = copy.deepcopy(doc)
            e2 = m["deals"][di]["events"]
            e2[i]["card"], e2[j]["card"] = e2[j]["card"], e2[i]["card"]
            judge(m, di, [i], stats, bad, "swap", seed)
        # (1b) the same, keeping the turn order intact (so the money after the revoke is comparable)
        kept = 0
        for _ in range(40):
            if kept >= 3:
                break
            i, j = sorted(rnd.sample(pis, 2))
            if ev[i]["seat"] != ev[j]["seat"] or (i - pis[0]) // 3 == (j - pis[0]) // 3:
                continue
            m = copy.deepcopy(doc)
            e2 = m["deals"][di]["events"]
            e2[i]["card"], e2[j]["card"] = e2[j]["card"], e2[i]["card"]
            if not order_ok(m, di):
                continue
            kept += 1
            judge(m, di, [i], stats, bad, "swap_order_kept", seed)
        # (2) take-back: insert before a play the card the seat plays later, at position 0 or 1
        for _ in range(2):
            cand = [k for k in pis if (pis.index(k) % 3) in (0, 1)]
            i = rnd.choice(cand)
            s = ev[i]["seat"]
            later = [ev[k]["card"] for k in pis if k > i and ev[k]["seat"] == s]
            if not later:
                continue
            m = copy.deepcopy(doc)
            e2 = m["deals"][di]["events"]
            e2.insert(i, {"type": "play", "seat": s, "card": rnd.choice(later)})
            judge(m, di, [i, i + 1], stats, bad, "takeback_p%d" % (pis.index(i) % 3), seed)
        # (3) pagat moved earlier under an announced ultimo (player's T1 swapped with an earlier card)
        r = oracle.check(doc)[di]
        if r["info"].get("ultimo_announced"):
            p = r["info"]["player"]
            t1 = [k for k in pis if ev[k]["seat"] == p and oracle.norm(ev[k]["card"]) == "T1"]
            if t1:
                cand = [k for k in pis if k < t1[0] and ev[k]["seat"] == p]
                for k in cand[-3:]:
                    m = copy.deepcopy(doc)
                    e2 = m["deals"][di]["events"]
                    e2[k]["card"], e2[t1[0]]["card"] = e2[t1[0]]["card"], e2[k]["card"]
                    judge(m, di, [k], stats, bad, "pagat_early", seed)


def negative(a, b):
    stats = Counter()
    bad = []
    for seed in range(a, b):
        rnd = random.Random(seed)
        opts = options_for(seed)
        doc = simulate(seed, **opts)
        doc["rules"] = dict(opts)
        stats["sessions"] += 1
        mutations(doc, seed, stats, bad, rnd)
        # planted faults from the simulator (renonce by player or helper; pagat released)
        for fault in ("revoke", "pagat_released", "wrong_tarock_count", "illegal_discard", "concealed_discard"):
            pl = plant(seed, fault)
            if not pl:
                continue
            pdoc, exp = pl
            pdoc["rules"] = dict(opts)
            stats["planted:" + fault] += 1
            r = oracle.check(pdoc)[exp["deal"]]
            if exp["event"] not in r["illegal"]:
                bad.append(("planted_oracle_legal", fault, seed, exp, r["illegal"]))
                stats["planted:oracle_says_legal:" + fault] += 1
            judge(pdoc, exp["deal"], [exp["event"]], stats, bad, "planted_" + fault, seed)
    return stats, bad


if __name__ == "__main__":
    mode, a, b = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    stats, bad = (positive if mode == "positive" else negative)(a, b)
    for k in sorted(stats):
        print(k, stats[k])
    print("---- disagreements", len(bad))
    for x in bad[:60]:
        print(json.dumps(x, default=str)[:600])
