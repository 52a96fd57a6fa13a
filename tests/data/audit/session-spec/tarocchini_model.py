"""Tarocchini (Russian Wikipedia article) - my own model of deck, play and scoring.

Combination reading (source 004): cricche of 3/4 (tarocchi = Angel, Mondo, Bagatto, Matto; kings,
queens, knights, jacks) worth 18/36, 17/34, 14/28, 13/26, 12/24; sequences of 3+ worth 10 and 5
a further card: trumps (Angel + Mondo + Sun ..., then numbered trumps 16, 15, ...), suit (King +
courts, then the ace), Moretti (two real + more, up to six with contatori), aces (two real + more,
up to six). Contatori (Bagatto T0 and Matto) stand in for missing cards, never for Angel or a
King, and "можно использовать как дикие карты в нескольких местах".
Points are counted only where several readings agree: the generators keep a deal only if the
combination totals are the same under
  A: a real card may be in one cricca and one sequence, contatori in every sequence;
  B: a real card in one combination only, contatori in every sequence;
  C: as A but each contatore in one sequence only;
and no declaration or pile holds three cricche or three sequences (the doubling).
"""
import itertools

SUITS = "SBCD"
COURTS = ["K", "Q", "N", "J"]


def suit_pips(s):
    # high -> low
    if s in "SB":
        return ["10", "9", "8", "7", "6", "1"]
    return ["1", "6", "7", "8", "9", "10"]


def deck():
    d = []
    for s in SUITS:
        d += [r + s for r in COURTS] + [p + s for p in suit_pips(s)]
    d += ["T%d" % i for i in range(0, 21)] + ["MATTO"]
    return d


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def trump_rank(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # Moretti, equal
    if n == 0:
        return 0
    return n


def suit_rank(c):
    r, s = c[:-1], c[-1]
    if r in COURTS:
        return 100 - COURTS.index(r)
    return 50 - suit_pips(s).index(r)


def value(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    r = c[:-1]
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def five_point(c):
    return value(c) == 5


CRICCA = {
    "tarocchi": (["T20", "T19", "T0", "MATTO"], 18, 36),
    "kings": (["K" + s for s in SUITS], 17, 34),
    "queens": (["Q" + s for s in SUITS], 14, 28),
    "knights": (["N" + s for s in SUITS], 13, 26),
    "jacks": (["J" + s for s in SUITS], 12, 24),
}
CONT = ("T0", "MATTO")
MORETTI = ["T1", "T2", "T3", "T4"]
ACES = ["1S", "1B", "1C", "1D"]


def seq_value(length):
    return 0 if length < 3 else 10 + 5 * (length - 3)


def cricche(cards):
    out = []
    for k, (members, v3, v4) in CRICCA.items():
        have = [c for c in members if c in cards]
        if len(have) >= 3:
            out.append((k, len(have), v4 if len(have) == 4 else v3, set(have)))
    return out


def trump_seq(cards, cont):
    """Best trump sequence from the Angel: returns (length, real cards used, contatori used)."""
    if "T20" not in cards:
        return (0, set(), 0)
    chain = ["T19", "T18", "T17"] + ["T%d" % i for i in range(16, 4, -1)]
    best = (0, set(), 0)

    def rec(i, used_c, prev_rep, real, length):
        nonlocal best
        # the minimum: Angel + Mondo + Sun with at least one of those two real
        if length >= 3 and ("T19" in real or "T18" in real):
            if length > best[0] or (length == best[0] and used_c < best[2]):
                best = (length, set(real), used_c)
        if i >= len(chain):
            return
        c = chain[i]
        if c in cards:
            rec(i + 1, used_c, False, real | {c}, length + 1)
        elif used_c < cont:
            ok = not prev_rep or (chain[i - 1] == "T17" and c == "T16")
            if ok:
                rec(i + 1, used_c + 1, True, real, length + 1)

    rec(0, 0, False, {"T20"}, 1)
    return best


def suit_seq(cards, s, cont, use_ace=True):
    if "K" + s not in cards:
        return (0, set(), 0)
    chain = ["Q" + s, "N" + s, "J" + s] + (["1" + s] if use_ace else [])
    best = (0, set(), 0)

    def rec(i, used_c, real, length):
        nonlocal best
        if length >= 3 and len(real) >= 2:
            if length > best[0] or (length == best[0] and used_c < best[2]):
                best = (length, set(real), used_c)
        if i >= len(chain):
            return
        c = chain[i]
        if c in cards:
            rec(i + 1, used_c, real | {c}, length + 1)
        elif used_c < cont:
            rec(i + 1, used_c + 1, real, length + 1)

    rec(0, 0, {"K" + s}, 1)
    return best


def group_seq(cards, members, cont):
    have = [c for c in members if c in cards]
    if len(have) < 2:
        return (0, set(), 0)
    length = min(len(have) + cont, 6)
    if length < 3:
        return (0, set(), 0)
    return (length, set(have), length - len(have))


SEQ_KEYS = ["trumps", "S", "B", "C", "D", "moretti", "aces"]


def sequences(cards, allow, ace_in_suit):
    out = []
    t = trump_seq(cards, allow["trumps"])
    if t[0] >= 3:
        out.append(("trumps", None, t[0], t[1], t[2]))
    for s in SUITS:
        x = suit_seq(cards, s, allow[s], use_ace=ace_in_suit.get(s, False))
        if x[0] >= 3:
            out.append(("suit", s, x[0], x[1], x[2]))
    m = group_seq(cards, MORETTI, allow["moretti"])
    if m[0] >= 3:
        out.append(("moretti", None, m[0], m[1], m[2]))
    aces_avail = [a for a in ACES if not ace_in_suit.get(a[-1], False)]
    a = group_seq(cards, aces_avail, allow["aces"])
    if a[0] >= 3:
        out.append(("aces", None, a[0], a[1], a[2]))
    return out


def best_combos(cards, reading="A"):
    """Return (points, cricche list, sequences list, doubling_flag)."""
    cards = set(cards)
    conts = [c for c in CONT if c in cards]
    cont = len(conts)
    if reading == "C":
        allows = []
        for assign in itertools.product(SEQ_KEYS + [None], repeat=cont):
            allows.append({k: sum(1 for a in assign if a == k) for k in SEQ_KEYS})
    else:
        allows = [{k: cont for k in SEQ_KEYS}]
    best = None
    cr = cricche(cards)
    for allow in allows:
        for mask in itertools.product([False, True], repeat=4):
            ace_in_suit = dict(zip(SUITS, mask))
            seqs = sequences(cards, allow, ace_in_suit)
            if reading == "B":
                options = []
                for rc in itertools.product([False, True], repeat=len(cr)):
                    for rs in itertools.product([False, True], repeat=len(seqs)):
                        used = set()
                        ok = True
                        for take, c in zip(rc, cr):
                            if take:
                                if used & c[3]:
                                    ok = False
                                used |= c[3]
                        for take, q in zip(rs, seqs):
                            if take:
                                if used & q[3]:
                                    ok = False
                                used |= q[3]
                        if ok:
                            pts = sum(c[2] for t, c in zip(rc, cr) if t) + sum(seq_value(q[2]) for t, q in zip(rs, seqs) if t)
                            options.append((pts, [c for t, c in zip(rc, cr) if t], [q for t, q in zip(rs, seqs) if t]))
                pts, c_used, s_used = max(options, key=lambda x: x[0])
            else:
                pts = sum(c[2] for c in cr) + sum(seq_value(q[2]) for q in seqs)
                c_used, s_used = cr, seqs
            dbl = len(c_used) >= 3 or len(s_used) >= 3
            cand = (pts, c_used, s_used, dbl)
            if best is None or cand[0] > best[0]:
                best = cand
    return best


def robust_combos(cards):
    """Points if readings A, B and C agree and there is no doubling; else None."""
    a = best_combos(cards, "A")
    b = best_combos(cards, "B")
    c = best_combos(cards, "C")
    if a[3] or b[3] or c[3]:
        return None
    if not (a[0] == b[0] == c[0]):
        return None
    return a


def declare_items(res):
    items = []
    for k, n, v, _ in res[1]:
        items.append({"kind": "cricca", "of": k, "count": n})
    for kind, s, length, _, _ in res[2]:
        it = {"kind": "sequence", "of": kind, "length": length}
        if kind == "suit":
            it = {"kind": "sequence", "of": "suit", "suit": s, "length": length}
        items.append(it)
    return items


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(value(c) for c in pile) - len(pile) // 2
