"""Probes (not pinned): edited copies of round files, validated in-process, to test a doubt."""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def show(tag, doc):
    v = validate(doc)
    viol = sorted(
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    )
    print(tag, v["status"], viol)
    for d in v["deals"]:
        s = d.get("settlement") or {}
        if s.get("difference"):
            print(
                "   deal",
                d["index"],
                "difference",
                s["difference"],
                "void_reading",
                d["computed"].get("void_reading"),
            )
    return v


def probe_06_payments():
    """06 deal 0 with the void deal's chips as payment events instead of sheet lines."""
    doc = load("06-skat-king-and-lead-out-of-turn.json")
    d = doc["deals"][0]
    ev = [e for e in d["events"] if e["type"] not in ("score", "total")]
    pay = []
    for p in ("pagat_pool", "king_pool"):
        for s in range(3):
            pay.append({"type": "payment", "from": s, "to": p, "amount": 20, "reason": "foundation"})
        pay.append({"type": "payment", "from": 0, "to": p, "amount": 5, "reason": "deal_fee"})
    ev = pay + ev
    fines = [
        {"type": "payment", "from": 0, "to": p, "amount": 40, "reason": "penalty"}
        for p in ("pagat_pool", "king_pool")
    ]
    fines += [
        {"type": "payment", "from": 1, "to": p, "amount": 20, "reason": "penalty"}
        for p in ("pagat_pool", "king_pool")
    ]
    d["events"] = ev + fines
    # deal 1's totals were written on top of deal 0's sheet; drop them (lines stay)
    doc["deals"][1]["events"] = [e for e in doc["deals"][1]["events"] if e["type"] != "total"]
    show("06 as payments, both fines paid:", doc)
    doc2 = copy.deepcopy(doc)
    doc2["deals"][0]["events"] = doc2["deals"][0]["events"][:-2]
    show("06 as payments, out-of-turn fine not paid:", doc2)


def probe_06_sheet_without_fine():
    doc = load("06-skat-king-and-lead-out-of-turn.json")
    ev = doc["deals"][0]["events"]
    for e in ev:
        if e["type"] in ("score", "total") and e["party"] == 1:
            e["points"] += 40
        if e["type"] in ("score", "total") and e["party"] in ("pagat_pool", "king_pool"):
            e["points"] -= 20
    for e in doc["deals"][1]["events"]:
        if e["type"] == "total" and e["party"] == 1:
            e["points"] += 40
        if e["type"] == "total" and e["party"] in ("pagat_pool", "king_pool"):
            e["points"] -= 20
    show("06 sheet without the out-of-turn fine:", doc)


def probe_06_penalty_event():
    """06 as written, plus a penalty event for the out-of-turn lead beside its card."""
    doc = load("06-skat-king-and-lead-out-of-turn.json")
    ev = doc["deals"][0]["events"]
    ev.insert(20, {"type": "penalty", "party": 1, "code": "out_of_turn", "amount": 20})
    show("06 sheet + penalty event after the lead:", doc)


def probe_13_kept():
    """13 deal 1 written with the 'kept' reading (payments before the withheld Joker stand)."""
    doc = load("13-joker-withheld-then-total.json")
    kept = {0: 15, 1: -35, 2: -85, "pagat_pool": 50, "king_pool": 55}
    rev = {0: 0, 1: -10, 2: -80, "pagat_pool": 45, "king_pool": 45}
    for di in (1, 2):
        for e in doc["deals"][di]["events"]:
            if e["type"] == "score" and di == 1:
                e["points"] = kept[e["party"]]
            if e["type"] == "total":
                e["points"] += kept[e["party"]] - rev[e["party"]]
    show("13 with the kept reading:", doc)


if __name__ == "__main__":
    for name in sys.argv[1:] or [n for n in dir() if n.startswith("probe_")]:
        globals()[name]()
