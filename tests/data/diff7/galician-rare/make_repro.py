"""Minimal repro of class V1: an announced volat, made, with contra on the GAME only (standard rules)."""
import json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import construct as C
from validator.engine.validate import validate
doc = C.build(4, "solo_volat", 3, {}, 100)
d = doc["deals"][0]
ev = [e for e in d["events"] if e["type"] not in ("double", "payment")]
pl = next(e["seat"] for e in ev if e["type"] == "bid" and e["bid"] != "pass")
helper = next(e["seat"] for e in ev if e["type"] == "bid" and e["bid"] == "pass")
for e in ev:
    if e["type"] == "announce" and e["seat"] == pl:
        e["items"] = [{"kind": "volat"}]
    elif e["type"] == "announce":
        e["items"] = []
fp = next(i for i, e in enumerate(ev) if e["type"] == "play")
ev.insert(fp, {"type": "double", "seat": helper, "target": "game", "level": 2})
d["events"] = ev
res = C.add_payments(doc)
v = validate(doc)
dv = v["deals"][0]
out = {"note": "V1 (c): solo, volat announced and made (all 12 tricks), contra on the game (level 2) only. "
               "Oracle: solo volat 600, announced x2 = 1200, contra on the game doubles the won game -> 2400 from each helper. "
               "Engine: 1200 (the game contra is not applied to an announced volat; only a contra on 'volat' is). "
               "Engine annotations: %s" % [(a["code"], a["event"]) for a in dv["annotations"]],
       "transcript": doc}
json.dump(out, open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "repros", "V1_announced_volat_game_contra.json"), "w"), ensure_ascii=False, indent=1)
print(out["note"]); print("engine payments", [(p["from"], p["to"], p["amount"], p["reason"]) for p in dv["computed"]["payments"]])
print("oracle payments", res[0]["payments"])
