"""Blind model of Danish Tarok (Ultimo) from the Polish source (000_2fac32aef83ce8a1.txt), sections 2-18.

Written before reading the engine. Seats are in order of play (the format's convention); the
player "to the right of the dealer" is the next seat in play order, and the next dealer is the
next seat too (§17: the pools lie right of the old dealer and left of the new one).
"""
from __future__ import annotations

import random

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low (§3)
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]


def full_deck():
    d = []
    for s in SUITS:
        for r in RED_ORDER:
            d.append(r + s)
    d += [f"T{i}" for i in range(1, 22)]
    d.append("JOKER")
    return d


def suit(c):
    if c == "JOKER":
        return "J*"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def is_trump(c):
    return c[0] == "T" and c != "JOKER" and len(c) <= 3 and c[1:].isdigit()


def tnum(c):
    return int(c[1:])


def strength(c):
    """higher = stronger within its suit"""
    if is_trump(c):
        return tnum(c)
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 14 - order.index(rank(c))


def is_king(c):
    return c != "JOKER" and not is_trump(c) and rank(c) == "K"


ULTIMO = lambda c: c == "T1" or is_king(c)  # noqa: E731


def card_value(c):
    """§15 card points"""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if is_trump(c):
        return 0
    r = rank(c)
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def trumps_count(hand, joker=True):
    n = sum(1 for c in hand if is_trump(c))
    if joker and "JOKER" in hand:
        n += 1
    return n


def declarations(hand):
    """§14: list of (item, amount)"""
    out = []
    h = set(hand)
    jk = "JOKER" in h
    nt = trumps_count(hand)
    if nt >= 10:
        out.append(({"kind": "trumps", "count": nt, "pagat": "T1" in h}, 10 + 5 * (nt - 10)))
    if jk and "T21" in h and "T1" in h:
        m = 3
        k = 20
        while f"T{k}" in h and k >= 2:
            m += 1
            k -= 1
        out.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if jk:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and jk:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if jk else "full"}, 15 if jk else 10))
    elif len(kings) == 3 and jk:
        miss = [s for s in SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def decl_cards(hand):
    """cards that form part of a declaration in this hand (§13)"""
    h = set(hand)
    cards = set()
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            cards |= {c for c in h if is_trump(c) or c == "JOKER"}
        elif k == "matadors":
            cards |= {"JOKER", "T21", "T1"} | {f"T{x}" for x in range(22 - item["count"] + 2, 21)}
        elif k == "cavalry":
            cards |= {r + item["suit"] for r in COURTS if r + item["suit"] in h}
            if "JOKER" in h:
                cards.add("JOKER")
        elif k == "kings":
            cards |= {"K" + s for s in SUITS if "K" + s in h}
            if "JOKER" in h:
                cards.add("JOKER")
    return cards & h


def skat_legal(hand28, skat, tout=False):
    """§13"""
    h = list(hand28)
    if len(skat) != 3 or any(c not in h for c in skat):
        return False
    if any(is_king(c) or c == "T21" for c in skat):
        return False
    if "JOKER" in skat and not tout:
        return False
    ts = [c for c in skat if is_trump(c)]
    if ts:
        rest = [c for c in h if c not in skat]
        if any(is_trump(c) for c in rest):
            return False
    dc = decl_cards(h)
    if any(c in dc for c in skat if c != "JOKER"):
        return False  # (forced case handled by the caller with shown=True)
    return True


def choose_skat(hand28, rng, tout=False):
    h = list(hand28)
    dc = decl_cards(h)
    cands = [c for c in h if not is_trump(c) and c != "JOKER" and not is_king(c) and c not in dc]
    if tout:
        cands = [c for c in cands]
    # prefer plain pips (value 0), then courts
    cands.sort(key=lambda c: (card_value(c), strength(c), rng.random()))
    if tout:
        return ["JOKER"] + cands[:2]
    return cands[:3]


def eff_winner(trick, led):
    """trick: list of (seat, card); led: effective led suit. Joker never wins."""
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        if is_trump(c):
            key = (2, tnum(c))
        elif suit(c) == led:
            key = (1, strength(c))
        else:
            key = (0, 0)
        if best is None or key > best[0]:
            best = (key, seat, c)
    return best[1], best[2]


def round5(d):
    """§15: the difference from 26 rounded to the nearest multiple of 5"""
    s = 1 if d >= 0 else -1
    return s * (((abs(d) + 2) // 5) * 5)


class Sim:
    """One deal: dealing, skat, declarations, play, payments (§7-§15)."""

    def __init__(self, n, dealer, hands, rng, opts=None):
        self.n = n
        self.dealer = dealer
        self.rng = rng
        self.opts = opts or {}
        self.sitout = (dealer + 2) % n if n == 4 else None
        self.active = [s for s in range(n) if s != self.sitout]
        self.hands0 = {s: list(hands[s]) for s in range(n)}
        self.hands = {s: list(hands[s]) for s in range(n)}
        self.events = []  # (event dict)
        self.piles = {s: [] for s in self.active}
        self.tricks_won = {s: 0 for s in self.active}
        self.played = []  # all cards played so far
        self.joker_played = False
        self.log = {"king_lost": [], "pagat_lost": [], "pagat_trick": [], "joker": []}

    def nxt(self, s):
        s = (s + 1) % self.n
        if s == self.sitout:
            s = (s + 1) % self.n
        return s

    def others(self, s):
        return [x for x in self.active if x != s]

    def pay(self, frm, to, amt, reason, **kw):
        e = {"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason}
        e.update(kw)
        self.events.append(e)
        return e

    # ---- skat and declarations
    def do_skat(self, skat=None, shown=False, tout=False):
        d = self.dealer
        h = self.hands[d]
        if skat is None:
            skat = choose_skat(h, self.rng, tout=tout)
        self.pre_decl = declarations(h)
        if tout:
            self.events.append({"type": "announce", "seat": d, "items": ["tout"]})
        e = {"type": "discard", "seat": d, "cards": list(skat)}
        if shown:
            e["shown"] = True
        self.events.append(e)
        for c in skat:
            h.remove(c)
        self.skat = list(skat)
        self.tout_announced = tout

    def do_declare(self, seat, items_override=None, pay=True, use_pre=False):
        decl = self.pre_decl if use_pre else declarations(self.hands[seat])
        items = [it for it, _ in decl] if items_override is None else items_override
        ev = {"type": "declare", "seat": seat, "items": items}
        self.events.append(ev)
        if pay:
            for it, amt in decl:
                for o in self.others(seat):
                    self.pay(o, seat, amt, "declaration")
        return ev

    def do_all_declarations(self, shown=False):
        s = self.dealer
        for _ in range(len(self.active)):
            self.do_declare(s, use_pre=(shown and s == self.dealer))
            s = self.nxt(s)

    # ---- play
    def legal(self, seat, led, t, leading):
        h = self.hands[seat]
        if leading:
            ok = list(h)
        else:
            ok = [c for c in h if c != "JOKER" and suit(c) == led]
            if not ok:
                ok = [c for c in h if is_trump(c)]
            if not ok:
                ok = [c for c in h if c != "JOKER"]
            if "JOKER" in h:
                ok = ok + ["JOKER"]
        if t == 23 and len(ok) > 1:
            ok = [c for c in ok if c != "JOKER"]
        return ok

    def weight(self, seat, c, t, leading, led):
        o = self.opts
        w = 1.0
        if c == "JOKER":
            w = o.get("joker_w", 0.15)
            if o.get("keep_joker_last") and t < 24:
                w = 0.0
            if t == 22 and o.get("joker_t22"):
                w = 50
        elif c == "T1":
            w = o.get("pagat_w", 0.5)
            if o.get("keep_pagat") and t < 24:
                w = 0.0
        elif is_king(c):
            w = o.get("king_w", 1.5)
            if o.get("keep_kings") and t < 24:
                w = 0.01
        elif is_trump(c):
            w = 0.6 if leading else 1.0
            if not leading:
                w = 1.0 + (22 - tnum(c)) / 10.0
        else:
            w = 1.0 + (15 - strength(c)) / 7.0
        return w

    def pick(self, seat, led, t, leading):
        ok = self.legal(seat, led, t, leading)
        if self.forced_joker == seat and "JOKER" in ok:
            return "JOKER"
        mode = self.opts.get("joker_name_mode")
        if mode and not self.mode_done and "JOKER" in ok:
            if leading and t >= self.opts.get("mode_from", 0):
                X, sp = self.choose_joker_name(seat, t)
                if sp:
                    return "JOKER"
            if t < 24:
                ok2 = [c for c in ok if c != "JOKER"]
                if ok2:
                    ok = ok2
        ws = [self.weight(seat, c, t, leading, led) for c in ok]
        if sum(ws) <= 0:
            ws = [1.0] * len(ok)
        return self.rng.choices(ok, ws)[0]

    def cards_left(self):
        s = set()
        for x in self.active:
            s |= set(self.hands[x])
        return s

    def choose_joker_name(self, seat, t):
        mode = self.opts.get("joker_name_mode")
        b = self.nxt(seat)
        c = self.nxt(b)
        hb, hc = self.hands[b], self.hands[c]
        left = self.cards_left()
        def has(h, s):
            return any(x != "JOKER" and suit(x) == s for x in h)
        cands = []
        for X in "HDSCT":
            allx = [x for x in full_deck() if x != "JOKER" and suit(x) == X]
            exhausted = X != "T" and not any(x in left for x in allx) and not any(x in self.skat for x in allx)
            bv, cv = not has(hb, X), not has(hc, X)
            bt, ct = has(hb, "T"), has(hc, "T")
            if mode == "exhausted" and exhausted and len(self.hands[seat]) > 2 and (bt or ct):
                cands.append((X, "exhausted"))
            elif mode == "void_rename" and bv and cv and not exhausted and X != "T":
                cands.append((X, "void_rename"))
            elif mode == "lost_right" and bv and cv and bt and not exhausted and X != "T" and any(has(hb, Z) and has(hc, Z) for Z in "HDSC"):
                cands.append((X, "lost_right"))
            elif mode == "void_fail" and bv and not cv and bt and X != "T":
                cands.append((X, "void_fail"))
            elif mode == "auto" and bv and cv and not bt and not ct and X != "T" and not exhausted:
                cands.append((X, "auto"))
        if cands and not self.mode_done:
            return cands[0]
        # default: name a suit the leader does not hold... or any; avoid the special situations
        opts = []
        for X in "HDSCT":
            bv, cv = not has(hb, X), not has(hc, X)
            if bv and cv:
                continue
            opts.append(X)
        if not opts:
            opts = ["T"]
        return self.rng.choice(opts), None

    def run(self):
        """plays the 25 tricks, with payments during play"""
        self.forced_joker = None
        self.mode_done = False
        leader = self.nxt(self.dealer)
        o = self.opts
        for t in range(25):
            self.t = t
            self.forced_joker = None
            hook = o.get("trick_hook")
            if hook:
                r = hook(self, t, leader)
                if r is not None:
                    leader = r
            if t == 22 and o.get("demand_joker"):
                holder = [s for s in self.active if "JOKER" in self.hands[s]]
                caller = o.get("demand_seat")
                if holder:
                    h = holder[0]
                    callers = [s for s in self.active if s != h]
                    cs = caller if caller in callers else callers[0]
                    self.events.append({"type": "call", "seat": cs, "call": "joker"})
                    self.log["demand"] = (cs, h, True)
                    if not o.get("withhold_joker"):
                        self.forced_joker = h
                elif o.get("false_demand"):
                    cs = o.get("demand_seat", leader)
                    if cs is None:
                        cs = leader
                    ev = {"type": "call", "seat": cs, "call": "joker", "_exp": "false_joker_demand"}
                    self.events.append(ev)
                    self.log["demand"] = (cs, None, False)
                    self.pay(cs, "pagat_pool", 20, "penalty")
                    self.pay(cs, "king_pool", 20, "penalty")
            trick = []
            led = None
            loot = o.get("lead_oot")
            oot = None
            if loot is not None and loot == t:
                oot = self.nxt(leader)
                self.log["rightful"] = leader
                leader = oot
            seat = leader
            # lead
            card = self.pick(seat, None, t, True)
            if self.opts.get("force_lead") and t in self.opts["force_lead"]:
                fc = self.opts["force_lead"][t]
                if fc in self.hands[seat]:
                    card = fc
            named = None
            special = None
            if card == "JOKER":
                named, special = self.choose_joker_name(seat, t)
                led = named
                self.events.append({"type": "play", "seat": seat, "card": card, "named": named})
            else:
                led = suit(card)
                self.events.append({"type": "play", "seat": seat, "card": card})
            self.hands[seat].remove(card)
            trick.append((seat, card))
            if oot is not None:
                self.events[-1]["_exp"] = "lead_out_of_turn"
                self.log["oot"] = (t, oot, card)
            if card == "JOKER":
                self.log["joker"].append(("lead", t, seat, named, special))
            b = self.nxt(seat)
            c = self.nxt(b)
            if special:
                self.mode_done = True
                led = self.joker_special(special, seat, b, c, named, trick, t)
            else:
                for s in (b, c):
                    cd = self.pick(s, led, t, False)
                    self.events.append({"type": "play", "seat": s, "card": cd})
                    self.hands[s].remove(cd)
                    trick.append((s, cd))
                    if cd == "JOKER":
                        self.log["joker"].append(("follow", t, s, led, None))
                if trick[0][1] == "JOKER":
                    # automatic naming when neither follower had the suit nor a trump (§12)
                    b_card, c_card = trick[1][1], trick[2][1]
                    if suit(b_card) != led and suit(c_card) != led and not is_trump(b_card) and not is_trump(c_card):
                        raise RuntimeError("unexpected automatic naming")
            self.played += [cd for _, cd in trick]
            if oot is not None:
                self.pay(oot, "pagat_pool", 20, "penalty")
                self.pay(oot, "king_pool", 20, "penalty")
            w, wc = eff_winner(trick, led)
            self.tricks_won[w] += 1
            for s, cd in trick:
                if cd == "JOKER" and t < 24:
                    self.piles[s].append(cd)
                else:
                    self.piles[w].append(cd)
            self.last_trick = (trick, w, wc, led)
            if t < 24:
                for s, cd in trick:
                    if is_king(cd) and s != w:
                        self.log["king_lost"].append((t, s, cd))
                        for x in self.others(s):
                            self.pay(s, x, 5, "king_lost")
                        self.pay(s, "king_pool", 5, "king_lost")
                    if cd == "T1" and s != w:
                        self.log["pagat_lost"].append((t, s))
                        for x in self.others(s):
                            self.pay(s, x, 5, "pagat_lost")
                        self.pay(s, "pagat_pool", 5, "pagat_lost")
                    if cd == "T1" and s == w:
                        self.log["pagat_trick"].append((t, s))
                        for x in self.others(s):
                            self.pay(x, s, 5, "pagat_trick")
            leader = w
        for s in self.active:
            assert not self.hands[s], self.hands[s]

    def joker_special(self, special, a, b, c, named, trick, t):
        """the naming rules of §12; returns the effective led suit"""
        hb, hc = self.hands[b], self.hands[c]
        def of(h, s):
            return [x for x in h if x != "JOKER" and suit(x) == s]
        if special == "exhausted":
            # superficial (§18): nobody can follow; both play on as usual (trump if able)
            for s in (b, c):
                cd = self.pick(s, named, t, False)
                self.events.append({"type": "play", "seat": s, "card": cd})
                self.hands[s].remove(cd)
                trick.append((s, cd))
            return named
        if special == "void_rename":
            self.events.append({"type": "call", "seat": b, "call": "void"})
            Ys = [s for s in "HDSC" if of(hb, s)]
            Y = self.rng.choice(Ys) if Ys else "T"
            self.events.append({"type": "call", "seat": b, "call": "name_joker", "named": Y})
            cd = min(of(hb, Y), key=strength) if of(hb, Y) else self.pick(b, Y, t, False)
            self.events.append({"type": "play", "seat": b, "card": cd})
            hb.remove(cd)
            trick.append((b, cd))
            cd2 = self.pick(c, Y, t, False)
            self.events.append({"type": "play", "seat": c, "card": cd2})
            hc.remove(cd2)
            trick.append((c, cd2))
            self.log["joker"].append(("rename", t, b, Y))
            return Y
        if special == "lost_right":
            # b plays on without saying void; c (void too) claims the naming; b withdraws
            first = self.pick(b, named, t, False)  # the card he played on with and took back (not written)
            Zs = [s for s in "HDSC" if of(hc, s) and of(hb, s)] or [s for s in "HDSC" if of(hc, s)]
            Z = Zs[0]
            cd = min(of(hb, Z), key=strength) if of(hb, Z) else self.pick(b, Z, t, False)
            self.events.append({"type": "play", "seat": b, "card": cd,
                                "note": f"first played {first} on without saying void; took it back when the third claimed the naming"})
            self.events.append({"type": "call", "seat": c, "call": "name_joker", "named": Z})
            hb.remove(cd)
            trick.append((b, cd))
            cd2 = self.pick(c, Z, t, False)
            self.events.append({"type": "play", "seat": c, "card": cd2})
            hc.remove(cd2)
            trick.append((c, cd2))
            self.log["joker"].append(("lost_right", t, c, Z, first))
            return Z
        if special == "void_fail":
            # the second says he is void; the third holds the suit, so nothing changes (§12)
            self.events.append({"type": "call", "seat": b, "call": "void"})
            for s in (b, c):
                cd = self.pick(s, named, t, False)
                self.events.append({"type": "play", "seat": s, "card": cd})
                self.hands[s].remove(cd)
                trick.append((s, cd))
            self.log["joker"].append(("void_fail", t, b, named))
            return named
        if special == "auto":
            cd = self.pick(b, named, t, False)
            self.events.append({"type": "play", "seat": b, "card": cd})
            hb.remove(cd)
            trick.append((b, cd))
            Y = suit(cd)
            cd2 = self.pick(c, Y, t, False)
            self.events.append({"type": "play", "seat": c, "card": cd2})
            hc.remove(cd2)
            trick.append((c, cd2))
            self.log["joker"].append(("auto", t, b, Y))
            return Y
        raise ValueError(special)

    # ---- end of deal
    def card_points(self):
        pts = {}
        for s in self.active:
            pts[s] = sum(card_value(c) for c in self.piles[s]) + self.tricks_won[s]
        pts[self.dealer] += 1 + sum(card_value(c) for c in self.skat)
        assert sum(pts.values()) == 78, pts
        return pts

    def settle_end(self, pools):
        """§15 after the last trick. pools: dict (mutated by the caller from the payments)."""
        trick, w, wc, led = self.last_trick
        self.pools_end = dict(pools)
        tw = self.tricks_won
        tout = [s for s in self.active if tw[s] == 25]
        nolo = [s for s in self.active if tw[s] == 0] if not tout else []
        res = {"tout": tout, "nolo": nolo, "ultimo": None, "przydupek": [], "last": None}
        prz = [(s, cd) for s, cd in trick if ULTIMO(cd) and s != w]
        Pk, Pp = pools["king_pool"], pools["pagat_pool"]
        emptied = set()
        if tout:
            T = tout[0]
            for x in self.others(T):
                self.pay(x, T, 85, "tout")
            self.pay("pagat_pool", T, Pp, "tout")
            self.pay("king_pool", T, Pk, "tout")
            emptied |= {"pagat_pool", "king_pool"}
        if nolo:
            N = nolo[0]
            for x in self.others(N):
                self.pay(x, N, 25, "nolo")
        if not tout and not nolo:
            if wc == "T1":
                res["ultimo"] = ("pagat", w)
                for x in self.others(w):
                    self.pay(x, w, 45, "pagat_ultimo")
                self.pay("pagat_pool", w, Pp, "pagat_ultimo")
                emptied.add("pagat_pool")
            elif is_king(wc):
                res["ultimo"] = ("king", w)
                for x in self.others(w):
                    self.pay(x, w, 40, "king_ultimo")
                self.pay("king_pool", w, Pk, "king_ultimo")
                emptied.add("king_pool")
        for s, cd in prz:
            res["przydupek"].append((s, cd))
            if cd == "T1":
                for x in self.others(s):
                    self.pay(s, x, 45, "pagat_przydupek")
                self.pay(s, "pagat_pool", Pp, "pagat_przydupek")
                if Pp:
                    emptied.discard("pagat_pool")
            else:
                for x in self.others(s):
                    self.pay(s, x, 40, "king_przydupek")
                self.pay(s, "king_pool", Pk, "king_przydupek")
                if Pk:
                    emptied.discard("king_pool")
        if not tout and not nolo and not prz and not ULTIMO(wc):
            res["last"] = w
            for x in self.others(w):
                self.pay(x, w, 20, "last_trick")
        res["emptied"] = sorted(emptied)
        for pool in sorted(emptied):
            for s in range(self.n):
                self.pay(s, pool, 20, "refill")
        pts = self.card_points()
        res["points"] = pts
        nd = (self.dealer + 1) % self.n
        res["new_dealer"] = nd
        res["cp"] = {}
        if not nolo:
            for s in self.active:
                if s == nd:
                    continue
                d = round5(pts[s] - 26)
                res["cp"][s] = d
                if d < 0:
                    self.pay(s, nd, -d, "card_points")
                elif d > 0:
                    self.pay(nd, s, d, "card_points")
        self.result = res
        return res
