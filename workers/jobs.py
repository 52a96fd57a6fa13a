"""Job functions run by the RQ worker: plain JSON in, plain JSON out.

A job never raises for bad input: a transcript that cannot be replayed gets a
``rejected`` verdict, so one bad transcript does not fail the batch it came in.
"""

from __future__ import annotations

import logging
from typing import Any

from validator.engine.transcript import Problem
from validator.engine.validate import rejected, validate

log = logging.getLogger(__name__)


def validate_one(doc: Any) -> dict[str, Any]:
    """The verdict for one decoded transcript; an engine crash becomes a rejected verdict."""
    try:
        return validate(doc)
    except Exception as exc:  # noqa: BLE001 - validate() promises not to raise; belt and braces
        log.exception("engine failed on a transcript")
        try:
            return rejected(
                doc,
                [
                    Problem(
                        "",
                        "engine_error",
                        f"The engine could not replay this transcript ({type(exc).__name__}).",
                    )
                ],
            )
        except Exception:  # noqa: BLE001 - e.g. a doc too deep to hash
            return rejected(
                None, [Problem("", "engine_error", "The engine could not replay this transcript.")]
            )


def validate_batch(transcripts: list[Any]) -> list[dict[str, Any]]:
    """Validate every transcript of a batch, in order; one verdict per transcript.

    ``transcripts`` is a JSON list (anything else is treated as a batch of one, which the
    engine then rejects with pointers).
    """
    if not isinstance(transcripts, list):
        transcripts = [transcripts]
    return [validate_one(doc) for doc in transcripts]
