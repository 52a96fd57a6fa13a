"""show one saved repro: python show.py FILE  (PYTHONPATH=/work/wt-diff3-galician)"""
import json, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import oracle
from validator.engine.validate import validate
d = json.load(open(sys.argv[1]))
m = d["transcript"]; di = d["deal"]
print(d["class"], "seed", d["seed"], d["options"], "deal", di, "mutated", d["mutated_events"], "was", d["original_cards"])
ev = m["deals"][di]["events"]
print("talon recorded:", "talon" in m["deals"][di], [e for e in ev if e["type"] in ("take", "discard", "announce")])
pl = [(i, e["seat"], e["card"]) for i, e in enumerate(ev) if e["type"] == "play"]
for t in range(0, len(pl), 3):
    print("  trick", t // 3, pl[t:t + 3])
v = validate(m)
print("ENGINE", [(a["event"], a["code"], a["message"]) for a in v["deals"][di]["annotations"]][:8])
o = oracle.analyse_session(m)[di]
print("ORACLE", o["illegal"], "out_of_turn", o["out_of_turn"])
