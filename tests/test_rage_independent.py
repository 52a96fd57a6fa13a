"""Rage, checked from outside: transcripts written by hand from the source and the contract only.

Source: shared/seeds/001_e7f9d50c98dca0e9.txt (Czech, Paluba 2004); contract:
shared/spec/transcript-format.md. Nothing here is derived from the engine or the digest: each
test states the verdict the source demands.

The full-session tests use a tiny rules model written here from the source (legal random play,
trick winner, round score), independent of the engine, and check that the engine agrees.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from rage_deals import bid, play

from validator.engine.validate import validate

A, B, K, D = 0, 1, 2, 3  # Anička, Bohouš, Katka, Dalibor
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor", "Eva"]


# -- tiny transcript builders -----------------------------------------------------------------


def score(party: Any, points: int) -> dict[str, Any]:
    return {"type": "score", "party": party, "points": points}


def total(party: Any, points: int) -> dict[str, Any]:
    return {"type": "total", "party": party, "points": points}


def deal(
    dealer: int, hands: list[list[str]] | None, talon: list[str], events: list[dict[str, Any]]
) -> dict[str, Any]:
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}


def session(
    n: int, deals: list[dict[str, Any]], rules: dict[str, Any] | None = None, **extra: Any
) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **(rules or {})},
        "players": NAMES[:n],
        "deals": deals,
    }
    doc.update(extra)
    return doc


def run(doc: dict[str, Any]) -> dict[str, Any]:
    v = validate(doc)
    assert not any(p.get("code") == "engine_error" for p in v.get("problems", [])), v
    return v


def violations(v: dict[str, Any]) -> list[tuple[int, int | None, str]]:
    return [
        (a["deal"], a["event"], a["code"])
        for d in v.get("deals", [])
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]


def assert_clean(v: dict[str, Any]) -> None:
    assert v["status"] == "clean", (v.get("problems"), violations(v))
    assert violations(v) == []


def winners(v: dict[str, Any], d: int = 0) -> list[int]:
    return v["deals"][d]["computed"]["trick_winners"]


# -- 1. ordinary tricks and trump ("Štychy", "Trumfování", "ŠTYCH VYHRÁVÁ") ----------------------


def plain_round(
    scores: tuple[int, int, int] = (-5, 11, -4), totals: tuple[int, int, int] = (-5, 11, -4)
) -> dict:
    """3 players, 2 cards (round 9), red trump; Katka deals so Anička bids and leads first."""
    hands = [["Y8", "B3"], ["Y5", "R2"], ["Y12", "G9"]]
    events = [
        bid(A, 1),
        bid(B, 1),
        bid(K, 0),
        play(A, "Y8"),
        play(B, "Y5"),
        play(K, "Y12"),  # highest yellow, no trump: Katka
        play(K, "G9"),
        play(A, "B3"),  # void in green, throws off
        play(B, "R2"),  # void in green, trumps: Bohouš
    ]
    events += [score(s, p) for s, p in enumerate(scores)] + [total(s, p) for s, p in enumerate(totals)]
    return session(3, [deal(K, hands, ["R0", "B1"], events)])


def test_plain_tricks_and_trump_clean() -> None:
    v = run(plain_round())
    assert_clean(v)
    assert winners(v) == [K, B]
    assert v["deals"][0]["computed"]["tricks"] == [0, 1, 1]


def test_low_trump_beats_high_led_colour() -> None:
    # "Tím hráč přebije všechny netrumfové karty": R0 (trump) beats Y15.
    hands = [["Y15"], ["R0"], ["Y3"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 0), play(A, "Y15"), play(B, "R0"), play(K, "Y3")]
    events += [score(A, -5), score(B, -4), score(K, 10)]
    v = run(session(3, [deal(K, hands, ["R9"], events)]))
    assert_clean(v)
    assert winners(v) == [B]


def test_trump_card_turned_past_action_cards() -> None:
    # "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku": trump is blue here.
    hands = [["Y15"], ["B0"], ["Y3"]]
    events = [bid(A, 0), bid(B, 1), bid(K, 0), play(A, "Y15"), play(B, "B0"), play(K, "Y3")]
    events += [score(A, 10), score(B, 11), score(K, 10)]
    v = run(session(3, [deal(K, hands, ["CHANGE", "NOTRUMP", "B4", "R1"], events)]))
    assert_clean(v)
    assert winners(v) == [B]


# -- 2. action cards ("Zvláštní pravidla pro akční karty") ------------------------------------


def test_notrump_source_example() -> None:
    # Trump red; Anička leads yellow 8, Bohouš red 4 (trump), Katka NOTRUMP: Anička wins.
    hands = [["Y8"], ["R4"], ["NOTRUMP"], ["B2"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0), bid(D, 0)]
    events += [play(A, "Y8"), play(B, "R4"), play(K, "NOTRUMP"), play(D, "B2")]
    events += [score(A, 11), score(B, -5), score(K, 10), score(D, 10)]
    v = run(session(4, [deal(D, hands, ["R7", "G3"], events)]))
    assert_clean(v)
    assert winners(v) == [A]


def test_notrump_then_new_trump_for_rest_of_round() -> None:
    # "Po štychu se odkryje vrchní karta z balíku … Nová barevná karta určuje novou barvu trumfů".
    # After the no-trump trick green is trump, so Dalibor's G10 beats Katka's P9 in trick 2.
    hands = [["Y8", "P1"], ["R4", "G2"], ["NOTRUMP", "P9"], ["B2", "G10"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 1), bid(D, 0)]
    events += [play(A, "Y8"), play(B, "R4"), play(K, "NOTRUMP"), play(D, "B2")]
    events += [play(A, "P1"), play(B, "G2"), play(K, "P9"), play(D, "G10")]
    events += [score(A, 11), score(B, 10), score(K, -5), score(D, -4)]
    v = run(session(4, [deal(D, hands, ["R7", "G3", "Y5"], events)]))
    assert_clean(v)
    assert winners(v) == [A, D]


def test_notrump_led() -> None:
    # NOTRUMP led: the first colour card sets the colour; trumps count as plain cards.
    hands = [["NOTRUMP"], ["Y2"], ["R15"], ["Y9"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 0), bid(D, 1)]
    events += [play(A, "NOTRUMP"), play(B, "Y2"), play(K, "R15"), play(D, "Y9")]
    events += [score(A, 10), score(B, 10), score(K, 10), score(D, 11)]
    v = run(session(4, [deal(D, hands, ["R7", "G3"], events)]))
    assert_clean(v)
    assert winners(v) == [D]


def test_change_new_trump_rules_current_trick() -> None:
    # "Nová barevná karta určuje barvu trumfu pro aktuální štych … Dosavadní barva už tedy nemá
    # sílu trumfu ani v tomto štychu": red was trump, CHANGE turns blue, blue 2 wins over red 4.
    hands = [["Y8"], ["R4"], ["CHANGE"], ["B2"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 0), bid(D, 1)]
    events += [play(A, "Y8"), play(B, "R4"), play(K, "CHANGE"), play(D, "B2")]
    events += [score(A, 10), score(B, 10), score(K, 10), score(D, 11)]
    v = run(session(4, [deal(D, hands, ["R7", "B5"], events)]))
    assert_clean(v)
    assert winners(v) == [D]


def test_change_skips_action_cards_in_stock() -> None:
    # CHANGE: "Pokud je to akční karta, postup se opakuje" -> PLUS5 skipped, green is trump.
    hands = [["Y8"], ["R4"], ["CHANGE"], ["G0"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 0), bid(D, 1)]
    events += [play(A, "Y8"), play(B, "R4"), play(K, "CHANGE"), play(D, "G0")]
    events += [score(A, 10), score(B, 10), score(K, 10), score(D, 11)]
    v = run(session(4, [deal(D, hands, ["R7", "PLUS5", "G5"], events)]))
    assert_clean(v)
    assert winners(v) == [D]


def test_two_wilds_same_colour_later_wins() -> None:
    # "Jsou-li oba žolíci použiti v témže štychu za stejnou barvu, je druhý žolík silnější."
    hands = [["Y3"], ["WILD"], ["WILD"], ["Y9"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), bid(D, 0)]
    events += [play(A, "Y3"), play(B, "WILD", "Y"), play(K, "WILD", "Y"), play(D, "Y9")]
    events += [score(A, 10), score(B, 10), score(K, 11), score(D, 10)]
    v = run(session(4, [deal(D, hands, ["R0"], events)]))
    assert_clean(v)
    assert winners(v) == [K]


def test_wild_naming_trump_beats_trump_15() -> None:
    # "Může to být i právě platná trumfová barva. Žolík se považuje za nejvyšší kartu dané barvy."
    hands = [["Y14"], ["R3"], ["WILD"], ["R15"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), bid(D, 0)]
    events += [play(A, "Y14"), play(B, "R3"), play(K, "WILD", "R"), play(D, "R15")]
    events += [score(A, 10), score(B, 10), score(K, 11), score(D, 10)]
    v = run(session(4, [deal(D, hands, ["R0"], events)]))
    assert_clean(v)
    assert winners(v) == [K]


def test_wild_non_trump_loses_to_any_trump() -> None:
    # "Pokud není barva, kterou žolík reprezentuje, trumfová, je každá karta v aktuální trumfové
    # barvě silnější než tento žolík." Bohouš (void yellow) names yellow; Katka's R0 wins.
    hands = [["Y14"], ["WILD"], ["R0"], ["Y2"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), bid(D, 0)]
    events += [play(A, "Y14"), play(B, "WILD", "Y"), play(K, "R0"), play(D, "Y2")]
    events += [score(A, 10), score(B, 10), score(K, 11), score(D, 10)]
    v = run(session(4, [deal(D, hands, ["R5"], events)]))
    assert_clean(v)
    assert winners(v) == [K]


def test_wild_led_sets_colour_to_follow() -> None:
    # "První barevná karta nebo žolík určují barvu": WILD led as green; Bohouš holding G1 must
    # follow green, so his Y7 is a revoke.
    hands = [["WILD", "B1"], ["G1", "Y7"], ["G2", "Y8"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 0), play(A, "WILD", "G"), play(B, "Y7"), play(K, "G2")]
    events += [play(A, "B1"), play(B, "G1"), play(K, "Y8")]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert violations(v) == [(0, 4, "revoke")]
    assert winners(v) == [A, A]


def test_void_player_wild_naming_led_colour_wins() -> None:
    # Void in yellow, Bohouš may play the joker and name yellow: highest yellow, no trump.
    hands = [["Y14"], ["WILD"], ["B3"]]
    events = [bid(A, 0), bid(B, 1), bid(K, 0), play(A, "Y14"), play(B, "WILD", "Y"), play(K, "B3")]
    events += [score(A, 10), score(B, 11), score(K, 10)]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert_clean(v)
    assert winners(v) == [B]


def test_trick_of_only_action_cards_first_card_wins() -> None:
    # "Pokud nakonec štych obsahuje jen samé akční karty bez žolíka, štych vyhraje první karta."
    hands = [["PLUS5"], ["MINUS5"], ["CHANGE"], ["PLUS5"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 0), bid(D, 0)]
    events += [play(A, "PLUS5"), play(B, "MINUS5"), play(K, "CHANGE"), play(D, "PLUS5")]
    # Anička: 1 trick + exact bid 10 + 5 + 5 - 5 = 16
    events += [score(A, 16), score(B, 10), score(K, 10), score(D, 10)]
    v = run(session(4, [deal(D, hands, ["R0", "G1", "B2"], events)]))
    assert_clean(v)
    assert winners(v) == [A]


def test_action_cards_only_with_wild_wild_wins() -> None:
    # Action cards only but with a joker: the joker is the only coloured card and takes it.
    hands = [["MINUS5"], ["WILD"], ["NOTRUMP"], ["PLUS5"]]
    events = [bid(A, 0), bid(B, 1), bid(K, 0), bid(D, 0)]
    events += [play(A, "MINUS5"), play(B, "WILD", "P"), play(K, "NOTRUMP"), play(D, "PLUS5")]
    events += [score(A, 10), score(B, 11), score(K, 10), score(D, 10)]
    v = run(session(4, [deal(D, hands, ["R0", "G1"], events)]))
    assert_clean(v)
    assert winners(v) == [B]


def test_action_card_lead_second_card_sets_colour() -> None:
    # "Pokud štych začíná akční kartou, potom druhá karta může mít libovolnou barvu."
    hands = [["MINUS5"], ["Y3"], ["Y9"], ["R1"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), bid(D, 1)]
    events += [play(A, "MINUS5"), play(B, "Y3"), play(K, "Y9"), play(D, "R1")]
    # green trump: Katka's Y9 is highest yellow; she takes the -5: 10 + 1 - 5
    events += [score(A, 10), score(B, 10), score(K, 6), score(D, -5)]
    v = run(session(4, [deal(D, hands, ["G0"], events)]))
    assert_clean(v)
    assert winners(v) == [K]


def test_follower_after_action_lead_must_follow_first_colour() -> None:
    hands = [["PLUS5", "B2"], ["Y3", "G4"], ["Y9", "G5"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 0)]
    events += [play(A, "PLUS5"), play(B, "Y3"), play(K, "G5")]  # Katka holds Y9: revoke
    events += [play(B, "G4"), play(K, "Y9"), play(A, "B2")]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert violations(v) == [(0, 5, "revoke")]


# -- 3. violations in play --------------------------------------------------------------------


def test_revoke() -> None:
    hands = [["Y8", "B3"], ["Y5", "R2"], ["Y12", "G9"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += [play(A, "Y8"), play(B, "R2"), play(K, "Y12")]  # Bohouš trumps holding Y5
    events += [play(B, "Y5"), play(K, "G9"), play(A, "B3")]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert v["status"] == "violations"
    assert violations(v) == [(0, 4, "revoke")]


def test_action_card_while_able_to_follow() -> None:
    # "Jestliže hráč nemá v ruce kartu, kterou by mohl přiznat barvu, může také použít akční kartu."
    hands = [["Y8", "B3"], ["Y5", "PLUS5"], ["Y12", "G9"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += [play(A, "Y8"), play(B, "PLUS5"), play(K, "Y12")]
    events += [play(K, "G9"), play(A, "B3"), play(B, "Y5")]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert violations(v) == [(0, 4, "action_card_while_able_to_follow")]


def test_wild_while_able_to_follow() -> None:
    # The joker is one of the 16 action cards ("16 akčních karet (2× žolík, …)").
    hands = [["Y8", "B3"], ["Y5", "WILD"], ["Y12", "G9"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += [play(A, "Y8"), play(B, "WILD", "Y"), play(K, "Y12")]
    events += [play(B, "Y5"), play(K, "G9"), play(A, "B3")]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert violations(v) == [(0, 4, "action_card_while_able_to_follow")]


def test_void_player_may_throw_any_colour_or_action() -> None:
    # No duty to trump: void in yellow, Bohouš throws blue while holding a trump.
    hands = [["Y8", "B3"], ["B5", "R2"], ["Y12", "G9"]]
    events = [bid(A, 0), bid(B, 1), bid(K, 1)]
    events += [play(A, "Y8"), play(B, "B5"), play(K, "Y12")]
    events += [play(K, "G9"), play(A, "B3"), play(B, "R2")]
    events += [score(A, 10), score(B, 11), score(K, 11)]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert_clean(v)


def test_out_of_turn_play() -> None:
    # Katka deals, so Anička leads; Bohouš leads instead.
    hands = [["Y8"], ["Y5"], ["Y12"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), play(B, "Y5"), play(K, "Y12"), play(A, "Y8")]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    got = violations(v)
    assert (0, 3, "out_of_turn") in got
    assert {c for _, _, c in got} == {"out_of_turn"}


def test_card_not_in_hand() -> None:
    hands = [["Y8"], ["Y5"], ["Y12"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), play(A, "Y8"), play(B, "Y6"), play(K, "Y12")]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert violations(v) == [(0, 4, "card_not_in_hand")]


def test_wild_without_named_colour() -> None:
    # "Kdo zahraje žolíka, musí oznámit barvu."
    hands = [["Y8"], ["WILD"], ["Y12"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), play(A, "Y8"), play(B, "WILD"), play(K, "Y12")]
    v = run(session(3, [deal(K, hands, ["R0"], events)]))
    assert (0, 4, "wild_without_colour") in violations(v)


# -- 4. bidding ("Předpověď") -----------------------------------------------------------------


def one_card_round(bids: list[dict[str, Any]], rules: dict[str, Any] | None = None) -> dict[str, Any]:
    hands = [["Y8"], ["Y5"], ["Y12"], ["Y1"]]
    events = bids + [play(A, "Y8"), play(B, "Y5"), play(K, "Y12"), play(D, "Y1")]
    return session(4, [deal(D, hands, ["R0"], events)], rules)


def test_bid_out_of_turn() -> None:
    # "Jako první musí říct svůj odhad hráč po levé ruce hráče, který rozdával": Anička first.
    v = run(one_card_round([bid(B, 0), bid(A, 0), bid(K, 1), bid(D, 0)]))
    assert violations(v) == [(0, 0, "bid_out_of_turn")]


def test_bid_after_first_card() -> None:
    hands = [["Y8"], ["Y5"], ["Y12"], ["Y1"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), play(A, "Y8"), bid(D, 0)]
    events += [play(B, "Y5"), play(K, "Y12"), play(D, "Y1")]
    v = run(session(4, [deal(D, hands, ["R0"], events)]))
    assert (0, 4, "bid_out_of_turn") in violations(v)


@pytest.mark.parametrize("value", [2, -1])
def test_bid_out_of_range(value: int) -> None:
    # One card in hand: "0..cards in hand".
    v = run(one_card_round([bid(A, 0), bid(B, value), bid(K, 1), bid(D, 0)]))
    assert violations(v) == [(0, 1, "bid_out_of_range")]


def test_plus_minus_one_forbidden_last_bid() -> None:
    # one card, 4 players: 0 + 1 + 0 so far, Dalibor may not bid 0 (total would be 1)
    v = run(one_card_round([bid(A, 0), bid(B, 1), bid(K, 0), bid(D, 0)], {"plus_minus_one": True}))
    assert violations(v) == [(0, 3, "bid_forbidden_plus_minus_one")]


def test_plus_minus_one_allowed_last_bid() -> None:
    doc = one_card_round([bid(A, 0), bid(B, 1), bid(K, 0), bid(D, 1)], {"plus_minus_one": True})
    doc["deals"][0]["events"] += [score(A, 10), score(B, -5), score(K, -4), score(D, -5)]
    assert_clean(run(doc))


def test_plus_minus_one_sum_allowed_without_option() -> None:
    v = run(one_card_round([bid(A, 0), bid(B, 1), bid(K, 0), bid(D, 0)]))
    assert_clean(v)


def test_plus_minus_one_source_example_five_cards() -> None:
    # "je v kole rozdáno 5 karet, hrají 4 hráči a první tři … předpověděli 4 štychy, čtvrtý
    # hráč si nesmí předpovědět jeden štych. Může si však předpovědět méně nebo více."
    hands = [
        ["R15", "R14", "R13", "R12", "R11"],
        ["Y15", "Y14", "Y13", "Y12", "Y11"],
        ["G15", "G14", "G13", "G12", "G11"],
        ["B15", "B14", "B13", "B12", "B11"],
    ]
    for last, bad in ((1, True), (0, False), (2, False)):
        events = [bid(A, 2), bid(B, 1), bid(K, 1), bid(D, last)]
        doc = session(4, [deal(D, hands, ["P0"], events)], {"plus_minus_one": True})
        got = violations(run(doc))
        assert got == ([(0, 3, "bid_forbidden_plus_minus_one")] if bad else []), (last, got)


# -- 5. scoring ("Vyhodnocení kola", "Durch") -------------------------------------------------


def test_wrong_score() -> None:
    v = run(plain_round(scores=(-5, 11, -3), totals=(-5, 11, -3)))
    assert violations(v) == [(0, 11, "wrong_score")]


def test_wrong_total() -> None:
    v = run(plain_round(totals=(-5, 12, -4)))
    assert violations(v) == [(0, 13, "wrong_total")]


def test_missed_bid_by_taking_too_many() -> None:
    # a miss either way is -5: bid 0, took 1 -> -5 + 1
    v = run(plain_round())
    assert v["deals"][0]["computed"]["scores"] == [-5, 11, -4]


WORKED_TRICKS = [  # (leader, cards from the leader on), Dalibor deals, orange is trump
    (A, ["R15", "R1", "R2", "MINUS5"]),
    (A, ["R14", "R3", "R4", "G0"]),
    (A, ["B15", "B1", "B2", "B3"]),
    (A, ["Y0", "Y15", "Y1", "PLUS5"]),
    (B, ["G1", "G15", "G2", "G3"]),
    (K, ["G14", "G4", "G5", "G6"]),
    (K, ["P0", "P15", "P1", "P2"]),
    (D, ["P14", "P3", "P4", "P5"]),
    (D, ["B14", "B4", "B5", "B6"]),
    (D, ["G13", "G7", "G8", "G9"]),
]


def worked_example(scores: list[int]) -> dict[str, Any]:
    hands: list[list[str]] = [[], [], [], []]
    plays = []
    for leader, cards in WORKED_TRICKS:
        for i, c in enumerate(cards):
            s = (leader + i) % 4
            hands[s].append(c)
            plays.append(play(s, c))
    events = [bid(A, 3), bid(B, 2), bid(K, 2), bid(D, 3)] + plays
    events += [score(s, p) for s, p in enumerate(scores)] + [total(s, p) for s, p in enumerate(scores)]
    return session(4, [deal(D, hands, ["O0", "O1"], events)], start={"totals": [0, 0, 0, 0]})


def test_source_worked_example() -> None:
    # Anička 10+3-5 = 8; Bohouš -5+5+1 = 1; Katka 10+2 = 12; Dalibor -5+4 = -1.
    v = run(worked_example([8, 1, 12, -1]))
    assert_clean(v)
    assert v["deals"][0]["computed"]["tricks"] == [3, 1, 2, 4]
    assert v["deals"][0]["computed"]["scores"] == [8, 1, 12, -1]


def test_source_worked_example_miswritten() -> None:
    # Katka written 13 instead of 12 (and her total too): one wrong_score only.
    v = run(worked_example([8, 1, 13, -1]))
    assert [c for _, _, c in violations(v)] == ["wrong_score"]


def durch_round(points: int, rules: dict[str, Any] | None) -> dict[str, Any]:
    hands = [["R15", "R14"], ["Y1", "Y2"], ["G1", "G2"]]
    events = [bid(A, 2), bid(B, 0), bid(K, 0)]
    events += [play(A, "R15"), play(B, "Y1"), play(K, "G1"), play(A, "R14"), play(B, "Y2"), play(K, "G2")]
    events += [score(A, points), score(B, 10), score(K, 10)]
    return session(3, [deal(K, hands, ["R0"], events)], rules)


def test_durch_scores_two_a_trick() -> None:
    # "dostane za každý štych dva plusové body místo jednoho": 2*2 + 10
    assert_clean(run(durch_round(14, {"durch": True})))
    assert violations(run(durch_round(12, {"durch": True}))) == [(0, 9, "wrong_score")]


def test_no_durch_without_option() -> None:
    assert_clean(run(durch_round(12, None)))
    assert violations(run(durch_round(14, None))) == [(0, 9, "wrong_score")]


def test_durch_not_in_last_round() -> None:
    # "To neplatí v posledním kole, kde jde jen o jediný štych."
    hands = [["R15"], ["Y1"], ["G1"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 0), play(A, "R15"), play(B, "Y1"), play(K, "G1")]
    events += [score(A, 11), score(B, 10), score(K, 10)]
    assert_clean(run(session(3, [deal(K, hands, ["R0"], events)], {"durch": True})))


# -- 6. the contract's example, completed -----------------------------------------------------

SPEC_HANDS = [["R15", "B3", "WILD"], ["Y0", "G7", "MINUS5"], ["P12", "O1", "R2"], ["B9", "B14", "G0"]]
SPEC_TALON = ["G5", "CHANGE", "Y11"]


def spec_shaped(scores: list[int], totals: list[int]) -> dict[str, Any]:
    events = [bid(A, 2), bid(B, 1), bid(K, 0), bid(D, 1)]
    events += [play(A, "WILD", "R"), play(B, "Y0"), play(K, "R2"), play(D, "B9")]  # WILD as red: Anička
    events += [play(A, "R15"), play(B, "MINUS5"), play(K, "P12"), play(D, "B14")]  # Anička, with -5
    events += [play(A, "B3"), play(B, "G7"), play(K, "O1"), play(D, "G0")]  # green trump: Bohouš
    events += [score(s, p) for s, p in enumerate(scores)] + [total(s, p) for s, p in enumerate(totals)]
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", "plus_minus_one": True},
        "players": ["Anička", "Bohouš", "Katka", "Dalibor"],
        "start": {"totals": [5, 0, -3, 12]},
        "meta": {"event": "Club night", "table": 3, "date": "2026-11-20"},
        "deals": [{"dealer": 3, "hands": SPEC_HANDS, "talon": SPEC_TALON, "events": events}],
    }


def test_spec_shaped_clean() -> None:
    # Anička bid 2 took 2 with -5: 7; Bohouš 1/1: 11; Katka 0/0: 10; Dalibor 1/0: -5.
    v = run(spec_shaped([7, 11, 10, -5], [12, 11, 7, 7]))
    assert_clean(v)
    assert winners(v) == [A, A, B]
    assert v["meta"] == {"event": "Club night", "table": 3, "date": "2026-11-20"}


def test_spec_shaped_wrong_total() -> None:
    v = run(spec_shaped([7, 11, 10, -5], [12, 11, 7, -5]))  # Dalibor forgot his 12 carried in
    assert violations(v) == [(0, 23, "wrong_total")]


def test_spec_shaped_change_played_skips_action_in_stock() -> None:
    # 3-card round with a CHANGE played: the stock's CHANGE is passed, yellow 11 names trump.
    hands = [["Y3", "B3", "G1"], ["CHANGE", "B4", "G2"], ["R9", "B5", "G3"], ["Y2", "B6", "G4"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), bid(D, 1)]
    events += [play(A, "Y3"), play(B, "CHANGE"), play(K, "R9"), play(D, "Y2")]  # trump now Y: Y3 wins
    events += [play(A, "B3"), play(B, "B4"), play(K, "B5"), play(D, "B6")]  # Dalibor
    events += [play(D, "G4"), play(A, "G1"), play(B, "G2"), play(K, "G3")]  # green no longer trump: G4
    events += [score(A, -4), score(B, 10), score(K, -5), score(D, -3)]
    v = run(session(4, [deal(D, hands, SPEC_TALON, events)]))
    assert_clean(v)
    assert winners(v) == [A, D, D]


# -- 7. play-only records ---------------------------------------------------------------------


def test_play_only_record_clean() -> None:
    doc = plain_round()
    doc["deals"][0]["hands"] = None
    v = run(doc)
    assert_clean(v)
    assert winners(v) == [K, B]
    assert v["deals"][0]["unchecked"]  # "the verdict says which checks could not be made"


# Fixed after this review: a play-only record's round follows from its plays.


def test_play_only_round_size_from_plays_scores_checked() -> None:
    doc = plain_round()
    doc["deals"][0]["hands"] = None
    v = run(doc)
    assert v["deals"][0]["computed"]["scores"] == [-5, 11, -4]


def test_play_only_wrong_score_found() -> None:
    doc = plain_round(scores=(-5, 11, -3), totals=(-5, 11, -3))
    doc["deals"][0]["hands"] = None
    assert violations(run(doc)) == [(0, 11, "wrong_score")]


def test_play_only_bid_above_hand_size_found() -> None:
    doc = plain_round()
    doc["deals"][0]["hands"] = None
    doc["deals"][0]["events"][0]["bid"] = 5  # two cards each were played
    assert (0, 0, "bid_out_of_range") in violations(run(doc))


def test_play_only_bid_above_plays_without_scores_is_a_larger_round_cut_short() -> None:
    """rage-po a5: no score written, so the round need not have ended: a bid of 5 says the hands held
    at least 5 cards, and the record is a larger round cut short (no bid_out_of_range)."""
    doc = plain_round()
    doc["deals"][0]["hands"] = None
    doc["deals"][0]["talon"] = None
    doc["deals"][0]["events"] = [e for e in doc["deals"][0]["events"] if e["type"] not in ("score", "total")]
    doc["deals"][0]["events"][0]["bid"] = 5
    v = run(doc)
    assert violations(v) == []
    assert [a["code"] for a in v["deals"][0]["annotations"]] == ["incomplete_round"]


def test_play_only_with_start_round_scores_checked() -> None:
    doc = plain_round(scores=(-5, 11, -3), totals=(-5, 11, -3))
    doc["deals"][0]["hands"] = None
    doc["start"] = {"round": 9}  # the project's extension of start
    assert violations(run(doc)) == [(0, 11, "wrong_score")]


def test_play_only_provable_revoke() -> None:
    # Bohouš threw R2 on yellow, then played Y5 later: he could have followed.
    hands = [["Y8", "B3"], ["Y5", "R2"], ["Y12", "G9"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += [play(A, "Y8"), play(B, "R2"), play(K, "Y12"), play(B, "Y5"), play(K, "G9"), play(A, "B3")]
    doc = session(3, [deal(K, hands, ["R0"], events)])
    doc["deals"][0]["hands"] = None
    v = run(doc)
    assert violations(v) == [(0, 4, "revoke")]


def test_play_only_card_played_twice_is_not_clean() -> None:
    hands = [["Y8", "R15"], ["Y5", "R2"], ["Y12", "R15"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += [play(A, "Y8"), play(B, "Y5"), play(K, "Y12"), play(K, "R15"), play(A, "R15"), play(B, "R2")]
    doc = session(3, [deal(K, hands, ["R0"], events)])
    doc["deals"][0]["hands"] = None
    v = run(doc)
    assert v["status"] != "clean"


def test_play_only_card_from_talon_is_not_clean() -> None:
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += [play(A, "Y8"), play(B, "Y5"), play(K, "R0")]
    v = run(session(3, [deal(K, None, ["R0", "B1"], events)]))
    assert v["status"] != "clean"


# -- 8. a session over several rounds ---------------------------------------------------------


def test_two_rounds_dealer_rotates_totals_carry() -> None:
    r9 = plain_round()["deals"][0]  # dealer Katka, round 9 (2 cards)
    hands = [["Y8"], ["Y5"], ["Y12"]]  # round 10, Anička deals, Bohouš bids and leads first
    events = [bid(B, 0), bid(K, 1), bid(A, 0), play(B, "Y5"), play(K, "Y12"), play(A, "Y8")]
    events += [score(A, 10), score(B, 10), score(K, 11), total(A, 5), total(B, 21), total(K, 7)]
    v = run(session(3, [r9, deal(A, hands, ["G0"], events)]))
    assert_clean(v)


def test_wrong_dealer_in_second_round() -> None:
    r9 = plain_round()["deals"][0]
    hands = [["Y8"], ["Y5"], ["Y12"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), play(A, "Y8"), play(B, "Y5"), play(K, "Y12")]
    v = run(session(3, [r9, deal(K, hands, ["G0"], events)]))  # Katka deals twice
    assert [c for _, _, c in violations(v)] == ["wrong_dealer"]


# The tester's own model of the rules, from the source only, for whole simulated sessions.

COLOURS = "RBGYPO"
DECK = [f"{c}{v}" for c in COLOURS for v in range(16)] + ["WILD"] * 2
DECK += ["NOTRUMP"] * 4 + ["CHANGE"] * 4 + ["PLUS5"] * 3 + ["MINUS5"] * 3


def colour_of(card: str, named: str | None) -> str | None:
    if card == "WILD":
        return named
    return card[0] if card[0] in COLOURS and card[1:].isdigit() else None


def turn(stock: list[str], pos: int) -> tuple[str | None, int]:
    while pos < len(stock):
        c = stock[pos]
        pos += 1
        if colour_of(c, None):
            return c[0], pos
    return None, pos


def model_winner(trick: list[tuple[int, str, str | None]], trump: str | None) -> int:
    led = next((colour_of(c, nm) for _, c, nm in trick if colour_of(c, nm)), None)
    if led is None:
        return trick[0][0]
    best, best_key = None, None
    for i, (seat, c, nm) in enumerate(trick):
        col = colour_of(c, nm)
        if col is None or col not in (trump, led):
            continue
        key = (col == trump, 16 if c == "WILD" else int(c[1:]), i)
        if best_key is None or key > best_key:
            best, best_key = seat, key
    assert best is not None
    return best


def simulate(seed: int, n: int, durch: bool, pm1: bool) -> dict[str, Any]:
    rng = random.Random(seed)
    dealer = rng.randrange(n)
    totals = [0] * n
    deals = []
    for cards in range(10, 0, -1):
        deck = DECK[:]
        rng.shuffle(deck)
        hands = [deck[i * cards : (i + 1) * cards] for i in range(n)]
        stock = deck[n * cards :]
        trump, pos = turn(stock, 0)
        events: list[dict[str, Any]] = []
        order = [(dealer + 1 + i) % n for i in range(n)]
        bids: dict[int, int] = {}
        for j, s in enumerate(order):
            b = rng.randint(0, cards)
            if pm1 and j == n - 1 and sum(bids.values()) + b == cards:
                b = b + 1 if b < cards else b - 1
            bids[s] = b
            events.append(bid(s, b))
        held = [h[:] for h in hands]
        tricks = [0] * n
        action = [0] * n
        leader = order[0]
        for _ in range(cards):
            trick: list[tuple[int, str, str | None]] = []
            notrump = False
            for i in range(n):
                s = (leader + i) % n
                led = next((colour_of(c, nm) for _, c, nm in trick if colour_of(c, nm)), None)
                follow = [c for c in held[s] if led and colour_of(c, None) == led]
                c = rng.choice(follow or held[s])
                held[s].remove(c)
                nm = rng.choice(COLOURS) if c == "WILD" else None
                trick.append((s, c, nm))
                events.append(play(s, c, nm))
                if c == "CHANGE":
                    trump, pos = turn(stock, pos)
                if c == "NOTRUMP":
                    notrump = True
            w = model_winner(trick, None if notrump else trump)
            tricks[w] += 1
            action[w] += sum(5 if c == "PLUS5" else -5 if c == "MINUS5" else 0 for _, c, _ in trick)
            if notrump:
                trump, pos = turn(stock, pos)
            leader = w
        for s in range(n):
            per = 2 if durch and cards > 1 and tricks[s] == cards else 1
            pts = per * tricks[s] + (10 if bids[s] == tricks[s] else -5) + action[s]
            totals[s] += pts
            events.append(score(s, pts))
        events += [total(s, totals[s]) for s in range(n)]
        deals.append(deal(dealer, hands, stock, events))
        dealer = (dealer + 1) % n
    rules = {"durch": durch, "plus_minus_one": pm1}
    return session(n, deals, rules, players=[f"P{i}" for i in range(n)])


@pytest.mark.parametrize("seed", range(40))
def test_full_ten_round_sessions_agree_with_model(seed: int) -> None:
    n = 3 + seed % 6
    doc = simulate(seed, n, durch=seed % 2 == 0, pm1=seed % 4 == 1)
    assert len(doc["deals"]) == 10
    v = run(doc)
    assert_clean(v)
    assert v["session"]["totals"]["difference"] == {}


def test_full_session_play_only_agrees_with_model() -> None:
    doc = simulate(99, 4, durch=False, pm1=False)
    for d in doc["deals"]:
        d["hands"] = None
    v = run(doc)
    assert_clean(v)
    assert v["session"]["totals"]["difference"] == {}


def test_full_session_one_score_off_is_found() -> None:
    doc = simulate(7, 4, durch=False, pm1=False)
    evs = doc["deals"][4]["events"]
    i = next(j for j, e in enumerate(evs) if e["type"] == "score" and e["party"] == 2)
    evs[i]["points"] += 1
    # the sheet's own addition still uses the score as written, so only the score is wrong
    for d in doc["deals"][4:]:
        for e in d["events"]:
            if e["type"] == "total" and e["party"] == 2:
                e["points"] += 1
    v = run(doc)
    assert violations(v) == [(4, i, "wrong_score")]


# -- 9. odd but legal input (the contract's own allowances) -----------------------------------


def test_lowercase_card_codes_and_named_colour() -> None:
    # "Codes are case-insensitive on input and canonical on output."
    hands = [["y3"], ["wild"], ["wild"], ["y9"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), bid(D, 0)]
    events += [play(A, "y3"), play(B, "wild", "y"), play(K, "Wild", "y"), play(D, "y9")]
    events += [score(A, 10), score(B, 10), score(K, 11), score(D, 10)]
    v = run(session(4, [deal(D, hands, ["r0"], events)]))
    assert_clean(v)
    assert winners(v) == [K]


def test_lowercase_action_codes() -> None:
    hands = [["notrump"], ["plus5"], ["minus5"], ["change"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 0), bid(D, 0)]
    events += [play(A, "notrump"), play(B, "plus5"), play(K, "minus5"), play(D, "change")]
    events += [score(A, 11), score(B, 10), score(K, 10), score(D, 10)]
    assert_clean(run(session(4, [deal(D, hands, ["r0", "g1", "b2"], events)])))


def test_t_and_note_fields_and_party_as_string() -> None:
    doc = plain_round()
    for i, e in enumerate(doc["deals"][0]["events"]):
        e["t"] = f"2026-11-20T20:{i:02d}:00"
        e["note"] = "as written"
        if e["type"] in ("score", "total"):
            e["party"] = str(e["party"])
    assert_clean(run(doc))


def test_all_zero_bids() -> None:
    hands = [["Y8"], ["Y5"], ["Y12"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 0), play(A, "Y8"), play(B, "Y5"), play(K, "Y12")]
    events += [score(A, 10), score(B, 10), score(K, -4)]
    assert_clean(run(session(3, [deal(K, hands, ["R0"], events)])))


def test_eight_players_one_card() -> None:
    hands = [[f"Y{i}"] for i in range(8)]
    events = [bid(s, 1 if s == 7 else 0) for s in range(8)] + [play(s, f"Y{s}") for s in range(8)]
    events += [score(s, 11 if s == 7 else 10) for s in range(8)]
    doc = session(8, [deal(7, hands, ["R0"], events)], players=[f"P{i}" for i in range(8)])
    assert_clean(run(doc))
