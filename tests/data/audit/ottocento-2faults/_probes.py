"""Probes beyond the corpus (phase 2): edits of corpus files, validated in memory.

Run: PYTHONPATH=. python tests/data/audit/ottocento-2faults/_probes.py
"""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def findings(t):
    v = validate(t)
    return [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def total_ev(deal, party):
    return next(e for e in deal["events"] if e["type"] == "total" and e["party"] == party)


def main():
    # P1: o09 with the total written by the rules (385), not carrying the wrong line: still one finding
    t = copy.deepcopy(load("o09_wrong_score_carried_in_total.json"))
    total_ev(t["deals"][0], "team1")["points"] = 385
    total_ev(t["deals"][1], "team1")["points"] = 451
    print("P1 o09, totals by the rules:", findings(t), "expected [(0, 66, 'wrong_score')]")
    # P2: o06 with deal 2's team1 total back on the rules' figure (344): right by the rules, no finding
    t = copy.deepcopy(load("o06_revoke_and_wrong_total.json"))
    total_ev(t["deals"][2], "team1")["points"] = 344
    print(
        "P2 o06, deal 2 total by the rules:",
        findings(t),
        "expected [(0, 14, 'revoke'), (1, 68, 'wrong_total')]",
    )
    # P3: o05 with the +10 slip on team0's line instead (team0 104): no exchange card explains it
    t = copy.deepcopy(load("o05_false_decl_and_wrong_score.json"))
    ev = t["deals"][1]["events"]
    next(e for e in ev if e["type"] == "score" and e["party"] == "team0")["points"] = 104
    next(e for e in ev if e["type"] == "score" and e["party"] == "team1")["points"] = 213
    total_ev(t["deals"][1], "team0")["points"] = 124 + 104
    total_ev(t["deals"][1], "team1")["points"] = 210 + 213
    print(
        "P3 o05, slip on team0 (+10):",
        findings(t),
        "expected [(1, 3, 'false_declaration'), (1, 65, 'wrong_score')]",
    )
    # P4: o05 with the false item counted as declared (team0 94 + 17 = 111) and team1 right:
    # the sheet's count of the false item follows from the one fault
    t = copy.deepcopy(load("o05_false_decl_and_wrong_score.json"))
    ev = t["deals"][1]["events"]
    next(e for e in ev if e["type"] == "score" and e["party"] == "team0")["points"] = 111
    next(e for e in ev if e["type"] == "score" and e["party"] == "team1")["points"] = 213
    total_ev(t["deals"][1], "team0")["points"] = 124 + 111
    total_ev(t["deals"][1], "team1")["points"] = 210 + 213
    print(
        "P4 o05, false item counted as declared:",
        findings(t),
        "(one fault; a second finding at 65 would be the sheet's consequence)",
    )


if __name__ == "__main__":
    main()
