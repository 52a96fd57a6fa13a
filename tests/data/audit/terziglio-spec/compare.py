"""Compare the engine's computed points (from NN-*.out) with the blind model's, deal by deal."""
import json, os, sys, copy
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import build
from specs import FILES
HERE = os.path.dirname(os.path.abspath(__file__))
ndiff = 0
if len(sys.argv) > 1:  # diagnosis: another reading of the gaps (e.g. setcomp)
    build.MINE2 = dict(build.MINE2, gaps=sys.argv[1])
for fs in FILES:
    fs = dict(fs)
    doc, expected, notes, totals = build.build_session(fs)
    v = json.load(open(os.path.join(HERE, fs["name"] + ".out")))
    for n, vd in zip(notes, v["deals"]):
        c = vd.get("computed", {})
        if "declarer" not in n:
            print(fs["name"], n["deal"], "no play:", c.get("mode"), vd.get("settlement"))
            continue
        p = c.get("points") or {}
        mine = (n["D"], n["O"], n["g"], n["winner"])
        eng = (p.get("declarer", {}).get("total"), p.get("opponents", {}).get("total"), c.get("game_points"),
               {"declarer": "D", "opponents": "O"}.get(c.get("winner")))
        md = None
        if n.get("parts"):
            md = {k: (n["parts"][k]["decl"], n["parts"][k]["after"], n["parts"][k]["cards"], n["parts"][k]["last"]) for k in "DO"}
            ed = {k2: (p[k]["declarations"], p[k]["combinations"], p[k]["card_points"], p[k]["last_trick"]) for k, k2 in (("declarer", "D"), ("opponents", "O"))} if p else None
        else:
            ed = None
        if mine != eng or md != ed:
            ndiff += 1
            print("DIFF", fs["name"], n["deal"], "mine", mine, md, "engine", eng, ed, c.get("decided_by"))
print("differences:", ndiff, "(gaps reading: %s)" % build.MINE2["gaps"])
