"""Danish Tarok rule options: the penalty classes the source leaves open (§18) and its alternatives."""

from __future__ import annotations

from ...options import Option, Options
from .tables import CLASS_NAMES


def _class_option(name: str, rule: str, doc: str, default: str = "irreparable") -> Option:
    return Option(name, default, CLASS_NAMES, rule, doc)


OPTIONS = Options(
    [
        _class_option(
            "revoke_penalty",
            "danish-tarok/ruling.revoke-penalty",
            "Penalty class (§18) for failing to follow suit or to trump; the source does not class it.",
        ),
        _class_option(
            "joker_second_last_penalty",
            "danish-tarok/ruling.joker-second-last-penalty",
            "Penalty class for playing the Joker in the second-last trick; the source does not class it.",
        ),
        _class_option(
            "joker_withheld_penalty",
            "danish-tarok/ruling.joker-withheld-penalty",
            "Penalty class for not playing the Joker in the third-last trick after a valid demand.",
        ),
        _class_option(
            "false_redeal_penalty",
            "danish-tarok/ruling.false-redeal-penalty",
            "Penalty class for asking for a redeal while holding a trump; the source does not class it.",
            default="large",
        ),
        _class_option(
            "failed_tout_penalty",
            "danish-tarok/ruling.failed-tout-penalty",
            "Penalty class for a dealer who laid the Joker away announcing Tout and did not make Tout "
            "(§13 says only that the dealer 'pays a penalty').",
            default="large",
        ),
    ],
    presets={"standard": {}},
    preset_docs={"standard": "The Danish rules (Ultimo) as translated into Polish (2010), §1-§18."},
)
