"""Probes for audit round slip-plus-fault (not pinned). Run from the worktree root with
PYTHONPATH=$PWD.  Each probe edits a copy of a round file or a base example and prints the
engine's findings."""

import copy
import json
import sys
from pathlib import Path

sys.path.insert(0, "tests")
from test_audit_corpus import violations  # noqa: E402

from validator.engine.validate import validate  # noqa: E402

HERE = Path(__file__).resolve().parent
EX = HERE.parents[3] / "examples"


def f(name):
    return json.loads(next(HERE.glob(name + "-*.json")).read_text())


def ex(rel):
    return json.loads((EX / rel).read_text())


def show(label, doc):
    v = validate(doc)
    print(f"{label}: {v['status']} {violations(v)}")
    return v


def wrong_seat(doc, di, ei, seat):
    d = copy.deepcopy(doc)
    d["deals"][di]["events"][ei]["seat"] = seat
    return d


# P1 the wrong-seat card alone (no other fault), per game, written seat = each other seat
for rel, di, n in [
    ("danish-tarok/clean.json", 0, 3),
    ("tarocchini-terziglio/clean.json", 1, 3),
    ("tarocchini-ottocento/clean.json", 0, 4),
    ("rage/clean.json", 3, 4),
    ("ulti/clean-trump.json", 0, 3),
    ("galician-tarok/clean.json", 0, 3),
]:
    base = ex(rel)
    ev = base["deals"][di]["events"]
    pl = [i for i, e in enumerate(ev) if e["type"] == "play"]
    for t in (5, 6):
        tr = pl[t * n : t * n + n]
        for pos in range(1, n):
            i = tr[pos]
            holder = ev[i]["seat"]
            for s in range(n):
                if s == holder:
                    continue
                rel_pos = [ev[j]["seat"] for j in tr].index(s)
                kind = "already played" if rel_pos < pos else "plays later in trick"
                show(
                    f"P1 {rel} deal {di} trick {t + 1} pos {pos} {ev[i]['card']} of seat "
                    f"{holder} written for seat {s} ({kind})",
                    wrong_seat(base, di, i, s),
                )

# P2 Galician: a late line whose pair/reason does not recur in the next deal
base = ex("galician-tarok/clean.json")
d = copy.deepcopy(base)
ev0 = d["deals"][0]["events"]
k = next(k for k, e in enumerate(ev0) if e.get("reason") == "pool_share")
d["deals"][1]["events"].insert(0, ev0.pop(k))
show("P2 galician pool_share 1->pool 104 one deal late", d)
# P3 Galician: the 1040 game line one deal late, alone (no other fault)
d = copy.deepcopy(base)
ev0 = d["deals"][0]["events"]
k = next(k for k, e in enumerate(ev0) if e.get("reason") == "game" and e["to"] == 2)
d["deals"][1]["events"].insert(0, ev0.pop(k))
show("P3 galician game 0->2 1040 one deal late (deal 1 has its own 0->2 game line)", d)
# P4 the same, written at the end of deal 1 instead of the top
d = copy.deepcopy(base)
ev0 = d["deals"][0]["events"]
k = next(k for k, e in enumerate(ev0) if e.get("reason") == "game" and e["to"] == 2)
d["deals"][1]["events"].append(ev0.pop(k))
show("P4 same, at the end of deal 1", d)
# P5 Danish: a late line whose pair/reason recurs in the next deal (declaration 2->1 exists
# in deal 1? use king_lost 2->0 of deal 1 moved into deal 2, where 0 pays king_lost itself)
base = ex("danish-tarok/clean.json")
d = copy.deepcopy(base)
ev1 = d["deals"][0]["events"]
k = next(k for k, e in enumerate(ev1) if e.get("reason") == "last_trick" and e["from"] == 0)
p = ev1.pop(k)
d["deals"][1]["events"].insert(0, p)
show(f"P5 danish deal 0 line {p} one deal late (deal 1 has no such pair+reason)", d)
d = copy.deepcopy(base)
ev = d["deals"][0]["events"]
k = next(k for k, e in enumerate(ev) if e.get("reason") == "pagat_lost" and e["to"] == 1)
p = ev.pop(k)
d["deals"][2]["events"].insert(0, p) if False else d["deals"][1]["events"].insert(0, p)
show(f"P6 danish deal 0 line {p} one deal late", d)

# P7 Danish: a late line whose pair and reason recur in the next deal (deal 1's card_points
# 0->2 15 written in deal 2, which owes its own card_points 0->2 10)
d = copy.deepcopy(base)
ev1 = d["deals"][1]["events"]
k = next(k for k, e in enumerate(ev1) if e.get("reason") == "card_points" and e["to"] == 2)
p = ev1.pop(k)
d["deals"][2]["events"].insert(0, p)
show(f"P7 danish deal 1 line {p} one deal late (deal 2 has card_points 0->2 10)", d)

# P8 wrong-seat card in other deals of Danish and Galician (one each, written seat = leader)
for rel, di, n, t in [
    ("danish-tarok/clean.json", 2, 3, 9),
    ("danish-tarok/clean.json", 1, 3, 4),
    ("galician-tarok/clean.json", 1, 3, 5),
]:
    b = ex(rel)
    ev = b["deals"][di]["events"]
    pl = [i for i, e in enumerate(ev) if e["type"] == "play"]
    tr = pl[t * n : t * n + n]
    i = tr[2]
    show(
        f"P8 {rel} deal {di} trick {t + 1}: {ev[i]['card']} of seat {ev[i]['seat']} written for "
        f"the leader seat {ev[tr[0]]['seat']}",
        wrong_seat(b, di, i, ev[tr[0]]["seat"]),
    )
    show(
        f"P8 {rel} deal {di} trick {t + 1}: {ev[tr[1]]['card']} of seat {ev[tr[1]]['seat']} "
        f"written for seat {ev[i]['seat']} (plays later)",
        wrong_seat(b, di, tr[1], ev[i]["seat"]),
    )
