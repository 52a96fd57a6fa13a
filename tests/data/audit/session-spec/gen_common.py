"""Shared helpers for the session-spec audit generators (written blind from the sources)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def dump(name, tr):
    """Write a transcript, one event per line, so that event indexes are easy to read."""
    lines = ["{"]
    keys = [k for k in ("format", "game", "rules", "players", "start", "meta") if k in tr]
    for k in keys:
        lines.append(f'  "{k}": {json.dumps(tr[k], ensure_ascii=False)},')
    lines.append('  "deals": [')
    for di, d in enumerate(tr["deals"]):
        lines.append("    {")
        lines.append(f'      "dealer": {d["dealer"]},')
        lines.append(f'      "hands": {json.dumps(d["hands"], ensure_ascii=False)},')
        if "talon" in d:
            lines.append(f'      "talon": {json.dumps(d["talon"], ensure_ascii=False)},')
        lines.append('      "events": [')
        evs = d["events"]
        for i, e in enumerate(evs):
            lines.append("        " + json.dumps(e, ensure_ascii=False) + ("," if i < len(evs) - 1 else ""))
        lines.append("      ]")
        lines.append("    }" + ("," if di < len(tr["deals"]) - 1 else ""))
    lines.append("  ]")
    lines.append("}")
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    json.load(open(path, encoding="utf-8"))  # sanity
    return path


def idx_of(events, pred, nth=0):
    k = 0
    for i, e in enumerate(events):
        if pred(e):
            if k == nth:
                return i
            k += 1
    raise KeyError("no such event")
