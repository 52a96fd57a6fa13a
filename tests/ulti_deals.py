"""Ulti transcript builders for the hand-worked tests (test_ulti_independent, test_ulti_audit):
they only shape JSON; they decide nothing."""

from __future__ import annotations

from typing import Any

from validator.engine.validate import validate

NAMES = ["Aki", "Botond", "Csenge"]


def H(*hands: str) -> list[list[str]]:
    return [h.split() for h in hands]


def bid(seat: int, goals: list[str] | str, red: bool = False) -> dict[str, Any]:
    return {"type": "bid", "seat": seat, "bid": goals if goals == "pass" else {"goals": goals, "red": red}}


def pass_(*seats: int) -> list[dict[str, Any]]:
    return [bid(s, "pass") for s in seats]


def discard(seat: int, cards: str) -> dict[str, Any]:
    return {"type": "discard", "seat": seat, "cards": cards.split()}


def take(seat: int, cards: str) -> dict[str, Any]:
    return {"type": "take", "seat": seat, "cards": cards.split()}


def trump(seat: int, suit: str) -> dict[str, Any]:
    return {"type": "announce", "seat": seat, "items": [{"kind": "trump", "suit": suit}]}


def marriages(seat: int, *points: int) -> dict[str, Any]:
    return {"type": "declare", "seat": seat, "items": [{"kind": "marriage", "points": p} for p in points]}


def double(seat: int, target: str, level: int) -> dict[str, Any]:
    return {"type": "double", "seat": seat, "target": target, "level": level}


def pay(frm: Any, to: Any, amount: int, reason: str | None = None) -> dict[str, Any]:
    e: dict[str, Any] = {"type": "payment", "from": frm, "to": to, "amount": amount}
    if reason is not None:
        e["reason"] = reason
    return e


def tricks(*spec: tuple[int, list[Any]]) -> list[dict[str, Any]]:
    """(leader, [card, card, card]) per trick, leader worked out by hand; a dict among the cards is an
    event inserted verbatim at that point (a declare or double said with a card)."""
    out: list[dict[str, Any]] = []
    for leader, items in spec:
        k = 0
        for it in items:
            if isinstance(it, dict):
                out.append(it)
            else:
                out.append({"type": "play", "seat": (leader + k) % 3, "card": it})
                k += 1
        assert k == 3
    return out


def run(hands: list[list[str]], events: list[dict[str, Any]], **rules: Any) -> dict[str, Any]:
    t = {
        "format": "trick-transcript/1",
        "game": "ulti",
        "rules": rules,
        "players": NAMES,
        "deals": [{"dealer": 2, "hands": hands, "events": events}],
    }
    return validate(t)


def codes(v: dict[str, Any]) -> list[tuple[int | None, str]]:
    assert v["status"] != "rejected", v.get("problems")
    return [(a["event"], a["code"]) for a in v["deals"][0]["annotations"]]


def at(events: list[dict[str, Any]], seat: int, card: str) -> int:
    """The index of the play of ``card`` by ``seat``."""
    return next(
        i for i, e in enumerate(events) if e["type"] == "play" and e["seat"] == seat and e["card"] == card
    )


def expected(v: dict[str, Any]) -> dict[str, int]:
    return v["deals"][0]["settlement"]["expected"]
