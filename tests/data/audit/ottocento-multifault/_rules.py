"""My own reading of the Tarocchini (Ottocento) source, written blind from
/work/shared/seeds/004_c8bdb85b1ac896b0.txt (Russian). Not the engine."""

from __future__ import annotations

SUITS = "SBCD"
LONG = ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]   # S B
ROUND = ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]  # C D
DECK = [r + s for s in SUITS for r in (LONG if s in "SB" else ROUND)] + [f"T{i}" for i in range(21)] + ["MATTO"]
assert len(DECK) == 62
MORETTI = {"T1", "T2", "T3", "T4"}
CONTATORI = {"T0", "MATTO"}
ACES = {"1S", "1B", "1C", "1D"}


def suit(c):
    if c == "MATTO":
        return None
    return "T" if c.startswith("T") else c[-1]


def points(c):
    if c in ("T20", "T19", "T0", "MATTO"):
        return 5
    if c.startswith("T"):
        return 1
    return {"K": 5, "Q": 4, "N": 3, "J": 2}.get(c[:-1], 1)


def strength(c):
    """trick strength within its suit; moretti equal (1)."""
    if c.startswith("T"):
        n = int(c[1:])
        if n in (1, 2, 3, 4):
            return 1
        return n
    order = LONG if c[-1] in "SB" else ROUND
    return 100 - order.index(c[:-1])


def trick_winner(plays):
    """plays: list of (seat, card). Moretti tie: last played of equal rank wins."""
    led = None
    for s, c in plays:
        if c != "MATTO":
            led = suit(c)
            break
    best = None
    for s, c in plays:
        if c == "MATTO":
            continue
        su = suit(c)
        if best is None:
            best = (s, c)
            continue
        bs = suit(best[1])
        if su == "T" and bs != "T":
            best = (s, c)
        elif su == bs and strength(c) >= strength(best[1]) and (strength(c) > strength(best[1]) or strength(c) == 1):
            # >= only matters for the Moretti (equal rank: last played wins)
            best = (s, c)
    return best[0]


def legal(hand, led_suit):
    if led_suit is None:
        return sorted(hand)
    follow = [c for c in hand if suit(c) == led_suit]
    if follow:
        return follow + (["MATTO"] if "MATTO" in hand else [])
    tr = [c for c in hand if suit(c) == "T"]
    if tr:
        return tr + (["MATTO"] if "MATTO" in hand else [])
    return list(hand)


CRICCA = {  # name: (cards-key, three, four)
    "tarocchi": (18, 36),
    "kings": (17, 34),
    "queens": (14, 28),
    "knights": (13, 26),
    "jacks": (12, 24),
}
RANKCH = {"kings": "K", "queens": "Q", "knights": "N", "jacks": "J"}


def cricca_members(name, cards):
    if name == "tarocchi":
        return [c for c in cards if c in ("T20", "T19", "T0", "MATTO")]
    return [c for c in cards if c[:-1] == RANKCH[name] and not c.startswith("T")]


def seq_points(length):
    return 10 + 5 * (length - 3)


class Ambiguous(Exception):
    pass


def _run(cards, pos, cont, pair_ok, strict, what):
    """1 (the head) + the longest filled prefix of pos; holes filled by up to `cont` contatori."""
    best = 1
    used = 0
    prev_hole = None
    length = 1
    for i, p in enumerate(pos):
        if p in cards:
            length += 1
            prev_hole = None
        else:
            if used >= cont:
                break
            if prev_hole is not None and (prev_hole, p) not in pair_ok:
                if strict:
                    raise Ambiguous(f"{what} run would need two contatori in a row")
                break
            used += 1
            length += 1
            prev_hole = p
        # the first two after the head: at least one real
        if i == 1 and pos[0] not in cards and pos[1] not in cards:
            return 1
        best = max(best, length)
    # a gap with no contatore left but real cards further down: the run just ends (my reading);
    # flag it when it would have made a run of 3 under a 'K + any two courts' reading
    real_after = [p for p in pos[:3] if p in cards]
    if strict and best < 3 and len(real_after) >= 2:
        raise Ambiguous(f"{what}: two of three without contiguity")
    if strict and best == 1 + len(pos) and False:
        pass
    # strip a trailing contatore? no: a contatore at the end of a run counts (it stands for the card)
    return best


def best_combos(cards, strict=True):
    """All combinations in a set of cards (a captured pile, or a hand), at their best.
    Returns list of items (spec vocabulary) and points. Raises Ambiguous where my reading of the
    source is not certain (contatori in trump/suit runs, gaps, doubling split)."""
    cards = set(cards)
    cont = len(cards & CONTATORI)
    items = []
    cric_pts = 0
    for name, (p3, p4) in CRICCA.items():
        n = len(cricca_members(name, cards))
        if n >= 3:
            items.append({"kind": "cricca", "of": name, "count": min(n, 4)})
            cric_pts += p4 if n >= 4 else p3
    seq_pts = 0
    nseq = 0
    # trumps: Angel real, then T19, T18, T17, T16 ... contiguous; contatori fill holes,
    # never two in a row except T17+T16; among the first two grande at least one real
    if "T20" in cards:
        pos = [f"T{n}" for n in range(19, 4, -1)]
        length = _run(cards, pos, cont, pair_ok={("T17", "T16")}, strict=strict, what="trump")
        if length >= 3:
            items.append({"kind": "sequence", "of": "trumps", "length": length})
            seq_pts += seq_points(length)
            nseq += 1
    # suits: King real, then Q N J and the Ace; contatori fill holes
    for s in SUITS:
        if "K" + s not in cards:
            continue
        pos = [r + s for r in ("Q", "N", "J", "1")]
        length = _run(cards, pos, cont, pair_ok=set(), strict=strict, what="suit")
        if length >= 3:
            items.append({"kind": "sequence", "of": "suit", "suit": s, "length": length})
            seq_pts += seq_points(length)
            nseq += 1
    # moretti, aces
    for name, group in (("moretti", MORETTI), ("aces", ACES)):
        m = len(cards & group)
        if m >= 2 and m + cont >= 3:
            length = min(6, m + cont)
            items.append({"kind": "sequence", "of": name, "length": length})
            seq_pts += seq_points(length)
            nseq += 1
    ncric = sum(1 for i in items if i["kind"] == "cricca")
    if strict and ((ncric >= 3 and nseq >= 1 and nseq < 3) or (nseq >= 3 and ncric >= 1 and ncric < 3)):
        raise Ambiguous("doubling: one kind tripled, the other present")
    if ncric >= 3:
        cric_pts *= 2
    if nseq >= 3:
        seq_pts *= 2
    return items, cric_pts + seq_pts


def items_points(items):
    cric = sum((CRICCA[i["of"]][1] if i["count"] == 4 else CRICCA[i["of"]][0]) for i in items if i["kind"] == "cricca")
    seq = sum(seq_points(i["length"]) for i in items if i["kind"] == "sequence")
    ncric = sum(1 for i in items if i["kind"] == "cricca")
    nseq = sum(1 for i in items if i["kind"] == "sequence")
    return cric * (2 if ncric >= 3 else 1) + seq * (2 if nseq >= 3 else 1)


def card_points(pile):
    assert len(pile) % 2 == 0, len(pile)
    return sum(points(c) for c in pile) - len(pile) // 2


def item_held(item, hand):
    """a declared item is right when the hand holds it, or a bigger one of the same kind (the
    source: a player may declare a smaller set or run than held)."""
    items, _ = best_combos(hand, strict=False)
    for i in items:
        if i["kind"] != item["kind"] or i["of"] != item["of"] or i.get("suit") != item.get("suit"):
            continue
        if item["kind"] == "cricca" and i["count"] >= item["count"]:
            return True
        if item["kind"] == "sequence" and i["length"] >= item["length"]:
            return True
    return False
