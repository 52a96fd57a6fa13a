"""Blind model of Danish Tarok ("Ultimo") money, read from the Polish source
/work/shared/seeds/000_2fac32aef83ce8a1.txt (§1-§18) only.

Deals, plays legally (simple heuristics), and computes every payment:
foundations, refills (also by the 4th player sitting out), the dealer's fee,
the declarations (on the hand kept after the skat), king/pagat losses and pagat
tricks during play, the last-trick settlement (ultimo / przydupek / last trick),
card points against 26 paid to/by the new dealer, and the session-end share.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED = "HD"


def suit_cards(s):
    return [r + s for r in COURTS + [str(i) for i in range(1, 11)]]


DECK = [c for s in SUITS for c in suit_cards(s)] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]


def suit_of(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c):
    """Strength within its own suit (higher wins)."""
    if c.startswith("T"):
        return int(c[1:])
    r = rank_of(c)
    if r in COURTS:
        return 100 - COURTS.index(r)
    n = int(r)
    # red: 1 high .. 10 low; black: 10 high .. 1 low
    return (11 - n) if c[-1] in RED else n


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    r = rank_of(c)
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def is_king(c):
    return not c.startswith("T") and c != "JOKER" and rank_of(c) == "K"


# ---------------------------------------------------------------- declarations (§14, §15)
def declarations(hand):
    """Every declaration the hand (25 cards, after the skat) must make."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in h})
    if joker and "T21" in h and "T1" in h:
        m = 3
        t = 20
        while "T%d" % t in h and t > 1:
            m += 1
            t -= 1
        items.append({"kind": "matadors", "count": m})
    for s in SUITS:
        courts = [r for r in COURTS if r + s in h]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = [r for r in COURTS if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def decl_value(it):
    k = it["kind"]
    if k == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def decl_cards(hand):
    """Cards that form part of a declaration on the hand (may not be laid away, §13)."""
    out = set()
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        out |= {c for c in h if c.startswith("T")} | ({"JOKER"} & h)
    for s in SUITS:
        courts = [r + s for r in COURTS if r + s in h]
        if len(courts) == 4 or (len(courts) == 3 and joker):
            out |= set(courts)
    return out


# ---------------------------------------------------------------- play
def legal(hand, trick, trick_no):
    """Legal cards for the next play. trick: list of (seat, card, named)."""
    no_joker = trick_no == 23  # second-last trick (0-based 23 of 25)
    if not trick:
        cands = [c for c in hand if c != "JOKER"]
        if not cands:
            return list(hand)
        return cands
    led = trick[0][1]
    lsuit = trick[0][2] if led == "JOKER" else suit_of(led)
    same = [c for c in hand if suit_of(c) == lsuit]
    if same:
        cands = same
    else:
        tr = [c for c in hand if suit_of(c) == "T"]
        cands = tr if tr else [c for c in hand if c != "JOKER"]
    if "JOKER" in hand and not no_joker:
        cands = cands + ["JOKER"]
    if not cands:
        cands = list(hand)
    return cands


def winner(trick):
    led = trick[0][1]
    lsuit = trick[0][2] if led == "JOKER" else suit_of(led)
    best = None
    for seat, c, _ in trick:
        if c == "JOKER":
            continue
        s = suit_of(c)
        key = None
        if s == "T":
            key = (2, strength(c))
        elif s == lsuit:
            key = (1, strength(c))
        if key and (best is None or key > best[0]):
            best = (key, seat, c)
    return best[1], best[2]


def choose(rng, hand, trick, trick_no, style):
    cands = legal(hand, trick, trick_no)
    # play the Joker early, as a follower
    if "JOKER" in cands and trick and trick_no < 20:
        return "JOKER"
    if len(cands) == 1:
        return cands[0]
    # keep Pagat and kings for the end when possible
    keep = [c for c in cands if c == "T1" or (is_king(c) and style.get("keep_kings", False))]
    rest = [c for c in cands if c not in keep and c != "JOKER"]
    if rest and trick_no < 24:
        pool = rest
    else:
        pool = [c for c in cands if c != "JOKER"] or cands
    if trick and style.get("greedy", 0.5) > rng.random():
        # try to win cheaply, else dump lowest
        w = []
        for c in pool:
            seat_dummy = -1
            t2 = trick + [(seat_dummy, c, None)]
            if winner(t2)[0] == seat_dummy:
                w.append(c)
        if w:
            return min(w, key=lambda c: (suit_of(c) == "T", strength(c)))
        return min(pool, key=lambda c: (value(c), strength(c)))
    return rng.choice(pool)


# ---------------------------------------------------------------- deal
def deal_hands(rng, n, dealer, fixed=None):
    """fixed: {seat: [cards]} cards forced into a seat's hand. Returns hands (dealer 28)."""
    fixed = fixed or {}
    sit = (dealer + 2) % 4 if n == 4 else None
    active = [s for s in range(n) if s != sit]
    size = {s: (28 if s == dealer else 25) for s in active}
    hands = {s: list(fixed.get(s, [])) for s in active}
    used = {c for v in hands.values() for c in v}
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    for s in active:
        need = size[s] - len(hands[s])
        hands[s] += rest[:need]
        rest = rest[need:]
    assert not rest
    out = []
    for s in range(n):
        if s == sit:
            out.append([])
        else:
            h = hands[s]
            rng.shuffle(h)
            out.append(h)
    return out, sit, active


def choose_skat(hand):
    """Three cards the dealer may lay away (§13): no king, Mondo, Joker, trump, declaration card."""
    protected = decl_cards(hand)
    cands = [
        c for c in hand
        if not c.startswith("T") and c != "JOKER" and not is_king(c) and c not in protected
    ]
    cands.sort(key=lambda c: (value(c), strength(c)))
    return cands[:3]


class Session:
    def __init__(self, n, seed, names=None):
        self.n = n
        self.rng = random.Random(seed)
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.names = names

    # a deal: returns dict with hands, events, net ledger, facts
    def play_deal(self, dealer, fixed=None, style=None, first=False, last=False,
                  seed=None, wrong=None, correct=True, noticed=True):
        rng = random.Random(seed) if seed is not None else self.rng
        style = style or {}
        n = self.n
        hands, sit, active = deal_hands(rng, n, dealer, fixed)
        ev = []
        net = {}
        pools = self.pools
        facts = {"sit": sit, "active": active, "dealer": dealer}

        def pay(frm, to, amt, reason):
            if amt == 0:
                return
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
            net[frm] = net.get(frm, 0) - amt
            net[to] = net.get(to, 0) + amt
            if frm in pools:
                pools[frm] -= amt
            if to in pools:
                pools[to] += amt

        order = [(dealer + 1 + k) % n for k in range(n)]
        order = [s for s in order if s != sit]  # play order from the first leader
        decl_order = [dealer] + [s for s in order if s != dealer]

        if first:
            for p in ("pagat_pool", "king_pool"):
                for s in range(n):
                    pay(s, p, 20, "foundation")
        pay(dealer, "pagat_pool", 5, "deal_fee")
        pay(dealer, "king_pool", 5, "deal_fee")

        h = {s: list(hands[s]) for s in active}
        skat = choose_skat(h[dealer])
        for c in skat:
            h[dealer].remove(c)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        facts["skat"] = skat
        facts["decl"] = {}
        wrong = wrong or {}
        said = {}
        for s in decl_order:
            items = wrong.get(s, declarations(h[s]))
            said[s] = items
            facts["decl"][s] = declarations(h[s])
            facts.setdefault("decl_event", {})[s] = len(ev)
            ev.append({"type": "declare", "seat": s, "items": items})
            for it in items:
                for o in active:
                    if o != s:
                        pay(o, s, decl_value(it), "declaration")
        if wrong and correct:
            # corrected before the first trick (§18 superficial): declare again, settle the difference
            for s in wrong:
                true = declarations(h[s])
                facts.setdefault("correction_event", {})[s] = len(ev)
                ev.append({"type": "declare", "seat": s, "items": true,
                           "note": "correction before the first trick"})
                diff = sum(decl_value(i) for i in true) - sum(decl_value(i) for i in said[s])
                for o in active:
                    if o != s:
                        if diff > 0:
                            pay(o, s, diff, "declaration")
                        elif diff < 0:
                            pay(s, o, -diff, "declaration")

        piles = {s: [] for s in active}
        tricks = {s: 0 for s in active}
        leader = order[0]
        facts["tricks"] = []
        for t in range(25):
            trick = []
            s = leader
            for k in range(3):
                c = choose(rng, h[s], trick, t, style)
                named = None
                if c == "JOKER" and not trick:
                    named = rng.choice([x for x in SUITS])
                trick.append((s, c, named))
                h[s].remove(c)
                e = {"type": "play", "seat": s, "card": c}
                if named:
                    e["named"] = named
                ev.append(e)
                s = order[(order.index(s) + 1) % 3]
            w, wc = winner(trick)
            tricks[w] += 1
            facts["tricks"].append(trick)
            for seat, c, _ in trick:
                if c == "JOKER" and t < 24:
                    piles[seat].append(c)
                else:
                    piles[w].append(c)
            if t < 24:
                for seat, c, _ in trick:
                    others = [o for o in active if o != seat]
                    if is_king(c) and seat != w:
                        for o in others:
                            pay(seat, o, 5, "king_lost")
                        pay(seat, "king_pool", 5, "king_lost")
                    if c == "T1":
                        if seat != w:
                            for o in others:
                                pay(seat, o, 5, "pagat_lost")
                            pay(seat, "pagat_pool", 5, "pagat_lost")
                        else:
                            for o in others:
                                pay(o, seat, 5, "pagat_trick")
            leader = w
            if wrong and not correct and noticed and t == 0:
                # §18 irreparable: 40 to each pool, the money for the false declaration handed
                # back, the deal annulled (the next dealer deals)
                for s in wrong:
                    facts["penalty_at"] = len(ev)
                    pay(s, "pagat_pool", 40, "penalty")
                    pay(s, "king_pool", 40, "penalty")
                    got = sum(decl_value(i) for i in wrong[s])
                    for o in active:
                        if o != s:
                            pay(s, o, got, "declaration")
                facts["annulled"] = True
                if last:
                    self._share(pay, facts)
                deal = {"dealer": dealer, "hands": hands, "events": ev}
                self.deals.append((deal, net, dict(pools), facts))
                return deal, net, facts
        # ---- last trick
        last_trick = facts["tricks"][-1]
        w, wc = winner(last_trick)
        tout = [s for s in active if tricks[s] == 25]
        nolo = [s for s in active if tricks[s] == 0] if not tout else []
        facts["tout"], facts["nolo"] = tout, nolo
        facts["tricks_won"] = tricks
        pz_pagat = [s for s, c, _ in last_trick if c == "T1" and s != w]
        pz_king = [s for s, c, _ in last_trick if is_king(c) and s != w]
        facts["last"] = {"winner": w, "card": wc, "pz_pagat": pz_pagat, "pz_king": pz_king}
        assert not tout, "tout not modelled in these files"
        others_w = [o for o in active if o != w]
        refill = []
        kp0 = pools["king_pool"]
        if nolo:
            for s in nolo:
                for o in active:
                    if o != s:
                        pay(o, s, 25, "nolo")
        elif wc == "T1":
            for o in others_w:
                pay(o, w, 45, "pagat_ultimo")
            pay("pagat_pool", w, pools["pagat_pool"], "pagat_ultimo")
            refill.append("pagat_pool")
        elif is_king(wc):
            for o in others_w:
                pay(o, w, 40, "king_ultimo")
            pay("king_pool", w, kp0, "king_ultimo")
            if not pz_king:
                refill.append("king_pool")
        elif not pz_pagat and not pz_king:
            for o in others_w:
                pay(o, w, 20, "last_trick")
        for s in pz_pagat:
            for o in active:
                if o != s:
                    pay(s, o, 45, "pagat_przydupek")
            pay(s, "pagat_pool", pools["pagat_pool"], "pagat_przydupek")
        for s in pz_king:
            for o in active:
                if o != s:
                    pay(s, o, 40, "king_przydupek")
            pay(s, "king_pool", kp0, "king_przydupek")
        facts["refill"] = list(refill)
        for p in refill:
            assert pools[p] == 0
            for s in range(n):
                pay(s, p, 20, "refill")
        # ---- card points
        pts = {s: sum(value(c) for c in piles[s]) + tricks[s] for s in active}
        pts[dealer] += 1 + sum(value(c) for c in skat)
        assert sum(pts.values()) == 78, pts
        facts["points"] = pts
        newd = (dealer + 1) % n
        facts["new_dealer"] = newd
        if not nolo:
            for s in active:
                if s == newd:
                    continue
                d = pts[s] - 26
                a = 5 * ((d + 2) // 5)
                if a < 0:
                    pay(s, newd, -a, "card_points")
                elif a > 0:
                    pay(newd, s, a, "card_points")
        if last:
            self._share(pay, facts)
        deal = {"dealer": dealer, "hands": hands, "events": ev}
        self.deals.append((deal, net, dict(pools), facts))
        return deal, net, facts

    def _share(self, pay, facts):
        n = self.n
        for p in ("pagat_pool", "king_pool"):
            amt = self.pools[p]
            facts.setdefault("share", {})[p] = amt
            assert amt % n == 0, (p, amt)
            for s in range(n):
                pay(p, s, amt // n, "session_end")
