"""Probes for doubtful points (phase 2; not pinned). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/ulti-open-games-2faults/_probes.py
"""

from __future__ import annotations

import copy
import json
import sys
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))
import _gen  # noqa: E402


def load(name):
    return json.loads((HERE / name).read_text())


def show(title, t):
    v = validate(t)
    print(f"== {title}: {v['status']}")
    for d in v["deals"]:
        for a in d["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) {a['severity']}: {a['message']}")
            if a.get("penalty"):
                print(f"      penalty {a['penalty']}")
        print(f"   settlement {d.get('settlement')}")
        if d.get("unchecked"):
            print(f"   unchecked {d['unchecked']}")


def payments(deal, decl, won, amounts, reason):
    ev = [e for e in deal["events"] if e["type"] != "payment"]
    for d, a in amounts:
        if won:
            ev.append({"type": "payment", "from": d, "to": decl, "amount": a, "reason": reason})
        else:
            ev.append({"type": "payment", "from": decl, "to": d, "amount": a, "reason": reason})
    deal["events"] = ev


def p1_defender_fault_declarer_loses():
    """A defender revokes in a betli the declarer then loses as played."""
    spec = _gen.Spec(
        "p1",
        goal="betli",
        outcome="lost",
        faults=[("defender", "revoke", 0)],
        check_roles=False,
        desc="probe",
    )
    deal, info = _gen.build(spec, 777)
    decl, defs = info["decl"], info["defenders"]
    t = _gen.transcript("standard", [deal], "probe")
    print("P1 faults", info["faults"], "winners", info["winners"])
    a = copy.deepcopy(t)
    payments(a["deals"][0], decl, False, [(d, 5) for d in defs], "betli")
    show("P1a betli lost as played after a defender's revoke, settled as played (declarer pays 5 each)", a)
    b = copy.deepcopy(t)
    payments(b["deals"][0], decl, True, [(d, 5) for d in defs], "betli")
    show("P1b same, settled by lose_all_goals (defenders pay 5 each)", b)
    c = copy.deepcopy(t)
    payments(c["deals"][0], decl, True, [(defs[0], 5), (defs[1], 4)], "betli")
    show("P1c same, penalty reading with one wrong figure (4)", c)


def p2_ultinet_open_durchmarsch():
    t = load("07-open-durchmarsch-no-trump-revoke-wrong-payment.json")
    t["rules"] = {"preset": "ultinet"}
    show("P2 file 07 under ultinet (recorded 12 and 24)", t)


def p3_open_durchmarsch_12():
    t = load("12-open-durchmarsch-trumps-declarer-revoke-wrong-payment.json")
    t["rules"] = {"preset": "standard", "open_durchmarsch_trump_points": 12}
    show("P3 file 12 with open_durchmarsch_trump_points 12 (recorded 12 and 24)", t)
    t2 = copy.deepcopy(t)
    for e in t2["deals"][0]["events"]:
        if e["type"] == "bid" and isinstance(e["bid"], dict):
            e["bid"]["trumps"] = True
    show("P3b same with the bid's trumps: true", t2)


def p4_marriage_in_betli():
    t = load("01-betli-won-clean.json")
    ev = t["deals"][0]["events"]
    first_def = next(i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] != 1)
    ev.insert(
        first_def,
        {"type": "declare", "seat": ev[first_def]["seat"], "items": [{"kind": "marriage", "points": 20}]},
    )
    show("P4 a defender declares 20 in a betli (no trumps)", t)


def p5_marriage_in_40_100():
    t = load("08-40-100-contra-won-clean.json")
    ev = t["deals"][0]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "play")
    ev.insert(i, {"type": "declare", "seat": ev[i]["seat"], "items": [{"kind": "marriage", "points": 40}]})
    show("P5a the 40-100 declarer declares his trump 40 with his first card", t)
    t = load("08-40-100-contra-won-clean.json")
    print("   08 hands", t["deals"][0]["hands"])


def p6_betli_cut_short_undecided():
    t = load("01-betli-won-clean.json")
    ev = t["deals"][0]["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    cut = plays[15]
    t["deals"][0]["events"] = ev[:cut] + [e for e in ev if e["type"] == "payment"]
    show("P6a betli record stops after 5 tricks (undecided), paid as won", t)
    t2 = copy.deepcopy(t)
    for e in t2["deals"][0]["events"]:
        if e["type"] == "payment":
            e["from"], e["to"] = e["to"], e["from"]
    show("P6b same, paid as lost", t2)


def p7_20_100_counting_40():
    t = load("11-20-100-trump-marriage-not-counted-clean.json")
    for e in t["deals"][0]["events"]:
        if e["type"] == "payment":
            e["from"], e["to"] = e["to"], e["from"]
    show("P7 file 11 settled as won (trump 40 counted)", t)


def p8_open_announce():
    t = load("07-open-durchmarsch-no-trump-revoke-wrong-payment.json")
    ev = t["deals"][0]["events"]
    plays = [i for i, e in enumerate(ev) if e["type"] == "play"]
    ev.insert(plays[3], {"type": "announce", "seat": 1, "items": ["open"], "note": "hands laid down"})
    show("P8 an announce 'open' after trick 1 in open durchmarsch", t)
    v = validate(t)
    for pr in v.get("problems", v.get("errors", [])):
        print("   problem", pr)
    if v["status"] == "rejected":
        print("   ", {k: v[k] for k in v if k not in ("rules", "engine", "meta")})


def p9_both_contra_no_trump():
    t = load("05-durchmarsch-no-trump-contra-clean.json")
    ev = t["deals"][0]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "play" and e["seat"] == 0)
    ev.insert(i, {"type": "double", "seat": 0, "target": "durchmarsch", "level": 2})
    show("P9 both defenders contra a no-trump durchmarsch; Anna still recorded paying 6", t)


def p10_values():
    base = load("07-open-durchmarsch-no-trump-revoke-wrong-payment.json")
    for rules, goal in (
        ({"preset": "ultinet"}, "redurchmarsch"),
        ({"preset": "ultinet"}, "open-betli"),
        ({"preset": "ultinet"}, "rebetli"),
        ({"preset": "standard", "durchmarsch_points": 7}, "open-durchmarsch"),
        ({"preset": "standard", "durchmarsch_points": 7}, "redurchmarsch"),
    ):
        t = copy.deepcopy(base)
        t["rules"] = rules
        for e in t["deals"][0]["events"]:
            if e["type"] == "bid" and isinstance(e["bid"], dict):
                e["bid"]["goals"] = [goal]
            if e["type"] == "payment":
                e["reason"] = goal
                e["amount"] = 1
        v = validate(t)
        msgs = [a["message"] for d in v["deals"] for a in d["annotations"] if a["code"] != "revoke"]
        print(f"== P10 {rules} {goal}: {v['status']}; {msgs}")


def p11_contra_timing():
    t = load("02-betli-contra-lost-early-clean.json")
    ev = t["deals"][0]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "double")
    d = ev.pop(i)
    plays = [j for j, e in enumerate(ev) if e["type"] == "play"]
    ev.insert(plays[3], d)
    show("P11a file 02: the contra said after trick 1 (too late)", t)
    t = load("04-open-betli-recontra-declarer-overtake-wrong-payment.json")
    ev = t["deals"][0]["events"]
    i = next(i for i, e in enumerate(ev) if e["type"] == "double" and e["level"] == 4)
    d = ev.pop(i)
    plays = [j for j, e in enumerate(ev) if e["type"] == "play"]
    ev.insert(plays[2], d)
    show("P11b file 04: the recontra said before the third card of trick 1", t)


if __name__ == "__main__":
    for f in (
        p1_defender_fault_declarer_loses,
        p2_ultinet_open_durchmarsch,
        p3_open_durchmarsch_12,
        p4_marriage_in_betli,
        p5_marriage_in_40_100,
        p6_betli_cut_short_undecided,
        p7_20_100_counting_40,
        p8_open_announce,
        p9_both_contra_no_trump,
        p10_values,
        p11_contra_timing,
    ):
        f()
