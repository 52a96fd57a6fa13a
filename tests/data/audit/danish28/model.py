# ruff: noqa: UP031, B007
"""danish28: my own model of Danish Tarok (Ultimo) from the Polish source (seed 000).

Nothing here is imported from validator/ or replays/.  Seats are in order of play
(next = seat + 1); the dealer rotates to the next present seat; at four players the
seat opposite the dealer (dealer + 2) sits out.
"""

import random

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]


def deck():
    cards = [r + s for s in SUITS for r in RED_ORDER]
    cards += ["T%d" % i for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def is_trump(c):
    return c.startswith("T")


def suit_of(c):
    if c == "JOKER":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its own suit."""
    if is_trump(c):
        return int(c[1:])
    order = RED_ORDER if suit_of(c) in "HD" else BLACK_ORDER
    return 100 - order.index(rank_of(c))


def card_value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if is_trump(c):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)


def is_king(c):
    return not is_trump(c) and c != "JOKER" and rank_of(c) == "K"


# ---------------------------------------------------------------- declarations (§14, §15)


def declarations(hand):
    """Return [(item, amount)] a hand must declare (§14) and what each other player pays (§15)."""
    h = set(hand)
    joker = "JOKER" in h
    items = []
    ntr = sum(1 for c in h if is_trump(c)) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while "T%d" % t in h:
            n += 1
            t -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    """Cards that take part in some declaration (may not go to the skat, §13)."""
    h = set(hand)
    out = set()
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            out |= {c for c in h if is_trump(c) or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % (21 - i) for i in range(1, item["count"] - 2)}
        elif k == "cavalry":
            out |= {r + item["suit"] for r in COURTS if r + item["suit"] in h} | {"JOKER"}
        elif k == "kings":
            out |= {"K" + s for s in SUITS if "K" + s in h} | {"JOKER"}
    return out


def choose_skat(hand, rng):
    """Three plain pip cards (never a king, Mondo, Joker, trump or declaration card)."""
    dc = decl_cards(hand)
    cand = [c for c in hand if not is_trump(c) and c != "JOKER" and rank_of(c) not in COURTS and c not in dc]
    if len(cand) < 3:
        return None
    return rng.sample(cand, 3)


# ---------------------------------------------------------------- play (§10, §12)


def legal(hand, led):
    if led is None:
        return [c for c in hand if c != "JOKER"]
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr
    return [c for c in hand if c != "JOKER"]


def trick_winner(cards):
    """cards: [(seat, card)], first is the lead (never the Joker here)."""
    led = suit_of(cards[0][1])
    best = None
    for seat, c in cards:
        if c == "JOKER":
            continue
        if is_trump(c):
            key = (2, strength(c))
        elif suit_of(c) == led:
            key = (1, strength(c))
        else:
            key = (0, 0)
        if best is None or key > best[0]:
            best = (key, seat, c)
    return best[1], best[2]


def play_deal(hands, order_from_leader, rng):
    """Random legal play. The Joker is only ever played as a follower, before the
    third-last trick (so no naming, demand or second-last questions arise).
    Returns list of tricks [(seat, card)] or None if the Joker could not be placed."""
    hands = {s: list(h) for s, h in hands.items()}
    leader = order_from_leader[0]
    seats = list(order_from_leader)
    tricks = []
    for t in range(25):
        i = seats.index(leader)
        order = seats[i:] + seats[:i]
        cards = []
        led = None
        for pos, s in enumerate(order):
            h = hands[s]
            if pos == 0:
                opts = legal(h, None)
                if not opts:
                    return None
                c = rng.choice(opts)
                led = suit_of(c)
            else:
                if "JOKER" in h and t < 22 and (t >= 19 or rng.random() < 0.25):
                    c = "JOKER"
                else:
                    opts = legal(h, led)
                    if not opts:
                        return None
                    c = rng.choice(opts)
            h.remove(c)
            cards.append((s, c))
        if t >= 22 and any(c == "JOKER" for _, c in cards):
            return None
        w, _ = trick_winner(cards)
        tricks.append(cards)
        leader = w
    return tricks


# ---------------------------------------------------------------- chips (§15)


def band(points):
    """Card-point settlement with the new dealer: + receives, - pays (§15)."""
    d = points - 26
    m = 5 * ((abs(d) + 2) // 5)
    return m if d > 0 else -m


class Deal:
    pass


def settle(dealer, active, present, pools, tricks, skat, decls, new_dealer):
    """Compute every payment of a deal in order.

    active: active seats in order of play starting with the dealer.
    present: every seat at the table (the sitter included).
    pools: dict, modified in place.
    decls: {seat: [(item, amount)]}.
    Returns (payments, card_points, tricks_won, info) where payments is a list of
    (where, from, to, amount, reason); where = ('decl', seat) | ('trick', t) | ('end',).
    """
    pays = []

    def pay(where, a, b, amt, reason):
        pays.append((where, a, b, amt, reason))
        if a in pools:
            pools[a] -= amt
        if b in pools:
            pools[b] += amt

    for s in active:
        for item, amt in decls.get(s, []):
            for o in active:
                if o != s:
                    pay(("decl", s), o, s, amt, "declaration")
    won = {s: 0 for s in active}
    pile = {s: [] for s in active}
    pile[dealer] += list(skat)
    info = {}
    for t, cards in enumerate(tricks):
        w, wc = trick_winner(cards)
        won[w] += 1
        last = t == 24
        for s, c in cards:
            if c == "JOKER" and not last:
                pile[s].append(c)
            else:
                pile[w].append(c)
        if last:
            continue
        for s, c in cards:
            others = [o for o in active if o != s]
            if is_king(c) and s != w:
                for o in others:
                    pay(("trick", t), s, o, 5, "king_lost")
                pay(("trick", t), s, "king_pool", 5, "king_lost")
            if c == "T1" and s != w:
                for o in others:
                    pay(("trick", t), s, o, 5, "pagat_lost")
                pay(("trick", t), s, "pagat_pool", 5, "pagat_lost")
            if c == "T1" and s == w:
                for o in others:
                    pay(("trick", t), o, s, 5, "pagat_trick")
    # last trick
    cards = tricks[24]
    w, wc = trick_winner(cards)
    tout = [s for s in active if won[s] == 25]
    assert not tout, "tout not modelled"
    nolo = [s for s in active if won[s] == 0]
    info["nolo"] = nolo
    E = ("end",)
    for s in nolo:
        for o in active:
            if o != s:
                pay(E, o, s, 25, "nolo")
    king_losers = [s for s, c in cards if is_king(c) and s != w]
    pagat_loser = [s for s, c in cards if c == "T1" and s != w]
    P = pools["king_pool"]
    king_ult = is_king(wc) and not nolo
    if king_ult:
        for o in active:
            if o != w:
                pay(E, o, w, 40, "king_ultimo")
        pay(E, "king_pool", w, P, "king_ultimo")
        info["king_ultimo"] = (w, P)
    for s in king_losers:
        for o in active:
            if o != s:
                pay(E, s, o, 40, "king_przydupek")
        pay(E, s, "king_pool", P, "king_przydupek")
        info.setdefault("king_przydupek", []).append((s, P))
    Q = pools["pagat_pool"]
    pag_ult = wc == "T1" and not nolo
    if pag_ult:
        for o in active:
            if o != w:
                pay(E, o, w, 45, "pagat_ultimo")
        pay(E, "pagat_pool", w, Q, "pagat_ultimo")
        info["pagat_ultimo"] = (w, Q)
    for s in pagat_loser:
        for o in active:
            if o != s:
                pay(E, s, o, 45, "pagat_przydupek")
        pay(E, s, "pagat_pool", Q, "pagat_przydupek")
        info["pagat_przydupek"] = (s, Q)
    if not is_king(wc) and wc != "T1" and not nolo and not king_losers and not pagat_loser:
        for o in active:
            if o != w:
                pay(E, o, w, 20, "last_trick")
        info["last_trick"] = w
    # refills (§15 Fundamenty): an emptied pool is refilled 20 by every player present
    for pool in ("pagat_pool", "king_pool"):
        if pools[pool] == 0:
            for s in present:
                pay(E, s, pool, 20, "refill")
            info.setdefault("refill", []).append(pool)
    pts = {s: sum(card_value(c) for c in pile[s]) + won[s] for s in active}
    pts[dealer] += 1  # the skat counts 1 (its pips are worth 0 here)
    assert sum(pts.values()) == 78, pts
    if not nolo:
        for s in active:
            if s == new_dealer:
                continue
            b = band(pts[s])
            if b < 0:
                pay(E, s, new_dealer, -b, "card_points")
            elif b > 0:
                pay(E, new_dealer, s, b, "card_points")
    return pays, pts, won, info


def make_hands(rng, dealer, active):
    """Deal 25 to each active seat, 28 to the dealer (§7)."""
    d = deck()
    rng.shuffle(d)
    hands = {}
    i = 0
    for s in active:
        n = 28 if s == dealer else 25
        hands[s] = d[i : i + n]
        i += n
    assert i == 78
    return hands


def has_trump(hand):
    return any(is_trump(c) for c in hand)


def simulate_deal(rng, dealer, active_from_dealer):
    """Deal, skat, declarations, play. Retries until a usable deal (no redeal, no
    tout, Joker placed early, skat of plain pips)."""
    while True:
        hands = make_hands(rng, dealer, active_from_dealer)
        if not all(has_trump(hands[s]) for s in active_from_dealer):
            continue
        skat = choose_skat(hands[dealer], rng)
        if skat is None:
            continue
        play_hands = {s: list(h) for s, h in hands.items()}
        for c in skat:
            play_hands[dealer].remove(c)
        decls = {s: declarations(play_hands[s]) for s in active_from_dealer}
        leader_order = active_from_dealer[1:] + active_from_dealer[:1]
        tricks = play_deal(play_hands, leader_order, random.Random(rng.random()))
        if tricks is None:
            continue
        won = {s: 0 for s in active_from_dealer}
        for cards in tricks:
            won[trick_winner(cards)[0]] += 1
        if max(won.values()) == 25:
            continue
        return hands, skat, decls, tricks
