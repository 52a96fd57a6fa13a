"""Blind model of Tarocchini (Ottocento, Terziglio) from source 004 (Russian), audit tarocchini-spec10.

Readings taken here (see EXPECTED.md for the source passages):
- card points: a side's pile counted in pairs, 1 off each pair; an odd leftover card (Terziglio)
  is not a pair and counts its face value (flag ODD_FULL; alternative: value - 1).
- sequences are runs without gaps; a contatore (T0, MATTO) fills one missing place; two
  contatori in a row end a trump run, except when the two places are T17 and T16; a contatore may
  stand at the end of a run (flag TRAILING_C when this happens).
- contatori never replace T20 or a King; a contatore may serve in several sequences at once.
- three or more cricche made at once double the cricche; three or more sequences double the sequences.
- Ottocento: the dealer's two discards belong to his side's pile (points and combinations) unless
  the dealer (option dealer_trick) took no trick, then to the opponents.
- the Matto goes back to its player's side; if the trick went to an opponent, that side hands over a
  1-point card at the end; if the Matto's side took no trick, the Matto goes to the opponents.
"""

from __future__ import annotations

import itertools
import random

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high->low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low

DECK = []
for s in SUITS:
    for r in LONG_ORDER if s in "SB" else ROUND_ORDER:
        DECK.append(r + s)
DECK += [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62

CONTATORI = ("T0", "MATTO")


def suit_of(c):
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def value(c):
    if c == "MATTO":
        return 5
    if c.startswith("T"):
        n = int(c[1:])
        return 5 if n in (0, 19, 20) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


assert sum(value(c) for c in DECK) == 118


def power(c):
    """Rank strength within its suit (trumps: T1-T4 equal)."""
    s = suit_of(c)
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n
    order = LONG_ORDER if s in "SB" else ROUND_ORDER
    return 100 - order.index(rank_of(c))


def trick_winner(plays, moretti_tie="last_played"):
    """plays: list of (seat, card). Returns the index in plays of the winning card."""
    led = None
    for _, c in plays:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    for i, (_, c) in enumerate(plays):
        if c == "MATTO":
            continue
        s = suit_of(c)
        if s == "T":
            key = (2, power(c))
        elif s == led:
            key = (1, power(c))
        else:
            continue
        if best is None or key > best[0] or (key == best[0] and moretti_tie == "last_played"):
            best = (key, i)
    return best[1]


def legal(hand, plays):
    """Cards of hand legal to play to the trick so far."""
    if not plays or all(c == "MATTO" for _, c in plays):
        return list(hand)
    led = next(suit_of(c) for _, c in plays if c != "MATTO")
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + [c for c in hand if c == "MATTO"]
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + [c for c in hand if c == "MATTO"]
    return list(hand)


# ------------------------------------------------------------------ combinations

CRICCA_POINTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
CRICCA_CARDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": [f"K{s}" for s in SUITS],
    "queens": [f"Q{s}" for s in SUITS],
    "knights": [f"N{s}" for s in SUITS],
    "jacks": [f"J{s}" for s in SUITS],
}


def seq_points(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def trump_run(cards, flags=None):
    if "T20" not in cards:
        return 0
    cont = sum(1 for c in CONTATORI if c in cards)
    length, used, prev_c = 1, 0, None  # prev_c: slot number where the previous contatore stood
    last_slot = 20
    for slot in [19, 18, 17] + list(range(16, 4, -1)):
        if f"T{slot}" in cards:
            length += 1
            prev_c = None
        elif used < cont and (prev_c is None or (prev_c == 17 and slot == 16)):
            length += 1
            used += 1
            prev_c = slot
        else:
            break
        last_slot = slot
    if length < 3:
        return 0
    if prev_c is not None and flags is not None and last_slot != 5:
        flags.add("TRAILING_C_trumps")
    return length


def suit_run(cards, s, flags=None):
    if f"K{s}" not in cards:
        return 0
    cont = sum(1 for c in CONTATORI if c in cards)
    length, used, prev_c = 1, 0, False
    reals = 0
    for r in ["Q", "N", "J", "1"]:
        if f"{r}{s}" in cards:
            length += 1
            prev_c = False
            if r in "QN":
                reals += 1
        elif used < cont:
            if prev_c and flags is not None:
                flags.add(f"TWO_C_suit_{s}")
            length += 1
            used += 1
            prev_c = True
        else:
            break
    if length < 3:
        return 0
    # K + Q + N places, at least one of Q, N real
    if reals == 0:
        return 0
    if prev_c and flags is not None and length < 5:
        flags.add(f"TRAILING_C_suit_{s}")
    return length


def group_run(cards, group, flags=None):
    real = sum(1 for c in group if c in cards)
    if real < 2:
        return 0
    cont = sum(1 for c in CONTATORI if c in cards)
    n = min(real + cont, 6)
    return n if n >= 3 else 0


MORETTI = ["T1", "T2", "T3", "T4"]
ACES = ["1S", "1B", "1C", "1D"]


def combos(cards, double_three=True, flags=None):
    """All combinations in a set of cards. Returns (points, items, detail)."""
    cards = set(cards)
    cr = []
    for k, members in CRICCA_CARDS.items():
        n = sum(1 for c in members if c in cards)
        if n >= 3:
            cr.append((k, n, CRICCA_POINTS[k][n - 3]))
    sq = []
    t = trump_run(cards, flags)
    if t:
        sq.append(("trumps", None, t, seq_points(t)))
    m = group_run(cards, MORETTI, flags)
    if m:
        sq.append(("moretti", None, m, seq_points(m)))
    a = group_run(cards, ACES, flags)
    if a:
        sq.append(("aces", None, a, seq_points(a)))
    for s in SUITS:
        n = suit_run(cards, s, flags)
        if n:
            sq.append(("suit", s, n, seq_points(n)))
    cp = sum(p for *_, p in cr)
    sp = sum(p for *_, p in sq)
    if flags is not None and double_three:
        if (len(cr) >= 3 and 0 < len(sq) < 3) or (len(sq) >= 3 and 0 < len(cr) < 3):
            flags.add("DOUBLING_MIXED")
    if double_three and len(cr) >= 3:
        cp *= 2
    if double_three and len(sq) >= 3:
        sp *= 2
    return cp + sp, cr, sq


def item_points(items, double_three=True):
    cr = [i for i in items if i["kind"] == "cricca"]
    sq = [i for i in items if i["kind"] == "sequence"]
    cp = sum(CRICCA_POINTS[i["of"]][i["count"] - 3] for i in cr)
    sp = sum(seq_points(i["length"]) for i in sq)
    if double_three and len(cr) >= 3:
        cp *= 2
    if double_three and len(sq) >= 3:
        sp *= 2
    return cp + sp


def items_from(cr, sq):
    out = [{"kind": "cricca", "of": k, "count": n} for k, n, _ in cr]
    for kind, s, n, _ in sq:
        it = {"kind": "sequence", "of": kind, "length": n}
        if s:
            it["suit"] = s
        out.append(it)
    return out


def card_points(pile, odd="full"):
    n = len(pile)
    v = sum(value(c) for c in pile) - n // 2
    if n % 2 and odd == "minus1":
        v -= 1
    return v


# ------------------------------------------------------------------ play

def play_out(hands, leader, n_tricks, policy, rng, moretti_tie="last_played"):
    """hands: list of lists (mutable copies). policy(seat, legal, plays, state) -> card."""
    hands = [list(h) for h in hands]
    n = len(hands)
    tricks = []
    for _ in range(n_tricks):
        plays = []
        for k in range(n):
            seat = (leader + k) % n
            lg = legal(hands[seat], plays)
            c = policy(seat, lg, plays, hands, rng)
            hands[seat].remove(c)
            plays.append((seat, c))
        w = plays[trick_winner(plays, moretti_tie)][0]
        tricks.append((plays, w))
        leader = w
    return tricks


def random_policy(seat, lg, plays, hands, rng):
    return rng.choice(sorted(lg, key=DECK.index))


def check_play(hands, leader, plays_flat, n, moretti_tie="last_played"):
    """Replays a flat list of (seat, card); returns tricks [(plays, winner)] or raises."""
    hands = [list(h) for h in hands]
    tricks = []
    i = 0
    while i < len(plays_flat):
        plays = []
        for k in range(n):
            seat, c = plays_flat[i]
            assert seat == (leader + k) % n, (i, seat, leader)
            assert c in hands[seat], (i, seat, c)
            assert c in legal(hands[seat], plays), (i, seat, c, plays)
            hands[seat].remove(c)
            plays.append((seat, c))
            i += 1
        w = plays[trick_winner(plays, moretti_tie)][0]
        tricks.append((plays, w))
        leader = w
    return tricks


# ------------------------------------------------------------------ deal scoring

def _pile_scores(piles, sides, double_three, odd, flags):
    out = {}
    for side in sides:
        pile = piles[side]
        cp, cr, sq = combos(pile, double_three, flags)
        out[side] = {"combinations": cp, "card_points": card_points(pile, odd), "cr": cr, "sq": sq, "n": len(pile)}
    return out


def settle_piles(tricks, side_of, extra, extra_side_rule, double_three=True, odd="full", flags=None):
    """tricks: [(plays, winner)]; side_of(seat)->side id; extra: list of (cards, side_if_won, side_else, cond)
    Returns dict side -> scores, chosen matto card, piles."""
    sides = sorted(set(side_of(s) for t in tricks for s, _ in t[0]))
    piles = {s: [] for s in sides}
    won = {s: 0 for s in sides}
    debt = None
    matto_side = None
    for plays, w in tricks:
        ws = side_of(w)
        won[ws] += 1
        for seat, c in plays:
            if c == "MATTO":
                matto_side = side_of(seat)
                piles[matto_side].append(c)
                if matto_side != ws:
                    debt = (matto_side, ws)
            else:
                piles[ws].append(c)
    extra_cards = set()
    for cards, side in extra_side_rule(won):
        piles[side].extend(cards)
        extra_cards |= set(cards)
    last_side = side_of(tricks[-1][1])
    other = {sides[0]: sides[1], sides[1]: sides[0]}
    choice = None
    if matto_side is not None and won[matto_side] == 0:
        piles[matto_side].remove("MATTO")
        piles[other[matto_side]].append("MATTO")
        debt = None
        if flags is not None:
            flags.add("MATTO_SIDE_NO_TRICK")
    results = []
    if debt and not [c for c in piles[debt[0]] if value(c) == 1 and c not in extra_cards]:
        if flags is not None:
            flags.add("MATTO_NO_LOW_CARD")
        debt = None
    if debt:
        giver, taker = debt
        def pref(c):
            if c.startswith("T"):
                return (2 if int(c[1:]) <= 4 else 1, DECK.index(c))
            return (3 if c.startswith("1") and len(c) == 2 else 0, DECK.index(c))

        cands = sorted({c for c in piles[giver] if value(c) == 1 and c not in extra_cards}, key=pref)
        for c in cands:
            p2 = {s: list(v) for s, v in piles.items()}
            p2[giver].remove(c)
            p2[taker].append(c)
            sc = _pile_scores(p2, sides, double_three, odd, None)
            tot = {s: sc[s]["combinations"] + sc[s]["card_points"] for s in sides}
            results.append((tot[giver] - tot[taker], c, sc, p2))
        best = max(r[0] for r in results)
        outcomes = {tuple(sorted((s, r[2][s]["combinations"]) for s in sides)) for r in results}
        if len(outcomes) > 1 and flags is not None:
            flags.add("MATTO_CHOICE_MATTERS")
        # prefer the best for the giver; among equals, the lowest card in deck order with no combo effect
        r = next(r for r in results if r[0] == best)
        choice, sc, piles = r[1], r[2], r[3]
        if flags is not None:
            flags.add(f"MATTO_GIVES:{giver}->{taker}")
            _pile_scores(piles, sides, double_three, odd, flags)
    else:
        sc = _pile_scores(piles, sides, double_three, odd, flags)
    for s in sides:
        sc[s]["last_trick"] = 6 if s == last_side else 0
        sc[s]["tricks"] = won[s]
    return sc, choice, piles, results


def ottocento_deal(hands, dealer, discard, decls, plays_flat, rules=None, flags=None):
    rules = rules or {}
    dt = rules.get("double_three", True)
    h = [list(x) for x in hands]
    for c in discard:
        h[dealer].remove(c)
    tricks = check_play(h, (dealer + 1) % 4, plays_flat, 4, rules.get("moretti_tie", "last_played"))
    dealer_won = sum(1 for _, w in tricks if w == dealer)
    mode = rules.get("discard_credit", "dealer_trick")

    def extra(won):
        ds = dealer % 2
        ok = dealer_won > 0 if mode == "dealer_trick" else won[ds] > 0
        return [(discard, ds if ok else 1 - ds)]

    sc, choice, piles, results = settle_piles(tricks, lambda s: s % 2, None, extra, dt, "full", flags)
    for side in (0, 1):
        sc[side]["declarations"] = sum(item_points(items, dt) for seat, items in decls.items() if seat % 2 == side)
        sc[side]["total"] = sc[side]["declarations"] + sc[side]["combinations"] + sc[side]["card_points"] + sc[side]["last_trick"]
    return sc, choice, piles, tricks


def terziglio_deal(hands, dealer, widow, declarer, contract, take, discard, decls, plays_flat, rules=None, flags=None, odd="full"):
    rules = rules or {}
    dt = rules.get("double_three", True)
    h = [list(x) for x in hands]
    if contract == "gioco":
        h[declarer] += take
        for c in discard:
            h[declarer].remove(c)
        rest = [c for c in widow if c not in take] + list(discard)
    else:
        rest = list(widow)
    n_tr = len(h[0])
    tricks = check_play(h, (dealer + 1) % 3, plays_flat, 3, rules.get("moretti_tie", "last_played"))
    assert len(tricks) == n_tr
    side_of = lambda s: 0 if s == declarer else 1  # 0 declarer side, 1 opponents

    def extra(won):
        if contract == "gioco":
            return [(rest, 0 if won[0] > 0 else 1)]
        return [(rest, side_of(tricks[-1][1]))]

    sc, choice, piles, results = settle_piles(tricks, side_of, None, extra, dt, odd, flags)
    for side in (0, 1):
        sc[side]["declarations"] = sum(item_points(items, dt) for seat, items in decls.items() if side_of(seat) == side)
        sc[side]["total"] = sc[side]["declarations"] + sc[side]["combinations"] + sc[side]["card_points"] + sc[side]["last_trick"]
    all_tricks = sc[0]["tricks"] == 0 or sc[1]["tricks"] == 0
    if all_tricks:
        winner = 0 if sc[1]["tricks"] == 0 else 1
        gp = 40 * (2 if contract == "solo" and rules.get("solo_doubles_all_tricks", False) else 1)
    else:
        winner = 0 if sc[0]["total"] > sc[1]["total"] else 1
        gp = round_gp(sc[winner]["total"]) * (2 if contract == "solo" else 1)
    res = [0, 0, 0]
    for s in range(3):
        if side_of(s) == winner:
            res[s] = gp
    return sc, choice, piles, tricks, winner, gp, res


def round_gp(points):
    base = (points // 50) * 50
    if base + 50 - points < 5:
        base += 50
    return base // 50


def gap_situations(cards):
    """Places where a run stops at a missing card (no contatore left) while the next card of the
    run is held: the readings 'runs without gaps' and 'runs with gaps' may differ there."""
    cards = set(cards)
    out = []
    if "T20" in cards:
        slots = [19, 18, 17] + list(range(16, 4, -1))
        cont = sum(1 for c in CONTATORI if c in cards)
        used, prev_c = 0, None
        for i, slot in enumerate(slots):
            if f"T{slot}" in cards:
                prev_c = None
                continue
            if used < cont and (prev_c is None or (prev_c == 17 and slot == 16)):
                used += 1
                prev_c = slot
                continue
            if i + 1 < len(slots) and f"T{slots[i + 1]}" in cards:
                out.append(f"T{slot}")
            break
    for s in SUITS:
        if f"K{s}" not in cards:
            continue
        cont = sum(1 for c in CONTATORI if c in cards)
        used = 0
        ranks = ["Q", "N", "J", "1"]
        for i, r in enumerate(ranks):
            if f"{r}{s}" in cards:
                continue
            if used < cont:
                used += 1
                continue
            if any(f"{r2}{s}" in cards for r2 in ranks[i + 1:]):
                out.append(f"{r}{s}")
            break
    return out
