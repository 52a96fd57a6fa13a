"""Rage (Amigo 2000, Czech translation by Paluba): blind model for the penalty round.

The source has no penalty at all: 'Vyhodnocení kola' scores tricks (+1 each), +10 for an exact
bid, -5 for a wrong one, +5/-5 for the action cards in one's tricks.  Nothing else.
"""

import random

from common import play, penalty, score, total, write

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [f"{c}{v}" for c in COLOURS for v in range(16)] + ACTIONS


def colour(card):
    return None if card in ACTIONS else card[0]


def value(card):
    return int(card[1:])


def winner(trick, trump):
    """trick: list of (seat, card); only colour cards and PLUS5/MINUS5 here."""
    led = next((colour(c) for _, c in trick if colour(c)), None)
    if led is None:
        return trick[0][0]
    best = None
    for s, c in trick:
        col = colour(c)
        if col is None:
            continue
        key = (2 if col == trump else 1 if col == led else 0, value(c))
        if key[0] == 0:
            continue
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def legal(hand, trick):
    led = next((colour(c) for _, c in trick if colour(c)), None)
    if led is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == led]
    return follow if follow else list(hand)


def make_round(n, dealer, hands, stock, bids, tricks_spec):
    """tricks_spec: list of {seat: card}; the cards are played from the trick's leader on."""
    trump = next(colour(c) for c in stock if colour(c))
    events = []
    for k in range(n):
        s = (dealer + 1 + k) % n
        events.append({"type": "bid", "seat": s, "bid": bids[s]})
    hand = [list(h) for h in hands]
    leader = (dealer + 1) % n
    tricks = [0] * n
    bonus = [0] * n
    faults = []
    for spec in tricks_spec:
        trick = []
        for i in range(n):
            s = (leader + i) % n
            c = spec[s]
            assert c in hand[s], (s, c, hand[s])
            if c not in legal(hand[s], trick):
                faults.append((len(events), s, c))
            elif c in ACTIONS and trick and any(colour(x) == next((colour(y) for _, y in trick if colour(y)), None) for x in hand[s]):
                faults.append((len(events), s, c))
            hand[s].remove(c)
            trick.append((s, c))
            events.append(play(s, c))
        w = winner(trick, trump)
        tricks[w] += 1
        for _, c in trick:
            if c == "PLUS5":
                bonus[w] += 5
            if c == "MINUS5":
                bonus[w] -= 5
        leader = w
    assert all(not h for h in hand)
    scores = [tricks[s] + (10 if tricks[s] == bids[s] else -5) + bonus[s] for s in range(n)]
    return events, scores, tricks, faults


def transcript(players, rnd, totals, deals, note):
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": players,
        "start": {"round": rnd, "totals": totals},
        "meta": {"audit": "penalty-spec2", "note": note},
        "deals": deals,
    }


def stock_for(hands, top, seed):
    rng = random.Random(seed)
    rest = deck()
    for h in hands:
        for c in h:
            rest.remove(c)
    rest.remove(top)
    rng.shuffle(rest)
    return [top] + rest


PLAYERS = ["Anička", "Bohouš", "Katka", "Dalibor"]
HANDS7 = [
    ["R12", "R3", "B9", "G11"],
    ["R7", "B14", "Y6", "G2"],
    ["R9", "B4", "Y10", "PLUS5"],
    ["R1", "B2", "Y13", "O8"],
]
START = [23, 14, 31, 9]
LEGAL7 = [
    {0: "R12", 1: "R7", 2: "R9", 3: "R1"},
    {0: "B9", 1: "B14", 2: "B4", 3: "B2"},
    {1: "Y6", 2: "Y10", 3: "Y13", 0: "G11"},
    {0: "R3", 1: "G2", 2: "PLUS5", 3: "O8"},
]


def scores_events(scores, totals_before, sheet=None):
    sheet = sheet or scores
    ev = [score(s, sheet[s]) for s in range(len(scores))]
    ev += [total(s, totals_before[s] + sheet[s]) for s in range(len(scores))]
    return ev


def main():
    out = {}
    stock7 = stock_for(HANDS7, "G5", 7)

    # ---- 01: two faults by Katka, a penalty written against her, 5 taken off her round score
    bids = [2, 1, 1, 1]
    spec = [
        {0: "R12", 1: "R7", 2: "Y10", 3: "R1"},  # Katka holds R9: revoke
        {0: "B9", 1: "B14", 2: "PLUS5", 3: "B2"},  # Katka holds B4: action card while able to follow
        {1: "Y6", 2: "R9", 3: "Y13", 0: "G11"},
        {0: "R3", 1: "G2", 2: "B4", 3: "O8"},
    ]
    events, scores, tricks, faults = make_round(4, 3, HANDS7, stock7, bids, spec)
    pen_at = len(events)
    events.append(penalty(2, "revoke", 5, note="Katka revoked twice; the table fined her 5"))
    sheet = list(scores)
    sheet[2] -= 5
    sc_at = len(events)
    events += scores_events(scores, START, sheet)
    deal = {"dealer": 3, "hands": HANDS7, "talon": stock7, "events": events}
    out["01-rage-two-faults-fine-on-sheet.json"] = (
        transcript(PLAYERS, 7, START, [deal], "Katka revokes (R9 held) and plays +5 while holding B4; the table writes a penalty and takes 5 off her round score."),
        dict(faults=faults, scores=scores, tricks=tricks, penalty_event=pen_at, score_events=sc_at),
    )

    # ---- 02: no fault, a penalty written against Bohous anyway; scores right
    bids = [2, 2, 0, 1]
    events, scores, tricks, faults = make_round(4, 3, HANDS7, stock7, bids, LEGAL7)
    pen_at = len(events)
    events.append(penalty(1, "revoke", 5))
    sc_at = len(events)
    events += scores_events(scores, START)
    deal = {"dealer": 3, "hands": HANDS7, "talon": stock7, "events": events}
    out["02-rage-penalty-without-fault.json"] = (
        transcript(PLAYERS, 7, START, [deal], "A clean round; the sheet records a 'revoke' penalty against Bohouš that never happened; the scores are as played."),
        dict(faults=faults, scores=scores, tricks=tricks, penalty_event=pen_at, score_events=sc_at),
    )

    # ---- 03: clean two-round session (rounds 7 and 8), a -5 card taken
    bids = [2, 2, 0, 1]
    ev7, sc7, tr7, f7 = make_round(4, 3, HANDS7, stock7, bids, LEGAL7)
    t7 = [START[s] + sc7[s] for s in range(4)]
    ev7 += scores_events(sc7, START)
    hands8 = [["Y3", "O15", "MINUS5"], ["Y9", "O2", "B11"], ["Y12", "G7", "B1"], ["Y0", "O5", "R14"]]
    stock8 = stock_for(hands8, "B6", 8)
    spec8 = [
        {1: "Y9", 2: "Y12", 3: "Y0", 0: "Y3"},
        {2: "G7", 3: "O5", 0: "MINUS5", 1: "B11"},
        {1: "O2", 2: "B1", 3: "R14", 0: "O15"},
    ]
    ev8, sc8, tr8, f8 = make_round(4, 0, hands8, stock8, [0, 1, 1, 0], spec8)
    ev8 += scores_events(sc8, t7)
    deals = [
        {"dealer": 3, "hands": HANDS7, "talon": stock7, "events": ev7},
        {"dealer": 0, "hands": hands8, "talon": stock8, "events": ev8},
    ]
    out["03-rage-clean.json"] = (
        transcript(PLAYERS, 7, START, deals, "Clean: rounds 7 and 8; the -5 points of a missed bid and of the MINUS5 card are no penalty."),
        dict(faults=f7 + f8, scores=[sc7, sc8], tricks=[tr7, tr8]),
    )
    for name, (t, info) in out.items():
        write(name, t)
        print(name, info)


if __name__ == "__main__":
    main()
