"""Runs the engine on every transcript and prints annotations and settlement differences."""
import glob, json, os, subprocess, sys
HERE = os.path.dirname(os.path.abspath(__file__))
root = os.path.abspath(os.path.join(HERE, "../../../.."))
for f in sorted(glob.glob(os.path.join(HERE, "*.json"))):
    p = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", f],
                       capture_output=True, text=True, cwd=root, env=dict(os.environ, PYTHONPATH=root))
    v = json.loads(p.stdout)
    print("==", os.path.basename(f), v["status"], v.get("rules"))
    for pr in v.get("problems", []) or []:
        print("   PROBLEM", pr)
    for d in v["deals"]:
        for a in d["annotations"]:
            print("   ", (a["deal"], a["event"], a["code"], a["severity"]), a["message"])
        s = d.get("settlement")
        if s:
            print("    settlement exp", s.get("expected"), "rec", s.get("recorded"), "diff", s.get("difference"))
        if d.get("unchecked"):
            print("    unchecked", d["unchecked"])
