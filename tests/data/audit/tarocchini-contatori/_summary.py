"""Compact per-file summary of the figures under every reading (for EXPECTED.md)."""
import json
import sys
from pathlib import Path

sys.argv = [sys.argv[0]]
HERE = Path(__file__).parent
g = {"__name__": "_gen_lib", "__file__": str(HERE / "_gen.py")}
exec(open(HERE / "_gen.py").read(), g)
O = g["O"]
DIMS = {"share": "AB", "gaps": "RS", "acec": "YN", "dbl": "12", "scope": "PT", "cs": "NY"}


def collapse(names):
    rs = [dict(kv.split("=") for kv in n.split()) for n in names]
    out = []
    for d, vals in DIMS.items():
        got = {r[d] for r in rs}
        if len(got) < len(vals):
            out.append(f"{d}={''.join(sorted(got))}")
    return " ".join(out) or "all readings"


for name, f in g["FILES"].items():
    doc, info = f(g["SEEDS"][name])
    groups = {}
    for k, v in info["res"].items():
        per = v[0]
        fig = {t: {r: per[t][r] for r in ("declarations", "combinations", "card_points", "last_trick", "total")} for t in per}
        key = json.dumps([fig, {s: ok[0] for s, ok in v[1].items()}, v[2] if len(v) > 2 else None], sort_keys=True)
        groups.setdefault(key, []).append(k)
    print(f"## {name}  ({len(groups)} distinct)")
    for key, names in groups.items():
        fig, ok, gps = json.loads(key)
        bad = [s for s, o in ok.items() if not o]
        line = "; ".join(f"side{t}: decl {x['declarations']} comb {x['combinations']} cp {x['card_points']} lt {x['last_trick']} = {x['total']}" for t, x in fig.items())
        print(f"  [{collapse(names)}] ({len(names)}) {line}" + (f"; gp {gps}" if gps else "") + (f"; FALSE decl seats {bad}" if bad else ""))
