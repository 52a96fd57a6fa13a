"""Phase-2 probes (not pinned): edited copies of the round's sessions, run through the engine.

Run from the worktree root: PYTHONPATH=$PWD python tests/data/audit/gd-session-end-sheets/_probes.py
"""

from __future__ import annotations

import copy
import json
import sys
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE))

import _gen as g  # noqa: E402

from validator.engine.validate import validate  # noqa: E402


def load(name):
    return json.loads((HERE / f"{name}.json").read_text(encoding="utf-8"))


def show(title, tr):
    v = validate(copy.deepcopy(tr))
    print(f"== {title}: {v['status']} {v.get('summary', {}).get('by_code')}")
    for d in v.get("deals", []):
        for a in d.get("annotations", []):
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) {a['severity']}: {a['message'][:260]}")
    for p in v.get("problems") or []:
        print("   PROBLEM", p)
    s = v.get("session") or {}
    print("   session pool", s.get("pool"), "net.expected", (s.get("net") or {}).get("expected"))
    return v


def lines(deal):
    return [(i, e) for i, e in enumerate(deal["events"]) if e["type"] in ("score", "total")]


def p1_session_end_reason():
    tr = load("07-3p-pool-split-in-last-scores")
    for e in tr["deals"][-1]["events"]:
        if e["type"] == "score":
            e["reason"] = "session_end"
    show("P1 07 with reason session_end on the split scores", tr)


def p2_extra_session_end_lines():
    tr = load("01-3p-clean-pool-stands")
    d = tr["deals"][-1]
    tot = {e["party"]: Fraction(str(e["points"])) for e in d["events"] if e["type"] == "total"}
    P = tot["pool"]
    for q in (0, 1, 2):
        d["events"].append({"type": "score", "party": q, "points": g.fr(P / 3), "reason": "session_end"})
    d["events"].append({"type": "score", "party": "pool", "points": g.fr(-P), "reason": "session_end"})
    for q in (0, 1, 2):
        d["events"].append({"type": "total", "party": q, "points": g.fr(tot[q] + P / 3)})
    d["events"].append({"type": "total", "party": "pool", "points": 0})
    show("P2 01 + a second block of session_end lines emptying the pool", tr)


def p2b_payments_session_end():
    tr = load("01-3p-clean-pool-stands")
    d = tr["deals"][-1]
    tot = {e["party"]: Fraction(str(e["points"])) for e in d["events"] if e["type"] == "total"}
    P = tot["pool"]
    for q in (0, 1, 2):
        d["events"].append(
            {"type": "payment", "from": "pool", "to": q, "amount": g.fr(P / 3), "reason": "session_end"}
        )
    show("P2b 01 + payments pool->seats reason session_end at the end", tr)


def p3_sitter_changes_midround():
    a, ia = g.session(1301, 5, 2, first_dealer=0, sitter=4)
    last = ia[-1]["after"]
    start = {"totals": [g.fr(last[s]) for s in range(5)], "pools": {"pool": g.fr(last["pool"])}}
    b, ib = g.session(1302, 5, 2, first_dealer=2, sitter=0, start=start)
    tr = a
    tr["deals"] = a["deals"] + b["deals"]
    show("P3 5p: seat 4 sits out deals 0-1, seat 0 deals 2-3 (source: one sitter a round of four deals)", tr)


def p4_failed_ultimo_first_deal():
    tr, info = g.session(1401, 3, 1, first_dealer=0, ultimo_last="failed")
    print("   blind: pool paid in =", g.fr(info[0]["before"]["pool"] + 30), "(stakes of the deal included)")
    show("P4 fresh 3p, failed ultimo in the first deal", tr)


def p5_after_ultimo_no_new_stake():
    a, ia = g.session(1501, 3, 2, first_dealer=0, ultimo_last="made")
    last = ia[-1]["after"]
    start = {"totals": [g.fr(last[s]) for s in range(3)], "pools": {"pool": g.fr(last["pool"])}}
    b, ib = g.session(1502, 3, 1, first_dealer=2, start=start)
    a["deals"] = a["deals"] + b["deals"]
    show("P5 deal after a made ultimo, no new stakes written", a)


def p6_no_pool_lines():
    tr = load("01-3p-clean-pool-stands")
    for d in tr["deals"]:
        d["events"] = [
            e for e in d["events"] if not (e["type"] in ("score", "total") and e["party"] == "pool")
        ]
    show("P6 01 with no pool lines at all", tr)


def p7_no_sitter_lines():
    tr = load("13-5p-clean-sitter")
    for d in tr["deals"]:
        d["events"] = [e for e in d["events"] if not (e["type"] in ("score", "total") and e["party"] == 4)]
    show("P7 13 with no lines for the seat that sits out", tr)


def p8_sitter_pays_stake():
    tr = load("13-5p-clean-sitter")
    for k, d in enumerate(tr["deals"]):
        for e in d["events"]:
            if e["type"] not in ("score", "total"):
                continue
            if e["type"] == "score" and k > 0:
                continue
            if e["party"] == 4:
                e["points"] = -10
            elif e["party"] == "pool":
                e["points"] = g.fr(Fraction(str(e["points"])) + 10)
    show("P8 13 with the sitter paying a stake in deal 0 (pool +10)", tr)


def p9_split_4p_totals():
    tr = load("10-4p-clean-king")
    d = tr["deals"][-1]
    tot = {e["party"]: Fraction(str(e["points"])) for e in d["events"] if e["type"] == "total"}
    P = tot["pool"]
    for e in d["events"]:
        if e["type"] == "total":
            e["points"] = 0 if e["party"] == "pool" else g.fr(tot[e["party"]] + P / 4)
    show("P9 10 with the pool split among the four in the final totals", tr)


def p10_split_5p_incl_sitter():
    tr = load("13-5p-clean-sitter")
    d = tr["deals"][-1]
    tot = {e["party"]: Fraction(str(e["points"])) for e in d["events"] if e["type"] == "total"}
    P = tot["pool"]
    for e in d["events"]:
        if e["type"] == "total":
            e["points"] = 0 if e["party"] == "pool" else g.fr(tot[e["party"]] + P / 5)
    show("P10 13 with the pool split among all five in the final totals", tr)


def p2c_payments_no_reason():
    tr = load("01-3p-clean-pool-stands")
    d = tr["deals"][-1]
    tot = {e["party"]: Fraction(str(e["points"])) for e in d["events"] if e["type"] == "total"}
    P = tot["pool"]
    for q in (0, 1, 2):
        d["events"].append({"type": "payment", "from": "pool", "to": q, "amount": g.fr(P / 3)})
    show("P2c 01 + payments pool->seats at the end, no reason", tr)


def p5b_after_ultimo_new_stakes():
    a, ia = g.session(1501, 3, 2, first_dealer=0, ultimo_last="made")
    last = ia[-1]["after"]
    start = {"totals": [g.fr(last[s]) for s in range(3)], "pools": {"pool": g.fr(last["pool"])}}
    b, ib = g.session(1502, 3, 1, first_dealer=2, start=start)
    d = b["deals"][0]
    for e in d["events"]:
        if e["type"] in ("score", "total"):
            e["points"] = g.fr(Fraction(str(e["points"])) + (30 if e["party"] == "pool" else -10))
    a["deals"] = a["deals"] + b["deals"]
    show("P5b deal after a made ultimo, new stakes of 10 each written", a)


def p11_5p_session_ends_midround():
    tr, info = g.session(1601, 5, 2, first_dealer=0, sitter=4)
    show("P11 fresh 5p session of two deals (ends inside the sitter's round)", tr)


def p12_5p_next_sitter():
    for nxt in (0, 3):
        a, ia = g.session(1701, 5, 4, first_dealer=0, sitter=4)
        last = ia[-1]["after"]
        start = {"totals": [g.fr(last[s]) for s in range(5)], "pools": {"pool": g.fr(last["pool"])}}
        fd = (nxt + 1) % 5
        b, ib = g.session(1702, 5, 1, first_dealer=fd, sitter=nxt, start=start)
        a["deals"] = a["deals"] + b["deals"]
        show(f"P12 5p: seat 4 sat out deals 0-3 (dealers 0-3), then seat {nxt} sits out, dealer {fd}", a)


if __name__ == "__main__":
    for name, fn in list(globals().items()):
        if (
            name[:1] == "p"
            and name[1:2].isdigit()
            and callable(fn)
            and (len(sys.argv) < 2 or name in sys.argv[1:])
        ):
            fn()
