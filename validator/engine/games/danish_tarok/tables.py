"""Danish Tarok payment, scoring and penalty tables as data (source §15, §18).

Every row cites the rule id of docs/rules/danish-tarok.md it implements; the replay code in
``state.py`` and ``ledger.py`` holds no literal amount.
"""

from __future__ import annotations

from dataclasses import dataclass

PAGAT_POOL = "pagat_pool"
KING_POOL = "king_pool"
POOLS = (PAGAT_POOL, KING_POOL)


@dataclass(frozen=True)
class Row:
    amount: int
    rule: str
    what: str


# §15 "Fundamenty", "Rozdanie"
FOUNDATION = Row(20, "danish-tarok/15.foundations", "every seat into each pool when the session starts")
REFILL = Row(20, "danish-tarok/15.foundations", "every seat into a pool that has been emptied")
DEAL_FEE = Row(5, "danish-tarok/15.deal-fee", "the dealer into each pool")
JOIN_RULE = "danish-tarok/17.join"  # a fourth player joining pays a third of each pool

# §15 "Podczas gry, ale nie w ostatnim sztychu"
KING_LOST = Row(
    5,
    "danish-tarok/15.king-lost",
    "a king played that does not take the trick: to each other player and the King pool",
)
PAGAT_LOST = Row(
    5,
    "danish-tarok/15.pagat-lost",
    "the Pagat played and not taking the trick: to each other player and the Pagat pool",
)
PAGAT_TRICK = Row(5, "danish-tarok/15.pagat-trick", "a trick taken with the Pagat: from each other player")

# §15 "Po ostatniej kolejce"
TOUT = Row(85, "danish-tarok/15.tout", "all 25 tricks: from each other player, and both pools")
NOLO = Row(25, "danish-tarok/15.nolo", "no trick: from each other player")
PAGAT_ULTIMO = Row(
    45,
    "danish-tarok/15.pagat-ultimo",
    "last trick taken with the Pagat: from each other player, and the Pagat pool",
)
KING_ULTIMO = Row(
    40,
    "danish-tarok/15.king-ultimo",
    "last trick taken with a king: from each other player, and the King pool",
)
PAGAT_PRZYDUPEK = Row(
    45,
    "danish-tarok/15.pagat-przydupek",
    "the Pagat in the last trick not taking it: to each other player, and the pool doubled",
)
KING_PRZYDUPEK = Row(
    40,
    "danish-tarok/15.king-przydupek",
    "a king in the last trick not taking it: to each other player, and the pool doubled",
)
LAST_TRICK = Row(
    20, "danish-tarok/15.last-trick", "last trick taken with another card: from each other player"
)

# §15 "Deklaracja": base amount at the smallest holding, plus a step for each further card
TRUMPS_MIN, TRUMPS_BASE, TRUMPS_STEP = 10, 10, 5  # danish-tarok/15.declarations
MATADORS_MIN, MATADORS_BASE, MATADORS_STEP = 3, 10, 5  # danish-tarok/15.declarations
FORM_AMOUNT = {"rich": 15, "full": 10, "half": 5}  # kings and cavalry, danish-tarok/15.declarations
DECLARATIONS_RULE = "danish-tarok/15.declarations"


def declaration_amount(item: dict[str, object]) -> int:
    """What each other active player pays for one declaration item (danish-tarok/15.declarations)."""
    kind = item.get("kind")
    count = item.get("count")
    if kind in ("trumps", "matadors") and int(count) < (TRUMPS_MIN if kind == "trumps" else MATADORS_MIN):  # type: ignore[call-overload]
        return 0  # below the least declaration: no declaration of §15, nothing is owed for it
    if kind == "trumps":
        return TRUMPS_BASE + TRUMPS_STEP * (int(item["count"]) - TRUMPS_MIN)  # type: ignore[call-overload]
    if kind == "matadors":
        return MATADORS_BASE + MATADORS_STEP * (int(item["count"]) - MATADORS_MIN)  # type: ignore[call-overload]
    return FORM_AMOUNT[str(item["form"])]


# §15 card points: kings, Pagat, Mondo and Joker 4, queens 3, knights 2, jacks 1; a trick 1; the skat 1
COURT_POINTS = {"K": 4, "Q": 3, "N": 2, "J": 1}
SPECIAL_POINTS = {"T1": 4, "T21": 4, "JOKER": 4}
TRICK_POINT = 1
SKAT_POINT = 1
TOTAL_POINTS = 78
PAR = 26  # danish-tarok/15.card-points: compared with 26, the difference rounded to a multiple of 5
BAND = 5
CARD_POINTS_RULE = "danish-tarok/15.card-points"


def card_points_payment(points: int) -> int:
    """Positive: the new dealer pays the player; negative: the player pays the new dealer.

    The source's bands (14-18: -10, 19-23: -5, 24-28: 0, 29-33: +5, 34-38: +10) are the difference
    from 26 rounded to the nearest multiple of 5; the same rule extends them past 14 and 38.
    """
    return BAND * ((points - PAR + 2) // BAND)


# §18 penalty classes: the fine each irregularity costs its author, into each pool
@dataclass(frozen=True)
class PenaltyClass:
    name: str
    per_pool: int
    voids_deal: bool
    rule: str
    what: str


PENALTY_CLASSES = {
    "superficial": PenaltyClass("superficial", 0, False, "danish-tarok/18.superficial", "no penalty"),
    "small": PenaltyClass("small", 5, False, "danish-tarok/18.small", "5 into each pool"),
    "large": PenaltyClass("large", 20, False, "danish-tarok/18.large", "20 into each pool; play goes on"),
    "irreparable": PenaltyClass(
        "irreparable",
        40,
        True,
        "danish-tarok/18.irreparable",
        "40 into each pool; the deal is void, the next dealer deals",
    ),
}
CLASS_NAMES = tuple(PENALTY_CLASSES)

# Fixed classes the source gives (§18); the unclassed ones are rule options (options.py).
FIXED_CLASS = {
    "declaration_before_dealer": "large",  # "Ogłoszenie Deklaracji zanim zrobił to Rozdający"
    "out_of_turn": "large",  # "Rozpoczęcie kolejki / Rzucenie karty poza kolejnością"
    "false_joker_demand": "large",  # "Zażądanie zdemaskowania Jokera ... kiedy Joker już był użyty"
    "illegal_skat": "irreparable",  # "Niewłaściwe odrzucenie kart do Skata"
    "false_declaration": "irreparable",  # "Błędy w Deklaracji ... nie zostały poprawione"
    "missing_declaration": "irreparable",
    # "Nazwanie Jokera ... kiedy wszystkie karty tego koloru już zeszły"
    "joker_named_dead_suit": "superficial",
}
OPTION_CLASS = {
    "revoke": "revoke_penalty",
    "failure_to_trump": "revoke_penalty",
    "joker_second_last": "joker_second_last_penalty",
    "joker_withheld": "joker_withheld_penalty",
    "redeal_with_trumps": "false_redeal_penalty",
    "failed_tout": "failed_tout_penalty",
}

# Payments that an irreparable irregularity does not reverse (danish-tarok/18.void)
STANDING_REASONS = frozenset({"foundation", "refill", "deal_fee", "penalty", "session_end"})

PAYMENT_REASONS = (
    "foundation",
    "refill",
    "deal_fee",
    "declaration",
    "king_lost",
    "pagat_lost",
    "pagat_trick",
    "tout",
    "nolo",
    "pagat_ultimo",
    "king_ultimo",
    "pagat_przydupek",
    "king_przydupek",
    "last_trick",
    "card_points",
    "penalty",
    "session_end",
)

# payments that may fall due in tricks a record stops short of (danish-tarok/7.deal): all but
# those settled before the first lead and the session's end
REST_REASONS = frozenset(PAYMENT_REASONS) - {"foundation", "deal_fee", "declaration", "session_end"}
# payments whose amount is a pool's content, unknown after a deal the record stops short of
POOL_CONTENT_REASONS = frozenset(
    {"pagat_ultimo", "king_ultimo", "pagat_przydupek", "king_przydupek", "tout", "session_end"}
)

SESSION_END_RULE = "danish-tarok/15.session-end"
