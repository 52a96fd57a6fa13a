"""show.py SEED KIND: print the planted deal's auction/announcements and the verdict."""
import json, random, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from inject import plant
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate
seed, k = int(sys.argv[1]), sys.argv[2]
full = len(sys.argv) > 3
doc = simulate(seed)
t, exp = plant(doc, k, random.Random(f"{seed}/{k}"))
v = validate(t)
print("players", len(t["players"]), "rules", t.get("rules"), "expected", exp)
for x in exp:
    d = t["deals"][x["deal"]]
    print("deal", x["deal"], "dealer", d["dealer"], "hands", [len(h) for h in d["hands"]])
    for i, e in enumerate(d["events"]):
        if full or e["type"] not in ("play",):
            print("  ", i, json.dumps(e, ensure_ascii=False))
for d in v["deals"]:
    for a in d["annotations"]:
        print(a["deal"], a["event"], a["seat"], a["code"], a["severity"], a["rule"], "|", a["message"][:300])
if "--json" in sys.argv:
    print(json.dumps(t))
