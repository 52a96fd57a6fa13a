"""Probes for the ulti-netted-payments round: edited copies of the round's files, run through the
engine CLI (not pinned).  Run from the worktree root:
    PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-netted-payments/_probes.py
"""

from __future__ import annotations

import copy
import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen  # noqa: E402


def load(name):
    return json.loads((HERE / name).read_text())


def run(doc, label):
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as fh:
        json.dump(doc, fh, ensure_ascii=False)
        path = fh.name
    out = subprocess.run(
        [sys.executable, "-m", "replays.cli", "validate", "--json", path], capture_output=True, text=True
    ).stdout
    v = json.loads(out)
    found = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    diffs = {d["index"]: d.get("settlement", {}).get("difference") for d in v["deals"]}
    print(f"{label}: {v['status']} {found} settlement differences {diffs}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print("    ", a["message"])


def pays(deal):
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "payment"]


def main():
    # A: 07 deal 1 with the reasons removed: is the short party one wrong_payment per pair?
    doc = load("07-missing-silent-100-per-goal.json")
    for i in pays(doc["deals"][1]):
        doc["deals"][1]["events"][i].pop("reason", None)
    run(doc, "A 07 without reasons")

    # B: 07 deal 1 with the reason silent-100 but amount 1
    doc = load("07-missing-silent-100-per-goal.json")
    for i in pays(doc["deals"][1]):
        doc["deals"][1]["events"][i]["reason"] = "silent-100"
    run(doc, "B 07 reason silent-100, amount 1")

    # C: 07 deal 1 with right amounts (2) but labelled party
    doc = load("07-missing-silent-100-per-goal.json")
    for i in pays(doc["deals"][1]):
        doc["deals"][1]["events"][i]["amount"] = 2
    run(doc, "C 07 amount 2 labelled party")

    # D: 12 deal 1 (a defender's failed trump 7: three pairs) written as the fewest transfers
    # (each party's net right: 0 +5, 1 -7, 2 +2), not pair by pair
    doc = load("12-two-faults-net.json")
    d = doc["deals"][1]
    ev = [e for e in d["events"] if e["type"] != "payment"]
    ev += [
        {"type": "payment", "from": 1, "to": 0, "amount": 5},
        {"type": "payment", "from": 1, "to": 2, "amount": 2},
    ]
    d["events"] = ev
    run(doc, "D 12 deal 1 settled as fewest transfers")

    # E: 03 deal 1 (the same kind) with the defender-to-defender penalty left out
    doc = load("03-clean-mixed-order.json")
    d = doc["deals"][1]
    d["events"] = [e for e in d["events"] if not (e["type"] == "payment" and e["from"] == 0 and e["to"] == 1)]
    run(doc, "E 03 deal 1 without the defender-to-defender 4")

    # F: 08 deal 1 per goal with reasons and the silent-ulti payments left out
    rng = random.Random("probe-F")
    spec = _gen.make_specs()["08-missing-silent-ulti-netted"][1]
    spec = dict(spec, shape="goal", fault=None)
    d = _gen.Deal(**spec)
    dealt, events, items, info, _ = _gen.build_deal(d, 1, rng)
    rec = [it for it in items if it[0] != "silent-ulti"]
    events += [_gen.pay_event(*it) for it in rec]
    doc = load("08-missing-silent-ulti-netted.json")
    doc["deals"][1] = {"dealer": 1, "hands": [dealt[s] for s in range(3)], "events": events}
    run(doc, "F per-goal silent ulti left out")

    # G: a deal whose nets are all zero (ulti won 4, 40-100 lost 4) recorded with no payment,
    # in a session whose other deals record theirs
    rng = random.Random("probe-G")
    spec = _gen.spec(
        "ulti won 40-100 lost",
        bid=["ulti", "40-100"],
        trump="S",
        bias=["7S", "KS", "QS"],
        want=lambda o: o["succ"]["ulti"] and not o["succ"]["40-100"] and not o["silent"],
        shape="net",
    )
    d = _gen.Deal(**spec)
    dealt, events, items, info, _ = _gen.build_deal(d, 1, rng)
    print("   G items", items)
    doc = load("04-net-wrong-amount.json")
    doc["deals"][1] = {"dealer": 1, "hands": [dealt[s] for s in range(3)], "events": events}
    run(doc, "G zero nets, no payment (04 deal 1 replaced; 04's other deals clean)")
    doc2 = copy.deepcopy(doc)
    decl = info["decl"]
    doc2["deals"][1]["events"].append({"type": "payment", "from": (decl + 1) % 3, "to": decl, "amount": 4})
    run(doc2, "G2 the same with a stray 4 paid to the declarer")

    # G3: one pair nets to zero (40-100 lost, 4 to each defender; defender A loses the last trick
    # with the trump 7 and pays 4 to each of the others): recorded netted, the zero pair unwritten
    rng = random.Random("probe-G3")
    spec = _gen.spec(
        "40-100 lost, defender fails trump 7",
        bid=["40-100"],
        trump="D",
        def_keep7=True,
        bias=["KD", "QD"],
        want=lambda o: not o["succ"]["40-100"] and o["silent"] == ["silent-ulti-failed"],
        shape="net",
    )
    d = _gen.Deal(**spec)
    dealt, events, items, info, _ = _gen.build_deal(d, 1, rng)
    nets = _gen.net_items(items, info["decl"])
    print("   G3 items", items, "nets", nets)
    events += [_gen.pay_event(*it) for it in nets]
    doc = load("04-net-wrong-amount.json")
    doc["deals"][1] = {"dealer": 1, "hands": [dealt[s] for s in range(3)], "events": events}
    run(doc, "G3 one zero pair, netted (04 deal 1 replaced)")


if __name__ == "__main__":
    main()
