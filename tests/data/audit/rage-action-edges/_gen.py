"""Blind generator for the rage-action-edges audit round (no validator import).

Writes NN-desc.json transcripts into this directory and prints, per file, the findings
its own model of the Paluba/Amigo text predicts: (deal, event, code).

The model (the auditor's reading of the Czech source, 001_e7f9d50c98dca0e9.txt):
- trump = first colour card turned from the stock (action cards skipped);
- NOTRUMP: no colour is trump in this trick (trumps already played count as plain cards);
  after the trick the next colour card of the stock is turned for the rest of the round;
- CHANGE: the next colour card is turned at once; it is trump for this trick and the rest of
  the round. Read in the order played: a CHANGE after a NOTRUMP in the same trick makes the new
  colour trump in that trick and for the rest (nothing left to turn after the trick); a NOTRUMP
  after a CHANGE cancels the new trump for the trick and a further card is turned after it;
- WILD: highest card of the colour it names; a second WILD naming the same colour beats the
  first; the first colour card or WILD fixes the colour to follow; a trick of action cards
  only (no WILD) goes to its first card;
- action cards (WILD included) only when unable to follow (or when no colour is fixed yet);
- score: 1 a trick (2 with durch when one seat takes every trick of a round of 2+ cards),
  +5 / -5 per PLUS5 / MINUS5 in the seat's tricks, +10 exact bid, -5 otherwise;
- plus/minus one: the bids may not add up to the cards dealt; the finding sits at the bid of
  the last seat in bidding order (the dealer), wherever the record writes it.

Usage: python _gen.py [--seed N]  (the seed only orders the filler cards of each stock)
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
COLOURS = "RBGYPO"
ACTIONS = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"}
COPIES = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František"]


def colour(card: str) -> str | None:
    return None if card in ACTIONS else card[0]


def value(card: str) -> int:
    return int(card[1:])


def full_deck() -> list[str]:
    deck = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for a, k in COPIES.items():
        deck += [a] * k
    return deck


class Deal:
    """One round as designed: hands, stock prefix, bids, tricks (card or 'WILD:X')."""

    def __init__(self, n, dealer, cards, hands, stock, bids, tricks, bid_order=None, bid_slots=None):
        self.n, self.dealer, self.cards = n, dealer, cards
        self.hands, self.stock, self.bids, self.tricks = hands, stock, bids, tricks
        self.bid_order = bid_order or [(dealer + 1 + i) % n for i in range(n)]
        # bid_slots: {play_count_before: [seats]} for bids written between plays (secret bid)
        self.bid_slots = bid_slots


def play_deal(d: Deal, rules: dict, rng: random.Random, used_extra=()):
    n = d.n
    findings = []
    events = []
    # the stock: the designed prefix, then filler from the unused cards
    pool = full_deck()
    for h in d.hands:
        for c in h:
            pool.remove(c)
    for c in d.stock:
        pool.remove(c)
    rng.shuffle(pool)
    talon = list(d.stock) + [c for c in pool if c not in ACTIONS][:4]
    ptr = 0
    trumps = []

    def turn():
        nonlocal ptr
        while talon[ptr] in ACTIONS:
            ptr += 1
        t = colour(talon[ptr])
        ptr += 1
        trumps.append(t)
        return t

    trump = turn()
    # bids
    first = (d.dealer + 1) % n
    bid_events = {s: None for s in range(n)}
    if d.bid_slots is None:
        for s in d.bid_order:
            bid_events[s] = len(events)
            events.append({"type": "bid", "seat": s, "bid": d.bids[s]})
    hands = [list(h) for h in d.hands]
    leader = first
    won = [0] * n
    action_pts = [0] * n
    trick_winners = []
    plays_done = 0
    for trick in d.tricks:
        assert len(trick) == n
        played = []  # (seat, card, named)
        trick_trump = trump
        pending = 0
        for i, spec in enumerate(trick):
            if d.bid_slots is not None and plays_done in d.bid_slots:
                for s in d.bid_slots[plays_done]:
                    bid_events[s] = len(events)
                    events.append({"type": "bid", "seat": s, "bid": d.bids[s]})
            seat = (leader + i) % n
            card, named = (spec.split(":") + [None])[:2]
            hand = hands[seat]
            assert card in hand, (seat, card, hand)
            led = next((nm if c == "WILD" else colour(c) for _, c, nm in played if c == "WILD" or colour(c)), None)
            if led is not None:
                can = any(colour(c) == led for c in hand)
                eff = named if card == "WILD" else colour(card)
                if can and card in ACTIONS:
                    findings.append(("action_card_while_able_to_follow", len(events)))
                elif can and eff != led:
                    findings.append(("revoke", len(events)))
                # design guard: a void seat holding a WILD that plays something else is an
                # open question (could the WILD 'follow'?); keep it out of the transcripts
                if not can and "WILD" in hand and card != "WILD":
                    raise SystemExit(f"design holds an unplayed WILD while void: seat {seat} {card}")
            hand.remove(card)
            ev = {"type": "play", "seat": seat, "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
            plays_done += 1
            played.append((seat, card, named))
            if card == "NOTRUMP":
                trick_trump = None
                trump = None
                pending = 1
            elif card == "CHANGE":
                trump = turn()
                trick_trump = trump
                pending = 0
        # winner
        effs = []
        wild_seen = {}
        for seat, card, named in played:
            if card == "WILD":
                k = wild_seen.get(named, 0)
                wild_seen[named] = k + 1
                effs.append((seat, named, 16 + k))
            elif colour(card):
                effs.append((seat, colour(card), value(card)))
            else:
                effs.append((seat, None, -1))
        led = next((c for _, c, _ in effs if c), None)
        cands = [e for e in effs if trick_trump and e[1] == trick_trump]
        if not cands and led:
            cands = [e for e in effs if e[1] == led]
        winner = max(cands, key=lambda e: e[2])[0] if cands else played[0][0]
        if pending:
            trump = turn()
        won[winner] += 1
        action_pts[winner] += 5 * sum(c == "PLUS5" for _, c, _ in played)
        action_pts[winner] -= 5 * sum(c == "MINUS5" for _, c, _ in played)
        trick_winners.append(winner)
        leader = winner
    if d.bid_slots is not None and plays_done in d.bid_slots:
        for s in d.bid_slots[plays_done]:
            bid_events[s] = len(events)
            events.append({"type": "bid", "seat": s, "bid": d.bids[s]})
    assert all(not h for h in hands)
    if rules.get("plus_minus_one") and sum(d.bids) == d.cards:
        findings.append(("bid_forbidden_plus_minus_one", bid_events[d.dealer]))
    scores = []
    for s in range(n):
        tp = won[s]
        if rules.get("durch") and won[s] == d.cards and d.cards > 1:
            tp = 2 * won[s]
        bp = 10 if won[s] == d.bids[s] else -5
        scores.append(tp + bp + action_pts[s])
    return {
        "talon": talon,
        "events": events,
        "findings": findings,
        "scores": scores,
        "trumps": trumps,
        "trick_winners": trick_winners,
        "tricks": won,
    }


def build(name, n, start_round, deals, rules, rng, score_edits=None, totals=False):
    """score_edits: {(deal, seat): recorded} to plant a wrong score."""
    score_edits = score_edits or {}
    out_deals = []
    expected = []
    running = [0] * n
    comp = []
    for di, d in enumerate(deals):
        r = play_deal(d, rules, rng)
        events = r["events"]
        for f, ev in r["findings"]:
            expected.append((di, ev, f))
        for s in range(n):
            rec = score_edits.get((di, s), r["scores"][s])
            if rec != r["scores"][s]:
                expected.append((di, len(events), "wrong_score"))
            events.append({"type": "score", "party": s, "points": rec})
        if totals:
            for s in range(n):
                running[s] += r["scores"][s]
                events.append({"type": "total", "party": s, "points": running[s]})
        out_deals.append({"dealer": d.dealer, "hands": d.hands, "talon": r["talon"], "events": events})
        comp.append({k: r[k] for k in ("scores", "trumps", "trick_winners", "tricks")})
    doc = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **rules},
        "players": NAMES[:n],
        "start": {"round": start_round, "totals": [0] * n},
        "meta": {"audit": "rage-action-edges", "file": name},
        "deals": out_deals,
    }
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return sorted(expected, key=lambda e: (e[0], -1 if e[1] is None else e[1])), comp


# ------------------------------------------------------------------------- designs
def d_notrump_then_change():
    # 4 players, round 9 (2 cards), dealer 3: seat 0 bids and leads first. Trump R.
    return Deal(
        4, 3, 2,
        hands=[["B10", "G9"], ["NOTRUMP", "Y1"], ["CHANGE", "O8"], ["G2", "O5"]],
        stock=["R5", "G3", "Y7"],
        bids=[1, 0, 0, 1],
        tricks=[["B10", "NOTRUMP", "CHANGE", "G2"], ["O5", "G9", "Y1", "O8"]],
    )


def d_change_then_notrump():
    return Deal(
        4, 3, 2,
        hands=[["B10", "O5"], ["CHANGE", "G9"], ["NOTRUMP", "Y1"], ["G2", "O8"]],
        stock=["R5", "G3", "Y7"],
        bids=[1, 1, 0, 0],
        tricks=[["B10", "CHANGE", "NOTRUMP", "G2"], ["O5", "G9", "Y1", "O8"]],
    )


def d_wild_leads_trump(revoke=False):
    # 3 players, round 8 (3 cards), dealer 2: seat 0 first. Trump R.
    t1 = ["WILD:R", "B6" if revoke else "R14", "B3"]
    t3 = ["Y9", "Y3", "R14" if revoke else "B6"]
    return Deal(
        3, 2, 3,
        hands=[["WILD", "G7", "Y3"], ["R14", "B6", "G2"], ["B3", "G12", "Y9"]],
        stock=["R5", "O2", "P9"],
        bids=[1, 1, 1],
        tricks=[t1, ["G7", "G2", "G12"], t3],
    )


def d_two_wilds():
    return Deal(
        3, 2, 3,
        hands=[["WILD", "Y3", "B8"], ["WILD", "Y10", "B2"], ["G15", "Y6", "B11"]],
        stock=["R5", "O2", "P9"],
        bids=[0, 1, 1],
        tricks=[["WILD:G", "WILD:G", "G15"], ["Y10", "Y6", "Y3"], ["B2", "B11", "B8"]],
    )


def d_action_only():
    return Deal(
        3, 2, 3,
        hands=[["MINUS5", "R3", "G4"], ["PLUS5", "R9", "G6"], ["PLUS5", "B7", "G1"]],
        stock=["R5", "O2", "P9"],
        bids=[1, 1, 0],
        tricks=[["MINUS5", "PLUS5", "PLUS5"], ["R3", "R9", "B7"], ["G6", "G1", "G4"]],
    )


def d_wild_takes_plus_minus(illegal=False):
    s1_third = "B2" if illegal else "G8"
    return Deal(
        3, 2, 3,
        hands=[["B9", "WILD", "G3"], ["PLUS5", "MINUS5", s1_third], ["WILD", "Y4", "G11"]],
        stock=["R5", "O2", "P9"],
        bids=[1, 0, 1],
        tricks=[["B9", "PLUS5", "WILD:B"], ["Y4", "WILD:R", "MINUS5"], ["G3", s1_third, "G11"]],
    )


def d_pmo(bids, bid_order=None, bid_slots=None):
    # 4 players, round 9 (2 cards), dealer 3. Trump O.
    return Deal(
        4, 3, 2,
        hands=[["R12", "B4"], ["R2", "G9"], ["Y8", "B13"], ["R7", "P5"]],
        stock=["O3", "P1", "G0"],
        bids=bids,
        tricks=[["R12", "R2", "Y8", "R7"], ["B4", "G9", "B13", "P5"]],
        bid_order=bid_order,
        bid_slots=bid_slots,
    )


def d_durch_r9():
    # 3 players, round 9, dealer 0: seat 1 first. Trump P.
    return Deal(
        3, 0, 2,
        hands=[["G4", "B2"], ["R15", "R13"], ["R6", "Y8"]],
        stock=["P7", "O1", "B5"],
        bids=[0, 2, 0],
        tricks=[["R15", "R6", "G4"], ["R13", "Y8", "B2"]],
    )


def d_durch_r10():
    # round 10, dealer 1: seat 2 first. Trump G.
    return Deal(
        3, 1, 1,
        hands=[["Y3"], ["B9"], ["O11"]],
        stock=["G2", "R1", "P3"],
        bids=[0, 0, 1],
        tricks=[["O11", "Y3", "B9"]],
    )


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=20261207)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    for p in HERE.glob("*.json"):
        p.unlink()
    plan = [
        ("01-notrump-then-change.json", 4, 9, [d_notrump_then_change()], {}, {}, False),
        ("02-change-then-notrump.json", 4, 9, [d_change_then_notrump()], {}, {}, False),
        ("03-wild-leads-trump.json", 3, 8, [d_wild_leads_trump()], {}, {}, False),
        ("04-wild-leads-trump-revoke.json", 3, 8, [d_wild_leads_trump(revoke=True)], {}, {}, False),
        ("05-two-wilds-same-colour.json", 3, 8, [d_two_wilds()], {}, {}, False),
        ("06-action-only-trick.json", 3, 8, [d_action_only()], {}, {}, False),
        ("07-action-only-trick-wrong-score.json", 3, 8, [d_action_only()], {}, {(0, 0): 6}, False),
        ("08-wild-takes-plus5-minus5.json", 3, 8, [d_wild_takes_plus_minus()], {}, {}, False),
        ("09-wild-takes-plus5-illegal-action.json", 3, 8, [d_wild_takes_plus_minus(illegal=True)], {}, {}, False),
        (
            "10-pmo-hidden-clean.json", 4, 9,
            [d_pmo([1, 0, 1, 1], bid_order=[2, 0, 3, 1])],
            {"plus_minus_one": True, "hidden_bid": True}, {}, False,
        ),
        (
            "11-pmo-hidden-forbidden.json", 4, 9,
            [d_pmo([1, 0, 1, 0], bid_order=[2, 3, 0, 1])],
            {"plus_minus_one": True, "hidden_bid": True}, {}, False,
        ),
        (
            "12-pmo-secret-clean.json", 4, 9,
            [d_pmo([1, 0, 0, 0], bid_slots={4: [1], 8: [3, 0, 2]})],
            {"plus_minus_one": True, "secret_bid": True}, {}, False,
        ),
        (
            "13-pmo-secret-forbidden.json", 4, 9,
            [d_pmo([1, 0, 1, 0], bid_slots={8: [3, 2, 1, 0]})],
            {"plus_minus_one": True, "secret_bid": True}, {}, False,
        ),
        ("14-durch.json", 3, 9, [d_durch_r9(), d_durch_r10()], {"durch": True}, {}, True),
        ("15-durch-wrong-score.json", 3, 9, [d_durch_r9(), d_durch_r10()], {"durch": True}, {(0, 1): 12}, True),
    ]
    for name, n, rnd, deals, rules, edits, totals in plan:
        exp, comp = build(name, n, rnd, deals, rules, rng, score_edits=edits, totals=totals)
        print(name, exp)
        for c in comp:
            print("   ", c)


if __name__ == "__main__":
    main()
