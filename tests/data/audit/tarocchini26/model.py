"""tarocchini26: an independent model of Tarocchini (Ottocento, Terziglio) from the source text.

Written from /work/shared/seeds/004_c8bdb85b1ac896b0.txt alone (Russian); imports nothing from
validator/ or replays/.  Every reading taken is documented in EXPECTED.md.  Where the source
allows two readings, the combination functions return an ``ambiguous`` flag and the generator
throws the deal away, so that the clean files never depend on an unclear point.
"""

from __future__ import annotations

SUITS = "SBCD"
LONG = "SB"  # K Q N J 10 9 8 7 6 1
ROUND = "CD"  # K Q N J 1 6 7 8 9 10
COURTS = "QNJ"
GRANDE = (19, 18, 17)
TAROCCHI = ("T20", "T19", "T0", "MATTO")
CONTATORI = ("T0", "MATTO")
MORETTI = ("T1", "T2", "T3", "T4")
ACES = tuple("1" + s for s in SUITS)
PIPS = ("6", "7", "8", "9", "10")

CRICCA = {"tarocchi": (18, 36), "kings": (17, 34), "queens": (14, 28), "knights": (13, 26), "jacks": (12, 24)}
CRICCA_CARDS = {
    "tarocchi": TAROCCHI,
    "kings": tuple("K" + s for s in SUITS),
    "queens": tuple("Q" + s for s in SUITS),
    "knights": tuple("N" + s for s in SUITS),
    "jacks": tuple("J" + s for s in SUITS),
}


def deck():
    cards = [f"T{i}" for i in range(21)] + ["MATTO"]
    for s in SUITS:
        for r in ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]:
            cards.append(r + s)
    return cards


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


def points(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if is_trump(c):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(rank_of(c), 1)


def trump_rank(c):
    n = int(c[1:])
    if 1 <= n <= 4:
        return 1  # the Moretti are of equal rank
    return n


def suit_rank(c):
    r, s = rank_of(c), c[-1]
    order = (
        ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]
        if s in LONG
        else ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]
    )
    return 10 - order.index(r)


def trick_winner(plays):
    """plays: list of (seat, card). The last Moretto played is the highest among equal Moretti."""
    best = None
    for seat, c in plays:
        if c == "MATTO":
            continue
        if best is None:
            best = (seat, c)
            continue
        b = best[1]
        if is_trump(c):
            if (
                not is_trump(b)
                or trump_rank(c) > trump_rank(b)
                or (trump_rank(c) == 1 and trump_rank(b) == 1)
            ):
                best = (seat, c)
        elif not is_trump(b) and suit_of(c) == suit_of(b) and suit_rank(c) > suit_rank(b):
            best = (seat, c)
    return best[0]


def legal(hand, plays):
    """Cards of `hand` that may be played to the trick `plays` so far."""
    if not plays or all(c == "MATTO" for _, c in plays):
        return list(hand)
    led = next(suit_of(c) for _, c in plays if c != "MATTO")
    follow = [c for c in hand if suit_of(c) == led]
    if not follow:
        follow = [c for c in hand if is_trump(c)]
    if not follow:
        follow = [c for c in hand if c != "MATTO"]
    out = list(follow)
    if "MATTO" in hand and "MATTO" not in out:
        out.append("MATTO")
    return out


# ---------------------------------------------------------------- combinations


def seq_value(n):
    return 10 + 5 * (n - 3) if n >= 3 else 0


def _run(positions, have, nc, consecutive_ok):
    """Longest run over `positions` (after a real head card) filling gaps with up to nc contatori.
    consecutive_ok(i): may position i be filled when position i-1 was filled too."""

    best = 0

    def dfs(i, used, prev_c, length, fills):
        nonlocal best
        best = max(best, length) if fills is not None else best
        if i == len(positions):
            return
        p = positions[i]
        if p in have:
            dfs(i + 1, used, False, length + 1, fills)
        elif used < nc and (not prev_c or consecutive_ok(i)):
            dfs(i + 1, used + 1, True, length + 1, fills + [p])

    dfs(0, 0, False, 0, [])
    return best


def trump_sequence(cards):
    """Returns (length, ambiguous). Angel real; Mondo, Sun, Moon, then 16, 15 ... 5."""
    have = {int(c[1:]) for c in cards if is_trump(c)}
    nc = sum(1 for c in CONTATORI if c in cards)
    if 20 not in have:
        return 0, False
    positions = [19, 18, 17] + list(range(16, 4, -1))

    def strict_ok(i):  # two contatori side by side only for the Moon (grande) and the 16
        return positions[i] == 16

    def loose_ok(i):
        return True

    def head_and_length(consec):
        # search every placement; a valid run must cover 19 and 18 with at least one real
        best = 0
        # enumerate fills explicitly (at most 2 contatori)
        from itertools import combinations

        missing = [p for p in positions if p not in have]
        for k in range(0, nc + 1):
            for fill in combinations(missing[:6], k):
                covered = have | set(fill)
                n = 0
                ok = True
                for i, p in enumerate(positions):
                    if p in covered:
                        if p in fill and i > 0 and positions[i - 1] in fill and not consec(i):
                            ok = False
                            break
                        n += 1
                    else:
                        break
                if not ok:
                    continue
                if n < 2:
                    continue
                if 19 not in have and 18 not in have:
                    continue
                best = max(best, n + 1)
        return best

    a = head_and_length(strict_ok)
    b = head_and_length(loose_ok)
    real_grande = [g for g in GRANDE if g in have]
    head_gap = len(real_grande) >= 2 and (19 not in have or 18 not in have)
    one_real_head = len(real_grande) == 1 and nc >= 1 and 17 in have
    amb = a != b or head_gap or one_real_head
    return (a if a >= 3 else 0), amb


def suit_sequence(cards, s):
    """King real, then Queen, Knight, Jack, then the Ace as the extra card."""
    if "K" + s not in cards:
        return 0, False
    nc = sum(1 for c in CONTATORI if c in cards)
    order = ["Q" + s, "N" + s, "J" + s, "1" + s]
    have = {c for c in order if c in cards}
    real_courts = sum(1 for c in order[:3] if c in have)

    def strict(consec, ace_fill=True):
        from itertools import combinations

        best = 0
        missing = [c for c in order if c not in have and (ace_fill or c != order[3])]
        for k in range(0, nc + 1):
            for fill in combinations(missing, k):
                n = 0
                ok = True
                for i, c in enumerate(order):
                    if c in have or c in fill:
                        if c in fill and i > 0 and order[i - 1] in fill and not consec:
                            ok = False
                            break
                        n += 1
                    else:
                        break
                if not ok or n < 2:
                    continue
                if order[0] not in have and order[1] not in have:
                    continue
                best = max(best, n + 1)
        return best

    a = strict(False)
    b = strict(True)
    c_noace = strict(False, ace_fill=False)
    # loose reading: K + any two courts (one real), the ace added, no order
    loose = 0
    if real_courts >= 1 and real_courts + min(nc, 3 - real_courts) >= 2:
        loose = min(
            5,
            1
            + real_courts
            + (1 if order[3] in have else 0)
            + min(nc, 4 - real_courts - (1 if order[3] in have else 0)),
        )
    amb = len({a, b, loose, c_noace}) > 1
    return (a if a >= 3 else 0), amb


def group_sequence(cards, group):
    real = sum(1 for c in group if c in cards)
    nc = sum(1 for c in CONTATORI if c in cards)
    if real >= 2 and real + nc >= 3:
        return min(6, real + nc), False
    return 0, False


def combinations_of(cards, double_three=True):
    """Every combination the cards hold, at its largest. Returns (items, total, ambiguous)."""
    cards = set(cards)
    items = []
    amb = False
    for of, group in CRICCA_CARDS.items():
        n = sum(1 for c in group if c in cards)
        if n >= 3:
            items.append(({"kind": "cricca", "of": of, "count": n}, CRICCA[of][n - 3]))
    n, a = trump_sequence(cards)
    amb |= a
    if n:
        items.append(({"kind": "sequence", "of": "trumps", "length": n}, seq_value(n)))
    for s in SUITS:
        n, a = suit_sequence(cards, s)
        amb |= a
        if n:
            items.append(({"kind": "sequence", "of": "suit", "suit": s, "length": n}, seq_value(n)))
    for name, group in (("moretti", MORETTI), ("aces", ACES)):
        n, a = group_sequence(cards, group)
        if n:
            items.append(({"kind": "sequence", "of": name, "length": n}, seq_value(n)))
    total, a = value_of(items, double_three)
    return items, total, amb or a


def value_of(items, double_three=True):
    """Value of a set of combinations made at once; three or more cricche double the cricche,
    three or more sequences double the sequences.  Ambiguous when the doubling would reach
    the other kind under the 'whole set doubles' reading."""
    cr = [v for it, v in items if it["kind"] == "cricca"]
    sq = [v for it, v in items if it["kind"] == "sequence"]
    tc, ts = sum(cr), sum(sq)
    amb = False
    if double_three:
        if len(cr) >= 3:
            tc *= 2
        if len(sq) >= 3:
            ts *= 2
        if (len(cr) >= 3 and 0 < len(sq) < 3) or (len(sq) >= 3 and 0 < len(cr) < 3):
            amb = True
    return tc + ts, amb


def item_value(item):
    if item["kind"] == "cricca":
        return CRICCA[item["of"]][item["count"] - 3]
    return seq_value(item["length"])


def holds(cards, item):
    """Can `cards` show this declared item (a smaller set or run than held is allowed)?"""
    items, _, _ = combinations_of(cards, double_three=False)
    for it, _v in items:
        if it["kind"] != item["kind"] or it["of"] != item["of"]:
            continue
        if it.get("suit") != item.get("suit"):
            continue
        if item["kind"] == "cricca" and item["count"] <= it["count"]:
            return True
        if item["kind"] == "sequence" and 3 <= item["length"] <= it["length"]:
            return True
    return False


def card_points(pile):
    """Counted in pairs, one point off each pair.  Only even piles are used (see EXPECTED.md)."""
    assert len(pile) % 2 == 0, len(pile)
    return sum(points(c) for c in pile) - len(pile) // 2


def round_game_points(p):
    r = p % 50
    if r > 45:  # fewer than 5 short of the next multiple of 50: round up
        return (p - r + 50) // 50
    return (p - r) // 50
