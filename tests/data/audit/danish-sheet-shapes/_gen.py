"""Blind generator for the danish-sheet-shapes audit round.

Written from the Polish source (000_2fac32aef83ce8a1.txt, sections 7-15, 17) and the
transcript format only; it does not import the validator.

Every deal is played legally (or with one planted revoke), settled by section 15 into a ledger
of chip movements, and written as a SCORE SHEET (no payment events) in one of these shapes:
  - seat net scores (+ optional pool net scores)
  - seat scores split by payment reason (+ optional pool net scores)
  - running totals per seat and per pool (with or without scores)
Then at most two faults are planted per file.  Run:  python _gen.py [--seed N]
"""

import argparse
import json
import random
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
ORDER = {
    "H": ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)],
    "D": ["K", "Q", "N", "J"] + [str(i) for i in range(1, 11)],
    "S": ["K", "Q", "N", "J"] + [str(i) for i in range(10, 0, -1)],
    "C": ["K", "Q", "N", "J"] + [str(i) for i in range(10, 0, -1)],
}
DECK = [r + s for s in SUITS for r in ORDER[s]] + ["T%d" % i for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
POOLS = ["pagat_pool", "king_pool"]


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def is_king(c):
    return c != "JOKER" and not c.startswith("T") and c[:-1] == "K"


def value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def round5(x):
    # nearest multiple of 5 (x is an integer, so no ties)
    q, r = divmod(x, 5)
    return 5 * q + (5 if r >= 3 else 0)


# ---------------------------------------------------------------- declarations (section 14)
def declarations(hand):
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in hand if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 5 * (ntr - 8)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        t = 20
        while "T%d" % t in h:
            n += 1
            t -= 1
        items.append(({"kind": "matadors", "count": n}, 5 * (n - 1)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
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


def declaration_cards(hand):
    """Cards that form part of a declaration other than trumps/matadors (trumps are never laid away here)."""
    out = set()
    h = set(hand)
    joker = "JOKER" in h
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4 or (len(have) == 3 and joker):
            out |= {r + s for r in have}
    return out


# ---------------------------------------------------------------- one deal
class Deal:
    pass


def trick_winner(trick, led):
    trumps = [(int(c[1:]), s, c) for s, c in trick if c.startswith("T")]
    if trumps:
        t = max(trumps)
        return t[1], t[2]
    best = None
    for s, c in trick:
        if c != "JOKER" and suit(c) == led:
            k = ORDER[led].index(c[:-1])
            if best is None or k < best[0]:
                best = (k, s, c)
    return best[1], best[2]


def play_deal(rng, n, dealer, pools, first, revoke_at=None):
    """Return a Deal (or None if Tout/Nolo or the Joker could not be got rid of)."""
    d = Deal()
    d.dealer = dealer
    d.n = n
    if n == 4:
        sitter = (dealer + 2) % 4
        active = [s for s in range(4) if s != sitter]
    else:
        sitter = None
        active = [0, 1, 2]
    d.sitter = sitter
    d.active = active
    # order of play among active seats, starting right of the dealer (= next in order of play)
    order = []
    s = dealer
    for _ in range(n):
        s = (s + 1) % n
        if s != sitter:
            order.append(s)
    assert order[-1] == dealer
    d.play_order = order
    deck = DECK[:]
    rng.shuffle(deck)
    hands = [[] for _ in range(n)]
    i = 0
    while i < 75:
        for s in order:
            hands[s].extend(deck[i : i + 5])
            i += 5
    hands[dealer].extend(deck[75:78])
    d.hands_dealt = [h[:] for h in hands]
    # skat: three plain non-king, non-declaration cards
    dh = hands[dealer]
    forbid = declaration_cards(dh)
    cand = [c for c in dh if c != "JOKER" and not c.startswith("T") and not is_king(c) and c not in forbid]
    # prefer pip cards
    cand.sort(key=lambda c: (value(c), rng.random()))
    skat = cand[:3]
    for c in skat:
        dh.remove(c)
    d.skat = skat
    # declarations, from the dealer, in order of play
    decl_order = [dealer] + order[:-1]
    d.decl_order = decl_order
    d.decls = {s: declarations(hands[s]) for s in active}
    ledger = []  # (from, to, amount, reason, note)

    def pay(frm, to, amt, reason):
        if amt:
            ledger.append((frm, to, amt, reason))

    if first:
        for p in POOLS:
            for s in range(n):
                pay(s, p, 20, "foundation")
    for p in POOLS:
        pay(dealer, p, 5, "deal_fee")
    for s in decl_order:
        for _item, amt in d.decls[s]:
            for o in active:
                if o != s:
                    pay(o, s, amt, "declaration")
    # play
    hands = [h[:] for h in hands]
    leader = order[0]
    joker_holder = next((s for s in active if "JOKER" in hands[s]), None)
    joker_target = rng.randint(0, 14)
    plays = []  # (seat, card)
    tricks = []  # (trick list, winner, wcard)
    piles = defaultdict(list)
    trick_count = defaultdict(int)
    d.revoke = None
    for t in range(25):
        idx = order.index(leader)
        seq = order[idx:] + order[:idx]
        trick = []
        led = None
        for pos, s in enumerate(seq):
            h = hands[s]
            if pos == 0:
                cands = [c for c in h if c != "JOKER"] or h[:]
                if cands == ["JOKER"]:
                    return None
            else:
                follow = [c for c in h if suit(c) == led]
                if follow:
                    cands = follow
                else:
                    tr = [c for c in h if c.startswith("T")]
                    cands = tr or [c for c in h if c != "JOKER"]
                if not cands:
                    cands = h[:]
            card = None
            if pos > 0 and s == joker_holder and "JOKER" in h and joker_target <= t <= 20:
                card = "JOKER"
            if card is None and revoke_at is not None and d.revoke is None and t >= revoke_at and pos > 0:
                follow = [c for c in h if suit(c) == led]
                off = [c for c in h if suit(c) not in (led, None) and not is_king(c) and c != "T1" and c not in ("T21",)]
                if follow and off and led != "T":
                    # the revoke: a plain card of another suit (or a trump) while holding the suit led
                    card = rng.choice(off)
                    d.revoke = {"trick": t, "seat": s, "card": card, "led": led, "held": sorted(follow)}
            if card is None:
                if t == 25 - 1 and cands == ["JOKER"]:
                    return None
                cc = [c for c in cands if c != "JOKER"] or cands
                w = [0.06 if (t < 22 and (is_king(c) or c == "T1")) else 1.0 for c in cc]
                card = rng.choices(cc, weights=w)[0]
            if card == "JOKER" and t >= 23:
                return None
            h.remove(card)
            trick.append((s, card))
            plays.append((s, card))
            if pos == 0:
                led = suit(card)
        w, wc = trick_winner(trick, led)
        tricks.append((trick, w, wc, led))
        trick_count[w] += 1
        for s, c in trick:
            if c == "JOKER" and t < 24:
                piles[s].append(c)
            else:
                piles[w].append(c)
        leader = w
    if revoke_at is not None and d.revoke is None:
        return None
    d.plays = plays
    d.tricks = tricks
    d.trick_count = {s: trick_count[s] for s in active}
    if any(v == 25 for v in d.trick_count.values()) or any(v == 0 for v in d.trick_count.values()):
        return None  # Tout / Nolo: not wanted in this round
    # payments during play (not in the last trick)
    d.features = []
    for t, (trick, w, wc, _led) in enumerate(tricks[:24]):
        for s, c in trick:
            if s == w:
                continue
            if is_king(c):
                for o in active:
                    if o != s:
                        pay(s, o, 5, "king_lost")
                pay(s, "king_pool", 5, "king_lost")
                d.features.append("king_lost t%d seat%d %s" % (t, s, c))
            if c == "T1":
                for o in active:
                    if o != s:
                        pay(s, o, 5, "pagat_lost")
                pay(s, "pagat_pool", 5, "pagat_lost")
                d.features.append("pagat_lost t%d seat%d" % (t, s))
        if wc == "T1":
            for o in active:
                if o != w:
                    pay(o, w, 5, "pagat_trick")
            d.features.append("pagat_trick t%d seat%d" % (t, w))
    # pools before the last trick is settled
    cur = dict(pools)
    for frm, to, amt, _reason in ledger:
        if to in POOLS:
            cur[to] += amt
        if frm in POOLS:
            cur[frm] -= amt
    # last trick
    trick, w, wc, led = tricks[24]
    kp = [s for s, c in trick if s != w and is_king(c)]
    pp = [s for s, c in trick if s != w and c == "T1"]
    K = cur["king_pool"]
    P = cur["pagat_pool"]
    d.last = {"winner": w, "card": wc, "king_przydupek": kp, "pagat_przydupek": pp, "king_pool_before": K, "pagat_pool_before": P}
    if is_king(wc):
        for o in active:
            if o != w:
                pay(o, w, 40, "king_ultimo")
        pay("king_pool", w, K, "king_ultimo")
        d.features.append("king_ultimo seat%d %s takes king_pool %d" % (w, wc, K))
    if wc == "T1":
        for o in active:
            if o != w:
                pay(o, w, 45, "pagat_ultimo")
        pay("pagat_pool", w, P, "pagat_ultimo")
        d.features.append("pagat_ultimo seat%d takes pagat_pool %d" % (w, P))
        for s in range(n):
            pay(s, "pagat_pool", 20, "refill")
    for s in kp:
        for o in active:
            if o != s:
                pay(s, o, 40, "king_przydupek")
        pay(s, "king_pool", K, "king_przydupek")
        d.features.append("king_przydupek seat%d pays %d to king_pool" % (s, K))
    for s in pp:
        for o in active:
            if o != s:
                pay(s, o, 45, "pagat_przydupek")
        pay(s, "pagat_pool", P, "pagat_przydupek")
        d.features.append("pagat_przydupek seat%d pays %d to pagat_pool" % (s, P))
    if is_king(wc) and not kp:
        for s in range(n):
            pay(s, "king_pool", 20, "refill")
    if not is_king(wc) and wc != "T1" and not kp and not pp:
        for o in active:
            if o != w:
                pay(o, w, 20, "last_trick")
        d.features.append("last_trick seat%d %s" % (w, wc))
    if not is_king(wc) and wc != "T1" and (kp or pp):
        d.features.append("last trick seat%d %s: no last_trick payment (przydupek)" % (w, wc))
    # card points
    pts = {}
    for s in active:
        pts[s] = sum(value(c) for c in piles[s]) + d.trick_count[s]
    pts[dealer] += sum(value(c) for c in skat) + 1
    assert sum(pts.values()) == 78, pts
    d.points = pts
    nd = (dealer + 1) % n
    d.new_dealer = nd
    d.cp = {}
    for s in active:
        if s == nd:
            continue
        r = round5(pts[s] - 26)
        d.cp[s] = r
        if r < 0:
            pay(s, nd, -r, "card_points")
        elif r > 0:
            pay(nd, s, r, "card_points")
    d.ledger = ledger
    net = defaultdict(int)
    byreason = defaultdict(lambda: defaultdict(int))
    for frm, to, amt, reason in ledger:
        net[frm] -= amt
        net[to] += amt
        byreason[frm][reason] -= amt
        byreason[to][reason] += amt
    d.net = {p: net[p] for p in list(range(n)) + POOLS}
    d.byreason = byreason
    assert sum(d.net.values()) == 0
    d.pools_after = {p: pools[p] + d.net[p] for p in POOLS}
    assert all(v >= 0 for v in d.pools_after.values())
    return d


PRED = {
    None: lambda d: True,
    "king_ultimo": lambda d: any(f.startswith("king_ultimo") for f in d.features),
    "pagat_ultimo": lambda d: any(f.startswith("pagat_ultimo") for f in d.features),
    "king_przydupek": lambda d: any(f.startswith("king_przydupek") for f in d.features),
    "pagat_przydupek": lambda d: any(f.startswith("pagat_przydupek") for f in d.features),
    "decl": lambda d: any(d.decls[s] for s in d.active),
    "ku_kp": lambda d: any(f.startswith("king_ultimo") for f in d.features) and any(f.startswith("king_przydupek") for f in d.features),
    "decl2": lambda d: sum(len(d.decls[s]) for s in d.active) >= 2,
}


def make_deal(seed, n, dealer, pools, first, want, revoke_at=None):
    for attempt in range(20000):
        rng = random.Random("%s/%d/%d/%d" % (seed, n, dealer, attempt))
        d = play_deal(rng, n, dealer, pools, first, revoke_at)
        if d is not None and PRED[want](d):
            return d
    raise RuntimeError(f"no deal for {want!r}")


# ---------------------------------------------------------------- sheets
REASON_ORDER = ["foundation", "refill", "deal_fee", "declaration", "king_lost", "pagat_lost", "pagat_trick", "pagat_ultimo", "king_ultimo", "pagat_przydupek", "king_przydupek", "last_trick", "card_points"]


def sheet_events(d, shape, totals_before):
    """Events of the sheet for one deal; returns (events, totals_after, line_index)."""
    ev = []
    where = {}
    n = d.n
    if shape.get("seat") == "net":
        for s in range(n):
            where[("score", s)] = len(ev)
            ev.append({"type": "score", "party": s, "points": d.net[s]})
    elif shape.get("seat") == "reasons":
        for s in range(n):
            for r in REASON_ORDER:
                v = d.byreason[s].get(r, 0)
                if v:
                    where[("reason", s, r)] = len(ev)
                    ev.append({"type": "score", "party": s, "points": v, "reason": r})
    if shape.get("pools"):
        for p in POOLS:
            where[("score", p)] = len(ev)
            ev.append({"type": "score", "party": p, "points": d.net[p]})
    after = dict(totals_before)
    for p in list(range(n)) + POOLS:
        after[p] = totals_before[p] + d.net[p]
    if shape.get("seat_totals"):
        for s in range(n):
            where[("total", s)] = len(ev)
            ev.append({"type": "total", "party": s, "points": after[s]})
    if shape.get("pool_totals"):
        for p in POOLS:
            where[("total", p)] = len(ev)
            ev.append({"type": "total", "party": p, "points": after[p]})
    return ev, after, where


def build_file(spec):
    n = spec["n"]
    pools = {p: 0 for p in POOLS}
    totals = {p: 0 for p in list(range(n)) + POOLS}
    deals = []
    dealt = []
    dealer = 0
    for k, want in enumerate(spec["deals"]):
        rv = spec.get("revoke", {}).get(k)
        d = make_deal(spec["seed"], n, dealer, pools, k == 0, want, rv)
        events = [{"type": "discard", "seat": dealer, "cards": d.skat}]
        for s in d.decl_order:
            events.append({"type": "declare", "seat": s, "items": [it for it, _ in d.decls[s]]})
        play_base = len(events)
        for s, c in d.plays:
            events.append({"type": "play", "seat": s, "card": c})
        if d.revoke:
            t = d.revoke["trick"]
            base = play_base + 3 * t
            for j in range(3):
                if events[base + j]["seat"] == d.revoke["seat"]:
                    d.revoke["event"] = base + j
        sheet_base = len(events)
        sev, totals, where = sheet_events(d, spec["shape"], totals)
        events.extend(sev)
        d.where = {k2: sheet_base + v for k2, v in where.items()}
        d.totals_after = dict(totals)
        d.events = events
        pools = d.pools_after
        deals.append({"dealer": dealer, "hands": d.hands_dealt, "events": events})
        dealt.append(d)
        dealer = (dealer + 1) % n
    # plant faults
    planted = []
    for f in spec.get("faults", []):
        kind, k = f[0], f[1]
        d = dealt[k]
        ev = deals[k]["events"]
        if kind == "reason":
            _, _, s, r, delta = f
            i = d.where[("reason", s, r)]
        elif kind == "score":
            _, _, party, delta = f
            i = d.where[("score", party)]
        elif kind == "total":
            _, _, party, delta = f
            i = d.where[("total", party)]
        old = ev[i]["points"]
        ev[i]["points"] = old + delta
        planted.append({"deal": k, "event": i, "kind": kind, "party": ev[i]["party"], "reason": ev[i].get("reason"), "written": old + delta, "rules": old})
        # the sheet's own arithmetic: later totals carry the slip
        carry_party = ev[i]["party"]
        if spec.get("carry", True) and kind in ("reason", "score", "total"):
            for k2 in range(k if kind != "total" else k + 1, len(deals)):
                if kind == "total" and k2 == k:
                    continue
                key = ("total", carry_party)
                if key in dealt[k2].where:
                    j = dealt[k2].where[key]
                    deals[k2]["events"][j]["points"] += delta
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": ["Agnieszka", "Bartek", "Celina", "Darek"][:n],
        "meta": {"audit": "danish-sheet-shapes", "file": spec["name"], "seed": spec["seed"], "shape": spec["shape"], "description": spec["desc"]},
        "deals": deals,
    }
    return doc, dealt, planted


SH_SEAT_POOL = {"seat": "net", "pools": True}
SH_TOTALS = {"seat_totals": True, "pool_totals": True}
SH_REASONS_TOT = {"seat": "reasons", "pools": True, "seat_totals": True, "pool_totals": True}
SH_REASONS = {"seat": "reasons", "pools": True}
SH_POOLLINES = {"seat": "net", "pools": True, "pool_totals": True}
SH_SCORES_TOT = {"seat": "net", "pools": True, "seat_totals": True, "pool_totals": True}
SH_SEAT_ONLY = {"seat": "net"}
SH_SEAT_TOT = {"seat": "net", "seat_totals": True}

SPECS = [
    {"name": "01-clean-seat-pool-3p", "n": 3, "shape": SH_SEAT_POOL, "deals": ["decl", "king_przydupek", "king_ultimo", None], "desc": "clean: a net score per seat and per pool, per deal"},
    {"name": "02-clean-totals-only-4p", "n": 4, "shape": SH_TOTALS, "deals": ["decl", "pagat_ultimo", "king_ultimo", "king_przydupek"], "desc": "clean: running totals per seat and per pool only"},
    {"name": "03-clean-reasons-totals-3p", "n": 3, "shape": SH_REASONS_TOT, "deals": ["decl2", "pagat_przydupek", "king_ultimo"], "desc": "clean: seat scores split by reason, pool lines, totals"},
    {"name": "04-reason-line-3p", "n": 3, "shape": SH_REASONS, "deals": ["decl", "king_ultimo", None], "desc": "one wrong reason line", "faults": [("reason", 0, "DECL", "declaration", 5)]},
    {"name": "05-reason-and-pool-line-4p", "n": 4, "shape": SH_REASONS, "deals": ["decl", "king_przydupek", "pagat_ultimo", None], "desc": "a wrong reason line (card_points) and a wrong pool line", "faults": [("reason", 1, "CP", "card_points", 10), ("score", 2, "pagat_pool", -20)]},
    {"name": "06-pool-line-3p", "n": 3, "shape": SH_SEAT_POOL, "deals": [None, "king_przydupek", "decl"], "desc": "a wrong pool line: the przydupek's doubling not written", "faults": [("score", 1, "king_pool", "KP_UNDOUBLE")]},
    {"name": "07-pool-total-4p", "n": 4, "shape": SH_POOLLINES, "deals": ["decl", "king_ultimo", None, "pagat_przydupek"], "desc": "pool lines and pool totals; one pool total wrong, later ones carry it", "faults": [("total", 1, "king_pool", 20)]},
    {"name": "08-seat-total-3p", "n": 3, "shape": SH_TOTALS, "deals": ["decl", None, "pagat_ultimo", "king_przydupek"], "desc": "totals only; one seat total wrong, later ones carry it", "faults": [("total", 1, 2, -10)]},
    {"name": "09-seat-total-4p", "n": 4, "shape": SH_SCORES_TOT, "deals": ["king_ultimo", "decl", "king_przydupek", None], "desc": "scores and totals; one seat total wrong, later ones carry it", "faults": [("total", 2, 1, 5)]},
    {"name": "10-score-no-totals-4p", "n": 4, "shape": SH_SEAT_ONLY, "deals": ["decl", "king_ultimo", "pagat_przydupek", None], "desc": "seat scores without totals or pool lines; one seat score wrong", "faults": [("score", 1, "ULT_WINNER", -10)]},
    {"name": "11-revoke-wrong-score-3p", "n": 3, "shape": SH_SEAT_POOL, "deals": ["decl", None, "king_ultimo"], "revoke": {1: 6}, "desc": "a revoke (deal settled as played, no fine) and, in another deal, a wrong seat score", "faults": [("score", 2, "LOSER", 5)]},
    {"name": "12-revoke-wrong-score-4p", "n": 4, "shape": SH_SEAT_TOT, "deals": ["decl", "king_przydupek", None, None], "revoke": {2: 5}, "desc": "a revoke and a wrong seat score in the same deal; totals carry the written score", "faults": [("score", 2, "REVOKER", -5)]},
    {"name": "13-reason-line-and-total-3p", "n": 3, "shape": SH_REASONS_TOT, "deals": ["decl2", "king_przydupek", "king_ultimo", None], "desc": "a wrong reason line (king_lost or last_trick) and, in another deal, a wrong seat total", "faults": [("reason", 1, "ANY_PLAY", None, 5), ("total", 3, 0, 5)]},
]


def resolve_faults(spec, dealt):
    """Turn symbolic fault targets into concrete ones now the deals are known."""
    out = []
    for f in spec.get("faults", []):
        kind, k = f[0], f[1]
        d = dealt[k]
        if kind == "reason":
            _, _, who, r, delta = f
            if who == "DECL":
                s = next(s for s in d.active if d.decls[s])
                r = "declaration"
            elif who == "CP":
                s = next(s for s in d.active if d.byreason[s].get("card_points"))
            elif who == "ANY_PLAY":
                cand = [(s, rr) for s in d.active for rr in ("king_lost", "pagat_lost", "last_trick", "king_przydupek") if d.byreason[s].get(rr)]
                s, r = cand[0]
            else:
                s = who
            out.append(("reason", k, s, r, delta))
        elif kind == "score":
            _, _, party, delta = f
            if party == "ULT_WINNER":
                party = d.last["winner"]
            elif party == "LOSER":
                party = next(s for s in d.active if s != d.last["winner"])
            elif party == "REVOKER":
                party = d.revoke["seat"]
            if delta == "KP_UNDOUBLE":
                delta = -d.last["king_pool_before"] * len(d.last["king_przydupek"])
            # never land on the seat's card points (a seat line may be read as card points)
            if isinstance(party, int) and d.net[party] + delta == d.points.get(party):
                delta += 5
            out.append(("score", k, party, delta))
        else:
            out.append(f)
    return out


def describe(spec, doc, dealt, planted):
    L = []
    L.append("### {}.json\n".format(spec["name"]))
    L.append("Shape: %s. %d players, %d deals. %s.\n" % (json.dumps(spec["shape"]), spec["n"], len(dealt), spec["desc"]))
    for k, d in enumerate(dealt):
        L.append("- deal %d: dealer %d%s; skat %s; new dealer %d" % (k, d.dealer, "" if d.sitter is None else ", seat %d sits out" % d.sitter, d.skat, d.new_dealer))
        for s in d.decl_order:
            if d.decls[s]:
                L.append("  - seat %d declares %s (each other active seat pays %s)" % (s, [it for it, _ in d.decls[s]], [a for _, a in d.decls[s]]))
        for f in d.features:
            L.append(f"  - {f}")
        L.append("  - last trick: %s (pools before: king %d, pagat %d)" % ({k2: v for k2, v in d.last.items() if k2 not in ("king_pool_before", "pagat_pool_before")}, d.last["king_pool_before"], d.last["pagat_pool_before"]))
        L.append("  - tricks %s; card points %s; card-point settlement with new dealer %d: %s" % (d.trick_count, d.points, d.new_dealer, d.cp))
        if d.revoke:
            L.append("  - REVOKE: trick %d, seat %d plays %s to a %s lead holding %s (event %d)" % (d.revoke["trick"], d.revoke["seat"], d.revoke["card"], d.revoke["led"], d.revoke["held"], d.revoke["event"]))
        L.append(f"  - net chips by the rules: {d.net}; by reason: {({p: dict(v) for p, v in d.byreason.items() if v})}")
        L.append(f"  - pools after: {d.pools_after}; totals after: {d.totals_after}")
    L.append("")
    return "\n".join(L)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=2026)
    a = ap.parse_args()
    notes = []
    summary = {}
    for i, spec in enumerate(SPECS):
        spec = dict(spec)
        spec["seed"] = a.seed * 100 + i
        # first pass without faults to resolve symbolic targets
        faults = spec.pop("faults", [])
        doc, dealt, _ = build_file(spec)
        spec["faults"] = faults
        spec["faults"] = resolve_faults(spec, dealt)
        doc, dealt, planted = build_file(spec)
        (HERE / (spec["name"] + ".json")).write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
        exp = []
        for d_i, d in enumerate(dealt):
            if d.revoke:
                exp.append((d_i, d.revoke["event"], "revoke"))
        for p in planted:
            exp.append((p["deal"], p["event"], "wrong_total" if p["kind"] == "total" else "wrong_score"))
        summary[spec["name"]] = {"expected": sorted(exp), "planted": planted}
        notes.append(describe(spec, doc, dealt, planted) + f"Planted: {json.dumps(planted)}\n")
    (HERE / "_facts.md").write_text("\n".join(notes))
    (HERE / "_expected.txt").write_text("\n".join("{}: {}".format(k, v["expected"]) for k, v in summary.items()) + "\n")
    for k, v in summary.items():
        print(k, v["expected"])


if __name__ == "__main__":
    main()
