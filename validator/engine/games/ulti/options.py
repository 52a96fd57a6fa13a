"""Ulti rule options and presets (docs/rules/ulti.md, section "Options")."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...options import Option, Options, flag
from .tables import HIERARCHIES, POINT_TABLES


def _conflicts(values: Mapping[str, Any]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if values["silent_four_aces"] and not values["four_aces"]:
        out.append(("silent_four_aces", "silent_four_aces needs the four_aces goal (ulti/silent.four-aces)."))
    return out


OPTIONS = Options(
    [
        Option(
            "point_table",
            "standard",
            tuple(POINT_TABLES),
            "ulti/goal.values",
            "Goal and silent-bonus values: the source's main text, or the UltiNet.hu table it quotes.",
        ),
        Option(
            "durchmarsch_points",
            "table",
            ("table", 6, 7),
            "ulti/goal.values",
            "The value of durchmarsch: as the point table has it (6 standard, 7 UltiNet), or 6 or 7 "
            '("7 点にする人もいます", some play it at 7). It counts in the bid hierarchy too, and applies '
            "to durchmarsch with and without trumps alike (the hierarchy's one row, 「(6) 6 点: "
            "ドゥルヒマルシュ」); redurchmarsch is twice it (14 at 7).",
        ),
        Option(
            "open_durchmarsch_trump_points",
            "table",
            ("table", 12),
            "ulti/goal.open-durchmarsch-trumps",
            "Open durchmarsch in a trump game, trumps not hearts: as the point table has it (24 red or "
            'not, "赤でも赤以外でも 24 点"), or 12 ("赤以外が切札のときは 12 点にする人もいます"); at 12 a bid of '
            'open durchmarsch that leaves it open says whether it is played with trumps ("trumps": true | '
            'false; "せりで,切札の有無を言わなければなりません").',
        ),
        Option(
            "bid_hierarchy",
            "points_then_fewer_goals",
            HIERARCHIES,
            "ulti/auction.hierarchy",
            "How bids compare: total points, then fewer goals ranks higher (the source's table); "
            "durchmarsch_above_red: as that, but 40-100 or ulti with durchmarsch beats red ulti at 10; "
            "points_only: total points only; points_without_party: points without party's 1-2, "
            "party's points breaking ties; ultinet: total points, party not counted with ulti, "
            "four aces or four tens.",
        ),
        Option(
            "fold",
            "optional",
            ("optional", "compulsory"),
            "ulti/auction.fold",
            "Whether a declarer left with the plain (non-red) party may fold (pays 2 to each defender) "
            "or must fold.",
        ),
        Option(
            "max_contra_level",
            64,
            (2, 4, 8, 16, 32, 64),
            "ulti/contra.levels",
            "The highest doubling allowed: contra 2, recontra 4, subcontra 8, mordcontra 16, "
            "hirschcontra 32, Fedák Sári 64.",
        ),
        Option(
            "revoke_penalty",
            "lose_all_goals",
            ("lose_all_goals", "play_stands", "void_deal"),
            "ulti/penalty.revoke",
            "What a failure to follow, to trump or to overtake costs (the source gives nothing): the "
            "offending side loses every goal of the deal (the innocent side's silent bonuses still count, "
            "the offending side's do not); or the play stands and is scored as played; "
            "or the deal is void (nothing paid). Under the default a record the table settled as played "
            "is accepted too (the fault is annotated; unchecked says so).",
        ),
        flag(
            "four_aces", "ulti/goal.four-aces", "Four aces is a goal that may be bid (4 points, not alone)."
        ),
        flag("four_tens", "ulti/goal.four-tens", "Four tens is a goal that may be bid (UltiNet, 9 points)."),
        flag(
            "silent_four_aces",
            "ulti/silent.four-aces",
            "With four_aces, taking the four aces without bidding them scores a silent bonus of 2.",
        ),
        flag(
            "trump_durchmarsch_alone",
            "ulti/goal.durchmarsch",
            "A durchmarsch or open durchmarsch with trumps may be bid alone (otherwise, with trumps, "
            "it must be combined with another goal).",
            default=True,
        ),
        flag(
            "silent_bonuses_in_durchmarsch",
            "ulti/silent.when",
            "Silent bonuses are scored in a declared durchmarsch game too (some players do not).",
            default=True,
        ),
        flag(
            "silent_durchmarsch_with_aces_tens",
            "ulti/silent.durchmarsch",
            "A silent durchmarsch is scored when four aces or four tens was declared (UltiNet: not).",
            default=True,
        ),
        Option(
            "silent_durchmarsch_scoring",
            "separate",
            ("separate", "replaces_party"),
            "ulti/silent.durchmarsch",
            "A silent durchmarsch is a bonus of its own beside the party (3 + 1 = 4), or replaces "
            "the party's points.",
        ),
        flag(
            "silent_bonus_contra",
            "ulti/silent.hundred",
            "A contra on the party also doubles a silent 100 or silent durchmarsch when party was bid.",
        ),
    ],
    presets={
        "standard": {},
        "ultinet": {
            "point_table": "ultinet",
            "bid_hierarchy": "ultinet",
            "four_aces": True,
            "four_tens": True,
            "trump_durchmarsch_alone": False,
            "silent_durchmarsch_with_aces_tens": False,
        },
    },
    preset_docs={
        "standard": "The source's main text and its bid hierarchy table (four aces not bid).",
        "ultinet": "The UltiNet.hu point table quoted in the source, with four aces and four tens, "
        "comparing bids by points only.",
    },
    conflicts=_conflicts,
)
