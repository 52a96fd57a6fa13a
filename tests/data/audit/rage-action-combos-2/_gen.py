"""Blind generator for audit round rage-action-combos-2 (no import of validator).

Every file is one Rage round (start.round given), its tricks written by hand; hands are
derived from the plays, the stock's top is written by hand and the rest of the full stock is
shuffled with the seed.  A small simulator of the source's rules (the Paluba translation,
/work/shared/seeds/001_e7f9d50c98dca0e9.txt) computes trick winners and the round scores
under the readings written in EXPECTED.md, and flags any play that does not follow the led
colour (so that only the planted faults are faults).

Readings used where the source is silent (see EXPECTED.md):
- CHANGE: turns stock cards until a colour card; that colour is trump for the current trick
  and the rest of the round (source), also after a NOTRUMP in the same trick (later card acts
  later); a NOTRUMP earlier in the trick still makes its own turn after the trick.
- NOTRUMP: no trump in the rest of this trick (trumps already played are plain colours,
  source); after the trick one turn (also after two NOTRUMPs in one trick).
- WILD: the highest card of the named colour; of two wilds of one colour the later is higher.
- A trick of action cards only (no wild): the first card wins.

Usage: python _gen.py [SEED]
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva"]


def deck():
    cards = [c + str(v) for c in COLOURS for v in range(16)]
    for a, n in ACTIONS.items():
        cards += [a] * n
    return cards


def colour_of(card):
    return None if card in ACTIONS else card[0]


def turn(stock, pos):
    """Turn stock cards from pos until a colour card; return (colour, new pos)."""
    while pos < len(stock):
        c = stock[pos]
        pos += 1
        if colour_of(c):
            return c[0], pos
    return None, pos  # stock exhausted


def simulate(n, dealer, stock, tricks, bids):
    """tricks: list of tricks, each a list of card strings in play order ("WILD:G")."""
    leader = (dealer + 1) % n
    seats_tricks = []
    # derive hands
    hands = [[] for _ in range(n)]
    lead = leader
    order_all = []
    # we need winners to know leaders, so simulate trick by trick
    trump, pos = turn(stock, 0)
    trumps = [trump]
    won = [0] * n
    bonus = [0] * n
    plays = []  # (seat, card, named)
    # first pass: assign seats requires winners; do it incrementally
    for t in tricks:
        order = [(lead + i) % n for i in range(n)]
        order_all.append(order)
        for seat, c in zip(order, t, strict=True):
            card, _, named = c.partition(":")
            hands[seat].append(card)
            plays.append((seat, card, named or None))
        notrump = False
        reveal_after = False
        cards = []
        for i, (seat, c) in enumerate(zip(order, t, strict=True)):
            card, _, named = c.partition(":")
            if card == "CHANGE":
                trump, pos = turn(stock, pos)
                trumps.append(trump)
                notrump = False
            elif card == "NOTRUMP":
                notrump = True
                reveal_after = True
            cards.append((seat, card, named or None, i))
        tt = None if notrump else trump
        lc = None
        for _seat, card, named, _i in cards:
            col = named if card == "WILD" else colour_of(card)
            if col:
                lc = col
                break

        def key(entry):
            seat, card, named, i = entry
            col = named if card == "WILD" else colour_of(card)
            val = 16 + i if card == "WILD" else (int(card[1:]) if col else -1)
            return col, val

        if lc is None:
            winner = cards[0][0]
        else:
            best = None
            for want in [tt, lc]:
                if want is None:
                    continue
                cand = [(key(e)[1], e[0]) for e in cards if key(e)[0] == want]
                if cand:
                    best = max(cand)[1]
                    break
            winner = best
        won[winner] += 1
        for _seat, card, _named, _i in cards:
            if card == "PLUS5":
                bonus[winner] += 5
            if card == "MINUS5":
                bonus[winner] -= 5
        seats_tricks.append((order, t, winner, tt))
        if reveal_after:
            trump, pos = turn(stock, pos)
            trumps.append(trump)
        lead = winner
    scores = [won[s] + bonus[s] + (10 if bids[s] == won[s] else -5) for s in range(n)]
    # follow check
    faults = []
    held = [list(h) for h in hands]
    k = 0
    for ti, (order, t, _winner, _tt) in enumerate(seats_tricks):
        lc = None
        for seat, c in zip(order, t, strict=True):
            card, _, named = c.partition(":")
            if lc is not None:
                same = [x for x in held[seat] if colour_of(x) == lc]
                if same and colour_of(card) != lc:
                    kind = "action_while_able" if card in ACTIONS else "revoke"
                    faults.append((ti, seat, card, kind))
            col = named if card == "WILD" else colour_of(card)
            if lc is None and col:
                lc = col
            held[seat].remove(card)
            k += 1
    return {
        "hands": hands,
        "plays": plays,
        "won": won,
        "bonus": bonus,
        "scores": scores,
        "trumps": trumps,
        "tricks": seats_tricks,
        "faults": faults,
        "stock_used": pos,
    }


def build(spec, rng):
    n = spec["n"]
    dealer = spec["dealer"]
    top = spec["top"]
    # the rest of the stock: the deck minus hands minus top, shuffled
    used = []
    for t in spec["tricks"]:
        used += [c.partition(":")[0] for c in t]
    rest = deck()
    for c in used + top:
        rest.remove(c)  # raises if a card is used twice beyond its copies
    rng.shuffle(rest)
    stock = top + ([] if spec.get("short") else rest)
    sim = simulate(n, dealer, stock, spec["tricks"], spec["bids"])
    events = []
    for i in range(n):
        s = (dealer + 1 + i) % n
        events.append({"type": "bid", "seat": s, "bid": spec["bids"][s]})
    for seat, card, named in sim["plays"]:
        e = {"type": "play", "seat": seat, "card": card}
        if named:
            e["named"] = named
        events.append(e)
    scores = spec.get("scores") or sim["scores"]
    for s in range(n):
        events.append({"type": "score", "party": s, "points": scores[s]})
    cards = len(spec["tricks"])
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": NAMES[:n],
        "start": {"round": 11 - cards, "totals": [0] * n},
        "meta": {"audit": "rage-action-combos-2", "note": spec["note"]},
        "deals": [
            {
                "dealer": dealer,
                "hands": sim["hands"],
                "talon": stock,
                "events": events,
            }
        ],
    }
    return doc, sim


SPECS = {}

# 01: two CHANGE in one trick: the later turn decides the trump, in this trick too.
SPECS["01-clean-two-change.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "PLUS5", "Y4", "O7", "G2"],
    bids=[1, 0, 1, 2],
    tricks=[
        ["B10", "Y2", "CHANGE", "CHANGE"],
        ["G5", "O1", "G15", "G3"],
        ["Y9", "Y12", "R14", "Y0"],
        ["P6", "P8", "MINUS5", "P3"],
    ],
    note="two CHANGE in trick 1: R -> Y (an action card turned over) -> O; Y2 no trump",
)
# 02: = 01, seat 3 holds B3 (instead of R14) and still plays CHANGE to the B lead.
SPECS["02-two-change-action-while-able.json"] = dict(
    SPECS["01-clean-two-change.json"],
    tricks=[
        ["B10", "Y2", "CHANGE", "CHANGE"],
        ["G5", "O1", "G15", "G3"],
        ["Y9", "Y12", "B3", "Y0"],
        ["P6", "P8", "MINUS5", "P3"],
    ],
    note="01 with seat 3 holding B3: its CHANGE to the B10 lead is an action card while able to follow",
)
# 03: NOTRUMP then CHANGE in one trick.
SPECS["03-notrump-then-change.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "G4", "O7", "Y3"],
    bids=[1, 2, 1, 0],
    tricks=[
        ["B10", "G2", "NOTRUMP", "CHANGE"],
        ["Y5", "O2", "G9", "Y11"],
        ["P10", "P4", "PLUS5", "P12"],
        ["R6", "R1", "R15", "B4"],
    ],
    note="NOTRUMP then CHANGE in trick 1 (read: G trump in the trick, NOTRUMP's turn after it gives O)",
)
# 04: CHANGE then NOTRUMP in one trick.
SPECS["04-clean-change-then-notrump.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "G4", "O7", "Y3"],
    bids=[1, 2, 1, 0],
    tricks=[
        ["B10", "CHANGE", "G2", "NOTRUMP"],
        ["Y11", "O2", "G9", "Y5"],
        ["P12", "P10", "P4", "PLUS5"],
        ["R6", "R1", "R15", "B4"],
    ],
    note="CHANGE (G) then NOTRUMP in trick 1: no trump in the trick, O after it",
)
# 05: two NOTRUMP in one trick.
SPECS["05-two-notrump.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "G4", "O7", "Y3"],
    bids=[1, 2, 0, 2],
    tricks=[
        ["B10", "R3", "NOTRUMP", "NOTRUMP"],
        ["Y11", "G2", "O2", "Y5"],
        ["P12", "P10", "P4", "MINUS5"],
        ["R6", "R1", "R15", "B4"],
    ],
    note="two NOTRUMP in trick 1: no trump in it, one turn after it (G)",
)
# 06: = 05, seat 3 holds B2 (instead of R15) and still plays the second NOTRUMP.
SPECS["06-two-notrump-action-while-able.json"] = dict(
    SPECS["05-two-notrump.json"],
    tricks=[
        ["B10", "R3", "NOTRUMP", "NOTRUMP"],
        ["Y11", "G2", "O2", "Y5"],
        ["P12", "P10", "P4", "MINUS5"],
        ["R6", "R1", "B2", "B4"],
    ],
    note="05 with seat 3 holding B2: its NOTRUMP to the B10 lead is an action card while able to follow",
)
# 07: two WILD naming the led colour, PLUS5 in the trick: the later wild wins it.
SPECS["07-clean-two-wild-same-colour.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "G4"],
    bids=[0, 1, 1, 1],
    tricks=[
        ["G15", "WILD:G", "PLUS5", "WILD:G"],
        ["Y3", "Y8", "R2", "Y14"],
        ["B7", "B9", "B1", "B0"],
        ["O5", "O11", "O6", "P4"],
    ],
    note="two WILD naming G over G15, PLUS5 in the trick: the second wild wins, +5",
)
# 08: five players; two WILD naming the trump (R) over R15, MINUS5 in the trick.
SPECS["08-clean-two-wild-trump.json"] = dict(
    n=5,
    dealer=4,
    top=["R9", "G4"],
    bids=[0, 1, 2, 1, 0],
    tricks=[
        ["B6", "WILD:R", "R15", "WILD:R", "MINUS5"],
        ["G12", "G10", "G1", "Y7", "G13"],
        ["P9", "P2", "R0", "P14", "P1"],
        ["O3", "O9", "O0", "O12", "PLUS5"],
    ],
    note="two WILD naming the trump R over R15 to a B lead, MINUS5 in the trick: the second wild wins, -5",
)
# 09: a WILD led, naming G: the others follow G; a trump beats the (non-trump) wild.
SPECS["09-clean-wild-led.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "G4"],
    bids=[1, 1, 1, 0],
    tricks=[
        ["WILD:G", "G14", "R2", "MINUS5"],
        ["Y6", "Y9", "Y1", "Y13"],
        ["B12", "B3", "B5", "PLUS5"],
        ["O8", "O4", "P7", "O10"],
    ],
    note="WILD led naming G, G14 follows, R2 trumps it and takes MINUS5",
)
# 10: = 09, seat 2 holds G6 (instead of O4): its R2 to the wild's G is a revoke.
SPECS["10-wild-led-revoke.json"] = dict(
    SPECS["09-clean-wild-led.json"],
    tricks=[
        ["WILD:G", "G14", "R2", "MINUS5"],
        ["Y6", "Y9", "Y1", "Y13"],
        ["B12", "B3", "B5", "PLUS5"],
        ["O8", "G6", "P7", "O10"],
    ],
    note="09 with seat 2 holding G6: R2 to a WILD led as G is a revoke",
)
# 11: an action card led (the first colour card sets the colour), then a trick of
# action cards only (the first card wins it, with PLUS5 and MINUS5).
SPECS["11-clean-action-led-all-action.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "Y4", "O7", "B2"],
    bids=[0, 1, 2, 2],
    tricks=[
        ["PLUS5", "CHANGE", "G7", "G11"],
        ["MINUS5", "CHANGE", "PLUS5", "NOTRUMP"],
        ["P4", "P8", "B3", "P13"],
        ["O5", "O11", "R14", "O0"],
    ],
    note="PLUS5 led, CHANGE second, G7 sets the colour; trick 2 only action cards: the first wins",
)
# 12: = 11, seat 3 swaps G11 (trick 1) and Y12 (new, trick 4): Y12 to the G colour is a revoke.
SPECS["12-action-led-revoke.json"] = dict(
    SPECS["11-clean-action-led-all-action.json"],
    tricks=[
        ["PLUS5", "CHANGE", "G7", "Y12"],
        ["MINUS5", "CHANGE", "PLUS5", "NOTRUMP"],
        ["P4", "P8", "B3", "P13"],
        ["O5", "O11", "G11", "O0"],
    ],
    note="11 with seat 3 trumping (Y12) the G7 set after a PLUS5 lead while holding G11: revoke",
)
# 13: the recorded stock runs out of colour cards at a CHANGE in the last trick; the
# winner of that trick does not depend on the trump.
SPECS["13-stock-runs-out.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "G4", "PLUS5"],
    short=True,
    bids=[0, 1, 1, 1],
    tricks=[
        ["B10", "CHANGE", "G2", "B3"],
        ["Y5", "Y9", "R14", "Y0"],
        ["P6", "P1", "G8", "P15"],
        ["O4", "CHANGE", "O12", "O2"],
    ],
    note="short stock R9 G4 PLUS5: the second CHANGE finds no colour card; trick 4 all O",
)
# 15: = 13, but seat 0 plays G3 (instead of O2; G was trump before the CHANGE) in the last trick: the winner now depends
# on the trump the exhausted stock cannot give (written as if no trump).
SPECS["15-stock-runs-out-trump-matters.json"] = dict(
    SPECS["13-stock-runs-out.json"],
    tricks=[
        ["B10", "CHANGE", "G2", "B3"],
        ["Y5", "Y9", "R14", "Y0"],
        ["P6", "P1", "G8", "P15"],
        ["O4", "CHANGE", "O12", "G3"],
    ],
    note="13 with G3 for O2 in trick 4: its winner depends on the unknown trump",
)
# 14: a WILD naming the trump (R), then a CHANGE in the same trick: R is no longer trump.
SPECS["14-clean-wild-trump-then-change.json"] = dict(
    n=4,
    dealer=3,
    top=["R9", "G4"],
    bids=[1, 1, 0, 1],
    tricks=[
        ["B7", "WILD:R", "CHANGE", "PLUS5"],
        ["Y10", "G6", "Y15", "Y2"],
        ["O3", "O9", "O13", "R11"],
        ["P0", "P5", "P14", "MINUS5"],
    ],
    note="WILD named R (trump) then CHANGE to G: the wild is no trump any more, B7 wins with PLUS5",
)


def main(seed=20260501):
    rng = random.Random(seed)
    for name in sorted(SPECS):
        spec = SPECS[name]
        doc, sim = build(spec, rng)
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            json.dump(doc, f, ensure_ascii=False, indent=1)
            f.write("\n")
        if "-v" in sys.argv:
            print(name)
            print("  hands", sim["hands"])
            for order, t, w, tt in sim["tricks"]:
                print("  ", list(zip(order, t, strict=True)), "trump", tt, "->", w)
            print("  trumps", sim["trumps"], "won", sim["won"], "bonus", sim["bonus"])
            print("  scores", sim["scores"], "faults", sim["faults"])


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    main(int(args[0]) if args else 20260501)
