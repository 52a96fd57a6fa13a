"""Probes of doubtful points for ulti-announcements-2faults (not pinned; results in REPORT.md).

Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-announcements-2faults/_probes.py
"""

from __future__ import annotations

import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(prefix):
    (f,) = sorted(HERE.glob(prefix + "-*.json"))
    return json.loads(f.read_text(encoding="utf-8"))


def run(title, doc):
    v = validate(doc)
    print(f"== {title}: {v['status']}")
    for d in v.get("deals", []):
        for a in d["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) {a['message']}")
        s = d["settlement"]
        print(
            f"   deal {d['index']} expected {s['expected']} recorded {s['recorded']} diff {s['difference']}"
        )


def payments(deal):
    return [e for e in deal["events"] if e["type"] == "payment"]


def p1():
    # 04: the table counted the false 20 and settled the party as won by the declarer
    doc = load("04")
    deal = doc["deals"][1]
    for p in payments(deal):
        p["from"], p["to"] = p["to"], p["from"]
    run("P1 04, false 20 counted: party paid to the declarer", doc)


def p2():
    # 07: the declarer also says 40 for his trump pair in his 40-100 game
    doc = load("07")
    deal = doc["deals"][0]
    i = next(k for k, e in enumerate(deal["events"]) if e["type"] == "play")
    deal["events"].insert(
        i,
        {"type": "declare", "seat": deal["events"][i]["seat"], "items": [{"kind": "marriage", "points": 40}]},
    )
    run("P2 07, declarer says 40 (trump pair) in 40-100", doc)


def p3():
    # 03: betli contra by one defender, both defenders paid at x4
    doc = load("03")
    deal = doc["deals"][0]
    for p in payments(deal):
        p["amount"] = 20
    run("P3 03, betli: the non-contra defender also paid x4", doc)


def p4():
    # 01: the declarer's recontra with no contra before it
    doc = load("01")
    deal = doc["deals"][0]
    deal["events"] = [e for e in deal["events"] if not (e["type"] == "double" and e["level"] == 2)]
    run("P4 01, recontra without contra (payments still x4)", doc)
    for p in payments(deal):
        p["amount"] = 1
    run("P4b 01, recontra without contra, payments x1", doc)


def p5():
    # 01: the contra said before the declarer's lead (not with the defender's own card)
    doc = load("01")
    deal = doc["deals"][0]
    ev = deal["events"]
    k = next(i for i, e in enumerate(ev) if e["type"] == "double" and e["level"] == 2)
    dbl = ev.pop(k)
    lead = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev.insert(lead, dbl)
    run("P5 01, contra said before the declarer's lead", doc)


def p6():
    # 02: '40' said for two plain pairs (the source: not added up, '20 two sets')
    doc = load("02")
    deal = doc["deals"][0]
    for e in deal["events"]:
        if e["type"] == "declare":
            e["items"] = [{"kind": "marriage", "points": 40}]
    run("P6 02, two plain pairs said as one 40", doc)


def p7():
    # 14: the failed silent ulti paid to the declarer only (8), nothing to the partner
    doc = load("14")
    deal = doc["deals"][0]
    ps = [p for p in payments(deal) if p["reason"] == "silent-ulti"]
    ps[0]["amount"] = 8
    deal["events"].remove(ps[1])
    run("P7 14, failed silent ulti settled with the declarer only", doc)


def p8():
    # 11: trump game, one defender's contra; the other defender pays undoubled
    doc = load("11")
    deal = doc["deals"][0]
    ps = payments(deal)
    contra_seat = next(e["seat"] for e in deal["events"] if e["type"] == "double" and e["level"] == 2)
    for p in ps:
        if p["from"] != contra_seat:
            p["amount"] = 2
    run("P8 11, trump game: contra applied only to the defender who said it", doc)


def p9():
    # 10: contra said in trick 2, but the table doubled the party
    doc = load("10")
    deal = doc["deals"][1]
    for p in payments(deal):
        if p["reason"] == "party":
            p["amount"] = 2
        if p["reason"] == "silent-ulti":
            p["amount"] = 2
    run("P9 10, contra in trick 2 honoured by the table (party x2)", doc)


def p10():
    # 05: the late 20 recorded as two items of the same pair (20 twice for one pair) in trick 1
    doc = load("05")
    deal = doc["deals"][0]
    ev = deal["events"]
    k = next(i for i, e in enumerate(ev) if e["type"] == "declare")
    d = ev.pop(k)
    first = next(i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == d["seat"])
    d["items"] = [{"kind": "marriage", "points": 20}, {"kind": "marriage", "points": 20}]
    ev.insert(first, d)
    for p in payments(deal):
        p["amount"] = 1
    run("P10 05, one pair said as '20 two sets' with the first card", doc)


if __name__ == "__main__":
    for f in (p1, p2, p3, p4, p5, p6, p7, p8, p9, p10):
        f()
