"""Galician Tarok (Szczepanski, seed 002), my own reading, for contract 'three' (first packet).

Points: pagat, mond, skiz 5, other tarocks 1; K5 Q4 N3 J2 pip 1; each group of three minus 2
(66 in all, consolation 33). The player's tricks and the three cards he lays away count for
him; the packet he does not buy counts for the helpers.
Three: won (more than 33) pays 3*(p-33)+30 from each helper; lost: 3*(33-p)+30 to each.
Renonce by the player who made his points: he pays only the consolation (30, as a game lost
with nothing short). Announced trull 100, failed: pays 100 to each helper (§15 'płaci karę').
Pool (żydek): 10 from each at its founding, 10% of every win into it.
"""
import random

from common import pay, play

PLAYERS = ["Adam", "Bożena", "Czesław"]
SUIT_RANKS = ["K", "Q", "N", "J"]


def deck():
    cards = []
    for s in "HDSC":
        cards += [r + s for r in SUIT_RANKS]
        cards.append(("1" if s in "HD" else "10") + s)
    cards += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return cards


def suit(c):
    if c == "SKIZ" or c[0] == "T":
        return "T"
    return c[-1]


def power(c):
    if c == "SKIZ":
        return 122
    if c[0] == "T":
        return 100 + int(c[1:])
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def points(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def group_points(cards):
    return sum(points(c) for c in cards) - 2


class Deal:
    def __init__(self, seed, dealer=0, hooks=None):
        self.rng = random.Random(seed)
        self.dealer = dealer
        self.hooks = hooks or {}
        d = deck()
        self.rng.shuffle(d)
        self.talon = d[:6]
        self.hands = [d[6 + 12 * i: 18 + 12 * i] for i in range(3)]
        self.dealt = [list(h) for h in self.hands]
        self.events = []

    def run(self):
        ev = self.events
        fh = (self.dealer + 1) % 3
        self.player = pl = fh
        ev.append({"type": "bid", "seat": fh, "bid": "three"})
        ev.append({"type": "bid", "seat": (fh + 1) % 3, "bid": "pass"})
        ev.append({"type": "bid", "seat": (fh + 2) % 3, "bid": "pass"})
        take = self.talon[:3]
        self.rest = self.talon[3:]
        ev.append({"type": "take", "seat": pl, "cards": take})
        self.hands[pl] += take
        h = self.hands[pl]
        if "discard" in self.hooks:
            disc = self.hooks["discard"](self, h)
        else:
            cand = [c for c in h if suit(c) != "T" and c[:-1] != "K"]
            cand.sort(key=lambda c: (power(c), c))
            disc = cand[:3]
        if len(disc) != 3:
            raise RuntimeError("no three cards to lay away")
        for c in disc:
            h.remove(c)
        self.disc = disc
        self.discard_event = len(ev)
        ev.append({"type": "discard", "seat": pl, "cards": disc})
        self.announced = self.hooks.get("announce", [])
        ev.append({"type": "announce", "seat": pl, "items": self.announced})
        ev.append({"type": "announce", "seat": (pl + 1) % 3, "items": []})
        ev.append({"type": "announce", "seat": (pl + 2) % 3, "items": []})
        self.tricks = []
        leader = fh
        for t in range(12):
            trick = []
            led = None
            for i in range(3):
                s = (leader + i) % 3
                c = self.choose(s, t, led, trick)
                self.hands[s].remove(c)
                ev.append(play(s, c))
                trick.append((s, c))
                if led is None:
                    led = suit(c)
                if "after_play" in self.hooks:
                    self.hooks["after_play"](self, t, s, c, led)
            w = self.winner(trick, led)
            self.tricks.append((trick, w))
            leader = w
        self.score()
        return self

    def legal(self, s, led):
        hand = self.hands[s]
        if led is None:
            return list(hand)
        f = [c for c in hand if suit(c) == led]
        if f:
            return f
        tr = [c for c in hand if suit(c) == "T"]
        return tr or list(hand)

    def choose(self, s, t, led, trick):
        if "choose" in self.hooks:
            r = self.hooks["choose"](self, s, t, led, trick)
            if r:
                return r
        opts = self.legal(s, led)
        # a little sense: the holder of the pagat keeps it while it can
        if len(opts) > 1 and "T1" in opts and not self.hooks.get("throw_pagat"):
            opts = [c for c in opts if c != "T1"]
        return self.rng.choice(opts)

    def winner(self, trick, led):
        tr = [(s, c) for s, c in trick if suit(c) == "T"]
        if tr:
            return max(tr, key=lambda x: power(x[1]))[0]
        f = [(s, c) for s, c in trick if suit(c) == led]
        return max(f, key=lambda x: power(x[1]))[0]

    def score(self):
        pl = self.player
        p = group_points(self.disc)
        side_cards = {True: list(self.disc), False: list(self.rest)}
        h = group_points(self.rest)
        for trick, w in self.tricks:
            gp = group_points([c for _, c in trick])
            if w == pl:
                p += gp
            else:
                h += gp
            side_cards[w == pl] += [c for _, c in trick]
        assert p + h == 66, (p, h)
        self.p = p
        self.side_cards = side_cards
        self.won_tricks = sum(1 for _, w in self.tricks if w == pl)
        # premiums that would complicate the records
        self.premiums = []
        for side in (True, False):
            cs = set(side_cards[side])
            if {"SKIZ", "T21", "T1"} <= cs:
                self.premiums.append(("trull", side))
            if all(("K" + s) in cs for s in "HDSC"):
                self.premiums.append(("four_kings", side))
        last_trick, lw = self.tricks[-1]
        if dict(last_trick).get(pl) == "T1" and lw == pl:
            self.premiums.append(("ultimo", True))
        if self.won_tricks in (0, 12):
            self.premiums.append(("volat", None))


def game_value(p):
    if p > 33:
        return 3 * (p - 33) + 30
    return 3 * (33 - p) + 30


def transcript(deals, meta, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "rules": rules or {"preset": "standard"},
        "players": PLAYERS,
        "meta": meta,
        "deals": [{"dealer": d.dealer, "hands": d.dealt, "talon": d.talon, "events": d.events} for d in deals],
    }
