"""Galician Tarok core for reread-deal-auction, copied from ../reread-galician-scoring/_gen.py (lines 12-255).
No validator import."""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
BASE = int(sys.argv[sys.argv.index("--base") + 1]) if "--base" in sys.argv else 1000

DECK = []
for s in "HDSC":
    DECK += ["K" + s, "Q" + s, "N" + s, "J" + s, ("1" if s in "HD" else "10") + s]
DECK += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
KINGS = {"KH", "KD", "KS", "KC"}
TRULL = {"SKIZ", "T21", "T1"}
SR = {"K": 5, "Q": 4, "N": 3, "J": 2}
SCALE = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "two": 400, "one": 500, "solo": 600}
NAMES3 = ["Adam", "Bożena", "Czesław"]
NAMES4 = ["Adam", "Bożena", "Czesław", "Danuta"]


def val(c):
    if c in TRULL:
        return 5
    if c[0] == "T":
        return 1
    return SR.get(c[0], 1)


def tr(c):
    return c == "SKIZ" or c[0] == "T"


def rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return SR.get(c[0], 1)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = trick[0][1]
    if tr(led):
        t = [c for c in hand if tr(c)]
        return t or list(hand)
    same = [c for c in hand if not tr(c) and c[-1] == led[-1]]
    if same:
        return same
    return [c for c in hand if tr(c)] or list(hand)


def winner(trick):
    best = trick[0]
    for s, c in trick[1:]:
        b = best[1]
        if tr(c) and (not tr(b) or rank(c) > rank(b)):
            best = (s, c)
        elif not tr(c) and not tr(b) and c[-1] == b[-1] and rank(c) > rank(b):
            best = (s, c)
    return best[0]


def pile(cards):
    n = len(cards)
    return sum(val(c) for c in cards) - 2 * (n // 3) - (1 if n % 3 else 0)


def game_value(contract, pts):
    m, a = SCALE[contract]
    d = pts - 33 if pts > 33 else 33 - pts
    return m * d + a


class Deal:
    def __init__(self, n, dealer, hands, talon):
        self.n, self.dealer, self.hands, self.talon = n, dealer, hands, talon
        self.active = [s for s in range(n) if not (n == 4 and s == dealer)]
        self.fore = self.active[(self.active.index(dealer) + 1) % 3] if n == 3 else (dealer + 1) % n
        self.ev = []

    def order(self, lead):
        i = self.active.index(lead)
        return [self.active[(i + k) % 3] for k in range(3)]

    def js(self):
        return {"dealer": self.dealer, "hands": self.hands, "talon": self.talon,
                "events": self.ev}


def make_deal(rng, n, dealer, fixed, talon_fixed=None, talon_pool=None):
    """fixed: {seat: cards}; talon_fixed: the six talon cards or None; talon_pool: restrict the
    random talon to these cards."""
    used = [c for v in fixed.values() for c in v] + list(talon_fixed or [])
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    if talon_fixed is None:
        cand = [c for c in rest if talon_pool is None or c in talon_pool]
        talon = cand[:6]
        rest = [c for c in rest if c not in talon]
    else:
        talon = list(talon_fixed)
    hands = [[] for _ in range(n)]
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    for s in active:
        hands[s] = list(fixed.get(s, []))
    for s in active:
        while len(hands[s]) < 12:
            hands[s].append(rest.pop())
        rng.shuffle(hands[s])
    assert not rest, rest
    return Deal(n, dealer, hands, talon)


def play(d, rng, cur, player, keep_pagat=False, revoke=None, pull=True):
    """random legal play; player leads his highest tarock with prob .7 (pull).  keep_pagat:
    player avoids T1 while he has another legal card.  revoke: (trick >= k) player trumps a
    suit lead while holding the suit, once.  Returns (tricks, revoke_done)."""
    hands = {s: list(cur[s]) for s in d.active}
    lead = d.fore
    tricks, done = [], False
    for t in range(12):
        trick = []
        for s in d.order(lead):
            h = hands[s]
            lg = legal(h, trick)
            ch = None
            if (s == player and revoke is not None and not done and t >= revoke and trick
                    and not tr(trick[0][1]) and any(not tr(c) and c[-1] == trick[0][1][-1] for c in h)):
                ts = [c for c in h if tr(c) and c != "T1"]
                if ts:
                    ch, done = max(ts, key=rank), True
            if ch is None:
                cand = lg
                if s == player and keep_pagat and "T1" in cand and len(cand) > 1:
                    cand = [c for c in cand if c != "T1"]
                if s == player and pull and not trick:
                    ts = [c for c in cand if tr(c) and c != "T1"]
                    if ts and rng.random() < 0.7:
                        cand = [max(ts, key=rank)]
                ch = rng.choice(cand)
            h.remove(ch)
            trick.append((s, ch))
            d.ev.append({"type": "play", "seat": s, "card": ch})
        w = winner(trick)
        tricks.append((trick, w))
        lead = w
    return tricks, done


def piles(d, tricks, player, laid, untaken):
    pp = list(laid)
    hp = list(untaken)
    for trick, w in tricks:
        (pp if w == player else hp).extend(c for _, c in trick)
    return pp, hp


def pay(d, frm, to, amount, reason):
    d.ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})


def settle(d, player, amounts):
    """amounts: list of (reason, x): x > 0 each opponent pays the player x; x < 0 the player
    pays each opponent -x."""
    opp = [s for s in range(d.n) if s != player and (d.n == 3 or True)]
    if d.n == 4:
        opp = [s for s in range(4) if s != player]
    for reason, x in amounts:
        for o in opp:
            if x > 0:
                pay(d, o, player, x, reason)
            elif x < 0:
                pay(d, player, o, -x, reason)


def nets(d, player, amounts):
    opp = [s for s in range(d.n) if s != player]
    net = {s: 0 for s in range(d.n)}
    for _, x in amounts:
        for o in opp:
            net[o] -= x
            net[player] += x
    return net


def auction(d, player, contract):
    for s in d.order(d.fore):
        d.ev.append({"type": "bid", "seat": s, "bid": contract if s == player else "pass"})


def announce(d, player, items, helper_items=None):
    helper_items = helper_items or {}
    d.ev.append({"type": "announce", "seat": player, "items": items})
    for s in d.order(d.fore):
        if s != player:
            d.ev.append({"type": "announce", "seat": s, "items": helper_items.get(s, [])})


def discard_choice(hand, k, keep=()):
    """lay away k lowest-value non-king, non-tarock cards (tarocks only if needed)."""
    c = sorted([x for x in hand if x not in KINGS and not tr(x) and x not in keep], key=val)
    if len(c) < k:
        c += sorted([x for x in hand if tr(x) and x not in TRULL and x not in keep], key=rank)
    return c[:k]


NOPOOL = {"pool": False}
POOL = {"pool": True, "pool_stake": 10, "pool_win_percent": 10, "pool_pass_fee": 5,
        "pool_dealer_fee": 0}

def search(fn, tries=40000):
    for k in range(tries):
        r = fn(random.Random(BASE * 100000 + k))
        if r:
            return r
    raise SystemExit("no seed for %s" % fn.__name__)


def ev_index(d, pred):
    for i, e in enumerate(d.ev):
        if pred(e):
            return i
    return None


# ----------------------------------------------------------------- files
