"""Independent Ulti model for the ulti-spec2 audit (written from the Japanese source only).

Nothing here imports the engine.  Card codes follow the public format: RANK + SUIT.
"""

import random

SUITS = ["H", "D", "S", "C"]
RANKS_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # high -> low with trumps
RANKS_NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # high -> low without trumps
DECK = [r + s for s in SUITS for r in RANKS_TRUMP]

# Goal values (main text of the source); red doubles trump goals, open durchmarsch is 24 always.
BASE = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "open-durchmarsch": 24,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
}
NO_TRUMP_ONLY = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = RANKS_TRUMP if trump else RANKS_NT
    return len(order) - order.index(rank(c))


def points(c):
    return 10 if rank(c) in ("A", "10") else 0


def normalize(goals):
    g = list(goals)
    if g == ["ulti"] or g == ["four-aces"]:
        g = ["party"] + g
    return g


def goal_value(goal, red):
    v = BASE[goal]
    if red and goal not in NO_TRUMP_ONLY and goal != "open-durchmarsch":
        v *= 2
    return v


def bid_key(bid):
    goals = normalize(bid["goals"])
    total = sum(goal_value(g, bid.get("red", False)) for g in goals)
    return (total, -len(goals))


def beats(a, b, led, trump):
    """Does card a beat card b (b currently winning a trick led in suit `led`)?"""
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) != suit(b):
        return False
    return strength(a, trump) > strength(b, trump)


def winner_index(trick, trump):
    w = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[w], suit(trick[0]), trump):
            w = i
    return w


def legal(hand, trick, trump, keep_seven=None):
    if not trick:
        cands = list(hand)
    else:
        led = suit(trick[0])
        cur = trick[winner_index(trick, trump)]
        same = [c for c in hand if suit(c) == led]
        if same:
            cands = same
            if suit(cur) == led:
                b = [c for c in same if strength(c, trump) > strength(cur, trump)]
                if b:
                    cands = b
        elif trump and any(suit(c) == trump for c in hand):
            tr = [c for c in hand if suit(c) == trump]
            cands = tr
            if suit(cur) == trump:
                b = [c for c in tr if strength(c, trump) > strength(cur, trump)]
                if b:
                    cands = b
        else:
            cands = list(hand)
    if keep_seven and keep_seven in cands and len(cands) > 1:
        cands = [c for c in cands if c != keep_seven]
    return cands


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    """One deal: hands as dealt, an auction, then play by policies."""

    def __init__(self, dealer, hands):
        self.dealer = dealer
        self.dealt = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.events = []
        self.talon = None
        self.last_bid = None
        self.declarer = None

    def first(self):
        return (self.dealer + 1) % 3

    # auction ------------------------------------------------------------
    def bid(self, seat, goals, red=False, discard=None, take=True, trumps=None):
        if self.talon is not None and take:
            self.events.append({"type": "take", "seat": seat, "cards": list(self.talon)})
            self.hands[seat] += self.talon
            self.talon = None
        assert len(self.hands[seat]) == 12, (seat, self.hands[seat])
        assert len(discard) == 2 and len(set(discard)) == 2, discard
        for c in discard:
            self.hands[seat].remove(c)
        self.talon = list(discard)
        self.events.append({"type": "discard", "seat": seat, "cards": list(discard)})
        b = {"goals": list(goals), "red": red}
        if trumps is not None:
            b["trumps"] = trumps
        self.events.append({"type": "bid", "seat": seat, "bid": b})
        self.last_bid = b
        self.declarer = seat

    def pass_(self, seat):
        self.events.append({"type": "bid", "seat": seat, "bid": "pass"})

    # play ---------------------------------------------------------------
    def setup_play(self, trump, announce=True):
        self.trump = trump
        b = self.last_bid
        self.red = b.get("red", False)
        self.goals = normalize(b["goals"])
        if self.red:
            self.trump = trump = "H"
        if announce and not self.red:
            item = {"kind": "trump", "suit": trump} if trump else {"kind": "no-trump"}
            self.events.append({"type": "announce", "seat": self.declarer, "items": [item]})
        self.discarded = list(self.talon)
        big = any(g in self.goals for g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch"))
        self.marriage_ok = bool(trump) and not big
        self.marr = [marriages(h, trump) if self.marriage_ok else [] for h in self.hands]
        self.dealt_after = [list(h) for h in self.hands]

    def play(self, policy, doubles=None, after_first=None, declare=True, fake_declare=None):
        """policy(deal, seat, legal_cards, trick) -> card (a card outside legal_cards is a fault)."""
        doubles = doubles or {}
        d = self.declarer
        keep = None
        if "ulti" in self.goals and self.trump:
            keep = "7" + self.trump
        leader = d
        self.tricks = []
        self.winners = []
        self.fault_events = []
        for t in range(10):
            trick = []
            for pos in range(3):
                seat = (leader + pos) % 3
                if t == 0:
                    for dbl in doubles.get(seat, []):
                        self.events.append({"type": "double", "seat": seat, **dbl})
                    if declare and self.marr[seat]:
                        self.events.append(
                            {
                                "type": "declare",
                                "seat": seat,
                                "items": [{"kind": "marriage", "points": p} for p in self.marr[seat]],
                            }
                        )
                    if fake_declare and fake_declare[0] == seat:
                        self.fault_events.append(len(self.events))
                        self.events.append({"type": "declare", "seat": seat, "items": fake_declare[1]})
                hand = self.hands[seat]
                lg = legal(hand, trick, self.trump, keep if seat == d and t < 9 else None)
                c = policy(self, seat, lg, trick)
                if c not in lg:
                    self.fault_events.append(len(self.events))
                hand.remove(c)
                trick.append(c)
                self.events.append({"type": "play", "seat": seat, "card": c})
            w = (leader + winner_index(trick, self.trump)) % 3
            self.tricks.append((leader, trick))
            self.winners.append(w)
            if t == 0 and after_first:
                for seat, dbl in after_first:
                    self.events.append({"type": "double", "seat": seat, **dbl})
            leader = w

    # results ------------------------------------------------------------
    def card_points(self):
        pts = [0, 0, 0]
        for (_leader, trick), w in zip(self.tricks, self.winners, strict=True):
            pts[w] += sum(points(c) for c in trick)
        pts[self.winners[-1]] += 10
        return pts

    def outcome(self):
        d = self.declarer
        defs = [s for s in range(3) if s != d]
        tp = self.card_points()
        ntr = [self.winners.count(s) for s in range(3)]
        decl_tr = tp[d]
        def_tr = sum(tp[s] for s in defs) + sum(points(c) for c in self.discarded)
        decl_m = sum(self.marr[d]) if ntr[d] > 0 else 0
        def_m = sum(sum(self.marr[s]) for s in defs)
        last_leader, last_trick = self.tricks[-1]
        seven = "7" + self.trump if self.trump else None
        seven_by = None
        if seven and seven in last_trick:
            seven_by = (last_leader + last_trick.index(seven)) % 3
        return dict(
            tp=tp,
            ntr=ntr,
            decl=decl_tr + decl_m,
            defs=def_tr + def_m,
            decl_tricks=decl_tr,
            seven_by=seven_by,
            last_winner=self.winners[-1],
            discard_pts=sum(points(c) for c in self.discarded),
        )

    def settle(self, contra=None, silent_durch_adds=True):
        """Payments [(from, to, amount, reason)].  contra: {goal: {defender: level}}."""
        contra = contra or {}
        d = self.declarer
        defs = [s for s in range(3) if s != d]
        o = self.outcome()
        red = self.red
        pays = []
        won = {}
        trumpgame = bool(self.trump)
        silent100 = False
        if trumpgame and not any(g in self.goals for g in ("40-100", "20-100")):
            silent100 = o["decl"] >= 100 and o["ntr"][d] > 0
        for g in self.goals:
            if g == "party":
                ok = o["decl"] > o["defs"] and o["ntr"][d] > 0
            elif g == "ulti":
                ok = o["seven_by"] == d and o["last_winner"] == d
            elif g == "40-100":
                ok = o["decl_tricks"] + (40 if 40 in marriages(self.dealt_after[d], self.trump) else 0) >= 100
            elif g == "20-100":
                ok = o["decl_tricks"] + (20 if 20 in marriages(self.dealt_after[d], self.trump) else 0) >= 100
            elif g in ("durchmarsch", "open-durchmarsch", "redurchmarsch"):
                ok = o["ntr"][d] == 10
            elif g in ("betli", "rebetli", "open-betli"):
                ok = o["ntr"][d] == 0
            won[g] = ok
            if g == "party" and silent100:
                continue  # silent 100 replaces the party
            v = goal_value(g, red)
            for s in defs:
                m = contra.get(g, {}).get(s, 1)
                if ok:
                    pays.append((s, d, v * m, g))
                else:
                    pays.append((d, s, v * m, g))
            if g == "ulti" and not ok:
                for s in defs:
                    pays.append((d, s, 4 * (2 if red else 1), "ulti-penalty"))
        mult = 2 if red else 1
        if trumpgame:
            if silent100:
                for s in defs:
                    pays.append((s, d, 2 * mult, "silent-100"))
            if "ulti" not in self.goals and o["seven_by"] is not None:
                sb = o["seven_by"]
                if o["last_winner"] == sb:
                    side = [d] if sb == d else defs
                    others = defs if sb == d else [d]
                    for a in others:
                        for b in side:
                            pays.append((a, b, 2 * mult, "silent-ulti"))
                else:
                    for a in range(3):
                        if a != sb:
                            pays.append((sb, a, 4 * mult, "silent-ulti"))
            durch_goal = any(g in self.goals for g in ("durchmarsch", "open-durchmarsch"))
            if not durch_goal and o["ntr"][d] == 10:
                for s in defs:
                    pays.append((s, d, 3 * mult, "silent-durchmarsch"))
        self.won = won
        self.o = o
        return pays


def net(pays):
    n = [0, 0, 0]
    for f, t, a, _ in pays:
        n[f] -= a
        n[t] += a
    return n


def deal_random(rng, dealer, rig=None):
    """12 cards to dealer+1, 10 to the others; rig: {seat: [cards]} forced into hands."""
    rig = rig or {}
    deck = [c for c in DECK if all(c not in v for v in rig.values())]
    rng.shuffle(deck)
    hands = [list(rig.get(s, [])) for s in range(3)]
    for s in range(3):
        need = (12 if s == (dealer + 1) % 3 else 10) - len(hands[s])
        hands[s] += deck[:need]
        deck = deck[need:]
    assert not deck
    return hands


def pol_random(rng):
    def p(deal, seat, lg, trick):
        return rng.choice(sorted(lg))

    return p


def pol_greedy(rng, declarer_high=True):
    """Declarer plays its strongest legal card (or weakest for betli); defenders random."""

    def p(deal, seat, lg, trick):
        if seat == deal.declarer:
            tr = deal.trump
            key = sorted(lg, key=lambda c: (suit(c) == tr, strength(c, tr), c))
            return key[-1] if declarer_high else key[0]
        return rng.choice(sorted(lg))

    return p


def new_rng(seed):
    return random.Random(seed)
