"""Writes the per-file part of EXPECTED.md from _figures.txt (figures computed by _gen.py)."""

import json
from pathlib import Path

HERE = Path(__file__).parent
fig = json.loads((HERE / "_figures.txt").read_text())
head = (HERE / "_expected_head.md").read_text()
out = [head]
for f, e in fig.items():
    doc = json.loads((HERE / (f + ".json")).read_text())
    names = doc["players"]
    status = "violations" if e["viol"] else "clean"
    out.append(f"\n## {f}.json: **{status}**\n")
    out.append(
        f"{doc['meta']['story']}. Players {len(names)}; rules {doc.get('rules', {'preset': 'standard'})}; "
        f"start.totals {doc['start']['totals']} (the pool, unknown to the engine, is {e['C0']} if the session began empty).\n"
    )
    if e["viol"]:
        out.append("Violations (deal, event, code):\n")
        for v in e["viol"]:
            out.append(f"- ({v[0]}, {v[1]}, `{v[2]}`): {v[3]}")
        out.append("")
    else:
        out.append("Violations: none.\n")
    out.append(
        "| deal | dealer (king) | sits out | kind | player | points | game value | pool before | pool after | expected | recorded | difference | notes |"
    )
    out.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for i in e["info"]:
        out.append(
            f"| {i['deal']} | {i['dealer']} | {'' if i['sitter'] is None else i['sitter']} | {i['kind']} | "
            f"{'' if i['player'] is None else i['player']} | {i['points'] or ''} | {i['V'] or ''} | "
            f"{'unknown' if i['pool_before'] is None else i['pool_before']} | {'unknown' if i['pool_after'] is None else i['pool_after']} | "
            f"{i['expected']} | {i['recorded']} | {i['difference'] or ''} | {'; '.join(i['notes'])} |"
        )
    out.append(
        f"\nSession net: expected {e['ses_exp']}; recorded {e['ses_rec']}; difference {e['ses_diff'] or '{}'}; "
        f"pool at the end {e['final_pool'] if e['final_pool'] is not None else 'unknown (null)'}.\n"
    )
(HERE / "EXPECTED.md").write_text("\n".join(out) + "\n")
