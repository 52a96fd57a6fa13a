"""Print the show.py arguments that reproduce one negative-run mutation:
find_mut.py SEED VARIANT DEAL LABEL EV1 [EV2]"""
import json, random, sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import compare
seed, tag, k, label = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
idx = [int(x) for x in sys.argv[5:]]
full, opts = compare.make(seed)
rnd = random.Random(seed * 7 + 1)
for drop, cut in ((False, None), (True, None), (False, 12 + seed % 15), (True, 9 + seed % 20)):
    base = compare.play_only(full, drop, cut)
    t = ("notalon" if drop else "talon") + ("" if cut is None else "_cut")
    for lab, kk, m, idxs in compare.mutations(base, rnd, 6):
        if t == tag and kk == k and lab == label and idxs[:len(idx)] == idx:
            ev = m["deals"][k]["events"]
            print(" ".join(f"{i}={ev[i]['card']}" for i in idxs if isinstance(i, int) and "card" in ev[i]))
            raise SystemExit
