"""Mutations the fuzz tests apply to a valid transcript (shared by the games' property tests)."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from typing import Any


def apply_at(doc: Any, path: Sequence[Any], value: Any, delete: bool) -> None:
    """Set ``value`` at ``path`` in ``doc`` (or delete what is there); a path that no longer
    leads anywhere (an earlier mutation changed the shape) is skipped."""
    parent = doc
    try:
        for key in path[:-1]:
            parent = parent[key]
        if delete and isinstance(parent, dict):
            parent.pop(path[-1], None)
        elif delete and isinstance(parent, list) and isinstance(path[-1], int) and path[-1] < len(parent):
            del parent[path[-1]]
        else:
            parent[path[-1]] = value
    except (KeyError, IndexError, TypeError):
        pass


def mutate_events(events: list[Any], ops: Sequence[tuple[str, int, str, Any]]) -> None:
    """Apply (op, index, key, value) to an event list: set a field, drop, duplicate or swap events."""
    for op, i, key, value in ops:
        if not events:
            break
        k = i % len(events)
        if op == "set":
            events[k][key] = value
        elif op == "drop":
            del events[k]
        elif op == "dup":
            events.insert(k, copy.deepcopy(events[k]))
        else:
            j = (i // 7) % len(events)
            events[k], events[j] = events[j], events[k]
