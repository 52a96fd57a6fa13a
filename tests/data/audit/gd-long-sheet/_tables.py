"""Print the per-file figure tables of EXPECTED.md from _figures.txt."""

import json
from pathlib import Path

HERE = Path(__file__).resolve().parent
for r in json.loads((HERE / "_figures.txt").read_text()):
    print(f"### {r['file']}\n\n{r['note']}\n")
    print("| deal | dealer | king | out | what (rules) | lines (rules) | totals after (rules), pool |")
    print("|---|---|---|---|---|---|---|")
    for d in r["deals"]:
        lw = "" if d["lines_rules"] == d["lines_written"] else f" **written {d['lines_written']}**"
        print(
            f"| {d['deal']} | {d['dealer']} | {d['king']} | {d['sitter']} | {d['what']} | {d['lines_rules']}{lw} | {d['totals_rules']}, {d['pool_rules']} |"
        )
    print()
