"""Skat check (L142-152): in simulated sessions swap one laid-away card with a card the dealer kept
(and the dealer's later play of it with the laid-away card); validate() must report illegal_skat at
the discard event iff skat_legal() says the new skat is illegal. Also every recorded skat must be legal.
Run: PYTHONPATH=/work/wt-diff-danish /work/venv/bin/python tests/data/diff/danish/skat_check.py [N]"""
import copy, json, os, random, sys
from collections import Counter, defaultdict
sys.path.insert(0, os.path.dirname(__file__))
from oracle import skat_legal, norm
from compare import session, show
from replays.sim.danish_tarok import simulate
from validator.engine.validate import validate


def run(N):
    stats, dis = Counter(), defaultdict(list)
    rnd = random.Random(13)
    i = 0
    while stats["mutations"] < N:
        i += 1
        kw, _ = session(20000 + i)
        doc = simulate(**kw)
        for di, deal in enumerate(doc["deals"]):
            evs = deal["events"]
            if any(e["type"] == "redeal" for e in evs):
                continue
            dx = [j for j, e in enumerate(evs) if e["type"] == "discard"][0]
            tout = any(e["type"] == "announce" for e in evs)
            hand = deal["hands"][deal["dealer"]]
            stats["recorded_skats"] += 1
            ok, why = skat_legal(hand, evs[dx]["cards"], tout)
            if not ok:
                dis["recorded skat illegal by oracle: " + why].append((kw, di, evs[dx]["cards"]))
        ok_deals = [d for d, dl in enumerate(doc["deals"]) if not any(e["type"] == "redeal" for e in dl["events"])]
        if not ok_deals:
            continue
        di = rnd.choice(ok_deals)
        m = copy.deepcopy(doc)
        deal = m["deals"][di]
        evs = deal["events"]
        dx = [j for j, e in enumerate(evs) if e["type"] == "discard"][0]
        dealer = deal["dealer"]
        tout = any(e["type"] == "announce" for e in evs)
        kept = [c for c in deal["hands"][dealer]]
        for c in evs[dx]["cards"]:
            kept.remove(c)
        k = rnd.randrange(3)
        x = evs[dx]["cards"][k]
        y = rnd.choice(kept)
        evs[dx]["cards"][k] = y
        for e in evs:
            if e["type"] == "play" and e["seat"] == dealer and norm(e["card"]) == norm(y):
                e["card"] = x
                e.pop("named", None)
        ok, why = skat_legal(deal["hands"][dealer], evs[dx]["cards"], tout)
        v = validate(m)
        codes = [a["code"] for a in v["deals"][di]["annotations"] if a.get("event") == dx]
        eng = "illegal_skat" in codes
        stats["mutations"] += 1
        stats["oracle_illegal" if not ok else "oracle_legal"] += 1
        if eng == ok:
            msg = [a["message"] for a in v["deals"][di]["annotations"] if a.get("event") == dx]
            dis["oracle %s / engine %s" % (why or "legal", codes)].append((kw, di, dx, x, y, msg[:1]))
    return stats, dis


if __name__ == "__main__":
    show("skat", *run(int(sys.argv[1]) if len(sys.argv) > 1 else 500))
