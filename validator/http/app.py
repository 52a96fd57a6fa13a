"""The Flask app factory: a thin shell over the engine and the RQ queue.

A view reads the body strictly (size, content type, JSON without NaN/Infinity), checks the
envelope with marshmallow, and either enqueues the batch as ONE RQ job (``POST /v1/jobs``)
or validates a single small transcript in-process (``POST /v1/validate``). Every error is
``application/problem+json``; a catch-all handler makes sure no input produces a bare 500.
"""

from __future__ import annotations

import logging
import re
import threading
import time
from datetime import UTC, datetime
from typing import Any

import redis
from flask import Blueprint, Flask, current_app, request
from rq.exceptions import NoSuchJobError
from rq.job import Job, JobStatus
from rq.results import Result
from rq.worker import Worker
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge
from werkzeug.wrappers import Response

from validator.engine.games import GAMES, SPEC_GAMES
from validator.engine.transcript import pointer
from validator.engine.validate import DECODE_DEPTH, ENGINE, decode
from workers.jobs import validate_one
from workers.queue import (
    STORED_FUNCTION,
    VERDICTS_KEY,
    connect,
    enqueue_body,
    fetch_job,
    get_queue,
    requeue_if_abandoned,
    stored_verdicts,
)

from .problems import ProblemError, problem_response
from .schemas import BATCH, TRANSCRIPT, pointer_errors

log = logging.getLogger(__name__)

DEFAULT_MAX_BODY = 2_000_000
DEFAULT_SYNC_MAX = 200_000
DEFAULT_MAX_BATCH = 1000
MAX_DEPTH = DECODE_DEPTH  # levels of JSON nesting a request body may have
MAX_WAIT = 30.0  # seconds a request may wait for its job (?wait=)
# requests that may wait at once: a wait holds one of the server's threads (serve.THREADS, 32), so
# the rest always answer at once, the health check included (beyond it ?wait= answers at once)
MAX_WAITERS = 24
JOB_ID = re.compile(r"^[A-Za-z0-9_-]{1,128}$")

bp = Blueprint("v1", __name__, url_prefix="/v1")


class Arbiter:
    """What the views need, kept in ``app.extensions["arbiter"]``."""

    def __init__(self, redis_url: str, queue_name: str | None, sync_max_bytes: int, max_batch: int) -> None:
        self.redis_url = redis_url
        self.conn = connect(redis_url, socket_timeout=10)
        # ?wait= blocks on the job's result stream for up to MAX_WAIT: its own socket timeout
        self.waiting = connect(redis_url, socket_timeout=MAX_WAIT + 10)
        self.waiters = threading.BoundedSemaphore(MAX_WAITERS)
        self.queue = get_queue(self.conn, queue_name)
        self.sync_max_bytes = sync_max_bytes
        self.max_batch = max_batch
        self.games = {name: g.describe() for name, g in sorted(GAMES.items())}


def arbiter() -> Arbiter:
    return current_app.extensions["arbiter"]  # type: ignore[no-any-return]


def json_response(obj: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    resp = current_app.response_class(current_app.json.dumps(obj), status=status, mimetype="application/json")
    for k, v in (headers or {}).items():
        resp.headers[k] = v
    return resp


# --- reading a body -----------------------------------------------------------------------


def _is_json(mimetype: str) -> bool:
    return mimetype == "application/json" or (
        mimetype.startswith("application/") and mimetype.endswith("+json")
    )


# An oversized body is read and dropped, up to DRAIN_MAX bytes or DRAIN_SECONDS, before the 413
# goes out: a client still writing the body (Python's http.client writes it all before reading)
# would otherwise see its connection reset instead of the answer. A larger body is not read.
DRAIN_MAX = 32 * 1024 * 1024
DRAIN_SECONDS = 5.0


def drain_body() -> None:
    """Read and drop what is left of the request body (bounded: DRAIN_MAX, DRAIN_SECONDS)."""
    stream = request.environ.get("wsgi.input")
    length = request.content_length
    if stream is None or (length is not None and length > DRAIN_MAX):
        return
    deadline = time.monotonic() + DRAIN_SECONDS
    # cheroot: wsgi.input wraps the connection's buffered reader (``rfile``) over its socket. A
    # read of n bytes waits for all n (a client dripping bytes held it for minutes), so each round
    # takes what one recv brings (read1), and no recv outlives the deadline (the socket's timeout;
    # the 413 closes the connection, so it need not be put back).
    reader = getattr(stream, "rfile", None)
    sock = getattr(getattr(reader, "raw", None), "_sock", None)
    known = getattr(stream, "remaining", None)
    read1 = getattr(reader, "read1", None) if isinstance(known, int) else None
    left = DRAIN_MAX
    try:
        while left > 0:
            wait = deadline - time.monotonic()
            if wait <= 0:
                return
            if sock is not None:
                sock.settimeout(wait)
            if read1 is not None:  # a Content-Length body: never past its end
                size = min(1 << 16, left, stream.remaining)
                if size <= 0:
                    return
                chunk = read1(size)
                stream.remaining -= len(chunk)
            else:
                chunk = stream.read(min(1 << 12, left))
            if not chunk:
                return
            left -= len(chunk)
    except (OSError, ValueError):  # the client went away or timed out, or a malformed chunked body
        return


def too_large(limit: int, detail: str | None = None) -> ProblemError:
    drain_body()
    return ProblemError(
        413,
        "body-too-large",
        "Request body too large",
        detail or f"The request body is larger than {limit} bytes.",
        [{"pointer": "", "code": "body_too_large", "message": f"At most {limit} bytes."}],
    )


def read_json(limit: int, hint: str | None = None) -> tuple[Any, bytes]:
    """The decoded JSON body and its bytes, or a ProblemError (413, 415, 400)."""
    length = request.content_length
    if length is not None and length > limit:
        raise too_large(limit, hint)
    if not _is_json(request.mimetype):
        got = request.mimetype or "none"
        raise ProblemError(
            415,
            "unsupported-media-type",
            "Unsupported media type",
            f"Send the body as application/json (Content-Type was {got}).",
            [
                {
                    "pointer": "",
                    "code": "unsupported_media_type",
                    "message": f"Content-Type {got} is not JSON.",
                }
            ],
        )
    coding = (request.headers.get("Content-Encoding") or "identity").strip().lower()
    if coding != "identity":  # a compressed body would only fail later as "not UTF-8"
        raise ProblemError(
            415,
            "unsupported-media-type",
            "Unsupported media type",
            f"Send the JSON uncompressed (Content-Encoding was {coding}).",
            [
                {
                    "pointer": "",
                    "code": "unsupported_encoding",
                    "message": f"Content-Encoding {coding} is not supported; only identity is.",
                }
            ],
        )
    try:
        raw = request.get_data(cache=False)  # a body over MAX_CONTENT_LENGTH raises 413 here
        if length is None and len(raw) >= current_app.config["MAX_CONTENT_LENGTH"]:
            # A chunked body is cut at MAX_CONTENT_LENGTH without an error; reading on
            # past the limit raises RequestEntityTooLarge.
            request.stream.read(1)
    except RequestEntityTooLarge:
        raise too_large(limit, hint) from None
    if len(raw) > limit:
        raise too_large(limit, hint)
    doc, problems = decode(raw)
    if problems and problems[0].code == "too_deep":  # too deep for the decoder itself
        raise too_deep_problem(problems[0].pointer)
    if problems:
        raise ProblemError(
            400,
            "malformed-json",
            "Malformed JSON",
            problems[0].message,
            [p.to_json() for p in problems],
        )
    deep = None if raw_within_depth(raw, MAX_DEPTH) else too_deep(doc, MAX_DEPTH)
    if deep is not None:
        raise too_deep_problem(deep)
    return doc, raw


def too_deep_problem(at: str) -> ProblemError:
    message = f"JSON nested more than {MAX_DEPTH} levels deep."
    return ProblemError(
        422,
        "too-deep",
        "Nested too deeply",
        message,
        [{"pointer": at, "code": "too_deep", "message": message}],
    )


def too_deep(doc: Any, limit: int) -> str | None:
    """The pointer of the first array/object nested deeper than ``limit``, else None.

    A transcript needs about 8 levels; the limit keeps every later ``json.dumps`` (job
    payload, verdict echoing ``meta``) far from Python's recursion limit.
    """
    if within_depth(doc, limit):  # the common case, without building a pointer per node
        return None
    stack: list[tuple[Any, int, str]] = [(doc, 1, "")]
    while stack:
        node, depth, ptr = stack.pop()
        if isinstance(node, dict):
            if depth > limit:
                return ptr
            # reversed: the stack is popped from its end, and the first node too deep is reported
            stack.extend(
                reversed(
                    [(v, depth + 1, ptr + pointer(k)) for k, v in node.items() if isinstance(v, dict | list)]
                )
            )
        elif isinstance(node, list):
            if depth > limit:
                return ptr
            stack.extend(
                reversed(
                    [(v, depth + 1, f"{ptr}/{i}") for i, v in enumerate(node) if isinstance(v, dict | list)]
                )
            )
    return None


_KEEP = bytes(b for b in range(256) if b not in b'"[]{}')  # delete all but quotes, brackets
_STRING = re.compile(rb'"[^"]*"')


def raw_within_depth(raw: bytes, limit: int) -> bool:
    """``within_depth`` on the text of a valid JSON document, at C speed.

    Escaped backslashes and quotes go first (in valid JSON every backslash starts an escape,
    read left to right as ``replace`` does), then everything but quotes and brackets, then
    the strings (quotes alternate open/close, so dropping adjacent pairs only drops empty
    strings or merges neighbours). Of the brackets left, the innermost pairs are removed
    once per level (a marker keeps a round from reaching the level above), so a document at
    most ``limit`` deep has none left after ``limit`` rounds. (UTF-8 never puts a quote or a
    backslash inside a multi-byte character.)
    """
    skeleton = raw.replace(b"\\\\", b"").replace(b'\\"', b"").translate(None, _KEEP)
    brackets = skeleton.replace(b'""', b"")
    if b'"' in brackets:
        brackets = _STRING.sub(b"", brackets)
    for _ in range(limit):
        if not brackets:
            return True
        brackets = brackets.replace(b"[]", b"\0").replace(b"{}", b"\0").replace(b"\0", b"")
    return not brackets


def within_depth(doc: Any, limit: int) -> bool:
    """No array/object nested deeper than ``limit``: one level at a time, no pointers."""
    level = [doc] if isinstance(doc, dict | list) else []
    depth = 1
    while level:
        if depth > limit:
            return False
        below: list[Any] = []
        for node in level:
            values = node.values() if isinstance(node, dict) else node
            below += [v for v in values if isinstance(v, dict | list)]
        level = below
        depth += 1
    return True


def envelope_problem(errors: list[dict[str, str]], detail: str) -> ProblemError:
    return ProblemError(422, "invalid-envelope", "Not a transcript request", detail, errors)


def check(schema: Any, doc: Any, base: str = "") -> list[dict[str, str]]:
    return list(
        pointer_errors(
            schema.validate(doc) if isinstance(doc, dict) else {"_schema": ["Invalid input type."]}, base
        )
    )


# --- jobs ---------------------------------------------------------------------------------


@bp.post("/jobs")
def submit_job() -> Response:
    a = arbiter()
    doc, raw = read_json(current_app.config["MAX_CONTENT_LENGTH"])
    if isinstance(doc, dict) and "transcripts" in doc:
        errors = check(BATCH, doc)
        transcripts = doc["transcripts"]
        if not errors and len(transcripts) > a.max_batch:
            errors = [
                {
                    "pointer": "/transcripts",
                    "code": "too_many",
                    "message": f"At most {a.max_batch} transcripts a batch; split it.",
                }
            ]
    else:
        errors = check(TRANSCRIPT, doc)
        transcripts = [doc]
    if errors:
        raise envelope_problem(
            errors, 'The body is neither a transcript nor {"transcripts": [transcript, ...]}.'
        )
    wait = wait_seconds()
    # the body goes to the worker as sent: decoded there once, never re-encoded here
    job = enqueue_body(a.queue, raw, len(transcripts))
    url = f"{request.script_root}/v1/jobs/{job.id}"
    if wait > 0:
        wait_for_result(a, job.id, wait)
        # the job's hash and its stored verdicts in one round trip: most jobs have ended by now
        with a.conn.pipeline(transaction=False) as pipe:
            pipe.hgetall(job.key)
            pipe.get(VERDICTS_KEY.format(job.id))
            data, text = pipe.execute()
        if not data:  # deleted while it ran (only by hand)
            raise not_found(f"No job {job.id!r} (it was deleted).")
        job.restore(data)
        status = job.get_status(refresh=False)
        if status == JobStatus.FINISHED or status in FAILED:
            return job_response(a, job, status, 200, {"Location": url}, verdicts=text)
        started = status == JobStatus.STARTED
    else:
        started = False
    body = {
        "id": job.id,
        "status": "started" if started else "queued",
        "status_url": url,
        "count": len(transcripts),
    }
    return json_response(body, 202, {"Location": url})


PLAIN_NUMBER = re.compile(r"(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?", re.ASCII)


def wait_seconds() -> float:
    """The ``wait`` query parameter: seconds to wait for the job to end (0, the default: none)."""
    raw = request.args.get("wait")
    if raw is None:
        return 0.0
    # a plain decimal number only: float() also reads "1_0", "１" and padded blanks (api4 a2)
    wait = float(raw) if PLAIN_NUMBER.fullmatch(raw) else float("nan")
    if not 0 <= wait <= MAX_WAIT:  # NaN fails too
        message = f"wait must be a number of seconds from 0 to {MAX_WAIT:g}, not {raw!r}."
        raise ProblemError(
            400,
            "bad-parameter",
            "Bad query parameter",
            message,
            [{"pointer": "", "code": "bad_parameter", "message": message}],
        )
    return wait


def wait_for_result(a: Arbiter, job_id: str, seconds: float) -> None:
    """Block until the worker writes the job's result (success or failure), or ``seconds`` pass.

    RQ writes the result to a stream in the same transaction that sets the final status, so
    once XREAD returns, the status is final; a job that is stopped or canceled writes none,
    and the wait simply times out.
    """
    if not a.waiters.acquire(blocking=False):  # MAX_WAITERS requests wait already: answer now
        return
    try:
        a.waiting.xread({Result.get_key(job_id): "0-0"}, count=1, block=max(1, round(seconds * 1000)))
    finally:
        a.waiters.release()


def _iso(dt: datetime | None) -> str | None:
    if dt is None:
        return None
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC).isoformat().replace("+00:00", "Z")


QUEUED = {JobStatus.QUEUED, JobStatus.DEFERRED, JobStatus.SCHEDULED}
FAILED = {JobStatus.FAILED, JobStatus.STOPPED, JobStatus.CANCELED}


def not_found(detail: str) -> ProblemError:
    return ProblemError(404, "not-found", "Not found", detail)


def failure_problem(job: Job, status: JobStatus, result: Result | None = None) -> dict[str, Any]:
    if status == JobStatus.FAILED:
        text = (result.exc_string if result is not None and result.type == Result.Type.FAILED else None) or ""
        lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
        detail = lines[-1] if lines else "The job failed without an error message (the worker may have died)."
        if "AbandonedJobError" in text:  # RQ's words for a worker that died with the job
            detail = (
                "The workers that ran this job stopped before it finished (it was run twice); "
                "send the transcripts again, or split the batch, if this recurs."
            )
    else:
        detail = f"The job was {status.value} before it finished."
    return {
        "type": "urn:arbiter:problem:job-failed",
        "title": "The validation job failed",
        "detail": detail,
        "errors": [{"pointer": "", "code": "job_failed", "message": detail}],
    }


def shown(job_id: str) -> str:
    """A job id as a message quotes it: cut, so an absurd id is not echoed whole."""
    return repr(job_id) if len(job_id) <= 64 else repr(job_id[:64]) + "…"


@bp.get("/jobs/<job_id>")
def job_status(job_id: str) -> Response:
    if not JOB_ID.match(job_id):
        raise not_found(f"No job {shown(job_id)}.")
    a = arbiter()
    try:
        job = fetch_job(a.conn, job_id)
    except NoSuchJobError:
        raise not_found(f"No job {shown(job_id)} (unknown, or its result has expired).") from None
    except (ValueError, TypeError, UnicodeDecodeError):
        raise not_found(f"No job {shown(job_id)} of this service.") from None
    if job.origin != a.queue.name:  # services sharing a Redis stay apart by their queue (ARBITER_QUEUE)
        raise not_found(f"No job {shown(job_id)} of this service (it belongs to another queue).")
    status = job.get_status(refresh=False)
    if status is None:
        raise not_found(f"No job {shown(job_id)} (unknown, or its result has expired).")
    if status == JobStatus.STARTED and requeue_if_abandoned(a.queue, job):
        job.refresh()  # its worker died: queued again, or failed when it already was once
        status = job.get_status(refresh=False)
    wait = wait_seconds()
    if wait > 0 and status != JobStatus.FINISHED and status not in FAILED:
        wait_for_result(a, job.id, wait)
        job.refresh()
        status = job.get_status(refresh=False)
    return job_response(a, job, status)


def job_response(
    a: Arbiter,
    job: Job,
    status: JobStatus | None,
    code: int = 200,
    headers: dict[str, str] | None = None,
    verdicts: bytes | None = None,
) -> Response:
    """What GET /v1/jobs/<id> answers: the status, and the verdicts or the problem at the end.

    Verdicts stored by the worker as JSON text (``verdicts``, when the caller has read them
    already) are sent on as they are, spliced into the body after ``count``: a large batch is
    never decoded and encoded again here, and RQ's own result (a summary) is not read at all.
    """
    stored = status == JobStatus.FINISHED and is_stored(job)
    body = job_body(job, None if stored else status)
    if stored:
        body["status"] = "finished"
        text = verdicts if verdicts is not None else stored_verdicts(a.conn, job)
        if text is None:
            raise not_found(f"No job {job.id!r} (its result has expired).")
        head = {k: body[k] for k in ("id", "status", "count")}
        tail = {k: v for k, v in body.items() if k not in head and k != "verdicts"}
        dumps = current_app.json.dumps
        out = f'{dumps(head)[:-1]},"verdicts":{text.decode("utf-8")},{dumps(tail)[1:]}'
        resp = current_app.response_class(out, status=code, mimetype="application/json")
        for k, v in (headers or {}).items():
            resp.headers[k] = v
        return resp
    return json_response(body, code, headers)


def is_stored(job: Job) -> bool:
    """A job of a stored request body (``enqueue_body``): its verdicts are JSON text in Redis."""
    try:
        return job.func_name == STORED_FUNCTION
    except Exception:  # noqa: BLE001 - a job this service did not write: not one of ours
        return False


def job_body(job: Job, status: JobStatus | None) -> dict[str, Any]:
    """The job's status as a JSON object; ``verdicts`` is RQ's result as the job returned it."""
    count = job.meta.get("count") if isinstance(job.meta, dict) else None
    body: dict[str, Any] = {"id": job.id, "status": "queued", "count": count}
    ended = job.ended_at
    if status in QUEUED:
        body["status"] = "queued"
    elif status == JobStatus.STARTED:
        body["status"] = "started"
    elif status == JobStatus.FINISHED:
        body["status"] = "finished"
        body["verdicts"] = job.return_value()
    elif status in FAILED:
        body["status"] = "failed"
        result = job.latest_result() if status == JobStatus.FAILED else None
        body["problem"] = failure_problem(job, status, result)
        # a job failed as abandoned (its worker died) has no ended_at: the failure's own time
        ended = job.ended_at or (result.created_at if result is not None else None)
    else:  # CREATED: between create and enqueue
        body["status"] = "queued"
    body["enqueued_at"] = _iso(job.enqueued_at)
    body["started_at"] = _iso(job.started_at)
    body["ended_at"] = _iso(ended)
    return body


# --- synchronous validation -----------------------------------------------------------------


@bp.post("/validate")
def validate_sync() -> Response:
    a = arbiter()
    hint = (
        f"POST /v1/validate takes a transcript of at most {a.sync_max_bytes} bytes; "
        "submit larger ones to POST /v1/jobs."
    )
    doc, _ = read_json(a.sync_max_bytes, hint)
    errors = check(TRANSCRIPT, doc)
    if errors:
        raise envelope_problem(errors, "The body is not a transcript (batches go to POST /v1/jobs).")
    return json_response(validate_one(doc))


# --- games and health ----------------------------------------------------------------------


@bp.get("/games")
def list_games() -> Response:
    a = arbiter()
    unsupported = [g for g in SPEC_GAMES if g not in a.games]
    return json_response({"games": list(a.games.values()), "unsupported": unsupported})


@bp.get("/games/<name>")
def get_game(name: str) -> Response:
    a = arbiter()
    if name not in a.games:
        known = ", ".join(a.games)
        raise not_found(f"No game {name!r}; one of: {known}.")
    return json_response(a.games[name])


@bp.get("/health")
def health() -> Response:
    a = arbiter()
    q = a.queue
    body: dict[str, Any] = {
        "status": "ok",
        "redis": {"up": False, "version": None},
        "workers": {"live": None},
        "queue": {"name": q.name, "length": None, "started": None, "failed": None},
        "engine": ENGINE,
    }
    try:
        a.conn.ping()
        body["redis"] = {"up": True, "version": a.conn.info("server").get("redis_version")}
        live = len(Worker.all(queue=q))  # registrations that have not expired
        body["workers"] = {"live": live}
        body["queue"].update(
            length=q.count, started=q.started_job_registry.count, failed=q.failed_job_registry.count
        )
        if live == 0:
            body["status"] = "no_workers"
        return json_response(body)
    except redis.RedisError as exc:
        log.warning("health: Redis does not answer: %s", exc)
        body["status"] = "redis_down"
        return json_response(body, 503)


# --- errors ---------------------------------------------------------------------------------

HTTP_SLUGS = {
    400: ("bad-request", "Bad request"),
    404: ("not-found", "Not found"),
    405: ("method-not-allowed", "Method not allowed"),
    413: ("body-too-large", "Request body too large"),
    415: ("unsupported-media-type", "Unsupported media type"),
}


def handle_error(exc: Exception) -> Response:
    if isinstance(exc, ProblemError):
        return problem_response(exc)
    if isinstance(exc, HTTPException) and exc.code is not None and exc.code < 500:
        slug, title = HTTP_SLUGS.get(exc.code, (f"http-{exc.code}", exc.name))
        detail = exc.description or exc.name
        if exc.code == 404:
            detail = f"No such resource: {request.path}."
        elif exc.code == 405:
            detail = f"{request.method} is not allowed on {request.path}."
        elif exc.code == 413:
            drain_body()
            detail = f"The request body is larger than {current_app.config['MAX_CONTENT_LENGTH']} bytes."
        headers = {k: v for k, v in exc.get_headers() if k.lower() != "content-type"}
        return problem_response(ProblemError(exc.code, slug, title, detail, headers=headers))
    if isinstance(exc, redis.RedisError):
        log.error("Redis error on %s %s: %s", request.method, request.path, exc)
        return problem_response(
            ProblemError(
                503,
                "queue-unavailable",
                "Queue unavailable",
                "Redis does not answer; try again later.",
                headers={"Retry-After": "5"},
            )
        )
    log.exception("internal error on %s %s", request.method, request.path)
    return problem_response(
        ProblemError(
            500,
            "internal-error",
            "Internal error",
            "Arbiter failed to handle this request; this is a bug and it has been logged.",
        )
    )


# --- the factory ----------------------------------------------------------------------------


def create_app(
    redis_url: str,
    *,
    max_body_bytes: int = DEFAULT_MAX_BODY,
    sync_max_bytes: int = DEFAULT_SYNC_MAX,
    testing: bool = False,
    queue_name: str | None = None,
    max_batch: int = DEFAULT_MAX_BATCH,
) -> Flask:
    """The Arbiter API. ``queue_name`` defaults to $ARBITER_QUEUE, else "arbiter"."""
    app = Flask(__name__)
    # a doubled slash is no route (a 404 problem), not an HTML redirect the contract does not name
    # (api6 c2)
    app.url_map.merge_slashes = False
    app.config.update(
        TESTING=testing,
        MAX_CONTENT_LENGTH=max_body_bytes,
        # the API's JSON keeps the engine's key order and writes UTF-8 as is
    )
    app.json.sort_keys = False  # type: ignore[attr-defined]
    app.json.ensure_ascii = False  # type: ignore[attr-defined]
    app.json.compact = True  # type: ignore[attr-defined]
    app.extensions["arbiter"] = Arbiter(redis_url, queue_name, min(sync_max_bytes, max_body_bytes), max_batch)
    app.register_blueprint(bp)
    app.register_error_handler(Exception, handle_error)
    app.after_request(options_answer)
    return app


def options_answer(resp: Response) -> Response:
    """OPTIONS answers 204 No Content with its Allow header (Flask's own: 200, an empty text/html)."""
    if request.method == "OPTIONS" and resp.status_code == 200 and "Allow" in resp.headers:
        resp.status_code = 204
        resp.set_data(b"")
        del resp.headers["Content-Type"]
    return resp
