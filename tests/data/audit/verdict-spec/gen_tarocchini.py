"""Blind model of Tarocchini (source 004, Russian Wikipedia), only what these files need.

- 62 cards: suits S B (long: K Q N J 10 9 8 7 6 1) and C D (round: K Q N J 1 6 7 8 9 10),
  trumps T0 (Bagatto) .. T20 (Angel), T1-T4 the Moretti of equal rank (the last played is the
  highest), MATTO (the excuse).
- values: T20 T19 T0 5, other trumps 1, K 5, Q 4, N 3, J 2, pips 1, MATTO 5; counted in pairs,
  one off each pair; the last trick 6 (total 93).
- play: follow suit; void: trump; none: any; the Matto may be played at any time, goes back
  to its owner's side (here it is always played to a trick the owner's side wins).
- combinations (cricche and sequences), in hand (declared) and in the captured cards:
  cricche: tarocchi (T20 T19 T0 MATTO) 18/36, kings 17/34, queens 14/28, knights 13/26,
  jacks 12/24 (three / four); sequences 10 for three cards, +5 each further card:
  trumps (Angel + two of T19 T18 T17, then T16 down), suits (King + two courts, + the ace),
  Moretti (two + a third, jokers up to six), aces (two + a third, jokers up to six);
  contatori = T0 and MATTO (not for the Angel or a King); three or more cricche, or three or
  more sequences, double their points.

Two readings are computed for the captured cards; the files use only deals where they agree.
"""

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]


def deck():
    d = []
    for s in SUITS:
        d += [r + s for r in (LONG if s in "SB" else ROUND)]
    d += ["T%d" % i for i in range(21)] + ["MATTO"]
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
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def pts(cards):
    assert len(cards) % 2 == 0
    return sum(value(c) for c in cards) - len(cards) // 2


def tkey(c):
    n = int(c[1:])
    return 4 if 1 <= n <= 4 else n


def winner_index(cards, tie="last_played"):
    led = None
    for c in cards:
        if c != "MATTO":
            led = suit(c)
            break
    best, bi = None, 0
    for i, c in enumerate(cards):
        if c == "MATTO":
            continue
        if is_trump(c):
            k = (2, tkey(c))
        elif suit(c) == led:
            order = LONG if led in "SB" else ROUND
            k = (1, 20 - order.index(rank(c)))
        else:
            k = (0, 0)
        if best is None or k > best or (k == best and k[0] == 2 and tie == "last_played"):
            best, bi = k, i
    return bi


def legal(hand, table):
    h = [c for c in hand if c != "MATTO"]
    nonm = [c for c in table if c != "MATTO"]
    if not nonm:
        return h
    led = suit(nonm[0])
    same = [c for c in h if suit(c) == led]
    if same:
        return same
    tr = [c for c in h if is_trump(c)]
    return tr or h


CRICCA = {"kings": ("K", 17), "queens": ("Q", 14), "knights": ("N", 13), "jacks": ("J", 12)}


def cricche(cards):
    out = []
    taro = [c for c in ("T20", "T19", "T0", "MATTO") if c in cards]
    if len(taro) >= 3:
        out.append(("tarocchi", len(taro), 18 if len(taro) == 3 else 36))
    for name, (r, v) in CRICCA.items():
        n = sum(1 for s in SUITS if r + s in cards)
        if n >= 3:
            out.append((name, n, v if n == 3 else 2 * v))
    return out


def seq_value(n):
    return 10 + 5 * (n - 3)


def sequences(cards, reading="A"):
    """reading A: jokers usable in every sequence; trump run walks down from the Angel without gaps
    except where a joker fills one (no two fills in a row but T16 after a grande fill);
    suits: King + real or joker courts (at least one real) + the real ace.
    reading B: each joker used once at most (the best use), trump run 'two of three grande' with
    gaps, jokers may stand for the ace."""
    jok = [c for c in ("T0", "MATTO") if c in cards]
    out = []
    # trumps
    if "T20" in cards:
        if reading == "A":
            n, j, prev_fill = 1, len(jok), False
            k = 19
            while k >= 5:
                c = "T%d" % k
                if c in cards:
                    n += 1
                    prev_fill = False
                elif j > 0 and not (prev_fill and not (k == 16)):
                    n += 1
                    j -= 1
                    prev_fill = True
                else:
                    break
                k -= 1
            real_g = sum(1 for c in ("T19", "T18", "T17") if c in cards)
            if n >= 3 and real_g >= 1:
                out.append(("trumps", n))
        else:
            g = [c for c in ("T19", "T18", "T17") if c in cards]
            if len(g) >= 2 or (len(g) == 1 and jok):
                n = 1 + min(3, len(g) + len(jok))
                if n >= 3:
                    if n == 4:
                        k = 16
                        while "T%d" % k in cards:
                            n += 1
                            k -= 1
                    out.append(("trumps", n))
    # suits
    for s in SUITS:
        if "K" + s not in cards:
            continue
        real = [r for r in ("Q", "N", "J") if r + s in cards]
        if not real:
            continue
        fill = min(3 - len(real), len(jok))
        n = 1 + len(real) + fill
        ace = ("1" + s) in cards
        if reading == "B" and not ace and len(jok) > fill:
            ace = True
        if n >= 3:
            out.append(("suit:" + s, n + (1 if ace else 0)))
    # moretti, aces
    for name, group in (("moretti", ["T1", "T2", "T3", "T4"]), ("aces", ["1S", "1B", "1C", "1D"])):
        m = sum(1 for c in group if c in cards)
        if m >= 2:
            n = m + len(jok)
            if n >= 3:
                out.append((name, n))
    return out


def combo_points(cards, reading="A", double=True):
    cr = cricche(cards)
    sq = sequences(cards, reading)
    pc = sum(v for _, _, v in cr)
    ps = sum(seq_value(n) for _, n in sq)
    if double and len(cr) >= 3:
        pc *= 2
    if double and len(sq) >= 3:
        ps *= 2
    return pc + ps, cr, sq


def jokers_needed(cards):
    """True when a joker is needed for some combination (the readings could part there)."""
    a = combo_points(cards, "A")[0]
    b = combo_points(cards, "B")[0]
    return a != b


def stable(cards):
    """The captured cards score the same under both readings and without any joker use."""
    a = combo_points(cards, "A")[0]
    b = combo_points(cards, "B")[0]
    rest = [c for c in cards if c not in ("T0", "MATTO")]
    # without contatori as jokers (the tarocchi cricca still counts its members)
    n_cr = cricche(cards)
    n_sq = sequences(rest, "A")
    pc = sum(v for _, _, v in n_cr)
    ps = sum(seq_value(n) for _, n in n_sq)
    if len(n_cr) >= 3:
        pc *= 2
    if len(n_sq) >= 3:
        ps *= 2
    return a == b == pc + ps
