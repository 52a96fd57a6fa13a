"""Rage transcripts of this round (see EXPECTED.md). Run: python make_rage.py"""

import json
import os

from gen_rage import play_round, stock_for

HERE = os.path.dirname(os.path.abspath(__file__))
PLAYERS4 = ["Anička", "Bohouš", "Katka", "Dalibor"]
PLAYERS3 = ["Anička", "Bohouš", "Katka"]


def rdeal(n, dealer, hands, first, bids, plays, seed, bid_events=None, play_events=None):
    trump = first[0]
    res = play_round(n, dealer, hands, trump, bids, plays)
    ev = []
    if bid_events is None:
        bid_events = [((dealer + 1 + i) % n, bids[(dealer + 1 + i) % n]) for i in range(n)]
    for s, b in bid_events:
        ev.append({"type": "bid", "seat": s, "bid": b})
    for s, c in plays:
        e = {"type": "play", "seat": s, "card": c}
        ev.append(e)
    deal = {"dealer": dealer, "hands": hands, "talon": stock_for(hands, first, seed), "events": ev}
    return deal, res


def add_scores(deal, scores, totals=None, wrong=None, wrong_total=None):
    n = len(scores)
    wrong = wrong or {}
    wrong_total = wrong_total or {}
    for s in range(n):
        deal["events"].append({"type": "score", "party": s, "points": scores[s] + wrong.get(s, 0)})
    if totals is not None:
        for s in range(n):
            deal["events"].append({"type": "total", "party": s, "points": totals[s] + wrong_total.get(s, 0)})


def write(name, doc):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


def session(name, players, rules, start, deals_spec, meta):
    n = len(players)
    totals = list(start["totals"])
    deals = []
    log = []
    for spec in deals_spec:
        deal, res = rdeal(n, spec["dealer"], spec["hands"], spec["first"], spec["bids"], spec["plays"], spec["seed"],
                          spec.get("bid_events"))
        totals = [totals[s] + res["scores"][s] for s in range(n)]
        add_scores(deal, res["scores"], totals if spec.get("totals", True) else None,
                   spec.get("wrong"), spec.get("wrong_total"))
        deals.append(deal)
        log.append((res, list(totals)))
    doc = {"format": "trick-transcript/1", "game": "rage", "rules": rules, "players": players,
           "start": start, "meta": meta, "deals": deals}
    write(name, doc)
    return log


def main():
    out = {}
    # --- 01: a revoke in round 8 (no penalty in Rage), scored as played
    out["rage-01"] = session(
        "01-rage-revoke.json", PLAYERS4, {}, {"round": 8, "totals": [12, 30, -5, 21]},
        [
            dict(dealer=3, first="G5", seed=101,
                 hands=[["R10", "B4", "Y7"], ["R3", "G2", "B12"], ["R14", "Y1", "O9"], ["B9", "R6", "P11"]],
                 bids=[1, 1, 2, 0],
                 plays=[(0, "R10"), (1, "R3"), (2, "R14"), (3, "B9"),
                        (2, "Y1"), (3, "P11"), (0, "Y7"), (1, "B12"),
                        (0, "B4"), (1, "G2"), (2, "O9"), (3, "R6")]),
            dict(dealer=0, first="Y3", seed=102,
                 hands=[["B7", "Y12"], ["R2", "R11"], ["Y5", "G13"], ["O4", "B1"]],
                 bids=[1, 1, 1, 0],
                 plays=[(1, "R11"), (2, "G13"), (3, "O4"), (0, "Y12"),
                        (0, "B7"), (1, "R2"), (2, "Y5"), (3, "B1")]),
            dict(dealer=1, first="O8", seed=103,
                 hands=[["G9"], ["PLUS5"], ["P6"], ["P10"]],
                 bids=[0, 0, 0, 1],
                 plays=[(2, "P6"), (3, "P10"), (0, "G9"), (1, "PLUS5")]),
        ],
        {"event": "Club night", "table": 2, "note": "rounds 8-10 of a session; a revoke in round 8"},
    )
    # --- 02: a wrong score (round 10) and a wrong total (round 9)
    out["rage-02"] = session(
        "02-rage-wrong-score-total.json", PLAYERS4, {}, {"round": 8, "totals": [3, -7, 18, 25]},
        [
            dict(dealer=1, first="B6", seed=201,
                 hands=[["Y9", "G3", "B11"], ["P2", "P14", "O5"], ["Y13", "R8", "B2"], ["G12", "Y0", "O10"]],
                 bids=[1, 1, 0, 1],
                 # eldest 2 leads
                 plays=[(2, "Y13"), (3, "Y0"), (0, "Y9"), (1, "P2"),
                        (2, "R8"), (3, "G12"), (0, "B11"), (1, "P14"),
                        (0, "G3"), (1, "O5"), (2, "B2"), (3, "O10")]),
            dict(dealer=2, first="R9", seed=202,
                 hands=[["G4", "O1"], ["G14", "B5"], ["Y4", "P9"], ["R12", "G7"]],
                 bids=[0, 1, 0, 1],
                 plays=[(3, "G7"), (0, "G4"), (1, "G14"), (2, "Y4"),
                        (1, "B5"), (2, "P9"), (3, "R12"), (0, "O1")],
                 wrong_total={0: 10}),
            dict(dealer=3, first="P1", seed=203,
                 hands=[["R7"], ["MINUS5"], ["B10"], ["O2"]],
                 bids=[1, 0, 0, 0],
                 plays=[(0, "R7"), (1, "MINUS5"), (2, "B10"), (3, "O2")],
                 totals=False, wrong={0: 5}),
        ],
        {"event": "Club night", "table": 4, "note": "rounds 8-10; a total miswritten in round 9, a score in round 10"},
    )
    # --- 03: plus/minus one: the dealer's bid makes the sum equal (round 8); a lead out of turn (round 9)
    out["rage-03"] = session(
        "03-rage-pm1-bid-out-of-turn.json", PLAYERS4, {"plus_minus_one": True}, {"round": 8, "totals": [40, 22, 35, 9]},
        [
            dict(dealer=3, first="O7", seed=301,
                 hands=[["B13", "G1", "R4"], ["B3", "Y8", "P13"], ["G10", "O12", "R1"], ["B0", "O3", "Y2"]],
                 bids=[1, 0, 1, 1],
                 plays=[(0, "B13"), (1, "B3"), (2, "O12"), (3, "B0"),
                        (2, "G10"), (3, "O3"), (0, "G1"), (1, "Y8"),
                        (3, "Y2"), (0, "R4"), (1, "P13"), (2, "R1")]),
            dict(dealer=0, first="G11", seed=302,
                 hands=[["P7", "B8"], ["R13", "Y6"], ["R5", "G15"], ["P3", "O11"]],
                 bids=[0, 1, 1, 1],
                 # trick 1: 1 leads R13, 2 R5, 3 P3, 0 P7 -> 1 wins; trick 2 should be led by 1, but 2 leads
                 plays=[(1, "R13"), (2, "R5"), (3, "P3"), (0, "P7"),
                        (2, "G15"), (3, "O11"), (0, "B8"), (1, "Y6")]),
            dict(dealer=1, first="Y10", seed=303,
                 hands=[["O6"], ["B14"], ["Y15"], ["R0"]],
                 bids=[0, 0, 1, 1],
                 plays=[(2, "Y15"), (3, "R0"), (0, "O6"), (1, "B14")]),
        ],
        {"event": "Club night", "table": 5, "note": "rounds 8-10 with plus/minus one"},
    )
    # --- 04: clean, three players, rounds 9-10
    out["rage-04"] = session(
        "04-rage-clean.json", PLAYERS3, {}, {"round": 9, "totals": [31, 17, 44]},
        [
            dict(dealer=2, first="R12", seed=401,
                 hands=[["B15", "R3"], ["B6", "PLUS5"], ["Y11", "G8"]],
                 bids=[2, 0, 0],
                 plays=[(0, "B15"), (1, "B6"), (2, "Y11"), (0, "R3"), (1, "PLUS5"), (2, "G8")]),
            dict(dealer=0, first="P8", seed=402,
                 hands=[["O14"], ["P0"], ["O13"]],
                 bids=[1, 1, 0],
                 plays=[(1, "P0"), (2, "O13"), (0, "O14")]),
        ],
        {"event": "Club night", "table": 6},
    )
    return out


if __name__ == "__main__":
    import pprint

    pprint.pprint(main(), width=140)
