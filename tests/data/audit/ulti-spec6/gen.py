"""Blind model/generator for audit round ulti-spec6 (Ulti, source 003, Japanese).

Written from the source text only (no engine code read). It deals, runs a scripted
auction with the talon passed on face down, plays legally (follow, trump, overtake),
scores the goals and writes transcripts.  Run:  python gen.py  (writes NN-*.json and
gen_out.txt beside this file).

My reading of the source (quotes in EXPECTED.md):
- seats are in order of play = counterclockwise; the dealer's right-hand neighbour is the
  next seat (dealer+1): he gets 12 cards, the others 10; the deal passes to dealer+1.
- first bidder discards 2 (no take) and must bid; then each in turn either takes the two
  cards, discards two and bids higher, or passes them on.  A passer may bid again later.
  Three non-bids in a row end the auction (so a bidder may raise his own bid when it comes
  back to him).  The last bidder is declarer, names trumps unless red (hearts).
- bids compare by total points, equal points: fewer goals ranks higher.
- play: follow suit; else trump; and within that, beat the card winning so far if possible.
- marriages 20/40 at one's first card, only in trump games without a 100/durchmarsch goal.
- party: card points (A,10 = 10, last trick 10) + marriages beat the defenders', with at
  least one trick; the declarer's discard counts for the defenders.
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
RT = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
RN = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RT]
NAMES = ["葵", "健太", "美香"]

VAL = {
    "party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6,
    "open-durchmarsch": 24, "betli": 5, "rebetli": 10, "open-betli": 20,
    "redurchmarsch": 12,
}
NOTRUMP = {"betli", "rebetli", "open-betli", "redurchmarsch"}


def rk(c):
    return c[:-1]


def st(c):
    return c[-1]


def norm_goals(goals):
    g = set(goals)
    if "ulti" in g and not (g & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"}):
        g.add("party")
    return g


def goal_value(goal, red):
    v = VAL[goal]
    if red and goal not in NOTRUMP and goal != "open-durchmarsch":
        v *= 2
    return v


def bid_key(bid):
    g = norm_goals(bid["goals"])
    return (sum(goal_value(x, bid.get("red", False)) for x in g), -len(g))


def B(*goals, red=False):
    return {"goals": list(goals), "red": red}


def order(trump):
    return RT if trump else RN


def beats(a, b, led, trump):
    """True if card a beats card b (b is the current winner) in a trick led with `led`."""
    ranks = order(trump)
    if st(a) == st(b):
        return ranks.index(rk(a)) < ranks.index(rk(b))
    if trump and st(a) == trump:
        return True
    return False


def winner_index(trick, trump):
    led = st(trick[0][1])
    w = 0
    for i in range(1, len(trick)):
        if beats(trick[i][1], trick[w][1], led, trump):
            w = i
    return w


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = st(trick[0][1])
    cur = trick[winner_index(trick, trump)][1]
    same = [c for c in hand if st(c) == led]
    if same:
        if trump and st(cur) == trump and led != trump:
            return same
        b = [c for c in same if beats(c, cur, led, trump)]
        return b or same
    if trump:
        tr = [c for c in hand if st(c) == trump]
        if tr:
            b = [c for c in tr if beats(c, cur, led, trump)]
            return b or tr
    return list(hand)


def pairs_in(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    def __init__(self, dealer, seed, twelve=None):
        self.rng = random.Random(seed)
        self.seed = seed
        deck = DECK[:]
        self.rng.shuffle(deck)
        self.dealer = dealer
        fb = (dealer + 1) % 3 if twelve is None else twelve
        self.fb = fb
        hands = [None, None, None]
        hands[fb] = deck[:12]
        hands[(fb + 1) % 3] = deck[12:22]
        hands[(fb + 2) % 3] = deck[22:32]
        self.dealt = [list(h) for h in hands]
        self.hand = [list(h) for h in hands]
        self.ev = []
        self.talon = None
        self.bids = []
        self.marks = {}
        self.doubles = {}
        self.declared = {0: [], 1: [], 2: []}

    # ---------------------------------------------------------------- auction
    def _discard(self, seat, how):
        h = self.hand[seat]
        if isinstance(how, list):
            cards = how
        else:
            cards = pick_discard(h, how)
        for c in cards:
            h.remove(c)
        self.talon = list(cards)
        self.ev.append({"type": "discard", "seat": seat, "cards": list(cards)})

    def first(self, seat, bid, how):
        self._discard(seat, how)
        self.ev.append({"type": "bid", "seat": seat, "bid": bid})
        self.bids.append((seat, bid))

    def take(self, seat, bid, how, mark=None):
        if mark:
            self.marks[mark] = len(self.ev)
        self.hand[seat].extend(self.talon)
        self.ev.append({"type": "take", "seat": seat, "cards": list(self.talon)})
        self._discard(seat, how)
        if mark:
            self.marks[mark + "_bid"] = len(self.ev)
        self.ev.append({"type": "bid", "seat": seat, "bid": bid})
        self.bids.append((seat, bid))

    def pas(self, seat):
        self.ev.append({"type": "bid", "seat": seat, "bid": "pass"})

    # ---------------------------------------------------------------- contract
    def contract(self, trump_announce=True, trump=None, mark=None):
        self.declarer, bid = self.bids[-1]
        self.bid = bid
        self.red = bid.get("red", False)
        self.goals = norm_goals(bid["goals"])
        self.notrump = bool(self.goals & NOTRUMP)
        if self.notrump:
            self.trump = None
        elif self.red:
            self.trump = "H"
        else:
            self.trump = trump or best_suit(self.hand[self.declarer], exclude="H")
        if mark:
            self.marks[mark] = len(self.ev)
        if trump_announce is True and self.trump and not self.red:
            self.ev.append({"type": "announce", "seat": self.declarer,
                            "items": [{"kind": "trump", "suit": self.trump}]})
        elif trump_announce == "notrump":
            self.ev.append({"type": "announce", "seat": self.declarer, "items": [{"kind": "no-trump"}]})
        elif isinstance(trump_announce, dict):
            self.ev.append({"type": "announce", "seat": self.declarer, "items": [trump_announce]})

    def fold(self):
        self.declarer, bid = self.bids[-1]
        self.bid = bid
        self.red = False
        self.goals = {"party"}
        self.folded = True
        self.ev.append({"type": "call", "seat": self.declarer, "call": "fold"})

    # ---------------------------------------------------------------- play
    def play(self, override=None, doubles=None, redoubles=None, declare_marriages=True,
             late_marriage=None):
        """override(self, trick_no, seat, trick, legal) -> card or None."""
        self.folded = False
        trump = self.trump
        marriages_ok = (trump is not None) and not (
            self.goals & {"40-100", "20-100", "durchmarsch", "open-durchmarsch"})
        self.marriages_ok = marriages_ok
        leader = self.declarer
        self.tricks = []
        self.trick_winners = []
        self.faults = []
        ulti_decl = "ulti" in self.goals
        for t in range(10):
            trick = []
            for k in range(3):
                seat = (leader + k) % 3
                h = self.hand[seat]
                if t == 0 and marriages_ok and declare_marriages:
                    ps = pairs_in(h, trump)
                    if late_marriage and late_marriage[0] == seat:
                        ps = []
                    if ps:
                        self.ev.append({"type": "declare", "seat": seat,
                                        "items": [{"kind": "marriage", "points": p} for p in ps]})
                        self.declared[seat] = ps
                if t == 0 and doubles:
                    for (dseat, target, level) in doubles:
                        if dseat == seat:
                            self.ev.append({"type": "double", "seat": seat, "target": target, "level": level})
                            self.doubles[target] = max(self.doubles.get(target, 1), level)
                if late_marriage and late_marriage[0] == seat and t == late_marriage[1]:
                    ps = pairs_in(h, trump)
                    self.marks["late_marriage"] = len(self.ev)
                    self.late_ok = bool(ps)
                    self.ev.append({"type": "declare", "seat": seat,
                                    "items": [{"kind": "marriage", "points": p} for p in ps] or
                                    [{"kind": "marriage", "points": 20}]})
                    self.late_pts = ps
                lg = legal(h, trick, trump)
                card = None
                if override:
                    card = override(self, t, seat, trick, lg)
                    if card is not None and card not in lg:
                        self.marks["fault_play"] = len(self.ev)
                        self.faults.append((t, seat, card))
                if card is None:
                    card = self.choose(seat, lg, trick, t, ulti_decl)
                h.remove(card)
                trick.append((seat, card))
                self.ev.append({"type": "play", "seat": seat, "card": card})
            if t == 0 and redoubles:
                for (dseat, target, level) in redoubles:
                    self.ev.append({"type": "double", "seat": dseat, "target": target, "level": level})
                    self.doubles[target] = max(self.doubles.get(target, 1), level)
            w = trick[winner_index(trick, trump)][0]
            self.tricks.append(trick)
            self.trick_winners.append(w)
            leader = w

    def choose(self, seat, lg, trick, t, ulti_decl):
        trump = self.trump
        if seat == self.declarer and self.notrump and self.goals & {"betli", "rebetli", "open-betli"}:
            ranks = RN
            return max(lg, key=lambda c: ranks.index(rk(c)))  # lowest
        if seat == self.declarer and ulti_decl:
            seven = "7" + trump
            if seven in lg and len(lg) > 1:
                lg = [c for c in lg if c != seven]
        keep = getattr(self, "keep", {}).get(seat)
        if keep:
            lg2 = [c for c in lg if c not in keep]
            if lg2:
                lg = lg2
        return self.rng.choice(lg)

    # ---------------------------------------------------------------- scoring
    def card_points(self):
        pts = [0, 0, 0]
        for t, (trick, w) in enumerate(zip(self.tricks, self.trick_winners)):
            for _, c in trick:
                if rk(c) in ("A", "10"):
                    pts[w] += 10
            if t == 9:
                pts[w] += 10
        talon = sum(10 for c in self.talon if rk(c) in ("A", "10"))
        return pts, talon

    def results(self):
        d = self.declarer
        defs = [(d + 1) % 3, (d + 2) % 3]
        res = {}
        ntr = [self.trick_winners.count(s) for s in range(3)]
        self.ntricks = ntr
        if self.trump:
            pts, talon = self.card_points()
            dp = pts[d] + sum(self.declared[d])
            fp = pts[defs[0]] + pts[defs[1]] + talon + sum(self.declared[defs[0]]) + sum(self.declared[defs[1]])
            self.dp, self.fp = dp, fp
            self.pts, self.talon_pts = pts, talon
            if "party" in self.goals:
                res["party"] = dp > fp and ntr[d] >= 1
            if "ulti" in self.goals:
                last = self.tricks[9]
                res["ulti"] = self.trick_winners[9] == d and (d, "7" + self.trump) in last
        for g in ("betli", "rebetli"):
            if g in self.goals:
                res[g] = ntr[d] == 0
        self.res = res
        return res

    def silent_problems(self):
        """Situations my generator avoids (silent bonuses) unless wanted."""
        if self.folded or not self.trump:
            return []
        probs = []
        d = self.declarer
        seven = "7" + self.trump
        last = self.tricks[9]
        if "ulti" not in self.goals and any(c == seven for _, c in last):
            probs.append("trump7 in last trick")
        if self.dp >= 100 or self.fp >= 100:
            probs.append("100")
        if self.ntricks[d] in (0, 10):
            probs.append("durchmarsch")
        return probs

    def payments(self, penalty_loser=None):
        """List of (from, to, amount, reason). penalty_loser: 'decl' or 'def' side at fault
        (lose_all_goals reading): its side loses every goal."""
        d = self.declarer
        defs = [(d + 1) % 3, (d + 2) % 3]
        pay = []
        if self.folded:
            for f in defs:
                pay.append((d, f, 2, "fold"))
            return pay
        res = self.results()
        for g in sorted(self.goals, key=lambda x: ["party", "ulti", "betli", "rebetli"].index(x)):
            won = res[g]
            if penalty_loser == "decl":
                won = False
            elif penalty_loser == "def":
                won = True
            v = goal_value(g, self.red)
            m = self.doubles.get(g, 1)
            for f in defs:
                if won:
                    pay.append((f, d, v * m, g))
                else:
                    pay.append((d, f, v * m, g))
            if g == "ulti" and not won:
                for f in defs:
                    pay.append((d, f, 4 * (2 if self.red else 1), "ulti-penalty"))
        return pay

    def net(self, pay):
        n = [0, 0, 0]
        for f, t, a, _ in pay:
            n[f] -= a
            n[t] += a
        return n

    def record_payments(self, pay, tamper=None):
        for i, (f, t, a, r) in enumerate(pay):
            if tamper and tamper[0] == i:
                self.marks["tampered_payment"] = len(self.ev)
                a = tamper[1]
            self.ev.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})

    def record_scores(self, net, totals_before, tamper_total=None):
        for s in range(3):
            self.ev.append({"type": "score", "party": s, "points": net[s]})
        tot = [totals_before[s] + net[s] for s in range(3)]
        for s in range(3):
            v = tot[s]
            if tamper_total and tamper_total[0] == s:
                self.marks["tampered_total"] = len(self.ev)
                v = v + tamper_total[1]
            self.ev.append({"type": "total", "party": s, "points": v})
        return tot

    def as_json(self, hands=True):
        return {"dealer": self.dealer, "hands": self.dealt if hands else None, "events": self.ev}


def best_suit(hand, exclude=None):
    best, bs = None, -1
    for s in SUITS:
        if s == exclude:
            continue
        n = sum(1 for c in hand if st(c) == s) * 10 + sum(
            1 for c in hand if st(c) == s and rk(c) in ("A", "10", "K"))
        if n > bs:
            best, bs = s, n
    return best


def pick_discard(hand, how):
    """how: ('trump', S) keep trumps, pairs, A/10, the 7 of trumps; ('betli',) drop the highest."""
    kind = how[0]
    if kind == "betli":
        ranks = RN
        return sorted(hand, key=lambda c: ranks.index(rk(c)))[:2]
    t = how[1]

    def score(c):
        v = 0
        if st(c) == t:
            v += 100
        if rk(c) in ("A", "10"):
            v += 50
        if rk(c) in ("K", "Q") and ("K" + st(c)) in hand and ("Q" + st(c)) in hand:
            v += 40
        v += 8 - RT.index(rk(c))
        return v

    return sorted(hand, key=score)[:2]


def transcript(deals, meta, start=None, hands=True, rules=None):
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules or {"preset": "standard"},
        "players": NAMES,
    }
    if start is not None:
        t["start"] = {"totals": start}
    t["meta"] = meta
    t["deals"] = [d.as_json(hands) for d in deals]
    return t


OUT = []


def write(name, tr, notes):
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(tr, f, ensure_ascii=False, indent=1)
        f.write("\n")
    OUT.append("== " + name)
    OUT.extend("  " + n for n in notes)


def describe(d, pay=None):
    lines = []
    if getattr(d, "folded", False):
        lines.append(f"dealer {d.dealer}; declarer {d.declarer} folds; pay {pay}; net {d.net(pay)}")
        return lines
    lines.append(f"seed {d.seed} dealer {d.dealer} declarer {d.declarer} bid {d.bid} trump {d.trump}")
    lines.append(f"tricks {d.ntricks} winners {d.trick_winners}")
    if d.trump:
        lines.append(f"card pts {d.pts} talon {d.talon} ({d.talon_pts}); declared {d.declared}; decl side {d.dp} vs def side {d.fp}")
    lines.append(f"results {d.res} doubles {d.doubles}")
    if pay is not None:
        lines.append(f"payments {pay}")
        lines.append(f"net {d.net(pay)}")
    lines.append(f"marks {d.marks}")
    return lines


def search(build, accept, start=1, tries=20000):
    for s in range(start, start + tries):
        d = build(s)
        if d is None:
            continue
        if accept(d):
            return d
    raise SystemExit("no seed for " + repr(build))


def ok_common(d):
    return not d.silent_problems()


# ====================================================================== files


def trump_with_seven(hand, exclude="H"):
    cands = [s for s in SUITS if s != exclude and ("7" + s) in hand]
    if not cands:
        return None
    return max(cands, key=lambda s: sum(1 for c in hand if st(c) == s))


def f01():
    def build(s):
        d = Deal(0, s)
        t = best_suit(d.hand[1], "H")
        d.first(1, B("party"), ("trump", t))
        d.pas(2)
        d.pas(0)
        d.pas(1)
        d.contract(trump=t)
        d.play()
        d.results()
        return d

    d = search(build, lambda d: ok_common(d) and d.res["party"] and d.declared[1] and any(d.declared[x] for x in (0, 2)))
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Plain party: the first bidder discards without a take, both others pass, he names trumps; marriages said with the first card; settled in payments."})
    write("01-party-marriages.json", tr, describe(d, pay))


def f02():
    def build(s):
        d = Deal(2, s)
        h = d.hand
        d.first(0, B("party"), ("trump", best_suit(h[0], "H")))
        d.take(1, B("party", red=True), ("trump", "H"))
        d.pas(2)
        d.take(0, B("40-100"), ("trump", best_suit(h[0], "H")))
        d.take(1, B("party", "ulti"), ("trump", best_suit(h[1], "H")))
        d.take(2, B("betli"), ("betli",))
        d.pas(0)
        d.pas(1)
        d.pas(2)
        d.contract("notrump")
        d.play()
        d.results()
        return d

    d = search(build, lambda d: d.res["betli"])
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "The talon goes round: party, red party, a pass (talon passed on), 40-100, party+ulti (5 points, 2 goals), betli (5 points, 1 goal: equal points, fewer goals), three passes. Betli made."})
    write("02-talon-round-after-round.json", tr, describe(d, pay))


def f03():
    def build(s):
        d = Deal(1, s)
        h = d.hand
        d.first(2, B("party"), ("trump", best_suit(h[2], "H")))
        d.pas(0)
        d.pas(1)
        d.take(2, B("ulti"), ("trump", "H"))
        d.take(0, B("40-100", "ulti"), ("trump", best_suit(h[0], "H")))
        d.take(1, B("40-100", red=True), ("trump", "H"))
        d.take(2, B("ulti", red=True), ("trump", "H"))
        d.pas(0)
        d.pas(1)
        d.pas(2)
        if "7H" not in d.hand[2]:
            return None
        d.contract()
        d.play()
        d.results()
        return d

    d = search(build, lambda d: ok_common(d) and d.res["ulti"] and not d.res["party"])
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "The first bidder's party is passed twice; he takes his own two cards back and raises to ulti; 40-100+ulti (8, 2 goals), red 40-100 (8, 1 goal), red ulti (10) by the first bidder again. Red ulti: party lost, ulti made."})
    write("03-raise-own-bid-red-ulti.json", tr, describe(d, pay))


def f04():
    # deal 0: fold
    d0 = Deal(0, 11)
    d0.first(1, B("party"), ("trump", best_suit(d0.hand[1], "H")))
    d0.pas(2)
    d0.pas(0)
    d0.pas(1)
    d0.fold()
    p0 = d0.payments()
    d0.record_payments(p0)

    def build1(s):
        d = Deal(1, s)
        h = d.hand
        d.first(2, B("party"), ("trump", best_suit(h[2], "H")))
        t = trump_with_seven(h[0] + d.talon)
        if t is None:
            return None
        d.take(0, B("ulti"), ("trump", t))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        if "7" + t not in d.hand[0]:
            return None
        d.contract(trump=t)
        d.play()
        d.results()
        return d

    d1 = search(build1, lambda d: ok_common(d) and d.res["party"] and not d.res["ulti"], start=100)
    p1 = d1.payments()
    d1.record_payments(p1)

    def build2(s):
        d = Deal(2, s)
        d.first(0, B("betli"), ("betli",))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        d.contract("notrump")
        d.play()
        d.results()
        return d

    d2 = search(build2, lambda d: not d.res["betli"], start=300)
    p2 = d2.payments()
    d2.record_payments(p2)
    tr = transcript([d0, d1, d2], {"description": "Session of three deals, dealer 0, 1, 2, settled in payments: a plain party folded (2 to each defender); party+ulti (party made, ulti lost: 4 + 4 penalty to each); betli lost."})
    write("04-session-payments-fold.json", tr, describe(d0, p0) + describe(d1, p1) + describe(d2, p2))


def f05():
    start = [12, -5, -7]
    tot = list(start)
    deals, notes = [], []

    def b0(s):
        d = Deal(1, s)
        t = best_suit(d.hand[2], "H")
        d.first(2, B("party"), ("trump", t))
        d.pas(0)
        d.pas(1)
        d.pas(2)
        d.contract(trump=t)
        d.play()
        d.results()
        return d

    d = search(b0, lambda d: ok_common(d) and not d.res["party"], start=500)
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]

    def b1(s):
        d = Deal(2, s)
        d.first(0, B("party"), ("trump", best_suit(d.hand[0], "H")))
        d.take(1, B("party", red=True), ("trump", "H"))
        d.pas(2)
        d.pas(0)
        d.pas(1)
        d.contract()
        d.play()
        d.results()
        return d

    d = search(b1, lambda d: ok_common(d) and d.res["party"], start=600)
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]

    def b2(s):
        d = Deal(0, s)
        d.first(1, B("ulti"), ("trump", best_suit(d.hand[1], "H")))
        d.pas(2)
        d.take(0, B("rebetli"), ("betli",))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        d.contract("notrump")
        d.play()
        d.results()
        return d

    d = search(b2, lambda d: d.res["rebetli"], start=700)
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]

    d = Deal(1, 801)
    d.first(2, B("party"), ("trump", best_suit(d.hand[2], "H")))
    d.pas(0)
    d.pas(1)
    d.pas(2)
    d.fold()
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]
    tr = transcript(deals, {"description": "Score sheet, four deals, dealer 1, 2, 0, 1, carried-in totals 12/-5/-7: party lost; red party made (the talon taken once, then passed); ulti then rebetli (10, one goal over 5) made; a party folded. Score + running total per seat."}, start=start)
    write("05-session-scoresheet.json", tr, notes)


def f06():
    def build(s):
        d = Deal(1, s)
        d.first(2, B("party"), ("trump", best_suit(d.hand[2], "H")))
        d.take(0, B("party", red=True), ("trump", "H"))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        d.contract()
        d.play()
        d.results()
        return d

    d = search(build, lambda d: ok_common(d) and not d.res["party"] and any(d.declared.values()), start=900)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Play-only record (hands not kept): party, red party over it, three passes; red party lost."}, hands=False)
    write("06-play-only-red-party.json", tr, describe(d, pay))


def f07():
    def build(s):
        d = Deal(2, s)
        d.first(0, B("party"), ("trump", best_suit(d.hand[0], "H")))
        t = trump_with_seven(d.hand[1] + d.talon)
        if t is None:
            return None
        d.take(1, B("ulti"), ("trump", t))
        d.pas(2)
        d.pas(0)
        d.pas(1)
        if "7" + t not in d.hand[1]:
            return None
        d.contract(trump=t)
        d.play(doubles=[(2, "party", 2)], redoubles=[(1, "party", 4)])
        d.results()
        return d

    d = search(build, lambda d: ok_common(d) and d.res["party"] and d.res["ulti"], start=1000)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Ulti (party+ulti) in a plain suit: a defender says contra on the party with his first card, the declarer recontra after the first trick (x4 for both defenders). Both made."})
    write("07-ulti-contra-recontra.json", tr, describe(d, pay))


def f08():
    def build(s):
        d = Deal(1, s)
        d.first(2, B("betli"), ("betli",))
        d.take(0, B("ulti", red=True), ("trump", "H"))
        d.take(1, B("rebetli"), ("betli",))
        d.pas(2)
        d.pas(0)
        d.pas(1)
        d.contract(trump_announce=False)
        d.play()
        d.results()
        return d

    d = search(build, lambda d: not d.res["rebetli"], start=1200)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Betli, red ulti (10, 2 goals), rebetli (10, 1 goal: equal points, fewer goals). The app records no no-trump announcement. Rebetli lost."})
    write("08-rebetli-over-red-ulti.json", tr, describe(d, pay))


# ---------------------------------------------------------------- faults


def f09():
    tot = [0, 0, 0]
    deals, notes = [], []

    def b0(s):
        d = Deal(2, s)
        t = best_suit(d.hand[0], "H")
        d.first(0, B("party"), ("trump", t))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        d.contract(trump=t)
        d.play()
        d.results()
        return d

    d = search(b0, lambda d: ok_common(d) and d.res["party"], start=1300)
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]

    def b1(s):
        d = Deal(0, s)
        d.first(1, B("party"), ("trump", best_suit(d.hand[1], "H")))
        d.take(2, B("betli"), ("betli",))
        d.pas(0)
        d.pas(1)
        d.pas(2)
        d.contract("notrump")
        d.play()
        d.results()
        return d

    d = search(b1, lambda d: d.res["betli"], start=1400)
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]

    def b2(s):
        d = Deal(0, s)  # FAULT: should be dealer 1
        t = best_suit(d.hand[1], "H")
        d.first(1, B("party"), ("trump", t))
        d.pas(2)
        d.pas(0)
        d.pas(1)
        d.contract(trump=t)
        d.play()
        d.results()
        return d

    d = search(b2, lambda d: ok_common(d) and not d.res["party"], start=1500)
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]
    tr = transcript(deals, {"description": "Score sheet, three deals; dealer 2, 0, then 0 again (the deal should have passed to seat 1). FAULT: deal 2 wrong dealer."})
    write("09-wrong-dealer.json", tr, notes)


def f10():
    def build(s):
        d = Deal(0, s)
        d.first(1, B("party"), ("trump", best_suit(d.hand[1], "H")))
        d.pas(2)
        d.pas(0)
        d.take(2, B("party", red=True), ("trump", "H"), mark="oot_take")  # FAULT: seat 1's turn
        d.pas(0)
        d.pas(1)
        d.pas(2)
        d.contract()
        d.play()
        d.results()
        return d

    d = search(build, lambda d: ok_common(d) and d.res["party"], start=1600)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Party by seat 1, seat 2 and seat 0 pass; then seat 2 takes the talon although it is seat 1's turn (he could raise or pass). FAULT: take out of turn."})
    write("10-take-out-of-turn.json", tr, describe(d, pay))


def f11():
    def build(s):
        d = Deal(2, s)
        d.first(0, B("40-100", red=True), ("trump", "H"))
        d.take(1, B("40-100", "ulti"), ("trump", best_suit(d.hand[1], "H")), mark="not_higher")  # FAULT
        d.take(2, B("rebetli"), ("betli",))
        d.pas(0)
        d.pas(1)
        d.pas(2)
        d.contract("notrump")
        d.play()
        d.results()
        return d

    d = search(build, lambda d: d.res["rebetli"], start=1700)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Red 40-100 (8 points, 1 goal), then 40-100+ulti (8 points, 2 goals) - equal points with more goals is lower. FAULT: bid not higher. Rebetli follows and is made."})
    write("11-bid-not-higher-more-goals.json", tr, describe(d, pay))


def f12():
    def build(s):
        d = Deal(1, s)
        d.first(2, B("party"), ("trump", best_suit(d.hand[2], "H")))
        d.take(0, B("betli"), ("betli",))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        d.contract(trump_announce={"kind": "trump", "suit": "C"}, mark="trump_in_betli")  # FAULT
        d.play()
        d.results()
        return d

    d = search(build, lambda d: not d.res["betli"], start=1800)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Betli declarer names acorns as trumps. FAULT: trumps named in a no-trump game. Played without trumps; betli lost."})
    write("12-trumps-named-in-betli.json", tr, describe(d, pay))


def f13():
    def build(s):
        d = Deal(0, s)
        t = best_suit(d.hand[1], "H")
        d.first(1, B("party"), ("trump", t))
        d.pas(2)
        d.pas(0)
        d.pas(1)
        d.contract(trump=t)
        late = None
        for f in (2, 0):
            ps = [x for x in SUITS if x != d.trump and "K" + x in d.hand[f] and "Q" + x in d.hand[f]]
            if ps:
                late = f
                d.keep = {f: {"K" + ps[0], "Q" + ps[0]}}
                break
        if late is None:
            return None
        d.play(late_marriage=(late, 2))
        d.results()
        d.late_seat = late
        return d

    def acc(d):
        if not ok_common(d) or not getattr(d, "late_ok", False):
            return False
        extra = sum(d.late_pts)
        return (d.dp > d.fp) == (d.dp > d.fp + extra) and d.res["party"] is True and d.fp + extra < 100

    d = search(build, acc, start=1900)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": f"Party; defender seat {d.late_seat} says his 20 only in the third trick. FAULT: marriage announced late (not with his first card). The party is won by a margin the 20 would not change."})
    write("13-marriage-late.json", tr, describe(d, pay) + [f"late seat {d.late_seat} pts {d.late_pts}"])


def f14():
    state = {"done": False}

    def ov(d, t, seat, trick, lg):
        if state["done"] or seat != d.declarer or not trick:
            return None
        led = st(trick[0][1])
        same = [c for c in d.hand[seat] if st(c) == led]
        cur = trick[winner_index(trick, None)][1]
        b = [c for c in same if beats(c, cur, led, None)]
        nb = [c for c in same if c not in b]
        if b and nb:
            state["done"] = True
            return max(nb, key=lambda c: RN.index(rk(c)))
        return None

    def build(s):
        state["done"] = False
        d = Deal(2, s)
        d.first(0, B("betli"), ("betli",))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        d.contract("notrump")
        d.play(override=ov)
        d.results()
        return d

    d = search(build, lambda d: d.faults and not d.res["betli"], start=2000)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Betli: the declarer follows suit under the winning card while holding a card that beats it. FAULT: overtake missed. Betli lost anyway (a trick taken later)."})
    write("14-betli-overtake-missed.json", tr, describe(d, pay) + [f"fault {d.faults}"])


def f15():
    state = {"done": False}

    def ov(d, t, seat, trick, lg):
        if state["done"] or seat == d.declarer or not trick:
            return None
        led = st(trick[0][1])
        h = d.hand[seat]
        same = [c for c in h if st(c) == led]
        other = [c for c in h if st(c) != led and st(c) == d.trump] if led != d.trump else []
        if same and other:
            state["done"] = True
            return other[-1]
        return None

    def build(s):
        state["done"] = False
        d = Deal(1, s)
        t = best_suit(d.hand[2], "H")
        d.first(2, B("party"), ("trump", t))
        d.pas(0)
        d.pas(1)
        d.pas(2)
        d.contract(trump=t)
        d.play(override=ov)
        d.results()
        return d

    d = search(build, lambda d: d.faults and ok_common(d) and d.res["party"], start=2100)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Party; a defender trumps a side-suit lead while holding that suit. FAULT: revoke. The declarer wins the party as played too."})
    write("15-revoke-trumped.json", tr, describe(d, pay) + [f"fault {d.faults}"])


def f16():
    def build(s):
        d = Deal(0, s)
        d.first(1, B("ulti", red=True), ("trump", "H"))
        d.pas(2)
        d.pas(0)
        d.pas(1)
        if "7H" not in d.hand[1]:
            return None
        d.contract()
        d.play()
        d.results()
        return d

    d = search(build, lambda d: ok_common(d) and d.res["ulti"] and d.res["party"], start=2200)
    pay = d.payments()
    d.record_payments(pay, tamper=(2, 4))
    tr = transcript([d], {"description": "Red ulti by the first bidder, both made; the recorder wrote 4 instead of 8 for one red ulti payment. FAULT: wrong payment."})
    write("16-wrong-payment-red-ulti.json", tr, describe(d, pay))


def f17():
    tot = [0, 0, 0]
    deals, notes = [], []

    def b0(s):
        d = Deal(0, s)
        t = best_suit(d.hand[1], "H")
        d.first(1, B("party"), ("trump", t))
        d.pas(2)
        d.pas(0)
        d.pas(1)
        d.contract(trump=t)
        d.play()
        d.results()
        return d

    d = search(b0, lambda d: ok_common(d) and d.res["party"], start=2300)
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]

    def b1(s):
        d = Deal(1, s)
        d.first(2, B("party"), ("trump", best_suit(d.hand[2], "H")))
        d.take(0, B("betli"), ("betli",))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        d.contract("notrump")
        d.play()
        d.results()
        return d

    d = search(b1, lambda d: not d.res["betli"], start=2400)
    pay = d.payments()
    tot = d.record_scores(d.net(pay), tot)
    deals.append(d)
    notes += describe(d, pay) + [f"totals {tot}"]

    def b2(s):
        d = Deal(2, s)
        d.first(0, B("party", red=True), ("trump", "H"))
        d.pas(1)
        d.pas(2)
        d.pas(0)
        d.contract()
        d.play()
        d.results()
        return d

    d = search(b2, lambda d: ok_common(d) and d.res["party"], start=2500)
    pay = d.payments()
    right = [tot[s] + d.net(pay)[s] for s in range(3)]
    tot = d.record_scores(d.net(pay), tot, tamper_total=(1, 2))
    deals.append(d)
    notes += describe(d, pay) + [f"totals right {right}, seat 1 written +2"]
    tr = transcript(deals, {"description": "Score sheet, three deals, dealer 0, 1, 2. FAULT: in the last deal seat 1's running total is 2 too high (an addition slip)."})
    write("17-wrong-total.json", tr, notes)


def f18():
    def build(s):
        d = Deal(0, s)
        d.first(1, B("40-100", red=True), ("trump", "H"))
        d.pas(2)
        d.pas(0)
        d.take(1, B("20-100"), ("trump", best_suit(d.hand[1] + d.talon, "H")), mark="own_not_higher")  # FAULT
        d.take(2, B("ulti", red=True), ("trump", "H"))
        d.pas(0)
        d.pas(1)
        d.pas(2)
        if "7H" not in d.hand[2]:
            return None
        d.contract()
        d.play()
        d.results()
        return d

    d = search(build, lambda d: ok_common(d) and not d.res["ulti"] and d.res["party"], start=2600)
    pay = d.payments()
    d.record_payments(pay)
    tr = transcript([d], {"description": "Red 40-100 (8, 1 goal), two passes; the bidder takes his cards back and 'raises' to 20-100 (8, 1 goal): equal, not higher. FAULT: bid not higher (own raise). Red ulti follows: party made, ulti lost."})
    write("18-own-raise-not-higher.json", tr, describe(d, pay))


if __name__ == "__main__":
    for f in (f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18):
        f()
    with open(os.path.join(HERE, "gen_out.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(OUT) + "\n")
    print("\n".join(OUT))
