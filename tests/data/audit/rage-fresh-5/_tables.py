"""Score tables for EXPECTED.md from _summary.jsonl (written by _gen.py)."""
import json, os
HERE = os.path.dirname(os.path.abspath(__file__))
S = [json.loads(x) for x in open(os.path.join(HERE, "_summary.jsonl"), encoding="utf-8")]
for s in S:
    print(f"### {s['file']} (seed {s['seed']})\n")
    print("| deal | round | cards | dealer | trumps turned | bids | tricks | score = tricks + bid + action | totals |")
    print("|---|---|---|---|---|---|---|---|---|")
    for i, r in enumerate(s["rounds"]):
        parts = ", ".join(f"{sc} ({a:+d}{b:+d}{c:+d})" for sc, (a, b, c) in zip(r["scores"], r["parts"]))
        print(f"| {i} | {r['round']} | {r['cards']} | {r['dealer']} | {'→'.join(r['trumps'])} | {r['bids']} | {r['tricks']} | {parts} | {r['totals']} |")
    print()
