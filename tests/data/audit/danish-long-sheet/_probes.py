"""Probes beyond the corpus (run from the worktree root with PYTHONPATH=$PWD).

File 11 writes the table's fine as a `penalty` event (5 per pool, the rules' large class is 20)
and its score lines follow that fine.  The engine reports wrong_penalty and the three lines.
These variants ask how the same slip is read when the fine is written otherwise.
"""

import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = json.load(open(os.path.join(HERE, "11-revoke-fine-event-4p-10.json"), encoding="utf-8"))
DEAL, PEN = 8, 21


def run(name, tr):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False)
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", fh.name], capture_output=True, text=True
    ).stdout
    os.unlink(fh.name)
    v = json.loads(out)
    found = [
        (a["deal"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    print(name, v["status"], found)


def variant(fn):
    tr = copy.deepcopy(BASE)
    fn(tr["deals"][DEAL]["events"])
    return tr


def as_payments(ev):
    p = ev[PEN]["party"]
    ev[PEN : PEN + 1] = [
        {"type": "payment", "from": p, "to": "pagat_pool", "amount": 5, "reason": "penalty"},
        {"type": "payment", "from": p, "to": "king_pool", "amount": 5, "reason": "penalty"},
    ]


def right_amount(ev):
    ev[PEN]["amount"] = 20


def no_amount(ev):
    del ev[PEN]["amount"]


def total_amount(ev):
    ev[PEN]["amount"] = 10  # the small fine in all (5 into each of two pools)


if __name__ == "__main__":
    run("P0 as written (penalty 5, lines follow it)", BASE)
    run("P1 fine as two payments of 5 (reason penalty), lines follow", variant(as_payments))
    run("P2 penalty amount 20 (right), lines follow a 5 fine", variant(right_amount))
    run("P3 penalty with no amount, lines follow a 5 fine", variant(no_amount))
    run("P4 penalty amount 10 (small fine in all), lines follow", variant(total_amount))
