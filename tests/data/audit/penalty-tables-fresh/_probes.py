"""Probes for REPORT.md (edited copies written to /tmp, never into the round dir).

Run from the worktree: PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/penalty-tables-fresh/_probes.py
"""

import copy
import json
import os

from validator.engine.validate import validate as engine_validate

HERE = os.path.dirname(os.path.abspath(__file__))


def run(doc, tag):
    path = "/tmp/ptf_probe_%s.json" % tag
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
    res = engine_validate(doc)
    out = [(a["deal"], a["event"], a["code"]) for d in res["deals"] for a in d["annotations"] if a["severity"] == "violation"]
    diff = [d.get("settlement", {}).get("difference") for d in res["deals"]]
    print(tag, res["status"], out, diff)


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        return json.load(f)


# P1: 04 without any penalty payment -> missing_payment at the deal (as in 05), not wrong_payment at events
d = load("04-danish-joker-second-last-underpaid.json")
d2 = copy.deepcopy(d)
d2["deals"][0]["events"] = [e for e in d2["deals"][0]["events"] if e.get("reason") != "penalty"]
run(d2, "04-no-penalty-paid")

# P2: 09 settled as played (Béla took tricks: he pays 5 to each) instead of under lose_all_goals
d = load("09-ulti-betli-defender-revoke-paid.json")
d2 = copy.deepcopy(d)
ev = [e for e in d2["deals"][0]["events"] if e["type"] != "payment"]
ev += [{"type": "payment", "from": 1, "to": 0, "amount": 5, "reason": "betli"},
       {"type": "payment", "from": 1, "to": 2, "amount": 5, "reason": "betli"}]
d2["deals"][0]["events"] = ev
run(d2, "09-settled-as-played")

# P3: 01 with the deal fee handed back on the void deal (the other void reading)
d = load("01-danish-failure-to-trump-paid.json")
d2 = copy.deepcopy(d)
d2["deals"][0]["events"] += [{"type": "payment", "from": "pagat_pool", "to": 0, "amount": 5, "reason": "deal_fee"},
                             {"type": "payment", "from": "king_pool", "to": 0, "amount": 5, "reason": "deal_fee"}]
run(d2, "01-deal-fee-handed-back")
