"""Own blind model of Ulti, written from the Japanese source (003_bb2f67de7752728b.txt) only.

Used by gen.py to build transcripts: deals, auction with talon passing, legal play
(follow / trump / overtake), goals, silent bonuses, contra, settlement.
"""

from __future__ import annotations

import random

SUITS = "HDSC"
RANK_T = ["A", "10", "K", "Q", "J", "9", "8", "7"]  # with trumps, high -> low
RANK_N = ["A", "K", "Q", "J", "10", "9", "8", "7"]  # without trumps
DECK = [r + s for s in SUITS for r in RANK_T]

# standard point table (source main text)
STD = {
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
    "four-aces": 4,
}
STD_SILENT = {"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3}
# UltiNet.hu table quoted by the source
NET = {
    "party": 1,
    "four-aces": 3,
    "40-100": 4,
    "ulti": 4,
    "betli": 5,
    "20-100": 6,
    "durchmarsch": 7,
    "four-tens": 9,
}
NET_SILENT = {"silent-ulti": 2, "silent-100": 1, "silent-durchmarsch": 4}

NO_TRUMP_GOALS = {"betli", "rebetli", "open-betli", "redurchmarsch"}
BETLI = {"betli", "rebetli", "open-betli"}


def suit(c):
    return c[-1]


def rank(c):
    return c[:-1]


def normalize(goals):
    g = list(goals)
    if ("ulti" in g or "four-aces" in g or "four-tens" in g) and len(g) == 1:
        g = ["party"] + g
    return g


def bid_key(bid, table="standard"):
    """(points, -goals) for the standard hierarchy; (points,) for UltiNet."""
    goals = normalize(bid["goals"])
    red = bid.get("red", False)
    if table == "standard":
        pts = 0
        for g in goals:
            v = STD[g]
            if red and g in ("party", "ulti", "40-100", "20-100", "durchmarsch", "four-aces"):
                v *= 2
            if red and g == "betli":
                v = 10
            pts += v
        return (pts, -len(goals))
    pts = 0
    for g in goals:
        if g == "party" and len(goals) > 1:
            continue
        pts += NET[g]
    return (pts,)


def beats(c, w, trump, order):
    """Does card c beat the currently winning card w?"""
    if trump and suit(c) == trump and suit(w) != trump:
        return True
    if suit(c) != suit(w):
        return False
    return order.index(rank(c)) < order.index(rank(w))


def trick_winner_idx(cards, trump, order):
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], trump, order):
            best = i
    return best


def legal(hand, trick, trump, order):
    """Cards allowed: follow suit; else trump; within that, beat the trick if able."""
    if not trick:
        return list(hand)
    led = suit(trick[0])
    cand = [c for c in hand if suit(c) == led]
    if not cand and trump:
        cand = [c for c in hand if suit(c) == trump]
    if not cand:
        cand = list(hand)
    w = trick[trick_winner_idx(trick, trump, order)]
    beat = [c for c in cand if beats(c, w, trump, order)]
    return beat or cand


def fault_kind(card, hand, trick, trump, order):
    """Classify an illegal card (None if legal)."""
    if card in legal(hand, trick, trump, order):
        return None
    led = suit(trick[0])
    if suit(card) != led and any(suit(c) == led for c in hand):
        return "revoke"
    if suit(card) != led and trump and suit(card) != trump and any(suit(c) == trump for c in hand):
        return "failure_to_trump"
    return "failure_to_overtake"


def points(cards):
    return sum(10 for c in cards if rank(c) in ("A", "10"))


def marriages(hand, trump):
    out = []
    for s in SUITS:
        if "K" + s in hand and "Q" + s in hand:
            out.append((s, 40 if s == trump else 20))
    return out


class Rng(random.Random):
    pass


TRUMP_GOALS = ("party", "ulti", "40-100", "20-100", "durchmarsch", "four-aces", "four-tens")
DURCH = {"durchmarsch", "open-durchmarsch", "redurchmarsch"}


def strength(c, trump, order):
    base = 8 - order.index(rank(c))
    return base + (20 if trump and suit(c) == trump else 0)


def goal_value(g, red, table):
    if table == "ultinet":
        return NET[g] * (2 if red else 1)
    if g == "betli" and red:
        return 10
    v = STD[g]
    if red and g in TRUMP_GOALS:
        v *= 2
    return v


def play_deal(hands, declarer, trump, goals, rng, policy, fault=None, keep7=True):
    """Play 10 tricks from final hands (dict seat->list). Returns result dict."""
    order = RANK_T if trump else RANK_N
    hands = {s: list(h) for s, h in hands.items()}
    start = {s: list(h) for s, h in hands.items()}
    leader = declarer
    tricks = []
    faults = []
    ulti_decl = "ulti" in goals
    for t in range(10):
        cards = []
        seats = []
        for k in range(3):
            s = (leader + k) % 3
            h = hands[s]
            lg = legal(h, cards, trump, order)
            if keep7 and ulti_decl and s == declarer and trump and len(lg) > 1 and ("7" + trump) in lg:
                lg = [c for c in lg if c != "7" + trump]
            card = None
            if fault is not None and not faults:
                card = fault(dict(seat=s, hand=h, trick=cards, trump=trump, order=order, legal=lg,
                                  trick_no=t, declarer=declarer, pos=k, rng=rng))
            if card is not None:
                if isinstance(card, tuple):
                    card, kind = card
                else:
                    kind = fault_kind(card, h, cards, trump, order)
                faults.append((t, k, s, card, kind))
            else:
                pol = policy.get(s, "rand")
                if pol == "rand" or rng.random() < 0.25:
                    card = rng.choice(lg)
                else:
                    lg2 = sorted(lg, key=lambda c: strength(c, trump, order))
                    card = lg2[-1] if pol == "hi" else lg2[0]
            h.remove(card)
            cards.append(card)
            seats.append(s)
        wi = trick_winner_idx(cards, trump, order)
        w = seats[wi]
        tricks.append(dict(leader=leader, seats=seats, cards=cards, winner=w))
        leader = w
    return dict(tricks=tricks, start=start, faults=faults, trump=trump, order=order)


def analyse(res, declarer, trump, goals, red, table, talon, declared, contras, fold=False,
            opts=None):
    """Settle. declared: seat -> list of marriage points declared. contras: list of
    (seat, target, level, against) ; returns (payments, info)."""
    opts = opts or {}
    D = declarer
    defs = [s for s in range(3) if s != D]
    pays = []  # (from, to, amount, reason)
    if fold:
        for d in defs:
            pays.append((D, d, 2, "fold"))
        return pays, {}
    goals = normalize(goals)
    tricks = res["tricks"]
    won = {s: [] for s in range(3)}
    ntr = {s: 0 for s in range(3)}
    for i, t in enumerate(tricks):
        won[t["winner"]] += t["cards"]
        ntr[t["winner"]] += 1
    cp = {s: points(won[s]) for s in range(3)}
    cp[tricks[-1]["winner"]] += 10 if trump else 0
    if not trump:
        cp = {s: 0 for s in range(3)}
    mar = {s: sum(declared.get(s, [])) for s in range(3)}
    dp = cp[D] + mar[D]
    fp = sum(cp[d] + mar[d] for d in defs) + (points(talon) if trump else 0)
    start = res["start"]
    last = tricks[-1]
    info = dict(cp=cp, dp=dp, fp=fp, ntr=ntr, won=won)
    trump_goal_game = trump is not None
    m = 2 if red and trump_goal_game else 1

    def level(g, d):
        lv = 1
        for (s, tg, l, against) in contras:
            if tg != g:
                continue
            if trump_goal_game:
                lv = max(lv, l)
            else:
                if s == d or (s == D and against == d) or (s != D and l > 2 and against == d):
                    lv = max(lv, l)
        return lv

    made = {}
    for g in goals:
        if g == "party":
            ok = ntr[D] >= 1 and dp > fp
        elif g == "ulti":
            i = last["seats"].index(D)
            ok = last["winner"] == D and last["cards"][i] == "7" + trump
        elif g == "40-100":
            ok = ("K" + trump in start[D] and "Q" + trump in start[D]) and cp[D] + 40 >= 100
        elif g == "20-100":
            has20 = any(p == 20 for _, p in marriages(start[D], trump))
            ok = has20 and cp[D] + 20 >= 100
        elif g in DURCH:
            ok = ntr[D] == 10
        elif g in BETLI:
            ok = ntr[D] == 0
        elif g == "four-aces":
            ok = all(("A" + s) in won[D] for s in SUITS)
        elif g == "four-tens":
            ok = all(("10" + s) in won[D] for s in SUITS)
        else:
            raise ValueError(g)
        made[g] = ok
    info["made"] = made
    silent = {}
    stab = NET_SILENT if table == "ultinet" else STD_SILENT
    betli_game = any(g in BETLI for g in goals)
    replaced_party = None
    if not betli_game and trump:
        if "ulti" not in goals:
            p = None
            for s, c in zip(last["seats"], last["cards"]):
                if c == "7" + trump:
                    p = s
            if p is not None:
                silent["silent-ulti"] = (p, last["winner"] == p)
        if "40-100" not in goals and "20-100" not in goals:
            if dp >= 100:
                silent["silent-100"] = (D, True)
            elif fp >= 100:
                silent["silent-100"] = ("defs", True)
        if not any(g in DURCH for g in goals):
            allow = True
            if table == "ultinet" and ("four-aces" in goals or "four-tens" in goals):
                allow = False
            if ntr[D] == 10 and allow:
                silent["silent-durchmarsch"] = (D, True)
    info["silent"] = silent
    for g in goals:
        v = goal_value(g, red, table)
        if g == "party" and "silent-100" in silent:
            continue
        for d in defs:
            amt = v * level(g, d)
            if made[g]:
                pays.append((d, D, amt, g))
            else:
                pays.append((D, d, amt, g))
        if g == "ulti" and not made[g]:
            for d in defs:
                pays.append((D, d, 4 * m, "ulti-penalty"))
    for b, (who, ok) in silent.items():
        v = stab[b] * m
        if b == "silent-ulti" and not ok:
            for o in range(3):
                if o != who:
                    pays.append((who, o, 4 * m, b))
            continue
        if who == D:
            for d in defs:
                pays.append((d, D, v, b))
        else:
            for d in defs:
                pays.append((D, d, v, b))
    return pays, info
