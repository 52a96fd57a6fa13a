"""Blind model of Tarocchini Ottocento, written from seeds/004 (Russian) only.

Card points (source table "Описание колоды"): Angel 5, Mondo 5, Sun 1, Moon 1, numbered trumps 1,
Moretti 1, Bagatto 5, Kings 5, Queens 4, Knights 3, Jacks 2, pips 1, Matto 5.
Cards counted in pairs, 1 off each pair; last trick 6; the whole deck gives 93.
"""

from __future__ import annotations

import itertools
import random

SUITS = "SBCD"
LONG = "SB"  # K Q N J 10 9 8 7 6 1
ROUND = "CD"  # K Q N J 1 6 7 8 9 10
RANKS_LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
RANKS_ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
TRUMPS = [f"T{i}" for i in range(21)]
DECK = [r + s for s in SUITS for r in (RANKS_LONG if s in LONG else RANKS_ROUND)] + TRUMPS + ["MATTO"]
assert len(DECK) == 62
CONTATORI = {"T0", "MATTO"}
MORETTI = {"T1", "T2", "T3", "T4"}
ACES = {"1" + s for s in SUITS}


def is_trump(c):
    return c.startswith("T")


def tnum(c):
    return int(c[1:])


def suit_of(c):
    if c == "MATTO":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def points(c):
    if c == "MATTO":
        return 5
    if is_trump(c):
        n = tnum(c)
        return 5 if n in (20, 19, 0) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


assert sum(points(c) for c in DECK) - 31 + 6 == 93


def suit_strength(c):
    s = suit_of(c)
    order = RANKS_LONG if s in LONG else RANKS_ROUND
    return len(order) - order.index(rank_of(c))


def trick_winner(trick, moretti_tie="last_played"):
    """trick: list of (seat, card). Returns index into trick of the winner."""
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    bestkey = None
    for i, (_, c) in enumerate(trick):
        if c == "MATTO":
            continue
        if is_trump(c):
            n = tnum(c)
            k = (2, 1 if 1 <= n <= 4 else n)
        elif suit_of(c) == led:
            k = (1, suit_strength(c))
        else:
            continue
        if bestkey is None or k > bestkey or (k == bestkey and moretti_tie == "last_played"):
            best, bestkey = i, k
    return best


def legal(hand, trick):
    if not trick:
        return list(hand)
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = suit_of(c)
            break
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + [c for c in hand if c == "MATTO"]
    trumps = [c for c in hand if is_trump(c)]
    if trumps:
        return trumps + [c for c in hand if c == "MATTO"]
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_value(n):
    return 10 + 5 * (n - 3)


def trump_run(cards):
    """Longest trump run from the Angel down (20,19,...,5), contatori filling; no two contatori in
    a row except when the pair filled is the Moon (17) and 16. Gapless reading."""
    if "T20" not in cards:
        return 0
    c = len(CONTATORI & set(cards))
    n = 1
    prev = None  # position filled by a contatore just before
    for p in range(19, 4, -1):
        if f"T{p}" in cards:
            n += 1
            prev = None
            continue
        if c > 0 and (prev is None or (prev == 17 and p == 16)):
            c -= 1
            n += 1
            prev = p
            continue
        break
    return n if n >= 3 else 0



def suit_run(cards, s):
    """K (real) then Q N J A, gapless, contatori filling; at least one of the first two figures real."""
    if "K" + s not in cards:
        return 0
    c = len(CONTATORI & set(cards))
    n = 1
    real_fig = 0
    for r in ["Q", "N", "J", "1"]:
        if r + s in cards:
            n += 1
            if r != "1":
                real_fig += 1
            continue
        if c > 0:
            c -= 1
            n += 1
            continue
        break
    if n < 3 or real_fig < 1:
        return 0
    return n


def suit_run_literal(cards, s):
    """The source's words: King and at least two court cards of the suit (any of Q N J, one may be a
    contatore, one must be real); the Ace an additional card; contatori fill missing ones."""
    if "K" + s not in cards:
        return 0
    c = len(CONTATORI & set(cards))
    figs = sum(1 for r in "QNJ" if r + s in cards)
    ace = 1 if "1" + s in cards else 0
    if figs < 1 or figs + min(c, 3 - figs) < 2:
        return 0
    n = 1 + figs + ace + min(c, (3 - figs) + (1 - ace))
    return n if n >= 3 else 0


def trump_run_literal(cards):
    """Angel + at least two of Mondo/Sun/Moon (one real) + numbered trumps from 16 down."""
    if "T20" not in cards:
        return 0
    c = len(CONTATORI & set(cards))
    g_real = sum(1 for p in (19, 18, 17) if f"T{p}" in cards)
    if not g_real:
        return 0
    best = 0
    for cg in range(0, min(c, 3 - g_real) + 1):
        g = g_real + cg
        if g < 2:
            continue
        rest = c - cg
        n = 0
        prev = False
        for p in range(16, 4, -1):
            if f"T{p}" in cards:
                n += 1
                prev = False
            elif rest > 0 and not prev:
                rest -= 1
                n += 1
                prev = True
            else:
                break
        best = max(best, 1 + g + n)
    return best


def set_run(cards, group):
    r = len(group & set(cards))
    if r < 2:
        return 0
    n = min(r + len(CONTATORI & set(cards)), 6)
    return n if n >= 3 else 0


def max_combos(cards, reading="literal"):
    """All combinations a pile holds at most: list of (kind, of, n, value)."""
    cards = set(cards)
    srun = suit_run if reading == "gapless" else suit_run_literal
    trun = trump_run if reading != "alt_trumps" else trump_run_literal
    out = []
    for name, (members, v3, v4) in CRICCA.items():
        k = len(cards & set(members))
        if k == 3:
            out.append(("cricca", name, 3, v3))
        elif k == 4:
            out.append(("cricca", name, 4, v4))
    t = trun(cards)
    if t:
        out.append(("sequence", "trumps", t, seq_value(t)))
    for s in SUITS:
        n = srun(cards, s)
        if n:
            out.append(("sequence", "suit" + s, n, seq_value(n)))
    n = set_run(cards, MORETTI)
    if n:
        out.append(("sequence", "moretti", n, seq_value(n)))
    n = set_run(cards, ACES)
    if n:
        out.append(("sequence", "aces", n, seq_value(n)))
    return out


def combo_total(items, double_three=True):
    cr = [v for (k, _, _, v) in items if k == "cricca"]
    sq = [v for (k, _, _, v) in items if k == "sequence"]
    a = sum(cr) * (2 if double_three and len(cr) >= 3 else 1)
    b = sum(sq) * (2 if double_three and len(sq) >= 3 else 1)
    return a + b


def item_tuple(it):
    if it["kind"] == "cricca":
        members, v3, v4 = CRICCA[it["of"]]
        return ("cricca", it["of"], it["count"], v3 if it["count"] == 3 else v4)
    of = it["of"] + (it.get("suit") or "")
    return ("sequence", of, it["length"], seq_value(it["length"]))


def declaration_ok(hand, it):
    hand = set(hand)
    if it["kind"] == "cricca":
        members = CRICCA[it["of"]][0]
        return len(hand & set(members)) >= it["count"]
    of = it["of"]
    if of == "trumps":
        m = trump_run(hand)
    elif of == "suit":
        m = suit_run_literal(hand, it["suit"])
    elif of == "moretti":
        m = set_run(hand, MORETTI)
    else:
        m = set_run(hand, ACES)
    return m >= it["length"] >= 3


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(points(c) for c in pile) - len(pile) // 2


# ---------------------------------------------------------------- dealing and play
def deal_hands(rng, fixed, dealer):
    """fixed: {seat: [cards]}; the dealer's hand has 17 cards (15 + the last two)."""
    rest = [c for c in DECK if all(c not in v for v in fixed.values())]
    rng.shuffle(rest)
    hands = []
    for s in range(4):
        want = 17 if s == dealer else 15
        h = list(fixed.get(s, []))
        while len(h) < want:
            h.append(rest.pop())
        hands.append(h)
    assert not rest
    assert sorted(sum(hands, [])) == sorted(DECK)
    return hands


def play_deal(rng, hands, dealer, plan=None, moretti_tie="last_played", choose=None):
    """Random legal play; plan = {(trick, seat): card} forces a card (may be illegal).
    choose(trick_no, seat, hand, trick, legal) may return a card or None.
    Returns plays [(seat, card)], tricks [(list, winner_seat)]."""
    hands = [list(h) for h in hands]
    plan = plan or {}
    leader = (dealer + 1) % 4
    tricks = []
    plays = []
    for t in range(15):
        trick = []
        for k in range(4):
            s = (leader + k) % 4
            lg = legal(hands[s], trick)
            card = plan.get((t, s))
            if card is None and choose:
                card = choose(t, s, hands[s], trick, lg)
            if card is None:
                cand = [c for c in lg if not (c == "MATTO" and (k == 0 or t == 14))]
                if not cand:
                    cand = lg
                # play the Matto early when possible
                if "MATTO" in cand and k > 0 and rng.random() < 0.5:
                    card = "MATTO"
                else:
                    card = rng.choice([c for c in cand if c != "MATTO"] or cand)
            assert card in hands[s], (t, s, card)
            hands[s].remove(card)
            trick.append((s, card))
            plays.append((s, card))
        w = trick[trick_winner(trick, moretti_tie)][0]
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def team(seat):
    return seat % 2


def piles(tricks, discards, dealer, discard_credit="dealer_trick"):
    """Returns the two team piles (sets of cards) and details; each element of the returned list
    `variants` is a pair of piles for one choice of the low card the Matto's side hands over."""
    pile = [[], []]
    matto = None  # (owner team, winner team)
    won = [0, 0, 0, 0]
    for trick, w in tricks:
        won[w] += 1
        for s, c in trick:
            if c == "MATTO":
                matto = (team(s), team(w))
                continue
            pile[team(w)].append(c)
    last_team = team(tricks[-1][1])
    # discards
    if discard_credit == "dealer_trick":
        dgets = team(dealer) if won[dealer] > 0 else 1 - team(dealer)
    else:
        dgets = team(dealer) if won[dealer] + won[(dealer + 2) % 4] > 0 else 1 - team(dealer)
    pile[dgets] += list(discards)
    variants = []
    if matto is None:
        variants.append((pile[0][:], pile[1][:], None))
    else:
        owner, winner = matto
        if owner == winner:
            p = [pile[0][:], pile[1][:]]
            p[owner].append("MATTO")
            variants.append((p[0], p[1], None))
        elif not pile[owner]:
            p = [pile[0][:], pile[1][:]]
            p[winner].append("MATTO")
            variants.append((p[0], p[1], None))
        else:
            lows = sorted({c for c in pile[owner] if points(c) == 1})
            for low in lows:
                p = [pile[0][:], pile[1][:]]
                p[owner].remove(low)
                p[owner].append("MATTO")
                p[winner].append(low)
                variants.append((p[0], p[1], low))
    return variants, last_team, won


def score_deal(decls, tricks, discards, dealer, hands_after_discard, double_three=True,
               discard_credit="dealer_trick", reading="literal"):
    """decls: {seat: items}. Returns per team dict of components for every Matto variant; asserts
    the variants agree."""
    dec = [0, 0]
    for s, items in decls.items():
        ok = [it for it in items if declaration_ok(hands_after_discard[s], it)]
        dec[team(s)] += combo_total([item_tuple(it) for it in ok], double_three)
    variants, last_team, won = piles(tricks, discards, dealer, discard_credit)
    results = []
    for p0, p1, low in variants:
        res = []
        for tm, p in ((0, p0), (1, p1)):
            cb = max_combos(p, reading)
            res.append({
                "declarations": dec[tm],
                "combinations": combo_total(cb, double_three),
                "card_points": card_points(p),
                "last_trick": 6 if last_team == tm else 0,
                "combos": cb,
                "pile": sorted(p),
            })
        for r in res:
            r["total"] = r["declarations"] + r["combinations"] + r["card_points"] + r["last_trick"]
        assert res[0]["card_points"] + res[1]["card_points"] + 6 == 93
        results.append((low, res))
    return results, won
