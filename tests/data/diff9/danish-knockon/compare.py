"""Plant each naive fault kind in N clean simulated sessions and compare with the engine.

usage: compare.py N [kinds...]   -> tallies on stdout; samples of each discrepancy in samples/
"""
from __future__ import annotations

import json
import os
import random
import sys
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(__file__))
from inject import KINDS, inject  # noqa: E402

from replays.sim.danish_tarok import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

PAY_CODES = {"wrong_payment", "missing_payment", "unexpected_payment", "payment_reason"}
HERE = os.path.dirname(os.path.abspath(__file__))


def anns(v):
    return [a for d in v["deals"] for a in d["annotations"]]


def pclass(a):
    p = a.get("penalty")
    return p.get("class") if p else None


def classify(kind, exp, v):
    al = anns(v)
    if exp["code"] == "NONE":
        return ("exact" if not al else "extra"), None, al, []
    hit = [a for a in al if a["deal"] == exp["deal"] and a["code"] == exp["code"]
           and (exp["event"] == "any" or a["event"] == exp["event"])]
    ok = [a for a in hit if pclass(a) == exp["penalty_class"]]
    main = ok[0] if ok else (hit[0] if hit else None)
    rest = [a for a in al if a is not main]
    full = kind.endswith("_full")
    conseq = [a for a in rest if full and a["deal"] == exp["deal"] and a["code"] in PAY_CODES]
    extra = [a for a in rest if a not in conseq]
    if main is None:
        same_ev = [a for a in al if a["deal"] == exp["deal"] and a["event"] == exp["event"]]
        same_code = [a for a in al if a["deal"] == exp["deal"] and a["code"] == exp["code"]]
        if same_code:
            out = "different_event"
        elif same_ev:
            out = "different_code"
        else:
            out = "missing"
    elif pclass(main) != exp["penalty_class"]:
        out = "different_class"
    elif extra:
        out = "extra"
    else:
        out = "exact"
    return out, main, extra, conseq


def sig(exp, a):
    where = "same-event" if a["event"] == exp["event"] else (
        "same-deal" if a["deal"] == exp["deal"] else "later-deal" if a["deal"] > exp["deal"] else "earlier-deal")
    return f'{a["code"]}@{where}'


def main():
    n = int(sys.argv[1])
    kinds = sys.argv[2:] or list(KINDS)
    tally = defaultdict(Counter)
    extras = defaultdict(Counter)
    samples = {}
    skipped_unclean = 0
    os.makedirs(os.path.join(HERE, "samples"), exist_ok=True)
    docs = []
    for seed in range(n):
        doc = simulate(seed)
        if validate(doc)["status"] != "clean":
            skipped_unclean += 1
            continue
        docs.append((seed, doc))
    for kind in kinds:
        for seed, doc in docs:
            rng = random.Random(f"{seed}/{kind}")
            r = inject(doc, kind, rng)
            if r is None:
                tally[kind]["n/a"] += 1
                continue
            new, exp = r
            v = validate(new)
            if v["status"] == "rejected":
                tally[kind]["rejected"] += 1
                key = (kind, "rejected")
                samples.setdefault(key, (seed, new, exp, v))
                continue
            out, main_a, extra, conseq = classify(kind, exp, v)
            tally[kind][out] += 1
            if conseq:
                tally[kind]["(with void consequences)"] += 1
            if out in ("missing", "different_code", "different_event", "different_class"):
                got = sorted({f'{a["code"]}/{a["event"]}/{pclass(a)}' for a in anns(v) if a["deal"] == exp["deal"]})[:6]
                k2 = f"{out}"
                extras[kind][k2] += 1
                samples.setdefault((kind, k2), (seed, new, exp, v))
            for s in sorted({sig(exp, a) for a in extra}):
                extras[kind][s] += 1
                samples.setdefault((kind, s), (seed, new, exp, v))
    print(f"seeds: {n} (unclean simulated sessions skipped: {skipped_unclean})")
    cols = ["exact", "extra", "missing", "different_code", "different_event", "different_class", "rejected", "n/a",
            "(with void consequences)"]
    print(f'{"kind":26s} ' + " ".join(f"{c[:9]:>9s}" for c in cols))
    for kind in kinds:
        print(f"{kind:26s} " + " ".join(f"{tally[kind][c]:9d}" for c in cols))
    print("\ndiscrepancy signatures (kind: signature count):")
    for kind in kinds:
        for s, c in extras[kind].most_common():
            print(f"  {kind:26s} {s:45s} {c}")
    for (kind, s), (seed, new, exp, v) in samples.items():
        fn = os.path.join(HERE, "samples", f"{kind}__{s.replace('@', '_at_').replace('/', '_')}.json")
        with open(fn, "w") as f:
            json.dump({"seed": seed, "kind": kind, "expected": exp,
                       "annotations": [{k: a.get(k) for k in ("deal", "event", "seat", "code", "severity", "message")}
                                       | {"class": pclass(a)} for a in anns(v)],
                       "transcript": new}, f)


if __name__ == "__main__":
    main()
