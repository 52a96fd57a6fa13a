"""show.py KEYSUBSTR: print one stored case (from cases.json) with engine + oracle view of the spot."""
import json, sys, os
sys.path.insert(0, os.path.dirname(__file__))
import oracle
from validator.engine.validate import validate
cs = json.load(open(os.path.join(os.path.dirname(__file__), "cases.json")))
for c in cs:
    if sys.argv[1] in " ".join(c["key"]):
        print(c["key"], c["label"], c["where"])
        doc = c["transcript"]
        di, ei = c["where"] if isinstance(c["where"], list) else (0, 0); ei = ei or 0
        d = doc["deals"][di]
        print("dealer", d["dealer"], "talon", d["talon"][:8], len(d["talon"]), "n", len(doc["players"]), doc["rules"])
        for i, e in enumerate(d["events"]):
            if abs(i - ei) < int(sys.argv[2]) if len(sys.argv) > 2 else True:
                print(i, e, "<<<" if i == ei else "")
        v = validate(doc)
        for a in v["deals"][di]["annotations"]:
            print("ENG", a["event"], a["code"], a["severity"], a.get("message"))
        print("unchecked", v["deals"][di].get("unchecked"))
        r = oracle.analyse(doc)[di]
        print("ORC", {k: r[k] for k in ("complete",)}, {k: v for k, v in r["plays"].items() if v}, r["scores"], r["totals"])
        break
