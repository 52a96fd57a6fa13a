"""Differential run (not part of the pinned corpus): many clean simulated records from my own
models, validated by the engine; prints every record the engine does not find clean or whose
settlement differs from my model's.  Run from the worktree root with PYTHONPATH=$PWD."""

import json
import sys

sys.path.insert(0, __file__.rsplit("/", 1)[0])

from replays.cli import validate_bytes  # noqa: E402

import danish as D  # noqa: E402
import galician as G  # noqa: E402
import ulti as U  # noqa: E402
from common import net_of  # noqa: E402


def run(rec):
    return validate_bytes(json.dumps(rec).encode())


def report(tag, seed, rec, v, mine):
    bad = v["status"] != "clean"
    diffs = []
    for k, d in enumerate(v["deals"]):
        exp = {kk: round(x, 4) for kk, x in d["settlement"]["expected"].items() if abs(x) > 1e-9}
        m = {kk: round(x, 4) for kk, x in mine[k].items() if abs(x) > 1e-9}
        if exp != m:
            diffs.append((k, exp, m))
    if bad or diffs:
        print(tag, seed, v["status"], [(a["deal"], a["event"], a["code"], a["message"][:150]) for d in v["deals"]
                                       for a in d["annotations"]], diffs)
    return not (bad or diffs)


def main(n=100):  # noqa: C901
    ok = 0
    for seed in range(n):
        rec, s = D.simulate(10000 + seed, ndeals=2)
        f, e, i = D.replay(rec)
        ok += report("danish", s, rec, run(rec), [net_of(x) for x in e])
    print("danish ok", ok, "of", n)
    ok = 0
    for seed in range(n):
        rec = G.simulate(20000 + seed, ndeals=2)
        f, e, i = G.replay(rec)
        flags = [(x.get("helper_trull"), x.get("helper_kings"), x.get("volat")) for x in i]
        ok += report("galician %s" % flags, 20000 + seed, rec, run(rec), [net_of(x) for x in e])
    print("galician ok", ok, "of", n)
    ok = 0
    for seed in range(3 * n):
        rec = U.simulate(30000 + seed)
        f, e, i = U.replay(rec)
        for d, x in zip(rec["deals"], e):
            d["events"] += [{"type": "payment", **p} for p in x]
        ok += report("ulti %s" % (i[0].get("results"),), 30000 + seed, rec, run(rec), [net_of(x) for x in e])
    print("ulti ok", ok, "of", 3 * n)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100)
