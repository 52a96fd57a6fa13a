"""Galician Tarok: "each rule in a digest has a test that breaks it".

The tests below cover the rule ids of docs/rules/galician-tarok.md that no other test pinned down on
its own: each is a small transcript laid out by hand from the digest and the source
(shared/seeds/002_d58cf04b7f012795.txt, Szczepański's §1-§33), and its docstring names the rule id
and quotes the source. tests/test_digests.py checks that every rule id the digest defines is named
by some test file of the project, so a rule added to the digest without a test fails the suite.

Seat 0 deals; seat 1 is the forehand and leads; the order of play is 1, 2, 0.
"""

from __future__ import annotations

from typing import Any

from test_galician_tarok_independent import (
    A43_HANDS,
    A43_TALON,
    A43_TRICKS,
    E_ultimo_HANDS,
    E_ultimo_LAY,
    E_ultimo_TAKE,
    E_ultimo_TALON,
    E_ultimo_TRICKS,
    bid,
    fourth_two,
    plays,
    transcript,
)

from validator.engine.games.galician_tarok import tables as T
from validator.engine.validate import validate


def annotations(v: dict[str, Any]) -> list[tuple[str, str, int | None, int | None]]:
    assert v["status"] != "rejected", v.get("problems")
    return [(a["code"], a["rule"], a["seat"], a["event"]) for d in v["deals"] for a in d["annotations"]]


def problems(v: dict[str, Any]) -> list[tuple[str, str]]:
    assert v["status"] == "rejected"
    return [(p["pointer"], p["code"]) for p in v["problems"]]


def solo(*tricks: str) -> list[dict[str, Any]]:
    """Seat 1 (the forehand) bids a solo, so nothing is bought and he leads the first trick."""
    return [
        bid(1, "solo"),
        bid(2, "pass"),
        bid(0, "pass"),
        {"type": "announce", "seat": 1, "items": []},
        *plays(list(tricks)),
    ]


INCOMPLETE = ("incomplete_deal", "galician-tarok/14.counting", None, None)

# --- §1, §3, §7 the deck and the card values ------------------------------------------------------------

SUIT_CARDS = {
    "H": ["KH", "QH", "NH", "JH", "1H"],
    "D": ["KD", "QD", "ND", "JD", "1D"],
    "S": ["KS", "QS", "NS", "JS", "10S"],
    "C": ["KC", "QC", "NC", "JC", "10C"],
}
TAROCKS = [f"T{i}" for i in range(1, 22)] + ["SKIZ"]


def test_1_deck_42_cards_22_tarocks_20_suit_cards() -> None:
    """galician-tarok/1.deck: §1 "Talia składa się z 22 taroków i 20 farb."; §7 "W każdej farbie jest po
    5 kart: król, … dama, … kabal, … chłopiec, … i dziesiątka lub as" (the digest's codes: the pip is 1 in
    the red suits, 10 in the black); 3.card-points / 7.card-points: the 42 cards hold 94."""
    codes = set(T.DECK.cards)
    assert codes == set(TAROCKS) | {c for cs in SUIT_CARDS.values() for c in cs}
    assert len(codes) == 42
    assert sum(T.is_tarock(c) for c in T.ALL) == 22
    assert sum(T.POINTS) == 94
    # a red ten and a black ace are not in this deck: the transcript is rejected with a pointer
    hands = [list(h) for h in A43_HANDS]
    hands[0][hands[0].index("1H")] = "10H"
    assert ("/deals/0/hands/0/4", "unknown_card") in problems(validate(transcript(hands, A43_TALON, [])))
    talon = ["1S" if c == "10S" else c for c in A43_TALON]
    assert ("/deals/0/talon/0", "unknown_card") in problems(validate(transcript(A43_HANDS, talon, [])))


def test_3_7_card_points_of_every_card() -> None:
    """galician-tarok/3.card-points: §3 "Pagat, mond i skiz liczą każdy po 5 punktów – każdy tarok 1
    punkt."; galician-tarok/7.card-points: §7 "król, liczy 5 punktów; dama, 4 punkty; kabal, 3 punkty,
    chłopiec, 2 punkty i dziesiątka lub as, 1 punkt." A pile of one card counts its value less 1 (the
    digest's remainder ruling, galician-tarok/14.counting), so one card at a time shows its value."""
    want = {c: (5 if c in ("T1", "T21", "SKIZ") else 1) for c in TAROCKS}
    for cs in SUIT_CARDS.values():
        want.update(zip(cs, [5, 4, 3, 2, 1], strict=True))
    got = {c: T.count_points([T.DECK.card(c)]) + 1 for c in want}
    assert got == want


# --- §2, §4, §5, §11 the order of the cards, the winner of a trick, the lead ---------------------------------

# seat 0 holds the mond, seat 1 the skiz, seat 2 the pagat; every seat holds one or two cards of each suit
ORDER_HANDS = [
    ["QH", "1D", "10S", "NC", "T21", "T10", "T11", "T12", "T13", "T14", "NH", "JH"],
    ["1H", "ND", "QS", "JC", "T9", "T20", "T19", "T18", "T17", "T16", "T15", "SKIZ"],
    ["KH", "JD", "NS", "10C", "T1", "T2", "T3", "T4", "T5", "T6", "T7", "T8"],
]
ORDER_TALON = ["KD", "QD", "KS", "JS", "KC", "QC"]


def winners(*tricks: str, hands: list[list[str]] = ORDER_HANDS) -> list[int]:
    v = validate(transcript(hands, ORDER_TALON, solo(*tricks)))
    assert annotations(v) == [INCOMPLETE]  # the record stops early: a warning, nothing else
    return v["deals"][0]["computed"]["trick_winners"]


def test_2_tarock_order_by_number_and_the_skiz_over_the_mond() -> None:
    """galician-tarok/2.tarock-order: §2 "Taroki są oznaczone porządkowymi cyframi od I. (pagat) do XXI.
    (mond). Skiz (bez cyfry) jest najwyższą kartą w grze – przebija monda." The mond led and the skiz
    played over it in the same trick: the skiz wins; the skiz led and the mond under it: the skiz wins."""
    assert winners(
        "1:T9 2:T8 0:T10",  # T10 > T9 > T8: seat 0
        "0:T21 1:SKIZ 2:T1",  # the mond led, the skiz over it: seat 1 (the pagat is the lowest)
        "1:T15 2:T7 0:T14",  # T15 > T14 > T7: seat 1
    ) == [0, 1, 1]
    assert winners("1:SKIZ 2:T8 0:T21") == [1]


def test_4_order_king_queen_knight_jack_pip() -> None:
    """galician-tarok/4.order: §4 "Tarok wyższy bije niższy; tak samo i farba wyższa niższą."; §7 lists
    each suit from the top, "król, … dama, … kabal, … chłopiec … i dziesiątka lub as" (the digest's
    ruling: the pip, 1 or 10, is the lowest). With no tarock in a trick, the highest card of the suit led
    wins (galician-tarok/5.winner)."""
    assert winners(
        "1:1H 2:KH 0:QH",  # K > Q > 1: seat 2
        "2:JD 0:1D 1:ND",  # N > J > 1: seat 1
        "1:QS 2:NS 0:10S",  # Q > N > 10: seat 1
        "1:JC 2:10C 0:NC",  # N > J > 10: seat 0
    ) == [2, 1, 1, 0]
    # the jack over the pip never decides a trick in which all three follow: pinned on the table itself
    for cs in SUIT_CARDS.values():
        strength = [T.STRENGTH[T.DECK.card(c).index] for c in cs]
        assert strength == sorted(strength, reverse=True) and len(set(strength)) == 5, cs


def test_5_winner_the_pagat_beats_a_suit_card_and_any_tarock_beats_the_suit_led() -> None:
    """galician-tarok/5.winner: §5 "Do zagranej farby dodaje się farbę tego samego gatunku. Jeżeli się
    takiej farby nie ma, to bije się ją tarokiem."; §6 "Pobija się nim [pagatem] każdą farbę, jego zaś
    pobija każdy tarok." Seat 0 and seat 1 swap JH and JC: seat 2, void in hearts after trick 1, wins a
    heart trick with the pagat; seat 1, void in clubs, wins a club trick with his lowest tarock over the
    knight of the suit led."""
    hands = [list(h) for h in ORDER_HANDS]
    hands[0][hands[0].index("JH")] = "JC"
    hands[1][hands[1].index("JC")] = "JH"
    assert winners(
        "1:1H 2:KH 0:QH",  # K: seat 2
        "2:JD 0:1D 1:ND",  # N: seat 1
        "1:JH 2:T1 0:NH",  # hearts led, seat 2 trumps with the pagat: it beats NH and JH, seat 2
        "2:10C 0:NC 1:T15",  # clubs led, seat 1 trumps: T15 beats NC, seat 1
        hands=hands,
    ) == [2, 1, 2, 1]


def test_11_first_lead_the_forehand_then_the_winner_of_each_trick() -> None:
    """galician-tarok/11.first-lead: §11 "Ręka wydaje pierwszą kartę." (the forehand, seat 1, leads the
    first trick); the winner of a trick leads the next. A lead by another seat: out_of_turn
    (galician-tarok/5.turn), with the seat whose lead it was."""
    ev = solo("2:KH 0:QH 1:1H")  # seat 2 leads the first trick instead of the forehand
    v = validate(transcript(ORDER_HANDS, ORDER_TALON, ev))
    assert annotations(v)[0] == ("out_of_turn", "galician-tarok/5.turn", 2, 4)
    assert v["deals"][0]["annotations"][0]["evidence"]["expected"] == 1
    # seat 2 wins trick 1 with KH and must lead trick 2; seat 1 (who led trick 1) leads instead
    ev = solo("1:1H 2:KH 0:QH", "1:ND 2:JD 0:1D")
    v = validate(transcript(ORDER_HANDS, ORDER_TALON, ev))
    assert annotations(v) == [("out_of_turn", "galician-tarok/5.turn", 1, 7), INCOMPLETE]
    assert v["deals"][0]["annotations"][0]["evidence"]["expected"] == 2
    # led by the winner, the same cards are clean
    ev = solo("1:1H 2:KH 0:QH", "2:JD 0:1D 1:ND")
    assert annotations(validate(transcript(ORDER_HANDS, ORDER_TALON, ev))) == [INCOMPLETE]


# --- §10 the calls and the end of the auction -------------------------------------------------------------


def test_10_bids_rank_three_bottom_top_two_one_solo() -> None:
    """galician-tarok/10.bids: §10 "Każdy z następnych graczy albo zgadza się, albo deklaruje wyższą
    grę. Więc, gdy jeden z graczy zapowiada trójkę, drugi może powiedzieć: spód. … może zapowiedzieć
    jeszcze: wierzch"; "Jeżeli się gracz utrzyma przy dwójce, lub jedynce"; "Wreszcie gracz może
    deklarować: solo". The games rank three < bottom < top < two < one < solo: each is bid over the
    one below it, and after each a call of the game just below it is void (galician-tarok/10.bid-rank,
    the same player calls again). galician-tarok/10.auction-end: the last player left plays the last
    game said."""
    ev = [
        bid(1, "three"),
        bid(2, "bottom"),
        bid(0, "three"),  # 2: void
        bid(0, "top"),
        bid(1, "bottom"),  # 4: void
        bid(1, "two"),
        bid(2, "top"),  # 6: void
        bid(2, "one"),
        bid(0, "two"),  # 8: void
        bid(0, "solo"),
        bid(1, "one"),  # 10: void
        bid(1, "pass"),
        bid(2, "pass"),
    ]
    v = validate(transcript(A43_HANDS, A43_TALON, ev))
    rank = "galician-tarok/10.bid-rank"
    assert annotations(v) == [
        ("illegal_bid", rank, 0, 2),
        ("illegal_bid", rank, 1, 4),
        ("illegal_bid", rank, 2, 6),
        ("illegal_bid", rank, 0, 8),
        ("illegal_bid", rank, 1, 10),
        INCOMPLETE,
    ]
    c = v["deals"][0]["computed"]
    assert (c["player"], c["bid"], c["contract"], c["purchase"]) == (0, "solo", "solo", 1)
    # an unknown call is not a call: the transcript is rejected with a pointer
    bad = transcript(A43_HANDS, A43_TALON, [bid(1, "four")])
    assert ("/deals/0/events/0/bid", "bad_bid") in problems(validate(bad))


def test_10_auction_end_a_hold_keeps_the_last_game_said() -> None:
    """galician-tarok/10.auction-end: §10 "Ten, który się przy licytacji utrzymał, gra, dwaj inni
    pomagają". Seat 1 (the forehand) says three, seat 2 one, seat 0 passes, seat 1 holds (sam), seat 2
    passes: seat 1 is the player, and his game is the one, the last game word said, not his three. A
    player whose game is outbid by a later one and who passes is out: seat 2's earlier bid counts for
    nothing once he passes."""
    ev = [bid(1, "three"), bid(2, "one"), bid(0, "pass"), bid(1, "hold"), bid(2, "pass")]
    v = validate(transcript(A43_HANDS, A43_TALON, ev))
    assert annotations(v) == [INCOMPLETE]
    c = v["deals"][0]["computed"]
    assert (c["player"], c["bid"], c["contract"], c["purchase"]) == (1, "one", "one", 1)
    # without the hold the auction is not over: seat 1 must still answer
    v = validate(transcript(A43_HANDS, A43_TALON, ev[:3] + [bid(2, "pass")]))
    assert annotations(v)[0][:2] == ("out_of_turn", "galician-tarok/10.auction-order")
    # seat 2 bids over seat 1's three and both others pass: seat 2 plays the one
    ev = [bid(1, "three"), bid(2, "one"), bid(0, "pass"), bid(1, "pass")]
    c = validate(transcript(A43_HANDS, A43_TALON, ev))["deals"][0]["computed"]
    assert (c["player"], c["bid"], c["contract"]) == (2, "one", "one")


# --- §18, §20 settlement in the record ---------------------------------------------------------------------


def pay(frm: int | str, to: int | str, amount: float, reason: str) -> dict[str, Any]:
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def test_18_payments_between_the_player_and_each_opponent() -> None:
    """galician-tarok/18.payments: §18 "Gdy gracz n.p. kupuje czwartą dwójkę i zdobędzie sumę 43
    punktów, t.j. 10 ponad 33, to wygrywa 10×4=40+40=80 punktów"; §20 "Gracz płaci wartość taroków
    każdemu z pomagających i królowi, ewentualnie otrzymuje ją od każdego z nich." Seat 1 wins 80 from
    each helper. Recorded payments are compared pair by pair and reason by reason: right in sum but
    under another reason, payment_reason (a warning); a payment between two helpers,
    unexpected_payment; a helper's payment left out, missing_payment (event null, with the rule of the
    amount due, galician-tarok/18.game-value)."""
    ev = fourth_two("A43")
    n = len(ev)
    v = validate(transcript(A43_HANDS, A43_TALON, ev + [pay(0, 1, 80, "game"), pay(2, 1, 80, "game")]))
    assert v["status"] == "clean"
    # right in sum, wrong reason
    v = validate(transcript(A43_HANDS, A43_TALON, ev + [pay(0, 1, 80, "tarocks"), pay(2, 1, 80, "game")]))
    (a,) = v["deals"][0]["annotations"]
    assert (a["code"], a["rule"], a["severity"]) == (
        "payment_reason",
        "galician-tarok/18.payments",
        "warning",
    )
    assert a["evidence"]["pair"] == [0, 1]
    # a payment between the two helpers, besides the right ones
    v = validate(
        transcript(
            A43_HANDS, A43_TALON, ev + [pay(0, 1, 80, "game"), pay(2, 1, 80, "game"), pay(0, 2, 10, "game")]
        )
    )
    assert annotations(v) == [("unexpected_payment", "galician-tarok/18.payments", 0, n + 2)]
    # seat 2's payment left out
    v = validate(transcript(A43_HANDS, A43_TALON, ev + [pay(0, 1, 80, "game")]))
    assert annotations(v) == [("missing_payment", "galician-tarok/18.game-value", 2, None)]
    # the same amount from each opponent, at four the king too (§17 "każdemu z pomagających i królowi")
    # (seat 3 deals and is the king, seat 0 the forehand: the seats of the example move down by one)
    remap = {1: 0, 2: 1, 0: 2}
    hands = [A43_HANDS[1], A43_HANDS[2], A43_HANDS[0], []]
    ev4 = [bid(0, "two"), bid(1, "pass"), bid(2, "pass")]
    ev4 += [{**e, "seat": remap[e["seat"]]} for e in ev[3:9]] + plays(A43_TRICKS, remap)
    v = validate(transcript(hands, A43_TALON, ev4, dealer=3))
    assert v["status"] == "clean", annotations(v)
    pays = v["deals"][0]["computed"]["payments"]
    assert sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in pays) == [
        (1, 0, 80, "game"),
        (2, 0, 80, "game"),
        (3, 0, 80, "game"),
    ]


# --- §17 contra paid alike both ways, §6 a helper's pagat in the last trick ---------------------------------


def contra(seat: int, level: int) -> dict[str, Any]:
    return {"type": "double", "seat": seat, "target": "game", "level": level}


def test_17_contra_symmetric_a_won_game_paid_as_a_lost_one_would_be() -> None:
    """galician-tarok/17.contra-symmetric: §17 "Często jest w użyciu, że przy contrze oblicza się wynik
    gry tak, że gracz tę samą sumę otrzymuje przy wygranej, jaką płaci przy przegranej." The source's
    fourth two with 43 points (80) under contra: by the rule as written the player wins 80 × 2 = 160
    (galician-tarok/17.contra-values); with the option he wins what he would pay if he lost: 80 × 4 (the
    fourth two) × 2 = 640, and under recontra 80 × 4 × 4 = 1280."""
    for levels, plain, sym in (([2], 160, 640), ([2, 4], 160, 1280)):
        ev = fourth_two("A43")
        ev[9:9] = [contra(2 if lv == 2 else 1, lv) for lv in levels]
        for rules, each in (({"pool": False}, plain), ({"pool": False, "contra_symmetric": True}, sym)):
            v = validate(transcript(A43_HANDS, A43_TALON, ev, rules=rules))
            assert v["status"] == "clean", annotations(v)
            pays = v["deals"][0]["computed"]["payments"]
            assert sorted((p["from"], p["to"], p["amount"]) for p in pays) == [(0, 1, each), (2, 1, each)]


def test_6_ultimo_a_helpers_pagat_in_the_last_trick_counts_nothing() -> None:
    """galician-tarok/6.ultimo: §6 "Jeżeli pagatem zdobywa się ostatnią lewę (ultimo), osobno liczy się
    50 punktów"; §27 "Ultimo liczy się tylko graczowi". The independent ultimo deal (E_ultimo) with
    seat 1's hand as it stood after his purchase, and seat 0 playing a solo instead: the same twelve
    tricks, so seat 1, now a helper, takes the last trick with the pagat. Nothing is paid for it. Seat
    0's tricks 3, 4, 5 hold 13 in nine cards (less 6): 7 points, 26 short of 33: 26 × 6 + 60 = 216 to
    each helper."""
    hands = [list(h) for h in E_ultimo_HANDS]
    hands[1] = [c for c in hands[1] if c not in E_ultimo_LAY] + E_ultimo_TAKE
    talon = E_ultimo_LAY + [c for c in E_ultimo_TALON if c not in E_ultimo_TAKE]
    ev = [
        bid(1, "pass"),
        bid(2, "pass"),
        bid(0, "solo"),
        {"type": "announce", "seat": 0, "items": []},
        *plays(E_ultimo_TRICKS),
    ]
    v = validate(transcript(hands, talon, ev))
    assert v["status"] == "clean", annotations(v)
    c = v["deals"][0]["computed"]
    assert c["trick_winners"][-1] == 1  # 1:T1 2:KH 0:ND
    assert c["ultimo"] is False and c["points"]["player"] == 7
    assert sorted((p["from"], p["to"], p["amount"], p["reason"]) for p in c["payments"]) == [
        (0, 1, 216, "game"),
        (0, 2, 216, "game"),
    ]


# --- the digest's rule ids and the tests -------------------------------------------------------------------
