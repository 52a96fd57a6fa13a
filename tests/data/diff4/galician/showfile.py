"""replay a saved case: python showfile.py FILE"""
import sys, os, json
sys.path.insert(0, os.path.dirname(__file__))
import oracle
from validator.engine.validate import validate
c = json.load(open(sys.argv[1])); doc = c["doc"]; di = c["deal"]
ev = doc["deals"][di]["events"]
print("rules", doc.get("rules"), "seed", c["seed"], "deal", di, "events", c["events"])
print("hands", doc["deals"][di]["hands"])
for k, e in enumerate(ev):
    print(k, e)
r = oracle.check(doc)[di]
print("ORACLE illegal", r["illegal"], {k: r["info"].get(k) for k in ("player", "forfeit", "helper_forfeit", "renonce", "points", "won", "game_value", "take_backs")})
print("ORACLE pays", r["payments"])
v = validate(doc)["deals"][di]
for a in v["annotations"]:
    print("ENGINE", a["event"], a["code"], a["message"])
print("ENGINE computed", {k: v["computed"].get(k) for k in ("points", "forfeit", "won", "game", "payments")})
