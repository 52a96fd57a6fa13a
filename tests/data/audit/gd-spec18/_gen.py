"""Blind generator for audit round gd-spec18 (Galician Tarok: variants and options).

Written from Szczepański's text (seed 002) alone. Every settlement figure is computed here by the
auditor's own reading (see EXPECTED.md); planted faults are applied on top of the correct record.
Run: python _gen.py  (writes the *.json beside it and prints the expectation lines).
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
SUIT_CARDS = {s: ["K" + s, "Q" + s, "N" + s, "J" + s, ("1" if s in "HD" else "10") + s] for s in SUITS}
DECK = [c for s in SUITS for c in SUIT_CARDS[s]] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
MULT = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


def is_tarock(c: str) -> bool:
    return c == "SKIZ" or (c[0] == "T")


def suit(c: str) -> str:
    return "T" if is_tarock(c) else c[-1]


def tval(c: str) -> int:  # tarock rank
    return 22 if c == "SKIZ" else int(c[1:])


def srank(c: str) -> int:
    return 5 - SUIT_CARDS[c[-1]].index(c)


def value(c: str) -> int:  # §3, §7
    if is_tarock(c):
        return 5 if c in ("SKIZ", "T21", "T1") else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def group_points(cards: list[str]) -> int:  # §14
    return sum(value(c) for c in cards) - 2


def winner(trick: list[tuple[int, str]]) -> int:
    tar = [(tval(c), s) for s, c in trick if is_tarock(c)]
    if tar:
        return max(tar)[1]
    led = suit(trick[0][1])
    return max((srank(c), s) for s, c in trick if suit(c) == led)[1]


def legal(hand: list[str], trick: list[tuple[int, str]]) -> list[str]:  # §5
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_tarock(c)]
    return tar or list(hand)


class Deal:
    """One played deal, generated from a seed with constraints checked by the caller."""

    def __init__(self, n, dealer, rng, declarer_off=0, out=None, king_hand=None, keep_pagat=False,
                 renonce_seat=None, contra=0, announce=(), rejects=0):
        self.n, self.dealer = n, dealer
        inactive = set()
        if n >= 4:
            inactive.add(dealer)
        if out is not None:
            inactive.add(out)
        self.szpricer = king_hand is not None
        if self.szpricer:
            inactive.discard(dealer)
        order = [(dealer + 1 + k) % n for k in range(n)]
        self.active = [s for s in order if s not in inactive]
        assert len(self.active) == 3
        deck = [c for c in DECK if not (king_hand and c in king_hand)]
        rng.shuffle(deck)
        self.hands = [[] for _ in range(n)]
        self.talon = deck[:6]
        rest = deck[6:]
        for s in self.active:
            if self.szpricer and s == dealer:
                self.hands[s] = list(king_hand) + rest[:6]
                rest = rest[6:]
            else:
                self.hands[s] = rest[:12]
                rest = rest[12:]
        assert not rest
        self.declarer = self.active[declarer_off] if declarer_off is not None else None
        self.rng = rng
        self.keep_pagat = keep_pagat
        self.renonce_seat = renonce_seat
        self.contra = contra
        self.announce = list(announce)
        self.rejects = rejects

    def play(self):
        ev = []
        d = self.declarer
        hands = {s: list(self.hands[s]) for s in self.active}
        if d is None:  # all pass
            for s in self.active:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
            self.events = ev
            return
        i = self.active.index(d)
        for s in self.active[:i]:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        ev.append({"type": "bid", "seat": d, "bid": "three"})
        for s in self.active[i + 1 :]:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        for _ in range(self.rejects):
            ev.append({"type": "call", "seat": d, "call": "reject"})
        self.purchase = 1 + self.rejects
        take = self.talon[:3] if self.rejects % 2 == 0 else self.talon[3:]
        self.rest_talon = [c for c in self.talon if c not in take]
        ev.append({"type": "take", "seat": d, "cards": take})
        hands[d] += take
        # discard: cheapest non-king suit cards, never a tarock
        cand = sorted([c for c in hands[d] if not is_tarock(c) and c[0] != "K"], key=value)
        disc = cand[:3]
        assert len(disc) == 3
        for c in disc:
            hands[d].remove(c)
        self.discard = disc
        ev.append({"type": "discard", "seat": d, "cards": disc})
        self.ntarocks = sum(is_tarock(c) for c in hands[d])
        items = []
        for a in self.announce:
            if a == "tarocks":
                items.append({"kind": "tarocks", "count": self.ntarocks})
            else:
                items.append({"kind": a})
        ev.append({"type": "announce", "seat": d, "items": items})
        k = self.active.index(d)
        helpers = [self.active[(k + 1) % 3], self.active[(k + 2) % 3]]
        self.helpers = helpers
        for s in helpers:
            ev.append({"type": "announce", "seat": s, "items": []})
        if self.contra:
            tgt = "pagat_ultimo" if self.contra == "ultimo" else "game"
            ev.append({"type": "double", "seat": helpers[0], "target": tgt, "level": 2})
        leader = self.active[0]
        tricks = []
        self.renonce_event = None
        for t in range(12):
            trick = []
            s = leader
            for _ in range(3):
                h = hands[s]
                opts = legal(h, trick)
                if (self.renonce_seat == s and self.renonce_event is None and trick and
                        suit(trick[0][1]) != "T" and opts and suit(opts[0]) != "T"):
                    tar = [c for c in h if is_tarock(c) and c != "T1"]
                    if tar:
                        opts = [min(tar, key=tval)]
                        self.renonce_event = len(ev)
                if self.keep_pagat and s == d and "T1" in opts and len(opts) > 1 and t < 11:
                    opts = [c for c in opts if c != "T1"]
                c = self.rng.choice(opts)
                h.remove(c)
                trick.append((s, c))
                ev.append({"type": "play", "seat": s, "card": c})
                s = self.active[(self.active.index(s) + 1) % 3]
            w = winner(trick)
            tricks.append((w, trick))
            leader = w
        self.tricks = tricks
        self.events = ev
        won = {s: [c for w, tr in tricks if w == s for _, c in tr] for s in self.active}
        self.pts = sum(group_points([c for _, c in tr]) for w, tr in tricks if w == d) + group_points(disc)
        self.side_cards = {"p": won[d] + disc, "h": won[helpers[0]] + won[helpers[1]] + self.rest_talon}
        last = tricks[-1]
        self.pagat_last = [(s, c) for s, c in last[1] if c == "T1"]
        self.last_winner = last[0]

    def side_has(self, cards):
        return [k for k, v in self.side_cards.items() if all(c in v for c in cards)]

    def trull(self):
        return self.side_has(["SKIZ", "T21", "T1"])

    def kings(self):
        return self.side_has(["KH", "KD", "KS", "KC"])

    def ultimo(self):
        """'made' if the declarer's pagat won the last trick, 'lost' if the pagat was in the last
        trick and beaten, 'gone' if the pagat was played before, None if the declarer never had it."""
        d = self.declarer
        if self.pagat_last:
            s, _ = self.pagat_last[0]
            if s != d:
                return ("helper_made" if self.last_winner == s else "helper_lost")
            return "made" if self.last_winner == d else "lost"
        if any(c == "T1" for w, tr in self.tricks for s, c in tr if s == d):
            return "gone"
        return None


def gen_deal(seed, n, dealer, want, **kw):
    """Search seeds until `want(deal)` holds."""
    for k in range(20000):
        rng = random.Random(seed * 100003 + k)
        dl = Deal(n, dealer, rng, **kw)
        try:
            dl.play()
        except AssertionError:
            continue
        if dl.declarer is None or want(dl):
            return dl
    raise RuntimeError("no seed")


def normal(dl, ult=None):
    """No trull or four kings on either side, no volat, ultimo outcome as asked (default: the
    pagat never reaches the last trick)."""
    if dl.trull() or dl.kings():
        return False
    if any(all(w == s for w, _ in dl.tricks) for s in dl.active):
        return False
    u = dl.ultimo()
    return u == ult if ult else u not in ("made", "lost", "helper_made", "helper_lost")


def pay(frm, to, amt, reason=None):
    e = {"type": "payment", "from": frm, "to": to, "amount": round(amt, 6)}
    if isinstance(e["amount"], float) and e["amount"].is_integer():
        e["amount"] = int(e["amount"])
    if reason:
        e["reason"] = reason
    return e


def write(name, players, rules, deals, meta, start=None):
    doc = {"format": "trick-transcript/1", "game": "galician-tarok", "rules": rules, "players": players}
    if start:
        doc["start"] = start
    doc["meta"] = meta
    doc["deals"] = [{"dealer": d.dealer, "hands": d.hands, "talon": d.talon, "events": d.events} for d in deals]
    (OUT / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


TAROCK_PREMIUM = {10: 50, 11: 100, 12: 150}


class Session:
    def __init__(self, n, opts=None, pool=None):
        self.n = n
        o = {"pool_stake": 10, "pool_win_percent": 10, "pool_pass_fee": 5, "pool_dealer_fee": 0,
             "consolation": "as_lost_game", "renonce_premiums": "not_counted", "renonce_pool": "with_ultimo",
             "contra_on_pool": False, "tarocks_paid": "always", "helper_renonce_pays": "side"}
        o.update(opts or {})
        self.o = o
        self.pool = pool or 0
        self.found = not pool
        self.log = []

    def settle(self, dl, out=None, szpricer_call=False, szpricer_deal=False):
        o = self.o
        ev = []
        parts = [s for s in range(self.n) if s != out] if not szpricer_deal else list(range(self.n))
        if self.found:
            for s in parts:
                ev.append(pay(s, "pool", o["pool_stake"], "pool_stake"))
            self.pool += o["pool_stake"] * len(parts)
            self.found = False
        if o["pool_dealer_fee"]:
            ev.append(pay(dl.dealer, "pool", o["pool_dealer_fee"]))
            self.pool += o["pool_dealer_fee"]
        note = {}
        if dl.declarer is None:
            for s in dl.active:
                ev.append(pay(s, "pool", o["pool_pass_fee"]))
                self.pool += o["pool_pass_fee"]
            if szpricer_call:
                dl.events.append({"type": "call", "seat": dl.dealer, "call": "szpricer"})
            dl.events += ev
            self.log.append((copy.deepcopy(ev), note))
            return ev
        d = dl.declarer
        opps = [s for s in parts if s != d]
        m, a = MULT["three"]
        pts = dl.pts
        wonp = pts > 33
        V = abs(pts - 33) * m + a
        c = 2 if dl.contra == "game" else 1
        cu = 2 if dl.contra == "ultimo" else 1
        note.update(pts=pts, V=V, won_on_points=wonp)
        wins = {}
        game = []  # (from, to, amount, reason)
        ren_d = dl.renonce_event is not None and dl.renonce_seat == d
        ren_h = dl.renonce_event is not None and dl.renonce_seat != d
        if ren_d:
            if wonp:
                amt = a * dl.purchase * c if o["consolation"] == "as_lost_game" else a
            else:
                amt = V * dl.purchase * c
            for s in opps:
                game.append((d, s, amt, None if wonp else "game"))
            note["renonce"] = f"declarer pays {amt} each"
        elif ren_h:
            assert wonp
            amt = V * c
            if o["helper_renonce_pays"] == "side":
                for s in opps:
                    game.append((s, d, amt, "game"))
            else:
                game.append((dl.renonce_seat, d, amt * len(opps), "game"))
        elif wonp:
            for s in opps:
                game.append((s, d, V * c, "game"))
        else:
            amt = V * dl.purchase * c * (2 if szpricer_deal else 1)
            for s in opps:
                game.append((d, s, amt, "game"))
        side_won = (wonp and not ren_d) or ren_h
        # ultimo (only the declarer's counts, §27)
        ult = dl.ultimo()
        announced = "pagat_ultimo" in dl.announce
        take_pool = pay_pool = False
        if ren_d:
            if announced and o["renonce_premiums"] == "all_paid":
                for s in opps:
                    game.append((d, s, 100 * cu, "pagat_ultimo"))
            if announced:
                if o["renonce_pool"] == "paid" or (o["renonce_pool"] == "with_ultimo" and o["renonce_premiums"] == "all_paid"):
                    pay_pool = True
        else:
            if announced:
                if ult == "made":
                    for s in opps:
                        game.append((s, d, 100 * cu, "pagat_ultimo"))
                    take_pool = True
                else:
                    for s in opps:
                        game.append((d, s, 100 * cu, "pagat_ultimo"))
                    pay_pool = True
            elif ult == "made":
                for s in opps:
                    game.append((s, d, 50, "pagat_ultimo"))
        if "tarocks" in dl.announce:
            prem = TAROCK_PREMIUM[dl.ntarocks]
            plus = o["tarocks_paid"] == "always" or side_won
            if ren_d and o["renonce_premiums"] == "not_counted":
                pass
            else:
                for s in opps:
                    game.append((s, d, prem, None) if plus else (d, s, prem, None))
        for f, t, amt, r in game:
            ev.append(pay(f, t, amt, r))
            wins[t] = wins.get(t, 0) + amt
        if take_pool:
            ev.append(pay("pool", d, self.pool))
            note["pool_taken"] = self.pool
            self.pool = 0
            self.found = True
        if pay_pool:
            amt = self.pool * (cu if o["contra_on_pool"] else 1)
            ev.append(pay(d, "pool", amt))
            note["pool_paid"] = amt
            self.pool += amt
        pct = o["pool_win_percent"]
        for s in sorted(wins):
            if pct:
                sh = wins[s] * pct / 100
                ev.append(pay(s, "pool", sh, "pool_share"))
                self.pool += sh
        dl.events += ev
        note["pool_after"] = round(self.pool, 6)
        self.log.append((copy.deepcopy(ev), note))
        return ev


def net(ev_list, n):
    tot = {s: 0 for s in range(n)}
    tot["pool"] = 0
    for e in ev_list:
        tot[e["from"]] -= e["amount"]
        tot[e["to"]] += e["amount"]
    return {k: round(v, 6) for k, v in tot.items() if v}


EXPECT = []


def report(name, sess, deals, faults):
    lines = [f"## {name}"]
    for i, (dl, (ev, note)) in enumerate(zip(deals, sess.log)):
        lines.append(f"- deal {i}: dealer {dl.dealer}, declarer {dl.declarer}, {note}; net {net(ev, sess.n)}")
    lines.append(f"- expected violations: {faults or 'none'}")
    EXPECT.append("\n".join(lines))


P3 = ["Adam", "Bożena", "Czesław"]
P4 = ["Adam", "Bożena", "Czesław", "Danuta"]
P5 = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def lost(dl):
    return dl.pts <= 33


def won(dl):
    return dl.pts > 33


def find_event(dl, pred):
    return [i for i, e in enumerate(dl.events) if pred(e)]


def f01():
    rules = {"pool_stake": 20}
    s = Session(3, rules)
    d0 = gen_deal(101, 3, 0, lambda x: normal(x) and won(x))
    s.settle(d0)
    d1 = gen_deal(102, 3, 1, None, declarer_off=None)
    d1.play()
    s.settle(d1)
    d2 = gen_deal(103, 3, 2, lambda x: normal(x, "made") and won(x), declarer_off=1,
                  keep_pagat=True, announce=["pagat_ultimo"])
    s.settle(d2)
    d3 = gen_deal(104, 3, 0, lambda x: normal(x) and lost(x), declarer_off=2)
    s.settle(d3)
    deals = [d0, d1, d2, d3]
    write("f01_stake20_ultimo_made.json", P3, rules, deals,
          {"note": "pool_stake 20: founded at deal 0, all-pass fees at deal 1, announced ultimo made at deal 2 takes the pool, founded again at deal 3 (§27)"})
    report("f01_stake20_ultimo_made.json", s, deals, [])


def f02():
    rules = {"pool_dealer_fee": 2, "pool_win_percent": 5, "pool_pass_fee": 2, "defend_pool": "required"}
    s = Session(3, rules)
    d0 = gen_deal(201, 3, 1, lambda x: normal(x) and lost(x))
    s.settle(d0)
    d1 = gen_deal(202, 3, 2, None, declarer_off=None)
    d1.play()
    s.settle(d1)

    def w(x):
        f, _, t = x.active
        return normal(x) and won(x) and "T1" not in x.hands[f] and "T1" not in x.hands[t]
    d2 = gen_deal(203, 3, 0, w, declarer_off=1)
    d2.events[0]["bid"] = "pass_volat"
    s.settle(d2)
    deals = [d0, d1, d2]
    write("f02_dealer_fee_defend_required.json", P3, rules, deals,
          {"note": "dealer fee 2, win share 5%, pass fee 2; deal 2: forehand pass_volat, second bids three, third (no pagat) passes although defend_pool is required (§28)"})
    report("f02_dealer_fee_defend_required.json", s, deals, [(2, 2, "bid fault: pool not defended (code unknown)")])


def f03():
    rules = {"contra_on_pool": True}
    s = Session(3, rules)
    d0 = gen_deal(301, 3, 0, lambda x: normal(x) and won(x))
    s.settle(d0)
    d1 = gen_deal(302, 3, 1, lambda x: normal(x, "lost") and lost(x), declarer_off=0,
                  keep_pagat=True, announce=["pagat_ultimo"], contra="ultimo")
    s.settle(d1)
    deals = [d0, d1]
    write("f03_contra_on_pool_ultimo_lost.json", P3, rules, deals,
          {"note": "contra_on_pool: ultimo announced, contra on it, pagat beaten in the last trick: 200 to each helper and twice the pool into the pool (§6, §27)"})
    report("f03_contra_on_pool_ultimo_lost.json", s, deals, [])


def renonce_deal(seed, dealer, wantwon, **kw):
    def w(x):
        return normal(x) and x.renonce_event is not None and (won(x) if wantwon else lost(x))
    return w


def gen_renonce(seed, n, dealer, cond, off=0, who="declarer", **kw):
    for k in range(3000):
        rng = random.Random(seed * 7919 + k)
        dl = Deal(n, dealer, rng, declarer_off=off, **kw)
        dsea = dl.active[off]
        kk = dl.active.index(dsea)
        dl.renonce_seat = dsea if who == "declarer" else dl.active[(kk + 1) % 3]
        try:
            dl.play()
        except AssertionError:
            continue
        if dl.renonce_event is not None and cond(dl):
            return dl
    raise RuntimeError("no seed")


def f04():
    rules = {"consolation": "as_lost_game"}
    s = Session(3, rules, pool=50)
    d0 = gen_renonce(401, 3, 2, lambda x: normal(x) and won(x), contra="game")
    s.settle(d0)
    d1 = gen_deal(402, 3, 0, lambda x: normal(x) and won(x), declarer_off=1)
    s.settle(d1)
    deals = [d0, d1]
    write("f04_renonce_consolation_as_lost.json", P3, rules, deals,
          {"note": "deal 0: the declarer trumps a suit lead holding the suit (renonce, §23), with contra, and makes his points: pays the consolation as a lost game, 30 x 2 to each helper"},
          start={"pools": {"pool": 50}})
    report("f04_renonce_consolation_as_lost.json", s, deals, [(0, d0.renonce_event, "revoke")])


def f05():
    rules = {"consolation": "single"}
    s = Session(3, rules, pool=50)
    d0 = gen_renonce(501, 3, 0, lambda x: normal(x) and won(x), contra="game")
    s.settle(d0)
    # fault: the table paid the consolation as a lost game (60) instead of once (30); shares follow
    idx = find_event(d0, lambda e: e["type"] == "payment" and e["from"] == d0.declarer)
    for i in idx:
        d0.events[i]["amount"] = 60
    shares = find_event(d0, lambda e: e["type"] == "payment" and e.get("reason") == "pool_share")
    for i in shares:
        d0.events[i]["amount"] = 6
    d1 = gen_deal(502, 3, 1, lambda x: normal(x) and lost(x), declarer_off=2)
    s.settle(d1)
    deals = [d0, d1]
    write("f05_renonce_consolation_single_fault.json", P3, rules, deals,
          {"note": "consolation single: the declarer's renonce with contra in a game made on points costs 30 to each helper; the table paid 60 (planted)"},
          start={"pools": {"pool": 50}})
    report("f05_renonce_consolation_single_fault.json", s, deals,
           [(0, d0.renonce_event, "revoke")] + [(0, i, "wrong_payment") for i in idx + shares])


def f06():
    rules = {"renonce_premiums": "all_paid", "renonce_pool": "paid"}
    s = Session(3, rules)
    d0 = gen_deal(601, 3, 0, lambda x: normal(x) and won(x))
    s.settle(d0)
    d1 = gen_renonce(602, 3, 1, lambda x: normal(x, "gone") or normal(x, "lost") or normal(x, "made"),
                     keep_pagat=True, announce=["pagat_ultimo"])
    s.settle(d1)
    deals = [d0, d1]
    write("f06_renonce_ultimo_all_paid_pool_paid.json", P3, rules, deals,
          {"note": "deal 1: declarer announced pagat ultimo and committed a renonce: loses the game, pays the announced ultimo (all_paid) and the pool's content (renonce_pool paid)"})
    report("f06_renonce_ultimo_all_paid_pool_paid.json", s, deals, [(1, d1.renonce_event, "revoke")])


def f07():
    rules = {"renonce_pool": "untouched"}
    s = Session(3, rules)
    d0 = gen_deal(701, 3, 2, lambda x: normal(x) and lost(x))
    s.settle(d0)
    d1 = gen_renonce(702, 3, 0, lambda x: normal(x, "made"), keep_pagat=True, announce=["pagat_ultimo"])
    pool_before = s.pool
    s.settle(d1)
    # fault: the table let the declarer take the pool with the ultimo
    ins = len(d1.events)
    shares = find_event(d1, lambda e: e.get("reason") == "pool_share")
    ins = shares[0] if shares else ins
    d1.events.insert(ins, pay("pool", d1.declarer, pool_before))
    deals = [d0, d1]
    write("f07_renonce_pool_untouched_fault.json", P3, rules, deals,
          {"note": "deal 1: declarer announced ultimo, committed a renonce, pagat took the last trick; renonce_pool untouched: the pool stays. The table paid it out to him (planted)."})
    report("f07_renonce_pool_untouched_fault.json", s, deals,
           [(1, d1.renonce_event, "revoke"), (1, ins, "unexpected_payment (pool -> declarer)")])


def f08():
    rules = {"helper_renonce_pays": "offender"}
    s = Session(3, rules, pool=40)
    d0 = gen_renonce(801, 3, 1, lambda x: normal(x) and won(x), who="helper")
    s.settle(d0)
    d1 = gen_deal(802, 3, 2, lambda x: normal(x) and won(x), declarer_off=2)
    s.settle(d1)
    deals = [d0, d1]
    write("f08_helper_renonce_offender.json", P3, rules, deals,
          {"note": "deal 0: a helper's renonce; the declarer made his points; the offender pays both helpers' shares"},
          start={"pools": {"pool": 40}})
    report("f08_helper_renonce_offender.json", s, deals, [(0, d0.renonce_event, "revoke")])


def f09():
    rules = {"tarocks_paid": "if_game_won"}
    s = Session(3, rules, pool=40)
    d0 = gen_deal(901, 3, 0, lambda x: normal(x) and won(x) and x.ntarocks >= 10, announce=["tarocks"])
    s.settle(d0)
    d1 = gen_deal(902, 3, 1, lambda x: normal(x) and lost(x) and x.ntarocks >= 10, announce=["tarocks"])
    s.settle(d1)
    # fault: the table paid the tarocks to the declarer although his game was lost
    idx = find_event(d1, lambda e: e["type"] == "payment" and e.get("reason") is None and e["from"] == d1.declarer
                     and e["to"] != "pool")
    for i in idx:
        e = d1.events[i]
        e["from"], e["to"] = e["to"], e["from"]
    deals = [d0, d1]
    write("f09_tarocks_if_game_won_fault.json", P3, rules, deals,
          {"note": "tarocks_paid if_game_won: deal 0 tarocks announced, game won, paid to him; deal 1 announced, game lost: he pays them; the table paid them to him (planted)"},
          start={"pools": {"pool": 40}})
    report("f09_tarocks_if_game_won_fault.json", s, deals, [(1, i, "wrong_payment") for i in idx])


def f10():
    rules = {}
    s = Session(4, rules)
    d0 = gen_deal(1001, 4, 0, lambda x: normal(x) and won(x), declarer_off=1)
    s.settle(d0)
    d1 = gen_deal(1002, 4, 1, None, declarer_off=None)
    d1.play()
    s.settle(d1)
    d2 = gen_deal(1003, 4, 2, lambda x: normal(x) and lost(x), declarer_off=0)
    s.settle(d2)
    d3 = gen_deal(1004, 4, 3, lambda x: normal(x) and won(x), declarer_off=2, contra="game")
    s.settle(d3)
    deals = [d0, d1, d2, d3]
    write("f10_four_players_king.json", P4, rules, deals,
          {"note": "four players: the dealer (king) sits out of play but pays and is paid as a helper (§8, §17, §20); stake from all four, pass fees from the three who passed"})
    report("f10_four_players_king.json", s, deals, [])


def szpricer_pair(s, seed, dealer, cond, **kw):
    a = gen_deal(seed, 4, dealer, None, declarer_off=None)
    a.play()
    s.settle(a, szpricer_call=True)
    out = (dealer - 1) % 4
    b = gen_deal(seed + 1, 4, dealer, cond, declarer_off=2, out=out, king_hand=a.talon, **kw)
    s.settle(b, out=out, szpricer_deal=True)
    return a, b


def f11():
    rules = {"szpricer": True}
    s = Session(4, rules)
    d0, d1 = szpricer_pair(s, 1101, 1, lambda x: normal(x) and won(x))
    d2 = gen_deal(1103, 4, 2, lambda x: normal(x) and lost(x), declarer_off=1)
    s.settle(d2)
    d3, d4 = szpricer_pair(s, 1104, 3, lambda x: normal(x) and lost(x), contra="game")
    deals = [d0, d1, d2, d3, d4]
    write("f11_szpricer_won_and_lost_contra.json", P4, rules, deals,
          {"note": "szpricer (§26): deal 0 all pass, the king keeps the talon; deal 1 redealt, the king holds his three and wins (ordinary game); deal 3-4 again, lost with contra: four times"})
    report("f11_szpricer_won_and_lost_contra.json", s, deals, [])


def f12():
    rules = {"szpricer": True}
    s = Session(4, rules, pool=60)
    d0, d1 = szpricer_pair(s, 1201, 2, lambda x: normal(x) and lost(x))
    idx = find_event(d1, lambda e: e["type"] == "payment" and e["from"] == d1.declarer and e["to"] != "pool")
    for i in idx:
        d1.events[i]["amount"] = d1.events[i]["amount"] / 2
    sh = find_event(d1, lambda e: e.get("reason") == "pool_share")
    for i in sh:
        d1.events[i]["amount"] = round(d1.events[i]["amount"] / 2, 6)
    deals = [d0, d1]
    write("f12_szpricer_lost_paid_single_fault.json", P4, rules, deals,
          {"note": "szpricer lost without contra pays double (§26); the table paid single (planted)"},
          start={"pools": {"pool": 60}})
    report("f12_szpricer_lost_paid_single_fault.json", s, deals, [(1, i, "wrong_payment") for i in idx + sh])


def f13():
    rules = {}
    s = Session(5, rules)
    d0 = gen_deal(1301, 5, 0, lambda x: normal(x) and won(x), out=4, declarer_off=0)
    s.settle(d0, out=4)
    d1 = gen_deal(1302, 5, 1, None, out=4, declarer_off=None)
    d1.play()
    s.settle(d1, out=4)
    d2 = gen_deal(1303, 5, 2, lambda x: normal(x) and lost(x), out=4, declarer_off=2)
    s.settle(d2, out=4)
    d3 = gen_deal(1304, 5, 3, lambda x: normal(x) and won(x), out=4, declarer_off=1)
    s.settle(d3, out=4)
    deals = [d0, d1, d2, d3]
    write("f13_five_players_one_out.json", P5, rules, deals,
          {"note": "five players (§8): Edward sits out the round of four deals, neither playing nor paying; the dealer is king"})
    report("f13_five_players_one_out.json", s, deals, [])


def f14():
    rules = {"pool_win_percent": 20}
    s = Session(5, rules, pool=60)
    d0 = gen_deal(1401, 5, 1, lambda x: normal(x) and won(x), out=0, declarer_off=0)
    s.settle(d0, out=0)
    sh = find_event(d0, lambda e: e.get("reason") == "pool_share")
    i = sh[0]
    d0.events[i]["amount"] = round(d0.events[i]["amount"] * 2 / 3, 6)
    d1 = gen_deal(1402, 5, 2, lambda x: normal(x) and lost(x), out=0, declarer_off=1)
    s.settle(d1, out=0)
    deals = [d0, d1]
    write("f14_five_players_pool_share_fault.json", P5, rules, deals,
          {"note": "five players, win share 20%: deal 0 the declarer's share was taken on the two helpers' payments only, not the king's (planted)"},
          start={"pools": {"pool": 60}})
    report("f14_five_players_pool_share_fault.json", s, deals, [(0, i, "wrong_payment")])


def f15():
    rules = {}
    s = Session(3, rules, pool=50)
    d0 = gen_deal(1501, 3, 0, lambda x: normal(x, "made") and won(x), declarer_off=0, keep_pagat=True)
    s.settle(d0)
    idx = find_event(d0, lambda e: e.get("reason") == "pagat_ultimo")
    for i in idx:
        d0.events[i]["amount"] = 100
    sh = find_event(d0, lambda e: e.get("reason") == "pool_share")
    V = [e["amount"] for e in d0.events if e.get("reason") == "game"]
    for i in sh:
        d0.events[i]["amount"] = round((sum(V) + 200) / 10, 6)
    d1 = gen_deal(1502, 3, 1, lambda x: (normal(x, "helper_made") or normal(x, "helper_lost")) and won(x), declarer_off=1)
    s.settle(d1)
    deals = [d0, d1]
    write("f15_silent_ultimo_paid_as_announced_fault.json", P3, rules, deals,
          {"note": "deal 0: silent pagat ultimo is 50 (§6); the table paid 100 (planted). Deal 1: a helper's pagat in the last trick: no premium either way (§27)"},
          start={"pools": {"pool": 50}})
    report("f15_silent_ultimo_paid_as_announced_fault.json", s, deals, [(0, i, "wrong_payment") for i in idx + sh])


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15):
        f()
    print("\n\n".join(EXPECT))
