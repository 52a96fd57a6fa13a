"""Drive inject.py over N seeds x kinds and tally the engine's verdicts against the writer's expectation.

usage: nice python compare.py [N] [first_seed]  (PYTHONPATH = the worktree)
Output: per kind exact / extra / missing / different; every non-exact case's (kind, signature) class
with a count and the first seed; run.txt is this output.  --dump DIR writes each non-exact case.
"""
from __future__ import annotations

import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from inject import KINDS, inject  # noqa: E402
from replays.sim.ulti import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def found(v):
    out = []
    for d in v["deals"]:
        for a in d["annotations"]:
            out.append((a["deal"], a["event"], a["code"], a["severity"]))
    return out


def classify(exp, got):
    e = {(d, i, c) for d, i, c in exp}
    g = {(d, i, c) for d, i, c, _ in got}
    if g == e:
        return "exact"
    if e <= g:
        return "extra"
    if not g:
        return "missing"
    return "different"


def signature(exp, got):
    e = {(d, i, c) for d, i, c in exp}
    extra = sorted({c + ("@same" if (d, i) in {(x, y) for x, y, _ in e} else "") for d, i, c, _ in got if (d, i, c) not in e})
    miss = sorted({c for d, i, c in e if (d, i, c) not in {(x, y, z) for x, y, z, _ in got}})
    if "illegal_take" in extra and len(extra) > 3:
        extra = ["CASCADE(auction closed early: illegal_take/discard/bid, play and payment findings)"]
    return "+" + ",".join(extra) + (" -" + ",".join(miss) if miss else "")


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n = int(args[0]) if args else 200
    first = int(args[1]) if len(args) > 1 else 0
    dump = None
    if "--dump" in sys.argv:
        dump = sys.argv[sys.argv.index("--dump") + 1]
        os.makedirs(dump, exist_ok=True)
        args = [a for a in args if a != dump]
    tally = collections.defaultdict(collections.Counter)
    classes = collections.OrderedDict()
    for seed in range(first, first + n):
        doc = simulate(seed, preset="standard")
        if validate(doc)["status"] != "clean":
            tally["_base"]["not_clean"] += 1
            continue
        for kind in KINDS:
            r = inject(doc, kind, seed)
            if r is None:
                tally[kind]["n/a"] += 1
                continue
            new, exp, note = r
            v = validate(new)
            got = found(v)
            cl = classify(exp, got)
            tally[kind][cl] += 1
            if cl != "exact":
                sig = (kind, cl, signature(exp, got))
                if sig not in classes:
                    classes[sig] = [0, seed, note, exp, got]
                    if dump:
                        with open(os.path.join(dump, f"{kind}__{seed}.json"), "w") as f:
                            json.dump({"note": note, "expected": exp, "got": got, "transcript": new}, f, ensure_ascii=False)
                classes[sig][0] += 1
    print(f"seeds {first}..{first + n - 1}, preset standard")
    print(f"{'kind':24s} {'exact':>6s} {'extra':>6s} {'missing':>7s} {'diff':>5s} {'n/a':>5s}")
    for kind in KINDS:
        t = tally[kind]
        print(f"{kind:24s} {t['exact']:6d} {t['extra']:6d} {t['missing']:7d} {t['different']:5d} {t['n/a']:5d}")
    print("base not clean:", tally["_base"]["not_clean"])
    print("\nnon-exact classes (kind, tally, extra/-missing codes; @same = at the planted event): count, first seed")
    for (kind, cl, sig), (cnt, seed, note, exp, got) in classes.items():
        print(f"  {kind:22s} {cl:9s} {sig:60s} {cnt:4d}  seed {seed}: {note}")
        print(f"      expected {exp}\n      got      {got}")


if __name__ == "__main__":
    main()
