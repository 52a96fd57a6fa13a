"""Phase-2 probes for rage-fresh-4: compare the engine's computed figures with _gen.py's.

Reads the verdicts written by `replays.cli validate --json` to /tmp/rf4_<file> and the generator's
summary /tmp/rage-fresh-4-summary.json; writes only to /tmp.
"""

from __future__ import annotations

import json
from pathlib import Path

HERE = Path(__file__).parent
S = json.loads(Path("/tmp/rage-fresh-4-summary.json").read_text())
out = []
for f in sorted(HERE.glob("*.json")):
    v = json.loads(Path(f"/tmp/rf4_{f.name}").read_text())
    mine = [x for x in S[f.stem]["notes"] if isinstance(x, dict)]
    for d, m in zip(v["deals"], mine, strict=True):
        c = d["computed"]
        for key in ("tricks", "scores", "totals", "bids"):
            if c.get(key) != m[key]:
                out.append(f"{f.name} round {m['round']} {key}: engine {c.get(key)} mine {m[key]}")
        if d.get("unchecked"):
            out.append(f"{f.name} round {m['round']} unchecked: {d['unchecked']}")
    out.append(f"{f.name} session: {json.dumps(v.get('session'))}")
Path("/tmp/rf4_probes.txt").write_text("\n".join(out) + "\n")
print("\n".join(out))
