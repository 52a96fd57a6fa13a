"""Blind generator for the danish-long-sheet audit round.

Written from the Polish source (seeds/000, sections 7-15, 17, 18) and the public transcript
contract only.  Every deal is played out by simple seat strategies, every payment the source
prescribes is computed here, and the deal is written as a score sheet: one `score` line per
party (seats and both pools: the party's net chips in the deal) and one `total` line per party
(the running total; a pool's total is its content).  No payment events.

Run: python _gen.py   (writes *.json and _figures.txt next to this file)
"""

from __future__ import annotations

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
NAMES3 = ["Agnieszka", "Bartek", "Celina"]
NAMES4 = ["Dorota", "Emil", "Filip", "Grażyna"]


def deck():
    cards = []
    for s in SUITS:
        cards += [c + s for c in COURTS] + [str(i) + s for i in range(1, 11)]
    cards += ["T%d" % i for i in range(1, 22)] + ["JOKER"]
    return cards


def suit(c):
    if c == "JOKER":
        return "J*"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    """Higher wins, within a suit (trumps: number)."""
    if c[0] == "T":
        return int(c[1:])
    r = c[:-1]
    if r in COURTS:
        return {"K": 14, "Q": 13, "N": 12, "J": 11}[r]
    v = int(r)
    return 11 - v if c[-1] in "HD" else v  # red: 1 high .. 10 low; black: 10 high .. 1 low


def value(c):
    """Card points (15: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; valets 1)."""
    if c in ("T1", "T21", "JOKER"):
        return 4
    if c[0] == "T":
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[:-1], 0)


def is_king(c):
    return c[0] == "K"


def pts_band(p):
    """Difference to 26 rounded to the nearest multiple of 5 (15)."""
    d = p - 26
    q = round(d / 5)
    return int(5 * q)


def declarations(hand):
    """15/14: the items a hand must declare, with their payment from each other player."""
    items = []
    trumps = [c for c in hand if c[0] == "T"]
    joker = "JOKER" in hand
    n = len(trumps) + (1 if joker else 0)
    if n >= 10:
        items.append(({"kind": "trumps", "count": n, "pagat": "T1" in hand}, 10 + 5 * (n - 10)))
    if joker and "T21" in hand and "T1" in hand:
        m = 3
        k = 20
        while "T%d" % k in hand:
            m += 1
            k -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if joker:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if joker else "full"}, 15 if joker else 10))
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


class Deal:
    """One deal: hands, play, every payment as (from, to, amount, reason)."""

    def __init__(self, n, dealer, rng, hands=None, strategies=None, joker_trick=None, keep=None, revoke=None):
        self.n = n
        self.dealer = dealer
        self.rng = rng
        self.out = (dealer + 2) % n if n == 4 else None
        self.active = [s for s in range(n) if s != self.out]
        # order of play from the dealer: dealer, dealer+1, ... skipping the seat out
        self.order = [(dealer + i) % n for i in range(n) if (dealer + i) % n != self.out]
        self.strategies = strategies or {}
        self.keep = keep or {}
        self.joker_trick = joker_trick if joker_trick is not None else rng.randint(2, 18)
        self.revoke = revoke  # (trick index) for the first follower able to revoke
        self.revoke_event = None
        if hands is None:
            d = deck()
            rng.shuffle(d)
            hands = {}
            pos = 0
            for s in self.order:
                k = 28 if s == dealer else 25
                hands[s] = d[pos : pos + k]
                pos += k
        self.dealt = {s: list(hands.get(s, [])) for s in range(n)}

    def other_active(self, s):
        return [x for x in self.active if x != s]

    def legal(self, hand, trick, t):
        if not trick:
            opts = [c for c in hand if c != "JOKER"]
            return opts or list(hand)
        led = suit(trick[0][1])
        same = [c for c in hand if suit(c) == led]
        if same:
            opts = same
        else:
            tr = [c for c in hand if suit(c) == "T"]
            opts = tr if tr else [c for c in hand if c != "JOKER"]
        if "JOKER" in hand and t != 23:
            opts = opts + ["JOKER"]
        if not opts:
            opts = list(hand)
        return opts

    @staticmethod
    def winner_of(trick):
        led = suit(trick[0][1])
        best = None
        for s, c in trick:
            if c == "JOKER":
                continue
            key = (2, rank(c)) if suit(c) == "T" else ((1, rank(c)) if suit(c) == led else (0, 0))
            if best is None or key > best[0]:
                best = (key, s)
        return best[1]

    def choose(self, s, hand, trick, t, opts):
        strat = self.strategies.get(s, "mixed")
        keep = self.keep.get(s)
        if t < 24 and keep in opts and len(opts) > 1:
            opts = [c for c in opts if c != keep]
        # Joker: played as a follower from its chosen trick on, never in the second-last
        if "JOKER" in opts:
            if trick and t >= self.joker_trick and t < 23:
                return "JOKER"
            if len(opts) > 1:
                opts = [c for c in opts if c != "JOKER"]
        if strat == "low":
            return min(opts, key=lambda c: (suit(c) == "T", rank(c) if c != "JOKER" else -1))
        if strat == "dump":
            kings = [c for c in opts if is_king(c) or c == "T1"]
            if kings:
                return kings[0]
            return min(opts, key=lambda c: (suit(c) == "T", rank(c)))
        kept = [c for c in opts if is_king(c) or c == "T1"]
        if not trick:
            if strat == "high":
                return max(opts, key=lambda c: (suit(c) == "T", rank(c)))
            kings = [c for c in opts if is_king(c)]
            if kings and self.rng.random() < 0.55:
                return self.rng.choice(kings)
            nonk = [c for c in opts if not is_king(c) and c != "T1"]
            pool = nonk if nonk else opts
            return self.rng.choice(pool)

        def beats(c):
            return self.winner_of(trick + [(s, c)]) == s and c != "JOKER"

        win = [c for c in opts if beats(c)]
        if strat == "high":
            if win:
                return max(win, key=lambda c: (suit(c) == "T", rank(c)))
            return min(opts, key=lambda c: (is_king(c) or c == "T1", suit(c) == "T", rank(c)))
        wk = [c for c in win if is_king(c)]
        if wk and self.rng.random() < 0.9:
            return wk[0]
        if win and self.rng.random() < 0.6:
            return min(win, key=lambda c: (suit(c) == "T", rank(c)))
        # late in the deal a card that would cost a przydupek is got rid of
        if t >= 17 and kept and self.rng.random() < 0.7:
            return kept[0]
        safe = [c for c in opts if not is_king(c) and c != "T1"]
        pool = safe or opts
        return min(pool, key=lambda c: (suit(c) == "T", rank(c)))

    def play(self):
        """Discard, declare, play 25 tricks; fills self.events, self.pay (list), figures."""
        n, dealer = self.n, self.dealer
        hands = {s: list(self.dealt[s]) for s in self.active}
        # 8/13: the dealer lays away three plain pip cards (never a king, Mondo, Joker, a trump or
        # a card of a declaration: plain pips belong to none)
        pips = [c for c in hands[dealer] if c[0] not in "TKQNJ" and c != "JOKER"]
        pips.sort(key=lambda c: (rank(c), c))
        skat = pips[:3]
        if len(skat) < 3:
            raise ValueError("no skat")
        for c in skat:
            hands[dealer].remove(c)
        self.skat = skat
        ev = [{"type": "discard", "seat": dealer, "cards": skat}]
        pay = []
        pay.append((dealer, "pagat_pool", 5, "deal_fee"))
        pay.append((dealer, "king_pool", 5, "deal_fee"))
        self.decl = {}
        for s in self.order:
            items = declarations(hands[s])
            self.decl[s] = items
            ev.append({"type": "declare", "seat": s, "items": [i for i, _ in items]})
            for _, amt in items:
                for o in self.other_active(s):
                    pay.append((o, s, amt, "declaration"))
        piles = {s: [] for s in self.active}
        tricks = {s: 0 for s in self.active}
        lead = self.order[1]
        seq = self.order[1:] + self.order[:1]
        self.trick_cards = []
        self.last_trick = None
        self.revoked = None
        for t in range(25):
            i0 = seq.index(lead)
            players = seq[i0:] + seq[:i0]
            trick = []
            for s in players:
                opts = self.legal(hands[s], trick, t)
                card = None
                if (
                    self.revoke is not None
                    and self.revoked is None
                    and t >= self.revoke
                    and trick
                    and trick[0][1] != "JOKER"
                ):
                    led = suit(trick[0][1])
                    held = [c for c in hands[s] if suit(c) == led]
                    other = [c for c in hands[s] if suit(c) == "T" and c != "T1"]
                    if held and other and led != "T":
                        card = min(other, key=rank)
                        self.revoked = (t, s, card, led, held)
                if card is None:
                    card = self.choose(s, hands[s], trick, t, opts)
                    assert card in opts, (card, opts)
                if card == "JOKER" and (not trick or t >= 22):
                    raise ValueError("joker led or late")
                hands[s].remove(card)
                trick.append((s, card))
                ev.append({"type": "play", "seat": s, "card": card})
                if (
                    self.revoked
                    and self.revoked[0] == t
                    and self.revoked[1] == s
                    and self.revoke_event is None
                ):
                    self.revoke_event = len(ev) - 1
            w = self.winner_of(trick)
            tricks[w] += 1
            self.trick_cards.append(trick)
            for s, c in trick:
                if c == "JOKER" and t < 24:
                    piles[s].append(c)
                else:
                    piles[w].append(c)
            if t < 24:
                for s, c in trick:
                    if s == w:
                        continue
                    if is_king(c):
                        for o in self.other_active(s):
                            pay.append((s, o, 5, "king_lost"))
                        pay.append((s, "king_pool", 5, "king_lost"))
                    if c == "T1":
                        for o in self.other_active(s):
                            pay.append((s, o, 5, "pagat_lost"))
                        pay.append((s, "pagat_pool", 5, "pagat_lost"))
                wc = [c for s, c in trick if s == w][0]
                if wc == "T1":
                    for o in self.other_active(w):
                        pay.append((o, w, 5, "pagat_trick"))
            else:
                self.last_trick = (trick, w)
            lead = w
        assert all(not h for h in hands.values()), hands
        self.events = ev
        self.pay_before_last = pay
        self.tricks = tricks
        self.piles = piles
        return self

    def settle(self, pools_before):
        """Pools before the deal -> (payments of the whole deal, pools after, figures)."""
        n = self.n
        pay = list(self.pay_before_last)
        pools = dict(pools_before)
        for f, t, a, _ in pay:
            if t in pools:
                pools[t] += a
            if f in pools:
                pools[f] -= a
        trick, w = self.last_trick
        tout = [s for s in self.active if self.tricks[s] == 25]
        nolo = [s for s in self.active if self.tricks[s] == 0] if not tout else []
        P = dict(pools)
        last = []
        przy = []
        for s, c in trick:
            if s != w and (is_king(c) or c == "T1"):
                przy.append((s, c))
        wcard = [c for s, c in trick if s == w][0]
        self.outcome = []
        refill = {"pagat_pool": False, "king_pool": False}
        if tout:
            T = tout[0]
            self.outcome.append("tout")
            for o in self.other_active(T):
                last.append((o, T, 85, "tout"))
            for p in ("pagat_pool", "king_pool"):
                last.append((p, T, P[p], "tout"))
                refill[p] = True
        elif nolo:
            N = nolo[0]
            self.outcome.append("nolo")
            for o in self.other_active(N):
                last.append((o, N, 25, "nolo"))
        if not tout and not nolo:
            if wcard == "T1":
                self.outcome.append("pagat_ultimo")
                for o in self.other_active(w):
                    last.append((o, w, 45, "pagat_ultimo"))
                last.append(("pagat_pool", w, P["pagat_pool"], "pagat_ultimo"))
                refill["pagat_pool"] = True
            elif is_king(wcard):
                self.outcome.append("king_ultimo")
                for o in self.other_active(w):
                    last.append((o, w, 40, "king_ultimo"))
                last.append(("king_pool", w, P["king_pool"], "king_ultimo"))
                if not any(is_king(c) for _, c in przy):
                    refill["king_pool"] = True
            elif not przy:
                self.outcome.append("last_trick")
                for o in self.other_active(w):
                    last.append((o, w, 20, "last_trick"))
        for s, c in przy:
            if c == "T1":
                self.outcome.append("pagat_przydupek")
                for o in self.other_active(s):
                    last.append((s, o, 45, "pagat_przydupek"))
                last.append((s, "pagat_pool", P["pagat_pool"], "pagat_przydupek"))
            else:
                self.outcome.append("king_przydupek")
                for o in self.other_active(s):
                    last.append((s, o, 40, "king_przydupek"))
                last.append((s, "king_pool", P["king_pool"], "king_przydupek"))
        if tout and przy:
            raise ValueError("tout with przydupek: not generated")
        for p in ("pagat_pool", "king_pool"):
            if refill[p]:
                self.outcome.append("refill_" + p)
                for s in range(n):
                    last.append((s, p, 20, "refill"))
        pay += last
        # card points, paid to / by the new dealer (not after a Nolo)
        newd = (self.dealer + 1) % n
        self.points = {}
        for s in self.active:
            p = sum(value(c) for c in self.piles[s]) + self.tricks[s]
            if s == self.dealer:
                p += 1 + sum(value(c) for c in self.skat)
            self.points[s] = p
        assert sum(self.points.values()) == 78, self.points
        self.cp = {}
        if not nolo:
            for s in self.active:
                if s == newd:
                    continue
                b = pts_band(self.points[s])
                self.cp[s] = b
                # robustness: the skat point read the other way must not change the band
                if s == self.dealer and pts_band(self.points[s] - 1) != b and not tout:
                    raise ValueError("skat reading changes a band")
                if b < 0:
                    pay.append((s, newd, -b, "card_points"))
                elif b > 0:
                    pay.append((newd, s, b, "card_points"))
        pools = dict(pools_before)
        net = {s: 0 for s in range(n)}
        net.update({"pagat_pool": 0, "king_pool": 0})
        for f, t, a, _ in pay:
            net[f] -= a
            net[t] += a
        for p in pools:
            pools[p] += net[p]
        assert sum(net.values()) == 0
        self.pay = pay
        self.net = net
        return pay, pools, net


def party_list(n):
    return list(range(n)) + ["pagat_pool", "king_pool"]


def build_session(name, n, ndeals, seed, description, specials=None, rules=None, faults=None):
    """specials: {deal index: dict(kwargs for Deal / a constructor)}.
    faults: list of dicts: {deal, kind, party, delta} applied to the sheet."""
    rng = random.Random(seed)
    specials = specials or {}
    faults = faults or []
    pools = {"pagat_pool": 0, "king_pool": 0}
    totals = {p: 0 for p in party_list(n)}
    wtotals = dict(totals)  # as written on the sheet
    deals_json = []
    figures = []
    dealer = 0
    for k in range(ndeals):
        spec = specials.get(k, {})
        for attempt in range(2000):
            sub = random.Random(rng.random())
            kw = dict(spec)
            make = kw.pop("make", None)
            want = kw.pop("want", None)
            if make:
                kw.update(make(n, dealer, sub))
            try:
                d = Deal(n, dealer, sub, **kw).play()
                pay, newpools, net = d.settle(pools)
            except ValueError:
                continue
            if want and not want(d):
                continue
            if kw.get("revoke") is not None and d.revoked is None:
                continue
            break
        else:
            raise SystemExit("no deal for %s deal %d" % (name, k))
        # foundations at the very start (15): every seat 20 to each pool
        if k == 0:
            for s in range(n):
                for p in ("pagat_pool", "king_pool"):
                    net[s] -= 20
                    net[p] += 20
                    newpools[p] += 20
        # revoke fine (rules option revoke_penalty): into each pool, game goes on
        fine_events = []
        if d.revoked:
            cls = (rules or {}).get("revoke_penalty", "irreparable")
            amt = {"small": 5, "large": 20}[cls]
            rs = d.revoked[1]
            for p in ("pagat_pool", "king_pool"):
                net[rs] -= amt
                net[p] += amt
                newpools[p] += amt
        pools = newpools
        ev = d.events
        if d.revoked:
            for fz in faults:
                if fz["deal"] == k and fz["kind"] == "penalty_event":
                    pe = {"type": "penalty", "party": d.revoked[1], "code": "revoke", "amount": fz["amount"]}
                    ev.insert(d.revoke_event + 1, pe)
                    fine_events.append(d.revoke_event + 1)
        # the sheet
        lines = {}
        for p in party_list(n):
            lines[p] = net[p]
            totals[p] += net[p]
        assert totals["pagat_pool"] == pools["pagat_pool"] and totals["king_pool"] == pools["king_pool"]
        wlines = dict(lines)
        for fz in faults:
            if fz["deal"] != k:
                continue
            if fz.get("party") == "REVOKER":
                fz["party"] = d.revoked[1]
            elif fz.get("party") == "SITTER":
                fz["party"] = d.out
            elif fz.get("party") == "WINNER":
                fz["party"] = d.last_trick[1]
            if fz.get("delta") == "zero":
                fz["delta"] = -lines[fz["party"]]
            if fz["kind"] == "line":
                wlines[fz["party"]] += fz["delta"]
            if fz["kind"] == "penalty_event":
                cls = (rules or {}).get("revoke_penalty", "irreparable")
                short = {"small": 5, "large": 20}[cls] - fz["amount"]
                wlines[d.revoked[1]] += 2 * short
                wlines["pagat_pool"] -= short
                wlines["king_pool"] -= short
        new_wtotals = {}
        for p in party_list(n):
            # the sheet runs its totals on from what it wrote
            new_wtotals[p] = wtotals[p] + wlines[p]
        for fz in faults:
            if fz["deal"] == k and fz["kind"] == "line" and fz.get("total") == "right":
                new_wtotals[fz["party"]] = wtotals[fz["party"]] + lines[fz["party"]]
            if fz["deal"] == k and fz["kind"] == "total":
                new_wtotals[fz["party"]] += fz["delta"]
        base = len(ev)
        for i, p in enumerate(party_list(n)):
            ev.append({"type": "score", "party": p, "points": wlines[p]})
        for i, p in enumerate(party_list(n)):
            ev.append({"type": "total", "party": p, "points": new_wtotals[p]})
        for fz in faults:
            if fz["deal"] == k:
                if fz["kind"] == "line":
                    idx = base + party_list(n).index(fz["party"])
                    fz["event"] = idx
                    fz["right"] = lines[fz["party"]]
                    fz["written"] = wlines[fz["party"]]
                    if fz["party"] in d.points and wlines[fz["party"]] == d.points[fz["party"]]:
                        raise SystemExit("planted line equals card points")
                elif fz["kind"] == "total":
                    idx = base + len(party_list(n)) + party_list(n).index(fz["party"])
                    fz["event"] = idx
                    fz["right"] = wtotals[fz["party"]] + wlines[fz["party"]]
                    fz["written"] = new_wtotals[fz["party"]]
                elif fz["kind"] == "penalty_event":
                    fz["event"] = fine_events[0]
                    fz["revoke_event"] = d.revoke_event
        wtotals = new_wtotals
        hands = [d.dealt[s] if s in d.active else [] for s in range(n)]
        deals_json.append({"dealer": dealer, "hands": hands, "events": ev})
        figures.append(
            {
                "deal": k,
                "dealer": dealer,
                "out": d.out,
                "outcome": d.outcome,
                "tricks": {str(s): d.tricks[s] for s in d.active},
                "points": {str(s): d.points[s] for s in d.active},
                "card_points_pay": {str(s): v for s, v in d.cp.items()},
                "decl": {str(s): [(i, a) for i, a in v] for s, v in d.decl.items() if v},
                "lines": {str(p): lines[p] for p in party_list(n)},
                "totals": {str(p): totals[p] for p in party_list(n)},
                "revoke": (d.revoked[:3] + (d.revoke_event,)) if d.revoked else None,
                "last_trick": d.last_trick[0],
                "pay": [p for p in d.pay if p[3] != "deal_fee"],
            }
        )
        dealer = (dealer + 1) % n
    tr = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": NAMES3 if n == 3 else NAMES4,
        "meta": {"round": "danish-long-sheet", "description": description},
        "deals": deals_json,
    }
    with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as fh:
        json.dump(tr, fh, ensure_ascii=False, indent=1)
    return figures, faults


# ---------------------------------------------------------------- special deals


def make_tout(n, dealer, rng):
    out = (dealer + 2) % n if n == 4 else None
    order = [(dealer + i) % n for i in range(n) if (dealer + i) % n != out]
    T = order[1]  # leads the first trick
    mine = ["T%d" % i for i in range(3, 22)] + ["KH", "QH", "NH", "JH", "KS", "QS"]
    rest = [c for c in deck() if c not in mine]
    rng.shuffle(rest)
    hands = {T: mine}
    pos = 0
    for s in order:
        if s == T:
            continue
        k = 28 if s == dealer else 25
        hands[s] = rest[pos : pos + k]
        pos += k
    strategies = {s: "dump" for s in order if s != T}
    strategies[T] = "high"
    return {"hands": hands, "strategies": strategies}


def make_nolo(n, dealer, rng):
    out = (dealer + 2) % n if n == 4 else None
    order = [(dealer + i) % n for i in range(n) if (dealer + i) % n != out]
    N = order[2]
    low = [str(i) + s for s in "SC" for i in range(1, 8)] + [str(i) + s for s in "HD" for i in range(5, 11)]
    rng.shuffle(low)
    mine = low[:25]
    rest = [c for c in deck() if c not in mine]
    rng.shuffle(rest)
    hands = {N: mine}
    pos = 0
    for s in order:
        if s == N:
            continue
        k = 28 if s == dealer else 25
        hands[s] = rest[pos : pos + k]
        pos += k
    strategies = {s: "high" for s in order}
    strategies[N] = "low"
    return {"hands": hands, "strategies": strategies}


def keepers_factory(n, dealer, rng):
    d = deck()
    rng.shuffle(d)
    out = (dealer + 2) % n if n == 4 else None
    order = [(dealer + i) % n for i in range(n) if (dealer + i) % n != out]
    hands = {}
    pos = 0
    for s in order:
        k = 28 if s == dealer else 25
        hands[s] = d[pos : pos + k]
        pos += k
    keep = {}
    for s in order:
        cand = [c for c in hands[s] if is_king(c) or c == "T1"]
        if cand:
            keep[s] = rng.choice(cand)
    return {"hands": hands, "keep": keep}


def clean_revoke(d):
    """The revoked trick holds no king and no Pagat (no payment rests on the revoking card)."""
    return d.revoked is not None and not any(is_king(c) or c == "T1" for _, c in d.trick_cards[d.revoked[0]])


def want(*outs):
    def f(d):
        return all(o in d.outcome for o in outs)

    return f


def want_plain(d):
    return not any(o in d.outcome for o in ("tout", "nolo"))


# ---------------------------------------------------------------- the corpus


def main():
    report = []

    def run(name, n, nd, seed, desc, specials=None, rules=None, faults=None):
        figs, fz = build_session(name, n, nd, seed, desc, specials, rules, faults)
        report.append((name, n, nd, rules, figs, fz, desc))

    K = {"make": keepers_factory}
    run(
        "01-clean-3p-10-kingultimo",
        3,
        10,
        11,
        "Clean 3-player sheet, 10 deals; deal 6 a king ultimo (king pool taken and refilled).",
        {6: dict(K, want=want("king_ultimo", "refill_king_pool"))},
    )
    run(
        "02-clean-4p-9-tout",
        4,
        9,
        12,
        "Clean 4-player sheet, 9 deals; deal 7 a Tout (both pools taken, refilled by all four).",
        {7: {"make": make_tout, "want": want("tout")}},
    )
    run(
        "03-clean-3p-11-nolo",
        3,
        11,
        13,
        "Clean 3-player sheet, 11 deals; deal 8 a Nolo (no last-trick prize, no card points).",
        {8: {"make": make_nolo, "want": want("nolo")}},
    )
    run(
        "04-clean-4p-12-ultimo-przydupek",
        4,
        12,
        14,
        "Clean 4-player sheet, 12 deals; deal 9 an ultimo and a przydupek in the same last trick.",
        {
            9: dict(
                K,
                want=lambda d: (
                    any("ultimo" in o for o in d.outcome) and any("przydupek" in o for o in d.outcome)
                ),
            )
        },
    )
    run(
        "05-clean-3p-12-pagatultimo",
        3,
        12,
        15,
        "Clean 3-player sheet, 12 deals; deal 10 a pagat ultimo (pagat pool taken, refilled).",
        {10: dict(K, want=want("pagat_ultimo"))},
    )
    run("06-clean-3p-14", 3, 14, 16, "Clean 3-player sheet, 14 deals.")
    run(
        "07-clean-4p-14",
        4,
        14,
        17,
        "Clean 4-player sheet, 14 deals; deal 11 a king przydupek (pool doubled).",
        {11: dict(K, want=lambda d: "king_przydupek" in d.outcome and "king_ultimo" not in d.outcome)},
    )
    # ------------------------------------------------------------ faults
    run(
        "08-line-total-3p-11",
        3,
        11,
        21,
        "3 players, 11 deals: deal 9 seat 1's line written 10 too high (its total runs on from it) "
        "and seat 2's total written 5 too low.",
        faults=[
            {"deal": 9, "kind": "line", "party": 1, "delta": 10},
            {"deal": 9, "kind": "total", "party": 2, "delta": -5},
        ],
    )
    run(
        "09-line-total-4p-12",
        4,
        12,
        22,
        "4 players, 12 deals: deal 10 the king pool's line written 5 too low with its total "
        "the right sum, and seat 3's total written 20 too high.",
        faults=[
            {"deal": 10, "kind": "line", "party": "king_pool", "delta": -5, "total": "right"},
            {"deal": 10, "kind": "total", "party": 3, "delta": 20},
        ],
    )
    run(
        "10-revoke-fine-line-3p-12",
        3,
        12,
        23,
        "3 players, revoke_penalty large, 12 deals: deal 9 a revoke; the revoker's line carries "
        "only one pool's fine (20, not 40) while the pools' lines take 20 each.",
        {9: {"revoke": 6, "want": clean_revoke}},
        rules={"revoke_penalty": "large"},
        faults=[{"deal": 9, "kind": "line", "party": "REVOKER", "delta": 20}],
    )
    run(
        "11-revoke-fine-event-4p-10",
        4,
        10,
        24,
        "4 players, revoke_penalty large, 10 deals: deal 8 a revoke; the table fines it 5 to each "
        "pool (a small penalty) and the sheet's lines follow that fine.",
        {8: {"revoke": 5, "want": clean_revoke}},
        rules={"revoke_penalty": "large"},
        faults=[{"deal": 8, "kind": "penalty_event", "amount": 5}],
    )
    run(
        "12-poolline-carried-3p-13",
        3,
        13,
        25,
        "3 players, 13 deals: deal 10 a pagat ultimo deal whose pagat pool line is written 15 too "
        "high and carried into the pool's total (later totals run on from it); deal 11 seat 0's "
        "line written 5 too low.",
        {10: dict(K, want=want("pagat_ultimo"))},
        faults=[
            {"deal": 10, "kind": "line", "party": "pagat_pool", "delta": 15},
            {"deal": 11, "kind": "line", "party": 0, "delta": -5},
        ],
    )
    run(
        "13-seat-total-slip-4p-10",
        4,
        10,
        26,
        "4 players, 10 deals: deal 7 seat 1's total written 10 too low, the next deals' totals run "
        "on from it; deal 8 the sitter's line in a refill deal left at 0.",
        {8: dict(K, want=lambda d: any(o.startswith("refill") for o in d.outcome))},
        faults=[
            {"deal": 7, "kind": "total", "party": 1, "delta": -10},
            {"deal": 8, "kind": "line", "party": "SITTER", "delta": "zero"},
        ],
    )
    run(
        "14-ultimo-line-3p-12",
        3,
        12,
        27,
        "3 players, 12 deals: deal 10 a king ultimo whose winner's line takes the pool's content "
        "written 5 short, its total run on from it; deal 11 the king pool's "
        "total written 5 too high.",
        {10: dict(K, want=lambda d: "king_ultimo" in d.outcome and "king_przydupek" not in d.outcome)},
        faults=[
            {"deal": 10, "kind": "line", "party": "WINNER", "delta": -5},
            {"deal": 11, "kind": "total", "party": "king_pool", "delta": 5},
        ],
    )
    return report


def write_figures(report):
    out = []
    for name, n, nd, rules, figs, fz, desc in report:
        out.append("## %s (%d players, %d deals, rules %s)" % (name, n, nd, rules or {}))
        out.append(desc)
        for f in fz:
            out.append("  FAULT " + json.dumps(f, ensure_ascii=False))
        for g in figs:
            out.append(
                "  deal %d dealer %s out %s outcome %s tricks %s points %s cp %s"
                % (
                    g["deal"],
                    g["dealer"],
                    g["out"],
                    g["outcome"],
                    g["tricks"],
                    g["points"],
                    g["card_points_pay"],
                )
            )
            if g["decl"]:
                out.append("    declarations %s" % json.dumps(g["decl"]))
            if g["revoke"]:
                out.append("    revoke (trick, seat, card, event) %s" % (g["revoke"],))
            if g["outcome"] != ["last_trick"] or g["revoke"]:
                out.append("    last trick %s" % (g["last_trick"],))
                out.append("    payments (deal fee aside) %s" % (g["pay"],))
            out.append("    lines  %s" % g["lines"])
            out.append("    totals %s" % g["totals"])
        out.append("")
    with open(os.path.join(HERE, "_figures.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(out) + "\n")


if __name__ == "__main__":
    write_figures(main())
