"""Shared helpers for the sim-faults-c generators (written from the sources only)."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, doc):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return path


def play(seat, card, **kw):
    e = {"type": "play", "seat": seat, "card": card}
    e.update(kw)
    return e


class Log:
    """Collects the expectation notes written into EXPECTED.md."""

    def __init__(self):
        self.items = []

    def add(self, name, text):
        self.items.append((name, text))

    def dump(self, fname):
        with open(os.path.join(HERE, fname), "w", encoding="utf-8") as f:
            for name, text in self.items:
                f.write(f"### {name}\n\n{text.strip()}\n\n")
