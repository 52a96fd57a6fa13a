"""N seeds x kinds x both variants: plant one hand-style fault, validate, compare with the
writer's single expected finding. Tallies exact / extra / missing / different code, and groups
the discrepancies into classes (kind + what else was reported).

usage: PYTHONPATH=<worktree> python compare.py [N] [first_seed] [--kinds a,b] [--dump DIR]
"""
from __future__ import annotations

import copy
import json
import os
import sys
import time
from collections import Counter, defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inject import KINDS, implied, inject  # noqa: E402

from replays.sim.tarocchini import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def anns(v):
    out = []
    for d in v["deals"]:
        for a in d["annotations"]:
            out.append((a["deal"], a["event"], a["code"], a["seat"], a["severity"], a.get("message", "")))
    return out


def classify(exp, got):
    key = (exp["deal"], exp["event"], exp["code"])
    keys = [(a[0], a[1], a[2]) for a in got]
    if key in keys:
        others = [a for a in got if (a[0], a[1], a[2]) != key]
        if not others:
            return "exact", []
        return "extra", others
    same_ev = [a for a in got if (a[0], a[1]) == (exp["deal"], exp["event"])]
    if same_ev:
        return "different_code", got
    same_code = [a for a in got if a[2] == exp["code"] and a[0] == exp["deal"]]
    if same_code:
        return "different_event", got
    return "missing", got


def sig(exp, others):
    """A class signature: the other codes and where they are relative to the expected event."""
    parts = []
    for a in others:
        if a[0] != exp["deal"]:
            where = f"deal{a[0] - exp['deal']:+d}"
        elif a[1] is None or exp["event"] is None:
            where = "deal-level" if a[1] is None else "event"
        else:
            where = "same" if a[1] == exp["event"] else ("later" if a[1] > exp["event"] else "earlier")
        parts.append(f"{a[2]}@{where}")
    return ",".join(sorted(set(parts)))


def main():
    args = sys.argv[1:]
    kinds = list(KINDS)
    dump = None
    if "--kinds" in args:
        i = args.index("--kinds")
        kinds = args[i + 1].split(",")
        del args[i:i + 2]
    if "--dump" in args:
        i = args.index("--dump")
        dump = args[i + 1]
        del args[i:i + 2]
    n = int(args[0]) if args else 100
    first = int(args[1]) if len(args) > 1 else 0
    tally = defaultdict(Counter)
    classes = defaultdict(list)
    t0 = time.time()
    for seed in range(first, first + n):
        for variant in ("ottocento", "terziglio"):
            doc = simulate(seed, variant)
            v0 = validate(doc)
            if v0["status"] != "clean":
                tally[("_base_not_clean", variant)]["skip"] += 1
                continue
            for kind in kinds:
                r = inject(doc, kind, seed)
                if r is None:
                    tally[(kind, variant)]["n/a"] += 1
                    continue
                d2, exp = r
                base = exp.pop("_base", None)
                if base is not None and validate(copy.deepcopy(base))["status"] != "clean":
                    tally[(kind, variant)]["base!clean"] += 1
                    continue
                d2 = copy.deepcopy(d2)
                v = validate(d2)
                got = anns(v)
                res, others = classify(exp, got)
                if v["status"] == "rejected":
                    res, others = "rejected", got
                    got = [(None, None, p.get("code"), None, "problem", p.get("message", "")) for p in v.get("problems", [])]
                tally[(kind, variant)][res] += 1
                if res != "exact":
                    s = sig(exp, others) if res == "extra" else "|".join(sorted({f"{a[2]}" for a in got})) or "nothing"
                    if res == "extra":
                        imp, moved = implied(doc, d2, exp["deal"])
                        unexplained = [a for a in others if not (
                            (a[0] == exp["deal"] and (a[1], a[2]) in imp)
                            or (a[2] in ("wrong_score", "wrong_total") and moved))]
                        s += "  [implied by own model]" if not unexplained else "  [NOT implied]"
                    ck = (kind, variant, res, s)
                    classes[ck].append(seed)
                    if dump and len(classes[ck]) <= 2:
                        os.makedirs(dump, exist_ok=True)
                        fn = f"{kind}-{variant}-{res}-{len(classes)}-{seed}.json"
                        with open(os.path.join(dump, fn), "w") as f:
                            json.dump({"expected": exp, "got": got, "transcript": d2}, f)
    print(f"# seeds {first}..{first + n - 1}, both variants, {len(kinds)} kinds, {time.time() - t0:.0f}s")
    print(f"{'kind':22} {'variant':10} {'exact':>6} {'extra':>6} {'missing':>7} {'diffcode':>8} {'diffev':>6} {'n/a':>5} {'base!clean':>10} {'rejected':>8}")
    for (kind, variant), c in sorted(tally.items()):
        print(f"{kind:22} {variant:10} {c['exact']:6} {c['extra']:6} {c['missing']:7} {c['different_code']:8} "
              f"{c['different_event']:6} {c['n/a']:5} {c['base!clean']:10} {c['rejected']:8}")
    print("\n# discrepancy classes: kind variant result signature -> count [seeds]")
    for ck, seeds in sorted(classes.items(), key=lambda kv: (kv[0][0], -len(kv[1]))):
        print(f"{ck[0]:20} {ck[1]:10} {ck[2]:15} {ck[3]:50} {len(seeds):4}  {seeds[:8]}")


if __name__ == "__main__":
    main()
