"""Galician Tarok (Szczepański) as I read it, three players, plain 'three' games only.

- 42 cards; 6 to the talon, 12 each; the forehand is the dealer's next (dealer + 1).
- Bidding kept simple: the forehand says 'three' and the others pass (or all three pass).
  The player takes the first three of the talon (or, after one 'reject', the second three,
  and then a lost game counts twice: 'płaci ... tyle razy, ile razy kupił').
- Discards (never a king) count for the player; the talon cards not bought for the helpers.
- The forehand leads (§11 'Ręka wydaje pierwszą kartę'); follow suit, else a tarock, else
  anything; to a tarock either higher or lower (§5).
- Card values: skiz, mond, pagat 5, other tarocks 1; K 5, Q 4, N 3, J 2, pip 1; a group of
  three cards counts its sum less 2 (total 66).
- Won (more than 33): each helper pays (p - 33) * 3 + 30; lost: each helper is paid
  ((33 - p) * 3 + 30) * purchases.
- Pool (żydek): 10 from each player when founded (the first deal of a fresh session), 10 % of
  every win, 5 from each player when all three pass.
Deals with trull, four kings or a pagat in the last trick are not used (filtered out).
"""

import random

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}


def deck():
    d = []
    for s in SUITS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, PIP[s]]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def is_tarock(c):
    return c == "SKIZ" or c.startswith("T")


def tval(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return None if is_tarock(c) else c[-1]


SUIT_ORDER = {"K": 5, "Q": 4, "N": 3, "J": 2}


def srank(c):
    return SUIT_ORDER.get(c[0], 1) if not c.startswith("10") and not c.startswith("1") else 1


def value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if is_tarock(c):
        return 1
    return srank(c)


def group_points(cards):
    assert len(cards) % 3 == 0
    return sum(value(c) for c in cards) - 2 * (len(cards) // 3)


class Reject(Exception):
    pass


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = trick[0][1]
    if is_tarock(led):
        t = [c for c in hand if is_tarock(c)]
        return t or list(hand)
    s = suit(led)
    same = [c for c in hand if suit(c) == s]
    if same:
        return same
    t = [c for c in hand if is_tarock(c)]
    return t or list(hand)


def winner(trick):
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if is_tarock(c):
            if not is_tarock(b) or tval(c) > tval(b):
                best = (s, c)
        elif not is_tarock(b) and suit(c) == suit(b) and srank(c) > srank(b):
            best = (s, c)
    return best[0]


def play_deal(rng, dealer, kind, tries=5000):
    """kind: 'three', 'three-reject', 'allpass'."""
    for _ in range(tries):
        d = deck()
        rng.shuffle(d)
        talon = d[:6]
        hands = [None] * 3
        for k in range(3):
            hands[(dealer + 1 + k) % 3] = sorted(d[6 + 12 * k:18 + 12 * k])
        try:
            return _deal(rng, dealer, hands, talon, kind)
        except Reject:
            continue
    raise RuntimeError(kind)


def _deal(rng, dealer, hands, talon, kind):
    fh = (dealer + 1) % 3
    ev = []
    res = {"kind": kind}
    if kind == "allpass":
        for k in range(3):
            ev.append({"type": "bid", "seat": (fh + k) % 3, "bid": "pass"})
        res["player"] = None
        return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, res
    player = fh
    ev.append({"type": "bid", "seat": fh, "bid": "three"})
    ev.append({"type": "bid", "seat": (fh + 1) % 3, "bid": "pass"})
    ev.append({"type": "bid", "seat": (fh + 2) % 3, "bid": "pass"})
    mult = 1
    bought = talon[:3]
    rest = talon[3:]
    if kind == "three-reject":
        ev.append({"type": "call", "seat": player, "call": "reject"})
        mult = 2
        bought = talon[3:]
        rest = talon[:3]
    ev.append({"type": "take", "seat": player, "cards": list(bought)})
    hand = hands[player] + list(bought)
    cand = [c for c in hand if not is_tarock(c) and c[0] != "K"]
    cand.sort(key=lambda c: (srank(c), c))
    if len(cand) < 3:
        raise Reject()
    disc = cand[:3]
    ev.append({"type": "discard", "seat": player, "cards": disc})
    for k in range(3):
        ev.append({"type": "announce", "seat": (player + k) % 3, "items": []})
    live = [list(h) for h in hands]
    live[player] = [c for c in hand if c not in disc]
    leader = fh
    piles = {0: [], 1: [], 2: []}
    for t in range(12):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            c = rng.choice(legal(live[s], trick))
            live[s].remove(c)
            ev.append({"type": "play", "seat": s, "card": c})
            trick.append((s, c))
        w = winner(trick)
        piles[w] += [c for _, c in trick]
        if t == 11 and any(c == "T1" for _, c in trick):
            raise Reject()
        leader = w
    ppile = piles[player] + disc
    hpile = sum((piles[s] for s in range(3) if s != player), []) + list(rest)
    for pile in (ppile, hpile):
        if all(x in pile for x in ("SKIZ", "T21", "T1")):
            raise Reject()
        if all(("K" + s) in pile for s in SUITS):
            raise Reject()
    p = group_points(ppile)
    assert p + group_points(hpile) == 66
    if p > 33:
        per = (p - 33) * 3 + 30
        won = True
    else:
        per = ((33 - p) * 3 + 30) * mult
        won = False
    res.update({"player": player, "points": p, "won": won, "per_helper": per, "mult": mult, "discard": disc})
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": ev}, res


def settle(res, pool_founded_now, stake=10, pct=10, passfee=5):
    """Per-seat lines by reason and the pool's lines. Returns (lines, pool_lines)."""
    lines = {s: [] for s in range(3)}
    pool = []
    if pool_founded_now:
        for s in range(3):
            lines[s].append(("pool_stake", -stake))
        pool.append(("pool_stake", 3 * stake))
    if res["player"] is None:
        for s in range(3):
            lines[s].append(("pool_pass", -passfee))
        pool.append(("pool_pass", 3 * passfee))
        return lines, pool
    pl = res["player"]
    per = res["per_helper"]
    helpers = [s for s in range(3) if s != pl]
    if res["won"]:
        lines[pl].append(("game", 2 * per))
        for h in helpers:
            lines[h].append(("game", -per))
        share = 2 * per * pct / 100
        lines[pl].append(("pool_share", -share))
        pool.append(("pool_share", share))
    else:
        lines[pl].append(("game", -2 * per))
        sh = 0
        for h in helpers:
            lines[h].append(("game", per))
            lines[h].append(("pool_share", -per * pct / 100))
            sh += per * pct / 100
        pool.append(("pool_share", sh))
    return lines, pool
