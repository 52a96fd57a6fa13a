"""Constructor of rare-contract Ulti deals (independent of replays/ and validator/).

deal(rng, opts, spec) builds one legal deal: chosen hands biased so the rare outcome can happen,
a one-bid (or party-then-take) auction (L29), trump named by the declarer, marriages (L73),
a contra chain (L78) and legal play (L68: follow, else trump, else anything; then overtake if
able; the ulti declarer keeps the trump VII while the rules allow, L44).
Payments are added afterwards by compare.py from the oracle.
"""
from __future__ import annotations
import random

SUITS = "HDSC"
TR = ["A", "10", "K", "Q", "J", "9", "8", "7"]
PL = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TR]


def r_(c): return c[:-1]
def s_(c): return c[-1]


def beats(c, b, led, trump):
    """Does c beat the current best b (trick led in suit led)?"""
    if trump and s_(c) == trump and s_(b) != trump:
        return True
    if s_(c) != s_(b):
        return False
    order = TR if trump else PL
    return order.index(r_(c)) < order.index(r_(b))


def legal(hand, trick, trump, keep7=None, last=False):
    if not trick:
        cand = list(hand)
    else:
        led = s_(trick[0])
        cand = [c for c in hand if s_(c) == led]
        if not cand and trump:
            cand = [c for c in hand if s_(c) == trump]
        if not cand:
            cand = list(hand)
        best = trick[0]
        for c in trick[1:]:
            if beats(c, best, led, trump):
                best = c
        w = [c for c in cand if beats(c, best, led, trump)]
        if w:
            cand = w
    if keep7 and keep7 in cand and len(cand) > 1 and not last:
        cand = [c for c in cand if c != keep7]
    return cand


def strength(c, trump):
    order = TR if trump else PL
    return (1 if trump and s_(c) == trump else 0, -order.index(r_(c)))


def make_hand(rng, n, trump, mode, need=()):
    """Pick n cards for the declarer: mode 'strong' (trumps and aces), 'low' (betli), 'mid'."""
    deck = [c for c in DECK if c not in need]
    def w(c):
        if mode == "strong":
            x = 1.0
            if trump and s_(c) == trump:
                x += 6
            if r_(c) == "A":
                x += 4
            if r_(c) == "10":
                x += 2 if trump else 0
            if not trump and r_(c) in ("K", "Q"):
                x += 2
            return x
        if mode == "low":
            return {"7": 8, "8": 6, "9": 4, "10": 2, "J": 1.0}.get(r_(c), 0.2)
        return 1.0
    hand = list(need)
    while len(hand) < n:
        tot = sum(w(c) for c in deck)
        x = rng.random() * tot
        for c in deck:
            x -= w(c)
            if x <= 0:
                break
        deck.remove(c)
        hand.append(c)
    return hand


def choose_discard(hand, trump, mode, keep):
    cands = [c for c in hand if c not in keep]
    if mode == "low":
        cands.sort(key=lambda c: strength(c, None), reverse=True)   # drop the highest
    else:
        cands.sort(key=lambda c: (strength(c, trump), 0))            # drop the weakest
    return cands[:2]


def play_deal(rng, hands, D, trump, goals, betli, noise):
    """Returns the list of (seat, card) plays; hands are consumed.  Without a bid ulti, a random
    seat holding the trump VII may keep it to the last trick (a silent ulti attempt, L87)."""
    keep7 = ("7" + trump) if trump else None
    holder = D if trump and "ulti" in goals else None
    if trump and holder is None and rng.random() < 0.5:
        holder = next((s for s in range(3) if keep7 in hands[s]), None)
    leader = D
    plays = []
    for k in range(10):
        trick, seats = [], []
        for i in range(3):
            s = (leader + i) % 3
            h = hands[s]
            cand = legal(h, trick, trump, keep7 if s == holder else None, last=(k == 9))
            if rng.random() < noise:
                c = rng.choice(cand)
            else:
                c = pick(cand, trick, seats, s, D, trump, betli, hands)
            h.remove(c)
            trick.append(c)
            seats.append(s)
            plays.append((s, c))
        best = 0
        for j in range(1, 3):
            if beats(trick[j], trick[best], s_(trick[0]), trump):
                best = j
        leader = seats[best]
    return plays


def pick(cand, trick, seats, s, D, trump, betli, hands):
    key = lambda c: strength(c, trump)
    if not trick:
        if s == D and not betli:
            others_tr = trump and any(s_(c) == trump for x in range(3) if x != D for c in hands[x])
            tr = [c for c in cand if trump and s_(c) == trump]
            if others_tr and tr:
                return max(tr, key=key)
            return max(cand, key=key)
        return min(cand, key=key)
    led = s_(trick[0])
    best = 0
    for j in range(1, len(trick)):
        if beats(trick[j], trick[best], led, trump):
            best = j
    bs = seats[best]
    wins = [c for c in cand if beats(c, trick[best], led, trump)]
    if s == D:
        if betli:
            nonwin = [c for c in cand if c not in wins]
            return max(nonwin, key=key) if nonwin else min(cand, key=key)
        return min(wins, key=key) if wins else min(cand, key=key)
    # defender
    if betli:
        return min(cand, key=key)
    if bs != D:
        pts = [c for c in cand if r_(c) in ("A", "10") and not (trump and s_(c) == trump)]
        return max(pts, key=key) if pts else min(cand, key=key)
    return min(wins, key=key) if wins else min(cand, key=key)
