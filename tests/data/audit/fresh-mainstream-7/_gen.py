"""Blind generator for audit round fresh-mainstream-7 (danish-tarok).

Written from the Polish source (000_2fac32aef83ce8a1.txt, §1-§18) alone; does NOT import the
validator.  Seedable: `python _gen.py [SEED]` rewrites NN-*.json in this directory and prints
the figures (card points, settlements, pools, session shares) for EXPECTED.md.

Model (my reading of the source, see EXPECTED.md for quotes):
- players listed in order of play (counter-clockwise); leader of trick 1 = next seat after the
  dealer; next dealer = next seat after the dealer (§10, §17).
- 4 players: the seat opposite the dealer (dealer+2) sits out (§2, §17); the dealer plays.
- deal in fives, 25 each, the dealer takes the last 3 (28) and lays 3 away (§7, §8, §13).
- declarations from the dealer round the table (§9, §14); every other active player pays (§15).
- §10 follow suit, else trump, else anything; §12 Joker any time except the second-last trick,
  goes to its player's pile (except in the last trick), a demand in the third-last trick.
- §15 payments; card points: card values + 1 per trick + 1 for the skat (dealer's), compared
  with 26, 5*round((p-26)/5), paid to/from the next dealer.
- session end: each pool shared equally among all players, in whole 5s (chips are 5s).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

RED_RANKS = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_RANKS = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]


def deck() -> list[str]:
    cards = []
    for s in SUITS:
        ranks = RED_RANKS if s in "HD" else BLACK_RANKS
        cards += [r + s for r in ranks]
    cards += [f"T{i}" for i in range(1, 22)]
    cards.append("JOKER")
    return cards


def suit(c: str) -> str | None:
    if c == "JOKER":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c: str) -> str:
    return c[:-1]


def strength(c: str) -> int:
    """Higher is stronger within its suit (trumps by number)."""
    if c.startswith("T"):
        return int(c[1:])
    s = c[-1]
    ranks = RED_RANKS if s in "HD" else BLACK_RANKS
    return 100 - ranks.index(rank(c))


def value(c: str) -> int:
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def is_king(c: str) -> bool:
    return suit(c) in tuple(SUITS) and rank(c) == "K"


def is_pip(c: str) -> bool:
    return suit(c) in tuple(SUITS) and rank(c) not in COURTS


def trick_winner(trick: list[tuple[int, str]], named: str | None) -> int:
    first = trick[0][1]
    led = named if first == "JOKER" else suit(first)
    best = None
    for seat, c in trick:
        if c == "JOKER":
            continue
        if suit(c) == "T":
            key = (2, strength(c))
        elif suit(c) == led:
            key = (1, strength(c))
        else:
            continue
        if best is None or key > best[0]:
            best = (key, seat)
    assert best is not None
    return best[1]


def declarations(hand: list[str]) -> list[dict]:
    items = []
    joker = "JOKER" in hand
    trumps = [c for c in hand if suit(c) == "T"]
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append({"kind": "trumps", "count": n, "pagat": "T1" in hand})
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while f"T{k}" in hand:
            m += 1
            k -= 1
        items.append({"kind": "matadors", "count": m})
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def decl_value(item: dict) -> int:
    if item["kind"] == "trumps":
        return 10 + 5 * (item["count"] - 10)
    if item["kind"] == "matadors":
        return 10 + 5 * (item["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


def decl_cards(hand: list[str]) -> set[str]:
    """Cards that form part of a declaration in this hand (for the skat rule)."""
    out: set[str] = set()
    items = declarations(hand)
    for it in items:
        if it["kind"] == "trumps":
            out |= {c for c in hand if suit(c) == "T" or c == "JOKER"}
        elif it["kind"] == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{k}" for k in range(21 - (it["count"] - 3), 21)}
        elif it["kind"] == "cavalry":
            out |= {r + it["suit"] for r in COURTS if r + it["suit"] in hand} | {"JOKER"} & set(hand)
        elif it["kind"] == "kings":
            out |= {"K" + s for s in SUITS if "K" + s in hand} | {"JOKER"} & set(hand)
    return out


def card_points_brackets(p: float) -> int:
    d = p - 26
    return int(5 * round(d / 5))


class Retry(Exception):
    pass


class Session:
    def __init__(self, name, seed, nplayers, players, sheet=False, start=None, first_dealer=0, meta=None):
        self.name = name
        self.rng = random.Random(seed)
        self.n = nplayers
        self.players = players
        self.sheet = sheet
        self.start = start
        self.dealer = first_dealer
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        if start and "pools" in start:
            self.pools = dict(start["pools"])
        self.net = {p: 0 for p in list(range(nplayers)) + ["pagat_pool", "king_pool"]}
        self.deals = []
        self.figures = []
        self.faults = []  # (deal, event, code)
        self.meta = meta or {}
        self.totals = [0] * nplayers
        if start and "totals" in start:
            self.totals = list(start["totals"])
        self.sheet_totals_written = list(self.totals)

    # ------------------------------------------------------------------ helpers
    def active(self, d):
        if self.n == 3:
            return [d, (d + 1) % 3, (d + 2) % 3]
        return [d, (d + 1) % 4, (d + 3) % 4]

    def sitter(self, d):
        return None if self.n == 3 else (d + 2) % 4

    def play_order(self, d, leader):
        act = self.active(d)
        order = []
        s = leader
        while len(order) < 3:
            if s in act:
                order.append(s)
            s = (s + 1) % self.n
        return order

    def deal_cards(self, d, forced=None):
        act = self.active(d)
        forced = forced or {}
        cards = deck()
        taken = {c for v in forced.values() for c in v}
        rest = [c for c in cards if c not in taken]
        self.rng.shuffle(rest)
        hands = {s: list(forced.get(s, [])) for s in act}
        # deal in fives from the seat after the dealer, dealer last; then 3 more to the dealer
        order = self.play_order(d, (d + 1) % self.n)
        for _ in range(5):
            for s in order:
                need = 5
                while need and len(hands[s]) < 25:
                    hands[s].append(rest.pop())
                    need -= 1
        while len(hands[d]) < 28:
            hands[d].append(rest.pop())
        assert not rest, len(rest)
        return hands

    # ------------------------------------------------------------------ one deal
    def play_deal(self, forced=None, policy=None, hook=None, accept=None, tries=5000):
        """Simulate a deal; retries the random fill until accept(info) is true."""
        policy = policy or {}
        for _ in range(tries):
            try:
                info = self._sim_deal(forced, policy, hook)
            except Retry:
                continue
            if accept is None or accept(info):
                return self._commit(info)
        raise RuntimeError(f"{self.name}: no acceptable deal")

    def _sim_deal(self, forced, policy, hook):
        d = self.dealer
        n = self.n
        act = self.active(d)
        hands0 = self.deal_cards(d, forced)
        hands = {s: list(h) for s, h in hands0.items()}
        rng = self.rng
        info = {"dealer": d, "hands0": hands0, "act": act, "policy": policy}
        # skat
        tout = policy.get("tout", False)
        dh = hands[d]
        if tout:
            skat = ["JOKER"] + policy["tout_discard"]
        else:
            protected = decl_cards(dh)
            cand = [c for c in dh if is_pip(c) and c not in protected]
            # lay away from the shortest suits first (to make voids), randomly among ties
            counts = {s: sum(1 for c in dh if suit(c) == s) for s in SUITS}
            rng.shuffle(cand)
            cand.sort(key=lambda c: counts[suit(c)])
            skat = cand[:3]
            assert len(skat) == 3
        for c in skat:
            dh.remove(c)
        info["skat"] = skat
        info["decl"] = {s: declarations(hands[s]) for s in act}
        # play
        leader = (d + 1) % n
        piles = {s: [] for s in act}
        tricks_won = {s: 0 for s in act}
        tricks = []
        joker_played = False
        revoke_done = False
        demand = None
        for t in range(25):
            order = self.play_order(d, leader)
            trick = []
            named = None
            call = None
            if t == 22:
                holder = next((s for s in act if "JOKER" in hands[s]), None)
                if policy.get("false_demand") and holder is None:
                    caller = rng.choice(act)
                    call = (caller, "false")
                elif holder is not None and rng.random() < policy.get("demand_p", 0.4):
                    caller = rng.choice([s for s in act if s != holder])
                    call = (caller, "ok")
            for pos, s in enumerate(order):
                h = hands[s]
                c, nm, rv = self._choose(s, h, trick, named, t, pos, order, hands, policy, revoke_done)
                if rv:
                    revoke_done = True
                    info["revoke"] = (t, pos, s, c)
                if pos == 0 and c == "JOKER":
                    named = nm
                h.remove(c)
                trick.append((s, c))
                if c == "JOKER":
                    joker_played = True
            w = trick_winner(trick, named)
            tricks_won[w] += 1
            for s, c in trick:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            tricks.append({"trick": trick, "named": named, "winner": w, "call": call})
            leader = w
        info["tricks"] = tricks
        info["piles"] = piles
        info["tricks_won"] = tricks_won
        return info

    def _choose(self, s, h, trick, named, t, pos, order, hands, policy, revoke_done):
        rng = self.rng
        if len(h) == 1:
            c = h[0]
            nm = None
            if pos == 0 and c == "JOKER":
                raise Retry
            return c, nm, False
        joker_ok = "JOKER" in h and t != 23
        # Joker must go by the third-last trick at the latest (policy), never in the second-last
        if "JOKER" in h and t == 22:
            if pos == 0:
                nm = self._joker_name(s, order, hands)
                if nm is not None:
                    return "JOKER", nm, False
                raise Retry  # no suit both followers hold: not simulated (§12 void-naming rules)
            else:
                return "JOKER", None, False
        if pos == 0:
            non = [c for c in h if c != "JOKER"]
            if joker_ok and rng.random() < policy.get("joker_lead_p", 0.06) and t < 22:
                nm = self._joker_name(s, order, hands)
                if nm is not None:
                    return "JOKER", nm, False
            if policy.get("early_joker") and "JOKER" in h and t < 20:
                nm = self._joker_name(s, order, hands)
                if nm is not None:
                    return "JOKER", nm, False
            if policy.get("tout_seat") == s:
                return self._tout_lead(h), None, False
            kings = [c for c in non if is_king(c)]
            if kings and rng.random() < 0.25:
                return rng.choice(kings), None, False
            plain = [c for c in non if not is_king(c) and c != "T1"]
            pool = plain or non
            return rng.choice(pool), None, False
        first = trick[0][1]
        led = named if first == "JOKER" else suit(first)
        same = [c for c in h if suit(c) == led]
        trumps = [c for c in h if suit(c) == "T"]
        if same:
            legal = same
        elif trumps:
            legal = trumps
        else:
            legal = [c for c in h if c != "JOKER"]
        # planted revoke
        rv = policy.get("revoke")
        if rv and not revoke_done and t >= rv and same and pos == 1:
            alt = [c for c in h if suit(c) not in (led, None) and not is_king(c) and c != "T1"]
            if alt:
                return rng.choice(alt), None, True
        if joker_ok and (rng.random() < policy.get("joker_follow_p", 0.08) or policy.get("early_joker")):
            return "JOKER", None, False
        if policy.get("dump_kings") and s != policy.get("tout_seat"):
            kings = [c for c in legal if is_king(c)]
            if kings:
                return kings[0], None, False
        if not legal:
            legal = [c for c in h if c != "JOKER"]
        cur = list(trick)
        last = pos == len(order) - 1

        def wins(c):
            return trick_winner(cur + [(s, c)], named) == s

        winners = [c for c in legal if wins(c)]
        if policy.get("tout_seat") == s:
            # the tout player wins as cheaply as he can
            winners.sort(key=strength)
            return (winners or legal)[0], None, False
        if last and winners:
            kw = [c for c in winners if is_king(c) or c == "T1"]
            if kw and t < 24:
                return kw[0], None, False
            return rng.choice(winners), None, False
        safe = [c for c in legal if not is_king(c) and c != "T1"]
        if safe:
            safe.sort(key=lambda c: (value(c), strength(c)))
            k = min(len(safe), 3)
            return rng.choice(safe[:k]) if rng.random() < 0.6 else rng.choice(safe), None, False
        return rng.choice(legal), None, False

    def _tout_lead(self, h):
        trumps = sorted([c for c in h if suit(c) == "T"], key=strength, reverse=True)
        if trumps and len(h) > 1 and any(c for c in h if suit(c) != "T"):
            # trumps first while any outside trump may exist
            return trumps[0]
        if trumps and all(suit(c) == "T" for c in h):
            return trumps[0]
        # suit winners: kings first, then queens whose king is gone
        order = sorted([c for c in h if suit(c) != "T"], key=lambda c: -strength(c))
        return order[0]

    def _joker_name(self, s, order, hands):
        followers = [x for x in order if x != s]
        opts = []
        for su in "HDSC":
            if all(any(suit(c) == su for c in hands[f]) for f in followers):
                opts.append(su)
        if not opts:
            return None
        return self.rng.choice(opts)

    # ------------------------------------------------------------------ recording
    def _commit(self, info):
        d = info["dealer"]
        act = info["act"]
        n = self.n
        pol = info["policy"]
        ev = []
        deal_idx = len(self.deals)
        dnet = {p: 0 for p in self.net}
        pools_before = dict(self.pools)

        def pay(frm, to, amt, reason):
            if amt == 0:
                return
            e = {"type": "payment", "from": frm, "to": to, "amount": amt, "reason": reason}
            if not self.sheet:
                ev.append(e)
            dnet[frm] -= amt
            dnet[to] += amt
            for p in (frm, to):
                if p in self.pools:
                    pass
            if frm in self.pools:
                self.pools[frm] -= amt
            if to in self.pools:
                self.pools[to] += amt

        if deal_idx == 0 and not (self.start and "pools" in self.start):
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    pay(s, pool, 20, "foundation")
        pay(d, "pagat_pool", 5, "deal_fee")
        pay(d, "king_pool", 5, "deal_fee")
        if pol.get("tout"):
            ev.append({"type": "announce", "seat": d, "items": ["tout"]})
        ev.append({"type": "discard", "seat": d, "cards": info["skat"]})
        decl_order = act  # dealer first, then in play order
        decl_event = {}
        for s in decl_order:
            items = info["decl"][s]
            if pol.get("missing_decl") == s:
                decl_event[s] = len(ev)
                ev.append({"type": "declare", "seat": s, "items": []})
                self.faults.append((deal_idx, decl_event[s], "missing_declaration"))
                continue
            decl_event[s] = len(ev)
            ev.append({"type": "declare", "seat": s, "items": items})
            for it in items:
                for o in act:
                    if o != s:
                        pay(o, s, decl_value(it), "declaration")
        void_after = pol.get("void_after_tricks")
        tricks = info["tricks"]
        fig = {"deal": deal_idx, "dealer": d, "sitting_out": self.sitter(d)}
        for t, tr in enumerate(tricks):
            if void_after is not None and t == void_after:
                break
            if tr["call"]:
                caller, kind = tr["call"]
                ce = len(ev)
                ev.append({"type": "call", "seat": caller, "call": "joker"})
                if kind == "false":
                    self.faults.append((deal_idx, ce, "false_joker_demand"))
                    pay(caller, "pagat_pool", 20, "penalty")
                    pay(caller, "king_pool", 20, "penalty")
            for pos, (s, c) in enumerate(tr["trick"]):
                e = {"type": "play", "seat": s, "card": c}
                if pos == 0 and c == "JOKER":
                    e["named"] = tr["named"]
                if info.get("revoke") and info["revoke"][0] == t and info["revoke"][2] == s:
                    self.faults.append((deal_idx, len(ev), "revoke"))
                ev.append(e)
            if t < 24:
                w = tr["winner"]
                for s, c in tr["trick"]:
                    if is_king(c) and s != w:
                        for o in act:
                            if o != s:
                                pay(s, o, 5, "king_lost")
                        pay(s, "king_pool", 5, "king_lost")
                    if c == "T1":
                        if s == w:
                            for o in act:
                                if o != s:
                                    pay(o, s, 5, "pagat_trick")
                        else:
                            for o in act:
                                if o != s:
                                    pay(s, o, 5, "pagat_lost")
                            pay(s, "pagat_pool", 5, "pagat_lost")
        if void_after is not None:
            s = pol["missing_decl"]
            pay(s, "pagat_pool", 40, "penalty")
            pay(s, "king_pool", 40, "penalty")
            fig.update({"void": True, "tricks_recorded": void_after})
            self._finish(ev, info, dnet, fig, pools_before, void=True)
            return
        # ---- last trick
        last = tricks[24]
        w = last["winner"]
        tw = info["tricks_won"]
        tout_seat = next((s for s in act if tw[s] == 25), None)
        nolo_seat = None if tout_seat is not None else next((s for s in act if tw[s] == 0), None)
        przyd = [(s, c) for s, c in last["trick"] if s != w and (is_king(c) or c == "T1")]
        wcard = next(c for s, c in last["trick"] if s == w)
        kp0 = self.pools["king_pool"]
        pp0 = self.pools["pagat_pool"]
        king_przyd = any(is_king(c) for _, c in przyd)
        pagat_przyd = any(c == "T1" for _, c in przyd)
        outcome = []
        if tout_seat is not None:
            outcome.append("tout")
            for o in act:
                if o != tout_seat:
                    pay(o, tout_seat, 85, "tout")
            pay("pagat_pool", tout_seat, pp0, "tout")
            pay("king_pool", tout_seat, kp0, "tout")
        elif nolo_seat is not None:
            outcome.append("nolo")
            for o in act:
                if o != nolo_seat:
                    pay(o, nolo_seat, 25, "nolo")
        else:
            if wcard == "T1":
                outcome.append("pagat_ultimo")
                for o in act:
                    if o != w:
                        pay(o, w, 45, "pagat_ultimo")
                pay("pagat_pool", w, pp0, "pagat_ultimo")
            elif is_king(wcard):
                outcome.append("king_ultimo")
                for o in act:
                    if o != w:
                        pay(o, w, 40, "king_ultimo")
                pay("king_pool", w, kp0, "king_ultimo")
            elif not przyd:
                outcome.append("last_trick")
                for o in act:
                    if o != w:
                        pay(o, w, 20, "last_trick")
        for s, c in przyd:
            if c == "T1":
                outcome.append("pagat_przydupek")
                for o in act:
                    if o != s:
                        pay(s, o, 45, "pagat_przydupek")
                pay(s, "pagat_pool", pp0, "pagat_przydupek")
            else:
                outcome.append("king_przydupek")
                for o in act:
                    if o != s:
                        pay(s, o, 40, "king_przydupek")
                pay(s, "king_pool", kp0, "king_przydupek")
        # refills of emptied pools, every player (the sitter too)
        for pool in ("pagat_pool", "king_pool"):
            if self.pools[pool] == 0:
                for s in range(n):
                    pay(s, pool, 20, "refill")
        # card points
        piles = info["piles"]
        pts = {}
        pts3 = {}
        for s in act:
            v = sum(value(c) for c in piles[s]) + tw[s]
            v3 = sum(value(c) for c in piles[s]) + len(piles[s]) / 3
            if s == d:
                v += sum(value(c) for c in info["skat"]) + 1
                v3 += sum(value(c) for c in info["skat"]) + 1
            pts[s] = v
            pts3[s] = v3
        assert sum(pts.values()) == 78, pts
        newd = (d + 1) % n
        cp_pay = {}
        if nolo_seat is None:
            for s in act:
                if s == newd:
                    continue
                a = card_points_brackets(pts[s])
                cp_pay[s] = a
                if a < 0:
                    pay(s, newd, -a, "card_points")
                elif a > 0:
                    pay(newd, s, a, "card_points")
        alt_differs = any(card_points_brackets(pts[s]) != card_points_brackets(round(pts3[s], 6)) for s in act)
        fig.update(
            {
                "tricks": [tw.get(s) for s in range(n)],
                "card_points": [pts.get(s) for s in range(n)],
                "card_points_3cards_reading": [round(pts3[s], 2) if s in pts3 else None for s in range(n)],
                "three_card_reading_changes_a_payment": alt_differs,
                "last_trick": {"winner": w, "card": wcard, "outcome": outcome},
                "declarations": {s: info["decl"][s] for s in act if info["decl"][s]},
                "joker": next(((t, s) for t, tr in enumerate(tricks) for s, c in tr["trick"] if c == "JOKER"), None),
            }
        )
        self._finish(ev, info, dnet, fig, pools_before, void=False)

    def _finish(self, ev, info, dnet, fig, pools_before, void):
        d = info["dealer"]
        n = self.n
        last_deal = self._is_last
        if last_deal and not self.sheet and self.session_end:
            shares = {}
            for pool in ("pagat_pool", "king_pool"):
                share = (self.pools[pool] // n // 5) * 5
                shares[pool] = share
                for s in range(n):
                    e = {"type": "payment", "from": pool, "to": s, "amount": share, "reason": "session_end"}
                    ev.append(e)
                    dnet[pool] -= share
                    dnet[s] += share
                    self.pools[pool] -= share
            fig["session_end_shares"] = shares
        for p, v in dnet.items():
            self.net[p] += v
        fig["net"] = {str(p): v for p, v in dnet.items() if v}
        fig["pools_after"] = dict(self.pools)
        if self.sheet:
            for s in range(n):
                ev.append({"type": "score", "party": s, "points": dnet[s]})
            if self.sheet_pools:
                for pool in ("pagat_pool", "king_pool"):
                    ev.append({"type": "score", "party": pool, "points": dnet[pool]})
            for s in range(n):
                self.totals[s] += dnet[s]
                self.sheet_totals_written[s] += dnet[s]
                written = self.sheet_totals_written[s]
                slip = self.total_slip
                if slip and slip[0] == len(self.deals) and slip[1] == s:
                    written += slip[2]
                    self.sheet_totals_written[s] = written
                    self.faults.append((len(self.deals), len(ev), "wrong_total"))
                ev.append({"type": "total", "party": s, "points": written})
            if self.sheet_pool_totals:
                for pool in ("pagat_pool", "king_pool"):
                    ev.append({"type": "total", "party": pool, "points": self.pools[pool]})
        hands = []
        for s in range(n):
            hands.append(list(info["hands0"][s]) if s in info["hands0"] else [])
        self.deals.append({"dealer": d, "hands": hands, "events": ev})
        self.figures.append(fig)
        self.dealer = (d + 1) % n

    # ------------------------------------------------------------------ session
    def run(self, plans, session_end=True, sheet_pools=True, sheet_pool_totals=False, total_slip=None):
        self.session_end = session_end
        self.sheet_pools = sheet_pools
        self.sheet_pool_totals = sheet_pool_totals
        self.total_slip = total_slip
        for i, plan in enumerate(plans):
            self._is_last = i == len(plans) - 1
            plan = plan or {}
            forced = plan.get("forced")
            if callable(forced):
                forced = forced(self)
            self.play_deal(forced=forced, policy=plan.get("policy", {}), accept=plan.get("accept"))

    def transcript(self, desc):
        t = {
            "format": "trick-transcript/1",
            "game": "danish-tarok",
            "rules": {},
            "players": self.players,
            "meta": dict(self.meta, description=desc),
            "deals": self.deals,
        }
        if self.start:
            t["start"] = self.start
        return t


# ---------------------------------------------------------------------- tampering helpers
def bump_payment(sess, deal, reason, delta):
    ev = sess.deals[deal]["events"]
    for i, e in enumerate(ev):
        if e["type"] == "payment" and e.get("reason") == reason:
            e["amount"] += delta
            sess.faults.append((deal, i, "wrong_payment"))
            return i
    raise RuntimeError("no such payment")


# ---------------------------------------------------------------------- acceptance predicates
def no_decl(info):
    return not any(info["decl"].values())


def has_decl(info):
    return any(info["decl"].values())


def cp_payment_nonzero(info):
    return True


def build(seed_base: int):
    out = {}
    PL3 = ["Agnieszka", "Mads", "Bartosz"]
    PL3b = ["Freja", "Krzysztof", "Søren"]
    PL4 = ["Zofia", "Jens", "Małgorzata", "Henrik"]
    PL4b = ["Ida", "Tomasz", "Karen", "Wojciech"]
    M = lambda d, t: {"event": "Klub Tarokowy / Tarokklubben, club night", "date": d, "table": t}

    # 01 clean, 3p, payments, 5 deals
    s = Session("01", seed_base + 1, 3, PL3, meta=M("2026-10-02", 1))
    s.run([None] * 5)
    out["01-clean-3p-five-deals.json"] = (s, "Five deals, three players, every payment recorded, pools shared at the end.")

    # 02 clean, 4p, payments, 6 deals, the seat opposite the dealer sits out
    s = Session("02", seed_base + 2, 4, PL4, meta=M("2026-10-02", 2))
    s.run([None] * 6)
    out["02-clean-4p-six-deals.json"] = (s, "Six deals at four: the seat opposite the dealer sits out; sitter pays foundations and refills only.")

    # 03 clean, 3p sheet (net chips per seat and pool, running totals), 4 deals
    s = Session("03", seed_base + 3, 3, PL3b, sheet=True, meta=M("2026-10-09", 1))
    s.run([None] * 4, sheet_pools=True)
    out["03-clean-3p-sheet.json"] = (s, "Score sheet: each deal's net chips per seat and per pool, running totals per seat.")

    # 04 clean, 3p payments, a Nolo deal constructed
    def nolo_forced(sess):
        d = sess.dealer
        x = (d + 2) % 3
        low = []
        for su in "SC":
            low += [f"{r}{su}" for r in ["1", "2", "3", "4", "5", "6"]]
        for su in "HD":
            low += [f"{r}{su}" for r in ["10", "9", "8", "7", "6", "5"]]
        low.append("7C")
        return {x: low}

    s = Session("04", seed_base + 4, 3, PL3, meta=M("2026-10-09", 2))
    plans = [
        None,
        None,
        {"forced": nolo_forced, "policy": {"joker_lead_p": 0.0}, "accept": lambda i: i["tricks_won"][(i["dealer"] + 2) % 3] == 0},
        None,
        None,
    ]
    s.run(plans)
    out["04-clean-3p-nolo.json"] = (s, "Five deals; in deal 2 the seat after the leader takes no trick (Nolo).")

    # 05 clean, 3p payments, a Tout announced with the Joker laid away
    def tout_forced(sess):
        d = sess.dealer
        h = [f"T{i}" for i in range(2, 22)] + ["KH", "QH", "KD", "QD", "QS", "JOKER", "2D", "3D"]
        return {d: h}

    def tout_ok(info):
        last = info["tricks"][24]["trick"]
        return info["tricks_won"][info["dealer"]] == 25 and not any(is_king(c) or c == "T1" for _, c in last)

    s = Session("05", seed_base + 5, 3, PL3b, meta=M("2026-10-16", 1))
    plans = [
        None,
        {
            "forced": tout_forced,
            "policy": {"tout": True, "tout_discard": ["2D", "3D"], "tout_seat": None, "dump_kings": True, "joker_lead_p": 0},
            "accept": tout_ok,
        },
        None,
        None,
    ]
    # tout_seat is the dealer of deal 1
    plans[1]["policy"]["tout_seat"] = 1
    s.run(plans)
    out["05-clean-3p-tout.json"] = (s, "Four deals; in deal 1 the dealer announces Tout, lays the Joker away and takes all 25 tricks.")

    # 06 clean, 4p sheet, 8 deals, per seat only, pool totals written
    s = Session("06", seed_base + 6, 4, PL4b, sheet=True, meta=M("2026-10-16", 2))
    s.run([None] * 8, sheet_pools=False, sheet_pool_totals=True)
    out["06-clean-4p-sheet-eight-deals.json"] = (s, "Score sheet at four, eight deals: net chips per seat (the sitter's too), running totals per seat and the pools' totals.")

    # 07 clean, 3p payments, Joker play: leads with a named suit, demands in the third-last trick
    s = Session("07", seed_base + 7, 3, PL4[:3], meta=M("2026-10-23", 1))
    pj = {"joker_lead_p": 0.5, "demand_p": 1.0}
    s.run([{"policy": pj}] * 6)
    out["07-clean-3p-joker.json"] = (s, "Six deals with Joker leads naming a suit and demands in the third-last trick.")

    # 08 clean, 4p payments, declarations of every kind
    def decl_forced(k):
        def f(sess):
            d = sess.dealer
            act = sess.active(d)
            sets = [
                {act[1]: ["JOKER", "T21", "T1", "T20", "T19"]},  # 5 matadors (+ trumps maybe)
                {act[2]: ["KH", "KD", "KS", "KC", "JOKER"]},  # rich kings
                {act[0]: ["KH", "QH", "NH", "JH"], act[1]: ["QS", "NS", "JS", "JOKER"]},  # full cav + half cav
                {act[2]: [f"T{i}" for i in range(5, 15)] + ["T1"]},  # 11 trumps with pagat
                {act[1]: ["KH", "KD", "KC", "JOKER", "QC", "NC"]},  # half king (no S) + half cavalry C (no J)
            ]
            return sets[k % len(sets)]

        return f

    s = Session("08", seed_base + 8, 4, PL4, meta=M("2026-10-23", 2), first_dealer=2)
    s.run([{"forced": decl_forced(k)} for k in range(5)])
    out["08-clean-4p-declarations.json"] = (s, "Five deals at four, each with mandatory declarations (matadors, kings, cavalry, trumps).")

    # 09 clean, 3p payments, a session taken up from last week's pools
    s = Session(
        "09", seed_base + 9, 3, PL3b, start={"pools": {"pagat_pool": 85, "king_pool": 140}, "totals": [35, -10, -25]},
        meta=M("2026-10-30", 1), first_dealer=1,
    )
    s.run([None] * 5)
    out["09-clean-3p-carried-pools.json"] = (s, "Five deals continuing a session: pools carried in (85 / 140), no foundations.")

    # ---------------------------------------------------------------- faulty ones
    # 10 revoke, 3p payments, unnoticed, settled as played
    s = Session("10", seed_base + 10, 3, PL3, meta=M("2026-10-30", 2))
    s.run([None, None, {"policy": {"revoke": 8}}, None])
    out["10-revoke-unnoticed.json"] = (s, "Four deals.")

    # 11 card points miscounted, 4p payments
    s = Session("11", seed_base + 11, 4, PL4b, meta=M("2026-11-06", 1))
    s.run([None] * 5)
    bump_payment(s, 3, "card_points", 5)
    out["11-4p-card-points-payment.json"] = (s, "Five deals at four.")

    # 12 sheet addition slip, 3p
    s = Session("12", seed_base + 12, 3, PL3, sheet=True, meta=M("2026-11-06", 2))
    s.run([None] * 6, sheet_pools=True, total_slip=(3, 2, 10))
    out["12-sheet-total-slip.json"] = (s, "Score sheet, six deals.")

    # 13 missing declaration caught after two tricks: irreparable, deal annulled
    def md_forced(sess):
        d = sess.dealer
        x = (d + 1) % 3
        return {x: [f"T{i}" for i in range(3, 12)] + ["JOKER"]}  # 9 trumps + Joker = 10

    def md_ok(info):
        x = (info["dealer"] + 1) % 3
        others = [s for s in info["act"] if s != x]
        if any(info["decl"][s] for s in others):
            return False
        if [it["kind"] for it in info["decl"][x]] != ["trumps"] or info["decl"][x][0]["count"] != 10:
            return False
        for tr in info["tricks"][:2]:
            for _, c in tr["trick"]:
                if is_king(c) or c == "T1":
                    return False
        return True

    s = Session("13", seed_base + 13, 3, PL3b, meta=M("2026-11-13", 1))
    s.run([None, {"forced": md_forced, "policy": {"missing_decl": 2, "void_after_tricks": 2}, "accept": md_ok}, None, None, None])
    out["13-missing-declaration-void.json"] = (s, "Five deals.")

    # 14 false Joker demand, 4p payments, large penalty paid
    s = Session("14", seed_base + 14, 4, PL4, meta=M("2026-11-13", 2), first_dealer=3)
    s.run([None, None, {"policy": {"early_joker": True, "false_demand": True}}, None, None, None])
    out["14-4p-false-joker-demand.json"] = (s, "Six deals at four.")
    return out


def main():
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 7000
    out = build(seed)
    figs = {}
    for name, (sess, desc) in out.items():
        (HERE / name).write_text(json.dumps(sess.transcript(desc), ensure_ascii=False, indent=1) + "\n")
        figs[name] = {
            "faults": sess.faults,
            "deals": sess.figures,
            "net": {str(k): v for k, v in sess.net.items()},
            "pools": sess.pools,
        }
    Path("/tmp/fm7-figures.json").write_text(json.dumps(figs, ensure_ascii=False, indent=1))
    for name, f in figs.items():
        print(name, "faults:", f["faults"], "net:", f["net"], "pools:", f["pools"])


if __name__ == "__main__":
    main()
