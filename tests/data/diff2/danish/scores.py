"""Score sheet: per-deal net chips (`score`) and running net chips (`total`, start.totals carried in)
written from the oracle's payments; then one of them changed by +-5/10.  The oracle's reading of
L190 (every payment is chips between players and pools): a seat's score for a deal is what it
received minus what it paid; its total adds the carried-in total."""
import sys, random, copy, json, collections
sys.path.insert(0, "/work/wt-diff2-danish")
sys.path.insert(0, "/work/wt-diff2-danish/tests/data/diff2/danish")
from validator.engine.validate import validate
from oracle import oracle
from compare import session


def with_sheet(doc, rng):
    m = copy.deepcopy(doc)
    n = len(m["players"])
    if rng.random() < 0.5:
        m["start"] = {"totals": [5 * rng.randrange(-20, 20) for _ in range(n)]}
    o = oracle(m)
    run = list((m.get("start") or {}).get("totals") or [0] * n)
    for deal, od in zip(m["deals"], o["deals"]):
        net = [0] * n
        for f, t, a, _ in od["expected"]:
            if isinstance(f, int):
                net[f] -= a
            if isinstance(t, int):
                net[t] += a
        run = [r + x for r, x in zip(run, net)]
        deal["events"] += [{"type": "score", "party": s, "points": net[s]} for s in range(n)]
        deal["events"] += [{"type": "total", "party": s, "points": run[s]} for s in range(n)]
    return m


def run(N):
    st = collections.Counter()
    bad = collections.defaultdict(list)
    for k in range(N):
        rng = random.Random(70_000 + k)
        si = rng.randrange(3000)
        doc, players, opts = session(si)
        m = with_sheet(doc, rng)
        v = validate(m)
        if v["status"] != "clean":
            bad["unmutated not clean"].append((si, [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]][:4]))
            continue
        st["clean sheets"] += 1
        di = rng.randrange(len(m["deals"]))
        ev = m["deals"][di]["events"]
        idx = [i for i, e in enumerate(ev) if e["type"] in ("score", "total")]
        if not idx:
            continue
        i = rng.choice(idx)
        ev[i]["points"] += rng.choice([-10, -5, 5, 10])
        v = validate(m)
        at = [a["code"] for a in v["deals"][di]["annotations"] if a["event"] == i and a["severity"] == "violation"]
        want = "wrong_score" if ev[i]["type"] == "score" else "wrong_total"
        st["mutations"] += 1
        if want in at:
            st["agree"] += 1
        else:
            bad["not flagged"].append((si, di, i, ev[i], at))
    return st, bad


if __name__ == "__main__":
    st, bad = run(int(sys.argv[1]) if len(sys.argv) > 1 else 300)
    print(dict(st))
    for k, v in bad.items():
        print(k, len(v))
        for x in v[:3]:
            print("   ", x)
