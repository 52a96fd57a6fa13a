"""Show one case: show.py SEED VARIANT DEAL [EVENT=CARD ...]
VARIANT: talon | notalon | talon_cut | notalon_cut (as in compare.py's negative run)."""
import json, sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import compare, oracle
from validator.engine.validate import validate
seed, tag, k = int(sys.argv[1]), sys.argv[2], int(sys.argv[3])
full, opts = compare.make(seed)
drop = tag.startswith("notalon")
cut = None
if tag.endswith("_cut"):
    cut = (9 + seed % 20) if drop else (12 + seed % 15)
doc = compare.play_only(full, drop, cut)
ev = doc["deals"][k]["events"]
print("options", opts, "rules", doc.get("rules"))
for op in sys.argv[4:]:
    i, c = op.split("=")
    print(f"mutate event {i}: {ev[int(i)]['card']} -> {c}")
    ev[int(i)]["card"] = c
for i, e in enumerate(ev):
    if e["type"] not in ("payment", "total"):
        print(i, json.dumps(e, ensure_ascii=False))
r = oracle.check(doc)[k]
print("ORACLE", r["problems"])
v = validate(doc)
for an in v["deals"][k]["annotations"]:
    print("ENGINE", an["event"], an["code"], an["message"], json.dumps(an["evidence"], ensure_ascii=False))
print(v["deals"][k].get("unchecked"))
