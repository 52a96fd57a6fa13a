"""diff8 playonly-cut-ulti driver: play-only Ulti records ("hands": null) that also STOP EARLY,
Arbiter (black box) vs oracle.py.

  PYTHONPATH=<worktree> /work/venv/bin/python tests/data/diff8/playonly-cut-ulti/compare.py START COUNT

Per seed: simulate a session (1-3 deals; even seeds the simulator's options, odd seeds mine, cycling
every option value), null all hands, keep or drop take/discard (alternating), pick a deal k and cut
it: mid-auction, mid-play (any number of plays 1..29), after the play (no payments), or mid-payments;
later deals kept (with their totals) or dropped.  Then:
  POS   the cut record and the cut record + the real continuation's payments of deal k: every
        engine violation / oracle problem is a disagreement (the records are legal);
  GOALS for a deal cut mid-play: goals decided by the oracle vs the engine's computed.goals, and
        the engine's decisions against what the real continuation produced;
  MUT   mutations of the kept part: self_swap, cross_swap, dup (a card played twice), marriage,
        pay_amount / pay_flip (a payment of deal k, decided goal or not), later_total (sum-kept
        change of the next deal's totals), later_total_sum (one seat's total changed).
"""
import collections
import copy
import json
import random
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])
import oracle  # noqa: E402
from replays.sim.ulti import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

OPTION_VALUES = {
    "point_table": ["standard", "ultinet"],
    "durchmarsch_points": ["table", 6, 7],
    "open_durchmarsch_trump_points": ["table", 12],
    "bid_hierarchy": ["points_then_fewer_goals", "durchmarsch_above_red", "points_only",
                      "points_without_party", "ultinet"],
    "fold": ["optional", "compulsory"],
    "max_contra_level": [2, 4, 8, 16, 32, 64],
    "revoke_penalty": ["lose_all_goals", "play_stands", "void_deal"],
    "four_aces": [False, True],
    "four_tens": [False, True],
    "silent_four_aces": [False, True],
    "trump_durchmarsch_alone": [True, False],
    "silent_bonuses_in_durchmarsch": [True, False],
    "silent_durchmarsch_with_aces_tens": [True, False],
    "silent_durchmarsch_scoring": ["separate", "replaces_party"],
    "silent_bonus_contra": [False, True],
}
EVENT_CODES = {"out_of_turn", "card_not_in_hand", "revoke", "failure_to_trump",
               "failure_to_overtake", "early_trump_seven", "false_marriage", "marriage_not_allowed",
               "illegal_discard", "illegal_take"}
MONEY_CODES = {"wrong_payment", "missing_payment", "unexpected_payment", "wrong_total", "wrong_score",
               "unexpected_penalty"}


def options_for(seed):
    if seed % 2 == 0:
        return {}
    r = random.Random(seed)
    o = {k: v[(seed // 2) % len(v)] if k in ("durchmarsch_points", "point_table", "fold",
                                              "silent_durchmarsch_scoring", "open_durchmarsch_trump_points")
         else r.choice(v) for k, v in OPTION_VALUES.items()}
    if o["silent_four_aces"] and not o["four_aces"]:
        o["silent_four_aces"] = False
    return o


def make(seed):
    opts = options_for(seed)
    return simulate(seed, deals=1 + seed % 3, **opts), opts


MONEY = ("payment", "score", "total", "penalty")


def cut_record(full, k, mode, nplays, keep_later, drop_talon, with_pay=False, npay=None):
    """play-only copy of `full`; deal k cut; mode: auction (keep the first nplays auction events),
    play (keep nplays plays), nopay (all plays, no money), midpay (first npay money events)."""
    d = copy.deepcopy(full)
    d["deals"] = d["deals"][:k + 1] + (d["deals"][k + 1:] if keep_later else [])
    for dl in d["deals"]:
        dl["hands"] = None
        if drop_talon:
            dl["events"] = [e for e in dl["events"] if e["type"] not in ("take", "discard")]
    dl = d["deals"][k]
    ev = dl["events"]
    money = [e for e in ev if e["type"] in MONEY]
    body = [e for e in ev if e["type"] not in MONEY]
    if mode == "auction":
        first_play = next((i for i, e in enumerate(body) if e["type"] == "play"), len(body))
        body = body[:min(nplays, max(first_play - 1, 0))]
        out = body
    elif mode == "play":
        out, p = [], 0
        for e in body:
            if e["type"] == "play":
                p += 1
                if p > nplays:
                    break
            out.append(e)
    else:
        out = body
    if mode == "midpay":
        out = out + money[:npay]
    elif with_pay:
        out = out + [e for e in money if e["type"] == "payment"]
    dl["events"] = out
    return d


def strip_turn(evset, st, tag):
    """out_of_turn cascades differ by convention (the engine names a trick's first wrong play
    only); compare it per deal as a yes/no."""
    turn = {x[0] for x in evset if x[2] == "out_of_turn"}
    return {x for x in evset if x[2] != "out_of_turn"}, turn


def eng_viol(v):
    ev, money = set(), collections.defaultdict(set)
    for k, dv in enumerate(v.get("deals") or []):
        for a in dv["annotations"]:
            if a["code"] == "marriage_redundant":
                ev.add((k, a["event"], "marriage_in_100_game"))
                continue
            if a["severity"] != "violation":
                continue
            if a["code"] in MONEY_CODES:
                money[k].add(a["code"])
            else:
                ev.add((k, a["event"], a["code"]))
    return ev, money


def orc_viol(doc, res):
    ev = set()
    for k, r in enumerate(res):
        for (i, code, proof) in r["problems"]:
            ev.add((k, i, code))
    return ev


def money_problem(doc, res, k):
    """does the oracle PROVE a money fault in deal k?  complete deals: net vs recorded (payments
    and, when provable, totals); cut deals: a payment whose reason is a decided goal that does not
    match the expected payments."""
    r = res[k]
    dl = doc["deals"][k]
    pays = [e for e in dl["events"] if e["type"] == "payment"]
    if r.get("cut"):
        if not pays:
            return False
        exp = collections.Counter((a, b, amt, g) for a, b, amt, g in r["expected"])
        dec = set(g for _, _, _, g in r["expected"])
        got = collections.Counter((e["from"], e["to"], e["amount"], e.get("reason")) for e in pays
                                  if e.get("reason") in dec)
        if got:
            exp = collections.Counter({x: c for x, c in exp.items() if x[3] in {y[3] for y in got}})
            if exp != got:
                return True
        # payments without a reason: provable only when the whole deal is decided - no trumps
        # (so no silent bonus, L85-91 need trumps) and every goal decided with its final amount
        bare = [e for e in pays if not e.get("reason")]
        if bare and not r.get("silent_open") and set(r["decided"]) >= set(r["goals"]) \
                and not r.get("amount_open"):
            n = len(doc["players"])
            net = {s: 0 for s in range(n)}
            for a, b, amt, g in r["expected"]:
                net[a] -= amt
                net[b] += amt
            for e in pays:
                net[e["from"]] += e["amount"]
                net[e["to"]] -= e["amount"]
            return any(net.values())
        return False
    return None  # complete deals handled by the caller


def nets_known(doc, res):
    """recorded vs oracle net for complete deals, totals only while every earlier deal is known."""
    n = len(doc["players"])
    out = {}
    prev = list((doc.get("start") or {}).get("totals") or [0] * n)
    known = True
    for k, (dl, r) in enumerate(zip(doc["deals"], res)):
        pays = [e for e in dl["events"] if e["type"] == "payment"]
        tots = {e["party"]: e["points"] for e in dl["events"] if e["type"] == "total"}
        net = r.get("net")
        if net is None and r.get("cut") and r.get("goals") is not None and not r.get("silent_open") \
                and set(r.get("decided") or {}) >= set(r["goals"]) and not r.get("amount_open"):
            net = {s: 0 for s in range(n)}          # every goal decided, no silent bonus possible
            for a, b, amt, g in r["expected"]:
                net[a] -= amt
                net[b] += amt
        bad = False
        if net is not None and pays:
            rec = {s: 0 for s in range(n)}
            for e in pays:
                rec[e["from"]] -= e["amount"]
                rec[e["to"]] += e["amount"]
            bad |= any(rec[s] != net[s] for s in range(n))
        if tots:
            if sum(tots.values()) != sum(prev) and len(tots) == n:
                bad = True            # zero-sum (L97-98: every payment is seat to seat)
            if known and net is not None and len(tots) == n:
                bad |= any(tots[s] != prev[s] + net[s] for s in range(n))
        if net is None:
            known = False
        if len(tots) == n:
            prev = [tots[s] for s in range(n)]
            known = True if net is not None or known else known
            known = True   # later deltas are checkable from these totals
        out[k] = bad
    return out


def mutations(doc, k, rng):
    """yield (name, mutated doc, event indices touched)"""
    dl = doc["deals"][k]
    ev = dl["events"]
    plays = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
    trick = {i: j // 3 for j, (i, _, _) in enumerate(plays)}
    by_seat = collections.defaultdict(list)
    for i, s, c in plays:
        by_seat[s].append(i)
    # self swap
    cand = [(a, b) for s in by_seat for a in by_seat[s] for b in by_seat[s] if a < b and trick[a] != trick[b]]
    for a, b in rng.sample(cand, min(3, len(cand))):
        m = copy.deepcopy(doc)
        e = m["deals"][k]["events"]
        e[a]["card"], e[b]["card"] = e[b]["card"], e[a]["card"]
        yield "self_swap", m, {a, b}
    cand = [(a, b) for a, sa, _ in plays for b, sb, _ in plays if a < b and sa != sb]
    for a, b in rng.sample(cand, min(2, len(cand))):
        m = copy.deepcopy(doc)
        e = m["deals"][k]["events"]
        e[a]["card"], e[b]["card"] = e[b]["card"], e[a]["card"]
        yield "cross_swap", m, {a, b}
    if len(plays) >= 2:
        for _ in range(2):
            j = rng.randrange(1, len(plays))
            src = plays[rng.randrange(0, j)][2]
            m = copy.deepcopy(doc)
            m["deals"][k]["events"][plays[j][0]]["card"] = src
            yield "dup", m, {plays[j][0]}
    # marriages: change / add
    decl = [i for i, e in enumerate(ev) if e["type"] == "declare"]
    if plays and len(plays) >= 1:
        choices = [[{"kind": "marriage", "points": 40}], [{"kind": "marriage", "points": 20}],
                   [{"kind": "marriage", "points": 40}, {"kind": "marriage", "points": 20}],
                   [{"kind": "marriage", "points": 20}, {"kind": "marriage", "points": 20}]]
        m = copy.deepcopy(doc)
        items = rng.choice(choices)
        if decl:
            i = rng.choice(decl)
            m["deals"][k]["events"][i]["items"] = items
            yield "marriage", m, {i}
        else:
            i0, s0, _ = plays[0]
            m["deals"][k]["events"].insert(i0, {"type": "declare", "seat": s0, "items": items})
            yield "marriage_add", m, {i0}


def money_mutations(doc, k, rng):
    ev = doc["deals"][k]["events"]
    pays = [i for i, e in enumerate(ev) if e["type"] == "payment"]
    for i in rng.sample(pays, min(2, len(pays))):
        m = copy.deepcopy(doc)
        m["deals"][k]["events"][i]["amount"] += rng.choice([1, 2, 3, 4])
        yield "pay_amount", m, {i}
    for i in rng.sample(pays, min(1, len(pays))):
        m = copy.deepcopy(doc)
        e = m["deals"][k]["events"][i]
        e["from"], e["to"] = e["to"], e["from"]
        yield "pay_flip", m, {i}


def later_total_mutations(doc, k, rng):
    if k + 1 >= len(doc["deals"]):
        return
    for kk in range(k + 1, len(doc["deals"])):
        ev = doc["deals"][kk]["events"]
        tots = [i for i, e in enumerate(ev) if e["type"] == "total"]
        if len(tots) < 2:
            continue
        a, b = rng.sample(tots, 2)
        m = copy.deepcopy(doc)
        m["deals"][kk]["events"][a]["points"] += 3
        m["deals"][kk]["events"][b]["points"] -= 3
        yield "later_total%s" % ("_next" if kk == k + 1 else "_after"), m, kk
        m = copy.deepcopy(doc)
        m["deals"][kk]["events"][a]["points"] += 3
        yield "later_total_sum%s" % ("_next" if kk == k + 1 else "_after"), m, kk


def goals_of(dv):
    return {g["goal"]: g["won"] for g in (dv.get("computed") or {}).get("goals") or [] if g["goal"] != "ulti-penalty"}


EXAMPLES = {}


def main(start, count):
    st = collections.Counter()
    diffs = collections.defaultdict(list)
    for seed in range(start, start + count):
        rng = random.Random(seed * 7 + 1)
        full, opts = make(seed)
        nd = len(full["deals"])
        k = rng.randrange(nd)
        mode = ["play", "play", "play", "auction", "nopay", "midpay"][seed % 6]
        nplays = rng.randrange(1, 30) if mode == "play" else rng.randrange(0, 12)
        keep_later = rng.random() < 0.6
        drop = seed % 4 >= 2
        nmoney = sum(1 for e in full["deals"][k]["events"] if e["type"] in MONEY)
        npay = rng.randrange(1, max(nmoney, 2)) if nmoney > 1 else 0
        tag = "%s/%s/%s" % (mode, "notalon" if drop else "talon", "later" if keep_later and k + 1 < nd else "last")
        # real outcome of deal k (full record, play-only, oracle + engine)
        full_po = cut_record(full, k, "nopay", 0, False, drop, with_pay=True)
        real_res = oracle.check(full_po)[k]
        real_goals = goals_of(validate(full_po)["deals"][k])
        variants = [("cut", cut_record(full, k, mode, nplays, keep_later, drop, npay=npay))]
        if mode == "play":
            variants.append(("cut+realpay", cut_record(full, k, mode, nplays, keep_later, drop, with_pay=True)))
        for vname, doc in variants:
            st["records"] += 1
            st["records:" + tag] += 1
            v = validate(doc)
            res = oracle.check(doc)
            if v["status"] == "rejected":
                diffs["POS engine rejects"].append((seed, vname, tag, v.get("problems")))
                continue
            st["events_compared"] += sum(len(dl["events"]) for dl in doc["deals"])
            st["plays_kept"] += sum(1 for dl in doc["deals"] for e in dl["events"] if e["type"] == "play")
            ev_e, money_e = eng_viol(v)
            ev_o = orc_viol(doc, res)
            for x in sorted(ev_e - ev_o, key=str):
                diffs["POS engine flags legal:" + x[2]].append((seed, vname, tag, x, opts))
                EXAMPLES.setdefault("POS engine flags legal:" + x[2], {"note": "seed %d %s %s" % (seed, vname, tag), "transcript": doc})
            for x in sorted(ev_o - ev_e, key=str):
                diffs["POS oracle flags legal:" + x[2]].append((seed, vname, tag, x, opts))
            for kk, codes in money_e.items():
                diffs["POS engine money:" + ",".join(sorted(codes))].append((seed, vname, tag, kk, opts))
                EXAMPLES.setdefault("POS engine money:" + ",".join(sorted(codes)), {"note": "seed %d %s %s" % (seed, vname, tag), "transcript": doc})
            if res[k].get("cut") and money_problem(doc, res, k):
                diffs["POS oracle money flags real payments"].append((seed, vname, tag, k, opts))
                EXAMPLES.setdefault("POS oracle money flags real payments", {"note": "seed %d %s %s" % (seed, vname, tag), "transcript": doc})
            # decided goals of the cut deal
            r = res[k]
            if r.get("cut") and vname == "cut":
                eg = goals_of(v["deals"][k])
                st["cut_deals_goals"] += 1
                odec = {g: w for g, w in r["decided"].items() if g not in (r.get("amount_open") or ())}
                for g in set(eg) | set(odec):
                    st["goal_compared"] += 1
                    o_, e_ = odec.get(g), eg.get(g)
                    if o_ == e_:
                        st["goal_agree"] += 1
                        continue
                    real = real_goals.get(g)
                    if e_ is not None and o_ is None:
                        cls = "GOAL engine decides, oracle open" + (" (contradicts real!)" if real is not None and real != e_ else "")
                    elif o_ is not None and e_ is None:
                        cls = "GOAL oracle decides, engine open" + (" (oracle contradicts real!)" if real is not None and real != o_ else "")
                    else:
                        cls = "GOAL opposite"
                    diffs[cls + ":" + g].append((seed, tag, nplays, g, o_, e_, real, opts))
                    EXAMPLES.setdefault(cls + ":" + g, {"note": "seed %d %s %s goal %s oracle %s engine %s real %s" % (seed, vname, tag, g, o_, e_, real), "transcript": doc})
            # mutations
            muts = list(mutations(doc, k, rng)) if doc["deals"][k]["events"] else []
            if vname == "cut+realpay" or mode in ("midpay",):
                muts += list(money_mutations(doc, k, rng))
            for name, m, touched in muts:
                st["mut:" + name] += 1
                st["mutations"] += 1
                vm = validate(m)
                rm = oracle.check(m)
                if vm["status"] == "rejected":
                    diffs["MUT engine rejects:" + name].append((seed, tag, touched, vm.get("problems")))
                    continue
                if name.startswith("pay"):
                    o_bad = money_problem(m, rm, k)
                    if o_bad is None:
                        o_bad = nets_known(m, rm)[k]
                    e_bad = bool(eng_viol(vm)[1].get(k))
                    rr = rm[k]
                    pe = m["deals"][k]["events"][min(touched)]
                    open_ = rr.get("cut") and not (pe.get("reason") in {g for *_, g in rr["expected"]} or (
                        not pe.get("reason") and not rr.get("silent_open") and set(rr["decided"]) >= set(rr["goals"])
                        and not rr.get("amount_open")))
                    key = "%s %s" % (name, "decided" if not open_ else "undecided")
                    st["mut:%s oracle_bad=%s engine_bad=%s" % (key, o_bad, e_bad)] += 1
                    if o_bad != e_bad:
                        diffs["MUT %s: oracle %s engine %s" % (key, o_bad, e_bad)].append((seed, tag, nplays, touched, opts))
                        EXAMPLES.setdefault("MUT %s: oracle %s engine %s" % (key, o_bad, e_bad), {"note": "seed %d %s %s mutation %s touched %s" % (seed, vname, tag, name, sorted(touched)), "transcript": m})
                    continue
                ee, _ = eng_viol(vm)
                eo = orc_viol(m, rm)
                ee = {x for x in ee if x[0] == k}
                eo = {x for x in eo if x[0] == k}
                ee, te = strip_turn(ee, st, name)
                eo, to = strip_turn(eo, st, name)
                if te != to:
                    diffs["MUT %s: out_of_turn engine %s oracle %s" % (name, bool(te), bool(to))].append((seed, vname, tag, sorted(touched)))
                if name.startswith("marriage"):
                    ee = {x for x in ee if "marriage" in x[2]}
                    eo = {x for x in eo if "marriage" in x[2]}
                if name.startswith("marriage") and ("marriage_in_100_game" in {x[2] for x in ee | eo} or (
                        {x[2] for x in ee} == {"marriage_not_allowed"} and {x[2] for x in eo} <= {"false_marriage"} and eo
                        and set(rm[k].get("goals") or ()) & ({"40-100", "20-100"} | oracle.DURCH))):
                    st["mut:%s C1 (marriage in a 100/durchmarsch game)" % name] += 1
                    continue
                st["mut:%s oracle_illegal=%s" % (name, bool(eo))] += 1
                if ee != eo:
                    only_e = ee - eo
                    only_o = eo - ee
                    cls = "MUT %s:" % name + (" engine+" + ",".join(sorted({x[2] for x in only_e})) if only_e else "") + \
                        (" oracle+" + ",".join(sorted({x[2] for x in only_o})) if only_o else "")
                    diffs[cls].append((seed, vname, tag, nplays, sorted(touched), sorted(only_e, key=str), sorted(only_o, key=str), opts))
                    EXAMPLES.setdefault(cls, {"note": "seed %d %s %s mutation %s touched %s" % (seed, vname, tag, name, sorted(touched)), "transcript": m})
            if vname == "cut":
                for name, m, kk in later_total_mutations(doc, k, rng):
                    st["mut:" + name] += 1
                    st["mutations"] += 1
                    vm = validate(m)
                    rm = oracle.check(m)
                    o_bad = nets_known(m, rm)[kk]
                    e_bad = "wrong_total" in eng_viol(vm)[1].get(kk, set())
                    st["mut:%s oracle_bad=%s engine_bad=%s" % (name, o_bad, e_bad)] += 1
                    if o_bad != e_bad:
                        diffs["MUT %s: oracle %s engine %s" % (name, o_bad, e_bad)].append((seed, tag, kk, opts))
                        EXAMPLES.setdefault("MUT %s: oracle %s engine %s" % (name, o_bad, e_bad), {"note": "seed %d %s %s mutation %s deal %d" % (seed, vname, tag, name, kk), "transcript": m})
    json.dump(EXAMPLES, open(__file__.rsplit("/", 1)[0] + "/cases.json", "w"), default=str)
    print("== counts")
    for key in sorted(st):
        print("%-70s %d" % (key, st[key]))
    print("== disagreement classes (count, first examples)")
    for key in sorted(diffs):
        print("%-80s %d" % (key, len(diffs[key])))
        for x in diffs[key][:3]:
            print("     ", json.dumps(x, default=str)[:400])


if __name__ == "__main__":
    main(int(sys.argv[1]), int(sys.argv[2]))
