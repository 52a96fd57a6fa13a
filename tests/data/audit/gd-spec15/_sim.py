"""Play-out and settlement of one deal, by my own reading of the source."""
import random
from _model import *

A = {"three": 30, "two": 40, "one": 50, "solo": 60}
M = {"three": 3, "two": 4, "one": 5, "solo": 6}


def new_deal(seed):
    d = list(DECK)
    random.Random(seed).shuffle(d)
    return [d[6:18], d[18:30], d[30:42]], d[:6]


def play_out(hands, leader, rng, player=None, ultimo=False, hook=None):
    """Returns list of play events (dicts) plus info. hook(ctx) may return a list of cards
    to play for this turn (several = take-backs, last one stands) and a tag."""
    hands = [list(h) for h in hands]
    plays = []
    tricks = []
    marks = []
    for t in range(12):
        trick = []
        seat = leader
        for pos in range(3):
            hand = hands[seat]
            lg = legal(hand, trick)
            if ultimo and seat == player and t < 11 and "T1" in lg and len(lg) > 1:
                lg = [c for c in lg if c != "T1"]
            ctx = dict(t=t, pos=pos, seat=seat, hand=list(hand), trick=list(trick), legal=lg, hands=hands)
            cards = None
            if hook:
                r = hook(ctx)
                if r:
                    cards, tag = r
                    marks.append((tag, len(plays), len(plays) + len(cards) - 1, t, pos, seat))
            if cards is None:
                cards = [rng.choice(lg)]
            for c in cards:
                plays.append({"type": "play", "seat": seat, "card": c})
            c = cards[-1]
            hand.remove(c)
            trick.append((seat, c))
            seat = (seat + 1) % 3
        w = winner(trick)
        tricks.append((trick, w))
        leader = w
    return plays, tricks, marks


def analyse(tricks, player, discard, talon_rest):
    pile = {0: [], 1: [], 2: []}
    for trick, w in tricks:
        pile[w] += [c for _, c in trick]
    pp = pile[player] + list(discard)
    hp = sum((pile[s] for s in range(3) if s != player), []) + list(talon_rest)
    pts = pile_points(pp)
    side = lambda s: "P" if s == player else "H"
    trull = None
    for sd in "PH":
        got = [c for trick, w in tricks if side(w) == sd for _, c in trick]
        if all(x in got for x in ("T1", "T21", "SKIZ")):
            trull = sd
    kings = None
    for sd in "PH":
        got = [c for trick, w in tricks if side(w) == sd for _, c in trick]
        if all("K" + s in got for s in SUITS):
            kings = sd
    last, lw = tricks[-1]
    pagat_last = None
    for s, c in last:
        if c == "T1":
            pagat_last = ("won" if lw == s else "lost", s)
    pagat_seen = [(i, s) for i, (trick, w) in enumerate(tricks) for s, c in trick if c == "T1"]
    return dict(points=pts, trull=trull, kings=kings, pagat_last=pagat_last, pagat_trick=pagat_seen,
                player_tricks=sum(1 for _, w in tricks if w == player), last_winner=lw)


def settle(player, contract, info, purchases=1, contra=1, announced=(), ann_contra=None,
           renonce=None, pool_before=0, win_percent=10, has_pagat=True, pagat_forced_or_released=False):
    """Payments by my reading. Returns (payments, nets, pool_delta, pool_taken)."""
    ann_contra = ann_contra or {}
    helpers = [s for s in range(3) if s != player]
    pay = []  # (from, to, amount, reason)
    pts = info["points"]
    d = pts - 33
    a, m = A[contract], M[contract]
    if renonce == "player":
        amt = a * purchases * contra if d > 0 else (m * (-d) + a) * purchases * contra
        for h in helpers:
            pay.append((player, h, amt, "game"))
    elif renonce == "helpers":
        amt = (m * d + a) * contra if d > 0 else a * contra
        for h in helpers:
            pay.append((h, player, amt, "game"))
    elif d > 0:
        for h in helpers:
            pay.append((h, player, (m * d + a) * contra, "game"))
    else:
        for h in helpers:
            pay.append((player, h, (m * (-d) + a) * purchases * contra, "game"))
    pool_flow = 0
    pool_taken = False
    # premiums
    counted_player = renonce != "player"
    if info["trull"] and "trull" not in announced:
        if (info["trull"] == "P" and counted_player) or info["trull"] == "H":
            for h in helpers:
                pay.append((h, player, 50, "trull") if info["trull"] == "P" else (player, h, 50, "trull"))
    if info["kings"] and "four_kings" not in announced:
        if (info["kings"] == "P" and counted_player) or info["kings"] == "H":
            for h in helpers:
                pay.append((h, player, 100, "four_kings") if info["kings"] == "P" else (player, h, 100, "four_kings"))
    if "pagat_ultimo" in announced:
        made = info["pagat_last"] == ("won", player) and not pagat_forced_or_released
        k = ann_contra.get("pagat_ultimo", 1)
        if renonce == "player" and has_pagat:
            pass  # not counted, pool untouched (with_ultimo, not_counted)
        elif made:
            for h in helpers:
                pay.append((h, player, 100 * k, "pagat_ultimo"))
            pool_flow = -pool_before
            pool_taken = True
        else:
            for h in helpers:
                pay.append((player, h, 100 * k, "pagat_ultimo"))
            pool_flow = pool_before
    elif info["pagat_last"] == ("won", player) and counted_player:
        for h in helpers:
            pay.append((h, player, 50, "pagat_ultimo"))
    nets = {0: 0, 1: 0, 2: 0}
    for f, t, x, _ in pay:
        nets[f] -= x
        nets[t] += x
    out = list(pay)
    if pool_flow < 0:
        out.append(("pool", player, -pool_flow, "pool_ultimo"))
    elif pool_flow > 0:
        out.append((player, "pool", pool_flow, "pool_ultimo"))
    shares = 0
    for s in range(3):
        if nets[s] > 0 and win_percent:
            sh = round(nets[s] * win_percent / 100, 6)
            out.append((s, "pool", sh, "pool_share"))
            shares += sh
    return out, nets, pool_flow, shares, pool_taken
