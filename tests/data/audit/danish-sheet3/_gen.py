"""Blind generator for audit danish-sheet3 (Danish Tarok, sessions taken up mid-session).

Written from the Polish source (seeds/000_...txt) alone. Every figure below is computed by this
file's own reading of §10-§15, never by the engine:
  - in play (not the last trick): a king or the Pagat that does not take the trick pays 5 to each
    other active player and 5 to its pool; the Pagat taking a trick gets 5 from each;
  - last trick: Tout 85 from each + both pools (refilled 20 by every player, sitter included);
    pagat ultimo 45 each + the pagat pool (refilled); king ultimo 40 each + the king pool
    (refilled unless a simultaneous king przydupek); przydupek 45/40 to each and the pool's
    content into the pool; last trick 20 each only with no Tout, Nolo, ultimo or przydupek;
  - card points (cards + 1 a trick + skat 1 to the dealer; the Joker to the seat that played it)
    against 26, rounded to 5, settled with the NEW dealer (next in order of play).
The record never gives start.pools; HIDDEN holds what the pools really held (used to write the
figures a real table would have written); start.totals sum to -(pagat + king) (chips are
conserved).
"""

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_PIPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low
BLACK_PIPS = RED_PIPS[::-1]  # 10 high .. 1 low


def deck():
    cs = []
    for s in SUITS:
        for r in COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS):
            cs.append(r + s)
    cs += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return cs


def suit(c):
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def strength(c):
    """Higher wins within a suit."""
    if c.startswith("T"):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS)
    return 100 - order.index(r)


def value(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K" and not c.startswith("T"):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def is_king(c):
    return len(c) == 2 and c[0] == "K"


def honour(c):
    return value(c) > 0 or c.startswith("T")


def legal(hand, trick, tno):
    nj = [c for c in hand if c != "JOKER"]
    if not trick:
        opts = nj or list(hand)
    else:
        led = suit(trick[0][1])
        same = [c for c in nj if suit(c) == led]
        trumps = [c for c in nj if suit(c) == "T"]
        opts = same or trumps or nj
        if "JOKER" in hand and tno != 23:
            opts = opts + ["JOKER"]
        if not opts:
            opts = list(hand)
    return opts


def winner(trick):
    led = suit(trick[0][1])
    tr = [(strength(c), s) for s, c in trick if suit(c) == "T"]
    if tr:
        return max(tr)[1]
    return max((strength(c), s) for s, c in trick if suit(c) == led)[1]


def declarations(hand):
    items = []
    joker = "JOKER" in hand
    nt = sum(1 for c in hand if c.startswith("T")) + joker
    if nt >= 10:
        items.append(({"kind": "trumps", "count": nt, "pagat": "T1" in hand}, 10 + 5 * (nt - 10)))
    if joker and "T21" in hand and "T1" in hand:
        n, k = 3, 20
        while "T%d" % k in hand:
            n, k = n + 1, k - 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    ks = [s for s in SUITS if "K" + s in hand]
    if len(ks) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(ks) == 3 and joker:
        items.append(({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in ks][0]}, 5))
    return items


class Deal:
    """One deal, simulated and settled by my reading of the source."""

    def __init__(self, n, dealer, hands, discard, rng, reserve, policy=None):
        self.n, self.dealer = n, dealer
        self.sitter = (dealer + 2) % 4 if n == 4 else None
        self.active = [s for s in [(dealer + i) % n for i in range(n)] if s != self.sitter]  # from dealer
        self.hands = hands
        self.discard = discard
        self.rng = rng
        self.reserve = reserve  # seat -> card kept for the last trick
        self.policy = policy
        self.new_dealer = (dealer + 1) % n

    def nxt(self, s):
        i = self.active.index(s)
        return self.active[(i + 1) % 3]

    def play(self):
        hands = {s: list(self.hands[s]) for s in self.active}
        for c in self.discard:
            hands[self.dealer].remove(c)
        self.hand25 = {s: list(h) for s, h in hands.items()}
        leader = self.active[1]
        tricks = []
        for tno in range(25):
            trick = []
            s = leader
            for _ in range(3):
                opts = legal(hands[s], trick, tno)
                if self.policy:
                    c = self.policy(s, hands[s], trick, tno, opts)
                else:
                    pref = [c for c in opts if c != self.reserve.get(s)]
                    if tno < 24 and not pref:
                        return None
                    pool = pref or opts
                    if "JOKER" in pool and trick:
                        c = "JOKER"
                    else:
                        pool = [c for c in pool if c != "JOKER"] or pool
                        c = self.rng.choice(pool)
                hands[s].remove(c)
                trick.append((s, c))
                s = self.nxt(s)
            w = winner(trick)
            tricks.append((trick, w))
            leader = w
        self.tricks = tricks
        return tricks


def settle(d, pools, players_n, plan_events=True):
    """Return (events_before_play, play_events_with_payments, after_events, pool_after).

    pools: dict of true contents (hidden truth). Payments are (from, to, amount, reason).
    """
    act = d.active
    pays = []  # list of (where, payment) where: ('pre', None) etc; we build events in order
    ev = []
    P = dict(pools)

    def pay(a, b, amt, reason):
        ev.append({"type": "payment", "from": a, "to": b, "amount": amt, "reason": reason})
        if a in P:
            P[a] -= amt
        if b in P:
            P[b] += amt

    pay(d.dealer, "pagat_pool", 5, "deal_fee")
    pay(d.dealer, "king_pool", 5, "deal_fee")
    ev.append({"type": "discard", "seat": d.dealer, "cards": list(d.discard)})
    for s in act:
        its = declarations(d.hand25[s])
        ev.append({"type": "declare", "seat": s, "items": [i for i, _ in its]})
        for _, amt in its:
            for o in act:
                if o != s:
                    pay(o, s, amt, "declaration")
    ntr = {s: 0 for s in act}
    pts = {s: 0 for s in act}
    pts[d.dealer] += 1 + sum(value(c) for c in d.discard)
    for tno, (trick, w) in enumerate(d.tricks):
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
        ntr[w] += 1
        pts[w] += 1
        for s, c in trick:
            if c == "JOKER" and tno < 24:
                pts[s] += 4
            else:
                pts[w] += value(c)
        if tno < 24:
            for s, c in trick:
                others = [o for o in act if o != s]
                if is_king(c) and s != w:
                    for o in others:
                        pay(s, o, 5, "king_lost")
                    pay(s, "king_pool", 5, "king_lost")
                if c == "T1":
                    if s != w:
                        for o in others:
                            pay(s, o, 5, "pagat_lost")
                        pay(s, "pagat_pool", 5, "pagat_lost")
                    else:
                        for o in others:
                            pay(o, s, 5, "pagat_trick")
    assert sum(pts.values()) == 78, pts
    last, w = d.tricks[-1]
    tout = [s for s in act if ntr[s] == 25]
    nolo = [s for s in act if ntr[s] == 0] if not tout else []
    assert not nolo, "nolo not planned"
    wcard = dict((s, c) for s, c in last)[w]
    king_prz = [s for s, c in last if is_king(c) and s != w]
    pag_prz = [s for s, c in last if c == "T1" and s != w]
    orig = dict(P)
    refill = set()
    kinds = []
    if tout:
        t = tout[0]
        kinds.append("tout")
        for o in act:
            if o != t:
                pay(o, t, 85, "tout")
        take_p, take_k = P["pagat_pool"], P["king_pool"]
        pay("pagat_pool", t, take_p, "tout")
        pay("king_pool", t, take_k, "tout")
        if not pag_prz:
            refill.add("pagat_pool")
        if not king_prz:
            refill.add("king_pool")
    elif wcard == "T1":
        kinds.append("pagat_ultimo")
        for o in act:
            if o != w:
                pay(o, w, 45, "pagat_ultimo")
        pay("pagat_pool", w, P["pagat_pool"], "pagat_ultimo")
        refill.add("pagat_pool")
    elif is_king(wcard):
        kinds.append("king_ultimo")
        for o in act:
            if o != w:
                pay(o, w, 40, "king_ultimo")
        pay("king_pool", w, P["king_pool"], "king_ultimo")
        if not king_prz:
            refill.add("king_pool")
    for s in pag_prz:
        kinds.append("pagat_przydupek")
        for o in act:
            if o != s:
                pay(s, o, 45, "pagat_przydupek")
        pay(s, "pagat_pool", orig["pagat_pool"], "pagat_przydupek")
    for s in king_prz:
        kinds.append("king_przydupek")
        for o in act:
            if o != s:
                pay(s, o, 40, "king_przydupek")
        pay(s, "king_pool", orig["king_pool"], "king_przydupek")
    if not kinds:
        kinds.append("last_trick")
        for o in act:
            if o != w:
                pay(o, w, 20, "last_trick")
    for pool in ["pagat_pool", "king_pool"]:
        if pool in refill:
            for s in range(players_n):
                pay(s, pool, 20, "refill")
    nd = d.new_dealer
    for s in act:
        if s == nd:
            continue
        diff = pts[s] - 26
        amt = 5 * round(diff / 5)
        if amt > 0:
            pay(nd, s, amt, "card_points")
        elif amt < 0:
            pay(s, nd, -amt, "card_points")
    d.kinds, d.pts, d.ntr, d.orig = kinds, pts, ntr, orig
    return ev, P


def net_of(events, parties):
    net = {p: 0 for p in parties}
    for e in events:
        if e["type"] == "payment":
            net[e["from"]] -= e["amount"]
            net[e["to"]] += e["amount"]
    return net


def make_deal(n, dealer, seed, last, extra_check=None, fixed=None, policy=None):
    """last: dict seat -> card (or '*' for 'a plain card, no king, no T1'), plus 'winner'."""
    want_w = last.get("winner")
    for k in range(20000):
        rng = random.Random(seed * 100003 + k)
        cs = deck()
        rng.shuffle(cs)
        sitter = (dealer + 2) % 4 if n == 4 else None
        act = [s for s in [(dealer + i) % n for i in range(n)] if s != sitter]
        hands = {s: [] for s in range(n)}
        if fixed:
            hands = {s: list(fixed.get(s, [])) for s in range(n)}
            rest = [c for c in cs if not any(c in h for h in hands.values())]
            for s in act:
                need = (28 if s == dealer else 25) - len(hands[s])
                hands[s] += rest[:need]
                rest = rest[need:]
        else:
            i = 0
            for s in act:
                m = 28 if s == dealer else 25
                hands[s] = cs[i : i + m]
                i += m
            # move reserved cards to their seats
            for s, c in last.items():
                if s == "winner" or c == "*":
                    continue
                holder = [t for t in act if c in hands[t]][0]
                if holder != s:
                    x = rng.choice([y for y in hands[s] if y not in last.values()])
                    hands[holder][hands[holder].index(c)] = x
                    hands[s][hands[s].index(x)] = c
        # no Joker-court combos (keeps declarations simple)
        jh = [s for s in act if "JOKER" in hands[s]][0]
        if any(sum(1 for r in COURTS if r + su in hands[jh]) >= 3 for su in SUITS):
            continue
        if sum(1 for su in SUITS if "K" + su in hands[jh]) >= 3:
            continue
        pips = [c for c in hands[dealer] if not honour(c) and c != "JOKER"]
        disc = pips[:3]
        reserve = {s: c for s, c in last.items() if s != "winner" and c != "*"}
        dl = Deal(n, dealer, hands, disc, rng, reserve, policy)
        if dl.play() is None:
            continue
        lt, w = dl.tricks[-1]
        lc = dict(lt)
        ok = w == want_w
        for s, c in last.items():
            if s == "winner":
                continue
            if c == "*":
                ok = ok and not is_king(lc[s]) and lc[s] != "T1"
            else:
                ok = ok and lc[s] == c
        ntr = {s: 0 for s in act}
        for _, ww in dl.tricks:
            ntr[ww] += 1
        if policy is None and (min(ntr.values()) == 0 or max(ntr.values()) == 25):
            ok = False
        if ok and extra_check:
            ok = extra_check(dl)
        if ok:
            return dl
    raise SystemExit("no deal found for %r" % (last,))


# ---------------------------------------------------------------- Tout construction
def tout_deal(n, dealer, taker, seed):
    """Taker holds T8..T21 and KH QH NH JH 1H..7H; he wins all 25 tricks."""
    fixed = {taker: ["T%d" % i for i in range(8, 22)] + ["KH", "QH", "NH", "JH"] + ["%dH" % i for i in range(1, 8)]}

    def pol(s, hand, trick, tno, opts):
        if s == taker:
            tr = sorted([c for c in opts if c.startswith("T")], key=strength, reverse=True)
            if not trick:
                if tr:
                    return tr[0]
                return max(opts, key=strength)
            led = suit(trick[0][1])
            same = [c for c in opts if suit(c) == led and c != "JOKER"]
            if same:
                return max(same, key=strength)
            return max(tr, key=strength) if tr else opts[0]
        # opponents: dump kings/Joker early, low cards otherwise
        if "JOKER" in opts and trick:
            return "JOKER"
        ks = [c for c in opts if is_king(c)]
        if ks:
            return ks[0]
        return sorted([c for c in opts if c != "JOKER"] or opts, key=lambda c: (suit(c) == "T", strength(c)))[0]

    def chk(dl):
        lt, w = dl.tricks[-1]
        return all(not is_king(c) and c != "T1" for s, c in lt if s != taker)

    last = {"winner": taker}
    return make_deal(n, dealer, seed, last, extra_check=chk, fixed=fixed, policy=pol)


# ---------------------------------------------------------------- sessions
def session(name, n, start_totals, hidden, deals, form, slip=None, pool_totals=None, note=""):
    """deals: list of Deal objects (already played). form: 'payments' or 'sheet'.
    slip: callable(deals_events, info) -> description (mutates one event) or None.
    pool_totals: dict deal_index -> list of pools whose total the sheet writes."""
    players = ["Anker", "Birte", "Carsten", "Ditte"][:n]
    assert sum(start_totals) == -(hidden["pagat_pool"] + hidden["king_pool"])
    pools = dict(hidden)
    totals = list(start_totals)
    out_deals = []
    info = []
    parties = list(range(n)) + ["pagat_pool", "king_pool"]
    for di, d in enumerate(deals):
        ev, pools_after = settle(d, pools, n)
        net = net_of(ev, parties)
        assert sum(net.values()) == 0
        for s in range(n):
            totals[s] += net[s]
        if form == "sheet":
            ev = [e for e in ev if e["type"] != "payment"]
            for p in parties:
                ev.append({"type": "score", "party": p, "points": net[p]})
            for s in range(n):
                ev.append({"type": "total", "party": s, "points": totals[s]})
            for p in (pool_totals or {}).get(di, []):
                ev.append({"type": "total", "party": p, "points": pools_after[p]})
        hands = [sorted(d.hands[s], key=deck().index) if s in d.active else [] for s in range(n)]
        out_deals.append({"dealer": d.dealer, "hands": hands, "events": ev})
        info.append(
            {
                "deal": di,
                "dealer": d.dealer,
                "sitter": d.sitter,
                "new_dealer": d.new_dealer,
                "last_trick": d.tricks[-1],
                "kinds": d.kinds,
                "tricks": d.ntr,
                "card_points": d.pts,
                "pools_before": dict(pools),
                "pools_at_last_trick": d.orig,
                "pools_after": dict(pools_after),
                "net": net,
                "totals": list(totals),
            }
        )
        pools = pools_after
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": players,
        "start": {"totals": list(start_totals)},
        "meta": {"audit": "danish-sheet3", "file": name, "note": note},
        "deals": out_deals,
    }
    slipdesc = slip(doc, info) if slip else None
    (OUT / (name + ".json")).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    return name, info, slipdesc, doc


def find(doc, di, pred):
    for i, e in enumerate(doc["deals"][di]["events"]):
        if pred(e):
            return i, e
    raise KeyError


def main():
    H3 = {"pagat_pool": 85, "king_pool": 110}
    T3 = [-95, -30, -70]
    H4 = {"pagat_pool": 100, "king_pool": 140}
    T4 = [-45, -110, -20, -65]
    res = []

    # ---- king przydupek, last trick to a plain trump (no last-trick 20)
    def kprz(n, dealer, seed):
        a = (dealer + 1) % n if n == 3 else (dealer + 1) % 4
        act = [s for s in [(dealer + i) % n for i in range(n)] if s != ((dealer + 2) % 4 if n == 4 else None)]
        b, c = [s for s in act if s != a][0], [s for s in act if s != a][1]
        return make_deal(n, dealer, seed, {a: "KS", b: "T9", c: "*", "winner": b})

    def plain(n, dealer, seed):
        act = [s for s in [(dealer + i) % n for i in range(n)] if s != ((dealer + 2) % 4 if n == 4 else None)]
        return make_deal(n, dealer, seed, {act[0]: "*", act[1]: "*", act[2]: "*", "winner": act[2]})

    def pult_kprz(n, dealer, seed, who=None):
        act = [s for s in [(dealer + i) % n for i in range(n)] if s != ((dealer + 2) % 4 if n == 4 else None)]
        w, k, c = act[2], act[0], act[1]
        return make_deal(n, dealer, seed, {w: "T1", k: "KD", c: "*", "winner": w})

    def pult(n, dealer, seed):
        act = [s for s in [(dealer + i) % n for i in range(n)] if s != ((dealer + 2) % 4 if n == 4 else None)]
        return make_deal(n, dealer, seed, {act[1]: "T1", act[0]: "*", act[2]: "*", "winner": act[1]})

    def kult_pprz(n, dealer, seed):
        act = [s for s in [(dealer + i) % n for i in range(n)] if s != ((dealer + 2) % 4 if n == 4 else None)]
        return make_deal(n, dealer, seed, {act[0]: "T6", act[1]: "T1", act[2]: "*", "winner": act[0]})

    def kult(n, dealer, seed):
        act = [s for s in [(dealer + i) % n for i in range(n)] if s != ((dealer + 2) % 4 if n == 4 else None)]
        return make_deal(n, dealer, seed, {act[2]: "KH", act[0]: "*", act[1]: "*", "winner": act[2]})

    # p1: payments, king przydupek into an unknown king pool, then a plain deal. clean.
    res.append(session("p1", 3, T3, H3, [kprz(3, 0, 11), plain(3, 1, 12)], "payments", note="king przydupek, pool unknown"))

    # p2: same shape, one 40 of the przydupek written 35.
    def slip_p2(doc, info):
        i, e = find(doc, 0, lambda e: e.get("reason") == "king_przydupek" and e["to"] != "king_pool")
        e["amount"] = 35
        return "deal 0 event %d: king przydupek %s->%s written 35, due 40" % (i, e["from"], e["to"])

    res.append(session("p2", 3, T3, H3, [kprz(3, 2, 21), plain(3, 0, 22)], "payments", slip_p2, note="king przydupek, pool unknown"))

    # p3: pagat ultimo + king przydupek in one deal; then a deal on the refilled (known) pagat pool. clean.
    res.append(session("p3", 3, T3, H3, [pult_kprz(3, 1, 31), plain(3, 2, 32)], "payments", note="pagat ultimo and king przydupek"))

    # p4: same, one refill written 15.
    def slip_p4(doc, info):
        i, e = find(doc, 0, lambda e: e.get("reason") == "refill" and e["from"] == 1)
        e["amount"] = 15
        return "deal 0 event %d: refill of seat 1 to %s written 15, due 20" % (i, e["to"])

    res.append(session("p4", 3, T3, H3, [pult_kprz(3, 0, 41), plain(3, 1, 42)], "payments", slip_p4, note="pagat ultimo and king przydupek"))

    # p5: Tout (taker = dealer+2), pools unknown before; then a king ultimo on the known pool. clean.
    res.append(session("p5", 3, T3, H3, [tout_deal(3, 0, 2, 51), kult(3, 1, 52)], "payments", note="tout then king ultimo"))

    # p6: four players, pagat ultimo (refill from the sitter too), then a plain deal. clean.
    res.append(session("p6", 4, T4, H4, [pult(4, 0, 61), plain(4, 1, 62)], "payments", note="four players"))

    # p7: pagat przydupek (last trick to a higher trump: no last-trick 20) into an unknown pagat pool. clean.
    res.append(session("p7", 3, T3, H3, [kult_pprz(3, 2, 71), plain(3, 0, 72)], "payments", note="pagat przydupek, pool unknown"))

    # p8: Tout then king ultimo whose take is written 5 short.
    def slip_p8(doc, info):
        i, e = find(doc, 1, lambda e: e.get("reason") == "king_ultimo" and e["from"] == "king_pool")
        e["amount"] -= 5
        return "deal 1 event %d: king ultimo take written %d, due %d" % (i, e["amount"], e["amount"] + 5)

    res.append(session("p8", 3, T3, H3, [tout_deal(3, 1, 0, 81), kult(3, 2, 82)], "payments", slip_p8, note="tout then king ultimo"))

    # s1: sheet, king przydupek, king pool total written in deal 1 (reveals). clean.
    res.append(session("s1", 3, T3, H3, [kprz(3, 0, 111), plain(3, 1, 112)], "sheet", pool_totals={1: ["king_pool"]}, note="sheet; king przydupek; king pool total later"))

    # s2: sheet, deal 0 plain with the pagat pool total written (reveals), deal 1 pagat ultimo: taker's line +10.
    def slip_s2(doc, info):
        w = info[1]["last_trick"][1]
        i, e = find(doc, 1, lambda e: e["type"] == "score" and e["party"] == w)
        e["points"] += 10
        # the sheet carries it into its total (its own arithmetic)
        j, t = find(doc, 1, lambda e: e["type"] == "total" and e["party"] == w)
        t["points"] += 10
        return "deal 1 event %d: taker seat %d's line written %d, due %d (total follows the line)" % (i, w, e["points"], e["points"] - 10)

    res.append(
        session("s2", 3, T3, H3, [plain(3, 2, 121), pult(3, 0, 122)], "sheet", slip_s2, pool_totals={0: ["pagat_pool"], 1: ["pagat_pool"]}, note="sheet; pagat ultimo on a revealed pool")
    )

    # s3: sheet, king przydupek; king pool total written in the same deal; king pool line +5.
    def slip_s3(doc, info):
        i, e = find(doc, 0, lambda e: e["type"] == "score" and e["party"] == "king_pool")
        e["points"] += 5
        return "deal 0 event %d: king pool's line written %d, due %d" % (i, e["points"], e["points"] - 5)

    res.append(session("s3", 3, T3, H3, [kprz(3, 1, 131), plain(3, 2, 132)], "sheet", slip_s3, pool_totals={0: ["king_pool"]}, note="sheet; king przydupek, pool total same deal"))

    # s4: sheet, Tout then a plain deal; pool totals after the Tout; a non-taker's total off by 10.
    def slip_s4(doc, info):
        i, e = find(doc, 0, lambda e: e["type"] == "total" and e["party"] == 1)
        e["points"] -= 10
        for j, f in enumerate(doc["deals"][1]["events"]):
            if f["type"] == "total" and f["party"] == 1:
                f["points"] -= 10
        return "deal 0 event %d: seat 1 total written %d, due %d (deal 1 total carries the slip)" % (i, e["points"], e["points"] + 10)

    res.append(session("s4", 3, T3, H3, [tout_deal(3, 2, 0, 141), plain(3, 0, 142)], "sheet", slip_s4, pool_totals={0: ["pagat_pool", "king_pool"], 1: ["pagat_pool", "king_pool"]}, note="sheet; tout"))

    # s5: sheet, four players, pagat ultimo then king przydupek; pagat pool total after deal 0. clean.
    res.append(session("s5", 4, T4, H4, [pult(4, 1, 151), kprz(4, 2, 152)], "sheet", pool_totals={0: ["pagat_pool"], 1: ["pagat_pool"]}, note="sheet; four players"))

    # s6: sheet, four players, pagat ultimo; sitter's line written -25 (his refill is 20).
    def slip_s6(doc, info):
        sit = info[0]["sitter"]
        i, e = find(doc, 0, lambda e: e["type"] == "score" and e["party"] == sit)
        e["points"] = -25
        for di in range(len(doc["deals"])):
            for f in doc["deals"][di]["events"]:
                if f["type"] == "total" and f["party"] == sit:
                    f["points"] -= 5
        return "deal 0 event %d: sitter seat %d's line written -25, due -20 (his refill; totals follow the line)" % (i, sit)

    res.append(session("s6", 4, T4, H4, [pult(4, 3, 161), plain(4, 0, 162)], "sheet", slip_s6, pool_totals={0: ["pagat_pool"]}, note="sheet; four players"))

    # s7: sheet, pagat ultimo + king przydupek; king pool total written in deal 1. clean.
    res.append(session("s7", 3, T3, H3, [pult_kprz(3, 2, 171), plain(3, 0, 172)], "sheet", pool_totals={0: ["pagat_pool"], 1: ["king_pool", "pagat_pool"]}, note="sheet; pagat ultimo and king przydupek"))

    lines = []
    for name, info, sd, doc in res:
        lines.append("## %s  slip: %s" % (name, sd))
        for x in info:
            lt = [(s, c) for s, c in x["last_trick"][0]]
            lines.append(
                "  deal %d dealer %d sitter %s new_dealer %d last %s won by %d kinds %s tricks %s pts %s"
                % (x["deal"], x["dealer"], x["sitter"], x["new_dealer"], lt, x["last_trick"][1], x["kinds"], x["tricks"], x["card_points"])
            )
            lines.append("    pools before %s at last trick %s after %s" % (x["pools_before"], x["pools_at_last_trick"], x["pools_after"]))
            lines.append("    net %s totals %s" % (x["net"], x["totals"]))
    (OUT / "_facts.txt").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
