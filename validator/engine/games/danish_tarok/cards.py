"""Card facts of the Danish Tarok deck (§3): suits, ranks in play, declarations held (§14)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ...cards import DANISH_TAROK, Card

SUITS = "HDSC"
RED = "HD"
COURTS = ("K", "Q", "N", "J")
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs", "T": "trumps"}
SUIT_SINGULAR = {"H": "heart", "D": "diamond", "S": "spade", "C": "club", "T": "trump"}
COURT_NAMES = {"K": "king", "Q": "queen", "N": "knight", "J": "jack"}

JOKER = DANISH_TAROK.card("JOKER")
PAGAT = DANISH_TAROK.card("T1")
MONDO = DANISH_TAROK.card("T21")
KINGS = tuple(DANISH_TAROK.card(f"K{s}") for s in SUITS)
_KINGS = frozenset(KINGS)
ALL_CARDS = tuple(DANISH_TAROK.full())
DECK_SIZE = DANISH_TAROK.size
# the deck's cards of each suit letter ("" the Joker's): a hand's cards of a suit by set intersection
OF_SUIT: dict[str, frozenset[Card]] = {
    suit: frozenset(c for c in DANISH_TAROK.cards.values() if c.suit == suit)
    for suit in {c.suit for c in DANISH_TAROK.cards.values()}
}
NO_CARDS: frozenset[Card] = frozenset()
N_TRICKS = 25
ACTIVE = 3  # the players of a deal (§2: a fourth sits out)
HAND = 25
DEALER_HAND = 28
SKAT = 3


def hand_sizes(
    n: int, dealer: int, absent: frozenset[int] = frozenset(), sitter: int | None = None
) -> list[int]:
    """danish-tarok/7.deal: 25 cards to each active player, 28 to the dealer, none to a fourth who sits
    out (opposite the dealer, or ``sitter``, the seat the table sat out instead: 2.players), nor to a
    seat yet to join (``absent``: danish-tarok/17.join, the three present all play)."""
    if sitter is None:
        sitter = (dealer + 2) % n if n == 4 and not absent else None
    return [0 if s == sitter or s in absent else DEALER_HAND if s == dealer else HAND for s in range(n)]


def is_trump(c: Card) -> bool:
    return c.suit == "T"


def is_king(c: Card) -> bool:
    return c in _KINGS  # a deck card of rank K in a suit


def strength(c: Card) -> int:
    """Rank within its suit, higher wins (danish-tarok/3.ranks): trumps by number; courts K Q N J;
    red pips 1 high .. 10 low, black pips 10 high .. 1 low. The Joker ranks below everything."""
    return _STRENGTH[c.index]


def _strength(c: Card) -> int:
    if c is JOKER:
        return -1
    if c.suit == "T":
        return c.number
    if c.rank in COURTS:
        return 14 - COURTS.index(c.rank)
    n = c.number
    return 11 - n if c.suit in RED else n


_STRENGTH = [_strength(c) for c in DANISH_TAROK.cards.values()]


def sort_key(c: Card) -> tuple[int, int]:
    order = {"T": 0, "H": 1, "D": 2, "S": 3, "C": 4, "": 5}
    return (order[c.suit], -strength(c))


def codes(cards: Iterable[Card]) -> list[str]:
    return [c.code for c in sorted(cards, key=sort_key)]


def describe(c: Card) -> str:
    if c is JOKER:
        return "the Joker"
    if c is PAGAT:
        return "the Pagat (T1)"
    if c is MONDO:
        return "the Mondo (T21)"
    return c.code


# -- declarations (§14) -------------------------------------------------------------------


def declarations_of(hand: Iterable[Card]) -> list[dict[str, Any]]:
    """Every declaration a hand holds, in the transcript vocabulary (danish-tarok/14.*)."""
    h = set(hand)  # interned cards: a copy counts once
    out: list[dict[str, Any]] = []
    joker = JOKER in h
    trumps = len(h & OF_SUIT["T"]) + (1 if joker else 0)
    if trumps >= 10:
        out.append({"kind": "trumps", "count": trumps, "pagat": PAGAT in h})
    if joker and MONDO in h and PAGAT in h:
        count = 3
        n = 20
        while n >= 2 and _TRUMP[n] in h:
            count += 1
            n -= 1
        out.append({"kind": "matadors", "count": count})
    for s in SUITS:
        held = [r for r, c in _COURT_CARDS[s] if c in h]
        if len(held) == 4:
            out.append({"kind": "cavalry", "suit": s, "form": "rich" if joker else "full"})
        elif len(held) == 3 and joker:
            missing = next(r for r in COURTS if r not in held)
            out.append({"kind": "cavalry", "suit": s, "form": "half", "missing": missing})
    kings = [s for s, k in zip(SUITS, KINGS, strict=True) if k in h]
    if len(kings) == 4:
        out.append({"kind": "kings", "form": "rich" if joker else "full"})
    elif len(kings) == 3 and joker:
        missing = next(s for s in SUITS if s not in kings)
        out.append({"kind": "kings", "form": "half", "missing": missing})
    return out


_TRUMP = {n: DANISH_TAROK.card(f"T{n}") for n in range(1, 22)}
_COURT_CARDS = {s: [(r, DANISH_TAROK.card(f"{r}{s}")) for r in COURTS] for s in SUITS}


def declaration_cards(hand: Iterable[Card]) -> set[Card]:
    """The cards of a hand that form part of one of its declarations (danish-tarok/13.declaration-cards)."""
    cards = list(hand)
    h = {c.code for c in cards}
    out: set[str] = set()
    for item in declarations_of(cards):
        kind = item["kind"]
        if kind == "trumps":
            out |= {c for c in h if c[0] == "T" or c == "JOKER"}
        elif kind == "matadors":
            out |= {"JOKER", "T21", "T1"} | {f"T{n}" for n in range(21 - (item["count"] - 3), 22)}
        elif kind == "cavalry":
            out |= {f"{r}{item['suit']}" for r in COURTS} & h
            if item["form"] != "full":
                out.add("JOKER")
        else:
            out |= {f"K{s}" for s in SUITS} & h
            if item["form"] != "full":
                out.add("JOKER")
    return {c for c in cards if c.code in out}


TRUMPS_IN_PACK = 22  # T1..T21 and the Joker, as a trumps declaration counts them


def item_cards(item: dict[str, Any]) -> set[Card]:
    """The cards a declaration item names outright (a trumps count names none, its Pagat flag the
    Pagat)."""
    kind = item.get("kind")
    joker = {"JOKER"} if item.get("form") in ("rich", "half") else set()
    if kind == "trumps":
        codes_ = {"T1"} if item.get("pagat") is True else set()
    elif kind == "matadors":
        n = int(item.get("count", 3))
        codes_ = {"JOKER", "T21", "T1"} | {f"T{k}" for k in range(21 - (n - 3), 21)}
    elif kind == "cavalry":
        suit = item.get("suit")
        courts = [r for r in ("K", "Q", "N", "J") if item.get("form") != "half" or r != item.get("missing")]
        codes_ = {f"{r}{suit}" for r in courts} | joker
    elif kind == "kings":
        suits = [s for s in "HDSC" if item.get("form") != "half" or s != item.get("missing")]
        codes_ = {f"K{s}" for s in suits} | joker
    else:
        codes_ = set()
    return {DANISH_TAROK.cards[c] for c in codes_ if c in DANISH_TAROK.cards}


def item_denied(item: dict[str, Any]) -> set[Card]:
    """The cards a declaration item says the seat lacks: the Pagat of a trumps item flagged without
    it (a flag not recorded says nothing), the missing court or king of a half form."""
    kind, missing = item.get("kind"), item.get("missing")
    if kind == "trumps":
        codes_ = {"T1"} if item.get("pagat") is False else set()
    elif item.get("form") != "half" or not isinstance(missing, str):
        codes_ = set()
    elif kind == "cavalry":
        codes_ = {f"{missing}{item.get('suit')}"}
    elif kind == "kings":
        codes_ = {f"K{missing}"}
    else:
        codes_ = set()
    return {DANISH_TAROK.cards[c] for c in codes_ if c in DANISH_TAROK.cards}


def item_key(item: dict[str, Any]) -> tuple[Any, ...]:
    kind = item.get("kind")
    if kind == "trumps":
        return ("trumps", item.get("count"), bool(item.get("pagat")))
    if kind == "matadors":
        return ("matadors", item.get("count"))
    if kind == "cavalry":
        return ("cavalry", item.get("suit"), item.get("form"), item.get("missing"))
    return ("kings", item.get("form"), item.get("missing"))


def item_group(item: dict[str, Any]) -> tuple[Any, ...]:
    """Items of one group contradict each other (a hand holds at most one of each)."""
    kind = item.get("kind")
    return ("cavalry", item.get("suit")) if kind == "cavalry" else (kind,)


def say(item: dict[str, Any]) -> str:
    """A declaration as a player says it."""
    kind = item.get("kind")
    if kind == "trumps":
        return f"{item.get('count')} trumps {'with' if item.get('pagat') else 'without'} the Pagat"
    if kind == "matadors":
        return f"{item.get('count')} matadors"
    form = item.get("form")
    if kind == "cavalry":
        s = SUIT_NAMES.get(str(item.get("suit")), "?")
        if form == "half":
            return f"half cavalry in {s} without the {COURT_NAMES.get(str(item.get('missing')), '?')}"
        return f"{form} cavalry in {s}"
    if form == "half":
        return f"half kings without the {SUIT_SINGULAR.get(str(item.get('missing')), '?')} king"
    return f"{form} kings"
