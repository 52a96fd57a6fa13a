"""gd31 blind model of Szczepanski's Galician Tarok (own reading; imports nothing from the engine)."""

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
RANKS = ["K", "Q", "N", "J"]
DECK = [f"T{i}" for i in range(1, 22)] + ["SKIZ"] + [r + s for s in SUITS for r in RANKS] + list(PIP.values())
VAL = {"K": 5, "Q": 4, "N": 3, "J": 2}
CLASS = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "two": 400, "one": 500, "solo": 600}


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else c[-1]


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_trump(c):
        return 1
    return VAL.get(c[0], 1) if c not in PIP.values() else 1


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def pile_points(cards):
    # every group of three cards counts its values less 2 (cards are always a multiple of 3 here)
    assert len(cards) % 3 == 0, cards
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def winner(trick):  # trick: list of (seat, card)
    trumps = [(trank(c), s) for s, c in trick if is_trump(c)]
    if trumps:
        return max(trumps)[1]
    led = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    return tr if tr else list(hand)


def play_deal(hands, order, declarer, rng, keep_pagat=None, strategy=None):
    """hands: dict seat->list. order: active seats in play order starting with forehand.
    Returns list of (seat, card) plays and list of tricks (winner, cards)."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = order[0]
    plays, tricks = [], []
    n_tricks = len(hands[leader])
    for t in range(n_tricks):
        i0 = order.index(leader)
        seq = [order[(i0 + k) % 3] for k in range(3)]
        trick = []
        for s in seq:
            opts = legal(hands[s], trick)
            if keep_pagat == s and t < n_tricks - 1 and len(opts) > 1 and "T1" in opts:
                opts = [c for c in opts if c != "T1"]
            c = (strategy or default_strategy)(s, opts, trick, declarer, hands, rng, t)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = winner(trick)
        tricks.append((w, [c for _, c in trick]))
        leader = w
    return plays, tricks


def strength(c):
    return 100 + trank(c) if is_trump(c) else srank(c)


def default_strategy(s, opts, trick, declarer, hands, rng, t):
    if not trick:
        if s == declarer:
            tr = [c for c in opts if is_trump(c) and c != "T1"]
            if tr and rng.random() < 0.7:
                return max(tr, key=strength)
        return rng.choice(opts)
    cur = winner(trick)
    partner_winning = (cur != declarer) if s != declarer else False
    wins = [c for c in opts if winner(trick + [(s, c)]) == s]
    if partner_winning:
        return (
            max(opts, key=lambda c: (not is_trump(c), value(c))) if rng.random() < 0.6 else rng.choice(opts)
        )
    if wins and rng.random() < 0.85:
        return min(wins, key=strength)
    return min(opts, key=lambda c: (value(c), strength(c)))


def deal_random(rng, actives, fixed=None):
    fixed = fixed or {}
    deck = [c for c in DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(deck)
    hands = {}
    for s in actives:
        h = list(fixed.get(s, []))
        need = 12 - len(h)
        h += deck[:need]
        deck = deck[need:]
        hands[s] = h
    talon = list(fixed.get("talon", []))
    talon += deck[: 6 - len(talon)]
    deck = deck[6 - len(fixed.get("talon", [])) :]
    assert not deck
    return hands, talon


def game_value(contract, pts, k, contra=1, szpricer=False):
    mul, add = CLASS[contract]
    if pts > 33:
        return "won", (mul * (pts - 33) + add) * contra
    v = (mul * (33 - pts) + add) * k * contra
    if szpricer:
        v *= 2
    return "lost", v
