"""Rage audit: small sessions worked out by hand from the Czech source, one rule each.

Source: shared/seeds/001_e7f9d50c98dca0e9.txt (Amigo's Rage, translated by Dan Zeman, Paluba
2004); contract: shared/spec/transcript-format.md. Every transcript here was played through on
paper from the quoted sentence (hands, the stock, each trick's winner, each round's score); the
engine is only asked whether it agrees. Seats: Anička 0, Bohouš 1, Katka 2, Dalibor 3; players
are listed in order of play, so the dealer's left neighbour is the next seat.
"""

from __future__ import annotations

from typing import Any

import pytest
from rage_deals import bid, play

from validator.engine.validate import validate

A, B, K, D = 0, 1, 2, 3
NAMES = ["Anička", "Bohouš", "Katka", "Dalibor"]


# -- builders ------------------------------------------------------------------------------


def plays(*cards: tuple[Any, ...]) -> list[dict[str, Any]]:
    return [play(*c) for c in cards]


def scores(*points: int) -> list[dict[str, Any]]:
    return [{"type": "score", "party": s, "points": p} for s, p in enumerate(points)]


def totals(*points: int) -> list[dict[str, Any]]:
    return [{"type": "total", "party": s, "points": p} for s, p in enumerate(points)]


def deal(
    dealer: int, hands: list[list[str]], talon: list[str], events: list[dict[str, Any]]
) -> dict[str, Any]:
    return {"dealer": dealer, "hands": hands, "talon": talon, "events": events}


def session(deals: list[dict[str, Any]], rules: dict[str, Any] | None = None) -> dict[str, Any]:
    """The round of the first deal follows from its hand size (ten cards: round 1)."""
    return {
        "format": "trick-transcript/1",
        "game": "rage",
        "rules": {"preset": "standard", **(rules or {})},
        "players": NAMES[: len(deals[0]["hands"])],
        "deals": deals,
    }


def one(
    dealer: int,
    hands: list[list[str]],
    talon: list[str],
    events: list[dict[str, Any]],
    rules: dict[str, Any] | None = None,
) -> dict[str, Any]:
    return validate(session([deal(dealer, hands, talon, events)], rules))


def found(v: dict[str, Any], warnings: bool = False) -> list[tuple[int | None, str]]:
    return [
        (a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if warnings or a["severity"] == "violation"
    ]


def computed(v: dict[str, Any], d: int = 0) -> dict[str, Any]:
    return v["deals"][d]["computed"]


def clean(v: dict[str, Any]) -> None:
    assert v["status"] == "clean", (v.get("problems"), found(v, True))
    assert found(v, warnings=True) == []


# -- the source's worked example ("Vyhodnocení kola") ----------------------------------------

# Round 1, dealer Dalibor, orange trump. Each trick from its leader; the follow duty checked by
# hand against the hands below (a card off the led colour only from a player void in it).
EXAMPLE_TRICKS = [
    [(A, "R15"), (B, "R3"), (K, "R4"), (D, "R5")],  # Anička
    [(A, "G15"), (B, "G2"), (K, "MINUS5"), (D, "G3")],  # Anička, with the -5 (Katka has no green)
    [(A, "P15"), (B, "P2"), (K, "P3"), (D, "P4")],  # Anička
    [(A, "Y1"), (B, "Y15"), (K, "Y2"), (D, "PLUS5")],  # Bohouš, with the +5 (Dalibor has no yellow)
    [(B, "B1"), (K, "B15"), (D, "B2"), (A, "B3")],  # Katka
    [(K, "WILD", "R"), (D, "R6"), (A, "R7"), (B, "R8")],  # Katka: the joker is the highest red
    [(K, "Y9"), (D, "O1"), (A, "G5"), (B, "G6")],  # Dalibor trumps (nobody else has yellow left)
    [(D, "O15"), (A, "O3"), (B, "O4"), (K, "O5")],  # Dalibor
    [(D, "B14"), (A, "B4"), (B, "B5"), (K, "B6")],  # Dalibor
    [(D, "P14"), (A, "P5"), (B, "P6"), (K, "P7")],  # Dalibor
]


def worked_example(written: list[int]) -> dict[str, Any]:
    hands: list[list[str]] = [[], [], [], []]
    for trick in EXAMPLE_TRICKS:
        for p in trick:
            hands[p[0]].append(p[1])
    events = [bid(A, 3), bid(B, 2), bid(K, 2), bid(D, 3)]
    events += [play(*p) for trick in EXAMPLE_TRICKS for p in trick]
    events += scores(*written) + totals(*written)
    return session([deal(D, hands, ["O7", "R0", "G0"], events)])


def test_source_worked_example() -> None:
    """ "Anička si předpověděla tři štychy a také tři získala … (10+3-5=8). Bohoušova předpověď
    nevyšla (-5). V jeho štychu byla akční karta „+5“ … (-5+5+1=1). Katčina předpověď … V tomto
    kole tedy získá dvanáct bodů. Daliborova předpověď se nesplnila (-5). Za své štychy dostane
    čtyři plusové body. Celkem tedy má za toto kolo jeden minusový bod.\""""
    v = validate(worked_example([8, 1, 12, -1]))
    clean(v)
    c = computed(v)
    assert c["trumps"] == ["O"]
    assert c["trick_winners"] == [A, A, A, B, K, K, D, D, D, D]
    assert c["tricks"] == [3, 1, 2, 4]
    assert c["action_cards"] == [{"MINUS5": 1}, {"PLUS5": 1}, {}, {}]
    assert c["scores"] == [8, 1, 12, -1]
    assert c["totals"] == [8, 1, 12, -1]
    assert v["session"]["totals"]["difference"] == {}


def test_source_worked_example_with_the_minus5_forgotten() -> None:
    """ "Bohužel v jednom z nich byla akční karta „-5“, těchto pět minusových bodů se od jejích 13
    plusových bodů odečte.\" Writing 13 for Anička is a wrong score; her total 13 follows the
    sheet's own score, so it is not reported a second time."""
    v = validate(worked_example([13, 1, 12, -1]))
    assert v["status"] == "violations"
    assert found(v) == [(44, "wrong_score")]
    a = v["deals"][0]["annotations"][0]
    assert a["seat"] == A and a["rule"] == "rage/score.round"
    assert a["evidence"]["expected"] == 8 and a["evidence"]["action_points"] == -5


# -- the stock and the trump ("Rozdávání karet") ------------------------------------------------


def test_trump_turned_past_action_cards_in_the_stock() -> None:
    """ "Jestliže byla otočena akční karta, otáčejí se další karty z balíčku, až než se objeví
    nějaká barevná.\" The stock shows NOTRUMP, WILD, CHANGE and then purple 7: purple is trump,
    so Bohouš's purple 0 beats Anička's yellow 15."""
    hands = [["Y15"], ["P0"], ["Y2"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 0)] + plays((A, "Y15"), (B, "P0"), (K, "Y2"))
    v = one(K, hands, ["NOTRUMP", "WILD", "CHANGE", "P7", "R1"], events + scores(-5, -4, 10))
    clean(v)
    assert computed(v)["trumps"] == ["P"]
    assert computed(v)["trick_winners"] == [B]
    assert computed(v)["scores"] == [-5, -4, 10]


# -- bidding ("Předpověď") ---------------------------------------------------------------------

FIVE = [  # round 6, five cards each, no action cards
    ["R1", "R2", "R3", "R4", "R5"],
    ["B1", "B2", "B3", "B4", "B5"],
    ["G1", "G2", "G3", "G4", "G5"],
    ["Y1", "Y2", "Y3", "Y4", "Y5"],
]


def test_bids_start_at_the_dealers_left() -> None:
    """ "Jako první musí říct svůj odhad hráč po levé ruce hráče, který rozdával karty.\" Dealer
    Bohouš: Katka, Dalibor, Anička, Bohouš is in order; Anička bidding before Dalibor is out of
    turn (one annotation, at Anička's bid)."""
    in_order = one(B, FIVE, ["O0"], [bid(K, 1), bid(D, 1), bid(A, 1), bid(B, 1)])
    assert found(in_order) == []
    swapped = one(B, FIVE, ["O0"], [bid(K, 1), bid(A, 1), bid(D, 1), bid(B, 1)])
    assert found(swapped) == [(1, "bid_out_of_turn")]
    assert swapped["deals"][0]["annotations"][0]["seat"] == A


def test_bid_is_zero_to_the_cards_in_hand() -> None:
    """ "Hráč tedy může v prvním kole vyhrát nejvýše deset štychů.\" In a five-card round 6 is
    out of range; 5 and 0 are not."""
    v = one(D, FIVE, ["O0"], [bid(A, 6), bid(B, 5), bid(K, 0), bid(D, 0)])
    assert found(v) == [(0, "bid_out_of_range")]


def test_a_bid_after_the_first_card_is_out_of_turn() -> None:
    """ "Před prvním štychem se tipy ještě jednou pro všechny nahlas zopakují.\" A bid made after
    the first card is out of turn."""
    hands = [["R9"], ["R3"], ["R4"]]
    v = one(K, hands, ["O0"], [bid(A, 1), bid(B, 0), play(A, "R9"), bid(K, 0)] + plays((B, "R3"), (K, "R4")))
    assert found(v) == [(3, "bid_out_of_turn")]  # one fault: late, not missing as well


@pytest.mark.parametrize(("last", "forbidden"), [(1, True), (0, False), (2, False)])
def test_plus_minus_one_source_example(last: int, forbidden: bool) -> None:
    """Plus/mínus jedna: "Pokud je tedy v kole rozdáno 5 karet, hrají 4 hráči a první tři z nich
    si dohromady předpověděli 4 štychy, čtvrtý hráč si nesmí předpovědět jeden štych. Může si však
    předpovědět méně nebo více.\""""
    events = [bid(A, 2), bid(B, 1), bid(K, 1), bid(D, last)]
    v = one(D, FIVE, ["O0"], events, {"plus_minus_one": True})
    assert found(v) == ([(3, "bid_forbidden_plus_minus_one")] if forbidden else [])
    if forbidden:
        a = v["deals"][0]["annotations"][0]
        assert a["seat"] == D and a["rule"] == "rage/v.plus-minus-one"
    # without the variant the same bids are fine
    assert found(one(D, FIVE, ["O0"], events)) == []


def test_hidden_bid_any_order_before_the_first_card() -> None:
    """Skrytý tip: "Hráči napíší své odhady nejdřív na papírek. Když mají všichni svůj tip napsaný,
    odkryjí je a zapisovatel je poznamená.\" Bids written together may be recorded in any order,
    but before the play; without the variant the same order is out of turn."""
    events = [bid(D, 1), bid(K, 1), bid(B, 1), bid(A, 1)]
    assert found(one(D, FIVE, ["O0"], events, {"hidden_bid": True})) == []
    assert [c for _, c in found(one(D, FIVE, ["O0"], events))] == ["bid_out_of_turn"] * 3


def test_secret_bid_revealed_at_the_end_of_the_round() -> None:
    """Tajná předpověď: "Hráči napíší své odhady na papírek, ale ten se zveřejní až na konci
    kola.\" The bids recorded after the last card; the scores are checked against them.
    Dealer Katka; Anička leads red 9, Bohouš and Katka follow: Anička takes the one trick."""
    hands = [["R9"], ["R3"], ["R4"]]
    events = plays((A, "R9"), (B, "R3"), (K, "R4")) + [bid(A, 1), bid(B, 1), bid(K, 0)] + scores(11, -5, 10)
    clean(one(K, hands, ["O0"], events, {"secret_bid": True}))
    # without the variant: every bid is late (each one fault, not missing as well)
    assert found(one(K, hands, ["O0"], events)) == [
        (3, "bid_out_of_turn"),
        (4, "bid_out_of_turn"),
        (5, "bid_out_of_turn"),
    ]


# -- following colour and the action cards' permission ("Štychy", "Zvláštní pravidla …") --------


def test_revoke_and_free_choice_when_void() -> None:
    """ "Musí přitom přiznat barvu první karty štychu … Pouze pokud takovou nemá, vyloží kartu
    libovolné jiné barvy, akční kartu nebo trumfa.\" Katka holds yellow 2 and plays green:
    a revoke. Dalibor, void in yellow, may throw blue without trumping."""
    hands = [["Y8", "R1"], ["Y5", "R2"], ["G9", "Y2"], ["B3", "R3"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 0), bid(D, 1)]
    events += plays((A, "Y8"), (B, "Y5"), (K, "G9"), (D, "B3"), (A, "R1"), (B, "R2"), (K, "Y2"), (D, "R3"))
    v = one(D, hands, ["O0"], events)
    assert found(v) == [(6, "revoke")]
    assert v["deals"][0]["annotations"][0]["evidence"] == {"led": "Y", "held": ["Y2"], "trick": 1}
    # Anička takes the yellow trick, Dalibor the red one (no orange played)
    assert computed(v)["trick_winners"] == [A, D]


@pytest.mark.parametrize("action", [("WILD", "Y"), ("NOTRUMP",), ("CHANGE",), ("PLUS5",), ("MINUS5",)])
def test_action_card_only_when_unable_to_follow(action: tuple[str, ...]) -> None:
    """ "Jestliže hráč nemá v ruce kartu, kterou by mohl přiznat barvu, může také použít akční
    kartu.\" Bohouš holds yellow 5 when yellow is led and plays an action card instead (the joker
    even naming yellow): a fault, whichever action card."""
    hands = [["Y8", "R1"], [action[0], "Y5"], ["Y2", "R3"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 1)] + [play(A, "Y8"), play(B, *action), play(K, "Y2")]
    v = one(K, hands, ["O0", "G1", "P1"], events)
    assert found(v) == [(4, "action_card_while_able_to_follow")]
    assert v["deals"][0]["annotations"][0]["rule"] == "rage/action.only-when-void"


# -- the joker ("Žolík") --------------------------------------------------------------------------

WILD_RULE = (
    "Kdo zahraje žolíka, musí oznámit barvu, kterou žolík reprezentuje. Může to být i právě platná "
    "trumfová barva. Žolík se považuje za nejvyšší kartu dané barvy v tomto štychu. Pokud není barva, "
    "kterou žolík reprezentuje, trumfová, je každá karta v aktuální trumfové barvě silnější než tento "
    "žolík. Jsou-li oba žolíci použiti v témže štychu za stejnou barvu, je druhý žolík silnější než první."
)


# One trick of four cards, red trump, Anička leads (dealer Dalibor); (cards, winner).
WILD_TRICKS = {
    # named the led colour by a void player: above the yellow 15
    "named_led_colour": ([("Y3",), ("WILD", "Y"), ("Y15",), ("B1",)], B),
    # named the trump: above the red 15
    "named_trump": ([("Y3",), ("R15",), ("WILD", "R"), ("B1",)], K),
    # named yellow, not trump: any red beats it, even red 0
    "loses_to_any_trump": ([("Y3",), ("WILD", "Y"), ("R0",), ("Y15",)], K),
    # named a colour neither led nor trump: it takes nothing
    "named_other_colour": ([("Y3",), ("WILD", "G"), ("G15",), ("Y1",)], A),
    # both jokers for yellow: the second is stronger
    "two_for_one_colour": ([("Y3",), ("WILD", "Y"), ("WILD", "Y"), ("Y15",)], K),
    # both jokers for the trump: the second is stronger
    "two_for_the_trump": ([("Y3",), ("WILD", "R"), ("R15",), ("WILD", "R")], D),
    # one for yellow, one for the trump: the trump one
    "one_each": ([("Y3",), ("WILD", "R"), ("WILD", "Y"), ("Y15",)], B),
}


@pytest.mark.parametrize("case", sorted(WILD_TRICKS))
def test_wild_names_a_colour(case: str) -> None:
    """The joker (WILD_RULE): "Žolík se považuje za nejvyšší kartu dané barvy v tomto štychu." One trick each."""
    cards, winner = WILD_TRICKS[case]
    hands = [[c[0]] for c in cards]
    events = [bid(s, 1 if s == winner else 0) for s in (A, B, K, D)]
    events += [play(s, *c) for s, c in enumerate(cards)]
    events += scores(*[11 if s == winner else 10 for s in range(4)])
    v = one(D, hands, ["R9"], events)
    clean(v)
    assert computed(v)["trick_winners"] == [winner]


def test_wild_led_sets_the_colour_to_follow() -> None:
    """ "První barevná karta nebo žolík určují barvu, kterou další hráči musejí přiznat.\" Anička
    leads the joker for blue; Bohouš holds blue 14 and plays yellow: a revoke; Katka's blue 15
    stays below the joker."""
    hands = [["WILD", "G1"], ["Y5", "B14"], ["B15", "G2"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 1)]
    events += [play(A, "WILD", "B"), play(B, "Y5"), play(K, "B15")]
    events += plays((A, "G1"), (B, "B14"), (K, "G2"))
    v = one(K, hands, ["O0"], events)
    assert found(v) == [(4, "revoke")]
    assert computed(v)["trick_winners"] == [A, K]


def test_wild_without_a_colour() -> None:
    """ "Kdo zahraje žolíka, musí oznámit barvu, kterou žolík reprezentuje.\""""
    hands = [["Y8"], ["WILD"], ["Y2"]]
    v = one(K, hands, ["O0"], [bid(A, 1), bid(B, 0), bid(K, 0)] + plays((A, "Y8"), (B, "WILD"), (K, "Y2")))
    assert found(v) == [(4, "wild_without_colour")]
    assert computed(v)["trick_winners"] == [B]  # it stands for the colour led (rage/action.wild)


# -- NOTRUMP and CHANGE ("Bez trumfů", "Změna trumfů") ------------------------------------------


def test_notrump_source_example_and_the_trump_after_the_trick() -> None:
    """ "Trumfová barva je červená. Anička začíná a zahraje žlutou osmičku. Bohouš na to dá červenou
    čtyřku (trumf). Katka vyloží akční kartu „bez trumfu“ … Štych vyhraje Anička.\" Then: "Po štychu
    se odkryje vrchní karta z balíku … Pokud je odkrytá karta akční, postup se opakuje … Nová
    barevná karta určuje novou barvu trumfů pro zbytek kola.\" The stock after red holds +5 and
    then green 4: green is trump in trick 2, so Bohouš's green 2 beats Katka's blue 7."""
    hands = [["Y8", "B5"], ["R4", "G2"], ["NOTRUMP", "B7"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += plays((A, "Y8"), (B, "R4"), (K, "NOTRUMP"), (A, "B5"), (B, "G2"), (K, "B7"))
    events += scores(11, 11, 10) + totals(11, 11, 10)
    v = one(K, hands, ["R9", "PLUS5", "G4", "Y0"], events)
    clean(v)
    assert computed(v)["trumps"] == ["R", "G"]
    assert computed(v)["trick_winners"] == [A, B]


def test_notrump_in_the_last_trick_needs_no_stock_card() -> None:
    """ "Po štychu se odkryje vrchní karta z balíku …\" — after the round's last trick there is no
    trick left for a new trump, so a recorded stock of just the trump card is enough (ruling in
    rage/action.notrump): no stock_exhausted warning."""
    hands = [["Y8"], ["NOTRUMP"], ["R4"]]
    events = (
        [bid(A, 1), bid(B, 0), bid(K, 0)] + plays((A, "Y8"), (B, "NOTRUMP"), (K, "R4")) + scores(11, 10, 10)
    )
    v = one(K, hands, ["R9"], events)
    clean(v)
    assert computed(v)["trumps"] == ["R"]
    assert computed(v)["trick_winners"] == [A]


def test_notrump_led_makes_the_trick_trumpless() -> None:
    """ "Pozor: První karta štychu může být také akční karta. Pokud štych začíná akční kartou, potom
    druhá karta může mít libovolnou barvu.\" with "V tomto štychu nebude žádná barva trumfová.\"
    Anička leads NOTRUMP; Bohouš's yellow 2 sets the colour; Katka's red 15 (red is trump) counts
    as a plain card; Dalibor's yellow 9 wins."""
    hands = [["NOTRUMP"], ["Y2"], ["R15"], ["Y9"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1), bid(D, 0)]
    events += plays((A, "NOTRUMP"), (B, "Y2"), (K, "R15"), (D, "Y9")) + scores(10, 10, -5, -4)
    v = one(D, hands, ["R0"], events)
    clean(v)
    assert computed(v)["trick_winners"] == [D]


def test_change_rules_the_current_trick_and_the_rest_of_the_round() -> None:
    """ "Jestliže některý hráč použije tuto kartu, ihned se odkryje vrchní karta z balíku … Pokud je
    to akční karta, postup se opakuje … Nová barevná karta určuje barvu trumfu pro aktuální štych a
    pro zbytek kola. Dosavadní barva už tedy nemá sílu trumfu ani v tomto štychu.\"
    Red trump; Anička leads yellow 8, Bohouš trumps with red 4, Katka plays CHANGE: the stock turns
    -5, then blue 11; Dalibor's blue 2 is now the only trump and wins. Trick 2, still blue trump:
    green led, nobody has blue, Dalibor's green 9 wins.
    Scores: Anička bid 0, took 0: 10; Bohouš bid 1, took 0: -5; Katka 10; Dalibor bid 1, took 2:
    2 - 5 = -3."""
    hands = [["Y8", "G1"], ["R4", "P3"], ["CHANGE", "P5"], ["B2", "G9"]]
    events = [bid(A, 0), bid(B, 1), bid(K, 0), bid(D, 1)]
    events += plays(
        (A, "Y8"), (B, "R4"), (K, "CHANGE"), (D, "B2"), (D, "G9"), (A, "G1"), (B, "P3"), (K, "P5")
    )
    events += scores(10, -5, 10, -3) + totals(10, -5, 10, -3)
    v = one(D, hands, ["R9", "MINUS5", "B11", "Y4"], events)
    clean(v)
    assert computed(v)["trumps"] == ["R", "B"]
    assert computed(v)["trick_winners"] == [D, D]
    assert computed(v)["scores"] == [10, -5, 10, -3]


@pytest.mark.parametrize("first", ["NOTRUMP", "CHANGE"])
def test_notrump_and_change_in_one_trick(first: str) -> None:
    """The source is silent on both cards in one trick; the digest's ruling
    (rage/ruling.notrump-and-change): "V tomto štychu nebude žádná barva trumfová\" holds for the
    whole trick, the CHANGE turns its card at once ("ihned se odkryje vrchní karta\"), and the
    NOTRUMP's card is turned after the trick ("Po štychu se odkryje vrchní karta\") and rules the
    rest of the round. Blue trump; the CHANGE turns -5, yellow 6; after the trick orange 8 is
    turned. Trick 1 is trumpless: Anička's green 5 wins. Trick 2 (orange trump): Bohouš's orange 0
    beats Katka's yellow 10."""
    second = "CHANGE" if first == "NOTRUMP" else "NOTRUMP"
    hands = [["G5", "R1"], [first, "O0"], [second, "Y10"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += plays((A, "G5"), (B, first), (K, second), (A, "R1"), (B, "O0"), (K, "Y10"))
    events += scores(11, 11, 10)
    v = one(K, hands, ["B3", "MINUS5", "Y6", "O8", "P1"], events)
    clean(v)
    assert computed(v)["trumps"] == ["B", "Y", "O"]
    assert computed(v)["trick_winners"] == [A, B]


def test_change_after_notrump_may_stand_for_the_rest_of_the_round() -> None:
    """rage/ruling.notrump-and-change (rage-action-edges c1): a CHANGE after the trick's NOTRUMP
    sets the trump "pro aktuální štych a pro zbytek kola" as the later act, so a table may turn no
    card for the NOTRUMP after the trick. The same deal as above, NOTRUMP first, written with
    trick 2 under the CHANGE's yellow: Katka's yellow 10 wins it (bids 1, 1, 0: 11, -5, -4). The
    rest of the round fits that reading better, so it is clean; the NOTRUMP's turn stays the
    reading where the record does not tell (above)."""
    hands = [["G5", "R1"], ["NOTRUMP", "O0"], ["CHANGE", "Y10"]]
    events = [bid(A, 1), bid(B, 1), bid(K, 0)]
    events += plays((A, "G5"), (B, "NOTRUMP"), (K, "CHANGE"), (A, "R1"), (B, "O0"), (K, "Y10"))
    v = one(K, hands, ["B3", "MINUS5", "Y6", "O8", "P1"], [*events, *scores(11, -5, -4)])
    clean(v)
    assert computed(v)["trumps"] == ["B", "Y"]
    assert computed(v)["trick_winners"] == [A, K]
    # a sheet neither reading gives is still wrong, judged by the NOTRUMP's turn (the tie)
    v = one(K, hands, ["B3", "MINUS5", "Y6", "O8", "P1"], [*events, *scores(11, -5, 10)])
    assert found(v) == [(10, "wrong_score")]
    assert computed(v)["trumps"] == ["B", "Y", "O"]


# -- tricks led by, and made of, action cards ("Pozor: …") --------------------------------------


def test_action_lead_the_first_colour_card_sets_the_colour() -> None:
    """ "Pokud štych začíná akční kartou, potom druhá karta může mít libovolnou barvu. První barevná
    karta nebo žolík určují barvu, kterou další hráči musejí přiznat.\" Anička leads +5; Bohouš's
    green 4 sets green; Katka holds green 10 and plays yellow 9: a revoke; Dalibor's green 12 wins
    and the +5 with it. Trick 2: Dalibor leads yellow 3, Anička 1, Bohouš 2, Katka (now void)
    green 10: Dalibor. Scores: Dalibor bid 2, took 2 with the +5: 2 + 10 + 5 = 17."""
    hands = [["PLUS5", "Y1"], ["G4", "Y2"], ["Y9", "G10"], ["G12", "Y3"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 0), bid(D, 2)]
    events += plays(
        (A, "PLUS5"), (B, "G4"), (K, "Y9"), (D, "G12"), (D, "Y3"), (A, "Y1"), (B, "Y2"), (K, "G10")
    )
    events += scores(10, 10, 10, 17)
    v = one(D, hands, ["R0"], events)
    assert found(v) == [(6, "revoke")]
    assert computed(v)["trick_winners"] == [D, D]
    assert computed(v)["scores"] == [10, 10, 10, 17]


def test_action_lead_then_a_joker_sets_the_colour() -> None:
    """ "První barevná karta nebo žolík určují barvu, kterou další hráči musejí přiznat.\" Anička
    leads CHANGE (red trump becomes green: the stock shows green 2 next); Bohouš's joker names
    purple; Katka holds purple 3 and must follow with it; the joker wins."""
    hands = [["CHANGE", "Y1"], ["WILD", "Y2"], ["P3", "Y3"]]
    events = [bid(A, 0), bid(B, 1), bid(K, 1)]
    events += [play(A, "CHANGE"), play(B, "WILD", "P"), play(K, "P3")]
    events += plays((B, "Y2"), (K, "Y3"), (A, "Y1")) + scores(10, 11, 11)
    v = one(K, hands, ["R1", "G2"], events)
    clean(v)
    assert computed(v)["trumps"] == ["R", "G"]
    assert computed(v)["trick_winners"] == [B, K]


def test_trick_of_only_action_cards_goes_to_its_first_card() -> None:
    """ "Pokud nakonec štych obsahuje jen samé akční karty bez žolíka, štych vyhraje první karta do
    něj položená.\" with "Za každou kartu „-5“ ve svých štychách dostane hráč pět minusových bodů.\"
    Anička leads -5, Bohouš +5, Katka -5: Anička takes it with -5 + 5 - 5 = -5. Bid 0, took 1:
    1 - 5 - 5 = -9; Bohouš 0 of 0: 10; Katka bid 1, took 0: -5."""
    hands = [["MINUS5"], ["PLUS5"], ["MINUS5"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1)] + plays((A, "MINUS5"), (B, "PLUS5"), (K, "MINUS5"))
    events += scores(-9, 10, -5)
    v = one(K, hands, ["O0"], events)
    clean(v)
    assert computed(v)["trick_winners"] == [A]
    assert computed(v)["action_cards"][A] == {"MINUS5": 2, "PLUS5": 1}


def test_trick_of_only_action_cards_with_change_and_notrump() -> None:
    """The same sentence, with a CHANGE and a NOTRUMP in the trick: Anička's CHANGE (first) wins.
    The CHANGE turns blue at once, the NOTRUMP turns yellow after the trick; trick 2 is played
    with yellow trump: Katka's yellow 1 beats the led red 15."""
    hands = [["CHANGE", "R15"], ["NOTRUMP", "R2"], ["PLUS5", "Y1"]]
    events = [bid(A, 2), bid(B, 0), bid(K, 0)]
    events += plays((A, "CHANGE"), (B, "NOTRUMP"), (K, "PLUS5"), (A, "R15"), (B, "R2"), (K, "Y1"))
    events += scores(-5 + 1 + 5, 10, -5 + 1)
    v = one(K, hands, ["O0", "B5", "Y4"], events)
    clean(v)
    assert computed(v)["trumps"] == ["O", "B", "Y"]
    assert computed(v)["trick_winners"] == [A, K]


def test_trick_of_only_action_cards_with_a_joker() -> None:
    """ "… jen samé akční karty bez žolíka …\": with a joker the first-card rule does not apply; the
    joker (named orange, the only coloured card) wins."""
    hands = [["NOTRUMP"], ["MINUS5"], ["WILD"]]
    events = [bid(A, 0), bid(B, 0), bid(K, 1)] + [play(A, "NOTRUMP"), play(B, "MINUS5"), play(K, "WILD", "O")]
    events += scores(10, 10, 1 + 10 - 5)
    v = one(K, hands, ["R0"], events)
    clean(v)
    assert computed(v)["trick_winners"] == [K]


# -- scoring over a session ("Vyhodnocení kola", "Konec hry") -----------------------------------


def two_rounds(
    round9: list[int], total9: list[int], round10: list[int], total10: list[int], dealer10: int = A
):
    """Round 9 (dealer Katka, green trump): Anička leads red 10, Bohouš red 12, Katka (no red) +5:
    Bohouš, with the +5. Bohouš leads blue 4, Katka blue 9, Anička (only -5 left) -5: Katka, with
    the -5. Bids 0, 1, 1: Anička 10, Bohouš 1 + 10 + 5 = 16, Katka 1 + 10 - 5 = 6.
    Round 10 (dealer Anička, yellow trump): Bohouš leads orange 2, Katka (no orange) yellow 7,
    Anička yellow 5: Katka's higher trump. Bids Bohouš 0, Katka 1, Anička 0: 10, 11, 10."""
    r9 = deal(
        K,
        [["R10", "MINUS5"], ["R12", "B4"], ["PLUS5", "B9"]],
        ["G0", "G1"],
        [bid(A, 0), bid(B, 1), bid(K, 1)]
        + plays((A, "R10"), (B, "R12"), (K, "PLUS5"), (B, "B4"), (K, "B9"), (A, "MINUS5"))
        + scores(*round9)
        + totals(*total9),
    )
    r10 = deal(
        dealer10,
        [["Y5"], ["O2"], ["Y7"]],
        ["Y3"],
        [bid(B, 0), bid(K, 1), bid(A, 0)]
        + plays((B, "O2"), (K, "Y7"), (A, "Y5"))
        + scores(*round10)
        + totals(*total10),
    )
    return validate(session([r9, r10]))


def test_round_scores_and_running_totals() -> None:
    """ "Za každý vyhraný štych dostane hráč jeden plusový bod. Za každou kartu „+5“ … pět plusových
    bodů. Za každou kartu „-5“ … pět minusových bodů. Jestliže se hráčův odhad shoduje … deset
    plusových bodů. … neshoduje … pět minusových bodů.\" and "Potom se každému hráči sečtou
    výsledky všech deseti kol.\""""
    v = two_rounds([10, 16, 6], [10, 16, 6], [10, 10, 11], [20, 26, 17])
    clean(v)
    assert computed(v, 0)["scores"] == [10, 16, 6]
    assert computed(v, 1)["scores"] == [10, 10, 11]
    assert computed(v, 1)["totals"] == [20, 26, 17]
    assert v["session"]["totals"]["difference"] == {}


def test_wrong_running_total() -> None:
    """A slip in the addition: Katka's 6 + 11 written as 18."""
    v = two_rounds([10, 16, 6], [10, 16, 6], [10, 10, 11], [20, 26, 18])
    assert found(v) == [(11, "wrong_total")]
    a = v["deals"][1]["annotations"][0]
    assert a["seat"] == K and a["evidence"]["expected"] == 17


def test_record_taken_up_mid_session_carries_its_first_totals() -> None:
    """rage/score.total: rounds 9 and 10 without start.totals whose first totals fit no fresh start
    (100 more each) carry earlier rounds: they are the base, and the next slip is still found."""
    v = two_rounds([10, 16, 6], [110, 116, 106], [10, 10, 11], [120, 126, 117])
    clean(v)
    assert any("taken as the base" in u for u in v["deals"][0]["unchecked"])
    assert v["session"]["totals"]["difference"] == {}
    v = two_rounds([10, 16, 6], [110, 116, 106], [10, 10, 11], [120, 126, 118])
    assert found(v) == [(11, "wrong_total")]
    # two first totals that fit a fresh start: the record starts from 0, the third is a slip
    v = two_rounds([10, 16, 6], [110, 16, 6], [10, 10, 11], [120, 26, 17])
    assert found(v) == [(12, "wrong_total")]


def test_wrong_round_score_reported_once() -> None:
    """Bohouš's +5 card forgotten in round 9 (11 for 16): a wrong score; the totals that follow the
    sheet's own figures (11, then 21) are not faults of their own."""
    v = two_rounds([10, 11, 6], [10, 11, 6], [10, 10, 11], [20, 21, 17])
    assert found(v) == [(10, "wrong_score")]
    assert v["session"]["totals"]["difference"] == {"1": 5}  # expected − recorded


def test_dealer_passes_clockwise() -> None:
    """ "Po každém kole rozdává karty jiný hráč, tato funkce se předává po směru hodinových ručiček.\"
    Katka dealt round 9, so Anička deals round 10; Bohouš written as its dealer is the wrong dealer.
    The bids and the first card still go round from Anička's left, as the table dealt it: the
    dealer written is the sheet's one slip, not also a bid and a card out of turn (diff9
    rage-knockon A1: one slip, one finding)."""
    v = two_rounds([10, 16, 6], [10, 16, 6], [10, 10, 11], [20, 26, 17], dealer10=B)
    assert found(v) == [(None, "wrong_dealer")]
    a = v["deals"][1]["annotations"][0]
    assert a["seat"] == B and a["evidence"] == {"dealer": B, "expected": A, "judged_from": A}
    assert "only the dealer written is wrong" in a["message"]


# -- Durch ("Varianty") ---------------------------------------------------------------------------


def test_durch_two_points_a_trick() -> None:
    """Durch: "Jestliže jeden hráč vyhrál všechny štychy kola, dostane za každý štych dva plusové
    body místo jednoho.\" Anička takes both tricks of round 9, bid 2: 2 × 2 + 10 = 14 (12 without
    the variant)."""
    hands = [["R15", "R14"], ["R1", "R2"], ["R3", "R4"]]
    events = [bid(A, 2), bid(B, 0), bid(K, 0)]
    events += plays((A, "R15"), (B, "R1"), (K, "R3"), (A, "R14"), (B, "R2"), (K, "R4"))
    durch = one(K, hands, ["O0"], events + scores(14, 10, 10), {"durch": True})
    clean(durch)
    plain = one(K, hands, ["O0"], events + scores(12, 10, 10))
    clean(plain)


def test_durch_not_in_the_last_round() -> None:
    """ "To neplatí v posledním kole, kde jde jen o jediný štych.\" Round 10: 1 + 10 = 11."""
    hands = [["R15"], ["R1"], ["R3"]]
    events = [bid(A, 1), bid(B, 0), bid(K, 0)] + plays((A, "R15"), (B, "R1"), (K, "R3"))
    clean(one(K, hands, ["O0"], events + scores(11, 10, 10), {"durch": True}))


def last_round(start_totals: list[int]) -> dict[str, Any]:
    """Round 10 of two_rounds (Anička 10, Bohouš 10, Katka 11) taken from the middle of a session."""
    r10 = deal(
        A,
        [["Y5"], ["O2"], ["Y7"]],
        ["Y3"],
        [bid(B, 0), bid(K, 1), bid(A, 0)] + plays((B, "O2"), (K, "Y7"), (A, "Y5")),
    )
    doc = session([r10])
    doc["start"] = {"round": 10, "totals": start_totals}
    return validate(doc)


@pytest.mark.parametrize(("start", "winners"), [([25, 20, 30], [K]), ([26, 20, 25], [A, K])])
def test_highest_total_after_ten_rounds_wins(start: list[int], winners: list[int]) -> None:
    """rage/score.winner: "Hra končí po deseti kolech. Poslední kolo se také ještě vyhodnotí. Potom se každému hráči
    sečtou výsledky všech deseti kol. Vyhraje hráč s nejvyšším počtem bodů." A tie (the source is
    silent) lists both."""
    v = last_round(start)
    clean(v)
    assert computed(v)["totals"] == [start[0] + 10, start[1] + 10, start[2] + 11]
    assert v["session"]["winners"] == winners


def test_no_winner_before_the_tenth_round() -> None:
    """The game ends only after the tenth round: a record ending at round 9 names no winner."""
    r9 = deal(
        K,
        [["R10", "MINUS5"], ["R12", "B4"], ["PLUS5", "B9"]],
        ["G0"],
        [bid(A, 0), bid(B, 1), bid(K, 1)]
        + plays((A, "R10"), (B, "R12"), (K, "PLUS5"), (B, "B4"), (K, "B9"), (A, "MINUS5")),
    )
    v = validate(session([r9]))
    clean(v)
    assert "winners" not in v["session"]


@pytest.mark.parametrize(
    ("order", "faults"),
    [
        ("BKDA", [(0, "B")]),  # the first bidder bids last: one slip, by the one who bid in his turn
        ("BAKD", [(0, "B")]),  # two bidders swapped: the early one
        ("KDAB", [(0, "K")]),  # bidding began at the wrong seat
        ("DKBA", [(0, "D"), (1, "K"), (2, "B")]),  # every bid in reverse
    ],
)
def test_bid_order_one_slip_one_annotation(order: str, faults: list[tuple[int, str]]) -> None:
    """rage/bid.order: the turn passes from each bidder to the next who has not bid; a seat passed
    over bids late without a second fault (rage12's probe: a late first bidder gave three)."""
    seat = {"A": A, "B": B, "K": K, "D": D}
    events = [bid(seat[c], 1) for c in order]
    v = one(D, FIVE, ["O0"], events)
    got = [
        (a["event"], a["seat"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["code"] == "bid_out_of_turn"
    ]
    assert got == [(i, seat[c]) for i, c in faults]
