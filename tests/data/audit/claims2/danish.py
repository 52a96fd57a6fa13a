"""Danish Tarok (Ultimo) model, from seeds/000 (Polish), sections 3, 7, 10-15."""

import random

from common import endings, net

N = 3
SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in RED_ORDER] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]
COURTS = "KQNJ"


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, led):
    """Higher is better; None when the card cannot win."""
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return 100 + int(c[1:])
    if suit(c) != led:
        return None
    order = RED_ORDER if suit(c) in "HD" else BLACK_ORDER
    return 50 - order.index(rank(c))


def honour(c):
    # §15: Pagat, Mondo, Joker and kings 4; queens 3; knights 2; jacks 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


class Game:
    N = 3

    @staticmethod
    def led_suit(trick, state):
        first = trick[0][1]
        if first == "JOKER":
            return state["named"][len(state["tricks"])]
        return suit(first)

    def legal(self, state, seat):
        hand = state["hands"][seat]
        trick = state["trick"]
        ntricks = len(state["tricks"])
        second_last = ntricks == 23
        cards = [c for c in hand if not (c == "JOKER" and second_last)]
        if not trick:
            return [c for c in cards if c != "JOKER"] or cards
        led = self.led_suit(trick, state)
        follow = [c for c in cards if suit(c) == led]
        joker = [c for c in cards if c == "JOKER"]
        if follow:
            return follow + joker
        trumps = [c for c in cards if suit(c) == "T"]
        if trumps:
            return trumps + joker
        return cards

    def winner(self, trick, state):
        led = self.led_suit(trick, state)
        best, who = None, None
        for seat, c in trick:
            s = strength(c, led)
            if s is not None and (best is None or s > best):
                best, who = s, seat
        return who


def declarations(hand):
    trumps = [c for c in hand if c.startswith("T") or c == "JOKER"]
    out = []
    if len(trumps) >= 10:
        out.append("trumps")
    if {"JOKER", "T21", "T1"} <= set(hand):
        out.append("matadors")
    for s in SUITS:
        courts = sum(1 for r in COURTS if r + s in hand)
        if courts == 4 or (courts == 3 and "JOKER" in hand):
            out.append("cavalry" + s)
    kings = sum(1 for s in SUITS if "K" + s in hand)
    if kings == 4 or (kings == 3 and "JOKER" in hand):
        out.append("kings")
    return out


def band(points):
    # §15: 14-18 pay 10, 19-23 pay 5, 24-28 nothing, 29-33 get 5, 34-38 get 10
    d = points - 26
    return 5 * round(d / 5)


def deal_payments(dealer, discard, tricks, joker_player, pools_start=None):
    """Every payment of the deal after the discard: in-play, last trick, card points.

    Returns (payments by trick index, closing payments, card points)."""
    pools = dict(pools_start) if pools_start else {"pagat_pool": 65, "king_pool": 65}
    others = lambda s: [x for x in range(3) if x != s]
    in_play = {}
    won = [0, 0, 0]
    pts = [0, 0, 0]
    ntr = len(tricks)
    for i, trick in enumerate(tricks):
        state = {"tricks": [None] * i, "named": {}}
        w = Game().winner(trick, state)
        won[w] += 1
        pts[w] += 1
        last = i == ntr - 1
        for seat, c in trick:
            if c == "JOKER" and not last:
                pts[seat] += 4
            else:
                pts[w] += honour(c)
        if last:
            continue
        pays = []
        for seat, c in trick:
            if c.startswith("K") and seat != w:
                for o in others(seat):
                    pays.append((seat, o, 5, "king_lost"))
                pays.append((seat, "king_pool", 5, "king_lost"))
                pools["king_pool"] += 5
            if c == "T1":
                if seat != w:
                    for o in others(seat):
                        pays.append((seat, o, 5, "pagat_lost"))
                    pays.append((seat, "pagat_pool", 5, "pagat_lost"))
                    pools["pagat_pool"] += 5
                else:
                    for o in others(seat):
                        pays.append((o, seat, 5, "pagat_trick"))
        if pays:
            in_play[i] = pays
    pts[dealer] += 1  # the skat (no honours in it, see the generator)
    closing = []
    assert min(won) > 0 and max(won) < 25, "no tout/nolo in this corpus"
    last = tricks[-1]
    w = Game().winner(last, {"tricks": [None] * (ntr - 1), "named": {}})
    wcard = dict(last)[w]
    przyd = []
    for seat, c in last:
        if seat != w and c.startswith("K"):
            przyd.append((seat, "king"))
        if seat != w and c == "T1":
            przyd.append((seat, "pagat"))
    kinds = {}
    if wcard.startswith("K"):
        kinds["king_ultimo"] = True
    elif wcard == "T1":
        kinds["pagat_ultimo"] = True
    # the pool as it stands before the last trick's payments
    kp, pp = pools["king_pool"], pools["pagat_pool"]
    if wcard.startswith("K"):
        for o in others(w):
            closing.append((o, w, 40, "king_ultimo"))
        closing.append(("king_pool", w, kp, "king_ultimo"))
    elif wcard == "T1":
        for o in others(w):
            closing.append((o, w, 45, "pagat_ultimo"))
        closing.append(("pagat_pool", w, pp, "pagat_ultimo"))
    elif not przyd:
        for o in others(w):
            closing.append((o, w, 20, "last_trick"))
    for seat, kind in przyd:
        amt = 40 if kind == "king" else 45
        for o in others(seat):
            closing.append((seat, o, amt, kind + "_przydupek"))
        closing.append((seat, kind + "_pool", kp if kind == "king" else pp, kind + "_przydupek"))
    new_dealer = (dealer + 1) % 3
    for s in range(3):
        if s == new_dealer:
            continue
        b = band(pts[s])
        if b > 0:
            closing.append((new_dealer, s, b, "card_points"))
        elif b < 0:
            closing.append((s, new_dealer, -b, "card_points"))
    return in_play, closing, pts


PARTIES = [0, 1, 2, "pagat_pool", "king_pool"]


def all_payments(dealer, discard, tricks, joker_player):
    in_play, closing, pts = deal_payments(dealer, discard, tricks, joker_player)
    pays = []
    for i in sorted(in_play):
        pays += in_play[i]
    return pays + closing, pts


def robust(pts, dealer):
    """The card-point payments do not move if any one seat's count is off by one point
    (how the skat's point or the Joker's trick is credited)."""
    for s in range(3):
        for d in (-1, 1):
            if band(pts[s] + d) != band(pts[s]):
                return False
    return True


def simulate(seed, cut):
    rng = random.Random(seed)
    deck = DECK[:]
    rng.shuffle(deck)
    dealer = rng.randrange(3)
    hands = [[] for _ in range(3)]
    pos = 0
    order = [(dealer + 1 + i) % 3 for i in range(3)]
    for _ in range(5):
        for s in order:
            hands[s] += deck[pos:pos + 5]
            pos += 5
    hands[dealer] += deck[pos:pos + 3]
    dealt = [list(h) for h in hands]
    for h in hands:
        if declarations(h):
            return None
    pips = [c for c in hands[dealer] if c != "JOKER" and suit(c) in SUITS and rank(c) not in COURTS]
    rng.shuffle(pips)
    discard = pips[:3]
    for c in discard:
        hands[dealer].remove(c)
    if declarations(hands[dealer]):
        return None
    joker_player = next(s for s in range(3) if "JOKER" in hands[s])
    g = Game()
    state = {"hands": [list(h) for h in hands], "leader": (dealer + 1) % 3, "trick": [],
             "tricks": [], "named": {}}
    while len(state["tricks"]) < 25 - cut:
        seat = (state["leader"] + len(state["trick"])) % 3
        legal = g.legal(state, seat)
        if "JOKER" in legal and len(legal) > 1:
            ti = len(state["tricks"])
            if ti < 18 and rng.random() < 0.3:
                legal = ["JOKER"]
            else:
                legal = [c for c in legal if c != "JOKER"]
        card = rng.choice(legal)
        state["hands"][seat].remove(card)
        state["trick"].append((seat, card))
        if len(state["trick"]) == 3:
            w = g.winner(state["trick"], state)
            state["tricks"].append(state["trick"])
            state["trick"] = []
            state["leader"] = w
    if any("JOKER" in h for h in state["hands"]):
        return None
    return {"seed": seed, "dealer": dealer, "dealt": dealt, "discard": discard,
            "joker_player": joker_player, "state": state}


def all_endings(sim):
    g = Game()
    out = []
    for tricks in endings(g, sim["state"]):
        won = [0, 0, 0]
        for t in tricks:
            won[g.winner(t, {"tricks": [], "named": {}})] += 1
        if min(won) == 0 or max(won) == 25:
            out.append((tricks, None, None))
            continue
        pays, pts = all_payments(sim["dealer"], sim["discard"], tricks, sim["joker_player"])
        out.append((tricks, pays, pts))
    return out
