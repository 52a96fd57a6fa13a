"""Exhaustive-ish bid hierarchy / goal combination check: auctions of two bids (A then B) under
every option value that bears on the auction; compare 'B is illegal at its event'."""
import copy, itertools, json, random, sys, collections
sys.path.insert(0, "/work/wt-diff2-ulti/tests/data/diff2/ulti")
from replays.sim.ulti import simulate
from validator.engine.validate import validate
import oracle
from mutate import COMBOS

SETTINGS = []
for h in ["points_then_fewer_goals", "durchmarsch_above_red", "points_only", "points_without_party", "ultinet"]:
    for pt in ["standard", "ultinet"]:
        for dp in ["table", 6, 7]:
            for od in ["table", 12]:
                for fa, ft in [(False, False), (True, True)]:
                    SETTINGS.append({"bid_hierarchy": h, "point_table": pt, "durchmarsch_points": dp,
                                     "open_durchmarsch_trump_points": od, "four_aces": fa, "four_tens": ft,
                                     "trump_durchmarsch_alone": (dp != 7)})
SETTINGS.append({"preset": "ultinet"})


def bids():
    out = []
    for g in COMBOS:
        for red in (False, True):
            out.append({"goals": g, "red": red})
            if set(g) <= {"durchmarsch", "open-durchmarsch"} and not red:
                out.append({"goals": g, "red": red, "trumps": True})
                out.append({"goals": g, "red": red, "trumps": False})
    return out


def make(base, A, B):
    doc = copy.deepcopy(base)
    d = doc["deals"][0]
    f = (d["dealer"] + 1) % 3
    s2 = (f + 1) % 3
    disc1 = d["hands"][f][:2]
    disc2 = d["hands"][s2][:2]
    d["events"] = [
        {"type": "discard", "seat": f, "cards": disc1},
        {"type": "bid", "seat": f, "bid": A},
        {"type": "take", "seat": s2, "cards": disc1},
        {"type": "discard", "seat": s2, "cards": disc2},
        {"type": "bid", "seat": s2, "bid": B},
        {"type": "bid", "seat": (s2 + 1) % 3, "bid": "pass"},
        {"type": "bid", "seat": f, "bid": "pass"},
        {"type": "bid", "seat": s2, "bid": "pass"},
    ]
    return doc


def run(per_setting=400, seed=1):
    rnd = random.Random(seed)
    B = bids()
    stats = collections.Counter()
    dis = collections.defaultdict(list)
    for si, st in enumerate(SETTINGS):
        base = simulate(si, deals=1, **{k: v for k, v in st.items()})
        base["rules"] = dict(st)
        o = oracle.options(base)
        legal = [b for b in B if not oracle.combine_error(oracle.canon_bid(b), o)]
        pairs = []
        # every single bid as B after a fixed low A (party), to compare goal-combination legality
        for b in B:
            pairs.append(({"goals": ["party"], "red": False}, b, "combine"))
        for _ in range(per_setting):
            a = rnd.choice(legal)
            ka = oracle.bid_points(oracle.canon_bid(a), o, hierarchy=True)[0]
            near = [b for b in legal if abs(oracle.bid_points(oracle.canon_bid(b), o, hierarchy=True)[0] - ka) <= 2]
            pairs.append((a, rnd.choice(near), "hier"))
        for a, b, kind in pairs:
            doc = make(base, a, b)
            res = oracle.check(doc)[0]
            mine = [it for it in res["issues"] if it[0] == 4]
            first = [it for it in res["issues"] if it[0] == 1]
            v = validate(doc)
            if v["status"] == "rejected":
                eng = [("rejected", [p.get("code") for p in v.get("problems", [])][:2])]
            else:
                eng = [a_["code"] for a_ in v["deals"][0]["annotations"] if a_.get("event") == 4 and a_["severity"] == "violation"]
                e1 = [a_["code"] for a_ in v["deals"][0]["annotations"] if a_.get("event") == 1 and a_["severity"] == "violation"]
                if bool(first) != bool(e1):
                    dis[("first-bid", kind, bool(first))].append((st, a, first, e1))
            stats[kind] += 1
            if bool(mine) != bool(eng):
                key = (kind, "oracle" if mine else "engine", mine[0][2][:40] if mine else str(eng[0]))
                dis[key].append((st, a, b, mine, eng, oracle.bid_key(oracle.canon_bid(a), o), oracle.bid_key(oracle.canon_bid(b), o)))
            else:
                stats["agree"] += 1
    return stats, dis


if __name__ == "__main__":
    stats, dis = run(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
    print(dict(stats))
    for k, lst in sorted(dis.items(), key=lambda x: -len(x[1])):
        print(len(lst), k)
        for x in lst[:4]:
            print("    ", x)
