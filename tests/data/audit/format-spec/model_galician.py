"""Galician Tarok (Szczepański, §1-§33), from the Polish text: my own model of a plain "three".

42 cards: T1 (pagat) .. T21 (mond), SKIZ; K Q N J + one pip (1H 1D, 10S 10C) per suit.
Talon 6, 12 cards each; with four players the dealer (the king) sits out (hand []) but takes part in
the result (§8, §17). The forehand (dealer+1) bids; here he bids "three", the others pass; he takes
the first three talon cards, lays three away (no king, §13), says nothing; the helpers say "dobrze".
Follow suit, else a tarock, else any; to a tarock led, a tarock (higher or lower) (§5).
Points (§3, §7, §14): pagat, mond, skiz 5, other tarocks 1; K5 Q4 N3 J2 pip 1; each trick of
three counts its cards minus 2 (66 in all; the player's discards and the helpers' half of the talon
count as tricks). The player wins with more than 33 (§18): a three pays (pts-33)*3+30; lost:
((33-pts)*3+30) times the purchase number (1 here). Pool (§27): the stake from every participant at
the founding, 10% of every win, the pass fee; my generator leaves out deals with a silent premium
(trull, four kings, pagat in the last trick)."""

SUITS = "HDSC"


def deck():
    d = []
    for s in SUITS:
        d += [r + s for r in ["K", "Q", "N", "J"]] + (["1" + s] if s in "HD" else ["10" + s])
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def is_tarock(c):
    return c == "SKIZ" or (c.startswith("T") and c[1:].isdigit())


def suit(c):
    return "T" if is_tarock(c) else c[-1]


def strength(c):
    if c == "SKIZ":
        return 22
    if is_tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def value(c):
    if c in ("SKIZ", "T1", "T21"):
        return 5
    if is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def pile_points(cards):
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


class Forced(Exception):
    pass


def active(n, dealer):
    if n == 3:
        return [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    return [(dealer + i) % 4 for i in (1, 2, 3)]


def legal(hand, led):
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_tarock(c)]
    return tr if tr else list(hand)


def play_three(rng, hands, talon, dealer, n):
    act = active(n, dealer)
    f = act[0]
    hands = [list(h) for h in hands]
    take = talon[:3]
    rest = talon[3:]
    hands[f] += take
    cand = [c for c in hands[f] if not is_tarock(c) and c[:-1] != "K"]
    rng.shuffle(cand)
    if len(cand) < 3:
        raise Forced("no discard")
    disc = cand[:3]
    for c in disc:
        hands[f].remove(c)
    events = [
        {"type": "bid", "seat": act[0], "bid": "three"},
        {"type": "bid", "seat": act[1], "bid": "pass"},
        {"type": "bid", "seat": act[2], "bid": "pass"},
        {"type": "take", "seat": f, "cards": take},
        {"type": "discard", "seat": f, "cards": disc},
        {"type": "announce", "seat": act[0], "items": []},
        {"type": "announce", "seat": act[1], "items": []},
        {"type": "announce", "seat": act[2], "items": []},
    ]
    leader = f
    piles = {"player": list(disc), "helpers": list(rest)}
    last = None
    for t in range(12):
        table = []
        seats = []
        i = act.index(leader)
        for k in range(3):
            s = act[(i + k) % 3]
            led = suit(table[0]) if table else None
            c = rng.choice(legal(hands[s], led))
            hands[s].remove(c)
            table.append(c)
            seats.append(s)
            events.append({"type": "play", "seat": s, "card": c})
        led = suit(table[0])
        wi = max(range(3), key=lambda j: (2 if is_tarock(table[j]) else (1 if suit(table[j]) == led else 0), strength(table[j])))
        w = seats[wi]
        piles["player" if w == f else "helpers"] += table
        leader = w
        last = (table[wi], w)
    for side in piles.values():
        if all(c in side for c in ("SKIZ", "T21", "T1")):
            raise Forced("trull")
        if all(("K" + s) in side for s in SUITS):
            raise Forced("four kings")
    if last[0] == "T1":
        raise Forced("pagat ultimo")
    pts = pile_points(piles["player"])
    assert pts + pile_points(piles["helpers"]) == 66
    if pts > 33:
        g = (pts - 33) * 3 + 30
        won = True
    else:
        g = (33 - pts) * 3 + 30
        won = False
    return {"events": events, "player": f, "pts": pts, "won": won, "game": g}


def deal(rng, n, dealer):
    d = deck()
    rng.shuffle(d)
    talon = d[:6]
    hands = [[] for _ in range(n)]
    k = 6
    for s in active(n, dealer):
        hands[s] = d[k:k + 12]
        k += 12
    return hands, talon
