"""Rage (Amigo 2000, Czech translation by Paluba) as I read it.

- 112 cards: colours R B G Y P O 0..15, WILD x2, NOTRUMP x4, CHANGE x4, PLUS5 x3, MINUS5 x3.
- Round r deals 11 - r cards each; dealer moves on clockwise (= next seat in play order).
- Trump: top card of the stock turned; action cards turned over until a colour shows.
- Bids from the dealer's left neighbour (= dealer + 1), then in play order.
- dealer + 1 leads the first trick; follow the colour led (first colour card or WILD); when void,
  anything (colour, trump, action card).  Action cards only when void (or nothing led yet).
- NOTRUMP: no trump in this trick; afterwards the next stock card(s) give a new trump.
- CHANGE: next stock card(s) turned at once, new trump for this trick and the rest of the round.
- WILD: highest card of the named colour; any trump beats it unless it is named trump; of two
  wilds named alike the second is stronger.  Only action cards and no wild: first card wins.
- Score: +1 a trick, +5 a PLUS5 in one's tricks, -5 a MINUS5, +10 bid made exactly, else -5.
"""

import random

COLOURS = "RBGYPO"
ACTION = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [c + str(v) for c in COLOURS for v in range(16)] + list(ACTION)


def colour(card):
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card):
    return int(card[1:])


class Ambiguous(Exception):
    pass


def turn_trump(talon, pos):
    """Turn cards from talon[pos:] until a colour card. Returns (colour, new pos)."""
    while pos < len(talon):
        c = talon[pos]
        pos += 1
        if colour(c):
            return colour(c), pos
    raise Ambiguous("stock exhausted")


def legal(hand, led):
    if led is None:
        return list(hand)
    follow = [c for c in hand if colour(c) == led]
    if follow:
        return follow
    return list(hand)


def trick_winner(trick, trump, notrump):
    """trick: list of (seat, card, named). Returns seat."""
    led = None
    for _, c, named in trick:
        if colour(c):
            led = colour(c)
            break
        if c == "WILD":
            led = named
            break
    best = None  # (rank tuple, seat)

    def rank(i, card, named):
        col = colour(card) or (named if card == "WILD" else None)
        if col is None:
            return None
        is_trump = (not notrump) and col == trump
        if not is_trump and col != led:
            return None
        v = 100 + i if card == "WILD" else value(card)  # later wild beats earlier wild
        return (1 if is_trump else 0, v)

    for i, (seat, c, named) in enumerate(trick):
        r = rank(i, c, named)
        if r is None:
            continue
        if best is None or r > best[0]:
            best = (r, seat)
    if best is None:
        return trick[0][0]
    return best[1]


def play_round(rng, n, round_no, dealer, bid_order=None, pm1=False, max_tries=2000):
    cards = 11 - round_no
    for _ in range(max_tries):
        d = deck()
        rng.shuffle(d)
        hands = [sorted(d[i * cards:(i + 1) * cards]) for i in range(n)]
        talon = d[n * cards:]
        try:
            res = _play(rng, n, round_no, dealer, hands, talon, bid_order, pm1)
        except Ambiguous:
            continue
        return res
    raise RuntimeError("no unambiguous deal")


def _bid_guess(rng, hand, trump, cards):
    strong = sum(1 for c in hand if (colour(c) and value(c) >= 13) or (colour(c) == trump and value(c) >= 9) or c == "WILD")
    b = strong + rng.choice([-1, 0, 0, 1])
    return max(0, min(cards, b))


def _play(rng, n, round_no, dealer, hands, talon, bid_order, pm1):
    cards = 11 - round_no
    trump, pos = turn_trump(talon, 0)
    events = []
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids = {}
    for k, s in enumerate(bid_order or order):
        b = _bid_guess(rng, hands[s], trump, cards)
        if pm1 and k == n - 1 and sum(bids.values()) + b == cards:
            b = b + 1 if b + 1 <= cards else b - 1
        bids[s] = b
        events.append({"type": "bid", "seat": s, "bid": b})
    live = [list(h) for h in hands]
    leader = (dealer + 1) % n
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    for t in range(cards):
        trick = []
        led = None
        notrump = False
        changed = False
        for k in range(n):
            s = (leader + k) % n
            opts = legal(live[s], led)
            card = rng.choice(opts)
            named = None
            if card == "WILD":
                named = rng.choice([trump, led] if led else [trump, rng.choice(COLOURS)])
            live[s].remove(card)
            e = {"type": "play", "seat": s, "card": card}
            if named:
                e["named"] = named
            events.append(e)
            trick.append((s, card, named))
            if led is None:
                if colour(card):
                    led = colour(card)
                elif card == "WILD":
                    led = named
            if card == "NOTRUMP":
                if changed:
                    raise Ambiguous("NOTRUMP after CHANGE")
                notrump = True
            if card == "CHANGE":
                if notrump:
                    raise Ambiguous("CHANGE after NOTRUMP")
                changed = True
                trump, pos = turn_trump(talon, pos)
        w = trick_winner(trick, trump, notrump)
        tricks[w] += 1
        for _, c, _ in trick:
            if c == "PLUS5":
                plus[w] += 1
            if c == "MINUS5":
                minus[w] += 1
        if notrump:
            trump, pos = turn_trump(talon, pos)
        leader = w
    breakdown = []
    for s in range(n):
        tp = tricks[s]
        bp = 10 if bids[s] == tricks[s] else -5
        ap = 5 * plus[s] - 5 * minus[s]
        breakdown.append({"tricks": tp, "bid": bp, "action_cards": ap, "score": tp + bp + ap})
    deal = {"dealer": dealer, "hands": hands, "talon": talon, "events": events}
    return deal, breakdown, bids, tricks


def session(seed, n, first_round, last_round, first_dealer, pm1=False):
    rng = random.Random(seed)
    out = []
    for r in range(first_round, last_round + 1):
        dealer = (first_dealer + (r - first_round)) % n
        out.append((r,) + play_round(rng, n, r, dealer, pm1=pm1))
    return out
