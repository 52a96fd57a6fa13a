"""Danish Tarok (Ultimo) model from the Polish translation, §1-§18, for mid-session records.

Three players. Deals are drawn until: no seat has a declaration (so every `declare` is []),
the Joker is played as a follower before trick 23 (never led, never in the last three tricks),
nobody has Nolo or Tout, and the last trick ends the way the caller asks ("king_ultimo",
"plain": won by a card that is neither a king nor the Pagat, with no king/Pagat in it).
Card points are checked to give the same payments whether or not the skat's point counts
for the dealer.
"""

import random

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def deck():
    d = []
    for s in SUITS:
        d += [r + s for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
    d += ["T%d" % i for i in range(1, 22)]
    d.append("JOKER")
    return d


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "JOKER":
        return None
    return "T" if is_trump(c) else c[-1]


def strength(c):
    if is_trump(c):
        return 100 + int(c[1:])
    s = c[-1]
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 50 - order.index(c[:-1])


def value(c):
    """§15: Pagat, Mondo, Joker and kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", "JOKER") or (not is_trump(c) and c[:-1] == "K"):
        return 4
    if is_trump(c):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def is_king(c):
    return c != "JOKER" and not is_trump(c) and c[:-1] == "K"


def declarations(hand):
    """§14: any mandatory declaration in this hand?"""
    trumps = sum(1 for c in hand if is_trump(c)) + (1 if "JOKER" in hand else 0)
    if trumps >= 10:
        return True
    joker = "JOKER" in hand
    if joker and "T21" in hand and "T1" in hand:
        return True
    for s in SUITS:
        courts = sum(1 for r in "KQNJ" if r + s in hand)
        if courts == 4 or (courts == 3 and joker):
            return True
    kings = sum(1 for s in SUITS if "K" + s in hand)
    if kings == 4 or (kings == 3 and joker):
        return True
    return False


def card_payment(points):
    """§15: the difference from 26 rounded to the nearest multiple of 5 (14-18: 10, 19-23: 5,
    24-28: 0, 29-33: 5, 34-38: 10). Positive: received from the new dealer."""
    d = points - 26
    sign = 1 if d > 0 else -1
    m = abs(d)
    return sign * 5 * ((m + 2) // 5)


def legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "JOKER"] or list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["JOKER"] if "JOKER" in hand else [])
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr + (["JOKER"] if "JOKER" in hand else [])
    return list(hand)


def winner(trick):
    led = suit(trick[0][1])
    best = None
    for s, c in trick:
        if c == "JOKER":
            continue
        if suit(c) != led and not is_trump(c):
            continue
        if best is None or strength(c) > strength(best[1]):
            best = (s, c)
    return best[0]


def play_deal(seed, dealer, pools, want_last, fresh=False, max_tries=200000):
    """pools: dict pagat_pool/king_pool content before this deal. Returns deal, info, pools after."""
    rng = random.Random(seed)
    n = 3
    for _ in range(max_tries):
        d = deck()
        rng.shuffle(d)
        hands = [None] * n
        pos = 0
        for i in range(n):
            s = (dealer + 1 + i) % n
            k = 28 if s == dealer else 25
            hands[s] = d[pos:pos + k]
            pos += k
        h = [list(x) for x in hands]
        pips = [c for c in h[dealer] if not is_trump(c) and c != "JOKER" and c[:-1] not in "KQNJ"]
        if len(pips) < 3:
            continue
        skat = rng.sample(pips, 3)
        for c in skat:
            h[dealer].remove(c)
        if any(declarations(x) for x in h):
            continue
        if not any("JOKER" in x for x in h):
            continue  # Joker in the skat is not allowed; cannot happen (skat is pips)
        res = _play(rng, dealer, h)
        if res is None:
            continue
        plays, won, ntricks, joker_pile, trick_log = res
        # Nolo / Tout
        if min(ntricks) == 0 or max(ntricks) == 25:
            continue
        last_trick, last_w = trick_log[-1]
        ult = [(s, c) for s, c in last_trick if is_king(c) or c == "T1"]
        wcard = dict(last_trick)[last_w]
        if want_last == "king_ultimo":
            if not (len(ult) == 1 and is_king(wcard)):
                continue
        elif want_last == "plain":
            if ult:
                continue
        # card points: each trick 1, honours, Joker to the seat that played it (§12)
        pts = [ntricks[s] + sum(value(c) for c in won[s]) for s in range(n)]
        for s in range(n):
            if joker_pile[s]:
                pts[s] += 4
        assert sum(pts) == 77, pts
        newd = (dealer + 1) % n
        # skat point to the dealer or to nobody: same payment required
        pa = card_payment(pts[dealer])
        pb = card_payment(pts[dealer] + 1)
        if dealer != newd and pa != pb:
            continue
        return _events(dealer, hands, skat, trick_log, ntricks, pts, pools, want_last, fresh)
    raise RuntimeError("no deal found")


def _play(rng, dealer, h):
    n = 3
    hh = [list(x) for x in h]
    leader = (dealer + 1) % n
    won = [[] for _ in range(n)]
    ntricks = [0] * n
    joker_pile = [False] * n
    trick_log = []
    for t in range(25):
        trick = []
        for i in range(n):
            s = (leader + i) % n
            lg = legal(hh[s], trick)
            if "JOKER" in lg and trick and t < 22:
                c = "JOKER"
            else:
                lg2 = [c for c in lg if c != "JOKER"]
                if not lg2:
                    return None  # Joker would be forced late
                keep = [c for c in lg2 if not (is_king(c) or c == "T1")]
                c = rng.choice(keep if (keep and t < 24) else lg2)
            hh[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        for s, c in trick:
            if c == "JOKER":
                if t == 24:
                    won[w].append(c)
                else:
                    joker_pile[s] = True
            else:
                won[w].append(c)
        ntricks[w] += 1
        trick_log.append((trick, w))
        leader = w
    if any(c == "JOKER" for tr, _ in trick_log[22:] for _, c in tr):
        return None
    plays = None
    return plays, won, ntricks, joker_pile, trick_log


def _events(dealer, hands, skat, trick_log, ntricks, pts, pools, want_last, fresh):
    n = 3
    pools = dict(pools)
    ev = []
    net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def pay(f, to, amt, reason):
        ev.append({"type": "payment", "from": f, "to": to, "amount": amt, "reason": reason})
        net[f] -= amt
        net[to] += amt
        if to in pools:
            pools[to] += amt
        if f in pools:
            pools[f] -= amt

    if fresh:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                pay(s, pool, 20, "foundation")
    pay(dealer, "pagat_pool", 5, "deal_fee")
    pay(dealer, "king_pool", 5, "deal_fee")
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    for i in range(n):
        ev.append({"type": "declare", "seat": (dealer + i) % n, "items": []})
    inplay = []
    for t, (trick, w) in enumerate(trick_log):
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
        if t == 24:
            break
        for s, c in trick:
            if (is_king(c) or c == "T1") and s != w:
                reason = "king_lost" if is_king(c) else "pagat_lost"
                pool = "king_pool" if is_king(c) else "pagat_pool"
                for o in range(n):
                    if o != s:
                        pay(s, o, 5, reason)
                pay(s, pool, 5, reason)
                inplay.append((t, s, c, reason))
            if c == "T1" and s == w:
                for o in range(n):
                    if o != s:
                        pay(o, s, 5, "pagat_trick")
                inplay.append((t, s, c, "pagat_trick"))
    last_trick, lw = trick_log[-1]
    pool_take = None
    take_index = None
    if want_last == "king_ultimo":
        for o in range(n):
            if o != lw:
                pay(o, lw, 40, "king_ultimo")
        pool_take = pools["king_pool"]
        take_index = len(ev)
        pay("king_pool", lw, pool_take, "king_ultimo")
        for s in range(n):
            pay(s, "king_pool", 20, "refill")
    else:
        for o in range(n):
            if o != lw:
                pay(o, lw, 20, "last_trick")
    newd = (dealer + 1) % n
    cp = {}
    for s in range(n):
        if s == newd:
            continue
        p = card_payment(pts[s])
        cp[s] = p
        if p > 0:
            pay(newd, s, p, "card_points")
        elif p < 0:
            pay(s, newd, -p, "card_points")
    info = {"dealer": dealer, "tricks": ntricks, "points(no skat)": pts, "card_pay": cp, "in_play": inplay,
            "last_trick": last_trick, "last_winner": lw, "pool_take": pool_take, "take_index": take_index,
            "net": net, "pools_after": dict(pools)}
    return {"dealer": dealer, "hands": hands, "events": ev}, info, pools
