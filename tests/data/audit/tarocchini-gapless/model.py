"""My own model of Tarocchini Ottocento from the Russian source (seed 004), GAPLESS table reading.
Imports nothing from validator/ or replays/."""
import itertools
import random

SUITS = "SBCD"
SUIT_RANKS = {s: ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"] for s in "SB"}
SUIT_RANKS.update({s: ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"] for s in "CD"})
DECK = [r + s for s in SUITS for r in SUIT_RANKS[s]] + ["T%d" % i for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
CONT = ("T0", "MATTO")


def value(c):
    if c == "MATTO":
        return 5
    if c[0] == "T":
        n = int(c[1:])
        return 5 if n in (20, 19, 0) else 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def suit(c):
    if c == "MATTO":
        return None
    return "T" if c[0] == "T" else c[-1]


def strength(c, order):
    """higher beats; order = position in trick (for moretti last-played)"""
    if c[0] == "T" and c != "MATTO":
        n = int(c[1:])
        if 1 <= n <= 4:
            return 100 + 1 * 10 + order * 0.1  # moretti equal, last played wins
        return 100 + (n if n == 0 else n + 5) * 10 if n >= 5 else 100
    s = c[-1]
    return 10 - SUIT_RANKS[s].index(c[:-1])


def trick_winner(cards, leader):
    """cards: list of (seat, card) in play order"""
    led = None
    for _, c in cards:
        if c != "MATTO":
            led = suit(c)
            break
    best = None
    for i, (seat, c) in enumerate(cards):
        if c == "MATTO":
            continue
        s = suit(c)
        if s == "T":
            n = int(c[1:])
            key = (2, n if n >= 5 else (1 if n >= 1 else 0), i if 1 <= n <= 4 else 0)
        elif s == led:
            key = (1, 10 - SUIT_RANKS[s].index(c[:-1]), 0)
        else:
            continue
        if best is None or key > best[0]:
            best = (key, seat)
    return best[1]


def legal(hand, led):
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit(c) == led]
    if follow:
        return follow + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------- combinations -----------------
CRICCA = {"tarocchi": (["T20", "T19", "T0", "MATTO"], 18), "kings": ("K", 17), "queens": ("Q", 14),
          "knights": ("N", 13), "jacks": ("J", 12)}


def seq_val(L):
    return 10 + 5 * (L - 3)


def suit_run(cards, s, k, pol, gapless=True):
    """max length of the suit run K Q N J A in suit s using <=k contatori; returns (L, used)"""
    pos = ["K", "Q", "N", "J", "1"]
    real = [(r + s) in cards for r in pos]
    if not real[0]:
        return (0, 0)
    best = (0, 0)
    if gapless:
        for L in range(3, 6):
            miss = [i for i in range(1, L) if not real[i]]
            if len(miss) > k:
                continue
            if not (real[1] or real[2]):
                continue
            if not pol["two_row"] and any(b - a == 1 for a, b in zip(miss, miss[1:])):
                continue
            if not pol["trail"] and L > 3 and not real[L - 1]:
                continue
            best = max(best, (L, len(miss)))
        return best
    # gapped (literal 'K + two of Q,N,J'), no contatori: K + >=2 of QNJ real; ace counts only after full QNJ
    n = sum(real[1:4])
    if n >= 2:
        L = 1 + n + (1 if n == 3 and real[4] else 0)
        return (L, 0)
    return (0, 0)


TR_POS = [20, 19, 18, 17] + list(range(16, 4, -1))


def trump_run(cards, k, pol, gapless=True):
    real = [("T%d" % n) in cards for n in TR_POS]
    if not real[0]:
        return (0, 0)
    best = (0, 0)
    if gapless:
        for L in range(3, len(TR_POS) + 1):
            miss = [i for i in range(1, L) if not real[i]]
            if len(miss) > k:
                continue
            if not (real[1] or real[2]):
                continue
            bad = False
            for a, b in zip(miss, miss[1:]):
                if b - a == 1 and not (TR_POS[a] == 17 and TR_POS[b] == 16):
                    bad = True
            if bad:
                continue
            if not pol["trail"] and L > 3 and not real[L - 1]:
                continue
            best = max(best, (L, len(miss)))
        return best
    n = sum(real[1:4])
    if n >= 2:
        L = 1 + n
        if n == 3:
            i = 4
            while i < len(TR_POS) and real[i]:
                L += 1
                i += 1
        return (L, 0)
    return (0, 0)


def count_run(cards, kind, k):
    if kind == "moretti":
        m = sum(("T%d" % n) in cards for n in (1, 2, 3, 4))
    else:
        m = sum(("1" + s) in cards for s in SUITS)
    if m < 2:
        return (0, 0)
    L = min(6, m + k)
    if L < 3:
        return (0, 0)
    return (L, L - m)


def combos(cards, pol, gapless=True):
    """best combination list for a set of cards under policy; returns (points, items)"""
    cards = set(cards)
    ncont = sum(c in cards for c in CONT)
    # cricche (contatori are real members of tarocchi)
    cr = []
    for name, (spec, v) in CRICCA.items():
        if name == "tarocchi":
            n = sum(c in cards for c in spec)
            uses = [c for c in spec if c in cards and c in CONT]
        else:
            n = sum((spec + s) in cards for s in SUITS)
            uses = []
        if n >= 3:
            cr.append((name, n, v * (2 if n == 4 else 1), uses))
    seq_fns = [("trumps", None, lambda k: trump_run(cards, k, pol, gapless))]
    for s in SUITS:
        seq_fns.append(("suit", s, (lambda s: lambda k: suit_run(cards, s, k, pol, gapless))(s)))
    seq_fns.append(("moretti", None, lambda k: count_run(cards, "moretti", k)))
    seq_fns.append(("aces", None, lambda k: count_run(cards, "aces", k)))
    best = None
    if pol["multi"]:
        allocs = [None]
    else:
        allocs = [a for a in itertools.product(range(ncont + 1), repeat=len(seq_fns)) if sum(a) <= ncont]
    for alloc in allocs:
        seqs = []
        tot_used = 0
        for i, (kind, s, fn) in enumerate(seq_fns):
            k = ncont if alloc is None else alloc[i]
            L, used = fn(k)
            if L >= 3:
                seqs.append((kind, s, L, used))
                tot_used += used
        if alloc is not None:
            if sum(alloc) > ncont:
                continue
            # a contatore that is a member of a counted tarocchi cricca cannot also be wild
            crused = sum(len(u) for (_, _, _, u) in cr)
            if tot_used + crused > ncont:
                # try dropping the cricca? no: take the larger of the two options below
                pass
        pts, items = score_items(cr, seqs, pol)
        if alloc is not None:
            crused = sum(len(u) for (_, _, _, u) in cr)
            if tot_used + crused > ncont:
                # option A: drop tarocchi cricca
                cr2 = [x for x in cr if x[0] != "tarocchi"]
                pts, items = score_items(cr2, seqs, pol)
        cand = (pts, items)
        if best is None or cand[0] > best[0]:
            best = cand
    return best


def score_items(cr, seqs, pol):
    cpts = sum(v for (_, _, v, _) in cr)
    spts = sum(seq_val(L) for (_, _, L, _) in seqs)
    nseq = sum(1 for (kind, _, _, _) in seqs if pol["mor_seq"] or kind in ("trumps", "suit"))
    dbl_s = nseq >= 3
    dbl_c = len(cr) >= 3
    if pol["dbl_all"]:
        f = 2 if (dbl_s or dbl_c) else 1
        pts = (cpts + spts) * f
    else:
        pts = cpts * (2 if dbl_c else 1) + spts * (2 if dbl_s else 1)
    items = [("cricca", n, c) for (n, c, _, _) in cr] + [("sequence", k, s, L) for (k, s, L, _) in seqs]
    return pts, sorted(items, key=str)


POLS = [dict(multi=a, trail=b, two_row=c, mor_seq=d, dbl_all=e)
        for a, b, c, d, e in itertools.product([True, False], repeat=5)]


_CACHE = {}


def robust(cards):
    key = frozenset(cards)
    if key not in _CACHE:
        _CACHE[key] = _robust(key)
    return _CACHE[key]


def _robust(cards):
    """gapless value if every open-point variant agrees, else None; also the gapped value"""
    vals = set()
    items = None
    pols = POLS if any(c in cards for c in CONT) else [p for p in POLS if p["multi"] and p["trail"] and p["two_row"]]
    for p in pols:
        v, it = combos(cards, p, True)
        vals.add(v)
        items = it if items is None else items
    if len(vals) != 1:
        return None
    gp = combos(cards, POLS[0], False)[0]
    return vals.pop(), items, gp


def item_json(it):
    if it[0] == "cricca":
        return {"kind": "cricca", "of": it[1], "count": it[2]}
    _, kind, s, L = it
    d = {"kind": "sequence", "of": kind, "length": L}
    if kind == "suit":
        d["suit"] = s
    return d
