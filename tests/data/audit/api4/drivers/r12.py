import copy, json
from lib import *
for p in sorted((ROOT / "examples").glob("*/*.json")):
    t0 = json.loads(p.read_text())
    if not any("talon" in d for d in t0["deals"]):
        continue
    t = copy.deepcopy(t0)
    for d in t["deals"]:
        d.pop("talon", None)
    v = send("POST", "/v1/validate", t).j
    t2 = copy.deepcopy(t0)
    for d in t2["deals"]:
        if "talon" in d: d["talon"] = None
    v2 = send("POST", "/v1/validate", t2).j
    base = send("POST", "/v1/validate", t0).j
    ann = lambda v: [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"] if a["severity"] == "violation"]
    print(f"{p.parent.name}/{p.name}: base {base['status']} {ann(base)} | no talon: {v['status']} {ann(v)} {[(q['pointer'], q['code']) for q in v.get('problems', [])][:4]} | talon null: {v2['status']} {[(q['pointer'], q['code']) for q in v2.get('problems', [])][:3]}")
