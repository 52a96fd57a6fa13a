"""Settlement (s.15) and transcript emission for my blind model (round danish-spec7).

Events are emitted with internal tags so a scenario can insert a fine, cut a voided deal, or
change a payment at a precise point; `finish()` strips the tags.
"""

from __future__ import annotations

from model import JOKER, cp_amount, declarations, is_king

POOLS = ("pagat_pool", "king_pool")


def pay(frm, to, amount, reason, tag=None):
    e = {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}
    return (tag, e)


class Session:
    def __init__(self, n, pools=None):
        self.n = n
        self.fresh = pools is None
        self.pools = dict(pools) if pools else {"pagat_pool": 0, "king_pool": 0}
        self.start_pools = dict(self.pools)
        self.net = {}  # party -> net over the session (seats by int, pools by name)

    def apply(self, events):
        """Apply payments to pools/net (used for bookkeeping of what I record)."""
        for _, e in events:
            if e["type"] != "payment":
                continue
            for p, sign in ((e["from"], -1), (e["to"], 1)):
                self.net[p] = self.net.get(p, 0) + sign * e["amount"]
                if p in POOLS:
                    self.pools[p] += sign * e["amount"]

    def deal_events(self, d, first=False, deal_fee=True, cut=None):
        """Normal events of a simulated deal `d` (model.Deal after play()), payments included.
        Returns (events, info). Pools are tracked in a local copy; call apply() on what is kept."""
        n = self.n
        ev = []
        pools = dict(self.pools)

        def P(frm, to, amount, reason, tag=None):
            ev.append(pay(frm, to, amount, reason, tag))
            if frm in pools:
                pools[frm] -= amount
            if to in pools:
                pools[to] += amount

        if first and self.fresh:
            for pool in POOLS:
                for s in range(n):
                    P(s, pool, 20, "foundation", ("foundation",))
        if deal_fee:
            P(d.dealer, "pagat_pool", 5, "deal_fee", ("fee",))
            P(d.dealer, "king_pool", 5, "deal_fee", ("fee",))
        ev.append((("discard",), {"type": "discard", "seat": d.dealer, "cards": list(d.skat)}))
        order = d.active.index(d.dealer)
        decl_order = d.active[order:] + d.active[:order]
        decl = {}
        for s in decl_order:
            items = declarations(d.hands0[s])
            decl[s] = items
            ev.append((("declare", s), {"type": "declare", "seat": s, "items": [i for i, _ in items]}))
            k = d.active.index(s)
            payers = d.active[k + 1 :] + d.active[:k]
            for item, v in items:
                for p in payers:
                    P(p, s, v, "declaration", ("declpay", s))
        calls = {t: (s, c) for t, s, c in d.calls}
        info = {"decl": decl, "tricks": d.tricks}
        for no, (leader, trick, w, wc, named) in enumerate(d.tricks, 1):
            if no in calls:
                s, c = calls[no]
                ev.append((("call", no, s), {"type": "call", "seat": s, "call": c}))
            for s, c in trick:
                e = {"type": "play", "seat": s, "card": c}
                if c == JOKER and s == trick[0][0]:
                    e["named"] = named
                ev.append((("play", no, s), e))
            if no < 25:
                others = lambda x: [o for o in d.active[d.active.index(x) + 1 :] + d.active[: d.active.index(x)]]
                for s, c in trick:
                    if s == w:
                        continue
                    if is_king(c):
                        for o in others(s):
                            P(s, o, 5, "king_lost", ("inplay", no))
                        P(s, "king_pool", 5, "king_lost", ("inplay", no))
                    if c == "T1":
                        for o in others(s):
                            P(s, o, 5, "pagat_lost", ("inplay", no))
                        P(s, "pagat_pool", 5, "pagat_lost", ("inplay", no))
                if wc == "T1":
                    for o in others(w):
                        P(o, w, 5, "pagat_trick", ("inplay", no))
        # ---- after the last trick
        won = d.tricks_won()
        assert all(0 < v < 25 for v in won.values()), ("tout/nolo not modelled here", won)
        leader, trick, w, wc, named = d.tricks[-1]
        others = lambda x: [o for o in d.active[d.active.index(x) + 1 :] + d.active[: d.active.index(x)]]
        kp0 = pools["king_pool"]
        pp0 = pools["pagat_pool"]
        przy = [(s, c) for s, c in trick if s != w and (is_king(c) or c == "T1")]
        ult = None
        if wc == "T1":
            ult = "pagat"
            for o in others(w):
                P(o, w, 45, "pagat_ultimo", ("last",))
            P("pagat_pool", w, pp0, "pagat_ultimo", ("last",))
        elif is_king(wc):
            ult = "king"
            for o in others(w):
                P(o, w, 40, "king_ultimo", ("last",))
            P("king_pool", w, kp0, "king_ultimo", ("last",))
        for s, c in przy:
            if c == "T1":
                for o in others(s):
                    P(s, o, 45, "pagat_przydupek", ("last",))
                P(s, "pagat_pool", pp0, "pagat_przydupek", ("last",))
            else:
                for o in others(s):
                    P(s, o, 40, "king_przydupek", ("last",))
                P(s, "king_pool", kp0, "king_przydupek", ("last",))
        if ult is None and not przy:
            for o in others(w):
                P(o, w, 20, "last_trick", ("last",))
        for pool in POOLS:
            if pools[pool] == 0:
                for s in range(n):
                    P(s, pool, 20, "refill", ("refill",))
        # ---- card points
        a, b = d.card_points()
        nd = (d.dealer + 1) % n
        info["cp"] = a
        info["cp_b"] = b
        info["cp_agree"] = all(cp_amount(a[s]) == cp_amount(b[s]) for s in d.active)
        info["ultimo"] = ult
        info["przydupek"] = przy
        info["won"] = won
        for s in d.active:
            if s == nd:
                continue
            amt = cp_amount(a[s])
            if amt < 0:
                P(s, nd, -amt, "card_points", ("cp",))
            elif amt > 0:
                P(nd, s, amt, "card_points", ("cp",))
        return ev, info


def finish(events):
    return [e for _, e in events]


def find(events, tag):
    for i, (t, _) in enumerate(events):
        if t == tag:
            return i
    raise KeyError(tag)


def find_last(events, pred):
    idx = None
    for i, (t, _) in enumerate(events):
        if t and pred(t):
            idx = i
    return idx


def nets(events):
    out = {}
    for _, e in events:
        if e["type"] != "payment":
            continue
        out[e["from"]] = out.get(e["from"], 0) - e["amount"]
        out[e["to"]] = out.get(e["to"], 0) + e["amount"]
    return out
