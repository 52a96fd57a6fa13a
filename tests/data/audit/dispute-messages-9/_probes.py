"""Probes for dispute-messages-9: writes only under /tmp."""
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/dm9_probes")
OUT.mkdir(exist_ok=True)


def run(t, name):
    p = OUT / name
    p.write_text(json.dumps(t, ensure_ascii=False))
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    print("==", name, v["status"])
    for d in v["deals"]:
        for a in d["annotations"]:
            print("  ", a["deal"], a["event"], a["code"], "|", a["message"], "| penalty:", a.get("penalty"))
    return v


# P1: the false 40 of 07 deal 0 moved before Csaba's own first card
t = json.loads((HERE / "07-false-marriages.json").read_text())
ev = t["deals"][0]["events"]
dec = ev.pop(8)
ev.insert(7, dec)
t["deals"] = t["deals"][:1]
run(t, "p1-false-40-in-time.json")

# P2: the early seven's penalty field
t = json.loads((HERE / "11-ulti-seven-and-red-penalty.json").read_text())
t["deals"] = t["deals"][:1]
v = run(t, "p2-early-seven.json")
print("   note:", v["deals"][0]["computed"].get("note"), v["deals"][0]["computed"].get("penalty"))
