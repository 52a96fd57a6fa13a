"""A seedable Galician Tarok simulator that plays legal deals, and a fault planter.

The simulator keeps its own small model of the rules (docs/rules/galician-tarok.md), written apart
from the engine so that the two check each other: the auction with tape, pass volat and holding,
buying packet by packet from the talon with refusals, laying away (never a king), announcements
of the player and the helpers, the contra chain, legal play (follow suit, else tarock), the card
count in threes, the game value formula, premiums, the pool (żydek) and its shares, at three,
four (the dealer is the king) and five players (one sits out four deals).

``plant(seed, fault)`` plays a session in which one player breaks one rule once, plays on legally
from the state that results and records what the rules then call for, so the verdict must name
exactly that event, with that code, and nothing else.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from validator.engine.games.galician_tarok.options import OPTIONS

NAMES = ["Adam", "Bożena", "Czesław", "Danuta", "Edward"]
SUITS = "HDSC"


def _suit(s: str) -> list[str]:
    pip = "1" if s in "HD" else "10"
    return [f"{r}{s}" for r in ("K", "Q", "N", "J", pip)]


DECK = [c for s in SUITS for c in _suit(s)] + [f"T{i}" for i in range(1, 22)] + ["SKIZ"]
KINGS = {"KH", "KD", "KS", "KC"}
TRULL = {"T1", "T21", "SKIZ"}
RANKS = {"three": 1, "bottom": 2, "top": 3, "two": 4, "one": 5, "solo": 6}
WORDS = {v: k for k, v in RANKS.items()}
CONTRACT = {"three": "three", "bottom": "three", "top": "three", "two": "two", "one": "one", "solo": "solo"}
START = {"three": 1, "bottom": 2, "top": 3, "two": 1, "one": 1, "solo": 1}
SCALE = {"three": (3, 3, 30, 300), "two": (2, 4, 40, 400), "one": (1, 5, 50, 500), "solo": (0, 6, 60, 600)}

FAULTS: tuple[str, ...] = (
    "revoke",
    "illegal_discard",
    "illegal_bid",
    "pass_volat_with_pagat",
    "bid_out_of_turn",
    "play_out_of_turn",
    "card_not_in_hand",
    "illegal_take",
    "wrong_tarock_count",
    "concealed_discard",
    "illegal_announcement",
    "illegal_double",
    "pagat_released",
    "wrong_payment",
    "wrong_score",
)
FAULT_CODE = {
    "revoke": "revoke",
    "illegal_discard": "illegal_discard",
    "illegal_bid": "illegal_bid",
    "pass_volat_with_pagat": "illegal_bid",
    "bid_out_of_turn": "out_of_turn",
    "play_out_of_turn": "out_of_turn",
    "card_not_in_hand": "card_not_in_hand",
    "illegal_take": "illegal_take",
    "wrong_tarock_count": "wrong_tarock_count",
    "concealed_discard": "concealed_discard",
    "illegal_announcement": "illegal_announcement",
    "illegal_double": "illegal_double",
    "pagat_released": "pagat_released",
    "wrong_payment": "wrong_payment",
    "wrong_score": "wrong_score",
}

DEFAULTS: dict[str, Any] = {o.name: o.default for o in OPTIONS.options}
ALLOWED: dict[str, tuple[Any, ...]] = {o.name: o.allowed for o in OPTIONS.options}
PRESETS: dict[str, dict[str, Any]] = OPTIONS.presets


def tarock(c: str) -> bool:
    return c == "SKIZ" or (c[0] == "T" and c[1:].isdigit())


def suit(c: str) -> str:
    return "T" if tarock(c) else c[-1]


def strength(c: str) -> int:
    if c == "SKIZ":
        return 22
    if tarock(c):
        return int(c[1:])
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def value(c: str) -> int:
    if c in TRULL:
        return 5
    if tarock(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def count(cards: list[str]) -> int:
    n = len(cards)
    return sum(value(c) for c in cards) - 2 * (n // 3) - (1 if n % 3 else 0)


def legal(hand: list[str], trick: list[str]) -> list[str]:
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        return same
    if led != "T":
        t = [c for c in hand if tarock(c)]
        if t:
            return t
    return list(hand)


def winner_index(trick: list[str]) -> int:
    led = suit(trick[0])
    best = 0
    for i, c in enumerate(trick):
        b = trick[best]
        if tarock(c) and (not tarock(b) or strength(c) > strength(b)):
            best = i
        elif not tarock(c) and not tarock(b) and suit(c) == led and strength(c) > strength(b):
            best = i
    return best


class Planted(Exception):
    pass


class DealSim:
    def __init__(
        self,
        rng: random.Random,
        n: int,
        dealer: int,
        sitter: int | None,
        opts: dict[str, Any],
        pool: float,
        fault: str | None,
        deal_index: int,
        szpricer: tuple[int, int, list[str]] | None = None,
        pool_won: bool = False,
    ) -> None:
        self.pool_won = pool_won  # an ultimo took the pool in the deal before: it is founded anew
        self.rng = rng
        self.n = n
        self.dealer = dealer
        self.sitter = sitter
        self.o = opts
        self.pool = pool
        self.fault = fault
        self.deal_index = deal_index
        self.events: list[dict[str, Any]] = []
        self.expected: dict[str, Any] | None = None
        self.king = dealer if n >= 4 else None
        # §26 szpricer: (the king who called it, the passer in his place, the talon he kept)
        self.szp = szpricer[0] if szpricer else None
        kept = szpricer[2] if szpricer else []
        if szpricer:
            self.king = szpricer[1]
        order = [(dealer + 1 + i) % n for i in range(n)]
        self.active = [s for s in order if s != self.king and s != sitter]
        deck = [c for c in DECK if c not in kept]
        rng.shuffle(deck)
        self.talon = deck[:6]
        self.hands: list[list[str]] = [[] for _ in range(n)]
        at = 6
        for s in self.active:
            take = 6 if s == self.szp else 12  # the szpricer: six more to the talon he kept
            self.hands[s] = deck[at : at + take] + (list(kept) if s == self.szp else [])
            at += take
        self.dealt = [list(h) for h in self.hands]
        self.forfeit: tuple[str, int] | None = None
        self.bad_discard = False  # the forfeit is §12/§13's (a bad discard), not a §23 renonce
        self.dues: list[tuple[Any, Any, float, str]] = []
        self.omit_settlement = False
        self.first: dict[int, str] = {}
        self.fired = False
        self.conceal = False
        self.unshown = False

    # -- helpers
    def ev(self, **e: Any) -> int:
        self.events.append(e)
        return len(self.events) - 1

    def chance(self, kind: str, p: float = 0.5) -> bool:
        if self.fault == kind and not self.fired and self.expected is None and self.rng.random() < p:
            self.fired = True
            return True
        return False

    def planted(self, index: int, kind: str) -> None:
        self.expected = {"deal": self.deal_index, "event": index, "code": FAULT_CODE[kind]}

    def lose(self, seat: int, bad_discard: bool = False) -> None:
        if self.forfeit is None:
            self.forfeit = ("player" if seat == self.player else "helpers", seat)
            self.bad_discard = bad_discard

    # -- the deal
    def run(self) -> None:
        self.pool_start()
        if not self.auction():
            return
        self.buy()
        self.announce()
        self.play()
        self.score()

    def pool_start(self) -> None:
        o = self.o
        if not o["pool"]:
            return
        if (self.pool <= 0 or self.pool_won) and o["pool_stake"]:
            for s in range(self.n):
                if s != self.sitter:  # §27 "każdy w grze udział biorący", §8: the sitter takes no part
                    self.dues.append((s, "pool", o["pool_stake"], "pool_stake"))
        if o["pool_dealer_fee"]:
            self.dues.append((self.dealer, "pool", o["pool_dealer_fee"], "pool_deal"))
        self.pool += sum(d[2] for d in self.dues)

    def auction(self) -> bool:
        rng = self.rng
        act = self.active
        out: set[int] = set()
        spoke: set[int] = set()
        standing: tuple[int, int] | None = None
        word = ""
        want = {}
        for s in act:
            t = sum(1 for c in self.hands[s] if tarock(c))
            want[s] = max(0, min(6, t - 5 + rng.randint(-2, 2)))
        turn = act[0]
        while True:
            s = turn
            hand = self.hands[s]
            first = s not in spoke
            if self.fault == "bid_out_of_turn" and self.expected is None and rng.random() < 0.3:
                others = [x for x in act if x != s and x not in out]
                if others:
                    i = self.ev(type="bid", seat=rng.choice(others), bid="pass")
                    self.planted(i, "bid_out_of_turn")
            if standing is not None and self.chance("illegal_bid", 0.4):
                low = rng.randint(1, standing[0])
                if not (low == standing[0] and act.index(s) < act.index(standing[1])):
                    i = self.ev(type="bid", seat=s, bid=WORDS[low])
                    self.planted(i, "illegal_bid")
            call: str
            can_hold = standing is not None and act.index(s) < act.index(standing[1])
            nxt = (standing[0] + 1) if standing else 1
            # §26: the szpricer must announce a three while one is to be had
            bound = s == self.szp and first and (standing is None or standing[0] < 3)
            if (
                "T1" in hand
                and not bound
                and self.chance("pass_volat_with_pagat", 0.7)
                and not (
                    self.o["defend_pool"] == "required"
                    and first
                    and s == act[2]
                    and len(act) == 3
                    and self.first.get(act[0]) == "pass_volat"
                    and self.first.get(act[1]) in RANKS
                    and standing is not None
                    and standing[0] < 6
                )
            ):
                call = "pass_volat"
                i = self.ev(type="bid", seat=s, bid=call)
                self.planted(i, "pass_volat_with_pagat")
                out.add(s)
                spoke.add(s)
                self.first.setdefault(s, call)
            else:
                must_defend = (
                    self.o["defend_pool"] == "required"
                    and first
                    and len(act) == 3
                    and s == act[2]
                    and self.first.get(act[0]) == "pass_volat"
                    and self.first.get(act[1]) in RANKS
                    and standing is not None
                    and standing[0] < 6
                )
                if bound:
                    call = WORDS[nxt]
                elif s == act[0] and first and "T1" not in hand and rng.random() < 0.15:
                    call = "tape"
                elif can_hold and standing is not None and (standing[0] <= want[s] or must_defend):
                    call = "hold" if rng.random() < 0.7 else word
                elif nxt <= 6 and (nxt <= want[s] or must_defend):
                    top = max(nxt, min(6, want[s]))
                    call = WORDS[rng.randint(nxt, top) if rng.random() < 0.3 else nxt]
                else:
                    call = "pass_volat" if "T1" not in hand and rng.random() < 0.3 else "pass"
                self.ev(type="bid", seat=s, bid=call)
                spoke.add(s)
                self.first.setdefault(s, call)
                if call in ("pass", "pass_volat"):
                    out.add(s)
                elif call == "tape":
                    pass
                elif call == "hold" or (standing is not None and RANKS.get(call) == standing[0]):
                    assert standing is not None
                    standing = (standing[0], s)
                else:
                    standing = (RANKS[call], s)
                    word = call
            left = [x for x in act if x not in out]
            if not left:
                self.all_pass()
                return False
            if standing is not None and left == [standing[1]]:
                break
            i = act.index(s)
            turn = next(
                act[(i + j) % len(act)] for j in range(1, len(act) + 1) if act[(i + j) % len(act)] not in out
            )
        assert standing is not None
        self.player = standing[1]
        self.word = word
        self.contract = CONTRACT[word]
        self.start = START[word]
        return True

    def all_pass(self) -> None:
        self.player = None  # type: ignore[assignment]  # nobody plays after an all-pass: no card reads it
        if self.o["pool"] and self.o["pool_pass_fee"]:
            for s in self.active:
                self.dues.append((s, "pool", self.o["pool_pass_fee"], "pool_pass"))
                self.pool += self.o["pool_pass_fee"]

    def buy(self) -> None:
        rng = self.rng
        p = self.player
        self.taken: list[str] = []
        self.discard: list[str] = []
        self.purchase = 1
        self.shown = False
        if self.contract == "solo":
            return
        b = SCALE[self.contract][0]
        packets = [self.talon[i : i + b] for i in range(0, 6, b)]
        m = len(packets)
        rejects = rng.choice([0, 0, 0, 1, 1, 2, m]) if m > 2 else rng.choice([0, 0, 0, 1, 2])
        rejects = min(rejects, m)
        for _ in range(rejects):
            self.ev(type="call", seat=p, call="reject")
        if rejects < m:
            right = [packets[(self.start - 1 + rejects) % m]]
        else:
            last = (self.start - 1 + m - 1) % m
            right = [q for i, q in enumerate(packets) if i != last]
        take = rng.choice(right)
        wrong = [q for q in packets if q not in right]
        if wrong and self.chance("illegal_take", 0.8):
            take = rng.choice(wrong)
            i = self.ev(type="take", seat=p, cards=list(take))
            self.planted(i, "illegal_take")
        else:
            self.ev(type="take", seat=p, cards=list(take))
        self.purchase = self.start + rejects
        self.taken = list(take)
        hand = self.hands[p]
        hand.extend(take)
        kings = [c for c in hand if c in KINGS]
        t_in = [c for c in hand if tarock(c)]
        plain = [c for c in hand if c not in KINGS and not tarock(c)]
        if kings and len(plain) >= b - 1 and self.chance("illegal_discard", 0.8):
            lay = [rng.choice(kings)] + rng.sample(plain, b - 1)
            i = self.ev(type="discard", seat=p, cards=lay)
            self.planted(i, "illegal_discard")
            self.lose(p, bad_discard=True)
        elif t_in and len(plain) >= b - 1 and self.fault == "concealed_discard" and self.expected is None:
            lay = [rng.choice(t_in)] + rng.sample(plain, b - 1)
            self.ev(type="discard", seat=p, cards=lay)
            self.conceal = True
        else:
            cands = [c for c in hand if c not in KINGS]
            plain = [c for c in cands if not tarock(c)]
            pick = plain if len(plain) >= b and rng.random() < 0.8 else cands
            lay = rng.sample(pick, b)
            self.shown = any(tarock(c) for c in lay) and rng.random() < 0.7
            self.unshown = any(tarock(c) for c in lay) and not self.shown
            e: dict[str, Any] = {"type": "discard", "seat": p, "cards": lay}
            if self.shown:
                e["shown"] = True
            self.ev(**e)
        for c in lay:
            hand.remove(c)
        self.discard = lay

    def announce(self) -> None:
        rng = self.rng
        p = self.player
        hand = self.hands[p]
        self.ann: dict[int, dict[str, Any]] = {}
        self.tarocks_not_held: set[int] = set()  # seats that announced a count they did not hold
        t = sum(1 for c in hand if tarock(c))
        items: list[dict[str, Any]] = []
        conceal_now = self.conceal and self.fault == "concealed_discard" and 10 <= t
        if self.conceal and not conceal_now:
            # the tarock was laid away unshown, but the player cannot announce tarocks: nothing to plant
            self.fault = None
        if conceal_now or (10 <= t and not self.unshown and rng.random() < 0.7):
            items.append({"kind": "tarocks", "count": t})
        elif (
            self.fault == "wrong_tarock_count" and not self.unshown and self.expected is None and 9 <= t <= 12
        ):
            items.append({"kind": "tarocks", "count": t + 1 if t < 12 else 11})
        if TRULL <= set(hand) and rng.random() < 0.5 or rng.random() < 0.03:
            items.append({"kind": "trull"})
        if KINGS <= set(hand) and rng.random() < 0.5 or rng.random() < 0.03:
            items.append({"kind": "four_kings"})
        if (
            ("T1" in hand and rng.random() < 0.35)
            or rng.random() < 0.02
            or ("T1" in hand and self.fault == "pagat_released")
        ):
            items.append({"kind": "pagat_ultimo"})
        if t >= 9 and rng.random() < 0.05:
            items.append({"kind": "volat"})
        rng.shuffle(items)
        i = self.ev(type="announce", seat=p, items=items)
        self.ann[p] = {it["kind"]: it for it in items}
        if conceal_now:
            self.planted(i, "concealed_discard")
            self.lose(p)
        if "tarocks" in self.ann[p] and self.ann[p]["tarocks"]["count"] != t:
            self.planted(i, "wrong_tarock_count")
            self.lose(p)
            self.tarocks_not_held.add(p)
        k = self.active.index(p)
        helpers = [self.active[(k + j) % len(self.active)] for j in range(1, len(self.active))]
        self.helpers = helpers
        for h in helpers:
            hh = self.hands[h]
            th = sum(1 for c in hh if tarock(c))
            its: list[dict[str, Any]] = []
            if th >= 10 and rng.random() < 0.7:
                its.append({"kind": "tarocks", "count": th})
            if TRULL <= set(hh) and rng.random() < 0.4:
                its.append({"kind": "trull"})
            if KINGS <= set(hh) and rng.random() < 0.4:
                its.append({"kind": "four_kings"})
            if self.chance("illegal_announcement", 0.6):
                i = self.ev(type="announce", seat=h, items=[*its, {"kind": "pagat_ultimo"}])
                self.planted(i, "illegal_announcement")
            elif its or rng.random() < 0.5:
                self.ev(type="announce", seat=h, items=its)
            self.ann[h] = {it["kind"]: it for it in its}
        # contras (galician-tarok/17.contra)
        self.levels: dict[str, int] = {}
        if self.chance("illegal_double", 0.9):
            i = self.ev(type="double", seat=p, target="game", level=2)
            self.planted(i, "illegal_double")
        targets = ["game", *self.ann[p]]
        for tg in targets:
            if rng.random() < (0.25 if tg == "game" else 0.15):
                self.ev(type="double", seat=rng.choice(helpers), target=tg, level=2)
                self.levels[tg] = 2
                if rng.random() < 0.35:
                    self.ev(type="double", seat=p, target=tg, level=4)
                    self.levels[tg] = 4
                    if rng.random() < 0.35:
                        self.ev(type="double", seat=rng.choice(helpers), target=tg, level=8)
                        self.levels[tg] = 8

    def play(self) -> None:
        rng = self.rng
        p = self.player
        leader = self.active[0]
        self.won: dict[int, list[str]] = {s: [] for s in self.active}
        self.last: tuple[int, str] | None = None
        self.winners: list[int] = []
        ultimo = "pagat_ultimo" in self.ann[p]
        self.play_hands = [set(h) for h in self.hands]  # a premium announced is held or not (§21, §23)
        unseen = [c for c in self.talon if c not in self.taken] + list(self.discard)
        if self.contract == "solo":
            unseen = list(self.talon)
        for k in range(12):
            i = self.active.index(leader)
            order = [self.active[(i + j) % len(self.active)] for j in range(len(self.active))]
            cards: list[str] = []
            evs: list[dict[str, Any]] = []
            for pos, s in enumerate(order):
                hand = self.hands[s]
                ok = legal(hand, cards)
                if s == p and ultimo and "T1" in ok and k < 11:
                    if len(ok) > 1 and self.chance("pagat_released", 0.5):
                        c = "T1"
                        evs.append({"type": "play", "seat": s, "card": c, "_plant": "pagat_released"})
                        hand.remove(c)
                        cards.append(c)
                        continue
                    ok = [c for c in ok if c != "T1"] or ok
                if s == p and k == 11 and "T1" in ok:
                    c = "T1"
                else:
                    c = rng.choice(ok)
                bad = [x for x in hand if x not in legal(hand, cards)]
                if bad and self.chance("revoke", 0.15):
                    c = rng.choice(bad)
                    evs.append({"type": "play", "seat": s, "card": c, "_plant": "revoke"})
                    self.lose(s)
                    hand.remove(c)
                    cards.append(c)
                    continue
                if pos > 0 and unseen and self.chance("card_not_in_hand", 0.1):
                    fake = rng.choice(unseen)
                    unseen.remove(fake)
                    evs.append({"type": "play", "seat": s, "card": fake, "_plant": "card_not_in_hand"})
                    cards.append(fake)
                    self.omit_settlement = True
                    continue
                hand.remove(c)
                cards.append(c)
                evs.append({"type": "play", "seat": s, "card": c})
            if len(evs) == 3 and self.chance("play_out_of_turn", 0.2):
                evs[1], evs[2] = evs[2], evs[1]
                evs[1]["_plant"] = "play_out_of_turn"
            for e in evs:
                kind = e.pop("_plant", None)
                i = self.ev(**e)
                if kind is not None:
                    self.planted(i, kind)
            w = order[winner_index(cards)]
            self.won[w].extend(cards)
            self.winners.append(w)
            self.last = (w, cards[winner_index(cards)])
            leader = w

    # -- settlement (the simulator's own reading of galician-tarok/18, 6, 15, 19, 20, 23, 27)
    def score(self) -> None:
        o = self.o
        p = self.player
        helpers = self.helpers
        opps = helpers + ([self.king] if self.king is not None else [])
        mine = list(self.won[p])
        theirs = [c for h in helpers for c in self.won[h]]
        if self.contract == "solo":
            theirs += self.talon
        else:
            mine += self.discard
            theirs += [c for c in self.talon if c not in self.taken]
        pts = count(mine)
        b, mult, add, vol = SCALE[self.contract]
        by_points = pts > 33
        volat = all(w == p for w in self.winners)
        ff = self.forfeit[0] if self.forfeit else None
        won = by_points if ff is None else ff == "helpers"
        ann = self.ann[p]
        sym = o["contra_symmetric"]
        lv = self.levels

        def wf(t: str) -> int:
            x = lv.get(t, 1)
            return x if sym else (2 if x > 1 else 1)

        def wo(t: str) -> int:  # §17 "przy contrze": the purchase number on a win only under contra
            return self.purchase if sym and lv.get(t, 1) > 1 else 1

        all_paid = o["renonce_premiums"] == "all_paid"  # §12 "płaci wszystko co zapowiedział"

        def lf(t: str) -> int:
            return lv.get(t, 1)

        flows: list[tuple[str, float, str]] = []
        if volat and ff != "player":
            t = "volat" if "volat" in ann else "game"
            flows.append(("player", vol * (2 if "volat" in ann else 1) * wf(t) * wo(t), "volat"))
        elif won:
            base = add if (ff == "helpers" and not by_points) else (pts - 33) * mult + add
            flows.append(("player", base * wf("game") * wo("game"), "game"))
        else:
            if ff == "player" and by_points:
                amt = add * self.purchase * lf("game") if o["consolation"] == "as_lost_game" else add
            else:
                amt = ((33 - pts) * mult + add) * self.purchase * lf("game")
            if p == self.szp:
                amt *= 2  # §26 "jeżeli przegra, to płaci podwójnie"
            flows.append(("helpers", amt, "game"))
        if "volat" in ann and not (volat and ff != "player") and (ff != "player" or all_paid):
            flows.append(("helpers", 2 * vol * lf("volat"), "volat"))

        def prem(side: str, made: bool, val: float, w: int, lo: int, reason: str, had: bool = True) -> None:
            other = "helpers" if side == "player" else "player"
            if ff == side:
                # §23 "tylko konsolację": none of them, or all (all_paid); §21 one not held, not made
                if all_paid or not (had or made):
                    flows.append((other, val * lo, reason))
                return
            flows.append((side, val * w, reason) if made else (other, val * lo, reason))

        for s in [p, *helpers]:
            it = self.ann.get(s, {}).get("tarocks")
            if it is None:
                continue
            side = "player" if s == p else "helpers"
            side_won = won if side == "player" else not won
            # §21: a count announced and not held is paid, as a premium not held
            had = s not in self.tarocks_not_held
            made = had and (o["tarocks_paid"] == "always" or side_won)
            w, lo = (wf("tarocks"), lf("tarocks")) if s == p else (1, 1)
            prem(side, made, {10: 50, 11: 100, 12: 150}[it["count"]], w, lo, "tarocks", had)
        # §15, §19 "w lewach": only cards won in tricks count for the trull and the four kings
        piles = {"player": set(self.won[p]), "helpers": {c for h in helpers for c in self.won[h]}}
        for name, cards, silent, loud in (("trull", TRULL, 50, 100), ("four_kings", KINGS, 100, 200)):
            got = next((sd for sd, pile in piles.items() if cards <= pile), None)
            who = [s for s in [p, *helpers] if name in self.ann.get(s, {})]
            # each side's announcement is settled on its own (§15, §21): the player's, the helpers' first
            for s in [s for s in who if s == p] + [s for s in who if s != p][:1]:
                side = "player" if s == p else "helpers"
                own = side == "player"
                had = cards <= self.play_hands[s]
                prem(side, got == side, loud, wf(name) if own else 1, lf(name) if own else 1, name, had)
            if not who and got is not None and (ff != got or o["renonce_silent_premiums"] == "counted"):
                flows.append((got, silent, name))
        ult = self.last is not None and self.last[0] == p and self.last[1] == "T1"
        pool_move: tuple[str, float] | None = None
        excess = 0.0
        if "pagat_ultimo" in ann:
            had_pagat = "T1" in self.play_hands[p]
            prem("player", ult, 100, wf("pagat_ultimo"), lf("pagat_ultimo"), "pagat_ultimo", had_pagat)
            if o["pool"] and self.pool > 0:
                f = lv.get("pagat_ultimo", 1) if o["contra_on_pool"] else 1
                if ff == "player":
                    rp = o["renonce_pool"]
                    if rp == "paid" or (rp == "with_ultimo" and (all_paid or not had_pagat)):
                        pool_move = ("pool", self.pool * f)
                else:
                    # a made ultimo takes the pool once; the opponents pay the contra's excess
                    pool_move = ("player", self.pool) if ult else ("pool", self.pool * f)
                    excess = self.pool * (f - 1) / len(opps) if ult else 0
        elif ult and (ff != "player" or o["renonce_silent_premiums"] == "counted"):
            flows.append(("player", 50, "pagat_ultimo"))
        offender = None
        if ff == "helpers" and o["helper_renonce_pays"] == "offender" and self.forfeit:
            offender = self.forfeit[1]
        game_dues: list[tuple[Any, Any, float, str]] = []
        for side, per_opp, reason in flows:
            if not per_opp:
                continue
            for x in opps:
                payer, payee = (x, p) if side == "player" else (p, x)
                if offender is not None and reason in ("game", "volat") and payer != p:
                    payer = offender
                if payer != payee:
                    game_dues.append((payer, payee, per_opp, reason))
        net: dict[Any, float] = {}
        for a, bb, due, _ in game_dues:
            net[a] = net.get(a, 0) - due
            net[bb] = net.get(bb, 0) + due
        self.dues += game_dues
        if pool_move is not None:
            to, pooled = pool_move
            self.dues.append(
                ("pool", p, pooled, "pool_ultimo") if to == "player" else (p, "pool", pooled, "pool_ultimo")
            )
            self.pool += -pooled if to == "player" else pooled
            self.dues += [(x, p, excess, "pool_ultimo") for x in opps if excess]
        pct = o["pool_win_percent"] if o["pool"] else 0
        if pct:
            for s in sorted(k for k in net if isinstance(k, int)):
                if net[s] > 0:
                    share = net[s] * pct / 100
                    self.dues.append((s, "pool", share, "pool_share"))
                    self.pool += share


# --- sessions ------------------------------------------------------------------------------------


def random_options(rng: random.Random) -> tuple[dict[str, Any], dict[str, Any]]:
    """(the transcript's rules object, the resolved options)."""
    preset = "standard" if rng.random() < 0.7 else rng.choice(sorted(PRESETS))
    resolved = {**DEFAULTS, **PRESETS[preset]}
    rules: dict[str, Any] = {} if preset == "standard" else {"preset": preset}
    for name in rng.sample(sorted(ALLOWED), rng.randint(0, 4)):
        v = rng.choice(ALLOWED[name])
        rules[name] = v
        resolved[name] = v
    return rules, resolved


def simulate(seed: int, deals: int | None = None, fault: str | None = None, **options: Any) -> dict[str, Any]:
    rng = random.Random(seed)
    if options:
        rules = dict(options)
        resolved = {**DEFAULTS, **PRESETS[options.get("preset", "standard")], **options}
    else:
        rules, resolved = random_options(rng)
    n = rng.choice([3, 3, 3, 3, 4, 4, 5])
    k = deals if deals is not None else rng.randint(1, 4)
    dealer = rng.randrange(n)
    sitter = None
    run = 0
    if n == 5:
        sitter = rng.choice([s for s in range(n) if s != dealer])
        run = rng.randint(0, 3)
    first_run = run  # deals the first sitter sat out before the record
    pool: float = 0.0
    start: dict[str, Any] = {}
    if rng.random() < 0.3:
        pool = float(rng.choice([0, 10, 35, 120]))
        start["pools"] = {"pool": int(pool)}
    start_pool = pool
    style = rng.choice(["payments", "payments", "payments", "scores", "none"])
    running = [0.0] * n
    if rng.random() < 0.2:
        running = [float(rng.randint(-50, 50)) for _ in range(n)]
        start["totals"] = [int(x) for x in running]
    plant_at = k - 1 if fault else -1  # the last deal: a fault's later effects stay in its deal
    out_deals = []
    expected = None
    szpricer: tuple[int, int, list[str]] | None = None
    pool_won = False
    for d in range(k):
        sim = DealSim(
            rng, n, dealer, sitter, resolved, pool, fault if d == plant_at else None, d, szpricer, pool_won
        )
        sim.run()
        pool_won = any(due[0] == "pool" and due[3] == "pool_ultimo" for due in sim.dues)
        szpricer = None
        if (
            resolved["szpricer"]
            and sim.king is not None
            and sim.szp is None
            and getattr(sim, "player", 0) is None  # all passed
            and d < k - 1
            and rng.random() < 0.7
        ):
            # §26: the king keeps the talon; the same dealer deals again and a passer sits out
            sim.events.append({"type": "call", "seat": dealer, "call": "szpricer"})
            szpricer = (dealer, rng.choice(sim.active), list(sim.talon))
        if fault and d == plant_at and fault in ("wrong_payment", "wrong_score"):
            sim.expected = None
        pool = sim.pool
        deal: dict[str, Any] = {
            "dealer": dealer,
            "hands": sim.dealt,
            "talon": sim.talon,
            "events": sim.events,
        }
        nets: dict[Any, float] = {}
        for a, b, amt, _ in sim.dues:
            nets[a] = nets.get(a, 0) - amt
            nets[b] = nets.get(b, 0) + amt
        for s in range(n):
            running[s] += nets.get(s, 0)
        if not sim.omit_settlement:
            forced = fault in ("wrong_payment", "wrong_score") and d == plant_at
            if (style == "payments" and not forced) or (fault == "wrong_payment" and d == plant_at):
                for a, b, amt, why in sim.dues:
                    e: dict[str, Any] = {"type": "payment", "from": a, "to": b, "amount": _num(amt)}
                    if rng.random() < 0.9 or (fault == "wrong_payment" and d == plant_at):
                        e["reason"] = why
                    deal["events"].append(e)
            elif (style == "scores" and not forced) or (fault == "wrong_score" and d == plant_at):
                for party in sorted(nets, key=str):
                    deal["events"].append({"type": "score", "party": party, "points": _num(nets[party])})
                if rng.random() < 0.5:
                    for s in range(n):
                        deal["events"].append({"type": "total", "party": s, "points": _num(running[s])})
                    if resolved["pool"]:
                        deal["events"].append({"type": "total", "party": "pool", "points": _num(pool)})
        if d == plant_at and fault:
            if fault == "wrong_payment":
                evs = deal["events"]
                keys = [
                    (e["reason"], *sorted((str(e["from"]), str(e["to"]))))
                    for e in evs
                    if e["type"] == "payment"
                ]
                pays = [
                    i
                    for i, e in enumerate(evs)
                    if e["type"] == "payment"
                    and keys.count((e["reason"], *sorted((str(e["from"]), str(e["to"]))))) == 1
                ]
                if pays:
                    i = rng.choice(pays)
                    e = evs[i]
                    e["amount"] = _num(e["amount"] + rng.choice([1, 5, 10, 30]))
                    expected = {"deal": d, "event": i, "code": "wrong_payment"}
            elif fault == "wrong_score":
                sc = [i for i, e in enumerate(deal["events"]) if e["type"] == "score"]
                if sc:
                    i = rng.choice(sc)
                    deal["events"][i]["points"] = _num(deal["events"][i]["points"] + rng.choice([-10, 5, 20]))
                    expected = {"deal": d, "event": i, "code": "wrong_score"}
            else:
                expected = sim.expected
        out_deals.append(deal)
        # the next deal (galician-tarok/9.dealer, 8.players); a szpricer's is dealt by the same king
        if szpricer is not None:
            continue
        if n == 5:
            run += 1
            if run >= 4:
                sitter = (sitter + 1) % n  # type: ignore[operator]
                run = 0
        dealer = (dealer + 1) % n
        while dealer == sitter:
            dealer = (dealer + 1) % n
    t: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": NAMES[:n],
        "deals": out_deals,
    }
    if rules:
        t["rules"] = rules
    if n == 5 and first_run > 0 and not start:
        # the record begins in the middle of the first sitter's turn: a fragment of a session,
        # which only a `start` says (without one the session starts fresh, galician-tarok/8.players)
        start["totals"] = [0] * n
    if start:
        # a record with a `start` carries its pool in too: without it the pool's content is unknown
        # (galician-tarok/27.pool, a fragment of a session); the simulated pool starts as written
        start.setdefault("pools", {"pool": int(start_pool)})
        t["start"] = start
    t["meta"] = {"simulator": "replays.sim.galician_tarok", "seed": seed}
    if fault:
        t["meta"]["planted"] = expected
    return t


def _num(x: float) -> float | int:
    return int(x) if float(x).is_integer() else round(x, 6)


def plant(seed: int, fault: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
    """A session with ``fault`` planted once: (transcript, expected {"deal", "event", "code"}), or None
    when this seed gave the fault no occasion (no king to lay away, no pagat to release...)."""
    t = simulate(seed, fault=fault)
    expected = t["meta"].get("planted")
    if expected is None:
        return None
    return t, copy.deepcopy(expected)
