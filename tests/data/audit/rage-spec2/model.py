"""Independent model of Rage (Amigo 2000, Czech translation by Paluba 2004).

Written from the source text only (seed 001); imports nothing from the engine.
"""

import random

COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def full_deck():
    deck = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for name, n in ACTIONS.items():
        deck += [name] * n
    assert len(deck) == 112
    return deck


def is_colour(card):
    return card[0] in COLOURS and card[1:].isdigit()


def colour(card):
    return card[0] if is_colour(card) else None


def value(card):
    return int(card[1:])


class Round:
    """One round (deal): trump turning, tricks, scoring."""

    def __init__(self, hands, talon, dealer, durch=False):
        self.n = len(hands)
        self.hands = [list(h) for h in hands]
        self.cards = len(hands[0])
        self.talon = list(talon)
        self.pos = 0
        self.dealer = dealer
        self.durch = durch
        self.trumps = []
        self.trump = self.turn()
        self.tricks = [0] * self.n
        self.action = [0] * self.n  # +5 / -5 points from action cards
        self.winners = []
        self.strict = True

    def turn(self):
        """Turn stock cards until a colour card shows; return its colour."""
        while True:
            card = self.talon[self.pos]
            self.pos += 1
            if is_colour(card):
                self.trumps.append(card[0])
                return card[0]

    @staticmethod
    def led_colour(trick):
        """The first colour card or joker of the trick sets the colour to follow."""
        for _, card, named in trick:
            if is_colour(card):
                return card[0]
            if card == "WILD":
                return named
        return None

    def legal(self, seat, trick):
        """Cards the seat may play to the trick (strict reading: an action card,
        the joker included, only when unable to follow)."""
        hand = self.hands[seat]
        led = self.led_colour(trick)
        if led is None:
            return sorted(set(hand))
        follow = [c for c in hand if colour(c) == led]
        if follow:
            return sorted(set(follow))
        return sorted(set(hand))

    def winner(self, trick, trump):
        """trick: list of (seat, card, named); trump: colour or None (no-trump trick)."""
        led = self.led_colour(trick)

        def strength(i):
            seat, card, named = trick[i]
            if card == "WILD":
                return (16, i)  # a later joker of the same colour beats an earlier one
            return (value(card), 0)

        coloured = []
        for i, (_, card, named) in enumerate(trick):
            if is_colour(card):
                coloured.append((i, card[0]))
            elif card == "WILD":
                coloured.append((i, named))
        if trump is not None:
            tr = [i for i, c in coloured if c == trump]
            if tr:
                return trick[max(tr, key=strength)][0]
        if led is not None:
            ld = [i for i, c in coloured if c == led]
            return trick[max(ld, key=strength)][0]
        return trick[0][0]

    def play_trick(self, leader, choose, order=None):
        """Play one trick. choose(round, seat, trick, legal) -> (card, named).
        order: explicit seat order (for out-of-turn plants); default clockwise."""
        trick = []
        notrump = False
        seats = order or [(leader + k) % self.n for k in range(self.n)]
        for seat in seats:
            legal = self.legal(seat, trick)
            card, named = choose(self, seat, trick, legal)
            self.hands[seat].remove(card)
            trick.append((seat, card, named))
            if card in ("NOTRUMP", "CHANGE"):
                # random play keeps clear of two such cards in one trick
                assert not (self.strict and any(c in ("NOTRUMP", "CHANGE") for _, c, _ in trick[:-1])), (
                    "two NOTRUMP/CHANGE cards in one trick"
                )
            if card == "NOTRUMP":
                notrump = True
            elif card == "CHANGE":
                assert not notrump, "NOTRUMP then CHANGE in one trick: not modelled"
                self.trump = self.turn()
        w = self.winner(trick, None if notrump else self.trump)
        if notrump:
            self.trump = self.turn()
        self.tricks[w] += 1
        for _, card, _ in trick:
            if card == "PLUS5":
                self.action[w] += 5
            elif card == "MINUS5":
                self.action[w] -= 5
        self.winners.append(w)
        return trick, w

    def scores(self, bids):
        out = []
        for s in range(self.n):
            tp = self.tricks[s]
            if self.durch and self.cards > 1 and self.tricks[s] == self.cards:
                tp = 2 * self.tricks[s]
            bp = 10 if bids[s] == self.tricks[s] else -5
            out.append(tp + bp + self.action[s])
        return out


def deal(rng, n, cards, fixed_hands=None, fixed_top=None):
    """Shuffle and deal; fixed_hands / fixed_top (stock top cards) are honoured."""
    deck = full_deck()
    fixed = []
    for h in fixed_hands or []:
        fixed += h or []
    fixed += fixed_top or []
    for c in fixed:
        deck.remove(c)
    rng.shuffle(deck)
    hands = []
    for s in range(n):
        if fixed_hands and fixed_hands[s] is not None:
            hands.append(list(fixed_hands[s]))
        else:
            hands.append([deck.pop() for _ in range(cards)])
    talon = list(fixed_top or []) + deck
    assert all(len(h) == cards for h in hands)
    assert len(talon) + n * cards == 112
    return hands, talon


def random_chooser(rng):
    def choose(rnd, seat, trick, legal):
        # keep random tricks clear of doubtful combinations: at most one
        # NOTRUMP/CHANGE per trick when the player has another choice
        if any(c in ("NOTRUMP", "CHANGE") for _, c, _ in trick):
            other = [c for c in legal if c not in ("NOTRUMP", "CHANGE")]
            legal = other or legal
        card = rng.choice(legal)
        named = rng.choice(COLOURS) if card == "WILD" else None
        return card, named

    return choose


def scripted_chooser(script, fallback):
    """script: dict (trick_no, seat) -> (card, named); trick_no counted via rnd.winners."""

    def choose(rnd, seat, trick, legal):
        key = (len(rnd.winners), seat)
        if key in script:
            return script[key]
        return fallback(rnd, seat, trick, legal)

    return choose


def random_bids(rng, n, dealer, cards, pm1):
    bids = [None] * n
    order = [(dealer + 1 + k) % n for k in range(n)]
    total = 0
    for k, s in enumerate(order):
        choices = list(range(0, min(cards, 3) + 1)) if cards > 3 else list(range(cards + 1))
        if pm1 and k == n - 1:
            choices = [b for b in range(cards + 1) if total + b != cards]
            choices = [b for b in choices if b <= 3] or choices
        b = rng.choice(choices)
        bids[s] = b
        total += b
    return bids, order


def play_round(hands, talon, dealer, bids, choose, durch=False):
    rnd = Round(hands, talon, dealer, durch)
    leader = (dealer + 1) % rnd.n
    plays = []
    for _ in range(rnd.cards):
        trick, w = rnd.play_trick(leader, choose)
        plays += trick
        leader = w
    return rnd, plays, rnd.scores(bids)


def play_events(plays):
    ev = []
    for seat, card, named in plays:
        e = {"type": "play", "seat": seat, "card": card}
        if card == "WILD":
            e["named"] = named
        ev.append(e)
    return ev


def bid_events(bids, order):
    return [{"type": "bid", "seat": s, "bid": bids[s]} for s in order]


def score_events(scores):
    return [{"type": "score", "party": s, "points": p} for s, p in enumerate(scores)]


def total_events(totals):
    return [{"type": "total", "party": s, "points": p} for s, p in enumerate(totals)]


def transcript(players, deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "rage"}
    t["rules"] = rules or {}
    t["players"] = players
    if start is not None:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "František", "Gábina", "Honza"]


def session(
    seed,
    n,
    first_round=1,
    rounds=10,
    first_dealer=0,
    rules=None,
    start_totals=None,
    with_totals=True,
    hook=None,
):
    """A random clean session; hook(k, rnd_info) may edit a deal dict (returns it)."""
    rules = rules or {}
    rng = random.Random(seed)
    totals = list(start_totals or [0] * n)
    deals = []
    info = []
    for k in range(rounds):
        r = first_round + k
        cards = 11 - r
        dealer = (first_dealer + k) % n
        hands, talon = deal(rng, n, cards)
        bids, order = random_bids(rng, n, dealer, cards, rules.get("plus_minus_one"))
        rnd, plays, scores = play_round(
            hands, talon, dealer, bids, random_chooser(rng), rules.get("durch", False)
        )
        totals = [a + b for a, b in zip(totals, scores, strict=False)]
        ev = bid_events(bids, order) + play_events(plays) + score_events(scores)
        if with_totals:
            ev += total_events(totals)
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
        info.append(
            {
                "round": r,
                "bids": bids,
                "tricks": rnd.tricks,
                "action": rnd.action,
                "scores": scores,
                "totals": list(totals),
                "trumps": rnd.trumps,
                "winners": rnd.winners,
            }
        )
    return deals, info
