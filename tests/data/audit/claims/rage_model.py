"""Rage model written from the Czech rules (001_e7f9d50c98dca0e9.txt), for the claims audit.

Cards: colour+value ('R15'), WILD, NOTRUMP, CHANGE, PLUS5, MINUS5.
"""
import random

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [c + str(v) for c in COLOURS for v in range(16)] + list(ACTIONS)


def is_colour(c):
    return c[0] in COLOURS and c[1:].isdigit()


def colour(c):
    return c[0] if is_colour(c) else None


def value(c):
    return int(c[1:])


class State:
    """Round state: hands (lists), stock with a pointer to the next card to turn, trump."""

    def __init__(self, hands, stock, leader, bids):
        self.hands = [list(h) for h in hands]
        self.stock = list(stock)
        self.ptr = 0
        self.trump = None
        self.turn_trump()
        self.leader = leader
        self.trick = []  # list of (seat, card, named)
        self.trick_notrump = False
        self.tricks_won = [0] * len(hands)
        self.bonus = [0] * len(hands)
        self.bids = bids
        self.n = len(hands)
        self.winners = []

    def copy(self):
        s = State.__new__(State)
        s.hands = [list(h) for h in self.hands]
        s.stock = self.stock
        s.ptr = self.ptr
        s.trump = self.trump
        s.leader = self.leader
        s.trick = list(self.trick)
        s.trick_notrump = self.trick_notrump
        s.tricks_won = list(self.tricks_won)
        s.bonus = list(self.bonus)
        s.bids = self.bids
        s.n = self.n
        s.winners = list(self.winners)
        return s

    def turn_trump(self):
        # turn cards from the stock until a colour card shows
        while True:
            if self.ptr >= len(self.stock):
                self.trump = None
                return
            c = self.stock[self.ptr]
            self.ptr += 1
            if is_colour(c):
                self.trump = colour(c)
                return

    def to_play(self):
        return (self.leader + len(self.trick)) % self.n

    def led_colour(self):
        for _, c, named in self.trick:
            if c == "WILD":
                return named
            if is_colour(c):
                return colour(c)
        return None

    def legal(self):
        seat = self.to_play()
        hand = self.hands[seat]
        led = self.led_colour()
        if led is None:
            return sorted(set(hand))
        follow = [c for c in hand if is_colour(c) and colour(c) == led]
        if follow:
            return sorted(set(follow))
        return sorted(set(hand))

    def play(self, card, named=None):
        seat = self.to_play()
        self.hands[seat].remove(card)
        self.trick.append((seat, card, named))
        if card == "NOTRUMP":
            self.trick_notrump = True
        if card == "CHANGE":
            self.turn_trump()
        if len(self.trick) == self.n:
            w = self.trick_winner()
            self.tricks_won[w] += 1
            for _, c, _ in self.trick:
                if c == "PLUS5":
                    self.bonus[w] += 5
                if c == "MINUS5":
                    self.bonus[w] -= 5
            self.winners.append(w)
            if self.trick_notrump:
                self.turn_trump()
            self.trick = []
            self.trick_notrump = False
            self.leader = w

    def trick_winner(self):
        trump = None if self.trick_notrump else self.trump
        led = self.led_colour()
        best = None
        best_key = None
        for i, (seat, c, named) in enumerate(self.trick):
            if c == "WILD":
                col, v = named, 100 + i  # a later wild of the same colour is stronger
            elif is_colour(c):
                col, v = colour(c), value(c)
            else:
                continue
            if trump is not None and col == trump:
                key = (2, v)
            elif col == led:
                key = (1, v)
            else:
                key = None
            if key is not None and (best_key is None or key > best_key):
                best_key, best = key, seat
        if best is None:
            return self.trick[0][0]  # only action cards: the first card wins
        return best

    def done(self):
        return all(not h for h in self.hands) and not self.trick

    def scores(self):
        out = []
        for s in range(self.n):
            t = self.tricks_won[s]
            sc = t + self.bonus[s] + (10 if t == self.bids[s] else -5)
            out.append(sc)
        return out


def endings(state, named_choices=COLOURS):
    """All results (tuples of scores) over every legal way to play the rest."""
    results = set()

    def rec(s):
        if s.done():
            results.add(tuple(s.scores()))
            return
        for c in s.legal():
            if c == "WILD":
                for col in named_choices:
                    t = s.copy()
                    t.play(c, col)
                    rec(t)
            else:
                t = s.copy()
                t.play(c)
                rec(t)

    rec(state)
    return results
