"""Blind generator for the danish-joins-sheet audit round.

Written from the Polish source (/work/shared/seeds/000_*.txt) and the public format only:
§2 / §17 (four players: the seat opposite the dealer sits out, pays only the foundations and
refills; a fourth may join at any moment by putting one third of each pool's content into it),
§7-§14 (deal, skat, declarations, play), §15 (payments, pools, card points, session end: the pools
shared equally among the three or four players).

Every figure is computed here, by this file's own model of the source, never by the engine.
Run: python _gen.py  (writes j01.json ... j14.json and _facts.txt next to it)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)]
DECK += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
PLAYERS = ["Ania", "Bartek", "Celina", "Darek"]
KINGS = ["KH", "KD", "KS", "KC"]


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, led):
    """Higher wins. Trumps beat everything; else only the suit led counts."""
    if c == "JOKER":
        return -1
    s = suit(c)
    if s == "T":
        return 100 + int(c[1:])
    if s != led:
        return -1
    order = RED_ORDER if s in "HD" else BLACK_ORDER
    return 50 - order.index(rank(c))


def card_value(c):
    if c in ("T1", "T21", "JOKER") or rank(c) == "K" and suit(c) != "T":
        return 4
    if suit(c) in ("T", None):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_king(c):
    return c in KINGS


def declarations(hand):
    """§14 declarations of a 25-card hand, with their §15 price."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in hand if suit(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 5 * (ntr - 8)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while "T%d" % t in h:
            n += 1
            t -= 1
        items.append(({"kind": "matadors", "count": n}, 5 * (n - 1)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    ks = [k for k in KINGS if k in h]
    if len(ks) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(ks) == 3 and joker:
        miss = [k for k in KINGS if k not in h][0][-1]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def bucket(points):
    """§15: the difference from 26 rounded to the nearest multiple of 5 (table 14-38)."""
    d = points - 26
    return 5 * round(d / 5)


class Fail(Exception):
    pass


class PoolFail(Fail):
    """A figure that rests on what the pools hold (a third, a share) is not a multiple of 5."""


def play_deal(rng, dealer, active, outcome):
    """Deal and play one deal among `active` (3 seats). Returns a dict or raises Fail."""
    deck = DECK[:]
    rng.shuffle(deck)
    hands = {}
    i = 0
    for s in active:
        n = 28 if s == dealer else 25
        hands[s] = deck[i : i + n]
        i += n
    # skat: three plain pip cards (never a king, court, Mondo, Joker, trump or declaration card)
    pips = [c for c in hands[dealer] if (suit(c) or "X") in SUITS and rank(c) not in COURTS]
    skat = rng.sample(pips, 3)
    held = {s: [c for c in hands[s] if c not in skat] for s in active}
    for s in active:
        assert len(held[s]) == 25
    decl = {s: declarations(held[s]) for s in active}
    # play order: after the dealer, the dealer last
    n = 4
    order = [(dealer + k) % n for k in range(1, n + 1) if (dealer + k) % n in active]
    assert order[-1] == dealer and len(order) == 3
    # policy
    keep = {s: set() for s in active}
    eager = {s: set() for s in active}
    if outcome == "plain":
        for s in active:
            eager[s] |= {c for c in held[s] if is_king(c) or c == "T1"}
    elif outcome == "pagat_ultimo":
        for s in active:
            if "T1" in held[s]:
                keep[s].add("T1")
            else:
                eager[s] |= {c for c in held[s] if suit(c) == "T" or is_king(c)}
    elif outcome == "king_ultimo":
        kh = [s for s in active if any(is_king(c) for c in held[s])]
        ks = rng.choice(kh)
        k = rng.choice([c for c in held[ks] if is_king(c)])
        keep[ks].add(k)
        for s in active:
            eager[s] |= {c for c in held[s] if (is_king(c) and c != k) or c == "T1"}
            if s != ks:
                eager[s] |= {c for c in held[s] if suit(c) == "T" or suit(c) == k[-1]}
    cur = {s: list(held[s]) for s in active}
    leader = order[0]
    tricks = []  # (leader, [(seat, card)], winner)
    for t in range(25):
        seq = order[order.index(leader) :] + order[: order.index(leader)]
        cards = []
        led = None
        for s in seq:
            h = cur[s]
            if not cards:
                legal = [c for c in h if c != "JOKER"]
                if not legal:
                    raise Fail("joker lead")
            else:
                f = [c for c in h if suit(c) == led]
                if not f:
                    f = [c for c in h if suit(c) == "T"]
                if not f:
                    f = [c for c in h if c != "JOKER"]
                legal = f[:]
                if "JOKER" in h and t != 23:
                    legal.append("JOKER")
                if "JOKER" in h and t >= 21:
                    raise Fail("joker late")
            if "JOKER" in legal and (rng.random() < 0.4 or t >= 18):
                c = "JOKER"
            else:
                cand = [c for c in legal if c != "JOKER"]
                if not cand:
                    raise Fail("only joker")
                nk = [c for c in cand if c not in keep[s]]
                if nk:
                    cand = nk
                eg = [c for c in cand if c in eager[s]]
                if eg and rng.random() < 0.85:
                    cand = eg
                c = rng.choice(cand)
            h.remove(c)
            if not cards:
                led = suit(c)
            cards.append((s, c))
        win = max(cards, key=lambda sc: strength(sc[1], led))[0]
        tricks.append((leader, cards, win, led))
        leader = win
    ntr = {s: sum(1 for t in tricks if t[2] == s) for s in active}
    if min(ntr.values()) == 0 or max(ntr.values()) == 25:
        raise Fail("nolo/tout")
    last = tricks[-1]
    wcard = dict(last[1])[last[2]]
    losers_cards = [c for s, c in last[1] if s != last[2]]
    if any(is_king(c) or c == "T1" for c in losers_cards):
        raise Fail("przydupek")
    if "JOKER" in [c for _, c in last[1]]:
        raise Fail("joker last")
    got = "pagat_ultimo" if wcard == "T1" else "king_ultimo" if is_king(wcard) else "plain"
    if got != outcome:
        raise Fail("outcome")
    pts = {s: 0 for s in active}
    for ldr, cards, win, led in tricks:
        pts[win] += 1
        for s, c in cards:
            if c == "JOKER":
                pts[s] += card_value(c)
            else:
                pts[win] += card_value(c)
    pts[dealer] += 1  # skat
    assert sum(pts.values()) == 78, pts
    if bucket(pts[dealer]) != bucket(pts[dealer] - 1):
        raise Fail("dealer on a skat boundary")
    return dict(hands=hands, skat=skat, decl=decl, order=order, tricks=tricks, ntr=ntr, pts=pts)


class Session:
    def __init__(self, name, spec, cache=None):
        self.cache = cache if cache is not None else {}
        self.name = name
        self.spec = spec
        self.deal_rngs = {}
        st = spec.get("start")
        self.pools = dict(st["pools"]) if st and "pools" in st else {"pagat_pool": 0, "king_pool": 0}
        self.totals = {s: (st["totals"][s] if st and "totals" in st else 0) for s in range(4)}
        self.facts = []

    def build(self):
        spec = self.spec
        tr = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {"preset": "standard"},
            "players": PLAYERS,
        }
        if spec.get("start"):
            tr["start"] = spec["start"]
        tr["meta"] = {"audit": "danish-joins-sheet", "file": self.name, "description": spec["desc"]}
        tr["deals"] = []
        deals = spec["deals"]
        for k, d in enumerate(deals):
            nxt = deals[k + 1] if k + 1 < len(deals) else None
            if k in self.cache:
                deal = self.one_deal(k, d, nxt, last=(nxt is None), res=self.cache[k])
                tr["deals"].append(deal)
                continue
            for attempt in range(3000):
                try:
                    deal = self.one_deal(k, d, nxt, last=(nxt is None))
                    break
                except PoolFail:
                    if spec.get("adjust"):
                        raise
                    continue
                except Fail:
                    continue
            else:
                raise Fail("no deal for %s %d" % (self.name, k))
            tr["deals"].append(deal)
        return tr

    def one_deal(self, k, d, nxt, last, res=None):
        spec = self.spec
        dealer = d["dealer"]
        present = d["present"]
        sitter = (dealer + 2) % 4 if len(present) == 4 else None
        active = [s for s in present if s != sitter]
        if len(present) == 3:
            assert (dealer + 2) % 4 in present or True
        if res is None:
            rng = self.deal_rngs.setdefault(k, random.Random(self.spec["seed"] * 100 + k))
            res = play_deal(rng, dealer, active, d.get("outcome", "plain"))
            self.cache[k] = res
        pools = dict(self.pools)
        net = {s: 0 for s in range(4)}
        net.update({"pagat_pool": 0, "king_pool": 0})
        events = []
        pay_mode = spec["mode"] == "pay"
        ledger = []

        def pay(frm, to, amt, reason):
            if amt == 0:
                return
            net[frm] -= amt
            net[to] += amt
            for p, a in ((frm, -amt), (to, amt)):
                if p in pools:
                    pools[p] += a
            ledger.append((frm, to, amt, reason, len(events)))
            if pay_mode:
                ev = {"type": "payment", "from": frm, "to": to, "amount": amt}
                if reason:
                    ev["reason"] = reason
                events.append(ev)

        # a joiner: one third of what each pool holds when he sits down (§17)
        for j in d.get("join", []):
            for p in ("pagat_pool", "king_pool"):
                third = pools[p] / 3
                if third != int(third) or int(third) % 5:
                    raise PoolFail("third not a multiple of 5")
                pay(j, p, int(third), None)
        if k == 0 and spec.get("fresh"):
            for p in ("pagat_pool", "king_pool"):
                for s in present:
                    pay(s, p, 20, "foundation")
        for p in ("pagat_pool", "king_pool"):
            pay(dealer, p, 5, "deal_fee")
        for j in d.get("join_after_fee", []):
            for p in ("pagat_pool", "king_pool"):
                third = pools[p] / 3
                if third != int(third) or int(third) % 5:
                    raise PoolFail("third not a multiple of 5")
                pay(j, p, int(third), None)
        events.append({"type": "discard", "seat": dealer, "cards": res["skat"]})
        decl_order = [dealer] + res["order"][:-1]
        for s in decl_order:
            items = res["decl"][s]
            events.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
            for it, price in items:
                for o in active:
                    if o != s:
                        pay(o, s, price, "declaration")
        for t, (ldr, cards, win, led) in enumerate(res["tricks"]):
            for s, c in cards:
                ev = {"type": "play", "seat": s, "card": c}
                events.append(ev)
            if t < 24:
                for s, c in cards:
                    others = [o for o in active if o != s]
                    if is_king(c) and s != win:
                        for o in others:
                            pay(s, o, 5, "king_lost")
                        pay(s, "king_pool", 5, "king_lost")
                    if c == "T1" and s != win:
                        for o in others:
                            pay(s, o, 5, "pagat_lost")
                        pay(s, "pagat_pool", 5, "pagat_lost")
                    if c == "T1" and s == win:
                        for o in others:
                            pay(o, s, 5, "pagat_trick")
        ldr, cards, win, led = res["tricks"][-1]
        wcard = dict(cards)[win]
        others = [o for o in active if o != win]
        if wcard == "T1":
            for o in others:
                pay(o, win, 45, "pagat_ultimo")
            pay("pagat_pool", win, pools["pagat_pool"], "pagat_ultimo")
            for s in present:
                pay(s, "pagat_pool", 20, "refill")
        elif is_king(wcard):
            for o in others:
                pay(o, win, 40, "king_ultimo")
            pay("king_pool", win, pools["king_pool"], "king_ultimo")
            for s in present:
                pay(s, "king_pool", 20, "refill")
        else:
            for o in others:
                pay(o, win, 20, "last_trick")
        newd = nxt["dealer"] if nxt else next(
            (dealer + i) % 4 for i in range(1, 4) if (dealer + i) % 4 in present
        )
        assert newd in active, (self.name, k, newd, active)
        cp = {}
        for s in active:
            if s == newd:
                continue
            b = bucket(res["pts"][s])
            cp[s] = b
            if b > 0:
                pay(newd, s, b, "card_points")
            elif b < 0:
                pay(s, newd, -b, "card_points")
        cons = d.get("pool_constraint")
        if cons:
            for p in ("pagat_pool", "king_pool"):
                mod, rem = cons if isinstance(cons, tuple) else (cons, 0)
                if pools[p] % mod != rem:
                    raise PoolFail("pool constraint")
        if last and spec.get("session_end"):
            sharers = spec.get("sharers", present)
            for p in ("pagat_pool", "king_pool"):
                if pools[p] % spec.get("share_mod", 5 * len(sharers)):
                    raise PoolFail("share mod")
                content = pools[p]
                share = content / len(sharers)
                if share != int(share) or int(share) % 5:
                    raise PoolFail("share")
                share = int(share)
                for s in sharers:
                    pay(p, s, share, "session_end")
        assert sum(net.values()) == 0
        # commit
        self.pools = pools
        sheet_lines = {}
        for s in present:
            self.totals[s] += net[s]
            sheet_lines[s] = net[s]
        for p in ("pagat_pool", "king_pool"):
            sheet_lines[p] = net[p]
        if spec["mode"] == "sheet":
            for s in present:
                events.append({"type": "score", "party": s, "points": net[s]})
            for p in ("pagat_pool", "king_pool"):
                events.append({"type": "score", "party": p, "points": net[p]})
            for s in present:
                events.append({"type": "total", "party": s, "points": self.totals[s]})
            for p in ("pagat_pool", "king_pool"):
                events.append({"type": "total", "party": p, "points": pools[p]})
        hands = [[] for _ in range(4)]
        for s in active:
            hands[s] = res["hands"][s]
        self.facts.append(
            dict(
                deal=k,
                dealer=dealer,
                sitter=sitter,
                present=present,
                active=active,
                new_dealer=newd,
                tricks=res["ntr"],
                card_points=res["pts"],
                card_pay=cp,
                declarations={s: [(it, p) for it, p in res["decl"][s]] for s in active},
                last_trick=(win, wcard),
                net={str(a): b for a, b in net.items() if b},
                pools_after=dict(pools),
                totals_after=dict(self.totals),
                ledger=ledger,
            )
        )
        return {"dealer": dealer, "hands": hands, "events": events}


# ---------------------------------------------------------------------------------------------
# Sessions. Seats: 0 Ania, 1 Bartek, 2 Celina, 3 Darek. With four at the table the seat opposite
# the dealer ((dealer + 2) % 4) sits out (§2). A seat not at the table at all writes [] too.
ALL = [0, 1, 2, 3]
ABC = [0, 1, 2]

SPECS = {
    # --- clean: a fresh three-player session, Darek joins (plays at once), sheet with totals
    "j01": dict(
        seed=101,
        mode="sheet",
        fresh=True,
        desc="Fresh 3-player session; Darek joins before deal 2 (one third of each pool) and plays; "
        "deal 3 a Pagat Ultimo, refilled by all four (the sitter too). Score sheet, totals.",
        deals=[
            dict(dealer=0, present=ABC),
            dict(dealer=1, present=ABC, pool_constraint=15),
            dict(dealer=2, present=ALL, join=[3]),
            dict(dealer=3, present=ALL, outcome="pagat_ultimo"),
        ],
    ),
    # --- slip: the joiner pays 20 (a foundation) into each pool instead of a third
    "j02": dict(
        seed=202,
        mode="pay",
        fresh=True,
        desc="Fresh 3-player session; Darek joins before deal 1 and sits out that deal (opposite the "
        "dealer); payments.",
        deals=[
            dict(dealer=0, present=ABC, pool_constraint=15, outcome="pagat_ultimo"),
            dict(dealer=1, present=ALL, join=[3]),
            dict(dealer=2, present=ALL),
            dict(dealer=3, present=ALL),
        ],
    ),
    # --- clean: taken up mid-way with four; Darek leaves after deal 1; sheet with totals
    "j03": dict(
        seed=303,
        mode="sheet",
        start={"totals": [-35, 20, -40, -45], "pools": {"pagat_pool": 45, "king_pool": 55}},
        desc="Taken up mid-session (start.totals, start.pools), four players; Darek leaves after "
        "deal 1 (he sat it out); deals 2-3 three players. Score sheet, totals.",
        deals=[
            dict(dealer=0, present=ALL, outcome="king_ultimo"),
            dict(dealer=1, present=ALL),
            dict(dealer=2, present=ABC),
            dict(dealer=0, present=ABC),
        ],
    ),
    # --- clean: fresh four; Darek leaves; the session ends, the pools shared among the three left
    "j04": dict(
        seed=404,
        mode="pay",
        start={"totals": [-35, -40, -25, -50], "pools": {"pagat_pool": 70, "king_pool": 80}},
        adjust=True,
        session_end=True,
        desc="Taken up mid-session, four players; Darek leaves after deal 1; deal 2 three players, then the "
        "session ends and both pools are shared equally among the three at the table. Payments.",
        deals=[
            dict(dealer=0, present=ALL),
            dict(dealer=1, present=ALL),
            dict(dealer=2, present=ABC),
        ],
    ),
    # --- slip: as j04's shape, the pools shared four ways (the leaver given a share)
    "j05": dict(
        seed=505,
        mode="pay",
        start={"totals": [-60, -15, -45, -30], "pools": {"pagat_pool": 85, "king_pool": 65}},
        adjust=True,
        session_end=True,
        share_mod=60,
        desc="Taken up mid-session, four players; Darek leaves after deal 1; at the session end the pools are "
        "shared. Payments.",
        deals=[
            dict(dealer=0, present=ALL),
            dict(dealer=1, present=ALL),
            dict(dealer=2, present=ABC),
        ],
    ),
    # --- slip: sheet, four throughout, a King Ultimo refilled by all four; the sitter's line 0
    "j06": dict(
        seed=606,
        mode="sheet",
        start={"totals": [-20, -65, -15, -80], "pools": {"pagat_pool": 70, "king_pool": 110}},
        desc="Taken up mid-session, four players; a King Ultimo in deal 1 empties the King pool and "
        "all four refill it. Score sheet, totals.",
        deals=[
            dict(dealer=2, present=ALL),
            dict(dealer=3, present=ALL, outcome="king_ultimo"),
            dict(dealer=0, present=ALL),
        ],
    ),
    # --- slip: sheet, a joiner mid-way with start.pools; a seat's total off
    "j07": dict(
        seed=707,
        mode="sheet",
        start={"totals": [-25, -60, -80, 0], "pools": {"pagat_pool": 85, "king_pool": 80}},
        desc="Taken up mid-session with three players; Darek joins before deal 1 and sits it out. Score sheet, totals.",
        deals=[
            dict(dealer=0, present=ABC, pool_constraint=15),
            dict(dealer=1, present=ALL, join=[3]),
            dict(dealer=2, present=ALL),
            dict(dealer=3, present=ALL),
        ],
    ),
    # --- clean: fresh four, a Pagat Ultimo refilled by all four, session end shared by four
    "j08": dict(
        seed=808,
        mode="pay",
        start={"totals": [-25, -45, -40, -30], "pools": {"pagat_pool": 75, "king_pool": 65}},
        adjust=True,
        session_end=True,
        desc="Taken up mid-session, four players; a Pagat Ultimo in deal 2 (the sitter refills too); the session "
        "ends after it with both pools shared among the four. Payments.",
        deals=[
            dict(dealer=0, present=ALL),
            dict(dealer=1, present=ALL),
            dict(dealer=2, present=ALL, outcome="pagat_ultimo"),
        ],
    ),
    # --- slip: the sitter pays a declaration
    "j09": dict(
        seed=909,
        mode="pay",
        start={"totals": [-10, -55, -35, -50], "pools": {"pagat_pool": 65, "king_pool": 85}},
        desc="Taken up mid-session, four players. Payments.",
        needs_declaration=True,
        deals=[
            dict(dealer=3, present=ALL),
            dict(dealer=0, present=ALL),
            dict(dealer=1, present=ALL),
        ],
    ),
    # --- slip: the sitter does not refill the Pagat pool
    "j10": dict(
        seed=1010,
        mode="pay",
        start={"totals": [-20, -5, -45, -30], "pools": {"pagat_pool": 50, "king_pool": 50}},
        desc="Taken up mid-session, four players; a Pagat Ultimo in deal 1. Payments.",
        deals=[
            dict(dealer=1, present=ALL),
            dict(dealer=2, present=ALL, outcome="pagat_ultimo"),
            dict(dealer=3, present=ALL),
        ],
    ),
    # --- clean: taken up mid-way (totals and pools), Darek joins and sits out; Pagat Ultimo while
    # he sits out: he refills it. Sheet.
    "j11": dict(
        seed=1111,
        mode="sheet",
        start={"totals": [-20, -5, -50, 0], "pools": {"pagat_pool": 40, "king_pool": 35}},
        desc="Taken up mid-session with three players; Darek joins before deal 1 and sits it out; "
        "a Pagat Ultimo in that deal, which he refills too. Score sheet, totals.",
        deals=[
            dict(dealer=0, present=ABC, pool_constraint=15),
            dict(dealer=1, present=ALL, join=[3], outcome="pagat_ultimo"),
            dict(dealer=2, present=ALL),
        ],
    ),
    # --- slip: sheet; a pool's total off by 5 after a join
    "j12": dict(
        seed=1212,
        mode="sheet",
        fresh=True,
        desc="Fresh 3-player session; Darek joins before deal 2 and plays. Score sheet, totals.",
        deals=[
            dict(dealer=0, present=ABC),
            dict(dealer=1, present=ABC, pool_constraint=15),
            dict(dealer=2, present=ALL, join=[3]),
        ],
    ),
    # --- clean: the joiner's third written after the dealer's fee (third of the pool as it then is)
    "j13": dict(
        seed=1313,
        mode="pay",
        start={"totals": [15, -20, -60, 0], "pools": {"pagat_pool": 35, "king_pool": 30}},
        desc="Taken up mid-session with three players; Darek joins in deal 1 after the dealer has "
        "paid his fee, so his third is of the pools as they then stand. Payments.",
        deals=[
            dict(dealer=0, present=ABC, pool_constraint=(15, 10)),
            dict(dealer=1, present=ALL, join_after_fee=[3]),
            dict(dealer=2, present=ALL),
        ],
    ),
    # --- slip: the joiner left out of the session-end sharing
    "j14": dict(
        seed=1414,
        mode="pay",
        start={"totals": [-10, -30, -35, 0], "pools": {"pagat_pool": 40, "king_pool": 35}},
        adjust=True,
        session_end=True,
        share_mod=60,
        desc="Taken up mid-session with three players; Darek joins before deal 1 and sits it out; deal 2 he plays; "
        "the session ends and the pools are shared. Payments.",
        deals=[
            dict(dealer=0, present=ABC),
            dict(dealer=1, present=ALL, join=[3]),
            dict(dealer=2, present=ALL),
        ],
    ),
    # --- clean (added in phase 2 as a probe): Darek leaves after deal 0 and in deal 1 would be the
    # sitter opposite the dealer, so only the refill (three, not four) and the shares say he left
    "j15": dict(
        seed=1515,
        mode="pay",
        start={"totals": [-40, -30, -45, -35], "pools": {"pagat_pool": 80, "king_pool": 70}},
        adjust=True,
        session_end=True,
        desc="Taken up mid-session, four players; Darek plays deal 0 and leaves; deal 1 (dealer "
        "Bartek, Darek opposite) a Pagat Ultimo refilled by the three left; the session ends, pools "
        "shared among the three. Payments.",
        deals=[
            dict(dealer=0, present=ALL),
            dict(dealer=1, present=ABC, outcome="pagat_ultimo"),
        ],
    ),
}


def find(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


def plant(name, tr, facts):
    """One slip per planted file. Returns a description of the slip."""
    if name == "j02":
        d = tr["deals"][1]
        idx = find(d, lambda e: e["type"] == "payment" and e["from"] == 3 and e.get("reason") is None)
        old = [d["events"][i]["amount"] for i in idx]
        for i in idx:
            d["events"][i]["amount"] = 20
        return "deal 1 events %s: Darek's joining payments written 20 each (right: %s)" % (idx, old)
    if name == "j05":
        d = tr["deals"][-1]
        idx = find(d, lambda e: e["type"] == "payment" and e.get("reason") == "session_end")
        pools = {}
        for i in idx:
            e = d["events"][i]
            pools[e["from"]] = pools.get(e["from"], 0) + e["amount"]
        new = []
        for p, content in pools.items():
            for s in ALL:
                new.append({"type": "payment", "from": p, "to": s, "amount": content // 4, "reason": "session_end"})
        first = idx[0]
        d["events"][first : idx[-1] + 1] = new
        return "last deal events %d..%d: pools %s shared four ways (Darek, gone, included); right: thirds to 0,1,2" % (
            first,
            first + len(new) - 1,
            pools,
        )
    if name == "j06":
        d = tr["deals"][1]
        sitter = (d["dealer"] + 2) % 4
        idx = find(d, lambda e: e["type"] == "score" and e["party"] == sitter)
        i = idx[0]
        old = d["events"][i]["points"]
        d["events"][i]["points"] = 0
        # the sitter's total written by the sheet's own arithmetic (previous + 0)
        j = find(d, lambda e: e["type"] == "total" and e["party"] == sitter)[0]
        d["events"][j]["points"] -= old
        # and every later total of that seat carries the sheet's figure
        for dd in tr["deals"][2:]:
            for e in dd["events"]:
                if e["type"] == "total" and e["party"] == sitter:
                    e["points"] -= old
        return "deal 1 event %d: sitter seat %d's score written 0 (right: %d); his totals carried by the sheet" % (
            i,
            sitter,
            old,
        )
    if name == "j07":
        d = tr["deals"][2]
        i = find(d, lambda e: e["type"] == "total" and e["party"] == 0)[0]
        old = d["events"][i]["points"]
        d["events"][i]["points"] = old + 10
        return "deal 2 event %d: seat 0 total written %d (right: %d)" % (i, old + 10, old)
    if name == "j09":
        for k, d in enumerate(tr["deals"]):
            sitter = (d["dealer"] + 2) % 4
            for i, e in enumerate(d["events"]):
                if e["type"] == "declare" and e["items"]:
                    # the sitter pays the declarer as if he were at play: insert after the declaration's payments
                    j = i + 1
                    while j < len(d["events"]) and d["events"][j]["type"] == "payment":
                        j += 1
                    first_item = e["items"][0]
                    price = dict((json.dumps(it, sort_keys=True), p) for it, p in facts[k]["declarations"][e["seat"]])[
                        json.dumps(first_item, sort_keys=True)
                    ]
                    d["events"].insert(
                        j,
                        {"type": "payment", "from": sitter, "to": e["seat"], "amount": price, "reason": "declaration"},
                    )
                    return "deal %d event %d: sitter seat %d pays %d to declarer seat %d (the sitter pays nothing)" % (
                        k,
                        j,
                        sitter,
                        price,
                        e["seat"],
                    )
        raise SystemExit("j09: no declaration")
    if name == "j10":
        d = tr["deals"][1]
        sitter = (d["dealer"] + 2) % 4
        i = find(d, lambda e: e["type"] == "payment" and e.get("reason") == "refill" and e["from"] == sitter)[0]
        del d["events"][i]
        return "deal 1: sitter seat %d's refill of 20 into the pagat pool left out (would be event %d)" % (sitter, i)
    if name == "j12":
        d = tr["deals"][2]
        i = find(d, lambda e: e["type"] == "total" and e["party"] == "king_pool")[0]
        old = d["events"][i]["points"]
        d["events"][i]["points"] = old - 5
        return "deal 2 event %d: king_pool total written %d (right: %d)" % (i, old - 5, old)
    if name == "j14":
        d = tr["deals"][-1]
        idx = find(d, lambda e: e["type"] == "payment" and e.get("reason") == "session_end")
        pools = {}
        for i in idx:
            e = d["events"][i]
            pools[e["from"]] = pools.get(e["from"], 0) + e["amount"]
        new = []
        for p, content in pools.items():
            for s in ABC:
                new.append({"type": "payment", "from": p, "to": s, "amount": content // 3, "reason": "session_end"})
        first = idx[0]
        d["events"][first : idx[-1] + 1] = new
        return "last deal events %d..%d: pools %s shared among 0,1,2 only (right: quarters, Darek too)" % (
            first,
            first + len(new) - 1,
            pools,
        )
    return None


def main():
    out = []
    for name, spec in SPECS.items():
        for extra in range(200):
            spec2 = dict(spec, seed=spec["seed"] * 1000 + extra)
            if name == "j05":
                spec2["sharers"] = ABC
            cache = {}
            ses = Session(name, spec2, cache)
            try:
                tr = ses.build()
            except PoolFail:
                tr = None
            except Fail as e:
                print("retry", name, e)
                continue
            if tr is None and spec.get("adjust"):
                base = spec["start"]
                for ap in range(0, 120, 5):
                    for ak in range(0, 120, 5):
                        st = {
                            "totals": [base["totals"][0] - ap - ak] + base["totals"][1:],
                            "pools": {"pagat_pool": base["pools"]["pagat_pool"] + ap,
                                      "king_pool": base["pools"]["king_pool"] + ak},
                        }
                        ses = Session(name, dict(spec2, start=st), cache)
                        try:
                            tr = ses.build()
                            break
                        except PoolFail:
                            continue
                    if tr is not None:
                        break
            if tr is None:
                print("retry", name, "pools")
                continue
            if spec.get("needs_declaration"):
                if not any(e["type"] == "declare" and e["items"] for d in tr["deals"] for e in d["events"]):
                    continue
            break
        slip = plant(name, tr, ses.facts)
        (HERE / (name + ".json")).write_text(json.dumps(tr, indent=1, ensure_ascii=False) + "\n")
        out.append("=== %s (seed %d) %s" % (name, spec2["seed"], spec["desc"]))
        out.append("SLIP: %s" % slip if slip else "CLEAN")
        for f in ses.facts:
            out.append(
                "deal %d dealer %d sitter %s present %s new_dealer %d last %s tricks %s pts %s card_pay %s"
                % (
                    f["deal"],
                    f["dealer"],
                    f["sitter"],
                    f["present"],
                    f["new_dealer"],
                    f["last_trick"],
                    f["tricks"],
                    f["card_points"],
                    f["card_pay"],
                )
            )
            for s, its in f["declarations"].items():
                if its:
                    out.append("   declare %d: %s" % (s, its))
            out.append("   net %s" % f["net"])
            out.append("   pools after %s totals after %s" % (f["pools_after"], f["totals_after"]))
            for frm, to, amt, reason, at in f["ledger"]:
                if reason not in ("king_lost", "pagat_lost", "pagat_trick", "declaration"):
                    out.append("     pay %s -> %s %s %s (before event %d)" % (frm, to, amt, reason, at))
    (HERE / "_facts.txt").write_text("\n".join(out) + "\n")
    print("\n".join(l for l in out if l.startswith("===") or l.startswith("SLIP") or l == "CLEAN"))


if __name__ == "__main__":
    main()
