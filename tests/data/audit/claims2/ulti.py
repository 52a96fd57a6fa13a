"""Ulti model, from seeds/003 (Japanese): dealing, auction, party with trumps, play, scoring."""

import random

from common import endings

N = 3
SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


class Game:
    N = 3

    def __init__(self, trump):
        self.trump = trump

    def strength(self, c, led):
        if suit(c) == self.trump:
            return 100 - TRUMP_ORDER.index(rank(c))
        if suit(c) == led:
            return 50 - TRUMP_ORDER.index(rank(c))
        return None

    def best(self, trick):
        led = suit(trick[0][1])
        best, who = None, None
        for seat, c in trick:
            s = self.strength(c, led)
            if s is not None and (best is None or s > best):
                best, who = s, seat
        return best, who

    def legal(self, state, seat):
        hand = state["hands"][seat]
        trick = state["trick"]
        if not trick:
            return list(hand)
        led = suit(trick[0][1])
        cands = [c for c in hand if suit(c) == led]
        if not cands:
            cands = [c for c in hand if suit(c) == self.trump]
        if not cands:
            cands = list(hand)
        best, _ = self.best(trick)
        beat = [c for c in cands if (self.strength(c, led) or -1) > best]
        return beat or cands  # must beat the cards on the table where the rules allow

    def winner(self, trick, state=None):
        return self.best(trick)[1]


def has_pair(hand):
    return any("K" + s in hand and "Q" + s in hand for s in SUITS)


def simulate(seed, cut, trump=None):
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    dealer = rng.randrange(3)
    first = (dealer + 1) % 3
    hands = [[] for _ in range(3)]
    hands[first] = deck[:12]
    hands[(first + 1) % 3] = deck[12:22]
    hands[(first + 2) % 3] = deck[22:32]
    dealt = [list(h) for h in hands]
    trump = trump or rng.choice("DSC")
    h = hands[first]
    cands = [c for c in h if suit(c) != trump and rank(c) not in ("A", "10")]
    rng.shuffle(cands)
    if len(cands) < 2:
        return None
    discard = cands[:2]
    for c in discard:
        h.remove(c)
    if any(has_pair(x) for x in hands):
        return None
    g = Game(trump)
    state = {"hands": [list(x) for x in hands], "leader": first, "trick": [], "tricks": []}
    while len(state["tricks"]) < 10 - cut:
        seat = (state["leader"] + len(state["trick"])) % 3
        card = rng.choice(g.legal(state, seat))
        state["hands"][seat].remove(card)
        state["trick"].append((seat, card))
        if len(state["trick"]) == 3:
            w = g.winner(state["trick"])
            state["tricks"].append(state["trick"])
            state["trick"] = []
            state["leader"] = w
    return {"seed": seed, "dealer": dealer, "declarer": first, "dealt": dealt, "discard": discard,
            "trump": trump, "state": state}


def result(sim, tricks):
    g = Game(sim["trump"])
    d = sim["declarer"]
    dp = 0
    won = 0
    for i, t in enumerate(tricks):
        w = g.winner(t)
        if w == d:
            won += 1
            dp += 10 * sum(1 for _, c in t if rank(c) in ("A", "10"))
            if i == 9:
                dp += 10
    flags = []
    last = tricks[-1]
    seven = "7" + sim["trump"]
    if any(c == seven for _, c in last):
        flags.append("seven_in_last")
    if won in (0, 10):
        flags.append("durchmarsch")
    party = won >= 1 and dp > 90 - dp
    return dp, party, flags


def payments(sim, party):
    d = sim["declarer"]
    defs = [s for s in range(3) if s != d]
    if party:
        return [(x, d, 1, "party") for x in defs]
    return [(d, x, 1, "party") for x in defs]


def all_endings(sim):
    out = []
    for tricks in endings(Game(sim["trump"]), sim["state"]):
        dp, party, flags = result(sim, tricks)
        out.append((tricks, dp, party, flags, payments(sim, party)))
    return out
