"""Tarocchini rule options: every alternative the source names, with the source's reading as default."""

from __future__ import annotations

from ...options import Option, Options, flag

_COMMON = [
    Option(
        "moretti_tie",
        "last_played",
        ("last_played", "first_played"),
        "tarocchini/deck.moretti",
        "The Moretti (T1-T4) are of equal rank; when two or more of them are the highest trumps of a "
        "trick, the source makes the last one played the highest (last_played). first_played: the "
        "earlier one holds, as in most games with equal cards.",
    ),
    flag(
        "monte",
        "tarocchini/monte.call",
        "After the first five cards each, the players may agree to throw the deal in (monte), eldest "
        "first, the dealer last; if all ask, the next player deals. Off: no monte is allowed.",
        default=True,
    ),
    Option(
        "signals",
        "allowed",
        ("allowed", "after_top_card", "eldest"),
        "tarocchini/signals",
        "Partners may signal (three signals in current play). after_top_card: some players allow signals "
        "only once the highest card of the suit led (King, or the Angel) has been played: a signal "
        '(a call "signal") before it is illegal_signal. eldest: only the eldest hand signals to his '
        "partner (the play rules' \"старшему разрешается\"): another seat's signal is illegal_signal.",
    ),
    flag(
        "double_three",
        "tarocchini/combo.double",
        "Three or more cricche, or three or more sequences, made at once double their points.",
        default=True,
    ),
]

OTTOCENTO_OPTIONS = Options(
    [
        *_COMMON,
        Option(
            "discard_credit",
            "dealer_trick",
            ("dealer_trick", "side_trick"),
            "tarocchini/ottocento.discard-credit",
            "Ottocento: the dealer's two discards count for their side unless the dealer (dealer_trick, the source's "
            "words) or their side (side_trick) takes no trick; then they go to the opponents.",
        ),
    ],
    presets={"standard": {}},
    preset_docs={"standard": "Ottocento as the source describes the current game."},
)

TERZIGLIO_OPTIONS = Options(
    [
        *_COMMON,
        Option(
            "widow",
            8,
            (8, 5),
            "tarocchini/terziglio.deal",
            "Terziglio deals 18 cards each and 8 to the widow, or 19 each and 5 to the widow.",
        ),
        Option(
            "settlement",
            "winners_score",
            ("winners_score", "zero_sum"),
            "tarocchini/terziglio.game-points",
            "winners_score: each player of the winning side is written the game points (the source). "
            "zero_sum: the declarer wins or loses the game points against each opponent.",
        ),
        flag(
            "solo_doubles_all_tricks",
            "tarocchini/terziglio.all-tricks",
            "The 40 game points for taking every trick are doubled in a solo as well.",
        ),
    ],
    presets={"standard": {}, "nineteen": {"widow": 5}},
    preset_docs={
        "standard": "Terziglio with 18 cards each and an 8-card widow.",
        "nineteen": "Terziglio with 19 cards each and a 5-card widow.",
    },
)
