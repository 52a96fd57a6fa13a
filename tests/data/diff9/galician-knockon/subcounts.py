"""Sub-counts for REPORT.md: how far the extra findings go, per kind (300 seeds)."""
import random, sys
from collections import Counter
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from inject import plant
from replays.sim.galician_tarok import simulate
from validator.engine.validate import validate

KINDS = ["bid_first_swapped", "bids_swapped_passes", "bids_swapped_any", "po_bids_swapped_passes",
         "bid_not_higher_replace", "tape_not_forehand", "dealer_field_wrong", "king_plays", "sitter_plays",
         "take_back_third", "take_back_follow", "cnih_other", "contra_before_announce"]
N = int(sys.argv[1]) if len(sys.argv) > 1 else 300
for k in KINDS:
    c = Counter()
    for s in range(N):
        r = plant(simulate(s), k, random.Random(f"{s}/{k}"))
        if not r:
            continue
        t, exp = r
        v = validate(t)
        if v["status"] == "rejected":
            c["rejected"] += 1
            continue
        e = {(x["deal"], x["event"], x["code"]) for x in exp}
        got = [a for d in v["deals"] for a in d["annotations"]]
        extra = [a for a in got if (a["deal"], a["event"], a["code"]) not in e]
        viol = [a for a in extra if a["severity"] == "violation"]
        miss = not e <= {(a["deal"], a["event"], a["code"]) for a in got}
        if not extra and not miss:
            c["exact"] += 1
        elif not viol and not miss:
            c["+warnings only"] += 1
        elif len(viol) <= 2 and all(a["code"] in ("out_of_turn", "illegal_bid") for a in viol) and not miss:
            c["+1-2 out_of_turn/illegal_bid"] += 1
        else:
            c["cascade (3+ or other codes, or planted finding lost)"] += 1
    print(f"{k:24s}", dict(c))
