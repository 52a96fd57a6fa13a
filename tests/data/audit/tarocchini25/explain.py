"""Explain each trump run (declared hands and piles) under my reading; flag the features
where other readings part: a gap in the head, a contatore at the tail, a contatore in the head."""

import glob
import itertools
import json

from model import CONTATORI, GRANDE, NUMBERED

NAMES = {"T20": "A", "T19": "M", "T18": "S", "T17": "L"}


def explain(cards):
    cs = set(cards)
    if "T20" not in cs:
        return None
    k = len(CONTATORI & cs)
    chain = GRANDE + NUMBERED
    missing = [p for p in chain if p not in cs]
    best = None
    for used in range(k + 1):
        for fill in itertools.combinations(missing, used):
            f = set(fill)
            st = {p: ("r" if p in cs else ("c" if p in f else None)) for p in chain}
            head = [st[p] for p in GRANDE]
            if sum(1 for x in head if x) < 2 or "r" not in head:
                continue
            seq = ["r"] + [st[p] for p in chain]
            names = ["T20"] + chain
            if any(
                seq[i] == "c" and seq[i + 1] == "c" and not (names[i] == "T17") for i in range(len(seq) - 1)
            ):
                continue
            ext = 0
            if st["T17"]:
                for p in NUMBERED:
                    if st[p]:
                        ext += 1
                    else:
                        break
            if any(st[p] == "c" for p in NUMBERED[ext:]):
                continue
            if not st["T17"] and any(st[p] == "c" for p in NUMBERED):
                continue
            length = 1 + sum(1 for x in head if x) + ext
            if length < 3:
                continue
            key = (length, -used)
            if best is None or key > best[0]:
                best = (key, st, ext)
    if best is None:
        return None
    (length, _), st, ext = best
    parts = ["A"]
    used_pos = GRANDE + NUMBERED[:ext]
    while used_pos and st[used_pos[-1]] is None:
        used_pos = used_pos[:-1]
    for p in used_pos:
        nm = NAMES.get(p, p[1:])
        parts.append(nm if st[p] == "r" else (f"c({nm})" if st[p] == "c" else f"_{nm}"))
    flags = []
    if any(st[p] is None for p in used_pos):
        flags.append("HEAD-GAP")
    if any(st[p] == "c" for p in GRANDE):
        flags.append("c-in-head")
    last = used_pos[-1]
    if st[last] == "c":
        flags.append("TAIL-c")
    if st["T17"] == "c" and st.get("T16") == "c":
        flags.append("L+16-both-c")
    return f"{length}: {' '.join(parts)} {flags}"


if __name__ == "__main__":
    for f in sorted(glob.glob("[0-9]*.json")):
        tr = json.load(open(f))
        fig = json.load(open(f.replace(".json", ".fig.json.txt")))
        print("##", f)
        for di, d in enumerate(tr["deals"]):
            kept = [list(h) for h in d["hands"]]
            for e in d["events"]:
                if e["type"] == "take":
                    kept[e["seat"]].extend(e["cards"])
                if e["type"] == "discard":
                    for c in e["cards"]:
                        kept[e["seat"]].remove(c)
            for s, h in enumerate(kept):
                x = explain(h)
                if x:
                    print(f"  deal {di} hand seat {s}: {x}")
            for t, pile in fig["deals"][di]["piles"].items():
                x = explain(pile)
                if x:
                    print(f"  deal {di} pile side {t}: {x}")
