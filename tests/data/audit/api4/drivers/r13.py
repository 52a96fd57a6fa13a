import copy, json
from lib import *
def load(p): return json.loads((ROOT / p).read_text())
def V(t): return send("POST", "/v1/validate", t).j
def ann(v): return [(a["deal"], a["event"], a["code"]) for d in v.get("deals", []) for a in d["annotations"] if a["severity"] == "violation"]
def probs(v): return [(p["pointer"], p["code"], p["message"][:90]) for p in v.get("problems", [])]
def show(label, v): print(f"{label:55} {v['status']:10} {ann(v)[:4]} {probs(v)[:3]}")

rage = load("examples/rage/clean.json")
# value-first colour cards
t = copy.deepcopy(rage)
d = t["deals"][0]
swap = {}
for i, h in enumerate(d["hands"]):
    for j, c in enumerate(h):
        if c[0] in "RBGYPO" and c[1:].isdigit():
            h[j] = c[1:] + c[0]; swap[c] = h[j]
for e in d["events"]:
    if e["type"] == "play" and e["card"] in swap: e["card"] = swap[e["card"]]
v = V(t); show("value-first cards in deal 0", v)
print("   evidence cards canonical?", [a["evidence"] for dd in v.get("deals", [])[:1] for a in dd["annotations"]][:2], v["deals"][0]["computed"].get("trumps") if v["deals"] else None)
# Party as decimal strings
t = copy.deepcopy(rage)
for dd in t["deals"]:
    for e in dd["events"]:
        if e["type"] in ("score", "total"): e["party"] = str(e["party"])
show("rage score/total parties as '0' strings", V(t))
t = copy.deepcopy(rage)
for dd in t["deals"]:
    for e in dd["events"]:
        if e["type"] in ("score", "total"): e["party"] = "0" + str(e["party"])
show("rage parties as '00','01' strings", V(t))
gal = load("examples/galician-tarok/wrong-payment.json")
t = copy.deepcopy(gal)
for e in t["deals"][0]["events"]:
    if e["type"] == "payment":
        for k in ("from", "to"):
            if isinstance(e[k], int): e[k] = str(e[k])
show("galician payment parties as strings", V(t))
# amount bounds
for amt in (10**12, 10**12 + 1, -(10**12), 1e12 + 0.5):
    t = copy.deepcopy(gal); t["deals"][0]["events"][52]["amount"] = amt
    show(f"galician amount {amt}", V(t))
# tolerance: 0.00001
for delta in (0.000009, 0.00002):
    t = copy.deepcopy(gal); t["deals"][0]["events"][56]["amount"] = 35.6 + 5 + delta  # fix the planted 5 first
    show(f"galician pool_share 40.6+{delta}", V(t))
t = copy.deepcopy(gal); t["deals"][0]["events"][56]["amount"] = 40.6
v = V(t); show("galician pool_share 40.6 (planted slip fixed?)", v); print("   ", v["deals"][0]["settlement"])
# note / t types
for k, val in (("note", 5), ("note", None), ("t", None), ("t", ""), ("note", ["x"])):
    t = copy.deepcopy(rage); t["deals"][0]["events"][0][k] = val
    show(f"event {k}={val!r}", V(t))
# double levels (ulti)
ulti = load("examples/ulti/clean-trump.json")
for lvl in (2, 3, 64, 128):
    t = copy.deepcopy(ulti); t["deals"][0]["events"].insert(5, {"type": "double", "seat": 0, "target": "ulti", "level": lvl})
    show(f"ulti double level {lvl}", V(t))
# Rage WILD named with a Danish suit letter / lowercase / missing
t = copy.deepcopy(rage)
for dd in t["deals"]:
    for e in dd["events"]:
        if e.get("named"):
            e["named"] = "H"; break
show("rage WILD named 'H'", V(t))
t = copy.deepcopy(rage)
for dd in t["deals"]:
    for e in dd["events"]:
        if e.get("named"):
            del e["named"]; break
show("rage WILD without named", V(t))
# named on a non-wild card
t = copy.deepcopy(rage)
for e in t["deals"][0]["events"]:
    if e["type"] == "play" and e["card"] not in ("WILD",):
        e["named"] = "R"; break
show("rage named on an ordinary card", V(t))
# start.round inferred from the first hand's size: take rage's deals 5.. as a fragment
t = copy.deepcopy(rage); t["deals"] = t["deals"][5:]
v = V(t); show("rage fragment from round 6, no start", v)
if v["deals"]: print("   computed round of deal 0:", v["deals"][0]["computed"].get("round"), v["deals"][0]["computed"].get("cards"))
# play-only galician without talon
t = copy.deepcopy(gal)
for dd in t["deals"]: dd["hands"] = None; dd.pop("talon", None)
show("galician play-only, no talon", V(t))
t = copy.deepcopy(rage)
for dd in t["deals"]: dd["hands"] = None; dd.pop("talon", None)
show("rage play-only, no talon", V(t))
t = copy.deepcopy(rage)
for dd in t["deals"]: dd["talon"] = []
show("rage talon []", V(t))
gt = copy.deepcopy(gal)
for dd in gt["deals"]: dd["talon"] = []
show("galician talon []", V(gt))
# a take with an extra field
t = copy.deepcopy(ulti); t["deals"][0]["events"][0]["from_talon"] = True
show("ulti discard with extra field", V(t))
# ulti bid red omitted (default false)
t = copy.deepcopy(ulti)
show("ulti base", V(t))
# bid > cards in rage
t = copy.deepcopy(rage)
for e in t["deals"][0]["events"]:
    if e["type"] == "bid": e["bid"] = 11; break
show("rage bid 11 of 10 cards", V(t))
