# ruff: noqa: B007, B023, F841
"""danish32: play one deal by a simple policy and price it by my reading of the source."""

from model import (
    active_seats,
    card_point_pay,
    card_points,
    decl_cards,
    declarations,
    is_trump,
    is_ultimo,
    legal,
    order_from,
    rank,
    strength,
    suit,
    winner_of,
)


def choose_discard(hand):
    """Three low pips (never a king, the Mondo, the Joker or a declaration card)."""
    dc = decl_cards(hand)
    pips = [c for c in hand if not is_trump(c) and c != "JOKER" and rank(c) not in "KQNJ" and c not in dc]
    pips.sort(key=strength)
    return pips[:3]


def play_deal(hands, dealer, n, rng, opts):
    """Return the plays [(seat, card, named)], calls {play index: (seat, call)}, etc."""
    act = active_seats(n, dealer)
    h = {s: list(hands[s]) for s in act}
    skat = opts.get("skat") or choose_discard(h[dealer])
    for c in skat:
        h[dealer].remove(c)
    hoard = opts.get("hoard", {})
    duck = opts.get("duck")
    joker_plan = opts.get("joker", "free")
    demand_by = opts.get("demand_by")
    leader = (dealer + 1) % n
    plays = []
    calls = {}
    tricks = []
    for t in range(25):
        left = 25 - t
        trick = []
        forced_joker = None
        if joker_plan == "demand" and left == 3:
            holder = [s for s in act if "JOKER" in h[s]][0]
            caller = demand_by if demand_by is not None else [s for s in act if s != holder][0]
            calls[len(plays)] = (caller, "joker")
            forced_joker = holder
        for s in order_from(leader, act, n):
            cand = legal(h[s], trick, left)
            named = None
            if forced_joker == s:
                c = "JOKER"
            else:
                nj = [c for c in cand if c != "JOKER"]
                want_joker = False
                if "JOKER" in cand:
                    if joker_plan == "free" and rng.random() < 0.08:
                        want_joker = True
                    if joker_plan == "lead" and not trick and t >= opts.get("lead_at", 5):
                        want_joker = True
                    if joker_plan in ("keep", "demand", "lead") and left == 1:
                        want_joker = True
                    if joker_plan in ("free", "none") and left in (3, 1):
                        want_joker = True
                if not nj:
                    want_joker = True
                if want_joker:
                    c = "JOKER"
                else:
                    keep = hoard.get(s, set())
                    pool = [c for c in nj if c not in keep] or nj
                    lo = opts.get("lead_order", {}).get(s)
                    if lo and not trick:
                        pool = [x for x in lo if x in nj][:1] or pool
                    if s == duck:
                        pool.sort(key=lambda c: (is_trump(c), strength(c)))
                        c = pool[0]
                    elif lo and not trick:
                        c = pool[0]
                    elif s in opts.get("strong", ()):
                        pool.sort(key=lambda c: (is_trump(c), strength(c)))
                        c = pool[-1]
                    else:
                        c = rng.choice(pool)
            if c == "JOKER" and not trick:
                others = [x for x in act if x != s]
                opts_named = [su for su in "HDSC" if all(any(suit(y) == su for y in h[o]) for o in others)]
                if not opts_named:
                    opts_named = ["T"] if all(any(is_trump(y) for y in h[o]) for o in others) else []
                if not opts_named:
                    # cannot lead it sensibly now: play something else
                    nj = [x for x in cand if x != "JOKER"]
                    if not nj:
                        raise ValueError("joker lead without a suit to name")
                    c = rng.choice(nj)
                else:
                    named = rng.choice(opts_named)
            h[s].remove(c)
            trick.append((s, c, named))
            plays.append((s, c, named))
        w, wc = winner_of(trick)
        tricks.append((trick, w, wc))
        leader = w
    return {"skat": skat, "plays": plays, "calls": calls, "tricks": tricks, "act": act}


def price_deal(hands, dealer, n, res, pools, next_dealer):
    """Compute every payment of the deal after the discard, in order.

    Returns (decl_events, trick_payments {trick index: [payments]}, final_payments,
    points, tricks_won, pools_after). A payment is (from, to, amount, reason).
    """
    act = res["act"]
    skat = res["skat"]
    pools = dict(pools)
    hand_after = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in act}
    decl = []
    for s in order_from(dealer, act, n):
        items = declarations(hand_after[s])
        pays = []
        for item, price in items:
            for o in order_from((s + 1) % n, act, n):
                if o != s:
                    pays.append((o, s, price, "declaration"))
        decl.append((s, [i for i, _ in items], pays))
    trick_pay = {}
    won = {s: 0 for s in act}
    pile_pts = {s: 0 for s in act}
    pile_pts[dealer] += 1 + sum(card_points(c) for c in skat)
    tricks = res["tricks"]
    for t, (trick, w, wc) in enumerate(tricks):
        won[w] += 1
        pile_pts[w] += 1
        last = t == 24
        pays = []
        for s, c, _ in trick:
            if c == "JOKER":
                pile_pts[w if last else s] += 4
            else:
                pile_pts[w] += card_points(c)
            if last:
                continue
            others = [o for o in order_from((s + 1) % n, act, n) if o != s]
            if c != "JOKER" and rank(c) == "K" and not is_trump(c) and s != w:
                for o in others:
                    pays.append((s, o, 5, "king_lost"))
                pays.append((s, "king_pool", 5, "king_lost"))
                pools["king_pool"] += 5
            if c == "T1":
                if s != w:
                    for o in others:
                        pays.append((s, o, 5, "pagat_lost"))
                    pays.append((s, "pagat_pool", 5, "pagat_lost"))
                    pools["pagat_pool"] += 5
                else:
                    for o in others:
                        pays.append((o, s, 5, "pagat_trick"))
        if pays:
            trick_pay[t] = pays
    fin = []
    trick, w, wc = tricks[24]
    tout = [s for s in act if won[s] == 25]
    nolo = [s for s in act if won[s] == 0] if not tout else []
    przy = [(s, c) for s, c, _ in trick if c != "JOKER" and is_ultimo(c) and s != w]
    everyone = list(range(n))

    def others_of(s):
        return [o for o in order_from((s + 1) % n, act, n) if o != s]

    refill = []
    if tout:
        s = tout[0]
        for o in others_of(s):
            fin.append((o, s, 85, "tout"))
        for p in ("pagat_pool", "king_pool"):
            fin.append((p, s, pools[p], "tout"))
            pools[p] = 0
        refill = ["pagat_pool", "king_pool"]
    if nolo:
        s = nolo[0]
        for o in others_of(s):
            fin.append((o, s, 25, "nolo"))
    ult = None
    if not tout and not nolo and is_ultimo(wc):
        ult = "pagat" if wc == "T1" else "king"
    king_orig = pools["king_pool"]
    pagat_orig = pools["pagat_pool"]
    if ult == "pagat":
        for o in others_of(w):
            fin.append((o, w, 45, "pagat_ultimo"))
        fin.append(("pagat_pool", w, pagat_orig, "pagat_ultimo"))
        pools["pagat_pool"] = 0
        refill.append("pagat_pool")
    if ult == "king":
        for o in others_of(w):
            fin.append((o, w, 40, "king_ultimo"))
        fin.append(("king_pool", w, king_orig, "king_ultimo"))
        pools["king_pool"] = 0
        if not any(c != "T1" for _, c in przy):
            refill.append("king_pool")
    for s, c in przy:
        if c == "T1":
            for o in others_of(s):
                fin.append((s, o, 45, "pagat_przydupek"))
            fin.append((s, "pagat_pool", pagat_orig, "pagat_przydupek"))
            pools["pagat_pool"] += pagat_orig
        else:
            for o in others_of(s):
                fin.append((s, o, 40, "king_przydupek"))
            fin.append((s, "king_pool", king_orig, "king_przydupek"))
            pools["king_pool"] += king_orig
    for p in refill:
        if pools[p] == 0:
            for s in everyone:
                fin.append((s, p, 20, "refill"))
                pools[p] += 20
    if not tout and not nolo and not przy and not is_ultimo(wc):
        for o in others_of(w):
            fin.append((o, w, 20, "last_trick"))
    if not nolo:
        for s in order_from((next_dealer + 1) % n, act, n):
            if s == next_dealer:
                continue
            a = card_point_pay(pile_pts[s])
            if a < 0:
                fin.append((s, next_dealer, -a, "card_points"))
            elif a > 0:
                fin.append((next_dealer, s, a, "card_points"))
    assert sum(pile_pts.values()) == 78, pile_pts
    return decl, trick_pay, fin, pile_pts, won, pools
