"""Ulti model from the Japanese description (2013)."""
import random

TR = ["A", "10", "K", "Q", "J", "9", "8", "7"]   # with trumps, high -> low
NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]   # without trumps


def deck():
    return [r + s for s in "HDSC" for r in TR]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def power(c, trumps_game=True):
    order = TR if trumps_game else NT
    return 10 - order.index(rank(c))


def legal(hand, trick, trump):
    """trick: list of (seat, card). Follow, else trump, and beat the best card so far if possible."""
    if not trick:
        return list(hand)
    L = suit(trick[0][1])
    # current winning card
    best = trick[0][1]
    for s, c in trick[1:]:
        if beats(c, best, L, trump):
            best = c
    f = [c for c in hand if suit(c) == L]
    if f:
        if trump and suit(best) == trump and L != trump:
            return f  # a trump lies on the trick: a suit card cannot beat it
        higher = [c for c in f if beats(c, best, L, trump)]
        return higher or f
    if trump:
        t = [c for c in hand if suit(c) == trump]
        if t:
            higher = [c for c in t if beats(c, best, L, trump)]
            return higher or t
    return list(hand)


def beats(c, best, L, trump):
    tg = trump is not None
    if trump and suit(c) == trump and suit(best) != trump:
        return True
    if suit(c) == suit(best):
        return power(c, tg) > power(best, tg)
    return False


def winner(trick, trump):
    L = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best[1], L, trump):
            best = (s, c)
    return best[0]


def cardpts(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def play(hands, leader, trump, rng, plan=None):
    hands = {s: list(h) for s, h in hands.items()}
    plays, log = [], []
    won = {s: [] for s in hands}
    tricks = {s: 0 for s in hands}
    for t in range(10):
        trick = []
        for j in range(3):
            s = (leader + j) % 3
            if plan and (t, s) in plan:
                c = plan[(t, s)]
            else:
                c = rng.choice(legal(hands[s], trick, trump))
            hands[s].remove(c)
            trick.append((s, c))
        w = winner(trick, trump)
        tricks[w] += 1
        won[w] += [c for s, c in trick]
        log.append({"trick": trick, "winner": w})
        plays += [{"type": "play", "seat": s, "card": c} for s, c in trick]
        leader = w
    return plays, log, won, tricks


def marriages(hand, trump):
    out = []
    for s in "HDSC":
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    out.sort(reverse=True)
    return out
