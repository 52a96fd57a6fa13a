"""Rage rule options: the four variants the source names ("Varianty"), all off by default."""

from __future__ import annotations

from ...options import Options, flag

OPTIONS = Options(
    [
        flag(
            "plus_minus_one",
            "rage/v.plus-minus-one",
            "The bids of a round may not add up to the number of cards dealt: the last bidder may not "
            "make the total equal (with hidden_bid or secret_bid, the dealer's bid answers for the sum).",
        ),
        flag(
            "hidden_bid",
            "rage/v.hidden-bid",
            "Bids are written down at the same time and then revealed: they may be recorded in any "
            "order, but all before the first card is played. With secret_bid as well, secret_bid rules.",
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
)
