"""Blind generator: Danish Tarok records taken up mid-session (start.totals, no start.pools).

Written from the Polish source (seeds/000, paragraphs 7-18) only. Every figure is computed here.
The generator knows the pools' hidden content (it invents it, consistent with start.totals:
the seats' totals add up to minus what the pools hold); the transcripts never write it.

Run: python tests/data/audit/danish-fragment-long/_gen.py
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in "HDSC" for r in (RED if s in "HD" else BLACK)]
DECK += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
COURTS = ["K", "Q", "N", "J"]


def suit(c):
    if c == "JOKER":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher wins within a suit; trumps by number."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED if suit(c) in "HD" else BLACK
    return 14 - order.index(rank(c))


def value(c):
    # section 15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_king(c):
    return not c.startswith("T") and c != "JOKER" and rank(c) == "K"


def is_ultimo_card(c):
    return c == "T1" or is_king(c)


def declarations(hand):
    """Section 14: the items a hand (after the skat) must declare, with their price (section 15)."""
    items = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if c.startswith("T")]
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 10 + 5 * (n - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        t = 20
        while "T%d" % t in hand:
            m += 1
            t -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in "HDSC":
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in "HDSC" if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in "HDSC" if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


class Reject(Exception):
    pass


def winner_of(trick, named=None):
    """trick: list of (seat, card). Highest trump, else highest of the led suit; Joker never wins."""
    lead = trick[0][1]
    led = named if lead == "JOKER" else suit(lead)
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        if suit(c) == "T":
            key = (2, strength(c))
        elif suit(c) == led:
            key = (1, strength(c))
        else:
            continue
        if best is None or key > best[0]:
            best = (key, seat, c)
    return best[1], best[2]


class Table:
    """Pools as they really are (hidden from the record) and every party's net."""

    def __init__(self, n, pagat, king):
        self.n = n
        self.pools = {"pagat_pool": pagat, "king_pool": king}

    def new_deal(self):
        self.events = []
        self.net = {p: 0 for p in list(range(self.n)) + ["pagat_pool", "king_pool"]}

    def pay(self, frm, to, amount, reason):
        self.events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        self.net[frm] -= amount
        self.net[to] += amount
        if frm in self.pools:
            self.pools[frm] -= amount
        if to in self.pools:
            self.pools[to] += amount


def legal(hand, trick, tno):
    """Section 10 and 12: follow suit, else trump, else anything; the Joker at any time but the
    second-last trick (tno 23, 0-based)."""
    if not trick:
        opts = [c for c in hand if c != "JOKER"]
    else:
        lead = trick[0][1]
        led = trick.named if lead == "JOKER" else suit(lead)
        opts = [c for c in hand if suit(c) == led]
        if not opts:
            opts = [c for c in hand if suit(c) == "T"]
        if not opts:
            opts = [c for c in hand if c != "JOKER"]
    if "JOKER" in hand and tno != 23 and trick:
        opts = opts + ["JOKER"]
    return opts


class Trick(list):
    named = None


def play_deal(table, rng, dealer, want, hands=None, tout_seat=None, revoke_at=None):
    """Simulate one deal; returns (hands as dealt, outcome). Raises Reject if `want` is not met."""
    n = 3
    table.new_deal()
    ev = table.events
    if hands is None:
        deck = DECK[:]
        rng.shuffle(deck)
        hands = {}
        pos = 0
        for s in range(n):
            k = 28 if s == dealer else 25
            hands[s] = deck[pos : pos + k]
            pos += k
    dealt = {s: list(hands[s]) for s in hands}
    for s in range(n):
        if not any(c.startswith("T") for c in hands[s]):
            raise Reject("no trumps: redeal")
    hand = {s: list(hands[s]) for s in range(n)}
    # deal fee (section 15 "Rozdanie", section 17)
    table.pay(dealer, "pagat_pool", 5, "deal_fee")
    table.pay(dealer, "king_pool", 5, "deal_fee")
    # skat: three plain pips (never a king, Mondo, Joker, declaration card, trump)
    pips = [c for c in hand[dealer] if suit(c) in "HDSC" and rank(c) not in COURTS]
    skat = rng.sample(pips, 3)
    for c in skat:
        hand[dealer].remove(c)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    decl_any = False
    for i in range(n):
        s = (dealer + i) % n
        items = declarations(hand[s])
        ev.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
        for _, price in items:
            decl_any = True
            for j in range(1, n):
                table.pay((s + j) % n, s, price, "declaration")
    if want == "REVOKE" and decl_any:
        raise Reject("revoke deal wanted without declarations")
    # saved ultimo cards
    save = {}
    for s in range(n):
        if tout_seat is not None:
            continue  # nobody keeps an ultimo card against a Tout in sight
        if "T1" in hand[s] and rng.random() < 0.6:
            save[s] = "T1"
        else:
            ks = [c for c in hand[s] if is_king(c)]
            if ks and rng.random() < 0.75:
                save[s] = rng.choice(ks)
    joker_at = rng.randint(2, 17)
    tricks = {s: 0 for s in range(n)}
    pile = {s: [] for s in range(n)}
    leader = (dealer + 1) % n
    last = None
    revoke_event = None
    for tno in range(25):
        trick = Trick()
        for k in range(n):
            s = (leader + k) % n
            opts = legal(hand[s], trick, tno)
            if s == tout_seat:
                c = tout_order[tout_seat].pop(0)
                assert c in opts, (c, opts)
            elif "JOKER" in opts and tno >= joker_at:
                c = "JOKER"
            elif (
                revoke_at is not None
                and revoke_event is None
                and tno >= revoke_at
                and trick
                and trick[0][1] != "JOKER"
                and k == 1
            ):
                led = suit(trick[0][1])
                has = [x for x in hand[s] if suit(x) == led]
                off = [x for x in hand[s] if suit(x) not in (led, "X") and not is_ultimo_card(x)]
                if has and off and led != "T":
                    c = rng.choice([x for x in off if suit(x) != "T"] or off)
                    revoke_event = len(ev)
                else:
                    pool_ = [x for x in opts if x != "JOKER" and x != save.get(s)] or opts
                    c = rng.choice(pool_)
            else:
                if not trick and tno >= 20 and "JOKER" in hand[s] and tno < 22:
                    # must get rid of the Joker: lead it naming a suit both others hold
                    names = [
                        x
                        for x in "HDS C".replace(" ", "")
                        if all(any(suit(y) == x for y in hand[o]) for o in range(n) if o != s)
                    ]
                    if not names:
                        raise Reject("joker")
                    c = "JOKER"
                    trick.named = names[0]
                else:
                    pool_ = (
                        [x for x in opts if x != "JOKER" and x != save.get(s)]
                        or [x for x in opts if x != "JOKER"]
                        or opts
                    )
                    if tno >= 22 and "JOKER" in pool_:
                        raise Reject("joker late")
                    c = rng.choice(pool_)
            if c == "JOKER" and tno >= 22:
                raise Reject("joker late")
            hand[s].remove(c)
            e = {"type": "play", "seat": s, "card": c}
            if c == "JOKER" and not trick:
                e["named"] = trick.named
            ev.append(e)
            trick.append((s, c))
        if revoke_event is not None:
            if any(e["type"] == "payment" and e["reason"] != "deal_fee" for e in ev):
                raise Reject("payments before the revoke")
            # the table stops the deal: irreparable (engine default; the source does not class it)
            off = trick_seat = ev[revoke_event]["seat"]
            table.pay(off, "pagat_pool", 40, "penalty")
            table.pay(off, "king_pool", 40, "penalty")
            return dealt, {"revoke_event": revoke_event, "revoke_seat": trick_seat, "skat": skat}
        w, wc = winner_of(trick, trick.named)
        tricks[w] += 1
        for s, c in trick:
            if c == "JOKER" and tno != 24:
                pile[s].append(c)
            else:
                pile[w].append(c)
        if tno < 24:
            # in play (section 15): kings/Pagat played and not taking; Pagat taking
            for s, c in trick:
                if c == "JOKER":
                    continue
                if is_king(c) and s != w:
                    for j in range(1, n):
                        table.pay(s, (s + j) % n, 5, "king_lost")
                    table.pay(s, "king_pool", 5, "king_lost")
                if c == "T1" and s != w:
                    for j in range(1, n):
                        table.pay(s, (s + j) % n, 5, "pagat_lost")
                    table.pay(s, "pagat_pool", 5, "pagat_lost")
            if wc == "T1":
                for j in range(1, n):
                    table.pay((w + j) % n, w, 5, "pagat_trick")
        else:
            last = (trick, w, wc)
        leader = w
    if revoke_at is not None:
        raise Reject("no revoke chance")
    trick, w, wc = last
    tout = [s for s in range(n) if tricks[s] == 25]
    nolo = [s for s in range(n) if tricks[s] == 0] if not tout else []
    prz = [(s, c) for s, c in trick if is_ultimo_card(c) and s != w]
    ult = None if (tout or nolo) else ("K" if is_king(wc) else "P" if wc == "T1" else None)
    kind = (
        ("TOUT" if tout else "NOLO" if nolo else {"K": "KU", "P": "PU"}.get(ult, ""))
        + "".join("KP" if is_king(c) else "PP" for _, c in prz)
    ) or "plain"
    if want != kind:
        raise Reject(kind)
    orig = dict(table.pools)
    others = lambda s: [(s + j) % n for j in range(1, n)]  # noqa: E731
    emptied = set()
    if tout:
        t = tout[0]
        for o in others(t):
            table.pay(o, t, 85, "tout")
        table.pay("pagat_pool", t, orig["pagat_pool"], "tout")
        table.pay("king_pool", t, orig["king_pool"], "tout")
        emptied = {"pagat_pool", "king_pool"}
    for s in nolo:
        for o in others(s):
            table.pay(o, s, 25, "nolo")
    if ult == "K":
        for o in others(w):
            table.pay(o, w, 40, "king_ultimo")
        table.pay("king_pool", w, orig["king_pool"], "king_ultimo")
        emptied.add("king_pool")
    if ult == "P":
        for o in others(w):
            table.pay(o, w, 45, "pagat_ultimo")
        table.pay("pagat_pool", w, orig["pagat_pool"], "pagat_ultimo")
        emptied.add("pagat_pool")
    for s, c in prz:
        p = "king_pool" if is_king(c) else "pagat_pool"
        amt = 40 if is_king(c) else 45
        for o in others(s):
            table.pay(s, o, amt, p.split("_")[0] + "_przydupek")
        table.pay(s, p, orig[p], p.split("_")[0] + "_przydupek")
        emptied.discard(p)
    if not ult and not tout and not nolo and not prz:
        for o in others(w):
            table.pay(o, w, 20, "last_trick")
    for p in ("pagat_pool", "king_pool"):
        if p in emptied:
            for s in range(n):
                table.pay(s, p, 20, "refill")
    pts = {s: sum(value(c) for c in pile[s]) + tricks[s] + (1 if s == dealer else 0) for s in range(n)}
    assert sum(pts.values()) == 78, pts
    nd = (dealer + 1) % n
    if not nolo:
        for s in range(n):
            if s == nd:
                continue
            d = round((pts[s] - 26) / 5) * 5
            if d < 0:
                table.pay(s, nd, -d, "card_points")
            elif d > 0:
                table.pay(nd, s, d, "card_points")
    return dealt, {"kind": kind, "points": pts, "tricks": tricks, "orig": orig, "skat": skat}


tout_order = {}


def tout_hands(rng, dealer):
    t = (dealer + 1) % 3
    mine = ["T1"] + ["T%d" % i for i in range(4, 22)] + ["KH", "QH", "NH", "JH", "1H", "2H"]
    rest = [c for c in DECK if c not in mine]
    rng.shuffle(rest)
    hands = {t: mine}
    o1, o2 = dealer, (dealer + 2) % 3
    hands[o1] = rest[:28]
    hands[o2] = rest[28:]
    tout_order[t] = ["T%d" % i for i in range(21, 3, -1)] + ["T1", "KH", "QH", "NH", "JH", "1H", "2H"]
    return hands, t


def run(table, seed, dealer, want, **kw):
    """Try seeds until the deal comes out as wanted. Pools are restored on a reject."""
    s = seed
    while True:
        saved = dict(table.pools)
        rng = random.Random(s)
        try:
            hands = None
            ts = None
            if want == "TOUT":
                hands, ts = tout_hands(rng, dealer)
            ra = kw.get("revoke_at")
            dealt, out = play_deal(table, rng, dealer, want, hands=hands, tout_seat=ts, revoke_at=ra)
            return dealt, out, s
        except Reject:
            table.pools = saved
            s += 1000


def build(name, players, start_dealer, pools0, plan, form, seed, desc, sheet=None, mutate=None):
    """plan: list of wanted outcomes per deal. form: 'payments' or 'sheet'.
    sheet: {'pool_lines': bool, 'pool_totals': 'all' | 'none' | {pool: first_deal}}"""
    n = 3
    table = Table(n, *pools0)
    total_chips = pools0[0] + pools0[1]
    rng = random.Random(seed)
    # start totals: seats' net so far, adding up to minus the pools' content
    a = rng.randrange(-30, 30) * 5
    b = rng.randrange(-30, 30) * 5
    totals = [a, b, -total_chips - a - b]
    start = {"totals": list(totals)}
    deals = []
    log = []
    pool_total = {}
    for k, want in enumerate(plan):
        dealer = (start_dealer + k) % n
        kw = {}
        if want == "REVOKE":
            kw["revoke_at"] = 4
        dealt, out, used = run(table, seed * 100 + k, dealer, want, **kw)
        events = table.events
        nets = dict(table.net)
        if form == "sheet":
            events = [e for e in events if e["type"] != "payment"]
            for s in range(n):
                events.append({"type": "score", "party": s, "points": nets[s]})
            if sheet["pool_lines"]:
                for p in ("pagat_pool", "king_pool"):
                    events.append({"type": "score", "party": p, "points": nets[p]})
            for s in range(n):
                totals[s] += nets[s]
                events.append({"type": "total", "party": s, "points": totals[s]})
            pt = sheet["pool_totals"]
            for p in ("pagat_pool", "king_pool"):
                if pt == "all" or (isinstance(pt, dict) and p in pt and k >= pt[p]):
                    events.append({"type": "total", "party": p, "points": table.pools[p]})
        else:
            for s in range(n):
                totals[s] += nets[s]
        deals.append({"dealer": dealer, "hands": [dealt[s] for s in range(n)], "events": events})
        log.append(
            {
                "deal": k,
                "dealer": dealer,
                "outcome": out.get("kind", "REVOKE"),
                "points": out.get("points"),
                "tricks": out.get("tricks"),
                "pools_after": dict(table.pools),
                "pools_before_last_trick": out.get("orig"),
                "nets": {str(p): v for p, v in nets.items()},
                "totals": list(totals),
                "revoke_event": out.get("revoke_event"),
            }
        )
    faults = []
    if mutate:
        faults = mutate(deals, log)
    tr = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": players,
        "start": start,
        "meta": {"audit": "danish-fragment-long", "description": desc},
        "deals": deals,
    }
    with open(os.path.join(HERE, name + ".json"), "w") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
    return {
        "file": name + ".json",
        "start": start,
        "hidden_pools_at_start": pools0,
        "log": log,
        "faults": faults,
    }


def find(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


# ------------------------------------------------------------------ mutations (planted faults)


def m_wrong_take(k):
    def f(deals, log):
        d = deals[k]
        i = find(
            d,
            lambda e: (
                e["type"] == "payment" and e["from"] == "king_pool" and e.get("reason") == "king_ultimo"
            ),
        )[0]
        right = d["events"][i]["amount"]
        d["events"][i]["amount"] = right - 10
        return [{"deal": k, "event": i, "code": "wrong_payment", "right": right, "written": right - 10}]

    return f


def m_card_points(k):
    def f(deals, log):
        d = deals[k]
        i = find(d, lambda e: e["type"] == "payment" and e.get("reason") == "card_points")[0]
        right = d["events"][i]["amount"]
        d["events"][i]["amount"] = right + 5
        return [{"deal": k, "event": i, "code": "wrong_payment", "right": right, "written": right + 5}]

    return f


def m_two_payments(k1, k2):
    def f(deals, log):
        out = []
        d = deals[k1]
        i = find(d, lambda e: e["type"] == "payment" and e.get("reason") == "last_trick")[0]
        d["events"][i]["amount"] = 25
        out.append({"deal": k1, "event": i, "code": "wrong_payment", "right": 20, "written": 25})
        kk = k2
        while True:
            d = deals[kk]
            hits = find(
                d,
                lambda e: (
                    e["type"] == "payment" and e.get("reason") == "king_lost" and e["to"] == "king_pool"
                ),
            )
            if hits:
                i = hits[0]
                break
            kk -= 1
        d["events"][i]["amount"] = 10
        out.append({"deal": kk, "event": i, "code": "wrong_payment", "right": 5, "written": 10})
        return out

    return f


def m_seat_total(k, seat, delta):
    def f(deals, log):
        d = deals[k]
        i = find(d, lambda e: e["type"] == "total" and e["party"] == seat)[0]
        right = d["events"][i]["points"]
        # the sheet carries its own slip on
        for kk in range(k, len(deals)):
            for e in deals[kk]["events"]:
                if e["type"] == "total" and e["party"] == seat:
                    e["points"] += delta
        return [{"deal": k, "event": i, "code": "wrong_total", "right": right, "written": right + delta}]

    return f


def m_pool_total(k, pool, delta):
    def f(deals, log):
        d = deals[k]
        i = find(d, lambda e: e["type"] == "total" and e["party"] == pool)[0]
        right = d["events"][i]["points"]
        for kk in range(k, len(deals)):
            for e in deals[kk]["events"]:
                if e["type"] == "total" and e["party"] == pool:
                    e["points"] += delta
        return [{"deal": k, "event": i, "code": "wrong_total", "right": right, "written": right + delta}]

    return f


def m_line_then_total(k1, seat1, k2, seat2):
    def f(deals, log):
        out = []
        d = deals[k1]
        i = find(d, lambda e: e["type"] == "score" and e["party"] == seat1)[0]
        right = d["events"][i]["points"]
        d["events"][i]["points"] = right - 10
        # the sheet adds its line as written
        for kk in range(k1, len(deals)):
            for e in deals[kk]["events"]:
                if e["type"] == "total" and e["party"] == seat1:
                    e["points"] -= 10
        out.append({"deal": k1, "event": i, "code": "wrong_score", "right": right, "written": right - 10})
        out += m_seat_total(k2, seat2, 20)(deals, log)
        return out

    return f


def main():
    P = "payments"
    S = "sheet"
    R = []
    R.append(
        build(
            "p01-clean-7-kingultimo",
            ["Agata", "Bogdan", "Cezary"],
            1,
            (95, 140),
            ["plain", "plain", "KU", "plain", "plain", "plain", "plain"],
            P,
            11,
            "Mid-session, 7 deals, payments; king ultimo takes the king pool in deal 2.",
        )
    )
    R.append(
        build(
            "p02-clean-8-tout-przydupek",
            ["Dorota", "Emil", "Filip"],
            0,
            (70, 115),
            ["plain", "plain", "TOUT", "plain", "plain", "PP", "plain", "plain"],
            P,
            12,
            "Mid-session, 8 deals, payments; Tout takes both pools in deal 2, a Pagat przydupek doubles the known pagat pool in deal 5.",
        )
    )
    R.append(
        build(
            "p03-clean-8-przydupek-then-take",
            ["Grażyna", "Henryk", "Irena"],
            2,
            (60, 185),
            ["plain", "KP", "plain", "plain", "plain", "plain", "KU", "plain"],
            P,
            13,
            "Mid-session, 8 deals, payments; a king przydupek pays the unknown king pool's content in deal 1; a king ultimo takes it in deal 6.",
        )
    )
    R.append(
        build(
            "p04-take-wrong-after-przydupek-9",
            ["Jacek", "Kinga", "Leszek"],
            0,
            (80, 125),
            ["plain", "plain", "KP", "plain", "plain", "plain", "plain", "KU", "plain"],
            P,
            14,
            "Mid-session, 9 deals, payments; przydupek in deal 2 gives the king pool's content; the king ultimo in deal 7 takes 10 too little.",
            mutate=m_wrong_take(7),
        )
    )
    R.append(
        build(
            "p05-cardpoints-wrong-9",
            ["Marta", "Norbert", "Olga"],
            1,
            (105, 150),
            ["plain"] * 8 + ["plain"],
            P,
            15,
            "Mid-session, 9 deals, payments, pools never taken; a card-points payment 5 too high in deal 8.",
            mutate=m_card_points(8),
        )
    )
    R.append(
        build(
            "p06-revoke-8",
            ["Paweł", "Renata", "Sławek"],
            2,
            (65, 90),
            ["plain", "PU", "plain", "plain", "plain", "plain", "REVOKE", "plain"],
            P,
            16,
            "Mid-session, 8 deals, payments; pagat ultimo in deal 1; a revoke in deal 6 (fine 40 to each pool, deal void).",
        )
    )
    R.append(
        build(
            "p07-two-payments-10",
            ["Tomasz", "Urszula", "Wiktor"],
            0,
            (90, 210),
            ["plain", "plain", "plain", "PU", "plain", "plain", "plain", "plain", "plain", "plain"],
            P,
            17,
            "Mid-session, 10 deals, payments; pagat ultimo in deal 3; last trick paid 25 in deal 8; a king lost paid 10 into the (unknown) king pool in deal 9.",
            mutate=m_two_payments(8, 9),
        )
    )
    R.append(
        build(
            "s01-clean-8-pooltotals",
            ["Zofia", "Adam", "Beata"],
            0,
            (75, 160),
            ["plain", "plain", "plain", "plain", "plain", "KU", "plain", "plain"],
            S,
            21,
            "Mid-session score sheet, 8 deals, seat lines, pool lines, running totals and pool totals from the first deal; king ultimo in deal 5.",
            sheet={"pool_lines": True, "pool_totals": "all"},
        )
    )
    R.append(
        build(
            "s02-clean-7-no-pool-lines",
            ["Czesław", "Danuta", "Edward"],
            1,
            (110, 95),
            ["plain", "KU", "plain", "plain", "PU", "plain", "plain"],
            S,
            22,
            "Mid-session score sheet, 7 deals, seat lines and running totals only; king ultimo deal 1, pagat ultimo deal 4.",
            sheet={"pool_lines": False, "pool_totals": "none"},
        )
    )
    R.append(
        build(
            "s03-seat-total-wrong-9",
            ["Felicja", "Gustaw", "Halina"],
            2,
            (85, 130),
            ["plain", "plain", "plain", "KP", "plain", "plain", "plain", "plain", "plain"],
            S,
            23,
            "Mid-session score sheet, 9 deals, seat and pool lines, running totals; a king przydupek in deal 3; a seat total 10 off in deal 8.",
            sheet={"pool_lines": True, "pool_totals": "none"},
            mutate=m_seat_total(8, 1, 10),
        )
    )
    R.append(
        build(
            "s04-pool-total-wrong-8",
            ["Ignacy", "Jadwiga", "Karol"],
            0,
            (100, 175),
            ["plain", "plain", "KU", "plain", "plain", "plain", "plain", "plain"],
            S,
            24,
            "Mid-session score sheet, 8 deals; king ultimo in deal 2, the king pool's total written from then on; it is 10 off in deal 6.",
            sheet={"pool_lines": True, "pool_totals": {"king_pool": 2}},
            mutate=m_pool_total(6, "king_pool", -10),
        )
    )
    R.append(
        build(
            "s05-line-and-total-10",
            ["Ludwik", "Maria", "Nikodem"],
            1,
            (70, 145),
            ["plain", "plain", "PU", "plain", "plain", "plain", "plain", "plain", "plain", "plain"],
            S,
            25,
            "Mid-session score sheet, 10 deals, seat lines and totals, no pool lines; pagat ultimo deal 2; a seat line 10 short in deal 7 and a total 20 off in deal 9.",
            sheet={"pool_lines": False, "pool_totals": "none"},
            mutate=m_line_then_total(7, 0, 9, 2),
        )
    )
    R.append(
        build(
            "s06-revoke-sheet-7",
            ["Oskar", "Patrycja", "Roman"],
            0,
            (55, 120),
            ["plain", "plain", "KU", "plain", "plain", "REVOKE", "plain"],
            S,
            26,
            "Mid-session score sheet, 7 deals, seat and pool lines, totals, pool totals from the king ultimo (deal 2); a revoke in deal 5.",
            sheet={"pool_lines": True, "pool_totals": {"king_pool": 2}},
        )
    )
    R.append(
        build(
            "s07-clean-6-tout-sheet",
            ["Stefan", "Teresa", "Wanda"],
            2,
            (90, 105),
            ["plain", "TOUT", "plain", "PP", "plain", "plain"],
            S,
            27,
            "Mid-session score sheet, 6 deals, seat lines and totals, pool totals after the Tout (deal 1); a Pagat przydupek doubles the known pagat pool in deal 3.",
            sheet={"pool_lines": False, "pool_totals": {"pagat_pool": 1, "king_pool": 1}},
        )
    )
    with open(os.path.join(HERE, "_facts.txt"), "w") as f:
        json.dump(R, f, indent=1, ensure_ascii=False)


if __name__ == "__main__":
    main()
