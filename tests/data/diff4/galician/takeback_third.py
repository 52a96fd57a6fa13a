"""Probe: the THIRD card of a trick taken back (record: seat plays c, then plays c' again), where the
seat wins the trick with neither card; and a second card changed after the third was played
(record: a, b, c, b'), under each take_back value.  python takeback_third.py N0 N1"""
import sys, os, copy
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
    for t in range(1, 10):
        tr = [(ev[k]["seat"], oracle.norm(ev[k]["card"])) for k in pis[3 * t:3 * t + 3]]
        for pos in (2, 1):
            s = tr[pos][0]
            if oracle.trick_winner(tr) == s:
                continue
            k = pis[3 * t + pos]
            later = [ev[j]["card"] for j in pis if j > pis[3 * t + 2] and ev[j]["seat"] == s]
            # the card first played (later taken back) is one the seat plays later; it must not win
            first = None
            for c in later:
                tr2 = list(tr); tr2[pos] = (s, oracle.norm(c))
                if oracle.trick_winner(tr2) != s:
                    first = c; break
            if first is None:
                continue
            mm = copy.deepcopy(doc); mm["deals"][0]["events"][k]["card"] = first
            first_legal = k not in oracle.check(mm)[0]["illegal"]
            for tb in ("mistaken_follow", "until_covered", "never"):
                m = copy.deepcopy(doc); m["rules"] = dict(doc.get("rules") or {}, take_back=tb)
                e2 = m["deals"][0]["events"]
                orig = e2[k]["card"]
                e2[k]["card"] = first
                ins = pis[3 * t + 2] + 1          # after the trick's third card
                e2.insert(ins, {"type": "play", "seat": s, "card": orig})
                v = validate(m)["deals"][0]
                r = oracle.check(m)[0]
                anns = [(a["event"], a["code"], a["severity"]) for a in v["annotations"] if a["event"] in (k, ins)]
                eng = "taken_back" if any(c == "card_taken_back" for _, c, _ in anns) else ("violation" if any(sv == "violation" for _, _, sv in anns) else "nothing")
                orc = "taken_back" if (ins, True) in r["info"]["take_backs"] else ("violation" if (k in r["illegal"] or ins in r["illegal"]) else "nothing")
                key = "pos%d %s first_card_legal=%s oracle=%s engine=%s" % (pos, tb, first_legal, orc, eng)
                st[key] += 1
                ex.setdefault(key, (seed, t, k, ins, first, orig, anns))
            break
for k in sorted(st): print(k, st[k])
for k, x in sorted(ex.items()): print("example", k, x)
