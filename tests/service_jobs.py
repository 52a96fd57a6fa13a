"""Test-only job functions, imported by the worker processes (tests/ is on their PYTHONPATH)."""

from __future__ import annotations

from typing import Any


def explode(transcripts: list[Any]) -> list[dict[str, Any]]:
    raise RuntimeError(f"planted failure in a batch of {len(transcripts)}")


def nap(transcripts: list[Any]) -> list[dict[str, Any]]:
    """Sleep a while, then validate: a job still running when a ``?wait=`` runs out."""
    import time

    from workers.jobs import validate_batch

    time.sleep(1.5)
    return validate_batch(transcripts)
