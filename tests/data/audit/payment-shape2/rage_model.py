"""Rage model, written from 001_e7f9d50c98dca0e9.txt alone.

  round r (1..10) deals 11-r cards each; the rest is the stock, its top card turned for trumps
  (always a colour card here).  The player left of the dealer (dealer+1 in order of play, play
  goes clockwise) bids first and leads.  The dealer moves clockwise (dealer+1).
  Follow the colour of the first colour card of the trick; an action card only when one cannot
  follow (or to lead).  Only +5 / -5 action cards are dealt to hands here (the others stay in the
  stock, below its top card).  Highest trump wins, else the highest card of the colour led; a
  trick of action cards only: the first card.
  Score: 1 a trick, +10 for a right bid, -5 for a wrong one, +5 / -5 for each +5 / -5 card in
  one's tricks.
"""

import random

COLOURS = "RBGYPO"


def deck():
    cards = [c + str(v) for c in COLOURS for v in range(16)]
    cards += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return cards


def colour(c):
    if c in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5"):
        return None
    return c[0]


def play_round(rng, rnd, dealer, n, bids_fn=None):
    ncards = 11 - rnd
    while True:
        cards = deck()
        rng.shuffle(cards)
        hand_pool = [c for c in cards if c not in ("WILD", "NOTRUMP", "CHANGE")]
        # a few +5/-5 at most; hands from the colour cards and the +5/-5
        hands = []
        pos = 0
        for _ in range(n):
            hands.append(hand_pool[pos:pos + ncards])
            pos += ncards
        used = sum(hands, [])
        rest = list(cards)
        for c in used:
            rest.remove(c)
        if colour(rest[0]) is None:
            continue
        break
    trump = colour(rest[0])
    dealt = [list(h) for h in hands]
    first = (dealer + 1) % n
    # bids: a rough estimate
    bids = {}
    for k in range(n):
        s = (first + k) % n
        est = sum(1 for c in hands[s] if colour(c) == trump and int(c[1:]) >= 8) + sum(
            1 for c in hands[s] if colour(c) not in (None, trump) and int(c[1:]) >= 14)
        bids[s] = min(ncards, max(0, est + rng.choice([-1, 0, 0, 1])))
    leader = first
    tricks = []
    for t in range(ncards):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            led = next((colour(c) for _, c in trick if colour(c)), None)
            if led and any(colour(c) == led for c in hands[s]):
                opts = [c for c in hands[s] if colour(c) == led]
            else:
                opts = list(hands[s])
            c = rng.choice(opts)
            hands[s].remove(c)
            trick.append((s, c))
        led = next((colour(c) for _, c in trick if colour(c)), None)
        trumps = [(int(c[1:]), s) for s, c in trick if colour(c) == trump]
        if trumps:
            w = max(trumps)[1]
        elif led:
            w = max((int(c[1:]), s) for s, c in trick if colour(c) == led)[1]
        else:
            w = trick[0][0]
        tricks.append((trick, w))
        leader = w
    score = {}
    for s in range(n):
        won = [tr for tr, w in tricks if w == s]
        k = len(won)
        sc = k + (10 if k == bids[s] else -5)
        for tr in won:
            for _, c in tr:
                if c == "PLUS5":
                    sc += 5
                if c == "MINUS5":
                    sc -= 5
        score[s] = sc
    return dict(round=rnd, dealer=dealer, hands=dealt, talon=rest, trump=trump, bids=bids, first=first,
                tricks=tricks, score=score)


def events(d, n):
    evs = []
    for k in range(n):
        s = (d["first"] + k) % n
        evs.append({"type": "bid", "seat": s, "bid": d["bids"][s]})
    for trick, _w in d["tricks"]:
        for s, c in trick:
            evs.append({"type": "play", "seat": s, "card": c})
    return evs


def session(seed, n, dealer0=0):
    rng = random.Random(seed)
    rounds = []
    for r in range(1, 11):
        rounds.append(play_round(rng, r, (dealer0 + r - 1) % n, n))
    return rounds
