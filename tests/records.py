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
