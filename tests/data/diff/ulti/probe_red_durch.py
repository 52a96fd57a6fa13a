"""Targeted probe: exhaustive card swaps in deals whose contract is a lone (open) durchmarsch bid
with red=true and no trump announcement (is hearts trump, or is it a no-trump game?)."""
import collections
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402
import oracle  # noqa: E402
from replays.sim.ulti import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

stats = collections.Counter()
dis = collections.defaultdict(list)
for s in range(int(sys.argv[1]) if len(sys.argv) > 1 else 1500):
    doc = simulate(s)
    for di, dl in enumerate(doc["deals"]):
        bids = [e for e in dl["events"] if e["type"] == "bid" and e["bid"] != "pass"]
        if not bids:
            continue
        b = bids[-1]["bid"]
        if not (set(b["goals"]) <= oracle.DURCH_FAMILY and b.get("red")):
            continue
        if any(e["type"] == "announce" for e in dl["events"]):
            continue
        stats["deals"] += 1
        for ddi, i in compare.positions(doc):
            if ddi != di:
                continue
            seat = dl["events"][i]["seat"]
            for new in compare.hand_before(dl, i)[seat]:
                if new == dl["events"][i]["card"]:
                    continue
                m = compare.mutate(doc, di, i, new)
                probs = [p for p in oracle.replay(m)[di].problems if p[0] == i]
                v = validate(m)
                anns = [a for a in v["deals"][di]["annotations"] if a["event"] == i and a["code"] in compare.PLAY_CODES]
                stats["mutations"] += 1
                if bool(probs) != bool(anns):
                    dis["engine" if anns else "oracle"].append((s, di, i, dl["events"][i]["card"], new, probs, anns))
print(dict(stats))
for k, l in dis.items():
    print(k, len(l))
    for x in l[:3]:
        print("  ", str(x)[:1200])
