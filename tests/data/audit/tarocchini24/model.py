"""tarocchini24 — my own model of Tarocchini from the Russian source (seed 004).

Imports nothing from validator/ or replays/.  Readings are documented in EXPECTED.md.
"""

from __future__ import annotations

SUITS = "SBCD"
LONG = "SB"  # K Q N J 10 9 8 7 6 1
ROUND = "CD"  # K Q N J 1 6 7 8 9 10
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
PIPS = {"6", "7", "8", "9", "10"}


def full_deck():
    d = [f"T{i}" for i in range(21)] + ["MATTO"]
    for s in SUITS:
        for r in LONG_ORDER:
            d.append(r + s)
    assert len(d) == 62
    return d


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
    """Card points: Angel, World, Bagatto, Matto, Kings 5; Q 4; N 3; J 2; all else 1."""
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    r = rank_of(c)
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(r, 1)


def trump_strength(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # the Moretti: equal rank
    return n


def suit_strength(c):
    s = suit_of(c)
    order = LONG_ORDER if s in LONG else ROUND_ORDER
    return len(order) - order.index(rank_of(c))


def trick_winner(plays):
    """plays: list of (seat, card) in order. Moretti tie: the last played wins."""
    led = None
    for _, c in plays:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    bestkey = None
    for i, (seat, c) in enumerate(plays):
        if c == "MATTO":
            continue
        if is_trump(c):
            key = (2, trump_strength(c), i)  # later equal trump beats
        elif suit_of(c) == led:
            key = (1, suit_strength(c), 0)
        else:
            continue
        if bestkey is None or key > bestkey:
            bestkey = key
            best = seat
    return best


def legal(hand, led):
    """led: suit letter or 'T' or None (leading)."""
    if led is None:
        return list(hand)
    same = [c for c in hand if suit_of(c) == led]
    if same:
        return same + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


# ---------------------------------------------------------------- combinations
CRICCHE = {
    "tarocchi": (lambda c: c in ("T20", "T19", "T0", "MATTO"), 18, 36),
    "kings": (lambda c: c[0] == "K", 17, 34),
    "queens": (lambda c: c[0] == "Q", 14, 28),
    "knights": (lambda c: c[0] == "N", 13, 26),
    "jacks": (lambda c: c[0] == "J", 12, 24),
}


class Ambiguous(Exception):
    pass


def seq_points(n):
    return 10 + 5 * (n - 3)


MODE = {"strict_double": True, "odd_piles": False}


def combos(cards, strict=None):
    """Return (items, points, flags).  Raise Ambiguous if a point of the source I find open matters."""
    if strict is None:
        strict = MODE["strict_double"]
    cs = set(cards)
    k = int("T0" in cs) + int("MATTO" in cs)
    items = []
    cr_pts = 0
    ncr = 0
    for kind, (pred, p3, p4) in CRICCHE.items():
        n = sum(1 for c in cs if pred(c))
        if n >= 3:
            items.append({"kind": "cricca", "of": kind, "count": n})
            cr_pts += p3 if n == 3 else p4
            ncr += 1
    seqs = []
    # trumps
    if "T20" in cs:
        real = [c in cs for c in ("T19", "T18", "T17")]
        if sum(real) >= 1:
            jk = k
            filled = 0
            gap = False
            joker_used = 0
            for r in real:
                if r:
                    filled += 1
                elif jk > 0:
                    jk -= 1
                    joker_used += 1
                    filled += 1
                else:
                    gap = True
            if filled >= 2:
                length = 1 + filled
                # numbered trumps after the grande, only if no gap
                can_extend = not gap
                prev_joker = not real[2]
                n = 16
                ext = 0
                while can_extend and n >= 5:
                    if f"T{n}" in cs:
                        ext += 1
                        prev_joker = False
                    elif jk > 0:
                        if prev_joker:
                            raise Ambiguous("two contatori in a row in trumps")
                        jk -= 1
                        ext += 1
                        prev_joker = True
                    else:
                        break
                    n -= 1
                if gap and ("T16" in cs):
                    raise Ambiguous("trump run with a gap among the grande, T16 follows")
                if joker_used >= 2:
                    raise Ambiguous("two contatori among the grande")
                # a joker used as the final extension: fine
                length += ext
                seqs.append(({"kind": "sequence", "of": "trumps", "length": length}, length))
    for s in SUITS:
        if "K" + s not in cs:
            continue
        real = [r + s in cs for r in ("Q", "N", "J")]
        if sum(real) < 1:
            continue
        jk = k
        filled = 0
        gap = False
        for r in real:
            if r:
                filled += 1
            elif jk > 0:
                jk -= 1
                filled += 1
            else:
                gap = True
        if filled < 2:
            continue
        length = 1 + filled
        if "1" + s in cs:
            if gap:
                raise Ambiguous("suit run with a gap and the Ace")
            length += 1
        elif not gap and jk > 0:
            raise Ambiguous("a spare contatore could stand for the Ace")
        seqs.append(({"kind": "sequence", "of": "suit", "suit": s, "length": length}, length))
    m = sum(1 for i in range(1, 5) if f"T{i}" in cs)
    if m >= 2 and m + k >= 3:
        seqs.append(({"kind": "sequence", "of": "moretti", "length": m + k}, m + k))
    a = sum(1 for s in SUITS if "1" + s in cs)
    if a >= 2 and a + k >= 3:
        seqs.append(({"kind": "sequence", "of": "aces", "length": a + k}, a + k))
    sq_pts = sum(seq_points(n) for _, n in seqs)
    items += [it for it, _ in seqs]
    nsq = len(seqs)
    # doubling: three or more cricche -> the cricche double; three or more sequences -> the sequences double
    dbl_cr = ncr >= 3
    dbl_sq = nsq >= 3
    pts_group = cr_pts * (2 if dbl_cr else 1) + sq_pts * (2 if dbl_sq else 1)
    pts_all = (cr_pts + sq_pts) * (2 if (dbl_cr or dbl_sq) else 1)
    if strict and pts_group != pts_all:
        raise Ambiguous("doubling: group vs all readings differ")
    return items, pts_group, {"dbl_cr": dbl_cr, "dbl_sq": dbl_sq, "pts_all": pts_all}


def card_points(pile):
    # pairs lose 1 each; a single card left over (odd Terziglio pile) keeps its value (probe file 14)
    if len(pile) % 2 and not MODE["odd_piles"]:
        raise Ambiguous("odd pile")
    return sum(value(c) for c in pile) - len(pile) // 2


def round_gp(points):
    """Terziglio: down to a multiple of 50, unless fewer than 5 short of the next one; then /50."""
    base = (points // 50) * 50
    if base + 50 - points < 5:
        base += 50
    return base // 50


# ---------------------------------------------------------------- play
def play_deal(hands, first, nplayers, side_of, rng, policy=None, forbid_matto_last=True):
    """Random legal play. Returns (events, tricks[(plays, winner)], final hands).
    Never leads the Matto; the Matto is never in the last trick (raise Ambiguous)."""
    hands = [list(h) for h in hands]
    events = []
    tricks = []
    leader = first
    ntr = len(hands[0])
    for t in range(ntr):
        plays = []
        led = None
        for j in range(nplayers):
            seat = (leader + j) % nplayers
            opts = legal(hands[seat], led)
            if led is None:
                nm = [c for c in opts if c != "MATTO"]
                if nm:
                    opts = nm
                else:
                    raise Ambiguous("only the Matto to lead")
            if policy is not None:
                c = policy(seat, hands[seat], opts, plays, t)
            else:
                # play the Matto early enough
                if "MATTO" in opts and t >= ntr - 4:
                    c = "MATTO"
                else:
                    c = rng.choice(opts)
            hands[seat].remove(c)
            plays.append((seat, c))
            if led is None and c != "MATTO":
                led = suit_of(c)
            events.append({"type": "play", "seat": seat, "card": c})
        w = trick_winner(plays)
        if t == ntr - 1 and any(c == "MATTO" for _, c in plays):
            raise Ambiguous("Matto in last trick")
        tricks.append((plays, w))
        leader = w
    return events, tricks


def piles_after(tricks, side_of, nsides):
    """Card piles per side, with the Matto exchange. Returns piles, matto_note."""
    piles = [[] for _ in range(nsides)]
    won_any = [False] * nsides
    matto = None
    for plays, w in tricks:
        won_any[side_of(w)] = True
        for seat, c in plays:
            if c == "MATTO":
                matto = (seat, w)
            piles[side_of(w)].append(c)
    note = None
    if matto:
        owner, w = matto
        so, sw = side_of(owner), side_of(w)
        if so != sw:
            if not won_any[so]:
                note = "matto_to_opponents"
            else:
                # Matto back to its side; its side gives a low pip card to the winner
                pips = [c for c in piles[so] if not is_trump(c) and c != "MATTO" and rank_of(c) in PIPS]
                if not pips:
                    raise Ambiguous("no pip to give for the Matto")
                give = sorted(pips)[0]
                piles[sw].remove("MATTO")
                piles[so].append("MATTO")
                piles[so].remove(give)
                piles[sw].append(give)
                note = f"matto_exchange:{give}"
    return piles, won_any, note
