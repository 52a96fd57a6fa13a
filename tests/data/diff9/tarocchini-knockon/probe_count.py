"""For the card_not_in_hand / discard_not_in_hand kinds: when the engine adds a wrong_score,
does its own count still hold 93 (card points in pairs + last trick)?

usage: PYTHONPATH=<worktree> python probe_count.py [N]
"""
import copy
import os
import sys
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from inject import inject  # noqa: E402

from replays.sim.tarocchini import simulate  # noqa: E402
from validator.engine.validate import validate  # noqa: E402

n = int(sys.argv[1]) if len(sys.argv) > 1 else 100
tally = Counter()
for seed in range(n):
    for variant in ("ottocento", "terziglio"):
        doc = simulate(seed, variant)
        for kind in ("cnih_unplayed", "cnih_other", "cnih_twice", "discard_not_in_hand"):
            r = inject(doc, kind, seed)
            if r is None:
                continue
            d2, exp = r
            v = validate(copy.deepcopy(d2))
            codes = [a["code"] for dd in v["deals"] for a in dd["annotations"]]
            pts = v["deals"][exp["deal"]]["computed"]["points"]
            s = sum(x["card_points"] + x["last_trick"] for x in pts.values())
            tally[(kind, variant, "wrong_score" in codes, "holds 93" if s == 93 else "NOT 93")] += 1
for k, c in sorted(tally.items()):
    print(f"{k[0]:20} {k[1]:10} wrong_score={str(k[2]):5} {k[3]:8} {c:4}")
