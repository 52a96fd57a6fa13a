"""Blind model of Danish Tarok (Ultimo) from the Polish source text (seed 000).

Written for the danish-spec3 audit round; imports nothing from the engine.
"""

import random

SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]
DECK = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)]
DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def suit_of(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def is_trump(c):
    return c.startswith("T")


def is_king(c):
    return c != "JOKER" and not is_trump(c) and rank_of(c) == "K"


def strength(c):
    """Higher is better within the same suit (trumps by number)."""
    if is_trump(c):
        return int(c[1:])
    order = RED if c[-1] in "HD" else BLACK
    return 100 - order.index(rank_of(c))


def value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if is_trump(c):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank_of(c), 0)


def declarations(hand):
    """The declarations §14 makes mandatory, with their price (§15)."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if is_trump(c)) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while f"T{t}" in h:
            n += 1
            t -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
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
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    """Cards that form part of a declaration in this hand."""
    out = set()
    h = set(hand)
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            out |= {c for c in h if is_trump(c) or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{t}" for t in range(22 - item["count"] + 2, 21)}
        elif k == "cavalry":
            out |= {r + item["suit"] for r in COURTS if r + item["suit"] in h} | {"JOKER"} & h
        elif k == "kings":
            out |= {c for c in h if is_king(c)} | {"JOKER"} & h
    return out


def round5(x):
    return 5 * round(x / 5)


class Session:
    """A session: players, pools, running nets; builds the transcript."""

    def __init__(self, nplayers, seed, start_pools=None, names=None):
        self.n = nplayers
        self.rng = random.Random(seed)
        self.pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
        self.fresh = start_pools is None
        self.start_pools = start_pools
        self.net = {i: 0 for i in range(nplayers)}
        self.names = names or ["Agata", "Bolek", "Cecylia", "Dawid"][:nplayers]
        self.deals = []
        self.expect = []  # (deal, event, code, note)
        self.figures = []  # per deal summary

    def active(self, dealer):
        if self.n == 3:
            return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
        # post-run correction (b): in rotation from the dealer, the seat opposite him skipped
        return [dealer, (dealer + 1) % 4, (dealer + 3) % 4]

    def next_active(self, s, dealer):
        act = self.active(dealer)
        t = (s + 1) % self.n
        while t not in act:
            t = (t + 1) % self.n
        return t


class DealBuilder:
    def __init__(self, sess, dealer, mode="full"):
        self.s = sess
        self.dealer = dealer
        self.mode = mode  # full | sheet | none | playonly
        self.events = []
        self.ledger = []  # (from, to, amount, reason)
        self.act = sess.active(dealer)
        self.others = lambda p: [q for q in self.act if q != p]

    # ---- money -----------------------------------------------------------
    def pay(self, frm, to, amount, reason, record=True):
        if amount == 0:
            return
        self.ledger.append((frm, to, amount, reason))
        for party, sign in ((frm, -1), (to, 1)):
            if isinstance(party, str):
                self.s.pools[party] += sign * amount
            else:
                self.s.net[party] += sign * amount
        if self.mode == "full" and record:
            amt = round(amount, 6)
            if amt == int(amt):
                amt = int(amt)
            self.events.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})

    def ev(self, e):
        if self.mode == "playonly" and e["type"] not in ("play", "call"):
            return None
        self.events.append(e)
        return len(self.events) - 1

    def deal_net(self):
        out = {}
        for frm, to, amt, _ in self.ledger:
            out[frm] = out.get(frm, 0) - amt
            out[to] = out.get(to, 0) + amt
        return out


def trick_winner(trick, named):
    """trick: list of (seat, card). named: the suit a led Joker names."""
    led = trick[0][1]
    led_suit = named if led == "JOKER" else suit_of(led)
    trumps = [(int(c[1:]), s) for s, c in trick if is_trump(c)]
    if trumps:
        return max(trumps)[1]
    cands = [(strength(c), s) for s, c in trick if c != "JOKER" and suit_of(c) == led_suit]
    return max(cands)[1]


def legal(hand, led_suit, tidx, last_idx=24):
    if led_suit is None:
        opts = [c for c in hand if c != "JOKER"] or list(hand)
    else:
        same = [c for c in hand if c != "JOKER" and suit_of(c) == led_suit]
        if same:
            opts = same
        else:
            tr = [c for c in hand if is_trump(c)]
            opts = tr if tr else [c for c in hand if c != "JOKER"]
        if not opts:
            opts = list(hand)
    if "JOKER" in hand and tidx != last_idx - 1 and "JOKER" not in opts:
        opts = opts + ["JOKER"]
    if tidx == last_idx - 1 and len(opts) > 1 and "JOKER" in opts:
        opts.remove("JOKER")
    return opts


def run_deal(sess, dealer, mode="full", hands=None, **kw):
    """Simulate one deal by the source's rules. Returns (deal dict, info)."""
    rng = sess.rng
    b = DealBuilder(sess, dealer, mode)
    act = b.act
    n = sess.n
    info = {"faults": []}
    pools_before = dict(sess.pools)
    net_before = dict(sess.net)
    # ---- the deal -------------------------------------------------------
    if hands is None:
        deck = DECK[:]
        rng.shuffle(deck)
        hands = {}
        i = 0
        for s in act:
            k = 28 if s == dealer else 25
            hands[s] = deck[i : i + k]
            i += k
    dealt = {s: list(hands.get(s, [])) for s in range(n)}
    hand = {s: list(dealt[s]) for s in range(n)}
    # ---- foundations (fresh session) and the dealer's fee ----------------
    if kw.get("foundation"):
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                b.pay(s, pool, 20, "foundation")
    if kw.get("fee", True):
        b.pay(dealer, "pagat_pool", 5, "deal_fee")
        b.pay(dealer, "king_pool", 5, "deal_fee")
    if kw.get("redeal_by") is not None:
        b.ev({"type": "redeal", "seat": kw["redeal_by"], "reason": "no_trumps"})
        return finish(sess, b, dealt, info, pools_before, net_before, played=False)
    # ---- skat -------------------------------------------------------------
    if "discard" in kw:
        skat = kw["discard"]
    else:
        dc = decl_cards(hand[dealer])
        cand = [
            c for c in hand[dealer] if not is_trump(c) and c != "JOKER" and c not in dc and not is_king(c)
        ]
        cand.sort(key=lambda c: (value(c), rng.random()))
        skat = cand[:3]
    for c in skat:
        hand[dealer].remove(c)
    info["discard_event"] = b.ev({"type": "discard", "seat": dealer, "cards": list(skat)})
    # ---- declarations, from the dealer --------------------------------------
    decl_override = kw.get("declare_override", {})
    for s in act:
        real = declarations(hand[s])
        items = decl_override.get(s, real)
        e = b.ev({"type": "declare", "seat": s, "items": [it for it, _ in items]})
        if s in decl_override:
            info["wrong_declare_event"] = e
        for _it, price in items:
            for q in b.others(s):
                b.pay(q, s, price, "declaration")
    if kw.get("stop_after_declarations"):
        return finish(sess, b, dealt, info, pools_before, net_before, played=False, skat=skat)
    # ---- play ---------------------------------------------------------------------
    reserve = kw.get("reserve", {})
    lowest = kw.get("lowest", set())
    jpol = kw.get("joker", "follow")
    jt = kw.get("joker_trick", rng.randint(2, 18))
    piles = {s: [] for s in act}
    tricks = {s: 0 for s in act}
    leader = b.s.next_active(dealer, dealer)
    last_trick = None
    stop_after_tricks = kw.get("stop_after_tricks")
    for t in range(25):
        if stop_after_tricks is not None and t == stop_after_tricks:
            break
        order = [leader]
        while len(order) < 3:
            order.append(sess.next_active(order[-1], dealer))
        holder = [s for s in act if "JOKER" in hand[s]]
        if jpol == "demand" and t == 22 and holder:
            caller = [s for s in act if s not in holder][0]
            info["demand_event"] = b.ev({"type": "call", "seat": caller, "call": "joker"})
        if jpol == "false_demand" and t == 22 and not holder:
            info["false_demand_event"] = b.ev({"type": "call", "seat": order[1], "call": "joker"})
            info["false_demand_seat"] = order[1]
        trick = []
        named = None
        led_suit = None
        play_order = list(order)
        if kw.get("ooturn") == t:
            play_order = [order[0], order[2], order[1]]
        for pos, s in enumerate(play_order):
            h = hand[s]
            opts = legal(h, led_suit, t)
            card = None
            fault = None
            if pos > 0 and kw.get("revoke") is not None and t >= kw["revoke"] and "revoke_done" not in info:
                same = [c for c in h if c != "JOKER" and suit_of(c) == led_suit]
                other = [
                    c for c in h if c != "JOKER" and suit_of(c) != led_suit and c not in reserve.get(s, [])
                ]
                if same and other:
                    tr = [c for c in other if is_trump(c)]
                    card = rng.choice(tr or other)
                    fault = "revoke"
                    info["revoke_done"] = True
            if (
                pos > 0
                and kw.get("notrump") is not None
                and t >= kw["notrump"]
                and "notrump_done" not in info
            ):
                same = [c for c in h if c != "JOKER" and suit_of(c) == led_suit]
                tr = [c for c in h if is_trump(c)]
                other = [c for c in h if c != "JOKER" and not is_trump(c) and c not in reserve.get(s, [])]
                if led_suit != "T" and not same and tr and other and kw.get("notrump_seat", s) == s:
                    card = rng.choice(other)
                    fault = "notrump"
                    info["notrump_done"] = True
            if card is None:
                want_joker = "JOKER" in opts and (
                    (jpol == "follow" and pos > 0 and t >= jt and t < 22)
                    or (jpol == "demand" and t == 22)
                    or (jpol == "lead" and pos == 0 and t >= jt and t < 22)
                    or (t == 24)
                )
                if jpol == "lead" and pos == 0 and "JOKER" in h and t >= jt and t < 22:
                    want_joker = True
                if want_joker:
                    card = "JOKER"
                else:
                    pool = [c for c in opts if c != "JOKER" and c not in reserve.get(s, [])]
                    if (
                        jpol in ("follow",)
                        and "JOKER" in h
                        and t >= 21
                        and pos > 0
                        and "JOKER" in opts
                        and t < 23
                    ):
                        pool = []
                        card = "JOKER"
                    if card is None:
                        if not pool:
                            pool = [c for c in opts if c != "JOKER"] or opts
                            if any(c in reserve.get(s, []) for c in pool) and t < 25 - len(
                                reserve.get(s, [])
                            ):
                                info.setdefault("reserve_broken", []).append((t, s))
                        if s in lowest:
                            card = min(pool, key=lambda c: (is_trump(c), strength(c)))
                        else:
                            card = rng.choice(pool)
            h.remove(card)
            e = {"type": "play", "seat": s, "card": card}
            if card == "JOKER" and pos == 0:
                # name a suit the leader holds and some other player holds too
                ok = [
                    x
                    for x in SUITS
                    if any(suit_of(c) == x for c in h)
                    and all(any(suit_of(c) == x for c in hand[q]) for q in order[1:])
                ]
                ok = ok or [x for x in SUITS if all(any(suit_of(c) == x for c in hand[q]) for q in order[1:])]
                named = kw.get("joker_name") or (rng.choice(ok) if ok else "T")
                e["named"] = named
                led_suit = named
                info["joker_lead"] = (t, named)
            elif pos == 0:
                led_suit = suit_of(card)
            idx = b.ev(e)
            if fault:
                info["faults"].append((fault, idx, s, t))
            if kw.get("ooturn") == t and pos == 1:
                info["faults"].append(("out_of_turn", idx, s, t))
            trick.append((s, card))
        w = trick_winner(trick, named)
        tricks[w] += 1
        last = t == 24
        for s, c in trick:
            if c == "JOKER" and not last:
                piles[s].append(c)
            else:
                piles[w].append(c)
        # during play (not the last trick): kings and the Pagat
        if not last:
            for s, c in trick:
                if (is_king(c) or c == "T1") and s != w:
                    pool = "king_pool" if is_king(c) else "pagat_pool"
                    reason = "king_lost" if is_king(c) else "pagat_lost"
                    for q in b.others(s):
                        b.pay(s, q, 5, reason)
                    b.pay(s, pool, 5, reason)
            if any(c == "T1" for s, c in trick if s == w):
                for q in b.others(w):
                    b.pay(q, w, 5, "pagat_trick")
        if kw.get("ooturn") == t:
            off = play_order[1]
            b.pay(off, "pagat_pool", 20, "penalty")
            b.pay(off, "king_pool", 20, "penalty")
            info["ooturn_seat"] = off
        if jpol == "false_demand" and t == 22 and "false_demand_seat" in info:
            off = info["false_demand_seat"]
            b.pay(off, "pagat_pool", 20, "penalty")
            b.pay(off, "king_pool", 20, "penalty")
        last_trick = trick
        last_named = named
        leader = w
    info["tricks"] = tricks
    played = stop_after_tricks is None
    if played:
        last_settlement(sess, b, last_trick, tricks, last_named)
    # ---- card points ----------------------------------------------------------------
    pts = {s: sum(value(c) for c in piles[s]) + tricks[s] for s in act}
    pts[dealer] += 1 + sum(value(c) for c in skat)
    info["points"] = pts
    if played:
        assert sum(pts.values()) == 78, pts
        nolo = getattr(b, "nolo", False)
        new = (dealer + 1) % n
        if not nolo:
            for s in act:
                if s == new:
                    continue
                d = round5(pts[s] - 26)
                if d > 0:
                    b.pay(new, s, d, "card_points")
                elif d < 0:
                    b.pay(s, new, -d, "card_points")
    info["nolo"] = getattr(b, "nolo", False)
    return finish(sess, b, dealt, info, pools_before, net_before, played=played, skat=skat)


def last_settlement(sess, b, trick, tricks, named):
    n = sess.n
    w = trick_winner(trick, named)
    wcard = dict(trick)[w]
    tout = [s for s in tricks if tricks[s] == 25]
    nolo = [s for s in tricks if tricks[s] == 0] if not tout else []
    b.nolo = bool(nolo)
    K0 = sess.pools["king_pool"]
    P0 = sess.pools["pagat_pool"]
    kprz = [s for s, c in trick if is_king(c) and s != w]
    pprz = [s for s, c in trick if c == "T1" and s != w]
    if tout:
        t = tout[0]
        for q in b.others(t):
            b.pay(q, t, 85, "tout")
        b.pay("pagat_pool", t, P0, "tout")
        b.pay("king_pool", t, K0, "tout")
    for s in nolo:
        for q in b.others(s):
            b.pay(q, s, 25, "nolo")
    king_taken = pagat_taken = False
    if not tout and not nolo:
        if wcard == "T1":
            for q in b.others(w):
                b.pay(q, w, 45, "pagat_ultimo")
            b.pay("pagat_pool", w, P0, "pagat_ultimo")
            pagat_taken = True
        elif is_king(wcard):
            for q in b.others(w):
                b.pay(q, w, 40, "king_ultimo")
            b.pay("king_pool", w, K0, "king_ultimo")
            king_taken = True
    if tout:
        pagat_taken = king_taken = True
    for s in pprz:
        for q in b.others(s):
            b.pay(s, q, 45, "pagat_przydupek")
        b.pay(s, "pagat_pool", P0, "pagat_przydupek")
    for s in kprz:
        for q in b.others(s):
            b.pay(s, q, 40, "king_przydupek")
        b.pay(s, "king_pool", K0, "king_przydupek")
    if pagat_taken and not pprz:
        for s in range(n):
            b.pay(s, "pagat_pool", 20, "refill")
    if king_taken and not kprz:
        for s in range(n):
            b.pay(s, "king_pool", 20, "refill")
    if not tout and not nolo and not kprz and not pprz and wcard != "T1" and not is_king(wcard):
        for q in b.others(w):
            b.pay(q, w, 20, "last_trick")
    b.last = {"winner": w, "card": wcard, "tout": tout, "nolo": nolo, "kprz": kprz, "pprz": pprz}


def finish(sess, b, dealt, info, pools_before, net_before, played=True, skat=None):
    n = sess.n
    dnet = b.deal_net()
    info["deal_net"] = {p: v for p, v in dnet.items() if v}
    info["pools_after"] = dict(sess.pools)
    info["net_after"] = dict(sess.net)
    info["last"] = getattr(b, "last", None)
    if b.mode == "sheet":
        seats = list(range(n))
        for s in seats:
            b.events.append({"type": "score", "party": s, "points": dnet.get(s, 0)})
        # post-run correction (b): openapi documents a Danish score per seat only; pools get totals
        info["total_events"] = {}
        for s in seats:
            info["total_events"][s] = len(b.events)
            b.events.append({"type": "total", "party": s, "points": sess.net[s]})
        for pool in ("pagat_pool", "king_pool"):
            info["total_events"][pool] = len(b.events)
            b.events.append({"type": "total", "party": pool, "points": sess.pools[pool]})
    deal = {
        "dealer": b.dealer,
        "hands": None if b.mode == "playonly" else [dealt[s] for s in range(n)],
        "events": b.events,
    }
    info["ledger"] = b.ledger
    return deal, info


def session_end(sess, b_events):
    """§15: the pools are shared equally among all the players."""
    n = sess.n
    out = []
    for pool in ("pagat_pool", "king_pool"):
        share = sess.pools[pool] / n
        for s in range(n):
            amt = round(share, 6)
            if amt == int(amt):
                amt = int(amt)
            out.append({"type": "payment", "from": pool, "to": s, "amount": amt, "reason": "session_end"})
            sess.net[s] += share
        sess.pools[pool] = 0
    b_events.extend(out)
    return out


def transcript(sess, deals, desc, start=None):
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": sess.names,
    }
    if start:
        t["start"] = start
    t["meta"] = {"round": "danish-spec3", "description": desc}
    t["deals"] = deals
    return t
