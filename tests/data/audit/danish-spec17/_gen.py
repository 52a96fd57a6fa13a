"""Blind generator for audit round danish-spec17 (Danish Tarok, source 000_2fac32aef83ce8a1.txt).

Written from the Polish source and the transcript-format spec only.  A small model of the game:
deal (§7), skat (§8, §13), declarations (§9, §14, §15), play (§10, §11, §12), payments (§15),
penalties (§18), four players (§2, §15 Fundamenty, §17), joining (§17), redeal (§17).

Run:  python _gen.py      (writes the *.json beside it and prints a summary)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
RED_PIPS = [str(i) for i in range(1, 11)]  # high -> low: 1 2 ... 10
BLACK_PIPS = [str(i) for i in range(10, 0, -1)]  # high -> low: 10 9 ... 1


def suit_cards(s):
    pips = RED_PIPS if s in "HD" else BLACK_PIPS
    return [r + s for r in COURTS + pips]  # high -> low


DECK = [c for s in SUITS for c in suit_cards(s)] + [f"T{i}" for i in range(1, 22)] + ["JOKER"]
assert len(DECK) == 78
RANK = {}
for s in SUITS:
    for i, c in enumerate(suit_cards(s)):
        RANK[c] = 100 - i
for i in range(1, 22):
    RANK[f"T{i}"] = 200 + i


def suit_of(c):
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def is_king(c):
    return c in ("KH", "KD", "KS", "KC")


def card_value(c):
    if c in ("T1", "T21", "JOKER") or is_king(c):
        return 4
    if c[0] == "Q" and not c.startswith("T"):
        return 3
    if c[0] == "N":
        return 2
    if c[0] == "J" and c != "JOKER":
        return 1
    return 0


def declarations(hand):
    """§14 / §15: the declarations a hand must make, with their price."""
    items = []
    h = set(hand)
    joker = "JOKER" in h
    ntr = sum(1 for c in h if suit_of(c) == "T") + (1 if joker else 0)
    if ntr >= 10:
        items.append(({"kind": "trumps", "count": ntr, "pagat": "T1" in h}, 10 + 5 * (ntr - 10)))
    if joker and "T21" in h and "T1" in h:
        n = 3
        k = 20
        while f"T{k}" in h:
            n += 1
            k -= 1
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
    """Cards that form part of a declaration (§13: not to be laid away)."""
    out = set()
    h = set(hand)
    for it, _ in declarations(hand):
        k = it["kind"]
        if k == "trumps":
            out |= {c for c in h if suit_of(c) == "T"} | {"JOKER"}
        elif k == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{i}" for i in range(22 - it["count"] + 2, 21)}
        elif k == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in h} | {"JOKER"}
        elif k == "kings":
            out |= {c for c in h if is_king(c)} | {"JOKER"}
    return out


def band(points):
    """§15: difference from 26 rounded to the nearest multiple of 5 (+ receives from new dealer)."""
    d = points - 26
    q = round(d / 5)
    return 5 * q


class Session:
    def __init__(self, players, seed, game_rules=None):
        self.players = players
        self.n = len(players)
        self.rng = random.Random(seed)
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.net = {}
        self.deals = []
        self.rules = game_rules or {}
        self.present = list(range(self.n))  # seats at the table (for refills, shares)
        self.log = []
        self.avoid_skat_boundary = True

    # --- bookkeeping --------------------------------------------------
    def pay(self, ev, frm, to, amount, reason=None, record=True):
        if amount == 0:
            return
        for p, a in ((frm, -amount), (to, amount)):
            key = str(p)
            self.net[key] = self.net.get(key, 0) + a
            if p in self.pools:
                self.pools[p] += a
        e = {"type": "payment", "from": frm, "to": to, "amount": amount}
        if reason:
            e["reason"] = reason
        if record:
            ev.append(e)
        self._deal_net[str(frm)] = self._deal_net.get(str(frm), 0) - amount
        self._deal_net[str(to)] = self._deal_net.get(str(to), 0) + amount

    # --- one deal -----------------------------------------------------
    def active_seats(self, dealer):
        if len(self.present) == 4:
            sitter = (dealer + 2) % 4
            return [s for s in self.present if s != sitter], sitter
        return list(self.present), None

    def order_from(self, first, active):
        out = []
        s = first
        while len(out) < len(active):
            if s in active:
                out.append(s)
            s = (s + 1) % self.n
        return out

    def deal_cards(self, dealer, active, constrain=None):
        for _ in range(100000):
            deck = DECK[:]
            self.rng.shuffle(deck)
            hands = [[] for _ in range(self.n)]
            order = self.order_from((dealer + 1) % self.n, active)
            i = 0
            for s in order:
                k = 28 if s == dealer else 25
                hands[s] = deck[i : i + k]
                i += k
            if constrain is None or constrain(hands):
                return hands
        raise RuntimeError("constraint not met")

    def play_deal(
        self,
        dealer,
        *,
        hands=None,
        constrain=None,
        record_hands=True,
        record_discard=True,
        record_payments=True,
        sheet=False,
        foundation=False,
        fee=True,
        hold=None,
        discard=None,
        pre_events=None,
        extra_after_decl=None,
        no_trick_payments=False,
        void=None,
        joker_last=False,
        mutate=None,
    ):
        """Play one deal with random legal play. Returns the deal dict and a summary."""
        self._deal_net = {}
        active, sitter = self.active_seats(dealer)
        if hands is None:
            hands = self.deal_cards(dealer, active, constrain)
        dealt = [list(h) for h in hands]
        ev = []
        rec = record_payments and not sheet
        if pre_events:
            for f in pre_events:
                f(self, ev, rec)
        if foundation:
            for pool in ("pagat_pool", "king_pool"):
                for s in self.present:
                    self.pay(ev, s, pool, 20, "foundation", rec)
        if fee:
            self.pay(ev, dealer, "pagat_pool", 5, "deal_fee", rec)
            self.pay(ev, dealer, "king_pool", 5, "deal_fee", rec)
        hand = {s: list(hands[s]) for s in active}
        # skat (§13): pip cards only unless told
        if discard is None:
            pips = [c for c in hand[dealer] if c != "JOKER" and suit_of(c) in SUITS and card_value(c) == 0]
            self.rng.shuffle(pips)
            discard = pips[:3]
        for c in discard:
            hand[dealer].remove(c)
        if record_discard:
            ev.append({"type": "discard", "seat": dealer, "cards": list(discard)})
        # declarations (§14), from the dealer in order of play
        decl_order = self.order_from(dealer, active)
        decl = {}
        for s in decl_order:
            items = declarations(hand[s])
            decl[s] = items
            ev.append({"type": "declare", "seat": s, "items": [it for it, _ in items]})
            for it, price in items:
                for o in active:
                    if o != s:
                        self.pay(ev, o, s, price, "declaration", rec)
        if extra_after_decl:
            extra_after_decl(self, ev, rec)
        if void == "after_decl":
            return self._finish(dealer, dealt, ev, record_hands, {"void": True}, sheet)
        # play (§10-§12)
        hold = hold or {}
        leader = self.order_from((dealer + 1) % self.n, active)[0]
        piles = {s: [] for s in active}
        tricks_won = {s: 0 for s in active}
        joker_at = self.rng.randint(2, 15)
        trick_log = []
        last_info = None
        for t in range(25):
            order = self.order_from(leader, active)
            played = []
            for s in order:
                h = hand[s]
                led = suit_of(played[0][1]) if played else None
                if led is None and played and played[0][1] == "JOKER":
                    raise RuntimeError("joker lead not modelled")
                if not played:
                    cand = [c for c in h if c != "JOKER"]
                    if not cand:
                        raise RuntimeError("only joker to lead")
                else:
                    same = [c for c in h if suit_of(c) == led]
                    if same:
                        cand = same
                    else:
                        tr = [c for c in h if suit_of(c) == "T"]
                        cand = tr if tr else [c for c in h if c != "JOKER"]
                        if not cand:
                            cand = []
                    if "JOKER" in h and t != 23:
                        cand = cand + ["JOKER"]
                # Joker policy: play it as a follower from trick joker_at on (or keep to the last)
                if "JOKER" in cand and played:
                    if joker_last:
                        if t == 24 or not [c for c in cand if c != "JOKER"]:
                            cand = ["JOKER"]
                        else:
                            cand = [c for c in cand if c != "JOKER"]
                    elif t >= joker_at and t != 23:
                        cand = ["JOKER"]
                    elif [c for c in cand if c != "JOKER"]:
                        cand = [c for c in cand if c != "JOKER"]
                if "JOKER" in h and not played and t >= 21 and not joker_last:
                    raise RuntimeError("joker kept to the end")
                # holds: keep these cards as long as possible
                keep = set(hold.get(s, []))
                pref = [c for c in cand if c not in keep]
                c = self.rng.choice(pref if pref else cand)
                h.remove(c)
                played.append((s, c))
            # winner
            trumps = [(RANK[c], s) for s, c in played if suit_of(c) == "T"]
            led = suit_of(played[0][1])
            if trumps:
                w = max(trumps)[1]
            else:
                w = max((RANK[c], s) for s, c in played if suit_of(c) == led)[1]
            for s, c in played:
                ev.append({"type": "play", "seat": s, "card": c})
            tricks_won[w] += 1
            for s, c in played:
                if c == "JOKER" and t != 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            trick_log.append((played, w))
            if t < 24 and not no_trick_payments:
                for s, c in played:
                    others = [o for o in active if o != s]
                    if is_king(c) and s != w:
                        for o in others:
                            self.pay(ev, s, o, 5, "king_lost", rec)
                        self.pay(ev, s, "king_pool", 5, "king_lost", rec)
                    if c == "T1":
                        if s != w:
                            for o in others:
                                self.pay(ev, s, o, 5, "pagat_lost", rec)
                            self.pay(ev, s, "pagat_pool", 5, "pagat_lost", rec)
                        else:
                            for o in others:
                                self.pay(ev, o, s, 5, "pagat_trick", rec)
            leader = w
        assert all(not hand[s] for s in active)
        info = {"tricks": dict(tricks_won)}
        # card points
        pts = {s: sum(card_value(c) for c in piles[s]) + tricks_won[s] for s in active}
        pts[dealer] += 1 + sum(card_value(c) for c in discard)
        assert sum(pts.values()) == 78, pts
        info["points"] = pts
        if self.avoid_skat_boundary and not void and band(pts[dealer]) != band(pts[dealer] - 1):
            raise RuntimeError("dealer's card points on a band boundary (skat point decides)")
        info["last"] = trick_log[-1]
        if void:
            return self._finish(dealer, dealt, ev, record_hands, info, sheet)
        # last trick (§15 Po ostatniej kolejce)
        played, w = trick_log[-1]
        tout = [s for s in active if tricks_won[s] == 25]
        nolo = [s for s in active if tricks_won[s] == 0]
        if tout or nolo:
            raise RuntimeError("tout/nolo not modelled")
        wc = dict(played)[w]
        przy_king = [s for s, c in played if is_king(c) and s != w]
        przy_pagat = [s for s, c in played if c == "T1" and s != w]
        others_of = lambda s: [o for o in active if o != s]  # noqa: E731
        refill = []
        kp0 = self.pools["king_pool"]
        if wc == "T1":
            for o in others_of(w):
                self.pay(ev, o, w, 45, "pagat_ultimo", rec)
            self.pay(ev, "pagat_pool", w, self.pools["pagat_pool"], "pagat_ultimo", rec)
            refill.append("pagat_pool")
            info["pagat_ultimo"] = w
        if is_king(wc):
            for o in others_of(w):
                self.pay(ev, o, w, 40, "king_ultimo", rec)
            self.pay(ev, "king_pool", w, kp0, "king_ultimo", rec)
            info["king_ultimo"] = w
            if not przy_king:
                refill.append("king_pool")
        for s in przy_pagat:
            for o in others_of(s):
                self.pay(ev, s, o, 45, "pagat_przydupek", rec)
            self.pay(ev, s, "pagat_pool", self.pools["pagat_pool"], "pagat_przydupek", rec)
            info["pagat_przydupek"] = s
        for s in przy_king:
            for o in others_of(s):
                self.pay(ev, s, o, 40, "king_przydupek", rec)
            self.pay(ev, s, "king_pool", kp0, "king_przydupek", rec)
            info.setdefault("king_przydupek", []).append(s)
        if wc != "T1" and not is_king(wc) and not przy_king and not przy_pagat:
            for o in others_of(w):
                self.pay(ev, o, w, 20, "last_trick", rec)
            info["last_trick"] = w
        for pool in refill:
            for s in self.present:
                self.pay(ev, s, pool, 20, "refill", rec)
        # card points to / from the new dealer
        nd = self.next_dealer(dealer)
        info["new_dealer"] = nd
        for s in self.order_from((dealer + 1) % self.n, active):
            if s == nd:
                continue
            b = band(pts[s])
            if b > 0:
                self.pay(ev, nd, s, b, "card_points", rec)
            elif b < 0:
                self.pay(ev, s, nd, -b, "card_points", rec)
        info["bands"] = {s: band(pts[s]) for s in active}
        if mutate:
            mutate(ev)
        return self._finish(dealer, dealt, ev, record_hands, info, sheet)

    def next_dealer(self, dealer):
        s = (dealer + 1) % self.n
        while s not in self.present:
            s = (s + 1) % self.n
        return s

    def _finish(self, dealer, dealt, ev, record_hands, info, sheet):
        deal = {"dealer": dealer, "hands": dealt if record_hands else None, "events": ev}
        info["deal_net"] = dict(self._deal_net)
        info["pools_after"] = dict(self.pools)
        self.deals.append((deal, info))
        return deal, info

    def transcript(self, meta, rules=None, start=None):
        t = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": rules or {},
            "players": self.players,
        }
        if start:
            t["start"] = start
        t["meta"] = meta
        t["deals"] = [d for d, _ in self.deals]
        return t


def sheet_events(sess, info_net, parties, totals):
    """Score-sheet lines for one deal: a score per party (net chips), then running totals."""
    ev = []
    for p in parties:
        ev.append({"type": "score", "party": p, "points": info_net.get(str(p), 0)})
    for p in parties:
        totals[str(p)] = totals.get(str(p), 0) + info_net.get(str(p), 0)
        ev.append({"type": "total", "party": p, "points": totals[str(p)]})
    return ev


def session_end(sess, ev, seats):
    n = len(seats)
    for pool in ("pagat_pool", "king_pool"):
        amt = sess.pools[pool]
        assert amt % n == 0, (pool, amt, n)
        for s in seats:
            sess.pay(ev, pool, s, amt // n, "session_end", True)


def write(name, t, summary):
    (HERE / name).write_text(json.dumps(t, indent=1, ensure_ascii=False) + "\n")
    summary.append(name)


# ----------------------------------------------------------------------------- builders
def try_seeds(build, cond, start=0, limit=5000):
    for seed in range(start, start + limit):
        try:
            r = build(seed)
        except (RuntimeError, AssertionError):
            continue
        if r is not None and cond(r):
            return seed, r
    raise SystemExit(f"no seed for {build.__name__}")


P4 = ["Ania", "Bartek", "Celina", "Darek"]
P3 = ["Ania", "Bartek", "Celina"]


def redeal_deal(sess, dealer, requester, *, foundation=False, fee=True, constrain=None, record_payments=True):
    """§17: a player without trumps (the Joker is no trump here) asks for a redeal; the deal ends."""
    sess._deal_net = {}
    active, sitter = sess.active_seats(dealer)

    def no_trumps(hands):
        h = hands[requester]
        ok = not any(suit_of(c) == "T" for c in h)
        return ok and (constrain is None or constrain(hands))

    for _ in range(1000):
        nontr = [c for c in DECK if suit_of(c) != "T"]
        sess.rng.shuffle(nontr)
        mine = nontr[:25]
        rest = [c for c in DECK if c not in mine]
        sess.rng.shuffle(rest)
        hands = [[] for _ in range(sess.n)]
        hands[requester] = mine
        i = 0
        for s in sess.order_from((dealer + 1) % sess.n, active):
            if s == requester:
                continue
            k = 28 if s == dealer else 25
            hands[s] = rest[i : i + k]
            i += k
        if no_trumps(hands):
            break
    else:
        raise RuntimeError("no redeal hands")
    ev = []
    if foundation:
        for pool in ("pagat_pool", "king_pool"):
            for s in sess.present:
                sess.pay(ev, s, pool, 20, "foundation", record_payments)
    if fee:
        sess.pay(ev, dealer, "pagat_pool", 5, "deal_fee", record_payments)
        sess.pay(ev, dealer, "king_pool", 5, "deal_fee", record_payments)
    ev.append({"type": "redeal", "seat": requester, "reason": "no_trumps"})
    return sess._finish(dealer, hands, ev, True, {"redeal": requester}, False)
