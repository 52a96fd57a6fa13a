"""Blind model of Danish Tarok (Ultimo) from the Polish source, for audit danish29.

Imports nothing from validator/ or replays/. Every figure in the round's transcripts
is computed here from the source text (section numbers refer to the source).
"""

import random

SUITS = "HDSC"
COURTS = "KQNJ"
COURT_POINTS = {"K": 4, "Q": 3, "N": 2, "J": 1}


def deck():
    cards = []
    for s in SUITS:
        cards += [r + s for r in COURTS] + [f"{p}{s}" for p in range(1, 11)]
    cards += [f"T{n}" for n in range(1, 22)] + ["JOKER"]
    return cards


def suit(card):
    if card == "JOKER":
        return None
    if card.startswith("T"):
        return "T"
    return card[-1]


def strength(card):
    """Rank within its suit (§3): red K Q N J 1..10, black K Q N J 10..1."""
    if card.startswith("T"):
        return int(card[1:])
    r, s = card[:-1], card[-1]
    if r in COURTS:
        return {"K": 14, "Q": 13, "N": 12, "J": 11}[r]
    p = int(r)
    return 11 - p if s in "HD" else p


def is_king(card):
    return card != "JOKER" and card[0] == "K" and len(card) == 2


def card_value(card):
    """§15 card points: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if card in ("T1", "T21", "JOKER"):
        return 4
    if card.startswith("T"):
        return 0
    return COURT_POINTS.get(card[:-1], 0)


def declarations(hand):
    """§14 mandatory declarations of a hand, as transcript items with their §15 value."""
    items = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if c.startswith("T")]
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
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            form = "rich" if joker else "full"
            items.append(({"kind": "cavalry", "suit": s, "form": form}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def band(points):
    """§15: difference from 26 rounded to the nearest multiple of 5 (14-18 -> -10 ... 34-38 -> +10)."""
    d = points - 26
    q, r = divmod(abs(d), 5)
    amt = 5 * (q + (1 if r >= 3 else 0))
    return amt if d >= 0 else -amt


class Ledger:
    """Chips per party for one deal; seats are ints, pools are names."""

    def __init__(self):
        self.flows = []  # (from, to, amount, reason)

    def pay(self, frm, to, amount, reason):
        if amount:
            self.flows.append((frm, to, amount, reason))

    def net(self):
        out = {}
        for f, t, a, _ in self.flows:
            out[f] = out.get(f, 0) - a
            out[t] = out.get(t, 0) + a
        return out


def trick_winner(trick, led):
    """trick: list of (seat, card). led: the suit led (named suit if Joker led)."""
    best = None
    for seat, card in trick:
        if card == "JOKER":
            continue
        s = suit(card)
        if s == "T":
            key = (2, strength(card))
        elif s == led:
            key = (1, strength(card))
        else:
            key = (0, 0)
        if best is None or key > best[0]:
            best = (key, seat, card)
    return best[1], best[2]


def legal(hand, led):
    """§10/§12: follow the led suit, else trump, else anything; the Joker any time."""
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["JOKER"] if "JOKER" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["JOKER"] if "JOKER" in hand else [])
    return list(hand)


class Table:
    """A session: players, pools, running totals (chips) per seat and pool."""

    def __init__(self, n, pools=None, totals=None):
        self.n = n
        self.pools = dict(pools) if pools else {"pagat_pool": 0, "king_pool": 0}
        self.totals = list(totals) if totals else [0] * n
        self.fresh = pools is None

    def active(self, dealer):
        if self.n == 3:
            return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
        sitter = (dealer + 2) % 4
        return [s for s in [(dealer + i) % 4 for i in range(4)] if s != sitter]

    def apply(self, ledger):
        for f, t, a, _ in ledger.flows:
            for p, sign in ((f, -1), (t, 1)):
                if isinstance(p, int):
                    self.totals[p] += sign * a
                else:
                    self.pools[p] += sign * a


PEN = {"superficial": 0, "small": 5, "large": 20, "irreparable": 40}


class Fault(Exception):
    pass


def simulate(table, dealer, seed, fault=None, pen_class=None):
    """Play one deal. Returns (hands, events, ledger, info) where events mixes event dicts
    and ("pay", from, to, amount, reason) tuples, in order. fault: dict describing one
    planted fault (see gen.py). Raises Fault when the seed does not suit the scenario."""
    fault = fault or {}
    rng = random.Random(seed)
    n = table.n
    act = table.active(dealer)
    cards = deck()
    rng.shuffle(cards)
    hands = [[] for _ in range(n)]
    order = act[1:] + act[:1]
    pos = 0
    for p in order:
        hands[p] = cards[pos : pos + 25]
        pos += 25
    hands[dealer] += cards[pos : pos + 3]
    dealt = [list(h) for h in hands]
    led_ = Ledger()
    ev = []
    info = {"fault_event": None, "annulled": False}

    def pay(f, t, a, r):
        if not a:
            return
        led_.pay(f, t, a, r)
        ev.append(("pay", f, t, a, r))

    if table.fresh:
        for p in range(n):
            pay(p, "pagat_pool", 20, "foundation")
            pay(p, "king_pool", 20, "foundation")
    if fault.get("no_fee"):
        pass
    else:
        pay(dealer, "pagat_pool", 5, "deal_fee")
        pay(dealer, "king_pool", 5, "deal_fee")

    def penalty(seat, cls):
        a = PEN[cls]
        pay(seat, "pagat_pool", a, "penalty")
        pay(seat, "king_pool", a, "penalty")

    # skat (§8, §13)
    h = hands[dealer]
    pips = sorted([c for c in h if c != "JOKER" and suit(c) in SUITS and c[:-1] not in COURTS], key=strength)
    if len(pips) < 3:
        raise Fault("no pips")
    skat = pips[:3]
    if fault.get("kind") == "skat_king":
        kings = [c for c in h if is_king(c)]
        if not kings:
            raise Fault("no king")
        skat = [kings[0]] + pips[:2]
    for c in skat:
        h.remove(c)
    # declarations must not depend on the discarded pips (they never do)
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    if fault.get("kind") == "skat_king":
        info["fault_event"] = len(ev) - 1
    # declarations (§9, §14, §15)
    decl_order = list(act)
    if fault.get("kind") == "decl_before_dealer":
        decl_order = [act[1], act[0], act[2]]
    decl = {p: declarations(hands[p]) for p in act}
    if fault.get("need_decl") is not None and not decl[act[fault["need_decl"]]]:
        raise Fault("no declaration for the seat")
    received = {}
    for i, p in enumerate(decl_order):
        items = decl[p]
        if fault.get("kind") == "missed_decl" and p == act[fault["seat_pos"]]:
            if not items:
                raise Fault("nothing to miss")
            ev.append({"type": "declare", "seat": p, "items": []})
            info["fault_event"] = len(ev) - 1
            continue
        if fault.get("kind") == "false_decl" and p == act[fault["seat_pos"]]:
            tr = [it for it in items if it[0]["kind"] == "trumps"]
            if not tr:
                raise Fault("no trumps declaration to inflate")
            it, val = tr[0]
            it2 = dict(it, count=it["count"] + 1)
            items = [(it2, val + 5) if x[0] is it else x for x in items]
            ev.append({"type": "declare", "seat": p, "items": [x[0] for x in items]})
            info["fault_event"] = len(ev) - 1
            for x in items:
                for q in act:
                    if q != p:
                        pay(q, p, x[1], "declaration")
                        if x[0] is it2:
                            received[q] = x[1]
            continue
        ev.append({"type": "declare", "seat": p, "items": [x[0] for x in items]})
        if fault.get("kind") == "decl_before_dealer" and i == 0:
            info["fault_event"] = len(ev) - 1
        for x in items:
            for q in act:
                if q != p:
                    pay(q, p, x[1], "declaration")
    if fault.get("kind") == "decl_before_dealer":
        penalty(act[1], "large")
    if fault.get("kind") == "skat_king":
        penalty(dealer, "irreparable")
        info["annulled"] = True
        return dealt, ev, led_, info
    # play (§10-§12)
    piles = {p: [] for p in act}
    played_all = set()
    tricks = {p: 0 for p in act}
    leader = act[1]
    joker_holder = next(p for p in act if "JOKER" in hands[p])
    joker_trick = fault.get("joker_trick", rng.randint(2, 14))
    joker_played = False
    last = None
    for t in range(25):
        seq = act[act.index(leader) :] + act[: act.index(leader)]
        if fault.get("kind") == "ooo_lead" and t == fault["trick"]:
            seq = seq[1:] + seq[:1]
        if fault.get("kind") == "ooo_follow" and t == fault["trick"]:
            seq = [seq[0], seq[2], seq[1]]
        if t == 22 and fault.get("kind") == "false_joker_demand":
            if not joker_played:
                raise Fault("joker still out")
            caller = act[fault["seat_pos"]]
            ev.append({"type": "call", "seat": caller, "call": "joker"})
            info["fault_event"] = len(ev) - 1
            penalty(caller, "large")
        trick = []
        led = None
        for k, p in enumerate(seq):
            hand = hands[p]
            opts = legal(hand, led)
            choice = None
            if k == 0:
                if (
                    fault.get("kind") == "joker_exhausted"
                    and p == joker_holder
                    and not joker_played
                    and t >= 8
                    and t <= 22
                ):
                    gone = set(skat)
                    for pl in piles.values():
                        gone |= set(pl)
                    gone |= played_all
                    ex = [s for s in SUITS if all(c in gone for c in deck() if suit(c) == s)]
                    if ex:
                        choice = "JOKER"
                        named = ex[0]
                non_j = [c for c in opts if c != "JOKER"]
                if choice is None:
                    if not non_j:
                        raise Fault("leader holds only the Joker")
                    choice = rng.choice(non_j)
                    if fault.get("kind") == "joker_exhausted":
                        seen = set(skat) | played_all
                        left = {s: sum(1 for c in deck() if suit(c) == s and c not in seen) for s in SUITS}
                        plain = [c for c in non_j if suit(c) in SUITS]
                        if plain:
                            choice = min(plain, key=lambda c: (left[suit(c)], c))
            else:
                non_j = [c for c in opts if c != "JOKER"]
                if (
                    fault.get("kind") == "revoke"
                    and t >= fault["trick"]
                    and info["fault_event"] is None
                    and k == fault.get("pos", 1)
                    and any(suit(c) == led for c in hand)
                    and led != "T"
                ):
                    other = [c for c in hand if suit(c) != led and c != "JOKER"]
                    trs = [c for c in other if suit(c) == "T"]
                    if other:
                        choice = (trs or other)[0]
                        info["revoke"] = True
                if (
                    choice is None
                    and p == joker_holder
                    and not joker_played
                    and "JOKER" in opts
                    and fault.get("kind") != "joker_exhausted"
                    and (
                        (fault.get("kind") != "joker_second_last" and joker_trick <= t <= 21)
                        or (fault.get("kind") == "joker_second_last" and t == 23)
                    )
                ):
                    choice = "JOKER"
                if choice is None:
                    if not non_j:
                        choice = "JOKER"
                    else:
                        choice = rng.choice(non_j)
            hand.remove(choice)
            e = {"type": "play", "seat": p, "card": choice}
            if choice == "JOKER" and k == 0:
                e["named"] = named
                led = named
                info["joker_named_at"] = len(ev)
            elif k == 0:
                led = suit(choice)
            ev.append(e)
            if info.get("revoke") and info["fault_event"] is None:
                info["fault_event"] = len(ev) - 1
            if (
                fault.get("kind") in ("ooo_lead", "ooo_follow")
                and t == fault["trick"]
                and k == (0 if fault["kind"] == "ooo_lead" else 1)
            ):
                info["fault_event"] = len(ev) - 1
            if info.get("joker_named_at") == len(ev) - 1 and info["fault_event"] is None:
                info["fault_event"] = len(ev) - 1
            if choice == "JOKER":
                joker_played = True
                info["joker_trick"] = t
                if fault.get("kind") == "joker_second_last" and t == 23:
                    info["fault_event"] = len(ev) - 1
            trick.append((p, choice))
        if trick[0][1] == "JOKER" and not any(suit(c) == "T" for _, c in trick):
            raise Fault("joker trick without trump")
        played_all.update(c for _, c in trick)
        w, wc = trick_winner(trick, led)
        tricks[w] += 1
        for p, c in trick:
            if c == "JOKER" and t != 24:
                piles[p].append(c)
            else:
                piles[w].append(c)
        # during play, not in the last trick (§15)
        if t != 24:
            for p, c in trick:
                others = [q for q in act if q != p]
                if is_king(c) and p != w:
                    for q in others:
                        pay(p, q, 5, "king_lost")
                    pay(p, "king_pool", 5, "king_lost")
                if c == "T1" and p != w:
                    for q in others:
                        pay(p, q, 5, "pagat_lost")
                    pay(p, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and p == w:
                    for q in others:
                        pay(q, p, 5, "pagat_trick")
        # faults found at the end of this trick
        fk = fault.get("kind")
        fe = info["fault_event"]
        if fk == "revoke" and fe is not None and not info.get("revoke_paid"):
            info["revoke_paid"] = True
            penalty(ev[fe]["seat"], pen_class)
            if pen_class == "irreparable":
                info["annulled"] = True
                return dealt, ev, led_, info
        if fk in ("ooo_lead", "ooo_follow") and t == fault["trick"]:
            penalty(ev[fe]["seat"], "large")
        if fk in ("false_decl", "missed_decl") and t == 0:
            offender = ev[fe]["seat"]
            for q, a in received.items():
                pay(offender, q, a, "declaration")
            penalty(offender, "irreparable")
            info["annulled"] = True
            return dealt, ev, led_, info
        if fk == "joker_second_last" and t == 23:
            if fe is None:
                raise Fault("joker not in second-last")
            penalty(ev[fe]["seat"], pen_class)
            if pen_class == "irreparable":
                info["annulled"] = True
                return dealt, ev, led_, info
        leader = w
        last = (trick, w, wc)
    if fault.get("kind") in ("revoke", "joker_exhausted") and info["fault_event"] is None:
        raise Fault("fault not placed")
    if fault.get("kind") != "joker_second_last" and info.get("joker_trick", 99) > 21:
        raise Fault("joker late")
    # after the last trick (§15)
    trick, w, wc = last
    if any(v in (0, 25) for v in tricks.values()):
        raise Fault("tout/nolo not wanted")
    if any(is_king(c) or c == "T1" for _, c in trick):
        raise Fault("ultimo/przydupek not wanted")
    for q in act:
        if q != w:
            pay(q, w, 20, "last_trick")
    pts = {}
    for p in act:
        pts[p] = sum(card_value(c) for c in piles[p]) + tricks[p] + (1 if p == dealer else 0)
    assert sum(pts.values()) + sum(card_value(c) for c in skat) == 78, pts
    new = (dealer + 1) % n
    for p in act:
        if p == new:
            continue
        b = band(pts[p])
        if b < 0:
            pay(p, new, -b, "card_points")
        elif b > 0:
            pay(new, p, b, "card_points")
    info["points"] = pts
    info["tricks"] = tricks
    return dealt, ev, led_, info


def num(x):
    return int(x) if x == int(x) else x


def render(table, dealer, dealt, ev, ledger, sheet, deal_note=None):
    """Turn a simulated deal into a transcript deal; apply it to the table."""
    out = []
    for e in ev:
        if isinstance(e, tuple):
            if not sheet:
                out.append({"type": "payment", "from": e[1], "to": e[2], "amount": e[3], "reason": e[4]})
        else:
            out.append(e)
    table.apply(ledger)
    table.fresh = False
    net = ledger.net()
    if sheet:
        for p in range(table.n):
            out.append({"type": "score", "party": p, "points": num(net.get(p, 0))})
        for p in range(table.n):
            out.append({"type": "total", "party": p, "points": num(table.totals[p])})
        for pool in ("pagat_pool", "king_pool"):
            out.append({"type": "total", "party": pool, "points": num(table.pools[pool])})
    d = {"dealer": dealer, "hands": dealt, "events": out}
    return d, net
