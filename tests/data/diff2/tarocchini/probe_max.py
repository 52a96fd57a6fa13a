"""Every declare event replaced by (a) the oracle's full holdings of that hand at their largest
(legal by the oracle: the engine must not flag it, and must value it as the oracle does) and
(b) the same with one item one card larger than held (the oracle: false declaration).
Also counts hands where the contatore rules matter (coverage).
Usage: PYTHONPATH=... python probe_max.py N START [double=..] [gap=..]"""
import copy, json, sys, collections
import compare, oracle
from validator.engine.validate import validate

N, START = int(sys.argv[1]), int(sys.argv[2])
for a in sys.argv[3:]:
    k, _, val = a.partition("="); oracle.READING[k] = val
MAXLEN = {"cricca": 4, "trumps": 16, "moretti": 6, "aces": 6, "suit": 5}
st = collections.Counter(); dis = collections.defaultdict(list)


def hand_after_exchange(doc, deal, seat):
    ott = doc["game"].endswith("ottocento")
    h = [oracle.norm(c) for c in deal["hands"][seat]]
    evs = deal["events"]
    if ott and seat == deal["dealer"] and not any(e["type"] == "take" for e in evs):
        h += [oracle.norm(c) for c in deal.get("talon") or []]
    for e in evs:
        if e.get("seat") != seat:
            continue
        if e["type"] == "take":
            h += [oracle.norm(c) for c in e["cards"]]
        elif e["type"] == "discard":
            for c in e["cards"]:
                h.remove(oracle.norm(c))
    return h


for seed in range(START, START + N):
    doc = compare.make(seed)
    for di, deal in enumerate(doc["deals"]):
        for i, e in enumerate(deal["events"]):
            if e["type"] != "declare":
                continue
            hand = hand_after_exchange(doc, deal, e["seat"])
            held = oracle.holdings(hand)
            cs = set(hand)
            w = sum(c in cs for c in oracle.CONTATORI)
            # coverage
            if w and held:
                st["cov_hands_with_contatori_and_combos"] += 1
            t = held.get(("sequence", "trumps"), 0)
            if t and w:
                st["cov_trump_seq_with_contatori"] += 1
            if w == 2 and "T20" in cs:
                st["cov_angel_and_both_contatori"] += 1
            if any(k[1] == "suit" for k in held) and w:
                st["cov_suit_seq_with_contatori"] += 1
            items = oracle.as_items(held)
            d = copy.deepcopy(doc)
            d["deals"][di]["events"][i]["items"] = items
            v = validate(d)
            ann = {a["code"] for a in v["deals"][di]["annotations"] if a["event"] == i and a["severity"] == "violation"}
            st["max_declarations"] += 1
            st["max_items"] += len(items)
            key = (seed, doc["game"][11:], di, i, sorted(hand))
            if ann:
                dis["max holdings flagged " + str(sorted(ann))].append(key + (items,))
            else:
                ep = (v["deals"][di].get("computed") or {}).get("declarations", {}).get(str(e["seat"]), {}).get("points")
                mp = oracle.combo_total(items, doc.get("rules", {}).get("double_three", True))
                if ep != mp:
                    dis["max holdings valued differently"].append(key + (items, mp, ep))
            # one larger
            for j, it in enumerate(items):
                f = "count" if it["kind"] == "cricca" else "length"
                kind = "cricca" if it["kind"] == "cricca" else it["of"]
                if it[f] + 1 > MAXLEN[kind]:
                    continue
                d = copy.deepcopy(doc)
                big = copy.deepcopy(items)
                big[j][f] += 1
                d["deals"][di]["events"][i]["items"] = big
                v = validate(d)
                st["over_max_items"] += 1
                if v["status"] == "rejected":
                    st["over_max_rejected"] += 1
                    continue
                ann = {a["code"] for a in v["deals"][di]["annotations"] if a["event"] == i and a["severity"] == "violation"}
                if "false_declaration" not in ann:
                    dis["one larger than held not flagged"].append(key + (big[j], sorted(ann)))
print("STATS", json.dumps(dict(sorted(st.items()))))
for k, v in sorted(dis.items()):
    print("DIS", k, len(v))
    for x in v[:5]:
        print("   ", x)
