"""Reproduce the 'extra payment' class: a payment the kept part cannot justify and the missing part cannot make right."""
import sys, json, random, copy
sys.path.insert(0, __file__.rsplit("/", 1)[0])
from compare import gen, cut, mutate, at
from oracle import oracle
from validator.engine.validate import validate
seed = int(sys.argv[1]); want = sys.argv[2] if len(sys.argv) > 2 else "extra"
rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 60000)
# replay the compare.py rng stream up to this seed
for i in range(int(sys.argv[3]) if len(sys.argv) > 3 else 60000, seed + 1):
    doc, tag = gen(rng, i)
    c = cut(doc, rng, keep_later=rng.random() < 0.3)
    if c is None:
        continue
    d, k = c
    ms = [mutate(d, k, rng) for _ in range(3)]
    if i == seed:
        for m in ms:
            if m and m[2].startswith(want):
                md, ei, kind, wrong, codes = m
                o = oracle(md)[k]
                print(tag, "deal", k, "event", ei, kind, "oracle wrong:", wrong)
                print("event:", md["deals"][k]["events"][ei])
                print("oracle plays at ev:", [p for p in o["plays"] if p[0] == ei], "trick_faults", o["trick_faults"][:3]); print("kept plays:", len(o["plays"]), "hands left:", {s: [c for c in h if c[0] == 'K' or c == 'T1'] for s, h in o["hands_left"].items()}, "trick:", o["trick"])
                v = validate(md); print("status", v["status"], {k2: v[k2] for k2 in v if k2 not in ("deals", "session", "rules", "engine", "meta", "transcript_sha256")})
                for a in v["deals"][k]["annotations"]:
                    print("  ann", a["event"], a["code"], a["severity"], a["message"])
                print("  unchecked", v["deals"][k].get("unchecked"))
                print("  settlement", v["deals"][k].get("settlement"))
