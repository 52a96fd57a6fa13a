"""Rage, from the Czech rules (Amigo 2000, Paluba translation): my own model.

Deck: 96 colour cards R B G Y P O 0..15, WILD x2, NOTRUMP x4, CHANGE x4, PLUS5 x3, MINUS5 x3.
Round r deals 11-r cards; the stock's top card is turned for trumps (action cards are turned past).
Bids from the dealer's left (next seat in order of play); the same player leads the first trick.
Follow the colour led; only a player who cannot follow may play an action card ("Jestliže hráč nemá
v ruce kartu, kterou by mohl přiznat barvu, může také použít akční kartu").
"""

COLOURS = "RBGYPO"
ACTION = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def deck():
    return [c + str(v) for c in COLOURS for v in range(16)] + list(ACTION)


def colour(card):
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card):
    return int(card[1:])


class Forced(Exception):
    """The random play ran into a case my model leaves out; the caller tries another seed."""


def turn(talon, pos):
    """Turn stock cards from pos until a colour card shows; returns (colour, new pos)."""
    while pos < len(talon):
        c = talon[pos]
        pos += 1
        if colour(c):
            return colour(c), pos
    raise Forced("stock exhausted")


def trick_winner(plays, trump, notrump):
    """plays: list of (seat, card, named). Returns the index in plays of the winner."""
    eff = []
    for i, (_s, c, n) in enumerate(plays):
        if c == "WILD":
            eff.append((n, 16 + i))
        elif colour(c):
            eff.append((colour(c), value(c)))
        else:
            eff.append((None, -1))
    t = None if notrump else trump
    if t is not None:
        tr = [i for i, (col, _v) in enumerate(eff) if col == t]
        if tr:
            return max(tr, key=lambda i: eff[i][1])
    led = next((col for col, _v in eff if col is not None), None)
    if led is None:
        return 0
    cand = [i for i, (col, _v) in enumerate(eff) if col == led]
    return max(cand, key=lambda i: eff[i][1])


def play_round(rng, hands, talon, dealer, bids_fn, durch=False, wild_name=None):
    """Plays one round. hands: list of lists (mutated copies). Returns dict with events and results."""
    n = len(hands)
    cards = len(hands[0])
    hands = [list(h) for h in hands]
    trump, pos = turn(talon, 0)
    first_trump = trump
    events = []
    order = [(dealer + 1 + i) % n for i in range(n)]
    bids = bids_fn(hands, order, trump)
    for s in order:
        events.append({"type": "bid", "seat": s, "bid": bids[s]})
    leader = (dealer + 1) % n
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    winners = []
    for _t in range(cards):
        plays = []
        notrump = False
        changed = False
        led = None
        for k in range(n):
            s = (leader + k) % n
            h = hands[s]
            if led is not None and any(colour(c) == led for c in h):
                legal = [c for c in h if colour(c) == led]
                void = False
            else:
                legal = list(h)
                void = led is not None
            # my model leaves out a second NOTRUMP/CHANGE in one trick
            safe = [c for c in legal if not ((c in ("NOTRUMP", "CHANGE")) and (notrump or changed))]
            if not safe:
                raise Forced("only a second NOTRUMP/CHANGE")
            # WILD only when leading or void
            pick = [c for c in safe if c != "WILD" or k == 0 or void] or safe
            c = rng.choice(pick)
            named = None
            if c == "WILD":
                if k == 0:
                    cols = [colour(x) for x in h if colour(x)]
                    named = rng.choice(cols) if cols else rng.choice(COLOURS)
                else:
                    named = trump if not notrump else rng.choice(COLOURS)
            h.remove(c)
            ev = {"type": "play", "seat": s, "card": c}
            if named:
                ev["named"] = named
            events.append(ev)
            if c == "CHANGE":
                trump, pos = turn(talon, pos)
                changed = True
            if c == "NOTRUMP":
                notrump = True
            if led is None:
                if c == "WILD":
                    led = named
                elif colour(c):
                    led = colour(c)
            plays.append((s, c, named))
        w = trick_winner(plays, trump, notrump)
        ws = plays[w][0]
        winners.append(ws)
        tricks[ws] += 1
        plus[ws] += sum(1 for _s, c, _n in plays if c == "PLUS5")
        minus[ws] += sum(1 for _s, c, _n in plays if c == "MINUS5")
        if notrump:
            trump, pos = turn(talon, pos)
        leader = ws
    scores = []
    for s in range(n):
        per_trick = 2 if (durch and cards > 1 and tricks[s] == cards) else 1
        sc = per_trick * tricks[s] + (10 if bids[s] == tricks[s] else -5) + 5 * plus[s] - 5 * minus[s]
        scores.append(sc)
    return {
        "events": events,
        "bids": bids,
        "tricks": tricks,
        "scores": scores,
        "winners": winners,
        "first_trump": first_trump,
        "plus": plus,
        "minus": minus,
    }


def guess_bids(rng, pm1):
    def f(hands, order, trump):
        cards = len(hands[0])
        bids = {}
        total = 0
        for i, s in enumerate(order):
            h = hands[s]
            est = sum(1 for c in h if (colour(c) == trump and value(c) >= 8) or (colour(c) and value(c) >= 14) or c == "WILD")
            b = max(0, min(cards, est + rng.choice([-1, 0, 0, 1])))
            if pm1 and i == len(order) - 1 and total + b == cards:
                b = b + 1 if b + 1 <= cards else b - 1
            bids[s] = b
            total += b
        return bids

    return f


def deal(rng, n, round_no):
    d = deck()
    rng.shuffle(d)
    k = 11 - round_no
    hands = [d[i * k:(i + 1) * k] for i in range(n)]
    talon = d[n * k:]
    return hands, talon
