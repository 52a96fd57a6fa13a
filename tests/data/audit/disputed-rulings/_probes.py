"""Extra probes for the disputed-rulings round; writes only under /tmp/disp_probes."""

from __future__ import annotations

import copy
import json
from pathlib import Path

HERE = Path(__file__).parent
OUT = Path("/tmp/disp_probes")


def load(name):
    return json.loads((HERE / name).read_text())


def save(name, doc):
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1))


def main():
    # P1: 01 with one session-end share written wrong (25 -> 20): are shares checked when present?
    d = load("01-danish-clean-2deals-paid.json")
    ev = d["deals"][-1]["events"]
    i = next(i for i, e in enumerate(ev) if e.get("reason") == "session_end")
    ev[i]["amount"] = 20
    save("p1-danish-share-wrong.json", d)

    # P2: 03 with the failed Tout paid as Tout's premium (85 to each player) instead of 20 per pool
    d = load("03-danish-failed-tout-paid.json")
    ev = d["deals"][0]["events"]
    j = next(i for i, e in enumerate(ev) if e.get("reason") == "penalty")
    ev[j : j + 2] = [
        {"type": "payment", "from": 0, "to": 1, "amount": 85, "reason": "penalty"},
        {"type": "payment", "from": 0, "to": 2, "amount": 85, "reason": "penalty"},
    ]
    ev[:] = [e for e in ev if e.get("reason") != "session_end"]
    save("p2-danish-failed-tout-paid-85.json", d)

    # P3: 05 with Anna (third in trick 1) saying contra right after her own card (trick complete)
    d = load("05-ulti-clean-ulti-20-contra.json")
    ev = d["deals"][0]["events"]
    k = next(i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == 0)
    ev.insert(k + 1, {"type": "double", "seat": 0, "target": "ulti", "level": 2})
    for e in ev:
        if e.get("reason") == "ulti":
            e["amount"] = 8
    save("p3-ulti-third-seat-contra-after-card.json", copy.deepcopy(d))


if __name__ == "__main__":
    main()
