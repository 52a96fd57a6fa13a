"""Hand-made play-only Rage records for the corner cases of the focus (3 players, round 9 = two
cards each, dealer seat 2 so seat 0 leads).  Prints oracle vs engine for each.

Run: PYTHONPATH=/work/wt-diff3-rage /work/venv/bin/python tests/data/diff3/rage/edge_cases.py
"""
import json
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(__file__))
from oracle import analyse  # noqa: E402
from validator.engine.validate import validate  # noqa: E402


def P(seat, card, named=None):
    e = {"type": "play", "seat": seat, "card": card}
    if named:
        e["named"] = named
    return e


def doc(talon, plays, rules=None, round_=9):
    ev = [{"type": "bid", "seat": s, "bid": 0} for s in (0, 1, 2)] + plays
    return {"format": "trick-transcript/1", "game": "rage", "rules": rules or {},
            "players": ["A", "B", "C"], "start": {"totals": [0, 0, 0], "round": round_},
            "deals": [{"dealer": 2, "hands": None, "talon": talon, "events": ev}]}


CASES = {
    # joker lead names B; seat 1 plays G (void in B), later B7: revoke at event 4 (G5)
    "E1 joker lead fixes colour": doc(["O0"], [P(0, "WILD", "B"), P(1, "G5"), P(2, "B3"),
                                               P(0, "Y1"), P(1, "B7"), P(2, "Y2")]),
    # action lead: B3 (2nd card) fixes the colour; seat 2's G4 shows void in B; later B9
    "E2 action lead, 2nd card fixes": doc(["O0"], [P(0, "PLUS5"), P(1, "B3"), P(2, "G4"),
                                                   P(1, "R5"), P(2, "B9"), P(0, "R6")]),
    # NOTRUMP lead, joker names R, B3 shows void in R, later R2
    "E3 joker after action lead": doc(["O0", "Y0"], [P(0, "NOTRUMP"), P(1, "WILD", "R"),
                                                     P(2, "B3"), P(1, "G1"), P(2, "R2"),
                                                     P(0, "G2")]),
    # a trick of action cards only: the first card wins it (S:131)
    "E4 all-action trick": doc(["O0", "Y0"], [P(0, "PLUS5"), P(1, "MINUS5"), P(2, "CHANGE"),
                                              P(0, "R1"), P(1, "R2"), P(2, "Y3")]),
    # two NOTRUMPs in one trick: one turn after the trick (Y) or one per card (B)?
    "E5 two NOTRUMPs": doc(["O0", "Y0", "B0"], [P(0, "R5"), P(1, "NOTRUMP"), P(2, "NOTRUMP"),
                                                P(0, "G1"), P(1, "Y2"), P(2, "B2")]),
    # NOTRUMP then CHANGE in the same trick (C-1)
    "E6 NOTRUMP then CHANGE": doc(["G0", "Y0", "B0"], [P(0, "R5"), P(1, "NOTRUMP"),
                                                        P(2, "CHANGE"), P(0, "Y1"), P(1, "Y2"),
                                                        P(2, "B2")]),
    # both jokers for the same colour: the second is stronger
    "E7 two jokers same colour": doc(["O0"], [P(0, "R5"), P(1, "WILD", "R"), P(2, "WILD", "R"),
                                              P(2, "G1"), P(0, "G2"), P(1, "Y2")]),
    # a fourth PLUS5: two lie in the stock, two are played
    "E8 fourth PLUS5": doc(["O0", "PLUS5", "PLUS5"], [P(0, "R5"), P(1, "PLUS5"), P(2, "R6"),
                                                      P(2, "G1"), P(0, "PLUS5"), P(1, "G2")]),
    # void in R, later a joker naming R: no revoke
    "E9 joker names a colour shown void": doc(["O0"], [P(0, "R5"), P(1, "G1"), P(2, "R6"),
                                                       P(2, "B1"), P(0, "B2"),
                                                       P(1, "WILD", "R")]),
    # a follower's joker naming the led colour, later the led colour: action card while able
    "E10 joker names led colour, later that colour": doc(["O0"], [P(0, "R5"), P(1, "WILD", "R"),
                                                                   P(2, "R6"), P(1, "R1"),
                                                                   P(2, "B2"), P(0, "B3")]),
    # played twice in one round
    "E11 same card twice": doc(["O0"], [P(0, "R5"), P(1, "R6"), P(2, "R7"),
                                        P(2, "B1"), P(0, "R5"), P(1, "B2")]),
    # a card that was turned for trump is played
    "E12 turned trump card played": doc(["O0"], [P(0, "O0"), P(1, "O6"), P(2, "O7"),
                                                 P(2, "B1"), P(0, "B5"), P(1, "B2")]),
    # the proof itself is a card beyond the deck (R6 already played by seat 2)
    "E13 proof is an impossible card": doc(["O0"], [P(0, "R5"), P(1, "G1"), P(2, "R6"),
                                                    P(2, "B1"), P(0, "B5"), P(1, "R6")]),
    # joker names the trump colour and leads; followers of trump
    "E14 joker names trump": doc(["O0"], [P(0, "WILD", "O"), P(1, "O15"), P(2, "R1"),
                                          P(0, "R2"), P(1, "B2"), P(2, "O3")]),
    # joker with no colour named
    "E15 joker without colour": doc(["O0"], [P(0, "WILD"), P(1, "R1"), P(2, "B1"),
                                             P(1, "G1"), P(2, "G2"), P(0, "G3")]),
    # round 8 (three tricks): seat 1 shows void in R twice, then plays R: two offences
    "E16 two void-shows then the colour": doc(["O0"], [P(0, "R5"), P(1, "G1"), P(2, "R6"),
                                                       P(2, "R7"), P(0, "R8"), P(1, "PLUS5"),
                                                       P(0, "B1"), P(1, "R1"), P(2, "B2")],
                                               round_=8),
    # round 8: void in R, then R played, then void in R again (may be a true void by then)
    "E17 void, colour, void again": doc(["O0"], [P(0, "R5"), P(1, "G1"), P(2, "R6"),
                                                 P(2, "B7"), P(0, "B8"), P(1, "R1"),
                                                 P(0, "R9"), P(1, "G2"), P(2, "R10")],
                                         round_=8),
    # a follower's joker without a colour: an action card, it shows void in the led colour
    "E18 follower joker without colour, later the colour": doc(
        ["O0"], [P(0, "R5"), P(1, "WILD"), P(2, "R6"), P(2, "B1"), P(0, "B2"), P(1, "R1")]),
}


def flags_of(v):
    out = defaultdict(set)
    for a in v["deals"][0]["annotations"] if v["status"] != "rejected" else []:
        out[a["event"]].add((a["code"], a["severity"][0]))
    return out


def main():
    rows = {}
    for name, d in CASES.items():
        v = validate(d)
        o = analyse(d)[0]
        eng = flags_of(v)
        ov = {k: sorted(x) for k, x in o["flags"].items()}
        ev = {k: sorted(c for c, s in x if s == "v") for k, x in eng.items()}
        ev = {k: x for k, x in ev.items() if x}
        comp = v["deals"][0].get("computed", {}) if v["status"] != "rejected" else {}
        same = (ov == ev and comp.get("scores") == o["scores"])
        rows[name] = {"agree": same, "oracle": ov, "engine": ev, "oracle_scores": o["scores"],
                      "engine_scores": comp.get("scores"), "oracle_winners": o["winners"],
                      "engine_winners": comp.get("trick_winners"),
                      "engine_trumps": comp.get("trumps"), "status": v["status"],
                      "warnings": sorted(c for x in eng.values() for c, s in x if s == "w"),
                      "problems": v.get("problems")}
        print(("AGREE " if same else "DIFF  ") + name, json.dumps(rows[name], default=list))
    with open(os.path.join(os.path.dirname(__file__), "edge_results.json"), "w") as f:
        json.dump(rows, f, indent=1, default=list)


if __name__ == "__main__":
    main()
