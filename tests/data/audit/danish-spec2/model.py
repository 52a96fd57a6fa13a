"""Blind model of Danish Tarok (Ultimo) written from the Polish source only (round danish-spec2).

Nothing here is imported from validator/ or replays/.  Seats are listed in order of play
(counter-clockwise at the table): the player after seat i is seat i+1; with four players the seat
opposite the dealer (dealer+2) sits out.
"""

from __future__ import annotations

SUITS = ["H", "D", "S", "C"]
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)]
DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
COURTS = ["K", "Q", "N", "J"]


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is better within its own suit."""
    s = suit(c)
    if s == "T":
        return int(c[1:])
    order = RED if s in "HD" else BLACK
    return len(order) - order.index(rank(c))


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in SUITS:
        return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def is_king(c):
    return suit(c) in SUITS and rank(c) == "K"


def active_seats(n, dealer):
    if n == 3:
        return [0, 1, 2]
    return [s for s in range(4) if s != (dealer + 2) % 4]


def play_order(n, dealer, first):
    act = active_seats(n, dealer)
    out = []
    s = first
    while len(out) < 3:
        if s in act:
            out.append(s)
        s = (s + 1) % n
    return out


def rnd5(x):
    """Round to the nearest multiple of 5 (differences are whole numbers; no .5 ties arise)."""
    q, r = divmod(abs(x), 5)
    m = q * 5 + (5 if r >= 3 else 0)
    return m if x >= 0 else -m


# ------------------------------------------------------------------ declarations (§14, §15)
def declarations(hand):
    h = set(hand)
    items = []
    ntr = sum(1 for c in h if suit(c) == "T") + (1 if "JOKER" in h else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in h})
    if {"JOKER", "T21", "T1"} <= h:
        k = 3
        t = 20
        while f"T{t}" in h:
            k += 1
            t -= 1
        items.append({"kind": "matadors", "count": k})
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if "JOKER" in h else "full"})
        elif len(have) == 3 and "JOKER" in h:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    ks = [s for s in SUITS if "K" + s in h]
    if len(ks) == 4:
        items.append({"kind": "kings", "form": "rich" if "JOKER" in h else "full"})
    elif len(ks) == 3 and "JOKER" in h:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in ks][0]})
    return items


def decl_value(it):
    if it["kind"] == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if it["kind"] == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def declaration_cards(hand):
    """Cards of the hand that form part of a declaration (§13 third point)."""
    h = set(hand)
    out = set()
    for it in declarations(hand):
        if it["kind"] == "trumps":
            out |= {c for c in h if suit(c) == "T" or c == "JOKER"}
        elif it["kind"] == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{21 - i}" for i in range(1, it["count"] - 2)}
        elif it["kind"] == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in h} | {"JOKER"} & h
        else:
            out |= {c for c in h if is_king(c)} | ({"JOKER"} & h)
    return out


def legal_skat(hand28, skat, tout=False):
    """§13: which three cards the dealer may lay away."""
    rest = [c for c in hand28 if c not in skat]
    for c in skat:
        if is_king(c) or c == "T21":
            return False
        if c == "JOKER" and not tout:
            return False
        if suit(c) == "T" and any(suit(x) == "T" for x in rest):
            return False
    dc = declaration_cards(hand28)
    if any(c in dc for c in skat):
        return False
    return True


# ------------------------------------------------------------------ play (§10, §12)
def legal_plays(hand, led, trick_no):
    """led: the suit led ('H','D','S','C','T') or None when leading."""
    joker_ok = "JOKER" in hand and trick_no != 23
    if led is None:
        return [c for c in hand if c != "JOKER"] + (["JOKER"] if joker_ok else [])
    same = [c for c in hand if suit(c) == led]
    if same:
        cands = same
    else:
        tr = [c for c in hand if suit(c) == "T"]
        cands = tr if tr else [c for c in hand if c != "JOKER"]
    cands = list(cands) + (["JOKER"] if joker_ok else [])
    if not cands:  # only the Joker left (last trick)
        cands = ["JOKER"]
    return cands


def trick_winner(cards, led):
    """cards: list of (seat, card); the Joker never wins."""
    best = None
    for seat, c in cards:
        if c == "JOKER":
            continue
        s = suit(c)
        key = None
        if s == "T":
            key = (2, strength(c))
        elif s == led:
            key = (1, strength(c))
        if key and (best is None or key > best[0]):
            best = (key, seat)
    return best[1]


# ------------------------------------------------------------------ hands
class Fail(Exception):
    pass


def build_hands(rng, n, dealer, fixed=None, allow=None):
    """Deal: 25 each to the active seats, 3 more to the dealer (§7); [] for a sitter."""
    fixed = fixed or {}
    allow = allow or {}
    act = active_seats(n, dealer)
    size = {s: (28 if s == dealer else 25) if s in act else 0 for s in range(n)}
    hands = {s: list(fixed.get(s, [])) for s in range(n)}
    used = {c for h in hands.values() for c in h}
    rest = [c for c in DECK if c not in used]
    for _ in range(200):
        rng.shuffle(rest)
        hh = {s: list(hands[s]) for s in range(n)}
        ok = True
        for c in rest:
            cand = [s for s in act if len(hh[s]) < size[s] and allow.get(s, lambda x: True)(c)]
            if not cand:
                ok = False
                break
            # weight by room left
            w = [size[s] - len(hh[s]) for s in cand]
            s = rng.choices(cand, w)[0]
            hh[s].append(c)
        if ok:
            for s in range(n):
                rng.shuffle(hh[s])
            return [hh[s] for s in range(n)]
    raise Fail("cannot build hands")


def choose_skat(rng, hand28, forced=None):
    if forced:
        return list(forced)
    dc = declaration_cards(hand28)
    pips = [c for c in hand28 if suit(c) in SUITS and value(c) == 0 and c not in dc]
    if len(pips) < 3:
        raise Fail("no plain skat")
    return rng.sample(pips, 3)


# ------------------------------------------------------------------ one deal
class Pools:
    def __init__(self, pagat=0, king=0):
        self.p = {"pagat_pool": pagat, "king_pool": king}


def pay(events, pools, frm, to, amount, reason):
    events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
    if frm in pools.p:
        pools.p[frm] -= amount
    if to in pools.p:
        pools.p[to] += amount


def play_deal(rng, n, dealer, hands, skat, opts):
    """Play the 25 tricks of a deal.  Returns (plays, info).  plays: list of events (play/call)
    with trick boundaries tracked in info['tricks'] = [(leader, [(seat, card)], winner)]."""
    h = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in range(n)}
    act = active_seats(n, dealer)
    for s in act:
        assert len(h[s]) == 25, (s, len(h[s]))
    last = opts.get("last", {})
    joker_at = opts.get("joker_at")  # trick index where the holder plays the Joker
    joker_lead_name = opts.get("joker_lead_name")
    demand = opts.get("demand")  # seat calling for the Joker before trick 22
    faults = opts.get("faults", {})  # (trick, seat) -> callable(hand, led) -> card
    prefer = opts.get("prefer", {})  # seat -> 'low' | 'high'
    forced = opts.get("forced", {})  # (trick, seat) -> card
    leader_override = opts.get("leader_override", {})  # trick -> seat (out-of-turn lead)
    evs = []
    tricks = []
    leader = play_order(n, dealer, (dealer + 1) % n)[0]
    holder = next((s for s in act if "JOKER" in h[s]), None)
    for t in range(25):
        if demand is not None and t == 22:
            evs.append({"type": "call", "seat": demand, "call": "joker"})
        lead_seat = leader_override.get(t, leader)
        order = play_order(n, dealer, lead_seat)
        cards = []
        led = None
        for seat in order:
            hand = h[seat]
            if (t, seat) in faults:
                c = faults[(t, seat)](hand, led)
            elif (t, seat) in forced:
                c = forced[(t, seat)]
                assert c in legal_plays(hand, led, t) or opts.get("allow_illegal"), (t, seat, c)
            else:
                lp = legal_plays(hand, led, t)
                if t < 24 and seat in last:
                    lp = [c for c in lp if c != last[seat]]
                if "JOKER" in lp and seat == holder and opts.get("joker_lead") is not None:
                    if led is None and t >= opts["joker_lead"] and t < 22:
                        lp = ["JOKER"]
                    else:
                        lp = [c for c in lp if c != "JOKER"] or lp
                elif "JOKER" in lp and seat == holder:
                    if joker_at is not None:
                        if t == joker_at:
                            lp = ["JOKER"]
                        else:
                            lp = [c for c in lp if c != "JOKER"] or lp
                    elif demand is not None and t == 22:
                        lp = ["JOKER"]
                    elif t < 24 and rng.random() > 0.15:
                        lp = [c for c in lp if c != "JOKER"] or lp
                if demand is not None and t == 22 and seat == holder and "JOKER" in hand:
                    lp = ["JOKER"]
                if not lp:
                    raise Fail("no card")
                lp2 = [c for c in lp if c != "JOKER"]
                if prefer.get(seat) == "low" and lp2:
                    lp2.sort(key=lambda c: (suit(c) == "T", value(c), strength(c)))
                    c = lp2[0]
                elif prefer.get(seat) == "high" and lp2:
                    lp2.sort(key=lambda c: (suit(c) == "T", strength(c)))
                    c = lp2[-1]
                else:
                    c = rng.choice(lp)
            hand.remove(c)
            ev = {"type": "play", "seat": seat, "card": c}
            if led is None:
                if c == "JOKER":
                    nm = joker_lead_name or suit(rng.choice([x for x in h[order[1]] if x != "JOKER"]))
                    ev["named"] = nm
                    led = nm
                else:
                    led = suit(c)
            evs.append(ev)
            cards.append((seat, c))
        w = trick_winner(cards, led)
        tricks.append((lead_seat, cards, w, led))
        evs.append({"_trick_end": t})
        leader = w
    return evs, tricks


def settle(n, dealer, tricks, pools, skat_points=1):
    """Trick payments, last trick (§15 'Po ostatniej kolejce'), card points.  Returns
    (per_trick_payments: dict t -> list, last_payments, cp_payments, info)."""
    act = active_seats(n, dealer)
    per = {}
    piles = {s: [] for s in act}
    tw = {s: 0 for s in act}
    for t, (_lead, cards, w, _led) in enumerate(tricks):
        tw[w] += 1
        for s, c in cards:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if t < 24:
            evs = []
            for s, c in cards:
                others = [o for o in play_order(n, dealer, (s + 1) % n) if o != s]
                if is_king(c) and s != w:
                    for o in others:
                        evs.append((s, o, 5, "king_lost"))
                    evs.append((s, "king_pool", 5, "king_lost"))
                if c == "T1" and s != w:
                    for o in others:
                        evs.append((s, o, 5, "pagat_lost"))
                    evs.append((s, "pagat_pool", 5, "pagat_lost"))
                if c == "T1" and s == w:
                    for o in others:
                        evs.append((o, s, 5, "pagat_trick"))
            per[t] = evs
    pts = {s: sum(value(c) for c in piles[s]) + tw[s] + (skat_points if s == dealer else 0) for s in act}
    info = {"tricks": tw, "points": pts}
    return per, piles, tw, pts, info


def last_trick_payments(n, dealer, tricks, tw, pools_before):
    """Returns list of (from, to, amount, reason) in order, and flags."""
    act = active_seats(n, dealer)
    lead, cards, w, led = tricks[24]
    lc = dict(cards)[w]
    tout = next((s for s in act if tw[s] == 25), None)
    nolo = None if tout is not None else next((s for s in act if tw[s] == 0), None)
    kprz = [s for s, c in cards if is_king(c) and s != w]
    pprz = [s for s, c in cards if c == "T1" and s != w]
    out = []
    P = dict(pools_before)

    def others(s):
        return [o for o in play_order(n, dealer, (s + 1) % n) if o != s]

    flags = {"tout": tout, "nolo": nolo, "winner": w, "card": lc, "kprz": kprz, "pprz": pprz}
    taken = set()
    if tout is not None:
        for o in others(tout):
            out.append((o, tout, 85, "tout"))
        out.append(("pagat_pool", tout, P["pagat_pool"], "tout"))
        out.append(("king_pool", tout, P["king_pool"], "tout"))
        taken = {"pagat_pool", "king_pool"}
    if nolo is not None:
        for o in others(nolo):
            out.append((o, nolo, 25, "nolo"))
    if tout is None and nolo is None and lc == "T1":
        for o in others(w):
            out.append((o, w, 45, "pagat_ultimo"))
        out.append(("pagat_pool", w, P["pagat_pool"], "pagat_ultimo"))
        taken.add("pagat_pool")
        flags["ultimo"] = "pagat"
    if tout is None and nolo is None and is_king(lc):
        for o in others(w):
            out.append((o, w, 40, "king_ultimo"))
        out.append(("king_pool", w, P["king_pool"], "king_ultimo"))
        taken.add("king_pool")
        flags["ultimo"] = "king"
    refilled = set()
    for s in pprz:
        for o in others(s):
            out.append((s, o, 45, "pagat_przydupek"))
        out.append((s, "pagat_pool", P["pagat_pool"], "pagat_przydupek"))
        refilled.add("pagat_pool")
    for s in kprz:
        for o in others(s):
            out.append((s, o, 40, "king_przydupek"))
        out.append((s, "king_pool", P["king_pool"], "king_przydupek"))
        refilled.add("king_pool")
    if tout is None and nolo is None and not kprz and not pprz and not is_king(lc) and lc != "T1":
        for o in others(w):
            out.append((o, w, 20, "last_trick"))
    for pool in ("pagat_pool", "king_pool"):
        if pool in taken and pool not in refilled:
            for s in range(n):
                out.append((s, pool, 20, "refill"))
    return out, flags


def card_point_payments(n, dealer, pts, nolo):
    if nolo is not None:
        return []
    nd = (dealer + 1) % n
    out = []
    for s in play_order(n, dealer, (nd + 1) % n):
        if s == nd or s not in pts:
            continue
        d = rnd5(pts[s] - 26)
        if d < 0:
            out.append((s, nd, -d, "card_points"))
        elif d > 0:
            out.append((nd, s, d, "card_points"))
    return out


# ------------------------------------------------------------------ a whole deal as events
def make_deal(
    rng,
    n,
    dealer,
    pools,
    first_of_session=False,
    fixed=None,
    allow=None,
    skat=None,
    opts=None,
    goal=None,
    record_payments=True,
    decl_override=None,
    decl_order=None,
    tout=False,
    hands=None,
    tries=3000,
    extra_after=None,
):
    """Build one deal. pools is mutated only on success.  Returns (deal_json, figures)."""
    opts = dict(opts or {})
    for _ in range(tries):
        try:
            hs = hands or build_hands(rng, n, dealer, fixed, allow)
            sk = choose_skat(rng, hs[dealer], skat)
            plays, tricks = play_deal(rng, n, dealer, hs, sk, opts)
            pl = Pools(**{"pagat": pools.p["pagat_pool"], "king": pools.p["king_pool"]})
            res = assemble(
                n,
                dealer,
                hs,
                sk,
                plays,
                tricks,
                pl,
                first_of_session,
                record_payments,
                decl_override,
                decl_order,
                tout,
                extra_after,
            )
            if goal and not goal(res[1]):
                continue
            pools.p = pl.p
            return res
        except Fail:
            continue
    raise Fail("goal not reached")


def assemble(
    n, dealer, hands, skat, plays, tricks, pools, first, record, decl_override, decl_order, tout, extra_after
):
    ev = []
    allp = []  # every payment, recorded or not

    def P(frm, to, amount, reason):
        allp.append((frm, to, amount, reason))
        if record:
            pay(ev, pools, frm, to, amount, reason)
        else:
            if frm in pools.p:
                pools.p[frm] -= amount
            if to in pools.p:
                pools.p[to] += amount

    active_seats(n, dealer)
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                P(s, pool, 20, "foundation")
    P(dealer, "pagat_pool", 5, "deal_fee")
    P(dealer, "king_pool", 5, "deal_fee")
    if tout:
        ev.append({"type": "announce", "seat": dealer, "items": ["tout"]})
    ev.append({"type": "discard", "seat": dealer, "cards": list(skat)})
    after = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in range(n)}
    order = decl_order or play_order(n, dealer, dealer)
    decls = {}
    for s in order:
        items = declarations(after[s]) if not (decl_override and s in decl_override) else decl_override[s]
        decls[s] = items
        ev.append({"type": "declare", "seat": s, "items": items})
        for it in items:
            for o in play_order(n, dealer, (s + 1) % n):
                if o != s:
                    P(o, s, decl_value(it), "declaration")
        if extra_after and ("declare", s) in extra_after:
            for x in extra_after[("declare", s)]:
                P(*x)
    per, piles, tw, pts, info = settle(n, dealer, tricks, pools)
    t = 0
    for e in plays:
        if "_trick_end" in e:
            tt = e["_trick_end"]
            for x in per.get(tt, []):
                P(*x)
            if extra_after and ("trick", tt) in extra_after:
                for x in extra_after[("trick", tt)]:
                    P(*x)
            t += 1
            continue
        ev.append(e)
    pools_before = dict(pools.p)
    lastp, flags = last_trick_payments(n, dealer, tricks, tw, pools_before)
    for x in lastp:
        P(*x)
    for x in card_point_payments(n, dealer, pts, flags["nolo"]):
        P(*x)
    net = {}
    for frm, to, a, _r in allp:
        net[frm] = net.get(frm, 0) - a
        net[to] = net.get(to, 0) + a
    fig = {
        "dealer": dealer,
        "tricks": tw,
        "points": pts,
        "flags": flags,
        "pools_after": dict(pools.p),
        "net": net,
        "trick_winners": [x[2] for x in tricks],
        "payments": allp,
        "declarations": decls,
        "hands_after": after,
    }
    deal = {"dealer": dealer, "hands": hands, "events": ev}
    return deal, fig


def transcript(n, deals, names=None, meta=None, start=None):
    names = names or ["Agata", "Bogdan", "Celina", "Dariusz"][:n]
    t = {"format": "trick-transcript/1", "game": "danish-tarok", "rules": {}, "players": names}
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t
