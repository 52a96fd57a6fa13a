"""Blind model of Danish Tarok ("Ultimo") from the Polish source (seed 000), round danish-spec7.

Written from the source alone (paragraph numbers are the source's). Nothing here is taken from
the engine. Seats are in order of play ("next player" = seat + 1), which is the source's
counter-clockwise direction: the player to the right of the dealer leads (s.10) and becomes the
next dealer (s.17: the pools lie at the previous dealer's right and the new dealer's left).
"""

from __future__ import annotations

import random
from fractions import Fraction

SUITS = "HDSC"
RED = ["K", "Q", "N", "J", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]  # high -> low (s.3)
BLACK = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "1"]
COURTS = ["K", "Q", "N", "J"]
JOKER = "JOKER"


def deck():
    cards = [r + s for s in SUITS for r in (RED if s in "HD" else BLACK)]
    cards += ["T%d" % i for i in range(1, 22)]
    cards.append(JOKER)
    return cards


def suit(c):
    if c == JOKER:
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c):
    """Higher is stronger within its suit (trumps by number)."""
    if c.startswith("T"):
        return int(c[1:])
    order = RED if suit(c) in "HD" else BLACK
    return 14 - order.index(rank(c))


def is_king(c):
    return c != JOKER and not c.startswith("T") and rank(c) == "K"


def honor(c):
    """s.15 card points: Pagat, Mondo, Joker, kings 4; queens 3; knights 2; jacks 1."""
    if c in ("T1", "T21", JOKER) or is_king(c):
        return 4
    if c.startswith("T"):
        return 0
    return {"Q": 3, "N": 2, "J": 1}.get(rank(c), 0)


def active_seats(n, dealer):
    """Seats that play, in order of play starting with the leader (dealer + 1)."""
    sitter = (dealer + 2) % n if n == 4 else None
    return [s for s in [(dealer + 1 + i) % n for i in range(n)] if s != sitter]


def sitter_of(n, dealer):
    return (dealer + 2) % n if n == 4 else None


def declaration_order(n, dealer):
    act = active_seats(n, dealer)
    i = act.index(dealer)
    return act[i:] + act[:i]


# ------------------------------------------------------------------ declarations (s.14, s.15)
def declarations(hand):
    """Items this hand must declare, each with its value (paid by every other active player)."""
    items = []
    trumps = [c for c in hand if suit(c) == "T"]
    has_j = JOKER in hand
    tcount = len(trumps) + (1 if has_j else 0)  # the Joker counts as a trump here
    if tcount >= 10:
        items.append(({"kind": "trumps", "count": tcount, "pagat": "T1" in hand}, 10 + 5 * (tcount - 10)))
    if has_j and "T21" in hand and "T1" in hand:
        m = 3
        t = 20
        while "T%d" % t in hand:
            m += 1
            t -= 1
        items.append(({"kind": "matadors", "count": m}, 10 + 5 * (m - 3)))
    for s in SUITS:
        have = [r for r in COURTS if r + s in hand]
        if len(have) == 4:
            if has_j:
                items.append(({"kind": "cavalry", "suit": s, "form": "rich"}, 15))
            else:
                items.append(({"kind": "cavalry", "suit": s, "form": "full"}, 10))
        elif len(have) == 3 and has_j:
            miss = [r for r in COURTS if r not in have][0]
            items.append(({"kind": "cavalry", "suit": s, "form": "half", "missing": miss}, 5))
    kings = [s for s in SUITS if "K" + s in hand]
    if len(kings) == 4:
        items.append(({"kind": "kings", "form": "rich" if has_j else "full"}, 15 if has_j else 10))
    elif len(kings) == 3 and has_j:
        miss = [s for s in SUITS if s not in kings][0]
        items.append(({"kind": "kings", "form": "half", "missing": miss}, 5))
    return items


def declaration_cards(hand):
    """Cards that form part of a declaration in this hand (s.13: may not be laid away)."""
    out = set()
    trumps = [c for c in hand if suit(c) == "T"]
    has_j = JOKER in hand
    if len(trumps) + has_j >= 10:
        out |= set(trumps) | ({JOKER} if has_j else set())
    if has_j and "T21" in hand and "T1" in hand:
        out |= {JOKER, "T21", "T1"}
        t = 20
        while "T%d" % t in hand:
            out.add("T%d" % t)
            t -= 1
    for s in SUITS:
        have = [r + s for r in COURTS if r + s in hand]
        if len(have) == 4 or (len(have) == 3 and has_j):
            out |= set(have)
            if has_j:
                out.add(JOKER)
    kings = [c for c in hand if is_king(c)]
    if len(kings) == 4 or (len(kings) == 3 and has_j):
        out |= set(kings)
        if has_j:
            out.add(JOKER)
    return out


def legal_skat(hand28):
    """Cards the dealer may lay away freely: no king, no Mondo, no Joker, no declaration card,
    no trump (trumps only if all of them go, handled by the caller)."""
    dc = declaration_cards(hand28)
    return [c for c in hand28 if not is_king(c) and c not in ("T21", JOKER) and suit(c) != "T" and c not in dc]


def choose_skat(hand28, rng):
    cands = legal_skat(hand28)
    cands.sort(key=lambda c: (honor(c), strength(c), rng.random()))
    return cands[:3]


# ------------------------------------------------------------------ play (s.10, s.12)
def trick_winner(trick, named=None):
    """trick: list of (seat, card). The Joker never wins; it is the lowest of the led suit."""
    trumps = [(strength(c), s) for s, c in trick if suit(c) == "T"]
    if trumps:
        return max(trumps)[1], [c for s, c in trick if s == max(trumps)[1]][0]
    led = named if trick[0][1] == JOKER else suit(trick[0][1])
    cands = [(strength(c), s) for s, c in trick if c != JOKER and suit(c) == led]
    if not cands:  # only in deals my scenarios cut before this trick
        return trick[0][0], trick[0][1]
    w = max(cands)[1]
    return w, [c for s, c in trick if s == w][0]


def legal_follow(hand, led):
    """Cards legal for a follower (Joker handled separately)."""
    plain = [c for c in hand if c != JOKER]
    f = [c for c in plain if suit(c) == led]
    if f:
        return f
    t = [c for c in plain if suit(c) == "T"]
    if t:
        return t
    return plain


class Deal:
    """One deal, simulated by a simple player. Hooks let a scenario plant a fault."""

    def __init__(self, n, dealer, seed, hands=None):
        self.n = n
        self.dealer = dealer
        self.rng = random.Random(seed)
        self.seed = seed
        if hands is None:
            d = deck()
            self.rng.shuffle(d)
            hands = [[] for _ in range(n)]
            act = active_seats(n, dealer)
            for i, s in enumerate(act):
                hands[s] = d[25 * i : 25 * i + 25]
            hands[dealer] += d[75:78]
        self.dealt = [list(h) for h in hands]
        self.active = active_seats(n, dealer)
        self.sitter = sitter_of(n, dealer)

    # -- the play
    def play(self, skat, hooks=None):
        hooks = hooks or {}
        rng = self.rng
        self.hold = hooks.get("hold", False)
        hands = [list(h) for h in self.dealt]
        for c in skat:
            hands[self.dealer].remove(c)
        self.skat = list(skat)
        self.hands0 = [list(h) for h in hands]
        reserved = hooks.get("reserved", {})  # seat -> card the player never plays
        joker_holder = next((s for s in self.active if JOKER in hands[s]), None)
        joker_after = hooks.get("joker_after", rng.randint(2, 14))
        plays = []  # (trick_no, seat, card, named)
        calls = []  # (trick_no, seat, call)
        tricks = []  # (leader, [(seat, card)], winner, wincard, named)
        leader = self.active[0]
        joker_gone = False
        for t in range(1, 26):
            if t in hooks.get("lead_override", {}):
                leader = hooks["lead_override"][t]
            i = self.active.index(leader)
            order = self.active[i:] + self.active[:i]
            if t in hooks.get("order_override", {}):
                order = hooks["order_override"][t](order)
            demanded = False
            if t == 23 and hooks.get("call") is not None:
                cs = hooks["call"]
                calls.append((t, cs, "joker"))
                demanded = not joker_gone
            trick = []
            named = None
            for pos, s in enumerate(order):
                h = [c for c in hands[s] if c not in reserved.get(s, ())]
                if (t, s) in hooks.get("force", {}):
                    c, nm = hooks["force"][(t, s)]
                    if c in hands[s]:
                        hands[s].remove(c)
                    plays.append((t, s, c, nm))
                    trick.append((s, c))
                    if pos == 0 and c == JOKER:
                        named = nm
                    if c == JOKER:
                        joker_gone = True
                    continue
                if pos == 0:
                    cand = [c for c in h if c != JOKER]
                    nm = None
                    jl = hooks.get("joker_lead")
                    if JOKER in h and jl and jl(self, t, s, hands, plays):
                        c = JOKER
                        nm = jl(self, t, s, hands, plays)
                    else:
                        c = self.pick_lead(cand, t, s, hands)
                        if c == JOKER:
                            nm = "H"
                            self.joker_forced_lead = t
                    if c == JOKER:
                        named = nm
                        joker_gone = True
                    hands[s].remove(c)
                    plays.append((t, s, c, nm))
                    trick.append((s, c))
                    continue
                led = named if trick[0][1] == JOKER else suit(trick[0][1])
                opts = legal_follow(h, led)
                c = None
                if JOKER in h:
                    if t == 24:
                        if hooks.get("joker_second_last"):
                            c = JOKER
                    elif t == 23 and demanded and s == joker_holder:
                        if not hooks.get("withhold"):
                            c = JOKER
                    elif not hooks.get("keep_joker") and joker_after <= t <= 22:
                        c = JOKER
                if c is None:
                    c = self.pick_follow(opts, trick, s, t, hands)
                if c == JOKER:
                    joker_gone = True
                hands[s].remove(c)
                plays.append((t, s, c, None))
                trick.append((s, c))
            w, wc = trick_winner(trick, named)
            tricks.append((order[0], trick, w, wc, named))
            leader = w
        self.plays = plays
        self.calls = calls
        self.tricks = tricks
        self.left = hands
        return self

    def pick_lead(self, cand, t, s, hands):
        rng = self.rng
        if not cand:
            return JOKER
        nonpag = [c for c in cand if c != "T1"]
        if t < 25 and nonpag:
            cand = nonpag
        # prefer not to lead kings early unless lucky
        if t < 20 or (self.hold and t < 25):
            nk = [c for c in cand if not is_king(c)] or cand
            if self.hold or rng.random() < 0.85:
                cand = nk
        return rng.choice(cand)

    def pick_follow(self, opts, trick, s, t, hands):
        rng = self.rng
        if not opts:
            return JOKER
        nonpag = [c for c in opts if c != "T1"]
        if t < 25 and nonpag:
            opts = nonpag
        if t < 25:
            nk = [c for c in opts if not is_king(c)]
            if nk and (self.hold or rng.random() < 0.7):
                opts = nk
        return rng.choice(opts)

    # -- derived
    def tricks_won(self):
        won = {s: 0 for s in self.active}
        for _, _, w, _, _ in self.tricks:
            won[w] += 1
        return won

    def piles(self):
        """Card piles: tricks to the winner, a Joker played before the last trick to its player,
        the skat to the dealer."""
        pile = {s: [] for s in self.active}
        for no, (_, trick, w, _, _) in enumerate(self.tricks, 1):
            for s, c in trick:
                if c == JOKER and no < 25:
                    pile[s].append(c)
                else:
                    pile[w].append(c)
        pile[self.dealer] += self.skat
        return pile

    def card_points(self):
        """Both counts of s.15: (a) honours + 1 a trick + 1 for the skat; (b) honours + cards/3."""
        pile = self.piles()
        won = self.tricks_won()
        a = {s: sum(honor(c) for c in pile[s]) + won[s] + (1 if s == self.dealer else 0) for s in self.active}
        b = {s: sum(honor(c) for c in pile[s]) + Fraction(len(pile[s]), 3) for s in self.active}
        return a, b


def cp_amount(p):
    d = Fraction(p) - 26
    q = d / 5
    # nearest multiple of 5 (no halves occur with thirds)
    r = int(q + Fraction(1, 2)) if q >= 0 else -int(-q + Fraction(1, 2))
    return 5 * r


def check_legal(deal):
    """Independent legality check of a simulated deal (my reading), ignoring planted hooks."""
    hands = [set(h) for h in deal.hands0]
    problems = []
    for no, (leader, trick, w, wc, named) in enumerate(deal.tricks, 1):
        led = named if trick[0][1] == JOKER else suit(trick[0][1])
        for pos, (s, c) in enumerate(trick):
            if c not in hands[s]:
                problems.append((no, s, c, "not held"))
                continue
            if c == JOKER and no == 24:
                problems.append((no, s, c, "joker second last"))
            if pos > 0 and c != JOKER:
                h = [x for x in hands[s] if x != JOKER]
                if any(suit(x) == led for x in h):
                    if suit(c) != led:
                        problems.append((no, s, c, "revoke"))
                elif any(suit(x) == "T" for x in h):
                    if suit(c) != "T":
                        problems.append((no, s, c, "no trump"))
            hands[s].discard(c)
    return problems
