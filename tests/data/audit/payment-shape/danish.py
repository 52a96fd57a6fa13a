"""Danish Tarok (Ultimo) model of the payment-shape round, from the Polish text (000_...txt) only.

Deals three active seats, plays legal cards at random (the Joker is kept to the last trick so
that it lands in the last trick's winner's pile, §12 "Jeżeli Joker jest użyty w ostatniej
kolejce, dodaje się go do kupki sztychów gracza, który wygrał kolejkę"), and raises every due of
§15 in rule order, each anchored after the event that raises it.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
PIPS = [str(i) for i in range(1, 11)]
DECK = [r + s for s in SUITS for r in COURTS + PIPS] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "JOKER":
        return None
    return "T" if is_trump(c) else c[-1]


def rank(c):
    if is_trump(c):
        return 100 + int(c[1:])
    r = c[:-1]
    if r in COURTS:
        return {"K": 14, "Q": 13, "N": 12, "J": 11}[r]
    p = int(r)
    return 11 - p if c[-1] in "HD" else p  # red: 1 high .. 10 low; black: 10 high .. 1 low


def honor(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if is_trump(c):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def is_king(c):
    return not is_trump(c) and c != "JOKER" and c[:-1] == "K"


def trick_winner(cards, leader_pos_seats):
    """cards: list of (seat, card) in play order; the Joker never wins."""
    led = suit(cards[0][1])
    best = None
    for s, c in cards:
        if c == "JOKER":
            continue
        if best is None:
            best = (s, c)
            continue
        bs, bc = best
        if is_trump(c) and (not is_trump(bc) or rank(c) > rank(bc)):
            best = (s, c)
        elif not is_trump(c) and not is_trump(bc) and suit(c) == suit(bc) == led and rank(c) > rank(bc):
            best = (s, c)
    return best


def declarations(hand):
    """§14: the declarations a hand of 25 must make, with their §15 values."""
    items = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if is_trump(c)]
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
            items.append(({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"}, 15 if joker else 10))
        elif len(have) == 3 and joker:
            missing = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": missing}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        missing = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": missing}, 5))
    return items


def legal(hand, trick, last):
    """Legal cards (Joker kept back until the last trick by this player's policy)."""
    cands = [c for c in hand if c != "JOKER"]
    if not cands:
        return ["JOKER"]
    if not trick:
        return cands
    led = suit(trick[0][1])
    same = [c for c in cands if suit(c) == led]
    if same:
        return same
    tr = [c for c in cands if is_trump(c)]
    if tr:
        return tr
    return cands


class Deal:
    def __init__(self, dealer, seed, keep=(), lead_pref=()):
        self.rng = random.Random(seed)
        self.dealer = dealer
        deck = DECK[:]
        self.rng.shuffle(deck)
        hands = [[], [], []]
        # five at a time, from the seat after the dealer, 25 each; the dealer adds the last three
        order = [(dealer + 1 + i) % 3 for i in range(3)]
        pos = 0
        while pos < 75:
            for s in order:
                hands[s].extend(deck[pos : pos + 5])
                pos += 5
        hands[dealer].extend(deck[75:78])
        self.hands_dealt = [h[:] for h in hands]
        self.keep = set(keep)
        self.lead_pref = list(lead_pref)

    def play(self):
        """Returns False if the deal does not fit the generator's limits."""
        rng = self.rng
        d = self.dealer
        hands = [h[:] for h in self.hands_dealt]
        # skat: three low pip cards, never a court, trump, king, Joker
        pips = [c for c in hands[d] if not is_trump(c) and c != "JOKER" and c[:-1] in PIPS]
        if len(pips) < 3:
            return False
        pips.sort(key=lambda c: (rank(c), c))
        skat = pips[:3]
        for c in skat:
            hands[d].remove(c)
        self.skat = skat
        self.events = []
        self.dues = []
        self.events.append({"type": "discard", "seat": d, "cards": skat})
        self.decl = {}
        for i in range(3):
            s = (d + i) % 3
            items = declarations(hands[s])
            self.decl[s] = items
            self.events.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
            at = len(self.events) - 1
            for _it, v in items:
                for o in range(3):
                    if o != s:
                        self.dues.append({"from": o, "to": s, "amount": v, "reason": "declaration", "at": at})
        leader = (d + 1) % 3
        piles = {0: [], 1: [], 2: []}
        tricks_won = {0: 0, 1: 0, 2: 0}
        self.tricks = []
        for t in range(25):
            last = t == 24
            trick = []
            for i in range(3):
                s = (leader + i) % 3
                lg = legal(hands[s], trick, last)
                if "JOKER" in lg and not trick:
                    return False  # the Joker led (naming) is kept out
                # keep-back policy: hold cards in self.keep as long as something else is legal
                pool = [c for c in lg if c not in self.keep] or lg
                if not trick and self.lead_pref:
                    pref = [c for c in pool if c in self.lead_pref]
                    if pref:
                        pool = pref
                c = rng.choice(pool)
                hands[s].remove(c)
                trick.append((s, c))
                self.events.append({"type": "play", "seat": s, "card": c})
            ws, wc = trick_winner(trick, None)
            at = len(self.events) - 1
            self.tricks.append((trick, ws, wc))
            tricks_won[ws] += 1
            piles[ws].extend(c for _, c in trick)
            if not last:
                for s, c in trick:
                    if s == ws:
                        continue
                    if is_king(c):
                        for o in range(3):
                            if o != s:
                                self.dues.append({"from": s, "to": o, "amount": 5, "reason": "king_lost", "at": at})
                        self.dues.append({"from": s, "to": "king_pool", "amount": 5, "reason": "king_lost", "at": at})
                    if c == "T1":
                        for o in range(3):
                            if o != s:
                                self.dues.append({"from": s, "to": o, "amount": 5, "reason": "pagat_lost", "at": at})
                        self.dues.append({"from": s, "to": "pagat_pool", "amount": 5, "reason": "pagat_lost", "at": at})
                if wc == "T1":
                    for o in range(3):
                        if o != ws:
                            self.dues.append({"from": o, "to": ws, "amount": 5, "reason": "pagat_trick", "at": at})
            leader = ws
        self.piles = piles
        self.tricks_won = tricks_won
        self.last_index = len(self.events) - 1
        return True

    def settle_end(self, pools):
        """Dues after the last trick; pools: dict with the pools' content before them (updated)."""
        at = self.last_index
        trick, ws, wc = self.tricks[-1]
        dues = []
        tout = [s for s in range(3) if self.tricks_won[s] == 25]
        nolo = [s for s in range(3) if self.tricks_won[s] == 0] if not tout else []
        self.flags = {"tout": tout, "nolo": nolo}
        prz = [(s, c) for s, c in trick if s != ws and (is_king(c) or c == "T1")]
        king_pool0 = pools["king_pool"]
        pagat_pool0 = pools["pagat_pool"]
        if tout:
            raise ValueError("tout kept out")
        ultimo = None
        if not nolo:
            if wc == "T1":
                ultimo = "pagat"
            elif is_king(wc):
                ultimo = "king"
        for s in nolo:
            for o in range(3):
                if o != s:
                    dues.append({"from": o, "to": s, "amount": 25, "reason": "nolo", "at": at})
        if ultimo == "pagat":
            for o in range(3):
                if o != ws:
                    dues.append({"from": o, "to": ws, "amount": 45, "reason": "pagat_ultimo", "at": at})
            dues.append({"from": "pagat_pool", "to": ws, "amount": pagat_pool0, "reason": "pagat_ultimo", "at": at})
            for o in range(3):
                dues.append({"from": o, "to": "pagat_pool", "amount": 20, "reason": "refill", "at": at})
        king_prz = [s for s, c in prz if is_king(c)]
        if ultimo == "king":
            for o in range(3):
                if o != ws:
                    dues.append({"from": o, "to": ws, "amount": 40, "reason": "king_ultimo", "at": at})
            dues.append({"from": "king_pool", "to": ws, "amount": king_pool0, "reason": "king_ultimo", "at": at})
            if not king_prz:
                for o in range(3):
                    dues.append({"from": o, "to": "king_pool", "amount": 20, "reason": "refill", "at": at})
        for s, c in prz:
            if c == "T1":
                for o in range(3):
                    if o != s:
                        dues.append({"from": s, "to": o, "amount": 45, "reason": "pagat_przydupek", "at": at})
                dues.append({"from": s, "to": "pagat_pool", "amount": pagat_pool0, "reason": "pagat_przydupek", "at": at})
            else:
                for o in range(3):
                    if o != s:
                        dues.append({"from": s, "to": o, "amount": 40, "reason": "king_przydupek", "at": at})
                dues.append({"from": s, "to": "king_pool", "amount": king_pool0, "reason": "king_przydupek", "at": at})
        if not nolo and not prz and ultimo is None:
            for o in range(3):
                if o != ws:
                    dues.append({"from": o, "to": ws, "amount": 20, "reason": "last_trick", "at": at})
        # card points (§15 "Po rozliczeniach za ostatni sztych")
        pts = {}
        for s in range(3):
            pts[s] = sum(honor(c) for c in self.piles[s]) + self.tricks_won[s] + (1 if s == self.dealer else 0)
        assert sum(pts.values()) == 78, pts
        self.points = pts
        newd = (self.dealer + 1) % 3
        if not nolo:
            for s in range(3):
                if s == newd:
                    continue
                a = 5 * round((pts[s] - 26) / 5)
                if a > 0:
                    dues.append({"from": newd, "to": s, "amount": a, "reason": "card_points", "at": at})
                elif a < 0:
                    dues.append({"from": s, "to": newd, "amount": -a, "reason": "card_points", "at": at})
        self.ultimo = ultimo
        self.prz = prz
        return dues


def session(dealers_seeds, want=None, start_pools=None, tries=4000):
    """Build a session of deals; want(deal) filters each deal. Returns (deals, pools history)."""
    pools = dict(start_pools or {"pagat_pool": 0, "king_pool": 0})
    fresh = start_pools is None
    out = []
    for k, (dealer, seed0, keep, lead_pref) in enumerate(dealers_seeds):
        for seed in range(seed0, seed0 + tries):
            dl = Deal(dealer, seed, keep, lead_pref)
            if not dl.play():
                continue
            pre = []
            if k == 0 and fresh:
                for pool in ("pagat_pool", "king_pool"):
                    for s in range(3):
                        pre.append({"from": s, "to": pool, "amount": 20, "reason": "foundation", "at": -1})
            for pool in ("pagat_pool", "king_pool"):
                pre.append({"from": dealer, "to": pool, "amount": 5, "reason": "deal_fee", "at": -1})
            p = dict(pools)
            for d in pre + dl.dues:
                if d["to"] in p:
                    p[d["to"]] += d["amount"]
                if d["from"] in p:
                    p[d["from"]] -= d["amount"]
            if any(dl.tricks_won[s] in (25,) for s in range(3)):
                continue
            end = dl.settle_end(p)
            if min(dl.points.values()) < 14 or max(dl.points.values()) > 38:
                continue
            dl.all_dues = pre + dl.dues + end
            for d in end:
                if d["to"] in p:
                    p[d["to"]] += d["amount"]
                if d["from"] in p:
                    p[d["from"]] -= d["amount"]
            dl.pools_after = dict(p)
            if want and not want(k, dl):
                continue
            dl.seed = seed
            pools = p
            out.append(dl)
            break
        else:
            raise RuntimeError(f"no deal found for {k}")
    return out, pools
