import copy, json
from lib import *
def load(p): return json.loads((ROOT / p).read_text())
def V(t): return send("POST", "/v1/validate", t).j
def ann(v): return [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"] if a["severity"] == "violation"]
def probs(v): return [(p["pointer"], p["code"], p["message"][:90]) for p in v.get("problems", [])]
def show(label, v): print(f"{label:55} {v['status']:10} {ann(v)[:4]} {probs(v)[:3]}")
for p in ("examples/danish-tarok/clean.json", "examples/galician-tarok/clean.json", "examples/ulti/clean-trump.json", "examples/rage/clean.json", "examples/tarocchini-ottocento/clean.json"):
    t0 = load(p)
    idx = [i for i, e in enumerate(t0["deals"][0]["events"]) if e["type"] == "payment"]
    t = copy.deepcopy(t0)
    if idx:
        e = t["deals"][0]["events"][idx[0]]
        # the same payment, written the other way round with a negative amount
        e["from"], e["to"], e["amount"] = e["to"], e["from"], -e["amount"]
        show(f"{p} payment reversed, negative", V(t))
    else:
        t["deals"][0]["events"].append({"type": "payment", "from": 0, "to": 1, "amount": -5})
        show(f"{p} negative payment appended", V(t))
    t = copy.deepcopy(t0)
    t["deals"][0]["events"].append({"type": "penalty", "party": 0, "code": "x", "amount": -5})
    show(f"{p} penalty amount -5", V(t))
    t = copy.deepcopy(t0)
    t["deals"][0]["events"].append({"type": "payment", "from": 0, "to": 1, "amount": 0})
    show(f"{p} payment 0 appended", V(t))
gal = load("examples/galician-tarok/wrong-payment.json")
for delta in (0, 0.000009, -0.000009, 0.00002):
    t = copy.deepcopy(gal); t["deals"][0]["events"][49]["amount"] = 10
    t["deals"][0]["events"][56]["amount"] = 35.6 + delta
    v = V(t); show(f"galician fixed, pool_share 35.6{delta:+}", v); print("    ", v["deals"][0]["settlement"])
