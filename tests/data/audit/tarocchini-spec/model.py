# ruff: noqa: UP031
"""Independent model of Tarocchini (Ottocento / Terziglio) from the Russian source.

Imports nothing from the engine.  Readings are documented in EXPECTED.md.
"""

from itertools import combinations

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high->low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low
RANKS = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
MORETTI = {"T1", "T2", "T3", "T4"}
CONTATORI = {"T0", "MATTO"}
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}

CRICCA = {  # name: (members, 3-value, 4-value)
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def deck():
    d = ["T%d" % i for i in range(21)] + ["MATTO"]
    for s in SUITS:
        d += [r + s for r in RANKS]
    return d


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    return "T" if is_trump(c) else c[-1]


def rank(c):
    return c[:-1]


def value(c):
    if c in FIVE:
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def strength(c, led):
    """Comparable strength in a trick; None if it cannot win."""
    if c == "MATTO":
        return None
    if is_trump(c):
        n = int(c[1:])
        return 100 + (2 if n in (1, 2, 3, 4) else n)  # Moretti all equal (2)
    if suit(c) != led:
        return None
    order = LONG_ORDER if suit(c) in "SB" else ROUND_ORDER
    return 50 - order.index(rank(c))


def trick_winner(trick, tie="last"):
    """trick: list of (seat, card).  Moretti of equal rank: the last played wins."""
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = suit(c)
            break
    best, bs = None, None
    for seat, c in trick:
        s = strength(c, led)
        if s is None:
            continue
        if bs is None or s > bs or (s == bs and tie == "last"):
            best, bs = seat, s
    return best, led


def legal(hand, led):
    if led is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
def seq_value(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def trump_seq_len(cards):
    """Longest trump sequence: Angel real; >=2 of the 3 grande (>=1 real) ; then 16,15..5.

    Contatori replace any card but the Angel; two contatori in a row end the run unless the
    two replaced cards are 16 and a grande.  A grande may be missing altogether (at most one).
    """
    cs = set(cards)
    if "T20" not in cs:
        return 0
    wild = len(cs & CONTATORI)
    best = 0
    grande = ["T19", "T18", "T17"]
    # choose for each grande: real / wild / missing
    import itertools

    for pat in itertools.product("RWM", repeat=3):
        ok = True
        w = 0
        for g, p in zip(grande, pat, strict=False):
            if p == "R" and g not in cs:
                ok = False
            if p == "W":
                if g in cs:
                    ok = False  # no need to replace a held card
                w += 1
        if not ok or pat.count("M") > 1 or pat.count("R") < 1 or w > wild:
            continue
        # consecutive wilds inside the grande block
        seq = ["R"] + list(p for p in pat if p != "M")  # as laid out (missing skipped)
        bad = False
        for a, b in zip(seq, seq[1:], strict=False):
            if a == "W" and b == "W":
                bad = True
        if bad:
            continue
        length = 1 + 3 - pat.count("M")
        last = seq[-1]
        last_is_grande = True
        ww = w
        for n in range(16, 4, -1):
            c = "T%d" % n
            if c in cs:
                length += 1
                last = "R"
            elif ww < wild and not (last == "W" and not (last_is_grande and n == 16)):
                ww += 1
                length += 1
                last = "W"
            else:
                break
            last_is_grande = False
        best = max(best, length)
    return best if best >= 3 else 0


def suit_seq_len(cards, s):
    cs = set(cards)
    if "K" + s not in cs:
        return 0
    wild = len(cs & CONTATORI)
    courts = ["Q" + s, "N" + s, "J" + s]
    real = sum(1 for c in courts if c in cs)
    if real == 0:
        return 0
    n_courts = min(3, real + wild)
    used = n_courts - real
    if n_courts < 2:
        return 0
    length = 1 + n_courts
    if "1" + s in cs:
        length += 1
    elif used < wild:
        length += 1
    return length if length >= 3 else 0


def group_seq_len(cards, members):
    cs = set(cards)
    real = sum(1 for c in members if c in cs)
    if real < 2:
        return 0
    wild = len(cs & CONTATORI)
    n = real + wild
    return min(n, 6) if n >= 3 else 0


def best_combos(cards):
    """All combinations a set of cards holds: list of (kind, of, n, value)."""
    out = []
    for name, (mem, v3, v4) in CRICCA.items():
        k = sum(1 for c in mem if c in cards)
        if k == 4:
            out.append(("cricca", name, 4, v4))
        elif k == 3:
            out.append(("cricca", name, 3, v3))
    n = trump_seq_len(cards)
    if n:
        out.append(("sequence", "trumps", n, seq_value(n)))
    n = group_seq_len(cards, sorted(MORETTI))
    if n:
        out.append(("sequence", "moretti", n, seq_value(n)))
    n = group_seq_len(cards, ["1" + s for s in SUITS])
    if n:
        out.append(("sequence", "aces", n, seq_value(n)))
    for s in SUITS:
        n = suit_seq_len(cards, s)
        if n:
            out.append(("sequence", "suit:" + s, n, seq_value(n)))
    return out


def combo_points(items, double_three=True):
    """items: list of (kind, of, n, value).  Three or more cricche double the cricche,
    three or more sequences double the sequences (reading of 'Это удваивает очки')."""
    cr = [i[3] for i in items if i[0] == "cricca"]
    sq = [i[3] for i in items if i[0] == "sequence"]
    a, b = sum(cr), sum(sq)
    if double_three and len(cr) >= 3:
        a *= 2
    if double_three and len(sq) >= 3:
        b *= 2
    return a + b


def decl_items(items):
    out = []
    for it in items:
        if it["kind"] == "cricca":
            mem, v3, v4 = CRICCA[it["of"]]
            out.append(("cricca", it["of"], it["count"], v3 if it["count"] == 3 else v4))
        else:
            of = it["of"] if it["of"] != "suit" else "suit:" + it["suit"]
            out.append(("sequence", of, it["length"], seq_value(it["length"])))
    return out


def holds(hand, item):
    """Is the declared item supported by the hand (a smaller set than held is allowed)?"""
    if item["kind"] == "cricca":
        mem = CRICCA[item["of"]][0]
        return sum(1 for c in mem if c in hand) >= item["count"]
    of, n = item["of"], item["length"]
    if of == "trumps":
        return trump_seq_len(hand) >= n
    if of == "moretti":
        return group_seq_len(hand, sorted(MORETTI)) >= n
    if of == "aces":
        return group_seq_len(hand, ["1" + s for s in SUITS]) >= n
    return suit_seq_len(hand, item["suit"]) >= n


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(value(c) for c in pile) - len(pile) // 2


def all_subsets(x):
    for k in range(len(x) + 1):
        yield from combinations(x, k)


# ---------------------------------------------------------------- the strict ("gapless") alternative
def suit_seq_len_gapless(cards, s):
    """Alternative reading used only to keep files free of ambiguity: K, then Q, N, J in
    order (real or contatore), the run stops at the first hole; the ace only after J."""
    cs = set(cards)
    if "K" + s not in cs:
        return 0
    wild = len(cs & CONTATORI)
    length, real = 1, 0
    for r in "QNJ":
        if r + s in cs:
            length += 1
            real += 1
        elif wild:
            wild -= 1
            length += 1
        else:
            break
    if length < 3 or real == 0:
        return 0
    if length == 4 and ("1" + s in cs or wild):
        length += 1
    return length


def trump_seq_len_gapless(cards):
    cs = set(cards)
    if "T20" not in cs:
        return 0
    wild = len(cs & CONTATORI)
    length, real_g, last_w = 1, 0, False
    for n in range(19, 4, -1):
        c = "T%d" % n
        if c in cs:
            length += 1
            last_w = False
            if n >= 17:
                real_g += 1
        elif wild and not (last_w and n != 16):
            wild -= 1
            length += 1
            last_w = True
        else:
            break
    if length < 3 or real_g == 0:
        return 0
    return length


def ambiguous(cards):
    """True where the two readings of the sequence shapes disagree on these cards."""
    if trump_seq_len(cards) != trump_seq_len_gapless(cards):
        return True
    return any(suit_seq_len(cards, s) != suit_seq_len_gapless(cards, s) for s in SUITS)
