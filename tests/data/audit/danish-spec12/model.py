"""Blind model of Danish Tarok ("Ultimo") from the Polish source (000_2fac32aef83ce8a1.txt), round danish-spec12.

Written from the source only (no engine code read). It deals, plays legally, and settles
every payment the source names (§15, §17, §18), for 3 players or 4 (the fourth, opposite the
dealer, sits out).

Readings taken (see EXPECTED.md for the quotes):
- order of play = counter-clockwise; players are listed in that order, so the first lead is
  dealer+1 ("Gracz po prawej od Rozdającego"), the next dealer is dealer+1 (§17: the pools lie
  "po prawej ręce poprzedniego Rozdającego i po lewej nowego").
- 4 players: the seat opposite the dealer (dealer+2) sits out (§2, §17).
- the deal fee (5 to each pool) is paid by a NEW dealer (§17 "nowy Rozdający płaci za przywilej
  bycia Rozdającym ... i przesuwa pule"); a redeal by the same dealer (§17 no trumps, §18 small
  misdeal) does not repeat it.
- card points: honours + 1 per trick won + 1 for the skat (dealer); difference to 26 in steps of 5
  settled with the NEW dealer (the next one in rotation).
- the fourth joining pays into each pool a third of what that pool holds at that moment (§17).
"""

from __future__ import annotations

import random

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_PIPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low
BLACK_PIPS = ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]  # high -> low


def deck():
    cards = []
    for s in SUITS:
        pips = RED_PIPS if s in "HD" else BLACK_PIPS
        for r in COURTS + pips:
            cards.append(r + s)
    cards += ["T%d" % i for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit(c):
    if c == "JOKER":
        return "J*"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """higher = stronger within its suit (trumps by number)."""
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    r = c[:-1]
    order = COURTS + (RED_PIPS if s in "HD" else BLACK_PIPS)
    return 100 - order.index(r)


def is_king(c):
    return c != "JOKER" and not c.startswith("T") and c[:-1] == "K"


def honour(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    r = c[:-1]
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(r, 0)


def is_pip(c):
    return c != "JOKER" and not c.startswith("T") and c[:-1] not in COURTS


# ---------------------------------------------------------------- declarations (§14, §15)
def declarations(hand):
    items = []
    pays = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if c.startswith("T")]
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
        pays.append(10 + 5 * (n - 10))
    if joker and "T21" in hand and "T1" in hand:
        k = 3
        t = 20
        while "T%d" % t in hand:
            k += 1
            t -= 1
        items.append({"kind": "matadors", "count": k})
        pays.append(10 + 5 * (k - 3))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                items.append({"kind": "cavalry", "suit": s, "form": "rich"})
                pays.append(15)
            else:
                items.append({"kind": "cavalry", "suit": s, "form": "full"})
                pays.append(10)
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
            pays.append(5)
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        if joker:
            items.append({"kind": "kings", "form": "rich"})
            pays.append(15)
        else:
            items.append({"kind": "kings", "form": "full"})
            pays.append(10)
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
        pays.append(5)
    return items, pays


# ---------------------------------------------------------------- table state
class Table:
    def __init__(self, nseats, pools=None):
        self.n = nseats
        self.pools = dict(pools or {"pagat_pool": 0, "king_pool": 0})

    def pay(self, events, frm, to, amount, reason):
        events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        if frm in self.pools:
            self.pools[frm] -= amount
        if to in self.pools:
            self.pools[to] += amount


def active_seats(n, dealer, absent=None):
    """seats that play, in order of play starting from the dealer."""
    out = None
    if n == 4:
        out = (dealer + 2) % 4
    seats = [(dealer + i) % n for i in range(n)]
    return [s for s in seats if s != out and s != absent]


def deal_hands(rng, n, dealer, sizes=None, absent=None):
    """sizes: dict seat->size override (misdeals)."""
    cards = deck()
    rng.shuffle(cards)
    act = active_seats(n, dealer, absent)
    want = {s: (28 if s == dealer else 25) for s in act}
    if sizes:
        want.update(sizes)
    assert sum(want.values()) == 78, want
    hands = [[] for _ in range(n)]
    i = 0
    for s in act:
        hands[s] = cards[i : i + want[s]]
        i += want[s]
    return hands


def make_void_of_trumps(hands, seat, keep_joker=True, keep_trumps=0, rng=None):
    """swap trumps out of `seat` (keeping `keep_trumps` of them); put the Joker in if keep_joker."""
    others = [s for s in range(len(hands)) if s != seat and hands[s]]
    h = hands[seat]
    trumps = [c for c in h if c.startswith("T")]
    keep = trumps[:keep_trumps]
    for t in trumps[keep_trumps:]:
        for o in others:
            cand = [c for c in hands[o] if not c.startswith("T") and c != "JOKER"]
            if cand:
                c = cand[0]
                hands[o].remove(c)
                hands[o].append(t)
                h.remove(t)
                h.append(c)
                break
    if keep_trumps and not keep:
        raise ValueError
    if keep_joker and "JOKER" not in h:
        for o in others:
            if "JOKER" in hands[o]:
                c = [x for x in h if is_pip(x)][0]
                h.remove(c)
                h.append("JOKER")
                hands[o].remove("JOKER")
                hands[o].append(c)
    if not keep_joker and "JOKER" in h:
        o = others[0]
        c = [x for x in hands[o] if is_pip(x)][0]
        hands[o].remove(c)
        hands[o].append("JOKER")
        h.remove("JOKER")
        h.append(c)
    return hands


# ---------------------------------------------------------------- play
def legal(hand, led, trick_no, lead=False):
    """led: suit letter being followed (H D S C T) or None when leading."""
    if lead:
        opts = [c for c in hand if c != "JOKER"]
        if not opts:
            opts = list(hand)
        return opts
    same = [c for c in hand if suit(c) == led]
    if same:
        opts = same
    else:
        tr = [c for c in hand if c.startswith("T")]
        opts = tr if tr else [c for c in hand if c != "JOKER"]
    if "JOKER" in hand and trick_no != 23:
        opts = opts + ["JOKER"]
    if not opts:
        opts = list(hand)
    return opts


def trick_winner(plays, named):
    """plays: [(seat, card)]; named: the suit led (Joker lead: its named suit)."""
    trumps = [(strength(c), s) for s, c in plays if c.startswith("T")]
    if trumps:
        return max(trumps)[1]
    led = [(strength(c), s) for s, c in plays if c != "JOKER" and suit(c) == named]
    return max(led)[1]


def play_deal(rng, table, n, dealer, hands, events, stop_after_tricks=None, hold_kings=0.35, avoid_specials_until=0):
    """Discard, declarations, play. Appends events (incl. in-play payments) and returns result dict."""
    act = active_seats(n, dealer, absent=getattr(table, "absent", None))
    hands = [list(h) for h in hands]
    # skat (§8, §13): three pip cards, the lowest
    dh = hands[dealer]
    pips = sorted([c for c in dh if is_pip(c)], key=strength)
    skat = pips[:3]
    for c in skat:
        dh.remove(c)
    events.append({"type": "discard", "seat": dealer, "cards": skat})
    # declarations, from the dealer (§9, §14)
    for s in act:
        items, pays = declarations(hands[s])
        events.append({"type": "declare", "seat": s, "items": items})
        for amt in pays:
            for o in act:
                if o != s:
                    table.pay(events, o, s, amt, "declaration")
    # play
    leader = act[1]
    piles = {s: [] for s in act}
    tricks = {s: 0 for s in act}
    ntr = len(hands[act[1]])
    last = None
    for t in range(ntr):
        if stop_after_tricks is not None and t >= stop_after_tricks:
            return {"stopped": True, "hands": hands}
        order = [leader] + [s for s in act[act.index(leader) + 1 :] + act[: act.index(leader)]]
        plays = []
        named = None
        for i, s in enumerate(order):
            h = hands[s]
            if i == 0:
                opts = legal(h, None, t, lead=True)
                if "JOKER" in h and t >= 21:
                    opts = ["JOKER"]
            else:
                opts = legal(h, named, t)
                if "JOKER" in h and t >= 21 and t != 23:
                    opts = ["JOKER"]
            if t < avoid_specials_until:
                safe = [c for c in opts if not is_king(c) and c != "T1"]
                if safe:
                    opts = safe
            # keep kings and the Pagat for the end when possible
            if t < ntr - 1 and rng.random() < hold_kings:
                safe = [c for c in opts if not is_king(c) and c != "T1"]
                if safe:
                    opts = safe
            # play the Joker early-ish as a follower
            if i > 0 and "JOKER" in opts and len(opts) > 1 and rng.random() < 0.85:
                opts = [c for c in opts if c != "JOKER"]
            if i == 0 and opts == ["JOKER"]:
                c = "JOKER"
            else:
                c = rng.choice(sorted(opts))
            ev = {"type": "play", "seat": s, "card": c}
            if i == 0:
                if c == "JOKER":
                    nxt = order[1]
                    suits_next = sorted({suit(x) for x in hands[nxt] if suit(x) in SUITS})
                    if not suits_next:
                        raise RuntimeError("joker lead: next player has no suit card")
                    named = suits_next[0]
                    ev["named"] = named
                else:
                    named = suit(c)
            h.remove(c)
            plays.append((s, c))
            events.append(ev)
        w = trick_winner(plays, named)
        tricks[w] += 1
        is_last = t == ntr - 1
        for s, c in plays:
            if c == "JOKER" and not is_last:
                piles[s].append(c)
            else:
                piles[w].append(c)
        if not is_last:
            others_of = lambda s: [o for o in act if o != s]  # noqa: E731
            for s, c in plays:
                if is_king(c) and s != w:
                    for o in others_of(s):
                        table.pay(events, s, o, 5, "king_lost")
                    table.pay(events, s, "king_pool", 5, "king_lost")
                if c == "T1" and s != w:
                    for o in others_of(s):
                        table.pay(events, s, o, 5, "pagat_lost")
                    table.pay(events, s, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and s == w:
                    for o in others_of(s):
                        table.pay(events, o, s, 5, "pagat_trick")
        else:
            last = (plays, w)
        leader = w
    return {"stopped": False, "tricks": tricks, "piles": piles, "last": last, "skat": skat, "act": act}


def settle(table, n, dealer, res, events, all_seats):
    """§15 'Po ostatniej kolejce' and the card points. all_seats: who refills an emptied pool."""
    act = res["act"]
    tricks = res["tricks"]
    plays, w = res["last"]
    info = {}
    tout = [s for s in act if tricks[s] == sum(tricks.values())]
    nolo = [s for s in act if tricks[s] == 0] if not tout else []
    wcard = dict(plays)[w]
    king_przy = [s for s, c in plays if is_king(c) and s != w]
    pagat_przy = [s for s, c in plays if c == "T1" and s != w]
    others = lambda s: [o for o in act if o != s]  # noqa: E731
    kp0 = table.pools["king_pool"]
    pp0 = table.pools["pagat_pool"]
    if tout:
        s = tout[0]
        for o in others(s):
            table.pay(events, o, s, 85, "tout")
        info["tout"] = s
        # pools to him, refilled (unless a simultaneous przydupek)
        for pool, przy in (("pagat_pool", pagat_przy), ("king_pool", king_przy)):
            amt = table.pools[pool]
            table.pay(events, pool, s, amt, "tout")
            if not przy:
                for x in all_seats:
                    table.pay(events, x, pool, 20, "refill")
    for s in nolo:
        for o in others(s):
            table.pay(events, o, s, 25, "nolo")
        info["nolo"] = s
    if not tout and not nolo:
        if wcard == "T1":
            for o in others(w):
                table.pay(events, o, w, 45, "pagat_ultimo")
            table.pay(events, "pagat_pool", w, pp0, "pagat_ultimo")
            for x in all_seats:
                table.pay(events, x, "pagat_pool", 20, "refill")
            info["pagat_ultimo"] = w
        elif is_king(wcard):
            for o in others(w):
                table.pay(events, o, w, 40, "king_ultimo")
            table.pay(events, "king_pool", w, kp0, "king_ultimo")
            if not king_przy:
                for x in all_seats:
                    table.pay(events, x, "king_pool", 20, "refill")
            info["king_ultimo"] = w
    for s in pagat_przy:
        for o in others(s):
            table.pay(events, s, o, 45, "pagat_przydupek")
        table.pay(events, s, "pagat_pool", pp0, "pagat_przydupek")
        info["pagat_przydupek"] = s
    for s in king_przy:
        for o in others(s):
            table.pay(events, s, o, 40, "king_przydupek")
        table.pay(events, s, "king_pool", kp0, "king_przydupek")
        info.setdefault("king_przydupek", []).append(s)
    if not tout and not nolo and not king_przy and not pagat_przy and not is_king(wcard) and wcard != "T1":
        for o in others(w):
            table.pay(events, o, w, 20, "last_trick")
        info["last_trick"] = w
    # card points
    pts = {}
    for s in act:
        p = sum(honour(c) for c in res["piles"][s]) + tricks[s]
        if s == dealer:
            p += sum(honour(c) for c in res["skat"]) + 1
        pts[s] = p
    assert sum(pts.values()) == 78, pts
    info["points"] = pts
    info["tricks"] = dict(tricks)
    new_dealer = (dealer + 1) % n
    if not nolo:
        for s in act:
            if s == new_dealer:
                continue
            amt = 5 * ((pts[s] - 24) // 5)
            if amt < 0:
                table.pay(events, s, new_dealer, -amt, "card_points")
            elif amt > 0:
                table.pay(events, new_dealer, s, amt, "card_points")
    return info


def nets(events, seats):
    """net chips per seat and pool from a deal's payment events."""
    out = {s: 0 for s in seats}
    out.update({"pagat_pool": 0, "king_pool": 0})
    for e in events:
        if e["type"] == "payment":
            out[e["from"]] -= e["amount"]
            out[e["to"]] += e["amount"]
    return out
