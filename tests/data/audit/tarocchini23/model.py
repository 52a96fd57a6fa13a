"""tarocchini23: my own model of Tarocchini from the Russian source (seed 004). Imports nothing from the project.

Readings (see EXPECTED.md for the source passages):
- trumps T20 > T19 > ... > T5 > Moretti T1..T4 (equal; the last played of equal Moretti wins) > T0.
- long suits S B: K Q N J 10 9 8 7 6 1; round suits C D: K Q N J 1 6 7 8 9 10.
- follow suit, else trump, else anything; the Matto may always be played (excuse), goes back to its
  owner's side; if that trick was won by the other side, the Matto's side gives the winner a 1-point card.
- combinations counted independently (a card may be in a cricca and a sequence); a contatore (T0, MATTO)
  may stand in every sequence at once ("в нескольких местах").
- doubling: in one count (one player's declaration, one side's after-play pile), three or more cricche
  double the cricche's points; three or more sequences double the sequences' points.
- card points: sum of values minus one per pair of cards in the pile; last trick 6.
"""

from __future__ import annotations

import random

SUITS = "SBCD"
LONG_ORDER = ["1", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]  # low -> high, S B
ROUND_ORDER = ["10", "9", "8", "7", "6", "1", "J", "N", "Q", "K"]  # low -> high, C D
RANKS = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
DECK = [r + s for s in SUITS for r in RANKS] + ["T%d" % i for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONT = ("T0", "MATTO")
PIPS = {r + s for s in SUITS for r in ("6", "7", "8", "9", "10")}


def is_trump(c):
    return c.startswith("T")


def suit_of(c):
    if c == "MATTO":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def value(c):
    if c == "MATTO":
        return 5
    if is_trump(c):
        n = int(c[1:])
        return 5 if n in (20, 19, 0) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


assert sum(value(c) for c in DECK) - 31 + 6 == 93


def strength(c):
    """comparable strength within trumps or within a suit."""
    if is_trump(c):
        n = int(c[1:])
        if 1 <= n <= 4:
            return 1
        if n == 0:
            return 0
        return n
    order = LONG_ORDER if c[-1] in "SB" else ROUND_ORDER
    return order.index(rank_of(c))


def trick_winner(cards):
    """cards: list of (seat, card) in play order; Matto never wins (never led in my records)."""
    led = suit_of(cards[0][1])
    assert led is not None, "Matto led"
    trumps = [(i, sc) for i, sc in enumerate(cards) if is_trump(sc[1])]
    if trumps:
        best = None
        for _i, (s, c) in trumps:
            if best is None or strength(c) >= strength(best[1]):  # >=: last played of equals wins
                best = (s, c)
        return best[0]
    best = None
    for s, c in cards:
        if suit_of(c) == led and (best is None or strength(c) > strength(best[1])):
            best = (s, c)
    return best[0]


def legal(hand, led):
    if led is None:
        return [c for c in hand if c != "MATTO"] or list(hand)
    same = [c for c in hand if suit_of(c) == led]
    if not same:
        same = [c for c in hand if is_trump(c)]
    if not same:
        same = [c for c in hand if c != "MATTO"]
    out = list(same)
    if "MATTO" in hand and "MATTO" not in out:
        out.append("MATTO")
    return out


# ---------------------------------------------------------------- combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3)


def run_with_wilds(cards, head, positions, nwild, trumps):
    """length of a run from head down positions, contatori filling gaps; returns (length, flags)."""
    flags = set()
    if head not in cards:
        return 0, flags
    length = 1
    used = 0
    prev_wild = False
    last_real = 1
    reals_after_head = 0
    wild_at = []
    for i, p in enumerate(positions):
        if p in cards:
            length += 1
            prev_wild = False
            reals_after_head += 1
            last_real = length
        elif used < nwild:
            if prev_wild:
                if trumps and p == "T16" and positions[i - 1] == "T17":
                    flags.add("t16_exception")
                else:
                    flags.add("consecutive_wild")
                    break
            used += 1
            length += 1
            prev_wild = True
            wild_at.append(length)
        else:
            # gap not fillable
            if trumps and p == "T18" and "T17" in cards:
                flags.add("grande_gap")
            if not trumps and p == "J" and positions[-1] in cards:
                flags.add("ace_after_gap")
            break
    # minimum: head + 2 with at least one real among the first two after head
    if length < 3:
        return 0, flags
    first_two_real = sum(1 for p in positions[:2] if p in cards)
    if first_two_real < 1:
        return 0, flags
    if length > last_real and length > 3:
        flags.add("tail_wild")
    if used:
        flags.add("wild_used")
    return length, flags


def combos(cards, nwild_override=None):
    """maximal items in a set of cards. Returns (items, flags, wild_uses)."""
    cards = set(cards)
    items = []
    flags = set()
    for of, (members, p3, p4) in CRICCA.items():
        n = sum(1 for m in members if m in cards)
        if n >= 3:
            items.append({"kind": "cricca", "of": of, "count": n, "points": p3 if n == 3 else p4})
    nwild = sum(1 for c in CONT if c in cards) if nwild_override is None else nwild_override
    wild_uses = 0
    # trumps
    n, f = run_with_wilds(cards, "T20", ["T%d" % i for i in range(19, 4, -1)], nwild, True)
    if n:
        items.append({"kind": "sequence", "of": "trumps", "length": n, "points": seq_points(n)})
        flags |= f
        wild_uses += n - 1 - sum(1 for i in range(19, 20 - n, -1) if "T%d" % i in cards)
    else:
        flags |= f & {"grande_gap"}
    for s in SUITS:
        n, f = run_with_wilds(cards, "K" + s, ["Q" + s, "N" + s, "J" + s, "1" + s], nwild, False)
        if n:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": n, "points": seq_points(n)})
            flags |= f
            wild_uses += n - 1 - sum(1 for r in ["Q", "N", "J", "1"][: n - 1] if r + s in cards)
        else:
            flags |= f & {"ace_after_gap"}
    for of, members in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        real = sum(1 for m in members if m in cards)
        if real >= 2 and real + nwild >= 3:
            n = min(6, real + nwild)
            items.append({"kind": "sequence", "of": of, "length": n, "points": seq_points(n)})
            wild_uses += n - real
    if wild_uses > nwild:
        flags.add("wild_multi_use")
    return items, flags


def combo_points(items, double=True, reading="A"):
    cr = [it for it in items if it["kind"] == "cricca"]
    sq = [it for it in items if it["kind"] == "sequence"]
    pc = sum(it["points"] for it in cr)
    ps = sum(it["points"] for it in sq)
    if not double:
        return pc + ps
    if reading == "A":
        return pc * (2 if len(cr) >= 3 else 1) + ps * (2 if len(sq) >= 3 else 1)
    # reading B: everything doubled when either class reaches three
    return (pc + ps) * (2 if (len(cr) >= 3 or len(sq) >= 3) else 1)


def doubling_ambiguous(items):
    return combo_points(items, reading="A") != combo_points(items, reading="B")


def strip(items):
    return [{k: v for k, v in it.items() if k != "points"} for it in items]


def card_points(pile):
    assert len(pile) % 2 == 0, ("odd pile", len(pile))
    return sum(value(c) for c in pile) - len(pile) // 2


def game_points(p):
    r = (p // 50) * 50
    if p % 50 > 45:
        r += 50
    return r // 50


class Rng(random.Random):
    pass
