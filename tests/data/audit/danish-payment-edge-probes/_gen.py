"""Blind generator for the danish-payment-edge-probes audit round.

Written from the Polish source alone (000_2fac32aef83ce8a1.txt, sections 7-17) and the format
spec; it does not import the engine. Every payment is computed here from the source's section 15:
foundations, refills, dealer's fee, declarations, king/Pagat lost in a trick, a trick won with
the Pagat, Tout, Nolo, Pagat/King Ultimo, przydupek, last trick, card points (difference from 26
rounded to the nearest 5, paid to/from the new dealer) and the session-end share of the pools.

Run: python _gen.py   (fixed seeds; rewrites the NN-*.json files beside it)
"""

from __future__ import annotations

import copy
import json
import random
from fractions import Fraction
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
PIPS_RED = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low
PIPS_BLACK = ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]  # high -> low


def deck() -> list[str]:
    cards = []
    for s in SUITS:
        pips = PIPS_RED if s in "HD" else PIPS_BLACK
        cards += [r + s for r in COURTS + pips]
    cards += [f"T{i}" for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit(c: str) -> str:
    if c == "JOKER":
        return "J*"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_value(c: str) -> int:
    """Higher is stronger within its suit (trumps by number)."""
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    r = c[:-1]
    order = COURTS + (PIPS_RED if s in "HD" else PIPS_BLACK)
    return 100 - order.index(r)


def is_king(c: str) -> bool:
    return c != "JOKER" and c[0] == "K" and not c.startswith("T")


def honour(c: str) -> int:
    # §15: Pagat, Mondo, Joker i króle = 4; damy = 3; rycerze = 2; valety = 1
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


# ---------------------------------------------------------------- declarations (§14, §15)
def declarations(hand: list[str]) -> list[tuple[dict, int]]:
    h = set(hand)
    out: list[tuple[dict, int]] = []
    joker = "JOKER" in h
    ntr = sum(1 for c in h if c.startswith("T")) + (1 if joker else 0)
    if ntr >= 10:  # 10 = 10, 11 = 15, ... (+5 each)
        out.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:  # 3 = 10, 4 = 15, ...
        n = 3
        t = 20
        while f"T{t}" in h:
            n += 1
            t -= 1
        out.append(({"kind": "matadors", "count": n}, 10 + 5 * (n - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        if len(have) == 4:
            if joker:
                out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in h]
    if len(kings) == 4:
        out.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return out


def decl_cards(hand: list[str]) -> set[str]:
    """Cards that form part of a declaration (never laid away, §13)."""
    res: set[str] = set()
    h = set(hand)
    for item, _ in declarations(hand):
        k = item["kind"]
        if k == "trumps":
            res |= {c for c in h if c.startswith("T") or c == "JOKER"}
        elif k == "matadors":
            res |= {"JOKER", "T21", "T1"} | {f"T{t}" for t in range(21 - item["count"] + 3, 21)}
        elif k == "cavalry":
            res |= {r + item["suit"] for r in COURTS} & h | ({"JOKER"} & h)
        elif k == "kings":
            res |= {"K" + s for s in SUITS} & h | ({"JOKER"} & h)
    return res


def choose_skat(hand: list[str]) -> list[str]:
    # §13: never a king, the Mondo, the Joker, a declaration card; here only plain pips
    dc = decl_cards(hand)
    pips = [
        c for c in hand if not c.startswith("T") and c != "JOKER" and c[:-1] not in COURTS and c not in dc
    ]
    pips.sort(key=lambda c: (rank_value(c), c))
    return pips[:3]


# ---------------------------------------------------------------- play (§10, §12)
def legal(hand: list[str], led: str | None, trick_no: int) -> list[str]:
    if led is None:
        # never lead the Joker in these sessions (its naming rules are not what is probed)
        return [c for c in hand if c != "JOKER"] or list(hand)
    same = [c for c in hand if suit(c) == led]
    trumps = [c for c in hand if suit(c) == "T"]
    base = same or trumps or [c for c in hand if c != "JOKER"]
    out = list(base)
    if "JOKER" in hand and trick_no != 23:  # never in the second-last trick (index 23)
        out.append("JOKER")
    if not out:
        out = ["JOKER"]
    return out


def trick_winner(cards: list[tuple[int, str]]) -> tuple[int, str]:
    led = suit(cards[0][1])
    best = None
    for seat, c in cards:
        if c == "JOKER":
            continue
        s = suit(c)
        key = (2, rank_value(c)) if s == "T" else ((1, rank_value(c)) if s == led else (0, 0))
        if best is None or key > best[0]:
            best = (key, seat, c)
    assert best is not None
    return best[1], best[2]


class Policy:
    """hold: seat -> cards kept to the last trick; eager: seats that lead/use trumps early."""

    def __init__(self, rng, hold=None, lowest=(), highest=(), joker_early=True):
        self.rng = rng
        self.hold = hold or {}
        self.lowest = set(lowest)
        self.highest = set(highest)
        self.joker_early = joker_early

    def choose(self, seat, hand, led, trick_no, trick):
        opts = legal(hand, led, trick_no)
        if self.joker_early and "JOKER" in opts and led is not None:
            return "JOKER"
        hold = self.hold.get(seat, set())
        free = [c for c in opts if c not in hold and c != "JOKER"]
        if not free:
            free = [c for c in opts if c != "JOKER"] or opts
        if seat in self.lowest:
            # play a card that does not win if possible, the lowest first
            def loses(c):
                w, _ = trick_winner(trick + [(seat, c)])
                return w != seat

            los = [c for c in free if loses(c)]
            pool = los or free
            return min(pool, key=lambda c: ((2 if suit(c) == "T" else 1), rank_value(c)))
        if seat in self.highest:
            return max(free, key=lambda c: ((2 if suit(c) == "T" else 1), rank_value(c)))
        if led is None:
            tr = [c for c in free if suit(c) == "T"]
            if tr and self.rng.random() < 0.7:
                return max(tr, key=rank_value)
        return self.rng.choice(free)


def play_deal(hands, dealer, active, policy):
    """hands: seat -> list (after the skat). Returns list of tricks [(seat, card)...]."""
    hands = {s: list(h) for s, h in hands.items()}
    order = active  # order of play from dealer: dealer, next, ...
    leader = order[(order.index(dealer) + 1) % 3]
    tricks = []
    for t in range(25):
        trick = []
        i = order.index(leader)
        led = None
        for k in range(3):
            seat = order[(i + k) % 3]
            c = policy.choose(seat, hands[seat], led, t, trick)
            assert c in legal(hands[seat], led, t), (seat, c, led)
            hands[seat].remove(c)
            trick.append((seat, c))
            if k == 0:
                led = suit(c)
        w, _ = trick_winner(trick)
        tricks.append(trick)
        leader = w
    return tricks


# ---------------------------------------------------------------- settlement (§15)
class Session:
    def __init__(self, n_players):
        self.n = n_players
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.net = [0] * n_players

    def pay(self, ev, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        if isinstance(frm, str):
            self.pools[frm] -= amount
        else:
            self.net[frm] -= amount
        if isinstance(to, str):
            self.pools[to] += amount
        else:
            self.net[to] += amount


def active_seats(n, dealer):
    if n == 3:
        return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
    out_seat = (dealer + 2) % 4  # §2: the player opposite the dealer sits out
    return [s for s in [(dealer + k) % 4 for k in range(4)] if s != out_seat]


def build_deal(sess: Session, dealer, dealt, tricks, first=False, marks=None):
    """Build a deal's events with every payment; returns (deal dict, info)."""
    n = sess.n
    act = active_seats(n, dealer)
    ev: list[dict] = []
    info = {"marks": {}}
    if first:
        for pool in ("pagat_pool", "king_pool"):
            for s in range(n):
                sess.pay(ev, s, pool, 20, "foundation")
    sess.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
    sess.pay(ev, dealer, "king_pool", 5, "deal_fee")
    skat = choose_skat(dealt[dealer])
    ev.append({"type": "discard", "seat": dealer, "cards": skat})
    after = {s: [c for c in dealt[s] if c not in skat] if s == dealer else list(dealt[s]) for s in act}
    for s in act:
        decl = declarations(after[s])
        ev.append({"type": "declare", "seat": s, "items": [d for d, _ in decl]})
        for _d, amt in decl:
            for o in act:
                if o != s:
                    info["marks"].setdefault("declaration", []).append(len(ev))
                    sess.pay(ev, o, s, amt, "declaration")
    piles = {s: [] for s in act}
    ntricks = {s: 0 for s in act}
    for t, trick in enumerate(tricks):
        for seat, c in trick:
            ev.append({"type": "play", "seat": seat, "card": c})
        w, wc = trick_winner(trick)
        ntricks[w] += 1
        for seat, c in trick:
            if c == "JOKER" and t != 24:
                piles[seat].append(c)
            else:
                piles[w].append(c)
        if t == 24:
            break
        # during play, not in the last trick
        for seat, c in trick:
            if is_king(c) and seat != w:
                info["marks"].setdefault("king_lost", []).append(len(ev))
                for o in act:
                    if o != seat:
                        sess.pay(ev, seat, o, 5, "king_lost")
                sess.pay(ev, seat, "king_pool", 5, "king_lost")
            if c == "T1" and seat != w:
                info["marks"].setdefault("pagat_lost", []).append(len(ev))
                for o in act:
                    if o != seat:
                        sess.pay(ev, seat, o, 5, "pagat_lost")
                sess.pay(ev, seat, "pagat_pool", 5, "pagat_lost")
        if wc == "T1":
            info["marks"].setdefault("pagat_trick", []).append(len(ev))
            for o in act:
                if o != w:
                    sess.pay(ev, o, w, 5, "pagat_trick")
    # after the last trick
    last = tricks[24]
    w, wc = trick_winner(last)
    info["last_play_index"] = len(ev) - 1
    tout = [s for s in act if ntricks[s] == 25]
    nolo = [s for s in act if ntricks[s] == 0] if not tout else []
    info["tout"], info["nolo"] = tout, nolo
    przy = [(seat, c) for seat, c in last if seat != w and (c == "T1" or is_king(c))]
    info["przydupek"] = przy
    if tout:
        ts = tout[0]
        info["marks"]["tout"] = len(ev)
        for o in act:
            if o != ts:
                sess.pay(ev, o, ts, 85, "tout")
        for pool in ("pagat_pool", "king_pool"):
            sess.pay(ev, pool, ts, sess.pools[pool], "tout")
        assert not przy
        for pool in ("pagat_pool", "king_pool"):
            info["marks"].setdefault("refill", []).append(len(ev))
            for s in range(n):
                sess.pay(ev, s, pool, 20, "refill")
    if nolo:
        ns = nolo[0]
        info["marks"]["nolo"] = len(ev)
        for o in act:
            if o != ns:
                sess.pay(ev, o, ns, 25, "nolo")
    king_content = sess.pools["king_pool"]  # counted first (§15)
    pagat_content = sess.pools["pagat_pool"]
    kp = [p for p in przy if is_king(p[1])]
    pp = [p for p in przy if p[1] == "T1"]
    ultimo = None
    if not tout and not nolo:
        if wc == "T1":
            ultimo = "pagat"
            info["marks"]["pagat_ultimo"] = len(ev)
            for o in act:
                if o != w:
                    sess.pay(ev, o, w, 45, "pagat_ultimo")
            sess.pay(ev, "pagat_pool", w, pagat_content, "pagat_ultimo")
            info["marks"]["pagat_refill"] = len(ev)
            for s in range(n):
                sess.pay(ev, s, "pagat_pool", 20, "refill")
        elif is_king(wc):
            ultimo = "king"
            info["marks"]["king_ultimo"] = len(ev)
            for o in act:
                if o != w:
                    sess.pay(ev, o, w, 40, "king_ultimo")
            sess.pay(ev, "king_pool", w, king_content, "king_ultimo")
    info["ultimo"] = ultimo
    for seat, _c in pp:
        info["marks"]["pagat_przydupek"] = len(ev)
        for o in act:
            if o != seat:
                sess.pay(ev, seat, o, 45, "pagat_przydupek")
        sess.pay(ev, seat, "pagat_pool", pagat_content, "pagat_przydupek")
    for seat, _c in kp:
        info["marks"].setdefault("king_przydupek", []).append(len(ev))
        for o in act:
            if o != seat:
                sess.pay(ev, seat, o, 40, "king_przydupek")
        sess.pay(ev, seat, "king_pool", king_content, "king_przydupek")
    if ultimo == "king" and not kp:
        info["marks"]["king_refill"] = len(ev)
        for s in range(n):
            sess.pay(ev, s, "king_pool", 20, "refill")
    if not tout and not nolo and ultimo is None and not przy:
        info["marks"]["last_trick"] = len(ev)
        for o in act:
            if o != w:
                sess.pay(ev, o, w, 20, "last_trick")
    # card points
    pts = {}
    for s in act:
        pts[s] = sum(honour(c) for c in piles[s]) + ntricks[s] + (1 if s == dealer else 0)
    assert sum(pts.values()) == 78 - sum(honour(c) for c in skat), pts
    info["points"] = pts
    info["tricks"] = ntricks
    new_dealer = (dealer + 1) % n
    info["new_dealer"] = new_dealer
    info["rounded"] = {}
    if not nolo:
        info["marks"]["card_points"] = len(ev)
        for s in act:
            diff = pts[s] - 26
            r = 5 * round(diff / 5)  # never a tie at x.5: diff is whole
            info["rounded"][s] = r
            if s == new_dealer or r == 0:
                continue
            if r > 0:
                sess.pay(ev, new_dealer, s, r, "card_points")
            else:
                sess.pay(ev, s, new_dealer, -r, "card_points")
    hands_out = [[] for _ in range(n)]
    for s in act:
        hands_out[s] = list(dealt[s])
    info["skat"] = skat
    return {"dealer": dealer, "hands": hands_out, "events": ev}, info


def session_end(sess: Session, deal):
    ev = deal["events"]
    start = len(ev)
    for pool in ("pagat_pool", "king_pool"):
        content = sess.pools[pool]
        share = Fraction(content, sess.n)
        for s in range(sess.n):
            amt = round(float(share), 6) if share.denominator != 1 else int(share)
            sess.pay(ev, pool, s, amt, "session_end")
    return start


# ---------------------------------------------------------------- searching deals
def random_dealt(rng, n, dealer, fixed=None):
    """fixed: seat -> cards forced into that hand."""
    act = active_seats(n, dealer)
    cards = deck()
    fixed = fixed or {}
    used = {c for cs in fixed.values() for c in cs}
    rest = [c for c in cards if c not in used]
    rng.shuffle(rest)
    dealt = {}
    for s in act:
        want = 28 if s == dealer else 25
        have = list(fixed.get(s, []))
        need = want - len(have)
        have += rest[:need]
        rest = rest[need:]
        dealt[s] = have
    assert not rest
    return dealt


def search(seed, n, dealer, pred, hold_fn=None, fixed_fn=None, pol_kw=None, tries=20000):
    rng = random.Random(seed)
    for _attempt in range(tries):
        fixed = fixed_fn(rng) if fixed_fn else None
        dealt = random_dealt(rng, n, dealer, fixed)
        skat = choose_skat(dealt[dealer])
        if len(skat) < 3:
            continue
        after = {s: [c for c in h if c not in skat] for s, h in dealt.items()}
        hold = hold_fn(after) if hold_fn else {}
        if hold is None:
            continue
        pol = Policy(rng, hold=hold, **(pol_kw or {}))
        act = active_seats(n, dealer)
        tricks = play_deal(after, dealer, act, pol)
        # dry-run settlement to test the predicate
        tmp = Session(n)
        tmp.pools = {"pagat_pool": 100, "king_pool": 100}
        _, info = build_deal(tmp, dealer, dealt, tricks)
        info["dealt"] = dealt
        info["tricks_list"] = tricks
        if pred(info, dealt, tricks):
            return dealt, tricks
    raise RuntimeError("no deal found")


def holder(after, card):
    for s, h in after.items():
        if card in h:
            return s
    return None


# ---------------------------------------------------------------- the sessions
def last_cards(tricks):
    return {seat: c for seat, c in tricks[24]}


def base1():
    """3 players, 3 deals: declarations, lost king/Pagat, plain last trick; Pagat Ultimo beside
    a king przydupek; King Ultimo beside a king przydupek; session end."""
    n = 3

    # deal 0: a declaration, a king lost, card points at a rounding edge, plain last trick
    def p0(info, dealt, tricks):
        m = info["marks"]
        nd = info["new_dealer"]
        edge = [s for s, p in info["points"].items() if s != nd and p in (23, 28)]
        return (
            "declaration" in m
            and "king_lost" in m
            and "last_trick" in info["marks"]
            and edge
            and not info["nolo"]
        )

    d0 = search(101, n, 0, p0)

    def hold_pu(after):
        ph = holder(after, "T1")
        others = [s for s in after if s != ph]
        ks = [c for c in after[others[0]] if is_king(c)]
        if not ks:
            return None
        return {ph: {"T1"}, others[0]: {ks[0]}}

    def p1(info, dealt, tricks):
        return info["ultimo"] == "pagat" and len(info["przydupek"]) == 1 and is_king(info["przydupek"][0][1])

    d1 = search(202, n, 1, p1, hold_fn=hold_pu)

    def hold_ku(after):
        # two seats each keep a king to the end, the third keeps no trump
        seats = list(after)
        ks0 = [c for c in after[seats[0]] if is_king(c)]
        ks1 = [c for c in after[seats[1]] if is_king(c)]
        if not ks0 or not ks1:
            return None
        return {seats[0]: {ks0[0]}, seats[1]: {ks1[0]}}

    def p2(info, dealt, tricks):
        return info["ultimo"] == "king" and len(info["przydupek"]) == 1 and is_king(info["przydupek"][0][1])

    d2 = search(303, n, 2, p2, hold_fn=hold_ku)
    return n, [(0, d0), (1, d1), (2, d2)]


def base2():
    """4 players (the fourth sits out opposite the dealer), 3 deals: a trick won with the Pagat,
    a Pagat Ultimo with its refill paid by all four, card points with the new dealer, and the
    session-end share of four."""
    n = 4

    def p0(info, dealt, tricks):
        return (
            "pagat_trick" in info["marks"]
            and "last_trick" in info["marks"]
            and "declaration" in info["marks"]
        )

    def hold_pt(after):
        return {}

    d0 = search(404, n, 0, p0, hold_fn=hold_pt)

    def hold_pu(after):
        ph = holder(after, "T1")
        return {ph: {"T1"}}

    def p1(info, dealt, tricks):
        return info["ultimo"] == "pagat" and not info["przydupek"]

    d1 = search(505, n, 1, p1, hold_fn=hold_pu)

    def p2(info, dealt, tricks):
        # the new dealer's own rounded difference is not 0 (nobody pays it) and some seat ties
        nd = info["new_dealer"]
        r = info["rounded"]
        return "last_trick" in info["marks"] and r.get(nd, 0) != 0 and "king_lost" in info["marks"]

    d2 = search(606, n, 2, p2)
    return n, [(0, d0), (1, d1), (2, d2)]


def base3():
    """3 players, 2 deals: a Tout (both pools taken and refilled), a Nolo beside a king przydupek."""
    n = 3
    # deal 0: dealer 0; seat 1 leads first and holds every trump and every king
    tout_hand = [f"T{i}" for i in range(1, 22)] + ["K" + s for s in SUITS]

    def fixed_t(rng):
        return {1: tout_hand}

    class ToutPolicy(Policy):
        def choose(self, seat, hand, led, trick_no, trick):
            opts = legal(hand, led, trick_no)
            if seat == 1 and led is None:
                # high trumps down to T2, then the kings, the Pagat last
                tr = [c for c in opts if c.startswith("T") and c != "T1"]
                if tr:
                    return max(tr, key=rank_value)
                ks = [c for c in opts if is_king(c)]
                if ks:
                    return ks[0]
                return opts[0]
            if "JOKER" in opts and led is not None:
                return "JOKER"
            return self.rng.choice([c for c in opts if c != "JOKER"] or opts)

    rng = random.Random(707)
    while True:
        dealt = random_dealt(rng, n, 0, fixed_t(rng))
        skat = choose_skat(dealt[0])
        if len(skat) < 3:
            continue
        after = {s: [c for c in h if c not in skat] for s, h in dealt.items()}
        tricks = play_deal(after, 0, [0, 1, 2], ToutPolicy(rng))
        tmp = Session(3)
        tmp.pools = {"pagat_pool": 100, "king_pool": 100}
        _, info = build_deal(tmp, 0, dealt, tricks)
        if info["tout"] == [1] and "declaration" in info["marks"]:
            d0 = (dealt, tricks)
            break

    # deal 1: dealer 1; the dealer takes no trick (Nolo); someone keeps a king to the last trick
    # and loses it (a przydupek beside the Nolo)
    low = ["T2", "T3", "T4", "T5", "T6"]
    for s in SUITS:
        pips = PIPS_RED if s in "HD" else PIPS_BLACK
        low += [p + s for p in pips[-5:]]

    def fixed_n(rng):
        return {1: low + rng.sample([p + "S" for p in PIPS_BLACK[:5]] + [p + "H" for p in PIPS_RED[:5]], 3)}

    def hold_n(after):
        # seat 2 keeps a king to the end; seat 0 keeps a trump
        ks = [c for c in after[2] if is_king(c)]
        tr = [c for c in after[0] if c.startswith("T") and c != "T1"]
        if not ks or not tr:
            return None
        return {2: {ks[0]}, 0: {max(tr, key=rank_value)}}

    def p_n(info, dealt, tricks):
        return info["nolo"] == [1] and len(info["przydupek"]) == 1 and is_king(info["przydupek"][0][1])

    d1 = search(808, n, 1, p_n, hold_fn=hold_n, fixed_fn=fixed_n, pol_kw={"lowest": [1], "highest": []})
    return n, [(0, d0), (1, d1)]


def base4():
    """3 players, 2 deals: a Pagat przydupek beside a last trick taken with a plain trump (no
    last-trick prize), then a deal where two seats tie on card points."""
    n = 3

    def hold_pp(after):
        ph = holder(after, "T1")
        other = [s for s in after if s != ph][0]
        tr = [c for c in after[other] if c.startswith("T")]
        if not tr:
            return None
        return {ph: {"T1"}, other: {min(tr, key=rank_value)}}

    def p0(info, dealt, tricks):
        return (
            info["ultimo"] is None
            and len(info["przydupek"]) == 1
            and info["przydupek"][0][1] == "T1"
            and not info["nolo"]
            and "pagat_lost" not in info["marks"]
        )

    d0 = search(909, n, 0, p0, hold_fn=hold_pp)

    def p1(info, dealt, tricks):
        nd = info["new_dealer"]
        others = [s for s in info["points"] if s != nd]
        pts = [info["points"][s] for s in others]
        return pts[0] == pts[1] and info["rounded"][others[0]] != 0 and "last_trick" in info["marks"]

    d1 = search(1010, n, 1, p1)
    return n, [(0, d0), (1, d1)]


PLAYERS = {3: ["Agnieszka", "Bartek", "Celina"], 4: ["Agnieszka", "Bartek", "Celina", "Dawid"]}


def assemble(n, deals, desc):
    sess = Session(n)
    out = []
    infos = []
    for i, (dealer, (dealt, tricks)) in enumerate(deals):
        d, info = build_deal(sess, dealer, dealt, tricks, first=(i == 0))
        out.append(d)
        infos.append(info)
    end_idx = session_end(sess, out[-1])
    for info in infos:
        info.pop("dealt", None)
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": PLAYERS[n],
        "meta": {"description": desc, "round": "danish-payment-edge-probes"},
        "deals": out,
    }
    return doc, infos, end_idx, sess


def find(doc, deal, pred):
    return [i for i, e in enumerate(doc["deals"][deal]["events"]) if pred(e)]


def write(name, doc):
    (HERE / name).write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n")


def main():
    results = {}
    b1 = assemble(
        *base1(), "base: declarations, king lost, Pagat Ultimo + king przydupek, King Ultimo + king przydupek"
    )
    b2 = assemble(
        *base2(),
        "base, 4 players: Pagat trick, Pagat Ultimo refilled by four, new dealer's card points, share of four",
    )
    b3 = assemble(*base3(), "base: Tout (both pools taken and refilled), Nolo beside a king przydupek")
    b4 = assemble(*base4(), "base: Pagat przydupek beside a plain last trick; card points tie")
    write("01-base-3p-ultimos.json", b1[0])
    write("02-base-4p-pagat-trick-share.json", b2[0])
    write("03-base-3p-tout-nolo.json", b3[0])
    write("04-base-3p-pagat-przydupek-tie.json", b4[0])
    for tag, b in (("01", b1), ("02", b2), ("03", b3), ("04", b4)):
        doc, infos, end_idx, sess = b
        results[tag] = {
            "infos": [{k: v for k, v in info.items() if k not in ("tricks_list",)} for info in infos],
            "session_end_index": end_idx,
            "pools_end": dict(sess.pools),
        }
    variants = []

    # 05: card points at the rounding edge: a seat at 28 (diff +2 -> 0) paid 5 / at 23 (-3 -> -5)
    doc = copy.deepcopy(b1[0])
    info = b1[1][0]
    nd = info["new_dealer"]
    edge = [s for s, p in info["points"].items() if s != nd and p in (23, 28)][0]
    ev = doc["deals"][0]["events"]
    cp = info["marks"]["card_points"]
    if info["points"][edge] == 28:
        # extra: the new dealer pays 5 to a seat with 28 points (difference 2 rounds to 0)
        ev.insert(cp, {"type": "payment", "from": nd, "to": edge, "amount": 5, "reason": "card_points"})
        variants.append(
            (
                "05-card-points-28-paid.json",
                doc,
                [(0, cp, "unexpected_payment")],
                f"seat {edge} has 28 points: +2 rounds to 0, recorded 5",
            )
        )
    else:
        idx = [i for i in find(doc, 0, lambda e: e.get("reason") == "card_points" and e["from"] == edge)][0]
        ev[idx]["amount"] = 10 if ev[idx]["amount"] == 5 else 5
        variants.append(
            (
                "05-card-points-23-rounded-wrong.json",
                doc,
                [(0, idx, "wrong_payment")],
                f"seat {edge} has 23 points: -3 rounds to -5, recorded {ev[idx]['amount']}",
            )
        )

    # 06: Pagat Ultimo: the pool's refill by one player missing (deal 1)
    doc = copy.deepcopy(b1[0])
    info = b1[1][1]
    ev = doc["deals"][1]["events"]
    ri = info["marks"]["pagat_refill"]
    assert ev[ri]["reason"] == "refill"
    del ev[ri + 2]
    variants.append(
        (
            "06-pagat-refill-one-missing.json",
            doc,
            [(1, ri + 2, "missing_payment")],
            "the third player's 20 refilling the emptied Pagat pool left out",
        )
    )

    # 07: King Ultimo beside a king przydupek: the table refilled the king pool anyway (extra)
    doc = copy.deepcopy(b1[0])
    info = b1[1][2]
    ev = doc["deals"][2]["events"]
    ki = info["marks"]["king_przydupek"][0] + 3
    ev.insert(ki, {"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "refill"})
    variants.append(
        (
            "07-king-ultimo-przydupek-refilled.json",
            doc,
            [(2, ki, "unexpected_payment")],
            "king pool refilled although a simultaneous king przydupek paid its content back",
        )
    )

    # 08: Pagat Ultimo beside a king przydupek: the przydupek pays 20 into the king pool (not its content)
    doc = copy.deepcopy(b1[0])
    info = b1[1][1]
    ev = doc["deals"][1]["events"]
    ki = info["marks"]["king_przydupek"][0] + 2
    assert ev[ki]["to"] == "king_pool"
    old = ev[ki]["amount"]
    ev[ki]["amount"] = 20
    variants.append(
        (
            "08-king-przydupek-pool-not-doubled.json",
            doc,
            [(1, ki, "wrong_payment")],
            f"king przydupek beside Pagat Ultimo pays 20 instead of doubling the king pool ({old})",
        )
    )

    # 09: 4 players: the sitting-out player's refill after the Pagat Ultimo missing
    doc = copy.deepcopy(b2[0])
    info = b2[1][1]
    ev = doc["deals"][1]["events"]
    ri = info["marks"]["pagat_refill"]
    out_seat = (1 + 2) % 4
    j = ri + out_seat
    assert ev[j]["from"] == out_seat and ev[j]["reason"] == "refill"
    del ev[j]
    variants.append(
        (
            "09-4p-fourth-refill-missing.json",
            doc,
            [(1, j, "missing_payment")],
            f"seat {out_seat} sits out deal 1 but owes its 20 to refill the emptied Pagat pool (§15, §17)",
        )
    )

    # 10: 4 players: the fourth player's session-end share left out (last deal)
    doc = copy.deepcopy(b2[0])
    ev = doc["deals"][-1]["events"]
    end = b2[2]
    out_seat = (2 + 2) % 4
    j = end + out_seat  # pagat_pool shares first
    assert ev[j]["reason"] == "session_end" and ev[j]["to"] == out_seat
    del ev[j]
    variants.append(
        (
            "10-4p-fourth-share-missing.json",
            doc,
            [(2, j, "missing_payment")],
            f"seat {out_seat} (sitting out the last deal) gets no share of the Pagat pool",
        )
    )

    # 11: 4 players: the fourth player pays a declaration (extra)
    doc = copy.deepcopy(b2[0])
    info = b2[1][0]
    ev = doc["deals"][0]["events"]
    di = info["marks"]["declaration"][0]
    decl = ev[di]
    out_seat = 2
    ins = di
    ev.insert(
        ins,
        {
            "type": "payment",
            "from": out_seat,
            "to": decl["to"],
            "amount": decl["amount"],
            "reason": "declaration",
        },
    )
    variants.append(
        (
            "11-4p-fourth-pays-declaration.json",
            doc,
            [(0, ins, "unexpected_payment")],
            "the sitting-out player pays a declaration (§17: only refills)",
        )
    )

    # 12: the share of four rounded to a multiple of 5 where the pool does not divide by 4
    doc = copy.deepcopy(b2[0])
    ev = doc["deals"][-1]["events"]
    end = b2[2]
    j = None
    for k in range(end, len(ev)):
        a = ev[k]["amount"]
        if a != int(a) or int(a) % 5:
            j = k
            break
    if j is None:
        j = end
    old = ev[j]["amount"]
    ev[j]["amount"] = 5 * round(old / 5 + 1e-9) if 5 * round(old / 5) != old else old + 5
    variants.append(
        (
            "12-4p-share-rounded.json",
            doc,
            [(2, j, "wrong_payment")],
            f"a session-end share of {old} written as {ev[j]['amount']} (split equally, §15)",
        )
    )

    # 13: Tout: the others also paid Nolo (no Nolo beside a Tout)
    doc = copy.deepcopy(b3[0])
    info = b3[1][0]
    ev = doc["deals"][0]["events"]
    ti = info["marks"]["tout"]
    ins = ti + 2 + 2 + 6
    ev.insert(ins, {"type": "payment", "from": 1, "to": 2, "amount": 25, "reason": "nolo"})
    variants.append(
        (
            "13-tout-with-nolo-paid.json",
            doc,
            [(0, ins, "unexpected_payment")],
            "Nolo paid to a seat without a trick beside a Tout",
        )
    )

    # 14: Nolo deal: card points settled anyway (one payment)
    doc = copy.deepcopy(b3[0])
    info = b3[1][1]
    ev = doc["deals"][1]["events"]
    ins = [i for i, e in enumerate(ev) if e.get("reason") == "session_end"][0]
    pts = info["points"]
    nd = info["new_dealer"]
    s = max((x for x in pts if x != nd), key=lambda x: abs(pts[x] - 26))
    r = 5 * round((pts[s] - 26) / 5)
    if r == 0:
        r = 5
    pay = (
        {"type": "payment", "from": nd, "to": s, "amount": r, "reason": "card_points"}
        if r > 0
        else {"type": "payment", "from": s, "to": nd, "amount": -r, "reason": "card_points"}
    )
    ev.insert(ins, pay)
    variants.append(
        (
            "14-nolo-card-points-paid.json",
            doc,
            [(1, ins, "unexpected_payment")],
            f"card points paid although seat 1 has Nolo (seat {s}: {pts[s]} points)",
        )
    )

    # 15: Pagat przydupek beside a plain last trick: the winner paid the last-trick 20 (extra)
    doc = copy.deepcopy(b4[0])
    info = b4[1][0]
    ev = doc["deals"][0]["events"]
    pi = info["marks"]["pagat_przydupek"]
    ins = pi + 3
    w = trick_winner(doc_last_trick(doc, 0))[0]
    loser = [s for s in range(3) if s != w][0]
    ev.insert(ins, {"type": "payment", "from": loser, "to": w, "amount": 20, "reason": "last_trick"})
    variants.append(
        (
            "15-pagat-przydupek-last-trick-paid.json",
            doc,
            [(0, ins, "unexpected_payment")],
            "last-trick prize paid beside a Pagat przydupek",
        )
    )

    for name, doc, exp, why in variants:
        write(name, doc)
        results[name] = {"expected": exp, "why": why}
    (Path("/tmp") / "danish_payment_edge_gen.json").write_text(json.dumps(results, indent=1, default=str))
    print(json.dumps(results, indent=1, default=str))


def doc_last_trick(doc, deal):
    plays = [e for e in doc["deals"][deal]["events"] if e["type"] == "play"]
    return [(e["seat"], e["card"]) for e in plays[-3:]]


if __name__ == "__main__":
    main()
