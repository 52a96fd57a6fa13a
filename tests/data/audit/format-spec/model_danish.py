"""Danish Tarok (Ultimo), from the Polish translation (2010, §1-§18): my own model.

78 cards: H D S C (K Q N J + pips; red 1 high after J, black 10 high after J), T1..T21, JOKER.
3 active players; with 4 the player opposite the dealer (dealer+2) sits out (hand []).
25 cards each, the dealer 3 more; he lays away 3 (skat): no king, no T21, no JOKER, no declaration
card, trumps only if none is left. Declarations from the dealer, paid at once by the other two.
Play from the dealer's right (next in order of play); follow suit, else trump, else any.
Payments in multiples of 5, see settle(). My generator keeps the JOKER to the last trick and leaves
out Tout/Nolo and Joker leads (those samples are redrawn).
"""

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_PIPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high to low after J
BLACK_PIPS = ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def deck():
    d = []
    for s in SUITS:
        pips = RED_PIPS if s in "HD" else BLACK_PIPS
        d += [r + s for r in COURTS + pips]
    d += ["T%d" % i for i in range(1, 22)]
    d.append("JOKER")
    return d


def is_trump(c):
    return c.startswith("T") and c[1:].isdigit()


def suit(c):
    if c == "JOKER":
        return None
    return "T" if is_trump(c) else c[-1]


def rank_value(c):
    """Strength within its suit/trumps."""
    if is_trump(c):
        return int(c[1:])
    r = c[:-1]
    order = COURTS + (RED_PIPS if c[-1] in "HD" else BLACK_PIPS)
    return 100 - order.index(r)


def card_points(c):
    if c in ("T1", "T21", "JOKER") or (not is_trump(c) and c[:-1] == "K"):
        return 4
    if is_trump(c):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


class Forced(Exception):
    pass


def declarations(hand):
    """The §14 declarations a 25-card hand makes, with their §15 values; and the cards they use."""
    items = []
    used = set()
    joker = "JOKER" in hand
    ntr = sum(1 for c in hand if is_trump(c)) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in hand}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in hand and "T1" in hand:
        k = 3
        t = 20
        while "T%d" % t in hand:
            k += 1
            t -= 1
        items.append(({"kind": "matadors", "count": k}, 10 + 5 * (k - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
            used |= {r + s for r in COURTS}
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
            used |= {r + s for r in have}
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items, used


def choose_skat(rng, hand28):
    _items, used = declarations(hand28)
    cand = [c for c in hand28 if not is_trump(c) and c != "JOKER" and c[:-1] != "K" and c not in used]
    # keep courts of suits with three courts (a half cavalry needs the Joker only) simple: low pips first
    rng.shuffle(cand)
    cand.sort(key=lambda c: card_points(c))
    if len(cand) < 3:
        raise Forced("no skat")
    return cand[:3]


def active_seats(n, dealer):
    if n == 3:
        return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    out = (dealer + 2) % 4
    return [s for s in [(dealer + i) % 4 for i in range(4)] if s != out]


def nxt(act, s):
    i = act.index(s)
    return act[(i + 1) % 3]


def legal(hand, led, trick_no):
    """led: the suit ('H'..'C' or 'T') or None. Joker kept for the last trick by my generator."""
    h = [c for c in hand if c != "JOKER"] or list(hand)
    if trick_no == 24:
        return list(hand)
    if led is None:
        return h
    same = [c for c in h if suit(c) == led]
    if same:
        return same
    tr = [c for c in h if is_trump(c)]
    return tr if tr else h


def play(rng, hands, dealer, n):
    act = active_seats(n, dealer)
    hands = [list(h) for h in hands]
    leader = nxt(act, dealer)
    events = []
    tricks = []
    for t in range(25):
        table = []
        seats = []
        s = leader
        for k in range(3):
            led = suit(table[0]) if table else None
            c = rng.choice(legal(hands[s], led, t))
            if k == 0 and c == "JOKER":
                raise Forced("joker lead")
            hands[s].remove(c)
            table.append(c)
            seats.append(s)
            events.append({"type": "play", "seat": s, "card": c})
            s = nxt(act, s)
        led = suit(table[0])
        best = None
        for i, c in enumerate(table):
            if c == "JOKER":
                continue
            key = (2 if is_trump(c) else (1 if suit(c) == led else 0), rank_value(c))
            if best is None or key > best[0]:
                best = (key, i)
        wi = best[1]
        tricks.append((list(zip(seats, table)), seats[wi], len(events)))
        leader = seats[wi]
    return events, tricks


def settle_play(tricks, act, pools):
    """Payments during play and after the last trick; returns (list of (after_event_index, payment)) and pools."""
    pays = []
    for t, (plays, w, end) in enumerate(tricks[:-1]):
        for s, c in plays:
            if c == "T1" or (c[:-1] == "K" and not is_trump(c) and c != "JOKER"):
                pool = "pagat_pool" if c == "T1" else "king_pool"
                reason = "pagat_lost" if c == "T1" else "king_lost"
                if s != w:
                    for o in act:
                        if o != s:
                            pays.append((end, {"from": s, "to": o, "amount": 5, "reason": reason}))
                    pays.append((end, {"from": s, "to": pool, "amount": 5, "reason": reason}))
                    pools[pool] += 5
                elif c == "T1":
                    for o in act:
                        if o != s:
                            pays.append((end, {"from": o, "to": s, "amount": 5, "reason": "pagat_trick"}))
    return pays
