"""Blind Ulti score-sheet sessions (audit ulti-sheet2), written from the Japanese source only
(/work/shared/seeds/003_bb2f67de7752728b.txt). Every deal is searched for with a small referee of
our own (legal play, trick winner, card points, marriages), and every payment is computed here from
the source's scoring paragraphs (点数計算, 出来役, コントラ, 目標), never from the engine.

Run: python tests/data/audit/ulti-sheet2/_gen.py  (writes sNN.json and expected-data.txt (JSON) beside it)
"""

from __future__ import annotations

import json
import random
from pathlib import Path

HERE = Path(__file__).parent
SUITS = "HDSC"
RANKS = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # trump order
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # no-trump order
DECK = [r + s for s in SUITS for r in RANKS]
PLAYERS = ["Ágnes", "Bence", "Csaba"]

# 目標: party 1, ulti 4, 40-100 4, 20-100 8, durchmarsch 6, betli 5; 赤の = x2 (trump goals)
VALUE = {"party": 1, "ulti": 4, "40-100": 4, "20-100": 8, "durchmarsch": 6, "betli": 5}
SILENT = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def pts(c):
    return 10 if rank(c) in ("A", "10") else 0


def beats(a, b, led, trump):
    """does card a beat card b (b currently winning)"""
    order = RANKS if trump else NT_ORDER
    if trump and suit(a) == trump and suit(b) != trump:
        return True
    if suit(a) != suit(b):
        return False
    return order.index(rank(a)) < order.index(rank(b))


def winner_of(trick, trump):
    led = suit(trick[0][1])
    best = trick[0]
    for s, c in trick[1:]:
        if beats(c, best[1], led, trump):
            best = (s, c)
    return best


def legal(hand, trick, trump):
    if not trick:
        return list(hand)
    led = suit(trick[0][1])
    cur = winner_of(trick, trump)[1]
    same = [c for c in hand if suit(c) == led]
    if same:
        up = [c for c in same if beats(c, cur, led, trump)]
        return up or same
    if trump:
        tr = [c for c in hand if suit(c) == trump]
        if tr:
            up = [c for c in tr if beats(c, cur, led, trump)]
            return up or tr
    return list(hand)


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Deal:
    pass


def play_deal(rng, spec, dealer):
    """one deal; returns a Deal with hands, events (auction + play), outcome"""
    f = (dealer + 1) % 3
    d = Deal()
    d.dealer = dealer
    deck = DECK[:]
    rng.shuffle(deck)
    goals = spec["goals"]
    red = spec.get("red", False)
    notrump = goals == ["betli"]
    outbid = spec.get("outbid", False)
    decl = (f + 1) % 3 if outbid else f
    trump = None if notrump else ("H" if red else spec.get("trump") or rng.choice("DSC"))
    if spec.get("rig"):
        want = spec["rig"](trump)
        rest = [c for c in deck if c not in want]
        rng.shuffle(rest)
        dh = list(want) + rest[: (12 if not outbid else 10) - len(want)]
        rest = rest[len(dh) - len(want):]
    else:
        dh = None
        rest = deck
    hands = [None, None, None]
    if dh is not None:
        hands[decl] = dh
        for s in range(3):
            if s != decl:
                n = 12 if s == f else 10
                hands[s], rest = rest[:n], rest[n:]
    else:
        hands[f], hands[(f + 1) % 3], hands[(f + 2) % 3] = deck[:12], deck[12:22], deck[22:32]
    d.hands = [list(h) for h in hands]
    ev = []
    cur = [list(h) for h in hands]

    def choose_discard(seat):
        h = cur[seat]
        keep_score = {}
        for c in h:
            sc = 0
            if trump and suit(c) == trump:
                sc += 100
            if pts(c):
                sc += 50
            if rank(c) in ("K", "Q") and ("K" + suit(c) in h and "Q" + suit(c) in h):
                sc += 60
            sc += 10 - RANKS.index(rank(c)) + rng.random() * 3
            if notrump:
                sc = NT_ORDER.index(rank(c)) * 10 + rng.random()  # betli: discard high cards
            keep_score[c] = sc
        return sorted(h, key=lambda c: keep_score[c])[:2]

    if outbid:
        dis = choose_discard(f)
        for c in dis:
            cur[f].remove(c)
        ev.append({"type": "discard", "seat": f, "cards": dis})
        ev.append({"type": "bid", "seat": f, "bid": {"goals": ["party"], "red": False}})
        ev.append({"type": "take", "seat": decl, "cards": dis})
        cur[decl] += dis
    dis = choose_discard(decl)
    for c in dis:
        cur[decl].remove(c)
    d.discard = dis
    ev.append({"type": "discard", "seat": decl, "cards": dis})
    ev.append({"type": "bid", "seat": decl, "bid": {"goals": list(goals), "red": red}})
    for k in (1, 2, 3):
        ev.append({"type": "bid", "seat": (decl + k) % 3, "bid": "pass"})
    if notrump:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "no-trump"}]})
    elif not red:
        ev.append({"type": "announce", "seat": decl, "items": [{"kind": "trump", "suit": trump}]})
    d.decl, d.trump, d.goals, d.red = decl, trump, goals, red
    d.contra = dict(spec.get("contra", {}))  # goal -> level
    d.contra_by = spec.get("contra_by", 1)  # which defender (1st or 2nd after declarer) says it
    d.fold = spec.get("fold", False)
    d.final_hands = [list(h) for h in cur]
    if d.fold:
        ev.append({"type": "call", "seat": decl, "call": "fold"})
        d.events = ev
        return d
    has_100 = any(g in goals for g in ("40-100", "20-100", "durchmarsch"))
    d.mar = [[] if (notrump or has_100) else marriages(cur[s], trump) for s in range(3)]
    ulti_decl = "ulti" in goals
    leader = decl
    tricks = []
    for t in range(10):
        trick = []
        for k in range(3):
            s = (leader + k) % 3
            if t == 0:
                if d.mar[s]:
                    ev.append({"type": "declare", "seat": s, "items": [{"kind": "marriage", "points": p} for p in d.mar[s]]})
                if s != decl and k == d.contra_by:
                    for g, lv in d.contra.items():
                        ev.append({"type": "double", "seat": s, "target": g, "level": 2})
            lg = legal(cur[s], trick, trump)
            seven = "7" + trump if trump else None
            if seven in lg and len(lg) > 1 and t < 9:
                if (s == decl and ulti_decl) or rng.random() < spec.get("keep7", 0.9):
                    lg = [c for c in lg if c != seven]
            if rng.random() < spec.get("greed", 0.6) and trick:
                w = [c for c in lg if beats(c, winner_of(trick, trump)[1], suit(trick[0][1]), trump)]
                if notrump and s == decl:
                    w = [c for c in lg if c not in w] or w
                c = rng.choice(w or lg)
            else:
                c = rng.choice(lg)
            cur[s].remove(c)
            trick.append((s, c))
            ev.append({"type": "play", "seat": s, "card": c})
        if t == 0:
            for g, lv in d.contra.items():
                if lv >= 4:
                    ev.append({"type": "double", "seat": decl, "target": g, "level": 4})
        w = winner_of(trick, trump)[0]
        tricks.append((trick, w))
        leader = w
    d.tricks = tricks
    d.events = ev
    return d


def outcome(d):
    """what happened, from the source's definitions"""
    o = {}
    if d.fold:
        return o
    decl, trump = d.decl, d.trump
    won = [w == decl for _, w in d.tricks]
    o["decl_tricks"] = sum(won)
    cp = [0, 0]  # declarer, defenders
    for i, (trick, w) in enumerate(d.tricks):
        side = 0 if w == decl else 1
        cp[side] += sum(pts(c) for _, c in trick) + (10 if i == 9 else 0)
    cp[1] += sum(pts(c) for c in d.discard)  # 親が捨てた 2 枚のカードの点は子のもの
    if trump is None:
        o["cp"] = cp
        return o
    mar = [sum(d.mar[decl]), sum(sum(d.mar[s]) for s in range(3) if s != decl)]
    o["cp"], o["mar"] = cp, mar
    o["party"] = o["decl_tricks"] >= 1 and cp[0] + mar[0] > cp[1] + mar[1]
    last, lw = d.tricks[9]
    seven = "7" + trump
    o["seven_last"] = None
    for s, c in last:
        if c == seven:
            o["seven_last"] = (s, lw == s)
    o["ulti"] = o["seven_last"] == (decl, True)
    fh = d.final_hands[decl]
    o["40-100"] = "K" + trump in fh and "Q" + trump in fh and cp[0] + 40 >= 100
    has20 = any("K" + s in fh and "Q" + s in fh for s in SUITS if s != trump)
    o["20-100"] = has20 and cp[0] + 20 >= 100
    o["durchmarsch"] = o["decl_tricks"] == 10
    o["sum"] = [cp[0] + mar[0], cp[1] + mar[1]]
    return o


def settle(d, o):
    """list of (from, to, amount, reason), by 点数計算"""
    decl = d.decl
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    out = []
    if d.fold:
        return [(decl, x, 2, "fold") for x in defs]
    redm = 2 if d.red else 1
    goals = list(d.goals)
    if goals == ["ulti"] or "party" in goals:
        goals = ["party"] + [g for g in goals if g != "party"]
    if d.trump is None:  # betli
        ok = o["decl_tricks"] == 0
        for x in defs:
            m = d.contra.get("betli", 1) if x == defs[d.contra_by - 1] else 1
            a = VALUE["betli"] * m
            out.append((x, decl, a, "betli") if ok else (decl, x, a, "betli"))
        return out
    s100 = None
    if "party" in goals:
        for side in (0, 1):
            if o["sum"][side] >= 100:
                s100 = side
    for g in goals:
        if g == "party" and s100 is not None:
            # 黙って 100: "ゲーム"の点を置き換えます; contra on party not applied (default)
            for x in defs:
                a = SILENT["silent-100"] * redm
                out.append((x, decl, a, "silent-100") if s100 == 0 else (decl, x, a, "silent-100"))
            continue
        ok = o[g]
        m = d.contra.get(g, 1)
        for x in defs:
            a = VALUE[g] * redm * m
            out.append((x, decl, a, g) if ok else (decl, x, a, g))
        if g == "ulti" and not ok:
            for x in defs:
                out.append((decl, x, 4 * redm, "ulti-penalty"))
    # silent bonuses
    if "ulti" not in goals and o["seven_last"]:
        s, w = o["seven_last"]
        if w:
            if s == decl:
                out += [(x, decl, 2 * redm, "silent-ulti") for x in defs]
            else:
                out += [(decl, x, 2 * redm, "silent-ulti") for x in defs]
        else:
            out += [(s, x, 4 * redm, "silent-ulti") for x in range(3) if x != s]
    if "durchmarsch" not in goals and o["durchmarsch"]:
        out += [(x, decl, 3 * redm, "silent-durchmarsch") for x in defs]
    return out


def nets(lines):
    n = [0, 0, 0]
    for a, b, amt, _ in lines:
        n[a] -= amt
        n[b] += amt
    return n


def find(spec, dealer, seed0):
    for seed in range(seed0, seed0 + 200000):
        rng = random.Random(seed)
        d = play_deal(rng, spec, dealer)
        o = outcome(d)
        if "ulti" in spec["goals"] and not d.fold and "7" + d.trump not in d.final_hands[d.decl]:
            continue  # a declared ulti is bid holding the trump VII
        if spec.get("cond", lambda d, o: True)(d, o):
            d.o = o
            d.lines = settle(d, o)
            d.seed = seed
            return d
    raise SystemExit(f"no deal for {spec}")


def strong(n_tr, extra=("A",), ulti=False, pair=False):
    def rig(trump):
        others = [s for s in SUITS if s != trump]
        order = ["A", "10", "K", "Q", "J", "9", "8"]
        w = [r + trump for r in order[:n_tr]]
        if ulti:
            w.append("7" + trump)
        for r in extra:
            w += [r + s for s in others]
        if pair:
            w += ["K" + others[0], "Q" + others[0]]
        return list(dict.fromkeys(w))
    return rig


# ----------------------------------------------------------------- sessions
# each: sheet ("payments" | "scores"), deals (specs), plant (None or (deal index, kind, note))
def S(**k):
    return k


P = lambda d, o: True  # noqa: E731

SESSIONS = {
    # clean, payments: party won with declared marriages; plain ulti won with contra on ulti; fold
    "s01": S(sheet="payments", deals=[
        dict(goals=["party"], cond=lambda d, o: o["party"] and any(d.mar) and max(o["sum"]) < 100 and not o["seven_last"] and not o["durchmarsch"]),
        dict(goals=["ulti"], contra={"ulti": 2}, rig=strong(3, ulti=True), cond=lambda d, o: o["ulti"] and o["party"] and max(o["sum"]) < 100 and not o["durchmarsch"]),
        dict(goals=["party"], fold=True),
    ]),
    # clean, scores+totals: declarer's silent 100 (replaces party); red party lost; defender's silent ulti; 40-100 won
    "s02": S(sheet="scores", deals=[
        dict(goals=["party"], rig=strong(4, pair=True), cond=lambda d, o: o["sum"][0] >= 100 and not o["durchmarsch"] and not o["seven_last"]),
        dict(goals=["party"], red=True, cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["party"], keep7=1.0, cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and o["seven_last"] and o["seven_last"][0] != d.decl and o["seven_last"][1]),
        dict(goals=["40-100"], rig=strong(5), cond=lambda d, o: o["40-100"] and not o["durchmarsch"] and not o["seven_last"]),
    ]),
    # planted: declarer's silent 100 left out (sheet scores the party at 1)
    "s03": S(sheet="scores", deals=[
        dict(goals=["party"], cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["party"], rig=strong(4, pair=True), cond=lambda d, o: o["sum"][0] >= 100 and not o["durchmarsch"] and not o["seven_last"]),
        dict(goals=["ulti"], rig=strong(3, ulti=True), cond=lambda d, o: o["ulti"] and o["party"] and max(o["sum"]) < 100 and not o["durchmarsch"]),
    ], plant=(1, "silent100_left_out")),
    # planted: a defender's silent ulti credited to the declarer (payments)
    "s04": S(sheet="payments", deals=[
        dict(goals=["party"], keep7=1.0, cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and o["seven_last"] and o["seven_last"][0] != d.decl and o["seven_last"][1]),
        dict(goals=["40-100"], rig=strong(5), cond=lambda d, o: not o["40-100"] and not o["durchmarsch"] and not o["seven_last"]),
        dict(goals=["party"], cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
    ], plant=(0, "silent_ulti_wrong_side")),
    # clean, payments: declared ulti failed (penalty); red ulti won; silent durchmarsch with party
    "s05": S(sheet="payments", deals=[
        dict(goals=["ulti"], cond=lambda d, o: not o["ulti"] and o["party"] and max(o["sum"]) < 100),
        dict(goals=["ulti"], red=True, rig=strong(3, ulti=True), cond=lambda d, o: o["ulti"] and max(o["sum"]) < 100 and not o["durchmarsch"]),
        dict(goals=["party"], rig=lambda t: [r + t for r in ("A", "10", "K", "J", "9", "8")] + [r + s for s in SUITS if s != t for r in ("A", "10")], cond=lambda d, o: o["durchmarsch"] and max(o["sum"]) < 100 and not o["seven_last"]),
    ]),
    # planted: a defender's marriage counted twice on the sheet: party scored lost, really won
    "s06": S(sheet="scores", deals=[
        dict(goals=["party"], cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and not o["seven_last"] and o["mar"][1] == 20 and o["sum"][0] <= o["sum"][1] + 20),
        dict(goals=["40-100"], rig=strong(5), cond=lambda d, o: o["40-100"] and not o["durchmarsch"] and not o["seven_last"]),
        dict(goals=["party"], red=True, cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["party"], fold=True),
    ], plant=(0, "marriage_twice")),
    # planted: red ulti, the red doubling put on the ulti but not on the party (payments)
    "s07": S(sheet="payments", deals=[
        dict(goals=["party"], cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["ulti"], red=True, rig=strong(3, ulti=True), cond=lambda d, o: o["ulti"] and not o["party"] and max(o["sum"]) < 100),
        dict(goals=["party"], cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
    ], plant=(1, "red_wrong_goal")),
    # planted: a total carried wrong in deal 2
    "s08": S(sheet="scores", deals=[
        dict(goals=["party"], cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["ulti"], cond=lambda d, o: not o["ulti"] and not o["party"] and max(o["sum"]) < 100),
        dict(goals=["party"], red=True, cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["20-100"], rig=strong(5, pair=True), cond=lambda d, o: o["20-100"] and not o["durchmarsch"] and not o["seven_last"]),
    ], plant=(2, "total_wrong")),
    # clean, scores: contra + recontra on 40-100 (ulti uncontra'd); a defender's failed silent ulti
    "s09": S(sheet="scores", deals=[
        dict(goals=["ulti", "40-100"], contra={"40-100": 4}, rig=strong(5, ulti=True), cond=lambda d, o: o["ulti"] and o["40-100"] and not o["durchmarsch"]),
        dict(goals=["party"], keep7=1.0, cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and o["seven_last"] and o["seven_last"][0] != d.decl and not o["seven_last"][1]),
        dict(goals=["party"], contra={"party": 2}, contra_by=2, cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
    ]),
    # clean, payments: betli with one defender's contra; defenders' silent 100; 20-100 lost; fold
    "s10": S(sheet="payments", deals=[
        dict(goals=["betli"], contra={"betli": 2}, contra_by=2, cond=lambda d, o: o["decl_tricks"] == 0),
        dict(goals=["party"], cond=lambda d, o: o["sum"][1] >= 100 and not o["seven_last"] and o["decl_tricks"] > 0),
        dict(goals=["20-100"], rig=strong(4, pair=True), cond=lambda d, o: not o["20-100"] and not o["seven_last"] and not o["durchmarsch"]),
        dict(goals=["party"], fold=True),
    ]),
    # planted: failed ulti under contra, the ulti penalty doubled too (payments)
    "s11": S(sheet="payments", deals=[
        dict(goals=["ulti"], contra={"ulti": 2}, cond=lambda d, o: not o["ulti"] and o["party"] and max(o["sum"]) < 100),
        dict(goals=["party"], cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["party"], red=True, cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
    ], plant=(0, "penalty_contra")),
    # planted: silent durchmarsch left out (scores)
    "s12": S(sheet="scores", deals=[
        dict(goals=["party"], cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["40-100"], rig=strong(6, extra=("A", "10")), cond=lambda d, o: o["durchmarsch"] and o["40-100"] and not o["seven_last"]),
        dict(goals=["party"], cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["party"], fold=True),
        dict(goals=["party"], red=True, cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
    ], plant=(1, "silent_durch_left_out")),
    # clean, payments: outbid auction; red party with contra lost; declarer's own silent ulti (red)
    "s13": S(sheet="payments", deals=[
        dict(goals=["ulti"], outbid=True, rig=strong(3, ulti=True), cond=lambda d, o: o["ulti"] and o["party"] and max(o["sum"]) < 100 and not o["durchmarsch"]),
        dict(goals=["party"], red=True, contra={"party": 2}, cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and not o["seven_last"]),
        dict(goals=["party"], red=True, keep7=1.0, cond=lambda d, o: o["party"] and max(o["sum"]) < 100 and o["seven_last"] == (d.decl, True) and not o["durchmarsch"]),
    ]),
    # planted: a defender's failed silent ulti settled with the declarer only (the other defender unpaid)
    "s14": S(sheet="scores", deals=[
        dict(goals=["party"], fold=True),
        dict(goals=["party"], keep7=1.0, cond=lambda d, o: not o["party"] and max(o["sum"]) < 100 and o["seven_last"] and o["seven_last"][0] != d.decl and not o["seven_last"][1]),
        dict(goals=["ulti"], rig=strong(3, ulti=True), cond=lambda d, o: o["ulti"] and o["party"] and max(o["sum"]) < 100 and not o["durchmarsch"]),
    ], plant=(1, "failed_silent_ulti_one_side")),
}


def apply_plant(kind, d, lines):
    """return (recorded lines, description of the slip)"""
    decl = d.decl
    defs = [(decl + 1) % 3, (decl + 2) % 3]
    if kind == "silent100_left_out":
        new = [(a, b, 1, "party") if r == "silent-100" else (a, b, amt, r) for a, b, amt, r in lines]
        return new, "silent 100 of the declarer scored as the plain party (1 a defender instead of 2)"
    if kind == "silent_ulti_wrong_side":
        new = [(b, a, amt, r) if r == "silent-ulti" else (a, b, amt, r) for a, b, amt, r in lines]
        return new, "the defender's silent ulti (2 from the declarer to each defender) paid the other way"
    if kind == "marriage_twice":
        new = [(b, a, amt, r) if r == "party" else (a, b, amt, r) for a, b, amt, r in lines]
        return new, "the defenders' 20 counted twice, so the party written lost (declarer pays 1 each) though won"
    if kind == "red_wrong_goal":
        new = [(a, b, amt // 2, r) if r == "party" else (a, b, amt, r) for a, b, amt, r in lines]
        return new, "red doubling left off the (lost) party: declarer pays 1 each instead of 2"
    if kind == "penalty_contra":
        new = [(a, b, amt * 2, r) if r == "ulti-penalty" else (a, b, amt, r) for a, b, amt, r in lines]
        return new, "the ulti penalty doubled by the contra on ulti (8 each instead of 4)"
    if kind == "silent_durch_left_out":
        new = [x for x in lines if x[3] != "silent-durchmarsch"]
        return new, "silent durchmarsch (3 from each defender) left out"
    if kind == "failed_silent_ulti_one_side":
        s = d.o["seven_last"][0]
        other_def = [x for x in defs if x != s][0]
        new = [x for x in lines if not (x[3] == "silent-ulti" and x[0] == s and x[1] == other_def)]
        return new, f"seat {s}'s failed silent ulti paid only to the declarer, not to seat {other_def}"
    if kind == "total_wrong":
        return lines, "total carried wrong"
    raise ValueError(kind)


def build(name, sess, seed_base):
    deals_out = []
    totals = [0, 0, 0]
    rec_totals = [0, 0, 0]
    exp = {"file": name + ".json", "deals": [], "planted": None}
    dealer = 0
    for k, spec in enumerate(sess["deals"]):
        d = find(spec, dealer, seed_base + 1000 * k)
        lines = d.lines
        rec = lines
        plant = sess.get("plant")
        note = None
        if plant and plant[0] == k:
            rec, note = apply_plant(plant[1], d, lines)
        ev = list(d.events)
        first_res = len(ev)
        true_net = nets(lines)
        rec_net = nets(rec)
        totals = [totals[i] + true_net[i] for i in range(3)]
        wrong = []
        if sess["sheet"] == "payments":
            for j, (a, b, amt, r) in enumerate(rec):
                ev.append({"type": "payment", "from": a, "to": b, "amount": amt, "reason": r})
                if (a, b, amt, r) != tuple(lines[j]):
                    wrong.append((len(ev) - 1, "wrong_payment", None, tuple(lines[j])))
        else:
            for s in range(3):
                ev.append({"type": "score", "party": s, "points": rec_net[s]})
                if rec_net[s] != true_net[s]:
                    wrong.append((len(ev) - 1, "wrong_score", s, true_net[s]))
            rec_totals = [rec_totals[i] + rec_net[i] for i in range(3)]
            for s in range(3):
                pts_ = rec_totals[s]
                if plant and plant[0] == k and plant[1] == "total_wrong" and s == d.decl:
                    pts_ += 10
                    note = f"seat {s}'s running total written {pts_} instead of {rec_totals[s]}"
                    wrong.append((len(ev), "wrong_total", s, rec_totals[s]))
                ev.append({"type": "total", "party": s, "points": pts_})
        deals_out.append({"dealer": dealer, "hands": d.hands, "events": ev})
        exp["deals"].append({
            "dealer": dealer, "declarer": d.decl, "goals": d.goals, "red": d.red, "trump": d.trump,
            "contra": d.contra, "fold": d.fold, "outcome": {k2: v for k2, v in d.o.items()},
            "lines": lines, "true_net": true_net, "recorded_net": rec_net, "first_result_event": first_res,
            "slip": note, "wrong": wrong, "seed": d.seed,
        })
        dealer = (dealer + 1) % 3
    exp["session_net"] = totals
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": {"preset": "standard"},
        "players": PLAYERS,
        "meta": {"audit": "ulti-sheet2", "sheet": sess["sheet"]},
        "deals": deals_out,
    }
    return t, exp


def main():
    allexp = {}
    for i, (name, sess) in enumerate(SESSIONS.items()):
        t, exp = build(name, sess, 7919 * (i + 1))
        (HERE / f"{name}.json").write_text(json.dumps(t, ensure_ascii=False, indent=1) + "\n")
        allexp[name] = exp
    (HERE / "expected-data.txt").write_text(json.dumps(allexp, ensure_ascii=False, indent=1) + "\n")


if __name__ == "__main__":
    main()
