# ruff: noqa: B007, B023, F841
"""danish32: my own model of Danish Tarok (Ultimo) from the Polish source (4 players).

Nothing here is imported from the engine. Seats are in order of play; the next seat
after i is (i + 1) % n (counter-clockwise at the table: the player on the right).
"""

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]
HONOUR = {"K": 4, "Q": 3, "N": 2, "J": 1}


def deck():
    cards = [f"T{i}" for i in range(1, 22)] + ["JOKER"]
    for s in SUITS:
        for r in RED_ORDER:
            cards.append(r + s)
    return cards


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its own suit."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 100 - order.index(rank(c))


def card_points(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return HONOUR.get(rank(c), 0)


def is_trump(c):
    return c.startswith("T")


def is_ultimo(c):
    return c == "T1" or (not c.startswith("T") and c != "JOKER" and rank(c) == "K")


def declarations(hand):
    """The source's §14 declarations for a hand (list of items, each with its price)."""
    h = set(hand)
    joker = "JOKER" in h
    out = []
    ntr = sum(1 for c in h if is_trump(c)) + (1 if joker else 0)
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while f"T{t}" in h:
            n += 1
            t -= 1
        out.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        if joker:
            out.append(({"kind": "kings", "form": "rich"}, 15))
        else:
            out.append(({"kind": "kings", "form": "full"}, 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def decl_cards(hand):
    """Cards that are part of a declaration in the hand (pips never are)."""
    h = set(hand)
    cs = set()
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            cs |= {c for c in h if is_trump(c)} | ({"JOKER"} & h)
        elif k == "matadors":
            cs |= {"JOKER", "T21", "T1"}
            t = 20
            while f"T{t}" in h:
                cs.add(f"T{t}")
                t -= 1
        elif k == "cavalry":
            cs |= {r + item["suit"] for r in COURTS if r + item["suit"] in h} | ({"JOKER"} & h)
        elif k == "kings":
            cs |= {"K" + s for s in SUITS if "K" + s in h} | ({"JOKER"} & h)
    return cs


def card_point_pay(pts):
    """Signed amount a player gets from (+) / pays to (-) the next dealer."""
    d = pts - 26
    q = abs(d) / 5
    n = int(q + 0.5)
    return 5 * n if d >= 0 else -5 * n


def active_seats(n, dealer):
    if n == 4:
        return [s for s in range(4) if s != (dealer + 2) % 4]
    return list(range(n))


def order_from(seat, act, n):
    out = []
    s = seat
    for _ in range(n):
        if s in act:
            out.append(s)
        s = (s + 1) % n
    return out


def deal_hands(rng, n, dealer):
    d = deck()
    rng.shuffle(d)
    act = active_seats(n, dealer)
    hands = [[] for _ in range(n)]
    i = 0
    for s in order_from((dealer + 1) % n, act, n):
        hands[s] = d[i : i + 25]
        i += 25
    hands[dealer] += d[i:]
    return hands


def winner_of(trick):
    """trick: list of (seat, card, named). Joker never wins."""
    led = None
    for seat, c, named in trick:
        led = named if c == "JOKER" else suit(c)
        break
    best = None
    for seat, c, _ in trick:
        if c == "JOKER":
            continue
        key = None
        if is_trump(c):
            key = (2, strength(c))
        elif suit(c) == led:
            key = (1, strength(c))
        if key and (best is None or key > best[0]):
            best = (key, seat, c)
    return best[1], best[2]


def legal(hand, trick, tricks_left):
    """Legal cards (the Joker apart from the second-last trick)."""
    joker_ok = tricks_left != 2
    if not trick:
        return [c for c in hand if c != "JOKER" or joker_ok]
    seat, c0, named = trick[0]
    led = named if c0 == "JOKER" else suit(c0)
    plain = [c for c in hand if c != "JOKER"]
    follow = [c for c in plain if suit(c) == led]
    if not follow:
        follow = [c for c in plain if is_trump(c)]
    if not follow:
        follow = plain
    if "JOKER" in hand and joker_ok:
        follow = follow + ["JOKER"]
    return follow
