"""Generate the rage-spec10 transcripts from _model.py (blind: the Czech source only).

Run from this directory: python _gen.py.  Prints, per file, what it planted and the computed scores.
"""

from __future__ import annotations

import copy
import random
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from _model import (  # noqa: E402
    Round,
    bid_events,
    check_multiset,
    deal_dict,
    deck,
    dump,
    is_colour,
    random_chooser,
    score_events,
    scripted,
    shuffled_deal,
    transcript,
)

HERE = Path(__file__).parent
NAMES8 = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Gábina", "Honza"]
LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def make_stock(hands, top, rng):
    rest = Counter(deck())
    rest.subtract(Counter(sum(hands, []) + top))
    assert all(v >= 0 for v in rest.values()), rest
    rest = list(rest.elements())
    rng.shuffle(rest)
    return list(top) + rest


def derive_bids(rng, rnd, pm1, exact=0.5):
    n, cards = rnd.n, rnd.cards
    bids = []
    for s in range(n):
        t = rnd.tricks[s]
        if rng.random() < exact:
            bids.append(t)
        else:
            b = t + rng.choice([-1, 1])
            bids.append(min(max(b, 0), cards) if b != t else t)
            if bids[-1] == t:
                bids[-1] = t + 1 if t + 1 <= cards else t - 1
    if pm1 and sum(bids) == cards:
        d = rnd.dealer
        bids[d] = bids[d] + 1 if bids[d] + 1 <= cards else bids[d] - 1
    return bids


def robust(n, dealer, hands, stock, rnd):
    """The same plays give the same winners and trumps under the other readings."""
    plays = [(e["card"], e.get("named")) for e in rnd.events]
    for reading, turns in (("change", "one"), ("notrump", "each")):
        alt = Round(n, dealer, hands, stock, reading=reading, turns=turns)
        alt.leader = rnd.leader_start
        try:
            alt.play(scripted(plays))
        except (ValueError, StopIteration):
            return False
        if alt.winners != rnd.winners or alt.trumps != rnd.trumps or alt.faults:
            return False
    return True


def session(n, first_dealer, seed, rules, pm1=False, durch=False, hidden=False, secret=False,
            action_tops=None, want_durch=(), lead_fault_round=None, forbid_round=None,
            dealer_fault_round=None):
    """A full ten-round session with random legal play."""
    rng = random.Random(seed)
    action_tops = action_tops or {}
    totals = [0] * n
    deals = []
    info = []
    for r in range(1, 11):
        cards = 11 - r
        dealer = (first_dealer + r - 1) % n
        for attempt in range(2000):
            hands, stock = shuffled_deal(rng, n, cards, action_tops.get(r, 0))
            rnd = Round(n, dealer, hands, stock)
            if lead_fault_round == r:
                rnd.leader = dealer  # the dealer leads instead of his left neighbour
            rnd.leader_start = rnd.leader
            rnd.play(random_chooser(rng))
            if r in want_durch and max(rnd.tricks) != cards:
                continue
            if not robust(n, dealer, hands, stock, rnd):
                continue
            break
        assert not rnd.faults, rnd.faults
        bids = derive_bids(rng, rnd, pm1)
        while forbid_round == r:
            # the dealer (last bidder) makes the total equal the cards dealt
            need = cards - (sum(bids) - bids[dealer])
            if 0 <= need <= cards:
                bids[dealer] = need
                break
            bids = derive_bids(rng, rnd, pm1)
        scores = rnd.scores(bids, durch=durch)
        totals = [a + b for a, b in zip(totals, scores)]
        order = [(dealer + 1 + i) % n for i in range(n)]
        if hidden and not secret:
            rng.shuffle(order)
        bev = bid_events(n, dealer, bids, order)
        plays = rnd.events
        if secret:
            # bids written on paper, shown at the end: record them after some plays
            k = rng.choice([0, len(plays) // 2, len(plays)])
            events = plays[:k] + bev + plays[k:]
        else:
            events = bev + plays
        events += score_events(scores, totals)
        written_dealer = dealer
        if dealer_fault_round == r:
            written_dealer = (dealer + 1) % n
        check_multiset(hands, stock)
        deals.append(deal_dict(written_dealer, hands, stock, events))
        info.append((r, dealer, rnd.trumps, bids, rnd.tricks, scores, list(totals)))
    return deals, info


def write(name, t, note):
    dump(HERE / name, t)
    log(f"== {name}: {note}")


def full_sessions():
    # F1: eight players, plus/minus one + Durch; a Durch in round 9; trump under action cards
    deals, info = session(8, 5, 101, None, pm1=True, durch=True, action_tops={2: 1, 6: 3, 9: 2},
                          want_durch=(9,))
    write("s8_pm1_durch_clean.json",
          transcript(NAMES8, deals, {"preset": "standard", "plus_minus_one": True, "durch": True}),
          "clean")
    for i in info:
        log("  ", i)
    # F2: seven players, hidden bid + plus/minus one
    deals, info = session(7, 3, 202, None, pm1=True, hidden=True, action_tops={1: 2, 4: 1, 8: 4})
    write("s7_hidden_pm1_clean.json",
          transcript(NAMES8[:7], deals,
                     {"preset": "standard", "plus_minus_one": True, "hidden_bid": True}),
          "clean")
    for i in info:
        log("  ", i)
    # F3: eight players, all four variants together, Durch in round 8
    deals, info = session(8, 2, 303, None, pm1=True, durch=True, hidden=True, secret=True,
                          action_tops={3: 2, 10: 3}, want_durch=(8,))
    write("s8_all_variants_clean.json",
          transcript(NAMES8, deals, {"preset": "standard", "plus_minus_one": True,
                                     "hidden_bid": True, "secret_bid": True, "durch": True}),
          "clean")
    for i in info:
        log("  ", i)
    # F4: seven players, plus/minus one, the dealer's bid in round 6 makes the total 5
    deals, info = session(7, 6, 404, None, pm1=True, action_tops={6: 1}, forbid_round=6)
    write("s7_pm1_forbidden.json",
          transcript(NAMES8[:7], deals, {"preset": "standard", "plus_minus_one": True}),
          "planted: deal 5, the dealer's bid (last bid event, index 6) bid_forbidden_plus_minus_one")
    for i in info:
        log("  ", i)
    # F5: eight players, standard; round 9 (dealer 0) first trick led by the dealer
    deals, info = session(8, 0, 505, None, action_tops={9: 1}, lead_fault_round=9)
    write("s8_lead_fault.json", transcript(NAMES8, deals, {"preset": "standard"}),
          "planted: deal 8, event 8 (first play, seat 0 instead of 1) out_of_turn")
    for i in info:
        log("  ", i)
    # F6: seven players, standard; round 8's dealer written as 1 instead of 0
    deals, info = session(7, 0, 606, None, action_tops={8: 2}, dealer_fault_round=8)
    write("s7_wrong_dealer.json", transcript(NAMES8[:7], deals, {"preset": "standard"}),
          "planted: deal 7 wrong_dealer (written 1, due 0; bids and lead follow 0)")
    for i in info:
        log("  ", i)


def scripted_round(n, dealer, hands, top, plays, bids, rng, durch=False, reading="notrump",
                   bid_order=None, bids_after=False):
    stock = make_stock(hands, top, rng)
    check_multiset(hands, stock)
    rnd = Round(n, dealer, hands, stock, reading=reading)
    rnd.play(scripted(plays))
    scores = rnd.scores(bids, durch=durch)
    bev = bid_events(n, dealer, bids, bid_order)
    events = (rnd.events + bev) if bids_after else (bev + rnd.events)
    return rnd, scores, deal_dict(dealer, hands, stock, events)


def finish(deals_scores, start_totals):
    totals = list(start_totals)
    out = []
    for rnd, scores, d in deals_scores:
        totals = [a + b for a, b in zip(totals, scores)]
        d["events"] += score_events(scores, totals)
        out.append(d)
    return out


def short_sessions():
    rng = random.Random(7)
    P4 = NAMES8[:4]
    P3 = NAMES8[:3]
    P5 = NAMES8[:5]

    # S1 trump turned past action cards, at the deal and after CHANGE / NOTRUMP
    r7 = scripted_round(
        4, 2,
        [["R7", "B1", "G2", "Y4"], ["R12", "Y9", "B8", "O3"], ["O9", "B13", "PLUS5", "Y1"],
         ["R10", "R2", "O5", "CHANGE"]],
        ["WILD", "CHANGE", "NOTRUMP", "B4", "PLUS5", "MINUS5", "G9"],
        # t1 s3 R10 s0 R7 s1 R12 s2 B13 | t2 s2 Y1 s3 CHANGE s0 Y4 s1 Y9 | t3 s1 B8 s2 PLUS5 s3 R2 s0 B1
        # t4 s1 O3 s2 O9 s3 O5 s0 G2
        ["R10", "R7", "R12", "B13", "Y1", "CHANGE", "Y4", "Y9", "B8", "PLUS5", "R2", "B1",
         "O3", "O9", "O5", "G2"],
        [1, 2, 2, 0], rng)
    r8 = scripted_round(
        4, 3,
        [["P10", "Y0", "R1"], ["P4", "NOTRUMP", "R9"], ["P7", "Y12", "G5"], ["G14", "Y8", "R3"]],
        ["NOTRUMP", "PLUS5", "Y3", "MINUS5", "WILD", "R6"],
        # t1 s0 P10 s1 P4 s2 P7 s3 Y8 | t2 s3 G14 s0 Y0 s1 NOTRUMP s2 G5 | t3 s3 R3 s0 R1 s1 R9 s2 Y12
        ["P10", "P4", "P7", "Y8", "G14", "Y0", "NOTRUMP", "G5", "R3", "R1", "R9", "Y12"],
        [0, 0, 1, 2], rng)
    r9 = scripted_round(
        4, 0,
        [["WILD", "P0"], ["O1", "B5"], ["B9", "R4"], ["B2", "G3"]],
        ["CHANGE", "CHANGE", "CHANGE", "CHANGE", "NOTRUMP", "O2"],
        # t1 s1 B5 s2 B9 s3 B2 s0 WILD=O | t2 s0 P0 s1 O1 s2 R4 s3 G3
        ["B5", "B9", "B2", ("WILD", "O"), "P0", "O1", "R4", "G3"],
        [1, 0, 1, 0], rng)
    start = [12, -3, 20, 5]
    deals = finish([r7, r8, r9], start)
    for rnd, sc, _ in (r7, r8, r9):
        log("  trumps", rnd.trumps, "tricks", rnd.tricks, "winners", rnd.winners, "scores", sc,
            "faults", rnd.faults)
    write("trump_past_actions.json",
          transcript(P4, deals, {"preset": "standard"}, start={"round": 7, "totals": start}),
          "clean")

    # S2a CHANGE then NOTRUMP in one trick
    r8 = scripted_round(
        4, 1,
        [["G1", "P9", "R2"], ["NOTRUMP", "G12", "R14"], ["B10", "P3", "Y5"], ["CHANGE", "Y0", "R8"]],
        ["R5", "G7", "Y2", "O4"],
        # t1 s2 B10 s3 CHANGE(->G) s0 G1 s1 NOTRUMP => B10; after: Y
        # t2 s2 P3 s3 Y0 s0 P9 s1 G12 => Y0 (trump Y) | t3 s3 R8 s0 R2 s1 R14 s2 Y5 => Y5
        ["B10", "CHANGE", "G1", "NOTRUMP", "P3", "Y0", "P9", "G12", "R8", "R2", "R14", "Y5"],
        [0, 1, 2, 0], rng)
    deals = finish([r8], [0, 0, 0, 0])
    log("  trumps", r8[0].trumps, "tricks", r8[0].tricks, "winners", r8[0].winners, "scores", r8[1],
        "faults", r8[0].faults)
    write("change_then_notrump.json",
          transcript(P4, deals, {"preset": "standard"}, start={"round": 8}), "clean")

    # S2b NOTRUMP then CHANGE in one trick (ambiguous): one card each
    for reading in ("notrump", "change"):
        rr = scripted_round(
            4, 1, [["CHANGE"], ["G12"], ["B10"], ["NOTRUMP"]], ["R5", "G7", "Y2"],
            ["B10", "NOTRUMP", "CHANGE", "G12"], [0, 1, 1, 0], random.Random(8), reading=reading)
        log("  reading", reading, "trumps", rr[0].trumps, "winners", rr[0].winners, "scores", rr[1])
        if reading == "notrump":
            keep = rr
    deals = finish([keep], [0, 0, 0, 0])
    write("notrump_then_change.json",
          transcript(P4, deals, {"preset": "standard"}, start={"round": 10}),
          "probe (c): scores as the NOTRUMP-for-the-whole-trick reading")

    # S3 two WILDs
    r8 = scripted_round(
        5, 2,
        [["Y2", "B12", "G10"], ["WILD", "B3", "G1"], ["Y7", "B11", "G3"], ["WILD", "R0", "G4"],
         ["Y15", "B14", "G9"]],
        ["R9"],
        # t1 s3 WILD=Y s4 Y15 s0 Y2 s1 WILD=Y s2 Y7 => s1 (second WILD)
        # t2 s1 B3 s2 B11 s3 R0 s4 B14 s0 B12 => s3 (trump R0) | t3 s3 G4 s4 G9 s0 G10 s1 G1 s2 G3
        [("WILD", "Y"), "Y15", "Y2", ("WILD", "Y"), "Y7", "B3", "B11", "R0", "B14", "B12",
         "G4", "G9", "G10", "G1", "G3"],
        [1, 1, 0, 0, 1], rng)
    r9 = scripted_round(
        5, 3,
        [["WILD", "R12"], ["P14", "R13"], ["B5", "R3"], ["P0", "R15"], ["WILD", "O1"]],
        ["O6"],
        # t1 s4 WILD=P s0 WILD=O(trump) s1 P14 s2 B5 s3 P0 => s0 | t2 s0 R12 s1 R13 s2 R3 s3 R15 s4 O1
        [("WILD", "P"), ("WILD", "O"), "P14", "B5", "P0", "R12", "R13", "R3", "R15", "O1"],
        [1, 0, 0, 1, 1], rng)
    r10 = scripted_round(
        5, 4, [["O3"], [("WILD")], ["P15"], ["O14"], ["B0"]], ["P2"],
        # s0 O3 s1 WILD=P(trump) s2 P15 s3 O14 s4 B0 => s1
        ["O3", ("WILD", "P"), "P15", "O14", "B0"],
        [0, 1, 1, 0, 0], rng)
    start = [30, 25, 41, -2, 8]
    deals = finish([r8, r9, r10], start)
    for rnd, sc, _ in (r8, r9, r10):
        log("  trumps", rnd.trumps, "tricks", rnd.tricks, "winners", rnd.winners, "scores", sc,
            "faults", rnd.faults)
    write("two_wilds.json",
          transcript(P5, deals, {"preset": "standard"}, start={"round": 8, "totals": start}),
          "clean")

    # S4 tricks of action cards only
    r8 = scripted_round(
        4, 2,
        [["O2", "Y0", "R6"], ["O7", "MINUS5", "R11"], ["B15", "G3", "R10"], ["NOTRUMP", "G8", "P1"]],
        ["B4", "PLUS5", "Y13"],
        # t1 s3 NOTRUMP s0 O2 s1 O7 s2 B15 => O7 s1; after: Y
        # t2 s1 MINUS5 s2 G3 s3 G8 s0 Y0 => s0 (trump Y) | t3 s0 R6 s1 R11 s2 R10 s3 P1 => s1
        ["NOTRUMP", "O2", "O7", "B15", "MINUS5", "G3", "G8", "Y0", "R6", "R11", "R10", "P1"],
        [1, 1, 0, 0], rng)
    r9 = scripted_round(
        4, 3,
        [["PLUS5", "R1"], ["MINUS5", "Y9"], ["CHANGE", "G12"], ["WILD", "Y5"]],
        ["G4", "R7"],
        # t1 s0 PLUS5 s1 MINUS5 s2 CHANGE(->R) s3 WILD=B => s3 (only colour: the WILD)
        # t2 s3 Y5 s0 R1 (trump R) s1 Y9 s2 G12 => s0
        ["PLUS5", "MINUS5", "CHANGE", ("WILD", "B"), "Y5", "R1", "Y9", "G12"],
        [1, 0, 0, 1], rng)
    r10 = scripted_round(
        4, 0, [["CHANGE"], ["MINUS5"], ["PLUS5"], ["NOTRUMP"]], ["P8"],
        # s1 MINUS5 s2 PLUS5 s3 NOTRUMP s0 CHANGE => s1 (first card)
        ["MINUS5", "PLUS5", "NOTRUMP", "CHANGE"],
        [0, 1, 0, 0], rng)
    start = [4, 9, -6, 15]
    deals = finish([r8, r9, r10], start)
    for rnd, sc, _ in (r8, r9, r10):
        log("  trumps", rnd.trumps, "tricks", rnd.tricks, "winners", rnd.winners, "scores", sc,
            "faults", rnd.faults)
    write("action_only_tricks.json",
          transcript(P4, deals, {"preset": "standard"}, start={"round": 8, "totals": start}),
          "clean")

    # S5 +5/-5 with Durch on
    r8 = scripted_round(
        3, 0,
        [["Y3", "MINUS5", "B2"], ["Y14", "R15", "B9"], ["PLUS5", "MINUS5", "B1"]],
        ["R4"],
        # t1 s1 Y14 s2 PLUS5 s0 Y3 => s1 | t2 s1 R15 s2 MINUS5 s0 MINUS5 => s1 (trump R)
        # t3 s1 B9 s2 B1 s0 B2 => s1 : Durch 3 tricks
        ["Y14", "PLUS5", "Y3", "R15", "MINUS5", "MINUS5", "B9", "B1", "B2"],
        [0, 3, 0], rng, durch=True)
    r9 = scripted_round(
        3, 1,
        [["MINUS5", "G5"], ["PLUS5", "O8"], ["O11", "MINUS5"]],
        ["O0"],
        # t1 s2 O11 s0 MINUS5 s1 O8 => s2 | t2 s2 MINUS5 s0 G5 s1 PLUS5 => s0 (G5 only colour)
        ["O11", "MINUS5", "O8", "MINUS5", "G5", "PLUS5"],
        [1, 0, 1], rng, durch=True)
    r10 = scripted_round(
        3, 2, [["B7"], ["PLUS5"], ["B6"]], ["G0"],
        # s0 B7 s1 PLUS5 s2 B6 => s0 : all (one) trick, not doubled in the last round
        ["B7", "PLUS5", "B6"],
        [1, 0, 1], rng, durch=True)
    start = [0, 0, 0]
    deals = finish([r8, r9, r10], start)
    for rnd, sc, _ in (r8, r9, r10):
        log("  trumps", rnd.trumps, "tricks", rnd.tricks, "winners", rnd.winners, "scores", sc,
            "actions", rnd.actions, "faults", rnd.faults)
    write("plusminus5_durch.json",
          transcript(P3, deals, {"preset": "standard", "durch": True}, start={"round": 8}),
          "clean")

    # S6 Durch in round 9 (doubled) and the last round written doubled (fault)
    r9 = scripted_round(
        4, 2,
        [["G2", "B4"], ["G6", "B0"], ["G3", "B1"], ["G15", "B14"]],
        ["P3"],
        # t1 s3 G15 s0 G2 s1 G6 s2 G3 => s3 | t2 s3 B14 s0 B4 s1 B0 s2 B1 => s3 (Durch)
        ["G15", "G2", "G6", "G3", "B14", "B4", "B0", "B1"],
        [0, 0, 0, 2], rng, durch=True)
    r10 = scripted_round(
        4, 3, [["R13"], ["R2"], ["Y6"], ["R9"]], ["Y1"],
        # s0 R13 s1 R2 s2 Y6 (trump) s3 R9 => s2
        ["R13", "R2", "Y6", "R9"],
        [1, 0, 1, 0], rng, durch=True)
    start = [40, 33, 51, 47]
    deals = finish([r9, r10], start)
    for rnd, sc, _ in (r9, r10):
        log("  trumps", rnd.trumps, "tricks", rnd.tricks, "winners", rnd.winners, "scores", sc)
    # plant: seat 2's round-10 score written 12 (2 for the trick) and its total to match
    ev = deals[1]["events"]
    i = next(k for k, e in enumerate(ev) if e["type"] == "score" and e["party"] == 2)
    log("  planted wrong_score at deal 1 event", i, "recorded", ev[i]["points"] + 1)
    ev[i]["points"] += 1
    j = next(k for k, e in enumerate(ev) if e["type"] == "total" and e["party"] == 2)
    ev[j]["points"] += 1
    write("durch_last_round_fault.json",
          transcript(P4, deals, {"preset": "standard", "durch": True},
                     start={"round": 9, "totals": start}),
          f"planted: deal 1 event {i} wrong_score (seat 2, 12 for 11)")

    # S7 Durch off, a player takes every trick, written doubled
    r8 = scripted_round(
        3, 1,
        [["O15", "O14", "R12"], ["O1", "O2", "R3"], ["O5", "G9", "R0"]],
        ["B6"],
        # t1 s2 O5 s0 O15 s1 O1 => s0 | t2 s0 O14 s1 O2 s2 G9 => s0 | t3 s0 R12 s1 R3 s2 R0 => s0
        ["O5", "O15", "O1", "O14", "O2", "G9", "R12", "R3", "R0"],
        [3, 0, 1], rng)
    deals = finish([r8], [0, 0, 0])
    log("  tricks", r8[0].tricks, "scores", r8[1])
    ev = deals[0]["events"]
    i = next(k for k, e in enumerate(ev) if e["type"] == "score" and e["party"] == 0)
    ev[i]["points"] += 3
    ev[i + 3]["points"] += 3  # the total follows the sheet's own arithmetic
    write("durch_off_fault.json",
          transcript(P3, deals, {"preset": "standard"}, start={"round": 8}),
          f"planted: deal 0 event {i} wrong_score (seat 0, 16 for 13: Durch not in play)")

    # S8 hidden bid + plus/minus one, total equals the cards (probe)
    r8 = scripted_round(
        4, 0,
        [["R1", "B2", "G3"], ["R5", "B6", "G7"], ["R9", "B10", "G11"], ["R13", "B14", "G15"]],
        ["Y0"],
        # s1 leads R5 ... s3 takes all: R13, B14, G15
        ["R5", "R9", "R13", "R1", "B14", "B2", "B6", "B10", "G15", "G3", "G7", "G11"],
        [0, 1, 0, 2], rng, bid_order=[3, 0, 2, 1])
    deals = finish([r8], [0, 0, 0, 0])
    log("  tricks", r8[0].tricks, "scores", r8[1])
    write("hidden_pm1_sum_equal.json",
          transcript(P4, deals, {"preset": "standard", "hidden_bid": True, "plus_minus_one": True},
                     start={"round": 8}),
          "probe (c): bids 0+1+0+2 = 3 cards under hidden bid")

    # S8b secret bid + plus/minus one, bids after the plays, total equal
    r9 = scripted_round(
        3, 2, [["P4", "Y2"], ["P9", "Y11"], ["P1", "O7"]], ["O3"],
        # s0 P4 s1 P9 s2 P1 => s1 | s1 Y11 s2 O7 (trump O) s0 Y2 => s2
        ["P4", "P9", "P1", "Y11", "O7", "Y2"],
        [0, 1, 1], rng, bids_after=True)
    deals = finish([r9], [0, 0, 0])
    log("  tricks", r9[0].tricks, "scores", r9[1])
    write("secret_pm1_sum_equal.json",
          transcript(P3, deals, {"preset": "standard", "secret_bid": True, "plus_minus_one": True},
                     start={"round": 9}),
          "probe (c): bids 0+1+1 = 2 cards under secret bid")

    # S9 secret bid alone: bids recorded after all plays (clean)
    r9 = scripted_round(
        5, 0,
        [["B3", "P12"], ["B8", "NOTRUMP"], ["G0", "P6"], ["B15", "Y10"], ["R4", "P13"]],
        ["P5", "R8"],
        # t1 s1 B8 s2 G0 s3 B15 s4 R4 s0 B3 => s3 | t2 s3 Y10 s4 P13 (trump) s0 P12 s1 NOTRUMP s2 P6
        # => no trump: Y10 (s3)
        ["B8", "G0", "B15", "R4", "B3", "Y10", "P13", "P12", "NOTRUMP", "P6"],
        [0, 0, 0, 1, 1], rng, bids_after=True)
    deals = finish([r9], [0, 0, 0, 0, 0])
    log("  trumps", r9[0].trumps, "tricks", r9[0].tricks, "scores", r9[1], r9[0].faults)
    write("secret_bid_late_clean.json",
          transcript(P5, deals, {"preset": "standard", "secret_bid": True}, start={"round": 9}),
          "clean")

    # S9b hidden bid: one bid recorded after the first card
    r9 = scripted_round(
        5, 0,
        [["B3", "P12"], ["B8", "NOTRUMP"], ["G0", "P6"], ["B15", "Y10"], ["R4", "P13"]],
        ["P5", "R8"],
        ["B8", "G0", "B15", "R4", "B3", "Y10", "P13", "P12", "NOTRUMP", "P6"],
        [0, 0, 0, 1, 1], rng, bid_order=[2, 4, 1, 3, 0])
    d = r9[2]
    ev = d["events"]
    late = ev.pop(4)  # seat 0's bid
    ev.insert(5, late)  # after the first play
    deals = finish([r9], [0, 0, 0, 0, 0])
    write("hidden_bid_late.json",
          transcript(P5, deals, {"preset": "standard", "hidden_bid": True}, start={"round": 9}),
          "planted: deal 0 event 5, seat 0's bid after the first card")

    # S10 a WILD played while holding the led colour (8 players)
    r9 = scripted_round(
        8, 6,
        [["R3", "B1"], ["G2", "R8"], ["Y4", "B6"], ["G11", "B12"], ["P7", "B2"], ["O9", "B3"],
         ["WILD", "G12"], ["G5", "R10"]],
        ["Y0"],
        # t1 s7 G5 s0 R3 s1 G2 s2 Y4(trump) s3 G11 s4 P7 s5 O9 s6 WILD=G holding G12 => s2
        # t2 s2 B6 s3 B12 s4 B2 s5 B3 s6 G12 s7 R10 s0 B1 s1 R8 => s3
        ["G5", "R3", "G2", "Y4", "G11", "P7", "O9", ("WILD", "G"),
         "B6", "B12", "B2", "B3", "G12", "R10", "B1", "R8"],
        [1, 0, 1, 1, 0, 0, 1, 0], rng)
    deals = finish([r9], [0] * 8)
    log("  trumps", r9[0].trumps, "tricks", r9[0].tricks, "scores", r9[1], "faults", r9[0].faults)
    write("wild_while_following.json",
          transcript(NAMES8, deals, {"preset": "standard"}, start={"round": 9}),
          "planted: deal 0 event 15 action_card_while_able_to_follow (WILD=G holding G12)")

    # S11 two NOTRUMPs in one trick: one new trump after it (probe)
    r8 = scripted_round(
        3, 2,
        [["R5", "P3", "Y8"], ["NOTRUMP", "P10", "G4"], ["NOTRUMP", "P2", "Y12"]],
        ["B1", "G2", "Y3", "O4"],
        # t1 s0 R5 s1 NOTRUMP s2 NOTRUMP => s0 ; after: one turn -> G (two turns would give Y)
        # t2 s0 P3 s1 P10 s2 P2 => s1 | t3 s1 G4 s2 Y12 s0 Y8 => G4 (trump G; Y12 if two turns)
        ["R5", "NOTRUMP", "NOTRUMP", "P3", "P10", "P2", "G4", "Y12", "Y8"],
        [1, 1, 1], rng)
    deals = finish([r8], [0, 0, 0])
    log("  trumps", r8[0].trumps, "tricks", r8[0].tricks, "winners", r8[0].winners, "scores", r8[1],
        "faults", r8[0].faults)
    write("two_notrumps.json",
          transcript(P3, deals, {"preset": "standard"}, start={"round": 8}),
          "probe: one turn after a trick with two NOTRUMPs")


if __name__ == "__main__":
    full_sessions()
    short_sessions()
    print("\n".join(LOG))
