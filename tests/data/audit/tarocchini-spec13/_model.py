"""Independent Tarocchini model for audit round tarocchini-spec13 (written blind from
/work/shared/seeds/004_c8bdb85b1ac896b0.txt, Russian).

Every place where the source leaves a choice open is a *reading*; the generator keeps only deals
whose written figures are the same under every reading (see READINGS), so a difference with the
engine on a kept deal cannot come from one of these open points.
"""

from __future__ import annotations

import itertools
import random

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high -> low
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high -> low
TRUMPS = [f"T{i}" for i in range(21)]
DECK = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + TRUMPS + ["MATTO"]
assert len(DECK) == 62
CONTATORI = ("T0", "MATTO")
MORETTI = ("T1", "T2", "T3", "T4")


def is_trump(c):
    return c.startswith("T")


def suit(c):
    if c == "MATTO":
        return None
    if is_trump(c):
        return "T"
    return c[-1]


def rank(c):
    return c[:-1]


def value(c):
    # "Описание колоды": Angel 5, World 5, Sun 1, Moon 1, numbered trumps 1, Moretti 1,
    # Bagatto 5, Kings 5, Queens 4, Knights 3, Jacks 2, pip cards 1, Matto 5.
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank(c), 1)


def is_pip(c):
    return not is_trump(c) and c != "MATTO" and rank(c) in ("10", "9", "8", "7", "6")


def strength(c):
    """Order within a suit (higher wins); trumps by number with Moretti equal (1)."""
    if is_trump(c):
        n = int(c[1:])
        if 1 <= n <= 4:
            return 1
        if n == 0:
            return 0
        return n
    order = LONG if suit(c) in "SB" else ROUND
    return len(order) - order.index(rank(c))


def trick_winner(cards_seats):
    """cards_seats: list of (seat, card) in play order. Matto never wins. Moretti: last played."""
    trumps = [(i, s, c) for i, (s, c) in enumerate(cards_seats) if is_trump(c)]
    if trumps:
        best = None
        for i, s, c in trumps:
            if best is None or strength(c) >= strength(best[2]):
                # >= : among equal Moretti the last played is highest (source: "последний сыгранный
                # козырь является наивысшим"); other trumps are never equal.
                best = (i, s, c)
        return best[1]
    led = None
    for s, c in cards_seats:
        if c != "MATTO":
            led = suit(c)
            break
    best = None
    for s, c in cards_seats:
        if c != "MATTO" and suit(c) == led and (best is None or strength(c) > strength(best[1])):
            best = (s, c)
    return best[0]


def legal(hand, led_suit):
    if led_suit is None:
        return list(hand)
    same = [c for c in hand if suit(c) == led_suit]
    if same:
        return same + [c for c in hand if c == "MATTO"]
    tr = [c for c in hand if is_trump(c)]
    if tr:
        return tr + [c for c in hand if c == "MATTO"]
    return list(hand)


def card_points(cards, odd="floor"):
    n = len(cards)
    pairs = n // 2 if (n % 2 == 0 or odd == "floor") else n // 2 + 1
    return sum(value(c) for c in cards) - pairs


# ----------------------------------------------------------------- combinations

CRICCA_KINDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": [f"K{s}" for s in SUITS],
    "queens": [f"Q{s}" for s in SUITS],
    "knights": [f"N{s}" for s in SUITS],
    "jacks": [f"J{s}" for s in SUITS],
}
CRICCA_POINTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}


def seq_points(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


BASE = {
    "trump_grande": "consecutive",  # or "two_of_three": Angel + any 2 of Mondo/Sun/Moon
    "suit": "set",  # or "consecutive": K Q N J A in order, a gap ends it
    "ace_wild": True,  # a contatore may stand for the suit's Ace
    "suit_double_wild": True,  # two contatori in a row in a suit sequence
    "wild_pair_two_real": True,  # 2 Moretti/Aces + 2 contatori = 4
    "multi_use": True,  # a contatore in several sequences at once
    "double": "category",  # x2 for >=3 cricche/sequences: that category, or "all"
    "extra_in_combos": True,  # discards/widow credited count for combinations too
    "odd": "floor",
}
VARIANTS = [
    ("trump_grande", "two_of_three"),
    ("suit", "consecutive"),
    ("ace_wild", False),
    ("suit_double_wild", False),
    ("wild_pair_two_real", False),
    # ("multi_use", False): not a reading kept open - the source says the contatori "можно
    # использовать как дикие карты в нескольких местах" (can be used as wild cards in several
    # places), so one contatore serves every sequence it fits.
    ("double", "all"),
    ("extra_in_combos", False),
    ("odd", "ceil"),
]


def readings():
    yield dict(BASE)
    for k, v in VARIANTS:
        r = dict(BASE)
        r[k] = v
        yield r


def _trump_len(cards, wild, r):
    """Longest trump sequence using at most the given wild cards. Returns (length, wilds used)."""
    if "T20" not in cards:
        return 0, 0
    grande = ["T19", "T18", "T17"]
    numbers = [f"T{i}" for i in range(16, 4, -1)]
    left = len(wild)
    if r["trump_grande"] == "two_of_three":
        g_real = sum(1 for p in grande if p in cards)
        if g_real == 0:
            return 0, 0
        use_g = min(left, 3 - g_real)
        if g_real + use_g < 2:
            return 0, 0
        n = 1 + g_real + use_g
        used = use_g
        left -= use_g
        prev_wild = "T17" not in cards and use_g > 0
        for i, p in enumerate(numbers):
            if p in cards:
                n += 1
                prev_wild = False
            elif left > 0 and (not prev_wild or i == 0):
                n += 1
                left -= 1
                used += 1
                prev_wild = True
            else:
                break
        return n, used
    # consecutive: Angel, Mondo, Sun, Moon, 16, 15, ... ; a missing card may be a contatore;
    # two contatori in a row end it, except when they stand for the Moon and 16.
    positions = grande + numbers
    n, used, prev_wild, real_g, wild_g = 1, 0, False, 0, 0
    for i, p in enumerate(positions):
        if p in cards:
            n += 1
            prev_wild = False
            if i < 3:
                real_g += 1
        elif left > 0 and (not prev_wild or i == 3):
            n += 1
            left -= 1
            used += 1
            prev_wild = True
            if i < 3:
                wild_g += 1
        else:
            break
    if n < 3 or real_g < 1:
        return 0, 0
    # an unused wild at the end is not part of the sequence
    return n, used


def _suit_len(cards, s, wild, r):
    if f"K{s}" not in cards:
        return 0, 0
    courts = [f"Q{s}", f"N{s}", f"J{s}"]
    ace = f"1{s}"
    nwild = len(wild)
    best = (0, 0)
    slots = courts + [ace]
    for fill in itertools.product([0, 1, 2], repeat=4):  # 0 missing, 1 real, 2 wild
        ok = True
        w = 0
        for sl, f in zip(slots, fill):
            if f == 1 and sl not in cards:
                ok = False
            if f == 0 and sl in cards:
                ok = False  # a real card is always used
            if f == 2:
                if sl in cards:
                    ok = False
                w += 1
        if not ok or w > nwild:
            continue
        if fill[3] == 2 and not r["ace_wild"]:
            continue
        cf = fill[:3]
        if sum(1 for f in cf if f) < 2 or sum(1 for f in cf if f == 1) < 1:
            continue
        if r["suit"] == "consecutive":
            n = 1
            for f in fill:
                if f == 0:
                    break
                n += 1
            # the wild cards after the break are not used
            seq = [1] + list(fill)
            used_w = sum(1 for f in fill[: n - 1] if f == 2)
            if not r["suit_double_wild"]:
                prev = False
                bad = False
                for f in fill[: n - 1]:
                    if f == 2 and prev:
                        bad = True
                    prev = f == 2
                if bad:
                    continue
            if n < 3:
                continue
            del seq
            cand = (n, used_w)
        else:
            if not r["suit_double_wild"] and w == 2:
                continue
            n = 1 + sum(1 for f in fill if f)
            cand = (n, w)
        if (cand[0], -cand[1]) > (best[0], -best[1]):
            best = cand
    return best


def _wildset_len(cards, members, wild, r):
    m = sum(1 for c in members if c in cards)
    if m < 2:
        return 0, 0
    w = len(wild)
    if m == 2 and not r["wild_pair_two_real"]:
        w = min(w, 1)
    n = m + w
    if n < 3:
        return 0, 0
    return n, w


def combos(cards, r, extra=()):
    """Maximal combinations in a pile (or a hand): list of (kind, of, n, points)."""
    cards = set(cards) | (set(extra) if r["extra_in_combos"] else set())
    out = []
    for kind, members in CRICCA_KINDS.items():
        c = sum(1 for m in members if m in cards)
        if c >= 3:
            out.append(("cricca", kind, c, CRICCA_POINTS[kind][c - 3]))
    wild = [c for c in CONTATORI if c in cards]
    seqs = []
    # each sequence's (length, wilds used), computed with all wilds available
    cand = {}
    cand["trumps"] = lambda w: _trump_len(cards, w, r)
    cand["moretti"] = lambda w: _wildset_len(cards, MORETTI, w, r)
    cand["aces"] = lambda w: _wildset_len(cards, [f"1{s}" for s in SUITS], w, r)
    for s in SUITS:
        cand["suit" + s] = lambda w, s=s: _suit_len(cards, s, w, r)
    if r["multi_use"]:
        for k, f in cand.items():
            n, _ = f(wild)
            if n >= 3:
                seqs.append((k, n))
    else:
        # each contatore in one sequence at most: best allocation by total points
        keys = list(cand)
        best = None
        for assign in itertools.product(range(len(keys) + 1), repeat=len(wild)):
            got = []
            for i, k in enumerate(keys):
                w = [wild[j] for j, a in enumerate(assign) if a == i]
                n, _ = cand[k](w)
                if n >= 3:
                    got.append((k, n))
            tot = sum(seq_points(n) for _, n in got)
            if best is None or tot > best[0]:
                best = (tot, got)
        seqs = best[1]
    for k, n in seqs:
        if k.startswith("suit"):
            out.append(("sequence", "suit", n, seq_points(n), k[-1]))
        else:
            out.append(("sequence", k, n, seq_points(n)))
    return out


def combo_total(items, r, double_three=True):
    cr = [x for x in items if x[0] == "cricca"]
    sq = [x for x in items if x[0] == "sequence"]
    pc = sum(x[3] for x in cr)
    ps = sum(x[3] for x in sq)
    if not double_three:
        return pc + ps
    dc = len(cr) >= 3
    ds = len(sq) >= 3
    if r["double"] == "all":
        return (pc + ps) * (2 if (dc or ds) else 1)
    return pc * (2 if dc else 1) + ps * (2 if ds else 1)


def item_json(x):
    if x[0] == "cricca":
        return {"kind": "cricca", "of": x[1], "count": x[2]}
    d = {"kind": "sequence", "of": x[1], "length": x[2]}
    if x[1] == "suit":
        d = {"kind": "sequence", "of": "suit", "suit": x[4], "length": x[2]}
    return d


def item_points(it):
    if it["kind"] == "cricca":
        return CRICCA_POINTS[it["of"]][it["count"] - 3]
    return seq_points(it["length"])


def declared_points(items, r, double_three=True):
    tup = []
    for it in items:
        if it["kind"] == "cricca":
            tup.append(("cricca", it["of"], it["count"], item_points(it)))
        else:
            tup.append(("sequence", it["of"], it["length"], item_points(it)))
    return combo_total(tup, r, double_three)


def holds(hand, it, r):
    """Max length/count of the declared item held under reading r."""
    for x in combos(hand, r):
        if it["kind"] == "cricca" and x[0] == "cricca" and x[1] == it["of"]:
            return x[2]
        if it["kind"] == "sequence" and x[0] == "sequence" and x[1] == it["of"]:
            if it["of"] != "suit" or x[4] == it["suit"]:
                return x[2]
    return 0


def safe_declaration(hand, rng, maxeach=2, prob=0.8):
    """Items held (real cards only) under every reading, at most 2 cricche and 2 sequences
    (no doubling question). Each held item declared with probability prob."""
    rs = list(readings())
    base = combos(hand, rs[0])
    out = []
    for x in base:
        it = item_json(x)
        key = "count" if it["kind"] == "cricca" else "length"
        n = min(holds(hand, it, r) for r in rs)
        if n < 3:
            continue
        it[key] = n
        out.append(it)
    cr = [i for i in out if i["kind"] == "cricca"][:maxeach]
    sq = [i for i in out if i["kind"] == "sequence"][:maxeach]
    return [i for i in cr + sq if rng.random() < prob]


# ----------------------------------------------------------------- play


def play_deal(hands, leader, ntricks, rng, nplayers, side_of, fault=None, upto=None):
    """Random legal play. fault = (trick, seat, kind) plants one illegal card:
    kind "revoke" (holds the suit led, plays another card), "notrump" (void in the suit led,
    holds a trump, plays a card of another plain suit). Returns plays, tricks, hands left."""
    hands = [list(h) for h in hands]
    plays = []
    tricks = []
    planted = None
    for t in range(ntricks if upto is None else upto):
        cur = []
        led = None
        for k in range(nplayers):
            s = (leader + k) % nplayers
            h = hands[s]
            if k == 0:
                opts = [c for c in h if c != "MATTO"] or h
            else:
                opts = legal(h, led)
                if "MATTO" in opts and len(opts) > 1:
                    # play the Matto at a random trick, never in the last two
                    if t >= ntricks - 3 or rng.random() < 0.25:
                        opts = ["MATTO"] if t < ntricks - 2 else [c for c in opts if c != "MATTO"]
                    else:
                        opts = [c for c in opts if c != "MATTO"]
                if fault and fault[0] == t and fault[1] == s:
                    if fault[2] == "revoke":
                        bad = [c for c in h if c != "MATTO" and suit(c) != led]
                        if not any(suit(c) == led for c in h) or not bad:
                            return None
                        tr = [c for c in bad if is_trump(c)]
                        opts = tr or bad
                    else:  # notrump
                        if any(suit(c) == led for c in h) or not any(is_trump(c) for c in h):
                            return None
                        bad = [c for c in h if c != "MATTO" and not is_trump(c)]
                        if not bad:
                            return None
                        opts = bad
                    planted = len(plays) + len(cur)
            c = rng.choice(opts)
            h.remove(c)
            cur.append((s, c))
            if led is None and c != "MATTO":
                led = suit(c)
        w = trick_winner(cur)
        tricks.append((cur, w))
        plays.extend(cur)
        leader = w
    if fault and planted is None:
        return None
    return plays, tricks, hands, planted, leader


def piles(tricks, side_of, nsides):
    """Cards per side after the Matto exchange; returns (piles, matto_info)."""
    pile = [[] for _ in range(nsides)]
    matto = None
    for cur, w in tricks:
        for s, c in cur:
            if c == "MATTO":
                matto = (s, w)
                pile[side_of(s)].append(c)
            else:
                pile[side_of(w)].append(c)
    info = None
    if matto:
        s, w = matto
        if side_of(s) != side_of(w):
            # the Matto's player gives a low card (a pip) to the winner of that trick
            pips = sorted(c for c in pile[side_of(s)] if is_pip(c))
            if not pips:
                return None, None
            give = pips[0]
            pile[side_of(s)].remove(give)
            pile[side_of(w)].append(give)
            info = (s, w, give)
    return pile, info


def rng_for(seed):
    return random.Random(seed)
