"""Blind model of Galician Tarok (Szczepanski, Krakow c. 1900) for audit round gd-opt.

Written from the Polish source only (/work/shared/seeds/002_d58cf04b7f012795.txt),
the public transcript format and the public examples.  No engine code was read.

Card values (par. 3, 7): pagat, mond, skiz 5; other tarocks 1; K 5, Q 4, N 3, J 2, pip 1.
Counting (par. 14): per three cards the values minus 2 (66 in all = 2 x 33, par. 18).
"""

from __future__ import annotations

import random
from fractions import Fraction

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
SUIT_RANKS = ["K", "Q", "N", "J"]  # then the pip, lowest


def deck() -> list[str]:
    cards = []
    for s in SUITS:
        for r in SUIT_RANKS:
            cards.append(r + s)
        cards.append(PIP[s])
    cards += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    return cards


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or c.startswith("T")


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def value(c: str) -> int:
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def rank(c: str) -> int:
    """Higher beats lower within its suit (par. 4)."""
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    if c in PIP.values():
        return 0
    return 4 - SUIT_RANKS.index(c[0])


def pile_points(cards) -> Fraction:
    """Par. 14: each three cards count their values minus 2 (2/3 a card in all)."""
    return Fraction(sum(value(c) for c in cards)) - Fraction(2 * len(cards), 3)


def trick_winner(trick):
    """trick: list of (seat, card) in play order. Returns the winning seat."""
    led = suit(trick[0][1])
    best = trick[0]
    for seat, c in trick[1:]:
        bs = suit(best[1])
        cs = suit(c)
        if cs == bs and rank(c) > rank(best[1]):
            best = (seat, c)
        elif cs == "T" and bs != "T":
            best = (seat, c)
    _ = led
    return best[0]


def legal(hand, trick):
    """Par. 5: follow suit; void: a tarock; tarock led: any tarock (higher or lower); none: any."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    if tar:
        return tar
    return list(hand)


class Deal:
    """Builds one deal's hands from a seeded shuffle or from explicit hands."""

    def __init__(self, n_players, dealer, seed=None, hands=None, talon=None, out=()):
        self.n = n_players
        self.dealer = dealer
        self.out = set(out)  # seats with [] hands (king, sitter-out, szpricer passer)
        if hands is None:
            rnd = random.Random(seed)
            d = deck()
            rnd.shuffle(d)
            talon = d[:6]
            rest = d[6:]
            hands = []
            k = 0
            for s in range(n_players):
                if s in self.out:
                    hands.append([])
                else:
                    hands.append(rest[k : k + 12])
                    k += 12
            assert k == 36
        self.hands = [list(h) for h in hands]
        self.talon = list(talon)


def active_order(n, dealer, out):
    """Seats that play, in order of play starting with the forehand (the seat after the dealer)."""
    seats = []
    s = (dealer + 1) % n
    for _ in range(n):
        if s not in out:
            seats.append(s)
        s = (s + 1) % n
    return seats


def play_out(hands, leader, order, declarer, policy=None, forced=None, take_backs=None):
    """Plays 12 tricks.  hands: dict seat -> list (mutated copies).  order: the 3 active seats.

    policy(seat, hand, trick, trick_no) -> card or None (None: default choice).
    forced: dict (trick_no, seat) -> card to play (may be illegal: planted faults).
    Returns list of play events (dicts) and list of tricks [(winner, [(seat, card)...])].
    """
    hands = {s: list(h) for s, h in hands.items()}
    forced = forced or {}
    take_backs = take_backs or {}
    events = []
    tricks = []
    cur = leader
    for t in range(12):
        trick = []
        i = order.index(cur)
        seq = [order[(i + k) % 3] for k in range(3)]
        for pos, s in enumerate(seq):
            h = hands[s]
            tb = take_backs.get((t, s))
            if tb is not None:
                # play a first card and then take it back: recorded as a second play
                first = tb
                events.append({"type": "play", "seat": s, "card": first})
            if (t, s) in forced:
                c = forced[(t, s)]
            else:
                c = None
                if policy:
                    c = policy(s, h, trick, t)
                if c is None:
                    c = default_choice(s, h, trick, declarer, t)
            assert c in h, (s, c, h)
            h.remove(c)
            trick.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        w = trick_winner(trick)
        tricks.append((w, trick))
        cur = w
    return events, tricks


def default_choice(seat, hand, trick, declarer, t):
    lg = legal(hand, trick)
    # keep the pagat to the end if possible
    non_pagat = [c for c in lg if c != "T1"]
    if non_pagat and t < 11:
        lg = non_pagat
    if not trick:
        # lead: highest suit card if any, else lowest tarock
        suits_ = [c for c in lg if not is_tarock(c)]
        if suits_:
            return max(suits_, key=lambda c: (value(c), rank(c)))
        return min(lg, key=rank)
    cur_best = trick[0]
    for s, c in trick[1:]:
        if trick_winner([cur_best, (s, c)]) == s:
            cur_best = (s, c)
    partner_wins = (cur_best[0] == declarer) == (seat == declarer)
    if partner_wins:
        return max(lg, key=lambda c: (value(c), -rank(c) if is_tarock(c) else rank(c)))
    # try to win cheaply
    winners = [c for c in lg if trick_winner([cur_best, (seat, c)]) == seat]
    if winners:
        return min(winners, key=lambda c: (suit(c) == "T", rank(c)))
    return min(lg, key=lambda c: (value(c), rank(c)))
