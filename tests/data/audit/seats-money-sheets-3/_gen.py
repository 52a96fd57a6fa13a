"""Blind generator for audit round seats-money-sheets-3 (danish-tarok, galician-tarok, ulti).

Written from the sources only (seeds 000, 002, 003); imports nothing of the engine.
Focus: records as clubs keep them -- money in cents, one net line per seat per deal,
a session taken from the middle (start) that ends in the middle, a substitute between
deals, a deal abandoned and redealt; clean files and one planted slip per file.

    python _gen.py [--seed N] [--out DIR]

Writes NN-desc.json and prints a manifest (planted events and their indices) that
EXPECTED.md quotes.
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
MANIFEST: dict[str, list] = {}


def money(x: float, scale: float) -> float:
    return round(x * scale, 2)


# ----------------------------------------------------------------------------- Danish Tarok
D_SUITS = "HDSC"
D_COURTS = ["K", "Q", "N", "J"]
D_RED_PIPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low after J
D_BLACK_PIPS = ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]


def d_deck() -> list[str]:
    cards = []
    for s in D_SUITS:
        for r in D_COURTS + D_RED_PIPS:
            cards.append(r + s)
    cards += [f"T{i}" for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def d_suit(c: str) -> str:
    if c == "JOKER":
        return "J"
    if c.startswith("T"):
        return "T"
    return c[-1]


def d_rank_value(c: str) -> int:
    """Higher is stronger within its suit."""
    if c.startswith("T"):
        return int(c[1:])
    r, s = c[:-1], c[-1]
    order = D_COURTS + (D_RED_PIPS if s in "HD" else D_BLACK_PIPS)
    return 100 - order.index(r)


def d_honor(c: str) -> int:
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_declarations(hand: list[str]) -> list[tuple[dict, int]]:
    """(item, amount each other player pays) per mandatory declaration (sec. 14/15)."""
    items = []
    trumps = [c for c in hand if c.startswith("T")]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 10 + 5 * (n - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in D_SUITS:
        have = [r for r in D_COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in D_COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in D_SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in D_SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def d_legal(hand: list[str], trick: list[tuple[int, str]], tricks_left: int) -> list[str]:
    # The Joker is held to the last trick (never played second-last; never led here).
    no_joker = [c for c in hand if c != "JOKER"]
    if tricks_left == 1:
        return list(hand)
    if not trick:
        return no_joker
    led = d_suit(trick[0][1])
    same = [c for c in no_joker if d_suit(c) == led]
    if same:
        return same
    tr = [c for c in no_joker if d_suit(c) == "T"]
    if tr:
        return tr
    return no_joker


def d_winner(trick: list[tuple[int, str]]) -> tuple[int, str]:
    led = d_suit(trick[0][1])
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        s = d_suit(c)
        key = None
        if s == "T":
            key = (2, d_rank_value(c))
        elif s == led:
            key = (1, d_rank_value(c))
        if key and (best is None or key > best[0]):
            best = (key, seat, c)
    assert best is not None
    return best[1], best[2]


def d_band(pts: int) -> int:
    return 5 * round((pts - 26) / 5)


class Danish:
    """One 3-player session; pools and chips tracked by the sources' sec. 15."""

    def __init__(self, rng: random.Random, pools: dict | None = None):
        self.rng = rng
        self.fresh = pools is None
        self.pools = dict(pools) if pools else {"pagat_pool": 0, "king_pool": 0}

    def deal(
        self,
        dealer: int,
        *,
        foundation: bool = False,
        fee: bool = True,
        session_end: bool = False,
        want=None,
        no_trump_seat: int | None = None,
    ):
        """Return (deal dict, info) for a clean deal; `want(info)` filters shuffles."""
        for _ in range(20000):
            res = self._try(dealer, foundation, fee, session_end, no_trump_seat)
            if res is None:
                continue
            deal, info = res
            if want is None or want(info):
                self.pools = info["pools_after"]
                return deal, info
        raise RuntimeError("no Danish deal found")

    def _try(self, dealer, foundation, fee, session_end, no_trump_seat):
        rng = self.rng
        deck = d_deck()
        rng.shuffle(deck)
        hands = [[], [], []]
        order = [(dealer + 1 + i) % 3 for i in range(3)]
        pos = 0
        for seat in order:
            n = 28 if seat == dealer else 25
            hands[seat] = deck[pos : pos + n]
            pos += n
        pools = dict(self.pools)
        ev: list[dict] = []
        net = {0: 0.0, 1: 0.0, 2: 0.0, "pagat_pool": 0.0, "king_pool": 0.0}

        def pay(frm, to, amt, reason):
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
            net[frm] -= amt
            net[to] += amt
            for p in ("pagat_pool", "king_pool"):
                if frm == p:
                    pools[p] -= amt
                if to == p:
                    pools[p] += amt

        if no_trump_seat is not None:
            # the redeal: only the fee (if any) and the request are recorded
            x = no_trump_seat
            tr = [c for c in hands[x] if c.startswith("T")]
            others = [
                c for s in range(3) if s != x for c in hands[s] if not c.startswith("T") and c != "JOKER"
            ]
            for t in tr:
                o = others.pop()
                for s in range(3):
                    if o in hands[s]:
                        hands[s][hands[s].index(o)] = t
                hands[x][hands[x].index(t)] = o
            if foundation:
                for p in ("pagat_pool", "king_pool"):
                    for s in range(3):
                        pay(s, p, 20, "foundation")
            if fee:
                pay(dealer, "pagat_pool", 5, "deal_fee")
                pay(dealer, "king_pool", 5, "deal_fee")
            ev.append({"type": "redeal", "seat": x, "reason": "no_trumps"})
            deal = {"dealer": dealer, "hands": [sorted(h, key=deck.index) for h in hands], "events": ev}
            return deal, {"pools_after": pools, "net": net, "events": ev, "redeal": True}

        if any(not any(c.startswith("T") for c in h) for h in hands):
            return None
        if foundation:
            for p in ("pagat_pool", "king_pool"):
                for s in range(3):
                    pay(s, p, 20, "foundation")
        if fee:
            pay(dealer, "pagat_pool", 5, "deal_fee")
            pay(dealer, "king_pool", 5, "deal_fee")
        dealt = [list(h) for h in hands]
        dh = hands[dealer]
        pips = [c for c in dh if not c.startswith("T") and c != "JOKER" and c[:-1] not in D_COURTS]
        if len(pips) < 3:
            return None
        pips.sort(key=lambda c: (d_rank_value(c), c))
        skat = pips[:3]
        for c in skat:
            dh.remove(c)
        ev.append({"type": "discard", "seat": dealer, "cards": skat})
        decl_order = [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
        for seat in decl_order:
            items = d_declarations(hands[seat])
            ev.append({"type": "declare", "seat": seat, "items": [i for i, _ in items]})
            for _, amt in items:
                for o in decl_order:
                    if o != seat:
                        pay(o, seat, amt, "declaration")
        # play
        leader = (dealer + 1) % 3
        won = [[], [], []]
        ntricks = [0, 0, 0]
        last = None
        for t in range(25):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                legal = d_legal(hands[seat], trick, 25 - t)
                c = rng.choice(legal)
                if t == 24 and k == 0 and c == "JOKER":
                    return None
                hands[seat].remove(c)
                trick.append((seat, c))
                ev.append({"type": "play", "seat": seat, "card": c})
            w, wc = d_winner(trick)
            ntricks[w] += 1
            won[w] += [c for _, c in trick]
            if t < 24:
                for seat, c in trick:
                    if c.startswith("K") and seat != w:
                        for o in range(3):
                            if o != seat:
                                pay(seat, o, 5, "king_lost")
                        pay(seat, "king_pool", 5, "king_lost")
                    if c == "T1" and seat != w:
                        for o in range(3):
                            if o != seat:
                                pay(seat, o, 5, "pagat_lost")
                        pay(seat, "pagat_pool", 5, "pagat_lost")
                    if c == "T1" and seat == w:
                        for o in range(3):
                            if o != seat:
                                pay(o, seat, 5, "pagat_trick")
            else:
                last = (trick, w, wc)
            leader = w
        if 0 in ntricks or 25 in ntricks:
            return None  # no Nolo / Tout in these files
        trick, w, wc = last
        ult = [(s, c) for s, c in trick if c.startswith("K") or c == "T1"]
        info_last = "plain"
        if len(ult) > 1 or (len(ult) == 1 and ult[0][0] != w):
            return None  # keep przydupek out of these files
        if ult:
            if wc == "T1":
                content = pools["pagat_pool"]
                for o in range(3):
                    if o != w:
                        pay(o, w, 45, "pagat_ultimo")
                pay("pagat_pool", w, content, "pagat_ultimo")
                for s in range(3):
                    pay(s, "pagat_pool", 20, "refill")
                info_last = "pagat_ultimo"
            else:
                content = pools["king_pool"]
                for o in range(3):
                    if o != w:
                        pay(o, w, 40, "king_ultimo")
                pay("king_pool", w, content, "king_ultimo")
                for s in range(3):
                    pay(s, "king_pool", 20, "refill")
                info_last = "king_ultimo"
        else:
            for o in range(3):
                if o != w:
                    pay(o, w, 20, "last_trick")
        pts = [sum(d_honor(c) for c in won[s]) + ntricks[s] for s in range(3)]
        pts[dealer] += 1  # the skat's point
        # the skat point (and nothing else) must not decide a band in these files
        if d_band(pts[dealer]) != d_band(pts[dealer] - 1):
            return None
        if sum(pts) != 78:
            raise AssertionError(pts)
        nd = (dealer + 1) % 3
        for s in range(3):
            if s == nd:
                continue
            b = d_band(pts[s])
            if b < 0:
                pay(s, nd, -b, "card_points")
            elif b > 0:
                pay(nd, s, b, "card_points")
        if session_end:
            for p in ("pagat_pool", "king_pool"):
                share = round(pools[p] / 3, 6)
                for s in range(3):
                    pay(p, s, share, "session_end")
        deal = {"dealer": dealer, "hands": dealt, "events": ev}
        info = {
            "pools_after": pools,
            "net": net,
            "events": ev,
            "last": info_last,
            "points": pts,
            "tricks": ntricks,
        }
        return deal, info


def d_net_lines(deal: dict, net: dict, pools_too: bool = True) -> dict:
    """Replace the per-reason payments by one score line per seat (and pool)."""
    out = [e for e in deal["events"] if e["type"] != "payment"]
    for s in range(3):
        out.append({"type": "score", "party": s, "points": round(net[s], 6)})
    if pools_too:
        for p in ("pagat_pool", "king_pool"):
            out.append({"type": "score", "party": p, "points": round(net[p], 6)})
    return {**deal, "events": out}


def scale_payments(deal: dict, scale: float) -> dict:
    ev = []
    for e in deal["events"]:
        if e["type"] in ("payment",):
            e = {**e, "amount": money(e["amount"], scale)}
        elif e["type"] in ("score", "total"):
            e = {**e, "points": money(e["points"], scale)}
        ev.append(e)
    return {**deal, "events": ev}


def transcript(game, players, deals, *, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": game}
    if rules is not None:
        t["rules"] = rules
    t["players"] = players
    if start is not None:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = deals
    return t


DP = ["Agnieszka", "Bartek", "Celina"]


def danish_files(seed: int) -> dict[str, dict]:
    files = {}

    # 01: money in cents, fresh session, two deals, session ended (pools split)
    rng = random.Random(seed * 1000 + 1)
    g = Danish(rng)
    d0, i0 = g.deal(0, foundation=True)
    d1, i1 = g.deal(1, session_end=True)
    scale = 0.02  # 5 chips = 10 groszy
    deals = [scale_payments(d0, scale), scale_payments(d1, scale)]
    files["01-danish-cents-clean.json"] = transcript(
        "danish-tarok",
        DP,
        deals,
        meta={
            "description": "Club sheet kept in zloty: one chip = 0.02 zl (the 5-chip unit is 10 groszy). "
            "Two deals, session closed by splitting both pools.",
            "money": {"currency": "PLN", "per_chip": 0.02},
        },
    )
    MANIFEST["01-danish-cents-clean.json"] = ["clean", i0["last"], i1["last"], i1["points"]]

    # 02: one net line per seat (and per pool) per deal, fresh session, closed
    rng = random.Random(seed * 1000 + 2)
    g = Danish(rng)
    d0, i0 = g.deal(0, foundation=True)
    d1, i1 = g.deal(1)
    d2, i2 = g.deal(2, session_end=True)
    deals = [d_net_lines(d, i["net"]) for d, i in ((d0, i0), (d1, i1), (d2, i2))]
    files["02-danish-net-lines-clean.json"] = transcript(
        "danish-tarok",
        DP,
        deals,
        meta={"description": "Sheet with one net line per seat and per pool per deal, no reasons."},
    )
    MANIFEST["02-danish-net-lines-clean.json"] = ["clean", i0["last"], i1["last"], i2["last"]]

    # 03: taken from the middle (pools and totals carried in), ends in the middle;
    # a king ultimo takes the king pool: slip = the pool paid without this deal's fee
    rng = random.Random(seed * 1000 + 3)
    start_pools = {"pagat_pool": 85, "king_pool": 140}
    g = Danish(rng, pools=start_pools)
    d0, i0 = g.deal(2)
    d1, i1 = g.deal(0, want=lambda info: info["last"] == "king_ultimo")
    ev = d1["events"]
    k = next(j for j, e in enumerate(ev) if e["type"] == "payment" and e["from"] == "king_pool")
    right = ev[k]["amount"]
    ev[k] = {**ev[k], "amount": right - 5}
    files["03-danish-midway-pool-slip.json"] = transcript(
        "danish-tarok",
        DP,
        [d0, d1],
        start={"pools": start_pools, "totals": [35, -60, 25]},
        meta={
            "description": "Evening taken from the middle: pools carried in, totals carried in; the "
            "record stops before the session ends (no split). Planted: the king ultimo is paid the "
            "king pool as it stood before this deal's dealer fee (5 short).",
        },
    )
    MANIFEST["03-danish-midway-pool-slip.json"] = [
        ("planted", 1, k, "wrong_payment", f"king_pool -> seat: {right - 5} for {right}")
    ]

    # 04: substitute between deals (seat 2: Celina leaves after deal 0, Dorota takes the
    # seat and its chips); running totals per seat; slip = seat 2's total restarted
    rng = random.Random(seed * 1000 + 4)
    g = Danish(rng)
    d0, i0 = g.deal(0, foundation=True)
    d1, i1 = g.deal(1)
    d2, i2 = g.deal(2, session_end=True)
    run = [0.0, 0.0, 0.0]
    deals = []
    planted = None
    for di, (d, i) in enumerate(((d0, i0), (d1, i1), (d2, i2))):
        ev = list(d["events"])
        for s in range(3):
            run[s] += i["net"][s]
        for s in range(3):
            val = round(run[s], 6)
            if di == 1 and s == 2:
                val = round(i["net"][2], 6)  # Dorota's own tally, restarted
                planted = (1, len(ev), "wrong_total", f"{val} for {round(run[2], 6)}")
            ev.append({"type": "total", "party": s, "points": val})
        if di == 1:
            ev[0] = {**ev[0], "note": "Dorota takes Celina's seat (seat 2) and her chips from this deal on."}
        deals.append({**d, "events": ev})
    files["04-danish-substitute-total-slip.json"] = transcript(
        "danish-tarok",
        ["Agnieszka", "Bartek", "Celina / Dorota"],
        deals,
        meta={
            "description": "Seat 2 changes hands after deal 0 (Celina -> Dorota); one seat, one line "
            "on the sheet. Planted: the sheet restarts seat 2's running total for Dorota in deal 1.",
            "substitutes": [{"seat": 2, "from_deal": 1, "out": "Celina", "in": "Dorota"}],
        },
    )
    # later totals of seat 2 in deal 2 follow the sheet's own arithmetic? No: they are the true
    # running totals again (the club corrected the next line).
    MANIFEST["04-danish-substitute-total-slip.json"] = [("planted",) + planted]

    # 05: a deal thrown in (a player without trumps asks for a redeal); the same dealer
    # deals again without paying the fee a second time; clean
    rng = random.Random(seed * 1000 + 5)
    g = Danish(rng)
    r0, ri = g.deal(0, foundation=True, no_trump_seat=2)
    d1, i1 = g.deal(0, fee=False)
    d2, i2 = g.deal(1, session_end=True)
    files["05-danish-redeal-clean.json"] = transcript(
        "danish-tarok",
        DP,
        [r0, d1, d2],
        meta={
            "description": "Deal 0 thrown in: Celina has no trump and asks for a redeal (sec. 17); "
            "the same dealer deals again (deal 1) and, having paid the dealer's fee for this turn, "
            "does not pay it again. Session closed."
        },
    )
    MANIFEST["05-danish-redeal-clean.json"] = ["clean", i1["last"], i2["last"]]
    return files


# ----------------------------------------------------------------------------- Galician
G_SUITS = "HDSC"


def g_deck() -> list[str]:
    cards = []
    for s in G_SUITS:
        for r in ["K", "Q", "N", "J"]:
            cards.append(r + s)
        cards.append(("1" if s in "HD" else "10") + s)
    cards += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
    return cards


def g_suit(c):
    if c == "SKIZ" or c.startswith("T"):
        return "T"
    return c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def g_points(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def g_group(cards):
    return sum(g_points(c) for c in cards) - 2


def g_legal(hand, trick):
    if not trick:
        return list(hand)
    led = g_suit(trick[0][1])
    same = [c for c in hand if g_suit(c) == led]
    if same:
        return same
    tr = [c for c in hand if g_suit(c) == "T"]
    if tr:
        return tr
    return list(hand)


def g_winner(trick):
    led = g_suit(trick[0][1])
    best = None
    for seat, c in trick:
        s = g_suit(c)
        key = (2, g_rank(c)) if s == "T" else ((1, g_rank(c)) if s == led else None)
        if key and (best is None or key > best[0]):
            best = (key, seat)
    return best[1]


class Galician:
    """Three players, the pool on: stake 10, 10 % of every win, all-pass fee 5 (sec. 27)."""

    def __init__(self, rng, pool=None, fresh=True):
        self.rng = rng
        self.pool = 0.0 if pool is None else float(pool)
        self.fresh = fresh  # an empty pool is founded by a stake

    def deal(self, dealer, *, all_pass=False, want=None):
        for _ in range(20000):
            res = self._try(dealer, all_pass)
            if res is None:
                continue
            if want is None or want(res[1]):
                self.pool = res[1]["pool_after"]
                return res
        raise RuntimeError("no Galician deal")

    def _try(self, dealer, all_pass):
        rng = self.rng
        deck = g_deck()
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [deck[6 + 12 * i : 18 + 12 * i] for i in range(3)]
        dealt = [list(h) for h in hands]
        ev = []
        pool = self.pool
        net = {0: 0.0, 1: 0.0, 2: 0.0, "pool": 0.0}

        def pay(frm, to, amt, reason):
            nonlocal pool
            amt = round(amt, 6)
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
            net[frm] -= amt
            net[to] += amt
            if to == "pool":
                pool += amt
            if frm == "pool":
                pool -= amt

        f = (dealer + 1) % 3
        order = [f, (f + 1) % 3, (f + 2) % 3]
        if pool == 0:
            for s in range(3):
                pay(s, "pool", 10, "pool_stake")
        if all_pass:
            if any("T1" in h for h in hands):
                # the forehand says "pass" (not pass volat); fine with or without the pagat
                pass
            for s in order:
                ev.append({"type": "bid", "seat": s, "bid": "pass"})
            for s in order:
                pay(s, "pool", 5, "pool_pass")
            return {"dealer": dealer, "hands": dealt, "talon": talon, "events": ev}, {
                "pool_after": pool,
                "net": net,
                "events": ev,
            }
        player = f
        ev.append({"type": "bid", "seat": f, "bid": "three"})
        ev.append({"type": "bid", "seat": order[1], "bid": "pass"})
        ev.append({"type": "bid", "seat": order[2], "bid": "pass"})
        take = talon[:3]
        rest = talon[3:]
        ev.append({"type": "take", "seat": player, "cards": take})
        hands[player] += take
        cand = [c for c in hands[player] if g_suit(c) != "T" and c[0] != "K"]
        if len(cand) < 3:
            return None
        cand.sort(key=lambda c: (g_points(c), c))
        disc = cand[:3]
        for c in disc:
            hands[player].remove(c)
        ev.append({"type": "discard", "seat": player, "cards": disc})
        for s in order:
            ev.append({"type": "announce", "seat": s, "items": []})
        leader = f
        won = [[], [], []]
        groups = [[], [], []]
        last_trick = None
        for _t in range(12):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                c = rng.choice(g_legal(hands[seat], trick))
                hands[seat].remove(c)
                trick.append((seat, c))
                ev.append({"type": "play", "seat": seat, "card": c})
            w = g_winner(trick)
            won[w] += [c for _, c in trick]
            groups[w].append([c for _, c in trick])
            leader = w
            last_trick = trick
        # keep silent premiums (trull, four kings, ultimo, volat) out of these files
        side_p = won[player] + disc
        side_h = [c for s in range(3) if s != player for c in won[s]] + rest
        for side in (side_p, side_h):
            if all(c in side for c in ("SKIZ", "T21", "T1")):
                return None
            if all("K" + s in side for s in G_SUITS):
                return None
        if any(c == "T1" for _, c in last_trick):
            return None
        if len(groups[player]) in (0, 12):
            return None
        pts = sum(g_group(gr) for gr in groups[player]) + g_group(disc)
        hpts = sum(g_group(gr) for s in range(3) if s != player for gr in groups[s]) + g_group(rest)
        assert pts + hpts == 66, (pts, hpts)
        if pts == 33:
            return None
        helpers = [s for s in order if s != player]
        if pts > 33:
            val = (pts - 33) * 3 + 30
            for h in helpers:
                pay(h, player, val, "game")
            pay(player, "pool", 2 * val * 0.1, "pool_share")
        else:
            val = (33 - pts) * 3 + 30
            for h in helpers:
                pay(player, h, val, "game")
            for h in helpers:
                pay(h, "pool", val * 0.1, "pool_share")
        deal = {"dealer": dealer, "hands": dealt, "talon": talon, "events": ev}
        return deal, {"pool_after": pool, "net": net, "events": ev, "pts": pts, "player": player, "val": val}


def g_net_lines(deal, net):
    out = [e for e in deal["events"] if e["type"] != "payment"]
    for s in range(3):
        out.append({"type": "score", "party": s, "points": round(net[s], 6)})
    out.append({"type": "score", "party": "pool", "points": round(net["pool"], 6)})
    return {**deal, "events": out}


GP = ["Adam", "Bożena", "Czesław"]


def galician_files(seed):
    files = {}
    # 06: money: one point = 0.10 zl; fresh; two deals
    rng = random.Random(seed * 1000 + 6)
    g = Galician(rng)
    d0, i0 = g.deal(0)
    d1, i1 = g.deal(1)
    sc = 0.10
    files["06-galician-cents-clean.json"] = transcript(
        "galician-tarok",
        GP,
        [scale_payments(d0, sc), scale_payments(d1, sc)],
        meta={
            "description": "Played for money: one point = 0.10 zl (sec. 18 'Wartosc jednego punktu zalezy "
            "od umowy'); every payment, stake and pool share written in zloty.",
            "money": {"currency": "PLN", "per_point": 0.1},
        },
    )
    MANIFEST["06-galician-cents-clean.json"] = ["clean", (i0["player"], i0["pts"]), (i1["player"], i1["pts"])]

    # 07: one net line per party per deal; slip: a seat's line leaves out its 10 % pool share
    rng = random.Random(seed * 1000 + 7)
    g = Galician(rng)
    d0, i0 = g.deal(0)
    d1, i1 = g.deal(1, want=lambda info: info["pts"] < 33)
    n0 = g_net_lines(d0, i0["net"])
    n1 = g_net_lines(d1, i1["net"])
    ev = n1["events"]
    # a helper's line written without the pool share
    helper = (i1["player"] + 1) % 3
    k = next(j for j, e in enumerate(ev) if e["type"] == "score" and e["party"] == helper)
    right = ev[k]["points"]
    share = round(i1["val"] * 0.1, 6)
    ev[k] = {**ev[k], "points": round(right + share, 6)}
    files["07-galician-net-lines-slip.json"] = transcript(
        "galician-tarok",
        GP,
        [n0, n1],
        meta={
            "description": "Sheet with one net line per seat and for the pool per deal. Planted: in "
            "deal 1 a helper's line leaves out the 10% of his win he put in the pool (the pool's "
            "line is right)."
        },
    )
    MANIFEST["07-galician-net-lines-slip.json"] = [
        ("planted", 1, k, "wrong_score", f"seat {helper}: {ev[k]['points']} for {right}")
    ]

    # 08: taken from the middle: pool 45 carried in (no stake), totals carried in; ends midway
    rng = random.Random(seed * 1000 + 8)
    g = Galician(rng, pool=45)
    d0, i0 = g.deal(2)
    d1, i1 = g.deal(0)
    tot = [120.0, -80.0, -85.0]
    deals = []
    for d, i in ((d0, i0), (d1, i1)):
        ev = list(d["events"])
        for s in range(3):
            tot[s] = round(tot[s] + i["net"][s], 6)
            ev.append({"type": "total", "party": s, "points": tot[s]})
        deals.append({**d, "events": ev})
    files["08-galician-midway-clean.json"] = transcript(
        "galician-tarok",
        GP,
        deals,
        start={"pools": {"pool": 45}, "totals": [120, -80, -85]},
        meta={
            "description": "Two deals from the middle of an evening: the pool holds 45 (no stake is "
            "due), totals carried in; running totals per seat; the evening goes on after the record."
        },
    )
    MANIFEST["08-galician-midway-clean.json"] = ["clean"]

    # 09: all pass (deal thrown in, each pays the pool), the next dealer deals on;
    # slip: the record has the same dealer deal again
    rng = random.Random(seed * 1000 + 9)
    g = Galician(rng)
    d0, i0 = g.deal(0, all_pass=True)
    d1, i1 = g.deal(0)  # planted: the turn to deal should have gone on to seat 1
    d2, i2 = g.deal(1)
    files["09-galician-allpass-dealer-slip.json"] = transcript(
        "galician-tarok",
        GP,
        [d0, d1, d2],
        meta={
            "description": "Deal 0 thrown in after three passes (each pays 5 into the pool). Planted: "
            "the same dealer deals deal 1 (sec. 26: 'karty sie sklada i kolej gry idzie dalej'); "
            "deal 2 follows deal 1's dealer."
        },
    )
    MANIFEST["09-galician-allpass-dealer-slip.json"] = [
        ("planted", 1, None, "wrong_dealer", "dealer 0 for 1")
    ]

    # 10: substitute at seat 1 after deal 0 (Bożena -> Danuta); per-reason payments and
    # running totals, the seat's total carried on; clean
    rng = random.Random(seed * 1000 + 10)
    g = Galician(rng)
    ds = [g.deal(0), g.deal(1), g.deal(2)]
    tot = [0.0, 0.0, 0.0]
    deals = []
    for di, (d, i) in enumerate(ds):
        ev = list(d["events"])
        if di == 1:
            ev[0] = {**ev[0], "note": "Danuta takes Bożena's seat and score from here."}
        for s in range(3):
            tot[s] = round(tot[s] + i["net"][s], 6)
            ev.append({"type": "total", "party": s, "points": tot[s]})
        deals.append({**d, "events": ev})
    files["10-galician-substitute-clean.json"] = transcript(
        "galician-tarok",
        ["Adam", "Bożena / Danuta", "Czesław"],
        deals,
        meta={
            "description": "Seat 1 changes hands after deal 0 (Bożena -> Danuta, who takes over the "
            "seat's score); running totals per seat.",
            "substitutes": [{"seat": 1, "from_deal": 1, "out": "Bożena", "in": "Danuta"}],
        },
    )
    MANIFEST["10-galician-substitute-clean.json"] = ["clean"]
    return files


# ----------------------------------------------------------------------------- Ulti
U_SUITS = "HDSC"
U_RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low


def u_deck():
    return [r + s for s in U_SUITS for r in U_RANKS]


def u_suit(c):
    return c[-1]


def u_strength(c, led, trump):
    s = u_suit(c)
    r = 10 - U_RANKS.index(c[:-1])
    if s == trump:
        return (2, r)
    if s == led:
        return (1, r)
    return (0, 0)


def u_legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = u_suit(trick[0][1])
    best = max(u_strength(c, led, trump) for _, c in trick)
    same = [c for c in hand if u_suit(c) == led]
    if same:
        pool = same
    else:
        tr = [c for c in hand if u_suit(c) == trump]
        pool = tr if tr else list(hand)
    beat = [c for c in pool if u_strength(c, led, trump) > best]
    return beat if beat else pool


def u_cardpts(cards):
    return sum(10 for c in cards if c[:-1] in ("A", "10"))


class Ulti:
    def __init__(self, rng):
        self.rng = rng

    def deal(self, dealer, *, red=False, contra=False, fold=False, want=None):
        for _ in range(50000):
            res = self._try(dealer, red, contra, fold)
            if res is None:
                continue
            if want is None or want(res[1]):
                return res
        raise RuntimeError("no Ulti deal")

    def redeal(self, dealer):
        deck = u_deck()
        self.rng.shuffle(deck)
        f = (dealer + 1) % 3
        hands = [None] * 3
        hands[f] = deck[:12]
        hands[(f + 1) % 3] = deck[12:22]
        hands[(f + 2) % 3] = deck[22:32]
        ev = [
            {
                "type": "redeal",
                "seat": dealer,
                "reason": "card_exposed",
                "note": "a card turned face up in dealing",
            }
        ]
        return {"dealer": dealer, "hands": hands, "events": ev}

    def _try(self, dealer, red, contra, fold):
        rng = self.rng
        deck = u_deck()
        rng.shuffle(deck)
        f = (dealer + 1) % 3
        hands = [None] * 3
        hands[f] = deck[:12]
        hands[(f + 1) % 3] = deck[12:22]
        hands[(f + 2) % 3] = deck[22:32]
        dealt = [list(h) for h in hands]
        ev = []
        net = [0.0, 0.0, 0.0]

        def pay(frm, to, amt, reason):
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
            net[frm] -= amt
            net[to] += amt

        decl = f
        h = hands[decl]
        # trump: hearts if red, else the longest non-heart suit
        if red:
            trump = "H"
        else:
            trump = max("DSC", key=lambda s: (sum(1 for c in h if u_suit(c) == s), s))
        # discard two: lowest non-trump, never an ace or ten (their points would go to the defenders)
        cand = [c for c in h if u_suit(c) != trump and c[:-1] not in ("A", "10")]
        if len(cand) < 2:
            return None
        cand.sort(key=lambda c: -U_RANKS.index(c[:-1]))
        disc = cand[:2]
        for c in disc:
            h.remove(c)
        ev.append({"type": "discard", "seat": decl, "cards": disc})
        ev.append({"type": "bid", "seat": decl, "bid": {"goals": ["party"], "red": red}})
        for s in [(f + 1) % 3, (f + 2) % 3, f]:
            ev.append({"type": "bid", "seat": s, "bid": "pass"})
        value = 2 if red else 1
        if fold:
            ev.append({"type": "call", "seat": decl, "call": "fold"})
            for s in range(3):
                if s != decl:
                    pay(decl, s, 2, "fold")
            deal = {"dealer": dealer, "hands": dealt, "events": ev}
            return deal, {"net": net, "events": ev, "fold": True}
        if not red:
            ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
        mar = {}
        for s in range(3):
            items = []
            for su in U_SUITS:
                if "K" + su in hands[s] and "Q" + su in hands[s]:
                    items.append({"kind": "marriage", "points": 40 if su == trump else 20})
            mar[s] = items
        level = 1
        leader = decl
        won = [[], [], []]
        ntr = [0, 0, 0]
        first = True
        for t in range(10):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                if first:
                    if mar[seat]:
                        ev.append({"type": "declare", "seat": seat, "items": mar[seat]})
                    if contra and seat == (decl + 1) % 3:
                        ev.append({"type": "double", "seat": seat, "target": "party", "level": 2})
                        level = 2
                c = rng.choice(u_legal(hands[seat], trick, trump))
                hands[seat].remove(c)
                trick.append((seat, c))
                ev.append({"type": "play", "seat": seat, "card": c})
            first = False
            led = u_suit(trick[0][1])
            w = max(trick, key=lambda sc: u_strength(sc[1], led, trump))[0]
            won[w] += [c for _, c in trick]
            ntr[w] += 1
            leader = w
            if t == 9:
                if any(c == "7" + trump for _, c in trick):
                    return None  # no silent ulti / ulti penalty here
                last_w = w
        if 10 in ntr or ntr[decl] == 0 or (ntr[decl] == 10):
            return None
        if sum(ntr[s] for s in range(3) if s != decl) == 10:
            return None
        dp = u_cardpts(won[decl]) + (10 if last_w == decl else 0) + sum(i["points"] for i in mar[decl])
        op = (
            sum(u_cardpts(won[s]) for s in range(3) if s != decl)
            + u_cardpts(disc)
            + (10 if last_w != decl else 0)
            + sum(i["points"] for s in range(3) if s != decl for i in mar[s])
        )
        raw_d = u_cardpts(won[decl]) + (10 if last_w == decl else 0)
        raw_o = 90 - raw_d
        if dp == op:
            return None
        # keep silent 100 out whichever way marriages are counted
        if max(dp, op) >= 100 or max(raw_d, raw_o) >= 100:
            return None
        v = value * level
        if dp > op:
            for s in range(3):
                if s != decl:
                    pay(s, decl, v, "party")
        else:
            for s in range(3):
                if s != decl:
                    pay(decl, s, v, "party")
        deal = {"dealer": dealer, "hands": dealt, "events": ev}
        return deal, {"net": net, "events": ev, "won": dp > op, "dp": dp, "op": op, "v": v}


def u_net_lines(deal, net):
    out = [e for e in deal["events"] if e["type"] != "payment"]
    for s in range(3):
        out.append({"type": "score", "party": s, "points": net[s]})
    return {**deal, "events": out}


UP = ["Anna", "Béla", "Csilla"]


def ulti_files(seed):
    files = {}
    # 11: money: one point = 0.25 EUR... written as forints? a club's 'fillér' sheet: 0.25 a point
    rng = random.Random(seed * 1000 + 11)
    u = Ulti(rng)
    d0, i0 = u.deal(0)
    d1, i1 = u.deal(1, red=True, contra=True)
    sc = 0.25
    files["11-ulti-cents-clean.json"] = transcript(
        "ulti",
        UP,
        [scale_payments(d0, sc), scale_payments(d1, sc)],
        rules={"preset": "standard"},
        meta={
            "description": "Played for money at 0.25 a point; every payment written in money. Deal 1 "
            "red party with a contra.",
            "money": {"per_point": 0.25},
        },
    )
    MANIFEST["11-ulti-cents-clean.json"] = ["clean", i0["won"], i0["v"], i1["won"], i1["v"]]

    # 12: one net line per seat per deal, running totals; clean
    rng = random.Random(seed * 1000 + 12)
    u = Ulti(rng)
    ds = [u.deal(0), u.deal(1, contra=True), u.deal(2, red=True)]
    tot = [0, 0, 0]
    deals = []
    for d, i in ds:
        n = u_net_lines(d, i["net"])
        for s in range(3):
            tot[s] += i["net"][s]
            n["events"].append({"type": "total", "party": s, "points": tot[s]})
        deals.append(n)
    files["12-ulti-net-lines-clean.json"] = transcript(
        "ulti",
        UP,
        deals,
        rules={"preset": "standard"},
        meta={"description": "Sheet: one net line per seat per deal and the running totals; no payments."},
    )
    MANIFEST["12-ulti-net-lines-clean.json"] = ["clean"] + [(i["won"], i["v"]) for _, i in ds]

    # 13: from the middle (totals carried in), ends midway; slip: a score line ignores the contra
    rng = random.Random(seed * 1000 + 13)
    u = Ulti(rng)
    ds = [u.deal(1), u.deal(2, contra=True)]
    tot = [14, -3, -11]
    deals = []
    planted = None
    for di, (d, i) in enumerate(ds):
        n = u_net_lines(d, i["net"])
        net = list(i["net"])
        if di == 1:
            decl = (d["dealer"] + 1) % 3
            # the line of the defender who did not say contra written at the single value
            other = (decl + 2) % 3
            right = net[other]
            net[other] = right / 2
            k = next(j for j, e in enumerate(n["events"]) if e["type"] == "score" and e["party"] == other)
            n["events"][k] = {**n["events"][k], "points": net[other]}
            planted = (1, k, "wrong_score", f"seat {other}: {net[other]} for {right}")
        for s in range(3):
            tot[s] += net[s]
            n["events"].append({"type": "total", "party": s, "points": tot[s]})
        deals.append(n)
    files["13-ulti-midway-contra-slip.json"] = transcript(
        "ulti",
        UP,
        deals,
        rules={"preset": "standard"},
        start={"totals": [14, -3, -11]},
        meta={
            "description": "Two deals from the middle of a session (totals carried in, session goes on). "
            "Planted: in deal 1 the defender who did not say contra has his line at the single value "
            "(the totals follow the sheet's own lines).",
        },
    )
    MANIFEST["13-ulti-midway-contra-slip.json"] = [("planted",) + planted]

    # 14: a deal thrown in (a card exposed in dealing) and dealt again by the same dealer; clean
    rng = random.Random(seed * 1000 + 14)
    u = Ulti(rng)
    r0 = u.redeal(2)
    d1, i1 = u.deal(2)
    d2, i2 = u.deal(0, red=True)
    files["14-ulti-redeal-clean.json"] = transcript(
        "ulti",
        UP,
        [r0, d1, d2],
        rules={"preset": "standard"},
        meta={
            "description": "Deal 0 thrown in before the auction (a card exposed in dealing); the same "
            "dealer deals again (deal 1); deal 2 by the next dealer."
        },
    )
    MANIFEST["14-ulti-redeal-clean.json"] = ["clean"]

    # 15: substitute at seat 0 after deal 0 (Anna -> Dóra); deal 1 folded; slip: one fold
    # payment written as 1 instead of 2
    rng = random.Random(seed * 1000 + 15)
    u = Ulti(rng)
    d0, i0 = u.deal(0)
    d1, i1 = u.deal(1, fold=True)
    d2, i2 = u.deal(2)
    ev = d1["events"]
    ev[0] = {**ev[0], "note": "Dóra takes Anna's seat from this deal."}
    k = [j for j, e in enumerate(ev) if e["type"] == "payment"][1]
    ev[k] = {**ev[k], "amount": 1}
    files["15-ulti-substitute-fold-slip.json"] = transcript(
        "ulti",
        ["Anna / Dóra", "Béla", "Csilla"],
        [d0, d1, d2],
        rules={"preset": "standard"},
        meta={
            "description": "Seat 0 changes hands after deal 0 (Anna -> Dóra). Deal 1: the declarer folds "
            "the plain party. Planted: the second fold payment is written as 1 instead of 2.",
            "substitutes": [{"seat": 0, "from_deal": 1, "out": "Anna", "in": "Dóra"}],
        },
    )
    MANIFEST["15-ulti-substitute-fold-slip.json"] = [("planted", 1, k, "wrong_payment", "1 for 2")]
    return files


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--out", default=str(HERE))
    a = ap.parse_args()
    out = Path(a.out)
    files = {}
    files.update(danish_files(a.seed))
    files.update(galician_files(a.seed))
    files.update(ulti_files(a.seed))
    for name, t in files.items():
        (out / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    for name in sorted(MANIFEST):
        print(name, MANIFEST[name])


if __name__ == "__main__":
    main()
