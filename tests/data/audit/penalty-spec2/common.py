"""Shared helpers for the penalty-spec2 generators (blind model, written from the sources)."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, transcript):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(transcript, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return path


def pay(frm, to, amount, reason=None):
    e = {"type": "payment", "from": frm, "to": to, "amount": amount}
    if reason:
        e["reason"] = reason
    return e


def play(seat, card, named=None):
    e = {"type": "play", "seat": seat, "card": card}
    if named:
        e["named"] = named
    return e


def penalty(party, code, amount=None, note=None):
    e = {"type": "penalty", "party": party, "code": code}
    if amount is not None:
        e["amount"] = amount
    if note:
        e["note"] = note
    return e


def score(party, points, reason=None):
    e = {"type": "score", "party": party, "points": points}
    if reason:
        e["reason"] = reason
    return e


def total(party, points):
    return {"type": "total", "party": party, "points": points}


def index_of(events, pred, nth=0):
    k = 0
    for i, e in enumerate(events):
        if pred(e):
            if k == nth:
                return i
            k += 1
    raise KeyError("no such event")
