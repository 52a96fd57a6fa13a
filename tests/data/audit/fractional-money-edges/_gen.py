"""Blind generator for the fractional-money-edges audit round (no validator import).

Danish Tarok (sources/000, §15 pools and session end, §17 a fourth player joining) and
Galician Tarok (sources/002, §14 counting, §18 game value, §27 pool): amounts that are not
whole chips. Clean bases, each with single-edit variants.

    python _gen.py [--seed N]

Writes NN-desc.json into this directory. Deterministic for a given seed (default 2026).
"""

from __future__ import annotations

import argparse
import copy
import json
import random
from fractions import Fraction as F
from pathlib import Path

HERE = Path(__file__).resolve().parent

# --------------------------------------------------------------------------- Danish Tarok

D_SUITS = "HDSC"
D_RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = [r + s for s in D_SUITS for r in (D_RED_ORDER if s in "HD" else D_BLACK_ORDER)]
D_DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(D_DECK) == 78


def d_suit(c: str) -> str:
    if c == "JOKER":
        return "J*"
    if c.startswith("T"):
        return "T"
    return c[-1]


def d_rank_value(c: str) -> int:
    """Higher wins within a suit (trumps by number)."""
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    order = D_RED_ORDER if s in "HD" else D_BLACK_ORDER
    return len(order) - order.index(c[:-1])


def d_card_points(c: str) -> int:
    # §15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    r = c[:-1]
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def d_is_court(c: str) -> bool:
    return not c.startswith("T") and c != "JOKER" and c[:-1] in ("K", "Q", "N", "J")


def d_has_declaration(hand: list[str]) -> bool:
    trumps = [c for c in hand if c.startswith("T")]
    joker = "JOKER" in hand
    if len(trumps) + joker >= 10:
        return True
    if joker and "T21" in hand and "T1" in hand:
        return True
    for s in D_SUITS:
        courts = sum(1 for r in "KQNJ" if r + s in hand)
        if courts == 4 or (courts == 3 and joker):
            return True
    kings = sum(1 for s in D_SUITS if "K" + s in hand)
    return kings == 4 or (kings == 3 and joker)


def d_band(points: int) -> int:
    """§15: + receives from the new dealer, - pays him (multiples of 5)."""
    diff = points - 26
    if abs(diff) <= 2:
        return 0
    amt = 5 * ((abs(diff) - 3) // 5 + 1)
    return amt if diff > 0 else -amt


def pay(frm, to, amount, reason=None, note=None):
    e = {"type": "payment", "from": frm, "to": to, "amount": amount}
    if reason:
        e["reason"] = reason
    if note:
        e["note"] = note
    return e


def num(x) -> float | int:
    """A Fraction written as JSON: whole numbers as int, else 6 decimals."""
    x = F(x)
    if x.denominator == 1:
        return int(x)
    return round(float(x), 6)


class DanishDealFail(Exception):
    pass


def danish_deal(rng: random.Random, nseats: int, dealer: int, active: list[int]):
    """Simulate one Danish deal among `active` (3 seats). Returns (hands, events, info).

    events: skat, declarations, plays and in-play payments, last trick; card-point
    payments are added by the caller (they need the new dealer). Raises DanishDealFail
    where the deal would need rules this round keeps out (declarations, ultimo cards in
    the last trick, tout/nolo, an ambiguous card-point band)."""
    deck = D_DECK[:]
    rng.shuffle(deck)
    hands: list[list[str]] = [[] for _ in range(nseats)]
    pos = 0
    for s in active:
        n = 28 if s == dealer else 25
        hands[s] = deck[pos : pos + n]
        pos += n
    assert pos == 78
    live = {s: list(hands[s]) for s in active}
    # skat: three pip cards of the suits (never kings, Mondo, Joker, trumps, courts)
    pips = sorted(
        [c for c in live[dealer] if not c.startswith("T") and c != "JOKER" and not d_is_court(c)],
        key=d_rank_value,
    )
    if len(pips) < 3:
        raise DanishDealFail("skat")
    skat = pips[:3]
    for c in skat:
        live[dealer].remove(c)
    for s in active:
        if d_has_declaration(live[s]):
            raise DanishDealFail("declaration")
    order = [(dealer + k) % nseats for k in range(nseats)]
    order = [s for s in order if s in active]  # dealer first
    events = [{"type": "discard", "seat": dealer, "cards": skat}]
    for s in order:
        events.append({"type": "declare", "seat": s, "items": []})
    leader = order[1]
    piles = {s: [] for s in active}
    tricks = {s: 0 for s in active}
    king_pool_in = 0
    pagat_pool_in = 0
    joker_played = False
    for t in range(25):
        seq = [leader] + [s for s in order[order.index(leader) + 1 :] + order[: order.index(leader)]]
        cards = []
        for i, s in enumerate(seq):
            h = live[s]
            if i == 0:
                cand = [c for c in h if c != "JOKER"]
                if not cand:
                    raise DanishDealFail("joker lead")
                c = rng.choice(cand)
            else:
                if "JOKER" in h and t < 20:
                    c = "JOKER"
                else:
                    led = d_suit(cards[0][1])
                    same = [c for c in h if d_suit(c) == led]
                    trumps = [c for c in h if d_suit(c) == "T"]
                    legal = same or trumps or [c for c in h if c != "JOKER"]
                    if not legal:
                        raise DanishDealFail("joker only")
                    c = rng.choice(legal)
            h.remove(c)
            cards.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        if any(c == "JOKER" for _, c in cards):
            joker_played = True
        led = d_suit(cards[0][1])
        tr = [(s, c) for s, c in cards if d_suit(c) == "T"]
        if tr:
            win = max(tr, key=lambda x: d_rank_value(x[1]))[0]
        else:
            win = max([(s, c) for s, c in cards if d_suit(c) == led], key=lambda x: d_rank_value(x[1]))[0]
        tricks[win] += 1
        for s, c in cards:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[win].append(c)
        if t < 24:
            for s, c in cards:
                others = [o for o in active if o != s]
                if c[0] == "K" and not c.startswith("T") and s != win:
                    for o in others:
                        events.append(pay(s, o, 5, "king_lost"))
                    events.append(pay(s, "king_pool", 5, "king_lost"))
                    king_pool_in += 5
                if c == "T1" and s != win:
                    for o in others:
                        events.append(pay(s, o, 5, "pagat_lost"))
                    events.append(pay(s, "pagat_pool", 5, "pagat_lost"))
                    pagat_pool_in += 5
                if c == "T1" and s == win:
                    for o in others:
                        events.append(pay(o, s, 5, "pagat_trick"))
        else:
            if any((c[0] == "K" and not c.startswith("T")) or c in ("T1", "JOKER") for _, c in cards):
                raise DanishDealFail("ultimo card in last trick")
            for o in active:
                if o != win:
                    events.append(pay(o, win, 20, "last_trick"))
        leader = win
    if not joker_played:
        raise DanishDealFail("joker")
    if min(tricks.values()) == 0:
        raise DanishDealFail("nolo/tout")
    points = {}
    for s in active:
        base = sum(d_card_points(c) for c in piles[s]) + (1 if s == dealer else 0)
        by_tricks = base + tricks[s]
        by_cards = F(base) + F(len(piles[s]), 3)  # "1 point for every three cards" reading
        lo, hi = int(by_cards), -(-by_cards.numerator // by_cards.denominator)
        if not d_band(by_tricks) == d_band(lo) == d_band(hi):
            raise DanishDealFail("band ambiguous")
        points[s] = by_tricks
    assert sum(points.values()) == 78, points
    return (
        hands,
        events,
        {"points": points, "king_in": king_pool_in, "pagat_in": pagat_pool_in, "tricks": tricks},
    )


def card_point_payments(points: dict[int, int], new_dealer: int) -> list[dict]:
    ev = []
    for s, p in points.items():
        if s == new_dealer:
            continue
        b = d_band(p)
        if b > 0:
            ev.append(pay(new_dealer, s, b, "card_points"))
        elif b < 0:
            ev.append(pay(s, new_dealer, -b, "card_points"))
    return ev


def danish_session(rng, plan, want):
    """plan: list of dicts {dealer, active, join: seat|None}. `want(pools)` filters.

    Returns (doc-without-session-end, pools as Fractions, points per deal)."""
    nseats = plan[0]["nseats"]
    for _attempt in range(20000):
        pools = {"pagat_pool": F(0), "king_pool": F(0)}
        deals = []
        ok = True
        for k, p in enumerate(plan):
            try:
                hands, body, info = danish_deal(rng, nseats, p["dealer"], p["active"])
            except DanishDealFail:
                ok = False
                break
            ev = []
            if k == 0:
                for pool in ("pagat_pool", "king_pool"):
                    for s in p["active"]:
                        ev.append(pay(s, pool, 20, "foundation"))
                        pools[pool] += 20
            if p.get("join") is not None:
                j = p["join"]
                for pool in ("pagat_pool", "king_pool"):
                    third = pools[pool] / 3
                    ev.append(pay(j, pool, num(third), note="joins the table: a third of the pool (§17)"))
                    pools[pool] += third
            for pool in ("pagat_pool", "king_pool"):
                ev.append(pay(p["dealer"], pool, 5, "deal_fee"))
                pools[pool] += 5
            ev += body
            pools["king_pool"] += info["king_in"]
            pools["pagat_pool"] += info["pagat_in"]
            ev += card_point_payments(info["points"], p["new_dealer"])
            deals.append({"dealer": p["dealer"], "hands": hands, "events": ev})
        if ok and want(pools):
            return deals, pools
    raise RuntimeError("no Danish session found")


def danish_doc(players, deals, desc):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": players,
        "meta": {"round": "fractional-money-edges", "description": desc},
        "deals": deals,
    }


def session_end(pools, seats, mode):
    """mode: exact | cents | fives. Returns payment events from each pool to each seat."""
    ev = []
    n = len(seats)
    for pool in ("pagat_pool", "king_pool"):
        total = pools[pool]
        if mode == "exact":
            shares = [total / n] * n
        elif mode == "cents":
            cents = int(total * 100)
            assert F(cents, 100) == total
            base, extra = divmod(cents, n)
            shares = [F(base + (1 if i < extra else 0), 100) for i in range(n)]
        elif mode == "fives":
            units = total / 5
            assert units.denominator == 1
            base, extra = divmod(int(units), n)
            shares = [F(5 * (base + (1 if i < extra else 0))) for i in range(n)]
        else:
            raise ValueError(mode)
        assert sum(shares) == total
        for s, sh in zip(seats, shares, strict=True):
            ev.append(pay(pool, s, num(sh), "session_end"))
    return ev


# --------------------------------------------------------------------------- Galician Tarok

G_SUITS = "HDSC"
G_ORDER = {s: ["K", "Q", "N", "J", "1" if s in "HD" else "10"] for s in G_SUITS}
G_DECK = [r + s for s in G_SUITS for r in G_ORDER[s]] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
assert len(G_DECK) == 42
TRULL = {"T1", "T21", "SKIZ"}
KINGS = {"KH", "KD", "KS", "KC"}


def g_is_tarock(c: str) -> bool:
    return c.startswith("T") or c == "SKIZ"


def g_value(c: str) -> int:
    # §3, §7
    if c in TRULL:
        return 5
    if g_is_tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def g_strength(c: str) -> int:
    if c == "SKIZ":
        return 22
    if c.startswith("T"):
        return int(c[1:])
    return 5 - G_ORDER[c[-1]].index(c[:-1])


def g_suit(c: str) -> str:
    return "T" if g_is_tarock(c) else c[-1]


MULT = {"three": (3, 30), "two": (4, 40), "one": (5, 50)}
BUY = {"three": 3, "two": 2, "one": 1}


class GalFail(Exception):
    pass


def galician_deal(rng, dealer: int, contract: str, want_win: bool):
    deck = G_DECK[:]
    rng.shuffle(deck)
    talon = deck[:6]
    hands = [deck[6:18], deck[18:30], deck[30:42]]
    f = (dealer + 1) % 3
    order = [f, (f + 1) % 3, (f + 2) % 3]
    player = f
    nb = BUY[contract]
    events = [
        {"type": "bid", "seat": f, "bid": contract},
        {"type": "bid", "seat": order[1], "bid": "pass"},
        {"type": "bid", "seat": order[2], "bid": "pass"},
    ]
    live = {s: list(hands[s]) for s in range(3)}
    taken = talon[:nb]
    rest = talon[nb:]
    live[player] += taken
    # lay away the same number: the lowest suit cards that are not kings (no tarocks)
    cand = sorted([c for c in live[player] if not g_is_tarock(c) and c not in KINGS], key=g_value)
    if len(cand) < nb:
        raise GalFail("discard")
    disc = cand[:nb]
    for c in disc:
        live[player].remove(c)
    if any(sum(g_is_tarock(c) for c in live[s]) >= 10 for s in range(3)):
        raise GalFail("tarocks")
    events.append({"type": "take", "seat": player, "cards": taken})
    events.append({"type": "discard", "seat": player, "cards": disc})
    for s in order:
        events.append({"type": "announce", "seat": s, "items": []})
    leader = f
    piles = {"player": list(disc), "helpers": list(rest)}
    ntricks = {"player": 0, "helpers": 0}
    last = None
    for _t in range(12):
        seq = [leader, (leader + 1) % 3, (leader + 2) % 3]
        cards = []
        for i, s in enumerate(seq):
            h = live[s]
            if i == 0:
                c = rng.choice(h)
            else:
                led = g_suit(cards[0][1])
                same = [c for c in h if g_suit(c) == led]
                tar = [c for c in h if g_is_tarock(c)]
                legal = same or tar or h
                c = rng.choice(legal)
            h.remove(c)
            cards.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
        led = g_suit(cards[0][1])
        tr = [(s, c) for s, c in cards if g_is_tarock(c)]
        pool_ = tr or [(s, c) for s, c in cards if g_suit(c) == led]
        win = max(pool_, key=lambda x: g_strength(x[1]))[0]
        side = "player" if win == player else "helpers"
        piles[side] += [c for _, c in cards]
        ntricks[side] += 1
        leader = win
        last = cards
    if min(ntricks.values()) == 0:
        raise GalFail("volat")
    for side in piles:
        if TRULL <= set(piles[side]) or KINGS <= set(piles[side]):
            raise GalFail("premium")
    if any(c == "T1" for _, c in last):
        raise GalFail("pagat in last trick")
    n_p = len(piles["player"])
    assert n_p == 3 * ntricks["player"] + nb
    face = sum(g_value(c) for c in piles["player"])
    P = F(face) - F(2, 3) * n_p  # §14: 2 off per three cards, i.e. 2/3 a card
    Ph = F(sum(g_value(c) for c in piles["helpers"])) - F(2, 3) * len(piles["helpers"])
    assert P + Ph == 66
    if abs(P - 33) < 2 or (P > 33) != want_win:
        raise GalFail("margin")
    return (
        hands,
        talon,
        events,
        {"player": player, "helpers": order[1:], "P": P, "face": face, "n": n_p, "tricks": ntricks},
    )


def galician_value(contract: str, P) -> F:
    m, a = MULT[contract]
    return abs(F(P) - 33) * m + a  # §18, purchase number 1 (first packet, no reject)


def galician_doc(dealer, hands, talon, events, desc):
    return {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"round": "fractional-money-edges", "description": desc},
        "deals": [{"dealer": dealer, "hands": hands, "talon": talon, "events": events}],
    }


def galician_payments(info, contract, fmt, P=None):
    """fmt(x) writes an amount. Returns the money events (stakes, game, pool share)."""
    P = info["P"] if P is None else P
    v = galician_value(contract, P)
    pl, hs = info["player"], info["helpers"]
    ev = [pay(s, "pool", 10, "pool_stake") for s in range(3)]
    if P > 33:
        for h in hs:
            ev.append(pay(h, pl, fmt(v), "game"))
        ev.append(pay(pl, "pool", fmt(v * 2 / 10), "pool_share"))
    else:
        for h in hs:
            ev.append(pay(pl, h, fmt(v), "game"))
        for h in hs:
            ev.append(pay(h, "pool", fmt(v / 10), "pool_share"))
    return ev, v


def cents(x) -> float | int:
    x = F(x)
    c = round(x * 100)  # Fraction round: half to even, never at a third
    y = F(c, 100)
    return int(y) if y.denominator == 1 else float(y)


def find_idx(events, pred):
    for i, e in enumerate(events):
        if pred(e):
            return i
    raise KeyError


# --------------------------------------------------------------------------- files


def main(seed: int) -> None:
    rng = random.Random(seed)
    out: dict[str, dict] = {}
    notes: dict[str, str] = {}

    # ---- Danish base A: 3 players, two deals, session end; neither pool divides by 3
    plan_a = [
        {"nseats": 3, "dealer": 0, "active": [0, 1, 2], "new_dealer": 1},
        {"nseats": 3, "dealer": 1, "active": [0, 1, 2], "new_dealer": 2},
    ]

    def want_a(pools):
        return (
            all(v.denominator == 1 and v % 3 != 0 for v in pools.values())
            and pools["pagat_pool"] % 3 != pools["king_pool"] % 3
        )

    deals_a, pools_a = danish_session(rng, plan_a, want_a)
    players3 = ["Agnieszka", "Bartek", "Celina"]
    for mode, name, desc in [
        (
            "exact",
            "01-danish-end-exact-thirds",
            "Session end: each pool shared equally, written as exact thirds (6 decimals).",
        ),
        (
            "cents",
            "02-danish-end-cents",
            "Session end: each pool shared in cents, the odd cent(s) to the first seats; the whole pool handed out.",
        ),
        (
            "fives",
            "03-danish-end-fives",
            "Session end: each pool shared in 5s as evenly as possible (§15: payments in multiples of 5), the extra 5 to the first seat.",
        ),
    ]:
        d = copy.deepcopy(deals_a)
        d[-1]["events"] += session_end(pools_a, [0, 1, 2], mode)
        out[name] = danish_doc(players3, d, desc)
    # 04: genuine error, single edit of 01: one share 3 chips too much
    d = copy.deepcopy(out["01-danish-end-exact-thirds"])
    ev = d["deals"][-1]["events"]
    i = find_idx(ev, lambda e: e["type"] == "payment" and e["from"] == "king_pool" and e["to"] == 1)
    ev[i]["amount"] = num(pools_a["king_pool"] / 3 + 3)
    d["meta"]["description"] = (
        "01 with one edit: Bartek's session-end share of the king pool written 3 chips too high."
    )
    out["04-danish-end-share-error"] = d
    notes["04-danish-end-share-error"] = f"deal 1 event {i}"

    # ---- Danish base B: 4 seats; deal 0 three-handed (Dorota not yet at the table),
    # deal 1: Dorota joins paying a third of each pool; she sits out (opposite the dealer).
    plan_b = [
        {"nseats": 4, "dealer": 0, "active": [0, 1, 2], "new_dealer": 1},
        {"nseats": 4, "dealer": 1, "active": [0, 1, 2], "new_dealer": 2, "join": 3},
    ]

    def want_b2(pools):
        # the pools at the join are multiples of 5 but not of 3: after it they hold thirds
        return all(v.denominator == 3 for v in pools.values())

    deals_b, pools_b = danish_session(rng, plan_b, want_b2)
    players4 = ["Agnieszka", "Bartek", "Celina", "Dorota"]
    out["05-danish-join-exact-third"] = danish_doc(
        players4,
        copy.deepcopy(deals_b),
        "Dorota joins before deal 1 paying a third of each pool (§17), written as exact thirds; she sits out deal 1 (opposite the dealer).",
    )
    d = copy.deepcopy(deals_b)
    for e in d[1]["events"]:
        if e["type"] == "payment" and e["from"] == 3:
            e["amount"] = cents(F(e["amount"]).limit_denominator(3))
    out["06-danish-join-cents"] = danish_doc(players4, d, "05 with the joiner's thirds rounded to the cent.")
    d = copy.deepcopy(deals_b)
    for e in d[1]["events"]:
        if e["type"] == "payment" and e["from"] == 3 and e["to"] == "pagat_pool":
            exact = F(e["amount"]).limit_denominator(3)
            e["amount"] = num(exact + 3)
            break
    out["07-danish-join-third-error"] = danish_doc(
        players4, d, "05 with one edit: Dorota pays 3 chips more than a third of the pagat pool."
    )

    # ---- Danish base C: join, then Dorota plays, session end shared among four
    plan_c = [
        {"nseats": 4, "dealer": 0, "active": [0, 1, 2], "new_dealer": 1},
        {"nseats": 4, "dealer": 1, "active": [0, 1, 2], "new_dealer": 2, "join": 3},
        {"nseats": 4, "dealer": 2, "active": [1, 2, 3], "new_dealer": 3},
    ]

    def want_c(pools):
        return all(v.denominator != 1 for v in pools.values())

    deals_c, pools_c = danish_session(rng, plan_c, want_c)
    d = copy.deepcopy(deals_c)
    d[-1]["events"] += session_end(pools_c, [0, 1, 2, 3], "exact")
    out["08-danish-join-end-quarters"] = danish_doc(
        players4,
        d,
        "Dorota joins before deal 1 (exact thirds), plays deal 2; the session ends and each pool is shared among all four, exact.",
    )

    # ---- Galician base G: a two (player's pile 3k+2 cards), player wins
    gdealer = 2
    for _ in range(20000):
        try:
            g_hands, g_talon, g_ev, g_info = galician_deal(rng, gdealer, "two", True)
            if g_info["P"].denominator == 3:
                break
        except GalFail:
            continue
    exact = num
    for fmt, name, desc in [
        (
            exact,
            "09-galician-two-thirds-exact",
            "A two: the player's pile is 3k+2 cards, points in thirds (§14: 2 off every three cards); game and pool share written to 6 decimals.",
        ),
        (cents, "10-galician-two-cents", "09 with every amount rounded to the cent."),
    ]:
        ev, v = galician_payments(g_info, "two", fmt)
        out[name] = galician_doc(gdealer, g_hands, g_talon, g_ev + ev, desc)
    # 11: whole points, the two laid-away cards counted 1 off (a pair, as tables count a remnant)
    P_pair = F(g_info["face"]) - (2 * ((g_info["n"] - 2) // 3) + 1)
    ev, v = galician_payments(g_info, "two", cents, P=P_pair)
    out["11-galician-two-whole-points"] = galician_doc(
        gdealer,
        g_hands,
        g_talon,
        g_ev + ev,
        f"09's deal counted in whole points: the two cards laid away count 1 off as a pair (player {P_pair} instead of {g_info['P']}).",
    )
    # 12: genuine error: single edit of 10, one helper pays 3 more
    d = copy.deepcopy(out["10-galician-two-cents"])
    evs = d["deals"][0]["events"]
    i = find_idx(evs, lambda e: e["type"] == "payment" and e.get("reason") == "game")
    evs[i]["amount"] = cents(F(evs[i]["amount"]) + 3)
    d["meta"]["description"] = "10 with one edit: the first helper's game payment 3 chips too high."
    out["12-galician-two-game-error"] = d

    # ---- Galician base H: a one (player's pile 3k+1), player wins, cents
    hdealer = 0
    for _ in range(20000):
        try:
            h_hands, h_talon, h_ev, h_info = galician_deal(rng, hdealer, "one", True)
            if h_info["P"].denominator == 3:
                break
        except GalFail:
            continue
    ev, v = galician_payments(h_info, "one", cents)
    out["13-galician-one-cents"] = galician_doc(
        hdealer,
        h_hands,
        h_talon,
        h_ev + ev,
        "A one: the player's pile is 3k+1 cards; game and 10% pool share rounded to the cent.",
    )
    d = copy.deepcopy(out["13-galician-one-cents"])
    evs = d["deals"][0]["events"]
    i = find_idx(evs, lambda e: e["type"] == "payment" and e.get("reason") == "pool_share")
    evs[i]["amount"] = cents(v / 10)
    d["meta"]["description"] = (
        "13 with one edit: the pool share is 10% of one helper's payment, not of the whole win."
    )
    out["14-galician-one-pool-share-error"] = d

    # ---- Galician base L: a one the player loses; each helper pays 10% of a fractional win
    ldealer = 1
    for _ in range(20000):
        try:
            l_hands, l_talon, l_ev, l_info = galician_deal(rng, ldealer, "one", False)
            if l_info["P"].denominator == 3:
                break
        except GalFail:
            continue
    ev, v = galician_payments(l_info, "one", cents)
    out["15-galician-one-lost-pool-shares-cents"] = galician_doc(
        ldealer,
        l_hands,
        l_talon,
        l_ev + ev,
        "A one the player loses: each helper wins a fractional sum and pays 10% of it to the pool, rounded to the cent.",
    )

    for p in HERE.glob("[0-9][0-9]-*.json"):
        p.unlink()
    for name, doc in out.items():
        (HERE / f"{name}.json").write_text(
            json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8"
        )
    # a digest for EXPECTED.md
    info = {
        "pools_a": {k: str(v) for k, v in pools_a.items()},
        "pools_b": {k: str(v) for k, v in pools_b.items()},
        "pools_c": {k: str(v) for k, v in pools_c.items()},
        "G": {k: str(v) for k, v in g_info.items()},
        "H": {k: str(v) for k, v in h_info.items()},
        "L": {k: str(v) for k, v in l_info.items()},
    }
    print(json.dumps(info, indent=1))
    print(notes)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2026)
    main(ap.parse_args().seed)
