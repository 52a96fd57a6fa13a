"""The ulti30 scenarios: python scenarios.py writes the .json files and gen.log."""

import random

import build as B
import model as M
from build import bid, pas

FAULTS = {}


def only(d, want):
    """The settlement lines are exactly `want` ({name: won})."""
    got = {ln[0]: ln[1] for ln in d.lines}
    return got == want and len(got) == len(d.lines)


def idx(events, ev):
    for i, e in enumerate(events):
        if e is ev:
            return i
    raise ValueError


def low_discard(keep=()):
    def f(h):
        cand = [c for c in h if c not in keep]
        return sorted(cand, key=lambda c: (M.pts(c), M.TR_ORDER.index(M.rank(c)) * -1, c))[:2]

    return f


def s01():
    opts = {"four_aces": True}
    d = B.search(
        0,
        ["four-aces"],
        "S",
        fixed={1: ["AS", "AH", "AD", "AC", "KH", "QH"]},
        discard=low_discard(("AS", "AH", "AD", "AC", "KH", "QH")),
        opts=opts,
        predicate=lambda d: only(d, {"party": True, "four-aces": True}) and d.marr.get(1) == [20],
    )
    ev = (
        B.auction_first(d) + [B.trump_event(d)] + B.play_events(d, B.marriage_events(d)) + B.payment_events(d)
    )
    B.write(
        "01-four-aces-party-twenty-won",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "Four aces (with the party, shorthand) under four_aces; the declarer says 20 with his first card and takes all four aces.",
    )
    B.log("01", d)


def s02():
    opts = {"four_aces": True}

    def disc(h):
        low = [c for c in h if c not in ("AS", "AH", "AD", "AC") and M.pts(c) == 0 and M.suit(c) != "H"]
        return ["AS", sorted(low)[0]]

    d = B.search(
        1,
        ["four-aces"],
        "H",
        red=True,
        fixed={2: ["AS", "AH", "AD", "AC"]},
        discard=disc,
        opts=opts,
        predicate=lambda d: only(d, {"party": True, "four-aces": False}),
    )
    start = [3, -1, -2]
    tot = [start[i] + d.net[i] for i in range(3)]
    ev = (
        B.auction_first(d)
        + [B.trump_event(d)]
        + B.play_events(d, B.marriage_events(d))
        + B.score_events(d.net, tot)
    )
    B.write(
        "02-sheet-red-four-aces-ace-laid-away",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "Red four aces: the declarer lays the ace of leaves away with the talon (no rule forbids it), so four aces cannot be made; red party won. Score sheet.",
        start={"totals": start},
    )
    B.log("02", d, f"start={start} tot={tot}")


def s03():
    opts = {"four_aces": True, "silent_four_aces": True}
    d = B.search(
        2,
        ["party"],
        "D",
        fixed={0: ["AS", "AH", "AD", "AC"]},
        discard=low_discard(("AS", "AH", "AD", "AC")),
        opts=opts,
        predicate=lambda d: only(d, {"party": True, "silent-four-aces": True}),
    )
    ev = (
        B.auction_first(d) + [B.trump_event(d)] + B.play_events(d, B.marriage_events(d)) + B.payment_events(d)
    )
    B.write(
        "03-silent-four-aces-with-party",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "Party bid; the declarer takes all four aces unannounced: silent four aces (2) beside the party (1).",
    )
    B.log("03", d)


def s04():
    opts = {"four_aces": True}
    d0 = B.search(
        0,
        ["party"],
        "C",
        fixed={1: ["AS", "AH", "AD", "AC"]},
        discard=low_discard(("AS", "AH", "AD", "AC")),
        opts=opts,
        predicate=lambda d: only(d, {"party": True}) and M.aces_taken(d.winners, [1]) == 4,
    )
    d1 = B.search(
        1,
        ["40-100", "four-aces"],
        "H",
        red=True,
        fixed={2: ["AS", "AH", "AD", "AC", "KH", "QH", "10H", "10S"]},
        discard=low_discard(("AS", "AH", "AD", "AC", "KH", "QH", "10H", "10S")),
        opts=opts,
        predicate=lambda d: only(d, {"40-100": True, "four-aces": True}),
    )
    t0 = list(d0.net)
    t1 = [t0[i] + d1.net[i] for i in range(3)]
    ev0 = (
        B.auction_first(d0)
        + [B.trump_event(d0)]
        + B.play_events(d0, B.marriage_events(d0))
        + B.score_events(d0.net, t0)
    )
    ev1 = B.auction_first(d1) + [B.trump_event(d1)] + B.play_events(d1) + B.score_events(d1.net, t1)
    B.write(
        "04-sheet-four-aces-no-silent-bonus-then-red-40-100-aces",
        {"preset": "standard", **opts},
        [B.deal_json(d0, ev0), B.deal_json(d1, ev1)],
        "four_aces on, silent_four_aces off: deal 0 party with all four aces taken (no bonus); deal 1 red 40-100 with four aces, both made. Score sheet with totals.",
    )
    B.log("04.0", d0)
    B.log("04.1", d1, f"totals {t0} {t1}")


def s05():
    opts = {"point_table": "ultinet", "four_tens": True}

    def mf(s, m):
        return m

    d = B.search(
        0,
        ["four-tens"],
        "C",
        fixed={1: ["10S", "10H", "10D", "10C", "AC"], 2: ["KC", "QC"]},
        discard=low_discard(("10S", "10H", "10D", "10C", "AC")),
        opts=opts,
        predicate=lambda d: only(d, {"party": False, "four-tens": True}) and d.marr.get(2, [0])[0] == 40,
    )
    ev = (
        B.auction_first(d) + [B.trump_event(d)] + B.play_events(d, B.marriage_events(d)) + B.payment_events(d)
    )
    B.write(
        "05-ultinet-four-tens-won-party-lost-to-forty",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "UltiNet table, four tens (9) with the party: Csilla's 40 wins the party for the defenders; the declarer takes all four tens.",
    )
    B.log("05", d)


def first_lead(card):
    def pref(s, lg, trick, hands):
        if not trick and len(hands[s]) == 10 and card in lg:
            return card
        return None

    return pref


def s06():
    opts = {"durchmarsch_points": 7}
    hearts = [r + "H" for r in M.TR_ORDER]
    d = B.search(
        2,
        ["durchmarsch"],
        "H",
        red=True,
        fixed={0: hearts + ["AS", "AD", "8S", "8D"]},
        discard=lambda h: ["8S", "8D"],
        opts=opts,
        keep7=0,
        predicate=lambda d: only(d, {"durchmarsch": True, "silent-ulti": True}),
    )
    ev = B.auction_first(d) + [B.trump_event(d)] + B.play_events(d) + B.payment_events(d)
    B.write(
        "06-red-durchmarsch-seven-points-silent-ulti",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "durchmarsch_points 7: red durchmarsch (14) made, the last trick won with the 7 of hearts: silent ulti (red, 4) in a durchmarsch game. No 40 is said (durchmarsch declared).",
    )
    B.log("06", d)


def s07():
    opts = {"silent_bonuses_in_durchmarsch": False}
    spades = [r + "S" for r in M.TR_ORDER]
    d = B.search(
        0,
        ["durchmarsch"],
        "S",
        fixed={1: spades + ["AH", "AD"]},
        discard=lambda h: sorted([c for c in h if c[-1] not in "S" and c not in ("AH", "AD")])[:2],
        opts=opts,
        keep7=1,
        predicate=lambda d: (
            only(d, {"durchmarsch": True})
            and any(M.marriages_in(d.after[s], "S") for s in (0, 2))
            and "7S" in d.winners[9][1]
        ),
    )
    s20 = [s for s in (0, 2) if M.marriages_in(d.after[s], "S")][0]
    bad = {"type": "declare", "seat": s20, "items": [{"kind": "marriage", "points": 20}]}
    ev = B.auction_first(d) + [B.trump_event(d)] + B.play_events(d, {s20: [bad]}) + B.payment_events(d)
    FAULTS["07"] = [(0, idx(ev, bad), "marriage not allowed (durchmarsch declared)")]
    B.write(
        "07-fault-twenty-in-durchmarsch",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "Durchmarsch (spades) made; silent_bonuses_in_durchmarsch off, so the last trick won with the 7 of spades scores nothing. One fault: a defender says 20 in a durchmarsch game.",
    )
    B.log("07", d, f"fault {FAULTS['07']}")


def s08():
    opts = {"open_durchmarsch_trump_points": 12}
    clubs = [r + "C" for r in M.TR_ORDER]
    d = B.search(
        1,
        ["open-durchmarsch"],
        "C",
        fixed={2: clubs + ["AH", "AD", "AS", "8D"]},
        discard=lambda h: ["AS", "8D"],
        opts=opts,
        contra={"open-durchmarsch": {0: 2, 1: 2}},
        prefer=first_lead("7C"),
        predicate=lambda d: only(d, {"open-durchmarsch": True}),
    )
    c = {"type": "double", "seat": 0, "target": "open-durchmarsch", "level": 2}
    ev = (
        B.auction_first(d, extra={"trumps": True})
        + [B.trump_event(d)]
        + B.play_events(d, {0: [c]})
        + B.payment_events(d)
    )
    B.write(
        "08-open-durchmarsch-12-contra-both-pay",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "open_durchmarsch_trump_points 12: open durchmarsch with trumps (acorns, not red) = 12; Anna's contra doubles it for both defenders (trump game): 24 each.",
    )
    B.log("08", d)


def s09():
    d = B.search(
        2,
        ["ulti"],
        "C",
        keep7=0,
        fixed={0: ["7C", "AC", "10C", "KC", "JC", "9C", "AH"]},
        discard=low_discard(("7C", "AC", "10C", "KC", "JC", "9C", "AH")),
        predicate=lambda d: only(d, {"party": True, "ulti": True}),
    )
    bad = {"type": "double", "seat": 1, "target": "40-100", "level": 2}
    ev = (
        B.auction_first(d)
        + [B.trump_event(d)]
        + B.play_events(d, B.marriage_events(d, {1: [bad]}))
        + B.payment_events(d)
    )
    FAULTS["09"] = [(0, idx(ev, bad), "contra on a goal not bid")]
    B.write(
        "09-fault-contra-on-goal-not-bid",
        {"preset": "standard"},
        [B.deal_json(d, ev)],
        "Ulti (party + ulti) in acorns, both made. One fault: Béla says contra on 40-100, which the declarer did not bid.",
    )
    B.log("09", d, f"fault {FAULTS['09']}")


def s10():
    d = B.search(
        0,
        ["40-100"],
        "H",
        red=True,
        fixed={1: ["KH", "QH", "AH", "10H", "AS", "10S"]},
        discard=low_discard(("KH", "QH", "AH", "10H", "AS", "10S")),
        contra={"40-100": {2: 2, 0: 2}},
        predicate=lambda d: only(d, {"40-100": True}),
    )
    c = {"type": "double", "seat": 2, "target": "40-100", "level": 2}
    bad = {"type": "double", "seat": 0, "target": "40-100", "level": 4}
    ev = B.auction_first(d) + [B.trump_event(d)] + B.play_events(d, {2: [c]}, [bad]) + B.payment_events(d)
    FAULTS["10"] = [(0, idx(ev, bad), "recontra said by a defender")]
    B.write(
        "10-fault-recontra-by-defender",
        {"preset": "standard"},
        [B.deal_json(d, ev)],
        "Red 40-100 made; Csilla's contra doubles it for both defenders (16 each). One fault: after the first trick Anna, a defender, says recontra (the declarer's call).",
    )
    B.log("10", d, f"fault {FAULTS['10']}")


def s11():
    d = B.search(
        1,
        ["ulti"],
        "D",
        keep7=2,
        fixed={2: ["7D", "AD", "10D", "KD", "QD", "9D", "AS"]},
        discard=low_discard(("7D", "AD", "10D", "KD", "QD", "9D", "AS")),
        predicate=lambda d: only(d, {"party": True, "ulti": True}),
    )
    bad = {"type": "double", "seat": 0, "target": "ulti", "level": 2}
    ev = (
        B.auction_first(d)
        + [B.trump_event(d)]
        + B.play_events(d, B.marriage_events(d), [bad])
        + B.payment_events(d)
    )
    FAULTS["11"] = [(0, idx(ev, bad), "contra after own first-trick card (too late)")]
    B.write(
        "11-fault-contra-after-first-trick",
        {"preset": "standard"},
        [B.deal_json(d, ev)],
        "Ulti in bells, party and ulti made. One fault: Anna says contra on ulti only after the first trick is complete (a defender contras when playing to the first trick).",
    )
    B.log("11", d, f"fault {FAULTS['11']}")


def s12():
    opts = {"max_contra_level": 2}
    low = ["7H", "8H", "9H", "7D", "8D", "7S", "8S", "7C", "8C", "9C"]
    d = B.search(
        2,
        ["betli"],
        None,
        fixed={0: low},
        discard=lambda h: sorted([c for c in h if c not in low]),
        opts=opts,
        contra={"betli": {2: 2}},
        predicate=lambda d: only(d, {"betli": True}),
    )
    c = {"type": "double", "seat": 2, "target": "betli", "level": 2}
    bad = {"type": "double", "seat": 0, "target": "betli", "level": 4}
    ev = B.auction_first(d) + [B.trump_event(d)] + B.play_events(d, {2: [c]}, [bad]) + B.payment_events(d)
    FAULTS["12"] = [(0, idx(ev, bad), "recontra above max_contra_level 2")]
    B.write(
        "12-fault-recontra-above-max-level",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "max_contra_level 2, betli won; Csilla's contra doubles only her own payment (no trumps): 10 from her, 5 from Béla. One fault: the declarer's recontra is above the level allowed.",
    )
    B.log("12", d, f"fault {FAULTS['12']}")


def s13():
    def disc(h):
        low = sorted(c for c in h if M.pts(c) == 0 and c[-1] != "S" and c not in ("KH", "QH"))
        return ["KH", low[0]]

    d = B.search(
        0,
        ["party"],
        "S",
        fixed={1: ["KH", "QH", "AS", "10S"]},
        discard=disc,
        marriage_filter=None,
        predicate=lambda d: (
            only(d, {"party": True}) and 1 not in d.marr and M.card_points(d.winners, [1]) + 20 < 100
        ),
    )
    bad = {"type": "declare", "seat": 1, "items": [{"kind": "marriage", "points": 20}]}
    ev = (
        B.auction_first(d)
        + [B.trump_event(d)]
        + B.play_events(d, B.marriage_events(d, {1: [bad]}))
        + B.payment_events(d)
    )
    FAULTS["13"] = [(0, idx(ev, bad), "false marriage: KH laid away with the talon")]
    B.write(
        "13-fault-twenty-with-king-laid-away",
        {"preset": "standard"},
        [B.deal_json(d, ev)],
        "Party in leaves, won with or without the 20. One fault: the declarer says 20 in hearts though he laid the king of hearts away with the talon.",
    )
    B.log("13", d, f"fault {FAULTS['13']}")


def s14():
    def disc(h):
        a = [c for c in h if M.rank(c) == "A" and c[-1] != "D"]
        t = [c for c in h if M.rank(c) == "10" and c[-1] != "D"]
        if not a or not t:
            return None
        return [a[0], t[0]]

    def pred(d):
        if not only(d, {"party": False}):
            return False
        dm = sum(d.marr.get(1, []))
        defs_m = sum(sum(v) for s, v in d.marr.items() if s != 1)
        dec = M.card_points(d.winners, [1]) + dm
        deft = M.card_points(d.winners, [0, 2]) + defs_m
        return dec > deft and sum(1 for w, _t, _s in d.winners if w == 1) >= 1

    d = B.search(0, ["party"], "D", discard=disc, predicate=pred)

    def disc7(h):
        low = sorted(c for c in h if M.pts(c) == 0 and c[-1] != "C")
        return ["7C", low[0]]

    e = B.search(
        1,
        ["ulti"],
        "C",
        fixed={2: ["7C", "AC", "10C", "KC"]},
        discard=disc7,
        predicate=lambda d: (
            len(d.lines) == 2 and d.lines[1][:2] == ("ulti", False) and d.lines[0][0] == "party"
        ),
    )
    start = [0, 4, -4]
    tot = [start[i] + d.net[i] for i in range(3)]
    tot1 = [tot[i] + e.net[i] for i in range(3)]
    ev = (
        B.auction_first(d)
        + [B.trump_event(d)]
        + B.play_events(d, B.marriage_events(d))
        + B.score_events(d.net, tot)
    )
    ev1 = (
        B.auction_first(e)
        + [B.trump_event(e)]
        + B.play_events(e, B.marriage_events(e))
        + B.score_events(e.net, tot1)
    )
    B.write(
        "14-sheet-talon-points-and-ulti-seven-laid-away",
        {"preset": "standard"},
        [B.deal_json(d, ev), B.deal_json(e, ev1)],
        "Score sheet. Deal 0, party in bells: the declarer lays an ace and a ten away; in tricks he out-scores the defenders, but the two cards laid away count for them and the party is lost. Deal 1: Csilla lays the 7 of acorns away and still bids ulti in acorns (an impossible bid is allowed): ulti lost, 4 + 4 penalty to each.",
        start={"totals": start},
    )
    B.log("14.1", e, f"tot1={tot1}")
    B.log("14", d, f"tot={tot}")


def s15():
    # dealer 0; seat 1 discards and bids party; seat 2 passes (talon passed on unseen);
    # seat 0 takes, discards, bids red party; all pass; seat 0 declares 40.
    for seed in range(20000):
        rng = random.Random(seed)
        hands = M.deal_random(rng, 0, {0: ["KH", "QH", "AH"]})
        d1 = sorted(hands[1], key=lambda c: (M.pts(c), c))[:2]
        h0 = hands[0] + d1
        cand = sorted(
            [c for c in h0 if c not in ("KH", "QH", "AH") + tuple(d1) and c[-1] != "H"],
            key=lambda c: (M.pts(c), c),
        )
        d0 = cand[:2]
        after = [[c for c in h0 if c not in d0], [c for c in hands[1] if c not in d1], list(hands[2])]
        plays, winners = M.play_deal(after, 0, "H", rng)
        marr = {s: M.marriages_in(after[s], "H") for s in range(3)}
        marr = {s: v for s, v in marr.items() if v}
        net, lines = M.settle(
            ["party"], True, "H", 0, winners, d0, {s: sum(v) for s, v in marr.items()}, {}, None, after[0]
        )
        d = B.Deal(
            seed=seed,
            hands=hands,
            after=after,
            discard=d0,
            plays=plays,
            winners=winners,
            marr=marr,
            net=net,
            lines=lines,
            decl=0,
            dealer=0,
            trump="H",
            goals=["party"],
            red=True,
        )
        if only(d, {"party": True}) and marr.get(0) == [40] and 2 in marr:
            break
    else:
        raise RuntimeError("s15")
    ev = (
        [
            {"type": "discard", "seat": 1, "cards": d1},
            bid(1, ["party"]),
            pas(2),
            {"type": "take", "seat": 0, "cards": d1},
            {"type": "discard", "seat": 0, "cards": d0},
            bid(0, ["party"], True),
            pas(1),
            pas(2),
            pas(0),
            B.trump_event(d),
        ]
        + B.play_events(d, B.marriage_events(d))
        + B.payment_events(d)
    )
    B.write(
        "15-talon-passed-on-red-party-forty",
        {"preset": "standard"},
        [B.deal_json(d, ev)],
        "Béla lays two cards away and bids party; Csilla passes the talon on unseen; Anna takes it, lays two away, bids red party and wins it with a 40 (Csilla says 20).",
    )
    B.log("15", d, f"d1={d1}")


def s16():
    strong = ["AH", "KH", "QH", "JH", "AS", "KS", "QS", "AD", "KD", "AC", "KC", "QC"]
    d0 = B.search(
        2,
        ["redurchmarsch"],
        None,
        fixed={0: strong},
        discard=lambda h: ["QH", "QS"],
        contra={"redurchmarsch": {1: 2}},
        predicate=lambda d: only(d, {"redurchmarsch": True}),
    )
    weak = ["7H", "8H", "7D", "8D", "7S", "JS", "10C", "KC", "9C", "9D"]
    d1 = B.search(
        0,
        ["open-betli"],
        None,
        fixed={1: weak},
        discard=lambda h: sorted(c for c in h if c not in weak),
        predicate=lambda d: only(d, {"open-betli": False}),
    )
    start = [10, -4, -6]
    t0 = [start[i] + d0.net[i] for i in range(3)]
    t1 = [t0[i] + d1.net[i] for i in range(3)]
    c = {"type": "double", "seat": 1, "target": "redurchmarsch", "level": 2}
    ev0 = B.auction_first(d0) + [B.trump_event(d0)] + B.play_events(d0, {1: [c]}) + B.score_events(d0.net, t0)
    ev1 = B.auction_first(d1) + [B.trump_event(d1)] + B.play_events(d1) + B.score_events(d1.net, t1)
    B.write(
        "16-sheet-redurchmarsch-contra-one-then-open-betli-lost",
        {"preset": "standard"},
        [B.deal_json(d0, ev0), B.deal_json(d1, ev1)],
        "Score sheet: deal 0 redurchmarsch (12) made, Béla's contra doubles only his own payment (no trumps): 24 from Béla, 12 from Csilla; deal 1 open betli (20) lost: 20 to each defender.",
        start={"totals": start},
    )
    B.log("16.0", d0)
    B.log("16.1", d1, f"t0={t0} t1={t1}")


def s17():
    opts = {"point_table": "ultinet", "four_aces": True, "silent_durchmarsch_with_aces_tens": False}
    spades = [r + "S" for r in M.TR_ORDER]
    d = B.search(
        0,
        ["four-aces"],
        "S",
        fixed={1: [c for c in spades if c != "QS"] + ["AH", "AD", "AC", "9H", "9D"]},
        discard=lambda h: ["9H", "9D"],
        opts=opts,
        predicate=lambda d: (
            only(d, {"party": True, "four-aces": True})
            and sum(1 for w, _t, _s in d.winners if w == 1) == 10
            and 1 not in d.marr
        ),
    )
    ev = (
        B.auction_first(d) + [B.trump_event(d)] + B.play_events(d, B.marriage_events(d)) + B.payment_events(d)
    )
    B.write(
        "17-ultinet-four-aces-all-tricks-no-silent-durchmarsch",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "UltiNet table, four aces (3) with the party (1); the declarer takes all ten tricks, but with four aces declared no silent durchmarsch (silent_durchmarsch_with_aces_tens off): 4 from each.",
    )
    B.log("17", d)


def s18():
    opts = {"four_aces": True}
    for seed in range(40000):
        rng = random.Random(seed)
        keep = ("AH", "10H", "KH", "QH", "JH", "AS", "KS", "QS", "AD")
        hands = M.deal_random(rng, 0, {2: list(keep)})
        d1 = sorted(hands[1], key=lambda c: (M.pts(c), c))[:2]
        h2 = hands[2] + d1
        d2 = [c for c in hands[2] if c not in keep] + [sorted(d1, key=lambda c: (M.pts(c), c))[0]]
        after = [list(hands[0]), [c for c in hands[1] if c not in d1], [c for c in h2 if c not in d2]]
        plays, winners = M.play_deal(after, 2, "H", rng)
        net, lines = M.settle(["20-100"], True, "H", 2, winners, d2, {}, opts, None, after[2])
        d = B.Deal(
            seed=seed,
            hands=hands,
            after=after,
            discard=d2,
            plays=plays,
            winners=winners,
            marr={},
            net=net,
            lines=lines,
            decl=2,
            dealer=0,
            trump="H",
            goals=["20-100"],
            red=True,
        )
        if only(d, {"20-100": True}):
            break
    else:
        raise RuntimeError("s18")
    bad = bid(1, ["four-aces", "durchmarsch"])
    ev = (
        [
            {"type": "discard", "seat": 1, "cards": d1},
            bad,
            {"type": "take", "seat": 2, "cards": d1},
            {"type": "discard", "seat": 2, "cards": d2},
            bid(2, ["20-100"], True),
            pas(0),
            pas(1),
            pas(2),
            {"type": "announce", "seat": 2, "items": [{"kind": "trump", "suit": "H"}]},
        ]
        + B.play_events(d)
        + B.payment_events(d)
    )
    FAULTS["18"] = [(0, 1, "four aces combined with durchmarsch")]
    B.write(
        "18-fault-four-aces-with-durchmarsch-bid",
        {"preset": "standard", **opts},
        [B.deal_json(d, ev)],
        "One fault: Béla's opening bid combines four aces with durchmarsch, which the source says do not combine. Csilla takes the talon and bids red 20-100 (16), made: 16 from each.",
    )
    B.log("18", d, f"d1={d1} fault {FAULTS['18']}")


if __name__ == "__main__":
    for f in [s01, s02, s03, s04, s05, s06, s07, s08, s09, s10, s11, s12, s13, s14, s15, s16, s17, s18]:
        f()
    (B.HERE / "gen.log").write_text("\n".join(B.LOG) + "\n" + repr(FAULTS) + "\n")
    print("\n".join(B.LOG))
    print(FAULTS)
