"""Danish Tarok: each rule of docs/rules/danish-tarok.md broken on purpose, and the source's own examples.

Deals are built by hand (``build_deal``: given hands, a deterministic legal player plays them out), so
each test controls exactly the situation it breaks. Verdicts are asserted as JSON, never an engine_error.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pytest

from replays.sim.danish_tarok import _Sim, simulate, suit
from validator.engine.cards import DANISH_TAROK
from validator.engine.games.danish_tarok import tables as T
from validator.engine.games.danish_tarok.cards import declaration_cards, declarations_of
from validator.engine.validate import validate

PLAYERS = ["Agnieszka", "Bartek", "Celina", "Dawid"]
_SIM = _Sim(random.Random(0), 3, 1, {})
ORDER = {"T": 0, "H": 1, "D": 2, "S": 3, "C": 4, "": 5}


def strength(c: str) -> int:
    return DANISH_TAROK.card(c).number if c[0] == "T" and c != "JOKER" else _rank(c)


def _rank(c: str) -> int:
    from replays.sim.danish_tarok import rank

    return rank(c)


def card_key(c: str) -> tuple[int, int]:
    return (ORDER[suit(c)], -_rank(c))


def holdings(hand: Iterable[str]) -> list[dict[str, Any]]:
    return declarations_of(DANISH_TAROK.card(c) for c in hand)


def build_deal(
    hands: list[list[str]],
    dealer: int,
    skat: list[str],
    *,
    reserve: Iterable[str] = (),
    tout: bool = False,
    joker_at: int = 0,
    choose: Callable[[int, int, list[str]], str | None] | None = None,
    joker_names: dict[int, str] | None = None,
) -> dict[str, Any]:
    """A deal played out by a deterministic legal player: highest legal card, reserved cards last,
    the Joker as soon as trick ``joker_at`` comes. ``choose(trick, seat, legal)`` may override."""
    n = len(hands)
    sitter = (dealer + 2) % n if n == 4 else None
    active = [(dealer + 1 + i) % n for i in range(n) if (dealer + 1 + i) % n != sitter]
    held = [list(h) for h in hands]
    events: list[dict[str, Any]] = []
    if tout:
        events.append({"type": "announce", "seat": dealer, "items": ["tout"]})
    events.append({"type": "discard", "seat": dealer, "cards": list(skat)})
    for c in skat:
        held[dealer].remove(c)
    for s in [dealer] + active[:-1]:
        events.append({"type": "declare", "seat": s, "items": holdings(held[s])})
    reserved = set(reserve)
    leader = active[0]
    for t in range(25):
        seats = active[active.index(leader) :] + active[: active.index(leader)]
        table: list[tuple[int, str, str | None]] = []
        second_void = False
        for i, s in enumerate(seats):
            hand = held[s]
            lead_suit = _SIM.suit_to_follow(table, second_void, hand)
            legal = _SIM.legal(hand, lead_suit, t)
            pick = choose(t, s, legal) if choose else None
            if pick is None:
                if "JOKER" in legal and t >= joker_at and t < 22:
                    pick = "JOKER"
                else:
                    free = sorted((c for c in legal if c not in reserved and c != "JOKER"), key=card_key)
                    pick = free[0] if free else sorted(legal, key=card_key)[0]
            named = None
            if pick == "JOKER" and i == 0:
                rest = [c for o in active for c in held[o] if c != "JOKER"]
                named = (joker_names or {}).get(t) or sorted({suit(c) for c in rest})[0]
            if i == 1 and table[0][1] == "JOKER":
                second_void = not any(suit(c) in (table[0][2], "T") for c in hand)
            hand.remove(pick)
            table.append((s, pick, named))
            ev: dict[str, Any] = {"type": "play", "seat": s, "card": pick}
            if named:
                ev["named"] = named
            events.append(ev)
        leader = _SIM.winner(table, second_void)[0]
    return {"dealer": dealer, "hands": [list(h) for h in hands], "events": events}


def session(deals: list[dict[str, Any]], players: int = 3, **extra: Any) -> dict[str, Any]:
    doc = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": PLAYERS[:players],
        "deals": deals,
    }
    doc.update(extra)
    return doc


def check(doc: dict[str, Any]) -> dict[str, Any]:
    verdict = validate(doc)
    problems = verdict.get("problems") or []
    assert not any(p["code"] == "engine_error" for p in problems), problems
    return verdict


def found(verdict: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for d in verdict["deals"] for a in d["annotations"]]


def codes_of(verdict: dict[str, Any]) -> list[str]:
    return [a["code"] for a in found(verdict)]


def one(verdict: dict[str, Any], code: str) -> dict[str, Any]:
    hits = [a for a in found(verdict) if a["code"] == code]
    assert len(hits) == 1, found(verdict)
    return hits[0]


def with_payments(doc: dict[str, Any]) -> dict[str, Any]:
    """The session with the payments the engine computes recorded at the end of each deal."""
    verdict = check(doc)
    out = copy.deepcopy(doc)
    for deal, res in zip(out["deals"], verdict["deals"], strict=True):
        deal["events"] += [{"type": "payment", **p} for p in res["computed"]["payments"]]
    return out


def dues(verdict: dict[str, Any], deal: int = 0, reason: str | None = None) -> list[dict[str, Any]]:
    return [
        p for p in verdict["deals"][deal]["computed"]["payments"] if reason is None or p["reason"] == reason
    ]


def index_of(deal: dict[str, Any], pred: Callable[[dict[str, Any]], bool]) -> int:
    return next(i for i, e in enumerate(deal["events"]) if pred(e))


# -- the three-kings deal (§15 "Wyobraź sobie ...") ---------------------------------------------------

H = [f"{r}H" for r in ["K", "Q", "N", "J", *map(str, range(1, 11))]]
S = [f"{r}S" for r in ["K", "Q", "N", "J", *map(str, range(1, 11))]]
D = [f"{r}D" for r in ["K", "Q", "N", "J", *map(str, range(1, 11))]]
C_CLUBS_A = ["KC", "QC", "NC", "JC", "10C", "9C", "8C", "7C", "6C", "5C", "4C"]


def three_kings_hands() -> list[list[str]]:
    a = H + C_CLUBS_A  # 25
    b = S + ["3C"] + [f"T{i}" for i in range(2, 11)] + ["T21"]  # 25
    c = D + ["2C", "1C", "T1"] + [f"T{i}" for i in range(11, 21)] + ["JOKER"]  # 28
    return [a, b, c]


def three_kings_deal() -> dict[str, Any]:
    def lead_kc_first(t: int, seat: int, legal: list[str]) -> str | None:
        return "KC" if t == 0 and "KC" in legal else None

    return build_deal(
        three_kings_hands(), 2, ["10D", "9D", "8D"], reserve={"KH", "KS", "KD"}, choose=lead_kc_first
    )


def test_the_three_kings_deal_is_legal_and_ends_with_three_kings() -> None:
    deal = three_kings_deal()
    last = [e["card"] for e in deal["events"] if e["type"] == "play"][-3:]
    assert sorted(last) == ["KD", "KH", "KS"]
    verdict = check(session([deal]))
    assert verdict["status"] == "clean", found(verdict)


def test_source_example_three_kings_with_135_in_the_king_pool() -> None:
    """danish-tarok/15.king-przydupek, 15.king-ultimo: §15: three kings in the last trick, 135 in the King pool:
    the winner takes 135, each loser pays 40 to each other player and 135 into the pool
    (danish-tarok/15.pool-order)."""
    deal = three_kings_deal()
    probe = check(session([deal], start={"pools": {"pagat_pool": 60, "king_pool": 100}}))
    took = dues(probe, reason="king_ultimo")
    pool_before = next(p["amount"] for p in took if p["from"] == "king_pool")
    start = 100 + 135 - pool_before  # so that the King pool holds exactly 135 when the last trick is played
    verdict = check(session([deal], start={"pools": {"pagat_pool": 60, "king_pool": start}}))
    assert verdict["status"] == "clean"
    winner = verdict["deals"][0]["computed"]["last_trick"]["king_ultimo"]
    losers = verdict["deals"][0]["computed"]["last_trick"]["king_przydupek"]
    assert sorted([winner, *losers]) == [0, 1, 2]
    ultimo = dues(verdict, reason="king_ultimo")
    assert {"from": "king_pool", "to": winner, "amount": 135, "reason": "king_ultimo"} in ultimo
    assert sorted((p["from"], p["amount"]) for p in ultimo if p["from"] != "king_pool") == sorted(
        (s, 40) for s in losers
    )
    prz = dues(verdict, reason="king_przydupek")
    for s in losers:
        assert {"from": s, "to": "king_pool", "amount": 135, "reason": "king_przydupek"} in prz
        others = sorted(p["to"] for p in prz if p["from"] == s and p["to"] != "king_pool")
        assert others == sorted(o for o in range(3) if o != s)
        assert all(p["amount"] == 40 for p in prz if p["from"] == s and p["to"] != "king_pool")
    assert not dues(verdict, reason="last_trick")  # a przydupek cancels the plain last trick
    assert verdict["deals"][0]["computed"]["pools"]["king_pool"] == 135 + 135 + 135 - 135
    # recorded exactly as computed: clean; one chip off: found at its payment
    recorded = with_payments(session([deal], start={"pools": {"pagat_pool": 60, "king_pool": start}}))
    assert check(recorded)["status"] == "clean"
    events = recorded["deals"][0]["events"]
    k = index_of(
        recorded["deals"][0], lambda e: e.get("reason") == "king_ultimo" and e["from"] == "king_pool"
    )
    events[k]["amount"] = 140
    a = one(check(recorded), "wrong_payment")
    assert (a["event"], a["rule"]) == (k, "danish-tarok/15.king-ultimo")


def test_declaration_payments_of_the_three_kings_deal() -> None:
    """§15 Deklaracja amounts, paid by each other active player (danish-tarok/15.declarations)."""
    verdict = check(session([three_kings_deal()]))
    paid = dues(verdict, reason="declaration")
    received = {s: sum(p["amount"] for p in paid if p["to"] == s) for s in range(3)}
    # Agnieszka: full hearts 10 + full clubs 10; Bartek: full spades 10, 10 trumps without the Pagat 10;
    # Celina (dealer): 12 trumps with the Pagat 20, rich diamonds 15
    assert received == {0: 2 * 20, 1: 2 * 20, 2: 2 * (20 + 15)}


@pytest.mark.parametrize(
    ("item", "amount"),
    [
        ({"kind": "trumps", "count": 10, "pagat": False}, 10),
        ({"kind": "trumps", "count": 11, "pagat": True}, 15),
        ({"kind": "trumps", "count": 12, "pagat": True}, 20),
        ({"kind": "matadors", "count": 3}, 10),
        ({"kind": "matadors", "count": 4}, 15),
        ({"kind": "matadors", "count": 5}, 20),
        ({"kind": "kings", "form": "rich"}, 15),
        ({"kind": "cavalry", "suit": "H", "form": "rich"}, 15),
        ({"kind": "kings", "form": "full"}, 10),
        ({"kind": "cavalry", "suit": "S", "form": "full"}, 10),
        ({"kind": "kings", "form": "half", "missing": "D"}, 5),
        ({"kind": "cavalry", "suit": "C", "form": "half", "missing": "N"}, 5),
    ],
)
def test_source_declaration_amounts(item: dict[str, Any], amount: int) -> None:
    assert T.declaration_amount(item) == amount


@pytest.mark.parametrize(
    ("points", "amount"),
    [
        (14, -10),
        (18, -10),
        (19, -5),
        (23, -5),
        (24, 0),
        (26, 0),
        (28, 0),
        (29, 5),
        (33, 5),
        (34, 10),
        (38, 10),
    ],
)
def test_source_card_point_bands(points: int, amount: int) -> None:
    assert T.card_points_payment(points) == amount


def test_source_fixed_amounts() -> None:
    assert (T.FOUNDATION.amount, T.DEAL_FEE.amount) == (20, 5)
    assert (T.KING_LOST.amount, T.PAGAT_LOST.amount, T.PAGAT_TRICK.amount) == (5, 5, 5)
    assert (T.TOUT.amount, T.NOLO.amount, T.PAGAT_ULTIMO.amount, T.KING_ULTIMO.amount) == (85, 25, 45, 40)
    assert (T.PAGAT_PRZYDUPEK.amount, T.KING_PRZYDUPEK.amount, T.LAST_TRICK.amount) == (45, 40, 20)
    assert {k: v.per_pool for k, v in T.PENALTY_CLASSES.items()} == {
        "superficial": 0,
        "small": 5,
        "large": 20,
        "irreparable": 40,
    }


def test_card_points_add_up_to_78_and_are_settled_with_the_new_dealer() -> None:
    verdict = check(session([three_kings_deal()]))
    comp = verdict["deals"][0]["computed"]
    assert sum(comp["card_points"]) == 78
    new_dealer = 0  # dealer 2, next seat
    for p in dues(verdict, reason="card_points"):
        assert new_dealer in (p["from"], p["to"])
    for s in (1, 2):
        amount = T.card_points_payment(comp["card_points"][s])
        got = sum(p["amount"] for p in dues(verdict, reason="card_points") if p["to"] == s) - sum(
            p["amount"] for p in dues(verdict, reason="card_points") if p["from"] == s
        )
        assert got == amount


def test_foundations_and_deal_fee_of_a_fresh_session() -> None:
    """danish-tarok/15.deal-fee: the dealer (Celina) pays 5 into each pool; 15.foundations: every seat 20 into
    each."""
    verdict = check(session([three_kings_deal()], players=3))
    f = dues(verdict, reason="foundation")
    assert sorted((p["from"], p["to"]) for p in f) == sorted((s, pool) for s in range(3) for pool in T.POOLS)
    assert all(p["amount"] == 20 for p in f)
    assert sorted((p["from"], p["to"], p["amount"]) for p in dues(verdict, reason="deal_fee")) == [
        (2, "king_pool", 5),
        (2, "pagat_pool", 5),
    ]


def test_start_pools_carry_in_and_no_foundation_is_due() -> None:
    verdict = check(session([three_kings_deal()], start={"pools": {"pagat_pool": 60, "king_pool": 135}}))
    assert not dues(verdict, reason="foundation")
    assert verdict["status"] == "clean"


@pytest.mark.parametrize(
    "start",
    [
        {"pools": {"pagat_pool": -5, "king_pool": 0}},
        {"pools": {"pagat_pool": 5}},
        {"totals": [0, 0]},
        {"scores": 1},
    ],
)
def test_bad_start_is_rejected_with_a_pointer(start: dict[str, Any]) -> None:
    verdict = check(session([three_kings_deal()], start=start))
    assert verdict["status"] == "rejected"
    assert all(p["pointer"].startswith("/start") for p in verdict["problems"])


# -- deal, players, hands -------------------------------------------------------------------


def test_wrong_hand_sizes_are_rejected_with_pointers() -> None:
    """danish-tarok/7.deal: 25 cards each, 28 to the dealer; hands that do not hold the whole deck reject the
    transcript (``bad_hand_size``, a pointer to each hand of the wrong size)."""
    deal = three_kings_deal()
    deal["hands"][2].pop()  # the card is nowhere: not a misdeal, a record short of a card
    deal["hands"][0].append(deal["hands"][2].pop())
    verdict = check(session([deal]))
    assert verdict["status"] == "rejected"
    assert {p["pointer"] for p in verdict["problems"]} == {"/deals/0/hands/0", "/deals/0/hands/2"}
    assert {p["code"] for p in verdict["problems"]} == {"bad_hand_size"}


def misdealt(deal: dict[str, Any], plays: int) -> dict[str, Any]:
    """The deal cut after ``plays`` plays, seat 0 given one more card (one seat 1 never plays in them)."""
    events, kept = [], 0
    for e in deal["events"]:
        if e["type"] == "play":
            if kept == plays:
                break
            kept += 1
        if e["type"] != "payment":
            events.append(e)
    played = {e["card"] for e in events if e["type"] == "play"}
    card = next(c for c in deal["hands"][1] if c not in played)
    deal["hands"][1].remove(card)
    deal["hands"][0].append(card)
    deal["events"] = events
    return deal


def test_misdeal_found_after_the_first_lead_is_irreparable() -> None:
    """danish-tarok/18.misdeal: every card dealt, seat 0 with 26 and seat 1 with 24, play begun: "Gracz ma na
    ręce złą ilość kart, co odkryte zostaje już po rozpoczęciu pierwszej kolejki" — irreparable, fined to
    the dealer at the first play; the deal is void and the next dealer deals."""
    deal = misdealt(three_kings_deal(), 3)
    first = next(i for i, e in enumerate(deal["events"]) if e["type"] == "play")
    verdict = check(session([deal, three_kings_deal()]))  # the second deal by the same dealer (2)
    assert verdict["status"] == "violations"
    (a,) = [a for a in found(verdict) if a["code"] == "misdeal"]
    assert (a["deal"], a["event"], a["seat"]) == (0, first, 2)
    assert a["penalty"]["class"] == "irreparable"
    assert a["evidence"]["hand_sizes"] == [26, 24, 28]
    assert verdict["deals"][0]["computed"]["void"] is True
    assert [x["code"] for x in verdict["deals"][1]["annotations"]][:1] == ["wrong_dealer"]


def test_misdeal_found_before_play_is_small_and_dealt_again() -> None:
    """danish-tarok/18.misdeal: no play recorded: "Rozdanie złej ilości kart w taki sposób, że karty trzeba
    rozdać ponownie" — small (5 into each pool from the dealer), and the same dealer deals again."""
    deal = misdealt(three_kings_deal(), 0)
    verdict = check(session([deal, three_kings_deal()]))
    (a,) = [a for a in found(verdict) if a["code"] == "misdeal"]
    assert (a["deal"], a["event"], a["seat"]) == (0, None, 2)
    assert a["penalty"]["class"] == "small"
    assert {p["amount"] for p in a["penalty"]["payments"]} == {5}
    assert "wrong_dealer" not in [x["code"] for x in verdict["deals"][1]["annotations"]]


def test_a_talon_or_a_foreign_event_is_rejected() -> None:
    deal = three_kings_deal()
    deal["talon"] = ["KH"]
    deal["events"].insert(0, {"type": "bid", "seat": 0, "bid": 1})
    verdict = check(session([deal]))
    assert verdict["status"] == "rejected"
    # every problem: the talon itself, its card dealt twice, the event Danish Tarok does not have
    assert {p["pointer"] for p in verdict["problems"]} == {
        "/deals/0/talon",
        "/deals/0/talon/0",
        "/deals/0/events/0/type",
    }


@pytest.mark.parametrize(
    ("event", "pointer"),
    [
        (
            {"type": "declare", "seat": 0, "items": [{"kind": "trumps", "count": 11, "pagat": "yes"}]},
            "/items/0",
        ),
        ({"type": "declare", "seat": 0, "items": [{"kind": "kings", "form": "half"}]}, "/items/0"),
        (
            {"type": "declare", "seat": 0, "items": [{"kind": "cavalry", "suit": "X", "form": "full"}]},
            "/items/0",
        ),
        ({"type": "call", "seat": 0, "call": "name_joker"}, "/named"),
        # whole letters: "" and "HD" are substrings of "HDSCT", not suits
        ({"type": "call", "seat": 0, "call": "name_joker", "named": ""}, "/named"),
        ({"type": "call", "seat": 0, "call": "name_joker", "named": "HD"}, "/named"),
        ({"type": "call", "seat": 0, "call": "shout"}, "/call"),
        ({"type": "redeal", "seat": 0, "reason": "bored"}, "/reason"),
        ({"type": "play", "seat": 0, "card": "KH", "named": "S"}, "/named"),
        ({"type": "announce", "seat": 2, "items": ["volat"]}, "/items"),
        ({"type": "payment", "from": 0, "to": 0, "amount": 5}, "/to"),
        ({"type": "payment", "from": 0, "to": "pool", "amount": 5}, "/to"),
        ({"type": "payment", "from": 0, "to": 1, "amount": 5, "reason": "tip"}, "/reason"),
    ],
)
def test_vocabulary_errors_are_rejected_with_pointers(event: dict[str, Any], pointer: str) -> None:
    deal = three_kings_deal()
    deal["events"].insert(0, event)
    verdict = check(session([deal]))
    assert verdict["status"] == "rejected"
    assert [p["pointer"] for p in verdict["problems"]] == [f"/deals/0/events/0{pointer}"]


def test_five_players_are_rejected() -> None:
    doc = session([three_kings_deal()])
    doc["players"] = ["a", "b", "c", "d", "e"]
    assert check(doc)["status"] == "rejected"


def four_player_deal() -> dict[str, Any]:
    """Dealer 3: seat 1 (dealer+2) sits out; active in order 0, 2, 3."""
    hands = three_kings_hands()
    deal = build_deal([hands[0], [], hands[1], hands[2]], 3, ["10D", "9D", "8D"])
    return deal


def test_four_players_the_one_opposite_the_dealer_sits_out() -> None:
    deal = four_player_deal()
    verdict = check(session([deal], players=4))
    assert verdict["status"] == "clean", found(verdict)
    comp = verdict["deals"][0]["computed"]
    assert comp["sitting_out"] == 1 and comp["tricks"][1] is None
    paid_by_sitter = [p for p in comp["payments"] if p["from"] == 1]
    assert {p["reason"] for p in paid_by_sitter} == {"foundation"}  # 2.fourth-player, 15.foundations


def test_the_sitter_may_not_act() -> None:
    deal = four_player_deal()
    deal["events"].insert(1, {"type": "declare", "seat": 1, "items": []})
    a = one(check(session([deal], players=4)), "sitter_acted")
    assert (a["event"], a["seat"], a["rule"]) == (1, 1, "danish-tarok/2.fourth-player")


def test_wrong_dealer_rotation() -> None:
    first = three_kings_deal()  # dealer 2
    second = copy.deepcopy(first)  # dealer 2 again, but the deal passes to seat 0
    verdict = check(session([first, second]))
    a = one(verdict, "wrong_dealer")
    assert (a["deal"], a["event"], a["rule"], a["evidence"]["expected"]) == (
        1,
        None,
        "danish-tarok/7.dealer-rotation",
        0,
    )


def test_incomplete_deal_is_a_warning() -> None:
    """danish-tarok/7.deal: a deal record that stops before the 25th trick gets ``incomplete_deal``, a
    warning."""
    deal = three_kings_deal()
    deal["events"] = deal["events"][:-6]
    verdict = check(session([deal]))
    a = one(verdict, "incomplete_deal")
    assert a["severity"] == "warning" and verdict["status"] == "clean"


# -- redeal (§17) ----------------------------------------------------------------------------


def no_trump_hands() -> list[list[str]]:
    a = H + C_CLUBS_A  # no trumps at all
    b = S + ["3C"] + [f"T{i}" for i in range(2, 12)]
    c = D + ["2C", "1C", "T1"] + [f"T{i}" for i in range(12, 22)] + ["JOKER"]
    return [a, b, c]


def redeal_deal(seat: int) -> dict[str, Any]:
    return {
        "dealer": 2,
        "hands": no_trump_hands(),
        "events": [{"type": "redeal", "seat": seat, "reason": "no_trumps"}],
    }


def test_redeal_without_trumps_is_legal_and_the_same_dealer_deals_again_without_a_new_fee() -> None:
    verdict = check(session([redeal_deal(0), three_kings_deal()]))
    assert verdict["status"] == "clean", found(verdict)
    assert verdict["deals"][0]["computed"]["redeal"] is True
    assert len(dues(verdict, 0, "deal_fee")) == 2 and not dues(verdict, 1, "deal_fee")


def test_redeal_with_trumps_is_a_violation_with_the_option_class() -> None:
    """danish-tarok/ruling.false-redeal-penalty, 17.redeal: a redeal asked for while holding a trump, class large
    by default, superficial by option."""
    lenient = {"false_redeal_penalty": "superficial"}
    superficial = one(
        check(session([redeal_deal(1), three_kings_deal()], rules=lenient)), "redeal_with_trumps"
    )
    assert superficial["penalty"]["class"] == "superficial" and superficial["penalty"]["payments"] == []
    # the default class is large
    verdict = check(session([redeal_deal(1), three_kings_deal()]))
    a = one(verdict, "redeal_with_trumps")
    assert (a["event"], a["seat"], a["rule"], a["penalty"]["class"]) == (
        0,
        1,
        "danish-tarok/17.redeal",
        "large",
    )
    assert a["penalty"]["payments"] == [
        {"from": 1, "to": "pagat_pool", "amount": 20},
        {"from": 1, "to": "king_pool", "amount": 20},
    ]
    doc = session([redeal_deal(1)], rules={"false_redeal_penalty": "small"})
    assert one(check(doc), "redeal_with_trumps")["penalty"]["class"] == "small"


# -- the skat (§13) ----------------------------------------------------------------------------


def skat_deal(skat: list[str], **kw: Any) -> dict[str, Any]:
    return build_deal(three_kings_hands(), 2, skat, **kw)


@pytest.mark.parametrize(
    ("skat", "reason"),
    [
        (["KD", "9D", "8D"], "king"),
        (["JOKER", "9D", "8D"], "joker"),
        (["T1", "9D", "8D"], "trump"),
        (["QD", "9D", "8D"], "declaration_card"),
    ],
)
def test_illegal_skat(skat: list[str], reason: str) -> None:
    deal = skat_deal(skat)
    verdict = check(session([deal]))
    a = one(verdict, "illegal_skat")
    assert reason in a["evidence"]["reasons"]
    assert (a["event"], a["seat"], a["rule"]) == (0, 2, "danish-tarok/13.skat")
    assert a["penalty"] == {
        "class": "irreparable",
        "rule": "danish-tarok/18.irreparable",
        "payments": [
            {"from": 2, "to": "pagat_pool", "amount": 40},
            {"from": 2, "to": "king_pool", "amount": 40},
        ],
    }
    # the deal is void: only foundations, the fee and the fine are due (danish-tarok/18.void)
    assert {p["reason"] for p in dues(verdict)} == {"foundation", "deal_fee", "penalty"}
    assert verdict["deals"][0]["computed"]["void"] is True


def test_mondo_may_never_be_laid_away() -> None:
    deal = build_deal(forced_hands(), 2, ["T21", "2C", "3C"])
    a = one(check(session([deal])), "illegal_skat")
    assert "mondo" in a["evidence"]["reasons"] and a["event"] == 0


def test_skat_of_two_cards_and_a_missing_skat() -> None:
    deal = skat_deal(["10D", "9D", "8D"])
    deal["events"][0]["cards"] = ["10D", "9D"]
    assert one(check(session([deal])), "illegal_skat")["evidence"]["reasons"] == ["count"]
    # a discard by another seat and none by the dealer: the dealer never laid the skat away
    deal = skat_deal(["10D", "9D", "8D"])
    deal["events"][0]["seat"] = 0
    v = check(session([deal]))
    reasons = [a["evidence"]["reasons"] for a in v["deals"][0]["annotations"] if a["code"] == "illegal_skat"]
    assert reasons == [["not_dealer"], ["missing"]]
    # no discard written at all (danish-tarok/record.plays-alone): the skat is the dealer's three cards
    # never played, not missing
    deal = skat_deal(["10D", "9D", "8D"])
    del deal["events"][0]
    v = check(session([deal]))
    assert v["status"] == "clean"
    assert any("never played" in u for u in v["deals"][0]["unchecked"])


def test_skat_laid_by_another_player_or_too_late() -> None:
    deal = skat_deal(["10D", "9D", "8D"])
    deal["events"].insert(1, {"type": "discard", "seat": 0, "cards": ["2H", "3H", "4H"]})
    assert one(check(session([deal])), "illegal_skat")["evidence"]["reasons"] == ["not_dealer"]
    deal = skat_deal(["10D", "9D", "8D"])
    k = index_of(deal, lambda e: e["type"] == "play")
    deal["events"].insert(k, {"type": "discard", "seat": 2, "cards": ["7D", "6D", "5D"]})
    assert one(check(session([deal])), "illegal_skat")["evidence"]["reasons"] == ["too_late"]


def test_skat_corrected_before_the_next_player_declares_is_free() -> None:
    """danish-tarok/13.correction: an illegal first skat (a king) replaced by a legal one before the player after
    the dealer declares: only the skat that stands is checked, so the deal is clean."""
    deal = skat_deal(["10D", "9D", "8D"])
    deal["events"].insert(0, {"type": "discard", "seat": 2, "cards": ["KD", "9D", "8D"]})
    verdict = check(session([deal]))
    assert verdict["status"] == "clean", found(verdict)


def test_skat_with_trumps_when_none_are_kept_is_legal() -> None:
    hands = three_kings_hands()
    # Celina keeps no trump: give her trumps T1 T12 T13 ... away and lay T1 T12 T13 down
    a, b, c = hands
    c_trumps = [x for x in c if x.startswith("T") and x not in ("T1", "T12", "T13")]
    c = [x for x in c if x not in c_trumps] + a[14 : 14 + len(c_trumps)]
    a = a[:14] + c_trumps + a[14 + len(c_trumps) :]
    # T21 went to Agnieszka, so Celina holds only T1 T12 T13 and lays them all away
    verdict = check(session([build_deal([a, b, c], 2, ["T1", "T12", "T13"])]))
    assert "illegal_skat" not in codes_of(verdict), found(verdict)


def forced_hands() -> list[list[str]]:
    """Celina (dealer) holds only kings, T21, the Joker and declaration cards beyond two plain cards."""
    c = [
        "KH",
        "KD",
        "KS",
        "KC",
        "JOKER",
        "T21",
        "T1",
        "T20",
        "T19",
        "T18",
        "T17",
        "T16",
        "T15",
        "T14",
        "T13",
        "T12",
        "T11",
        "T10",
        "QH",
        "NH",
        "JH",
        "QD",
        "ND",
        "JD",
        "QS",
        "NS",
        "2C",
        "3C",
    ]
    rest = [x.code for x in DANISH_TAROK.full() if x.code not in c]
    return [rest[:25], rest[25:], c]


def test_forced_declaration_card_in_the_skat_must_be_shown_and_is_paid_as_held_before() -> None:
    """danish-tarok/13.declaration-cards: declaration cards that must go are shown and the 28-card holdings
    declared and paid; not shown is an illegal skat."""
    hands = forced_hands()
    deal = build_deal(hands, 2, ["2C", "3C", "QS"])
    deal["events"][0]["shown"] = True
    # Celina declares what her 28 cards held (the build declared the kept hand)
    deal["events"][1]["items"] = holdings(hands[2])
    verdict = check(session([deal]))
    assert "illegal_skat" not in codes_of(verdict) and "false_declaration" not in codes_of(verdict), found(
        verdict
    )
    deal["events"][0].pop("shown")
    assert one(check(session([deal])), "illegal_skat")["evidence"]["reasons"] == ["not_shown"]


def test_tout_announced_lets_the_joker_go_and_a_failed_tout_pays() -> None:
    """danish-tarok/ruling.tout-joker: with Tout announced the Joker may be laid away (no illegal_skat);
    danish-tarok/13.failed-tout and danish-tarok/ruling.failed-tout-penalty: the Tout failed, class large by
    default, small by option."""
    deal = skat_deal(["JOKER", "9D", "8D"], tout=True)
    verdict = check(session([deal]))
    assert "illegal_skat" not in codes_of(verdict)
    a = one(verdict, "failed_tout")
    last_play = max(i for i, e in enumerate(deal["events"]) if e["type"] == "play")
    assert (a["event"], a["seat"], a["rule"], a["penalty"]["class"]) == (
        last_play,
        2,
        "danish-tarok/13.failed-tout",
        "large",
    )
    assert one(check(session([deal], rules={"failed_tout_penalty": "small"})), "failed_tout")["penalty"][
        "class"
    ] == ("small")


def test_tout_announced_by_another_player_is_misplaced() -> None:
    deal = skat_deal(["10D", "9D", "8D"])
    deal["events"].insert(0, {"type": "announce", "seat": 0, "items": ["tout"]})
    a = one(check(session([deal])), "misplaced_announcement")
    assert (a["event"], a["rule"]) == (0, "danish-tarok/13.tout-announcement")


def tout_hands() -> list[list[str]]:
    c = [f"T{i}" for i in range(1, 22)] + ["JOKER", "KH", "KD", "KS", "KC", "2H", "3H"]
    rest = [x.code for x in DANISH_TAROK.full() if x.code not in c]
    return [rest[:25], rest[25:], c]


def test_tout_takes_both_pools_and_85_from_each() -> None:
    """danish-tarok/15.tout: all 25 tricks: 85 from each other player and both pools, which are then refilled; no
    Nolo against a Tout."""
    deal = build_deal(tout_hands(), 2, ["JOKER", "2H", "3H"], tout=True)
    verdict = check(session([deal], start={"pools": {"pagat_pool": 60, "king_pool": 135}}))
    assert verdict["status"] == "clean", found(verdict)
    comp = verdict["deals"][0]["computed"]
    assert comp["tricks"] == [0, 0, 25] and comp["last_trick"]["tout"] == 2
    assert comp["last_trick"]["nolo"] is None  # Nolo does not count against a Tout
    tout = dues(verdict, reason="tout")
    assert {(p["from"], p["amount"]) for p in tout} == {
        (0, 85),
        (1, 85),
        ("pagat_pool", 65),
        ("king_pool", 140),
    }
    refills = dues(verdict, reason="refill")
    assert len(refills) == 6 and all(p["amount"] == 20 for p in refills)  # both pools emptied
    assert not dues(verdict, reason="nolo") and not dues(verdict, reason="last_trick")


def nolo_deal() -> dict[str, Any]:
    """Agnieszka holds only low pips and never takes a trick."""
    low = [f"{r}{s}" for s in "SC" for r in range(1, 8)] + [f"{r}{s}" for s in "HD" for r in range(4, 11)]
    a = low[:25]
    rest = [x.code for x in DANISH_TAROK.full() if x.code not in a]
    b = [x for x in rest if x.startswith("T")][:11] + [x for x in rest if not x.startswith("T")][:14]
    c = [x for x in rest if x not in b]
    return build_deal([a, b, c], 2, plain_skat(c))


def plain_skat(hand: list[str]) -> list[str]:
    """Three cards the dealer may lay away: no king, trump, Joker or declaration card."""
    dc = {x.code for x in declaration_cards(DANISH_TAROK.card(c) for c in hand)}
    return [c for c in hand if c[0] not in "KT" and c != "JOKER" and c not in dc][:3]


def test_nolo_is_paid_25_by_each_and_cancels_last_trick_and_card_points() -> None:
    """danish-tarok/15.nolo: Agnieszka takes no trick: 25 from each other player, and no last-trick, Ultimo or
    card-point payment."""
    deal = nolo_deal()
    verdict = check(session([deal]))
    comp = verdict["deals"][0]["computed"]
    assert comp["tricks"][0] == 0, comp["tricks"]
    assert comp["last_trick"]["nolo"] == 0
    assert sorted((p["from"], p["to"], p["amount"]) for p in dues(verdict, reason="nolo")) == [
        (1, 0, 25),
        (2, 0, 25),
    ]
    for reason in ("card_points", "last_trick", "king_ultimo", "pagat_ultimo"):
        assert not dues(verdict, reason=reason)


# -- declarations (§14) ------------------------------------------------------------------------


def test_false_declaration() -> None:
    deal = three_kings_deal()
    k = index_of(deal, lambda e: e["type"] == "declare" and e["seat"] == 2)
    items = deal["events"][k]["items"]
    trumps = next(i for i in items if i["kind"] == "trumps")
    trumps["count"] += 1
    verdict = check(session([deal]))
    a = one(verdict, "false_declaration")
    assert (a["event"], a["seat"], a["rule"], a["penalty"]["class"]) == (
        k,
        2,
        "danish-tarok/14.declarations",
        "irreparable",
    )
    assert "13 trumps" in a["message"] and "12 trumps" in a["message"]


def test_missing_declaration_and_a_silent_seat() -> None:
    deal = three_kings_deal()
    k = index_of(deal, lambda e: e["type"] == "declare" and e["seat"] == 0)
    deal["events"][k]["items"] = deal["events"][k]["items"][:1]
    a = one(check(session([deal])), "missing_declaration")
    assert (a["event"], a["seat"], a["penalty"]["class"]) == (k, 0, "irreparable")
    deal = three_kings_deal()
    del deal["events"][k]
    first_play = index_of(deal, lambda e: e["type"] == "play")
    verdict = check(session([deal]))
    missing = [a for a in found(verdict) if a["code"] == "missing_declaration"]
    assert [(a["event"], a["seat"]) for a in missing] == [(first_play, 0), (first_play, 0)]  # two cavalries
    assert {a["code"] for a in found(verdict)} == {"missing_declaration", "declaration_out_of_turn"}


def test_declaration_corrected_before_the_first_lead_is_free_and_paid_as_corrected() -> None:
    deal = three_kings_deal()
    k = index_of(deal, lambda e: e["type"] == "declare" and e["seat"] == 1)
    deal["events"].insert(k, {"type": "declare", "seat": 1, "items": []})
    verdict = check(session([deal]))
    assert verdict["status"] == "clean", found(verdict)
    assert sum(p["amount"] for p in dues(verdict, reason="declaration") if p["to"] == 1) == 40


def test_declaration_after_the_first_lead_does_not_count() -> None:
    deal = three_kings_deal()
    k = index_of(deal, lambda e: e["type"] == "play")
    deal["events"].insert(k + 1, {"type": "declare", "seat": 1, "items": []})
    a = one(check(session([deal])), "late_declaration")
    assert (a["event"], a["rule"]) == (k + 1, "danish-tarok/14.correction")


def test_declaration_before_the_dealer() -> None:
    deal = three_kings_deal()
    k = index_of(deal, lambda e: e["type"] == "declare")
    deal["events"][k], deal["events"][k + 1] = deal["events"][k + 1], deal["events"][k]
    a = one(check(session([deal])), "declaration_before_dealer")
    assert (a["event"], a["seat"], a["penalty"]["class"], a["rule"]) == (
        k,
        0,
        "large",
        "danish-tarok/14.order",
    )


def test_a_dealer_who_never_declares_makes_no_one_declare_before_him() -> None:
    deal = three_kings_deal()
    k = index_of(deal, lambda e: e["type"] == "declare" and e["seat"] == 2)
    del deal["events"][k]
    verdict = check(session([deal]))
    assert {a["code"] for a in found(verdict)} == {"declaration_out_of_turn", "missing_declaration"}
    assert {a["seat"] for a in found(verdict) if a["code"] == "missing_declaration"} == {2}


def test_declaration_order_slip_after_the_dealer_is_a_warning() -> None:
    deal = three_kings_deal()
    k = index_of(deal, lambda e: e["type"] == "declare")
    deal["events"][k + 1], deal["events"][k + 2] = deal["events"][k + 2], deal["events"][k + 1]
    verdict = check(session([deal]))
    a = one(verdict, "declaration_out_of_turn")
    assert a["severity"] == "warning" and verdict["status"] == "clean"


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        (["JOKER", "T21", "T1", "T20", "T18"], [{"kind": "matadors", "count": 4}]),
        (["KH", "QH", "NH", "JOKER"], [{"kind": "cavalry", "suit": "H", "form": "half", "missing": "J"}]),
        (["KH", "KD", "KC", "JOKER"], [{"kind": "kings", "form": "half", "missing": "S"}]),
        (["KH", "KD", "KC", "KS"], [{"kind": "kings", "form": "full"}]),
        ([f"T{i}" for i in range(2, 11)] + ["JOKER"], [{"kind": "trumps", "count": 10, "pagat": False}]),
        ([f"T{i}" for i in range(2, 11)], []),
    ],
)
def test_what_must_be_declared(cards: list[str], expected: list[dict[str, Any]]) -> None:
    assert holdings(cards) == expected


# -- play (§10-§12) -------------------------------------------------------------------------------


def sim_deal(seed: int = 1) -> dict[str, Any]:
    doc = simulate(seed, players=3, deals=1)
    deal = doc["deals"][0]
    deal["events"] = [e for e in deal["events"] if e["type"] != "payment"]
    return deal


def plays(deal: dict[str, Any]) -> list[int]:
    return [i for i, e in enumerate(deal["events"]) if e["type"] == "play"]


def test_revoke_and_failure_to_trump_carry_the_option_class() -> None:
    """danish-tarok/ruling.revoke-penalty, 10.follow-suit, 10.must-trump: both faults carry the class of
    revoke_penalty, with its fine."""
    for fault, rule in (
        ("revoke", "danish-tarok/10.follow-suit"),
        ("failure_to_trump", "danish-tarok/10.must-trump"),
    ):
        from replays.sim.danish_tarok import inject

        doc = simulate(3, players=3, deals=2, revoke_penalty="superficial")
        mutated, expected = inject(doc, fault, random.Random(1)) or ({}, {})
        # superficial: no penalty, the deal settled as played
        verdict = check(mutated)
        a = one(verdict, fault)
        assert (a["event"], a["rule"], a["penalty"]["class"]) == (expected["event"], rule, "superficial")
        assert a["penalty"]["payments"] == []
        assert len(found(verdict)) == 1, found(verdict)
        assert a["evidence"]["held"]
        assert a["evidence"]["held"][0] in a["message"]
        for cls, fine in (("large", 20), ("irreparable", 40)):
            mutated["rules"] = {"revoke_penalty": cls}
            verdict = check(mutated)
            a = one(verdict, fault)
            assert a["penalty"]["class"] == cls
            assert {p["amount"] for p in a["penalty"]["payments"]} == {fine}
            assert verdict["deals"][expected["deal"]]["computed"]["void"] is (cls == "irreparable")


def test_revoke_in_a_hand_built_trick() -> None:
    deal = three_kings_deal()
    # trick 1: Agnieszka leads KC, Bartek must follow with 3C; he plays a spade instead
    k = plays(deal)[1]
    assert deal["events"][k] == {"type": "play", "seat": 1, "card": "3C"}
    deal["events"][k]["card"] = "2S"
    later = next(i for i in plays(deal) if deal["events"][i]["card"] == "2S" and i != k)
    deal["events"][later]["card"] = "3C"
    a = found(check(session([deal])))[0]
    assert (a["code"], a["event"], a["evidence"]) == (
        "revoke",
        k,
        {"led": "C", "held": ["3C"], "played": "2S"},
    )
    assert a["message"] == "Bartek played 2S to a clubs lead while holding 3C."


def test_out_of_turn_lead_and_play() -> None:
    deal = three_kings_deal()
    p = plays(deal)
    deal["events"][p[1]], deal["events"][p[2]] = deal["events"][p[2]], deal["events"][p[1]]
    a = one(check(session([deal])), "out_of_turn")
    assert (a["event"], a["seat"], a["rule"], a["penalty"]["class"]) == (
        p[1],
        2,
        "danish-tarok/10.turn",
        "large",
    )
    deal = three_kings_deal()
    deal["events"][p[0]], deal["events"][p[1]] = deal["events"][p[1]], deal["events"][p[0]]
    verdict = check(session([deal]))
    assert found(verdict)[0]["rule"] == "danish-tarok/10.lead"
    assert found(verdict)[0]["code"] == "out_of_turn"


def test_card_not_in_hand() -> None:
    deal = three_kings_deal()
    p = plays(deal)
    deal["events"][p[0]]["card"] = "KS"  # Bartek's king, led by Agnieszka
    verdict = check(session([deal]))
    a = found(verdict)[0]
    assert (a["code"], a["event"], a["rule"]) == ("card_not_in_hand", p[0], "danish-tarok/10.card-in-hand")


def joker_deal(joker_at: int) -> dict[str, Any]:
    return build_deal(three_kings_hands(), 2, ["10D", "9D", "8D"], joker_at=joker_at)


def joker_event(deal: dict[str, Any]) -> int:
    return index_of(deal, lambda e: e.get("card") == "JOKER")


def trick_of(deal: dict[str, Any], event: int) -> int:
    return plays(deal).index(event) // 3


def trick_notes(doc: dict[str, Any]) -> list[dict[str, Any]]:
    from validator.engine.validate import steps

    _, gen, _ = steps(doc)
    assert gen is not None
    return [s.data for s in gen if s.kind == "note" and "winning_card" in s.data]


def test_joker_may_be_played_even_when_able_to_follow_and_never_wins() -> None:
    """danish-tarok/12.joker-any-time: Celina plays the Joker to a clubs lead while holding clubs, and no revoke
    is found; 12.joker-never-wins: no trick is won by the Joker."""
    deal = joker_deal(0)
    j = joker_event(deal)
    verdict = check(session([deal]))
    assert verdict["status"] == "clean", found(verdict)
    t = trick_of(deal, j)
    assert t == 0  # Celina had clubs to follow Agnieszka's lead and played the Joker
    notes = trick_notes(session([deal]))
    assert all(n["winning_card"] != "JOKER" for n in notes)  # 12.joker-never-wins
    assert notes[t]["winner"] != deal["events"][j]["seat"]


def test_joker_goes_to_its_players_pile_except_in_the_last_trick() -> None:
    """12.joker-pile and 15.card-points, counted independently from the trick notes."""
    for deal in (joker_deal(0), build_deal(three_kings_hands(), 2, ["10D", "9D", "8D"], joker_at=99)):
        doc = session([deal])
        notes = trick_notes(doc)
        points = [0, 0, 0]
        for n in notes:
            points[n["winner"]] += 1
            for code in n["cards"]:
                card = code.split(":")[0]
                owner = n["winner"]
                if card == "JOKER" and n["trick"] < 25:
                    owner = next(e["seat"] for e in deal["events"] if e.get("card") == "JOKER")
                points[owner] += (
                    4
                    if card in ("JOKER", "T1", "T21")
                    else {"K": 4, "Q": 3, "N": 2, "J": 1}.get(card[0] if not card.startswith("T") else "", 0)
                )
        points[2] += 1 + sum({"K": 4, "Q": 3, "N": 2, "J": 1}.get(c[0], 0) for c in ["10D", "9D", "8D"])
        assert check(doc)["deals"][0]["computed"]["card_points"] == points
        assert sum(points) == 78


def test_card_codes_and_ranks() -> None:
    """danish-tarok/3.ranks: red suits K Q N J 1 2 ... 10, black K Q N J 10 ... 1, trumps by number (§3);
    danish-tarok/3.deck: an unknown card rejects the transcript with a pointer."""
    from validator.engine.games.danish_tarok.cards import strength as engine_strength

    def st_(c: str) -> int:
        return engine_strength(DANISH_TAROK.card(c))

    assert st_("KH") > st_("QH") > st_("NH") > st_("JH") > st_("1H") > st_("2H") > st_("10H")  # red
    assert st_("KS") > st_("JS") > st_("10S") > st_("9S") > st_("1S")  # black
    assert st_("T21") > st_("T2") > st_("T1") > st_("JOKER")
    deal = three_kings_deal()
    deal["hands"][0][0] = "ZZ"
    verdict = check(session([deal]))
    assert verdict["status"] == "rejected"
    assert verdict["problems"][0]["pointer"] == "/deals/0/hands/0/0"


def test_joker_in_the_second_last_trick() -> None:
    """danish-tarok/ruling.joker-second-last-penalty, 12.joker-second-last: class irreparable by default (the
    deal is void), superficial by option."""
    deal = build_deal(
        three_kings_hands(), 2, ["10D", "9D", "8D"], joker_at=99, choose=lambda t, s, legal: None
    )
    # the Joker stays with Celina to the last trick; move it into the second-last trick
    p = plays(deal)
    j = joker_event(deal)
    assert trick_of(deal, j) == 24
    second_last = [i for i in p if trick_of(deal, i) == 23 and deal["events"][i]["seat"] == 2][0]
    a_card = deal["events"][second_last]["card"]
    deal["events"][second_last]["card"], deal["events"][j]["card"] = "JOKER", a_card
    deal["events"][j].pop("named", None)
    if deal["events"][second_last] == deal["events"][p[p.index(second_last) // 3 * 3]]:
        deal["events"][second_last]["named"] = "S"
    verdict = check(session([deal], rules={"joker_second_last_penalty": "superficial"}))
    a = [x for x in found(verdict) if x["code"] == "joker_second_last"]
    assert len(a) == 1 and a[0]["event"] == second_last and a[0]["penalty"]["class"] == "superficial"
    assert a[0]["penalty"]["payments"] == [] and not verdict["deals"][0]["computed"]["void"]
    verdict = check(session([deal]))  # the default: irreparable
    a = [x for x in found(verdict) if x["code"] == "joker_second_last"]
    assert len(a) == 1 and a[0]["event"] == second_last and a[0]["penalty"]["class"] == "irreparable"
    assert verdict["deals"][0]["computed"]["void"]


def test_joker_led_without_a_name() -> None:
    deal = void_naming_deal()
    j = joker_event(deal)
    deal["events"][j].pop("named")
    a = one(check(session([deal])), "joker_not_named")
    assert (a["event"], a["rule"]) == (j, "danish-tarok/12.joker-named")


def test_joker_demand_rules() -> None:
    """danish-tarok/ruling.joker-withheld-penalty, 12.joker-demand: the Joker withheld after a valid demand,
    class irreparable by default, superficial by option; a false demand is large; a demand out of time has no
    effect."""
    # the Joker kept to the last trick: a demand in the third-last trick makes Celina play it there
    deal = build_deal(three_kings_hands(), 2, ["10D", "9D", "8D"], joker_at=99)
    p = plays(deal)
    first_of_23 = p[22 * 3]
    deal["events"].insert(first_of_23, {"type": "call", "seat": 0, "call": "joker"})
    verdict = check(session([deal], rules={"joker_withheld_penalty": "superficial"}))
    a = one(verdict, "joker_withheld")
    celina_23 = [i for i in plays(deal) if trick_of(deal, i) == 22 and deal["events"][i]["seat"] == 2][0]
    assert (a["event"], a["seat"], a["penalty"]["class"]) == (celina_23, 2, "superficial")
    assert a["penalty"]["payments"] == []
    a = one(check(session([deal])), "joker_withheld")  # the default: irreparable
    assert (a["event"], a["seat"], a["penalty"]["class"]) == (celina_23, 2, "irreparable")
    # demanded after Celina had played another card to that trick: she had to take it back
    deal = build_deal(three_kings_hands(), 2, ["10D", "9D", "8D"], joker_at=99)
    in_23 = [i for i in plays(deal) if trick_of(deal, i) == 22]
    celina = next(i for i in in_23 if deal["events"][i]["seat"] == 2)
    deal["events"].insert(
        in_23[-1] + 1 if in_23[-1] == celina else celina + 1, {"type": "call", "seat": 1, "call": "joker"}
    )
    a = one(check(session([deal])), "joker_withheld")
    assert a["event"] == celina
    # a demand after the Joker was played is false (large); one in another trick has no effect
    deal = joker_deal(0)
    p = plays(deal)
    deal["events"].insert(p[22 * 3], {"type": "call", "seat": 0, "call": "joker"})
    a = one(check(session([deal])), "false_joker_demand")
    assert (a["event"], a["penalty"]["class"]) == (p[22 * 3], "large")
    deal = joker_deal(0)
    deal["events"].insert(p[5 * 3], {"type": "call", "seat": 0, "call": "joker"})
    assert one(check(session([deal])), "joker_demand_out_of_time")["event"] == p[5 * 3]


def test_bad_joker_naming_call() -> None:
    deal = three_kings_deal()
    p = plays(deal)
    deal["events"].insert(p[3], {"type": "call", "seat": 1, "call": "void"})
    a = one(check(session([deal])), "bad_joker_naming")
    assert (a["event"], a["rule"]) == (p[3], "danish-tarok/12.void-naming")


def void_naming_deal() -> dict[str, Any]:
    """Bartek deals; Celina leads the Joker naming hearts; neither Agnieszka nor Bartek holds a heart."""
    a = S[:10] + C_CLUBS_A + ["T2", "T3", "T4", "T5"]  # 25
    b = D + S[10:] + ["3C", "2C", "1C"] + ["T6", "T7", "T8", "T18", "T19", "T20", "T21"]  # 28
    c = H + ["JOKER", "T1"] + [f"T{i}" for i in range(9, 18)]  # 25

    def lead_joker(t: int, s: int, legal: list[str]) -> str | None:
        return "JOKER" if t == 0 and s == 2 else None

    return build_deal([a, b, c], 1, ["10D", "9D", "8D"], choose=lead_joker, joker_names={0: "H"})


def test_joker_named_suit_that_the_followers_lack_they_trump() -> None:
    deal = void_naming_deal()
    p = plays(deal)
    trick1 = [deal["events"][i] for i in p[:3]]
    assert [(e["seat"], e["card"]) for e in trick1][:1] == [(2, "JOKER")] and trick1[0]["named"] == "H"
    assert all(e["card"].startswith("T") for e in trick1[1:])  # both must trump
    verdict = check(session([deal]))
    assert verdict["status"] == "clean", found(verdict)
    # Agnieszka plays a spade instead of trumping: failure to trump
    later = index_of(deal, lambda e: e.get("card") == "6S")
    deal["events"][p[1]]["card"], deal["events"][later]["card"] = "6S", trick1[1]["card"]
    hits = [a for a in found(check(session([deal]))) if a["event"] == p[1]]
    assert [a["code"] for a in hits] == ["failure_to_trump"]


def test_void_naming_second_player_renames_the_joker() -> None:
    """§12: the second says he cannot follow; the third cannot either; the second names anew."""
    deal = void_naming_deal()
    p = plays(deal)
    events = deal["events"]
    events.insert(p[1], {"type": "call", "seat": 0, "call": "void"})
    events.insert(p[1] + 1, {"type": "call", "seat": 0, "call": "name_joker", "named": "S"})
    verdict = check(session([deal]))
    early = [a for a in found(verdict) if a["event"] is not None and a["event"] <= p[2] + 2]
    # the calls are accepted; spades now rule the trick, so the trumps both players had played
    # while holding spades are revokes
    assert [(a["code"], a["event"], a["evidence"]["led"]) for a in early] == [
        ("revoke", p[1] + 2, "S"),
        ("revoke", p[2] + 2, "S"),
    ]
    # the same calls by the wrong player, or when a heart could follow, are refused
    deal = void_naming_deal()
    deal["events"].insert(p[1], {"type": "call", "seat": 1, "call": "void"})
    assert one(check(session([deal])), "bad_joker_naming")["event"] == p[1]
    deal = void_naming_deal()
    deal["events"].insert(p[1], {"type": "call", "seat": 0, "call": "name_joker", "named": "S"})
    a = one(check(session([deal])), "bad_joker_naming")
    assert "only after saying they cannot follow" in a["message"]


def test_the_third_players_void_answering_the_seconds_is_no_fault() -> None:
    """danish-joker-edges-2 (c), danish-tarok/12.void-naming: the third's own `void` after the
    second's is his answer ("Wtedy trzeci gracz ... sprawdza"); false (he holds the suit named),
    it is the one bad_joker_naming and the second's re-naming stands."""
    deal = void_naming_deal()
    p = plays(deal)
    events = deal["events"]
    events.insert(p[1], {"type": "call", "seat": 0, "call": "void"})
    events.insert(p[1] + 1, {"type": "call", "seat": 1, "call": "void"})
    events.insert(p[1] + 2, {"type": "call", "seat": 0, "call": "name_joker", "named": "S"})
    early = [a for a in found(check(session([deal]))) if a["event"] is not None and a["event"] <= p[2] + 3]
    assert [(a["code"], a["event"]) for a in early] == [("revoke", p[1] + 3), ("revoke", p[2] + 3)]
    # the Joker named diamonds, which Bartek (third) holds: his void is false, one finding
    deal = void_naming_deal()
    events = deal["events"]
    events[p[0]]["named"] = "D"
    events.insert(p[1], {"type": "call", "seat": 0, "call": "void"})
    events.insert(p[1] + 1, {"type": "call", "seat": 1, "call": "void"})
    events.insert(p[1] + 2, {"type": "call", "seat": 0, "call": "name_joker", "named": "S"})
    naming = [a for a in found(check(session([deal]))) if a["code"] == "bad_joker_naming"]
    assert [(a["event"], a["seat"]) for a in naming] == [(p[1] + 1, 1)]
    assert "Bartek holds" in naming[0]["message"]


def test_false_void_call_is_one_finding_and_the_naming_after_it_stands() -> None:
    """danish-joker-edges (c1), danish-tarok/12.void-naming: the second player says he cannot follow
    the Joker's clubs while holding 1C, and names diamonds; the table took it, so the one fault is
    the false claim: the re-naming stands and both diamonds follow it (it was also a second
    bad_joker_naming, a revoke and a failure to trump). Without the re-naming, clubs stand and his
    diamond is a revoke besides."""
    path = Path(__file__).parent / "data/audit/danish-joker-edges/05-void-call-holding-suit.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    events = doc["deals"][0]["events"]
    assert [(e["type"], e.get("call")) for e in events[52:54]] == [("call", "void"), ("call", "name_joker")]
    verdict = check(doc)
    assert [(a["event"], a["code"]) for a in found(verdict)] == [(52, "bad_joker_naming")]
    del events[53]
    verdict = check(doc)
    assert [(a["event"], a["code"]) for a in found(verdict)][:2] == [(52, "bad_joker_naming"), (53, "revoke")]


def test_joker_naming_a_dead_suit_is_superficial() -> None:
    def lead_joker(t: int, s: int, legal: list[str]) -> str | None:
        return "JOKER" if t == 20 and s == 2 else None

    deal = build_deal(
        three_kings_hands(), 2, ["10D", "9D", "8D"], joker_at=99, choose=lead_joker, joker_names={20: "T"}
    )
    j = joker_event(deal)
    assert trick_of(deal, j) == 20 and deal["events"][j]["named"] == "T"
    later = [deal["events"][i]["card"] for i in plays(deal) if i > j]
    assert not [c for c in later if c.startswith("T")]  # no trump is left anywhere
    verdict = check(session([deal]))
    a = one(verdict, "joker_named_dead_suit")
    assert (a["event"], a["severity"], a["penalty"]["class"]) == (j, "warning", "superficial")
    assert a["penalty"]["payments"] == [] and verdict["status"] == "clean"


# -- payments during play and their audit (§15) ------------------------------------------------


def test_king_and_pagat_payments_during_play() -> None:
    verdict = check(session([three_kings_deal()]))
    comp = verdict["deals"][0]["computed"]
    for reason, pool in (("king_lost", "king_pool"), ("pagat_lost", "pagat_pool")):
        for p in dues(verdict, reason=reason):
            assert p["amount"] == 5 and p["to"] in (pool, 0, 1, 2)
    for p in dues(verdict, reason="pagat_trick"):
        assert p["amount"] == 5
    assert comp["trick_winners"][0] == 0  # KC led and won: no king payment
    assert not [p for p in dues(verdict, reason="king_lost") if p["from"] == 0]


def test_recorded_payments_are_audited() -> None:
    doc = with_payments(session([three_kings_deal()]))
    assert check(doc)["status"] == "clean"
    events = doc["deals"][0]["events"]
    k = index_of(doc["deals"][0], lambda e: e.get("reason") == "deal_fee")
    gone = events.pop(k)
    a = one(check(doc), "missing_payment")
    assert a["event"] is None and a["evidence"]["expected"]["reason"] == "deal_fee"
    events.insert(k, gone)
    events.insert(3, {"type": "payment", "from": 0, "to": 1, "amount": 5})
    a = one(check(doc), "unexpected_payment")
    assert (a["event"], a["rule"]) == (3, "danish-tarok/15.payments")
    # paid and handed back cancels out
    events.insert(4, {"type": "payment", "from": 1, "to": 0, "amount": 5})
    assert check(doc)["status"] == "clean"


def test_payments_without_reasons_are_matched_by_parties() -> None:
    doc = with_payments(session([three_kings_deal()]))
    for e in doc["deals"][0]["events"]:
        e.pop("reason", None) if e["type"] == "payment" else None
    verdict = check(doc)
    assert verdict["status"] == "clean", found(verdict)
    assert verdict["deals"][0]["settlement"]["difference"] == {}


def test_a_reasonless_fee_written_with_the_deal_dealt_again_is_that_turns_fee() -> None:
    """15.deal-fee: the fee of a turn redealt at once, written with the deal dealt again and giving no
    reason, is the turn's one fee (danish15/13 with every reason stripped)."""
    path = Path(__file__).parent / "data/audit/danish15/13-4p-fee-written-after-redeal.json"
    doc = json.loads(path.read_text())
    for deal in doc["deals"]:
        for e in deal["events"]:
            e.pop("reason", None) if e["type"] == "payment" else None
    assert check(doc)["status"] == "clean", found(check(doc))
    # the same two payments a chip larger are no fee: nothing of the dealer's is due there (the deal
    # redealt at once, with no payment written, is not checked: 15.payments)
    for e in doc["deals"][2]["events"][:2]:
        e["amount"] = 6
    assert [(a["deal"], a["event"], a["code"]) for a in found(check(doc))] == [
        (2, 0, "unexpected_payment"),
        (2, 1, "unexpected_payment"),
    ]


def test_a_wrong_pool_payment_does_not_change_the_pool_the_rules_keep() -> None:
    """15.pools: one extra chip into the King pool in deal 1 is reported once; deal 2 is unaffected."""
    for seed in range(30):
        doc = simulate(seed, players=3, deals=2)
        if any(
            "king_ultimo" == e.get("reason") or "tout" == e.get("reason") for e in doc["deals"][1]["events"]
        ):
            break
    else:
        pytest.skip("no pool-taking deal")
    doc["deals"][0]["events"].append({"type": "payment", "from": 0, "to": "king_pool", "amount": 5})
    verdict = check(doc)
    assert [(a["code"], a["deal"]) for a in found(verdict)] == [("unexpected_payment", 0)]


def test_session_end_shares_the_pools() -> None:
    """danish-tarok/15.session-end: the last deal records session_end payments of 5 * floor(pool / 15) from each
    pool to each seat: clean, and the remainder stays in the pools."""
    deal = three_kings_deal()
    doc = with_payments(session([deal], start={"pools": {"pagat_pool": 60, "king_pool": 100}}))
    pools = check(doc)["deals"][0]["computed"]["pools"]
    share = {p: 5 * (v // 15) for p, v in pools.items()}
    for pool in T.POOLS:
        for s in range(3):
            doc["deals"][0]["events"].append(
                {"type": "payment", "from": pool, "to": s, "amount": share[pool], "reason": "session_end"}
            )
    verdict = check(doc)
    assert verdict["status"] == "clean", found(verdict)
    assert verdict["session"]["pool_shares"] == {p: 5 * ((v - 3 * share[p]) // 15) for p, v in pools.items()}


def test_pools_carry_from_deal_to_deal() -> None:
    doc = simulate(21, players=3, deals=3)
    verdict = check(doc)
    assert verdict["status"] == "clean"
    previous = None
    for d in verdict["deals"]:
        if previous is not None:
            assert not [p for p in d["computed"]["payments"] if p["reason"] == "foundation"]
        previous = d["computed"]["pools"]
    assert verdict["session"]["pools"] == previous


# -- the replay generator ------------------------------------------------------------------------------


def test_replay_steps_are_readable_and_end_once_per_deal() -> None:
    from validator.engine.validate import steps

    doc = simulate(4, players=4, deals=2)
    _, gen, problems = steps(doc)
    assert not problems and gen is not None
    kinds = [s for s in gen]
    assert sum(1 for s in kinds if s.kind == "end") == 2
    assert sum(1 for s in kinds if s.kind == "deal") == 2
    notes = [s.text for s in kinds if s.kind == "note" and s.text.startswith("Trick")]
    assert notes and " won by " in notes[0]
    assert all(s.text for s in kinds if s.kind in ("event", "note", "deal", "end"))


def run_trick(
    hands: dict[int, list[str]], plays_: list[tuple[int, str, str | None]]
) -> tuple[list[str], int]:
    """Feed one trick straight to the state machine (dealer 1, so seat 2 leads); codes found, winner."""
    from validator.engine.games.danish_tarok.ledger import Ledger
    from validator.engine.games.danish_tarok.options import OPTIONS
    from validator.engine.games.danish_tarok.state import DealState
    from validator.engine.transcript import Event

    cards = [[DANISH_TAROK.card(c) for c in hands.get(s, [])] for s in range(3)]
    events = [
        Event(i, "play", {"type": "play", "seat": s, "card": c}, seat=s, card=DANISH_TAROK.card(c), named=n)
        for i, (s, c, n) in enumerate(plays_)
    ]
    # the deal records a skat (never applied here), so the dealer's hand is taken as given
    skat = Event(len(events), "discard", {"type": "discard", "seat": 1, "cards": []}, seat=1)
    state = DealState(
        3, 1, cards, [*events, skat], OPTIONS.defaults(), PLAYERS[:3], Ledger(dict.fromkeys(T.POOLS, 100))
    )
    out: list[str] = []
    for ev in events:
        out += [f.code for f in state.apply(ev) if f.code != "illegal_skat"]
    rec = state.close_trick()
    return out, rec["winner"]


def test_joker_auto_named_by_the_second_card_when_neither_follower_can_follow_or_trump() -> None:
    """§12: both followers lack the named suit and trumps: the second card names the Joker."""
    hands = {2: ["JOKER", "KH"], 0: ["5S", "7D"], 1: ["3S", "9C"]}
    codes, winner = run_trick(hands, [(2, "JOKER", "H"), (0, "5S", None), (1, "3S", None)])
    assert (codes, winner) == ([], 0)  # spades rule the trick; 5S beats 3S
    codes, winner = run_trick(hands, [(2, "JOKER", "H"), (0, "5S", None), (1, "9C", None)])
    assert codes == ["revoke"] and winner == 0
    # the third holds a trump: the second card names nothing, the third must trump
    hands = {2: ["JOKER", "KH"], 0: ["5S", "7D"], 1: ["3S", "T4"]}
    codes, winner = run_trick(hands, [(2, "JOKER", "H"), (0, "5S", None), (1, "3S", None)])
    assert codes == ["failure_to_trump"]
    codes, winner = run_trick(hands, [(2, "JOKER", "H"), (0, "5S", None), (1, "T4", None)])
    assert (codes, winner) == ([], 1)


def test_trick_winner_highest_trump_else_highest_of_the_suit_led() -> None:
    """danish-tarok/10.trick-winner: the highest trump wins, else the highest card of the suit led (§10 "Sztych
    zabiera gracz, który użył najwyższego triumfa ..."); red pips rank 1 high."""
    hands = {2: ["2H", "KS"], 0: ["1H", "7D"], 1: ["KH", "9C"]}
    assert run_trick(hands, [(2, "2H", None), (0, "1H", None), (1, "KH", None)]) == ([], 1)
    hands = {2: ["2H", "KS"], 0: ["T1", "7D"], 1: ["KH", "9C"]}
    assert run_trick(hands, [(2, "2H", None), (0, "T1", None), (1, "KH", None)]) == (
        [],
        0,
    )  # the Pagat trumps
    hands = {2: ["10H", "KS"], 0: ["1H", "7D"], 1: ["2H", "9C"]}
    assert run_trick(hands, [(2, "10H", None), (0, "1H", None), (1, "2H", None)]) == ([], 0)  # red: 1 high
    hands = {2: ["2H", "KS"], 0: ["T1", "7D"], 1: ["T5", "9C"]}
    assert run_trick(hands, [(2, "2H", None), (0, "T1", None), (1, "T5", None)]) == ([], 1)  # higher trump


def test_every_rule_id_the_engine_cites_is_in_the_digest() -> None:
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    digest = (root / "docs" / "rules" / "danish-tarok.md").read_text(encoding="utf-8")
    defined = set(re.findall(r"`(danish-tarok/[a-z0-9.-]+)`", digest))
    defined |= {"danish-tarok/" + m for m in re.findall(r"`(\d+\.[a-z0-9-]+)`", digest)}
    source = "".join(
        p.read_text(encoding="utf-8") for p in (root / "validator/engine/games/danish_tarok").glob("*.py")
    )
    cited = set(re.findall(r'"(danish-tarok/[a-z0-9.-]+[a-z0-9])"', source))
    assert cited and cited <= defined, sorted(cited - defined)
    from validator.engine.games.danish_tarok.options import OPTIONS

    for option in OPTIONS.options:
        assert option.rule in defined and f"`{option.name}`" in digest


def test_a_deal_recorded_only_up_to_the_declarations_is_incomplete_not_wrong() -> None:
    deal = three_kings_deal()
    deal["events"] = deal["events"][:2]  # the skat and the dealer's declaration only
    verdict = check(session([deal]))
    assert [(a["code"], a["severity"]) for a in found(verdict)] == [("incomplete_deal", "warning")]
    deal["events"] = []
    assert codes_of(check(session([deal]))) == ["incomplete_deal"]


def last_trick_dues(
    plays_: list[tuple[int, str]], tricks_before: list[int], pools: dict[str, int] | None = None
) -> list[tuple[Any, Any, int, str]]:
    """Play a last trick straight into the state machine (dealer 1: seat 2 leads) and settle it."""
    from validator.engine.games.danish_tarok.ledger import Ledger
    from validator.engine.games.danish_tarok.options import OPTIONS
    from validator.engine.games.danish_tarok.state import DealState
    from validator.engine.transcript import Event

    cards = [[DANISH_TAROK.card(c) for s2, c in plays_ if s2 == s] for s in range(3)]
    events = [
        Event(i, "play", {"type": "play", "seat": s, "card": c}, seat=s, card=DANISH_TAROK.card(c))
        for i, (s, c) in enumerate(plays_)
    ]
    ledger = Ledger(dict(pools or {"pagat_pool": 60, "king_pool": 135}))
    state = DealState(3, 1, cards, events, OPTIONS.defaults(), PLAYERS[:3], ledger)
    state.first_play = -1  # skat and declarations are not part of this test
    state.skat_closed = state.decl_closed = True
    state.trick_no = 24
    state.tricks = list(tricks_before)
    for ev in events:
        assert state.apply(ev) == []
    state.close_trick()
    state.settle_last_trick(len(events) - 1)
    return [(d.payer, d.payee, d.amount, d.reason) for d in ledger.dues]


def test_pagat_ultimo() -> None:
    """danish-tarok/15.pagat-ultimo: the last trick taken with the Pagat: 45 from each other player and the Pagat
    pool's 60, which is then refilled."""
    got = last_trick_dues([(2, "T1"), (0, "5H"), (1, "7S")], [8, 8, 8])
    assert sorted(got, key=str) == sorted(
        [(0, 2, 45, "pagat_ultimo"), (1, 2, 45, "pagat_ultimo"), ("pagat_pool", 2, 60, "pagat_ultimo")]
        + [(s, "pagat_pool", 20, "refill") for s in range(3)],
        key=str,
    )


def test_pagat_przydupek_doubles_the_pool_and_cancels_the_plain_last_trick() -> None:
    got = last_trick_dues([(2, "T1"), (0, "T5"), (1, "7S")], [8, 8, 8])
    assert sorted(got, key=str) == sorted(
        [
            (2, 0, 45, "pagat_przydupek"),
            (2, 1, 45, "pagat_przydupek"),
            (2, "pagat_pool", 60, "pagat_przydupek"),
        ],
        key=str,
    )


def test_plain_last_trick() -> None:
    """danish-tarok/15.last-trick: the last trick taken with a plain card (QH), no Tout, Nolo or przydupek: 20
    from each other player."""
    got = last_trick_dues([(2, "QH"), (0, "5H"), (1, "7S")], [8, 8, 8])
    assert sorted(got, key=str) == [(0, 2, 20, "last_trick"), (1, 2, 20, "last_trick")]


def test_nolo_cancels_the_king_ultimo_but_not_the_przydupek() -> None:
    """danish-tarok/15.king-przydupek: paid whatever else happens (here a Nolo, which cancels the King Ultimo):
    40 to each other player and the King pool's 135 into it; danish-tarok/15.nolo."""
    got = last_trick_dues([(2, "KH"), (0, "5H"), (1, "KS")], [0, 12, 12])
    assert sorted(got, key=str) == sorted(
        [(1, 0, 25, "nolo"), (2, 0, 25, "nolo")]
        + [
            (1, 0, 40, "king_przydupek"),
            (1, 2, 40, "king_przydupek"),
            (1, "king_pool", 135, "king_przydupek"),
        ],
        key=str,
    )


@pytest.mark.parametrize(
    ("name", "found"),
    [
        # the next seat deals after a redeal (or a small misdeal): wrong_dealer, and its fee is due
        ("02-4p-after-redeal-next-seat-deals.json", [(2, None, "wrong_dealer")]),
        ("14-4p-after-small-misdeal-next-seat-deals.json", [(1, None, "misdeal"), (2, None, "wrong_dealer")]),
        # the turn's one fee written with the deal dealt again, not with the first
        ("13-4p-fee-written-after-redeal.json", []),
    ],
)
def test_15_deal_fee_after_a_redeal(name: str, found: list[tuple[int, int | None, str]]) -> None:
    """danish-tarok/15.deal-fee (danish15): "Rozdający płaci po 5 do każdej puli" — whoever deals pays,
    once a turn, in whichever of the turn's deals the record writes it."""
    import json
    from pathlib import Path

    path = Path(__file__).parent / "data" / "audit" / "danish15" / name
    v = validate(json.loads(path.read_text()))
    got = [(a["deal"], a["event"], a["code"]) for d in v["deals"] for a in d["annotations"]]
    assert [g for g in got if g[2] != "note"] == found
    assert all(not d["settlement"]["difference"] for d in v["deals"])


@pytest.mark.parametrize(
    ("name", "violations"),
    [
        ("01-3p-plays-alone-pair-netted-king-ultimo-clean.json", []),
        ("13-3p-full-record-pair-netted-square-pair-clean.json", []),
        # one pair netted short: still a violation, only for that pair
        # (since session 26 the pair's slip is one wrong_payment in all: payment-shape a1)
        ("10-3p-plays-alone-pair-netted-one-pair-short.json", ["wrong_payment"]),
    ],
)
def test_15_payments_netted_between_two_parties(name: str, violations: list[str]) -> None:
    """danish-tarok/15.payments (danish16): a pair whose payments net to what is due between them is
    one payment_reason warning, not a finding per reason."""
    import json
    from pathlib import Path

    v = validate(json.loads((Path(__file__).parent / "data/audit/danish16" / name).read_text()))
    anns = [a for d in v["deals"] for a in d["annotations"]]
    assert sorted({a["code"] for a in anns if a["severity"] == "violation"}) == violations
    assert any(a["code"] == "payment_reason" for a in anns)


@pytest.mark.parametrize(
    ("king_shares", "wrong"),
    [
        ((95, 100, 95), []),  # the whole pool, as equal as 5s allow (danish9 02)
        ((95, 95, 95), []),  # equal shares in whole 5s, the remainder left in the pool
        # a share above the equal one: judged by the whole split nearest the record (100/95/95,
        # the extra 5 to the seat written highest: danish-spec8), so the others are the slips
        ((100, 100, 90), [101, 102]),  # the whole pool, but not as equal as it can be
        ((100, 100, 100), [101, 102]),  # more than the pool holds
    ],
)
def test_session_end_shares_a_pool_that_does_not_divide(
    king_shares: tuple[int, ...], wrong: list[int]
) -> None:
    """danish-tarok/15.session-end: "Zawartość puli jest rozdzielona po równo" in payments of whole 5s
    ("w wielokrotności 5"): 290 chips among three are 95 each with 5 left, or all of it as 95/100/95."""
    import json

    from records import DATA
    from records import violations as found_violations

    doc = json.loads((DATA / "audit/danish9/02-session-end-remainder.json").read_text(encoding="utf-8"))
    for ev, amount in zip(doc["deals"][-1]["events"][100:103], king_shares, strict=True):
        assert ev["from"] == "king_pool" and ev["reason"] == "session_end"
        ev["amount"] = amount
    found = [(e, code) for _, e, code in found_violations(doc)]
    assert found == [(e, "wrong_payment") for e in wrong]


def test_a_pools_score_line_is_its_net_chips_in_the_deal() -> None:
    """15.score-sheet: a pool may have a `score` line (the format's parties include the pools):
    the chips that went into it in the deal, net (danish-spec3 02 with the pools' lines added)."""
    path = Path(__file__).parent / "data/audit/danish-spec3/02-clean-3p-sheet.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    nets = [
        {"pagat_pool": 65, "king_pool": 70},
        {"pagat_pool": 10, "king_pool": 10},
        {"pagat_pool": 10, "king_pool": 20},
    ]
    for deal, net in zip(doc["deals"], nets, strict=True):
        deal["events"] += [{"type": "score", "party": p, "points": v} for p, v in net.items()]
    assert check(doc)["status"] == "clean", found(check(doc))
    # a sheet without payments: the verdict says the sheet was judged, not that nothing was recorded
    notes = check(doc)["deals"][0]["unchecked"]
    assert any("its score sheet is judged line by line" in u for u in notes), notes
    doc["deals"][1]["events"][-1]["points"] = 15  # the King pool's line 5 high
    last = len(doc["deals"][1]["events"]) - 1
    assert [(a["deal"], a["event"], a["code"]) for a in found(check(doc))] == [(1, last, "wrong_score")]


def test_session_block_shows_what_the_whole_5s_shares_leave_and_declarations_in_seat_order() -> None:
    """15.session-end (dispute-messages-3 c1, c2): pools of 80 and 75 among three give shares of 25
    and leave 5 and 0; each deal's computed declarations are keyed in seat order."""
    path = Path(__file__).parent / "data/audit/dispute-messages-3/01-danish-clean-two-deals.json"
    v = check(json.loads(path.read_text(encoding="utf-8")))
    assert v["session"]["pools"] == {"pagat_pool": 80, "king_pool": 75}
    assert v["session"]["pool_shares"] == {"pagat_pool": 25, "king_pool": 25}
    assert v["session"]["pool_left"] == {"pagat_pool": 5, "king_pool": 0}
    for deal in v["deals"]:
        keys = list(deal["computed"]["declarations"])
        assert keys == sorted(keys, key=int)


def test_void_reading_is_null_where_nothing_was_there_to_hand_back() -> None:
    """18.void (dispute-messages-6 a3): a deal voided at the skat, before anything but the
    foundations and the fee fell due: the two readings are one, so void_reading is null."""
    path = Path(__file__).parent / "data/audit/dispute-messages-6/13-dan-void-skat-fined-right.json"
    v = check(json.loads(path.read_text(encoding="utf-8")))
    assert v["deals"][0]["computed"]["void"] is True
    assert v["deals"][0]["computed"]["void_reading"] is None


def test_a_payment_written_the_wrong_way_round_is_said_so_with_its_own_rule() -> None:
    """15.payments / 15.card-points (settlement-messages a1): Agnieszka's card-point 10 written as
    paid to Bartek, the new dealer, who owes it to her: one wrong_payment that says so (it named the
    pair's net, 40 "in all", under 15.payments)."""
    path = Path(__file__).parent / "data/audit/settlement-messages/03-danish-card-points-reversed.json"
    a = one(check(json.loads(path.read_text(encoding="utf-8"))), "wrong_payment")
    assert a["rule"] == "danish-tarok/15.card-points" and a["evidence"]["wrong"] == "direction"
    assert a["message"].endswith(
        "the rules have Bartek pay Agnieszka 10: the payment is written the wrong way round."
    )


def test_an_unclassed_fault_settled_as_played_is_read_superficial_under_the_default() -> None:
    """ruling.unclassed-faults (session 25): danish-spec5 13, a revoke and the deal paid as played with
    no fine: under the default (irreparable) the record is read with the fault superficial, the
    revoke alone annotated. Set explicitly to irreparable, the record is judged by it."""
    path = Path(__file__).parent / "data/audit/danish-spec5/13-revoke.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    v = check(doc)
    assert [(a["deal"], a["event"], a["code"]) for a in found(v)] == [(0, 41, "revoke")]
    assert found(v)[0]["penalty"]["class"] == "superficial"
    assert any("superficial" in u for u in v["deals"][0]["unchecked"])
    doc["rules"] = {**(doc.get("rules") or {}), "revoke_penalty": "irreparable"}
    v = check(doc)
    assert found(v)[0]["penalty"]["class"] == "irreparable"
    assert {a["code"] for a in found(v)} >= {"revoke", "unexpected_payment"}


@pytest.mark.parametrize(("amount", "wrong"), [(16.666667, []), (21.666667, [79])])
def test_session_end_netted_with_the_deals_pool_dues(amount: float, wrong: list[int]) -> None:
    """15.session-end with 15.payments (payment-shape2 a2): the last deal's pool payments netted per
    pair with the seats' own dues to the pools (Bogdan's Pagat share 26.67 less his 10 into it) are the
    share-out; the pools end empty. One such payment off by a chip band is that payment's slip."""
    doc = json.loads(
        (Path(__file__).parent / "data/audit/payment-shape2/02-dk-netted-per-pair.json").read_text(
            encoding="utf-8"
        )
    )
    ev = doc["deals"][-1]["events"][79]
    assert (ev["from"], ev["to"]) == ("pagat_pool", 1)
    ev["amount"] = amount
    v = check(doc)
    violations = [a for a in found(v) if a["severity"] == "violation"]
    assert [(a["event"], a["code"]) for a in violations] == [(e, "wrong_payment") for e in wrong]
    assert any(a["code"] == "payment_reason" for a in found(v) if a["deal"] == 1)
    if not wrong:
        assert v["session"]["pools"] == {"pagat_pool": 0, "king_pool": 0}


@pytest.mark.parametrize(
    ("name", "found"),
    [
        ("dt-2a-endings-differ-one-matches.json", []),
        ("dt-2b-endings-differ-none-matches.json", [(0, 88, "wrong_payment")]),
    ],
)
def test_a_cut_deal_whose_endings_pay_differently_is_played_out_by_the_one_its_payments_fit(
    name: str, found: list[tuple[int, int, str]]
) -> None:
    """danish-tarok/7.deal (claims2 A1): two tricks left whose endings pay differently: one ending's
    payments are right; the last trick's 20 paid to a seat that takes it in no ending is wrong."""
    doc = json.loads((Path(__file__).parent / "data/audit/claims2" / name).read_text(encoding="utf-8"))
    v = check(doc)
    assert [(a["deal"], a["event"], a["code"]) for a in found_of(v)] == found
    assert any("different ways" in u for u in v["deals"][0]["unchecked"])


def found_of(verdict: dict[str, Any]) -> list[dict[str, Any]]:
    return [a for a in found(verdict) if a["severity"] == "violation"]


@pytest.mark.parametrize(("amount", "penalty_class"), [(20, "large"), (5, "small")])
def test_an_unclassed_fault_fined_and_played_on_is_read_by_the_class_it_was_fined(
    amount: int, penalty_class: str
) -> None:
    """ruling.unclassed-faults (session 35): the spec's own example fines a Danish revoke as large (20
    to each pool, play goes on). danish-spec5 13 (a revoke, the deal paid as played) with the offender's
    fine paid into each pool: under the default (irreparable) the record is read by the class it
    fined, the revoke alone annotated; set explicitly to irreparable, it is judged by that."""
    path = Path(__file__).parent / "data/audit/danish-spec5/13-revoke.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    offender = found(check(doc))[0]["seat"]
    doc["deals"][0]["events"] += [
        {"type": "payment", "from": offender, "to": pool, "amount": amount, "reason": "penalty"}
        for pool in ("pagat_pool", "king_pool")
    ]
    v = check(doc)
    assert [(a["deal"], a["event"], a["code"]) for a in found(v)] == [(0, 41, "revoke")]
    assert found(v)[0]["penalty"]["class"] == penalty_class
    assert v["deals"][0]["settlement"]["difference"] == {}
    # (the class read, with its figure, and the default's: dispute-messages-14 c3)
    assert any(
        f"fines it {amount} into each pool and plays on, as the {penalty_class} class does" in u
        and "irreparable, would fine it 40 into each pool and void the deal" in u
        for u in v["deals"][0]["unchecked"]
    )
    doc["rules"] = {**(doc.get("rules") or {}), "revoke_penalty": "irreparable"}
    v = check(doc)
    assert found(v)[0]["penalty"]["class"] == "irreparable"
    assert len(found_of(v)) > 1


def test_a_due_written_as_a_payment_of_0_is_that_payment_wrong() -> None:
    """15.payments (danish-payment-edge-probes (c)): a King przydupek written as 0 into the pool (the
    table counted the pool after the Ultimo had emptied it) is that line's wrong amount, at it, not a
    missing payment at no event; a 0 naming no reason is still no payment."""
    path = Path(__file__).parent / "data/audit/danish-payment-edge-probes/01-base-3p-ultimos.json"
    doc = json.loads(path.read_text(encoding="utf-8"))
    ev = doc["deals"][2]["events"][93]
    assert (ev["to"], ev["reason"], ev["amount"]) == ("king_pool", "king_przydupek", 160)
    ev["amount"] = 0
    v = check(doc)
    assert [(a["deal"], a["event"], a["code"]) for a in found_of(v)] == [(2, 93, "wrong_payment")]
    assert v["deals"][2]["settlement"]["difference"] == {str(ev["from"]): -160, "king_pool": 160}
    del ev["reason"]
    assert [(a["deal"], a["event"], a["code"]) for a in found_of(check(doc))] == [
        (2, None, "missing_payment")
    ]
