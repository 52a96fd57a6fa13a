"""Galician Tarok (Szczepanski), model written from 002_d58cf04b7f012795.txt alone.

  §9  6 cards to the talon first, then 6 at a time, 12 each; the forehand ("reka") is the
      player after the dealer (dealer+1 in order of play); he bids first (§10) and leads (§11).
  §10 here always: forehand "three", the others pass; he takes the first three of the talon
      (the first three: counted single), the other three count for the helpers.
  §13 no king laid away.
  §5  follow suit; void: a tarock; a tarock led: a higher or a lower tarock; none: anything.
  §3, §7, §14 card values, 2 off per trick (and per talon three): 66 in all, 33 the half.
  §18 the player wins with more than 33: (points-33)*3+30 from each helper (three);
      loses with 33 or less: ((33-points)*3+30) * purchase number (1) to each helper.
  §15, §19, §6 silent trull / four kings / ultimo: the deals are chosen so none happens.
  §27 pool: each player puts a stake in when it is founded; 10 per cent of every win into the
      pool (the game's defaults: stake 10, 10 per cent).
"""

import random

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}


def deck():
    cards = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    for s in SUITS:
        cards += ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]]
    return cards


def suit_of(c):
    if c == "SKIZ" or c.startswith("T"):
        return "T"
    return c[-1]


def value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if suit_of(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def strength(c, led):
    if c == "SKIZ":
        return 200
    if suit_of(c) == "T":
        return 100 + int(c[1:])
    if suit_of(c) == led:
        return {"K": 50, "Q": 40, "N": 30, "J": 20}.get(c[0], 10)
    return None


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit_of(trick[0][1])
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same
    tr = [c for c in hand if suit_of(c) == "T"]
    return tr or list(hand)


def pts(cards):
    return sum(value(c) for c in cards) - 2


def play(rng, dealer):
    cards = deck()
    rng.shuffle(cards)
    talon = cards[:6]
    hands = [[], [], []]
    pos = 6
    for _ in range(2):
        for k in range(1, 4):
            s = (dealer + k) % 3
            hands[s] += cards[pos:pos + 6]
            pos += 6
    dealt = [list(h) for h in hands]
    decl = (dealer + 1) % 3
    take = talon[:3]
    hands[decl] += take
    cand = [c for c in hands[decl] if suit_of(c) != "T" and c[0] != "K"]
    if len(cand) < 3:
        return None
    disc = rng.sample(cand, 3)
    for c in disc:
        hands[decl].remove(c)
    leader = (dealer + 1) % 3
    tricks = []
    for t in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            c = rng.choice(legal(hands[s], trick))
            hands[s].remove(c)
            trick.append((s, c))
        led = suit_of(trick[0][1])
        w = max(trick, key=lambda sc: (strength(sc[1], led) or -1))[0]
        tricks.append((trick, w))
        leader = w
    side_cards = {"P": list(disc), "H": list(talon[3:])}
    points = {"P": pts(disc), "H": pts(talon[3:])}
    won = {"P": 0, "H": 0}
    for trick, w in tricks:
        side = "P" if w == decl else "H"
        points[side] += pts([c for _, c in trick])
        side_cards[side] += [c for _, c in trick]
        won[side] += 1
    assert points["P"] + points["H"] == 66, points
    # exclude silent premiums and volat
    for side in "PH":
        sc = side_cards[side]
        if all(k in sc for k in ("SKIZ", "T21", "T1")):
            return None
        if all("K" + s in sc for s in SUITS):
            return None
        if won[side] == 12:
            return None
    last_trick, lw = tricks[-1]
    if any(c == "T1" for s, c in last_trick):
        return None  # keep clear of ultimo
    return dict(
        dealer=dealer,
        hands=dealt,
        talon=talon,
        declarer=decl,
        take=take,
        discard=disc,
        tricks=tricks,
        points=points["P"],
    )


def result(d):
    p = d["points"]
    if p > 33:
        return (p - 33) * 3 + 30  # helpers pay the player, each
    return -((33 - p) * 3 + 30)  # the player pays each helper


def find(seed, dealer, want=None):
    rng = random.Random(seed)
    while True:
        d = play(rng, dealer)
        if d is not None and (want is None or want(d)):
            return d


def events(d, pays_before=(), pays_after=()):
    dealer = d["dealer"]
    decl = d["declarer"]
    evs = list(pays_before)
    evs.append({"type": "bid", "seat": (dealer + 1) % 3, "bid": "three"})
    evs.append({"type": "bid", "seat": (dealer + 2) % 3, "bid": "pass"})
    evs.append({"type": "bid", "seat": dealer, "bid": "pass"})
    evs.append({"type": "take", "seat": decl, "cards": d["take"]})
    evs.append({"type": "discard", "seat": decl, "cards": d["discard"]})
    for k in range(3):
        evs.append({"type": "announce", "seat": (decl + k) % 3, "items": []})
    for trick, _w in d["tricks"]:
        for s, c in trick:
            evs.append({"type": "play", "seat": s, "card": c})
    evs += list(pays_after)
    return evs
