"""Probes (write only under /tmp): move the second card of files 01 and 09 right after the seat's
first card (consecutive), and in file 03 drop the table's fine and settle the last trick as the
engine reads it, to see which reading the engine takes."""
import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/probes11")
OUT.mkdir(exist_ok=True)


def move(src, frm, to, name):
    d = json.loads((HERE / src).read_text())
    ev = d["deals"][0]["events"]
    e = ev.pop(frm)
    ev.insert(to, e)
    p = OUT / name
    p.write_text(json.dumps(d))
    return p


def run(p):
    r = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", str(p)], capture_output=True, text=True)
    v = json.loads(r.stdout)
    print(p.name, v["status"], [(a["event"], a["seat"], a["code"]) for d in v["deals"] for a in d["annotations"]])


run(move("01-dk-lead-double-wins-early.json", 18, 16, "p01-consecutive.json"))
run(move("09-betli-declarer-double-wins.json", 9, 7, "p09-consecutive.json"))
