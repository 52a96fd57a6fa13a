"""Blind model of Danish Tarok ("Ultimo") as read from the Polish source
(/work/shared/seeds/000_2fac32aef83ce8a1.txt), written by the danish-opt auditor without
looking at the engine.

replay_deal() takes a deal's non-payment events (the table's actions) and returns the events
with the payments the source prescribes inserted where a club pays them, plus the faults found
and the penalty each gets under the round's options (the option names and classes are the
project's; their amounts are §18's: small 5 / large 20 / irreparable 40 to each pool).
"""

from __future__ import annotations

import math

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
DECK += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78

CLASS_AMOUNT = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}
DEFAULTS = {
    "revoke_penalty": "irreparable",
    "joker_second_last_penalty": "irreparable",
    "joker_withheld_penalty": "irreparable",
    "false_redeal_penalty": "large",
    "failed_tout_penalty": "large",
}
FAULT_OPTION = {
    "revoke": "revoke_penalty",
    "joker_second_last": "joker_second_last_penalty",
    "joker_withheld": "joker_withheld_penalty",
    "false_redeal": "false_redeal_penalty",
    "failed_tout": "failed_tout_penalty",
    "false_joker_call": None,  # §18 large, fixed by the source
}


def canon(c):
    c = c.upper()
    return "JOKER" if c == "FOOL" else c


def suit(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def power(c):
    """Higher is stronger within its suit; trumps by number."""
    if c[0] == "T":
        return int(c[1:])
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 100 - order.index(rank(c))


def is_king(c):
    return c != "JOKER" and c[0] == "K"


def value(c):
    """§15: Pagat, Mondo, Joker and kings 4, queens 3, knights 2, jacks 1."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def declarations(hand):
    """§14 declarations on a hand; returns (items, cards involved, amount per payer)."""
    hand = set(hand)
    items, cards, amount = [], set(), 0
    joker = "JOKER" in hand
    trumps = [c for c in hand if c[0] == "T"]
    ntr = len(trumps) + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hand})
        cards |= set(trumps) | ({"JOKER"} if joker else set())
        amount += 10 + 5 * (ntr - 10)
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        cards |= {"JOKER", "T1"} | {"T%d" % j for j in range(21, k, -1)}
        amount += 10 + 5 * (m - 3)
    for s in SUITS:
        courts = [r + s for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            form = "rich" if joker else "full"
            items.append({"kind": "cavalry", "suit": s, "form": form})
            cards |= set(courts) | ({"JOKER"} if joker else set())
            amount += 15 if joker else 10
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r + s not in hand][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            cards |= set(courts) | {"JOKER"}
            amount += 5
    kings = ["K" + s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        cards |= set(kings) | ({"JOKER"} if joker else set())
        amount += 15 if joker else 10
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if "K" + s not in hand][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        cards |= set(kings) | {"JOKER"}
        amount += 5
    return items, cards, amount


def item_amount(it):
    k = it["kind"]
    if k == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def legal_follow(hand, led, trick_no, ntricks=25):
    """Cards a follower may play (§10, §12)."""
    joker_ok = trick_no != ntricks - 2  # never in the second-last trick
    plain = [c for c in hand if c != "JOKER"]
    same = [c for c in plain if suit(c) == led]
    if same:
        opts = same
    else:
        tr = [c for c in plain if suit(c) == "T"]
        opts = tr if tr else plain
    if "JOKER" in hand and (joker_ok or not opts):
        opts = opts + ["JOKER"]
    return opts


def trick_winner(cards, seats, named):
    """cards in play order; named: suit named by a Joker lead. Returns index into cards."""
    led = named if cards[0] == "JOKER" else suit(cards[0])
    best = None
    for i, c in enumerate(cards):
        if c == "JOKER":
            continue
        s = suit(c)
        key = None
        if s == "T":
            key = (2, power(c))
        elif s == led:
            key = (1, power(c))
        if key and (best is None or key > best[0]):
            best = (key, i)
    return best[1]


def round5(x):
    """nearest multiple of 5 (the source's table: 24-28 -> 0, 29-33 -> 5, 19-23 -> -5 ...)."""
    return int(math.floor(x / 5 + 0.5)) * 5


def card_point_band(points):
    return round5(points - 26)


class Replay:
    """Replays one deal's actions and produces its payments by the source."""

    def __init__(self, n, dealer, hands, options, pools, fresh):
        self.n = n
        self.dealer = dealer
        self.options = dict(DEFAULTS)
        self.options.update({k: v for k, v in options.items() if k != "preset"})
        self.pools = dict(pools)
        self.fresh = fresh
        self.out = (dealer + 2) % 4 if n == 4 else None
        self.active = [s for s in range(n) if s != self.out]
        self.hands = [list(h) for h in hands]
        self.faults = []  # (action index, code, seat)

    def order_from(self, s):
        res = []
        i = s
        while len(res) < len(self.active):
            if i in self.active:
                res.append(i)
            i = (i + 1) % self.n
        return res

    def nxt(self, s):
        return self.order_from((s + 1) % self.n)[0]

    def others(self, s):
        return [o for o in self.active if o != s]


def replay_deal(n, dealer, hands, actions, options, pools, fresh, record_void_plays=True, fee=True):
    """actions: the deal's events without payments. Returns dict with events (payments inserted),
    pools, net (party -> amount), faults, void, points, tricks, next_dealer."""
    R = Replay(n, dealer, hands, options, pools, fresh)
    ev = []
    net = {}
    pools = R.pools

    def pay(frm, to, amt, reason, bucket=None):
        if amt == 0:
            return
        p = {"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason}
        (bucket if bucket is not None else ev).append(p)
        for party, sign in ((frm, -1), (to, 1)):
            net[party] = net.get(party, 0) + sign * amt
        if frm in pools:
            pools[frm] -= amt
        if to in pools:
            pools[to] += amt

    if fresh:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                pay(s, pool, 20, "foundation")
    if fee:  # a redeal by the same dealer (§17) is not a new dealer's privilege: no second fee
        pay(dealer, "pagat_pool", 5, "deal_fee")
        pay(dealer, "king_pool", 5, "deal_fee")
    base_len = len(ev)
    base_net = dict(net)
    base_pools = dict(pools)

    hands = [list(h) for h in hands]
    faults = []
    skat = []
    tout_announced = False
    void = False
    void_penalty = None
    void_at = None
    trick = []  # (seat, card)
    named = None
    tricks = []  # (cards, seats, winner_seat, named)
    piles = {s: [] for s in R.active}
    ntricks_won = {s: 0 for s in R.active}
    joker_called = None
    joker_played_trick = None
    leader = R.nxt(dealer)
    turn = leader
    penalties_after_trick = []
    end_penalties = []

    ev_actions_idx = []  # placeholder to count
    redeal = False
    for ai, a in enumerate(actions):
        ev_actions_idx.append(ai)
        t = a["type"]
        if t == "redeal":
            ev.append(a)
            s = a["seat"]
            has_trump = any(c[0] == "T" for c in hands[s])
            if has_trump:
                opt = "false_redeal_penalty"
                cls = R.options[opt]
                faults.append((ai, "false_redeal", s, cls))
                if cls == "irreparable":
                    void = True
                    void_penalty = s
                    void_at = len(ev)
                else:
                    amt = CLASS_AMOUNT[cls]
                    pay(s, "pagat_pool", amt, "penalty")
                    pay(s, "king_pool", amt, "penalty")
            else:
                redeal = True
            continue
        if t == "announce":
            ev.append(a)
            if "tout" in a["items"]:
                tout_announced = True
            continue
        if t == "discard":
            ev.append(a)
            skat = [canon(c) for c in a["cards"]]
            for c in skat:
                hands[dealer].remove(c)
            continue
        if t == "declare":
            ev.append(a)
            s = a["seat"]
            for it in a["items"]:
                amt = item_amount(it)
                for o in R.others(s):
                    pay(o, s, amt, "declaration")
            continue
        if t == "call":
            ev.append(a)
            if a["call"] == "joker":
                joker_called = (len(tricks), a["seat"])
                held = any("JOKER" in hands[s] for s in R.active)
                if not held:
                    faults.append((ai, "false_joker_call", a["seat"], "large"))
                    pay(a["seat"], "pagat_pool", 20, "penalty")
                    pay(a["seat"], "king_pool", 20, "penalty")
            continue
        if t == "play":
            s = a["seat"]
            c = canon(a["card"])
            ev.append(a)
            tno = len(tricks)
            hand = hands[s]
            assert s == turn, (ai, a, turn)
            assert c in hand, (ai, a)
            if trick:
                led = named if trick[0][1] == "JOKER" else suit(trick[0][1])
                legal = legal_follow(hand, led, tno)
                if c != "JOKER" and c not in legal:
                    cls = R.options["revoke_penalty"]
                    faults.append((ai, "revoke", s, cls))
                    penalties_after_trick.append((s, cls))
            else:
                if c == "JOKER":
                    named = a["named"]
            if c == "JOKER" and tno == 23:
                cls = R.options["joker_second_last_penalty"]
                faults.append((ai, "joker_second_last", s, cls))
                penalties_after_trick.append((s, cls))
            if joker_called and joker_called[0] == tno and "JOKER" in hand and c != "JOKER":
                cls = R.options["joker_withheld_penalty"]
                faults.append((ai, "joker_withheld", s, cls))
                penalties_after_trick.append((s, cls))
            hand.remove(c)
            trick.append((s, c))
            if len(trick) < len(R.active):
                turn = R.nxt(s)
                continue
            cards = [x[1] for x in trick]
            seats = [x[0] for x in trick]
            wi = trick_winner(cards, seats, named)
            w = seats[wi]
            last = tno == 24
            tricks.append((cards, seats, w, named))
            ntricks_won[w] += 1
            for sx, cx in trick:
                if cx == "JOKER" and not last:
                    piles[sx].append(cx)
                else:
                    piles[w].append(cx)
            if not last:
                for sx, cx in trick:
                    if is_king(cx) and sx != w:
                        for o in R.others(sx):
                            pay(sx, o, 5, "king_lost")
                        pay(sx, "king_pool", 5, "king_lost")
                for sx, cx in trick:
                    if cx == "T1":
                        if sx != w:
                            for o in R.others(sx):
                                pay(sx, o, 5, "pagat_lost")
                            pay(sx, "pagat_pool", 5, "pagat_lost")
                        else:
                            for o in R.others(sx):
                                pay(o, sx, 5, "pagat_trick")
            for sx, cls in penalties_after_trick:
                if cls == "irreparable":
                    if not void:
                        void = True
                        void_penalty = sx
                        void_at = len(ev)
                else:
                    amt = CLASS_AMOUNT[cls]
                    pay(sx, "pagat_pool", amt, "penalty")
                    pay(sx, "king_pool", amt, "penalty")
            penalties_after_trick = []
            trick = []
            named = None
            turn = w
            continue
        raise ValueError(a)

    result = {"faults": faults, "redeal": redeal, "tricks": tricks}
    complete = len(tricks) == 25
    if complete and not void:
        # failed tout
        if tout_announced and ntricks_won[dealer] < 25:
            cls = R.options["failed_tout_penalty"]
            faults.append((len(actions) - 1, "failed_tout", dealer, cls))
            if cls == "irreparable":
                void = True
                void_penalty = dealer
                void_at = len(ev)
            else:
                amt = CLASS_AMOUNT[cls]
                pay(dealer, "pagat_pool", amt, "penalty")
                pay(dealer, "king_pool", amt, "penalty")
    if complete and not void:
        settle_last(R, tricks, ntricks_won, pools, pay)
        # card points
        nolo = any(v == 0 for v in ntricks_won.values()) and max(ntricks_won.values()) < 25
        pts = {}
        pts3 = {}
        for s in R.active:
            p = sum(value(c) for c in piles[s]) + ntricks_won[s]
            p3 = sum(value(c) for c in piles[s]) + len(piles[s]) / 3
            if s == dealer:
                p += 1 + sum(value(c) for c in skat)
                p3 += 1 + sum(value(c) for c in skat)
            pts[s] = p
            pts3[s] = p3
        assert sum(pts.values()) == 78, pts
        result["points"] = pts
        result["points3"] = pts3
        result["robust"] = all(card_point_band(pts[s]) == card_point_band(pts3[s]) for s in pts) and all(
            (pts3[s] - 26) % 5 not in (2.5,) for s in pts
        )
        new_dealer = R.nxt(dealer)
        if not nolo:
            for s in R.active:
                b = card_point_band(pts[s])
                if s == new_dealer or b == 0:
                    continue
                if b < 0:
                    pay(s, new_dealer, -b, "card_points")
                else:
                    pay(new_dealer, s, b, "card_points")
    if void:
        # §18 irreparable: the deal is void, its payments handed back; 40 to each pool
        keep = ev[:base_len]
        keep += [e for e in ev[base_len:void_at] if e["type"] != "payment"]
        keep += [
            {"type": "payment", "from": void_penalty, "to": "pagat_pool", "amount": 40, "reason": "penalty"},
            {"type": "payment", "from": void_penalty, "to": "king_pool", "amount": 40, "reason": "penalty"},
        ]
        keep += [e for e in ev[void_at:] if e["type"] != "payment"]
        ev = keep
        net.clear()
        pools.clear()
        pools.update(base_pools)
        # rebuild: foundation + deal fee at the start
        net.update(base_net)
        pen = [
            {"type": "payment", "from": void_penalty, "to": "pagat_pool", "amount": 40, "reason": "penalty"},
            {"type": "payment", "from": void_penalty, "to": "king_pool", "amount": 40, "reason": "penalty"},
        ]
        pools["pagat_pool"] += 40
        pools["king_pool"] += 40
        net[void_penalty] = net.get(void_penalty, 0) - 80
        net["pagat_pool"] = net.get("pagat_pool", 0) + 40
        net["king_pool"] = net.get("king_pool", 0) + 40
        result["void_penalty"] = pen
    result.update(
        {
            "events": ev,
            "net": net,
            "pools": pools,
            "void": void,
            "tricks_won": ntricks_won,
            "complete": complete,
            "next_dealer": dealer if redeal else R.nxt(dealer),
            "base_len": base_len,
        }
    )
    return result


def settle_last(R, tricks, ntricks_won, pools, pay):
    cards, seats, w, named = tricks[-1]
    tout = [s for s, v in ntricks_won.items() if v == 25]
    nolo = [s for s, v in ntricks_won.items() if v == 0] if not tout else []
    tout = tout[0] if tout else None
    king_pool0 = pools["king_pool"]
    pagat_pool0 = pools["pagat_pool"]
    win_card = cards[seats.index(w)]
    przyd_king = [sx for sx, cx in zip(seats, cards) if is_king(cx) and sx != w]
    przyd_pagat = [sx for sx, cx in zip(seats, cards) if cx == "T1" and sx != w]
    refill = []
    if tout is not None:
        for o in R.others(tout):
            pay(o, tout, 85, "tout")
        if pagat_pool0:
            pay("pagat_pool", tout, pagat_pool0, "tout")
        if king_pool0:
            pay("king_pool", tout, king_pool0, "tout")
        if not przyd_pagat:
            refill.append("pagat_pool")
        if not przyd_king:
            refill.append("king_pool")
    elif nolo:
        for o in R.others(nolo[0]):
            pay(o, nolo[0], 25, "nolo")
    elif win_card == "T1":
        for o in R.others(w):
            pay(o, w, 45, "pagat_ultimo")
        pay("pagat_pool", w, pagat_pool0, "pagat_ultimo")
        refill.append("pagat_pool")
    elif is_king(win_card):
        for o in R.others(w):
            pay(o, w, 40, "king_ultimo")
        pay("king_pool", w, king_pool0, "king_ultimo")
        if not przyd_king:
            refill.append("king_pool")
    for sx in przyd_pagat:
        for o in R.others(sx):
            pay(sx, o, 45, "pagat_przydupek")
        pay(sx, "pagat_pool", pagat_pool0, "pagat_przydupek")
    for sx in przyd_king:
        for o in R.others(sx):
            pay(sx, o, 40, "king_przydupek")
        pay(sx, "king_pool", king_pool0, "king_przydupek")
    if tout is None and not nolo and not przyd_king and not przyd_pagat and not is_king(win_card) and win_card != "T1":
        for o in R.others(w):
            pay(o, w, 20, "last_trick")
    for pool in refill:
        for s in range(R.n):
            pay(s, pool, 20, "refill")
