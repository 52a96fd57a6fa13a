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


def hang_first(transcripts: list[Any]) -> list[dict[str, Any]]:
    """Hang on the first attempt (its worker is killed there), validate on the retry."""
    import time

    from rq import get_current_job

    from workers.jobs import validate_batch

    job = get_current_job()
    if job is not None and job.retries_left:  # not retried yet
        time.sleep(120)
    return validate_batch(transcripts)


def hang(transcripts: list[Any]) -> list[dict[str, Any]]:
    """Hang on every attempt: each worker that takes it is killed."""
    import time

    time.sleep(120)
    return []


def swallow_errors(transcripts: list[Any]) -> list[dict[str, Any]]:
    """Run on for a few seconds catching every Exception, as the engine's catch-all does: a job
    time limit raised as an Exception would be swallowed here and the job would run on."""
    import time

    from workers.jobs import validate_batch

    deadline = time.monotonic() + 5
    while time.monotonic() < deadline:
        try:
            time.sleep(0.05)
        except Exception:  # noqa: BLE001, S110 - the point of the test
            pass
    return validate_batch(transcripts)
