"""Galician Tarok (Szczepański) model."""
import random

SUITR = ["K", "Q", "N", "J"]
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}


def deck():
    d = []
    for s in "HDSC":
        d += [r + s for r in SUITR] + [PIP[s]]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def suit(c):
    if c == "SKIZ" or c[0] == "T":
        return "T"
    return c[-1]


def power(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c[0] == "T":
        return 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def group_points(cards):
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand, trick):
    if not trick:
        return list(hand)
    L = suit(trick[0][1])
    f = [c for c in hand if suit(c) == L]
    if f:
        return f
    t = [c for c in hand if suit(c) == "T"]
    return t or list(hand)


def winner(trick):
    L = suit(trick[0][1])
    best = None
    for s, c in trick:
        k = (2, power(c)) if suit(c) == "T" else ((1, power(c)) if suit(c) == L else (0, 0))
        if best is None or k > best[0]:
            best = (k, s)
    return best[1]


def play(hands, order, rng, plan=None, strat=None):
    """order: active seats in play order, order[0] leads the first trick."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = order[0]
    n = len(order)
    k = len(hands[leader])
    plays, log = [], []
    won = {s: [] for s in order}
    for t in range(k):
        trick = []
        i0 = order.index(leader)
        for j in range(n):
            s = order[(i0 + j) % n]
            if plan and (t, s) in plan:
                c = plan[(t, s)]
            else:
                opts = legal(hands[s], trick)
                c = strat(s, opts, trick, rng) if strat else rng.choice(opts)
            hands[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        won[w] += [c for s, c in trick]
        log.append({"trick": trick, "winner": w})
        plays += [{"type": "play", "seat": s, "card": c} for s, c in trick]
        leader = w
    return plays, log, won
