"""Compare the engine's verdicts (*.verdict.out) with my model (check.py)."""
import glob
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check  # noqa: E402

for p in sorted(glob.glob("*.json")):
    v = json.load(open(p.replace(".json", ".verdict.out")))
    mine = check.check(p)
    print(p, v["status"], "games_won:", v["session"].get("games_won"), "session totals:", v["session"]["totals"]["expected"])
    for di, d in enumerate(v["deals"]):
        c = d["computed"]
        pts = c.get("points")
        row = [r for r in mine if r[0] == di and r[2] == "deal"][0][3]
        import ast, re
        m = re.search(r"result (.*?); discard", row)
        res = ast.literal_eval(m.group(1)) if m.group(1) != "None" else None
        if pts is None and res is None:
            print(f"  deal {di}: both none; mode {c.get('mode')} totals {c.get('totals')}")
            continue
        if pts is None or res is None:
            print(f"  deal {di}: DIFF engine {pts} mode {c.get('mode')} mine {res}")
            continue
        same = all(pts[f"team{t}"][k] == res[t][k] for t in (0, 1) for k in res[t])
        print(f"  deal {di}: {'same' if same else 'DIFF'} mode {c.get('mode')} engine totals {c.get('totals')}" + ("" if same else f"\n    engine {pts}\n    mine   {res}"))
