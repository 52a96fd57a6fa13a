"""Independent simulators for Danish and Galician Tarok, written from the sources only
(seeds 000 and 002).  No import from validator/ or replays/."""
import random

# ---------------------------------------------------------------- Danish Tarok (seed 000)
D_SUITS = "HDSC"
D_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low
D_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = [r + s for s in D_SUITS for r in D_RED] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]


def d_suit(c):
    if c == "JOKER":
        return None
    return "T" if c.startswith("T") else c[-1]


def d_rank(c):
    """higher is better within its suit"""
    if c.startswith("T"):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = D_RED if s in "HD" else D_BLACK
    return 20 - order.index(r)


def d_value(c):  # §15 card points
    if c in ("T1", "T21", "JOKER") or (c[0] == "K" and not c.startswith("T")):
        return 4
    return {"Q": 3, "N": 2, "J": 1}.get(c[0], 0) if not c.startswith("T") else 0


def d_is_pip(c):
    return not c.startswith("T") and c != "JOKER" and c[0] not in "KQNJ"


def d_declarations(hand):
    items, pays = [], []
    trumps = [c for c in hand if c.startswith("T")]
    n = len(trumps) + (1 if "JOKER" in hand else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
        pays.append(10 + 5 * (n - 10))
    if "JOKER" in hand and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        pays.append(10 + 5 * (m - 3))
    j = "JOKER" in hand
    for s in D_SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if j else "full"})
            pays.append(15 if j else 10)
        elif len(courts) == 3 and j:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pays.append(5)
    kings = [s for s in D_SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if j else "full"})
        pays.append(15 if j else 10)
    elif len(kings) == 3 and j:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in D_SUITS if s not in kings][0]})
        pays.append(5)
    return items, pays


def d_legal(hand, trick, trick_no):
    """legal cards for a hand; trick = list of (seat, card, effective_suit)"""
    no_joker = [c for c in hand if c != "JOKER"]
    if not trick:
        opts = list(no_joker)
    else:
        led = trick[0][2]
        same = [c for c in no_joker if d_suit(c) == led]
        if same:
            opts = same
        else:
            tr = [c for c in no_joker if d_suit(c) == "T"]
            opts = tr if tr else no_joker
    if "JOKER" in hand and trick_no != 23 and trick_no < 24:  # never in the second-last trick
        opts = opts + ["JOKER"]
    if not opts:  # only the Joker left (cannot happen before the last trick by our policy)
        opts = ["JOKER"]
    return opts


def d_winner(trick):
    led = trick[0][2]
    best = None
    for seat, c, eff in trick:
        if c == "JOKER":
            continue
        s = d_suit(c)
        key = (2, d_rank(c)) if s == "T" else ((1, d_rank(c)) if s == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, seat)
    return best[1]


def d_deal_hands(rng, dealer, n=3):
    deck = list(D_DECK)
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    active = [s for s in range(n) if not (n == 4 and s == (dealer + 2) % 4)]
    pos = 0
    for s in active:
        hands[s] = deck[pos:pos + 25]
        pos += 25
    hands[dealer] += deck[pos:pos + 3]
    return hands, active


def d_play(rng, hands, leader, active, choose=None, orders=None):
    """Random legal play.  choose(trick_no, seat, hand, trick, legal) may override.
    Returns plays [(seat, card, named)], tricks [[(seat, card)]], winners."""
    hands = {s: list(hands[s]) for s in active}
    order = active
    plays, tricks, winners = [], [], []
    for t in range(25):
        trick = []
        i0 = order.index(leader)
        seq = [order[(i0 + k) % 3] for k in range(3)]
        if orders and t in orders:
            seq = orders[t](leader)
        for seat in seq:
            legal = d_legal(hands[seat], trick, t)
            card = None
            if choose:
                card = choose(t, seat, hands[seat], trick, legal)
            if card is None:
                if "JOKER" in legal and trick:
                    card = "JOKER"
                else:
                    cands = [c for c in legal if c != "JOKER"] or legal
                    card = rng.choice(cands)
            hands[seat].remove(card)
            eff = d_suit(card)
            trick.append((seat, card, eff))
            plays.append((seat, card, None))
        w = d_winner(trick)
        tricks.append([(s, c) for s, c, _ in trick])
        winners.append(w)
        leader = w
    return plays, tricks, winners


def d_trick_payments(tricks, winners, active):
    """§15 in-play payments, per trick index (not the last): list of (after_trick, from, to, amt, reason)"""
    out = []
    for t, (tr, w) in enumerate(zip(tricks, winners)):
        if t == 24:
            continue
        for s, c in tr:
            others = [o for o in active if o != s]
            if c[0] == "K" and not c.startswith("T") and s != w:
                out += [(t, s, o, 5, "king_lost") for o in others] + [(t, s, "king_pool", 5, "king_lost")]
            if c == "T1":
                if s != w:
                    out += [(t, s, o, 5, "pagat_lost") for o in others] + [(t, s, "pagat_pool", 5, "pagat_lost")]
                else:
                    out += [(t, o, s, 5, "pagat_trick") for o in others]
    return out


def d_points(tricks, winners, active, dealer, skat=()):
    pts = {s: 0 for s in active}
    pts[dealer] += sum(d_value(c) for c in skat)
    for t, (tr, w) in enumerate(zip(tricks, winners)):
        pts[w] += 1
        for s, c in tr:
            if c == "JOKER" and t != 24:
                pts[s] += d_value(c)
            else:
                pts[w] += d_value(c)
    pts[dealer] += 1  # the skat (pip cards only)
    return pts


def d_last_trick(tricks, winners, active, pools):
    """returns payments (from,to,amt,reason) for the last trick; simple cases only, else None"""
    ntr = {s: winners.count(s) for s in active}
    if max(ntr.values()) == 25 or min(ntr.values()) == 0:
        return None
    tr, w = tricks[24], winners[24]
    ult = [c for s, c in tr if c == "T1" or (c[0] == "K" and not c.startswith("T"))]
    if ult:
        return None
    return [(o, w, 20, "last_trick") for o in active if o != w]


def d_card_point_payments(pts, new_dealer, active):
    out = []
    for s in active:
        if s == new_dealer:
            continue
        a = 5 * round((pts[s] - 26) / 5)
        if a < 0:
            out.append((s, new_dealer, -a, "card_points"))
        elif a > 0:
            out.append((new_dealer, s, a, "card_points"))
    return out


# ---------------------------------------------------------------- Galician Tarok (seed 002)
G_SUITS = "HDSC"
G_TAROCKS = ["T%d" % i for i in range(1, 22)] + ["SKIZ"]


def g_pip(s):
    return ("1" if s in "HD" else "10") + s


G_DECK = [r + s for s in G_SUITS for r in "KQNJ"] + [g_pip(s) for s in G_SUITS] + G_TAROCKS


def g_suit(c):
    return "T" if c.startswith("T") or c == "SKIZ" else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_value(c):  # §3, §7
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if g_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_group(cards):  # §14: the cards' values less 2 a trick (three cards)
    return sum(g_value(c) for c in cards) - 2


def g_legal(hand, trick):
    if not trick:
        return list(hand)
    led = g_suit(trick[0][1])
    same = [c for c in hand if g_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if g_suit(c) == "T"]
    return tr or list(hand)


def g_winner(trick):
    led = g_suit(trick[0][1])
    best = None
    for s, c in trick:
        su = g_suit(c)
        key = (2, g_rank(c)) if su == "T" else ((1, g_rank(c)) if su == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, s)
    return best[1]


def g_deal(rng, dealer):
    deck = list(G_DECK)
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [None] * 3
    for k in range(3):
        seat = (dealer + 1 + k) % 3
        hands[seat] = deck[6 + 12 * k: 18 + 12 * k]
    return hands, talon


def g_play(rng, hands, leader, choose=None, orders=None):
    hands = [list(h) for h in hands]
    plays, tricks, winners = [], [], []
    for t in range(12):
        trick = []
        seq = [(leader + k) % 3 for k in range(3)]
        if orders and t in orders:
            seq = orders[t](leader)
        for seat in seq:
            legal = g_legal(hands[seat], trick)
            card = choose(t, seat, hands[seat], trick, legal) if choose else None
            if card is None:
                card = rng.choice(legal)
            hands[seat].remove(card)
            trick.append((seat, card))
            plays.append((seat, card))
        w = g_winner(trick)
        tricks.append(trick)
        winners.append(w)
        leader = w
    return plays, tricks, winners


def g_points(tricks, winners, player, discard, rest_talon):
    """player's card points: his tricks, his discard; the talon he did not buy to the helpers"""
    p = g_group(discard)
    h = g_group(rest_talon) if rest_talon else 0
    for tr, w in zip(tricks, winners):
        if w == player:
            p += g_group([c for _, c in tr])
        else:
            h += g_group([c for _, c in tr])
    return p, h
