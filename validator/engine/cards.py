"""Card codes and decks as data.

A card is parsed once into an interned :class:`Card`; every copy of a card in a deck
is the same object, so hands are multisets of ``Card`` (lists or Counters) and
comparisons are identity-cheap.  Orders in play are the games' business: the deck
only knows which cards exist and how many copies of each.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True, eq=False)
class Card:  # interned per deck: identity is equality, and hashing is cheap
    code: str  # canonical code, e.g. "R15", "KH", "T21", "JOKER"
    suit: str  # suit/colour letter, "T" for numbered trumps, "" for specials
    rank: str  # rank part ("15", "K", "21"); the whole name for specials
    index: int  # position in the deck's list of distinct cards
    # numeric rank of number cards and trumps, -1 for the rest: stored, since every trick's
    # winner reads it
    number: int = -1

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return self.code

    # interned: a copy of a state that holds cards (a trial reading of the rest of a deal) holds these
    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Card:
        return self

    @property
    def is_special(self) -> bool:
        return self.suit == ""


@dataclass
class Deck:
    """The distinct cards of a game, each with its number of copies."""

    name: str
    copies: dict[str, int]  # canonical code -> copies in the deck
    aliases: dict[str, str] = field(default_factory=dict)
    cards: dict[str, Card] = field(init=False)

    def __post_init__(self) -> None:
        self.cards = {}
        for i, code in enumerate(self.copies):
            suit, rank = split_code(code)
            self.cards[code] = Card(code, suit, rank, i, int(rank) if rank.isdigit() else -1)

    @property
    def size(self) -> int:
        return sum(self.copies.values())

    def parse(self, code: object) -> Card | None:
        """The card for a code (case-insensitive, aliases allowed), or None. Not whitespace-tolerant:
        the format makes codes case-insensitive, nothing more (" R15" is not a card)."""
        card = self.cards.get(code) if isinstance(code, str) else None
        if card is not None:  # the common case: already canonical
            return card
        if not isinstance(code, str):
            return None
        key = code.upper()
        key = self.aliases.get(key, key)
        return self.cards.get(key)

    def card(self, code: str) -> Card:
        c = self.parse(code)
        if c is None:
            raise KeyError(f"{code!r} is not a card of {self.name}")
        return c

    def full(self) -> list[Card]:
        """Every physical card of the deck, copies included, in deck order."""
        out: list[Card] = []
        for code, n in self.copies.items():
            out.extend([self.cards[code]] * n)
        return out

    def over_copies(self, cards: Iterable[Card]) -> list[Card]:
        """Cards that appear more often than the deck has copies of them."""
        counts = Counter(cards)
        return [c for c, n in counts.items() if n > self.copies[c.code]]


_SPECIAL_NAMES = {"WILD", "NOTRUMP", "CHANGE", "PLUS5", "MINUS5", "JOKER", "SKIZ", "MATTO"}


def split_code(code: str) -> tuple[str, str]:
    """Split a canonical code into (suit, rank): ``T21`` -> ("T", "21"), ``R15`` -> ("R", "15"),
    ``10H`` -> ("H", "10"), specials -> ("", name)."""
    if code in _SPECIAL_NAMES:
        return "", code
    if code[0] == "T" and code[1:].isdigit():
        return "T", code[1:]
    if code[0] in "RBGYPO" and code[1:].isdigit():  # Rage colour cards: colour first
        return code[0], code[1:]
    return code[-1], code[:-1]


def suited(suits: str, ranks: Iterable[str]) -> dict[str, int]:
    """One copy of RANK+SUIT for each suit and rank."""
    rank_list = list(ranks)
    return {f"{r}{s}": 1 for s in suits for r in rank_list}


def trumps(low: int, high: int) -> dict[str, int]:
    return {f"T{n}": 1 for n in range(low, high + 1)}


# --- The five decks (transcript-format.md, "Cards") -------------------------------------

RAGE_COLOURS = "RBGYPO"
RAGE = Deck(
    "rage",
    {
        **{f"{c}{v}": 1 for c in RAGE_COLOURS for v in range(16)},
        "WILD": 2,
        "NOTRUMP": 4,
        "CHANGE": 4,
        "PLUS5": 3,
        "MINUS5": 3,
    },
    # the format's general rule puts the suit last ("RANK + SUIT"); its Rage row writes the colour
    # first (R15): a value-first code is read as the same card
    aliases={f"{v}{c}": f"{c}{v}" for c in RAGE_COLOURS for v in range(16)},
)

DANISH_TAROK = Deck(
    "danish-tarok",
    {
        **suited("HDSC", ["K", "Q", "N", "J", *map(str, range(1, 11))]),
        **trumps(1, 21),
        "JOKER": 1,
    },
    aliases={"FOOL": "JOKER"},
)

GALICIAN_TAROK = Deck(
    "galician-tarok",
    {
        **suited("HD", ["K", "Q", "N", "J", "1"]),
        **suited("SC", ["K", "Q", "N", "J", "10"]),
        **trumps(1, 21),
        "SKIZ": 1,
    },
    aliases={"FOOL": "SKIZ"},
)

ULTI = Deck("ulti", suited("HDSC", ["A", "K", "Q", "J", "10", "9", "8", "7"]))

TAROCCHINI = Deck(
    "tarocchini",
    {
        **suited("SB", ["K", "Q", "N", "J", "10", "9", "8", "7", "6", "1"]),
        **suited("CD", ["K", "Q", "N", "J", "1", "6", "7", "8", "9", "10"]),
        **trumps(0, 20),
        "MATTO": 1,
    },
    aliases={"FOOL": "MATTO"},
)

DECKS: dict[str, Deck] = {
    "rage": RAGE,
    "danish-tarok": DANISH_TAROK,
    "galician-tarok": GALICIAN_TAROK,
    "ulti": ULTI,
    "tarocchini-ottocento": TAROCCHINI,
    "tarocchini-terziglio": TAROCCHINI,
}

assert RAGE.size == 112 and DANISH_TAROK.size == 78 and GALICIAN_TAROK.size == 42
assert ULTI.size == 32 and TAROCCHINI.size == 62
