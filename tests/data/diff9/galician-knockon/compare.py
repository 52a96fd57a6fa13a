"""Run the naive planter over N seeds x kinds and tally the engine's verdicts against the one
finding a human writer expects.  Usage: compare.py [N] [START]"""
from __future__ import annotations

import json
import random
import sys
from collections import Counter, defaultdict
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
from inject import KINDS, plant  # noqa: E402

from replays.sim.galician_tarok import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def anns(v):
    return [(a["deal"], a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]]


def classify(exp, got):
    e = {(x["deal"], x["event"], x["code"]) for x in exp}
    g = {(a[0], a[1], a[2]) for a in got}
    if g == e:
        return "exact"
    if e <= g:
        return "extra"
    if not e:
        return "extra"
    # expected not found
    ex = next(iter(e))
    if any(a[2] == ex[2] for a in g):
        return "other_event"
    if any((a[0], a[1]) == (ex[0], ex[1]) for a in g):
        return "different_code"
    return "missing"


def main():
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    start = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    only = sys.argv[3].split(",") if len(sys.argv) > 3 else list(KINDS)
    tally = defaultdict(Counter)
    samples = defaultdict(list)
    for seed in range(start, start + n):
        doc = simulate(seed)
        v = validate(doc)
        if v["status"] != "clean":
            print("unclean clean seed", seed, anns(v)[:3])
            continue
        for k in only:
            r = plant(doc, k, random.Random(f"{seed}/{k}"))
            if r is None:
                tally[k]["n/a"] += 1
                continue
            t, exp = r
            try:
                v = validate(t)
            except Exception as ex:  # noqa: BLE001
                tally[k]["crash"] += 1
                samples[(k, "crash")].append((seed, repr(ex)[:200]))
                continue
            got = anns(v) if v["status"] != "rejected" else [("rejected", None, str(v.get("problems", ""))[:100], "")]
            c = classify(exp, got)
            tally[k][c] += 1
            if c != "exact":
                e = {(x["deal"], x["event"], x["code"]) for x in exp}
                extra = sorted({a[2] + ("" if a[3] == "violation" else "(w)") for a in got if (a[0], a[1], a[2]) not in e})
                samples[(k, c)].append((seed, exp, got, extra))
    for k in only:
        print(f"{k:24s} " + " ".join(f"{c}={tally[k][c]}" for c in ("exact", "extra", "missing", "different_code", "other_event", "crash", "n/a") if tally[k][c]))
    print()
    for (k, c), ss in sorted(samples.items()):
        sig = Counter(tuple(s[3]) if len(s) > 3 else ("crash",) for s in ss)
        print(f"== {k} {c}: {len(ss)}  extra-code signatures: {dict(sig)}")
        for s in ss[:4]:
            print("   ", s)


if __name__ == "__main__":
    main()
