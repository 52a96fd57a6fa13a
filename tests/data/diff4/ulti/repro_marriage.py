"""Class C-M1 reproduction: a marriage announced in a 100 / durchmarsch game."""
import sys, os, copy
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare as CP, oracle as O
from validator.engine.validate import validate
for seed, k, x, s, pts in [(13, 1, 14, 1, 40), (51, 1, 6, 1, 20), (53, 0, 8, 1, 40), (1079, 3, 17, 0, 20), (0, 0, 9, 2, 20)]:
    doc = CP.session(seed); dl = doc["deals"][k]
    old = [y for y, e in enumerate(dl["events"]) if e["type"] == "declare" and e["seat"] == s]
    if old:
        dl["events"][old[0]]["items"] = list(dl["events"][old[0]]["items"]) + [{"kind": "marriage", "points": pts}]
    else:
        dl["events"].insert(x, {"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": pts}]})
    decl, bid = O.contract(dl)
    _, faults = O.expected_net(dl, O.base.resolve_options(doc.get("rules")))
    v = validate(doc)
    print(f"seed={seed} deal={k} event={x} seat={s} declarer={decl} bid={bid} pts={pts}")
    print("   oracle:", [f for f in faults if f[0] == x])
    print("   engine:", [(a["code"], a["severity"], a["message"]) for a in v["deals"][k]["annotations"] if a["event"] == x])
