"""show.py REPRO.json [deal]: replay a repro; print the engine's annotations and the oracle's view."""
import sys, json, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle as O
from validator.engine.validate import validate
r = json.load(open(sys.argv[1]))
doc = r["transcript"]
print("NOTE:", r["note"], "| where:", r.get("where"))
v = validate(doc)
print("status", v["status"], v.get("problems"))
o = O.check(doc)
for di, d in enumerate(doc["deals"]):
    print("-- deal", di, "dealer", d["dealer"], "closed", o[di]["closed"], "explainable", o[di]["explainable"],
          "oracle illegal", o[di]["illegal"])
    for a in v["deals"][di]["annotations"]:
        print("   ENGINE", a["event"], a["code"], a["severity"], a.get("message"))
    print("   unchecked:", v["deals"][di].get("unchecked"))
    if len(sys.argv) > 2 and di == int(sys.argv[2]):
        for i, e in enumerate(d["events"]):
            print("     ", i, json.dumps(e, ensure_ascii=False), o[di]["money"].get(i, ""))
