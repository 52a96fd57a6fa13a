"""Probes (not pinned): edited copies of this round's files, run through the engine."""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def run(doc):
    v = validate(doc)
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    return v, anns


def main():
    # P1: scores without totals: where does the wrong score show beyond its annotation?
    doc = json.loads((HERE / "11-scores-no-totals-revoke.json").read_text())
    v, anns = run(doc)
    print("P1", anns, v["deals"][1].get("settlement"), v["session"]["totals"])
    # P2: reason lines, a team's declarations line left out although it declared (05 deal 2: 10)
    doc = json.loads((HERE / "05-reason-declarations.json").read_text())
    d2 = copy.deepcopy(doc)
    ev = d2["deals"][2]["events"]
    del ev[65]  # team0 declarations 23 -> no line at all
    for e in ev:
        if e["type"] == "total" and e["party"] == "team0":
            e["points"] -= 23
    v, anns = run(d2)
    print("P2", anns, v["deals"][2].get("settlement"))
    # P3: same file, the line left out and the total written as if it were there (190 + 91 = 281)
    d3 = copy.deepcopy(d2)
    for e in d3["deals"][2]["events"]:
        if e["type"] == "total" and e["party"] == "team0":
            e["points"] = 281
    v, anns = run(d3)
    print("P3", anns, v["deals"][2].get("settlement"))


if __name__ == "__main__":
    main()
