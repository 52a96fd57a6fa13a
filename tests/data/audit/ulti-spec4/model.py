"""ulti-spec4: an outside club-app model of Ulti, written from the Japanese source
(/work/shared/seeds/003_bb2f67de7752728b.txt) alone.

It deals, runs the auction with the two talon cards passed on, plays legal cards
(follow suit; else trump; and, within that, beat the cards on the table when able),
and settles every declared goal and silent bonus separately, as the source says.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # 切札があるとき
PLAIN_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # ないとき
DECK = [r + s for s in SUITS for r in TRUMP_ORDER]

# goal values, the source's main text (standard) and UltiNet.hu
STD = {
    "party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6,
    "open-durchmarsch": 24, "betli": 5, "rebetli": 10, "open-betli": 20,
    "redurchmarsch": 12,
}
ULTINET = {
    "party": 1, "four-aces": 3, "40-100": 4, "ulti": 4, "betli": 5, "20-100": 6,
    "durchmarsch": 7, "four-tens": 9,
}
NO_TRUMP_ONLY = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def rank(c):
    return c[:-1]


def suit(c):
    return c[-1]


def card_points(c):
    return 10 if rank(c) in ("A", "10") else 0


def expand(goals):
    """ulti (and four aces) bid alone is said for 'party + ulti'."""
    g = list(goals)
    if "party" not in g and set(g) <= {"ulti", "four-aces", "four-tens"}:
        g = ["party"] + g
    return g


def bid_value(bid, table="standard"):
    """(points, goals) of a bid; standard: points then fewer goals."""
    goals = expand(bid["goals"])
    red = bid.get("red", False)
    if table == "standard":
        pts = 0
        for g in goals:
            v = STD[g]
            if red and g not in ("open-durchmarsch",) and g not in NO_TRUMP_ONLY:
                v *= 2
            pts += v
        return pts, len(goals)
    # UltiNet: total points only; party not counted with ulti / four aces / four tens
    pts = 0
    for g in goals:
        if g == "party" and len(goals) > 1:
            continue
        pts += ULTINET[g] * (2 if red else 1)
    return pts, 0


def higher(new, old, table="standard"):
    pn, gn = bid_value(new, table)
    po, go = bid_value(old, table)
    if table != "standard":
        return pn > po
    return pn > po or (pn == po and gn < go)


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning) in a trick led with suit led?"""
    order = TRUMP_ORDER if trump else PLAIN_ORDER
    if suit(a) == suit(b):
        return order.index(rank(a)) < order.index(rank(b))
    if trump and suit(a) == trump:
        return True
    return False


def winner_index(cards, trump):
    led = suit(cards[0])
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], led, trump):
            w = i
    return w


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cur = trick[winner_index(trick, trump)]
    same = [c for c in hand if suit(c) == led]
    if same:
        pool = same
    elif trump and any(suit(c) == trump for c in hand):
        pool = [c for c in hand if suit(c) == trump]
    else:
        return list(hand)
    better = [c for c in pool if beats(c, cur, led, trump)]
    return better or pool


def marriages(hand, trump):
    out = []
    if not trump:
        return out
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    out.sort(reverse=True)
    return out


class Deal:
    """Builds the event list of one deal."""

    def __init__(self, dealer, hands):
        self.dealer = dealer
        self.hands0 = [list(h) for h in hands]
        self.hands = [list(h) for h in hands]
        self.events = []
        self.talon = None
        self.last_bid = None
        self.declarer = None
        self.passes = 0

    # ---------------------------------------------------------------- auction
    def first(self, discard, goals, red=False):
        s = (self.dealer + 1) % 3
        assert len(self.hands[s]) == 12
        for c in discard:
            self.hands[s].remove(c)
        self.talon = list(discard)
        self.events.append({"type": "discard", "seat": s, "cards": list(discard)})
        self._bid(s, goals, red)
        self.turn = (s + 1) % 3

    def _bid(self, s, goals, red):
        bid = {"goals": list(goals), "red": red}
        self.events.append({"type": "bid", "seat": s, "bid": bid})
        self.last_bid = bid
        self.declarer = s
        self.passes = 0

    def bid(self, s, discard, goals, red=False):
        assert s == self.turn, (s, self.turn)
        self.events.append({"type": "take", "seat": s, "cards": list(self.talon)})
        self.hands[s] += self.talon
        for c in discard:
            self.hands[s].remove(c)
        self.talon = list(discard)
        self.events.append({"type": "discard", "seat": s, "cards": list(discard)})
        self._bid(s, goals, red)
        self.turn = (s + 1) % 3

    def pass_(self, s):
        assert s == self.turn, (s, self.turn)
        self.events.append({"type": "bid", "seat": s, "bid": "pass"})
        self.passes += 1
        self.turn = (s + 1) % 3

    def finish_auction(self, trump_suit):
        """trump_suit: 'H'.. for trumps (announced unless red), None for no trumps."""
        assert self.passes == 3
        self.contract = expand(self.last_bid["goals"])
        self.red = self.last_bid["red"]
        self.trump = trump_suit
        self.final_hand = list(self.hands[self.declarer])
        if self.red:
            assert trump_suit == "H"
        elif trump_suit:
            self.events.append(
                {"type": "announce", "seat": self.declarer, "items": [{"kind": "trump", "suit": trump_suit}]}
            )
        else:
            self.events.append({"type": "announce", "seat": self.declarer, "items": [{"kind": "no-trump"}]})

    # ---------------------------------------------------------------- play
    def play(self, rng, strategy="greedy", doubles=None, redoubles=None, declare=True,
             fault=None, fake_declare=None, keep_seven=None):
        """doubles: {seat: [(target, level)]} said with that defender's first card;
        redoubles: [(seat, target, level)] after the third card of trick 1.
        fault: ('overtake'|'trump', seat, min_trick) plants one illegal card.
        fake_declare: {seat: items} replaces that seat's declaration."""
        d = self.declarer
        trump = self.trump
        hands = self.hands
        self.declared = {0: [], 1: [], 2: []}
        allow_marriage = trump and not ({"40-100", "20-100", "durchmarsch", "open-durchmarsch"} & set(self.contract))
        leader = d
        self.tricks = []
        self.trick_winners = []
        self.fault_event = None
        self.doubles = {}  # target -> (level, seats)
        for t in range(10):
            trick = []
            seats = [(leader + i) % 3 for i in range(3)]
            for s in seats:
                if t == 0:
                    items = None
                    if fake_declare and s in fake_declare:
                        items = fake_declare[s]
                    elif declare and allow_marriage and marriages(hands[s], trump):
                        items = [{"kind": "marriage", "points": p} for p in marriages(hands[s], trump)]
                    if items is not None:
                        self.events.append({"type": "declare", "seat": s, "items": items})
                        if not (fake_declare and s in fake_declare):
                            self.declared[s] = [i["points"] for i in items]
                    for tgt, lvl in (doubles or {}).get(s, []):
                        self.events.append({"type": "double", "seat": s, "target": tgt, "level": lvl})
                        self.doubles.setdefault(tgt, [lvl, set()])
                        self.doubles[tgt][0] = lvl
                        self.doubles[tgt][1].add(s)
                opts = legal(hands[s], trick, trump)
                card = None
                if fault and fault[1] == s and t >= fault[2] and self.fault_event is None and trick:
                    led = suit(trick[0])
                    cur = trick[winner_index(trick, trump)]
                    if fault[0] == "overtake":
                        same = [c for c in hands[s] if suit(c) == led]
                        if same and any(beats(c, cur, led, trump) for c in same):
                            bad = [c for c in same if not beats(c, cur, led, trump)]
                            if bad:
                                card = bad[-1]
                    elif fault[0] == "trump":
                        if trump and not [c for c in hands[s] if suit(c) == led] and \
                                any(suit(c) == trump for c in hands[s]):
                            bad = [c for c in hands[s] if suit(c) != trump]
                            if bad:
                                card = bad[0]
                    if card is not None:
                        self.fault_event = len(self.events)
                if card is None:
                    card = choose(rng, strategy, s, d, hands[s], trick, opts, trump, self.contract,
                                  (keep_seven is True and s == d) or (isinstance(keep_seven, set) and s in keep_seven), t)
                hands[s].remove(card)
                trick.append(card)
                self.events.append({"type": "play", "seat": s, "card": card})
            if t == 0:
                for s, tgt, lvl in redoubles or []:
                    self.events.append({"type": "double", "seat": s, "target": tgt, "level": lvl})
                    self.doubles[tgt][0] = lvl
            w = seats[winner_index(trick, trump)]
            self.tricks.append((seats, trick))
            self.trick_winners.append(w)
            leader = w
        return self

    # ---------------------------------------------------------------- result
    def result(self):
        d = self.declarer
        trump = self.trump
        cp = {0: 0, 1: 0, 2: 0}
        ntr = {0: 0, 1: 0, 2: 0}
        for i, ((seats, cards), w) in enumerate(zip(self.tricks, self.trick_winners)):
            ntr[w] += 1
            if trump:
                cp[w] += sum(card_points(c) for c in cards)
                if i == 9:
                    cp[w] += 10
        talon_pts = sum(card_points(c) for c in self.talon) if trump else 0
        defs = [s for s in range(3) if s != d]
        dec_cp = cp[d]
        def_cp = sum(cp[s] for s in defs) + talon_pts
        dec_m = sum(self.declared[d]) if ntr[d] > 0 else 0
        def_m = sum(sum(self.declared[s]) for s in defs)
        last_seats, last_cards = self.tricks[9]
        return dict(cp=cp, ntr=ntr, talon_pts=talon_pts, dec_cp=dec_cp, def_cp=def_cp,
                    dec_m=dec_m, def_m=def_m, dec_total=dec_cp + dec_m, def_total=def_cp + def_m,
                    last=(last_seats, last_cards, self.trick_winners[9]))


def choose(rng, strategy, s, d, hand, trick, opts, trump, contract, keep_seven, t):
    if keep_seven and trump and len(opts) > 1 and ("7" + trump) in opts:
        opts = [c for c in opts if c != "7" + trump]
    if strategy == "random":
        return rng.choice(opts)
    order = TRUMP_ORDER if trump else PLAIN_ORDER
    betli = bool(NO_TRUMP_ONLY & set(contract)) and "redurchmarsch" not in contract

    def strength(c):
        return (1 if trump and suit(c) == trump else 0, -order.index(rank(c)))

    if betli and s == d:
        # lose: play the highest card that does not win, else the lowest
        if trick:
            cur = trick[winner_index(trick, trump)]
            losers = [c for c in opts if not beats(c, cur, suit(trick[0]), trump)]
            if losers:
                return max(losers, key=strength)
        return min(opts, key=strength)
    if strategy == "greedy":
        if not trick:
            return max(opts, key=strength) if rng.random() < 0.6 else rng.choice(opts)
        cur = trick[winner_index(trick, trump)]
        winners = [c for c in opts if beats(c, cur, suit(trick[0]), trump)]
        if winners and rng.random() < 0.8:
            return min(winners, key=strength)
        return min(opts, key=strength) if rng.random() < 0.7 else rng.choice(opts)
    raise ValueError(strategy)


def make_hands(seed, dealer, need=None, pred=None, tries=20000):
    need = need or {}
    fb = (dealer + 1) % 3
    for k in range(tries):
        rng = random.Random(seed * 100003 + k)
        rest = [c for c in DECK if not any(c in v for v in need.values())]
        rng.shuffle(rest)
        hands = []
        for s in range(3):
            n = 12 if s == fb else 10
            h = list(need.get(s, []))
            while len(h) < n:
                h.append(rest.pop())
            rng.shuffle(h)
            hands.append(h)
        if pred is None or pred(hands):
            return hands
    raise RuntimeError("no hands")


def goal_value(g, red, table="standard"):
    if table == "ultinet":
        return ULTINET[g] * (2 if red else 1)
    v = STD[g]
    if red and g != "open-durchmarsch" and g not in NO_TRUMP_ONLY:
        v *= 2
    return v


def settle(deal, table="standard"):
    """Payments (from, to, amount, reason) by the source: each goal and silent bonus apart."""
    d = deal.declarer
    defs = [s for s in range(3) if s != d]
    red = deal.red
    trump = deal.trump
    r = deal.result()
    pay = []
    won = {}
    goals = list(deal.contract)
    silent100 = None
    if trump and "party" in goals:
        if r["dec_total"] >= 100 and r["ntr"][d] > 0:
            silent100 = "dec"
        elif r["def_total"] >= 100:
            silent100 = "def"
    for g in goals:
        if g == "party":
            ok = r["ntr"][d] > 0 and r["dec_total"] > r["def_total"]
        elif g == "ulti":
            ls, lc, lw = r["last"]
            i = ls.index(d)
            ok = lw == d and lc[i] == "7" + trump
        elif g == "40-100":
            ok = ("K" + trump in deal.final_hand and "Q" + trump in deal.final_hand) and r["dec_cp"] + 40 >= 100
        elif g == "20-100":
            has20 = any("K" + s in deal.final_hand and "Q" + s in deal.final_hand for s in SUITS if s != trump)
            ok = has20 and r["dec_cp"] + 20 >= 100
        elif g in ("durchmarsch", "redurchmarsch", "open-durchmarsch"):
            ok = r["ntr"][d] == 10
        elif g in ("betli", "rebetli", "open-betli"):
            ok = r["ntr"][d] == 0
        else:
            raise ValueError(g)
        won[g] = ok
        v = goal_value(g, red, table)
        reason = g
        if g == "party" and silent100:
            v = goal_value("party", red, table) * 2 if table == "standard" else 1 * (2 if red else 1)
            reason = "silent-100"
            ok = silent100 == "dec"
            won[g] = ok
        lvl, seats = deal.doubles.get(g, (1, set()))
        for s in defs:
            m = lvl
            if not trump and s not in seats:
                m = 1
            if ok:
                pay.append((s, d, v * m, reason))
            else:
                pay.append((d, s, v * m, reason))
        if g == "ulti" and not ok:
            for s in defs:
                pay.append((d, s, goal_value("ulti", red, table), "ulti-penalty"))
    betli = bool({"betli", "rebetli", "open-betli"} & set(goals))
    if trump and not betli:
        # silent ulti
        ls, lc, lw = r["last"]
        if "ulti" not in goals:
            t7 = "7" + trump
            if t7 in lc:
                p = ls[lc.index(t7)]
                sv = 2 * (2 if red else 1)
                if lw == p:
                    if p == d:
                        for s in defs:
                            pay.append((s, d, sv, "silent-ulti"))
                    else:
                        for s in defs:
                            pay.append((d, s, sv, "silent-ulti"))
                else:
                    for s in range(3):
                        if s != p:
                            pay.append((p, s, 4 * (2 if red else 1), "silent-ulti"))
        if not ({"durchmarsch", "open-durchmarsch"} & set(goals)):
            sv = (3 if table == "standard" else 4) * (2 if red else 1)
            if r["ntr"][d] == 10:
                for s in defs:
                    pay.append((s, d, sv, "silent-durchmarsch"))
            elif r["ntr"][d] == 0 and False:
                pass
    return pay, won, r


def nets(pay):
    n = [0, 0, 0]
    for f, t, a, _ in pay:
        n[f] -= a
        n[t] += a
    return n
