"""Probes: edited copies of this round's transcripts, run through the engine (not pinned)."""

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / f"{name}.json").read_text())


def run(label, doc):
    v = validate(doc)
    print(f"--- {label}: {v['status']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            if a["severity"] == "violation":
                print(f"   ({a['deal']}, {a['event']}, {a['code']}) {a['message']}")
        diff = d.get("settlement", {}).get("difference")
        if diff:
            print(f"   deal {d['index']} difference {diff}")


def probe(label, name, edit):
    doc = copy.deepcopy(load(name))
    edit(doc)
    run(label, doc)


def rev(deal, ev):
    def f(doc):
        e = doc["deals"][deal]["events"][ev]
        e["from"], e["to"] = e["to"], e["from"]

    return f


def amount(deal, ev, amt):
    def f(doc):
        doc["deals"][deal]["events"][ev]["amount"] = amt

    return f


def insert(deal, at, events):
    def f(doc):
        doc["deals"][deal]["events"][at:at] = events

    return f


# P1: a pair net reversed whose amount is no single due (02 d0 ev 79: 1->0 40 written 0->1 40)
probe("P1 02 d0 ev79 net 1->0 40 reversed", "02-clean-pairs-4p", rev(0, 79))
# P2: the same pair in 11 d0 net 1->0 5 written 0->1 5: 5 equals one itemised due (card points 0->1)
probe("P2 11 d0 only (d2 restored to 80)", "11-pairs-two-faults-4p", amount(2, 87, 80))
# P2b: 11 d0 net written the right way but 10 instead of 5 (no reversal)
def p2b(doc):
    rev(0, 79)(doc)
    amount(0, 79, 10)(doc)
    amount(2, 87, 80)(doc)


probe("P2b 11 d0 1->0 written 10", "11-pairs-two-faults-4p", p2b)
# P3: 11 d2 pool->3 net written 90 (no gross figure) instead of 100
def p3(doc):
    rev(0, 79)(doc)
    amount(2, 87, 90)(doc)


probe("P3 11 d2 pool->3 written 90", "11-pairs-two-faults-4p", p3)
# P4: 01 d1 last-trick 20 paid to seat 1 despite the king przydupek (source: no 20 when a przydupek)
probe(
    "P4 01 d1 last_trick 20+20 despite przydupek",
    "01-clean-items-reasons-3p",
    insert(
        1,
        99,
        [
            {"type": "payment", "from": 0, "to": 1, "amount": 20, "reason": "last_trick"},
            {"type": "payment", "from": 2, "to": 1, "amount": 20, "reason": "last_trick"},
        ],
    ),
)
# P5: 05 d0 (4 players, seat 2 sits out) the sitting-out seat also pays a declaration 5
probe(
    "P5 05 d0 sitting-out seat 2 pays declarer 0 5",
    "05-items-noreason-wrong-direction-4p",
    insert(0, 12, [{"type": "payment", "from": 2, "to": 0, "amount": 5}]),
)
# P6: 05 with its planted reversal undone: clean?
probe("P6 05 d1 ev39 restored", "05-items-noreason-wrong-direction-4p", rev(1, 39))
