"""Differential comparison: oracle.py vs validator (black box) over simulated and mutated sessions."""
import copy, json, random, sys, collections
sys.path.insert(0, "/work/wt-diff2-ulti/tests/data/diff2/ulti")
from replays.sim.ulti import simulate
from validator.engine.validate import validate
import oracle

OPTION_VALUES = {
    "point_table": ["standard", "ultinet"],
    "durchmarsch_points": ["table", 6, 7],
    "open_durchmarsch_trump_points": ["table", 12],
    "bid_hierarchy": ["points_then_fewer_goals", "durchmarsch_above_red", "points_only",
                      "points_without_party", "ultinet"],
    "fold": ["optional", "compulsory"],
    "max_contra_level": [2, 4, 8, 16, 32, 64],
    "four_aces": [False, True], "four_tens": [False, True], "silent_four_aces": [False, True],
    "trump_durchmarsch_alone": [False, True], "silent_bonuses_in_durchmarsch": [False, True],
    "silent_durchmarsch_with_aces_tens": [False, True],
    "silent_durchmarsch_scoring": ["separate", "replaces_party"], "silent_bonus_contra": [False, True],
}
FOCUS = {"bid", "take", "discard", "announce", "declare", "double", "call", "payment", "total"}


def sessions(n, base=0):
    """Seeds with the simulator's own option draw, plus explicit sweeps of every option value."""
    out = []
    for k in range(n):
        seed = base + k
        if k % 3 == 0:
            out.append((seed, {}))
        else:
            rnd = random.Random(seed)
            opts = {}
            for name, vals in OPTION_VALUES.items():
                if rnd.random() < 0.5:
                    opts[name] = vals[(seed // 3 + len(name)) % len(vals)] if rnd.random() < 0.5 else rnd.choice(vals)
            if opts.get("silent_four_aces"):
                opts["four_aces"] = True
            out.append((seed, opts))
    return out


def engine_flags(v):
    """{(deal, event): set(codes)} of violation/warning annotations."""
    f = collections.defaultdict(set)
    for d in v.get("deals", []):
        for a in d.get("annotations", []):
            f[(a["deal"], a.get("event"))].add((a["code"], a["severity"]))
    return f


def positive(n):
    stats = collections.Counter()
    bad = []
    for seed, opts in sessions(n):
        try:
            doc = simulate(seed, **opts)
        except Exception as ex:
            stats["sim_error"] += 1
            bad.append(("sim_error", seed, opts, repr(ex)))
            continue
        stats["sessions"] += 1
        res = oracle.check(doc)
        v = validate(doc)
        if v["status"] != "clean":
            bad.append(("engine_not_clean", seed, opts, v["summary"]))
        o = oracle.options(doc)
        for name in OPTION_VALUES:
            stats["opt %s=%s" % (name, o[name])] += 1
        for di, (deal, r) in enumerate(zip(doc["deals"], res)):
            stats["deals"] += 1
            for e in deal["events"]:
                if e["type"] == "payment":
                    stats["pay " + str(e.get("reason"))] += 1
                elif e["type"] == "double":
                    stats["double level %s" % e["level"]] += 1
                elif e["type"] == "call":
                    stats["fold"] += 1
                elif e["type"] == "declare" and e["items"]:
                    stats["marriage declared"] += 1
                elif e["type"] == "bid":
                    stats["bid events"] += 1
            for it in r["payments"]:
                stats["oracle-pay " + it[3]] += 1
            stats["focus_events"] += sum(1 for e in deal["events"] if e["type"] in FOCUS)
            for it in r["issues"]:
                bad.append(("oracle_issue", seed, opts, di, it))
            exp = v["deals"][di].get("settlement", {}).get("expected")
            if exp is not None:
                mine = {str(s): r["net"][s] for s in range(3) if r["net"][s]}
                theirs = {k: x for k, x in exp.items() if x}
                stats["settlements"] += 1
                if mine != theirs:
                    bad.append(("settlement", seed, opts, di, mine, theirs))
    return stats, bad


if __name__ == "__main__":
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    stats, bad = positive(n)
    for k in sorted(stats):
        print("  %-60s %d" % (k, stats[k]))
    c = collections.Counter((b[0], b[4][1] if b[0] == "oracle_issue" else "") for b in bad)
    print(c)
    for b in bad[:30]:
        print(b)


def fold_rule_check(n):
    """Re-judge every played non-red party deal under fold=compulsory (and every folded one under
    the same rules): the deal must be flagged fold_required iff the oracle says so."""
    stats = collections.Counter()
    bad = []
    for seed, opts in sessions(n):
        doc = simulate(seed, **opts)
        doc2 = copy.deepcopy(doc)
        doc2["rules"] = dict(doc2.get("rules") or {}, fold="compulsory")
        res = oracle.check(doc2)
        v = validate(doc2)
        for di, r in enumerate(res):
            mine = any(it[1] == "fold_required" for it in r["issues"])
            eng = any(a["code"] == "fold_required" for a in v["deals"][di]["annotations"])
            stats["deals"] += 1
            stats["fold_required" if mine else "not_required"] += 1
            if mine != eng:
                bad.append((seed, opts, di, mine, eng))
    return stats, bad
