"""Deal simulation and scoring for the blind Terziglio model (see model.py for the readings)."""

import itertools
import random

from model import (
    DECK,
    FIVE,
    MINE,
    VARIANTS,
    combo_points,
    find_combos,
    item_valid,
    items_points,
    legal_moves,
    key,
    led_suit,
    pile_card_points,
    round_gp,
    suit,
    trick_winner,
    value,
    held_max,
)


def auction(bids, eldest):
    """bids: list of (seat, bid). Returns (declarer, contract, illegal_indices)."""
    best = None
    decl = None
    illegal = []
    for i, (s, b) in enumerate(bids):
        if b == "pass":
            continue
        lvl = {"gioco": 1, "solo": 2}[b]
        if best is not None and lvl <= best:
            illegal.append(i)
            continue
        best = lvl
        decl = s
    contract = {None: None, 1: "gioco", 2: "solo"}[best]
    return decl, contract, illegal


def desirability(c):
    if c == "MATTO":
        return 60
    if suit(c) == "T":
        n = int(c[1:])
        return 30 + n if n else 45
    return value(c) * 5 + (2 if c[0] == "1" else 0)


def exchange(hand, widow, n, rng):
    """Take the n most desirable widow cards, discard n least desirable non-5-point cards."""
    w = sorted(widow, key=lambda c: -desirability(c) + rng.random() * 0.1)
    take = w[:n]
    full = hand + take
    # discard: prefer cards of short suits, low value, never 5-point
    counts = {}
    for c in full:
        counts[suit(c)] = counts.get(suit(c), 0) + 1
    cand = [c for c in full if c not in FIVE]
    cand.sort(key=lambda c: (value(c), suit(c) == "T", counts[suit(c)], rng.random()))
    disc = cand[:n]
    return take, disc


def safe_items(cards):
    """Items held under every reading of the gaps, at the shortest length any reading gives."""
    by = {}
    for g in ("set", "setcomp", "strict"):
        cr, sq = find_combos(cards, g)
        for it in cr + sq:
            k = (it["kind"], it["of"], it.get("suit"))
            by.setdefault(k, []).append(it)
    out = []
    for k, its in by.items():
        if len(its) < 3:
            continue
        if k[0] == "cricca":
            out.append(dict(its[0]))
        else:
            m = min(i["length"] for i in its)
            it = dict(its[0])
            it["length"] = m
            out.append(it)
    return out


def mine_items(cards):
    cr, sq = find_combos(cards, "set")
    return cr + sq


class Deal:
    pass


def play_deal(hands, widow, dealer, bids, rng, exch_n=3, declare="safe", tie="last",
              style=None, force=None, exch_fn=None):
    """Simulate one deal. bids: list of bid words from eldest on (or (seat,bid) pairs).
    force: dict {(trick_index, seat): card} to force a play (a planted revoke)."""
    d = Deal()
    d.dealer = dealer
    d.hands = [list(h) for h in hands]
    d.widow = list(widow)
    eldest = (dealer + 1) % 3
    order = [(eldest + i) % 3 for i in range(3)]
    if bids and not isinstance(bids[0], tuple):
        bids = list(zip(order, bids))
    d.bids = bids
    decl, contract, illegal = auction(bids, eldest)
    d.declarer, d.contract, d.illegal_bids = decl, contract, illegal
    d.take, d.discard = [], []
    if decl is None:
        return d
    hands = [list(h) for h in hands]
    d.exch_n_used = exch_n
    if contract == "gioco" and (exch_n or exch_fn):
        if exch_fn:
            take, disc = exch_fn(hands[decl], widow, rng)
        else:
            take, disc = exchange(hands[decl], widow, exch_n, rng)
        d.take, d.discard = take, disc
        hands[decl] = [c for c in hands[decl] + take if c not in disc]
        d.widow_after = [c for c in widow if c not in take] + disc
    else:
        d.widow_after = list(widow)
    d.after_hands = [list(h) for h in hands]
    # declarations
    d.decl_items = {}
    for s in order:
        if callable(declare):
            d.decl_items[s] = declare(s, hands[s], d)
        elif declare == "mine":
            d.decl_items[s] = mine_items(hands[s])
        else:
            d.decl_items[s] = safe_items(hands[s])
    # play
    side = lambda s: "D" if s == decl else "O"
    leader = eldest
    d.tricks = []
    ntr = len(hands[0])
    for t in range(ntr):
        trick = []
        for i in range(3):
            s = (leader + i) % 3
            if force and (t, s) in force:
                c = force[(t, s)]
            else:
                c = choose(hands[s], trick, s, side, rng, decl, len(hands[s]), style)
            hands[s].remove(c)
            trick.append((s, c))
        w = trick_winner(trick, tie)
        d.tricks.append((trick, w))
        leader = w
    return d


def choose(hand, trick, seat, side, rng, decl, nleft, style):
    legal = legal_moves(hand, trick)
    style = style or {}
    if "MATTO" in legal and trick:
        if nleft <= 4 or rng.random() < style.get("matto_p", 0.15):
            return "MATTO"
    nm = [c for c in legal if c != "MATTO"] or legal
    if not trick:
        if seat == decl and style.get("decl_lead_high"):
            return max(nm, key=lambda c: (suit(c) == "T", key(c, suit(c))))
        if style.get("lead_high_opp") and seat != decl:
            return max(nm, key=lambda c: (suit(c) == "T", key(c, suit(c))))
        if rng.random() < 0.3:
            return max(nm, key=lambda c: (key(c, suit(c)), rng.random()))
        return rng.choice(nm)
    led = led_suit(trick)
    if led is None:
        return rng.choice(nm)
    cur = trick_winner(trick)
    last = len(trick) == 2
    mine_side = side(seat)
    if style.get("decl_lose") and seat == decl:
        # try to lose: lowest card that does not win
        losing = [c for c in nm if trick_winner(trick + [(seat, c)]) != seat]
        if losing:
            return max(losing, key=lambda c: value(c))
        return min(nm, key=lambda c: key(c, led))
    if side(cur) == mine_side and cur != seat:
        if last or rng.random() < 0.5:
            # partner wins: give points
            return max(nm, key=lambda c: (value(c) if c not in ("T20", "T19") else 0, rng.random()))
        return min(nm, key=lambda c: (value(c), key(c, led)))
    win = [c for c in nm if trick_winner(trick + [(seat, c)]) == seat]
    if win:
        if last or rng.random() < 0.6:
            return min(win, key=lambda c: key(c, led))
        return max(win, key=lambda c: key(c, led))
    return min(nm, key=lambda c: (value(c), key(c, led), rng.random()))


# ------------------------------------------------------------------ scoring


def piles(d, V):
    """(pileD, pileO, info) after the widow and the Matto exchange, under variant V."""
    decl = d.declarer
    side = lambda s: "D" if s == decl else "O"
    P = {"D": [], "O": []}
    won = {"D": 0, "O": 0}
    matto = None
    for i, (trick, w) in enumerate(d.tricks):
        P[side(w)] += [c for _, c in trick]
        won[side(w)] += 1
        for s, c in trick:
            if c == "MATTO":
                matto = (s, w, i)
    last_w = d.tricks[-1][1]
    if d.contract == "gioco":
        if won["D"] >= 1:
            P["D"] += d.widow_after
            widow_to = "D"
        else:
            P["O"] += d.widow_after
            widow_to = "O"
    else:
        P[side(last_w)] += d.widow_after
        widow_to = side(last_w)
    info = {"won": won, "matto": matto, "widow_to": widow_to, "last": side(last_w),
            "exchange": None}
    if matto:
        ps, w, i = matto
        a, b = side(ps), side(w)
        if a != b and won[a] >= 1:
            cands = sorted({c for c in P[a] if value(c) == 1})
            best = None
            for c in cands:
                pa = [x for x in P[a] if x != c] + ["MATTO"]
                pb = [x for x in P[b] if x != "MATTO"] + [c]
                adbl = V["dbl"] if V["after_dbl"] == "same" else "none"
                sc = combo_points(pa, V["gaps"], adbl) - combo_points(pb, V["gaps"], adbl)
                if best is None or (sc > best[0] if V["matto"] == "best" else sc < best[0]) or (
                    sc == best[0] and c < best[1]
                ):
                    best = (sc, c)
            c = best[1]
            P[a] = [x for x in P[a] if x != c] + ["MATTO"]
            P[b] = [x for x in P[b] if x != "MATTO"] + [c]
            info["exchange"] = (a, b, c)
    return P["D"], P["O"], info


def decl_points(d, V, decl_gaps=None, false_counts=False):
    g = decl_gaps or V["gaps"]
    out = {"D": 0, "O": 0}
    for s, items in d.decl_items.items():
        hand = d.after_hands[s]
        valid = [it for it in items if false_counts or item_valid(hand, it, g)]
        out["D" if s == d.declarer else "O"] += items_points(valid, V["dbl"])
    return out


def score(d, V, decl_gaps=None, false_counts=False, solo40x2=False):
    pD, pO, info = piles(d, V)
    res = {"info": info}
    decl = d.declarer
    opps = [s for s in range(3) if s != decl]
    gp = {0: 0, 1: 0, 2: 0}
    if info["won"]["O"] == 0 or info["won"]["D"] == 0:
        win = "D" if info["won"]["O"] == 0 else "O"
        g = 40 * (2 if (solo40x2 and d.contract == "solo") else 1)
        res.update(all_tricks=win, D=None, O=None, winner=win)
    else:
        adbl = V["dbl"] if V["after_dbl"] == "same" else "none"
        dp = decl_points(d, V, decl_gaps, false_counts)
        parts = {}
        tot = {}
        for k, p in (("D", pD), ("O", pO)):
            mode = V["odd"]
            if mode == "decl":  # the 31st pair's point off the opponents (deal holds 93)
                mode = "floor" if k == "D" else "ceil"
            elif mode == "opp":
                mode = "ceil" if k == "D" else "floor"
            cp = pile_card_points(p, mode)
            ap = combo_points(p, V["gaps"], adbl)
            lt = 6 if info["last"] == k else 0
            parts[k] = dict(decl=dp[k], after=ap, cards=cp, last=lt, n=len(p))
            tot[k] = dp[k] + ap + cp + lt
        win = "D" if tot["D"] > tot["O"] else "O"
        g = round_gp(tot[win]) * (2 if d.contract == "solo" else 1)
        res.update(all_tricks=None, D=tot["D"], O=tot["O"], winner=win, parts=parts)
    if win == "D":
        gp[decl] = g
    else:
        for s in opps:
            gp[s] = g
    res["gp"] = gp
    res["g"] = g
    return res


def robust(d, decl_gaps=None, false_counts_both=False, variants=None):
    """True if the game points are the same under every reading."""
    base = score(d, MINE)["gp"]
    for V in variants or VARIANTS:
        for fc in ((False, True) if false_counts_both else (False,)):
            if score(d, V, decl_gaps, fc)["gp"] != base:
                return False
    return True


def deal_cards(rng, widow=8):
    deck = list(DECK)
    rng.shuffle(deck)
    n = (62 - widow) // 3
    return [deck[0:n], deck[n:2 * n], deck[2 * n:3 * n]], deck[3 * n:]
