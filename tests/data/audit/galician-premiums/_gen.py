"""Blind audit round galician-premiums: generator.

Writes 15 Galician Tarok transcripts (3 and 4 players) about the premiums and special games of
Szczepański's rules (source 002): pagat ultimo, trull, four kings, volat, tarocks, contra and
recontra on the game and on premiums, solo and buying one/two/three talon cards, the pool
(żydek).  Each file is clean or carries exactly one planted fault.  Every payment is computed
here from the source's tables (§3, §6, §7, §14-§21, §27), never taken from the engine.

Conventions (from the source; assumptions marked in EXPECTED.md):
- card points §3/§7, a pile counts its card values minus 2 per three cards (§14: 66 in all,
  half = 33 = konsolacja §18); the declarer's discard counts for the declarer, the talon cards
  not bought count for the helpers (§10, said of solo); a declarer pile that is not a multiple
  of three (buying one or two) is counted against the declarer: floor (§16 'wszystkie normy
  przeciwko graczowi').
- game (§18): three 3x+30, two 4x+40, one 5x+50, solo 6x+60, x the points over 33 (won; 33 is
  lost) or short of 33 (lost).  Lost: times the purchase number (§16) and the contra level
  (§17).  Won: once, doubled by a contra; recontra/supracontra only count when lost (§17).
- volat (§18) 300/400/500/600 in place of the game; announced double.
- premiums: ultimo 50/100 (§6), trull 50/100 (§15), four kings 100/200 (§19), tarocks 10/11/12
  announced 50/100/150 (§20); an announced premium not made is paid (§6, §15, §21); a contra on
  a premium doubles it, a recontra doubles again.  Only the declarer scores ultimo (§27).
- each helper (and the king at four, §8, §17, §20) pays / is paid the same sum.
- pool (§27, default options): stake 10 by every player when founded (first deal of an empty
  pool, and the deal after an ultimo won it), 10 % of every party's win, 5 by each of the three
  after an all-pass; announced ultimo made takes the pool, failed pays its content in; contra
  does not touch the pool.

Run: python _gen.py  (writes the .json files next to this file and _expect.txt)
"""

import json
import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

SUITS = "HDSC"
DECK = []
for s in SUITS:
    DECK += ["K" + s, "Q" + s, "N" + s, "J" + s, ("1" if s in "HD" else "10") + s]
DECK += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42

COURT = {"K": 5, "Q": 4, "N": 3, "J": 2}
SRANK = {"K": 5, "Q": 4, "N": 3, "J": 2}
KINGS = {"KH", "KD", "KS", "KC"}
TRULL = {"SKIZ", "T21", "T1"}
GAME_TABLE = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}
VOLAT = {"three": 300, "two": 400, "one": 500, "solo": 600}
TAKE = {"three": 3, "two": 2, "one": 1, "solo": 0}

STAKE, PCT, PASSFEE = 10, 10, 5


def val(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c[0] == "T":
        return 1
    return COURT.get(c[0], 1)


def is_trump(c):
    return c == "SKIZ" or c[0] == "T"


def trank(c):
    return 22 if c == "SKIZ" else int(c[1:])


def suit(c):
    return "T" if is_trump(c) else c[-1]


def beats(c, b):
    """does c beat b (b currently best, led suit already handled)"""
    if is_trump(c) and not is_trump(b):
        return True
    if is_trump(c) and is_trump(b):
        return trank(c) > trank(b)
    if not is_trump(c) and not is_trump(b) and c[-1] == b[-1]:
        return SRANK.get(c[0], 1) > SRANK.get(b[0], 1)
    return False


def trick_winner(trick):
    best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best[1]):
            best = (s, c)
    return best[0]


def legal(hand, trick):
    """§5 read strictly (safe under either reading): follow suit; void: trump; a trump that
    beats the best trump in the trick where one can (the source only says 'albo bije się
    wyższym, albo dorzuca niższy', so overtaking is chosen whenever possible)."""
    if not trick:
        return list(hand)
    led = trick[0][1]
    besttrump = max([trank(c) for _, c in trick if is_trump(c)], default=0)
    if is_trump(led):
        tr = [c for c in hand if is_trump(c)]
        if not tr:
            return list(hand)
        hi = [c for c in tr if trank(c) > besttrump]
        return hi or tr
    same = [c for c in hand if not is_trump(c) and c[-1] == led[-1]]
    if same:
        return same
    tr = [c for c in hand if is_trump(c)]
    if tr:
        hi = [c for c in tr if trank(c) > besttrump]
        return hi or tr
    return list(hand)


def pile_points(cards):
    return sum(val(c) for c in cards) - 2 * len(cards) / 3


class Deal:
    def __init__(self, n, dealer, hands, talon):
        self.n, self.dealer, self.hands, self.talon = n, dealer, hands, talon
        self.events = []
        self.active = [s for s in range(n) if not (n == 4 and s == dealer)]
        self.forehand = (dealer + 1) % n

    def order_from(self, s):
        out = []
        for i in range(self.n):
            x = (s + i) % self.n
            if x in self.active:
                out.append(x)
        return out

    def ev(self, **kw):
        self.events.append(kw)
        return len(self.events) - 1


def new_deal(rng, n, dealer, want=None):
    """deal 42 cards; want = {seat: [cards]} forced into hands."""
    want = want or {}
    cards = list(DECK)
    forced = [c for v in want.values() for c in v]
    rest = [c for c in cards if c not in forced]
    rng.shuffle(rest)
    hands = [[] for _ in range(n)]
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    for s in active:
        hands[s] = list(want.get(s, []))
    talon = [rest.pop() for _ in range(6)]
    for s in active:
        while len(hands[s]) < 12:
            hands[s].append(rest.pop())
        rng.shuffle(hands[s])
    assert not rest
    return Deal(n, dealer, hands, talon)


# --------------------------------------------------------------------------- play


def play_out(d, rng, decl, keep_pagat=False, early_pagat_trick=None, renonce_trick=None,
             decl_pull=False):
    """plays 12 tricks from the current hands; returns (tricks, fault_event)."""
    hands = {s: list(d.cur[s]) for s in d.active}
    leader = d.forehand
    tricks = []
    fault = None
    for t in range(12):
        trick = []
        for s in d.order_from(leader):
            h = hands[s]
            lg = legal(h, trick)
            choice = None
            if s == decl and renonce_trick == t and trick and not is_trump(trick[0][1]):
                led = trick[0][1]
                if any(not is_trump(c) and c[-1] == led[-1] for c in h) and any(
                        is_trump(c) for c in h):
                    tr = sorted([c for c in h if is_trump(c) and c != "T1"], key=trank)
                    if tr:
                        choice = tr[-1]
            if s == decl and early_pagat_trick == t and "T1" in h and len(lg) > 1 and \
                    "T1" in lg:
                choice = "T1"
            if choice is None:
                cand = lg
                if s == decl and keep_pagat and "T1" in cand and len(cand) > 1:
                    cand = [c for c in cand if c != "T1"]
                if s == decl and decl_pull and not trick:
                    tr = [c for c in cand if is_trump(c)]
                    if tr and rng.random() < 0.8:
                        cand = [max(tr, key=trank)]
                choice = rng.choice(cand)
            if choice not in lg:
                fault = ("play", t, s, choice)
            h.remove(choice)
            trick.append((s, choice))
            d.ev(type="play", seat=s, card=choice)
            if fault and fault[0] == "play" and len(fault) == 4:
                fault = ("play", t, s, choice, len(d.events) - 1)
        w = trick_winner(trick)
        tricks.append((trick, w))
        leader = w
    return tricks, fault


# --------------------------------------------------------------------------- scoring


def settle(d, decl, contract, purchase, announced, doubles, tricks, discard, rest,
           pool_before, renonce=False, tarock_count=None):
    """returns list of (from, to, amount, reason) between seats (no pool), and pool actions,
    plus a dict of facts."""
    opp = [s for s in range(d.n) if s != decl]  # helpers and the king
    dpile = [c for tr, w in tricks if w == decl for _, c in tr] + list(discard)
    hpile = [c for tr, w in tricks if w != decl for _, c in tr] + list(rest)
    exact = pile_points(dpile)
    pts = math.floor(exact + 1e-9)
    assert abs(exact + pile_points(hpile) - 66) < 1e-6
    mult, add = GAME_TABLE[contract]
    dtricks = [c for tr, w in tricks if w == decl for _, c in tr]
    volat = all(w == decl for _, w in tricks)
    lvl = {k: 1 for k in ("game", "pagat_ultimo", "trull", "four_kings", "tarocks", "volat")}
    for tgt, lv in doubles:
        lvl[tgt] = max(lvl[tgt], lv)
    facts = {"points_exact": round(exact, 4), "points": pts, "volat": volat}
    items = []  # (reason, signed amount per opponent: + = opponent pays declarer)
    if volat and not renonce:
        v = VOLAT[contract] * (2 if "volat" in announced else 1)
        items.append(("volat", v))
    elif renonce:
        if pts > 33:
            items.append(("game", -add * purchase * lvl["game"]))  # konsolacja as lost game
        else:
            items.append(("game", -(mult * (33 - pts) + add) * purchase * lvl["game"]))
    else:
        if "volat" in announced:
            raise ValueError("announced volat failed not generated")
        if pts > 33:
            won = (mult * (pts - 33) + add) * (2 if lvl["game"] >= 2 else 1)
            items.append(("game", won))
        else:
            items.append(("game", -(mult * (33 - pts) + add) * purchase * lvl["game"]))
    facts["game_won"] = (pts > 33) and not renonce
    last_trick, last_w = tricks[-1]
    ultimo = last_w == decl and any(s == decl and c == "T1" for s, c in last_trick)
    facts["ultimo"] = ultimo
    trull = TRULL <= set(dtricks)
    kings = KINGS <= set(dtricks)
    facts["trull"], facts["kings"] = trull, kings
    pool_actions = []
    # ultimo
    if "pagat_ultimo" in announced:
        amt = 100 * lvl["pagat_ultimo"]
        if renonce:
            pass
        elif ultimo and not d.pagat_released:
            items.append(("pagat_ultimo", amt))
            pool_actions.append(("take", pool_before))
        else:
            items.append(("pagat_ultimo", -amt))
            pool_actions.append(("pay", pool_before))
    elif ultimo and not renonce:
        items.append(("pagat_ultimo", 50))
    for name, made, base in (("trull", trull, 50), ("four_kings", kings, 100)):
        if name in announced:
            if renonce:
                continue
            amt = 2 * base * lvl[name]
            items.append((name, amt if made else -amt))
        elif made and not renonce:
            items.append((name, base))
    if "tarocks" in announced and not renonce:
        c = announced["tarocks"]
        items.append(("tarocks", {10: 50, 11: 100, 12: 150}[c] * lvl["tarocks"]))
    pays = []
    for reason, a in items:
        for o in opp:
            if a > 0:
                pays.append((o, decl, a, reason))
            elif a < 0:
                pays.append((decl, o, -a, reason))
    return pays, pool_actions, facts


def nets(n, pays):
    net = [0] * n
    for f, t, a, _ in pays:
        net[f] -= a
        net[t] += a
    return net


def fmt(x):
    if abs(x - round(x)) < 1e-9:
        return int(round(x))
    return round(x, 6)


# --------------------------------------------------------------------------- one played deal


def run_game(d, rng, decl, contract, announced=None, doubles=(), reject=0, keep_pagat=False,
             early_pagat_trick=None, renonce_trick=None, decl_pull=False, bids=None,
             declare_tarocks_wrong=None, discard_pref=None):
    announced = dict(announced or {})
    d.events = []
    d.pagat_released = False
    order = d.order_from(d.forehand)
    if bids is None:
        for s in order:
            d.ev(type="bid", seat=s, bid=contract if s == decl else "pass")
    else:
        for s, b in bids:
            d.ev(type="bid", seat=s, bid=b)
    hand = list(d.hands[decl])
    k = TAKE[contract]
    taken, discard = [], []
    if k:
        for _ in range(reject):
            d.ev(type="call", seat=decl, call="reject")
        taken = d.talon[reject * k:(reject + 1) * k]
        d.ev(type="take", seat=decl, cards=list(taken))
        hand += taken
        # discard k: no king (§13), no tarock (no §22 showing), low suit cards
        cand = [c for c in hand if not is_trump(c) and c not in KINGS]
        if discard_pref:
            cand.sort(key=discard_pref)
        else:
            cand.sort(key=lambda c: (val(c), c))
        if len(cand) < k:
            raise ValueError("cannot discard")
        discard = cand[:k]
        for c in discard:
            hand.remove(c)
        d.ev(type="discard", seat=decl, cards=list(discard))
    rest = [c for c in d.talon if c not in taken]
    d.cur = {s: (hand if s == decl else list(d.hands[s])) for s in d.active}
    ntr = sum(1 for c in hand if is_trump(c))
    items = []
    for kind, v in announced.items():
        if kind == "tarocks":
            items.append({"kind": "tarocks", "count": declare_tarocks_wrong or v})
        else:
            items.append({"kind": kind})
    ann_idx = d.ev(type="announce", seat=decl, items=items)
    for s in d.order_from(decl)[1:]:
        d.ev(type="announce", seat=s, items=[])
    for s, tgt, lv in doubles:
        d.ev(type="double", seat=s, target=tgt, level=lv)
    tricks, fault = play_out(d, rng, decl, keep_pagat=keep_pagat,
                             early_pagat_trick=early_pagat_trick,
                             renonce_trick=renonce_trick, decl_pull=decl_pull)
    # pagat released early by the declarer after announcing ultimo?
    for ti, (tr, w) in enumerate(tricks[:-1]):
        if any(s == decl and c == "T1" for s, c in tr):
            d.pagat_released = True
    return dict(tricks=tricks, fault=fault, discard=discard, rest=rest, taken=taken,
                ntrumps=ntr, ann_idx=ann_idx, announced=announced,
                doubles=[(t, lv) for _, t, lv in doubles], hand_after=hand)


def write(name, players, deals, rules=None, start=None, meta=None):
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players}
    if rules:
        doc["rules"] = rules
    if start:
        doc["start"] = start
    doc["deals"] = deals
    doc["meta"] = meta or {}
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(doc, f, ensure_ascii=False, indent=1)
        f.write("\n")


P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
EXPECT = []


def note(s):
    EXPECT.append(s)


def payment_events(d, pays, pool_actions, decl, stake_seats=(), share=True, wrong=None):
    """append payment events; returns dict with pool delta and the index of event `wrong`."""
    out_idx = {}
    pool = 0
    for s in stake_seats:
        i = d.ev(type="payment", **{"from": s}, to="pool", amount=STAKE, reason="pool_stake")
        out_idx[("stake", s)] = i
    pool += STAKE * len(stake_seats)
    for f, t, a, r in pays:
        i = d.ev(type="payment", **{"from": f}, to=t, amount=fmt(a), reason=r)
        out_idx[(r, f, t)] = i
    for kind, amt in pool_actions:
        if kind == "take" and amt:
            d.ev(type="payment", **{"from": "pool"}, to=decl, amount=fmt(amt), reason="pool_ultimo")
            pool -= amt
        elif kind == "pay" and amt:
            d.ev(type="payment", **{"from": decl}, to="pool", amount=fmt(amt), reason="pool_ultimo")
            pool += amt
    if share:
        net = nets(d.n, pays)
        for s in range(d.n):
            if net[s] > 0:
                i = d.ev(type="payment", **{"from": s}, to="pool", amount=fmt(net[s] * PCT / 100),
                         reason="pool_share")
                out_idx[("share", s)] = i
                pool += net[s] * PCT / 100
    return pool, out_idx


def deal_json(d):
    return {"dealer": d.dealer, "hands": [list(h) for h in d.hands], "talon": list(d.talon),
            "events": d.events}


def search(fn, base, tries=20000):
    for i in range(tries):
        r = fn(random.Random(base * 100003 + i))
        if r is not None:
            return r
    raise RuntimeError("no seed for %s" % base)


def describe(d, g, pays, facts):
    net = nets(d.n, pays)
    return ("points %s (exact %s), facts %s; payments %s; nets %s" % (
        facts["points"], facts["points_exact"],
        {k: v for k, v in facts.items() if k not in ("points", "points_exact")},
        [(f, t, fmt(a), r) for f, t, a, r in pays], [fmt(x) for x in net]))


# --------------------------------------------------------------------------- scenarios


def helpers_clean(d, g, decl):
    """helpers never gather all four kings or the trull (no helper-side premium to argue)."""
    hp = set(c for tr, w in g["tricks"] if w != decl for _, c in tr) | set(g["rest"])
    return not (KINGS <= hp) and not (TRULL <= hp)


def ntr(cards):
    return sum(1 for c in cards if is_trump(c))


def attempt(rng, n, dealer, decl, contract, pre=None, post=None, want=None, **kw):
    d = new_deal(rng, n, dealer, want)
    if pre and not pre(d):
        return None
    try:
        g = run_game(d, rng, decl, contract, **kw)
    except ValueError:
        return None
    pays, pool_actions, facts = settle(
        d, decl, contract, kw.get("reject", 0) + 1, g["announced"], g["doubles"], g["tricks"],
        g["discard"], g["rest"], kw.get("pool_before", 0) if False else 0,
        renonce=kw.get("renonce_trick") is not None)
    if post and not post(d, g, facts):
        return None
    return d, g, pays, facts


def run_attempt(rng, n, dealer, decl, contract, pool_before=0, pre=None, post=None, want=None,
                renonce=False, **kw):
    d = new_deal(rng, n, dealer, want)
    if pre and not pre(d):
        return None
    try:
        g = run_game(d, rng, decl, contract, **kw)
    except ValueError:
        return None
    if renonce and not (g["fault"] and len(g["fault"]) == 5):
        return None
    pays, pool_actions, facts = settle(
        d, decl, contract, kw.get("reject", 0) + 1, g["announced"], g["doubles"], g["tricks"],
        g["discard"], g["rest"], pool_before, renonce=renonce)
    if post and not post(d, g, facts):
        return None
    if not helpers_clean(d, g, decl):
        return None
    return d, g, pays, pool_actions, facts


def s01():
    # 3p, three, silent pagat ultimo won, game won; first deal: stakes
    def f(rng):
        return run_attempt(rng, 3, 2, 0, "three", keep_pagat=True, decl_pull=True,
                           pre=lambda d: "T1" in d.hands[0] and ntr(d.hands[0]) >= 8,
                           post=lambda d, g, fa: fa["ultimo"] and fa["game_won"]
                           and not fa["trull"] and not fa["kings"] and not fa["volat"])
    d, g, pays, pa, facts = search(f, 1)
    pool, _ = payment_events(d, pays, pa, 0, stake_seats=range(3))
    write("01-3p-three-silent-ultimo-won.json", P3, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 1})
    note("01: clean. " + describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s02():
    # 3p, start pool 120; announced ultimo, contra + recontra on it, made; then an all-pass deal
    def f(rng):
        return run_attempt(rng, 3, 0, 1, "three", pool_before=120,
                           announced={"pagat_ultimo": True},
                           doubles=[(2, "pagat_ultimo", 2), (1, "pagat_ultimo", 4)],
                           keep_pagat=True, decl_pull=True,
                           pre=lambda d: "T1" in d.hands[1] and ntr(d.hands[1]) >= 8,
                           post=lambda d, g, fa: fa["ultimo"] and fa["game_won"]
                           and not fa["trull"] and not fa["kings"] and not fa["volat"])
    d, g, pays, pa, facts = search(f, 2)
    pool, _ = payment_events(d, pays, pa, 1)
    pool += 120
    rng = random.Random(202)
    d2 = new_deal(rng, 3, 1)
    for s in d2.order_from(d2.forehand):
        d2.ev(type="bid", seat=s, bid="pass")
    for s in range(3):
        d2.ev(type="payment", **{"from": s}, to="pool", amount=STAKE, reason="pool_stake")
    for s in d2.order_from(d2.forehand):
        d2.ev(type="payment", **{"from": s}, to="pool", amount=PASSFEE, reason="pool_pass")
    pool2 = pool + 3 * STAKE + 3 * PASSFEE
    write("02-3p-ultimo-announced-contra-recontra-won-then-allpass.json", P3,
          [deal_json(d), deal_json(d2)], start={"pools": {"pool": 120}},
          meta={"round": "galician-premiums", "seed": 2})
    note("02: clean. deal0 " + describe(d, g, pays, facts) +
         "; pool 120 taken; pool after deal0 %s; deal1 all-pass stakes 3x10 + fees 3x5 -> %s"
         % (fmt(pool), fmt(pool2)))


def s03():
    # 3p, start pool 60: announced ultimo lost in the last trick, game lost
    def f(rng):
        return run_attempt(rng, 3, 1, 2, "three", pool_before=60,
                           announced={"pagat_ultimo": True}, keep_pagat=True, decl_pull=True,
                           pre=lambda d: "T1" in d.hands[2] and ntr(d.hands[2]) >= 7,
                           post=lambda d, g, fa: not fa["ultimo"] and not fa["game_won"]
                           and any(c == "T1" and s == 2 for s, c in g["tricks"][-1][0])
                           and not fa["trull"] and not fa["kings"])
    d, g, pays, pa, facts = search(f, 3)
    pool, _ = payment_events(d, pays, pa, 2)
    write("03-3p-ultimo-announced-lost-last-trick.json", P3, [deal_json(d)],
          start={"pools": {"pool": 60}}, meta={"round": "galician-premiums", "seed": 3})
    note("03: clean. " + describe(d, g, pays, facts) + "; pool 60 + %s" % fmt(pool))


def s04():
    # FAULT: announced ultimo, pagat played voluntarily before the last trick
    def f(rng):
        t = rng.randrange(3, 9)
        r = run_attempt(rng, 3, 2, 0, "three", pool_before=40,
                        announced={"pagat_ultimo": True}, keep_pagat=True, decl_pull=True,
                        early_pagat_trick=t,
                        pre=lambda d: "T1" in d.hands[0] and ntr(d.hands[0]) >= 7,
                        post=lambda d, g, fa: not fa["game_won"] and not fa["trull"]
                        and not fa["kings"])
        if r is None:
            return None
        d, g, pays, pa, facts = r
        # the pagat must have gone in trick t, voluntarily
        tr = g["tricks"][t][0]
        if not any(s == 0 and c == "T1" for s, c in tr):
            return None
        return r + (t,)
    d, g, pays, pa, facts, t = search(f, 4)
    idx = [i for i, e in enumerate(d.events) if e["type"] == "play" and e["card"] == "T1"][0]
    pool, _ = payment_events(d, pays, pa, 0)
    write("04-3p-ultimo-announced-pagat-released-early.json", P3, [deal_json(d)],
          start={"pools": {"pool": 40}}, meta={"round": "galician-premiums", "seed": 4})
    note("04: FAULT pagat played voluntarily in trick %d (deal 0, event %d). " % (t, idx) +
         describe(d, g, pays, facts) + "; pool 40 + %s" % fmt(pool))


def s05():
    # 4p, king = dealer 3; declarer 1 three, four kings announced and made
    def f(rng):
        return run_attempt(
            rng, 4, 3, 1, "three", announced={"four_kings": True}, decl_pull=True,
            pre=lambda d: len(KINGS & (set(d.hands[1]) | set(d.talon[:3]))) == 4
            and ntr(d.hands[1]) >= 6,
            post=lambda d, g, fa: fa["kings"] and not fa["volat"] and not fa["ultimo"]
            and not fa["trull"])
    d, g, pays, pa, facts = search(f, 5)
    pool, _ = payment_events(d, pays, pa, 1, stake_seats=range(4))
    write("05-4p-four-kings-announced-made.json", P4, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 5})
    note("05: clean. " + describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s06():
    # 3p, trull announced, contra on trull by a helper, made
    def f(rng):
        return run_attempt(
            rng, 3, 0, 1, "three", announced={"trull": True}, doubles=[(2, "trull", 2)],
            decl_pull=True,
            pre=lambda d: TRULL <= set(d.hands[1]) | set(d.talon[:3]),
            post=lambda d, g, fa: fa["trull"] and not fa["kings"] and not fa["volat"])
    d, g, pays, pa, facts = search(f, 6)
    pool, _ = payment_events(d, pays, pa, 1, stake_seats=range(3))
    write("06-3p-trull-announced-contra-made.json", P3, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 6})
    note("06: clean. " + describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s07():
    # 3p, contra + recontra on the game, declarer wins: x2 only (§17)
    def f(rng):
        return run_attempt(
            rng, 3, 1, 2, "three", doubles=[(0, "game", 2), (2, "game", 4)], decl_pull=True,
            pre=lambda d: ntr(d.hands[2]) >= 7,
            post=lambda d, g, fa: fa["game_won"] and not fa["trull"] and not fa["kings"]
            and not fa["ultimo"] and not fa["volat"])
    d, g, pays, pa, facts = search(f, 7)
    pool, _ = payment_events(d, pays, pa, 2, stake_seats=range(3))
    write("07-3p-contra-recontra-game-won.json", P3, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 7})
    note("07: clean. " + describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s08():
    # 3p, two bought after one reject (purchase 2), contra, lost
    def f(rng):
        return run_attempt(
            rng, 3, 2, 1, "two", reject=1, doubles=[(2, "game", 2)],
            pre=lambda d: ntr(d.hands[1]) >= 5,
            post=lambda d, g, fa: not fa["game_won"] and not fa["trull"] and not fa["kings"]
            and not fa["ultimo"])
    d, g, pays, pa, facts = search(f, 8)
    pool, _ = payment_events(d, pays, pa, 1, stake_seats=range(3))
    write("08-3p-two-second-pair-contra-lost.json", P3, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 8})
    note("08: clean. " + describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s09():
    # 3p, three, silent volat
    top = ["SKIZ"] + ["T%d" % i for i in range(21, 13, -1)]

    def f(rng):
        return run_attempt(rng, 3, 0, 1, "three", want={1: top}, decl_pull=True,
                           post=lambda d, g, fa: fa["volat"])
    d, g, pays, pa, facts = search(f, 9)
    pool, _ = payment_events(d, pays, pa, 1, stake_seats=range(3))
    write("09-3p-three-silent-volat.json", P3, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 9})
    note("09: clean. " + describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s10():
    # 4p, king 0; solo by forehand 1 with 12 tarocks, volat + tarocks 12 announced
    hand = ["SKIZ"] + ["T%d" % i for i in range(21, 11, -1)] + ["T1"]
    assert len(hand) == 12

    def f(rng):
        return run_attempt(rng, 4, 0, 1, "solo", want={1: hand},
                           announced={"volat": True, "tarocks": 12},
                           keep_pagat=True, decl_pull=True,
                           post=lambda d, g, fa: fa["volat"] and fa["ultimo"])
    d, g, pays, pa, facts = search(f, 10)
    pool, _ = payment_events(d, pays, pa, 1, stake_seats=range(4))
    write("10-4p-solo-volat-announced-tarocks-12.json", P4, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 10})
    note("10: clean. " + describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s11():
    # 3p, one card bought, 10 tarocks announced (held), game won
    def f(rng):
        def pre(d):
            h = d.hands[0] + d.talon[:1]
            return ntr(h) == 10
        return run_attempt(rng, 3, 2, 0, "one", announced={"tarocks": 10}, decl_pull=True,
                           pre=pre,
                           post=lambda d, g, fa: fa["game_won"] and g["ntrumps"] == 10
                           and not fa["trull"] and not fa["kings"] and not fa["ultimo"]
                           and not fa["volat"])
    d, g, pays, pa, facts = search(f, 11)
    pool, _ = payment_events(d, pays, pa, 0, stake_seats=range(3))
    write("11-3p-one-bought-tarocks-10-announced.json", P3, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 11})
    note("11: clean. " + describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s12():
    # FAULT-ish (§27b, no renonce): ultimo announced without the pagat; the helper holding it
    # says contra ultimo; declarer wins the game
    def f(rng):
        def pre(d):
            return "T1" in d.hands[2] and ntr(d.hands[0]) >= 7 and \
                "T1" not in d.talon[:3]
        return run_attempt(rng, 3, 2, 0, "three", pool_before=50,
                           announced={"pagat_ultimo": True},
                           doubles=[(2, "pagat_ultimo", 2)], decl_pull=True, pre=pre,
                           post=lambda d, g, fa: fa["game_won"] and not fa["trull"]
                           and not fa["kings"] and not fa["volat"]
                           and (3 * (fa["points"] - 33) + 30) < 200)
    d, g, pays, pa, facts = search(f, 12)
    pool, _ = payment_events(d, pays, pa, 0)
    write("12-3p-ultimo-announced-without-pagat-contra.json", P3, [deal_json(d)],
          start={"pools": {"pool": 50}}, meta={"round": "galician-premiums", "seed": 12})
    note("12: clean (27b no renonce). " + describe(d, g, pays, facts) + "; pool 50 + %s"
         % fmt(pool))


def s13():
    # FAULT: declarer's renonce (trumps a suit lead holding the suit), points made
    def f(rng):
        t = rng.randrange(1, 7)
        r = run_attempt(rng, 3, 0, 1, "three", decl_pull=True, renonce_trick=t, renonce=True,
                        pre=lambda d: ntr(d.hands[1]) >= 7,
                        post=lambda d, g, fa: fa["points"] > 33)
        return r
    d, g, pays, pa, facts = search(f, 13)
    pool, _ = payment_events(d, pays, pa, 1, stake_seats=range(3))
    write("13-3p-declarer-renonce-points-made.json", P3, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 13})
    note("13: FAULT renonce at deal 0 event %d (%s). " % (g["fault"][4], g["fault"]) +
         describe(d, g, pays, facts) + "; pool after %s" % fmt(pool))


def s14():
    # FAULT: wrong pool payment: all-pass fee written 10 instead of 5; then a game
    rng = random.Random(1401)
    d0 = new_deal(rng, 3, 0)
    for s in d0.order_from(d0.forehand):
        d0.ev(type="bid", seat=s, bid="pass")
    for s in range(3):
        d0.ev(type="payment", **{"from": s}, to="pool", amount=STAKE, reason="pool_stake")
    bad = None
    for s in d0.order_from(d0.forehand):
        i = d0.ev(type="payment", **{"from": s}, to="pool",
                  amount=(10 if s == 2 else PASSFEE), reason="pool_pass")
        if s == 2:
            bad = i

    def f(rng):
        return run_attempt(rng, 3, 1, 2, "three", decl_pull=True,
                           pre=lambda d: ntr(d.hands[2]) >= 7,
                           post=lambda d, g, fa: fa["game_won"] and not fa["trull"]
                           and not fa["kings"] and not fa["ultimo"] and not fa["volat"])
    d, g, pays, pa, facts = search(f, 14)
    pool, _ = payment_events(d, pays, pa, 2)
    write("14-3p-allpass-fee-wrong-then-game.json", P3, [deal_json(d0), deal_json(d)],
          meta={"round": "galician-premiums", "seed": 14})
    note("14: FAULT deal 0 event %d seat 2 pool_pass 10 (should be 5). deal1 " % bad +
         describe(d, g, pays, facts) + "; pool 30+15 + %s" % fmt(pool))


def s15():
    # FAULT: silent four kings paid 200 (announced rate) by one helper instead of 100
    def f(rng):
        return run_attempt(
            rng, 3, 1, 2, "three", decl_pull=True,
            pre=lambda d: len(KINGS & (set(d.hands[2]) | set(d.talon[:3]))) >= 3
            and ntr(d.hands[2]) >= 6,
            post=lambda d, g, fa: fa["kings"] and fa["game_won"] and not fa["trull"]
            and not fa["ultimo"] and not fa["volat"])
    d, g, pays, pa, facts = search(f, 15)
    bad = [i for i, p in enumerate(pays) if p[3] == "four_kings"][0]
    f0, t0, a0, r0 = pays[bad]
    wrong = list(pays)
    wrong[bad] = (f0, t0, 200, r0)
    # record the wrong amount, but the pool share stays on the correct win
    pool, idx = payment_events(d, wrong, pa, 2, stake_seats=range(3), share=False)
    net = nets(3, pays)
    for s in range(3):
        if net[s] > 0:
            d.ev(type="payment", **{"from": s}, to="pool", amount=fmt(net[s] * PCT / 100),
                 reason="pool_share")
    ev = idx[("four_kings", f0, t0)]
    write("15-3p-silent-four-kings-paid-double.json", P3, [deal_json(d)],
          meta={"round": "galician-premiums", "seed": 15})
    note("15: FAULT deal 0 event %d: seat %s pays four_kings 200 (silent = 100). " % (ev, f0) +
         describe(d, g, pays, facts))


if __name__ == "__main__":
    for fn in (s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15):
        fn()
    with open(os.path.join(HERE, "_expect.txt"), "w") as fh:
        fh.write("\n\n".join(EXPECT) + "\n")
    print("\n\n".join(EXPECT))
