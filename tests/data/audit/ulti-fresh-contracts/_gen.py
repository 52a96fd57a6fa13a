"""Blind generator for the audit round ulti-fresh-contracts.

Written from the Japanese Ulti source (seeds/003) and the transcript format only; it imports
nothing from validator.  Every deal is a real deal (32 cards, 12/10/10 with the first bidder
holding 12), the auction passes the talon as the source says, play follows the source's three
duties (follow suit, else trump, and beat the cards already in the trick where the first two
allow), and every payment is computed here from the source's point table.

    python _gen.py [seed]      writes NN-ulti-*.json and _ledger.txt next to this file
"""

import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SUITS = "HDSC"
TR = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high to low
NT = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in TR]

# The source's point table (main text): goal -> points (plain); red doubles the trump goals.
POINTS = {
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
NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
SILENT = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}
SILENT_ULTI_LOST = 4
ULTI_PENALTY = 4


def S(c):
    return c[-1]


def R(c):
    return c[:-1]


def val(c):
    return 10 if R(c) in ("A", "10") else 0


def strength(c, trump):
    order = TR if trump else NT
    return len(order) - order.index(R(c))


def beats(c, w, led, trump):
    """Does card c beat the card w currently winning a trick led in suit `led`?"""
    if trump:
        if S(c) == trump and S(w) != trump:
            return True
        if S(c) == trump and S(w) == trump:
            return strength(c, trump) > strength(w, trump)
        if S(w) == trump:
            return False
    if S(c) == S(w):
        return strength(c, trump) > strength(w, trump)
    return False


def winner_of(trick, trump):
    led = S(trick[0][1])
    best = trick[0]
    for sc in trick[1:]:
        if beats(sc[1], best[1], led, trump):
            best = sc
    return best


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = S(trick[0][1])
    cand = [c for c in hand if S(c) == led]
    if not cand and trump:
        cand = [c for c in hand if S(c) == trump]
    if not cand:
        cand = list(hand)
    w = winner_of(trick, trump)[1]
    better = [c for c in cand if beats(c, w, led, trump)]
    return better or cand


# ---------------------------------------------------------------- dealing and the auction


def deal(rng, dealer, force=None):
    """Hands as dealt: the first bidder (the dealer's right, next in order of play) holds 12."""
    force = force or {}
    first = (dealer + 1) % 3
    sizes = [10, 10, 10]
    sizes[first] = 12
    rest = [c for c in DECK if all(c not in v for v in force.values())]
    rng.shuffle(rest)
    hands = []
    for seat in range(3):
        h = list(force.get(seat, []))
        while len(h) < sizes[seat]:
            h.append(rest.pop())
        rng.shuffle(h)
        hands.append(h)
    return hands


def junk_discard(trump, keep=()):
    """Lay away the two least useful cards: no trump, no ace or ten, no half of a pair kept."""

    def fn(hand):
        def score(c):
            s = 0
            if trump and S(c) == trump:
                s += 100
            if c in keep:
                s += 200
            s += val(c) * 3
            s += strength(c, trump)
            return s

        return sorted(hand, key=score)[:2]

    return fn


def betli_discard(hand):
    return sorted(hand, key=lambda c: -strength(c, None))[:2]


def run_auction(hands, dealer, script):
    """script: list of (bid or 'pass', discard function or None) in turn order from the first bidder."""
    hands = [list(h) for h in hands]
    first = (dealer + 1) % 3
    events = []
    talon = None
    last_bidder, last_bid = None, None
    for i, (bid, fn) in enumerate(script):
        seat = (first + i) % 3
        if bid == "pass":
            events.append({"type": "bid", "seat": seat, "bid": "pass"})
            continue
        if talon is not None:
            events.append({"type": "take", "seat": seat, "cards": list(talon)})
            hands[seat] += talon
        disc = fn(hands[seat])
        for c in disc:
            hands[seat].remove(c)
        talon = list(disc)
        events.append({"type": "discard", "seat": seat, "cards": list(disc)})
        events.append({"type": "bid", "seat": seat, "bid": bid})
        last_bidder, last_bid = seat, bid
    return hands, talon, events, last_bidder, last_bid


# ---------------------------------------------------------------- play


class Ctx:
    def __init__(self, rng, declarer, trump, kind, keep7=(), randomness=0.25):
        self.rng = rng
        self.declarer = declarer
        self.trump = trump
        self.kind = kind  # 'trump', 'betli', 'nt-durch'
        self.keep7 = set(keep7)
        self.randomness = randomness


def choose(ctx, seat, hand, trick, L, played):
    rng = ctx.rng
    if ctx.trump and seat in ctx.keep7:
        t7 = "7" + ctx.trump
        if t7 in L and len(L) > 1:
            L = [c for c in L if c != t7]
    if rng.random() < ctx.randomness:
        return rng.choice(L)
    tr = ctx.trump
    if ctx.kind == "betli":
        if seat == ctx.declarer:
            if not trick:
                return min(L, key=lambda c: strength(c, None))
            led = S(trick[0][1])
            w = winner_of(trick, None)[1]
            losers = [c for c in L if not beats(c, w, led, None)]
            if losers:
                return max(losers, key=lambda c: strength(c, None))
            return min(L, key=lambda c: strength(c, None))
        return rng.choice(L)
    if not trick:
        if seat == ctx.declarer and tr:
            trumps = [c for c in L if S(c) == tr]
            out = [c for c in DECK if S(c) == tr and c not in played and c not in hand]
            if trumps and out:
                return max(trumps, key=lambda c: strength(c, tr))
        return max(L, key=lambda c: (strength(c, tr) + (5 if S(c) != tr else 0), rng.random()))
    led = S(trick[0][1])
    wseat, w = winner_of(trick, tr)
    partner_wins = seat != ctx.declarer and wseat != ctx.declarer
    if partner_wins:
        return max(L, key=lambda c: (val(c), -strength(c, tr)))
    win = [c for c in L if beats(c, w, led, tr)]
    if win:
        return min(win, key=lambda c: strength(c, tr) + (20 if tr and S(c) == tr else 0))
    return min(L, key=lambda c: (val(c), strength(c, tr)))


def play(hands, leader, ctx, fault=None):
    """Play ten tricks.  fault='overtake': the first time (from trick 2) a defender who must beat the
    trick could follow suit without beating, he does so.  Returns plays, tricks, fault info."""
    hands = [list(h) for h in hands]
    plays, tricks = [], []
    played = []
    fault_at = None
    for t in range(10):
        trick = []
        seat = leader
        for _ in range(3):
            L = legal(hands[seat], trick, ctx.trump)
            card = choose(ctx, seat, hands[seat], trick, L, played)
            if fault == "overtake" and fault_at is None and t >= 1 and trick and seat != ctx.declarer:
                led = S(trick[0][1])
                follow = [c for c in hands[seat] if S(c) == led]
                under = [c for c in follow if c not in L]
                if under and all(S(c) == led for c in L):
                    card = min(under, key=lambda c: strength(c, ctx.trump))
                    fault_at = (len(plays), seat, card, list(L))
            hands[seat].remove(card)
            trick.append((seat, card))
            plays.append((seat, card))
            played.append(card)
            seat = (seat + 1) % 3
        wseat = winner_of(trick, ctx.trump)[0]
        tricks.append((trick, wseat))
        leader = wseat
    return plays, tricks, fault_at


def pairs(hand):
    return [s for s in SUITS if "K" + s in hand and "Q" + s in hand]


# ---------------------------------------------------------------- outcome and scoring


def outcome(final, talon, declarer, trump, tricks, declared):
    """declared: {seat: points of marriages validly declared}."""
    pts = [0, 0, 0]
    ntr = [0, 0, 0]
    for i, (trick, w) in enumerate(tricks):
        pts[w] += sum(val(c) for _, c in trick) + (10 if i == 9 else 0)
        ntr[w] += 1
    d = declarer
    defs = [s for s in range(3) if s != d]
    card_d = pts[d]
    card_def = sum(pts[s] for s in defs) + sum(val(c) for c in talon)
    mar_d = declared.get(d, 0)
    mar_def = sum(declared.get(s, 0) for s in defs)
    last_trick, last_w = tricks[9]
    seven_last = None
    if trump:
        for s, c in last_trick:
            if c == "7" + trump:
                seven_last = (s, s == last_w)
    seven_early = None
    if trump:
        for i, (trick, _w) in enumerate(tricks[:9]):
            for s, c in trick:
                if c == "7" + trump:
                    seven_early = (s, i)
    return {
        "card": pts,
        "card_decl": card_d,
        "card_def": card_def,
        "mar_decl": mar_d,
        "mar_def": mar_def,
        "tricks": ntr,
        "seven_last": seven_last,
        "seven_early": seven_early,
        "all_decl": ntr[d] == 10,
        "all_single": max(ntr) == 10,
        "trump_pair_decl": bool(trump) and trump in pairs(final[d]),
        "other_pair_decl": bool(trump) and any(s != trump for s in pairs(final[d])),
    }


def settle(declarer, goals, red, trump, o, mult=None, nt_mult=None):
    """Payments (from, to, amount, reason) by the source's rules.  mult: {goal: level} for a trump
    game (applies between the declarer and both defenders); nt_mult: {goal: {defender: level}}."""
    mult = mult or {}
    nt_mult = nt_mult or {}
    d = declarer
    defs = [s for s in range(3) if s != d]
    f = 2 if red else 1
    pay = []
    res = {}
    goals = list(goals)
    if "ulti" in goals and len(goals) == 1:
        goals = ["party", "ulti"]
    trump_game = trump is not None
    silent100_decl = False
    for g in goals:
        if g == "party":
            won = o["card_decl"] + o["mar_decl"] > o["card_def"] + o["mar_def"] and o["tricks"][d] > 0
            if o["card_decl"] + o["mar_decl"] >= 100:
                silent100_decl = True
                res[g] = "won (replaced by silent 100)"
                continue
        elif g == "ulti":
            won = o["seven_last"] == (d, True)
        elif g == "40-100":
            won = o["trump_pair_decl"] and o["card_decl"] + 40 >= 100
        elif g == "20-100":
            won = o["other_pair_decl"] and o["card_decl"] + 20 >= 100
        elif g in ("durchmarsch", "open-durchmarsch", "redurchmarsch"):
            won = o["all_decl"]
        elif g in ("betli", "rebetli", "open-betli"):
            won = o["tricks"][d] == 0
        else:
            raise ValueError(g)
        res[g] = "won" if won else "lost"
        base = POINTS[g] * (f if g not in NO_TRUMP_GOALS and g != "open-durchmarsch" else 1)
        for s in defs:
            m = mult.get(g, 1) if trump_game else nt_mult.get(g, {}).get(s, 1)
            amt = base * m
            pay.append((s, d, amt, g) if won else (d, s, amt, g))
        if g == "ulti" and not won:
            for s in defs:
                pay.append((d, s, ULTI_PENALTY * f, "ulti-penalty"))
    # silent bonuses (not in betli; default: also in a declared durchmarsch)
    if trump_game:
        if "ulti" not in goals and o["seven_last"] is not None:
            s7, won7 = o["seven_last"]
            others = [s for s in range(3) if s != s7]
            if won7:
                if s7 == d:
                    for s in defs:
                        pay.append((s, d, SILENT["silent-ulti"] * f, "silent-ulti"))
                else:
                    for s in defs:
                        pay.append((d, s, SILENT["silent-ulti"] * f, "silent-ulti"))
                res["silent-ulti"] = "won by seat %d" % s7
            else:
                for s in others:
                    pay.append((s7, s, SILENT_ULTI_LOST * f, "silent-ulti"))
                res["silent-ulti"] = "lost by seat %d" % s7
        if silent100_decl:
            for s in defs:
                pay.append((s, d, SILENT["silent-100"] * f, "silent-100"))
            res["silent-100"] = "declarer"
        if not any(g in goals for g in ("durchmarsch", "open-durchmarsch")) and o["all_decl"]:
            for s in defs:
                pay.append((s, d, SILENT["silent-durchmarsch"] * f, "silent-durchmarsch"))
            res["silent-durchmarsch"] = "declarer"
    return pay, res


# ---------------------------------------------------------------- building one deal


def build_deal(rng, spec, tries=20000):
    """spec keys: dealer, script(fn(hands)->list), trump (suit, 'red' or None), goals, red,
    force {seat: cards}, keep7 (roles), want(o, res, extra)->bool, doubles [(role, goal, level, when)],
    declare ('auto' | 'none'), late_marriage (bool), fault ('overtake' | None), kind."""
    for _ in range(tries):
        dealer = spec["dealer"]
        hands = deal(rng, dealer, spec.get("force"))
        script = spec["script"](hands)
        final, talon, aevents, declarer, bid = run_auction(hands, dealer, script)
        assert declarer == spec["declarer"], (declarer, spec["declarer"])
        trump = spec["trump"]
        if trump == "auto":
            trump = max("DSC", key=lambda s: (sum(1 for c in final[declarer] if S(c) == s), rng.random()))
        pre = spec.get("pre")
        if pre and not pre(final, declarer, trump):
            continue
        kind = spec.get("kind", "trump")
        keep7 = [declarer if r == "decl" else r for r in spec.get("keep7", [])]
        if "ulti" in spec["goals"]:
            keep7.append(declarer)
        ctx = Ctx(rng, declarer, trump, kind, keep7=keep7, randomness=spec.get("randomness", 0.25))
        plays, tricks, fault_at = play(final, declarer, ctx, fault=spec.get("fault"))
        if spec.get("fault") == "overtake" and fault_at is None:
            continue
        # marriages
        hundred = any(g in spec["goals"] for g in ("40-100", "20-100", "durchmarsch", "open-durchmarsch"))
        mar = {}
        if trump and not hundred and spec.get("declare", "auto") == "auto":
            for s in range(3):
                ps = pairs(final[s])
                if ps:
                    mar[s] = [40 if p == trump else 20 for p in sorted(ps, key=lambda p: p != trump)]
        late = None
        if spec.get("late_marriage"):
            cands = [s for s in mar if s != declarer and mar[s] == [20]]
            if not cands:
                continue
            late = cands[0]
        declared = {s: sum(v) for s, v in mar.items() if s != late}
        o = outcome(final, talon, declarer, trump, tricks, declared)
        if late is not None:
            # the late 20 must not decide the party
            o2 = dict(o)
            o2["mar_def"] += 20
            p1 = settle(declarer, spec["goals"], spec["red"], trump, o, spec.get("mult"))[0]
            p2 = settle(declarer, spec["goals"], spec["red"], trump, o2, spec.get("mult"))[0]
            if p1 != p2:
                continue
        pay, res = settle(declarer, spec["goals"], spec["red"], trump, o, spec.get("mult"), spec.get("nt_mult"))
        if o["card_def"] + o["mar_def"] >= 100 or (o["all_single"] and not o["all_decl"]):
            continue  # keep clear of defenders' silent bonuses other than silent ulti
        if not spec["want"](o, res, {"fault_at": fault_at, "final": final, "trump": trump, "tricks": tricks}):
            continue
        # assemble events
        events = list(aevents)
        if trump and not spec.get("red"):
            events.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
        if trump is None:
            events.append({"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]})
        marks = {}
        doubles = [(declarer if r == "decl" else (declarer + r) % 3, g, lv, w) for r, g, lv, w in spec.get("doubles", [])]
        for i, (seat, card) in enumerate(plays):
            if i < 3:
                if seat in mar and seat != late:
                    events.append({"type": "declare", "seat": seat, "items": [{"kind": "marriage", "points": p} for p in mar[seat]]})
                for ds, g, lv, w in doubles:
                    if w == "first" and ds == seat:
                        marks.setdefault("double", []).append(len(events))
                        events.append({"type": "double", "seat": ds, "target": g, "level": lv})
            if late is not None and seat == late and 3 <= i < 6:
                marks["late_marriage"] = len(events)
                events.append({"type": "declare", "seat": seat, "items": [{"kind": "marriage", "points": 20}]})
            if i == 3:
                for ds, g, lv, w in doubles:
                    if w == "after1":
                        marks.setdefault("double", []).append(len(events))
                        events.append({"type": "double", "seat": ds, "target": g, "level": lv})
            if fault_at and i == fault_at[0]:
                marks["overtake"] = len(events)
            events.append({"type": "play", "seat": seat, "card": card})
        wrong = spec.get("wrong_payment")
        for k, (fr, to, amt, reason) in enumerate(pay):
            if wrong and wrong(k, fr, to, amt, reason, declarer):
                marks["wrong_payment"] = (len(events), amt)
                amt = wrong(k, fr, to, amt, reason, declarer)
            events.append({"type": "payment", "from": fr, "to": to, "amount": amt, "reason": reason})
        return {
            "deal": {"dealer": dealer, "hands": hands, "events": events},
            "ledger": {
                "declarer": declarer,
                "bid": bid,
                "trump": trump,
                "talon": talon,
                "marriages": mar,
                "late": late,
                "outcome": {k: v for k, v in o.items()},
                "results": res,
                "payments": pay,
                "marks": marks,
                "fault_at": fault_at,
                "aucn": len(aevents),
            },
        }
    raise RuntimeError("no deal found for %s" % spec.get("name"))


# ---------------------------------------------------------------- the round


def B(goals, red=False):
    return {"goals": list(goals), "red": red}


def P():
    return ("pass", None)


def spec_files():
    files = []

    def clean(o, res, x):
        return "silent-ulti" not in res and "silent-100" not in res and "silent-durchmarsch" not in res

    def add(name, desc, deals):
        files.append((name, desc, deals))

    # 01 party plain won; red party lost after an overcall
    add(
        "01-ulti-party-plain-and-red-clean",
        "Plain party won (1 from each defender); next deal red party, bid over a plain party, lost (2 to each).",
        [
            dict(name="party", dealer=0, declarer=1, trump="auto", goals=["party"], red=False,
                 script=lambda h: [(B(["party"]), junk_discard(None)), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["party"] == "won"),
            dict(name="red party lost", dealer=1, declarer=0, trump="H", goals=["party"], red=True,
                 script=lambda h: [(B(["party"]), junk_discard(None)), (B(["party"], True), junk_discard("H")), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["party"] == "lost" and o["tricks"][0] > 0),
        ],
    )
    # 02 40-100 won; red 20-100 lost after talon passing
    add(
        "02-ulti-40-100-won-red-20-100-lost-clean",
        "40-100 (acorns) won, 4 from each; red 20-100 taken over a 40-100 and lost, 16 to each.",
        [
            dict(name="40-100", dealer=2, declarer=0, trump="C", goals=["40-100"], red=False,
                 force={0: ["KC", "QC", "AC", "10C"]},
                 script=lambda h: [(B(["40-100"]), junk_discard("C", ("KC", "QC"))), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["40-100"] == "won"),
            dict(name="red 20-100", dealer=0, declarer=1, trump="H", goals=["20-100"], red=True,
                 force={1: ["KS", "QS", "AH"]},
                 script=lambda h: [(B(["party"]), junk_discard(None, ("KS", "QS"))), (B(["40-100"]), junk_discard(None)), P(),
                                   (B(["20-100"], True), junk_discard("H", ("KS", "QS"))), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["20-100"] == "lost" and o["card_decl"] >= 40),
        ],
    )
    # 03 ulti won; ulti lost in the last trick; red ulti lost with the seven forced early
    add(
        "03-ulti-ulti-won-lost-seven-early-clean",
        "Ulti won with party; ulti lost in the tenth trick (4 + penalty 4 to each); red ulti lost with the 7 forced out early (8 + 8 to each).",
        [
            dict(name="ulti won", dealer=0, declarer=1, trump="S", goals=["ulti"], red=False,
                 force={1: ["7S", "AS", "10S", "KS"]},
                 script=lambda h: [(B(["ulti"]), junk_discard("S", ("7S",))), P(), P(), P()],
                 want=lambda o, r, x: r["ulti"] == "won" and r["party"] == "won" and "silent-100" not in r),
            dict(name="ulti lost last", dealer=1, declarer=2, trump="D", goals=["ulti"], red=False,
                 force={2: ["7D", "AD", "KD"]},
                 script=lambda h: [(B(["ulti"]), junk_discard("D", ("7D",))), P(), P(), P()],
                 want=lambda o, r, x: r["ulti"] == "lost" and o["seven_last"] == (2, False) and r["party"] == "won" and "silent-100" not in r),
            dict(name="red ulti seven early", dealer=2, declarer=0, trump="H", goals=["ulti"], red=True,
                 force={0: ["7H", "8H"], 1: ["AH", "10H", "KH"], 2: ["QH", "JH"]},
                 script=lambda h: [(B(["party"]), junk_discard(None)), P(), P(), (B(["ulti"], True), junk_discard("H", ("7H",))), P(), P(), P()],
                 want=lambda o, r, x: r["ulti"] == "lost" and o["seven_early"] is not None and o["seven_early"][0] == 0 and o["seven_early"][1] <= 7 and "silent-100" not in r),
        ],
    )
    # 04 betli won; rebetli lost (bid over ulti by betli, fewer goals)
    add(
        "04-ulti-betli-won-rebetli-lost-clean",
        "Betli won (5 from each); next deal ulti (5, two goals) overcalled by betli (5, one goal), then rebetli by the first bidder, lost (10 to each).",
        [
            dict(name="betli", dealer=1, declarer=2, trump=None, goals=["betli"], red=False, kind="betli",
                 force={2: ["7H", "8H", "7S", "8S", "7C", "7D"]},
                 script=lambda h: [(B(["betli"]), betli_discard), P(), P(), P()],
                 want=lambda o, r, x: r["betli"] == "won"),
            dict(name="rebetli lost", dealer=2, declarer=0, trump=None, goals=["rebetli"], red=False, kind="betli",
                 force={0: ["7H", "7S", "7C"]},
                 script=lambda h: [(B(["ulti"]), betli_discard), (B(["betli"]), betli_discard), P(), (B(["rebetli"]), betli_discard), P(), P(), P()],
                 want=lambda o, r, x: r["rebetli"] == "lost"),
        ],
    )
    # 05 durchmarsch plain won; red durchmarsch lost; open durchmarsch without trumps won
    add(
        "05-ulti-durchmarsch-plain-red-open-clean",
        "Durchmarsch with leaves trumps won (6 from each); red durchmarsch lost (12 to each); open durchmarsch without trumps won (24 from each).",
        [
            dict(name="durch", dealer=0, declarer=1, trump="S", goals=["durchmarsch"], red=False,
                 force={1: ["AS", "10S", "KS", "QS", "JS", "9S", "AH", "AD", "AC"]}, randomness=0.1,
                 script=lambda h: [(B(["durchmarsch"]), junk_discard("S")), P(), P(), P()],
                 want=lambda o, r, x: r["durchmarsch"] == "won" and "silent-ulti" not in r),
            dict(name="red durch lost", dealer=1, declarer=2, trump="H", goals=["durchmarsch"], red=True,
                 force={2: ["AH", "10H", "KH", "QH", "AD", "AS"]},
                 script=lambda h: [(B(["durchmarsch"], True), junk_discard("H")), P(), P(), P()],
                 want=lambda o, r, x: r["durchmarsch"] == "lost" and "silent-ulti" not in r),
            dict(name="open durch nt", dealer=2, declarer=0, trump=None, goals=["open-durchmarsch"], red=False, kind="nt-durch",
                 force={0: ["AH", "KH", "QH", "JH", "AS", "KS", "QS", "AD", "KD", "AC"]}, randomness=0.0,
                 script=lambda h: [(B(["open-durchmarsch"]), junk_discard(None, ("AH", "KH", "QH", "JH", "AS", "KS", "QS", "AD", "KD", "AC"))), P(), P(), P()],
                 want=lambda o, r, x: r["open-durchmarsch"] == "won"),
        ],
    )
    # 06 combinations
    add(
        "06-ulti-combinations-clean",
        "40-100 + ulti + durchmarsch (acorns): 40-100 and ulti won, durchmarsch lost; red 20-100 + ulti: 20-100 won, ulti lost.",
        [
            dict(name="40-100 ulti durch", dealer=0, declarer=1, trump="C", goals=["40-100", "ulti", "durchmarsch"], red=False,
                 force={1: ["7C", "KC", "QC", "AC", "10C", "JC", "AH"]},
                 script=lambda h: [(B(["40-100", "ulti", "durchmarsch"]), junk_discard("C", ("KC", "QC", "7C"))), P(), P(), P()],
                 want=lambda o, r, x: r["40-100"] == "won" and r["ulti"] == "won" and r["durchmarsch"] == "lost"),
            dict(name="red 20-100 ulti", dealer=1, declarer=2, trump="H", goals=["20-100", "ulti"], red=True,
                 force={2: ["7H", "AH", "10H", "KD", "QD", "AD", "10D", "AS"]},
                 script=lambda h: [(B(["20-100", "ulti"], True), junk_discard("H", ("7H", "KD", "QD"))), P(), P(), P()],
                 want=lambda o, r, x: r["20-100"] == "won" and r["ulti"] == "lost"),
        ],
    )
    # 07 silent bonuses by the declarer
    add(
        "07-ulti-silent-ulti-durchmarsch-100-clean",
        "Party games: declarer's silent ulti (party 1 + 2); silent durchmarsch (party 1 + 3); red party with 40 declared and silent 100 (4, replacing the party's 2).",
        [
            dict(name="silent ulti", dealer=2, declarer=0, trump="D", goals=["party"], red=False, keep7=["decl"],
                 force={0: ["7D", "AD", "10D", "KD", "9D"]},
                 script=lambda h: [(B(["party"]), junk_discard("D", ("7D",))), P(), P(), P()],
                 want=lambda o, r, x: r.get("silent-ulti") == "won by seat 0" and r["party"] == "won" and "silent-100" not in r and "silent-durchmarsch" not in r),
            dict(name="silent durch", dealer=0, declarer=1, trump="S", goals=["party"], red=False, randomness=0.05,
                 force={1: ["AS", "10S", "KS", "JS", "9S", "AH", "AD", "AC", "10C"]},
                 script=lambda h: [(B(["party"]), junk_discard("S")), P(), P(), P()],
                 want=lambda o, r, x: r.get("silent-durchmarsch") == "declarer" and "silent-ulti" not in r and "silent-100" not in r),
            dict(name="silent 100 red", dealer=1, declarer=2, trump="H", goals=["party"], red=True,
                 force={2: ["KH", "QH", "AH", "10H", "AS", "10S"]},
                 script=lambda h: [(B(["party"], True), junk_discard("H", ("KH", "QH"))), P(), P(), P()],
                 want=lambda o, r, x: r.get("silent-100") == "declarer" and o["card_decl"] < 100 and "silent-ulti" not in r and "silent-durchmarsch" not in r),
        ],
    )
    # 08 defenders' silent ulti
    add(
        "08-ulti-defender-silent-ulti-clean",
        "Party games: a defender loses his trump 7 in the tenth trick (pays 4 to each other player); a defender wins the tenth trick with the trump 7 (declarer pays 2 to each defender).",
        [
            dict(name="def silent ulti lost", dealer=2, declarer=0, trump="S", goals=["party"], red=False, keep7=[1],
                 force={1: ["7S"], 0: ["AS", "10S", "KS"]},
                 script=lambda h: [(B(["party"]), junk_discard("S")), P(), P(), P()],
                 want=lambda o, r, x: r.get("silent-ulti") == "lost by seat 1" and "silent-100" not in r and "silent-durchmarsch" not in r),
            dict(name="def silent ulti won", dealer=0, declarer=1, trump="D", goals=["party"], red=False, keep7=[2],
                 force={2: ["7D", "AD", "10D"]},
                 script=lambda h: [(B(["party"]), junk_discard("D")), P(), P(), P()],
                 want=lambda o, r, x: r.get("silent-ulti") == "won by seat 2" and "silent-100" not in r and "silent-durchmarsch" not in r),
        ],
    )
    # 09 contra chains
    add(
        "09-ulti-contra-chains-clean",
        "40-100 contra, recontra, subcontra (x8) lost: 32 to each; betli without trumps with one defender's contra: only that defender's 5 doubled; ulti contra lost: ulti 4x2 but the penalty 4 undoubled.",
        [
            dict(name="40-100 x8", dealer=1, declarer=2, trump="S", goals=["40-100"], red=False,
                 force={2: ["KS", "QS"]},
                 doubles=[(1, "40-100", 2, "first"), ("decl", "40-100", 4, "after1"), (2, "40-100", 8, "after1")],
                 mult={"40-100": 8},
                 script=lambda h: [(B(["40-100"]), junk_discard("S", ("KS", "QS"))), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["40-100"] == "lost"),
            dict(name="betli contra one", dealer=2, declarer=0, trump=None, goals=["betli"], red=False, kind="betli",
                 force={0: ["7H", "8H", "7S", "7C", "8C", "7D"]},
                 doubles=[(1, "betli", 2, "first")], nt_mult={"betli": {1: 2}},
                 script=lambda h: [(B(["betli"]), betli_discard), P(), P(), P()],
                 want=lambda o, r, x: r["betli"] == "won"),
            dict(name="ulti contra lost", dealer=0, declarer=1, trump="C", goals=["ulti"], red=False,
                 force={1: ["7C", "AC"]},
                 doubles=[(2, "ulti", 2, "first")], mult={"ulti": 2},
                 script=lambda h: [(B(["ulti"]), junk_discard("C", ("7C",))), P(), P(), P()],
                 want=lambda o, r, x: r["ulti"] == "lost" and o["seven_last"] == (1, False) and r["party"] == "won" and "silent-100" not in r),
        ],
    )
    # 10 long auction
    add(
        "10-ulti-auction-overcalls-clean",
        "Auction with the talon passed on and taken four times: party, pass, 40-100, pass, betli, 40-100+ulti, pass, pass, red 40-100 (the same bidder, fewer goals at 8), then three passes; red 40-100 won, 8 from each.",
        [
            dict(name="auction", dealer=0, declarer=0, trump="H", goals=["40-100"], red=True,
                 force={0: ["KH", "QH", "AH", "10H"]},
                 script=lambda h: [(B(["party"]), junk_discard(None)), P(), (B(["40-100"]), junk_discard("H", ("KH", "QH"))), P(),
                                   (B(["betli"]), betli_discard), (B(["40-100", "ulti"]), junk_discard("H", ("KH", "QH", "7H"))), P(), P(),
                                   (B(["40-100"], True), junk_discard("H", ("KH", "QH"))), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["40-100"] == "won"),
        ],
    )
    # ---- faults
    add(
        "11-ulti-fault-wrong-ulti-penalty-payment",
        "Ulti with contra, lost: the table doubled the ulti penalty for one defender (8 where the source says 4).",
        [
            dict(name="ulti contra lost wrong", dealer=1, declarer=2, trump="D", goals=["ulti"], red=False,
                 force={2: ["7D", "AD", "10D"]},
                 doubles=[(1, "ulti", 2, "first")], mult={"ulti": 2},
                 script=lambda h: [(B(["ulti"]), junk_discard("D", ("7D",))), P(), P(), P()],
                 wrong_payment=lambda k, fr, to, amt, reason, d: 8 if reason == "ulti-penalty" and to == (d + 1) % 3 else None,
                 want=lambda o, r, x: r["ulti"] == "lost" and o["seven_last"] == (2, False) and "silent-100" not in r),
        ],
    )
    add(
        "12-ulti-fault-bid-not-higher",
        "20-100 (8, one goal) bid over red 40-100 (8, one goal): the same row of the hierarchy, not higher; the third seat then bids red 20-100 and wins it.",
        [
            dict(name="not higher", dealer=2, declarer=2, trump="H", goals=["20-100"], red=True,
                 force={2: ["KS", "QS", "AH", "10H", "AS", "10S", "AD"]},
                 script=lambda h: [(B(["40-100"], True), junk_discard("H")), (B(["20-100"]), junk_discard(None)),
                                   (B(["20-100"], True), junk_discard("H", ("KS", "QS"))), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["20-100"] == "won"),
        ],
    )
    add(
        "13-ulti-fault-failure-to-overtake",
        "Party (bells): a defender follows suit under the winning card while holding a card of the suit that beats it; the declarer wins the party anyway.",
        [
            dict(name="overtake", dealer=0, declarer=1, trump="D", goals=["party"], red=False, fault="overtake",
                 force={1: ["AD", "10D", "KD"]},
                 script=lambda h: [(B(["party"]), junk_discard("D")), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["party"] == "won"),
        ],
    )
    add(
        "14-ulti-fault-late-marriage",
        "Party (leaves): a defender announces his 20 only in the second trick; it does not count (and does not change the party).",
        [
            dict(name="late marriage", dealer=1, declarer=2, trump="S", goals=["party"], red=False, late_marriage=True,
                 force={0: ["KC", "QC"], 2: ["AS", "10S"]},
                 script=lambda h: [(B(["party"]), junk_discard("S")), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x)),
        ],
    )
    add(
        "15-ulti-fault-contra-wrong-seat",
        "40-100 (acorns): a defender's contra, then the OTHER defender says recontra (level 4), which is the declarer's call; 40-100 won at contra: 8 from each.",
        [
            dict(name="wrong seat", dealer=2, declarer=0, trump="C", goals=["40-100"], red=False,
                 force={0: ["KC", "QC", "AC", "10C"]},
                 doubles=[(1, "40-100", 2, "first"), (2, "40-100", 4, "after1")], mult={"40-100": 2},
                 script=lambda h: [(B(["40-100"]), junk_discard("C", ("KC", "QC"))), P(), P(), P()],
                 want=lambda o, r, x: clean(o, r, x) and r["40-100"] == "won"),
        ],
    )
    return files


def main(seed=20260101):
    rng = random.Random(seed)
    ledger = []
    for name, desc, specs in spec_files():
        deals = []
        lines = []
        for i, spec in enumerate(specs):
            out = build_deal(rng, spec)
            deals.append(out["deal"])
            L = out["ledger"]
            o = L["outcome"]
            lines.append(
                "  deal %d (%s): dealer %d declarer %d bid %s trump %s talon %s marriages %s late %s\n"
                "    card points by seat %s, declarer %d (+marr %d), defenders incl. talon %d (+marr %d); tricks %s\n"
                "    seven last %s, seven early %s; results %s\n"
                "    payments %s\n    marks %s fault_at %s auction events %d"
                % (i, spec["name"], spec["dealer"], L["declarer"], json.dumps(L["bid"]), L["trump"], L["talon"], L["marriages"], L["late"],
                   o["card"], o["card_decl"], o["mar_decl"], o["card_def"], o["mar_def"], o["tricks"],
                   o["seven_last"], o["seven_early"], L["results"], L["payments"], L["marks"], L["fault_at"], L["aucn"])
            )
        doc = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": ["Anna", "Béla", "Csilla"],
            "meta": {"round": "ulti-fresh-contracts", "description": desc},
            "deals": deals,
        }
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as fh:
            json.dump(doc, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
        ledger.append(name + ": " + desc + "\n" + "\n".join(lines))
    with open(os.path.join(HERE, "_ledger.txt"), "w", encoding="utf-8") as fh:
        fh.write("seed %d\n\n" % seed + "\n\n".join(ledger) + "\n")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 20260101)
