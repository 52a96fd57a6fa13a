"""Blind generator for audit fresh-mainstream-12 (all six games, ordinary multi-deal sessions).

Written from the sources in /work/shared/seeds only; imports nothing from validator/ or replays/.
Run: python _gen.py  (writes the NN-*.json files next to it and prints the anchors to stdout).
Every deal is simulated card by card with simple legal play policies; seeds that run into a
situation the source leaves open (noted per game) are skipped, so every figure written here
rests on a sentence of the source.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
LOG: list[str] = []


def log(s: str) -> None:
    LOG.append(s)


class Skip(Exception):
    """The seed hit a situation kept out of this corpus; try the next seed."""


def write(name: str, doc: dict) -> None:
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def retry(fn, seed0: int, *a, **kw):
    for s in range(seed0, seed0 + 5000):
        try:
            return fn(random.Random(s), *a, **kw), s
        except Skip:
            continue
    raise RuntimeError("no seed")


# ----------------------------------------------------------------------------- Rage
R_COLOURS = "RBGYPO"
R_ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def r_deck():
    return [f"{c}{v}" for c in R_COLOURS for v in range(16)] + list(R_ACTIONS)


def r_col(c):
    return None if c in ("WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5") else c[0]


def r_val(c):
    return int(c[1:])


def rage_round(rng, n, dealer, ncards, fault=None):
    """One round. fault: None | ('bid_pm1',) handled by caller through bids override."""
    deck = r_deck()
    rng.shuffle(deck)
    hands = [deck[i * ncards:(i + 1) * ncards] for i in range(n)]
    talon = deck[n * ncards:]
    tpos = 0
    while r_col(talon[tpos]) is None:
        tpos += 1
    trump = r_col(talon[tpos])
    return hands, talon, tpos, trump


def rage_play(rng, n, dealer, hands0, talon, tpos, trump, revoke_at=None):
    hands = [list(h) for h in hands0]
    events = []
    tricks = [0] * n
    bonus = [0] * n
    leader = (dealer + 1) % n
    ncards = len(hands[0])
    revoked = None
    for t in range(ncards):
        trick = []  # (seat, card, named)
        led = None
        no_trump_here = False
        change_seen = False
        for k in range(n):
            s = (leader + k) % n
            h = hands[s]
            if led is not None:
                follow = [c for c in h if r_col(c) == led]
            else:
                follow = []
            if revoke_at == (t, k) and follow:
                others = [c for c in h if r_col(c) is not None and r_col(c) != led]
                if not others:
                    raise Skip
                card = rng.choice(others)
                revoked = (t, k, s, card, led, sorted(follow))
            elif follow:
                card = rng.choice(follow)
            else:
                card = rng.choice(h)
            named = None
            if card == "WILD":
                if led is not None:
                    named = led
                else:
                    cols = [r_col(c) for c in h if r_col(c)]
                    named = max(set(cols), key=cols.count) if cols else trump
            h.remove(card)
            if card == "NOTRUMP":
                no_trump_here = True
            if card == "CHANGE":
                if no_trump_here:
                    raise Skip  # change after no-trump in one trick: left open by the source
                change_seen = True
                tpos += 1
                while tpos < len(talon) and r_col(talon[tpos]) is None:
                    tpos += 1
                if tpos >= len(talon):
                    raise Skip
                trump = r_col(talon[tpos])
            if led is None:
                if card == "WILD":
                    led = named
                elif r_col(card):
                    led = r_col(card)
            trick.append((s, card, named))
            ev = {"type": "play", "seat": s, "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
        # winner
        eff_trump = None if no_trump_here else trump

        def key(i):
            s, c, nm = trick[i]
            col = nm if c == "WILD" else r_col(c)
            if col is None:
                return None
            v = 16 + i if c == "WILD" else r_val(c)
            if eff_trump and col == eff_trump:
                return (2, v)
            if col == led:
                return (1, v)
            return None

        keys = [key(i) for i in range(n)]
        if all(k is None for k in keys):
            wi = 0
        else:
            wi = max((i for i in range(n) if keys[i] is not None), key=lambda i: keys[i])
        w = trick[wi][0]
        tricks[w] += 1
        for s, c, nm in trick:
            if c == "PLUS5":
                bonus[w] += 5
            if c == "MINUS5":
                bonus[w] -= 5
        if no_trump_here:
            tpos += 1
            while tpos < len(talon) and r_col(talon[tpos]) is None:
                tpos += 1
            if tpos >= len(talon):
                if t < ncards - 1:
                    raise Skip
            else:
                trump = r_col(talon[tpos])
        leader = w
    return events, tricks, bonus, revoked


def rage_bid_guess(rng, hand, trump, ncards, n):
    g = sum(1 for c in hand if (r_col(c) == trump and r_val(c) >= 8) or (r_col(c) and r_val(c) >= 14) or c == "WILD")
    g = max(0, min(ncards, g + rng.choice([-1, 0, 0, 1])))
    return g


def rage_session(rng, names, rules, faults):
    """faults: dict round_index -> spec. ('score', seat, delta) or ('pm1',)."""
    n = len(names)
    deals = []
    totals = [0] * n
    dealer = rng.randrange(n)
    pm1 = rules.get("plus_minus_one", False)
    anchors = []
    for r in range(10):
        ncards = 10 - r
        if n * ncards + 1 > 112:
            raise Skip
        hands, talon, tpos, trump = rage_round(rng, n, dealer, ncards)
        bids = []
        bid_events = []
        fault = faults.get(r)
        for k in range(n):
            s = (dealer + 1 + k) % n
            b = rage_bid_guess(rng, hands[s], trump, ncards, n)
            if pm1 and k == n - 1:
                forbidden = ncards - sum(bids)
                if fault and fault[0] == "pm1":
                    if not (0 <= forbidden <= ncards):
                        raise Skip
                    b = forbidden
                elif b == forbidden:
                    b = b + 1 if b + 1 <= ncards else b - 1
            bids.append(b)
            bid_events.append({"type": "bid", "seat": s, "bid": b})
        bid_by_seat = [0] * n
        for k in range(n):
            bid_by_seat[(dealer + 1 + k) % n] = bids[k]
        revoke_at = fault[1] if fault and fault[0] == "revoke" else None
        play_events, tricks, bonus, revoked = rage_play(rng, n, dealer, hands, talon, tpos, trump, revoke_at)
        if revoke_at and not revoked:
            raise Skip
        scores = []
        for s in range(n):
            sc = tricks[s] + bonus[s] + (10 if tricks[s] == bid_by_seat[s] else -5)
            scores.append(sc)
        written = list(scores)
        if fault and fault[0] == "score":
            written[fault[1]] += fault[2]
        events = bid_events + play_events
        for s in range(n):
            events.append({"type": "score", "party": s, "points": written[s]})
        for s in range(n):
            totals[s] += written[s]
        for s in range(n):
            events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
        anchors.append(
            f"  round {r + 1} (deal {r}, dealer {dealer}, trump turned {trump}): bids {bid_by_seat} tricks {tricks} "
            f"bonus {bonus} -> scores by rules {scores}" + (f" WRITTEN {written}" if written != scores else "")
            + f"; totals written {list(totals)}"
            + (f"; REVOKE {revoked}" if revoked else "")
        )
        dealer = (dealer + 1) % n
    return {"deals": deals, "anchors": anchors}


def make_rage():
    # 01: four players, clean
    names = ["Anička", "Bohouš", "Katka", "Dalibor"]
    res, seed = retry(rage_session, 100, names, {}, {})
    doc = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"}, "players": names,
           "meta": {"event": "Klubový večer", "table": 2, "note": f"blind gen seed {seed}"}, "deals": res["deals"]}
    write("01-rage-4p-clean.json", doc)
    log(f"01-rage-4p-clean.json seed {seed}")
    LOG.extend(res["anchors"])
    # 02: five players, round 4 (deal 3) seat 2's score written 5 too high
    names = ["Eva", "Filip", "Gita", "Hynek", "Ivana"]
    res, seed = retry(rage_session, 200, names, {"plus_minus_one": False}, {3: ("score", 2, 5)})
    doc = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard"}, "players": names,
           "meta": {"event": "Turnaj Paluba", "table": 5, "note": f"blind gen seed {seed}"}, "deals": res["deals"]}
    write("02-rage-5p-wrong-score.json", doc)
    log(f"02-rage-5p-wrong-score.json seed {seed}")
    LOG.extend(res["anchors"])
    # 03: three players, plus/minus one, round 6 (deal 5) last bid makes the sum equal
    names = ["Jana", "Karel", "Lída"]
    res, seed = retry(rage_session, 300, names, {"plus_minus_one": True}, {5: ("pm1",)})
    doc = {"format": "trick-transcript/1", "game": "rage", "rules": {"preset": "standard", "plus_minus_one": True},
           "players": names, "meta": {"event": "Klub", "note": f"blind gen seed {seed}"}, "deals": res["deals"]}
    write("03-rage-3p-pm1-illegal-bid.json", doc)
    log(f"03-rage-3p-pm1-illegal-bid.json seed {seed}")
    LOG.extend(res["anchors"])


# ----------------------------------------------------------------------------- Danish Tarok
D_SUITS = "HDSC"
D_COURTS = ["K", "Q", "N", "J"]


def d_deck():
    cards = []
    for s in D_SUITS:
        cards += [f"{r}{s}" for r in D_COURTS] + [f"{i}{s}" for i in range(1, 11)]
    cards += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
    return cards


def d_suit(c):
    if c == "JOKER":
        return None
    return "T" if c.startswith("T") else c[-1]


def d_rank(c):
    """Higher is stronger within its suit."""
    if c.startswith("T"):
        return int(c[1:])
    r = c[:-1]
    if r in D_COURTS:
        return 100 - D_COURTS.index(r)
    v = int(r)
    return (11 - v) if c[-1] in "HD" else v  # red: 1 high .. 10 low; black: 10 high .. 1 low


def d_honour(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K":
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_declarations(hand):
    items, amounts = [], []
    joker = "JOKER" in hand
    ntr = sum(1 for c in hand if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hand})
        amounts.append(10 + 5 * (ntr - 10))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        amounts.append(10 + 5 * (m - 3))
    for s in D_SUITS:
        have = [r for r in D_COURTS if f"{r}{s}" in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            amounts.append(15 if joker else 10)
        elif len(have) == 3 and joker:
            miss = [r for r in D_COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            amounts.append(5)
    kings = [s for s in D_SUITS if f"K{s}" in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        amounts.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in D_SUITS if s not in kings][0]})
        amounts.append(5)
    return items, amounts


def d_band(pts):
    diff = pts - 26
    # 24-28 -> 0, 29-33 -> 5, 34-38 -> 10 ...; 19-23 -> -5, 14-18 -> -10
    if diff >= 0:
        return 5 * ((diff + 2) // 5)
    return -5 * ((-diff + 2) // 5)


def danish_deal(rng, dealer, pools, first, fault=None):
    """Returns (deal dict, net per party, anchor lines). pools: dict updated in place."""
    n = 3
    deck = d_deck()
    rng.shuffle(deck)
    hands0 = [deck[25 * i:25 * (i + 1)] for i in range(3)]
    hands0[dealer] = hands0[dealer] + deck[75:78]
    for h in hands0:
        if not any(c.startswith("T") for c in h):
            raise Skip  # redeal situation
    events = []
    pays = []  # (from, to, amount, reason)
    net = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}

    def pay(f, t, a, reason):
        pays.append((f, t, a, reason))
        net[f] -= a
        net[t] += a
        if f in pools:
            pools[f] -= a
        if t in pools:
            pools[t] += a

    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(3):
                pay(s, pool, 20, "foundation")
    pay(dealer, "pagat_pool", 5, "deal_fee")
    pay(dealer, "king_pool", 5, "deal_fee")
    for f, t, a, r in pays:
        events.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    pays.clear()
    hands = [list(h) for h in hands0]
    # skat: three lowest pips of the dealer (never a court, trump, Joker)
    dh = hands[dealer]
    pips = [c for c in dh if c != "JOKER" and d_suit(c) in D_SUITS and c[:-1] not in D_COURTS]
    if len(pips) < 3:
        raise Skip
    pips.sort(key=d_rank)
    skat = pips[:3]
    for c in skat:
        dh.remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    decl = {}
    for k in range(3):
        s = (dealer + k) % 3
        items, amts = d_declarations(hands[s])
        decl[s] = (items, amts)
        events.append({"type": "declare", "seat": s, "items": items})
    for k in range(3):
        s = (dealer + k) % 3
        for it, a in zip(*decl[s]):
            for o in range(3):
                if o != s:
                    pay(o, s, a, "declaration")
    # play
    leader = (dealer + 1) % 3
    piles = [[] for _ in range(3)]
    ntricks = [0] * 3
    fault_info = None
    last_winner_card = None
    for t in range(25):
        trick = []
        led = None
        for k in range(3):
            s = (leader + k) % 3
            h = hands[s]
            if t < 24:
                cand = [c for c in h if c != "JOKER"]
            else:
                cand = list(h)
            if led is None:
                card = rng.choice(cand)
                named = None
                if card == "JOKER":
                    # last trick lead: name the suit of the next player's card
                    nxt = hands[(s + 1) % 3][0]
                    named = d_suit(nxt) if nxt != "JOKER" else "T"
                    led = named
                else:
                    led = d_suit(card)
            else:
                named = None
                fol = [c for c in cand if d_suit(c) == led]
                tr = [c for c in cand if d_suit(c) == "T"]
                if fault and fault[0] == "revoke" and fault[1] == t and fault[2] == k and fol:
                    alt = [c for c in cand if d_suit(c) != led]
                    if not alt:
                        raise Skip
                    card = rng.choice(alt)
                    fault_info = (t, k, s, card, led, sorted(fol))
                elif fol:
                    card = rng.choice(fol)
                elif tr:
                    card = rng.choice(tr)
                else:
                    card = rng.choice(cand)
            h.remove(card)
            ev = {"type": "play", "seat": s, "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
            trick.append((s, card))

        def strength(sc):
            s, c = sc
            if c == "JOKER":
                return (0, 0)
            if d_suit(c) == "T":
                return (2, d_rank(c))
            if d_suit(c) == led:
                return (1, d_rank(c))
            return (0, 0)

        w, wc = max(trick, key=strength)
        ntricks[w] += 1
        for s, c in trick:
            piles[w].append(c)
        last = t == 24
        if not last:
            for s, c in trick:
                if c[0] == "K" and s != w:
                    for o in range(3):
                        if o != s:
                            pay(s, o, 5, "king_lost")
                    pay(s, "king_pool", 5, "king_lost")
                if c == "T1" and s != w:
                    for o in range(3):
                        if o != s:
                            pay(s, o, 5, "pagat_lost")
                    pay(s, "pagat_pool", 5, "pagat_lost")
            if wc == "T1":
                for o in range(3):
                    if o != w:
                        pay(o, w, 5, "pagat_trick")
        else:
            last_trick = trick
            last_winner_card = wc
            last_w = w
        leader = w
    if 25 in ntricks or 0 in ntricks:
        raise Skip  # tout / nolo kept out
    for s, c in last_trick:
        if (c[0] == "K" or c == "T1") and s != last_w:
            raise Skip  # przydupek kept out
    ann = []
    if last_winner_card == "T1":
        pot = pools["pagat_pool"]
        for o in range(3):
            if o != last_w:
                pay(o, last_w, 45, "pagat_ultimo")
        pay("pagat_pool", last_w, pot, "pagat_ultimo")
        for s in range(3):
            pay(s, "pagat_pool", 20, "refill")
        ann.append(f"pagat ultimo by {last_w}, pool {pot}")
    elif last_winner_card[0] == "K":
        pot = pools["king_pool"]
        for o in range(3):
            if o != last_w:
                pay(o, last_w, 40, "king_ultimo")
        pay("king_pool", last_w, pot, "king_ultimo")
        for s in range(3):
            pay(s, "king_pool", 20, "refill")
        ann.append(f"king ultimo by {last_w} with {last_winner_card}, pool {pot}")
    else:
        for o in range(3):
            if o != last_w:
                pay(o, last_w, 20, "last_trick")
        ann.append(f"last trick by {last_w} with {last_winner_card}")
    pts = []
    for s in range(3):
        p = sum(d_honour(c) for c in piles[s]) + ntricks[s]
        if s == dealer:
            p += 1 + sum(d_honour(c) for c in skat)
        pts.append(p)
    assert sum(pts) == 78, pts
    newd = (dealer + 1) % 3
    bands = [d_band(p) for p in pts]
    for s in range(3):
        if s == newd:
            continue
        b = bands[s]
        if b < 0:
            pay(s, newd, -b, "card_points")
        elif b > 0:
            pay(newd, s, b, "card_points")
    written = [list(p) for p in pays]
    if fault and fault[0] == "pay":
        # the reason fault[1]'s first payment written with a different amount
        for p in written:
            if p[3] == fault[1]:
                log(f"    PLANTED wrong payment: {p} written as amount {p[2] + fault[2]}")
                p[2] += fault[2]
                break
        else:
            raise Skip
    for f, t, a, r in written:
        events.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    deal = {"dealer": dealer, "hands": hands0, "events": events}
    lines = [f"  dealer {dealer}, skat {skat}, declarations "
             + "; ".join(f"seat {s}: {decl[s][0]} pays {decl[s][1]}" for s in range(3) if decl[s][0]),
             f"  tricks {ntricks}, card points {pts} (bands {bands}, new dealer {newd}); " + "; ".join(ann),
             f"  net this deal by rules {net}; pools after {dict(pools)}"]
    if fault_info:
        lines.append(f"  REVOKE {fault_info}")
    return deal, net, lines


def danish_session(rng, names, ndeals, fault=None):
    pools = {"pagat_pool": 0, "king_pool": 0}
    dealer = rng.randrange(3)
    deals, lines = [], []
    tot = {0: 0, 1: 0, 2: 0, "pagat_pool": 0, "king_pool": 0}
    for i in range(ndeals):
        f = fault[1] if fault and fault[0] == i else None
        deal, net, ls = danish_deal(rng, dealer, pools, i == 0, f)
        deals.append(deal)
        for k, v in net.items():
            tot[k] += v
        lines.append(f" deal {i}:")
        lines += ls
        dealer = (dealer + 1) % 3
    lines.append(f" session net by rules (before any end-of-session split of pools) {tot}")
    return {"deals": deals, "anchors": lines}


def make_danish():
    names = ["Agnieszka", "Bartek", "Celina"]
    res, seed = retry(danish_session, 400, names, 3)
    write("04-danish-3deals-clean.json", {"format": "trick-transcript/1", "game": "danish-tarok",
                                          "rules": {"preset": "standard"}, "players": names,
                                          "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"04-danish-3deals-clean.json seed {seed}")
    LOG.extend(res["anchors"])
    names = ["Dorota", "Emil", "Franek"]
    res, seed = retry(danish_session, 500, names, 3, (1, ("pay", "card_points", 5)))
    write("05-danish-3deals-wrong-payment.json", {"format": "trick-transcript/1", "game": "danish-tarok",
                                                  "rules": {"preset": "standard"}, "players": names,
                                                  "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"05-danish-3deals-wrong-payment.json seed {seed}")
    LOG.extend(res["anchors"])


# ----------------------------------------------------------------------------- Galician Tarok
G_SUIT_CARDS = {"H": ["KH", "QH", "NH", "JH", "1H"], "D": ["KD", "QD", "ND", "JD", "1D"],
                "S": ["KS", "QS", "NS", "JS", "10S"], "C": ["KC", "QC", "NC", "JC", "10C"]}


def g_deck():
    d = [c for v in G_SUIT_CARDS.values() for c in v]
    return d + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def g_suit(c):
    return "T" if (c.startswith("T") or c == "SKIZ") else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return 5 - G_SUIT_CARDS[c[-1]].index(c)


def g_value(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if g_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_points(cards):
    assert len(cards) % 3 == 0
    return sum(g_value(c) for c in cards) - 2 * (len(cards) // 3)


GAME_MULT = {"three": (3, 30), "two": (4, 40), "one": (5, 50), "solo": (6, 60)}


def galician_deal(rng, dealer, bidkind, fault=None):
    deck = g_deck()
    rng.shuffle(deck)
    talon = deck[:6]
    hands0 = [deck[6 + 12 * i:6 + 12 * (i + 1)] for i in range(3)]
    hand = (dealer + 1) % 3
    decl = hand
    events = [{"type": "bid", "seat": hand, "bid": bidkind},
              {"type": "bid", "seat": (hand + 1) % 3, "bid": "pass"},
              {"type": "bid", "seat": (hand + 2) % 3, "bid": "pass"}]
    hands = [list(h) for h in hands0]
    nbuy = {"three": 3, "two": 2, "one": 1, "solo": 0}[bidkind]
    if nbuy:
        bought = talon[:nbuy]
        rest = talon[nbuy:]
        events.append({"type": "take", "seat": decl, "cards": bought})
        hands[decl] += bought
        cand = [c for c in hands[decl] if g_suit(c) != "T" and c[0] != "K"]
        if len(cand) < nbuy:
            raise Skip
        cand.sort(key=g_value)
        disc = cand[:nbuy]
        for c in disc:
            hands[decl].remove(c)
        events.append({"type": "discard", "seat": decl, "cards": disc})
    else:
        disc, rest = [], list(talon)
    for k in range(3):
        events.append({"type": "announce", "seat": (decl + k) % 3, "items": []})
    leader = hand
    piles = {0: [], 1: [], 2: []}
    ntr = [0] * 3
    ooti = None
    for t in range(12):
        trick = []
        led = None
        tev = []
        for k in range(3):
            s = (leader + k) % 3
            h = hands[s]
            if led is None:
                card = rng.choice(h)
                led = g_suit(card)
            else:
                fol = [c for c in h if g_suit(c) == led]
                trs = [c for c in h if g_suit(c) == "T"]
                best_tr = max([g_rank(c) for _, c in trick if g_suit(c) == "T"], default=0)
                if fol and led != "T":
                    card = rng.choice(fol)
                elif trs:
                    over = [c for c in trs if g_rank(c) > best_tr]
                    card = rng.choice(over if over else trs)
                else:
                    card = rng.choice(h)
            h.remove(card)
            trick.append((s, card))
            tev.append({"type": "play", "seat": s, "card": card})
        if fault and fault[0] == "ooo" and fault[1] == t:
            tev[1], tev[2] = tev[2], tev[1]
            ooti = (t, tev[1])
        events += tev

        def st(sc):
            c = sc[1]
            if g_suit(c) == "T":
                return (2, g_rank(c))
            if g_suit(c) == led:
                return (1, g_rank(c))
            return (0, 0)

        w = max(trick, key=st)[0]
        ntr[w] += 1
        piles[w] += [c for _, c in trick]
        leader = w
        if t == 11:
            last_trick, last_w = trick, w
    if ntr[decl] in (0, 12):
        raise Skip  # volat kept out
    dec_cards = piles[decl] + disc
    helper_cards = [c for s in range(3) if s != decl for c in piles[s]] + rest
    P = g_points(dec_cards)
    H = g_points(helper_cards)
    assert P + H == 66, (P, H)
    # keep silent premiums out: trull or four kings gathered by one side, pagat winning last trick
    for side in (dec_cards, helper_cards):
        if all(c in side for c in ("T1", "T21", "SKIZ")):
            raise Skip
        if all(f"K{s}" in side for s in "HDSC"):
            raise Skip
    if any(c == "T1" for _, c in last_trick):
        raise Skip
    mult, add = GAME_MULT[bidkind]
    if P > 33:
        val = (P - 33) * mult + add
        pays = [((decl + 1) % 3, decl, val), ((decl + 2) % 3, decl, val)]
        res = f"declarer {decl} ({bidkind}) {P} points (helpers {H}): wins ({P}-33)x{mult}+{add} = {val} from each helper"
    else:
        val = (33 - P) * mult + add
        pays = [(decl, (decl + 1) % 3, val), (decl, (decl + 2) % 3, val)]
        res = f"declarer {decl} ({bidkind}) {P} points (helpers {H}): loses (33-{P})x{mult}+{add} = {val} to each helper"
    written = [list(p) for p in pays]
    if fault and fault[0] == "pay":
        written[0][2] += fault[1]
        res += f"  PLANTED: first game payment written {written[0][2]} instead of {val}"
    for f, t_, a in written:
        events.append({"type": "payment", "from": f, "to": t_, "amount": a, "reason": "game"})
    net = {0: 0, 1: 0, 2: 0}
    for f, t_, a in pays:
        net[f] -= a
        net[t_] += a
    lines = [f"  dealer {dealer}, hand {hand}, talon {talon}; discard {disc}; tricks {ntr}", "  " + res,
             f"  net by rules {net}"]
    if ooti:
        lines.append(f"  OUT OF TURN: trick {ooti[0]}: {ooti[1]} written before the seat due")
    return {"dealer": dealer, "hands": hands0, "talon": talon, "events": events}, net, lines


def galician_session(rng, names, bids, fault=None):
    dealer = rng.randrange(3)
    deals, lines = [], []
    tot = {0: 0, 1: 0, 2: 0}
    for i, b in enumerate(bids):
        f = fault[1] if fault and fault[0] == i else None
        deal, net, ls = galician_deal(rng, dealer, b, f)
        deals.append(deal)
        for k in tot:
            tot[k] += net[k]
        lines.append(f" deal {i}:")
        lines += ls
        dealer = (dealer + 1) % 3
    lines.append(f" session net by rules {tot}")
    return {"deals": deals, "anchors": lines}


def make_galician():
    names = ["Adam", "Bożena", "Czesław"]
    res, seed = retry(galician_session, 600, names, ["three", "three"])
    write("06-galician-2deals-clean.json", {"format": "trick-transcript/1", "game": "galician-tarok",
                                            "rules": {"preset": "standard", "pool": False}, "players": names,
                                            "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"06-galician-2deals-clean.json seed {seed}")
    LOG.extend(res["anchors"])
    names = ["Dominik", "Ewa", "Feliks"]
    res, seed = retry(galician_session, 700, names, ["three", "solo", "three"], (1, ("ooo", 4)))
    write("07-galician-3deals-out-of-turn.json", {"format": "trick-transcript/1", "game": "galician-tarok",
                                                  "rules": {"preset": "standard", "pool": False}, "players": names,
                                                  "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"07-galician-3deals-out-of-turn.json seed {seed}")
    LOG.extend(res["anchors"])


# ----------------------------------------------------------------------------- Ulti
U_SUITS = "HDSC"
U_RANKS_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
U_RANKS_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # no trumps


def u_deck():
    return [f"{r}{s}" for s in U_SUITS for r in U_RANKS_T]


def u_r(c):
    return c[:-1]


def u_s(c):
    return c[-1]


def u_str(c, trump):
    order = U_RANKS_T if trump else U_RANKS_N
    return 8 - order.index(u_r(c))


def ulti_deal(rng, dealer, contract, fault=None):
    """contract: ('party', suit) or ('betli',)."""
    deck = u_deck()
    rng.shuffle(deck)
    first = (dealer + 1) % 3
    hands0 = [None] * 3
    hands0[first] = deck[:12]
    hands0[(first + 1) % 3] = deck[12:22]
    hands0[(first + 2) % 3] = deck[22:32]
    hands = [list(h) for h in hands0]
    decl = first
    h = hands[decl]
    if contract[0] == "party":
        trump = contract[1]
        red = trump == "H"
        # lay away the two weakest non-trump, non-A, non-10, non K/Q cards
        cand = [c for c in h if u_s(c) != trump and u_r(c) not in ("A", "10", "K", "Q")]
        if len(cand) < 2:
            raise Skip
        cand.sort(key=lambda c: u_str(c, True))
        disc = cand[:2]
        bid = {"goals": ["party"], "red": red}
    else:
        trump = None
        red = False
        cand = sorted(h, key=lambda c: -u_str(c, False))
        disc = cand[:2]
        bid = {"goals": ["betli"], "red": False}
    for c in disc:
        h.remove(c)
    events = [{"type": "discard", "seat": decl, "cards": disc}, {"type": "bid", "seat": decl, "bid": bid},
              {"type": "bid", "seat": (decl + 1) % 3, "bid": "pass"},
              {"type": "bid", "seat": (decl + 2) % 3, "bid": "pass"}, {"type": "bid", "seat": decl, "bid": "pass"}]
    if trump and not red:
        events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    marr = [[] for _ in range(3)]
    if trump:
        for s in range(3):
            for su in U_SUITS:
                if f"K{su}" in hands[s] and f"Q{su}" in hands[s]:
                    marr[s].append(40 if su == trump else 20)
    leader = decl
    ntr = [0] * 3
    piles = [[] for _ in range(3)]
    revoke = None
    for t in range(10):
        trick = []
        led = None
        for k in range(3):
            s = (leader + k) % 3
            hh = hands[s]
            if t == 0 and marr[s]:
                events.append({"type": "declare", "seat": s,
                               "items": [{"kind": "marriage", "points": p} for p in sorted(marr[s], reverse=True)]})
            if led is None:
                card = rng.choice(hh)
                led = u_s(card)
            else:
                fol = [c for c in hh if u_s(c) == led]
                trs = [c for c in hh if trump and u_s(c) == trump]
                trumped = trump and led != trump and any(u_s(c) == trump for _, c in trick)
                if fol:
                    allowed = fol
                    if not trumped:
                        best = max(u_str(c, bool(trump)) for _, c in trick if u_s(c) == led)
                        over = [c for c in fol if u_str(c, bool(trump)) > best]
                        if over:
                            allowed = over
                elif trs:
                    allowed = trs
                    best = max([u_str(c, True) for _, c in trick if u_s(c) == trump], default=-1)
                    over = [c for c in trs if u_str(c, True) > best]
                    if over:
                        allowed = over
                else:
                    allowed = hh
                if fault and fault[0] == "revoke" and fault[1] == t and fault[2] == k and fol:
                    alt = [c for c in hh if u_s(c) != led]
                    if not alt:
                        raise Skip
                    card = rng.choice(alt)
                    revoke = (t, k, s, card, led, sorted(fol))
                else:
                    card = rng.choice(allowed)
            hh.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})

        def st(sc):
            c = sc[1]
            if trump and u_s(c) == trump:
                return (2, u_str(c, True))
            if u_s(c) == led:
                return (1, u_str(c, bool(trump)))
            return (0, 0)

        w = max(trick, key=st)[0]
        ntr[w] += 1
        piles[w] += [c for _, c in trick]
        leader = w
        if t == 9:
            last = trick
            last_w = w
    if fault and fault[0] == "revoke" and not revoke:
        raise Skip
    pays = []
    lines = [f"  dealer {dealer}, declarer {decl}, discard {disc}, contract {contract}, tricks {ntr}"]
    if contract[0] == "party":
        unit = 2 if red else 1
        cp = [sum(10 for c in piles[s] if u_r(c) in ("A", "10")) for s in range(3)]
        cp[last_w] += 10
        disc_pts = sum(10 for c in disc if u_r(c) in ("A", "10"))
        dp = cp[decl] + sum(marr[decl])
        dfp = sum(cp[s] + sum(marr[s]) for s in range(3) if s != decl) + disc_pts
        assert sum(cp) + disc_pts == 90
        # keep silent bonuses out: trump 7 in the last trick, 100 by either side, durchmarsch
        if any(c == f"7{trump}" for _, c in last):
            raise Skip
        if dp >= 100 or dfp >= 100 or ntr[decl] == 10 or ntr[decl] == 0 or dp == dfp:
            raise Skip
        won = dp > dfp
        for o in range(3):
            if o != decl:
                pays.append((o, decl, unit, "party") if won else (decl, o, unit, "party"))
        lines.append(f"  card points declarer {dp} (tricks {cp[decl]}, marriages {marr[decl]}) vs defenders {dfp} "
                     f"(incl. discard {disc_pts}, marriages {[marr[s] for s in range(3) if s != decl]}): "
                     f"{'won' if won else 'lost'}, {unit} per defender")
    else:
        won = ntr[decl] == 0
        for o in range(3):
            if o != decl:
                pays.append((o, decl, 5, "betli") if won else (decl, o, 5, "betli"))
        lines.append(f"  betli {'won' if won else 'lost'}: 5 per defender")
    written = [list(p) for p in pays]
    if fault and fault[0] == "pay":
        written[1][2] = fault[1]
        lines.append(f"  PLANTED: second payment written {written[1]} instead of {pays[1]}")
    for f, t_, a, r in written:
        events.append({"type": "payment", "from": f, "to": t_, "amount": a, "reason": r})
    net = {0: 0, 1: 0, 2: 0}
    for f, t_, a, r in pays:
        net[f] -= a
        net[t_] += a
    lines.append(f"  net by rules {net}")
    if revoke:
        lines.append(f"  REVOKE {revoke}")
    return {"dealer": dealer, "hands": hands0, "events": events}, net, lines


def ulti_session(rng, names, contracts, fault=None):
    dealer = rng.randrange(3)
    deals, lines = [], []
    tot = {0: 0, 1: 0, 2: 0}
    for i, c in enumerate(contracts):
        f = fault[1] if fault and fault[0] == i else None
        deal, net, ls = ulti_deal(rng, dealer, c, f)
        deals.append(deal)
        for k in tot:
            tot[k] += net[k]
        lines.append(f" deal {i}:")
        lines += ls
        dealer = (dealer + 1) % 3
    lines.append(f" session net (running totals) by rules {tot}")
    return {"deals": deals, "anchors": lines}


def make_ulti():
    names = ["Anna", "Béla", "Csilla"]
    res, seed = retry(ulti_session, 800, names, [("party", "S"), ("party", "H"), ("betli",)])
    write("08-ulti-3deals-clean.json", {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"},
                                        "players": names, "meta": {"note": f"blind gen seed {seed}"},
                                        "deals": res["deals"]})
    log(f"08-ulti-3deals-clean.json seed {seed}")
    LOG.extend(res["anchors"])
    names = ["Dénes", "Erzsi", "Feri"]
    res, seed = retry(ulti_session, 900, names, [("party", "C"), ("party", "D"), ("party", "H")], (2, ("pay", 1)))
    write("09-ulti-3deals-wrong-payment.json", {"format": "trick-transcript/1", "game": "ulti",
                                                "rules": {"preset": "standard"}, "players": names,
                                                "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"09-ulti-3deals-wrong-payment.json seed {seed}")
    LOG.extend(res["anchors"])


# ----------------------------------------------------------------------------- Tarocchini
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low


def t_deck():
    d = []
    for s in "SBCD":
        d += [f"{r}{s}" for r in (T_LONG if s in "SB" else T_ROUND)]
    return d + [f"T{i}" for i in range(21)] + ["MATTO"]


def t_suit(c):
    if c == "MATTO":
        return None
    return "T" if c.startswith("T") else c[-1]


def t_rank(c):
    if c.startswith("T"):
        v = int(c[1:])
        return 1 if 1 <= v <= 4 else v  # Moretti of equal rank (ties broken by order of play)
    r = c[:-1]
    order = T_LONG if c[-1] in "SB" else T_ROUND
    return 10 - order.index(r)


def t_value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def t_cardpoints(cards):
    assert len(cards) % 2 == 0, len(cards)
    return sum(t_value(c) for c in cards) - len(cards) // 2


CRICCA = {"tarocchi": (["T20", "T19", "T0", "MATTO"], 18), "kings": (["KS", "KB", "KC", "KD"], 17),
          "queens": (["QS", "QB", "QC", "QD"], 14), "knights": (["NS", "NB", "NC", "ND"], 13),
          "jacks": (["JS", "JB", "JC", "JD"], 12)}


def t_cricche(cards):
    out = []
    for name, (members, v) in CRICCA.items():
        n = sum(1 for c in members if c in cards)
        if n >= 3:
            out.append((name, n, v if n == 3 else 2 * v))
    return out


def t_sequences(cards):
    """My reading of the source's sequence table; each contatore (T0, MATTO) may serve in every
    sequence but once within one; a suit run is K Q N J then the Ace, from the King down, gaps
    filled by contatori; trumps: Angel, then Mondo/Sun/Moon (two of them, one may be a contatore),
    then 16, 15, ... down, contatori never two in a row except 16 and a grande."""
    cont = [c for c in ("T0", "MATTO") if c in cards]
    out = []
    for s in "SBCD":
        order = ["K", "Q", "N", "J", "1"]
        if f"K{s}" not in cards:
            continue
        used, real, length = 0, 1, 1
        for r in order[1:]:
            if f"{r}{s}" in cards:
                real += 1
                length += 1
            elif used < len(cont):
                used += 1
                length += 1
            else:
                break
        # trailing contatori do not count as the Ace unless followed... keep them: K Q c = 3
        if length >= 3 and real >= 2:
            out.append(("suit", s, length))
    if "T20" in cards:
        seq = ["T19", "T18", "T17"] + [f"T{i}" for i in range(16, 4, -1)]
        used, length, prev_sub, grande_real = 0, 1, False, 0
        for i, c in enumerate(seq):
            if c in cards:
                length += 1
                prev_sub = False
                if i < 3:
                    grande_real += 1
            elif used < len(cont) and (not prev_sub or (c == "T16")):
                used += 1
                length += 1
                prev_sub = True
            else:
                break
        if length >= 3 and grande_real >= 1:
            out.append(("trumps", None, length))
    m = sum(1 for c in ("T1", "T2", "T3", "T4") if c in cards)
    if m >= 2 and m + len(cont) >= 3:
        out.append(("moretti", None, m + len(cont)))
    a = sum(1 for c in ("1S", "1B", "1C", "1D") if c in cards)
    if a >= 2 and a + len(cont) >= 3:
        out.append(("aces", None, a + len(cont)))
    return out


def t_combo_points(cards, double_three=True):
    cr = t_cricche(cards)
    sq = t_sequences(cards)
    pc = sum(v for _, _, v in cr)
    ps = sum(10 + 5 * (ln - 3) for _, _, ln in sq)
    if double_three and len(cr) >= 3:
        pc *= 2
    if double_three and len(sq) >= 3:
        ps *= 2
    return pc + ps, cr, sq


def t_declared_cricche(hand):
    """Players in these sessions declare only the cricche they hold (the source lets a player declare less)."""
    cr = t_cricche(hand)
    items = [{"kind": "cricca", "of": n, "count": k} for n, k, _ in cr]
    pts = sum(v for _, _, v in cr)
    if len(cr) >= 3:
        pts *= 2
    return items, pts, cr


def t_play(rng, n, leader, hands, side_of, fault=None):
    """Plays out all tricks. Matto: played only when the holder's side is winning the trick
    (as the last or second-to-last card), never led, never in the last two tricks (else Skip).
    Returns events, piles by seat (Matto back to its player), tricks by seat, last winner."""
    ntricks = len(hands[0])
    events = []
    piles = [[] for _ in range(n)]
    ntr = [0] * n
    revoke = None
    for t in range(ntricks):
        trick = []
        led = None
        for k in range(n):
            s = (leader + k) % n
            h = hands[s]
            if led is None:
                cand = [c for c in h if c != "MATTO"]
                if not cand:
                    raise Skip
                card = rng.choice(cand)
                led = t_suit(card)
            else:
                fol = [c for c in h if t_suit(c) == led]
                trs = [c for c in h if t_suit(c) == "T"]
                allowed = fol or trs or [c for c in h if c != "MATTO"] or h
                card = None
                if "MATTO" in h and k >= 1 and t < ntricks - 2:
                    cur = t_winner(trick, led)
                    if side_of[cur] == side_of[s] and cur != s:
                        card = "MATTO"
                if card is None:
                    if fault and fault[0] == "revoke" and fault[1] == t and fault[2] == k and fol:
                        alt = [c for c in h if t_suit(c) not in (led, None)]
                        if not alt:
                            raise Skip
                        card = rng.choice(alt)
                        revoke = (t, k, s, card, led, sorted(fol))
                    else:
                        allowed = [c for c in allowed if c != "MATTO"] or allowed
                        card = rng.choice(allowed)
            if card == "MATTO" and len(h) <= 2:
                raise Skip
            h.remove(card)
            trick.append((s, card))
            events.append({"type": "play", "seat": s, "card": card})
        w = t_winner(trick, led)
        ntr[w] += 1
        for s, c in trick:
            if c == "MATTO":
                if side_of[s] != side_of[w]:
                    raise Skip
                piles[s].append(c)
            else:
                piles[w].append(c)
        leader = w
    if any("MATTO" in h for h in hands):
        raise Skip
    if fault and fault[0] == "revoke" and not revoke:
        raise Skip
    return events, piles, ntr, w, revoke


def t_winner(trick, led):
    best, bk = None, None
    for i, (s, c) in enumerate(trick):
        if c == "MATTO":
            continue
        if t_suit(c) == "T":
            k = (2, t_rank(c), i if t_rank(c) == 1 else 0)  # last Moretto played is highest
        elif t_suit(c) == led:
            k = (1, t_rank(c), 0)
        else:
            continue
        if bk is None or k > bk:
            best, bk = s, k
    return best


def ottocento_deal(rng, dealer, fault=None):
    deck = t_deck()
    rng.shuffle(deck)
    hands0 = [deck[15 * i:15 * (i + 1)] for i in range(4)]
    hands0[dealer] = hands0[dealer] + deck[60:62]
    hands = [list(h) for h in hands0]
    dh = hands[dealer]
    cand = [c for c in dh if t_value(c) == 1 and c != "MATTO"]
    cand.sort(key=lambda c: (t_suit(c) == "T", t_rank(c)))
    # avoid laying away an ace (sequence material) or a Moretto
    cand = [c for c in cand if not (c[0] == "1" and not c.startswith("T")) and t_suit(c) != "T"]
    if len(cand) < 2:
        raise Skip
    disc = cand[:2]
    for c in disc:
        dh.remove(c)
    events = [{"type": "discard", "seat": dealer, "cards": disc}]
    decl_pts = {"team0": 0, "team1": 0}
    dl = []
    for k in range(4):
        s = (dealer + 1 + k) % 4
        items, pts, cr = t_declared_cricche(hands[s])
        events.append({"type": "declare", "seat": s, "items": items})
        decl_pts[f"team{s % 2}"] += pts
        if items:
            dl.append(f"seat {s} declares {cr} = {pts}")
    side_of = [0, 1, 0, 1]
    pev, piles, ntr, lastw, revoke = t_play(rng, 4, (dealer + 1) % 4, hands, side_of, fault)
    events += pev
    team_cards = {"team0": piles[0] + piles[2], "team1": piles[1] + piles[3]}
    dteam = f"team{dealer % 2}"
    oteam = f"team{1 - dealer % 2}"
    if ntr[dealer] > 0:
        team_cards[dteam] += disc
        dwhere = dteam
    else:
        team_cards[oteam] += disc
        dwhere = oteam
    sc = {}
    detail = []
    for tm in ("team0", "team1"):
        cp = t_cardpoints(team_cards[tm])
        comb, cr, sq = t_combo_points(team_cards[tm])
        lt = 6 if f"team{lastw % 2}" == tm else 0
        sc[tm] = decl_pts[tm] + comb + cp + lt
        detail.append(f"{tm}: declared {decl_pts[tm]} + captured combos {comb} {cr} {sq} + card points {cp} + last trick {lt} = {sc[tm]}")
    assert sum(t_cardpoints(v) for v in team_cards.values()) == 87
    lines = [f"  dealer {dealer}, discard {disc} (to {dwhere}), tricks {ntr}; " + "; ".join(dl)] + ["  " + d for d in detail]
    if revoke:
        lines.append(f"  REVOKE {revoke}")
    return {"dealer": dealer, "hands": hands0, "events": events}, sc, lines


def ottocento_session(rng, names, ndeals, fault=None):
    dealer = rng.randrange(4)
    deals, lines = [], []
    tot = {"team0": 0, "team1": 0}
    for i in range(ndeals):
        f = fault[1] if fault and fault[0] == i else None
        deal, sc, ls = ottocento_deal(rng, dealer, f)
        for tm in tot:
            tot[tm] += sc[tm]
        for tm in ("team0", "team1"):
            deal["events"].append({"type": "score", "party": tm, "points": sc[tm]})
        for tm in ("team0", "team1"):
            deal["events"].append({"type": "total", "party": tm, "points": tot[tm]})
        deals.append(deal)
        lines.append(f" deal {i}:")
        lines += ls
        lines.append(f"  totals {dict(tot)}")
        if max(tot.values()) >= 800:
            raise Skip
        dealer = (dealer + 1) % 4
    return {"deals": deals, "anchors": lines}


def terziglio_deal(rng, dealer, mode, fault=None):
    deck = t_deck()
    rng.shuffle(deck)
    hands0 = [deck[18 * i:18 * (i + 1)] for i in range(3)]
    widow = deck[54:62]
    hands = [list(h) for h in hands0]
    eld = (dealer + 1) % 3
    # the declarer: the first seat in bidding order with 7+ trumps bids `mode`, the others pass
    order = [(eld + k) % 3 for k in range(3)]
    decl = None
    events = []
    for s in order:
        ntr = sum(1 for c in hands[s] if t_suit(c) == "T")
        if decl is None and ntr >= 7:
            decl = s
            events.append({"type": "bid", "seat": s, "bid": mode})
        else:
            events.append({"type": "bid", "seat": s, "bid": "pass"})
    if decl is None:
        raise Skip
    bad_bid = None
    if fault and fault[0] == "bid":
        # a seat after the declarer (that passed) writes gioco again after the auction
        after = [s for s in order if order.index(s) > order.index(decl)]
        if not after or mode != "gioco":
            raise Skip
        s2 = after[0]
        idx = [i for i, e in enumerate(events) if e["seat"] == s2][0]
        events[idx] = {"type": "bid", "seat": s2, "bid": "gioco"}
        bad_bid = (idx, s2)
    if "MATTO" in hands[decl]:
        raise Skip  # the declarer's Matto would always go to an opponent's trick: left out
    rest = list(widow)
    if mode == "gioco":
        want = sorted(widow, key=lambda c: (-(t_suit(c) == "T"), -t_value(c)))[:3]
        want = [c for c in want if t_suit(c) == "T" or t_value(c) >= 3][:3]
        if not want:
            raise Skip
        hands[decl] += want
        for c in want:
            rest.remove(c)
        cand = [c for c in hands[decl] if t_value(c) == 1 and t_suit(c) != "T" and c[0] != "1" and c not in want]
        if len(cand) < len(want):
            raise Skip
        cand.sort(key=t_rank)
        disc = cand[:len(want)]
        for c in disc:
            hands[decl].remove(c)
        rest += disc
        events.append({"type": "take", "seat": decl, "cards": want})
        events.append({"type": "discard", "seat": decl, "cards": disc})
    else:
        want, disc = [], []
    if "MATTO" in hands[decl]:
        raise Skip
    decl_pts = {s: 0 for s in range(3)}
    dl = []
    for s in order:
        items, pts, cr = t_declared_cricche(hands[s])
        events.append({"type": "declare", "seat": s, "items": items})
        decl_pts[s] = pts
        if items:
            dl.append(f"seat {s} declares {cr} = {pts}")
    side_of = [1 if s == decl else 0 for s in range(3)]
    pev, piles, ntr, lastw, revoke = t_play(rng, 3, eld, hands, side_of, fault)
    events += pev
    if ntr[decl] in (0, 18):
        raise Skip  # all tricks (40 game points) kept out
    dcards = piles[decl] + (rest if mode == "gioco" else (rest if lastw == decl else []))
    ocards = [c for s in range(3) if s != decl for c in piles[s]] + ([] if mode == "gioco" or lastw == decl else rest)
    if len(dcards) % 2:
        raise Skip  # an odd pile: the source counts in pairs only
    dcp = t_cardpoints(dcards)
    ocp = t_cardpoints(ocards)
    dcomb, dcr, dsq = t_combo_points(dcards)
    ocomb, ocr, osq = t_combo_points(ocards)
    dlt = 6 if lastw == decl else 0
    olt = 6 - dlt
    D = decl_pts[decl] + dcomb + dcp + dlt
    odecl = sum(decl_pts[s] for s in range(3) if s != decl)
    O = odecl + ocomb + ocp + olt
    win = D > O
    W = D if win else O
    q, r = divmod(W, 50)
    if r > 45:  # less than 5 short of the next multiple of 50
        q += 1
    gp = q * (2 if mode == "solo" else 1)
    scores = [0, 0, 0]
    for s in range(3):
        if (s == decl) == win:
            scores[s] = gp
    lines = [f"  dealer {dealer}, declarer {decl} ({mode}), widow {widow}, take {want} discard {disc}, tricks {ntr}; "
             + "; ".join(dl),
             f"  declarer: declared {decl_pts[decl]} + combos {dcomb} {dcr} {dsq} + card points {dcp} + last {dlt} = {D}",
             f"  opponents: declared {odecl} + combos {ocomb} {ocr} {osq} + card points {ocp} + last {olt} = {O}",
             f"  {'declarer wins' if win else 'opponents win'}: {W} -> {gp} game points; scores {scores}"]
    if bad_bid:
        lines.append(f"  PLANTED illegal bid at event {bad_bid[0]} by seat {bad_bid[1]} (gioco not higher than gioco)")
    if revoke:
        lines.append(f"  REVOKE {revoke}")
    return {"dealer": dealer, "hands": hands0, "talon": widow, "events": events}, scores, lines


def terziglio_session(rng, names, modes, fault=None):
    dealer = rng.randrange(3)
    deals, lines = [], []
    tot = [0, 0, 0]
    for i, m in enumerate(modes):
        f = fault[1] if fault and fault[0] == i else None
        deal, sc, ls = terziglio_deal(rng, dealer, m, f)
        for s in range(3):
            tot[s] += sc[s]
        for s in range(3):
            deal["events"].append({"type": "score", "party": s, "points": sc[s]})
        for s in range(3):
            deal["events"].append({"type": "total", "party": s, "points": tot[s]})
        deals.append(deal)
        lines.append(f" deal {i}:")
        lines += ls
        lines.append(f"  totals {tot}")
        dealer = (dealer + 1) % 3
    return {"deals": deals, "anchors": lines}


def make_tarocchini():
    names = ["Anna", "Bruno", "Carla", "Dario"]
    res, seed = retry(ottocento_session, 1000, names, 2)
    write("10-ottocento-2deals-clean.json", {"format": "trick-transcript/1", "game": "tarocchini-ottocento",
                                             "rules": {"preset": "standard"}, "players": names,
                                             "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"10-ottocento-2deals-clean.json seed {seed}")
    LOG.extend(res["anchors"])
    names = ["Enzo", "Fabia", "Gino", "Ilaria"]
    res, seed = retry(ottocento_session, 1100, names, 3, (1, ("revoke", 5, 2)))
    write("11-ottocento-3deals-revoke.json", {"format": "trick-transcript/1", "game": "tarocchini-ottocento",
                                              "rules": {"preset": "standard"}, "players": names,
                                              "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"11-ottocento-3deals-revoke.json seed {seed}")
    LOG.extend(res["anchors"])
    names = ["Elena", "Franco", "Giulia"]
    res, seed = retry(terziglio_session, 1200, names, ["gioco", "gioco", "solo"])
    write("12-terziglio-3deals-clean.json", {"format": "trick-transcript/1", "game": "tarocchini-terziglio",
                                             "rules": {"preset": "standard"}, "players": names,
                                             "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"12-terziglio-3deals-clean.json seed {seed}")
    LOG.extend(res["anchors"])
    names = ["Luca", "Marta", "Nino"]
    res, seed = retry(terziglio_session, 1300, names, ["gioco", "gioco"], (1, ("bid",)))
    write("13-terziglio-2deals-illegal-bid.json", {"format": "trick-transcript/1", "game": "tarocchini-terziglio",
                                                   "rules": {"preset": "standard"}, "players": names,
                                                   "meta": {"note": f"blind gen seed {seed}"}, "deals": res["deals"]})
    log(f"13-terziglio-2deals-illegal-bid.json seed {seed}")
    LOG.extend(res["anchors"])


if __name__ == "__main__":
    make_rage()
    make_danish()
    make_galician()
    make_ulti()
    make_tarocchini()
    (HERE / "_anchors.txt").write_text("\n".join(LOG) + "\n")
    print("\n".join(LOG))
