"""Phase 2 probes (not corpus files; the round keeps to 15 transcripts): edits of p03 and p05 that
make the record contradict itself about an unknown pool's content. Writes to the directory given
(default /tmp/ds4probe) and prints each verdict's violations.

  p05_przy140: p05 deal 0, the king przydupek pays 140 back into the King pool the king ultimo took
               145 from in the same last trick (source: he pays "ilość, która pierwotnie była w puli",
               the 145 the winner took); seat 2's totals carried.
  p03_take335: p03 deal 2, the king ultimo takes 335 where the przydupek's 155 (deal 0) made the pool
               310, plus 10 + 10 since: 330.
  p03_przy150: p03 deal 0, the przydupek pays 150 (content by the later take: 155).
Run from the worktree root: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/danish-sheet4/_probes.py
"""

import json
import os
import sys

from validator.engine.validate import validate

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = sys.argv[1] if len(sys.argv) > 1 else "/tmp/ds4probe"


def load(name):
    with open(os.path.join(HERE, name)) as fh:
        return json.load(fh)


def carry(doc, seat, delta, first_deal):
    for k in range(first_deal, len(doc["deals"])):
        for e in doc["deals"][k]["events"]:
            if e["type"] == "total" and e["party"] == seat:
                e["points"] += delta


def edit(doc, deal, pred, delta):
    hits = [e for e in doc["deals"][deal]["events"] if e["type"] == "payment" and pred(e)]
    assert len(hits) == 1
    hits[0]["amount"] += delta
    return hits[0]


probes = {}
d = load("p05.json")
e = edit(d, 0, lambda e: e["to"] == "king_pool" and e.get("reason") == "king_przydupek", -5)
carry(d, e["from"], 5, 0)
probes["p05_przy140"] = d
d = load("p03.json")
e = edit(d, 2, lambda e: e["from"] == "king_pool", 5)
carry(d, e["to"], 5, 2)
probes["p03_take335"] = d
d = load("p03.json")
e = edit(d, 0, lambda e: e["to"] == "king_pool" and e.get("reason") == "king_przydupek", -5)
carry(d, e["from"], 5, 0)
probes["p03_przy150"] = d

os.makedirs(OUT, exist_ok=True)
for name, doc in probes.items():
    with open(os.path.join(OUT, name + ".json"), "w") as fh:
        json.dump(doc, fh, indent=1)
    v = validate(doc)
    found = [(a["deal"], a["event"], a["code"]) for dl in v["deals"] for a in dl["annotations"]]
    print(name, v["status"], found)
