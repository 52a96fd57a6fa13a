"""Blind model of Ulti after the Japanese source (seed 003); imports nothing from the engine."""

import random

SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
ORDER_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps
ORDER_NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RANKS]

# goal points (non-red); red doubles trump goals
BASE = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
}
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def strength(c, trump):
    order = ORDER_TRUMP if trump else ORDER_NT
    return 8 - order.index(rank(c))


def beats(a, b, led, trump):
    """Does card a beat card b (b currently winning; led suit led)."""
    if trump:
        if suit(a) == trump and suit(b) != trump:
            return True
        if suit(b) == trump and suit(a) != trump:
            return False
    if suit(a) == suit(b):
        return strength(a, trump) > strength(b, trump)
    return False


def winner_index(trick, trump):
    led = suit(trick[0])
    w = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[w], led, trump):
            w = i
    return w


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cur = trick[winner_index(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        cand = same
    elif trump and any(suit(c) == trump for c in hand):
        cand = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    better = [c for c in cand if beats(c, cur, led, trump)]
    return better or cand


def value(goals, red, trumped=True):
    pts = 0
    for g in goals:
        v = BASE[g]
        if red and g not in NO_TRUMP_GOALS:
            v *= 2
        pts += v
    return pts


def card_pts(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def play_deal(hands10, declarer, leader, trump, strategy, rng, ulti_keep=False):
    """hands10: dict seat->list (10 cards). Returns list of (seat, card) plays and trick data."""
    hands = {s: list(h) for s, h in hands10.items()}
    plays = []
    tricks = []
    lead = leader
    for t in range(10):
        trick = []
        seats = [(lead + i) % 3 for i in range(3)]
        for s in seats:
            lg = legal(hands[s], trick, trump)
            if ulti_keep and s == declarer and t < 9:
                seven = "7" + trump
                if seven in lg and len(lg) > 1:
                    lg = [c for c in lg if c != seven]
            c = strategy(s, lg, trick, t, rng, hands[s])
            hands[s].remove(c)
            trick.append(c)
            plays.append((s, c))
        w = seats[winner_index(trick, trump)]
        tricks.append((seats, trick, w))
        lead = w
    return plays, tricks


def random_strategy(s, lg, trick, t, rng, hand=None):
    return rng.choice(sorted(lg))


def deal_cards(seed, first):
    rng = random.Random(seed)
    d = list(DECK)
    rng.shuffle(d)
    hands = {}
    hands[first] = d[:12]
    hands[(first + 1) % 3] = d[12:22]
    hands[(first + 2) % 3] = d[22:32]
    return hands


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append((s, 40 if s == trump else 20))
    return out
