"""Differential comparison, diff6 (hands given, record cut early).  Run:
PYTHONPATH=/work/wt-diff6-ulti /work/venv/bin/python tests/data/diff6/ulti/compare.py [N]"""
import copy, json, random, sys, collections, os
sys.path.insert(0, os.path.dirname(__file__))
from oracle import referee, legal_set
from replays.sim.ulti import simulate
from validator.engine.validate import validate

N = int(sys.argv[1]) if len(sys.argv) > 1 else 500
OPTS = [{}, {"point_table": "standard"}, {"point_table": "ultinet"},
        {"durchmarsch_points": 6}, {"durchmarsch_points": 7}, {"durchmarsch_points": "table"},
        {"open_durchmarsch_trump_points": 12}, {"open_durchmarsch_trump_points": "table"},
        {"preset": "ultinet"}, {"point_table": "ultinet", "durchmarsch_points": 6}]
stats = collections.Counter()
dis = collections.defaultdict(list)


def viol(v, di, ei):
    return sorted(a["code"] for a in v["deals"][di]["annotations"]
                  if a["severity"] == "violation" and a["event"] == ei)


def allviol(v):
    return sorted((a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]
                  if a["severity"] == "violation")


def note(kind, info):
    stats["dis:" + kind] += 1
    if len(dis[kind]) < 5:
        dis[kind].append(info)


for seed in range(N):
    opts = OPTS[seed % len(OPTS)]
    try:
        doc = simulate(seed, deals=1, **opts)
    except Exception as ex:          # an option the sim refuses
        stats["sim_error"] += 1
        continue
    rng = random.Random(seed)
    stats["sessions"] += 1
    dl = doc["deals"][0]
    # simulator check on the full record
    r = referee(doc)[0]
    if r["faults"]:
        note("sim_fault", (seed, opts, r["faults"]))
    plays = [i for i, e in enumerate(dl["events"]) if e["type"] == "play"]
    if len(plays) < 2:
        continue
    k = rng.randrange(0, len(plays) - 1)     # cut before the last play
    cut = copy.deepcopy(doc)
    cut["deals"][0]["events"] = dl["events"][: plays[k] + 1]
    rc = referee(cut)[0]
    stats["cut_plays"] += k + 1
    if rc["skip"]:
        stats["skip_" + rc["skip"]] += 1
        continue
    # positive: add the payments of the decided goals
    pos = copy.deepcopy(cut)
    pev = pos["deals"][0]["events"]
    for (f, t, g), a in sorted(rc["expected"].items()):
        pev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": g})
    stats["decided_payments"] += len(rc["expected"])
    stats["decided_goals"] += len(rc["decided"])
    v = validate(pos)
    av = allviol(v)
    stats["positive"] += 1
    if av:
        note("positive_flagged" + ("_withpay" if rc["expected"] else "") + ("_midtrick" if (k + 1) % 3 else "_boundary"),
             (seed, opts, k, av[:4], rc["expected"], v["deals"][0].get("settlement")))
    # negative 1: wrong amount on a decided payment
    if rc["expected"]:
        neg = copy.deepcopy(pos)
        nev = neg["deals"][0]["events"]
        j = len(cut["deals"][0]["events"]) + rng.randrange(len(rc["expected"]))
        nev[j]["amount"] += rng.choice([1, -1, nev[j]["amount"]]) or 1
        v = validate(neg)
        stats["neg_payment"] += 1
        got = viol(v, 0, j)
        if not any(c in ("wrong_payment", "unexpected_payment", "missing_payment") for c in got):
            note("neg_payment_missed_" + ("midtrick" if (k + 1) % 3 else "boundary"), (seed, opts, k, j, nev[j], allviol(v)[:4]))
    # D: which goals are decided at the cut, engine vs oracle
    vc = validate(cut)["deals"][0]
    comp = vc.get("computed") or {}
    eng_dec = {g["goal"]: g["won"] for g in comp.get("goals", [])} if "goals" in comp else None
    stats["D_cuts"] += 1
    if eng_dec is None:
        stats["D_engine_scores_nothing"] += 1
        if rc["decided"]:
            stats["D_oracle_has_decided_engine_none"] += 1
    else:
        stats["D_engine_scored"] += 1
        for g in set(eng_dec) - set(rc["decided"]) - {"ulti-penalty"}:
            stats["D_engine_only:" + g] += 1
            note("D_engine_decides_more", (seed, opts, "plays kept", k + 1, g, eng_dec[g], rc["decided"]))
        for g in rc["decided"]:
            if eng_dec.get(g, "absent") != rc["decided"][g]:
                note("D_value", (seed, opts, k + 1, g, eng_dec.get(g, "absent")))
    # P1: the simulator's own payments for goals the oracle says are decided must equal ours
    real = [e for e in dl["events"] if e["type"] == "payment"]
    for e in real:
        key = (e["from"], e["to"], e.get("reason"))
        if e.get("reason") in rc["decided"] or e.get("reason") == "ulti-penalty" and "ulti" in rc["decided"]:
            stats["P1_compared"] += 1
            if rc["expected"].get(key) != e["amount"]:
                note("P1_value", (seed, opts, k, e, rc["expected"]))
    # P2: the cut record plus the payments the real continuation produced: nothing may be wrong
    if real:
        p2 = copy.deepcopy(cut)
        p2["deals"][0]["events"] += copy.deepcopy(real)
        v = validate(p2)
        stats["P2"] += 1
        av = allviol(v)
        mid = (k + 1) % 3 != 0
        stats["P2_midtrick"] += mid
        if av:
            note("P2_flagged_" + ("midtrick" if mid else "boundary"),
                 (seed, opts, "cut after", k + 1, "plays", av[:3], v["deals"][0].get("settlement")))
    # negative 3: swap a kept card for another card of the same hand
    ev = cut["deals"][0]["events"]
    kept = [i for i, e in enumerate(ev) if e["type"] == "play"]
    i = rng.choice(kept)
    s, c = ev[i]["seat"], ev[i]["card"]
    # hand at that moment
    pre = copy.deepcopy(cut); pre["deals"][0]["events"] = ev[:i]
    hands = [list(h) for h in dl["hands"]]
    for e in ev[:i]:
        if e["type"] == "take": hands[e["seat"]] += e["cards"]
        elif e["type"] in ("discard",): [hands[e["seat"]].remove(x) for x in e["cards"] if x in hands[e["seat"]]]
        elif e["type"] == "play": hands[e["seat"]].remove(e["card"])
    others = [x for x in hands[s] if x != c]
    if not others:
        continue
    c2 = rng.choice(others)
    neg = copy.deepcopy(cut)
    nev = neg["deals"][0]["events"]
    nev[i]["card"] = c2
    for e in nev[i + 1:]:
        if e["type"] == "play" and e["card"] == c2:
            e["card"] = c
    ro = referee(neg)[0]
    v = validate(neg)
    stats["neg_swap"] += 1
    got = viol(v, 0, i)
    oracle_bad = i in ro["faults"]
    stats["neg_swap_oracle_bad"] += oracle_bad
    if oracle_bad != bool(got):
        note("swap_" + ("oracle_only" if oracle_bad else "engine_only"),
             (seed, opts, k, i, c, "->", c2, ro["faults"].get(i), got))

print(json.dumps(stats, indent=1, sort_keys=True))
for kk, vv in dis.items():
    print("==", kk)
    for x in vv:
        print("  ", x)
