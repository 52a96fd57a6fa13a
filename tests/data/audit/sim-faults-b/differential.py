"""Post-blind differential run (Phase 2): many more simulated records, clean and with one planted
fault each, validated by the engine and compared with my checker.  Not part of the pinned corpus.

    cd tests/data/audit/sim-faults-b && PYTHONPATH=../../../.. /work/venv/bin/python differential.py

Writes transcripts to a temporary folder, runs `replays.cli validate --json` on them and prints
per (game, fault) the count of agreements / disagreements (expected: all agree).
"""

import collections
import copy
import glob
import json
import os
import random
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import rage_model as R  # noqa: E402
import taroc_model as T  # noqa: E402

NAMES = ["A", "B", "C", "D", "E", "F", "G", "H"]
EQUIV = {"revoke": {"revoke", "failure_to_trump"}}


def rage_extra(t, kind, rng):
    """Rage faults the corpus does not plant: out of turn, bid out of range, wrong score / total."""
    cands = []
    n = len(t["players"])
    st = (t.get("start") or {}).get("round", 1)
    for di, tricks in enumerate(R.tricks_of(t)):
        evs = t["deals"][di]["events"]
        cards = 11 - st - di
        if kind == "out_of_turn":  # swap two followers' plays in a trick of colour cards only
            for x in tricks:
                p = x["plays"]
                if not any(c in R.ACTIONS for _e, _s, c, _n in p):
                    cands += [("ot", di, p[i][0], p[i + 1][0]) for i in range(1, n - 1)]
        elif kind == "bid_out_of_range":  # a missed bid made impossible: the score is the same
            for i, e in enumerate(evs):
                if e["type"] == "bid" and sum(1 for x in tricks if x["winner"] == e["seat"]) != e["bid"]:
                    cands.append(("br", di, i, cards + 1 + rng.randint(0, 2)))
        else:
            ty = "score" if kind == "wrong_score" else "total"
            cands += [("pt", di, i, rng.choice([1, -1, 5, -5, 10])) for i, e in enumerate(evs) if e["type"] == ty]
    if not cands:
        return None
    c = rng.choice(cands)
    u = copy.deepcopy(t)
    e = u["deals"][c[1]]["events"]
    if c[0] == "ot":
        e[c[2]], e[c[3]] = e[c[3]], e[c[2]]
    elif c[0] == "br":
        e[c[2]]["bid"] = c[3]
    else:
        e[c[2]]["points"] += c[3]
    return u, [(c[1], c[2], kind)]


def generate(folder):
    exp = {}

    def put(t, e):
        fn = os.path.join(folder, "x%05d.json" % len(exp))
        with open(fn, "w") as f:
            json.dump(t, f)
        exp[fn] = e

    for seed in range(5000, 5060):
        rng = random.Random(seed)
        n = rng.randint(3, 8)
        pm1 = rng.random() < 0.4
        sr = rng.randint(1, 6)
        rounds = rng.randint(1, 11 - sr)
        t = R.simulate(seed, NAMES[:n], rounds, start_round=sr, pm1=pm1, first_dealer=seed % n,
                       start_totals=[rng.randint(-20, 40) for _ in range(n)] if sr > 1 else None)
        put(t, [])
        for kind in ["revoke", "action", "wild", "notinhand"] + (["bid"] if pm1 else []):
            r = R.inject(t, kind, random.Random(seed))
            if r:
                put(r[0], [(r[1]["deal"], r[1]["event"], r[1]["code"])])
        for kind in ("out_of_turn", "bid_out_of_range", "wrong_score", "wrong_total"):
            r = rage_extra(t, kind, random.Random(seed))
            if r:
                put(*r)
    common = ["revoke", "out_of_turn", "illegal_discard", "false_declaration", "wrong_score", "wrong_total",
              "card_not_in_hand"]
    for g, kinds in (("tarocchini-ottocento", common), ("tarocchini-terziglio", common + ["illegal_bid"])):
        for seed in range(6000, 6030):
            rng = random.Random(seed)
            n = 4 if g.endswith("ottocento") else 3
            kw = {}
            if n == 3 and rng.random() < 0.5:
                kw = dict(widow_n=5, preset={"preset": "nineteen"})
            if n == 4:
                kw = dict(take_forms=[rng.random() < 0.5], breakdown=rng.random() < 0.5)
            t, _ = T.simulate(g, seed, [seed % n], **kw)
            put(t, [])
            for kind in kinds:
                r = T.inject(t, kind, random.Random(seed), max_tries=20)
                if r:
                    put(r[0], [(r[1]["deal"], r[1]["event"], r[1]["code"])])
    return exp


def main():
    folder = tempfile.mkdtemp(prefix="sim-faults-b-")
    exp = generate(folder)
    files = sorted(exp)
    res = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json"] + files,
                         capture_output=True, text=True)
    verdicts = json.loads(res.stdout)
    stats = collections.Counter()
    for f, v in zip(files, verdicts, strict=True):
        want = exp[f]
        got = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]
               if a["severity"] == "violation"]
        ok = len(got) == len(want) and all(
            g[:2] == tuple(w[:2]) and (g[2] == w[2] or g[2] in EQUIV.get(w[2], ())) for g, w in zip(got, want))
        stats[(v["game"], want[0][2] if want else "clean", "agree" if ok else "DISAGREE")] += 1
        if not ok:
            print("DISAGREE", f, want, got)
    for k, c in sorted(stats.items()):
        print(*k, c)
    for f in glob.glob(os.path.join(folder, "*.json")):
        os.remove(f)
    os.rmdir(folder)


if __name__ == "__main__":
    main()
