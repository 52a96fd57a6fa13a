"""Blind model of Tarocchini (Ottocento / Terziglio) written from the Russian source
/work/shared/seeds/004_c8bdb85b1ac896b0.txt only (audit round tarocchini-spec12).

Readings (see EXPECTED.md for the source sentences):
- card values per the table; counted in pairs, one point off per pair; last trick 6.
- trumps T20 > T19 > ... > T5 > {T1..T4 equal, last played highest} > T0; MATTO excuse.
- follow suit, else trump, else anything; MATTO may always be played.
- combinations: cricche (real cards only), sequences (contatori T0 and MATTO as wilds,
  usable in several sequences at once).
"""

import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
DECK = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + ["T%d" % i for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
FIVE = {"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"}
MORETTI = {"T1", "T2", "T3", "T4"}
WILDS = ("T0", "MATTO")


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


def power(c):
    """Rank within its suit (higher wins)."""
    if c == "MATTO":
        return -1
    if c.startswith("T"):
        n = int(c[1:])
        if n in (1, 2, 3, 4):
            return 4
        return n
    r, s = c[:-1], c[-1]
    order = LONG if s in "SB" else ROUND
    return 100 - order.index(r)


def card_points(cards):
    n = len(cards)
    return sum(value(c) for c in cards) - n // 2, n % 2


def trick_winner(trick, moretti_last=True):
    """trick: list of (seat, card). Returns the seat that wins."""
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = suit(c)
            break
    best = None
    for s, c in trick:
        if c == "MATTO":
            continue
        su = suit(c)
        if best is None:
            best = (s, c)
            continue
        bs = suit(best[1])
        if su == "T" and bs != "T":
            best = (s, c)
        elif su == bs:
            p, bp = power(c), power(best[1])
            if p > bp or (p == bp and moretti_last and c in MORETTI):
                best = (s, c)
    return best[0], led


def legal(hand, trick):
    led = None
    for _, c in trick:
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


# ---------------------------------------------------------------- combinations
CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}
RANKOF = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}


def cricche(cards):
    cs = set(cards)
    out = []
    n = len(cs & {"T20", "T19", "T0", "MATTO"})
    if n >= 3:
        out.append(({"kind": "cricca", "of": "tarocchi", "count": n}, CRICCA["tarocchi"][n - 3]))
    for name, r in RANKOF.items():
        n = sum(1 for s in SUITS if r + s in cs)
        if n >= 3:
            out.append(({"kind": "cricca", "of": name, "count": n}, CRICCA[name][n - 3]))
    return out


def seqpts(length):
    return 10 + 5 * (length - 3)


def sequences(cards, var):
    """var: dict with keys suitgap ('contig'|'any'), trumpgap ('contig'|'skipgrande')."""
    cs = set(cards)
    w = [x for x in WILDS if x in cs]
    out = []
    # trumps
    if "T20" in cs:
        L = 1
        wl = len(w)
        prev_wild = False
        prev_pos = None
        skipped = False
        realg = 0
        for p in range(19, 4, -1):
            c = "T%d" % p
            if c in cs:
                L += 1
                prev_wild = False
                if p >= 17:
                    realg += 1
            elif wl > 0 and (not prev_wild or (p == 16 and prev_pos == 17)):
                wl -= 1
                L += 1
                prev_wild = True
            elif var.get("trumpgap") == "skipgrande" and p >= 17 and not skipped and not prev_wild:
                skipped = True  # a missing grande that is simply not counted
                prev_wild = False
            else:
                break
            prev_pos = p
        if L >= 3 and realg >= 1:
            out.append(({"kind": "sequence", "of": "trumps", "length": L}, seqpts(L)))
    # suits
    for s in SUITS:
        if "K" + s not in cs:
            continue
        if var.get("suitgap", "contig") == "contig":
            L = 1
            wl = len(w)
            flags = []
            for r in ["Q", "N", "J", "1"]:
                if r + s in cs:
                    L += 1
                    flags.append(True)
                elif wl > 0:
                    wl -= 1
                    L += 1
                    flags.append(False)
                else:
                    break
            ok = L >= 3 and (flags[0] or flags[1])
        else:
            f = sum(1 for r in "QNJ" if r + s in cs)
            ace = ("1" + s) in cs
            wl = len(w)
            use = min(3 - f, wl)
            faces = f + use
            wl -= use
            ok = f >= 1 and faces >= 2
            L = 1 + faces + (1 if ace else (1 if wl > 0 else 0))
        if ok:
            out.append(({"kind": "sequence", "of": "suit", "suit": s, "length": L}, seqpts(L)))
    # moretti / aces
    m = len(cs & MORETTI)
    if m >= 2 and m + len(w) >= 3:
        L = m + len(w)
        out.append(({"kind": "sequence", "of": "moretti", "length": L}, seqpts(L)))
    a = sum(1 for s in SUITS if "1" + s in cs)
    if a >= 2 and a + len(w) >= 3:
        L = a + len(w)
        out.append(({"kind": "sequence", "of": "aces", "length": L}, seqpts(L)))
    return out


def combo_points(items, var):
    cr = [p for it, p in items if it["kind"] == "cricca"]
    sq = [p for it, p in items if it["kind"] == "sequence"]
    a, b = sum(cr), sum(sq)
    if var.get("double", "group") == "group":
        if len(cr) >= 3:
            a *= 2
        if len(sq) >= 3:
            b *= 2
        return a + b
    t = a + b
    if len(cr) >= 3 or len(sq) >= 3:
        t *= 2
    return t


def captured_combos(cards, var):
    items = cricche(cards) + sequences(cards, var)
    return items, combo_points(items, var)


VARIANTS = [
    {"suitgap": sg, "trumpgap": tg, "double": d}
    for sg in ("contig", "any")
    for tg in ("contig", "skipgrande")
    for d in ("group", "all")
]
PRIMARY = VARIANTS[0]


# ---------------------------------------------------------------- declarations from hand (safe ones only)
def safe_declarations(hand):
    """Declarable items needing no contatori and no reading of gaps; at most 2 cricche
    and at most 2 sequences (so no doubling question)."""
    cs = set(hand)
    items = []
    cr = []
    for it, p in cricche(hand):
        cr.append((it, p))
    cr.sort(key=lambda x: -x[1])
    items += cr[:2]
    sq = []
    # real contiguous trumps from the Angel
    if "T20" in cs:
        L = 1
        for p in range(19, 4, -1):
            if "T%d" % p in cs:
                L += 1
            else:
                break
        if L >= 3:
            sq.append(({"kind": "sequence", "of": "trumps", "length": L}, seqpts(L)))
    for s in SUITS:
        L = 0
        for r in ["K", "Q", "N", "J", "1"]:
            if r + s in cs:
                L += 1
            else:
                break
        if L >= 3:
            sq.append(({"kind": "sequence", "of": "suit", "suit": s, "length": L}, seqpts(L)))
    m = len(cs & MORETTI)
    if m >= 3:
        sq.append(({"kind": "sequence", "of": "moretti", "length": m}, seqpts(m)))
    a = sum(1 for s in SUITS if "1" + s in cs)
    if a >= 3:
        sq.append(({"kind": "sequence", "of": "aces", "length": a}, seqpts(a)))
    sq.sort(key=lambda x: -x[1])
    items += sq[:2]
    return items


# ---------------------------------------------------------------- play
class Bot:
    def __init__(self, rng):
        self.rng = rng

    def choose(self, seat, hand, trick, side_of, tricks_left, moretti_last=True):
        opts = legal(hand, trick)
        # Matto: only as last player of a trick won by own side, not in the last two tricks;
        # forced out in the third-last trick at the latest (never exchanged: see gen filter)
        n = len(side_of)
        if "MATTO" in opts and len(trick) == n - 1 and tricks_left > 1:
            w, _ = trick_winner(trick, moretti_last)
            if side_of[w] == side_of[seat]:
                return "MATTO"
        if "MATTO" in opts and len(opts) > 1:
            opts = [c for c in opts if c != "MATTO"]
        if not trick or all(c == "MATTO" for _, c in trick):
            # lead: a strong card sometimes, else a low one
            opts = [c for c in opts if c != "MATTO"] or opts
            if self.rng.random() < 0.5:
                return max(opts, key=lambda c: (suit(c) == "T", power(c)))
            return min(opts, key=lambda c: (value(c), power(c)))
        w, _ = trick_winner(trick, moretti_last)
        if side_of[w] == side_of[seat]:
            # partner winning: give points if we cannot change much
            return max(opts, key=lambda c: (value(c) if c not in FIVE or suit(c) != "T" else 0, -power(c)))
        winners = []
        for c in opts:
            if c == "MATTO":
                continue
            ws, _ = trick_winner(trick + [(seat, c)], moretti_last)
            if ws == seat:
                winners.append(c)
        if winners:
            return min(winners, key=lambda c: (power(c), value(c)))
        return min(opts, key=lambda c: (value(c), power(c)))


def play_out(hands, leader, side_of, rng, moretti_last=True, script=None):
    """Plays all cards. Returns (plays, tricks) with tricks = list of (cards list [(seat,card)], winner)."""
    hands = [list(h) for h in hands]
    n = len(hands)
    bot = Bot(rng)
    plays = []
    tricks = []
    total = len(hands[0])
    for t in range(total):
        trick = []
        s = leader
        for _ in range(n):
            c = bot.choose(s, hands[s], trick, side_of, total - t, moretti_last)
            hands[s].remove(c)
            trick.append((s, c))
            plays.append((s, c))
            s = (s + 1) % n
        w, _ = trick_winner(trick, moretti_last)
        tricks.append((trick, w))
        leader = w
    return plays, tricks


def piles_from_tricks(tricks, side_of, nsides):
    """Cards taken per side, with the Matto going back to its player's side.
    Returns piles, tricks per side, and a flag if a Matto exchange (to a different side) happened."""
    piles = [[] for _ in range(nsides)]
    tcount = [0] * nsides
    exchange = False
    matto_owner_side = None
    for trick, w in tricks:
        ws = side_of[w]
        tcount[ws] += 1
        for s, c in trick:
            if c == "MATTO":
                matto_owner_side = side_of[s]
                if side_of[s] != ws:
                    exchange = True
                piles[side_of[s]].append(c)
            else:
                piles[ws].append(c)
    return piles, tcount, exchange
