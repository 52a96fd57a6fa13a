"""Compares the engine's settlement figures (deal and session) and computed.pool with _figures.txt.
Run from the worktree root with PYTHONPATH=$PWD after the .out verdicts exist in /tmp (see REPORT.md)."""

import json
import sys
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent
fig = json.loads((HERE / "_figures.txt").read_text())


def norm(d):
    return {str(k): round(v, 6) for k, v in (d or {}).items() if round(v, 6) != 0}


bad = 0
for f, e in fig.items():
    v = validate(json.loads((HERE / (f + ".json")).read_text()))
    out = []
    for i, d in zip(e["info"], v["deals"]):
        s = d["settlement"]
        for key in ("expected", "recorded", "difference"):
            if norm(s[key]) != norm(i[key]):
                out.append(f"  deal {i['deal']} {key}: engine {norm(s[key])} mine {norm(i[key])}")
        if d["computed"].get("pool") != i["pool_after"]:
            out.append(f"  deal {i['deal']} pool: engine {d['computed'].get('pool')} mine {i['pool_after']}")
    net = v["session"]["net"]
    for key, mine in (("expected", e["ses_exp"]), ("recorded", e["ses_rec"]), ("difference", e["ses_diff"])):
        if norm(net[key]) != norm(mine):
            out.append(f"  session {key}: engine {norm(net[key])} mine {norm(mine)}")
    if v["session"]["pool"] != e["final_pool"]:
        out.append(f"  session pool: engine {v['session']['pool']} mine {e['final_pool']}")
    print(f, "agree" if not out else "DIFFER")
    for line in out:
        print(line)
    bad += bool(out)
sys.exit(1 if bad else 0)
