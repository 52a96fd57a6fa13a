"""Blind model of Danish Tarok / Ultimo (source 000, Polish), only what these files need.

- 78 cards, three active players; 25 each, the dealer 3 more and lays 3 away (skat).
- ranks: red H D: K Q N J 1 2 ... 10; black S C: K Q N J 10 ... 1; trumps T1..T21; JOKER.
- play (par. 10): the player after the dealer leads; follow suit, else trump, else any;
  the Joker any time but not in the second-last trick; it never wins; it goes to its player's
  pile, except in the last trick (to the winner).
- declarations (par. 14, 15): trumps (>= 10, Joker counted) 10, +5 each; matadors (Joker, T21,
  T1, then T20, T19 ...) 10 for 3, +5 each; cavalry / kings: full 10, rich 15, half 5; each
  declaration paid by each of the other two players.
- during play, not the last trick: a king or the pagat played that does not take the trick:
  5 to each other player and 5 to its pool; the pagat taking a trick: 5 from each other player.
- last trick with another card: 20 from each other player (no tout, nolo, ultimo here).
- card points: pagat, mondo, joker, kings 4, queens 3, knights 2, jacks 1, each trick 1, the
  skat 1 (the dealer's); against 26 in steps of 5 with the new dealer (the next seat).
- pools: foundation 20 each to both at the start; the dealer 5 to each pool each deal.
"""

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]


def deck():
    d = []
    for s in SUITS:
        d += [r + s for r in COURTS] + [str(i) + s for i in range(1, 11)]
    d += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return d


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "JOKER":
        return None
    return "T" if is_trump(c) else c[-1]


def rank_key(c):
    if is_trump(c):
        return 100 + int(c[1:])
    r = c[:-1]
    if r in COURTS:
        return 50 - COURTS.index(r)
    n = int(r)
    return (20 - n) if c[-1] in "HD" else n


def winner_index(cards):
    led = None
    for c in cards:
        if c != "JOKER":
            led = suit(c)
            break
    best, bi = None, 0
    for i, c in enumerate(cards):
        if c == "JOKER":
            continue
        if is_trump(c):
            k = (2, rank_key(c))
        elif suit(c) == led:
            k = (1, rank_key(c))
        else:
            k = (0, 0)
        if best is None or k > best:
            best, bi = k, i
    return bi


def legal(hand, table):
    """Cards that may follow (the Joker handled by the caller)."""
    h = [c for c in hand if c != "JOKER"]
    if not table or all(c == "JOKER" for c in table):
        return h
    led = suit([c for c in table if c != "JOKER"][0])
    same = [c for c in h if suit(c) == led]
    if same:
        return same
    tr = [c for c in h if is_trump(c)]
    if tr:
        return tr
    return h


def value(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K" and not is_trump(c):
        return 4
    if is_trump(c):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def declarations(hand):
    items, pays = [], []
    j = "JOKER" in hand
    ntr = sum(1 for c in hand if is_trump(c)) + (1 if j else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hand})
        pays.append(10 + 5 * (ntr - 10))
    if j and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while "T%d" % k in hand:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
        pays.append(10 + 5 * (n - 3))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if j else "full"})
            pays.append(15 if j else 10)
        elif len(have) == 3 and j:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pays.append(5)
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if j else "full"})
        pays.append(15 if j else 10)
    elif len(kings) == 3 and j:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        pays.append(5)
    return items, pays


def band(p):
    """Payment for card points p against 26 (positive: received from the new dealer)."""
    d = p - 26
    sign = 1 if d >= 0 else -1
    a = abs(d)
    # 24-28: 0, 29-33: 5, 34-38: 10 ... (the difference rounded to the nearest multiple of 5)
    steps = int((a + 2) // 5)
    return sign * 5 * steps
