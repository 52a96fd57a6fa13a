# Copied from tests/data/audit/tarocchini-spec8 (model.py/replay.py/gen.py) for the coverage-jrc round; imports renamed.
"""Score a recorded deal by my reading (used to check my model on examples/ and
on my own files).  Auditor tarocchini-spec8."""

from taro_model import (
    trick_winner, items_value, pile_combo_points, pair_points, card_points,
    best_items,
)


def is_plain_pip(c):
    """A 1-point card that belongs to no combination: a suit pip 6-10."""
    return c[-1] in "SBCD" and c[:-1] in ("6", "7", "8", "9", "10")


def decl_points(decls, V):
    if V.get("decl_double") == "team":
        return items_value([it for e in decls for it in e["items"]], V)
    return sum(items_value(e["items"], V) for e in decls)


def play_tricks(deal, n, moretti_tie="last_played"):
    plays = [(e["seat"], e["card"]) for e in deal["events"] if e["type"] == "play"]
    tricks = []
    for i in range(0, len(plays), n):
        t = plays[i:i + n]
        if len(t) < n:
            break
        w = trick_winner([c for _, c in t], [s for s, _ in t], moretti_tie)
        tricks.append((t, t[w][0]))
    return tricks


def side_of_otto(seat):
    return seat % 2


def score_ottocento(deal, V, matto_gift=None, discard_credit="dealer_trick"):
    tricks = play_tricks(deal, 4, V.get("moretti_tie", "last_played"))
    piles = {0: [], 1: []}
    matto_owner = None
    matto_winner = None
    won = {s: 0 for s in range(4)}
    for t, w in tricks:
        won[w] += 1
        for s, c in t:
            if c == "MATTO":
                matto_owner = s
                matto_winner = w
                piles[side_of_otto(s)].append(c)
            else:
                piles[side_of_otto(w)].append(c)
    dealer = deal["dealer"]
    disc = [e for e in deal["events"] if e["type"] == "discard"]
    dcards = disc[0]["cards"] if disc else []
    if discard_credit == "dealer_trick":
        ok = won[dealer] > 0
    else:
        ok = won[dealer] + won[(dealer + 2) % 4] > 0
    piles[side_of_otto(dealer) if ok else 1 - side_of_otto(dealer)] += dcards
    gifts = [None]
    if matto_owner is not None and side_of_otto(matto_owner) != side_of_otto(matto_winner):
        ms = side_of_otto(matto_owner)
        cands = sorted({c for c in piles[ms] if is_plain_pip(c)})
        if V.get("gift") == "any":
            cands = sorted({c for c in piles[ms] if card_points(c) == 1 and c != "MATTO"})
        gifts = cands if matto_gift is None else [matto_gift]
    results = set()
    for g in gifts:
        p = {0: list(piles[0]), 1: list(piles[1])}
        if g is not None:
            ms = side_of_otto(matto_owner)
            p[ms].remove(g)
            p[1 - ms].append(g)
        sc = {}
        for side in (0, 1):
            decl = decl_points([e for e in deal["events"] if e["type"] == "declare" and side_of_otto(e["seat"]) == side], V)
            combos = pile_combo_points(p[side], V)
            cp = pair_points(p[side], V)
            last = 6 if tricks and side_of_otto(tricks[-1][1]) == side else 0
            sc[side] = (decl, combos, cp, last)
        results.add(tuple(sorted(sc.items())))
    return results, piles


if __name__ == "__main__":
    import json, sys
    V = {}
    for f in sys.argv[1:]:
        d = json.load(open(f))
        for i, deal in enumerate(d["deals"]):
            if d["game"] == "tarocchini-ottocento":
                r, piles = score_ottocento(deal, V, discard_credit=d.get("rules", {}).get("discard_credit", "dealer_trick"))
                for x in r:
                    print(f, i, [(s, v, sum(v)) for s, v in x])
                for side in (0, 1):
                    print("   pile", side, len(piles[side]), best_items(set(piles[side]), V))


def round_game_points(p):
    q = int(p // 50) * 50
    if (q + 50) - p < 5:
        q += 50
    return q // 50


def score_terziglio(deal, V, matto_gift=None):
    """Returns set of (declarer, decl_side_points, opp_points, game points dict)."""
    tricks = play_tricks(deal, 3, V.get("moretti_tie", "last_played"))
    ev = deal["events"]
    bids = [e for e in ev if e["type"] == "bid" and e["bid"] != "pass"]
    declarer = bids[-1]["seat"]
    solo = bids[-1]["bid"] == "solo"
    side = lambda s: 0 if s == declarer else 1
    piles = {0: [], 1: []}
    matto_owner = matto_winner = None
    won = {0: 0, 1: 0}
    for t, w in tricks:
        won[side(w)] += 1
        for s, c in t:
            if c == "MATTO":
                matto_owner, matto_winner = s, w
                piles[side(s)].append(c)
            else:
                piles[side(w)].append(c)
    talon = list(deal.get("talon") or [])
    takes = [c for e in ev if e["type"] == "take" for c in e["cards"]]
    discs = [c for e in ev if e["type"] == "discard" for c in e["cards"]]
    widow = [c for c in talon if c not in takes] + discs
    if solo:
        piles[side(tricks[-1][1])] += widow
    else:
        piles[0 if won[0] > 0 else 1] += widow
    gifts = [None]
    if matto_owner is not None and side(matto_owner) != side(matto_winner):
        ms = side(matto_owner)
        gifts = sorted({c for c in piles[ms] if is_plain_pip(c)}) if matto_gift is None else [matto_gift]
    res = set()
    for g in gifts:
        p = {0: list(piles[0]), 1: list(piles[1])}
        if g is not None:
            ms = side(matto_owner)
            p[ms].remove(g)
            p[1 - ms].append(g)
        pts = {}
        for sd in (0, 1):
            decl = decl_points([e for e in ev if e["type"] == "declare" and side(e["seat"]) == sd], V)
            combos = pile_combo_points(p[sd], V)
            cp = pair_points(p[sd], V, declarer_side=(sd == 0))
            last = 6 if side(tricks[-1][1]) == sd else 0
            pts[sd] = decl + combos + cp + last
        if won[1] == 0 or won[0] == 0:
            winner = 0 if won[1] == 0 else 1
            gp = 40
            if solo and V.get("solo_doubles_all_tricks"):
                gp *= 2
        else:
            winner = 0 if pts[0] > pts[1] else 1
            gp = round_game_points(pts[winner])
            if solo:
                gp *= 2
        sheet = {s: (gp if side(s) == winner else 0) for s in range(3)}
        res.add((declarer, pts[0], pts[1], tuple(sorted(sheet.items()))))
    return res
