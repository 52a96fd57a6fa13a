"""show one swap case: python show.py SEED DEAL I J   (swap cards of events I and J, J optional)"""
import sys, os, json, copy
sys.path.insert(0, os.path.dirname(__file__))
import oracle, compare
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate
seed, di, i = map(int, sys.argv[1:4])
opts = compare.options_for(seed)
doc = simulate(seed, **opts); doc["rules"] = dict(opts)
print("opts", opts)
ev = doc["deals"][di]["events"]
if len(sys.argv) > 4:
    j = int(sys.argv[4]); ev[i]["card"], ev[j]["card"] = ev[j]["card"], ev[i]["card"]
d = doc["deals"][di]
pis = [k for k, e in enumerate(ev) if e["type"] == "play"]
print("hands", d["hands"], "talon", d["talon"])
for k, e in enumerate(ev):
    if e["type"] != "play" or abs(k - i) < 7:
        print(k, e)
r = oracle.check(doc)[di]
print("oracle illegal", r["illegal"], "info", {k: r["info"][k] for k in ("player", "forfeit", "helper_forfeit", "renonce")})
v = validate(doc)["deals"][di]
for a in v["annotations"]:
    print("ENGINE", a["event"], a["code"], a["message"])
