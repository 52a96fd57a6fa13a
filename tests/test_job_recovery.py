"""A worker killed in the middle of a job loses no job (real Redis, real worker processes, real HTTP).

The worker is killed with SIGKILL, so it says nothing to Redis. RQ counts its job abandoned once
the job's time in the started registry runs out (JOB_TIMEOUT + 60 s for a non-forking worker);
the test moves that deadline into the past rather than waiting two minutes, then polls the job
as a client would.
"""

from __future__ import annotations

import subprocess
import time
import uuid
from collections.abc import Iterator
from typing import Any

import pytest
import requests
from conftest import ROOT, _env, serve_app, worker_command
from openapi_check import check_response
from service_samples import rage_transcript

from validator.engine.validate import validate
from workers.queue import connect, delete_queue, enqueue_batch, get_queue


@pytest.fixture()
def lone_queue(redis_url: str) -> Iterator[Any]:
    conn = connect(redis_url)
    queue = get_queue(conn, f"arbiter-test-recovery-{uuid.uuid4().hex[:8]}")
    try:
        yield queue
    finally:
        delete_queue(conn, queue)


def start_worker(redis_url: str, queue: Any) -> subprocess.Popen[bytes]:
    from rq.worker import Worker

    before = Worker.count(queue=queue)
    cmd = worker_command(redis_url, queue.name)
    proc = subprocess.Popen(cmd, cwd=ROOT, env=_env(), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 30
    while Worker.count(queue=queue) <= before:
        assert proc.poll() is None and time.monotonic() < deadline, "the worker did not start"
        time.sleep(0.05)
    return proc


def job_state(base: str, job_id: str) -> dict[str, Any]:
    resp = requests.get(f"{base}/v1/jobs/{job_id}", timeout=10)
    body = check_response(resp, "/v1/jobs/{id}", "get")
    assert resp.status_code == 200
    return body


def kill_while_started(base: str, job_id: str, worker: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 15
    while job_state(base, job_id)["status"] != "started":
        assert time.monotonic() < deadline, "the worker never took the job"
        time.sleep(0.02)
    worker.kill()
    worker.wait()


def run_out_the_clock(queue: Any) -> None:
    """What two minutes would do: every entry of the started registry is past its deadline."""
    key = queue.started_job_registry.key
    entries = queue.connection.zrange(key, 0, -1)
    assert entries, "the killed worker's job is in the started registry"
    queue.connection.zadd(key, {e: time.time() - 1 for e in entries})


def test_a_killed_workers_job_is_queued_again_and_finished_by_another(
    redis_url: str, lone_queue: Any
) -> None:
    from validator.http import create_app

    doc = rage_transcript(61)
    job = enqueue_batch(lone_queue, [doc], function="service_jobs.hang_first")
    first = start_worker(redis_url, lone_queue)
    with serve_app(create_app(redis_url, queue_name=lone_queue.name, testing=True)) as base:
        kill_while_started(base, job.id, first)
        assert job_state(base, job.id)["status"] == "started"  # not yet past its deadline
        run_out_the_clock(lone_queue)
        assert job_state(base, job.id)["status"] == "queued"  # seen by the poll itself
        second = start_worker(redis_url, lone_queue)
        try:
            resp = requests.get(f"{base}/v1/jobs/{job.id}?wait=20", timeout=30)
            body = check_response(resp, "/v1/jobs/{id}", "get")
            assert body["status"] == "finished"
            assert body["verdicts"] == [validate(doc)]
        finally:
            second.terminate()
            second.wait(timeout=10)


def test_a_job_that_kills_its_worker_twice_fails_with_a_problem(redis_url: str, lone_queue: Any) -> None:
    from validator.http import create_app

    job = enqueue_batch(lone_queue, [rage_transcript(62)], function="service_jobs.hang")
    with serve_app(create_app(redis_url, queue_name=lone_queue.name, testing=True)) as base:
        for attempt in (1, 2):
            worker = start_worker(redis_url, lone_queue)
            kill_while_started(base, job.id, worker)
            run_out_the_clock(lone_queue)
            state = job_state(base, job.id)
            assert state["status"] == ("queued" if attempt == 1 else "failed")
        problem = state["problem"]
        assert problem["type"] == "urn:arbiter:problem:job-failed"
        assert "stopped before it finished" in problem["detail"]
        assert state["started_at"] is not None and state["ended_at"] is not None


def test_a_job_past_its_time_limit_fails_though_it_catches_every_exception(
    redis_url: str, lone_queue: Any
) -> None:
    """The worker's time limit is no Exception, so the engine's catch-all (an engine bug becomes an
    engine_error verdict) cannot swallow it: the job fails at its limit with a problem that says
    so, instead of running on until RQ takes it for abandoned (a robustness audit)."""
    from validator.http import create_app

    job = lone_queue.enqueue("service_jobs.swallow_errors", [rage_transcript(64)], job_timeout=1)
    worker = start_worker(redis_url, lone_queue)
    try:
        with serve_app(create_app(redis_url, queue_name=lone_queue.name, testing=True)) as base:
            resp = requests.get(f"{base}/v1/jobs/{job.id}?wait=20", timeout=30)
            state = check_response(resp, "/v1/jobs/{id}", "get")
            assert state["status"] == "failed", state
            assert "time limit" in state["problem"]["detail"]
    finally:
        worker.terminate()
        worker.wait(timeout=10)
