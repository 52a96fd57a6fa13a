"""danish-spec10: my own model of Danish Tarok ("Ultimo") from the Polish source
(/work/shared/seeds/000_2fac32aef83ce8a1.txt), written blind (without the engine).

Readings taken (see EXPECTED.md for the quotes):
- players are listed in order of play; the seat after the dealer leads (§10 "Gracz po prawej
  od Rozdającego zaczyna"), declarations start with the dealer (§9, §14); the next dealer is
  the seat after the dealer (§17: the pools lie right of the old dealer and left of the new).
- 4 players: the seat opposite the dealer ((dealer+2) % 4) sits out; it pays only the
  foundations and refills (§15 Fundamenty, §17).
- card points: honours (Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1) of the
  cards in a seat's pile + 1 per trick won + 1 for the skat (the dealer's, with the skat's
  honours). The Joker played before the last trick goes to its player's pile (§12).
- card-point money is paid to / by the NEW dealer (dealer+1), difference to 26 rounded to the
  nearest multiple of 5 (§15 table); none when there is a Nolo.
"""

import random

SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]
COURTS = "KQNJ"


def suit_of(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def strength(c):
    """higher is better within its suit"""
    s = suit_of(c)
    if s == "T":
        return int(c[1:])
    order = RED if s in "HD" else BLACK
    return 100 - order.index(rank_of(c))


def honour(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if (suit_of(c) or "X") in SUITS:
        return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)
    return 0


def is_king(c):
    return c != "JOKER" and suit_of(c) in SUITS and rank_of(c) == "K"


def trick_winner(plays, named=None):
    """plays: list of (seat, card). Returns (winner seat, winning card)."""
    first = plays[0][1]
    led = named if first == "JOKER" else suit_of(first)
    trumps = [(s, c) for s, c in plays if suit_of(c) == "T"]
    if trumps:
        return max(trumps, key=lambda x: strength(x[1]))
    foll = [(s, c) for s, c in plays if c != "JOKER" and suit_of(c) == led]
    assert foll, ("no card of the led suit", plays, named)
    return max(foll, key=lambda x: strength(x[1]))


def declarations(hand):
    """items as the format writes them, with their value"""
    items = []
    has_j = "JOKER" in hand
    nt = sum(1 for c in hand if suit_of(c) == "T") + (1 if has_j else 0)
    if nt >= 10:
        items.append(({"kind": "trumps", "count": nt, "pagat": "T1" in hand}, 10 + 5 * (nt - 10)))
    if has_j and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        courts = [r for r in COURTS if r + s in hand]
        if len(courts) == 4:
            if has_j:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(courts) == 3 and has_j:
            miss = [r for r in COURTS if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if has_j else "full"}, 15 if has_j else 10))
    elif len(kings) == 3 and has_j:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    """cards forming part of a declaration in hand"""
    out = set()
    for item, _v in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            out |= {c for c in hand if suit_of(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {"T%d" % (21 - i) for i in range(1, item["count"] - 2)}
        elif k == "cavalry":
            out |= {r + item["suit"] for r in COURTS if r + item["suit"] in hand} | {"JOKER"}
        elif k == "kings":
            out |= {c for c in hand if is_king(c)} | {"JOKER"}
    return out


def round5(d):
    # nearest multiple of 5 (d is never at a .5 boundary for whole points)
    import math

    q = d / 5.0
    return int(5 * (math.floor(q + 0.5) if q >= 0 else -math.floor(-q + 0.5)))


class Deal:
    pass


def active_seats(n, dealer):
    """in order of play, starting with the dealer"""
    seats = [(dealer + i) % n for i in range(n)]
    if n == 4:
        seats = [s for s in seats if s != (dealer + 2) % 4]
    return seats


def legal(hand, trick, trick_no, lead_named=None):
    if not trick:
        opts = list(hand)
    else:
        first = trick[0][1]
        led = lead_named if first == "JOKER" else suit_of(first)
        same = [c for c in hand if suit_of(c) == led]
        if same:
            opts = same + (["JOKER"] if "JOKER" in hand else [])
        else:
            tr = [c for c in hand if suit_of(c) == "T"]
            if tr:
                opts = tr + (["JOKER"] if "JOKER" in hand else [])
            else:
                opts = list(hand)
    if trick_no == 23 and "JOKER" in opts and len(opts) > 1:
        opts.remove("JOKER")
    return opts


def simulate(rng, n, dealer, pools, first_fresh, force=None):
    """Simulate one deal.  pools: dict, updated in place.  Returns a Deal object with
    events (full record, every payment with a reason), and bookkeeping.
    force: optional dict for planting a revoke: {"seat": s, "trick": t}
    """
    d = Deal()
    d.n = n
    d.dealer = dealer
    act = active_seats(n, dealer)
    d.active = act
    deck = DECK[:]
    rng.shuffle(deck)
    hands = {s: [] for s in range(n)}
    pos = 0
    order = act[1:] + act[:1]  # deal starting after the dealer
    for _ in range(5):
        for s in order:
            hands[s] += deck[pos : pos + 5]
            pos += 5
    hands[dealer] += deck[pos : pos + 3]
    pos += 3
    assert pos == 78
    d.hands = [list(hands[s]) for s in range(n)]
    ev = []
    d.payments_by_phase = []

    def pay(frm, to, amt, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        if isinstance(to, str):
            pools[to] += amt
        if isinstance(frm, str):
            pools[frm] -= amt

    if first_fresh:
        for p in ("pagat_pool", "king_pool"):
            for s in range(n):
                pay(s, p, 20, "foundation")
    pay(dealer, "pagat_pool", 5, "deal_fee")
    pay(dealer, "king_pool", 5, "deal_fee")
    # skat
    h = hands[dealer]
    forbidden = decl_cards(h)
    pips = [c for c in h if (suit_of(c) or "X") in SUITS and rank_of(c) not in COURTS and c not in forbidden]
    # prefer pips from the shortest suits
    cnt = {s: sum(1 for c in h if suit_of(c) == s) for s in SUITS}
    pips.sort(key=lambda c: (cnt[suit_of(c)], rng.random()))
    skat = pips[:3]
    assert len(skat) == 3
    for c in skat:
        h.remove(c)
    d.skat = skat
    ev.append({"type": "discard", "seat": dealer, "cards": list(skat)})
    d.decl = {}
    for s in act:
        items = declarations(hands[s])
        d.decl[s] = items
        ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
        for _item, v in items:
            for o in act:
                if o != s:
                    pay(o, s, v, "declaration")
    # play
    piles = {s: [] for s in range(n)}
    tricks = {s: 0 for s in range(n)}
    piles[dealer] += skat
    leader = act[1]
    d.tricks = []
    d.play_index = []  # event index of each play
    d.revoke = None
    for t in range(25):
        trick = []
        named = None
        i0 = act.index(leader)
        seq = [act[(i0 + k) % 3] for k in range(3)]
        for s in seq:
            hand = hands[s]
            opts = legal(hand, trick, t, named)
            if force and force.get("trick") == t and force.get("seat") == s and trick:
                led = named if trick[0][1] == "JOKER" else suit_of(trick[0][1])
                same = [c for c in hand if suit_of(c) == led]
                trs = [c for c in hand if suit_of(c) == "T"]
                if same and trs and led != "T":
                    opts = trs
                    d.revoke = {"trick": t, "seat": s, "led": led, "held": same}
            if not trick:
                # leading
                choice = choose_lead(rng, hand, opts, t, hands, act, s)
            else:
                choice = choose_follow(rng, hand, opts, t, trick)
            if not trick and choice == "JOKER":
                named = choose_named(hand, hands, act, s)
                if named is None:
                    choice = rng.choice([c for c in opts if c != "JOKER"])
            hand.remove(choice)
            e = {"type": "play", "seat": s, "card": choice}
            if not trick and choice == "JOKER":
                e["named"] = named
            trick.append((s, choice))
            d.play_index.append(len(ev))
            ev.append(e)
        w, wc = trick_winner(trick, named)
        tricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        d.tricks.append({"plays": trick, "named": named, "winner": w, "wcard": wc})
        if t < 24:
            for s, c in trick:
                if (is_king(c) or c == "T1") and s != w:
                    why = "king_lost" if is_king(c) else "pagat_lost"
                    pool = "king_pool" if is_king(c) else "pagat_pool"
                    for o in act:
                        if o != s:
                            pay(s, o, 5, why)
                    pay(s, pool, 5, why)
            if wc == "T1":
                for o in act:
                    if o != w:
                        pay(o, w, 5, "pagat_trick")
        leader = w
    assert all(not hands[s] for s in act)
    d.tricks_won = [tricks[s] for s in range(n)]
    # last trick settlement
    last = d.tricks[24]
    w, wc = last["winner"], last["wcard"]
    tout = [s for s in act if tricks[s] == 25]
    nolo = [] if tout else [s for s in act if tricks[s] == 0]
    przy = [(s, c) for s, c in last["plays"] if (is_king(c) or c == "T1") and s != w]
    P_king = pools["king_pool"]
    P_pagat = pools["pagat_pool"]
    d.last = {"tout": tout, "nolo": nolo, "przydupek": przy, "winner": w, "wcard": wc}
    refill = []
    if tout:
        t0 = tout[0]
        for o in act:
            if o != t0:
                pay(o, t0, 85, "tout")
        pay("king_pool", t0, P_king, "tout")
        pay("pagat_pool", t0, P_pagat, "tout")
        if not any(is_king(c) for _, c in przy):
            refill.append("king_pool")
        if not any(c == "T1" for _, c in przy):
            refill.append("pagat_pool")
    if nolo:
        for o in act:
            if o != nolo[0]:
                pay(o, nolo[0], 25, "nolo")
    if not tout and not nolo:
        if wc == "T1":
            for o in act:
                if o != w:
                    pay(o, w, 45, "pagat_ultimo")
            pay("pagat_pool", w, P_pagat, "pagat_ultimo")
            refill.append("pagat_pool")
        elif is_king(wc):
            for o in act:
                if o != w:
                    pay(o, w, 40, "king_ultimo")
            pay("king_pool", w, P_king, "king_ultimo")
            if not any(is_king(c) for _, c in przy):
                refill.append("king_pool")
    for s, c in przy:
        if c == "T1":
            for o in act:
                if o != s:
                    pay(s, o, 45, "pagat_przydupek")
            pay(s, "pagat_pool", P_pagat, "pagat_przydupek")
        else:
            for o in act:
                if o != s:
                    pay(s, o, 40, "king_przydupek")
            pay(s, "king_pool", P_king, "king_przydupek")
    if not tout and not nolo and wc != "T1" and not is_king(wc) and not przy:
        for o in act:
            if o != w:
                pay(o, w, 20, "last_trick")
    for p in refill:
        for s in range(n):
            pay(s, p, 20, "refill")
    # card points
    pts = {}
    pts_b = {}
    for s in act:
        pts[s] = sum(honour(c) for c in piles[s]) + tricks[s] + (1 if s == dealer else 0)
        pts_b[s] = sum(honour(c) for c in piles[s]) + len(piles[s]) / 3.0
    assert sum(pts.values()) == 78, pts
    d.points = pts
    d.points_b = pts_b
    newd = (dealer + 1) % n
    d.new_dealer = newd
    d.cp = {}
    d.cp_b = {}
    if not nolo:
        for s in act:
            if s == newd:
                continue
            a = round5(pts[s] - 26)
            d.cp[s] = a
            d.cp_b[s] = round5(pts_b[s] - 26)
            if a > 0:
                pay(newd, s, a, "card_points")
            elif a < 0:
                pay(s, newd, -a, "card_points")
    d.cp_differs = d.cp != d.cp_b
    d.events = ev
    return d


def choose_lead(rng, hand, opts, t, hands, act, s):
    # keep the Pagat and kings for the end when possible, Joker sometimes led
    keep = [c for c in opts if not (c == "T1" or is_king(c) or c == "JOKER")]
    if t < 22 and keep and rng.random() < 0.8:
        return rng.choice(keep)
    return rng.choice(opts)


def choose_follow(rng, hand, opts, t, trick):
    keep = [c for c in opts if not (c == "T1" or is_king(c) or c == "JOKER")]
    if t < 22 and keep and rng.random() < 0.85:
        return rng.choice(keep)
    return rng.choice(opts)


def choose_named(hand, hands, act, s):
    others = [act[(act.index(s) + 1) % 3], act[(act.index(s) + 2) % 3]]
    for suit in "HDSCT":
        if all(any(suit_of(c) == suit for c in hands[o]) for o in others):
            return suit
    if len(hand) == 1:
        # last trick: name the suit of the next player's card
        return suit_of(hands[others[0]][0])
    return None


def nets(events, n):
    out = {s: 0 for s in range(n)}
    out["pagat_pool"] = 0
    out["king_pool"] = 0
    for e in events:
        if e["type"] == "payment":
            out[e["from"]] -= e["amount"]
            out[e["to"]] += e["amount"]
    return out
