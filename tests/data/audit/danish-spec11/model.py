"""danish-spec11: an outside auditor's model of Danish Tarok ("Ultimo") as the Polish
text (seeds/000) describes it.  Written blind (no engine code read).

Seats are in order of play (the next player after seat i is seat i+1), so the player
"po prawej od Rozdajacego" (who leads first) is dealer+1, and the new dealer (the pools
lie to the old dealer's right and the new dealer's left, par. 17) is dealer+1 as well.
With four players the seat opposite the dealer (dealer+2) sits out.
"""

import random

SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = (
    [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
    + ["T%d" % i for i in range(1, 22)]
    + ["JOKER"]
)
COURTS = ["K", "Q", "N", "J"]


def suit_of(c):
    if c == "JOKER":
        return None
    if c[0] == "T":
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c):
    s = suit_of(c)
    if s == "T":
        return 100 + int(c[1:])
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 14 - order.index(rank_of(c))


def is_king(c):
    return c != "JOKER" and suit_of(c) in SUITS and rank_of(c) == "K"


def card_value(c):
    # par. 15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] != "T":
        return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)
    return 0


def trick_winner(plays, led):
    best = None
    for s, c in plays:
        if c == "JOKER":
            continue  # the Joker never wins a trick (par. 12)
        su = suit_of(c)
        if su == "T":
            key = (2, strength(c))
        elif su == led:
            key = (1, strength(c))
        else:
            key = (0, 0)
        if best is None or key > best[0]:
            best = (key, s, c)
    return best[1], best[2]


def legal(hand, led, ti):
    nonj = [c for c in hand if c != "JOKER"]
    if led is None:
        opts = nonj[:]
    else:
        f = [c for c in nonj if suit_of(c) == led]
        if not f:
            f = [c for c in nonj if suit_of(c) == "T"]
        if not f:
            f = nonj[:]
        opts = f
    return opts


def n_trumps(hand):
    # par. 14: for the trumps declaration the Joker counts as a trump
    return sum(1 for c in hand if suit_of(c) == "T" or c == "JOKER")


def declarations(hand):
    """par. 14 + par. 15 prices. Returns list of (item, price)."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    nt = n_trumps(hand)
    if nt >= 10:
        items.append(({"kind": "trumps", "count": nt, "pagat": "T1" in h}, 5 * (nt - 8)))
    if joker and "T21" in h and "T1" in h:
        m = 3
        t = 20
        while "T%d" % t in h:
            m += 1
            t -= 1
        items.append(({"kind": "matadors", "count": m}, 5 * (m - 1)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        if joker:
            items.append(({"kind": "kings", "form": "rich"}, 15))
        else:
            items.append(({"kind": "kings", "form": "full"}, 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def declaration_cards(hand):
    cards = set()
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            cards |= {c for c in hand if suit_of(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            cards |= {"JOKER", "T21", "T1"} | {"T%d" % (21 - i) for i in range(1, item["count"] - 2)}
        elif k == "cavalry":
            cards |= {r + item["suit"] for r in COURTS if r + item["suit"] in hand}
            if item["form"] != "full":
                cards.add("JOKER")
        elif k == "kings":
            cards |= {"K" + s for s in SUITS if "K" + s in hand}
            if item["form"] != "full":
                cards.add("JOKER")
    return cards


def choose_skat(hand, rng):
    """par. 13: no king, no Mondo, no Joker, no declaration card, trumps only if none is kept."""
    forb = declaration_cards(hand)
    ok = [
        c
        for c in hand
        if not is_king(c) and c not in ("T21", "JOKER") and suit_of(c) != "T" and c not in forb
    ]
    # prefer plain pips, as a real dealer laying away low cards
    pips = [c for c in ok if card_value(c) == 0]
    pool = pips if len(pips) >= 3 else ok
    return rng.sample(pool, 3)


def points_payment(p):
    """par. 15: compare with 26, round the difference to the nearest multiple of 5."""
    d = p - 26
    return 5 * round(d / 5)


class Session:
    """Plays a session and records events the way a careful club would."""

    def __init__(self, players, rng, pools=None):
        self.n = players
        self.rng = rng
        self.fresh = pools is None
        self.pools = dict(pools) if pools else {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.notes = []  # generator notes (fault positions)

    def actives(self, dealer):
        if self.n == 4:
            return [s for s in range(4) if s != (dealer + 2) % 4]
        return list(range(3))

    def next_active(self, s, dealer):
        a = self.actives(dealer)
        t = (s + 1) % self.n
        while t not in a:
            t = (t + 1) % self.n
        return t

    def pay(self, ev, frm, to, amount, reason):
        if getattr(self, "hook", None):
            r = self.hook(frm, to, amount, reason)
            if r is not None:
                frm, to, amount = r
                self.hook_fired.append(len(ev))
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        if isinstance(to, str):
            self.pools[to] += amount
        if isinstance(frm, str):
            self.pools[frm] -= amount

    def deal(self, dealer, plan=None, hands=None):
        plan = plan or {}
        rng = self.rng
        n = self.n
        act = self.actives(dealer)
        ev = []
        info = {"dealer": dealer, "faults": []}
        # -------- deal
        if hands is None:
            deck = DECK[:]
            rng.shuffle(deck)
            hands = [[] for _ in range(n)]
            pos = 0
            for s in act:
                k = 28 if s == dealer else 25
                hands[s] = deck[pos : pos + k]
                pos += k
        dealt = [h[:] for h in hands]
        hold = [list(h) for h in hands]
        # -------- foundations (first deal of a fresh session), deal fee
        if self.fresh and not self.deals:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    self.pay(ev, s, pool, 20, "foundation")
        self.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
        self.pay(ev, dealer, "king_pool", 5, "deal_fee")
        # -------- skat
        skat = plan.get("skat") or choose_skat(hold[dealer], rng)
        ev.append({"type": "discard", "seat": dealer, "cards": list(skat)})
        for c in skat:
            hold[dealer].remove(c)
        # -------- declarations, from the dealer in rotation
        order = [dealer]
        while len(order) < len(act):
            order.append(self.next_active(order[-1], dealer))
        if plan.get("decl_order"):
            order = plan["decl_order"]
        decl_paid = {}
        for s in order:
            items = declarations(hold[s])
            if plan.get("false_decl") and plan["false_decl"][0] == s:
                items = plan["false_decl"][1]
            ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
            if s == plan.get("decl_oot_seat"):
                info["faults"].append(("declare_oot", len(ev) - 1))
            if plan.get("false_decl") and plan["false_decl"][0] == s:
                info["faults"].append(("false_decl", len(ev) - 1))
            for _item, price in items:
                p = s
                for _ in range(len(act) - 1):
                    p = self.next_active(p, dealer)
                    self.pay(ev, p, s, price, "declaration")
                    decl_paid[(p, s)] = decl_paid.get((p, s), 0) + price
            if s == plan.get("decl_oot_seat"):
                self.pay(ev, s, "pagat_pool", 20, "penalty")
                self.pay(ev, s, "king_pool", 20, "penalty")
        # -------- play
        leader = self.next_active(dealer, dealer)
        tricks = {s: 0 for s in act}
        piles = {s: [] for s in act}
        joker_holder = next((s for s in act if "JOKER" in hold[s]), None)
        jplan = plan.get("joker", rng.randrange(0, 22))
        joker_named = plan.get("joker_named")
        stop_after = plan.get("stop_after")  # trick index after which the record stops
        last_winner = None
        last_cards = None
        for ti in range(25):
            if stop_after is not None and ti > stop_after:
                break
            if plan.get("lead_oot") and plan["lead_oot"][0] == ti:
                rightful = leader
                leader = plan["lead_oot"][1]
                info["lead_oot_rightful"] = rightful
            seq = [leader]
            while len(seq) < len(act):
                seq.append(self.next_active(seq[-1], dealer))
            if plan.get("oot_play") and plan["oot_play"][0] == ti:
                # the third player plays before the second
                seq = [seq[0], seq[2], seq[1]]
            if ti == 22 and jplan == "demand":
                demander = next(s for s in act if s != joker_holder)
                if plan.get("demander") is not None:
                    demander = plan["demander"]
                ev.append({"type": "call", "seat": demander, "call": "joker"})
            if ti == 22 and plan.get("false_demand") is not None:
                ev.append({"type": "call", "seat": plan["false_demand"], "call": "joker"})
                info["faults"].append(("false_demand", len(ev) - 1))
                self.pay(ev, plan["false_demand"], "pagat_pool", 20, "penalty")
                self.pay(ev, plan["false_demand"], "king_pool", 20, "penalty")
            plays = []
            led = None
            for pi, s in enumerate(seq):
                h = hold[s]
                card = None
                named = None
                if "JOKER" in h and ti != 23:
                    want = (
                        (isinstance(jplan, int) and ti >= jplan and ti <= 21)
                        or (jplan == "demand" and ti == 22)
                        or ti == 24
                    )
                    if want:
                        if pi == 0:
                            others = seq[1:]
                            cand = [
                                su
                                for su in SUITS + "T"
                                if all(any(suit_of(c) == su for c in hold[o]) for o in others)
                            ]
                            if joker_named and joker_named in cand:
                                cand = [joker_named]
                            if cand and ti < 24:
                                card = "JOKER"
                                named = rng.choice(cand)
                            elif ti == 24 or jplan == "demand":
                                card = "JOKER"
                                su = [suit_of(c) for c in hold[others[0]]]
                                named = su[0] if su[0] else "H"
                        else:
                            card = "JOKER"
                if card is None:
                    opts = legal(h, led, ti)
                    if plan.get("policy") == "greedy_ultimo" and ti < 22:
                        w = [0.03 if (is_king(c) or c == "T1") else 1.0 for c in opts]
                    else:
                        w = [0.12 if (is_king(c) or c == "T1") and ti < 22 else 1.0 for c in opts]
                    card = rng.choices(opts, weights=w)[0]
                if pi == 0:
                    led = named if card == "JOKER" else suit_of(card)
                e = {"type": "play", "seat": s, "card": card}
                if named:
                    e["named"] = named
                ev.append(e)
                h.remove(card)
                plays.append((s, card))
                if plan.get("oot_play") and plan["oot_play"][0] == ti and pi == 1:
                    info["faults"].append(("oot_play", len(ev) - 1))
                    if plan.get("fine_late") is None:
                        self.pay(ev, s, "pagat_pool", 20, "penalty")
                        self.pay(ev, s, "king_pool", 20, "penalty")
                    info["oot_seat"] = s
                if plan.get("lead_oot") and plan["lead_oot"][0] == ti and pi == 0:
                    info["faults"].append(("lead_oot", len(ev) - 1))
                    info["oot_seat"] = s
                    if plan.get("fine_late") is None:
                        self.pay(ev, s, "pagat_pool", 20, "penalty")
                        self.pay(ev, s, "king_pool", 20, "penalty")
            w, wc = trick_winner(plays, led)
            tricks[w] += 1
            for s, c in plays:
                if c == "JOKER" and ti != 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            info.setdefault("tricks", []).append((plays, w))
            if ti < 24:
                for s, c in plays:
                    if s == w:
                        continue
                    if is_king(c):
                        for o in self._others(s, dealer):
                            self.pay(ev, s, o, 5, "king_lost")
                        self.pay(ev, s, "king_pool", 5, "king_lost")
                    if c == "T1":
                        for o in self._others(s, dealer):
                            self.pay(ev, s, o, 5, "pagat_lost")
                        self.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                if wc == "T1":
                    for o in self._others(w, dealer):
                        self.pay(ev, o, w, 5, "pagat_trick")
            if plan.get("fine_late") is not None and ti == plan["fine_late"]:
                s = info["oot_seat"]
                self.pay(ev, s, "pagat_pool", 20, "penalty")
                self.pay(ev, s, "king_pool", 20, "penalty")
            if plan.get("false_decl_found") is not None and ti == plan["false_decl_found"]:
                s = plan["false_decl"][0]
                self.pay(ev, s, "pagat_pool", 40, "penalty")
                self.pay(ev, s, "king_pool", 40, "penalty")
                for (p, r), amt in decl_paid.items():
                    if r == s:
                        self.pay(ev, s, p, amt, "declaration")
                info["void"] = True
                break
            leader = w
            last_winner, last_cards = (w, wc), plays
        info["dealt"] = dealt
        info["piles"] = piles
        info["tricks_won"] = tricks
        complete = stop_after is None and not info.get("void")
        if complete:
            self._last_trick(ev, dealer, tricks, last_winner, last_cards, info)
            # card points
            pts = {s: sum(card_value(c) for c in piles[s]) + tricks[s] for s in act}
            pts[dealer] += 1 + sum(card_value(c) for c in skat)
            assert sum(pts.values()) == 78, pts
            info["points"] = pts
            if not info.get("nolo"):
                nd = plan.get("next_dealer", (dealer + 1) % n)
                for s in act:
                    if s == nd:
                        continue
                    a = points_payment(pts[s])
                    if a < 0:
                        self.pay(ev, s, nd, -a, "card_points")
                    elif a > 0:
                        self.pay(ev, nd, s, a, "card_points")
        d = {"dealer": dealer, "hands": dealt, "events": ev}
        self.deals.append(d)
        info["pools_after"] = dict(self.pools)
        self.notes.append(info)
        return d, info

    def _others(self, s, dealer):
        out = []
        o = s
        for _ in range(len(self.actives(dealer)) - 1):
            o = self.next_active(o, dealer)
            out.append(o)
        return out

    def _refill(self, ev, pool):
        for s in range(self.n):
            self.pay(ev, s, pool, 20, "refill")

    def _last_trick(self, ev, dealer, tricks, last_winner, plays, info):
        act = self.actives(dealer)
        w, wc = last_winner
        tout = [s for s in act if tricks[s] == 25]
        nolo = [s for s in act if tricks[s] == 0] if not tout else []
        przyd = [(s, c) for s, c in plays if s != w and (is_king(c) or c == "T1")]
        king_pool0 = self.pools["king_pool"]
        pagat_pool0 = self.pools["pagat_pool"]
        info["nolo"] = bool(nolo)
        info["last"] = {"winner": w, "card": wc, "przydupek": przyd, "nolo": nolo, "tout": tout}
        refill = []
        if tout:
            t = tout[0]
            for o in self._others(t, dealer):
                self.pay(ev, o, t, 85, "tout")
            for pool in ("pagat_pool", "king_pool"):
                amt = self.pools[pool]
                if amt:
                    self.pay(ev, pool, t, amt, "tout")
            refill = ["pagat_pool", "king_pool"]
        elif nolo:
            t = nolo[0]
            for o in self._others(t, dealer):
                self.pay(ev, o, t, 25, "nolo")
        elif wc == "T1":
            for o in self._others(w, dealer):
                self.pay(ev, o, w, 45, "pagat_ultimo")
            self.pay(ev, "pagat_pool", w, pagat_pool0, "pagat_ultimo")
            refill.append("pagat_pool")
        elif is_king(wc):
            for o in self._others(w, dealer):
                self.pay(ev, o, w, 40, "king_ultimo")
            self.pay(ev, "king_pool", w, king_pool0, "king_ultimo")
            if not any(is_king(c) for _, c in przyd):
                refill.append("king_pool")
        elif not przyd:
            for o in self._others(w, dealer):
                self.pay(ev, o, w, 20, "last_trick")
        for s, c in przyd:
            if c == "T1":
                for o in self._others(s, dealer):
                    self.pay(ev, s, o, 45, "pagat_przydupek")
                self.pay(ev, s, "pagat_pool", pagat_pool0, "pagat_przydupek")
            else:
                for o in self._others(s, dealer):
                    self.pay(ev, s, o, 40, "king_przydupek")
                self.pay(ev, s, "king_pool", king_pool0, "king_przydupek")
        if tout and any(is_king(c) for _, c in przyd):
            refill.remove("king_pool")
        if tout and any(c == "T1" for _, c in przyd):
            refill.remove("pagat_pool")
        for pool in refill:
            self._refill(ev, pool)

    def session_end(self, ev):
        for pool in ("pagat_pool", "king_pool"):
            amt = self.pools[pool]
            share = amt / self.n
            for s in range(self.n):
                self.pay(ev, pool, s, share if share != int(share) else int(share), "session_end")


def net_of(events):
    net = {}
    for e in events:
        if e["type"] != "payment":
            continue
        net[e["from"]] = net.get(e["from"], 0) - e["amount"]
        net[e["to"]] = net.get(e["to"], 0) + e["amount"]
    return net
