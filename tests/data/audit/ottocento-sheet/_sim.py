from __future__ import annotations
import random
from _lib import *


def deal_hands(rng, dealer):
    d = DECK[:]
    rng.shuffle(d)
    hands = [[] for _ in range(4)]
    pos = 0
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    for _ in range(3):
        for s in order:
            hands[s] += d[pos:pos + 5]
            pos += 5
    hands[dealer] += d[pos:pos + 2]
    assert pos + 2 == 62
    return hands


def play(rng, dealer, hands15, weak=None, matto_early=0.4):
    """hands15: after discard. Returns plays [(seat,card)], tricks [(list, winner)]."""
    h = [list(x) for x in hands15]
    leader = (dealer + 1) % 4
    plays, tricks = [], []
    for t in range(15):
        trick = []
        for i in range(4):
            s = (leader + i) % 4
            opts = legal(h[s], trick)
            left = 15 - t
            if "MATTO" in opts and trick and (left <= 4 or rng.random() < matto_early):
                c = "MATTO"
            else:
                nom = [c for c in opts if c != "MATTO"] or opts
                if s == weak:
                    c = min(nom, key=lambda c: (suit(c) == "T", strength(c), value(c)))
                else:
                    c = rng.choice(nom)
            if c == "MATTO" and not trick:
                return None
            h[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        tricks.append((trick, w))
        plays += trick
        leader = w
    return plays, tricks


def settle(dealer, discards, tricks, credit="dealer_trick"):
    piles = [[], []]
    tricks_won = [0] * 4
    matto = None
    for trick, w in tricks:
        tricks_won[w] += 1
        for s, c in trick:
            if c == "MATTO":
                matto = (s, w)
            piles[team(w)].append(c)
    info = {"tricks_won": tricks_won}
    # dealer's discards
    if credit == "dealer_trick":
        got = tricks_won[dealer] > 0
    else:
        got = tricks_won[dealer] + tricks_won[(dealer + 2) % 4] > 0
    dt = team(dealer) if got else 1 - team(dealer)
    piles[dt] += discards
    info["discards_to"] = dt
    # Matto exchange
    ms, mw = matto
    info["matto"] = {"seat": ms, "trick_winner": mw, "exchange": False}
    if team(ms) != team(mw):
        mt = team(ms)
        if sum(tricks_won[s] for s in (mt, mt + 2)) == 0:
            return None
        piles[1 - mt].remove("MATTO")
        piles[mt].append("MATTO")
        neutral = [c for c in piles[mt] if not c.startswith("T") and c != "MATTO" and c[:-1] in ("6", "7", "8", "9", "10")]
        if not neutral:
            return None
        g = sorted(neutral)[0]
        piles[mt].remove(g)
        piles[1 - mt].append(g)
        info["matto"].update(exchange=True, given=g)
    info["last_trick"] = team(tricks[-1][1])
    return piles, info
