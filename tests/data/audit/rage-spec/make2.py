"""Second batch (written after batch 1 was run, BEFORE these files were run and before reading
the digest): hand-built edge tricks (16) and a joker played while able to follow (17)."""

import json
import random

from gen import Cheat, build, deck, led_colour

P3 = ["Anička", "Bohouš", "Katka"]
P4 = P3 + ["Dalibor"]
ALL = json.load(open("computed_tricks.txt"))


def fill(hands, prefix, seed):
    rest = deck()
    for c in [c for h in hands for c in h] + prefix:
        rest.remove(c)
    random.Random(seed).shuffle(rest)
    return prefix + rest


def play(s, c, named=None):
    e = {"type": "play", "seat": s, "card": c}
    if named:
        e["named"] = named
    return e


def sheet(scores, totals):
    return [{"type": "score", "party": i, "points": p} for i, p in enumerate(scores)] + [
        {"type": "total", "party": i, "points": p} for i, p in enumerate(totals)
    ]




def main():
    # deal A: round 7 (4 cards), dealer 2, leader 0, trump G (talon G5, B2, R3 ...)
    hA = [["Y4", "G1", "B0", "O8"], ["WILD", "CHANGE", "NOTRUMP", "PLUS5"], ["WILD", "R10", "P9", "O3"]]
    evA = [{"type": "bid", "seat": 0, "bid": 1}, {"type": "bid", "seat": 1, "bid": 0},
           {"type": "bid", "seat": 2, "bid": 2},
           # t1: two jokers named the led colour: the second is higher -> seat 2
           play(0, "Y4"), play(1, "WILD", "Y"), play(2, "WILD", "Y"),
           # t2: G1 was trump; CHANGE turns B2 -> trump B for this trick too: R10 wins -> seat 2
           play(2, "R10"), play(0, "G1"), play(1, "CHANGE"),
           # t3: B0 is trump, NOTRUMP cancels it: P9 wins -> seat 2; then R3 turned -> trump R
           play(2, "P9"), play(0, "B0"), play(1, "NOTRUMP"),
           # t4: O3, O8, PLUS5: O8 wins -> seat 0 (+5)
           play(2, "O3"), play(0, "O8"), play(1, "PLUS5")]
    scA, totA = [16, 10, -2], [36, 25, 28]
    # deal B: round 8 (3 cards), dealer 0, leader 1; talon CHANGE, NOTRUMP skipped -> trump Y
    hB = [["NOTRUMP", "R11", "O1"], ["B5", "MINUS5", "G14"], ["WILD", "R6", "G15"]]
    evB = [{"type": "bid", "seat": 1, "bid": 1}, {"type": "bid", "seat": 2, "bid": 0},
           {"type": "bid", "seat": 0, "bid": 1},
           # t1: joker named trump Y, then NOTRUMP: joker is only the highest yellow; B5 wins -> seat 1
           play(1, "B5"), play(2, "WILD", "Y"), play(0, "NOTRUMP"),
           # after the trick: MINUS5 turned (skipped), O2 -> trump O
           # t2: MINUS5 led, R6 sets the colour, R11 follows and wins -> seat 0 (-5)
           play(1, "MINUS5"), play(2, "R6"), play(0, "R11"),
           # t3: O1 trump wins -> seat 0
           play(0, "O1"), play(1, "G14"), play(2, "G15")]
    scB, totB = [-8, 11, 10], [28, 36, 38]
    # deal C: round 9 (2 cards), dealer 1, leader 2; trump P; CHANGE turns PLUS5 (skipped), Y0 -> Y
    hC = [["CHANGE", "P0"], ["Y1", "P15"], ["G2", "Y2"]]
    evC = [{"type": "bid", "seat": 2, "bid": 1}, {"type": "bid", "seat": 0, "bid": 0},
           {"type": "bid", "seat": 1, "bid": 2},
           play(2, "G2"), play(0, "CHANGE"), play(1, "Y1"),
           play(1, "P15"), play(2, "Y2"), play(0, "P0")]
    scC, totC = [10, -4, 11], [38, 32, 49]
    t = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"},
         "players": P3, "start": {"totals": [20, 15, 30]},
         "meta": {"event": "rage-spec audit", "file": "16-3p-edge-tricks.json"},
         "deals": [
             {"dealer": 2, "hands": hA, "talon": fill(hA, ["G5", "B2", "R3"], 1), "events": evA + sheet(scA, totA)},
             {"dealer": 0, "hands": hB, "talon": fill(hB, ["CHANGE", "NOTRUMP", "Y9", "MINUS5", "O2"], 2),
              "events": evB + sheet(scB, totB)},
             {"dealer": 1, "hands": hC, "talon": fill(hC, ["P3", "PLUS5", "Y0"], 3), "events": evC + sheet(scC, totC)},
         ]}
    for d in t["deals"]:
        assert sorted(sum(d["hands"], []) + d["talon"]) == sorted(deck())
    open("16-3p-edge-tricks.json", "w").write(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
    ALL["16-3p-edge-tricks.json"] = dict(
        expected=[],
        info=[dict(round=7, k=4, dealer=2, bids=[1, 0, 2], tricks=[1, 0, 3], bonus=[5, 0, 0], scores=scA, totals=totA),
              dict(round=8, k=3, dealer=0, bids=[1, 1, 0], tricks=[2, 1, 0], bonus=[-5, 0, 0], scores=scB, totals=totB),
              dict(round=9, k=2, dealer=1, bids=[0, 2, 1], tricks=[0, 1, 1], bonus=[0, 0, 0], scores=scC, totals=totC)])

    c = Cheat(0, "wild", after=0)
    info, _ = build("17-4p-joker-while-able.json", P4, 2, 2, 1, 1717, chooser=c,
                    wild_name=lambda rng, hand, trick, trump: led_colour(trick) or trump)
    ALL["17-4p-joker-while-able.json"] = dict(info=info, expected=[(0, 4 + c.index, "action_card_while_able_to_follow")])
    json.dump(ALL, open("computed_tricks.txt", "w"), ensure_ascii=False, indent=1)
    print(ALL["17-4p-joker-while-able.json"]["expected"])


if __name__ == "__main__":
    main()
