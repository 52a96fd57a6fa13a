"""Probes for audit one-slip-deal-fields (not pinned). Edited copies of the round's
transcripts are validated in memory; run from the worktree root with PYTHONPATH=$PWD."""

import copy
import json
from collections import Counter
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text())


def show(label, doc):
    v = validate(doc)
    anns = [a for d in v.get("deals") or [] for a in d["annotations"]]
    c = Counter(a["code"] for a in anns)
    first = [(a["deal"], a["event"], a["seat"], a["code"]) for a in anns[:3]]
    probs = [(p["pointer"], p["code"]) for p in v.get("problems") or []]
    st = [d["settlement"]["expected"] for d in v.get("deals") or []]
    print(f"{label}: {v['status']} {dict(c)} first={first} problems={probs}")
    if st:
        print("   settlement.expected:", st)
    return v


def swap_hands(doc, deal, a, b):
    d = copy.deepcopy(doc)
    h = d["deals"][deal]["hands"]
    h[a], h[b] = h[b], h[a]
    return d


def unswap(doc, deal, a, b):
    return swap_hands(doc, deal, a, b)


# P1: the round's swapped/rotated files put right: clean (the plays are legal as dealt)
show("P1a 10 with hands 0/2 put back", unswap(load("10-ulti-two-hands-swapped.json"), 0, 0, 2))
show("P1b 15 with hands 0/1 put back", unswap(load("15-terziglio-two-hands-swapped.json"), 0, 0, 1))
d = load("12-ottocento-hands-rotated-one-seat.json")
h = d["deals"][0]["hands"]
d["deals"][0]["hands"] = [h[1], h[2], h[3], h[0]]
show("P1c 12 rotated back", d)
d = load("07-danish-hands-rotated-one-seat.json")
h = d["deals"][0]["hands"]
d["deals"][0]["hands"] = [h[1], h[2], h[0]]
show("P1d 07 rotated back", d)

# P2: Danish, the two 25-card hands swapped (sizes fit): how many findings, what penalty
show(
    "P2 danish deal 0 of 06, hands 1/2 swapped",
    swap_hands(load("06-danish-dealer-of-second-deal-wrong.json"), 0, 1, 2),
)

# P3: Rage, two hands swapped (round 8, 4 players)
show(
    "P3 rage 03, deal 0 hands 1/3 swapped", swap_hands(load("03-rage-start-total-wrong-seat2.json"), 0, 1, 3)
)

# P4: Galician, the two defenders' hands swapped
show(
    "P4 galician 08 (talon put right), hands 1/2 swapped",
    swap_hands(
        dict(
            load("08-galician-talon-packets-swapped.json"),
            deals=[
                dict(
                    load("08-galician-talon-packets-swapped.json")["deals"][0],
                    talon=load("08-galician-talon-packets-swapped.json")["deals"][0]["talon"][3:]
                    + load("08-galician-talon-packets-swapped.json")["deals"][0]["talon"][:3],
                )
            ],
        ),
        0,
        1,
        2,
    ),
)

# P5: Ulti, ONE card traded between the hands of seats 0 and 2 (the hands put right first)
d = unswap(load("10-ulti-two-hands-swapped.json"), 0, 0, 2)
h = d["deals"][0]["hands"]
plays = [e for e in d["deals"][0]["events"] if e["type"] == "play"]
x = next(e["card"] for e in plays if e["seat"] == 0)
y = next(e["card"] for e in plays if e["seat"] == 2)
h[0][h[0].index(x)], h[2][h[2].index(y)] = y, x
show(f"P5 ulti one card traded ({x}<->{y})", d)

# P6: Danish 07 with the dealer field written 1 (so the 28 cards sit with the written dealer)
d = load("07-danish-hands-rotated-one-seat.json")
d["deals"][0]["dealer"] = 1
show("P6 danish 07 with dealer written 1", d)

# P7: Ottocento 12 with the dealer's widow taken/discard written
d = load("12-ottocento-hands-rotated-one-seat.json")
show("P7 ottocento 12 as is", d)
