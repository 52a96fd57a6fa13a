"""Blind generator for audit round fresh-mainstream-4 (all six games, ordinary records).

Written from the rule sources in /work/shared/seeds/ and the transcript format only (no import
of validator). For each game one complete, realistic session is simulated (every hand, every
event, the full settlement or score sheet the game uses), as a third-party app developer would
write it from the spec; file 01 of a game is clean, file 02 the same kind of session with one
planted everyday fault (a revoke, a wrong payment or score, a card out of turn).

Where the source leaves a point open, the simulator keeps away from it: seeds are searched
until no deal touches a flagged case (ultimo/przydupek in Danish, silent premiums in Galician
and Ulti, contatori in trump sequences, odd piles in Terziglio, ...). See EXPECTED.md.

    python _gen.py      # writes the 12 NN-*.json next to this file, prints planted indexes
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
FMT = "trick-transcript/1"
PLANTED: dict[str, object] = {}


class Flag(Exception):
    """A case the simulator keeps away from (an open point of the source, or an exotic one)."""


def write(name, obj):
    (HERE / name).write_text(json.dumps(obj, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def search(fn, base, *args, tries=40000):
    for seed in range(base, base + tries):
        try:
            return seed, fn(seed, *args)
        except Flag:
            continue
    raise SystemExit(f"no seed found for {fn.__name__}")


# ----------------------------------------------------------------------------------- Rage
R_COLOURS = "RBGYPO"
R_ACTIONS = ["WILD"] * 2 + ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3
R_DECK = [c + str(v) for c in R_COLOURS for v in range(16)] + R_ACTIONS


def r_col(card):
    return None if card in R_ACTIONS else card[0]


def rage_session(seed, fault=False):
    rng = random.Random(seed)
    n_players = 4
    totals = [0] * n_players
    deals = []
    planted = None
    for rnd in range(10):
        n = 10 - rnd
        dealer = rnd % n_players
        deck = R_DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * n : (i + 1) * n] for i in range(n_players)]
        talon = deck[n_players * n :]
        pos = -1

        def turn(p):
            p += 1
            while talon[p] in R_ACTIONS:  # noqa: B023
                p += 1
            return p

        pos = turn(pos)
        trump = r_col(talon[pos])
        events = []
        bids = {}
        for k in range(1, n_players + 1):
            s = (dealer + k) % n_players
            b = max(0, min(n, round(rng.gauss(n / n_players, 1))))
            bids[s] = b
            events.append({"type": "bid", "seat": s, "bid": b})
        held = [h[:] for h in hands]
        tricks = [0] * n_players
        bonus = [0] * n_players
        leader = (dealer + 1) % n_players
        for _t in range(n):
            played = []  # (seat, card, named)
            led = None
            notrump = False
            changers = 0
            for k in range(n_players):
                s = (leader + k) % n_players
                h = held[s]
                legal = h
                if led is not None:
                    same = [c for c in h if r_col(c) == led]
                    if same:
                        legal = same
                card = rng.choice(legal)
                if fault and planted is None and rnd == 3 and led is not None and legal is not h:
                    others = [c for c in h if r_col(c) not in (None, led, trump)]
                    if others:
                        card = rng.choice(others)
                        planted = (rnd, len(events))
                named = None
                if card == "WILD":
                    named = led if led is not None else rng.choice(R_COLOURS)
                h.remove(card)
                ev = {"type": "play", "seat": s, "card": card}
                if named:
                    ev["named"] = named
                events.append(ev)
                if card == "CHANGE":
                    changers += 1
                    pos = turn(pos)
                    trump = r_col(talon[pos])
                if card == "NOTRUMP":
                    changers += 1
                    notrump = True
                eff = named if card == "WILD" else r_col(card)
                if led is None and eff is not None:
                    led = eff
                played.append((s, card, eff))
            if changers > 1:
                raise Flag("two trump-changing cards in one trick")
            if sum(1 for p in played if p[1] == "WILD") > 1:
                raise Flag("two wilds in a trick")

            def strength(i):
                s, card, eff = played[i]  # noqa: B023
                return 100 + i if card == "WILD" else int(card[1:])

            cand = []
            if not notrump and trump is not None:
                cand = [i for i, p in enumerate(played) if p[2] == trump]
            if not cand and led is not None:
                cand = [i for i, p in enumerate(played) if p[2] == led]
            win = max(cand, key=strength) if cand else 0
            w = played[win][0]
            tricks[w] += 1
            for _, card, _ in played:
                if card == "PLUS5":
                    bonus[w] += 5
                if card == "MINUS5":
                    bonus[w] -= 5
            if notrump:
                pos = turn(pos)
                trump = r_col(talon[pos])
            leader = w
        scores = []
        for s in range(n_players):
            sc = tricks[s] + bonus[s] + (10 if bids[s] == tricks[s] else -5)
            scores.append(sc)
            events.append({"type": "score", "party": s, "points": sc})
        for s in range(n_players):
            totals[s] += scores[s]
        for s in range(n_players):
            events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    if fault and planted is None:
        raise Flag("no revoke chance")
    return {
        "format": FMT,
        "game": "rage",
        "rules": {"preset": "standard"},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor"],
        "meta": {"generator": "fresh-mainstream-4/_gen.py rage", "seed": seed},
        "deals": deals,
    }, planted


# --------------------------------------------------------------------------- Danish Tarok
D_SUITS = "HDSC"
D_RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
D_BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
D_DECK = [r + s for s in D_SUITS for r in (D_RED if s in "HD" else D_BLACK)]
D_DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
D_COURTS = ["K", "Q", "N", "J"]


def d_suit(c):
    if c == "JOKER":
        return None
    return "T" if c[0] == "T" and c[1:].isdigit() else c[-1]


def d_rank(c):
    if d_suit(c) == "T":
        return int(c[1:])
    r = c[:-1]
    order = D_RED if c[-1] in "HD" else D_BLACK
    return 100 - order.index(r)


def d_honour(c):
    if c in ("T1", "T21", "JOKER") or c[0] == "K" and d_suit(c) != "T":
        return 4
    if d_suit(c) == "T":
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def d_is_pip(c):
    return d_suit(c) in tuple(D_SUITS) and c[:-1] not in D_COURTS


def d_declarations(hand):
    items = []
    pay = []
    joker = "JOKER" in hand
    trumps = sum(1 for c in hand if d_suit(c) == "T") + (1 if joker else 0)
    if trumps >= 10:
        items.append({"kind": "trumps", "count": trumps, "pagat": "T1" in hand})
        pay.append(10 + 5 * (trumps - 10))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
        pay.append(10 + 5 * (m - 3))
    for s in D_SUITS:
        have = [r for r in D_COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
            pay.append(15 if joker else 10)
        elif len(have) == 3 and joker:
            miss = [r for r in D_COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pay.append(5)
    kings = [s for s in D_SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
        pay.append(15 if joker else 10)
    elif len(kings) == 3 and joker:
        miss = [s for s in D_SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        pay.append(5)
    return items, pay


def danish_session(seed, fault=False):
    rng = random.Random(seed)
    n = 3
    pools = {"pagat_pool": 0, "king_pool": 0}
    deals = []
    planted = None

    def pay(events, frm, to, amount, reason):
        events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        if to in pools:
            pools[to] += amount
        if frm in pools:
            pools[frm] -= amount

    for di in range(3):
        dealer = di % n
        deck = D_DECK[:]
        rng.shuffle(deck)
        hands = [deck[25 * i : 25 * (i + 1)] for i in range(3)]
        hands[dealer] += deck[75:]
        events = []
        if di == 0:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    pay(events, s, pool, 20, "foundation")
        pay(events, dealer, "pagat_pool", 5, "deal_fee")
        pay(events, dealer, "king_pool", 5, "deal_fee")
        held = [h[:] for h in hands]
        pips = [c for c in held[dealer] if d_is_pip(c)]
        skat = rng.sample(pips, 3)
        for c in skat:
            held[dealer].remove(c)
        events.append({"type": "discard", "seat": dealer, "cards": skat})
        for k in range(n):
            s = (dealer + k) % n
            items, amounts = d_declarations(held[s])
            events.append({"type": "declare", "seat": s, "items": items})
            for a in amounts:
                for j in range(1, n):
                    pay(events, (s + j) % n, s, a, "declaration")
        if any(not any(d_suit(c) == "T" for c in h) for h in held):
            raise Flag("a hand without trumps (redeal may be asked)")
        pts = [0] * n
        pts[dealer] += 1  # the skat's point (the skat holds pips only)
        ntr = [0] * n
        leader = (dealer + 1) % n
        joker_at = rng.randrange(2, 18)
        for t in range(25):
            played = []
            led = None
            for k in range(n):
                s = (leader + k) % n
                h = held[s]
                if k == 0:
                    legal = [c for c in h if c != "JOKER"]
                    if not legal:
                        raise Flag("joker lead")
                    card = rng.choice(legal)
                    led = d_suit(card)
                else:
                    if "JOKER" in h and t >= joker_at:
                        card = "JOKER"
                    else:
                        same = [c for c in h if d_suit(c) == led]
                        tr = [c for c in h if d_suit(c) == "T"]
                        legal = same or tr or [c for c in h if c != "JOKER"]
                        if not legal:
                            raise Flag("only the joker left")
                        card = rng.choice(legal)
                h.remove(card)
                events.append({"type": "play", "seat": s, "card": card})
                played.append((s, card))
            if any(c == "JOKER" for _, c in played) and t >= 21:
                raise Flag("joker late")
            real = [(s, c) for s, c in played if c != "JOKER"]
            trumps = [(s, c) for s, c in real if d_suit(c) == "T"]
            pool_ = trumps or [(s, c) for s, c in real if d_suit(c) == led]
            w = max(pool_, key=lambda p: d_rank(p[1]))[0]
            ntr[w] += 1
            pts[w] += 1
            for s, c in played:
                if c == "JOKER":
                    pts[s] += 4
                else:
                    pts[w] += d_honour(c)
            if t < 24:
                for s, c in played:
                    if c in ("KH", "KD", "KS", "KC", "T1") and s != w:
                        pool = "pagat_pool" if c == "T1" else "king_pool"
                        reason = "pagat_lost" if c == "T1" else "king_lost"
                        for j in range(1, n):
                            pay(events, s, (s + j) % n, 5, reason)
                        pay(events, s, pool, 5, reason)
                    if c == "T1" and s == w:
                        for j in range(1, n):
                            pay(events, (s + j) % n, s, 5, "pagat_trick")
            else:
                if any(c in ("KH", "KD", "KS", "KC", "T1") for _, c in played):
                    raise Flag("ultimo card in last trick")
                if min(ntr) == 0 or max(ntr) == 25:
                    raise Flag("nolo/tout")
                for j in range(1, n):
                    pay(events, (w + j) % n, w, 20, "last_trick")
            leader = w
        assert sum(pts) == 78, pts
        newd = (dealer + 1) % n
        for s in range(n):
            if s == newd:
                continue
            diff = pts[s] - 26
            amt = 5 * ((abs(diff) + 2) // 5)
            if amt == 0:
                continue
            if diff < 0:
                pay(events, s, newd, amt, "card_points")
            else:
                pay(events, newd, s, amt, "card_points")
        if fault and di == 1:
            idx = [i for i, e in enumerate(events) if e.get("reason") == "card_points"]
            if not idx:
                raise Flag("no card points payment to spoil")
            events[idx[0]]["amount"] += 5
            planted = (di, idx[0])
        deals.append({"dealer": dealer, "hands": hands, "events": events})
    last = deals[-1]["events"]
    for pool in ("pagat_pool", "king_pool"):
        if pools[pool] % 15:
            raise Flag("pool not divisible in multiples of 5")
        share = pools[pool] // 3
        for s in range(n):
            pay(last, pool, s, share, "session_end")
    return {
        "format": FMT,
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": ["Agnieszka", "Bartek", "Celina"],
        "meta": {"generator": "fresh-mainstream-4/_gen.py danish", "seed": seed},
        "deals": deals,
    }, planted


# ------------------------------------------------------------------------- Galician Tarok
G_SUITS = "HDSC"
G_PIP = {"H": "1H", "D": "1D", "S": "10S", "C": "10C"}
G_DECK = [r + s for s in G_SUITS for r in "KQNJ"] + list(G_PIP.values())
G_DECK += [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def g_suit(c):
    return "T" if c == "SKIZ" or (c[0] == "T" and c[1:].isdigit()) else c[-1]


def g_rank(c):
    if c == "SKIZ":
        return 22
    if g_suit(c) == "T":
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def g_value(c):
    if c in ("SKIZ", "T21", "T1"):
        return 5
    if g_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[0], 1)


def galician_session(seed, fault=False):
    rng = random.Random(seed)
    n = 3
    deals = []
    planted = None
    for di in range(3):
        dealer = di % n
        deck = G_DECK[:]
        rng.shuffle(deck)
        talon = deck[:6]
        hands = [deck[6 + 12 * i : 18 + 12 * i] for i in range(3)]
        held = [h[:] for h in hands]
        events = []
        fore = (dealer + 1) % n
        player = None
        for k in range(n):
            s = (fore + k) % n
            tar = sum(1 for c in held[s] if g_suit(c) == "T")
            if player is None and (tar >= 6 or k == n - 1):
                player = s
                events.append({"type": "bid", "seat": s, "bid": "three"})
            else:
                events.append({"type": "bid", "seat": s, "bid": "pass"})
        bought = talon[:3]
        events.append({"type": "take", "seat": player, "cards": bought})
        held[player] += bought
        cand = sorted(
            [c for c in held[player] if g_suit(c) != "T" and c[0] != "K"],
            key=lambda c: (g_value(c), rng.random()),
        )
        if len(cand) < 3:
            raise Flag("would lay away tarocks")
        disc = cand[:3]
        for c in disc:
            held[player].remove(c)
        events.append({"type": "discard", "seat": player, "cards": disc})
        for k in range(n):
            events.append({"type": "announce", "seat": (player + k) % n, "items": []})
        piles = {0: list(disc), 1: list(talon[3:])}  # 0 = player, 1 = helpers
        ntr = [0, 0]
        leader = fore
        last_cards = None
        for t in range(12):
            played = []
            led = None
            for k in range(n):
                s = (leader + k) % n
                h = held[s]
                if k == 0:
                    card = rng.choice(h)
                    led = g_suit(card)
                else:
                    same = [c for c in h if g_suit(c) == led]
                    tr = [c for c in h if g_suit(c) == "T"]
                    card = rng.choice(same or tr or h)
                h.remove(card)
                played.append((s, card))
            order = list(range(n))
            if fault and planted is None and di == 1 and t == 5:
                order = [0, 2, 1]
                planted = (di, len(events) + 1)
            for i in order:
                events.append({"type": "play", "seat": played[i][0], "card": played[i][1]})
            trumps = [p for p in played if g_suit(p[1]) == "T"]
            pool_ = trumps or [p for p in played if g_suit(p[1]) == led]
            w = max(pool_, key=lambda p: g_rank(p[1]))[0]
            side = 0 if w == player else 1
            ntr[side] += 1
            piles[side] += [c for _, c in played]
            leader = w
            last_cards = [c for _, c in played]
        if "T1" in last_cards:
            raise Flag("pagat in the last trick")
        if 0 in ntr:
            raise Flag("volat")
        for side in (0, 1):
            if all(c in piles[side] for c in ("SKIZ", "T21", "T1")):
                raise Flag("trull gathered")
            if all("K" + s in piles[side] for s in G_SUITS):
                raise Flag("four kings gathered")
        p = sum(g_value(c) for c in piles[0]) - 2 * (len(piles[0]) // 3)
        q = sum(g_value(c) for c in piles[1]) - 2 * (len(piles[1]) // 3)
        assert p + q == 66, (p, q)
        if p == 33:
            raise Flag("exactly 33")
        amount = abs(p - 33) * 3 + 30
        for k in (1, 2):
            h = (player + k) % n
            if p > 33:
                events.append(
                    {"type": "payment", "from": h, "to": player, "amount": amount, "reason": "game"}
                )
            else:
                events.append(
                    {"type": "payment", "from": player, "to": h, "amount": amount, "reason": "game"}
                )
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    if fault and planted is None:
        raise Flag("not planted")
    return {
        "format": FMT,
        "game": "galician-tarok",
        "rules": {"preset": "standard", "pool": False},
        "players": ["Adam", "Bożena", "Czesław"],
        "meta": {"generator": "fresh-mainstream-4/_gen.py galician", "seed": seed},
        "deals": deals,
    }, planted


# ----------------------------------------------------------------------------------- Ulti
U_SUITS = "HDSC"
U_TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]
U_DECK = [r + s for s in U_SUITS for r in U_TRUMP_ORDER]


def u_suit(c):
    return c[-1]


def u_rank(c):
    return 10 - U_TRUMP_ORDER.index(c[:-1])


def u_pts(c):
    return 10 if c[:-1] in ("A", "10") else 0


def ulti_session(seed, fault=False):
    rng = random.Random(seed)
    n = 3
    deals = []
    planted = None
    for di in range(3):
        dealer = di % n
        deck = U_DECK[:]
        rng.shuffle(deck)
        first = (dealer + 1) % n
        hands = [None] * n
        pos = 0
        for k in range(n):
            s = (first + k) % n
            cnt = 12 if k == 0 else 10
            hands[s] = deck[pos : pos + cnt]
            pos += cnt
        held = [h[:] for h in hands]
        events = []

        def best_suit(h, allowed):
            return max(allowed, key=lambda s: (sum(1 for c in h if u_suit(c) == s), rng.random()))  # noqa: B023

        def lay_away(s, trump):
            cand = sorted(
                [c for c in held[s] if u_suit(c) != trump and u_pts(c) == 0],  # noqa: B023
                key=lambda c: (u_rank(c), rng.random()),
            )
            disc = cand[:2]
            for c in disc:
                held[s].remove(c)  # noqa: B023
            return disc

        t1 = best_suit(held[first], "DSC")
        disc = lay_away(first, t1)
        events.append({"type": "discard", "seat": first, "cards": disc})
        events.append({"type": "bid", "seat": first, "bid": {"goals": ["party"], "red": False}})
        declarer, trump, red = first, t1, False
        second = (first + 1) % n
        if di == 1:
            events.append({"type": "take", "seat": second, "cards": disc})
            held[second] += disc
            disc = lay_away(second, "H")
            events.append({"type": "discard", "seat": second, "cards": disc})
            events.append({"type": "bid", "seat": second, "bid": {"goals": ["party"], "red": True}})
            declarer, trump, red = second, "H", True
            for k in (1, 2, 3):
                events.append({"type": "bid", "seat": (second + k) % n, "bid": "pass"})
        else:
            for k in (1, 2, 3):
                events.append({"type": "bid", "seat": (first + k) % n, "bid": "pass"})
        if not red:
            events.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
        marr = [0] * n
        to_declare = {}
        for s in range(n):
            items = []
            for su in U_SUITS:
                if "K" + su in held[s] and "Q" + su in held[s]:
                    items.append({"kind": "marriage", "points": 40 if su == trump else 20})
                    marr[s] += 40 if su == trump else 20
            if items:
                to_declare[s] = items
        cpts = [0] * n
        ntr = [0] * n
        leader = declarer
        last = None

        def beats(a, b, led):
            if u_suit(a) == u_suit(b):
                return u_rank(a) > u_rank(b)
            return u_suit(a) == trump  # noqa: B023

        for t in range(10):
            played = []
            led = None
            win = None
            for k in range(n):
                s = (leader + k) % n
                h = held[s]
                if k == 0:
                    legal = h
                else:
                    same = [c for c in h if u_suit(c) == led]
                    tr = [c for c in h if u_suit(c) == trump]
                    cat = same or tr or h
                    better = [c for c in cat if beats(c, win, led)]
                    legal = better or cat
                card = rng.choice(legal)
                if fault and planted is None and di == 2 and t >= 2 and k > 0 and s != declarer:
                    same = [c for c in h if u_suit(c) == led]
                    other = [c for c in h if u_suit(c) not in (led, trump)]
                    if same and other:
                        card = rng.choice(other)
                        planted = (di, len(events) + (1 if s in to_declare and t == 0 else 0))
                if t == 0 and s in to_declare:
                    events.append({"type": "declare", "seat": s, "items": to_declare[s]})
                h.remove(card)
                events.append({"type": "play", "seat": s, "card": card})
                if k == 0:
                    led = u_suit(card)
                    win = card
                    ws = s
                elif beats(card, win, led):
                    win = card
                    ws = s
                played.append((s, card))
            ntr[ws] += 1
            cpts[ws] += sum(u_pts(c) for _, c in played) + (10 if t == 9 else 0)
            leader = ws
            last = played
        if any(c == "7" + trump for _, c in last):
            raise Flag("trump seven in the last trick")
        d_side = cpts[declarer] + marr[declarer]
        defs = [s for s in range(n) if s != declarer]
        o_side = sum(cpts[s] + marr[s] for s in defs) + sum(u_pts(c) for c in disc)
        if ntr[declarer] in (0, 10):
            raise Flag("durchmarsch")
        if d_side >= 100 or o_side >= 100:
            raise Flag("silent 100")
        if d_side == o_side:
            raise Flag("tie")
        won = d_side > o_side
        if fault and di == 2 and not won:
            raise Flag("revoke deal must be a won party")
        val = 2 if red else 1
        for s in defs:
            if won:
                events.append(
                    {"type": "payment", "from": s, "to": declarer, "amount": val, "reason": "party"}
                )
            else:
                events.append(
                    {"type": "payment", "from": declarer, "to": s, "amount": val, "reason": "party"}
                )
        deals.append({"dealer": dealer, "hands": hands, "events": events})
    if fault and planted is None:
        raise Flag("not planted")
    return {
        "format": FMT,
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"generator": "fresh-mainstream-4/_gen.py ulti", "seed": seed},
        "deals": deals,
    }, planted


# ----------------------------------------------------------------------------- Tarocchini
T_SUITS = "SBCD"
T_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
T_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
T_DECK = [r + s for s in T_SUITS for r in (T_LONG if s in "SB" else T_ROUND)]
T_DECK += [f"T{i}" for i in range(21)] + ["MATTO"]
MORETTI = ["T1", "T2", "T3", "T4"]
CONT = ["MATTO", "T0"]


def t_suit(c):
    if c == "MATTO":
        return None
    return "T" if c[0] == "T" and c[1:].isdigit() else c[-1]


def t_rank(c):
    if t_suit(c) == "T":
        v = int(c[1:])
        return 1 if v in (1, 2, 3, 4) else v
    order = T_LONG if c[-1] in "SB" else T_ROUND
    return 100 - order.index(c[:-1])


def t_value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if t_suit(c) == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def t_is_low_pip(c):
    return t_suit(c) in tuple(T_SUITS) and c[:-1] in ("6", "7", "8", "9", "10")


CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": ([f"K{s}" for s in T_SUITS], 17, 34),
    "queens": ([f"Q{s}" for s in T_SUITS], 14, 28),
    "knights": ([f"N{s}" for s in T_SUITS], 13, 26),
    "jacks": ([f"J{s}" for s in T_SUITS], 12, 24),
}


def seq_pts(length):
    return 10 + 5 * (length - 3)


def t_run(cs, positions, c, pair_ok=None):
    """Longest run over positions: a missing card may be stood for by a contatore (each once),
    never two in a row (save the pair pair_ok), the run stops at the first gap it cannot fill."""
    length, used, prev_sub = 1, 0, None
    for p in positions:
        if p in cs:
            length += 1
            prev_sub = None
        elif used < c and (prev_sub is None or (pair_ok and {prev_sub, p} <= pair_ok)):
            used += 1
            length += 1
            prev_sub = p
        else:
            break
    return length, used


def t_combos(cards):
    """My reading (see EXPECTED.md): returns (points, items); raises Flag where it gives out."""
    cs = set(cards)
    cr_items, seq_items = [], []
    cr_pts = seq = 0
    for name, (members, three, four) in CRICCA.items():
        k = sum(1 for m in members if m in cs)
        if k >= 3:
            cr_items.append({"kind": "cricca", "of": name, "count": k})
            cr_pts += three if k == 3 else four
    c = sum(1 for m in CONT if m in cs)
    if "T20" in cs:
        grand = [v for v in (19, 18, 17) if f"T{v}" in cs]
        if c == 0 and len(grand) == 2 and grand != [19, 18]:
            raise Flag("gap among the grandi")
        pos = [f"T{v}" for v in range(19, 4, -1)]
        length, used = t_run(cs, pos, c, pair_ok={"T16", "T17"})
        if length >= 3 and not any(f"T{v}" in cs for v in (19, 18)):
            raise Flag("trump sequence without a real grande among the first two")
        if length >= 3:
            seq_items.append({"kind": "sequence", "of": "trumps", "length": length})
            seq += seq_pts(length)
    for s in T_SUITS:
        if "K" + s not in cs:
            continue
        pos = [r + s for r in ("Q", "N", "J", "1")]
        length, used = t_run(cs, pos, c)
        if length >= 3 and not any(r + s in cs for r in ("Q", "N", "J")):
            raise Flag("suit sequence without a real court")
        if length >= 3 and not any(r + s in cs for r in ("Q", "N")):
            raise Flag("suit sequence whose first two courts are stood for")
        if length >= 3:
            seq_items.append({"kind": "sequence", "of": "suit", "suit": s, "length": length})
            seq += seq_pts(length)
    for name, members in (("moretti", MORETTI), ("aces", [f"1{s}" for s in T_SUITS])):
        m = sum(1 for x in members if x in cs)
        if m >= 2 and m + c >= 3:
            length = min(6, m + c)
            seq_items.append({"kind": "sequence", "of": name, "length": length})
            seq += seq_pts(length)
    if len(cr_items) >= 3:  # my reading: the three-or-more kind doubles its own points
        cr_pts *= 2
        DOUBLED.append(cards)
    if len(seq_items) >= 3:
        seq *= 2
        DOUBLED.append(cards)
    return cr_pts + seq, cr_items + seq_items


DOUBLED: list = []


def t_card_points(pile):
    if len(pile) % 2:
        raise Flag("odd pile")
    return sum(t_value(c) for c in pile) - len(pile) // 2


def t_play(rng, held, leader, n, n_tricks, events, fault_hook=None):
    """Plays out a deal; returns (winner per trick, cards per trick)."""
    res = []
    for t in range(n_tricks):
        played = []
        led = None
        for k in range(n):
            s = (leader + k) % n
            h = held[s]
            if k == 0:
                legal = [c for c in h if c != "MATTO"] or h
                if legal == ["MATTO"]:
                    raise Flag("matto left to lead")
                card = rng.choice(legal)
                led = t_suit(card)
            else:
                if "MATTO" in h and t >= 3 and rng.random() < 0.4 or ("MATTO" in h and t >= n_tricks - 2):
                    card = "MATTO"
                else:
                    same = [c for c in h if t_suit(c) == led]
                    tr = [c for c in h if t_suit(c) == "T"]
                    legal = same or tr or [c for c in h if c != "MATTO"] or h
                    card = rng.choice(legal)
                    if fault_hook:
                        card = fault_hook(t, k, s, h, led, card, len(events))
            if card == "MATTO" and t == n_tricks - 1:
                raise Flag("matto in the last trick")
            h.remove(card)
            events.append({"type": "play", "seat": s, "card": card})
            played.append((s, card))
        real = [p for p in played if p[1] != "MATTO"]
        tr = [p for p in real if t_suit(p[1]) == "T"]
        pool_ = tr or [p for p in real if t_suit(p[1]) == led]
        best = max(t_rank(p[1]) for p in pool_)
        w = [p for p in pool_ if t_rank(p[1]) == best][-1][0]  # Moretti: the last played wins
        res.append((w, played))
        leader = w
    return res


def t_piles(res, side_of, extra):
    """Tricks into side piles; the Matto stays with its side and a low pip goes to the winner."""
    piles = {0: list(extra.get(0, [])), 1: list(extra.get(1, []))}
    owed = []
    ntr = {0: 0, 1: 0}
    for w, played in res:
        ws = side_of(w)
        ntr[ws] += 1
        for s, c in played:
            if c == "MATTO":
                piles[side_of(s)].append(c)
                if side_of(s) != ws:
                    owed.append((side_of(s), ws))
            else:
                piles[ws].append(c)
    for frm, to in owed:
        if ntr[frm] == 0:
            raise Flag("matto side took no trick")
        lows = [c for c in piles[frm] if t_is_low_pip(c)]
        if not lows:
            raise Flag("no low card to give for the Matto")
        piles[frm].remove(lows[0])
        piles[to].append(lows[0])
    return piles, ntr


def ottocento_session(seed, fault=False):
    rng = random.Random(seed)
    n = 4
    totals = [0, 0]
    rec_totals = [0, 0]
    deals = []
    planted = None
    di = 0
    while True:
        dealer = (3 + di) % n
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [deck[15 * i : 15 * (i + 1)] for i in range(4)]
        hands[dealer] += deck[60:]
        held = [h[:] for h in hands]
        events = []
        mark = len(DOUBLED)
        lows = [c for c in held[dealer] if t_is_low_pip(c)]
        if len(lows) < 2:
            raise Flag("dealer without two low pips")
        disc = rng.sample(lows, 2)
        for c in disc:
            held[dealer].remove(c)
        events.append({"type": "discard", "seat": dealer, "cards": disc})
        decl = [0, 0]
        for k in range(1, n + 1):
            s = (dealer + k) % n
            p, items = t_combos(held[s])
            decl[s % 2] += p
            events.append({"type": "declare", "seat": s, "items": items})
        if max(totals[i] + decl[i] for i in (0, 1)) >= 800:
            raise Flag("800 reached on declarations")
        res = t_play(rng, held, (dealer + 1) % n, n, 15, events)
        dealer_took = any(w == dealer for w, _ in res)
        extra = {dealer % 2 if dealer_took else 1 - dealer % 2: disc}
        piles, ntr = t_piles(res, lambda s: s % 2, extra)
        last_w = res[-1][0] % 2
        score = []
        for side in (0, 1):
            cp = t_card_points(piles[side])
            comb, _ = t_combos(piles[side])
            score.append(decl[side] + comb + cp + (6 if side == last_w else 0))
        rec = score[:]
        if fault and di == 1 and DOUBLED[mark:]:
            raise Flag("keep the faulted deal free of doubled combinations")
        if fault and di == 1:
            rec[0] += 10
            planted = (di, len(events))
        for side in (0, 1):
            events.append({"type": "score", "party": f"team{side}", "points": rec[side]})
        for side in (0, 1):
            totals[side] += score[side]
            rec_totals[side] += rec[side]
        for side in (0, 1):
            events.append({"type": "total", "party": f"team{side}", "points": rec_totals[side]})
        deals.append({"dealer": dealer, "hands": hands, "events": events})
        di += 1
        if max(totals) >= 800:
            break
        if di > 8:
            raise Flag("too long")
    if len(deals) < 2:
        raise Flag("too short")
    return {
        "format": FMT,
        "game": "tarocchini-ottocento",
        "rules": {"preset": "standard"},
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "meta": {"generator": "fresh-mainstream-4/_gen.py ottocento", "seed": seed},
        "deals": deals,
    }, planted


def terziglio_session(seed, fault=False):
    rng = random.Random(seed)
    n = 3
    totals = [0] * n
    deals = []
    planted = None
    for di in range(3):
        dealer = di % n
        deck = T_DECK[:]
        rng.shuffle(deck)
        hands = [deck[18 * i : 18 * (i + 1)] for i in range(3)]
        talon = deck[54:]
        held = [h[:] for h in hands]
        events = []
        decl_seat = None
        for k in range(1, n + 1):
            s = (dealer + k) % n
            tr = sum(1 for c in held[s] if t_suit(c) == "T")
            if decl_seat is None and (tr >= 8 or k == n):
                decl_seat = s
                events.append({"type": "bid", "seat": s, "bid": "gioco"})
            else:
                events.append({"type": "bid", "seat": s, "bid": "pass"})
        # exchange: take the widow's best three, lay away three low pips
        want = sorted(talon, key=lambda c: (-t_value(c), -(t_suit(c) == "T"), rng.random()))[:3]
        held[decl_seat] += want
        lows = [c for c in held[decl_seat] if t_is_low_pip(c) and c not in want]
        if len(lows) < 3:
            raise Flag("declarer without three low pips")
        disc = rng.sample(lows, 3)
        for c in disc:
            held[decl_seat].remove(c)
        events.append({"type": "take", "seat": decl_seat, "cards": want})
        events.append({"type": "discard", "seat": decl_seat, "cards": disc})
        widow = [c for c in talon if c not in want] + disc
        decl = [0, 0]
        mark = len(DOUBLED)
        side_of = lambda s: 0 if s == decl_seat else 1  # noqa: E731, B023
        for k in range(1, n + 1):
            s = (dealer + k) % n
            p, items = t_combos(held[s])
            decl[side_of(s)] += p
            events.append({"type": "declare", "seat": s, "items": items})
        hook = None
        if fault and di == 1:

            def hook(t, k, s, h, led, card, idx):
                nonlocal planted
                if planted is None and t >= 4 and led in tuple(T_SUITS):
                    same = [c for c in h if t_suit(c) == led]
                    other = [c for c in h if t_suit(c) in tuple(T_SUITS) and t_suit(c) != led]
                    if same and other:
                        planted = (di, idx)  # noqa: B023
                        return rng.choice(other)
                return card

        res = t_play(rng, held, (dealer + 1) % n, n, 18, events, hook)
        took = any(w == decl_seat for w, _ in res)
        piles, ntr = t_piles(res, side_of, {0 if took else 1: widow})
        p_with, _ = t_combos(piles[0 if took else 1])
        p_without, _ = t_combos([c for c in piles[0 if took else 1] if c not in widow])
        if p_with != p_without:
            raise Flag("the widow changes the combinations")
        if 0 in ntr.values():
            raise Flag("all tricks")
        last_w = side_of(res[-1][0])
        side_pts = []
        for side in (0, 1):
            cp = t_card_points(piles[side])
            comb, _ = t_combos(piles[side])
            side_pts.append(decl[side] + comb + cp + (6 if side == last_w else 0))
        if fault and di == 1 and DOUBLED[mark:]:
            raise Flag("keep the faulted deal free of doubled combinations")
        win_side = 0 if side_pts[0] > side_pts[1] else 1
        wpts = side_pts[win_side]
        if wpts % 50 >= 44:
            raise Flag("near a rounding edge")
        gp = wpts // 50
        for s in range(n):
            sc = gp if side_of(s) == win_side else 0
            events.append({"type": "score", "party": s, "points": sc})
            totals[s] += sc
        for s in range(n):
            events.append({"type": "total", "party": s, "points": totals[s]})
        deals.append({"dealer": dealer, "hands": hands, "talon": talon, "events": events})
    if fault and planted is None:
        raise Flag("not planted")
    return {
        "format": FMT,
        "game": "tarocchini-terziglio",
        "rules": {"preset": "standard"},
        "players": ["Elena", "Franco", "Giulia"],
        "meta": {"generator": "fresh-mainstream-4/_gen.py terziglio", "seed": seed},
        "deals": deals,
    }, planted


GAMES = [
    ("rage", rage_session, 1000),
    ("danish", danish_session, 2000),
    ("galician", galician_session, 3000),
    ("ulti", ulti_session, 4000),
    ("ottocento", ottocento_session, 5000),
    ("terziglio", terziglio_session, 6000),
]
FAULT = {
    "rage": "revoke",
    "danish": "wrong-card-points-payment",
    "galician": "card-out-of-turn",
    "ulti": "defender-revoke",
    "ottocento": "wrong-score",
    "terziglio": "revoke",
}


def main():
    no = 1
    for name, fn, base in GAMES:
        seed, (obj, _) = search(fn, base)
        obj["meta"]["description"] = f"clean ordinary {name} session (simulated)"
        write(f"{no:02d}-clean-{name}.json", obj)
        print(f"{no:02d}-clean-{name}.json seed {seed}")
        no += 1
        seed, (obj, planted) = search(fn, base + 500, True)
        obj["meta"]["description"] = f"{name} session with one planted {FAULT[name]} at {planted}"
        write(f"{no:02d}-fault-{name}-{FAULT[name]}.json", obj)
        print(f"{no:02d}-fault-{name}-{FAULT[name]}.json seed {seed} planted (deal, event) {planted}")
        no += 1


if __name__ == "__main__":
    main()
