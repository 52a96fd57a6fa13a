"""Build the 18 ulti-spec3 files; prints the figures used in EXPECTED.md."""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import gen as G  # noqa: E402
import model as M  # noqa: E402

EXP = {}


def longest(hand, exclude="H"):
    return max((s for s in M.SUITS if s != exclude), key=lambda s: (sum(M.suit(c) == s for c in hand), s))


def high_strategy(decl):
    def st(s, lg, trick, t, rng, hand=None):
        if s == decl:
            return _hi(lg)
        return rng.choice(sorted(lg))

    return st


def _hi(lg):
    return sorted(lg, key=lambda c: (M.rank(c) in ("A", "10"), M.ORDER_NT.index(M.rank(c)) * -1, c))[-1]


def low_strategy(decl):
    def st(s, lg, trick, t, rng, hand=None):
        if s == decl:
            return sorted(lg, key=lambda c: (-M.ORDER_NT.index(M.rank(c)), c))[0]
        return rng.choice(sorted(lg))

    return st


def try_play(builder, pred=lambda f: True, tries=400):
    for sd in range(tries):
        try:
            deal, net, figs = builder(sd)
        except AssertionError:
            continue
        if pred(figs):
            return deal, net, figs, sd
    raise RuntimeError("no play seed")


def simple_script(first, goals, red, disc, extra=None):
    return [
        ("bid", first, goals, red, disc, extra),
        ("pass", (first + 1) % 3),
        ("pass", (first + 2) % 3),
        ("pass", first),
    ]


def no_silent(f):
    return not f["silent100"] and not any(p[3] == "silent-ulti" for p in f["payments"])


def plays_of(deal):
    return [(i, e) for i, e in enumerate(deal["events"]) if e["type"] == "play"]


# ---------------------------------------------------------------- 01 party with marriages, payments
def f01():
    first = 1
    sd, h = G.find_seed(lambda h: M.marriages(h[1], None) or M.marriages(h[2], None), first, 100)
    tr = longest(h[first])
    disc = G.lowest_discard(h[first], tr, keep=[c for c in h[first] if c[0] in "KQ"])
    deal, net, figs, ps = try_play(
        lambda s: G.make_deal(
            0, h, simple_script(first, ["party"], False, disc), tr, strategy=high_strategy(first), seed=s
        ),
        lambda f: no_silent(f) and any(f["marriages"].values()),
    )
    G.write(
        "01-party-marriages-payments",
        [deal],
        "Party (spades or other) with 20/40 declared; every payment recorded.",
        [figs],
    )
    EXP["01-party-marriages-payments"] = []


# ---------------------------------------------------------------- 02 fold then red party
def f02():
    first = 2
    sd, h = G.find_seed(lambda h: True, first, 200)
    disc = G.lowest_discard(h[first], "S")
    ev, _, _, _ = G.run_auction(h, 1, simple_script(first, ["party"], False, disc))
    ev.append({"type": "call", "seat": first, "call": "fold"})
    for d in (0, 1):
        ev.append({"type": "payment", "from": first, "to": d, "amount": 2, "reason": "fold"})
    d0 = {"dealer": 1, "hands": [h[s] for s in range(3)], "events": ev}
    first2 = 0
    sd2, h2 = G.find_seed(lambda h: sum(M.suit(c) == "H" for c in h[0]) >= 4, first2, 300)
    disc2 = G.lowest_discard(h2[first2], "H")
    deal, net, figs, ps = try_play(
        lambda s: G.make_deal(
            2, h2, simple_script(first2, ["party"], True, disc2), "H", strategy=high_strategy(first2), seed=s
        ),
        no_silent,
    )
    G.write(
        "02-fold-then-red-party",
        [d0, deal],
        "Deal 0: Csaba stands with the lowest party and folds, paying 2 to each; deal 1 (dealer rotates to Csaba): red party, payments.",
        [{"fold": {2: -4, 0: 2, 1: 2}}, figs],
    )
    EXP["02-fold-then-red-party"] = []


# ---------------------------------------------------------------- 03 red ulti after overbidding, payments
def f03():
    def cond(h):
        return "7H" in h[0] and sum(M.suit(c) == "H" for c in h[0]) >= 4

    sd, h = G.find_seed(cond, 0, 400)
    d0 = G.lowest_discard(h[0], "H", keep=["7H"])
    h1plus = h[1] + d0
    d1 = G.lowest_discard(h1plus, longest(h1plus))
    h0plus = [c for c in h[0] if c not in d0] + d1
    d2 = G.lowest_discard(h0plus, "H", keep=["7H"])
    script = [
        ("bid", 0, ["party"], False, d0, None),
        ("bid", 1, ["40-100"], False, d1, None),
        ("pass", 2),
        ("bid", 0, ["party", "ulti"], True, d2, None),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ]
    deal, net, figs, ps = try_play(
        lambda s: G.make_deal(2, h, script, "H", strategy=high_strategy(0), seed=s), no_silent
    )
    G.write(
        "03-red-ulti-after-overbid-payments",
        [deal],
        "Party, 40-100, then red ulti (10 points, two goals) by the first bidder who took the talon back; payments.",
        [figs],
    )
    EXP["03-red-ulti-after-overbid-payments"] = []


# ---------------------------------------------------------------- 04 40-100 contra/recontra
def f04():
    def cond(h):
        return "KS" in h[1] and "QS" in h[1] and sum(M.suit(c) == "S" for c in h[1]) >= 4

    sd, h = G.find_seed(cond, 1, 500)
    disc = G.lowest_discard(h[1], "S")
    deal, net, figs, ps = try_play(
        lambda s: G.make_deal(
            0,
            h,
            simple_script(1, ["40-100"], False, disc),
            "S",
            contra_said=[(2, "40-100", 2)],
            recontra=[(1, "40-100", 4)],
            strategy=high_strategy(1),
            seed=s,
        ),
        lambda f: True,
    )
    G.write(
        "04-40-100-contra-recontra-payments",
        [deal],
        "40-100 in spades, contra by Csaba, recontra by Bence: x4 with both defenders (trump game).",
        [figs],
    )
    EXP["04-40-100-contra-recontra-payments"] = []


# ---------------------------------------------------------------- 05 ulti seven played early (fault)
def f05():
    def cond(h):
        return "7D" in h[2] and sum(M.suit(c) == "D" for c in h[2]) >= 4

    sd, h = G.find_seed(cond, 2, 600)
    disc = G.lowest_discard(h[2], "D", keep=["7D"])
    state = {"done": False}

    def st(s, lg, trick, t, rng, hand=None):
        if s == 2:
            if not state["done"] and t >= 1 and "7D" in lg and len(lg) > 1:
                state["done"] = True
                return "7D"
            lg2 = [c for c in lg if c != "7D"] if t < 9 and len(lg) > 1 else lg
            return _hi(lg2)
        return rng.choice(sorted(lg))

    def b(s):
        state["done"] = False
        d, n, f = G.make_deal(
            1,
            h,
            simple_script(2, ["party", "ulti"], False, disc),
            "D",
            record="none",
            strategy=st,
            seed=s,
            keep=False,
        )
        f["fault"] = state["done"]
        return d, n, f

    deal, net, figs, ps = try_play(b, lambda f: f["fault"])
    # make_deal runs play with ulti_keep=True; our strategy overrides because lg excludes 7D then.
    ev = [i for i, e in plays_of(deal) if e["card"] == "7D"]
    EXP["05-fault-ulti-seven-played-early"] = [(0, ev[0], "ulti seven played early (code unknown)")]
    G.write(
        "05-fault-ulti-seven-played-early",
        [deal],
        "Ulti in diamonds: Bence... the declarer plays the 7 of trumps before the tenth trick while holding another legal card. No settlement recorded.",
        [figs],
    )


# ---------------------------------------------------------------- 06 betli, contra by one defender
BETLI_DECL = ["7H", "8H", "9H", "7D", "8D", "7S", "8S", "9S", "7C", "8C"]
DEF_A = ["10H", "JH", "9D", "10D", "JD", "10S", "JS", "9C", "10C", "JC"]
DEF_B = ["QH", "KH", "QD", "KD", "AD", "QS", "KS", "QC", "KC", "AC"]


def f06():
    h = {0: BETLI_DECL + ["AH", "AS"], 1: DEF_A, 2: DEF_B}
    deal, net, figs, ps = try_play(
        lambda s: G.make_deal(
            2,
            h,
            simple_script(0, ["betli"], False, ["AH", "AS"]),
            None,
            contra_said=[(1, "betli", 2)],
            strategy=low_strategy(0),
            seed=s,
        ),
    )
    G.write(
        "06-betli-contra-one-defender-payments",
        [deal],
        "Betli by Ágnes, contra by Bence only: without trumps the contra counts between Bence and Ágnes only (10 from Bence, 5 from Csaba).",
        [figs],
    )
    EXP["06-betli-contra-one-defender-payments"] = []


# ---------------------------------------------------------------- 07 open betli + rebetli, score sheet with totals
def f07():
    totals = [0, 0, 0]
    h = {1: BETLI_DECL + ["AH", "AS"], 2: DEF_A, 0: DEF_B}
    d0, n0, f0, _ = try_play(
        lambda s: G.make_deal(
            0,
            h,
            simple_script(1, ["open-betli"], False, ["AH", "AS"]),
            None,
            record="none",
            strategy=low_strategy(1),
            seed=s,
        )
    )
    G.add_scores(d0, n0, totals, "totals")
    sd, h2 = G.find_seed(lambda h: sum(M.rank(c) in ("7", "8", "9") for c in h[2]) >= 7, 2, 700)
    disc = sorted(h2[2], key=lambda c: M.ORDER_NT.index(M.rank(c)))[:2]
    d1, n1, f1, _ = try_play(
        lambda s: G.make_deal(
            1,
            h2,
            simple_script(2, ["rebetli"], False, disc),
            None,
            record="none",
            strategy=low_strategy(2),
            seed=s,
        )
    )
    G.add_scores(d1, n1, totals, "totals")
    G.write(
        "07-sheet-open-betli-rebetli",
        [d0, d1],
        "Score sheet: open betli (20) then rebetli (10); one score per seat per deal and running totals.",
        [f0, f1],
    )
    EXP["07-sheet-open-betli-rebetli"] = []


# ---------------------------------------------------------------- 08 trump durchmarsch + silent ulti
def f08():
    seq = ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "AH", "AD", "7S"]
    rest = [c for c in M.DECK if c not in seq + ["7C", "8C"]]
    h = {2: seq + ["7C", "8C"], 0: rest[0::2], 1: rest[1::2]}

    def st(s, lg, trick, t, rng, hand=None):
        if s == 2:
            return seq[t] if seq[t] in lg else lg[0]
        return rng.choice(sorted(lg))

    deal, net, figs, _ = try_play(
        lambda s: G.make_deal(
            1, h, simple_script(2, ["durchmarsch"], False, ["7C", "8C"]), "S", strategy=st, seed=s
        )
    )
    assert figs["results"]["durchmarsch"]
    G.write(
        "08-trump-durchmarsch-silent-ulti-payments",
        [deal],
        "Durchmarsch in spades won; the last trick is won with the 7 of spades: silent ulti (2) on top of durchmarsch (6).",
        [figs],
    )
    EXP["08-trump-durchmarsch-silent-ulti-payments"] = []


# ---------------------------------------------------------------- 09 false marriage (fault)
def f09():
    first = 0
    sd, h = G.find_seed(lambda h: not M.marriages(h[1], None), first, 800)
    tr = longest(h[first])
    disc = G.lowest_discard(h[first], tr)
    deal, net, figs, _ = try_play(
        lambda s: G.make_deal(
            2,
            h,
            simple_script(first, ["party"], False, disc),
            tr,
            record="none",
            strategy=high_strategy(first),
            seed=s,
        ),
        lambda f: no_silent(f) and not f["marriages"][1],
    )
    # insert a false 20 by Bence (seat 1) before his first play
    evs = deal["events"]
    i = next(i for i, e in enumerate(evs) if e["type"] == "play" and e["seat"] == 1)
    evs.insert(i, {"type": "declare", "seat": 1, "items": [{"kind": "marriage", "points": 20}]})
    EXP["09-fault-false-twenty"] = [(0, i, "marriage declared without K+Q (code unknown)")]
    G.write(
        "09-fault-false-twenty",
        [deal],
        "Party; Bence says 20 with his first card without holding any king-queen pair. No settlement recorded.",
        [figs],
    )


# ---------------------------------------------------------------- 10 three-deal score sheet
def f10():
    start = [10, -4, -6]
    totals = list(start)
    deals, figs = [], []

    # deal 0: party, silent 100 by declarer
    def c0(h):
        hh = h[1]
        return sum(M.rank(c) in ("A", "10") for c in hh) >= 6

    strong = ["AS", "10S", "KS", "QS", "9S", "AH", "10H", "AD", "KD", "7D", "7C", "8C"]
    rest = [c for c in M.DECK if c not in strong]
    import random as _r

    _r.Random(5).shuffle(rest)
    h = {1: strong, 2: rest[:10], 0: rest[10:]}
    tr = "S"
    disc = ["7C", "8C"]
    d, n, f, _ = try_play(
        lambda s: G.make_deal(
            0,
            h,
            simple_script(1, ["party"], False, disc),
            tr,
            record="none",
            strategy=high_strategy(1),
            seed=s,
        ),
        lambda f: f["silent100"] and not any(p[3] == "silent-ulti" for p in f["payments"]),
        tries=3000,
    )
    G.add_scores(d, n, totals, "totals")
    deals.append(d)
    figs.append(f)

    # deal 1: 20-100 in clubs
    def c1(h):
        return "KD" in h[2] and "QD" in h[2] and sum(M.suit(c) == "C" for c in h[2]) >= 4

    sd, h = G.find_seed(c1, 2, 1000)
    disc = G.lowest_discard(h[2], "C", keep=["KD", "QD"])
    d, n, f, _ = try_play(
        lambda s: G.make_deal(
            1,
            h,
            simple_script(2, ["20-100"], False, disc),
            "C",
            record="none",
            strategy=high_strategy(2),
            seed=s,
        ),
        no_silent,
    )
    G.add_scores(d, n, totals, "totals")
    deals.append(d)
    figs.append(f)

    # deal 2: ulti in spades with contra on ulti by seat 1, failed
    def c2(h):
        return "7S" in h[0] and sum(M.suit(c) == "S" for c in h[0]) >= 4

    sd, h = G.find_seed(c2, 0, 1100)
    disc = G.lowest_discard(h[0], "S", keep=["7S"])
    d, n, f, _ = try_play(
        lambda s: G.make_deal(
            2,
            h,
            simple_script(0, ["party", "ulti"], False, disc),
            "S",
            contra_said=[(1, "ulti", 2)],
            record="none",
            strategy=high_strategy(0),
            seed=s,
        ),
        lambda f: not f["results"]["ulti"] and not f["silent100"],
    )
    G.add_scores(d, n, totals, "totals")
    deals.append(d)
    figs.append(f)
    G.write(
        "10-sheet-three-deals-silent100-20-100-ulti-contra",
        deals,
        "Score sheet with carried totals: party with silent 100; 20-100; ulti with contra on ulti, failed (contra doubles the 4, not the 4 penalty).",
        figs,
        start={"totals": start},
    )
    EXP["10-sheet-three-deals-silent100-20-100-ulti-contra"] = []


# ---------------------------------------------------------------- 11 play-only session
RD = ["AH", "KH", "QH", "JH", "AD", "KD", "QD", "AS", "KS", "AC"]


def f11():
    deals, figs = [], []
    sd, h = G.find_seed(lambda h: True, 1, 1200)
    tr = longest(h[1])
    disc = G.lowest_discard(h[1], tr, keep=[c for c in h[1] if c[0] in "KQ"])
    d, n, f, _ = try_play(
        lambda s: G.make_deal(
            0,
            h,
            simple_script(1, ["party"], False, disc),
            tr,
            record="none",
            strategy=high_strategy(1),
            seed=s,
        ),
        no_silent,
    )
    d["hands"] = None
    deals.append(d)
    figs.append(f)
    rest = [c for c in M.DECK if c not in RD + ["7C", "8C"]]
    h = {2: RD + ["7C", "8C"], 0: rest[0::2], 1: rest[1::2]}

    def st(s, lg, trick, t, rng, hand=None):
        if s == 2:
            return RD[t]
        return rng.choice(sorted(lg))

    d, n, f, _ = try_play(
        lambda s: G.make_deal(
            1,
            h,
            simple_script(2, ["redurchmarsch"], False, ["7C", "8C"]),
            None,
            record="none",
            strategy=st,
            seed=s,
        )
    )
    assert f["results"]["redurchmarsch"]
    d["hands"] = None
    deals.append(d)
    figs.append(f)
    G.write(
        "11-play-only-party-redurchmarsch",
        deals,
        "Play-only record (hands null, no settlement): a party, then a redurchmarsch without trumps.",
        figs,
    )
    EXP["11-play-only-party-redurchmarsch"] = []


# ---------------------------------------------------------------- 12 revoke (fault)
def f12():
    first = 2
    sd, h = G.find_seed(lambda h: True, first, 1300)
    tr = longest(h[first])
    disc = G.lowest_discard(h[first], tr)
    state = {"ev": None}

    def st(s, lg, trick, t, rng, hand=None):
        if s == first:
            return _hi(lg)
        if state["ev"] is None and trick and s == 0:
            led = M.suit(trick[0])
            other = [c for c in hand if M.suit(c) not in (led, tr)]
            if led != tr and any(M.suit(c) == led for c in hand) and other:
                state["ev"] = (t, other[0])
                return other[0]
        return rng.choice(sorted(lg))

    def b(s):
        state["ev"] = None
        return G.make_deal(
            1, h, simple_script(first, ["party"], False, disc), tr, record="none", strategy=st, seed=s
        )

    deal, net, figs, _ = try_play(b, lambda f: state["ev"] is not None and no_silent(f))
    t, card = state["ev"]
    i = next(i for i, e in plays_of(deal) if e["seat"] == 0 and e["card"] == card)
    EXP["12-fault-revoke"] = [(0, i, "revoke")]
    G.write(
        "12-fault-revoke",
        [deal],
        f"Party; Ágnes does not follow suit in trick {t + 1} though she holds the led suit. No settlement recorded.",
        [figs],
    )


# ---------------------------------------------------------------- 13 failure to trump, payments per play
def f13():
    first = 0
    sd, h = G.find_seed(
        lambda h: (
            any(sum(M.suit(c) == x for c in h[1]) == 0 for x in M.SUITS)
            and sum(M.suit(c) == longest(h[0]) for c in h[1]) >= 2
        ),
        first,
        1400,
    )
    tr = longest(h[first])
    disc = G.lowest_discard(h[first], tr)
    state = {"ev": None}

    def st(s, lg, trick, t, rng, hand=None):
        if s == first:
            return _hi(lg)
        if state["ev"] is None and trick and s == 1:
            led = M.suit(trick[0])
            if led != tr and not any(M.suit(c) == led for c in hand) and any(M.suit(c) == tr for c in hand):
                other = [c for c in hand if M.suit(c) != tr]
                if other:
                    state["ev"] = (t, other[0])
                    return other[0]
        return rng.choice(sorted(lg))

    def b(s):
        state["ev"] = None
        return G.make_deal(2, h, simple_script(first, ["party"], False, disc), tr, strategy=st, seed=s)

    deal, net, figs, _ = try_play(b, lambda f: state["ev"] is not None and no_silent(f), tries=2000)
    t, card = state["ev"]
    i = next(i for i, e in plays_of(deal) if e["seat"] == 1 and e["card"] == card)
    EXP["13-fault-failure-to-trump-payments"] = [(0, i, "failure_to_trump")]
    G.write(
        "13-fault-failure-to-trump-payments",
        [deal],
        f"Party; Bence, void in the led suit, throws a side card in trick {t + 1} though he holds trumps. Payments as the play went (the source names no penalty).",
        [figs],
    )


# ---------------------------------------------------------------- 14 betli declarer fails to overtake
def f14():
    first = 1
    sd, h = G.find_seed(lambda h: sum(M.rank(c) in ("7", "8", "9", "10") for c in h[1]) >= 7, first, 1500)
    disc = sorted(h[1], key=lambda c: M.ORDER_NT.index(M.rank(c)))[:2]
    state = {"ev": None}

    def st(s, lg, trick, t, rng, hand=None):
        if s == first:
            if state["ev"] is None and trick:
                led = M.suit(trick[0])
                same = [c for c in hand if M.suit(c) == led]
                under = [c for c in same if c not in lg]
                if under and all(M.suit(c) == led for c in lg):
                    state["ev"] = (t, under[0])
                    return under[0]
            return sorted(lg, key=lambda c: (-M.ORDER_NT.index(M.rank(c)), c))[0]
        return rng.choice(sorted(lg))

    def b(s):
        state["ev"] = None
        return G.make_deal(
            0, h, simple_script(first, ["betli"], False, disc), None, record="none", strategy=st, seed=s
        )

    deal, net, figs, _ = try_play(b, lambda f: state["ev"] is not None, tries=2000)
    t, card = state["ev"]
    i = next(i for i, e in plays_of(deal) if e["seat"] == first and e["card"] == card)
    EXP["14-fault-betli-declarer-under"] = [(0, i, "failure_to_overtake")]
    G.write(
        "14-fault-betli-declarer-under",
        [deal],
        f"Betli by Bence; in trick {t + 1} he plays under the winning card though he holds a card of the led suit that beats it (overtaking is compulsory in betli too). No settlement recorded.",
        [figs],
    )


# ---------------------------------------------------------------- 15 illegal bid: ulti (5, two goals) over betli (5, one goal)
def f15():
    sd, h = G.find_seed(lambda h: "7C" in h[2] or True, 1, 1600)
    d1 = G.lowest_discard(h[1], None)
    h2 = h[2] + d1
    tr = longest(h2)
    d2 = G.lowest_discard(h2, tr, keep=["7" + tr])
    script = [
        ("bid", 1, ["betli"], False, d1, None),
        ("bid", 2, ["party", "ulti"], False, d2, None),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ]
    deal, net, figs, _ = try_play(
        lambda s: G.make_deal(0, h, script, tr, record="none", strategy=high_strategy(2), seed=s),
        lambda f: not f["silent100"],
    )
    i = [k for k, e in enumerate(deal["events"]) if e["type"] == "bid" and e["seat"] == 2][0]
    EXP["15-fault-ulti-not-above-betli"] = [(0, i, "illegal bid (not higher) (code unknown)")]
    G.write(
        "15-fault-ulti-not-above-betli",
        [deal],
        "Bence bids betli (5, one goal); Csaba takes the talon and bids ulti (party+ulti: 5, two goals), which ranks below betli. No settlement recorded.",
        [figs],
    )


# ---------------------------------------------------------------- 16 out of turn
def f16():
    first = 2
    for sd0 in range(1700, 1800):
        sd, h = G.find_seed(lambda h: True, first, sd0)
        tr = longest(h[first])
        disc = G.lowest_discard(h[first], tr)
        try:
            deal, net, figs, _ = try_play(
                lambda s, h=h, disc=disc, tr=tr: G.make_deal(
                    1,
                    h,
                    simple_script(first, ["party"], False, disc),
                    tr,
                    record="none",
                    strategy=high_strategy(first),
                    seed=s,
                ),
                no_silent,
            )
        except RuntimeError:
            continue
        pl = plays_of(deal)
        for t in range(1, 9):
            (i0, e0), (i1, e1), (i2, e2) = pl[3 * t : 3 * t + 3]
            c0, c1, c2 = e0["card"], e1["card"], e2["card"]
            if (
                M.suit(c0) == M.suit(c1) == M.suit(c2)
                and M.beats(c0, c2, M.suit(c0), tr)
                and M.beats(c1, c0, M.suit(c0), tr)
            ):
                # the third player leads out of turn; then the trick goes on in order from him
                ev = deal["events"]
                ev[i0], ev[i1], ev[i2] = e2, e0, e1
                EXP["16-fault-out-of-turn-lead"] = [(0, i0, "out_of_turn")]
                G.write(
                    "16-fault-out-of-turn-lead",
                    [deal],
                    f"Party; in trick {t + 1} the third player leads before the trick winner, the other two then follow in order (same suit, same winner). No settlement recorded.",
                    [figs],
                )
                return
    raise RuntimeError


# ---------------------------------------------------------------- 17 wrong payment: ulti penalty doubled by contra
def f17():
    def c(h):
        return "7C" in h[1] and sum(M.suit(x) == "C" for x in h[1]) >= 3

    sd, h = G.find_seed(c, 1, 1900)
    disc = G.lowest_discard(h[1], "C", keep=["7C"])
    deal, net, figs, _ = try_play(
        lambda s: G.make_deal(
            0,
            h,
            simple_script(1, ["party", "ulti"], False, disc),
            "C",
            contra_said=[(2, "ulti", 2)],
            strategy=high_strategy(1),
            seed=s,
        ),
        lambda f: not f["results"]["ulti"] and no_silent(f),
    )
    ev = deal["events"]
    i = next(k for k, e in enumerate(ev) if e["type"] == "payment" and e.get("reason") == "ulti-penalty")
    ev[i]["amount"] = 8
    EXP["17-fault-ulti-penalty-doubled-by-contra"] = [(0, i, "wrong_payment")]
    G.write(
        "17-fault-ulti-penalty-doubled-by-contra",
        [deal],
        "Ulti in clubs, contra on ulti by Csaba, ulti lost: the 4 of ulti is doubled (8) but the 4-point penalty is not; the table wrongly pays 8 as penalty to the first defender.",
        [figs],
    )


# ---------------------------------------------------------------- 18 wrong total
def f18():
    totals = [0, 0, 0]
    deals, figs = [], []
    h = {2: BETLI_DECL + ["AH", "AS"], 0: DEF_A, 1: DEF_B}
    d, n, f, _ = try_play(
        lambda s: G.make_deal(
            1,
            h,
            simple_script(2, ["betli"], False, ["AH", "AS"]),
            None,
            record="none",
            strategy=low_strategy(2),
            seed=s,
        )
    )
    G.add_scores(d, n, totals, "totals")
    deals.append(d)
    figs.append(f)
    sd, h2 = G.find_seed(lambda h: True, 0, 2000)
    tr = longest(h2[0])
    disc = G.lowest_discard(h2[0], tr, keep=[c for c in h2[0] if c[0] in "KQ"])
    d, n, f, _ = try_play(
        lambda s: G.make_deal(
            2,
            h2,
            simple_script(0, ["party"], False, disc),
            tr,
            record="none",
            strategy=high_strategy(0),
            seed=s,
        ),
        no_silent,
    )
    G.add_scores(d, n, totals, "totals", bad_total=(1, 2))
    i = next(k for k, e in enumerate(d["events"]) if e["type"] == "total" and e["party"] == 1)
    deals.append(d)
    figs.append(f)
    EXP["18-fault-sheet-wrong-total"] = [(1, i, "wrong_total")]
    G.write(
        "18-fault-sheet-wrong-total",
        deals,
        "Score sheet: betli, then a party; Bence's running total after deal 1 is written 2 too high.",
        figs,
    )


if __name__ == "__main__":
    for fn in [f01, f02, f03, f04, f05, f06, f07, f08, f09, f10, f11, f12, f13, f14, f15, f16, f17, f18]:
        fn()
    with open(os.path.join(os.path.dirname(__file__), "figures.fig.json.txt"), "w") as f:
        json.dump({"expected": EXP, "figures": G.FIG}, f, indent=1, default=str, ensure_ascii=False)
    for k, v in EXP.items():
        print(k, v)
