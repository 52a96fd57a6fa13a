"""Shared helpers for the sheet-shape audit generators (blind model, written from the sources)."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, obj):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(obj, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return path


def ev_score(party, points, reason=None):
    e = {"type": "score", "party": party, "points": points}
    if reason is not None:
        e["reason"] = reason
    return e


def ev_total(party, points):
    return {"type": "total", "party": party, "points": points}


def clean_num(x):
    """Write whole numbers as ints, others rounded to 6 decimals."""
    if abs(x - round(x)) < 1e-9:
        return int(round(x))
    return round(x, 6)
