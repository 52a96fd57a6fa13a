"""Ulti model (Japanese source): a plain party with a non-red trump, nothing else.

Deals are drawn until no hand (after the declarer's discard) holds K and Q of one suit (no
marriages), the trump VII is not in the last trick (no silent ulti), and neither side takes all
ten tricks (no silent durchmarsch); card points then cannot reach 100 (no silent 100).
"""

import random

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # 切札があるとき: A X K Q J 9 8 7


def deck():
    return [r + s for s in SUITS for r in TRUMP_ORDER]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    return 8 - TRUMP_ORDER.index(rank(c))


def beats(a, b, led, trump):
    """Does card a beat card b (b currently winning) in a trick led in suit `led`?"""
    if suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) != suit(b):
        return False
    return strength(a) > strength(b)


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    win = trick[0][1]
    for _, c in trick[1:]:
        if beats(c, win, led, trump):
            win = c
    same = [c for c in hand if suit(c) == led]
    pool = same or [c for c in hand if suit(c) == trump] or list(hand)
    better = [c for c in pool if beats(c, win, led, trump)]
    return better or pool


def points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def has_marriage(hand):
    return any(("K" + s) in hand and ("Q" + s) in hand for s in SUITS)


def deal_party(seed, dealer, trump, want=None):
    rng = random.Random(seed)
    n = 3
    while True:
        d = deck()
        rng.shuffle(d)
        decl = (dealer + 1) % n
        hands = [None] * 3
        pos = 0
        for i in range(3):
            s = (decl + i) % n
            k = 12 if s == decl else 10
            hands[s] = d[pos:pos + k]
            pos += k
        h = [list(x) for x in hands]
        # declarer discards two cards that are neither A nor 10 nor trump
        cand = [c for c in h[decl] if rank(c) not in ("A", "10") and suit(c) != trump]
        if len(cand) < 2:
            continue
        disc = rng.sample(cand, 2)
        for c in disc:
            h[decl].remove(c)
        if any(has_marriage(x) for x in h):
            continue
        # play
        events = [
            {"type": "discard", "seat": decl, "cards": disc},
            {"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": False}},
            {"type": "bid", "seat": (decl + 1) % n, "bid": "pass"},
            {"type": "bid", "seat": (decl + 2) % n, "bid": "pass"},
            {"type": "bid", "seat": decl, "bid": "pass"},
            {"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]},
        ]
        leader = decl
        won = [[] for _ in range(n)]
        ntr = [0] * n
        last = None
        hh = [list(x) for x in h]
        for t in range(10):
            trick = []
            for i in range(n):
                s = (leader + i) % n
                c = rng.choice(legal(hh[s], trick, trump))
                hh[s].remove(c)
                trick.append((s, c))
                events.append({"type": "play", "seat": s, "card": c})
            led = suit(trick[0][1])
            ws, wc = trick[0]
            for s, c in trick[1:]:
                if beats(c, wc, led, trump):
                    ws, wc = s, c
            won[ws] += [c for _, c in trick]
            ntr[ws] += 1
            leader = ws
            last = (trick, ws)
        if any(c == "7" + trump for _, c in last[0]):
            continue
        dtr = ntr[decl]
        if dtr in (0, 10):
            continue
        dp = points(won[decl]) + (10 if last[1] == decl else 0)
        defp = sum(points(won[s]) for s in range(n) if s != decl) + points(disc) + (10 if last[1] != decl else 0)
        assert dp + defp == 90
        win = dp > defp
        if want is not None and win != want:
            continue
        pay = []
        for s in range(n):
            if s == decl:
                continue
            if win:
                pay.append({"type": "payment", "from": s, "to": decl, "amount": 1, "reason": "party"})
            else:
                pay.append({"type": "payment", "from": decl, "to": s, "amount": 1, "reason": "party"})
        net = [0] * n
        for p in pay:
            net[p["from"]] -= p["amount"]
            net[p["to"]] += p["amount"]
        events += pay
        info = {"declarer": decl, "trump": trump, "decl_points": dp, "def_points": defp, "won": win,
                "tricks": ntr, "net": net}
        return {"dealer": dealer, "hands": hands, "events": events}, info
