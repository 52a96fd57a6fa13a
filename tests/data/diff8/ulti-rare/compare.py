"""Differential driver: rare Ulti contracts, oracle vs engine, then payment mutations.

usage: PYTHONPATH=<worktree> python compare.py SEED0 N [--repros]
"""
from __future__ import annotations
import copy, json, os, random, sys, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle, build
from validator.engine.validate import validate

DISCARD_PAIR = os.environ.get("DISCARD_PAIR", "0") == "1"   # probe: the declarer lays away his 100-pair's queen
HERE = os.path.dirname(os.path.abspath(__file__))
T = True
# (goals, red, trumps-field or None, kind)
CONTRACTS = []
for red in (False, True):
    for g in (["ulti"], ["ulti", "40-100"], ["ulti", "20-100"], ["ulti", "durchmarsch"],
              ["ulti", "open-durchmarsch"], ["ulti", "40-100", "durchmarsch"],
              ["ulti", "20-100", "durchmarsch"], ["ulti", "40-100", "open-durchmarsch"],
              ["ulti", "20-100", "open-durchmarsch"], ["40-100"], ["20-100"],
              ["40-100", "durchmarsch"], ["20-100", "durchmarsch"], ["40-100", "open-durchmarsch"],
              ["20-100", "open-durchmarsch"], ["durchmarsch"], ["open-durchmarsch"],
              ["four-aces"], ["party", "four-aces"], ["four-tens"], ["party", "four-tens"],
              ["ulti", "party", "four-aces"], ["ulti", "40-100", "four-aces"], ["ulti", "40-100", "four-tens"],
              ["20-100", "four-aces"], ["40-100", "four-tens"], ["ulti", "20-100", "four-aces"], ["party"], ["party"], ["party"]):
        tr = T if set(g) <= {"durchmarsch", "open-durchmarsch"} else None
        CONTRACTS.append((g, red, tr))
for g, red, tr in 4 * ((["betli"], False, None), (["betli"], True, None), (["rebetli"], False, None),
                   (["open-betli"], False, None), (["redurchmarsch"], False, None),
                   (["durchmarsch"], False, False), (["open-durchmarsch"], False, False),
                   (["durchmarsch"], False, None), (["open-durchmarsch"], False, None)):
    CONTRACTS.append((g, red, tr))

OPTVALS = {"durchmarsch_points": ["table", 6, 7], "open_durchmarsch_trump_points": ["table", 12],
           "fold": ["optional", "compulsory"], "max_contra_level": [2, 4, 8, 16, 32, 64],
           "four_aces": [False, True], "four_tens": [False, True], "silent_four_aces": [False, True],
           "trump_durchmarsch_alone": [False, True], "silent_bonuses_in_durchmarsch": [False, True],
           "silent_durchmarsch_with_aces_tens": [False, True],
           "silent_durchmarsch_scoring": ["separate", "replaces_party"], "silent_bonus_contra": [False, True]}


def rules_for(rng, goals):
    r = {"preset": rng.choice(["standard", "ultinet"])}
    for k, vals in OPTVALS.items():
        if rng.random() < 0.3:
            r[k] = rng.choice(vals)
    if "four-aces" in goals:
        r["four_aces"] = True
    if "four-tens" in goals:
        r["four_tens"] = True
    if r.get("silent_four_aces"):
        r["four_aces"] = True
    return r


def gen(seed):
    rng = random.Random(seed)
    for _ in range(50):
        goals, red, trf = rng.choice(CONTRACTS)
        rules = rules_for(rng, goals)
        bid = {"goals": list(goals), "red": red}
        if trf is not None:
            bid["trumps"] = trf
        elif set(goals) <= {"durchmarsch", "open-durchmarsch"} and red:
            bid["trumps"] = True
        o = oracle.options({"rules": rules})
        if oracle.combine_error(oracle.canon_bid(bid), o) is None:
            break
    else:
        raise RuntimeError("no contract")
    doc = construct(rng, rules, bid)
    return doc


def construct(rng, rules, bid):
    goals = set(bid["goals"])
    norm0 = oracle.normalise(bid["goals"])[0]
    red = bid["red"]
    o = oracle.options({"rules": rules})
    tg = oracle.is_trump_game(oracle.canon_bid(bid), None) or bool(bid.get("trumps"))
    if set(goals) <= {"durchmarsch", "open-durchmarsch"} and not red and bid.get("trumps") is None:
        tg = False
    trump = "H" if red and tg else (rng.choice("DSC") if tg else None)
    betli = bool(goals & {"betli", "rebetli", "open-betli"})
    dealer = rng.randrange(3)
    F = (dealer + 1) % 3
    flowB = "party" not in goals or len(goals) > 1
    flowB = flowB and rng.random() < 0.3
    D = (F + 1) % 3 if flowB else F
    mode = "low" if betli else rng.choice(["strong", "strong", "strong", "mid"])
    need = []
    if tg:
        if "ulti" in goals and rng.random() < 0.9:
            need.append("7" + trump)
        if "40-100" in goals and rng.random() < 0.85:
            need += ["K" + trump, "Q" + trump]
        if "20-100" in goals and rng.random() < 0.85:
            x = rng.choice([s for s in "HDSC" if s != trump])
            need += ["K" + x, "Q" + x]
    n = 10 if flowB else 12
    if rng.random() < 0.5 and goals & {"durchmarsch", "open-durchmarsch", "redurchmarsch"}:
        mode = "strong"
        if tg:
            k = rng.choice([8, 8, 7, 6])
            sure = [r + trump for r in build.TR[:k]]
        else:
            x = rng.choice("HDSC")
            sure = [r + x for r in build.TR]
        if "ulti" in goals and "7" + trump not in sure:
            sure.append("7" + trump)
        for x in "HDSC":
            if "A" + x not in sure:
                sure.append("A" + x)
        need = list(dict.fromkeys(need + sure))[:10]
    elif betli and rng.random() < 0.5:
        need = [r + x for r in ("7", "8", "9") for x in "HDSC"][:10]
    n = max(n, len(need))
    dh = build.make_hand(rng, n, trump, mode, need)
    rest = [c for c in build.DECK if c not in dh]
    rng.shuffle(rest)
    hands = [None, None, None]
    hands[D] = dh
    others = [s for s in range(3) if s != D]
    if flowB:
        hands[F] = rest[:12]
        hands[(F + 2) % 3] = rest[12:22]
    else:
        hands[others[0]] = rest[:10]
        hands[others[1]] = rest[10:20]
    dealt = [list(h) for h in hands]
    ev = []
    if flowB:
        fd = rng.sample(hands[F], 2)
        ev.append({"type": "discard", "seat": F, "cards": fd})
        ev.append({"type": "bid", "seat": F, "bid": {"goals": ["party"], "red": False}})
        for c in fd:
            hands[F].remove(c)
        ev.append({"type": "take", "seat": D, "cards": fd})
        hands[D] += fd
    keep = set(need)
    disc = build.choose_discard(hands[D], trump, mode, keep)
    if DISCARD_PAIR and tg and norm0 & {"40-100", "20-100"}:
        pr = [x for x in "HDSC" if "K" + x in hands[D] and "Q" + x in hands[D] and
              (x == trump) == ("40-100" in norm0)]
        if pr:
            disc = ["Q" + pr[0], [c for c in disc if c != "Q" + pr[0]][0]]
    for c in disc:
        hands[D].remove(c)
    ev.append({"type": "discard", "seat": D, "cards": disc})
    ev.append({"type": "bid", "seat": D, "bid": bid})
    for k in (1, 2, 3):
        ev.append({"type": "bid", "seat": (D + k) % 3, "bid": "pass"})
    if tg:
        ev.append({"type": "announce", "seat": D, "items": [{"kind": "trump", "suit": trump}]})
    elif goals <= {"durchmarsch", "open-durchmarsch"} and rng.random() < 0.5:
        ev.append({"type": "announce", "seat": D, "items": [{"kind": "no-trump"}]})
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": rules,
           "players": ["Anna", "Béla", "Csilla"], "deals": [{"dealer": dealer, "hands": dealt, "events": ev}]}
    if goals == {"party"} and not red and (o["fold"] == "compulsory" or rng.random() < 0.6):
        ev.append({"type": "call", "seat": D, "call": "fold"})
        return doc
    plays = build.play_deal(rng, [list(h) for h in hands], D, trump, goals, betli, noise=rng.choice([0, 0.1, 0.3]))
    # marriages (L73): trump game, no 100 / all-win goal
    norm, _ = oracle.normalise(bid["goals"])
    marr = {}
    if tg and not (norm & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"}):
        for s in range(3):
            items = []
            for x in "HDSC":
                if "K" + x in hands[s] and "Q" + x in hands[s]:
                    items.append({"kind": "marriage", "points": 40 if x == trump else 20})
            if items and rng.random() < 0.9:
                marr[s] = items
    # contra chain (L78)
    dbl_first = collections.defaultdict(list)   # seat -> double events before its first play
    dbl_after = []
    maxl = o["max_contra_level"]
    if rng.random() < 0.6:
        targets = rng.sample(sorted(norm), min(len(norm), rng.choice([1, 1, 2])))
        for g in targets:
            tgt = "betli" if g == "rebetli" and "betli" in bid["goals"] else g
            ds = rng.choice([[others[0]], [others[1]], others]) if tg else rng.choice([[others[0]], [others[1]], [others[0]], others])
            for d in ds:
                dbl_first[d].append({"type": "double", "seat": d, "target": tgt, "level": 2})
            top = rng.choice([2, 4, 8, 16, 32, 64, 64])
            lv = 4
            while lv <= min(top, maxl):
                s = D if lv in (4, 16, 64) else ds[0]
                dbl_after.append({"type": "double", "seat": s, "target": tgt, "level": lv})
                lv *= 2
    seen = set()
    for k, (s, c) in enumerate(plays):
        if k == 3:
            ev.extend(dbl_after)
        if s not in seen:
            seen.add(s)
            if s in marr:
                ev.append({"type": "declare", "seat": s, "items": marr[s]})
            ev.extend(dbl_first.get(s, []))
        ev.append({"type": "play", "seat": s, "card": c})
    return doc


def with_payments(doc, pays):
    d = copy.deepcopy(doc)
    for f, t, a, r in pays:
        if a:
            d["deals"][0]["events"].append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    return d


def agg(pays):
    m = collections.Counter()
    for f, t, a, r in pays:
        m[(f, t, r)] += a
    return {k: v for k, v in m.items() if v}


REASON_ALIAS = {"rebetli": "betli"}


def eng_pays(vd):
    c = vd.get("computed") or {}
    return [(p["from"], p["to"], p["amount"], p.get("reason")) for p in c.get("payments", [])]


def signature(doc, r, diffs):
    bid = r["contract"]
    o = oracle.options(doc)
    keys = sorted({k[2] for k in diffs})
    return "%s|red=%s|%s|%s" % ("+".join(sorted(bid["goals"])), bid.get("red"), o["point_table"], ",".join(map(str, keys)))


def run(seed0, n, write_repros=False, nmut=3):
    cnt = collections.Counter()
    classes = collections.OrderedDict()
    outcomes = collections.Counter()
    mut = collections.Counter()
    mut_miss = collections.OrderedDict()
    for seed in range(seed0, seed0 + n):
        doc = gen(seed)
        res = oracle.check(doc)[0]
        cnt["records"] += 1
        pays = res["payments"]
        full = with_payments(doc, pays)
        v = validate(full)
        vd = v["deals"][0] if v.get("deals") else {}
        anns = [a for a in vd.get("annotations", []) if a.get("severity") == "violation"]
        bid = res["contract"]
        for g, ok in (res.get("computed") or {}).get("achieved", {}).items():
            if g in oracle.normalise(oracle.canon_bid(bid)["goals"])[0]:
                outcomes[(g, bool(bid.get("red")), ok)] += 1
        if res.get("computed") is None and not res["issues"]:
            outcomes[("fold", False, True)] += 1
        cnt["events_compared"] += len(full["deals"][0]["events"])
        cnt["payments_compared"] += len(pays)
        if res["issues"]:
            cnt["oracle_issue"] += 1
            key = "oracle-issue:" + ",".join(sorted({i[1] for i in res["issues"]}))
            add(classes, key, seed, full, "oracle flags %s; engine status %s" % (res["issues"][:2], v["status"]))
            continue
        if v["status"] != "clean":
            codes = sorted({a["code"] for a in anns} | {p.get("code", "?") for p in (v.get("problems") or [])})
            cnt["engine_not_clean"] += 1
            add(classes, "engine-flags:" + ",".join(codes) + "|" + "+".join(sorted(bid["goals"])) + "|red=%s" % bid.get("red"),
                seed, full, [(a["event"], a["code"], a.get("message")) for a in anns][:3] or v.get("problems"))
            continue
        ea, oa = agg([(f, t, a, REASON_ALIAS.get(r, r)) for f, t, a, r in eng_pays(vd)]), agg([(f, t, a, REASON_ALIAS.get(r, r)) for f, t, a, r in pays])
        exp = vd.get("settlement", {}).get("expected", {})
        enet = [exp.get(str(s), 0) for s in range(3)]
        if enet != res["net"] or ea != oa:
            diffs = {k for k in set(ea) | set(oa) if ea.get(k) != oa.get(k)}
            cnt["settlement_disagree"] += 1
            add(classes, "payments:" + signature(doc, res, diffs), seed, full,
                {"oracle": sorted((k, v) for k, v in oa.items() if k in diffs),
                 "engine": sorted((k, v) for k, v in ea.items() if k in diffs),
                 "oracle_net": res["net"], "engine_net": enet, "rules": doc["rules"]})
            continue
        cnt["agree"] += 1
        for r_, _, a_, why in pays:
            mut["paid:" + why] += 1
        for tg_, lst in (res.get("levels") or {}).items():
            mut["top_contra_level:%d" % max(l for _, l in lst)] += 1
        structural(seed, full, res, mut, mut_miss)
        # ---- mutations of the rare payments
        rng = random.Random(seed * 7 + 1)
        ev = full["deals"][0]["events"]
        pidx = [j for j, e in enumerate(ev) if e["type"] == "payment"]
        if not pidx:
            continue
        for _ in range(nmut):
            kind = rng.choice(["amount", "swap", "payee", "missing", "extra"])
            j = rng.choice(pidx)
            m = copy.deepcopy(full)
            me = m["deals"][0]["events"]
            e = me[j]
            at = j
            if kind == "amount":
                e["amount"] += rng.choice([1, -1, e["amount"]]) if e["amount"] > 1 else 1
            elif kind == "swap":
                e["from"], e["to"] = e["to"], e["from"]
            elif kind == "payee":
                e["to"] = [s for s in range(3) if s not in (e["from"], e["to"])][0]
            elif kind == "missing":
                del me[j]
                at = None
            else:
                x = dict(e)
                x["amount"] = rng.choice([1, 2, 4, e["amount"]])
                me.insert(j + 1, x)
                at = j + 1
            mv = validate(m)
            md = mv["deals"][0] if mv.get("deals") else {}
            codes = [(a["event"], a["code"]) for a in md.get("annotations", []) if a["code"] in
                     ("wrong_payment", "missing_payment", "unexpected_payment")]
            mut["total"] += 1
            mut[kind] += 1
            ok = bool(codes) and (at is None or any(ev_ == at for ev_, _ in codes) or
                                  (kind == "extra" and any(ev_ in (j, j + 1) for ev_, _ in codes)) or
                                  any(ev_ is not None and me[ev_].get("type") == "payment" and
                                      {k2: me[ev_][k2] for k2 in ("from", "to", "amount", "reason")} ==
                                      {k2: e[k2] for k2 in ("from", "to", "amount", "reason")} for ev_, _ in codes
                                      if kind in ("payee", "swap", "amount")))
            if ok:
                mut["detected_at_event"] += 1
            else:
                key = "mutation-missed:%s|%s" % (kind, e.get("reason"))
                mut["missed"] += 1
                add(mut_miss, key, seed, m, {"mutated_event": at if at is not None else j, "engine": codes, "status": mv["status"]})
    return cnt, classes, outcomes, mut, mut_miss


def structural(seed, full, res, mut, mut_miss):
    """Targeted illegal variants: the oracle's issue kinds vs the engine's annotation codes."""
    rng = random.Random(seed * 13 + 5)
    ev = full["deals"][0]["events"]
    bid = res["contract"]
    D = res["declarer"]
    norm, _ = oracle.normalise(bid["goals"])
    hands = full["deals"][0]["hands"]
    plays = [j for j, e in enumerate(ev) if e["type"] == "play"]
    variants = []
    if plays:
        first = {}
        for j in plays[:3]:
            first.setdefault(ev[j]["seat"], j)
        o = oracle.options(full)
        tg = any(e["type"] == "announce" and e["items"][0].get("kind") == "trump" for e in ev)
        trump = next((e["items"][0]["suit"] for e in ev if e["type"] == "announce" and e["items"][0].get("kind") == "trump"), None)
        if tg and norm & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"}:
            for s in range(3):
                held = hands[s]
                pr = [x for x in "HDSC" if "K" + x in held and "Q" + x in held]
                if pr and s != D:
                    variants.append(("marriage_in_100_game", first[s], {"type": "declare", "seat": s, "items": [
                        {"kind": "marriage", "points": 40 if pr[0] == trump else 20}]}))
            dh = [c for c in hands[D]]
            if "40-100" in norm and "K" + trump in dh and "Q" + trump in dh:
                variants.append(("declarer_counted_40", first[D], {"type": "declare", "seat": D, "items": [{"kind": "marriage", "points": 40}]}))
        if o["max_contra_level"] < 64 and len(plays) > 3:
            lv = o["max_contra_level"] * 2
            g = sorted(norm)[0]
            who = D if lv in (4, 16, 64) else [x for x in range(3) if x != D][0]
            variants.append(("double_above_max", plays[3], {"type": "double", "seat": who, "target": g, "level": lv}))
        variants.append(("contra_by_declarer", first[D], {"type": "double", "seat": D, "target": sorted(norm)[0], "level": 2}))
        if norm != {"party"} or bid.get("red"):
            variants.append(("fold_not_allowed", plays[0], {"type": "call", "seat": D, "call": "fold"}))
        variants.append(("fold_during_play", plays[4] if len(plays) > 4 else plays[0], {"type": "call", "seat": D, "call": "fold"}))
    for name, at, e in variants:
        m = copy.deepcopy(full)
        m["deals"][0]["events"].insert(at, e)
        r = oracle.check(m)[0]
        mv = validate(m)
        md = mv["deals"][0] if mv.get("deals") else {}
        okinds = sorted({(i[0], i[1]) for i in r["issues"] if i[1] not in ("payment", "missing_payment")})
        ecodes = sorted({(a["event"], a["code"]) for a in md.get("annotations", []) if a["severity"] == "violation"
                         and a["code"] not in ("wrong_payment", "missing_payment", "unexpected_payment")})
        mut["structural:" + name] += 1
        if okinds == ecodes or (okinds and ecodes and {x[0] for x in okinds} == {x[0] for x in ecodes}):
            mut["structural_agree"] += 1
        else:
            mut["structural_disagree"] += 1
            add(mut_miss, "structural:%s|%s|red=%s" % (name, "+".join(sorted(bid["goals"])), bid.get("red")), seed, m,
                {"inserted_at": at, "oracle": okinds, "engine": ecodes, "status": mv["status"]})


def add(classes, key, seed, doc, info):
    c = classes.setdefault(key, {"n": 0, "seeds": [], "doc": doc, "info": info})
    c["n"] += 1
    if len(c["seeds"]) < 8:
        c["seeds"].append(seed)
    if len(json.dumps(doc)) < len(json.dumps(c["doc"])):
        c["doc"], c["info"] = doc, info


if __name__ == "__main__":
    s0, n = int(sys.argv[1]), int(sys.argv[2])
    cnt, classes, outcomes, mut, mut_miss = run(s0, n, nmut=int(os.environ.get("NMUT", "3")))
    print("seeds %d..%d" % (s0, s0 + n - 1))
    print("counts:", dict(cnt))
    print("mutations:", dict(mut))
    print("outcomes (goal, red, achieved): n")
    for k in sorted(outcomes, key=str):
        print("  ", k, outcomes[k])
    print("disagreement classes:")
    for k, c in classes.items():
        print("  [%d] %s seeds=%s\n      %s" % (c["n"], k, c["seeds"], json.dumps(c["info"], default=str)[:600]))
    print("mutation misses:")
    for k, c in mut_miss.items():
        print("  [%d] %s seeds=%s\n      %s" % (c["n"], k, c["seeds"], json.dumps(c["info"], default=str)[:400]))
    if "--repros" in sys.argv:
        for i, (k, c) in enumerate(list(classes.items()) + list(mut_miss.items())):
            fn = os.path.join(HERE, "repros", "auto_%02d.json" % i)
            json.dump({"note": k + " seeds=" + str(c["seeds"]) + " " + json.dumps(c["info"], default=str),
                       "transcript": c["doc"]}, open(fn, "w"), ensure_ascii=False, indent=1)
