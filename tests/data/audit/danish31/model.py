"""Blind model of Danish Tarok (Ultimo) from the Polish source (seed 000). Imports nothing from the engine."""

import random

SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURT = ["K", "Q", "N", "J"]
VALUE = {"K": 4, "Q": 3, "N": 2, "J": 1}


def suit_of(c):
    if c == "JOKER":
        return None
    if c[0] == "T" and c[1:].isdigit():
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its own suit (trumps by number)."""
    s = suit_of(c)
    if s == "T":
        return int(c[1:])
    order = RED if s in "HD" else BLACK
    return 100 - order.index(rank_of(c))


def deck():
    cards = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)]
    cards += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
    return cards


def card_value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c != "JOKER" and suit_of(c) in SUITS:
        return VALUE.get(rank_of(c), 0)
    return 0


def is_king(c):
    return c != "JOKER" and suit_of(c) in SUITS and rank_of(c) == "K"


def is_pip(c):
    return c != "JOKER" and suit_of(c) in SUITS and rank_of(c) not in COURT


def declarations(hand):
    """Mandatory declarations of a 25-card hand (§14) with their value (§15)."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if suit_of(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURT if r + s in h]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURT if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def legal(hand, led, trick_no):
    """Cards a follower may play (led: suit or None when leading)."""
    opts = [c for c in hand if c != "JOKER"]
    if led is not None:
        same = [c for c in opts if suit_of(c) == led]
        if same:
            opts = same
        else:
            tr = [c for c in opts if suit_of(c) == "T"]
            if tr:
                opts = tr
    if "JOKER" in hand and trick_no != 24:
        opts = opts + ["JOKER"]
    return opts


def trick_winner(cards, named=None):
    """cards: list of (seat, card) in play order. Joker never wins."""
    lead = cards[0][1]
    led = named if lead == "JOKER" else suit_of(lead)
    best = None
    for seat, c in cards:
        if c == "JOKER":
            continue
        s = suit_of(c)
        key = None
        if s == "T":
            key = (2, strength(c))
        elif s == led:
            key = (1, strength(c))
        if key and (best is None or key > best[0]):
            best = (key, seat, c)
    return best[1], best[2]


def band(points):
    d = points - 26
    m = (abs(d) + 2) // 5 * 5
    return m if d > 0 else -m


class Session:
    def __init__(self, players, seed, start_pools=None):
        self.players = players
        self.n = len(players)
        self.rng = random.Random(seed)
        self.fresh = start_pools is None
        self.pools = dict(start_pools or {"pagat_pool": 0, "king_pool": 0})
        self.start_pools = dict(self.pools)
        self.net = [0] * self.n
        self.deals = []
        self.facts = []

    def pay(self, ev, frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        for p, sgn in ((frm, -1), (to, 1)):
            if isinstance(p, int):
                self.net[p] += sgn * amt
            else:
                self.pools[p] += sgn * amt

    def active(self, dealer):
        if self.n == 4:
            return [(dealer + i) % 4 for i in (0, 1, 3)]  # sitter opposite
        return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]

    def deal_cards(self, dealer, rng):
        d = deck()
        rng.shuffle(d)
        act = self.active(dealer)
        hands = [[] for _ in range(self.n)]
        order = [(dealer + 1 + i) % self.n for i in range(self.n)]
        order = [s for s in order if s in act]
        i = 0
        for _ in range(5):
            for s in order:
                hands[s] += d[i : i + 5]
                i += 5
        hands[dealer] += d[i : i + 3]
        return hands

    def run_deal(self, dealer, dseed, o=None):
        """o: dict of planted deviations (the table's actual conduct)."""
        o = o or {}
        rng = random.Random(dseed)
        hands = o.get("hands") or self.deal_cards(dealer, rng)
        ev = []
        info = {"dealer": dealer, "marks": {}}
        n = self.n
        act = self.active(dealer)

        # rotation of play: next active seat after s
        def nxt(s):
            k = act_order.index(s)
            return act_order[(k + 1) % 3]

        act_order = [s for s in [(dealer + i) % n for i in range(n)] if s in act]
        if self.fresh and not self.deals:
            for s in range(n):
                for pool in ("pagat_pool", "king_pool"):
                    self.pay(ev, s, pool, 20, "foundation")
                    info["marks"].setdefault("foundation", []).append(len(ev) - 1)
        self.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
        self.pay(ev, dealer, "king_pool", 5, "deal_fee")
        info["marks"]["deal_fee"] = len(ev) - 2
        h = {s: list(hands[s]) for s in act}
        # skat
        if "skat" in o:
            skat = o["skat"]
        else:
            pips = sorted([c for c in h[dealer] if is_pip(c)], key=lambda c: (strength(c), c))
            skat = pips[:3]
        for c in skat:
            h[dealer].remove(c)
        info["marks"]["discard"] = len(ev)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        # declarations
        decl_order = o.get("decl_order") or act_order
        decl_paid = {}
        for s in decl_order:
            items = declarations(h[s])
            if s in o.get("decl_override", {}):
                items = o["decl_override"][s]
            info["marks"].setdefault("declare", {})[s] = len(ev)
            ev.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
            for _it, val in items:
                for p in act_order:
                    if p != s:
                        self.pay(ev, p, s, val, "declaration")
                        decl_paid.setdefault(s, []).append((p, val))
            if o.get("stop_after_declare") == s:
                break
        if "decl_penalty" in o:
            off = o["decl_penalty"]
            self.pay(ev, off, "pagat_pool", 20, "penalty")
            self.pay(ev, off, "king_pool", 20, "penalty")
        if "annul_before_play" in o:
            off = o["annul_before_play"]
            self.pay(ev, off, "pagat_pool", 40, "penalty")
            self.pay(ev, off, "king_pool", 40, "penalty")
            info["annulled"] = True
            return self._finish(ev, hands, info, dealer)
        # play
        leader = act_order[1]
        piles = {s: [] for s in act}
        tricks = {s: 0 for s in act}
        joker_at = o.get("joker_at", rng.randint(2, 18))
        last = None
        for t in range(1, 26):
            if t == 23 and "joker_call" in o:
                cs = o["joker_call"]
                info["marks"]["joker_call"] = len(ev)
                ev.append({"type": "call", "seat": cs, "call": "joker"})
                self.pay(ev, cs, "pagat_pool", 20, "penalty")
                self.pay(ev, cs, "king_pool", 20, "penalty")
            if t in o.get("lead_override", {}):
                leader = o["lead_override"][t]
                info["marks"]["lead_override"] = len(ev)
            seq = [leader, nxt(leader), nxt(nxt(leader))]
            played = []
            led = None
            play_events = []
            for _pos, s in enumerate(seq):
                if (t, s) in o.get("force", {}):
                    c = o["force"][(t, s)]
                else:
                    opts = legal(h[s], led, t)
                    if "JOKER" in opts and led is not None and t >= joker_at and not o.get("joker_hold"):
                        c = "JOKER"
                    else:
                        cand = [x for x in opts if x != "JOKER"] or opts
                        if led is None and t < 25:
                            cand = [x for x in cand if x != "JOKER"] or cand
                        c = rng.choice(cand)
                if led is None and c == "JOKER":
                    raise ValueError("joker lead not modelled")
                h[s].remove(c)
                if led is None:
                    led = suit_of(c)
                played.append((s, c))
                play_events.append({"type": "play", "seat": s, "card": c})
            if o.get("swap") == t:
                play_events[1], play_events[2] = play_events[2], play_events[1]
            base = len(ev)
            for i, pe in enumerate(play_events):
                info["marks"].setdefault("plays", {})[(t, pe["seat"])] = base + i
                info["marks"].setdefault("trick_first", {})[t] = base
            ev.extend(play_events)
            if t == 1 and o.get("stop_after_first_lead"):
                del ev[base + 1 :]
                off = o["stop_after_first_lead"]
                for p, val in decl_paid.get(off, []):
                    self.pay(ev, off, p, val, "declaration")
                self.pay(ev, off, "pagat_pool", 40, "penalty")
                self.pay(ev, off, "king_pool", 40, "penalty")
                info["annulled"] = True
                return self._finish(ev, hands, info, dealer)
            w, wc = trick_winner(played)
            tricks[w] += 1
            for s, c in played:
                if c == "JOKER" and t < 25:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            if t in o.get("penalty_after_trick", {}):
                off = o["penalty_after_trick"][t]
                self.pay(ev, off, "pagat_pool", 20, "penalty")
                self.pay(ev, off, "king_pool", 20, "penalty")
            if t < 25:
                for s, c in played:
                    if s != w and is_king(c):
                        for p in seq:
                            if p != s:
                                self.pay(ev, s, p, 5, "king_lost")
                        self.pay(ev, s, "king_pool", 5, "king_lost")
                    if s != w and c == "T1":
                        for p in seq:
                            if p != s:
                                self.pay(ev, s, p, 5, "pagat_lost")
                        self.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                if wc == "T1":
                    for p in seq:
                        if p != w:
                            self.pay(ev, p, w, 5, "pagat_trick")
            else:
                last = (played, w, wc)
            leader = w
        assert all(not x for x in h.values())
        info["tricks"] = tricks
        self._settle_last(ev, last, tricks, act_order, info)
        # card points
        pts = {}
        for s in act:
            pts[s] = (
                sum(card_value(c) for c in piles[s])
                + tricks[s]
                + (1 + sum(card_value(c) for c in skat) if s == dealer else 0)
            )
        assert sum(pts.values()) == 78, pts
        info["points"] = pts
        info["marks"]["card_points"] = len(ev)
        if not info.get("nolo"):
            newd = (dealer + 1) % n
            for s in act_order:
                if s == newd:
                    continue
                b = band(pts[s])
                if b < 0:
                    self.pay(ev, s, newd, -b, "card_points")
                elif b > 0:
                    self.pay(ev, newd, s, b, "card_points")
        return self._finish(ev, hands, info, dealer)

    def _settle_last(self, ev, last, tricks, act_order, info):
        played, w, wc = last
        tout = [s for s in act_order if tricks[s] == 25]
        nolo = [s for s in act_order if tricks[s] == 0] if not tout else []
        info["nolo"] = bool(nolo)

        def others(s):
            return [p for p in act_order if p != s]

        kp0 = self.pools["king_pool"]
        pp0 = self.pools["pagat_pool"]
        kprz = [s for s, c in played if is_king(c) and s != w]
        pprz = [s for s, c in played if c == "T1" and s != w]
        info["marks"]["settle"] = len(ev)
        refill = []
        if tout:
            raise ValueError("tout not modelled")
        for s in nolo:
            for p in others(s):
                self.pay(ev, p, s, 25, "nolo")
        if not nolo and wc == "T1":
            for p in others(w):
                self.pay(ev, p, w, 45, "pagat_ultimo")
            if pp0:
                self.pay(ev, "pagat_pool", w, pp0, "pagat_ultimo")
            refill.append("pagat_pool")
        if not nolo and is_king(wc):
            for p in others(w):
                self.pay(ev, p, w, 40, "king_ultimo")
            if kp0:
                self.pay(ev, "king_pool", w, kp0, "king_ultimo")
            if not kprz:
                refill.append("king_pool")
        for s in pprz:
            for p in others(s):
                self.pay(ev, s, p, 45, "pagat_przydupek")
            self.pay(ev, s, "pagat_pool", pp0, "pagat_przydupek")
        for s in kprz:
            for p in others(s):
                self.pay(ev, s, p, 40, "king_przydupek")
            self.pay(ev, s, "king_pool", kp0, "king_przydupek")
        if not nolo and not is_king(wc) and wc != "T1" and not kprz and not pprz:
            for p in others(w):
                self.pay(ev, p, w, 20, "last_trick")
        info["marks"]["refill"] = len(ev)
        for pool in refill:
            for s in range(self.n):
                self.pay(ev, s, pool, 20, "refill")
        info["last"] = {"winner": w, "card": wc, "kprz": kprz, "pprz": pprz, "kp0": kp0, "pp0": pp0}

    def _finish(self, ev, hands, info, dealer):
        rec = {"dealer": dealer, "hands": hands, "events": ev}
        info["net_after"] = list(self.net)
        info["pools_after"] = dict(self.pools)
        self.deals.append(rec)
        self.facts.append(info)
        return rec, info

    def session_end(self):
        ev = self.deals[-1]["events"]
        for pool in ("pagat_pool", "king_pool"):
            if self.pools[pool] % (5 * self.n):
                self.facts[-1]["session_end_skipped"] = dict(self.pools)
                return
        for pool in ("pagat_pool", "king_pool"):
            amt = self.pools[pool]
            share = amt // self.n
            assert share * self.n == amt and share % 5 == 0, (pool, amt)
            for s in range(self.n):
                self.pay(ev, pool, s, share, "session_end")
        self.facts[-1]["net_after"] = list(self.net)
        self.facts[-1]["pools_after"] = dict(self.pools)
