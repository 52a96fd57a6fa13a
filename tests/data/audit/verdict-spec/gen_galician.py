"""Blind model of Galician Tarok (Szczepanski, source 002), only what these files need.

- 42 cards: T1..T21, SKIZ (highest), suits H D S C: K Q N J + one pip (1H 1D 10S 10C).
- values: pagat, mond, skiz 5, other tarocks 1, K 5, Q 4, N 3, J 2, pip 1 (par. 3, 7);
  a side's points: sum of values minus 2 per three cards (par. 14) = sum - 2/3 of the cards.
- follow suit; void: trump; no tarock: any.  Tarock led: a tarock (higher or lower); none: any (par. 5).
- game (par. 18): a three: won -> (p - 33) * 3 + 30 from each helper; lost (p <= 33) ->
  ((33 - p) * 3 + 30) * purchase number to each helper; contra doubles (par. 17).
- pool (par. 27): each pays a stake when it is founded; 10 % of every win goes into it.
"""

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}


def deck():
    d = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]]
    return d


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def tval(c):
    return 22 if c == "SKIZ" else int(c[1:])


SRANK = {"K": 5, "Q": 4, "N": 3, "J": 2}


def srank(c):
    return SRANK.get(c[:-1], 1)


def value(c):
    if is_tarock(c):
        return 5 if c in ("SKIZ", "T21", "T1") else 1
    return srank(c)


def points(cards):
    s = sum(value(c) for c in cards)
    n = len(cards)
    assert n % 3 == 0, n
    return s - 2 * n // 3


def winner_index(cards):
    led = suit(cards[0])
    best, bi = None, 0
    for i, c in enumerate(cards):
        if is_tarock(c):
            k = (2, tval(c))
        elif suit(c) == led:
            k = (1, srank(c))
        else:
            k = (0, 0)
        if best is None or k > best:
            best, bi = k, i
    return bi


def legal(hand, table):
    if not table:
        return list(hand)
    led = suit(table[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    if tar:
        return tar
    return list(hand)
