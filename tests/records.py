"""Record reductions shared by the play-only tests: what a table that wrote less would hand in."""

from __future__ import annotations

import copy
from typing import Any


def reduced(doc: dict[str, Any], keep: set[str] | None = None, *, hands: bool = False) -> dict[str, Any]:
    """A copy of ``doc`` whose deals keep only the event types in ``keep`` (all when None), and
    their dealt hands only when ``hands`` (else ``"hands": null``, a play-only record)."""
    doc = copy.deepcopy(doc)
    for d in doc["deals"]:
        if not hands:
            d["hands"] = None
        if keep is not None:
            d["events"] = [e for e in d["events"] if e["type"] in keep]
    return doc


def violations_by_rule(v: dict[str, Any]) -> list[tuple[int | None, str, int | None, str]]:
    """(event, code, seat, rule) of every violation of a verdict, deal by deal."""
    return [
        (a["event"], a["code"], a["seat"], a["rule"])
        for d in v["deals"]
        for a in d["annotations"]
        if a["severity"] == "violation"
    ]
