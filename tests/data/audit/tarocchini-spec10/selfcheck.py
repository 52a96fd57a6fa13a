"""Compares each transcript's sheet with the blind model (planted faults should be the only mismatches)."""
import glob, json, os, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model import *  # noqa
from search import ambiguous

here = os.path.dirname(os.path.abspath(__file__))
for f in sorted(glob.glob(os.path.join(here, "*.json"))):
    d = json.load(open(f))
    rules = d.get("rules", {})
    n = 3 if d["game"].endswith("terziglio") else 4
    totals = list(d.get("start", {}).get("totals", [0] * (2 if n == 4 else 3)))
    mism = []
    for di, dl in enumerate(d["deals"]):
        ev = dl["events"]
        decls = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
        plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
        # declarations held?
        for i, e in enumerate(ev):
            if e["type"] == "declare":
                h = set(dl["hands"][e["seat"]])
                for e2 in ev:
                    if e2["type"] == "take" and e2["seat"] == e["seat"]:
                        h |= set(e2["cards"])
                    if e2["type"] == "discard" and e2["seat"] == e["seat"]:
                        h -= set(e2["cards"])
                _, cr, sq = combos(h)
                held = {("cricca", k): nn for k, nn, _ in cr}
                held.update({("seq", k, s): nn for k, s, nn, _ in sq})
                for it in e["items"]:
                    key = ("cricca", it["of"]) if it["kind"] == "cricca" else ("seq", it["of"], it.get("suit"))
                    lim = held.get(key, 0)
                    val = it.get("count", it.get("length"))
                    if val > lim:
                        mism.append(f"deal {di} ev {i}: declared {it} holds {lim}")
        flags = set()
        if n == 4:
            disc = next(e["cards"] for e in ev if e["type"] == "discard")
            sc, choice, piles, tricks = ottocento_deal(dl["hands"], dl["dealer"], disc, decls, plays, rules, flags)
            rec = {}
            for i, e in enumerate(ev):
                if e["type"] == "score":
                    t = int(e["party"][-1])
                    want = sc[t][e["reason"]]
                    if e["points"] != want:
                        mism.append(f"deal {di} ev {i}: {e['party']} {e['reason']} recorded {e['points']} model {want}")
            for t in (0, 1):
                totals[t] += sc[t]["total"]
            for i, e in enumerate(ev):
                if e["type"] == "total":
                    t = int(e["party"][-1])
                    if e["points"] != totals[t]:
                        mism.append(f"deal {di} ev {i}: total {e['party']} recorded {e['points']} model {totals[t]}")
                        totals[t] = e["points"]
        else:
            bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
            declarer, contract = bids[-1]["seat"], bids[-1]["bid"]
            take = next((e["cards"] for e in ev if e["type"] == "take"), [])
            disc = next((e["cards"] for e in ev if e["type"] == "discard"), [])
            out = terziglio_deal(dl["hands"], dl["dealer"], dl["talon"], declarer, contract, take, disc, decls, plays, rules, flags)
            res = out[6]
            for i, e in enumerate(ev):
                if e["type"] == "score" and e["points"] != res[e["party"]]:
                    mism.append(f"deal {di} ev {i}: seat {e['party']} recorded {e['points']} model {res[e['party']]}")
            for s in range(3):
                totals[s] += res[s]
            for i, e in enumerate(ev):
                if e["type"] == "total" and e["points"] != totals[e["party"]]:
                    mism.append(f"deal {di} ev {i}: total seat {e['party']} recorded {e['points']} model {totals[e['party']]}")
                    totals[e["party"]] = e["points"]
        amb = {x for x in flags if x.startswith(("TRAILING", "TWO_C", "DOUBLING", "MATTO_NO"))}
        if amb:
            mism.append(f"deal {di}: flags {sorted(amb)}")
    print(os.path.basename(f), "totals", totals, "|", "; ".join(mism) or "consistent")
