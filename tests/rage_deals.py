"""Rage event builders shared by the hand-written test files."""

from __future__ import annotations

from typing import Any


def bid(seat: int, n: Any) -> dict[str, Any]:
    return {"type": "bid", "seat": seat, "bid": n}


def play(seat: int, card: str, named: str | None = None) -> dict[str, Any]:
    ev: dict[str, Any] = {"type": "play", "seat": seat, "card": card}
    if named is not None:
        ev["named"] = named
    return ev
