"""Replays a transcript with the blind model (model.py) and compares its payments with the
recorded ones, deal by deal (net per party). Usage: python check.py FILE..."""

import json
import sys
from collections import Counter

sys.path.insert(0, __file__.rsplit("/", 1)[0])
from model import canon, replay_deal  # noqa: E402


def reconstruct(n, d):
    hands = [[] for _ in range(n)]
    for e in d["events"]:
        if e["type"] == "play":
            hands[e["seat"]].append(canon(e["card"]))
        if e["type"] == "discard":
            hands[e["seat"]].extend(canon(c) for c in e["cards"])
    return hands


def check(path, verbose=False):
    t = json.load(open(path))
    n = len(t["players"])
    rules = t.get("rules") or {}
    pools = dict((t.get("start") or {}).get("pools") or {"pagat_pool": 0, "king_pool": 0})
    fresh = "pools" not in (t.get("start") or {})
    out = []
    fee = True
    for k, d in enumerate(t["deals"]):
        acts = [e for e in d["events"] if e["type"] not in ("payment", "score", "total", "penalty")]
        hands = d["hands"]
        if hands is None:
            hands = reconstruct(n, d)
        hands = [[canon(c) for c in h] for h in hands]
        acts = [dict(e, card=canon(e["card"])) if e["type"] == "play" else e for e in acts]
        r = replay_deal(n, d["dealer"], hands, acts, rules, pools, fresh and k == 0, fee=fee)
        fee = not r["redeal"]
        pools = r["pools"]
        rec = Counter()
        if any(e["type"] == "score" for e in d["events"]):
            for e in d["events"]:
                if e["type"] == "score":
                    rec[str(e["party"])] += e["points"]
        for e in d["events"]:
            if e["type"] == "payment":
                rec[str(e["from"])] -= e["amount"]
                rec[str(e["to"])] += e["amount"]
        exp = Counter({str(a): b for a, b in r["net"].items()})
        diff = {p: exp.get(p, 0) - rec.get(p, 0) for p in set(exp) | set(rec) if exp.get(p, 0) != rec.get(p, 0)}
        # map fault action index to event index
        idx = [i for i, e in enumerate(d["events"]) if e["type"] not in ("payment", "score", "total", "penalty")]
        faults = [(k, idx[a], code, seat, cls) for a, code, seat, cls in r["faults"]]
        out.append((k, faults, diff, r.get("points"), r["tricks_won"], dict(pools)))
    return out


if __name__ == "__main__":
    for f in sys.argv[1:]:
        print("==", f)
        for row in check(f):
            print("  deal %d faults=%s diff=%s pts=%s tricks=%s pools=%s" % row)
