import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def write(name, doc):
    path = os.path.join(HERE, name)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")
    return path


def ev_play(seat, card, named=None):
    e = {"type": "play", "seat": seat, "card": card}
    if named:
        e["named"] = named
    return e
