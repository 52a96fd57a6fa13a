"""Negative check: session-level mutations; engine's wrong_dealer/wrong_total at the mutated spot
vs the oracle's verdict on the mutated record."""
import copy, json, os, random, sys, collections
CHAIN = os.environ.get("CHAIN", "recorded")
sys.path.insert(0, "/work/wt-diff5-tarocchini/tests/data/diff5/tarocchini")
from oracle import referee
from compare import gen, focus_anns, OTTO_OPTS, TERZ_OPTS, validate, eng_games


def totals_idx(dl):
    return [i for i, e in enumerate(dl["events"]) if e["type"] == "total"]


def pk(p):
    return p if isinstance(p, str) else int(p)


def mutations(doc, rnd):
    """yield (name, mutated doc, deal, event-or-None)"""
    otto = doc["game"].endswith("ottocento"); n = 4 if otto else 3
    deals = doc["deals"]
    r = referee(doc)
    # M1 wrong dealer (any deal; deal 0's dealer is free, so then deal 1 is the spot)
    k = rnd.randrange(len(deals)); m = copy.deepcopy(doc)
    nd_ = (deals[k]["dealer"] + rnd.randrange(1, n)) % n
    od = deals[k]["dealer"]; m["deals"][k]["dealer"] = nd_
    hs = m["deals"][k].get("hands")
    if hs and len(hs[od]) > max(len(h) for i, h in enumerate(hs) if i != od):
        extra = len(hs[od]) - max(len(h) for i, h in enumerate(hs) if i != od)
        hs[nd_].extend(hs[od][-extra:]); del hs[od][-extra:]   # keep the deal a legal deal
    yield "dealer", m, k, None
    if k + 1 < len(deals):
        yield "dealer_next", m, k + 1, None
    scored = [i for i, dl in enumerate(deals) if totals_idx(dl)]
    if not scored:
        return
    # M2 a total off by a few points
    k = rnd.choice(scored); ei = rnd.choice(totals_idx(deals[k])); m = copy.deepcopy(doc)
    m["deals"][k]["events"][ei]["points"] += rnd.choice([-10, -5, -3, -2, -1, 1, 2, 3, 5, 10])
    yield "total_off", m, k, ei
    # M3 the wrong figure carried on (every later total of that party shifted too)
    k = rnd.choice(scored); ei = rnd.choice(totals_idx(deals[k])); m = copy.deepcopy(doc)
    party = deals[k]["events"][ei]["party"]; delta = rnd.choice([-4, -1, 1, 3, 20])
    for j in range(k, len(deals)):
        for e in m["deals"][j]["events"]:
            if e["type"] == "total" and e["party"] == party:
                e["points"] += delta
    nxt = [j for j in scored if j > k]
    yield "carry", m, k, ei
    if nxt:
        j = nxt[0]; ej = [i for i in totals_idx(m["deals"][j]) if m["deals"][j]["events"][i]["party"] == party][0]
        yield "carry_next", m, j, ej
    # M4/M5 game reset too early / too late (Ottocento); Terziglio: a reset that never exists
    for j in scored:
        if j == scored[0] and not doc.get("start"):
            continue
        prevs = [i for i in scored if i < j]
        prev_tot = r["deals"][prevs[-1]]["totals"] if prevs else {p: v for p, v in zip(
            ["team0", "team1"] if otto else [0, 1, 2], doc["start"]["totals"])}
        won_before = bool(prevs) and r["deals"][prevs[-1]]["game_won"] is not None
        m = copy.deepcopy(doc)
        for ei in totals_idx(m["deals"][j]):
            e = m["deals"][j]["events"][ei]; p = pk(e["party"])
            if won_before:   # too late: the new game's first total carries the old game on
                e["points"] = prev_tot[p] + r["deals"][j]["score"][p]
            else:            # too early: a new game started although nobody reached 800
                e["points"] = r["deals"][j]["score"][p]
        ei0 = totals_idx(m["deals"][j])[0]
        yield ("late_reset" if won_before else "early_reset"), m, j, ei0
    # M6 the start block changed (totals not rewritten)
    if doc.get("start"):
        m = copy.deepcopy(doc)
        m["start"]["totals"][0] += rnd.choice([-7, -1, 1, 12])
        j = scored[0]; first = [i for i in totals_idx(deals[j]) if pk(deals[j]["events"][i]["party"]) in ("team0", 0)][0]
        yield "start", m, j, first
    # M7 the two totals swapped
    k = rnd.choice(scored); ti = totals_idx(deals[k])
    if len(ti) >= 2:
        m = copy.deepcopy(doc); a, b = ti[0], ti[1]
        ev = m["deals"][k]["events"]; ev[a]["points"], ev[b]["points"] = ev[b]["points"], ev[a]["points"]
        yield "swap", m, k, a


def run(N):
    st = collections.Counter(); dis = collections.defaultdict(list)
    for i in range(N):
        variant = "ottocento" if i % 3 else "terziglio"
        opts = (OTTO_OPTS if variant == "ottocento" else TERZ_OPTS)[i % (5 if variant == "ottocento" else 6)]
        seed = 5000 + i; nd = 3 + i % 9; start = (i % 2 == 0)
        doc = gen(seed, variant, nd, opts, start)
        rnd = random.Random(seed)
        for name, m, k, ei in mutations(doc, rnd):
            r = referee(m, CHAIN); v = validate(m)
            if v["status"] == "rejected":
                st[(name, "rejected")] += 1
            rk = r["deals"][k]
            if ei is None:
                ora = not rk["dealer_ok"]
                eng = any(a["code"] == "wrong_dealer" for a in focus_anns(v, k))
            else:
                ora = ei in rk["bad_totals"]
                eng = any(a["code"] == "wrong_total" and a["event"] == ei for a in focus_anns(v, k))
                # any other code at that event?
                other = [a["code"] for a in v["deals"][k]["annotations"] if a["event"] == ei and a["code"] != "wrong_total"]
                if other:
                    dis["other_code_at_event"].append((name, seed, variant, opts, nd, k, ei, other))
            st[(name, ora, eng)] += 1; st["mutations"] += 1
            if ora != eng:
                dis[name].append(dict(seed=seed, variant=variant, opts=opts, deals=nd, start=bool(start), deal=k, event=ei, oracle=ora, engine=eng))
            if variant == "ottocento" and name in ("carry", "total_off", "early_reset", "late_reset", "start"):
                og = [(g["deal"], g["team"]) for g in r["games_won"]]
                if og != eng_games(v):
                    dis["games_won_after_" + name].append(dict(seed=seed, opts=opts, deals=nd, start=bool(start), deal=k, eng=eng_games(v), ora=og))
    return st, dis


if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    st, dis = run(N)
    for k in sorted(st, key=str): print(k, st[k])
    for k, lst in dis.items():
        print("DIS", k, len(lst))
        for x in lst[:4]: print("   ", json.dumps(x, default=str))
