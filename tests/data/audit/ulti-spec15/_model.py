"""Blind model of Ulti from the Japanese source (003_bb2f67de7752728b.txt), written for audit ulti-spec15.

Only what this round's transcripts need: follow/trump/overtake, trick winners, card points,
marriages, party / ulti / durchmarsch / betli, red doubling, contra, silent bonuses detection,
per-goal payments, and enumeration of every legal ending of a deal cut short.
"""

from __future__ import annotations

import itertools
import random

SUITS = "HDSC"
R_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # ranks with trumps, high -> low
R_NOTRUMP = ["A", "K", "Q", "J", "10", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in R_TRUMP]

BASE = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10,
        "redurchmarsch": 12, "open-betli": 20, "open-durchmarsch": 24}
NOTRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def power(c, trump):
    order = R_TRUMP if trump else R_NOTRUMP
    return 8 - order.index(rank(c))


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning) in a trick led with suit led"""
    if trump:
        if suit(a) == trump and suit(b) != trump:
            return True
        if suit(b) == trump and suit(a) != trump:
            return False
    if suit(a) != suit(b):
        return False
    return power(a, trump) > power(b, trump)


def trick_winner(cards, trump):
    """cards: list of (seat, card); returns index of winning entry"""
    led = suit(cards[0][1])
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i][1], cards[w][1], led, trump):
            w = i
    return w


def legal(hand, trick, trump):
    """source: 先手と印が同じ手札があれば出さなければなりません.そうでない場合,切札があれば出さなければなりません.
    さらに,このルールが許す範囲で,すでに場に出てるカードに勝てる手札があれば出さなければなりません."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    cur = trick[trick_winner(trick, trump)][1]
    same = [c for c in hand if suit(c) == led]
    if same:
        pool = same
    elif trump and [c for c in hand if suit(c) == trump]:
        pool = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    better = [c for c in pool if beats(c, cur, led, trump)]
    return better or pool


def card_pts(c):
    return 10 if rank(c) in ("A", "10") else 0


class Deal:
    """a played deal: hands at the start of play (10 each), plays (seat, card), declarer, trump"""

    def __init__(self, hands, declarer, trump, goals, red=False, discards=(), marriages=None, doubles=None):
        self.hands = {s: list(h) for s, h in hands.items()}
        self.declarer = declarer
        self.trump = trump
        self.goals = list(goals)
        self.red = red
        self.discards = list(discards)
        self.marriages = marriages or {}  # seat -> [points...]
        self.doubles = doubles or {}  # goal -> (level, seat of the contra)

    def defenders(self):
        return [s for s in range(3) if s != self.declarer]


def tricks_of(plays):
    return [plays[i:i + 3] for i in range(0, len(plays), 3)]


def winners(plays, trump):
    out = []
    for t in tricks_of(plays):
        out.append(t[trick_winner(t, trump)][0])
    return out


def random_play(deal, rng, leader, ulti_keep7=False, hook=None, policy=None):
    hands = {s: list(h) for s, h in deal.hands.items()}
    plays = []
    for t in range(10):
        trick = []
        seat = leader
        for _ in range(3):
            opts = legal(hands[seat], trick, deal.trump)
            if ulti_keep7 and seat == deal.declarer and t < 9:
                keep = [c for c in opts if c != "7" + deal.trump]
                opts = keep or opts
            if hook:
                h = hook(t, seat, hands[seat], trick, opts)
                if h:
                    opts = [h]
            if policy:
                c = policy(t, seat, hands[seat], trick, opts, rng)
            else:
                c = rng.choice(sorted(opts))
            hands[seat].remove(c)
            trick.append((seat, c))
            plays.append((seat, c))
            seat = (seat + 1) % 3
        leader = trick[trick_winner(trick, deal.trump)][0]
    return plays


def card_points(deal, plays):
    """side totals (declarer, defenders), trump games only"""
    w = winners(plays, deal.trump)
    pts = {0: 0, 1: 0, 2: 0}
    for t, wn in zip(tricks_of(plays), w):
        pts[wn] += sum(card_pts(c) for _, c in t)
    pts[w[-1]] += 10
    for s, ms in deal.marriages.items():
        pts[s] += sum(ms)
    decl = pts[deal.declarer]
    defs = sum(pts[s] for s in deal.defenders()) + sum(card_pts(c) for c in deal.discards)
    return decl, defs


def goal_result(deal, plays, g):
    w = winners(plays, deal.trump)
    d = deal.declarer
    if g == "party":
        a, b = card_points(deal, plays)
        return a > b and d in w
    if g == "ulti":
        last = plays[-3:]
        return w[-1] == d and any(s == d and c == "7" + deal.trump for s, c in last)
    if g in ("durchmarsch", "redurchmarsch", "open-durchmarsch"):
        return all(x == d for x in w)
    if g in ("betli", "rebetli", "open-betli"):
        return all(x != d for x in w)
    raise ValueError(g)


def silent(deal, plays):
    """silent bonuses that arise (the model only detects them; transcripts avoid them)"""
    out = []
    if any(g in ("betli", "rebetli", "open-betli") for g in deal.goals) or not deal.trump:
        return out
    last = plays[-3:]
    w = winners(plays, deal.trump)
    if "ulti" not in deal.goals:
        for s, c in last:
            if c == "7" + deal.trump:
                out.append(("silent-ulti", s, w[-1] == s))
    a, b = card_points(deal, plays)
    if a >= 100 or b >= 100:
        out.append(("silent-100", a, b))
    if not any(g.endswith("durchmarsch") for g in deal.goals):
        if all(x == deal.declarer for x in w):
            out.append(("silent-durchmarsch",))
    return out


def settle(deal, plays, force=None):
    """per-goal payments [(from, to, amount, reason)]; force: 'won' (defenders' fault) or 'lost'"""
    goals = list(deal.goals)
    if "ulti" in goals and "party" not in goals and not any(
        g in goals for g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch")
    ):
        goals = ["party"] + goals
    pays = []
    d = deal.declarer
    for g in goals:
        v = BASE[g] * (2 if deal.red and g not in NOTRUMP_GOALS else 1)
        won = goal_result(deal, plays, g) if force is None else force == "won"
        lvl, who = deal.doubles.get(g, (1, None))
        for s in deal.defenders():
            m = lvl if (deal.trump or who is None or who == s) else 1
            if won:
                pays.append((s, d, v * m, g))
            else:
                pays.append((d, s, v * m, g))
        if g == "ulti" and not won:
            for s in deal.defenders():
                pays.append((d, s, 4 * (2 if deal.red else 1), "ulti-penalty"))
    return pays


def net(pays):
    n = {0: 0, 1: 0, 2: 0}
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def endings(deal, plays_prefix):
    """every legal continuation of complete tricks from the prefix (hands known)"""
    hands = {s: list(h) for s, h in deal.hands.items()}
    for s, c in plays_prefix:
        hands[s].remove(c)
    w = winners(plays_prefix, deal.trump)
    leader = w[-1]
    res = []

    def rec(hands, leader, acc, trick):
        if all(not h for h in hands.values()):
            res.append(list(acc))
            return
        seat = (trick[-1][0] + 1) % 3 if trick else leader
        for c in sorted(set(legal(hands[seat], trick, deal.trump))):
            hands[seat].remove(c)
            trick.append((seat, c))
            acc.append((seat, c))
            if len(trick) == 3:
                nl = trick[trick_winner(trick, deal.trump)][0]
                rec(hands, nl, acc, [])
            else:
                rec(hands, leader, acc, trick)
            acc.pop()
            trick.pop()
            hands[seat].append(c)

    rec(hands, leader, [], [])
    return [list(plays_prefix) + e for e in res]


def deal_hands(seed, dealer):
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    first = (dealer + 1) % 3
    hands = {}
    i = 0
    for s in [first, (first + 1) % 3, (first + 2) % 3]:
        n = 12 if s == first else 10
        hands[s] = deck[i:i + n]
        i += n
    return hands
