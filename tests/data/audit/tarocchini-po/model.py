"""My own model of Tarocchini from the Russian source (seed 004). Imports nothing from the project.

Readings (see EXPECTED.md for the source passages):
- suits S B long: K Q N J 10 9 8 7 6 1; C D round: K Q N J 1 6 7 8 9 10 (high -> low).
- trumps T0..T20; T1-T4 (Moretti) equal, the last played of them is highest.
- MATTO: never wins, excuse; goes back to its owner's side; if an opponent won the trick the owner
  gives a 1-point card to that side at the end.
- values: K5 Q4 N3 J2 pips 1; T20 T19 T0 = 5, other trumps 1; MATTO 5. Counted in pairs (-1 a pair).
- combinations with an `uncertain` flag: every deal whose count touches a reading I find open is
  rejected by the generator, so the records only contain combinations whose count I am sure of.
"""

import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]


def deck():
    d = [r + s for s in SUITS for r in LONG]
    d += ["T%d" % i for i in range(21)]
    d.append("MATTO")
    return d


def suit(c):
    if c == "MATTO":
        return "X"
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def value(c):
    if c == "MATTO":
        return 5
    if c.startswith("T"):
        return 5 if c in ("T20", "T19", "T0") else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def strength(c):
    s = suit(c)
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else n  # moretti share one rank
    order = LONG if s in "SB" else ROUND
    return 100 - order.index(rank(c))


def trick_winner(plays):
    """plays: list of (seat, card). Matto never wins. Returns the seat."""
    led = None
    for _, c in plays:
        if c != "MATTO":
            led = suit(c)
            break
    best = None
    for i, (seat, c) in enumerate(plays):
        if c == "MATTO":
            continue
        s = suit(c)
        if s == "T":
            key = (2, strength(c), i if strength(c) == 1 else 0)  # last Moretti highest
        elif s == led:
            key = (1, strength(c), 0)
        else:
            key = (0, 0, 0)
        if best is None or key > best[0]:
            best = (key, seat)
    return best[1]


def legal(hand, led, is_last_trick):
    if led is None:
        opts = [c for c in hand if c != "MATTO"]
        return opts or list(hand)
    follow = [c for c in hand if suit(c) == led]
    if not follow and led != "T":
        follow = [c for c in hand if suit(c) == "T"]
    if not follow:
        follow = [c for c in hand if c != "MATTO"]
    opts = list(follow)
    if "MATTO" in hand and not is_last_trick:
        opts.append("MATTO")
    return opts or list(hand)


CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}
CR_RANK = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}


MULT = {"on": True}


class Uncertain(Exception):
    pass


def combos(cards):
    """Return list of items (dicts in transcript vocabulary) and points; raise Uncertain."""
    cs = set(cards)
    cont = [c for c in ("T0", "MATTO") if c in cs]
    nc = len(cont)
    items = []
    # cricche
    n = len(cs & {"T20", "T19", "T0", "MATTO"})
    if n >= 3:
        items.append({"kind": "cricca", "of": "tarocchi", "count": n})
    for name, r in CR_RANK.items():
        n = sum(1 for s in SUITS if r + s in cs)
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": n})
    # trumps sequence: Angel + at least two of World Sun Moon; numbered trumps only after all three.
    if "T20" in cs:
        g = [x in cs for x in ("T19", "T18", "T17")]
        if any(g) and nc:
            raise Uncertain("angel+grande with contatore")
        if sum(g) >= 2:
            L = 1 + sum(g)
            if all(g):
                k = 16
                while "T%d" % k in cs and k >= 5:
                    L += 1
                    k -= 1
            items.append({"kind": "sequence", "of": "trumps", "length": L})
    # suit sequences: King (real) + at least two of Q N J (real or contatore, one real); contatori fill
    # missing courts (two in a row allowed in suits); the Ace counts only after all three courts.
    for s in SUITS:
        if "K" + s not in cs:
            continue
        nr = sum(1 for x in ("Q", "N", "J") if x + s in cs)
        if nr == 0:
            continue
        ace = ("1" + s) in cs
        filled = min(3, nr + nc)
        if filled < 2:
            continue
        spare = nc - (filled - nr)
        # a contatore may stand for any card but the King (and the Angel): also for a missing Ace
        L = 1 + filled + (1 if (filled == 3 and (ace or spare > 0)) else 0)
        items.append({"kind": "sequence", "of": "suit", "suit": s, "length": L})
    # moretti / aces
    for name, group in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1" + s for s in SUITS])):
        real = sum(1 for c in group if c in cs)
        if real >= 2 and real + nc >= 3:
            items.append({"kind": "sequence", "of": name, "length": min(6, real + nc)})
    ncr = sum(1 for i in items if i["kind"] == "cricca")
    nsq = sum(1 for i in items if i["kind"] == "sequence")
    if MULT["on"] and (ncr >= 3 or nsq >= 3):
        raise Uncertain("multiplier")
    return items, sum(item_points(i) for i in items)


def item_points(i):
    if i["kind"] == "cricca":
        a, b = CRICCA[i["of"]]
        return a if i["count"] == 3 else b
    return 10 + 5 * (i["length"] - 3)


def card_points(pile):
    assert len(pile) % 2 == 0, pile
    return sum(value(c) for c in pile) - len(pile) // 2
