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


# ---------------------------------------------------------------------------------------------
# Post-run correction (phase 2). My blind model required suit runs without a gap (K Q N ...),
# which the source does not say («Король и как минимум две фигурные карты одной масти»), and
# never let a contatore stand for the Ace when the real Ace served the aces run. The functions
# below follow the engine's documented rulings (docs/rules/tarocchini.md, combo.sequences and
# combo.contatori): a run needs its head and two of the next three (one real), may have a gap but
# then stops there; the additional cards (the Ace; the numbered trumps from the 16) only after
# all three; contatori fill any place but the head, serve every run at once, stand for the card
# after the last real one; in trumps two contatori in a row only for the Moon and the 16.
# The gapless reading (G) is kept as a filter: the files keep only deals where it gives the same.

GRANDE = ["T19", "T18", "T17"]
NUMBERED = ["T%d" % i for i in range(16, 4, -1)]


def _run_len(head_ok, first3, extra, cards, cont, trumps, gapless):
    """Longest run from a head: first3 the three places after it, extra the additional places."""
    if not head_ok:
        return 0
    best = 0
    # choose for each of the first three places: real, contatore, or gap
    for choice in __import__("itertools").product(("r", "c", "g"), repeat=3):
        ok = True
        used = 0
        for p, ch in zip(first3, choice):
            if ch == "r" and p not in cards:
                ok = False
            if ch == "c":
                used += 1
        if not ok or used > cont:
            continue
        filled = [ch != "g" for ch in choice]
        real = [ch == "r" for ch in choice]
        if gapless:
            # the least run: head + first two places filled, one of them real; then no gap
            if not (filled[0] and filled[1] and (real[0] or real[1])):
                continue
            # no gap before a filled place
            seen_gap = False
            bad = False
            for f in filled:
                if not f:
                    seen_gap = True
                elif seen_gap:
                    bad = True
            if bad:
                continue
        else:
            if sum(filled) < 2 or not any(real[i] for i in range(3) if filled[i]):
                continue
            # "one of the two may be a contatore": at least one real among the counted places
        if trumps:
            # two contatori in a row end the run (only the Moon and the 16 may both be contatori)
            if (choice[0] == "c" and choice[1] == "c") or (choice[1] == "c" and choice[2] == "c"):
                continue
        length = 1 + sum(filled)
        if all(filled):
            prev_c = choice[2] == "c"
            left = cont - used
            for i, p in enumerate(extra):
                if p in cards:
                    length += 1
                    prev_c = False
                elif left > 0:
                    if trumps and prev_c and not (i == 0):
                        break
                    if trumps and prev_c and i == 0 and choice[2] != "c":
                        break
                    length += 1
                    left -= 1
                    prev_c = True
                else:
                    break
        best = max(best, length)
    return best


def runs_E(cards, gapless=False, ace_shared=True):
    """(points, cricche, sequences) under the engine's reading (or the gapless one)."""
    cards = set(cards)
    cont = sum(1 for c in CONT if c in cards)
    cr = [(k, n, v) for k, n, v, _ in cricche(cards)]
    best = None
    for ace_to_suit in __import__("itertools").product([False, True], repeat=4):
        if ace_shared and any(ace_to_suit):
            continue
        seqs = []
        t = _run_len("T20" in cards, GRANDE, NUMBERED, cards, cont, True, gapless)
        if t >= 3:
            seqs.append(("trumps", None, min(t, 16)))
        for i, s in enumerate(SUITS):
            extra = ["1" + s]
            cs = cards if (ace_shared or ace_to_suit[i]) else (cards - {"1" + s})
            n = _run_len("K" + s in cards, ["Q" + s, "N" + s, "J" + s], extra, cs, cont, False, gapless)
            if n >= 3:
                seqs.append(("suit", s, n))
        m = [c for c in MORETTI if c in cards]
        if len(m) >= 2 and len(m) + cont >= 3:
            seqs.append(("moretti", None, min(6, len(m) + cont)))
        aces = [a for j, a in enumerate(ACES) if a in cards and (ace_shared or not ace_to_suit[SUITS.index(a[-1])])]
        if len(aces) >= 2 and len(aces) + cont >= 3:
            seqs.append(("aces", None, min(6, len(aces) + cont)))
        cp = sum(v for _, _, v in cr)
        sp = sum(seq_value(n) for _, _, n in seqs)
        if len(cr) >= 3:
            cp *= 2
        if len(seqs) >= 3:
            sp *= 2
        cand = (cp + sp, cr, seqs)
        if best is None or cand[0] > best[0]:
            best = cand
    return best


def engine_combos(cards, check_gapless=True):
    """Points under the engine's reading, or None where another reading would give other points
    (the gapless reading; a real Ace counted in its suit's run and in the aces run)."""
    e = runs_E(cards, gapless=False, ace_shared=True)
    e2 = runs_E(cards, gapless=False, ace_shared=False)
    if e[0] != e2[0]:
        return None
    if check_gapless:
        g = runs_E(cards, gapless=True, ace_shared=True)
        if g[0] != e[0]:
            return None
    return e


def declare_items_E(res):
    items = [{"kind": "cricca", "of": k, "count": n} for k, n, _ in res[1]]
    for kind, s, n in res[2]:
        it = {"kind": "sequence", "of": kind, "length": n}
        if kind == "suit":
            it = {"kind": "sequence", "of": "suit", "suit": s, "length": n}
        items.append(it)
    return items
