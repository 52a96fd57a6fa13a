# Copied from tests/data/audit/rage-spec7/rage_model.py for the coverage-jrc round.
"""Rage model of auditor round rage-spec7, written blind from the Czech rules
(Paluba translation, 2004; /work/shared/seeds/001_e7f9d50c98dca0e9.txt).

My reading of the source (quoted in EXPECTED.md):
- round r (1..10) deals 11 - r cards; the deal passes clockwise (next seat) after each round;
- the rest is a face-down stock; its top card is turned for trump, action cards turned are
  skipped ("otáčejí se další karty ... až než se objeví nějaká barevná");
- the player left of the dealer (dealer + 1) bids first and leads the first trick; bids go round;
- follow the colour of the first card of the trick; only a player who cannot follow may play
  another colour, a trump or an action card (the joker is one of the 16 action cards);
- a trick led by an action card: the first colour card or joker sets the colour; a trick of
  action cards only (no joker) is won by its first card;
- the highest trump wins, else the highest card of the led colour; a joker is the highest card
  of the colour it names, the second of two jokers naming one colour beats the first;
- NOTRUMP: no trump in this trick; after the trick the next stock card is turned (skipping action
  cards) and sets trump for the rest of the round;
- CHANGE: the next stock card is turned at once and its colour is trump for this trick and the
  rest of the round;
- score: +1 a trick, +5 per PLUS5 and -5 per MINUS5 in one's tricks, +10 for an exact bid,
  -5 otherwise; durch (variant): all tricks to one player score 2 each, not in the last round.
- plus/minus one (variant): the last bidder may not make the bids add up to the cards dealt.

The generator avoids what the source leaves open: NOTRUMP and CHANGE in one trick, two NOTRUMPs
in one trick, an action card played second to an action lead by a player holding colour cards.
"""

import random

COLOURS = "RBGYPO"
ACTIONS = {"WILD": 2, "NOTRUMP": 4, "CHANGE": 4, "PLUS5": 3, "MINUS5": 3}


def deck():
    d = [c + str(v) for c in COLOURS for v in range(16)]
    for a, k in ACTIONS.items():
        d += [a] * k
    return d


def is_colour(card):
    return card[0] in COLOURS and card[1:].isdigit()


def colour(card):
    return card[0]


def value(card):
    return int(card[1:])


def next_colour_turn(talon, ptr):
    """Turn cards from talon[ptr] until a colour card shows; return (colour, new ptr, turned)."""
    turned = []
    while True:
        c = talon[ptr]
        ptr += 1
        turned.append(c)
        if is_colour(c):
            return colour(c), ptr, turned


class Trick:
    def __init__(self, trump):
        self.plays = []  # (seat, card, named)
        self.trump = trump  # trump in force for this trick (after any CHANGE)
        self.notrump = False
        self.change = False

    def lead_colour(self):
        for _, card, named in self.plays:
            if card == "WILD":
                return named
            if is_colour(card):
                return colour(card)
        return None

    def winner(self):
        lc = self.lead_colour()
        if lc is None:
            return self.plays[0][0]
        t = None if self.notrump else self.trump
        best = None
        jokers = 0
        for seat, card, named in self.plays:
            if card == "WILD":
                jokers += 1
                c, v = named, 15 + jokers
            elif is_colour(card):
                c, v = colour(card), value(card)
            else:
                continue
            key = None
            if t is not None and c == t:
                key = (2, v)
            elif c == lc:
                key = (1, v)
            if key is not None and (best is None or key > best[0]):
                best = (key, seat)
        return best[1]


def legal(hand, trick):
    """Legal cards by my reading."""
    if not trick.plays:
        return sorted(set(hand))
    lc = trick.lead_colour()
    if lc is None:
        # trick led by action cards: the next card may be any colour; avoid an action card
        # from a player holding colour cards or a joker (the source leaves it open)
        cols = [c for c in hand if is_colour(c) or c == "WILD"]
        return sorted(set(cols or hand))
    follow = [c for c in hand if is_colour(c) and colour(c) == lc]
    if follow:
        return sorted(set(follow))
    return sorted(set(hand))


def avoid_ambiguous(cands, trick):
    out = []
    for c in cands:
        if c == "NOTRUMP" and (trick.notrump or trick.change):
            continue
        if c == "CHANGE" and trick.notrump:
            continue
        out.append(c)
    return out


def estimate_bid(hand, trump, rng):
    est = 0.0
    for c in hand:
        if c == "WILD":
            est += 0.9
        elif is_colour(c):
            if colour(c) == trump:
                est += 0.75 if value(c) >= 8 else 0.3
            elif value(c) >= 13:
                est += 0.45
    est += rng.uniform(-0.8, 0.8)
    return max(0, min(len(hand), int(round(est))))


class Deal:
    pass


def score_round(n, cards, bids, tricks, plus, minus, durch_opt):
    durch = durch_opt and cards >= 2 and max(tricks) == cards
    scores = []
    for s in range(n):
        per = 2 if (durch and tricks[s] == cards) else 1
        sc = per * tricks[s] + 5 * plus[s] - 5 * minus[s]
        if bids[s] is not None:
            sc += 10 if bids[s] == tricks[s] else -5
        scores.append(sc)
    return scores


def play_deal(n, cards, dealer, rng, opts, hooks=None, deal_idx=0):
    """Deal and play one round legally (hooks may force faults). Returns a Deal."""
    hooks = hooks or {}
    d = deck()
    rng.shuffle(d)
    hands = [d[i * cards:(i + 1) * cards] for i in range(n)]
    talon = d[n * cards:]
    return play_from(n, cards, dealer, hands, talon, rng, opts, hooks, deal_idx)


def play_from(n, cards, dealer, hands, talon, rng, opts, hooks, deal_idx):
    D = Deal()
    D.n, D.cards, D.dealer = n, cards, dealer
    D.hands = [list(h) for h in hands]
    D.talon = list(talon)
    hold = [list(h) for h in hands]
    trump, ptr, turned = next_colour_turn(talon, 0)
    D.trumps = [trump]
    D.turned = list(turned)
    # bids
    first = (dealer + 1) % n
    order = [(first + i) % n for i in range(n)]
    bids = [None] * n
    forced_bids = hooks.get("bids", {})
    for k, s in enumerate(order):
        b = estimate_bid(hold[s], trump, rng)
        if opts.get("plus_minus_one") and k == n - 1:
            tot = sum(bids[x] for x in order[:-1])
            if tot + b == cards:
                b = b + 1 if (b + 1 <= cards and rng.random() < 0.5) or b == 0 else b - 1
        if (deal_idx, s) in forced_bids:
            b = forced_bids[(deal_idx, s)]
        bids[s] = b
    D.bid_order = order
    D.bids = bids
    # play
    leader = first
    plays = []  # (seat, card, named)
    D.tricks_detail = []
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    lead_over = hooks.get("lead", {})
    force = hooks.get("force", {})
    for t in range(cards):
        if (deal_idx, t) in lead_over:
            leader = lead_over[(deal_idx, t)]
        trick = Trick(trump)
        for i in range(n):
            s = (leader + i) % n
            key = (deal_idx, t, s)
            if key in force:
                card = force[key](hold[s], trick)
            else:
                cands = avoid_ambiguous(legal(hold[s], trick), trick)
                if not cands:
                    raise RuntimeError("ambiguous-only")
                card = rng.choice(cands)
            named = None
            if card == "WILD":
                lc = trick.lead_colour()
                opts_c = [x for x in {lc, trump} if x] or list(COLOURS)
                named = rng.choice(sorted(opts_c))
            hold[s].remove(card)
            if card == "CHANGE":
                trump, ptr, tt = next_colour_turn(talon, ptr)
                D.turned += tt
                D.trumps.append(trump)
                trick.trump = trump
                trick.change = True
            if card == "NOTRUMP":
                trick.notrump = True
            trick.plays.append((s, card, named))
            plays.append((s, card, named))
        w = trick.winner()
        tricks[w] += 1
        for _, c, _ in trick.plays:
            if c == "PLUS5":
                plus[w] += 1
            if c == "MINUS5":
                minus[w] += 1
        D.tricks_detail.append((list(trick.plays), w, None if trick.notrump else trick.trump))
        if trick.notrump and t < cards - 1:
            trump, ptr, tt = next_colour_turn(talon, ptr)
            D.turned += tt
            D.trumps.append(trump)
        leader = w
    D.plays = plays
    D.tricks = tricks
    D.plus, D.minus = plus, minus
    D.scores = score_round(n, cards, bids, tricks, plus, minus, opts.get("durch", False))
    return D


def replay(n, cards, dealer, hands, talon, plays, bids, opts):
    """Score a record as written (my model), used to check the planted files."""
    trump, ptr, _ = next_colour_turn(talon, 0)
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    i = 0
    winners = []
    while i + n <= len(plays):
        trick = Trick(trump)
        for s, card, named in plays[i:i + n]:
            if card == "CHANGE":
                trump, ptr, _ = next_colour_turn(talon, ptr)
                trick.trump = trump
            if card == "NOTRUMP":
                trick.notrump = True
            trick.plays.append((s, card, named))
        w = trick.winner()
        winners.append(w)
        tricks[w] += 1
        for _, c, _ in trick.plays:
            plus[w] += c == "PLUS5"
            minus[w] += c == "MINUS5"
        if trick.notrump and len(winners) < cards:
            trump, ptr, _ = next_colour_turn(talon, ptr)
        i += n
    return winners, tricks, score_round(n, cards, bids, tricks, plus, minus, opts.get("durch", False))
