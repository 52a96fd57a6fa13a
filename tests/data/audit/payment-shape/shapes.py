"""Shared helpers of the payment-shape round: dues (what the rules raise, in rule order, each
anchored after the event that raises it) and the shapes a real table writes them in.

A due is a dict {"from", "to", "amount", "reason", "at"}; "at" is the index in the deal's event
list (without payments) after which the rules raise it (-1: before the first event).
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).parent


def r6(x):
    x = round(x, 6)
    return int(x) if float(x).is_integer() else x


def pay(frm, to, amount, reason=None):
    e = {"type": "payment", "from": frm, "to": to, "amount": r6(amount)}
    if reason:
        e["reason"] = reason
    return e


def as_arise(events, dues, reasons=True):
    """Each due written right after the event that raises it."""
    by_at = defaultdict(list)
    for d in dues:
        by_at[d["at"]].append(d)
    out = [pay(d["from"], d["to"], d["amount"], d["reason"] if reasons else None) for d in by_at[-1]]
    for i, e in enumerate(events):
        out.append(e)
        out.extend(pay(d["from"], d["to"], d["amount"], d["reason"] if reasons else None) for d in by_at[i])
    return out


def nets(dues):
    """Net per party from a list of dues or payment events."""
    n = defaultdict(float)
    for d in dues:
        n[d["from"]] -= d["amount"]
        n[d["to"]] += d["amount"]
    return {k: r6(v) for k, v in n.items() if abs(v) > 1e-9}


def net_pairs(dues):
    """One payment per pair of parties (the net of every due between the two), in the order the
    pairs first appear. Returns payment events without reason."""
    order = []
    bal = defaultdict(float)  # key (a, b) with a < b by str: amount a pays b
    for d in dues:
        a, b = d["from"], d["to"]
        key = tuple(sorted((a, b), key=str))
        if key not in bal:
            order.append(key)
        bal[key] += d["amount"] if (a, b) == key else -d["amount"]
    out = []
    for key in order:
        v = r6(bal[key])
        if abs(v) < 1e-9:
            continue
        a, b = key
        out.append(pay(a, b, v) if v > 0 else pay(b, a, -v))
    return out


def combine_same(dues, reason=None):
    """One payment per (from, to), amounts added, in first-appearance order."""
    order, amt, reasons = [], defaultdict(float), defaultdict(list)
    for d in dues:
        k = (d["from"], d["to"])
        if k not in amt:
            order.append(k)
        amt[k] += d["amount"]
        reasons[k].append(d["reason"])
    out = []
    for k in order:
        rs = set(reasons[k])
        out.append(pay(k[0], k[1], amt[k], (rs.pop() if len(rs) == 1 else None) if reason is None else reason))
    return out


def write(name, transcript):
    p = HERE / name
    p.write_text(json.dumps(transcript, ensure_ascii=False, indent=1) + "\n")
    return p


def check_nets(deal_events, expected_dues):
    """The recorded payments of a deal must net exactly as the dues do (model self-check)."""
    rec = nets([e for e in deal_events if e["type"] == "payment"])
    exp = nets(expected_dues)
    keys = set(rec) | set(exp)
    return {k: (exp.get(k, 0), rec.get(k, 0)) for k in keys if abs(exp.get(k, 0) - rec.get(k, 0)) > 1e-6}


def probe(src, dst, deal, event, amount, reason=None, desc="", what=""):
    """Post-run probe: a copy of a blind file with one payment changed (amount, and a reason
    written on it where given)."""
    t = json.loads((HERE / src).read_text())
    e = t["deals"][deal]["events"][event]
    assert e["type"] == "payment", e
    before = dict(e)
    e["amount"] = amount
    if reason:
        e["reason"] = reason
    t["meta"]["description"] = desc
    t["meta"]["planted"] = {"deal": deal, "event": event, "what": what, "was": before, "post_run_probe": True}
    write(dst, t)
    return before
