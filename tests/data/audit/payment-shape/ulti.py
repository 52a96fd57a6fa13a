"""Ulti model of the payment-shape round, from the Japanese text (003_...txt) only.

Deals (the seat after the dealer holds 12 and bids first), an auction of one bid (the first
bidder discards two and bids, the other two and then he pass), legal random play (follow suit,
else trump, and beat the cards on the table when the rule allows it: 「このルールが許す範囲で,
すでに場に出てるカードに勝てる手札があれば出さなければなりません」), and the scoring of
「点数計算」 with contra, red, the ulti penalty and the silent bonuses.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in RANKS]

VALUES = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10}


def suit(c):
    return c[-1]


def rk(c, trumps):
    r = c[:-1]
    order = ["A", "10", "K", "Q", "J", "9", "8", "7"] if trumps else ["A", "K", "Q", "J", "10", "9", "8", "7"]
    return 8 - order.index(r)


def beats(c, best, led, trump):
    """c beats best (the current winner) in a trick led with suit led."""
    if trump and suit(c) == trump and suit(best) != trump:
        return True
    if suit(c) == suit(best):
        return rk(c, trump is not None) > rk(best, trump is not None)
    return False


def winner(trick, trump):
    best = trick[0]
    led = suit(trick[0][1])
    for s, c in trick[1:]:
        if beats(c, best[1], led, trump):
            best = (s, c)
    return best


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    bs, bc = winner(trick, trump)
    same = [c for c in hand if suit(c) == led]
    if same:
        up = [c for c in same if beats(c, bc, led, trump)]
        return up or same
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            up = [c for c in tr if beats(c, bc, led, trump)]
            return up or tr
    return list(hand)


def card_pts(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


class Deal:
    def __init__(self, dealer, seed):
        self.rng = random.Random(seed)
        self.dealer = dealer
        deck = DECK[:]
        self.rng.shuffle(deck)
        f = (dealer + 1) % 3
        hands = [None, None, None]
        hands[f] = deck[:12]
        hands[(f + 1) % 3] = deck[12:22]
        hands[(f + 2) % 3] = deck[22:32]
        self.hands = hands
        self.f = f

    def setup(self, goals, red=False, trump=None, no_trump=False, fold=False):
        """The first bidder bids goals; returns False when his hand does not fit."""
        f = self.f
        h = self.hands[f][:]
        self.goals = list(goals)
        self.red = red
        self.no_trump = no_trump
        if no_trump:
            self.trump = None
        elif red:
            self.trump = "H"
        else:
            if trump is None:
                cnt = {s: sum(1 for c in h if suit(c) == s) for s in "DSC"}
                trump = max(cnt, key=lambda s: (cnt[s], s))
            self.trump = trump
        t = self.trump
        if "ulti" in goals and ("7" + t) not in h:
            return False
        if "40-100" in goals and not ("K" + t in h and "Q" + t in h):
            return False
        # discard two: in trump games two low cards outside trumps (never an ace or ten); in betli
        # the two highest
        if no_trump:
            cand = sorted(h, key=lambda c: -rk(c, False))
        else:
            cand = [c for c in h if suit(c) != t and c[:-1] not in ("A", "10")]
            cand.sort(key=lambda c: rk(c, True))
        if len(cand) < 2:
            return False
        self.discard = cand[:2]
        for c in self.discard:
            h.remove(c)
        self.hand_after = h
        self.fold = fold
        return True

    def auction_events(self):
        f = self.f
        ev = [{"type": "discard", "seat": f, "cards": self.discard}]
        ev.append({"type": "bid", "seat": f, "bid": {"goals": self.goals, "red": self.red}})
        ev.append({"type": "bid", "seat": (f + 1) % 3, "bid": "pass"})
        ev.append({"type": "bid", "seat": (f + 2) % 3, "bid": "pass"})
        ev.append({"type": "bid", "seat": f, "bid": "pass"})
        if self.fold:
            ev.append({"type": "call", "seat": f, "call": "fold"})
            return ev
        if self.no_trump:
            ev.append({"type": "announce", "seat": f, "items": [{"kind": "no-trump"}]})
        elif not self.red:
            ev.append({"type": "announce", "seat": f, "items": [{"kind": "trump", "suit": self.trump}]})
        return ev

    def play(self, contras=(), defender_keep7=None):
        """contras: list of (seat, target, level); the declarer's recontras too."""
        rng = self.rng
        f = self.f
        t = self.trump
        ev = self.auction_events()
        self.events = ev
        if self.fold:
            self.last_index = len(ev) - 1
            return True
        hands = [list(h) for h in self.hands]
        hands[f] = list(self.hand_after)
        marriages_ok = t is not None and not any(g in ("40-100", "20-100", "durchmarsch") for g in self.goals)
        self.marriages = {0: [], 1: [], 2: []}
        leader = f
        piles = {0: [], 1: [], 2: []}
        self.tricks = []
        for ti in range(10):
            trick = []
            for i in range(3):
                s = (leader + i) % 3
                if ti == 0:
                    items = []
                    if marriages_ok:
                        for su in SUITS:
                            if "K" + su in hands[s] and "Q" + su in hands[s]:
                                items.append({"kind": "marriage", "points": 40 if su == t else 20})
                        self.marriages[s] = [it["points"] for it in items]
                        if items:
                            ev.append({"type": "declare", "seat": s, "items": items})
                    for cs, tg, lv in contras:
                        if cs == s and s != f:
                            ev.append({"type": "double", "seat": s, "target": tg, "level": lv})
                lg = legal(hands[s], trick, t)
                pool = lg
                keep = None
                if s == f and "ulti" in self.goals:
                    keep = "7" + t
                if defender_keep7 is not None and s == defender_keep7 and t:
                    keep = "7" + t
                if keep and ti < 9:
                    pool = [c for c in lg if c != keep] or lg
                c = rng.choice(pool)
                hands[s].remove(c)
                trick.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            if ti == 0:
                for cs, tg, lv in contras:
                    if cs == f:
                        ev.append({"type": "double", "seat": f, "target": tg, "level": lv})
            ws, wc = winner(trick, t)
            self.tricks.append((trick, ws, wc))
            piles[ws].extend(c for _, c in trick)
            leader = ws
        self.piles = piles
        self.last_index = len(ev) - 1
        self.contras = list(contras)
        return True

    def settle(self):
        """Dues (from, to, amount, reason). Returns None when a silent bonus would arise that the
        generator keeps out (the caller decides), else the list; self.silent names them."""
        f = self.f
        d1, d2 = (f + 1) % 3, (f + 2) % 3
        defs = (d1, d2)
        t = self.trump
        at = self.last_index
        dues = []
        mult_red = 2 if self.red else 1
        self.silent = []

        def level(goal, defender):
            lv = 1
            for cs, tg, l in self.contras:
                if tg != goal:
                    continue
                if t is not None:
                    lv = max(lv, l)
                else:
                    # without trumps a contra works only between the one who said it and the
                    # declarer (the declarer's recontra answers that defender)
                    if cs == defender or cs == f:
                        lv = max(lv, l)
            return lv

        if self.fold:
            for dd in defs:
                dues.append({"from": f, "to": dd, "amount": 2, "reason": "fold", "at": at})
            self.outcome = {"fold": True}
            return dues
        tricks_f = sum(1 for _, ws, _ in self.tricks if ws == f)
        last_trick, lw, lc = self.tricks[-1]
        outcome = {}
        fpts = dpts = None
        if t is not None:
            fpts = card_pts(self.piles[f]) + (10 if lw == f else 0)
            dpts = card_pts(self.piles[d1]) + card_pts(self.piles[d2]) + card_pts(self.discard) + (10 if lw != f else 0)
            assert fpts + dpts == 90
            fm = sum(self.marriages[f])
            dm = sum(self.marriages[d1]) + sum(self.marriages[d2])
            self.fpts, self.dpts, self.fm, self.dm = fpts, dpts, fm, dm
        goals = list(self.goals)
        if "ulti" in goals and len(goals) == 1:
            goals = ["party", "ulti"]
        for g in goals:
            if g == "party":
                won = tricks_f >= 1 and fpts + fm > dpts + dm
            elif g == "ulti":
                won = lw == f and lc == "7" + t
            elif g == "40-100":
                won = fpts + 40 >= 100
            elif g == "durchmarsch":
                won = tricks_f == 10
            elif g in ("betli", "rebetli"):
                won = tricks_f == 0
            else:
                raise ValueError(g)
            outcome[g] = won
            v = VALUES[g] * (mult_red if g not in ("betli", "rebetli") else 1)
            for dd in defs:
                a = v * level(g, dd)
                if won:
                    dues.append({"from": dd, "to": f, "amount": a, "reason": g, "at": at})
                else:
                    dues.append({"from": f, "to": dd, "amount": a, "reason": g, "at": at})
            if g == "ulti" and not won:
                for dd in defs:
                    dues.append({"from": f, "to": dd, "amount": 4 * mult_red, "reason": "ulti-penalty", "at": at})
        # silent bonuses (not in betli)
        if t is not None:
            seven = "7" + t
            for s, c in last_trick:
                if c != seven or "ulti" in goals:
                    continue
                if s == lw:
                    self.silent.append(("silent-ulti", s))
                    side_f = s == f
                    for dd in defs:
                        if side_f:
                            dues.append({"from": dd, "to": f, "amount": 2 * mult_red, "reason": "silent-ulti", "at": at})
                        else:
                            dues.append({"from": f, "to": dd, "amount": 2 * mult_red, "reason": "silent-ulti", "at": at})
                else:
                    self.silent.append(("silent-ulti-lost", s))
                    for o in range(3):
                        if o != s:
                            dues.append({"from": s, "to": o, "amount": 4 * mult_red, "reason": "silent-ulti", "at": at})
            if not any(g in ("40-100", "20-100") for g in goals):
                if fpts + fm >= 100 or dpts + dm >= 100:
                    self.silent.append(("silent-100", None))
            if tricks_f == 10 and "durchmarsch" not in goals or tricks_f == 0:
                self.silent.append(("silent-durchmarsch", None))
        self.outcome = outcome
        self.tricks_f = tricks_f
        return dues
