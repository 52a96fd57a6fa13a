"""Print, per record, the recorded net per party and the score/penalty event positions."""
import glob
import json

from common import Net

for f in sorted(glob.glob("*.json")):
    t = json.load(open(f))
    for di, d in enumerate(t["deals"]):
        ev = d["events"]
        net = Net().of_events(ev).d
        marks = []
        for i, e in enumerate(ev):
            if e["type"] in ("penalty", "score", "total", "call", "discard", "declare", "redeal"):
                marks.append("%d:%s%s" % (i, e["type"], "(%s,%s)" % (e.get("party", e.get("seat")), e.get("points", e.get("code", ""))) if e["type"] in ("penalty", "score", "total") else "(%s)" % e.get("seat")))
        print(f, "deal", di, "recorded net", {k: round(v, 2) for k, v in net.items()})
        print("   ", " ".join(marks))
