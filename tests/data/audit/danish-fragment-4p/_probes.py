"""Probes beyond the corpus: run from the worktree root, PYTHONPATH=$PWD python <this file>."""

import copy
import json
import os

from validator.engine.validate import validate_bytes

HERE = os.path.dirname(os.path.abspath(__file__))


def load(name):
    with open(os.path.join(HERE, name)) as f:
        return json.load(f)


def run(label, tr, deals=()):
    v = validate_bytes(json.dumps(tr).encode())
    anns = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    print("--", label, v["status"], anns)
    for i in deals:
        d = v["deals"][i]
        print("   deal", i, "expected", d["settlement"]["expected"], "pools", d["computed"].get("pools"))
    return v


def setline(tr, deal, party, pts):
    for e in tr["deals"][deal]["events"]:
        if e["type"] == "score" and e["party"] == party:
            e["points"] = pts
            return
    raise KeyError(party)


def fix_totals(tr):
    """Rewrite every seat total as the sheet's own arithmetic of its lines (pool totals dropped)."""
    tot = list(tr["start"]["totals"])
    for d in tr["deals"]:
        evs = []
        for e in d["events"]:
            if e["type"] == "total" and not isinstance(e["party"], int):
                continue
            if e["type"] == "score" and isinstance(e["party"], int):
                tot[e["party"]] += e["points"]
            if e["type"] == "total":
                e = dict(e, points=tot[e["party"]])
            evs.append(e)
        d["events"] = evs
    return tr


f08 = load("f08-tout-sitter-and-line-8.json")
# P1: f08 as corpus: the Tout deal's settlement.expected (taker 725, pools -95 / -160 by the pool lines)
run("P1 f08 as is", f08, [6])
# P2: f08 with the two planted slips put right
t = copy.deepcopy(f08)
setline(t, 6, 1, -210)
setline(t, 6, 3, -40)
run("P2 f08 slips put right", fix_totals(t), [6])
# P3: only the sitter's slip
t = copy.deepcopy(f08)
setline(t, 6, 3, -40)
run("P3 f08 only seat 1 slip", fix_totals(t), [6])

# P3b: sitter's slip only; P3c: two active seats' slips (sitter right)
t = copy.deepcopy(f08)
setline(t, 6, 1, -210)
run("P3b f08 only the sitter's slip", fix_totals(t), [6])
t = copy.deepcopy(f08)
setline(t, 6, 3, -40)
setline(t, 6, 0, -210)
run("P3c f08 seats 0 and 1 each +10, sitter right", fix_totals(t), [6])
# P3d: Tout without pool lines (f03 deal 1), two slips: the sitter -30 for -40, seat 2 -190 for -200
t = copy.deepcopy(load("f03-clean-5-tout-no-pool-lines.json"))
setline(t, 1, 1, -30)
setline(t, 1, 2, -190)
run("P3d f03 Tout, no pool lines, two slips (taker's expected should stay 555)", fix_totals(t), [1])

# P8: the seat sitting out writes 0 where a refill (-20) is due, and a second seat's line is 10 off,
# in the same deal (f02 deal 2, pagat ultimo, pool lines; f06 deal 1, king ultimo, pool totals dropped)
t = copy.deepcopy(load("f02-clean-7-pagat-ultimo-then-kprz.json"))
setline(t, 2, 1, 0)
setline(t, 2, 0, -85)
v = run("P8 f02 d2: sitter 0 for -20, seat 0 -85 for -95 (expect (2,79),(2,80))", fix_totals(t), [2])
for a in v["deals"][2]["annotations"]:
    print("   ", a["event"], a["message"])
t = copy.deepcopy(load("f06-line-and-total-7.json"))
setline(t, 1, 0, 0)
setline(t, 1, 1, -115)
run("P8b f06 d1: sitter 0 for -20, seat 1 -115 for -125 (expect (1,79),(1,80))", fix_totals(t), [1])

# P4: the seat sitting out writes a refill (-20) in a deal with no take (f01 deal 0, seat 2)
t = copy.deepcopy(load("f01-clean-6-king-ultimo-pooltotals.json"))
setline(t, 0, 2, -20)
run("P4 sitter -20 in a plain deal (pool lines and totals)", fix_totals(t), [0])
t = copy.deepcopy(load("f03-clean-5-tout-no-pool-lines.json"))
setline(t, 0, 0, -20)
run("P4b sitter -20 in a plain deal (no pool lines)", fix_totals(t), [0])

# P5: Tout taker's line wrong by +10 on a sheet without pool lines (f03 deal 1): stands as written;
# the four start totals sum to -235, which is what both pools hold if the totals are the session's net
t = copy.deepcopy(load("f03-clean-5-tout-no-pool-lines.json"))
setline(t, 1, 0, 565)
run("P5 f03 Tout taker +10, no pool lines", fix_totals(t), [1])

# P6: the przydupek's line of a sheet without pool lines gives the king pool's content (f09 deal 4,
# K = 165 before, 330 after); is it known from there?
v = run("P6 f09 as is", load("f09-kprz-total-then-line-7.json"), [4, 5])

# P7: a king przydupek doubles the unknown king pool (deal 1), a king ultimo takes it later (deal 3);
# the sheet writes the take 10 too high (the taker's line, and the pool's line to match).
# By the source the pool is known after the przydupek ("płaci ilość, która pierwotnie była w puli").
import random  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402

sys.path.insert(0, HERE)
import _gen as g  # noqa: E402

tmp = tempfile.mkdtemp()
g.HERE = tmp
for pool_lines in (True, False):
    name = "p7-%s" % ("lines" if pool_lines else "nolines")
    args = dict(
        name=name,
        seed=7,
        players=["A", "B", "C", "D"],
        first_dealer=0,
        scens=["plain", "king_prz", "plain", "king_ultimo", "plain"],
        start_pools={"P": 100, "K": 150},
        start_totals=[-60, -70, -50, -70],
        pool_lines=pool_lines,
        pool_totals_from=None,
        faults=[],
        description="probe",
    )
    facts, *_ = g.build(**args)
    with open(os.path.join(tmp, name + ".json")) as f:
        tr = json.load(f)
    print("\n".join(x for x in facts if "KING" in x or "PRZY" in x or "scenario" in x or "true lines" in x))
    run(name + " as generated", tr, [1, 3])
    d3 = tr["deals"][3]
    taker = [int(x.split()[3]) for x in facts if x.strip().startswith("KING ULTIMO")][0]
    for e in d3["events"]:
        if e["type"] == "score" and e["party"] == taker:
            e["points"] += 10
        if e["type"] == "score" and e["party"] == "king_pool":
            e["points"] -= 10
    run(name + " take written 10 high", fix_totals(tr), [3])
