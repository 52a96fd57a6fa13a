"""Danish Tarok: issue #3, sentence by sentence, where no other test pinned the sentence down.

Each docstring quotes the issue and the source (../shared/seeds/000_2fac32aef83ce8a1.txt, Polish).
Deals are built with ``build_deal`` of tests/test_danish_tarok_rules.py (given hands, a deterministic
legal player); the hands are chosen so that the point under test arises.
"""

from __future__ import annotations

from typing import Any

from test_danish_tarok_rules import build_deal, card_key, check, session, strength, suit

SUITS = "HDSC"
COURTS = ["K", "Q", "N", "J"]
PLAIN = [f"{r}{s}" for s in SUITS for r in [*COURTS[1:], *map(str, range(1, 11))]]  # 52 cards, no king
KINGS = ["KH", "KD", "KS", "KC"]
# Agnieszka (0, the dealer) holds the Joker and only three low trumps; Bartek and Celina the rest.
A = ["T2", "T3", "T4", "JOKER", *PLAIN[0:24]]
B = [*KINGS[:2], "T1", *[f"T{i}" for i in range(5, 13)], *PLAIN[24:38]]
C = [*KINGS[2:], *[f"T{i}" for i in range(13, 22)], *PLAIN[38:52]]
SKAT = ["1H", "2H", "3H"]  # plain pips, no declaration card


def codes(v: dict[str, Any]) -> list[tuple[str, int | None]]:
    return [(a["code"], a["event"]) for d in v["deals"] for a in d["annotations"]]


def test_hands_as_dealt() -> None:
    """Issue #3: "25 cards each, the dealer 28" (§7 "Rozdający dodaje trzy pozostałe karty sobie")."""
    assert (len(A), len(B), len(C)) == (28, 25, 25)
    assert len(set(A + B + C)) == 78


def test_all_trumps_may_go_to_the_skat_while_the_joker_is_kept() -> None:
    """Issue #3: the skat takes "trumps only if he is left with none"; source §13: "Może odrzucić jednego
    lub więcej triumfa, jeżeli w ten sposób nie zostanie mu na ręce ani jeden triumf … Dla tej zasady
    Joker nie liczy się jako triumf." The dealer lays away T2 T3 T4 and keeps the Joker: legal."""
    v = check(session([build_deal([A, B, C], 0, ["T2", "T3", "T4"])]))
    assert v["status"] == "clean", codes(v)


def test_trumps_in_the_skat_while_one_is_kept_is_illegal() -> None:
    """The same rule broken: T2 and T3 laid away, T4 kept: one ``illegal_skat`` (§18 "Niewłaściwe
    odrzucenie kart do Skata": irreparable) at the discard, reason ``trump``, and nothing else."""
    v = check(session([build_deal([A, B, C], 0, ["T2", "T3", "1H"])]))
    assert codes(v) == [("illegal_skat", 0)]
    a = v["deals"][0]["annotations"][0]
    assert a["penalty"]["class"] == "irreparable" and "trump" in a["evidence"]["reasons"]


def _beats(card: str, best: str) -> bool:
    if suit(card) == suit(best):
        return strength(card) > strength(best)
    return suit(card) == "T"


def test_no_duty_to_overtake() -> None:
    """Issue #3: "follow suit (trumps are a suit), else trump, else anything; no duty to overtake";
    source §17: "Kiedy ktoś użyje triumfa, nie trzeba odpowiadać wyższym triumfem". Every follower plays
    his lowest legal card even when a higher one would take the trick: no annotation. The deal is
    checked to contain such under-plays, trumps among them."""

    def lowest(_t: int, _s: int, legal: list[str]) -> str | None:
        cards = sorted((c for c in legal if c != "JOKER"), key=card_key)
        return cards[-1] if cards else None

    deal = build_deal([A, B, C], 0, SKAT, choose=lowest)
    v = check(session([deal]))
    assert v["status"] == "clean", codes(v)
    held = [set(h) for h in deal["hands"]]
    for c in SKAT:
        held[0].discard(c)
    under = []
    plays = [e for e in deal["events"] if e["type"] == "play"]
    for k in range(0, len(plays), 3):
        trick = plays[k : k + 3]
        best = trick[0]["card"]
        for e in trick[1:]:
            card, hand = e["card"], held[e["seat"]]
            if card != "JOKER" and best != "JOKER" and not _beats(card, best):
                if any(suit(x) == suit(card) and _beats(x, best) for x in hand if x != "JOKER"):
                    under.append(card)
            if best == "JOKER" or (card != "JOKER" and _beats(card, best)):
                best = card
        for e in trick:
            held[e["seat"]].discard(e["card"])
    assert under and any(suit(c) == "T" for c in under), under
