"""Tarocchini: the alternatives the source ("Тароккини", shared/seeds/004_c8bdb85b1ac896b0.txt) names,
each broken by a hand-worked transcript whose verdict differs between two values of its option, for
the options the other test files do not already break this way (see docs/rules/tarocchini.md,
"Variants the source names").
"""

from __future__ import annotations

from typing import Any

import pytest

from validator.engine.validate import validate

# A Terziglio solo in which Elio (seat 0, the declarer) takes all eighteen tricks: he holds the
# sixteen trumps from the Angel to the 5 and the kings of coins and swords. Fede answers the first six
# trump leads with the Matto and the Moretti and Bagatto (the Matto "освобождает игрока от следования
# масти"), then discards batons; Gina has no trump and discards. The last two tricks: Elio leads KD
# (Fede 7D, Gina 10D) and KS (Fede 6S, Gina 10S) and wins both.
ELIO = [*(f"T{n}" for n in range(20, 4, -1)), "KD", "KS"]
FEDE_PLAYS = ["MATTO", "T4", "T3", "T2", "T1", "T0", *"KB QB NB JB 10B 9B 8B 7B 6B 9S".split()]
FEDE = [*FEDE_PLAYS, "7D", "6S"]
GINA_PLAYS = ["8S", "7S", "KC", "QC", "NC", "JC", "6C", "7C", "10C", "QD", "ND", "JD", "1D", "6D", "8D", "9D"]
GINA = [*GINA_PLAYS, "10D", "10S"]
WIDOW = ["QS", "NS", "JS", "1S", "1C", "1B", "9C", "8C"]


def sweep(sheet: list[dict[str, Any]], **rules: Any) -> dict[str, Any]:
    tricks = [[(0, ELIO[t]), (1, FEDE_PLAYS[t]), (2, GINA_PLAYS[t])] for t in range(16)]
    tricks += [[(0, "KD"), (1, "7D"), (2, "10D")], [(0, "KS"), (1, "6S"), (2, "10S")]]
    events = [
        {"type": "bid", "seat": 0, "bid": "solo"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        *({"type": "declare", "seat": s, "items": []} for s in range(3)),
        *({"type": "play", "seat": s, "card": c} for t in tricks for s, c in t),
        *sheet,
    ]
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules,
        "players": ["Elio", "Fede", "Gina"],
        "deals": [{"dealer": 2, "hands": [ELIO, FEDE, GINA], "talon": WIDOW, "events": events}],
    }


def codes(v: dict[str, Any]) -> list[str]:
    return [a["code"] for d in v["deals"] for a in d["annotations"]]


@pytest.mark.parametrize(("doubles", "gp"), [(False, 40), (True, 80)])
def test_terziglio_all_tricks_in_a_solo(doubles: bool, gp: int) -> None:
    """tarocchini/terziglio.all-tricks. The source: "Подсчет очков не нужен, если одна из сторон выиграла все взятки; ей автоматически присуждается
    40 игровых очков." and "Если это была сольная игра, игровые очки удваиваются." — whether the
    doubling of a solo reaches the 40 too is option solo_doubles_all_tricks (default off)."""
    sheet = [
        {"type": "score", "party": 0, "points": gp},
        {"type": "score", "party": 1, "points": 0},
        {"type": "score", "party": 2, "points": 0},
    ]
    v = validate(sweep(sheet, solo_doubles_all_tricks=doubles))
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["tricks"] == [18, 0, 0] and c["game_points"] == gp
    # the other value of the option writes the other figure: the same sheet is wrong
    v = validate(sweep(sheet, solo_doubles_all_tricks=not doubles))
    assert codes(v) == ["wrong_score"]
