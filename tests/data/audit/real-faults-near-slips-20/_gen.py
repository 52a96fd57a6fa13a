"""Blind audit round real-faults-near-slips-20: Ulti (seed 003) and Tarocchini (seed 004).

Written from the sources and the format spec only (no import from validator/ or replays/).
Run: python _gen.py [SEED]  (writes NN-*.json beside this file and prints each file's facts,
which EXPECTED.md quotes).

Every deal is a real deal: the full deck shuffled by a seeded RNG, dealt as the source says,
played card by card with the legal-move rules below; a fault is planted by playing one card (or
making one call) the rules forbid. Deals are drawn again (next sub-seed) until the deal has the
properties a file needs (e.g. the declarer loses the party as played), and, for Tarocchini, until
every pile and declared hand scores the same under every reading of the combination rules the
source leaves open (gaps in runs, contatori reused, the Ace after a gap, the doubling's scope),
so that the score sheets test the faults, not those readings.
"""

from __future__ import annotations

import itertools
import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
BASE_SEED = int(sys.argv[1]) if len(sys.argv) > 1 else 20
FACTS: dict[str, list[str]] = {}

# ============================================================================== Ulti
U_SUITS = "HDSC"
U_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
U_NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
U_DECK = [r + s for s in U_SUITS for r in U_RANKS]
# UltiNet-free standard values (source main text)
U_VALUES = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10}


def suit(c: str) -> str:
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def u_strength(c: str, trump: str | None) -> int:
    order = U_TRUMP_ORDER if trump else U_NT_ORDER
    return len(order) - order.index(rank(c))


def u_winner_idx(trick: list[tuple[int, str]], trump: str | None) -> int:
    led = suit(trick[0][1])
    best = 0
    for i, (_, c) in enumerate(trick):
        bc = trick[best][1]
        if trump and suit(c) == trump and suit(bc) != trump:
            best = i
        elif suit(c) == suit(bc) and u_strength(c, trump) > u_strength(bc, trump):
            if suit(bc) == led or suit(bc) == trump:
                best = i
    return best


def u_beats(c: str, trick: list[tuple[int, str]], trump: str | None) -> bool:
    w = trick[u_winner_idx(trick, trump)][1]
    if trump and suit(c) == trump and suit(w) != trump:
        return True
    return suit(c) == suit(w) and u_strength(c, trump) > u_strength(w, trump)


def u_legal(hand: list[str], trick: list[tuple[int, str]], trump: str | None, keep7: str | None = None,
            last: bool = False) -> list[str]:
    """Follow suit; else trump; and within that, beat the trick if the hand can (source:
    「先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出さなければなりません.
    さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければなりません.」)"""
    if not trick:
        cands = list(hand)
    else:
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            cands = same
        elif trump and any(suit(c) == trump for c in hand):
            cands = [c for c in hand if suit(c) == trump]
        else:
            cands = list(hand)
        better = [c for c in cands if u_beats(c, trick, trump)]
        if better:
            cands = better
    if keep7 and keep7 in cands and len(cands) > 1 and not last:
        cands = [c for c in cands if c != keep7]
    return cands


def u_pts(cards: list[str]) -> int:
    return sum(10 for c in cards if rank(c) in ("A", "10"))


class UltiDeal:
    def __init__(self, seed: int, dealer: int):
        self.rng = random.Random(seed)
        deck = U_DECK[:]
        self.rng.shuffle(deck)
        self.dealer = dealer
        first = (dealer + 1) % 3
        self.first = first
        self.hands: list[list[str]] = [[], [], []]
        i = 0
        for s in [first, (first + 1) % 3, (first + 2) % 3]:
            n = 12 if s == first else 10
            self.hands[s] = deck[i:i + n]
            i += n
        self.dealt = [h[:] for h in self.hands]
        self.events: list[dict] = []
        self.talon: list[str] = []


def cheap_two(hand: list[str], keep: set[str], trump: str | None) -> list[str]:
    """Two cards to lay away: no aces/tens (their points would go to the defenders), not `keep`."""
    cands = [c for c in hand if c not in keep]
    cands.sort(key=lambda c: (rank(c) in ("A", "10"), u_strength(c, trump)))
    return cands[:2]


def u_play(hands, leader, trump, ulti_seat=None, plan=None, rng=None):
    """Play 10 tricks. plan: {(trick, seat): callable(hand, trick, trump) -> card | None} to plant
    a fault. Returns (events, tricks[(winner, cards)], faults[(event_offset, seat, card, code)])."""
    events = []
    tricks = []
    hands = [h[:] for h in hands]
    for t in range(10):
        trick: list[tuple[int, str]] = []
        s = leader
        for _ in range(3):
            keep7 = ("7" + trump) if (ulti_seat == s and trump) else None
            legal = u_legal(hands[s], trick, trump, keep7, last=(t == 9))
            card = None
            if plan and (t, s) in plan:
                card = plan[(t, s)](hands[s], trick, trump, legal)
            if card is None:
                card = rng.choice(legal)
            hands[s].remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card, "_legal": card in legal,
                           "_trick": t})
            s = (s + 1) % 3
        w = trick[u_winner_idx(trick, trump)][0]
        tricks.append((w, [c for _, c in trick]))
        leader = w
    return events, tricks


def fault_revoke(hand, trick, trump, legal):
    if not trick:
        return None
    led = suit(trick[0][1])
    if not any(suit(c) == led for c in hand):
        return None
    other = [c for c in hand if suit(c) != led and suit(c) != trump]
    return other[0] if other else None


def fault_no_trump(hand, trick, trump, legal):
    if not trick:
        return None
    led = suit(trick[0][1])
    if any(suit(c) == led for c in hand) or not any(suit(c) == trump for c in hand):
        return None
    other = [c for c in hand if suit(c) != trump]
    return other[0] if other else None


def fault_no_overtake(hand, trick, trump, legal):
    """A card of the suit required that does not beat the trick, while one that beats it is held."""
    if not trick:
        return None
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    pool = same if same else ([c for c in hand if trump and suit(c) == trump])
    if not pool:
        return None
    beat = [c for c in pool if u_beats(c, trick, trump)]
    under = [c for c in pool if not u_beats(c, trick, trump)]
    if beat and under:
        return under[0]
    return None


def ulti_result(dl, declarer, trump, tricks, marriages, discard):
    """Card points (source: 「2 (A) と X (10) が各 1 枚 10 点,10 回目のカード勝負に勝つと 10 点」;
    「親が捨てた 2 枚のカードの点は子のものです」) and marriages."""
    pts = [0, 0]  # declarer, defenders
    ntr = [0, 0]
    for i, (w, cards) in enumerate(tricks):
        side = 0 if w == declarer else 1
        pts[side] += u_pts(cards) + (10 if i == 9 else 0)
        ntr[side] += 1
    pts[1] += u_pts(discard)
    mar = [0, 0]
    for s, p in marriages:
        mar[0 if s == declarer else 1] += p
    return pts, ntr, mar


def write(name: str, doc: dict, facts: list[str]) -> None:
    for dl in doc["deals"]:
        for e in dl["events"]:
            for k in [k for k in e if k.startswith("_")]:
                del e[k]
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")
    FACTS[name] = facts


def idx(events, pred):
    for i, e in enumerate(events):
        if pred(e):
            return i
    raise KeyError


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def settle(declarer, goals, trump_game, defenders_mult=None):
    """goals: [(goal, value, won, mult_by_defender{seat: m})] -> payments as the rules give.
    「親が達成した目標 ... それぞれの子は,目標か出来役の点数を親に払います」"""
    out = []
    for goal, value, won, mults in goals:
        for d in [s for s in range(3) if s != declarer]:
            amt = value * mults.get(d, 1)
            out.append(pay(d, declarer, amt, goal) if won else pay(declarer, d, amt, goal))
    return out


def ulti_session(players, deals, rules=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": rules or {"preset": "standard"},
           "players": players, "meta": meta or {}, "deals": deals}
    return doc


def no_silent(tricks, trump, declarer, pts, mar, bid_ulti=False, bid_durch=False):
    """True if no silent bonus arises (trump 7 not in the last trick unless ulti bid; no side at
    100; no side took every trick)."""
    last = tricks[9][1]
    if trump and ("7" + trump) in last and not bid_ulti:
        return False
    if pts[0] + mar[0] >= 100 or pts[1] + mar[1] >= 100 or pts[0] >= 100 or pts[1] >= 100:
        return False
    ws = {w == declarer for w, _ in tricks}
    if len(ws) == 1 and not bid_durch:
        return False
    return True


P3 = ["Anna", "Béla", "Csilla"]


def gen_ulti():
    # ---------------------------------------------------------------- 01 defender revoke, party
    for k in range(5000):
        dl = UltiDeal(BASE_SEED * 1000 + 100 + k, dealer=2)
        dec = dl.first  # seat 0
        trump = "S"
        h = dl.hands[dec]
        if sum(1 for c in h if suit(c) == trump) < 4:
            continue
        disc = cheap_two(h, set(), trump)
        for c in disc:
            h.remove(c)
        rng = random.Random(k)
        off = (dec + 1) % 3
        plan = {(2, off): fault_revoke}
        evs, tricks = u_play(dl.hands, dec, trump, plan=plan, rng=rng)
        bad = [e for e in evs if not e["_legal"]]
        if len(bad) != 1:
            continue
        pts, ntr, mar = ulti_result(dl, dec, trump, tricks, [], disc)
        if not no_silent(tricks, trump, dec, pts, mar):
            continue
        if pts[0] > pts[1] or ntr[0] == 0:  # want the declarer to lose the party as played
            continue
        break
    events = [{"type": "discard", "seat": dec, "cards": disc},
              {"type": "bid", "seat": dec, "bid": {"goals": ["party"], "red": False}},
              {"type": "bid", "seat": 1, "bid": "pass"},
              {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "bid", "seat": 0, "bid": "pass"},
              {"type": "announce", "seat": dec, "items": [{"kind": "trump", "suit": trump}]}]
    events += evs
    # the table settled it as played: the party lost, 1 to each defender
    events += [pay(dec, 1, 1, "party"), pay(dec, 2, 1, "party")]
    ev = idx(events, lambda e: e.get("_legal") is False)
    write("01-party-defender-revoke-settled-as-played.json",
          ulti_session(P3, [{"dealer": dl.dealer, "hands": dl.dealt, "events": events}],
                       meta={"note": "leaves trumps party; Béla revokes in trick 3; table settled as played"}),
          [f"deal 0: declarer seat {dec}, trumps {trump}, discard {disc} (defenders' {u_pts(disc)})",
           f"revoke at event {ev}: seat {events[ev]['seat']} played {events[ev]['card']}",
           f"card points declarer {pts[0]} defenders {pts[1]}; tricks {ntr}",
           "as played: party lost, declarer pays 1 to each; lose_all_goals: defenders offended, declarer wins party: 1 from each"])

    # ---------------------------------------------------------------- 02 40-100 with contra, failure to trump
    for k in range(20000):
        dl = UltiDeal(BASE_SEED * 1000 + 200 + k, dealer=0)
        dec = dl.first  # seat 1
        trump = "C"
        h = dl.hands[dec]
        if not ("KC" in h and "QC" in h) or sum(1 for c in h if suit(c) == trump) < 4:
            continue
        disc = cheap_two(h, {"KC", "QC"}, trump)
        for c in disc:
            h.remove(c)
        rng = random.Random(k)
        off = (dec + 2) % 3  # seat 0, the dealer
        plan = {(t, off): fault_no_trump for t in range(1, 6)}
        evs, tricks = u_play(dl.hands, dec, trump, plan=plan, rng=rng)
        bad = [e for e in evs if not e["_legal"]]
        if len(bad) != 1:
            continue
        # only the first chance is planted; make plan single by construction
        pts, ntr, mar = ulti_result(dl, dec, trump, tricks, [(dec, 40)], disc)
        if not no_silent(tricks, trump, dec, pts, mar):
            continue
        if pts[0] + 40 >= 100 or ntr[0] == 0:  # 40-100 fails as played
            continue
        break
    events = [{"type": "discard", "seat": dec, "cards": disc},
              {"type": "bid", "seat": dec, "bid": {"goals": ["40-100"], "red": False}},
              {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "bid", "seat": 0, "bid": "pass"},
              {"type": "bid", "seat": 1, "bid": "pass"},
              {"type": "announce", "seat": dec, "items": [{"kind": "trump", "suit": trump}]}]
    # contra by seat 2 with its first card (trick 1: dec leads, seat 2, then seat 0)
    first2 = idx(evs, lambda e: e["seat"] == 2)
    evs.insert(first2, {"type": "double", "seat": 2, "target": "40-100", "level": 2})
    events += evs
    ev = idx(events, lambda e: e.get("_legal") is False)
    # the table applied lose_all_goals: the defenders' side offended, so 40-100 counts as won: 4 x 2 each
    events += [pay(0, dec, 8, "40-100"), pay(2, dec, 8, "40-100")]
    write("02-40-100-contra-failure-to-trump.json",
          ulti_session(P3, [{"dealer": dl.dealer, "hands": dl.dealt, "events": events}],
                       meta={"note": "acorns 40-100, Csilla's contra; Anna fails to trump; table gave the declarer the goal"}),
          [f"deal 0: declarer seat {dec}, 40-100 in acorns, discard {disc} ({u_pts(disc)} to defenders)",
           f"failure_to_trump at event {ev}: seat {events[ev]['seat']} played {events[ev]['card']}",
           f"card points declarer {pts[0]}+40={pts[0] + 40} (<100: fails as played); defenders {pts[1]}",
           "as played: declarer pays 4x2=8 to each; lose_all_goals (defenders offend): each defender pays 8"])

    # ---------------------------------------------------------------- 03 ulti, declarer fails to overtrump
    for k in range(40000):
        dl = UltiDeal(BASE_SEED * 1000 + 300 + k, dealer=1)
        dec = dl.first  # seat 2
        trump = "D"
        h = dl.hands[dec]
        if "7D" not in h or sum(1 for c in h if suit(c) == trump) < 5:
            continue
        disc = cheap_two(h, {"7D"}, trump)
        for c in disc:
            h.remove(c)
        rng = random.Random(k)

        def overtrump_fault(hand, trick, tr, legal):
            if not trick or suit(trick[0][1]) == tr:
                return None
            led = suit(trick[0][1])
            if any(suit(c) == led for c in hand):
                return None
            if not any(suit(c) == tr for _, c in trick):
                return None
            return fault_no_overtake(hand, trick, tr, legal) if True else None
        plan = {(t, dec): overtrump_fault for t in range(0, 9)}
        evs, tricks = u_play(dl.hands, dec, trump, ulti_seat=dec, plan=plan, rng=rng)
        bad = [e for e in evs if not e["_legal"]]
        if len(bad) != 1 or bad[0]["card"] == "7D":
            continue
        pts, ntr, mar = ulti_result(dl, dec, trump, tricks, [], disc)
        if not no_silent(tricks, trump, dec, pts, mar, bid_ulti=True):
            continue
        ulti_won = tricks[9][0] == dec and "7D" in tricks[9][1]
        if not ulti_won or pts[0] <= pts[1]:  # declarer wins both as played
            continue
        break
    events = [{"type": "discard", "seat": dec, "cards": disc},
              {"type": "bid", "seat": dec, "bid": {"goals": ["ulti"], "red": False}},
              {"type": "bid", "seat": 0, "bid": "pass"},
              {"type": "bid", "seat": 1, "bid": "pass"},
              {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "announce", "seat": dec, "items": [{"kind": "trump", "suit": trump}]}]
    events += evs
    ev = idx(events, lambda e: e.get("_legal") is False)
    # the table fined the declarer: party lost (1 each), ulti lost (4 each) and the ulti penalty (4 each)
    events += [pay(dec, 0, 1, "party"), pay(dec, 1, 1, "party"),
               pay(dec, 0, 4, "ulti"), pay(dec, 1, 4, "ulti"),
               pay(dec, 0, 4, "ulti-penalty"), pay(dec, 1, 4, "ulti-penalty")]
    write("03-ulti-declarer-fails-to-overtrump.json",
          ulti_session(P3, [{"dealer": dl.dealer, "hands": dl.dealt, "events": events}],
                       meta={"note": "bells ulti; Csilla under-trumps; table made her lose both goals and pay the ulti penalty"}),
          [f"deal 0: declarer seat {dec}, ulti (party+ulti) in bells, discard {disc} ({u_pts(disc)} to defenders)",
           f"failure_to_overtake at event {ev}: seat {events[ev]['seat']} played {events[ev]['card']}",
           f"as played: card points declarer {pts[0]} defenders {pts[1]}; 7D won the last trick: both goals won",
           "as played: each defender pays 1+4=5; table (declarer loses all): declarer pays 1+4+4=9 to each"])

    # ---------------------------------------------------------------- 04 auction: ulti after betli is lower
    for k in range(40000):
        dl = UltiDeal(BASE_SEED * 1000 + 400 + k, dealer=2)
        b1 = dl.first  # 0
        b2 = 1
        b3 = 2
        trump = "S"
        h1 = dl.hands[b1]
        d1 = sorted(h1, key=lambda c: -u_strength(c, None))[:2]  # betli: lays away high cards
        for c in d1:
            h1.remove(c)
        # b2 takes and (illegally) bids ulti, lays away 2
        h2 = dl.hands[b2] + d1
        if "7S" not in h2:
            continue
        d2 = cheap_two(h2, {"7S"}, trump)
        for c in d2:
            h2.remove(c)
        dl.hands[b2] = h2
        # b3 takes and bids 40-100 + ulti in acorns (8) - legal above betli
        t3 = "C"
        h3 = dl.hands[b3] + d2
        if not ("KC" in h3 and "QC" in h3 and "7C" in h3) or sum(1 for c in h3 if suit(c) == t3) < 5:
            continue
        d3 = cheap_two(h3, {"KC", "QC", "7C"}, t3)
        for c in d3:
            h3.remove(c)
        dl.hands[b3] = h3
        rng = random.Random(k)
        evs, tricks = u_play(dl.hands, b3, t3, ulti_seat=b3, rng=rng)
        pts, ntr, mar = ulti_result(dl, b3, t3, tricks, [(b3, 40)], d3)
        if not no_silent(tricks, t3, b3, pts, mar, bid_ulti=True):
            continue
        ulti_won = tricks[9][0] == b3 and "7C" in tricks[9][1]
        hundred = pts[0] + 40 >= 100
        if not ulti_won or hundred:
            continue
        break
    events = [{"type": "discard", "seat": b1, "cards": d1},
              {"type": "bid", "seat": b1, "bid": {"goals": ["betli"], "red": False}},
              {"type": "take", "seat": b2, "cards": d1},
              {"type": "discard", "seat": b2, "cards": d2},
              {"type": "bid", "seat": b2, "bid": {"goals": ["ulti"], "red": False}},
              {"type": "take", "seat": b3, "cards": d2},
              {"type": "discard", "seat": b3, "cards": d3},
              {"type": "bid", "seat": b3, "bid": {"goals": ["40-100", "ulti"], "red": False}},
              {"type": "bid", "seat": b1, "bid": "pass"},
              {"type": "bid", "seat": b2, "bid": "pass"},
              {"type": "bid", "seat": b3, "bid": "pass"},
              {"type": "announce", "seat": b3, "items": [{"kind": "trump", "suit": t3}]}]
    events += evs
    # correct settlement: 40-100 lost (4 to each), ulti won (4 from each)
    events += [pay(b3, 0, 4, "40-100"), pay(b3, 1, 4, "40-100"), pay(0, b3, 4, "ulti"), pay(1, b3, 4, "ulti")]
    write("04-auction-ulti-below-betli.json",
          ulti_session(P3, [{"dealer": dl.dealer, "hands": dl.dealt, "events": events}],
                       meta={"note": "Béla's ulti (5, two goals) after Anna's betli (5, one goal) is lower; Csilla's 40-100 ulti stands"}),
          ["deal 0: illegal_bid at event 4 (Béla's ulti after Anna's betli)",
           f"contract: seat {b3} 40-100 + ulti in acorns (8 points, 2 goals); discard {d3} ({u_pts(d3)} to defenders)",
           f"card points declarer {pts[0]}+40={pts[0] + 40} (<100: 40-100 lost); defenders {pts[1]}; 7C won the last trick: ulti won",
           "settlement: 40-100: declarer pays 4 to each; ulti: each pays 4 (net 0 for everyone); recorded so"])

    # ---------------------------------------------------------------- 05 a bid out of turn
    for k in range(40000):
        dl = UltiDeal(BASE_SEED * 1000 + 500 + k, dealer=0)
        b1 = dl.first  # 1
        trump = "H"
        h1 = dl.hands[b1]
        d1 = cheap_two(h1, set(), None)
        for c in d1:
            h1.remove(c)
        # seat 0 (dealer) takes out of turn (seat 2's turn) and bids red party
        h0 = dl.hands[0] + d1
        if sum(1 for c in h0 if suit(c) == "H") < 5:
            continue
        d0 = cheap_two(h0, set(), "H")
        for c in d0:
            h0.remove(c)
        dl.hands[0] = h0
        rng = random.Random(k)
        evs, tricks = u_play(dl.hands, 0, "H", rng=rng)
        pts, ntr, mar = ulti_result(dl, 0, "H", tricks, [], d0)
        if not no_silent(tricks, "H", 0, pts, mar):
            continue
        if pts[0] <= pts[1]:
            continue
        break
    events = [{"type": "discard", "seat": b1, "cards": d1},
              {"type": "bid", "seat": b1, "bid": {"goals": ["party"], "red": False}},
              {"type": "take", "seat": 0, "cards": d1},
              {"type": "discard", "seat": 0, "cards": d0},
              {"type": "bid", "seat": 0, "bid": {"goals": ["party"], "red": True}},
              {"type": "bid", "seat": 1, "bid": "pass"},
              {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "bid", "seat": 0, "bid": "pass"}]
    events += evs
    events += [pay(1, 0, 2, "party"), pay(2, 0, 2, "party")]
    write("05-auction-dealer-bids-out-of-turn.json",
          ulti_session(P3, [{"dealer": dl.dealer, "hands": dl.dealt, "events": events}],
                       meta={"note": "Anna (dealer) takes the talon and bids before Csilla spoke; all then pass"}),
          ["deal 0: out_of_turn at event 2 (Anna's take; Csilla was due after Béla)",
           f"red party by seat 0; discard {d0} ({u_pts(d0)} to defenders); card points declarer {pts[0]} defenders {pts[1]}",
           "party won: each defender pays 2 (red); recorded so"])

    # ---------------------------------------------------------------- 06 false 20, contra + recontra on party
    for k in range(60000):
        dl = UltiDeal(BASE_SEED * 1000 + 600 + k, dealer=1)
        dec = dl.first  # seat 2
        trump = "C"
        h = dl.hands[dec]
        if sum(1 for c in h if suit(c) == trump) < 4:
            continue
        disc = cheap_two(h, set(), trump)
        for c in disc:
            h.remove(c)
        liar = 0  # first defender after declarer
        hl = dl.hands[liar]
        # Anna holds a king without its queen in a plain suit and no real pair
        real = [s for s in U_SUITS if "K" + s in hl and "Q" + s in hl]
        lone = [s for s in U_SUITS if s != trump and "K" + s in hl and "Q" + s not in hl]
        if real or not lone:
            continue
        # the declarer holds no pair either (keep the figures simple)
        if any("K" + s in h and "Q" + s in h for s in U_SUITS):
            continue
        rng = random.Random(k)
        evs, tricks = u_play(dl.hands, dec, trump, rng=rng)
        pts, ntr, mar = ulti_result(dl, dec, trump, tricks, [], disc)
        if not no_silent(tricks, trump, dec, pts, mar):
            continue
        if pts[1] + 20 >= 100:
            continue
        # the declarer beats the defenders on cards, but not with the false 20 counted
        if not (pts[0] > pts[1] and pts[0] <= pts[1] + 20 and ntr[0] > 0):
            continue
        break
    events = [{"type": "discard", "seat": dec, "cards": disc},
              {"type": "bid", "seat": dec, "bid": {"goals": ["party"], "red": False}},
              {"type": "bid", "seat": 0, "bid": "pass"},
              {"type": "bid", "seat": 1, "bid": "pass"},
              {"type": "bid", "seat": 2, "bid": "pass"},
              {"type": "announce", "seat": dec, "items": [{"kind": "trump", "suit": trump}]}]
    # trick 1: declarer (2) leads, then 0, then 1. Anna announces 20 and contras the party with her first card
    f0 = idx(evs, lambda e: e["seat"] == 0)
    evs.insert(f0, {"type": "declare", "seat": 0, "items": [{"kind": "marriage", "points": 20}]})
    evs.insert(f0 + 1, {"type": "double", "seat": 0, "target": "party", "level": 2})
    # recontra by the declarer after the third card of trick 1
    third = idx(evs, lambda e: e.get("seat") == 1 and e["type"] == "play")
    evs.insert(third + 1, {"type": "double", "seat": dec, "target": "party", "level": 4})
    events += evs
    ev = idx(events, lambda e: e["type"] == "declare")
    # the table counted the 20: the defenders "won" the party; declarer pays 1 x 4 to each
    events += [pay(dec, 0, 4, "party"), pay(dec, 1, 4, "party")]
    write("06-false-20-contra-recontra-party.json",
          ulti_session(P3, [{"dealer": dl.dealer, "hands": dl.dealt, "events": events}],
                       meta={"note": "Anna announces 20 holding no pair; contra and recontra on the party; table counted the 20"}),
          [f"deal 0: declarer seat {dec}, party in acorns; discard {disc} ({u_pts(disc)} to defenders)",
           f"false_marriage at event {ev}: Anna (seat 0) announces 20 with no K+Q (hand {sorted(dl.dealt[0])})",
           f"card points declarer {pts[0]} defenders {pts[1]} (+20 false = {pts[1] + 20})",
           "by the rules (20 not held, not counted): party won at recontra, 1x4=4 from each defender; table paid 4 the other way"])

    # ---------------------------------------------------------------- 07 two deals: red ulti contra; betli failure to overtake
    # deal 0: dealer 0, first bidder seat 1 bids red ulti; seat 2 contras ulti
    for k in range(60000):
        dl = UltiDeal(BASE_SEED * 1000 + 700 + k, dealer=0)
        dec = dl.first  # 1
        h = dl.hands[dec]
        if "7H" not in h or sum(1 for c in h if suit(c) == "H") < 5:
            continue
        disc = cheap_two(h, {"7H"}, "H")
        for c in disc:
            h.remove(c)
        if any("K" + s in dl.hands[s2] and "Q" + s in dl.hands[s2] for s in U_SUITS for s2 in range(3)):
            continue
        rng = random.Random(k)
        evs, tricks = u_play(dl.hands, dec, "H", ulti_seat=dec, rng=rng)
        pts, ntr, mar = ulti_result(dl, dec, "H", tricks, [], disc)
        if not no_silent(tricks, "H", dec, pts, mar, bid_ulti=True):
            continue
        ulti_won = tricks[9][0] == dec and "7H" in tricks[9][1]
        if not ulti_won or pts[0] > pts[1]:
            continue
        break
    dlA, decA, discA, ptsA = dl, dec, disc, pts
    eventsA = [{"type": "discard", "seat": decA, "cards": discA},
               {"type": "bid", "seat": decA, "bid": {"goals": ["ulti"], "red": True}},
               {"type": "bid", "seat": 2, "bid": "pass"},
               {"type": "bid", "seat": 0, "bid": "pass"},
               {"type": "bid", "seat": 1, "bid": "pass"}]
    f2 = idx(evs, lambda e: e["seat"] == 2)
    evs.insert(f2, {"type": "double", "seat": 2, "target": "ulti", "level": 2})
    eventsA += evs
    # red party lost: 2 to each; red ulti won with contra (trump game: both defenders): 8 x 2 = 16 from each
    eventsA += [pay(decA, 0, 2, "party"), pay(decA, 2, 2, "party"), pay(0, decA, 16, "ulti"), pay(2, decA, 16, "ulti")]
    # deal 1: dealer 1, first bidder seat 2 bids betli; fails to overtake at some trick
    for k in range(60000):
        dl = UltiDeal(BASE_SEED * 1000 + 800 + k, dealer=1)
        dec = dl.first  # 2
        h = dl.hands[dec]
        disc = sorted(h, key=lambda c: -u_strength(c, None))[:2]
        for c in disc:
            h.remove(c)
        rng = random.Random(k)
        # betli declarer play: legal cards, preferring the lowest; plant a duck where he must overtake
        planted = {"done": False}

        def betli_fault(hand, trick, tr, legal):
            if planted["done"] or not trick:
                return None
            c = fault_no_overtake(hand, trick, tr, legal)
            if c:
                planted["done"] = True
            return c

        def low_legal(hand, trick, tr, legal):
            return min(legal, key=lambda c: u_strength(c, None))
        plan = {}
        for t in range(10):
            plan[(t, dec)] = (lambda hand, trick, tr, legal: betli_fault(hand, trick, tr, legal)
                              or low_legal(hand, trick, tr, legal))
        evs, tricks = u_play(dl.hands, dec, None, plan=plan, rng=rng)
        bad = [e for e in evs if not e["_legal"]]
        if len(bad) != 1:
            continue
        if any(w == dec for w, _ in tricks):  # as played he took no trick
            continue
        break
    dlB, decB, discB = dl, dec, disc
    eventsB = [{"type": "discard", "seat": decB, "cards": discB},
               {"type": "bid", "seat": decB, "bid": {"goals": ["betli"], "red": False}},
               {"type": "bid", "seat": 0, "bid": "pass"},
               {"type": "bid", "seat": 1, "bid": "pass"},
               {"type": "bid", "seat": 2, "bid": "pass"},
               {"type": "announce", "seat": decB, "items": [{"kind": "no-trump"}]}]
    eventsB += evs
    evB = idx(eventsB, lambda e: e.get("_legal") is False)
    # the table gave the defenders the betli (declarer offended): declarer pays 5 to each
    eventsB += [pay(decB, 0, 5, "betli"), pay(decB, 1, 5, "betli")]
    write("07-red-ulti-contra-then-betli-no-overtake.json",
          ulti_session(P3, [{"dealer": dlA.dealer, "hands": dlA.dealt, "events": eventsA},
                            {"dealer": dlB.dealer, "hands": dlB.dealt, "events": eventsB}],
                       meta={"note": "deal 0 clean red ulti with contra on the ulti; deal 1 betli declarer ducks where he must overtake"}),
          [f"deal 0: red ulti by seat {decA}, Csilla contras the ulti; discard {discA}; card points {ptsA} -> red party lost (2 each), red ulti won x2 (16 each); clean",
           f"deal 1: betli by seat {decB}; failure_to_overtake at event {evB}: seat {eventsB[evB]['seat']} played {eventsB[evB]['card']}",
           "deal 1 as played: betli won (no trick) 5 from each; table (declarer offended): declarer pays 5 to each"])


# ============================================================================== Tarocchini
T_SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons: high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins
T_DECK = [r + s for s in T_SUITS for r in LONG] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(T_DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}


def t_is_trump(c):
    return c.startswith("T")


def t_points(c: str) -> int:
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if t_is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def t_strength(c):
    if t_is_trump(c):
        n = int(c[1:])
        return 100 + (1 if 1 <= n <= 4 else n)  # Moretti equal
    order = LONG if suit(c) in "SB" else ROUND
    return len(order) - order.index(rank(c))


def t_winner(trick, moretti_last=True):
    """Highest trump (Moretti equal, the last played highest); else highest of the suit led. The
    Matto never wins."""
    cards = [(s, c) for s, c in trick if c != "MATTO"]
    led = None
    for _, c in cards:
        led = "T" if t_is_trump(c) else suit(c)
        break
    best = None
    for s, c in cards:
        cs = "T" if t_is_trump(c) else suit(c)
        if best is None:
            if cs == led:
                best = (s, c)
            continue
        bc = best[1]
        bs = "T" if t_is_trump(bc) else suit(bc)
        if cs == "T" and bs != "T":
            best = (s, c)
        elif cs == bs and (t_strength(c) > t_strength(bc) or (moretti_last and t_strength(c) == t_strength(bc))):
            best = (s, c)
    return best[0]


def t_legal(hand, trick):
    """Follow suit; if void, trump; else anything. The Matto may always be played."""
    if not trick:
        return [c for c in hand]
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = "T" if t_is_trump(c) else suit(c)
            break
    if led is None:
        return list(hand)
    same = [c for c in hand if c != "MATTO" and (("T" if t_is_trump(c) else suit(c)) == led)]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if t_is_trump(c)]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def t_play(hands, leader, nplayers, rng, plan=None):
    hands = [h[:] for h in hands]
    n = len(hands[0])
    events, tricks = [], []
    for t in range(n):
        trick = []
        s = leader
        for _ in range(nplayers):
            legal = t_legal(hands[s], trick)
            card = None
            if plan and (t, s) in plan:
                card = plan[(t, s)](hands[s], trick, legal)
            if card is None:
                pref = [c for c in legal if c != "MATTO"] if (not trick or t < n - 1) else legal
                pref = pref or legal
                card = rng.choice(pref)
            hands[s].remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card, "_legal": card in legal, "_trick": t})
            s = (s + 1) % nplayers
        w = t_winner(trick)
        tricks.append((w, trick))
        leader = w
    return events, tricks


SEQ_POINTS = lambda n: 10 + 5 * (n - 3)  # noqa: E731
CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}
CRICCA_CARDS = {"tarocchi": ["T20", "T19", "T0", "MATTO"], "kings": ["K" + s for s in T_SUITS],
                "queens": ["Q" + s for s in T_SUITS], "knights": ["N" + s for s in T_SUITS],
                "jacks": ["J" + s for s in T_SUITS]}


def seq_candidates(cards: set[str], reading: dict) -> list[tuple[str, str | None, list[str], int]]:
    """Each possible sequence: (of, suit, naturals used, wild slots needed as a list of lengths...).
    Returns list of (of, suit, function wilds_available -> length)."""
    out = []
    # suits
    for s in T_SUITS:
        if "K" + s not in cards:
            continue

        def suit_len(w, s=s):
            nat = [("Q" + s) in cards, ("N" + s) in cards, ("J" + s) in cards]
            if reading["gapless"]:
                length, used, prev_wild, natural_court = 1, 0, False, 0
                reached_j = False
                for i, have in enumerate(nat):
                    if have:
                        length += 1
                        prev_wild = False
                        natural_court += 1
                    elif used < w and (reading["suit_double_wild"] or not prev_wild):
                        length += 1
                        used += 1
                        prev_wild = True
                    else:
                        break
                    if i == 2:
                        reached_j = True
                if natural_court == 0 or length < 3:
                    return 0
                if reached_j:
                    if ("1" + s) in cards:
                        length += 1
                    elif reading["wild_ace"] and used < w and (reading["suit_double_wild"] or not prev_wild):
                        length += 1
                return length
            q = sum(nat)
            if q == 0:
                return 0
            fill = min(3 - q, w)
            if not reading["suit_double_wild"] and fill == 2 and q == 1 and nat[1]:
                fill = 2  # K w N w: not consecutive
            elif not reading["suit_double_wild"] and fill == 2:
                fill = 1
            courts = q + fill
            if courts < 2:
                return 0
            length = 1 + courts
            if ("1" + s) in cards:
                length += 1
            elif reading["wild_ace"] and courts == 3 and w - fill > 0:
                length += 1
            return length
        out.append(("suit", s, suit_len))
    # trumps
    if "T20" in cards:
        def trump_len(w):
            slots = list(range(19, 4, -1))
            if reading["gapless"]:
                length, used, prev_wild = 1, 0, False
                gr_nat = 0
                for n in slots:
                    if f"T{n}" in cards:
                        length += 1
                        prev_wild = False
                        if n >= 17:
                            gr_nat += 1
                    elif used < w and (not prev_wild or n == 16):
                        length += 1
                        used += 1
                        prev_wild = True
                    else:
                        break
                if gr_nat == 0 or length < 3:
                    return 0
                return length
            g = sum(f"T{n}" in cards for n in (19, 18, 17))
            if g == 0:
                return 0
            fill = min(3 - g, w)
            if g + fill < 2:
                return 0
            length = 1 + g + fill
            if g + fill == 3:
                rem = w - fill
                prev_wild = fill > 0 and "T17" not in cards
                for n in range(16, 4, -1):
                    if f"T{n}" in cards:
                        length += 1
                        prev_wild = False
                    elif rem > 0 and (not prev_wild or n == 16):
                        length += 1
                        rem -= 1
                        prev_wild = True
                    else:
                        break
            return length
        out.append(("trumps", None, trump_len))
    m = sum(f"T{i}" in cards for i in (1, 2, 3, 4))
    if m >= 2:
        out.append(("moretti", None, lambda w, m=m: (min(6, m + w) if m + w >= 3 else 0)))
    a = sum(("1" + s) in cards for s in T_SUITS)
    if a >= 2:
        out.append(("aces", None, lambda w, a=a: (min(6, a + w) if a + w >= 3 else 0)))
    return out


def combos(cards, reading):
    cards = set(cards)
    items = []
    for of, cs in CRICCA_CARDS.items():
        n = sum(c in cards for c in cs)
        if n >= 3:
            items.append(("cricca", of, n, CRICCA[of][n - 3]))
    W = sum(c in cards for c in ("T0", "MATTO"))
    cands = seq_candidates(cards, reading)
    best = None
    if reading["reuse"]:
        seqs = [(of, s, f(W)) for of, s, f in cands]
    else:
        best_total, seqs = -1, []
        for alloc in itertools.product(range(len(cands) + 1), repeat=W):
            got = []
            for i, (of, s, f) in enumerate(cands):
                w = sum(1 for x in alloc if x == i)
                got.append((of, s, f(w)))
            tot = sum(SEQ_POINTS(n) for _, _, n in got if n >= 3)
            if tot > best_total:
                best_total, seqs = tot, got
    seqs = [(of, s, n) for of, s, n in seqs if n >= 3]
    for of, s, n in seqs:
        items.append(("sequence", of if of != "suit" else "suit:" + s, n, SEQ_POINTS(n)))
    cr = [i for i in items if i[0] == "cricca"]
    sq = [i for i in items if i[0] == "sequence"]
    pc = sum(i[3] for i in cr)
    ps = sum(i[3] for i in sq)
    if reading["double_scope"] == "category":
        total = pc * (2 if len(cr) >= 3 else 1) + ps * (2 if len(sq) >= 3 else 1)
    else:
        total = (pc + ps) * (2 if (len(cr) >= 3 or len(sq) >= 3) else 1)
    return total, items


READINGS = [dict(zip(["reuse", "gapless", "wild_ace", "suit_double_wild", "double_scope"], v))
            for v in itertools.product([True, False], [True, False], [True, False], [True, False],
                                       ["category", "all"])]


def combos_unambiguous(cards):
    first = combos(cards, READINGS[0])
    for r in READINGS[1:]:
        if combos(cards, r)[0] != first[0]:
            return None
    return first


def item_json(it):
    kind, of, n, _ = it
    if kind == "cricca":
        return {"kind": "cricca", "of": of, "count": n}
    if of.startswith("suit:"):
        return {"kind": "sequence", "of": "suit", "suit": of[5:], "length": n}
    return {"kind": "sequence", "of": of, "length": n}


def decl_points(items):
    cr = [i for i in items if i[0] == "cricca"]
    sq = [i for i in items if i[0] == "sequence"]
    return (sum(i[3] for i in cr) * (2 if len(cr) >= 3 else 1)
            + sum(i[3] for i in sq) * (2 if len(sq) >= 3 else 1))


def card_points(pile):
    """「карты ... подсчитываются парами, причем из общей суммы для каждой пары вычитается 1」"""
    assert len(pile) % 2 == 0
    return sum(t_points(c) for c in pile) - len(pile) // 2


P4 = ["Anna", "Bruno", "Carla", "Dario"]
P3T = ["Elena", "Franco", "Giulia"]


def ottocento_deal(seed, dealer, plan_fn=None, want=None, discard_fn=None, decl_override=None,
                   with_talon=False, max_tries=200000):
    """Returns dict with hands, events (without scores), and the per-team score parts."""
    for k in range(max_tries):
        rng = random.Random(seed * 100003 + k)
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * 15:(i + 1) * 15] for i in range(4)]
        talon = deck[60:62]
        dhand = hands[dealer] + talon
        if discard_fn:
            disc = discard_fn(dhand, rng)
            if disc is None:
                continue
        else:
            cands = [c for c in dhand if c not in FIVE and not t_is_trump(c) and rank(c) not in ("Q", "N", "J", "1")]
            if len(cands) < 2:
                continue
            disc = rng.sample(cands, 2)
        final = [c for c in dhand if c not in disc]
        play_hands = [h[:] for h in hands]
        play_hands[dealer] = final
        # declarations: each seat declares its full unambiguous holding, or nothing
        decls = {}
        ok = True
        for s in range(4):
            r = combos_unambiguous(play_hands[s])
            if r is None:
                ok = False
                break
            decls[s] = r[1]
        if not ok:
            continue
        plan = plan_fn(play_hands, dealer) if plan_fn else None
        eldest = (dealer + 1) % 4
        evs, tricks = t_play(play_hands, eldest, 4, rng, plan=plan)
        bad = [e for e in evs if not e["_legal"]]
        if plan_fn and len(bad) != 1:
            continue
        if not plan_fn and bad:
            continue
        # Matto: its trick must go to its own side (no exchange of a low card needed)
        mat_ok = True
        piles = {0: [], 1: []}
        for w, tr in tricks:
            for s, c in tr:
                if c == "MATTO":
                    if s % 2 != w % 2:
                        mat_ok = False
                    piles[s % 2].append(c)
                else:
                    piles[w % 2].append(c)
        if not mat_ok:
            continue
        if tricks[-1][1][0][1] == "MATTO" or any(tr[0][1] == "MATTO" for _, tr in tricks):
            continue
        if not any(w == dealer for w, _ in tricks):
            continue
        piles[dealer % 2] += disc
        team_combo = {}
        for t in (0, 1):
            r = combos_unambiguous(piles[t])
            if r is None:
                ok = False
                break
            team_combo[t] = r
        if not ok:
            continue
        if decl_override:
            decls = decl_override(play_hands, decls)
            if decls is None:
                continue
        last = tricks[-1][0] % 2
        parts = {}
        for t in (0, 1):
            d = sum(decl_points(decls[s]) for s in range(4) if s % 2 == t and decls[s] is not None)
            parts[t] = {"declarations": d, "combinations": team_combo[t][0],
                        "card_points": card_points(piles[t]), "last_trick": 6 if last == t else 0}
        if want and not want(parts, evs, tricks, decls, play_hands):
            continue
        events = []
        hands_out = [h[:] for h in hands]
        if with_talon:
            events.append({"type": "take", "seat": dealer, "cards": talon})
            talon_out = talon
        else:
            hands_out[dealer] = dhand
            talon_out = None
        events.append({"type": "discard", "seat": dealer, "cards": disc})
        for i in range(4):
            s = (eldest + i) % 4
            events.append({"type": "declare", "seat": s, "items": [item_json(it) for it in decls[s]]})
        events += evs
        return {"hands": hands_out, "talon": talon_out, "events": events, "parts": parts, "decls": decls,
                "tricks": tricks, "piles": piles, "disc": disc, "combo": team_combo, "k": k, "play_hands": play_hands}
    raise RuntimeError("no deal found")


def team_total(p):
    return sum(p.values())


def gen_tarocchini():
    # ---------------------------------------------------------------- 08 Ottocento revoke, sheet right
    def plan_revoke(hands, dealer):
        def f(hand, trick, legal):
            if not trick or trick[0][1] == "MATTO":
                return None
            led = "T" if t_is_trump(trick[0][1]) else suit(trick[0][1])
            if led == "T" or not any(not t_is_trump(c) and c != "MATTO" and suit(c) == led for c in hand):
                return None
            other = [c for c in hand if not t_is_trump(c) and c != "MATTO" and suit(c) != led]
            return other[0] if other else None
        return {(4, 2): f}
    d = ottocento_deal(801, dealer=3, plan_fn=plan_revoke)
    ev = idx(d["events"], lambda e: e.get("_legal") is False)
    p = d["parts"]
    t0, t1 = team_total(p[0]), team_total(p[1])
    d["events"] += [{"type": "score", "party": "team0", "points": t0}, {"type": "score", "party": "team1", "points": t1},
                    {"type": "total", "party": "team0", "points": t0}, {"type": "total", "party": "team1", "points": t1}]
    doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": {"preset": "standard"},
           "players": P4, "meta": {"note": "Carla revokes in trick 5; sheet as played"},
           "deals": [{"dealer": 3, "hands": d["hands"], "events": d["events"]}]}
    write("08-ottocento-revoke-sheet-as-played.json", doc,
          [f"deal 0: revoke at event {ev}: seat {d['events'][ev]['seat']} played {d['events'][ev]['card']}",
           f"discard {d['disc']}; parts {p}; team0 {t0} team1 {t1} (sum of card points+last {sum(p[t]['card_points'] + p[t]['last_trick'] for t in (0, 1))})",
           f"declarations {d['decls']}", f"pile combos {d['combo']}"])

    # ---------------------------------------------------------------- 09 Ottocento failure to trump; sheet forgets the pair rule
    def plan_notrump(hands, dealer):
        def f(hand, trick, legal):
            if not trick or trick[0][1] == "MATTO":
                return None
            led = "T" if t_is_trump(trick[0][1]) else suit(trick[0][1])
            if led == "T" or any(not t_is_trump(c) and c != "MATTO" and suit(c) == led for c in hand):
                return None
            if not any(t_is_trump(c) for c in hand):
                return None
            other = [c for c in hand if not t_is_trump(c) and c != "MATTO"]
            return other[0] if other else None
        return {(t, 1): f for t in range(3, 9)}
    d = ottocento_deal(902, dealer=0, plan_fn=plan_notrump, with_talon=True)
    ev = idx(d["events"], lambda e: e.get("_legal") is False)
    p = d["parts"]
    t0, t1 = team_total(p[0]), team_total(p[1])
    # sheet: card points counted raw, without the 1 off each pair (team0 only written wrong)
    raw0 = sum(t_points(c) for c in d["piles"][0])
    w0 = t0 - p[0]["card_points"] + raw0
    d["events"] += [{"type": "score", "party": "team0", "points": w0}, {"type": "score", "party": "team1", "points": t1},
                    {"type": "total", "party": "team0", "points": w0}, {"type": "total", "party": "team1", "points": t1}]
    doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": {"preset": "standard"},
           "players": P4, "meta": {"note": "Bruno discards while holding trumps; team0's card points counted without the pair rule"},
           "deals": [{"dealer": 0, "hands": d["hands"], "talon": d["talon"], "events": d["events"]}]}
    nev = len(d["events"])
    write("09-ottocento-failure-to-trump-sheet-raw-points.json", doc,
          [f"deal 0: failure_to_trump at event {ev}: seat {d['events'][ev]['seat']} played {d['events'][ev]['card']}",
           f"parts {p}; rules team0 {t0} team1 {t1}; sheet team0 {w0} (raw card points {raw0} vs {p[0]['card_points']}, {len(d['piles'][0])} cards)",
           f"wrong_score at event {nev - 4} (team0), wrong_total at {nev - 2}?",
           f"declarations {d['decls']}", f"pile combos {d['combo']}"])

    # ---------------------------------------------------------------- 10 Ottocento dealer lays away a King; sheet as played
    def disc_king(dhand, rng):
        kings = [c for c in dhand if c in ("KS", "KB", "KC", "KD")]
        low = [c for c in dhand if c not in FIVE and not t_is_trump(c) and rank(c) in ("6", "7", "8", "9", "10")]
        if not kings or not low:
            return None
        return [kings[0], low[0]]
    d = ottocento_deal(1003, dealer=1, discard_fn=disc_king)
    p = d["parts"]
    t0, t1 = team_total(p[0]), team_total(p[1])
    d["events"] += [{"type": "score", "party": "team0", "points": t0}, {"type": "score", "party": "team1", "points": t1},
                    {"type": "total", "party": "team0", "points": 120 + t0}, {"type": "total", "party": "team1", "points": 310 + t1}]
    doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": {"preset": "standard"},
           "players": P4, "start": {"totals": [120, 310]},
           "meta": {"note": "Bruno (dealer) lays away a King; scored as played; session taken from the middle"},
           "deals": [{"dealer": 1, "hands": d["hands"], "events": d["events"]}]}
    write("10-ottocento-dealer-discards-king.json", doc,
          [f"deal 0: illegal_discard at event 0: dealer seat 1 lays away {d['disc']}",
           f"parts {p}; team0 {t0} team1 {t1}; totals {120 + t0}/{310 + t1}",
           f"declarations {d['decls']}", f"pile combos {d['combo']}"])

    # ---------------------------------------------------------------- 11 Ottocento false declaration (4 kings with 3), 2 deals
    def false_kings(hands, decls):
        # Dario (seat 3) holds exactly three kings, declares four; the others as held
        if sum(c in hands[3] for c in CRICCA_CARDS["kings"]) != 3:
            return None
        new = dict(decls)
        items = [it for it in decls[3] if not (it[0] == "cricca" and it[1] == "kings")]
        new[3] = [("cricca", "kings", 4, 34)] + items
        new["_true3"] = decls[3]
        return new
    dA = ottocento_deal(1104, dealer=2, decl_override=false_kings)
    # the rules: the false item scores nothing; Dario's true holdings not declared don't count either
    pA = dA["parts"]
    true3 = [it for it in dA["decls"][3] if not (it[0] == "cricca" and it[1] == "kings" and it[2] == 4)]
    rules_decl1 = sum(decl_points(dA["decls"][s]) for s in (1,)) + decl_points(true3)
    table_decl1 = pA[1]["declarations"]
    pA[1]["declarations_rules"] = rules_decl1
    t0A = team_total({k: v for k, v in pA[0].items()})
    t1_table = pA[1]["declarations"] + pA[1]["combinations"] + pA[1]["card_points"] + pA[1]["last_trick"]
    t1_rules = rules_decl1 + pA[1]["combinations"] + pA[1]["card_points"] + pA[1]["last_trick"]
    dA["events"] += [{"type": "score", "party": "team0", "points": t0A}, {"type": "score", "party": "team1", "points": t1_table},
                     {"type": "total", "party": "team0", "points": t0A}, {"type": "total", "party": "team1", "points": t1_table}]
    evA = idx(dA["events"], lambda e: e["type"] == "declare" and e["seat"] == 3)
    dB = ottocento_deal(1105, dealer=3)
    pB = dB["parts"]
    t0B, t1B = team_total(pB[0]), team_total(pB[1])
    dB["events"] += [{"type": "score", "party": "team0", "points": t0B}, {"type": "score", "party": "team1", "points": t1B},
                     {"type": "total", "party": "team0", "points": t0A + t0B}, {"type": "total", "party": "team1", "points": t1_table + t1B}]
    doc = {"format": "trick-transcript/1", "game": "tarocchini-ottocento", "rules": {"preset": "standard"},
           "players": P4, "meta": {"note": "deal 0: Dario declares four kings holding three; the sheet credits 34"},
           "deals": [{"dealer": 2, "hands": dA["hands"], "events": dA["events"]},
                     {"dealer": 3, "hands": dB["hands"], "events": dB["events"]}]}
    write("11-ottocento-false-four-kings-two-deals.json", doc,
          [f"deal 0: false_declaration at event {evA}: Dario declares {dA['events'][evA]['items']}",
           f"deal 0 parts {pA}; team0 {t0A}; team1 table {t1_table} rules (false item 0) {t1_rules}",
           f"deal 0 rules if the 3 held kings counted (17): {t1_rules + 17}",
           f"deal 1 parts {pB}; team0 {t0B} team1 {t1B}; totals table {t0A + t0B}/{t1_table + t1B}, rules {t0A + t0B}/{t1_rules + t1B}",
           f"decls A {dA['decls']}", f"decls B {dB['decls']}", f"combos A {dA['combo']} B {dB['combo']}"])

    gen_terziglio()


def terziglio_deal(seed, dealer, contract, declarer, plan_fn=None, exchange_fn=None, want=None,
                   decl_override=None, max_tries=400000):
    for k in range(max_tries):
        rng = random.Random(seed * 100003 + k)
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * 18:(i + 1) * 18] for i in range(3)]
        widow = deck[54:62]
        play_hands = [h[:] for h in hands]
        take, disc = [], []
        if contract == "gioco":
            if exchange_fn:
                r = exchange_fn(play_hands[declarer], widow, rng)
                if r is None:
                    continue
                take, disc = r
            else:
                take = rng.sample(widow, 2)
                h = play_hands[declarer] + take
                cands = [c for c in h if c not in FIVE and not t_is_trump(c) and rank(c) in ("6", "7", "8", "9", "10")]
                if len(cands) < 2:
                    continue
                disc = rng.sample(cands, 2)
            play_hands[declarer] = [c for c in play_hands[declarer] + take if c not in disc]
            left_widow = [c for c in widow if c not in take] + disc
        else:
            left_widow = widow[:]
        decls = {}
        ok = True
        for s in range(3):
            r = combos_unambiguous(play_hands[s])
            if r is None:
                ok = False
                break
            decls[s] = r[1]
        if not ok:
            continue
        plan = plan_fn(play_hands, dealer, declarer) if plan_fn else None
        eldest = (dealer + 1) % 3
        evs, tricks = t_play(play_hands, eldest, 3, rng, plan=plan)
        bad = [e for e in evs if not e["_legal"]]
        if (plan_fn and len(bad) != 1) or (not plan_fn and bad):
            continue
        side = lambda s: 0 if s == declarer else 1  # noqa: E731
        piles = {0: [], 1: []}
        mat_ok = True
        for w, tr in tricks:
            for s, c in tr:
                if c == "MATTO":
                    if side(s) != side(w):
                        mat_ok = False
                    piles[side(s)].append(c)
                else:
                    piles[side(w)].append(c)
        if not mat_ok or any(tr[0][1] == "MATTO" for _, tr in tricks):
            continue
        dec_tricks = sum(1 for w, _ in tricks if w == declarer)
        if dec_tricks == 0 or dec_tricks == 18:
            continue
        if contract == "gioco":
            piles[0] += left_widow
        else:
            piles[side(tricks[-1][0])] += left_widow
        if len(piles[0]) % 2:
            continue
        combo = {}
        for t in (0, 1):
            r = combos_unambiguous(piles[t])
            if r is None:
                ok = False
                break
            combo[t] = r
        if not ok:
            continue
        if decl_override:
            decls = decl_override(play_hands, decls, declarer)
            if decls is None:
                continue
        last = side(tricks[-1][0])
        parts = {}
        for t in (0, 1):
            dsum = sum(decl_points(decls[s]) for s in range(3) if side(s) == t)
            parts[t] = {"declarations": dsum, "combinations": combo[t][0], "card_points": card_points(piles[t]),
                        "last_trick": 6 if last == t else 0}
        tot = {t: sum(parts[t].values()) for t in (0, 1)}
        if tot[0] == tot[1]:
            continue
        win = 0 if tot[0] > tot[1] else 1
        gp = game_points(tot[win]) * (2 if contract == "solo" else 1)
        if gp == 0:
            continue
        if want and not want(parts, tot, win, gp, evs, tricks, decls):
            continue
        return {"hands": hands, "widow": widow, "take": take, "disc": disc, "evs": evs, "tricks": tricks,
                "parts": parts, "tot": tot, "win": win, "gp": gp, "decls": decls, "combo": combo,
                "piles": piles, "play_hands": play_hands, "eldest": eldest, "k": k}
    raise RuntimeError("no terziglio deal")


def game_points(p):
    """「округляются вниз до ближайшего кратного 50 (за исключением случаев, когда она отстает от
    кратного 50 менее чем на 5 очков, тогда она будет округлена вверх). Затем счет делится на 50」"""
    q, r = divmod(p, 50)
    if 50 - r < 5:
        q += 1
    return q


def terz_events(d, dealer, declarer, contract, bids):
    events = []
    for s, b in bids:
        events.append({"type": "bid", "seat": s, "bid": b})
    if contract == "gioco":
        events.append({"type": "take", "seat": declarer, "cards": d["take"]})
        events.append({"type": "discard", "seat": declarer, "cards": d["disc"]})
    for i in range(3):
        s = (d["eldest"] + i) % 3
        events.append({"type": "declare", "seat": s, "items": [item_json(it) for it in d["decls"][s]]})
    events += d["evs"]
    return events


def gen_terziglio():
    # ---------------------------------------------------------------- 12 gioco; declarer lays away the Angel
    def exch(hand, widow, rng):
        h = hand + widow[:2]
        if "T20" not in h:
            return None
        low = [c for c in h if c not in FIVE and not t_is_trump(c) and rank(c) in ("6", "7", "8", "9", "10")]
        if not low:
            return None
        return widow[:2], ["T20", low[0]]
    dealer, declarer = 0, 2
    d = terziglio_deal(1206, dealer, "gioco", declarer, exchange_fn=exch)
    bids = [(1, "pass"), (2, "gioco"), (0, "pass")]
    events = terz_events(d, dealer, declarer, "gioco", bids)
    evd = idx(events, lambda e: e["type"] == "discard")
    for s in range(3):
        pts = d["gp"] if ((s == declarer) == (d["win"] == 0)) else 0
        events.append({"type": "score", "party": s, "points": pts})
    for s in range(3):
        pts = d["gp"] if ((s == declarer) == (d["win"] == 0)) else 0
        events.append({"type": "total", "party": s, "points": pts})
    doc = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": {"preset": "standard"},
           "players": P3T, "meta": {"note": "Giulia's gioco; she lays the Angel away with the exchange; scored as played"},
           "deals": [{"dealer": dealer, "hands": d["hands"], "talon": d["widow"], "events": events}]}
    write("12-terziglio-gioco-angel-laid-away.json", doc,
          [f"deal 0: illegal_discard at event {evd}: Giulia lays away {d['disc']} (took {d['take']})",
           f"parts {d['parts']} totals {d['tot']} winner side {d['win']} (0=declarer) game points {d['gp']}",
           f"decls {d['decls']}", f"combos {d['combo']}"])

    # ---------------------------------------------------------------- 13 solo over solo? gioco after solo; solo doubled
    dealer, declarer = 1, 0
    d = terziglio_deal(1307, dealer, "solo", declarer)
    bids = [(2, "pass"), (0, "solo"), (1, "gioco")]
    events = terz_events(d, dealer, declarer, "solo", bids)
    for s in range(3):
        pts = d["gp"] if ((s == declarer) == (d["win"] == 0)) else 0
        events.append({"type": "score", "party": s, "points": pts})
    start = [4, 0, 2]
    for s in range(3):
        pts = d["gp"] if ((s == declarer) == (d["win"] == 0)) else 0
        events.append({"type": "total", "party": s, "points": start[s] + pts})
    doc = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": {"preset": "standard"},
           "players": P3T, "start": {"totals": start},
           "meta": {"note": "Franco's gioco after Elena's solo is lower; Elena plays the solo"},
           "deals": [{"dealer": dealer, "hands": d["hands"], "talon": d["widow"], "events": events}]}
    write("13-terziglio-gioco-after-solo.json", doc,
          ["deal 0: illegal_bid at event 2 (Franco's gioco after Elena's solo)",
           f"solo by seat 0; widow to the last trick's winner ({d['tricks'][-1][0]}); parts {d['parts']} totals {d['tot']} winner side {d['win']} game points (x2 solo) {d['gp']}",
           f"decls {d['decls']}", f"combos {d['combo']}"])

    # ---------------------------------------------------------------- 14 revoke by an opponent + declarer overstates a sequence
    def plan_rev(hands, dealer, declarer):
        def f(hand, trick, legal):
            if not trick or trick[0][1] == "MATTO":
                return None
            led = "T" if t_is_trump(trick[0][1]) else suit(trick[0][1])
            if led == "T" or not any(not t_is_trump(c) and c != "MATTO" and suit(c) == led for c in hand):
                return None
            tr = [c for c in hand if t_is_trump(c) and c not in ("T0",)]
            return tr[0] if tr else None
        return {(t, 1): f for t in range(5, 12)}

    def overstate(hands, decls, declarer):
        # the declarer (seat 2) overstates one item: a cricca of three as four, or a run one longer
        items = decls[declarer]
        cands = [it for it in items if (it[0] == "cricca" and it[2] == 3)
                 or (it[0] == "sequence" and it[1].startswith("suit:") and it[2] < 5)]
        if not cands:
            return None
        new = dict(decls)
        it = cands[0]
        if it[0] == "cricca":
            up = ("cricca", it[1], 4, CRICCA[it[1]][1])
        else:
            up = (it[0], it[1], it[2] + 1, SEQ_POINTS(it[2] + 1))
        new[declarer] = [x if x is not it else up for x in items]
        new["_true"] = items
        return new

    def bites(parts, tot, win, gp, evs, tricks, decls):
        over = [x for x in decls[2] if x not in decls["_true"]][0]
        d0 = decl_points([x for x in decls[2] if x is not over])
        tr = {0: tot[0] - parts[0]["declarations"] + d0, 1: tot[1]}
        if tr[0] == tr[1]:
            return False
        wr = 0 if tr[0] > tr[1] else 1
        return (wr, game_points(tr[wr])) != (win, gp)
    dealer, declarer = 1, 2
    d = terziglio_deal(1408, dealer, "gioco", declarer, plan_fn=plan_rev, decl_override=overstate, want=bites)
    bids = [(2, "gioco"), (0, "pass"), (1, "pass")]
    events = terz_events(d, dealer, declarer, "gioco", bids)
    ev_rev = idx(events, lambda e: e.get("_legal") is False)
    ev_decl = idx(events, lambda e: e["type"] == "declare" and e["seat"] == declarer)
    # rules: the overstated item scores nothing -> recompute
    true_items = d["decls"]["_true"]
    over = [x for x in d["decls"][declarer] if x not in true_items][0]
    under = [x for x in true_items if x not in d["decls"][declarer]][0]
    decl_table = d["parts"][0]["declarations"]
    decl_rules_zero = decl_points([x for x in d["decls"][declarer] if x is not over])
    tot_table = d["tot"]
    tot_rules = {0: tot_table[0] - decl_table + decl_rules_zero, 1: tot_table[1]}
    win_r = 0 if tot_rules[0] > tot_rules[1] else 1
    gp_r = game_points(tot_rules[win_r])
    for s in range(3):
        pts = d["gp"] if ((s == declarer) == (d["win"] == 0)) else 0
        events.append({"type": "score", "party": s, "points": pts})
    doc = {"format": "trick-transcript/1", "game": "tarocchini-terziglio", "rules": {"preset": "standard"},
           "players": P3T, "meta": {"note": "Giulia declares a suit run one longer than held; Franco trumps while holding the suit led"},
           "deals": [{"dealer": dealer, "hands": d["hands"], "talon": d["widow"], "events": events}]}
    write("14-terziglio-overstated-run-and-revoke.json", doc,
          [f"deal 0: false_declaration at event {ev_decl}: declared {over}, holds {under}",
           f"revoke at event {ev_rev}: seat {events[ev_rev]['seat']} played {events[ev_rev]['card']}",
           f"table parts {d['parts']} totals {tot_table} winner side {d['win']} gp {d['gp']} (written)",
           f"rules (false item 0): declarer decl {decl_rules_zero}, totals {tot_rules}, winner side {win_r}, gp {gp_r}",
           f"rules (true held run counted): declarer decl {decl_rules_zero + under[3]}",
           f"decls {d['decls']}", f"combos {d['combo']}"])


if __name__ == "__main__":
    for f in HERE.glob("[0-9][0-9]-*.json"):
        f.unlink()
    gen_ulti()
    gen_tarocchini()
    for name in sorted(FACTS):
        print("##", name)
        for line in FACTS[name]:
            print("  ", line)
