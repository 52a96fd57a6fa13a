import sys, json, copy
sys.path.insert(0, '.')
import oracle, compare
from validator.engine.validate import validate
def case(seed, d, k, i, pts, show=True, cmp=None):
    full, n, opts = compare.session(seed)
    doc = compare.cut(full, d, k, True)
    evs = doc["deals"][d]["events"]
    delta = pts - evs[i]["points"]
    seat = evs[i]["party"]
    evs[i]["points"] = pts
    for j in range(i+1, len(evs)):
        if evs[j]["type"] == "total" and evs[j]["party"] == seat: evs[j]["points"] += delta
    v = validate(doc)
    r = oracle.judge_deal(doc["deals"][d], n, opts, budget=10**6)
    if show:
        print("seed", seed, "n", n, opts, "deal", d, "k", k, "event", i, "seat", seat, "pts", pts, "true", pts-delta)
        print("hands", doc["deals"][d]["hands"], "talon", doc["deals"][d]["talon"][:10])
        print([e for e in evs if e['type'] in ('bid','play')])
        if cmp is not None: print("event", cmp, evs[cmp])
        print("oracle seat", r["reachable_seat"], "joint", r["reachable_joint"])
        for a in v["deals"][d]["annotations"]: print(" ", a["event"], a["code"], a["message"])
        print(" computed", v["deals"][d]["computed"])
    return doc, r, v
if __name__ == "__main__":
    a = [int(x) for x in sys.argv[1:]]
    case(*a[:5], cmp=a[5] if len(a) > 5 else None)
