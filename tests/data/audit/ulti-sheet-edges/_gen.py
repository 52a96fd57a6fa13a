"""Blind generator for the ulti-sheet-edges audit round (no validator import).

Ulti records written as score sheets: `score` lines (a seat's points for the deal, from the
payments the source prescribes, zero-sum over the three seats) and `total` lines (running totals).
Every deal is played out legally by a small simulator written from the source (follow suit, else
trump, and beat the trick where the rules allow; the ulti declarer keeps his trump seven), and its
points are computed from the source's scoring section.

Run: python _gen.py [SEED]   (writes NN-desc.json beside this file, prints the sheet lines'
event indices that EXPECTED.md names).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in RANKS]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high to low, with trumps
PLAIN_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high to low, without trumps
PLAYERS = ["Ágnes", "Bence", "Csaba"]

# goal values (source main text): party 1, ulti 4, betli 5; red doubles trump goals
VAL = {"party": 1, "ulti": 4, "betli": 5}


def suit(c: str) -> str:
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def pts(c: str) -> int:
    return 10 if rank(c) in ("A", "10") else 0


def strength(c: str, trump: str | None) -> int:
    order = TRUMP_ORDER if trump else PLAIN_ORDER
    return 8 - order.index(rank(c))


def beats(a: str, b: str, trump: str | None) -> bool:
    """Does card a beat card b (b currently winning)?"""
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return trump is not None and suit(a) == trump


def winner_idx(trick: list[str], trump: str | None) -> int:
    w = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[w], trump):
            w = i
    return w


def legal(hand: list[str], trick: list[str], trump: str | None) -> list[str]:
    if not trick:
        return list(hand)
    led = suit(trick[0])
    best = trick[winner_idx(trick, trump)]
    follow = [c for c in hand if suit(c) == led]
    if follow:
        better = [c for c in follow if beats(c, best, trump)]
        return better or follow
    if trump:
        trumps = [c for c in hand if suit(c) == trump]
        if trumps:
            better = [c for c in trumps if beats(c, best, trump)]
            return better or trumps
    return list(hand)


def playout(hands, leader, trump, rng, ulti_seat=None):
    """Random legal play; returns list of (seat, card) and trick winners."""
    hands = [list(h) for h in hands]
    plays, winners = [], []
    lead = leader
    for t in range(10):
        trick, seats = [], []
        for k in range(3):
            s = (lead + k) % 3
            opts = legal(hands[s], trick, trump)
            if s == ulti_seat and trump:
                seven = "7" + trump
                if seven in opts and len(opts) > 1:
                    opts = [c for c in opts if c != seven]
            c = rng.choice(sorted(opts, key=DECK.index))
            hands[s].remove(c)
            trick.append(c)
            seats.append(s)
            plays.append((s, c))
        w = seats[winner_idx(trick, trump)]
        winners.append((w, trick, seats))
        lead = w
    return plays, winners


def analyse(winners, declarer, trump, discard, marriages):
    """Card points by side, tricks, last-trick facts."""
    dpts = sum(marriages[declarer])
    fpts = sum(pts(c) for c in discard) + sum(sum(m) for s, m in marriages.items() if s != declarer)
    dtricks = 0
    for i, (w, trick, seats) in enumerate(winners):
        p = sum(pts(c) for c in trick) + (10 if i == 9 else 0)
        if w == declarer:
            dpts += p
            dtricks += 1
        else:
            fpts += p
    w, trick, seats = winners[9]
    seven_player = None
    if trump:
        seven = "7" + trump
        if seven in trick:
            seven_player = seats[trick.index(seven)]
    return {
        "dpts": dpts,
        "fpts": fpts,
        "dtricks": dtricks,
        "last_winner": w,
        "seven_last": seven_player,  # seat that played the trump 7 in the last trick
    }


def deal_cards(rng, dealer, keep, discard, extra_keep=0, avoid=()):
    """Declarer (= dealer+1) holds keep + discard (12 cards); others get 10 random each."""
    decl = (dealer + 1) % 3
    rest = [c for c in DECK if c not in keep and c not in discard]
    rng.shuffle(rest)
    keep = list(keep)
    while len(keep) < 10:
        c = next(c for c in rest if c not in avoid)
        rest.remove(c)
        keep.append(c)
    hands = [None, None, None]
    hands[decl] = keep + list(discard)
    o1, o2 = (decl + 1) % 3, (decl + 2) % 3
    hands[o1] = rest[:10]
    hands[o2] = rest[10:20]
    assert len(rest) == 20
    for h in hands:
        rng.shuffle(h)
    return hands


def find_deal(rng, dealer, keep, discard, trump, pred, ulti=False, marriages=None, tries=4000):
    decl = (dealer + 1) % 3
    marriages = marriages or {0: [], 1: [], 2: []}
    for _ in range(tries):
        hands = deal_cards(rng, dealer, keep, discard)
        play_hands = [list(h) for h in hands]
        for c in discard:
            play_hands[decl].remove(c)
        for _ in range(60):
            plays, winners = playout(play_hands, decl, trump, rng, decl if ulti else None)
            a = analyse(winners, decl, trump, discard, marriages)
            if pred(a, decl, hands, plays):
                return hands, plays, a
    raise SystemExit(f"no deal found for dealer {dealer}")


# ---------------------------------------------------------------- transcripts


def bid_events(decl, discard, goals, red):
    o1, o2 = (decl + 1) % 3, (decl + 2) % 3
    return [
        {"type": "discard", "seat": decl, "cards": list(discard)},
        {"type": "bid", "seat": decl, "bid": {"goals": goals, "red": red}},
        {"type": "bid", "seat": o1, "bid": "pass"},
        {"type": "bid", "seat": o2, "bid": "pass"},
        {"type": "bid", "seat": decl, "bid": "pass"},
    ]


def play_events(plays, declare=None, doubles=None):
    """declare: {seat: items} written before the seat's first card; doubles: {seat: [(target, level)]}."""
    ev, seen = [], set()
    for s, c in plays:
        if s not in seen:
            seen.add(s)
            if declare is not None:
                ev.append({"type": "declare", "seat": s, "items": declare.get(s, [])})
            for target, level in (doubles or {}).get(s, []):
                ev.append({"type": "double", "seat": s, "target": target, "level": level})
        ev.append({"type": "play", "seat": s, "card": c})
    return ev


def marriage_items(ms):
    return [{"kind": "marriage", "points": p} for p in ms]


class Deal:
    def __init__(self, dealer, hands, events, lines):
        self.dealer = dealer
        self.hands = hands
        self.events = events
        self.lines = lines  # list of (reason, {seat: points})

    def net(self):
        n = [0, 0, 0]
        for _, d in self.lines:
            for s, p in d.items():
                n[s] += p
        return n


def pay_lines(decl, per_def, reason, defenders=None):
    """Declarer receives per_def[seat] from each defender (negative: pays)."""
    d = {decl: 0}
    for s, v in per_def.items():
        d[s] = -v
        d[decl] += v
    return (reason, d)


def build(rng):
    deals = {}

    # A. dealer 0, declarer 1: plain party in spades, won.  +2 / -1 / -1
    keep = ["AS", "10S", "KS", "QS", "JS", "AD"]
    disc = ["7C", "8C"]

    def p_party_won(a, decl, hands, plays):
        return a["dpts"] > a["fpts"] and 1 <= a["dtricks"] <= 9 and a["seven_last"] is None

    hands, plays, a = find_deal(rng, 0, keep, disc, "S", p_party_won)
    ev = bid_events(1, disc, ["party"], False)
    ev.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    ev += play_events(plays, declare={})
    deals["A"] = Deal(0, hands, ev, [pay_lines(1, {0: 1, 2: 1}, "party")])
    deals["A"].info = a

    # B. dealer 1, declarer 2: betli (no trumps), won.  +10 / -5 / -5
    keep = ["7H", "8H", "7D", "8D", "7S", "8S", "9S", "7C"]
    disc = ["AH", "AC"]

    def p_betli_won(a, decl, hands, plays):
        return a["dtricks"] == 0

    hands, plays, a = find_deal(rng, 1, keep, disc, None, p_betli_won)
    ev = bid_events(2, disc, ["betli"], False)
    ev.append({"type": "announce", "seat": 2, "items": [{"kind": "no-trump"}]})
    ev += play_events(plays)
    deals["B"] = Deal(1, hands, ev, [pay_lines(2, {0: 5, 1: 5}, "betli")])
    deals["B"].info = a

    # C. dealer 2, declarer 0: red ulti (hearts), party lost, ulti won: the source's worked example.
    #    party: declarer pays 2 to each; ulti: receives 8 from each.  +12 / -6 / -6
    keep = ["7H", "AH", "KH", "9H", "8H"]
    disc = ["8S", "9S"]

    def p_redulti(a, decl, hands, plays):
        return (
            a["dpts"] < a["fpts"]
            and a["last_winner"] == decl
            and a["seven_last"] == decl
            and a["dtricks"] >= 1
        )

    hands, plays, a = find_deal(rng, 2, keep, disc, "H", p_redulti, ulti=True)
    ev = bid_events(0, disc, ["ulti"], True)
    ev += play_events(plays, declare={})
    deals["C"] = Deal(
        2,
        hands,
        ev,
        [pay_lines(0, {1: -2, 2: -2}, "party"), pay_lines(0, {1: 8, 2: 8}, "ulti")],
    )
    deals["C"].info = a

    # D. dealer 0, declarer 1: ulti in clubs, contra on ulti by seat 2; party won, ulti failed.
    #    party +1 each; ulti 4 x2 (contra) = 8 each to the defenders; penalty 4 each, not doubled.
    keep = ["7C", "AC", "10C", "KC", "AH", "10H", "AD"]
    disc = ["7S", "8S"]

    def p_ulti_fail(a, decl, hands, plays):
        return (
            a["dpts"] > a["fpts"]
            and not (a["last_winner"] == decl and a["seven_last"] == decl)
            and 1 <= a["dtricks"] <= 9
        )

    hands, plays, a = find_deal(rng, 0, keep, disc, "C", p_ulti_fail, ulti=True)
    ev = bid_events(1, disc, ["ulti"], False)
    ev.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "C"}]})
    ev += play_events(plays, declare={}, doubles={2: [("ulti", 2)]})
    deals["D"] = Deal(
        0,
        hands,
        ev,
        [
            pay_lines(1, {0: 1, 2: 1}, "party"),
            pay_lines(1, {0: -8, 2: -8}, "ulti"),
            pay_lines(1, {0: -4, 2: -4}, "ulti-penalty"),
        ],
    )
    deals["D"].info = a

    # E. dealer 2, declarer 0: betli (no trumps), contra by seat 1 only; betli won.
    #    no trumps: the contra doubles only between seat 1 and the declarer.  +15 / -10 / -5
    keep = ["7H", "8H", "7D", "8D", "9D", "7S", "8S", "7C"]
    disc = ["AS", "10C"]
    hands, plays, a = find_deal(rng, 2, keep, disc, None, p_betli_won)
    ev = bid_events(0, disc, ["betli"], False)
    ev.append({"type": "announce", "seat": 0, "items": [{"kind": "no-trump"}]})
    ev += play_events(plays, doubles={1: [("betli", 2)]})
    deals["E"] = Deal(2, hands, ev, [pay_lines(0, {1: 10, 2: 5}, "betli")])
    deals["E"].info = a

    # F. dealer 1, declarer 2: party in diamonds, won; a defender plays 7D to the last trick and
    #    loses it: he pays 4 to each of the other two (silent ulti failed).
    keep = ["AD", "10D", "KD", "QD", "AS", "AC"]
    disc = ["7H", "8H"]

    def p_def_seven(a, decl, hands, plays):
        return (
            a["dpts"] > a["fpts"]
            and 1 <= a["dtricks"] <= 9
            and a["seven_last"] is not None
            and a["seven_last"] != decl
            and a["last_winner"] != a["seven_last"]
        )

    hands, plays, a = find_deal(rng, 1, keep, disc, "D", p_def_seven)
    x = a["seven_last"]
    ev = bid_events(2, disc, ["party"], False)
    ev.append({"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "D"}]})
    ev += play_events(plays, declare={})
    others = [s for s in range(3) if s != x]
    sl = {x: -8, others[0]: 4, others[1]: 4}
    deals["F"] = Deal(1, hands, ev, [pay_lines(2, {0: 1, 1: 1}, "party"), ("silent-ulti", sl)])
    deals["F"].info = a

    # G. dealer 0, declarer 1: party in spades; declarer announces 40 and 20, takes >= 100 with them:
    #    silent 100 (2) replaces the party (1).  +4 / -2 / -2
    keep = ["KS", "QS", "KH", "QH", "AS", "10S", "AD", "10D"]
    disc = ["7C", "8C"]
    marr = {0: [], 1: [40, 20], 2: []}

    def p_silent100(a, decl, hands, plays):
        return (
            a["dpts"] >= 100
            and a["dtricks"] <= 9
            and a["seven_last"] is None
            and plays[0][1] not in ("KS", "QS", "KH", "QH")
        )

    hands, plays, a = find_deal(rng, 0, keep, disc, "S", p_silent100, marriages=marr)
    ev = bid_events(1, disc, ["party"], False)
    ev.append({"type": "announce", "seat": 1, "items": [{"kind": "trump", "suit": "S"}]})
    ev += play_events(plays, declare={1: marriage_items([40, 20])})
    deals["G"] = Deal(0, hands, ev, [pay_lines(1, {0: 2, 2: 2}, "silent-100")])
    deals["G"].info = a

    # H. dealer 1, declarer 2: party in clubs, declarer takes every trick (no marriages):
    #    party 1 + silent durchmarsch 3 = 4 from each.  +8 / -4 / -4
    keep = ["AC", "10C", "KC", "QC", "JC", "9C", "8C", "7C", "AH", "AD"]
    disc = ["7S", "8S"]

    def p_durch(a, decl, hands, plays):
        return a["dtricks"] == 10 and a["seven_last"] is None

    hands, plays, a = find_deal(rng, 1, keep, disc, "C", p_durch)
    ev = bid_events(2, disc, ["party"], False)
    ev.append({"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "C"}]})
    ev += play_events(plays, declare={})
    deals["H"] = Deal(
        1,
        hands,
        ev,
        [pay_lines(2, {0: 1, 1: 1}, "party"), pay_lines(2, {0: 3, 1: 3}, "silent-durchmarsch")],
    )
    deals["H"].info = a

    # I. dealer 0, declarer 1: party bid, declarer folds: pays 2 to each.  -4 / +2 / +2
    keep = []
    disc = ["7C", "8C"]
    hands = deal_cards(rng, 0, keep, disc)
    ev = bid_events(1, disc, ["party"], False)
    ev.append({"type": "call", "seat": 1, "call": "fold"})
    deals["I"] = Deal(0, hands, ev, [pay_lines(1, {0: -2, 2: -2}, "fold")])
    deals["I"].info = {}

    # J. dealer 1, declarer 2: red party (hearts), lost.  -4 / +2 / +2
    keep = ["AH", "9H", "8H", "KS"]
    disc = ["7S", "8S"]

    def p_party_lost(a, decl, hands, plays):
        return a["dpts"] < a["fpts"] and 1 <= a["dtricks"] <= 9 and a["seven_last"] is None

    hands, plays, a = find_deal(rng, 1, keep, disc, "H", p_party_lost)
    ev = bid_events(2, disc, ["party"], True)
    ev += play_events(plays, declare={})
    deals["J"] = Deal(1, hands, ev, [pay_lines(2, {0: -2, 1: -2}, "party")])
    deals["J"].info = a
    return deals


def sheet(deal, mode, start, edits=None):
    """Score lines (per deal: one per seat; per goal: one per goal per seat) then totals.
    edits: {"score": {(line_key): value}, "total": {seat: value}}; returns events, new totals
    (as written), and indices of the sheet lines."""
    edits = edits or {}
    ev, idx = [], {}
    base = len(deal.events)
    written = [0, 0, 0]
    if mode == "deal":
        net = deal.net()
        for s in range(3):
            v = edits.get("score", {}).get(("deal", s), net[s])
            idx[("score", "deal", s)] = base + len(ev)
            ev.append({"type": "score", "party": s, "points": v})
            written[s] += v
    else:
        for reason, d in deal.lines:
            for s in range(3):
                if s in d:
                    v = edits.get("score", {}).get((reason, s), d[s])
                    idx[("score", reason, s)] = base + len(ev)
                    ev.append({"type": "score", "party": s, "points": v, "reason": reason})
                    written[s] += v
    new = []
    for s in range(3):
        t = edits.get("total", {}).get(s, start[s] + written[s])
        idx[("total", s)] = base + len(ev)
        ev.append({"type": "total", "party": s, "points": t})
        new.append(t)
    return ev, new, idx


def transcript(name, deals_spec, desc, start=None):
    """deals_spec: list of (Deal, mode, edits, carry) where carry True = next totals start from the
    written totals (the sheet's arithmetic), False = from the rules' totals."""
    rules_tot = list(start or [0, 0, 0])
    written_tot = list(rules_tot)
    out_deals, report = [], []
    for di, (deal, mode, edits, carry) in enumerate(deals_spec):
        base_for_sheet = written_tot if carry else rules_tot
        sev, new_written, idx = sheet(deal, mode, base_for_sheet, edits)
        net = deal.net()
        rules_tot = [rules_tot[s] + net[s] for s in range(3)]
        written_tot = new_written
        out_deals.append(
            {"dealer": deal.dealer, "hands": deal.hands, "events": deal.events + sev}
        )
        report.append((di, net, rules_tot[:], new_written, idx))
    doc = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
    }
    if start:
        doc["start"] = {"totals": start}
    doc["meta"] = {"event": "audit ulti-sheet-edges", "description": desc}
    doc["deals"] = out_deals
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"== {name}: {desc}")
    for di, net, rt, wt, idx in report:
        print(f"   deal {di}: net {net} rules-totals {rt} written-totals {wt}")
        print("     " + ", ".join(f"{k}@{v}" for k, v in idx.items()))


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 20261201
    rng = random.Random(seed)
    D = build(rng)
    for k, d in D.items():
        print(k, "dealer", d.dealer, "net", d.net(), getattr(d, "info", {}))
    for p in OUT.glob("*.json"):
        p.unlink()
    A, B, C = D["A"], D["B"], D["C"]
    base = [(A, "deal", None, True), (B, "deal", None, True), (C, "deal", None, True)]
    transcript(
        "01-clean-per-deal.json",
        base,
        "Three deals, one score line per seat per deal, totals: spade party won; betli won; red ulti with party lost and ulti won (the source's example).",
    )
    transcript(
        "02-clean-per-goal.json",
        [(A, "goal", None, True), (B, "goal", None, True), (C, "goal", None, True)],
        "As 01, the sheet writing one line per goal per seat (deal 2: party and ulti lines).",
    )
    transcript(
        "03-per-deal-wrong-score.json",
        [(A, "deal", {"score": {("deal", 1): 1}}, True), (B, "deal", None, True), (C, "deal", None, True)],
        "As 01; deal 0 declarer's score written +1 (one defender's point only) instead of +2; totals follow the written score.",
    )
    transcript(
        "04-per-goal-wrong-line.json",
        [(A, "goal", None, True), (B, "goal", None, True), (C, "goal", {"score": {("ulti", 2): -4}}, True)],
        "As 02; deal 2 seat 2's ulti line written -4 (red doubling forgotten) instead of -8; totals follow the written lines.",
    )
    transcript(
        "05-wrong-total.json",
        [(A, "deal", None, True), (B, "deal", {"total": {0: -7}}, True), (C, "deal", None, False)],
        "As 01; deal 1 seat 0's total written -7 instead of -6; deal 2's totals are the rules' (the slip not carried).",
    )
    transcript(
        "06-total-carries-slip.json",
        [(A, "deal", None, True), (B, "deal", {"total": {0: -7}}, True), (C, "deal", None, True)],
        "As 01; deal 1 seat 0's total written -7 instead of -6; deal 2's total carries the slip (-7 + 12 = 5).",
    )
    Dd = D["D"]
    transcript(
        "07-failed-ulti-contra-per-goal.json",
        [(Dd, "goal", None, True)],
        "Ulti in clubs, contra on ulti by seat 2: party won, ulti failed. Lines per goal: party, ulti (4 doubled = 8), ulti-penalty (4, not doubled).",
    )
    net = Dd.net()
    wrong = {("deal", 1): net[1] - 8, ("deal", 0): net[0] + 4, ("deal", 2): net[2] + 4}
    transcript(
        "08-failed-ulti-contra-penalty-doubled.json",
        [(Dd, "deal", {"score": wrong}, True)],
        "As 07 written one line per deal, the sheet doubling the ulti penalty too (8 a defender instead of 4); totals follow the written lines.",
    )
    E = D["E"]
    transcript(
        "09-betli-contra-one-defender.json",
        [(E, "deal", None, True)],
        "Betli without trumps, contra by seat 1 only, betli won: seat 1 pays 10, seat 2 pays 5.",
    )
    transcript(
        "10-betli-contra-doubled-both.json",
        [(E, "deal", {"score": {("deal", 0): 20, ("deal", 2): -10}}, True)],
        "As 09, the sheet doubling seat 2's payment too (declarer +20, seat 2 -10); totals follow the written lines.",
    )
    F = D["F"]
    transcript(
        "11-silent-ulti-defender-fails.json",
        [(F, "goal", None, True)],
        "Party in diamonds won; a defender loses the last trick with the trump seven: he pays 4 to each of the other two. Lines per goal.",
    )
    G, H = D["G"], D["H"]
    transcript(
        "12-silent-100-and-durchmarsch.json",
        [(G, "deal", None, True), (H, "goal", None, True)],
        "Deal 0: party with 40 and 20 announced, declarer takes >= 100: silent 100 (2) replaces the party. Deal 1: declarer takes every trick: party 1 + silent durchmarsch 3 (lines per goal).",
    )
    transcript(
        "13-silent-100-plus-party.json",
        [(G, "deal", {"score": {("deal", 1): 6, ("deal", 0): -3, ("deal", 2): -3}}, True), (H, "goal", None, True)],
        "As 12, deal 0 written with the party added to the silent 100 (3 a defender instead of 2); totals follow the written lines.",
    )
    I, J = D["I"], D["J"]
    transcript(
        "14-fold-midsession.json",
        [(I, "deal", None, True), (J, "deal", None, True)],
        "Session taken from the middle (start totals 5, -3, -2): deal 0 party folded (declarer pays 2 to each); deal 1 red party lost.",
        start=[5, -3, -2],
    )


if __name__ == "__main__":
    main()
