"""Danish Tarok (Ultimo), Polish translation 2010, as I read it, three players.

- 25 cards each in fives, the dealer 3 more (28) and lays 3 away (the skat): here always
  three pip cards that are in no declaration (never a king, Mondo, Joker, trump).
- Declarations from the dealer on, in play order; the other two pay each at once.
- dealer + 1 leads; follow suit, else trump, else anything; the Joker any time (here: as a
  follower, the first time its holder does not lead), it never wins and goes to its player's
  pile (in the last trick to the winner).
- Pays (§15): foundation 20 from each into each pool at the start; the dealer's fee 5 into
  each pool; a king (Pagat) played and not taking the trick, not in the last trick: 5 to each
  other player and 5 to the king (Pagat) pool; a Pagat taking a trick: 5 from each other.
- Last trick: King Ultimo 40 from each and the king pool's content, the pool refilled (20 from
  each); Pagat Ultimo 45 from each and the Pagat pool, refilled; another card: 20 from each.
  (Deals with a przydupek, Tout or Nolo are filtered out.)
- Card points: Pagat, Mondo, Joker, kings 4, queens 3, knights 2, jacks 1, a trick 1, the skat 1
  (dealer); against 26, rounded to the nearest 5, paid to / by the NEW dealer (dealer + 1).
"""

import random

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
    if is_trump(c):
        return "T"
    return c[-1]


def srank(c):
    r = c[:-1]
    if r in COURTS:
        return 20 - COURTS.index(r)  # K 20 Q 19 N 18 J 17
    n = int(r)
    if c[-1] in "HD":
        return 11 - n  # 1 high ... 10 low
    return n


def cval(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if is_trump(c):
        return 0
    r = c[:-1]
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def is_king(c):
    return c[0] == "K" and not is_trump(c) and c != "JOKER"


class Reject(Exception):
    pass


def declarations(hand):
    """List of (item, amount)."""
    out = []
    joker = "JOKER" in hand
    trumps = sum(1 for c in hand if is_trump(c)) + (1 if joker else 0)
    if trumps >= 10:
        out.append(({"kind": "trumps", "count": trumps, "pagat": "T1" in hand}, 10 + 5 * (trumps - 10)))
    if joker and "T21" in hand and "T1" in hand:
        k = 3
        n = 20
        while "T%d" % n in hand:
            k += 1
            n -= 1
        out.append(({"kind": "matadors", "count": k}, 10 + 5 * (k - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def legal(hand, led_suit):
    if led_suit is None:
        return [c for c in hand if c != "JOKER"]
    same = [c for c in hand if suit(c) == led_suit]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr
    return [c for c in hand if c != "JOKER"] or list(hand)


def trick_winner(trick):
    """trick: list of (seat, card); the Joker never wins."""
    real = [(s, c) for s, c in trick if c != "JOKER"]
    led = suit(real[0][1])
    best = real[0]
    for s, c in real[1:]:
        b = best[1]
        if is_trump(c):
            if not is_trump(b) or int(c[1:]) > int(b[1:]):
                best = (s, c)
        elif not is_trump(b) and suit(c) == suit(b) and srank(c) > srank(b):
            best = (s, c)
    return best[0]


class Ledger:
    """Payments of one deal, with reasons, as (from, to, amount, reason)."""

    def __init__(self):
        self.p = []

    def pay(self, a, b, amt, reason):
        self.p.append((a, b, amt, reason))

    def net(self, parties):
        n = {x: 0 for x in parties}
        for a, b, amt, _ in self.p:
            n[a] -= amt
            n[b] += amt
        return n

    def by_reason(self, party):
        out = {}
        for a, b, amt, r in self.p:
            if a == party:
                out[r] = out.get(r, 0) - amt
            if b == party:
                out[r] = out.get(r, 0) + amt
        return out


PARTIES = [0, 1, 2, "pagat_pool", "king_pool"]


def play_deal(rng, dealer, pools, first, allow_ultimo=False, tries=20000):
    for _ in range(tries):
        d = deck()
        rng.shuffle(d)
        hands = [[] for _ in range(3)]
        k = 0
        for rnd in range(5):
            for j in range(3):
                s = (dealer + 1 + j) % 3
                hands[s] += d[k:k + 5]
                k += 5
        hands[dealer] += d[k:k + 3]
        hands = [sorted(h) for h in hands]
        try:
            return _deal(rng, dealer, hands, dict(pools), first, allow_ultimo)
        except Reject:
            continue
    raise RuntimeError("no deal")


def _deal(rng, dealer, hands, pools, first, allow_ultimo):
    L = Ledger()
    ev = []
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                L.pay(s, pool, 20, "foundation")
                pools[pool] += 20
    for pool in ("pagat_pool", "king_pool"):
        L.pay(dealer, pool, 5, "deal_fee")
        pools[pool] += 5
    # skat: three pips in no declaration (pips never are)
    pips = [c for c in hands[dealer] if not is_trump(c) and c != "JOKER" and c[:-1] not in COURTS]
    pips.sort(key=lambda c: (srank(c), c))
    if len(pips) < 3:
        raise Reject()
    skat = pips[:3]
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    live = [list(h) for h in hands]
    for c in skat:
        live[dealer].remove(c)
    for j in range(3):
        s = (dealer + j) % 3
        decl = declarations(live[s])
        ev.append({"type": "declare", "seat": s, "items": [it for it, _ in decl]})
        for it, amt in decl:
            for o in range(3):
                if o != s:
                    L.pay(o, s, amt, "declaration")
    after_decl = len(ev)
    joker_holder = next(s for s in range(3) if "JOKER" in live[s])
    leader = (dealer + 1) % 3
    piles = {0: [], 1: [], 2: []}
    ntricks = [0, 0, 0]
    for t in range(25):
        trick = []
        led = None
        for j in range(3):
            s = (leader + j) % 3
            if s == joker_holder and "JOKER" in live[s] and j > 0:
                c = "JOKER"
                if t >= 23:
                    raise Reject()
            else:
                opts = legal(live[s], led)
                if not opts:
                    raise Reject()
                c = rng.choice(opts)
            if j == 0 and c == "JOKER":
                raise Reject()
            live[s].remove(c)
            ev.append({"type": "play", "seat": s, "card": c})
            trick.append((s, c))
            if led is None and c != "JOKER":
                led = suit(c)
        w = trick_winner(trick)
        leader = w
        ntricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if t < 24:
            for s, c in trick:
                if is_king(c) and s != w:
                    for o in range(3):
                        if o != s:
                            L.pay(s, o, 5, "king_lost")
                    L.pay(s, "king_pool", 5, "king_lost")
                    pools["king_pool"] += 5
                if c == "T1":
                    if s != w:
                        for o in range(3):
                            if o != s:
                                L.pay(s, o, 5, "pagat_lost")
                        L.pay(s, "pagat_pool", 5, "pagat_lost")
                        pools["pagat_pool"] += 5
                    else:
                        for o in range(3):
                            if o != s:
                                L.pay(o, s, 5, "pagat_trick")
        else:
            if 0 in ntricks or 25 in ntricks:
                raise Reject()  # nolo / tout
            ult = [(s, c) for s, c in trick if is_king(c) or c == "T1"]
            if any(s != w for s, c in ult):
                raise Reject()  # przydupek
            if ult:
                if not allow_ultimo:
                    raise Reject()
                s, c = ult[0]
                if c == "T1":
                    amt, pool, r = 45, "pagat_pool", "pagat_ultimo"
                else:
                    amt, pool, r = 40, "king_pool", "king_ultimo"
                for o in range(3):
                    if o != w:
                        L.pay(o, w, amt, r)
                L.pay(pool, w, pools[pool], r)
                pools[pool] = 0
                for o in range(3):
                    L.pay(o, pool, 20, "refill")
                    pools[pool] += 20
            else:
                if allow_ultimo:
                    raise Reject()  # an Ultimo wanted in this deal
                for o in range(3):
                    if o != w:
                        L.pay(o, w, 20, "last_trick")
    # card points
    cp = {}
    for s in range(3):
        cp[s] = sum(cval(c) for c in piles[s]) + ntricks[s]
    cp[dealer] += sum(cval(c) for c in skat) + 1
    assert sum(cp.values()) == 78, cp
    new = (dealer + 1) % 3
    cpay = {}
    for s in range(3):
        diff = cp[s] - 26
        amt = 5 * round(diff / 5)
        cpay[s] = amt
        if s == new or amt == 0:
            continue
        if amt > 0:
            L.pay(new, s, amt, "card_points")
        else:
            L.pay(s, new, -amt, "card_points")
    deal = {"dealer": dealer, "hands": hands, "events": ev}
    res = {"ledger": L, "pools": pools, "card_points": cp, "tricks": ntricks, "after_decl": after_decl,
           "card_pay": cpay, "skat": skat}
    return deal, res
