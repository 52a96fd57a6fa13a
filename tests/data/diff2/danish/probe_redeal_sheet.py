"""Probe: score/total written on a redeal-only deal (L280) are not checked by the engine."""
import sys, random, copy
sys.path.insert(0, "/work/wt-diff2-danish")
sys.path.insert(0, "/work/wt-diff2-danish/tests/data/diff2/danish")
from validator.engine.validate import validate
from scores import with_sheet
from compare import session

hits = {"score": [0, 0], "total": [0, 0]}
for si in range(400):
    doc, players, opts = session(si)
    rd = [k for k, d in enumerate(doc["deals"]) if any(e["type"] == "redeal" for e in d["events"])]
    if not rd:
        continue
    m = with_sheet(doc, random.Random(si))
    for typ in ("score", "total"):
        mm = copy.deepcopy(m)
        ev = mm["deals"][rd[0]]["events"]
        i = next(i for i, e in enumerate(ev) if e["type"] == typ)
        ev[i]["points"] += 35
        v = validate(mm)
        flagged = any(a["event"] == i for a in v["deals"][rd[0]]["annotations"])
        hits[typ][0] += 1
        hits[typ][1] += flagged
        if not flagged and hits[typ][0] - hits[typ][1] == 1:
            print("example", typ, "session", si, "deal", rd[0], ev[i], v["status"])
print({k: f"{f}/{n} flagged" for k, (n, f) in hits.items()})
