"""Ad-hoc probes for the ulti-auction-edges round (phase 2). Writes only to /tmp.

Run: cd WORKTREE && PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-auction-edges/_probes.py
"""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).resolve().parent
OUT = Path("/tmp/ulti-auction-edges-probes")


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def bidd(goals, red=False):
    return {"goals": goals, "red": red}


def show(tag, doc):
    OUT.mkdir(exist_ok=True)
    (OUT / f"{tag}.json").write_text(json.dumps(doc, ensure_ascii=False, indent=1))
    v = validate(doc)
    found = [
        (a["event"], a["code"], a["severity"], a["message"][:120]) for d in v.get("deals", []) for a in d["annotations"]
    ]
    print(tag, v["status"], v.get("problems") or "", found)


def bid_at(doc, idx, value):
    d = copy.deepcopy(doc)
    d["deals"][0]["events"][idx]["bid"] = value
    return d


def main():
    t12 = load("12-clean-ladder-fewer-goals.json")  # event 13: red 40-100 (8, 1 goal); event 16 rebetli
    t10 = load("10-clean-red-betli.json")  # event 6: red betli
    t01 = load("01-clean-ladder-betli.json")

    # P1: 20-100 (8, 1 goal) over red 40-100 (8, 1 goal): same row (8), not higher
    d = copy.deepcopy(t12)
    ev = d["deals"][0]["events"]
    ev[16]["bid"] = bidd(["20-100"])
    show("P1-20-100-over-red-40-100", d)

    # P2: red betli after rebetli: equal (row 10 names them as one)
    d = copy.deepcopy(t12)
    ev = d["deals"][0]["events"]
    # Béla takes after Anna's rebetli and bids red betli instead of passing: rebuild the tail
    ev[17:17] = [
        {"type": "take", "seat": 1, "cards": ev[15]["cards"]},
        {"type": "discard", "seat": 1, "cards": ev[15]["cards"]},
        {"type": "bid", "seat": 1, "bid": bidd(["betli"], True)},
        {"type": "bid", "seat": 2, "bid": "pass"},
    ]
    show("P2-red-betli-over-rebetli", d)

    # P3: red betli payments recorded with reason "rebetli" / "betli"
    for reason in ("rebetli", "betli"):
        d = copy.deepcopy(t10)
        for e in d["deals"][0]["events"]:
            if e["type"] == "payment":
                e["reason"] = reason
        show(f"P3-red-betli-reason-{reason}", d)

    # P4: take + discard, then pass (taking the talon commits to a bid)
    d = copy.deepcopy(t01)
    ev = d["deals"][0]["events"]
    # event 9 is Csilla's pass after the betli: make her take and lay back the same two cards first
    talon = ev[7]["cards"]
    ev[9:9] = [
        {"type": "take", "seat": 2, "cards": talon},
        {"type": "discard", "seat": 2, "cards": talon},
    ]
    show("P4-take-then-pass", d)

    # P5: a bid without taking the talon (Csilla bids red party but never takes the talon)
    d = copy.deepcopy(t01)
    ev = d["deals"][0]["events"]
    del ev[2:4]
    # the talon still holds Béla's first discard; Béla's take at (old) event 6 takes Csilla's discard...
    show("P5-bid-without-take", d)

    # P6: ulti + durchmarsch over red ulti under durchmarsch_above_red (row 9')
    d = copy.deepcopy(load("14-clean-durch-above-red-option.json"))
    d["deals"][0]["events"][7]["bid"] = bidd(["ulti", "durchmarsch"])
    show("P6-ulti-durch-over-red-ulti-option", d)
    d["rules"] = {"preset": "standard"}
    show("P6b-ulti-durch-over-red-ulti-standard", d)

    # P7: points_only: ulti (5) over betli (5) is still only equal
    d = copy.deepcopy(load("13-ulti-over-betli-too-low.json"))
    d["rules"] = {"preset": "standard", "bid_hierarchy": "points_only"}
    show("P7-ulti-over-betli-points-only", d)

    # P8: party over red party (lower) and red party over red party (equal)
    show("P8-party-after-red-party", bid_at(t01, 8, bidd(["party"])))
    show("P8b-red-party-repeated", bid_at(t01, 8, bidd(["party"], True)))

    # P9: the first bidder passes at his first turn (he must name a game)
    d = copy.deepcopy(load("05-clean-all-pass-fold.json"))
    d["deals"][0]["events"][1]["bid"] = "pass"
    show("P9-first-bidder-passes", d)

    # P10: fold compulsory option with 05 unchanged, and a plain party played out is absent: skip
    d = copy.deepcopy(load("05-clean-all-pass-fold.json"))
    d["rules"] = {"preset": "standard", "fold": "compulsory"}
    show("P10-fold-compulsory-folded", d)

    # P11: 03's out-of-turn pass: the engine flags only event 9 (checked in the corpus); a seat
    # passing twice running: Csilla passes, then Csilla again instead of Anna
    d = copy.deepcopy(t01)
    d["deals"][0]["events"][10]["seat"] = 2
    show("P11-same-seat-passes-twice", d)

    # P12: ulti alone spelled [party, ulti] equals [ulti]: bid [party, ulti] over [ulti]
    d = copy.deepcopy(t12)
    d["deals"][0]["events"][7]["bid"] = bidd(["party", "ulti"])
    show("P12-party-ulti-over-ulti", d)


if __name__ == "__main__":
    main()
