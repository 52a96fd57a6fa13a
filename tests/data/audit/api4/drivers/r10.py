import copy, json
from lib import *
def variants(path, pred, mut):
    t0 = json.loads((ROOT / path).read_text())
    base = send("POST", "/v1/validate", t0).j
    t = copy.deepcopy(t0); n = 0
    for d in t["deals"]:
        for e in d["events"]:
            if pred(e):
                mut(e); n += 1
    v = send("POST", "/v1/validate", t).j
    same = {k: v[k] for k in v if k != "transcript_sha256"} == {k: base[k] for k in base if k != "transcript_sha256"}
    print(path, "changed", n, "->", v["status"], "same verdict" if same else "DIFFERENT", [(p["pointer"], p["code"], p["message"]) for p in v.get("problems", [])][:3])
    if not same and v["status"] != "rejected":
        a = [(x["deal"], x["event"], x["code"]) for d in v["deals"] for x in d["annotations"]]
        b = [(x["deal"], x["event"], x["code"]) for d in base["deals"] for x in d["annotations"]]
        print("   annotations", a[:5], "base", b[:5])
for p in ("examples/rage/clean.json", "examples/rage/revoke.json", "examples/rage/wrong-score.json"):
    variants(p, lambda e: "named" in e, lambda e: e.update(named=e["named"].lower()))
for p in ("examples/danish-tarok/clean.json", "examples/danish-tarok/revoke.json"):
    variants(p, lambda e: "named" in e, lambda e: e.update(named=e["named"].lower()))
for p in ("examples/ulti/clean-trump.json",):
    variants(p, lambda e: e["type"] == "announce", lambda e: [i.update(suit=i["suit"].lower()) for i in e["items"] if "suit" in i])
    variants(p, lambda e: e["type"] == "bid" and e["bid"] == "pass", lambda e: e.update(bid="PASS"))
