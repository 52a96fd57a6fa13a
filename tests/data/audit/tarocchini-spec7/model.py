"""Blind model of Tarocchini (Ottocento, Terziglio) from the Russian source
(/work/shared/seeds/004_c8bdb85b1ac896b0.txt), written by the tarocchini-spec7 auditor
without reading the engine.

Readings taken (see EXPECTED.md):
- card points: angel, mondo, bagatto, matto, kings 5; queens 4; knights 3; jacks 2; every
  other card 1; a side's cards counted in pairs, 1 off per pair (sum - n/2); last trick +6.
- combinations (cricche, sequences) scored from the hand when declared, and again from each
  side's captured cards after play; contatori (T0, MATTO) are wild in sequences, and may
  serve in several combinations at once ("в нескольких местах").
- where my reading is not certain (gaps in sequences, doubling, widow/discards in the
  after-play count, Matto's exchange card) the generator only keeps deals whose figures are
  the same under every reading I could think of (function `ambiguous`).
"""

import itertools
import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
DECK = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}
WILD = {"T0", "MATTO"}


def value(c):
    if c in FIVE:
        return 5
    if c.startswith("T"):
        return 1
    r = c[:-1]
    return {"Q": 4, "N": 3, "J": 2}.get(r, 1)


assert sum(value(c) for c in DECK) == 118


def suit(c):
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_key(c):
    """higher is stronger within its suit (trumps: number; Moretti equal)."""
    s = suit(c)
    if s == "T":
        n = int(c[1:])
        return 1 if 1 <= n <= 4 else (0 if n == 0 else n)
    order = LONG if s in "SB" else ROUND
    return len(order) - order.index(c[:-1])


def trick_winner(plays, moretti_last=True):
    """plays: list of (seat, card) in order. Returns index into plays of the winner."""
    lead = None
    for i, (_, c) in enumerate(plays):
        if c != "MATTO":
            lead = suit(c)
            break
    best = None
    for i, (_, c) in enumerate(plays):
        if c == "MATTO":
            continue
        s = suit(c)
        if best is None:
            best = i
            continue
        bc = plays[best][1]
        bs = suit(bc)
        if s == "T" and bs != "T":
            best = i
        elif s == bs:
            if rank_key(c) > rank_key(bc) or (moretti_last and s == "T" and rank_key(c) == rank_key(bc) == 1):
                best = i
    assert lead is not None
    return best


def legal(hand, trick_cards):
    """cards of hand that may be played to the trick (trick_cards: cards so far)."""
    led = None
    for c in trick_cards:
        if c != "MATTO":
            led = suit(c)
            break
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit(c) == led]
    if follow:
        return follow + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ------------------------------------------------------------------ combinations
CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3)


def cricche(cards):
    out = []
    for name, (members, p3, p4) in CRICCA.items():
        k = sum(1 for m in members if m in cards)
        if k >= 3:
            out.append(({"kind": "cricca", "of": name, "count": k}, p3 if k == 3 else p4))
    return out


def walk(positions, real, wildpos, pair_ok):
    """length of the prefix of positions covered by real cards or wilds, never two wilds in
    a row (unless pair_ok(prev, cur))."""
    n = 0
    prev_wild = False
    prev = None
    for p in positions:
        if p in real:
            prev_wild = False
        elif p in wildpos:
            if prev_wild and not pair_ok(prev, p):
                break
            prev_wild = True
        else:
            break
        n += 1
        prev = p
    return n


def trump_seq(cards, reading):
    if "T20" not in cards:
        return 0
    w = sum(1 for c in WILD if c in cards)
    pos = [f"T{i}" for i in range(20, 4, -1)]
    real = {p for p in pos if p in cards}
    missing = [p for p in pos if p not in real]
    best = 0
    if reading == "strict":
        def ok(a, b):
            return {a, b} == {"T17", "T16"}
        for k in range(0, w + 1):
            for sub in itertools.combinations(missing, k):
                n = walk(pos, real, set(sub), ok)
                if n >= 3 and ("T19" in real or "T18" in real):
                    best = max(best, n)
        return best if best >= 3 else 0
    if reading == "nopair":  # the 16/grande exception not applied
        for k in range(0, w + 1):
            for sub in itertools.combinations(missing, k):
                n = walk(pos, real, set(sub), lambda a, b: False)
                if n >= 3 and ("T19" in real or "T18" in real):
                    best = max(best, n)
        return best if best >= 3 else 0
    if reading == "loose":  # angel + any two of the three grande, gaps allowed
        g = [p for p in ["T19", "T18", "T17"] if p in real]
        if not g:
            return 0
        cov = min(3, len(g) + w)
        if cov < 2:
            return 0
        n = 1 + cov
        if cov == 3:
            used = 3 - len(g)
            rest = [f"T{i}" for i in range(16, 4, -1)]
            prev_wild = used > 0 and "T17" not in real
            for p in rest:
                if p in real:
                    prev_wild = False
                elif used < w and not (prev_wild and p != "T16"):
                    used += 1
                    prev_wild = True
                else:
                    break
                n += 1
        return n
    raise ValueError(reading)


def suit_seq(cards, s, reading):
    if "K" + s not in cards:
        return 0
    w = sum(1 for c in WILD if c in cards)
    pos = ["Q" + s, "N" + s, "J" + s, "1" + s]
    real = {p for p in pos if p in cards}
    missing = [p for p in pos if p not in real]
    if reading == "loose":
        f = [p for p in pos[:3] if p in real]
        if not f:
            return 0
        cov = min(3, len(f) + w)
        if cov < 2:
            return 0
        n = 1 + cov
        if cov == 3 and "1" + s in real:
            n += 1
        return n
    best = 0
    for k in range(0, w + 1):
        for sub in itertools.combinations(missing, k):
            if reading == "noacewild" and ("1" + s) in sub:
                continue
            n = walk(pos, real, set(sub), (lambda a, b: True) if reading == "pairs" else (lambda a, b: False))
            if n >= 2:
                first2 = pos[:2]
                if not any(p in real for p in first2):
                    continue
                best = max(best, 1 + n)
    return best if best >= 3 else 0


def group_seq(cards, members, reading):
    r = sum(1 for m in members if m in cards)
    w = sum(1 for c in WILD if c in cards)
    if r < 2 or r + w < 3:
        return 0
    if reading == "onewild2" and r == 2:
        return 3
    return min(6, r + w)


MORETTI = ["T1", "T2", "T3", "T4"]
ACES = ["1" + s for s in SUITS]


def sequences(cards, reading):
    out = []
    n = trump_seq(cards, {"strict": "strict", "nopair": "nopair", "loose": "loose"}.get(reading, "strict"))
    if n:
        out.append(({"kind": "sequence", "of": "trumps", "length": n}, seq_points(n)))
    gr = "onewild2" if reading == "onewild2" else "all"
    n = group_seq(cards, MORETTI, gr)
    if n:
        out.append(({"kind": "sequence", "of": "moretti", "length": n}, seq_points(n)))
    n = group_seq(cards, ACES, gr)
    if n:
        out.append(({"kind": "sequence", "of": "aces", "length": n}, seq_points(n)))
    sr = {"loose": "loose", "noacewild": "noacewild", "pairs": "pairs"}.get(reading, "strict")
    for s in SUITS:
        n = suit_seq(cards, s, sr)
        if n:
            out.append(({"kind": "sequence", "of": "suit", "suit": s, "length": n}, seq_points(n)))
    return out


READINGS = ["strict", "nopair", "loose", "noacewild", "pairs", "onewild2"]


def combo_points(cards, reading="strict", double="group"):
    cards = set(cards)
    cr = cricche(cards)
    sq = sequences(cards, reading)
    pc = sum(p for _, p in cr)
    ps = sum(p for _, p in sq)
    if double == "group":
        if len(cr) >= 3:
            pc *= 2
        if len(sq) >= 3:
            ps *= 2
        return pc + ps
    if double == "all":
        t = pc + ps
        if len(cr) >= 3 or len(sq) >= 3:
            t *= 2
        return t
    if double == "none":
        return pc + ps
    raise ValueError(double)


def combo_all_readings(cards):
    vals = set()
    for r in READINGS:
        for d in ("group", "all"):
            vals.add(combo_points(cards, r, d))
    return vals


def item_points(items):
    pc = sum(CRICCA[i["of"]][1] if i["count"] == 3 else CRICCA[i["of"]][2] for i in items if i["kind"] == "cricca")
    ps = sum(seq_points(i["length"]) for i in items if i["kind"] == "sequence")
    nc = sum(1 for i in items if i["kind"] == "cricca")
    ns = sum(1 for i in items if i["kind"] == "sequence")
    assert nc < 3 and ns < 3, "declarations are kept below the doubling"
    return pc + ps


def safe_declaration(hand, rng):
    """items a careful player declares: cricche, and sequences made of real cards only that
    every reading agrees on; at most two of each (no doubling). Sometimes declares less."""
    hand = set(hand)
    items = []
    for it, _ in cricche(hand):
        items.append(it)
    nowild = hand - WILD
    for it, _ in sequences(nowild, "strict"):
        # real cards only; require all readings agree on this item's length without wilds
        ok = all(
            any(i2 == it for i2, _ in sequences(nowild, r)) for r in READINGS
        )
        if ok:
            items.append(it)
    cr = [i for i in items if i["kind"] == "cricca"][:2]
    sq = [i for i in items if i["kind"] == "sequence"][:2]
    out = cr + sq
    if out and rng.random() < 0.25:
        out = out[:-1]  # declares less than held (allowed)
    return out


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(value(c) for c in pile) - len(pile) // 2


def round50(x):
    lo = (x // 50) * 50
    if lo + 50 - x < 5:
        return lo + 50
    return lo
