"""Galician Tarok (Szczepański, §1-§33) model for mid-session records.

Three players. The forehand (right of the dealer = next in order of play) bids a three, the
others pass; he takes the first packet of three, discards three suit cards (no king, no tarock),
announces nothing or pagat ultimo. No contra. Deals are drawn until neither side gathers the
trull or the four kings, and (for "plain") the pagat is not in the last trick, (for "ultimo")
the announced pagat takes the last trick; the unbought packet holds no king and no trull card.
"""

import random

SUITS = "HDSC"
SUIT_ORDER = {"H": ["K", "Q", "N", "J", "1"], "D": ["K", "Q", "N", "J", "1"],
              "S": ["K", "Q", "N", "J", "10"], "C": ["K", "Q", "N", "J", "10"]}
TRULL = ("SKIZ", "T21", "T1")


def deck():
    d = [r + s for s in SUITS for r in SUIT_ORDER[s]]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def tarock(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if tarock(c) else c[-1]


def strength(c):
    if c == "SKIZ":
        return 122
    if c.startswith("T"):
        return 100 + int(c[1:])
    return 10 - SUIT_ORDER[c[-1]].index(c[:-1])


def value(c):
    """§3, §7: pagat, mond, skiz 5; every other tarock 1; K 5, Q 4, N 3, J 2, the pip 1."""
    if c in TRULL:
        return 5
    if tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def group_points(cards):
    """§14: a trick of three counts its cards minus 2."""
    return sum(value(c) for c in cards) - 2


def winner(trick):
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        if tarock(c) and not tarock(best[1]):
            best = (s, c)
        elif suit(c) == suit(best[1]) and strength(c) > strength(best[1]):
            best = (s, c)
    return best[0]


def legal(hand, trick):
    """Strict: follow suit; void, play a tarock; a tarock played by us beats the trick's
    highest tarock when we can."""
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if led != "T" and same:
        return same
    tr = [c for c in hand if tarock(c)]
    if not tr:
        return list(hand)
    top = max((strength(c) for _, c in trick if tarock(c)), default=0)
    better = [c for c in tr if strength(c) > top]
    return better or tr


def game_value(p):
    """§18 (a three): 3 x points above 33 + 30 won; 3 x points short of 33 + 30 lost."""
    if p > 33:
        return 3 * (p - 33) + 30
    return -(3 * (33 - p) + 30)


def draw(rng, dealer, want):
    n = 3
    f = (dealer + 1) % n
    d = deck()
    if want == "ultimo":
        # forehand: the pagat and nine more tarocks
        tar = [c for c in d if tarock(c) and c != "T1"]
        rng.shuffle(tar)
        mine = ["T1"] + tar[:9]
        rest = [c for c in d if c not in mine]
        rng.shuffle(rest)
        fh = mine + rest[:2]
        rest = rest[2:]
        rng.shuffle(fh)
    else:
        rng.shuffle(d)
        fh = d[:12]
        rest = d[12:]
    hands = [None] * n
    hands[f] = fh
    hands[(f + 1) % n] = rest[:12]
    hands[(f + 2) % n] = rest[12:24]
    talon = rest[24:30]
    return hands, talon


def play_deal(seed, dealer, want, pool_before, stake=0, share_percent=10):
    rng = random.Random(seed)
    n = 3
    f = (dealer + 1) % n
    for _ in range(200000):
        hands, talon = draw(rng, dealer, want)
        bought, unbought = talon[:3], talon[3:]
        if any(c in unbought for c in TRULL) or any(c[:-1] == "K" for c in unbought if not tarock(c)):
            continue
        h = [list(x) for x in hands]
        h[f] += bought
        cand = [c for c in h[f] if not tarock(c) and c[:-1] != "K"]
        if len(cand) < 3:
            continue
        disc = rng.sample(cand, 3)
        for c in disc:
            h[f].remove(c)
        if want == "ultimo" and "T1" not in h[f]:
            continue
        res = _play(rng, f, h, keep_pagat=(want == "ultimo"))
        if res is None:
            continue
        won, trick_log = res
        last, lw = trick_log[-1]
        side_cards = {"player": list(won[f]) + disc,
                      "helpers": [c for s in range(n) if s != f for c in won[s]]}
        if any(all(c in cards for c in TRULL) for cards in side_cards.values()):
            continue
        if any(sum(1 for c in cards if not tarock(c) and c[:-1] == "K") == 4 for cards in side_cards.values()):
            continue
        pag = [s for s, c in last if c == "T1"]
        if want == "plain" and pag:
            continue
        if want == "ultimo" and not (pag == [f] and lw == f):
            continue
        ptr = sum(1 for _, w in trick_log if w == f)
        p = sum(group_points([c for _, c in tr]) for tr, w in trick_log if w == f) + group_points(disc)
        helpers_p = sum(group_points([c for _, c in tr]) for tr, w in trick_log if w != f) + group_points(unbought)
        assert p + helpers_p == 66, (p, helpers_p)
        return _settle(dealer, f, hands, talon, bought, disc, trick_log, p, ptr, want, pool_before, stake,
                       share_percent)
    raise RuntimeError("no deal")


def _play(rng, leader, h, keep_pagat):
    n = 3
    hh = [list(x) for x in h]
    f = leader
    won = [[] for _ in range(n)]
    log = []
    for t in range(12):
        trick = []
        for i in range(n):
            s = (leader + i) % n
            lg = legal(hh[s], trick)
            if keep_pagat and s == f and t < 11 and "T1" in lg:
                if len(lg) > 1:
                    lg = [c for c in lg if c != "T1"]
                else:
                    return None  # pagat forced out
            c = rng.choice(lg)
            hh[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        won[w] += [c for _, c in trick]
        log.append((trick, w))
        leader = w
    return won, log


def _settle(dealer, f, hands, talon, bought, disc, trick_log, p, ptr, want, pool_before, stake, share_percent):
    n = 3
    g = game_value(p)
    pays = []  # (from, to, amount, reason)
    pool = pool_before
    if stake:
        for s in range(n):
            pays.append((s, "pool", stake, "pool_stake"))
        pool += n * stake
    helpers = [s for s in range(n) if s != f]
    win = {s: 0 for s in range(n)}
    for hp in helpers:
        if g > 0:
            pays.append((hp, f, g, "game"))
            win[f] += g
        else:
            pays.append((f, hp, -g, "game"))
            win[hp] += -g
    if want == "ultimo":
        for hp in helpers:
            pays.append((hp, f, 100, "pagat_ultimo"))
            win[f] += 100
        pays.append(("pool", f, pool, "pool_ultimo"))
        taken = pool
        pool = 0
    else:
        taken = None
    for s in range(n):
        if win[s] > 0 and share_percent:
            amt = round(win[s] * share_percent / 100, 6)
            pays.append((s, "pool", amt, "pool_share"))
            pool += amt
    net = {0: 0, 1: 0, 2: 0, "pool": 0}
    for a, b, amt, _ in pays:
        net[a] -= amt
        net[b] += amt
    for k in net:
        net[k] = round(net[k], 6)
    ev = [{"type": "bid", "seat": f, "bid": "three"},
          {"type": "bid", "seat": (f + 1) % n, "bid": "pass"},
          {"type": "bid", "seat": (f + 2) % n, "bid": "pass"},
          {"type": "take", "seat": f, "cards": bought},
          {"type": "discard", "seat": f, "cards": disc},
          {"type": "announce", "seat": f, "items": [{"kind": "pagat_ultimo"}] if want == "ultimo" else []},
          {"type": "announce", "seat": (f + 1) % n, "items": []},
          {"type": "announce", "seat": (f + 2) % n, "items": []}]
    for tr, w in trick_log:
        for s, c in tr:
            ev.append({"type": "play", "seat": s, "card": c})
    info = {"dealer": dealer, "player": f, "points": p, "player_tricks": ptr, "game": g, "want": want,
            "pool_before": pool_before, "stake": stake, "taken": taken, "pool_after": round(pool, 6),
            "payments": pays, "net": net, "last": trick_log[-1]}
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, info
