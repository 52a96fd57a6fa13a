"""Own Galician Tarok model, written from Szczepanski's text (seeds/002), not from the engine."""

import random

SUITS = "HDSC"
RANKS = {"K": 5, "Q": 4, "N": 3, "J": 2}
DECK = (
    [r + s for s in SUITS for r in ("K", "Q", "N", "J", "1" if s in "HD" else "10")]
    + [f"T{i}" for i in range(1, 22)]
    + ["SKIZ"]
)
assert len(DECK) == 42


def is_tarok(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarok(c) else c[-1]


def tnum(c):
    return 22 if c == "SKIZ" else int(c[1:])


def value(c):  # par. 3 and 7
    if is_tarok(c):
        return 5 if c in ("T1", "T21", "SKIZ") else 1
    return RANKS.get(c[0], 1)


def srank(c):
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def points(cards):  # par. 14: per group of three, sum minus 2
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


def legal(hand, led, ultimo_guard=False, last=False):  # par. 5 (and par. 6 pagat)
    if led is None:
        opts = list(hand)
    else:
        s = suit(led)
        same = [c for c in hand if suit(c) == s]
        if same:
            opts = same
        else:
            tar = [c for c in hand if is_tarok(c)]
            opts = tar if tar else list(hand)
    if ultimo_guard and not last and "T1" in opts and len(opts) > 1:
        opts = [c for c in opts if c != "T1"]
    return opts


def winner(trick):  # list of (seat, card); par. 4
    led = trick[0][1]
    tar = [(tnum(c), s) for s, c in trick if is_tarok(c)]
    if tar:
        return max(tar)[1]
    return max((srank(c), s) for s, c in trick if suit(c) == suit(led))[1]


def play_out(hands, leader, active, rng, ultimo_seat=None, policy=None):
    """Random legal play. Returns (play events, tricks list of [(seat,card)], won cards per seat)."""
    hands = {s: list(hands[s]) for s in active}
    events, tricks = [], []
    won = {s: [] for s in active}
    n = len(hands[active[0]])
    for t in range(n):
        order = [active[(active.index(leader) + k) % len(active)] for k in range(len(active))]
        trick = []
        for s in order:
            led = trick[0][1] if trick else None
            opts = legal(hands[s], led, ultimo_guard=(s == ultimo_seat), last=(t == n - 1))
            c = policy(s, opts, trick, t) if policy else None
            if c is None:
                c = rng.choice(sorted(opts))
            hands[s].remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = winner(trick)
        tricks.append(trick)
        won[w] += [c for _, c in trick]
        leader = w
    return events, tricks, won


def deal(rng, nplayers=3, active=None):
    d = list(DECK)
    rng.shuffle(d)
    return d
