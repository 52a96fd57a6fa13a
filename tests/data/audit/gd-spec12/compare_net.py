"""Phase 2: settle every deal under the engine's share reading (10 % of a seat's positive net from the
game and premiums) and compare with the engine's expected settlement (.out files)."""
import json
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import gen  # noqa: E402
import model  # noqa: E402

orig = model.settle


def settle_net(spec, res, o, pool_before, stake_due):
    pays, pool_after, items = orig(spec, res, o, pool_before, stake_due)
    base = [p for p in pays if p[3] != "pool_share"]
    net = {}
    for fr, to, a, r in base:
        if r in ("pool_stake", "pool_pass", "pool_ultimo"):
            continue
        net[fr] = net.get(fr, 0) - a
        net[to] = net.get(to, 0) + a
    new = base + [(s, "pool", n / 10, "pool_share") for s, n in sorted(net.items()) if n > 0]
    pa = pool_before + sum(a for fr, to, a, r in new if to == "pool") - sum(a for fr, to, a, r in new if fr == "pool")
    return new, pa, items


gen.settle = settle_net
gen.HERE = Path(tempfile.mkdtemp())
from build import SESSIONS  # noqa: E402

here = Path(__file__).parent
for s in SESSIONS:
    summ = s.build()
    v = json.loads((here / s.name.replace(".json", ".out")).read_text())
    bad = []
    for d, vd in zip(summ, v["deals"]):
        exp = vd["settlement"]["expected"]
        for p, val in d["net"].items():
            if abs(float(val) - exp.get(str(p), 0)) > 1e-6:
                bad.append((d["deal"], p, float(val), exp.get(str(p))))
    print(s.name, "engine == net-share model" if not bad else bad)
