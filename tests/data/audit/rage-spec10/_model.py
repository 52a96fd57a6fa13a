"""Blind model of Rage (Amigo 2000) written from the Czech source (seeds/001) alone.

Readings taken (see EXPECTED.md):
- seats in order of play; dealer rotates +1 a round; bidding and the first lead start at dealer+1.
- the trump: first colour card of the stock (action cards skipped); each later turn takes the
  next colour card after the last one turned.
- action cards (WILD included) only when void in the led colour; the led colour is the colour of
  the first colour card or of the first WILD.
- NOTRUMP: no trump in this trick; after the trick one new colour card is turned (one turn
  a trick, however many NOTRUMPs). CHANGE: turn the next colour card now; it is trump for this
  trick and the rest of the round.  NOTRUMP then CHANGE in one trick: `reading` decides
  ("notrump" = no trump for the whole trick, "change" = CHANGE's new trump counts).
- WILD = highest card of its named colour; a second WILD of the same colour beats the first.
- only action cards, no WILD: the first card wins.
- score: tricks (x2 with durch when one player took every trick of a round of 2+ cards)
  + 5 per PLUS5 - 5 per MINUS5 + (10 if bid == tricks else -5).
"""

from __future__ import annotations

import json
import random

COLOURS = "RBGYPO"
ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [f"{c}{v}" for c in COLOURS for v in range(16)] + list(ACTIONS)


def is_colour(card):
    return card[0] in COLOURS and card[1:].isdigit()


def colour(card):
    return card[0]


def value(card):
    return int(card[1:])


class Round:
    def __init__(self, n, dealer, hands, stock, reading="notrump", turns="one"):
        self.n = n
        self.dealer = dealer
        self.hands = [list(h) for h in hands]
        self.stock = list(stock)
        self.pos = 0
        self.trumps = []
        self.reading = reading
        self.turns = turns
        self.trump = self._turn()
        self.cards = len(hands[0])
        self.tricks = [0] * n
        self.actions = [{"PLUS5": 0, "MINUS5": 0} for _ in range(n)]
        self.winners = []
        self.events = []
        self.leader = (dealer + 1) % n
        self.faults = []

    def _turn(self):
        while not is_colour(self.stock[self.pos]):
            self.pos += 1
        c = colour(self.stock[self.pos])
        self.pos += 1
        self.trumps.append(c)
        self.trump = c
        return c

    def legal(self, seat, led):
        hand = self.hands[seat]
        if led is None:
            return list(hand)
        follow = [c for c in hand if is_colour(c) and colour(c) == led]
        return follow if follow else list(hand)

    def play_trick(self, chooser):
        """chooser(seat, hand, legal, trick, led, trump) -> (card, named or None)"""
        trick = []  # (seat, card, named)
        led = None
        notrump = False
        change_after_notrump = False
        seat = self.leader
        for _ in range(self.n):
            legal = self.legal(seat, led)
            card, named = chooser(seat, list(self.hands[seat]), legal, trick, led, self.trump)
            if card not in legal:
                self.faults.append((len(self.events), seat, card, "illegal"))
            self.hands[seat].remove(card)
            ev = {"type": "play", "seat": seat, "card": card}
            if card == "WILD":
                ev["named"] = named
            self.events.append(ev)
            trick.append((seat, card, named))
            if is_colour(card) and led is None:
                led = colour(card)
            if card == "WILD" and led is None:
                led = named
            if card == "NOTRUMP":
                notrump = True
                change_after_notrump = False
            if card == "CHANGE":
                self._turn()
                if notrump:
                    change_after_notrump = True
            seat = (seat + 1) % self.n
        if notrump and not (self.reading == "change" and change_after_notrump):
            eff = None
        else:
            eff = self.trump

        def strength(entry, i):
            s, c, named = entry
            if c == "WILD":
                return named, 16 + i
            if is_colour(c):
                return colour(c), value(c)
            return None, -1

        ranked = [(strength(e, i), e) for i, e in enumerate(trick)]
        win = None
        if eff is not None and any(col == eff for (col, _), _e in ranked):
            win = max((r for r in ranked if r[0][0] == eff), key=lambda r: r[0][1])[1]
        elif led is not None:
            win = max((r for r in ranked if r[0][0] == led), key=lambda r: r[0][1])[1]
        else:
            win = trick[0]
        w = win[0]
        self.tricks[w] += 1
        self.winners.append(w)
        for _s, c, _n in trick:
            if c in ("PLUS5", "MINUS5"):
                self.actions[w][c] += 1
        if notrump:
            k = sum(1 for _s, c, _n in trick if c == "NOTRUMP") if self.turns == "each" else 1
            for _ in range(k):
                self._turn()
        self.leader = w
        return trick

    def play(self, chooser):
        for _ in range(self.cards):
            self.play_trick(chooser)

    def scores(self, bids, durch=False):
        out = []
        all_one = any(t == self.cards for t in self.tricks) and self.cards > 1
        for s in range(self.n):
            t = self.tricks[s]
            tp = 2 * t if (durch and all_one and t == self.cards) else t
            bp = 10 if bids[s] == t else -5
            ap = 5 * self.actions[s]["PLUS5"] - 5 * self.actions[s]["MINUS5"]
            out.append(tp + bp + ap)
        return out


def random_chooser(rng):
    def choose(seat, hand, legal, trick, led, trump):
        card = rng.choice(legal)
        named = None
        if card == "WILD":
            named = led if (led and rng.random() < 0.6) else rng.choice([trump, rng.choice(COLOURS)])
        return card, named

    return choose


def scripted(plays):
    """plays: list of card or (card, named), in order; the seat is the model's."""
    it = iter(plays)

    def choose(seat, hand, legal, trick, led, trump):
        p = next(it)
        if isinstance(p, tuple):
            return p
        return p, None

    return choose


def bid_events(n, dealer, bids, order=None):
    order = order or [(dealer + 1 + i) % n for i in range(n)]
    return [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]


def deal_dict(dealer, hands, stock, events):
    return {"dealer": dealer, "hands": hands, "talon": stock, "events": events}


def score_events(scores, totals=None):
    ev = [{"type": "score", "party": s, "points": p} for s, p in enumerate(scores)]
    if totals is not None:
        ev += [{"type": "total", "party": s, "points": p} for s, p in enumerate(totals)]
    return ev


def transcript(players, deals, rules, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "rage", "rules": rules, "players": players}
    if start:
        t["start"] = start
    t["deals"] = deals
    if meta:
        t["meta"] = meta
    return t


def dump(path, t):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


def shuffled_deal(rng, n, cards, action_top=0):
    d = deck()
    rng.shuffle(d)
    hands = [d[i * cards : (i + 1) * cards] for i in range(n)]
    stock = d[n * cards :]
    if action_top:
        # bring action cards to the top of the stock (any order of a shuffled stock is legal)
        acts = [c for c in stock if not is_colour(c)][:action_top]
        for a in acts:
            stock.remove(a)
        stock = acts + stock
    return hands, stock


def check_multiset(hands, stock):
    from collections import Counter

    assert Counter(sum(hands, []) + stock) == Counter(deck()), "not a full deck"
