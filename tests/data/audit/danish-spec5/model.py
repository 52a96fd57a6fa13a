"""danish-spec5: an independent model of Danish Tarok (Ultimo) from the Polish source.

Imports nothing from the engine. Builds transcripts and computes every figure.
"""

import random

SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
HONOUR = {"K": 4, "Q": 3, "N": 2, "J": 1}


def deck():
    cards = [f"T{i}" for i in range(1, 22)] + ["JOKER"]
    for s in SUITS:
        for r in RED:
            cards.append(r + s)
    return cards


def suit(c):
    if c == "JOKER":
        return "J"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its own suit."""
    if c.startswith("T"):
        return int(c[1:])
    s = suit(c)
    order = RED if s in "HD" else BLACK
    return 14 - order.index(rank(c))


def points(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return HONOUR.get(rank(c), 0)


def is_king(c):
    return not c.startswith("T") and c != "JOKER" and rank(c) == "K"


def declarations(hand):
    items = []
    h = set(hand)
    joker = "JOKER" in h
    trumps = [c for c in hand if c.startswith("T")]
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in h})
    if joker and "T21" in h and "T1" in h:
        m = 3
        k = 20
        while f"T{k}" in h:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def decl_value(it):
    k = it["kind"]
    if k == "trumps":
        return 5 * (it["count"] - 8)
    if k == "matadors":
        return 5 * (it["count"] - 1)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


def round5(diff):
    sign = 1 if diff >= 0 else -1
    return sign * ((abs(diff) + 2) // 5) * 5


def legal(hand, trick, trick_no, led):
    """Cards a follower/leader may play (Joker: never in the second-last trick)."""
    no_joker = [c for c in hand if c != "JOKER"]
    if not trick:
        opts = no_joker or hand
    else:
        same = [c for c in no_joker if suit(c) == led]
        if same:
            opts = same
        else:
            tr = [c for c in no_joker if suit(c) == "T"]
            opts = tr or no_joker
    if "JOKER" in hand and trick_no != 23 and trick:
        opts = opts + ["JOKER"]
    return opts or hand


def winner_of(trick, led):
    """trick: list of (seat, card). Returns seat."""
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        if suit(c) == "T":
            key = (2, strength(c))
        elif suit(c) == led:
            key = (1, strength(c))
        else:
            key = (0, 0)
        if best is None or key > best[0]:
            best = (key, seat, c)
    return best[1], best[2]


class Session:
    def __init__(self, names, seed=0):
        self.n = len(names)
        self.names = names
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.rng = random.Random(seed)
        self.deals = []
        self.net = []  # per deal: dict party -> net

    def active(self, dealer):
        if self.n == 3:
            return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
        sitter = (dealer + 2) % 4
        order = [(dealer + i) % 4 for i in range(4)]
        return [s for s in order if s != sitter]

    # ---- event helpers
    def pay(self, ev, net, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        net[frm] = net.get(frm, 0) - amount
        net[to] = net.get(to, 0) + amount
        for p in (frm, to):
            if p in self.pools:
                self.pools[p] += amount if p == to else -amount

    def refill(self, ev, net, pool):
        for s in range(self.n):
            self.pay(ev, net, s, pool, 20, "refill")


def make_hands(rng, n, dealer):
    d = deck()
    rng.shuffle(d)
    hands = [[] for _ in range(n)]
    act = [dealer, (dealer + 1) % n, (dealer + 2) % n] if n == 3 else None
    if n == 4:
        sitter = (dealer + 2) % 4
        act = [s for s in [(dealer + i) % 4 for i in range(4)] if s != sitter]
    # dealt by fives, starting left of dealer; the dealer adds the last 3
    order = act[1:] + act[:1]
    i = 0
    for _ in range(5):
        for s in order:
            hands[s].extend(d[i : i + 5])
            i += 5
    hands[dealer].extend(d[i : i + 3])
    return hands


def choose_skat(hand):
    """Three pip cards (never a declaration card, king, Mondo or Joker)."""
    decl_cards = set()
    pips = [c for c in hand if suit(c) in SUITS and rank(c) not in "KQNJ"]
    pips.sort(key=lambda c: strength(c))
    out = [c for c in pips if c not in decl_cards][:3]
    return out


def simulate(rng, dealer, hands, active, joker_lead_exhausted=False, hold=0.8, fault=None):
    """Plays of one deal as (seat, card, named) tuples; hands are after the skat."""
    h = {s: list(hands[s]) for s in active}
    gone = set()
    for s in range(len(hands)):
        if s not in active:
            continue
    all_in_hands = set(c for s in active for c in h[s])
    gone |= set(deck()) - all_in_hands
    plays = []
    leader = active[1]
    joker_by = rng.randint(3, 18)
    for t in range(25):
        idx = active.index(leader)
        order = [active[(idx + i) % 3] for i in range(3)]
        trick = []
        led = None
        for pos, s in enumerate(order):
            named = None
            hand = h[s]
            if pos == 0:
                exhausted = [x for x in SUITS if all(c in gone for c in deck() if suit(c) == x)]
                if joker_lead_exhausted and "JOKER" in hand and exhausted and t < 21:
                    card, named = "JOKER", exhausted[0]
                    joker_lead_exhausted = False
                else:
                    opts = legal(hand, [], t, None)
                    card = pick(rng, opts, t, hold)
                led = named if card == "JOKER" else suit(card)
            else:
                if trick and trick[0][1] == "JOKER" and len(trick) == 2:
                    c2 = trick[1][1]
                    if suit(c2) not in (led, "T") and c2 != "JOKER":
                        led = suit(c2)
                opts = legal(hand, trick, t, led)
                bad = faulty(fault, t, pos, hand, led)
                if bad:
                    card = bad
                    fault = None
                elif "JOKER" in hand and t < 22 and t >= joker_by:
                    card = "JOKER"
                else:
                    card = pick(rng, [c for c in opts if c != "JOKER"] or opts, t, hold)
            hand.remove(card)
            gone.add(card)
            trick.append((s, card))
            plays.append((s, card, named))
        if trick[0][1] == "JOKER":
            lead_suit = trick_led(trick, plays[-3][2])
        else:
            lead_suit = suit(trick[0][1])
        leader, _ = winner_of(trick, lead_suit)
    return plays


def trick_led(trick, named):
    if trick[0][1] != "JOKER":
        return suit(trick[0][1])
    rest = [c for _, c in trick[1:]]
    if any(suit(c) in (named, "T") for c in rest):
        return named
    return suit(rest[0])


def pick(rng, opts, t, hold):
    keep = [c for c in opts if not (is_king(c) or c == "T1")]
    if keep and t < 24 and rng.random() < hold:
        return rng.choice(keep)
    return rng.choice(opts)


def build_deal(ses, dealer, hands, plays, skat, decls=None, first=False, record=True, announce=None):
    """Events (with every payment) and per-party net for a played deal.

    Returns (events, net, info); events hold payments only when record is True.
    """
    ev = []
    net = {}
    act = ses.active(dealer)
    info = {"play_index": {}, "trick_end": {}}
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(ses.n):
                ses.pay(ev, net, s, pool, 20, "foundation")
    ses.pay(ev, net, dealer, "pagat_pool", 5, "deal_fee")
    ses.pay(ev, net, dealer, "king_pool", 5, "deal_fee")
    if announce:
        ev.append({"type": "announce", "seat": dealer, "items": [announce]})
    ev.append({"type": "discard", "seat": dealer, "cards": list(skat)})
    after = [c for c in hands[dealer] if c not in skat]
    held = {s: (after if s == dealer else list(hands[s])) for s in act}
    if decls is None:
        decls = {s: declarations(held[s]) for s in act}
    for s in act:
        ev.append({"type": "declare", "seat": s, "items": decls[s]})
        for it in decls[s]:
            for o in act:
                if o != s:
                    ses.pay(ev, net, o, s, decl_value(it), "declaration")
    info["first_play"] = len(ev)
    tricks = [plays[i : i + 3] for i in range(0, 75, 3)]
    won = {s: 0 for s in act}
    pts = {s: 0 for s in act}
    pts[dealer] += 1 + sum(points(c) for c in skat)
    last = None
    for t, tr in enumerate(tricks):
        for k, (s, c, named) in enumerate(tr):
            e = {"type": "play", "seat": s, "card": c}
            if named:
                e["named"] = named
            info["play_index"][(t, k)] = len(ev)
            ev.append(e)
        named = tr[0][2]
        led = trick_led([(s, c) for s, c, _ in tr], named)
        w, wc = winner_of([(s, c) for s, c, _ in tr], led)
        won[w] += 1
        pts[w] += 1
        for s, c, _ in tr:
            if c == "JOKER" and t < 24:
                pts[s] += 4
            else:
                pts[w] += points(c)
        if t < 24:
            for s, c, _ in tr:
                if s == w:
                    continue
                if is_king(c):
                    for o in act:
                        if o != s:
                            ses.pay(ev, net, s, o, 5, "king_lost")
                    ses.pay(ev, net, s, "king_pool", 5, "king_lost")
                if c == "T1":
                    for o in act:
                        if o != s:
                            ses.pay(ev, net, s, o, 5, "pagat_lost")
                    ses.pay(ev, net, s, "pagat_pool", 5, "pagat_lost")
            if wc == "T1":
                for o in act:
                    if o != w:
                        ses.pay(ev, net, o, w, 5, "pagat_trick")
        else:
            last = (tr, w, wc)
        info["trick_end"][t] = len(ev)
    assert sum(pts.values()) == 78, pts
    tr, w, wc = last
    tout = [s for s in act if won[s] == 25]
    nolo = [s for s in act if won[s] == 0] if not tout else []
    info.update(won=won, pts=pts, tout=tout, nolo=nolo, last_winner=w, last_card=wc)
    king_przy = [s for s, c, _ in tr if is_king(c) and s != w]
    pagat_przy = [s for s, c, _ in tr if c == "T1" and s != w]
    kinds = []
    if tout:
        kinds.append("tout")
        for o in act:
            if o != w:
                ses.pay(ev, net, o, w, 85, "tout")
        for pool in ("pagat_pool", "king_pool"):
            amt = ses.pools[pool]
            ses.pay(ev, net, pool, w, amt, "tout")
    for s in nolo:
        kinds.append("nolo")
        for o in act:
            if o != s:
                ses.pay(ev, net, o, s, 25, "nolo")
    if not tout and not nolo:
        if wc == "T1":
            kinds.append("pagat_ultimo")
            for o in act:
                if o != w:
                    ses.pay(ev, net, o, w, 45, "pagat_ultimo")
            ses.pay(ev, net, "pagat_pool", w, ses.pools["pagat_pool"], "pagat_ultimo")
        elif is_king(wc):
            kinds.append("king_ultimo")
            for o in act:
                if o != w:
                    ses.pay(ev, net, o, w, 40, "king_ultimo")
    king_before = ses.pools["king_pool"]
    if not tout and not nolo and is_king(wc):
        ses.pay(ev, net, "king_pool", w, king_before, "king_ultimo")
    for s in pagat_przy:
        kinds.append("pagat_przydupek")
        for o in act:
            if o != s:
                ses.pay(ev, net, s, o, 45, "pagat_przydupek")
        ses.pay(ev, net, s, "pagat_pool", ses.pools["pagat_pool"], "pagat_przydupek")
    for s in king_przy:
        kinds.append("king_przydupek")
        for o in act:
            if o != s:
                ses.pay(ev, net, s, o, 40, "king_przydupek")
        ses.pay(ev, net, s, "king_pool", king_before, "king_przydupek")
    if not tout and not nolo and not pagat_przy and not king_przy and not (wc == "T1" or is_king(wc)):
        kinds.append("last_trick")
        for o in act:
            if o != w:
                ses.pay(ev, net, o, w, 20, "last_trick")
    for pool in ("pagat_pool", "king_pool"):
        if ses.pools[pool] == 0:
            ses.refill(ev, net, pool)
    info["kinds"] = kinds
    if not nolo:
        nd = (dealer + 1) % ses.n
        for s in act:
            if s == nd:
                continue
            amt = round5(pts[s] - 26)
            if amt < 0:
                ses.pay(ev, net, s, nd, -amt, "card_points")
            elif amt > 0:
                ses.pay(ev, net, nd, s, amt, "card_points")
    if not record:
        ev = [e for e in ev if e["type"] != "payment"]
    return ev, net, info


def new_deal(ses, dealer, seed_rng, **kw):
    hands = make_hands(seed_rng, ses.n, dealer)
    skat = choose_skat(hands[dealer])
    act = ses.active(dealer)
    after = {s: ([c for c in hands[dealer] if c not in skat] if s == dealer else hands[s]) for s in act}
    full = [list(after.get(s, [])) for s in range(ses.n)]
    plays = simulate(seed_rng, dealer, full, act, **kw)
    return hands, skat, plays


def faulty(fault, t, pos, hand, led):
    """A planted follow fault: ('revoke', t) or ('notrump', t), the first chance from t."""
    if not fault or t < fault[1] or pos != 1:
        return None
    plain = [c for c in hand if c != "JOKER"]
    has_led = any(suit(c) == led for c in plain)
    has_trump = any(suit(c) == "T" for c in plain)
    if fault[0] == "revoke" and has_led and led != "T":
        other = [c for c in plain if suit(c) not in (led, "T") and not is_king(c)]
        return other[0] if other else None
    if fault[0] == "notrump" and not has_led and has_trump:
        other = [c for c in plain if suit(c) not in (led, "T") and not is_king(c)]
        return other[0] if other else None
    return None
