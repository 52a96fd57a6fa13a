"""danish-po: my own model of Danish Tarok (Ultimo) from the Polish source only.

Imports nothing from validator/ or replays/. Deals seeded hands, plays legal cards (follow suit,
else trump, else anything; the Joker any time except the second-last trick; a third-last-trick
demand forces it), and computes every payment of section 15 as I read it.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
COURTS = "KQNJ"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in RED_ORDER] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def suit_of(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c, led):
    """Higher wins. Trumps beat the led suit; other suits and the Joker never win."""
    if c == "JOKER":
        return -1
    s = suit_of(c)
    if s == "T":
        return 100 + int(c[1:])
    if s == led:
        order = RED_ORDER if s in "HD" else BLACK_ORDER
        return 50 - order.index(rank_of(c))
    return 0


def card_value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)


def is_king(c):
    return c != "JOKER" and c[0] == "K"


def amount_band(p):
    d = abs(p - 26)
    return 5 * ((d + 2) // 5)


def active_seats(n, dealer):
    """Order of play starting with the dealer; with 4 the seat opposite the dealer sits out."""
    if n == 3:
        return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    return [dealer, (dealer + 1) % 4, (dealer + 3) % 4]


def declarations(hand):
    items = []
    trumps = [c for c in hand if suit_of(c) == "T"]
    joker = "JOKER" in hand
    nt = len(trumps) + (1 if joker else 0)
    if nt >= 10:
        items.append(({"kind": "trumps", "count": nt, "pagat": "T1" in hand}, 10 + 5 * (nt - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    """Cards that form part of a declaration (kept out of the skat)."""
    out = set()
    for it, _ in declarations(hand):
        if it["kind"] == "trumps":
            out |= {c for c in hand if suit_of(c) == "T" or c == "JOKER"}
        elif it["kind"] == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % k for k in range(22 - it["count"] + 2, 21)}
        elif it["kind"] == "cavalry":
            out |= {r + it["suit"] for r in COURTS} | {"JOKER"}
        elif it["kind"] == "kings":
            out |= {"K" + s for s in SUITS} | {"JOKER"}
    return out


class Session:
    def __init__(self, n, seed, keep_ultimo=0.7, joker_p=0.12, demand_p=0.7):
        self.n = n
        self.rng = random.Random(seed)
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.keep_ultimo = keep_ultimo
        self.joker_p = joker_p
        self.demand_p = demand_p
        self.net = {}
        self.plant = None
        self.cur = None

    def pay(self, ev, frm, to, amount, reason):
        if amount == 0:
            return
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        for p in (frm, to):
            self.net.setdefault(p, 0)
        self.net[frm] -= amount
        self.net[to] += amount
        if frm in self.pools:
            self.pools[frm] -= amount
        if to in self.pools:
            self.pools[to] += amount

    def foundations(self, ev):
        for pool in ("pagat_pool", "king_pool"):
            for s in range(self.n):
                self.pay(ev, s, pool, 20, "foundation")

    def refill(self, ev, pool):
        for s in range(self.n):
            self.pay(ev, s, pool, 20, "refill")

    # ------------------------------------------------------------------
    def deal(self, dealer, first=False, stop_after=None, force=None):
        """Plays one deal; returns (events, facts). Raises ValueError when the shuffle is unusable."""
        rng = self.rng
        act = active_seats(self.n, dealer)
        deck = DECK[:]
        rng.shuffle(deck)
        hands = {}
        order_deal = act[1:] + [act[0]]
        for i, s in enumerate(order_deal):
            hands[s] = deck[25 * i : 25 * i + 25]
        hands[dealer] += deck[75:78]
        for s in act:
            if not any(suit_of(c) == "T" for c in hands[s]):
                raise ValueError("trumpless hand: redeal")
        # skat: three plain pip cards, none in a declaration
        dh = hands[dealer]
        protected = decl_cards(dh)
        pips = [c for c in dh if suit_of(c) in ("H", "D", "S", "C") and rank_of(c) not in COURTS and c not in protected]
        pips.sort(key=lambda c: (c[-1], c))
        skat = rng.sample(pips, 3)
        for c in skat:
            dh.remove(c)
        ev = []
        saved = {k: v for k, v in self.net.items()}
        pools0 = dict(self.pools)
        if first:
            self.foundations(ev)
        self.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
        self.pay(ev, dealer, "king_pool", 5, "deal_fee")
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        decl_facts = {}
        for s in act:
            items = declarations(hands[s])
            ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
            decl_facts[s] = [i for i, _ in items]
            for _, amt in items:
                for o in act:
                    if o != s:
                        self.pay(ev, o, s, amt, "declaration")
        start_hands = {s: list(h) for s, h in hands.items()}
        # play
        leader = act[1]
        tricks_won = {s: 0 for s in act}
        pile_pts = {s: 0 for s in act}
        pile_pts[dealer] += 1  # the skat's point (its cards are plain pips)
        joker_holder = next(s for s in act if "JOKER" in hands[s])
        plays_log = []
        winners = []
        last_info = None
        keep = {s: rng.random() < self.keep_ultimo for s in act}
        demand_made = False
        for t in range(1, 26):
            if stop_after is not None and t > stop_after:
                break
            seq = [act[(act.index(leader) + k) % 3] for k in range(3)]
            must_joker = None
            pl = self.plant if (self.plant and self.plant["deal"] == self.cur) else None
            no_demand = pl is not None and pl["kind"] == "joker24"
            if t == 23 and not no_demand and "JOKER" in hands[joker_holder] and rng.random() < self.demand_p:
                caller = rng.choice([s for s in act if s != joker_holder])
                ev.append({"type": "call", "seat": caller, "call": "joker"})
                demand_made = True
                must_joker = joker_holder
            trick = []
            led = None
            named = None
            for pos, s in enumerate(seq):
                h = hands[s]
                if must_joker == s:
                    card = "JOKER"
                else:
                    card = self.choose(h, led, t, s, keep[s], trick, hands, seq, pos)
                h.remove(card)
                e = {"type": "play", "seat": s, "card": card}
                if pos == 0:
                    if card == "JOKER":
                        named = self.name_joker(hands, seq)
                        e["named"] = named
                        led = named
                    else:
                        led = suit_of(card)
                ev.append(e)
                if pl and pl.get("done") and "event" not in pl:
                    pl["event"] = len(ev) - 1
                    pl["trick"] = t
                trick.append((s, card))
                plays_log.append((s, card))
            best = max(trick, key=lambda sc: strength(sc[1], led))
            w = best[0]
            if strength(best[1], led) <= 0:
                raise ValueError("nobody followed the Joker's suit")
            winners.append(w)
            tricks_won[w] += 1
            pile_pts[w] += 1
            for s, c in trick:
                if c == "JOKER" and t != 25:
                    pile_pts[s] += 4
                else:
                    pile_pts[w] += card_value(c)
            if t < 25:
                for s, c in trick:
                    if is_king(c) and s != w:
                        for o in act:
                            if o != s:
                                self.pay(ev, s, o, 5, "king_lost")
                        self.pay(ev, s, "king_pool", 5, "king_lost")
                    if c == "T1":
                        if s != w:
                            for o in act:
                                if o != s:
                                    self.pay(ev, s, o, 5, "pagat_lost")
                            self.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                        else:
                            for o in act:
                                if o != s:
                                    self.pay(ev, o, s, 5, "pagat_trick")
            else:
                last_info = (trick, w, best[1])
            leader = w
        facts = {
            "dealer": dealer,
            "active": act,
            "skat": skat,
            "declarations": decl_facts,
            "start_hands": start_hands,
            "demand": demand_made,
            "joker_holder": joker_holder,
        }
        if last_info is None:
            facts.update({"complete": False, "tricks_won": tricks_won})
            self.settle_log = None
            return ev, facts
        assert sum(pile_pts.values()) == 78, pile_pts
        trick, w, wcard = last_info
        tout = [s for s in act if tricks_won[s] == 25]
        nolo = [s for s in act if tricks_won[s] == 0] if not tout else []
        if tout:
            raise ValueError("tout: not modelled here")
        kprz = [s for s, c in trick if is_king(c) and s != w]
        pprz = [s for s, c in trick if c == "T1" and s != w]
        premiums = []
        if nolo:
            for s in nolo:
                for o in act:
                    if o != s:
                        self.pay(ev, o, s, 25, "nolo")
            premiums.append("nolo")
        if not nolo and wcard == "T1":
            for o in act:
                if o != w:
                    self.pay(ev, o, w, 45, "pagat_ultimo")
            self.pay(ev, "pagat_pool", w, self.pools["pagat_pool"], "pagat_ultimo")
            self.refill(ev, "pagat_pool")
            premiums.append("pagat_ultimo")
        kp0 = self.pools["king_pool"]
        if not nolo and is_king(wcard):
            for o in act:
                if o != w:
                    self.pay(ev, o, w, 40, "king_ultimo")
            self.pay(ev, "king_pool", w, kp0, "king_ultimo")
            if not kprz:
                self.refill(ev, "king_pool")
            premiums.append("king_ultimo")
        for s in kprz:
            for o in act:
                if o != s:
                    self.pay(ev, s, o, 40, "king_przydupek")
            self.pay(ev, s, "king_pool", kp0, "king_przydupek")
            premiums.append("king_przydupek")
        for s in pprz:
            pp = self.pools["pagat_pool"]
            for o in act:
                if o != s:
                    self.pay(ev, s, o, 45, "pagat_przydupek")
            self.pay(ev, s, "pagat_pool", pp, "pagat_przydupek")
            premiums.append("pagat_przydupek")
        if not nolo and wcard != "T1" and not is_king(wcard) and not kprz and not pprz:
            for o in act:
                if o != w:
                    self.pay(ev, o, w, 20, "last_trick")
            premiums.append("last_trick")
        newd = act[1]
        cp = {}
        if not nolo:
            for s in act:
                if s == newd:
                    continue
                a = amount_band(pile_pts[s])
                if pile_pts[s] < 26:
                    self.pay(ev, s, newd, a, "card_points")
                elif pile_pts[s] > 26:
                    self.pay(ev, newd, s, a, "card_points")
                cp[s] = a
        facts.update(
            {
                "complete": True,
                "tricks_won": tricks_won,
                "card_points": pile_pts,
                "last_trick": [[s, c] for s, c in trick],
                "last_winner": w,
                "premiums": premiums,
                "pools_after": dict(self.pools),
                "net_deal": {
                    str(k): self.net.get(k, 0) - saved.get(k, 0)
                    for k in list(range(self.n)) + ["pagat_pool", "king_pool"]
                },
            }
        )
        return ev, facts

    def name_joker(self, hands, seq):
        f1, f2 = hands[seq[1]], hands[seq[2]]
        opts = [s for s in "HDSCT" if any(suit_of(c) == s for c in f1) and any(suit_of(c) == s for c in f2)]
        if not opts:
            raise ValueError("no suit both followers hold")
        return self.rng.choice(opts)

    def choose(self, h, led, t, s, keep, trick, hands, seq, pos):
        rng = self.rng
        nonj = [c for c in h if c != "JOKER"]
        pl = self.plant if (self.plant and self.plant["deal"] == self.cur) else None
        if pl and not pl.get("done") and pl["kind"] == "revoke" and t >= pl["from_trick"] and pos > 0 and led != "T":
            fol = [c for c in nonj if suit_of(c) == led]
            others = [c for c in nonj if suit_of(c) != led and not is_king(c) and c != "T1"]
            if fol and others:
                pref = [c for c in others if suit_of(c) == "T"] or others
                pl["done"] = True
                pl["seat"] = s
                pl["suit"] = led
                pl["held"] = sorted(fol)
                return rng.choice(pref)
        if pl and not pl.get("done") and pl["kind"] == "notrump" and t >= pl["from_trick"] and pos > 0 and led != "T":
            fol = [c for c in nonj if suit_of(c) == led]
            tr = [c for c in nonj if suit_of(c) == "T"]
            others = [c for c in nonj if suit_of(c) not in (led, "T") and not is_king(c)]
            if not fol and tr and others:
                pl["done"] = True
                pl["seat"] = s
                pl["suit"] = led
                pl["held"] = sorted(tr)
                return rng.choice(others)
        if pl and pl["kind"] == "joker24" and "JOKER" in h:
            if t == 24:
                if pos == 0 and not self._joker_lead_ok(hands, seq):
                    raise ValueError("joker24 lead impossible")
                pl["done"] = True
                pl["seat"] = s
                return "JOKER"
            nonj_only = True
        else:
            nonj_only = False
        if led is None:
            legal = nonj[:]
        else:
            fol = [c for c in nonj if suit_of(c) == led]
            if fol:
                legal = fol
            else:
                tr = [c for c in nonj if suit_of(c) == "T"]
                legal = tr if tr else nonj[:]
        if "JOKER" in h and t != 24 and not nonj_only:
            if not legal or rng.random() < self.joker_p or (t == 23 and rng.random() < 0.5):
                if pos != 0 or self._joker_lead_ok(hands, seq):
                    return "JOKER"
        if not legal:
            raise ValueError("only the Joker left in trick 24")
        if keep and t < 25:
            plain = [c for c in legal if not is_king(c) and c != "T1"]
            if plain:
                legal = plain
        return rng.choice(legal)

    def _joker_lead_ok(self, hands, seq):
        f1, f2 = hands[seq[1]], hands[seq[2]]
        return any(
            any(suit_of(c) == x for c in f1) and any(suit_of(c) == x for c in f2) for x in "HDSCT"
        )


def transcript(players, deals, meta, rules=None):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": players,
        "meta": meta,
        "deals": [{"dealer": d, "hands": None, "events": ev} for d, ev in deals],
    }
