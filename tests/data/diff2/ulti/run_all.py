"""Run every comparison and print a grouped summary.

  PYTHONPATH=/work/wt-diff2-ulti /work/venv/bin/python tests/data/diff2/ulti/run_all.py
      the oracle as written from the source (open durchmarsch 24 under UltiNet, strict timing)
  LENIENT_TIMING=1 ULTINET_OPEN_DURCH=28 ... run_all.py
      the two (c)/(a) points switched to the engine's reading: every other difference shows.
"""
import collections, json, sys, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare, mutate, hierarchy, oracle

print("mode: LENIENT_TIMING=%s ULTINET_OPEN_DURCH=%s" % (oracle.LENIENT_TIMING, oracle.ULTINET_OPEN_DURCH))
N = int(os.environ.get("N", "3000"))
stats, bad = compare.positive(N)
print("POSITIVE sessions=%d deals=%d focus_events=%d settlements=%d" % (
    stats["sessions"], stats["deals"], stats["focus_events"], stats["settlements"]))
cls = collections.Counter()
deals = set()
for b in bad:
    if b[0] == "oracle_issue":
        cls["oracle flags " + b[4][1]] += 1
        deals.add((b[1], b[3]))
    elif b[0] == "settlement":
        cls["settlement differs"] += 1
        deals.add((b[1], b[3]))
    else:
        cls[b[0]] += 1
print("  disagreements:", dict(cls), "deals:", len(deals))
fs, fb = compare.fold_rule_check(N // 3)
print("FOLD RULE (compulsory re-judged) deals=%d required=%d disagreements=%d" % (fs["deals"], fs["fold_required"], len(fb)))
ms, md, codes = mutate.run(N, 4, 100000)
total = sum(v for k, v in ms.items() if k.startswith("m_"))
print("NEGATIVE mutations=%d agree=%d (flagged by both %d, clean by both %d)" % (
    total, ms["agree"], ms["agree_flagged"], ms["agree_clean"]))
print("  by mutator:", {k: v for k, v in sorted(ms.items()) if k.startswith("m_")})
print("  engine codes at mutated events:", dict(sorted(((a + ":" + b), v) for (a, b), v in codes.items())))
for k, lst in sorted(md.items(), key=lambda x: -len(x[1])):
    print("  %4d %s  e.g. %s" % (len(lst), k, json.dumps(lst[0][:5], default=str)[:300]))
hs, hd = hierarchy.run(100)
print("HIERARCHY/COMBINATION two-bid auctions: combine=%d hier=%d agree=%d" % (hs["combine"], hs["hier"], hs["agree"]))
for k, lst in sorted(hd.items(), key=lambda x: -len(x[1])):
    print("  %4d %s  e.g. %s" % (len(lst), k, json.dumps(lst[0][:3], default=str)[:300]))
