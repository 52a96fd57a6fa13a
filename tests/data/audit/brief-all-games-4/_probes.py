"""Probes for audit round brief-all-games-4 (not pinned): edited copies of the round's transcripts,
validated in memory. Run from the worktree root: PYTHONPATH=$PWD python tests/data/audit/brief-all-games-4/_probes.py"""

from __future__ import annotations

import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).resolve().parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def show(title, doc):
    v = validate(doc)
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    print(f"--- {title}\n    status {v['status']}: {found}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"    {a['deal']}/{a['event']} {a['code']}: {a['message']}")
        if d.get("settlement", {}).get("difference"):
            print(f"    deal {d['index']} settlement difference {d['settlement']['difference']}")


def p1_false_item_counted():
    doc = load("12-ottocento-false-declaration-first.json")
    ev = doc["deals"][0]["events"]
    for e in ev:
        if e["type"] in ("score", "total") and e["party"] == "team1":
            e["points"] += 17  # the table counts the false cricca of kings (17)
    for e in doc["deals"][1]["events"]:
        if e["type"] == "total" and e["party"] == "team1":
            e["points"] += 17
    show("P1 12: the sheet counts Dario's false three kings (17) for team1", doc)


def p2_no_fine():
    doc = load("05-danish-lead-out-of-turn-middle.json")
    ev = doc["deals"][1]["events"]
    doc["deals"][1]["events"] = [
        e for e in ev if not (e["type"] == "payment" and e.get("reason") == "penalty")
    ]
    # the shares at session end shrink by what the fine put in (40 in all: 20 a pool)
    for e in doc["deals"][2]["events"]:
        if e["type"] == "payment" and e.get("reason") == "session_end":
            pass
    show(
        "P2 05: the lead out of turn recorded without the §18 fine (session-end shares left as written)", doc
    )


def p3_king_discard_paid_as_won():
    doc = load("10-galician-king-discard-last-deal.json")
    ev = doc["deals"][2]["events"]
    new = []
    for e in ev:
        if e["type"] == "payment" and e.get("reason") == "game":
            new.append({"type": "payment", "from": e["to"], "to": e["from"], "amount": 69, "reason": "game"})
        elif e["type"] == "payment" and e.get("reason") == "pool_share":
            if e["from"] == 1:
                new.append(
                    {"type": "payment", "from": 0, "to": "pool", "amount": 13.8, "reason": "pool_share"}
                )
        else:
            new.append(e)
    doc["deals"][2]["events"] = new
    show("P3 10: the king-discard deal paid as a won three (44 points: 69 each to Adam)", doc)


def p4_void_fee_refunded():
    doc = load("04-danish-illegal-skat-first-deal.json")
    ev = doc["deals"][0]["events"]
    ev += [
        {"type": "payment", "from": "pagat_pool", "to": 0, "amount": 5, "reason": "deal_fee"},
        {"type": "payment", "from": "king_pool", "to": 0, "amount": 5, "reason": "deal_fee"},
    ]
    # the session-end shares: each pool 10 less -> not divisible by 15; keep the written shares
    show("P4 04: the void deal's fee handed back to the dealer", doc)


if __name__ == "__main__":
    p1_false_item_counted()
    p2_no_fine()
    p3_king_discard_paid_as_won()
    p4_void_fee_refunded()
