"""Print the per-file settlement tables for EXPECTED.md (run after build.py)."""
import sys
from fractions import Fraction as F
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from build import SESSIONS  # noqa: E402
from model import num  # noqa: E402

FAULTS = {
    "15-fault-pool-doubled-by-contra.json": "[(1, 49, \"wrong_payment\")]",
    "16-fault-failed-ultimo-pool.json": "[(1, 50, \"wrong_payment\")]",
    "17-fault-share-netted.json": "[(1, 50, \"wrong_payment\")]",
    "18-fault-total-recontra-loss.json": "[(0, 54, \"wrong_total\")]",
}
out = []
for s in SESSIONS:
    summ = s.build()
    n = s.n
    out.append(f"### {s.name}\n")
    out.append(f"Violations: {FAULTS.get(s.name, '[] (clean)')}\n")
    for d in summ:
        spec, res, o = d["spec"], d["res"], d["o"]
        if spec.kind == "allpass":
            out.append(f"- deal {d['deal']} (dealer {spec.dealer}): all pass; 5 each into the pool.")
        else:
            P = spec.rejects + 1 if spec.contract != "solo" else 1
            ann = ", ".join(a["kind"] + (f" {a['count']}" if a.get("count") else "") for a in spec.announce) or "nothing"
            dbl = ", ".join(f"{t}×{l}" for _, t, l in spec.doubles) or "none"
            its = "; ".join(f"{r} {'+' if dd > 0 else '−'}{num(a)}" for r, dd, a in d["items"])
            out.append(f"- deal {d['deal']} (dealer {spec.dealer}): player {res['player']} {spec.contract} (purchase {P}), "
                       f"announced {ann}, doubles {dbl}; card points {o['pts']}–{o['hpts']}. "
                       f"Per opponent (+ = to the player): {its}.")
        fl = [f"{fr}→{to} {num(a)} {r}" for fr, to, a, r in d["pays"] if "pool" in (fr, to)]
        if fl:
            out.append(f"  Pool: {'; '.join(fl)} (pool {num(d['pool_before'])} → {num(d['pool_after'])}).")
        net = d["net"]
        out.append("  Net: " + ", ".join(f"{p}: {num(net[p])}" for p in list(range(n)) + ["pool"]))
        if d["fault"]:
            out.append(f"  **Planted:** {d['fault']}")
    tot = {p: sum((d['net'][p] for d in summ), F(0)) for p in list(range(n)) + ['pool']}
    out.append("\nSession (rules): " + ", ".join(f"{p}: {num(tot[p])}" for p in tot) + "\n")
print("\n".join(out))
