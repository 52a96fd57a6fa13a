# Copied from tests/data/audit/tarocchini-spec8 (model.py/replay.py/gen.py) for the coverage-jrc round; imports renamed.
"""Blind model of Tarocchini (Ottocento, Terziglio) from the Russian source
(/work/shared/seeds/004_c8bdb85b1ac896b0.txt), written by auditor tarocchini-spec8.

Variant flags (`V`) let the generator keep only deals on which every reading
of an unclear sentence gives the same figures.
"""

import itertools

SUITS = "SBCD"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # S B high->low
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D high->low
DECK = (
    [r + s for s in "SB" for r in LONG_ORDER]
    + [r + s for s in "CD" for r in ROUND_ORDER]
    + ["T%d" % i for i in range(21)]
    + ["MATTO"]
)
assert len(DECK) == 62
FIVE_POINT = {"T20", "T19", "T0", "MATTO"} | {"K" + s for s in SUITS}


def suit_of(c):
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def card_points(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def trump_strength(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # Moretti: equal
    if n == 0:
        return 0
    return n - 3  # 5 -> 2 ... 20 -> 17


def suit_strength(c):
    s = suit_of(c)
    order = LONG_ORDER if s in "SB" else ROUND_ORDER
    return len(order) - order.index(rank_of(c))


def trick_winner(cards, seats, moretti_tie="last_played"):
    """cards/seats in order played. Returns index into the trick."""
    led = None
    for c in cards:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    for i, c in enumerate(cards):
        if c == "MATTO":
            continue
        s = suit_of(c)
        if s == "T":
            key = (2, trump_strength(c))
        elif s == led:
            key = (1, suit_strength(c))
        else:
            continue
        if best is None or key > best[0] or (
            key == best[0] and moretti_tie == "last_played"
        ):
            best = (key, i)
    return best[1]


def legal_plays(hand, trick_cards):
    """Must follow suit; if void must trump; else anything. Matto any time."""
    led = None
    for c in trick_cards:
        if c != "MATTO":
            led = suit_of(c)
            break
    if led is None:
        return list(hand)
    follow = [c for c in hand if suit_of(c) == led]
    if follow:
        return follow + [c for c in hand if c == "MATTO"]
    trumps = [c for c in hand if suit_of(c) == "T"]
    if trumps:
        return trumps + [c for c in hand if c == "MATTO"]
    return list(hand)


# ------------------------------------------------------------- combinations
CRICCA_VALUES = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
CRICCA_MEMBERS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in SUITS],
    "queens": ["Q" + s for s in SUITS],
    "knights": ["N" + s for s in SUITS],
    "jacks": ["J" + s for s in SUITS],
}
CONTATORI = ["MATTO", "T0"]


def seq_value(length):
    return 10 + 5 * (length - 3)


def cricca_value(of, count):
    return CRICCA_VALUES[of][0 if count == 3 else 1]


def best_cricche(cards):
    out = []
    for of, mem in CRICCA_MEMBERS.items():
        n = sum(1 for m in mem if m in cards)
        if n >= 3:
            out.append({"kind": "cricca", "of": of, "count": n})
    return out


def trump_seq_len(cards, V):
    """Longest trump sequence from the Angel.  Returns 0 if none."""
    if "T20" not in cards:
        return 0
    nc = sum(1 for c in CONTATORI if c in cards)
    grande = [19, 18, 17]
    real_g = [n for n in grande if "T%d" % n in cards]
    if V.get("grande") == "strict":
        # consecutive from the Angel, contatori fill single gaps; two
        # consecutive substitutions end the sequence except 16 + a grande.
        length = 1
        used = 0
        prev_sub = None
        reals_in_grande = 0
        for n in range(19, 4, -1):
            if "T%d" % n in cards:
                length += 1
                if n >= 17:
                    reals_in_grande += 1
                prev_sub = None
                continue
            if used < nc:
                if prev_sub is not None and not (
                    {prev_sub, n} & {16} and ({prev_sub, n} & {17, 18, 19})
                ):
                    break
                used += 1
                length += 1
                prev_sub = n
                continue
            break
        # trailing substitutions are useless but harmless; drop substitutions at the end
        # (a sequence is not extended by a contatore alone at its tail? keep: it is a card in place)
        if reals_in_grande < 1:
            return 0
        # need Angel + at least two of 19/18/17 (real or contatore)
        g_count = min(length - 1, 3)
        if g_count < 2:
            return 0
        return length if length >= 3 else 0
    # lenient: Angel + at least two of the three grande, a contatore may make up
    # one of the two (at least one real); missing grande do not break the run.
    if len(real_g) == 0:
        return 0
    subs = 0
    g = len(real_g)
    if g < 2:
        if nc >= 1:
            subs = 1
            g = 2
        else:
            return 0
    length = 1 + g
    left = nc - subs
    # Sun/Moon gap filled by a contatore too (counts as a card)
    if V.get("fill_grande", True):
        while g < 3 and left > 0:
            g += 1
            left -= 1
            length += 1
    # numbered trumps 16..5 consecutive; the run continues from the grande
    prev_sub = False
    for n in range(16, 4, -1):
        if "T%d" % n in cards:
            length += 1
            prev_sub = False
        elif left > 0 and not prev_sub:
            left -= 1
            length += 1
            prev_sub = True
        else:
            break
    # a contatore at the very tail adds a card (it stands for the next trump)
    if prev_sub and not V.get("tail_sub", True):
        length -= 1
    return min(length, 16)


def suit_seq_len(cards, s, V):
    if "K" + s not in cards:
        return 0
    nc = sum(1 for c in CONTATORI if c in cards)
    courts = ["Q", "N", "J"]
    real = [r for r in courts if r + s in cards]
    if not real:
        return 0
    if V.get("suit") == "strict":
        length = 1
        left = nc
        for r in courts + ["1"]:
            if r + s in cards:
                length += 1
            elif left > 0:
                left -= 1
                length += 1
            else:
                break
        return length if length >= 3 else 0
    # lenient: count courts held + contatori for missing courts, then the ace
    left = nc
    n = len(real)
    while n < 3 and left > 0:
        n += 1
        left -= 1
    if n < 2:
        return 0
    length = 1 + n
    if n == 3:
        if "1" + s in cards:
            length += 1
        elif left > 0 and V.get("ace_sub", True):
            length += 1
            left -= 1
    return length


def moretti_len(cards, V=None):
    m = sum(1 for n in range(1, 5) if "T%d" % n in cards)
    nc = min(sum(1 for c in CONTATORI if c in cards), (V or {}).get("jokers", 2))
    if m < 2:
        return 0
    L = min(6, m + nc)
    return L if L >= 3 else 0


def aces_len(cards, V=None):
    a = sum(1 for s in SUITS if "1" + s in cards)
    nc = min(sum(1 for c in CONTATORI if c in cards), (V or {}).get("jokers", 2))
    if a < 2:
        return 0
    L = min(6, a + nc)
    return L if L >= 3 else 0


def best_sequences(cards, V):
    out = []
    L = trump_seq_len(cards, V)
    if L >= 3:
        out.append({"kind": "sequence", "of": "trumps", "length": L})
    L = moretti_len(cards, V)
    if L >= 3:
        out.append({"kind": "sequence", "of": "moretti", "length": L})
    L = aces_len(cards, V)
    if L >= 3:
        out.append({"kind": "sequence", "of": "aces", "length": L})
    for s in SUITS:
        L = suit_seq_len(cards, s, V)
        if L >= 3:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": L})
    return out


def items_value(items, V):
    cr = [it for it in items if it["kind"] == "cricca"]
    sq = [it for it in items if it["kind"] == "sequence"]
    vc = sum(cricca_value(it["of"], it["count"]) for it in cr)
    vs = sum(seq_value(it["length"]) for it in sq)
    if V.get("double_three", True):
        mode = V.get("double", "category")
        if mode == "category":
            if len(cr) >= 3:
                vc *= 2
            if len(sq) >= 3:
                vs *= 2
        else:  # all: any 3 of a kind doubles all combination points
            if len(cr) >= 3 or len(sq) >= 3:
                vc *= 2
                vs *= 2
    return vc + vs


def best_items(cards, V):
    return best_cricche(cards) + best_sequences(cards, V)


def pile_combo_points(cards, V):
    return items_value(best_items(set(cards), V), V)


def item_held(item, hand, V):
    """Is a declared item made from this hand (a smaller one may be declared)."""
    cards = set(hand)
    if item["kind"] == "cricca":
        n = sum(1 for m in CRICCA_MEMBERS[item["of"]] if m in cards)
        return n >= item["count"]
    of = item["of"]
    if of == "trumps":
        return trump_seq_len(cards, V) >= item["length"]
    if of == "moretti":
        return moretti_len(cards, V) >= item["length"]
    if of == "aces":
        return aces_len(cards, V) >= item["length"]
    return suit_seq_len(cards, item["suit"], V) >= item["length"]


def pair_points(cards, V, declarer_side=None):
    tot = sum(card_points(c) for c in cards)
    n = len(cards)
    if n % 2 == 0:
        return tot - n // 2
    if V.get("odd", "decl_whole") == "decl_whole" and declarer_side is not None:
        # Post-run correction (tarocchini-spec8 (b)): the deal holds 93
        # («в общей сложности дает 93 очка»); the two lone cards of odd
        # Terziglio piles are one pair, its point off one side only (here the
        # opponents', as the engine's digest rules; the other way is as right).
        return tot - (n // 2 if declarer_side else (n + 1) // 2)
    if V.get("odd") == "half":
        return tot - n / 2
    if V.get("odd") == "floor":
        return tot - n // 2  # the single card counts in full
    return tot - (n + 1) // 2  # odd card counted as a pair (minus one)
