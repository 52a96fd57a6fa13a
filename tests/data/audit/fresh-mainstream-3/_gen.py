"""Blind generator for audit round fresh-mainstream-3 (no import from validator).

Rules implemented from the sources in /work/shared/seeds (Czech Rage, Polish Galician and
Danish Tarok, Russian Tarocchini). Writes NN-game-what.json plus _planted.txt (plant log).
"""

import json
import random
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent


class Retry(Exception):
    pass


def write(name, obj):
    (OUT / name).write_text(json.dumps(obj, ensure_ascii=False, indent=1) + "\n")


LOG = []


def log(name, text):
    LOG.append(f"{name}: {text}")


# ---------------------------------------------------------------- Rage
COLS = "RBGYPO"


def rage_deck():
    d = [c + str(v) for c in COLS for v in range(16)]
    d += ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
    return d


def is_col(c):
    return c[0] in COLS and c[1:].isdigit()


def colof(c):
    return c[0] if is_col(c) else None


def rage_round(rng, n, dealer, ncards, plant=None):
    """One round. plant: None | ('revoke',) | ('oot_play',) | ('bid_oot',).
    Returns (hands, talon, events, scores, info)."""
    deck = rage_deck()
    rng.shuffle(deck)
    hands = [deck[i * ncards:(i + 1) * ncards] for i in range(n)]
    talon = deck[n * ncards:]
    ptr = 0
    while not is_col(talon[ptr]):
        ptr += 1
    trump = talon[ptr][0]

    def advance():
        nonlocal ptr, trump
        ptr += 1
        while ptr < len(talon) and not is_col(talon[ptr]):
            ptr += 1
        if ptr >= len(talon):
            raise Retry("stock empty")
        trump = talon[ptr][0]

    events = []
    bids = {}
    order = [(dealer + 1 + k) % n for k in range(n)]
    for s in order:
        h = hands[s]
        strong = sum(1 for c in h if is_col(c) and (int(c[1:]) >= 12 or (c[0] == trump and int(c[1:]) >= 8)))
        b = max(0, min(ncards, strong + rng.choice([-1, 0, 0, 0, 1])))
        bids[s] = b
        events.append({"type": "bid", "seat": s, "bid": b})
    info = {}
    if plant == ("bid_oot",):
        events[0], events[1] = events[1], events[0]
        info["event"] = 0
        info["seat"] = events[0]["seat"]
    live = [list(h) for h in hands]
    tricks = [0] * n
    bonus = [0] * n
    leader = (dealer + 1) % n
    planted = False
    for t in range(ncards):
        played = []  # (seat, card, named)
        led = None
        notrump = False
        start_ev = len(events)
        for k in range(n):
            s = (leader + k) % n
            h = live[s]
            if led is not None and any(colof(c) == led for c in h):
                legal = [c for c in h if colof(c) == led]
            else:
                legal = list(h)
            # avoid the rare conflicting combinations
            pref = [c for c in legal if not ((c == "CHANGE" or c == "NOTRUMP") and notrump)]
            if not pref:
                raise Retry("action conflict")
            card = None
            if plant == ("revoke",) and not planted and t >= 1 and k >= 1 and led is not None:
                have = [c for c in h if colof(c) == led]
                other = [c for c in h if is_col(c) and colof(c) != led]
                if have and other:
                    card = rng.choice(other)
                    planted = True
                    info["event"] = len(events)
                    info["seat"] = s
                    info["trick"] = t
                    info["held"] = have
                    info["led"] = led
            if card is None:
                # mild strategy: want tricks if under bid
                need = bids[s] - tricks[s]
                cols = [c for c in pref if is_col(c)]
                if need > 0 and cols and rng.random() < 0.7:
                    card = max(cols, key=lambda c: (c[0] == trump, int(c[1:])))
                elif need <= 0 and cols and rng.random() < 0.7:
                    card = min(cols, key=lambda c: (c[0] == trump, int(c[1:])))
                else:
                    card = rng.choice(pref)
            named = None
            if card == "WILD":
                named = led if led is not None else rng.choice(COLS)
            h.remove(card)
            ev = {"type": "play", "seat": s, "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
            if led is None:
                if is_col(card):
                    led = card[0]
                elif card == "WILD":
                    led = named
            if card == "CHANGE":
                advance()
            if card == "NOTRUMP":
                notrump = True
            played.append((s, card, named))
        eff = None if notrump else trump

        def strength(i):
            s, c, nm = played[i]
            col = colof(c) or nm
            if col is None:
                return None
            val = int(c[1:]) if is_col(c) else 16 + i
            if eff is not None and col == eff:
                return (2, val)
            if col == led:
                return (1, val)
            return None

        st = [strength(i) for i in range(n)]
        if all(x is None for x in st):
            wi = 0
        else:
            wi = max((i for i in range(n) if st[i] is not None), key=lambda i: st[i])
        w = played[wi][0]
        tricks[w] += 1
        for _, c, _ in played:
            if c == "PLUS5":
                bonus[w] += 5
            if c == "MINUS5":
                bonus[w] -= 5
        if plant == ("oot_play",) and "event" not in info and t >= 1 and n >= 4:
            # swap positions 1 and 2 when the leader led a colour and 1,2 are plain colour cards
            c0, c1, c2 = played[0][1], played[1][1], played[2][1]
            if is_col(c0) and is_col(c1) and is_col(c2) and "WILD" not in [p[1] for p in played]:
                i1, i2 = start_ev + 1, start_ev + 2
                events[i1], events[i2] = events[i2], events[i1]
                info["event"] = i1
                info["seat"] = events[i1]["seat"]
                info["due"] = events[i2]["seat"]
        if notrump:
            advance()
        leader = w
    if plant == ("revoke",) and not planted:
        raise Retry("no revoke chance")
    if plant == ("oot_play",) and "event" not in info:
        raise Retry("no oot chance")
    scores = []
    for s in range(n):
        sc = tricks[s] + bonus[s] + (10 if bids[s] == tricks[s] else -5)
        scores.append(sc)
    info["tricks"] = tricks
    info["bids"] = [bids[s] for s in range(n)]
    info["bonus"] = bonus
    return hands, talon, events, scores, info


def rage_session(name, seed, players, rounds, plants, mutate=None):
    """plants: {round_index: plant}; mutate(deal_idx, events, n) -> info (post)"""
    rng = random.Random(seed)
    n = len(players)
    totals = [0] * n
    deals = []
    for r in range(rounds):
        ncards = 10 - r
        dealer = r % n
        plant = plants.get(r)
        while True:
            try:
                st = rng.getstate()
                hands, talon, events, scores, info = rage_round(rng, n, dealer, ncards, plant)
                break
            except Retry:
                rng.setstate(st)
                rng.random()
        for s in range(n):
            events.append({"type": "score", "party": s, "points": scores[s]})
        for s in range(n):
            totals[s] += scores[s]
            events.append({"type": "total", "party": s, "points": totals[s]})
        if plant:
            log(name, f"deal {r} plant {plant[0]} {info.get('event')} seat {info.get('seat')} {info}")
        log(name, f"deal {r} dealer {dealer} bids {info['bids']} tricks {info['tricks']} bonus {info['bonus']} scores {scores} totals {list(totals)}")
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    if mutate:
        mutate(deals, n)
    obj = {
        "format": "trick-transcript/1",
        "game": "rage",
        "players": players,
        "meta": {"round": "fresh-mainstream-3", "seed": seed},
        "deals": deals,
    }
    write(name, obj)


# ---------------------------------------------------------------- Galician Tarok
GSUITS = "HDSC"


def gal_deck():
    d = []
    for s in GSUITS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s, ("1" if s in "HD" else "10") + s]
    d += ["T%d" % i for i in range(1, 22)] + ["SKIZ"]
    return d


def g_is_t(c):
    return c == "SKIZ" or (c[0] == "T")


def g_suit(c):
    return "T" if g_is_t(c) else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if c[0] == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_val(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def gal_deal(rng, n, dealer, out, plant=None):
    deck = gal_deck()
    rng.shuffle(deck)
    active = [(dealer + 1 + k) % n for k in range(n) if (dealer + 1 + k) % n not in (dealer, out)]
    talon = deck[:6]
    hands = [[] for _ in range(n)]
    for i, s in enumerate(active):
        hands[s] = deck[6 + 12 * i: 18 + 12 * i]
    events = []
    # bidding: the first active with >= 6 tarocks bids three; others pass
    player = None
    for s in active:
        nt = sum(1 for c in hands[s] if g_is_t(c))
        if player is None and nt >= 6:
            player = s
            events.append({"type": "bid", "seat": s, "bid": "three"})
        else:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
    if player is None:
        raise Retry("all pass")
    take = talon[:3]
    h = hands[player] + take
    events.append({"type": "take", "seat": player, "cards": take})
    cand = sorted([c for c in h if not g_is_t(c) and c[0] != "K"], key=g_val)
    if len(cand) < 3:
        raise Retry("cannot discard")
    disc = cand[:3]
    for c in disc:
        h.remove(c)
    events.append({"type": "discard", "seat": player, "cards": disc})
    pi = active.index(player)
    for k in range(3):
        events.append({"type": "announce", "seat": active[(pi + k) % 3], "items": []})
    live = {s: list(hands[s]) for s in active}
    live[player] = h
    piles = {s: [] for s in active}
    leader = active[0]
    info = {"player": player}
    last_trick = None
    for t in range(12):
        li = active.index(leader)
        trick = []
        for k in range(3):
            s = active[(li + k) % 3]
            hh = live[s]
            if not trick:
                legal = list(hh)
            else:
                ls = g_suit(trick[0][1])
                same = [c for c in hh if g_suit(c) == ls]
                if same:
                    legal = same
                else:
                    tar = [c for c in hh if g_is_t(c)]
                    legal = tar if tar else list(hh)
            card = None
            if plant and "event" not in info and t >= 2 and trick and s == player:
                ls = g_suit(trick[0][1])
                same = [c for c in hh if g_suit(c) == ls]
                tar = [c for c in hh if g_is_t(c)]
                oth = [c for c in hh if not g_is_t(c) and g_suit(c) != ls]
                if plant == "renonce" and ls != "T" and same and tar:
                    card = rng.choice(tar)
                if plant == "no_trump" and ls != "T" and not same and tar and oth:
                    card = rng.choice(oth)
                if card:
                    info["event"] = len(events)
                    info["seat"] = s
                    info["card"] = card
                    info["trick"] = t
            if card is None:
                card = rng.choice(legal)
            hh.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        ls = g_suit(trick[0][1])
        tars = [x for x in trick if g_is_t(x[1])]
        if tars:
            w = max(tars, key=lambda x: g_rank(x[1]))[0]
        else:
            w = max([x for x in trick if g_suit(x[1]) == ls], key=lambda x: g_rank(x[1]))[0]
        piles[w].append([c for _, c in trick])
        leader = w
        last_trick = trick
    if plant and "event" not in info:
        raise Retry("no plant chance")
    # side piles
    pl_groups = piles[player] + [disc]
    he_groups = [g for s in active if s != player for g in piles[s]] + [talon[3:]]
    pts = sum(sum(g_val(c) for c in g) - 2 for g in pl_groups)
    hpts = sum(sum(g_val(c) for c in g) - 2 for g in he_groups)
    assert pts + hpts == 66, (pts, hpts)
    # avoid silent premiums and volat
    for side in (pl_groups, he_groups):
        cards = {c for g in side for c in g}
        if {"KH", "KD", "KS", "KC"} <= cards or {"SKIZ", "T21", "T1"} <= cards:
            raise Retry("premium")
    if "T1" in [c for _, c in last_trick]:
        raise Retry("pagat last")
    if len(piles[player]) in (0, 12):
        raise Retry("volat")
    info["points"] = pts
    return hands, talon, events, info


def gal_session(name, seed, players, ndeals, dealers, out, plants, start_pool=None, record=None):
    """record: {deal: 'none'|'missing'}; plants {deal: 'renonce'|'no_trump'}"""
    rng = random.Random(seed)
    n = len(players)
    record = record or {}
    deals = []
    pool = start_pool if start_pool is not None else 0
    for d in range(ndeals):
        dealer = dealers[d]
        plant = plants.get(d)
        while True:
            st = rng.getstate()
            try:
                hands, talon, events, info = gal_deal(rng, n, dealer, out, plant)
                break
            except Retry:
                rng.setstate(st)
                rng.random()
        player = info["player"]
        pts = info["points"]
        others = [s for s in range(n) if s not in (player, out)]  # helpers and king
        if d == 0 and start_pool is None:
            for s in range(n):
                events.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
                pool += 10
        renonce = plant == "renonce"
        if pts > 33 and not renonce:
            amt = (pts - 33) * 3 + 30
            pays = [(o, player, amt) for o in others]
            verdict = f"won {pts} -> {amt} from each of {others}"
        elif pts > 33 and renonce:
            amt = 30
            pays = [(player, o, amt) for o in others]
            verdict = f"renonce, made {pts} but loses consolation 30 to each of {others}"
        else:
            amt = (33 - pts) * 3 + 30
            pays = [(player, o, amt) for o in others]
            verdict = f"lost {pts} -> pays {amt} to each of {others}" + (" (renonce too)" if renonce else "")
        mode = record.get(d, "full")
        recorded = []
        if mode != "none":
            for i, (f, t, a) in enumerate(pays):
                if mode == "missing" and i == 1:
                    info["missing"] = {"from": f, "to": t, "amount": a}
                    continue
                recorded.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": "game"})
            events.extend(recorded)
            # 10% of every win into the pool
            wins = {}
            for f, t, a in pays:
                wins[t] = wins.get(t, 0) + a
            for t, a in wins.items():
                share = round(a * 0.1, 2)
                if share == int(share):
                    share = int(share)
                events.append({"type": "payment", "from": t, "to": "pool", "amount": share, "reason": "pool_share"})
                pool += a * 0.1
        else:
            wins = {}
            for f, t, a in pays:
                wins[t] = wins.get(t, 0) + a
            for t, a in wins.items():
                pool += a * 0.1
        log(name, f"deal {d} dealer {dealer} out {out} player {player} points {pts}: {verdict}; pool now {pool:.2f}; plant {plant} {info.get('event')} seat {info.get('seat')} {info.get('card')} trick {info.get('trick')} mode {mode} {info.get('missing')}")
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    obj = {"format": "trick-transcript/1", "game": "galician-tarok", "players": players,
           "meta": {"round": "fresh-mainstream-3", "seed": seed}, "deals": deals}
    if start_pool is not None:
        obj["start"] = {"pools": {"pool": start_pool}}
    write(name, obj)


# ---------------------------------------------------------------- Danish Tarok
DS = "HDSC"


def dan_deck():
    d = []
    for s in DS:
        d += ["K" + s, "Q" + s, "N" + s, "J" + s] + [str(i) + s for i in range(1, 11)]
    d += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return d


def d_suit(c):
    if c == "JOKER":
        return "J"
    return "T" if c[0] == "T" else c[-1]


def d_rank(c):
    if c[0] == "T":
        return int(c[1:])
    r = c[:-1]
    court = {"K": 104, "Q": 103, "N": 102, "J": 101}
    if r in court:
        return court[r]
    v = int(r)
    return (11 - v) if c[-1] in "HD" else v  # red: 1 high .. 10 low


def d_val(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K" and c != "KNIGHT":
        if c[0] == "K" or c in ("T1", "T21", "JOKER"):
            return 4
    if c[0] == "T":
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[0], 0)


def declarations(h):
    items = []
    pay = []
    hs = set(h)
    joker = "JOKER" in hs
    nt = sum(1 for c in h if c[0] == "T" and c != "JOKER") + (1 if joker else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hs})
        pay.append(10 + 5 * (nt - 10))
    if joker and "T21" in hs and "T1" in hs:
        m = 3
        k = 20
        while "T%d" % k in hs:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        pay.append(10 + 5 * (m - 3))
    for s in DS:
        courts = [r for r in "KQNJ" if r + s in hs]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            pay.append(15 if joker else 10)
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pay.append(5)
    kings = [s for s in DS if "K" + s in hs]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        pay.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in DS if s not in kings][0]})
        pay.append(5)
    return items, pay


def dan_deal(rng, dealer, first, plant=None):
    n = 4
    out = (dealer + 2) % 4
    order = [(dealer + 1) % 4, (dealer + 3) % 4, dealer]  # order of play
    deck = dan_deck()
    rng.shuffle(deck)
    hands = [[] for _ in range(4)]
    pos = 0
    for s in order:
        k = 28 if s == dealer else 25
        hands[s] = deck[pos:pos + k]
        pos += k
    events = []
    pools = {"pagat_pool": 0, "king_pool": 0}
    net = [0] * 4
    pays = []  # (from,to,amount,reason)

    def pay(f, t, a, r):
        events.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
        pays.append((f, t, a, r))

    if first:
        for pl in ("pagat_pool", "king_pool"):
            for s in range(4):
                pay(s, pl, 20, "foundation")
    pay(dealer, "pagat_pool", 5, "deal_fee")
    pay(dealer, "king_pool", 5, "deal_fee")
    h = list(hands[dealer])
    pips = [c for c in h if c[0] not in "TKQNJ" and c != "JOKER"]
    if plant == "bad_skat":
        kings = [c for c in h if c[0] == "K"]
        disc = [rng.choice(kings)] + rng.sample(pips, 2)
    else:
        disc = rng.sample(pips, 3)
    for c in disc:
        h.remove(c)
    live = {s: list(hands[s]) for s in order}
    live[dealer] = h
    info = {"discard": disc, "discard_event": len(events)}
    events.append({"type": "discard", "seat": dealer, "cards": disc})
    decl = {}
    for s in [dealer, (dealer + 1) % 4, (dealer + 3) % 4]:
        items, amts = declarations(live[s])
        if plant == "bad_skat" and items:
            raise Retry("want no declarations")
        events.append({"type": "declare", "seat": s, "items": items})
        decl[s] = items
        oth = [o for o in order[order.index(s) + 1:] + order[:order.index(s)]]
        for a in amts:
            for o in oth:
                pay(o, s, a, "declaration")
    if plant == "bad_skat":
        info["penalty_events"] = [len(events), len(events) + 1]
        pay(dealer, "pagat_pool", 40, "penalty")
        pay(dealer, "king_pool", 40, "penalty")
        return hands, events, pays, info
    piles = {s: [] for s in order}
    ntr = {s: 0 for s in order}
    leader = order[0]
    for t in range(25):
        li = order.index(leader)
        trick = []
        for k in range(3):
            s = order[(li + k) % 3]
            hh = live[s]
            if trick and "JOKER" in hh and t < 22:
                card = "JOKER"
            else:
                cands = [c for c in hh if c != "JOKER"]
                if not trick:
                    legal = cands
                else:
                    ls = d_suit(trick[0][1])
                    same = [c for c in cands if d_suit(c) == ls]
                    tr = [c for c in cands if d_suit(c) == "T"]
                    legal = same or tr or cands
                if not legal:
                    raise Retry("only joker")
                card = rng.choice(legal)
            hh.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        ls = d_suit(trick[0][1])
        real = [x for x in trick if x[1] != "JOKER"]
        trs = [x for x in real if d_suit(x[1]) == "T"]
        if trs:
            w = max(trs, key=lambda x: d_rank(x[1]))[0]
        else:
            w = max([x for x in real if d_suit(x[1]) == ls], key=lambda x: d_rank(x[1]))[0]
        ntr[w] += 1
        for s, c in trick:
            if c == "JOKER":
                piles[s].append(c)
            else:
                piles[w].append(c)
        if t < 24:
            for s, c in trick:
                if c[0] == "K" and s != w:
                    for o in order:
                        if o != s:
                            pay(s, o, 5, "king_lost")
                    pay(s, "king_pool", 5, "king_lost")
                if c == "T1" and s != w:
                    for o in order:
                        if o != s:
                            pay(s, o, 5, "pagat_lost")
                    pay(s, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and s == w:
                    for o in order:
                        if o != s:
                            pay(o, s, 5, "pagat_trick")
        else:
            if any(c[0] == "K" or c == "T1" for _, c in trick):
                raise Retry("ultimo card in last trick")
            for o in order:
                if o != w:
                    pay(o, w, 20, "last_trick")
        leader = w
    if any(ntr[s] == 0 or ntr[s] == 25 for s in order):
        raise Retry("tout/nolo")
    newd = (dealer + 1) % 4
    ptsd = {}
    for s in order:
        p = sum(d_val(c) for c in piles[s]) + ntr[s] + (1 if s == dealer else 0)
        ptsd[s] = p
    assert sum(ptsd.values()) == 78, ptsd
    cp = []
    for s in order:
        m = ((ptsd[s] - 26 + 2) // 5) * 5
        if s == newd or m == 0:
            cp.append((s, m))
            continue
        if m > 0:
            pay(newd, s, m, "card_points")
        else:
            pay(s, newd, -m, "card_points")
        cp.append((s, m))
    info.update({"tricks": ntr, "points": ptsd, "card_points": cp, "decl": decl, "newdealer": newd})
    return hands, events, pays, info


def dan_session(name, seed, ndeals, plants, mutate=None):
    rng = random.Random(seed)
    players = ["Agnieszka", "Bartek", "Celina", "Darek"]
    deals = []
    dealer = 0
    for d in range(ndeals):
        while True:
            st = rng.getstate()
            try:
                hands, events, pays, info = dan_deal(rng, dealer, d == 0, plants.get(d))
                break
            except Retry:
                rng.setstate(st)
                rng.random()
        netp = {}
        for f, t, a, r in pays:
            netp[f] = netp.get(f, 0) - a
            netp[t] = netp.get(t, 0) + a
        log(name, f"deal {d} dealer {dealer} out {(dealer+2)%4} info {info} net {netp}")
        deals.append({"dealer": dealer, "hands": hands, "events": events})
        dealer = (dealer + 1) % 4
    if mutate:
        mutate(deals)
    write(name, {"format": "trick-transcript/1", "game": "danish-tarok", "players": players,
                 "meta": {"round": "fresh-mainstream-3", "seed": seed}, "deals": deals})


# ---------------------------------------------------------------- Terziglio
def tz_deck():
    d = []
    for s in "SB":
        d += [r + s for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]]
    for s in "CD":
        d += [r + s for r in ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]]
    d += ["T%d" % i for i in range(21)] + ["MATTO"]
    return d


def tz_suit(c):
    if c == "MATTO":
        return "M"
    return "T" if c[0] == "T" else c[-1]


def tz_rank(c):
    if c[0] == "T":
        v = int(c[1:])
        return 1 if 1 <= v <= 4 else v
    r = c[:-1]
    court = {"K": 104, "Q": 103, "N": 102, "J": 101}
    if r in court:
        return court[r]
    v = int(r)
    if c[-1] in "SB":
        return v if v != 1 else 0
    return 100 - v if v != 1 else 100  # round suits: 1 high, 10 low


FIVE = {"KS", "KB", "KC", "KD", "T20", "T19", "T0", "MATTO"}


def tz_deal(rng, dealer, plant=None):
    deck = tz_deck()
    rng.shuffle(deck)
    order = [(dealer + 1 + k) % 3 for k in range(3)]
    hands = [[] for _ in range(3)]
    for i, s in enumerate(order):
        hands[s] = deck[18 * i:18 * i + 18]
    talon = deck[54:]
    events = []
    player = None
    for s in order:
        nt = sum(1 for c in hands[s] if c[0] == "T")
        if player is None and nt >= 7:
            player = s
            events.append({"type": "bid", "seat": s, "bid": "gioco"})
        elif plant == "illegal_bid" and player is not None and "bid_event" not in locals():
            bid_event = len(events)
            events.append({"type": "bid", "seat": s, "bid": "gioco"})
        else:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
    if player is None:
        raise Retry("no bid")
    info = {"player": player}
    if plant == "illegal_bid":
        if "bid_event" not in locals():
            raise Retry("no second bidder")
        info["event"] = bid_event
        info["seat"] = events[bid_event]["seat"]
    live = {s: list(hands[s]) for s in order}
    take = rng.sample(talon, 2)
    events.append({"type": "take", "seat": player, "cards": take})
    live[player] += take
    disc = rng.sample([c for c in live[player] if c not in FIVE and c[0] != "T"], 2)
    for c in disc:
        live[player].remove(c)
    events.append({"type": "discard", "seat": player, "cards": disc})
    for s in order:
        events.append({"type": "declare", "seat": s, "items": []})
    leader = order[0]
    for t in range(18):
        li = order.index(leader)
        trick = []
        for k in range(3):
            s = order[(li + k) % 3]
            hh = live[s]
            card = None
            if trick and "MATTO" in hh and t < 15:
                card = "MATTO"
            if card is None and plant == "no_trump" and "event" not in info and trick and t >= 2:
                ls = tz_suit(trick[0][1])
                if ls not in "TM":
                    same = [c for c in hh if tz_suit(c) == ls]
                    tr = [c for c in hh if tz_suit(c) == "T"]
                    oth = [c for c in hh if tz_suit(c) not in (ls, "T", "M")]
                    if not same and tr and oth:
                        card = rng.choice(oth)
                        info.update({"event": len(events), "seat": s, "card": card, "trick": t, "held_trumps": tr})
            if card is None:
                cands = [c for c in hh if c != "MATTO"]
                if not trick:
                    legal = cands
                else:
                    ls = tz_suit(trick[0][1])
                    if ls == "M":
                        legal = cands  # never happens: Matto is never led here
                    same = [c for c in cands if tz_suit(c) == ls]
                    tr = [c for c in cands if tz_suit(c) == "T"]
                    legal = same or tr or cands
                if not legal:
                    raise Retry("only matto")
                card = rng.choice(legal)
            hh.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            trick.append((s, card))
        ls = tz_suit(trick[0][1])
        real = [(i, x) for i, x in enumerate(trick) if x[1] != "MATTO"]
        trs = [(i, x) for i, x in real if tz_suit(x[1]) == "T"]
        if trs:
            # last played Moretti is highest among equals
            w = max(trs, key=lambda ix: (tz_rank(ix[1][1]), ix[0]))[1][0]
        else:
            w = max([(i, x) for i, x in real if tz_suit(x[1]) == ls], key=lambda ix: tz_rank(ix[1][1]))[1][0]
        leader = w
    if plant == "no_trump" and "event" not in info:
        raise Retry("no plant")
    return hands, talon, events, info


def tz_session(name, seed, ndeals, plants):
    rng = random.Random(seed)
    deals = []
    for d in range(ndeals):
        dealer = d % 3
        while True:
            st = rng.getstate()
            try:
                hands, talon, events, info = tz_deal(rng, dealer, plants.get(d))
                break
            except Retry:
                rng.setstate(st)
                rng.random()
        log(name, f"deal {d} dealer {dealer} {info}")
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    write(name, {"format": "trick-transcript/1", "game": "tarocchini-terziglio",
                 "players": ["Elena", "Franco", "Giulia"],
                 "meta": {"round": "fresh-mainstream-3", "seed": seed}, "deals": deals})


# ---------------------------------------------------------------- the round
P8 = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva", "Filip", "Gita", "Hynek"]


def main(seed=3):
    b = seed * 1000
    rage_session("01-rage-8p-full-clean.json", b + 1, P8, 10, {})
    rage_session("02-rage-7p-full-revoke.json", b + 2, P8[:7], 10, {3: ("revoke",)})

    def wrong_total(deals, n):
        dl = deals[6]
        tot = [e for e in dl["events"] if e["type"] == "total"]
        tot[2]["points"] += 5
        idx = dl["events"].index(tot[2])
        log("03-rage-6p-full-wrong-total.json", f"deal 6 event {idx} total of seat 2 raised by 5 to {tot[2]['points']}")

    rage_session("03-rage-6p-full-wrong-total.json", b + 3, P8[:6], 10, {}, wrong_total)
    rage_session("04-rage-8p-bid-out-of-turn.json", b + 4, P8, 3, {1: ("bid_oot",)})
    rage_session("05-rage-7p-play-out-of-turn.json", b + 5, P8[:7], 3, {2: ("oot_play",)})

    def missing_score(deals, n):
        dl = deals[1]
        sc = [e for e in dl["events"] if e["type"] == "score"]
        idx = dl["events"].index(sc[4])
        log("06-rage-6p-missing-score.json", f"deal 1 removed event {idx} {sc[4]}")
        dl["events"].remove(sc[4])

    rage_session("06-rage-6p-missing-score.json", b + 6, P8[:6], 3, {}, missing_score)

    dan_session("07-danish-4p-clean.json", b + 7, 3, {})

    def wrong_cp(deals):
        dl = deals[1]
        cps = [e for e in dl["events"] if e["type"] == "payment" and e["reason"] == "card_points"]
        e = cps[0]
        idx = dl["events"].index(e)
        e["amount"] += 5
        log("08-danish-4p-wrong-payment.json", f"deal 1 event {idx} card_points payment raised by 5: {e}")

    dan_session("08-danish-4p-wrong-payment.json", b + 8, 3, {}, wrong_cp)
    dan_session("09-danish-4p-king-in-skat.json", b + 9, 2, {0: "bad_skat"})

    gal_session("10-galician-4p-clean.json", b + 10, ["Adam", "Bożena", "Czesław", "Danuta"], 3, [0, 1, 2], None, {})
    gal_session("11-galician-4p-failure-to-trump.json", b + 11, ["Adam", "Bożena", "Czesław", "Danuta"], 3, [1, 2, 3], None,
                {2: "no_trump"}, record={2: "none"})
    gal_session("12-galician-5p-renonce.json", b + 12, ["Adam", "Bożena", "Czesław", "Danuta", "Edward"], 3, [0, 1, 2], 4,
                {1: "renonce"}, start_pool=120)
    gal_session("13-galician-5p-missing-payment.json", b + 13, ["Adam", "Bożena", "Czesław", "Danuta", "Edward"], 3, [0, 1, 2], 4,
                {}, start_pool=120, record={2: "missing"})
    tz_session("14-terziglio-failure-to-trump.json", b + 14, 2, {1: "no_trump"})
    tz_session("15-terziglio-illegal-bid.json", b + 15, 2, {0: "illegal_bid"})
    (OUT / "_planted.txt").write_text("\n".join(LOG) + "\n")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 3)
