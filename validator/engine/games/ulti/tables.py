"""Ulti tables as data: goal values, which goals combine, the bid hierarchy, silent bonuses.

Every row cites the rule id of docs/rules/ulti.md it comes from. The replay code holds no
literal score: it reads these tables through the ``point_table`` option.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

# --- Goals (ulti/goal.*) -----------------------------------------------------------------

GOALS: tuple[str, ...] = (
    "party",
    "ulti",
    "40-100",
    "20-100",
    "durchmarsch",
    "open-durchmarsch",
    "betli",
    "rebetli",
    "open-betli",
    "redurchmarsch",
    "four-aces",
    "four-tens",
)

GOAL_NAMES: dict[str, str] = {
    "party": "party",
    "ulti": "ulti",
    "40-100": "40-100",
    "20-100": "20-100",
    "durchmarsch": "durchmarsch",
    "open-durchmarsch": "open durchmarsch",
    "betli": "betli",
    "rebetli": "rebetli",
    "open-betli": "open betli",
    "redurchmarsch": "redurchmarsch",
    "four-aces": "four aces",
    "four-tens": "four tens",
}

# Goals that are only played with trumps (ulti/goal.trump-goals).
TRUMP_ONLY = frozenset({"party", "ulti", "40-100", "20-100", "four-aces", "four-tens"})
# Goals that are only played without trumps (ulti/goal.no-trump-goals).
NO_TRUMP_ONLY = frozenset({"betli", "rebetli", "open-betli", "redurchmarsch"})
# Played with or without trumps; alone, the declarer's trump announcement decides
# (ulti/ruling.durchmarsch-trump).
EITHER = frozenset({"durchmarsch", "open-durchmarsch"})
# Goals that "red" (hearts as trumps) doubles (ulti/goal.red); open durchmarsch is 24 red or not.
RED_DOUBLES = frozenset({"party", "ulti", "40-100", "20-100", "durchmarsch", "four-aces", "four-tens"})
# Goals won by taking every trick / no trick.
ALL_TRICKS = frozenset({"durchmarsch", "open-durchmarsch", "redurchmarsch"})
NO_TRICKS = frozenset({"betli", "rebetli", "open-betli"})
HUNDREDS = frozenset({"40-100", "20-100"})
# Goals that cannot be bid alone; alone, "ulti" / "four aces" abbreviate the goal with party (ulti/goal.ulti).
NOT_ALONE = frozenset({"ulti", "four-aces", "four-tens"})
# Party combines only with these (ulti/goal.party).
PARTY_COMBINES = frozenset({"ulti", "four-aces", "four-tens"})

# Pairs that never combine: one implies the other, or they contradict (ulti/goal.combine).
EXCLUSIVE: tuple[tuple[str, str, str], ...] = (
    ("40-100", "20-100", "40-100 and 20-100 count different marriages"),
    ("durchmarsch", "open-durchmarsch", "open durchmarsch includes durchmarsch"),
    ("four-aces", "durchmarsch", "the source says so of four aces: 「ドゥルヒマルシュとは複合しません」"),
    (
        "four-aces",
        "open-durchmarsch",
        "the source says so of four aces: 「ドゥルヒマルシュとは複合しません」",
    ),
    ("four-tens", "durchmarsch", "four tens, four aces and durchmarsch are one family (UltiNet)"),
    ("four-tens", "open-durchmarsch", "four tens, four aces and durchmarsch are one family (UltiNet)"),
    ("four-tens", "four-aces", "four tens, four aces and durchmarsch are one family (UltiNet)"),
)


@dataclass(frozen=True)
class PointTable:
    name: str
    rule: str
    goals: dict[str, int]  # base value of each goal (before red and contra)
    silent: dict[str, int]  # silent bonuses
    silent_ulti_failure: int  # paid to each of the other two by whoever lost the trick-10 trump 7
    ulti_penalty: int  # extra loss of a failed declared ulti (red-doubled, never contra-doubled)
    fold: int  # paid to each defender by a declarer who folds the plain party
    party_uncounted_with: frozenset[str]  # in the hierarchy, party's points do not count with these
    # open durchmarsch in a trump game not red; None: its table value (ulti/goal.open-durchmarsch-trumps)
    open_durchmarsch_trumps: int | None = None


# ulti/goal.values, ulti/silent.*, ulti/score.ulti-penalty, ulti/auction.fold
STANDARD = PointTable(
    name="standard",
    rule="ulti/goal.values",
    goals={
        "party": 1,
        "ulti": 4,
        "40-100": 4,
        "20-100": 8,
        "durchmarsch": 6,
        "open-durchmarsch": 24,
        "betli": 5,
        "rebetli": 10,
        "open-betli": 20,
        "redurchmarsch": 12,
        "four-aces": 4,
        "four-tens": 9,  # only with the four_tens option (UltiNet's value; the main text has no four tens)
    },
    silent={"silent-ulti": 2, "silent-100": 2, "silent-durchmarsch": 3, "silent-four-aces": 2},
    silent_ulti_failure=4,
    ulti_penalty=4,
    fold=2,
    party_uncounted_with=frozenset(),
)

# ulti/preset.ultinet: the UltiNet.hu table of the source; doubled and open goals follow the
# source's general rule (re- = x2, open betli x4); the open durchmarsch keeps the 24 the main text gives
# it outright: ulti/ruling.ultinet-derived-values.
ULTINET = PointTable(
    name="ultinet",
    rule="ulti/preset.ultinet",
    goals={
        "party": 1,
        "four-aces": 3,
        "40-100": 4,
        "ulti": 4,
        "betli": 5,
        "20-100": 6,
        "durchmarsch": 7,
        "four-tens": 9,
        "rebetli": 10,
        "open-betli": 20,
        "redurchmarsch": 14,
        "open-durchmarsch": 24,  # given outright, "赤でも赤以外でも 24 点" (not 4 x 7)
    },
    silent={"silent-ulti": 2, "silent-100": 1, "silent-durchmarsch": 4, "silent-four-aces": 2},
    silent_ulti_failure=4,
    ulti_penalty=4,
    fold=2,
    party_uncounted_with=frozenset({"ulti", "four-aces", "four-tens"}),
)

POINT_TABLES: dict[str, PointTable] = {"standard": STANDARD, "ultinet": ULTINET}

# --- Contra levels (ulti/contra.levels) -----------------------------------------------------
# level -> (name, side that says it)
CONTRA_LEVELS: dict[int, tuple[str, str]] = {
    2: ("contra", "defender"),
    4: ("recontra", "declarer"),
    8: ("subcontra", "defender"),
    16: ("mordcontra", "declarer"),
    32: ("hirschcontra", "defender"),
    64: ("Fedák Sári", "declarer"),
}

# --- Card points (ulti/points.cards) --------------------------------------------------------
CARD_POINTS: dict[str, int] = {"A": 10, "10": 10}
LAST_TRICK_POINTS = 10
MARRIAGE_TRUMP = 40
MARRIAGE_PLAIN = 20
HUNDRED = 100

# --- Card orders (ulti/play.rank) ----------------------------------------------------------
TRUMP_ORDER = ("A", "10", "K", "Q", "J", "9", "8", "7")  # high -> low, with trumps
NO_TRUMP_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")  # high -> low, without trumps
TRUMP_RANK = {r: len(TRUMP_ORDER) - i for i, r in enumerate(TRUMP_ORDER)}
NO_TRUMP_RANK = {r: len(NO_TRUMP_ORDER) - i for i, r in enumerate(NO_TRUMP_ORDER)}

SUIT_NAMES = {"H": "hearts (red)", "D": "bells", "S": "leaves", "C": "acorns"}

# --- The source's hierarchy table (ulti/auction.hierarchy), lowest first ---------------------
# Each row: (row label, [(goals, red), ...]); bids in one row are equal, each row beats the one above.
HIERARCHY_ROWS: tuple[tuple[str, tuple[tuple[tuple[str, ...], bool], ...]], ...] = (
    ("(1)", ((("party",), False),)),
    ("(2)", ((("party",), True),)),
    ("(3)", ((("40-100",), False),)),
    ("(4)", ((("party", "ulti"), False),)),
    ("(5)", ((("betli",), False),)),
    ("(6)", ((("durchmarsch",), False),)),
    ("(7)", ((("40-100", "ulti"), False),)),
    ("(8)", ((("40-100",), True), (("20-100",), False))),
    ("(9)", ((("party", "ulti"), True),)),
    ("(9')", ((("40-100", "durchmarsch"), False), (("ulti", "durchmarsch"), False))),
    ("(10)", ((("rebetli",), False),)),
    ("(11)", ((("redurchmarsch",), False), (("durchmarsch",), True))),
    ("(12)", ((("40-100", "ulti", "durchmarsch"), False),)),
    ("(13)", ((("20-100", "durchmarsch"), False),)),
    ("(14)", ((("40-100", "ulti"), True),)),
    ("(15)", ((("20-100",), True),)),
    ("(16)", ((("20-100", "ulti", "durchmarsch"), False),)),
    ("(17)", ((("40-100", "durchmarsch"), True), (("ulti", "durchmarsch"), True))),
    ("(18)", ((("open-betli",), False),)),
    ("(19)", ((("20-100", "ulti"), True),)),
    ("(20)", ((("open-durchmarsch",), False),)),
    ("(21)", ((("40-100", "ulti", "durchmarsch"), True),)),
    (
        "(22)",
        (
            (("20-100", "durchmarsch"), True),
            (("40-100", "open-durchmarsch"), False),
            (("ulti", "open-durchmarsch"), False),
        ),
    ),
    ("(23)", ((("40-100", "ulti", "open-durchmarsch"), False),)),
    (
        "(24)",
        (
            (("40-100", "open-durchmarsch"), True),
            (("ulti", "open-durchmarsch"), True),
            (("20-100", "open-durchmarsch"), False),
        ),
    ),
    ("(25)", ((("20-100", "ulti", "open-durchmarsch"), False), (("20-100", "ulti", "durchmarsch"), True))),
    ("(26)", ((("40-100", "ulti", "open-durchmarsch"), True),)),
    ("(27)", ((("20-100", "open-durchmarsch"), True),)),
    ("(28)", ((("20-100", "ulti", "open-durchmarsch"), True),)),
)

HIERARCHIES = (
    "points_then_fewer_goals",
    "durchmarsch_above_red",
    "points_only",
    "points_without_party",
    "ultinet",
)


def point_table(opts: Mapping[str, Any]) -> PointTable:
    """The point table the options select, with a durchmarsch value other than the table's when
    ``durchmarsch_points`` says so ("7 点にする人もいます", ulti/goal.values)."""
    table = POINT_TABLES[opts["point_table"]]
    open_trumps = opts.get("open_durchmarsch_trump_points", "table")
    if open_trumps != "table":
        # "赤以外が切札のときは 12 点にする人もいます" (ulti/goal.open-durchmarsch-trumps)
        table = replace(table, open_durchmarsch_trumps=open_trumps)
    points = opts.get("durchmarsch_points", "table")
    if points == "table" or points == table.goals["durchmarsch"]:
        return table
    # redurchmarsch is durchmarsch "同じ内容で点数が倍になる": it follows; the open one keeps its
    # value, given outright ("赤でも赤以外でも 24 点")
    return replace(table, goals={**table.goals, "durchmarsch": points, "redurchmarsch": 2 * points})
