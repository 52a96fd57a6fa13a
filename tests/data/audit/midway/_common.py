"""Shared helpers for the midway audit generators (blind: written from the sources only)."""

import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, doc):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return path


def transcript(game, players, deals, start=None, rules=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": game}
    if rules is not None:
        doc["rules"] = rules
    doc["players"] = players
    if start is not None:
        doc["start"] = start
    if meta is not None:
        doc["meta"] = meta
    doc["deals"] = deals
    return doc
