"""Rage (Amigo, Czech translation, seed 001), my own reading.

Round r deals 11-r cards; the stock's top card is turned for trump (action cards skipped).
Bids from the dealer's left (next seat). Play: follow the led colour if you can; only a player
who cannot may play another colour, a trump or an action card. NOTRUMP: no trump in this trick,
a new trump turned after it; CHANGE: a new trump turned at once, for this trick on. WILD = the
highest card of the colour named. A trick of action cards only goes to its first card.
Score: 1 a trick, +5 / -5 for PLUS5 / MINUS5 taken, +10 for an exact bid, else -5.
"""
import random

from common import play

PLAYERS = ["Anička", "Bohouš", "Katka", "Dalibor"]
COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [c + str(v) for c in COLOURS for v in range(16)] + list(ACTIONS)


def colour(c):
    return c[0] if c[0] in COLOURS and c[1:].isdigit() else None


def value(c):
    return int(c[1:])


class Round:
    def __init__(self, seed, rnd, dealer, hooks=None, n=4):
        self.rng = random.Random(seed)
        self.rnd = rnd
        self.n = n
        self.dealer = dealer
        self.k = 11 - rnd
        self.hooks = hooks or {}
        d = deck()
        self.rng.shuffle(d)
        self.hands = [d[i * self.k:(i + 1) * self.k] for i in range(n)]
        self.talon = d[n * self.k:]
        self.dealt = [list(h) for h in self.hands]
        self.events = []

    def turn(self):
        while True:
            c = self.talon[self.pos]
            self.pos += 1
            if colour(c):
                return colour(c)

    def run(self):
        ev = self.events
        n = self.n
        self.pos = 0
        self.trump = self.turn()
        self.trumps = [self.trump]
        order = [(self.dealer + 1 + i) % n for i in range(n)]
        self.bids = self.hooks.get("bids") or {}
        for s in order:
            b = self.bids.get(s)
            if b is None:
                b = self.rng.randint(0, min(self.k, 2))
                self.bids[s] = b
            ev.append({"type": "bid", "seat": s, "bid": b})
        self.tricks = [0] * n
        self.plus = [0] * n
        self.minus = [0] * n
        leader = (self.dealer + 1) % n
        for t in range(self.k):
            trick = []
            notrump = False
            led = None
            for i in range(n):
                s = (leader + i) % n
                c, named = self.choose(s, t, led, trick)
                self.hands[s].remove(c)
                ev.append(play(s, c, named))
                trick.append((s, c, named))
                if c == "NOTRUMP":
                    notrump = True
                if c == "CHANGE":
                    self.trump = self.turn()
                    self.trumps.append(self.trump)
                if led is None:
                    if c == "WILD":
                        led = named
                    elif colour(c):
                        led = colour(c)
                if "after_play" in self.hooks:
                    self.hooks["after_play"](self, t, s, c, led)
            w = self.winner(trick, led, None if notrump else self.trump)
            self.tricks[w] += 1
            for s, c, _ in trick:
                if c == "PLUS5":
                    self.plus[w] += 1
                if c == "MINUS5":
                    self.minus[w] += 1
            if notrump:
                self.trump = self.turn()
                self.trumps.append(self.trump)
            if "after_trick" in self.hooks:
                self.hooks["after_trick"](self, t, trick, w)
            leader = w
        self.scores = []
        for s in range(n):
            sc = self.tricks[s] + 5 * self.plus[s] - 5 * self.minus[s]
            sc += 10 if self.bids[s] == self.tricks[s] else -5
            self.scores.append(sc)
        return self

    def legal(self, s, led):
        hand = self.hands[s]
        if led is None:
            return list(hand)
        f = [c for c in hand if colour(c) == led]
        return f or list(hand)

    def choose(self, s, t, led, trick):
        if "choose" in self.hooks:
            r = self.hooks["choose"](self, s, t, led, trick)
            if r:
                return r
        opts = self.legal(s, led)
        non_wild = [c for c in opts if c != "WILD"]
        c = self.rng.choice(non_wild or opts)
        if c == "WILD":
            return c, led or self.trump
        return c, None

    def winner(self, trick, led, trump):
        def strength(x):
            s, c, named = x
            col = named if c == "WILD" else colour(c)
            v = 100 + trick.index(x) if c == "WILD" else (value(c) if col else -1)
            return col, v
        if trump:
            tr = [x for x in trick if strength(x)[0] == trump]
            if tr:
                return max(tr, key=lambda x: strength(x)[1])[0]
        if led:
            f = [x for x in trick if strength(x)[0] == led]
            return max(f, key=lambda x: strength(x)[1])[0]
        return trick[0][0]


def transcript(rounds, start, meta, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "start": start,
        "meta": meta,
        "deals": [{"dealer": r.dealer, "hands": r.dealt, "talon": r.talon, "events": r.events} for r in rounds],
    }
