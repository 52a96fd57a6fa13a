"""Re-read round reread-galician-scoring: generator (no validator import).

Writes 15 Galician Tarok transcripts on Szczepański §11-§33 (announcements, contra, renonce,
the §18 scale with the 33-point consolation, the pool).  Every figure is computed here from the
source (002_d58cf04b7f012795.txt); where the source is silent the digest's counting of piles
(tricks + cards laid away / talon not bought, less 2 per three cards and 1 for a remainder) is
used.  Deterministic: each file searches seeds from a fixed base until its target is met.

Run: /work/venv/bin/python _gen.py [--base N]
"""

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

OUT = {}
FACTS = []


def emit(name, n, rules, deals, note, facts, start=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": rules,
         "players": NAMES3 if n == 3 else NAMES4,
         "meta": {"audit": "reread-galician-scoring", "note": note},
         "deals": [d.js() for d in deals]}
    if start:
        t["start"] = start
    OUT[name] = t
    FACTS.append("%s: %s" % (name, facts))


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

def two_fourth(target, write_amount=None):
    """§18: a fourth two; player (forehand, seat 1) ends with `target` points."""
    def f(rng):
        d = make_deal(rng, 3, 0, {1: ["SKIZ", "T21", "T20", "T19", "T18"]})
        P = 1
        auction(d, P, "two")
        for _ in range(3):
            d.ev.append({"type": "call", "seat": P, "call": "reject"})
        take = d.talon[0:2]
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 2)
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        announce(d, P, [])
        tricks, _ = play(d, rng, cur, P, pull=rng.random() < 0.5)
        pp, hp = piles(d, tricks, P, lay, d.talon[2:])
        pts = pile(pp)
        if pts != target or pile(hp) + pts != 66:
            return None
        tset = set(c for t, w in tricks if w == P for _, c in t)
        hset = set(c for t, w in tricks if w != P for _, c in t)
        if TRULL <= tset or TRULL <= hset or KINGS <= tset or KINGS <= hset:
            return None
        if tricks[-1][1] == P and any(c == "T1" for _, c in tricks[-1][0]):
            return None
        v = game_value("two", pts)
        amt = v if pts > 33 else -(v * 4)
        if write_amount is not None:
            amt = write_amount
        settle(d, P, [("game", amt)])
        return d, pts, v
    return f


def f01():
    d, pts, v = search(two_fourth(43))
    emit("01-fourth-two-43-points-won-80.json", 3, NOPOOL, [d],
         "§18 example: a fourth two, 43 points: 10x4+40 = 80 from each helper (won once, §16).",
         "player 1, two bought 4th, points %d, game %d, helpers pay 80 each" % (pts, v))


def f02():
    d, pts, v = search(two_fourth(23))
    emit("02-fourth-two-23-points-lost-320.json", 3, NOPOOL, [d],
         "§18 example lost: a fourth two 10 points short (23): 80 four times = 320 to each helper.",
         "player 1, points %d, value %d, pays 320 to each" % (pts, v))


def f03():
    d, pts, v = search(two_fourth(20, write_amount=-320))
    emit("03-fourth-two-13-short-source-literal-320.json", 3, NOPOOL, [d],
         "§18 example lost as written: 'brakuje mu 13 punktów' and 'owe 80 punktów cztery razy "
         "... 320': 20 points, the record pays 320 to each helper (formula: 92x4 = 368).",
         "player 1, points %d, formula value %d x4 = %d; record writes 320" % (pts, v, v * 4))


def f04():
    def f(rng):
        d = make_deal(rng, 3, 2, {0: ["T21", "T20", "KH"]})
        P = 0
        auction(d, P, "three")
        d.ev.append({"type": "call", "seat": P, "call": "reject"})
        take = d.talon[3:6]
        if any(c in KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 3)
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        announce(d, P, [])
        tricks, _ = play(d, rng, cur, P, pull=rng.random() < 0.5)
        pp, hp = piles(d, tricks, P, lay, d.talon[0:3])
        pts = pile(pp)
        if pts != 33:
            return None
        settle(d, P, [("game", -30 * 2)])
        return d, pts
    d, pts = search(f)
    emit("04-second-three-exactly-33-lost.json", 3, NOPOOL, [d],
         "§16/§18: exactly 33 points (the konsolacja) loses; the second three, 30 x 2 = 60 to each.",
         "player 0, second three, points %d, pays 60 to each" % pts)


def f05():
    def f(rng):
        P = 1
        hand = ["SKIZ"] + ["T%d" % i for i in range(21, 10, -1)]
        nonk = [c for c in DECK if c not in KINGS and not tr(c)]
        d = make_deal(rng, 3, 0, {P: hand}, talon_pool=nonk)
        auction(d, P, "solo")
        announce(d, P, [{"kind": "volat"}, {"kind": "tarocks", "count": 12}])
        cur = {s: list(d.hands[s]) for s in d.active}
        tricks, _ = play(d, rng, cur, P, pull=True)
        # the player leads his tarocks from the top
        if any(w != P for _, w in tricks):
            return None
        pp, hp = piles(d, tricks, P, [], d.talon)
        kings = KINGS <= set(pp)
        trull = TRULL <= set(pp)
        if not (kings and trull):
            return None
        settle(d, P, [("volat", 1200), ("tarocks", 150), ("trull", 50), ("four_kings", 100)])
        return d, pile(pp)
    d, pts = search(f)
    emit("05-solo-announced-volat-12-tarocks.json", 3, NOPOOL, [d],
         "§18 volat at solo 600, announced twice = 1200; §20 12 tarocks announced 150; silent trull "
         "50 (§15) and four kings 100 (§19) in his tricks.",
         "player 1 solo, all 12 tricks, points %d; each helper pays 1200+150+50+100" % pts)


def f06():
    def f(rng):
        P = 0
        d = make_deal(rng, 3, 2, {0: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "KH"],
                                  1: ["T1", "KD"]})
        auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 3)
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        announce(d, P, [{"kind": "trull"}, {"kind": "four_kings"}])
        tricks, _ = play(d, rng, cur, P)
        pp, hp = piles(d, tricks, P, lay, d.talon[3:])
        tset = set(c for t, w in tricks if w == P for _, c in t)
        if not TRULL <= tset or KINGS <= tset:
            return None
        pts = pile(pp)
        v = game_value("three", pts)
        g = v if pts > 33 else -v
        # helpers' silent four kings? only if all four in their tricks
        hset = set(c for t, w in tricks if w != P for _, c in t)
        if KINGS <= hset:
            return None
        settle(d, P, [("game", g), ("trull", 100), ("four_kings", -200)])
        return d, pts, g
    d, pts, g = search(f)
    emit("06-trull-announced-made-four-kings-announced-failed.json", 3, NOPOOL, [d],
         "§15 announced trull made 100 (the pagat won from a helper); §19/§21 four kings "
         "announced and not made: 200 to each helper.",
         "player 0, points %d, game %+d, trull +100, four kings -200 per helper" % (pts, g))


def f07():
    def f(rng):
        P = 1
        H = 2  # helper with ten tarocks
        ht = ["T2", "T3", "T4", "T5", "T6", "T7", "T8", "T9", "T10", "T11"]
        d = make_deal(rng, 4, 0, {H: ht, P: ["SKIZ", "T21", "KH", "KD"]})
        auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 3)
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        if sum(tr(c) for c in d.hands[H]) != 10:
            return None
        announce(d, P, [], {H: [{"kind": "tarocks", "count": 10}]})
        tricks, _ = play(d, rng, cur, P)
        pp, hp = piles(d, tricks, P, lay, d.talon[3:])
        tset = set(c for t, w in tricks if w == P for _, c in t)
        hset = set(c for t, w in tricks if w != P for _, c in t)
        if TRULL <= tset or TRULL <= hset or KINGS <= tset or KINGS <= hset:
            return None
        pts = pile(pp)
        v = game_value("three", pts)
        g = v if pts > 33 else -v
        settle(d, P, [("game", g), ("tarocks", -50)])
        return d, pts, g
    d, pts, g = search(f)
    emit("07-4p-helper-ten-tarocks-king-paid.json", 4, NOPOOL, [d],
         "§20: a helper announces 10 tarocks; 'Gracz płaci wartość taroków każdemu z pomagających "
         "i królowi': 50 to each helper and to the king (the dealer).",
         "player 1, points %d, game %+d to/from each of 3; player pays 50 tarocks to each of 3" % (pts, g))


def contra_deal(rng, n, dealer, P, levels, rejects, want_won):
    d = make_deal(rng, n, dealer, {P: ["T21", "T20", "T19"]})
    auction(d, P, "three")
    for _ in range(rejects):
        d.ev.append({"type": "call", "seat": P, "call": "reject"})
    idx = rejects % 2
    take = d.talon[3 * idx:3 * idx + 3]
    if any(c in KINGS for c in take):
        return None
    d.ev.append({"type": "take", "seat": P, "cards": take})
    hand = d.hands[P] + take
    lay = discard_choice(hand, 3)
    d.ev.append({"type": "discard", "seat": P, "cards": lay})
    cur = {s: list(d.hands[s]) for s in d.active}
    cur[P] = [c for c in hand if c not in lay]
    announce(d, P, [])
    helpers = [s for s in d.order(d.fore) if s != P]
    for lv in levels:
        seat = P if lv == 4 else helpers[0]
        d.ev.append({"type": "double", "seat": seat, "target": "game", "level": lv})
    tricks, _ = play(d, rng, cur, P, pull=want_won)
    pp, hp = piles(d, tricks, P, lay, d.talon[3 * (1 - idx):3 * (1 - idx) + 3])
    tset = set(c for t, w in tricks if w == P for _, c in t)
    hset = set(c for t, w in tricks if w != P for _, c in t)
    if TRULL <= tset or TRULL <= hset or KINGS <= tset or KINGS <= hset:
        return None
    if tricks[-1][0] and any(c == "T1" for _, c in tricks[-1][0]) and tricks[-1][1] == P:
        return None  # no silent ultimo
    pts = pile(pp)
    if (pts > 33) != want_won or pts in (33, 34) or any(w != P for _, w in tricks) is False:
        return None
    return d, pts


def f08():
    def f(rng):
        r = contra_deal(rng, 4, 3, 0, [2], 1, False)
        if not r:
            return None
        d, pts = r
        v = game_value("three", pts)
        settle(d, 0, [("game", -v * 2 * 2)])
        return d, pts, v
    d, pts, v = search(f)
    emit("08-4p-contra-second-three-lost.json", 4, NOPOOL, [d],
         "§17: contra, lost: 'oblicza się gra tyle razy, ile razy kupił' and paid 'każdemu z "
         "pomagających i królowi podwójnie': value x 2 (second three) x 2 to each of three.",
         "player 0, points %d, value %d, pays %d to each of 3" % (pts, v, v * 4))


def f09():
    def f(rng):
        r = contra_deal(rng, 3, 2, 0, [2, 4], 0, True)
        if not r:
            return None
        d, pts = r
        v = game_value("three", pts)
        settle(d, 0, [("game", v * 2)])
        return d, pts, v
    d, pts, v = search(f)
    emit("09-contra-recontra-won-doubled-once.json", 3, NOPOOL, [d],
         "§17: contra doubles a won game; recontra raises it 'zawsze tylko w razie, gdy gracz "
         "przegra': won under recontra = value x 2.",
         "player 0, points %d, value %d, receives %d from each" % (pts, v, 2 * v))


def f10():
    def f(rng):
        r = contra_deal(rng, 3, 2, 0, [2, 4, 8], 0, False)
        if not r:
            return None
        d, pts = r
        v = game_value("three", pts)
        settle(d, 0, [("game", -v * 8)])
        return d, pts, v
    d, pts, v = search(f)
    emit("10-supracontra-first-three-lost.json", 3, NOPOOL, [d],
         "§17: contra, recontra, supracontra on the game, lost at the first three: value x 8.",
         "player 0, points %d, value %d, pays %d to each" % (pts, v, 8 * v))


def f11():
    def f(rng):
        P = 0
        d = make_deal(rng, 3, 2, {P: ["SKIZ", "T21", "T20", "T19", "T18", "T17"]})
        auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 2)  # two cards for three bought: §12
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        di = len(d.ev) - 1
        announce(d, P, [])
        tricks, _ = play(d, rng, cur, P)
        left = [c for c in cur[P] if c not in [x for t, _ in tricks for _, x in t]]
        pp, hp = piles(d, tricks, P, lay + left, d.talon[3:])
        tset = set(c for t, w in tricks if w == P for _, c in t)
        hset = set(c for t, w in tricks if w != P for _, c in t)
        if TRULL <= tset or TRULL <= hset or KINGS <= tset or KINGS <= hset:
            return None
        if tricks[-1][1] == P and any(c == "T1" for _, c in tricks[-1][0]):
            return None
        pts = pile(pp)
        if pts <= 36:
            return None
        settle(d, P, [("game", -30)])
        return d, pts, di
    d, pts, di = search(f)
    emit("11-bad-discard-won-on-points-consolation.json", 3, NOPOOL, [d],
         "§12: two cards laid away for three bought: game lost unconditionally; 'Zwykle gracz przy "
         "wygranej grze przegrywa tylko konsolacją': 30 (first three) to each helper.",
         "player 0, points %d (with his 13th card), discard event %d, pays 30 to each" % (pts, di))


def f12():
    def f(rng):
        P = 0
        d = make_deal(rng, 3, 2, {P: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15",
                                      "T14", "T13"]})
        auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 3)
        if any(tr(c) for c in lay):
            return None
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        nt = sum(tr(c) for c in cur[P])
        if nt != 10 or not any(not tr(c) for c in cur[P]):
            return None
        announce(d, P, [{"kind": "tarocks", "count": 10}])
        n0 = len(d.ev)
        tricks, done = play(d, rng, cur, P, revoke=0)
        if not done:
            return None
        pp, hp = piles(d, tricks, P, lay, d.talon[3:])
        tset = set(c for t, w in tricks if w == P for _, c in t)
        hset = set(c for t, w in tricks if w != P for _, c in t)
        if TRULL <= tset or TRULL <= hset or KINGS <= tset or KINGS <= hset:
            return None
        if tricks[-1][1] == P and any(c == "T1" for _, c in tricks[-1][0]):
            return None
        pts = pile(pp)
        if pts <= 36:
            return None
        # locate the revoke
        hands = {s: list(cur[s]) for s in d.active}
        ri = None
        for i, e in enumerate(d.ev[n0:]):
            pass
        settle(d, P, [("game", -30)])
        return d, pts
    d, pts = search(f)
    emit("12-player-revoke-won-on-points-consolation-tarocks-void.json", 3, NOPOOL, [d],
         "§23: the player trumps a suit he holds: game lost; 'Zwykle gracz płaci przy wygranej grze "
         "tylko konsolację, a zapowiedziane walory nie liczą się mu': 30 to each, his 10 tarocks "
         "not paid.",
         "player 0, points %d, pays 30 to each; tarocks 50 not counted" % pts)


def f13():
    """two deals: ultimo announced and made takes the pool; next deal all pass."""
    def f(rng):
        P = 1
        d = make_deal(rng, 3, 0, {P: ["T1", "T21", "T20", "T19", "T18", "T17", "T16", "T15",
                                      "T14", "T13"]})
        for s in range(3):
            pay(d, s, "pool", 10, "pool_stake")
        auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 3, keep=("T1",))
        d.ev.append({"type": "discard", "seat": P, "cards": lay, "shown": True}
                    if any(tr(c) for c in lay) else
                    {"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        announce(d, P, [{"kind": "pagat_ultimo"}])
        tricks, _ = play(d, rng, cur, P, keep_pagat=True)
        last, w = tricks[-1]
        if w != P or dict(last)[P] != "T1":
            return None
        tset = set(c for t, w in tricks if w == P for _, c in t)
        hset = set(c for t, w in tricks if w != P for _, c in t)
        if TRULL <= tset or TRULL <= hset or KINGS <= tset or KINGS <= hset:
            return None
        pp, hp = piles(d, tricks, P, lay, d.talon[3:])
        pts = pile(pp)
        if pts <= 33:
            return None
        v = game_value("three", pts)
        settle(d, P, [("game", v), ("pagat_ultimo", 100)])
        pay(d, "pool", P, 30, "pool_ultimo")
        share = round(2 * (v + 100) * 0.10, 6)
        pay(d, P, "pool", share, "pool_share")
        # deal 1: dealer 1, all pass; pool founded anew
        d2 = make_deal(rng, 3, 1, {})
        for s in range(3):
            pay(d2, s, "pool", 10, "pool_stake")
        for s in d2.order(d2.fore):
            d2.ev.append({"type": "bid", "seat": s, "bid": "pass"})
        for s in d2.order(d2.fore):
            pay(d2, s, "pool", 5, "pool_pass")
        return d, d2, pts, v, share
    d, d2, pts, v, share = search(f)
    emit("13-ultimo-announced-made-takes-pool-then-all-pass.json", 3, POOL, [d, d2],
         "§27/§6: stake 10 each; announced ultimo made: 100 from each helper and the pool (30); "
         "10%% of the win into the pool. Deal 1: pool founded anew (10 each), all pass: 5 each.",
         "player 1, points %d, game %d, ultimo 100, pool 30 taken, share %s; deal 1 pool 30+15+share"
         % (pts, v, share))


def f14():
    def f(rng):
        P = 0
        H = 1
        d = make_deal(rng, 3, 2, {P: ["SKIZ", "T21", "T20", "T19", "T18", "T17"], H: ["T1"]})
        auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in KINGS or c == "T1" for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 3)
        if any(tr(c) for c in lay):
            return None
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        d.ev.append({"type": "announce", "seat": P, "items": [{"kind": "pagat_ultimo"}]})
        for s in d.order(d.fore):
            if s != P:
                d.ev.append({"type": "announce", "seat": s, "items": []})
        d.ev.append({"type": "double", "seat": H, "target": "pagat_ultimo", "level": 2})
        tricks, _ = play(d, rng, cur, P)
        tset = set(c for t, w in tricks if w == P for _, c in t)
        hset = set(c for t, w in tricks if w != P for _, c in t)
        if TRULL <= tset or TRULL <= hset or KINGS <= tset or KINGS <= hset:
            return None
        pp, hp = piles(d, tricks, P, lay, d.talon[3:])
        pts = pile(pp)
        if pts <= 35:
            return None
        v = game_value("three", pts)
        settle(d, P, [("game", v), ("pagat_ultimo", -200)])
        pay(d, P, "pool", 40, "pool_ultimo")
        # 10% of each positive net: helpers each net 200 - v
        hn = 200 - v
        sh = None
        if hn > 0:
            sh = round(hn * 0.10, 6)
            for s in (1, 2):
                pay(d, s, "pool", sh, "pool_share")
        else:
            return None
        return d, pts, v, sh
    d, pts, v, sh = search(f)
    emit("14-ultimo-without-pagat-contra-ultimo-pool.json", 3, POOL, [d],
         "§27b: ultimo announced without the pagat, the pagat's holder says contra ultimo: 100 x 2 "
         "to each helper, the pool (40) paid into the pool once ('contra się do żydka nie odnosi'); "
         "the game he won still counts for him.",
         "player 0, points %d, game +%d, ultimo -200 each, pool 40 in, helpers' shares %s each"
         % (pts, v, sh), start={"pools": {"pool": 40}, "totals": [0, 0, 0]})


def f15():
    def f(rng):
        P = 0
        d = make_deal(rng, 3, 2, {P: ["SKIZ", "T21", "T20", "T19", "T18", "T17", "T16", "T15",
                                      "T14", "T13", "T12"]})
        auction(d, P, "three")
        take = d.talon[0:3]
        if any(c in KINGS for c in take):
            return None
        d.ev.append({"type": "take", "seat": P, "cards": take})
        hand = d.hands[P] + take
        lay = discard_choice(hand, 3)
        if any(tr(c) for c in lay):
            return None
        d.ev.append({"type": "discard", "seat": P, "cards": lay})
        cur = {s: list(d.hands[s]) for s in d.active}
        cur[P] = [c for c in hand if c not in lay]
        if sum(tr(c) for c in cur[P]) != 11:
            return None
        announce(d, P, [{"kind": "tarocks", "count": 10}])
        tricks, _ = play(d, rng, cur, P)
        tset = set(c for t, w in tricks if w == P for _, c in t)
        hset = set(c for t, w in tricks if w != P for _, c in t)
        if TRULL <= tset or TRULL <= hset or KINGS <= tset or KINGS <= hset:
            return None
        if tricks[-1][1] == P and any(c == "T1" for _, c in tricks[-1][0]):
            return None
        pp, hp = piles(d, tricks, P, lay, d.talon[3:])
        pts = pile(pp)
        if pts <= 36:
            return None
        settle(d, P, [("game", -30)])
        return d, pts
    d, pts = search(f)
    emit("15-wrong-tarock-count-consolation-only.json", 3, NOPOOL, [d],
         "§21/§23: eleven tarocks announced as ten: game lost; won on points, so only the "
         "consolation 30 (§23 'zapowiedziane walory nie liczą się mu'); the record pays no 50.",
         "player 0, points %d, 11 tarocks held, pays 30 to each" % pts)


for fn in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15):
    print(fn.__name__, flush=True)
    fn()
for name, t in OUT.items():
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
        json.dump(t, fh, ensure_ascii=False, indent=1)
        fh.write("\n")
with open(os.path.join(HERE, "_facts.txt"), "w", encoding="utf-8") as fh:
    fh.write("\n".join(FACTS) + "\n")
print("\n".join(FACTS))
