"""Shared helpers for the penalty-spec audit generators (blind model, my own reading)."""
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


class Net:
    """Net result per party from a list of payments."""

    def __init__(self):
        self.d = {}

    def add(self, frm, to, amount):
        self.d[str(frm)] = self.d.get(str(frm), 0) - amount
        self.d[str(to)] = self.d.get(str(to), 0) + amount

    def of_events(self, events):
        for e in events:
            if e["type"] == "payment":
                self.add(e["from"], e["to"], e["amount"])
        return self
