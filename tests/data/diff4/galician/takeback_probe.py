"""Probe: a take-back inserted at a trick's lead or follow, every take_back value; does the engine's
reading of the LATER plays stay the same as without the take-back?  python takeback_probe.py N0 N1"""
import sys, os, copy, json
from collections import Counter
sys.path.insert(0, os.path.dirname(__file__))
import oracle
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate
st = Counter(); ex = {}
for seed in range(int(sys.argv[1]), int(sys.argv[2])):
    doc = simulate(seed, deals=1)
    ev = doc["deals"][0]["events"]
    pis = [i for i, e in enumerate(ev) if e["type"] == "play"]
    if len(pis) != 36:
        continue
    for pos in (0, 1):
        for t in (2, 6):
            i = pis[3 * t + pos]; s = ev[i]["seat"]
            later = [ev[k]["card"] for k in pis if k > i and ev[k]["seat"] == s]
            for tb in ("mistaken_follow", "until_covered", "never"):
                m = copy.deepcopy(doc); m["rules"] = dict(doc.get("rules") or {}, take_back=tb)
                m["deals"][0]["events"].insert(i, {"type": "play", "seat": s, "card": later[-1]})
                r = oracle.check(m)[0]
                v = validate(m)["deals"][0]
                key = "pos%d %s oracle_ok=%s" % (pos, tb, i + 1 not in r["illegal"])
                later_v = [(a["event"], a["code"]) for a in v["annotations"] if a["severity"] == "violation" and a["event"] is not None and a["event"] > i + 1 and a["code"] not in ("wrong_score", "wrong_payment", "missing_payment", "unexpected_payment")]
                import compare
                if not compare.close(r["net"], compare.eng_net(v)):
                    st[key + " MONEY_DIFF"] += 1
                    ex.setdefault(key + " money", (seed, i, r["net"], compare.eng_net(v)))
                key = "pos%d %s oracle_ok=%s" % (pos, tb, i + 1 not in r["illegal"])
                st[key + (" LATER_ENGINE_VIOLATIONS" if later_v else " clean_after")] += 1
                if later_v and key not in ex:
                    ex[key] = (seed, i, later_v[:3])
for k in sorted(st): print(k, st[k])
for k, x in ex.items(): print("example", k, x)
