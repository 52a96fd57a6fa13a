"""Write the per-file tables of EXPECTED.md from facts.json (python summarize.py > tables.md)."""

import json
from pathlib import Path

F = json.loads((Path(__file__).parent / "facts.txt").read_text())
for f in F:
    print(f"### {f['file']}.json\n")
    ex = f["expected"]
    print("Expected violations: " + (", ".join(f"(deal {d}, event {e}, `{c}`)" for d, e, c in ex) if ex else "none (clean)") + "\n")
    print("| deal | dealer | last trick (seat card), winner | features | tricks | card points | band paid with next dealer | declarations paid | net per seat (score) | total | pools after (P, K) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for d in f["facts"]:
        lt = " ".join(f"{s}:{c}" for s, c in d["last_trick"]) + f" → {d['last_winner']}"
        decl = "; ".join(f"s{s}: {v[1]}" for s, v in d["declarations"].items()) or "—"
        net = " / ".join(f"{d['net'][str(s)] if str(s) in d['net'] else d['net'][s]}" for s in range(len(d["totals"])))
        sh = f" (session end: each takes {d['session_end_shares'][0]} P + {d['session_end_shares'][1]} K, included)" if d["session_end_shares"] else ""
        extra = f" **planted: {d['planted']}**" if d.get("planted") else ""
        rv = f" revoke at play {d['revoke_event']} (event {d['score_event0'] and 1 + len(d['active']) + d['revoke_event']}), fine 20+20" if d["revoke_event"] is not None else ""
        print(f"| {d['deal']} | {d['dealer']} | {lt} | {', '.join(d['features']) or 'plain'}{rv} | {d['tricks']} | {d['points']} | {d['bands_paid_with_next_dealer'] or 'none (Nolo)'} | {decl} | {net}{sh}{extra} | {d['totals']} | {d['pools_after']['pagat_pool']}, {d['pools_after']['king_pool']} |")
    print()
