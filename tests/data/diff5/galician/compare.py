"""Differential comparison: oracle.py vs validator on simulated sessions (positive) and mutations (negative)."""
import sys, json, random, copy, itertools, collections
sys.path.insert(0, '/work/wt-diff5-galician/tests/data/diff5/galician')
from oracle import check
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate

OPTS = [
    {}, {"preset": "common_usage"}, {"pool": False}, {"pool_stake": 0}, {"pool_stake": 1}, {"pool_stake": 2},
    {"pool_stake": 5}, {"pool_stake": 20}, {"pool_stake": 50}, {"pool_stake": 100},
    {"pool_win_percent": 0}, {"pool_win_percent": 5}, {"pool_win_percent": 20},
    {"pool_pass_fee": 0}, {"pool_pass_fee": 1}, {"pool_pass_fee": 2}, {"pool_pass_fee": 10},
    {"pool_dealer_fee": 1}, {"pool_dealer_fee": 2}, {"pool_dealer_fee": 5}, {"pool_dealer_fee": 10},
    {"contra_on_pool": True}, {"szpricer": True}, {"no_tarock_redeal": True},
    {"renonce_pool": "paid"}, {"renonce_pool": "untouched"}, {"defend_pool": "required"},
]

def sessions(N, deals=8):
    for k in range(N):
        opt = OPTS[k % len(OPTS)]
        seed = 1000 + k
        try:
            d = simulate(seed, deals=deals, **opt)
        except Exception as ex:
            print("sim error", seed, opt, ex); continue
        yield seed, opt, d

def flagged(v):
    out = collections.defaultdict(list)
    for dl in v["deals"]:
        for a in dl["annotations"]:
            if a["severity"] == "violation":
                out[(a["deal"], a["event"])].append(a["code"])
    return out

if __name__ == "__main__":
    N = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    stats = collections.Counter(); dis = collections.defaultdict(list)
    for seed, opt, d in sessions(N):
        F, tr = check(d)
        v = validate(d)
        stats["sessions"] += 1; stats["deals"] += len(d["deals"])
        stats["events"] += sum(len(x["events"]) for x in d["deals"])
        stats["n%d" % len(d["players"])] += 1
        if F:
            dis["oracle_flags_sim:" + F[0]["kind"]].append((seed, opt, F[0]))
        if v["status"] != "clean":
            dis["engine_flags_sim"].append((seed, opt, list(flagged(v).items())[:2]))
    print(dict(stats))
    for k, l in dis.items():
        print(k, len(l))
        for x in l[:4]: print("   ", x)
