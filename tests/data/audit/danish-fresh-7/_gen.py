"""Blind generator for audit round danish-fresh-7 (Danish Tarok, Polish source §1-§18).

Written from the source alone (no import of validator). Every deal is played out legally
by a small simulator of my reading of §10/§12; payments are recorded as a careful scorer
would write them: foundations, deal fee, declarations right after each `declare`, the
in-play king/pagat payments right after the trick, then the last-trick settlement, any
refill, and the card-point settlement with the NEW dealer. One planted fault per fault file.

    python _gen.py [--seed N]   # writes NN-*.json next to this file and prints the indexes
"""

from __future__ import annotations

import argparse
import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
DECK = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)]
DECK += [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
KINGS = ["KH", "KD", "KS", "KC"]
NAMES3 = ["Agnieszka", "Bartek", "Celina"]
NAMES4 = ["Agnieszka", "Bartek", "Celina", "Dawid"]


def suit(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_value(c):
    """Higher is stronger within its suit (trumps by number)."""
    if c.startswith("T"):
        return int(c[1:])
    s, r = c[-1], c[:-1]
    order = RED if s in "HD" else BLACK
    return 100 - order.index(r)


def card_points(c):
    if c in ("T1", "T21", "JOKER") or c in KINGS:
        return 4
    if c.startswith("T"):
        return 0
    r = c[:-1]
    return {"Q": 3, "N": 2, "J": 1}.get(r, 0)


def trumps_of(hand, joker=False):
    return [c for c in hand if c.startswith("T") or (joker and c == "JOKER")]


# ---------------------------------------------------------------- declarations (§14)
def declarations(hand):
    items = []
    has_j = "JOKER" in hand
    tr = trumps_of(hand, joker=True)
    if len(tr) >= 10:
        items.append({"kind": "trumps", "count": len(tr), "pagat": "T1" in hand})
    if has_j and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while f"T{k}" in hand:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
    for s in SUITS:
        courts = [r for r in COURTS if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if has_j else "full"})
        elif len(courts) == 3 and has_j:
            miss = [r for r in COURTS if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    ks = [k for k in KINGS if k in hand]
    if len(ks) == 4:
        items.append({"kind": "kings", "form": "rich" if has_j else "full"})
    elif len(ks) == 3 and has_j:
        miss = [k for k in KINGS if k not in hand][0][-1]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def decl_value(item):
    if item["kind"] == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if item["kind"] == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def decl_cards(hand):
    """Cards that form part of a declaration in this hand (protected from the skat)."""
    out = set()
    for it in declarations(hand):
        if it["kind"] == "trumps":
            out |= set(trumps_of(hand, joker=True))
        elif it["kind"] == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{21 - i}" for i in range(1, it["count"] - 2)}
        elif it["kind"] == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in hand} | {"JOKER"}
        elif it["kind"] == "kings":
            out |= {k for k in KINGS if k in hand} | {"JOKER"}
    return out & set(hand)


def choose_skat(rng, hand):
    """Three legal cards to lay away (§13): no king, Mondo, Joker, declaration card; trumps
    only if none is kept. Prefer low pips (no court points in the skat)."""
    prot = decl_cards(hand)
    pips = [
        c for c in hand if not c.startswith("T") and c != "JOKER" and c[:-1] not in COURTS and c not in prot
    ]
    rng.shuffle(pips)
    return pips[:3]


# ---------------------------------------------------------------- play (§10, §12)
def legal(hand, trick, trick_no, demanded=False):
    """trick: list of (seat, card, named). trick_no 0..24."""
    if demanded and "JOKER" in hand:
        return ["JOKER"]
    nojoker = [c for c in hand if c != "JOKER"]
    if not trick:
        opts = list(nojoker)
    else:
        led = trick[0][2] if trick[0][1] == "JOKER" else suit(trick[0][1])
        follow = [c for c in nojoker if suit(c) == led]
        if follow:
            opts = follow
        else:
            tr = [c for c in nojoker if suit(c) == "T"]
            opts = tr if tr else list(nojoker)
    if "JOKER" in hand and trick_no != 23:
        opts = opts + ["JOKER"]
    if not opts:  # only the Joker left
        opts = ["JOKER"]
    return opts


def winner(trick):
    led = trick[0][2] if trick[0][1] == "JOKER" else suit(trick[0][1])
    best = None
    for seat, c, _ in trick:
        if c == "JOKER":
            continue
        s = suit(c)
        key = (2 if s == "T" else 1 if s == led else 0, rank_value(c))
        if key[0] == 0:
            continue
        if best is None or key > best[0]:
            best = (key, seat, c)
    return best[1], best[2]


class Deal:
    def __init__(self, rng, n, dealer, hands=None):
        self.rng = rng
        self.n = n
        self.dealer = dealer
        self.active = [dealer, (dealer + 1) % n] + ([(dealer + 2) % n] if n == 3 else [(dealer + 3) % n])
        self.sitter = None if n == 3 else (dealer + 2) % n
        if hands is None:
            deck = DECK[:]
            rng.shuffle(deck)
            hands = [[] for _ in range(n)]
            for i, s in enumerate(self.active):
                hands[s] = deck[25 * i : 25 * i + 25]
            hands[dealer] += deck[75:]
        self.hands = hands

    def give(self, seat, cards):
        """Move `cards` into seat's hand, swapping out plain pips (not kings/trumps/Joker)."""
        for c in cards:
            if c in self.hands[seat]:
                continue
            owner = next(s for s in self.active if c in self.hands[s])
            pool = [
                x
                for x in self.hands[seat]
                if x not in cards and not x.startswith("T") and x != "JOKER" and x[:-1] not in COURTS
            ]
            x = self.rng.choice(pool)
            self.hands[seat].remove(x)
            self.hands[owner].remove(c)
            self.hands[seat].append(c)
            self.hands[owner].append(x)

    def take_away(self, seat, cards):
        """Move `cards` out of seat's hand to another active seat, taking back plain pips."""
        for c in cards:
            if c not in self.hands[seat]:
                continue
            other = self.rng.choice([s for s in self.active if s != seat])
            pool = [
                x
                for x in self.hands[other]
                if not x.startswith("T") and x != "JOKER" and x[:-1] not in COURTS
            ]
            x = self.rng.choice(pool)
            self.hands[other].remove(x)
            self.hands[seat].remove(c)
            self.hands[other].append(c)
            self.hands[seat].append(x)


def play_out(rng, dl, skat, hold=None, joker_trick=None, joker_lead_name=None, demand=None):
    """Simulate 25 tricks. hold: {seat: set(cards)} kept back while anything else is legal.
    joker_trick: trick index in which the Joker holder plays it when legal.
    demand: (trick_no, seat) a 'joker' call before that trick's first card.
    Returns (plays, tricks) with plays = list of events (call/play) and tricks = list of
    (trick list, winner seat, winning card)."""
    hold = hold or {}
    hands = {s: list(dl.hands[s]) for s in dl.active}
    for c in skat:
        hands[dl.dealer].remove(c)
    order = dl.active
    # order of play among the active seats
    seq = sorted(order, key=lambda s: (s - dl.dealer) % dl.n)
    leader = seq[1]
    events = []
    tricks = []
    default_jt = rng.randint(2, 20)
    for t in range(25):
        trick = []
        demanded = False
        if demand and demand[0] == t:
            events.append({"type": "call", "seat": demand[1], "call": "joker"})
            demanded = any("JOKER" in hands[s] for s in order if s != demand[1])
        i0 = seq.index(leader)
        for k in range(3):
            s = seq[(i0 + k) % 3]
            opts = legal(hands[s], trick, t, demanded)
            pref = [c for c in opts if c not in hold.get(s, set())]
            jt = joker_trick if joker_trick is not None else default_jt
            want_j = t == jt if joker_trick is not None else (t >= jt and (trick or t >= 22))
            if "JOKER" in pref and not want_j:
                pref2 = [c for c in pref if c != "JOKER"]
                if pref2:
                    pref = pref2
            if "JOKER" in opts and want_j:
                pref = ["JOKER"]
            if not pref:
                pref = opts
            c = rng.choice(pref)
            named = None
            if c == "JOKER" and not trick:
                nxt = seq[(i0 + 1) % 3]
                named = joker_lead_name or next(x for x in "HDSCT" if any(suit(y) == x for y in hands[nxt]))
            hands[s].remove(c)
            trick.append((s, c, named))
            ev = {"type": "play", "seat": s, "card": c}
            if named:
                ev["named"] = named
            events.append(ev)
        w, wc = winner(trick)
        tricks.append((trick, w, wc))
        leader = w
    return events, tricks


# ---------------------------------------------------------------- payments (§15)
def pay(frm, to, amount, reason):
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def trick_payments(dl, t, trick, w, wc):
    """§15 'Podczas gry, ale nie w ostatnim sztychu'."""
    out = []
    if t == 24:
        return out
    for s, c, _ in trick:
        others = [x for x in dl.active if x != s]
        if c in KINGS and s != w:
            out += [pay(s, o, 5, "king_lost") for o in others] + [pay(s, "king_pool", 5, "king_lost")]
        if c == "T1" and s != w:
            out += [pay(s, o, 5, "pagat_lost") for o in others] + [pay(s, "pagat_pool", 5, "pagat_lost")]
    if wc == "T1":
        out += [pay(o, w, 5, "pagat_trick") for o in dl.active if o != w]
    return out


class Table:
    def __init__(self, n):
        self.n = n
        self.pools = {"pagat_pool": 0, "king_pool": 0}

    def apply(self, evs):
        for e in evs:
            if e["type"] != "payment":
                continue
            if e["to"] in self.pools:
                self.pools[e["to"]] += e["amount"]
            if e["from"] in self.pools:
                self.pools[e["from"]] -= e["amount"]


def last_trick_payments(table, dl, tricks):
    """§15 'Po ostatniej kolejce' (no Tout/Nolo handled: the generator avoids them)."""
    trick, w, wc = tricks[24]
    counts = {s: 0 for s in dl.active}
    for _, ww, _ in tricks:
        counts[ww] += 1
    assert all(0 < v < 25 for v in counts.values()), "Tout/Nolo not generated"
    out = []
    pools = dict(table.pools)
    przy = [(s, c) for s, c, _ in trick if s != w and (c in KINGS or c == "T1")]
    if wc == "T1":
        out += [pay(o, w, 45, "pagat_ultimo") for o in dl.active if o != w]
        out.append(pay("pagat_pool", w, pools["pagat_pool"], "pagat_ultimo"))
        out += [pay(s, "pagat_pool", 20, "refill") for s in range(dl.n)]
    elif wc in KINGS:
        out += [pay(o, w, 40, "king_ultimo") for o in dl.active if o != w]
        out.append(pay("king_pool", w, pools["king_pool"], "king_ultimo"))
        if not any(c in KINGS for _, c in przy):
            out += [pay(s, "king_pool", 20, "refill") for s in range(dl.n)]
    for s, c in przy:
        others = [x for x in dl.active if x != s]
        if c == "T1":
            out += [pay(s, o, 45, "pagat_przydupek") for o in others]
            out.append(pay(s, "pagat_pool", pools["pagat_pool"], "pagat_przydupek"))
        else:
            out += [pay(s, o, 40, "king_przydupek") for o in others]
            out.append(pay(s, "king_pool", pools["king_pool"], "king_przydupek"))
    if wc not in KINGS and wc != "T1" and not przy:
        out += [pay(o, w, 20, "last_trick") for o in dl.active if o != w]
    return out


def points(dl, skat, tricks):
    pts = {s: 0 for s in dl.active}
    for t, (trick, w, _) in enumerate(tricks):
        pts[w] += 1
        for s, c, _ in trick:
            owner = s if (c == "JOKER" and t != 24) else w
            pts[owner] += card_points(c)
    pts[dl.dealer] += 1 + sum(card_points(c) for c in skat)
    assert sum(pts.values()) == 78, pts
    return pts


def cp_amount(p):
    d = p - 26
    a = 5 * ((abs(d) + 2) // 5)
    return a if d > 0 else -a


def card_point_payments(dl, pts, new_dealer):
    out = []
    for s in dl.active:
        if s == new_dealer:
            continue
        a = cp_amount(pts[s])
        if a > 0:
            out.append(pay(new_dealer, s, a, "card_points"))
        elif a < 0:
            out.append(pay(s, new_dealer, -a, "card_points"))
    return out


def deal_record(
    table,
    dl,
    skat,
    plays,
    tricks,
    first=False,
    decl_override=None,
    void=None,
    extra_after_decl=None,
    pre_events=None,
):
    """Build the deal dict with payments. decl_override: {seat: items} as declared.
    void: list of penalty payments: the deal is annulled (irreparable), only fee + fine kept."""
    ev = []
    if first:
        ev += [pay(s, "pagat_pool", 20, "foundation") for s in range(dl.n)]
        ev += [pay(s, "king_pool", 20, "foundation") for s in range(dl.n)]
    ev += [pay(dl.dealer, "pagat_pool", 5, "deal_fee"), pay(dl.dealer, "king_pool", 5, "deal_fee")]
    ev += pre_events or []
    ev.append({"type": "discard", "seat": dl.dealer, "cards": skat})
    for s in dl.active:
        hand = [c for c in dl.hands[s] if c not in skat] if s == dl.dealer else dl.hands[s]
        items = (decl_override or {}).get(s, declarations(hand))
        ev.append({"type": "declare", "seat": s, "items": items})
        if void is None:
            for it in items:
                ev += [pay(o, s, decl_value(it), "declaration") for o in dl.active if o != s]
    ev += extra_after_decl or []
    table.apply(ev)
    k = 0
    for t, (trick, w, wc) in enumerate(tricks):
        while plays[k]["type"] != "play":
            ev.append(plays[k])
            k += 1
        ev += plays[k : k + 3]
        k += 3
        if void is None:
            tp = trick_payments(dl, t, trick, w, wc)
            table.apply(tp)
            ev += tp
    if void is None:
        lp = last_trick_payments(table, dl, tricks)
        table.apply(lp)
        ev += lp
        nd = (dl.dealer + 1) % dl.n
        cp = card_point_payments(dl, points(dl, skat, tricks), nd)
        table.apply(cp)
        ev += cp
    else:
        table.apply(void)
        ev += void
    return {"dealer": dl.dealer, "hands": [list(h) for h in dl.hands], "events": ev}


def transcript(deals, n=3, desc=""):
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {"preset": "standard"},
        "players": NAMES4 if n == 4 else NAMES3,
        "meta": {"round": "danish-fresh-7", "description": desc},
        "deals": deals,
    }


def replay(dl, skat, plays):
    """Replay recorded plays: (tricks, indexes of plays that break §10/§12 follow rules)."""
    hands = {x: list(dl.hands[x]) for x in dl.active}
    for c in skat:
        hands[dl.dealer].remove(c)
    tricks, bad, trick = [], [], []
    t = 0
    seq = sorted(dl.active, key=lambda x: (x - dl.dealer) % dl.n)
    due = seq[1]
    for i, e in enumerate(plays):
        if e["type"] != "play":
            continue
        if e["card"] not in legal(hands[e["seat"]], trick, t) or e["seat"] != due:
            bad.append(i)
        due = seq[(seq.index(e["seat"]) + 1) % 3]
        hands[e["seat"]].remove(e["card"])
        trick.append((e["seat"], e["card"], e.get("named")))
        if len(trick) == 3:
            w, wc = winner(trick)
            tricks.append((trick, w, wc))
            trick = []
            t += 1
            due = w
    return tricks, bad


# ---------------------------------------------------------------- scenario search
def find(seed, n, dealer, want, setup=None, skat_fn=None, max_tries=4000, **kw):
    """Try seeds until `want(dl, skat, tricks)` holds; returns (dl, skat, plays, tricks)."""
    for i in range(max_tries):
        rng = random.Random(seed * 100003 + i)
        dl = Deal(rng, n, dealer)
        if setup:
            setup(dl)
        skat = (skat_fn or choose_skat)(rng, dl.hands[dl.dealer])
        if len(skat) != 3:
            continue
        kwa = {k: (v(dl) if callable(v) else v) for k, v in kw.items()}
        plays, tricks = play_out(rng, dl, skat, **kwa)
        counts = {s: 0 for s in dl.active}
        for _, w, _ in tricks:
            counts[w] += 1
        if not all(0 < v < 25 for v in counts.values()):
            continue
        if want(dl, skat, tricks):
            return dl, skat, plays, tricks
    raise SystemExit(f"no scenario found for seed {seed}")


def plain_last(dl, skat, tricks):
    trick, w, wc = tricks[24]
    return wc not in KINGS and wc != "T1" and not any(c in KINGS or c == "T1" for _, c, _ in trick)


def no_decl(dl, skat):
    return all(
        not declarations([c for c in dl.hands[s] if c not in skat] if s == dl.dealer else dl.hands[s])
        for s in dl.active
    )


def idx(deal, pred):
    return [i for i, e in enumerate(deal["events"]) if pred(e)]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    S = a.seed
    out = {}
    notes = {}

    # ---- 01 clean base: three deals, declarations, plain last tricks
    def setup_decl0(dl):  # dealer 0: 4 matadors (Joker, T21, T20, T1)
        dl.give(0, ["JOKER", "T21", "T20", "T1"])
        dl.take_away(0, ["T19"])

    def setup_decl1(dl):  # seat 2: full cavalry in clubs
        dl.give(2, ["KC", "QC", "NC", "JC"])
        dl.take_away(2, ["JOKER"])

    tb = Table(3)
    d0 = find(S + 1, 3, 0, plain_last, setup=setup_decl0)
    d1 = find(S + 2, 3, 1, plain_last, setup=setup_decl1)
    d2 = find(S + 3, 3, 2, plain_last)
    deals = [
        deal_record(tb, *d0, first=True),
        deal_record(tb, *d1),
        deal_record(tb, *d2),
    ]
    out["01-clean-base"] = transcript(
        deals, desc="Three plain deals, matadors and cavalry declared and paid."
    )
    notes["01"] = dict(tb.pools)

    # ---- 02 clean pagat ultimo with refill
    def pagat_ultimo(dl, skat, tricks):
        return tricks[24][2] == "T1"

    tb = Table(3)
    d0 = find(S + 11, 3, 0, pagat_ultimo, hold=lambda dl: {s: {"T1"} for s in dl.active})
    out["02-clean-pagat-ultimo-refill"] = transcript(
        [deal_record(tb, *d0, first=True)],
        desc="Pagat takes the last trick: 45 each, the pool, refill 20 each.",
    )

    # ---- 03 clean king przydupek: the last-trick 20 is not paid
    def king_przy(dl, skat, tricks):
        trick, w, wc = tricks[24]
        return (
            wc not in KINGS
            and wc != "T1"
            and [c for s, c, _ in trick if c in KINGS and s != w]
            and not any(c == "T1" for _, c, _ in trick)
            and sum(1 for _, c, _ in trick if c in KINGS) == 1
        )

    tb = Table(3)
    d0 = find(S + 21, 3, 0, plain_last)
    d1 = find(S + 22, 3, 1, king_przy, hold=lambda dl: {s: set(KINGS) for s in dl.active})
    out["03-clean-king-przydupek"] = transcript(
        [deal_record(tb, *d0, first=True), deal_record(tb, *d1)],
        desc="A king lost in the last trick: 40 each, the King Pool doubled, no last-trick 20.",
    )

    # ---- 04 clean skat: the dealer lays away both his trumps (one the Pagat); he keeps the Joker
    def setup_few_trumps(dl):
        d = dl.dealer
        dl.give(d, ["JOKER", "T1", "T7"])
        for c in list(dl.hands[d]):
            if c.startswith("T") and c not in ("T1", "T7"):
                dl.take_away(d, [c])
        # no king for him (a lost king would be fine, but keep it simple), no declarations
        dl.take_away(d, [k for k in KINGS if k in dl.hands[d]])

    def skat_trumps(rng, hand):
        pips = [c for c in hand if not c.startswith("T") and c != "JOKER" and c[:-1] not in COURTS]
        return ["T1", "T7", rng.choice(pips)]

    tb = Table(3)
    d0 = find(
        S + 31,
        3,
        0,
        plain_last,
        setup=setup_few_trumps,
        skat_fn=skat_trumps,
    )
    out["04-clean-skat-all-trumps-pagat"] = transcript(
        [deal_record(tb, *d0, first=True)],
        desc="Dealer holds T1, T7 and the Joker, lays away T1 and T7: he keeps no trump (§13).",
    )

    # ---- 05 illegal skat: a king laid away; table fines 40 to each pool, deal void
    def skat_king(rng, hand):
        ks = [k for k in KINGS if k in hand]
        pips = [c for c in hand if not c.startswith("T") and c != "JOKER" and c[:-1] not in COURTS]
        rng.shuffle(pips)
        return [ks[0]] + pips[:2] if ks else []

    tb = Table(3)
    d0 = find(S + 41, 3, 0, plain_last)
    d1 = find(
        S + 42,
        3,
        1,
        lambda dl, skat, tricks: no_decl(dl, skat) and plain_last(dl, skat, tricks),
        setup=lambda dl: dl.take_away(1, ["JOKER"]),
        skat_fn=skat_king,
    )
    fine = [pay(1, "pagat_pool", 40, "penalty"), pay(1, "king_pool", 40, "penalty")]
    d2 = find(S + 43, 3, 2, plain_last)
    out["05-fault-skat-king"] = transcript(
        [deal_record(tb, *d0, first=True), deal_record(tb, *d1, void=fine), deal_record(tb, *d2)],
        desc="Deal 1: the dealer laid a king away, found when the skat was turned; 40 to each pool, deal void.",
    )

    # ---- 06 illegal skat: one trump laid away while trumps are kept (table fines, deal void)
    def skat_one_trump(rng, hand):
        tr = sorted([c for c in hand if c.startswith("T") and c not in ("T21", "T1")], key=rank_value)
        pips = [c for c in hand if not c.startswith("T") and c != "JOKER" and c[:-1] not in COURTS]
        rng.shuffle(pips)
        return [tr[0]] + pips[:2] if len(tr) >= 3 else []

    tb = Table(3)
    d0 = find(
        S + 51,
        3,
        0,
        lambda dl, skat, tricks: no_decl(dl, skat) and plain_last(dl, skat, tricks),
        skat_fn=skat_one_trump,
    )
    fine = [pay(0, "pagat_pool", 40, "penalty"), pay(0, "king_pool", 40, "penalty")]
    d1 = find(S + 52, 3, 1, plain_last)
    out["06-fault-skat-trump-kept"] = transcript(
        [deal_record(tb, *d0, first=True, void=fine), deal_record(tb, *d1)],
        desc="Deal 0: the dealer laid one low trump away and kept others; 40 to each pool, deal void.",
    )

    # ---- 07 clean + fault: trumps counted with the Joker (9 trumps + Joker)
    def setup_nine_plus_joker(seat):
        def f(dl):
            dl.give(seat, ["JOKER"])
            dl.take_away(seat, ["T21"])
            tr = [c for c in dl.hands[seat] if c.startswith("T")]
            if len(tr) > 9:
                dl.take_away(seat, tr[9:])
            else:
                extra = [c for c in DECK if c.startswith("T") and c not in dl.hands[seat] and c != "T21"]
                dl.rng.shuffle(extra)
                dl.give(seat, extra[: 9 - len(tr)])

        return f

    def only_seat_decl(seat):
        def w(dl, skat, tricks):
            if not plain_last(dl, skat, tricks):
                return False
            for s in dl.active:
                h = [c for c in dl.hands[s] if c not in skat] if s == dl.dealer else dl.hands[s]
                d = declarations(h)
                if s == seat:
                    if [x["kind"] for x in d] != ["trumps"] or d[0]["count"] != 10:
                        return False
                elif d:
                    return False
            return True

        return w

    tb = Table(3)
    d0 = find(S + 61, 3, 0, only_seat_decl(2), setup=setup_nine_plus_joker(2))
    out["07-clean-ten-trumps-with-joker"] = transcript(
        [deal_record(tb, *d0, first=True)],
        desc="Seat 2 holds 9 trumps and the Joker: declares 10 trumps (Joker counts, §14), paid 10 each.",
    )

    tb = Table(3)
    d0 = find(S + 71, 3, 0, only_seat_decl(1), setup=setup_nine_plus_joker(1))
    fine = [pay(1, "pagat_pool", 40, "penalty"), pay(1, "king_pool", 40, "penalty")]
    d1 = find(S + 72, 3, 1, plain_last)
    out["08-fault-missing-trumps-declaration"] = transcript(
        [deal_record(tb, *d0, first=True, decl_override={1: []}, void=fine), deal_record(tb, *d1)],
        desc="Deal 0: seat 1 (9 trumps + Joker) said pass; found after play: 40 to each pool, deal void.",
    )

    # ---- 09 declaration before the dealer: large, 20 to each pool, play goes on
    tb = Table(3)
    d0 = find(S + 81, 3, 0, plain_last)
    d1 = find(S + 82, 3, 1, lambda dl, skat, tricks: plain_last(dl, skat, tricks) and no_decl(dl, skat))
    rec1 = deal_record(tb, *d1)
    # move seat 2's pass before the dealer's (seat 1) pass
    evs = rec1["events"]
    i1 = idx(rec1, lambda e: e["type"] == "declare" and e["seat"] == 1)[0]
    i2 = idx(rec1, lambda e: e["type"] == "declare" and e["seat"] == 2)[0]
    e2 = evs.pop(i2)
    evs.insert(i1, e2)
    # the fine, written right after the declarations
    j = idx(rec1, lambda e: e["type"] == "declare")[-1] + 1
    evs[j:j] = [pay(2, "pagat_pool", 20, "penalty"), pay(2, "king_pool", 20, "penalty")]
    # NB: the table Table() pools were advanced without the fine; deal 2 is plain (no pool use)
    d2 = find(S + 83, 3, 2, plain_last)
    out["09-fault-declaration-before-dealer"] = transcript(
        [deal_record(Table(3), *d0, first=True), rec1, deal_record(tb, *d2)],
        desc="Deal 1: seat 2 said pass before the dealer (seat 1) declared: large, 20 to each pool.",
    )

    # ---- 10 false Joker demand (Joker already played): large, 20 to each pool
    def joker_early_then_demand(dl, skat, tricks):
        return plain_last(dl, skat, tricks)

    tb = Table(3)
    d0 = find(S + 91, 3, 0, plain_last)
    d1 = find(S + 92, 3, 1, joker_early_then_demand, joker_trick=5)
    holder = next(s for s in d1[0].active if "JOKER" in d1[0].hands[s])
    demander = next(s for s in d1[0].active if s != holder)
    # replay the same deal with the demand inserted before the third-last trick
    plays, tricks = d1[2], d1[3]
    k = [i for i, e in enumerate(plays) if e["type"] == "play"][22 * 3]  # first card of trick 23
    plays = plays[:k] + [{"type": "call", "seat": demander, "call": "joker"}] + plays[k:]
    rec1 = deal_record(tb, d1[0], d1[1], plays, tricks)
    j = idx(rec1, lambda e: e["type"] == "call")[0]
    fine = [pay(demander, "pagat_pool", 20, "penalty"), pay(demander, "king_pool", 20, "penalty")]
    rec1["events"][j + 1 : j + 1] = fine
    out["10-fault-false-joker-demand"] = transcript(
        [deal_record(Table(3), *d0, first=True), rec1],
        desc="Deal 1: the Joker went in trick 6; a player demands it in the third-last trick: large, 20 to each pool.",
    )

    # ---- 11 card points paid to the old dealer instead of the new one
    def cp_nonzero(dl, skat, tricks):
        if not plain_last(dl, skat, tricks):
            return False
        pts = points(dl, skat, tricks)
        nd = (dl.dealer + 1) % dl.n
        other = [s for s in dl.active if s not in (nd, dl.dealer)][0]
        return cp_amount(pts[other]) < 0 and cp_amount(pts[dl.dealer]) != 0

    tb = Table(3)
    d0 = find(S + 101, 3, 0, cp_nonzero)
    rec0 = deal_record(tb, *d0, first=True)
    d1 = find(S + 102, 3, 1, plain_last)
    rec1 = deal_record(tb, *d1)
    # seat 2 owes the new dealer (seat 1); the scorer wrote it to the old dealer (seat 0)
    j = idx(rec0, lambda e: e["type"] == "payment" and e["reason"] == "card_points" and e["from"] == 2)[0]
    rec0["events"][j]["to"] = 0
    out["11-fault-card-points-old-dealer"] = transcript(
        [rec0, rec1], desc="Deal 0: seat 2's card-point debt written to the old dealer (0), not the new (1)."
    )

    # ---- 12 pagat przydupek paid at the king rate (40) instead of 45
    def pagat_przy(dl, skat, tricks):
        trick, w, wc = tricks[24]
        return (
            wc != "T1"
            and wc not in KINGS
            and any(c == "T1" for s, c, _ in trick)
            and not any(c in KINGS for _, c, _ in trick)
        )

    tb = Table(3)
    d0 = find(S + 111, 3, 0, pagat_przy, hold=lambda dl: {s: {"T1"} for s in dl.active})
    rec0 = deal_record(tb, *d0, first=True)
    js = idx(
        rec0,
        lambda e: e["type"] == "payment" and e["reason"] == "pagat_przydupek" and e["to"] != "pagat_pool",
    )
    rec0["events"][js[0]]["amount"] = 40
    out["12-fault-pagat-przydupek-40"] = transcript(
        [rec0], desc="Pagat lost in the last trick: one of the two 45s written as 40."
    )

    # ---- 13 Joker kept to the last trick goes to the winner's pile; Joker played on a led suit
    def joker_last(dl, skat, tricks):
        trick, w, wc = tricks[24]
        j = [s for s, c, _ in trick if c == "JOKER"]
        return plain_last(dl, skat, tricks) and j and j[0] != w and trick[0][1] != "JOKER"

    tb = Table(3)
    d0 = find(S + 121, 3, 0, joker_last, hold=lambda dl: {s: {"JOKER"} for s in dl.active}, joker_trick=99)
    out["13-clean-joker-last-trick"] = transcript(
        [deal_record(tb, *d0, first=True)],
        desc="The Joker held to the last trick: it goes to the pile of the trick's winner (card points).",
    )

    # ---- 14 failure to trump, unnoticed by the table (settled as played)
    tb = Table(3)
    d0 = find(S + 131, 3, 0, plain_last)
    rec0 = deal_record(tb, *d0, first=True)
    notes["14-src"] = "swap"
    out["14-fault-failure-to-trump"] = (rec0, d0)

    # ---- 15 four players, king ultimo: refill paid by all four (the sitter too)
    def king_ult(dl, skat, tricks):
        trick, w, wc = tricks[24]
        return wc in KINGS and not any(c == "T1" or (c in KINGS and s != w) for s, c, _ in trick)

    tb = Table(4)
    d0 = find(S + 141, 4, 0, plain_last)
    d1 = find(S + 142, 4, 1, king_ult, hold=lambda dl: {s: set(KINGS) for s in dl.active})
    out["15-clean-4p-king-ultimo-refill"] = transcript(
        [deal_record(tb, *d0, first=True), deal_record(tb, *d1)],
        n=4,
        desc="Four at the table: the sitter pays foundations and the King Pool refill, nothing else.",
    )

    # ---- finish 14: a follower void in the led suit who trumped is made to discard a side
    # card instead, and to play that trump where he played the side card later; kept only if
    # the replay shows exactly one illegal card (the planted one). Payments recomputed as played.
    rec0, (dl, skat, plays, tricks) = out["14-fault-failure-to-trump"]
    out["14-fault-failure-to-trump"] = None
    found = None
    pidx = [i for i, e in enumerate(plays) if e["type"] == "play"]
    for t in range(2, 21):
        trick, w, wc = tricks[t]
        if trick[0][1] == "JOKER" or suit(trick[0][1]) == "T":
            continue
        for pos in (1, 2):
            s_, c, _ = trick[pos]
            if suit(c) != "T" or c == "T1":
                continue
            later = [i for i in pidx[3 * (t + 1) :] if plays[i]["seat"] == s_]
            for li in later:
                x = plays[li]["card"]
                if suit(x) in ("T", None, suit(trick[0][1])) or x in KINGS:
                    continue
                new = [dict(e) for e in plays]
                new[pidx[3 * t + pos]]["card"] = x
                new[li]["card"] = c
                tr2, bad = replay(dl, skat, new)
                if bad == [pidx[3 * t + pos]] and plain_last(dl, skat, tr2):
                    found = (new, tr2, t, pos, s_, c, x)
                    break
            if found:
                break
        if found:
            break
    assert found
    new, tr2, t, pos, s_, c, x = found
    rec0 = deal_record(Table(3), dl, skat, new, tr2, first=True)
    notes["14"] = {"trick": t, "seat": s_, "played": x, "instead_of": c}
    out["14-fault-failure-to-trump"] = transcript(
        [rec0],
        desc="A follower void in the led suit discards a side card while holding trumps; "
        "the table did not notice and settled the deal as played.",
    )

    for f in HERE.glob("*.json"):
        f.unlink()
    for name, tr in out.items():
        (HERE / f"{name}.json").write_text(json.dumps(tr, indent=1, ensure_ascii=False) + "\n")
    # print what EXPECTED.md needs
    for name, tr in sorted(out.items()):
        print("==", name)
        for di, d in enumerate(tr["deals"]):
            for i, e in enumerate(d["events"]):
                if e["type"] in ("declare", "discard", "call") or (
                    e["type"] == "payment" and e["reason"] not in ("foundation", "deal_fee")
                ):
                    print(f"  d{di} e{i} {json.dumps(e, ensure_ascii=False)}")
    print(notes)


if __name__ == "__main__":
    main()
