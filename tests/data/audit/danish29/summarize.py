"""Summarize facts.json.txt per file (for EXPECTED.md)."""

import json
from pathlib import Path

HERE = Path(__file__).parent
facts = json.loads((HERE / "facts.json.txt").read_text())
for name, deals in facts.items():
    print(f"#### {name}.json")
    for d in deals:
        nets = ", ".join(f"{k}: {v:+g}" for k, v in sorted(d["net"].items(), key=lambda kv: str(kv[0])))
        line = f"- deal {d['deal']} (dealer {d['dealer']}): net {{{nets}}}; totals {d['totals']}; pools {d['pools']}"
        if d["fault"] or d["annulled"]:
            line += f"; fault {d['fault']} class {d['class']} at event {d['fault_event']}; annulled {d['annulled']}"
        if d["points"]:
            line += f"; card points {d['points']}"
        print(line)
