"""Probes for replayable-odd-records (edited copies in memory; not pinned).

Run from the worktree root: PYTHONPATH=$PWD python tests/data/audit/replayable-odd-records/_probes.py
"""

import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent


def load(name):
    return json.loads((HERE / name).read_text(encoding="utf-8"))


def show(label, doc):
    v = validate(doc)
    out = [v["status"]]
    out += ["P {} {} {}".format(p["pointer"], p["code"], p["message"]) for p in v.get("problems", [])]
    for d in v["deals"]:
        for a in d["annotations"]:
            pen = a.get("penalty")
            out.append(
                "A {} {} {} {} {} | {} | penalty={}".format(
                    a["deal"],
                    a["event"],
                    a["seat"],
                    a["code"],
                    a["severity"],
                    a["message"],
                    json.dumps(pen) if pen else None,
                )
            )
        out.append("settlement {}".format(json.dumps(d["settlement"])))
    print("==", label)
    for line in out:
        print("  ", line)


def ev(doc):
    return doc["deals"][0]["events"]


# P1 Galician: the king overcalls "two" instead of passing
d = load("09-galician-king-bids.json")
ev(d)[3]["bid"] = "two"
show("P1 galician king bids two", d)

# P2 Danish: the sitting-out seat declares (a pass) after the discard
d = load("06-danish-sitting-out-seat-plays.json")
e = ev(d)
del e[2]
e[1:1] = [{"type": "declare", "seat": s, "items": []} for s in (0, 1, 2, 3)]
show("P2 danish sitter declares []", d)

# P3 Ulti: the second bidder takes one talon card only
d = load("11-ulti-fold-paid-in-two-parts.json")
e = ev(d)
lay = e[0]["cards"]
hands = d["deals"][0]["hands"]
e[2:3] = [
    {"type": "take", "seat": 2, "cards": [lay[0]]},
    {"type": "discard", "seat": 2, "cards": [hands[2][0], hands[2][1]]},
    {"type": "bid", "seat": 2, "bid": "pass"},
]
show("P3 ulti take of one card", d)

# P4 Rage: a score for team0 at a table of three
d = load("04-rage-score-for-seat-not-at-table.json")
ev(d)[-1]["party"] = "team0"
show("P4 rage score team0", d)

# P5 Ottocento: a score for seat 0 instead of team0
d = load("13-ottocento-dealer-lays-away-three.json")
ev(d).append({"type": "score", "party": 0, "points": 0})
show("P5 ottocento score for seat 0", d)

# P6 Danish: a skat of four
d = load("05-danish-skat-of-two.json")
h0 = d["deals"][0]["hands"][0]
pips = [c for c in h0 if c[0] not in "TKQNJ" and c != "JOKER" and c not in ev(d)[0]["cards"]]
ev(d)[0]["cards"] = ev(d)[0]["cards"] + pips[:2]
show("P6 danish skat of four", d)

# P7 Ulti: a payment from a seat to itself, beside the right ones
d = load("11-ulti-fold-paid-in-two-parts.json")
ev(d).append({"type": "payment", "from": 1, "to": 1, "amount": 3, "reason": "fold"})
show("P7 ulti payment to self", d)

# P8 Danish: payments from the sitter (not due) -- the deal fee paid by seat 2
d = load("06-danish-sitting-out-seat-plays.json")
ev(d).append({"type": "payment", "from": 2, "to": "pagat_pool", "amount": 5, "reason": "deal_fee"})
show("P8 danish sitter pays a deal fee", d)

# P9 Galician: a pool party in a game without it (Danish pagat_pool in Galician)
d = load("08-galician-discard-two-after-three.json")
ev(d).append({"type": "payment", "from": 1, "to": "pagat_pool", "amount": 5})
show("P9 galician payment to pagat_pool", d)

# P10 Terziglio: gioco take two, lay away three
d = load("14-terziglio-take-three-lay-two.json")
e = ev(d)
e[3]["cards"] = e[3]["cards"][:2]
h1 = [c for c in d["deals"][0]["hands"][1] if c not in e[4]["cards"] and c[0] in "16789" and c[-1] in "SBCD"]
e[4]["cards"] = e[4]["cards"] + h1[:1]
show("P10 terziglio take two lay three", d)

# P11 Rage: a play after the last trick of a card the seat holds? (round 10: card of the stock, by seat 0)
d = load("03-rage-play-after-last-trick.json")
ev(d)[6] = {"type": "play", "seat": 0, "card": "Y9"}
show("P11 rage replay of an already played card after the last trick", d)
