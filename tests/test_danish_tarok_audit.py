"""Danish Tarok audit: whole deals worked by hand from the Polish source, as an outside tester would.

Written from ../shared/seeds/000_2fac32aef83ce8a1.txt (§1-§18) and ../shared/spec/transcript-format.md
only. These deals cover what test_danish_tarok_independent.py does not play out in a whole deal: both
przydupeks in one last trick (§15 "Przydupek Pagata", "Przydupek Króla": "podwaja zawartość Puli"),
the Pagat Ultimo with a simultaneous King przydupek (one pool taken and refilled, the other doubled),
the same with four players (the fourth pays only the foundations, §15 and §17), a half cavalry (§14),
the Joker played mid-deal into its player's pile (§12), and card-point bands +5 / +10 / -5 (§15).

Roles: A the dealer, B the player after him (§10: "Gracz po prawej od Rozdającego zaczyna pierwszą
kolejkę"; in the transcript the next seat), C the third. Order of play in every trick: B, C, A cyclic.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from validator.engine.validate import validate

NAMES = ["Ala", "Bartek", "Celina", "Dawid"]
PP, KP = "pagat_pool", "king_pool"

# -- the layout -------------------------------------------------------------------------------------
#
# 22 "neutral" tricks in which every player follows suit (so they are legal whatever else is held),
# except trick 11, where C plays the Joker (§12: "Jokera można użyć kiedykolwiek ... nawet jeżeli
# gracz ma na ręce ten kolor"). Ranks (§3): red K D R V 1 2 ... 10, black K D R V 10 9 ... 1.
# The last three tricks vary per test ({FINAL}).
NEUTRAL = """
B:KH C:2H A:3H      # 1  B: KH highest
B:QH C:4H A:5H      # 2  B
B:4D C:KD A:5D      # 3  C: KD
C:QD A:6D B:7D      # 4  C
C:ND A:8D B:JD      # 5  C: knight over jack
C:NH A:JH B:6H      # 6  C
C:7H A:8H B:9H      # 7  C: red pips, 7 above 8 above 9
C:2C A:KC B:3C      # 8  A: KC
A:QC B:4C C:5C      # 9  A
A:NC B:JC C:6C      # 10 A
A:10C B:7C C:JOKER  # 11 A: black 10 high; the Joker goes to C's own pile (§12)
A:9C B:8C C:1C      # 12 A
A:QS B:NS C:JS      # 13 A
A:1S B:3S C:4S      # 14 C: black pips, 4 above 3 above 1
C:5S A:6S B:7S      # 15 B
B:8S C:9S A:10S     # 16 A
A:T21 B:T3 C:T4     # 17 A
A:T20 B:T6 C:T7     # 18 A
A:T19 B:T8 C:T9     # 19 A
A:T18 B:T10 C:T11   # 20 A
A:T17 B:T12 C:T13   # 21 A
A:T16 B:T14 C:T15   # 22 A, who leads trick 23
"""
SKAT = ["9D", "10D", "2S"]  # §13: no king, no Mondo, no Joker, no trump, no declaration card

# Final tricks, variant P (both przydupeks). At trick 23 A holds 10H 3D KS, B 1H 1D T1, C T5 2D T2.
FINAL_P = """
A:10H B:1H C:T5     # 23 C: void in hearts, must trump (§10)
C:2D A:3D B:1D      # 24 B: red 1 highest
B:T1 C:T2 A:KS      # 25 C takes it with T2; A has no trump left and may play anything (§10)
"""
# Variant U (Pagat Ultimo). At trick 23 A holds T5 3D KS, B T2 1D T1, C 1H 2D 10H.
FINAL_U = """
A:T5 B:T2 C:1H      # 23 A; B follows trumps, C has none (§10)
A:3D B:1D C:2D      # 24 B: red 1 highest
B:T1 C:10H A:KS     # 25 B takes it with the Pagat; C and A hold no trump
"""


def parse(text: str) -> list[list[tuple[str, str]]]:
    out = []
    for line in text.strip().splitlines():
        line = line.split("#")[0].strip()
        if line:
            out.append([tuple(tok.split(":")) for tok in line.split()])  # type: ignore[misc]
    return out


def deal_record(final: str, roles: dict[str, int], n: int, declares: dict[str, list[dict[str, Any]]]) -> dict:
    tricks = parse(NEUTRAL) + parse(final)
    assert len(tricks) == 25
    hands: list[list[str]] = [[] for _ in range(n)]
    for trick in tricks:
        for role, card in trick:
            hands[roles[role]].append(card)
    hands[roles["A"]] += SKAT
    events: list[dict[str, Any]] = [{"type": "discard", "seat": roles["A"], "cards": list(SKAT)}]
    for role in "ABC":  # §9/§14: in rotation, starting with the dealer
        events.append({"type": "declare", "seat": roles[role], "items": declares.get(role, [])})
    for trick in tricks:
        for role, card in trick:
            events.append({"type": "play", "seat": roles[role], "card": card})
    assert sorted(c for h in hands for c in h) == sorted(set(c for h in hands for c in h))
    assert sum(len(h) for h in hands) == 78
    return {"dealer": roles["A"], "hands": hands, "events": events}


def add_payments(deal: dict[str, Any], payments: list[tuple[Any, Any, int, str]]) -> None:
    for frm, to, amount, reason in payments:
        deal["events"].append({"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason})


def verdict_of(deals: list[dict[str, Any]], n: int) -> dict[str, Any]:
    doc = {"format": "trick-transcript/1", "game": "danish-tarok", "players": NAMES[:n], "deals": deals}
    v = validate(doc)
    assert not v.get("problems"), v.get("problems")
    return v


def codes(v: dict[str, Any]) -> list[str]:
    return [a["code"] for d in v["deals"] for a in d["annotations"]]


def net(v: dict[str, Any], deal: int = 0) -> dict[str, int]:
    return {str(k): x for k, x in v["deals"][deal]["settlement"]["expected"].items() if x}


# §14 "Kawaleria": C holds KD QD ND (JD is B's) and the Joker: "pół kawalerii ... bez" the jack.
# Nobody else declares: A 6 trumps (P) / 7 (U), kings KC KS, clubs K Q N without J or Joker;
# B 7 / 8 trumps, one king; C 8 trumps + Joker = 9 (P) / 6 + Joker = 7 (U): under 10 (§14 "Triumfy").
HALF_D = {"C": [{"kind": "cavalry", "suit": "D", "form": "half", "missing": "J"}]}


def opening(seats: list[int], dealer: int, a: int, b: int, c: int) -> list[tuple[Any, Any, int, str]]:
    return (
        # §15 "Fundamenty": every player, the fourth too, 20 into both pools
        [(s, pool, 20, "foundation") for s in seats for pool in (PP, KP)]
        # §15 "Rozdanie": the dealer 5 into each pool
        + [(dealer, PP, 5, "deal_fee"), (dealer, KP, 5, "deal_fee")]
        # §15 "Deklaracja": half cavalry 5 from each other player (the fourth takes no part, §17)
        + [(a, c, 5, "declaration"), (b, c, 5, "declaration")]
    )


def przydupek_payments(a: int, b: int, c: int, pool: int) -> list[tuple[Any, Any, int, str]]:
    """Variant P. No king or Pagat is lost before the last trick: KH (1), KD (3), KC (8) each win their
    trick; the Pagat appears only in trick 25. Tricks: A 8-13, 16-22 = 13; B 1, 2, 15, 24 = 4;
    C 3-7, 14, 23, 25 = 8: no Tout, no Nolo (§15)."""
    return [
        # §15 "Przydupek Pagata": B's Pagat in the last trick does not take it: 45 to each other
        # player, and the Pagat pool doubled (it holds `pool`)
        (b, a, 45, "pagat_przydupek"),
        (b, c, 45, "pagat_przydupek"),
        (b, PP, pool, "pagat_przydupek"),
        # §15 "Przydupek Króla": A's KS does not take it: 40 to each other player, King pool doubled
        (a, b, 40, "king_przydupek"),
        (a, c, 40, "king_przydupek"),
        (a, KP, pool, "king_przydupek"),
        # §15 "Ostatni sztych": nothing, since a przydupek happened ("i nie nastąpił ... Przydupek").
        # §15 card points (K, Pagat, Mondo, Joker 4; Q 3; N 2; J 1; a trick 1; the skat 1):
        # A: KC 4 (8), QC 3 (9), NC+JC 3 (10), QS+NS+JS 6 (13), T21 4 (17) = 20, 13 tricks, skat 1
        #    (9D 10D 2S: no value) = 34 -> 34-26 = 8, rounded to 10: the new dealer B pays A 10.
        # B: KH 4, QH 3 = 7, 4 tricks = 11 (B is the new dealer: nothing to settle with himself).
        # C: KD 4, QD 3, ND+JD 3, NH+JH 3, T1+KS 8 (25), the Joker 4 (11) = 25, 8 tricks = 33
        #    -> 7, rounded to 5: B pays C 5.  34 + 11 + 33 = 78.
        (b, a, 10, "card_points"),
        (b, c, 5, "card_points"),
    ]


def test_both_przydupeks_in_one_last_trick_double_both_pools() -> None:
    deal = deal_record(FINAL_P, {"A": 0, "B": 1, "C": 2}, 3, HALF_D)
    # pools: 3 x 20 + 5 = 65 each when the last trick is played
    add_payments(deal, opening([0, 1, 2], 0, 0, 1, 2) + przydupek_payments(0, 1, 2, 65))
    v = verdict_of([deal], 3)
    assert v["status"] == "clean", v["deals"][0]["annotations"]
    comp = v["deals"][0]["computed"]
    assert comp["tricks"] == [13, 4, 8]
    assert comp["card_points"] == [34, 11, 33]
    assert comp["pools"] == {PP: 130, KP: 130}  # doubled, not emptied: no refill (§15)
    # A: -40 -10 -5 -80 -65 +45 +10 = -145; B: -40 -5 -90 -65 +40 -15 = -175; C: -40 +10 +45 +40 +5 = 60
    assert net(v) == {"0": -145, "1": -175, "2": 60, PP: 130, KP: 130}


def test_a_plain_last_trick_payment_beside_a_przydupek_is_unexpected() -> None:
    """§15 "Ostatni sztych": 20 only if no Tout, Nolo or przydupek; C's T2 took a trick with two przydupeks."""
    deal = deal_record(FINAL_P, {"A": 0, "B": 1, "C": 2}, 3, HALF_D)
    add_payments(deal, opening([0, 1, 2], 0, 0, 1, 2) + przydupek_payments(0, 1, 2, 65))
    add_payments(deal, [(0, 2, 20, "last_trick"), (1, 2, 20, "last_trick")])
    assert codes(verdict_of([deal], 3)) == ["unexpected_payment", "unexpected_payment"]


def test_przydupek_pays_the_pool_as_it_was_not_a_fixed_amount() -> None:
    """§15: the przydupek "podwaja zawartość Puli": with 65 in the pool, 45 into it is wrong."""
    deal = deal_record(FINAL_P, {"A": 0, "B": 1, "C": 2}, 3, HALF_D)
    pays = opening([0, 1, 2], 0, 0, 1, 2) + przydupek_payments(0, 1, 2, 65)
    pays = [(f, t, 45 if r == "pagat_przydupek" and t == PP else x, r) for f, t, x, r in pays]
    add_payments(deal, pays)
    v = verdict_of([deal], 3)
    assert codes(v) == ["wrong_payment"]
    assert v["deals"][0]["annotations"][0]["rule"] == "danish-tarok/15.pagat-przydupek"


def test_four_players_both_przydupeks_the_fourth_pays_only_foundations() -> None:
    """§2: with four, the player opposite the dealer (seat 2 when seat 0 deals) sits out; §15
    "Fundamenty ... również przez gracza, który nie bierze udziału w grze. To jedyna opłata";
    §17: he takes no part in payments but refills. The pools hold 4 x 20 + 5 = 85 each."""
    roles = {"A": 0, "B": 1, "C": 3}
    deal = deal_record(FINAL_P, roles, 4, HALF_D)
    assert deal["hands"][2] == []
    # §15 card points: the new dealer is the next seat after the dealer, seat 1 (B), who plays
    add_payments(deal, opening([0, 1, 2, 3], 0, 0, 1, 3) + przydupek_payments(0, 1, 3, 85))
    v = verdict_of([deal], 4)
    assert v["status"] == "clean", v["deals"][0]["annotations"]
    # A: -40 -10 -5 -80 -85 +45 +10 = -165; B: -40 -5 -90 -85 +40 -15 = -195; sitter -40;
    # C: -40 +10 +45 +40 +5 = 60; pools 170 each (85 doubled)
    assert net(v) == {"0": -165, "1": -195, "2": -40, "3": 60, PP: 170, KP: 170}


def test_pagat_ultimo_with_a_king_przydupek_one_pool_taken_one_doubled() -> None:
    """Variant U. Tricks: A 8-13, 16-22, 23 = 14; B 1, 2, 15, 24, 25 = 5; C 3-7, 14 = 6."""
    deal = deal_record(FINAL_U, {"A": 0, "B": 1, "C": 2}, 3, HALF_D)
    pays = opening([0, 1, 2], 0, 0, 1, 2) + [
        # §15 "Pagat Ultimo": B takes the last trick with the Pagat, no Tout, no Nolo: 45 from each of
        # the others and the Pagat pool (65), "która teraz wymaga refundacji (każdy gracz płaci po 20)"
        (0, 1, 45, "pagat_ultimo"),
        (2, 1, 45, "pagat_ultimo"),
        (PP, 1, 65, "pagat_ultimo"),
        # §15 "Przydupek Króla": A's KS: 40 to each other player, the King pool (65) doubled
        (0, 1, 40, "king_przydupek"),
        (0, 2, 40, "king_przydupek"),
        (0, KP, 65, "king_przydupek"),
        (0, PP, 20, "refill"),
        (1, PP, 20, "refill"),
        (2, PP, 20, "refill"),
        # §15 card points. A: KC 4, QC 3, NC+JC 3, QS+NS+JS 6, T21 4 = 20, 14 tricks, skat 1 = 35
        #   -> 9, rounded to 10: B (new dealer) pays A 10.
        # B: KH 4, QH 3, T1+KS 8 = 15, 5 tricks = 20 (the new dealer himself).
        # C: KD 4, QD 3, ND+JD 3, NH+JH 3, the Joker 4 = 17, 6 tricks = 23 -> -3, rounded to -5:
        #   C pays B 5.  35 + 20 + 23 = 78.
        (1, 0, 10, "card_points"),
        (2, 1, 5, "card_points"),
    ]
    add_payments(deal, pays)
    v = verdict_of([deal], 3)
    assert v["status"] == "clean", v["deals"][0]["annotations"]
    comp = v["deals"][0]["computed"]
    assert comp["tricks"] == [14, 5, 6]
    assert comp["card_points"] == [35, 20, 23]
    assert comp["pools"] == {PP: 60, KP: 130}
    # A: -40 -10 -5 -45 -80 -65 -20 +10 = -255; B: -40 -5 +90 +65 +40 -20 -10 +5 = 125;
    # C: -40 +10 -45 +40 -20 -5 = -60
    assert net(v) == {"0": -255, "1": 125, "2": -60, PP: 60, KP: 130}


def test_pagat_ultimo_without_the_refill_is_a_missing_payment() -> None:
    """§15 "Pagat Ultimo": the emptied Pagat pool "wymaga refundacji (każdy gracz płaci po 20)"."""
    deal = deal_record(FINAL_U, {"A": 0, "B": 1, "C": 2}, 3, HALF_D)
    pays = opening([0, 1, 2], 0, 0, 1, 2) + [
        (0, 1, 45, "pagat_ultimo"),
        (2, 1, 45, "pagat_ultimo"),
        (PP, 1, 65, "pagat_ultimo"),
        (0, 1, 40, "king_przydupek"),
        (0, 2, 40, "king_przydupek"),
        (0, KP, 65, "king_przydupek"),
        (1, 0, 10, "card_points"),
        (2, 1, 5, "card_points"),
    ]
    add_payments(deal, pays)
    v = verdict_of([deal], 3)
    assert codes(v) == ["missing_payment"] * 3
    assert {a["rule"] for a in v["deals"][0]["annotations"]} == {"danish-tarok/15.foundations"}


def test_a_lead_out_of_turn_is_fined_into_the_pools_before_the_przydupeks_double_them() -> None:
    """§18 "Duże – 20 do każdej puli (gra trwa nadal)": "Rozpoczęcie kolejki poza kolejnością". B won
    trick 1 and should lead trick 2; C leads 4H instead and play goes on (C 4H, A 5H, B QH: B still
    wins, so every trick and card point of variant P stands). The fine is paid when the fault happens,
    so the pools hold 65 + 20 = 85 at the last trick and each przydupek pays 85 into its pool."""
    deal = deal_record(FINAL_P, {"A": 0, "B": 1, "C": 2}, 3, HALF_D)
    ev = deal["events"]
    i = next(k for k, e in enumerate(ev) if e.get("card") == "QH")
    assert [e["card"] for e in ev[i : i + 3]] == ["QH", "4H", "5H"]
    ev[i : i + 3] = [
        {"type": "play", "seat": 2, "card": "4H"},
        {"type": "play", "seat": 0, "card": "5H"},
        {"type": "play", "seat": 1, "card": "QH"},
    ]
    add_payments(
        deal,
        opening([0, 1, 2], 0, 0, 1, 2)
        + [(2, PP, 20, "penalty"), (2, KP, 20, "penalty")]
        + przydupek_payments(0, 1, 2, 85),
    )
    v = verdict_of([deal], 3)
    anns = v["deals"][0]["annotations"]
    assert [(a["code"], a["rule"], a["penalty"]["class"]) for a in anns] == [
        ("out_of_turn", "danish-tarok/10.lead", "large")
    ]
    assert v["deals"][0]["computed"]["pools"] == {PP: 170, KP: 170}
    # variant P with A paying 20 more into the King pool, B 20 more into the Pagat pool, C fined 40
    assert net(v) == {"0": -165, "1": -195, "2": 20, PP: 170, KP: 170}


def test_a_false_declaration_voids_the_deal_and_the_next_dealer_deals() -> None:
    """§18 "Nie do poprawienia – 40 do każdej puli. (Unieważnienie rozdania. Rozdaje nowy
    Rozdający)": "Błędy w Deklaracji, które nie zostały poprawione przed rozpoczęciem pierwszej
    kolejki. Należy oddać pieniądze, jakie otrzymało się za źle zgłoszoną deklarację." C declares a
    full cavalry in diamonds (10 from each, §15) holding only the half (KD QD ND and the Joker); the
    error shows at the first lead; C pays 40 into each pool and hands the 10s back. Deal 2 is dealt
    by the next player, B (seat 1), with the same layout turned one seat on."""
    wrong = {"C": [{"kind": "cavalry", "suit": "D", "form": "full"}]}
    d1 = deal_record(FINAL_P, {"A": 0, "B": 1, "C": 2}, 3, wrong)
    first_lead = next(k for k, e in enumerate(d1["events"]) if e["type"] == "play")
    d1["events"] = d1["events"][: first_lead + 3]  # the table stops after the first trick
    add_payments(
        d1,
        [(s, pool, 20, "foundation") for s in range(3) for pool in (PP, KP)]
        + [(0, PP, 5, "deal_fee"), (0, KP, 5, "deal_fee")]
        + [(0, 2, 10, "declaration"), (1, 2, 10, "declaration")]
        + [(2, PP, 40, "penalty"), (2, KP, 40, "penalty")]
        + [(2, 0, 10, "declaration"), (2, 1, 10, "declaration")],
    )
    d2 = deal_record(FINAL_P, {"A": 1, "B": 2, "C": 0}, 3, {"C": HALF_D["C"]})
    v = verdict_of([d1, d2], 3)
    assert codes(v) == ["false_declaration"]
    a = v["deals"][0]["annotations"][0]
    assert (a["seat"], a["penalty"]["class"]) == (2, "irreparable")
    assert v["deals"][0]["computed"]["void"] is True
    # deal 1: A -40 -10; B -40; C -40 -80; pools 60 + 5 + 40 = 105 each
    assert net(v) == {"0": -50, "1": -40, "2": -120, PP: 105, KP: 105}
    # deal 2 (no payments recorded): dealt by B as the rules say; the pools hold 105 + 5 (B's fee) =
    # 110 each at its last trick, doubled by its two przydupeks (§15): 220
    assert v["deals"][1]["computed"]["dealer"] == 1
    assert v["deals"][1]["computed"]["pools"] == {PP: 220, KP: 220}


def _danish17(name: str) -> dict[str, Any]:
    path = Path(__file__).parent / "data" / "audit" / "danish17" / name
    return validate(json.loads(path.read_text(encoding="utf-8")))


def test_several_declarations_paid_short_in_one_payment_is_one_wrong_payment() -> None:
    """danish-tarok/15.payments: Cezary pays Ala's seven declarations (115) as one 85: one wrong
    payment against the sum, 30 short, no missing payment per item (danish17/06)."""
    v = _danish17("06-3p-forced-skat-paid-for-kept-hand.json")
    found = [(a["event"], a["code"]) for a in v["deals"][0]["annotations"]]
    assert found == [(11, "wrong_payment")]
    assert v["deals"][0]["annotations"][0]["evidence"]["expected"]["amount"] == 115


def test_declaration_corrected_down_and_surplus_handed_back_is_right() -> None:
    """danish-tarok/15.payments: 20 paid for 12 trumps, corrected to 11 before the first lead (§14
    "Deklaracje można poprawić bez kary"), 5 handed back: the net 15 is due; no warning (danish17/03)."""
    v = _danish17("03-3p-declaration-corrected-down-partial-refund-clean.json")
    assert v["status"] == "clean"
    assert [a["code"] for a in v["deals"][0]["annotations"]] == []


def test_a_pool_total_written_from_the_tables_own_payments_is_not_a_second_fault() -> None:
    """danish-tarok/15.score-sheet: a refill the sitter skipped is reported once, at the deal
    (missing_payment); the King pool totals written afterwards from what the table paid are right
    as the record's payments left the pool, not wrong again at every later total (danish19/11)."""
    path = (
        Path(__file__).parent / "data" / "audit" / "danish19" / "11-4p-king-ultimo-sitter-skips-refill.json"
    )
    v = validate(json.loads(path.read_text(encoding="utf-8")))
    found = [
        (d["index"], a["event"], a["code"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
    assert found == [(2, None, "missing_payment")]
