"""Blind Rage play-only transcripts (audit rage-po), written from the Czech Amigo/Paluba rules
(seeds/001_e7f9d50c98dca0e9.txt) and transcript-format.md "Play-only records".

Every deal is written trick by trick; the small evaluator below is this file's own reading of the
source (not the engine's) and is used only to assert the leads and the hand-computed scores."""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
COLOURS = "RBGYPO"
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + (
    ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
)
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Franta"]


def colour(card):
    c, named = card if isinstance(card, tuple) else (card, None)
    if c == "WILD":
        return named
    return c[0] if c[0] in COLOURS and c[1:].isdigit() else None


def nxt(stock, ptr):
    ptr += 1
    while colour(stock[ptr]) is None:
        ptr += 1
    return ptr


def evaluate(n, tricks, stock):
    """tricks: list of [(seat, card) | (seat, (WILD, named))]; returns winners, bonus per seat."""
    ptr = nxt(stock, -1)
    trump = stock[ptr][0]
    winners, bonus = [], [0] * n
    for trick in tricks:
        notrump, lead = False, None
        for _, card in trick:
            if card == "CHANGE":
                ptr = nxt(stock, ptr)
                trump = stock[ptr][0]
            if card == "NOTRUMP":
                notrump = True
            if lead is None and colour(card):
                lead = colour(card)
        eff = None if notrump else trump

        def key(i):
            card = trick[i][1]
            return (16, i) if isinstance(card, tuple) else (int(card[1:]), 0)

        idx = range(len(trick))
        t = [i for i in idx if colour(trick[i][1]) == eff] if eff else []
        f = [i for i in idx if colour(trick[i][1]) == lead] if lead else []
        w = max(t, key=key) if t else max(f, key=key) if f else 0
        winners.append(trick[w][0])
        for _, card in trick:
            if card == "PLUS5":
                bonus[trick[w][0]] += 5
            if card == "MINUS5":
                bonus[trick[w][0]] -= 5
        if notrump:
            ptr = nxt(stock, ptr)
            trump = stock[ptr][0]
    return winners, bonus


def check_leads(tricks, winners, first, skip=()):
    assert tricks[0][0][0] == first, (tricks[0], first)
    for k in range(1, len(tricks)):
        if k in skip:
            continue
        assert tricks[k][0][0] == winners[k - 1], (k, tricks[k], winners)


def score(bid, won, bonus):
    return won + (10 if bid == won else -5) + bonus


def plays(tricks):
    ev = []
    for trick in tricks:
        for seat, card in trick:
            if isinstance(card, tuple):
                ev.append({"type": "play", "seat": seat, "card": card[0], "named": card[1]})
            else:
                ev.append({"type": "play", "seat": seat, "card": card})
    return ev


def talon(top, tricks, held=(), seed=0, extra_missing=()):
    """The stock: `top` first, then the rest of the deck not played, not in `top`, not held back
    (unplayed cards of a round cut short), shuffled."""
    rest = list(DECK)
    for c in list(top) + [c if not isinstance(c, tuple) else c[0] for t in tricks for _, c in t]:
        rest.remove(c if not isinstance(c, tuple) else c[0])
    for c in list(held) + list(extra_missing):
        rest.remove(c)
    random.Random(seed).shuffle(rest)
    return list(top) + rest


def bids(order, values):
    return [{"type": "bid", "seat": s, "bid": values[s]} for s in order]


def scores(vals):
    return [{"type": "score", "party": i, "points": v} for i, v in enumerate(vals)]


def totals(vals):
    return [{"type": "total", "party": i, "points": v} for i, v in enumerate(vals)]


def transcript(n, deals, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "rage", "players": NAMES[:n]}
    if start is not None:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


def order(n, first):
    return [(first + i) % n for i in range(n)]


files = {}

# a1: clean, 4 players, round 8 (3 cards), hands null, full stock, bids + plays + scores.
n = 4
tr = [
    [(3, "R12"), (0, "R3"), (1, "R14"), (2, "G2")],
    [(2, "B10"), (3, "B4"), (0, "PLUS5"), (1, "B11")],
    [(1, "Y7"), (2, "Y3"), (3, "G9"), (0, "Y15")],
]
st = talon(["G6"], tr, seed=1)
w, b = evaluate(n, tr, st)
check_leads(tr, w, 3)
bd = {3: 1, 0: 0, 1: 1, 2: 1}
won = [w.count(s) for s in range(n)]
sc = [score(bd[s], won[s], b[s]) for s in range(n)]
assert sc == [10, 16, 11, 11], sc
files["a1"] = transcript(
    n,
    [{"dealer": 2, "hands": None, "talon": st, "events": bids(order(n, 3), bd) + plays(tr) + scores(sc)}],
    start={"round": 8},
    meta={"note": "clean: round 8 play-only with bids and scores"},
)

# a2: revoke, 3 players, round 9, stock, plays only (no bids, no scores).
n = 3
tr = [[(1, "R9"), (2, "R4"), (0, "B13")], [(1, "G3"), (2, "G8"), (0, "R1")]]
st = talon(["Y5"], tr, seed=2)
w, b = evaluate(n, tr, st)
check_leads(tr, w, 1)
assert w == [1, 2]
files["a2"] = transcript(
    n,
    [{"dealer": 0, "hands": None, "talon": st, "events": plays(tr)}],
    start={"round": 9},
    meta={"note": "planted: seat 0 discards B13 on a red lead (event 2), plays R1 in trick 2"},
)

# a3: out-of-turn lead, 5 players, round 7 (4 cards), no stock, bids, no scores.
n = 5
tr = [
    [(0, "P10"), (1, "P2"), (2, "P15"), (3, "P7"), (4, "P0")],
    [(3, "O11"), (4, "O2"), (0, "O5"), (1, "O9"), (2, "O13")],
    [(2, "B3"), (3, "B8"), (4, "B1"), (0, "B12"), (1, "B6")],
    [(0, "Y4"), (1, "Y10"), (2, "Y1"), (3, "Y14"), (4, "Y6")],
]
w, b = evaluate(n, tr, ["G0"])  # any trump: every trick is one colour
check_leads(tr, w, 0, skip={1})
assert w == [2, 2, 0, 3]
bd = {0: 1, 1: 0, 2: 2, 3: 1, 4: 0}
files["a3"] = transcript(
    n,
    [{"dealer": 4, "hands": None, "events": bids(order(n, 0), bd) + plays(tr)}],
    start={"round": 7},
    meta={"note": "planted: trick 1 is all purple, P15 (seat 2) wins it; seat 3 leads trick 2 (event 10)"},
)

# a4: wrong score, 6 players, round 9, stock, bids + scores, +5/-5 cards.
n = 6
tr = [
    [(4, "R8"), (5, "R11"), (0, "MINUS5"), (1, "B5"), (2, "R0"), (3, "R15")],
    [(1, "G12"), (2, "G4"), (3, "PLUS5"), (4, "B9"), (5, "G14"), (0, "G1")],
]
st = talon(["B2"], tr, seed=4)
w, b = evaluate(n, tr, st)
check_leads(tr, w, 4)
bd = {4: 1, 5: 0, 0: 0, 1: 1, 2: 0, 3: 0}
won = [w.count(s) for s in range(n)]
sc = [score(bd[s], won[s], b[s]) for s in range(n)]
assert sc == [10, 6, 10, 10, 16, 10], sc
rec = list(sc)
rec[4] = 11  # planted: the +5 card forgotten
files["a4"] = transcript(
    n,
    [{"dealer": 3, "hands": None, "talon": st, "events": bids(order(n, 4), bd) + plays(tr) + scores(rec)}],
    start={"round": 9},
    meta={"note": "planted: seat 4 written 11, the round gives 16 (event 22)"},
)

# a5: cut short mid-deal, fresh session (round 1, 10 cards), 4 players, no stock, bids, 3 tricks.
n = 4
tr = [
    [(1, "G7"), (2, "G13"), (3, "G2"), (0, "G10")],
    [(2, "O6"), (3, "O3"), (0, "R5"), (1, "O12")],
    [(1, "Y9"), (2, "Y0"), (3, "Y12"), (0, "Y3")],
]
w, b = evaluate(n, tr, ["Y0"])  # a trump that is not red fits the leads
check_leads(tr, w, 1)
bd = {1: 3, 2: 2, 3: 4, 0: 2}
files["a5"] = transcript(
    n,
    [{"dealer": 0, "hands": None, "events": bids(order(n, 1), bd) + plays(tr)}],
    meta={"note": "clean: round 1 cut short after 3 tricks; seat 0's R5 on orange is not provably a revoke"},
)

# a6: card played twice, fresh session round 1, 3 players, no bids, no stock, 4 tricks then cut.
n = 3
tr = [
    [(0, "B7"), (1, "B11"), (2, "B2")],
    [(1, "P9"), (2, "P13"), (0, "P4")],
    [(2, "R6"), (0, "R10"), (1, "R1")],
    [(0, "R13"), (1, "R4"), (2, "R10")],
]
w, b = evaluate(n, tr, ["G0"])
check_leads(tr, w, 0)
files["a6"] = transcript(
    n,
    [{"dealer": 2, "hands": None, "events": plays(tr)}],
    meta={"note": "planted: R10 played by seat 0 (event 7) and again by seat 2 (event 11); one R10 in the deck"},
)

# a7: the turned trump card played, 4 players, round 8, stock, bids, no scores.
n = 4
tr = [
    [(2, "O14"), (3, "O7"), (0, "O1"), (1, "O5")],
    [(2, "Y13"), (3, "Y9"), (0, "Y2"), (1, "Y0")],
    [(2, "P3"), (3, "P11"), (0, "P6"), (1, "Y4")],
]
real = [[c if c != "Y9" else "Y12" for c in t] for t in []]  # noqa: F841 (documentation)
# the stock is the deck less the cards really dealt: seat 3 really held Y12 (written Y9)
trr = [[(s, "Y12" if c == "Y9" else c) for s, c in t] for t in tr]
st = talon(["Y9"], trr, seed=7)
assert "Y12" not in st and st.count("Y9") == 1 and len(st) == 112 - 12
w, b = evaluate(n, tr, st)
check_leads(tr, w, 2)
bd = {2: 1, 3: 1, 0: 0, 1: 1}
files["a7"] = transcript(
    n,
    [{"dealer": 1, "hands": None, "talon": st, "events": bids(order(n, 2), bd) + plays(tr)}],
    start={"round": 8},
    meta={"note": "planted: seat 3 plays Y9, the card turned for trump on the stock (event 9)"},
)

# a8: session cut short: rounds 7 and 8 of a session taken up mid-way, 3 players, scores + totals.
n = 3
tr1 = [
    [(1, "B14"), (2, "B6"), (0, "B9")],
    [(1, "P8"), (2, "R2"), (0, "P12")],
    [(2, "G11"), (0, "G15"), (1, ("WILD", "G"))],
    [(1, "O3"), (2, "O10"), (0, "R9")],
]
st1 = talon(["R4"], tr1, seed=81)
w1, b1 = evaluate(n, tr1, st1)
check_leads(tr1, w1, 1)
bd1 = {1: 2, 2: 1, 0: 0}
won = [w1.count(s) for s in range(n)]
sc1 = [score(bd1[s], won[s], b1[s]) for s in range(n)]
assert sc1 == [-4, 12, 11], sc1
tot1 = [12 - 4, -3 + 12, 20 + 11]
tr2 = [
    [(2, "Y11"), (0, "Y5"), (1, "P1")],
    [(1, "O8"), (2, "CHANGE"), (0, "G6")],
    [(0, "B12"), (1, "B0"), (2, "G14")],
]
st2 = talon(["CHANGE", "P5", "G3"], tr2, seed=82)
w2, b2 = evaluate(n, tr2, st2)
check_leads(tr2, w2, 2)
assert w2 == [1, 0, 2]
bd2 = {2: 1, 0: 1, 1: 0}
won = [w2.count(s) for s in range(n)]
sc2 = [score(bd2[s], won[s], b2[s]) for s in range(n)]
assert sc2 == [11, -4, 11], sc2
tot2 = [a + c for a, c in zip(tot1, sc2)]
assert tot2 == [19, 5, 42]
files["a8"] = transcript(
    n,
    [
        {"dealer": 0, "hands": None, "talon": st1,
         "events": bids(order(n, 1), bd1) + plays(tr1) + scores(sc1) + totals(tot1)},
        {"dealer": 1, "hands": None, "talon": st2,
         "events": bids(order(n, 2), bd2) + plays(tr2) + scores(sc2) + totals(tot2)},
    ],
    start={"round": 7, "totals": [12, -3, 20]},
    meta={"note": "clean: rounds 7-8 only (session stops after round 8)"},
)

# a9: round cut short after trick 1 of 2, scores written; seat 3's figure fits no ending.
n = 4
tr = [[(3, "R7"), (0, "R13"), (1, "R3"), (2, "R10")]]
held = ["O15", "B1", "G2", "Y3"]  # what really was in hand for trick 2 (never written)
st = talon(["O13"], tr, held=held, seed=9)
w, b = evaluate(n, tr, st)
check_leads(tr, w, 3)
assert w == [0]
bd = {3: 1, 0: 1, 1: 0, 2: 0}
rec = [11, 10, 10, 10]  # planted: seat 3 (bid 1) can score only -5 or 11+5k
files["a9"] = transcript(
    n,
    [{"dealer": 2, "hands": None, "talon": st, "events": bids(order(n, 3), bd) + plays(tr) + scores(rec)}],
    start={"round": 9},
    meta={"note": "planted: trick 2 unrecorded; seat 3 written 10, no ending gives it (event 11)"},
)

# a10: clean, 5 players, round 8, stock, plays only; NOTRUMP lead, a trump turn, CHANGE.
n = 5
tr = [
    [(1, "NOTRUMP"), (2, "G9"), (3, "B14"), (4, "G12"), (0, "G5")],
    [(4, "Y3"), (0, "R1"), (1, "Y15"), (2, "Y8"), (3, "MINUS5")],
    [(0, "O4"), (1, "CHANGE"), (2, "O0"), (3, "P7"), (4, "O9")],
]
st = talon(["B8", "PLUS5", "R6", "Y2"], tr, seed=10)
w, b = evaluate(n, tr, st)
check_leads(tr, w, 1)
assert w == [4, 0, 4] and b == [-5, 0, 0, 0, 0]
files["a10"] = transcript(
    n,
    [{"dealer": 0, "hands": None, "talon": st, "events": plays(tr)}],
    start={"round": 8},
    meta={"note": "clean: NOTRUMP lead (G9 sets the colour, B14 no trump), trump turns to R, CHANGE to Y"},
)

# a11: action card played while able to follow, 4 players, round 9, no stock, bids, no scores.
n = 4
tr = [[(0, "G8"), (1, "PLUS5"), (2, "G1"), (3, "G4")], [(0, "B2"), (1, "G11"), (2, "B5"), (3, "B12")]]
w, b = evaluate(n, tr, ["R0"])
check_leads(tr, w, 0)
bd = {0: 1, 1: 1, 2: 0, 3: 0}
files["a11"] = transcript(
    n,
    [{"dealer": 3, "hands": None, "events": bids(order(n, 0), bd) + plays(tr)}],
    start={"round": 9},
    meta={"note": "planted: seat 1 plays PLUS5 on a green lead (event 5), then G11 in trick 2"},
)

# a12: out of turn inside a trick, 3 players, round 9, stock, bids + scores.
n = 3
tr = [[(2, "P14"), (0, "P6"), (1, "P11")], [(2, "R5"), (1, "R12"), (0, "R2")]]
st = talon(["G0"], tr, seed=12)
w, b = evaluate(n, tr, st)
check_leads(tr, w, 2)
assert w == [2, 1]
bd = {2: 1, 0: 0, 1: 0}
won = [w.count(s) for s in range(n)]
sc = [score(bd[s], won[s], b[s]) for s in range(n)]
assert sc == [10, -4, 11], sc
files["a12"] = transcript(
    n,
    [{"dealer": 1, "hands": None, "talon": st, "events": bids(order(n, 2), bd) + plays(tr) + scores(sc)}],
    start={"round": 9},
    meta={"note": "planted: seat 1 plays before seat 0 in trick 2 (event 7)"},
)

# a13: revoke after an action-card lead, 5 players, round 9, stock, plays only.
n = 5
tr = [
    [(0, "PLUS5"), (1, "O4"), (2, "B9"), (3, "O10"), (4, "O2")],
    [(3, "G7"), (4, "G13"), (0, "G3"), (1, "Y1"), (2, "O15")],
]
st = talon(["Y6"], tr, seed=13)
w, b = evaluate(n, tr, st)
check_leads(tr, w, 0)
assert w == [3, 1]
files["a13"] = transcript(
    n,
    [{"dealer": 4, "hands": None, "talon": st, "events": plays(tr)}],
    start={"round": 9},
    meta={"note": "planted: PLUS5 led, O4 sets orange, seat 2 plays B9 (event 2), later O15"},
)

# a14: clean, 6 players, round 10, no stock, bids, no scores; a WILD lead and the second WILD.
n = 6
tr = [[(0, ("WILD", "B")), (1, "B3"), (2, "B15"), (3, "P4"), (4, "R11"), (5, ("WILD", "B"))]]
bd = {0: 1, 1: 0, 2: 0, 3: 0, 4: 1, 5: 0}
files["a14"] = transcript(
    n,
    [{"dealer": 5, "hands": None, "events": bids(order(n, 0), bd) + plays(tr)}],
    start={"round": 10},
    meta={"note": "clean: one-card round, trump unknown; winner seat 5 (second WILD) unless P or R is trump"},
)

# a15: scores without bids, 3 players, round 9, stock; seat 2's figure fits no bid.
n = 3
tr = [[(1, "B4"), (2, "B10"), (0, "MINUS5")], [(2, "P9"), (0, "P13"), (1, "R8")]]
st = talon(["R1"], tr, seed=15)
w, b = evaluate(n, tr, st)
check_leads(tr, w, 1)
assert w == [2, 1] and b == [0, 0, -5]
rec = [10, -4, 11]  # seat 0: bid 0 made; seat 1: 1 trick, bid missed; seat 2: 6 or -9, never 11
files["a15"] = transcript(
    n,
    [{"dealer": 0, "hands": None, "talon": st, "events": plays(tr) + scores(rec)}],
    start={"round": 9},
    meta={"note": "planted: no bids written; seat 2 written 11 (the -5 card forgotten), fits no bid (event 8)"},
)

for name, t in files.items():
    (OUT / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
print(len(files), "files")
