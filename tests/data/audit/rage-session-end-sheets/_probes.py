"""Probes of doubtful points: edited copies of this round's transcripts (not pinned).

Run from the worktree root:
    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/rage-session-end-sheets/_probes.py
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name: str) -> dict:
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def ev(t: dict, deal: int, typ: str, party: int) -> dict:
    return next(e for e in t["deals"][deal]["events"] if e["type"] == typ and e.get("party") == party)


def run(label: str, t: dict) -> None:
    v = validate(t)
    found = [
        (a["deal"], a["event"], a["code"], a["message"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    warn = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] != "violation"
    ]
    print(f"## {label}\n   status={v['status']} warnings={warn}")
    for f in found:
        print("  ", f)
    s = v.get("session") or {}
    tot = s.get("totals", {})
    print(
        "   session recorded",
        tot.get("recorded"),
        "difference",
        tot.get("difference"),
        "winners",
        s.get("winners"),
    )


def main() -> None:
    # P1 totals only at the end, a round-5 score wrong, the final total the rules' figure (37)
    t = load("13-5p-final-totals-only-round5-score")
    ev(t, 9, "total", 0)["points"] = 37
    run("P1 13 with the final total by the rules (37) instead of the sheet's sum (42)", t)

    # P2 the same, final total neither (40)
    t = load("13-5p-final-totals-only-round5-score")
    ev(t, 9, "total", 0)["points"] = 40
    run("P2 13 with the final total 40 (neither the rules' 37 nor the sheet's 42)", t)

    # P3 a total slip in round 4 that the scorer puts right in round 5 (round-5 total by the rules)
    t = load("08-8p-pm1-total-carried-from-round-4")
    for d in range(4, 10):
        ev(t, d, "total", 5)["points"] -= 10
    run("P3 08 with round 5 onwards back on the rules' totals", t)

    # P4 the carried total of 08 plus a last-round score wrong whose total follows it
    t = load("08-8p-pm1-total-carried-from-round-4")
    s = ev(t, 9, "score", 5)
    s["points"] += 5
    ev(t, 9, "total", 5)["points"] += 5
    run("P4 08 plus Franta's round-10 score 5 too high, his final total adding it", t)

    # P5 Durch bonus written under standard rules (no durch option): 01 round 9, Katka's 2-trick sweep
    t = load("01-clean-3p-standard")
    sc = ev(t, 8, "score", 2)
    sc["points"] += 2
    for d in (8, 9):
        ev(t, d, "total", 2)["points"] += 2
    run("P5 01 round 9 sweep scored 2 a trick without the durch option", t)

    # P6 last round: a seat's score left out, its total written right / wrong
    t = load("06-3p-last-score-missed-bid-as-met")
    t2 = copy.deepcopy(t)
    e2 = t2["deals"][9]["events"]
    e2.remove(next(e for e in e2 if e["type"] == "score" and e["party"] == 2))
    next(e for e in e2 if e["type"] == "total" and e["party"] == 2)["points"] = 23
    run("P6a 06 with Katka's round-10 score left out, her final total right (23)", t2)
    t3 = copy.deepcopy(t)
    e3 = t3["deals"][9]["events"]
    e3.remove(next(e for e in e3 if e["type"] == "score" and e["party"] == 2))
    run("P6b 06 with Katka's round-10 score left out, her final total as written (38)", t3)

    # P7 two faults, same seat, last round: score wrong and total by the rules
    t = load("14-3p-pm1-start8-last-score-and-total")
    ev(t, 2, "total", 1)["points"] = 39
    run("P7 14 with Bohouš's final total the rules' 39 (score still +11)", t)

    # P8 a start.round session whose start.totals are left out: totals start at 0?
    t = load("05-clean-5p-secret-start7")
    del t["start"]["totals"]
    run("P8 05 without start.totals (the sheet's totals include 23,-4,41,8,15 carried in)", t)

    # P9 plus_minus_one: 01 round 10's bids add up to 1 (= cards); alone, with hidden bids, with
    # hidden bids written in another order, and 05 (secret bids, round 8 adds up to 3) with it
    t = load("01-clean-3p-standard")
    t["rules"]["plus_minus_one"] = True
    run("P9a 01 with plus_minus_one (round 10 bids add up to 1)", t)
    t["rules"]["hidden_bid"] = True
    run("P9b 01 with plus_minus_one and hidden_bid", t)
    evs = t["deals"][9]["events"]
    evs[0], evs[2] = evs[2], evs[0]
    run("P9c 01 with plus_minus_one and hidden_bid, round 10 bids written last-first", t)
    t = load("05-clean-5p-secret-start7")
    t["rules"]["plus_minus_one"] = True
    run("P9d 05 (secret bids) with plus_minus_one (round 8 bids add up to 3)", t)

    # P8b 05 without start.totals and Eva's round-8 total 10 too high, carried
    t = load("05-clean-5p-secret-start7")
    del t["start"]["totals"]
    for d in range(1, 4):
        ev(t, d, "total", 4)["points"] += 10
    run("P8b 05 without start.totals, Eva's round-8 total 10 too high and carried", t)
    t = load("05-clean-5p-secret-start7")
    del t["start"]["totals"]
    ev(t, 0, "total", 4)["points"] += 10
    run("P8c 05 without start.totals, Eva's first total (round 7) 10 too high, later totals right", t)


if __name__ == "__main__":
    main()
