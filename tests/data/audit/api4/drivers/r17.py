import copy, json
from lib import *
def load(p): return json.loads((ROOT / p).read_text())
def V(t): return send("POST", "/v1/validate", t).j
keys = ["a/b", "x~y", "", "~1", "é", " ", "a\u0000b", "/"]
rage = load("examples/rage/clean.json")
dan = load("examples/danish-tarok/clean.json")
for k in keys:
    out = []
    for where in ("rules", "start", "deal", "event", "pools", "item"):
        t = copy.deepcopy(dan if where in ("pools", "item") else rage)
        if where == "rules": t["rules"] = {k: 1}; base = "/rules"
        elif where == "start": t["start"] = {k: 1}; base = "/start"
        elif where == "deal": t["deals"][1][k] = 1; base = "/deals/1"
        elif where == "event": t["deals"][1]["events"][2][k] = 1; base = "/deals/1/events/2"
        elif where == "pools": t["start"] = {"pools": {"pagat_pool": 0, "king_pool": 0, k: 1}}; base = "/start/pools"
        elif where == "item":
            ev = [e for e in t["deals"][0]["events"] if e["type"] == "declare" and e["items"]]
            if not ev:
                ev = [e for e in t["deals"][0]["events"] if e["type"] == "declare"]
                ev[0]["items"] = [{"kind": "trumps", "count": 11, "pagat": True}]
            ev[0]["items"][0][k] = 1
            i = t["deals"][0]["events"].index(ev[0]); base = f"/deals/0/events/{i}/items/0"
        v = V(t)
        want = base + "/" + k.replace("~", "~0").replace("/", "~1")
        got = [(p["pointer"], p["code"]) for p in v.get("problems", [])]
        ok = any(p == want for p, _ in got)
        resolvable = all(ptr_get(t, p)[0] or c == "missing_field" for p, c in got)
        out.append(f"{where}:{'ok' if ok else 'MISS'}{'' if resolvable else '(UNRESOLVABLE)'}")
        if not ok or not resolvable:
            print(f"   key {k!r} at {where}: want {want!r} got {got[:4]}")
    print(repr(k), " ".join(out))
# envelope level in a batch
for k in keys:
    r = send("POST", "/v1/jobs", {"transcripts": [dict(rage, **{k: 1})]})
    ptrs = [e["pointer"] for e in r.j["errors"]]
    want = "/transcripts/0/" + k.replace("~", "~0").replace("/", "~1")
    print("batch", repr(k), r.status, ptrs, "ok" if want in ptrs else "MISS")
