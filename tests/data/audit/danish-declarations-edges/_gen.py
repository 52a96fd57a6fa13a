"""Blind generator for the danish-declarations-edges audit round.

Written from the Polish source alone (seeds/000_*.txt, §1-§18). Does not import validator.
Run: python _gen.py  (writes the NN-*.json files next to this script).
Every score and payment is computed here from the source text:
  §14 declarations, §15 payments (declarations, in-play kings/Pagat, last trick, card points),
  §13 skat, §18 penalties.
"""

from __future__ import annotations

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20261205

SUITS = ["H", "D", "S", "C"]
COURTS = ["K", "Q", "N", "J"]
RED_ORDER = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
TRUMPS = [f"T{i}" for i in range(1, 22)]
JOKER = "JOKER"
DECK = [r + s for s in SUITS for r in (RED_ORDER if s in "HD" else BLACK_ORDER)] + TRUMPS + [JOKER]
assert len(DECK) == 78
PIPS = [c for c in DECK if c[-1] in SUITS and c[:-1] not in COURTS]
KINGS = ["K" + s for s in SUITS]


def suit_of(card):
    if card == JOKER:
        return None
    if card.startswith("T"):
        return "T"
    return card[-1]


def rank_of(card):
    return card[:-1]


def strength(card, led):
    """Higher wins. Trumps beat everything; else only the led suit counts."""
    if card == JOKER:
        return -1
    if card.startswith("T"):
        return 100 + int(card[1:])
    if suit_of(card) != led:
        return -1
    order = RED_ORDER if led in "HD" else BLACK_ORDER
    return 50 - order.index(rank_of(card))


def card_value(card):
    # §15: Pagat, Mondo, Joker and kings = 4; queens 3; knights 2; jacks 1
    if card in ("T1", "T21", JOKER):
        return 4
    if card.startswith("T"):
        return 0
    return {"K": 4, "Q": 3, "N": 2, "J": 1}.get(rank_of(card), 0)


# ---------------------------------------------------------------- declarations (§14, §15)


def declarations(hand):
    """Every declaration a hand holds, with the card set each uses and its price (§14/§15)."""
    h = set(hand)
    joker = JOKER in h
    out = []
    trumps = [c for c in hand if c.startswith("T")]
    n = len(trumps) + (1 if joker else 0)  # "Dla tej zasady Joker liczy się jako triumf"
    if n >= 10:
        cards = set(trumps) | ({JOKER} if joker else set())
        out.append(({"kind": "trumps", "count": n, "pagat": "T1" in h}, 5 * (n - 8), cards))
    if joker and "T21" in h and "T1" in h:
        count, k, cards = 3, 20, {JOKER, "T21", "T1"}
        while f"T{k}" in h:
            cards.add(f"T{k}")
            count += 1
            k -= 1
        out.append(({"kind": "matadors", "count": count}, 5 * (count - 1), cards))
    for s in SUITS:
        have = [r for r in COURTS if r + s in h]
        cards = {r + s for r in have}
        if len(have) == 4 and joker:
            out.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15, cards | {JOKER}))
        elif len(have) == 4:
            out.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10, cards))
        elif len(have) == 3 and joker:
            miss = [r for r in COURTS if r not in have][0]
            out.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5, cards | {JOKER}))
    have = [k for k in KINGS if k in h]
    if len(have) == 4 and joker:
        out.append(({"kind": "kings", "form": "rich"}, 15, set(have) | {JOKER}))
    elif len(have) == 4:
        out.append(({"kind": "kings", "form": "full"}, 10, set(have)))
    elif len(have) == 3 and joker:
        miss = [k for k in KINGS if k not in have][0][-1]
        out.append(({"kind": "kings", "form": "half", "missing": miss}, 5, set(have) | {JOKER}))
    return out


def price(item):
    k = item["kind"]
    if k == "trumps":
        return 5 * (item["count"] - 8) if item["count"] >= 10 else 0
    if k == "matadors":
        return 5 * (item["count"] - 1) if item["count"] >= 3 else 0
    return {"rich": 15, "full": 10, "half": 5}[item["form"]]


# ---------------------------------------------------------------- a session


class Session:
    def __init__(self, n_players, seed):
        self.n = n_players
        self.rng = random.Random(seed)
        self.pools = {"pagat_pool": 0, "king_pool": 0}
        self.net = [0] * n_players
        self.deals = []
        self.started = False

    # -- helpers
    def active(self, dealer):
        """Active seats in order of play starting with the dealer (§2: 4th opposite the dealer)."""
        if self.n == 3:
            return [dealer, (dealer + 1) % 3, (dealer + 2) % 3]
        return [dealer, (dealer + 1) % 4, (dealer + 3) % 4]

    def sitter(self, dealer):
        return None if self.n == 3 else (dealer + 2) % 4

    def pay(self, ev, frm, to, amount, reason):
        ev.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        self._move(frm, to, amount)

    def _move(self, frm, to, amount):
        if isinstance(frm, int):
            self.net[frm] -= amount
        else:
            self.pools[frm] -= amount
        if isinstance(to, int):
            self.net[to] += amount
        else:
            self.pools[to] += amount

    def make_hands(self, dealer, fixed, pips_only=(), no_trumps=(), no_joker=()):
        """fixed: seat -> cards. pips_only: seats filled only with pip cards.
        no_trumps: seats filled with no trump and no Joker. no_joker: filled without the Joker."""
        act = self.active(dealer)
        size = {s: (28 if s == dealer else 25) for s in act}
        hands = {s: list(fixed.get(s, [])) for s in act}
        used = {c for cs in hands.values() for c in cs}
        assert len(used) == sum(len(v) for v in hands.values())
        rest = [c for c in DECK if c not in used]
        self.rng.shuffle(rest)
        order = sorted(act, key=lambda s: (s not in pips_only, s not in no_trumps, s not in no_joker))
        for s in order:
            self.rng.shuffle(rest)
            need = size[s] - len(hands[s])
            for c in list(rest):
                if need == 0:
                    break
                if s in pips_only and c not in PIPS:
                    continue
                if s in no_trumps and (c.startswith("T") or c == JOKER):
                    continue
                if s in no_joker and c == JOKER:
                    continue
                hands[s].append(c)
                rest.remove(c)
                need -= 1
            assert need == 0, (s, need)
        assert not rest
        out = []
        for s in range(self.n):
            out.append(sorted(hands[s], key=DECK.index) if s in hands else [])
        return out

    # -- one deal
    def deal(self, dealer, hands, *, plan=None):
        """plan: dict of fault/edge options for this deal. Returns the deal dict."""
        plan = plan or {}
        rng = self.rng
        act = self.active(dealer)
        ev = []
        if not self.started:
            # §15 Fundamenty: every player (the 4th too) pays 20 to both pools
            for pool in ("pagat_pool", "king_pool"):
                for s in range(self.n):
                    self.pay(ev, s, pool, 20, "foundation")
            self.started = True
        # §15 Rozdanie: the dealer pays 5 to each pool
        self.pay(ev, dealer, "pagat_pool", 5, "deal_fee")
        self.pay(ev, dealer, "king_pool", 5, "deal_fee")
        cur = {s: list(hands[s]) for s in act}
        # §13 skat
        full = cur[dealer]
        pre_decl = declarations(full)
        decl_cards = set().union(*[d[2] for d in pre_decl]) if pre_decl else set()
        if "discard" in plan:
            skat = plan["discard"]
        else:
            cands = [
                c
                for c in full
                if c not in decl_cards and not c.startswith("T") and c != JOKER and c not in KINGS
            ]
            pipc = [c for c in cands if c in PIPS]
            pool = pipc if len(pipc) >= 3 else cands
            skat = rng.sample(pool, 3)
        disc = {"type": "discard", "seat": dealer, "cards": skat}
        if plan.get("shown"):
            disc["shown"] = True
        ev.append(disc)
        marks = {"discard": len(ev) - 1}
        for c in skat:
            cur[dealer].remove(c)
        # §14 declarations, from the dealer in rotation
        decl_of = {}
        for s in act:
            if s == dealer and plan.get("shown"):
                decl_of[s] = pre_decl  # §13: paid for what he held before the discard
            else:
                decl_of[s] = declarations(cur[s])
        order = list(act)
        if "declare_order" in plan:
            order = plan["declare_order"]
        said = plan.get("said", {})  # seat -> items actually declared (fault)
        for s in order:
            items = said.get(s, [d[0] for d in decl_of[s]])
            ev.append({"type": "declare", "seat": s, "items": items})
            marks[f"declare{s}"] = len(ev) - 1
            # every other active player pays for each declaration (§15 Deklaracja)
            for it in items:
                amt = price(it)
                for p in act:
                    if p == s:
                        continue
                    a = plan.get("pay_override", {}).get((s, p, it["kind"]), amt)
                    if a is None:
                        continue  # left out on purpose
                    self.pay(ev, p, s, a, "declaration")
            for extra in plan.get("extra_decl_pay", {}).get(s, []):
                frm, amount = extra
                self.pay(ev, frm, s, amount, "declaration")
            if plan.get("out_of_turn_fine") == s:
                self.pay(ev, s, "pagat_pool", 20, "penalty")
                self.pay(ev, s, "king_pool", 20, "penalty")
        # corrections before the first trick (§18 superficial)
        for s, items in plan.get("correct", {}).items():
            old = said[s]
            ev.append(
                {"type": "declare", "seat": s, "items": items, "note": "correction before the first trick"}
            )
            marks[f"correct{s}"] = len(ev) - 1
            diff = sum(price(i) for i in items) - sum(price(i) for i in old)
            for p in act:
                if p == s:
                    continue
                if diff > 0:
                    self.pay(ev, p, s, diff, "declaration")
                elif diff < 0:
                    self.pay(ev, s, p, -diff, "declaration")
        # illegal skat found once the dealer's right-hand player has declared: irreparable
        if plan.get("void_after_declarations"):
            off = plan["void_after_declarations"]
            self.pay(ev, off, "pagat_pool", 40, "penalty")
            self.pay(ev, off, "king_pool", 40, "penalty")
            return self._finish(dealer, hands, ev, marks, void=True, skat=skat)
        # play
        result = self.play(dealer, cur, ev, skat, plan)
        if result == "void":
            return self._finish(dealer, hands, ev, marks, void=True, skat=skat)
        return self._finish(dealer, hands, ev, marks, void=False, skat=skat)

    def _finish(self, dealer, hands, ev, marks, void, skat):
        d = {"dealer": dealer, "hands": hands, "events": ev}
        self.deals.append(d)
        d["_marks"] = marks
        d["_void"] = void
        return d

    def legal(self, hand, led, trick_no):
        opts = [c for c in hand if c != JOKER]
        if led is not None:
            same = [c for c in opts if suit_of(c) == led]
            if same:
                opts = same
            else:
                tr = [c for c in opts if c.startswith("T")]
                if tr:
                    opts = tr
        if JOKER in hand and trick_no != 23 and led is not None:
            opts = opts + [JOKER]  # §12: any time, never in the second-last trick
        if not opts:
            opts = [JOKER]
        return opts

    def choose(self, hand, led, trick_no):
        opts = self.legal(hand, led, trick_no)
        if JOKER in opts and trick_no <= 21:
            return JOKER  # play the Joker early, as a follower
        if trick_no < 22:
            ult = [c for c in opts if c in KINGS or c == "T1"]
            if ult and self.rng.random() < 0.8:
                return self.rng.choice(ult)
        return self.rng.choice(opts)

    def play(self, dealer, cur, ev, skat, plan):
        act = self.active(dealer)
        nxt = {act[i]: act[(i + 1) % 3] for i in range(3)}
        leader = nxt[dealer]  # §10 the player right of the dealer leads
        piles = {s: [] for s in act}
        piles[dealer] += skat  # §15 Skat = 1 point (the dealer's)
        tricks = {s: 0 for s in act}
        joker_by = None
        stop_after = plan.get("stop_after_trick")
        inplay = []  # (trick, kind) for checks
        for t in range(25):
            order = [leader, nxt[leader], nxt[nxt[leader]]]
            cards = {}
            led = None
            for s in order:
                c = self.choose(cur[s], led, t)
                if led is None:
                    assert c != JOKER, "Joker led"
                    led = suit_of(c)
                cur[s].remove(c)
                cards[s] = c
                ev.append({"type": "play", "seat": s, "card": c})
            win = max(order, key=lambda s: strength(cards[s], led))
            tricks[win] += 1
            last = t == 24
            for s, c in cards.items():
                if c == JOKER and not last:
                    piles[s].append(c)
                    joker_by = s
                else:
                    piles[win].append(c)
            if not last:
                # §15 during play, not in the last trick
                for s, c in cards.items():
                    if c in KINGS and s != win:
                        for p in act:
                            if p != s:
                                self.pay(ev, s, p, 5, "king_lost")
                        self.pay(ev, s, "king_pool", 5, "king_lost")
                        inplay.append((t, "king_lost"))
                    if c == "T1" and s != win:
                        for p in act:
                            if p != s:
                                self.pay(ev, s, p, 5, "pagat_lost")
                        self.pay(ev, s, "pagat_pool", 5, "pagat_lost")
                        inplay.append((t, "pagat_lost"))
                if cards[win] == "T1":
                    for p in act:
                        if p != win:
                            self.pay(ev, p, win, 5, "pagat_trick")
                    inplay.append((t, "pagat_trick"))
            else:
                self.last_cards = dict(cards)
            if stop_after is not None and t == stop_after:
                assert not inplay, f"in-play payment before the discovery: {inplay}"
                off = plan["offender"]
                ev[-1]["note"] = plan.get("found_note", "false declaration found")
                self.pay(ev, off, "pagat_pool", 40, "penalty")
                self.pay(ev, off, "king_pool", 40, "penalty")
                for p, amt in plan.get("refund", []):
                    self.pay(ev, off, p, amt, "declaration")
                return "void"
            leader = win
        assert joker_by is not None or all(JOKER not in h for h in cur.values())
        # §15 after the last trick
        assert all(v > 0 for v in tricks.values()), f"nolo {tricks}"
        assert max(tricks.values()) < 25
        lc = self.last_cards
        assert not any(c in KINGS or c == "T1" for c in lc.values()), f"ultimo card in last trick {lc}"
        for p in act:
            if p != win:
                self.pay(ev, p, win, 20, "last_trick")
        # card points: two readings of §15 must agree (see EXPECTED.md)
        pts_a = {s: sum(card_value(c) for c in piles[s]) + len(piles[s]) / 3 for s in act}
        pts_b = {s: sum(card_value(c) for c in piles[s]) + tricks[s] + (1 if s == dealer else 0) for s in act}
        assert abs(sum(pts_b.values()) - 78) < 1e-9 and abs(sum(pts_a.values()) - 78) < 1e-9

        def due(p):
            """Signed chips a seat gets from the new dealer: the difference from 26 to the nearest 5."""
            d = p - 26
            q = abs(d) / 5
            assert abs(q - int(q) - 0.5) > 1e-9, "half-way"
            a = 5 * int(q + 0.5)
            return a if d > 0 else -a

        newd = (dealer + 1) % self.n
        for s in act:
            if s == newd:
                continue
            assert due(pts_a[s]) == due(pts_b[s]), ("readings differ", pts_a, pts_b)
            a = due(pts_b[s])
            if a < 0:
                self.pay(ev, s, newd, -a, "card_points")
            elif a > 0:
                self.pay(ev, newd, s, a, "card_points")
        self.card_points = pts_b
        return "played"


def write(name, desc, n, deals_spec, rules=None, players=None, tries=200):
    """deals_spec: list of callables (session) -> deal; retried with a fresh seed on assertion."""
    for k in range(tries):
        sess = Session(n, SEED + 1000 * k + sum(map(ord, name)))
        try:
            for spec in deals_spec:
                spec(sess)
        except (AssertionError, ValueError):
            continue
        break
    else:
        raise RuntimeError(name)
    marks = []
    for d in sess.deals:
        marks.append(d.pop("_marks"))
        d.pop("_void")
    names = players or (["Ada", "Borys", "Cela"] if n == 3 else ["Ada", "Borys", "Cela", "Dawid"])
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": rules or {},
        "players": names,
        "meta": {"audit": "danish-declarations-edges", "description": desc},
        "deals": sess.deals,
    }
    with open(os.path.join(HERE, name), "w") as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write("\n")
    print(name, "try", k, "marks", marks, "pools", sess.pools, "net", sess.net)
    return sess, marks


def T(*nums):
    return [f"T{i}" for i in nums]


def normal(dealer, fixed=None, **kw):
    def f(sess):
        hands = sess.make_hands(dealer, fixed or {}, **kw.get("fill", {}))
        return sess.deal(dealer, hands, plan=kw.get("plan"))

    return f


def declared(sess, deal_index, seat):
    d = sess.deals[deal_index]
    return [e["items"] for e in d["events"] if e["type"] == "declare" and e["seat"] == seat]


# ---------------------------------------------------------------- the files


def build():
    # 01 trumps counts with and without the Pagat and the Joker
    def d01_0(s):
        h = s.make_hands(
            0, {1: T(*range(2, 11)) + [JOKER], 2: T(*range(11, 20))}, pips_only=(1,), no_trumps=(2,)
        )
        assert declarations(h[1])[0][0] == {"kind": "trumps", "count": 10, "pagat": False}
        assert not any(d[0]["kind"] == "trumps" for d in declarations(h[2]))
        return s.deal(0, h)

    def d01_1(s):
        h = s.make_hands(
            1, {2: T(*range(1, 11)), 0: [JOKER] + T(*range(11, 21))}, pips_only=(0,), no_trumps=(2,)
        )
        return s.deal(1, h)

    def d01_2(s):
        h = s.make_hands(
            2,
            {2: T(*range(1, 12)) + [JOKER], 0: T(*range(13, 22)), 1: T(12)},
            pips_only=(2,),
            no_trumps=(0, 1),
        )
        return s.deal(2, h)

    write(
        "01-trumps-counts-3p.json",
        "Trumps declarations: 9 trumps + Joker = 10 without Pagat; 9 trumps alone = pass; 10 with Pagat; "
        "Joker + 10 = 11 without Pagat; the dealer's 11 + Joker = 12 with Pagat. Clean, every payment recorded.",
        3,
        [d01_0, d01_1, d01_2],
    )

    # 02 matadors of every length
    def d02_0(s):
        h = s.make_hands(0, {2: [JOKER, "T21", "T1", "T19", "T18"]}, pips_only=(2,))
        assert {"kind": "matadors", "count": 3} in [d[0] for d in declarations(h[2])]
        return s.deal(0, h)

    def d02_1(s):
        h = s.make_hands(1, {1: [JOKER, "T21", "T20", "T1"]}, pips_only=(1,))
        return s.deal(1, h)

    def d02_2(s):
        h = s.make_hands(
            2, {0: [JOKER, "T1"] + T(*range(15, 22)), 1: T(*range(2, 11))}, pips_only=(0,), no_trumps=(1,)
        )
        m = [d[0] for d in declarations(h[0])]
        assert m == [{"kind": "matadors", "count": 9}], m
        return s.deal(2, h)

    write(
        "02-matadors-lengths-3p.json",
        "Matadors: 3 (gap at T20), 4 (gap at T19), 9 (T21..T15, Pagat, Joker; 9 trumps with the Joker, "
        "no trumps declaration); a 9-trump hand without Joker passes. Clean.",
        3,
        [d02_0, d02_1, d02_2],
    )

    # 03 matadors declared without the Pagat, found later (4 players)
    def d03_0(s):
        h = s.make_hands(0, {3: [JOKER, "T21", "T20", "T19"], 1: ["T1"]}, pips_only=(3,))
        assert declarations(h[3]) == []
        plan = {
            "said": {3: [{"kind": "matadors", "count": 4}]},
            "stop_after_trick": 0,
            "offender": 3,
            "refund": [(0, 15), (1, 15)],
        }
        return s.deal(0, h, plan=plan)

    def d03_1(s):
        h = s.make_hands(1, {2: [JOKER, "T21", "T1"]}, pips_only=(2,), no_joker=(0, 1))
        return s.deal(1, h)

    write(
        "03-matadors-without-pagat-4p.json",
        "4 players. Deal 0: seat 3 holds Joker, T21, T20, T19 but not the Pagat and declares 4 matadors, "
        "paid 15 by each active player; found after the first trick: irreparable, 40 to each pool, "
        "the 15s handed back, deal void. Deal 1 (new dealer 1, seat 3 sits out): 3 matadors, clean.",
        4,
        [d03_0, d03_1],
    )

    # 04 cavalry forms
    def d04_0(s):
        h = s.make_hands(
            0,
            {1: ["KH", "QH", "NH", "JH"], 2: [JOKER, "KS", "QS", "NS", "JS", "QC", "NC", "JC"]},
            pips_only=(2,),
        )
        assert [d[0] for d in declarations(h[2])] == [
            {"kind": "cavalry", "suit": "S", "form": "rich"},
            {"kind": "cavalry", "suit": "C", "form": "half", "missing": "K"},
        ]
        return s.deal(0, h)

    def d04_1(s):
        h = s.make_hands(
            1,
            {1: [JOKER, "KD", "QD", "JD"], 2: ["QS", "NS", "JS"], 0: ["KC", "QC", "NC", "JC", "KS"]},
            pips_only=(1,),
        )
        assert [d[0] for d in declarations(h[1])] == [
            {"kind": "cavalry", "suit": "D", "form": "half", "missing": "N"}
        ]
        return s.deal(1, h)

    write(
        "04-cavalry-forms-3p.json",
        "Cavalry: full hearts; rich spades and half clubs (missing K) sharing the Joker; half diamonds "
        "missing N held by the dealer; three spade courts without the Joker pass. Clean.",
        3,
        [d04_0, d04_1],
    )

    # 05 kings forms
    def d05_0(s):
        h = s.make_hands(0, {1: list(KINGS)}, pips_only=(1,), no_joker=(1,))
        return s.deal(0, h)

    def d05_1(s):
        h = s.make_hands(1, {0: list(KINGS) + [JOKER]}, pips_only=(0,))
        return s.deal(1, h)

    def d05_2(s):
        h = s.make_hands(2, {2: ["KH", "KD", "KC", JOKER], 0: ["KS"]}, pips_only=(2,))
        return s.deal(2, h)

    write(
        "05-kings-forms-3p.json",
        "Kings: full (deal 0), rich (deal 1), half missing spades held by the dealer (deal 2). Clean.",
        3,
        [d05_0, d05_1, d05_2],
    )

    # 06 one card in several declarations (4 players)
    def d06_0(s):
        fixed = {
            1: [JOKER]
            + T(1, 2, 3, 4, 5, 6, 7, 19, 20, 21)
            + ["KH", "QH", "NH", "JH", "KS", "QS", "NS", "KD", "KC"]
        }
        h = s.make_hands(0, fixed, pips_only=(1,))
        got = [d[0] for d in declarations(h[1])]
        assert got == [
            {"kind": "trumps", "count": 11, "pagat": True},
            {"kind": "matadors", "count": 5},
            {"kind": "cavalry", "suit": "H", "form": "rich"},
            {"kind": "cavalry", "suit": "S", "form": "half", "missing": "J"},
            {"kind": "kings", "form": "rich"},
        ], got
        return s.deal(0, h)

    def d06_1(s):
        h = s.make_hands(
            1,
            {1: list(KINGS) + ["QD", "ND", "JD"], 2: [JOKER, "QC", "NC", "JC"]},
            pips_only=(2,),
            no_joker=(1,),
        )
        return s.deal(1, h)

    write(
        "06-one-card-many-4p.json",
        "4 players. Deal 0: seat 1's Joker is in five declarations (11 trumps with Pagat, 5 matadors, rich "
        "hearts, half spades missing J, rich kings), KH and KS in two each; each paid separately by the two "
        "other active players, not by the sitter. Deal 1: the dealer's KD in full kings and full diamonds; "
        "half clubs missing K. Clean.",
        4,
        [d06_0, d06_1],
    )

    # 07 dealer forced to lay away declaration cards
    def d07_1(s):
        courts = [r + x for x in SUITS for r in COURTS]
        h = s.make_hands(1, {1: T(*range(1, 12)) + courts + ["5C"]}, no_joker=(1,))
        pre = [d[0] for d in declarations(h[1])]
        assert pre == [
            {"kind": "trumps", "count": 11, "pagat": True},
            {"kind": "cavalry", "suit": "H", "form": "full"},
            {"kind": "cavalry", "suit": "D", "form": "full"},
            {"kind": "cavalry", "suit": "S", "form": "full"},
            {"kind": "cavalry", "suit": "C", "form": "full"},
            {"kind": "kings", "form": "full"},
        ], pre
        return s.deal(1, h, plan={"discard": ["5C", "JH", "JD"], "shown": True})

    write(
        "07-forced-skat-discard-3p.json",
        "Deal 1: the dealer holds T1-T11, all 16 court cards and 5C; only 5C may go, so he lays away 5C, JH, JD, "
        "says so (shown) and is paid for every declaration held before the discard (trumps 11, four full "
        "cavalries, full kings: 65 from each). Clean.",
        3,
        [normal(0), d07_1, normal(2)],
    )

    # 08 avoidable discard of a declaration card
    def d08_1(s):
        h = s.make_hands(
            1,
            {1: ["KH", "QH", "NH", "JH"] + T(*range(2, 10))},
            pips_only=(1,),
        )
        others = [declarations(h[x]) for x in (0, 2)]
        assert others == [[], []], others
        pips = [c for c in h[1] if c in PIPS]
        plan = {"discard": ["QH", pips[0], pips[1]], "void_after_declarations": 1}
        return s.deal(1, h, plan=plan)

    def d08_1_wrap(s):
        return d08_1(s)

    write(
        "08-avoidable-declaration-discard-3p.json",
        "Deal 1: the dealer holds a full heart cavalry and plenty of pips but lays QH away; once the player to "
        "his right has declared it cannot be corrected: irreparable, 40 to each pool, deal void, not played. "
        "Deal 2 is dealt by the next dealer.",
        3,
        [normal(0), d08_1_wrap, normal(2)],
    )

    # 09 declarations corrected before the first trick
    def d09_0(s):
        h = s.make_hands(0, {1: [JOKER] + T(*range(2, 12))}, pips_only=(1,))
        plan = {
            "said": {1: [{"kind": "trumps", "count": 10, "pagat": False}]},
            "correct": {1: [{"kind": "trumps", "count": 11, "pagat": False}]},
        }
        return s.deal(0, h, plan=plan)

    def d09_1(s):
        h = s.make_hands(1, {2: ["KS", "QS", "NS", "JS"]}, pips_only=(2,), no_joker=(2,))
        plan = {
            "said": {2: [{"kind": "cavalry", "suit": "S", "form": "rich"}]},
            "correct": {2: [{"kind": "cavalry", "suit": "S", "form": "full"}]},
        }
        return s.deal(1, h, plan=plan)

    write(
        "09-declaration-corrected-before-first-trick-3p.json",
        "Deal 0: 10 trumps + Joker declared as 10 (paid 10 each), corrected to 11 before the first trick "
        "(5 more each). Deal 1: a full spade cavalry declared rich (15 each), corrected to full before the "
        "first trick (5 back to each). §18: free. Clean.",
        3,
        [d09_0, d09_1],
    )

    # 10 false trumps count found later
    def d10_1(s):
        h = s.make_hands(1, {0: T(*range(1, 12))}, no_trumps=(0,))
        plan = {
            "said": {0: [{"kind": "trumps", "count": 12, "pagat": True}]},
            "stop_after_trick": 1,
            "offender": 0,
            "refund": [(1, 20), (2, 20)],
        }
        return s.deal(1, h, plan=plan)

    write(
        "10-false-trumps-found-later-3p.json",
        "Deal 1: seat 0 holds 11 trumps with the Pagat, no Joker, and declares 12 (paid 20 each); found after "
        "the second trick: irreparable, 40 to each pool, the 20s handed back, deal void. Deal 2 by the next dealer.",
        3,
        [normal(0), d10_1, normal(2)],
    )

    # 11 Pagat flag false
    def d11_0(s):
        h = s.make_hands(0, {2: T(*range(1, 12))}, no_trumps=(2,))
        plan = {
            "said": {2: [{"kind": "trumps", "count": 11, "pagat": False}]},
            "stop_after_trick": 0,
            "offender": 2,
            "refund": [(0, 15), (1, 15)],
        }
        return s.deal(0, h, plan=plan)

    write(
        "11-pagat-flag-false-3p.json",
        "Deal 0: seat 2 holds 11 trumps including the Pagat and declares '11 without Pagat' (paid 15 each); "
        "found after the first trick: irreparable, 40 to each pool, the 15s handed back, void. Deal 1 clean.",
        3,
        [d11_0, normal(1)],
    )

    # 12 a declaration missing altogether (4 players)
    def d12_0(s):
        h = s.make_hands(0, {3: ["KH", "KD", "KS", JOKER]}, pips_only=(3,))
        return s.deal(0, h)

    def d12_1(s):
        h = s.make_hands(1, {2: [JOKER] + T(*range(2, 11))}, pips_only=(2,))
        assert [d[0] for d in declarations(h[2])] == [{"kind": "trumps", "count": 10, "pagat": False}]
        plan = {
            "said": {2: []},
            "stop_after_trick": 0,
            "offender": 2,
            "refund": [],
            "found_note": "missing declaration found",
        }
        return s.deal(1, h, plan=plan)

    write(
        "12-missing-declaration-4p.json",
        "4 players. Deal 0: half kings (missing C), clean. Deal 1: seat 2 holds 9 trumps + Joker (= 10 trumps) and "
        "passes; found after the first trick: irreparable, 40 to each pool, nothing to hand back, void. "
        "Deal 2 by the next dealer.",
        4,
        [d12_0, d12_1, normal(2)],
    )

    # 13 declaration payments recorded wrongly
    def d13_0(s):
        h = s.make_hands(0, {1: [JOKER, "QD", "ND", "JD"]}, pips_only=(1,))
        plan = {"pay_override": {(1, 2, "cavalry"): 10}}
        return s.deal(0, h, plan=plan)

    def d13_1(s):
        h = s.make_hands(1, {2: list(KINGS) + [JOKER]}, pips_only=(2,))
        plan = {"pay_override": {(2, 0, "kings"): None}}
        return s.deal(1, h, plan=plan)

    def d13_2(s):
        h = s.make_hands(2, {0: [JOKER, "T21", "T20", "T1"]}, pips_only=(0,))
        plan = {"extra_decl_pay": {0: [(1, 15)]}}
        return s.deal(2, h, plan=plan)

    write(
        "13-declaration-payments-3p.json",
        "Deal 0: half diamonds paid 10 by seat 2 (should be 5). Deal 1: rich kings, seat 0's 15 never recorded. "
        "Deal 2: 4 matadors paid 15 by each, and seat 1 pays 15 a second time.",
        3,
        [d13_0, d13_1, d13_2],
    )

    # 14 the sitter pays a declaration (4 players)
    def d14_0(s):
        h = s.make_hands(3, {0: ["KC", "QC", "NC", "JC"]}, pips_only=(0,), no_joker=(0,))
        plan = {"extra_decl_pay": {0: [(1, 10)]}}
        return s.deal(3, h, plan=plan)

    def d14_1(s):
        h = s.make_hands(0, {3: [JOKER, "KD", "QD", "ND", "JD"]}, pips_only=(3,))
        return s.deal(0, h)

    write(
        "14-sitter-pays-declaration-4p.json",
        "4 players, dealer 3 first (seat 1 sits out). Deal 0: seat 0's full clubs paid by both active players, and "
        "also by the sitter (seat 1). Deal 1 (dealer 0, seat 2 sits out): rich diamonds, clean.",
        4,
        [d14_0, d14_1],
    )

    # 15 declaring before the dealer
    def d15_1(s):
        h = s.make_hands(1, {2: ["KH", "QH", "NH", JOKER]}, pips_only=(2,))
        plan = {"declare_order": [2, 1, 0], "out_of_turn_fine": 2}
        return s.deal(1, h, plan=plan)

    write(
        "15-declaration-before-dealer-3p.json",
        "Deal 1: seat 2 (half hearts, missing J) declares before the dealer (seat 1): large, 20 to each pool, "
        "play goes on; the declaration is still paid. Deals 0 and 2 clean.",
        3,
        [normal(0), d15_1, normal(2)],
    )


if __name__ == "__main__":
    build()
