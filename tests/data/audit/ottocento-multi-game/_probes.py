# ruff: noqa: UP031
"""Probes for REPORT.md (not pinned): edited copies of this round's files, validated in a temp dir.

Run: cd /work/wt-audit-ottocento-multi-game && PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ottocento-multi-game/_probes.py
"""

from __future__ import annotations

import copy
import json
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def ev(deal, type_, party):
    return next(i for i, e in enumerate(deal["events"]) if e["type"] == type_ and e.get("party") == party)


def run(label, tr):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
        json.dump(tr, f)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", f.name], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    anns = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    print(label, v["status"], anns)
    for d in v["deals"]:
        for a in d["annotations"]:
            if a["severity"] == "violation" and a["code"] in ("wrong_total",):
                print("    ", a["deal"], a["event"], a["message"])
    return v


def main():
    # A: 08 with the rules' figures in deal 1 (the sheet carries on from the true 780)
    tr = load("08-wrong-total-fakes-win.json")
    d1 = tr["deals"][1]
    s0 = [e["points"] for e in tr["deals"][0]["events"] if e["type"] == "total"]
    sc = [e["points"] for e in d1["events"] if e["type"] == "score"]
    d1["events"][ev(d1, "total", "team0")]["points"] = s0[0] + sc[0]
    d1["events"][ev(d1, "total", "team1")]["points"] = 780 + sc[1]
    run("A 08 deal1 totals by the rules (883, 879):", tr)
    # B: 08 with deal 1 carrying on from the sheet's 800 (800 + 99 = 899)
    tr = load("08-wrong-total-fakes-win.json")
    d1 = tr["deals"][1]
    d1["events"][ev(d1, "total", "team0")]["points"] = s0[0] + sc[0]
    d1["events"][ev(d1, "total", "team1")]["points"] = 800 + sc[1]
    run("B 08 deal1 carried on from the written 800 (883, 899):", tr)
    # C: 07 with deal 1 restarted (the rules' new game) although the sheet wrote 790
    tr = load("07-wrong-total-hides-win.json")
    d1 = tr["deals"][1]
    sc7 = [e["points"] for e in d1["events"] if e["type"] == "score"]
    d1["events"][ev(d1, "total", "team0")]["points"] = sc7[0]
    d1["events"][ev(d1, "total", "team1")]["points"] = sc7[1]
    run("C 07 deal1 new game by the rules (207, 175) after a written 790:", tr)
    # D: 03, the sheet ignores the win on declarations and carries on into deal 2
    tr = load("03-clean-won-on-declarations.json")
    t1 = [e["points"] for e in tr["deals"][1]["events"] if e["type"] == "total"]
    for k in (2, 3):
        d = tr["deals"][k]
        for t in range(2):
            i = ev(d, "total", "team%d" % t)
            d["events"][i]["points"] += t1[t]
    run("D 03 sheet carries on past the win on declarations:", tr)
    # E: 03's winning-on-declarations deal played out: deal 2's cards put in its place (same
    # dealer seat shift ignored: a fresh single-deal transcript whose start puts team0 at 760,
    # so its declarations (0 + ...) reach 800 before play)
    src = load("02-clean-cross-twice.json")
    deal = copy.deepcopy(src["deals"][2])  # declarations team0 46
    for e in deal["events"]:
        e.pop("note", None)
    by = {}
    for e in deal["events"]:
        if e["type"] == "score":
            by.setdefault(e["party"], 0)
            by[e["party"]] += e["points"]
    deal["events"] = [e for e in deal["events"] if e["type"] != "total"]
    deal["events"].append({"type": "total", "party": "team0", "points": 760 + by["team0"]})
    deal["events"].append({"type": "total", "party": "team1", "points": 100 + by["team1"]})
    tr = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": src["players"],
        "start": {"totals": [760, 100]},
        "deals": [deal],
    }
    run("E a deal played out after team0 reached 800 on declarations (760 + 46), full score written:", tr)
    # F: E with the deal cut after the declarations (declarations only scored)
    deal2 = copy.deepcopy(deal)
    cut = max(i for i, e in enumerate(deal2["events"]) if e["type"] == "declare") + 1
    decl = {"team0": 46, "team1": 0}
    deal2["events"] = deal2["events"][:cut] + [
        {"type": "score", "party": "team0", "points": decl["team0"], "reason": "declarations"},
        {"type": "score", "party": "team1", "points": decl["team1"], "reason": "declarations"},
        {"type": "total", "party": "team0", "points": 806},
        {"type": "total", "party": "team1", "points": 100},
    ]
    tr["deals"] = [deal2]
    run("F same, deal not played (declarations only):", tr)
    # G: 05 with only team0 carried on (team1 written as the new game's 59)
    tr = load("05-exact-800-sheet-carries-on.json")
    d1 = tr["deals"][1]
    d1["events"][ev(d1, "total", "team1")]["points"] = 59
    run("G 05 only team0's total carried on:", tr)
    # H: 05 with only team1's total carried on
    tr = load("05-exact-800-sheet-carries-on.json")
    d1 = tr["deals"][1]
    d1["events"][ev(d1, "total", "team0")]["points"] = 352
    run("H 05 only team1's total carried on:", tr)


if __name__ == "__main__":
    main()
