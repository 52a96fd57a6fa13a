"""My own Galician tarok core, written from Szczepanski's text (seeds/002), not from the engine."""

SUITS = "HDSC"
RANKS = ["K", "Q", "N", "J"]  # then the pip
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = (
    [r + s for s in SUITS for r in RANKS]
    + [PIP[s] for s in SUITS]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)
assert len(DECK) == 42


def is_trump(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_trump(c) else c[-1]


def trump_rank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit_rank(c):
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):
    # §3 pagat, mond, skiz 5, each tarock 1; §7 K5 Q4 N3 J2 pip 1
    if is_trump(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return suit_rank(c)


def legal(hand, trick):
    """§5: follow suit; void: trump; trump led: any trump (higher or lower); none: anything."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr
    return list(hand)


def winner(trick):
    """index in trick of the winning card"""
    best = 0
    for i, c in enumerate(trick):
        b = trick[best]
        if is_trump(c):
            if not is_trump(b) or trump_rank(c) > trump_rank(b):
                best = i
        elif not is_trump(b) and suit(c) == suit(b) and suit_rank(c) > suit_rank(b):
            best = i
    return best


def pile_points(cards):
    """§14: each trick of three counts its cards less 2."""
    return sum(value(c) for c in cards) - 2 * len(cards) / 3


# ---------------------------------------------------------------- one deal, played

import random as _random

BASE = {"three": (3, 30), "solo": (6, 60)}  # §18: per point over 33, addend


def deal_cards(rng, player_pos, n_tr, want_pagat=True, active=3):
    """Returns (hands_by_active_position, talon). The player (position player_pos among the active
    three) gets n_tr tarocks, the pagat among them when want_pagat."""
    trumps = [c for c in DECK if is_trump(c)]
    suits_ = [c for c in DECK if not is_trump(c)]
    rng.shuffle(trumps)
    rng.shuffle(suits_)
    mine = []
    if want_pagat:
        trumps.remove("T1")
        mine.append("T1")
    while len(mine) < n_tr:
        mine.append(trumps.pop())
    while len(mine) < 12:
        mine.append(suits_.pop())
    rest = trumps + suits_
    rng.shuffle(rest)
    hands = []
    k = 0
    for p in range(3):
        if p == player_pos:
            hands.append(mine)
        else:
            hands.append(rest[k : k + 12])
            k += 12
    talon = rest[k : k + 6]
    assert k + 6 == len(rest)
    return hands, talon


def play_out(hands, leader, order, player, keep_pagat, rng, renonce=None):
    """hands: dict seat -> list (after take/discard). order: the three active seats in play order.
    keep_pagat: the player keeps T1 to the last trick (announced ultimo). renonce: (trick_no, seat)
    where that seat trumps a suit lead while holding the suit (None when impossible there).
    Returns plays [(seat, card)], tricks [(winner, cards)], renonce_done (index into plays or None)."""
    hands = {s: list(h) for s, h in hands.items()}
    plays = []
    tricks = []
    ren_at = None
    for t in range(12):
        i0 = order.index(leader)
        seq = [order[(i0 + j) % 3] for j in range(3)]
        trick = []
        for s in seq:
            h = hands[s]
            opts = legal(h, trick)
            if renonce and renonce[0] == t and renonce[1] == s and trick and not is_trump(trick[0]):
                tr = [c for c in h if is_trump(c) and c != "T1"]
                if any(suit(c) == suit(trick[0]) for c in h) and tr:
                    opts = tr
                    ren_at = len(plays)
            if s == player and keep_pagat and t < 11 and len(opts) > 1:
                opts = [c for c in opts if c != "T1"] or opts
            if s == player and keep_pagat and not trick:
                nt = [c for c in opts if is_trump(c) and c != "T1"]
                if nt:
                    opts = [max(nt, key=trump_rank)]
            if s == player and keep_pagat and t == 11:
                opts = opts
            c = rng.choice(opts)
            h.remove(c)
            trick.append(c)
            plays.append((s, c))
        w = seq[winner(trick)]
        tricks.append((w, trick))
        leader = w
    return plays, tricks, ren_at
