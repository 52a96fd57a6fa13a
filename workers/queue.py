"""The Arbiter queue: one name, the JSON serializer, TTLs chosen so no job is lost.

Nothing from a request is ever unpickled: the queue, the worker and every job fetch use
:class:`rq.serializers.JSONSerializer`.
"""

from __future__ import annotations

import os
import uuid
from typing import Any

import redis
from rq import Queue, Retry
from rq.job import Job
from rq.serializers import JSONSerializer

QUEUE_NAME = "arbiter"
QUEUE_ENV = "ARBITER_QUEUE"  # overrides the queue name (tests use one queue per run)
JOB_FUNCTION = "workers.jobs.validate_batch"
STORED_FUNCTION = "workers.jobs.validate_stored"
# The API's claim checks: the request body as sent, and the verdicts as JSON text, kept beside
# the job rather than inside it, so a transcript is never re-encoded, zlib-compressed and
# decoded again on its way through RQ (the JSON is decoded once, by the worker).
BODY_KEY = "arbiter:body:{}"
VERDICTS_KEY = "arbiter:verdicts:{}"

# Seconds a job may run: a 2 MB batch takes about a second, so a minute, plus a second for each
# 20 KB of body (a service configured for larger bodies). A non-forking worker keeps its job in
# RQ's started registry for this long + 60 s; past that the job counts as abandoned (its worker
# died) and is queued again once (RETRY), so a killed worker loses no job for longer than that.
JOB_TIMEOUT = 60
RETRY = Retry(max=1)
RESULT_TTL = 24 * 3600  # a finished job's verdicts are kept for a day
FAILURE_TTL = 7 * 24 * 3600  # a failed job (and its exception) is kept for a week
QUEUED_TTL = None  # a queued job never expires while it waits for a worker


def job_timeout(body_bytes: int) -> int:
    """The time a job of ``body_bytes`` may run (JOB_TIMEOUT, more for a very large body)."""
    return JOB_TIMEOUT + body_bytes // 20_000


SERIALIZER = JSONSerializer


def connect(redis_url: str, *, socket_timeout: float | None = None) -> redis.Redis:
    """A Redis client for ``redis://``, ``rediss://`` or ``unix://`` URLs (bytes, as RQ needs)."""
    return redis.Redis.from_url(
        redis_url,
        socket_connect_timeout=5,
        socket_timeout=socket_timeout,
        health_check_interval=30,
    )


def queue_name(name: str | None = None) -> str:
    """``name``, else $ARBITER_QUEUE, else "arbiter"."""
    return name or os.environ.get(QUEUE_ENV) or QUEUE_NAME


def get_queue(conn: redis.Redis, name: str | None = None) -> Queue:
    """The Arbiter queue (JSON serializer); ``name`` defaults to :func:`queue_name`."""
    return Queue(queue_name(name), connection=conn, serializer=SERIALIZER, default_timeout=JOB_TIMEOUT)


def requeue_if_abandoned(queue: Queue, job: Job) -> bool:
    """Settle a started job whose worker is gone: queued again once, then failed (RQ's own rule).

    RQ does this in a worker's maintenance, every few minutes; a client polling such a job
    should not wait for that. True when ``job``'s time in the started registry had run out.
    """
    registry = queue.started_job_registry
    if job.id not in registry.get_expired_job_ids():
        return False
    registry.cleanup()
    return True


def enqueue_batch(queue: Queue, transcripts: list[Any], *, function: str = JOB_FUNCTION) -> Job:
    """Enqueue a whole batch as ONE job (an RQ job costs ~6 ms; a transcript far less).

    ``function`` is a dotted path; tests pass their own to exercise failures.
    """
    return queue.enqueue_call(
        function,
        args=(transcripts,),
        timeout=JOB_TIMEOUT,
        retry=RETRY,
        result_ttl=RESULT_TTL,
        failure_ttl=FAILURE_TTL,
        ttl=QUEUED_TTL,
        description=f"validate {len(transcripts)} transcript(s)",
        meta={"count": len(transcripts)},
    )


def enqueue_body(queue: Queue, body: bytes, count: int) -> Job:
    """Enqueue a request body (one transcript, or ``{"transcripts": [...]}``) as ONE job.

    The body is stored under ``BODY_KEY`` in the same transaction as the job, with no expiry
    while it waits (a queued job is never lost); the worker deletes it once the verdicts
    are stored under ``VERDICTS_KEY``.
    """
    job_id = str(uuid.uuid4())
    key = BODY_KEY.format(job_id)
    with queue.connection.pipeline() as pipe:
        job = queue.enqueue_call(
            STORED_FUNCTION,
            args=(key,),
            timeout=job_timeout(len(body)),
            retry=RETRY,
            result_ttl=RESULT_TTL,
            failure_ttl=FAILURE_TTL,
            ttl=QUEUED_TTL,
            job_id=job_id,
            description=f"validate {count} transcript(s)",
            meta={"count": count},
            pipeline=pipe,
        )
        pipe.set(key, body)  # after RQ's own WATCH/MULTI, inside the same transaction
        pipe.execute()
    return job


def stored_verdicts(conn: redis.Redis, job: Job) -> bytes | None:
    """The JSON text of a finished stored job's verdicts (None if it has expired)."""
    return conn.get(VERDICTS_KEY.format(job.id))  # type: ignore[return-value]


def fetch_job(conn: redis.Redis, job_id: str) -> Job:
    """Fetch a job with the JSON serializer (raises rq.exceptions.NoSuchJobError)."""
    return Job.fetch(job_id, connection=conn, serializer=SERIALIZER)


def delete_queue(conn: redis.Redis, queue: Queue) -> None:
    """Delete a queue, its registries and their jobs (never anything else): for test and bench runs."""
    registries = [
        queue.finished_job_registry,
        queue.failed_job_registry,
        queue.started_job_registry,
        queue.deferred_job_registry,
        queue.scheduled_job_registry,
        queue.canceled_job_registry,
    ]
    ids = set(queue.get_job_ids())
    for reg in registries:
        ids.update(reg.get_job_ids())
    for job_id in ids:
        conn.delete(
            f"rq:job:{job_id}",
            f"rq:results:{job_id}",
            f"rq:job:{job_id}:dependents",
            BODY_KEY.format(job_id),
            VERDICTS_KEY.format(job_id),
        )
    for reg in registries:
        conn.delete(reg.key)
    queue.delete(delete_jobs=False)
