"""Deal simulation and scoring for tarocchini-spec13 (uses _model.py)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from _model import (  # noqa: E402
    DECK,
    card_points,
    combo_total,
    combos,
    declared_points,
    is_pip,
    is_trump,
    legal,
    piles,
    play_deal,
    readings,
    rng_for,
    safe_declaration,
    suit,
    trick_winner,
    value,
)


def score_side(pile, extra, decl_pts, last, r, double_three=True):
    cs = combos(pile, r, extra)
    return {
        "declarations": decl_pts,
        "combinations": combo_total(cs, r, double_three),
        "card_points": card_points(list(pile) + list(extra), r["odd"]),
        "last_trick": 6 if last else 0,
        "_combos": cs,
        "_ncards": len(pile) + len(extra),
    }


def total(b):
    return b["declarations"] + b["combinations"] + b["card_points"] + b["last_trick"]


# ---------------------------------------------------------------- Ottocento


def score_ottocento(d, tricks, r):
    pile, minfo = piles(tricks, lambda s: s % 2, 2)
    if pile is None:
        return None
    dealer = d["dealer"]
    dealer_tricks = sum(1 for _, w in tricks if w == dealer)
    disc_team = dealer % 2 if dealer_tricks > 0 else 1 - dealer % 2
    last_team = tricks[-1][1] % 2
    res = {}
    for team in (0, 1):
        extra = d["discard"] if team == disc_team else []
        dp = sum(declared_points(d["decls"][s], r) for s in (team, team + 2))
        res[team] = score_side(pile[team], extra, dp, last_team == team, r)
    res["_matto"] = minfo
    return res


def robust_ottocento(d, tricks):
    results = [score_ottocento(d, tricks, r) for r in readings()]
    if any(x is None for x in results):
        return None
    base = results[0]
    for res in results[1:]:
        for team in (0, 1):
            for k in ("declarations", "combinations", "card_points", "last_trick"):
                if res[team][k] != base[team][k]:
                    return None
    return base


def ottocento(seed, dealer, declare=True, decl_prob=0.8, fault=None):
    """One Ottocento deal. Returns None when the deal is not robust over the readings."""
    rng = rng_for(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    hands = [deck[15 * i : 15 * i + 15] for i in range(4)]
    widow = deck[60:]
    dealt = [list(h) for h in hands]
    dealt[dealer] = dealt[dealer] + widow
    full = list(dealt[dealer])
    pips = [c for c in full if is_pip(c)]
    if len(pips) < 2:
        return None
    discard = rng.sample(pips, 2)
    play_hands = [list(h) for h in dealt]
    for c in discard:
        play_hands[dealer].remove(c)
    order = [(dealer + 1 + k) % 4 for k in range(4)]
    decls = {}
    for s in order:
        decls[s] = safe_declaration(play_hands[s], rng, prob=decl_prob) if declare else []
    leader = (dealer + 1) % 4
    out = play_deal(play_hands, leader, 15, rng, 4, lambda s: s % 2, fault=fault)
    if out is None:
        return None
    plays, tricks, _, planted, _ = out
    if not any(w == dealer for _, w in tricks):
        return None
    if not any(w % 2 == 0 for _, w in tricks) or not any(w % 2 == 1 for _, w in tricks):
        return None
    d = {
        "seed": seed,
        "dealer": dealer,
        "dealt": dealt,
        "hands15": hands,
        "play_hands": play_hands,
        "widow": widow,
        "discard": discard,
        "decls": decls,
        "order": order,
        "plays": plays,
        "tricks": tricks,
        "planted": planted,
    }
    base = robust_ottocento(d, tricks)
    if base is None:
        return None
    d["score"] = base
    d["matto"] = base["_matto"]
    d["totals"] = {t: total(base[t]) for t in (0, 1)}
    return d


def endings(hands, leader, nplayers, done_tricks):
    """Every legal ending from the position: yields full trick lists."""
    ntr = len(hands[0])

    def rec(hands, leader, tricks):
        if all(len(h) == 0 for h in hands):
            yield list(tricks)
            return
        def play(k, cur, led, hands):
            if k == nplayers:
                w = trick_winner(cur)
                tricks.append((list(cur), w))
                yield from rec(hands, w, tricks)
                tricks.pop()
                return
            s = (leader + k) % nplayers
            opts = legal(hands[s], led) if k else list(hands[s])
            for c in dict.fromkeys(opts):
                nh = [list(h) for h in hands]
                nh[s].remove(c)
                cur.append((s, c))
                nled = led if (led is not None or c == "MATTO") else suit(c)
                yield from play(k + 1, cur, nled, nh)
                cur.pop()
        yield from play(0, [], None, hands)

    del ntr
    yield from rec([list(h) for h in hands], leader, list(done_tricks))


def find(fn, start, pred=lambda d: True, limit=20000, **kw):
    s = start
    while s < start + limit:
        d = fn(s, **kw)
        if d is not None and pred(d):
            return d
        s += 1
    raise RuntimeError("no deal found")


# ---------------------------------------------------------------- Terziglio


def score_terziglio(t, tricks, r):
    decl = t["declarer"]
    side_of = lambda s: 0 if s == decl else 1  # noqa: E731
    pile, minfo = piles(tricks, side_of, 2)
    if pile is None:
        return None
    dtricks = sum(1 for _, w in tricks if w == decl)
    last_side = side_of(tricks[-1][1])
    if t["contract"] == "gioco":
        extra_side = 0 if dtricks > 0 else 1
    else:
        extra_side = last_side
    res = {}
    for side in (0, 1):
        extra = t["rest_widow"] if side == extra_side else []
        dp = sum(declared_points(t["decls"][s], r) for s in range(3) if side_of(s) == side)
        res[side] = score_side(pile[side], extra, dp, last_side == side, r)
    res["gp"] = game_points(res, t["contract"], dtricks, len(tricks), t["solo_doubles_all"])
    res["_matto"] = minfo
    res["_dtricks"] = dtricks
    return res


def robust_terziglio(t, tricks):
    results = [score_terziglio(t, tricks, r) for r in readings()]
    if any(x is None for x in results):
        return None
    base = results[0]
    for res in results[1:]:
        if res["gp"][:2] != base["gp"][:2]:
            return None
    return base


def terziglio(seed, dealer, widow_n=8, contract="gioco", declare=True, decl_prob=0.8,
              solo_doubles_all=False, take_n=2, fault=None, declarer_pick=None):
    rng = rng_for(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    n = 18 if widow_n == 8 else 19
    hands = [deck[n * i : n * i + n] for i in range(3)]
    widow = deck[3 * n :]
    order = [(dealer + 1 + k) % 3 for k in range(3)]
    # declarer: most trumps (ties: earliest in order)
    declarer = max(order, key=lambda s: (sum(1 for c in hands[s] if is_trump(c)), -order.index(s)))
    if declarer_pick is not None:
        declarer = declarer_pick
    bids = [(s, contract if s == declarer else "pass") for s in order]
    play_hands = [list(h) for h in hands]
    take, disc = [], []
    if contract == "gioco":
        # take the take_n best widow cards, lay away as many pips (never 5-point cards)
        best = sorted(widow, key=lambda c: (-value(c), c))[:take_n]
        take = best
        play_hands[declarer] += take
        pips = [c for c in play_hands[declarer] if is_pip(c) and c not in take]
        if len(pips) < take_n:
            return None
        disc = rng.sample(pips, take_n)
        for c in disc:
            play_hands[declarer].remove(c)
    rest_widow = [c for c in widow if c not in take] + disc
    decls = {}
    for s in order:
        decls[s] = safe_declaration(play_hands[s], rng, prob=decl_prob) if declare else []
    side_of = lambda s: 0 if s == declarer else 1  # noqa: E731
    out = play_deal(play_hands, order[0], n, rng, 3, side_of, fault=fault)
    if out is None:
        return None
    plays, tricks, _, planted, _ = out
    t = {
        "seed": seed,
        "dealer": dealer,
        "hands": hands,
        "play_hands": play_hands,
        "widow": widow,
        "rest_widow": rest_widow,
        "order": order,
        "declarer": declarer,
        "bids": bids,
        "contract": contract,
        "take": take,
        "discard": disc,
        "decls": decls,
        "plays": plays,
        "tricks": tricks,
        "planted": planted,
        "solo_doubles_all": solo_doubles_all,
        "n": n,
    }
    base = robust_terziglio(t, tricks)
    if base is None:
        return None
    t["score"] = base
    t["matto"] = base["_matto"]
    t["dtricks"] = base["_dtricks"]
    t["sides"] = {s: total(base[s]) for s in (0, 1)}
    t["gp"] = base["gp"]
    return t


def round50(x):
    lo = (x // 50) * 50
    if lo + 50 - x < 5:
        return lo + 50
    return lo


def game_points(res, contract, dtricks, ntricks, solo_doubles_all=False):
    """(winner side, game points, points). Side 0 = declarer."""
    if dtricks == ntricks or dtricks == 0:
        w = 0 if dtricks == ntricks else 1
        gp = 40
        if contract == "solo" and solo_doubles_all:
            gp *= 2
        return (w, gp, "all_tricks")
    d, o = total(res[0]), total(res[1])
    w = 0 if d > o else 1
    pts = total(res[w])
    gp = round50(pts) // 50
    if contract == "solo":
        gp *= 2
    return (w, gp, pts)


def seat_gp(t, gp=None):
    """winners_score: each player of the winning side is written the game points."""
    w, g, _ = t["gp"] if gp is None else gp
    out = {}
    for s in range(3):
        side = 0 if s == t["declarer"] else 1
        out[s] = g if side == w else 0
    return out
