# ruff: noqa: B023  (each closure is called only within its own retry iteration)
"""Blind generator for audit round danish-joker-edges-2 (Danish Tarok, the Joker's rarer paths).

Written from the Polish source (seeds/000) alone; it does not import the validator.
Run: python _gen.py [--seed N]   (writes NN-*.json next to this file)
"""

import argparse
import json
import random
from pathlib import Path

OUT = Path(__file__).resolve().parent
SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
TRUMPS = [f"T{i}" for i in range(1, 22)]
DECK = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)] + TRUMPS + ["JOKER"]
NAMES4 = ["Agnieszka", "Bartek", "Celina", "Darek"]
VALUE = {"K": 4, "Q": 3, "N": 2, "J": 1}


class Fail(Exception):
    pass


def suit(c):
    if c == "JOKER":
        return "J"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    if suit(c) == "T":
        return 100 + int(c[1:])
    order = RED if suit(c) in "HD" else BLACK
    return 14 - order.index(rank(c))


def value(c):
    if c in ("T1", "T21", "JOKER"):
        return 4
    if suit(c) in SUITS:
        return VALUE.get(rank(c), 0)
    return 0


def is_pip(c):
    return suit(c) in SUITS and rank(c) not in VALUE


def declarations(hand):
    items = []
    joker = "JOKER" in hand
    nt = sum(1 for c in hand if suit(c) == "T") + (1 if joker else 0)
    if nt >= 10:
        items.append({"kind": "trumps", "count": nt, "pagat": "T1" in hand})
    if joker and "T21" in hand and "T1" in hand:
        n = 3
        k = 20
        while f"T{k}" in hand:
            n += 1
            k -= 1
        items.append({"kind": "matadors", "count": n})
    for s in SUITS:
        courts = [r for r in "KQNJ" if r + s in hand]
        if len(courts) == 4:
            items.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(courts) == 3 and joker:
            miss = [r for r in "KQNJ" if r not in courts][0]
            items.append({"kind": "cavalry", "suit": s, "form": "half", "missing": miss})
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        miss = [s for s in SUITS if s not in kings][0]
        items.append({"kind": "kings", "form": "half", "missing": miss})
    return items


def decl_amount(it):
    if it["kind"] == "trumps":
        return 10 + 5 * (it["count"] - 10)
    if it["kind"] == "matadors":
        return 10 + 5 * (it["count"] - 3)
    return {"rich": 15, "full": 10, "half": 5}[it["form"]]


class Sim:
    """One deal: hands, events, payments, pools."""

    def __init__(self, n, dealer, hands, rng, pools, fresh, void_mode=None):
        self.n = n
        self.dealer = dealer
        self.rng = rng
        self.sitter = (dealer + 2) % 4 if n == 4 else None
        self.active = [s for s in range(n) if s != self.sitter]
        self.dealt = {s: list(h) for s, h in hands.items()}
        self.hand = {s: list(h) for s, h in hands.items()}
        self.events = []
        self.pools = dict(pools)
        self.piles = {s: [] for s in range(n)}
        self.tricks = {s: 0 for s in range(n)}
        self.void = False  # deal annulled: no payments after the fault
        self.skat = []
        self.joker_played_at = None
        if fresh:
            for pool in ("pagat_pool", "king_pool"):
                for s in range(n):
                    self.pay(s, pool, 20, "foundation")
        self.pay(dealer, "pagat_pool", 5, "deal_fee")
        self.pay(dealer, "king_pool", 5, "deal_fee")

    def nxt(self, s):
        s = (s + 1) % self.n
        if s == self.sitter:
            s = (s + 1) % self.n
        return s

    def others(self, s):
        return [o for o in self.active if o != s]

    def pay(self, frm, to, amount, reason, force=False):
        if amount == 0 or (self.void and not force):
            return
        self.events.append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})
        if isinstance(to, str):
            self.pools[to] += amount
        if isinstance(frm, str):
            self.pools[frm] -= amount

    # ---------------------------------------------------------------- pre-play
    def discard(self, cards=None):
        h = self.hand[self.dealer]
        if cards is None:
            pips = [c for c in h if is_pip(c)]
            cards = self.rng.sample(pips, 3)
        for c in cards:
            h.remove(c)
        self.skat = list(cards)
        self.events.append({"type": "discard", "seat": self.dealer, "cards": list(cards)})

    def declare(self):
        s = self.dealer
        for _ in self.active:
            items = declarations(self.hand[s])
            self.events.append({"type": "declare", "seat": s, "items": items})
            for it in items:
                for o in self.others(s):
                    self.pay(o, s, decl_amount(it), "declaration")
            s = self.nxt(s)

    # ---------------------------------------------------------------- play
    def legal(self, s, led, trick_no, lead):
        h = self.hand[s]
        if lead:
            cands = list(h)
        else:
            same = [c for c in h if suit(c) == led]
            if same:
                cands = same
            else:
                tr = [c for c in h if suit(c) == "T"]
                cands = tr if tr else [c for c in h if c != "JOKER"]
            if "JOKER" in h and "JOKER" not in cands:
                cands.append("JOKER")
        if trick_no == 23:
            cands = [c for c in cands if c != "JOKER"] or cands
        return cands

    def emit_play(self, s, c, named=None):
        self.hand[s].remove(c)
        e = {"type": "play", "seat": s, "card": c}
        if named:
            e["named"] = named
        self.events.append(e)

    def finish_trick(self, trick_no, plays, led):
        """plays: [(seat, card)] as they stand; led: the suit the trick follows."""
        cards = [(s, c) for s, c in plays if c != "JOKER"]
        tr = [(s, c) for s, c in cards if suit(c) == "T"]
        if tr:
            w, wc = max(tr, key=lambda x: strength(x[1]))
        else:
            fl = [(s, c) for s, c in cards if suit(c) == led]
            w, wc = max(fl, key=lambda x: strength(x[1]))
        self.tricks[w] += 1
        for s, c in plays:
            if c == "JOKER" and trick_no < 24:
                self.piles[s].append(c)
                self.joker_played_at = trick_no
            else:
                self.piles[w].append(c)
                if c == "JOKER":
                    self.joker_played_at = trick_no
        if trick_no < 24:
            for s, c in plays:
                if s == w:
                    continue
                if suit(c) in SUITS and rank(c) == "K":
                    for o in self.others(s):
                        self.pay(s, o, 5, "king_lost")
                    self.pay(s, "king_pool", 5, "king_lost")
                if c == "T1":
                    for o in self.others(s):
                        self.pay(s, o, 5, "pagat_lost")
                    self.pay(s, "pagat_pool", 5, "pagat_lost")
            if wc == "T1":
                for o in self.others(w):
                    self.pay(o, w, 5, "pagat_trick")
        self.last = (w, wc, plays)
        return w

    def default_trick(self, trick_no, leader, policy):
        plays = []
        s = leader
        led = None
        for pos in range(len(self.active)):
            cands = self.legal(s, led, trick_no, pos == 0)
            c, named = policy(self, s, trick_no, plays, led, cands)
            if c not in cands:
                raise Fail(f"policy gave illegal {c}")
            self.emit_play(s, c, named)
            if pos == 0:
                led = named if c == "JOKER" else suit(c)
            plays.append((s, c))
            s = self.nxt(s)
        return self.finish_trick(trick_no, plays, led)

    # ---------------------------------------------------------------- settlement
    def points(self, s):
        p = sum(value(c) for c in self.piles[s]) + self.tricks[s]
        if s == self.dealer:
            p += 1 + sum(value(c) for c in self.skat)
        return p

    def settle(self, card_points=True):
        if self.void:
            return
        w, wc, plays = self.last
        tout = [s for s in self.active if self.tricks[s] == 25]
        nolo = [s for s in self.active if self.tricks[s] == 0] if not tout else []
        P0, K0 = self.pools["pagat_pool"], self.pools["king_pool"]
        if tout:
            t = tout[0]
            for o in self.others(t):
                self.pay(o, t, 85, "tout")
            self.pay("pagat_pool", t, P0, "tout")
            self.pay("king_pool", t, K0, "tout")
        for s in nolo:
            for o in self.others(s):
                self.pay(o, s, 25, "nolo")
        pz = [(s, c) for s, c in plays if s != w and (c == "T1" or c[0] == "K")]
        if not tout and not nolo:
            if wc == "T1":
                for o in self.others(w):
                    self.pay(o, w, 45, "pagat_ultimo")
                self.pay("pagat_pool", w, P0, "pagat_ultimo")
            elif wc[0] == "K":
                for o in self.others(w):
                    self.pay(o, w, 40, "king_ultimo")
                self.pay("king_pool", w, K0, "king_ultimo")
            elif not pz:
                for o in self.others(w):
                    self.pay(o, w, 20, "last_trick")
        for s, c in pz:
            if c == "T1":
                for o in self.others(s):
                    self.pay(s, o, 45, "pagat_przydupek")
                self.pay(s, "pagat_pool", P0, "pagat_przydupek")
            else:
                for o in self.others(s):
                    self.pay(s, o, 40, "king_przydupek")
                self.pay(s, "king_pool", K0, "king_przydupek")
        for pool in ("pagat_pool", "king_pool"):
            if self.pools[pool] == 0:
                for s in range(self.n):
                    self.pay(s, pool, 20, "refill")
        if nolo or not card_points:
            return
        self.card_points()

    def card_points(self):
        nd = (self.dealer + 1) % self.n
        for s in self.active:
            if s == nd:
                continue
            d = self.points(s) - 26
            amt = 5 * round(d / 5)
            if amt < 0:
                self.pay(s, nd, -amt, "card_points", force=True)
            elif amt > 0:
                self.pay(nd, s, amt, "card_points", force=True)

    def penalty(self, s, amount, void):
        self.pay(s, "pagat_pool", amount, "penalty", force=True)
        self.pay(s, "king_pool", amount, "penalty", force=True)
        if void:
            self.void = True


# -------------------------------------------------------------------- policies
def random_policy(reserved=None, joker_at=None, named_ok=None):
    """Random legal play; reserved: {seat: set(cards)} kept back; the Joker is played
    (as a follow, or led naming a suit both followers hold) from trick joker_at on."""
    reserved = reserved or {}

    def pol(sim, s, trick_no, plays, led, cands):
        if "JOKER" in cands and joker_at is not None and trick_no >= joker_at and trick_no < 22:
            if plays:
                return "JOKER", None
            fol = sim.others(s)
            ok = [x for x in "HDSC" if all(any(suit(c) == x for c in sim.hand[o]) for o in fol)]
            if ok:
                return "JOKER", sim.rng.choice(ok)
        res = reserved.get(s, set())
        free = [c for c in cands if c not in res and c != "JOKER"]
        if not free:
            raise Fail("forced to play a reserved card")
        return sim.rng.choice(free), None

    return pol


def new_hands(n, dealer, rng, fixed=None, exclude_suits=None):
    """Deal: fixed {seat: [cards]} placed first; exclude_suits {seat: set(suits)} the seat
    gets no card of."""
    fixed = fixed or {}
    exclude_suits = exclude_suits or {}
    sitter = (dealer + 2) % 4 if n == 4 else None
    need = {s: (28 if s == dealer else 25) for s in range(n) if s != sitter}
    hands = {s: list(fixed.get(s, [])) for s in range(n)}
    rest = [c for c in DECK if not any(c in h for h in hands.values())]
    rng.shuffle(rest)
    # seats with exclusions first
    order = sorted(need, key=lambda s: -len(exclude_suits.get(s, ())))
    for s in order:
        ex = exclude_suits.get(s, set())
        while len(hands[s]) < need[s]:
            pick = next((c for c in rest if suit(c) not in ex), None)
            if pick is None:
                raise Fail("cannot deal")
            rest.remove(pick)
            hands[s].append(pick)
    assert not rest
    if sitter is not None:
        hands[sitter] = []
    return hands


def transcript(n, sims, desc, seed):
    deals = []
    for sim in sims:
        deals.append(
            {
                "dealer": sim.dealer,
                "hands": [sorted(sim.dealt[s], key=DECK.index) for s in range(n)],
                "events": sim.events,
            }
        )
    return {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "rules": {},
        "players": NAMES4[:n],
        "meta": {"round": "danish-joker-edges-2", "seed": seed, "description": desc},
        "deals": deals,
    }


def run_plain(sim, policy, start_trick=0, leader=None, upto=25, hook=None):
    leader = sim.nxt(sim.dealer) if leader is None else leader
    for t in range(start_trick, upto):
        if hook is not None:
            r = hook(sim, t, leader)
            if r is not None:
                leader = r
                continue
        leader = sim.default_trick(t, leader, policy)
    return leader


def no_nolo(sim):
    if any(sim.tricks[s] == 0 for s in sim.active):
        raise Fail("nolo")


POOLS0 = {"pagat_pool": 0, "king_pool": 0}


# -------------------------------------------------------------------- scenarios
def base(n, seed, joker_lead):
    for k in range(2000):
        rng = random.Random(seed * 1000 + k)
        try:
            hands = new_hands(n, 0, rng)
            sim = Sim(n, 0, hands, rng, POOLS0, fresh=True)
            sim.discard()
            sim.declare()
            holder = next(s for s in sim.active if "JOKER" in sim.hand[s])
            jat = rng.randint(4, 14)
            pol = random_policy(joker_at=jat)
            run_plain(sim, pol)
            no_nolo(sim)
            if sim.joker_played_at is None:
                raise Fail("joker not played")
            led_joker = any(
                e.get("card") == "JOKER" and "named" in e for e in sim.events if e["type"] == "play"
            )
            if led_joker != joker_lead:
                raise Fail("joker lead shape")
            sim.settle()
            return sim, holder
        except Fail:
            continue
    raise SystemExit("base: no seed")


def auto_naming(seed, revoke):
    """A (first leader) holds JOKER, all hearts, top trumps; draws trumps, then leads the
    Joker naming H: both followers void in H and trumps; B's card names it (auto)."""
    n, d = 3, 0
    A, B, C = 1, 2, 0
    for k in range(4000):
        rng = random.Random(seed * 1000 + k)
        try:
            hearts = [c for c in DECK if suit(c) == "H"]
            top = [f"T{i}" for i in range(12, 22)]
            hands = new_hands(
                n, d, rng, fixed={A: ["JOKER"] + hearts + top}, exclude_suits={B: {"H"}, C: {"H"}}
            )
            sim = Sim(n, d, hands, rng, POOLS0, fresh=True)
            sim.discard()
            sim.declare()
            state = {"done": False}

            def hook(sim, t, leader):
                if state["done"] or leader != A:
                    return None
                bt = [c for c in sim.hand[B] if suit(c) == "T"]
                ct = [c for c in sim.hand[C] if suit(c) == "T"]
                if bt or ct:
                    mine = [c for c in sim.hand[A] if suit(c) == "T"]
                    if not mine:
                        raise Fail("A out of trumps")
                    best = max(mine, key=strength)
                    plays = [(A, best)]
                    sim.emit_play(A, best)
                    for s in (B, C):
                        cands = sim.legal(s, "T", t, False)
                        cands = [c for c in cands if c != "JOKER"]
                        c = rng.choice(cands)
                        sim.emit_play(s, c)
                        plays.append((s, c))
                    return sim.finish_trick(t, plays, "T")
                # both followers void in H (from the deal) and in trumps now
                ys = [y for y in "DSC" if any(suit(c) == y for c in sim.hand[B])]
                ys = [y for y in ys if any(suit(c) == y for c in sim.hand[C])]
                if revoke:
                    ys = [y for y in ys if any(suit(c) not in (y, "H", "T") for c in sim.hand[C])]
                if not ys or t > 20:
                    raise Fail("no auto-naming shape")
                y = rng.choice(ys)
                sim.emit_play(A, "JOKER", "H")
                bc = rng.choice([c for c in sim.hand[B] if suit(c) == y])
                sim.emit_play(B, bc)
                if revoke:
                    cc = rng.choice([c for c in sim.hand[C] if suit(c) not in (y, "H", "T")])
                else:
                    cc = rng.choice([c for c in sim.hand[C] if suit(c) == y])
                sim.emit_play(C, cc)
                state["done"] = True
                state["trick"] = t
                state["event"] = len(sim.events) - 1
                w = sim.finish_trick(t, [(A, "JOKER"), (B, bc), (C, cc)], y)
                if revoke:
                    sim.penalty(C, 40, void=True)
                return w

            run_plain(sim, random_policy(), hook=hook)
            if not state["done"]:
                raise Fail("no joker lead")
            no_nolo(sim)
            sim.settle()
            return sim, state
        except Fail:
            continue
    raise SystemExit("auto: no seed")


def joker_trick1(n, seed, mode):
    """A (first leader) holds JOKER + all hearts; B, C hold no heart. Trick 1: the Joker
    led naming H. mode 'takeover': B plays a trump, C names; B takes it back and follows.
    mode 'second': B calls void, C calls void, B names."""
    d = 0
    A = 1
    B = 3 if n == 4 else 2
    C = 0
    for k in range(4000):
        rng = random.Random(seed * 1000 + k)
        try:
            hearts = [c for c in DECK if suit(c) == "H"]
            hands = new_hands(n, d, rng, fixed={A: ["JOKER"] + hearts}, exclude_suits={B: {"H"}, C: {"H"}})
            sim = Sim(n, d, hands, rng, POOLS0, fresh=True)
            sim.discard()
            sim.declare()
            info = {}
            ys = [
                y
                for y in "DSC"
                if any(suit(c) == y for c in sim.hand[B]) and any(suit(c) == y for c in sim.hand[C])
            ]
            bt = [c for c in sim.hand[B] if suit(c) == "T"]
            if not ys or not bt:
                raise Fail("shape")
            y = rng.choice(ys)

            def hook(sim, t, leader):
                if t != 0:
                    return None
                sim.emit_play(A, "JOKER", "H")
                if mode == "takeover":
                    tb = rng.choice([c for c in bt if c != "T1"] or bt)
                    sim.emit_play(B, tb)
                    sim.hand[B].append(tb)  # taken back
                    info["first_b"] = len(sim.events) - 1
                    sim.events.append({"type": "call", "seat": C, "call": "name_joker", "named": y})
                else:
                    sim.events.append({"type": "call", "seat": B, "call": "void"})
                    sim.events.append({"type": "call", "seat": C, "call": "void"})
                    sim.events.append({"type": "call", "seat": B, "call": "name_joker", "named": y})
                bc = rng.choice([c for c in sim.hand[B] if suit(c) == y])
                sim.emit_play(B, bc)
                cc = rng.choice([c for c in sim.hand[C] if suit(c) == y])
                sim.emit_play(C, cc)
                info["y"] = y
                return sim.finish_trick(t, [(A, "JOKER"), (B, bc), (C, cc)], y)

            run_plain(sim, random_policy(), hook=hook)
            no_nolo(sim)
            sim.settle()
            return sim, info
        except Fail:
            continue
    raise SystemExit("trick1: no seed")


def withheld(n, seed, pen):
    """The Joker held to the end; demanded in the third-last trick (index 22) and withheld;
    played in the last trick. pen: 40 (void) or 20 (played on)."""
    for k in range(4000):
        rng = random.Random(seed * 1000 + k)
        try:
            hands = new_hands(n, 0, rng)
            sim = Sim(n, 0, hands, rng, POOLS0, fresh=True)
            sim.discard()
            sim.declare()
            H = next(s for s in sim.active if "JOKER" in sim.hand[s])
            pol = random_policy(reserved={H: {"JOKER"}})
            info = {"holder": H}

            def hook(sim, t, leader):
                if t == 22:
                    dem = leader if leader != H else sim.nxt(leader)
                    sim.events.append({"type": "call", "seat": dem, "call": "joker"})
                    info["demand"] = len(sim.events) - 1
                    info["demander"] = dem
                    plays, s, led = [], leader, None
                    for pos in range(len(sim.active)):
                        cands = [c for c in sim.legal(s, led, t, pos == 0) if c != "JOKER"]
                        if not cands:
                            raise Fail("holder has only the joker")
                        c = rng.choice(cands)
                        sim.emit_play(s, c)
                        if s == H:
                            info["fault"] = len(sim.events) - 1
                        if pos == 0:
                            led = suit(c)
                        plays.append((s, c))
                        s = sim.nxt(s)
                    w = sim.finish_trick(t, plays, led)
                    sim.penalty(H, pen, void=(pen == 40))
                    return w
                if t == 24:
                    plays, s, led = [], leader, None
                    for pos in range(len(sim.active)):
                        c = sim.hand[s][0]
                        named = None
                        if c == "JOKER" and pos == 0:
                            named = suit(sim.hand[sim.nxt(s)][0])
                            if named == "J":
                                raise Fail("?")
                        sim.emit_play(s, c, named)
                        if pos == 0:
                            led = named if c == "JOKER" else suit(c)
                        plays.append((s, c))
                        s = sim.nxt(s)
                    # a legal last trick: every follower had one card
                    return sim.finish_trick(t, plays, led)
                return None

            run_plain(sim, pol, hook=hook)
            no_nolo(sim)
            sim.settle()
            return sim, info
        except (Fail, ValueError):
            continue
    raise SystemExit("withheld: no seed")


def second_last(n, seed, pen):
    """The Joker held back and played (as a follow) in the second-last trick (index 23)."""
    for k in range(4000):
        rng = random.Random(seed * 1000 + k)
        try:
            hands = new_hands(n, 0, rng)
            sim = Sim(n, 0, hands, rng, POOLS0, fresh=True)
            sim.discard()
            sim.declare()
            H = next(s for s in sim.active if "JOKER" in sim.hand[s])
            pol = random_policy(reserved={H: {"JOKER"}})
            info = {"holder": H}

            def hook(sim, t, leader):
                if t != 23:
                    return None
                if leader == H:
                    raise Fail("holder leads")
                plays, s, led = [], leader, None
                for pos in range(len(sim.active)):
                    if s == H:
                        c = "JOKER"
                    else:
                        c = rng.choice(sim.legal(s, led, t, pos == 0))
                    sim.emit_play(s, c)
                    if s == H:
                        info["fault"] = len(sim.events) - 1
                    if pos == 0:
                        led = suit(c)
                    plays.append((s, c))
                    s = sim.nxt(s)
                w = sim.finish_trick(t, plays, led)
                if pen:
                    sim.penalty(H, pen, void=(pen == 40))
                return w

            run_plain(sim, pol, hook=hook)
            no_nolo(sim)
            sim.settle()
            return sim, info
        except Fail:
            continue
    raise SystemExit("second_last: no seed")


def tout_przydupek(n, seed, king_refill):
    """Seat 1 (first leader) holds all 21 trumps, KH KD KS QH: Tout. KC is kept by P
    and played under the Mondo in the last trick: king przydupek."""
    d, T = 0, 1
    P = 3 if n == 4 else 2
    for k in range(4000):
        rng = random.Random(seed * 1000 + k)
        try:
            hands = new_hands(n, d, rng, fixed={T: TRUMPS + ["KH", "KD", "KS", "QH"], P: ["KC"]})
            sim = Sim(n, d, hands, rng, POOLS0, fresh=True)
            sim.discard()
            sim.declare()
            H = next(s for s in sim.active if "JOKER" in sim.hand[s])
            jat = rng.randint(3, 15)
            seq = ["KH", "QH", "KD", "KS"] + [f"T{i}" for i in range(1, 22)]

            def pol(sim, s, t, plays, led, cands):
                if s == T:
                    return seq[t], None
                if s == H and "JOKER" in cands and t >= jat and t < 22:
                    return "JOKER", None
                free = [c for c in cands if c != "JOKER" and not (s == P and c == "KC")]
                if not free:
                    if t == 24:
                        return cands[0], None
                    raise Fail("forced")
                return rng.choice(free), None

            run_plain(sim, pol)
            assert sim.tricks[T] == 25
            if sim.joker_played_at is None:
                raise Fail("joker")
            sim.settle()
            if king_refill:
                for s in range(n):
                    sim.pay(s, "king_pool", 20, "refill")
                # move the card points after the wrong refill, as a table would write it
                cp = [e for e in sim.events if e.get("reason") == "card_points"]
                sim.events = [e for e in sim.events if e.get("reason") != "card_points"] + cp
            return sim
        except Fail:
            continue
    raise SystemExit("tout: no seed")


def joker_led_last(seed):
    """Dealer (0) keeps the Joker, 1 keeps KH, 2 keeps T1; 0 wins trick 24 and leads the
    Joker naming hearts: 1 plays KH, 2 trumps with the Pagat. Pagat ultimo + king przydupek."""
    n, d = 3, 0
    A, B, C = 0, 1, 2
    for k in range(20000):
        rng = random.Random(seed * 1000 + k)
        try:
            hands = new_hands(n, d, rng, fixed={A: ["JOKER"], B: ["KH"], C: ["T1"]})
            sim = Sim(n, d, hands, rng, POOLS0, fresh=True)
            sim.discard()
            sim.declare()
            reserved = {A: {"JOKER"}, B: {"KH"}, C: {"T1"}}
            base_pol = random_policy(reserved=reserved)

            def pol(sim, s, t, plays, led, cands):
                if t == 23:
                    res = reserved[s]
                    free = [c for c in cands if c not in res and c != "JOKER"]
                    if not free:
                        raise Fail("forced")
                    if s == A:
                        return max(free, key=strength), None
                    return min(free, key=strength), None
                return base_pol(sim, s, t, plays, led, cands)

            leader = run_plain(sim, pol, upto=24)
            if leader != A:
                raise Fail("A not on lead")
            assert sim.hand == {A: ["JOKER"], B: ["KH"], C: ["T1"]}
            sim.emit_play(A, "JOKER", "H")
            sim.emit_play(B, "KH")
            sim.emit_play(C, "T1")
            info = {"lead": len(sim.events) - 3}
            sim.finish_trick(24, [(A, "JOKER"), (B, "KH"), (C, "T1")], "H")
            no_nolo(sim)
            sim.settle()
            return sim, info
        except Fail:
            continue
    raise SystemExit("joker_led_last: no seed")


def nolo_joker(n, seed, pay_card_points):
    """The dealer (0) holds the lowest pips and the Joker, no trump: he takes no trick
    (Nolo) though the Joker he played lies on his pile."""
    d = 0
    low = [r + s for s in "HD" for r in RED[-7:]] + [r + s for s in "SC" for r in BLACK[-6:]]
    low.append("3H")
    low = list(dict.fromkeys(low))
    for k in range(4000):
        rng = random.Random(seed * 1000 + k)
        try:
            fixed = low + ["JOKER"]
            fixed = fixed[:28]
            hands = new_hands(n, d, rng, fixed={d: fixed})
            assert len(hands[d]) == 28, len(hands[d])
            sim = Sim(n, d, hands, rng, POOLS0, fresh=True)
            sim.discard()
            sim.declare()
            jat = rng.randint(3, 15)
            pol = random_policy(joker_at=jat)

            def pol2(sim, s, t, plays, led, cands):
                if s == d:
                    if "JOKER" in cands and t >= jat and t < 22:
                        return "JOKER", None
                    free = [c for c in cands if c != "JOKER"]
                    return min(free, key=strength), None
                return pol(sim, s, t, plays, led, [c for c in cands if c != "JOKER"])

            run_plain(sim, pol2)
            if sim.tricks[d] != 0:
                raise Fail("dealer took a trick")
            if sim.joker_played_at is None or sim.joker_played_at >= 22:
                raise Fail("joker")
            if any(sim.tricks[s] == 0 for s in sim.active if s != d):
                raise Fail("two nolos")
            sim.settle()
            if pay_card_points:
                sim.card_points()
            return sim
        except Fail:
            continue
    raise SystemExit("nolo: no seed")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    seed = a.seed
    for p in OUT.glob("*.json"):
        p.unlink()
    info = {}

    def write(name, n, sims, desc, extra=None):
        (OUT / name).write_text(json.dumps(transcript(n, sims, desc, seed), indent=1) + "\n")
        info[name] = extra or {}

    sim, h = base(3, seed + 1, joker_lead=False)
    write("01-clean-base-3p.json", 3, [sim], "Clean 3-player deal; the Joker played as a follow.")
    sim, h = base(4, seed + 2, joker_lead=True)
    write("02-clean-base-4p.json", 4, [sim], "Clean 4-player deal (seat 2 sits out); the Joker led.")
    sim, st = auto_naming(seed + 3, revoke=False)
    write(
        "03-auto-naming-3p.json",
        3,
        [sim],
        "Joker led naming hearts; both followers void in hearts and trumps; the second's card names it, the third follows.",
        st,
    )
    sim, st = auto_naming(seed + 4, revoke=True)
    write(
        "04-auto-naming-revoke-3p.json",
        3,
        [sim],
        "As 03, but the third plays a third suit though holding the suit the second's card named; fined 40 to each pool, deal void.",
        st,
    )
    sim, st = joker_trick1(3, seed + 5, "takeover")
    write(
        "05-takeover-after-second-3p.json",
        3,
        [sim],
        "Joker led naming hearts; the second (void) trumps; the third (void) names another suit; the second takes his trump back and follows.",
        st,
    )
    sim, st = joker_trick1(4, seed + 6, "second")
    write(
        "06-second-void-names-4p.json",
        4,
        [sim],
        "Joker led naming hearts; the second calls void, the third is void too; the second names the suit.",
        st,
    )
    sim, st = withheld(3, seed + 7, 40)
    write(
        "07-withheld-irreparable-3p.json",
        3,
        [sim],
        "Joker demanded in the third-last trick and withheld; fined 40 to each pool, deal void.",
        st,
    )
    sim, st = withheld(4, seed + 8, 20)
    write(
        "08-withheld-large-4p.json",
        4,
        [sim],
        "Joker demanded in the third-last trick and withheld; the table fined 20 to each pool and played on.",
        st,
    )
    sim, st = second_last(3, seed + 9, 40)
    write(
        "09-second-last-irreparable-3p.json",
        3,
        [sim],
        "Joker played in the second-last trick; fined 40 to each pool, deal void.",
        st,
    )
    sim, st = second_last(4, seed + 10, 0)
    write(
        "10-second-last-unpaid-4p.json",
        4,
        [sim],
        "Joker played in the second-last trick; the table fined nothing and settled as played.",
        st,
    )
    sim = tout_przydupek(3, seed + 11, king_refill=False)
    write(
        "11-tout-przydupek-3p.json",
        3,
        [sim],
        "Tout with a simultaneous king przydupek: the king pool is refilled by the przydupek, the pagat pool by everyone.",
    )
    sim = tout_przydupek(4, seed + 12, king_refill=True)
    write(
        "12-tout-przydupek-kingrefill-4p.json",
        4,
        [sim],
        "As 11 at four; the table also refilled the king pool (20 from each of four).",
    )
    sim, st = joker_led_last(seed + 13)
    write(
        "13-joker-led-last-3p.json",
        3,
        [sim],
        "Joker led to the last trick naming hearts: KH follows, the Pagat trumps it: Pagat ultimo, king przydupek, Joker to the winner.",
        st,
    )
    sim = nolo_joker(3, seed + 14, pay_card_points=False)
    write(
        "14-nolo-joker-3p.json",
        3,
        [sim],
        "Nolo by the dealer, who played the Joker (on his own pile): no card-point payments.",
    )
    sim = nolo_joker(4, seed + 15, pay_card_points=True)
    write(
        "15-nolo-joker-cardpoints-4p.json",
        4,
        [sim],
        "As 14 at four; the table paid card points anyway.",
    )
    print(json.dumps(info, indent=1))


if __name__ == "__main__":
    main()
