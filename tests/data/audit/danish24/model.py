"""danish24 blind audit: my own model of Danish Tarok (Ultimo) from the Polish source only.

Imports nothing from validator/ or replays/. Deals seeded hands, plays legal cards, computes every
payment as I read §15, plants single faults on request (see gen.py)."""

from __future__ import annotations

import random

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
COURT_PTS = {"K": 4, "Q": 3, "N": 2, "J": 1}


def deck():
    cards = []
    for s in SUITS:
        for r in COURTS + [str(i) for i in range(1, 11)]:
            cards.append(r + s)
    cards += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return cards


def suit(c):
    if c == "JOKER":
        return None
    return "T" if c.startswith("T") else c[-1]


def rank_value(c):
    """higher is stronger within its suit"""
    if c.startswith("T"):
        return int(c[1:])
    r = c[:-1]
    if r in COURTS:
        return 100 - COURTS.index(r)  # K 100, Q 99, N 98, J 97
    n = int(r)
    if c[-1] in "HD":  # red: 1 high ... 10 low
        return 50 - n
    return n  # black: 10 high ... 1 low


def honour(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if not c.startswith("T") and c[:-1] in COURTS:
        return COURT_PTS[c[:-1]]
    return 0


def is_king(c):
    return c != "JOKER" and not c.startswith("T") and c[0] == "K"


def declarations(hand):
    h = set(hand)
    items = []
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        m = 3
        k = 20
        while "T%d" % k in h:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            form = "rich" if joker else "full"
            items.append(({"kind": "cavalry", "suit": s, "form": form}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    """cards that are part of some declaration"""
    out = set()
    h = set(hand)
    for it, _ in declarations(hand):
        k = it["kind"]
        if k == "trumps":
            out |= {c for c in h if c.startswith("T") or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % (21 - i) for i in range(1, it["count"] - 2)}
        elif k == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in h}
            if it["form"] != "full":
                out.add("JOKER")
        elif k == "kings":
            out |= {"K" + s for s in SUITS if "K" + s in h}
            if it["form"] != "full":
                out.add("JOKER")
    return out


def choose_skat(hand, tout=False):
    dc = decl_cards(hand)
    cand = [c for c in hand if not is_king(c) and c != "T21" and c != "JOKER" and not c.startswith("T") and c not in dc]
    cand.sort(key=lambda c: (honour(c), rank_value(c)))
    if tout:
        return ["JOKER"] + cand[:2]
    assert len(cand) >= 3
    return cand[:3]


def beats(a, b, led):
    """does card a beat current best b (led suit led)?"""
    if a == "JOKER":
        return False
    sa, sb = suit(a), suit(b) if b != "JOKER" else None
    if b == "JOKER":
        return sa == led or sa == "T"
    if sa == "T" and sb != "T":
        return True
    if sa == sb:
        return rank_value(a) > rank_value(b)
    return False


def legal(hand, led, trick_no, must_joker=False):
    """trick_no 1..25; led: suit led or None if leading"""
    if must_joker and "JOKER" in hand:
        return ["JOKER"]
    nonj = [c for c in hand if c != "JOKER"]
    if led is None:
        opts = list(nonj)
    else:
        f = [c for c in nonj if suit(c) == led]
        if f:
            opts = f
        else:
            t = [c for c in nonj if suit(c) == "T"]
            opts = t if t else list(nonj)
    if "JOKER" in hand and trick_no != 24:
        opts.append("JOKER")
    if not opts:  # only the Joker left (trick 25)
        opts = ["JOKER"]
    return opts


class Table:
    def __init__(self, players, rng_seed=0, fresh=True, pools=None):
        self.n = len(players)
        self.players = players
        self.pools = dict(pools or {"pagat_pool": 0, "king_pool": 0})
        self.fresh = fresh
        self.net = {}
        self.rng = random.Random(rng_seed)

    def active(self, dealer):
        if self.n == 4:
            return [dealer, (dealer + 1) % 4, (dealer + 3) % 4]
        return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]

    def order_from(self, lead, act):
        seq = []
        s = lead
        while len(seq) < 3:
            if s in act:
                seq.append(s)
            s = (s + 1) % self.n
        return seq


class Deal:
    def __init__(self, table, dealer, hands, rng, opts=None):
        self.t = table
        self.dealer = dealer
        self.hands_dealt = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.events = []
        self.rng = rng
        self.opts = opts or {}
        self.act = table.active(dealer)
        self.deal_net = {}
        self.log = []
        self.void = False

    def pay(self, frm, to, amount, reason):
        if amount == 0:
            return
        self.events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        for p, sgn in ((frm, -1), (to, 1)):
            self.deal_net[p] = self.deal_net.get(p, 0) + sgn * amount
            if isinstance(p, str):
                self.t.pools[p] += sgn * amount

    def ev(self, e):
        self.events.append(e)
        return len(self.events) - 1


class Reject(Exception):
    pass


FINE = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}


def play_deal(t: Table, dealer, hands, seed, o=None):
    """o: options dict (see gen.py).  Returns Deal."""
    o = o or {}
    rng = random.Random(seed)
    d = Deal(t, dealer, hands, rng, o)
    act = d.act
    others = lambda s: [x for x in t.order_from((s + 1) % t.n, act) if x != s]  # noqa: E731
    facts = {}
    if o.get("foundations"):
        for pool in ("pagat_pool", "king_pool"):
            for s in o.get("foundation_payers", range(t.n)):
                d.pay(s, pool, 20, "foundation")
    if o.get("fee", True):
        d.pay(dealer, "pagat_pool", 5, "deal_fee")
        d.pay(dealer, "king_pool", 5, "deal_fee")
    if o.get("join") is not None:
        j = o["join"]
        for pool in ("pagat_pool", "king_pool"):
            amt = t.pools[pool] // 3
            assert t.pools[pool] % 15 == 0, t.pools
            d.pay(j, pool, amt, "foundation")
        facts["join"] = j
    # redeal request (before the skat)
    rq = o.get("redeal")
    if rq is not None:
        has_tr = any(c.startswith("T") for c in d.hands[rq])
        facts["redeal_event"] = d.ev({"type": "redeal", "seat": rq, "reason": "no_trumps"})
        facts["redeal_genuine"] = not has_tr
        if not has_tr:
            d.redealt = True
            d.facts = facts
            return d
        fc = o.get("false_redeal_class", "large")
        for pool in ("pagat_pool", "king_pool"):
            d.pay(rq, pool, FINE[fc], "penalty")
    tout = o.get("tout", False)
    if tout:
        facts["announce_event"] = d.ev({"type": "announce", "seat": dealer, "items": ["tout"]})
    skat = o.get("skat") or choose_skat(d.hands[dealer], tout=tout)
    for c in skat:
        d.hands[dealer].remove(c)
    d.skat = skat
    d.ev({"type": "discard", "seat": dealer, "cards": skat})
    # declarations
    corr = o.get("correction", {})  # seat -> "pass_first" | "undercount"
    pending = []
    for s in act:
        items = declarations(d.hands[s])
        mode = corr.get(s)
        if mode == "pass_first" and items:
            d.ev({"type": "declare", "seat": s, "items": []})
            pending.append((s, items, []))
            continue
        if mode == "undercount" and items and items[0][0]["kind"] == "trumps":
            wrong = dict(items[0][0])
            wrong["count"] -= 1
            wamt = items[0][1] - 5
            d.ev({"type": "declare", "seat": s, "items": [wrong] + [i for i, _ in items[1:]]})
            for x in others(s):
                d.pay(x, s, wamt, "declaration")
                for _, a in items[1:]:
                    d.pay(x, s, a, "declaration")
            pending.append((s, items, [5] + [0] * (len(items) - 1)))
            continue
        d.ev({"type": "declare", "seat": s, "items": [i for i, _ in items]})
        for _, a in items:
            for x in others(s):
                d.pay(x, s, a, "declaration")
    for s, items, paid_diff in pending:
        facts.setdefault("correction_events", []).append(d.ev({"type": "declare", "seat": s, "items": [i for i, _ in items]}))
        for k, (_, a) in enumerate(items):
            amt = paid_diff[k] if paid_diff else a
            for x in others(s):
                d.pay(x, s, amt, "declaration")
    facts["declarations"] = {s: [i for i, _ in declarations(d.hands[s])] for s in act}
    # play
    lead = t.order_from((dealer + 1) % t.n, act)[0]
    piles = {s: [] for s in act}
    tricks = {s: 0 for s in act}
    jplan = o.get("joker_plan", "free")
    jtrick = rng.randint(2, 21)
    king_hold = o.get("king_hold", 0.8)
    rv = o.get("revoke")
    revoked = False
    last = None
    for tn in range(1, 26):
        seq = t.order_from(lead, act)
        holder = next((s for s in act if "JOKER" in d.hands[s]), None)
        demanded = False
        if tn == 23 and jplan in ("demand", "withheld_fault") and holder is not None:
            caller = next(s for s in seq if s != holder)
            facts["call_event"] = d.ev({"type": "call", "seat": caller, "call": "joker"})
            demanded = True
        trick = []
        led = None
        for pos, s in enumerate(seq):
            h = d.hands[s]
            must = demanded and s == holder and jplan == "demand"
            L = legal(h, led, tn, must)
            if demanded and s == holder and jplan == "withheld_fault":
                L = [c for c in L if c != "JOKER"] or L
                if L == ["JOKER"]:
                    raise Reject("withheld impossible")
                facts["fault_event_pending"] = True
            c = None
            # revoke plant
            if rv and not revoked and tn >= rv.get("trick", 1) and led is not None and led != "T":
                f = [x for x in h if suit(x) == led]
                nf = [x for x in h if x != "JOKER" and suit(x) != led and not is_king(x) and x != "T1"]
                if f and nf:
                    tr = [x for x in nf if suit(x) == "T"]
                    c = (tr or nf)[0]
                    revoked = True
                    facts["revoke"] = (tn, s, c, led, f)
            if c is None:
                jok_ok = "JOKER" in L
                if jok_ok:
                    if jplan == "free":
                        want = pos > 0 and (tn >= jtrick) and tn <= 23
                    elif jplan == "demand":
                        want = must
                    elif jplan == "last":
                        want = tn == 25
                    elif jplan == "second_last_fault":
                        want = tn == 24 and pos > 0
                    else:
                        want = False
                    if tn == 25:
                        want = True
                    if jplan == "second_last_fault" and tn == 24 and pos > 0:
                        L = L + ["JOKER"] if "JOKER" not in L else L
                    if want:
                        c = "JOKER"
                if jplan == "second_last_fault" and tn == 24 and pos > 0 and "JOKER" in h:
                    c = "JOKER"
                if c is None:
                    L2 = [x for x in L if x != "JOKER"] or L
                    if tn < 25 and rng.random() < king_hold:
                        keep = [x for x in L2 if not (is_king(x) or x == "T1")]
                        if keep:
                            L2 = keep
                    c = rng.choice(L2)
            if c == "JOKER" and pos == 0:
                raise Reject("joker lead")
            h.remove(c)
            e = {"type": "play", "seat": s, "card": c}
            idx = d.ev(e)
            if c == "JOKER":
                facts.setdefault("joker", (tn, s, idx))
                if tn == 24:
                    facts["joker_second_last"] = idx
            if demanded and s == holder and jplan == "withheld_fault":
                facts["withheld_event"] = idx
            if facts.get("revoke") and facts["revoke"][0] == tn and facts["revoke"][1] == s and "revoke_event" not in facts:
                facts["revoke_event"] = idx
            if pos == 0:
                led = suit(c)
            trick.append((s, c))
            if jplan == "second_last_fault" and tn == 24 and c == "JOKER":
                for pool in ("pagat_pool", "king_pool"):
                    d.pay(s, pool, FINE[o.get("fault_class", "irreparable")], "penalty")
                d.void = True
                d.facts = facts
                return d
            if jplan == "withheld_fault" and demanded and s == holder:
                for pool in ("pagat_pool", "king_pool"):
                    d.pay(s, pool, FINE[o.get("fault_class", "irreparable")], "penalty")
                d.void = True
                d.facts = facts
                return d
            if rv and facts.get("revoke_event") == idx and rv["class"] == "irreparable":
                for pool in ("pagat_pool", "king_pool"):
                    d.pay(s, pool, 40, "penalty")
                d.void = True
                d.facts = facts
                return d
        best_s, best_c = trick[0]
        for s, c in trick[1:]:
            if beats(c, best_c, led):
                best_s, best_c = s, c
        w = best_s
        tricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and tn < 25:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if tn < 25:
            for s, c in trick:
                if (is_king(c) or c == "T1") and s != w:
                    rs = "king_lost" if is_king(c) else "pagat_lost"
                    pool = "king_pool" if is_king(c) else "pagat_pool"
                    for x in others(s):
                        d.pay(s, x, 5, rs)
                    d.pay(s, pool, 5, rs)
                if c == "T1" and s == w:
                    for x in others(s):
                        d.pay(x, s, 5, "pagat_trick")
            if rv and facts.get("revoke") and facts["revoke"][0] == tn and "revoke_fine_done" not in facts:
                facts["revoke_fine_done"] = True
                fs = facts["revoke"][1]
                for pool in ("pagat_pool", "king_pool"):
                    d.pay(fs, pool, FINE[rv["class"]], "penalty")
        else:
            last = (trick, w, best_c)
        lead = w
    assert all(len(d.hands[s]) == 0 for s in act)
    # settlement after the last trick
    trick, w, wc = last
    facts["tricks"] = dict(tricks)
    tout = next((s for s in act if tricks[s] == 25), None)
    nolo = None if tout is not None else next((s for s in act if tricks[s] == 0), None)
    k0 = t.pools["king_pool"]
    p0 = t.pools["pagat_pool"]
    refill = set()
    prz = [(s, c) for s, c in trick if s != w and (is_king(c) or c == "T1")]
    kprz = [s for s, c in prz if is_king(c)]
    pprz = [s for s, c in prz if c == "T1"]
    if tout is not None:
        for x in others(tout):
            d.pay(x, tout, 85, "tout")
        d.pay("pagat_pool", tout, p0, "tout")
        d.pay("king_pool", tout, k0, "tout")
        if not pprz:
            refill.add("pagat_pool")
        if not kprz:
            refill.add("king_pool")
        facts["tout"] = tout
    if nolo is not None:
        for x in others(nolo):
            d.pay(x, nolo, 25, "nolo")
        facts["nolo"] = nolo
    ult = None
    if tout is None and nolo is None:
        if wc == "T1":
            ult = "pagat"
            for x in others(w):
                d.pay(x, w, 45, "pagat_ultimo")
            d.pay("pagat_pool", w, p0, "pagat_ultimo")
            refill.add("pagat_pool")
        elif is_king(wc):
            ult = "king"
            for x in others(w):
                d.pay(x, w, 40, "king_ultimo")
            d.pay("king_pool", w, k0, "king_ultimo")
            if not kprz:
                refill.add("king_pool")
    facts["ultimo"] = ult
    for s in pprz:
        for x in others(s):
            d.pay(s, x, 45, "pagat_przydupek")
        d.pay(s, "pagat_pool", p0, "pagat_przydupek")
    for s in kprz:
        for x in others(s):
            d.pay(s, x, 40, "king_przydupek")
        d.pay(s, "king_pool", k0, "king_przydupek")
    facts["przydupek"] = prz
    if tout is None and nolo is None and not prz and ult is None:
        for x in others(w):
            d.pay(x, w, 20, "last_trick")
    for pool in ("pagat_pool", "king_pool"):
        if pool in refill:
            assert t.pools[pool] == 0
            for s in o.get("refill_payers", range(t.n)):
                d.pay(s, pool, 20, "refill")
    facts["refill"] = sorted(refill)
    # failed tout fine
    if o.get("tout") and tout != dealer:
        fc = o.get("failed_tout_class", "large")
        for pool in ("pagat_pool", "king_pool"):
            d.pay(dealer, pool, FINE[fc], "penalty")
        facts["failed_tout"] = True
    # card points
    pts = {}
    for s in act:
        pts[s] = sum(honour(c) for c in piles[s]) + tricks[s]
    pts[dealer] += 1 + sum(honour(c) for c in d.skat)
    assert sum(pts.values()) == 78, pts
    facts["card_points"] = dict(pts)
    nd = (dealer + 1) % t.n
    if nolo is None:
        for s in act:
            if s == nd:
                continue
            diff = pts[s] - 26
            amt = 5 * ((abs(diff) + 2) // 5)
            if diff < 0:
                d.pay(s, nd, amt, "card_points")
            elif diff > 0:
                d.pay(nd, s, amt, "card_points")
    facts["last_trick"] = [(s, c) for s, c in trick]
    facts["last_winner"] = w
    d.facts = facts
    return d


def session_end(t: Table, d: Deal):
    for pool in ("pagat_pool", "king_pool"):
        amt = t.pools[pool]
        assert amt % (5 * t.n) == 0, (pool, amt)
        for s in range(t.n):
            d.pay(pool, s, amt // t.n, "session_end")
