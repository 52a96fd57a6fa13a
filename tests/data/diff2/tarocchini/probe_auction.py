"""Auction shapes the random mutations do not make: a second round (a seat speaks again after
all three have spoken), an auction cut short (a gioco and no more calls), a pass after a solo
omitted/present."""
import copy, collections, json
import compare, oracle
from validator.engine.validate import validate
oracle.READING.update(double="group", gap="stop")
out = collections.Counter(); ex = {}
for seed in range(1, 900, 3):
    doc = compare.make(seed)
    if not doc["game"].endswith("terziglio"):
        continue
    for di, deal in enumerate(doc["deals"]):
        ev = deal["events"]
        bi = [i for i, e in enumerate(ev) if e["type"] == "bid"]
        if not bi:
            continue
        calls = [ev[i]["bid"] for i in bi]
        # (1) a second-round call: the first gioco bidder raises to solo after the other two spoke
        if len(bi) == 3 and calls.count("gioco") == 1 and "solo" not in calls:
            d = copy.deepcopy(doc)
            g = bi[calls.index("gioco")]
            d["deals"][di]["events"].insert(bi[-1] + 1, {"type": "bid", "seat": ev[g]["seat"], "bid": "solo"})
            v = validate(d)
            codes = sorted({a["code"] for a in v["deals"][di]["annotations"] if a["event"] == bi[-1] + 1 and a["severity"] == "violation"})
            r = oracle.session_check(d, compare.odd_pairs(v))[di]["bad"].get(bi[-1] + 1)
            k = ("second-round solo by the gioco bidder", r, tuple(codes))
            out[k] += 1; ex.setdefault(k, (seed, di))
        # (2) auction cut short: keep only the first call if it is gioco
        if calls[0] == "gioco" and len(bi) > 1:
            d = copy.deepcopy(doc)
            for i in reversed(bi[1:]):
                del d["deals"][di]["events"][i]
            v = validate(d)
            codes = sorted({a["code"] for a in v["deals"][di]["annotations"] if a["severity"] in ("violation", "warning") and a["code"] in ("missing_bid", "bid_out_of_turn", "illegal_bid")})
            k = ("gioco by the elder hand, the other two calls missing", tuple(codes))
            out[k] += 1; ex.setdefault(k, (seed, di))
for k, v in out.items():
    print(v, k, "e.g. seed/deal", ex[k])
