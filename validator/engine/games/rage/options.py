"""Rage rule options: the four variants the source names ("Varianty"), all off by default."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...options import Options, flag


def _conflicts(values: Mapping[str, Any]) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    if values["plus_minus_one"] and (values["hidden_bid"] or values["secret_bid"]):
        # Plus/minus one restricts the last bidder by the bids already made; written bids have no last bidder.
        out.append(
            (
                "plus_minus_one",
                "plus_minus_one needs open bids in turn; it cannot be combined with "
                "hidden_bid or secret_bid (rage/v.plus-minus-one).",
            )
        )
    if values["hidden_bid"] and values["secret_bid"]:
        out.append(
            (
                "secret_bid",
                "hidden_bid and secret_bid are alternative ways of bidding; choose one (rage/v.secret-bid).",
            )
        )
    return out


OPTIONS = Options(
    [
        flag(
            "plus_minus_one",
            "rage/v.plus-minus-one",
            "The bids of a round may not add up to the number of cards dealt: the last bidder may not "
            "make the total equal.",
        ),
        flag(
            "hidden_bid",
            "rage/v.hidden-bid",
            "Bids are written down at the same time and then revealed: they may be recorded in any "
            "order, but all before the first card is played.",
        ),
        flag(
            "secret_bid",
            "rage/v.secret-bid",
            "Bids are written down and revealed only at the end of the round: they may be recorded "
            "anywhere in the round before the scores.",
        ),
        flag(
            "durch",
            "rage/v.durch",
            "A player who takes every trick of a round scores 2 a trick instead of 1 (not in the "
            "one-card round).",
        ),
    ],
    presets={"standard": {}},
    preset_docs={"standard": "The Amigo rules as translated by Paluba (2004), no variant."},
    conflicts=_conflicts,
)
