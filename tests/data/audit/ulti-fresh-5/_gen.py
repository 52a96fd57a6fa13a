"""Blind generator for audit round ulti-fresh-5 (Ulti, source 003_bb2f67de7752728b.txt).

Does not import validator. Every trick, card point, goal result and payment below is computed
here from the source text (see EXPECTED.md for the quotes). Seeded for reproducibility; the
hands are hand-built, the seed only shuffles the order of the remaining defenders' cards.
Run: python _gen.py  (writes the NN-*.json files next to this script and prints a summary).
"""

import json
import os
import random

random.seed(20250505)
HERE = os.path.dirname(os.path.abspath(__file__))

SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]
TRUMP_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RANKS]


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def strength(c, trump):
    order = TRUMP_ORDER if trump else NT_ORDER
    return len(order) - order.index(rank(c))


def beats(c, cur, trump):
    """Does card c beat the card cur, currently winning the trick?"""
    if trump:
        if suit(c) == trump and suit(cur) != trump:
            return True
        if suit(c) != trump and suit(cur) == trump:
            return False
    return suit(c) == suit(cur) and strength(c, trump) > strength(cur, trump)


def winner_index(trick, trump):
    best = 0
    for i in range(1, len(trick)):
        if beats(trick[i], trick[best], trump):
            best = i
    return best


def legal(hand, trick, trump):
    """Follow suit; else trump; and, as far as that allows, beat the cards already played."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    same = [c for c in hand if suit(c) == led]
    if same:
        cand = same
    elif trump and any(suit(c) == trump for c in hand):
        cand = [c for c in hand if suit(c) == trump]
    else:
        cand = list(hand)
    cur = trick[winner_index(trick, trump)]
    up = [c for c in cand if beats(c, cur, trump)]
    return up or cand


def cpoints(cards, trump):
    if not trump:
        return 0
    return sum(10 for c in cards if rank(c) in ("A", "10"))


class Deal:
    def __init__(self, dealer, hands, trump, declarer, goals, red=False):
        self.dealer = dealer
        self.dealt = [list(h) for h in hands]
        assert sorted(sum(hands, [])) == sorted(DECK), "not a partition of the deck"
        assert len(hands[(dealer + 1) % 3]) == 12
        self.hands = [list(h) for h in hands]
        self.events = []
        self.trump = trump
        self.declarer = declarer
        self.goals = goals
        self.red = red
        self.talon = None
        self.doubles = {}  # goal -> {seat: level} (seat = the defender it applies to, or 'all')
        self.marriages = [0, 0, 0]
        self.payments = []  # (from, to, amount, reason)
        self.faults = []  # (event index, code, note)
        self.folded = False
        self.revoked_done = False

    # auction -------------------------------------------------------------
    def ev(self, e, fault=None):
        self.events.append(e)
        if fault:
            self.faults.append((len(self.events) - 1, fault))
        return len(self.events) - 1

    def first_bid(self, seat, discard, bid):
        for c in discard:
            self.hands[seat].remove(c)
        self.talon = list(discard)
        self.ev({"type": "discard", "seat": seat, "cards": list(discard)})
        return self.ev({"type": "bid", "seat": seat, "bid": bid})

    def take_bid(self, seat, discard, bid, fault=None):
        self.ev({"type": "take", "seat": seat, "cards": list(self.talon)})
        self.hands[seat] += self.talon
        for c in discard:
            self.hands[seat].remove(c)
        self.talon = list(discard)
        self.ev({"type": "discard", "seat": seat, "cards": list(discard)})
        return self.ev({"type": "bid", "seat": seat, "bid": bid}, fault)

    def passes(self, *seats):
        for s in seats:
            self.ev({"type": "bid", "seat": s, "bid": "pass"})

    def announce_trump(self):
        if self.trump and not self.red:
            self.ev(
                {"type": "announce", "seat": self.declarer, "items": [{"kind": "trump", "suit": self.trump}]}
            )
        elif not self.trump:
            self.ev({"type": "announce", "seat": self.declarer, "items": [{"kind": "no-trump"}]})

    # play ----------------------------------------------------------------
    def play(self, prio, pre=None, post=None, force=None, seven_duty=False, revoke_at=None):
        """prio: seat -> preference list; pre[(trick, seat)] -> events before that play;
        post[trick] -> events after the trick; force[(trick, seat)] -> (card, code) a faulty play."""
        pre, post, force = pre or {}, post or {}, force or {}
        assert all(len(h) == 10 for h in self.hands), [len(h) for h in self.hands]
        for s in range(3):
            assert set(prio[s]) == set(self.hands[s]), (s, set(prio[s]) ^ set(self.hands[s]))
        hands = [list(h) for h in self.hands]
        leader = self.declarer
        self.tricks_won = [[], [], []]
        self.trick_winners = []
        self.last_card = None
        for t in range(10):
            trick, seats = [], []
            for k in range(3):
                s = (leader + k) % 3
                for e in pre.get((t, s), []):
                    if isinstance(e, tuple):
                        self.ev(e[0], e[1])
                    else:
                        self.ev(e)
                lg = legal(hands[s], trick, self.trump)
                if revoke_at and s == revoke_at[0] and t >= revoke_at[1] and trick and not self.revoked_done:
                    led = suit(trick[0])
                    other = [c for c in hands[s] if suit(c) != led and suit(c) != self.trump]
                    if any(suit(c) == led for c in hands[s]) and other:
                        force = dict(force)
                        force[(t, s)] = (other[0], "revoke")
                        self.revoked_done = True
                if (t, s) in force:
                    card, code = force[(t, s)]
                    assert card in hands[s]
                    assert (card not in lg) or code.startswith("seven"), (t, s, card, lg)
                    self.fault_trick = t
                else:
                    card = next(c for c in prio[s] if c in lg)
                    code = None
                    if seven_duty and s == self.declarer and t < 9 and card == "7" + self.trump:
                        assert len(lg) == 1, "unforced seven"
                self.ev({"type": "play", "seat": s, "card": card}, code)
                hands[s].remove(card)
                trick.append(card)
                seats.append(s)
            w = seats[winner_index(trick, self.trump)]
            self.tricks_won[w] += trick
            self.trick_winners.append(w)
            if t == 9:
                self.last = (trick, seats, w)
            for e in post.get(t, []):
                if isinstance(e, tuple):
                    self.ev(e[0], e[1])
                else:
                    self.ev(e)
            leader = w

    # outcome -------------------------------------------------------------
    def side_points(self):
        d = self.declarer
        defs = [s for s in range(3) if s != d]
        dp = cpoints(self.tricks_won[d], self.trump)
        fp = sum(cpoints(self.tricks_won[s], self.trump) for s in defs) + cpoints(self.talon, self.trump)
        if self.trick_winners[-1] == d:
            dp += 10
        else:
            fp += 10
        return dp, fp

    def summary(self):
        d = self.declarer
        dp, fp = self.side_points()
        return {
            "declarer": d,
            "tricks": [self.trick_winners.count(s) for s in range(3)],
            "card_points_decl": dp,
            "card_points_def": fp,
            "marriages": self.marriages,
            "last_trick": self.last,
        }

    def pay(self, frm, to, amount, reason):
        self.payments.append((frm, to, amount, reason))

    def write_payments(self, payments=None, wrong=None):
        """wrong: {index in payments: (amount, code)} to record a wrong figure on purpose."""
        payments = payments if payments is not None else self.payments
        for i, (f, t, a, r) in enumerate(payments):
            code = None
            if wrong and i in wrong:
                a, code = wrong[i]
            self.ev({"type": "payment", "from": f, "to": t, "amount": a, "reason": r}, code)

    def json(self):
        return {"dealer": self.dealer, "hands": self.dealt, "events": self.events}


def settle_goal(d, goal, value, won, mult_for, reason=None):
    """Each defender pays value * mult to the declarer if won, else the declarer pays each."""
    defs = [s for s in range(3) if s != d.declarer]
    for s in defs:
        amt = value * mult_for(s)
        if won:
            d.pay(s, d.declarer, amt, reason or goal)
        else:
            d.pay(d.declarer, s, amt, reason or goal)


def mult_trump(d, goal):
    lvl = d.doubles.get(goal, {}).get("all", 1)
    return lambda s: lvl


def mult_notrump(d, goal):
    return lambda s: d.doubles.get(goal, {}).get(s, 1)


def H(s):
    return s.split()


def write(name, rules, deals, desc, start=None):
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": ["Anna", "Béla", "Csilla"],
        "meta": {"round": "ulti-fresh-5", "description": desc},
        "deals": [d.json() for d in deals],
    }
    if start:
        t["start"] = start
    with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
        json.dump(t, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print("==", name, rules)
    for i, d in enumerate(deals):
        net = [0, 0, 0]
        for f_, t_, a, _r in d.payments:
            net[f_] -= a
            net[t_] += a
        print(
            "  deal",
            i,
            "summary",
            {k: v for k, v in d.summary().items()} if hasattr(d, "tricks_won") else "folded",
        )
        print("  deal", i, "payments", d.payments, "net", net)
        print("  deal", i, "faults", d.faults)


def P(lst):
    return {0: H(lst[0]), 1: H(lst[1]), 2: H(lst[2])}


STD = {
    "party": 1,
    "ulti": 4,
    "40-100": 4,
    "20-100": 8,
    "durchmarsch": 6,
    "four-aces": 4,
    "open-durchmarsch": 24,
    "betli": 5,
    "rebetli": 10,
    "open-betli": 20,
    "redurchmarsch": 12,
    "silent-ulti": 2,
    "silent-100": 2,
    "silent-durchmarsch": 3,
    "silent-four-aces": 2,
}
ULTINET = {
    "party": 1,
    "four-aces": 3,
    "40-100": 4,
    "ulti": 4,
    "betli": 5,
    "20-100": 6,
    "durchmarsch": 7,
    "four-tens": 9,
    "silent-ulti": 2,
    "silent-100": 1,
    "silent-durchmarsch": 4,
}


def holds_trump_marriage(d):
    return ("K" + d.trump) in d.hands[d.declarer] and ("Q" + d.trump) in d.hands[d.declarer]


def score_trump(
    d,
    vals,
    goals,
    silent=True,
    silent_four_aces=False,
    silent_durch=True,
    durch_replaces_party=False,
    silent_contra=False,
    override=None,
):
    """Settle a trump game from the computed play. goals: the declared goals, party included
    where the bid includes it. override: goal -> forced value."""
    override = override or {}
    red = 2 if d.red else 1
    dec = d.declarer
    defs = [s for s in range(3) if s != dec]
    dp, fp = d.side_points()
    dp_m = dp + d.marriages[dec]
    fp_m = fp + sum(d.marriages[s] for s in defs)
    ntr = d.trick_winners.count(dec)
    ltrick, lseats, lw = d.last
    seven = "7" + d.trump
    dec_won_with_seven = seven in ltrick and lseats[ltrick.index(seven)] == dec and lw == dec
    aces = sum(1 for c in d.tricks_won[dec] if rank(c) == "A")
    tens = sum(1 for c in d.tricks_won[dec] if rank(c) == "10")
    res = {}
    party_lvl = d.doubles.get("party", {}).get("all", 1)
    silent100 = silent and "40-100" not in goals and "20-100" not in goals and dp_m >= 100
    silentd = (
        silent
        and silent_durch
        and ntr == 10
        and not any(g in goals for g in ("durchmarsch", "open-durchmarsch"))
    )
    for g in goals:
        v = override.get(g, vals[g])
        lvl = d.doubles.get(g, {}).get("all", 1)
        if g == "party":
            if silent100 or (silentd and durch_replaces_party):
                continue  # replaced
            won = dp_m > fp_m and ntr >= 1
        elif g == "ulti":
            won = dec_won_with_seven
        elif g == "40-100":
            won = dp + (40 if holds_trump_marriage(d) else 0) >= 100
        elif g == "20-100":
            won = dp + 20 >= 100
        elif g in ("durchmarsch", "open-durchmarsch"):
            won = ntr == 10
        elif g == "four-aces":
            won = aces == 4
        elif g == "four-tens":
            won = tens == 4
        res[g] = won
        settle_goal(d, g, v * red, won, lambda s, lvl=lvl: lvl)
        if g == "ulti" and not won:
            settle_goal(d, g, 4 * red, False, lambda s: 1, "ulti-penalty")
    if silent:
        sl = party_lvl if silent_contra and "party" in goals else 1
        if silent100:
            settle_goal(d, "silent-100", vals["silent-100"] * red, True, lambda s: sl)
            res["silent-100"] = True
        if silentd:
            settle_goal(d, "silent-durchmarsch", vals["silent-durchmarsch"] * red, True, lambda s: sl)
            res["silent-durchmarsch"] = True
        if "ulti" not in goals and seven in ltrick:
            who = lseats[ltrick.index(seven)]
            if lw == who:
                res["silent-ulti"] = who
                if who == dec:
                    settle_goal(d, "silent-ulti", vals["silent-ulti"] * red, True, lambda s: 1)
                else:
                    settle_goal(d, "silent-ulti", vals["silent-ulti"] * red, False, lambda s: 1)
            else:
                res["silent-ulti-failed"] = who
                for o in range(3):
                    if o != who:
                        d.pay(who, o, 4 * red, "silent-ulti")
        if silent_four_aces and "four-aces" not in goals and aces == 4:
            settle_goal(d, "silent-four-aces", vals["silent-four-aces"] * red, True, lambda s: 1)
            res["silent-four-aces"] = True
    d.result = res
    return res


def random_hands(dealer, rng, fixed=None):
    """Seeded random deal (first bidder 12 cards), used for deals whose play is not at issue."""
    deck = list(DECK)
    rng.shuffle(deck)
    f = (dealer + 1) % 3
    hands = [None, None, None]
    pos = 0
    for s in range(3):
        n = 12 if s == f else 10
        hands[s] = deck[pos : pos + n]
        pos += n
    return hands


def lowfirst(hand, trump):
    """A preference order: lowest cards first (trumps last)."""
    return sorted(hand, key=lambda c: (suit(c) == trump, strength(c, trump)))


def highfirst(hand, trump):
    return sorted(hand, key=lambda c: (-(suit(c) == trump), -strength(c, trump)))


def bid(goals, red=False, **kw):
    b = {"goals": list(goals), "red": red}
    b.update(kw)
    return b


def dbl(seat, target, level):
    return {"type": "double", "seat": seat, "target": target, "level": level}


def marriage(seat, *pts):
    return {"type": "declare", "seat": seat, "items": [{"kind": "marriage", "points": p} for p in pts]}


OPEN_NOTE = "hands laid open after the first trick"


def f01():
    d = Deal(
        0,
        [
            H("KH JH KD JD KS JS JC 10C 9C 8C"),
            H("7H 8H 9H 7D 8D 9D 7S 8S 9S AC KC QC"),
            H("AH QH 10H AD QD 10D AS QS 10S 7C"),
        ],
        None,
        1,
        ["open-betli"],
    )
    d.first_bid(1, ["KC", "QC"], bid(["open-betli"]))
    d.passes(2, 0, 1)
    d.announce_trump()
    d.doubles["open-betli"] = {2: 4}
    d.play(
        P(
            [
                "8C 9C 10C JC JH KH JD KD JS KS",
                "7H 8H 9H 7D 8D 9D 7S 8S 9S AC",
                "10H QH AH 10D QD AD 10S QS AS 7C",
            ]
        ),
        pre={(0, 2): [dbl(2, "open-betli", 2)]},
        post={0: [dict(dbl(1, "open-betli", 4), note=OPEN_NOTE)]},
    )
    won = d.trick_winners.count(1) == 0
    settle_goal(d, "open-betli", 20, won, mult_notrump(d, "open-betli"))
    d.write_payments()
    write(
        "01-open-betli-contra-recontra.json",
        {"preset": "standard"},
        [d],
        "Open betli (20) without trumps; Csilla contras with her first card, Béla recontras after "
        "the first trick; Béla is forced to take the second trick with AC and pays 80 to Csilla, 20 to Anna.",
    )


def f02():
    d = Deal(
        1,
        [
            H("AH KH QH AD KD QD AS KS 7C 8C"),
            H("JD 10D 9D 8D 7D 8S 7S JC 10C 9C"),
            H("AC KC JH 10H 9H 8H 7H QS JS 10S 9S QC"),
        ],
        None,
        0,
        ["open-durchmarsch"],
    )
    d.first_bid(2, ["AC", "KC"], bid(["betli"]))
    d.take_bid(0, ["7C", "8C"], bid(["open-durchmarsch"], trumps=False))
    d.passes(1, 2, 0)
    d.announce_trump()
    d.doubles["open-durchmarsch"] = {1: 8}
    d.play(
        P(
            [
                "AH KH QH AD KD QD AS KS AC KC",
                "7D 8D 9D 10D JD 7S 8S 9C 10C JC",
                "7H 8H 9H 10H JH 9S 10S JS QS QC",
            ]
        ),
        pre={(0, 1): [(marriage(1, 20), "illegal_declaration"), dbl(1, "open-durchmarsch", 2)]},
        post={0: [dict(dbl(0, "open-durchmarsch", 4), note=OPEN_NOTE), dbl(1, "open-durchmarsch", 8)]},
    )
    won = d.trick_winners.count(0) == 10
    settle_goal(d, "open-durchmarsch", 24, won, mult_notrump(d, "open-durchmarsch"))
    d.write_payments()
    write(
        "02-open-durchmarsch-no-trump-subcontra.json",
        {"preset": "standard", "durchmarsch_points": 7, "max_contra_level": 8},
        [d],
        "Open durchmarsch without trumps (24, the table's figure, with durchmarsch at 7) over a betli; "
        "Béla declares a 20 in a game without trumps (no marriages there), contras; Anna recontras, "
        "Béla subcontras (8, the table's limit). Anna takes all ten: Béla pays 192, Csilla 24.",
    )


def f03():
    d0 = Deal(
        2,
        [
            H("AS 10S KS QS JS 9S 8S 7S AH AD 7C 8C"),
            H("KH QH JH 10H 9H KD QD JD 10D 9D"),
            H("8H 7H 8D 7D AC KC QC JC 10C 9C"),
        ],
        "S",
        0,
        ["open-durchmarsch"],
    )
    d0.first_bid(0, ["7C", "8C"], bid(["open-durchmarsch"], trumps=True))
    d0.passes(1, 2, 0)
    d0.announce_trump()
    p = P(
        [
            "AS 10S KS QS JS 9S 8S AH AD 7S",
            "9H 10H JH QH KH 9D 10D JD QD KD",
            "7H 8H 7D 8D 9C 10C JC QC KC AC",
        ]
    )
    d0.play(p, post={0: [{"type": "declare", "seat": 0, "items": [], "note": OPEN_NOTE}][:0]})
    score_trump(d0, STD, ["open-durchmarsch"], override={"open-durchmarsch": 12})
    d0.write_payments()
    d1 = Deal(
        0,
        [
            H("8S 7S 8D 7D AC KC QC JC 10C 9C"),
            H("AH 10H KH QH JH 9H 8H 7H AS AD 7C 8C"),
            H("KS QS JS 10S 9S KD QD JD 10D 9D"),
        ],
        "H",
        1,
        ["open-durchmarsch"],
        red=True,
    )
    d1.first_bid(1, ["7C", "8C"], bid(["open-durchmarsch"], red=True))
    d1.passes(2, 0, 1)
    d1.play(
        P(
            [
                "7S 8S 7D 8D 9C 10C JC QC KC AC",
                "AH 10H KH QH JH 9H 8H AS AD 7H",
                "9S 10S JS QS KS 9D 10D JD QD KD",
            ]
        )
    )
    score_trump(d1, STD, ["open-durchmarsch"], override={"open-durchmarsch": 12})  # red doubles 12 -> 24
    d1.write_payments()
    write(
        "03-open-durchmarsch-trumps-at-12.json",
        {"preset": "standard", "open_durchmarsch_trump_points": 12},
        [d0, d1],
        "Open durchmarsch with trumps at 12 (spades, bid with trumps: true), then red at 24; both "
        "declarers take the last trick with the trump seven: silent ulti 2, red 4.",
    )


def f04():
    # deal 0: party over by four aces (party + four aces), clubs trumps
    d0 = Deal(
        0,
        [
            H("8C 7C 9H 8H 7H 7D JS 9S 8S 7S"),
            H("10H 10D 9C KH QH JH KD QD JD 10S KS QS"),
            H("AC 10C KC QC JC AH AD AS 9D 8D"),
        ],
        "C",
        2,
        ["party", "four-aces"],
    )
    d0.first_bid(1, ["10H", "10D"], bid(["party"]))
    d0.take_bid(2, ["10H", "10D"], bid(["four-aces"]))
    d0.passes(0, 1, 2)
    d0.announce_trump()
    d0.play(
        P(
            [
                "7H 8H 9H 7D 7S 8S 9S JS 7C 8C",
                "9C JH QH KH JD QD KD 10S QS KS",
                "AC 10C KC AH AD AS 9D 8D QC JC",
            ]
        )
    )
    score_trump(d0, STD, ["party", "four-aces"], silent_four_aces=True)
    d0.write_payments()
    # deal 1: plain party, diamonds trumps; the declarer takes the four aces unbid
    d1 = Deal(
        1,
        [
            H("QD JD 10H KH QH 10S KS 10C KC 7C"),
            H("9D 8D JH 7H QS JS 7S QC JC 9C"),
            H("AD 10D KD 7D AH AS AC 8H 8S 8C 9H 9S"),
        ],
        "D",
        2,
        ["party"],
    )
    d1.first_bid(2, ["9H", "9S"], bid(["party"]))
    d1.passes(0, 1, 2)
    d1.announce_trump()
    d1.play(
        P(
            [
                "JD QD 7C 10C KC 10S KS 10H KH QH",
                "8D 9D 7H JH 7S JS QS 9C JC QC",
                "AD 10D AH AS AC KD 7D 8H 8S 8C",
            ]
        )
    )
    score_trump(d1, STD, ["party"], silent_four_aces=True)
    d1.write_payments()
    write(
        "04-four-aces-bid-and-silent.json",
        {
            "preset": "standard",
            "four_aces": True,
            "silent_four_aces": True,
            "bid_hierarchy": "points_without_party",
        },
        [d0, d1],
        "Four aces bid (with party) over a party, clubs trumps; then in the next deal a "
        "plain party whose declarer takes the four aces unbid (silent four aces 2).",
    )


def f05():
    # deal 0: 40-100 and four aces (no party: 40-100 does not combine with it), diamonds trumps
    d0 = Deal(
        0,
        [
            H("QS JS 10H KH QH JH 10C 8C 7C 9D"),
            H("AD 10D KD QD JD AH AS AC 10S 9C 7H 8H"),
            H("8D 7D 9H 9S 8S 7S KS KC QC JC"),
        ],
        "D",
        1,
        ["40-100", "four-aces"],
    )
    d0.first_bid(1, ["7H", "8H"], bid(["40-100", "four-aces"]))
    d0.passes(2, 0, 1)
    d0.announce_trump()
    d0.play(
        P(
            [
                "9D 7C 8C 10C JS QS JH QH KH 10H",
                "AD 10D AH AS AC 10S 9C KD QD JD",
                "7D 8D 9H 7S 8S 9S KS JC QC KC",
            ]
        )
    )
    score_trump(d0, STD, ["40-100", "four-aces"])
    d0.write_payments()
    # deal 1: four aces with durchmarsch (they do not combine), overbid by red 40-100 and ulti
    d1 = Deal(
        1,
        [
            H("AH 10H KH QH JH 7H AS 9S AD 10D"),
            H("KS QS JS 10S KD QD JD 9D 8D 7D"),
            H("AC 10C KC QC JC 9C 8C 7C 8S 7S 9H 8H"),
        ],
        "H",
        0,
        ["40-100", "ulti"],
        red=True,
    )
    d1.first_bid(2, ["8S", "7S"], bid(["four-aces", "durchmarsch"], trumps=True))
    d1.faults.append((len(d1.events) - 1, "illegal_bid"))
    d1.take_bid(0, ["7S", "10D"], bid(["40-100", "ulti"], red=True))
    d1.passes(1, 2, 0)
    d1.play(
        P(
            [
                "AH 10H KH QH JH AS AD 9S 8S 7H",
                "7D 8D 9D JD QD 10S KD JS QS KS",
                "7C 8C 9C JC QC KC 10C AC 9H 8H",
            ]
        ),
        seven_duty=True,
    )
    score_trump(d1, STD, ["40-100", "ulti"])
    d1.write_payments()
    write(
        "05-four-aces-combinations.json",
        {"preset": "standard", "four_aces": True},
        [d0, d1],
        "Four aces combined with 40-100 (8, no party), then a bid of four aces with durchmarsch (they do not "
        "combine) overbid by red 40-100 and ulti, won with 40 and the heart seven.",
    )


def f06():
    d = Deal(
        0,
        [
            H("AS 10S KS QS JS 9S 10H 10D AC AH"),
            H("8S KH QH JH 9H 8H KD QD JD KC QC JC"),
            H("10C AD 7S 7H 9D 8D 7D 9C 8C 7C"),
        ],
        "S",
        0,
        ["party", "four-tens"],
    )
    d.first_bid(1, ["9H", "8H"], bid(["four-aces"]))
    d.take_bid(2, ["10C", "AD"], bid(["40-100"]))
    d.take_bid(0, ["AH", "AD"], bid(["four-tens"]))
    d.passes(1, 2, 0)
    d.announce_trump()
    d.play(
        P(
            [
                "AS 10S 10H 10D AC 10C KS QS JS 9S",
                "8S JH QH KH JD QD KD JC QC KC",
                "7S 7H 9H 8H 7D 8D 9D 7C 8C 9C",
            ]
        )
    )
    score_trump(d, ULTINET, ["party", "four-tens"], silent_durch=False)
    d.write_payments()
    write(
        "06-ultinet-four-tens.json",
        {"preset": "ultinet"},
        [d],
        "UltiNet: four aces (3, party not counted), 40-100 (4) over it, four tens (9) over that; Anna takes "
        "every trick and the four tens: party 1 + four tens 9, no silent durchmarsch beside four tens.",
    )


def f07():
    d = Deal(
        2,
        [
            H("AH 7C 10H KH QH JH 9H AC 10C KC QC JC"),
            H("AS 10S KS QS JS 9S 8S 7S AD 8C"),
            H("8H 7H 10D KD QD JD 9D 8D 7D 9C"),
        ],
        "S",
        1,
        ["40-100", "durchmarsch"],
    )
    d.first_bid(0, ["AH", "7C"], bid(["durchmarsch"], trumps=True))
    d.faults.append((len(d.events) - 1, "illegal_bid"))
    d.take_bid(1, ["7C", "8C"], bid(["40-100", "durchmarsch"]))
    d.passes(2, 0, 1)
    d.announce_trump()
    d.play(
        P(
            [
                "9H JH QH KH 10H JC QC KC 10C AC",
                "AS 10S KS QS JS 9S 8S AH AD 7S",
                "7H 8H 7D 8D 9D JD QD KD 10D 9C",
            ]
        )
    )
    score_trump(d, STD, ["40-100", "durchmarsch"], silent=False)
    d.write_payments()
    write(
        "07-trump-durchmarsch-not-alone.json",
        {"preset": "standard", "trump_durchmarsch_alone": False, "silent_bonuses_in_durchmarsch": False},
        [d],
        "Durchmarsch with trumps bid alone (not allowed here), then 40-100 with durchmarsch; Béla takes all "
        "ten, the last with the spade seven: no silent ulti in a declared durchmarsch under this option.",
    )


def f08():
    # deal 0: ulti (spades) with the seven as the only trump: it must go when a spade is led
    d0 = Deal(
        0,
        [
            H("QS JS 9S 8S 8D 7D 10C 9C 8C 7C"),
            H("7S AH KH QH AD KD QD AC KC QC JH JD"),
            H("AS 10S KS 10H 9H 8H 7H 10D 9D JC"),
        ],
        "S",
        1,
        ["party", "ulti"],
    )
    d0.first_bid(1, ["JH", "JD"], bid(["ulti"]))
    d0.passes(2, 0, 1)
    d0.announce_trump()
    d0.play(
        P(
            [
                "QS JS 9S 8S 7D 8D 7C 8C 9C 10C",
                "AH AD AC KH KD KC QH QD QC 7S",
                "7H 8H 9H 10H 9D 10D JC KS 10S AS",
            ]
        ),
        seven_duty=True,
    )
    score_trump(d0, STD, ["party", "ulti"])
    d0.write_payments()
    # deal 1: ulti (diamonds); the declarer leads the seven in the second trick unforced
    d1 = Deal(
        1,
        [
            H("10H KH QH KD QD 10S QS 10C QC JC"),
            H("JH 9H 7H JD 8D 9S 8S 7S 8C 7C"),
            H("AD 10D 9D 7D AS KS AC KC AH 8H JS 9C"),
        ],
        "D",
        2,
        ["party", "ulti"],
    )
    d1.first_bid(2, ["JS", "9C"], bid(["ulti"]))
    d1.passes(0, 1, 2)
    d1.announce_trump()
    d1.play(
        P(
            [
                "QD KD 10H QH KH 10S QS 10C QC JC",
                "8D JD 7H 9H JH 7S 8S 9S 7C 8C",
                "AD 10D 9D AS KS AC KC AH 8H 7D",
            ]
        ),
        force={(1, 2): ("7D", "seven_not_kept")},
    )
    score_trump(d1, STD, ["party", "ulti"])
    d1.write_payments()
    write(
        "08-ulti-seven-forced-and-unforced.json",
        {"preset": "standard"},
        [d0, d1],
        "Deal 0: ulti with the spade seven as the declarer's only trump; it falls to a spade lead, as the "
        "rules require (no fault), and the ulti is lost (4 + 4 penalty). Deal 1: the diamond-ulti declarer "
        "leads the seven in the second trick while free to play anything else: a breach of the duty to keep it.",
    )


def f09():
    # deal 0: ulti bid after laying the trump seven away (an impossible goal is allowed); contra on ulti
    d0 = Deal(
        0,
        [
            H("9H 7H 9D 8D 7D JS 9S 8S 7S 8C"),
            H("AC 10C KC QC JC AH KH AD KD 10S 7C 8H"),
            H("10H QH JH 10D QD JD AS KS QS 9C"),
        ],
        "C",
        1,
        ["party", "ulti"],
    )
    d0.first_bid(1, ["7C", "8H"], bid(["ulti"]))
    d0.passes(2, 0, 1)
    d0.announce_trump()
    d0.doubles["ulti"] = {"all": 2}
    d0.play(
        P(
            [
                "8C 7H 9H 7D 8D 9D 7S 8S 9S JS",
                "AC 10C KC QC JC AH KH AD KD 10S",
                "9C JH QH 10H JD QD 10D QS KS AS",
            ]
        ),
        pre={(0, 2): [dbl(2, "ulti", 2)]},
    )
    score_trump(d0, STD, ["party", "ulti"])
    d0.write_payments()
    # deal 1: plain party (spades); Anna (defender) takes the last trick with the spade seven (silent ulti)
    d1 = Deal(
        1,
        [
            H("10H 9H 8H 10D 9D 10C 9C 8S 9S 7S"),
            H("10S KS QS JS JH JD JC 7C 8D 8C"),
            H("AH KH QH AD KD QD AC KC QC AS 7H 7D"),
        ],
        "S",
        2,
        ["party"],
    )
    d1.first_bid(2, ["7H", "7D"], bid(["party"]))
    d1.passes(0, 1, 2)
    d1.announce_trump()
    d1.play(
        P(
            [
                "8H 9H 9D 9C 10H 10D 10C 8S 9S 7S",
                "JH JD JC 7C 8D 8C JS QS KS 10S",
                "AH AD AC KH KD KC QH QD QC AS",
            ]
        )
    )
    score_trump(d1, STD, ["party"])
    d1.write_payments()
    write(
        "09-ulti-without-seven-and-defender-silent-ulti.json",
        {"preset": "standard"},
        [d0, d1],
        "Deal 0: ulti bid after laying the club seven away (allowed: an impossible goal may be bid); Csilla "
        "contras the ulti: 8 + the 4 penalty (not doubled) to each. Deal 1: Anna, a defender, takes the "
        "last trick with the trump seven: a defenders' silent ulti, the declarer pays 2 to each defender.",
    )


RNG = random.Random(5)


def fold_deal(dealer, trump_suit, discard_idx=(0, 1)):
    hands = random_hands(dealer, RNG)
    f = (dealer + 1) % 3
    d = Deal(dealer, hands, trump_suit, f, ["party"])
    disc = [hands[f][i] for i in discard_idx]
    d.first_bid(f, disc, bid(["party"]))
    d.passes((f + 1) % 3, (f + 2) % 3, f)
    d.announce_trump()
    d.ev({"type": "call", "seat": f, "call": "fold"})
    d.folded = True
    for s in range(3):
        if s != f:
            d.pay(f, s, 2, "fold")
    return d


def play_out(d, lowfirst_seats=(), override=None):
    prio = {}
    for s in range(3):
        h = d.hands[s]
        prio[s] = highfirst(h, d.trump) if s == d.declarer else lowfirst(h, d.trump)
    prio.update(override or {})
    return prio


def f10():
    d0 = fold_deal(0, "C")
    d0.write_payments()
    # deal 1: plain party played out (folding is optional)
    hands = random_hands(1, RNG)
    d1 = Deal(1, hands, "D", 2, ["party"])
    d1.first_bid(2, hands[2][:2], bid(["party"]))
    d1.passes(0, 1, 2)
    d1.announce_trump()
    d1.play(play_out(d1))
    score_trump(d1, STD, ["party"])
    d1.write_payments()
    d2 = fold_deal(2, "S")
    d2.write_payments(wrong={1: (1, "wrong_payment")})
    write(
        "10-fold-optional-three-deals.json",
        {"preset": "standard"},
        [d0, d1, d2],
        "Three deals: a plain party folded (2 to each defender), a plain party played out, and a fold in "
        "the third deal recorded as paying Csilla only 1.",
    )


def f11():
    d0 = fold_deal(0, "D")
    d0.write_payments()
    hands = random_hands(1, RNG)
    d1 = Deal(1, hands, "H", 2, ["party"], red=True)
    d1.first_bid(2, hands[2][:2], bid(["party"], red=True))
    d1.passes(0, 1, 2)
    d1.doubles["party"] = {"all": 4}
    d1.play(
        play_out(d1),
        pre={(0, 0): [dbl(0, "party", 2)]},
        post={0: [dbl(2, "party", 4), (dbl(1, "party", 8), "illegal_double")]},
    )
    score_trump(d1, STD, ["party"])
    d1.write_payments()
    write(
        "11-compulsory-fold-and-contra-cap.json",
        {"preset": "standard", "fold": "compulsory", "max_contra_level": 4},
        [d0, d1],
        "Compulsory fold of a plain party, then a red party (cannot be folded) with contra, recontra and a "
        "subcontra beyond the table's limit of 4; settled at recontra.",
    )


def seven_last(prio, d):
    s7 = "7" + d.trump if d.trump else None
    p = [c for c in prio if c != s7]
    if s7 in prio:
        p.append(s7)
    return p


def totals_events(d, running):
    net = [0, 0, 0]
    for f_, t_, a, _r in d.payments:
        net[f_] -= a
        net[t_] += a
    for s in range(3):
        running[s] += net[s]
    return [{"type": "total", "party": s, "points": running[s]} for s in range(3)]


def f12():
    running = [0, 0, 0]
    # deal 0: ulti; betli at the same 5 points is not higher when only points count; 40-100 and ulti
    hands = random_hands(0, RNG)
    d0 = Deal(0, hands, "S", 0, ["40-100", "ulti"])
    d0.first_bid(1, hands[1][:2], bid(["ulti"]))
    d0.take_bid(2, [hands[2][0], hands[2][1]], bid(["betli"]), fault="illegal_bid")
    d0.take_bid(0, [hands[0][0], hands[0][1]], bid(["40-100", "ulti"]))
    d0.passes(1, 2, 0)
    d0.announce_trump()
    pr = play_out(d0)
    pr[0] = seven_last(pr[0], d0)
    d0.play(pr, seven_duty=True)
    score_trump(d0, STD, ["40-100", "ulti"])
    d0.write_payments()
    for e in totals_events(d0, running):
        d0.ev(e)
    # deal 1: plain party; a defender fails to follow suit; the play stands
    hands = random_hands(1, RNG)
    d1 = Deal(1, hands, "D", 2, ["party"])
    d1.first_bid(2, hands[2][:2], bid(["party"]))
    d1.passes(0, 1, 2)
    d1.announce_trump()
    d1.play(play_out(d1), revoke_at=(0, 2))
    score_trump(d1, STD, ["party"])
    d1.write_payments()
    for e in totals_events(d1, running):
        d1.ev(e)
    # deal 2: betli; the sheet's running total for Béla is 2 off
    hands = random_hands(2, RNG)
    d2 = Deal(2, hands, None, 0, ["betli"])
    d2.first_bid(0, hands[0][:2], bid(["betli"]))
    d2.passes(1, 2, 0)
    d2.announce_trump()
    d2.play(play_out(d2))
    won = d2.trick_winners.count(0) == 0
    settle_goal(d2, "betli", 5, won, mult_notrump(d2, "betli"))
    d2.write_payments()
    tev = totals_events(d2, running)
    tev[1] = dict(tev[1], points=tev[1]["points"] + 2)
    for i, e in enumerate(tev):
        d2.ev(e, "wrong_total" if i == 1 else None)
    write(
        "12-points-only-revoke-stands-totals.json",
        {"preset": "standard", "bid_hierarchy": "points_only", "revoke_penalty": "play_stands"},
        [d0, d1, d2],
        "Three deals with running totals: betli after ulti is not higher on points only; a defender's "
        "revoke in the second deal, the play standing; a wrong running total in the third.",
    )


def f13():
    d0 = Deal(
        0,
        [
            H("9C KH QH JH 9H 8H KD QD JD 9D"),
            H("AC 10C KC QC JC 7C AH 10H AD AS 7H 8D"),
            H("8C 7D 10D 10S KS QS JS 9S 8S 7S"),
        ],
        "C",
        1,
        ["party"],
    )
    d0.first_bid(1, ["7H", "8D"], bid(["party"]))
    d0.passes(2, 0, 1)
    d0.announce_trump()
    d0.doubles["party"] = {"all": 2}
    d0.play(
        P(
            [
                "9C 8H 9H JH QH KH 9D JD QD KD",
                "AC 10C KC QC JC 7C AH 10H AD AS",
                "8C 7D 10D 7S 8S 9S JS QS KS 10S",
            ]
        ),
        pre={(0, 2): [dbl(2, "party", 2)]},
    )
    score_trump(d0, STD, ["party"], durch_replaces_party=True, silent_contra=True)
    d0.write_payments()
    hands = random_hands(1, RNG)
    d1 = Deal(1, hands, "D", 2, ["party"])
    d1.first_bid(2, hands[2][:2], bid(["party"]))
    d1.passes(0, 1, 2)
    d1.announce_trump()
    d1.play(play_out(d1), revoke_at=(2, 1))
    write(
        "13-void-deal-silent-durchmarsch-replaces-party.json",
        {
            "preset": "standard",
            "revoke_penalty": "void_deal",
            "silent_durchmarsch_scoring": "replaces_party",
            "silent_bonus_contra": True,
        },
        [d0, d1],
        "A contra'd party won with every trick: silent durchmarsch 3 replaces the party and the party's contra "
        "doubles it (6 each). Next deal: the declarer revokes; the deal is void and nothing is paid.",
    )


def f14():
    d = Deal(
        0,
        [
            H("KH QH JH 9H 8H KD QD JD 10D 9D"),
            H("10H 7H AC KC QC JC 10C 9C 8C 7C 8D 7D"),
            H("AS 10S KS QS JS 9S 8S 7S AH AD"),
        ],
        "S",
        2,
        ["ulti", "durchmarsch"],
    )
    d.first_bid(1, ["8D", "7D"], bid(["ulti"], red=True))
    d.take_bid(2, ["8D", "7D"], bid(["ulti", "durchmarsch"], trumps=True))
    d.passes(0, 1, 2)
    d.announce_trump()
    d.play(
        P(
            [
                "8H 9H JH QH KH 9D 10D JD QD KD",
                "7H 10H 7C 8C 9C 10C JC QC KC AC",
                "AS 10S KS QS JS 9S 8S AH AD 7S",
            ]
        ),
        seven_duty=True,
    )
    score_trump(d, STD, ["ulti", "durchmarsch"])
    d.write_payments()
    write(
        "14-durchmarsch-above-red-ulti.json",
        {"preset": "standard", "bid_hierarchy": "durchmarsch_above_red"},
        [d],
        "Red ulti (10) overbid by ulti with durchmarsch (10, ranked higher under this option); Csilla takes "
        "every trick, the last with the spade seven: ulti 4 + durchmarsch 6 from each.",
    )


if __name__ == "__main__":
    for fn in [f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14]:
        fn()
