"""Probe: a seat shows void in suit L, and its only later L card is one that lies in the recorded
talon (final discard) or that another seat took in the auction and kept.  Is that later card
used as proof of a revoke?  (oracle: no; it is no proof, the later play is card_not_in_hand)."""
import collections, json, random, sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import compare, oracle
from validator.engine.validate import validate

stats = collections.Counter()
examples = collections.defaultdict(list)
for seed in range(0, 400):
    full, opts = compare.make(seed)
    doc = compare.play_only(full, False)
    for k, dl in enumerate(doc["deals"]):
        ev = dl["events"]
        pl = compare.play_list(dl)
        if len(pl) < 30:
            continue
        res = oracle.check_deal(dl, oracle.resolve_options(doc.get("rules")))
        D = res["declarer"]
        talon = [e for e in ev if e["type"] == "discard"]
        if not talon:
            continue
        where = {}
        for e in ev:
            if e["type"] == "take":
                for c in e["cards"]:
                    where[c] = e["seat"]
            elif e["type"] == "discard":
                for c in e["cards"]:
                    where[c] = "talon"
        for n_, (i, s, c) in enumerate(pl):
            if n_ % 3 == 0:
                continue
            led = pl[n_ - n_ % 3][2][-1]
            if c[-1] != led:
                continue
            later = [q for q in pl[n_ + 1:] if q[1] == s and q[2][-1] != led]
            if not later:
                continue
            for src, cards in (("talon", [x for x, w in where.items() if w == "talon" and x[-1] == led]),
                               ("other_hand", [x for x, w in where.items() if w not in ("talon", s) and x[-1] == led
                                               and all(p[2] != x for p in pl[:n_ + 1])])):
                if not cards:
                    continue
                m = json.loads(json.dumps(doc))
                mev = m["deals"][k]["events"]
                q = later[0]
                mev[i]["card"] = q[2]
                mev[q[0]]["card"] = cards[0]
                r = oracle.check(m)[k]
                o = {cc for (ii, cc, _) in r["problems"] if ii == i}
                v = validate(m)
                e = {a["code"] for a in v["deals"][k]["annotations"] if a["event"] == i}
                e &= compare.PLAY_CODES
                key = (src, "oracle:" + ",".join(sorted(o)), "engine:" + ",".join(sorted(e)))
                stats[key] += 1
                if len(examples[key]) < 2:
                    examples[key].append((seed, k, i, q[0], q[2], cards[0]))
            break
for k_, v_ in sorted(stats.items()):
    print(k_, v_, examples[k_])
