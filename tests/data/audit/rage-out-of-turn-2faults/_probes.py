"""Probes of doubtful points (edited copies, not pinned). Run from the worktree root:
PYTHONPATH=$PWD /work/venv/bin/python tests/data/audit/rage-out-of-turn-2faults/_probes.py"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from validator.engine.validate import validate

HERE = Path(__file__).parent
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František"]
COLOURS = "RBGYPO"
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + (
    ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
)


def talon_for(hands, top):
    rest = DECK[:]
    for h in hands:
        for c in h:
            rest.remove(c)
    for c in top:
        rest.remove(c)
    return top + rest


def doc(hands, top, events, rnd, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **(rules or {})},
        "players": NAMES,
        "start": {"round": rnd, "totals": [0] * 6},
        "deals": [{"dealer": 5, "hands": hands, "talon": talon_for(hands, top), "events": events}],
    }


def bids(values, order=None):
    order = order or [0, 1, 2, 3, 4, 5]
    return [{"type": "bid", "seat": s, "bid": values[s]} for s in order]


def plays(seq):
    out = []
    for s, c, *named in seq:
        e = {"type": "play", "seat": s, "card": c}
        if named:
            e["named"] = named[0]
        out.append(e)
    return out


def show(title, d):
    v = validate(d)
    print(f"== {title}: {v['status']}")
    for p in v.get("problems", []):
        print("   problem", p)
    for dv in v["deals"]:
        c = dv["computed"]
        print(
            "   trick_winners",
            c["trick_winners"],
            "tricks",
            c["tricks"],
            "scores",
            c["scores"],
            "trumps",
            c["trumps"],
        )
        for a in dv["annotations"]:
            print(f"   ({a['deal']}, {a['event']}, {a['code']}) [{a['severity']}] {a['message']}")
        if dv.get("unchecked"):
            print("   unchecked", dv["unchecked"])
    return v


def main():
    one = [["R5"], ["G3"], ["R9"], ["G7"], ["B2"], ["Y1"]]
    b1 = [0, 0, 0, 0, 0, 0]
    # P1: first lead out of turn in another colour, the table plays on from the offender
    show(
        "P1 lead OOT other colour, table plays on (G3 led by seat 1; R5 of seat 0 last)",
        doc(
            one,
            ["O10"],
            bids(b1) + plays([(1, "G3"), (2, "R9"), (3, "G7"), (4, "B2"), (5, "Y1"), (0, "R5")]),
            10,
        ),
    )
    # P1b: the same cards, the rightful leader's card next (a swapped record)
    show(
        "P1b lead OOT other colour, rightful leader next (G3 then R5)",
        doc(
            one,
            ["O10"],
            bids(b1) + plays([(1, "G3"), (0, "R5"), (2, "R9"), (3, "G7"), (4, "B2"), (5, "Y1")]),
            10,
        ),
    )
    # P2: CHANGE after a card of the colour that becomes trump
    hands2 = [["R5"], ["B3"], ["CHANGE"], ["R9"], ["Y2"], ["G1"]]
    show(
        "P2 CHANGE turns B after B3 was played (source: B is trump 'pro aktuální štych'; Bohouš wins)",
        doc(
            hands2,
            ["O10", "B7"],
            bids(b1) + plays([(0, "R5"), (1, "B3"), (2, "CHANGE"), (3, "R9"), (4, "Y2"), (5, "G1")]),
            10,
        ),
    )
    # P3: a joker played while holding the led colour, named as the led colour / another colour
    hands3 = [["R5", "B1"], ["WILD", "R3"], ["R7", "B9"], ["G2", "B4"], ["Y6", "B8"], ["P0", "B12"]]
    for named in ("R", "G"):
        ev = bids([0, 2, 0, 0, 0, 0]) + plays(
            [(0, "R5"), (1, "WILD", named), (2, "R7"), (3, "G2"), (4, "Y6"), (5, "P0")]
            + (
                [(1, "R3"), (2, "B9"), (3, "B4"), (4, "B8"), (5, "B12"), (0, "B1")]
                if named == "R"
                else [(2, "B9"), (3, "B4"), (4, "B8"), (5, "B12"), (0, "B1"), (1, "R3")]
            )
        )
        show(f"P3 joker named {named} while holding R3 to an R lead", doc(hands3, ["O10"], ev, 9))
    # P4: a PLUS5 written twice by a seat that held one PLUS5 and G4
    hands4 = [["R5", "G1"], ["PLUS5", "G4"], ["R7", "G9"], ["R2", "G6"], ["R8", "G8"], ["R0", "G12"]]
    ev = bids([0, 0, 1, 0, 1, 0]) + plays(
        [
            (0, "R5"),
            (1, "PLUS5"),
            (2, "R7"),
            (3, "R2"),
            (4, "R8"),
            (5, "R0"),
            (4, "G8"),
            (5, "G12"),
            (0, "G1"),
            (1, "PLUS5"),
            (2, "G9"),
            (3, "G6"),
        ]
    )
    show(
        "P4 PLUS5 written twice (second stands for G4; trick 2 won by František G12)",
        doc(hands4, ["O10"], ev, 9),
    )
    # P5: bid order and timing under the three bid regimes, on file 13's deal
    base = json.loads((HERE / "13-hidden-bid-after-lead-wrong-score-6p.json").read_text())
    for rules in ({}, {"hidden_bid": True}, {"secret_bid": True}):
        d = copy.deepcopy(base)
        d["rules"] = {"preset": "standard", **rules}
        show(f"P5 file 13 (bid after the first card) with rules {rules or 'standard'}", d)
    # P6: standard rules, bids in a shuffled order (file 11 deal 0 under standard)
    base = json.loads((HERE / "11-hidden-bid-order-clean-8p.json").read_text())
    d = copy.deepcopy(base)
    d["rules"] = {"preset": "standard"}
    d["deals"] = d["deals"][:1]
    print(
        "   bid order",
        [e["seat"] for e in d["deals"][0]["events"] if e["type"] == "bid"],
        "dealer",
        d["deals"][0]["dealer"],
    )
    show("P6 file 11 deal 0 (bids shuffled) under standard rules", d)
    # P7: hidden_bid, a bid written after the last play; secret_bid, a bid written after the scores
    base = json.loads((HERE / "14-secret-bid-late-clean-7p.json").read_text())
    d = copy.deepcopy(base)
    d["deals"] = d["deals"][:1]
    d["rules"] = {"preset": "standard", "hidden_bid": True}
    show("P7a file 14 deal 0 (all bids after the plays) under hidden_bid", d)
    d = copy.deepcopy(base)
    d["deals"] = d["deals"][:1]
    evs = d["deals"][0]["events"]
    bid = next(e for e in evs if e["type"] == "bid")
    evs.remove(bid)
    evs.append(bid)
    show("P7b file 14 deal 0, secret_bid, one bid written after the scores", d)


if __name__ == "__main__":
    main()


def more():
    # P1d: the rightful leader, holding the offender's colour, plays another colour at the end of the
    # trick after the table played on from the offender (a revoke by the table reading)
    hands = [["R5", "G10"], ["G3", "R1"], ["R9", "B0"], ["G7", "B5"], ["B2", "Y3"], ["Y1", "P4"]]
    bz = bids([1, 0, 1, 0, 0, 0])
    t2b = [(3, "B5"), (4, "Y3"), (5, "P4"), (0, "G10"), (1, "R1"), (2, "B0")]
    show(
        "P1d table plays on: G3 (seat 1, OOT), R9, G7, B2, Y1, R5 (seat 0 holding G10)",
        doc(
            hands,
            ["O10"],
            bz + plays([(1, "G3"), (2, "R9"), (3, "G7"), (4, "B2"), (5, "Y1"), (0, "R5")] + t2b),
            9,
        ),
    )

    # P1e: a consistent swapped record (Bohouš holds no red): read as a swap, Anička's R5 is the lead,
    # Katka's R9 wins and leads trick 2; scores written by that reading
    hands = [["R5", "G10"], ["G3", "B9"], ["R9", "B0"], ["G7", "B5"], ["B2", "Y3"], ["Y1", "P4"]]
    ev = (
        bids([0, 1, 1, 0, 0, 0])
        + plays(
            [
                (1, "G3"),
                (0, "R5"),
                (2, "R9"),
                (3, "G7"),
                (4, "B2"),
                (5, "Y1"),
                (2, "B0"),
                (3, "B5"),
                (4, "Y3"),
                (5, "P4"),
                (0, "G10"),
                (1, "B9"),
            ]
        )
        + [{"type": "score", "party": s, "points": p} for s, p in enumerate([10, 11, 11, 10, 10, 10])]
    )
    show(
        "P1e swapped record G3 (seat 1), R5 (seat 0), ... scores by the swap reading",
        doc(hands, ["O10"], ev, 9),
    )
    # P1f: the same first trick, the rest and the scores by the table reading (G led, Dalibor's G7 wins)
    ev = (
        bids([0, 1, 1, 0, 0, 0])
        + plays(
            [
                (1, "G3"),
                (0, "R5"),
                (2, "R9"),
                (3, "G7"),
                (4, "B2"),
                (5, "Y1"),
                (3, "B5"),
                (4, "Y3"),
                (5, "P4"),
                (0, "G10"),
                (1, "B9"),
                (2, "B0"),
            ]
        )
        + [{"type": "score", "party": s, "points": p} for s, p in enumerate([10, 11, -5, -4, 10, 10])]
    )
    show(
        "P1f same first trick, table reading (Dalibor wins trick 1), scores by it", doc(hands, ["O10"], ev, 9)
    )


if __name__ == "__main__":
    more()
