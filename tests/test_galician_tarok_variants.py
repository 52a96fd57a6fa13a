"""Galician Tarok: the variants Szczepański's text leaves to agreement ("według umowy", "często",
"zwykle", "bywa"), each broken by one hand-worked transcript whose verdict differs between two values
of its option. Written from the source (shared/seeds/002_d58cf04b7f012795.txt) and the transcript
format only; every amount is worked out by hand in the comments.

The deal (seat 2 deals, seat 0 is forehand and plays a three):

- seat 0 holds the skiz and the tarocks at the top, so with the three tarocks he buys he wins every
  trick (a volat, §18: 300 from each helper at a three);
- the talon's bottom three hold two kings, so no side gathers four kings in its tricks (§19);
- the helpers hold tarocks 2-7 and the suit cards, and follow the tarock leads while they can (§5).
"""

from __future__ import annotations

from typing import Any

import pytest

from validator.engine.validate import validate

H1 = "T2 T3 T4 QH NH JH 1H QD ND JD 1D KS".split()
H2 = "T5 T6 T7 QS NS JS 10S KC QC NC JC 10C".split()
# helpers' answers to the twelve leads: tarocks while they last (§5), then the suit cards
ANSWERS_1 = "T2 T3 T4 QH NH JH 1H QD ND JD 1D KS".split()
ANSWERS_2 = "T5 T6 T7 QS NS JS 10S KC QC NC JC 10C".split()
AUCTION = [
    {"type": "bid", "seat": 0, "bid": "three"},
    {"type": "bid", "seat": 1, "bid": "pass"},
    {"type": "bid", "seat": 2, "bid": "pass"},
]


def pay(frm: int | str, to: int | str, amount: float, reason: str) -> dict[str, Any]:
    return {"type": "payment", "from": frm, "to": to, "amount": amount, "reason": reason}


def plays(leads: list[str]) -> list[dict[str, Any]]:
    """Seat 0 leads every trick (he wins them all), seats 1 and 2 answer in order."""
    out: list[dict[str, Any]] = []
    for lead, a1, a2 in zip(leads, ANSWERS_1, ANSWERS_2, strict=True):
        out += [
            {"type": "play", "seat": 0, "card": lead},
            {"type": "play", "seat": 1, "card": a1},
            {"type": "play", "seat": 2, "card": a2},
        ]
    return out


def doc(
    h0: list[str],
    talon: list[str],
    events: list[dict[str, Any]],
    rules: dict[str, Any] | None = None,
    start: dict[str, Any] | None = None,
) -> dict[str, Any]:
    d: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "galician-tarok",
        "players": ["Adam", "Bożena", "Czesław"],
        "deals": [{"dealer": 2, "hands": [h0, H1, H2], "talon": talon, "events": events}],
    }
    if rules:
        d["rules"] = rules
    if start:
        d["start"] = start
    return d


def codes(v: dict[str, Any]) -> list[str]:
    return [a["code"] for d in v["deals"] for a in d["annotations"]]


# -- the volat deal ----------------------------------------------------------------------------

# seat 0: the skiz and tarocks 21-11; he buys the top three (10, 9, 8) and lays them away again
VOLAT_H0 = ["SKIZ", *(f"T{n}" for n in range(21, 10, -1))]
VOLAT_TALON = "T10 T9 T8 T1 KH KD".split()
VOLAT_EVENTS = [
    *AUCTION,
    {"type": "take", "seat": 0, "cards": ["T10", "T9", "T8"]},
    {"type": "discard", "seat": 0, "cards": ["T10", "T9", "T8"]},
    {"type": "announce", "seat": 0, "items": []},
    *plays(VOLAT_H0),
]
# By hand, with the pool empty at the start: each of the three puts in the stake (10); the volat at a
# three is 300 from each helper (§18 "Volat liczy 300 punktów przy trójce"); no trull (the pagat is in
# the talon), no four kings (two in the talon), no ultimo (the last trick is won with the 11);
# 10 % of seat 0's win of 600 goes to the pool: 60.
VOLAT_PAYMENTS = [
    pay(0, "pool", 10, "pool_stake"),
    pay(1, "pool", 10, "pool_stake"),
    pay(2, "pool", 10, "pool_stake"),
    pay(1, 0, 300, "volat"),
    pay(2, 0, 300, "volat"),
    pay(0, "pool", 60, "pool_share"),
]


def test_the_volat_deal_by_hand() -> None:
    v = validate(doc(VOLAT_H0, VOLAT_TALON, VOLAT_EVENTS + VOLAT_PAYMENTS))
    assert v["status"] == "clean", codes(v)
    c = v["deals"][0]["computed"]
    assert c["volat"] is True and c["pool"] == 90


def test_27_pool_stake() -> None:
    """§27 "Do żydka wkłada każdy w grze udział biorący pewną kwotę." (option pool_stake)"""
    ev = VOLAT_EVENTS + VOLAT_PAYMENTS
    assert validate(doc(VOLAT_H0, VOLAT_TALON, ev, rules={"pool_stake": 10}))["status"] == "clean"
    v = validate(doc(VOLAT_H0, VOLAT_TALON, ev, rules={"pool_stake": 20}))
    assert codes(v) == ["wrong_payment"] * 3


def test_27_pool_win_percent() -> None:
    """§27 "Oprócz tego wkłada się do żydka zwykle 10 procent od każdej wygranej." (option
    pool_win_percent): at 5 % the share of seat 0's 600 is 30, not the 60 recorded."""
    ev = VOLAT_EVENTS + VOLAT_PAYMENTS
    v = validate(doc(VOLAT_H0, VOLAT_TALON, ev, rules={"pool_win_percent": 5}))
    assert codes(v) == ["wrong_payment"]
    fixed = ev[:-1] + [pay(0, "pool", 30, "pool_share")]
    assert validate(doc(VOLAT_H0, VOLAT_TALON, fixed, rules={"pool_win_percent": 5}))["status"] == "clean"


def test_27_pool_dealer_fee() -> None:
    """§27 "Często jest także w użyciu, że każdy karty rozdzielający wkłada pewną kwotę do żydka."
    (option pool_dealer_fee, default 0): the dealer (seat 2) pays 1."""
    ev = VOLAT_EVENTS + VOLAT_PAYMENTS + [pay(2, "pool", 1, "pool_deal")]
    assert validate(doc(VOLAT_H0, VOLAT_TALON, ev, rules={"pool_dealer_fee": 1}))["status"] == "clean"
    assert codes(validate(doc(VOLAT_H0, VOLAT_TALON, ev))) == ["unexpected_payment"]


def test_27_pool_pass_fee() -> None:
    """§27 "W razie, gdy wszyscy trzej grający powiedzą: passe, składa każdy pewną daninę żydkowi."
    (option pool_pass_fee, default 5): with 50 carried in no stake is due, only the three fees."""
    ev = [
        {"type": "bid", "seat": 0, "bid": "pass"},
        {"type": "bid", "seat": 1, "bid": "pass"},
        {"type": "bid", "seat": 2, "bid": "pass"},
        pay(0, "pool", 5, "pool_pass"),
        pay(1, "pool", 5, "pool_pass"),
        pay(2, "pool", 5, "pool_pass"),
    ]
    start = {"pools": {"pool": 50}}
    assert validate(doc(VOLAT_H0, VOLAT_TALON, ev, start=start))["status"] == "clean"
    v = validate(doc(VOLAT_H0, VOLAT_TALON, ev, rules={"pool_pass_fee": 2}, start=start))
    assert codes(v) == ["wrong_payment"] * 3


# -- §27a: the ultimo announcer's renonce and the pool --------------------------------------------

# seat 0 holds the pagat as well; he announces ultimo, buys the top three (KH, 11, 10) and lays away
# the king of hearts with two cards: §13 "Króla złożyć nie wolno — w przeciwnym razie gracz
# bezwarunkowo grę przegrywa". 70 is carried in the pool.
ULT_H0 = ["SKIZ", *(f"T{n}" for n in range(21, 11, -1)), "T1"]
ULT_TALON = "KH T11 T10 T9 T8 KD".split()
START = {"pools": {"pool": 70}}


def ultimo_deal(laid: list[str]) -> list[dict[str, Any]]:
    hand = [c for c in ULT_H0 + ["KH", "T11", "T10"] if c not in laid]
    leads = [c for c in hand if c != "T1"] + (["T1"] if "T1" in hand else [])
    return [
        *AUCTION,
        {"type": "take", "seat": 0, "cards": ["KH", "T11", "T10"]},
        {"type": "discard", "seat": 0, "cards": laid},
        {"type": "announce", "seat": 0, "items": [{"kind": "pagat_ultimo"}]},
        *plays(leads),
    ]


# Made: he keeps the pagat and wins the last trick with it. By hand: he made all the points but lost
# unconditionally: only the consolation, 30 to each helper (§12 "Zwykle gracz przy wygranej grze
# przegrywa tylko konsolacją"); the announced ultimo never counts for him (§23 "zapowiedziane walory
# nie liczą się mu"); nor does the silent trull (skiz, mond, pagat in his tricks): he pays "tylko
# konsolację", and §27b lists the trull among what counts "na jego korzyść" only where there is no
# renonce (renonce_silent_premiums not_counted). Each helper nets +30, 10 % = 3 to the pool.
MADE = ultimo_deal(["KH", "T11", "T10"]) + [
    pay(0, 1, 30, "game"),
    pay(0, 2, 30, "game"),
    pay(1, "pool", 3, "pool_share"),
    pay(2, "pool", 3, "pool_share"),
]
# Failed: he lays away the pagat itself (§21: an ultimo announced without the pagat is simply lost).
# By hand: consolation 30 to each helper; the failed ultimo 100 to each (§6 "Ultimo zapowiedziane a nie
# zrobione ... płaci"); no trull; each helper's net +130, 13 each to the pool.
FAILED = ultimo_deal(["KH", "T1", "T11"]) + [
    pay(0, 1, 30, "game"),
    pay(0, 2, 30, "game"),
    pay(0, 1, 100, "pagat_ultimo"),
    pay(0, 2, 100, "pagat_ultimo"),
    pay(1, "pool", 13, "pool_share"),
    pay(2, "pool", 13, "pool_share"),
]
POOL_PAID = [pay(0, "pool", 70, "pool_ultimo")]


@pytest.mark.parametrize(
    ("mode", "made_pays", "failed_pays"),
    [("with_ultimo", False, True), ("paid", True, True), ("untouched", False, False)],
)
def test_27a_renonce_pool(mode: str, made_pays: bool, failed_pays: bool) -> None:
    """§27a "Gdy zapowiadający ultimo zrobi renonce. Jak przepisy wyłuszczone w §§ 20, 21 i 22 mają
    być w tym wypadku zastosowane odnośnie do żydka, musi być osobną umową szczegółowo postanowione."
    (option renonce_pool): with_ultimo — the pool goes with the ultimo as renonce_premiums says (never
    taken; paid when the ultimo fails); paid — he pays the 70 whatever; untouched — never."""
    rules = {"renonce_pool": mode}
    for events, pays in ((MADE, made_pays), (FAILED, failed_pays)):
        clean = events + (POOL_PAID if pays else [])
        other = events + ([] if pays else POOL_PAID)
        v = validate(doc(ULT_H0, ULT_TALON, clean, rules=rules, start=START))
        assert codes(v) == ["illegal_discard"], codes(v)  # the king laid away, and nothing else
        v = validate(doc(ULT_H0, ULT_TALON, other, rules=rules, start=START))
        assert sorted(codes(v)) == sorted(
            ["illegal_discard", "missing_payment" if pays else "unexpected_payment"]
        ), codes(v)
        if pays:
            miss = [a for a in v["deals"][0]["annotations"] if a["code"] == "missing_payment"]
            assert miss[0]["rule"] == "galician-tarok/27.pool-renonce"


@pytest.mark.parametrize("mode", ["not_counted", "counted"])
def test_23_renonce_silent_premiums(mode: str) -> None:
    """§23 "Zwykle gracz płaci przy wygranej grze tylko konsolację", against §27b (no renonce): "gra,
    jeżeli ją wygrał, tról lub cztery króle, jeżeli je zdobył ... liczą się na jego korzyść". The
    player who laid away a king made the silent trull: by default it does not count for him
    (not_counted); counted pays it, 50 from each helper, as in a deal without a renonce."""
    rules = {"renonce_pool": "untouched", "renonce_silent_premiums": mode}
    trull = [pay(1, 0, 50, "trull"), pay(2, 0, 50, "trull"), pay(0, "pool", 4, "pool_share")]
    plain = [pay(1, "pool", 3, "pool_share"), pay(2, "pool", 3, "pool_share")]
    base = ultimo_deal(["KH", "T11", "T10"]) + [pay(0, 1, 30, "game"), pay(0, 2, 30, "game")]
    right, wrong = (plain, trull) if mode == "not_counted" else (trull, plain)
    assert codes(validate(doc(ULT_H0, ULT_TALON, base + right, rules=rules, start=START))) == [
        "illegal_discard"
    ]
    found = codes(validate(doc(ULT_H0, ULT_TALON, base + wrong, rules=rules, start=START)))
    assert found[0] == "illegal_discard" and len(found) > 1, found
