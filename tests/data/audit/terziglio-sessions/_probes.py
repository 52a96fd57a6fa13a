"""Extra probes for terziglio-sessions; writes only under /tmp and runs the CLI on each."""

import copy
import json
import os
import random
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import _gen  # noqa: E402

ROOT = Path(__file__).resolve().parents[4]
OUT = Path("/tmp/terziglio-sessions-probes")


def run(name, t):
    OUT.mkdir(exist_ok=True)
    p = OUT / (name + ".json")
    p.write_text(json.dumps(t, indent=1))
    r = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", str(p)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    v = json.loads(r.stdout)
    found = [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"]]
    print(f"{name}: {v['status']} {found}", v.get("errors", ""))
    return v


def mk(name, rules, specs, **kw):
    t, _ = _gen.session(random.Random("probe/" + name), rules, specs, **kw)
    return t


std = {"preset": "standard"}
# p1: solo all tricks, default option, sheet writes 80
t = mk("p1", std, _gen.SOLO2[:1], slips={("score", 0, 2): 40, ("total", 0, 2): 40})
run("p1-solo-80-default", t)
# p2: a thrown-in monte deal with zero lines and unchanged totals written
t = mk("p2", std, _gen.MONTE[:3])
t["deals"][1]["events"] += [{"type": "score", "party": s, "points": 0} for s in range(3)] + [
    {"type": "total", "party": s, "points": [0, 0, 40][s]} for s in range(3)
]
run("p2-monte-zero-lines", t)
# p3: all three monte, then the deal played on
t = mk("p3", std, _gen.BASE[:1])
t["deals"][0]["events"][:0] = [{"type": "redeal", "seat": s, "reason": "monte"} for s in (1, 2, 0)]
run("p3-monte-played-on", t)
# p4: monte off
t = mk("p4", {"preset": "standard", "monte": False}, _gen.MONTE[:1])
run("p4-monte-off", t)
# p5: monte calls dealer first
t = mk("p5", std, _gen.MONTE[:1])
t["deals"][0]["events"][0]["seat"] = 0
run("p5-monte-dealer-first-one-call", t)
# p6: all pass, then the same dealer deals again
specs = copy.deepcopy(_gen.START_ALLPASS)
specs[2]["dealer"] = 0
t = mk("p6", std, specs, start=[120, 40, 80])
run("p6-allpass-same-dealer", t)
# p7: monte after the bids
t = mk("p7", std, _gen.BASE[:1])
t["deals"][0]["events"].insert(3, {"type": "redeal", "seat": 2, "reason": "monte"})
run("p7-monte-after-bids", t)
# p8: zero_sum session written with winners_score lines (and their totals)
t = mk("p8", {"preset": "standard", "settlement": "zero_sum"}, _gen.ZERO[:2])
t2 = mk("p8", std, _gen.ZERO[:2])
for d, d2 in zip(t["deals"], t2["deals"], strict=True):
    d["events"] = d2["events"]
run("p8-zero-sum-winners-lines", t)
# p9: monte thrown in, deal passes, but the whole sheet skips nothing; then a gioco by a seat after a gioco
t = mk("p9", std, _gen.BASE[:1])
t["deals"][0]["events"][1] = {"type": "bid", "seat": 2, "bid": "gioco"}
run("p9-gioco-after-gioco", t)
# p10: a seat bids twice (declarer raises to solo after a solo? no: passer speaks again)
t = mk("p10", std, _gen.BASE[:1])
t["deals"][0]["events"].insert(3, {"type": "bid", "seat": 2, "bid": "solo"})
run("p10-second-bid-after-pass", t)
# p11: the dealer rotation across a monte at the session's first deal, then a wrong dealer mid-session
specs = copy.deepcopy(_gen.BASE)
specs[1]["dealer"] = 0  # seat 0 deals twice; the rest as written from seat 2 on
run("p11-wrong-dealer-mid", mk("p11", std, specs))
# p12: gioco A with the exchange laying away a 5-point trump (T20) instead
t = mk("p12", std, _gen.BASE[3:])
for e in t["deals"][0]["events"]:
    if e["type"] == "discard":
        e["cards"] = ["T20", "T4"]
        break
run("p12-discard-5pt", t)
