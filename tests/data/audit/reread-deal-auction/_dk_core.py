"""Danish Tarok core for reread-deal-auction, copied from ../reread-danish-payments/_gen.py (lines 1-416,
itself written blind from the Polish source). No validator import."""
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


