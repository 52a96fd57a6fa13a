"""Blind model of Danish Tarok (Ultimo) from the Polish source, and the transcripts of round
danish-spec16.  Run: python _gen.py  (writes *.json next to this file and prints a summary).

Written from /work/shared/seeds/000_2fac32aef83ce8a1.txt alone (§§ cited inline).
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # §3, high -> low
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
PLAYERS3 = ["Ala", "Bogdan", "Celina"]
PLAYERS4 = ["Ala", "Bogdan", "Celina", "Dorota"]


def suit(c):
    if c == "JOKER":
        return "J"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Comparable within a suit / trumps (bigger wins)."""
    if suit(c) == "T":
        return int(c[1:])
    order = RED if suit(c) in "HD" else BLACK
    return 100 - order.index(rank(c))


def is_king(c):
    return suit(c) in SUITS and rank(c) == "K"


def points(c):  # §15 card points
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if suit(c) in SUITS:
        return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)
    return 0


def round5(d):  # §15 "Różnice zaokrągla się do najbliższej wielokrotności 5"
    q, r = divmod(abs(d), 5)
    m = (q + (1 if r >= 3 else 0)) * 5
    return m if d >= 0 else -m


def declarations(hand):
    """§14: the declarations a hand must make, with their §15 prices."""
    h = set(hand)
    items = []
    nt = sum(1 for c in h if suit(c) == "T") + (1 if "JOKER" in h else 0)
    if nt >= 10:
        items.append(({"kind": "trumps", "count": nt, "pagat": "T1" in h}, 10 + 5 * (nt - 10)))
    if {"JOKER", "T21", "T1"} <= h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
        items.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in h]
        if len(courts) == 4:
            items.append(
                ({"kind": "cavalry", "suit": s, "form": "rich" if "JOKER" in h else "full"}, 15 if "JOKER" in h else 10)
            )
        elif len(courts) == 3 and "JOKER" in h:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if "JOKER" in h else "full"}, 15 if "JOKER" in h else 10))
    elif len(kings) == 3 and "JOKER" in h:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def decl_cards(hand):
    """Cards that form part of a declaration in this hand (§13 third bullet)."""
    h = set(hand)
    out = set()
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            out |= {c for c in h if suit(c) == "T" or c == "JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{i}" for i in range(22 - item["count"] + 2, 21)}
        elif k == "cavalry":
            out |= {r + item["suit"] for r in "KQNJ" if r + item["suit"] in h} | ({"JOKER"} if "JOKER" in h else set())
        elif k == "kings":
            out |= {"K" + s for s in SUITS if "K" + s in h} | ({"JOKER"} if "JOKER" in h else set())
    return out


class Session:
    def __init__(self, n):
        self.n = n
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.net = {}
        self.deals = []

    def pay(self, ev, frm, to, amt, reason):
        if amt == 0:
            return
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
        for p, s in ((frm, -1), (to, 1)):
            if p in self.pools:
                self.pools[p] += s * amt
            self.net[str(p)] = self.net.get(str(p), 0) + s * amt
        assert self.pools["pagat_pool"] >= 0 and self.pools["king_pool"] >= 0


def active_seats(n, dealer):
    """§2/§17: at four the player opposite the dealer sits out. Order of play = seat order."""
    if n == 3:
        return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    return [dealer, (dealer + 1) % 4, (dealer + 3) % 4]


def order_from(act_sorted_cycle, first):
    i = act_sorted_cycle.index(first)
    return act_sorted_cycle[i:] + act_sorted_cycle[:i]


def fill_hands(rng, n, dealer, fixed):
    """fixed: seat -> list of cards that seat must hold (dealer gets 28, others 25)."""
    act = active_seats(n, dealer)
    used = {c for cs in fixed.values() for c in cs}
    assert len(used) == sum(len(cs) for cs in fixed.values())
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands = {}
    for s in act:
        want = 28 if s == dealer else 25
        h = list(fixed.get(s, []))
        while len(h) < want:
            h.append(rest.pop())
        rng.shuffle(h)
        hands[s] = h
    assert not rest
    return hands


class PlayError(Exception):
    pass


def legal(hand, led_suit, trick_no, demanded):
    """§10 + §12: follow the led suit, else trump, else anything; the Joker any time except the
    second-last trick; after a valid demand in the third-last trick the holder must play it."""
    if demanded and "JOKER" in hand:
        return ["JOKER"]
    non = [c for c in hand if c != "JOKER"]
    if led_suit is None:
        opts = list(non)
    else:
        f = [c for c in non if suit(c) == led_suit]
        if not f:
            f = [c for c in non if suit(c) == "T"]
        opts = f or list(non)
    if "JOKER" in hand and trick_no != 23:
        opts.append("JOKER")
    if not opts:  # only the Joker left
        opts = ["JOKER"]
    return opts


def play_deal(rng, n, dealer, hands25, plan):
    """Random legal play with a plan.  hands25: seat -> cards after the skat.  Returns list of
    tricks: dict(leader, plays=[(seat, card, named)], winner, call)."""
    act = sorted(active_seats(n, dealer))
    hands = {s: list(h) for s, h in hands25.items()}
    leader = active_seats(n, dealer)[1]  # §10: the player to the dealer's right (next in play)
    tricks = []
    hold = plan.get("hold", {})
    forced = plan.get("forced", {})
    joker_at = plan["joker_at"] if "joker_at" in plan else rng.randrange(0, 22)  # trick where the holder plays it
    joker_named = plan.get("joker_named")
    demand = plan.get("demand")  # (trick, seat)
    lead_override = plan.get("lead_override", {})
    swap = plan.get("swap", {})  # trick -> play order override list
    for t in range(25):
        call = None
        if demand and demand[0] == t:
            call = demand[1]
        lead_seat = leader
        if t in lead_override:
            lead_seat = order_from(act, leader)[lead_override[t]]
        seq = order_from(act, lead_seat)
        if t in swap:
            seq = [seq[0], seq[2], seq[1]]
        plays = []
        mid = []
        led = None
        revoked = None
        for i, s in enumerate(seq):
            h = hands[s]
            demanded = call is not None and "JOKER" in h
            opts = legal(h, led, t, demanded)
            vn = plan.get("void_name")
            if vn is not None and i == 1 and plays[0][1] == "JOKER" and plays[0][0] == vn.get("leader", plays[0][0]):
                third = seq[2]
                X = led
                if not any(suit(c) == X for c in h) and not any(suit(c) == X for c in hands[third]):
                    ys = [y for y in SUITS if y != X and any(suit(c) == y for c in h) and any(suit(c) == y for c in hands[third])]
                    if ys and not plan.get("_void_done"):
                        Y = ys[0]
                        mid.append((1, {"type": "call", "seat": s, "call": "void"}))
                        mid.append((1, {"type": "call", "seat": s, "call": "name_joker", "named": Y}))
                        led = Y
                        plan["_void_done"] = t
                        opts = [c for c in h if suit(c) == Y]
            rv = plan.get("revoke")
            if rv and rv.get("t", t) == t and rv["seat"] == s and i > 0 and not plan.get("_rv_done") and plays[0][1] == rv.get("lead", plays[0][1]):
                f = [c for c in h if suit(c) == led]
                bad = [c for c in h if c != "JOKER" and suit(c) != led and (suit(c) == "T" or not any(suit(x) == "T" for x in h))]
                if f and bad:
                    opts = bad
                    revoked = s
                    plan["_rv_done"] = t
            jl = plan.get("joker_lead_if")
            if i == 0 and jl and "JOKER" in h and (t, s) not in forced and t != 23 and not plan.get("_jl_done"):
                nm = jl(t, s, hands, seq)
                if nm:
                    plan["_jl_done"] = t
                    forced = dict(forced)
                    forced[(t, s)] = "JOKER"
                    plan.setdefault("named_at", {})[t] = nm
            if (t, s) in forced:
                c = forced[(t, s)]
                if c not in h:
                    raise PlayError(f"forced {c} not in hand of {s} at {t}")
                if c not in opts and not plan.get("allow_illegal", {}).get((t, s)):
                    raise PlayError(f"forced {c} illegal at {t}")
            else:
                if "JOKER" in opts and len(opts) > 1 and revoked != s:
                    if joker_at == t:
                        opts = ["JOKER"]
                    else:
                        opts = [c for c in opts if c != "JOKER"]
                pref = [c for c in opts if c not in hold.get(s, ())]
                pool = pref or opts
                c = rng.choice(sorted(pool, key=DECK.index))
            named = None
            if i == 0:
                if c == "JOKER":
                    named = plan.get("named_at", {}).get(t, joker_named)
                    if named is None:
                        nxt = sorted(hands[seq[1]], key=DECK.index)
                        if not nxt or nxt[0] == "JOKER":
                            raise PlayError("joker lead without name")
                        named = suit(nxt[0])
                    led = named
                else:
                    led = suit(c)
            h.remove(c)
            plays.append((s, c, named))
        # winner §10: highest trump, else highest of the led suit; the Joker never wins (§12)
        cand = [(s, c) for s, c, _ in plays if c != "JOKER"]
        tr = [(s, c) for s, c in cand if suit(c) == "T"]
        if tr:
            w = max(tr, key=lambda x: strength(x[1]))[0]
        else:
            fs = [(s, c) for s, c in cand if suit(c) == led]
            if not fs:
                raise PlayError("nobody can win")
            w = max(fs, key=lambda x: strength(x[1]))[0]
        tricks.append({"leader": lead_seat, "plays": plays, "winner": w, "call": call, "led": led, "mid": mid, "revoked": revoked})
        leader = w
    assert all(not h for h in hands.values())
    return tricks


def settle(sess, ev, n, dealer, tricks, skat, void=False, hook=None):
    """§15 settlement of the play (trick payments, last trick, card points)."""
    act = active_seats(n, dealer)
    others = lambda s: [o for o in act if o != s]  # noqa: E731
    pay = sess.pay
    out = []  # list of (trick_index, events) to weave after each trick
    piles = {s: [] for s in act}
    ntr = {s: 0 for s in act}
    for t, tr in enumerate(tricks):
        e = []
        w = tr["winner"]
        ntr[w] += 1
        last = t == 24
        for s, c, _ in tr["plays"]:
            if c == "JOKER" and not last:
                piles[s].append(c)  # §12: to the pile of the one who played it
            else:
                piles[w].append(c)
        if not last and not void:
            for s, c, _ in tr["plays"]:
                if is_king(c) and s != w:
                    for o in others(s):
                        pay(e, s, o, 5, "king_lost")
                    pay(e, s, "king_pool", 5, "king_lost")
                if c == "T1" and s != w:
                    for o in others(s):
                        pay(e, s, o, 5, "pagat_lost")
                    pay(e, s, "pagat_pool", 5, "pagat_lost")
                if c == "T1" and s == w:
                    for o in others(s):
                        pay(e, o, s, 5, "pagat_trick")
        if hook:
            hook(sess, e, t, tricks)
        out.append(e)
    info = {"tricks": ntr, "piles": piles}
    if void:
        info["points"] = None
        return out, [], info
    # after the last trick
    e = []
    last = tricks[24]
    w = last["winner"]
    wcard = [c for s, c, _ in last["plays"] if s == w][0]
    tout = [s for s in act if ntr[s] == 25]
    tout = tout[0] if tout else None
    nolo = None if tout is not None else next((s for s in act if ntr[s] == 0), None)
    kp0 = sess.pools["king_pool"]
    pp0 = sess.pools["pagat_pool"]
    king_pr = [s for s, c, _ in last["plays"] if is_king(c) and s != w]
    pagat_pr = [s for s, c, _ in last["plays"] if c == "T1" and s != w]
    refill = []
    if tout is not None:
        for o in others(tout):
            pay(e, o, tout, 85, "tout")
        pay(e, "pagat_pool", tout, pp0, "tout")
        pay(e, "king_pool", tout, kp0, "tout")
        if not pagat_pr:
            refill.append("pagat_pool")
        if not king_pr:
            refill.append("king_pool")
    if nolo is not None:
        for o in others(nolo):
            pay(e, o, nolo, 25, "nolo")
    if tout is None and nolo is None:
        if wcard == "T1":
            for o in others(w):
                pay(e, o, w, 45, "pagat_ultimo")
            pay(e, "pagat_pool", w, pp0, "pagat_ultimo")
            refill.append("pagat_pool")
        elif is_king(wcard):
            for o in others(w):
                pay(e, o, w, 40, "king_ultimo")
            pay(e, "king_pool", w, kp0, "king_ultimo")
            if not king_pr:
                refill.append("king_pool")
    for s in pagat_pr:
        for o in others(s):
            pay(e, s, o, 45, "pagat_przydupek")
        pay(e, s, "pagat_pool", pp0, "pagat_przydupek")
    for s in king_pr:
        for o in others(s):
            pay(e, s, o, 40, "king_przydupek")
        pay(e, s, "king_pool", kp0, "king_przydupek")
    if tout is None and nolo is None and not king_pr and not pagat_pr and wcard != "T1" and not is_king(wcard):
        for o in others(w):
            pay(e, o, w, 20, "last_trick")
    for p in refill:
        for s in range(n):
            pay(e, s, p, 20, "refill")
    # card points §15
    pts = {s: ntr[s] + sum(points(c) for c in piles[s]) for s in act}
    pts[dealer] += 1 + sum(points(c) for c in skat)
    assert sum(pts.values()) == 78, pts
    info["points"] = pts
    info["tout"], info["nolo"] = tout, nolo
    nd = (dealer + 1) % n
    if nolo is None:
        for s in act:
            if s == nd:
                continue
            d = round5(pts[s] - 26)
            if d < 0:
                pay(e, s, nd, -d, "card_points")
            elif d > 0:
                pay(e, nd, s, d, "card_points")
    return out, e, info


def build_deal(sess, rng, dealer, hands, skat, plan, first=False, void=None, extra=None):
    """Assemble one deal's events.  void: None or dict(offender, at) for an irreparable fault."""
    n = sess.n
    act = active_seats(n, dealer)
    ev = []
    if first:
        for p in ("pagat_pool", "king_pool"):
            for s in range(n):
                sess.pay(ev, s, p, 20, "foundation")
    sess.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
    sess.pay(ev, dealer, "king_pool", 5, "deal_fee")
    extra = extra or {}
    if extra.get("announce_tout"):
        ev.append({"type": "announce", "seat": dealer, "items": ["tout"]})
    d_ev = {"type": "discard", "seat": dealer, "cards": list(skat)}
    if extra.get("shown"):
        d_ev["shown"] = True
    ev.append(d_ev)
    marks = {"discard": len(ev) - 1}
    h25 = {s: list(hands[s]) for s in act}
    for c in skat:
        h25[dealer].remove(c)
    decls = [(s, declarations(hands[s] if (s == dealer and extra.get("dealer_pre")) else h25[s])) for s in act]
    if extra.get("decls"):
        decls = extra["decls"](decls, h25, hands)
    for s, items in decls:
        if s == "pen":
            penalty(sess, ev, items[0], items[1])
            continue
        if s == "refund":
            for o in act:
                if o != items[0]:
                    sess.pay(ev, items[0], o, items[1], "declaration")
            continue
        ev.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
        marks.setdefault(f"declare{s}", []).append(len(ev) - 1)
        for it, price in items:
            for o in act:
                if o != s:
                    sess.pay(ev, o, s, price, "declaration")
    for hook in extra.get("after_decl", []):
        hook(sess, ev)
    tricks = play_deal(rng, n, dealer, h25, plan)
    out, fin, info = settle(sess, ev, n, dealer, tricks, skat, void=void is not None, hook=extra.get("trick_hook"))
    play_idx = []
    for t, tr in enumerate(tricks):
        if tr["call"] is not None:
            ev.append({"type": "call", "seat": tr["call"], "call": "joker"})
            marks[f"call{t}"] = len(ev) - 1
        for i, (s, c, named) in enumerate(tr["plays"]):
            for at, me in tr["mid"]:
                if at == i:
                    ev.append(me)
                    marks.setdefault("mid", []).append(len(ev) - 1)
            e = {"type": "play", "seat": s, "card": c}
            if named:
                e["named"] = named
            ev.append(e)
            play_idx.append(len(ev) - 1)
        ev.extend(out[t])
    ev.extend(fin)
    marks["plays"] = play_idx
    return ev, tricks, info, marks, h25


def penalty(sess, ev, seat, amount):
    sess.pay(ev, seat, "pagat_pool", amount, "penalty")
    sess.pay(ev, seat, "king_pool", amount, "penalty")


def write(name, players, deals, desc, expected, start=None):
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": players,
        "meta": {"round": "danish-spec16", "description": desc, "expected": expected},
        "deals": deals,
    }
    if start:
        doc["start"] = start
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


def deal_json(dealer, hands, n, ev):
    act = active_seats(n, dealer)
    return {"dealer": dealer, "hands": [hands[s] if s in act else [] for s in range(n)], "events": ev}


def describe(tricks, info):
    lines = []
    for t, tr in enumerate(tricks):
        lines.append(f"{t + 1:2d} " + " ".join(f"{s}:{c}{'(' + nm + ')' if nm else ''}" for s, c, nm in tr["plays"]) + f" -> {tr['winner']}" + (f" call{tr['call']}" if tr["call"] is not None else ""))
    lines.append(f"tricks {info['tricks']} points {info.get('points')}")
    return "\n".join(lines)


def search(fn, tries=4000, seed0=0):
    for sd in range(seed0, seed0 + tries):
        try:
            r = fn(sd)
        except PlayError:
            continue
        if r is not None:
            return sd, r
    raise SystemExit(f"no seed for {fn.__name__}")


# ---------------------------------------------------------------- scenarios
import copy  # noqa: E402


def pips(hand):
    return [c for c in hand if suit(c) in SUITS and rank(c) not in "KQNJ"]


def default_skat(rng, hand, avoid_suit=None):
    p = [c for c in pips(hand) if suit(c) != avoid_suit]
    if len(p) < 3:
        raise PlayError("no pips for skat")
    return rng.sample(sorted(p, key=DECK.index), 3)


def no_decls(hands, act, skat_dealer=None):
    return all(not declarations(hands[s]) for s in act)


class Built:
    def __init__(self, n):
        self.sess = Session(n)
        self.deals = []
        self.notes = []


def normal_deal(b, rng, dealer, fixed, plan, first, pred=None, skat=None, extra=None, void=None, want_no_decl=False, tries=3000):
    base = rng.random()
    for k in range(tries):
        snap = copy.deepcopy(b.sess)
        try:
            return _normal_deal(b, random.Random(f"{base}-{k}"), dealer, fixed, plan, first, pred, skat, extra, void, want_no_decl)
        except PlayError:
            b.sess = snap
    raise PlayError("normal_deal exhausted")


def _normal_deal(b, rng, dealer, fixed, plan, first, pred=None, skat=None, extra=None, void=None, want_no_decl=False):
    n = b.sess.n
    hands = fill_hands(rng, n, dealer, fixed)
    if skat is None:
        skat = default_skat(rng, hands[dealer])
    act = active_seats(n, dealer)
    h25 = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in act}
    if want_no_decl and (not no_decls(h25, act) or declarations(hands[dealer])):
        raise PlayError("decls")
    snap = copy.deepcopy(b.sess)
    ev, tricks, info, marks, h25 = build_deal(b.sess, rng, dealer, hands, skat, copy.deepcopy(plan), first=first, void=void, extra=extra)
    if pred is not None and not pred(tricks, info, marks, h25):
        b.sess = snap
        raise PlayError("pred")
    b.deals.append(deal_json(dealer, hands, n, ev))
    b.notes.append((dealer, tricks, info, marks, h25, skat, hands))
    return ev, tricks, info, marks


def last_card(tricks, t=24):
    tr = tricks[t]
    return {s: c for s, c, _ in tr["plays"]}


SCEN = {}


def scen(fn):
    SCEN[fn.__name__] = fn
    return fn


@scen
def clean_joker(sd):
    """Deal 0: the Joker led and named (§12), followers follow the named suit.
    Deal 1: a valid demand in the third-last trick (§12); the holder must play it although he
    holds the led suit."""
    rng = random.Random(sd)
    b = Built(3)
    t0 = rng.randrange(4, 15)

    def p0(tricks, info, marks, h25):
        tr = tricks[t0]
        if tr["plays"][0][1] != "JOKER" or tr["plays"][0][0] != 2:
            return False
        return all(suit(c) == "H" for s, c, _ in tr["plays"][1:])

    normal_deal(b, rng, 0, {2: ["JOKER"]}, {"joker_at": t0, "joker_named": "H"}, True, p0)

    def p1(tricks, info, marks, h25):
        tr = tricks[22]
        cs = last_card(tricks, 22)
        if cs.get(0) != "JOKER" or tr["plays"][0][0] == 0:
            return False
        # the holder (seat 0) still held a card of the led suit
        led = tr["led"]
        rest = [c for t in range(23, 25) for s, c, _ in tricks[t]["plays"] if s == 0]
        return any(suit(c) == led for c in rest) and tr["call"] == 2 and not tricks[22]["mid"]

    normal_deal(b, rng, 1, {0: ["JOKER"]}, {"demand": (22, 2), "joker_at": None}, False, p1)
    return b


@scen
def clean_void_name(sd):
    """§12 naming rules: the Joker led, the second player void in the named suit says so, the
    third is void too, so the second player names the Joker anew and play follows that suit."""
    rng = random.Random(sd)
    b = Built(3)

    def jl(t, s, hands, seq):
        if t < 5:
            return None
        b_, c_ = seq[1], seq[2]
        if any(suit(x) == "C" for x in hands[s]) and not any(suit(x) == "C" for x in hands[b_] + hands[c_]):
            return "C"
        return None

    def p0(tricks, info, marks, h25):
        return any(tr["mid"] for tr in tricks)

    clubs = ["10C", "9C", "8C", "7C", "6C", "5C", "4C", "3C", "2C", "1C"]
    normal_deal(b, rng, 0, {1: ["JOKER"] + clubs}, {"joker_lead_if": jl, "void_name": {}, "hold": {1: set(clubs[-3:])}}, True, p0)
    return b


@scen
def clean_ultimo(sd):
    """Deal 0: Pagat ultimo while another player loses a king in the last trick (§15 Pagat
    Ultimo + Przydupek Króla).  Deal 1: King ultimo and a King przydupek in the same trick."""
    rng = random.Random(sd)
    b = Built(3)

    def p0(tricks, info, marks, h25):
        lc = last_card(tricks)
        return tricks[24]["winner"] == 1 and lc[1] == "T1" and is_king(lc[2])

    normal_deal(b, rng, 0, {1: ["T1"], 2: ["KS"]}, {"hold": {1: {"T1"}, 2: {"KS"}}}, True, p0)

    def p1(tricks, info, marks, h25):
        lc = last_card(tricks)
        w = tricks[24]["winner"]
        return is_king(lc[w]) and sum(is_king(c) for c in lc.values()) == 2 and "JOKER" not in lc.values()

    normal_deal(b, rng, 1, {0: ["KD"], 2: ["KC"]}, {"hold": {0: {"KD"}, 2: {"KC"}}}, False, p1)
    return b


@scen
def clean_tout(sd):
    """§15 Tout: the dealer takes all 25 tricks; another player's king dies in the last trick
    (Przydupek Króla is paid regardless of Tout, and refills the King pool)."""
    rng = random.Random(sd)
    b = Built(3)
    d_hand = [f"T{i}" for i in range(1, 22)] + ["KH", "QH", "KD", "KC"]
    rest = [c for c in DECK if c not in d_hand]
    rng.shuffle(rest)
    s1 = ["KS"]
    s2 = ["JOKER"]
    pool = [c for c in rest if c not in ("KS", "JOKER")]
    # dealer discards three low spades
    spades = [c for c in pool if suit(c) == "S" and rank(c) not in "KQNJ"]
    skat = rng.sample(spades, 3)
    pool = [c for c in pool if c not in skat]
    rng.shuffle(pool)
    s1 += pool[:24]
    s2 += pool[24:48]
    assert len(pool) == 48
    fixed = {0: d_hand + skat, 1: s1, 2: s2}
    t0 = rng.randrange(3, 12)

    def p0(tricks, info, marks, h25):
        lc = last_card(tricks)
        return info["tricks"][0] == 25 and lc[1] == "KS" and any(c == "JOKER" for s, c, _ in tricks[t0]["plays"]) and tricks[0]["plays"][0][1] != "KS"

    normal_deal(b, rng, 0, fixed, {"hold": {1: {"KS"}}, "joker_at": t0, "joker_named": "S"}, True, p0, skat=skat)
    return b


@scen
def clean_nolo(sd):
    """§15 Nolo: seat 2 takes no trick; it loses a king in the last trick, which another player
    wins with the Pagat: Nolo cancels the Pagat ultimo, not the King przydupek; no card points."""
    rng = random.Random(sd)
    b = Built(3)
    weak = ["KD", "10D", "9D", "8D", "7D", "10H", "9H", "8H", "1S", "2S", "3S", "1C", "2C", "3C", "4C", "T2"]
    def p0(tricks, info, marks, h25):
        lc = last_card(tricks)
        return info["tricks"][2] == 0 and lc[2] == "KD" and lc[tricks[24]["winner"]] == "T1"

    normal_deal(b, rng, 0, {2: weak, 0: ["T1", "T21", "T20"]}, {"hold": {2: {"KD"}, 0: {"T1"}}}, True, p0)
    return b


@scen
def clean_4p(sd):
    """Four players (§2, §17): the player opposite the dealer sits out, pays only the foundations
    and the refill after a Pagat ultimo (§15 Fundamenty)."""
    rng = random.Random(sd)
    b = Built(4)

    def p0(tricks, info, marks, h25):
        lc = last_card(tricks)
        return lc[tricks[24]["winner"]] == "T1" and not any(is_king(c) for c in lc.values())

    normal_deal(b, rng, 0, {3: ["T1"]}, {"hold": {3: {"T1"}}}, True, p0)
    normal_deal(b, rng, 1, {}, {}, False, None)
    return b


@scen
def clean_shown_skat(sd):
    """§13: a dealer whose every card is a declaration card (or a king) must lay away declaration
    cards; he says which ('shown') and is paid for all he held before the discard."""
    rng = random.Random(sd)
    b = Built(3)
    d_hand = [f"T{i}" for i in range(1, 13)] + [r + s for s in SUITS for r in "KQNJ"]
    skat = ["JH", "JD", "JS"]
    pre = declarations(d_hand)
    normal_deal(b, rng, 0, {0: d_hand}, {}, True, None, skat=skat, extra={"shown": True, "dealer_pre": True})
    return b, pre


def pen_hook(pred_seat, amount, refund=None):
    """A trick hook that makes `pred_seat(t, tricks)` (a seat or None) pay `amount` to each pool."""

    def hook(sess, e, t, tricks):
        s = pred_seat(t, tricks)
        if s is not None:
            penalty(sess, e, s, amount)

    return hook


@scen
def superficial_joker_exhausted(sd):
    """§18 superficial: naming the Joker in a suit of which every card has gone; the followers
    trump (or throw anything).  No penalty."""
    rng = random.Random(sd)
    b = Built(3)
    t0 = rng.randrange(14, 22)

    def p0(tricks, info, marks, h25):
        tr = tricks[t0]
        if tr["plays"][0][:2] != (2, "JOKER"):
            return False
        gone = {c for t in range(t0) for s, c, _ in tricks[t]["plays"]}
        named = tr["led"]
        return all(c in gone for c in DECK if suit(c) == named) and any(suit(c) == "T" for s, c, _ in tr["plays"][1:])

    def attempt():
        # name the suit that is exhausted at t0; we do not know it in advance: try each
        for X in "HDSC":
            sub = random.Random(sd * 7 + ord(X))
            bb = Built(3)
            try:
                hands_fixed = {2: ["JOKER"]}
                normal_deal(bb, sub, 0, hands_fixed, {"joker_at": t0, "joker_named": X}, True, p0)
                return bb
            except PlayError:
                continue
        return None

    r = attempt()
    if r is None:
        raise PlayError("x")
    return r


@scen
def superficial_decl_corrected(sd):
    """§18 superficial: a declaration corrected before the first trick (seat 1 first passes with
    ten trumps, then corrects itself before the first card)."""
    rng = random.Random(sd)
    b = Built(3)
    tr10 = [f"T{i}" for i in (2, 4, 5, 7, 9, 11, 13, 15, 17, 19)]

    def decls(d, h25, hands):
        out = []
        for s, items in d:
            if s == 1:
                out.append((1, []))
            else:
                out.append((s, items))
        out.append((1, d[1][1]))
        return out

    def p0(tricks, info, marks, h25):
        n1 = sum(1 for c in h25[1] if suit(c) == "T" or c == "JOKER")
        return n1 == 10 and declarations(h25[1])[0][1] == 10 and len(declarations(h25[1])) == 1 and not declarations(h25[0]) and not declarations(h25[2])

    fixed = {1: tr10}
    hands = None
    normal_deal(b, rng, 0, fixed, {}, True, p0, extra={"decls": decls})
    return b


@scen
def large_declare_before_dealer(sd):
    """§18 large: a declaration announced before the dealer's: 20 to each pool, play goes on."""
    rng = random.Random(sd)
    b = Built(3)

    def decls(d, h25, hands):
        m = dict(d)
        return [(1, m[1]), ("pen", (1, 20)), (0, m[0]), (2, m[2])]

    def p0(tricks, info, marks, h25):
        return [it["kind"] for it, _ in declarations(h25[1])] == ["kings"] and not declarations(h25[0]) and not declarations(h25[2])

    normal_deal(b, rng, 0, {1: ["KH", "KD", "KS", "KC"]}, {}, True, p0, extra={"decls": decls})
    return b


@scen
def large_lead_out_of_turn(sd):
    """§18 large: a trick led out of turn (4 players): 20 to each pool, play goes on; the trick
    stands as played."""
    rng = random.Random(sd)
    b = Built(4)
    t0 = rng.randrange(3, 10)
    hook = pen_hook(lambda t, tricks: tricks[t]["leader"] if t == t0 else None, 20)

    def p0(tricks, info, marks, h25):
        return tricks[t0]["leader"] != tricks[t0 - 1]["winner"]

    normal_deal(b, rng, 1, {}, {"lead_override": {t0: 1}}, True, p0, extra={"trick_hook": hook})
    return b


@scen
def large_play_out_of_turn(sd):
    """§18 large: a card played out of turn (the third hand plays before the second): 20 to each
    pool, play goes on."""
    rng = random.Random(sd)
    b = Built(3)
    t0 = rng.randrange(3, 12)
    hook = pen_hook(lambda t, tricks: tricks[t]["plays"][1][0] if t == t0 else None, 20)

    def p0(tricks, info, marks, h25):
        return "JOKER" not in [c for s, c, _ in tricks[t0]["plays"]]

    normal_deal(b, rng, 2, {}, {"swap": {t0: True}}, True, p0, extra={"trick_hook": hook})
    return b


@scen
def large_false_joker_demand(sd):
    """§18 large: demanding the Joker in the third-last trick when it has already been played
    (4 players): 20 to each pool, play goes on."""
    rng = random.Random(sd)
    b = Built(4)
    t0 = rng.randrange(3, 15)
    hook = pen_hook(lambda t, tricks: tricks[t]["call"] if t == 22 else None, 20)

    def p0(tricks, info, marks, h25):
        return any(c == "JOKER" for s, c, _ in tricks[t0]["plays"]) and tricks[22]["call"] is not None

    normal_deal(b, rng, 2, {1: ["JOKER"]}, {"joker_at": t0, "joker_named": "D", "demand": (22, 3)}, True, p0, extra={"trick_hook": hook})
    return b


def _void_skat(sd, n, dealer, fixed, pick, second=True):
    rng = random.Random(sd)
    b = Built(n)
    hands = fill_hands(rng, n, dealer, fixed)
    skat = pick(rng, hands[dealer])
    act = active_seats(n, dealer)
    h25 = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in act}
    if not no_decls(h25, act) or declarations(hands[dealer]):
        raise PlayError("decls")
    ev, tricks, info, marks, _ = build_deal(
        b.sess, rng, dealer, hands, skat, {}, first=True, void=True,
        extra={"decls": lambda d, h, hh: d + [("pen", (dealer, 40))]},
    )
    b.deals.append(deal_json(dealer, hands, n, ev))
    b.notes.append((dealer, tricks, info, marks, h25, skat, hands))
    if second:
        normal_deal(b, rng, (dealer + 1) % n, {}, {}, False, None)
    return b


@scen
def irreparable_skat_king(sd):
    """§13/§18 irreparable: the dealer lays a king away (4 players): 40 to each pool, the deal is
    void; the next dealer deals."""
    return _void_skat(sd, 4, 0, {0: ["KH"]}, lambda rng, h: ["KH"] + default_skat(rng, [c for c in h if c != "KH"])[:2])


@scen
def irreparable_skat_trump(sd):
    """§13/§18 irreparable: the dealer lays away a trump while keeping other trumps."""
    return _void_skat(sd, 3, 0, {0: ["T6", "T9", "T14"]}, lambda rng, h: ["T6"] + default_skat(rng, h)[:2])


@scen
def irreparable_skat_joker(sd):
    """§13/§18 irreparable: the dealer lays the Joker away without announcing Tout."""
    return _void_skat(sd, 3, 1, {1: ["JOKER"]}, lambda rng, h: ["JOKER"] + default_skat(rng, h)[:2])


@scen
def irreparable_skat_declcard(sd):
    """§13/§18 irreparable: the dealer lays away a card of a declaration (his full heart
    cavalry) though he had other cards to lay away; not shown."""
    rng = random.Random(sd)
    b = Built(3)
    dealer = 2
    hands = fill_hands(rng, 3, dealer, {2: ["KH", "QH", "NH", "JH"]})
    if "JOKER" in hands[2]:
        raise PlayError("j")
    decl = declarations(hands[2])
    if [it["kind"] for it, _ in decl] != ["cavalry"]:
        raise PlayError("d")
    skat = ["NH"] + default_skat(rng, hands[2])[:2]
    act = active_seats(3, dealer)
    h25 = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in act}
    if not no_decls(h25, act):
        raise PlayError("decls")
    ev, tricks, info, marks, _ = build_deal(
        b.sess, rng, dealer, hands, skat, {}, first=True, void=True,
        extra={"decls": lambda d, h, hh: d + [("pen", (dealer, 40))]},
    )
    b.deals.append(deal_json(dealer, hands, 3, ev))
    b.notes.append((dealer, tricks, info, marks, h25, skat, hands))
    return b


@scen
def irreparable_decl_error(sd):
    """§18 irreparable: a wrong declaration not corrected before the first trick (11 trumps
    declared with 10): the money received for it is handed back, 40 to each pool, deal void."""
    rng = random.Random(sd)
    b = Built(3)
    dealer = 1
    tr10 = [f"T{i}" for i in (1, 3, 5, 6, 8, 10, 12, 14, 16, 18)]
    hands = fill_hands(rng, 3, dealer, {2: tr10})
    skat = default_skat(rng, hands[dealer])
    act = active_seats(3, dealer)
    h25 = {s: [c for c in hands[s] if not (s == dealer and c in skat)] for s in act}
    d2 = declarations(h25[2])
    if len(d2) != 1 or d2[0][0]["count"] != 10 or declarations(h25[0]) or declarations(h25[1]) or declarations(hands[1]):
        raise PlayError("d")
    wrong = [({"kind": "trumps", "count": 11, "pagat": True}, 15)]

    def decls(d, h, hh):
        return [(1, []), (2, wrong), (0, [])]

    hook = pen_hook(lambda t, tricks: None, 0)

    def hook(sess, e, t, tricks):
        if t == 0:
            for o in (0, 1):
                sess.pay(e, 2, o, 15, "declaration")
            penalty(sess, e, 2, 40)

    ev, tricks, info, marks, _ = build_deal(b.sess, rng, dealer, hands, skat, {}, first=True, void=True, extra={"decls": decls, "trick_hook": hook})
    b.deals.append(deal_json(dealer, hands, 3, ev))
    b.notes.append((dealer, tricks, info, marks, h25, skat, hands))
    return b


@scen
def revoke_joker_lead(sd):
    """§10/§12: the Joker led and named; a follower who holds the named suit trumps instead.
    The source does not class it; the README documents revoke_penalty = irreparable."""
    rng = random.Random(sd)
    b = Built(3)
    t0 = rng.randrange(2, 8)
    hook = pen_hook(lambda t, tricks: tricks[t]["revoked"], 40)

    def p0(tricks, info, marks, h25):
        return tricks[t0]["plays"][0][:2] == (0, "JOKER") and tricks[t0]["revoked"] is not None

    normal_deal(b, rng, 2, {0: ["JOKER"]}, {"joker_at": t0, "joker_named": "S", "revoke": {"t": t0, "seat": 1}}, True, p0, extra={"trick_hook": hook}, want_no_decl=True, void=True)
    return b


@scen
def joker_second_last(sd):
    """§12 'Jokera nigdy nie używa się w przedostatniej kolejce': the Joker played in the
    second-last trick.  Unclassified by the source; README default irreparable."""
    rng = random.Random(sd)
    b = Built(3)
    hook = pen_hook(lambda t, tricks: 1 if t == 23 else None, 40)

    def p0(tricks, info, marks, h25):
        return any(c == "JOKER" and s == 1 for s, c, _ in tricks[23]["plays"]) and tricks[23]["plays"][0][0] != 1

    normal_deal(b, rng, 0, {1: ["JOKER"]}, {"joker_at": None, "forced": {(23, 1): "JOKER"}, "allow_illegal": {(23, 1): True}}, True, p0, extra={"trick_hook": hook}, want_no_decl=True, void=True)
    return b


FILES = {
    "clean-joker.json": "clean_joker",
    "clean-joker-void-naming.json": "clean_void_name",
    "clean-ultimo.json": "clean_ultimo",
    "clean-tout.json": "clean_tout",
    "clean-nolo.json": "clean_nolo",
    "clean-4p.json": "clean_4p",
    "clean-shown-skat.json": "clean_shown_skat",
    "superficial-joker-exhausted.json": "superficial_joker_exhausted",
    "superficial-decl-corrected.json": "superficial_decl_corrected",
    "large-declare-before-dealer.json": "large_declare_before_dealer",
    "large-lead-out-of-turn-4p.json": "large_lead_out_of_turn",
    "large-play-out-of-turn.json": "large_play_out_of_turn",
    "large-false-joker-demand-4p.json": "large_false_joker_demand",
    "irreparable-skat-king-4p.json": "irreparable_skat_king",
    "irreparable-skat-trump.json": "irreparable_skat_trump",
    "irreparable-skat-joker.json": "irreparable_skat_joker",
    "irreparable-skat-declcard.json": "irreparable_skat_declcard",
    "irreparable-decl-error.json": "irreparable_decl_error",
    "revoke-joker-lead.json": "revoke_joker_lead",
    "joker-second-last.json": "joker_second_last",
}


EXPECT = {
    "large-declare-before-dealer.json": [{"deal": 0, "event": 9, "code": "declaration out of turn", "class": "large", "seat": 1}],
    "large-lead-out-of-turn-4p.json": [{"deal": 0, "event": 46, "code": "out_of_turn (lead)", "class": "large", "seat": 0}],
    "large-play-out-of-turn.json": [{"deal": 0, "event": 43, "code": "out_of_turn", "class": "large", "seat": 2}],
    "large-false-joker-demand-4p.json": [{"deal": 0, "event": 90, "code": "false Joker demand", "class": "large", "seat": 3}],
    "irreparable-skat-king-4p.json": [{"deal": 0, "event": 10, "code": "illegal_skat", "class": "irreparable", "seat": 0}],
    "irreparable-skat-trump.json": [{"deal": 0, "event": 8, "code": "illegal_skat", "class": "irreparable", "seat": 0}],
    "irreparable-skat-joker.json": [{"deal": 0, "event": 8, "code": "illegal_skat", "class": "irreparable", "seat": 1}],
    "irreparable-skat-declcard.json": [{"deal": 0, "event": 8, "code": "illegal_skat", "class": "irreparable", "seat": 2}],
    "irreparable-decl-error.json": [{"deal": 0, "event": 10, "code": "wrong declaration", "class": "irreparable", "seat": 2}],
    "revoke-joker-lead.json": [{"deal": 0, "event": 28, "code": "revoke", "class": "irreparable (ruling)", "seat": 1}],
    "joker-second-last.json": [{"deal": 0, "event": 82, "code": "Joker in the second-last trick", "class": "irreparable (ruling)", "seat": 1}],
}


def main():
    import sys

    only = sys.argv[1:]
    summary = []
    for fname, fn in FILES.items():
        if only and fname not in only:
            continue
        sd, b = search(SCEN[fn], tries=20000)
        if isinstance(b, tuple):
            b = b[0]
        players = PLAYERS3 if b.sess.n == 3 else PLAYERS4
        write(fname, players, b.deals, " ".join(SCEN[fn].__doc__.split()), EXPECT.get(fname, []))
        summary.append(f"=== {fname} (seed {sd}) net {b.sess.net} pools {b.sess.pools}")
        for k, (dealer, tricks, info, marks, h25, skat, hands) in enumerate(b.notes):
            ev = b.deals[k]["events"]
            summary.append(f"-- deal {k} dealer {dealer} skat {skat} marks " + json.dumps({a: v for a, v in marks.items() if a != 'plays'}))
            for i, e in enumerate(ev):
                if e["type"] != "play":
                    summary.append(f"   {i} {json.dumps(e)}")
            summary.append(describe(tricks, info))
    with open(os.path.join(HERE, "_summary.txt"), "w") as f:
        f.write("\n".join(summary) + "\n")
    print("\n".join(s for s in summary if s.startswith("===")))


if __name__ == "__main__":
    main()
