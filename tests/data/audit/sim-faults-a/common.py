"""Shared helpers for the sim-faults-a generators (an outside party's own models)."""

import copy
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write_record(name, record):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return path


def deep(x):
    return copy.deepcopy(x)


def net_of(payments):
    """Net per party of a list of (from, to, amount) payments."""
    net = {}
    for p in payments:
        f, t, a = p["from"], p["to"], p["amount"]
        net[str(f)] = net.get(str(f), 0) - a
        net[str(t)] = net.get(str(t), 0) + a
    return {k: round(v, 6) for k, v in net.items() if abs(v) > 1e-9}


def play_events(events):
    return [(i, e) for i, e in enumerate(events) if e["type"] == "play"]
