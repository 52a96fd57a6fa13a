"""Blind generator for the midway2 audit round (Danish Tarok §15/§17, Galician Tarok §27).

Written from the Polish sources only.  Each builder returns a transcript and a list of notes
(the expectations) that EXPECTED.md is written from.  Run: python _gen.py
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent

# ---------------------------------------------------------------- Danish Tarok
SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DK_DECK = [r + s for s in SUITS for r in RED_ORDER] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]


def suit_of(c):
    if c == "JOKER":
        return "J"
    if c.startswith("T") and c[1:].isdigit():
        return "T"
    return c[-1]


def dk_rank(c):
    """Higher is stronger, within its suit."""
    if suit_of(c) == "T":
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 100 - order.index(r)


def dk_value(c):
    if c in ("T1", "T21", "JOKER") or (suit_of(c) in SUITS and c[:-1] == "K"):
        return 4
    if suit_of(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)
    return 0


def is_king(c):
    return suit_of(c) in SUITS and c[:-1] == "K"


def trick_winner(cards, seats):
    """cards in play order; Danish: highest trump, else highest of the led suit. Joker never wins."""
    led = suit_of(cards[0])
    best = None
    for c, s in zip(cards, seats):
        if c == "JOKER":
            continue
        k = (2, dk_rank(c)) if suit_of(c) == "T" else ((1, dk_rank(c)) if suit_of(c) == led else (0, 0))
        if best is None or k > best[0]:
            best = (k, s)
    return best[1]


def legal_dk(hand, led):
    """Legal non-Joker cards (our Joker holder keeps it to the last trick)."""
    cards = [c for c in hand if c != "JOKER"]
    if led is None:
        return cards
    f = [c for c in cards if suit_of(c) == led]
    if f:
        return f
    t = [c for c in cards if suit_of(c) == "T"]
    if t:
        return t
    return cards


def declarations(hand):
    items, pay = [], []
    joker = "JOKER" in hand
    nt = sum(1 for c in hand if suit_of(c) == "T") + (1 if joker else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hand})
        pay.append(10 + 5 * (nt - 10))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        while f"T{23 - m}" in hand:  # T20 for 4, T19 for 5 ...
            m += 1
        items.append({"kind": "matadors", "count": m})
        pay.append(10 + 5 * (m - 3))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            pay.append(15 if joker else 10)
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pay.append(5)
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        pay.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in kings][0]})
        pay.append(5)
    return items, pay


def card_pts_pay(p):
    return 5 * round((p - 26) / 5)


class DanishSession:
    def __init__(self, n, start_pools=None, fresh=False):
        self.n = n
        # None = unknown to a checker (we still track our own "true" figure for the record)
        self.pools = dict(start_pools) if start_pools else None
        self.fresh = fresh
        self.net = [0] * n
        self.pool_in = {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.notes = []

    def pay(self, ev, frm, to, amt, reason):
        e = {"type": "payment", "from": frm, "to": to, "amount": amt}
        if reason:
            e["reason"] = reason
        ev.append(e)
        for p, sgn in ((frm, -1), (to, 1)):
            if isinstance(p, int):
                self.net[p] += sgn * amt
            else:
                self.pool_in[p] += sgn * amt
                if self.pools is not None:
                    self.pools[p] += sgn * amt


def dk_active(n, dealer):
    if n == 3:
        return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    return [dealer, (dealer + 1) % 4, (dealer + 3) % 4]  # dealer+2 sits out


def dk_deal(rng, n, dealer, fixed=None):
    act = dk_active(n, dealer)
    deck = DK_DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    if fixed:  # fixed: seat -> list of cards
        for s, cs in fixed.items():
            for c in cs:
                deck.remove(c)
            hands[s] = list(cs)
    for s in act:
        need = (28 if s == dealer else 25) - len(hands[s])
        hands[s] += deck[:need]
        deck = deck[need:]
    assert not deck
    return hands


def dk_play(rng, hands, n, dealer, keep=("T1", "KH", "KD", "KS", "KC")):
    """Random legal play; players keep Pagat and kings as long as they can."""
    act = dk_active(n, dealer)
    order = [act[1], act[2], act[0]] if n == 3 else [act[1], act[2], act[0]]
    # order of play among active seats starting after the dealer
    if n == 3:
        order = [(dealer + 1) % 3, (dealer + 2) % 3, dealer]
    else:
        order = [(dealer + 1) % 4, (dealer + 3) % 4, dealer]
    h = {s: list(hands[s]) for s in act}
    leader = order[0]
    tricks = []
    for t in range(25):
        i = order.index(leader)
        seq = [order[(i + k) % 3] for k in range(3)]
        cards = []
        for j, s in enumerate(seq):
            if t == 24:
                c = h[s][0]
            else:
                if "JOKER" in h[s] and len(h[s]) == 1:
                    return None
                led = suit_of(cards[0]) if cards else None
                leg = legal_dk(h[s], led)
                if not leg:
                    return None
                pref = [c for c in leg if c not in keep]
                c = rng.choice(pref if pref else leg)
            if t == 24 and c == "JOKER" and j == 0:
                return None  # Joker would be led in the last trick: avoid naming
            h[s].remove(c)
            cards.append(c)
        w = trick_winner(cards, seq)
        tricks.append((seq, cards, w))
        leader = w
    return tricks


def dk_settle(S, dealer, hands, skat, tricks, ev, next_dealer, plant=None):
    """Append trick-time payments, last-trick settlement and card points to ev.
    Returns a description dict."""
    n = S.n
    act = dk_active(n, dealer)
    desc = {}
    plays = []
    for ti, (seq, cards, w) in enumerate(tricks):
        for s, c in zip(seq, cards):
            ev.append({"type": "play", "seat": s, "card": c})
        if ti == 24:
            break
        for s, c in zip(seq, cards):
            others = [o for o in act if o != s]
            if is_king(c) and s != w:
                for o in others:
                    S.pay(ev, s, o, 5, "king_lost")
                S.pay(ev, s, "king_pool", 5, "king_lost")
            if c == "T1" and s != w:
                for o in others:
                    S.pay(ev, s, o, 5, "pagat_lost")
                S.pay(ev, s, "pagat_pool", 5, "pagat_lost")
            if c == "T1" and s == w:
                for o in others:
                    S.pay(ev, o, s, 5, "pagat_trick")
    # last trick
    seq, cards, w = tricks[24]
    ntr = {s: 0 for s in act}
    for _, _, ww in tricks:
        ntr[ww] += 1
    tout = [s for s in act if ntr[s] == 25]
    nolo = [s for s in act if ntr[s] == 0] if not tout else []
    wc = cards[seq.index(w)]
    kprz = [s for s, c in zip(seq, cards) if is_king(c) and s != w]
    pprz = [s for s, c in zip(seq, cards) if c == "T1" and s != w]
    kpool0 = S.pools["king_pool"] if S.pools else None
    ppool0 = S.pools["pagat_pool"] if S.pools else None
    refill = []
    if tout:
        T = tout[0]
        for o in act:
            if o != T:
                S.pay(ev, o, T, 85, "tout")
        desc["tout_take"] = (S.true_pools["pagat_pool"] + S.pool_in["pagat_pool"], S.true_pools["king_pool"] + S.pool_in["king_pool"])
        pp, kp = desc["tout_take"]
        S.pay(ev, "pagat_pool", T, pp, "tout")
        S.pay(ev, "king_pool", T, kp, "tout")
        if not pprz:
            refill.append("pagat_pool")
        if not kprz:
            refill.append("king_pool")
    elif nolo:
        for z in nolo:
            for o in act:
                if o != z:
                    S.pay(ev, o, z, 25, "nolo")
    else:
        if wc == "T1":
            for o in act:
                if o != w:
                    S.pay(ev, o, w, 45, "pagat_ultimo")
            take = S.true_pools["pagat_pool"] + S.pool_in["pagat_pool"]
            if plant == "wrong_take":
                take_rec = take - 5
                desc["pagat_take_true"] = take
                desc["pagat_take_recorded"] = take_rec
                S.pay(ev, "pagat_pool", w, take_rec, "pagat_ultimo")
                S.pool_in["pagat_pool"] -= take - take_rec  # our "true" tracking: pool really emptied
            else:
                desc["pagat_take"] = take
                S.pay(ev, "pagat_pool", w, take, "pagat_ultimo")
            refill.append("pagat_pool")
        elif is_king(wc):
            for o in act:
                if o != w:
                    S.pay(ev, o, w, 40, "king_ultimo")
            take = S.true_pools["king_pool"] + S.pool_in["king_pool"]
            desc["king_take"] = take
            S.pay(ev, "king_pool", w, take, "king_ultimo")
            if not kprz:
                refill.append("king_pool")
        elif not kprz and not pprz:
            for o in act:
                if o != w:
                    S.pay(ev, o, w, 20, "last_trick")
    # przydupki: pay what was in the pool before the last-trick settlement
    kbefore = S.true_pools["king_pool"] + S.pool_in_before_last["king_pool"]
    pbefore = S.true_pools["pagat_pool"] + S.pool_in_before_last["pagat_pool"]
    for s in pprz:
        for o in act:
            if o != s:
                S.pay(ev, s, o, 45, "pagat_przydupek")
        desc["pagat_przydupek_into_pool"] = pbefore
        S.pay(ev, s, "pagat_pool", pbefore, "pagat_przydupek")
    for s in kprz:
        for o in act:
            if o != s:
                S.pay(ev, s, o, 40, "king_przydupek")
        desc["king_przydupek_into_pool"] = kbefore
        S.pay(ev, s, "king_pool", kbefore, "king_przydupek")
    for p in refill:
        for s in range(n):  # the fourth player pays refills too (§15, §17)
            S.pay(ev, s, p, 20, "refill")
    desc["refill"] = refill
    # card points
    pts = {s: 0 for s in act}
    pts[dealer] += 1  # skat
    for seq_, cards_, ww in tricks:
        pts[ww] += 1 + sum(dk_value(c) for c in cards_)
    assert sum(pts.values()) == 78, pts
    desc["tricks"] = ntr
    desc["card_points"] = pts
    desc["last"] = (w, wc, kprz, pprz, tout, nolo)
    if not nolo:
        for s in act:
            if s == next_dealer:
                continue
            a = card_pts_pay(pts[s])
            if a > 0:
                S.pay(ev, next_dealer, s, a, "card_points")
            elif a < 0:
                S.pay(ev, s, next_dealer, -a, "card_points")
    return desc


def dk_run_deal(S, rng_seed, dealer, want, fixed=None, plant=None, join=None, first=False):
    """Search seeds until the deal's last trick matches want(desc-like tuple)."""
    n = S.n
    seed = rng_seed
    while True:
        rng = random.Random(seed)
        hands = dk_deal(rng, n, dealer, fixed)
        dh = hands[dealer]
        # skat: three lowest pip cards, never a court, trump, Joker
        pips = sorted([c for c in dh if suit_of(c) in SUITS and c[:-1] not in "KQNJ"], key=dk_rank)
        skat = pips[:3]
        after = [c for c in dh if c not in skat]
        tricks = dk_play(rng, [after if s == dealer else hands[s] for s in range(n)], n, dealer)
        if tricks is not None and want(tricks, hands, dealer):
            break
        seed += 1
    return seed, hands, skat, tricks


def dk_emit_deal(S, seed, hands, skat, tricks, dealer, next_dealer, plant=None, join=None, first=False):
    n = S.n
    act = dk_active(n, dealer)
    ev = []
    if first and S.fresh:
        for p in ("pagat_pool", "king_pool"):
            for s in range(n):
                S.pay(ev, s, p, 20, "foundation")
    if join is not None:
        seat, (pj, kj) = join
        S.pay(ev, seat, "pagat_pool", pj, None)
        S.pay(ev, seat, "king_pool", kj, None)
    fee = 5
    S.pay(ev, dealer, "pagat_pool", fee, "deal_fee")
    if plant == "wrong_fee":
        S.pay(ev, dealer, "king_pool", 10, "deal_fee")
        S.plant_event = len(ev) - 1
    else:
        S.pay(ev, dealer, "king_pool", fee, "deal_fee")
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    decl = {}
    for s in act:
        h = [c for c in hands[s] if c not in skat] if s == dealer else hands[s]
        items, pay = declarations(h)
        decl[s] = (items, pay)
        ev.append({"type": "declare", "seat": s, "items": items})
        for a in pay:
            for o in act:
                if o != s:
                    S.pay(ev, o, s, a, "declaration")
    S.pool_in_before_last = None
    # we need the pool content just before the last trick; compute by a dry pass
    return ev, decl


def dk_full_deal(S, seed0, dealer, next_dealer, want, plant=None, join=None, first=False, fixed=None):
    seed, hands, skat, tricks = dk_run_deal(S, seed0, dealer, want, fixed=fixed)
    ev, decl = dk_emit_deal(S, seed, hands, skat, tricks, dealer, next_dealer, plant, join, first)
    # pool content before the last trick = now + trick-time pool payments of tricks 0..23
    extra = {"pagat_pool": 0, "king_pool": 0}
    act = dk_active(S.n, dealer)
    for seq, cards, w in tricks[:24]:
        for s, c in zip(seq, cards):
            if is_king(c) and s != w:
                extra["king_pool"] += 5
            if c == "T1" and s != w:
                extra["pagat_pool"] += 5
    S.pool_in_before_last = {p: S.pool_in[p] + extra[p] for p in extra}
    desc = dk_settle(S, dealer, hands, skat, tricks, ev, next_dealer, plant=plant)
    desc["seed"] = seed
    desc["decl"] = decl
    deal = {"dealer": dealer, "hands": hands, "events": ev}
    S.deals.append(deal)
    return deal, desc


def last_is(kind, seat=None):
    def f(tricks, hands, dealer):
        seq, cards, w = tricks[24]
        wc = cards[seq.index(w)]
        ntr = {}
        for _, _, ww in tricks:
            ntr[ww] = ntr.get(ww, 0) + 1
        if len(ntr) < 3:
            return False  # a nolo: not wanted here
        kprz = any(is_king(c) and s != w for s, c in zip(seq, cards))
        pprz = any(c == "T1" and s != w for s, c in zip(seq, cards))
        if kind == "plain":
            return not is_king(wc) and wc != "T1" and not kprz and not pprz
        if kind == "king_ultimo":
            return is_king(wc) and not kprz and not pprz
        if kind == "pagat_ultimo":
            return wc == "T1" and not kprz
        if kind == "king_przydupek":
            return kprz and not is_king(wc) and wc != "T1" and not pprz and sum(is_king(c) for c in cards) == 1
        return False

    return f


def transcript(game, players, deals, start=None, meta=None, rules=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules:
        t["rules"] = rules
    t["players"] = players
    if start is not None:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


def pool_summary(S):
    return {p: S.true_pools[p] + S.pool_in[p] for p in S.pool_in}


def dk_session(name, n, start, true_pools, fresh, plan, share_out=False, sheet=False, meta=""):
    """plan: list of (dealer, kind, plant, join)."""
    S = DanishSession(n, start.get("pools") if start else None, fresh)
    S.true_pools = dict(true_pools)
    descs = []
    for i, (dealer, kind, plant, join) in enumerate(plan):
        nd = (dealer + 1) % n
        deal, desc = dk_full_deal(S, 1000 * (i + 1) + len(name) * 7, dealer, nd, last_is(kind), plant=plant, join=join, first=(i == 0))
        desc["net_after"] = list(S.net)
        desc["pools_after"] = pool_summary(S)
        if plant == "wrong_fee":
            desc["plant_event"] = S.plant_event
        descs.append(desc)
    if share_out:
        ev = S.deals[-1]["events"]
        for p in ("pagat_pool", "king_pool"):
            c = S.true_pools[p] + S.pool_in[p]
            for s in range(n):
                S.pay(ev, p, s, round(c / n, 6), "session_end")
        descs[-1]["share_out"] = True
        descs[-1]["net_after"] = list(S.net)
    return S, descs


def to_sheet(t, start_totals, pool_totals_at=None, wrong_total=None):
    """Replace every payment by per-deal score lines (net chips per seat and per pool) and totals."""
    n = len(t["players"])
    tot = list(start_totals)
    ptot = {}
    for di, d in enumerate(t["deals"]):
        net = [0] * n
        pnet = {"pagat_pool": 0, "king_pool": 0}
        keep = []
        for e in d["events"]:
            if e["type"] != "payment":
                keep.append(e)
                continue
            for p, sg in ((e["from"], -1), (e["to"], 1)):
                if isinstance(p, int):
                    net[p] += sg * e["amount"]
                else:
                    pnet[p] += sg * e["amount"]
        for s in range(n):
            keep.append({"type": "score", "party": s, "points": net[s]})
        for p in pnet:
            keep.append({"type": "score", "party": p, "points": pnet[p]})
        for s in range(n):
            tot[s] += net[s]
            pts = tot[s]
            if wrong_total == (di, s):
                pts = tot[s] + 10
                wt_idx = len(keep)
            keep.append({"type": "total", "party": s, "points": pts})
        if pool_totals_at is not None and di >= pool_totals_at[0]:
            for p in pnet:
                ptot.setdefault(p, pool_totals_at[1][p])
                if di > pool_totals_at[0]:
                    ptot[p] += pnet[p]
                keep.append({"type": "total", "party": p, "points": ptot[p]})
        d["events"] = keep
        if wrong_total and wrong_total[0] == di:
            d["_wt_idx"] = wt_idx
    return t


# ---------------------------------------------------------------- Galician Tarok
GT_DECK = [r + s for s in "HD" for r in ["K", "Q", "N", "J", "1"]] + [r + s for s in "SC" for r in ["K", "Q", "N", "J", "10"]] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def g_suit(c):
    if c == "SKIZ" or (c.startswith("T") and c[1:].isdigit()):
        return "T"
    return c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if g_suit(c) == "T":
        return int(c[1:])
    return 10 - ["K", "Q", "N", "J", "1", "10"].index(c[:-1])


def g_val(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if g_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def g_winner(cards, seats):
    led = g_suit(cards[0])
    best = None
    for c, s in zip(cards, seats):
        k = (2, g_rank(c)) if g_suit(c) == "T" else ((1, g_rank(c)) if g_suit(c) == led else (0, 0))
        if best is None or k > best[0]:
            best = (k, s)
    return best[1]


def g_legal(hand, led):
    if led is None:
        return hand
    f = [c for c in hand if g_suit(c) == led]
    if f:
        return f
    t = [c for c in hand if g_suit(c) == "T"]
    return t or hand


def g_deal_play(rng, dealer, ultimo):
    deck = GT_DECK[:]
    rng.shuffle(deck)
    talon, rest = deck[:6], deck[6:]
    hands = [rest[0:12], rest[12:24], rest[24:36]]
    fh = (dealer + 1) % 3
    decl = fh
    take = talon[:3]
    h = hands[decl] + take
    if ultimo and "T1" not in h:
        return None
    disc = sorted([c for c in h if g_suit(c) != "T" and c[:-1] != "K"], key=g_val)[:3]
    if len(disc) < 3:
        return None
    play_h = {s: list(hands[s]) for s in range(3)}
    play_h[decl] = [c for c in h if c not in disc]
    order = [fh, (fh + 1) % 3, (fh + 2) % 3]
    leader = fh
    tricks = []
    for t in range(12):
        i = order.index(leader)
        seq = [order[(i + k) % 3] for k in range(3)]
        cards = []
        for s in seq:
            leg = g_legal(play_h[s], g_suit(cards[0]) if cards else None)
            pref = [c for c in leg if c != "T1"]
            if s == decl and ultimo and t < 11 and not pref:
                return None  # pagat driven out: keep such seeds away
            c = rng.choice(pref if pref else leg)
            play_h[s].remove(c)
            cards.append(c)
        w = g_winner(cards, seq)
        tricks.append((seq, cards, w))
        leader = w
    return hands, talon, take, disc, decl, tricks


def g_points(tricks, decl, disc, talon_rest):
    d = sum(g_val(c) for c in disc) - 2
    o = sum(g_val(c) for c in talon_rest) - 2
    for seq, cards, w in tricks:
        v = sum(g_val(c) for c in cards) - 2
        if w == decl:
            d += v
        else:
            o += v
    assert d + o == 66
    return d


def g_find(seed, dealer, cond, ultimo):
    while True:
        rng = random.Random(seed)
        r = g_deal_play(rng, dealer, ultimo)
        if r:
            hands, talon, take, disc, decl, tricks = r
            pts = g_points(tricks, decl, disc, talon[3:])
            # who collected trull / four kings (side piles)
            dpile = list(disc) + [c for seq, cs, w in tricks if w == decl for c in cs]
            opile = [c for c in GT_DECK if c not in dpile]
            bad = False
            for pile in (dpile, opile):
                if all(c in pile for c in ("T1", "T21", "SKIZ")):
                    bad = True
                if all("K" + s in pile for s in "HDSC"):
                    bad = True
            seq, cs, w = tricks[-1]
            pagat_last = "T1" in cs
            pagat_by = seq[cs.index("T1")] if pagat_last else None
            if not bad and pts != 33 and cond(pts, pagat_last, pagat_by, w, decl):
                return seed, hands, talon, take, disc, decl, tricks, pts
        seed += 1


def g_emit(dealer, hands, talon, take, disc, decl, tricks, ultimo):
    ev = []
    fh = (dealer + 1) % 3
    ev.append({"type": "bid", "seat": fh, "bid": "three"})
    ev.append({"type": "bid", "seat": (fh + 1) % 3, "bid": "pass"})
    ev.append({"type": "bid", "seat": (fh + 2) % 3, "bid": "pass"})
    ev.append({"type": "take", "seat": decl, "cards": take})
    ev.append({"type": "discard", "seat": decl, "cards": disc})
    for s in [decl, (decl + 1) % 3, (decl + 2) % 3]:
        ev.append({"type": "announce", "seat": s, "items": [{"kind": "pagat_ultimo"}] if (ultimo and s == decl) else []})
    for seq, cards, w in tricks:
        for s, c in zip(seq, cards):
            ev.append({"type": "play", "seat": s, "card": c})
    return ev


def g_value(pts):
    return (pts - 33) * 3 + 30 if pts > 33 else (33 - pts) * 3 + 30


def main():
    notes = {}

    def dump(name, t):
        for d in t["deals"]:
            d.pop("_wt_idx", None)
        (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

    P3 = ["Ania", "Bogdan", "Cezary"]
    # ---- D1: totals, no pools; king ultimo in the first deal takes an unknown pool; clean
    start = {"totals": [45, -40, -130]}
    S, ds = dk_session("dk1", 3, start, {"pagat_pool": 40, "king_pool": 85}, False,
                       [(1, "king_ultimo", None, None), (2, "plain", None, None), (0, "plain", None, None)])
    dump("dk-nopools-king-ultimo-first.json", transcript("danish-tarok", P3, S.deals, start, {"description": "Mid-session (totals, no pools); King ultimo in deal 0 takes the king pool, refilled."}))
    notes["dk-nopools-king-ultimo-first.json"] = ds
    # ---- D2: totals, no pools; przydupek doubles an unknown king pool in deal 0; deal 1 wrong deal fee
    start = {"totals": [-30, 75, -110]}
    S, ds = dk_session("dk2", 3, start, {"pagat_pool": 35, "king_pool": 30}, False,
                       [(0, "king_przydupek", None, None), (1, "plain", "wrong_fee", None)])
    dump("dk-nopools-przydupek-wrong-fee.json", transcript("danish-tarok", P3, S.deals, start, {"description": "Mid-session (totals, no pools); king przydupek in deal 0 doubles an unknown pool; deal 1 the dealer pays 10 to the king pool."}))
    notes["dk-nopools-przydupek-wrong-fee.json"] = ds
    # ---- D3: totals all 0, no pools: a fresh session, foundations; pagat ultimo later; share-out
    start = {"totals": [0, 0, 0]}
    S, ds = dk_session("dk3", 3, start, {"pagat_pool": 0, "king_pool": 0}, True,
                       [(2, "plain", None, None), (0, "pagat_ultimo", None, None), (1, "plain", None, None)], share_out=True)
    dump("dk-zero-fresh-shareout.json", transcript("danish-tarok", P3, S.deals, start, {"description": "Totals all 0, no pools: a fresh session with foundations; Pagat ultimo in deal 1; the pools shared out after the last deal."}))
    notes["dk-zero-fresh-shareout.json"] = ds
    # ---- D4: pools and totals; pagat ultimo in deal 1 takes the known pool, recorded 5 short
    start = {"totals": [60, -20, -235], "pools": {"pagat_pool": 60, "king_pool": 135}}
    S, ds = dk_session("dk4", 3, start, start["pools"], False,
                       [(0, "plain", None, None), (1, "pagat_ultimo", "wrong_take", None)])
    dump("dk-pools-pagat-ultimo-wrong-take.json", transcript("danish-tarok", P3, S.deals, start, {"description": "Mid-session with pools; Pagat ultimo in deal 1 takes the pagat pool, recorded 5 short."}))
    notes["dk-pools-pagat-ultimo-wrong-take.json"] = ds
    # ---- D5: pools and totals; king przydupek doubles a known pool; share-out; clean
    start = {"totals": [-15, 40, -220], "pools": {"pagat_pool": 60, "king_pool": 135}}
    S, ds = dk_session("dk5", 3, start, start["pools"], False,
                       [(2, "plain", None, None), (0, "king_przydupek", None, None)], share_out=True)
    dump("dk-pools-przydupek-shareout.json", transcript("danish-tarok", P3, S.deals, start, {"description": "Mid-session with pools; a king przydupek doubles the king pool in deal 1; the pools shared out at the end."}))
    notes["dk-pools-przydupek-shareout.json"] = ds
    # ---- D6: totals, no pools, Tout in the first deal (takes both unknown pools; refills)
    start = {"totals": [30, 80, -245]}
    tout_hand = [f"T{i}" for i in range(1, 22)] + ["KH", "KD", "KS", "KC"]
    S, ds = dk_session("dk6", 3, start, {"pagat_pool": 55, "king_pool": 80}, False, [])
    # build deal 0 by hand: seat 1 (forehand, dealer 0) holds all trumps and kings
    S.deals = []
    seed = 7
    while True:
        rng = random.Random(seed)
        hands = dk_deal(rng, 3, 0, {1: tout_hand})
        dh = hands[0]
        pips = sorted([c for c in dh if suit_of(c) in SUITS and c[:-1] not in "KQNJ"], key=dk_rank)
        skat = pips[:3]
        # seat 1 leads T21..T2, then kings, then T1 last? T1 must win its trick: lead it while others are void in trumps
        lead_order = [f"T{i}" for i in range(21, 1, -1)] + ["KH", "KD", "KS", "KC", "T1"]
        h = {0: [c for c in dh if c not in skat], 2: list(hands[2])}
        tricks = []
        ok = True
        for t, lc in enumerate(lead_order):
            seq = [1, 2, 0]
            cards = [lc]
            for s in (2, 0):
                led = suit_of(lc)
                if t == 24:
                    c = h[s][0]
                else:
                    leg = legal_dk(h[s], led)
                    if not leg:
                        ok = False
                        break
                    c = rng.choice(leg)
                h[s].remove(c)
                cards.append(c)
            if not ok:
                break
            tricks.append((seq, cards, 1))
        if ok and all(trick_winner(c, s) == 1 for s, c, _ in tricks):
            break
        seed += 1
    ev, decl = dk_emit_deal(S, seed, hands, skat, tricks, 0, 1, first=True)
    S.pool_in_before_last = dict(S.pool_in)  # nothing goes in during play (no king or pagat lost)
    desc = dk_settle(S, 0, hands, skat, tricks, ev, 1)
    desc["decl"] = decl
    desc["net_after"] = list(S.net)
    desc["pools_after"] = pool_summary(S)
    S.deals.append({"dealer": 0, "hands": hands, "events": ev})
    ds = [desc]
    deal, desc = dk_full_deal(S, 6100, 1, 2, last_is("plain"))
    desc["net_after"] = list(S.net)
    desc["pools_after"] = pool_summary(S)
    ds.append(desc)
    dump("dk-nopools-tout-first.json", transcript("danish-tarok", P3, S.deals, start, {"description": "Mid-session (totals, no pools); Tout in deal 0 takes both pools, which are refilled."}))
    notes["dk-nopools-tout-first.json"] = ds
    # ---- D7: four players, pools known; the fourth joins paying a third of each pool; share-out
    P4 = ["Ania", "Bogdan", "Cezary", "Dorota"]
    start = {"totals": [70, -95, -170, 0], "pools": {"pagat_pool": 60, "king_pool": 135}}
    S, ds = dk_session("dk7", 4, start, start["pools"], False,
                       [(0, "plain", None, (3, (20, 45))), (1, "plain", None, None)], share_out=False)
    ev = S.deals[-1]["events"]
    c = pool_summary(S)
    ds[-1]["pools_before_share"] = dict(c)
    for p in ("pagat_pool", "king_pool"):
        for s in range(4):
            S.pay(ev, p, s, round(c[p] / 4, 6), "session_end")
    ds[-1]["net_after"] = list(S.net)
    dump("dk-fourth-joins-shareout.json", transcript("danish-tarok", P4, S.deals, start, {"description": "Mid-session with pools; Dorota joins in deal 0 paying a third of each pool (§17) and sits out deal 1; the pools shared among four at the end."}))
    notes["dk-fourth-joins-shareout.json"] = ds
    # ---- D8: score sheet only, totals, no pools; pool totals written in deal 0; king ultimo deal 2; wrong seat total in deal 1
    start = {"totals": [100, -25, -190]}
    S, ds = dk_session("dk8", 3, start, {"pagat_pool": 45, "king_pool": 70}, False,
                       [(0, "plain", None, None), (1, "plain", None, None), (2, "king_ultimo", None, None)])
    t = transcript("danish-tarok", P3, S.deals, start, {"description": "Score sheet only, mid-session without pools; the sheet writes the pools' totals from deal 0; a wrong total for seat 1 in deal 1; King ultimo in deal 2."})
    after0 = ds[0]["pools_after"]
    to_sheet(t, start["totals"], pool_totals_at=(0, after0), wrong_total=(1, 1))
    wt = t["deals"][1]["_wt_idx"]
    ds[1]["wrong_total_event"] = wt
    dump("dk-sheet-nopools-wrong-total.json", t)
    notes["dk-sheet-nopools-wrong-total.json"] = ds
    # ---- D9: score sheet only, totals and pools; clean; pagat ultimo deal 0
    start = {"totals": [-40, 15, -100], "pools": {"pagat_pool": 65, "king_pool": 60}}
    S, ds = dk_session("dk9", 3, start, start["pools"], False,
                       [(1, "pagat_ultimo", None, None), (2, "plain", None, None)])
    t = transcript("danish-tarok", P3, S.deals, start, {"description": "Score sheet only, mid-session with pools; Pagat ultimo in deal 0 takes the known pool."})
    to_sheet(t, start["totals"], pool_totals_at=(0, ds[0]["pools_after"]))
    dump("dk-sheet-pools-pagat-ultimo.json", t)
    notes["dk-sheet-pools-pagat-ultimo.json"] = ds

    # ---------------- Galician
    gnotes = {}

    def g_session(name, start_pool_true, fresh, plan, known):
        """plan: (dealer, ultimo, cond, plant).  Returns deals and descriptions."""
        pool = start_pool_true
        deals, descs = [], []
        net = [0, 0, 0]
        restake = fresh
        for i, (dealer, ultimo, cond, plant) in enumerate(plan):
            seed, hands, talon, take, disc, decl, tricks, pts = g_find(500 * (i + 1) + len(name), dealer, cond, ultimo)
            ev = []
            desc = {"seed": seed, "declarer": decl, "points": pts}

            def pay(frm, to, amt, reason):
                nonlocal pool
                ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
                for p, sg in ((frm, -1), (to, 1)):
                    if p == "pool":
                        pool += sg * amt
                    else:
                        net[p] += sg * amt

            if restake:
                for s in range(3):
                    pay(s, "pool", 10, "pool_stake")
                restake = False
            ev += g_emit(dealer, hands, talon, take, disc, decl, tricks, ultimo)
            helpers = [s for s in range(3) if s != decl]
            v = g_value(pts)
            won = pts > 33
            desc["game_value"] = v
            desc["won"] = won
            seq, cs, w = tricks[-1]
            wins = {s: 0 for s in range(3)}
            for hlp in helpers:
                if won:
                    pay(hlp, decl, v, "game")
                    wins[decl] += v
                else:
                    pay(decl, hlp, v, "game")
                    wins[hlp] += v
            made = "T1" in cs and seq[cs.index("T1")] == decl and w == decl
            if "T1" in cs and seq[cs.index("T1")] == decl and w == decl and not ultimo:
                for hlp in helpers:
                    pay(hlp, decl, 50, "pagat_ultimo")
                    wins[decl] += 50
            if ultimo:
                desc["ultimo_made"] = made
                for hlp in helpers:
                    if made:
                        pay(hlp, decl, 100, "pagat_ultimo")
                        wins[decl] += 100
                    else:
                        pay(decl, hlp, 100, "pagat_ultimo")
                        wins[hlp] += 100
                desc["pool_before"] = pool
                if made:
                    amt = pool - 10 if plant == "wrong_take" else pool
                    desc["take_recorded"] = amt
                    pay("pool", decl, amt, "pool_ultimo")
                    if plant == "wrong_take":
                        desc["take_event"] = len(ev) - 1
                    restake = True
                else:
                    pay(decl, "pool", pool, "pool_ultimo")
            for s in range(3):
                if wins[s] > 0:
                    a = round(wins[s] * 0.1, 6)
                    if plant == "wrong_share" and s == decl:
                        a = round(a) + 1
                        desc["share_event"] = len(ev)
                    pay(s, "pool", a, "pool_share")
            desc["wins"] = wins
            desc["net_after"] = list(net)
            desc["pool_after"] = pool
            deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": ev})
            descs.append(desc)
        return deals, descs

    G3 = ["Antoni", "Bronisława", "Czesław"]
    won_plain = lambda pts, pl, pb, w, d: pts > 33 and not pl  # noqa: E731
    lost_plain = lambda pts, pl, pb, w, d: pts < 33 and not pl  # noqa: E731
    ult_made_won = lambda pts, pl, pb, w, d: pts > 33 and pl and pb == d and w == d  # noqa: E731
    ult_failed_lost = lambda pts, pl, pb, w, d: pts < 33 and pl and pb == d and w != d  # noqa: E731

    # G1: totals, no pools; ultimo made in deal 0 takes the unknown pool; restake in deal 1; clean
    start = {"totals": [120, -45, -160]}
    deals, ds = g_session("g1", 85, False, [(0, True, ult_made_won, None), (1, False, won_plain, None)], False)
    dump("gt-nopools-ultimo-first.json", transcript("galician-tarok", G3, deals, start, {"description": "Mid-session (totals, no pool); an announced pagat ultimo in deal 0 takes the pool; the pool founded again in deal 1."}))
    gnotes["gt-nopools-ultimo-first.json"] = ds
    # G2: totals and pool; deal 0 plain, deal 1 ultimo made, take recorded 10 short
    start = {"totals": [40, 30, -115], "pools": {"pool": 45}}
    deals, ds = g_session("g2", 45, False, [(2, False, lost_plain, None), (0, True, ult_made_won, "wrong_take")], True)
    dump("gt-pool-ultimo-wrong-take.json", transcript("galician-tarok", G3, deals, start, {"description": "Mid-session with the pool; the pagat ultimo of deal 1 takes the pool, recorded 10 short."}))
    gnotes["gt-pool-ultimo-wrong-take.json"] = ds
    # G3: totals and pool; ultimo announced and failed: the pool's content paid into it; clean
    start = {"totals": [-60, 110, -130], "pools": {"pool": 80}}
    deals, ds = g_session("g3", 80, False, [(1, True, ult_failed_lost, None)], True)
    dump("gt-pool-ultimo-failed.json", transcript("galician-tarok", G3, deals, start, {"description": "Mid-session with the pool; an announced pagat ultimo fails: the player pays the pool's content into it."}))
    gnotes["gt-pool-ultimo-failed.json"] = ds
    # G4: score sheet only, totals, no pool; pool total written from deal 0; ultimo made in deal 1; wrong total in deal 1
    start = {"totals": [55, 20, -150]}
    deals, ds = g_session("g4", 75, False, [(0, False, won_plain, None), (1, True, ult_made_won, None)], False)
    t = transcript("galician-tarok", G3, deals, start, {"description": "Score sheet only, mid-session without the pool; the sheet writes the pool's total from deal 0; seat 0's total in deal 1 is 10 too high."})
    tot = list(start["totals"])
    ptot = None
    for di, d in enumerate(t["deals"]):
        net = [0, 0, 0]
        pn = 0
        keep = []
        for e in d["events"]:
            if e["type"] != "payment":
                keep.append(e)
                continue
            for p, sg in ((e["from"], -1), (e["to"], 1)):
                if p == "pool":
                    pn += sg * e["amount"]
                else:
                    net[p] += sg * e["amount"]
        for s in range(3):
            keep.append({"type": "score", "party": s, "points": round(net[s], 6)})
        keep.append({"type": "score", "party": "pool", "points": round(pn, 6)})
        for s in range(3):
            tot[s] = round(tot[s] + net[s], 6)
            pts_ = tot[s]
            if di == 1 and s == 0:
                pts_ = round(tot[s] + 10, 6)
                ds[1]["wrong_total_event"] = len(keep)
            keep.append({"type": "total", "party": s, "points": pts_})
        ptot = ds[0]["pool_after"] if di == 0 else round(ptot + pn, 6)
        keep.append({"type": "total", "party": "pool", "points": ptot})
        d["events"] = keep
    dump("gt-sheet-nopools-wrong-total.json", t)
    gnotes["gt-sheet-nopools-wrong-total.json"] = ds
    # G5: totals all 0, no pool: fresh session, stake in deal 0; wrong 10% share in deal 1
    start = {"totals": [0, 0, 0]}
    deals, ds = g_session("g5", 0, True, [(2, False, won_plain, None), (0, False, won_plain, "wrong_share")], True)
    dump("gt-zero-fresh-wrong-share.json", transcript("galician-tarok", G3, deals, start, {"description": "Totals all 0, no pool: a fresh session, the pool founded in deal 0; deal 1's 10% share written wrong."}))
    gnotes["gt-zero-fresh-wrong-share.json"] = ds

    def clean(o):
        if isinstance(o, dict):
            return {str(k): clean(v) for k, v in o.items()}
        if isinstance(o, (list, tuple)):
            return [clean(x) for x in o]
        return o

    Path("/tmp/midway2_notes.json").write_text(json.dumps(clean({**notes, **gnotes}), indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
