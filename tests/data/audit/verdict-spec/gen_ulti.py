"""Blind model of Ulti (source 003, Japanese), only what these files need.

- 32 cards; dealer; the player after the dealer (order of play) gets 12, the others 10.
- ranks with trumps A 10 K Q J 9 8 7, without trumps A K Q J 10 9 8 7.
- play: declarer leads trick 1; follow suit, else trump, else any; and within that, beat the
  cards on the table if one can (must overtake / overtrump).
- card points (trump games): A and 10 ten each, the last trick ten; the declarer's two
  discards count for the defenders; marriages (K+Q) announced with one's first card: 40 in
  trumps, 20 otherwise.
- party: declarer wins when his card points beat the defenders' and he took a trick.
"""

import random

SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
ORDER_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]
ORDER_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]


def deck():
    return [r + s for s in SUITS for r in RANKS]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump, led):
    """Higher is stronger; cards that cannot win get negative."""
    order = ORDER_T if trump else ORDER_N
    r = 8 - order.index(rank(c))
    if trump and suit(c) == trump:
        return 100 + r
    if suit(c) == led:
        return r
    return -1


def winner_index(cards, trump):
    led = suit(cards[0])
    best = max(range(len(cards)), key=lambda i: strength(cards[i], trump, led))
    return best


def legal(hand, table, trump):
    """Cards of hand that may be played to table (list of cards) under follow/trump/overtake."""
    if not table:
        return list(hand)
    led = suit(table[0])
    win = table[winner_index(table, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        cur = strength(win, trump, led)
        beat = [c for c in same if strength(c, trump, led) > cur]
        return beat or same
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            cur = strength(win, trump, led)
            beat = [c for c in tr if strength(c, trump, led) > cur]
            return beat or tr
    return list(hand)


def points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))
