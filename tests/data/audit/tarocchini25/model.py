"""Blind model of Tarocchini (tarocchini25 audit), written from the Russian source only."""

import itertools

SUITS = "SBCD"
FACES = "KQNJ"
LONG_ORDER = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]  # swords, batons
ROUND_ORDER = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # cups, coins
MORETTI = {"T1", "T2", "T3", "T4"}
CONTATORI = {"T0", "MATTO"}
GRANDE = ["T19", "T18", "T17"]  # Mondo, Sun, Moon (after the Angel T20)
NUMBERED = [f"T{n}" for n in range(16, 4, -1)]  # 16 .. 5


def deck():
    cards = [r + s for s in SUITS for r in LONG_ORDER]
    cards += [f"T{n}" for n in range(21)]
    cards.append("MATTO")
    assert len(cards) == 62
    return cards


def suit_of(c):
    if c == "MATTO":
        return None
    if c.startswith("T"):
        return "T"
    return c[-1]


def rank_of(c):
    return c[:-1]


def points(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def strength(c):
    """Higher wins. Moretti share one strength (ties handled by the caller)."""
    if c.startswith("T"):
        n = int(c[1:])
        if n in (1, 2, 3, 4):
            return 100 + 1
        if n == 0:
            return 100
        return 100 + n
    s = c[-1]
    order = LONG_ORDER if s in "SB" else ROUND_ORDER
    return 50 - order.index(rank_of(c))


def trick_winner(trick):
    """trick: list of (seat, card). Returns (winner_seat, ambiguous_moretti)."""
    led = None
    for _, c in trick:
        if c != "MATTO":
            led = suit_of(c)
            break
    best = None
    amb = False
    for seat, c in trick:
        if c == "MATTO":
            continue
        s = suit_of(c)
        if s != led and s != "T":
            continue
        key = (1 if s == "T" else 0, strength(c))
        if best is None or key > best[0]:
            best = (key, seat, c)
        elif key == best[0]:
            amb = True  # two Moretti tie: the source says the last played wins
            best = (key, seat, c)
    return best[1], (amb and best[2] in MORETTI)


def legal(hand, trick):
    if not trick:
        return [c for c in hand if c != "MATTO"] or list(hand)
    led = None
    for _, c in trick:
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


# ---------------- combinations ----------------
CRICCA_PTS = {
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
CRICCA_CARDS = {
    "tarocchi": ["T20", "T19", "T0", "MATTO"],
    "kings": ["K" + s for s in SUITS],
    "queens": ["Q" + s for s in SUITS],
    "knights": ["N" + s for s in SUITS],
    "jacks": ["J" + s for s in SUITS],
}


def seq_points(n):
    return 10 + 5 * (n - 3)


def trump_run(cards):
    """Longest trump run under my reading (see EXPECTED.md)."""
    cs = set(cards)
    if "T20" not in cs:
        return 0
    k = len(CONTATORI & cs)
    chain = GRANDE + NUMBERED  # positions after the Angel
    best = 0
    # choose which chain positions the contatori fill
    missing = [p for p in chain if p not in cs]
    for used in range(0, k + 1):
        for fill in itertools.combinations(missing, used):
            f = set(fill)
            state = {p: ("r" if p in cs else ("c" if p in f else None)) for p in chain}
            head = [state[p] for p in GRANDE]
            if sum(1 for x in head if x) < 2 or "r" not in head:
                continue
            # no two adjacent contatori, except Moon+16
            ok = True
            seq = ["r"] + [state[p] for p in chain]
            names = ["T20"] + chain
            for i in range(len(seq) - 1):
                if seq[i] == "c" and seq[i + 1] == "c" and not (names[i] == "T17" and names[i + 1] == "T16"):
                    ok = False
            if not ok:
                continue
            length = 1 + sum(1 for x in head if x)
            ext = 0
            if state["T17"]:
                for p in NUMBERED:
                    if state[p]:
                        ext += 1
                    else:
                        break
            # contatori placed in the extension beyond its end are wasted (not counted)
            used_ext = [p for p in NUMBERED[ext:] if state[p] == "c"]
            if used_ext:
                continue
            if not state["T17"] and any(state[p] == "c" for p in NUMBERED):
                continue
            length += ext
            if length >= 3:
                best = max(best, length)
    return best


def suit_run(cards, suit):
    cs = set(cards)
    if "K" + suit not in cs:
        return 0
    k = len(CONTATORI & cs)
    head = [r + suit for r in "QNJ"]
    real_head = sum(1 for c in head if c in cs)
    if real_head == 0:
        return 0
    miss_head = 3 - real_head
    use_head = min(k, miss_head)
    filled = real_head + use_head
    if filled < 2:
        return 0
    ace = 1 if ("1" + suit in cs or k - use_head > 0) else 0
    return 1 + filled + ace


def group_run(cards, group):
    cs = set(cards)
    real = sum(1 for c in group if c in cs)
    if real < 2:
        return 0
    n = min(6, real + len(CONTATORI & cs))
    return n if n >= 3 else 0


def all_combos(cards):
    """Maximal combinations: list of dicts in the declare-item vocabulary, each with 'pts'."""
    cs = set(cards)
    cricche = []
    for name, group in CRICCA_CARDS.items():
        n = sum(1 for c in group if c in cs)
        if n >= 3:
            cricche.append({"kind": "cricca", "of": name, "count": n})
    seqs = []
    t = trump_run(cards)
    if t:
        seqs.append({"kind": "sequence", "of": "trumps", "length": t})
    for s in SUITS:
        n = suit_run(cards, s)
        if n:
            seqs.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    m = group_run(cards, sorted(MORETTI))
    if m:
        seqs.append({"kind": "sequence", "of": "moretti", "length": m})
    a = group_run(cards, ["1" + s for s in SUITS])
    if a:
        seqs.append({"kind": "sequence", "of": "aces", "length": a})
    return cricche + seqs


def item_points(it):
    if it["kind"] == "cricca":
        return CRICCA_PTS[it["of"]][0 if it["count"] == 3 else 1]
    return seq_points(it["length"])


def combo_points(items):
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    total = sum(cr) * (2 if len(cr) >= 3 else 1) + sum(sq) * (2 if len(sq) >= 3 else 1)
    return total


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(points(c) for c in pile) - len(pile) // 2


def game_points(p, solo=False):
    base = (p // 50) * 50
    if p - base > 45:  # fewer than 5 short of the next multiple
        base += 50
    g = base // 50
    return g * (2 if solo else 1)


def suit_run_strict(cards, suit):
    """Alternative (non-focus) reading used only to keep suit runs unambiguous."""
    cs = set(cards)
    if "K" + suit not in cs:
        return 0
    k = len(CONTATORI & cs)
    n = 1
    real = 0
    for r in "QNJ":
        if r + suit in cs:
            n += 1
            real += 1
        elif k:
            k -= 1
            n += 1
        else:
            break
    if n < 3 or real == 0:
        return 0
    if n == 4 and "1" + suit in cs:
        n += 1
    return n


def suits_unambiguous(cards):
    return all(suit_run(cards, s) == suit_run_strict(cards, s) for s in SUITS)
