"""Generator for the reread-danish-payments audit round (no validator import).

Re-read of the Polish source 000_2fac32aef83ce8a1.txt, §9-§18 (play, Joker, payments and pools,
card points, the §18 penalty table). The card/deal/payment core is copied from
tests/data/audit/danish-pool-edges/_gen.py (itself written blind from the source); the scenarios
and the planted faults at the end are this round's.

Usage: python _gen.py [seed]   (writes NN-*.json and EXPECTED.md next to this file)
"""
from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_PIPS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low
BLACK_PIPS = ["10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]  # high -> low


def suit_cards(s):
    pips = RED_PIPS if s in "HD" else BLACK_PIPS
    return [r + s for r in COURTS + pips]


DECK = [c for s in SUITS for c in suit_cards(s)] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def suit_of(c):
    if c == "JOKER":
        return "X"
    return "T" if c.startswith("T") else c[-1]


def rank(c):
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    return 14 - suit_cards(s).index(c)  # K=14 ... lowest=1


def is_king(c):
    return c != "JOKER" and not c.startswith("T") and c[0] == "K"


def value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def is_pip(c):
    return not c.startswith("T") and c != "JOKER" and c[:-1] not in COURTS


# ---------------------------------------------------------------- declarations (§14)
def declarations(hand):
    items = []
    ntr = sum(1 for c in hand if c.startswith("T")) + ("JOKER" in hand)
    if ntr >= 10:
        items.append({"kind": "trumps", "count": ntr, "pagat": "T1" in hand})
    if {"JOKER", "T21", "T1"} <= set(hand):
        n = 3
        for t in range(20, 1, -1):
            if f"T{t}" in hand:
                n += 1
            else:
                break
        items.append({"kind": "matadors", "count": n})
    joker = "JOKER" in hand
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    ks = [s for s in SUITS if "K" + s in hand]
    if len(ks) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(ks) == 3 and joker:
        items.append({"kind": "kings", "form": "half", "missing": [s for s in SUITS if s not in ks][0]})
    return items


def decl_value(it):
    k = it["kind"]
    if k == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if k == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


# ---------------------------------------------------------------- play (§10, §12)
def legal(hand, led, trick_no):
    cards = [c for c in hand if c != "JOKER"]
    joker_ok = "JOKER" in hand and trick_no != 23
    if led is None:
        out = list(cards)
    else:
        follow = [c for c in cards if suit_of(c) == led]
        if follow:
            out = follow
        else:
            trumps = [c for c in cards if suit_of(c) == "T"]
            out = trumps if trumps else cards
    if joker_ok:
        out = out + ["JOKER"]
    if not out:
        out = list(hand)
    return out


def trick_winner(plays):
    """plays: list of (seat, card); Joker never led here."""
    led = suit_of(plays[0][1])
    trumps = [(rank(c), s) for s, c in plays if suit_of(c) == "T"]
    if trumps:
        return max(trumps)[1]
    best = max((rank(c), s) for s, c in plays if suit_of(c) == led)
    return best[1]


def beats(card, plays):
    return trick_winner(plays + [(-1, card)]) == -1


def simulate(hands, order_from, leader, rng, policies):
    """hands: dict seat->list (after discard). order_from(seat) gives next active seat."""
    hands = {s: list(h) for s, h in hands.items()}
    tricks = []
    for t in range(25):
        plays = []
        seat = leader
        for _ in range(3):
            led = suit_of(plays[0][1]) if plays else None
            lg = legal(hands[seat], led, t)
            card = policies[seat](seat, hands[seat], plays, t, lg, rng)
            assert card in lg, (seat, card, lg)
            hands[seat].remove(card)
            plays.append((seat, card))
            seat = order_from(seat)
        w = trick_winner(plays)
        tricks.append((plays, w))
        leader = w
    return tricks


def pol_random(reserved=(), joker_early=True, prefer=None):
    reserved = set(reserved)

    def p(seat, hand, plays, t, lg, rng):
        if joker_early and "JOKER" in lg and plays and t < 23:
            return "JOKER"
        cand = [c for c in lg if c not in reserved and c != "JOKER"] or [c for c in lg if c != "JOKER"] or lg
        if prefer == "low":
            return min(cand, key=lambda c: (suit_of(c) == "T", rank(c)))
        if prefer == "high" and plays:
            win = [c for c in cand if beats(c, plays)]
            if win:
                return max(win, key=lambda c: (suit_of(c) == "T", rank(c)))
            return min(cand, key=lambda c: (suit_of(c) == "T", rank(c)))
        return rng.choice(cand)

    return p


def pol_sequence(lead_order):
    """Tout player: leads in the given order; following, plays a winning card."""

    def p(seat, hand, plays, t, lg, rng):
        if not plays:
            for c in lead_order:
                if c in hand:
                    return c
            raise AssertionError("lead order exhausted")
        win = [c for c in lg if c != "JOKER" and beats(c, plays)]
        assert win, ("tout player cannot win", plays, hand)
        # the highest of the led suit, else the lowest winning trump
        return sorted(win, key=lambda c: (suit_of(c) == "T", -rank(c) if suit_of(c) != "T" else rank(c)))[0]

    return p


# ---------------------------------------------------------------- a deal and its payments (§15)
class Session:
    def __init__(self, n_players, start_pools=None):
        self.n = n_players
        self.fresh = start_pools is None
        self.pools = dict(start_pools) if start_pools else {"pagat_pool": 0, "king_pool": 0}
        self.deals = []

    def active(self, dealer):
        if self.n == 4:
            return [s for s in range(4) if s != (dealer + 2) % 4]
        return list(range(3))

    def add_deal(self, dealer, hands28, discard, events_pre, tricks, last=False, tout_announced=False):
        n = self.n
        act = self.active(dealer)

        def nxt(s):
            i = act.index(s)
            return act[(i + 1) % 3]

        ev = []

        def pay(frm, to, amt, reason):
            ev.append({"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason})
            if isinstance(frm, str):
                self.pools[frm] -= amt
            if isinstance(to, str):
                self.pools[to] += amt

        if self.fresh and not self.deals:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    pay(s, pool, 20, "foundation")
        pay(dealer, "pagat_pool", 5, "deal_fee")
        pay(dealer, "king_pool", 5, "deal_fee")
        if tout_announced:
            ev.append({"type": "announce", "seat": dealer, "items": ["tout"]})
        ev.append({"type": "discard", "seat": dealer, "cards": discard})
        s = dealer
        for _ in range(3):
            hand = [c for c in hands28[s] if not (s == dealer and c in discard)]
            items = declarations(hand)
            ev.append({"type": "declare", "seat": s, "items": items})
            for it in items:
                for o in act:
                    if o != s:
                        pay(o, s, decl_value(it), "declaration")
            s = nxt(s)
        ev.extend(events_pre)
        won = {s: [] for s in act}
        ntr = {s: 0 for s in act}
        for t, (plays, w) in enumerate(tricks):
            for seat, card in plays:
                ev.append({"type": "play", "seat": seat, "card": card})
            ntr[w] += 1
            for seat, card in plays:
                if card == "JOKER" and t < 24:
                    won[seat].append(card)
                else:
                    won[w].append(card)
            if t == 24:
                break
            for seat, card in plays:
                others = [o for o in act if o != seat]
                if is_king(card) and seat != w:
                    for o in others:
                        pay(seat, o, 5, "king_lost")
                    pay(seat, "king_pool", 5, "king_lost")
                if card == "T1" and seat != w:
                    for o in others:
                        pay(seat, o, 5, "pagat_lost")
                    pay(seat, "pagat_pool", 5, "pagat_lost")
                if card == "T1" and seat == w:
                    for o in others:
                        pay(o, seat, 5, "pagat_trick")
        # after the last trick
        plays, w = tricks[24]
        wcard = dict(plays)[w]
        tout = next((s for s in act if ntr[s] == 25), None)
        nolo = None if tout is not None else next((s for s in act if ntr[s] == 0), None)
        outcome = {"tout": tout, "nolo": nolo, "winner": w, "wcard": wcard, "tricks": dict(ntr)}
        kings_lost = [s for s, c in plays if is_king(c) and s != w]
        pagat_lost = [s for s, c in plays if c == "T1" and s != w]
        if tout is not None:
            for o in act:
                if o != tout:
                    pay(o, tout, 85, "tout")
        if nolo is not None:
            for o in act:
                if o != nolo:
                    pay(o, nolo, 25, "nolo")
        for pool, lost, ult, ult_amt, prz_amt, lost_reason, ult_reason in (
            ("pagat_pool", pagat_lost, wcard == "T1", 45, 45, "pagat_przydupek", "pagat_ultimo"),
            ("king_pool", kings_lost, is_king(wcard), 40, 40, "king_przydupek", "king_ultimo"),
        ):
            orig = self.pools[pool]
            taken = False
            if ult and tout is None and nolo is None:
                for o in act:
                    if o != w:
                        pay(o, w, ult_amt, ult_reason)
                pay(pool, w, orig, ult_reason)
                taken = True
            if tout is not None:
                pay(pool, tout, orig, "tout")
                taken = True
            for s in lost:
                for o in act:
                    if o != s:
                        pay(s, o, prz_amt, lost_reason)
                pay(s, pool, orig, lost_reason)
            if taken and self.pools[pool] == 0:
                for s in range(n):
                    pay(s, pool, 20, "refill")
        if (
            tout is None
            and nolo is None
            and not kings_lost
            and not pagat_lost
            and not is_king(wcard)
            and wcard != "T1"
        ):
            for o in act:
                if o != w:
                    pay(o, w, 20, "last_trick")
        # card points (§15, after the last trick): settled with the new dealer
        pts = {s: len([c for c in won[s]]) * 0 + sum(value(c) for c in won[s]) + ntr[s] for s in act}
        pts[dealer] += 1 + sum(value(c) for c in discard)  # the skat: 1 point, its cards count for the dealer (78 in all)
        outcome["card_points"] = dict(pts)
        assert sum(pts.values()) == 78, pts
        if nolo is None:
            newd = (dealer + 1) % n
            for s in act:
                if s == newd:
                    continue
                diff = pts[s] - 26
                r = 5 * round(diff / 5)
                if r < 0:
                    pay(s, newd, -r, "card_points")
                elif r > 0:
                    pay(newd, s, r, "card_points")
        if last:
            for pool in ("pagat_pool", "king_pool"):
                amt = self.pools[pool]
                share = round(amt / n, 6)
                if share == int(share):
                    share = int(share)
                for s in range(n):
                    ev.append(
                        {"type": "payment", "from": pool, "to": s, "amount": share, "reason": "session_end"}
                    )
                self.pools[pool] = 0
        hands = [hands28.get(s, []) for s in range(n)]
        self.deals.append({"dealer": dealer, "hands": hands, "events": ev})
        outcome["pools_after"] = dict(self.pools)
        return outcome


def rotate_next(act):
    def nxt(s):
        return act[(act.index(s) + 1) % 3]

    return nxt


def random_deal(rng, dealer, act, require=None, give=None):
    """Random hands with no declarations; give: {seat: [cards]} forced holdings."""
    for _ in range(200000):
        deck = list(DECK)
        forced = give or {}
        for cs in forced.values():
            for c in cs:
                deck.remove(c)
        rng.shuffle(deck)
        hands = {}
        for s in act:
            need = (28 if s == dealer else 25) - len(forced.get(s, []))
            hands[s] = list(forced.get(s, [])) + deck[:need]
            deck = deck[need:]
        pips = [c for c in hands[dealer] if is_pip(c)]
        if len(pips) < 3:
            continue
        discard = rng.sample(pips, 3)
        after = {s: [c for c in h if not (s == dealer and c in discard)] for s, h in hands.items()}
        if any(declarations(h) for h in after.values()):
            continue
        if require and not require(after):
            continue
        return hands, discard, after
    raise RuntimeError("no deal")


def search(rng, dealer, act, accept, policies_for, require=None, give=None, tries=4000):
    nxt = rotate_next(act)
    for _ in range(tries):
        hands, discard, after = random_deal(rng, dealer, act, require, give)
        pols = policies_for(after)
        for _ in range(30):
            tricks = simulate(after, nxt, nxt(dealer), rng, pols)
            if accept(tricks, after):
                return hands, discard, tricks
    raise RuntimeError("search failed")


def last_trick(tricks):
    return tricks[24]


def counts(tricks, act):
    c = {s: 0 for s in act}
    for _, w in tricks:
        c[w] += 1
    return c


def no_tout_nolo(tricks, act):
    c = counts(tricks, act)
    return all(0 < v < 25 for v in c.values())


def held_by(after, card):
    return next(s for s, h in after.items() if card in h)


# ---------------------------------------------------------------- scenarios
def scen_session3(rng):
    """Fresh 3-deal session: d0 pagat ultimo, d1 king ultimo + king przydupek, d2 ordinary last trick."""
    S = Session(3)
    act = [0, 1, 2]
    out = []

    # d0: dealer 0, seat 2 wins the last trick with the Pagat
    def acc0(tricks, after):
        plays, w = last_trick(tricks)
        return (
            w == 2
            and dict(plays)[2] == "T1"
            and no_tout_nolo(tricks, act)
            and not any(is_king(c) for _, c in plays)
        )

    def req0(after):
        return "T1" in after[2] and sum(c.startswith("T") for c in after[2]) >= 8

    hands, discard, tricks = search(
        rng, 0, act, acc0, lambda a: {0: pol_random(), 1: pol_random(), 2: pol_random(["T1"])}, req0
    )
    out.append(S.add_deal(0, hands, discard, [], tricks))

    # d1: dealer 1, a king wins the last trick and another king is lost in it
    def acc1(tricks, after):
        plays, w = last_trick(tricks)
        d = dict(plays)
        lost = [s for s, c in plays if is_king(c) and s != w]
        return is_king(d[w]) and len(lost) == 1 and "T1" not in d.values() and no_tout_nolo(tricks, act)

    def pol1(after):
        ks = {s: [c for c in after[s] if is_king(c)] for s in act}
        return {s: pol_random(ks[s][:1]) for s in act}

    def req1(after):
        return sum(1 for s in act if any(is_king(c) for c in after[s])) >= 2

    hands, discard, tricks = search(rng, 1, act, acc1, pol1, req1)
    out.append(S.add_deal(1, hands, discard, [], tricks))

    # d2: dealer 2, the last trick without a king or the Pagat
    def acc2(tricks, after):
        plays, w = last_trick(tricks)
        return not any(is_king(c) or c == "T1" for _, c in plays) and no_tout_nolo(tricks, act)

    hands, discard, tricks = search(rng, 2, act, acc2, lambda a: {s: pol_random() for s in act})
    out.append(S.add_deal(2, hands, discard, [], tricks, last=True))
    return S, out


def scen_three_kings(rng):
    """start.pools king_pool 130: deal fee makes 135, three kings in the last trick (the source's example)."""
    S = Session(3, {"pagat_pool": 45, "king_pool": 130})
    act = [0, 1, 2]

    def acc(tricks, after):
        plays, w = last_trick(tricks)
        if not (all(is_king(c) for _, c in plays) and no_tout_nolo(tricks, act)):
            return False
        # no other king payment in play, so the pool holds 135 at the last trick
        for pl, ww in tricks[:24]:
            for s, c in pl:
                if is_king(c) and s != ww:
                    return False
        return True

    def req(after):
        return all(any(is_king(c) for c in after[s]) for s in act)

    def pols(after):
        return {s: pol_random([c for c in after[s] if is_king(c)][:1]) for s in act}

    hands, discard, tricks = search(rng, 0, act, acc, pols, req, tries=20000)
    return S, [S.add_deal(0, hands, discard, [], tricks, last=True)]


def tout_hands_silent():
    A = [f"T{i}" for i in range(1, 22)] + ["KH", "QH", "NH", "KD"]
    rest = [c for c in DECK if c not in A]
    # seat 2 holds the Joker; spread the courts so nobody declares
    s2 = [
        "JOKER",
        "KS",
        "QS",
        "KC",
        "QC",
        "JH",
        "QD",
        "1H",
        "2H",
        "3H",
        "4H",
        "5H",
        "1D",
        "2D",
        "3D",
        "4D",
        "10S",
        "9S",
        "8S",
        "7S",
        "10C",
        "9C",
        "8C",
        "7C",
        "6C",
    ]
    s0 = [c for c in rest if c not in s2]
    assert len(s2) == 25 and len(s0) == 28
    return {0: s0, 1: A, 2: s2}


def scen_silent_tout(rng):
    S = Session(3)
    act = [0, 1, 2]
    hands = tout_hands_silent()
    discard = ["1S", "1C", "10H"]
    after = {s: [c for c in h if not (s == 0 and c in discard)] for s, h in hands.items()}
    assert not declarations(after[0]) and not declarations(after[2])
    order = [f"T{i}" for i in range(21, 1, -1)] + ["KH", "QH", "NH", "KD", "T1"]
    pols = {0: pol_random(), 1: pol_sequence(order), 2: pol_random()}
    tricks = simulate(after, rotate_next(act), 1, rng, pols)
    return S, [S.add_deal(0, hands, discard, [], tricks, last=True)]


def scen_announced_tout(rng):
    S = Session(3, {"pagat_pool": 80, "king_pool": 55})
    act = [0, 1, 2]
    A = [f"T{i}" for i in range(2, 22)] + ["KH", "QH", "NH", "KD", "KS", "JOKER", "2S", "3S"]
    rest = [c for c in DECK if c not in A]
    s2 = [
        "T1",
        "KC",
        "QC",
        "NC",
        "JH",
        "QD",
        "ND",
        "QS",
        "1H",
        "2H",
        "3H",
        "4H",
        "5H",
        "1D",
        "2D",
        "3D",
        "4D",
        "10S",
        "9S",
        "8S",
        "10C",
        "9C",
        "8C",
        "7C",
        "6C",
    ]
    s1 = [c for c in rest if c not in s2]
    hands = {0: A, 1: s1, 2: s2}
    assert len(s1) == 25 and len(s2) == 25 and len(A) == 28
    discard = ["JOKER", "2S", "3S"]
    after = {s: [c for c in h if not (s == 0 and c in discard)] for s, h in hands.items()}
    assert not declarations(after[1]) and not declarations(after[2]), (
        declarations(after[1]),
        declarations(after[2]),
    )
    order = [f"T{i}" for i in range(21, 1, -1)] + ["KH", "QH", "NH", "KS", "KD"]
    pols = {0: pol_sequence(order), 1: pol_random(), 2: pol_random()}
    tricks = simulate(after, rotate_next(act), 1, rng, pols)
    return S, [S.add_deal(0, hands, discard, [], tricks, last=True, tout_announced=True)]


def scen_nolo(rng):
    """Seat 2 takes no trick (Nolo) and loses the Pagat to a higher trump in the last trick."""
    S = Session(3)
    act = [0, 1, 2]

    def acc(tricks, after):
        plays, w = last_trick(tricks)
        d = dict(plays)
        c = counts(tricks, act)
        return (
            c[2] == 0 and c[0] > 0 and c[1] > 0 and d[2] == "T1" and not any(is_king(x) for x in d.values())
        )

    low = [
        "T1",
        "T2",
        "T3",
        "T4",
        "T5",
        "T6",
        "10H",
        "9H",
        "8H",
        "7H",
        "6H",
        "10D",
        "9D",
        "8D",
        "7D",
        "6D",
        "1S",
        "2S",
        "3S",
        "4S",
        "5S",
        "1C",
        "2C",
        "3C",
        "4C",
    ]

    def req(after):
        return True

    def pols(after):
        return {
            0: pol_random(prefer="high"),
            1: pol_random(prefer="high"),
            2: pol_random(["T1"], prefer="low"),
        }

    hands, discard, tricks = search(rng, 0, act, acc, pols, req, give={2: low}, tries=40000)
    return S, [S.add_deal(0, hands, discard, [], tricks, last=True)]


def scen_four(rng):
    """Four players: d0 dealer 0 (seat 2 sits out) pagat ultimo; d1 dealer 1 (seat 3 sits out) king ultimo."""
    S = Session(4)
    out = []
    act0 = [0, 1, 3]

    def acc0(tricks, after):
        plays, w = last_trick(tricks)
        return (
            dict(plays).get(w) == "T1"
            and not any(is_king(c) for _, c in plays)
            and no_tout_nolo(tricks, act0)
        )

    def pol0(after):
        h = held_by(after, "T1")
        return {s: pol_random(["T1"] if s == h else []) for s in act0}

    hands, discard, tricks = search(rng, 0, act0, acc0, pol0)
    hands[2] = []
    out.append(S.add_deal(0, hands, discard, [], tricks))
    act1 = [0, 1, 2]

    def acc1(tricks, after):
        plays, w = last_trick(tricks)
        d = dict(plays)
        return (
            is_king(d[w])
            and sum(is_king(c) for c in d.values()) == 1
            and "T1" not in d.values()
            and no_tout_nolo(tricks, act1)
        )

    def pol1(after):
        return {s: pol_random([c for c in after[s] if is_king(c)][:1]) for s in act1}

    hands, discard, tricks = search(rng, 1, act1, acc1, pol1)
    hands[3] = []
    out.append(S.add_deal(1, hands, discard, [], tricks, last=True))
    return S, out




# ---------------------------------------------------------------- this round's scenarios
ROUND = "reread-danish-payments"


def plain_last(tricks):
    plays, _ = last_trick(tricks)
    return not any(is_king(c) or c == "T1" for _, c in plays)


def scen_declarations(rng):
    """Dealer 0; seat 1 holds 12 trumps with the Pagat (Joker counted), 5 matadors, half kings and
    rich cavalry in hearts; seat 2 a full cavalry in clubs. Every value of §15's declaration list."""
    s1 = ["JOKER", "T21", "T20", "T19", "T1", "T3", "T5", "T7", "T9", "T11", "T13", "T15"]
    s1 += ["KH", "QH", "NH", "JH", "KD", "KS", "1D", "2D", "3D", "10S", "9S", "8S", "1H"]
    s2 = ["KC", "QC", "NC", "JC", "T2", "T4", "T6", "QD", "ND", "QS"]
    act = [0, 1, 2]
    S = Session(3)
    rest = [c for c in DECK if c not in s1 + s2]
    for _ in range(5000):
        rng.shuffle(rest)
        h2 = s2 + rest[:15]
        h0 = rest[15:]
        if any(is_king(c) for c in h0) and False:
            continue
        pips = [c for c in h0 if is_pip(c)]
        discard = rng.sample(pips, 3)
        after = {0: [c for c in h0 if c not in discard], 1: s1, 2: h2}
        d0, d2 = declarations(after[0]), declarations(after[2])
        if d0 or [it["kind"] for it in d2] != ["cavalry"]:
            continue
        pols = {0: pol_random(), 1: pol_random(joker_early=True), 2: pol_random()}
        for _ in range(30):
            tricks = simulate(after, rotate_next(act), 1, rng, pols)
            if no_tout_nolo(tricks, act) and plain_last(tricks):
                hands = {0: h0, 1: s1, 2: h2}
                return S, [S.add_deal(0, hands, discard, [], tricks, last=True)]
    raise RuntimeError("no declarations deal")


def scen_pagat_trick(rng):
    """The Pagat takes a trick during play (5 from each other player, nothing from the pool)."""
    S = Session(3)
    act = [0, 1, 2]

    def acc(tricks, after):
        if not (no_tout_nolo(tricks, act) and plain_last(tricks)):
            return False
        return any(dict(pl).get(w) == "T1" for pl, w in tricks[:24])

    def pols(after):
        h = held_by(after, "T1")

        def p(seat, hand, plays, t, lg, r):
            if "T1" in lg and plays and not any(suit_of(c) == "T" for _, c in plays) and suit_of(plays[0][1]) != "T":
                return "T1"
            return pol_random(["T1"])(seat, hand, plays, t, lg, r)

        return {s: (p if s == h else pol_random()) for s in act}

    hands, discard, tricks = search(rng, 0, act, acc, pols, tries=20000)
    return S, [S.add_deal(0, hands, discard, [], tricks, last=True)]


def scen_pagat_przydupek(rng):
    """The Pagat played to the last trick and beaten: 45 to each other player, the Pagat pool doubled."""
    S = Session(3)
    act = [0, 1, 2]

    def acc(tricks, after):
        plays, w = last_trick(tricks)
        d = dict(plays)
        return no_tout_nolo(tricks, act) and "T1" in d.values() and d[w] != "T1" and not any(is_king(c) for c in d.values())

    def pols(after):
        h = held_by(after, "T1")
        return {s: pol_random(["T1"] if s == h else []) for s in act}

    hands, discard, tricks = search(rng, 0, act, acc, pols, tries=20000)
    return S, [S.add_deal(0, hands, discard, [], tricks, last=True)]


def plain_deal(rng, S, dealer, joker_played_before=None, last=False, require=None):
    act = S.active(dealer)

    def acc(tricks, after):
        if not (no_tout_nolo(tricks, act) and plain_last(tricks)):
            return False
        if any(is_king(c) and s != w for pl, w in tricks[24:] for s, c in pl):
            return False
        if joker_played_before is not None:
            at = [t for t, (pl, w) in enumerate(tricks) if "JOKER" in dict(pl).values()]
            return bool(at) and at[0] < joker_played_before
        return True

    hands, discard, tricks = search(rng, dealer, act, acc, lambda a: {s: pol_random() for s in act}, require)
    o = S.add_deal(dealer, hands, discard, [], tricks, last=last)
    o["tricks_list"] = tricks
    return o


def scen_failed_tout(rng):
    """Dealer 0 announces Tout, lays the Joker away, and loses the last trick (5D led)."""
    S = Session(3, {"pagat_pool": 80, "king_pool": 55})
    act = [0, 1, 2]
    A = [f"T{i}" for i in range(2, 22)] + ["KH", "QH", "NH", "KD", "5D", "JOKER", "2S", "3S"]
    rest = [c for c in DECK if c not in A]
    for _ in range(20000):
        rng.shuffle(rest)
        s1, s2 = rest[:25], rest[25:]
        if "T1" not in s2 or "1D" not in s2:
            continue
        hands = {0: A, 1: s1, 2: s2}
        discard = ["JOKER", "2S", "3S"]
        after = {s: [c for c in h if not (s == 0 and c in discard)] for s, h in hands.items()}
        if declarations(after[1]) or declarations(after[2]):
            continue
        order = [f"T{i}" for i in range(21, 1, -1)] + ["KH", "QH", "NH", "KD", "5D"]

        def keep(seat, hand, plays, t, lg, r):
            cand = [c for c in lg if c not in ("T1", "1D")] or lg
            return r.choice(cand)

        pols = {0: pol_sequence(order), 1: keep, 2: keep}
        try:
            tricks = simulate(after, rotate_next(act), 1, rng, pols)
        except AssertionError:
            continue
        plays, w = last_trick(tricks)
        if w != 0 and plain_last(tricks):
            o = S.add_deal(0, hands, discard, [], tricks, last=False, tout_announced=True)
            return S, [o]
    raise RuntimeError("no failed tout")


# ---------------------------------------------------------------- writing
Q = {
    "fund": ("Na samym początku gry, każdy gracz płaci po 20 do obydwu puli.", "At the very start each player pays 20 into both pools."),
    "fee": ("Rozdający płaci po 5 do każdej puli.", "The dealer pays 5 into each pool."),
    "decl": (
        "10 triumfów = 10, 11 triumfów = 15, 12 triumfów = 20 … 3 matadorzy = 10, 4 matadorzy = 15, 5 matadorów = 20 … bogaty król albo bogata kawaleria = 15; pełny król albo pełna kawaleria = 10; pół króla albo pół kawalerii = 5",
        "10 trumps 10, 11 15, 12 20 (+5 each); 3 matadors 10, 4 15, 5 20 (+5 each); rich 15, full 10, half 5.",
    ),
    "indep": ("Jedna karta może należeć do wielu Deklaracji … Każda Deklaracja musi być zapłacona niezależnie.", "One card may belong to several declarations; each is paid separately."),
    "king": ("Kiedy gracz zaczyna kolejkę królem, albo po prostu nim gra, ale nie zabiera sztychu, płaci po 5 pozostałym dwóm graczom i 5 do Puli Króla.", "A king led or played that does not take the trick: 5 to each of the other two and 5 to the King pool."),
    "ptrick": ("Kiedy gracz zabiera sztycha Pagatem, pozostali gracze płacą mu po 5 (ale nie zabiera niczego z puli).", "A trick taken with the Pagat: the others pay him 5 each (nothing from the pool)."),
    "tout": ("Jeżeli gracz wziął wszystkie 25 sztychów, ma Tout. Pozostali gracze płacą mu po 85. Zabiera również zawartość obydwu puli, które wówczas potrzebują refundacji", "All 25 tricks: Tout; the others pay 85 each; he takes both pools, which are then refilled."),
    "nolo": ("Pozostali gracze płacą mu po 25. Kiedy ktoś ma Nolo, kasuje się nagrody za ostatni sztych … Jeśli wystąpiło Nolo, nie ma opłat za ilość punktów.", "No trick: the others pay 25 each; last-trick rewards and card-point payments lapse."),
    "pult": ("ten gracz otrzymuje po 45 od każdego z graczy. Zabiera również zawartość Puli Pagata, która teraz wymaga refundacji (każdy gracz płaci po 20).", "Pagat Ultimo: 45 from each; he takes the Pagat pool, refilled 20 by each player."),
    "kult": ("ten gracz otrzymuje po 40 od pozostałych dwóch graczy. Zabiera również zawartość Puli Króla … chyba, że nastąpił równocześnie Przydupek Króla.", "King Ultimo: 40 from each of the other two, and the King pool (refilled unless a king przydupek)."),
    "pprz": ("płaci po 45 pozostałym graczom oraz podwaja zawartość Puli Pagata. Płaci się bez względu na równoczesnego Tout'a, czy Nolo.", "Pagat przydupek: 45 to each other player and doubles the Pagat pool, Tout or Nolo notwithstanding."),
    "kprz": ("płaci pozostałym graczom po 40 oraz podwaja zawartość Puli Króla.", "King przydupek: 40 to each and doubles the King pool."),
    "last": ("otrzymuje po 20 od pozostałych dwóch graczy.", "Last trick with another card: 20 from each of the other two."),
    "order": ("Wyobraź sobie … Pula Króla zawiera 135. Gracz, który wygrał Ultimo bierze 135, a dwaj gracze z Przydupkiem płacą do puli po 135.", "Three kings, pool 135: the winner takes 135, the two przydupek players each pay 135 in."),
    "cp": ("14-18 punkty - gracz płaci nowemu Rozdającemu 10; 19-23 … 5; 24-28 … żadnych opłat; 29-33 … otrzymuje 5; 34-38 … otrzymuje 10", "Card-point bands against the new dealer."),
    "end": ("Zawartość puli jest rozdzielona po równo pomiędzy trzech (albo czterech) graczy.", "At the session end each pool is shared equally."),
    "four": ("fundamenty są opłacane również przez gracza, który nie bierze udziału w grze. To jedyna opłata jakiej się od niego oczekuje.", "The sitter pays the foundations too; it is the only payment expected of him."),
    "large": ("Duże – 20 do każdej puli (gra trwa nadal) - Ogłoszenie Deklaracji zanim zrobił to Rozdający. … Zażądanie zdemaskowania Jokera (w trzeciej kolejce od końca), kiedy Joker już był użyty w grze.", "Large: 20 into each pool, play goes on: declaring before the dealer; demanding the Joker when it was already used."),
    "irr": ("Nie do poprawienia – 40 do każdej puli. (Unieważnienie rozdania. Rozdaje nowy Rozdający). - Niewłaściwe odrzucenie kart do Skata. … - Błędy w Deklaracji … Należy oddać pieniądze, jakie otrzymało się za źle zgłoszoną deklarację.", "Irreparable: 40 into each pool, the deal void, the next dealer deals: improper skat; declaration errors (the money received handed back)."),
    "tpen": ("Joker może zostać odrzucony (do Skata), jeżeli Rozdający ogłosi, że chce dojść do Tout … Jeśli w takiej sytuacji nie osiągnie Tout, płaci karę.", "The Joker may go to the skat if the dealer announces Tout; if he fails, he pays a penalty (class not given)."),
}


def find(deal, pred, nth=0):
    return [i for i, e in enumerate(deal["events"]) if pred(e)][nth]


def is_pay(reason, frm=None, to=None):
    return lambda e: e["type"] == "payment" and e.get("reason") == reason and (frm is None or e["from"] == frm) and (to is None or e["to"] == to)


def transcript(S, desc, start_pools=None, rules=None):
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": ["Agnieszka", "Bartek", "Celina", "Dorota"][: S.n],
        "meta": {"round": ROUND, "description": desc},
        "deals": S.deals,
    }
    if start_pools:
        t["start"] = {"pools": start_pools}
    return t


def pen(seat, amt):
    return [{"type": "payment", "from": seat, "to": p, "amount": amt, "reason": "penalty"} for p in ("pagat_pool", "king_pool")]


def main(seed=20261129):
    rng = random.Random(seed)
    files = []  # (name, transcript, expected, note, quote keys)

    S, o = scen_session3(rng)
    t1 = transcript(S, "Fresh 3-deal session: Pagat Ultimo, King Ultimo with a King przydupek, a plain last trick; pools shared.")
    files.append(("01-session3-clean.json", t1, [], "outcomes " + json.dumps(o), ["fund", "fee", "king", "pult", "kult", "kprz", "last", "cp", "end"]))

    S, o = scen_declarations(rng)
    t2 = transcript(S, "Seat 1 declares 12 trumps with the Pagat (20), 5 matadors (20), rich hearts cavalry (15), half kings without clubs (5); seat 2 full clubs cavalry (10).")
    files.append(("02-declaration-values.json", t2, [], "outcomes " + json.dumps(o), ["decl", "indep"]))

    S, o = scen_pagat_trick(rng)
    files.append(("03-pagat-takes-trick.json", transcript(S, "The Pagat takes a trick during play: 5 from each other player."), [], "outcomes " + json.dumps(o), ["ptrick", "last", "cp"]))

    S, o = scen_pagat_przydupek(rng)
    files.append(("04-pagat-przydupek.json", transcript(S, "The Pagat played to the last trick and beaten: 45 to each, the Pagat pool doubled."), [], "outcomes " + json.dumps(o), ["pprz", "cp", "end"]))

    S, o = scen_three_kings(rng)
    files.append(("05-three-kings-135.json", transcript(S, "The source's own example: three kings in the last trick, King pool 135.", start_pools={"pagat_pool": 45, "king_pool": 130}), [], "outcomes " + json.dumps(o), ["order", "kult", "kprz"]))

    S, o = scen_silent_tout(rng)
    files.append(("06-silent-tout-card-points.json", transcript(S, "Seat 1 takes all 25 tricks unannounced: 85 each, both pools, refills; card points still settled (Nolo lapses under Tout)."), [], "outcomes " + json.dumps(o), ["tout", "cp"]))

    S, o = scen_nolo(rng)
    files.append(("07-nolo-pagat-przydupek.json", transcript(S, "Seat 2 takes no trick and loses the Pagat in the last trick: Nolo 25 each, no last-trick reward, no card points, the przydupek paid all the same."), [], "outcomes " + json.dumps(o), ["nolo", "pprz"]))

    S, o = scen_four(rng)
    files.append(("08-four-players.json", transcript(S, "Four players: the sitter pays foundations and refills only, takes a quarter at the end."), [], "outcomes " + json.dumps(o), ["four", "pult", "kult", "end"]))

    # 09: a card-point payment moved one band
    t9 = json.loads(json.dumps(t1))
    d9 = next(i for i, d in enumerate(t9["deals"]) if any(is_pay("card_points")(e) for e in d["events"]))
    ev9 = find(t9["deals"][d9], is_pay("card_points"))
    e = t9["deals"][d9]["events"][ev9]
    old = e["amount"]
    e["amount"] = old + 5 if old == 5 else old - 5
    t9["meta"]["description"] = f"01 with deal {d9}'s first card-point payment written {e['amount']} instead of {old} (one band off)."
    files.append(("09-card-points-band-off.json", t9, [(d9, ev9, "wrong_payment")], f"payment {e}", ["cp"]))

    # 10: the 5 matadors paid as 15 (read as 4)
    t10 = json.loads(json.dumps(t2))
    dl = t10["deals"][0]
    ev10 = find(dl, is_pay("declaration", 0, 1))
    dl["events"][ev10]["amount"] -= 5
    t10["meta"]["description"] = "02 with seat 0's declaration payment to seat 1 written 5 short (5 matadors paid as 15)."
    files.append(("10-declaration-payment-short.json", t10, [(0, ev10, "wrong_payment")], "seat 0 pays 55 instead of 60 to seat 1", ["decl"]))

    # 11: declaration before the dealer (large, 20 into each pool, play goes on)
    S = Session(3)
    o = plain_deal(rng, S, 0)
    dl = S.deals[0]
    i0 = find(dl, lambda e: e["type"] == "declare" and e["seat"] == 0)
    i1 = find(dl, lambda e: e["type"] == "declare" and e["seat"] == 1)
    evs = dl["events"]
    d0e, d1e = evs[i0], evs[i1]
    evs[i0], evs[i1] = d1e, d0e
    for k, p in enumerate(pen(1, 20)):
        evs.insert(i0 + 1 + k, p)
    t11 = transcript(S, "Seat 1 declares (passes) before the dealer; fined 20 into each pool; play goes on.")
    files.append(("11-declared-before-dealer.json", t11, [(0, i0, "declaration_before_dealer")], "outcomes " + json.dumps({k: v for k, v in o.items() if k != "tricks_list"}), ["large"]))

    # 12: a false Joker demand in the third-last trick
    S = Session(3)
    o = plain_deal(rng, S, 0, joker_played_before=22)
    dl = S.deals[0]
    evs = dl["events"]
    plays = [i for i, e in enumerate(evs) if e["type"] == "play"]
    first22 = plays[22 * 3]
    joker_holder_seat = evs[first22]["seat"]
    caller = (joker_holder_seat + 1) % 3
    evs.insert(first22, {"type": "call", "seat": caller, "call": "joker"})
    for k, p in enumerate(pen(caller, 20)):
        evs.insert(first22 + 1 + k, p)
    t12 = transcript(S, f"Seat {caller} demands the Joker in the 23rd trick though it was played earlier; fined 20 into each pool.")
    files.append(("12-false-joker-demand.json", t12, [(0, first22, "false_joker_demand")], "", ["large"]))

    # 13: a false declaration, found after the first lead: void, 40 into each pool, the money handed back
    S = Session(3)
    plain_deal(rng, S, 0)
    o2 = plain_deal(rng, S, 1, last=False)
    dl = S.deals[0]
    evs = dl["events"]
    idecl = find(dl, lambda e: e["type"] == "declare" and e["seat"] == 1)
    evs[idecl]["items"] = [{"kind": "trumps", "count": 10, "pagat": False}]
    ins = [{"type": "payment", "from": 0, "to": 1, "amount": 10, "reason": "declaration"}, {"type": "payment", "from": 2, "to": 1, "amount": 10, "reason": "declaration"}]
    evs[idecl + 1 : idecl + 1] = ins
    ifirst = find(dl, lambda e: e["type"] == "play")
    tail = pen(1, 40) + [{"type": "payment", "from": 1, "to": 0, "amount": 10, "reason": "declaration"}, {"type": "payment", "from": 1, "to": 2, "amount": 10, "reason": "declaration"}]
    dl["events"] = evs[: ifirst + 1] + tail
    t13 = transcript(S, "Deal 0: seat 1 declares 10 trumps he does not hold, paid 10 by each; found after the first lead: 40 into each pool, the 20 handed back, deal void; deal 1 by the next dealer.")
    files.append(("13-false-declaration-void.json", t13, [(0, idecl, "false_declaration")], "", ["irr"]))

    # 14: a king laid in the skat, found after the player on the dealer's right declared: void
    S = Session(3)
    o1 = plain_deal(rng, S, 0, require=lambda a: any(is_king(c) for c in a[0]))
    plain_deal(rng, S, 1, last=False)
    dl = S.deals[0]
    evs = dl["events"]
    idisc = find(dl, lambda e: e["type"] == "discard")
    kings = [c for c in dl["hands"][0] if is_king(c)]
    assert kings
    evs[idisc]["cards"] = [kings[0]] + evs[idisc]["cards"][1:]
    ifirst = find(dl, lambda e: e["type"] == "play")
    dl["events"] = evs[: ifirst + 1] + pen(0, 40)
    t14 = transcript(S, f"Deal 0: the dealer lays {kings[0]} in the skat; found after the first lead: 40 into each pool, void; deal 1 by the next dealer.")
    files.append(("14-king-in-skat-void.json", t14, [(0, idisc, "illegal_skat")], "", ["irr"]))

    # 15: failed Tout with the Joker laid away
    S, o = scen_failed_tout(rng)
    dl = S.deals[0]
    evs = dl["events"]
    ilast = [i for i, e in enumerate(evs) if e["type"] == "play"][-1]
    evs[ilast + 1 : ilast + 1] = pen(0, 20)
    t15 = transcript(S, "Dealer announces Tout, lays the Joker away, loses the last trick to seat 2: fined 20 into each pool (option failed_tout_penalty, default large); seat 1 took no trick, so Nolo: 25 from each, no last-trick 20 and no card points.", start_pools={"pagat_pool": 80, "king_pool": 55})
    files.append(("15-failed-tout.json", t15, [(0, ilast, "failed_tout")], "outcomes " + json.dumps(o), ["tpen"]))

    for name, t, _e, _n, _q in files:
        (HERE / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    write_expected(files, seed)


def write_expected(files, seed):
    L = ["# reread-danish-payments: expectations", "", f"Generated by `_gen.py` (seed {seed}) before the engine was run. Findings are (deal, event, code), 0-based.", ""]
    for name, t, exp, note, q in files:
        L += [f"## {name}", "", f"- {t['meta']['description']}", f"- expected: {exp if exp else '[] (clean)'}"]
        if note:
            L.append(f"- {note}")
        for k in q:
            pl, en = Q[k]
            L.append(f'  - "{pl}" — {en}')
        L.append("")
    (HERE / "EXPECTED.md").write_text("\n".join(L))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20261129)
