"""Test-only job functions, imported by the worker processes (tests/ is on their PYTHONPATH)."""

from __future__ import annotations

from typing import Any


def explode(transcripts: list[Any]) -> list[dict[str, Any]]:
    raise RuntimeError(f"planted failure in a batch of {len(transcripts)}")
