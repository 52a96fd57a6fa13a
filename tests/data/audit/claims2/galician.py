"""Galician Tarok model, from seeds/002 (Polish, Szczepanski), sections 2-7, 9-11, 14-19."""

import random

from common import endings

N = 3
SUITS = "HDSC"
ORDER = {"H": ["K", "Q", "N", "J", "1"], "D": ["K", "Q", "N", "J", "1"],
         "S": ["K", "Q", "N", "J", "10"], "C": ["K", "Q", "N", "J", "10"]}
DECK = [r + s for s in SUITS for r in ORDER[s]] + ["T%d" % i for i in range(1, 22)] + ["SKIZ"]


def suit(c):
    if c == "SKIZ" or c.startswith("T"):
        return "T"
    return c[-1]


def value(c):
    # §3 pagat, mond, skiz 5, each tarok 1; §7 K5 Q4 N3 J2 pip 1
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def strength(c, led):
    if c == "SKIZ":
        return 200
    if suit(c) == "T":
        return 100 + int(c[1:])
    if suit(c) != led:
        return None
    return 50 - ORDER[c[-1]].index(c[:-1])


class Game:
    N = 3

    def legal(self, state, seat):
        hand = state["hands"][seat]
        trick = state["trick"]
        if not trick:
            return list(hand)
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            return same  # §5: a suit card follows suit; a tarok led: higher or lower tarok
        trumps = [c for c in hand if suit(c) == "T"]
        return trumps or list(hand)  # §5: no suit card, trump; no tarok, any card

    def winner(self, trick, state=None):
        led = suit(trick[0][1])
        best, who = None, None
        for seat, c in trick:
            s = strength(c, led)
            if s is not None and (best is None or s > best):
                best, who = s, seat
        return who


def group_points(cards):
    # §14: a trick counts its cards less 2
    return sum(value(c) for c in cards) - 2


def result(sim, tricks):
    """Player's points, and the silent premiums (for filtering)."""
    g = Game()
    player = sim["player"]
    pts = group_points(sim["discard"])
    side_cards = {True: list(sim["discard"]), False: list(sim["talon_rest"])}
    won = 0
    for t in tricks:
        w = g.winner(t)
        cards = [c for _, c in t]
        side_cards[w == player] += cards
        if w == player:
            pts += group_points(cards)
            won += 1
    flags = []
    for side, cards in side_cards.items():
        if {"SKIZ", "T21", "T1"} <= set(cards):
            flags.append("trull")
        if sum(1 for s in SUITS if "K" + s in cards) == 4:
            flags.append("four_kings")
    last = tricks[-1]
    if any(c == "T1" for _, c in last):
        flags.append("pagat_in_last")
    if won in (0, 12):
        flags.append("volat")
    return pts, flags


def payments(sim, pts):
    p = sim["player"]
    helpers = [s for s in range(3) if s != p]
    if pts > 33:  # §18: each point over 33 times 3, plus 30 (a three)
        amt = (pts - 33) * 3 + 30
        return [(h, p, amt, "game") for h in helpers]
    amt = ((33 - pts) * 3 + 30) * 1  # lost: the same, times the purchase number (first three)
    return [(p, h, amt, "game") for h in helpers]


def simulate(seed, cut):
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    dealer = rng.randrange(3)
    talon = deck[:6]
    hands = [[] for _ in range(3)]
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    pos = 6
    for _ in range(2):
        for s in order:
            hands[s] += deck[pos:pos + 6]
            pos += 6
    dealt = [list(h) for h in hands]
    player = dealer  # forehand and middle pass, the dealer bids a three
    take = talon[:3]
    hand = hands[player] + take
    cands = [c for c in hand if suit(c) != "T" and not c.startswith("K")]
    if len(cands) < 3:
        return None
    rng.shuffle(cands)
    discard = cands[:3]
    for c in discard:
        hand.remove(c)
    hands[player] = hand
    g = Game()
    state = {"hands": [list(h) for h in hands], "leader": (dealer + 1) % 3, "trick": [], "tricks": []}
    while len(state["tricks"]) < 12 - cut:
        seat = (state["leader"] + len(state["trick"])) % 3
        card = rng.choice(g.legal(state, seat))
        state["hands"][seat].remove(card)
        state["trick"].append((seat, card))
        if len(state["trick"]) == 3:
            w = g.winner(state["trick"])
            state["tricks"].append(state["trick"])
            state["trick"] = []
            state["leader"] = w
    return {"seed": seed, "dealer": dealer, "dealt": dealt, "talon": talon, "take": take,
            "discard": discard, "talon_rest": talon[3:], "player": player, "state": state}


def all_endings(sim):
    out = []
    for tricks in endings(Game(), sim["state"]):
        pts, flags = result(sim, tricks)
        out.append((tricks, pts, flags, payments(sim, pts)))
    return out
