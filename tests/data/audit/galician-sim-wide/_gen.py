"""Blind, seedable simulator for Galician Tarok (seed 002, Szczepański §§1-33).

Written from the Polish source only (no import of validator). Usage:

    python _gen.py          # writes NN-*.json next to this file, prints what it planted

Readings used (see EXPECTED.md for the quotes):
- card points: value of the cards minus 2 per three cards (§14); the player's pile is his
  tricks plus his discards, the helpers' pile their tricks plus the unbought talon (the whole
  talon at solo, §10). Piles that are not a multiple of three are rounded to whole points.
- game value §18: three 3x+30, two 4x+40, one 5x+50, solo 6x+60; 33 points or fewer is lost;
  a lost game is multiplied by the purchase number (§16) and the contra level (§17); a won
  game counts once, doubled by contra; recontra/supracontra count "only when the player loses".
- volat: 300/400/500/600 instead of the game value.
- premiums count for a side; the player pays / is paid by each helper and the king (§17, §20).
- pool: 10% of each seat's net win against the other seats in a deal (§27).
"""

import json
import random
from pathlib import Path

OUT = Path(__file__).parent
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]

DECK = []
for _s in "HDSC":
    DECK += ["K" + _s, "Q" + _s, "N" + _s, "J" + _s, ("1" if _s in "HD" else "10") + _s]
DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]

MULT = {"three": (3, 30, 300), "two": (4, 40, 400), "one": (5, 50, 500), "solo": (6, 60, 600)}
PACKET = {"three": 3, "two": 2, "one": 1, "solo": 0}
START = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
LEVEL = {"three": "three", "bottom": "three", "top": "three", "two": "two", "one": "one", "solo": "solo"}


def is_t(c):
    return c == "SKIZ" or c.startswith("T")


def suit(c):
    return "T" if is_t(c) else c[-1]


def val(c):
    if c in ("T1", "T21", "SKIZ"):
        return 5
    if is_t(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def power(c, led):
    if c == "SKIZ":
        return 200
    if is_t(c):
        return 100 + int(c[1:])
    if suit(c) == led:
        return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)
    return -1


def pile_points(cards):
    return round(sum(val(c) for c in cards) - 2 * len(cards) / 3)


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    tar = [c for c in hand if is_t(c)]
    return tar or list(hand)


class Deal:
    """One deal: seats, hands, auction, talon, announcements, play, settlement."""

    def __init__(self, n, dealer, seed, sitter=None, rig=None):
        self.n, self.dealer, self.seed, self.sitter = n, dealer, seed, sitter
        self.rng = random.Random(seed)
        inactive = set()
        if n >= 4:
            inactive.add(dealer)
        if n == 5:
            inactive.add(sitter)
        self.king = dealer if n >= 4 else None
        self.active = [(dealer + k) % n for k in range(1, n + 1) if (dealer + k) % n not in inactive]
        deck = DECK[:]
        self.rng.shuffle(deck)
        if rig:
            deck = rig(deck)
        self.talon = deck[:6]
        self.hands = {s: [] for s in range(n)}
        for i, s in enumerate(self.active):
            self.hands[s] = deck[6 + 12 * i : 18 + 12 * i]
        self.events = []

    def pos(self, k):
        return self.active[k]

    def auction(self, script):
        for k, b in script:
            self.events.append({"type": "bid", "seat": self.pos(k), "bid": b})


def run_deal(n, dealer, seed, spec, sitter=None, rig=None):
    """spec: dict with keys
    script: [(pos, bid)], decl: pos of the declarer, contract: bid word that fixed it,
    rejects, announce {pos: items}, doubles [(pos, target, level)], ultimo, p_rand,
    faults: dict (revoke, king_discard, release_pagat, take_wrong, ...).
    """
    d = Deal(n, dealer, seed, sitter, rig)
    rng = d.rng
    d.auction(spec["script"])
    d.spec = spec
    if spec.get("allpass"):
        d.declarer = None
        return d
    P = d.pos(spec["decl"])
    d.declarer = P
    level = LEVEL[spec["contract"]]
    d.level = level
    hands = {s: list(h) for s, h in d.hands.items()}
    helpers_extra = []
    rejects = spec.get("rejects", 0)
    faults = spec.get("faults", {})
    disc = []
    if level != "solo":
        size = PACKET[level]
        packets = [d.talon[i : i + size] for i in range(0, 6, size)]
        start = START[spec["contract"]]
        d.purchase = start + rejects
        idx = (d.purchase - 1) % len(packets)
        for _ in range(rejects):
            d.events.append({"type": "call", "seat": P, "call": "reject"})
        bought = packets[idx]
        d.events.append({"type": "take", "seat": P, "cards": list(bought)})
        helpers_extra = [c for c in d.talon if c not in bought]
        hands[P] += bought
        # discard: lowest suit cards, never a king (unless the king_discard fault)
        cand = sorted([c for c in hands[P] if not is_t(c) and c[0] != "K"], key=lambda c: (val(c), c))
        cand += sorted(
            [c for c in hands[P] if is_t(c) and c not in ("T1", "T21", "SKIZ")], key=lambda c: int(c[1:])
        )
        disc = cand[:size]
        if faults.get("king_discard"):
            ks = [c for c in hands[P] if c[0] == "K" and not is_t(c)]
            if ks:
                disc = disc[:-1] + [ks[0]]
        for c in disc:
            hands[P].remove(c)
        ev = {"type": "discard", "seat": P, "cards": list(disc)}
        if any(is_t(c) for c in disc):
            ev["shown"] = True
        d.events.append(ev)
    else:
        d.purchase = 1
        helpers_extra = list(d.talon)
    d.disc = disc
    d.final_hands = {s: list(h) for s, h in hands.items()}
    # announcements: player first, then the others in order of play
    order_from_P = [d.active[(d.active.index(P) + k) % 3] for k in range(3)]
    ann = {}
    for s in order_from_P:
        items = spec.get("announce", {}).get(d.active.index(s), [])
        ann[s] = items
        d.events.append({"type": "announce", "seat": s, "items": items})
    d.ann = ann
    d.doubles = {}
    for k, target, lev in spec.get("doubles", []):
        d.events.append({"type": "double", "seat": d.pos(k), "target": target, "level": lev})
        if not faults.get("bad_double") or target != faults["bad_double"]:
            d.doubles[target] = lev
    ult = any(i.get("kind") == "pagat_ultimo" for i in ann[P])
    d.ultimo_announced = ult
    # play
    p_rand = spec.get("p_rand", 0.3)
    leader = d.active[0]
    piles = {s: [] for s in d.active}
    trick_no = 0
    d.revoke_event = None
    d.release_event = None
    d.pagat_forced = False
    tricks = []
    while any(hands[s] for s in d.active):
        trick = []
        seat = leader
        for _ in range(3):
            h = hands[seat]
            L = legal(h, trick)
            last = len(h) == 1
            side = "P" if seat == P else "H"
            if ult and seat == P and "T1" in L and not last and len(L) > 1:
                if faults.get("release_pagat") == trick_no:
                    L2 = ["T1"]
                else:
                    L2 = [c for c in L if c != "T1"]
            else:
                L2 = L
                if ult and seat == P and L == ["T1"] and not last:
                    d.pagat_forced = True
            choice = None
            if faults.get("revoke") == trick_no and seat == P and trick:
                led = suit(trick[0][1])
                if led != "T" and any(suit(c) == led for c in h) and any(is_t(c) for c in h):
                    choice = max(
                        [c for c in h if is_t(c) and c != "T1"] or [c for c in h if is_t(c)],
                        key=lambda c: power(c, "T"),
                    )
                    d.revoke_event = len(d.events)
            if choice is None:
                if rng.random() < p_rand:
                    choice = rng.choice(L2)
                elif not trick:
                    if side == "P" and any(is_t(c) for c in L2) and spec.get("lead_high", True):
                        choice = max(L2, key=lambda c: power(c, "T"))
                    else:
                        choice = rng.choice(L2)
                else:
                    led = suit(trick[0][1])
                    w_seat, w_card = max(trick, key=lambda x: power(x[1], led))
                    w_side = "P" if w_seat == P else "H"
                    if w_side == side:
                        choice = max(L2, key=lambda c: (not is_t(c), val(c)))
                    else:
                        best = power(w_card, led)
                        win = [c for c in L2 if power(c, led) > best]
                        if win:
                            choice = min(win, key=lambda c: power(c, led))
                        else:
                            choice = min(L2, key=lambda c: (val(c), power(c, led)))
            if faults.get("release_pagat") == trick_no and seat == P and choice == "T1":
                d.release_event = len(d.events)
            h.remove(choice)
            trick.append((seat, choice))
            d.events.append({"type": "play", "seat": seat, "card": choice})
            seat = d.active[(d.active.index(seat) + 1) % 3]
        led = suit(trick[0][1])
        w = max(trick, key=lambda x: power(x[1], led))[0]
        piles[w] += [c for _, c in trick]
        tricks.append((w, trick))
        leader = w
        trick_no += 1
    d.tricks = tricks
    d.piles = piles
    ppile = piles[P] + list(disc)
    hpile = [c for s in d.active if s != P for c in piles[s]] + helpers_extra
    d.points = pile_points(ppile)
    d.hpoints = 66 - d.points
    d.volat = all(w == P for w, _ in tricks)
    last_w, last_trick = tricks[-1]
    d.pagat_last = dict((c, s) for s, c in last_trick).get("T1")
    d.ultimo_made = d.pagat_last == P and last_w == P
    d.pagat_lost_last = d.pagat_last == P and last_w != P

    def side_has(cards):
        if all(c in ppile for c in cards):
            return "P"
        if all(c in hpile for c in cards):
            return "H"
        return None

    d.trull_side = side_has(["T1", "T21", "SKIZ"])
    d.kings_side = side_has(["KH", "KD", "KS", "KC"])
    d.kings_by_seat = {
        c: next((s for s in d.active if c in piles[s]), "talon/disc") for c in ("KH", "KD", "KS", "KC")
    }
    d.trull_by_seat = {
        c: next((s for s in d.active if c in piles[s]), "talon/disc") for c in ("T1", "T21", "SKIZ")
    }
    return d


def settle(d, pool, renonce=False):
    """Item amounts per opponent from the player's view (positive: the opponent pays)."""
    P = d.declarer
    opps = [s for s in d.active if s != P] + ([d.king] if d.king is not None else [])
    mult, add, vol = MULT[d.level]
    glev = d.doubles.get("game", 1)
    items = []
    if renonce:
        if d.points > 33:
            g = -add * d.purchase * glev
        else:
            g = -(mult * (33 - d.points) + add) * d.purchase * glev
        items.append(("game", g))
    elif d.volat:
        v = vol * (2 if any(i.get("kind") == "volat" for i in d.ann[P]) else 1)
        items.append(("volat", v * (2 if glev > 1 else 1)))
    elif d.points > 33:
        items.append(("game", (mult * (d.points - 33) + add) * (2 if glev > 1 else 1)))
    else:
        items.append(("game", -(mult * (33 - d.points) + add) * d.purchase * glev))
    pann = {i["kind"]: i for i in d.ann[P]}
    hann = {}
    for s in d.active:
        if s != P:
            for i in d.ann[s]:
                hann[i["kind"]] = (s, i)
    # trull / four kings
    for kind, side, base in (("trull", d.trull_side, 50), ("four_kings", d.kings_side, 100)):
        lev = d.doubles.get(kind, 1)
        if kind in pann and not renonce:
            items.append((kind, (2 * base if side == "P" else -2 * base) * lev))
        elif kind in hann:
            items.append((kind, (-2 * base if side == "H" else 2 * base) * lev))
        elif side == "P" and not renonce:
            items.append((kind, base))
        elif side == "H":
            items.append((kind, -base))
    # tarocks
    if "tarocks" in pann and not renonce:
        items.append(("tarocks", 50 * (pann["tarocks"]["count"] - 9) * d.doubles.get("tarocks", 1)))
    if "tarocks" in hann:
        items.append(("tarocks", -50 * (hann["tarocks"][1]["count"] - 9) * d.doubles.get("tarocks", 1)))
    # ultimo
    pool_flow = 0
    lev = d.doubles.get("pagat_ultimo", 1)
    if "pagat_ultimo" in pann:
        if d.ultimo_made and not d.released and not renonce:
            items.append(("pagat_ultimo", 100 * lev))
            pool_flow = -pool  # pool -> player
        else:
            items.append(("pagat_ultimo", -100 * lev))
            pool_flow = pool  # player -> pool
    elif d.ultimo_made and not renonce:
        items.append(("pagat_ultimo", 50))
    pays = []
    for kind, a in items:
        if a == 0:
            continue
        for o in opps:
            if a > 0:
                pays.append({"type": "payment", "from": o, "to": P, "amount": a, "reason": kind})
            else:
                pays.append({"type": "payment", "from": P, "to": o, "amount": -a, "reason": kind})
    if pool_flow > 0:
        pays.append(
            {"type": "payment", "from": P, "to": "pool", "amount": pool_flow, "reason": "pool_ultimo"}
        )
    elif pool_flow < 0:
        pays.append(
            {"type": "payment", "from": "pool", "to": P, "amount": -pool_flow, "reason": "pool_ultimo"}
        )
    net = {}
    for p in pays:
        if p["to"] == "pool" or p["from"] == "pool":
            continue
        net[p["to"]] = net.get(p["to"], 0) + p["amount"]
        net[p["from"]] = net.get(p["from"], 0) - p["amount"]
    shares = []
    for s in sorted(net):
        if net[s] > 0:
            shares.append(
                {
                    "type": "payment",
                    "from": s,
                    "to": "pool",
                    "amount": round(net[s] / 10, 2),
                    "reason": "pool_share",
                }
            )
    pool = pool + pool_flow + sum(x["amount"] for x in shares)
    d.items = items
    d.net = net
    return pays + shares, pool


def finish(d, pool, stake=False, renonce=False):
    pre = []
    if stake:
        for s in range(d.n):
            if d.sitter is not None and s == d.sitter:
                continue
            pre.append({"type": "payment", "from": s, "to": "pool", "amount": 10, "reason": "pool_stake"})
            pool += 10
    if d.declarer is None:
        for s in d.active:
            pre.append({"type": "payment", "from": s, "to": "pool", "amount": 5, "reason": "pool_pass"})
            pool += 5
        d.events += pre
        return pool
    pays, pool = settle(d, pool, renonce)
    d.events += pre + pays
    return pool


def search(n, dealer, spec, cond, sitter=None, rig=None, start=0, limit=20000):
    for seed in range(start, start + limit):
        d = run_deal(n, dealer, seed, spec, sitter, rig)
        d.released = d.release_event is not None
        if d.declarer is None or cond(d):
            return d
    raise SystemExit(f"no seed for {spec!r}")


def as_deal(d):
    return {
        "dealer": d.dealer,
        "hands": [d.hands[s] for s in range(d.n)],
        "talon": d.talon,
        "events": d.events,
    }


def write(name, n, deals, start=None, rules=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n]}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    t["meta"] = meta or {}
    t["deals"] = [as_deal(d) for d in deals]
    (OUT / name).write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def ev_index(d, pred):
    return [i for i, e in enumerate(d.events) if pred(e)]


# ---------------------------------------------------------------- rigs and conditions


def rig_hand(slot, cards):
    """Put `cards` into hand slot `slot` (0..2: the k-th active seat; 't': talon)."""

    def f(deck):
        rest = [c for c in deck if c not in cards]
        lo = 0 if slot == "t" else 6 + 12 * slot
        size = 6 if slot == "t" else 12
        fill = list(cards) + rest[: size - len(cards)]
        rest = rest[size - len(cards) :]
        return rest[:lo] + fill + rest[lo:]

    return f


def plain(d):
    return (
        d.trull_side is None
        and d.kings_side is None
        and not d.ultimo_made
        and not d.volat
        and (d.level == "three" or d.points not in (33, 34))
    )


S_ONE = [
    (0, "three"),
    (1, "bottom"),
    (2, "pass"),
    (0, "hold"),
    (1, "two"),
    (0, "hold"),
    (1, "one"),
    (0, "pass"),
]
S_TWO = [(0, "pass"), (1, "three"), (2, "two"), (1, "pass")]
S_THREE0 = [(0, "three"), (1, "pass"), (2, "pass")]
S_THREE1 = [(0, "pass"), (1, "three"), (2, "pass")]
S_THREE2 = [(0, "pass"), (1, "pass"), (2, "three")]
S_BOTTOM = [(0, "three"), (1, "bottom"), (2, "pass"), (0, "pass")]
S_TOP = [(0, "three"), (1, "bottom"), (2, "pass"), (0, "hold"), (1, "top"), (0, "pass")]
S_SOLO = [(0, "pass"), (1, "solo"), (2, "pass")]
S_ALLPASS = [(0, "pass"), (1, "pass"), (2, "pass")]

UL = [{"kind": "pagat_ultimo"}]


def session_a(variant=None):
    """3 players, fresh pool: one (4th purchase), two (3rd packet), three with helpers' kings."""
    deals, pool = [], 0
    d0 = search(
        3,
        0,
        {"script": S_ONE, "decl": 1, "contract": "one", "rejects": 3},
        lambda d: plain(d) and d.points != 32,
    )
    pool = finish(d0, pool, stake=True)
    deals.append(d0)
    spec1 = {"script": S_TWO, "decl": 2, "contract": "two", "rejects": 2}
    if variant == "revoke":

        def c1(d):
            return plain(d) and d.revoke_event is not None and d.points > 33

        spec1 = dict(spec1, faults={"revoke": 3})
        d1 = search(3, 1, spec1, c1)
        pool = finish(d1, pool, renonce=True)
        d1.planted = (d1.revoke_event, "revoke")
    else:
        d1 = search(3, 1, spec1, lambda d: plain(d) and d.points > 33)
        pool = finish(d1, pool)
    deals.append(d1)
    dealer2 = 1 if variant == "wrong_dealer" else 2
    script2 = S_THREE0 + ([(1, "bottom")] if variant == "bid_after_pass" else [])

    def c2(d):
        seats = {s for s in d.kings_by_seat.values()}
        return (
            d.kings_side == "H"
            and d.trull_side is None
            and not d.ultimo_made
            and len(seats & set(d.active)) >= 2
        )

    d2 = search(3, dealer2, {"script": script2, "decl": 0, "contract": "three"}, c2)
    pool = finish(d2, pool)
    deals.append(d2)
    return deals


def session_b(variant=None):
    """4 players (the dealer is the king), fresh pool: solo with contra+recontra won; a three
    of exactly 33 points; a bottom three with tarocks announced + contra, trull by the helpers."""
    deals, pool = [], 0
    d0 = search(
        4,
        0,
        {"script": S_SOLO, "decl": 1, "contract": "solo", "doubles": [(2, "game", 2), (1, "game", 4)]},
        lambda d: plain(d) and d.points > 33,
    )
    pool = finish(d0, pool, stake=True)
    deals.append(d0)
    if variant == "king_discard":
        d1 = search(
            4,
            1,
            {"script": S_THREE1, "decl": 1, "contract": "three", "faults": {"king_discard": True}},
            lambda d: plain(d) and d.points > 33 and any(c[0] == "K" and not is_t(c) for c in d.disc),
        )
        pool = finish(d1, pool, renonce=True)
    else:
        d1 = search(
            4, 1, {"script": S_THREE1, "decl": 1, "contract": "three"}, lambda d: plain(d) and d.points == 33
        )
        pool = finish(d1, pool)
        if variant == "missing_king":
            i = ev_index(
                d1, lambda e: e["type"] == "payment" and e.get("to") == d1.king and e.get("reason") == "game"
            )[0]
            d1.removed = d1.events.pop(i)
            # the king's pool share goes too (he won nothing)
            j = ev_index(
                d1,
                lambda e: (
                    e["type"] == "payment" and e.get("from") == d1.king and e.get("reason") == "pool_share"
                ),
            )
            for k in reversed(j):
                d1.events.pop(k)
    deals.append(d1)
    # deal 2, dealer 2, active 3, 0, 1; the player is pos 1 (seat 0) with >= 10 tarocks
    tar = [f"T{i}" for i in range(2, 13)]  # 11 tarocks, no trull card
    doubles = [(2, "tarocks", 2)]
    if variant == "bad_double":
        doubles.append((0, "four_kings", 2))

    def c2(d):
        t = sum(1 for c in d.final_hands[d.declarer] if is_t(c))
        return (
            t == 10 and d.trull_side == "H" and d.kings_side is None and not d.ultimo_made and d.points != 33
        )

    spec2 = {
        "script": S_BOTTOM,
        "decl": 1,
        "contract": "bottom",
        "announce": {1: [{"kind": "tarocks", "count": 10}]},
        "doubles": doubles,
        "faults": {"bad_double": "four_kings"} if variant == "bad_double" else {},
    }
    d2 = None
    for k in range(200):
        r = rig_hand(1, tar[:10] + [tar[10]] if k % 2 else tar[:10])
        try:
            d2 = search(4, 2, spec2, c2, rig=r, start=k * 300, limit=300)
            break
        except SystemExit:
            continue
    pool = finish(d2, pool)
    deals.append(d2)
    return deals


def session_c(variant=None):
    """5 players, seat 0 sits out the round, pool carried in: a two won as volat; a three won
    with the announced ultimo failed in the last trick."""
    deals, pool = [], 40
    top12 = ["SKIZ"] + [f"T{i}" for i in range(21, 10, -1)]
    d0 = search(
        5,
        1,
        {"script": S_TWO, "decl": 2, "contract": "two"},
        lambda d: d.volat and d.kings_side is None,
        sitter=0,
        rig=rig_hand(2, top12),
    )
    pool = finish(d0, pool)
    deals.append(d0)
    script = list(S_THREE1)
    if variant == "sitter":
        script = [(0, "pass")] + script[1:]
    ann = {1: UL}
    if variant == "helper_volat":
        ann = {1: UL, 2: [{"kind": "volat"}]}

    def c1(d):
        return (
            d.points > 33
            and 3 * (MULT["three"][0] * (d.points - 33) + 30) < 300
            and d.pagat_lost_last
            and not d.pagat_forced
            and d.trull_side is None
            and d.kings_side is None
        )

    d1 = search(
        5,
        2,
        {"script": script, "decl": 1, "contract": "three", "announce": ann, "p_rand": 0.2},
        c1,
        sitter=0,
        rig=rig_hand(1, ["T1"]),
    )
    if variant == "sitter":
        # the sitter (seat 0) says 'pass' before the forehand's call
        d1.events.insert(0, {"type": "bid", "seat": 0, "bid": "pass"})
        d1.events[1]["bid"] = "pass"
    pre = pool
    pool = finish(d1, pool)
    if variant == "pool_short":
        i = ev_index(d1, lambda e: e["type"] == "payment" and e.get("reason") == "pool_ultimo")[0]
        d1.events[i]["amount"] = 100
        d1.planted = (i, "wrong_payment", pre)
    deals.append(d1)
    return deals


def session_d():
    """3 players: a plain three, then a player holding 11 tarocks announces 10 (§21)."""
    deals, pool = [], 0
    d0 = search(3, 2, {"script": S_THREE2, "decl": 2, "contract": "three"}, lambda d: plain(d))
    pool = finish(d0, pool, stake=True)
    deals.append(d0)
    tar = [f"T{i}" for i in range(2, 13)]

    def c1(d):
        t = sum(1 for c in d.final_hands[d.declarer] if is_t(c))
        return t == 11 and plain(d) and d.points > 33

    d1 = search(
        3,
        0,
        {
            "script": S_THREE0,
            "decl": 0,
            "contract": "three",
            "announce": {0: [{"kind": "tarocks", "count": 10}]},
        },
        c1,
        rig=rig_hand(0, tar),
    )
    pool = finish(d1, pool, renonce=True)
    deals.append(d1)
    return deals


def session_e():
    """4 players: a top three bought as the fourth three; then ultimo announced with contra
    and the pagat released early (§6)."""
    deals, pool = [], 0
    d0 = search(4, 3, {"script": S_TOP, "decl": 1, "contract": "top", "rejects": 1}, plain)
    pool = finish(d0, pool, stake=True)
    deals.append(d0)

    def c1(d):
        return d.release_event is not None and d.trull_side is None and d.kings_side is None

    d1 = search(
        4,
        0,
        {
            "script": S_THREE0,
            "decl": 0,
            "contract": "three",
            "announce": {0: UL},
            "doubles": [(1, "pagat_ultimo", 2)],
            "faults": {"release_pagat": 2},
        },
        c1,
        rig=rig_hand(0, ["T1", "T19", "T17", "T15", "T13", "T11", "T9"]),
    )
    pool = finish(d1, pool)
    deals.append(d1)
    return deals


def describe(d):
    return {
        "dealer": d.dealer,
        "declarer": d.declarer,
        "level": getattr(d, "level", None),
        "purchase": getattr(d, "purchase", None),
        "points": getattr(d, "points", None),
        "volat": getattr(d, "volat", None),
        "items": getattr(d, "items", None),
        "net": getattr(d, "net", None),
        "seed": d.seed,
    }


FILES = [
    ("01-clean-3p-one-two-three-helpers-kings.json", 3, session_a, None, None),
    ("02-clean-4p-solo-recontra-33-trull-helpers.json", 4, session_b, None, None),
    ("03-clean-5p-two-volat-ultimo-failed-game-won.json", 5, session_c, None, {"pools": {"pool": 40}}),
    ("04-3p-player-revoke-at-two.json", 3, session_a, "revoke", None),
    ("05-4p-king-discarded.json", 4, session_b, "king_discard", None),
    ("06-5p-failed-ultimo-pool-underpaid.json", 5, session_c, "pool_short", {"pools": {"pool": 40}}),
    ("07-3p-bid-after-auction-closed.json", 3, session_a, "bid_after_pass", None),
    ("08-4p-contra-on-unannounced-kings.json", 4, session_b, "bad_double", None),
    ("09-5p-helper-announces-volat.json", 5, session_c, "helper_volat", {"pools": {"pool": 40}}),
    ("10-4p-33-points-king-unpaid.json", 4, session_b, "missing_king", None),
    ("11-3p-eleven-tarocks-announced-ten.json", 3, session_d, None, None),
    ("12-4p-ultimo-contra-pagat-released.json", 4, session_e, None, None),
    ("13-3p-wrong-dealer-third-deal.json", 3, session_a, "wrong_dealer", None),
    ("14-5p-sitter-bids.json", 5, session_c, "sitter", {"pools": {"pool": 40}}),
]


def main():
    for name, n, fn, variant, start in FILES:
        deals = fn(variant) if variant else fn()
        write(
            name, n, deals, start=start, meta={"simulator": "galician-sim-wide/_gen.py", "variant": variant}
        )
        print(name)
        for i, d in enumerate(deals):
            info = describe(d)
            extra = {
                k: getattr(d, k)
                for k in ("revoke_event", "release_event", "planted")
                if getattr(d, k, None) is not None
            }
            print("  deal", i, info, extra)


if __name__ == "__main__":
    main()
