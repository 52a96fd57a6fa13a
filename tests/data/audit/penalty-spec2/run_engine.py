"""Phase 2: run the engine on every transcript and print a compact summary (-> engine.out)."""
import glob
import json
import os
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(here, "..", "..", "..", ".."))
for f in sorted(glob.glob(os.path.join(here, "*.json"))):
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", f], cwd=root,
                       env=dict(os.environ, PYTHONPATH=root), capture_output=True, text=True)
    v = json.loads(r.stdout)
    print("=====", os.path.basename(f), v["status"], v["summary"].get("by_code"), "warnings:", v["summary"].get("warnings"))
    for p in v.get("problems", []):
        print("  PROBLEM", p)
    for d in v["deals"]:
        for a in d["annotations"]:
            pen = a.get("penalty")
            print(f"  ({a['deal']}, {a['event']}, {a['code']}) seat={a['seat']} sev={a['severity']} rule={a['rule']}")
            print(f"      {a['message']}")
            if pen:
                print(f"      penalty={json.dumps(pen, ensure_ascii=False)}")
        s = d["settlement"]
        print(f"  deal {d['index']} expected={s['expected']} recorded={s['recorded']} diff={s['difference']}")
        if d.get("unchecked"):
            print("  unchecked:", d["unchecked"])
    if v.get("session"):
        print("  session:", json.dumps(v["session"], ensure_ascii=False)[:600])
