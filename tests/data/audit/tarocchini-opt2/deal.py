"""Deal builders and scorers for Ottocento and Terziglio (audit tarocchini-opt2)."""

from __future__ import annotations

import random

from model import (
    DECK,
    FIVE,
    PLAIN_PIPS,
    Policy,
    card_points,
    combo_points,
    combos,
    is_trump,
    legal,
    trick_winner,
    value,
)

OTTO_DEFAULT = {
    "moretti_tie": "last_played",
    "monte": True,
    "signals": "allowed",
    "double_three": True,
    "discard_credit": "dealer_trick",
}
TERZ_DEFAULT = {
    "moretti_tie": "last_played",
    "monte": True,
    "signals": "allowed",
    "double_three": True,
    "widow": 8,
    "settlement": "winners_score",
    "solo_doubles_all_tricks": False,
}


class Reject(Exception):
    pass


def deal_cards(rng, sizes, fixed=None, widow_fixed=None):
    """sizes: list of hand sizes per seat (+ widow as last entry if any)."""
    fixed = fixed or {}
    used = set()
    for cs in fixed.values():
        used |= set(cs)
    if widow_fixed:
        used |= set(widow_fixed)
    rest = [c for c in DECK if c not in used]
    rng.shuffle(rest)
    out = []
    for i, n in enumerate(sizes):
        h = list(fixed.get(i, []))
        if i == len(sizes) - 1 and widow_fixed is not None:
            h = list(widow_fixed)
        need = n - len(h)
        assert need >= 0
        h += rest[:need]
        rest = rest[need:]
        out.append(h)
    assert not rest
    return out


def declared_items(hand, flags, drop=None):
    items = combos(hand, flags)
    if drop:
        items = [i for i in items if not drop(i)]
    return items


def matto_moves(tricks, winners, side_of):
    """Returns list of (owner_side, winner_side, trick index) for the Matto."""
    out = []
    for t, (trick, w) in enumerate(zip(tricks, winners)):
        for s, c in trick:
            if c == "MATTO":
                out.append((side_of(s), side_of(w), t))
    return out


def settle_matto(piles, tricks, winners, side_of, sides_won, flags):
    for owner, wside, t in matto_moves(tricks, winners, side_of):
        if t == len(tricks) - 1:
            flags.append("matto in last trick")
        if owner == wside:
            continue
        if not sides_won.get(owner):
            # the Fool's side took no trick: it goes to the opponents (stays where it is)
            flags.append("matto side took no trick")
            continue
        piles[wside].remove("MATTO")
        piles[owner].append("MATTO")
        pips = sorted(c for c in piles[owner] if c in PLAIN_PIPS)
        if not pips:
            flags.append("no plain pip to give for the Matto")
            continue
        g = pips[0]
        piles[owner].remove(g)
        piles[wside].append(g)


# ================================================================ Ottocento
def otto_score(dealer, hands17, discard, decl, tricks, opts):
    """hands17: seat->cards as dealt (dealer 17). decl: seat->items. tricks: list of
    [(seat, card)]*4. Returns dict with per-team components and flags."""
    flags = []
    tie = opts["moretti_tie"]
    winners = []
    ties = []
    for tr in tricks:
        w, tied = trick_winner(tr, tie)
        winners.append(w)
        if tied:
            ties.append(len(winners) - 1)

    def side(s):
        return "team%d" % (s % 2)

    piles = {"team0": [], "team1": []}
    won = {"team0": 0, "team1": 0}
    seat_won = [0, 0, 0, 0]
    for tr, w in zip(tricks, winners):
        piles[side(w)] += [c for _, c in tr]
        won[side(w)] += 1
        seat_won[w] += 1
    # discards
    dside = side(dealer)
    if opts["discard_credit"] == "dealer_trick":
        keep = seat_won[dealer] > 0
    else:
        keep = won[dside] > 0
    other = "team%d" % (1 - dealer % 2)
    piles[dside if keep else other] += list(discard)
    settle_matto(piles, tricks, winners, side, won, flags)
    res = {"winners": winners, "ties": ties, "seat_won": seat_won, "flags": flags}
    dbl = opts["double_three"]
    for t in ("team0", "team1"):
        d = sum(combo_points(decl[s], dbl) for s in range(4) if side(s) == t)
        items = combos(piles[t], flags)
        cp = card_points(piles[t])
        lt = 6 if side(winners[-1]) == t else 0
        res[t] = {
            "declarations": d,
            "combinations": combo_points(items, dbl),
            "card_points": cp,
            "last_trick": lt,
            "items": items,
            "ncards": len(piles[t]),
        }
        res[t]["total"] = d + res[t]["combinations"] + cp + lt
    assert res["team0"]["card_points"] + res["team1"]["card_points"] == 87
    return res


def otto_play(rng, dealer, hands17, opts, policy, discard=None):
    hands = {s: list(h) for s, h in enumerate(hands17)}
    if discard is None:
        pips = [c for c in hands[dealer] if c in PLAIN_PIPS]
        if len(pips) < 2:
            raise Reject("dealer has no two plain pips")
        discard = rng.sample(pips, 2)
    for c in discard:
        assert c not in FIVE
        hands[dealer].remove(c)
    from model import play_deal

    tricks, winners, ties = play_deal(hands, (dealer + 1) % 4, 4, opts["moretti_tie"], policy)
    return hands, discard, tricks


def otto_events(dealer, discard, decl, tricks, res, totals_before, monte=(), lines=True):
    ev = []
    for s in monte:
        ev.append({"type": "redeal", "seat": s, "reason": "monte"})
    ev.append({"type": "discard", "seat": dealer, "cards": list(discard)})
    for i in range(4):
        s = (dealer + 1 + i) % 4
        ev.append({"type": "declare", "seat": s, "items": decl[s]})
    for tr in tricks:
        for s, c in tr:
            ev.append({"type": "play", "seat": s, "card": c})
    totals = list(totals_before)
    if lines:
        for k, t in enumerate(("team0", "team1")):
            for r in ("declarations", "combinations", "card_points", "last_trick"):
                ev.append({"type": "score", "party": t, "points": res[t][r], "reason": r})
        for k, t in enumerate(("team0", "team1")):
            totals[k] += res[t]["total"]
            ev.append({"type": "total", "party": t, "points": totals[k]})
    return ev, totals


# ================================================================ Terziglio
def game_points(p):
    q, r = divmod(p, 50)
    if 50 - r < 5:
        q += 1
    return q


def terz_score(dealer, declarer, contract, widow, take, discard, decl, tricks, opts):
    flags = []
    tie = opts["moretti_tie"]
    winners = []
    ties = []
    for tr in tricks:
        w, tied = trick_winner(tr, tie)
        winners.append(w)
        if tied:
            ties.append(len(winners) - 1)

    def side(s):
        return "decl" if s == declarer else "opp"

    piles = {"decl": [], "opp": []}
    won = {"decl": 0, "opp": 0}
    for tr, w in zip(tricks, winners):
        piles[side(w)] += [c for _, c in tr]
        won[side(w)] += 1
    if contract == "gioco":
        rest = [c for c in widow if c not in take] + list(discard)
        piles["decl" if won["decl"] > 0 else "opp"] += rest
    else:
        piles[side(winners[-1])] += list(widow)
    settle_matto(piles, tricks, winners, side, won, flags)
    dbl = opts["double_three"]
    res = {"winners": winners, "ties": ties, "won": won, "flags": flags}
    for sd in ("decl", "opp"):
        d = sum(combo_points(decl[s], dbl) for s in range(3) if side(s) == sd)
        items = combos(piles[sd], flags)
        n = len(piles[sd])
        if n % 2:
            flags.append("odd pile")
            cp = None
        else:
            cp = card_points(piles[sd])
        lt = 6 if side(winners[-1]) == sd else 0
        res[sd] = {
            "declarations": d,
            "combinations": combo_points(items, dbl),
            "card_points": cp,
            "last_trick": lt,
            "items": items,
            "ncards": n,
        }
        res[sd]["total"] = None if cp is None else d + res[sd]["combinations"] + cp + lt
    n_tr = len(tricks)
    solo = contract == "solo"
    if won["decl"] == n_tr or won["opp"] == n_tr:
        winner = "decl" if won["decl"] == n_tr else "opp"
        gp = 40
        if solo and opts["solo_doubles_all_tricks"]:
            gp = 80
        res["all_tricks"] = winner
    else:
        if res["decl"]["total"] is None:
            res["gp"] = None
            return res
        winner = "decl" if res["decl"]["total"] > res["opp"]["total"] else "opp"
        gp = game_points(res[winner]["total"])
        if solo:
            gp *= 2
        res["all_tricks"] = None
    res["winner"] = winner
    res["gp"] = gp
    scores = [0, 0, 0]
    if opts["settlement"] == "winners_score":
        for s in range(3):
            if side(s) == winner:
                scores[s] = gp
    else:
        sign = 1 if winner == "decl" else -1
        for s in range(3):
            scores[s] = sign * (2 * gp if s == declarer else -gp)
    res["scores"] = scores
    return res


def terz_events(dealer, bids, declarer, take, discard, decl, tricks, scores, totals_before,
                monte=()):
    ev = []
    for s in monte:
        ev.append({"type": "redeal", "seat": s, "reason": "monte"})
    for s, b in bids:
        ev.append({"type": "bid", "seat": s, "bid": b})
    if take is not None:
        ev.append({"type": "take", "seat": declarer, "cards": list(take)})
        ev.append({"type": "discard", "seat": declarer, "cards": list(discard)})
    for i in range(3):
        s = (dealer + 1 + i) % 3
        ev.append({"type": "declare", "seat": s, "items": decl[s]})
    for tr in tricks:
        for s, c in tr:
            ev.append({"type": "play", "seat": s, "card": c})
    totals = list(totals_before)
    for s in range(3):
        ev.append({"type": "score", "party": s, "points": scores[s], "reason": "game_points"})
    for s in range(3):
        totals[s] += scores[s]
        ev.append({"type": "total", "party": s, "points": totals[s]})
    return ev, totals


def terz_play(hands_play, leader, opts, policy, script=None):
    from model import play_deal

    return play_deal(hands_play, leader, 3, opts["moretti_tie"], policy, script=script)


__all__ = [
    "Reject",
    "deal_cards",
    "declared_items",
    "otto_score",
    "otto_play",
    "otto_events",
    "terz_score",
    "terz_events",
    "terz_play",
    "game_points",
    "OTTO_DEFAULT",
    "TERZ_DEFAULT",
    "random",
    "is_trump",
    "legal",
    "value",
]
