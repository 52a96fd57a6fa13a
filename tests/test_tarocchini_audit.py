"""Tarocchini audit: hand-worked cases written from the source ("Тароккини",
shared/seeds/004_c8bdb85b1ac896b0.txt) and the transcript format only, for what
test_tarocchini_independent does not cover: every card value, counting in pairs, every combination
kind and the minimum each sequence needs, contatori, doubling, and one new deal of each variant
(the Matto's exchange, the discard, the last trick, 800; a solo with the widow to the last trick,
rounding, doubling, both settlements). Every number is worked by hand in the comments, citing the
paragraph of the source it comes from."""

from __future__ import annotations

from typing import Any

import pytest

from validator.engine.games.tarocchini import tables as T
from validator.engine.validate import validate


def card(code: str) -> Any:
    return T.DECK.card(code)


def anns(v: dict[str, Any]) -> list[tuple[int | None, str, int | None, str]]:
    return [(a["event"], a["code"], a["seat"], a["rule"]) for d in v["deals"] for a in d["annotations"]]


# -- "Описание колоды": the card table --------------------------------------------------------


@pytest.mark.parametrize(
    "code,points",
    [
        ("T20", 5),  # "(20) Энджел 5"
        ("T19", 5),  # "(19) Мир 5"
        ("T18", 1),  # "(18) Солнце 1"
        ("T17", 1),  # "(17) Луна 1"
        ("T16", 1),  # "5-16 Пронумерованные козыри 1"
        ("T5", 1),
        ("T1", 1),  # "(1=4) Мавры 1"
        ("T4", 1),
        ("T0", 5),  # "(0) Маг 5"
        ("KS", 5),  # "Короли 5"
        ("QC", 4),  # "Квинс 4"
        ("NB", 3),  # "Кавалеры 3"
        ("JD", 2),  # "Джекс 2"
        ("1S", 1),  # "Пип-карты 1"
        ("10D", 1),
        ("MATTO", 5),  # "Дурак (Матто) 5"
    ],
)
def test_card_values_of_the_table(code: str, points: int) -> None:
    """tarocchini/deck.points: the card table of "Описание колоды"."""
    assert T.card_points(card(code)) == points


def test_counting_in_pairs() -> None:
    """tarocchini/score.card-points: "подсчитываются парами, причем из общей суммы для каждой пары вычитается 1"."""
    # "подсчитываются парами, причем из общей суммы для каждой пары вычитается 1"
    pile = [card(c) for c in ("KS", "QS")]  # 5 + 4, one pair: 8
    assert T.pile_points(pile) == 8
    pile = [card(c) for c in ("T20", "T19", "7C", "8C")]  # 12, two pairs: 10
    assert T.pile_points(pile) == 10
    pile = [card(c) for c in ("6S", "7S", "8S", "9S", "10S", "1S")]  # six 1-point cards, 3 pairs: 3
    assert T.pile_points(pile) == 3


# -- "Общие правила": combinations ------------------------------------------------------------


def L(kind: str, *cs: str, suit: str | None = None) -> int:
    return T.sequence_length(kind, set(cs), suit)


def test_trump_sequence_minimum_two_of_the_three_grande() -> None:
    """tarocchini/combo.sequences, tarocchini/deck.grande: the minimum of a trump sequence."""
    # "Энджел и как минимум двое из трех следующих гранд (один из которых не должен быть джокером)":
    # the Angel and any two of Mondo, Sun, Moon; one of the two may be a contatore, not both
    assert L("trumps", "T20", "T19", "T18") == 3
    assert L("trumps", "T20", "T19", "T17") == 3  # Angel, Mondo, Moon (the Sun missing)
    assert L("trumps", "T20", "T18", "T17") == 3  # Angel, Sun, Moon
    assert L("trumps", "T20", "T18", "T0") == 3  # Angel, Sun and the Bagatto for a grande
    assert L("trumps", "T20", "T17", "MATTO") == 3
    assert L("trumps", "T20", "T0", "MATTO") == 0  # both of the two are contatori
    assert L("trumps", "T20", "T19") == 0
    assert L("trumps", "T20", "T16", "T15", "T14") == 0  # no grande after the Angel
    # "Contatori не могут быть использованы для замены Angel": no Angel, no sequence
    assert L("trumps", "T19", "T18", "T17", "T16", "T0") == 0


def test_trump_sequence_additional_cards() -> None:
    """tarocchini/combo.sequences, tarocchini/combo.contatori: numbered trumps after the grande, contatori in a row."""
    # "Последовательные пронумерованные козыри": the 16, 15, ... after the four grande, 5 points each
    assert L("trumps", "T20", "T19", "T18", "T17", "T16", "T15") == 6
    assert L("trumps", "T20", "T19", "T18", "T17", "T16", "T14") == 5  # the 15 missing: stops
    # a contatore fills the 15: Angel .. 16, (15), 14 = 7
    assert L("trumps", "T20", "T19", "T18", "T17", "T16", "T14", "T0") == 7
    # "последовательность заканчивается, если contatori используются последовательно": 15 and 14
    # both replaced: the sequence ends after the first of them, Angel .. 16 + (15) = 6
    assert L("trumps", "T20", "T19", "T18", "T17", "T16", "T13", "T0", "MATTO") == 6
    # "за одним исключением: если две замененные карты являются козырем 16 и grande": the Moon and the
    # 16 both replaced, then the 15: Angel, Mondo, Sun, (Moon), (16), 15, 14 = 7
    assert L("trumps", "T20", "T19", "T18", "T15", "T14", "T0", "MATTO") == 7


def test_trump_sequence_with_a_missing_grande_stops_there() -> None:
    # Ruling (docs/rules/tarocchini.md, combo.sequences): a grande neither held nor replaced is a gap
    # the minimum allows, but the numbered trumps ("Последовательные") count only after all four grande
    assert L("trumps", "T20", "T19", "T17", "T16", "T15") == 3
    assert L("trumps", "T20", "T19", "T17", "T16", "T15", "MATTO") == 6  # the Matto for the Sun


def test_suit_sequences() -> None:
    """tarocchini/combo.sequences: "Король и как минимум две фигурные карты одной масти"."""
    # "Король и как минимум две фигурные карты одной масти (одна из которых не должна быть джокером)",
    # additional card "Туз одной масти"
    assert L("suit", "KC", "QC", "NC", suit="C") == 3
    assert L("suit", "KC", "QC", "JC", suit="C") == 3  # King and two court cards
    assert L("suit", "KC", "NC", "JC", suit="C") == 3
    # Ruling (combo.sequences): after a court card neither held nor replaced the Ace does not count
    assert L("suit", "KC", "QC", "NC", "1C", suit="C") == 3
    assert L("suit", "KC", "NC", "JC", "1C", suit="C") == 3
    assert L("suit", "KC", "QC", "1C", suit="C") == 0  # "l'Asso non può servire per terza Figura"
    assert L("suit", "KC", "QC", "1C", "MATTO", suit="C") == 3  # the Matto for a court card, a gap
    assert L("suit", "KC", "QC", "T0", suit="C") == 3
    assert L("suit", "KC", "T0", "MATTO", suit="C") == 0  # both "court cards" contatori
    assert L("suit", "KC", "QC", "NC", "JC", "1C", suit="C") == 5  # 20
    assert L("suit", "KS", "QS", "NS", "JS", "MATTO", suit="S") == 5  # the Matto for the Ace
    assert L("suit", "KS", "QS", "NS", "JS", suit="B") == 0  # another suit
    # "Contatori не могут быть использованы для замены ... King"
    assert L("suit", "QD", "ND", "JD", "1D", "T0", suit="D") == 0


def test_moretti_and_aces() -> None:
    """tarocchini/combo.sequences: "Два мавра плюс третий мавр ... Два туза плюс третий туз"."""
    # "Два мавра плюс третий мавр, который может быть джокером ... До шести мавров с джокерами"
    assert L("moretti", "T1", "T2") == 0
    assert L("moretti", "T1", "T2", "T3") == 3
    assert L("moretti", "T4", "T2", "MATTO") == 3
    assert L("moretti", "T4", "T0", "MATTO") == 0  # one real Moretto
    assert L("moretti", "T1", "T2", "T3", "T4", "T0", "MATTO") == 6  # 10 + 3 x 5 = 25
    # "Два туза плюс третий туз, который может быть джокером ... До шести тузов с джокерами"
    assert L("aces", "1S", "1B", "1C", "1D") == 4
    assert L("aces", "1S", "1D", "T0") == 3
    assert L("aces", "1S", "T0", "MATTO") == 0


def test_cricche_use_no_contatori() -> None:
    """tarocchini/combo.cricche, tarocchini/deck.grande (the tarocchi)."""
    # "что отличает последовательности от cricche, так это использование contatori"
    found = T.combinations([card(c) for c in ("KS", "KB", "MATTO", "QS", "QB", "QC", "QD")])
    assert {"kind": "cricca", "of": "queens", "count": 4} in found  # 28
    assert not any(i["kind"] == "cricca" and i["of"] == "kings" for i in found)
    # the tarocchi are the Angel, Mondo, Bagatto and Matto ("Ангел, Мир, Маг и Дурак вместе известны
    # как tarocchi"): three 18, four 36
    three = T.combinations([card(c) for c in ("T20", "T0", "MATTO")])
    assert three == [{"kind": "cricca", "of": "tarocchi", "count": 3}]
    assert T.combination_points(three) == 18
    assert T.cricca_points("tarocchi", 4) == 36


def test_doubling() -> None:
    """tarocchini/combo.double: "три или более крика или три или более последовательностей ... удваивает очки"."""
    # "когда три или более крика или три или более последовательностей сделаны одновременно. Это
    # удваивает очки"
    seq = [
        {"kind": "sequence", "of": "moretti", "length": 3},  # 10
        {"kind": "sequence", "of": "aces", "length": 4},  # 15
        {"kind": "sequence", "of": "suit", "suit": "S", "length": 5},  # 20
    ]
    assert T.combination_points(seq) == 2 * 45
    assert T.combination_points(seq[:2]) == 25
    cr = [{"kind": "cricca", "of": k, "count": 3} for k in ("kings", "knights", "jacks")]  # 17 13 12
    assert T.combination_points(cr) == 84
    assert T.combination_points(cr + seq[:2]) == 84 + 25
    assert T.combination_points(cr, double_three=False) == 42


# -- Ottocento: one deal worked by hand --------------------------------------------------------
#
# Dealer Dora (seat 3), so Alba (0) leads; Alba and Carlo (seats 0, 2) are team0, Bice and Dora (1, 3)
# team1. "Дилер раздает по 15 карт ... Дилер забирает последние две карты": Dora holds 17 and lays away
# 10C 10D (1-point cards: "не могут быть картами «5 очков»").
#
# Declarations ("Декларации"):
#   Alba  T20 T19 T17 ...: Angel, Mondo, Moon = Angel and two of the three following grande: 3 cards, 10.
#   Bice  KB QB + the Matto: King and two court cards, one a contatore: 10.
#   Carlo nothing (T4 T3 and 1S 1D are two Moretti and two aces without a contatore).
#   Dora  T2 T1 + the Bagatto: three Moretti, 10; KC QC + the Bagatto: 10 (a contatore serves both:
#         "можно использовать как дикие карты в нескольких местах"); two sequences, no doubling: 20.
#   team0 10, team1 30.
#
# Play: Alba leads T20 T19 T17 T16 T15 T14 T13 (tricks 1-7, all hers; Bice plays the Matto to trick 1),
# then KS QS KD QD (tricks 8-11). She leads NB: Bice's KB wins; Bice leads QB (Alba's JB lower) and 1C,
# which Dora takes with KC; Dora leads QC and wins the last trick.
# Tricks: Alba 11, Bice 2, Dora 2. Dora took tricks, so her discard counts for team1.
# team1's cards: KB QB NB JB 10B 9B 8B 7B, KC QC NC JC 1C 6C 7C 8C, 10C 10D and the Matto (back from
#   trick 1: "возвращается в стопку выигранных взяток своего игрока"; team1 won tricks) = 19 cards,
#   18 + 18 + 2 + 5 = 43 points.
# team0's cards: every trump T0-T20, every sword, the diamonds but 10D, 6B 1B 9C = 43 cards, 118 - 43 = 75.
#
# Combinations after play ("захваченные карты проверяются на наличие очков объединения"):
#   team1: batons K Q N J + the Matto for the Ace: 5 cards, 20; cups K Q N J 1: 20; two sequences: 40.
#          No cricca (two of each kind); aces 1C alone.
#   team0: tarocchi T20 T19 T0: 18 (the only cricca: two kings, queens, knights, jacks).
#          Trumps Angel ... 5, 16 cards: 10 + 13 x 5 = 75; Moretti T1-T4 + T0: 5, 20; aces 1S 1D 1B + T0:
#          4, 15; swords K Q N J 1: 20; coins K Q N J 1: 20. Five sequences: 150, doubled 300. 318.
# The Matto's exchange ("дает карту с низким номиналом победителю взятки (только если это противник)"):
#   team1 gives a 1-point card to team0: team1 18 cards, 42 points, 9 pairs: 33; team0 44 cards, 76
#   points, 22 pairs: 54 (33 + 54 = 87 = 93 - 6).
# Last trick: Dora, team1 6 ("Последняя взятка имеет бонус в 6 очков").
# team0: 10 + 318 + 54 + 0 = 382; team1: 30 + 40 + 33 + 6 = 109.
# With the sheet at 420 : 100 before the deal: 802 : 209, team0 reaches 800 and wins.

ALBA = ["T20", "T19", "T17", "T16", "T15", "T14", "T13", "KS", "QS", "NB", "JB", "NC", "JC", "KD", "QD"]
BICE = ["MATTO", "T18", "T12", "T11", "T10", "T9", "T8", "NS", "JS", "KB", "QB", "1C", "6C", "ND", "JD"]
CARLO = ["T7", "T6", "T5", "T4", "T3", "1S", "6S", "10S", "9S", "10B", "9B", "7C", "8C", "1D", "6D"]
DORA = [
    *("T2", "T1", "T0", "6B", "1B", "9C", "9D", "10C", "10D"),
    *("8S", "7S", "8B", "7B", "KC", "QC", "7D", "8D"),
]
OTTO_TRICKS = [
    [(0, "T20"), (1, "MATTO"), (2, "T7"), (3, "T2")],
    [(0, "T19"), (1, "T18"), (2, "T6"), (3, "T1")],
    [(0, "T17"), (1, "T12"), (2, "T5"), (3, "T0")],
    [(0, "T16"), (1, "T11"), (2, "T4"), (3, "6B")],  # Dora out of trumps: any card
    [(0, "T15"), (1, "T10"), (2, "T3"), (3, "1B")],
    [(0, "T14"), (1, "T9"), (2, "1S"), (3, "9C")],
    [(0, "T13"), (1, "T8"), (2, "6S"), (3, "9D")],
    [(0, "KS"), (1, "NS"), (2, "10S"), (3, "8S")],
    [(0, "QS"), (1, "JS"), (2, "9S"), (3, "7S")],
    [(0, "KD"), (1, "ND"), (2, "1D"), (3, "7D")],
    [(0, "QD"), (1, "JD"), (2, "6D"), (3, "8D")],
    [(0, "NB"), (1, "KB"), (2, "10B"), (3, "8B")],
    [(1, "QB"), (2, "9B"), (3, "7B"), (0, "JB")],
    [(1, "1C"), (2, "7C"), (3, "KC"), (0, "NC")],
    [(3, "QC"), (0, "JC"), (1, "6C"), (2, "8C")],
]
OTTO_DECLS = [
    {"type": "declare", "seat": 0, "items": [{"kind": "sequence", "of": "trumps", "length": 3}]},
    {"type": "declare", "seat": 1, "items": [{"kind": "sequence", "of": "suit", "suit": "B", "length": 3}]},
    {"type": "declare", "seat": 2, "items": []},
    {
        "type": "declare",
        "seat": 3,
        "items": [
            {"kind": "sequence", "of": "moretti", "length": 3},
            {"kind": "sequence", "of": "suit", "suit": "C", "length": 3},
        ],
    },
]


def ottocento(sheet: list[dict[str, Any]], start: list[int] | None = None) -> dict[str, Any]:
    events = [
        {"type": "discard", "seat": 3, "cards": ["10C", "10D"]},
        *OTTO_DECLS,
        *({"type": "play", "seat": s, "card": c} for t in OTTO_TRICKS for s, c in t),
        *sheet,
    ]
    doc: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "players": ["Alba", "Bice", "Carlo", "Dora"],
        "deals": [{"dealer": 3, "hands": [ALBA, BICE, CARLO, DORA], "events": events}],
    }
    if start is not None:
        doc["start"] = {"totals": start}
    return doc


OTTO_SHEET = [
    {"type": "score", "party": "team0", "points": 10, "reason": "declarations"},
    {"type": "score", "party": "team0", "points": 318, "reason": "combinations"},
    {"type": "score", "party": "team0", "points": 54, "reason": "card_points"},
    {"type": "score", "party": "team1", "points": 30, "reason": "declarations"},
    {"type": "score", "party": "team1", "points": 40, "reason": "combinations"},
    {"type": "score", "party": "team1", "points": 33, "reason": "card_points"},
    {"type": "score", "party": "team1", "points": 6, "reason": "last_trick"},
    {"type": "total", "party": "team0", "points": 802},
    {"type": "total", "party": "team1", "points": 209},
]


def test_ottocento_deal_by_hand() -> None:
    """tarocchini/score.after-play, tarocchini/score.deal, tarocchini/play.matto, tarocchini/ottocento.discard-credit: one Ottocento deal worked by hand."""
    v = validate(ottocento(OTTO_SHEET, [420, 100]))
    assert v["status"] == "clean", anns(v)
    c = v["deals"][0]["computed"]
    assert c["tricks"] == [11, 2, 0, 2]
    assert c["trick_winners"] == [0] * 11 + [1, 1, 3, 3]
    assert c["points"]["team0"] == {
        "declarations": 10,
        "combinations": 318,
        "card_points": 54,
        "last_trick": 0,
        "total": 382,
    }
    assert c["points"]["team1"] == {
        "declarations": 30,
        "combinations": 40,
        "card_points": 33,
        "last_trick": 6,
        "total": 109,
    }
    assert c["game_won_by"] == "team0"  # "побеждает первая команда, набравшая 800 очков"


def test_ottocento_deal_wrong_parts() -> None:
    # the sheet counts the cards without pairs (team0 76) and gives the Angel-Mondo-Moon nothing
    sheet = [
        {"type": "score", "party": "team0", "points": 0, "reason": "declarations"},
        {"type": "score", "party": "team0", "points": 76, "reason": "card_points"},
        {"type": "score", "party": "team1", "points": 109},
    ]
    v = validate(ottocento(sheet))
    first = 1 + 4 + 60
    assert anns(v) == [
        (first, "wrong_score", None, "tarocchini/ottocento.score"),
        (first + 1, "wrong_score", None, "tarocchini/ottocento.score"),
    ]


def test_ottocento_sheet_of_some_reasons_leaves_the_net_unrecorded() -> None:
    """tarocchini/ottocento.score: a sheet that writes only the declarations checks them, and the
    deal's net counts as unrecorded (not as a shortfall of the reasons left out)."""
    partial = [e for e in OTTO_SHEET if e.get("reason") == "declarations"]
    v = validate(ottocento(partial))
    assert v["status"] == "clean", anns(v)
    assert v["deals"][0]["settlement"]["recorded"] is None
    assert v["deals"][0]["settlement"]["difference"] == {}
    # the full sheet is the recorded net, a wrong declaration is still found in a partial one
    full = validate(ottocento(OTTO_SHEET))["deals"][0]["settlement"]
    assert full["recorded"] == full["expected"] == {"team0": 382, "team1": 109}
    wrong = [{**partial[0], "points": 20}, partial[1]]
    assert [a[1] for a in anns(validate(ottocento(wrong)))] == ["wrong_score"]
    # the running total adds the whole deal: the reasons left out count as the rules give them
    totals = [e for e in OTTO_SHEET if e["type"] == "total"]
    assert validate(ottocento(partial + totals, [420, 100]))["status"] == "clean"
    short = [{**totals[0], "points": 430}, totals[1]]  # 420 + the declarations alone
    assert [a[1] for a in anns(validate(ottocento(partial + short, [420, 100])))] == ["wrong_total"]


def test_ottocento_below_800_no_game() -> None:
    v = validate(ottocento([], [400, 690]))  # 782 : 799
    assert v["status"] == "clean"
    assert "game_won_by" not in v["deals"][0]["computed"]
    assert v["deals"][0]["computed"]["totals"] == {"team0": 782, "team1": 799}


# -- Terziglio: a solo worked by hand ----------------------------------------------------------
#
# Dealer Gina (2), so Elio (0) is eldest: he bids solo ("solo, что является самой высокой ставкой"),
# Fede and Gina pass. 18 cards each, 8 to the widow, which stays hidden in a solo and goes to the winner
# of the last trick ("остается скрытой и присуждается победителю последней взятки").
# Elio: T20 ... T5 (16 trumps), 6S 7D. Fede: T4 T3 T2 T1 T0, the Matto, KS KD, KB QB NB JB 10B 9B 8B
# 7B 6B 9S. Gina: 10D 10S 8S 7S, KC QC NC JC 6C 7C 10C, QD ND JD 1D 6D 8D 9D.
# Widow: QS NS JS 1S 1C 1B 9C 8C.
#
# Declarations: Elio trumps Angel ... 5: 16 cards, 10 + 13 x 5 = 75.
#   Fede: Moretti T1-T4 + T0 + Matto: 6, 25; batons K Q N J + a contatore for the Ace: 5, 20; kings
#   KS KD KB: 17. Two sequences (no doubling) and one cricca: 62. Gina: cups K Q N J: 4, 15.
#   Opponents 77.
# Play: Elio leads T20 ... T5 and wins 16 tricks (Fede plays the Matto to the first, his five low trumps
# to the next five, then batons and 9S; Gina, without trumps, discards suit cards). Elio leads 7D:
# Fede's KD wins (Gina 10D); Fede leads KS, Gina 10S, Elio 6S: Fede wins the last trick.
# Opponents' cards: 7D KD 10D, KS 10S 6S, the widow (last trick), the Matto (back: they won tricks):
#   15 cards: KS QS NS JS 1S 10S 6S 17, KD 7D 10D 7, 1C 1B 9C 8C 4, the Matto 5: 33 points.
#   Combinations: swords K Q N J 1: 20; aces 1S 1C 1B + the Matto: 4, 15; 35 (two sequences).
# Elio's cards: every trump T0-T20, 9S 8S 7S, KB QB NB JB 10B 9B 8B 7B 6B, KC QC NC JC 6C 7C 10C,
#   QD ND JD 1D 6D 8D 9D: 47 cards, 118 - 33 = 85 points.
#   Combinations: trumps 16: 75; Moretti T1-T4 + T0: 20; batons K Q N J + T0: 20; cups K Q N J + T0:
#   20; four sequences 135, doubled 270. Tarocchi T20 T19 T0: 18; queens QB QC QD 14; knights 13;
#   jacks 12; four cricche 57, doubled 114. 384.
# The Matto's exchange: the opponents give Elio a 1-point card: opponents 14 cards, 32, 7 pairs: 25;
#   Elio 48 cards, 86, 24 pairs: 62 (25 + 62 = 87).
# Last trick: opponents 6.
# Elio 75 + 384 + 62 = 521; opponents 77 + 35 + 25 + 6 = 143. Elio has more: he wins.
# "округляются вниз до ближайшего кратного 50": 521 -> 500, / 50 = 10; "Если это была сольная игра,
# игровые очки удваиваются": 20.

ELIO = [*(f"T{n}" for n in range(20, 4, -1)), "6S", "7D"]
FEDE_SUITS = ["KB", "QB", "NB", "JB", "10B", "9B", "8B", "7B", "6B", "9S"]
FEDE = ["T4", "T3", "T2", "T1", "T0", "MATTO", "KS", "KD", *FEDE_SUITS]
GINA_LOW = ["8S", "7S", "KC", "QC", "NC", "JC", "6C", "7C", "10C", "QD", "ND", "JD", "1D", "6D", "8D", "9D"]
GINA = ["10D", "10S", *GINA_LOW]
SOLO_WIDOW = ["QS", "NS", "JS", "1S", "1C", "1B", "9C", "8C"]


def solo(elio_items: list[dict[str, Any]], sheet: list[dict[str, Any]], **rules: Any) -> dict[str, Any]:
    fede = ["MATTO", "T4", "T3", "T2", "T1", "T0", *FEDE_SUITS]
    tricks = [[(0, ELIO[t]), (1, fede[t]), (2, GINA_LOW[t])] for t in range(16)]
    tricks += [[(0, "7D"), (1, "KD"), (2, "10D")], [(1, "KS"), (2, "10S"), (0, "6S")]]
    events = [
        {"type": "bid", "seat": 0, "bid": "solo"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "declare", "seat": 0, "items": elio_items},
        {
            "type": "declare",
            "seat": 1,
            "items": [
                {"kind": "sequence", "of": "moretti", "length": 6},
                {"kind": "sequence", "of": "suit", "suit": "B", "length": 5},
                {"kind": "cricca", "of": "kings", "count": 3},
            ],
        },
        {
            "type": "declare",
            "seat": 2,
            "items": [{"kind": "sequence", "of": "suit", "suit": "C", "length": 4}],
        },
        *({"type": "play", "seat": s, "card": c} for t in tricks for s, c in t),
        *sheet,
    ]
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules,
        "players": ["Elio", "Fede", "Gina"],
        "deals": [{"dealer": 2, "hands": [ELIO, FEDE, GINA], "talon": SOLO_WIDOW, "events": events}],
    }


TRUMPS_16 = [{"kind": "sequence", "of": "trumps", "length": 16}]


def test_terziglio_solo_by_hand() -> None:
    """tarocchini/terziglio.solo, tarocchini/terziglio.game-points: "Если это была сольная игра, игровые очки удваиваются"."""
    sheet = [
        {"type": "score", "party": 0, "points": 20, "reason": "game_points"},
        {"type": "score", "party": 1, "points": 0},
        {"type": "score", "party": 2, "points": 0},
        {"type": "total", "party": 0, "points": 20},
    ]
    v = validate(solo(TRUMPS_16, sheet))
    assert v["status"] == "clean", anns(v)
    c = v["deals"][0]["computed"]
    assert c["tricks"] == [16, 2, 0]
    assert c["widow"]["widow_to"] == "opponents"
    assert c["points"]["declarer"] == {
        "declarations": 75,
        "combinations": 384,
        "card_points": 62,
        "last_trick": 0,
        "total": 521,
    }
    assert c["points"]["opponents"] == {
        "declarations": 77,
        "combinations": 35,
        "card_points": 25,
        "last_trick": 6,
        "total": 143,
    }
    assert (c["winner"], c["game_points"]) == ("declarer", 20)


def test_terziglio_solo_rounded_up() -> None:
    """tarocchini/terziglio.game-points: rounded up when less than 5 short of a multiple of 50."""
    # Elio declares nothing (he need not: "Игрок не обязан ничего объявлять"): 521 - 75 = 446, which is
    # 4 short of 450 ("отстает от кратного 50 менее чем на 5 очков ... округлена вверх"): 9, solo 18
    v = validate(solo([], [{"type": "score", "party": 0, "points": 18}]))
    assert v["status"] == "clean", anns(v)
    # a smaller run than held may be declared ("меньший набор или пробег"): trumps of 4, 15 points:
    # 461 -> 450 -> 9, solo 18
    four = [{"kind": "sequence", "of": "trumps", "length": 4}]
    v = validate(solo(four, [{"type": "score", "party": 0, "points": 18}]))
    assert v["status"] == "clean", anns(v)


def test_terziglio_solo_zero_sum() -> None:
    # settlement zero_sum: Elio +2 x 20, each opponent -20; a sheet writing the undoubled gioco figure
    sheet = [
        {"type": "score", "party": 0, "points": 40},
        {"type": "score", "party": 1, "points": -20},
        {"type": "score", "party": 2, "points": -10},
    ]
    v = validate(solo(TRUMPS_16, sheet, settlement="zero_sum"))
    assert anns(v) == [(6 + 54 + 2, "wrong_score", 2, "tarocchini/terziglio.score")]


def test_matto_exchange_card_leaves_the_givers_combinations() -> None:
    """tarocchini/play.matto (tarocchini15/15): team0's only low card, 1S, given for the Matto, no
    longer completes its spade run: K Q N + the Matto for J is 15, not 20 with the Ace; at the count
    the ace is team1's, for its combinations too (all four aces and the Bagatto: a run of five,
    522 as the recorder wrote; a rulings review)."""
    import json
    from pathlib import Path

    path = Path(__file__).parent / "data/audit/tarocchini15/15-postrun-matto-exchange-card-is-an-ace.json"
    v = validate(json.loads(path.read_text()))
    points = v["deals"][0]["computed"]["points"]
    assert points["team0"]["combinations"] == 15
    assert points["team1"]["combinations"] == 522
    assert v["status"] == "clean"
