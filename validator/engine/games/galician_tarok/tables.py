"""Galician Tarok as data: cards, contracts, premiums, values (docs/rules/galician-tarok.md)."""

from __future__ import annotations

from ...cards import GALICIAN_TAROK, Card

DECK = GALICIAN_TAROK
PAGAT = DECK.card("T1")
MOND = DECK.card("T21")
SKIZ = DECK.card("SKIZ")
TRULL = frozenset({PAGAT, MOND, SKIZ})
KINGS = frozenset(DECK.card(f"K{s}") for s in "HDSC")
SUITS = "HDSC"
SUIT_NAMES = {"H": "hearts", "D": "diamonds", "S": "spades", "C": "clubs", "T": "tarocks"}

HAND = 12
TALON = 6
TRICKS = 12
CONSOLATION = 33  # galician-tarok/18.consolation: half of the 66 points of all cards

# galician-tarok/3.card-points, 7.card-points: by card index (cards are interned per deck)
_SUIT_POINTS = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}
_SUIT_ORDER = {"K": 5, "Q": 4, "N": 3, "J": 2, "1": 1, "10": 1}


def _points(c: Card) -> int:
    if c is SKIZ or c is PAGAT or c is MOND:
        return 5
    if c.suit == "T":
        return 1
    return _SUIT_POINTS[c.rank]


def _is_tarock(c: Card) -> bool:
    return c.suit == "T" or c is SKIZ


def _strength(c: Card) -> int:
    """galician-tarok/2.tarock-order, 4.order: tarocks 1..22 (skiz 22); suit cards 1..5."""
    if c is SKIZ:
        return 22
    if c.suit == "T":
        return c.number
    return _SUIT_ORDER[c.rank]


ALL = list(DECK.cards.values())
POINTS = [_points(c) for c in ALL]
TAROCK = [_is_tarock(c) for c in ALL]
STRENGTH = [_strength(c) for c in ALL]
# by card index: "T" for every tarock, else the suit letter (suit_of); and the card's power in a
# trick (galician-tarok/5.winner): a tarock above every suit card, within each by STRENGTH
SUIT = ["T" if t else c.suit for c, t in zip(ALL, TAROCK, strict=True)]
POWER = [100 + s if t else s for s, t in zip(STRENGTH, TAROCK, strict=True)]
# by the suit led, each card's power in that trick: 0 for a card off the suit led and no tarock
POWER_LED = {
    led: [p if s in (led, "T") else 0 for s, p in zip(SUIT, POWER, strict=True)] for led in (*SUITS, "T")
}


def is_tarock(c: Card) -> bool:
    return TAROCK[c.index]


def suit_of(c: Card) -> str:
    """ "T" for every tarock (the skiz included), else the suit letter."""
    return SUIT[c.index]


def count_points(cards: list[Card]) -> int:
    """galician-tarok/14.counting: card values, less 2 for each full three cards and 1 for a
    remainder of one or two (so the 42 cards always make 66)."""
    n = len(cards)
    return sum(POINTS[c.index] for c in cards) - 2 * (n // 3) - (1 if n % 3 else 0)


def count_points_in_thirds(cards: list[Card]) -> float:
    """The other reading of a pile that is no whole number of threes (a two- or one-card contract's
    discard): 2/3 of a point less for every card, so a remainder of one or two costs 2/3 or 4/3
    (galician-tarok/14.counting; gd-volat-helper-premiums c)."""
    return round(sum(POINTS[c.index] for c in cards) - 2 * len(cards) / 3, 9)


# --- Contracts (galician-tarok/10.bids, 18.game-value) ------------------------------------------
# bid word -> (rank, contract, starting purchase number)
BIDS: dict[str, tuple[int, str, int]] = {
    "three": (1, "three", 1),
    "bottom": (2, "three", 2),
    "top": (3, "three", 3),
    "two": (4, "two", 1),
    "one": (5, "one", 1),
    "solo": (6, "solo", 1),
}
PASSES = ("pass", "pass_volat")
SZPRICER = "szpricer"  # the king's call after an all-pass (galician-tarok/26.szpricer)
CALL_WORDS = ("tape", "hold")
BID_WORDS = (*PASSES, *CALL_WORDS, *BIDS)
# contract -> cards per packet bought (0: solo), multiplier, addend, volat value
CONTRACTS: dict[str, tuple[int, int, int, int]] = {
    "three": (3, 3, 30, 300),
    "two": (2, 4, 40, 400),
    "one": (1, 5, 50, 500),
    "solo": (0, 6, 60, 600),
}

# --- Premiums (galician-tarok/6, 15, 19, 20) ---------------------------------------------------
PREMIUMS = ("tarocks", "trull", "pagat_ultimo", "four_kings", "volat")
SILENT_VALUE = {"trull": 50, "four_kings": 100, "pagat_ultimo": 50}
ANNOUNCED_VALUE = {"trull": 100, "four_kings": 200, "pagat_ultimo": 100}
TAROCK_VALUE = {10: 50, 11: 100, 12: 150}
HELPER_PREMIUMS = frozenset({"tarocks", "trull", "four_kings"})
DOUBLE_TARGETS = ("game", "tarocks", "trull", "pagat_ultimo", "four_kings", "volat")
LEVELS = {2: "contra", 4: "recontra", 8: "supracontra"}

POOL = "pool"
REASONS = (
    "game",
    "volat",
    "tarocks",
    "trull",
    "four_kings",
    "pagat_ultimo",
    "pool_ultimo",
    "pool_stake",
    "pool_share",
    "pool_pass",
    "pool_deal",
)

# galician-tarok/21.tarock-count: how a wrong count is settled, the close of its finding's message
# (the engine's reading, and the record's where it fits the other better)
PAID_AS_PREMIUM = ", and the count announced is paid as a premium not held."
UNCLAIMED_AS_PLAYED = (
    "; not claimed before the next deal was dealt (§31), the deal stands as played, the count as announced."
)
UNPAID_AS_RECORDED = ", and, as the record settles it, the count announced is not paid (§23: the announced premiums do not count for him)."

# galician-tarok/31.late-claim: §31 "Po rozdaniu następnej talii niedozwolonym jest wnoszenie
# pretensji o grę poprzednią", said of a deal the record follows with the next one
NEXT_DEALT_BY_31 = "no claim stands once the next deal is dealt (§31), and the record deals it"
# galician-tarok/17.contra, 31.late-claim (session 39, readings-review K8, K9): the close of a void
# double's finding where the record's settlement with it counted is read so
STANDS_BY_31 = NEXT_DEALT_BY_31 + ": the table's settlement stands, and this is the one finding."
# galician-tarok/18.payments, 31.late-claim (dispute-messages-15 c7): the close of a wrong payment in
# such a deal; §31 bars the claim at the table, not the audit, so the finding stays
FOR_THE_RECORD_BY_31 = NEXT_DEALT_BY_31 + ": this finding is for the record, not a claim at the table."

# each premium's words: its name, and the verb's number (real-faults-near-slips-16 c5; a double on
# it, dispute-messages-16 c2)
PREMIUM_WORDS = {
    "volat": ("the volat", "does"),
    "tarocks": ("the tarocks", "do"),
    "trull": ("the trull", "does"),
    "four_kings": ("the four kings", "do"),
    "pagat_ultimo": ("the pagat ultimo", "does"),
}
