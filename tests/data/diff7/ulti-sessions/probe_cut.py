"""Probe: a deal in the middle of a session whose record stops after m plays, while the table's
payments / score sheet / totals for the deal (the game was played out, only the plays went
unrecorded) are kept.  Every such record is legal; any engine violation on a payment/score/total
of the cut deal or later is a false flag.  Also: when the engine settles the cut deal (every goal
decided), does its expected net equal the simulator's played-out net?"""
import collections, copy, json, random, sys, pathlib
sys.path.insert(0, str(pathlib.Path(__file__).parent))
import compare as C
from replays.sim.ulti import simulate
from validator.engine.validate import validate

start, count = int(sys.argv[1]), int(sys.argv[2])
K = collections.Counter(); ex = collections.defaultdict(list)
for seed in range(start, start + count):
    rng = random.Random(seed * 31 + 7)
    n = 2 + seed % 4
    base = simulate(seed, deals=n, **C.rand_opts(rng))
    f, nets = C.full(base)
    k = rng.randrange(n - 1)
    d = f["deals"][k]
    plays = [j for j, e in enumerate(d["events"]) if e["type"] == "play"]
    if not plays:
        continue
    m = rng.randint(1, len(plays) - 1)
    d["events"] = [e for j, e in enumerate(d["events"]) if not (e["type"] == "play" and j >= plays[m])]
    v = validate(f)
    K["records"] += 1
    vd = v["deals"][k]
    exp = vd["settlement"]["expected"]
    if exp:
        K["cut deal settled by engine"] += 1
        if any(exp.get(str(p), 0) != nets[k][p] for p in range(3)):
            K["settled net != played-out net"] += 1
            ex["settled_differs"].append((seed, k, m, exp, nets[k]))
    bad = [(dd["index"], a["event"], a["code"]) for dd in v["deals"] for a in dd["annotations"]
           if a["severity"] == "violation"]
    if bad:
        K["records with a violation"] += 1
        for b in bad:
            K["violation:" + b[2]] += 1
        ex["flagged"].append((seed, k, m, bad[:6], exp, nets[k]))
print(json.dumps(K, indent=1))
for key, items in ex.items():
    print(key, len(items))
    for it in items[:6]:
        print("   ", it)
