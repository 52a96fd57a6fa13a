"""Blind generator for audit round danish-seats-edges2 (no validator import).

Seat changes in Danish Tarok (Ultimo) written as real scorers write them: score sheets,
play-only records, a join in the first deal of a record taken up mid-session, a leave and
a later join, the dealer rotation across both, and a joiner's third written in whole
chips or in cents. Run: python _gen.py [seed]  (writes NN-desc.json next to this file and
prints the event indexes EXPECTED.md refers to).
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
NAMES = ["Agnieszka", "Bartek", "Celina", "Dominik"]

RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in "HD" for r in RED] + [r + s for s in "SC" for r in BLACK]
DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
COURTS = ["K", "Q", "N", "J"]


def suit(c):
    if c == "JOKER":
        return "X"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its suit."""
    if c[0] == "T":
        return int(c[1:])
    order = RED if c[-1] in "HD" else BLACK
    return 100 - order.index(rank(c))


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_king(c):
    return c[0] == "K" and c != "JOKER"


def declarations(hand):
    """(item, amount) per mandatory declaration (§14, §15)."""
    out = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in hand if c[0] == "T") + (1 if joker else 0)
    if ntr >= 10:
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while f"T{t}" in h:
            n += 1
            t -= 1
        out.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in "HDSC":
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in "HDSC" if "K" + s in h]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in "HDSC" if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def trick_winner(cards):
    """cards: list of (seat, card) in play order; the Joker never wins."""
    trumps = [(s, c) for s, c in cards if suit(c) == "T"]
    if trumps:
        return max(trumps, key=lambda x: strength(x[1]))[0]
    led = suit(cards[0][1])
    same = [(s, c) for s, c in cards if suit(c) == led]
    return max(same, key=lambda x: strength(x[1]))[0]


def legal(hand, led):
    cards = [c for c in hand if c != "JOKER"]
    if not cards:
        return ["JOKER"]
    if led is None:
        return cards
    f = [c for c in cards if suit(c) == led]
    if f:
        return f
    t = [c for c in cards if suit(c) == "T"]
    if t:
        return t
    return cards


class Reject(Exception):
    pass


def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def sim_deal(rng, nseats, dealer, active, next_dealer, pre_payments):
    """Simulate one clean deal. active: playing seats in order of play (dealer among them).

    Returns (hands per seat, events incl. payments, info). Raises Reject for shapes this
    round keeps out (Tout, Nolo, a king or Pagat in the last trick, the Joker leading it).
    """
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(nseats)]
    pos = 0
    for s in active:
        n = 28 if s == dealer else 25
        hands[s] = deck[pos : pos + n]
        pos += n
    assert pos == 78
    events = list(pre_payments)
    # skat: three suit pip cards (never a court, king, trump, Joker: no declaration touched)
    pips = [c for c in hands[dealer] if c[0] != "T" and c != "JOKER" and rank(c) not in COURTS]
    if len(pips) < 3:
        raise Reject("no pips")
    skat = rng.sample(pips, 3)
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    live = {s: [c for c in hands[s] if s != dealer or c not in skat] for s in active}
    # declarations from the dealer, in order of play
    i0 = active.index(dealer)
    order = active[i0:] + active[:i0]
    for s in order:
        decl = declarations(live[s])
        events.append({"type": "declare", "seat": s, "items": [d for d, _ in decl]})
        for _, amt in decl:
            for o in active:
                if o != s:
                    events.append(pay(o, s, amt, "declaration"))
    leader = order[1]
    keen = rng.choice([0.2, 0.5, 0.85])
    tricks = {s: 0 for s in active}
    points = {s: 0 for s in active}
    points[dealer] += 1  # the skat
    for t in range(25):
        last = t == 24
        i = active.index(leader)
        seq = active[i:] + active[:i]
        played = []
        led = None
        for s in seq:
            opts = legal(live[s], led)
            if last and opts == ["JOKER"] and s == leader:
                raise Reject("joker leads last trick")
            pref = [c for c in opts if is_king(c) or c == "T1"]
            if pref and not last and rng.random() < keen:
                c = rng.choice(pref)
            else:
                c = rng.choice(opts)
            live[s].remove(c)
            played.append((s, c))
            events.append({"type": "play", "seat": s, "card": c})
            if led is None:
                led = suit(c)
        w = trick_winner(played)
        tricks[w] += 1
        points[w] += 1 + sum(value(c) for _, c in played)
        if not last:
            for s, c in played:
                if is_king(c) and s != w:
                    for o in active:
                        if o != s:
                            events.append(pay(s, o, 5, "king_lost"))
                    events.append(pay(s, "king_pool", 5, "king_lost"))
                if c == "T1":
                    if s != w:
                        for o in active:
                            if o != s:
                                events.append(pay(s, o, 5, "pagat_lost"))
                        events.append(pay(s, "pagat_pool", 5, "pagat_lost"))
                    else:
                        for o in active:
                            if o != s:
                                events.append(pay(o, s, 5, "pagat_trick"))
        else:
            if any(is_king(c) or c == "T1" for _, c in played):
                raise Reject("king/pagat in last trick")
            if max(tricks.values()) == 25 or min(tricks.values()) == 0:
                raise Reject("tout/nolo")
            for o in active:
                if o != w:
                    events.append(pay(o, w, 20, "last_trick"))
        leader = w
    assert sum(points.values()) == 78, points
    cp = {}
    for s in active:
        if s == next_dealer:
            continue
        d = points[s] - 26
        amt = 5 * ((abs(d) + 2) // 5)
        cp[s] = amt if d > 0 else -amt
        if amt:
            if d > 0:
                events.append(pay(next_dealer, s, amt, "card_points"))
            else:
                events.append(pay(s, next_dealer, amt, "card_points"))
    info = {"tricks": tricks, "points": points, "cp": cp, "skat": skat}
    return hands, events, info


def fmt(x):
    if abs(x - round(x)) < 1e-9:
        return int(round(x))
    return x


class Session:
    """Builds a session deal by deal, tracking pools exactly (by the rules)."""

    def __init__(self, seed, nseats=4, pools=None):
        self.rng = random.Random(seed)
        self.nseats = nseats
        self.pools = dict(pools) if pools else {"pagat_pool": 0, "king_pool": 0}
        self.deals = []
        self.infos = []

    def deal(self, dealer, active, next_dealer, pre=None, joins=(), join_write=None, check=None, tries=3000):
        """pre: callable(pools) -> payments before the joins (foundations). joins: seats paying a
        third of each pool, written first (before the deal fee). join_write(exact, pool, seat) ->
        the amount written. check(info, pools_after) -> bool. Pools are tracked exactly by the
        rules (a join adds the exact third, whatever the record writes)."""
        active = sorted(active)
        for _ in range(tries):
            pools = dict(self.pools)
            pre_pay = []
            for p in pre(pools) if pre else []:
                pre_pay.append(p)
                pools[p["to"]] += p["amount"]
            for s in joins:
                for pool in ("pagat_pool", "king_pool"):
                    exact = pools[pool] / 3
                    amt = join_write(exact, pool, s) if join_write else fmt(exact)
                    pre_pay.append(pay(s, pool, amt, None))
                    pools[pool] += exact
            for pool in ("pagat_pool", "king_pool"):
                pre_pay.append(pay(dealer, pool, 5, "deal_fee"))
            try:
                hands, events, info = sim_deal(self.rng, self.nseats, dealer, active, next_dealer, pre_pay)
            except Reject:
                continue
            exact = self._exact_after(events)
            if check and not check(info, exact):
                continue
            for e in events:
                if e["type"] == "payment" and e["reason"] is None:
                    del e["reason"]
            self.pools = exact
            self.deals.append({"dealer": dealer, "hands": hands, "events": events})
            self.infos.append(info)
            return self.deals[-1]
        raise RuntimeError("no seed fits")

    def _exact_after(self, events):
        pools = dict(self.pools)
        for e in events:
            if e["type"] != "payment":
                continue
            if e["reason"] is None:  # a join: the exact third of the pool as it stands
                pools[e["to"]] += pools[e["to"]] / 3
                continue
            if e["to"] in pools:
                pools[e["to"]] += e["amount"]
            if e["from"] in pools:
                pools[e["from"]] -= e["amount"]
        return pools


def foundations(seats):
    def f(pools):
        out = []
        for pool in ("pagat_pool", "king_pool"):
            for s in seats:
                out.append(pay(s, pool, 20, "foundation"))
        return out

    return f


def div15(info, pools):
    return all(abs(v / 15 - round(v / 15)) < 1e-9 for v in pools.values())


def neutral_cp(info, pools):
    """Every seat's card points 24-28: no card-point payment whoever deals next."""
    return all(24 <= v <= 28 for v in info["points"].values())


def doc(players, deals, start=None, meta=None):
    d = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
    }
    if start:
        d["start"] = start
    d["meta"] = meta or {}
    d["deals"] = deals
    return d


def to_sheet(deals, nseats, joined_per_deal, pools0=None):
    """Drop the payments; write each deal's net chips per seat (a joined seat sitting out: 0;
    a seat not yet joined: no line) and per pool, then running totals."""
    out = []
    tot = {s: 0 for s in range(nseats)}
    tot["pagat_pool"] = (pools0 or {}).get("pagat_pool", 0)
    tot["king_pool"] = (pools0 or {}).get("king_pool", 0)
    for d, joined in zip(deals, joined_per_deal, strict=True):
        net = {s: 0 for s in range(nseats)}
        net["pagat_pool"] = 0
        net["king_pool"] = 0
        for e in d["events"]:
            if e["type"] == "payment":
                net[e["from"]] -= e["amount"]
                net[e["to"]] += e["amount"]
        evs = [e for e in d["events"] if e["type"] != "payment"]
        parties = [s for s in range(nseats) if s in joined] + ["pagat_pool", "king_pool"]
        for p in parties:
            evs.append({"type": "score", "party": p, "points": fmt(net[p])})
        for p in parties:
            tot[p] += net[p]
            evs.append({"type": "total", "party": p, "points": fmt(tot[p])})
        out.append({"dealer": d["dealer"], "hands": d["hands"], "events": evs})
    return out


def nullify(deals):
    return [{"dealer": d["dealer"], "hands": None, "events": d["events"]} for d in deals]


def write(name, d):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(d, f, ensure_ascii=False, indent=1)
        f.write("\n")


def show(name, d):
    print("==", name)
    for i, dl in enumerate(d["deals"]):
        hs = dl["hands"]
        sizes = [len(h) for h in hs] if hs else None
        print(" deal", i, "dealer", dl["dealer"], "sizes", sizes)
        for j, e in enumerate(dl["events"]):
            if e["type"] in ("payment",) and e.get("reason") in (
                None,
                "deal_fee",
                "foundation",
                "session_end",
            ):
                print("   ", j, e)
            elif e["type"] in ("declare", "discard", "score", "total"):
                print("   ", j, e)
            elif e["type"] == "payment" and e.get("reason") == "card_points":
                print("   ", j, e)


def main(seed):
    files = {}
    A, B, C, D = 0, 1, 2, 3

    # ---- 01/02: score sheet, fresh; D joins in deal 2 and plays; D deals deal 3
    s = Session(seed + 1)
    s.deal(A, [A, B, C], B, pre=foundations([A, B, C]))
    s.deal(B, [A, B, C], C, check=div15)
    s.deal(C, [B, C, D], D, joins=[D])
    s.deal(D, [C, D, A], A)
    joined = [{A, B, C}, {A, B, C}, {A, B, C, D}, {A, B, C, D}]
    sheet = to_sheet(s.deals, 4, joined)
    files["01-sheet-join-clean.json"] = doc(
        NAMES,
        sheet,
        meta={"description": "Score sheet, no payments: Dominik joins at deal 2 paying a third of each pool"},
    )
    sheet2 = json.loads(json.dumps(sheet))
    # slip: the joiner's line in deal 2 written as if he had paid 20 to each pool (foundations)
    thirds = sum(
        e["amount"]
        for e in s.deals[2]["events"]
        if e["type"] == "payment" and e["from"] == D and "reason" not in e
    )
    for e in sheet2[2]["events"]:
        if e["type"] == "score" and e["party"] == D:
            e["points"] = fmt(e["points"] + thirds - 40)
            files["_02_idx"] = sheet2[2]["events"].index(e)
    # the sheet's totals for D follow its own (wrong) line
    for k in (2, 3):
        for e in sheet2[k]["events"]:
            if e["type"] == "total" and e["party"] == D:
                e["points"] = fmt(e["points"] + thirds - 40)
    files["02-sheet-join-third-wrong.json"] = doc(
        NAMES,
        sheet2,
        meta={"description": "01 with the joiner's deal-2 line counting 20 + 20 instead of his thirds"},
    )

    # ---- 03/04: play-only; D joins in deal 2 sitting out (the payment dates the join), plays deal 3
    s = Session(seed + 3)
    s.deal(C, [A, B, C], A, pre=foundations([A, B, C]))
    s.deal(A, [A, B, C], B, check=div15)
    s.deal(B, [A, B, C], C, joins=[D])  # sitter: D (opposite the dealer B)
    s.deal(C, [B, C, D], D)  # sitter: A
    po = nullify(s.deals)
    files["03-playonly-join-clean.json"] = doc(
        NAMES,
        po,
        meta={
            "description": "Play-only: Dominik joins at deal 2 (sits out opposite the dealer), plays deal 3"
        },
    )
    po4 = json.loads(json.dumps(po))
    evs = po4[2]["events"]
    last_decl = max(j for j, e in enumerate(evs) if e["type"] == "declare")
    evs.insert(last_decl + 1, {"type": "declare", "seat": D, "items": []})
    files["_04_idx"] = last_decl + 1
    files["04-playonly-join-sitter-acted.json"] = doc(
        NAMES, po4, meta={"description": "03 with the sitter Dominik passing a declaration in deal 2"}
    )

    # ---- 05/09: mid-session, start.pools divisible by 3; D joins in the first deal; session end among 4
    p0 = {"pagat_pool": 90, "king_pool": 135}
    s = Session(seed + 5, pools=p0)
    s.deal(C, [B, C, D], D, joins=[D])  # D joins and plays at once; sitter A
    s.deal(D, [C, D, A], A)  # sitter B
    s.deal(A, [D, A, B], B)  # sitter C
    deals = json.loads(json.dumps(s.deals))
    end = []
    for pool in ("pagat_pool", "king_pool"):
        share = s.pools[pool] / 4
        for seat in (A, B, C, D):
            end.append(pay(pool, seat, fmt(share), "session_end"))
    deals[-1]["events"].extend(end)
    files["05-midsession-join-clean.json"] = doc(
        NAMES,
        deals,
        start={"pools": p0},
        meta={
            "description": "Taken up mid-session (pools 90/135): Dominik joins in the record's first deal; pools shared among four at the end"
        },
    )
    deals9 = json.loads(json.dumps(deals))
    evs = deals9[-1]["events"]
    # slip: Celina (seat 2, the last deal's sitter) is handed a third of the king pool, not a quarter
    for j, e in enumerate(evs):
        if e.get("reason") == "session_end" and e["from"] == "king_pool" and e["to"] == C:
            e["amount"] = fmt(round(s.pools["king_pool"] / 3, 2))
            files["_09_idx"] = j
    files["09-midsession-share-wrong.json"] = doc(
        NAMES,
        deals9,
        start={"pools": p0},
        meta={
            "description": "05 with one session-end share (Celina's of the king pool) a third, not a quarter"
        },
    )
    files["_05_pools"] = dict(s.pools)

    # ---- 06/07/08: mid-session, pagat pool 70 (a third is 23.33...); king pool 90
    p1 = {"pagat_pool": 70, "king_pool": 90}
    for name, writer, desc in (
        (
            "06-midsession-join-cents.json",
            lambda x, pool, seat: fmt(round(x, 2)),
            "joining thirds in cents (23.33)",
        ),
        (
            "07-midsession-join-whole-chips.json",
            lambda x, pool, seat: int(round(x)),
            "joining thirds in whole chips (23)",
        ),
        (
            "08-midsession-join-third-wrong.json",
            lambda x, pool, seat: fmt(round(x, 2)) if pool == "pagat_pool" else 22.5,
            "king-pool share written 22.5 (a quarter of 90) instead of a third, 30",
        ),
    ):
        s = Session(seed + 6, pools=p1)
        s.deal(A, [A, B, D], B, joins=[D], join_write=writer)  # D joins and plays; sitter C
        s.deal(B, [B, C, A], C)  # sitter D
        files[name] = doc(
            NAMES,
            json.loads(json.dumps(s.deals)),
            start={"pools": p1},
            meta={"description": "Mid-session, pools 70/90: " + desc},
        )

    # ---- 10/11: fresh, D joins at deal 2, B leaves after deal 3; rotation across both
    def join_leave(seedx, wrong_last=False):
        s = Session(seedx)
        s.deal(A, [A, B, C], B, pre=foundations([A, B, C]))
        s.deal(B, [A, B, C], C, check=div15)
        s.deal(C, [B, C, D], D, joins=[D])  # sitter A
        s.deal(D, [C, D, A], A)  # sitter B; B leaves after this deal
        s.deal(A, [A, C, D], C)  # 3 at the table: A, C, D
        if wrong_last:
            # the deal passes from A to Dominik, skipping Celina: Dominik deals
            s.deal(D, [D, A, C], A, check=neutral_cp)
        else:
            s.deal(C, [C, D, A], D, check=neutral_cp)
        return s

    s = join_leave(seed + 10)
    files["10-join-leave-clean.json"] = doc(
        NAMES,
        s.deals,
        meta={
            "description": "Fresh: Dominik joins at deal 2, Bartek leaves after deal 3; the deal passes A->C after the leave"
        },
    )
    s = join_leave(seed + 10, wrong_last=True)
    files["11-join-leave-wrong-dealer.json"] = doc(
        NAMES, s.deals, meta={"description": "10 with the last deal dealt by Dominik instead of Celina"}
    )

    # ---- 12/13: four from the start; seat 1 leaves after deal 1; the seat is taken again at deal 4
    def leave_rejoin(seedx):
        s = Session(seedx)
        s.deal(A, [A, B, D], B, pre=foundations([A, B, C, D]))  # sitter C pays foundations
        s.deal(B, [B, C, A], C)  # sitter D; Bartek leaves after this deal
        s.deal(C, [C, D, A], D)
        s.deal(D, [D, A, C], A, check=div15)
        s.deal(A, [A, B, D], B, joins=[B])  # seat 1 taken again; sitter C
        s.deal(B, [B, C, A], C)  # sitter D
        return s

    for k in range(50):
        try:
            s = leave_rejoin(seed + 12 + 1000 * k)
            break
        except RuntimeError:
            continue
    players12 = ["Agnieszka", "Bartek", "Celina", "Dominik"]
    files["12-leave-rejoin-clean.json"] = doc(
        players12,
        s.deals,
        meta={
            "description": "Four from the start; Bartek leaves after deal 1; his chair is taken again at deal 4 (a third to each pool)"
        },
    )
    d13 = json.loads(json.dumps(s.deals))
    evs = d13[2]["events"]
    last_decl = max(j for j, e in enumerate(evs) if e["type"] == "declare")
    evs.insert(last_decl + 1, {"type": "declare", "seat": B, "items": []})
    files["_13_idx"] = last_decl + 1
    files["13-leave-rejoin-departed-acted.json"] = doc(
        players12, d13, meta={"description": "12 with the departed Bartek passing a declaration in deal 2"}
    )

    for name, d in files.items():
        if name.endswith(".json"):
            write(name, d)
            show(name, d)
        else:
            print(name, d)


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20261201)
