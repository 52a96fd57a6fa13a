"""Rage model from the Czech rules (Paluba 2004), enough for mid-session records.

Hands carry colour cards and +5/-5 only (no joker, no-trump, change-trump in hands), the
stock's first card is a colour card; that keeps the trump fixed for the round.
"""

import random

COLOURS = "RBGYPO"


def deck():
    d = [c + str(v) for c in COLOURS for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


def colour(card):
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def value(card):
    return int(card[1:])


def trick_winner(cards, trump):
    """cards: list of (seat, card). 'Štych vyhrává: nejvyšší karta ve stejné barvě jako první
    odehraná karta ..., pokud ve štychu není žádný trumf. Pokud tam je, vyhraje nejvyšší trumfová.'"""
    trumps = [(value(c), s) for s, c in cards if colour(c) == trump]
    if trumps:
        return max(trumps)[1]
    led = next((colour(c) for s, c in cards if colour(c)), None)
    if led is None:  # only action cards: 'štych vyhraje první karta do něj položená'
        return cards[0][0]
    return max((value(c), s) for s, c in cards if colour(c) == led)[1]


def deal_round(rng, n, rnd):
    """Hands of 11-rnd cards without WILD/NOTRUMP/CHANGE; stock starting with a colour card."""
    k = 11 - rnd
    while True:
        d = deck()
        rng.shuffle(d)
        plain = [c for c in d if c not in ("WILD", "NOTRUMP", "CHANGE")]
        hands = [plain[i * k:(i + 1) * k] for i in range(n)]
        used = []
        for h in hands:
            used += h
        rest = list(d)
        for c in used:
            rest.remove(c)
        if colour(rest[0]):
            return hands, rest


def play_round(rng, n, dealer, hands, stock, bids=None):
    k = len(hands[0])
    trump = colour(stock[0])
    hands = [list(h) for h in hands]
    events = []
    first = (dealer + 1) % n
    if bids is None:
        bids = [rng.randint(0, max(0, k // n + 1)) for _ in range(n)]
    for i in range(n):
        s = (first + i) % n
        events.append({"type": "bid", "seat": s, "bid": bids[s]})
    leader = first
    tricks = [0] * n
    plus = [0] * n
    minus = [0] * n
    for _ in range(k):
        cards = []
        led = None
        for i in range(n):
            s = (leader + i) % n
            h = hands[s]
            if led is not None and any(colour(c) == led for c in h):
                choices = [c for c in h if colour(c) == led]
            elif not cards:
                choices = [c for c in h if colour(c)] or h
            else:
                choices = h
            c = rng.choice(choices)
            h.remove(c)
            cards.append((s, c))
            if led is None and colour(c):
                led = colour(c)
            events.append({"type": "play", "seat": s, "card": c})
        w = trick_winner(cards, trump)
        tricks[w] += 1
        plus[w] += sum(1 for _, c in cards if c == "PLUS5")
        minus[w] += sum(1 for _, c in cards if c == "MINUS5")
        leader = w
    scores = []
    for s in range(n):
        sc = tricks[s] + 5 * plus[s] - 5 * minus[s] + (10 if bids[s] == tricks[s] else -5)
        scores.append(sc)
    return events, {"trump": trump, "bids": bids, "tricks": tricks, "plus": plus, "minus": minus, "scores": scores}


def session(seed, n, first_round, nrounds, first_dealer, start_totals):
    """Returns deals (without score/total events) and per-deal info."""
    rng = random.Random(seed)
    deals = []
    infos = []
    totals = list(start_totals)
    for j in range(nrounds):
        rnd = first_round + j
        dealer = (first_dealer + j) % n
        hands, stock = deal_round(rng, n, rnd)
        events, info = play_round(rng, n, dealer, hands, stock)
        totals = [t + s for t, s in zip(totals, info["scores"])]
        info["totals"] = list(totals)
        info["round"] = rnd
        info["dealer"] = dealer
        deals.append({"dealer": dealer, "hands": hands, "talon": stock, "events": events})
        infos.append(info)
    return deals, infos


def add_sheet(deal, scores, totals):
    for s, p in enumerate(scores):
        deal["events"].append({"type": "score", "party": s, "points": p})
    for s, p in enumerate(totals):
        deal["events"].append({"type": "total", "party": s, "points": p})
