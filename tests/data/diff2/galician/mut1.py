import sys, json, os, random
sys.path.insert(0, os.path.dirname(__file__))
from compare import session, mutations, oracle
from validator.engine.validate import validate
seed, di, ei, kind = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
doc, opts = session(seed)
rng = random.Random(seed * 7 + 1)
for k, d, e, m in mutations(doc, rng):
    if k == kind and d == di and e == ei:
        break
else:
    sys.exit("not found")
dl = m["deals"][di]
for j, x in enumerate(dl["events"]):
    if x["type"] != "play": print(j, json.dumps(x))
v = validate(m)
print("STATUS", v["status"])
if v["status"] == "rejected": print(json.dumps({k: v[k] for k in v if k not in ("deals",)})[:1500])
else:
    for a in v["deals"][di]["annotations"]: print("ANN", a["event"], a["code"], a["rule"], a["message"])
print("ORACLE", oracle.check(m)[di]["illegal"])
