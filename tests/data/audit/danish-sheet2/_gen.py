"""Blind generator for the danish-sheet2 audit round (Danish Tarok score sheets).

Written from the Polish source only (/work/shared/seeds/000_2fac32aef83ce8a1.txt, §7-§15, §17, §18)
and the public format spec. Every figure is computed here by an independent model of §15:
no engine code is used. Run: python _gen.py  (writes s01.json ... s14.json next to this file).
"""

from __future__ import annotations

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
DECK += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
PLAYERS = ["Anders", "Birgitte", "Carsten"]


def suit(c):
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """higher is better within its suit"""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if suit(c) in "HD" else BLACK_ORDER
    return 20 - order.index(rank(c))


def is_king(c):
    return suit(c) in SUITS and rank(c) == "K"


def is_ultimo(c):
    return is_king(c) or c == "T1"


# §15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1
def honour(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in SUITS:
        return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def trick_winner(trick):
    led = suit(trick[0][1])
    trumps = [(s, c) for s, c in trick if suit(c) == "T"]
    if trumps:
        return max(trumps, key=lambda sc: strength(sc[1]))[0]
    same = [(s, c) for s, c in trick if suit(c) == led]
    return max(same, key=lambda sc: strength(sc[1]))[0]


def legal(hand, led):
    if led is None:
        return [c for c in hand if c != "JOKER"]  # we never lead the Joker
    follow = [c for c in hand if suit(c) == led]
    if follow:
        return follow
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr
    return [c for c in hand if c != "JOKER"] or list(hand)


# §14 declarations (§15 amounts)
def declarations(hand):
    items, amounts = [], []
    joker = "JOKER" in hand
    nt = sum(1 for c in hand if suit(c) == "T") + (1 if joker else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hand})
        amounts.append(10 + 5 * (nt - 10))
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while "T%d" % k in hand:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
        amounts.append(10 + 5 * (n - 3))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            amounts.append(15 if joker else 10)
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            amounts.append(5)
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        amounts.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        amounts.append(5)
    return items, amounts


def band(points):
    d = points - 26
    return 5 * round(d / 5)


class Ledger:
    def __init__(self):
        self.pays = []

    def pay(self, frm, to, amt, why):
        if amt:
            self.pays.append((frm, to, amt, why))

    def net(self):
        n = {}
        for f, t, a, _ in self.pays:
            n[f] = n.get(f, 0) - a
            n[t] = n.get(t, 0) + a
        return n


def play_deal(hands, dealer, discard, rng, policy="hold", joker_trick=None, scripted=None):
    """Play 25 tricks. Returns plays, winners, piles(list of cards), trick counts."""
    n = 3
    hand = {s: list(hands[s]) for s in range(n)}
    for c in discard:
        hand[dealer].remove(c)
    assert all(len(hand[s]) == 25 for s in range(n))
    plays, winners = [], []
    piles = {s: [] for s in range(n)}
    leader = (dealer + 1) % n
    jt = joker_trick if joker_trick is not None else rng.randint(1, 17)
    for t in range(25):
        trick = []
        for k in range(n):
            s = (leader + k) % n
            led = suit(trick[0][1]) if trick else None
            if scripted is not None:
                c = scripted(t, s, hand[s], led, trick)
            else:
                opts = legal(hand[s], led)
                if "JOKER" in hand[s] and trick and t >= jt and t <= 21:
                    c = "JOKER"
                else:
                    if policy == "hold":
                        pref = [c for c in opts if not is_ultimo(c) and c != "JOKER"]
                        if pref:
                            opts = pref
                    opts = [c for c in opts if c != "JOKER"] or opts
                    if not opts:
                        return None
                    c = rng.choice(opts)
            if c == "JOKER" and t >= 22:
                return None
            if c == "JOKER" and not trick:
                return None
            assert c in hand[s], (c, s)
            if c != "JOKER":
                assert c in legal(hand[s], led) or not trick, (t, s, c, led)
            hand[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
        w = trick_winner(trick)
        winners.append(w)
        for s, c in trick:
            if c == "JOKER" and t != 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        leader = w
    return {"plays": plays, "winners": winners, "piles": piles}


class Session:
    """One table's session: settles deals by §15 and keeps pools and totals."""

    def __init__(self, totals=None, pools=None, fresh=True):
        self.totals = list(totals or [0, 0, 0])
        self.pools = dict(pools or {"pagat_pool": 0, "king_pool": 0})
        self.fresh = fresh
        self.first = True

    def settle(self, dealer, hands, discard, res, void_offender=None):
        led = Ledger()
        P = self.pools
        info = {}

        def topool(frm, pool, amt, why):
            led.pay(frm, pool, amt, why)
            P[pool] += amt

        def frompool(pool, to, why):
            amt = P[pool]
            led.pay(pool, to, amt, why)
            P[pool] = 0
            return amt

        if self.first and self.fresh:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(3):
                    topool(s, pool, 20, "foundation")
        self.first = False
        # deal fee (§15 Rozdanie, §17)
        topool(dealer, "pagat_pool", 5, "deal_fee")
        topool(dealer, "king_pool", 5, "deal_fee")
        hand_after = {s: list(hands[s]) for s in range(3)}
        for c in discard:
            hand_after[dealer].remove(c)
        decl = {}
        for k in range(3):
            s = (dealer + k) % 3
            items, amts = declarations(hand_after[s])
            decl[s] = items
            if void_offender is None:
                for a in amts:
                    for o in range(3):
                        if o != s:
                            led.pay(o, s, a, "declaration")
        info["declarations"] = decl
        if void_offender is not None:
            # §18 irreparable: 40 to each pool, deal void
            topool(void_offender, "pagat_pool", 40, "penalty")
            topool(void_offender, "king_pool", 40, "penalty")
            return led, info
        plays, winners, piles = res["plays"], res["winners"], res["piles"]
        # during play, not the last trick
        for t in range(24):
            trick = plays[3 * t: 3 * t + 3]
            w = winners[t]
            for s, c in trick:
                if is_king(c) and s != w:
                    for o in range(3):
                        if o != s:
                            led.pay(s, o, 5, "king_lost")
                    topool(s, "king_pool", 5, "king_lost")
                if c == "T1" and s != w:
                    for o in range(3):
                        if o != s:
                            led.pay(s, o, 5, "pagat_lost")
                    topool(s, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and s == w:
                    for o in range(3):
                        if o != s:
                            led.pay(o, s, 5, "pagat_trick")
        tricks = [winners.count(s) for s in range(3)]
        info["tricks"] = tricks
        last = plays[72:75]
        w = winners[24]
        wcard = [c for s, c in last if s == w][0]
        tout = 25 in tricks
        nolo = (not tout) and (0 in tricks)
        przy = [(s, c) for s, c in last if is_ultimo(c) and s != w]
        info["tout"], info["nolo"] = tout, nolo
        info["last"] = {"winner": w, "card": wcard, "przydupek": przy}
        p0 = dict(P)  # pool content counted first
        king_przy = any(is_king(c) for _, c in przy)
        pagat_przy = any(c == "T1" for _, c in przy)
        if tout:
            ts = tricks.index(25)
            for o in range(3):
                if o != ts:
                    led.pay(o, ts, 85, "tout")
            for pool in ("pagat_pool", "king_pool"):
                frompool(pool, ts, "tout")
        elif nolo:
            ns = tricks.index(0)
            for o in range(3):
                if o != ns:
                    led.pay(o, ns, 25, "nolo")
        if not tout and not nolo and wcard == "T1":
            for o in range(3):
                if o != w:
                    led.pay(o, w, 45, "pagat_ultimo")
            frompool("pagat_pool", w, "pagat_ultimo")
            info["ultimo"] = "pagat"
        if not tout and not nolo and is_king(wcard):
            for o in range(3):
                if o != w:
                    led.pay(o, w, 40, "king_ultimo")
            frompool("king_pool", w, "king_ultimo")
            info["ultimo"] = "king"
        for s, c in przy:
            amt = 45 if c == "T1" else 40
            pool = "pagat_pool" if c == "T1" else "king_pool"
            for o in range(3):
                if o != s:
                    led.pay(s, o, amt, "pagat_przydupek" if c == "T1" else "king_przydupek")
            topool(s, pool, p0[pool], "przydupek")
        if not tout and not nolo and not przy and not is_ultimo(wcard):
            for o in range(3):
                if o != w:
                    led.pay(o, w, 20, "last_trick")
        # refills (§15: an emptied pool is refilled, each player 20)
        for pool, has_przy in (("pagat_pool", pagat_przy), ("king_pool", king_przy)):
            if P[pool] == 0 and not has_przy:
                for s in range(3):
                    topool(s, pool, 20, "refill")
        # card points
        pts = []
        for s in range(3):
            p = sum(honour(c) for c in piles[s]) + tricks[s] + (1 if s == dealer else 0)
            pts.append(p)
        assert sum(pts) == 78, pts
        info["card_points"] = pts
        nd = (dealer + 1) % 3
        info["bands"] = [band(p) for p in pts]
        if not nolo:
            for s in range(3):
                if s == nd:
                    continue
                b = band(pts[s])
                if b > 0:
                    led.pay(nd, s, b, "card_points")
                elif b < 0:
                    led.pay(s, nd, -b, "card_points")
        return led, info


def random_deal(rng, dealer, need=None, joker_holder=None):
    deck = list(DECK)
    rng.shuffle(deck)
    hands = {}
    i = 0
    for k in range(3):
        s = (dealer + 1 + k) % 3
        size = 28 if s == dealer else 25
        hands[s] = deck[i: i + size]
        i += size
    return hands


def pick_discard(hand, rng):
    pips = [c for c in hand if suit(c) in SUITS and honour(c) == 0]
    if len(pips) < 3:
        return None
    return rng.sample(pips, 3)


def find_deal(seed, dealer, pred, policy="hold", tries=200000, void_king=False):
    rng = random.Random(seed)
    for _ in range(tries):
        hands = random_deal(rng, dealer)
        if void_king:
            if any(declarations(hands[s])[0] for s in range(3)):
                continue
            ks = [c for c in hands[dealer] if is_king(c)]
            if not ks:
                continue
            pips = [c for c in hands[dealer] if suit(c) in SUITS and honour(c) == 0]
            disc = [ks[0]] + pips[:2]
            if any(declarations([c for c in hands[dealer] if c not in disc])[0] for _ in [0]):
                continue
            return hands, disc, None
        disc = pick_discard(hands[dealer], rng)
        if disc is None:
            continue
        res = play_deal(hands, dealer, disc, rng, policy=policy)
        if res is None:
            continue
        tricks = [res["winners"].count(s) for s in range(3)]
        if 0 in tricks or 25 in tricks:
            continue
        if pred(hands, dealer, disc, res):
            return hands, disc, res
    raise RuntimeError("no deal found")


def last_info(res):
    last = res["plays"][72:75]
    w = res["winners"][24]
    wc = [c for s, c in last if s == w][0]
    przy = [(s, c) for s, c in last if is_ultimo(c) and s != w]
    return w, wc, przy


def normal(h, d, disc, res):
    w, wc, przy = last_info(res)
    return not is_ultimo(wc) and not przy


def pagat_ultimo(h, d, disc, res):
    w, wc, przy = last_info(res)
    return wc == "T1" and not przy


def king_ultimo(h, d, disc, res):
    w, wc, przy = last_info(res)
    return is_king(wc) and not przy


def king_przy_plain(h, d, disc, res):
    w, wc, przy = last_info(res)
    return not is_ultimo(wc) and len(przy) == 1 and is_king(przy[0][1])


def pagat_ult_king_przy(h, d, disc, res):
    w, wc, przy = last_info(res)
    return wc == "T1" and len(przy) == 1 and is_king(przy[0][1])


def king_ult_king_przy(h, d, disc, res):
    w, wc, przy = last_info(res)
    return is_king(wc) and len(przy) == 1 and is_king(przy[0][1])


def uneven_bands(h, d, disc, res):
    """a normal deal where the card-point bands of the three seats do not sum to 0"""
    if not normal(h, d, disc, res):
        return False
    piles = res["piles"]
    tr = [res["winners"].count(s) for s in range(3)]
    pts = [sum(honour(c) for c in piles[s]) + tr[s] + (1 if s == d else 0) for s in range(3)]
    return sum(band(p) for p in pts) != 0


# ---------------------------------------------------------------- transcript writing


def deal_record(dealer, hands, disc, res, decl, extra=()):
    ev = [{"type": "discard", "seat": dealer, "cards": list(disc)}]
    for k in range(3):
        s = (dealer + k) % 3
        ev.append({"type": "declare", "seat": s, "items": decl[s]})
    if res is not None:
        for s, c in res["plays"]:
            ev.append({"type": "play", "seat": s, "card": c})
    ev.extend(extra)
    return {"dealer": dealer, "hands": [list(hands[s]) for s in range(3)], "events": ev}


def run_session(spec):
    """spec: dict with start, deals: list of dict(dealer, find=..., sheet='net'|'points', slips=...)."""
    start = spec.get("start")
    fresh = start is None
    totals = list(start["totals"]) if start else [0, 0, 0]
    pools = dict(spec.get("hidden_pools") or (start or {}).get("pools") or {"pagat_pool": 0, "king_pool": 0})
    sess = Session(totals, pools, fresh=fresh)
    deals, notes = [], []
    sheet_tot = {0: totals[0], 1: totals[1], 2: totals[2], "pagat_pool": pools["pagat_pool"], "king_pool": pools["king_pool"]}
    true_tot = dict(sheet_tot)
    for di, d in enumerate(spec["deals"]):
        hands, disc, res = d["deal"]
        pools_before = dict(sess.pools)
        led, info = sess.settle(d["dealer"], hands, disc, res, void_offender=d.get("void"))
        net = led.net()
        partynet = {p: net.get(p, 0) for p in (0, 1, 2, "pagat_pool", "king_pool")}
        assert sum(partynet.values()) == 0
        rec = deal_record(d["dealer"], hands, disc, res, info["declarations"])
        nev = len(rec["events"])
        lines = []
        slips = d.get("slips", {})
        for p in (0, 1, 2, "pagat_pool", "king_pool"):
            if d["sheet"] == "points" and p in (0, 1, 2):
                v = info["card_points"][p]
            else:
                v = partynet[p]
            v2 = slips.get(("score", p), v)
            lines.append(("score", p, v2, v))
        for p in (0, 1, 2, "pagat_pool", "king_pool"):
            true_tot[p] += partynet[p]
            # the sheet's own arithmetic: previous written total + this deal's recorded chips
            rec_chips = partynet[p]
            if ("score", p) in slips and not (d["sheet"] == "points" and p in (0, 1, 2)):
                rec_chips = slips[("score", p)]
            sheet_tot[p] += rec_chips
            v2 = slips.get(("total", p), sheet_tot[p])
            lines.append(("total", p, v2, true_tot[p]))
            sheet_tot[p] = v2
        for i, (typ, p, v2, v) in enumerate(lines):
            rec["events"].append({"type": typ, "party": p, "points": v2})
            if v2 != v:
                notes.append({"deal": di, "event": nev + i, "type": typ, "party": p, "written": v2, "correct": v})
        deals.append(rec)
        d["_info"] = {
            "pools_before": pools_before,
            "pools_after": dict(sess.pools),
            "net": partynet,
            "ledger": led.pays,
            "info": {k: v for k, v in info.items()},
            "first_sheet_event": nev,
        }
    tr = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
    }
    if start is not None:
        tr["start"] = start
    tr["meta"] = {"audit": "danish-sheet2", "description": spec["desc"]}
    tr["deals"] = deals
    return tr, notes


# ---------------------------------------------------------------- Tout (constructed)


def tout_deal(seed):
    """Dealer 0 holds T1..T21 and four kings (+3 low clubs for the skat)."""
    rng = random.Random(seed)
    dealer = 0
    dh = ["T%d" % i for i in range(1, 22)] + ["KH", "KD", "KS", "KC", "2C", "3C", "4C"]
    rest = [c for c in DECK if c not in dh]
    rng.shuffle(rest)
    hands = {0: dh, 1: rest[:25], 2: rest[25:]}
    disc = ["2C", "3C", "4C"]
    dealer_seq = ["T%d" % i for i in range(21, 1, -1)]

    joker_holder = 1 if "JOKER" in hands[1] else 2

    def scripted(t, s, hand, led, trick):
        if s == 0:
            if led is None:
                if dealer_seq:
                    return dealer_seq.pop(0)
                ks = [c for c in hand if is_king(c)]
                return ks[0] if ks else "T1"
            k = "K" + led
            assert k in hand
            return k
        if s == joker_holder and "JOKER" in hand and t == 2:
            return "JOKER"
        opts = legal(hand, led)
        opts = [c for c in opts if c != "JOKER"] or opts
        return rng.choice(opts) if led is not None else rng.choice([c for c in hand if c != "JOKER"])

    res = play_deal(hands, dealer, disc, rng, scripted=scripted)
    assert res is not None and res["winners"].count(0) == 25
    return hands, disc, res


# ---------------------------------------------------------------- the files


def build():
    files = {}
    # s01: fresh session, two deals, net-chips sheet, clean
    files["s01"] = {
        "desc": "Fresh session, 2 deals, sheet writes each seat's net chips and each pool's net; clean.",
        "deals": [
            {"dealer": 0, "deal": find_deal(101, 0, normal), "sheet": "net"},
            {"dealer": 1, "deal": find_deal(102, 1, normal), "sheet": "net"},
        ],
    }
    # s02: fresh session, two deals, card-points sheet, clean
    files["s02"] = {
        "desc": "Fresh session, 2 deals, sheet writes each seat's card points (pools: net chips; totals: net chips); clean.",
        "deals": [
            {"dealer": 0, "deal": find_deal(201, 0, normal), "sheet": "points"},
            {"dealer": 1, "deal": find_deal(202, 1, normal), "sheet": "points"},
        ],
    }
    # s03: mid-session with pools, deal 1 pagat ultimo; clean
    files["s03"] = {
        "desc": "Mid-session (start.totals and start.pools), 2 deals; deal 1 a Pagat ultimo takes the Pagat pool; clean.",
        "start": {"totals": [-70, 15, -85], "pools": {"pagat_pool": 85, "king_pool": 55}},
        "deals": [
            {"dealer": 2, "deal": find_deal(301, 2, normal), "sheet": "net"},
            {"dealer": 0, "deal": find_deal(302, 0, pagat_ultimo), "sheet": "net"},
        ],
    }
    # s04: mid-session with pools, pagat ultimo, the winner's line omits his refill (slip)
    files["s04"] = {
        "desc": "Mid-session with pools, 1 deal: Pagat ultimo; the winner's score line leaves out his 20 refill (planted).",
        "start": {"totals": [40, -95, -45], "pools": {"pagat_pool": 55, "king_pool": 45}},
        "deals": [
            {"dealer": 1, "deal": find_deal(401, 1, pagat_ultimo), "sheet": "net", "slip": "winner_refill"},
        ],
    }
    # s05: mid-session without pools: pool totals written in deal 0 (unjudged), deal 1 pool total carried wrong
    files["s05"] = {
        "desc": "Mid-session, start.totals only (pools unknown), 2 deals, net sheet; deal 1's king_pool total carried 10 too high (planted).",
        "start": {"totals": [-35, -60, -45]},
        "hidden_pools": {"pagat_pool": 75, "king_pool": 65},
        "deals": [
            {"dealer": 1, "deal": find_deal(501, 1, normal), "sheet": "net"},
            {"dealer": 2, "deal": find_deal(502, 2, normal), "sheet": "net", "slip": "king_pool_total"},
        ],
    }
    # s06: mid-session without pools, king ultimo takes the unknown pool; clean
    files["s06"] = {
        "desc": "Mid-session, start.totals only (pools unknown); deal 0 a king ultimo takes the king pool (content unknown to the engine); net sheet; clean.",
        "start": {"totals": [-50, -25, -65]},
        "hidden_pools": {"pagat_pool": 60, "king_pool": 80},
        "deals": [
            {"dealer": 0, "deal": find_deal(601, 0, king_ultimo), "sheet": "net"},
            {"dealer": 1, "deal": find_deal(602, 1, normal), "sheet": "net"},
        ],
    }
    # s07: king przydupek (last trick won by a plain card), pool doubled, no last-trick 20; clean
    files["s07"] = {
        "desc": "Mid-session with pools, 1 deal: a king przydupek in the last trick (won by a non-ultimo card) doubles the king pool; no last-trick 20; net sheet; clean.",
        "start": {"totals": [-30, -80, -50], "pools": {"pagat_pool": 95, "king_pool": 65}},
        "deals": [
            {"dealer": 2, "deal": find_deal(701, 2, king_przy_plain), "sheet": "net"},
        ],
    }
    # s08: same kind, the pool's line written as the start content only (planted)
    files["s08"] = {
        "desc": "Mid-session with pools, 1 deal: king przydupek doubles the king pool; the king_pool's score line leaves out the deal fee (planted); its total follows the line.",
        "start": {"totals": [-65, -40, -35], "pools": {"pagat_pool": 70, "king_pool": 70}},
        "deals": [
            {"dealer": 0, "deal": find_deal(801, 0, king_przy_plain), "sheet": "net", "slip": "king_pool_line"},
        ],
    }
    # s09: tout (constructed), mid-session with pools; clean
    files["s09"] = {
        "desc": "Mid-session with pools, 1 deal: the dealer takes all 25 tricks (Tout), the last with the Pagat; both pools taken and refilled; card points paid (Nolo does not count under Tout); net sheet; clean.",
        "start": {"totals": [-45, -55, -40], "pools": {"pagat_pool": 75, "king_pool": 65}},
        "deals": [
            {"dealer": 0, "deal": tout_deal(901), "sheet": "net"},
        ],
    }
    # s10: void deal (dealer lays a king in the skat), then a normal deal by the next dealer
    files["s10"] = {
        "desc": "Mid-session with pools, 2 deals: deal 0 the dealer lays a king in the skat (§13), irreparable (§18): 40 to each pool, deal void, no play; deal 1 by the next dealer; net sheet settles it so.",
        "start": {"totals": [-20, -70, -50], "pools": {"pagat_pool": 70, "king_pool": 70}},
        "deals": [
            {"dealer": 1, "deal": find_deal(1001, 1, None, void_king=True), "sheet": "net", "void": 1},
            {"dealer": 2, "deal": find_deal(1002, 2, normal), "sheet": "net"},
        ],
    }
    # s11: card points sheet mid-session with pools, a seat's card points written one too low
    files["s11"] = {
        "desc": "Mid-session with pools, 2 deals, card-points sheet; deal 0 one seat's card points written 2 too low (same band; planted).",
        "start": {"totals": [-40, -40, -60], "pools": {"pagat_pool": 75, "king_pool": 65}},
        "deals": [
            {"dealer": 1, "deal": find_deal(1101, 1, normal), "sheet": "points", "slip": "points_low"},
            {"dealer": 2, "deal": find_deal(1102, 2, normal), "sheet": "points"},
        ],
    }
    # s12: fresh, 3 deals, uneven bands in deal 0; a seat's total carried wrong in deal 1
    files["s12"] = {
        "desc": "Fresh session, 3 deals, net sheet; deal 0's card-point bands do not sum to 0 (the new dealer absorbs the rest); deal 1 one seat's total carried 10 too high (planted); deal 2 adds on from the written total.",
        "deals": [
            {"dealer": 0, "deal": find_deal(1201, 0, uneven_bands), "sheet": "net"},
            {"dealer": 1, "deal": find_deal(1202, 1, normal), "sheet": "net", "slip": "seat_total"},
            {"dealer": 2, "deal": find_deal(1203, 2, normal), "sheet": "net"},
        ],
    }
    # s13: pagat ultimo and king przydupek in the same last trick; card-points sheet; clean
    files["s13"] = {
        "desc": "Mid-session with pools, 1 deal: the Pagat takes the last trick over a king (Pagat ultimo takes the Pagat pool; king przydupek doubles the king pool); card-points sheet; clean.",
        "start": {"totals": [-60, -35, -45], "pools": {"pagat_pool": 80, "king_pool": 60}},
        "deals": [
            {"dealer": 1, "deal": find_deal(1301, 1, pagat_ult_king_przy), "sheet": "points"},
        ],
    }
    # s14: king ultimo with a simultaneous king przydupek (§15's worked case); pool total with a refill added (planted)
    files["s14"] = {
        "desc": "Mid-session with pools, 1 deal: a king takes the last trick over another king (king ultimo takes the pool, the przydupek pays the counted content back, no refill); net sheet; the king_pool total adds a refill of 60 (planted).",
        "start": {"totals": [-55, -50, -35], "pools": {"pagat_pool": 65, "king_pool": 75}},
        "deals": [
            {"dealer": 2, "deal": find_deal(1401, 2, king_ult_king_przy), "sheet": "net", "slip": "king_pool_total_refill"},
        ],
    }
    return files


def apply_slips(spec):
    """Turn a named slip into concrete written values (needs a dry run first)."""
    tr, _ = run_session(spec)
    for di, d in enumerate(spec["deals"]):
        slip = d.get("slip")
        if not slip:
            continue
        inf = d["_info"]
        net = inf["net"]
        if slip == "winner_refill":
            w = inf["info"]["last"]["winner"]
            d["slips"] = {("score", w): net[w] + 20}
        elif slip == "king_pool_total":
            # the total the sheet would write +10
            ev = tr["deals"][di]["events"]
            tot = [e for e in ev if e["type"] == "total" and e["party"] == "king_pool"][0]["points"]
            d["slips"] = {("total", "king_pool"): tot + 10}
        elif slip == "king_pool_line":
            d["slips"] = {("score", "king_pool"): net["king_pool"] - 5}
        elif slip == "points_low":
            pts = inf["info"]["card_points"]
            # a seat whose points -2 stay in the same band and differ from its net chips
            for s in range(3):
                if band(pts[s] - 2) == band(pts[s]) and pts[s] - 2 != net[s]:
                    d["slips"] = {("score", s): pts[s] - 2}
                    break
            else:
                raise RuntimeError("no seat for points_low")
        elif slip == "seat_total":
            ev = tr["deals"][di]["events"]
            tot = [e for e in ev if e["type"] == "total" and e["party"] == 1][0]["points"]
            d["slips"] = {("total", 1): tot + 10}
        elif slip == "king_pool_total_refill":
            ev = tr["deals"][di]["events"]
            tot = [e for e in ev if e["type"] == "total" and e["party"] == "king_pool"][0]["points"]
            d["slips"] = {("total", "king_pool"): tot + 60}
    return run_session(spec)


def main():
    files = build()
    summary = {}
    for name, spec in files.items():
        tr, notes = apply_slips(spec)
        (OUT / (name + ".json")).write_text(json.dumps(tr, indent=1, ensure_ascii=False) + "\n")
        summary[name] = {
            "notes": notes,
            "deals": [
                {
                    "dealer": d["dealer"],
                    "pools_before": d["_info"]["pools_before"],
                    "pools_after": d["_info"]["pools_after"],
                    "net": d["_info"]["net"],
                    "first_sheet_event": d["_info"]["first_sheet_event"],
                    "tricks": d["_info"]["info"].get("tricks"),
                    "card_points": d["_info"]["info"].get("card_points"),
                    "bands": d["_info"]["info"].get("bands"),
                    "last": d["_info"]["info"].get("last"),
                    "declarations": d["_info"]["info"].get("declarations"),
                    "ledger": d["_info"]["ledger"],
                }
                for d in spec["deals"]
            ],
        }
    (OUT / "_ledger.txt").write_text(json.dumps(summary, indent=1, default=str) + "\n")


if __name__ == "__main__":
    main()
