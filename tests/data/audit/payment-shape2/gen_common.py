import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
PLANTS = {}  # file -> list of (deal, event, code, note)


def pay(f, t, a, r=None, note=None):
    e = {"type": "payment", "from": f, "to": t, "amount": a}
    if r:
        e["reason"] = r
    if note:
        e["note"] = note
    return e


def num(a):
    """Whole numbers as int, others rounded to 6 decimals."""
    if abs(a - round(a)) < 1e-9:
        return int(round(a))
    return round(a, 6)


def net_pairs(pays):
    """pays: iterable of (from, to, amount).  Returns list of (from, to, amount) netted per
    unordered pair, in first-appearance order."""
    order = []
    acc = {}
    for f, t, a in pays:
        key = tuple(sorted([str(f), str(t)]))
        if key not in acc:
            acc[key] = {}
            order.append(key)
        acc[key][f] = acc[key].get(f, 0) - a
        acc[key][t] = acc[key].get(t, 0) + a
    out = []
    for key in order:
        d = acc[key]
        parties = list(d.keys())
        if len(parties) < 2:
            continue
        a, b = parties
        if abs(d[a]) < 1e-9:
            continue
        if d[a] < 0:
            out.append((a, b, -d[a]))
        else:
            out.append((b, a, d[a]))
    return out


def nets(pays):
    n = {}
    for f, t, a in pays:
        n[f] = n.get(f, 0) - a
        n[t] = n.get(t, 0) + a
    return {k: num(v) for k, v in n.items() if abs(v) > 1e-9}


def write(name, doc, expected, note):
    path = os.path.join(HERE, name)
    with open(path, "w") as fh:
        json.dump(doc, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
    PLANTS[name] = (expected, note)
