"""Blind generator for the danish-pool-edges audit round (no validator import).

Writes 12-15 transcripts NN-desc.json plus EXPECTED.md into this directory.
Usage: python _gen.py [seed]
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
        pts[dealer] += 1  # the skat
        outcome["card_points"] = dict(pts)
        assert sum(pts.values()) == 78 or tout_announced, pts
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


# ---------------------------------------------------------------- writing
QUOTES = {
    "foundation": (
        "Fundamenty – Na samym początku gry, każdy gracz płaci po 20 do obydwu puli.",
        "Foundations: at the very start of the game each player pays 20 into both pools.",
    ),
    "refill": (
        "W momencie, kiedy podczas gry opróżniają się pule, każdy gracz płaci do niej po 20.",
        "When a pool is emptied during the game, each player pays 20 into it.",
    ),
    "deal_fee": (
        "Rozdanie – Rozdający płaci po 5 do każdej puli.",
        "Deal: the dealer pays 5 into each pool.",
    ),
    "king_lost": (
        "Kiedy gracz zaczyna kolejkę królem, albo po prostu nim gra, ale nie zabiera sztychu, płaci po 5 pozostałym dwóm graczom i 5 do Puli Króla.",
        "When a player leads or plays a king and does not take the trick, he pays 5 to each of the other two and 5 into the King Pool.",
    ),
    "pagat_lost": (
        "Kiedy gracz zaczyna kolejkę Pagatem albo po prostu nim gra, ale nie zabiera sztychu, płaci po 5 pozostałym dwóm graczom i 5 do Puli Pagata.",
        "Same for the Pagat: 5 to each other player and 5 into the Pagat Pool.",
    ),
    "pagat_ultimo": (
        "Pagat Ultimo ... otrzymuje po 45 od każdego z graczy. Zabiera również zawartość Puli Pagata, która teraz wymaga refundacji (każdy gracz płaci po 20).",
        "Pagat Ultimo: 45 from each player; he also takes the Pagat Pool, which must now be refilled (each player pays 20).",
    ),
    "king_ultimo": (
        "Król Ultimo ... otrzymuje po 40 od pozostałych dwóch graczy. Zabiera również zawartość Puli Króla, która teraz wymaga refundacji – chyba, że nastąpił równocześnie Przydupek Króla.",
        "King Ultimo: 40 from each of the other two; he takes the King Pool, which must be refilled, unless a King Przydupek happened at the same time.",
    ),
    "king_przydupek": (
        "Przydupek Króla ... płaci pozostałym graczom po 40 oraz podwaja zawartość Puli Króla. Płaci się bez względu na równoczesnego Tout'a, Nolo, czy Ultimo.",
        "King Przydupek: pays 40 to each other player and doubles the King Pool, whatever Tout, Nolo or Ultimo happened.",
    ),
    "order": (
        "najpierw liczy się zawartość Puli Króla. Następnie gracz, który wygrał Ultimo ... otrzymuje swoją zapłatę, ostatecznie gracz, który miał Przydupka, płaci ilość, która pierwotnie była w puli. ... Pula Króla zawiera 135. Gracz, który wygrał Ultimo bierze 135, a dwaj gracze z Przydupkiem płacą do puli po 135.",
        "First the King Pool is counted; then the Ultimo winner is paid; finally the przydupek player pays the amount originally in the pool. ... pool 135: the winner takes 135 and the two przydupek players pay 135 each into the pool.",
    ),
    "pagat_przydupek": (
        "Przydupek Pagata ... płaci po 45 pozostałym graczom oraz podwaja zawartość Puli Pagata. Płaci się bez względu na równoczesngo Tout'a, czy Nolo.",
        "Pagat Przydupek: pays 45 to the other players and doubles the Pagat Pool, whatever Tout or Nolo.",
    ),
    "tout": (
        "Tout ... Pozostali gracze płacą mu po 85. Zabiera również zawartość obydwu puli, które wówczas potrzebują refundacji (chyba, że doszło do równoczesnego Przydupka)",
        "Tout: the others pay him 85 each; he takes both pools, which then need refilling (unless a przydupek happened at the same time).",
    ),
    "nolo": (
        "Nolo ... Pozostali gracze płacą mu po 25. Kiedy ktoś ma Nolo, kasuje się nagrody za ostatni sztych, więc Ultimo się nie liczy.",
        "Nolo: the others pay him 25 each. With a Nolo the last-trick rewards are cancelled, so an Ultimo does not count.",
    ),
    "session_end": (
        "Po ostatnim rozdaniu sesji: Zawartość puli jest rozdzielona po równo pomiędzy trzech (albo czterech) graczy.",
        "After the last deal of the session the pools' content is split equally among the three (or four) players.",
    ),
    "fourth": (
        "Jeżeli jest czterech graczy, fundamenty są opłacane również przez gracza, który nie bierze udziału w grze. / Nie bierze udziału w opłatach, za wyjątkiem sytuacji, kiedy pusta pula potrzebuje refundacji.",
        "With four players the one not playing also pays the foundations / takes no part in payments except when an empty pool needs refilling.",
    ),
}


def find(deal, pred, nth=0):
    idx = [i for i, e in enumerate(deal["events"]) if pred(e)]
    return idx[nth]


def is_pay(reason, frm=None, to=None):
    def p(e):
        return (
            e["type"] == "payment"
            and e.get("reason") == reason
            and (frm is None or e["from"] == frm)
            and (to is None or e["to"] == to)
        )

    return p


def transcript(S, desc, start_pools=None, players=None):
    t = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": players or ["Agnieszka", "Bartek", "Celina", "Dorota"][: S.n],
        "meta": {"round": "danish-pool-edges", "description": desc},
        "deals": S.deals,
    }
    if start_pools:
        t["start"] = {"pools": start_pools}
    return t


def main(seed=20251):
    rng = random.Random(seed)
    files = []  # (name, transcript, expected list, notes, quote keys)

    S1, o1 = scen_session3(rng)
    base1 = transcript(
        S1,
        "Fresh 3-deal session: d0 Pagat Ultimo (pool taken, refilled), d1 King Ultimo with a simultaneous King Przydupek (no refill), d2 ordinary last trick; pools shared at the end.",
    )
    files.append(
        (
            "01-session3-clean.json",
            base1,
            [],
            "clean base; outcomes " + json.dumps(o1),
            [
                "foundation",
                "deal_fee",
                "pagat_ultimo",
                "refill",
                "king_ultimo",
                "king_przydupek",
                "order",
                "session_end",
            ],
        )
    )

    import copy

    v = copy.deepcopy(base1)
    d = v["deals"][0]
    i = find(
        d,
        lambda e: e["type"] == "payment" and e.get("reason") == "pagat_ultimo" and e["from"] == "pagat_pool",
    )
    d["events"][i]["amount"] -= 5
    v["meta"]["description"] = (
        f"01 with the Pagat Ultimo winner taking 5 less than the Pagat Pool holds (deal 0, event {i})."
    )
    files.append(
        (
            "02-pagat-pool-take-short.json",
            v,
            [(0, i, "wrong_payment")],
            "one wrong payment out of the pagat pool",
            ["pagat_ultimo"],
        )
    )

    v = copy.deepcopy(base1)
    d = v["deals"][0]
    i = find(d, is_pay("refill", frm=1, to="pagat_pool"))
    del d["events"][i]
    v["meta"]["description"] = "01 with seat 1's refill of the emptied Pagat Pool left out (deal 0)."
    files.append(
        (
            "03-pagat-refill-missing.json",
            v,
            [(0, None, "missing_payment")],
            "one missing pool payment (refill)",
            ["pagat_ultimo", "refill"],
        )
    )

    v = copy.deepcopy(base1)
    d = v["deals"][1]
    i = (
        find(
            d,
            lambda e: (
                e["type"] == "payment" and e.get("reason") in ("king_przydupek",) and e["to"] == "king_pool"
            ),
        )
        + 1
    )
    d["events"].insert(i, {"type": "payment", "from": 0, "to": "king_pool", "amount": 20, "reason": "refill"})
    v["meta"]["description"] = (
        f"01 with a refill of the King Pool by seat 0 although the simultaneous King Przydupek refilled it (deal 1, event {i})."
    )
    files.append(
        (
            "04-king-refill-despite-przydupek.json",
            v,
            [(1, i, "unexpected_payment")],
            "one payment into the king pool the rules do not owe",
            ["king_ultimo", "order"],
        )
    )

    v = copy.deepcopy(base1)
    d = v["deals"][2]
    i = find(d, is_pay("session_end", frm="king_pool", to=2))
    d["events"][i]["amount"] += 5
    v["meta"]["description"] = (
        f"01 with seat 2's session-end share of the King Pool 5 too high (deal 2, event {i})."
    )
    files.append(
        (
            "05-session-share-wrong.json",
            v,
            [(2, i, "wrong_payment")],
            "one wrong session-end share",
            ["session_end"],
        )
    )

    v = copy.deepcopy(base1)
    d = v["deals"][1]
    i = find(
        d, lambda e: e["type"] == "payment" and e.get("reason") == "king_przydupek" and e["to"] == "king_pool"
    )
    d["events"][i]["amount"] *= 2
    v["meta"]["description"] = (
        f"01 with the King Przydupek paying twice the pool's original content into it (deal 1, event {i})."
    )
    files.append(
        (
            "06-king-przydupek-pays-double.json",
            v,
            [(1, i, "wrong_payment")],
            "one wrong payment into the king pool",
            ["king_przydupek", "order"],
        )
    )

    S2, o2 = scen_three_kings(rng)
    base2 = transcript(
        S2,
        "Mid-session (start.pools), one deal: three kings in the last trick with the King Pool at 135 (the source's own example): the winner takes 135, each przydupek pays 135 in; pools shared at the end.",
        start_pools={"pagat_pool": 45, "king_pool": 130},
    )
    files.append(
        (
            "07-three-kings-clean.json",
            base2,
            [],
            "clean base; outcome " + json.dumps(o2),
            ["order", "king_przydupek", "deal_fee", "session_end"],
        )
    )

    v = copy.deepcopy(base2)
    d = v["deals"][0]
    i = find(
        d,
        lambda e: e["type"] == "payment" and e.get("reason") == "king_przydupek" and e["to"] == "king_pool",
        nth=1,
    )
    d["events"][i]["amount"] = 270
    v["meta"]["description"] = (
        f"07 with the second przydupek paying the pool's running content (270) instead of the original 135 (deal 0, event {i})."
    )
    files.append(
        (
            "08-second-przydupek-running-content.json",
            v,
            [(0, i, "wrong_payment")],
            "one wrong payment into the king pool",
            ["order"],
        )
    )

    S3, o3 = scen_silent_tout(rng)
    base3 = transcript(
        S3,
        "Fresh one-deal session: seat 1 takes all 25 tricks without announcing (Pagat in the last trick: no Pagat Ultimo beside Tout); takes both pools, both refilled; pools shared at the end.",
    )
    files.append(
        (
            "09-silent-tout-clean.json",
            base3,
            [],
            "clean base; outcome " + json.dumps(o3),
            ["tout", "refill", "session_end"],
        )
    )

    v = copy.deepcopy(base3)
    d = v["deals"][0]
    i = find(d, is_pay("refill", frm=2, to="king_pool"))
    del d["events"][i]
    v["meta"]["description"] = "09 with seat 2's refill of the King Pool after the Tout left out (deal 0)."
    files.append(
        (
            "10-tout-king-refill-missing.json",
            v,
            [(0, None, "missing_payment")],
            "one missing pool payment (refill after Tout)",
            ["tout", "refill"],
        )
    )

    S4, o4 = scen_announced_tout(rng)
    base4 = transcript(
        S4,
        "Mid-session (start.pools), one deal: the dealer announces Tout and lays the Joker away, makes it; the Pagat is lost to the Pagat Pool during play; both pools taken and refilled; shared at the end.",
        start_pools={"pagat_pool": 80, "king_pool": 55},
    )
    files.append(
        (
            "11-announced-tout-clean.json",
            base4,
            [],
            "clean base; outcome " + json.dumps(o4),
            ["tout", "pagat_lost", "refill", "session_end"],
        )
    )

    v = copy.deepcopy(base4)
    d = v["deals"][0]
    i = find(d, is_pay("pagat_lost", to="pagat_pool"))
    del d["events"][i]
    v["meta"]["description"] = "11 with the 5 into the Pagat Pool for the lost Pagat left out (deal 0)."
    files.append(
        (
            "12-pagat-lost-pool-missing.json",
            v,
            [(0, None, "missing_payment")],
            "one missing pool payment during play",
            ["pagat_lost"],
        )
    )

    S5, o5 = scen_nolo(rng)
    base5 = transcript(
        S5,
        "Fresh one-deal session: seat 2 takes no trick (Nolo) and loses the Pagat to a higher trump in the last trick: the przydupek still pays 45 each and doubles the Pagat Pool; no last-trick 20, no card-point settlement; pools shared at the end.",
    )
    files.append(
        (
            "13-nolo-przydupek-clean.json",
            base5,
            [],
            "clean base; outcome " + json.dumps(o5),
            ["nolo", "pagat_przydupek", "session_end"],
        )
    )

    v = copy.deepcopy(base5)
    d = v["deals"][0]
    i = find(
        d,
        lambda e: e["type"] == "payment" and e.get("reason") == "pagat_przydupek" and e["to"] == "pagat_pool",
    )
    del d["events"][i]
    v["meta"]["description"] = (
        "13 with the Nolo player's przydupek doubling of the Pagat Pool left out (as if the Nolo excused it) (deal 0)."
    )
    files.append(
        (
            "14-nolo-przydupek-pool-missing.json",
            v,
            [(0, None, "missing_payment")],
            "one missing pool payment (przydupek under Nolo)",
            ["pagat_przydupek", "nolo"],
        )
    )

    S6, o6 = scen_four(rng)
    base6 = transcript(
        S6,
        "Fresh two-deal session, four players: the sitter-out pays the foundations and the refill after d0's Pagat Ultimo and d1's King Ultimo; pools shared four ways at the end.",
    )
    files.append(
        (
            "15-four-players-clean.json",
            base6,
            [],
            "clean base; outcomes " + json.dumps(o6),
            ["fourth", "foundation", "refill", "session_end"],
        )
    )

    # a 16th would exceed the brief's 15: keep the sitter's missing refill as a probe instead
    for name, t, _exp, _note, _q in files:
        (HERE / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    write_expected(files, seed)


def write_expected(files, seed):
    lines = [
        "# danish-pool-edges: blind expectations",
        "",
        f"Generated by `_gen.py` (seed {seed}); written before the engine was run on any file.",
        "Codes: none are listed by `GET /v1/games/danish-tarok` (the listing has presets and options only);",
        "`wrong_payment` is taken from examples/danish-tarok/wrong-payment.json, `missing_payment` and",
        "`unexpected_payment` from README.md's prose: all three are marked (guessed from docs, not the listing).",
        "",
    ]
    for name, t, exp, note, q in files:
        lines.append(f"## {name}")
        lines.append("")
        lines.append(f"- {t['meta']['description']}")
        lines.append(f"- {note}")
        lines.append(
            f"- expected findings (deal, event, code): {exp if exp else '[] (clean)'}"
            + (" (code guessed)" if exp else "")
        )
        for k in q:
            pl, en = QUOTES[k]
            lines.append(f'  - source: "{pl}" — {en}')
        lines.append("")
    lines += [
        "## Readings taken (blind)",
        "",
        "- The FOCUS names 'contracts' and 'ultimo announced and silent': the Danish source has no contracts and no",
        "  ultimo announcement (ultimo is always silent: whoever takes the last trick with a king/the Pagat). The only",
        '  announcement is Tout with the Joker laid away (§13: "Joker może zostać odrzucony (do Skata), jeżeli Rozdający',
        '  ogłosi, że chce dojść do Tout"); 09 is a silent Tout, 11 an announced one.',
        '- Tout excludes the Ultimo premiums ("Pagat Ultimo: Jeżeli gracz zabierze ostatni sztych za pomocą Pagata, i nie',
        "  zaistniał Tout albo Nolo\"): 09's Pagat in the last trick pays no 45s and takes nothing beyond the Tout's pools.",
        "- A pool payment is judged line by line; the session-end shares are a third (a quarter) of each pool, written",
        '  to six decimals where it does not divide (the openapi\'s own "a third of a pool is 11.666667").',
        '- Card points are settled with the next dealer (the deal after); under Tout the Nolo of the others "nie liczy',
        '  się", so the card-point payments stand, and beyond 38 points the table is extended by its own rounding rule',
        '  ("Różnice zaokrągla się do najbliższej wielokrotności 5"): 73 points receive 45, 74 receive 50.',
        "  The skat counts 1 point whatever it holds (11: the Joker laid away; both readings give 50 there).",
        "- Declarations are of the hand after the discard (11: 20 trumps without the Joker laid away, 60 each).",
        '- A refill is owed by every player, the fourth who sits out included (§15 Fundamenty; §17 "za wyjątkiem',
        '  sytuacji, kiedy pusta pula potrzebuje refundacji"); the sitter takes a quarter at the session end.',
        "- No file exceeds the brief's 15; the sitter's missing refill (a 16th) is left to _probes.py.",
        "",
    ]
    (HERE / "EXPECTED.md").write_text("\n".join(lines))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20251)
