"""Shared helpers for the format-spec2 blind generator (written from the spec and sources only)."""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def dump(name, transcript):
    path = os.path.join(HERE, name)
    # compact events, readable top level
    text = json.dumps(transcript, ensure_ascii=False, indent=1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text + "\n")
    return path


def net(payments, parties=()):
    out = {str(p): 0 for p in parties}
    for frm, to, amt in payments:
        out[str(frm)] = out.get(str(frm), 0) - amt
        out[str(to)] = out.get(str(to), 0) + amt
    return out


def pay_events(payments, with_reason=True):
    ev = []
    for p in payments:
        frm, to, amt = p[0], p[1], p[2]
        e = {"type": "payment", "from": frm, "to": to, "amount": amt}
        if with_reason and len(p) > 3 and p[3]:
            e["reason"] = p[3]
        ev.append(e)
    return ev
