"""Blind model of Rage (Amigo, Czech translation by Paluba 2004), only what these files need.

Rules used (source 001):
- round r deals 11-r cards; stock face down, its top card turned for trump (action cards skipped).
- bids: first the player left of the dealer (= dealer+1 in order of play), then in order.
- play: the player left of the dealer leads the first trick; must follow the colour of the first
  coloured card; only when void may one play another colour, a trump or an action card.
- trick: highest trump, else highest card of the led colour.
- score: +1 per trick, +10 exact bid, -5 otherwise, +5/-5 per PLUS5/MINUS5 in one's tricks.
"""

import random

COLS = "RBGYPO"


def deck():
    d = [c + str(v) for c in COLS for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


def colour(c):
    return c[0] if c[0] in COLS and c[1:].isdigit() else None


def value(c):
    return int(c[1:])


def stock_for(hands, first, seed):
    d = deck()
    for h in hands:
        for c in h:
            d.remove(c)
    d.remove(first)
    rnd = random.Random(seed)
    rnd.shuffle(d)
    return [first] + d


def trick_winner(cards, trump):
    """cards: list of (seat, card) in play order; only colour cards and PLUS5/MINUS5 here."""
    led = None
    for _, c in cards:
        if colour(c):
            led = colour(c)
            break
    if led is None:
        return cards[0][0]
    best = None
    for s, c in cards:
        col = colour(c)
        if not col:
            continue
        key = None
        if col == trump:
            key = (2, value(c))
        elif col == led:
            key = (1, value(c))
        if key and (best is None or key > best[0]):
            best = (key, s)
    return best[1]


def play_round(n, dealer, hands, trump, bids, plays):
    """plays: list of (seat, card); returns tricks, action points, trick winners, revokes found."""
    hands = [list(h) for h in hands]
    tricks = [0] * n
    action = [0] * n
    winners = []
    revokes = []
    for t in range(0, len(plays), n):
        cards = plays[t : t + n]
        led = None
        for i, (s, c) in enumerate(cards):
            if led and colour(c) != led and any(colour(x) == led for x in hands[s]):
                revokes.append((t + i, s, c))
            if led is None and colour(c):
                led = colour(c)
            hands[s].remove(c)
        w = trick_winner(cards, trump)
        winners.append(w)
        tricks[w] += 1
        for _, c in cards:
            if c == "PLUS5":
                action[w] += 5
            if c == "MINUS5":
                action[w] -= 5
    scores = [tricks[s] + (10 if tricks[s] == bids[s] else -5) + action[s] for s in range(n)]
    return dict(tricks=tricks, action=action, winners=winners, scores=scores, revokes=revokes)
