"""gd27 auditor's own model of Galician Tarok (Szczepanski §1-§33). Imports nothing from the engine."""

import random
from fractions import Fraction

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
RANKS = ["K", "Q", "N", "J"]  # then the pip


def deck():
    d = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        d += [r + s for r in RANKS] + [PIP[s]]
    return d


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def tnum(c):
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c):  # higher is better
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def value(c):  # §3, §7
    if is_tarock(c):
        return 5 if tnum(c) in (1, 21, 22) else 1
    return srank(c)


def points(cards):  # §14: card values less 2 per three cards
    return sum(value(c) for c in cards) - Fraction(2, 3) * len(cards)


def legal(hand, led):  # §5 / §23
    if led is None:
        return list(hand)
    ls = suit(led)
    same = [c for c in hand if suit(c) == ls]
    if same:
        return same
    if ls != "T":
        tr = [c for c in hand if is_tarock(c)]
        if tr:
            return tr
    return list(hand)


def beats(c, best, ls):
    if is_tarock(c):
        return not is_tarock(best) or tnum(c) > tnum(best)
    if is_tarock(best):
        return False
    return suit(c) == ls and suit(best) == ls and srank(c) > srank(best)


def trick_winner(cards):  # list of (seat, card)
    ls = suit(cards[0][1])
    best = cards[0]
    for sc in cards[1:]:
        if beats(sc[1], best[1], ls):
            best = sc
    return best[0]


def play_deal(hands, order_active, leader, player, rng, keep_pagat=False, style="random", plant_revoke=None):
    """hands: dict seat->list (after buying). Returns events(list of (seat,card)), tricks list [(winner, cards)].
    keep_pagat: the player keeps T1 to the last trick unless forced (ultimo).
    plant_revoke: (trick_no, seat) - that seat plays a tarock though holding the led suit, if possible."""
    hands = {s: list(h) for s, h in hands.items()}
    n_tricks = len(hands[player])
    plays, tricks = [], []
    revoke_at = None
    for t in range(n_tricks):
        seq = []
        idx = order_active.index(leader)
        seats = [order_active[(idx + k) % 3] for k in range(3)]
        for s in seats:
            led = seq[0][1] if seq else None
            opts = legal(hands[s], led)
            if plant_revoke and plant_revoke[0] == t and plant_revoke[1] == s and led and suit(led) != "T":
                tr = [c for c in hands[s] if is_tarock(c) and c != "T1"]
                if any(suit(c) == suit(led) for c in hands[s]) and tr:
                    c = rng.choice(tr)
                    revoke_at = len(plays)
                    seq.append((s, c))
                    plays.append((s, c))
                    hands[s].remove(c)
                    continue
            if keep_pagat and s == player and len(opts) > 1 and "T1" in opts and len(hands[s]) > 1:
                opts = [c for c in opts if c != "T1"]
            if keep_pagat and s == player and len(hands[s]) == 2 and "T1" in hands[s]:
                # last-but-one trick: keep the pagat if allowed
                o2 = [c for c in opts if c != "T1"]
                if o2:
                    opts = o2
            if style == "strong" and s == player:
                c = max(opts, key=lambda c: (tnum(c) + 10 if is_tarock(c) else srank(c)))
                if keep_pagat and c == "T1" and len(opts) > 1:
                    c = sorted(opts, key=lambda c: tnum(c) if is_tarock(c) else 0)[-1]
            else:
                c = rng.choice(opts)
            seq.append((s, c))
            plays.append((s, c))
            hands[s].remove(c)
        w = trick_winner(seq)
        tricks.append((w, [c for _, c in seq], seq))
        leader = w
    return plays, tricks, revoke_at


def shuffle_deal(seed, active):
    rng = random.Random(seed)
    d = deck()
    rng.shuffle(d)
    talon = d[:6]
    hands = {}
    for k, s in enumerate(active):
        hands[s] = d[6 + 12 * k : 18 + 12 * k]
    return talon, hands, rng


# §18 scale
SCALE = {"three": (3, 30, 300), "two": (4, 40, 400), "one": (5, 50, 500), "solo": (6, 60, 600)}
PACKET = {"three": 3, "two": 2, "one": 1, "solo": 0}
