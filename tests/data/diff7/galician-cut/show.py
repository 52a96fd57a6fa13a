import sys, json, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle
from validator.engine.validate import validate
r = json.load(open(sys.argv[1])); t = r["transcript"]
print(r["note"]); print("rules", t.get("rules"), "players", len(t["players"]), "start", t.get("start"))
v = validate(t); o = oracle.check(t)
for di, dl in enumerate(v["deals"]):
    print("deal", di, "cut", o[di]["cut"], "n_events", len(t["deals"][di]["events"]), "unchecked", dl.get("unchecked"))
    for a in dl["annotations"]:
        print("  E", a["event"], a["code"], a["severity"], a["message"][:220])
    for i, x in sorted(o[di]["illegal"].items()): print("  O illegal", i, x)
    for i, x in sorted(o[di]["status"].items()):
        if x != "ok": print("  O", i, x, t["deals"][di]["events"][i])
