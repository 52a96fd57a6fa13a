"""show one deal: python show.py SEED DEAL"""
import sys, os, json
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare as CP, oracle as O
seed, k = int(sys.argv[1]), int(sys.argv[2])
doc = CP.session(seed); dl = doc["deals"][k]
print(doc["rules"]); print("hands", dl["hands"])
for i, e in enumerate(dl["events"]):
    if e["type"] != "play": print(i, e)
r = O.check_deal(dl, O.base.resolve_options(doc.get("rules")))[1]
print("trump", r.trump, "goals", r.goals, "decl", r.declarer)
