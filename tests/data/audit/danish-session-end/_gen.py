"""Blind generator for audit round danish-session-end (Danish Tarok, how a session ends).

Written from the Polish source (seeds/000_...txt) only; does not import validator.
Run:  python _gen.py [seed]   -> writes NN-*.json and _figures.txt beside this file.

Rules implemented (source section in brackets):
 - 78 cards, 25 each, dealer +3, dealer lays 3 away (skat) [7, 8, 13]; 4 players: the seat
   opposite the dealer (d+2) sits out [2]; order of play = seat order; first lead d+1 [10].
 - foundations 20 per player per pool at the start, refill 20 per player (sitter too) when a pool
   is emptied; deal fee 5+5 by the dealer [15, 17].
 - declarations paid by the other active players [14, 15].
 - king/pagat played and not winning (not last trick): 5 to each other active player + 5 to the
   pool; pagat winning a trick: 5 from each other active [15].
 - last trick: pagat/king ultimo, przydupek, plain last trick 20; Tout/Nolo deals are rejected [15].
 - card points vs 26 in bands of 5, settled with the new dealer (d+1) [15].
 - after the last deal of the session the pools are shared equally among 3 (or 4) players [15].
The simulated players play the Joker only as a follower, before trick 21, so no Joker lead,
demand or naming occurs; the dealer lays away three pip cards, so the skat holds no honours.
Deals whose card-point payments would differ between the two counting methods of the source
("each trick = 1 point" vs "1 point per three cards on the pile", the Joker's trick being
two cards) are rejected, so that reading never matters here.
"""

import json
import math
import os
import random
import sys
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
PIPS = [str(i) for i in range(1, 11)]
RED_ORDER = COURTS + PIPS  # high -> low: K Q N J 1 2 .. 10
BLACK_ORDER = COURTS + PIPS[::-1]  # K Q N J 10 .. 1
DECK = [r + s for s in SUITS for r in COURTS + PIPS] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
ULTIMO = {"KH", "KD", "KS", "KC", "T1"}
NAMES3 = ["Agata", "Bogdan", "Czesia"]
NAMES4 = ["Agata", "Bogdan", "Czesia", "Darek"]


def suit(c):
    if c == "JOKER":
        return None
    return "T" if c[0] == "T" and c != "T" else c[-1]


def is_trump(c):
    return c.startswith("T")


def rank_val(c):
    if is_trump(c):
        return 100 + int(c[1:])
    s, r = c[-1], c[:-1]
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 50 - order.index(r)


def honour(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K" and not is_trump(c):
        return 4
    if is_trump(c):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def band(points):
    """Payment for card points vs 26: 24-28 none, 29-33 +5, 19-23 -5, ... (rounded to 5)."""
    d = Fraction(points) - 26
    k = math.floor(abs(d) / 5 + Fraction(1, 2))
    return 5 * k if d >= 0 else -5 * k


def declarations(hand):
    items, amounts = [], []
    tr = [c for c in hand if is_trump(c)]
    joker = "JOKER" in hand
    ntr = len(tr) + (1 if joker else 0)
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
    return items, amounts


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


class Ledger:
    """Net chips per party, as the rules make them."""

    def __init__(self, n, totals=None, pools=None):
        self.n = n
        self.net = {i: Fraction(t) for i, t in enumerate(totals or [0] * n)}
        self.net["pagat_pool"] = Fraction((pools or {}).get("pagat_pool", 0))
        self.net["king_pool"] = Fraction((pools or {}).get("king_pool", 0))

    def apply(self, ev):
        a = Fraction(ev["amount"]).limit_denominator(10**6)
        self.net[ev["from"]] -= a
        self.net[ev["to"]] += a

    def copy(self):
        c = Ledger(self.n)
        c.net = dict(self.net)
        return c


def active_order(n, dealer, start):
    """Active seats in order of play starting at seat `start`."""
    sitter = (dealer + 2) % 4 if n == 4 else None
    out = []
    for k in range(n):
        s = (start + k) % n
        if s != sitter:
            out.append(s)
    return out


def sim_deal(rng, n, dealer, ledger, target, first=False):
    """Play one deal. target: 'any', 'plain', 'king_ultimo', 'pagat_ultimo'. Returns dict or None."""
    sitter = (dealer + 2) % 4 if n == 4 else None
    act = active_order(n, dealer, dealer + 1)  # first leader first
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    pos = 0
    for s in act:
        hands[s] = deck[pos : pos + 25]
        pos += 25
    hands[dealer] += deck[pos : pos + 3]
    # a player without trumps may ask for a redeal: avoid such deals
    if any(not any(is_trump(c) for c in hands[s]) for s in act):
        return None
    led = ledger.copy()
    ev = []

    def P(frm, to, amount, reason):
        e = pay(frm, to, amount, reason)
        ev.append(e)
        led.apply(e)

    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                P(s, pool, 20, "foundation")
    P(dealer, "pagat_pool", 5, "deal_fee")
    P(dealer, "king_pool", 5, "deal_fee")
    hand = {s: list(hands[s]) for s in act}
    pips = [c for c in hand[dealer] if not is_trump(c) and c != "JOKER" and c[:-1] in PIPS]
    skat = rng.sample(pips, 3)
    for c in skat:
        hand[dealer].remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    decl_order = active_order(n, dealer, dealer)
    for s in decl_order:
        items, amounts = declarations(hand[s])
        ev.append({"type": "declare", "seat": s, "items": items})
        for amt in amounts:
            for o in active_order(n, dealer, s + 1):
                if o != s:
                    P(o, s, amt, "declaration")
    hold = target in ("king_ultimo", "pagat_ultimo")
    leader = act[0]
    piles = {s: [] for s in act}
    tricks = {s: 0 for s in act}
    joker_played_by = None
    last = None
    for t in range(25):
        order = active_order(n, dealer, leader)
        cards = []
        for i, s in enumerate(order):
            h = hand[s]
            if i == 0:
                legal = [c for c in h if c != "JOKER"]
                if not legal:
                    return None
            else:
                if "JOKER" in h and t < 21:
                    c = "JOKER"
                    h.remove(c)
                    cards.append((s, c))
                    ev.append({"type": "play", "seat": s, "card": c})
                    continue
                ls = suit(cards[0][1])
                legal = [c for c in h if suit(c) == ls]
                if not legal:
                    legal = [c for c in h if is_trump(c)]
                if not legal:
                    legal = [c for c in h if c != "JOKER"]
                if not legal:
                    return None
            if hold and t < 24:
                pref = [c for c in legal if c not in ULTIMO]
                if pref:
                    legal = pref
            c = rng.choice(legal)
            h.remove(c)
            cards.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        if t >= 21 and joker_played_by is None and any(c == "JOKER" for _, c in cards):
            return None
        if any(c == "JOKER" for _, c in cards):
            joker_played_by = [s for s, c in cards if c == "JOKER"][0]
        real = [(s, c) for s, c in cards if c != "JOKER"]
        ls = suit(cards[0][1])
        trumps = [(s, c) for s, c in real if is_trump(c)]
        pool_ = trumps if trumps else [(s, c) for s, c in real if suit(c) == ls]
        win_s, win_c = max(pool_, key=lambda x: rank_val(x[1]))
        tricks[win_s] += 1
        for s, c in cards:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[win_s].append(c)
        if t < 24:
            for s, c in cards:
                if s == win_s:
                    continue
                if c in ULTIMO:
                    pool = "pagat_pool" if c == "T1" else "king_pool"
                    reason = "pagat_lost" if c == "T1" else "king_lost"
                    for o in act:
                        if o != s:
                            P(s, o, 5, reason)
                    P(s, pool, 5, reason)
            if win_c == "T1":
                for o in act:
                    if o != win_s:
                        P(o, win_s, 5, "pagat_trick")
        else:
            last = (win_s, win_c, cards)
        leader = win_s
    if joker_played_by is None:
        return None
    # Tout / Nolo rejected
    if any(v == 25 or v == 0 for v in tricks.values()):
        return None
    win_s, win_c, cards = last
    przy = [(s, c) for s, c in cards if s != win_s and c in ULTIMO]
    outcome = "plain"
    if win_c == "T1":
        outcome = "pagat_ultimo"
    elif win_c in ULTIMO:
        outcome = "king_ultimo"
    if target != "any" and (outcome != target or przy):
        return None
    if target == "any" and przy:
        # keep the deal simple: no przydupek in these sessions
        return None
    others = [o for o in act if o != win_s]
    if outcome == "pagat_ultimo":
        for o in others:
            P(o, win_s, 45, "pagat_ultimo")
        content = led.net["pagat_pool"]
        P("pagat_pool", win_s, int(content), "pagat_ultimo")
        refill = ("pagat_pool", len(ev))
        for s in range(n):
            P(s, "pagat_pool", 20, "refill")
    elif outcome == "king_ultimo":
        for o in others:
            P(o, win_s, 40, "king_ultimo")
        content = led.net["king_pool"]
        P("king_pool", win_s, int(content), "king_ultimo")
        refill = ("king_pool", len(ev))
        for s in range(n):
            P(s, "king_pool", 20, "refill")
    else:
        refill = None
        for o in others:
            P(o, win_s, 20, "last_trick")
    # card points, two counting methods
    newd = (dealer + 1) % n
    pts1, pts2 = {}, {}
    for s in act:
        hon = sum(honour(c) for c in piles[s])
        sk = 1 if s == dealer else 0
        pts1[s] = hon + tricks[s] + sk
        pts2[s] = hon + Fraction(len(piles[s]), 3) + sk
    assert sum(pts1.values()) == 78, pts1
    assert sum(pts2.values()) == 78, pts2
    for s in act:
        if band(pts1[s]) != band(pts2[s]):
            return None
    for s in active_order(n, dealer, newd):
        if s == newd:
            continue
        b = band(pts1[s])
        if b < 0:
            P(s, newd, -b, "card_points")
        elif b > 0:
            P(newd, s, b, "card_points")
    return {
        "dealer": dealer,
        "sitter": sitter,
        "hands": hands,
        "events": ev,
        "ledger": led,
        "outcome": outcome,
        "last": (win_s, win_c),
        "points": {s: int(pts1[s]) for s in act},
        "tricks": dict(tricks),
        "refill": refill,
    }


def totals_events(led, n):
    out = []
    for s in range(n):
        out.append({"type": "total", "party": s, "points": num(led.net[s])})
    for p in ("pagat_pool", "king_pool"):
        out.append({"type": "total", "party": p, "points": num(led.net[p])})
    return out


def num(x):
    x = Fraction(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


def play_session(seed, n, ndeals, targets, first_dealer=0, start=None, pool_ok=None, tries=4000):
    """Search sub-seeds until every deal meets its target and the end pools satisfy pool_ok."""
    rng0 = random.Random(seed)
    for _ in range(tries):
        led = Ledger(n, (start or {}).get("totals"), (start or {}).get("pools"))
        deals = []
        ok = True
        for k in range(ndeals):
            dealer = (first_dealer + k) % n
            d = None
            for _ in range(400):
                d = sim_deal(random.Random(rng0.random()), n, dealer, led, targets[k], first=(k == 0 and not start))
                if d:
                    break
            if not d:
                ok = False
                break
            led = d["ledger"]
            deals.append(d)
        if not ok:
            continue
        if pool_ok is None or pool_ok(int(led.net["pagat_pool"]), int(led.net["king_pool"])):
            return deals
    raise RuntimeError("no session found")


def share_events(led, n, shares):
    """shares: {pool: [amount per seat]} -> payments pool->seat (session_end), applied to led."""
    ev = []
    for pool in ("pagat_pool", "king_pool"):
        for s in range(n):
            a = shares[pool][s]
            if a:
                e = pay(pool, s, a, "session_end")
                ev.append(e)
                led.apply(e)
    return ev


def even_shares(content, n):
    c = Fraction(content)
    assert c % n == 0
    return [num(c / n)] * n


# ---------------------------------------------------------------------------------------------------


def transcript(n, deals, start=None, description="", expected=None):
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": NAMES4 if n == 4 else NAMES3,
        "meta": {"round": "danish-session-end", "description": description},
        "deals": [{"dealer": d["dealer"], "hands": d["hands"], "events": d["evs"]} for d in deals],
    }
    if start:
        t["start"] = start
    if expected is not None:
        t["meta"]["expected"] = expected
    return t


FIG = []


def fig(*a):
    FIG.append(" ".join(str(x) for x in a))


def build_paid(deals, n, start=None, with_totals=True):
    """Payments recorded; totals of seats and pools written after every deal."""
    for d in deals:
        d["evs"] = list(d["events"])
        if with_totals:
            d["evs"] += totals_events(d["ledger"], n)


def build_sheet(deals, n, start=None):
    """Score sheet: no payments; per deal a score per seat and pool (net chips in the deal) + totals."""
    prev = Ledger(n, (start or {}).get("totals"), (start or {}).get("pools"))
    for d in deals:
        evs = [e for e in d["events"] if e["type"] != "payment"]
        led = d["ledger"]
        for p in list(range(n)) + ["pagat_pool", "king_pool"]:
            evs.append({"type": "score", "party": p, "points": num(led.net[p] - prev.net[p])})
        evs += totals_events(led, n)
        d["evs"] = evs
        prev = led


def end_pools(deals):
    led = deals[-1]["ledger"]
    return int(led.net["pagat_pool"]), int(led.net["king_pool"])


def describe(name, n, deals, start=None):
    fig("=" * 100)
    fig(name, "players", n, "deals", len(deals), "start", start)
    for i, d in enumerate(deals):
        led = d["ledger"]
        fig(
            "  deal",
            i,
            "dealer",
            d["dealer"],
            "sitter",
            d["sitter"],
            "last trick",
            d["last"],
            d["outcome"],
            "tricks",
            d["tricks"],
            "points",
            d["points"],
            "| after deal: seats",
            [num(led.net[s]) for s in range(n)],
            "pools P/K",
            num(led.net["pagat_pool"]),
            num(led.net["king_pool"]),
        )


def finish(deals, n, shares, before_totals=True, after_totals=True, mutate=None):
    """Append the session end to the last deal: shares (and totals before/after)."""
    last = deals[-1]
    led = last["ledger"].copy()
    evs = last["evs"]
    if not before_totals:
        # drop the totals already appended to the last deal
        while evs and evs[-1]["type"] == "total":
            evs.pop()
    sev = share_events(led, n, shares)
    idx0 = len(evs)
    evs += sev
    rules_led = led.copy()
    if after_totals:
        evs += totals_events(led, n)
    info = {"share_start": idx0, "rules_after": rules_led}
    if mutate:
        mutate(evs, info)
    fig("  shares", shares, "from event", idx0)
    fig("  after shares (rules): seats", [num(rules_led.net[s]) for s in range(n)])
    return info


def find(evs, **kw):
    out = [i for i, e in enumerate(evs) if all(e.get(k) == v for k, v in kw.items())]
    return out


def write(name, t):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")


def main(seed):
    FIG.clear()
    div = lambda k: lambda p, q: p % k == 0 and q % k == 0  # noqa: E731

    # 01 clean, 3 players, payments, totals each deal and after the shares
    deals = play_session(seed + 1, 3, 3, ["any", "any", "plain"], pool_ok=div(15))
    build_paid(deals, 3)
    P, K = end_pools(deals)
    describe("01-clean-3p-paid", 3, deals)
    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": even_shares(K, 3)})
    write("01-clean-3p-paid.json", transcript(3, deals, description="Clean: 3 players, 3 deals, pools shared in thirds.", expected=[]))

    # 02 clean, 4 players, each dealer once; the sitter of the last deal shares too
    deals = play_session(seed + 2, 4, 4, ["any", "any", "any", "plain"], pool_ok=div(20))
    build_paid(deals, 4)
    P, K = end_pools(deals)
    describe("02-clean-4p-paid", 4, deals)
    finish(deals, 4, {"pagat_pool": even_shares(P, 4), "king_pool": even_shares(K, 4)})
    write("02-clean-4p-paid.json", transcript(4, deals, description="Clean: 4 players, 4 deals, pools shared in quarters (sitter included).", expected=[]))

    # 03 clean score sheet; the last deal is a pagat ultimo, pool refilled, then shared
    deals = play_session(seed + 3, 3, 3, ["any", "any", "pagat_ultimo"], pool_ok=div(15))
    P, K = end_pools(deals)
    describe("03-clean-3p-sheet-pagat-ultimo-last", 3, deals)
    # the shares go into the last deal's score line
    last = deals[-1]
    led = last["ledger"]
    sh = {"pagat_pool": even_shares(P, 3), "king_pool": even_shares(K, 3)}
    share_events(led, 3, sh)  # apply to the ledger so the last score line includes them
    build_sheet(deals, 3)
    fig("  shares (in the last score line)", sh)
    write("03-clean-3p-sheet-pagat-ultimo-last.json", transcript(3, deals, description="Clean score sheet: last deal a Pagat Ultimo, refilled, then the pools shared (in the last line).", expected=[]))

    # 04 king ultimo in the last deal, no refill at the end (nothing to share from the king pool);
    # one pagat share written 5 short
    deals = play_session(seed + 4, 3, 3, ["any", "any", "king_ultimo"], pool_ok=lambda p, q: p % 15 == 0)
    describe("04-king-ultimo-last-no-refill-share-wrong", 3, deals)
    last = deals[-1]
    r_pool, r_idx = last["refill"]
    assert r_pool == "king_pool"
    # remove the refill payments, and the refill from the ledger
    ev = [e for e in last["events"] if not (e.get("reason") == "refill")]
    led = last["ledger"]
    for s in range(3):
        led.net[s] += 20
        led.net["king_pool"] -= 20
    assert led.net["king_pool"] == 0
    last["events"] = ev
    build_paid(deals, 3)
    P, K = end_pools(deals)
    fig("  after dropping the refill: seats", [num(led.net[s]) for s in range(3)], "pools", P, K)

    def m04(evs, info):
        i = find(evs, type="payment", reason="session_end", **{"from": "pagat_pool", "to": 2})[0]
        evs[i]["amount"] -= 5
        info["fault"] = i
        # the sheet's own arithmetic in the totals after
        j = find(evs, type="total", party=2)[-1]
        evs[j]["points"] -= 5
        j = find(evs, type="total", party="pagat_pool")[-1]
        evs[j]["points"] += 5
        fig("  FAULT 04: deal 2 event", i, "pagat share to seat 2 written", evs[i]["amount"], "should be", P // 3)

    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": [0, 0, 0]}, mutate=m04)
    write("04-king-ultimo-last-no-refill-share-wrong.json", transcript(3, deals, description="King Ultimo in the last deal; the table does not refill the emptied king pool at the session's end; one pagat share written 5 short."))

    # 05 share to the wrong player
    deals = play_session(seed + 5, 3, 3, ["any", "any", "plain"], pool_ok=div(15))
    build_paid(deals, 3)
    P, K = end_pools(deals)
    describe("05-share-to-wrong-player", 3, deals)

    def m05(evs, info):
        i = find(evs, type="payment", reason="session_end", **{"from": "king_pool", "to": 2})[0]
        evs[i]["to"] = 0
        info["fault"] = i
        a = evs[i]["amount"]
        j = find(evs, type="total", party=2)[-1]
        evs[j]["points"] -= a
        j = find(evs, type="total", party=0)[-1]
        evs[j]["points"] += a
        fig("  FAULT 05: deal 2 event", i, "king share", a, "paid to seat 0 instead of seat 2")

    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": even_shares(K, 3)}, mutate=m05)
    write("05-share-to-wrong-player.json", transcript(3, deals, description="Seat 2's king-pool share paid to seat 0."))

    # 06 share left out
    deals = play_session(seed + 6, 3, 3, ["any", "any", "plain"], pool_ok=div(15))
    build_paid(deals, 3)
    P, K = end_pools(deals)
    describe("06-share-left-out", 3, deals)

    def m06(evs, info):
        i = find(evs, type="payment", reason="session_end", **{"from": "pagat_pool", "to": 1})[0]
        a = evs[i]["amount"]
        del evs[i]
        info["fault"] = i
        j = find(evs, type="total", party=1)[-1]
        evs[j]["points"] -= a
        j = find(evs, type="total", party="pagat_pool")[-1]
        evs[j]["points"] += a
        fig("  FAULT 06: deal 2 (removed) event", i, "seat 1's pagat share", a, "left out; totals after by the sheet's own arithmetic")

    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": even_shares(K, 3)}, mutate=m06)
    write("06-share-left-out.json", transcript(3, deals, description="Seat 1's pagat-pool share left out; the totals after follow the payments written."))

    # 07 total that forgets the share
    deals = play_session(seed + 7, 3, 3, ["any", "any", "plain"], pool_ok=div(15))
    build_paid(deals, 3)
    P, K = end_pools(deals)
    describe("07-total-forgets-share", 3, deals)

    def m07(evs, info):
        j = find(evs, type="total", party=2)
        before, after = j[-2], j[-1]
        fig("  FAULT 07: deal 2 event", after, "seat 2 total after written", evs[before]["points"], "(the total before) instead of", evs[after]["points"])
        evs[after]["points"] = evs[before]["points"]
        info["fault"] = after

    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": even_shares(K, 3)}, mutate=m07)
    write("07-total-forgets-share.json", transcript(3, deals, description="All shares paid; seat 2's total after the shares repeats its total before them."))

    # 08 four players: the last deal's sitter gets no king-pool share
    deals = play_session(seed + 8, 4, 4, ["any", "any", "any", "plain"], pool_ok=div(20))
    build_paid(deals, 4)
    P, K = end_pools(deals)
    describe("08-4p-sitter-share-left-out", 4, deals)
    sitter = deals[-1]["sitter"]

    def m08(evs, info):
        i = find(evs, type="payment", reason="session_end", **{"from": "king_pool", "to": sitter})[0]
        a = evs[i]["amount"]
        del evs[i]
        info["fault"] = i
        j = find(evs, type="total", party=sitter)[-1]
        evs[j]["points"] -= a
        j = find(evs, type="total", party="king_pool")[-1]
        evs[j]["points"] += a
        fig("  FAULT 08: deal 3 (removed) event", i, "sitter seat", sitter, "king share", a, "left out")

    finish(deals, 4, {"pagat_pool": even_shares(P, 4), "king_pool": even_shares(K, 4)}, mutate=m08)
    write("08-4p-sitter-share-left-out.json", transcript(4, deals, description="Four players: the last deal's sitter is left out of the king-pool share."))

    # 09 taken up mid-way; the king pool's total after the shares forgets them
    start09 = {"pools": {"pagat_pool": 95, "king_pool": 140}, "totals": [-60, -110, -65]}
    deals = play_session(seed + 9, 3, 2, ["any", "plain"], first_dealer=1, start=start09, pool_ok=div(15))
    build_paid(deals, 3)
    P, K = end_pools(deals)
    describe("09-midway-pool-total-forgets-shares", 3, deals, start09)

    def m09(evs, info):
        j = find(evs, type="total", party="king_pool")
        fig("  FAULT 09: deal 1 event", j[-1], "king pool total after written", evs[j[-2]]["points"], "instead of 0")
        evs[j[-1]]["points"] = evs[j[-2]]["points"]
        info["fault"] = j[-1]

    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": even_shares(K, 3)}, mutate=m09)
    write("09-midway-pool-total-forgets-shares.json", transcript(3, deals, start=start09, description="Session taken up mid-way, ends after 2 deals; king pool's total after the shares still shows its content."))

    # 10 mid-way, last deal a king ultimo, refilled, then shared; seat 0's king share left out
    start10 = {"pools": {"pagat_pool": 80, "king_pool": 115}, "totals": [-75, -45, -75]}
    deals = play_session(seed + 10, 3, 2, ["any", "king_ultimo"], first_dealer=2, start=start10, pool_ok=lambda p, q: p % 15 == 0)
    build_paid(deals, 3)
    P, K = end_pools(deals)
    assert K == 60
    describe("10-midway-king-ultimo-refill-share-left-out", 3, deals, start10)

    def m10(evs, info):
        i = find(evs, type="payment", reason="session_end", **{"from": "king_pool", "to": 0})[0]
        a = evs[i]["amount"]
        del evs[i]
        info["fault"] = i
        j = find(evs, type="total", party=0)[-1]
        evs[j]["points"] -= a
        j = find(evs, type="total", party="king_pool")[-1]
        evs[j]["points"] += a
        fig("  FAULT 10: deal 1 (removed) event", i, "seat 0's share", a, "of the refilled king pool left out")

    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": even_shares(K, 3)}, mutate=m10)
    write("10-midway-king-ultimo-refill-share-left-out.json", transcript(3, deals, start=start10, description="Mid-way session; last deal a King Ultimo, king pool refilled with 60 and shared; seat 0's king share left out."))

    # 11 ambiguous: neither pool divides by 15, their sum does; shares merged, in fives;
    # planted: seat 1's total BEFORE the shares written 5 high (its total after is right)
    deals = play_session(
        seed + 11, 3, 3, ["any", "any", "plain"], pool_ok=lambda p, q: p % 15 != 0 and q % 15 != 0 and (p + q) % 15 == 0
    )
    build_paid(deals, 3)
    P, K = end_pools(deals)
    describe("11-ambig-merged-fives-total-before-wrong", 3, deals)
    each = (P + K) // 3
    base = 5 * (P // 15)
    r = (P - 3 * base) // 5
    ps = [base + (5 if s < r else 0) for s in range(3)]
    ks = [each - ps[s] for s in range(3)]
    fig("  11 pools", P, K, "exact thirds", num(Fraction(P, 3)), num(Fraction(K, 3)), "merged per seat", each, "pagat", ps, "king", ks)

    def m11(evs, info):
        j = find(evs, type="total", party=1)
        before = j[-2]
        fig("  FAULT 11: deal 2 event", before, "seat 1 total before written", evs[before]["points"] + 5, "instead of", evs[before]["points"])
        evs[before]["points"] += 5
        info["fault"] = before

    finish(deals, 3, {"pagat_pool": ps, "king_pool": ks}, mutate=m11)
    write("11-ambig-merged-fives-total-before-wrong.json", transcript(3, deals, description="Pools not divisible by 3 in fives, their sum is: each seat gets the same in fives, unequal per pool; seat 1's total before the shares 5 high."))

    # 12 ambiguous: king pool not divisible by 15 nor the sum; king shared in exact thirds;
    # planted: seat 2's pagat share 5 short
    deals = play_session(seed + 12, 3, 3, ["any", "any", "plain"], pool_ok=lambda p, q: p % 15 == 0 and q % 15 != 0)
    build_paid(deals, 3)
    P, K = end_pools(deals)
    describe("12-ambig-exact-thirds-share-wrong", 3, deals)
    k3 = Fraction(K, 3)
    ks = [round(float(k3), 6), round(float(k3), 6)]
    ks.append(num(Fraction(K) - Fraction(ks[0]).limit_denominator(10**6) * 2))
    fig("  12 pools", P, K, "king exact thirds written", ks)

    def m12(evs, info):
        i = find(evs, type="payment", reason="session_end", **{"from": "pagat_pool", "to": 2})[0]
        evs[i]["amount"] -= 5
        info["fault"] = i
        j = find(evs, type="total", party=2)[-1]
        evs[j]["points"] = num(Fraction(evs[j]["points"]).limit_denominator(10**6) - 5)
        j = find(evs, type="total", party="pagat_pool")[-1]
        evs[j]["points"] += 5
        fig("  FAULT 12: deal 2 event", i, "pagat share to seat 2 written", evs[i]["amount"], "should be", P // 3)

    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": ks}, mutate=m12)
    write("12-ambig-exact-thirds-share-wrong.json", transcript(3, deals, description="King pool shared in exact thirds (not fives); seat 2's pagat share 5 short."))

    # 13 ambiguous: king pool not divisible by 15; shared in fives, the remainder left in the pool;
    # planted: seat 0's pagat share paid to seat 1
    deals = play_session(seed + 13, 3, 3, ["any", "any", "plain"], pool_ok=lambda p, q: p % 15 == 0 and q % 15 != 0)
    build_paid(deals, 3)
    P, K = end_pools(deals)
    describe("13-ambig-fives-remainder-stays-share-to-wrong-player", 3, deals)
    kf = 5 * (K // 15)
    fig("  13 pools", P, K, "king in fives", kf, "each, remainder", K - 3 * kf, "; exact", num(Fraction(K, 3)))

    def m13(evs, info):
        i = find(evs, type="payment", reason="session_end", **{"from": "pagat_pool", "to": 0})[0]
        evs[i]["to"] = 1
        a = evs[i]["amount"]
        info["fault"] = i
        j = find(evs, type="total", party=0)[-1]
        evs[j]["points"] -= a
        j = find(evs, type="total", party=1)[-1]
        evs[j]["points"] += a
        fig("  FAULT 13: deal 2 event", i, "seat 0's pagat share", a, "paid to seat 1")

    finish(deals, 3, {"pagat_pool": even_shares(P, 3), "king_pool": [kf] * 3}, mutate=m13)
    write("13-ambig-fives-remainder-stays-share-to-wrong-player.json", transcript(3, deals, description="King pool shared in fives, the remainder left in it; seat 0's pagat share paid to seat 1."))

    # 14 score sheet: seat 1's last score line leaves out its king share
    deals = play_session(seed + 14, 3, 3, ["any", "any", "plain"], pool_ok=div(15))
    P, K = end_pools(deals)
    describe("14-sheet-share-left-out-of-score", 3, deals)
    sh = {"pagat_pool": even_shares(P, 3), "king_pool": even_shares(K, 3)}
    share_events(deals[-1]["ledger"], 3, sh)
    build_sheet(deals, 3)
    evs = deals[-1]["evs"]
    i = find(evs, type="score", party=1)[0]
    j = find(evs, type="total", party=1)[-1]
    fig("  FAULT 14: deal 2 event", i, "seat 1 score written", evs[i]["points"] - K // 3, "instead of", evs[i]["points"], "; its total (event", j, ") follows:", evs[j]["points"] - K // 3)
    evs[i]["points"] -= K // 3
    evs[j]["points"] -= K // 3
    fig("  shares (in the last score line)", sh)
    write("14-sheet-share-left-out-of-score.json", transcript(3, deals, description="Score sheet; seat 1's last line leaves out its king-pool share (its total follows its line)."))

    # 15 four players, last deal a king ultimo, refilled by all four, shared; the sitter's king
    # share paid to the dealer
    deals = play_session(seed + 15, 4, 4, ["any", "any", "any", "king_ultimo"], pool_ok=lambda p, q: p % 20 == 0)
    build_paid(deals, 4)
    P, K = end_pools(deals)
    assert K == 80
    describe("15-4p-king-ultimo-last-sitter-share-to-dealer", 4, deals)
    sitter = deals[-1]["sitter"]
    dealer = deals[-1]["dealer"]

    def m15(evs, info):
        i = find(evs, type="payment", reason="session_end", **{"from": "king_pool", "to": sitter})[0]
        evs[i]["to"] = dealer
        info["fault"] = i
        a = evs[i]["amount"]
        j = find(evs, type="total", party=sitter)[-1]
        evs[j]["points"] -= a
        j = find(evs, type="total", party=dealer)[-1]
        evs[j]["points"] += a
        fig("  FAULT 15: deal 3 event", i, "sitter seat", sitter, "king share", a, "paid to the dealer seat", dealer)

    finish(deals, 4, {"pagat_pool": even_shares(P, 4), "king_pool": even_shares(K, 4)}, mutate=m15)
    write("15-4p-king-ultimo-last-sitter-share-to-dealer.json", transcript(4, deals, description="Four players; last deal a King Ultimo, refilled by all four (80), shared; the sitter's king share paid to the dealer."))

    with open(os.path.join(HERE, "_figures.txt"), "w", encoding="utf-8") as f:
        f.write("\n".join(FIG) + "\n")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2024)
