"""Tarocchini as data: ranks in play, card points, combinations (source: "Описание колоды",
"Общие правила"); the combination finder used for declarations and for the count after play."""

from __future__ import annotations

from collections.abc import Iterable
from contextvars import ContextVar

from ...cards import TAROCCHINI, Card

SUITS = "SBCD"
SUIT_NAMES = {"S": "swords", "B": "batons", "C": "cups", "D": "coins", "T": "trumps"}
# high -> low in play (tarocchini/deck.ranks)
LONG_RANKS = ("K", "Q", "N", "J", "10", "9", "8", "7", "6", "1")  # swords, batons
ROUND_RANKS = ("K", "Q", "N", "J", "1", "6", "7", "8", "9", "10")  # cups, coins
MORETTI = frozenset({"T1", "T2", "T3", "T4"})
MATTO = "MATTO"
BAGATTO = "T0"  # the lowest trump (tarocchini/deck.ranks)
CONTATORI = ("T0", "MATTO")  # Bagatto and Matto: wild cards in sequences


def play_rank(card: Card) -> int:
    """Strength within its suit (higher wins); the Moretti share one rank; the Matto has none."""
    if card.suit == "T":
        n = card.number
        if 1 <= n <= 4:
            return 1
        return 0 if n == 0 else n
    if card.suit == "":
        return -1
    ranks = LONG_RANKS if card.suit in "SB" else ROUND_RANKS
    return len(ranks) - ranks.index(card.rank)


# tarocchini/deck.points
FIVE_POINT = frozenset({"T20", "T19", "T0", "MATTO", "KS", "KB", "KC", "KD"})
_COURT_POINTS = {"K": 5, "Q": 4, "N": 3, "J": 2}


def card_points(card: Card) -> int:
    if card.code in FIVE_POINT:
        return 5
    if card.suit in SUITS:
        return _COURT_POINTS.get(card.rank, 1)
    return 1  # Sun, Moon, numbered trumps, Moretti


# every card's play_rank and card_points, looked up per card in every trick and pile (the deck's
# cards are interned: every card replayed is one of these)
PLAY_RANK: dict[Card, int] = {c: play_rank(c) for c in TAROCCHINI.full()}
CARD_POINTS: dict[Card, int] = {c: card_points(c) for c in TAROCCHINI.full()}


def pile_points(cards: Iterable[Card]) -> int:
    """tarocchini/score.card-points: counted in pairs, 1 off each pair (a lone odd card counts whole)."""
    cards = list(cards)
    return sum([CARD_POINTS[c] for c in cards]) - len(cards) // 2


LAST_TRICK = 6

# tarocchini/combo.cricche: kind -> (cards, points for three, points for four)
CRICCHE: dict[str, tuple[tuple[str, ...], int, int]] = {
    "tarocchi": (("T20", "T19", "T0", "MATTO"), 18, 36),
    "kings": (tuple(f"K{s}" for s in SUITS), 17, 34),
    "queens": (tuple(f"Q{s}" for s in SUITS), 14, 28),
    "knights": (tuple(f"N{s}" for s in SUITS), 13, 26),
    "jacks": (tuple(f"J{s}" for s in SUITS), 12, 24),
}
SEQUENCE_KINDS = ("trumps", "suit", "moretti", "aces")
# tarocchini/combo.sequences (Ruling, either reading accepted): the suit's Ace counted after a court
# card neither held nor replaced (K Q J + Ace is four), and the trumps' numbered cards after a missing
# grande (session 25). Not the deal's figure, but a reading a declaration or a score sheet may follow.
ACE_AFTER_GAP = "ace_after_gap"
# tarocchini/combo.sequences (Ruling, a reading accepted where a sheet fits it better): every
# sequence runs from its head without a gap ("последовательность": K Q N, not K N J), contatori
# standing for missing cards; marked so in computed.
GAPLESS_KEY = "gapless"
# tarocchini/combo.sequences (Terziglio): the deal is read with the numbered trumps counted after a
# missing grande for its sheet alone (no declaration shows them so; held to a stricter test than the
# gapless reading: game.replay)
TRUMPS_AFTER_GAP = "trumps_after_gap"
# the readings of the runs a deal may be counted by: the engine's (STRICT), with the additional cards
# after a gap too (ACE_READ: a suit's Ace, the numbered trumps), without gaps (GAPLESS), and with only
# a suit's Ace after a gap (SUIT_ACE: a Terziglio deal whose declarations do not show the trumps so
# read, where game points in steps of 50 would let a long trump run explain a slip); False and True
# are the first two
STRICT, ACE_READ, GAPLESS, SUIT_ACE = 0, 1, 2, 3
AFTER_GAP = (ACE_READ, SUIT_ACE)
TRUMP_RUN = tuple(f"T{n}" for n in range(20, 4, -1))  # Angel, Mondo, Sun, Moon, 16 .. 5
SUIT_RUN = ("K", "Q", "N", "J", "1")
ACES = tuple(f"1{s}" for s in SUITS)
SUIT_RUNS = {s: tuple(r + s for r in SUIT_RUN) for s in SUITS}


# every card some combination counts; removing or adding any other card changes no combination
COMBINATION_CODES = frozenset(
    [c for cards, _, _ in CRICCHE.values() for c in cards]
    + list(TRUMP_RUN)
    + [c for run in SUIT_RUNS.values() for c in run]
    + list(MORETTI)
    + list(ACES)
    + list(CONTATORI)
)


def cricca_points(kind: str, count: int) -> int:
    _, three, four = CRICCHE[kind]
    return four if count >= 4 else three if count == 3 else 0


def sequence_points(length: int) -> int:
    """tarocchini/combo.sequences: 10 for three cards, 5 for each further card."""
    return 10 + 5 * (length - 3) if length >= 3 else 0


def cricca_count(kind: str, codes: set[str]) -> int:
    return len(codes.intersection(CRICCHE[kind][0]))  # its cards are distinct


def _run_length(run: tuple[str, ...], codes: set[str], wild: int, trumps: bool, reading: int = STRICT) -> int:
    """The longest sequence from the head of ``run`` (which must be held), contatori filling gaps.

    "Энджел и как минимум двое из трех следующих гранд" / "Король и как минимум две фигурные карты"
    (tarocchini/combo.sequences): of the three cards after the Angel (Mondo, Sun, Moon) or the King
    (Queen, Cavalier, Jack) at least two are there, at least one of them real, the other may be a
    contatore; the third may be missing. The sequence goes on past those three (numbered trumps from
    the 16, the Ace) only when none of them is missing. Trumps: two contatori in a row end the
    sequence, except when they stand for the Moon (a grande) and the 16.

    ``reading`` ACE_READ (the reading the ruling also accepts, ACE_AFTER_GAP): the additional cards
    are counted after a card of the three neither held nor replaced as well — the suit's Ace,
    "Туз одной масти" (real, or a spare contatore standing for it), so K Q J + Ace is four; the
    numbered trumps from the 16 (session 25, tarocchini25), so Angel + Sun + Moon + 16 + 15 is five.
    GAPLESS: no card may be missing (_gapless_length).
    """
    if run[0] not in codes:
        return 0
    if reading == GAPLESS:
        return _gapless_length(run, codes, wild, trumps)
    head, tail = run[1:4], run[4:]
    if not wild:  # no contatore (most piles): nothing fills a gap, so no readings to try
        real = len(codes.intersection(head))
        if real < 2:
            return 0
        length = 1 + real
        if real == 3 or reading == ACE_READ:
            for c in tail:
                if c not in codes:
                    break
                length += 1
        return length if length >= 3 else 0
    missing = [i for i, c in enumerate(head) if c not in codes]
    real = 3 - len(missing)
    if real == 0:
        return 0
    best = 0
    for mask in range(1 << len(missing)):
        filled = {missing[j] for j in range(len(missing)) if mask >> j & 1}
        if len(filled) > wild or real + len(filled) < 2:
            continue
        if trumps and any(i in filled and i + 1 in filled for i in range(2)):
            continue  # two contatori in a row among the grande end the sequence
        length = 1 + real + len(filled)
        # no gap: the sequence goes on; after a gap only in that reading
        if len(filled) == len(missing) or reading == ACE_READ:
            # after a missing grande only real numbered trumps follow: a spare contatore that could
            # not fill the gap (two in a row) does not stand for a 16 or below (tarocchini9 03)
            gap = len(filled) < len(missing)
            left = 0 if gap and trumps else wild - len(filled)
            prev_wild = 2 in filled
            for i, c in enumerate(tail):
                if c in codes:
                    length += 1
                    prev_wild = False
                    continue
                before = tail[i - 1] if i else head[2]
                if left == 0 or (trumps and prev_wild and not (before == "T17" and c == "T16")):
                    break
                left -= 1
                length += 1
                prev_wild = True
        best = max(best, length)
    return best if best >= 3 else 0


def _gapless_length(run: tuple[str, ...], codes: set[str], wild: int, trumps: bool) -> int:
    """GAPLESS: the run from its head (held) while each next card is held or a contatore stands for
    it; of the two after the head, the least run (Mondo, Sun; Queen, Cavalier), one is real ("один из
    которых не должен быть джокером": K + two contatori starts no run, tarocchini-gapless (c)), and
    for the trumps two contatori in a row end it, except for the Moon and the 16."""
    length, left, prev_wild, real = 1, wild, False, 0
    for i in range(1, len(run)):
        c = run[i]
        if c in codes:
            length += 1
            prev_wild = False
            real += i <= 2
            continue
        if left == 0 or (trumps and prev_wild and not (run[i - 1] == "T17" and c == "T16")):
            break
        left -= 1
        length += 1
        prev_wild = True
    return length if length >= 3 and real else 0


def sequence_length(kind: str, codes: set[str], suit: str | None = None, reading: int = STRICT) -> int:
    """The longest sequence of this kind the cards make (0: none); contatori may serve every sequence.
    ``reading``: ACE_READ, a suit's Ace counted after a missing court card too (ACE_AFTER_GAP);
    GAPLESS, the trumps and suits without a gap (GAPLESS_KEY)."""
    wild = len(codes.intersection(CONTATORI))
    if kind == "trumps":
        return _run_length(TRUMP_RUN, codes, wild, True, STRICT if reading == SUIT_ACE else reading)
    if kind == "suit":
        assert suit is not None
        return _run_length(SUIT_RUNS[suit], codes, wild, False, ACE_READ if reading == SUIT_ACE else reading)
    group = MORETTI if kind == "moretti" else ACES
    real = len(codes.intersection(group))
    if real < 2:
        return 0
    total = real + wild
    return total if total >= 3 else 0


def ace_decides(codes: set[str], reading: int = ACE_READ) -> bool:
    """Whether the cards make a run whose length is not the same in the two readings (ACE_AFTER_GAP).
    A suit: the King and the real Ace, and one or two of its Queen, Cavalier and Jack with the
    contatori making two together — fewer make no run, more fill the gap, and a contatore standing for
    the Ace after a gap gives no more than filling the gap with it. The trumps: the Angel and the 16,
    the two readings compared (rare enough to count both)."""
    wild = len(codes.intersection(CONTATORI))
    for s in SUITS:
        if f"K{s}" in codes and f"1{s}" in codes:
            real = sum(1 for r in "QNJ" if f"{r}{s}" in codes)
            if real >= 1 and real + wild == 2:
                return True
    if reading == ACE_READ and "T20" in codes and "T16" in codes:
        return _run_length(TRUMP_RUN, codes, wild, True, ACE_READ) != _run_length(
            TRUMP_RUN, codes, wild, True
        )
    return False


def combinations(cards: Iterable[Card], reading: int = STRICT) -> list[dict[str, object]]:
    """Every combination the cards hold, each at its best (the count after play), in the reading of
    the runs ``reading`` (STRICT, ACE_READ, GAPLESS)."""
    codes = {c.code for c in cards}
    out: list[dict[str, object]] = []
    for kind in CRICCHE:
        k = cricca_count(kind, codes)
        if k >= 3:
            out.append({"kind": "cricca", "of": kind, "count": k})
    for kind in ("trumps", "moretti", "aces"):
        n = sequence_length(kind, codes, None, reading)
        if n:
            out.append({"kind": "sequence", "of": kind, "length": n})
    for s in SUITS:
        n = sequence_length("suit", codes, s, reading)
        if n:
            out.append({"kind": "sequence", "of": "suit", "suit": s, "length": n})
    return out


def item_points(item: dict[str, object]) -> int:
    if item["kind"] == "cricca":
        return cricca_points(str(item["of"]), int(item["count"]))  # type: ignore[call-overload]
    return sequence_points(int(item["length"]))  # type: ignore[call-overload]


def combination_points(items: list[dict[str, object]], double_three: bool = True) -> int:
    """tarocchini/combo.double: three or more cricche double the cricche; three or more sequences
    double the sequences."""
    cr = [item_points(i) for i in items if i["kind"] == "cricca"]
    sq = [item_points(i) for i in items if i["kind"] == "sequence"]
    return doubled(cr, sq, double_three)


# tarocchini/combo.double (a reading accepted where a sheet fits it better, tarocchini-contatori c2):
# "Это удваивает очки" read as every combination point of the hand or pile doubled once three of
# either class are made; set only while game.readings scores that reading (per context: thread-safe)
DOUBLE_ALL: ContextVar[bool] = ContextVar("tarocchini_double_all", default=False)
DOUBLE_ALL_KEY = "double_all"


def doubled(cr: list[int], sq: list[int], double_three: bool) -> int:
    """tarocchini/combo.double: the points of the cricche ``cr`` and the sequences ``sq`` made, each
    class doubled when it has three or more (or, in the DOUBLE_ALL reading, both)."""
    a, b = sum(cr), sum(sq)
    if double_three and (len(cr) >= 3 or len(sq) >= 3) and DOUBLE_ALL.get():
        return 2 * (a + b)
    if double_three and len(cr) >= 3:
        a *= 2
    if double_three and len(sq) >= 3:
        b *= 2
    return a + b


# combinations() one part at a time: each cricca and each kind of sequence is a function of its own
# cards and the contatori only, so a card other than a contatore changes only the parts it is in
PARTS: tuple[tuple[str, str, str | None], ...] = (
    *(("cricca", kind, None) for kind in CRICCHE),
    *(("sequence", kind, None) for kind in ("trumps", "moretti", "aces")),
    *(("sequence", "suit", s) for s in SUITS),
)
_PART_CARDS = (
    *(CRICCHE[kind][0] for kind in CRICCHE),
    TRUMP_RUN,
    tuple(MORETTI),
    ACES,
    *(SUIT_RUNS[s] for s in SUITS),
)
# code (not a contatore) -> the indexes of the parts it is one of the cards of
CARD_PARTS: dict[str, tuple[int, ...]] = {
    code: tuple(i for i, cards in enumerate(_PART_CARDS) if code in cards)
    for code in COMBINATION_CODES - set(CONTATORI)
}


def part_points(i: int, codes: set[str], reading: int) -> int:
    """The points of PARTS[i] in combinations(codes): 0 where the cards do not make it."""
    kind, of, suit = PARTS[i]
    if kind == "cricca":
        return cricca_points(of, cricca_count(of, codes))
    return sequence_points(sequence_length(of, codes, suit, reading))


def parts_total(points: list[int], double_three: bool = True) -> int:
    """combination_points() of the items whose part points (one per PARTS) are given."""
    cr = [p for p in points[: len(CRICCHE)] if p]  # PARTS: the cricche first, then the sequences
    sq = [p for p in points[len(CRICCHE) :] if p]
    return doubled(cr, sq, double_three)


def declarable(
    held: list[dict[str, object]], double_three: bool = True
) -> dict[int, list[dict[str, object]]]:
    """tarocchini/declare.timing: «может по желанию объявить меньший набор или пробег, чем фактически
    удерживаемый» — every value a player holding the combinations ``held`` may declare: any of them,
    each at any legal smaller size (a cricca of four as three, a run of N as any length 3..N), with
    one declaration giving each value (the fullest found first). Built per class (cricche, sequences)
    as the reachable (points, how many) pairs, so the doubling is right and nothing is enumerated
    item by item."""
    classes: dict[str, dict[tuple[int, int], list[dict[str, object]]]] = {}
    for kind in ("cricca", "sequence"):
        states: dict[tuple[int, int], list[dict[str, object]]] = {(0, 0): []}
        for it in (i for i in held if i["kind"] == kind):
            top = int(it["count" if kind == "cricca" else "length"])  # type: ignore[call-overload]
            sizes = [dict(it, **{"count" if kind == "cricca" else "length": k}) for k in range(top, 2, -1)]
            grown: dict[tuple[int, int], list[dict[str, object]]] = {}
            for (points, many), items in states.items():
                for one in sizes:
                    grown.setdefault((points + item_points(one), many + 1), [*items, one])
                grown.setdefault((points, many), items)
            states = grown
        classes[kind] = states
    out: dict[int, list[dict[str, object]]] = {}
    for (cp, cn), citems in classes["cricca"].items():
        for (sp, sn), sitems in classes["sequence"].items():
            value = (cp * 2 if double_three and cn >= 3 else cp) + (
                sp * 2 if double_three and sn >= 3 else sp
            )
            out.setdefault(value, [*citems, *sitems])
    return out


def holds_item(item: dict[str, object], codes: set[str], reading: int = STRICT) -> bool:
    """A declared item is true when the hand makes at least it (a smaller set or run may be declared);
    ``reading``: the runs read so (ACE_READ: a suit's Ace after a missing court card; GAPLESS)."""
    if item["kind"] == "cricca":
        count = int(item["count"])  # type: ignore[call-overload]
        return cricca_count(str(item["of"]), codes) >= count
    length = int(item["length"])  # type: ignore[call-overload]
    suit = item.get("suit")
    return sequence_length(str(item["of"]), codes, suit if isinstance(suit, str) else None, reading) >= length


def as_held(item: dict[str, object], codes: set[str]) -> list[dict[str, object]]:
    """A false item cut to what ``codes`` make of it (declared more than held: the smaller set or run
    that was there to show), or nothing where they make none of it (ottocento-long c2)."""
    if item["kind"] == "cricca":
        count = cricca_count(str(item["of"]), codes)
        return [{**item, "count": count}] if count >= 3 else []
    suit = item.get("suit")
    length = sequence_length(str(item["of"]), codes, suit if isinstance(suit, str) else None)
    return [{**item, "length": length}] if length >= 3 else []


def item_cards(item: dict[str, object]) -> tuple[str, ...]:
    """Every card that may serve ``item`` (its real cards and, for a sequence, the contatori)."""
    of = str(item["of"])
    if item["kind"] == "cricca":
        return CRICCHE[of][0]
    if of == "trumps":
        real: tuple[str, ...] = TRUMP_RUN
    elif of == "suit":
        real = tuple(r + str(item["suit"]) for r in SUIT_RUN)
    else:
        real = tuple(sorted(MORETTI)) if of == "moretti" else ACES
    return real + CONTATORI


def held_label(item: dict[str, object]) -> str:
    """What a false item's message lists the held cards of: "kings held", "its cards held, the
    contatori included" (a sequence's)."""
    if item["kind"] == "cricca":
        return f"{item['of']} held"
    return "its cards held, the contatori included"


def item_key(item: dict[str, object]) -> tuple[object, ...]:
    return (item["kind"], item["of"], item.get("suit"))


def item_text(item: dict[str, object]) -> str:
    if item["kind"] == "cricca":
        return f"{item['count']} {item['of']}"
    if item["of"] == "suit":
        return f"sequence of {item['length']} in {SUIT_NAMES[str(item['suit'])]}"
    return f"sequence of {item['length']} {item['of']}"


DECK = TAROCCHINI
TOTAL_CARD_POINTS = pile_points(DECK.full())
assert TOTAL_CARD_POINTS == 87  # "в общей сложности дает 93 очка" with the last trick's 6
