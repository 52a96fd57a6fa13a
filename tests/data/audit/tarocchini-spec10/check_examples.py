import json, sys
sys.path.insert(0, ".")
from model import *
for f in ["clean", "wrong-score", "revoke"]:
    d = json.load(open(f"../../../../examples/tarocchini-ottocento/{f}.json"))
    for dl in d["deals"]:
        ev = dl["events"]
        disc = next(e["cards"] for e in ev if e["type"] == "discard")
        decls = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
        plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
        flags = set()
        try:
            sc, ch, piles, tr = ottocento_deal(dl["hands"], dl["dealer"], disc, decls, plays, d.get("rules"), flags)
        except AssertionError as ex:
            print(f, "assert", ex); continue
        print(f, [sc[s]["total"] for s in (0, 1)], [(e["party"], e["points"]) for e in ev if e["type"] == "score"], flags, ch)
        for s in (0,1): print("   ", {k: v for k, v in sc[s].items()})
for f in ["clean", "illegal-bid"]:
    d = json.load(open(f"../../../../examples/tarocchini-terziglio/{f}.json"))
    r = d.get("rules", {})
    for dl in d["deals"]:
        ev = dl["events"]
        bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
        declarer, contract = bids[-1]["seat"], bids[-1]["bid"]
        take = next((e["cards"] for e in ev if e["type"] == "take"), [])
        disc = next((e["cards"] for e in ev if e["type"] == "discard"), [])
        decls = {e["seat"]: e["items"] for e in ev if e["type"] == "declare"}
        plays = [(e["seat"], e["card"]) for e in ev if e["type"] == "play"]
        flags = set()
        out = terziglio_deal(dl["hands"], dl["dealer"], dl["talon"], declarer, contract, take, disc, decls, plays, r, flags)
        sc = out[0]
        print(f, out[4:], [(e["party"], e["points"]) for e in ev if e["type"] == "score"], flags)
        for s in (0,1): print("   ", {k: v for k, v in sc[s].items()})
