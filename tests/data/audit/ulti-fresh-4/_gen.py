"""Blind generator for audit round ulti-fresh-4 (Ulti, source 003_bb2f67de7752728b.txt).

Written from the source text alone; it does not import the validator.  Every legality rule and
every payment is computed here from the source (see EXPECTED.md for the quotes).

Run:  python _gen.py      (fixed seed; rewrites the NN-*.json files and _summary.json)
"""

import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
SEED = 20240604

SUITS = "HDSC"
TR_ORDER = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps
NT_ORDER = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in TR_ORDER]
PLAYERS = ["Ágnes", "Bence", "Csaba"]

VALUES = {
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
TRUMP_GOALS = {"party", "ulti", "40-100", "20-100", "durchmarsch"}
DURCH_FAMILY = {"durchmarsch", "redurchmarsch", "open-durchmarsch"}
BETLI_FAMILY = {"betli", "rebetli", "open-betli"}


def su(c):
    return c[-1]


def rk(c):
    return c[:-1]


def cpts(c):
    return 10 if rk(c) in ("A", "10") else 0


def order(trump):
    return TR_ORDER if trump else NT_ORDER


def beats(c, w, trump):
    """Does c beat the standing winner w?"""
    if trump and su(c) == trump and su(w) != trump:
        return True
    if su(c) == su(w):
        o = order(trump)
        return o.index(rk(c)) < o.index(rk(w))
    return False


def winner_pos(cards, trump):
    w = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[w], trump):
            w = i
    return w


def legal(hand, trick, trump):
    """Follow suit; else trump; and within that, beat the standing card if able."""
    if not trick:
        return list(hand)
    led = su(trick[0])
    w = trick[winner_pos(trick, trump)]
    fol = [c for c in hand if su(c) == led]
    if fol:
        cand = fol
    elif trump and any(su(c) == trump for c in hand):
        cand = [c for c in hand if su(c) == trump]
    else:
        return list(hand)
    b = [c for c in cand if beats(c, w, trump)]
    return b or cand


def expand(goals):
    g = list(goals)
    if g == ["ulti"]:
        g = ["party", "ulti"]
    return g


def bid_value(bid):
    g = expand(bid["goals"])
    v = sum(VALUES[x] * (2 if bid.get("red") and x in TRUMP_GOALS else 1) for x in g)
    return v, len(g)


def bid_higher(new, old):
    """Source: higher total wins; on equal points fewer goals is higher."""
    if old is None:
        return True
    vn, nn = bid_value(new)
    vo, no = bid_value(old)
    return vn > vo or (vn == vo and nn < no)


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append(40 if s == trump else 20)
    return sorted(out, reverse=True)


class Fail(Exception):
    pass


def build_deal(rng, sc):
    """sc: scenario dict. Returns (deal_json, info) or raises Fail."""
    dealer = sc["dealer"]
    fb = (dealer + 1) % 3
    fixed = {s: list(v) for s, v in sc.get("fixed", {}).items()}
    used = [c for v in fixed.values() for c in v]
    assert len(set(used)) == len(used)
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    hands = {}
    for s in range(3):
        n = 12 if s == fb else 10
        h = list(fixed.get(s, []))
        while len(h) < n:
            h.append(rest.pop())
        rng.shuffle(h)
        hands[s] = h
    dealt = {s: list(hands[s]) for s in range(3)}
    events = []
    marks = {}
    talon = None
    standing = None
    declarer = None
    first = True
    illegal_bid_events = []
    for step in sc["auction"]:
        kind, seat = step[0], step[1]
        if kind == "pass":
            events.append({"type": "bid", "seat": seat, "bid": "pass"})
            continue
        bid, dfun = step[2], step[3]
        if first:
            assert seat == fb
            first = False
        else:
            events.append({"type": "take", "seat": seat, "cards": list(talon)})
            hands[seat] += talon
        disc = dfun(hands[seat], rng) if callable(dfun) else list(dfun)
        for c in disc:
            if c not in hands[seat]:
                raise Fail("discard not held")
        if len(set(disc)) != len(disc):
            raise Fail("dup discard")
        for c in disc:
            hands[seat].remove(c)
        if len(disc) != 2:
            marks["illegal_discard"] = len(events)
        events.append({"type": "discard", "seat": seat, "cards": disc})
        talon = disc
        if bid_higher(bid, standing):
            standing = bid
            declarer = seat
        else:
            illegal_bid_events.append(len(events))
        events.append({"type": "bid", "seat": seat, "bid": bid})
    if illegal_bid_events:
        marks["illegal_bid"] = illegal_bid_events
    bid = standing
    goals = expand(bid["goals"])
    red = bool(bid.get("red"))
    if red:
        trump = "H"
    elif set(goals) & BETLI_FAMILY or "redurchmarsch" in goals:
        trump = None
    else:
        trump = sc.get("trump")
    info = {
        "declarer": declarer,
        "goals": goals,
        "red": red,
        "trump": trump,
        "talon": talon,
        "dealt": dealt,
    }
    if sc.get("fold"):
        assert goals == ["party"] and not red
        events.append({"type": "call", "seat": declarer, "call": "fold"})
        info["folded"] = True
        pays = [(declarer, d, 2, "fold") for d in range(3) if d != declarer]
        return finish(sc, dealer, dealt, events, info, pays, marks)
    if trump and not red:
        events.append({"type": "announce", "seat": declarer, "items": [{"kind": "trump", "suit": trump}]})
    elif trump is None:
        events.append({"type": "announce", "seat": declarer, "items": [{"kind": "no-trump"}]})

    final_hands = {s: list(hands[s]) for s in range(3)}
    info["final"] = final_hands
    # marriages: with trumps and no 100 / durchmarsch goal
    mar_ok = trump is not None and not (set(goals) & ({"40-100", "20-100"} | DURCH_FAMILY))
    mar = {s: (marriages(final_hands[s], trump) if mar_ok else []) for s in range(3)}
    info["marriages"] = mar
    doubles = sc.get("doubles", [])  # (seat, target, level)
    ulti_keep = "ulti" in goals and trump
    inj = sc.get("inject")  # fault injection
    tricks = []
    leader = declarer
    for t in range(10):
        trick = []
        seats = []
        order_seats = [(leader + i) % 3 for i in range(3)]
        if inj and inj["kind"] == "out_of_turn" and t == 9:
            order_seats = [(leader + 1 + i) % 3 for i in range(3)]
        for pos, s in enumerate(order_seats):
            if t == 0:
                if mar[s]:
                    events.append(
                        {
                            "type": "declare",
                            "seat": s,
                            "items": [{"kind": "marriage", "points": p} for p in mar[s]],
                        }
                    )
                for ds, tg, lv in doubles:
                    if ds == s and lv == 2:
                        events.append({"type": "double", "seat": s, "target": tg, "level": lv})
            hand = hands[s]
            # the cards on the table in order of real play
            lg = legal(hand, trick, trump)
            if ulti_keep and s == declarer and len(lg) > 1:
                lg2 = [c for c in lg if c != "7" + trump]
                lg = lg2 or lg
            card = None
            if inj and inj["kind"] != "out_of_turn" and t == inj["trick"] and s == inj["seat"] and trick:
                card = inject_card(inj["kind"], hand, trick, trump, rng)
                if card is None:
                    raise Fail("no injection here")
                marks[inj["kind"]] = len(events)
            if card is None:
                mode = sc.get("policy", {}).get(s if s != declarer else "D", "random")
                card = choose(lg, mode, trump, rng)
            if inj and inj["kind"] == "out_of_turn" and t == 9 and pos == 0:
                marks["out_of_turn"] = len(events)
            hand.remove(card)
            trick.append(card)
            seats.append(s)
            events.append({"type": "play", "seat": s, "card": card})
        if t == 0:
            for ds, tg, lv in doubles:
                if lv > 2:
                    events.append({"type": "double", "seat": ds, "target": tg, "level": lv})
        if inj and inj["kind"] == "out_of_turn" and t == 9:
            if len({su(c) for c in trick}) != 1:
                raise Fail("last trick not one suit")
        wp = winner_pos(trick, trump)
        tricks.append({"leader": leader, "seats": seats, "cards": trick, "winner": seats[wp]})
        leader = seats[wp]
    info["tricks"] = tricks
    pays = settle(info, doubles)
    return finish(sc, dealer, dealt, events, info, pays, marks)


def finish(sc, dealer, dealt, events, info, pays, marks):
    info["payments"] = pays
    if "pred" in sc and not sc["pred"](info):
        raise Fail("predicate")
    rec = []
    for f, t, a, r in pays:
        rec.append([f, t, a, r])
    wrong = sc.get("wrong_payment")
    if wrong:
        idx = [
            i
            for i, p in enumerate(rec)
            if p[0] == wrong["from"] and p[1] == wrong["to"] and p[3] == wrong["reason"]
        ]
        if not idx:
            raise Fail("no payment to falsify")
        rec[idx[0]][2] = wrong["amount"]
        info["true_amount"] = pays[idx[0]][2]
        marks["wrong_payment"] = len(events) + idx[0]
    for f, t, a, r in rec:
        events.append({"type": "payment", "from": f, "to": t, "amount": a, "reason": r})
    deal = {"dealer": dealer, "hands": [dealt[s] for s in range(3)], "events": events}
    info["marks"] = marks
    return deal, info


def inject_card(kind, hand, trick, trump, rng):
    led = su(trick[0])
    w = trick[winner_pos(trick, trump)]
    fol = [c for c in hand if su(c) == led]
    trumps = [c for c in hand if trump and su(c) == trump]
    if kind == "revoke":
        if not fol:
            return None
        other = [c for c in hand if su(c) != led and su(c) != trump]
        return other[0] if other else None
    if kind == "failure_to_trump":
        # void in the led suit, holds trumps, none of which beats the standing card (a trump)
        if fol or not trumps or su(w) != trump:
            return None
        if any(beats(c, w, trump) for c in trumps):
            return None
        other = [c for c in hand if su(c) != trump]
        return other[0] if other else None
    if kind == "failure_to_overtake":
        if not fol:
            return None
        b = [c for c in fol if beats(c, w, trump)]
        nb = [c for c in fol if not beats(c, w, trump)]
        if not b or not nb:
            return None
        return nb[0]
    if kind == "failure_to_overtrump":
        if fol or su(w) != trump:
            return None
        b = [c for c in trumps if beats(c, w, trump)]
        nb = [c for c in trumps if not beats(c, w, trump)]
        if not b or not nb:
            return None
        return nb[0]
    raise ValueError(kind)


def choose(lg, mode, trump, rng):
    o = order(trump)
    if mode == "high":
        return min(lg, key=lambda c: (su(c) != trump, o.index(rk(c))))
    if mode == "high7":
        lg2 = [c for c in lg if not (trump and c == "7" + trump)] or lg
        return min(lg2, key=lambda c: (su(c) != trump, o.index(rk(c))))
    if mode == "keepA":
        lg2 = [c for c in lg if not (trump and c == "A" + trump)]
        return rng.choice(lg2 or lg)
    if mode == "keep7":
        lg2 = [c for c in lg if not (trump and c == "7" + trump)]
        return rng.choice(lg2 or lg)
    if mode == "low":
        return max(lg, key=lambda c: o.index(rk(c)))
    return rng.choice(lg)


def settle(info, doubles):
    """Payments (from, to, amount, reason) as the source's scoring section gives them."""
    D = info["declarer"]
    defs = [s for s in range(3) if s != D]
    goals = info["goals"]
    red = info["red"]
    trump = info["trump"]
    tricks = info["tricks"]
    mar = info["marriages"]
    final = info["final"]
    won = {s: [t for t in tricks if t["winner"] == s] for s in range(3)}
    dec_tricks = len(won[D])
    cp = {s: sum(cpts(c) for t in won[s] for c in t["cards"]) for s in range(3)}
    cp[tricks[-1]["winner"]] += 10
    dec_cp = cp[D]
    def_cp = sum(cp[d] for d in defs) + sum(cpts(c) for c in info["talon"])
    dec_total = dec_cp + sum(mar[D])
    def_total = def_cp + sum(sum(mar[d]) for d in defs)
    info["card_points"] = {"declarer": dec_cp, "defenders": def_cp}
    info["totals_with_marriages"] = {"declarer": dec_total, "defenders": def_total}
    last = tricks[-1]
    seven = ("7" + trump) if trump else None
    ulti_won = bool(
        trump
        and seven in last["cards"]
        and last["seats"][last["cards"].index(seven)] == D
        and last["winner"] == D
    )

    def level(g, d):
        lv = 1
        for ds, tg, lev in doubles:
            if tg != g:
                continue
            if trump:
                lv = max(lv, lev)
            else:
                # without trumps the doubling is between the doubling defender and the declarer
                contra_by_d = any(x == d and y == g for x, y, _ in doubles)
                if ds == d or (ds == D and contra_by_d):
                    lv = max(lv, lev)
        return lv

    def mult(g):
        return 2 if red and g in TRUMP_GOALS else 1

    success = {}
    for g in goals:
        if g == "party":
            ok = dec_total > def_total and dec_tricks >= 1
        elif g == "ulti":
            ok = ulti_won
        elif g == "40-100":
            ok = ("K" + trump in final[D] and "Q" + trump in final[D]) and dec_cp + 40 >= 100
        elif g == "20-100":
            ok = (
                any("K" + s in final[D] and "Q" + s in final[D] for s in SUITS if s != trump)
                and dec_cp + 20 >= 100
            )
        elif g in DURCH_FAMILY:
            ok = dec_tricks == 10
        elif g in BETLI_FAMILY:
            ok = dec_tricks == 0
        else:
            raise ValueError(g)
        success[g] = ok
    info["success"] = success
    silent = []
    if not (set(goals) & BETLI_FAMILY) and trump:
        if "ulti" not in goals and seven in last["cards"]:
            who = last["seats"][last["cards"].index(seven)]
            silent.append(("silent-ulti", who, last["winner"] == who))
        if not ({"40-100", "20-100"} & set(goals)):
            if dec_total >= 100:
                silent.append(("silent-100", D, True))
            if def_total >= 100:
                raise Fail("defenders' silent 100 avoided")
        if not (set(goals) & DURCH_FAMILY):
            if dec_tricks == 10:
                silent.append(("silent-durchmarsch", D, True))
            if dec_tricks == 0:
                raise Fail("defenders' durchmarsch avoided")
    info["silent"] = silent
    pays = []
    replaced_party = any(s[0] == "silent-100" for s in silent)
    for g in goals:
        if g == "party" and replaced_party:
            continue
        base = VALUES[g] * mult(g)
        for d in defs:
            amt = base * level(g, d)
            if success[g]:
                pays.append((d, D, amt, g))
            else:
                pays.append((D, d, amt, g))
        if g == "ulti" and not success[g]:
            for d in defs:
                pays.append((D, d, 4 * mult(g), "ulti-penalty"))
    for name, who, ok in silent:
        val = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}[name] * (2 if red else 1)
        if ok:
            for d in defs:
                if who == D:
                    pays.append((d, D, val, name))
                else:
                    pays.append((D, d, val, name))
        else:
            assert name == "silent-ulti" and not red
            for o in range(3):
                if o != who:
                    pays.append((who, o, 4, name))
    return pays


# ----------------------------------------------------------------------------- discard helpers


def disc_keep(keep, prefer_points=False):
    """Discard two cards not in keep: low non-point cards first (or point cards first)."""

    def f(hand, rng):
        cands = [c for c in hand if c not in keep]
        cands.sort(key=lambda c: (cpts(c) if not prefer_points else -cpts(c), TR_ORDER.index(rk(c)) * -1, c))
        if len(cands) < 2:
            raise Fail("cannot discard")
        return cands[:2]

    return f


def disc_high(keep=()):
    """For betli: lay away the two highest cards."""

    def f(hand, rng):
        cands = [c for c in hand if c not in keep]
        cands.sort(key=lambda c: (NT_ORDER.index(rk(c)), c))
        return cands[:2]

    return f


def disc_n(n, keep):
    def f(hand, rng):
        cands = sorted((c for c in hand if c not in keep), key=lambda c: (cpts(c), -TR_ORDER.index(rk(c)), c))
        return cands[:n]

    return f


P = "pass"


def B(*goals, red=False):
    return {"goals": list(goals), "red": red}


def no_silent(i):
    return not i.get("silent")


def pays_sum(info):
    out = [0, 0, 0]
    for f, t, a, _ in info["payments"]:
        out[f] -= a
        out[t] += a
    return out


# ----------------------------------------------------------------------------- scenarios

S = {}

# file 01 --------------------------------------------------------------------
S["01/0"] = dict(
    dealer=0,
    trump="S",
    fixed={1: ["7D", "8D", "9D"], 2: ["7S", "AS", "10S", "KS", "QS", "JS", "AC", "AD"]},
    auction=[
        ("bid", 1, B("party"), ["7D", "8D"]),
        ("bid", 2, B("ulti"), disc_keep({"7S", "AS", "10S", "KS", "QS", "JS", "AC", "AD"})),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    doubles=[(0, "ulti", 2), (2, "ulti", 4)],
    policy={"D": "high"},
    pred=lambda i: i["success"]["ulti"] and i["success"]["party"] and no_silent(i),
)
S["01/1"] = dict(
    dealer=1,
    fixed={0: ["7S", "8S", "7C", "8C", "7D", "9S", "9C"]},
    auction=[
        ("bid", 2, B("party"), disc_keep(set())),
        ("bid", 0, B("betli"), disc_high({"7S", "8S", "7C", "8C", "7D", "9S", "9C"})),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    doubles=[(1, "betli", 2)],
    policy={"D": "low"},
    pred=lambda i: i["success"]["betli"],
)
# file 02 --------------------------------------------------------------------
S["02/0"] = dict(
    dealer=2,
    fixed={0: ["AH", "10H", "KH", "QH", "JH", "9H", "8H", "7H", "AS", "AC"]},
    auction=[
        (
            "bid",
            0,
            B("40-100", "ulti", "durchmarsch", red=True),
            disc_keep({"AH", "10H", "KH", "QH", "JH", "9H", "8H", "7H", "AS", "AC"}),
        ),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    doubles=[(2, "durchmarsch", 2)],
    pred=lambda i: all(i["success"].values()) and no_silent(i),
)
S["02/1"] = dict(
    dealer=0,
    fixed={1: ["KS", "QS", "AS", "10S", "7S"], 2: ["AH", "10H", "KH", "QH", "JH", "9H", "AD", "AC"]},
    auction=[
        ("bid", 1, B("40-100", "ulti"), disc_keep({"KS", "QS", "AS", "10S", "7S"})),
        (
            "bid",
            2,
            B("40-100", red=True),
            disc_keep({"AH", "10H", "KH", "QH", "JH", "9H", "AD", "AC", "10D", "10C"}),
        ),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    policy={"D": "high"},
    pred=lambda i: (
        i["success"]["40-100"]
        and [s[0] for s in i["silent"]] == ["silent-durchmarsch"]
        and "7H" not in i["tricks"][-1]["cards"]
    ),
)
# file 03 --------------------------------------------------------------------
S["03/0"] = dict(
    dealer=1,
    fixed={2: ["KH", "QH", "7H", "AH", "10H", "AS", "AD", "9H"]},
    auction=[
        ("bid", 2, B("party", red=True), disc_keep({"KH", "QH", "7H", "AH", "10H", "AS", "AD", "9H"})),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    policy={"D": "high7"},
    pred=lambda i: (
        sorted(s[0] for s in i["silent"]) == ["silent-100", "silent-ulti"]
        and all(s[2] for s in i["silent"])
        and i["success"]["party"]
    ),
)
S["03/1"] = dict(
    dealer=2,
    trump="C",
    fixed={1: ["7C", "8C", "AC"], 0: ["AD", "10D", "KC"]},
    auction=[
        ("bid", 0, B("party"), disc_keep({"AD", "10D", "KC"})),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    policy={1: "keep7"},
    pred=lambda i: [(s[0], s[1], s[2]) for s in i["silent"]] == [("silent-ulti", 1, True)],
)
S["03/2"] = dict(
    dealer=0,
    trump="D",
    fixed={1: ["AD", "10D", "KD", "QD", "AS"], 2: ["7D", "JC"]},
    auction=[
        ("bid", 1, B("party"), disc_keep({"AD", "10D", "KD", "QD", "AS"})),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    policy={"D": "keepA", 2: "keep7"},
    pred=lambda i: [(s[0], s[1], s[2]) for s in i["silent"]] == [("silent-ulti", 2, False)],
)
# file 04 --------------------------------------------------------------------
S["04/0"] = dict(
    dealer=1,
    auction=[
        ("bid", 2, B("party"), disc_keep(set())),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    fold=True,
)
S["04/1"] = dict(
    dealer=2,
    trump="C",
    fixed={1: ["7C", "AC", "KC", "AS", "AD"], 2: ["10C", "QC"]},
    auction=[
        ("bid", 0, B("party"), disc_keep(set())),
        ("bid", 1, B("ulti"), disc_keep({"7C", "AC", "KC", "AS", "AD"})),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    doubles=[(2, "ulti", 2)],
    pred=lambda i: "7C" in i["tricks"][-1]["cards"] and not i["success"]["ulti"] and no_silent(i),
)
# file 05 --------------------------------------------------------------------
K05 = {"AS", "10S", "KS", "QS", "JS", "9S", "7S", "KD", "QD", "AD", "AC", "AH"}
S["05/0"] = dict(
    dealer=0,
    trump="S",
    fixed={0: ["AS", "10S", "KS", "QS", "JS", "9S", "KD", "QD", "AD", "AC"], 1: ["7H", "8H", "9H"]},
    auction=[
        ("bid", 1, B("ulti"), disc_keep({"7H"})),
        ("bid", 2, B("betli"), disc_high()),
        ("bid", 0, B("20-100", "durchmarsch"), disc_keep(K05)),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    policy={"D": "high"},
    pred=lambda i: all(i["success"].values()) and no_silent(i),
)
S["05/1"] = dict(
    dealer=1,
    fixed={1: ["7S", "8S", "7C", "8C", "7D", "8D", "9S"]},
    auction=[
        ("bid", 2, B("betli"), disc_high()),
        ("pass", 0),
        ("bid", 1, B("rebetli"), disc_high({"7S", "8S", "7C", "8C", "7D", "8D", "9S"})),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    doubles=[(2, "rebetli", 2), (1, "rebetli", 4)],
    policy={"D": "low"},
    pred=lambda i: i["success"]["rebetli"],
)
# file 06: revoke in deal 1 --------------------------------------------------
S["06/0"] = dict(
    dealer=0,
    trump="C",
    fixed={1: ["KC", "QC", "7C", "AC", "10C", "JC", "9C"]},
    auction=[
        ("bid", 1, B("40-100", "ulti"), disc_keep({"KC", "QC", "7C", "AC", "10C", "JC", "9C"})),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    pred=lambda i: (not i["success"]["40-100"]) and i["success"]["ulti"] and no_silent(i),
)
S["06/1"] = dict(
    dealer=1,
    trump="S",
    fixed={2: ["7S", "AS", "10S", "KS", "JS", "9S", "AD", "AC", "10D"]},
    auction=[
        ("bid", 2, B("ulti"), disc_keep({"7S", "AS", "10S", "KS", "JS", "9S", "AD", "AC", "10D"})),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    policy={"D": "high"},
    inject={"kind": "revoke", "trick": None, "seat": 0},
    pred=lambda i: all(i["success"].values()) and no_silent(i),
)
# file 07: failure to trump (must under-trump) -------------------------------
S["07/0"] = dict(
    dealer=2,
    trump="H",
    auction=[
        ("bid", 0, B("party", red=True), disc_keep(set())),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    pred=lambda i: no_silent(i),
)
S["07/1"] = dict(
    dealer=0,
    trump="D",
    fixed={1: ["AD", "10D", "KD", "JD", "AS", "AC", "10S"], 0: ["8D"]},
    auction=[
        ("bid", 1, B("party"), disc_keep({"AD", "10D", "KD", "JD", "AS", "AC", "10S"})),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    inject={"kind": "failure_to_trump", "trick": None, "seat": 0},
    pred=lambda i: all(i["success"].values()) and no_silent(i),
)
# file 08: failure to overtake in betli --------------------------------------
S["08/0"] = dict(
    dealer=1,
    trump="C",
    auction=[
        ("bid", 2, B("party"), disc_keep(set())),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    pred=lambda i: no_silent(i),
)
S["08/1"] = dict(
    dealer=2,
    fixed={0: ["7S", "8S", "7C", "8C", "7D", "8D", "7H", "9S"]},
    auction=[
        ("bid", 0, B("betli"), disc_high({"7S", "8S", "7C", "8C", "7D", "8D", "7H", "9S"})),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    policy={"D": "low"},
    inject={"kind": "failure_to_overtake", "trick": None, "seat": 1},
    pred=lambda i: i["success"]["betli"],
)
# file 09: failure to over-trump (partner's trump on the table) ---------------
S["09/0"] = dict(
    dealer=0,
    trump="S",
    auction=[
        ("bid", 1, B("party"), disc_keep(set())),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    pred=lambda i: no_silent(i),
)
S["09/1"] = dict(
    dealer=1,
    fixed={2: ["KC", "QC", "AC", "10C", "AD", "AS"]},
    trump="C",
    auction=[
        ("bid", 2, B("40-100"), disc_keep({"KC", "QC", "AC", "10C", "AD", "AS"})),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    pred=lambda i: no_silent(i),
)
S["09/2"] = dict(
    dealer=2,
    trump="D",
    fixed={0: ["AD", "10D", "KD", "AS", "AC", "AH", "10H"], 2: ["7D", "9D"], 1: ["8D", "JD"]},
    auction=[
        ("bid", 0, B("party"), disc_keep({"AD", "10D", "KD", "AS", "AC", "AH", "10H"})),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    inject={"kind": "failure_to_overtrump", "trick": None, "seat": 2},
    pred=lambda i: all(i["success"].values()) and no_silent(i),
)
# file 10: illegal discard (one card) ----------------------------------------
S["10/0"] = dict(
    dealer=0,
    fixed={1: ["7S", "8S", "7C", "8C", "7D", "8D", "9S"]},
    auction=[
        ("bid", 1, B("betli"), disc_high({"7S", "8S", "7C", "8C", "7D", "8D", "9S"})),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    policy={"D": "low"},
    pred=lambda i: True,
)
S["10/1"] = dict(
    dealer=1,
    trump="C",
    fixed={2: ["KC", "QC", "AC", "10C", "JC", "AD", "AS", "9D"]},
    auction=[
        ("bid", 2, B("40-100"), ["9D"]),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    policy={"D": "high"},
    pred=lambda i: i["success"]["40-100"] and no_silent(i),
)
# file 11: illegal bid: ulti (5 points, 2 goals) over betli (5, 1 goal) -------
S["11/0"] = dict(
    dealer=2,
    trump="S",
    fixed={0: ["7S", "AS", "KS", "10S", "QS"]},
    auction=[
        ("bid", 0, B("ulti"), disc_keep({"7S", "AS", "KS", "10S", "QS"})),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    policy={"D": "high"},
    pred=lambda i: no_silent(i),
)
S["11/1"] = dict(
    dealer=0,
    trump="C",
    fixed={0: ["KC", "QC", "7C", "AC", "10C", "JC", "AD", "AS"]},
    auction=[
        ("bid", 1, B("betli"), disc_high()),
        ("bid", 2, B("ulti"), disc_keep(set())),
        ("bid", 0, B("40-100", "ulti"), disc_keep({"KC", "QC", "7C", "AC", "10C", "JC", "AD", "AS"})),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    policy={"D": "high"},
    pred=lambda i: all(i["success"].values()) and no_silent(i),
)
# file 12: illegal bid: red ulti (10, 2 goals) over 40-100 + durchmarsch (10, 2 goals)
S["12/0"] = dict(
    dealer=1,
    trump="D",
    auction=[
        ("bid", 2, B("party"), disc_keep(set())),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    pred=lambda i: no_silent(i),
)
S["12/1"] = dict(
    dealer=2,
    fixed={0: ["7S", "8S", "7C", "8C", "7D", "8D", "9S"]},
    auction=[
        ("bid", 0, B("betli"), disc_high({"7S", "8S", "7C", "8C", "7D", "8D", "9S"})),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    policy={"D": "low"},
    pred=lambda i: True,
)
K12 = {"AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S", "AC", "AD", "10C", "10D"}
S["12/2"] = dict(
    dealer=0,
    trump="S",
    fixed={1: ["AS", "10S", "KS", "QS", "JS", "9S", "8S", "7S", "AC", "AD"], 2: ["7H", "KH", "QH"]},
    auction=[
        ("bid", 1, B("40-100", "durchmarsch"), disc_keep(K12)),
        ("bid", 2, B("ulti", red=True), disc_keep({"7H", "KH", "QH", "AH", "10H"})),
        ("pass", 0),
        ("bid", 1, B("40-100", "ulti", "durchmarsch"), disc_keep(K12)),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    policy={"D": "high"},
    pred=lambda i: all(i["success"].values()) and no_silent(i),
)
# file 13: out of turn -------------------------------------------------------
S["13/0"] = dict(
    dealer=1,
    trump="S",
    auction=[
        ("bid", 2, B("party"), disc_keep(set())),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    pred=lambda i: no_silent(i),
)
S["13/1"] = dict(
    dealer=2,
    trump="C",
    fixed={0: ["KC", "QC", "AC", "10C", "AD", "AS", "AH"]},
    auction=[
        ("bid", 0, B("40-100"), disc_keep({"KC", "QC", "AC", "10C", "AD", "AS", "AH"})),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    policy={"D": "high"},
    inject={"kind": "out_of_turn"},
    pred=lambda i: i["success"]["40-100"] and no_silent(i) and "7C" not in i["tricks"][-1]["cards"],
)
# file 14: wrong payment: contra on ulti not applied to the defender who did not say it
S["14/0"] = dict(
    dealer=0,
    fixed={1: ["7S", "8S", "7C", "8C", "7D", "8D", "9S"]},
    auction=[
        ("bid", 1, B("betli"), disc_high({"7S", "8S", "7C", "8C", "7D", "8D", "9S"})),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    doubles=[(0, "betli", 2)],
    policy={"D": "low"},
    pred=lambda i: True,
)
S["14/1"] = dict(
    dealer=1,
    trump="S",
    fixed={2: ["7S", "AS", "10S", "KS", "QS", "JS", "AC", "AD"]},
    auction=[
        ("bid", 2, B("ulti"), disc_keep({"7S", "AS", "10S", "KS", "QS", "JS", "AC", "AD"})),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    doubles=[(0, "ulti", 2)],
    policy={"D": "high"},
    wrong_payment={"from": 1, "to": 2, "reason": "ulti", "amount": 4},
    pred=lambda i: all(i["success"].values()) and no_silent(i),
)
# file 15: wrong payment: a defender's lost trump seven (silent ulti failed) --
S["15/0"] = dict(
    dealer=2,
    trump="C",
    auction=[
        ("bid", 0, B("party"), disc_keep(set())),
        ("pass", 1),
        ("pass", 2),
        ("pass", 0),
    ],
    pred=lambda i: no_silent(i),
)
S["15/1"] = dict(
    dealer=0,
    fixed={1: ["7S", "8S", "7C", "8C", "7D", "8D", "9S"]},
    auction=[
        ("bid", 1, B("betli"), disc_high({"7S", "8S", "7C", "8C", "7D", "8D", "9S"})),
        ("pass", 2),
        ("pass", 0),
        ("pass", 1),
    ],
    policy={"D": "low"},
    pred=lambda i: True,
)
S["15/2"] = dict(
    dealer=1,
    trump="D",
    fixed={2: ["AD", "10D", "KD", "QD", "AS"], 0: ["7D", "JC"]},
    auction=[
        ("bid", 2, B("party"), disc_keep({"AD", "10D", "KD", "QD", "AS"})),
        ("pass", 0),
        ("pass", 1),
        ("pass", 2),
    ],
    policy={"D": "keepA", 0: "keep7"},
    wrong_payment={"from": 0, "to": 1, "reason": "silent-ulti", "amount": 2},
    pred=lambda i: [(s[0], s[1], s[2]) for s in i["silent"]] == [("silent-ulti", 0, False)],
)

FILES = [
    (
        "01-ulti-contra-recontra-then-betli-contra",
        ["01/0", "01/1"],
        "Party+ulti (talon taken over a party bid), ulti contra and recontra, marriages; then betli with one defender's contra (no trumps: only that defender's payment doubles).",
    ),
    (
        "02-red-40-100-ulti-durchmarsch-then-silent-durchmarsch",
        ["02/0", "02/1"],
        "Red 40-100 + ulti + durchmarsch (28) with a contra on durchmarsch; then red 40-100 (8, one goal) over 40-100 + ulti (8, two goals), won with every trick: silent durchmarsch.",
    ),
    (
        "03-silent-bonuses",
        ["03/0", "03/1", "03/2"],
        "Red party with silent 100 (replaces the party) and silent ulti; a defender's silent ulti; a defender's lost trump seven (pays 4 to each other player).",
    ),
    (
        "04-fold-then-ulti-failed-contra",
        ["04/0", "04/1"],
        "Plain party folded (2 to each defender); then party+ulti with a contra on ulti, the seven lost in the last trick (ulti doubled + penalty 4 undoubled).",
    ),
    (
        "05-auction-ladder-20-100-durchmarsch-rebetli",
        ["05/0", "05/1"],
        "Ulti, betli over it (same points, fewer goals), 20-100 + durchmarsch won; then rebetli after a pass and a later bid, contra and recontra by one defender.",
    ),
    (
        "06-revoke-in-second-deal",
        ["06/0", "06/1"],
        "40-100 failed + ulti won; then a defender's revoke in a party+ulti game the declarer wins.",
    ),
    (
        "07-failure-to-trump-in-second-deal",
        ["07/0", "07/1"],
        "Red party; then a defender, void in the suit led and unable to beat the trump on the table, throws a side card instead of a trump.",
    ),
    (
        "08-failure-to-overtake-betli-second-deal",
        ["08/0", "08/1"],
        "Party; then betli in which a defender follows suit under the declarer's card while holding a card that beats it.",
    ),
    (
        "09-failure-to-overtrump-third-deal",
        ["09/0", "09/1", "09/2"],
        "Party; 40-100; then a party game in which a defender, void in the suit led, under-trumps while able to beat the trump on the table.",
    ),
    (
        "10-illegal-discard-second-deal",
        ["10/0", "10/1"],
        "Betli; then the first bidder lays away one card instead of two.",
    ),
    (
        "11-illegal-bid-ulti-over-betli",
        ["11/0", "11/1"],
        "Party+ulti; then 'ulti' (5 points, 2 goals) bid over betli (5 points, 1 goal): not higher. Outbid by 40-100 + ulti.",
    ),
    (
        "12-illegal-bid-red-ulti-equal-third-deal",
        ["12/0", "12/1", "12/2"],
        "Party; betli; then red ulti (10, 2 goals) bid over 40-100 + durchmarsch (10, 2 goals): equal, not higher. Outbid by 40-100 + ulti + durchmarsch.",
    ),
    (
        "13-out-of-turn-last-trick-second-deal",
        ["13/0", "13/1"],
        "Party; then 40-100 in which the last trick is led by a player who did not win the ninth.",
    ),
    (
        "14-wrong-payment-contra-both-defenders",
        ["14/0", "14/1"],
        "Betli with contra; then party+ulti with a contra by one defender: the other defender pays the ulti undoubled (wrong: with trumps the contra applies to both).",
    ),
    (
        "15-wrong-payment-lost-seven-third-deal",
        ["15/0", "15/1", "15/2"],
        "Party; betli; then a defender loses the trump seven in the last trick and pays the other defender 2 instead of 4.",
    ),
]


def run_scenario(key, rng):
    sc = S[key]
    inj = sc.get("inject")
    for _ in range(40000):
        sub = random.Random(rng.random())
        sc2 = dict(sc)
        if inj and inj.get("kind") != "out_of_turn" and inj.get("trick") is None:
            sc2["inject"] = dict(inj, trick=sub.randrange(0, 9))
        try:
            deal, info = build_deal(sub, sc2)
        except Fail:
            continue
        if inj and inj["kind"] not in info["marks"]:
            continue
        return deal, info
    raise SystemExit("no deal found for " + key)


def main():
    rng = random.Random(SEED)
    summary = {}
    for name, keys, desc in FILES:
        deals = []
        infos = []
        for k in keys:
            d, i = run_scenario(k, rng)
            deals.append(d)
            infos.append(i)
        tr = {
            "format": "trick-transcript/1",
            "game": "ulti",
            "rules": {"preset": "standard"},
            "players": PLAYERS,
            "meta": {"round": "ulti-fresh-4", "description": desc},
            "deals": deals,
        }
        with open(os.path.join(HERE, name + ".json"), "w", encoding="utf-8") as f:
            json.dump(tr, f, ensure_ascii=False, indent=1)
            f.write("\n")
        summary[name] = [
            {
                "declarer": i["declarer"],
                "goals": i["goals"],
                "red": i["red"],
                "trump": i["trump"],
                "success": i.get("success"),
                "silent": i.get("silent"),
                "card_points": i.get("card_points"),
                "totals_with_marriages": i.get("totals_with_marriages"),
                "marriages": i.get("marriages"),
                "payments": i["payments"],
                "net": pays_sum(i),
                "marks": i["marks"],
                "true_amount": i.get("true_amount"),
                "talon": i["talon"],
            }
            for i in infos
        ]
    with open(os.path.join(HERE, "_summary.txt"), "w", encoding="utf-8") as f:
        json.dump(summary, f, ensure_ascii=False, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
