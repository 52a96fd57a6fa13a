"""Blind generator for audit round danish-fragment-4p.

Written from the Polish source (seeds/000, Duński tarot "Ultimo") and the public contract only.
Four players; the player opposite the dealer sits out (§2, §17). Every record is taken up
mid-session: start.totals (not all 0), no start.pools (the pools' content is unknown to the
record).  Records are score sheets: per deal one `score` line per seat (net chips in the deal),
in some files a line per pool (chips into it, net), running `total`s per seat, in some files
pool totals.

Rules used (source paragraph in brackets):
- dealer d; sitting out (d+2)%4 (§2 "gracz siedzący naprzeciwko Rozdającego"); the next dealer is
  d+1 (§17 pools lie "po prawej ręce poprzedniego Rozdającego i po lewej nowego"); d+1 leads (§10).
- the dealer pays 5 to each pool (§15 Rozdanie, §17), 28 cards, lays away 3 (pips only here).
- declarations (§14/§15), paid by each of the two other active players.
- king / pagat played and the trick lost (not the last trick): 5 to each of the two others and 5
  into its pool; a trick won with the Pagat (not the last): 5 from each of the two others.
- last trick: Tout 85 each + both pools; Pagat ultimo 45 each + pagat pool; King ultimo 40 each +
  king pool; przydupek: 45/40 to each of the two others and the pool's original content into it;
  otherwise 20 each to the last trick's winner, unless a przydupek happened.
- an emptied pool is refilled: 20 from each of the FOUR players (the one sitting out too), not when
  a przydupek paid its content back in (§15 Fundamenty, King Ultimo, Tout; §17).
- card points (§15): each active player's points against 26, rounded to the nearest 5, settled
  with the NEW dealer (d+1).
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
DECK += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def suit(c):
    if c == "JOKER":
        return "J*"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its suit."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED_ORDER if c[-1] in "HD" else BLACK_ORDER
    return 100 - order.index(rank(c))


def is_king(c):
    return c[0] == "K" and not c.startswith("T")


def value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def declarations(hand):
    items, amounts = [], []
    ntr = sum(1 for c in hand if c.startswith("T")) + (1 if "JOKER" in hand else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hand})
        amounts.append(10 + 5 * (ntr - 10))
    if "JOKER" in hand and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while "T%d" % k in hand:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
        amounts.append(10 + 5 * (n - 3))
    joker = "JOKER" in hand
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            amounts.append(15 if joker else 10)
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
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
    return items, sum(amounts)


def trick_winner(cards):
    """cards: list of (seat, card) in play order; the Joker is never led here."""
    led = suit(cards[0][1])
    trumps = [(strength(c), s) for s, c in cards if suit(c) == "T"]
    if trumps:
        return max(trumps)[1]
    return max((strength(c), s) for s, c in cards if suit(c) == led)[1]


def legal(hand, led, tidx, leading):
    if leading:
        opts = [c for c in hand if c != "JOKER"]
        return opts or list(hand)
    fol = [c for c in hand if suit(c) == led]
    if not fol:
        fol = [c for c in hand if suit(c) == "T"]
    if not fol:
        fol = [c for c in hand if c != "JOKER"]
    opts = list(fol)
    if "JOKER" in hand and tidx != 23:
        opts.append("JOKER")
    if not opts:
        opts = list(hand)
    return opts


class Fail(Exception):
    pass


def rnd(x):
    return 5 * round(x / 5)


def card_pay(points):
    return rnd(points - 26)


def play_deal(rng, dealer, hands, reserved, script=None):
    """Simulate the play. reserved: seat -> card kept for the last trick.
    Returns plays [(seat, card)], trick list, joker owner pile info."""
    order = [(dealer + 1) % 4, (dealer + 3) % 4, dealer]
    hands = {s: list(h) for s, h in hands.items()}
    leader = order[0]
    plays, tricks = [], []
    joker_at = rng.choice([rng.randint(2, 18), 24])
    for t in range(25):
        i = order.index(leader)
        seq = order[i:] + order[:i]
        cards = []
        led = None
        for k, s in enumerate(seq):
            h = hands[s]
            if script and s in script:
                c = script[s][t]
                opts = legal(h, led, t, k == 0)
                if c not in opts:
                    raise Fail("script illegal %s %s" % (s, c))
            else:
                opts = legal(h, led, t, k == 0)
                keep = reserved.get(s)
                if t == 24:
                    c = opts[0]
                else:
                    pref = [o for o in opts if o != keep and o != "JOKER"]
                    jok = "JOKER" in opts and k > 0 and t < 22 and keep != "JOKER"
                    if jok and (t == joker_at or not pref):
                        c = "JOKER"
                    elif pref:
                        c = rng.choice(pref)
                    else:
                        raise Fail("forced")
            if k == 0 and c == "JOKER":
                raise Fail("joker lead")
            if c == "JOKER" and t in (22, 23):
                raise Fail("joker late")
            if k == 0:
                led = suit(c)
            h.remove(c)
            cards.append((s, c))
        w = trick_winner([(s, c) for s, c in cards if c != "JOKER"])
        tricks.append((cards, w))
        plays.extend(cards)
        leader = w
    return plays, tricks, order


def settle(dealer, hands, skat, tricks, order, pools):
    """Return nets dict (seats 0..3, 'P', 'K'), facts, pools after."""
    sit = (dealer + 2) % 4
    net = {0: 0, 1: 0, 2: 0, 3: 0, "P": 0, "K": 0}
    pools = dict(pools)
    facts = []

    def pay(a, b, x):
        net[a] -= x
        net[b] += x
        if a in ("P", "K"):
            pools[a] -= x
        if b in ("P", "K"):
            pools[b] += x

    pay(dealer, "P", 5)
    pay(dealer, "K", 5)
    for s in order:
        h = [c for c in hands[s] if not (s == dealer and c in skat)]
        items, amt = declarations(h)
        if amt:
            facts.append("declares %s: %s (%d from each)" % (s, items, amt))
            for o in order:
                if o != s:
                    pay(o, s, amt)
    pts = {s: 0 for s in order}
    pts[dealer] += 1 + sum(value(c) for c in skat)
    ntricks = {s: 0 for s in order}
    for t, (cards, w) in enumerate(tricks):
        ntricks[w] += 1
        pts[w] += 1
        for s, c in cards:
            if c == "JOKER" and t < 24:
                pts[s] += 4
            else:
                pts[w] += value(c)
        if t < 24:
            for s, c in cards:
                others = [o for o in order if o != s]
                if is_king(c) and s != w:
                    for o in others:
                        pay(s, o, 5)
                    pay(s, "K", 5)
                    facts.append("trick %d: %s lost %s" % (t, s, c))
                if c == "T1":
                    if s != w:
                        for o in others:
                            pay(s, o, 5)
                        pay(s, "P", 5)
                        facts.append("trick %d: %s lost the Pagat" % (t, s))
                    else:
                        for o in others:
                            pay(o, s, 5)
                        facts.append("trick %d: %s won with the Pagat" % (t, s))
    assert sum(pts.values()) == 78, pts
    cards, w = tricks[24]
    wcard = [c for s, c in cards if s == w][0]
    tout = [s for s in order if ntricks[s] == 25]
    nolo = [s for s in order if ntricks[s] == 0] if not tout else []
    if nolo:
        raise Fail("nolo")
    cP, cK = pools["P"], pools["K"]
    prz = [(s, c) for s, c in cards if s != w and (is_king(c) or c == "T1")]
    emptied = set()
    last = "plain"
    if tout:
        x = tout[0]
        for o in order:
            if o != x:
                pay(o, x, 85)
        pay("P", x, cP)
        pay("K", x, cK)
        emptied |= {"P", "K"}
        last = "tout"
        facts.append("TOUT by %d: takes pagat pool %s, king pool %s" % (x, cP, cK))
    elif wcard == "T1":
        for o in order:
            if o != w:
                pay(o, w, 45)
        pay("P", w, cP)
        emptied.add("P")
        last = "pagat_ultimo"
        facts.append("PAGAT ULTIMO by %d: takes pagat pool %s" % (w, cP))
    elif is_king(wcard):
        for o in order:
            if o != w:
                pay(o, w, 40)
        pay("K", w, cK)
        emptied.add("K")
        last = "king_ultimo"
        facts.append("KING ULTIMO by %d (%s): takes king pool %s" % (w, wcard, cK))
    for s, c in prz:
        pool, amt, orig = ("P", 45, cP) if c == "T1" else ("K", 40, cK)
        for o in order:
            if o != s:
                pay(s, o, amt)
        pay(s, pool, orig)
        emptied.discard(pool)
        last += "+przydupek"
        facts.append("PRZYDUPEK by %d (%s): pays %d each and %s into the pool" % (s, c, amt, orig))
    if last == "plain":
        for o in order:
            if o != w:
                pay(o, w, 20)
        facts.append("last trick %d with %s: 20 each" % (w, wcard))
    for pool in sorted(emptied):
        for s in range(4):
            pay(s, pool, 20)
        facts.append("refill %s: 20 from each of the four" % pool)
    new = (dealer + 1) % 4
    cp = {}
    for s in order:
        cp[s] = card_pay(pts[s])
        if s != new and cp[s]:
            pay(new, s, cp[s]) if cp[s] > 0 else pay(s, new, -cp[s])
    facts.append("tricks %s card points %s -> %s (bank: new dealer %d)" % (ntricks, pts, cp, new))
    assert net[sit] == -20 * len(emptied)
    assert sum(net.values()) == 0
    return net, facts, pools, last, pts, ntricks


def make_hands(rng, dealer, spec):
    """spec: dict seat -> list of cards that seat must hold; returns hands dict."""
    order = [(dealer + 1) % 4, (dealer + 3) % 4, dealer]
    fixed = {s: list(spec.get(s, [])) for s in order}
    used = {c for v in fixed.values() for c in v}
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands = {}
    for s in order:
        n = (28 if s == dealer else 25) - len(fixed[s])
        hands[s] = fixed[s] + rest[:n]
        rest = rest[n:]
    assert not rest
    return hands


def choose_skat(rng, hand, avoid):
    pips = [
        c for c in hand if not c.startswith("T") and c != "JOKER" and rank(c) not in COURTS and c not in avoid
    ]
    return rng.sample(pips, 3)


SCEN = {
    "plain": None,
    "king_ultimo": "king_ultimo",
    "pagat_ultimo": "pagat_ultimo",
    "king_prz": "plain+przydupek",
    "pagat_prz": "plain+przydupek",
    "both_king": "king_ultimo+przydupek",
    "pagat_ult_king_prz": "pagat_ultimo+przydupek",
}


def reserve_for(rng, scen, order):
    a, b, c = rng.sample(order, 3)
    s1, s2 = rng.sample(SUITS, 2)
    low = lambda s: rng.choice(["3", "4", "5", "6"]) + s  # noqa: E731
    if scen == "king_ultimo":
        return {a: "K" + s1, b: low(s1), c: "7" + s1 if s1 in "SC" else "8" + s1}
    if scen == "pagat_ultimo":
        return {a: "T1", b: low(s1), c: low(s2)}
    if scen == "king_prz":
        return {a: "K" + s1, b: "T%d" % rng.randint(5, 15), c: low(s2)}
    if scen == "pagat_prz":
        return {a: "T1", b: "T%d" % rng.randint(5, 15), c: low(s2)}
    if scen == "both_king":
        return {a: "K" + s1, b: "K" + s2, c: low(s1)}
    if scen == "pagat_ult_king_prz":
        return {a: "T1", b: "K" + s1, c: low(s2)}
    return {}


def gen_deal(rng, dealer, scen, pools):
    sit = (dealer + 2) % 4
    order = [(dealer + 1) % 4, (dealer + 3) % 4, dealer]
    for _ in range(20000):
        try:
            if scen.startswith("tout"):
                return gen_tout(rng, dealer, scen, pools)
            res = reserve_for(rng, scen, order)
            if len(set(res.values())) < len(res):
                continue
            spec = {s: [c] for s, c in res.items()}
            hands = make_hands(rng, dealer, spec)
            skat = choose_skat(rng, hands[dealer], set(res.values()))
            hh = dict(hands)
            hh[dealer] = [c for c in hands[dealer] if c not in skat]
            plays, tricks, order = play_deal(rng, dealer, hh, res)
            net, facts, newpools, last, pts, nt = settle(dealer, hands, skat, tricks, order, pools)
            want = SCEN[scen] or "plain"
            if last != want:
                continue
            # card points: stay in the same band if a Joker trick's winner were counted 1 lower/higher
            jt = [t for t, (cs, w) in enumerate(tricks[:24]) if any(c == "JOKER" for s, c in cs)]
            ok = True
            for t in jt:
                w = tricks[t][1]
                if card_pay(pts[w] - 1) != card_pay(pts[w]) or card_pay(pts[w] + 1) != card_pay(pts[w]):
                    ok = False
            if not ok:
                continue
            return dict(
                dealer=dealer,
                sit=sit,
                hands=hands,
                skat=skat,
                plays=plays,
                net=net,
                facts=facts,
                pools=newpools,
                last=last,
            )
        except Fail:
            continue
    raise RuntimeError("no deal for %s" % scen)


def gen_tout(rng, dealer, scen, pools):
    """X = dealer+1 leads and takes all 25 tricks. Others hold no trump above T4."""
    order = [(dealer + 1) % 4, (dealer + 3) % 4, dealer]
    x, y, z = order
    xs = ["T%d" % i for i in range(5, 22)] + ["KH", "QH", "KD", "QD", "KS", "QS"]
    if scen == "tout_kprz":
        xs += ["NH", "ND"]  # 25; KC kept by y for the last trick
        res = {y: "KC", z: "JOKER"}
    else:
        xs += ["KC", "QC"]
        res = {y: "JOKER"} if rng.random() < 0.5 else {z: "JOKER"}
    spec = {x: xs}
    for s, c in res.items():
        spec.setdefault(s, []).append(c)
    for _ in range(5000):
        hands = make_hands(rng, dealer, spec)
        skat = choose_skat(rng, hands[dealer], {"KC"})
        hh = dict(hands)
        hh[dealer] = [c for c in hands[dealer] if c not in skat]
        # X's script: trumps high to low until the others hold none, then kings, queens, knights, rest
        try:
            plays, tricks = [], []
            hs = {s: list(hh[s]) for s in order}
            for t in range(25):
                mine = hs[x]
                if t == 24:
                    c = mine[0]
                else:
                    otr = any(c.startswith("T") for s in (y, z) for c in hs[s])
                    trs = sorted([c for c in mine if c.startswith("T")], key=strength, reverse=True)
                    nont = sorted([c for c in mine if not c.startswith("T")], key=strength, reverse=True)
                    if otr and trs:
                        c = trs[0]
                    elif nont:
                        c = nont[0]
                    else:
                        c = trs[-1] if len(trs) > 1 else trs[0]
                cards = [(x, c)]
                led = suit(c)
                for s in (y, z):
                    opts = legal(hs[s], led, t, False)
                    keep = res.get(s)
                    pref = [o for o in opts if o != keep and o != "JOKER"] if t < 24 else opts
                    if t < 24 and not pref:
                        raise Fail("forced")
                    cc = rng.choice(pref)
                    cards.append((s, cc))
                for s, cc in cards:
                    hs[s].remove(cc)
                w = trick_winner([(s, cc) for s, cc in cards if cc != "JOKER"])
                if w != x:
                    raise Fail("not tout")
                tricks.append((cards, w))
                plays.extend(cards)
            net, facts, newpools, last, pts, nt = settle(dealer, hands, skat, tricks, order, pools)
            want = "tout+przydupek" if scen == "tout_kprz" else "tout"
            if last != want:
                continue
            return dict(
                dealer=dealer,
                sit=(dealer + 2) % 4,
                hands=hands,
                skat=skat,
                plays=plays,
                net=net,
                facts=facts,
                pools=newpools,
                last=last,
            )
        except Fail:
            continue
    raise RuntimeError("no tout")


PARTY = {"P": "pagat_pool", "K": "king_pool"}


def build(
    name,
    seed,
    players,
    first_dealer,
    scens,
    start_pools,
    start_totals,
    pool_lines,
    pool_totals_from,
    faults,
    description,
):
    """pool_totals_from: None, or per pool the deal index from which the sheet writes its total.
    faults: list of (deal, kind, party, delta)."""
    assert sum(start_totals) == -(start_pools["P"] + start_pools["K"])
    rng = random.Random(seed)
    pools = dict(start_pools)
    written_tot = list(start_totals)
    true_tot = list(start_totals)
    written_ptot = {}
    deals, facts = [], []
    expect = []
    for i, scen in enumerate(scens):
        dealer = (first_dealer + i) % 4
        before = dict(pools)
        d = gen_deal(rng, dealer, scen, pools)
        pools = d["pools"]
        ev = [{"type": "discard", "seat": dealer, "cards": d["skat"]}]
        order = [dealer, (dealer + 1) % 4, (dealer + 3) % 4]
        for s in order:
            h = [c for c in d["hands"][s] if not (s == dealer and c in d["skat"])]
            ev.append({"type": "declare", "seat": s, "items": declarations(h)[0]})
        for s, c in d["plays"]:
            ev.append({"type": "play", "seat": s, "card": c})
        net = d["net"]
        lines = {s: net[s] for s in range(4)}
        plines = {"P": net["P"], "K": net["K"]}
        fl = [f for f in faults if f[0] == i]
        for _, kind, party, delta in fl:
            if kind == "line":
                lines[party] += delta
        idx = {}
        for s in range(4):
            idx[("line", s)] = len(ev)
            ev.append({"type": "score", "party": s, "points": lines[s]})
        if pool_lines:
            for p in "PK":
                idx[("line", p)] = len(ev)
                ev.append({"type": "score", "party": PARTY[p], "points": plines[p]})
        for s in range(4):
            true_tot[s] += net[s]
            w = written_tot[s] + lines[s]
            for _, kind, party, delta in fl:
                if kind == "total" and party == s:
                    w += delta
            written_tot[s] = w
            idx[("total", s)] = len(ev)
            ev.append({"type": "total", "party": s, "points": w})
        if pool_totals_from is not None:
            for p in "PK":
                if pool_totals_from.get(p) is not None and i >= pool_totals_from[p]:
                    w = pools[p]
                    for _, kind, party, delta in fl:
                        if kind == "total" and party == p:
                            w += delta
                    idx[("total", p)] = len(ev)
                    ev.append({"type": "total", "party": PARTY[p], "points": w})
        hands = [d["hands"].get(s, []) if s != d["sit"] else [] for s in range(4)]
        deals.append({"dealer": dealer, "hands": hands, "events": ev})
        for _, kind, party, delta in fl:
            expect.append(
                (
                    i,
                    idx[(kind, party)],
                    "wrong_score" if kind == "line" else "wrong_total",
                    kind,
                    party,
                    delta,
                )
            )
        facts.append(
            "deal %d: dealer %d, sits out %d, scenario %s (%s)" % (i, dealer, d["sit"], scen, d["last"])
        )
        facts.append(
            "  pools before (hidden) P=%s K=%s after P=%s K=%s"
            % (before["P"], before["K"], pools["P"], pools["K"])
        )
        for f in d["facts"]:
            facts.append("  " + f)
        facts.append("  true lines: %s pools P %+d K %+d" % ([net[s] for s in range(4)], net["P"], net["K"]))
        facts.append(
            "  written lines: %s; written totals %s; true totals %s"
            % ([lines[s] for s in range(4)], written_tot, true_tot)
        )
        facts.append(
            "  event idx: lines %s totals %s"
            % (
                {str(k[1]): v for k, v in idx.items() if k[0] == "line"},
                {str(k[1]): v for k, v in idx.items() if k[0] == "total"},
            )
        )
    tr = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
        "start": {"totals": start_totals},
        "meta": {"audit": "danish-fragment-4p", "description": description},
        "deals": deals,
    }
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
    return facts, expect, pools, true_tot, written_tot


FILES = [
    # name, seed, players, first dealer, scenarios, hidden start pools, start totals,
    # pool lines, pool totals from, faults, description
    (
        "f01-clean-6-king-ultimo-pooltotals",
        101,
        ["Adam", "Beata", "Cezary", "Dorota"],
        0,
        ["plain", "plain", "king_ultimo", "plain", "plain", "plain"],
        {"P": 85, "K": 160},
        [-40, -95, -30, -80],
        True,
        {"P": 0, "K": 0},
        [],
        "Four at the table, 6 deals, seat and pool lines, seat and pool totals from the first deal; king ultimo in deal 2.",
    ),
    (
        "f02-clean-7-pagat-ultimo-then-kprz",
        102,
        ["Ewa", "Filip", "Gosia", "Henryk"],
        1,
        ["plain", "plain", "pagat_ultimo", "plain", "king_prz", "plain", "plain"],
        {"P": 110, "K": 215},
        [-120, -45, -70, -90],
        True,
        None,
        [],
        "Four, 7 deals, seat and pool lines, no pool totals; the unknown pagat pool taken in deal 2, the unknown king pool doubled by a przydupek in deal 4.",
    ),
    (
        "f03-clean-5-tout-no-pool-lines",
        103,
        ["Igor", "Jola", "Kamil", "Lena"],
        2,
        ["plain", "tout", "plain", "plain", "plain"],
        {"P": 140, "K": 95},
        [-35, -120, -10, -70],
        False,
        None,
        [],
        "Four, 5 deals, seat lines and totals only; a Tout takes both unknown pools in deal 1 (the one sitting out refills both).",
    ),
    (
        "f04-clean-8-both-in-last-trick",
        104,
        ["Marek", "Nina", "Olek", "Paula"],
        3,
        ["plain", "plain", "plain", "both_king", "plain", "plain", "plain", "plain"],
        {"P": 65, "K": 180},
        [-60, -30, -100, -55],
        False,
        {"P": None, "K": 3},
        [],
        "Four, 8 deals, no pool lines; a king ultimo and a king przydupek in one last trick (deal 3), king pool total from there on.",
    ),
    (
        "f05-clean-6-pagat-ult-king-prz",
        105,
        ["Ola", "Piotr", "Renata", "Sebastian"],
        0,
        ["plain", "plain", "plain", "pagat_ult_king_prz", "plain", "plain"],
        {"P": 125, "K": 150},
        [-90, -60, -85, -40],
        True,
        {"P": 3, "K": 3},
        [],
        "Four, 6 deals, seat and pool lines; a Pagat ultimo and a king przydupek in one last trick (deal 3), pool totals from there on.",
    ),
    (
        "f06-line-and-total-7",
        106,
        ["Tadeusz", "Urszula", "Wiktor", "Zuzanna"],
        1,
        ["plain", "king_ultimo", "plain", "plain", "plain", "plain", "plain"],
        {"P": 95, "K": 130},
        [-50, -75, -25, -75],
        True,
        {"P": 0, "K": 0},
        [(5, "line", "LATE1", -10), (6, "total", "LATE2", 10)],
        "Four, 7 deals, seat and pool lines and totals; king ultimo in deal 1; a wrong seat line (deal 5) and a wrong seat total (deal 6).",
    ),
    (
        "f07-sitter-refill-and-pool-total-6",
        107,
        ["Agata", "Bogdan", "Celina", "Damian"],
        2,
        ["plain", "plain", "plain", "king_ultimo", "plain", "plain"],
        {"P": 70, "K": 145},
        [-30, -85, -45, -55],
        False,
        {"P": None, "K": 3},
        [(3, "line", "SIT", 20), (4, "total", "K", -20)],
        "Four, 6 deals, no pool lines; the unknown king pool taken in deal 3 (the one sitting out writes no refill), king pool totals from there on, one wrong (deal 4).",
    ),
    (
        "f08-tout-sitter-and-line-8",
        108,
        ["Edyta", "Franek", "Grażyna", "Hubert"],
        3,
        ["plain", "plain", "plain", "plain", "plain", "plain", "tout", "plain"],
        {"P": 120, "K": 175},
        [-100, -65, -70, -60],
        True,
        None,
        [(6, "line", "SIT", 20), (6, "line", "NONTAKER", 10)],
        "Four, 8 deals, seat and pool lines, no pool totals; a Tout takes both unknown pools in deal 6, where the one sitting out writes one refill, not two, and a non-taker's line is wrong.",
    ),
    (
        "f09-kprz-total-then-line-7",
        109,
        ["Ignacy", "Jadwiga", "Karol", "Ludmiła"],
        0,
        ["plain", "plain", "plain", "plain", "king_prz", "plain", "plain"],
        {"P": 80, "K": 105},
        [-20, -60, -55, -50],
        False,
        None,
        [(4, "total", "NONPRZ", -10), (5, "line", "LATE1", 10)],
        "Four, 7 deals, seat lines and totals only; a king przydupek doubles the unknown king pool in deal 4; a wrong total there and a wrong seat line in deal 5.",
    ),
    (
        "f10-pool-total-and-seat-total-6",
        110,
        ["Leon", "Magda", "Norbert", "Olga"],
        1,
        ["plain", "plain", "plain", "plain", "pagat_ultimo", "plain"],
        {"P": 100, "K": 100},
        [-45, -50, -60, -45],
        True,
        {"P": 0, "K": 0},
        [(5, "total", "P", 20), (5, "total", "LATE1", -10)],
        "Four, 6 deals, seat and pool lines and totals from the first deal; Pagat ultimo in deal 4; a wrong pagat pool total and a wrong seat total in deal 5.",
    ),
    (
        "f11-clean-5-both-unknown-pool-lines",
        111,
        ["Patryk", "Roksana", "Szymon", "Teodora"],
        2,
        ["plain", "both_king", "plain", "plain", "plain"],
        {"P": 90, "K": 240},
        [-110, -75, -80, -65],
        True,
        {"P": None, "K": 2},
        [],
        "Four, 5 deals, seat and pool lines; a king ultimo and a king przydupek of the unknown king pool in one last trick (deal 1); king pool total from deal 2.",
    ),
    (
        "f12-tout-kprz-then-total-7",
        112,
        ["Urban", "Wanda", "Xawery", "Zenon"],
        3,
        ["plain", "plain", "plain", "plain", "tout_kprz", "plain", "plain"],
        {"P": 105, "K": 135},
        [-60, -70, -40, -70],
        False,
        {"P": 5, "K": 5},
        [(5, "total", "SIT_T", 20), (6, "line", "LATE1", -10)],
        "Four, 7 deals, no pool lines; a Tout and a king przydupek in one last trick (deal 4): both pools taken, the king pool doubled, only the pagat pool refilled; pool totals from deal 5; a wrong seat total (deal 5) and a wrong seat line (deal 6).",
    ),
    (
        "f13-clean-8-pagat-prz-pooltotals-late",
        113,
        ["Agnieszka", "Borys", "Czesława", "Dawid"],
        0,
        ["plain", "plain", "plain", "plain", "pagat_prz", "plain", "plain", "plain"],
        {"P": 75, "K": 125},
        [-50, -40, -70, -40],
        False,
        {"P": 5, "K": None},
        [],
        "Four, 8 deals, seat lines and totals only; a Pagat przydupek doubles the unknown pagat pool in deal 4; the pagat pool's total written from deal 5.",
    ),
]


def resolve_faults(name, seed, players, fd, scens, sp, st, pl, ptf, faults):
    """Fault parties named symbolically are resolved on a dry run of the deals."""
    out = []
    rng = random.Random(seed)
    pools = dict(sp)
    info = []
    for i, scen in enumerate(scens):
        d = gen_deal(rng, (fd + i) % 4, scen, pools)
        pools = d["pools"]
        info.append(d)
    for deal, kind, party, delta in faults:
        d = info[deal]
        dealer, sit = d["dealer"], d["sit"]
        active = [(dealer + 1) % 4, (dealer + 3) % 4, dealer]
        if party in ("SIT", "SIT_T"):
            p = sit
        elif party == "LATE1":
            # an active seat whose line rests on no pool: no take, no przydupek in that deal
            p = active[1]
        elif party == "LATE2":
            p = active[0]
        elif party == "NONTAKER":
            # a seat that took nothing and paid no przydupek: the Tout's X is active[0]
            p = active[2]
        elif party == "NONPRZ":
            prz = [int(f.split()[2]) for f in d["facts"] if f.startswith("PRZYDUPEK")]
            p = [s for s in active if s not in prz][0]
        else:
            p = party
        out.append((deal, kind, p, delta))
    return out


def main():
    allfacts = []
    for name, seed, players, fd, scens, sp, st, pl, ptf, faults, desc in FILES:
        rf = resolve_faults(name, seed, players, fd, scens, sp, st, pl, ptf, faults)
        facts, expect, pools, tt, wt = build(name, seed, players, fd, scens, sp, st, pl, ptf, rf, desc)
        allfacts.append("=" * 70)
        allfacts.append(
            "%s.json  start totals %s, hidden start pools P=%s K=%s" % (name, st, sp["P"], sp["K"])
        )
        allfacts.extend(facts)
        allfacts.append(
            "  final pools P=%s K=%s; true totals %s; written %s" % (pools["P"], pools["K"], tt, wt)
        )
        allfacts.append("  PLANTED: %s" % [(e[0], e[1], e[2], e[4], e[5]) for e in expect])
    with open(os.path.join(HERE, "_facts.txt"), "w") as f:
        f.write("\n".join(allfacts) + "\n")


if __name__ == "__main__":
    main()
