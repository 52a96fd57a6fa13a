"""Tarocchini transcripts written by hand from the source's text (not by the simulator), with every
score worked out by hand in the comments: the deck's 93 points, the cricche and sequence tables,
contatori, doubling, the Matto, the widow, the last trick, 800 and the Terziglio game points."""

from __future__ import annotations

from typing import Any

from validator.engine.games.tarocchini import tables as T
from validator.engine.validate import validate

SUIT_CARDS = {
    "S": ["KS", "QS", "NS", "JS", "10S", "9S", "8S", "7S", "6S", "1S"],
    "B": ["KB", "QB", "NB", "JB", "10B", "9B", "8B", "7B", "6B", "1B"],
    "C": ["KC", "QC", "NC", "JC", "1C", "6C", "7C", "8C", "9C", "10C"],
    "D": ["KD", "QD", "ND", "JD", "1D", "6D", "7D", "8D", "9D", "10D"],
}


def annotations(v: dict[str, Any]) -> list[tuple[int | None, str, str]]:
    return [(a["event"], a["code"], a["rule"]) for d in v["deals"] for a in d["annotations"]]


def plays(tricks: list[list[tuple[int, str]]]) -> list[dict[str, Any]]:
    return [{"type": "play", "seat": s, "card": c} for trick in tricks for s, c in trick]


# -- the deck: "в общей сложности дает 93 очка" ------------------------------------------------


def test_the_deck_counts_93_with_the_last_trick() -> None:
    """tarocchini/deck.points, tarocchini/score.card-points, tarocchini/score.last-trick: "в общей сложности дает 93 очка"."""
    # 118 card points in 62 cards; 31 pairs lose 1 each: 87; the last trick 6: 93
    cards = T.DECK.full()
    assert sum(T.card_points(c) for c in cards) == 118
    assert T.pile_points(cards) + T.LAST_TRICK == 93


def test_the_tables_of_the_source() -> None:
    """tarocchini/combo.cricche, tarocchini/combo.sequences: the tables of "Общие правила"."""
    # "Тарокки 18 36, Короли 17 34, Квинс 14 28, Кавалеры 13 26, Джекс 12 24"
    assert [(T.cricca_points(k, 3), T.cricca_points(k, 4)) for k in T.CRICCHE] == [
        (18, 36),
        (17, 34),
        (14, 28),
        (13, 26),
        (12, 24),
    ]
    # "не менее трех карт для 10 очков, а каждая дополнительная карта стоит 5 очков"
    assert [T.sequence_points(n) for n in (3, 4, 5, 6)] == [10, 15, 20, 25]


def codes(*cs: str) -> set[str]:
    return set(cs)


def test_sequences_and_contatori() -> None:
    """tarocchini/combo.contatori, tarocchini/combo.sequences."""
    L = T.sequence_length
    # the Angel and two of the next grande, one of them may be a contatore
    assert L("trumps", codes("T20", "T19", "T18")) == 3
    assert L("trumps", codes("T20", "T19", "MATTO")) == 3
    assert L("trumps", codes("T20", "T0", "MATTO")) == 0  # both wild: not allowed
    assert L("trumps", codes("T19", "T18", "T17", "MATTO")) == 0  # never without the Angel
    # two contatori in a row end a trump sequence ... except for the Moon and the 16
    assert L("trumps", codes("T20", "T19", "T18", "T15", "T0", "MATTO")) == 6  # 17 and 16 wild
    assert L("trumps", codes("T20", "T19", "T17", "T16", "T14", "T0", "MATTO")) == 7  # 18, 15 wild apart
    assert L("trumps", codes("T20", "T19", "T18", "T15", "T14", "T0", "MATTO")) == 7  # 17+16 wild
    assert L("trumps", codes("T20", "T19", "T18", "T17", "T14", "T0", "MATTO")) == 5  # 16 wild, 15 stops
    # suits: King and at least two courts (one real), then the ace
    assert L("suit", codes("KC", "QC", "NC", "JC", "1C"), "C") == 5
    assert L("suit", codes("KC", "QC", "MATTO"), "C") == 3
    assert L("suit", codes("KC", "T0", "MATTO"), "C") == 0
    assert L("suit", codes("QC", "NC", "JC", "T0"), "C") == 0  # no King: nothing
    # Moretti and aces: two real plus contatori, up to six
    assert L("moretti", codes("T1", "T3", "T0")) == 3
    assert L("moretti", codes("T1", "T0", "MATTO")) == 0
    assert L("moretti", codes("T1", "T2", "T3", "T4", "T0", "MATTO")) == 6
    assert L("aces", codes("1S", "1C", "1D", "MATTO")) == 4


def test_the_digest_worked_example() -> None:
    hand = [
        T.DECK.card(c)
        for c in ("T20", "T19", "T18", "T17", "T16", "T14", "KC", "QC", "NC", "JC", "1C", "MATTO")
    ]
    found = T.combinations(hand)
    assert {"kind": "sequence", "of": "trumps", "length": 7} in found
    assert {"kind": "sequence", "of": "suit", "suit": "C", "length": 5} in found
    assert {"kind": "cricca", "of": "tarocchi", "count": 3} in found  # Angel, Mondo, Matto
    assert T.combination_points(found) == 30 + 20 + 18


def test_three_cricche_or_three_sequences_double() -> None:
    """tarocchini/combo.double: each class doubled on its own."""
    three = [{"kind": "cricca", "of": k, "count": 3} for k in ("kings", "queens", "jacks")]
    assert T.combination_points(three) == 2 * (17 + 14 + 12)
    two = three[:2] + [{"kind": "sequence", "of": "aces", "length": 3}]
    assert T.combination_points(two) == 17 + 14 + 10
    seqs = [{"kind": "sequence", "of": k, "length": 3} for k in ("trumps", "moretti", "aces")]
    assert T.combination_points(seqs + two[:2]) == 2 * 30 + 17 + 14


# -- Ottocento: one side takes every trick and every card ---------------------------------------
#
# Dealer Dario (seat 3); Anna (0) leads. Anna holds T20 … T6 and leads them from the top: she wins
# all fifteen tricks. Bruno plays the Matto to the first trick; his side takes no trick, so the Matto
# stays with Anna's side. Dario takes no trick, so his discard (10C 10D) goes to Anna's side too.
# Declarations: Anna trumps Angel … 6 (15 cards: 10 + 12 × 5 = 70); Bruno Moretti T4 T3 + Matto (10);
# Carla Moretti T2 T1 + Bagatto (10). Team0: 70 + 10 = 80; team1: 10.
# After play team0 holds all 62 cards: cricche tarocchi 36, kings 34, queens 28, knights 26, jacks 24 =
# 148, five of them: doubled 296; sequences trumps 16 cards 75, Moretti 4 + 2 contatori = 6: 25, aces
# 6: 25, four suits K Q N J 1: 4 × 20 = 80; 205, seven: doubled 410. Combinations 706. Card points 87,
# last trick 6. Team0: 80 + 706 + 87 + 6 = 879; team1: 10 — team0 passes 800 and wins the game.

ANNA = [f"T{n}" for n in range(20, 5, -1)]
BRUNO = ["T5", "T4", "T3", "MATTO", *SUIT_CARDS["S"], "KB"]
CARLA = ["T2", "T1", "T0", *SUIT_CARDS["B"][1:], "KC", "QC", "NC"]
DARIO = [*SUIT_CARDS["C"][3:], *SUIT_CARDS["D"]]
DARIO_DISCARD = ["10C", "10D"]


def sweep_tricks() -> list[list[tuple[int, str]]]:
    bruno = ["MATTO", "T5", "T4", "T3", *SUIT_CARDS["S"], "KB"]
    carla = ["T2", "T1", "T0", *SUIT_CARDS["B"][1:], "KC", "QC", "NC"]
    dario = [c for c in DARIO if c not in DARIO_DISCARD]
    return [[(0, ANNA[t]), (1, bruno[t]), (2, carla[t]), (3, dario[t])] for t in range(15)]


def sweep(scores: list[dict[str, Any]], **rules: Any) -> dict[str, Any]:
    events = [
        {"type": "discard", "seat": 3, "cards": DARIO_DISCARD},
        {"type": "declare", "seat": 0, "items": [{"kind": "sequence", "of": "trumps", "length": 15}]},
        {"type": "declare", "seat": 1, "items": [{"kind": "sequence", "of": "moretti", "length": 3}]},
        {"type": "declare", "seat": 2, "items": [{"kind": "sequence", "of": "moretti", "length": 3}]},
        {"type": "declare", "seat": 3, "items": []},
        *plays(sweep_tricks()),
        *scores,
    ]
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-ottocento",
        "rules": rules,
        "players": ["Anna", "Bruno", "Carla", "Dario"],
        "deals": [{"dealer": 3, "hands": [ANNA, BRUNO, CARLA, DARIO], "events": events}],
    }


def test_ottocento_sweep_scores_by_hand() -> None:
    """tarocchini/score.deal, tarocchini/score.after-play: declarations + combinations after play + card points + last trick."""
    scores = [
        {"type": "score", "party": "team0", "points": 80, "reason": "declarations"},
        {"type": "score", "party": "team0", "points": 706, "reason": "combinations"},
        {"type": "score", "party": "team0", "points": 87, "reason": "card_points"},
        {"type": "score", "party": "team0", "points": 6, "reason": "last_trick"},
        {"type": "score", "party": "team1", "points": 10},
        {"type": "total", "party": "team0", "points": 879},
        {"type": "total", "party": "team1", "points": 10},
    ]
    v = validate(sweep(scores))
    assert v["status"] == "clean", annotations(v)
    c = v["deals"][0]["computed"]
    assert c["tricks"] == [15, 0, 0, 0]
    assert c["points"]["team0"] == {
        "declarations": 80,
        "combinations": 706,
        "card_points": 87,
        "last_trick": 6,
        "total": 879,
    }
    assert c["points"]["team1"]["total"] == 10
    assert c["game_won_by"] == "team0"
    assert v["session"]["games_won"] == [{"deal": 0, "team": "team0"}]


def test_ottocento_sweep_wrong_sheet() -> None:
    scores = [
        {"type": "score", "party": "team0", "points": 870},  # 879 by the rules
        {"type": "score", "party": "team1", "points": 10},
        {"type": "total", "party": "team0", "points": 875},  # the sheet's own: 870; the rules': 879
    ]
    v = validate(sweep(scores))
    n = 5 + 60
    assert annotations(v) == [
        (n, "wrong_score", "tarocchini/ottocento.score"),
        (n + 2, "wrong_total", "tarocchini/ottocento.total"),
    ]
    for right in (870, 879):  # the sheet's arithmetic, or the total by the rules
        scores[2]["points"] = right
        assert annotations(validate(sweep(scores))) == [(n, "wrong_score", "tarocchini/ottocento.score")]


def test_ottocento_sweep_without_doubling() -> None:
    """tarocchini/combo.double: option double_three off."""
    # double_three off: combinations 148 + 205 = 353; team0 80 + 353 + 87 + 6 = 526
    v = validate(sweep([{"type": "score", "party": "team0", "points": 526}], double_three=False))
    assert v["status"] == "clean", annotations(v)


def test_ottocento_false_declaration_scores_nothing() -> None:
    doc = sweep([{"type": "score", "party": "team0", "points": 879 - 70 + 0}])
    doc["deals"][0]["events"][1]["items"] = [{"kind": "sequence", "of": "trumps", "length": 16}]
    v = validate(doc)  # Anna holds only 15 of the 16 trumps Angel … 5 and no contatore
    assert annotations(v) == [(1, "false_declaration", "tarocchini/declare.items")]


# -- Terziglio: a gioco with the Matto's exchange card ------------------------------------------
#
# Dealer Giulia (2); Elena (0) leads and bids gioco, Franco (1) and Giulia pass; Elena does not exchange.
# Elena: T20 … T5 and 6S 1S. Franco: T4 … T0, the Matto, KS QS and ten batons/cups. Giulia: eight cups
# and the ten coins. Widow: NS JS 10S 9S 8S 7S 10B 9B.
# Elena leads T20 … T5 (16 tricks; Franco plays the Matto to the first), then 6S: Franco wins it with
# QS and leads KS, which takes Elena's 1S: the opponents win the last two tricks.
# Opponents: tricks 6S QS 9D and KS 1S 10D, and the Matto back from trick 1 (they won tricks), for which
# they give a 1-point card to Elena. Combinations: KS QS + Matto for the knight: a spade sequence of 3:
# 10. Card points: 6 cards worth 1+4+1+5+1+1+5−1 = 17, three pairs: 14. Last trick 6. Franco declared
# Moretti T1–T4 with T0 and the Matto (6: 25). Opponents 25 + 10 + 14 + 6 = 55.
# Elena: 47 trick cards (the Matto gone) + the widow (she took a trick) + the exchange card: 56 cards,
# 118 − 17 = 101, 28 pairs: 73. Combinations on the 55 cards before the exchange: tarocchi T20 T19 T0
# 18, kings (not KS) 17, queens (not QS) 14, knights 26, jacks 24 = 99, doubled 198; trumps 16: 75,
# Moretti 4 + T0: 20, aces 1B 1C 1D + T0: 15, batons, cups, coins K Q N J 1: 3 × 20; 170, doubled 340:
# 538. Declared trumps Angel … 5: 75. Elena: 75 + 538 + 73 = 686 > 55: she wins;
# 686 = 13 × 50 + 36: 13 game points (36 is not within 5 of 50).

ELENA = [*(f"T{n}" for n in range(20, 4, -1)), "6S", "1S"]
FRANCO_OTHERS = ["KB", "QB", "NB", "JB", "8B", "7B", "6B", "1B", "KC", "QC"]
FRANCO = ["T4", "T3", "T2", "T1", "T0", "MATTO", "KS", "QS", *FRANCO_OTHERS]
GIULIA = [*SUIT_CARDS["C"][2:], *SUIT_CARDS["D"]]
WIDOW = ["NS", "JS", "10S", "9S", "8S", "7S", "10B", "9B"]


def gioco(scores: list[dict[str, Any]], **rules: Any) -> dict[str, Any]:
    franco = ["MATTO", "T4", "T3", "T2", "T1", "T0", *FRANCO_OTHERS]
    giulia = GIULIA[:16]
    tricks = [[(0, ELENA[t]), (1, franco[t]), (2, giulia[t])] for t in range(16)]
    tricks += [[(0, "6S"), (1, "QS"), (2, "9D")], [(1, "KS"), (2, "10D"), (0, "1S")]]
    events = [
        {"type": "bid", "seat": 0, "bid": "gioco"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        {"type": "declare", "seat": 0, "items": [{"kind": "sequence", "of": "trumps", "length": 16}]},
        {"type": "declare", "seat": 1, "items": [{"kind": "sequence", "of": "moretti", "length": 6}]},
        {"type": "declare", "seat": 2, "items": []},
        *plays(tricks),
        *scores,
    ]
    return {
        "format": "trick-transcript/1",
        "game": "tarocchini-terziglio",
        "rules": rules,
        "players": ["Elena", "Franco", "Giulia"],
        "deals": [{"dealer": 2, "hands": [ELENA, FRANCO, GIULIA], "talon": WIDOW, "events": events}],
    }


def test_terziglio_gioco_by_hand() -> None:
    """tarocchini/terziglio.count, tarocchini/terziglio.widow-credit, tarocchini/terziglio.game-points: Elena's gioco worked by hand."""
    scores = [
        {"type": "score", "party": 0, "points": 13, "reason": "game_points"},
        {"type": "score", "party": 1, "points": 0},
        {"type": "score", "party": 2, "points": 0},
        {"type": "total", "party": 0, "points": 13},
    ]
    v = validate(gioco(scores))
    assert v["status"] == "clean", annotations(v)
    c = v["deals"][0]["computed"]
    assert c["tricks"] == [16, 2, 0]
    assert c["points"]["opponents"] == {
        "declarations": 25,
        "combinations": 10,
        "card_points": 14,
        "last_trick": 6,
        "total": 55,
    }
    assert c["points"]["declarer"] == {
        "declarations": 75,
        "combinations": 538,
        "card_points": 73,
        "last_trick": 0,
        "total": 686,
    }
    assert (c["winner"], c["game_points"]) == ("declarer", 13)


def test_terziglio_zero_sum_and_wrong_score() -> None:
    # zero_sum: Elena +26, each opponent −13; Franco written −12
    scores = [
        {"type": "score", "party": 0, "points": 26},
        {"type": "score", "party": 1, "points": -12},
        {"type": "score", "party": 2, "points": -13},
    ]
    v = validate(gioco(scores, settlement="zero_sum"))
    assert annotations(v) == [(6 + 54 + 1, "wrong_score", "tarocchini/terziglio.score")]


def test_terziglio_rounding() -> None:
    """tarocchini/terziglio.game-points: "округляются вниз до ближайшего кратного 50"."""
    from validator.engine.games.tarocchini.game import rounded_game_points as r

    # "округляются вниз до ближайшего кратного 50 (за исключением случаев, когда она отстает от
    # кратного 50 менее чем на 5 очков, тогда она будет округлена вверх)"
    assert [r(p) for p in (49, 50, 99, 144, 145, 146, 149, 686)] == [1, 1, 2, 2, 2, 3, 3, 13]
