"""gd30 blind model of Galician Tarok (Szczepanski), written from the Polish source only.

Nothing here is imported from validator/ or replays/.
"""

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANKS = ["K", "Q", "N", "J", "P"]  # high -> low, P = the pip card (s7)
VALUE = {"K": 5, "Q": 4, "N": 3, "J": 2, "P": 1}  # s7


def suit_cards(s):
    return [r + s if r != "P" else PIP[s] for r in SUIT_RANKS]


DECK = [f"T{i}" for i in range(1, 22)] + ["SKIZ"] + [c for s in SUITS for c in suit_cards(s)]
assert len(DECK) == 42  # s1


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit_of(c):
    return "T" if is_tarock(c) else c[-1]


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return 4 - suit_cards(c[-1]).index(c)


def value(c):  # s3, s7
    if is_tarock(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return VALUE[SUIT_RANKS[suit_cards(c[-1]).index(c)]]


def group_points(cards):  # s14: each trick of three counts its cards minus 2
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


assert group_points(DECK) == 66  # s18: 33 is half


def legal(hand, trick):  # s5
    if not trick:
        return list(hand)
    led = suit_of(trick[0])
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    if tar:
        return tar
    return list(hand)


def winner_index(trick):  # s4
    tars = [i for i, c in enumerate(trick) if is_tarock(c)]
    if tars:
        return max(tars, key=lambda i: trank(trick[i]))
    led = suit_of(trick[0])
    return max((i for i, c in enumerate(trick) if suit_of(c) == led), key=lambda i: srank(trick[i]))


CONTRACT = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}  # s18


def game_value(contract, pts):  # s18
    m, a = CONTRACT[contract]
    return m * abs(pts - 33) + a


def deal_cards(rng, n, dealer):
    cards = DECK[:]
    rng.shuffle(cards)
    talon = cards[:6]
    hands = []
    k = 6
    for s in range(n):
        if n == 4 and s == dealer:
            hands.append([])
        else:
            hands.append(cards[k : k + 12])
            k += 12
    return hands, talon
