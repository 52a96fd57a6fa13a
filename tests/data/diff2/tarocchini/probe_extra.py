"""Targeted probes the random mutations do not reach:
 A. Ottocento 'win on declarations' (SRC:105): start totals just under 800, declarations push a
    team over -> what does the engine expect of the rest of the deal?
 B. Terziglio: a take in a solo; a discard of fewer cards than taken; a declaration that uses a
    card the declarer has just discarded (or a widow card taken).
"""
import copy, json, sys, collections
import compare, oracle
from validator.engine.validate import validate
oracle.READING.update(double="group", gap="stop")

def at(v, di, i):
    return sorted({a["code"] for a in v["deals"][di]["annotations"] if a["event"] == i and a["severity"] == "violation"})

out = collections.Counter()
# ---- A
shown = 0
for seed in range(0, 300, 3):
    doc = compare.make(seed)
    if not doc["game"].endswith("ottocento"):
        continue
    d0 = doc["deals"][0]
    decl = {0: 0, 1: 0}
    res = oracle.session_check(doc)
    r = res[0]
    ds = r.get("decl_side") or {}
    team = next((t for t in ("team0", "team1") if ds.get(t, 0) > 0), None)
    if team is None or r["mode"] != "played":
        continue
    d = copy.deepcopy(doc)
    d["deals"] = [d["deals"][0]]
    start = [0, 0]
    start[int(team[-1])] = 800 - ds[team]          # declarations reach exactly 800
    d["start"] = {"totals": start}
    # strip recorded scores/totals so that the verdict gives the computed values
    d["deals"][0]["events"] = [e for e in d["deals"][0]["events"] if e["type"] not in ("score", "total")]
    v = validate(d)
    c = v["deals"][0].get("computed") or {}
    key = (c.get("mode"), v["status"], json.dumps(v["summary"].get("by_code")), json.dumps(v.get("session", {}).get("games_won")))
    out[("A played-out deal, declarations reach 800",) + key] += 1
    # same, with the play removed (deal stops after the declarations)
    d2 = copy.deepcopy(d)
    d2["deals"][0]["events"] = [e for e in d2["deals"][0]["events"] if e["type"] != "play"]
    v2 = validate(d2)
    c2 = v2["deals"][0].get("computed") or {}
    out[("A no play after declarations reach 800", c2.get("mode"), v2["status"], json.dumps(v2["summary"].get("by_code")),
         json.dumps(v2.get("session", {}).get("games_won")), json.dumps(c2.get("totals")), json.dumps(start), ds[team])] += 1
    if shown < 2:
        shown += 1
        print("A example seed", seed, "team", team, "decl", ds[team], "start", start, "->", c2.get("mode"), c2.get("totals"), v2.get("session"))
# ---- B
for seed in range(1, 400, 3):
    doc = compare.make(seed)
    if not doc["game"].endswith("terziglio"):
        continue
    for di, deal in enumerate(doc["deals"]):
        ev = deal["events"]
        bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
        if not bids:
            continue
        contract = bids[-1]["bid"]; decl = bids[-1]["seat"]
        last_bid = max(i for i, e in enumerate(ev) if e["type"] == "bid")
        if contract == "solo":
            d = copy.deepcopy(doc)
            d["deals"][di]["events"].insert(last_bid + 1, {"type": "take", "seat": decl, "cards": deal["talon"][:1]})
            v = validate(d)
            out[("B take in solo", tuple(at(v, di, last_bid + 1)))] += 1
        ti = [i for i, e in enumerate(ev) if e["type"] == "take"]
        xi = [i for i, e in enumerate(ev) if e["type"] == "discard"]
        if ti and xi and len(ev[xi[0]]["cards"]) >= 2:
            d = copy.deepcopy(doc)
            d["deals"][di]["events"][xi[0]]["cards"] = ev[xi[0]]["cards"][:-1]
            v = validate(d)
            out[("B discard one card fewer than taken", tuple(at(v, di, xi[0])))] += 1
            # declare using discarded cards: add to the declarer's declare event a combination that
            # the hand held before the discard but no longer holds after
            hand = [oracle.norm(c) for c in deal["hands"][decl]] + [oracle.norm(c) for c in ev[ti[0]]["cards"]]
            after = list(hand)
            for c in ev[xi[0]]["cards"]:
                after.remove(oracle.norm(c))
            hb, ha = oracle.holdings(hand), oracle.holdings(after)
            gone = [k for k in hb if hb[k] > ha.get(k, 0)]
            di_ev = [i for i, e in enumerate(ev) if e["type"] == "declare" and e["seat"] == decl]
            if gone and di_ev:
                k = gone[0]
                it = oracle.as_items({k: hb[k]})[0]
                d = copy.deepcopy(doc)
                items = [x for x in d["deals"][di]["events"][di_ev[0]]["items"] if oracle.item_key(x) != k]
                d["deals"][di]["events"][di_ev[0]]["items"] = items + [it]
                v = validate(d)
                out[("B declare a combination only held with the discarded cards", tuple(at(v, di, di_ev[0])))] += 1
for k, v in sorted(out.items(), key=str):
    print(v, k)
