"""Blind model of Ottocento from the Russian Wikipedia text (seeds/004). Written without the engine."""
from __future__ import annotations

import itertools
import random

LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]   # S B high->low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low
SUITS = "SBCD"
DECK = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}
MORETTI = {"T1", "T2", "T3", "T4"}
CONT = {"MATTO", "T0"}


def value(c):
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    return {"Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit(c):
    if c == "MATTO":
        return None
    return "T" if c.startswith("T") else c[-1]


def strength(c):
    if c.startswith("T"):
        n = int(c[1:])
        return 100 + (1 if 1 <= n <= 4 else n)
    s = c[-1]
    order = LONG if s in "SB" else ROUND
    return 10 - order.index(c[:-1])


def winner(trick):
    """trick: list of (seat, card) in play order; Moretti tie: last played wins."""
    led = next(suit(c) for _, c in trick if c != "MATTO")
    best = None
    for seat, c in trick:
        if c == "MATTO":
            continue
        s = suit(c)
        if s != "T" and s != led:
            continue
        key = (1 if s == "T" else 0, strength(c))
        if best is None or key >= best[0]:  # >= : later equal (only Moretti are equal) wins
            best = (key, seat)
    return best[1]


def legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = next((suit(c) for _, c in trick if c != "MATTO"), None)
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------- combinations (source table) ----------------
CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}
CRICCA_CARDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in SUITS],
    "queens": ["Q" + s for s in SUITS],
    "knights": ["N" + s for s in SUITS],
    "jacks": ["J" + s for s in SUITS],
}


def seq_points(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def cricche(cards):
    out = []
    for k, cs in CRICCA_CARDS.items():
        n = sum(c in cards for c in cs)
        if n >= 3:
            out.append(("cricca", k, n, CRICCA[k][n - 3]))
    return out


def sequences_natural(cards):
    """Sequences without wild cards and without gaps (the reading every text agrees on)."""
    out = []
    m = sum(c in cards for c in MORETTI)
    if m >= 3:
        out.append(("sequence", "moretti", m, seq_points(m)))
    a = sum(("1" + s) in cards for s in SUITS)
    if a >= 3:
        out.append(("sequence", "aces", a, seq_points(a)))
    for s in SUITS:
        run = 0
        for r in ["K", "Q", "N", "J", "1"]:
            if r + s in cards:
                run += 1
            else:
                break
        if run >= 3:
            out.append(("sequence", "suit:" + s, run, seq_points(run)))
    if "T20" in cards:
        run = 1
        for n in range(19, 4, -1):
            if f"T{n}" in cards:
                run += 1
            else:
                break
        if run >= 3:
            out.append(("sequence", "trumps", run, seq_points(run)))
    return out


def sensitive(cards):
    """Reasons the combination count of this set depends on a reading (wilds, gaps)."""
    why = []
    wild = any(c in cards for c in CONT)
    if sum(c in cards for c in MORETTI) >= 2 and wild:
        why.append("moretti+wild")
    if sum(("1" + s) in cards for s in SUITS) >= 2 and wild:
        why.append("aces+wild")
    for s in SUITS:
        if "K" + s in cards:
            courts = sum((r + s) in cards for r in "QNJ")
            run = 0
            for r in ["Q", "N", "J", "1"]:
                if r + s in cards:
                    run += 1
                else:
                    break
            if wild and courts >= 1:
                why.append("suit+wild:" + s)
            if courts >= 2 and run < courts:
                why.append("suit-gap:" + s)
            if courts == 3 and run == 3 and False:
                pass
            if run < 3 and courts + ("1" + s in cards) > run and courts >= 2:
                why.append("suit-ace-gap:" + s)
    if "T20" in cards:
        g = sum(f"T{n}" in cards for n in (19, 18, 17))
        if wild and g >= 1:
            why.append("trumps+wild")
        if g >= 2 and not all(f"T{n}" in cards for n in (19, 18, 17)[:g]):
            why.append("trumps-gap")
    return why


def combos(cards):
    cr = cricche(cards)
    sq = sequences_natural(cards)
    return cr, sq


def combo_total(cards, double_three=True):
    cr, sq = combos(cards)
    a = sum(x[3] for x in cr)
    b = sum(x[3] for x in sq)
    if double_three and len(cr) >= 3:
        a *= 2
    if double_three and len(sq) >= 3:
        b *= 2
    return a + b


def item_json(x):
    kind, of, n, _ = x
    if kind == "cricca":
        return {"kind": "cricca", "of": of, "count": n}
    if of.startswith("suit:"):
        return {"kind": "sequence", "of": "suit", "suit": of[5:], "length": n}
    return {"kind": "sequence", "of": of, "length": n}


def item_points(it):
    if it["kind"] == "cricca":
        return CRICCA[it["of"]][it["count"] - 3]
    return seq_points(it["length"])


def declaration_points(items, double_three=True):
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    a, b = sum(cr), sum(sq)
    if double_three and len(cr) >= 3:
        a *= 2
    if double_three and len(sq) >= 3:
        b *= 2
    return a + b


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(value(c) for c in pile) - len(pile) // 2


def team(seat):
    return seat % 2


# ---------------- my reading of the contatori (wild cards) ----------------
# Source: contatori (Matto, Bagatto) are wild cards usable "в нескольких местах" (in several places):
# each may stand in every sequence of the set at once (not in cricche); never for Angel or King;
# trumps: no two wilds in a row, save Moon(17)+16.
def sequences_wild(cards):
    w = sum(c in cards for c in CONT)
    out = []
    m = sum(c in cards for c in MORETTI)
    if m >= 2 and m + w >= 3:
        n = min(6, m + w)
        out.append(("sequence", "moretti", n, seq_points(n)))
    a = sum(("1" + s) in cards for s in SUITS)
    if a >= 2 and a + w >= 3:
        n = min(6, a + w)
        out.append(("sequence", "aces", n, seq_points(n)))
    for s in SUITS:
        if "K" + s not in cards:
            continue
        rc = sum((r + s) in cards for r in "QNJ")
        ra = ("1" + s) in cards
        if rc >= 1 and rc + w >= 2:
            n = 1 + min(4, rc + ra + w)
            out.append(("sequence", "suit:" + s, n, seq_points(n)))
    if "T20" in cards:
        best = 0
        pos = list(range(19, 4, -1))
        missing = [p for p in pos if f"T{p}" not in cards]
        for k in range(0, w + 1):
            for fill in itertools.combinations(missing, k):
                filled = {p for p in pos if f"T{p}" in cards} | set(fill)
                # no two consecutive wilds except 17+16
                bad = any((p in fill and p - 1 in fill and not (p == 17)) for p in fill)
                if bad:
                    continue
                g = [p for p in (19, 18, 17) if p in filled]
                greal = [p for p in (19, 18, 17) if f"T{p}" in cards]
                if len(g) < 2 or not greal:
                    continue
                run = 0
                for p in range(16, 4, -1):
                    if p in filled:
                        run += 1
                    else:
                        break
                best = max(best, 1 + len(g) + run)
        if best >= 3:
            out.append(("sequence", "trumps", best, seq_points(best)))
    return out


def combo_total_wild(cards, double_three=True):
    cr = cricche(cards)
    sq = sequences_wild(cards)
    a = sum(x[3] for x in cr)
    b = sum(x[3] for x in sq)
    if double_three and len(cr) >= 3:
        a *= 2
    if double_three and len(sq) >= 3:
        b *= 2
    return a + b, cr, sq


def gap_flags(cards):
    return [x for x in sensitive(cards) if "gap" in x]
