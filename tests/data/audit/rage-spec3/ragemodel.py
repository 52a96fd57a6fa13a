"""A small independent model of Rage as the Czech Paluba translation (2004) reads.

Written for the rage-spec3 blind audit; imports nothing from the engine.
Readings (see EXPECTED.md for the quotes):
- follow the colour of the first colour card (or WILD) of the trick; an action card
  (WILD included) may be played only by a player holding no colour card of that colour;
- nobody has to trump or to overtake;
- NOTRUMP: no trump in this trick, a new trump is turned after the trick;
- CHANGE: a new trump is turned at once and counts in this trick already;
- WILD: highest card of its named colour; the second WILD of the same colour beats the first;
- a trick of action cards only (no WILD) goes to its first card;
- round score: +1 a trick (+2 under durch when one seat takes every trick, not in round 10),
  +5 / -5 for PLUS5 / MINUS5 in one's tricks, +10 for an exact bid, -5 otherwise.
"""

COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def full_deck():
    deck = [f"{c}{v}" for c in COLOURS for v in range(16)]
    for a, k in ACTIONS.items():
        deck += [a] * k
    return deck


def is_colour(card):
    return card[0] in COLOURS and card[1:].isdigit()


def colour(card):
    return card[0]


def value(card):
    return int(card[1:])


class Illegal(Exception):
    pass


def turn_trump(stock, pos):
    """Turn cards from the stock from pos until a colour card; return (colour, new pos)."""
    while pos < len(stock):
        c = stock[pos]
        pos += 1
        if is_colour(c):
            return colour(c), pos
    raise Illegal("stock exhausted")


def led_colour(trick):
    for _seat, card, named in trick:
        if card == "WILD":
            return named
        if is_colour(card):
            return colour(card)
    return None


def legal_cards(hand, trick):
    led = led_colour(trick)
    if led is None:
        return list(hand)
    same = [c for c in hand if is_colour(c) and colour(c) == led]
    return same if same else list(hand)


def trick_winner(trick, trump, notrump):
    """trick: list of (seat, card, named). trump: current trump colour after any CHANGE."""
    eff_trump = None if notrump else trump
    led = led_colour(trick)
    best = None
    best_key = None
    for i, (seat, card, named) in enumerate(trick):
        if card == "WILD":
            col, v = named, 16 + i / 100.0  # later WILD beats earlier WILD
        elif is_colour(card):
            col, v = colour(card), value(card)
        else:
            continue
        if eff_trump is not None and col == eff_trump:
            key = (2, v)
        elif col == led:
            key = (1, v)
        else:
            continue
        if best_key is None or key > best_key:
            best_key, best = key, seat
    if best is None:
        return trick[0][0]
    return best


class Round:
    def __init__(self, n, dealer, hands, stock, rnd, durch=False):
        self.n, self.dealer, self.rnd = n, dealer, rnd
        self.hands = [list(h) for h in hands]
        self.stock = list(stock)
        self.trump, self.pos = turn_trump(self.stock, 0)
        self.trumps = [self.trump]
        self.durch = durch
        self.tricks = [0] * n
        self.action = [0] * n
        self.winners = []
        self.trick = []
        self.notrump = False
        self.leader = (dealer + 1) % n
        self.plays = []  # (seat, card, named)
        self.faults = []  # (play index, kind)

    def to_play(self):
        return (self.leader + len(self.trick)) % self.n

    def play(self, seat, card, named=None, check=True):
        idx = len(self.plays)
        if check and seat != self.to_play():
            self.faults.append((idx, "out_of_turn"))
        hand = self.hands[seat]
        if card not in hand:
            raise Illegal(f"{card} not in hand of {seat}")
        legal = legal_cards(hand, self.trick)
        if check and card not in legal:
            led = led_colour(self.trick)
            kind = "action_card_while_able_to_follow" if not is_colour(card) else "revoke"
            self.faults.append((idx, kind, led))
        hand.remove(card)
        self.plays.append((seat, card, named))
        self.trick.append((seat, card, named))
        if card == "NOTRUMP":
            if self.notrump:
                raise Illegal("two NOTRUMP in one trick (avoided)")
            self.notrump = True
        elif card == "CHANGE":
            if self.notrump:
                raise Illegal("CHANGE after NOTRUMP in one trick (avoided)")
            self.trump, self.pos = turn_trump(self.stock, self.pos)
            self.trumps.append(self.trump)
        if len(self.trick) == self.n:
            self.finish_trick()

    def finish_trick(self):
        w = trick_winner(self.trick, self.trump, self.notrump)
        self.winners.append(w)
        self.tricks[w] += 1
        for _s, c, _n in self.trick:
            if c == "PLUS5":
                self.action[w] += 5
            elif c == "MINUS5":
                self.action[w] -= 5
        if self.notrump:
            self.trump, self.pos = turn_trump(self.stock, self.pos)
            self.trumps.append(self.trump)
        self.notrump = False
        self.trick = []
        self.leader = w

    def scores(self, bids):
        cards = 11 - self.rnd
        out = []
        per = 1
        if self.durch and cards > 1 and max(self.tricks) == cards:
            per = 2
        for s in range(self.n):
            sc = self.tricks[s] * (per if self.tricks[s] == cards else 1)
            sc += self.action[s]
            sc += 10 if bids[s] == self.tricks[s] else -5
            out.append(sc)
        return out


def random_play(rnd_obj, rng, forbid_combo=True):
    """Play a whole round at random, legally. Returns nothing; mutates rnd_obj."""
    while any(rnd_obj.hands):
        seat = rnd_obj.to_play()
        legal = legal_cards(rnd_obj.hands[seat], rnd_obj.trick)
        choices = list(legal)
        rng.shuffle(choices)
        done = False
        for card in choices:
            if forbid_combo and rnd_obj.notrump and card in ("NOTRUMP", "CHANGE"):
                continue
            named = None
            if card == "WILD":
                led = led_colour(rnd_obj.trick)
                named = rng.choice([led or rng.choice(COLOURS), rnd_obj.trump, rng.choice(COLOURS)])
            rnd_obj.play(seat, card, named)
            done = True
            break
        if not done:
            raise Illegal("stuck")


def deal_cards(n, cards, rng, fixed_hands=None, stock_prefix=None):
    deck = full_deck()
    hands = [list(h) for h in fixed_hands] if fixed_hands else None
    if hands:
        for h in hands:
            for c in h:
                deck.remove(c)
    for c in stock_prefix or []:
        deck.remove(c)
    rng.shuffle(deck)
    if not hands:
        hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
        deck = deck[n * cards :]
    stock = list(stock_prefix or []) + deck
    return hands, stock


def play_round(rnd_obj, rng, hook=None):
    """Play a round at random (legal), with an optional hook that may force one play.

    hook(rnd_obj, seat, legal) -> None or (card, named).
    """
    while any(rnd_obj.hands):
        if hook is not None and getattr(hook, "lead_hook", None) and not rnd_obj.trick:
            hook.lead_hook(rnd_obj)
        seat = rnd_obj.to_play()
        if hook is not None:
            forced = hook(rnd_obj, seat, legal_cards(rnd_obj.hands[seat], rnd_obj.trick))
            if forced is not None:
                rnd_obj.play(seat, forced[0], forced[1])
                continue
        legal = legal_cards(rnd_obj.hands[seat], rnd_obj.trick)
        choices = list(legal)
        rng.shuffle(choices)
        for card in choices:
            if rnd_obj.notrump and card in ("NOTRUMP", "CHANGE"):
                continue
            named = None
            if card == "WILD":
                led = led_colour(rnd_obj.trick)
                named = rng.choice([led or rng.choice(COLOURS), rnd_obj.trump, rng.choice(COLOURS)])
            rnd_obj.play(seat, card, named)
            break
        else:
            raise Illegal("stuck")
