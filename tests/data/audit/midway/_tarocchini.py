"""Tarocchini (Russian Wikipedia text) models for mid-session records.

Ottocento: random deals and plays, kept only when neither team's cards (tricks, plus the dealer's
discards for the dealer's team) hold anything that could be a combination under any reading
(see no_combination), no one declares, the dealer takes a trick, the Matto's trick goes to the
Matto's own team (no exchange), and no trick is decided between equal Moretti. The score is then
the card points only: counted in pairs, one off per pair, plus 6 for the last trick.

Terziglio: constructed deals where the declarer (eldest, gioco) takes every trick: 40 game points.
"""

import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]   # swords, batons
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins
FIVE = {"T20", "T19", "T0", "MATTO"}
CONTATORI = {"T0", "MATTO"}
MORETTI = {"T1", "T2", "T3", "T4"}


def deck():
    d = []
    for s in SUITS:
        d += [r + s for r in (LONG if s in "SB" else ROUND)]
    d += ["T%d" % i for i in range(21)] + ["MATTO"]
    return d


def trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    return "T" if trump(c) else c[-1]


def strength(c):
    if trump(c):
        v = int(c[1:])
        return 200 + (4 if 1 <= v <= 4 else v)
    order = LONG if c[-1] in "SB" else ROUND
    return 100 - order.index(c[:-1])


def value(c):
    if c in FIVE:
        return 5
    if trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


CRICCA = {"K": (17, 34), "Q": (14, 28), "N": (13, 26), "J": (12, 24)}


def combinations(cards):
    """(points, ok). ok is False when the cards hold something whose score the source leaves open
    or that this model does not score: a tarocchi cricca (its Bagatto/Matto also contatori), a
    suit or trump sequence under any reading, three or more cricche or sequences (doubling).
    Scored: cricche of kings/queens/knights/jacks (contatori never in a cricca) and the Moretti
    and aces sequences: two real cards plus a third that may be a contatore, 10 for three and 5
    for each card more, up to six."""
    cs = set(cards)
    c = len(cs & CONTATORI)
    if len(cs & {"T20", "T19", "T0", "MATTO"}) >= 3:
        return None, False
    for s in SUITS:
        if "K" + s in cs:
            q = sum(1 for r in "QNJ" if r + s in cs)
            if q >= 2 or (q == 1 and c >= 1):
                return None, False
    if "T20" in cs:
        g = len(cs & {"T19", "T18", "T17"})
        if g >= 2 or (g == 1 and c >= 1):
            return None, False
    pts = 0
    ncr = 0
    detail = []
    for r in "KQNJ":
        k = sum(1 for s in SUITS if r + s in cs)
        if k >= 3:
            pts += CRICCA[r][k - 3]
            ncr += 1
            detail.append(("cricca", r, k))
    nseq = 0
    m = len(cs & MORETTI)
    a = sum(1 for s in SUITS if "1" + s in cs)
    for name, real in (("moretti", m), ("aces", a)):
        if real >= 2 and real + c >= 3:
            ln = min(real + c, 6)
            pts += 10 + 5 * (ln - 3)
            nseq += 1
            detail.append(("sequence", name, ln))
    if ncr >= 3 or nseq >= 3:
        return None, False
    return (pts, detail), True


def legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = next((suit(c) for _, c in trick if c != "MATTO"), None)
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if trump(c)]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


def winner(trick):
    led = next(suit(c) for _, c in trick if c != "MATTO")
    best = None
    for s, c in trick:
        if c == "MATTO":
            continue
        if suit(c) != led and not trump(c):
            continue
        if best is None:
            best = (s, c)
            continue
        if trump(c) and not trump(best[1]):
            best = (s, c)
        elif suit(c) == suit(best[1]) and strength(c) >= strength(best[1]):
            # equal strength only for Moretti: the last one played (source); such tricks are rejected
            best = (s, c)
    return best[0]


def moretti_tie(trick, w):
    wc = dict(trick)[w]
    if wc not in MORETTI:
        return False
    return sum(1 for _, c in trick if c in MORETTI) >= 2


def team(s):
    return s % 2


def card_points(cards):
    assert len(cards) % 2 == 0
    return sum(value(c) for c in cards) - len(cards) // 2


def ottocento_deal(seed, dealer):
    rng = random.Random(seed)
    n = 4
    for _ in range(2000000):
        d = deck()
        rng.shuffle(d)
        hands = [None] * n
        pos = 0
        for i in range(n):
            s = (dealer + 1 + i) % n
            k = 17 if s == dealer else 15
            hands[s] = d[pos:pos + k]
            pos += k
        h = [list(x) for x in hands]
        cand = [c for c in h[dealer] if c not in FIVE and not (not trump(c) and c[:-1] == "K")]
        disc = rng.sample(cand, 2)
        for c in disc:
            h[dealer].remove(c)
        res = _play_ott(rng, dealer, h)
        if res is None:
            continue
        log, matto = res
        if any(moretti_tie(tr, w) for tr, w in log):
            continue
        wins = [sum(1 for _, w in log if w == s) for s in range(n)]
        if wins[dealer] == 0:
            continue
        mt, mw, ms = matto
        if team(mw) != team(ms):
            continue
        piles = {0: [], 1: []}
        for tr, w in log:
            for s, c in tr:
                piles[team(w)].append(c)
        combos = {}
        bad = False
        for t in (0, 1):
            with_d = piles[t] + (disc if t == team(dealer) else [])
            r1, ok1 = combinations(with_d)
            r2, ok2 = combinations(piles[t])
            if not (ok1 and ok2) or r1[0] != r2[0]:
                bad = True
                break
            combos[t] = r1
        if bad:
            continue
        piles[team(dealer)] += disc
        lw = log[-1][1]
        cardp = {t: card_points(piles[t]) + (6 if team(lw) == t else 0) for t in (0, 1)}
        assert cardp[0] + cardp[1] == 93
        score = {t: cardp[t] + combos[t][0] for t in (0, 1)}
        ev = [{"type": "discard", "seat": dealer, "cards": disc}]
        for i in range(n):
            ev.append({"type": "declare", "seat": (dealer + 1 + i) % n, "items": []})
        for tr, w in log:
            for s, c in tr:
                ev.append({"type": "play", "seat": s, "card": c})
        info = {"dealer": dealer, "wins": wins, "last_winner": lw, "matto": matto,
                "pile_sizes": {t: len(piles[t]) for t in piles}, "card_points": cardp,
                "combos": combos, "score": score}
        return {"dealer": dealer, "hands": hands, "events": ev}, info
    raise RuntimeError("no deal")


def _play_ott(rng, dealer, h):
    n = 4
    hh = [list(x) for x in h]
    leader = (dealer + 1) % n
    log = []
    matto = None
    for t in range(15):
        trick = []
        for i in range(n):
            s = (leader + i) % n
            lg = legal(hh[s], trick)
            if "MATTO" in lg and trick:
                c = "MATTO"
            else:
                lg2 = [c for c in lg if c != "MATTO"]
                if not lg2:
                    return None
                c = rng.choice(lg2)
            hh[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        for s, c in trick:
            if c == "MATTO":
                if t == 14:
                    return None
                matto = (t, w, s)
        log.append((trick, w))
        leader = w
    return log, matto


def terziglio_allwin(seed, dealer, king_hand="KS", pip_hand="7C", king_widow="KB"):
    """Eldest (dealer+1) holds T5-T20, a king and a pip; the widow holds another king and the
    Matto; he bids gioco, takes the king, discards the pip, and takes every trick."""
    rng = random.Random(seed)
    n = 3
    decl = (dealer + 1) % n
    mine = ["T%d" % i for i in range(5, 21)] + [king_hand, pip_hand]
    rest = [c for c in deck() if c not in mine and c not in (king_widow, "MATTO")]
    rng.shuffle(rest)
    widow = [king_widow, "MATTO"] + rest[:6]
    rng.shuffle(widow)
    opp = rest[6:]
    hands = [None] * n
    hands[decl] = list(mine)
    rng.shuffle(hands[decl])
    hands[(decl + 1) % n] = opp[:18]
    hands[(decl + 2) % n] = opp[18:]
    hh = [list(x) for x in hands]
    hh[decl].append(king_widow)
    hh[decl].remove(pip_hand)
    ev = [{"type": "bid", "seat": decl, "bid": "gioco"},
          {"type": "bid", "seat": (decl + 1) % n, "bid": "pass"},
          {"type": "bid", "seat": (decl + 2) % n, "bid": "pass"},
          {"type": "take", "seat": decl, "cards": [king_widow]},
          {"type": "discard", "seat": decl, "cards": [pip_hand]}]
    for i in range(n):
        ev.append({"type": "declare", "seat": (decl + i) % n, "items": []})
    for t in range(18):
        opp_trumps = any(trump(c) for s in range(n) if s != decl for c in hh[s])
        trumps = sorted([c for c in hh[decl] if trump(c)], key=strength, reverse=True)
        kings = [c for c in hh[decl] if not trump(c)]
        lead = trumps[0] if (opp_trumps or not kings) else kings[0]
        trick = [(decl, lead)]
        hh[decl].remove(lead)
        for i in (1, 2):
            s = (decl + i) % n
            c = rng.choice(legal(hh[s], trick))
            hh[s].remove(c)
            trick.append((s, c))
        w = winner(trick)
        assert w == decl, trick
        for s, c in trick:
            ev.append({"type": "play", "seat": s, "card": c})
    widow_order = list(widow)
    return {"dealer": dealer, "hands": hands, "talon": widow_order, "events": ev}, {"declarer": decl, "dealer": dealer}
