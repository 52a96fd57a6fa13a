"""Danish Tarok (Ultimo) model, written from the Polish source 000_2fac32aef83ce8a1.txt alone.

Three active players.  Seats are in order of play (seat i+1 plays after seat i).
  §7  five at a time to 25 each, the dealer takes the 3 left over (28).
  §10 the player to the dealer's right (next in order of play, dealer+1) leads the first trick.
  §13 skat: never a king, Mondo, Joker; here always three pip suit cards (never part of a
      declaration, no honour, so the skat is worth its 1 point alone).
  §14 declarations, from the dealer on.
  §15 payments (multiples of 5):
      foundation 20 by each player to both pools at the very start; deal fee 5 by the dealer to
      each pool; declarations paid at once by each other player; during play (not in the last
      trick) a king or the Pagat played and not taking the trick pays 5 to each other player and
      5 to its pool; the Pagat taking a trick is paid 5 by each other player; after the last trick
      tout / nolo / ultimo / przydupek / last trick; then card points against 26 with the NEW
      dealer (dealer+1, §17: the pools lie right of the old dealer and left of the new one);
      an emptied pool is refilled with 20 by each player; after the last deal of the session the
      pools are shared equally.
"""

import random

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def deck():
    cards = []
    for s in SUITS:
        for r in RED_ORDER:
            cards.append(r + s)
    cards += ["T%d" % i for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit_of(c):
    if c == "JOKER":
        return "J*"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c, led):
    """Higher is better; None when the card cannot win."""
    s = suit_of(c)
    if s == "T":
        return 100 + int(c[1:])
    if s == led:
        order = RED_ORDER if s in "HD" else BLACK_ORDER
        return 50 - order.index(rank_of(c))
    return None


def card_value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    r = rank_of(c)
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def is_king(c):
    return not c.startswith("T") and c != "JOKER" and c[0] == "K"


def declarations(hand):
    """§14: the declarations a hand must make, with their §15 prices."""
    items = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if c.startswith("T")]
    ntr = len(trumps) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in hand}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while "T%d" % k in hand:
            n += 1
            k -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        if joker:
            items.append(({"kind": "kings", "form": "rich"}, 15))
        else:
            items.append(({"kind": "kings", "form": "full"}, 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def legal(hand, trick, trick_no):
    if not trick:
        return [c for c in hand if c != "JOKER"]  # we never lead the Joker
    led = suit_of(trick[0][1])
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same
    tr = [c for c in hand if suit_of(c) == "T"]
    if tr:
        return tr
    return [c for c in hand if c != "JOKER"] or list(hand)


def card_points_to_pay(p):
    """§15: 24-28 nothing, 29-33 +5, 34-38 +10, 19-23 -5, 14-18 -10 (extended by 5s)."""
    d = p - 26
    q = round(d / 5)
    return 5 * q


class Deal:
    pass


def play_deal(rng, dealer, n=3, joker_early=True):
    """Deal and play one deal at random (legal).  Returns a Deal with hands, events (no
    payments), and the list of due payments with their positions."""
    cards = deck()
    rng.shuffle(cards)
    hands = [[] for _ in range(n)]
    # five at a time from dealer+1, 25 each, the dealer the last 3
    pos = 0
    for _round in range(5):
        for k in range(1, n + 1):
            s = (dealer + k) % n
            hands[s] += cards[pos:pos + 5]
            pos += 5
    hands[dealer] += cards[pos:pos + 3]
    dealt = [list(h) for h in hands]
    d = Deal()
    d.dealer = dealer
    d.hands = dealt
    # skat: three pip suit cards
    pips = [c for c in hands[dealer] if not c.startswith("T") and c != "JOKER" and rank_of(c) not in COURTS]
    if len(pips) < 3:
        return None
    skat = rng.sample(pips, 3)
    for c in skat:
        hands[dealer].remove(c)
    d.skat = skat
    d.decl = {}
    for k in range(n):
        s = (dealer + k) % n
        d.decl[s] = declarations(hands[s])
    # play
    leader = (dealer + 1) % n
    tricks = []  # (cards [(seat, card)], winner)
    joker_holder = [s for s in range(n) if "JOKER" in hands[s]][0]
    joker_played = False
    for t in range(25):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            if s == joker_holder and not joker_played and trick and t < 20 and (joker_early or t >= 5):
                c = "JOKER"
                joker_played = True
            else:
                opts = legal(hands[s], trick, t)
                opts = [c for c in opts if c != "JOKER"] or opts
                c = rng.choice(opts)
            hands[s].remove(c)
            trick.append((s, c))
        led = suit_of(trick[0][1])
        best = None
        for s, c in trick:
            st = strength(c, led)
            if st is not None and (best is None or st > best[0]):
                best = (st, s)
        winner = best[1]
        tricks.append((trick, winner))
        leader = winner
    if not joker_played:
        return None
    d.tricks = tricks
    d.joker_holder = joker_holder
    return d


def settle(d, n, pools, last_deal):
    """Compute the due payments of deal d.  pools: dict pagat_pool/king_pool content before the
    deal (after the foundation if any).  Returns list of (phase, from, to, amount, reason) where
    phase is ('fee',), ('decl', seat), ('trick', t), ('end',), ('session',)."""
    pays = []
    dealer = d.dealer
    pays.append((("fee",), dealer, "pagat_pool", 5, "deal_fee"))
    pays.append((("fee",), dealer, "king_pool", 5, "deal_fee"))
    pools = dict(pools)
    pools["pagat_pool"] += 5
    pools["king_pool"] += 5
    for k in range(n):
        s = (dealer + k) % n
        for item, price in d.decl[s]:
            for o in range(n):
                if o != s:
                    pays.append((("decl", s), o, s, price, "declaration"))
    # during play
    ntr = [0] * n
    for t, (trick, winner) in enumerate(d.tricks):
        ntr[winner] += 1
        if t == 24:
            break
        for s, c in trick:
            if is_king(c) and s != winner:
                for o in range(n):
                    if o != s:
                        pays.append((("trick", t), s, o, 5, "king_lost"))
                pays.append((("trick", t), s, "king_pool", 5, "king_lost"))
                pools["king_pool"] += 5
            if c == "T1":
                if s != winner:
                    for o in range(n):
                        if o != s:
                            pays.append((("trick", t), s, o, 5, "pagat_lost"))
                    pays.append((("trick", t), s, "pagat_pool", 5, "pagat_lost"))
                    pools["pagat_pool"] += 5
                else:
                    for o in range(n):
                        if o != s:
                            pays.append((("trick", t), o, s, 5, "pagat_trick"))
    # last trick
    trick, winner = d.tricks[24]
    tout = [s for s in range(n) if ntr[s] == 25]
    nolo = [s for s in range(n) if ntr[s] == 0]
    d.tout, d.nolo = tout, nolo
    win_card = [c for s, c in trick if s == winner][0]
    prz_k = [s for s, c in trick if is_king(c) and s != winner]
    prz_p = [s for s, c in trick if c == "T1" and s != winner]
    d.last = dict(winner=winner, card=win_card, prz_k=prz_k, prz_p=prz_p)
    assert not tout and not nolo, "tout/nolo not modelled"
    end = []
    kp0 = pools["king_pool"]
    pp0 = pools["pagat_pool"]
    refill = []
    if win_card == "T1":
        for o in range(n):
            if o != winner:
                end.append((o, winner, 45, "pagat_ultimo"))
        end.append(("pagat_pool", winner, pp0, "pagat_ultimo"))
        pools["pagat_pool"] -= pp0
        refill.append("pagat_pool")
    elif is_king(win_card):
        for o in range(n):
            if o != winner:
                end.append((o, winner, 40, "king_ultimo"))
        end.append(("king_pool", winner, kp0, "king_ultimo"))
        pools["king_pool"] -= kp0
        if not prz_k:
            refill.append("king_pool")
    for s in prz_p:
        for o in range(n):
            if o != s:
                end.append((s, o, 45, "pagat_przydupek"))
        end.append((s, "pagat_pool", pp0, "pagat_przydupek"))
        pools["pagat_pool"] += pp0
    for s in prz_k:
        for o in range(n):
            if o != s:
                end.append((s, o, 40, "king_przydupek"))
        end.append((s, "king_pool", kp0, "king_przydupek"))
        pools["king_pool"] += kp0
    if win_card != "T1" and not is_king(win_card) and not prz_k and not prz_p:
        for o in range(n):
            if o != winner:
                end.append((o, winner, 20, "last_trick"))
    for p in refill:
        for o in range(n):
            end.append((o, p, 20, "refill"))
            pools[p] += 20
    # card points
    pts = [0] * n
    for trick, winner in d.tricks:
        pts[winner] += 1
        for s, c in trick:
            if c == "JOKER" and trick is not d.tricks[24][0]:
                pts[s] += 4
            else:
                pts[winner] += card_value(c)
    pts[dealer] += 1  # the skat (pip cards only)
    assert sum(pts) == 78, pts
    d.points = pts
    newd = (dealer + 1) % n
    for s in range(n):
        if s == newd:
            continue
        v = card_points_to_pay(pts[s])
        if v > 0:
            end.append((newd, s, v, "card_points"))
        elif v < 0:
            end.append((s, newd, -v, "card_points"))
    for f, t_, a, r in end:
        pays.append((("end",), f, t_, a, r))
    if last_deal:
        for p in ("pagat_pool", "king_pool"):
            share = pools[p] / n
            for o in range(n):
                pays.append((("session",), p, o, share, "session_end"))
            pools[p] = 0
    d.pools_after = pools
    return pays, pools
