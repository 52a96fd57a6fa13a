"""Blind generator for the ulti-midway audit round.

Written from the Japanese Ulti source (/work/shared/seeds/003_bb2f67de7752728b.txt) and the
public transcript contract only. Every trick winner, card point, goal result and payment below is
computed by this file's own small referee (follow suit; else trump; and within that, beat the
card winning so far when able), never by the engine.

Sessions are taken up mid-way (`start.totals`) and carry running totals (`total`) across deals
with the dealer rotating to the next seat in order of play (source: 以後は,反時計回りに順番に交代).
"""

import json
import random
from pathlib import Path

HERE = Path(__file__).resolve().parent
SUITS = "HDSC"
R_TRUMP = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
R_NOTR = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # no trumps
DECK = [r + s for s in SUITS for r in R_NOTR]
VALUE = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5, "rebetli": 10, "redurchmarsch": 12}
NOTRUMP_GOALS = {"betli", "rebetli", "redurchmarsch"}
PLAYERS = ["Attila", "Borbála", "Csongor"]


def su(c):
    return c[-1]


def rk(c):
    return c[:-1]


def order(trump):
    return R_TRUMP if trump else R_NOTR


def beats(c, best, trump):
    if su(c) == su(best):
        o = order(trump)
        return o.index(rk(c)) < o.index(rk(best))
    return trump is not None and su(c) == trump


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = su(trick[0])
    best = trick[0]
    for c in trick[1:]:
        if beats(c, best, trump):
            best = c
    cand = [c for c in hand if su(c) == led]
    if not cand and trump:
        cand = [c for c in hand if su(c) == trump]
    if not cand:
        cand = list(hand)
    over = [c for c in cand if beats(c, best, trump)]
    return over or cand


def trick_winner(trick, leader, trump):
    best, w = trick[0], 0
    for i, c in enumerate(trick[1:], 1):
        if beats(c, best, trump):
            best, w = c, i
    return (leader + w) % 3


def pts(cards):
    return sum(10 for c in cards if rk(c) in ("A", "10"))


def deal_hands(seed, dealer, fixed=None):
    """12 cards to dealer+1 (the first bidder), 10 to the others; `fixed` pins some seats' cards."""
    fixed = fixed or {}
    rng = random.Random(seed)
    rest = [c for c in DECK if not any(c in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = []
    for s in range(3):
        n = 12 if s == (dealer + 1) % 3 else 10
        h = list(fixed.get(s, []))
        while len(h) < n:
            h.append(rest.pop())
        hands.append(h)
    assert not rest
    return hands


def play_out(hands10, decl, trump, rng, policy):
    """hands10: the 10-card hands after the auction. Returns (plays, winners)."""
    h = [list(x) for x in hands10]
    leader, plays, winners = decl, [], []
    for t in range(10):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            c = policy(s, h[s], legal(h[s], trick, trump), trick, t, rng)
            h[s].remove(c)
            trick.append(c)
            plays.append((s, c))
        leader = trick_winner(trick, leader, trump)
        winners.append(leader)
    return plays, winners


def random_policy(decl, ulti_seven=None, betli=False, march=False):
    def pol(s, hand, leg, trick, t, rng):
        if s == decl and ulti_seven and len(leg) > 1 and ulti_seven in leg:
            leg = [c for c in leg if c != ulti_seven]  # the ulti declarer keeps the 7
        if s == decl and betli:
            return min(leg, key=lambda c: -R_NOTR.index(rk(c)))
        if s == decl and march:
            return max(leg, key=lambda c: -R_NOTR.index(rk(c)))
        return rng.choice(leg)

    return pol


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    """One deal as played: builds events and computes the result by the source."""

    def __init__(self, dealer, hands, auction, decl, goals, red, trump, contras=(), recontras=(),
                 fold=False, seed=0, policy=None):
        self.dealer, self.hands, self.decl = dealer, hands, decl
        self.goals, self.red, self.trump = goals, red, trump
        self.events = []
        cur = [list(h) for h in hands]
        talon = None
        for a in auction:  # ("discard", seat, cards) / ("take", seat) / ("bid", seat, bid)
            if a[0] == "take":
                cur[a[1]] += talon
                self.events.append({"type": "take", "seat": a[1], "cards": list(talon)})
            elif a[0] == "discard":
                for c in a[2]:
                    cur[a[1]].remove(c)
                talon = list(a[2])
                self.events.append({"type": "discard", "seat": a[1], "cards": list(a[2])})
            else:
                self.events.append({"type": "bid", "seat": a[1], "bid": a[2]})
        self.talon = talon
        assert all(len(h) == 10 for h in cur), [len(h) for h in cur]
        if trump and not red:
            self.events.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
        self.fold = fold
        self.payments = []
        if fold:
            self.events.append({"type": "call", "seat": decl, "call": "fold"})
            for d in self.defenders:
                self.payments.append((decl, d, 2, "fold"))
            return
        rng = random.Random(seed)
        plays, winners = play_out(cur, decl, trump, rng, policy)
        self.plays, self.winners = plays, winners
        hundred = any(g in ("40-100", "20-100") for g in goals)
        marching = any("durchmarsch" in g for g in goals)
        self.marr = {s: (marriages(cur[s], trump) if trump and not hundred and not marching else []) for s in range(3)}
        contra_by = {g: s for (g, s) in contras}
        assert all(s != decl for (_, s) in contras), "contra by the declarer"
        first = set()
        for i, (s, c) in enumerate(plays):
            if s not in first:
                first.add(s)
                if self.marr[s]:
                    self.events.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in self.marr[s]]})
                for g, ds in contras:
                    if ds == s:
                        self.events.append({"type": "double", "seat": s, "target": g, "level": 2})
            self.events.append({"type": "play", "seat": s, "card": c})
            if i == 2:
                for g in recontras:
                    self.events.append({"type": "double", "seat": decl, "target": g, "level": 4})
        self.contra_by = contra_by
        self.recontras = set(recontras)
        self.cur = cur
        self.evaluate()

    @property
    def defenders(self):
        return [s for s in range(3) if s != self.decl]

    def evaluate(self):
        trump, decl = self.trump, self.decl
        taken = {0: [], 1: [], 2: []}
        tricks = {0: 0, 1: 0, 2: 0}
        for t in range(10):
            w = self.winners[t]
            taken[w] += [c for (_, c) in self.plays[3 * t:3 * t + 3]]
            tricks[w] += 1
        dside = lambda s: s == decl  # noqa: E731
        cp = {True: 0, False: 0}
        for s in range(3):
            cp[dside(s)] += pts(taken[s])
        cp[dside(self.winners[9])] += 10  # last trick
        cp[False] += pts(self.talon)  # the declarer's discard counts for the defenders
        self.card_points = dict(cp)
        mar = {True: sum(self.marr[decl]), False: sum(sum(self.marr[s]) for s in self.defenders)}
        self.tricks = tricks
        last = self.plays[27:30]
        res = {}
        for g in self.goals_scored():
            if g == "party":
                res[g] = tricks[decl] > 0 and cp[True] + mar[True] > cp[False] + mar[False]
                assert cp[True] + mar[True] != cp[False] + mar[False]
            elif g == "ulti":
                seven = "7" + trump
                res[g] = (decl, seven) in last and self.winners[9] == decl
            elif g == "40-100":
                res[g] = "K" + trump in self.cur[decl] and "Q" + trump in self.cur[decl] and cp[True] + 40 >= 100
            elif g in ("betli", "rebetli"):
                res[g] = tricks[decl] == 0
            elif g in ("durchmarsch", "redurchmarsch"):
                res[g] = tricks[decl] == 10
        self.results = res
        # silent bonuses are avoided by seed choice: check none arises
        if trump:
            seven = "7" + trump
            for s, c in last:
                if c == seven:
                    assert "ulti" in self.goals and s == decl, "silent ulti"
            assert tricks[decl] not in (0, 10), "silent durchmarsch"
            if "40-100" not in self.goals:
                assert cp[True] + mar[True] < 100 and cp[False] + mar[False] < 100, "silent 100"
        for g, ok in res.items():
            base = VALUE[g] * (2 if self.red else 1)
            for d in self.defenders:
                lvl = 1
                if g in self.contra_by:
                    if g not in NOTRUMP_GOALS or self.contra_by[g] == d:
                        lvl = 4 if g in self.recontras else 2
                amt = base * lvl
                if ok:
                    self.payments.append((d, decl, amt, g))
                else:
                    self.payments.append((decl, d, amt, g))
                    if g == "ulti":
                        self.payments.append((decl, d, 4 * (2 if self.red else 1), "ulti-penalty"))

    def goals_scored(self):
        gs = list(self.goals)
        if "ulti" in gs and "party" not in gs and not any(g in gs for g in ("40-100", "20-100", "durchmarsch")):
            gs = ["party"] + gs
        return gs

    def net(self):
        n = [0, 0, 0]
        for f, t, a, _ in self.payments:
            n[f] -= a
            n[t] += a
        return n


def pay_events(payments):
    return [{"type": "payment", "from": f, "to": t, "amount": a, "reason": r} for f, t, a, r in payments]


def bid(goals, red=False):
    return {"goals": goals, "red": red}


def simple_auction(first, discard, b):
    """first bidder discards and bids; the other two pass; he passes."""
    return [("discard", first, discard), ("bid", first, b), ("bid", (first + 1) % 3, "pass"),
            ("bid", (first + 2) % 3, "pass"), ("bid", first, "pass")]


def find(builder, tries=4000):
    for seed in range(tries):
        try:
            d = builder(seed)
        except AssertionError:
            continue
        if d is not None:
            return d, seed
    raise SystemExit("no seed for " + builder.__name__)


def pick_discard(hand, keep=()):
    """two cards without points, not kings/queens, not in `keep`."""
    cands = [c for c in hand if c not in keep and rk(c) in ("7", "8", "9", "J")]
    return cands[:2]


def party_deal(dealer, want_win, red=False, trump="S", base=0):
    first = (dealer + 1) % 3

    def b(seed):
        hands = deal_hands(1000 * base + seed, dealer)
        disc = pick_discard(hands[first], keep=["7" + (("H" if red else trump))])
        if len(disc) < 2:
            return None
        tr = "H" if red else trump
        d = Deal(dealer, hands, simple_auction(first, disc, bid(["party"], red)), first, ["party"], red, tr,
                 seed=seed, policy=random_policy(first))
        return d if d.results["party"] == want_win else None

    b.__name__ = f"party_{dealer}_{want_win}"
    return find(b)[0]


def forty_hundred_deal(dealer, want_win, contra_seat, trump="C", base=0):
    first = (dealer + 1) % 3
    fixed = {first: ["K" + trump, "Q" + trump, "A" + trump, "10" + trump, "J" + trump, "A" + ("D" if trump != "D" else "H")]}

    def b(seed):
        hands = deal_hands(2000 + 1000 * base + seed, dealer, fixed)
        disc = pick_discard([c for c in hands[first] if c not in fixed[first]])
        if len(disc) < 2:
            return None
        d = Deal(dealer, hands, simple_auction(first, disc, bid(["40-100"])), first, ["40-100"], False, trump,
                 contras=[("40-100", contra_seat)], seed=seed, policy=random_policy(first))
        return d if d.results["40-100"] == want_win else None

    b.__name__ = "forty"
    return find(b)[0]


def ulti_deal(dealer, want_win, contra_seat, trump="S", base=0, want_party=None):
    first = (dealer + 1) % 3
    seven = "7" + trump
    fixed = {first: [seven, "A" + trump, "10" + trump, "K" + trump, "9" + trump]}

    def b(seed):
        hands = deal_hands(3000 + 1000 * base + seed, dealer, fixed)
        disc = pick_discard([c for c in hands[first] if c not in fixed[first] and su(c) != trump])
        if len(disc) < 2:
            return None
        d = Deal(dealer, hands, simple_auction(first, disc, bid(["ulti"])), first, ["ulti"], False, trump,
                 contras=[("ulti", contra_seat)], seed=seed, policy=random_policy(first, ulti_seven=seven))
        if d.results["ulti"] != want_win:
            return None
        if want_party is not None and d.results["party"] != want_party:
            return None
        return d

    b.__name__ = "ulti"
    return find(b)[0]


def betli_deal(dealer, contra_seat, base=0):
    first = (dealer + 1) % 3
    fixed = {first: ["7H", "8H", "9H", "7D", "8D", "7S", "8S", "9S", "7C", "8C", "AH", "AC"]}
    hands = deal_hands(5000 + base, dealer, fixed)
    return Deal(dealer, hands, simple_auction(first, ["AH", "AC"], bid(["betli"])), first, ["betli"], False, None,
                contras=[("betli", contra_seat)], seed=base, policy=random_policy(first, betli=True))


def march_deal(dealer, contra_seat, recontra=False, base=0):
    first = (dealer + 1) % 3
    fixed = {first: ["AH", "KH", "QH", "JH", "AD", "KD", "QD", "AS", "KS", "AC", "7C", "8C"]}
    hands = deal_hands(6000 + base, dealer, fixed)
    return Deal(dealer, hands, simple_auction(first, ["7C", "8C"], bid(["redurchmarsch"])), first, ["redurchmarsch"],
                False, None, contras=[("redurchmarsch", contra_seat)],
                recontras=["redurchmarsch"] if recontra else [], seed=base, policy=random_policy(first, march=True))


def fold_deal(dealer, trump="D", base=0):
    first = (dealer + 1) % 3
    hands = deal_hands(7000 + base, dealer)
    disc = pick_discard(hands[first])
    return Deal(dealer, hands, simple_auction(first, disc, bid(["party"])), first, ["party"], False, trump, fold=True)


# --------------------------------------------------------------------------- sessions
NOTES = {}


def session(name, start, deals, record="payments", edit=None, note=""):
    """record: payments | scores | none. edit(deal_index, events, totals) may plant a fault."""
    totals = list(start)
    out_deals = []
    info = []
    for k, d in enumerate(deals):
        ev = [dict(e) for e in d.events]
        pays = list(d.payments)
        net = d.net()
        rec_pays = pays
        if edit and "payments" in edit and edit["payments"][0] == k:
            rec_pays = edit["payments"][1](list(pays))
        rec_net = [0, 0, 0]
        for f, t, a, _ in rec_pays:
            rec_net[f] -= a
            rec_net[t] += a
        if record == "payments":
            ev += pay_events(rec_pays)
        elif record == "scores":
            ev += [{"type": "score", "party": s, "points": rec_net[s]} for s in range(3)]
        true_totals = [totals[s] + net[s] for s in range(3)]
        written = [totals[s] + rec_net[s] for s in range(3)]  # the sheet's own arithmetic
        if edit and "totals" in edit and edit["totals"][0] == k:
            written = edit["totals"][1](list(written))
        tot_idx = len(ev)
        ev += [{"type": "total", "party": s, "points": written[s]} for s in range(3)]
        info.append({"deal": k, "dealer": d.dealer, "declarer": d.decl, "goals": d.goals, "red": d.red,
                     "trump": d.trump, "results": getattr(d, "results", {"fold": True}),
                     "card_points": getattr(d, "card_points", None), "tricks": getattr(d, "tricks", None),
                     "marriages": getattr(d, "marr", None), "contra": getattr(d, "contra_by", {}),
                     "payments": pays, "net": net, "recorded_net": rec_net, "totals_by_rules": true_totals,
                     "totals_written": written, "first_total_event": tot_idx,
                     "first_payment_event": tot_idx - (len(rec_pays) if record == "payments" else 3 if record == "scores" else 0)})
        totals = written
        out_deals.append({"dealer": d.dealer, "hands": d.hands, "events": ev})
    doc = {"format": "trick-transcript/1", "game": "ulti", "rules": {"preset": "standard"}, "players": PLAYERS,
           "start": {"totals": list(start)}, "meta": {"audit": "ulti-midway", "note": note}, "deals": out_deals}
    (HERE / f"{name}.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    NOTES[name] = info
    return doc


def main():
    # m01: clean, 2 deals (spade party won by seat 2; red party lost by seat 0), start totals
    session("m01", [12, -5, -7], [party_deal(1, True, trump="S", base=1), party_deal(2, False, red=True, base=2)],
            note="clean: two party deals, dealer 1 then 2, totals carried from the start")
    # m02: wrong total carried at deal 1 (seat 0 written from the start total, forgetting deal 0)
    d0, d1 = party_deal(0, True, trump="C", base=3), party_deal(1, False, trump="D", base=4)
    n0 = d0.net()
    session("m02", [3, 4, -7], [d0, d1],
            edit={"totals": (1, lambda w: [w[0] - n0[0]] + w[1:])},
            note="fault: seat 0's total after deal 1 leaves out deal 0's result")
    # m03: clean 40-100 won against a contra (trump game: contra counts with both defenders)
    session("m03", [-20, 8, 12], [forty_hundred_deal(2, True, contra_seat=1, trump="C")],
            note="clean: 40-100 with contra, won")
    # m04: 40-100 lost against a contra; the sheet doubles it only with the doubler
    f4 = forty_hundred_deal(0, False, contra_seat=2, trump="S", base=1)
    p0 = party_deal(1, True, trump="C", base=5)

    def halve_other(p):
        return [(f, t, (a // 2 if t == 0 and r == "40-100" else a), r) for f, t, a, r in p]

    session("m04", [0, 15, -15], [f4, p0], edit={"payments": (0, halve_other)},
            note="fault: 40-100 contra paid doubled to the doubler only")
    # m05: clean ulti with contra, ulti won; then a fold
    session("m05", [7, 7, -14], [ulti_deal(1, True, contra_seat=0, trump="S"), fold_deal(2, base=1)],
            note="clean: ulti with contra won, then a fold")
    # m06: ulti with contra lost; the sheet doubles the ulti penalty too
    u6 = ulti_deal(2, False, contra_seat=2, trump="H" if False else "D", base=2)

    def double_penalty(p):
        return [(f, t, (a * 2 if r == "ulti-penalty" else a), r) for f, t, a, r in p]

    session("m06", [25, -10, -15], [u6], edit={"payments": (0, double_penalty)},
            note="fault: the ulti penalty doubled by the contra on ulti")
    # m07: clean betli with contra by one defender (no trumps: only the doubler pays double)
    session("m07", [-3, 9, -6], [party_deal(0, True, trump="C", base=6), betli_deal(1, contra_seat=0, base=1)],
            note="clean: party, then betli with contra by one defender")
    # m08: betli with contra; sheet doubles both defenders
    b8 = betli_deal(2, contra_seat=1, base=2)

    def both_double(p):
        return [(f, t, 10 if r == "betli" else a, r) for f, t, a, r in p]

    session("m08", [4, -2, -2], [b8], edit={"payments": (0, both_double)},
            note="fault: betli contra applied to both defenders")
    # m09: clean redurchmarsch with contra and recontra, then a party deal
    session("m09", [30, -12, -18], [march_deal(0, contra_seat=2, recontra=True, base=1),
                                    party_deal(1, True, trump="H" if False else "S", base=7)],
            note="clean: redurchmarsch contra/recontra, then a party")
    # m10: dealer out of turn at deal 2 (seat 0 deals again instead of seat 2)
    session("m10", [-6, 2, 4], [party_deal(0, True, trump="D", base=8), party_deal(1, False, trump="S", base=9),
                                party_deal(0, True, trump="C", base=10)],
            note="fault: deal 2 dealt by seat 0, seat 2 was due")
    # m11: bid out of turn: dealer 2, seat 0 bids first, then seat 2 takes and bids (seat 1 due)
    m11 = out_of_turn_deal()
    session("m11", [5, 5, -10], [m11], note="fault: seat 2 takes the talon and bids while seat 1 is due")
    # m12: score sheet only (net per seat + totals), three deals incl. a fold, clean
    session("m12", [40, -25, -15], [party_deal(2, False, trump="C", base=11), fold_deal(0, base=2),
                                    ulti_deal(1, True, contra_seat=0, trump="C", base=3)],
            record="scores", note="clean: score sheet with nets and totals, a fold in the middle")
    # m13: totals only, no payments or scores; clean
    session("m13", [-9, 1, 8], [party_deal(1, True, red=True, base=12), betli_deal(2, contra_seat=1, base=3)],
            record="none", note="clean: totals only")
    # m14: totals only, wrong total at deal 0 for seat 2
    session("m14", [10, -4, -6], [party_deal(2, True, trump="D", base=13), forty_hundred_deal(0, True, contra_seat=2, trump="S", base=2)],
            record="none", edit={"totals": (0, lambda w: w[:2] + [w[2] + 2])},
            note="fault: seat 2's total after deal 0 is 2 too high (no recorded payments)")
    (HERE / "_notes.txt").write_text(json.dumps(NOTES, indent=1) + "\n")


def out_of_turn_deal():
    dealer, first = 2, 0

    def b(seed):
        hands = deal_hands(9000 + seed, dealer)
        disc0 = pick_discard(hands[0])
        if len(disc0) < 2:
            return None
        h2 = hands[2] + disc0
        disc2 = pick_discard(h2, keep=["7H"])
        if len(disc2) < 2:
            return None
        auction = [("discard", 0, disc0), ("bid", 0, bid(["party"])), ("take", 2), ("discard", 2, disc2),
                   ("bid", 2, bid(["party"], True)), ("bid", 0, "pass"), ("bid", 1, "pass"), ("bid", 2, "pass")]
        d = Deal(dealer, hands, auction, 2, ["party"], True, "H", seed=seed, policy=random_policy(2))
        return d

    b.__name__ = "oot"
    return find(b)[0]


if __name__ == "__main__":
    main()
