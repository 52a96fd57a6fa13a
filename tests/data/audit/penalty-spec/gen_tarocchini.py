"""Tarocchini (seed 004, Russian), my own reading of the play; the records carry no scores.

Ottocento: 4 players (partners i, i+2), 15 each, the dealer takes the last two (17) and lays
two away, never a 5-point card (kings, Angel T20, Mondo T19, Bagatto T0, Matto). Terziglio:
3 players, 18 each and 8 in the widow; pass / gioco / solo; the gioco declarer exchanges with
the widow (never laying away a 5-point card); solo: no exchange. Play from the dealer's right
(next seat): follow suit, else trump, else anything; the Matto may be played instead of
following. Trumps T20 > ... > T5 > Moretti T1-T4 (equal; the last played is highest) > T0.
"""
import random

from common import play

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def deck():
    cards = [r + s for s in "SB" for r in LONG] + [r + s for s in "CD" for r in ROUND]
    return cards + ["T%d" % i for i in range(21)] + ["MATTO"]


def suit(c):
    if c == "MATTO":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def power(c, pos):
    if suit(c) == "T":
        v = int(c[1:])
        if 1 <= v <= 4:
            return 100 + 4 + pos * 0.01  # equal rank: the later one is higher
        return 100 + v
    order = LONG if c[-1] in "SB" else ROUND
    return 50 - order.index(c[:-1])


class Deal:
    def __init__(self, seed, game, dealer, hooks=None):
        self.rng = random.Random(seed)
        self.game = game
        self.dealer = dealer
        self.hooks = hooks or {}
        self.n = 4 if game == "ottocento" else 3
        d = deck()
        self.rng.shuffle(d)
        n = self.n
        if game == "ottocento":
            self.hands = [d[15 * i:15 * i + 15] for i in range(4)]
            self.hands[dealer] += d[60:62]
            self.talon = None
        else:
            self.hands = [d[18 * i:18 * i + 18] for i in range(3)]
            self.talon = d[54:62]
        self.dealt = [list(h) for h in self.hands]
        self.events = []

    def lay_away(self, s, k):
        h = self.hands[s]
        cand = [c for c in h if c not in FIVE and suit(c) != "T"]
        cand.sort(key=lambda c: (power(c, 0), c))
        if "discard" in self.hooks:
            return self.hooks["discard"](self, s, k, cand)
        return cand[:k]

    def run(self):
        ev = self.events
        n = self.n
        dl = self.dealer
        eldest = (dl + 1) % n
        if self.game == "ottocento":
            disc = self.lay_away(dl, 2)
            for c in disc:
                self.hands[dl].remove(c)
            self.discard_event = len(ev)
            ev.append({"type": "discard", "seat": dl, "cards": disc})
            self.disc = disc
        else:
            kind = self.hooks.get("contract", "gioco")
            self.declarer = (eldest + 1) % n
            ev.append({"type": "bid", "seat": eldest, "bid": "pass"})
            ev.append({"type": "bid", "seat": self.declarer, "bid": kind})
            ev.append({"type": "bid", "seat": dl, "bid": "pass"})
            if kind == "gioco":
                k = self.hooks.get("exchange", 3)
                h = self.hands[self.declarer]
                take = self.talon[:k]
                ev.append({"type": "take", "seat": self.declarer, "cards": take})
                h += take
                disc = self.lay_away(self.declarer, k)
                for c in disc:
                    h.remove(c)
                self.discard_event = len(ev)
                ev.append({"type": "discard", "seat": self.declarer, "cards": disc})
                self.disc = disc
        for i in range(n):
            ev.append({"type": "declare", "seat": (eldest + i) % n, "items": []})
        leader = eldest
        self.trick_log = []
        ntr = len(self.hands[0])
        assert all(len(h) == ntr for h in self.hands), [len(h) for h in self.hands]
        for t in range(ntr):
            trick = []
            led = None
            for i in range(n):
                s = (leader + i) % n
                c = self.choose(s, t, led, trick)
                self.hands[s].remove(c)
                ev.append(play(s, c))
                trick.append((s, c))
                if led is None:
                    led = suit(c)
                if "after_play" in self.hooks:
                    self.hooks["after_play"](self, t, s, c, led)
            w = self.winner(trick, led)
            self.trick_log.append((trick, w))
            if "after_trick" in self.hooks:
                self.hooks["after_trick"](self, t, trick, w)
            leader = w
        return self

    def legal(self, s, led):
        hand = self.hands[s]
        if led is None:
            return [c for c in hand if c != "MATTO"] or list(hand)
        f = [c for c in hand if suit(c) == led]
        base = f or [c for c in hand if suit(c) == "T"] or [c for c in hand if c != "MATTO"]
        if "MATTO" in hand:
            base = base + ["MATTO"]
        return base

    def choose(self, s, t, led, trick):
        if "choose" in self.hooks:
            r = self.hooks["choose"](self, s, t, led, trick)
            if r:
                return r
        return self.rng.choice(self.legal(s, led))

    def winner(self, trick, led):
        tr = [(i, s, c) for i, (s, c) in enumerate(trick) if suit(c) == "T"]
        if tr:
            return max(tr, key=lambda x: power(x[2], x[0]))[1]
        f = [(i, s, c) for i, (s, c) in enumerate(trick) if suit(c) == led]
        return max(f, key=lambda x: power(x[2], x[0]))[1]


def transcript(deals, game, players, meta, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-" + game,
        "rules": rules or {"preset": "standard"},
        "players": players,
        "meta": meta,
        "deals": [dict({"dealer": d.dealer, "hands": d.dealt, "events": d.events},
                       **({"talon": d.talon} if d.talon is not None else {})) for d in deals],
    }
