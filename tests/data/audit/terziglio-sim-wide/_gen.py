"""Blind, seedable Tarocchini simulator (Terziglio and Ottocento) written from the source
(/work/shared/seeds/004_c8bdb85b1ac896b0.txt, Russian), without importing the validator.

Usage:  python _gen.py [--seed N] [--out DIR] [--report]

It plays whole multi-deal sessions with a random legal policy, counts them by the source
(declarations, combinations counted again after play on each side's captured pile, card points
in pairs, last trick 6; Terziglio game points), and looks, from the seed on, for sessions that
exercise the round's focus (the Matto / Bagatto used as contatori inside trump and suit
sequences in the count after play, piles with an odd number of cards, the Matto played to a
trick the other side wins, both widow sizes, gioco with and without exchange, solo) while every
reading of the places where the source is ambiguous gives the same score sheet, except where a
file is meant to hinge on one reading (named in EXPECTED.md).

Readings of the source used (primary, "P") and the alternatives checked for agreement:
  wild       P multi  : a contatore may serve in several combinations at once
                        ("их можно использовать как дикие карты в нескольких местах")
             alt single: each contatore in one sequence only
  trump      P consec : T20 T19 T18 [T17] [T16 ... T5], gaps filled by contatori
             alt any  : T20 + any two of the three grande, then 16 down
  trail      P True   : a contatore may end a sequence;  alt False
  suit       P consec : K Q N J A, gaps filled by contatori;  alt set: K + figures + ace
  adjwild    P True   : two adjacent contatori allowed in a suit sequence; alt False
  double     P cat    : 3+ cricche double the cricche, 3+ sequences double the sequences
             alt all  : either doubles every combination point
  odd        P full   : the odd card of an odd pile is counted at its value (only pairs lose 1)
             alt minus: the odd card loses 1 too
  widowc     P True   : the widow/discards credited to a side count in its combinations too
             alt False: only in its card points
"""

import argparse
import itertools
import json
import os
import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
TRUMPS = [f"T{i}" for i in range(21)]
DECK = [r + s for s in SUITS for r in LONG] + TRUMPS + ["MATTO"]
assert len(DECK) == 62
WILDS = ("T0", "MATTO")
MORETTI = ("T1", "T2", "T3", "T4")
PIPS = {"6", "7", "8", "9", "10"}


def suit_of(c):
    if c == "MATTO":
        return "X"
    if c[0] == "T":
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c[0] == "T":
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def strength(c):
    """Rank within its suit (higher wins). Moretti all 1."""
    s = suit_of(c)
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    order = LONG if s in "SB" else ROUND
    return 10 - order.index(rank_of(c))


def trick_winner(cards):
    """cards: list of (seat, card). Matto never wins; Moretti tie: last played highest."""
    led = None
    for _, c in cards:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    for seat, c in cards:
        if c == "MATTO":
            continue
        s = suit_of(c)
        key = (2 if s == "T" else (1 if s == led else 0), strength(c))
        if key[0] == 0:
            continue
        if best is None or key > best[0] or (key == best[0] and s == "T" and key[1] == 1):
            best = (key, seat)
    return best[1]


# ---------------------------------------------------------------- combinations

CRICCHE = {
    "tarocchi": (("T20", "T19", "T0", "MATTO"), 18, 36),
    "kings": (tuple("K" + s for s in SUITS), 17, 34),
    "queens": (tuple("Q" + s for s in SUITS), 14, 28),
    "knights": (tuple("N" + s for s in SUITS), 13, 26),
    "jacks": (tuple("J" + s for s in SUITS), 12, 24),
}

PRIMARY = dict(
    wild="multi",
    trump="consec",
    trail=True,
    suit="consec",
    adjwild=True,
    double="cat",
    odd="full",
    widowc=True,
)
ALTS = dict(
    wild=["single"],
    trump=["any"],
    trail=[False],
    suit=["set"],
    adjwild=[False],
    double=["all"],
    odd=["minus"],
    widowc=[False],
)
STRICT = dict(PRIMARY, trump="consec", trail=False, suit="consec", adjwild=False)


def seq_points(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def _positions_ok(pos, have, k, rd, adj_exempt=None, need_real=()):
    missing = [p for p in pos if p not in have]
    if len(missing) > k:
        return False
    if not rd["trail"] and pos[-1] not in have:
        return False
    for a, b in zip(pos, pos[1:], strict=False):
        if a not in have and b not in have:
            if adj_exempt is None:
                if not rd["adjwild"]:
                    return False
            elif {a, b} != adj_exempt:
                return False
    if need_real and not any(p in have for p in need_real):
        return False
    return True


def trump_len(have, k, rd):
    if "T20" not in have:
        return 0
    best = 0
    numbered = [f"T{i}" for i in range(16, 4, -1)]
    if rd["trump"] == "consec":
        heads = [["T19", "T18"], ["T19", "T18", "T17"]]
    else:
        heads = [["T19", "T18"], ["T19", "T17"], ["T18", "T17"], ["T19", "T18", "T17"]]
    for g in heads:
        for r in range(0, 13):
            if rd["trump"] == "consec" and len(g) == 2 and r > 0:
                break
            pos = ["T20"] + g + numbered[:r]
            # one of the grande of the minimum must be real; two contatori in a row end the
            # sequence, save when they stand for the 16 and a grande (T17)
            if _positions_ok(pos, have, k, rd, adj_exempt={"T17", "T16"}, need_real=g):
                best = max(best, len(pos))
    return best


def suit_len(have, s, k, rd):
    if "K" + s not in have:
        return 0
    figs = ["Q" + s, "N" + s, "J" + s]
    ace = "1" + s
    if rd["suit"] == "set":
        f = sum(1 for x in figs if x in have)
        a = 1 if ace in have else 0
        if f < 1 or f + min(k, 3 - f) < 2:
            return 0
        return 1 + f + a + min(k, (3 - f) + (1 - a))
    best = 0
    order = ["K" + s] + figs + [ace]
    for e in range(3, 6):
        pos = order[:e]
        fig_in = [p for p in pos[1:] if p != ace]
        if _positions_ok(pos, have, k, rd, need_real=fig_in):
            best = e
    return best


def group_len(have, members, k):
    m = sum(1 for x in members if x in have)
    if m < 2:
        return 0
    n = min(6, m + k)
    return n if n >= 3 else 0


ACES = tuple("1" + s for s in SUITS)


def seq_lengths(have, rd, alloc):
    """alloc: dict target -> wilds available to it."""
    out = {}
    out["trumps"] = trump_len(have, alloc["trumps"], rd)
    out["moretti"] = group_len(have, MORETTI, alloc["moretti"])
    out["aces"] = group_len(have, ACES, alloc["aces"])
    for s in SUITS:
        out["suit" + s] = suit_len(have, s, alloc["suit" + s], rd)
    return out


TARGETS = ["trumps", "moretti", "aces"] + ["suit" + s for s in SUITS]


def combo_total(cricche_pts, cricche_n, seq_pts, seq_n, rd):
    if rd["double"] == "cat":
        return cricche_pts * (2 if cricche_n >= 3 else 1) + seq_pts * (2 if seq_n >= 3 else 1)
    mult = 2 if (cricche_n >= 3 or seq_n >= 3) else 1
    return (cricche_pts + seq_pts) * mult


def cricche_of(have):
    out = {}
    for name, (mem, p3, p4) in CRICCHE.items():
        c = sum(1 for x in mem if x in have)
        if c >= 3:
            out[name] = (c, p3 if c == 3 else p4)
    return out


def best_combos(cards, rd):
    """Maximum combination points of a pile/hand. Returns (points, cricche, seqs)."""
    have = set(cards)
    wilds = [w for w in WILDS if w in have]
    cr = cricche_of(have)
    cpts = sum(p for _, p in cr.values())
    best = None
    if rd["wild"] == "multi":
        allocs = [{t: len(wilds) for t in TARGETS}]
    else:
        allocs = []
        for assign in itertools.product(TARGETS + [None], repeat=len(wilds)):
            a = {t: 0 for t in TARGETS}
            for t in assign:
                if t:
                    a[t] += 1
            allocs.append(a)
    for a in allocs:
        ls = seq_lengths(have, rd, a)
        seqs = {t: n for t, n in ls.items() if n >= 3}
        spts = sum(seq_points(n) for n in seqs.values())
        tot = combo_total(cpts, len(cr), spts, len(seqs), rd)
        if best is None or tot > best[0]:
            best = (tot, cr, seqs)
    return best


def declared_points(items, rd):
    cn = sum(1 for i in items if i["kind"] == "cricca")
    sn = sum(1 for i in items if i["kind"] == "sequence")
    cp = sum(CRICCHE[i["of"]][1 if i["count"] == 3 else 2] for i in items if i["kind"] == "cricca")
    sp = sum(seq_points(i["length"]) for i in items if i["kind"] == "sequence")
    return combo_total(cp, cn, sp, sn, rd)


def declaration_for(hand, rng, full=True):
    """Items valid under every reading: strict readings, each contatore in one item only.
    At most two cricche and two sequences (declaring less is allowed), so no doubling
    arises in a declaration."""
    have = set(hand)
    items = []
    cr = cricche_of(have)
    for name in sorted(cr, key=lambda n: -cr[n][1])[:2]:
        items.append({"kind": "cricca", "of": name, "count": cr[name][0]})
    wilds = [w for w in WILDS if w in have]
    bestset = None
    for assign in itertools.product(TARGETS + [None], repeat=len(wilds)):
        a = {t: 0 for t in TARGETS}
        for t in assign:
            if t:
                a[t] += 1
        lens = {}
        for r in [STRICT, dict(STRICT, suit="set"), dict(STRICT, trump="any")]:
            ls = seq_lengths(have, r, a)
            for t, n in ls.items():
                lens[t] = min(lens.get(t, 99), n)
        seqs = sorted(((n, t) for t, n in lens.items() if n >= 3), reverse=True)[:2]
        sc = sum(seq_points(n) for n, _ in seqs)
        if bestset is None or sc > bestset[0]:
            bestset = (sc, seqs)
    for n, t in bestset[1]:
        if t.startswith("suit"):
            items.append({"kind": "sequence", "of": "suit", "suit": t[-1], "length": n})
        else:
            items.append({"kind": "sequence", "of": t, "length": n})
    if not full and items and rng.random() < 0.5:
        items = items[:-1]  # declare less than held
    return items


def card_points(pile, rd):
    n = len(pile)
    sub = n // 2 + (n % 2 if rd["odd"] == "minus" else 0)
    return sum(value(c) for c in pile) - sub


# ---------------------------------------------------------------- play


class Fault(Exception):
    pass


def legal(hand, led):
    if led is None:
        opts = [c for c in hand if c != "MATTO"] or list(hand)
        return opts
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if suit_of(c) == "T"]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


def play_deal(hands, first, n, side_of, rng, fault=None, log=None):
    """Play out the hands. Returns (events, tricks, matto_info, fault_done).
    fault: dict(kind='revoke'|'failure_to_trump', trick=i) - the first chance at or after
    trick i where a follower can commit it."""
    hands = [list(h) for h in hands]
    leader = first
    tricks = []
    events = []
    ntr = len(hands[0])
    fault_done = None
    for t in range(ntr):
        cards = []
        led = None
        for j in range(n):
            seat = (leader + j) % n
            h = hands[seat]
            opts = legal(h, led)
            last_trick = t == ntr - 1
            if last_trick:
                pass
            elif "MATTO" in h and led is None and len(opts) > 0:
                opts = [c for c in opts if c != "MATTO"] or opts
            card = None
            if fault and fault_done is None and t >= fault["trick"] and j > 0 and led not in (None, "T"):
                follow = [c for c in h if suit_of(c) == led]
                trumps = [c for c in h if suit_of(c) == "T"]
                others = [c for c in h if suit_of(c) not in (led, "T", "X")]
                if fault["kind"] == "revoke" and follow and (trumps or others):
                    card = rng.choice(trumps or others)
                    fault_done = (t, seat, card, sorted(follow))
                elif fault["kind"] == "failure_to_trump" and not follow and trumps and others:
                    card = rng.choice(others)
                    fault_done = (t, seat, card, sorted(trumps))
            if card is None:
                # Matto: play it (not leading, not in the last trick, not the second-last
                # if it would then be left for the last) when the trick goes to the other side
                if "MATTO" in h and j > 0 and not last_trick:
                    cur = trick_winner(cards) if any(c != "MATTO" for _, c in cards) else None
                    if (cur is not None and side_of(cur) != side_of(seat) and rng.random() < 0.5) or len(
                        h
                    ) <= 2:
                        card = "MATTO"
                if card is None:
                    pool = [c for c in opts if c != "MATTO"] or opts
                    if led is not None and rng.random() < 0.5:
                        # try to win
                        wins = [c for c in pool if trick_winner(cards + [(seat, c)]) == seat]
                        if wins:
                            pool = wins
                    card = rng.choice(pool)
            h.remove(card)
            if led is None and card != "MATTO":
                led = suit_of(card)
            cards.append((seat, card))
            events.append({"type": "play", "seat": seat, "card": card})
        w = trick_winner(cards)
        tricks.append((cards, w))
        leader = w
    return events, tricks, fault_done


def piles_after(tricks, side_of, sides, extra):
    """Captured piles per side, with the Matto's exchange. extra: dict side -> cards credited
    (widow, discards) resolved by the caller. Returns piles, matto info."""
    piles = {s: [] for s in sides}
    won = {s: 0 for s in sides}
    matto = None
    for cards, w in tricks:
        won[side_of(w)] += 1
        for seat, c in cards:
            if c == "MATTO":
                matto = (seat, w)
            piles[side_of(w)].append(c)
    for s, cs in extra.items():
        piles[s].extend(cs)
    info = None
    if matto:
        owner, w = matto
        so, sw = side_of(owner), side_of(w)
        if so != sw:
            if won[so] > 0:
                # the Matto goes back to its side; its side gives the winner a low card
                credited = [c for cs in extra.values() for c in cs]
                low = sorted(
                    c for c in piles[so] if suit_of(c) in SUITS and rank_of(c) in PIPS and c not in credited
                )
                if not low:
                    raise Fault("no plain pip to give for the Matto")
                give = low[0]
                piles[so].remove(give)
                piles[sw].remove("MATTO")
                piles[so].append("MATTO")
                piles[sw].append(give)
                info = ("exchanged", owner, w, give)
            else:
                info = ("lost", owner, w, None)
        else:
            info = ("own", owner, w, None)
    return piles, won, info


# ---------------------------------------------------------------- Terziglio


def round50(p):
    r = p % 50
    return p - r + (50 if 50 - r < 5 else 0)


def terziglio_deal(rng, dealer, widow_n, plan, fault=None):
    deck = DECK[:]
    rng.shuffle(deck)
    hn = 18 if widow_n == 8 else 19
    hands = [sorted(deck[i * hn : (i + 1) * hn], key=DECK.index) for i in range(3)]
    rng.shuffle(hands)
    talon = deck[3 * hn :]
    hands = [list(h) for h in hands]
    for h in hands:
        rng.shuffle(h)
    eldest = (dealer + 1) % 3
    decl = plan["declarer"]
    # the bidder holds the strongest hand (most trumps and kings)
    strong = max(range(3), key=lambda s: sum(1 for c in hands[s] if suit_of(c) == "T" or rank_of(c) == "K"))
    hands[decl], hands[strong] = hands[strong], hands[decl]
    events = []
    for j in range(3):
        s = (eldest + j) % 3
        events.append({"type": "bid", "seat": s, "bid": plan["bid"] if s == decl else "pass"})
    play_hands = [list(h) for h in hands]
    widow = list(talon)
    took, laid = [], []
    if plan["bid"] == "gioco" and plan.get("exchange"):
        k = plan["exchange"]
        took = sorted(widow, key=lambda c: (-value(c), DECK.index(c)))[:k]
        h = play_hands[decl] + took
        cand = [c for c in h if value(c) < 5 and c not in took]
        cand.sort(key=lambda c: (value(c), suit_of(c) == "T", DECK.index(c)))
        laid = cand[:k]
        if fault and fault.get("kind") == "illegal_discard":
            kings = [c for c in h if rank_of(c) == "K" and c not in took]
            if not kings:
                raise Fault("no king to lay away")
            laid = [kings[0]] + laid[: k - 1]
        for c in laid:
            h.remove(c)
        play_hands[decl] = h
        for c in took:
            widow.remove(c)
        widow += laid
        events.append({"type": "take", "seat": decl, "cards": took})
        events.append({"type": "discard", "seat": decl, "cards": laid})
    decls = {}
    for j in range(3):
        s = (eldest + j) % 3
        items = declaration_for(play_hands[s], rng, full=rng.random() < 0.7)
        if fault and fault.get("kind") == "false_declaration" and s == fault["seat"]:
            items = items + [fault["item"]]
            decls[s] = [i for i in items if i is not fault["item"]]
        else:
            decls[s] = items
        events.append({"type": "declare", "seat": s, "items": items})

    def side_of(seat):
        return "D" if seat == decl else "O"

    pf = fault if fault and fault["kind"] in ("revoke", "failure_to_trump") else None
    pev, tricks, fdone = play_deal(play_hands, eldest, 3, side_of, rng, fault=pf)
    base = len(events)
    events += pev
    return dict(
        hands=hands,
        talon=talon,
        events=events,
        play_base=base,
        tricks=tricks,
        widow=widow,
        decl=decl,
        bid=plan["bid"],
        decls=decls,
        side_of=side_of,
        fault_done=fdone,
        laid=laid,
        took=took,
    )


def terziglio_score(d, rd):
    side_of = d["side_of"]
    last_w = d["tricks"][-1][1]
    won_d = sum(1 for _, w in d["tricks"] if side_of(w) == "D")
    ntr = len(d["tricks"])
    if d["bid"] == "solo":
        to = side_of(last_w)
    else:
        to = "D" if won_d > 0 else "O"
    extra_cards = d["widow"]
    piles, won, minfo = piles_after(d["tricks"], side_of, ["D", "O"], {to: extra_cards})
    pts = {}
    detail = {}
    for s in ("D", "O"):
        seats = [x for x in range(3) if side_of(x) == s]
        dec = sum(declared_points(d["decls"][x], rd) for x in seats)
        pile = piles[s]
        cpile = pile if rd["widowc"] else [c for c in pile if c not in extra_cards or to != s]
        comb = best_combos(cpile, rd)
        cp = card_points(pile, rd)
        lt = 6 if side_of(last_w) == s else 0
        pts[s] = dec + comb[0] + cp + lt
        detail[s] = dict(
            declared=dec, after=comb[0], after_detail=[comb[1], comb[2]], card=cp, last=lt, pile_n=len(pile)
        )
    if won_d == ntr or won_d == 0:
        winner = "D" if won_d == ntr else "O"
        gp = 40 * (2 if (d["bid"] == "solo" and False) else 1)
        allt = True
    else:
        winner = "D" if pts["D"] > pts["O"] else "O"
        gp = round50(pts[winner]) // 50 * (2 if d["bid"] == "solo" else 1)
        allt = False
    scores = [0, 0, 0]
    for x in range(3):
        if side_of(x) == winner:
            scores[x] = gp
    return dict(
        pts=pts, detail=detail, winner=winner, gp=gp, scores=scores, matto=minfo, allt=allt, widow_to=to
    )


# ---------------------------------------------------------------- Ottocento


def ottocento_deal(rng, dealer, fault=None):
    deck = DECK[:]
    rng.shuffle(deck)
    hands = []
    pos = 0
    for s in range(4):
        k = 17 if s == dealer else 15
        hands.append(deck[pos : pos + k])
        pos += k
    events = []
    h = list(hands[dealer])
    cand = [c for c in h if value(c) < 5 and c not in WILDS]
    cand.sort(key=lambda c: (value(c), suit_of(c) == "T", rng.random()))
    laid = cand[:2]
    if fault and fault.get("kind") == "illegal_discard":
        kings = [c for c in h if rank_of(c) == "K"]
        if not kings:
            raise Fault("no king to lay away")
        laid = [kings[0], cand[0]]
    for c in laid:
        h.remove(c)
    play_hands = [list(x) for x in hands]
    play_hands[dealer] = h
    events.append({"type": "discard", "seat": dealer, "cards": laid})
    eldest = (dealer + 1) % 4
    decls = {}
    for j in range(4):
        s = (eldest + j) % 4
        items = declaration_for(play_hands[s], rng, full=rng.random() < 0.7)
        if fault and fault.get("kind") == "false_declaration" and s == fault["seat"]:
            decls[s] = items
            items = items + [fault["item"]]
        else:
            decls[s] = items
        events.append({"type": "declare", "seat": s, "items": items})

    def side_of(seat):
        return seat % 2

    pf = fault if fault and fault["kind"] in ("revoke", "failure_to_trump") else None
    pev, tricks, fdone = play_deal(play_hands, eldest, 4, side_of, rng, fault=pf)
    base = len(events)
    events += pev
    return dict(
        hands=hands,
        events=events,
        play_base=base,
        tricks=tricks,
        laid=laid,
        dealer=dealer,
        decls=decls,
        side_of=side_of,
        fault_done=fdone,
    )


def ottocento_score(d, rd):
    side_of = d["side_of"]
    dealer = d["dealer"]
    dealer_won = any(w == dealer for _, w in d["tricks"])
    to = side_of(dealer) if dealer_won else 1 - side_of(dealer)
    piles, won, minfo = piles_after(d["tricks"], side_of, [0, 1], {to: d["laid"]})
    pts = {}
    detail = {}
    last_w = d["tricks"][-1][1]
    for s in (0, 1):
        dec = sum(declared_points(d["decls"][x], rd) for x in (s, s + 2))
        pile = piles[s]
        cpile = pile if rd["widowc"] else [c for c in pile if c not in d["laid"] or to != s]
        comb = best_combos(cpile, rd)
        cp = card_points(pile, rd)
        lt = 6 if side_of(last_w) == s else 0
        pts[s] = dec + comb[0] + cp + lt
        detail[s] = dict(
            declared=dec, after=comb[0], after_detail=[comb[1], comb[2]], card=cp, last=lt, pile_n=len(pile)
        )
    return dict(pts=pts, detail=detail, matto=minfo, scores=[pts[0], pts[1]])


# ---------------------------------------------------------------- readings


def all_readings():
    yield "P", PRIMARY
    for k, vs in ALTS.items():
        for v in vs:
            yield f"{k}={v}", dict(PRIMARY, **{k: v})
    # the main pair combined: single-use contatori with the strict sequence readings
    yield "strict+single", dict(STRICT, wild="single")


# ---------------------------------------------------------------- features


def after_uses_contatore_in(pile, rd):
    """Sequences of a pile that are longer with the contatori than without (primary)."""
    have = set(pile)
    wilds = [w for w in WILDS if w in have]
    used = []
    if not wilds:
        return used
    with_w = seq_lengths(have, rd, {t: len(wilds) for t in TARGETS})
    without = seq_lengths(have, rd, {t: 0 for t in TARGETS})
    for t in TARGETS:
        if with_w[t] >= 3 and with_w[t] > without[t]:
            used.append((t, without[t], with_w[t], [w for w in wilds]))
    return used


def matto_ok(d):
    """The Matto neither led nor played to the last trick (the source is silent there)."""
    for i, (cards, _) in enumerate(d["tricks"]):
        for j, (_, c) in enumerate(cards):
            if c == "MATTO" and (j == 0 or i == len(d["tricks"]) - 1):
                return False
    return True


def features(d, r, extra_to, extra):
    f = set()
    m = r["matto"]
    if m:
        f.add("matto_" + m[0])
    for det in r["detail"].values():
        if det["pile_n"] % 2:
            f.add("odd_pile")
    piles, _, _ = piles_after(d["tricks"], d["side_of"], list(r["detail"].keys()), {extra_to: extra})
    uses = {}
    for s in r["detail"]:
        for t, a, b, ws in after_uses_contatore_in(piles[s], PRIMARY):
            key = "trumps" if t == "trumps" else ("suit" if t.startswith("suit") else t)
            f.add("wild_in_" + key)
            uses.setdefault(s, []).append((t, a, b, ws))
    r["contatori_after"] = uses
    return f


# ---------------------------------------------------------------- search, deal by deal

DEC_ORDER = None


def t_deal_ok(d, need, odd_decisive):
    if not matto_ok(d):
        return None
    try:
        rs = {k: terziglio_score(d, rd) for k, rd in all_readings()}
    except Fault:
        return None
    p = rs["P"]
    if p["allt"]:
        return None
    for k, r in rs.items():
        if k != "odd=minus" and r["scores"] != p["scores"]:
            return None
    if (rs["odd=minus"]["scores"] != p["scores"]) != odd_decisive:
        return None
    f = features(d, p, p["widow_to"], d["widow"])
    f.add(d["bid"] + ("+x" if d["took"] else ""))
    f.add("decl_won" if p["winner"] == "D" else "opp_won")
    if not need <= f:
        return None
    p["features"] = f
    p["odd_minus"] = rs["odd=minus"]
    return p


def o_deal_ok(d, need):
    if not matto_ok(d):
        return None
    try:
        rs = {k: ottocento_score(d, rd) for k, rd in all_readings()}
    except Fault:
        return None
    p = rs["P"]
    for r in rs.values():
        if r["scores"] != p["scores"]:
            return None
    dw = any(w == d["dealer"] for _, w in d["tricks"])
    to = d["side_of"](d["dealer"]) if dw else 1 - d["side_of"](d["dealer"])
    f = features(d, p, to, d["laid"])
    if not need <= f:
        return None
    p["features"] = f
    return p


def find_t(seed, tag, i, widow_n, plan, need, odd_decisive=False, fault=None, j0=0, limit=20000):
    dealer = i % 3
    for j in range(j0, j0 + limit):
        rng = random.Random(f"{seed}/{tag}/{i}/{j}")
        p = dict(plan)
        p["declarer"] = (dealer + 1 + plan["decl_off"]) % 3
        try:
            d = terziglio_deal(rng, dealer, widow_n, p, fault=fault)
        except Fault:
            continue
        if fault and fault["kind"] in ("revoke", "failure_to_trump") and not d["fault_done"]:
            continue
        r = t_deal_ok(d, need, odd_decisive)
        if r:
            d["j"] = j
            return d, r
    raise SystemExit(f"no terziglio deal {tag}/{i}")


def find_o(seed, tag, i, need, fault=None, j0=0, limit=60000, pred=None):
    dealer = (3 + i) % 4
    for j in range(j0, j0 + limit):
        rng = random.Random(f"{seed}/{tag}/{i}/{j}")
        try:
            d = ottocento_deal(rng, dealer, fault=fault)
        except Fault:
            continue
        if fault and fault["kind"] in ("revoke", "failure_to_trump") and not d["fault_done"]:
            continue
        r = o_deal_ok(d, need)
        if r and (pred is None or pred(d, r)):
            d["j"] = j
            return d, r
    raise SystemExit(f"no ottocento deal {tag}/{i}")


# ---------------------------------------------------------------- transcripts


def sheet_events(game, scores, totals):
    ev = []
    party = (lambda s: s) if game == "tarocchini-terziglio" else (lambda s: f"team{s}")
    for s, v in enumerate(scores):
        ev.append({"type": "score", "party": party(s), "points": v})
    for s, v in enumerate(totals):
        ev.append({"type": "total", "party": party(s), "points": v})
    return ev


def transcript(game, rules, deals, results, meta, sheet_edit=None):
    n = 3 if game == "tarocchini-terziglio" else 2
    tot = [0] * n
    out = []
    for i, (d, r) in enumerate(zip(deals, results, strict=True)):
        sc = list(r["scores"])
        tot = [a + b for a, b in zip(tot, sc, strict=True)]
        wt = list(tot)
        if sheet_edit and sheet_edit[0] == i:
            kind, party, delta = sheet_edit[1:]
            (sc if kind == "score" else wt)[party] += delta
        ev = d["events"] + sheet_events(game, sc, wt)
        deal = {"dealer": d.get("dealer", i % 3), "hands": d["hands"]}
        if game == "tarocchini-terziglio":
            deal["talon"] = d["talon"]
        deal["events"] = ev
        out.append(deal)
    return {
        "format": "trick-transcript/1",
        "game": game,
        "rules": rules,
        "players": ["Alda", "Bruno", "Cesira"] if n == 3 else ["Anna", "Berto", "Carla", "Dino"],
        "meta": meta,
        "deals": out,
    }


TPLANS_A = [  # widow 8
    (dict(bid="gioco", exchange=3, decl_off=0), {"gioco+x", "matto_exchanged"}),
    (dict(bid="gioco", exchange=0, decl_off=1), {"gioco", "wild_in_trumps", "odd_pile", "decl_won"}),
    (dict(bid="solo", decl_off=2), {"solo", "wild_in_suit"}),
    (dict(bid="gioco", exchange=2, decl_off=1), {"gioco+x", "odd_pile", "wild_in_trumps"}),
]
TPLANS_B = [  # widow 5
    (dict(bid="gioco", exchange=0, decl_off=2), {"gioco", "matto_exchanged", "wild_in_suit"}),
    (dict(bid="solo", decl_off=0), {"solo", "wild_in_trumps", "decl_won"}),
    (dict(bid="gioco", exchange=2, decl_off=1), {"gioco+x", "odd_pile", "decl_won"}),
]
B_ODD_DEAL = 2
O_NEEDS = [{"matto_exchanged"}, {"wild_in_trumps"}, {"wild_in_suit", "matto_exchanged"}]


def describe(d, r):
    out = {"j": d["j"], "scores": r["scores"], "features": sorted(r["features"])}
    for k in ("pts", "winner", "gp", "widow_to", "matto"):
        if k in r:
            out[k] = r[k]
    out["detail"] = r["detail"]
    out["contatori_after"] = r.get("contatori_after")
    if "odd_minus" in r:
        out["odd_minus"] = {"pts": r["odd_minus"]["pts"], "scores": r["odd_minus"]["scores"]}
    if d.get("fault_done"):
        out["fault_done"] = d["fault_done"]
    return out


def play_index(d, t, seat):
    """Event index (within the deal) of seat's card in trick t."""
    k = d["play_base"] + t * len(d["tricks"][0][0])
    for j, (s, _) in enumerate(d["tricks"][t][0]):
        if s == seat:
            return k + j
    raise ValueError


def o_pred(before):
    """Ottocento to 800: no team reaches 800 before the last deal, nor on its declarations
    alone ("выиграть на объявлениях возможно"); the last deal may take a team past 800."""
    tot = [sum(r["scores"][s] for _, r in before) for s in (0, 1)]
    last = len(before) == len(O_NEEDS) - 1

    def pred(d, r):
        for s in (0, 1):
            if tot[s] + r["detail"][s]["declared"] >= 800:
                return False
            if not last and tot[s] + r["scores"][s] >= 800:
                return False
        return True

    return pred


def o_session_ok(results):
    tot = [0, 0]
    for k, r in enumerate(results):
        for s in (0, 1):
            if tot[s] + r["detail"][s]["declared"] >= 800:
                return False
        tot = [tot[s] + r["scores"][s] for s in (0, 1)]
        if k < len(results) - 1 and max(tot) >= 800:
            return False
    return True


def make_files(args):
    seed = args.seed
    out = args.out
    files = {}
    log = {}

    # ---- Terziglio A (widow 8) and its faults
    A = [find_t(seed, "A", i, 8, plan, need) for i, (plan, need) in enumerate(TPLANS_A)]
    rulesA = {"preset": "standard"}
    files["01-clean-terziglio-w8"] = transcript(
        "tarocchini-terziglio",
        rulesA,
        [d for d, _ in A],
        [r for _, r in A],
        {"audit": "terziglio-sim-wide", "seed": seed},
    )
    log["01"] = [describe(d, r) for d, r in A]

    # ---- Terziglio B (widow 5), one deal where the odd card decides
    B = []
    for i, (plan, need) in enumerate(TPLANS_B):
        B.append(find_t(seed, "B", i, 5, plan, need, odd_decisive=(i == B_ODD_DEAL)))
    files["02-clean-terziglio-w5"] = transcript(
        "tarocchini-terziglio",
        {"preset": "nineteen"},
        [d for d, _ in B],
        [r for _, r in B],
        {"audit": "terziglio-sim-wide", "seed": seed},
    )
    log["02"] = [describe(d, r) for d, r in B]

    # ---- Ottocento
    OT = []
    for i, need in enumerate(O_NEEDS):
        OT.append(find_o(seed, "O", i, need, pred=o_pred(OT)))
    files["03-clean-ottocento"] = transcript(
        "tarocchini-ottocento",
        {"preset": "standard"},
        [d for d, _ in OT],
        [r for _, r in OT],
        {"audit": "terziglio-sim-wide", "seed": seed},
    )
    log["03"] = [describe(d, r) for d, r in OT]

    def t_variant(name, i, fault, need=frozenset()):
        plan, need0 = TPLANS_A[i]
        j0 = A[i][0]["j"]
        d, r = find_t(seed, "A", i, 8, plan, set(need), fault=fault, j0=j0)
        deals = [x for x, _ in A]
        res = [y for _, y in A]
        deals[i], res[i] = d, r
        files[name] = transcript(
            "tarocchini-terziglio",
            rulesA,
            deals,
            res,
            {"audit": "terziglio-sim-wide", "seed": seed, "variant_of": "01"},
        )
        log[name[:2]] = {"deal": i, "same_deal_as_base": d["j"] == j0, **describe(d, r)}
        return d, r

    def o_variant(name, i, fault):
        j0 = OT[i][0]["j"]

        def pred(dd, rr):
            res = [y for _, y in OT]
            res[i] = rr
            return o_session_ok(res)

        d, r = find_o(seed, "O", i, set(), fault=fault, j0=j0, pred=pred)
        deals = [x for x, _ in OT]
        res = [y for _, y in OT]
        deals[i], res[i] = d, r
        files[name] = transcript(
            "tarocchini-ottocento",
            {"preset": "standard"},
            deals,
            res,
            {"audit": "terziglio-sim-wide", "seed": seed, "variant_of": "03"},
        )
        log[name[:2]] = {"deal": i, "same_deal_as_base": d["j"] == j0, **describe(d, r)}
        return d, r

    d, r = t_variant("04-terziglio-revoke", 1, {"kind": "revoke", "trick": 4})
    log["04"]["event"] = play_index(d, d["fault_done"][0], d["fault_done"][1])
    d, r = t_variant("05-terziglio-failure-to-trump", 2, {"kind": "failure_to_trump", "trick": 3})
    log["05"]["event"] = play_index(d, d["fault_done"][0], d["fault_done"][1])
    d, r = t_variant("06-terziglio-discard-king", 3, {"kind": "illegal_discard"})
    log["06"]["event"] = [k for k, e in enumerate(d["events"]) if e["type"] == "discard"][0]
    log["06"]["laid"] = d["laid"]

    deals = [x for x, _ in A]
    res = [y for _, y in A]
    # wrong score: deal 1, a seat's game points one too many
    files["07-terziglio-wrong-score"] = transcript(
        "tarocchini-terziglio",
        rulesA,
        deals,
        res,
        {"audit": "terziglio-sim-wide", "seed": seed, "variant_of": "01"},
        sheet_edit=(1, "score", A[1][1]["scores"].index(max(A[1][1]["scores"])), 1),
    )
    files["08-terziglio-wrong-total"] = transcript(
        "tarocchini-terziglio",
        rulesA,
        deals,
        res,
        {"audit": "terziglio-sim-wide", "seed": seed, "variant_of": "01"},
        sheet_edit=(2, "total", 0, 2),
    )

    # false declaration: deal 0, eldest declares a cricca of kings he does not hold
    def false_item(d0, seat):
        hand = d0["hands"][seat]
        for name in ("kings", "queens", "knights", "jacks"):
            if sum(1 for c in CRICCHE[name][0] if c in hand) <= 1:
                return {"kind": "cricca", "of": name, "count": 3}
        raise SystemExit("no false item")

    eld = 2  # an opponent of the deal-0 declarer: his hand is as dealt
    item = false_item(A[0][0], eld)
    d, r = t_variant(
        "09-terziglio-false-declaration", 0, {"kind": "false_declaration", "seat": eld, "item": item}
    )
    log["09"]["event"] = [
        k for k, e in enumerate(d["events"]) if e["type"] == "declare" and e["seat"] == eld
    ][0]
    log["09"]["item"] = item

    d, r = o_variant("10-ottocento-revoke", 0, {"kind": "revoke", "trick": 3})
    log["10"]["event"] = play_index(d, d["fault_done"][0], d["fault_done"][1])
    d, r = o_variant("11-ottocento-failure-to-trump", 1, {"kind": "failure_to_trump", "trick": 2})
    log["11"]["event"] = play_index(d, d["fault_done"][0], d["fault_done"][1])
    d, r = o_variant("12-ottocento-discard-king", 2, {"kind": "illegal_discard"})
    log["12"]["event"] = 0
    log["12"]["laid"] = d["laid"]
    deals = [x for x, _ in OT]
    res = [y for _, y in OT]
    files["13-ottocento-wrong-score"] = transcript(
        "tarocchini-ottocento",
        {"preset": "standard"},
        deals,
        res,
        {"audit": "terziglio-sim-wide", "seed": seed, "variant_of": "03"},
        sheet_edit=(0, "score", 1, 10),
    )
    files["14-ottocento-wrong-total"] = transcript(
        "tarocchini-ottocento",
        {"preset": "standard"},
        deals,
        res,
        {"audit": "terziglio-sim-wide", "seed": seed, "variant_of": "03"},
        sheet_edit=(1, "total", 0, -5),
    )
    dealer1 = OT[1][0]["dealer"]
    seat = (dealer1 + 2) % 4
    item = false_item(OT[1][0], seat)
    d, r = o_variant(
        "15-ottocento-false-declaration", 1, {"kind": "false_declaration", "seat": seat, "item": item}
    )
    log["15"]["event"] = [
        k for k, e in enumerate(d["events"]) if e["type"] == "declare" and e["seat"] == seat
    ][0]
    log["15"]["item"] = item

    for name, t in files.items():
        with open(os.path.join(out, name + ".json"), "w") as fh:
            json.dump(t, fh, indent=1)
            fh.write("\n")
    if args.report:
        print(json.dumps(log, indent=1, default=str))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=os.path.dirname(os.path.abspath(__file__)))
    ap.add_argument("--report", action="store_true")
    make_files(ap.parse_args())


if __name__ == "__main__":
    main()
