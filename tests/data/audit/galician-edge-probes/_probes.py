"""Probes for galician-edge-probes (phase 2); writes only to /tmp.

p1: file 04 deal 0 without its recorded payments: does the engine call the helpers' 12 tricks a
volat, and what does it settle? (It does not: computed.volat is false, the game is a loss by
points, 111 to each helper.)
"""

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[4]))

from validator.engine.validate import validate  # noqa: E402

HERE = Path(__file__).parent


def p1() -> dict:
    t = json.loads((HERE / "04-base3-helper-volat-ultimo.json").read_text(encoding="utf-8"))
    t["deals"] = t["deals"][:1]
    t["deals"][0]["events"] = [e for e in t["deals"][0]["events"] if e["type"] != "payment"]
    v = validate(t)
    c = v["deals"][0]["computed"]
    return {"volat": c["volat"], "tricks": c["tricks"], "points": c["points"], "payments": c["payments"]}


if __name__ == "__main__":
    out = {"p1": p1()}
    Path("/tmp/galician-edge-probes-probes.json").write_text(json.dumps(out, indent=1), encoding="utf-8")
    print(json.dumps(out, indent=1))
