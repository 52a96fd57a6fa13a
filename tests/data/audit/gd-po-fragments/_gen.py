"""Blind generator for audit round gd-po-fragments (Galician Tarok, play-only, mid-session).

Written from Szczepański's rules (/work/shared/seeds/002_*.txt) and the public transcript
format only.  Every figure below is computed by this file from the source's rules:

- §3/§7 card values: pagat, mond, skiz 5, other tarocks 1; K5 Q4 N3 J2, pip 1.
- §14 a trick counts its cards minus 2 (66 in all); the discard counts for the player,
  the part of the talon not bought (and the whole talon at solo, §10) for the helpers.
- §5/§23 follow suit, else a tarock, else anything; a tarock led: any tarock, else anything.
- §18 a won three pays 3*(pts-33)+30, a solo 6*(pts-33)+60, from each opponent (the king
  too, §8/§17); a lost game (33 or fewer) pays 3*(33-pts)+30 (6/60 at solo) times the number
  of purchases (§16: here always one, the first packet kept).
- §6 announced pagat ultimo: 100 from / to each opponent; §27 made: the player takes the pool,
  failed: the player pays the pool's whole content into it.
- §27 pool: stake (10 each, every participant incl. the king) when the pool is empty; 10% of
  every win (a party's positive net in the deal, the pool taken excluded); 5 from each of the
  three active players when all pass.
- §23 renonce: the side at fault loses unconditionally; a player who made his points pays only
  the consolation (the three's addend, 30, to each opponent) and his premiums do not count.

Run: PYTHONPATH=. python tests/data/audit/gd-po-fragments/_gen.py
"""

import json
import os
import random

OUT = os.path.dirname(os.path.abspath(__file__))

SUITS = "HDSC"
PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
DECK = [r + s for s in SUITS for r in "KQNJ"] + [PIP[s] for s in SUITS]
DECK += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
assert len(DECK) == 42
TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"KH", "KD", "KS", "KC"}


def suit(c):
    return "T" if c.startswith("T") or c == "SKIZ" else c[-1]


def val(c):
    if c in TRULL:
        return 5
    if suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def rank(c):
    if suit(c) == "T":
        return 100 + (22 if c == "SKIZ" else int(c[1:]))
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


assert sum(val(c) for c in DECK) - 2 * 14 == 66


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        tr = [c for c in hand if suit(c) == "T"]
        if tr:
            return tr
    return list(hand)


def winner(trick):
    led = suit(trick[0][1])
    tr = [x for x in trick if suit(x[1]) == "T"]
    pool = tr if tr else [x for x in trick if suit(x[1]) == led]
    return max(pool, key=lambda x: rank(x[1]))[0]


def pts(cards):
    assert len(cards) % 3 == 0
    return sum(val(c) for c in cards) - 2 * (len(cards) // 3)


class Deal:
    """Simulate one deal: returns a dict with events (no settlement) and facts."""

    def __init__(self, seed, n, dealer, contract="three", ultimo=False, fault=None, decl_pick="pagat"):
        self.rng = random.Random(seed)
        self.n, self.dealer = n, dealer
        active = [s for s in range(n) if not (n == 4 and s == dealer)]
        fh = (dealer + 1) % n
        if n == 4 and fh == dealer:
            fh = (fh + 1) % n
        order = []
        s = fh
        while len(order) < 3:
            if s in active:
                order.append(s)
            s = (s + 1) % n
        self.order = order  # forehand first
        deck = list(DECK)
        self.rng.shuffle(deck)
        self.talon = deck[:6]
        hands = {order[i]: deck[6 + 12 * i: 18 + 12 * i] for i in range(3)}
        # declarer: holder of the pagat (for ultimo) or a random active seat
        if decl_pick == "pagat":
            holders = [s for s in order if "T1" in hands[s]]
            if not holders:
                raise ValueError("pagat in the talon")
            decl = holders[0]
        else:
            decl = order[self.rng.randrange(3)]
        self.decl = decl
        self.contract = contract
        self.ultimo = ultimo
        ev = []
        for s in order:
            ev.append({"type": "bid", "seat": s, "bid": contract if s == decl else "pass"})
        self.discard = []
        self.rest = []
        if contract == "three":
            take = self.talon[:3]
            self.rest = self.talon[3:]
            h = hands[decl] + take
            cands = sorted([c for c in h if suit(c) != "T" and c not in KINGS], key=rank)
            if len(cands) < 3:
                raise ValueError("no discard")
            self.discard = cands[:3]
            for c in self.discard:
                h.remove(c)
            hands[decl] = h
            ev.append({"type": "take", "seat": decl, "cards": take})
            ev.append({"type": "discard", "seat": decl, "cards": list(self.discard)})
        else:
            self.rest = list(self.talon)
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "pagat_ultimo"}] if ultimo else []})
        for s in order:
            if s != decl:
                ev.append({"type": "announce", "seat": s, "items": []})
        self.hands0 = {s: list(h) for s, h in hands.items()}
        if ultimo:
            assert "T1" in hands[decl]
        self.fault_event = None
        self.fault_info = None
        taken = {s: [] for s in order}
        leader = fh
        tricks = []
        for t in range(12):
            trick = []
            i = order.index(leader)
            for k in range(3):
                s = order[(i + k) % 3]
                c = self.choose(s, hands[s], trick, t, fault)
                if self.fault_event is None and self._faulted:
                    self.fault_event = len(ev)
                    self._faulted = False
                hands[s].remove(c)
                trick.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
            w = winner(trick)
            taken[w] += [c for _, c in trick]
            tricks.append((trick, w))
            leader = w
        self.tricks = tricks
        self.events = ev
        dcards = taken[decl] + self.discard
        hcards = [c for s in order if s != decl for c in taken[s]] + self.rest
        self.decl_pts = pts(dcards)
        assert self.decl_pts + pts(hcards) == 66
        self.dcards, self.hcards = dcards, hcards
        last, lw = tricks[-1]
        self.pagat_last = [s for s, c in last if c == "T1"]
        self.ultimo_made = bool(self.pagat_last) and self.pagat_last[0] == decl and lw == decl
        self.pagat_beaten_last = bool(self.pagat_last) and self.pagat_last[0] == decl and lw != decl
        self.silent = (
            KINGS <= set(dcards) or KINGS <= set(hcards) or TRULL <= set(dcards) or TRULL <= set(hcards)
            or all(w == decl for _, w in tricks) or all(w != decl for _, w in tricks)
        )
        # helpers' pagat in the last trick: no effect (§27) but keep the records plain
        self.helper_pagat_last = bool(self.pagat_last) and self.pagat_last[0] != decl

    _faulted = False

    def choose(self, s, hand, trick, t, fault):
        L = legal(hand, trick)
        decl = self.decl
        if fault and self.fault_event is None and not self._faulted:
            kind = fault
            led = suit(trick[0][1]) if trick else None
            if kind == "decl_overtrump" and s == decl and trick and led != "T":
                same = [c for c in hand if suit(c) == led]
                tr = [c for c in hand if suit(c) == "T" and c != "T1"]
                if same and tr:
                    self._faulted = True
                    self.fault_info = {"held": same, "led": led}
                    return min(tr, key=rank)
            if kind == "helper_no_trump" and s != decl and trick and led != "T":
                same = [c for c in hand if suit(c) == led]
                tr = [c for c in hand if suit(c) == "T"]
                other = [c for c in hand if suit(c) not in ("T", led)]
                if not same and tr and other:
                    self._faulted = True
                    self.fault_info = {"held_tarocks": tr, "led": led}
                    return min(other, key=rank)
            if kind == "pagat_release" and s == decl and trick and led == "T" and t >= 6:
                tr = [c for c in hand if suit(c) == "T" and c != "T1"]
                if "T1" in hand and tr:
                    self._faulted = True
                    self.fault_info = {"other_tarocks": tr}
                    return "T1"
        if self.ultimo and s == decl:
            if len(hand) > 1 and "T1" in L and len(L) > 1:
                L = [c for c in L if c != "T1"]
            if not trick:
                tr = [c for c in L if suit(c) == "T"]
                if tr:
                    return max(tr, key=rank)
                return min(L, key=rank)
        return self.rng.choice(L)


def find(n, dealer, cond, contract="three", ultimo=False, fault=None, decl_pick="pagat", start=0):
    for seed in range(start, start + 200000):
        try:
            d = Deal(seed, n, dealer, contract, ultimo, fault, decl_pick)
        except ValueError:
            continue
        if d.silent or d.helper_pagat_last:
            continue
        if not ultimo and d.pagat_last and d.pagat_last[0] == d.decl and d.tricks[-1][1] == d.decl:
            continue  # a silent ultimo by the player
        if fault and d.fault_event is None:
            continue
        if cond(d):
            d.seed = seed
            return d
    raise RuntimeError("no seed")


def r2(x):
    return round(x, 6)


def settle(d, pool_before, stake_due, renonce=None):
    """Return (list of payments, net per party, pool_after).  pool_before None = unknown."""
    n = d.n
    parties = list(range(n))
    opps = [s for s in parties if s != d.decl]  # helpers and (4p) the king
    mult, add = (3, 30) if d.contract == "three" else (6, 60)
    pay = []
    if stake_due:
        for s in parties:
            pay.append((s, "pool", 10, "pool_stake"))
    p = d.decl_pts
    if renonce == "decl":
        v = add if p > 33 else mult * (33 - p) + add
        won = False
    else:
        won = p > 33
        v = mult * (p - 33) + add if won else mult * (33 - p) + add
    for o in opps:
        pay.append((o, d.decl, v, "game") if won else (d.decl, o, v, "game"))
    take = 0
    ult_pay = 0
    if d.ultimo and renonce != "decl":
        assert d.ultimo_made or d.pagat_beaten_last or d.fault_info
        for o in opps:
            if d.ultimo_made:
                pay.append((o, d.decl, 100, "pagat_ultimo"))
            else:
                pay.append((d.decl, o, 100, "pagat_ultimo"))
        if d.ultimo_made:
            take = pool_before  # may be None
        else:
            ult_pay = pool_before
    net = {s: 0 for s in parties}
    for f, t, a, _ in pay:
        if f != "pool":
            net[f] -= a
        if t != "pool":
            net[t] += a
    shares = {s: r2(net[s] * 0.1) for s in parties if net[s] > 0}
    # settlement events in the table's order
    if take is None or take:
        pay.append(("pool", d.decl, take, "pool_ultimo"))
    if ult_pay is None or ult_pay:
        pay.append((d.decl, "pool", ult_pay, "pool_ultimo"))
    for s, a in shares.items():
        pay.append((s, "pool", a, "pool_share"))
    return pay


def net_of(pay, n):
    net = {s: 0 for s in range(n)}
    net["pool"] = 0
    for f, t, a, _ in pay:
        net[f] -= a
        net[t] += a
    return {k: r2(v) for k, v in net.items()}


def pass_deal(n, dealer, stake_due, fee=5):
    d = type("P", (), {})()
    active = [s for s in range(n) if not (n == 4 and s == dealer)]
    fh = (dealer + 1) % n
    if n == 4 and fh == dealer:
        fh = (fh + 1) % n
    order = []
    s = fh
    while len(order) < 3:
        if s in active:
            order.append(s)
        s = (s + 1) % n
    ev = [{"type": "bid", "seat": s, "bid": "pass"} for s in order]
    pay = []
    if stake_due:
        pay += [(s, "pool", 10, "pool_stake") for s in range(n)]
    pay += [(s, "pool", fee, "pool_pass") for s in order]
    d.events, d.order, d.n = ev, order, n
    return d, pay


def pay_events(pay):
    out = []
    for f, t, a, r in pay:
        out.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    return out


PLAYERS3 = ["Adam", "Bożena", "Czesław"]
PLAYERS4 = ["Adam", "Bożena", "Czesław", "Danuta"]

EXP = {}


def write(name, players, start, deals, note, expect):
    tr = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": players,
        "start": start,
        "meta": {"event": "audit gd-po-fragments", "note": note},
        "deals": deals,
    }
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    EXP[name] = expect


def deal_json(dealer, events, talon="omit"):
    d = {"dealer": dealer, "hands": None}
    if talon != "omit":
        d["talon"] = talon
    d["events"] = events
    return d


def describe(d):
    return {
        "seed": d.seed,
        "declarer": d.decl,
        "contract": d.contract,
        "decl_points": d.decl_pts,
        "ultimo_made": d.ultimo_made if d.ultimo else None,
        "fault_event": d.fault_event,
        "fault_info": d.fault_info,
    }


def main():
    # ---------------- a1: 3p, totals only; ultimo made on an unknown pool; then stakes -------
    X = 137
    d1 = find(3, 0, lambda d: d.ultimo_made and d.decl_pts >= 34, ultimo=True)
    p1 = settle(d1, X, False)
    d2 = find(3, 1, lambda d: d.decl_pts <= 30, decl_pick="any", start=1000)
    p2 = settle(d2, None, True)
    start = {"totals": [60, -90, -107]}  # sums to -137, the pool the take records
    ev1 = d1.events + pay_events(p1)
    ev2 = d2.events + pay_events(p2)
    write("a1.json", PLAYERS3, start, [deal_json(0, ev1), deal_json(1, ev2, None)],
          "Taken up mid-session, pool not written. Deal 1: pagat ultimo announced and made, the pool (137) taken. "
          "Deal 2: the pool was emptied, stakes again.",
          {"verdict": "clean", "deals": [describe(d1), describe(d2)],
           "net": [net_of(p1, 3), net_of(p2, 3)]})
    a1 = (d1, d2, p1, p2)

    # ---------------- a2: as a1 but deal 2's stake of seat 1 written 5 ----------------------
    p2b = list(p2)
    idx = next(i for i, x in enumerate(p2b) if x[0] == 1 and x[3] == "pool_stake")
    p2b[idx] = (1, "pool", 5, "pool_stake")
    ev2b = d2.events + pay_events(p2b)
    write("a2.json", PLAYERS3, start, [deal_json(0, ev1), deal_json(1, ev2b)],
          "As a1; in deal 2 Bożena's stake is written 5.",
          {"verdict": "violations", "fault": {"deal": 1, "event": len(d2.events) + idx,
                                              "code": "wrong_payment", "correct": 10},
           "deals": [describe(d1), describe(d2)]})

    # ---------------- a3: 3p, totals only; ultimo failed on an unknown pool; all-pass ------
    X3 = 150
    d1 = find(3, 2, lambda d: d.pagat_beaten_last and d.decl_pts <= 33, ultimo=True, start=5000)
    p1 = settle(d1, X3, False)
    pd, pp = pass_deal(3, 0, False)
    start3 = {"totals": [-40, 95, -205]}  # sums to -150
    write("a3.json", PLAYERS3, start3,
          [deal_json(2, d1.events + pay_events(p1)), deal_json(0, pd.events + pay_events(pp))],
          "Taken up mid-session, pool not written. Deal 1: pagat ultimo announced, the pagat beaten in the "
          "last trick; the player pays the pool (150) into it. Deal 2: all pass.",
          {"verdict": "clean", "deals": [describe(d1)], "net": [net_of(p1, 3), net_of(pp, 3)]})

    # ---------------- a4: 3p, totals+pools; player's renonce shown later; consolation paid --
    d1 = find(3, 1, lambda d: d.decl_pts >= 36, fault="decl_overtrump", decl_pick="any", start=9000)
    p1 = settle(d1, 84, False, renonce="decl")
    start4 = {"totals": [100, -130, -54], "pools": {"pool": 84}}
    write("a4.json", PLAYERS3, start4, [deal_json(1, d1.events + pay_events(p1))],
          "Player trumped a suit lead holding the suit (later plays it); the table settled the consolation.",
          {"verdict": "violations", "fault": {"deal": 0, "event": d1.fault_event, "code": "revoke",
                                              "info": d1.fault_info},
           "deals": [describe(d1)], "net": [net_of(p1, 3)],
           "note": "settlement as recorded is right: consolation 30 to each helper, 3 each to the pool"})

    # ---------------- a5: 3p, totals only; helper fails to trump, later plays a tarock -----
    d1 = find(3, 2, lambda d: d.decl_pts >= 36, fault="helper_no_trump", decl_pick="any", start=13000)
    p1 = settle(d1, None, False)
    start5 = {"totals": [33, -12, -71]}
    write("a5.json", PLAYERS3, start5, [deal_json(2, d1.events + pay_events(p1))],
          "A helper, void in the suit led, threw another suit while holding tarocks (he plays one later). "
          "The player won on cards anyway.",
          {"verdict": "violations", "fault": {"deal": 0, "event": d1.fault_event, "code": "revoke",
                                              "info": d1.fault_info},
           "deals": [describe(d1)], "net": [net_of(p1, 3)],
           "note": "settlement as recorded (the ordinary win) is right"})

    # ---------------- a6: 4p, totals+pools; solo won; then all-pass -------------------------
    d1 = find(4, 3, lambda d: d.decl_pts >= 36, contract="solo", decl_pick="any", start=17000)
    p1 = settle(d1, 70, False)
    pd, pp = pass_deal(4, 0, False)
    start6 = {"totals": [15, -30, 5, -60], "pools": {"pool": 70}}
    write("a6.json", PLAYERS4, start6,
          [deal_json(3, d1.events + pay_events(p1), None), deal_json(0, pd.events + pay_events(pp))],
          "Four players (the dealer sits out but shares). Deal 1: a solo, won. Deal 2: all pass.",
          {"verdict": "clean", "deals": [describe(d1)], "net": [net_of(p1, 4), net_of(pp, 4)]})

    # ---------------- a7: 4p, totals+pools, score sheet; three lost; king's line wrong ------
    d1 = find(4, 1, lambda d: d.decl_pts <= 28, decl_pick="any", start=21000)
    p1 = settle(d1, 64, False)
    net = net_of(p1, 4)
    start7 = {"totals": [-20, 40, -50, -34], "pools": {"pool": 64}}
    lines = []
    king = 1
    wrong = None
    for party in [0, 1, 2, 3, "pool"]:
        pts_ = net[party]
        if party == king:
            wrong = pts_
            pts_ = r2(pts_ / 0.9)  # the king's share to the pool forgotten
        lines.append({"type": "score", "party": party, "points": pts_})
    tot = []
    for party in [0, 1, 2, 3]:
        line = next(x["points"] for x in lines if x["party"] == party)
        tot.append({"type": "total", "party": party, "points": r2(start7["totals"][party] + line)})
    tot.append({"type": "total", "party": "pool", "points": r2(64 + net["pool"])})
    ev = d1.events + lines + tot
    write("a7.json", PLAYERS4, start7, [deal_json(1, ev)],
          "Four players, score sheet. A three lost; the king's line is written without his 10% to the pool.",
          {"verdict": "violations", "fault": {"deal": 0, "event": len(d1.events) + 1, "code": "wrong_score",
                                              "correct": wrong},
           "deals": [describe(d1)], "net": [net]})

    # ---------------- a8: 3p, totals only, score sheet with pool lines; ultimo made ---------
    X8 = 96
    d1 = find(3, 1, lambda d: d.ultimo_made and d.decl_pts >= 34, ultimo=True, start=25000)
    p1 = settle(d1, X8, False)
    d2 = find(3, 2, lambda d: d.decl_pts >= 38, decl_pick="any", start=29000)
    p2 = settle(d2, None, True)
    start8 = {"totals": [-41, -80, 25]}  # sums to -96
    n1, n2 = net_of(p1, 3), net_of(p2, 3)

    def sheet(netd, tot_before, pool_before, fudge=None):
        ls, ts = [], []
        for party in [0, 1, 2, "pool"]:
            v = netd[party]
            if fudge and party == fudge[0]:
                v = r2(v + fudge[1])
            ls.append({"type": "score", "party": party, "points": v})
        new = []
        for party in [0, 1, 2]:
            v = next(x["points"] for x in ls if x["party"] == party)
            new.append(r2(tot_before[party] + v))
            ts.append({"type": "total", "party": party, "points": new[-1]})
        newpool = None
        if pool_before is not None:
            newpool = r2(pool_before + netd["pool"])
            ts.append({"type": "total", "party": "pool", "points": newpool})
        return ls + ts, new, newpool

    s1, t1, _ = sheet(n1, start8["totals"], None)
    pool_after1 = r2(n1["pool"] + X8)  # shares only: the pool was taken
    s1.append({"type": "total", "party": "pool", "points": pool_after1})
    s2, t2, pool2 = sheet(n2, t1, pool_after1)
    write("a8.json", PLAYERS3, start8,
          [deal_json(1, d1.events + s1), deal_json(2, d2.events + s2)],
          "Score sheet, taken up mid-session, pool not written. Deal 1: ultimo made, the pool (96) taken; the "
          "sheet writes the pool's line and its new total. Deal 2: stakes again, a three.",
          {"verdict": "clean", "deals": [describe(d1), describe(d2)], "net": [n1, n2],
           "pool_after": [pool_after1, pool2]})

    # ---------------- a9: as a8, the player's line in deal 1 20 too high -------------------
    dec = d1.decl
    s1b, t1b, _ = sheet(n1, start8["totals"], None, fudge=(dec, 20))
    s1b.append({"type": "total", "party": "pool", "points": pool_after1})
    s2b, _, _ = sheet(n2, t1b, pool_after1)
    write("a9.json", PLAYERS3, start8,
          [deal_json(1, d1.events + s1b), deal_json(2, d2.events + s2b)],
          "As a8; the player's line in deal 1 is 20 too high (his total follows the sheet's own arithmetic).",
          {"verdict": "violations", "fault": {"deal": 0, "event": len(d1.events) + [0, 1, 2].index(dec),
                                              "code": "wrong_score", "correct": n1[dec]},
           "deals": [describe(d1), describe(d2)]})

    # ---------------- a10: 3p, totals+pools; all-pass with a 10 fee; then a three ----------
    pd, pp = pass_deal(3, 2, False)
    bad = next(i for i, x in enumerate(pp) if x[0] == 2)
    pp[bad] = (2, "pool", 10, "pool_pass")
    d2 = find(3, 0, lambda d: d.decl_pts >= 35, decl_pick="any", start=33000)
    p2 = settle(d2, None, False)
    start10 = {"totals": [10, -25, -45], "pools": {"pool": 60}}
    write("a10.json", PLAYERS3, start10,
          [deal_json(2, pd.events + pay_events(pp)), deal_json(0, d2.events + pay_events(p2))],
          "Deal 1: all pass, Czesław's fee written 10. Deal 2: a three.",
          {"verdict": "violations", "fault": {"deal": 0, "event": len(pd.events) + bad, "code": "wrong_payment",
                                              "correct": 5},
           "deals": [describe(d2)], "net": [net_of(p2, 3)]})

    # ---------------- a11: 3p, totals+pools; ultimo failed on a known pool ----------------
    d1 = find(3, 0, lambda d: d.pagat_beaten_last and d.decl_pts <= 33, ultimo=True, start=37000)
    p1 = settle(d1, 120, False)
    start11 = {"totals": [-30, -50, -40], "pools": {"pool": 120}}
    write("a11.json", PLAYERS3, start11, [deal_json(0, d1.events + pay_events(p1), None)],
          "Pool written (120). Pagat ultimo announced, the pagat beaten in the last trick; the player pays 120 into "
          "the pool.",
          {"verdict": "clean", "deals": [describe(d1)], "net": [net_of(p1, 3)], "pool_after": r2(120 + net_of(p1, 3)["pool"])})

    # ---------------- a12: 4p, totals only; ultimo made (king pays too); then all-pass ------
    X12 = 210
    d1 = find(4, 2, lambda d: d.ultimo_made and d.decl_pts >= 34, ultimo=True, start=41000)
    p1 = settle(d1, X12, False)
    pd, pp = pass_deal(4, 3, True)
    start12 = {"totals": [-80, -10, -95, -25]}  # sums to -210
    write("a12.json", PLAYERS4, start12,
          [deal_json(2, d1.events + pay_events(p1)), deal_json(3, pd.events + pay_events(pp))],
          "Four players, pool not written. Deal 1: ultimo made, the pool (210) taken; the king pays the premium too. "
          "Deal 2: all pass, the emptied pool is founded again (four stakes) and three fees.",
          {"verdict": "clean", "deals": [describe(d1)], "net": [net_of(p1, 4), net_of(pp, 4)]})

    # ---------------- a13: 3p, totals+pools; solo lost, one game payment wrong -------------
    d1 = find(3, 1, lambda d: d.decl_pts <= 29, contract="solo", decl_pick="any", start=45000)
    p1 = settle(d1, 45, False)
    start13 = {"totals": [5, -20, -30], "pools": {"pool": 45}}
    gi = next(i for i, x in enumerate(p1) if x[3] == "game")
    right = p1[gi][2]
    mult_wrong = 3 * (33 - d1.decl_pts) + 30  # counted as a three
    p1b = list(p1)
    p1b[gi] = (p1[gi][0], p1[gi][1], mult_wrong, "game")
    write("a13.json", PLAYERS3, start13, [deal_json(1, d1.events + pay_events(p1b))],
          "A solo lost; the first game payment is figured as for a three; the helper's 10% is of the right figure.",
          {"verdict": "violations", "fault": {"deal": 0, "event": len(d1.events) + gi, "code": "wrong_payment",
                                              "correct": right, "written": mult_wrong},
           "deals": [describe(d1)], "net": [net_of(p1, 3)]})

    # ---------------- a14: 3p, totals+pools; pagat given up voluntarily with ultimo ---------
    d1 = find(3, 2, lambda d: d.decl_pts <= 33, ultimo=True, fault="pagat_release", start=49000)
    p1 = settle(d1, 90, False)
    start14 = {"totals": [-20, -40, -30], "pools": {"pool": 90}}
    write("a14.json", PLAYERS3, start14, [deal_json(2, d1.events + pay_events(p1))],
          "Ultimo announced; the player gives the pagat to a tarock lead before the last trick while holding other "
          "tarocks (he plays one later). Settled as a failed ultimo.",
          {"verdict": "violations", "fault": {"deal": 0, "event": d1.fault_event, "code": "pagat released (§6)",
                                              "info": d1.fault_info},
           "deals": [describe(d1)], "net": [net_of(p1, 3)]})

    with open(os.path.join(OUT, "_facts.txt"), "w", encoding="utf-8") as f:
        json.dump(EXP, f, ensure_ascii=False, indent=1, default=str)
        f.write("\n")


if __name__ == "__main__":
    main()
