"""Danish Tarok: transcripts written by hand from the source and the spec, as an outside tester would.

Written from ../shared/seeds/000_2fac32aef83ce8a1.txt (§1-§18, Polish) and
../shared/spec/transcript-format.md only, never from the simulator. Each deal is given as its tricks,
in order of play (``"B:KH C:5H A:1H"``: role B leads the king of hearts, ...); the hands are the cards
each role plays (plus the skat, for the dealer), so the record is consistent by construction, and the
legality of every card was checked by hand (notes at each layout). Every expected number is derived
in a comment citing the source's §.

Roles: A is the dealer, B the player after him (who leads first, §10 "Gracz po prawej od
Rozdającego"), C the third. With three players A=0, B=1, C=2.

Source amounts used throughout (§15): foundations 20 per pool from every player ("Fundamenty"), the
dealer 5 per pool ("Rozdanie"), declarations paid by each other player ("Deklaracja": trumps 10 for
10 and +5 each further; matadors 10 for 3 and +5 each; rich 15, full 10, half 5), during play but not
in the last trick a king or the Pagat not taking the trick costs 5 to each other player and 5 to its
pool, a trick taken with the Pagat earns 5 from each; after the last trick Tout 85 each + both pools,
Nolo 25 each, Pagat Ultimo 45 each + the Pagat pool, King Ultimo 40 each + the King pool, przydupek
45 (Pagat) / 40 (king) to each other player + the pool's content, plain last trick 20 each. Card
points: K, Pagat, Mondo, Joker 4; Q 3; N 2; J 1; 1 per trick; the skat 1; compared with 26, rounded
to a multiple of 5, paid to / by the new dealer (14-18: -10, 19-23: -5, 24-28: 0, 29-33: +5,
34-38: +10).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from validator.engine.validate import validate

NAMES = ["Ania", "Bolek", "Cezary", "Dorota"]
ROLES3 = {"A": 0, "B": 1, "C": 2}


# -- helpers: build hands and events from tricks ------------------------------------------------------


def parse_tricks(text: str) -> list[list[tuple[str, str, str | None]]]:
    """One trick a line: ``ROLE:CARD`` (``ROLE:JOKER=D`` for a Joker led naming diamonds)."""
    out = []
    for line in text.strip().splitlines():
        line = line.split("#")[0].strip()
        if not line:
            continue
        trick = []
        for tok in line.split():
            role, card = tok.split(":")
            named = None
            if "=" in card:
                card, named = card.split("=")
            trick.append((role, card, named))
        out.append(trick)
    return out


def make_deal(
    tricks_text: str,
    skat: list[str],
    declares: dict[str, list[dict[str, Any]]],
    roles: dict[str, int] = ROLES3,
    n: int = 3,
    *,
    tout: bool = False,
    calls: dict[int, list[dict[str, Any]]] | None = None,
) -> dict[str, Any]:
    """A deal record. ``calls`` maps a trick number (1-based) to events put before its first card."""
    tricks = parse_tricks(tricks_text)
    assert len(tricks) == 25
    hands: list[list[str]] = [[] for _ in range(n)]
    for trick in tricks:
        for role, card, _ in trick:
            hands[roles[role]].append(card)
    dealer = roles["A"]
    hands[dealer] += skat
    events: list[dict[str, Any]] = []
    if tout:
        events.append({"type": "announce", "seat": dealer, "items": ["tout"]})
    events.append({"type": "discard", "seat": dealer, "cards": list(skat)})
    for role in ("A", "B", "C"):  # §14: in rotation, starting with the dealer
        events.append({"type": "declare", "seat": roles[role], "items": declares.get(role, [])})
    for t, trick in enumerate(tricks, 1):
        for ev in (calls or {}).get(t, []):
            events.append(dict(ev))
        for role, card, named in trick:
            ev = {"type": "play", "seat": roles[role], "card": card}
            if named:
                ev["named"] = named
            events.append(ev)
    return {"dealer": dealer, "hands": hands, "events": events}


def pay(deal: dict[str, Any], *payments: tuple[Any, Any, int, str | None]) -> dict[str, Any]:
    for frm, to, amount, reason in payments:
        ev: dict[str, Any] = {"type": "payment", "from": frm, "to": to, "amount": amount}
        if reason is not None:
            ev["reason"] = reason
        deal["events"].append(ev)
    return deal


def transcript(deals: list[dict[str, Any]], n: int = 3, **extra: Any) -> dict[str, Any]:
    doc: dict[str, Any] = {
        "format": "trick-transcript/1",
        "game": "danish-tarok",
        "players": NAMES[:n],
        "deals": deals,
    }
    doc.update(extra)
    return doc


def check(doc: dict[str, Any]) -> dict[str, Any]:
    verdict = validate(doc)
    assert not verdict.get("problems"), verdict.get("problems")
    return verdict


def notes(verdict: dict[str, Any]) -> list[tuple[str, int | None, int | None]]:
    return [(a["code"], a["deal"], a["event"]) for d in verdict["deals"] for a in d["annotations"]]


def expected(verdict: dict[str, Any], deal: int = 0) -> dict[str, int]:
    return {str(k): v for k, v in verdict["deals"][deal]["settlement"]["expected"].items() if v}


def index(deal: dict[str, Any], card: str) -> int:
    return next(i for i, e in enumerate(deal["events"]) if e.get("card") == card)


def foundations(n: int) -> list[tuple[Any, Any, int, str]]:
    # §15 "Fundamenty": at the very start every player (the fourth too) pays 20 into both pools
    return [(s, pool, 20, "foundation") for s in range(n) for pool in ("pagat_pool", "king_pool")]


def fee(dealer: int) -> list[tuple[Any, Any, int, str]]:
    # §15 "Rozdanie": the dealer pays 5 into each pool
    return [(dealer, "pagat_pool", 5, "deal_fee"), (dealer, "king_pool", 5, "deal_fee")]


# -- layout 1: a plain deal ---------------------------------------------------------------------------
#
# Legality, checked card by card (§10: follow suit, else trump, else anything; §12 the Joker any time):
# tricks 1-15 everyone follows suit; 16-22 are all-trump tricks (7 trumps each); in 23-25 nobody holds
# a trump and each card either follows or is played void of the suit led. The Joker (B's) is played in
# the third-last trick, which §12 allows ("Jokera nigdy nie używa się w przedostatniej kolejce" only
# forbids the second-last).

PLAIN = """
B:KH C:5H A:1H      # 1  B (court beats pip)
B:QH C:6H A:2H      # 2  B
B:NH C:7H A:3H      # 3  B
B:JH C:8H A:4H      # 4  B
B:10D C:KD A:9D     # 5  C
C:QD A:8D B:7D      # 6  C
C:ND A:6D B:5D      # 7  C
C:JD A:4D B:3D      # 8  C
C:1C A:KC B:2C      # 9  A
A:QC B:3C C:4C      # 10 A
A:NC B:5C C:JC      # 11 A (knight beats jack)
A:10C B:6C C:7C     # 12 A (black pips: 10 high)
A:KS B:QS C:NS      # 13 A
A:8S B:7S C:JS      # 14 C
C:4S A:6S B:5S      # 15 A
A:T21 B:T2 C:T1     # 16 A; C's Pagat does not take the trick
A:T18 B:T20 C:T4    # 17 B
B:T17 C:T19 A:T3    # 18 C
C:T16 A:T15 B:T14   # 19 C
C:T13 A:T12 B:T11   # 20 C
C:T10 A:T9 B:T8     # 21 C
C:T7 A:T6 B:T5      # 22 C
C:10S A:10H B:JOKER # 23 C; the Joker goes to B's own pile (§12)
C:9S A:9H B:8C      # 24 C
C:1D A:2D B:9C      # 25 C (red pips: 1 high), a plain card
"""
PLAIN_SKAT = ["1S", "2S", "3S"]
# §14: B holds KH QH NH JH and the Joker: "bogata kawaleria" (rich); C holds KD QD ND JD: full.
# A: 7 trumps, no Joker, kings KC KS only, clubs K Q N without J or Joker: nothing ("pas").
PLAIN_DECL = {
    "B": [{"kind": "cavalry", "suit": "H", "form": "rich"}],
    "C": [{"kind": "cavalry", "suit": "D", "form": "full"}],
}


def plain_payments(a: int = 0, b: int = 1, c: int = 2) -> list[tuple[Any, Any, int, str]]:
    return [
        # §15 Deklaracja: rich cavalry 15 from each other player, full cavalry 10
        (a, b, 15, "declaration"),
        (c, b, 15, "declaration"),
        (a, c, 10, "declaration"),
        (b, c, 10, "declaration"),
        # §15: trick 16, C's Pagat played and not taking the trick: 5 to each other player and 5 to
        # the Pagat pool
        (c, a, 5, "pagat_lost"),
        (c, b, 5, "pagat_lost"),
        (c, "pagat_pool", 5, "pagat_lost"),
        # §15 "Ostatni sztych": C takes the last trick with 1D (not a king, not the Pagat), no Tout
        # (A 7, B 5, C 13 tricks), no Nolo, no przydupek: 20 from each other player
        (a, c, 20, "last_trick"),
        (b, c, 20, "last_trick"),
        # §15 card points. A: tricks 9 (KC 4), 10 (QC 3), 11 (NC 2 + JC 1), 13 (KS 4 + QS 3 + NS 2),
        # 16 (T21 4 + T1 4) = 27 in cards, 7 tricks, the skat 1 (the dealer's) = 35.
        # B: KH QH NH JH 10 + the Joker 4 (his own pile, trick 23) + 5 tricks = 19.
        # C: KD QD ND JD 10 + JS 1 + 13 tricks = 24.  35 + 19 + 24 = 78.
        # A: 35 - 26 = +9, rounded to +10 (band 34-38): the new dealer B pays A 10. C: 24 -> 0.
        (b, a, 10, "card_points"),
    ]


def test_plain_three_player_deal_with_every_payment_recorded_is_clean() -> None:
    """danish-tarok/15.pagat-lost: C's Pagat does not take trick 16: 5 to each other player and 5 into the Pagat
    pool (the expected totals and every recorded payment depend on it); also 15.last-trick, 15.deal-fee,
    15.declarations, 15.card-points."""
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    pay(deal, *foundations(3), *fee(0), *plain_payments())
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    comp = verdict["deals"][0]["computed"]
    assert comp["tricks"] == [7, 5, 13]
    assert comp["card_points"] == [35, 19, 24]
    # net: A -40 -10 -25 +5 -20 +10 = -80; B -40 +30 -10 +5 -20 -10 = -45;
    # C -40 -15 +20 -15 +40 = -10; pools: Pagat 60+5+5 = 70, King 60+5 = 65
    assert expected(verdict) == {"0": -80, "1": -45, "2": -10, "pagat_pool": 70, "king_pool": 65}
    assert verdict["deals"][0]["settlement"]["difference"] == {}
    assert comp["pools"] == {"pagat_pool": 70, "king_pool": 65}


def test_plain_deal_recorded_the_way_the_spec_allows_seat_strings_no_reasons() -> None:
    """Spec: a party is a seat (the verdict keys seats as strings), ``reason`` is optional."""
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    pay(deal, *foundations(3), *fee(0), *plain_payments())
    for e in deal["events"]:
        if e["type"] == "payment":
            e.pop("reason")
            e["from"] = str(e["from"]) if isinstance(e["from"], int) else e["from"]
            e["to"] = str(e["to"]) if isinstance(e["to"], int) else e["to"]
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)


def test_plain_deal_without_payments_gives_the_settlement() -> None:
    verdict = check(transcript([make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)]))
    assert verdict["status"] == "clean"
    assert expected(verdict) == {"0": -80, "1": -45, "2": -10, "pagat_pool": 70, "king_pool": 65}


def test_a_one_chip_mistake_is_found_at_its_payment() -> None:
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    pay(deal, *foundations(3), *fee(0), *plain_payments())
    k = next(i for i, e in enumerate(deal["events"]) if e.get("reason") == "card_points")
    deal["events"][k]["amount"] = 5  # as if A had 33 points
    verdict = check(transcript([deal]))
    assert notes(verdict) == [("wrong_payment", 0, k)]


def test_two_deals_the_pools_carry_and_the_next_player_deals() -> None:
    """§17: the new dealer is the player to the old dealer's right, i.e. the next in order of play;
    he pays the dealer's 5 per pool; no foundation again (§15: only at the start or when a pool is
    emptied). Deal 2 is deal 1 with every role moved one seat on: A=1, B=2, C=0."""
    d1 = pay(make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL), *foundations(3), *fee(0), *plain_payments())
    roles = {"A": 1, "B": 2, "C": 0}
    d2 = pay(make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL, roles), *fee(1), *plain_payments(1, 2, 0))
    verdict = check(transcript([d1, d2]))
    assert verdict["status"] == "clean", notes(verdict)
    # pools after deal 2: Pagat 70 + 5 + 5 = 80, King 65 + 5 = 70
    assert verdict["deals"][1]["computed"]["pools"] == {"pagat_pool": 80, "king_pool": 70}
    # deal 2 alone: A(1) -10 -25 +5 -20 +10 = -40; B(2) +30 -10 +5 -20 -10 = -5; C(0) -15+20-15+40 = 30
    assert expected(verdict, 1) == {"1": -40, "2": -5, "0": 30, "pagat_pool": 10, "king_pool": 5}


def test_start_pools_mid_session() -> None:
    """Spec: ``start.pools`` carries the pools in; §15 then charges no foundation."""
    deal = pay(make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL), *fee(0), *plain_payments())
    verdict = check(transcript([deal], start={"pools": {"pagat_pool": 60, "king_pool": 135}}))
    assert verdict["status"] == "clean", notes(verdict)
    assert verdict["deals"][0]["computed"]["pools"] == {"pagat_pool": 70, "king_pool": 140}


# -- four players (§2, §15, §17) ---------------------------------------------------------------------


def test_four_players_the_one_opposite_the_dealer_sits_out_and_pays_only_foundations() -> None:
    """§2: with four, the player opposite the dealer (seat dealer+2 in order of play) does not play.
    §15: he pays the foundations too ("To jedyna opłata jakiej się od niego oczekuje"). The plain
    layout with A=0, B=1, C=3 and seat 2 sitting out: the same payments, the sitter only -40."""
    roles = {"A": 0, "B": 1, "C": 3}
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL, roles, n=4)
    assert deal["hands"][2] == []
    pay(deal, *foundations(4), *fee(0), *plain_payments(0, 1, 3))
    verdict = check(transcript([deal], n=4))
    assert verdict["status"] == "clean", notes(verdict)
    # pools: 4 x 20 + 5 (+5 Pagat lost) = Pagat 90, King 85
    assert expected(verdict) == {"0": -80, "1": -45, "2": -40, "3": -10, "pagat_pool": 90, "king_pool": 85}


# -- the Joker led, the third-last-trick demand (§12) -------------------------------------------------

# B leads the Joker in trick 5 naming diamonds (§12 "ogłasza kolor"); C and A must follow diamonds;
# B's 10D moves to trick 23 (B void in spades and trumps there). The Joker goes to B's pile as
# before and 10D to C's (no value): every number of the plain deal stands.
JOKER_LED = PLAIN.replace("B:10D C:KD A:9D", "B:JOKER=D C:KD A:9D").replace(
    "C:10S A:10H B:JOKER", "C:10S A:10H B:10D"
)


def test_joker_led_with_a_named_suit() -> None:
    deal = pay(make_deal(JOKER_LED, PLAIN_SKAT, PLAIN_DECL), *foundations(3), *fee(0), *plain_payments())
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert verdict["deals"][0]["computed"]["trick_winners"][4] == 2  # KD, the highest diamond


def test_joker_led_and_the_follower_does_not_follow_the_named_suit() -> None:
    """§12: the Joker led names the suit to follow; A holds 9D and plays 9H to it: a revoke (§10).
    A's 9D moves to trick 24 (A void in spades and trumps there)."""
    text = JOKER_LED.replace("B:JOKER=D C:KD A:9D", "B:JOKER=D C:KD A:9H").replace(
        "C:9S A:9H B:8C", "C:9S A:9D B:8C"
    )
    deal = make_deal(text, PLAIN_SKAT, PLAIN_DECL)
    verdict = check(transcript([deal]))
    assert notes(verdict) == [("revoke", 0, index(deal, "9H"))]


def test_third_last_trick_joker_demand_is_legal() -> None:
    """§12: in the third-last trick a player who does not hold the Joker may demand it; B, its holder,
    plays it in that trick. Nothing else changes."""
    demand = {"type": "call", "seat": 0, "call": "joker"}
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL, calls={23: [demand]})
    pay(deal, *foundations(3), *fee(0), *plain_payments())
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)


def test_third_last_trick_joker_withheld() -> None:
    """B keeps the Joker after a valid demand and plays it in the second-last trick: two breaches
    (§12). §18 classes neither; with both options superficial both are annotated, no fine, the deal
    stands. By the defaults (irreparable, issue #3) the first voids the deal and costs B 40 into each
    pool; the second is still annotated but costs nothing more (§18.void)."""
    demand = {"type": "call", "seat": 0, "call": "joker"}
    text = PLAIN.replace("C:10S A:10H B:JOKER", "C:10S A:10H B:8C").replace(
        "C:9S A:9H B:8C", "C:9S A:9H B:JOKER"
    )
    deal = make_deal(text, PLAIN_SKAT, PLAIN_DECL, calls={23: [demand]})
    lenient = {"joker_withheld_penalty": "superficial", "joker_second_last_penalty": "superficial"}
    verdict = check(transcript([deal], rules=lenient))
    found = verdict["deals"][0]["annotations"]
    assert [(a["code"], a["seat"], a["penalty"]["class"], a["penalty"]["payments"]) for a in found] == [
        ("joker_withheld", 1, "superficial", []),
        ("joker_second_last", 1, "superficial", []),
    ]
    assert verdict["deals"][0]["computed"]["void"] is False
    verdict = check(transcript([deal]))
    found = verdict["deals"][0]["annotations"]
    assert [(a["code"], a["penalty"]["class"], len(a["penalty"]["payments"])) for a in found] == [
        ("joker_withheld", "irreparable", 2),
        ("joker_second_last", "irreparable", 0),
    ]
    assert verdict["deals"][0]["computed"]["void"] is True


# -- a revoke (§10) -------------------------------------------------------------------------------------

# Trick 2: C plays 1D to B's QH while holding 6H 7H 8H. C's 6H is then led in trick 25 instead of 1D.
REVOKE = PLAIN.replace("B:QH C:6H A:2H", "B:QH C:1D A:2H").replace("C:1D A:2D B:9C", "C:6H A:2D B:9C")


def test_revoke_superficial_is_annotated_and_the_deal_is_settled_as_played() -> None:
    """§10 forbids the revoke, but §18 does not class it; with revoke_penalty = superficial (§18
    "Powierzchowne – bez kar") it is annotated and costs nothing: the
    deal stands and is settled as played. C's last trick is now won with 6H, still a plain card, so
    the plain deal's payments are exactly those due: A -80, B -45, C -10, pools 70 and 65."""
    deal = make_deal(REVOKE, PLAIN_SKAT, PLAIN_DECL)
    k = index(deal, "1D")
    pay(deal, *foundations(3), *fee(0), *plain_payments())
    verdict = check(transcript([deal], rules={"revoke_penalty": "superficial"}))
    assert notes(verdict) == [("revoke", 0, k)]
    a = verdict["deals"][0]["annotations"][0]
    assert a["seat"] == 2 and a["rule"] == "danish-tarok/10.follow-suit"
    assert a["evidence"]["played"] == "1D" and a["evidence"]["led"] == "H"
    assert a["penalty"] == {
        "class": "superficial",
        "rule": "danish-tarok/18.superficial",
        "payments": [],
        "classed_by": "danish-tarok/ruling.revoke-penalty",  # §18 does not class a revoke
    }
    assert verdict["deals"][0]["computed"]["void"] is False
    assert expected(verdict) == {"0": -80, "1": -45, "2": -10, "pagat_pool": 70, "king_pool": 65}
    assert verdict["deals"][0]["settlement"]["difference"] == {}


# §12 "Jokera nigdy nie używa się w przedostatniej kolejce": B keeps 8C for trick 23 and plays the Joker
# in trick 24 instead. Both tricks still go to C (10S and 9S are the highest spades played), the Joker
# still lies in B's own pile: the plain deal's payments stand.
JOKER_SECOND_LAST = PLAIN.replace("C:10S A:10H B:JOKER", "C:10S A:10H B:8C").replace(
    "C:9S A:9H B:8C", "C:9S A:9H B:JOKER"
)
# §12 "W trzeciej kolejce od końca, gracz, który nie ma Jokera, może zażądać, żeby został teraz
# użyty": A demands it in trick 23, B keeps it to the last trick (8C in 23, 9C in 24). C still takes
# 23-25; the Joker in the last trick goes to C's pile: B 15, C 28 card points. B is the new dealer,
# A's 35 still earns 10 from him and C's 28 is in the 24-28 band: the plain deal's payments stand.
JOKER_WITHHELD = (
    PLAIN.replace("C:10S A:10H B:JOKER", "C:10S A:10H B:8C")
    .replace("C:9S A:9H B:8C", "C:9S A:9H B:9C")
    .replace("C:1D A:2D B:9C", "C:1D A:2D B:JOKER")
)
JOKER_DEMAND = {23: [{"type": "call", "seat": 0, "call": "joker"}]}


@pytest.mark.parametrize(
    ("text", "calls", "code", "rule", "card"),
    [
        (REVOKE, None, "revoke", "danish-tarok/10.follow-suit", "1D"),
        (JOKER_SECOND_LAST, None, "joker_second_last", "danish-tarok/12.joker-second-last", "JOKER"),
        (JOKER_WITHHELD, JOKER_DEMAND, "joker_withheld", "danish-tarok/12.joker-demand", "8C"),
    ],
)
def test_a_fault_the_source_does_not_class_costs_nothing_when_superficial(
    text: str, calls: dict[int, list[dict[str, Any]]] | None, code: str, rule: str, card: str
) -> None:
    """danish-tarok/ruling.unclassed-faults: §18 lists none of a revoke, the Joker in the second-last trick or
    the Joker withheld after a demand. With their options superficial ("Powierzchowne – bez kar") each is
    annotated, no fine, and the deal is settled as played: the plain deal's payments, all of them, and nothing
    else."""
    deal = make_deal(text, PLAIN_SKAT, PLAIN_DECL, **({"calls": calls} if calls else {}))
    pay(deal, *foundations(3), *fee(0), *plain_payments())
    lenient = dict.fromkeys(
        ("revoke_penalty", "joker_second_last_penalty", "joker_withheld_penalty"), "superficial"
    )
    verdict = check(transcript([deal], rules=lenient))
    found = verdict["deals"][0]["annotations"]
    assert [(a["code"], a["seat"], a["event"], a["rule"]) for a in found] == [
        (code, 1 if code != "revoke" else 2, index(deal, card), rule)
    ]
    assert found[0]["penalty"] == {
        "class": "superficial",
        "rule": "danish-tarok/18.superficial",
        "payments": [],
        "classed_by": f"danish-tarok/ruling.{code.replace('_', '-')}-penalty",
    }
    assert verdict["deals"][0]["computed"]["void"] is False
    assert expected(verdict) == {"0": -80, "1": -45, "2": -10, "pagat_pool": 70, "king_pool": 65}
    assert verdict["deals"][0]["settlement"]["difference"] == {}


def test_revoke_voids_the_deal_when_the_option_makes_it_irreparable() -> None:
    """revoke_penalty = irreparable (§18 "Nie do poprawienia": 40 into each pool, the deal is void).
    Only the foundations, the dealer's fee and the fine stand: A -40 -10 = -50, B -40,
    C -40 -80 = -120, each pool 60 + 5 + 40 = 105."""
    deal = make_deal(REVOKE, PLAIN_SKAT, PLAIN_DECL)
    k = index(deal, "1D")
    pay(
        deal,
        *foundations(3),
        *fee(0),
        (2, "pagat_pool", 40, "penalty"),
        (2, "king_pool", 40, "penalty"),
    )
    verdict = check(transcript([deal], rules={"revoke_penalty": "irreparable"}))
    assert notes(verdict) == [("revoke", 0, k)]
    a = verdict["deals"][0]["annotations"][0]
    assert a["seat"] == 2 and a["penalty"]["class"] == "irreparable"
    assert expected(verdict) == {"0": -50, "1": -40, "2": -120, "pagat_pool": 105, "king_pool": 105}
    assert verdict["deals"][0]["settlement"]["difference"] == {}


def test_revoke_with_a_large_class_by_option() -> None:
    """revoke_penalty = large: 20 into each pool and play goes on (§18 "Duże")."""
    deal = make_deal(REVOKE, PLAIN_SKAT, PLAIN_DECL)
    doc = transcript([deal], rules={"preset": "standard", "revoke_penalty": "large"})
    verdict = check(doc)
    assert [c for c, _, _ in notes(verdict)] == ["revoke"]
    # the plain deal's results, with C's last trick now won with 6H, and C fined 20 per pool:
    # C -10 - 40 = -50; pools 70 + 20 = 90, 65 + 20 = 85
    assert expected(verdict) == {"0": -80, "1": -45, "2": -50, "pagat_pool": 90, "king_pool": 85}


# -- kings and the Pagat (§11, §15) -------------------------------------------------------------------
#
# Layout 2: no king in tricks 1-22; B holds QH NH JH and the Joker (half cavalry of hearts, without the
# king: 5 from each); the last three tricks are led by C. Legality as for layout 1: tricks 1-15 every
# one follows, 16-22 all trumps, in 23-25 nobody holds a trump; C's KC lead in 24 is followed by B's 9C.

KINGS = """
B:QH C:10H A:6H    # 1  B
B:NH C:9H A:5H     # 2  B
B:JH C:8H A:4H     # 3  B
B:1H C:7H A:3H     # 4  B (red pips: 1 high)
B:10D C:QD A:9D    # 5  C
C:ND A:8D B:7D     # 6  C
C:JD A:6D B:5D     # 7  C
C:1D A:4D B:3D     # 8  C
C:1C A:QC B:2C     # 9  A
A:NC B:3C C:4C     # 10 A
A:JC B:5C C:6C     # 11 A
A:10C B:8C C:7C    # 12 A
A:QS B:NS C:JS     # 13 A
A:8S B:7S C:10S    # 14 C
C:4S A:6S B:5S     # 15 A
A:T21 B:T2 C:T1    # 16 A; C's Pagat lost
A:T18 B:T20 C:T4   # 17 B
B:T17 C:T19 A:T3   # 18 C
C:T16 A:T15 B:T14  # 19 C
C:T13 A:T12 B:T11  # 20 C
C:T10 A:T9 B:T8    # 21 C
C:T7 A:T6 B:T5     # 22 C
C:9S A:2H B:JOKER  # 23 C
C:KC A:2D B:9C     # 24 C, the king takes the trick: no payment
C:KS A:KH B:KD     # 25 C: King Ultimo; A's KH and B's KD: two przydupeks
"""
KINGS_DECL = {"B": [{"kind": "cavalry", "suit": "H", "form": "half", "missing": "K"}]}


def test_three_kings_in_the_last_trick_with_135_in_the_king_pool() -> None:
    """The source's own example (§15, end of "Po ostatniej kolejce"): three kings in the last trick, no
    Tout or Nolo, 135 in the King pool: the Ultimo winner takes 135 and each przydupek player pays
    135 into the pool (and 40 to each other player). start.pools King 130 + the dealer's 5 = 135."""
    deal = make_deal(KINGS, PLAIN_SKAT, KINGS_DECL)
    pay(
        deal,
        *fee(0),
        (0, 1, 5, "declaration"),  # half cavalry: 5 from each other player
        (2, 1, 5, "declaration"),
        (2, 0, 5, "pagat_lost"),  # trick 16
        (2, 1, 5, "pagat_lost"),
        (2, "pagat_pool", 5, "pagat_lost"),
        # King Ultimo (§15): 40 from each of the other two, and the King pool's 135
        (0, 2, 40, "king_ultimo"),
        (1, 2, 40, "king_ultimo"),
        ("king_pool", 2, 135, "king_ultimo"),
        # Przydupek Króla: 40 to each other player, and the pool doubled (its original 135)
        (0, 1, 40, "king_przydupek"),
        (0, 2, 40, "king_przydupek"),
        (0, "king_pool", 135, "king_przydupek"),
        (1, 0, 40, "king_przydupek"),
        (1, 2, 40, "king_przydupek"),
        (1, "king_pool", 135, "king_przydupek"),
        # no plain last trick (a przydupek, and the winning card is a king). Card points:
        # A: QC 3, NC 2, JC 1, QS NS JS 6, T21 T1 8 = 20 + 7 tricks + skat 1 = 28 -> 0.
        # B: QH NH JH 6 + Joker 4 + 5 tricks = 15 (the new dealer himself).
        # C: QD ND JD 6 + KC 4 + KS KH KD 12 + 13 tricks = 35 -> +9 -> +10: B pays C 10.
        (1, 2, 10, "card_points"),
    )
    verdict = check(transcript([deal], start={"pools": {"pagat_pool": 60, "king_pool": 130}}))
    assert verdict["status"] == "clean", notes(verdict)
    comp = verdict["deals"][0]["computed"]
    assert comp["card_points"] == [28, 15, 35]
    # the King pool is not empty after all (0 + 135 + 135), so no refill
    assert comp["pools"] == {"pagat_pool": 70, "king_pool": 270}
    # A: -10 -5 +5 -40 -215 +40 = -225; B: +10 +5 -40 -215 +40 -10 = -210;
    # C: -5 -15 +80 +135 +80 +10 = 285; King pool +5 -135 +270 = 140; Pagat pool +10
    assert expected(verdict) == {"0": -225, "1": -210, "2": 285, "pagat_pool": 10, "king_pool": 140}


def test_a_king_that_does_not_take_the_trick_pays_the_king_pool() -> None:
    """danish-tarok/15.king-lost: A plays KH in trick 23 (void in spades, no trumps) and 2H in the last trick:
    §15 "Kiedy gracz ... gra [królem], ale nie zabiera sztychu, płaci po 5 pozostałym dwóm graczom i 5 do Puli
    Króla". Then only B's KD is a przydupek: the King pool holds 130 + 5 + 5 = 140 at the last trick; C takes
    it, B pays 140 back into it."""
    text = KINGS.replace("C:9S A:2H B:JOKER", "C:9S A:KH B:JOKER").replace("C:KS A:KH B:KD", "C:KS A:2H B:KD")
    deal = make_deal(text, PLAIN_SKAT, KINGS_DECL)
    verdict = check(transcript([deal], start={"pools": {"pagat_pool": 60, "king_pool": 130}}))
    assert verdict["status"] == "clean", notes(verdict)
    dues = verdict["deals"][0]["computed"]["payments"]
    at = index(deal, "KH")
    lost = [(p["from"], p["to"], p["amount"]) for p in dues if p["reason"] == "king_lost"]
    assert lost == [(0, 1, 5), (0, 2, 5), (0, "king_pool", 5)]
    assert at > 0
    assert {"from": "king_pool", "to": 2, "amount": 140, "reason": "king_ultimo"} in dues
    assert {"from": 1, "to": "king_pool", "amount": 140, "reason": "king_przydupek"} in dues
    assert not [p for p in dues if p["reason"] == "king_przydupek" and p["from"] == 0]
    # card points: A loses KH's 4 from nothing (it goes to C): A 28, B 15, C 35 as before
    assert verdict["deals"][0]["computed"]["card_points"] == [28, 15, 35]


# Layout 3: layout 2 with B's 1H -> KH (trick 4) and C's 1D -> KD (trick 8); C keeps the Pagat for the
# end and plays the Joker into trick 16 instead (allowed any time, §12). Hands: B holds KH QH NH JH
# (full cavalry, no Joker); C holds KD QD ND JD and the Joker (rich cavalry of diamonds) and KD KC KS
# with the Joker (half kings, without the king of hearts).
PAGAT = (
    KINGS.replace("B:1H C:7H A:3H", "B:KH C:7H A:3H")
    .replace("C:1D A:4D B:3D", "C:KD A:4D B:3D")
    .replace("A:T21 B:T2 C:T1", "A:T21 B:T2 C:JOKER")
    .replace("C:9S A:2H B:JOKER", "C:KS A:1H B:9S")
    .replace("C:KC A:2D B:9C", "C:KC A:2H B:9C")
    .replace("C:KS A:KH B:KD", "C:T1 A:2D B:1D")
)
PAGAT_DECL = {
    "B": [{"kind": "cavalry", "suit": "H", "form": "full"}],
    "C": [
        {"kind": "cavalry", "suit": "D", "form": "rich"},
        {"kind": "kings", "form": "half", "missing": "H"},
    ],
}
PAGAT_COMMON = [
    (0, 1, 10, "declaration"),  # full cavalry: 10 from each
    (2, 1, 10, "declaration"),
    (0, 2, 15, "declaration"),  # rich cavalry: 15 from each
    (1, 2, 15, "declaration"),
    (0, 2, 5, "declaration"),  # half kings: 5 from each
    (1, 2, 5, "declaration"),
]


def test_pagat_ultimo() -> None:
    """danish-tarok/15.pagat-ultimo: C leads the Pagat to the last trick; A and B hold no trump: §15 Pagat
    Ultimo, 45 from each and the Pagat pool (60 + 5 = 65), which is then refilled by every player (20 each).
    """
    deal = make_deal(PAGAT, PLAIN_SKAT, PAGAT_DECL)
    pay(
        deal,
        *foundations(3),
        *fee(0),
        *PAGAT_COMMON,
        (0, 2, 45, "pagat_ultimo"),
        (1, 2, 45, "pagat_ultimo"),
        ("pagat_pool", 2, 65, "pagat_ultimo"),
        (0, "pagat_pool", 20, "refill"),
        (1, "pagat_pool", 20, "refill"),
        (2, "pagat_pool", 20, "refill"),
        # card points: A: QC NC JC 6 + QS NS JS 6 + T21 4 = 16 + 7 tricks + skat 1 = 24 -> 0;
        # B: KH QH NH JH 10 + 5 tricks = 15; C: KD QD ND JD 10 + Joker 4 (trick 16, his own pile)
        # + KS 4 + KC 4 + T1 4 + 13 tricks = 39 -> +13, the nearest multiple of 5 is 15: B pays C 15
        (1, 2, 15, "card_points"),
    )
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert verdict["deals"][0]["computed"]["card_points"] == [24, 15, 39]
    # A -40 -10 -30 -45 -20 = -145; B -40 +0 -45 -20 -15 = -120; C -40 +30 +90 +65 -20 +15 = 140
    assert expected(verdict) == {"0": -145, "1": -120, "2": 140, "pagat_pool": 60, "king_pool": 65}


def test_pagat_takes_a_trick_and_a_king_takes_the_last() -> None:
    """danish-tarok/15.pagat-trick, 15.king-ultimo: Tricks 24 and 25 swapped: C's Pagat takes trick 24 (not the
    last: 5 from each, nothing from the pool), C's KC the last (King Ultimo: 40 each and the King pool, 65,
    then refilled)."""
    text = PAGAT.replace("C:KC A:2H B:9C", "C:T1 A:2H B:9C").replace("C:T1 A:2D B:1D", "C:KC A:2D B:1D")
    deal = make_deal(text, PLAIN_SKAT, PAGAT_DECL)
    pay(
        deal,
        *foundations(3),
        *fee(0),
        *PAGAT_COMMON,
        (0, 2, 5, "pagat_trick"),
        (1, 2, 5, "pagat_trick"),
        (0, 2, 40, "king_ultimo"),
        (1, 2, 40, "king_ultimo"),
        ("king_pool", 2, 65, "king_ultimo"),
        (0, "king_pool", 20, "refill"),
        (1, "king_pool", 20, "refill"),
        (2, "king_pool", 20, "refill"),
        (1, 2, 15, "card_points"),  # the same piles as above
    )
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert expected(verdict) == {"0": -145, "1": -120, "2": 140, "pagat_pool": 65, "king_pool": 60}


def test_false_joker_demand_when_the_joker_is_gone() -> None:
    """§12/§18 "Duże": demanding the Joker in the third-last trick when it has already been played
    (trick 16 here): 20 into each pool, play goes on."""
    demand = {"type": "call", "seat": 0, "call": "joker"}
    deal = make_deal(PAGAT, PLAIN_SKAT, PAGAT_DECL, calls={23: [demand]})
    k = next(i for i, e in enumerate(deal["events"]) if e["type"] == "call")
    verdict = check(transcript([deal]))
    assert notes(verdict) == [("false_joker_demand", 0, k)]
    a = verdict["deals"][0]["annotations"][0]
    assert a["penalty"]["class"] == "large"
    assert a["penalty"]["payments"] == [
        {"from": 0, "to": "pagat_pool", "amount": 20},
        {"from": 0, "to": "king_pool", "amount": 20},
    ]
    # the fine is in the Pagat pool when C takes it with his Pagat Ultimo: 60 + 5 + 20 = 85, then
    # refilled to 60. A -145 -40 = -185; C 140 + 20 = 160; King pool 65 + 20 = 85
    assert expected(verdict) == {"0": -185, "1": -120, "2": 160, "pagat_pool": 60, "king_pool": 85}


# -- Tout and Nolo (§13, §15) -------------------------------------------------------------------------
#
# Layout 4: A (dealer) holds T21..T8 (14 trumps), the Joker, KC NC and 10C..1C, and 2H. B: QC, T7 T5 T3
# T2 and 20 plain cards (kings KH KD KS); C: JC, T6 T4 T1 and 21 plain cards. A draws the trumps (B and C
# must follow trumps), takes the clubs with KC (B and C each hold one club), then leads clubs and
# trumps to which B and C, void in both, may play anything.

TOUT = """
B:T7 C:T6 A:T21    # 1
A:T20 B:T5 C:T4    # 2
A:T19 B:T3 C:T1    # 3  C's Pagat lost
A:T18 B:T2 C:10H   # 4  C void in trumps
A:KC B:QC C:JC     # 5
A:10C B:KH C:JH    # 6  B's kings do not take the tricks
A:9C B:KD C:7H     # 7
A:8C B:KS C:8H     # 8
A:7C B:QH C:9H     # 9
A:6C B:NH C:JD     # 10
A:5C B:1H C:5D     # 11
A:4C B:6H C:6D     # 12
A:3C B:QD C:7D     # 13
A:2C B:1D C:8D     # 14
A:T17 B:2D C:9D    # 15
A:T16 B:3D C:10D   # 16
A:T15 B:4D C:NS    # 17
A:T14 B:QS C:JS    # 18
A:T13 B:1S C:5S    # 19
A:T12 B:2S C:6S    # 20
A:T11 B:3S C:7S    # 21
A:T10 B:4S C:8S    # 22
A:T9 B:3H C:ND     # 23
A:T8 B:4H C:10S    # 24
A:1C B:5H C:9S     # 25 A with a plain club
"""


def test_tout_with_the_joker_laid_away() -> None:
    """§13: the dealer may lay the Joker away announcing Tout. §14: he declares what he keeps, 14
    trumps without the Pagat (10 + 4 x 5 = 30 from each). §15 Tout: 85 from each and both pools;
    Nolo does not count beside a Tout; card points are still settled (only a Nolo cancels them)."""
    deal = make_deal(
        TOUT,
        ["JOKER", "NC", "2H"],
        {"A": [{"kind": "trumps", "count": 14, "pagat": False}]},
        tout=True,
    )
    pay(
        deal,
        *foundations(3),
        *fee(0),
        (1, 0, 30, "declaration"),
        (2, 0, 30, "declaration"),
        (2, 0, 5, "pagat_lost"),  # trick 3
        (2, 1, 5, "pagat_lost"),
        (2, "pagat_pool", 5, "pagat_lost"),
        *[
            p
            for _ in range(3)  # tricks 6, 7, 8: B's KH, KD, KS
            for p in ((1, 0, 5, "king_lost"), (1, 2, 5, "king_lost"), (1, "king_pool", 5, "king_lost"))
        ],
        (1, 0, 85, "tout"),
        (2, 0, 85, "tout"),
        ("pagat_pool", 0, 70, "tout"),  # 60 + 5 + 5
        ("king_pool", 0, 80, "tout"),  # 60 + 5 + 15
        *[(s, pool, 20, "refill") for s in range(3) for pool in ("pagat_pool", "king_pool")],
        # card points: A has every card (the Joker and the skat too) = 78 -> +52 -> +50;
        # B and C 0 -> -26 -> -25. The new dealer is B: B pays A 50, C pays B 25.
        (1, 0, 50, "card_points"),
        (2, 1, 25, "card_points"),
    )
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert verdict["deals"][0]["computed"]["card_points"] == [78, 0, 0]
    # A -40 -10 +60 +5 +15 +170 +150 -40 +50 = 360; B -40 -30 +5 -45 -85 -40 -25 = -260;
    # C -40 -30 -15 +15 -85 -40 -25 = -220; pools end at 60 each (net +60)
    assert expected(verdict) == {"0": 360, "1": -260, "2": -220, "pagat_pool": 60, "king_pool": 60}


# Nolo: layout 4 without the Tout; A keeps the Joker (15 trumps with it, no Pagat: 10 + 5 x 5 = 35) and
# lays away NC 2H 1C. A leads the Joker to trick 23 naming diamonds: B, void in diamonds and trumps,
# plays a heart; C follows with ND and takes the trick (the Joker never wins, §12). C leads 10S, A
# trumps, and A takes the last trick. B takes no trick: Nolo.
NOLO = (
    TOUT.replace("A:T9 B:3H C:ND", "A:JOKER=D B:3H C:ND")
    .replace("A:T8 B:4H C:10S", "C:10S A:T9 B:4H")
    .replace("A:1C B:5H C:9S", "A:T8 B:5H C:9S")
)


def test_nolo() -> None:
    """§15 Nolo: 25 from each other player; no Ultimo or last-trick payment, no card points."""
    deal = make_deal(NOLO, ["NC", "2H", "1C"], {"A": [{"kind": "trumps", "count": 15, "pagat": False}]})
    pay(
        deal,
        *foundations(3),
        *fee(0),
        (1, 0, 35, "declaration"),
        (2, 0, 35, "declaration"),
        (2, 0, 5, "pagat_lost"),
        (2, 1, 5, "pagat_lost"),
        (2, "pagat_pool", 5, "pagat_lost"),
        *[
            p
            for _ in range(3)
            for p in ((1, 0, 5, "king_lost"), (1, 2, 5, "king_lost"), (1, "king_pool", 5, "king_lost"))
        ],
        (0, 1, 25, "nolo"),
        (2, 1, 25, "nolo"),
    )
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert verdict["deals"][0]["computed"]["tricks"] == [24, 0, 1]
    # A -40 -10 +70 +5 +15 -25 = 15; B -40 -35 +5 -45 +50 = -65; C -40 -35 -15 +15 -25 = -100
    assert expected(verdict) == {"0": 15, "1": -65, "2": -100, "pagat_pool": 70, "king_pool": 80}


# -- the skat, declarations, redeal (§13, §14, §17, §18) ----------------------------------------------


def test_illegal_skat_a_king() -> None:
    """§13 "Nigdy nie wolno mu odrzucić króla"; §18 "Nie do poprawienia": 40 into each pool, the deal
    void. A lays away KS; in trick 13 he leads 1S instead, B's QS takes it and B leads trick 14."""
    text = PLAIN.replace("A:KS B:QS C:NS", "A:1S B:QS C:NS").replace("A:8S B:7S C:JS", "B:7S C:JS A:8S")
    deal = make_deal(text, ["KS", "2S", "3S"], PLAIN_DECL)
    verdict = check(transcript([deal]))
    assert [c for c, _, _ in notes(verdict)] == ["illegal_skat"]
    a = verdict["deals"][0]["annotations"][0]
    assert a["event"] == 0 and a["penalty"]["class"] == "irreparable"
    assert "king" in a["evidence"]["reasons"]
    # only the foundations, A's fee and A's fine: A -40 -10 -80 = -130, B -40, C -40, pools 105 each
    assert expected(verdict) == {"0": -130, "1": -40, "2": -40, "pagat_pool": 105, "king_pool": 105}


def test_false_declaration() -> None:
    """B declares full cavalry of hearts but holds the Joker with it (rich): §18 "Błędy w Deklaracji,
    które nie zostały poprawione przed rozpoczęciem pierwszej kolejki" - irreparable, 40 into each pool,
    the money for the declaration handed back (the whole deal is void)."""
    decl = dict(PLAIN_DECL, B=[{"kind": "cavalry", "suit": "H", "form": "full"}])
    deal = make_deal(PLAIN, PLAIN_SKAT, decl)
    verdict = check(transcript([deal]))
    assert [c for c, _, _ in notes(verdict)] == ["false_declaration"]
    a = verdict["deals"][0]["annotations"][0]
    assert a["seat"] == 1 and a["penalty"]["class"] == "irreparable"
    assert expected(verdict) == {"0": -50, "1": -120, "2": -40, "pagat_pool": 105, "king_pool": 105}


def test_declaration_corrected_before_the_first_lead_is_free() -> None:
    """§18 "Powierzchowne": declarations may be corrected without penalty until the first trick."""
    deal = make_deal(
        PLAIN, PLAIN_SKAT, dict(PLAIN_DECL, B=[{"kind": "cavalry", "suit": "H", "form": "full"}])
    )
    first_play = next(i for i, e in enumerate(deal["events"]) if e["type"] == "play")
    deal["events"].insert(first_play, {"type": "declare", "seat": 1, "items": PLAIN_DECL["B"]})
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert expected(verdict) == {"0": -80, "1": -45, "2": -10, "pagat_pool": 70, "king_pool": 65}


def no_trump_hands() -> list[list[str]]:
    """B holds the Joker but no trump (§17: the Joker does not count here)."""
    plain = [f"{r}{s}" for s in "HDSC" for r in ["K", "Q", "N", "J", *map(str, range(1, 11))]]
    trumps = [f"T{i}" for i in range(1, 22)]
    b = ["JOKER", *plain[:24]]
    a = trumps[:14] + plain[24:38]
    c = trumps[14:] + plain[38:]
    assert (len(a), len(b), len(c)) == (28, 25, 25)
    return [a, b, c]


def test_redeal_for_no_trumps_then_the_same_dealer_deals_again() -> None:
    """§17: a player without trumps (the Joker not counting) may ask for a redeal; the same dealer
    deals again. The foundations and the dealer's fee are paid once (digest ruling: once per turn of
    dealing); the next deal (the plain layout, dealt by the same A) carries the pools on."""
    d1 = {
        "dealer": 0,
        "hands": no_trump_hands(),
        "events": [{"type": "redeal", "seat": 1, "reason": "no_trumps"}],
    }
    pay(d1, *foundations(3), *fee(0))
    d2 = pay(make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL), *plain_payments())
    verdict = check(transcript([d1, d2]))
    assert verdict["status"] == "clean", notes(verdict)
    assert verdict["deals"][0]["computed"]["redeal"] is True
    assert verdict["deals"][1]["computed"]["pools"] == {"pagat_pool": 70, "king_pool": 65}


def test_redeal_asked_by_a_player_with_trumps() -> None:
    d1 = {
        "dealer": 0,
        "hands": no_trump_hands(),
        "events": [{"type": "redeal", "seat": 2, "reason": "no_trumps"}],
    }
    verdict = check(transcript([d1]))
    assert [c for c, _, _ in notes(verdict)] == ["redeal_with_trumps"]


# -- input forms the spec allows -----------------------------------------------------------------------


def test_play_only_record() -> None:
    """Spec "Play-only records": ``"hands": null``; the hands are rebuilt from the plays and the skat."""
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    deal["hands"] = None
    pay(deal, *foundations(3), *fee(0), *plain_payments())
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert expected(verdict) == {"0": -80, "1": -45, "2": -10, "pagat_pool": 70, "king_pool": 65}


def test_play_only_record_with_a_provable_revoke() -> None:
    deal = make_deal(REVOKE, PLAIN_SKAT, PLAIN_DECL)
    k = index(deal, "1D")
    deal["hands"] = None
    verdict = check(transcript([deal]))
    assert ("revoke", 0, k) in notes(verdict)


def test_codes_case_insensitive_fool_alias_and_optional_fields() -> None:
    """Spec: card codes are case-insensitive, FOOL is an alias of JOKER; events may carry t and note."""
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    deal = copy.deepcopy(deal)
    deal["hands"] = [[c.lower() if c != "JOKER" else "FOOL" for c in h] for h in deal["hands"]]
    for e in deal["events"]:
        if e.get("card") == "JOKER":
            e["card"] = "fool"
        e["t"] = "2026-11-20T20:00:00"
        e["note"] = "x"
    verdict = check(transcript([deal], meta={"event": "club night"}))
    assert verdict["status"] == "clean", notes(verdict)


# -- records written the way a table writes them -------------------------------------------------------


def test_declarations_paid_as_one_sum_and_a_refill_recorded_as_foundation() -> None:
    """§15 "Deklaracja": "reszta graczy płaci mu od razu" - a table hands C 15 + 5 for his two
    declarations as one payment of 20; §15 "Fundamenty" names the refill of an emptied pool too."""
    deal = make_deal(PAGAT, PLAIN_SKAT, PAGAT_DECL)
    pay(
        deal,
        *foundations(3),
        *fee(0),
        (0, 1, 10, "declaration"),
        (2, 1, 10, "declaration"),
        (0, 2, 20, "declaration"),
        (1, 2, 20, "declaration"),
        (0, 2, 45, "pagat_ultimo"),
        (1, 2, 45, "pagat_ultimo"),
        ("pagat_pool", 2, 65, "pagat_ultimo"),
        *[(s, "pagat_pool", 20, "foundation") for s in range(3)],
        (1, 2, 15, "card_points"),
    )
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    # the combined payment 5 short: the rich cavalry's 15 is there, the half kings' 5 is missing
    k = next(i for i, e in enumerate(deal["events"]) if e.get("amount") == 20 and e.get("to") == 2)
    deal["events"][k]["amount"] = 15
    verdict = check(transcript([deal]))
    assert [c for c, _, _ in notes(verdict)] == ["missing_payment"]
    assert verdict["deals"][0]["annotations"][0]["evidence"]["expected"]["amount"] == 5


def test_trumps_declared_without_the_pagat_flag() -> None:
    """The spec's trumps item carries ``pagat``; a record without it is not malformed, its count is
    still checked: A kept 14 trumps."""
    items = {"A": [{"kind": "trumps", "count": 14}]}
    verdict = check(transcript([make_deal(TOUT, ["JOKER", "NC", "2H"], items, tout=True)]))
    assert verdict["status"] == "clean", notes(verdict)
    items = {"A": [{"kind": "trumps", "count": 13}]}
    verdict = check(transcript([make_deal(TOUT, ["JOKER", "NC", "2H"], items, tout=True)]))
    assert [c for c, _, _ in notes(verdict)] == ["false_declaration"]


def test_start_totals_are_accepted() -> None:
    verdict = check(transcript([make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)], start={"totals": [0, 0, 0]}))
    assert verdict["status"] == "clean"


def test_recorded_penalty_events_are_checked() -> None:
    """danish-tarok/18.recorded-penalty: Spec: recorded penalty events, where present, are checked. §18 gives
    fines per pool. A fine the rules do not impose (a revoke under the superficial class) is an unexpected
    penalty."""
    deal = make_deal(REVOKE, PLAIN_SKAT, PLAIN_DECL)
    deal["events"].append({"type": "penalty", "party": 2, "code": "revoke", "amount": 40})
    irreparable = {"revoke_penalty": "irreparable"}
    assert check(transcript([deal], rules=irreparable))["status"] == "violations"
    assert [c for c, _, _ in notes(check(transcript([deal], rules=irreparable)))] == ["revoke"]
    lenient = {"revoke_penalty": "superficial"}
    assert [c for c, _, _ in notes(check(transcript([deal], rules=lenient)))] == [
        "revoke",
        "unexpected_penalty",
    ]
    deal["events"][-1]["amount"] = 20
    assert [c for c, _, _ in notes(check(transcript([deal], rules=irreparable)))] == [
        "revoke",
        "wrong_penalty",
    ]
    plain = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    plain["events"].append({"type": "penalty", "party": 1, "code": "revoke"})
    k = len(plain["events"]) - 1
    assert notes(check(transcript([plain]))) == [("unexpected_penalty", 0, k)]


def test_score_and_total_events_as_a_table_writes_them() -> None:
    """danish-tarok/15.score-sheet: Spec: recorded score and total events are checked. The plain deal's card
    points (§15) are 35, 19, 24; the net chips after it -80, -45, -10 (start.totals 100 each: 20, 55, 90); the
    pools 70 and 65."""
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    for s, p in enumerate((35, 19, 24)):
        deal["events"].append({"type": "score", "party": s, "points": p, "reason": "card_points"})
    for s, p in enumerate((20, 55, 90)):
        deal["events"].append({"type": "total", "party": str(s), "points": p})
    deal["events"].append({"type": "total", "party": "pagat_pool", "points": 70})
    deal["events"].append({"type": "total", "party": "king_pool", "points": 65})
    # this table founds the pools afresh beside its carried totals (its start may say so, or not)
    doc = transcript([deal], start={"totals": [100, 100, 100], "pools": {"pagat_pool": 0, "king_pool": 0}})
    verdict = check(doc)
    assert verdict["status"] == "clean", notes(verdict)
    k = next(i for i, e in enumerate(deal["events"]) if e["type"] == "score")
    deal["events"][k]["points"] = 34
    deal["events"][-1]["points"] = 60
    got = notes(check(doc))
    assert got == [("wrong_score", 0, k), ("wrong_total", 0, len(deal["events"]) - 1)]


# -- more of §15's precedence, §12's Joker pile and §18's large class ---------------------------------


def test_nolo_with_a_king_przydupek_of_the_nolo_player() -> None:
    """§15: the przydupek is paid "bez względu na równoczesnego Tout'a, Nolo, czy Ultimo". B (Nolo)
    keeps KH for the last trick (5H goes in trick 6 instead). Kings lost: KD, KS only. King pool at
    the last trick 60 + 5 + 10 = 75: B pays 40 to A and C and 75 into it.
    A -40 -10 +70 +5 +10 -25 +40 = 50; B -40 -35 +5 -30 +50 -80 -75 = -205;
    C -40 -35 -15 +10 -25 +40 = -65; Pagat pool +70; King pool 60 + 5 + 10 + 75 = 150."""
    text = NOLO.replace("A:10C B:KH C:JH", "A:10C B:5H C:JH").replace("A:T8 B:5H C:9S", "A:T8 B:KH C:9S")
    deal = make_deal(text, ["NC", "2H", "1C"], {"A": [{"kind": "trumps", "count": 15, "pagat": False}]})
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert expected(verdict) == {"0": 50, "1": -205, "2": -65, "pagat_pool": 70, "king_pool": 150}


def test_tout_with_a_king_przydupek_keeps_the_king_pool_from_being_refilled() -> None:
    """§15 Tout: the pools "potrzebują refundacji (chyba, że doszło do równoczesnego Przydupka)". B
    plays KS to the last trick (5H in trick 8). King pool 60 + 5 + 10 = 75: A takes 75, B pays 75
    back; the Pagat pool (70) is taken and refilled. A -40 -10 +60 +5 +10 +170 +145 -20 +40 +50 = 410;
    B -40 -30 +5 -30 -85 -20 -155 -25 = -380; C -40 -30 -15 +10 -85 -20 +40 -25 = -165."""
    text = TOUT.replace("A:8C B:KS C:8H", "A:8C B:5H C:8H").replace("A:1C B:5H C:9S", "A:1C B:KS C:9S")
    deal = make_deal(
        text, ["JOKER", "NC", "2H"], {"A": [{"kind": "trumps", "count": 14, "pagat": False}]}, tout=True
    )
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert expected(verdict) == {"0": 410, "1": -380, "2": -165, "pagat_pool": 60, "king_pool": 75}


def test_the_joker_in_the_last_trick_goes_to_the_winner() -> None:
    """§12: "Jeżeli Joker jest użyty w ostatniej kolejce, dodaje się go do kupki sztychów gracza,
    który wygrał kolejkę". B keeps the Joker to the last trick: its 4 points go to C (B 15, C 28);
    C's 28 is still in the 24-28 band, so every payment of the plain deal stands."""
    text = PLAIN.replace("C:10S A:10H B:JOKER", "C:10S A:10H B:9C").replace(
        "C:1D A:2D B:9C", "C:1D A:2D B:JOKER"
    )
    deal = pay(make_deal(text, PLAIN_SKAT, PLAIN_DECL), *foundations(3), *fee(0), *plain_payments())
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)
    assert verdict["deals"][0]["computed"]["card_points"] == [35, 15, 28]


def test_card_played_out_of_turn_is_large() -> None:
    """danish-tarok/18.large: §18 "Duże": "Rzucenie karty poza kolejnością" - 20 into each pool, play goes on. In
    trick 2 A plays before C; the trick is otherwise as before. A -80 -40 = -120; pools 90 and 85."""
    text = PLAIN.replace("B:QH C:6H A:2H", "B:QH A:2H C:6H")
    deal = make_deal(text, PLAIN_SKAT, PLAIN_DECL)
    verdict = check(transcript([deal]))
    assert notes(verdict) == [("out_of_turn", 0, index(deal, "2H"))]
    assert verdict["deals"][0]["annotations"][0]["penalty"]["class"] == "large"
    assert expected(verdict) == {"0": -120, "1": -45, "2": -10, "pagat_pool": 90, "king_pool": 85}


def test_declaration_before_the_dealer_is_large() -> None:
    """danish-tarok/18.large: §18 "Duże": "Ogłoszenie Deklaracji zanim zrobił to Rozdający". B declares first; B
    pays 20 into each pool: B -45 -40 = -85."""
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    ev = deal["events"]
    a, b = ev[1], ev[2]
    assert (a["seat"], b["seat"]) == (0, 1)
    ev[1], ev[2] = b, a
    verdict = check(transcript([deal]))
    assert notes(verdict) == [("declaration_before_dealer", 0, 1)]
    assert expected(verdict) == {"0": -80, "1": -85, "2": -10, "pagat_pool": 90, "king_pool": 85}


def feed_trick(hands: dict[int, list[str]], events: list[dict[str, Any]]) -> list[tuple[str, int]]:
    """One trick fed to the state machine (dealer 1: seat 2 leads, then 0, then 1)."""
    from validator.engine.cards import DANISH_TAROK
    from validator.engine.games.danish_tarok.ledger import Ledger
    from validator.engine.games.danish_tarok.options import OPTIONS
    from validator.engine.games.danish_tarok.state import DealState
    from validator.engine.transcript import Event

    cards = [[DANISH_TAROK.card(c) for c in hands.get(s, [])] for s in range(3)]
    evs = [
        Event(
            i,
            e["type"],
            e,
            seat=e["seat"],
            card=DANISH_TAROK.card(e["card"]) if "card" in e else None,
            named=e.get("named"),
        )
        for i, e in enumerate(events)
    ]
    pools = {"pagat_pool": 100, "king_pool": 100}
    # the deal records a skat (never applied here), so the dealer's hand is taken as given
    skat = Event(len(evs), "discard", {"type": "discard", "seat": 1, "cards": []}, seat=1)
    state = DealState(3, 1, cards, [*evs, skat], OPTIONS.defaults(), NAMES[:3], Ledger(pools))
    out: list[tuple[str, int]] = []
    for ev in evs:
        out += [(f.code, f.event if f.event is not None else ev.index) for f in state.apply(ev)]
    return [f for f in out if f[0] != "illegal_skat"]


def test_third_player_claims_the_naming_after_the_second_played_on() -> None:
    """§12: the second (seat 0), void in the Joker's hearts, plays on without saying so; the third
    (seat 1), void too, claims the naming (spades): "drugi gracz musi wycofać swoją kartę i dostosować
    się do koloru zażądanego przez trzeciego gracza". The record holds the second's card as finally
    played (5S) before the claim: no fault, although seat 0 holds a trump."""
    hands = {2: ["JOKER", "KH"], 0: ["5S", "T4"], 1: ["3S", "9C"]}
    joker = {"type": "play", "seat": 2, "card": "JOKER", "named": "H"}
    second = {"type": "play", "seat": 0, "card": "5S"}
    claim = {"type": "call", "seat": 1, "call": "name_joker", "named": "S"}
    third = {"type": "play", "seat": 1, "card": "3S"}
    assert feed_trick(hands, [joker, second, claim, third]) == []
    # the claim before the second's card: the same
    assert feed_trick(hands, [joker, claim, second, third]) == []
    # no claim: the second had to trump (§12 "muszą pojechać triumfem, jak zwykle")
    assert feed_trick(hands, [joker, second, third]) == [("failure_to_trump", 1)]
    # the claim, and the second's card does not follow the spades although he holds them
    hands = {2: ["JOKER", "KH"], 0: ["5S", "7D", "T4"], 1: ["3S", "9C"]}
    assert feed_trick(hands, [joker, {**second, "card": "7D"}, claim, third]) == [("revoke", 1)]


# -- §13: a declaration card laid away because nothing else could go ----------------------------------


def forced_hands(extra_pip: bool = False) -> list[list[str]]:
    """A (dealer) holds all 16 courts, the Joker, T21 and T1..T10: every card he could lay away is
    part of a declaration (§13: never a king, the Mondo or the Joker; trumps only if none is kept).
    With ``extra_pip`` A holds 1H instead of T10 (then 11 trumps with the Joker)."""
    courts = [f"{r}{s}" for s in "HDSC" for r in "KQNJ"]
    pips = [f"{n}{s}" for s in "HDSC" for n in range(1, 11)]
    a = [*courts, "JOKER", "T21", *[f"T{i}" for i in range(1, 11)]]
    rest = pips + [f"T{i}" for i in range(11, 21)]
    if extra_pip:
        a[a.index("T10")] = "1H"
        rest[rest.index("1H")] = "T10"
    b = rest[:20] + rest[40:45]
    c = rest[20:40] + rest[45:]
    assert (len(a), len(b), len(c)) == (28, 25, 25)
    return [a, b, c]


def forced_record(skat: list[str], shown: bool, items: list[dict[str, Any]], extra_pip: bool = False) -> dict:
    hands = forced_hands(extra_pip)
    events: list[dict[str, Any]] = [
        {"type": "discard", "seat": 0, "cards": skat, **({"shown": True} if shown else {})},
        {"type": "declare", "seat": 0, "items": items},
        {"type": "declare", "seat": 1, "items": []},
        {"type": "declare", "seat": 2, "items": []},
        {"type": "play", "seat": 1, "card": hands[1][0]},
    ]
    return {"dealer": 0, "hands": hands, "events": events}


# §13 "otrzymuje zapłatę za wszystkie Deklaracje, jakie ma na ręce przed odrzuceniem": the 28 cards
# hold 12 trumps with the Pagat (T1..T10, T21 and the Joker: 10 + 2 x 5 = 20), 3 matadors (Joker,
# Mondo, Pagat; no T20: 10), rich cavalry in all four suits (4 x 15) and rich kings (15) = 105 from
# each other player.
FORCED_ITEMS = [
    {"kind": "trumps", "count": 12, "pagat": True},
    {"kind": "matadors", "count": 3},
    *[{"kind": "cavalry", "suit": s, "form": "rich"} for s in "HDSC"],
    {"kind": "kings", "form": "rich"},
]


def test_forced_declaration_cards_in_the_skat_shown_and_paid_as_held_before() -> None:
    verdict = check(transcript([forced_record(["QH", "NH", "JH"], True, FORCED_ITEMS)]))
    assert [c for c, _, _ in notes(verdict)] == ["incomplete_deal"]  # the record stops at trick 1
    assert verdict["status"] == "clean"
    paid = [p for p in verdict["deals"][0]["computed"]["payments"] if p["reason"] == "declaration"]
    assert sum(p["amount"] for p in paid if p["from"] == 1) == 105
    assert sum(p["amount"] for p in paid if p["from"] == 2) == 105


def test_forced_declaration_cards_not_shown() -> None:
    """§13 "Wtedy musi ogłosić, jakie dokładnie karty odrzuca do Skata"."""
    verdict = check(transcript([forced_record(["QH", "NH", "JH"], False, FORCED_ITEMS)]))
    assert [c for c, _, _ in notes(verdict)][0] == "illegal_skat"


def test_only_as_many_declaration_cards_as_unavoidable() -> None:
    """danish-tarok/13.declaration-cards: With one plain card (1H) in the hand, only two declaration cards may go
    with it; three is a breach of §13 ("chyba, że nie ma innej możliwości")."""
    items = [
        {"kind": "trumps", "count": 11, "pagat": True},
        {"kind": "matadors", "count": 3},
        *[{"kind": "cavalry", "suit": s, "form": "rich"} for s in "HDSC"],
        {"kind": "kings", "form": "rich"},
    ]
    ok = check(transcript([forced_record(["1H", "QH", "NH"], True, items, extra_pip=True)]))
    assert ok["status"] == "clean", notes(ok)
    bad = check(transcript([forced_record(["QD", "QH", "NH"], True, items, extra_pip=True)]))
    a = bad["deals"][0]["annotations"][0]
    assert a["code"] == "illegal_skat" and "declaration_card" in a["evidence"]["reasons"]


def test_a_card_point_band_of_zero_written_as_a_payment_of_zero() -> None:
    """C's 24 points are in the 24-28 band: "żadnych opłat". A table writing it down as a payment of
    0 is recording nothing, not a wrong payment."""
    deal = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL)
    pay(deal, *foundations(3), *fee(0), *plain_payments(), (2, 1, 0, "card_points"))
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean", notes(verdict)


def test_the_next_dealers_fee_written_at_the_end_of_the_deal_before() -> None:
    """danish-tarok/15.deal-fee (the Ruling on where the fee may be written): §17: "Kiedy wszystkie opłaty
    zostały dokonane, nowy Rozdający płaci za przywilej bycia Rozdającym" - a table may write seat 1's fee as
    the last payments of deal 1. It is due once."""
    d1 = pay(make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL), *foundations(3), *fee(0), *plain_payments(), *fee(1))
    roles = {"A": 1, "B": 2, "C": 0}
    d2 = pay(make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL, roles), *plain_payments(1, 2, 0))
    verdict = check(transcript([d1, d2]))
    assert verdict["status"] == "clean", notes(verdict)
    assert verdict["deals"][1]["computed"]["pools"] == {"pagat_pool": 80, "king_pool": 70}
    # written in both places: the second is one too many
    pay(d2, *fee(1))
    got = [c for c, _, _ in notes(check(transcript([d1, d2])))]
    assert got == ["unexpected_payment", "unexpected_payment"]


def test_a_refill_written_at_the_start_of_the_next_deal() -> None:
    """§15: a pool emptied (here by C's Pagat Ultimo) is refilled by every player, 20 each; a record
    that writes the refill at the start of the next deal, not after the last trick, is as right."""
    d1 = make_deal(PAGAT, PLAIN_SKAT, PAGAT_DECL)
    pay(
        d1,
        *foundations(3),
        *fee(0),
        *PAGAT_COMMON,
        (0, 2, 45, "pagat_ultimo"),
        (1, 2, 45, "pagat_ultimo"),
        ("pagat_pool", 2, 65, "pagat_ultimo"),
        (1, 2, 15, "card_points"),
    )
    roles = {"A": 1, "B": 2, "C": 0}
    d2 = make_deal(PLAIN, PLAIN_SKAT, PLAIN_DECL, roles)
    pay(d2, *[(s, "pagat_pool", 20, "refill") for s in range(3)], *fee(1), *plain_payments(1, 2, 0))
    verdict = check(transcript([d1, d2]))
    assert verdict["status"] == "clean", notes(verdict)
    # Pagat pool: 0 after deal 1, 60 + 5 + 5 after deal 2; King pool 65 + 5
    assert verdict["deals"][1]["computed"]["pools"] == {"pagat_pool": 70, "king_pool": 70}
    # and nowhere at all: missing, once
    d2["events"] = [e for e in d2["events"] if e.get("reason") != "refill"]
    got = [c for c, _, _ in notes(check(transcript([d1, d2])))]
    assert got == ["missing_payment"] * 3


def test_a_joker_demand_by_its_own_holder_means_nothing() -> None:
    """§12: only "gracz, który nie ma Jokera" may demand it. B, the holder, "demands" it in trick 23
    and keeps it for the last trick (where it goes to the winner, C: B 15, C 28, payments as plain)."""
    text = PLAIN.replace("C:10S A:10H B:JOKER", "C:10S A:10H B:9C").replace(
        "C:1D A:2D B:9C", "C:1D A:2D B:JOKER"
    )
    demand = {"type": "call", "seat": 1, "call": "joker"}
    deal = make_deal(text, PLAIN_SKAT, PLAIN_DECL, calls={23: [demand]})
    pay(deal, *foundations(3), *fee(0), *plain_payments())
    verdict = check(transcript([deal]))
    assert verdict["status"] == "clean"
    assert [c for c, _, _ in notes(verdict)] == ["joker_demand_by_holder"]
