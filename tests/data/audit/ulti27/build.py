"""Build every transcript of round ulti27. Run: python build.py (from this directory)."""

from model import marriages
from scenarios import B, P, dbl, find, first, idx, lead_order, no_silent, write

LOG = []


def log(*a):
    LOG.append(" ".join(str(x) for x in a))


def party_ok(d, extra_def=0, extra_decl=0):
    f = d.facts
    return (f["decl_pts"] + extra_decl > f["def_pts"] + extra_def) and f["tricks"][d.declarer] >= 1


# ---------------------------------------------------------------- 01 long auction, talon picked up three times
sc = {
    "dealer": 0,
    "fixed": {1: ["7H"]},
    "keep": {1: ["7H"]},
    "auction": [
        (1, B("party")),
        (2, B("party", red=True)),
        (0, P),
        (1, B("ulti")),
        (2, P),
        (0, B("betli")),
        (1, B("ulti", red=True)),
        (2, P),
        (0, P),
        (1, P),
    ],
}
d = find(sc, lambda d: (not party_ok(d)) and ("ulti", True, 8, True) in d.items and no_silent(d))
write(
    "01-long-auction-talon-thrice",
    [d],
    "payments",
    "Béla picks up the talon three times (first bidder, then over a red party, then over a betli) and "
    "plays red ulti: game lost (2 to each), ulti won (8 from each) - the source's own worked example.",
)
log("01", d.seed, d.items, d.net)

# ---------------------------------------------------------------- 02 equal rank bid (fault)
sc = {
    "dealer": 1,
    "auction": [
        (2, B("party")),
        (0, B("redurchmarsch")),
        (1, B("durchmarsch", red=True)),
        (2, B("open-betli")),
        (0, P),
        (1, P),
        (2, P),
    ],
}
d = find(sc, seed0=100)
ev = idx(d, lambda e: e["type"] == "bid" and e["seat"] == 1)
write(
    "02-fault-equal-rank-bid",
    [d],
    "payments",
    "Béla bids red durchmarsch (12, one goal) over Anna's redurchmarsch (12, one goal): equal, not higher. "
    "Csilla then bids open betli (20) and plays it.",
    faults=[(0, ev, "illegal_bid")],
)
log("02", d.seed, d.items, d.net, "fault ev", ev)

# ---------------------------------------------------------------- 03 hierarchy ladder (clean)
sc = {
    "dealer": 2,
    "auction": [
        (0, B("party")),
        (1, B("ulti")),
        (2, B("betli")),
        (0, B("40-100", "ulti")),
        (1, B("20-100")),
        (2, B("ulti", red=True)),
        (0, B("rebetli")),
        (1, B("durchmarsch", red=True)),
        (2, P),
        (0, P),
        (1, P),
    ],
}
d = find(sc, seed0=200)
write(
    "03-hierarchy-ladder",
    [d],
    "payments",
    "Every step at equal points wins by fewer goals: ulti (5/2) < betli (5/1); 40-100+ulti (8/2) < 20-100 (8/1); "
    "red ulti (10/2) < rebetli (10/1) < red durchmarsch (12). Béla plays red durchmarsch.",
)
log("03", d.seed, d.items, d.net)

# ---------------------------------------------------------------- 04 open betli over red 40-100+durchmarsch; open durchmarsch over red 20-100+ulti
od_nt = ["AC", "KC", "QC", "JC", "10C", "9C", "AD", "KD", "AS", "KS"]
sc = {
    "dealer": 0,
    "fixed": {2: od_nt},
    "discards": {1: "taken", 4: "taken"},
    "auction": [
        (1, B("party")),
        (2, B("40-100", "durchmarsch", red=True)),
        (0, B("open-betli")),
        (1, B("20-100", "ulti", red=True)),
        (2, B("open-durchmarsch")),
        (0, P),
        (1, P),
        (2, P),
    ],
    "no_trump": True,
    "policy": lead_order(od_nt),
}
d = find(sc, lambda d: d.facts["tricks"][2] == 10, seed0=300)
write(
    "04-open-betli-and-open-durchmarsch-edges",
    [d],
    "payments",
    "Open betli (20/1) over red 40-100+durchmarsch (20/2); open durchmarsch (24/1) over red 20-100+ulti (24/2). "
    "Csilla plays open durchmarsch without trumps and takes every trick: 24 from each.",
)
log("04", d.seed, d.items, d.net)

# ---------------------------------------------------------------- 05 red open durchmarsch is not higher than open durchmarsch (fault)
od_t = ["AD", "AS", "AC", "10C", "KC", "QC", "JC", "9C", "8C", "7C"]
sc = {
    "dealer": 1,
    "fixed": {2: od_t + ["7H", "8H"]},
    "discards": {0: ["7H", "8H"], 3: "taken"},
    "auction": [
        (2, B("party")),
        (0, B("open-durchmarsch")),
        (1, B("open-durchmarsch", red=True)),
        (2, B("ulti", "open-durchmarsch")),
        (0, P),
        (1, P),
        (2, P),
    ],
    "trump": "C",
    "policy": lead_order(od_t),
}
d = find(sc, lambda d: d.facts["tricks"][2] == 10, seed0=400)
ev = idx(d, lambda e: e["type"] == "bid" and e["seat"] == 1)
write(
    "05-fault-red-open-durchmarsch-equal",
    [d],
    "payments",
    "Béla bids red open durchmarsch over Anna's open durchmarsch: 24 either way (赤でも赤以外でも 24 点), one goal each: "
    "not higher. Csilla then bids ulti + open durchmarsch (28) in clubs and wins all, ulti with the 7C: 4 + 24 from each.",
    faults=[(0, ev, "illegal_bid")],
)
log("05", d.seed, d.items, d.net, "fault ev", ev)

# ---------------------------------------------------------------- 06 contra chain said at the last allowed moments (clean)
sc = {
    "dealer": 2,
    "fixed": {0: ["7S"]},
    "keep": {0: ["7S"]},
    "auction": [(0, B("ulti")), (1, P), (2, P), (0, P)],
    "trump": "S",
    "hooks": {
        (0, 1, "before"): [dbl(1, "party", 2)],
        (0, 2, "before"): [dbl(2, "ulti", 2)],
        (1, 0, "before"): [dbl(0, "ulti", 4), dbl(1, "ulti", 8)],
    },
}
d = find(sc, lambda d: no_silent(d) and ("ulti", True, 4, True) in d.items, seed0=500)
write(
    "06-contra-chain-last-moment",
    [d],
    "payments",
    "Anna's ulti in leaves. Béla contras the game as he plays his first card; Csilla contras the ulti as she plays "
    "the last card of trick 1; after the trick Anna recontras the ulti and Béla subcontras it, before trick 2 is led.",
)
log("06", d.seed, d.items, d.net)

# ---------------------------------------------------------------- 07 contra one moment too late (fault)
sc = {
    "dealer": 0,
    "auction": [(1, B("party")), (2, P), (0, P), (1, P)],
    "trump": "D",
    "hooks": {(0, 1, "after"): [dbl(2, "party", 2, valid=False)]},
}
d = find(sc, lambda d: no_silent(d), seed0=600)
ev = idx(d, lambda e: e["type"] == "double")
write(
    "07-fault-contra-after-own-card",
    [d],
    "payments",
    "Csilla says contra on the game just after laying her first card (before Anna plays): too late; the payments "
    "are undoubled.",
    faults=[(0, ev, "late_double")],
)
log("07", d.seed, d.items, d.net, "fault ev", ev)

# ---------------------------------------------------------------- 08 recontra one moment too late (fault)
sc = {
    "dealer": 1,
    "fixed": {2: ["7C"]},
    "keep": {2: ["7C"]},
    "auction": [(2, B("ulti")), (0, P), (1, P), (2, P)],
    "trump": "C",
    "hooks": {(0, 1, "before"): [dbl(0, "ulti", 2)], (1, 0, "after"): [dbl(2, "ulti", 4, valid=False)]},
}
d = find(sc, lambda d: no_silent(d), seed0=700)
ev = [i for i, e in enumerate(d.events) if e["type"] == "double"][1]
write(
    "08-fault-recontra-after-trick-two-lead",
    [d],
    "payments",
    "Anna contras Csilla's ulti with her first card; Csilla says recontra only after the first card of trick 2: "
    "too late, the ulti stays at contra (x2).",
    faults=[(0, ev, "late_double")],
)
log("08", d.seed, d.items, d.net, "fault ev", ev)

# ---------------------------------------------------------------- 09 marriage announced late (fault)


def pred09(d):
    if not no_silent(d):
        return False
    if marriages(d.as_dealt[1], "S") != [20]:
        return False
    return party_ok(d) == party_ok(d, extra_def=20)


sc = {
    "dealer": 2,
    "fixed": {1: ["KD", "QD"]},
    "auction": [(0, B("party")), (1, P), (2, P), (0, P)],
    "trump": "S",
    "declare_override": {1: []},
    "late_declare": (1, [20]),
}
d = find(sc, pred09, seed0=800)
ev = idx(d, lambda e: e["type"] == "declare" and e["seat"] == 1)
write(
    "09-fault-marriage-announced-late",
    [d],
    "payments",
    "Béla holds KD QD but says '20' only with his second card: too late, it does not count (the game's result is "
    "the same either way).",
    faults=[(0, ev, "late_marriage")],
)
log("09", d.seed, d.items, d.net, "fault ev", ev, d.facts)

# ---------------------------------------------------------------- 10 false marriage (fault)


def pred10(d):
    h = d.as_dealt[2]
    if "KC" not in h or "QC" in h or marriages(h, "C"):
        return False
    if not no_silent(d):
        return False
    return party_ok(d) == party_ok(d, extra_def=40) and d.facts["def_pts"] + 40 < 100


sc = {
    "dealer": 0,
    "auction": [(1, B("party")), (2, P), (0, P), (1, P)],
    "trump": "C",
    "declare_override": {2: [40]},
    "uncounted": [2],
}
d = find(sc, pred10, seed0=900)
ev = idx(d, lambda e: e["type"] == "declare" and e["seat"] == 2)
write(
    "10-fault-false-forty",
    [d],
    "payments",
    "Csilla says '40' holding the trump king but not the trump queen: a false marriage, it does not count "
    "(the game's result is the same either way).",
    faults=[(0, ev, "false_marriage")],
)
log("10", d.seed, d.items, d.net, "fault ev", ev, d.facts)

# ---------------------------------------------------------------- 11 score sheet, silent bonuses beside won and lost bids (clean)


def party_deal(
    dealer, trump, pred, seed0, red=False, goals=("party",), hooks=None, fold=False, keep=None, fixed=None
):
    f = first(dealer)
    sc = {
        "dealer": dealer,
        "auction": [(f, B(*goals, red=red)), ((f + 1) % 3, P), ((f + 2) % 3, P), (f, P)],
        "trump": trump,
    }
    if hooks:
        sc["hooks"] = hooks
    if fold:
        sc["fold"] = True
    if keep:
        sc["keep"] = keep
    if fixed:
        sc["fixed"] = fixed
    return find(sc, pred, seed0=seed0)


def only(d, *names):
    got = sorted(r for r, *_ in d.items if r.startswith("silent"))
    return got == sorted(names)


s11 = []
# d0 dealer 1: party won with the declarer's silent 100 (replaces the game)
s11.append(
    party_deal(
        1,
        "S",
        lambda d: only(d, "silent-100") and d.items[-1][1] and "silent_ulti_failed_by" not in d.facts,
        1100,
    )
)
# d1 dealer 2: party lost, declarer's silent ulti won
s11.append(
    party_deal(
        2,
        "D",
        lambda d: only(d, "silent-ulti") and d.items[-1][1] and not party_ok(d),
        1200,
    )
)
# d2 dealer 0: plain party folded
s11.append(party_deal(0, "C", lambda d: True, 1300, fold=True))
# d3 dealer 1: red party lost, the defenders' silent 100 (replaces the game)
s11.append(
    party_deal(
        1,
        "H",
        lambda d: only(d, "silent-100") and not d.items[-1][1] and "silent_ulti_failed_by" not in d.facts,
        1400,
        red=True,
    )
)
# d4 dealer 2: party won, a defender plays the trump seven to trick 10 and loses it (4 to each other player)
s11.append(
    party_deal(
        2,
        "S",
        lambda d: only(d) and d.facts.get("silent_ulti_failed_by", d.declarer) != d.declarer and party_ok(d),
        1500,
    )
)
# d5 dealer 0: ulti (acorns) with contra on the ulti at the second defender's first card
s11.append(
    party_deal(
        0,
        "C",
        lambda d: no_silent(d),
        1600,
        goals=("ulti",),
        hooks={(0, 2, "before"): [dbl(0, "ulti", 2)]},
        keep={1: ["7C"]},
        fixed={1: ["7C"]},
    )
)
info = write(
    "11-sheet-silent-bonuses",
    s11,
    "sheet",
    "Score sheet over six deals from running totals 5/-3/-2: silent 100 beside a won game (replaces it), silent "
    "ulti beside a lost game, a fold, defenders' silent 100 against a red game, a defender's trump seven lost in "
    "trick 10 (4 to each other player), ulti with contra.",
    start=[5, -3, -2],
)
for x in info:
    log("11", x)

# ---------------------------------------------------------------- 12 seven-deal sheet, one total miswritten (fault)
s12 = []
plan = [
    ("S", ("party",), False, lambda d: no_silent(d)),
    ("D", ("ulti",), False, lambda d: no_silent(d)),
    ("C", ("party",), True, lambda d: no_silent(d)),
    ("S", ("party",), False, lambda d: no_silent(d)),
    ("D", ("party",), False, lambda d: no_silent(d) and not party_ok(d)),
    ("C", ("party",), False, lambda d: no_silent(d)),
    ("S", ("ulti",), False, lambda d: no_silent(d)),
]
for i, (tr, goals, red, pr) in enumerate(plan):
    dealer = i % 3
    f = first(dealer)
    kw = {}
    if "ulti" in goals:
        t = "H" if red else tr
        kw = {"keep": {f: ["7" + t]}, "fixed": {f: ["7" + t]}}
    s12.append(party_deal(dealer, "H" if red else tr, pr, 2000 + 100 * i, red=red, goals=goals, **kw))
# deal 4 (0-based): seat 1's total written 2 too high; the sheet carries on from what it wrote
info = write(
    "12-fault-sheet-total-miswritten",
    s12,
    "sheet",
    "Seven-deal score sheet (games, ulti, a red game). In deal 4 Béla's running total is written 2 too high; "
    "later totals continue from the figure written.",
    start=[0, 0, 0],
    totals_override={4: lambda w: [w[0], w[1] + 2, w[2]]},
    faults=[(4, "total of seat 1", "wrong_total")],
)
for x in info:
    log("12", x)

# ---------------------------------------------------------------- 13 everybody passes, deal thrown in (fault)
s13 = []
s13.append(party_deal(0, "S", lambda d: no_silent(d), 3000))
sc = {"dealer": 1, "auction": [(2, P), (0, P), (1, P)]}
s13.append(find(sc, seed0=3100))
s13.append(party_deal(2, "D", lambda d: no_silent(d), 3200))
s13.append(party_deal(0, "C", lambda d: no_silent(d), 3300))
info = write(
    "13-fault-all-pass-thrown-in",
    s13,
    "sheet",
    "Deal 1: Csilla (first bidder, 12 cards) discards and passes, the others pass, the deal is thrown in with 0s "
    "and the deal passes on. The source makes the first bidder name a game.",
    faults=[(1, 1, "missing_bid / first bidder may not pass")],
)
for x in info:
    log("13", x)

# ---------------------------------------------------------------- 14 red game, a defender loses the 7 of hearts in trick 10 (clean)
d = party_deal(
    0,
    "H",
    lambda d: only(d) and d.facts.get("silent_ulti_failed_by", d.declarer) != d.declarer,
    3400,
    red=True,
)
write(
    "14-red-defender-seven-lost",
    [d],
    "payments",
    "Red game. A defender plays the 7 of hearts to trick 10 and loses it: silent ulti failed, 4 doubled for red = 8 "
    "to each other player (his partner included).",
)
log("14", d.seed, d.items, d.net, d.facts, d.payments)

# ---------------------------------------------------------------- 15 silent durchmarsch beside a won game (clean)
sd = ["7C", "AC", "10C", "KC", "QC", "JC", "9C", "8C", "AD", "AS"]
sc = {
    "dealer": 1,
    "fixed": {2: sd + ["7H", "8H"]},
    "discards": {0: ["7H", "8H"]},
    "auction": [(2, B("party")), (0, P), (1, P), (2, P)],
    "trump": "C",
    "policy": lead_order(sd),
    "declare_override": {2: []},
}
d = find(sc, lambda d: d.facts["tricks"][2] == 10 and any(d.declared[s] for s in (0, 1)), seed0=3500)
write(
    "15-silent-durchmarsch-beside-game",
    [d],
    "payments",
    "Csilla's game in acorns; she holds all eight trumps and AD AS, says no 40, takes all ten tricks (90 card "
    "points, no silent 100): game 1 + silent durchmarsch 3 from each, scored separately.",
)
log("15", d.seed, d.items, d.net, d.facts, d.payments)

# ---------------------------------------------------------------- 16 five-deal payments session (clean)
s16 = []
s16.append(party_deal(0, "S", lambda d: True, 3600, fold=True))
# betli, contra by the first defender only (without trumps the doubling is between him and the declarer)
sc = {
    "dealer": 1,
    "auction": [(2, B("party")), (0, B("betli")), (1, P), (2, P), (0, P)],
    "hooks": {(0, 1, "before"): [dbl(1, "betli", 2)]},
}
s16.append(find(sc, seed0=3700))
# party with contra and recontra on the game
s16.append(
    party_deal(
        2,
        "D",
        lambda d: no_silent(d),
        3800,
        hooks={(0, 2, "before"): [dbl(2, "party", 2)], (1, 0, "before"): [dbl(0, "party", 4)]},
    )
)
# the first bidder picks the talon up again twice
sc = {
    "dealer": 0,
    "auction": [
        (1, B("party")),
        (2, B("party", red=True)),
        (0, P),
        (1, B("40-100")),
        (2, B("betli")),
        (0, P),
        (1, B("ulti", "40-100")),
        (2, B("rebetli")),
        (0, P),
        (1, P),
        (2, P),
    ],
}
s16.append(find(sc, seed0=3900))
s16.append(
    party_deal(1, "C", lambda d: no_silent(d), 4000, goals=("ulti",), keep={2: ["7C"]}, fixed={2: ["7C"]})
)
info = write(
    "16-payments-session-five-deals",
    s16,
    "payments",
    "Five deals settled in payments: a fold, a betli with one defender's contra, a game with contra and recontra, "
    "a long auction (Béla twice back on the talon, Csilla's rebetli), an ulti.",
)
for x in info:
    log("16", x)

if __name__ == "__main__":
    print("\n".join(LOG))
