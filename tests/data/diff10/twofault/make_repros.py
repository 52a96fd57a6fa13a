"""Build repros/*.json from compare2.py --dump cases.

usage: PYTHONPATH=<worktree> python make_repros.py DUMP_DIR
Each entry of PICK names a dump file (by a substring) and the repro's name, class and note.  The transcript
is cut after the last deal that carries an expectation or a finding of the class (later deals dropped) when
that keeps the verdict's signature; the repro stores the two writers' expectations (`expected_by_writers`,
their union is what a writer expects) and the engine's findings on main (`engine_findings`).
"""
from __future__ import annotations

import copy
import glob
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from compare2 import GAMES, findings, judge  # noqa: E402

from validator.engine.validate import validate  # noqa: E402

PICK = json.load(open(os.path.join(HERE, "picks.json")))


def sig(game, exps, doc):
    cls, miss, surplus = judge(game, exps, findings(validate(copy.deepcopy(doc))))
    return cls, sorted(exps[i]["src"] for i in miss), sorted({(f["deal"], f["code"]) for f in surplus})


def main():
    dump = sys.argv[1]
    os.makedirs(os.path.join(HERE, "repros"), exist_ok=True)
    games = {}
    for p in PICK:
        fs = sorted(glob.glob(os.path.join(dump, f"*{p['match']}*.json")))
        if not fs:
            print("no dump for", p["name"])
            continue
        ex = json.load(open(fs[0]))
        g = games.setdefault(ex["game"], GAMES[ex["game"]]())
        exps = [{**x, "codes": set(x["codes"])} for x in ex["expected_by_writers"]]
        for x in exps:
            x.pop("kind", None)
        doc = ex["transcript"]
        want = sig(g, exps, doc)
        last = max([x["deal"] for x in exps] + [f["deal"] for f in ex["found"] if f["deal"] is not None])
        cut = copy.deepcopy(doc)
        cut["deals"] = cut["deals"][: last + 1]
        if sig(g, exps, cut) == want:
            doc = cut
        v = validate(copy.deepcopy(doc))
        out = {"name": p["name"], "class": p["class"], "note": p["note"], "game": ex["game"], "seed": ex["seed"],
               "pair": {"type": ex["type"], "label": ex["label"], "kinds": ex["kinds"]},
               "expected_by_writers": ex["expected_by_writers"],
               "engine_findings": [{k: f.get(k) for k in ("deal", "event", "seat", "code", "pclass", "message")}
                                   for f in findings(v)],
               "verdict_vs_union": want[0], "transcript": doc}
        with open(os.path.join(HERE, "repros", p["name"] + ".json"), "w") as fh:
            json.dump(out, fh, ensure_ascii=False, indent=1)
        print(f"{p['name']:60s} {want[0]:12s} deals {len(doc['deals'])}  from {os.path.basename(fs[0])}")


if __name__ == "__main__":
    main()
