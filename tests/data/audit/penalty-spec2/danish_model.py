"""Danish Tarok (Ultimo, Polish translation 2010): a blind model of play and payments (§10-§15)."""

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_PIPS = [str(i) for i in range(1, 11)]  # 1 high .. 10 low
BLACK_PIPS = [str(i) for i in range(10, 0, -1)]  # 10 high .. 1 low
DECK = (
    [f"T{i}" for i in range(1, 22)]
    + ["JOKER"]
    + [r + s for s in SUITS for r in COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS)]
)
assert len(DECK) == 78


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "JOKER":
        return None
    return "T" if is_trump(c) else c[-1]


def rank(c):
    return c[:-1]


def honour(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if is_trump(c):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def strength(c, led):
    if c == "JOKER":
        return -1
    if is_trump(c):
        return 200 + int(c[1:])
    if suit(c) != led:
        return 0
    order = COURTS + (RED_PIPS if c[-1] in "HD" else BLACK_PIPS)
    return 100 + (len(order) - order.index(rank(c)))


def led_suit(trick):
    """trick: list of (seat, card, named)."""
    s, c, named = trick[0]
    if c == "JOKER":
        return named
    return suit(c)


def winner(trick):
    led = led_suit(trick)
    best = max(trick, key=lambda x: strength(x[1], led))
    return best[0]


def legal(hand, trick, trick_no, ntricks=25):
    """Cards a player may play.  The Joker: any time except the second-last trick."""
    joker_ok = "JOKER" in hand and trick_no != ntricks - 2
    if not trick:
        cards = [c for c in hand if c != "JOKER"]
        return cards + (["JOKER"] if joker_ok else [])
    led = led_suit(trick)
    same = [c for c in hand if suit(c) == led]
    if not same:
        same = [c for c in hand if is_trump(c)]
    if not same:
        same = [c for c in hand if c != "JOKER"]
    return same + (["JOKER"] if joker_ok else [])


def declarations(hand):
    """Mandatory declarations of a hand (§14) with their values (§15)."""
    items = []
    has_j = "JOKER" in hand
    trumps = [c for c in hand if is_trump(c)]
    n = len(trumps) + (1 if has_j else 0)
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 5 * (n - 8)))
    if has_j and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 5 * (m - 1)))
    for s in SUITS:
        courts = [r for r in COURTS if r + s in hand]
        if len(courts) == 4:
            form = "rich" if has_j else "full"
            items.append(({"kind": "cavalry", "suit": s, "form": form}, 15 if has_j else 10))
        elif len(courts) == 3 and has_j:
            miss = [r for r in COURTS if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if has_j else "full"}, 15 if has_j else 10))
    elif len(kings) == 3 and has_j:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def card_point_payment(p):
    """Points compared with 26, rounded to the nearest 5 (§15): + = the new dealer pays."""
    d = p - 26
    q = round(d / 5)
    return 5 * q


class Table:
    """Pools and payments across a session."""

    def __init__(self, n=3):
        self.n = n
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.net = {i: 0 for i in range(n)}
        self.net.update({"pagat_pool": 0, "king_pool": 0})

    def pay(self, frm, to, amount, reason, events):
        events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        self.net[frm] -= amount
        self.net[to] += amount
        if frm in self.pools:
            self.pools[frm] -= amount
        if to in self.pools:
            self.pools[to] += amount


def others(seat, n=3):
    return [(seat + k) % n for k in range(1, n)]


def play_deal(table, dealer, hands, discard, plays, first=False, declare_items=None, n=3):
    """Replays a legal deal and returns (events, info).  plays: list of (seat, card, named) in
    order; declare_items: optional {seat: items} overriding the computed declarations (for
    faults).  Payments are appended as the rules give them (§15)."""
    ev = []
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                table.pay(s, pool, 20, "foundation", ev)
    table.pay(dealer, "pagat_pool", 5, "deal_fee", ev)
    table.pay(dealer, "king_pool", 5, "deal_fee", ev)
    ev.append({"type": "discard", "seat": dealer, "cards": discard})
    hand = [list(h) for h in hands]
    for c in discard:
        hand[dealer].remove(c)
    decl_idx = {}
    for k in range(n):
        s = (dealer + k) % n
        items = declarations(hand[s])
        decl_idx[s] = len(ev)
        ev.append({"type": "declare", "seat": s, "items": [i for i, v in items]})
        for item, v in items:
            for o in others(s, n):
                table.pay(o, s, v, "declaration", ev)
    piles = {s: [] for s in range(n)}
    tricks_won = {s: 0 for s in range(n)}
    play_idx = []
    trick = []
    t = 0
    leader = (dealer + 1) % n
    info = {"decl_idx": decl_idx, "trick_end": []}
    for (s, c, named) in plays:
        play_idx.append(len(ev))
        e = {"type": "play", "seat": s, "card": c}
        if named:
            e["named"] = named
        ev.append(e)
        hand[s].remove(c)
        trick.append((s, c, named))
        if len(trick) < n:
            continue
        w = winner(trick)
        tricks_won[w] += 1
        last = t == 24
        for ps, pc, _ in trick:
            if pc == "JOKER" and not last:
                piles[ps].append(pc)
            else:
                piles[w].append(pc)
        info["trick_end"].append(len(ev))
        if not last:
            for ps, pc, _ in trick:
                if pc != "JOKER" and not is_trump(pc) and rank(pc) == "K" and ps != w:
                    for o in others(ps, n):
                        table.pay(ps, o, 5, "king_lost", ev)
                    table.pay(ps, "king_pool", 5, "king_lost", ev)
                if pc == "T1":
                    if ps != w:
                        for o in others(ps, n):
                            table.pay(ps, o, 5, "pagat_lost", ev)
                        table.pay(ps, "pagat_pool", 5, "pagat_lost", ev)
                    else:
                        for o in others(ps, n):
                            table.pay(o, ps, 5, "pagat_trick", ev)
        else:
            wcard = [pc for ps, pc, _ in trick if ps == w][0]
            pool_k = table.pools["king_pool"]
            pool_p = table.pools["pagat_pool"]
            przy = [(ps, pc) for ps, pc, _ in trick if ps != w and (pc == "T1" or (not is_trump(pc) and pc != "JOKER" and rank(pc) == "K"))]
            ultimo = wcard == "T1" or (not is_trump(wcard) and wcard != "JOKER" and rank(wcard) == "K")
            if wcard == "T1":
                for o in others(w, n):
                    table.pay(o, w, 45, "pagat_ultimo", ev)
                table.pay("pagat_pool", w, pool_p, "pagat_ultimo", ev)
            elif ultimo:
                for o in others(w, n):
                    table.pay(o, w, 40, "king_ultimo", ev)
                table.pay("king_pool", w, pool_k, "king_ultimo", ev)
            for ps, pc in przy:
                if pc == "T1":
                    for o in others(ps, n):
                        table.pay(ps, o, 45, "pagat_przydupek", ev)
                    table.pay(ps, "pagat_pool", pool_p, "pagat_przydupek", ev)
                else:
                    for o in others(ps, n):
                        table.pay(ps, o, 40, "king_przydupek", ev)
                    table.pay(ps, "king_pool", pool_k, "king_przydupek", ev)
            for pool in ("pagat_pool", "king_pool"):
                if table.pools[pool] == 0:
                    for s2 in range(n):
                        table.pay(s2, pool, 20, "refill", ev)
            if not ultimo and not przy:
                for o in others(w, n):
                    table.pay(o, w, 20, "last_trick", ev)
            info["last_winner"] = w
            info["last_card"] = wcard
            info["last_special"] = bool(ultimo or przy)
        trick = []
        leader = w
        t += 1
    assert t == 25, t
    assert all(v > 0 for v in tricks_won.values()), ("nolo", tricks_won)
    assert max(tricks_won.values()) < 25
    pts = {s: sum(honour(c) for c in piles[s]) + tricks_won[s] + (1 + sum(honour(c) for c in discard) if s == dealer else 0) for s in range(n)}
    assert sum(pts.values()) == 78, pts
    nd = (dealer + 1) % n
    for s in range(n):
        if s == nd:
            continue
        a = card_point_payment(pts[s])
        if a > 0:
            table.pay(nd, s, a, "card_points", ev)
        elif a < 0:
            table.pay(s, nd, -a, "card_points", ev)
    info.update(points=pts, tricks=tricks_won, play_idx=play_idx)
    return ev, info


def check_example(path):
    import json

    d = json.load(open(path))
    table = Table(3)
    for k, dl in enumerate(d["deals"]):
        plays = [(e["seat"], e["card"], e.get("named")) for e in dl["events"] if e["type"] == "play"]
        disc = [e for e in dl["events"] if e["type"] == "discard"][0]["cards"]
        ev, info = play_deal(table, dl["dealer"], dl["hands"], disc, plays, first=(k == 0))
        mine = sorted(tuple(map(str, (e["from"], e["to"], e["amount"], e["reason"]))) for e in ev if e["type"] == "payment")
        theirs = sorted(tuple(map(str, (e["from"], e["to"], e["amount"], e.get("reason")))) for e in dl["events"] if e["type"] == "payment")
        print(k, "match" if mine == theirs else "DIFF", info["points"])
        if mine != theirs:
            print("  mine-only", [x for x in mine if x not in theirs])
            print("  theirs-only", [x for x in theirs if x not in mine])
