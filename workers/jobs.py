"""Job functions run by the RQ worker: plain JSON in, plain JSON out.

A job never raises for bad input: a transcript that cannot be replayed gets a
``rejected`` verdict, so one bad transcript does not fail the batch it came in.
"""

from __future__ import annotations

import json
import logging
from typing import Any

from rq import get_current_job

from validator.engine.transcript import Problem
from validator.engine.validate import decode, rejected, validate
from workers.heap import collector_paused

log = logging.getLogger(__name__)


def validate_one(doc: Any) -> dict[str, Any]:
    """The verdict for one decoded transcript; an engine crash becomes a rejected verdict."""
    try:
        with collector_paused():
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
                None,
                [Problem("", "engine_error", "The engine could not replay this transcript.")],
                decoded=False,
            )


def validate_batch(transcripts: list[Any]) -> list[dict[str, Any]]:
    """Validate every transcript of a batch, in order; one verdict per transcript.

    ``transcripts`` is a JSON list (anything else is treated as a batch of one, which the
    engine then rejects with pointers).
    """
    if not isinstance(transcripts, list):
        transcripts = [transcripts]
    return [validate_one(doc) for doc in transcripts]


def validate_stored(body_key: str) -> dict[str, Any]:
    """Validate a request body stored by the API (``workers.queue.enqueue_body``).

    The verdicts go back to Redis as JSON text under ``VERDICTS_KEY`` (the API sends them on
    as they are), kept as long as RQ keeps the job's result; the body is deleted. RQ's own
    result is only a summary, so it stays small however large the batch.
    """
    from workers.queue import FAILURE_TTL, RESULT_TTL, VERDICTS_KEY

    job = get_current_job()
    assert job is not None, "validate_stored runs inside an RQ job"
    conn = job.connection
    with conn.pipeline(transaction=False) as pipe:
        pipe.get(body_key)
        # from now on the body lives no longer than a failed job: a worker that dies in this job
        # leaves no body behind for good (the job itself is failed as abandoned, later, by RQ)
        pipe.expire(body_key, FAILURE_TTL)
        raw, _ = pipe.execute()
    if raw is None:  # never expected: the body has no expiry until this job deletes it
        raise LookupError(f"the request body of job {job.id} is missing ({body_key})")
    with collector_paused():
        doc, problems = decode(raw)
        if problems:  # the API decoded it before storing it; only a foreign writer gets here
            verdicts = [rejected(None, problems, decoded=False)]
        elif isinstance(doc, dict) and isinstance(doc.get("transcripts"), list):
            verdicts = validate_batch(doc["transcripts"])
        else:
            verdicts = validate_batch([doc])
        text = json.dumps(verdicts, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    with conn.pipeline() as pipe:
        # as long as RQ keeps the result (-1: forever; None: RQ's default, here ours)
        ttl = job.result_ttl if job.result_ttl is not None else RESULT_TTL
        pipe.set(VERDICTS_KEY.format(job.id), text.encode("utf-8"), ex=ttl if ttl > 0 else None)
        pipe.delete(body_key)
        pipe.execute()
    statuses: dict[str, int] = {}
    for v in verdicts:
        statuses[v["status"]] = statuses.get(v["status"], 0) + 1
    return {"count": len(verdicts), "statuses": statuses, "verdicts_key": VERDICTS_KEY.format(job.id)}
