"""gd-spec3 generator: deals, plays and settles Galician Tarok by my reading of Szczepanski."""

import json
import random
from fractions import Fraction

from model import deck, is_trump, legal, points, strength, value, winner

LEVEL = {  # bid word -> (packet size, multiplier k, addend, first view)
    "three": (3, 3, 30, 1),
    "bottom": (3, 3, 30, 2),
    "top": (3, 3, 30, 3),
    "two": (2, 4, 40, 1),
    "one": (1, 5, 50, 1),
    "solo": (0, 6, 60, 1),
}
VOLAT = {3: 300, 4: 400, 5: 500, 6: 600}
PREMIUM = {"trull": 50, "four_kings": 100, "pagat_ultimo": 50}
TAROCKS = {10: 50, 11: 100, 12: 150}
NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]


def active_seats(n, dealer, sitter):
    order = [(dealer + 1 + i) % n for i in range(n)]
    return [s for s in order if not (n >= 4 and s == dealer) and s != sitter]


def rnd(x):
    return int(Fraction(x).__round__())


class Deal:
    def __init__(self, n, dealer, seed, sitter=None):
        self.n, self.dealer, self.sitter = n, dealer, sitter
        self.active = active_seats(n, dealer, sitter)
        rng = random.Random(seed)
        self.rng = rng
        cards = deck()
        rng.shuffle(cards)
        self.talon = cards[:6]
        self.hands = [[] for _ in range(n)]
        for i, s in enumerate(self.active):
            self.hands[s] = cards[6 + 12 * i : 18 + 12 * i]
        self.events = []

    # ------------------------------------------------------------ buying
    def packet(self, level, rejects):
        size, _, _, first = LEVEL[level]
        npk = 6 // size
        view = first + rejects
        idx = (view - 1) % npk
        return self.talon[idx * size : (idx + 1) * size], view

    def buy(self, decl, level, rejects=0, discard=None):
        self.decl, self.level = decl, level
        hand = list(self.hands[decl])
        if level == "solo":
            self.taken, self.view, self.discarded = [], 1, []
            self.cur = {s: list(self.hands[s]) for s in self.active}
            return
        for _ in range(rejects):
            self.events.append({"type": "call", "seat": decl, "call": "reject"})
        pk, view = self.packet(level, rejects)
        self.view, self.taken = view, pk
        self.events.append({"type": "take", "seat": decl, "cards": pk})
        hand += pk
        if discard is None:
            cand = sorted([c for c in hand if not is_trump(c) and c[0] != "K"], key=lambda c: (value(c), c))
            if len(cand) < len(pk):
                low = sorted(
                    [c for c in hand if is_trump(c) and c not in ("T1", "T21", "SKIZ")],
                    key=lambda c: int(c[1:]),
                )
                cand += low
            discard = cand[: len(pk)]
        self.discarded = list(discard)
        self.events.append({"type": "discard", "seat": decl, "cards": list(discard)})
        for c in discard:
            hand.remove(c)
        self.cur = {s: list(self.hands[s]) for s in self.active}
        self.cur[decl] = hand

    def ntarocks(self, seat):
        return sum(1 for c in self.cur[seat] if is_trump(c))

    # ------------------------------------------------------------ play
    def play(self, policy=None, forced=None, leader_override=None):
        """policy(seat, hand, trick, legal_cards, d) -> card or None (None: default)."""
        forced = forced or {}
        leader = self.active[0]
        self.tricks = {s: [] for s in self.active}
        self.trick_list = []
        k = 0
        for t in range(12):
            trick = []
            if leader_override and t in leader_override:
                leader = leader_override[t]
            i0 = self.active.index(leader)
            for j in range(3):
                s = self.active[(i0 + j) % 3]
                hand = self.cur[s]
                led = trick[0][1] if trick else None
                lg = legal(hand, led)
                c = forced.get(k)
                if c is None and policy:
                    c = policy(s, hand, trick, lg, self, t)
                if c is None:
                    c = self.default_choice(s, hand, trick, lg, t)
                hand.remove(c)
                trick.append((s, c))
                self.events.append({"type": "play", "seat": s, "card": c})
                k += 1
            w = winner(trick)
            self.tricks[w] += [c for _, c in trick]
            self.trick_list.append((trick, w))
            leader = w

    def default_choice(self, s, hand, trick, lg, t):
        keep_pagat = getattr(self, "hold_pagat", False) and s == self.decl
        opts = [c for c in lg if not (keep_pagat and c == "T1" and t < 11)] or lg
        if not trick:
            return self.rng.choice(opts)
        # try to win cheaply if possible else dump lowest
        cur_best = winner(trick)
        side = (s == self.decl) == (cur_best == self.decl)
        winning = [c for c in opts if winner(trick + [(s, c)]) == s]
        if side:
            return min(opts, key=lambda c: (strength(c) if is_trump(c) else 0, -value(c)))
        if winning:
            return min(winning, key=strength)
        return min(opts, key=lambda c: (value(c), strength(c)))

    # ------------------------------------------------------------ settlement
    def card_points(self):
        dp = points(self.tricks[self.decl] + self.discarded)
        return rnd(dp), dp

    def settle(
        self,
        ann=None,
        contra=1,
        helper_ann=None,
        pool=0,
        pool_in=True,
        stake=0,
        lost_anyway=False,
        share=Fraction(1, 10),
    ):
        """Returns dict of per-party nets and payment list (my reading)."""
        ann = ann or []
        helper_ann = helper_ann or {}
        decl = self.decl
        opp = [s for s in range(self.n) if s != decl and s != self.sitter]
        helpers = [s for s in self.active if s != decl]
        size, k, add, _ = LEVEL[self.level]
        pts, exact = self.card_points()
        self.pts = pts
        pays = []  # (from, to, amount, reason)
        volat = len(self.tricks[decl]) == 36
        if volat:
            v = VOLAT[k] * (2 if "volat" in ann else 1)
            for o in opp:
                pays.append((o, decl, v * (2 if contra >= 2 else 1), "volat"))
            won = True
        else:
            won = pts > 33 and not lost_anyway
            if won:
                v = k * (pts - 33) + add
                for o in opp:
                    pays.append((o, decl, v * (2 if contra >= 2 else 1), "game"))
            else:
                v = k * max(33 - pts, 0) + add
                for o in opp:
                    pays.append((decl, o, v * self.view * contra, "game"))
        self.won = won
        # premiums
        dcards = self.tricks[decl]
        hcards = [c for h in helpers for c in self.tricks[h]]
        for prem, cards_needed in (
            ("trull", {"T1", "T21", "SKIZ"}),
            ("four_kings", {"KH", "KD", "KS", "KC"}),
        ):
            announced = prem in ann
            base = PREMIUM[prem] * (2 if announced else 1)
            if cards_needed <= set(dcards):
                for o in opp:
                    pays.append((o, decl, base, prem))
            elif announced:
                for o in opp:
                    pays.append((decl, o, base, prem))
            elif cards_needed <= set(hcards):
                for o in opp:
                    pays.append((decl, o, base, prem))
        last_trick, lw = self.trick_list[-1]
        ult_made = lw == decl and any(s == decl and c == "T1" for s, c in last_trick)
        pool_move = 0
        if "pagat_ultimo" in ann:
            if ult_made and not getattr(self, "pagat_early", False):
                for o in opp:
                    pays.append((o, decl, 100, "pagat_ultimo"))
                pool_move = -pool  # pool to declarer
            else:
                for o in opp:
                    pays.append((decl, o, 100, "pagat_ultimo"))
                pool_move = pool  # declarer pays the pool's amount into it
        elif ult_made:
            for o in opp:
                pays.append((o, decl, 50, "pagat_ultimo"))
        for it in ann:
            if isinstance(it, tuple) and it[0] == "tarocks":
                for o in opp:
                    pays.append((o, decl, TAROCKS[it[1]], "tarocks"))
            if isinstance(it, tuple) and it[0] == "tarocks_false":
                for o in opp:
                    pays.append((decl, o, TAROCKS[it[1]], "tarocks"))
        for cnt in helper_ann.values():
            for o in opp:
                pays.append((decl, o, TAROCKS[cnt], "tarocks"))
        net = {s: Fraction(0) for s in range(self.n)}
        for f, t, a, _ in pays:
            net[f] -= a
            net[t] += a
        out = []
        poolnet = Fraction(0)
        if stake:
            for s in range(self.n):
                if s != self.sitter:
                    out.append(
                        {"type": "payment", "from": s, "to": "pool", "amount": stake, "reason": "pool_stake"}
                    )
                    poolnet += stake
        for f, t, a, r in pays:
            out.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
        if pool_move < 0:
            out.append(
                {"type": "payment", "from": "pool", "to": decl, "amount": -pool_move, "reason": "pool_ultimo"}
            )
        elif pool_move > 0:
            out.append(
                {"type": "payment", "from": decl, "to": "pool", "amount": pool_move, "reason": "pool_ultimo"}
            )
        poolnet += pool_move
        shares = {}
        for s in range(self.n):
            if net[s] > 0:
                sh = net[s] * share
                shares[s] = sh
                out.append(
                    {"type": "payment", "from": s, "to": "pool", "amount": num(sh), "reason": "pool_share"}
                )
                poolnet += sh
        final = {}
        for s in range(self.n):
            if s == self.sitter:
                continue
            final[s] = net[s] - shares.get(s, 0) - (stake if stake else 0)
            if s == decl:
                final[s] += -pool_move
        self.final = final
        self.poolnet = poolnet
        self.payments = out
        return final, poolnet, out


def num(x):
    x = Fraction(x)
    return int(x) if x.denominator == 1 else float(round(float(x), 6))


def transcript(n, deals, rules=None, start=None, meta=None):
    t = {"format": "trick-transcript/1", "game": "galician-tarok", "players": NAMES[:n]}
    if rules:
        t["rules"] = rules
    if start:
        t["start"] = start
    t["deals"] = deals
    if meta:
        t["meta"] = meta
    return t


def dump(path, t):
    with open(path, "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
