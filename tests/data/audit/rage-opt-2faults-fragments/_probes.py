# ruff: noqa: UP031
"""Probes (not pinned): edited copies of this round's files, validated by the engine.

P1: 02 (hidden_bid), deal 0: the first recorded bid moved after the first play.
P2: 03 (secret_bid), deal 0: one bid moved after the scores.
P3: 02 with hidden_bid switched off (durch kept): the bids out of seat order.
"""

import copy
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", "..", "..", ".."))


def run(doc, label):
    path = "/tmp/rage2f_probe.json"
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(doc, fh, ensure_ascii=False)
    out = subprocess.run([sys.executable, "-m", "replays.cli", "validate", "--json", path],
                         capture_output=True, text=True, cwd=ROOT, env=dict(os.environ, PYTHONPATH=ROOT))
    v = json.loads(out.stdout)
    anns = [(a["deal"], a["event"], a["code"], a["severity"]) for d in v["deals"] for a in d["annotations"]]
    print(label, v["status"], anns)


def load(name):
    with open(os.path.join(HERE, name), encoding="utf-8") as fh:
        return json.load(fh)


d = load("02-hidden-durch-clean-3p-mid.json")
p = copy.deepcopy(d)
ev = p["deals"][0]["events"]
b = ev.pop(0)
ev.insert(3, b)  # after the first play (bids are events 0..2, first play now at 2)
run(p, "P1 hidden bid after first play:")

d = load("03-secret-clean-6p-mid.json")
p = copy.deepcopy(d)
ev = p["deals"][0]["events"]
i = next(k for k, e in enumerate(ev) if e["type"] == "bid")
b = ev.pop(i)
ev.append(b)
run(p, "P2 secret bid after the scores/totals (moved from %d):" % i)

d = load("02-hidden-durch-clean-3p-mid.json")
p = copy.deepcopy(d)
p["rules"]["hidden_bid"] = False
run(p, "P3 02 without hidden_bid:")
